// SPDX-License-Identifier: GPL-3.0-or-later
#include "decisions.h"

#include "connection.h"
#include "decisionlog.h"
#include "ids.h"
#include "intakestore.h"
#include "personaldata.h"
#include "reader.h"
#include "sqldialect.h"
#include "stepstore.h"
#include "team.h"

#include <QJsonDocument>

namespace rl::models {

namespace {

// Where the target can be searched by the step's reference, a decision that
// rests on what it holds needs the lookup made just before (rule 11).
bool checkedAtTarget(const StepRecord &s) { return s.policy.canLookup && s.policy.capability != Capability::None; }

// A requested decision as a refusal names it.
QString decisionInWords(DecisionAction a)
{
    switch (a) {
    case DecisionAction::RetryOpenStep: return Decisions::tr("a retry of the open step");
    case DecisionAction::NewOperation: return Decisions::tr("a new approved operation");
    case DecisionAction::ApproveContent: return Decisions::tr("an approval of content");
    case DecisionAction::ConfirmNotExecuted: return Decisions::tr("a confirmation that the step was not executed");
    default: return toString(a);
    }
}

class Reconcile final : public DecisionCommand
{
    QString check(const DecisionContext &x) const override
    {
        return x.request.lookup ? QString() : Decisions::tr("a reconcile decision needs the lookup's evidence");
    }
    bool apply(DecisionContext &x) const override
    {
        LookupEvidence lookup = *x.request.lookup;
        const QDateTime at = StepStore::lookupMoment(lookup, x.now);
        x.payload.insert(QStringLiteral("lookup"), toString(lookup.result));
        x.payload.insert(QStringLiteral("target_reference"), lookup.targetReference);
        Transition lt = StepRules::apply(x.open->context(at), StepRules::lookupInput(lookup.result));
        if (!lt.allowed)
            return x.c.refuse(lt.reason);
        // A person asked: an unclear answer holds, it does not loop. Only an
        // answer that has to wait for the target stays with the runner.
        if (lt.next == StepState::Uncertain && !lt.waiting)
            lt = Transition::to(StepState::Held, HoldReason::UnresolvedUncertain, lt.reason);
        if (!x.stepStore.appendLookupEvidenceIn(x.open->step.rowId, QStringLiteral("lookup"), lookup, at))
            return false;
        if ((lt.next != x.open->step.state || lt.holdReason != x.open->step.holdReason)
            && !x.stepStore.applyTransitionIn(*x.open, lt, x.now))
            return false;
        if (lookup.result == LookupResult::Found
            && !x.stepStore.updateStepIn(x.open->step.rowId, QStringLiteral("target_reference = ?"), {lookup.targetReference},
                                         Decisions::tr("adopting the target reference")))
            return false;
        x.reason = lt.reason;
        return true;
    }
};

class Adopt final : public DecisionCommand
{
    QString check(const DecisionContext &x) const override
    {
        const QString reference = x.request.adoptReference.trimmed();
        if (reference.isEmpty())
            return Decisions::tr("adopting needs the target's reference");
        // Rule 11: an adopted reference must exist at the target. Where the
        // target can be looked up, the lookup made just before must show it.
        if (!checkedAtTarget(*x.open))
            return {};
        if (!x.request.lookup)
            return Decisions::tr("adopting needs a lookup at the target first");
        const LookupEvidence &lookup = *x.request.lookup;
        // Adopting never settles a duplicate: with several records carrying
        // the step's reference, adopting one would leave the others counted
        // nowhere. Only a lookup that finds exactly one record ends it.
        if (lookup.result == LookupResult::Ambiguous || lookup.references.size() > 1)
            return Decisions::tr("several records at the target carry this step's reference (%1): delete all but one of them at the "
                                 "target, then reconcile or adopt the one kept")
                .arg(lookup.references.join(QStringLiteral(", ")));
        QStringList known = lookup.references;
        if (!lookup.targetReference.isEmpty())
            known << lookup.targetReference;
        const bool found = (lookup.result == LookupResult::Found || lookup.result == LookupResult::Ambiguous) && known.contains(reference);
        if (!found)
            return Decisions::tr("the target does not know %1 for this step's reference: %2").arg(reference, lookup.summary);
        return {};
    }
    bool apply(DecisionContext &x) const override
    {
        const bool checked = checkedAtTarget(*x.open);
        if (checked) {
            LookupEvidence lookup = *x.request.lookup;
            const QDateTime at = StepStore::lookupMoment(lookup, x.now);
            if (!x.stepStore.appendLookupEvidenceIn(x.open->step.rowId, QStringLiteral("lookup"), lookup, at))
                return false;
        }
        x.payload.insert(QStringLiteral("checked_at_target"), checked);
        x.payload.insert(QStringLiteral("target_reference"), x.request.adoptReference.trimmed());
        return x.stepStore.applyTransitionIn(*x.open, x.ruling, x.now)
            && x.stepStore.updateStepIn(x.open->step.rowId, QStringLiteral("target_reference = ?"), {x.request.adoptReference.trimmed()},
                                        Decisions::tr("adopting the target reference"));
    }
};

class ConfirmNotExecuted final : public DecisionCommand
{
    QString check(const DecisionContext &x) const override
    {
        if (!x.request.confirmedNotExecuted)
            return Decisions::tr("confirming that a step was not executed needs the reviewer's explicit confirmation");
        // Checked against the target before it is recorded (rule 11): a record
        // found, or a search that may not have caught up, refuses it.
        if (!checkedAtTarget(*x.open))
            return {};
        if (!x.request.lookup)
            return Decisions::tr("confirming not executed needs a lookup at the target first");
        const LookupEvidence &lookup = *x.request.lookup;
        if (lookup.result == LookupResult::Found || lookup.result == LookupResult::Ambiguous)
            return Decisions::tr("the target has a record for this step's reference (%1): it was executed; adopt it instead").arg(lookup.summary);
        if (LookupEvidence dated = lookup; (StepStore::lookupMoment(dated, x.now), dated.result != lookup.result))
            return Decisions::tr("the lookup is dated %1, after the ledger's clock (%2): a machine's clock is wrong; look again once it is right")
                .arg(isoUtc(lookup.observedAt), isoUtc(x.now));
        const StepContext c = x.open->context(x.now);
        if (lookup.result == LookupResult::Absent && !c.settleWindowPassed)
            return Decisions::tr("the target's search may not show the record before %1; look again then").arg(OperationRules::timeText(c.settledAt, x.now));
        // An "absent" counts as of when the target said it: one seen before
        // the settle window ended proves nothing, however long ago that was.
        if (lookup.result == LookupResult::Absent && lookup.observedAt.isValid() && lookup.observedAt < x.now) {
            const StepContext then = x.open->context(lookup.observedAt);
            if (!then.settleWindowPassed)
                return Decisions::tr("the lookup that found nothing was made at %1, before the target could be expected to show the "
                                     "record (%2); look again")
                    .arg(OperationRules::timeText(lookup.observedAt, x.now), OperationRules::timeText(then.settledAt, x.now));
        }
        return {};
    }
    bool apply(DecisionContext &x) const override
    {
        if (checkedAtTarget(*x.open)) {
            LookupEvidence lookup = *x.request.lookup;
            const QDateTime at = StepStore::lookupMoment(lookup, x.now);
            if (!x.stepStore.appendLookupEvidenceIn(x.open->step.rowId, QStringLiteral("lookup"), lookup, at))
                return false;
            x.payload.insert(QStringLiteral("lookup"), toString(x.request.lookup->result));
        }
        x.payload.insert(QStringLiteral("confirmed_by_reviewer"), true);
        return x.stepStore.applyTransitionIn(*x.open, x.ruling, x.now);
    }
};

class RetryOpenStep final : public DecisionCommand
{
    bool apply(DecisionContext &x) const override
    {
        x.payload.insert(QStringLiteral("extra_attempts"), x.open->policy.maxAttempts);
        // A retry approval grants one more round of the profile's attempts.
        return x.stepStore.applyTransitionIn(*x.open, x.ruling, x.now)
            && x.stepStore.updateStepIn(x.open->step.rowId,
                                        QStringLiteral("attempt_limit = attempts_used + max_attempts, not_before = NULL, unknown_lookups = 0"),
                                        {}, Decisions::tr("approving a retry"));
    }
};

class ApproveContent final : public DecisionCommand
{
    bool apply(DecisionContext &x) const override
    {
        const int version = x.request.contentVersion > 0 ? x.request.contentVersion : x.open->step.contentVersion;
        auto content = x.reader.contentVersion(x.open->step.rowId, version);
        if (!content)
            return x.c.refuse(Decisions::tr("%1 has no content version %2").arg(StepRules::describe(x.contexts.at(x.openPosition - 1))).arg(version));
        x.payload.insert(QStringLiteral("version"), version);
        x.payload.insert(QStringLiteral("sha256"), content->sha256);
        return x.stepStore.applyTransitionIn(*x.open, x.ruling, x.now)
            && x.c.exec(QStringLiteral("UPDATE content_versions SET approved_by = ?, approved_at = ? WHERE step_ref = ? AND version = ?"),
                        {x.request.reviewer, isoUtc(x.now), x.open->step.rowId, version}, Decisions::tr("approving content"))
            && x.stepStore.updateStepIn(x.open->step.rowId, QStringLiteral("content_version = ?"), {version},
                                        Decisions::tr("pinning the approved content"));
    }
};

class Assign final : public DecisionCommand
{
    QString check(const DecisionContext &x) const override
    {
        return x.request.assignTo.trimmed().isEmpty() ? Decisions::tr("assigning needs a reviewer's name") : QString();
    }
    bool apply(DecisionContext &x) const override
    {
        x.payload.insert(QStringLiteral("to"), x.request.assignTo);
        return bool(x.c.exec(QStringLiteral("UPDATE operations SET responsible = ? WHERE id = ?"),
                             {x.request.assignTo, x.request.operationId}, Decisions::tr("assigning")));
    }
};

class Abandon final : public DecisionCommand
{
    bool apply(DecisionContext &x) const override
    {
        for (const StepRecord &r : x.steps) {
            if (r.step.state == StepState::Confirmed || r.step.state == StepState::Abandoned)
                continue;
            if (!x.stepStore.applyTransitionIn(r, StepRules::apply(r.context(x.now), StepInput::ReviewAbandon), x.now))
                return false;
        }
        return bool(x.c.exec(QStringLiteral("UPDATE operations SET abandoned = 1 WHERE id = ?"), {x.request.operationId}, Decisions::tr("abandoning")));
    }
};

class NewOperation final : public DecisionCommand
{
    bool apply(DecisionContext &x) const override
    {
        // The new operation repeats only what is not confirmed: confirmed
        // effects exist already (rule 4). Unchanged content is approved by this
        // decision; edited content is a new version that needs its own approval.
        OperationPlan plan;
        plan.flow = x.operation.flow;
        plan.intendedAction = x.operation.intendedAction;
        plan.fourEyes = x.operation.fourEyes; // the same second pair of eyes for the new one
        bool first = true;
        // A voucher copied with a new reference gets a new code; the later
        // steps that name it (the e-mail that sends it) name the new one.
        QList<std::pair<QString, QString>> codes;
        for (const StepRecord &r : x.steps) {
            if (r.step.state == StepState::Confirmed)
                continue;
            auto content = x.reader.contentVersion(r.step.rowId, r.step.contentVersion);
            StepPlan sp;
            sp.kind = r.step.kind;
            sp.target = r.step.target;
            sp.policy = r.policy;
            sp.content = content ? content->body : QByteArray();
            sp.needsApproval = content && content->approvedBy.isEmpty();
            // A new operation is a new action: new references, carried inside the content too.
            sp.reference = newStepReference();
            if (first && x.request.newContent) {
                if (const QString problem = contentProblem(r.step.kind, *x.request.newContent); !problem.isEmpty())
                    return x.c.refuse(Decisions::tr("the edited content cannot be sent: %1").arg(problem));
                const QByteArray edited = rereferenced(*x.request.newContent, r.step.reference, sp.reference);
                if (edited != rereferenced(sp.content, r.step.reference, sp.reference)) {
                    sp.content = edited;
                    sp.needsApproval = true;
                }
            }
            const QString oldCode = QJsonDocument::fromJson(sp.content).object().value(QStringLiteral("code")).toString();
            sp.content = recoded(rereferenced(sp.content, r.step.reference, sp.reference), codes);
            if (const QString newCode = QJsonDocument::fromJson(sp.content).object().value(QStringLiteral("code")).toString();
                sp.kind == QLatin1String("voucher.create") && !oldCode.isEmpty() && newCode != oldCode)
                codes.append({oldCode, newCode});
            if (first && sp.needsApproval && x.request.newContent)
                x.payload.insert(QStringLiteral("edited_content_sha256"), sha256Hex(sp.content));
            first = false;
            plan.steps.append(sp);
        }
        if (plan.steps.isEmpty())
            return x.c.refuse(Decisions::tr("every step is confirmed; there is nothing a new operation could do"));
        const QString newId = x.intake.createOperation(QStringLiteral("supersedes:") + x.request.operationId, x.operation.eventRowId,
                                                       plan, x.request.reviewer, true, x.request.operationId, x.now);
        if (newId.isEmpty())
            return false;
        // Edited content must be approved separately: set its step back to awaiting approval.
        if (x.payload.contains(QStringLiteral("edited_content_sha256"))) {
            if (!x.c.exec(QStringLiteral("UPDATE steps SET state = 'awaiting_approval' WHERE operation_id = ? AND position = 1"), {newId},
                          Decisions::tr("holding edited content for approval"))
                || !x.c.exec(QStringLiteral("UPDATE content_versions SET approved_by = NULL, approved_at = NULL WHERE step_ref ="
                                            " (SELECT id FROM steps WHERE operation_id = ? AND position = 1)"),
                             {newId}, Decisions::tr("holding edited content for approval"))
                || !x.stepStore.refreshOperationIn(newId, x.now, 0))
                return false;
        }
        x.payload.insert(QStringLiteral("new_operation_id"), newId);
        for (const StepRecord &r : x.steps) {
            if (r.step.state == StepState::Confirmed || r.step.state == StepState::Abandoned)
                continue;
            if (!x.stepStore.applyTransitionIn(r, Transition::to(StepState::Abandoned, HoldReason::None, {}), x.now))
                return false;
        }
        if (!x.c.exec(QStringLiteral("UPDATE operations SET abandoned = 1, superseded_by = ? WHERE id = ?"), {newId, x.request.operationId},
                      Decisions::tr("linking the new operation")))
            return false;
        x.newOperationId = newId;
        return true;
    }
};

} // namespace

const DecisionCommand &DecisionCommand::forAction(DecisionAction action)
{
    static const Reconcile reconcile;
    static const Adopt adopt;
    static const ConfirmNotExecuted confirmNotExecuted;
    static const RetryOpenStep retry;
    static const ApproveContent approve;
    static const Assign assign;
    static const Abandon abandon;
    static const NewOperation newOperation;
    switch (action) {
    case DecisionAction::Reconcile: return reconcile;
    case DecisionAction::Adopt: return adopt;
    case DecisionAction::ConfirmNotExecuted: return confirmNotExecuted;
    case DecisionAction::RetryOpenStep: return retry;
    case DecisionAction::ApproveContent: return approve;
    case DecisionAction::Assign: return assign;
    case DecisionAction::Abandon: return abandon;
    case DecisionAction::NewOperation: return newOperation;
    case DecisionAction::Countersign: // decide() applies the requested action's command
    case DecisionAction::TurnDown:
    case DecisionAction::Withdraw:
    case DecisionAction::Erase: // recorded by the personal-data store, never through decide()
        break;
    }
    return reconcile;
}


std::optional<Transition> Decisions::requestGate(const Operation &op, DecisionAction action)
{
    // Who may act on a waiting request is decided when recorded (the
    // requester may not countersign); here only whether one waits.
    if (decidesOnARequest(action))
        return op.waitsForCountersign()
            ? Transition::to(StepState::Pending, HoldReason::None, tr("%1 asked for %2").arg(op.requestedBy, decisionInWords(op.requestedAction)))
            : Transition::refuse(tr("no request waits for a second reviewer on this operation"));
    if (op.waitsForCountersign() && action != DecisionAction::Assign)
        return Transition::refuse(tr("%1's request (%2) waits for a second reviewer: countersign it, turn it down, or let %1 "
                                     "withdraw it first")
                                      .arg(op.requestedBy, decisionInWords(op.requestedAction)));
    return std::nullopt;
}

Result<Transition> Decisions::check(const QString &operationId, DecisionAction action, const QDateTime &now)
{
    {
        Team team(m_c);
        const auto who = team.identity();
        if (!who)
            return who.error();
        if (const QString why = Team::refusal(*who, action, {}, nullptr); !why.isEmpty())
            return Transition::refuse(why);
    }
    const ReadSnapshot snapshot(m_c); // the operation and its steps as of one commit
    auto op = m_reader.operation(operationId);
    if (!op)
        return op.error().kind == LedgerError::Kind::Refused ? Result<Transition>(Transition::refuse(op.error().message))
                                                              : Result<Transition>(op.error());
    if (const auto gate = requestGate(*op, action))
        return *gate;
    auto steps = m_reader.steps(operationId);
    if (!steps)
        return steps.error();
    QList<StepContext> ctx;
    for (const StepRecord &r : *steps)
        ctx.append(r.context(now));
    return OperationRules::checkDecision(ctx, action, op->state == OperationState::Abandoned, !op->supersededBy.isEmpty());
}

DecisionOutcome Decisions::decide(const DecisionRequest &req, const QDateTime &now)
{
    DecisionOutcome out;
    const auto refused = [&](const QString &why) {
        out.reason = why;
        if (!m_c.error() || m_c.error().message != why)
            m_c.refuse(why);
        return out;
    };
    Team team(m_c);
    const auto who = team.identity();
    if (!who) {
        out.reason = who.error().message;
        return out;
    }
    QString reviewer;
    if (const QString why = Team::refusal(*who, req.action, req.reviewer, &reviewer); !why.isEmpty())
        return refused(why);
    if (reviewer.isEmpty())
        return refused(Decisions::tr("a decision needs a named reviewer"));
    DecisionRequest resolved = req; // as recorded: under the signed-in member's name on a team ledger
    resolved.reviewer = reviewer;
    // A reconcile only looks at the target (read-only): its reason is optional.
    if (req.rationale.trimmed().isEmpty() && req.action != DecisionAction::Reconcile)
        return refused(Decisions::tr("a decision needs a rationale"));
    // A rationale is kept forever in the chain: no customer's address or phone in it.
    if (const QString why = rationalePersonalDataRefusal(req.rationale); !why.isEmpty())
        return refused(why);
    WriteTransaction tx(m_c);
    if (!tx.ok()) {
        out.reason = m_c.error().message;
        return out;
    }
    // On PostgreSQL the database opens the decision for the signed-in login
    // (docs/team-setup.md, "Decisions only"): without it a team member's
    // login changes none of the decisions' tables.
    if (const QString open = m_c.dialect().openDecision();
        !open.isEmpty() && !m_c.exec(open, {req.operationId, toString(req.action)}, Decisions::tr("opening the decision"))) {
        out.reason = m_c.error().message;
        return out;
    }
    // Check the rule against the state as it is now: on PostgreSQL the
    // operation's row is locked first, so nobody changes it until commit.
    if (!m_c.lockOperation(req.operationId)) {
        out.reason = m_c.error().message;
        return out;
    }
    auto op = m_reader.operation(req.operationId);
    if (!op) {
        // No such operation is a refusal; a read that failed (a lock, an I/O
        // error) is not, and keeps its own kind (runledgerctl: exit 2, not 3).
        if (op.error().kind == LedgerError::Kind::Refused)
            return refused(op.error().message);
        out.reason = op.error().message;
        return out;
    }

    // Four eyes (docs/team-setup.md): a request waits for a second reviewer;
    // until then nothing else is decided on the operation but its assignment.
    const bool onRequest = decidesOnARequest(req.action);
    if (const auto gate = requestGate(*op, req.action); gate && !gate->allowed)
        return refused(gate->reason);
    if (onRequest) {
        // The second pair of eyes is another person: on PostgreSQL another
        // login the database authenticated, on SQLite another recorded name.
        const bool requester = m_c.isSqlite()
            ? op->requestedBy.trimmed().compare(reviewer.trimmed(), Qt::CaseInsensitive) == 0
            : op->requestedLogin == who->login;
        if (req.action == DecisionAction::Withdraw && !requester)
            return refused(Decisions::tr("only %1, who made the request, may withdraw it").arg(op->requestedBy));
        if (req.action != DecisionAction::Withdraw && requester)
            return refused(Decisions::tr("you made this request; a second reviewer (another login) countersigns it or turns it down"));
    }

    // What is checked and applied: the request itself, or on countersign the
    // decision that was requested, with what the request pinned.
    DecisionRequest applied = resolved;
    if (req.action == DecisionAction::Countersign) {
        auto pinned = m_c.exec(QStringLiteral("SELECT content_version, new_content FROM countersign_requests WHERE seq = ?"),
                               {op->requestSeq}, Decisions::tr("reading the request"));
        if (!pinned || !pinned->next())
            return refused(m_c.error() ? m_c.error().message : Decisions::tr("the request %1 cannot be read").arg(op->requestSeq));
        applied.action = op->requestedAction;
        applied.contentVersion = pinned->value(0).toInt();
        if (!pinned->value(1).isNull())
            applied.newContent = pinned->value(1).toByteArray();
        applied.confirmedNotExecuted = true; // the requester confirmed it; the countersign agrees
    }

    auto steps = m_reader.steps(req.operationId);
    if (!steps)
        return refused(steps.error().message);
    DecisionContext x{applied, now, *op, *steps, {}, nullptr, 0, {}, m_c, m_reader, m_steps, m_intake, {}, {}, {}};
    for (const StepRecord &r : x.steps)
        x.contexts.append(r.context(now));
    const bool settlesRequest = req.action == DecisionAction::TurnDown || req.action == DecisionAction::Withdraw;
    if (!settlesRequest) {
        x.ruling = OperationRules::checkDecision(x.contexts, applied.action, op->state == OperationState::Abandoned,
                                                 !op->supersededBy.isEmpty());
        if (!x.ruling.allowed)
            return refused(x.ruling.reason);
        // Approvals go to the first step that waits for one; every other decision to the open step.
        x.openPosition = applied.action == DecisionAction::ApproveContent ? OperationRules::approvalStep(x.contexts)
                                                                          : OperationRules::openStep(x.contexts);
        x.open = x.openPosition > 0 ? &x.steps.at(x.openPosition - 1) : nullptr;
    } else {
        x.openPosition = OperationRules::openStep(x.contexts);
    }

    // "Not executed" rests on time (docs/ledger.md, "One clock"): from a
    // machine whose clock is far from the ledger's it is not recorded, even
    // though this ledger judges by the database's clock, until it is right.
    if (applied.action == DecisionAction::ConfirmNotExecuted && x.open) {
        if (const ClockReading clock = m_c.clock().reading(); clock.fromDatabase && clock.tooFarOffFor(x.open->policy.settleMs))
            return refused(Decisions::tr("this computer's clock is %1: \"not executed\" is not recorded from it until its clock is "
                                         "right (set it by NTP)").arg(clock.describe()));
    }

    // A decision its flow puts under four eyes is only requested: checked now
    // (and again when countersigned), changing nothing at the target.
    const bool asRequest = !onRequest && op->fourEyes.contains(req.action);
    if (!settlesRequest) {
        const DecisionCommand &command = DecisionCommand::forAction(applied.action);
        if (const QString why = command.check(x); !why.isEmpty())
            return refused(why);
        if (!asRequest && !command.apply(x))
            return refused(m_c.error().message);
    }
    if (asRequest) {
        x.payload.insert(QStringLiteral("request"), true);
        x.reason = Decisions::tr("recorded as a request: a second reviewer countersigns it before anything is done");
    } else if (onRequest) {
        x.payload.insert(QStringLiteral("request_seq"), op->requestSeq);
        x.payload.insert(QStringLiteral("requested_action"), toString(op->requestedAction));
        x.payload.insert(QStringLiteral("requested_by"), op->requestedBy);
        if (req.action == DecisionAction::TurnDown)
            x.reason = Decisions::tr("the request was turned down; the operation waits for another decision");
        else if (req.action == DecisionAction::Withdraw)
            x.reason = Decisions::tr("the request was withdrawn");
    }

    Decision d;
    d.decidedAt = now;
    d.reviewer = reviewer;
    d.login = who->login;
    d.operationId = req.operationId;
    d.stepPosition = x.openPosition;
    d.action = req.action;
    d.rationale = req.rationale.trimmed();
    d.payload = QString::fromUtf8(QJsonDocument(x.payload).toJson(QJsonDocument::Compact));
    const qint64 seq = m_log.appendIn(d);
    if (seq == 0)
        return refused(m_c.error().message);
    if (asRequest) {
        if (!m_c.exec(QStringLiteral("INSERT INTO countersign_requests (seq, operation_id, action, requested_by, requested_login,"
                                     " requested_at, content_version, new_content) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"),
                      {seq, req.operationId, toString(req.action), reviewer, who->login, isoUtc(now), req.contentVersion,
                       req.newContent ? QVariant(*req.newContent) : QVariant(QMetaType(QMetaType::QByteArray))},
                      Decisions::tr("recording the request")))
            return refused(m_c.error().message);
    } else if (onRequest) {
        const QString how = req.action == DecisionAction::Countersign ? QStringLiteral("countersigned")
                          : req.action == DecisionAction::TurnDown    ? QStringLiteral("turned_down")
                                                                      : QStringLiteral("withdrawn");
        if (!m_c.exec(QStringLiteral("UPDATE countersign_requests SET closed_seq = ?, closed_how = ? WHERE seq = ? AND closed_seq IS NULL"),
                      {seq, how, op->requestSeq}, Decisions::tr("closing the request")))
            return refused(m_c.error().message);
    }
    // Rule 8: the state change, the hold bookkeeping and the decision commit together.
    if (!m_steps.refreshOperationIn(req.operationId, now, asRequest || settlesRequest ? 0 : seq))
        return refused(m_c.error().message);
    if (!tx.commit()) {
        out.reason = m_c.error().message;
        return out;
    }
    out.applied = true;
    out.requested = asRequest;
    out.seq = seq;
    out.newOperationId = x.newOperationId;
    out.reason = x.reason.isEmpty() ? x.ruling.reason : x.reason;
    m_c.clearError();
    return out;
}

} // namespace rl::models
