// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "domain.h"

#include <QCoreApplication>

// The step state machine of docs/design.md section 2 as pure functions: no I/O, no
// clock, no ledger. The runner, the command line and the console all ask these
// functions, so a disabled button and a refused `runledgerctl decide` give the
// same reason.
namespace rl::models {

enum class StepInput {
    // runner
    Reserve,            // start an attempt from Pending
    ProtectedRetry,     // resend with the same key and identical parameters
    AttemptSucceeded,
    AttemptFailedBeforeAction,
    AttemptUncertain,
    ReservationExpired, // the runner holding the step died mid-attempt
    // lookups (runner's automatic reconciliation or a reviewer's Reconcile)
    LookupFound,
    LookupAbsent,
    LookupAmbiguous,
    LookupUnknown,
    // the one confirming lookup after a success found several records
    VerifyDuplicate,
    // neither a lookup nor a protected retry can settle an uncertain step
    NoEvidencePossible,
    // reviewer decisions that act on one step
    ReviewReconcile,
    ReviewAdopt,
    ReviewConfirmNotExecuted,
    ReviewRetryOpenStep,
    ReviewApproveContent,
    ReviewAbandon,
};

QString toString(StepInput i);

// Everything the rules need to know about one step, as plain values.
struct StepContext
{
    int position = 1;
    QString kind; // crm.create_task, email.send (only for wording)
    StepState state = StepState::Pending;
    HoldReason holdReason = HoldReason::None;
    Capability capability = Capability::LookupOnly;
    int attemptsUsed = 0;
    int attemptLimit = 3; // absolute; a reviewer's retry approval raises it
    QDateTime now;
    QDateTime notBefore;      // backoff after a failure before the action
    QDateTime keyFirstUsedAt; // invalid: the key was never sent
    qint64 keyRetentionSeconds = 86400;
    bool parametersIdentical = true; // what is sent now has the fingerprint of the first attempt under the key
    // The last moment an earlier request of this step may still be executing
    // at the target: the latest attempt's start plus the profile's longest
    // execution time, pushed on by a "key in use" answer. Invalid: none sent.
    QDateTime mayRunUntil;
    // An empty lookup only means absent once the target's search index has
    // settled after mayRunUntil (docs/design.md rule 2).
    bool settleWindowPassed = true;
    QDateTime settledAt; // when settleWindowPassed becomes true (invalid: already)
    int unknownLookups = 0;          // consecutive lookups that settled nothing
    int unknownLookupLimit = 3;
    int duplicates = 0;              // records the target holds for the reference (duplicate hold)
    QString delivery;                // e-mail: what the mail service reported since it accepted it

    bool mayStillRun() const { return mayRunUntil.isValid() && now.isValid() && now < mayRunUntil; }
};

struct Transition
{
    bool allowed = false;
    StepState next = StepState::Pending;
    HoldReason holdReason = HoldReason::None;
    QString reason; // refusal, or a one-line explanation of the move
    // Uncertain only because an earlier request may still run or the search
    // has not settled: the lookup is repeated later and does not count as one
    // that settled nothing.
    bool waiting = false;

    static Transition to(StepState s, HoldReason r, QString why)
    {
        return {true, s, r, std::move(why), false};
    }
    static Transition refuse(QString why) { return {false, StepState::Pending, HoldReason::None, std::move(why), false}; }
};

// One change of a step's state a decision may make; what the database's
// guard lets a reviewer's login write (docs/team-setup.md, "Decisions only").
struct StepMove
{
    StepState from = StepState::Pending;
    HoldReason fromReason = HoldReason::None;
    StepState to = StepState::Pending;
    HoldReason toReason = HoldReason::None;
    friend bool operator==(const StepMove &, const StepMove &) = default;
};

// How the rules' sentences (refusals, the next decision) write a time:
// ISO-8601 UTC (logs, the command line; the default); as
// OperationRules::personTimeAhead() where a person reads them beside the
// summary (the console sets it once at start); as personTime() in a document
// read later (a report to sign, where "in 4 minutes" would mean nothing).
enum class TimeStyle { IsoUtc, Person, Document };

class StepRules final
{
    Q_DECLARE_TR_FUNCTIONS(StepRules)
public:
    static Transition apply(const StepContext &step, StepInput input);
    // What a lookup's answer is to the rules.
    static StepInput lookupInput(LookupResult result);

    static bool keyInsideRetention(const StepContext &step);
    static QDateTime keyExpiresAt(const StepContext &step);

    // The one next thing a person or the runner should do, in plain words.
    // style: how its times are written (OperationRules::timeText).
    static QString nextDecision(const StepContext &step);
    static QString nextDecision(const StepContext &step, TimeStyle style);

    // A short human name for the step, e.g. "step 1 (CRM task)".
    static QString describe(const StepContext &step);
};

// Rules over a whole operation: its steps in order.
class OperationRules final
{
    Q_DECLARE_TR_FUNCTIONS(OperationRules)
public:
    static OperationState derive(const QList<StepContext> &steps, bool abandoned);
    // Position of the first step not yet confirmed; 0 when all are.
    static int openStep(const QList<StepContext> &steps);
    // Position of the first step waiting for a content approval; 0 when none.
    static int approvalStep(const QList<StepContext> &steps);
    // May a reviewer start a new approved operation replacing this one (rule 7)?
    static Transition canStartNewOperation(const QList<StepContext> &steps, bool alreadySuperseded);
    static Transition canAbandon(const QList<StepContext> &steps, bool abandoned);
    // What happened, what is known and what the next decision is, in plain
    // words for a reviewer. lastError: why the open step's last attempt
    // failed, already in the reader's words (Said::cause()).
    static QString summary(const QList<StepContext> &steps, OperationState state, const QString &lastError,
                           const QString &supersededBy);
    static QString summaryText(const QList<StepContext> &steps, OperationState state, const QString &lastError,
                               const QString &supersededBy);
    // A time for a person: local, in the reader's locale, to the second
    // today, with the date otherwise.
    static QString personTime(const QDateTime &utc);
    // personTime(), with how far ahead it is when that is within a day, for a
    // moment a person waits for: "14:32:05 (in 4 minutes)". A time already
    // past, or further ahead, is personTime() alone.
    static QString personTimeAhead(const QDateTime &utc, const QDateTime &now);
    // The process's style for the rules' sentences (see TimeStyle).
    using TimeStyle = rl::models::TimeStyle;
    static void setTimeStyle(TimeStyle style);
    static TimeStyle timeStyle();
    static QString timeText(const QDateTime &utc, const QDateTime &now);
    static QString timeText(const QDateTime &utc, const QDateTime &now, TimeStyle style);
    // Which step a decision applies to: the open step (rule 4).
    static Transition checkDecision(const QList<StepContext> &steps, DecisionAction action,
                                    bool abandoned, bool alreadySuperseded);
    // Every change of a step's state the decision can make on its operation,
    // whatever the clock and the step's history: these rules, enumerated.
    // Countersign, turn down, withdraw and assign move no step.
    static QList<StepMove> decisionMoves(DecisionAction action);
};

} // namespace rl::models
