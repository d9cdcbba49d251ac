// SPDX-License-Identifier: GPL-3.0-or-later
#include "configuration.h"

#include "ids.h"
#include "ledgerclock.h"

#include <algorithm>
#include <cmath>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QRegularExpression>

namespace rl::app {

using namespace rl::models;

namespace {

QJsonValue valueAt(const QJsonObject &root, const QString &path)
{
    QJsonValue v = root;
    for (const QString &part : path.split(QLatin1Char('.'))) {
        if (v.isObject())
            v = v.toObject().value(part);
        else if (v.isArray()) {
            bool ok = false;
            const int i = part.toInt(&ok);
            v = ok ? v.toArray().at(i) : QJsonValue();
        } else
            return {};
    }
    return v;
}

QString scalarText(const QJsonValue &v)
{
    if (v.isString())
        return v.toString();
    if (v.isDouble()) {
        // Shopify ids exceed 2^53: Qt keeps a JSON integer that fits 64 bits
        // exactly, so it is printed from that, never through a double.
        if (v.toVariant().typeId() == QMetaType::LongLong)
            return QString::number(v.toInteger());
        // A decimal: the shortest text that reads back as the same number.
        return QString::number(v.toDouble(), 'g', QLocale::FloatingPointShortest);
    }
    if (v.isBool())
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    return {};
}

} // namespace

namespace {
// A template cut into literal text and placeholders (each a list of paths to
// try in order), once per template text and thread: rendering runs for every
// delivery, the templates are few.
struct TemplatePart
{
    QString literal;
    QStringList paths; // empty: a literal
};

const QList<TemplatePart> &templateParts(const QString &text)
{
    thread_local QHash<QString, QList<TemplatePart>> cache;
    auto it = cache.constFind(text);
    if (it != cache.constEnd())
        return *it;
    static const QRegularExpression placeholder(QStringLiteral("\\{\\{\\s*([^}]+?)\\s*\\}\\}"));
    QList<TemplatePart> parts;
    qsizetype last = 0;
    auto match = placeholder.globalMatch(text);
    while (match.hasNext()) {
        const auto m = match.next();
        if (m.capturedStart() > last)
            parts.append({text.mid(last, m.capturedStart() - last), {}});
        last = m.capturedEnd();
        TemplatePart part;
        for (const QString &path : m.captured(1).split(QLatin1Char('|')))
            part.paths.append(path.trimmed());
        parts.append(part);
    }
    if (last < text.size())
        parts.append({text.mid(last), {}});
    // A configuration has a few dozen templates; a cache that only grows
    // would hold every text ever rendered (found by fuzz_template).
    if (cache.size() >= 1024)
        cache.clear();
    return *cache.insert(text, parts);
}

// Whether every placeholder of a template finds a value in the payload.
bool allFieldsPresent(const QString &text, const QJsonObject &payload)
{
    for (const TemplatePart &part : templateParts(text)) {
        if (!part.paths.isEmpty()
            && std::none_of(part.paths.cbegin(), part.paths.cend(),
                            [&](const QString &p) { return !scalarText(valueAt(payload, p)).isEmpty(); }))
            return false;
    }
    return true;
}
} // namespace

QString Configuration::render(const QString &text, const QJsonObject &payload, const QString &reference)
{
    QString out;
    for (const TemplatePart &part : templateParts(text)) {
        if (part.paths.isEmpty()) {
            out += part.literal;
            continue;
        }
        for (const QString &p : part.paths) {
            const QString value = p == QLatin1String("reference") ? reference : scalarText(valueAt(payload, p));
            if (!value.isEmpty()) {
                out += value;
                break;
            }
        }
    }
    return out;
}

namespace {
// A configuration names the environment variables that hold secrets, never
// the secrets; a field someone added that looks like one is left out all the
// same, so no secret reaches the ledger.
QJsonValue withoutSecrets(const QJsonValue &v)
{
    static const QRegularExpression secretLike(QStringLiteral("token|secret|password|passwd|api_?key|authorization|credential"),
                                               QRegularExpression::CaseInsensitiveOption);
    if (v.isObject()) {
        QJsonObject out;
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (secretLike.match(it.key()).hasMatch() && !it.key().endsWith(QLatin1String("_env")))
                continue;
            out.insert(it.key(), withoutSecrets(it.value()));
        }
        return out;
    }
    if (v.isArray()) {
        QJsonArray out;
        for (const QJsonValue &e : v.toArray())
            out.append(withoutSecrets(e));
        return out;
    }
    return v;
}
} // namespace

QByteArray Configuration::json() const { return QJsonDocument(withoutSecrets(m_root).toObject()).toJson(QJsonDocument::Compact); }

std::optional<Configuration> Configuration::load(const QString &path, QString *error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("cannot read the configuration %1: %2").arg(path, f.errorString());
        return std::nullopt;
    }
    QJsonParseError pe{};
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
        if (error)
            *error = tr("the configuration %1 is not a JSON object (%2 at offset %3)").arg(path, pe.errorString()).arg(pe.offset);
        return std::nullopt;
    }
    return fromJson(doc.object(), error);
}

std::optional<Configuration> Configuration::fromJson(const QJsonObject &root, QString *error)
{
    const auto fail = [&](const QString &why) -> std::optional<Configuration> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    Configuration c;
    c.m_root = root;
    const QJsonObject targets = root.value(QStringLiteral("targets")).toObject();
    for (auto it = targets.begin(); it != targets.end(); ++it) {
        QString why;
        auto p = TargetProfile::fromJson(it.key(), it.value().toObject(), &why);
        if (!p)
            return fail(why);
        c.m_targets.insert(it.key(), *p);
    }
    // Each event source may name its own secret; the secret itself is never here.
    static const QRegularExpression sourceName(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$"));
    static const QRegularExpression envName(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]{0,127}$"));
    const QJsonObject sources = root.value(QStringLiteral("sources")).toObject();
    for (auto it = sources.begin(); it != sources.end(); ++it) {
        const QString env = it.value().toObject().value(QStringLiteral("secret_env")).toString();
        if (!sourceName.match(it.key()).hasMatch() || it.key().contains(QLatin1String("..")) || it.key() == QLatin1String("shopify"))
            return fail(tr("event source %1: a source is one plain path segment (letters, digits, '.', '_', '-')").arg(it.key()));
        if (!envName.match(env).hasMatch())
            return fail(tr("event source %1 needs a secret_env: the name of the environment variable that holds its secret").arg(it.key()));
        c.m_sourceSecretEnv.insert(it.key(), env);
    }
    if (root.contains(QStringLiteral("alerts"))) {
        const QJsonObject ao = root.value(QStringLiteral("alerts")).toObject();
        AlertSettings a;
        a.urlEnv = ao.value(QStringLiteral("url_env")).toString(a.urlEnv);
        a.secretEnv = ao.value(QStringLiteral("secret_env")).toString(a.secretEnv);
        if (!envName.match(a.urlEnv).hasMatch() || !envName.match(a.secretEnv).hasMatch())
            return fail(tr("alerts: url_env and secret_env name environment variables (the address and the secret are never in this file)"));
        if (ao.contains(QStringLiteral("url")))
            return fail(tr("alerts: give the address in the environment variable url_env names, not in the file (it may carry a token)"));
        const double minutes = ao.value(QStringLiteral("held_longer_than_minutes")).toDouble(10);
        if (!(minutes > 0) || minutes > 7 * 24 * 60)
            return fail(tr("alerts: held_longer_than_minutes must be more than 0 and at most a week"));
        a.heldLongerThanS = std::max<qint64>(1, qint64(minutes * 60));
        static const QMap<QString, AlertSettings::Shape> shapes{{QStringLiteral("standard"), AlertSettings::Shape::Standard},
                                                                {QStringLiteral("slack"), AlertSettings::Shape::Slack},
                                                                {QStringLiteral("teams"), AlertSettings::Shape::Teams},
                                                                {QStringLiteral("teams_legacy"), AlertSettings::Shape::TeamsLegacy},
                                                                {QStringLiteral("email"), AlertSettings::Shape::Email}};
        const QString shape = ao.value(QStringLiteral("shape")).toString(QStringLiteral("standard"));
        if (!shapes.contains(shape))
            return fail(tr("alerts: shape must be standard, slack, teams, teams_legacy or email"));
        a.shape = shapes.value(shape);
        if (a.shape == AlertSettings::Shape::Email) {
            // Through a mail target of this file, to the one address given.
            a.mailTarget = ao.value(QStringLiteral("target")).toString();
            if (!c.m_targets.contains(a.mailTarget) || c.m_targets.value(a.mailTarget).kind != QLatin1String("mail"))
                return fail(tr("alerts: an e-mail alert needs \"target\": the name of a mail target of this configuration"));
            a.to = ao.value(QStringLiteral("to")).toString().trimmed();
            static const QRegularExpression address(QStringLiteral("^[^@\\s,;<>\"]+@[^@\\s,;<>\"]+\\.[^@\\s,;<>\"]+$"));
            if (!address.match(a.to).hasMatch())
                return fail(tr("alerts: an e-mail alert needs \"to\": the one address it goes to, like \"ops@example.com\""));
        } else if (ao.contains(QStringLiteral("target")) || ao.contains(QStringLiteral("to"))) {
            return fail(tr("alerts: target and to belong to the email shape"));
        }
        c.m_alerts = a;
    }
    if (root.contains(QStringLiteral("privacy"))) {
        const QJsonObject po = root.value(QStringLiteral("privacy")).toObject();
        const QJsonObject days = po.value(QStringLiteral("retention_days")).toObject();
        for (auto it = days.begin(); it != days.end(); ++it) {
            const double n = it.value().toDouble(-1);
            if (!(n >= 0) || n > 36'500 || n != std::floor(n))
                return fail(tr("privacy: retention_days.%1 must be a whole number of days (0: kept)").arg(it.key()));
            if (it.key() == QLatin1String("signed_bodies"))
                c.m_privacy.retention.signedBodiesDays = int(n);
            else if (it.key() == QLatin1String("content"))
                c.m_privacy.retention.contentDays = int(n);
            else if (it.key() == QLatin1String("evidence_details"))
                c.m_privacy.retention.evidenceDetailsDays = int(n);
            else
                return fail(tr("privacy: retention_days knows signed_bodies, content and evidence_details, not %1").arg(it.key()));
        }
        c.m_privacy.shopifyCompliance = po.value(QStringLiteral("shopify_compliance")).toBool(false);
        c.m_privacy.dataRequestsDir = po.value(QStringLiteral("data_requests_dir")).toString();
        if (c.m_privacy.shopifyCompliance && c.m_privacy.dataRequestsDir.isEmpty())
            return fail(tr("privacy: shopify_compliance needs data_requests_dir, the folder where the answers to customers/data_request go"));
    }
    for (const QJsonValue &fv : root.value(QStringLiteral("flows")).toArray()) {
        const QJsonObject fo = fv.toObject();
        Flow flow;
        flow.name = fo.value(QStringLiteral("name")).toString();
        if (flow.name.isEmpty())
            return fail(tr("every flow needs a name"));
        flow.intendedAction = fo.value(QStringLiteral("intended_action")).toString(flow.name);
        // The intended action and the operation key are kept for good (the
        // key's digest is the operation's trigger key): no field that names a
        // person may go into them (docs/personal-data.md, "Never kept").
        for (const QString &kept : {flow.intendedAction, fo.value(QStringLiteral("operation_key")).toString()}) {
            static const QRegularExpression personal(
                QStringLiteral("\\{\\{[^}]*\\b(email|e_mail|first_name|last_name|phone|address\\d?|name_of_customer|customer\\.name|zip|city|"
                               "shipping_address|billing_address|customer_email)\\b[^}]*\\}\\}"),
                QRegularExpression::CaseInsensitiveOption);
            if (const auto m = personal.match(kept); m.hasMatch())
                return fail(tr("flow %1: %2 is kept for good and may not name a customer's personal data (%3); use the order's name or id")
                                .arg(flow.name, kept == flow.intendedAction ? QStringLiteral("intended_action") : QStringLiteral("operation_key"),
                                     m.captured(0)));
        }
        if (fo.contains(QStringLiteral("operation_key"))) {
            flow.operationKey = fo.value(QStringLiteral("operation_key")).toString();
            if (!flow.operationKey.contains(QLatin1String("{{")) || flow.operationKey.contains(QLatin1String("{{reference}}")))
                return fail(tr("flow %1: operation_key must name fields of the signed body, like \"{{admin_graphql_api_id}}\"").arg(flow.name));
        }
        for (const QJsonValue &tv : fo.value(QStringLiteral("triggers")).toArray()) {
            const QJsonObject to = tv.toObject();
            FlowTrigger t;
            if (to.contains(QStringLiteral("flow_action"))) {
                t.kind = FlowTrigger::Kind::FlowAction;
                t.value = to.value(QStringLiteral("flow_action")).toString();
            } else if (to.value(QStringLiteral("source")).toString() == QLatin1String("shopify")) {
                t.kind = FlowTrigger::Kind::ShopifyTopic;
                t.value = to.value(QStringLiteral("topic")).toString();
            } else {
                t.kind = FlowTrigger::Kind::StandardEvent;
                t.source = to.value(QStringLiteral("source")).toString();
                t.value = to.value(QStringLiteral("type")).toString(QStringLiteral("*"));
            }
            if (t.value.isEmpty() || (t.kind == FlowTrigger::Kind::StandardEvent && t.source.isEmpty()))
                return fail(tr("flow %1: a trigger needs a topic, a flow_action, or a source").arg(flow.name));
            flow.triggers.append(t);
        }
        if (flow.triggers.isEmpty())
            return fail(tr("flow %1 has no trigger").arg(flow.name));
        // The decisions a second reviewer must countersign: the flow's, and
        // those each of its step kinds adds (for the whole operation: stricter,
        // never weaker; docs/team-setup.md, "Four eyes").
        const auto addFourEyes = [&](const QJsonValue &list) -> bool {
            if (!list.isUndefined() && !list.isArray())
                return false;
            for (const QJsonValue &ev : list.toArray()) {
                // Written as in the docs (retry_open_step) or as the ledger keeps it (retry-open-step).
                const auto action = decisionActionFromString(ev.toString().replace(QLatin1Char('_'), QLatin1Char('-')));
                if (!action || !mayNeedCountersign(*action))
                    return false;
                if (!flow.fourEyes.contains(*action))
                    flow.fourEyes.append(*action);
            }
            return true;
        };
        const QString fourEyesRule = tr("four_eyes must be a list of retry_open_step, new_operation, approve_content and "
                                        "confirm_not_executed, like [\"retry_open_step\", \"new_operation\"]");
        for (const QJsonValue &sv : fo.value(QStringLiteral("steps")).toArray()) {
            const QJsonObject so = sv.toObject();
            if (!addFourEyes(so.value(QStringLiteral("four_eyes"))))
                return fail(tr("flow %1, a step: %2").arg(flow.name, fourEyesRule));
            FlowStep step{so.value(QStringLiteral("kind")).toString(), so.value(QStringLiteral("target")).toString(),
                          so.value(QStringLiteral("content")).toObject()};
            if (step.kind != QLatin1String("crm.create_task") && step.kind != QLatin1String("email.send")
                && step.kind != QLatin1String("voucher.create"))
                return fail(tr("flow %1: step kind must be crm.create_task, email.send or voucher.create").arg(flow.name));
            if (!c.m_targets.contains(step.target))
                return fail(tr("flow %1: unknown target %2").arg(flow.name, step.target));
            const QString wanted = step.kind == QLatin1String("crm.create_task") ? QStringLiteral("crm")
                : step.kind == QLatin1String("voucher.create")                   ? QStringLiteral("voucher")
                                                                                 : QStringLiteral("mail");
            if (step.kind == QLatin1String("voucher.create")) {
                // The code is Runledger's to make (from the step's reference); the amount the flow's.
                if (step.content.contains(QStringLiteral("code")))
                    return fail(tr("flow %1: a voucher's code is made from its step's reference; remove \"code\"").arg(flow.name));
                if (!step.content.value(QStringLiteral("amount")).isString() && !step.content.value(QStringLiteral("amount")).isDouble())
                    return fail(tr("flow %1: a voucher step needs \"amount\", the amount off, like \"10.00\"").arg(flow.name));
            }
            // {{voucher.code}} and its kin name the voucher an earlier step of the flow creates.
            const bool namesVoucher = std::any_of(step.content.begin(), step.content.end(), [](const QJsonValue &v) {
                return v.toString().contains(QLatin1String("{{voucher.")) || v.toString().contains(QLatin1String("{{ voucher."));
            });
            if (namesVoucher && std::none_of(flow.steps.cbegin(), flow.steps.cend(),
                                             [](const FlowStep &s) { return s.kind == QLatin1String("voucher.create"); }))
                return fail(tr("flow %1: {{voucher.…}} names the voucher of an earlier step, and no earlier step creates one").arg(flow.name));
            if (c.m_targets.value(step.target).kind != wanted)
                return fail(tr("flow %1: target %2 is not a %3 target").arg(flow.name, step.target, wanted));
            flow.steps.append(step);
        }
        if (flow.steps.isEmpty())
            return fail(tr("flow %1 has no steps").arg(flow.name));
        for (const QJsonValue &av : fo.value(QStringLiteral("approval_before_steps")).toArray()) {
            const int pos = av.toInt();
            if (pos < 1 || pos > flow.steps.size())
                return fail(tr("flow %1: approval_before_steps names no step %2").arg(flow.name).arg(pos));
            flow.approvalBeforeSteps.append(pos);
        }
        if (!addFourEyes(fo.value(QStringLiteral("four_eyes"))))
            return fail(tr("flow %1: %2").arg(flow.name, fourEyesRule));
        c.m_flows.append(flow);
    }
    // Who may ask Runledger to act (docs/api.md): each caller's name, the
    // variable that holds its bearer token (never the token) and the flows
    // it may start.
    for (const QJsonValue &cv : root.value(QStringLiteral("callers")).toArray()) {
        const QJsonObject co = cv.toObject();
        Caller caller;
        caller.name = co.value(QStringLiteral("name")).toString();
        caller.tokenEnv = co.value(QStringLiteral("token_env")).toString();
        caller.secretEnv = co.value(QStringLiteral("secret_env")).toString();
        if (!sourceName.match(caller.name).hasMatch() || caller.name.contains(QLatin1String("..")))
            return fail(tr("every caller needs a name: one plain word (letters, digits, '.', '_', '-')"));
        if (co.contains(QStringLiteral("token")) || co.contains(QStringLiteral("secret")))
            return fail(tr("caller %1: a token is never in this file; name the environment variable that holds it in token_env").arg(caller.name));
        if (caller.tokenEnv.isEmpty() && caller.secretEnv.isEmpty())
            return fail(tr("caller %1 needs a token_env (the environment variable that holds its bearer token) or a secret_env "
                           "(its Standard Webhooks secret, if it signs its calls)").arg(caller.name));
        if ((!caller.tokenEnv.isEmpty() && !envName.match(caller.tokenEnv).hasMatch())
            || (!caller.secretEnv.isEmpty() && !envName.match(caller.secretEnv).hasMatch()))
            return fail(tr("caller %1: token_env and secret_env name environment variables (letters, digits and '_')").arg(caller.name));
        for (const QJsonValue &fv : co.value(QStringLiteral("flows")).toArray()) {
            const QString flow = fv.toString();
            if (!std::any_of(c.m_flows.cbegin(), c.m_flows.cend(), [&](const Flow &f) { return f.name == flow; }))
                return fail(tr("caller %1 may start flow %2, but there is no such flow").arg(caller.name, flow));
            caller.flows << flow;
        }
        if (caller.flows.isEmpty())
            return fail(tr("caller %1 needs flows: the flows it may start").arg(caller.name));
        const double rate = co.value(QStringLiteral("requests_per_minute")).toDouble(caller.requestsPerMinute);
        if (!(rate >= 1) || rate > 1'000'000 || rate != std::floor(rate))
            return fail(tr("caller %1: requests_per_minute must be a whole number from 1").arg(caller.name));
        caller.requestsPerMinute = int(rate);
        if (const QJsonValue cb = co.value(QStringLiteral("callback")); !cb.isUndefined()) {
            const QJsonObject cbo = cb.toObject();
            caller.callbackUrlEnv = cbo.value(QStringLiteral("url_env")).toString();
            caller.callbackSecretEnv = cbo.value(QStringLiteral("secret_env")).toString();
            if (cbo.contains(QStringLiteral("url")) || cbo.contains(QStringLiteral("secret")))
                return fail(tr("caller %1: the callback's address and secret are never in this file; name their environment variables "
                               "in url_env and secret_env").arg(caller.name));
            if (!envName.match(caller.callbackUrlEnv).hasMatch() || !envName.match(caller.callbackSecretEnv).hasMatch())
                return fail(tr("caller %1: a callback needs url_env and secret_env, the environment variables that hold its address "
                               "and its Standard Webhooks secret").arg(caller.name));
        }
        if (std::any_of(c.m_callers.cbegin(), c.m_callers.cend(), [&](const Caller &o) { return o.name == caller.name; }))
            return fail(tr("caller %1 is named twice").arg(caller.name));
        c.m_callers.append(caller);
    }
    return c;
}

const Flow *Configuration::flowNamed(const QString &name) const
{
    for (const Flow &f : m_flows) {
        if (f.name == name)
            return &f;
    }
    return nullptr;
}

bool Configuration::declaresFlowAction(const QString &handle) const
{
    return std::any_of(m_flows.cbegin(), m_flows.cend(), [&](const Flow &f) {
        return std::any_of(f.triggers.cbegin(), f.triggers.cend(),
                           [&](const FlowTrigger &t) { return t.kind == FlowTrigger::Kind::FlowAction && t.value == handle; });
    });
}

bool Configuration::declaresEventSource(const QString &source) const
{
    return std::any_of(m_flows.cbegin(), m_flows.cend(), [&](const Flow &f) {
        return std::any_of(f.triggers.cbegin(), f.triggers.cend(),
                           [&](const FlowTrigger &t) { return t.kind == FlowTrigger::Kind::StandardEvent && t.source == source; });
    });
}

OperationPlan Configuration::plan(const Flow &flow, const QJsonObject &payload, const EventIdentity &event) const
{
    OperationPlan p;
    p.flow = flow.name;
    p.intendedAction = render(flow.intendedAction, payload, {});
    p.fourEyes = flow.fourEyes;
    if (!flow.operationKey.isEmpty()) {
        // Only a key with every field present identifies; a body without it
        // is keyed by its event id, as without a declared key.
        const QString key = render(flow.operationKey, payload, {});
        if (!key.isEmpty() && allFieldsPresent(flow.operationKey, payload))
            p.businessKey = key;
    }
    // What {{voucher.code}}, {{voucher.amount}} and {{voucher.currency}} say
    // in later steps: the voucher an earlier step creates (docs/targets.md,
    // "Vouchers"), pinned with them at intake.
    QJsonObject scope;
    const QJsonObject *values = &payload;
    const QString plannedAt = isoUtc(event.triggeredAt.isValid() ? event.triggeredAt : LedgerClock::processNow());
    for (int i = 0; i < flow.steps.size(); ++i) {
        const FlowStep &fs = flow.steps.at(i);
        const TargetProfile &t = m_targets.value(fs.target);
        StepPlan sp;
        sp.kind = fs.kind;
        sp.target = fs.target;
        sp.policy = t.stepPolicy();
        sp.needsApproval = flow.approvalBeforeSteps.contains(i + 1);
        // The reference exists before the content, so the content can carry it
        // (the target can then be searched by it) and is pinned byte for byte.
        // Derived from the business action (docs/ledger.md, "Step references"):
        // a repeat, or the same order at a ledger restored from a backup, asks
        // the target about the same reference.
        const bool identified = !p.businessKey.isEmpty() || !event.eventId.isEmpty();
        sp.reference = m_referenceKey.isEmpty() || !identified
            ? newStepReference()
            : stepReference(m_referenceKey, flow.name, businessIdentity(p.businessKey, event.source, event.eventId), i + 1);
        QJsonObject content;
        for (auto it = fs.content.begin(); it != fs.content.end(); ++it)
            content.insert(it.key(), it.value().isString() ? QJsonValue(render(it.value().toString(), *values, sp.reference)) : it.value());
        content.insert(QStringLiteral("reference"), sp.reference);
        // When the action was planned: the moment the sender gives for the
        // event, else intake's, by the ledger's clock. Pinned with the
        // content, so every attempt sends the same bytes (a CRM task's due
        // time where the flow gives none: HubSpot requires one).
        if (!content.contains(QStringLiteral("planned_at")))
            content.insert(QStringLiteral("planned_at"), plannedAt);
        if (sp.kind == QLatin1String("voucher.create")) {
            // The code is the reference's: every attempt and every lookup ask
            // for it, and the e-mail that sends it renders the same code now.
            content.insert(QStringLiteral("code"), t.voucherCode(sp.reference));
            if (!content.contains(QStringLiteral("usage_limit")))
                content.insert(QStringLiteral("usage_limit"), 1);
            if (!content.contains(QStringLiteral("starts_at"))) // pinned: every attempt sends the same bytes
                content.insert(QStringLiteral("starts_at"), plannedAt);
            if (scope.isEmpty())
                scope = payload;
            scope.insert(QStringLiteral("voucher"), QJsonObject{{QStringLiteral("code"), content.value(QStringLiteral("code"))},
                                                                {QStringLiteral("amount"), content.value(QStringLiteral("amount"))},
                                                                {QStringLiteral("currency"), content.value(QStringLiteral("currency"))}});
            values = &scope;
        }
        sp.content = QJsonDocument(content).toJson(QJsonDocument::Compact);
        // Content that cannot be sent (an empty recipient, no subject) is held
        // before the first attempt, the reason naming fields, not their values.
        sp.refusalSaid = contentProblemSaid(sp.kind, sp.content);
        sp.refusal = sp.refusalSaid.english();
        p.steps.append(sp);
    }
    return p;
}

QList<OperationPlan> Configuration::plansFor(FlowTrigger::Kind kind, const QString &value, const QString &triggerSource,
                                             const QJsonObject &payload, const EventIdentity &event) const
{
    QList<OperationPlan> out;
    for (const Flow &flow : m_flows) {
        for (const FlowTrigger &t : flow.triggers) {
            const bool match = t.kind == kind
                && (kind != FlowTrigger::Kind::StandardEvent || t.source == triggerSource)
                && (t.value == value || (kind == FlowTrigger::Kind::StandardEvent && t.value == QLatin1String("*")));
            if (match) {
                out.append(plan(flow, payload, event));
                break;
            }
        }
    }
    return out;
}

} // namespace rl::app
