// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "targets/connector.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace rl::app {

// What `runledgerctl probe` found out about one target: its profile's claims
// against what the target really did with canary records.
struct ProbeResult
{
    QString target;
    QDateTime probedAt;
    models::Capability declared = models::Capability::LookupOnly;
    bool declaredLookup = true;
    qint64 declaredSettleMs = 0;

    bool created = false;          // the first canary was created
    QString error;                 // why the probe could not run (empty: it ran)
    bool sameKeySameRecord = false; // the same key and parameters gave the first record again
    bool replayMarker = false;     // … and said so (Idempotent-Replayed)
    bool otherParamsRefused = false; // the same key with other parameters was refused
    bool sameCodeRefused = false;  // a voucher target refused the canary's code a second time (taken): no second voucher
    bool otherParamsSameRecord = false; // … or it updated the one record (an upsert)
    int otherParamsStatus = 0;
    bool lookupFound = false;
    int lookupRecords = 0;         // records the lookup found for the canary's reference
    qint64 settleObservedMs = -1;  // the first lookup (ms after the first create's answer) that showed the canary
    qint64 settleMissedMs = -1;    // the last lookup that did not show it yet (-1: none missed)
    models::Capability observed = models::Capability::None;
    QStringList canaryReferences;  // what the canaries carry ("Runledger probe — safe to delete")
    QStringList canaryRecords;     // the target's ids of the records the probe created
    // Voucher targets: the canary codes removed again afterwards (Shopify
    // deletes a discount, Stripe deactivates a promotion code, freeing its code).
    QStringList canaryRecordsRemoved;
    QStringList contradictions;    // a person's sentence each; empty: the profile holds

    bool contradicted() const { return !contradictions.isEmpty(); }
    // One sentence for a report: the profile holds, or what contradicts it.
    QString summary() const;
    QJsonObject toJson() const;
    static QString html(const QList<ProbeResult> &results);
};

// Checks a target's declared capability against what it does: the same key
// and parameters twice must give one record and a replay; the same key with
// other parameters must be refused; a lookup by reference must find the record,
// within the declared settle time. Creates real (labelled) canary records.
class Probe final
{
    Q_DECLARE_TR_FUNCTIONS(Probe)
public:
    static inline const QString CanarySubject = QStringLiteral("Runledger probe — safe to delete");

    // Starts the probe; done gets what it found, once, on the client's thread.
    // The client must outlive the probe or be deleted (which ends it with an error).
    static void run(TargetClient &client, int lookupTimeoutMs, std::function<void(ProbeResult)> done);
    static QByteArray canaryContent(const TargetProfile &profile, const QString &reference, bool changed = false);
};

} // namespace rl::app
