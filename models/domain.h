// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QList>
#include <QString>
#include <optional>

#include "said.h"

// The vocabulary of docs/design.md section 1 as plain value types. Nothing here
// touches SQL or the network: the ledger fills these, models and views show them.
namespace rl::models {

// What a target can do to settle an uncertain outcome (docs/design.md rule 2).
enum class Capability { ProtectedCreate, LookupOnly, None };

// Outcome class of one attempt. A missing answer is never a failure.
enum class Outcome { Succeeded, FailedBeforeAction, Uncertain };

// Result of looking a step up at the target by its reference.
enum class LookupResult { Found, Absent, Ambiguous, Unknown };

enum class StepState {
    AwaitingApproval, // content must be approved before the step may run
    Pending,          // may be reserved by a runner (after notBefore)
    Running,          // reserved: one attempt in flight
    Uncertain,        // the last attempt may or may not have acted; reconcile first
    Held,             // a named reviewer must decide; see HoldReason
    Confirmed,        // the target confirmed; target reference known
    Abandoned,        // a reviewer stopped it
};

// Why a step is held. The first group means "the effect may exist"; the second
// means "provably not executed", which is the only ground for a retry.
enum class HoldReason {
    None,
    UnresolvedUncertain, // reconciliation gave no clear evidence
    AmbiguousLookup,     // several records carry the reference
    NoConfirmation,      // capability none: nothing can confirm
    KeyExpired,          // late repeat: the idempotency key is past its retention
    DuplicateAtTarget,   // several records at the target carry the step's one reference
    AttemptsExhausted,   // failed before the action too often (provably not executed)
    NotExecuted,         // a reviewer confirmed it was not executed
    ContentRejected,     // its content cannot be sent (no recipient …): held before any attempt
};

enum class OperationState { AwaitingApproval, Running, Uncertain, Held, Completed, Abandoned };

enum class DecisionAction {
    Reconcile,
    Adopt,
    ConfirmNotExecuted,
    RetryOpenStep,
    ApproveContent,
    NewOperation,
    Assign,
    Abandon,
    // Four eyes (docs/team-setup.md, "Four eyes"): a decision a flow lists
    // under four_eyes is first recorded as a request; a second reviewer
    // applies it (countersign) or turns it down; the requester may withdraw it.
    Countersign,
    TurnDown,
    Withdraw,
    // One customer's personal data erased from every operation it is in
    // (docs/personal-data.md): an entry of its own, about no one operation.
    Erase,
};

// Every decision action about one operation, in the order the console and
// the CLI list them (Erase, about a customer, is not among them).
QList<DecisionAction> allDecisionActions();
// A list of actions as the ledger keeps it ("retry-open-step,new-operation");
// unknown names are left out.
QString toString(const QList<DecisionAction> &actions);
QList<DecisionAction> decisionActionsFromString(const QString &text);
// The decisions a flow may put under four eyes: the ones that send again
// or change what is sent.
bool mayNeedCountersign(DecisionAction action);
// Countersign, turn down, withdraw: decisions about a waiting request.
bool decidesOnARequest(DecisionAction action);

// What a login on a team ledger may do (docs/team-setup.md, "Roles"):
// service runs intake and the runner, a reviewer settles held work, an
// approver also approves content, starts new operations and abandons, an
// auditor reads and verifies only.
enum class TeamRole { Service, Reviewer, Approver, Auditor };

QString toString(TeamRole r);
std::optional<TeamRole> teamRoleFromString(const QString &s);
// The one table of who may decide what; the database's guard is made from it.
bool teamRoleAllows(TeamRole role, DecisionAction action);
// The least role that may take the action (Reviewer or Approver).
TeamRole leastRoleFor(DecisionAction action);

QString toString(Capability c);
QString toString(Outcome o);
QString toString(LookupResult r);
QString toString(StepState s);
QString toString(HoldReason r);
QString toString(OperationState s);
QString toString(DecisionAction a);

std::optional<Capability> capabilityFromString(const QString &s);
std::optional<Outcome> outcomeFromString(const QString &s);
std::optional<LookupResult> lookupResultFromString(const QString &s);
std::optional<StepState> stepStateFromString(const QString &s);
std::optional<HoldReason> holdReasonFromString(const QString &s);
std::optional<OperationState> operationStateFromString(const QString &s);
std::optional<DecisionAction> decisionActionFromString(const QString &s);

// True when the hold reason says the effect provably does not exist.
bool isKnownNotExecuted(HoldReason r);

struct Event
{
    qint64 rowId = 0;
    QString source;
    QString eventId;
    QString topic;
    QDateTime triggeredAt;
    QDateTime receivedAt;
    QByteArray payload;
    QString payloadSha256;
};

struct Delivery
{
    qint64 rowId = 0;
    QString deliveryId;
    qint64 eventRowId = 0;
    QDateTime receivedAt;
};

struct ContentVersion
{
    qint64 stepRowId = 0;
    int version = 0;
    QByteArray body;
    QString sha256;
    QDateTime createdAt;
    QString createdBy;
    QString approvedBy; // empty: not approved
    QDateTime approvedAt;
};

struct Step
{
    qint64 rowId = 0;
    QString operationId;
    int position = 0; // 1-based, as reviewers read it
    QString kind;     // crm.create_task, email.send
    QString target;   // target profile name
    QString reference; // unique; idempotency key and searchable field
    StepState state = StepState::Pending;
    HoldReason holdReason = HoldReason::None;
    int attemptsUsed = 0;
    int contentVersion = 0; // the approved version the runner sends
    QString targetReference;
    QDateTime keyFirstUsedAt; // the idempotency window starts here
    QDateTime notBefore;      // backoff
    QString reservedBy;
    QDateTime reservedUntil;
};

struct Attempt
{
    QString id;
    qint64 stepRowId = 0;
    int number = 0;
    QDateTime startedAt;
    QDateTime endedAt; // invalid while in flight
    QString requestFingerprint;
    std::optional<Outcome> outcome;
    int httpStatus = 0;
    QString error;      // as recorded, in English
    Said errorSaid{};   // the same as a code (schema 12 on); saidText() for a reader
};

struct Evidence
{
    qint64 rowId = 0;
    qint64 stepRowId = 0;
    QString attemptId; // empty for lookups
    QString kind;      // response, lookup, replay, delivery_event, reviewer
    QDateTime observedAt;
    QString result;    // outcome or lookup result
    QString targetReference;
    int httpStatus = 0;
    QString summary;   // short, secret-free; as recorded, in English
    Said said{};       // the same as a code (schema 12 on); saidText() for a reader
};

struct Operation
{
    QString id;
    QString triggerKey;
    qint64 eventRowId = 0;
    QString source;
    QString eventId;
    QString flow;
    QString intendedAction;
    OperationState state = OperationState::Running;
    QString responsible;
    QDateTime createdAt;
    QDateTime heldSince;
    QDateTime resolvedAt;
    QString supersedes;
    QString supersededBy;
    int attempts = 0;
    int openStep = 0; // 0: none
    // Why the open step waits (None: it does not), and until when a request
    // sent for it may still act at the target (invalid: none may).
    HoldReason openStepHold = HoldReason::None;
    QDateTime openStepMayRunUntil;
    // From when a lookup that finds nothing proves the open step absent: no
    // request may still act and the target's search has settled since
    // (invalid: the step was never sent).
    QDateTime openStepSettledAt;
    // Four eyes: the decisions on this operation that need a second reviewer
    // (from its flow when it was made), and the request waiting for one
    // (requestSeq: the request's ledger entry; 0: none waits).
    QList<DecisionAction> fourEyes;
    qint64 requestSeq = 0;
    DecisionAction requestedAction = DecisionAction::RetryOpenStep;
    QString requestedBy;    // the requester's recorded name
    QString requestedLogin; // … and login

    bool waitsForCountersign() const { return requestSeq > 0; }
};

struct Decision
{
    qint64 seq = 0;
    QDateTime decidedAt;
    QString reviewer;
    QString operationId;
    int stepPosition = 0;
    DecisionAction action = DecisionAction::Reconcile;
    QString rationale;
    QString payload; // canonical JSON of the action's arguments
    QString prevHash;
    QString hash;
    // Who was signed in (schema 10): PostgreSQL's authenticated login, written
    // by the database; on SQLite the operating-system account. Empty before.
    QString login;
};

// The last thing `runledgerctl probe` found out about a target.
struct ProbeRecord
{
    QString target;
    QDateTime probedAt;
    QString declared;  // capability the profile declared
    QString observed;  // capability the target showed (empty: could not probe)
    bool contradiction = false;
    QString report;    // the probe's JSON, secret-free
};

// docs/design.md rule 9: counted separately, never folded into one number.
struct Counts
{
    qint64 events = 0;
    qint64 deliveries = 0;
    qint64 operations = 0;
    qint64 attempts = 0;
    qint64 confirmedEffects = 0;
    qint64 unresolvedOperations = 0;
    qint64 recoveries = 0;
    qint64 recoveryMedianMs = -1; // -1: no recovery yet
    qint64 recoveryP90Ms = -1;
    qint64 recoverySumMs = 0;     // all recoveries' durations together (a summary's _sum)
    qint64 duplicatesAtTarget = 0; // steps whose reference the target holds more than once
    qint64 emailsDelivered = 0;    // accepted e-mails the service reported delivered (a complaint proves it too)
    qint64 emailsBounced = 0;      // … and bounced (never resent automatically)
    qint64 holdAlertsSent = 0;     // alerts about long holds delivered (docs/alerts.md)
    qint64 holdAlertsPending = 0;  // … made and not delivered yet
    qint64 holdAlertTries = 0;     // sends tried, the delivered ones included
    qint64 emailsFailed = 0;       // accepted e-mails the service then failed to send or suppressed
    qint64 emailsDelayed = 0;      // … reported delayed (a temporary bounce), not delivered yet
    qint64 emailsComplained = 0;   // … marked as spam by the recipient (delivered, and counted there too)
};

} // namespace rl::models
