// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "domain.h"
#include "steprules.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <functional>
#include <memory>
#include <optional>
#include <unordered_map>

namespace rl::models {

class SqlDialect;

struct LedgerError
{
    enum class Kind { None, Missing, Locked, ReadOnly, Corrupt, TooNew, NeedsMigration, Refused, Other };
    Kind kind = Kind::None;
    QString message; // one line, for a person
    explicit operator bool() const { return kind != Kind::None; }
};

struct StepPlan
{
    QString kind;
    QString target;
    Capability capability = Capability::LookupOnly;
    int maxAttempts = 3;
    qint64 keyRetentionSeconds = 86400;
    qint64 settleMs = 0;
    qint64 maxExecutionMs = 0; // how long the target may still act on a request after it was sent
    bool canLookup = true;     // the target can be searched by the step's reference
    bool verifyByLookup = false; // one confirming lookup after a success
    QByteArray content; // version 1, pinned
    bool needsApproval = false;
    QString reference;  // made by the caller when the content must carry it; else the ledger makes one
    QString contentSha256; // of content; filled by prepareForIngest, else computed when written
};

struct OperationPlan
{
    QString id; // the new operation's id if one is made (prepareForIngest); empty: made when written
    QString flow;
    QString intendedAction;
    QList<StepPlan> steps;
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
    QString operationId;  // the first flow's operation (most deliveries start one)
    QStringList operationIds;
};

// A step together with what the rules need about it, as loaded in one read.
struct StepRecord
{
    Step step;
    Capability capability = Capability::LookupOnly;
    int attemptLimit = 3;
    int maxAttempts = 3;
    qint64 keyRetentionSeconds = 86400;
    qint64 settleMs = 0;
    int unknownLookups = 0;
    QDateTime lastAttemptAt;
    qint64 maxExecutionMs = 0;
    QDateTime mayRunUntil;  // an earlier request may still be executing at the target until then
    bool canLookup = true;
    bool verifyByLookup = false;
    QDateTime verifyDueAt;  // the confirming lookup is due (invalid: none due)
    QString verification;   // '', due, confirmed, not_found, duplicate, replay, off
    int duplicates = 0;     // records the target held for the reference (duplicate evidence)
    QString delivery;       // e-mail: '', sent, delivered, complained, bounced (from the service's events)

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
};

struct LookupEvidence
{
    LookupResult result = LookupResult::Unknown;
    QString targetReference;
    int httpStatus = 0;
    QString summary;
    QString detail;
    QStringList references; // every record the target returned for the reference
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

// Why this content cannot be sent as a step of this kind (empty: it can).
// Content is a JSON object; a CRM task needs a subject, an e-mail a recipient
// address and a subject.
QString contentProblem(const QString &kind, const QByteArray &content);
// The edited content of a new operation's step: valid, with the new step's own
// reference (also where the old reference stood inside a text).
QByteArray rereferenced(const QByteArray &content, const QString &oldReference, const QString &newReference);

struct DecisionOutcome
{
    bool applied = false;
    QString reason; // the rule's wording, applied or refused
    qint64 seq = 0;
    QString newOperationId;
};


struct ChainVerification
{
    bool ok = true;
    qint64 count = 0;
    qint64 firstBrokenSeq = 0;
    QString problem;
    QString headHash;
};

// Counts over one time bucket, for the dashboard (DESIGN.md rule 9, over time).
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
};

struct OperationFilter
{
    std::optional<OperationState> state; // nullopt: all
    QString search;                       // id, event id, delivery id or target reference
    QString afterId;                      // keyset paging: rows after (or, descending, before) this id
    int offset = 0;                       // when no neighbouring id is known
    int limit = 200;
    bool descending = false;              // by id: newest first
};

// One ledger connection. Use it from the thread that opened it; another thread
// opens its own Ledger on the same location (one named connection per thread).
class Ledger final
{
    Q_DECLARE_TR_FUNCTIONS(Ledger)
public:
    enum class OpenMode { CreateOrMigrate, ExistingOnly };

    static constexpr int SchemaVersion = 3;

    // location: a file path, or postgresql://user:pass@host:port/db
    static std::unique_ptr<Ledger> open(const QString &location, OpenMode mode, LedgerError *error);
    ~Ledger();
    Q_DISABLE_COPY_MOVE(Ledger)

    const LedgerError &lastError() const { return m_error; }
    QString location() const { return m_location; }
    QString driverName() const;
    // True when intake's inserts use SQLite's C API on this connection (see writestatements.h).
    bool nativeWrites() const;
    // SQLite: a thread of its own (with its own connection, every 100 ms,
    // passively) copies the WAL into the database file, so this connection's
    // commits rarely wait for that copy and its fsync. For a connection that
    // writes much (intake). No-op elsewhere.
    void checkpointInBackground();
    // One passive WAL checkpoint now; false when it could not run.
    bool checkpoint();
    int schemaVersion();
    // True when another connection committed since the last call (SQLite data_version).
    bool changedSinceLastCheck();

    // Intake: delivery, event and operation in one transaction.
    std::optional<IngestResult> ingest(const IncomingDelivery &delivery, const QDateTime &now);
    std::optional<QList<IngestResult>> ingestBatch(const QList<IncomingDelivery> &deliveries, const QDateTime &now);

    // Runner
    QList<qint64> runnableSteps(const QDateTime &now, int limit);
    QList<qint64> uncertainSteps(int limit);
    QList<qint64> expiredReservations(const QDateTime &now, int limit);
    // Atomic claim (compare-and-set in one transaction). nullopt: lost, or refused.
    // fingerprint: of the exact request about to be sent under the step's key
    // (empty: of the reference and the pinned content). A fingerprint that
    // differs from the first attempt's under the same key is refused.
    using FingerprintOf = std::function<QString(const QString &reference, const QByteArray &content)>;
    std::optional<Reservation> reserve(qint64 stepRowId, const QString &worker, qint64 leaseMs,
                                       const QDateTime &now, bool protectedRetry = false,
                                       const FingerprintOf &fingerprintOf = {});
    bool finishAttempt(const QString &attemptId, const AttemptResult &result, qint64 backoffMs, const QDateTime &now);
    bool expireReservation(qint64 stepRowId, const QDateTime &now);
    bool recordLookup(qint64 stepRowId, const LookupEvidence &evidence, const QDateTime &now);
    // An uncertain step nothing can settle automatically goes to a reviewer.
    bool holdUncertain(qint64 stepRowId, const QDateTime &now);
    // The one confirming lookup after a success (DESIGN.md rule 11).
    QList<qint64> stepsDueForVerification(const QDateTime &now, int limit);
    bool recordVerification(qint64 stepRowId, const LookupEvidence &evidence, const QDateTime &now);
    // The fingerprint of the first attempt under the step's key (empty: none yet).
    QString firstFingerprint(qint64 stepRowId);

    // Reviewers
    DecisionOutcome decide(const DecisionRequest &request, const QDateTime &now);
    // Dry run for the console: would this decision be allowed, and why not?
    Transition check(const QString &operationId, DecisionAction action, const QDateTime &now);

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
    };
    enum class DeliveryEventResult { Recorded, Duplicate, NoSuchStep };
    std::optional<DeliveryEventResult> recordDeliveryEvent(const DeliveryEvent &event);

    // Probes of the targets' declared capabilities
    bool recordProbe(const ProbeRecord &probe);
    // The newest probe of each target, by target name; nullopt: the read failed.
    std::optional<QList<ProbeRecord>> latestProbes();

    // Reads
    std::optional<Operation> operation(const QString &id);
    QList<Operation> operations(const OperationFilter &filter);
    QHash<OperationState, qint64> operationCountsByState();
    QList<StepRecord> steps(const QString &operationId);
    std::optional<StepRecord> step(qint64 stepRowId);
    QList<Attempt> attempts(const QString &operationId);
    QList<Evidence> evidence(const QString &operationId);
    QList<ContentVersion> contentVersions(const QString &operationId);
    std::optional<ContentVersion> contentVersion(qint64 stepRowId, int version);
    QList<Decision> decisions(const QString &operationId = {});
    std::optional<Event> event(qint64 rowId);
    Counts counts();
    QList<MetricsBucket> metrics(const QDateTime &from, const QDateTime &to, qint64 bucketSeconds);
    ChainVerification verifyChain();

    // The canonical bytes a decision's hash covers (documented for auditors).
    static QByteArray canonicalEncoding(const Decision &d);
    static QString chainHash(const Decision &d);

private:
    Ledger(QString location, QString connectionName);
    bool configure(OpenMode mode);
    bool migrate();
    bool beginWrite();
    bool commit();
    void rollback();
    bool fail(const class QSqlError &e, const QString &what);
    bool refreshOperation(const QString &operationId, const QDateTime &now, qint64 decisionSeq);
    qint64 appendDecision(Decision d);
    std::optional<Operation> readOperation(class QSqlQuery &q);
    QList<StepContext> contexts(const QString &operationId, const QDateTime &now);
    bool applyStepTransition(const StepRecord &rec, const Transition &t, const QDateTime &now);
    // One row of evidence; a lookup that found several records adds one
    // 'duplicate' row per record after its own row.
    bool appendEvidence(qint64 stepRowId, const QString &attemptId, const QString &kind, const QDateTime &now,
                        const QString &result, const QString &targetReference, int httpStatus, const QString &summary,
                        const QString &detail);
    bool appendLookupEvidence(qint64 stepRowId, const QString &kind, const LookupEvidence &e, const QDateTime &now);
    std::optional<IngestResult> ingestOne(const IncomingDelivery &delivery, const QDateTime &now, const QString &nowIso);
    QString createOperation(const QString &triggerKey, qint64 eventRowId, const OperationPlan &plan,
                            const QString &createdBy, bool approvedByCreator, const QString &supersedes,
                            const QDateTime &now);

    // A prepared statement kept for this connection; re-bound and re-run on each use.
    QSqlQuery &statement(const QString &sql);

    QString m_location;
    QString m_connectionName;
    std::unordered_map<QString, std::unique_ptr<class QSqlQuery>> m_statements;
    std::unique_ptr<class WriteStatements> m_writes; // intake's inserts (see writestatements.h)
    std::unique_ptr<class WalCheckpointer> m_checkpointer;
    QSqlDatabase m_db;
    std::unique_ptr<SqlDialect> m_dialect;
    LedgerError m_error;
    qint64 m_dataVersion = -1;
};

} // namespace rl::models
