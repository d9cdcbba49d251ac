// SPDX-License-Identifier: GPL-3.0-or-later
#include "probe.h"

#include "ids.h"

#include <QElapsedTimer>
#include <QEventLoop>
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
    if (profile.kind == QLatin1String("mail"))
        o.insert(QStringLiteral("to"), profile.probeRecipient);
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

ProbeResult Probe::run(TargetClient &client, int lookupTimeoutMs)
{
    const TargetProfile &p = client.profile();
    ProbeResult r;
    r.target = p.name;
    r.probedAt = QDateTime::currentDateTimeUtc();
    r.declared = p.capability;
    r.declaredLookup = p.lookup;
    r.declaredSettleMs = p.settleMs;
    const QString reference = QStringLiteral("probe-") + newStepReference();
    r.canaryReferences << reference;
    const QByteArray content = canaryContent(p, reference);

    const CallOutcome first = client.createAndWait(reference, content);
    QElapsedTimer sinceCreated;
    sinceCreated.start();
    if (first.outcome != Outcome::Succeeded) {
        r.error = tr("the target did not create the canary: %1").arg(first.summary);
        return r;
    }
    r.created = true;
    r.canaryRecords << first.targetReference;
    // How soon the canary shows up: looked up at once, then again below. The
    // last lookup that still missed it bounds the target's settle time from below.
    qint64 lastMissMs = -1;
    const auto look = [&]() {
        const qint64 asked = sinceCreated.elapsed();
        const LookupOutcome l = client.lookupAndWait(reference);
        if (l.result == LookupResult::Found || l.result == LookupResult::Ambiguous) {
            r.lookupFound = true;
            r.lookupRecords = std::max(1, l.matches);
            if (r.settleObservedMs < 0)
                r.settleObservedMs = asked;
            return true;
        }
        lastMissMs = asked;
        return false;
    };
    if (p.lookup)
        look();

    // The same key and parameters: one record and a replay, if the key is honoured.
    const CallOutcome again = client.createAndWait(reference, content);
    r.sameKeySameRecord = again.outcome == Outcome::Succeeded && again.targetReference == first.targetReference;
    r.replayMarker = r.sameKeySameRecord && again.replayed;
    if (again.outcome == Outcome::Succeeded && !r.sameKeySameRecord)
        r.canaryRecords << again.targetReference;

    // The same key with other parameters: refused, if the key is honoured.
    const CallOutcome other = client.createAndWait(reference, canaryContent(p, reference, true));
    r.otherParamsStatus = other.httpStatus;
    r.otherParamsRefused = other.outcome != Outcome::Succeeded && other.httpStatus >= 400 && other.httpStatus < 500;
    // An upsert (Salesforce's External ID) updates the one record instead: no second record either.
    r.otherParamsSameRecord = other.outcome == Outcome::Succeeded && other.targetReference == first.targetReference;
    if (other.outcome == Outcome::Succeeded && other.targetReference != first.targetReference)
        r.canaryRecords << other.targetReference;

    // A lookup by reference: found, and how long it took to show up.
    if (p.lookup) {
        // Once more after the other calls: the record count tells whether they created more.
        r.lookupFound = false;
        QElapsedTimer waited;
        waited.start();
        while (waited.elapsed() <= lookupTimeoutMs) {
            if (look())
                break;
            QEventLoop pause;
            QTimer::singleShot(std::clamp<qint64>(p.settleMs / 10, 50, 1000), &pause, &QEventLoop::quit);
            pause.exec();
        }
    }

    const bool keyHonoured = r.sameKeySameRecord && (r.otherParamsRefused || r.otherParamsSameRecord);
    r.observed = keyHonoured ? Capability::ProtectedCreate : r.lookupFound ? Capability::LookupOnly : Capability::None;
    if (p.capability == Capability::ProtectedCreate && !r.sameKeySameRecord)
        r.contradictions << tr("declares protected_create, but the same key and parameters created a second record: the target "
                               "ignores the key (declare %1)").arg(toString(r.observed));
    else if (p.capability == Capability::ProtectedCreate && !r.otherParamsRefused && !r.otherParamsSameRecord)
        r.contradictions << tr("declares protected_create, but the same key with other parameters was not refused (HTTP %1)")
                                .arg(r.otherParamsStatus);
    if (p.lookup && !r.lookupFound)
        r.contradictions << tr("declares a lookup, but the canary was not found by its reference within %1 s")
                                .arg(lookupTimeoutMs / 1000);
    r.settleMissedMs = lastMissMs;
    if (lastMissMs > p.settleMs)
        r.contradictions << tr("a lookup %1 ms after the create still did not show the canary; the profile's settle_ms is %2")
                                .arg(lastMissMs).arg(p.settleMs);
    if (r.lookupFound && r.lookupRecords > 1 && r.sameKeySameRecord)
        r.contradictions << tr("the lookup found %1 records for one reference").arg(r.lookupRecords);
    return r;
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
