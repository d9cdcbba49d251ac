// SPDX-License-Identifier: GPL-3.0-or-later
#include "probe.h"

#include "ids.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTimer>

namespace rl::app {

using namespace rl::models;

QByteArray Probe::canaryContent(const TargetProfile &profile, const QString &reference, bool changed)
{
    QJsonObject o{{QStringLiteral("reference"), reference},
                  {QStringLiteral("subject"), changed ? CanarySubject + QStringLiteral(" (changed)") : CanarySubject},
                  {QStringLiteral("body"), tr("Created by runledgerctl probe to check what this target does with idempotency keys "
                                              "and lookups. Safe to delete.")}};
    if (profile.kind == QLatin1String("voucher")) {
        // A labelled canary code: the smallest amount, usable once, made from
        // the canary's own reference like any voucher's; removed afterwards.
        o.insert(QStringLiteral("code"), profile.voucherCode(reference));
        o.insert(QStringLiteral("title"), CanarySubject);
        o.insert(QStringLiteral("amount"), QStringLiteral("0.01"));
        o.insert(QStringLiteral("usage_limit"), changed ? 2 : 1);
        o.insert(QStringLiteral("starts_at"), QStringLiteral("2026-01-01T00:00:00Z"));
        o.remove(QStringLiteral("subject"));
        o.remove(QStringLiteral("body"));
    }
    if (profile.kind == QLatin1String("mail")) {
        // The address the profile names, else the sender's own; the sandbox (no sender) takes any.
        const QString to = !profile.probeRecipient.isEmpty() ? profile.probeRecipient
                         : !profile.from.isEmpty()           ? profile.from
                                                             : QStringLiteral("runledger-probe@example.com");
        o.insert(QStringLiteral("to"), to);
    }
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

namespace {

// One probe in flight: each call's continuation starts the next. Owned by the
// continuations themselves; it ends when done has been called.
class ProbeSequence final : public std::enable_shared_from_this<ProbeSequence>
{
public:
    ProbeSequence(TargetClient &client, int lookupTimeoutMs, std::function<void(ProbeResult)> done)
        : m_client(&client)
        , m_p(client.profile())
        , m_lookupTimeoutMs(lookupTimeoutMs)
        , m_done(std::move(done))
    {
    }

    void start()
    {
        m_r.target = m_p.name;
        m_r.probedAt = QDateTime::currentDateTimeUtc();
        m_r.declared = m_p.capability;
        m_r.declaredLookup = m_p.lookup;
        m_r.declaredSettleMs = m_p.settleMs;
        m_reference = QStringLiteral("probe-") + newStepReference();
        m_r.canaryReferences << m_reference;
        m_content = Probe::canaryContent(m_p, m_reference);
        create(m_content, [self = shared_from_this()](const CallOutcome &first) { self->afterFirst(first); });
    }

private:
    // Whatever the client is by the time an answer comes: gone ends the probe.
    bool clientGone()
    {
        if (m_client)
            return false;
        m_r.error = Probe::tr("the target's client was closed before the probe finished");
        finish();
        return true;
    }
    void create(const QByteArray &content, std::function<void(CallOutcome)> then)
    {
        if (!clientGone())
            m_client->create(m_reference, content, {}, std::move(then));
    }
    // How soon the canary shows up. The last lookup that still missed it
    // bounds the target's settle time from below.
    void look(std::function<void(bool found)> then)
    {
        if (clientGone())
            return;
        const qint64 asked = m_sinceCreated.elapsed();
        m_client->lookup(m_reference, [self = shared_from_this(), asked, then = std::move(then)](const LookupOutcome &l) {
            if (l.result == LookupResult::Found || l.result == LookupResult::Ambiguous) {
                self->m_r.lookupFound = true;
                self->m_r.lookupRecords = std::max(1, l.matches);
                if (self->m_r.settleObservedMs < 0)
                    self->m_r.settleObservedMs = asked;
                then(true);
                return;
            }
            self->m_lastMissMs = asked;
            then(false);
        });
    }

    void afterFirst(const CallOutcome &first)
    {
        m_sinceCreated.start();
        if (first.outcome != Outcome::Succeeded) {
            m_r.error = Probe::tr("the target did not create the canary: %1").arg(first.summary);
            finish();
            return;
        }
        m_r.created = true;
        m_first = first.targetReference;
        m_r.canaryRecords << m_first;
        // Looked up at once, then again at the end.
        if (m_p.lookup)
            look([self = shared_from_this()](bool) { self->sameKeyAgain(); });
        else
            sameKeyAgain();
    }

    // The same key and parameters: one record and a replay, if the key is honoured.
    void sameKeyAgain()
    {
        create(m_content, [self = shared_from_this()](const CallOutcome &again) {
            ProbeResult &r = self->m_r;
            r.sameKeySameRecord = again.outcome == Outcome::Succeeded && again.targetReference == self->m_first;
            r.replayMarker = r.sameKeySameRecord && again.replayed;
            r.sameCodeRefused = again.said.code == QLatin1String("shopify.code_taken") || again.said.code == QLatin1String("stripe.code_taken");
            if (again.outcome == Outcome::Succeeded && !r.sameKeySameRecord)
                r.canaryRecords << again.targetReference;
            self->sameKeyOtherParameters();
        });
    }

    // The same key with other parameters: refused, if the key is honoured.
    void sameKeyOtherParameters()
    {
        create(Probe::canaryContent(m_p, m_reference, true), [self = shared_from_this()](const CallOutcome &other) {
            ProbeResult &r = self->m_r;
            r.otherParamsStatus = other.httpStatus;
            r.otherParamsRefused = other.outcome != Outcome::Succeeded && other.httpStatus >= 400 && other.httpStatus < 500;
            // An upsert (Salesforce's External ID) updates the one record instead: no second record either.
            r.otherParamsSameRecord = other.outcome == Outcome::Succeeded && other.targetReference == self->m_first;
            if (other.outcome == Outcome::Succeeded && other.targetReference != self->m_first)
                r.canaryRecords << other.targetReference;
            if (!self->m_p.lookup) {
                self->finish();
                return;
            }
            // Once more after the other calls: the record count tells whether they created more.
            r.lookupFound = false;
            self->m_waited.start();
            self->lookUntilFound();
        });
    }

    // A lookup by reference: found, and how long it took to show up.
    void lookUntilFound()
    {
        look([self = shared_from_this()](bool found) {
            if (found || self->m_waited.elapsed() > self->m_lookupTimeoutMs) {
                self->finish();
                return;
            }
            const int pause = int(std::clamp<qint64>(self->m_p.settleMs / 10, 50, 1000));
            if (self->clientGone())
                return;
            QTimer::singleShot(pause, self->m_client, [self] { self->lookUntilFound(); });
        });
    }

    void finish()
    {
        ProbeResult &r = m_r;
        const TargetProfile &p = m_p;
        if (r.created) {
            const bool keyHonoured = r.sameKeySameRecord && (r.otherParamsRefused || r.otherParamsSameRecord);
            r.observed = keyHonoured ? Capability::ProtectedCreate : r.lookupFound ? Capability::LookupOnly : Capability::None;
            if (p.capability == Capability::ProtectedCreate && !r.sameKeySameRecord)
                r.contradictions << Probe::tr("declares protected_create, but the same key and parameters created a second record: "
                                              "the target ignores the key (declare %1)").arg(toString(r.observed));
            else if (p.capability == Capability::ProtectedCreate && !r.otherParamsRefused && !r.otherParamsSameRecord)
                r.contradictions << Probe::tr("declares protected_create, but the same key with other parameters was not refused (HTTP %1)")
                                        .arg(r.otherParamsStatus);
            if (p.kind == QLatin1String("voucher") && p.idempotencyHeader.isEmpty() && !r.sameCodeRefused)
                r.contradictions << Probe::tr("the same code was sent twice and not refused as taken: the target does not keep its codes "
                                              "unique, which is what protects a voucher there");
            if (p.lookup && !r.lookupFound && r.error.isEmpty())
                r.contradictions << Probe::tr("declares a lookup, but the canary was not found by its reference within %1 s")
                                        .arg(m_lookupTimeoutMs / 1000);
            r.settleMissedMs = m_lastMissMs;
            if (m_lastMissMs > p.settleMs)
                r.contradictions << Probe::tr("a lookup %1 ms after the create still did not show the canary; the profile's settle_ms is %2")
                                        .arg(m_lastMissMs).arg(p.settleMs);
            if (r.lookupFound && r.lookupRecords > 1 && r.sameKeySameRecord)
                r.contradictions << Probe::tr("the lookup found %1 records for one reference").arg(r.lookupRecords);
        }
        if (p.kind == QLatin1String("voucher") && !r.canaryRecords.isEmpty() && m_client) {
            // A canary code is a real voucher a customer could redeem: removed again.
            removeCanaries(r.canaryRecords);
            return;
        }
        if (auto done = std::exchange(m_done, {}))
            done(std::move(m_r));
    }

    void removeCanaries(QStringList left)
    {
        if (left.isEmpty() || clientGone()) {
            if (auto done = std::exchange(m_done, {}))
                done(std::move(m_r));
            return;
        }
        const QString id = left.takeFirst();
        m_client->remove(id, [self = shared_from_this(), id, left](bool removed, int status) {
            if (removed)
                self->m_r.canaryRecordsRemoved << id;
            else
                self->m_r.contradictions << Probe::tr("the canary %1 could not be removed (HTTP %2): remove it by hand").arg(id).arg(status);
            self->removeCanaries(left);
        });
    }

    QPointer<TargetClient> m_client;
    const TargetProfile m_p;
    const int m_lookupTimeoutMs;
    std::function<void(ProbeResult)> m_done;
    ProbeResult m_r;
    QString m_reference;
    QByteArray m_content;
    QString m_first; // the first canary's record id
    QElapsedTimer m_sinceCreated, m_waited;
    qint64 m_lastMissMs = -1;
};

} // namespace

void Probe::run(TargetClient &client, int lookupTimeoutMs, std::function<void(ProbeResult)> done)
{
    std::make_shared<ProbeSequence>(client, lookupTimeoutMs, std::move(done))->start();
}

QJsonObject ProbeResult::toJson() const
{
    QJsonObject o{{QStringLiteral("target"), target},
                  {QStringLiteral("probed_at"), isoUtc(probedAt)},
                  {QStringLiteral("declared"), QJsonObject{{QStringLiteral("capability"), toString(declared)},
                                                          {QStringLiteral("lookup"), declaredLookup},
                                                          {QStringLiteral("settle_ms"), declaredSettleMs}}},
                  {QStringLiteral("observed"), QJsonObject{{QStringLiteral("capability"), created ? toString(observed) : QString()},
                                                          {QStringLiteral("same_key_same_record"), sameKeySameRecord},
                                                          {QStringLiteral("replay_marker"), replayMarker},
                                                          {QStringLiteral("same_code_refused_as_taken"), sameCodeRefused},
                                                          {QStringLiteral("other_parameters_refused"), otherParamsRefused},
                                                          {QStringLiteral("other_parameters_status"), otherParamsStatus},
                                                          {QStringLiteral("other_parameters_updated_the_record"), otherParamsSameRecord},
                                                          {QStringLiteral("lookup_found"), lookupFound},
                                                          {QStringLiteral("lookup_records"), lookupRecords},
                                                          {QStringLiteral("settle_observed_ms"), settleObservedMs},
                                                          {QStringLiteral("settle_still_missing_at_ms"), settleMissedMs}}},
                  {QStringLiteral("should_declare"), created ? toString(observed) : QString()},
                  {QStringLiteral("canary_references"), QJsonArray::fromStringList(canaryReferences)},
                  {QStringLiteral("canary_records"), QJsonArray::fromStringList(canaryRecords)},
                  {QStringLiteral("canary_records_removed"), QJsonArray::fromStringList(canaryRecordsRemoved)},
                  {QStringLiteral("canary_label"), Probe::CanarySubject},
                  {QStringLiteral("contradictions"), QJsonArray::fromStringList(contradictions)},
                  {QStringLiteral("ok"), error.isEmpty() && contradictions.isEmpty()}};
    if (!error.isEmpty())
        o.insert(QStringLiteral("error"), error);
    return o;
}

QString ProbeResult::summary() const
{
    if (!error.isEmpty())
        return Probe::tr("not probed: %1").arg(error);
    if (contradicted())
        return contradictions.join(QLatin1Char(' '));
    return Probe::tr("the profile holds: declared %1, observed %2").arg(toString(declared), toString(observed));
}

QString ProbeResult::html(const QList<ProbeResult> &results)
{
    QString h = QStringLiteral("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>%1</title>"
                               "<style>body{font-family:sans-serif;max-width:60em;margin:2em auto}"
                               "table{border-collapse:collapse}td,th{border:1px solid #999;padding:4px 8px;text-align:left}"
                               ".bad{color:#b00020}</style></head><body>\n<h1>%1</h1>\n")
                    .arg(Probe::tr("Runledger target probe").toHtmlEscaped());
    for (const ProbeResult &r : results) {
        h += QStringLiteral("<h2>%1</h2>\n<table>\n").arg(r.target.toHtmlEscaped());
        const QList<std::pair<QString, QString>> rows{
            {Probe::tr("Probed at"), isoUtc(r.probedAt)},
            {Probe::tr("Declared capability"), toString(r.declared)},
            {Probe::tr("Observed capability"), r.created ? toString(r.observed) : Probe::tr("not probed: %1").arg(r.error)},
            {Probe::tr("Same key and parameters"), r.sameKeySameRecord ? Probe::tr("one record%1").arg(r.replayMarker ? Probe::tr(", replay marker") : QString())
                                                                        : Probe::tr("a second record")},
            {Probe::tr("Same key, other parameters"), r.otherParamsRefused ? Probe::tr("refused (HTTP %1)").arg(r.otherParamsStatus)
                                                                            : Probe::tr("not refused (HTTP %1)").arg(r.otherParamsStatus)},
            {Probe::tr("Lookup by reference"), r.lookupFound ? Probe::tr("found %n record(s) after %1 ms (declared settle %2 ms)", nullptr, r.lookupRecords)
                                                                   .arg(r.settleObservedMs).arg(r.declaredSettleMs)
                                                             : Probe::tr("not found")},
            {Probe::tr("Canary records (safe to delete)"), r.canaryRecords.join(QStringLiteral(", "))}};
        for (const auto &[k, v] : rows)
            h += QStringLiteral("<tr><th>%1</th><td>%2</td></tr>\n").arg(k.toHtmlEscaped(), v.toHtmlEscaped());
        h += QStringLiteral("</table>\n");
        for (const QString &c : r.contradictions)
            h += QStringLiteral("<p class=\"bad\">%1</p>\n").arg(c.toHtmlEscaped());
    }
    return h + QStringLiteral("</body></html>\n");
}

} // namespace rl::app
