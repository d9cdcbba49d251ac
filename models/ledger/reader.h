// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ledgertypes.h"

#include <QSet>

namespace rl::models {

class LedgerConnection;

// Every read of the ledger, each returning its rows or the error that
// stopped it. A failure also stays on the connection (Ledger::lastError()).
class LedgerReader final
{
    Q_DECLARE_TR_FUNCTIONS(Ledger)
public:
    // The connection, for a caller that reads several things as one picture
    // (ReadSnapshot in connection.h).
    LedgerConnection &connection() { return m_c; }
    explicit LedgerReader(LedgerConnection &c) : m_c(c) { }

    Result<Operation> operation(const QString &id);
    Result<QList<Operation>> operations(const OperationFilter &filter);
    // The rows of one page and how many rows the filter matches, in one read transaction.
    Result<OperationPage> page(const OperationFilter &filter);
    Result<QHash<OperationState, qint64>> operationCountsByState();
    // Per state, and the held ones per reason, in one read transaction.
    Result<QueueCounts> queueCounts();
    Result<QList<StepRecord>> steps(const QString &operationId);
    Result<StepRecord> step(qint64 stepRowId);
    Result<QList<Attempt>> attempts(const QString &operationId);
    Result<QList<Evidence>> evidence(const QString &operationId);
    Result<QList<ContentVersion>> contentVersions(const QString &operationId);
    Result<ContentVersion> contentVersion(qint64 stepRowId, int version);
    Result<QList<Decision>> decisions(const QString &operationId = {});
    // Every time the operation was held, resolved ones included, in order.
    Result<QList<HoldRecord>> holds(const QString &operationId);
    // withPayload false: everything but the payload (the console shows no customer data).
    Result<Event> event(qint64 rowId, bool withPayload = true);
    // Every delivery of the event, in the order they arrived.
    Result<QList<Delivery>> deliveries(qint64 eventRowId);
    Result<Counts> counts();
    Result<QList<MetricsBucket>> metrics(const QDateTime &from, const QDateTime &to, qint64 bucketSeconds);
    Result<QList<ProbeRecord>> latestProbes();
    // The stored hash of decision seq (empty: no such entry).
    Result<QString> decisionHash(qint64 seq);
    // The fingerprint of the first attempt under the step's key (empty: none yet).
    Result<QString> firstFingerprint(qint64 stepRowId);
    // Whether a caller of the intended-action API asked for the operation (docs/api.md).
    Result<bool> askedBy(const QString &caller, const QString &operationId);
    // Of these operations, those at rest: completed, held, awaiting approval
    // or abandoned (the long poll's question for all its waiters at once).
    Result<QSet<QString>> restingAmong(const QStringList &operationIds);

private:
    LedgerError failed(const QString &what);
    LedgerConnection &m_c;
};

} // namespace rl::models
