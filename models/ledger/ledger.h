// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkpoint.h"
#include "continuity.h"
#include "ledgerclock.h"
#include "ledgertypes.h"

#include <QJsonObject>
#include <atomic>
#include <memory>

namespace rl::models {

class LedgerConnection;
class LedgerReader;
class StepStore;
class IntakeStore;
class RunnerQueue;
class DecisionLog;
class Decisions;
class HoldAlerts;
class Team;
class Continuity;
class ReviewClaims;
class PersonalDataStore;

// The ledger as one object, for the runner, intake and runledgerctl: each
// call goes to the part that owns it (connection.h, schema.h, intakestore.h,
// stepstore.h, runnerqueue.h, decisions.h, decisionlog.h, reader.h).
//
// One ledger connection. Use it from the thread that opened it; another thread
// opens its own Ledger on the same location (one named connection per thread).
class Ledger final
{
    Q_DECLARE_TR_FUNCTIONS(Ledger)
public:
    // CreateOrMigrate makes a ledger where there is no file yet; only
    // Initialise (runledgerctl init) also makes one of an existing empty file.
    // A file that holds anything but a ledger is never touched.
    // ReadOnly: an existing ledger at its current schema, never written to.
    // CreateOnly: a new ledger is created; an existing one at an older schema
    // is refused (NeedsMigration) rather than migrated, as serve opens one.
    enum class OpenMode { CreateOrMigrate, ExistingOnly, Initialise, ReadOnly, CreateOnly };

    static constexpr int SchemaVersion = 23; // Schema::Version

    // location: a file path, or postgresql://user:pass@host:port/db
    static std::unique_ptr<Ledger> open(const QString &location, OpenMode mode, LedgerError *error);
    ~Ledger();
    Q_DISABLE_COPY_MOVE(Ledger)

    const LedgerError &lastError() const;
    QString location() const;
    QString driverName() const;
    // True when intake's inserts use SQLite's C API on this connection (see writestatements.h).
    bool nativeWrites() const;
    // SQLite: a thread of its own (with its own connection, every 100 ms,
    // passively) copies the WAL into the database file, so this connection's
    // commits rarely wait for that copy and its fsync. For a connection that
    // writes much (intake). No-op elsewhere.
    void checkpointInBackground();
    // One passive WAL checkpoint now, or why it could not run.
    Result<void> checkpoint();
    int schemaVersion();
    // True when another connection committed since the last call (SQLite data_version).
    Result<bool> changedSinceLastCheck();

    // Team mode (PostgreSQL LISTEN/NOTIFY): wakes a console or a runner when
    // another process changed something, instead of polling. The channels:
    // Changed (anything a console shows), Work (steps may have become runnable).
    enum class Channel { Changed, Work };
    // onNotify runs on this connection's thread (it needs an event loop).
    // false: the ledger has no notifications (SQLite: poll data_version).
    bool listen(Channel channel, std::function<void()> onNotify);
    // Tells every listener; a no-op without notifications. Cheap, but each
    // call is a tiny transaction: callers send at most a few per second.
    void notify(Channel channel);
    // The notification connection still answers (false: fall back to polling).
    bool connectionAlive();
    // The file or its write-ahead log deleted or replaced under this connection (empty: fine).
    QString fileProblem();
    // Why copying the WAL into the ledger in the background last failed
    // (SQLite; empty while it works).
    QString checkpointFailure();
    // SQLite's quick_check of every page, on a connection of its own (it reads
    // the whole file: seconds on a large ledger; run it off any thread that
    // must answer). Empty: sound.
    // cancel, when set, stops the check early (it then reports nothing).
    static QString quickCheck(const QString &location, const std::atomic<bool> *cancel = nullptr);

    // The ledger's clock (ledgerclock.h, docs/ledger.md "One clock"): every
    // moment a rule compares comes from it, the database's on PostgreSQL.
    QDateTime now();
    // How far this machine's clock is from it (zero on SQLite).
    ClockReading clockReading();

    // Intake's step references are keyed digests of the business action
    // (ids.h, stepReference): this ledger's key for them.
    Result<QByteArray> referenceKey();
    // Backups and restores (continuity.h, docs/ledger.md "Backups and restores").
    Result<BackupMarker> backupTo(const QString &out, const QString &madeBy);
    Result<std::pair<QString, BackupMarker>> beginBackupSnapshot(const QString &madeBy);
    void endBackupSnapshot();
    Result<QString> backupMarkerStatement(const BackupMarker &marker);
    // Done by every writer that opens the ledger; here for the restore command.
    Result<std::optional<RestoreRecord>> recogniseRestore(const QString &by, qint64 lookupsForSecs = Continuity::DefaultLookupsForSecs);
    Result<std::optional<RestoreRecord>> latestRestore();

    // Who is looking at an operation to decide on it (ledgertypes.h,
    // ReviewClaim): the claim in force after asking (another reviewer's, if
    // theirs is live), released again, and read.
    Result<ReviewClaim> claimForReview(const QString &operationId, const QString &reviewer, const QDateTime &now);
    Result<void> releaseReviewClaim(const QString &operationId, const QString &reviewer);
    Result<std::optional<ReviewClaim>> reviewClaim(const QString &operationId, const QDateTime &now);

    // The parts, for code that wants their results as values (Result<T>).
    LedgerReader &reader() { return *m_reader; }
    // Who decides on this ledger, and the team (team.h, docs/team-setup.md).
    Team &team();

    // Intake: delivery, event and operation in one transaction.
    Result<IngestResult> ingest(const IncomingDelivery &delivery, const QDateTime &now);
    Result<QList<IngestResult>> ingestBatch(const QList<IncomingDelivery> &deliveries, const QDateTime &now);

    // Runner
    Result<QList<qint64>> runnableSteps(const QDateTime &now, int limit);
    Result<QList<qint64>> uncertainSteps(int limit);
    Result<QList<qint64>> expiredReservations(const QDateTime &now, int limit);
    // Atomic claim (compare-and-set in one transaction). An error of kind
    // Refused: another worker won, or the step rules refused it.
    // fingerprint: of the exact request about to be sent under the step's key
    // (empty: of the reference and the pinned content). A fingerprint that
    // differs from the first attempt's under the same key is refused.
    using FingerprintOf = std::function<QString(const QString &reference, const QByteArray &content)>;
    // sentTo: the address of the target the request goes to (recorded with
    // the first attempt; another address later is refused).
    Result<Reservation> reserve(qint64 stepRowId, const QString &worker, qint64 leaseMs, const QDateTime &now,
                                bool protectedRetry = false, const FingerprintOf &fingerprintOf = {},
                                const QString &sentTo = {});
    // A batch of claims in one transaction (RunnerQueue::claim): on
    // PostgreSQL runners skip each other's rows instead of waiting on them.
    struct ClaimTerms
    {
        qint64 leaseMs = 0;
        FingerprintOf fingerprintOf;
        QString sentTo;
    };
    using TermsFor = std::function<std::optional<ClaimTerms>(const StepRecord &)>;
    Result<QList<Reservation>> claim(const QString &worker, int limit, const QDateTime &now, const TermsFor &termsFor);
    // Folds PostgreSQL's queue-count deltas together (one process at a time;
    // the others skip it). No-op on SQLite.
    Result<void> compactCounts();
    Result<void> finishAttempt(const QString &attemptId, const AttemptResult &result, qint64 backoffMs, const QDateTime &now);
    Result<void> expireReservation(qint64 stepRowId, const QDateTime &now);
    Result<void> recordLookup(qint64 stepRowId, const LookupEvidence &evidence, const QDateTime &now);
    // An uncertain step nothing can settle automatically goes to a reviewer.
    Result<void> holdUncertain(qint64 stepRowId, const QDateTime &now);
    // The one confirming lookup after a success (docs/design.md rule 11).
    Result<QList<qint64>> stepsDueForVerification(const QDateTime &now, int limit);
    Result<void> recordVerification(qint64 stepRowId, const LookupEvidence &evidence, const QDateTime &now);
    // The fingerprint of the first attempt under the step's key (empty: none yet).
    Result<QString> firstFingerprint(qint64 stepRowId);

    // Reviewers
    DecisionOutcome decide(const DecisionRequest &request, const QDateTime &now);
    // Dry run for the console: would this decision be allowed, and why not?
    // A read that failed is an error, never a refusal (an unknown operation is one).
    Result<Transition> check(const QString &operationId, DecisionAction action, const QDateTime &now);

    using DeliveryEvent = models::DeliveryEvent;
    using DeliveryEventResult = models::DeliveryEventResult;
    Result<DeliveryEventResult> recordDeliveryEvent(const DeliveryEvent &event);

    // Personal data (docs/personal-data.md). The digest the ledger keeps of
    // an identifier (Subjects::emailIdentifier …).
    Result<QString> subjectDigest(const QString &identifier);
    // Indexes the subjects of up to `limit` new events: how many.
    Result<int> indexSubjects(int limit);
    Result<SubjectMatch> findSubject(const QStringList &identifiers);
    Result<SubjectMatch> findShop(const QString &shopDomain);
    Result<QList<PersonalDataRemoval>> applyRetention(const RetentionPolicy &policy, const QDateTime &now, int limit);
    // One erasure, recorded in the chain by the named reviewer (on a team
    // ledger: the signed-in member); refused while an operation is
    // unresolved or the rationale holds an address or a phone number. On
    // SQLite the write-ahead log is cut back after it, so the removed bytes
    // are in no file of the ledger's (walCleared says whether that worked).
    struct Erased
    {
        ErasureResult result;
        bool walCleared = false;
    };
    // byService: the service carries out a shop's request (a Shopify
    // compliance webhook) under the shop's name, not a team member's.
    Result<Erased> erase(const SubjectMatch &match, const QString &subjectDigest, const QString &reviewer, const QString &rationale,
                         const QString &policy, const QDateTime &now, bool byService = false);
    Result<QList<PrivacyRequest>> openPrivacyRequests(const QStringList &topics, int limit);
    Result<void> notePrivacyRequest(qint64 id, const QString &outcome, bool done, qint64 decisionSeq, const QDateTime &now);
    // Where a data request's access export was written (and Shopify's number of the request).
    Result<void> notePrivacyExport(qint64 id, const QString &file, const QString &shopRequestId);
    Result<QList<PersonalDataRemoval>> personalDataRemovals(const QString &operationId);
    Result<QMap<QString, std::pair<qint64, qint64>>> personalDataRemovedTotals();
    Result<QJsonObject> exportSubject(const SubjectMatch &match);
    // Delivery events kept before their e-mail's message id was known,
    // attached to the step that carries it now (at most `limit`): how many.
    Result<int> attachEarlyDeliveryEvents(const QDateTime &now, int limit);

    // Probes of the targets' declared capabilities
    Result<void> recordProbe(const ProbeRecord &probe);
    // The newest probe of each target, by target name.
    Result<QList<ProbeRecord>> latestProbes();

    // Reads
    Result<Operation> operation(const QString &id);
    Result<QList<Operation>> operations(const OperationFilter &filter);
    Result<QHash<OperationState, qint64>> operationCountsByState();
    Result<QList<StepRecord>> steps(const QString &operationId);
    Result<StepRecord> step(qint64 stepRowId);
    Result<QList<Attempt>> attempts(const QString &operationId);
    Result<QList<Evidence>> evidence(const QString &operationId);
    Result<QList<ContentVersion>> contentVersions(const QString &operationId);
    Result<ContentVersion> contentVersion(qint64 stepRowId, int version);
    Result<QList<Decision>> decisions(const QString &operationId = {});
    Result<Event> event(qint64 rowId);
    Result<Counts> counts();
    Result<QList<MetricsBucket>> metrics(const QDateTime &from, const QDateTime &to, qint64 bucketSeconds);
    ChainVerification verifyChain();
    Result<void> recordCheckpoint(const Checkpoint &c);
    Result<std::optional<Checkpoint>> lastCheckpoint();
    // The configurations the ledger was run with (flows and targets, never a
    // secret; docs/design.md rule 13): recorded when it differs from the
    // latest (by its SHA-256), and the latest as recorded (empty: none).
    Result<void> recordConfiguration(const QByteArray &json, const QDateTime &now);
    Result<QByteArray> latestConfiguration();
    Result<QByteArray> pinnedCheckpointKey();

    // Alerts about long holds (holdalerts.h).
    // An empty optional: nothing to send now (never a failed read).
    Result<std::optional<HoldAlert>> claimHoldAlert(const QString &worker, const QDateTime &heldBefore,
                                                    const QDateTime &claimUntil, const QDateTime &now);
    Result<void> markHoldAlertSent(const QString &alertId, const QDateTime &now);
    Result<void> retryHoldAlertAt(const QString &alertId, const QDateTime &at);
    // customers/data_request answers, told as the alerts are (docs/alerts.md).
    Result<std::optional<PrivacyNotice>> claimPrivacyNotice(const QString &worker, const QDateTime &claimUntil, const QDateTime &now);
    Result<void> markPrivacyNoticeSent(qint64 requestId, const QDateTime &now);
    Result<void> retryPrivacyNoticeAt(qint64 requestId, const QDateTime &at);
    // Callers told when their operations come to rest (docs/api.md).
    Result<int> findCallerRests(const QStringList &callers, const QDateTime &changedSince, const QDateTime &now);
    Result<std::optional<CallerCallback>> claimCallback(const QStringList &callers, const QDateTime &claimUntil, const QDateTime &now);
    Result<void> markCallbackSent(const QString &webhookId, const QDateTime &now);
    Result<void> retryCallbackAt(const QString &webhookId, const QDateTime &at);

    // The canonical bytes a decision's hash covers (documented for auditors).
    static QByteArray canonicalEncoding(const Decision &d);
    static QString chainHash(const Decision &d);

private:
    explicit Ledger(std::unique_ptr<LedgerConnection> c);
    // Every public call starts without the error an earlier one left.
    LedgerConnection &fresh();

    std::unique_ptr<LedgerConnection> m_c;
    std::unique_ptr<LedgerReader> m_reader;
    std::unique_ptr<StepStore> m_steps;
    std::unique_ptr<IntakeStore> m_intake;
    std::unique_ptr<RunnerQueue> m_queue;
    std::unique_ptr<DecisionLog> m_log;
    std::unique_ptr<Decisions> m_decisions;
    std::unique_ptr<HoldAlerts> m_alerts;
    std::unique_ptr<Team> m_team;
    std::unique_ptr<Continuity> m_continuity;
    std::unique_ptr<ReviewClaims> m_claims;
    std::unique_ptr<PersonalDataStore> m_personal;
};

} // namespace rl::models
