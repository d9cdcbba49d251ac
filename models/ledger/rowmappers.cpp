// SPDX-License-Identifier: GPL-3.0-or-later
#include "rowmappers.h"

#include "ids.h"

#include <QCoreApplication>
#include <QVariant>

namespace rl::models::RowMappers {

namespace {

// A stored name this build does not know is never read as some default (an
// unknown requested action read as "retry" would be applied by a countersign):
// the row is damaged, and the read says so (docs/ledger.md, "Fail closed").
class Strict
{
public:
    template<typename E>
    E known(std::optional<E> value, const char *column, const QSqlQuery &q, int index, E placeholder)
    {
        if (value)
            return *value;
        if (m_bad.isEmpty())
            m_bad = QCoreApplication::translate("Ledger", "the ledger holds a value this build does not know (%1 = '%2'); "
                                                          "the row is damaged or was written by another program")
                        .arg(QLatin1String(column), q.value(index).toString().left(40));
        return placeholder;
    }
    template<typename T>
    Result<T> result(T value) const
    {
        if (!m_bad.isEmpty())
            return LedgerError{LedgerError::Kind::Corrupt, m_bad};
        return value;
    }

private:
    QString m_bad;
};

} // namespace

Result<Operation> operation(const QSqlQuery &q)
{
    Strict strict;
    Operation o;
    o.id = q.value(0).toString();
    o.triggerKey = q.value(1).toString();
    o.eventRowId = q.value(2).toLongLong();
    o.source = q.value(3).toString();
    o.eventId = q.value(4).toString();
    o.flow = q.value(5).toString();
    o.intendedAction = q.value(6).toString();
    o.state = strict.known(operationStateFromString(q.value(7).toString()), "operations.state", q, 7, OperationState::Running);
    o.responsible = q.value(8).toString();
    o.createdAt = fromIsoUtc(q.value(9).toString());
    o.heldSince = fromIsoUtc(q.value(10).toString());
    o.resolvedAt = fromIsoUtc(q.value(11).toString());
    o.supersedes = q.value(12).toString();
    o.supersededBy = q.value(13).toString();
    o.attempts = q.value(14).toInt();
    o.openStep = q.value(15).toInt();
    o.openStepHold = strict.known(holdReasonFromString(q.value(16).toString()), "steps.hold_reason", q, 16, HoldReason::None);
    o.openStepMayRunUntil = fromIsoUtc(q.value(17).toString());
    o.fourEyes = decisionActionsFromString(q.value(18).toString());
    o.requestSeq = q.value(19).toLongLong();
    // Only a request waiting has an action.
    if (o.requestSeq > 0)
        o.requestedAction = strict.known(decisionActionFromString(q.value(20).toString()), "countersign_requests.action", q, 20,
                                         DecisionAction::Reconcile);
    o.requestedBy = q.value(21).toString();
    o.requestedLogin = q.value(22).toString();
    // As StepContext says it (ledgertypes.cpp): from the later of the last
    // attempt and the end of a request's window, plus the settle time.
    QDateTime from = fromIsoUtc(q.value(23).toString());
    if (o.openStepMayRunUntil.isValid() && (!from.isValid() || o.openStepMayRunUntil > from))
        from = o.openStepMayRunUntil;
    if (from.isValid())
        o.openStepSettledAt = from.addMSecs(q.value(24).toLongLong());
    return strict.result(o);
}

Result<StepRecord> step(const QSqlQuery &q)
{
    Strict strict;
    StepRecord r;
    r.step.rowId = q.value(0).toLongLong();
    r.step.operationId = q.value(1).toString();
    r.step.position = q.value(2).toInt();
    r.step.kind = q.value(3).toString();
    r.step.target = q.value(4).toString();
    r.step.reference = q.value(5).toString();
    r.step.state = strict.known(stepStateFromString(q.value(6).toString()), "steps.state", q, 6, StepState::Held);
    r.step.holdReason = strict.known(holdReasonFromString(q.value(7).toString()), "steps.hold_reason", q, 7, HoldReason::None);
    r.step.attemptsUsed = q.value(8).toInt();
    r.step.contentVersion = q.value(9).toInt();
    r.step.targetReference = q.value(10).toString();
    r.step.keyFirstUsedAt = fromIsoUtc(q.value(11).toString());
    r.step.notBefore = fromIsoUtc(q.value(12).toString());
    r.step.reservedBy = q.value(13).toString();
    r.step.reservedUntil = fromIsoUtc(q.value(14).toString());
    r.policy.capability = strict.known(capabilityFromString(q.value(15).toString()), "steps.capability", q, 15, Capability::None);
    r.attemptLimit = q.value(16).toInt();
    r.policy.maxAttempts = q.value(17).toInt();
    r.policy.keyRetentionSeconds = q.value(18).toLongLong();
    r.policy.settleMs = q.value(19).toLongLong();
    r.unknownLookups = q.value(20).toInt();
    r.lastAttemptAt = fromIsoUtc(q.value(21).toString());
    r.policy.maxExecutionMs = q.value(22).toLongLong();
    r.mayRunUntil = fromIsoUtc(q.value(23).toString());
    r.policy.canLookup = q.value(24).toInt() != 0;
    r.policy.verifyByLookup = q.value(25).toInt() != 0;
    r.verifyDueAt = fromIsoUtc(q.value(26).toString());
    r.verification = q.value(27).toString();
    r.duplicates = q.value(28).toInt();
    r.delivery = q.value(29).toString();
    r.sentTo = q.value(30).toString();
    return strict.result(r);
}

Result<Attempt> attempt(const QSqlQuery &q)
{
    Strict strict;
    Attempt a;
    a.id = q.value(0).toString();
    a.stepRowId = q.value(1).toLongLong();
    a.number = q.value(2).toInt();
    a.startedAt = fromIsoUtc(q.value(3).toString());
    a.endedAt = fromIsoUtc(q.value(4).toString());
    a.requestFingerprint = q.value(5).toString();
    // No outcome yet while the attempt runs.
    if (!q.value(6).isNull() && !q.value(6).toString().isEmpty())
        a.outcome = strict.known(outcomeFromString(q.value(6).toString()), "attempts.outcome", q, 6, Outcome::Uncertain);
    a.httpStatus = q.value(7).toInt();
    a.error = q.value(8).toString();
    a.errorSaid = Said::fromStored(q.value(9).toString());
    return strict.result(a);
}

Result<Evidence> evidence(const QSqlQuery &q)
{
    Evidence v;
    v.rowId = q.value(0).toLongLong();
    v.stepRowId = q.value(1).toLongLong();
    v.attemptId = q.value(2).toString();
    v.kind = q.value(3).toString();
    v.observedAt = fromIsoUtc(q.value(4).toString());
    v.result = q.value(5).toString();
    v.targetReference = q.value(6).toString();
    v.httpStatus = q.value(7).toInt();
    v.summary = q.value(8).toString();
    v.said = Said::fromStored(q.value(9).toString());
    return v;
}

Result<ContentVersion> content(const QSqlQuery &q)
{
    ContentVersion c;
    c.stepRowId = q.value(0).toLongLong();
    c.version = q.value(1).toInt();
    c.body = q.value(2).toByteArray();
    c.sha256 = q.value(3).toString();
    c.createdAt = fromIsoUtc(q.value(4).toString());
    c.createdBy = q.value(5).toString();
    c.approvedBy = q.value(6).toString();
    c.approvedAt = fromIsoUtc(q.value(7).toString());
    return c;
}

Result<Decision> decision(const QSqlQuery &q)
{
    Strict strict;
    Decision d;
    d.seq = q.value(0).toLongLong();
    d.decidedAt = fromIsoUtc(q.value(1).toString());
    d.reviewer = q.value(2).toString();
    d.operationId = q.value(3).toString();
    d.stepPosition = q.value(4).toInt();
    // An unknown action is a damaged row (verify names it); never read as another action.
    d.action = strict.known(decisionActionFromString(q.value(5).toString()), "decisions.action", q, 5, DecisionAction::Reconcile);
    d.rationale = q.value(6).toString();
    d.payload = q.value(7).toString();
    d.prevHash = q.value(8).toString();
    d.hash = q.value(9).toString();
    d.login = q.value(10).toString();
    return strict.result(d);
}

} // namespace rl::models::RowMappers
