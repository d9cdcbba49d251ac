// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The ledger's value types: what goes in and what comes out. No Qt SQL here,
// so code that only needs these (the console's widgets) cannot run SQL.

#include "domain.h"
#include "steprules.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <algorithm>
#include <functional>
#include <optional>

namespace rl::models {

struct LedgerError
{
    enum class Kind { None, Missing, Locked, ReadOnly, Corrupt, TooNew, NeedsMigration, Refused, Other };
    Kind kind = Kind::None;
    QString message; // one line, for a person
    // Another transaction got in the way (PostgreSQL: serialization failure,
    // deadlock): the whole transaction may simply run again.
    bool retryable = false;
    // The connection was lost with the COMMIT's answer: the transaction may
    // or may not have committed. Settled by reading back by the keys of
    // what it wrote, never assumed either way (docs/team-setup.md).
    bool outcomeUnknown = false;
    explicit operator bool() const { return kind != Kind::None; }
};

// What a read or a write of the ledger gives back: its value, or the error
// that stopped it. A failed read is never mistaken for "no rows".
template<typename T>
class Result
{
public:
    Result(T value) : m_value(std::move(value)) { }
    Result(LedgerError error) : m_error(std::move(error)) { }
    bool ok() const { return m_value.has_value(); }
    explicit operator bool() const { return ok(); }
    // The value of a read that succeeded. Asking a failed one for its value
    // is a programming error (check ok() first) and stops the process with
    // the ledger's own words rather than reading nothing.
    const T &value() const & { return checked(), *m_value; }
    T &value() & { return checked(), *m_value; }
    T value() && { return checked(), std::move(*m_value); } // by value: safe in a range-for over a temporary
    // Checked like value(): never a read of nothing.
    const T &operator*() const { return checked(), *m_value; }
    T &operator*() { return checked(), *m_value; }
    const T *operator->() const { return checked(), &*m_value; }
    T *operator->() { return checked(), &*m_value; }
    const LedgerError &error() const { return m_error; }

private:
    void checked() const
    {
        if (!m_value)
            qFatal("the value of a failed ledger read was asked for: %s", qUtf8Printable(m_error.message));
    }
    std::optional<T> m_value;
    LedgerError m_error;
};

// What a write gives back when it has no value of its own: done, or the
// error that stopped it (a refusal by the rules is an error of kind Refused).
template<>
class Result<void>
{
public:
    Result() = default;
    Result(LedgerError error) : m_error(std::move(error))
    {
        Q_ASSERT_X(m_error.kind != LedgerError::Kind::None, "Result<void>", "a failure needs its error");
    }
    bool ok() const { return m_error.kind == LedgerError::Kind::None; }
    explicit operator bool() const { return ok(); }
    const LedgerError &error() const { return m_error; }

private:
    LedgerError m_error;
};

// What a step's target promises and allows, fixed when the step is made
// (from its target's profile, app/targets/targetprofile.h) and stored with
// it: one type for the plan, the stored step and a new operation's copy.
struct StepPolicy
{
    Capability capability = Capability::LookupOnly;
    int maxAttempts = 3;
    qint64 keyRetentionSeconds = 86400;
    qint64 settleMs = 0;
    qint64 maxExecutionMs = 0; // how long the target may still act on a request after it was sent
    bool canLookup = true;     // the target can be searched by the step's reference
    bool verifyByLookup = false; // one confirming lookup after a success
};

struct StepPlan
{
    QString kind;
    QString target;
    StepPolicy policy;
    QByteArray content; // version 1, pinned
    bool needsApproval = false;
    QString reference;  // made by the caller when the content must carry it; else the ledger makes one
    QString contentSha256; // of content; filled by prepareForIngest, else computed when written
    // Why this content cannot be sent (no recipient, no subject …), without
    // the content's own values; non-empty: the step is held before any attempt.
    QString refusal{};
    Said refusalSaid{}; // refusal, as a code
};

struct OperationPlan
{
    QString id; // the new operation's id if one is made (prepareForIngest); empty: made when written
    QString flow;
    QString intendedAction;
    QList<StepPlan> steps;
    // Rendered from the signed body by the flow's operation_key (empty: none
    // declared or not in the body): one operation per flow and business key.
    QString businessKey;
    // The flow's four_eyes: decisions on this operation a second reviewer must countersign.
    QList<DecisionAction> fourEyes{};
};

struct IncomingDelivery
{
    QString source;
    QString eventId;
    QString deliveryId;
    QString topic;
    QString signatureScheme;
    QDateTime triggeredAt;
    QByteArray payload;
    // The order's name or number as a reviewer types it, without "#" (empty:
    // the event is not about one order). Searchable; not customer data.
    QString orderRef;
    // One event + one flow = one operation: the plan of each matching flow.
    // Empty: no flow matched (the event is still counted).
    QList<OperationPlan> flows;
    // Filled by prepareForIngest; computed when written if empty.
    QByteArray eventKey;
    QString payloadSha256;
};

// Everything about a delivery that needs no ledger: its event key, digests and
// the ids a new operation would get. Intake calls it on its HTTP thread, so
// the one writer thread only writes; ingest does it for what is left empty.
void prepareForIngest(IncomingDelivery &d);

struct IngestResult
{
    bool newEvent = false;
    bool newDelivery = false;
    bool newOperation = false;
    // A new event whose body's business key belongs to an operation already:
    // it joined that one.
    bool joinedByKey = false;
    // Refused, nothing of it written (HTTP status and why): a delivery that
    // contradicts what its event's first delivery said.
    int refusedStatus = 0;
    QString refusal;
    QString operationId;  // the first flow's operation (most deliveries start one)
    QStringList operationIds;
};

// A step together with what the rules need about it, as loaded in one read.
struct StepRecord
{
    Step step;
    StepPolicy policy;
    int attemptLimit = 3; // absolute: a reviewer's retry approval raises it past policy.maxAttempts
    int unknownLookups = 0;
    QDateTime lastAttemptAt;
    QDateTime mayRunUntil;  // an earlier request may still be executing at the target until then
    QDateTime verifyDueAt;  // the confirming lookup is due (invalid: none due)
    QString verification;   // '', due, confirmed, not_found, duplicate, replay, off
    int duplicates = 0;     // records the target held for the reference (duplicate evidence)
    QString delivery;       // e-mail: '', sent, delivered, complained, bounced (from the service's events)
    QString sentTo;         // the address of the target its first attempt went to (empty: never sent)

    StepContext context(const QDateTime &now) const;
};

struct Reservation
{
    Attempt attempt;
    StepRecord step;
    ContentVersion content;
};

struct AttemptResult
{
    Outcome outcome = Outcome::Uncertain;
    int httpStatus = 0;
    QString error;
    QString targetReference;
    QString evidenceSummary;
    QString evidenceDetail; // JSON, secret-free
    bool replayed = false;
    // The target said an earlier request with this key is still executing
    // (409 key in use): it may act later, so nothing is absent before then.
    bool earlierRequestRunning = false;
    // 429: refused for the rate limit; nothing was done, and it does not use up attempts.
    bool rateLimited = false;
    Said errorSaid{};    // error, as a code
    Said evidenceSaid{}; // evidenceSummary, as a code
};

struct LookupEvidence
{
    LookupResult result = LookupResult::Unknown;
    QString targetReference;
    int httpStatus = 0;
    QString summary;
    QString detail;
    QStringList references; // every record the target returned for the reference
    // When the target answered (invalid: not known, taken as the decision's
    // time). A decision is checked against the lookup's time, not the clock's:
    // an "absent" seen before the settle window ended proves nothing later.
    QDateTime observedAt{};
    Said said{}; // summary, as a code
};

struct DecisionRequest
{
    QString operationId;
    QString reviewer;
    QString rationale;
    DecisionAction action = DecisionAction::Reconcile;
    QString adoptReference;                 // adopt
    int contentVersion = 0;                 // approve-content
    QString assignTo;                       // assign
    std::optional<QByteArray> newContent;   // new-operation: edited content of the open step
    // reconcile, adopt, confirm-not-executed: what the read-only lookup by the
    // step's reference saw just before (required where the target can be looked up)
    std::optional<LookupEvidence> lookup;
    bool confirmedNotExecuted = false;      // confirm-not-executed: the reviewer's explicit confirmation
};

// An order's name or number as a reviewer types it: "#1001", "1001" and
// " #1001 " are the same order.
QString normalisedOrderRef(const QString &text);
// The order an event is about, for the console's search: a Shopify order
// topic's "name" ("#1001") or "order_number"; empty for other events.
QString orderRefOf(const QString &topic, const class QJsonObject &payload);

// Why this content cannot be sent as a step of this kind (empty: it can).
// Content is a JSON object; a CRM task needs a subject, an e-mail a recipient
// address and a subject.
// quoteValues false: the reason names fields only, never their values (it is
// kept as evidence, and customer data never enters evidence).
QString contentProblem(const QString &kind, const QByteArray &content);
// The same as a code, naming fields and never their values: what is stored
// when content is held at creation (docs/ledger.md, "Evidence as codes").
Said contentProblemSaid(const QString &kind, const QByteArray &content);
// The edited content of a new operation's step: valid, with the new step's own
// reference (also where the old reference stood inside a text).
QByteArray rereferenced(const QByteArray &content, const QString &oldReference, const QString &newReference);
// The content with every old voucher code in its texts replaced by the new
// one (a new operation's voucher has a new code, and its e-mail names it).
QByteArray recoded(const QByteArray &content, const QList<std::pair<QString, QString>> &codes);

struct DecisionOutcome
{
    bool applied = false;
    QString reason; // the rule's wording, applied or refused
    qint64 seq = 0;
    QString newOperationId;
    bool requested = false; // four eyes: recorded as a request, nothing done yet
    // Neither applied nor requested: why. Kind Refused for the rules' or the
    // team's refusal; any other kind: the ledger failed (nothing was decided).
    LedgerError error{};
};


struct ChainVerification
{
    // What is wrong, if anything: the file itself (SQLite's integrity check),
    // the append-only guards, the chain of entries; or the ledger could not
    // be read to the end (an I/O or lock error: nothing is proven either way).
    enum class Finding { None, DamagedFile, GuardsRemoved, Chain, Unreadable, OutsideRole };
    bool ok = true;
    Finding finding = Finding::None;
    qint64 count = 0;
    qint64 firstBrokenSeq = 0;
    bool guardsRemoved = false; // reported also when the chain is broken (then in problem)
    QString problem;
    QString headHash;
};

// A mail service's event about an e-mail it accepted (delivered, bounced …),
// attached as evidence to the step that carries its message id.
struct DeliveryEvent
{
    QString target;    // the target profile the event came for
    QString messageId; // the service's id of the e-mail
    QString eventId;   // the service's id of the event (dedupes a repeat)
    QString status;    // sent, delivered, complained, bounced
    QDateTime observedAt;
    QString summary;   // secret-free, no address
    Said said{};       // summary, as a code
};
// Personal data (docs/personal-data.md): what of an operation was removed,
// when and why. kind: signed_body (the event's body), content (rendered
// content versions, a countersign request's edited content), evidence_detail
// (what targets answered, beyond the summary). policy: "retention" (the
// configuration's periods), "erasure" (a reviewer's request), or a Shopify
// compliance topic ("customers/redact", "shop/redact").
struct PersonalDataRemoval
{
    QString operationId; // empty: an event no operation came of
    QString kind;
    QString policy;
    QDateTime removedAt;
    qint64 rows = 0;
    qint64 bytes = 0;
    qint64 decisionSeq = 0; // the erasure's chain entry (0: none, retention)
};

// How long each kind of personal data is kept after its operation is
// resolved (completed or abandoned), in days; 0: not removed by age.
struct RetentionPolicy
{
    int signedBodiesDays = 30;
    int contentDays = 90;
    int evidenceDetailsDays = 90;
};

// The operations one customer's data is in, found by the digest of an
// identifier (docs/personal-data.md, "Finding one customer").
struct SubjectMatch
{
    QStringList operations; // every one, those made from them for a new approved operation included
    QStringList unresolved; // of them, neither completed nor abandoned: not erased
    QList<qint64> events;   // the events naming the customer
};

// A Shopify compliance webhook the service carries out (docs/personal-data.md).
struct PrivacyRequest
{
    qint64 id = 0;
    qint64 eventRef = 0;
    QString topic; // customers/redact, shop/redact, customers/data_request
    QString shop;
    QByteArray payload; // the request's signed body (empty once removed)
    QDateTime receivedAt;
    QString outcome; // what happened so far (empty: nothing yet)
};

struct ErasureResult
{
    QString erasureId;      // the chain entry's operation column: one id for the whole erasure
    qint64 decisionSeq = 0;
    SubjectMatch match;
    qint64 rows = 0;
    qint64 bytes = 0;
};

// Kept: no step carries its message id yet; kept, and attached to the step
// as soon as one does (StepStore::attachEarlyDeliveryEvents).
enum class DeliveryEventResult { Recorded, Duplicate, Kept };

// Counts over one time bucket, for the dashboard (docs/design.md rule 9, over time).
struct MetricsBucket
{
    QDateTime start;
    qint64 events = 0;
    qint64 deliveries = 0;
    qint64 attempts = 0;
    qint64 confirmedEffects = 0;
    qint64 unresolvedAtEnd = 0; // held at the bucket's end
    qint64 recoveryMedianMs = -1; // holds resolved inside the bucket
    qint64 recoveryP90Ms = -1;
    qint64 heldDuring = 0;      // held at any time in the bucket (a hold resolved inside it too)
};

struct OperationFilter
{
    std::optional<OperationState> state; // nullopt: all
    QString search;                       // id, event id, delivery id or target reference
    QString afterId;                      // keyset paging: rows after (or, descending, before) this id
    int offset = 0;                       // when no neighbouring id is known
    int limit = 200;
    bool descending = false;              // by id: newest first
    std::optional<HoldReason> holdReason{}; // only operations whose open step is held for this reason
    bool waitingForCountersign = false;     // only operations whose request waits for a second reviewer
};

// A page of operations together with the number of rows its filter matches,
// read in one transaction so the two agree.
struct OperationPage
{
    QList<Operation> rows;
    qint64 total = 0;
};

// One time an operation was held: why, and the decision that ended it.
struct HoldRecord
{
    HoldReason reason = HoldReason::None;
    QDateTime heldAt;
    QDateTime resolvedAt;   // invalid: still held
    qint64 resolvedBySeq = 0; // the ledger entry that ended it (0: none, or not by a decision)
};

// A reviewer looking at an operation to decide on it (docs/console.md, "Who
// holds what"): taken when a decision dialog opens, released when it closes,
// run out after ReviewClaim::Lasts otherwise. It changes nothing a step does;
// a second reviewer is told before deciding.
struct ReviewClaim
{
    QString operationId;
    QString reviewer; // the name decisions are recorded under
    QString login;    // the signed-in login on a team ledger
    QDateTime since;
    QDateTime until;
    static constexpr qint64 LastsMs = 5 * 60 * 1000;
    bool liveAt(const QDateTime &now) const { return until.isValid() && now < until; }
};

// An alert about operations held longer than a set time (docs/alerts.md):
// which holds, why; never what the operations are about.
struct HoldAlertItem
{
    QString operationId;
    HoldReason reason = HoldReason::None;
    QDateTime heldSince;
    bool resolvedSince = false; // resolved after the alert was made (it still names it: every try says the same)
};
struct HoldAlert
{
    QString alertId; // the webhook-id: the same on every try of this alert
    QDateTime createdAt; // when the holds were found held too long: the alert's event time
    int attempt = 0; // 1 on the first try
    QList<HoldAlertItem> items; // the holds it was made with, in a fixed order
    bool allResolved() const
    {
        return std::all_of(items.cbegin(), items.cend(), [](const HoldAlertItem &i) { return i.resolvedSince; });
    }
};

// A customers/data_request carried out, to be told to a person as the alerts
// are (docs/alerts.md): the shop, Shopify's number of the request and where
// its access export is — never whom it is about.
struct PrivacyNotice
{
    QString noticeId; // the webhook-id: the same on every try of this notice
    qint64 requestId = 0; // privacy_requests.id
    QString shop;
    QString shopRequestId; // data_request.id in Shopify's payload
    QString exportFile;
    QDateTime doneAt; // when the export was written: the notice's event time
    int attempt = 0; // 1 on the first try
};

// A caller told that its operation came to rest (docs/api.md): one per rest,
// the same webhook-id and bytes on every try.
struct CallerCallback
{
    QString webhookId;
    QString caller;
    QString operationId;
    QString flow;
    QString state; // as the API names it: completed, held, awaiting_approval, abandoned
    QDateTime restedAt; // when the operation came to this state: the event's time
    int attempt = 0; // 1 on the first try
};

// The queues' counts: operations per state, and held ones per reason.
struct QueueCounts
{
    QHash<OperationState, qint64> byState;
    QHash<HoldReason, qint64> heldByReason;
    qint64 waitingForCountersign = 0; // requests waiting for a second reviewer
    QHash<QString, qint64> waitingByRequester; // the same, by the name that made each request
};

} // namespace rl::models
