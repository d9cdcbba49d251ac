// SPDX-License-Identifier: GPL-3.0-or-later
#include "steprules.h"
#include "decisionactions.h"

#include "ids.h"

#include <QLocale>
#include <atomic>

namespace rl::models {

QString toString(StepInput i)
{
    switch (i) {
    case StepInput::Reserve: return QStringLiteral("reserve");
    case StepInput::ProtectedRetry: return QStringLiteral("protected_retry");
    case StepInput::AttemptSucceeded: return QStringLiteral("attempt_succeeded");
    case StepInput::AttemptFailedBeforeAction: return QStringLiteral("attempt_failed_before_action");
    case StepInput::AttemptUncertain: return QStringLiteral("attempt_uncertain");
    case StepInput::ReservationExpired: return QStringLiteral("reservation_expired");
    case StepInput::LookupFound: return QStringLiteral("lookup_found");
    case StepInput::LookupAbsent: return QStringLiteral("lookup_absent");
    case StepInput::LookupAmbiguous: return QStringLiteral("lookup_ambiguous");
    case StepInput::LookupUnknown: return QStringLiteral("lookup_unknown");
    case StepInput::VerifyDuplicate: return QStringLiteral("verify_duplicate");
    case StepInput::NoEvidencePossible: return QStringLiteral("no_evidence_possible");
    case StepInput::ReviewReconcile: return QStringLiteral("review_reconcile");
    case StepInput::ReviewAdopt: return QStringLiteral("review_adopt");
    case StepInput::ReviewConfirmNotExecuted: return QStringLiteral("review_confirm_not_executed");
    case StepInput::ReviewRetryOpenStep: return QStringLiteral("review_retry_open_step");
    case StepInput::ReviewApproveContent: return QStringLiteral("review_approve_content");
    case StepInput::ReviewAbandon: return QStringLiteral("review_abandon");
    }
    return {};
}

namespace {

bool maybeExecuted(const StepContext &s)
{
    return s.state == StepState::Uncertain
        || (s.state == StepState::Held && !isKnownNotExecuted(s.holdReason));
}

bool knownNotExecuted(const StepContext &s)
{
    return s.state == StepState::Held && isKnownNotExecuted(s.holdReason);
}

} // namespace

QString StepRules::describe(const StepContext &s)
{
    if (s.kind == QLatin1String("crm.create_task"))
        return tr("step %1 (CRM task)").arg(s.position);
    if (s.kind == QLatin1String("email.send"))
        return tr("step %1 (e-mail)").arg(s.position);
    if (s.kind == QLatin1String("voucher.create"))
        return tr("step %1 (voucher)").arg(s.position);
    return tr("step %1").arg(s.position);
}

QDateTime StepRules::keyExpiresAt(const StepContext &s)
{
    if (!s.keyFirstUsedAt.isValid())
        return {};
    return s.keyFirstUsedAt.addSecs(s.keyRetentionSeconds);
}

bool StepRules::keyInsideRetention(const StepContext &s)
{
    const QDateTime expires = keyExpiresAt(s);
    return expires.isValid() && s.now.isValid() && s.now < expires;
}

StepInput StepRules::lookupInput(LookupResult result)
{
    switch (result) {
    case LookupResult::Found: return StepInput::LookupFound;
    case LookupResult::Absent: return StepInput::LookupAbsent;
    case LookupResult::Ambiguous: return StepInput::LookupAmbiguous;
    case LookupResult::Unknown: break;
    }
    return StepInput::LookupUnknown;
}

Transition StepRules::apply(const StepContext &s, StepInput input)
{
    const QString step = describe(s);
    const auto confirmedRefusal = [&] {
        return Transition::refuse(tr("%1 is confirmed; it is never executed again").arg(step));
    };
    const auto heldOrUncertainForUnknown = [&](HoldReason why) {
        // An empty or unclear answer settles nothing: keep looking while the
        // runner is allowed to, then hand the step to a person.
        if (s.state == StepState::Held)
            return Transition::to(StepState::Held, s.holdReason, tr("%1 stays held: the lookup settled nothing").arg(step));
        if (s.unknownLookups + 1 < s.unknownLookupLimit)
            return Transition::to(StepState::Uncertain, HoldReason::None,
                                  tr("%1 is still uncertain; the target will be asked again").arg(step));
        return Transition::to(StepState::Held, why, tr("%1 is held: no lookup settled it").arg(step));
    };

    switch (input) {
    case StepInput::Reserve:
        switch (s.state) {
        case StepState::Pending:
            if (s.attemptsUsed >= s.attemptLimit)
                return Transition::refuse(tr("%1 used all %2 attempts; a reviewer must approve a retry")
                                              .arg(step).arg(s.attemptLimit));
            if (s.notBefore.isValid() && s.now.isValid() && s.now < s.notBefore)
                return Transition::refuse(tr("%1 waits for its backoff until %2").arg(step, OperationRules::timeText(s.notBefore, s.now)));
            if (s.keyFirstUsedAt.isValid() && !s.parametersIdentical)
                return Transition::refuse(tr("what would be sent for %1 differs from what was first sent under its key; "
                                             "changed content never goes out under the old key").arg(step));
            return Transition::to(StepState::Running, HoldReason::None, tr("%1 reserved").arg(step));
        case StepState::Confirmed: return confirmedRefusal();
        case StepState::Running: return Transition::refuse(tr("an attempt of %1 is already in flight").arg(step));
        case StepState::AwaitingApproval:
            return Transition::refuse(tr("%1 waits for its content to be approved").arg(step));
        case StepState::Uncertain:
            return Transition::refuse(tr("the outcome of %1 is uncertain; reconcile with the target before anything is sent again").arg(step));
        case StepState::Held: return Transition::refuse(tr("%1 is held for a reviewer").arg(step));
        case StepState::Abandoned: return Transition::refuse(tr("%1 was abandoned").arg(step));
        }
        break;

    case StepInput::ProtectedRetry:
        if (s.state == StepState::Confirmed)
            return confirmedRefusal();
        if (s.state != StepState::Uncertain)
            return Transition::refuse(tr("a protected retry is only for an uncertain step; %1 is %2").arg(step, toString(s.state)));
        if (s.capability != Capability::ProtectedCreate)
            return Transition::refuse(tr("the target of %1 documents no idempotent create; look the step up instead").arg(step));
        if (!s.keyFirstUsedAt.isValid())
            return Transition::refuse(tr("the key of %1 was never sent; nothing to protect").arg(step));
        if (!keyInsideRetention(s))
            return Transition::refuse(tr("the idempotency key of %1 expired at %2; a resend could create a second effect, so only a lookup is allowed")
                                          .arg(step, OperationRules::timeText(keyExpiresAt(s), s.now)));
        if (!s.parametersIdentical)
            return Transition::refuse(tr("what would be sent for %1 differs from what was first sent under its key; "
                                         "changed content never goes out under the old key").arg(step));
        if (s.attemptsUsed >= s.attemptLimit)
            return Transition::refuse(tr("%1 used all %2 attempts").arg(step).arg(s.attemptLimit));
        return Transition::to(StepState::Running, HoldReason::None,
                              tr("%1: protected retry with the same key inside its retention").arg(step));

    case StepInput::AttemptSucceeded:
        if (s.state != StepState::Running)
            return Transition::refuse(tr("no attempt of %1 is in flight").arg(step));
        return Transition::to(StepState::Confirmed, HoldReason::None, tr("%1 confirmed by the target").arg(step));

    case StepInput::AttemptFailedBeforeAction:
        if (s.state != StepState::Running)
            return Transition::refuse(tr("no attempt of %1 is in flight").arg(step));
        if (s.attemptsUsed >= s.attemptLimit)
            return Transition::to(StepState::Held, HoldReason::AttemptsExhausted,
                                  tr("%1 failed before the action %2 times; held for a reviewer").arg(step).arg(s.attemptsUsed));
        return Transition::to(StepState::Pending, HoldReason::None,
                              tr("%1 failed before the action; it will be retried after the backoff").arg(step));

    case StepInput::AttemptUncertain:
    case StepInput::ReservationExpired:
        if (s.state != StepState::Running)
            return Transition::refuse(tr("no attempt of %1 is in flight").arg(step));
        if (s.capability == Capability::None)
            return Transition::to(StepState::Held, HoldReason::NoConfirmation,
                                  tr("%1 may have acted and its target cannot confirm; held, never resent automatically").arg(step));
        return Transition::to(StepState::Uncertain, HoldReason::None,
                              tr("%1 may have acted; reconcile with the target before anything else").arg(step));

    case StepInput::LookupFound:
    case StepInput::LookupAbsent:
    case StepInput::LookupAmbiguous:
    case StepInput::LookupUnknown:
        if (s.state == StepState::Confirmed)
            return confirmedRefusal();
        if (!maybeExecuted(s))
            return Transition::refuse(tr("%1 is not uncertain; there is nothing to reconcile").arg(step));
        if (s.capability == Capability::None)
            return Transition::refuse(tr("the target of %1 offers no lookup").arg(step));
        if (input == StepInput::LookupFound)
            return Transition::to(StepState::Confirmed, HoldReason::None,
                                  tr("%1 found at the target; its reference is adopted").arg(step));
        if (input == StepInput::LookupAmbiguous)
            return Transition::to(StepState::Held, HoldReason::DuplicateAtTarget,
                                  tr("several records at the target carry the reference of %1: a duplicate there; held for a reviewer").arg(step));
        if (input == StepInput::LookupAbsent) {
            if (!s.settleWindowPassed) {
                // Nothing found *yet*: an earlier request may still be executing,
                // or the search has not caught up. Unknown, never absent.
                if (s.state == StepState::Held)
                    return Transition::to(StepState::Held, s.holdReason,
                                          tr("%1 stays held: nothing found yet, but the target may still act on an earlier request until %2")
                                              .arg(step, OperationRules::timeText(s.settledAt, s.now)));
                if (s.keyFirstUsedAt.isValid() && !keyInsideRetention(s))
                    return Transition::to(StepState::Held, HoldReason::KeyExpired,
                                          tr("%1 is held: its key has expired and the lookup found nothing clear").arg(step));
                Transition t = Transition::to(StepState::Uncertain, HoldReason::None,
                                              tr("%1: nothing found yet; the target may still act on an earlier request, so it is looked up again until %2")
                                                  .arg(step, OperationRules::timeText(s.settledAt, s.now)));
                t.waiting = true;
                return t;
            }
            // Provably absent: retryable. From a hold the retry still needs a
            // reviewer's approval, so the step stays in the reviewer's hands.
            if (s.state == StepState::Held || s.attemptsUsed >= s.attemptLimit)
                return Transition::to(StepState::Held, HoldReason::NotExecuted,
                                      tr("%1 is provably absent at the target; a retry needs a reviewer's approval").arg(step));
            return Transition::to(StepState::Pending, HoldReason::None,
                                  tr("%1 is provably absent at the target; it may be retried").arg(step));
        }
        return heldOrUncertainForUnknown(keyInsideRetention(s) || !s.keyFirstUsedAt.isValid()
                                             ? HoldReason::UnresolvedUncertain
                                             : HoldReason::KeyExpired);

    case StepInput::NoEvidencePossible:
        if (s.state != StepState::Uncertain)
            return Transition::refuse(tr("%1 is not uncertain").arg(step));
        if (s.capability == Capability::None)
            return Transition::to(StepState::Held, HoldReason::NoConfirmation,
                                  tr("%1 may have acted and its target cannot confirm; held, never resent automatically").arg(step));
        if (s.keyFirstUsedAt.isValid() && !keyInsideRetention(s))
            return Transition::to(StepState::Held, HoldReason::KeyExpired,
                                  tr("%1 is held: its key has expired and its target cannot be looked up").arg(step));
        return Transition::to(StepState::Held, HoldReason::UnresolvedUncertain,
                              tr("%1 is held: its target cannot be looked up and a protected retry is not possible").arg(step));

    case StepInput::VerifyDuplicate:
        if (s.state != StepState::Confirmed)
            return Transition::refuse(tr("%1 is not confirmed; there is nothing to verify").arg(step));
        return Transition::to(StepState::Held, HoldReason::DuplicateAtTarget,
                              tr("the confirming lookup found several records for the reference of %1: a duplicate at the target; held for a reviewer")
                                  .arg(step));

    case StepInput::ReviewReconcile:
        if (s.state == StepState::Confirmed)
            return Transition::refuse(tr("%1 is already confirmed; there is nothing to reconcile").arg(step));
        if (!maybeExecuted(s))
            return Transition::refuse(tr("%1 is not uncertain; there is nothing to reconcile").arg(step));
        if (s.capability == Capability::None)
            return Transition::refuse(tr("the target of %1 offers no lookup; adopt a record or confirm it was not executed").arg(step));
        return Transition::to(s.state, s.holdReason, tr("look %1 up at the target by its reference").arg(step));

    case StepInput::ReviewAdopt:
        if (s.state == StepState::Confirmed)
            return Transition::refuse(tr("%1 is already confirmed with a target reference").arg(step));
        if (!maybeExecuted(s))
            return Transition::refuse(tr("only an uncertain or held step can adopt a target record; %1 is %2").arg(step, toString(s.state)));
        return Transition::to(StepState::Confirmed, HoldReason::None, tr("%1 adopts the target record").arg(step));

    case StepInput::ReviewConfirmNotExecuted:
        if (s.state == StepState::Confirmed)
            return confirmedRefusal();
        if (knownNotExecuted(s))
            return Transition::refuse(tr("%1 is already known not to have been executed; approve a retry instead").arg(step));
        if (!maybeExecuted(s))
            return Transition::refuse(tr("only an uncertain or held step can be confirmed as not executed; %1 is %2").arg(step, toString(s.state)));
        if (s.holdReason == HoldReason::DuplicateAtTarget)
            return Transition::refuse(tr("the target holds several records for %1: it was executed, more than once").arg(step));
        if (s.mayStillRun())
            return Transition::refuse(tr("an earlier request of %1 may still be executing at the target until %2; "
                                         "nothing can be called not executed before then").arg(step, OperationRules::timeText(s.mayRunUntil, s.now)));
        return Transition::to(StepState::Held, HoldReason::NotExecuted,
                              tr("%1 is recorded as not executed; a retry may now be approved").arg(step));

    case StepInput::ReviewRetryOpenStep:
        if (s.state == StepState::Confirmed)
            return confirmedRefusal();
        if (maybeExecuted(s))
            return Transition::refuse(tr("the outcome of %1 is uncertain: the target may already have acted. Reconcile it or confirm it was not executed before a retry").arg(step));
        if (s.state == StepState::Running)
            return Transition::refuse(tr("an attempt of %1 is in flight").arg(step));
        if (!knownNotExecuted(s))
            return Transition::refuse(tr("%1 is not held; there is nothing to retry").arg(step));
        if (s.holdReason == HoldReason::ContentRejected)
            return Transition::refuse(tr("the content of %1 cannot be sent as it is: start a new approved operation with edited "
                                         "content, or abandon").arg(step));
        if (s.mayStillRun())
            return Transition::refuse(tr("an earlier request of %1 may still be executing at the target until %2; wait before a retry")
                                          .arg(step, OperationRules::timeText(s.mayRunUntil, s.now)));
        return Transition::to(StepState::Pending, HoldReason::None, tr("retry of %1 approved").arg(step));

    case StepInput::ReviewApproveContent:
        if (s.state == StepState::Confirmed)
            return Transition::refuse(tr("%1 is confirmed; its content was sent and can no longer change").arg(step));
        if (s.state != StepState::AwaitingApproval)
            return Transition::refuse(tr("%1 is not waiting for a content approval").arg(step));
        return Transition::to(StepState::Pending, HoldReason::None, tr("content of %1 approved").arg(step));

    case StepInput::ReviewAbandon:
        if (s.state == StepState::Confirmed)
            return confirmedRefusal();
        if (s.state == StepState::Running)
            return Transition::refuse(tr("an attempt of %1 is in flight; wait for its outcome").arg(step));
        if (s.state == StepState::Abandoned)
            return Transition::refuse(tr("%1 was already abandoned").arg(step));
        return Transition::to(StepState::Abandoned, HoldReason::None, tr("%1 abandoned").arg(step));
    }
    return Transition::refuse(tr("unknown input"));
}

QString StepRules::nextDecision(const StepContext &s)
{
    return nextDecision(s, OperationRules::timeStyle());
}

QString StepRules::nextDecision(const StepContext &s, TimeStyle style)
{
    const QString step = describe(s);
    switch (s.state) {
    case StepState::AwaitingApproval: return tr("Approve the content of %1.").arg(step);
    case StepState::Pending: return tr("None: the runner will send %1.").arg(step);
    case StepState::Running: return tr("None: an attempt of %1 is in flight.").arg(step);
    case StepState::Uncertain:
        if (s.mayStillRun() || !s.settleWindowPassed)
            return s.capability == Capability::None
                ? tr("Wait: the target may still act on %1 until %2. Then check it by hand.").arg(step, OperationRules::timeText(s.settledAt, s.now, style))
                : tr("None yet: the target may still act on %1 until %2; Runledger keeps looking it up.").arg(step, OperationRules::timeText(s.settledAt, s.now, style));
        return s.capability == Capability::None ? tr("Adopt a target record or confirm %1 was not executed.").arg(step)
                                                : tr("Reconcile %1 with the target before anything else.").arg(step);
    case StepState::Held:
        // Sending the same content again is refused: it is edited in a new operation.
        if (s.holdReason == HoldReason::ContentRejected)
            return tr("Start a new approved operation with edited content for %1, or abandon.").arg(step);
        if (isKnownNotExecuted(s.holdReason))
            return tr("Approve a retry of %1, start a new approved operation, or abandon.").arg(step);
        if (s.holdReason == HoldReason::DuplicateAtTarget)
            return tr("Check the records at the target: keep one, delete the others there, then adopt the one kept for %1.").arg(step);
        if (s.mayStillRun())
            return tr("Wait until %2: the target may still act on %1. Then reconcile it.").arg(step, OperationRules::timeText(s.mayRunUntil, s.now, style));
        // The decision the summary recommends, with the wait it needs said first.
        if (!s.settleWindowPassed && s.capability != Capability::None && s.settledAt.isValid())
            return tr("Wait until %2: the target's search may not show the record of %1 before then. Then adopt its record or "
                      "confirm it was not executed.")
                .arg(step, OperationRules::timeText(s.settledAt, s.now, style));
        if (s.capability == Capability::None)
            return tr("Check the target by hand, then adopt its record or confirm %1 was not executed.").arg(step);
        return tr("Reconcile %1, adopt the target record, or confirm it was not executed.").arg(step);
    case StepState::Confirmed: return tr("None: %1 is confirmed.").arg(step);
    case StepState::Abandoned: return tr("None: %1 was abandoned.").arg(step);
    }
    return {};
}

OperationState OperationRules::derive(const QList<StepContext> &steps, bool abandoned)
{
    if (abandoned)
        return OperationState::Abandoned;
    bool anyHeld = false, anyUncertain = false, allDone = true;
    for (const StepContext &s : steps) {
        anyHeld |= s.state == StepState::Held;
        anyUncertain |= s.state == StepState::Uncertain;
        allDone &= s.state == StepState::Confirmed || s.state == StepState::Abandoned;
    }
    if (anyHeld)
        return OperationState::Held;
    if (anyUncertain)
        return OperationState::Uncertain;
    if (allDone)
        return OperationState::Completed;
    // Waiting for a person only once the runner has reached the step that needs the approval.
    const int open = openStep(steps);
    if (open > 0 && steps.at(open - 1).state == StepState::AwaitingApproval)
        return OperationState::AwaitingApproval;
    return OperationState::Running;
}

int OperationRules::openStep(const QList<StepContext> &steps)
{
    for (const StepContext &s : steps) {
        if (s.state != StepState::Confirmed && s.state != StepState::Abandoned)
            return s.position;
    }
    return 0;
}

QString OperationRules::summary(const QList<StepContext> &steps, OperationState state, const QString &lastError,
                                const QString &supersededBy)
{
    QString text = summaryText(steps, state, lastError, supersededBy);
    if (!text.isEmpty())
        text[0] = text.at(0).toUpper(); // sentences may start with "step 1 …"
    return text;
}

QString OperationRules::personTime(const QDateTime &utc)
{
    const QDateTime local = utc.toLocalTime();
    const QLocale locale;
    // The locale's own short time, with seconds: a window of a few seconds is
    // shown as one ("14:32:05", "2:32:05 PM").
    QString time = locale.timeFormat(QLocale::ShortFormat);
    if (!time.contains(QLatin1Char('s')))
        time.replace(QStringLiteral("mm"), QStringLiteral("mm:ss"));
    if (local.date() == QDate::currentDate())
        return locale.toString(local.time(), time);
    return locale.toString(local.date(), QLocale::ShortFormat) + QLatin1Char(' ') + locale.toString(local.time(), time);
}

QString OperationRules::personTimeAhead(const QDateTime &utc, const QDateTime &now)
{
    const QString at = personTime(utc);
    const qint64 ms = now.isValid() ? now.msecsTo(utc) : -1;
    if (ms <= 0 || ms >= 24LL * 3600 * 1000)
        return at;
    // To the nearest minute; hours once it is an hour or more away.
    const qint64 minutes = (ms + 30'000) / 60'000;
    if (minutes < 1)
        return tr("%1 (in less than a minute)").arg(at);
    if (minutes < 60)
        return tr("%1 (in %n minute(s))", nullptr, int(minutes)).arg(at);
    return tr("%1 (in %n hour(s))", nullptr, int((minutes + 30) / 60)).arg(at);
}

namespace {
std::atomic<OperationRules::TimeStyle> g_timeStyle{OperationRules::TimeStyle::IsoUtc};
} // namespace

void OperationRules::setTimeStyle(TimeStyle style)
{
    g_timeStyle = style;
}

OperationRules::TimeStyle OperationRules::timeStyle()
{
    return g_timeStyle;
}

QString OperationRules::timeText(const QDateTime &utc, const QDateTime &now)
{
    return timeText(utc, now, g_timeStyle);
}

QString OperationRules::timeText(const QDateTime &utc, const QDateTime &now, TimeStyle style)
{
    switch (style) {
    case TimeStyle::Person: return personTimeAhead(utc, now);
    case TimeStyle::Document: {
        // Read on another day, perhaps elsewhere: the date, the time and the
        // zone, as the report's own date is written.
        const QDateTime local = utc.toLocalTime();
        return local.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")) + QLatin1Char(' ') + local.timeZoneAbbreviation();
    }
    case TimeStyle::IsoUtc: break;
    }
    return isoUtc(utc);
}

QString OperationRules::summaryText(const QList<StepContext> &steps, OperationState state, const QString &lastError,
                                    const QString &supersededBy)
{
    const int open = openStep(steps);
    if (state == OperationState::Completed) {
        // Accepted is not delivered: a bounce is the reviewer's to act on, never resent automatically.
        for (const StepContext &s : steps) {
            // Marked as spam: it arrived, and the recipient does not want more.
            if (s.delivery == QLatin1String("complained"))
                return tr("Every step is confirmed by its target. The e-mail of %1 was delivered, and the recipient marked it as "
                          "spam: send this customer nothing more without their consent.")
                    .arg(StepRules::describe(s));
            if (s.delivery == QLatin1String("bounced") || s.delivery == QLatin1String("failed") || s.delivery == QLatin1String("suppressed"))
                return tr("Every step is confirmed by its target, but the mail service reports that the e-mail of %1 %2. It is "
                          "not resent automatically: check the recipient's address with the customer.")
                    .arg(StepRules::describe(s), s.delivery == QLatin1String("bounced")      ? tr("bounced")
                                                 : s.delivery == QLatin1String("failed")     ? tr("could not be sent")
                                                                                             : tr("was suppressed (the address is on its suppression list)"));
        }
        return tr("Every step is confirmed by its target. Nothing will be sent again.");
    }
    if (state == OperationState::Abandoned)
        return supersededBy.isEmpty() ? tr("A reviewer abandoned this operation. Its open steps will not run.")
                                      : tr("A reviewer replaced this operation with a new approved one (%1). Nothing more happens here.")
                                            .arg(shortId(supersededBy));
    if (open == 0)
        return {};
    const StepContext &s = steps.at(open - 1);
    const QString step = StepRules::describe(s);
    const bool mail = s.kind == QLatin1String("email.send"), voucher = s.kind == QLatin1String("voucher.create");
    const QString target = mail ? tr("The mail service") : voucher ? tr("The shop") : tr("The CRM");
    const QString what = mail ? tr("sent the e-mail") : voucher ? tr("created the voucher") : tr("created the task");
    QString done = open > 1 ? tr(" Steps before it are confirmed and will not be repeated.") : QString();
    if (s.state == StepState::Held && !isKnownNotExecuted(s.holdReason) && s.mayStillRun())
        done.prepend(tr(" An earlier request may still act at the target until %1: nothing can be recorded as not executed before then.")
                         .arg(personTimeAhead(s.mayRunUntil, s.now)));
    else if (s.state == StepState::Held && !isKnownNotExecuted(s.holdReason) && !s.settleWindowPassed
             && s.capability != Capability::None && s.settledAt.isValid())
        done.prepend(tr(" The target's search may not show its record before %1: nothing can be recorded as not executed before then.")
                         .arg(personTimeAhead(s.settledAt, s.now)));
    const QString cause = lastError.isEmpty() ? QString() : tr(" (%1)").arg(lastError);
    switch (s.state) {
    case StepState::AwaitingApproval:
        return tr("%1 waits for its content to be approved.%2 Approve the content version to let it run.").arg(step, done);
    case StepState::Pending:
    case StepState::Running:
        return tr("The runner is working on %1.%2 No decision is needed.").arg(step, done);
    case StepState::Uncertain:
        if (s.mayStillRun() || !s.settleWindowPassed)
            return tr("%1 got no clear answer after the request was sent%2. %3 may have %4, or may still do so until %5: "
                      "Runledger keeps looking it up and sends nothing meanwhile.%6")
                .arg(step, cause, target, what, personTimeAhead(s.settledAt, s.now), done);
        return tr("%1 got no clear answer after the request was sent%2. %3 may have %4. Reconcile before anything else.%5")
            .arg(step, cause, target, what, done);
    case StepState::Held:
        switch (s.holdReason) {
        case HoldReason::AttemptsExhausted:
            return tr("%1 failed before reaching the target %2 times%3; nothing was done there. Approve a retry, start a new "
                      "approved operation, or abandon.%4").arg(step).arg(s.attemptsUsed).arg(cause, done);
        case HoldReason::NotExecuted:
            return tr("%1 is known not to have been executed. Approve a retry of this step, start a new approved operation, or "
                      "abandon.%2").arg(step, done);
        case HoldReason::ContentRejected:
            return tr("%1 was never sent: its content cannot be sent as it is (see the step's evidence). Start a new approved "
                      "operation with edited content, or abandon.%2").arg(step, done);
        case HoldReason::NoConfirmation:
            return tr("%1 got no clear answer%2. %3 may have %4, and it cannot confirm anything automatically. Check it by hand, "
                      "then adopt its record or confirm the step was not executed.%5").arg(step, cause, target, what, done);
        case HoldReason::KeyExpired:
            return tr("%1 got no clear answer%2, and the target has since forgotten the request (it remembers one only for a "
                      "while), so sending it again could act twice. %3 may have %4; its search found nothing clear. Check it, then "
                      "adopt its record or confirm the step was not executed.%5")
                .arg(step, cause, target, what, done);
        case HoldReason::AmbiguousLookup:
            return tr("Several records at the target carry the reference of %1. Adopt the right record or confirm the step was "
                      "not executed.%2").arg(step, done);
        case HoldReason::DuplicateAtTarget:
            return tr("%1 exists more than once at the target (%2 records carry its one reference): a duplicate there. Keep one, "
                      "delete the others at the target, then adopt the one kept.%3").arg(step).arg(std::max(2, s.duplicates)).arg(done);
        default:
            return tr("%1 got no clear answer%2 and the lookups settled nothing. %3 may have %4. Reconcile again, adopt its "
                      "record, or confirm the step was not executed.%5").arg(step, cause, target, what, done);
        }
    case StepState::Confirmed:
    case StepState::Abandoned:
        break;
    }
    return {};
}

int OperationRules::approvalStep(const QList<StepContext> &steps)
{
    for (const StepContext &s : steps) {
        if (s.state == StepState::AwaitingApproval)
            return s.position;
    }
    return 0;
}

Transition OperationRules::canStartNewOperation(const QList<StepContext> &steps, bool alreadySuperseded)
{
    if (alreadySuperseded)
        return Transition::refuse(tr("a new operation already replaces this one"));
    // It would copy the steps not yet confirmed: with none, it does nothing.
    if (openStep(steps) == 0)
        return Transition::refuse(tr("every step is confirmed; a new operation would have nothing to do"));
    for (const StepContext &s : steps) {
        if (s.state == StepState::Running)
            return Transition::refuse(tr("an attempt of %1 is in flight; wait for its outcome").arg(StepRules::describe(s)));
        if (maybeExecuted(s))
            return Transition::refuse(tr("%1 is unresolved: the target may already have acted. Reconcile it or confirm it was not executed before starting a new operation")
                                          .arg(StepRules::describe(s)));
    }
    return Transition::to(StepState::Pending, HoldReason::None, tr("a new approved operation may replace this one"));
}

Transition OperationRules::canAbandon(const QList<StepContext> &steps, bool abandoned)
{
    if (abandoned)
        return Transition::refuse(tr("the operation was already abandoned"));
    const int open = openStep(steps);
    if (open == 0)
        return Transition::refuse(tr("every step is confirmed; there is nothing left to abandon"));
    for (const StepContext &s : steps) {
        if (s.state == StepState::Running)
            return Transition::refuse(tr("an attempt of %1 is in flight; wait for its outcome").arg(StepRules::describe(s)));
    }
    return Transition::to(StepState::Abandoned, HoldReason::None, tr("the open steps will be abandoned"));
}

Transition OperationRules::checkDecision(const QList<StepContext> &steps, DecisionAction action,
                                         bool abandoned, bool alreadySuperseded)
{
    if (action == DecisionAction::Assign) {
        if (abandoned)
            return Transition::refuse(tr("the operation was abandoned; nobody needs to be responsible for it"));
        if (openStep(steps) == 0)
            return Transition::refuse(tr("every step is confirmed; nobody needs to be responsible for it"));
        return Transition::to(StepState::Pending, HoldReason::None, tr("assign a responsible reviewer"));
    }
    if (action == DecisionAction::NewOperation)
        return canStartNewOperation(steps, alreadySuperseded);
    if (action == DecisionAction::Abandon)
        return canAbandon(steps, abandoned);
    if (abandoned)
        return Transition::refuse(tr("the operation was abandoned"));
    if (action == DecisionAction::ApproveContent) {
        // Content may be approved ahead: the first step that waits for it.
        const int waiting = approvalStep(steps);
        if (waiting == 0)
            return Transition::refuse(tr("no step waits for a content approval"));
        return StepRules::apply(steps.at(waiting - 1), StepInput::ReviewApproveContent);
    }
    const int open = openStep(steps);
    if (open == 0)
        return Transition::refuse(tr("every step is confirmed; confirmed steps are never executed again"));
    if (const auto input = infoOf(action).openStepInput)
        return StepRules::apply(steps.at(open - 1), *input);
    return Transition::refuse(tr("unknown decision"));
}

QList<StepMove> OperationRules::decisionMoves(DecisionAction action)
{
    const QList<StepInput> &inputs = infoOf(action).moves;
    if (inputs.isEmpty())
        return {};
    // Every context that changes what the rules answer to a decision: the
    // state and its reason, the target's capability, an earlier request that
    // may still run, a search not settled yet, a key never sent, fresh or
    // expired, lookups that settled nothing.
    const QDateTime now = QDateTime::fromSecsSinceEpoch(1'800'000'000, Qt::UTC);
    QList<StepMove> moves;
    for (int st = int(StepState::AwaitingApproval); st <= int(StepState::Abandoned); ++st)
        for (int hr = int(HoldReason::None); hr <= int(HoldReason::ContentRejected); ++hr)
            for (int cap = int(Capability::ProtectedCreate); cap <= int(Capability::None); ++cap)
                for (int variant = 0; variant < 2 * 2 * 3 * 2; ++variant) {
                    StepContext c;
                    c.state = StepState(st);
                    c.holdReason = HoldReason(hr);
                    c.capability = Capability(cap);
                    c.now = now;
                    c.mayRunUntil = variant & 1 ? now.addSecs(60) : QDateTime();
                    c.settleWindowPassed = !(variant & 2);
                    c.settledAt = c.settleWindowPassed ? QDateTime() : now.addSecs(90);
                    const int key = (variant >> 2) % 3;
                    c.keyFirstUsedAt = key == 0 ? QDateTime() : key == 1 ? now.addSecs(-60) : now.addSecs(-2 * c.keyRetentionSeconds);
                    c.unknownLookups = variant >= 12 ? c.unknownLookupLimit : 0;
                    for (const StepInput input : inputs) {
                        Transition t = StepRules::apply(c, input);
                        if (!t.allowed)
                            continue;
                        // A reviewer's unclear lookup holds instead of looping (Reconcile).
                        if (action == DecisionAction::Reconcile && t.next == StepState::Uncertain && !t.waiting)
                            t = Transition::to(StepState::Held, HoldReason::UnresolvedUncertain, {});
                        const StepMove m{c.state, c.holdReason, t.next, t.holdReason};
                        if ((m.from != m.to || m.fromReason != m.toReason) && !moves.contains(m))
                            moves.append(m);
                    }
                }
    return moves;
}

} // namespace rl::models
