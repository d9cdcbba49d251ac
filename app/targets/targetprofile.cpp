// SPDX-License-Identifier: GPL-3.0-or-later
#include "targetprofile.h"

#include "sessiontokens.h"

#include "ids.h"

#include <QJsonArray>
#include <cmath>

namespace rl::app {

namespace {
// The largest number a profile setting may hold (about 11 days in ms, 31 years in s).
constexpr double MaxNumber = 1e9;
QUrl filled(const QString &templ, const QString &placeholder, const QString &value)
{
    if (templ.isEmpty() || value.isEmpty())
        return {};
    // The value is percent-encoded: an id or reference never changes the URL's shape.
    return QUrl(QString(templ).replace(placeholder, QString::fromLatin1(QUrl::toPercentEncoding(value))));
}
} // namespace

QUrl TargetProfile::recordLink(const QString &targetId) const { return filled(recordUrl, QStringLiteral("{id}"), targetId); }

QUrl TargetProfile::searchLink(const QString &reference) const
{
    if (kind == QLatin1String("voucher") && searchUrl.contains(QLatin1String("{code}")))
        return filled(searchUrl, QStringLiteral("{code}"), voucherCode(reference));
    return filled(searchUrl, QStringLiteral("{reference}"), reference);
}

QString TargetProfile::voucherCode(const QString &reference) const { return models::voucherCode(reference, codePrefix); }

models::StepPolicy TargetProfile::stepPolicy() const
{
    return {capability,     maxAttempts, keyRetentionSeconds, settleMs, maxExecutionMs, lookup && capability != models::Capability::None,
            confirmByLookup};
}

qint64 TargetProfile::backoffMs(int attemptsUsed) const
{
    const double ms = backoffInitialMs * std::pow(backoffFactor, std::max(0, attemptsUsed - 1));
    return qint64(std::min<double>(ms, backoffMaxMs));
}

QByteArray TargetProfile::token() const
{
    if (tokenEnv.isEmpty())
        return {};
    // The environment first (serve, runledgerctl, a console started with it);
    // then what the console took from the keyring for this session.
    const QByteArray fromEnvironment = qgetenv(tokenEnv.toLocal8Bit().constData());
    return fromEnvironment.isEmpty() ? SessionTokens::value(tokenEnv) : fromEnvironment;
}

std::optional<TargetProfile> TargetProfile::fromJson(const QString &name, const QJsonObject &o, QString *error)
{
    const auto fail = [&](const QString &why) -> std::optional<TargetProfile> {
        if (error)
            *error = tr("target %1: %2").arg(name, why);
        return std::nullopt;
    };
    TargetProfile p;
    p.name = name;
    p.kind = o.value(QStringLiteral("kind")).toString();
    if (p.kind != QLatin1String("crm") && p.kind != QLatin1String("mail") && p.kind != QLatin1String("voucher"))
        return fail(tr("kind must be \"crm\", \"mail\" or \"voucher\""));
    p.protocol = o.value(QStringLiteral("protocol")).toString(QStringLiteral("sandbox"));
    static const QStringList protocols{QStringLiteral("sandbox"), QStringLiteral("salesforce"), QStringLiteral("hubspot"),
                                       QStringLiteral("postmark"), QStringLiteral("resend"), QStringLiteral("shopify_discount"),
                                       QStringLiteral("stripe_promotion_code")};
    if (!protocols.contains(p.protocol))
        return fail(tr("protocol \"%1\" is not supported by this build (supported: %2)").arg(p.protocol, protocols.join(QStringLiteral(", "))));
    const bool voucher = p.protocol == QLatin1String("shopify_discount") || p.protocol == QLatin1String("stripe_promotion_code");
    const QString wantedKind = p.protocol == QLatin1String("salesforce") || p.protocol == QLatin1String("hubspot") ? QStringLiteral("crm")
        : p.protocol == QLatin1String("sandbox")                      ? p.kind
        : voucher                                                     ? QStringLiteral("voucher")
                                                                      : QStringLiteral("mail");
    if (p.kind == QLatin1String("voucher") && !voucher)
        return fail(tr("a voucher target needs the protocol shopify_discount or stripe_promotion_code"));
    if (p.kind != wantedKind)
        return fail(tr("protocol %1 is for %2 targets: kind must be \"%2\"").arg(p.protocol, wantedKind));
    // Each provider's documented shape (docs/targets.md); a profile may map its own fields.
    if (p.protocol == QLatin1String("resend")) {
        // Resend: no lookup by our reference; refusals it documents as "nothing sent".
        p.lookup = false;
        p.notExecutedStatuses = {400, 401, 403, 422, 429};
        if (o.value(QStringLiteral("lookup")).toBool(false))
            return fail(tr("Resend offers no lookup by reference; remove \"lookup\""));
    } else if (p.protocol == QLatin1String("salesforce")) {
        // The External ID is the protection: a second upsert updates, never creates, with no time limit.
        p.idempotencyHeader.clear();
        p.keyRetentionSeconds = 100LL * 365 * 86400;
        p.notExecutedStatuses = {401, 403, 404};
        p.apiVersion = o.value(QStringLiteral("api_version")).toString(QStringLiteral("v59.0"));
        p.externalIdField = o.value(QStringLiteral("external_id_field")).toString(QStringLiteral("Runledger_Reference__c"));
        p.fieldMap = {{QStringLiteral("subject"), QStringLiteral("Subject")}, {QStringLiteral("body"), QStringLiteral("Description")},
                      {QStringLiteral("due_date"), QStringLiteral("ActivityDate")}, {QStringLiteral("owner"), QStringLiteral("OwnerId")}};
        p.constantFields = {{QStringLiteral("Status"), QStringLiteral("Not Started")}};
    } else if (p.protocol == QLatin1String("hubspot")) {
        // No idempotency at all: found again only by searching the reference property.
        p.idempotencyHeader.clear();
        p.notExecutedStatuses = {401, 403, 429};
        p.referenceProperty = o.value(QStringLiteral("reference_property")).toString(QStringLiteral("runledger_reference"));
        p.fieldMap = {{QStringLiteral("subject"), QStringLiteral("hs_task_subject")}, {QStringLiteral("body"), QStringLiteral("hs_task_body")},
                      {QStringLiteral("due_date"), QStringLiteral("hs_timestamp")}, {QStringLiteral("owner"), QStringLiteral("hubspot_owner_id")}};
        p.constantFields = {{QStringLiteral("hs_task_status"), QStringLiteral("NOT_STARTED")}};
        p.lookupsPerSecond = 4;
        p.settleMs = 5000; // search lags by seconds
    } else if (p.protocol == QLatin1String("postmark")) {
        p.idempotencyHeader.clear();
        p.notExecutedStatuses = {401, 403, 422, 429};
        p.metadataKey = o.value(QStringLiteral("metadata_key")).toString(QStringLiteral("runledger_reference"));
        p.messageStream = o.value(QStringLiteral("message_stream")).toString(QStringLiteral("outbound"));
        p.fieldMap = {{QStringLiteral("to"), QStringLiteral("To")}, {QStringLiteral("subject"), QStringLiteral("Subject")},
                      {QStringLiteral("body"), QStringLiteral("TextBody")}};
    }
    if (voucher) {
        // The code is the protection (docs/targets.md, "Vouchers"): it is
        // derived from the step's reference, so every attempt asks for the
        // same one, and the target keeps it unique.
        p.codePrefix = o.value(QStringLiteral("code_prefix")).toString(QStringLiteral("RL"));
        if (!models::isVoucherPrefix(p.codePrefix))
            return fail(tr("code_prefix must be up to 8 capital letters or digits, like \"SHOP\""));
        p.lookupsPerSecond = 0;
        p.settleMs = 0; // a lookup by code reads the discount itself, not a search index
    }
    if (p.protocol == QLatin1String("shopify_discount")) {
        // No idempotency key: the code's uniqueness within the shop protects,
        // and a lookup by code settles an uncertain create; without time limit.
        p.idempotencyHeader.clear();
        p.keyRetentionSeconds = 100LL * 365 * 86400;
        p.notExecutedStatuses = {400, 401, 402, 403, 404, 423};
        p.apiVersion = o.value(QStringLiteral("api_version")).toString(QStringLiteral("2025-10"));
        if (o.contains(QStringLiteral("key_retention_seconds")))
            return fail(tr("Shopify's discount codes carry no idempotency key; remove key_retention_seconds"));
    } else if (p.protocol == QLatin1String("stripe_promotion_code")) {
        // Stripe's keys: the same key and parameters replay the first answer
        // for at least 24 hours; past that, a lookup by code comes first.
        p.notExecutedStatuses = {401, 402, 403, 404};
        p.apiVersion = o.value(QStringLiteral("api_version")).toString(QStringLiteral("2025-04-30.basil"));
        p.coupon = o.value(QStringLiteral("coupon")).toString();
        if (p.coupon.isEmpty())
            return fail(tr("protocol stripe_promotion_code needs \"coupon\": the id of the coupon its promotion codes point at"));
        p.recordUrl = QStringLiteral("https://dashboard.stripe.com/promotion_codes/{id}");
    }
    if (p.protocol == QLatin1String("resend") || p.protocol == QLatin1String("postmark")) {
        p.from = o.value(QStringLiteral("from")).toString();
        if (!p.from.contains(QLatin1Char('@')))
            return fail(tr("protocol %1 needs \"from\": the sender address").arg(p.protocol));
    }
    if (o.contains(QStringLiteral("field_map"))) {
        // content key → the target's field; an empty name drops the field.
        const QJsonObject map = o.value(QStringLiteral("field_map")).toObject();
        for (auto it = map.begin(); it != map.end(); ++it) {
            if (!it.value().isString())
                return fail(tr("field_map values must be the target's field names"));
            auto existing = std::find_if(p.fieldMap.begin(), p.fieldMap.end(), [&](const auto &f) { return f.first == it.key(); });
            if (existing != p.fieldMap.end())
                existing->second = it.value().toString();
            else
                p.fieldMap.append({it.key(), it.value().toString()});
        }
    }
    if (o.contains(QStringLiteral("constant_fields")))
        p.constantFields = o.value(QStringLiteral("constant_fields")).toObject();
    p.baseUrl = QUrl(o.value(QStringLiteral("base_url")).toString());
    if (!p.baseUrl.isValid() || (p.baseUrl.scheme() != QLatin1String("http") && p.baseUrl.scheme() != QLatin1String("https")))
        return fail(tr("base_url must be an http or https URL"));
    const auto cap = models::capabilityFromString(o.value(QStringLiteral("capability")).toString());
    if (!cap)
        return fail(tr("capability must be protected_create, lookup_only or none"));
    p.capability = *cap;
    if (o.contains(QStringLiteral("idempotency_header")))
        p.idempotencyHeader = o.value(QStringLiteral("idempotency_header")).toString().toLatin1();
    const auto number = [&](const char *key, auto &field) {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined())
            return true;
        // Bounded, so that no conversion or sum of them can overflow
        // (found by fuzz_config: 4e37 into a 64-bit integer).
        const double d = v.toDouble();
        if (!v.isDouble() || !std::isfinite(d) || d < 0 || d > MaxNumber)
            return false;
        field = static_cast<std::remove_reference_t<decltype(field)>>(d);
        return true;
    };
    if (!number("key_retention_seconds", p.keyRetentionSeconds) || !number("settle_ms", p.settleMs)
        || !number("inactivity_timeout_ms", p.inactivityTimeoutMs) || !number("deadline_ms", p.deadlineMs)
        || !number("max_attempts", p.maxAttempts) || !number("backoff_initial_ms", p.backoffInitialMs)
        || !number("backoff_factor", p.backoffFactor) || !number("backoff_max_ms", p.backoffMaxMs)
        || !number("max_in_flight", p.maxInFlight) || !number("max_execution_ms", p.maxExecutionMs)
        || !number("lookups_per_second", p.lookupsPerSecond))
        return fail(tr("timeouts, attempts and backoff must be numbers from 0 to 1,000,000,000"));
    if (p.maxAttempts < 1 || p.maxInFlight < 1 || p.inactivityTimeoutMs < 1 || p.deadlineMs < 1)
        return fail(tr("max_attempts, max_in_flight and timeouts must be at least 1"));
    if (!o.contains(QStringLiteral("max_execution_ms")))
        p.maxExecutionMs = std::max<qint64>(p.maxExecutionMs, p.deadlineMs);
    if (p.maxExecutionMs < p.deadlineMs)
        return fail(tr("max_execution_ms must not be shorter than deadline_ms: the target may still act until the deadline"));
    for (const auto &[key, field] : {std::pair{"lookup", &p.lookup}, std::pair{"confirm_by_lookup", &p.confirmByLookup}}) {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined())
            continue;
        if (!v.isBool())
            return fail(tr("%1 must be true or false").arg(QLatin1String(key)));
        *field = v.toBool();
    }
    if (p.capability == models::Capability::LookupOnly && !p.lookup)
        return fail(tr("capability lookup_only needs a lookup; set lookup to true or declare capability none"));
    p.probeRecipient = o.value(QStringLiteral("probe_recipient")).toString(p.probeRecipient);
    if (voucher && p.capability == models::Capability::None)
        return fail(tr("a voucher target can always be looked up by its code; declare lookup_only (Shopify) or protected_create (Stripe)"));
    if (p.protocol == QLatin1String("shopify_discount") && p.capability == models::Capability::ProtectedCreate)
        return fail(tr("Shopify documents no idempotency key for discountCodeBasicCreate; declare capability lookup_only"));
    if (o.contains(QStringLiteral("key_retention_seconds")) && p.protocol == QLatin1String("salesforce"))
        return fail(tr("Salesforce's External ID has no retention limit; remove key_retention_seconds"));
    p.tokenEnv = o.value(QStringLiteral("token_env")).toString();
    p.webhookSecretEnv = o.value(QStringLiteral("webhook_secret_env")).toString();
    if (p.protocol == QLatin1String("resend"))
        p.recordUrl = QStringLiteral("https://resend.com/emails/{id}");
    p.recordUrl = o.value(QStringLiteral("record_url")).toString(p.recordUrl);
    p.searchUrl = o.value(QStringLiteral("search_url")).toString(p.searchUrl);
    for (const QString &t : {p.recordUrl, p.searchUrl}) {
        const QUrl u(QString(t).replace(QStringLiteral("{id}"), QStringLiteral("x")).replace(QStringLiteral("{reference}"), QStringLiteral("x")));
        if (!t.isEmpty() && (!u.isValid() || (u.scheme() != QLatin1String("https") && u.scheme() != QLatin1String("http"))))
            return fail(tr("record_url and search_url must be http or https URL templates"));
    }
    if (!p.webhookSecretEnv.isEmpty() && p.protocol != QLatin1String("resend") && p.protocol != QLatin1String("postmark"))
        return fail(tr("webhook_secret_env is for the delivery events of resend and postmark targets"));
    if (o.contains(QStringLiteral("token")))
        return fail(tr("a token must not be written into the configuration; name its environment variable in token_env"));
    if (o.contains(QStringLiteral("not_executed_statuses"))) {
        p.notExecutedStatuses.clear();
        for (const QJsonValue &v : o.value(QStringLiteral("not_executed_statuses")).toArray()) {
            const int s = v.toInt();
            if (s < 400 || s > 599)
                return fail(tr("not_executed_statuses must be HTTP error codes"));
            p.notExecutedStatuses.append(s);
        }
    }
    return p;
}

QJsonObject TargetProfile::toJson() const
{
    QJsonArray statuses;
    for (int s : notExecutedStatuses)
        statuses.append(s);
    // Reads back through fromJson() to the same profile (tst_config checks it).
    QJsonObject o{{QStringLiteral("kind"), kind},
            {QStringLiteral("protocol"), protocol},
            {QStringLiteral("base_url"), baseUrl.toString()},
            {QStringLiteral("capability"), models::toString(capability)},
            {QStringLiteral("idempotency_header"), QString::fromLatin1(idempotencyHeader)},
            {QStringLiteral("settle_ms"), settleMs},
            {QStringLiteral("inactivity_timeout_ms"), inactivityTimeoutMs},
            {QStringLiteral("deadline_ms"), deadlineMs},
            {QStringLiteral("max_execution_ms"), maxExecutionMs},
            {QStringLiteral("lookup"), lookup},
            {QStringLiteral("confirm_by_lookup"), confirmByLookup},
            {QStringLiteral("max_attempts"), maxAttempts},
            {QStringLiteral("backoff_initial_ms"), backoffInitialMs},
            {QStringLiteral("backoff_factor"), backoffFactor},
            {QStringLiteral("backoff_max_ms"), backoffMaxMs},
            {QStringLiteral("max_in_flight"), maxInFlight},
            {QStringLiteral("token_env"), tokenEnv},
            {QStringLiteral("not_executed_statuses"), statuses}};
    if (protocol != QLatin1String("salesforce") && protocol != QLatin1String("shopify_discount")) // no retention limit there
        o.insert(QStringLiteral("key_retention_seconds"), keyRetentionSeconds);
    if (protocol != QLatin1String("sandbox") && kind != QLatin1String("voucher")) {
        QJsonObject map;
        for (const auto &[field, targetField] : fieldMap)
            map.insert(field, targetField);
        o.insert(QStringLiteral("field_map"), map);
        o.insert(QStringLiteral("constant_fields"), constantFields);
    }
    const QList<std::pair<QString, QString>> optional{
        {QStringLiteral("from"), from},
        {QStringLiteral("api_version"), apiVersion},
        {QStringLiteral("external_id_field"), externalIdField},
        {QStringLiteral("metadata_key"), metadataKey},
        {QStringLiteral("message_stream"), messageStream},
        {QStringLiteral("reference_property"), referenceProperty},
        {QStringLiteral("code_prefix"), codePrefix},
        {QStringLiteral("coupon"), coupon},
        {QStringLiteral("webhook_secret_env"), webhookSecretEnv},
        {QStringLiteral("record_url"), recordUrl},
        {QStringLiteral("search_url"), searchUrl}};
    for (const auto &[key, value] : optional) {
        if (!value.isEmpty())
            o.insert(key, value);
    }
    if (kind == QLatin1String("mail") && !probeRecipient.isEmpty())
        o.insert(QStringLiteral("probe_recipient"), probeRecipient);
    if (lookupsPerSecond > 0)
        o.insert(QStringLiteral("lookups_per_second"), lookupsPerSecond);
    return o;
}

} // namespace rl::app
