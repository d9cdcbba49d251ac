// SPDX-License-Identifier: GPL-3.0-or-later
#include "rowmappers.h"

#include "ids.h"

#include <QVariant>

namespace rl::models::RowMappers {

Operation operation(const QSqlQuery &q)
{
    Operation o;
    o.id = q.value(0).toString();
    o.triggerKey = q.value(1).toString();
    o.eventRowId = q.value(2).toLongLong();
    o.source = q.value(3).toString();
    o.eventId = q.value(4).toString();
    o.flow = q.value(5).toString();
    o.intendedAction = q.value(6).toString();
    o.state = operationStateFromString(q.value(7).toString()).value_or(OperationState::Running);
    o.responsible = q.value(8).toString();
    o.createdAt = fromIsoUtc(q.value(9).toString());
    o.heldSince = fromIsoUtc(q.value(10).toString());
    o.resolvedAt = fromIsoUtc(q.value(11).toString());
    o.supersedes = q.value(12).toString();
    o.supersededBy = q.value(13).toString();
    o.attempts = q.value(14).toInt();
    o.openStep = q.value(15).toInt();
    o.openStepHold = holdReasonFromString(q.value(16).toString()).value_or(HoldReason::None);
    o.openStepMayRunUntil = fromIsoUtc(q.value(17).toString());
    o.fourEyes = decisionActionsFromString(q.value(18).toString());
    o.requestSeq = q.value(19).toLongLong();
    o.requestedAction = decisionActionFromString(q.value(20).toString()).value_or(DecisionAction::RetryOpenStep);
    o.requestedBy = q.value(21).toString();
    o.requestedLogin = q.value(22).toString();
    return o;
}

StepRecord step(const QSqlQuery &q)
{
    StepRecord r;
    r.step.rowId = q.value(0).toLongLong();
    r.step.operationId = q.value(1).toString();
    r.step.position = q.value(2).toInt();
    r.step.kind = q.value(3).toString();
    r.step.target = q.value(4).toString();
    r.step.reference = q.value(5).toString();
    r.step.state = stepStateFromString(q.value(6).toString()).value_or(StepState::Held);
    r.step.holdReason = holdReasonFromString(q.value(7).toString()).value_or(HoldReason::None);
    r.step.attemptsUsed = q.value(8).toInt();
    r.step.contentVersion = q.value(9).toInt();
    r.step.targetReference = q.value(10).toString();
    r.step.keyFirstUsedAt = fromIsoUtc(q.value(11).toString());
    r.step.notBefore = fromIsoUtc(q.value(12).toString());
    r.step.reservedBy = q.value(13).toString();
    r.step.reservedUntil = fromIsoUtc(q.value(14).toString());
    r.policy.capability = capabilityFromString(q.value(15).toString()).value_or(Capability::None);
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
    return r;
}

Attempt attempt(const QSqlQuery &q)
{
    Attempt a;
    a.id = q.value(0).toString();
    a.stepRowId = q.value(1).toLongLong();
    a.number = q.value(2).toInt();
    a.startedAt = fromIsoUtc(q.value(3).toString());
    a.endedAt = fromIsoUtc(q.value(4).toString());
    a.requestFingerprint = q.value(5).toString();
    a.outcome = outcomeFromString(q.value(6).toString());
    a.httpStatus = q.value(7).toInt();
    a.error = q.value(8).toString();
    a.errorSaid = Said::fromStored(q.value(9).toString());
    return a;
}

Evidence evidence(const QSqlQuery &q)
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

ContentVersion content(const QSqlQuery &q)
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

Decision decision(const QSqlQuery &q)
{
    Decision d;
    d.seq = q.value(0).toLongLong();
    d.decidedAt = fromIsoUtc(q.value(1).toString());
    d.reviewer = q.value(2).toString();
    d.operationId = q.value(3).toString();
    d.stepPosition = q.value(4).toInt();
    // An unknown action name is kept visible: verification will flag the row.
    d.action = decisionActionFromString(q.value(5).toString()).value_or(DecisionAction::Reconcile);
    d.rationale = q.value(6).toString();
    d.payload = q.value(7).toString();
    d.prevHash = q.value(8).toString();
    d.hash = q.value(9).toString();
    d.login = q.value(10).toString();
    return d;
}

} // namespace rl::models::RowMappers
