// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger.h"

#include "connection.h"
#include "continuity.h"
#include "reviewclaims.h"
#include "personaldata.h"
#include "personaldatastore.h"
#include "decisionchain.h"
#include "decisionlog.h"
#include "decisions.h"
#include "holdalerts.h"
#include "intakestore.h"
#include "reader.h"
#include "runnerqueue.h"
#include "schema.h"
#include "sqldialect.h"
#include "stepstore.h"
#include "team.h"
#include "writestatements.h"

#include <QSqlDriver>
#include <sqlite3.h>

namespace rl::models {

namespace {
// The parts answer a bool or an optional and leave the reason on the
// connection; the ledger hands it back as the other half of the value.
Result<void> written(bool ok, const LedgerConnection &c)
{
    if (ok)
        return {};
    return c.failure();
}

template<typename T>
Result<T> valueOr(std::optional<T> value, const LedgerConnection &c)
{
    if (value)
        return std::move(*value);
    return c.failure();
}

} // namespace

static_assert(Ledger::SchemaVersion == Schema::Version);

Ledger::Ledger(std::unique_ptr<LedgerConnection> c)
    : m_c(std::move(c))
    , m_reader(std::make_unique<LedgerReader>(*m_c))
    , m_steps(std::make_unique<StepStore>(*m_c, *m_reader))
    , m_intake(std::make_unique<IntakeStore>(*m_c, m_steps.get()))
    , m_queue(std::make_unique<RunnerQueue>(*m_c, *m_reader, *m_steps))
    , m_log(std::make_unique<DecisionLog>(*m_c))
    , m_decisions(std::make_unique<Decisions>(*m_c, *m_reader, *m_steps, *m_intake, *m_log))
    , m_alerts(std::make_unique<HoldAlerts>(*m_c))
    , m_team(std::make_unique<Team>(*m_c))
    , m_continuity(std::make_unique<Continuity>(*m_c, *m_reader, *m_steps))
    , m_claims(std::make_unique<ReviewClaims>(*m_c))
    , m_personal(std::make_unique<PersonalDataStore>(*m_c, *m_reader, *m_log))
{
}

Result<ReviewClaim> Ledger::claimForReview(const QString &operationId, const QString &reviewer, const QDateTime &now)
{
    LedgerConnection &c = fresh();
    const auto who = m_team->identity();
    if (!who)
        return who.error();
    c.clearError();
    // On a team ledger the member's name, as the decision will record it.
    const QString name = who->enforced && !who->displayName.isEmpty() ? who->displayName : reviewer;
    return valueOr(m_claims->take(operationId, name, who->login, now), c);
}

Result<void> Ledger::releaseReviewClaim(const QString &operationId, const QString &reviewer)
{
    LedgerConnection &c = fresh();
    return written(m_claims->release(operationId, reviewer), c);
}

Result<std::optional<ReviewClaim>> Ledger::reviewClaim(const QString &operationId, const QDateTime &now)
{
    LedgerConnection &c = fresh();
    return valueOr(m_claims->of(operationId, now), c);
}

QDateTime Ledger::now() { return m_c->clock().now(); }
ClockReading Ledger::clockReading() { return m_c->clock().reading(); }

Result<QByteArray> Ledger::referenceKey()
{
    LedgerConnection &c = fresh();
    return valueOr(m_continuity->referenceKey(), c);
}

Result<BackupMarker> Ledger::backupTo(const QString &out, const QString &madeBy)
{
    LedgerConnection &c = fresh();
    return valueOr(m_continuity->backupTo(out, c.clock().now(), madeBy), c);
}

Result<std::pair<QString, BackupMarker>> Ledger::beginBackupSnapshot(const QString &madeBy)
{
    LedgerConnection &c = fresh();
    return valueOr(m_continuity->beginSnapshot(madeBy), c);
}

void Ledger::endBackupSnapshot() { m_continuity->endSnapshot(); }

Result<QString> Ledger::backupMarkerStatement(const BackupMarker &marker)
{
    LedgerConnection &c = fresh();
    return valueOr(m_continuity->markerStatement(marker), c);
}

Result<std::optional<RestoreRecord>> Ledger::recogniseRestore(const QString &by, qint64 lookupsForSecs)
{
    LedgerConnection &c = fresh();
    return valueOr(m_continuity->recogniseRestore(c.clock().now(), by, lookupsForSecs), c);
}

Result<std::optional<RestoreRecord>> Ledger::latestRestore()
{
    LedgerConnection &c = fresh();
    return valueOr(m_continuity->latestRestore(), c);
}

Team &Ledger::team()
{
    m_c->clearError();
    return *m_team;
}

Ledger::~Ledger() = default;

std::unique_ptr<Ledger> Ledger::open(const QString &location, OpenMode mode, LedgerError *error)
{
    auto c = LedgerConnection::open(location, mode == OpenMode::ExistingOnly || mode == OpenMode::ReadOnly, error,
                                    mode == OpenMode::Initialise, mode == OpenMode::ReadOnly);
    if (!c)
        return nullptr;
    const bool mayCreate = mode != OpenMode::ExistingOnly && mode != OpenMode::ReadOnly;
    if (!Schema::prepare(*c, mayCreate, mayCreate && mode != OpenMode::CreateOnly)) {
        if (error)
            *error = c->error();
        return nullptr;
    }
    c->clearError();
    std::unique_ptr<Ledger> ledger(new Ledger(std::move(c)));
    // A restored backup is recognised by the first writer that opens it
    // (docs/ledger.md, "Backups and restores"); a login that may not record
    // it (a team member's) leaves it to the service.
    if (mode != OpenMode::ReadOnly) {
        const auto restored = ledger->recogniseRestore(QStringLiteral("runledger"));
        if (!restored && restored.error().kind != LedgerError::Kind::Refused) {
            if (error)
                *error = restored.error();
            return nullptr;
        }
        ledger->m_c->clearError();
    }
    return ledger;
}

LedgerConnection &Ledger::fresh()
{
    m_c->clearError();
    return *m_c;
}

const LedgerError &Ledger::lastError() const { return m_c->error(); }
QString Ledger::location() const { return m_c->location(); }
QString Ledger::driverName() const { return m_c->db().driverName(); }
bool Ledger::nativeWrites() const { return m_c->writes().native(); }
void Ledger::checkpointInBackground() { fresh().checkpointInBackground(); }
Result<void> Ledger::checkpoint()
{
    LedgerConnection &c = fresh();
    return written(c.checkpoint(), c);
}
int Ledger::schemaVersion() { return Schema::version(fresh()); }
Result<bool> Ledger::changedSinceLastCheck()
{
    LedgerConnection &c = fresh();
    return valueOr(c.changedSinceLastCheck(), c);
}

namespace {
QString channelName(Ledger::Channel c)
{
    return c == Ledger::Channel::Work ? QStringLiteral("runledger_work") : QStringLiteral("runledger_changed");
}
} // namespace

bool Ledger::listen(Channel channel, std::function<void()> onNotify)
{
    LedgerConnection &c = fresh();
    QSqlDriver *driver = c.db().driver();
    if (c.isSqlite() || !driver->hasFeature(QSqlDriver::EventNotifications))
        return false;
    const QString name = channelName(channel);
    if (!driver->subscribeToNotification(name))
        return false;
    QObject::connect(driver, &QSqlDriver::notification, driver,
                     [name, onNotify = std::move(onNotify)](const QString &which, QSqlDriver::NotificationSource, const QVariant &) {
                         if (which == name)
                             onNotify();
                     });
    return true;
}

void Ledger::notify(Channel channel)
{
    LedgerConnection &c = fresh();
    if (c.isSqlite() || c.inTransaction())
        return;
    c.exec(QStringLiteral("SELECT pg_notify(?, '')"), {channelName(channel)}, tr("notifying other processes"));
    c.clearError(); // a lost notification costs a listener one fallback poll, nothing more
}

bool Ledger::connectionAlive()
{
    LedgerConnection &c = fresh();
    auto q = c.exec(QStringLiteral("SELECT 1"), {}, tr("checking the connection"));
    return q && q->next();
}
QString Ledger::fileProblem() { return fresh().fileProblem(); }
QString Ledger::checkpointFailure() { return m_c->checkpointFailure(); }

QString Ledger::quickCheck(const QString &location, const std::atomic<bool> *cancel)
{
    LedgerError e;
    auto c = LedgerConnection::open(location, true, &e);
    if (!c)
        return e.message;
    if (!c->isSqlite())
        return {};
    if (sqlite3 *db = c->writes().nativeHandle(); db && cancel) {
        // Every 10,000 virtual machine steps: stop if asked to.
        sqlite3_progress_handler(db, 10000, [](void *flag) { return static_cast<const std::atomic<bool> *>(flag)->load() ? 1 : 0; },
                                 const_cast<std::atomic<bool> *>(cancel));
    }
    auto q = c->exec(QStringLiteral("PRAGMA quick_check(5)"), {}, tr("checking the ledger file"));
    if (!q)
        return cancel && cancel->load() ? QString() : c->error().message;
    QStringList messages;
    while (q->next())
        messages << q->value(0).toString();
    if (messages == QStringList{QStringLiteral("ok")})
        return {};
    return tr("the ledger file %1 is damaged (the database's check: %2)").arg(location, messages.join(QStringLiteral("; ")));
}

Result<IngestResult> Ledger::ingest(const IncomingDelivery &delivery, const QDateTime &now)
{
    auto batch = ingestBatch({delivery}, now);
    if (!batch)
        return batch.error();
    return batch->first();
}

Result<QList<IngestResult>> Ledger::ingestBatch(const QList<IncomingDelivery> &deliveries, const QDateTime &now)
{
    LedgerConnection &c = fresh();
    return valueOr(c.retrying([&] { return m_intake->ingestBatch(deliveries, now); }), c);
}

Result<QList<qint64>> Ledger::runnableSteps(const QDateTime &now, int limit) { return fresh(), m_queue->runnableSteps(now, limit); }
Result<QList<qint64>> Ledger::uncertainSteps(int limit) { return fresh(), m_queue->uncertainSteps(limit); }
Result<QList<qint64>> Ledger::expiredReservations(const QDateTime &now, int limit) { return fresh(), m_queue->expiredReservations(now, limit); }
Result<QList<qint64>> Ledger::stepsDueForVerification(const QDateTime &now, int limit)
{
    return fresh(), m_queue->stepsDueForVerification(now, limit);
}

Result<Reservation> Ledger::reserve(qint64 stepRowId, const QString &worker, qint64 leaseMs, const QDateTime &now,
                                    bool protectedRetry, const FingerprintOf &fingerprintOf, const QString &sentTo)
{
    LedgerConnection &c = fresh();
    return valueOr(c.retrying([&] { return m_queue->reserve(stepRowId, worker, leaseMs, now, protectedRetry, fingerprintOf, sentTo); }),
                   c);
}

Result<QList<Reservation>> Ledger::claim(const QString &worker, int limit, const QDateTime &now, const TermsFor &termsFor)
{
    const RunnerQueue::TermsFor terms = [&](const StepRecord &rec) -> std::optional<RunnerQueue::ClaimTerms> {
        const auto t = termsFor ? termsFor(rec) : std::optional<ClaimTerms>(ClaimTerms{});
        if (!t)
            return std::nullopt;
        return RunnerQueue::ClaimTerms{t->leaseMs, t->fingerprintOf, t->sentTo};
    };
    LedgerConnection &c = fresh();
    // A restored ledger looks a step up before its first attempt while a
    // sender may still repeat what the backup lost (continuity.h).
    const auto lookupsFirst = c.retrying([&] { return m_continuity->lookFirst(now); });
    if (!lookupsFirst)
        return c.failure();
    return c.retrying([&] { return m_queue->claim(worker, limit, now, terms, *lookupsFirst); });
}

Result<void> Ledger::compactCounts()
{
    LedgerConnection &c = fresh();
    const QStringList compact = c.dialect().compactOperationCounts();
    if (compact.isEmpty())
        return {};
    WriteTransaction tx(c);
    if (!tx.ok())
        return c.failure();
    // Whoever holds the lock compacts; everybody else has nothing to wait for.
    auto got = c.exec(QStringLiteral("SELECT pg_try_advisory_xact_lock(%1)").arg(SqlDialect::CountCompaction), {},
                      tr("compacting the queue counts"));
    if (!got || !got->next())
        return c.failure();
    if (!got->value(0).toBool())
        return {};
    got->finish();
    for (const QString &sql : compact) {
        if (!c.exec(sql, {}, tr("compacting the queue counts")))
            return c.failure();
    }
    return written(tx.commit(), c);
}

Result<void> Ledger::finishAttempt(const QString &attemptId, const AttemptResult &result, qint64 backoffMs, const QDateTime &now)
{
    LedgerConnection &c = fresh();
    return written(c.retrying([&] { return m_queue->finishAttempt(attemptId, result, backoffMs, now); }), c);
}

Result<void> Ledger::expireReservation(qint64 stepRowId, const QDateTime &now)
{
    LedgerConnection &c = fresh();
    return written(c.retrying([&] { return m_queue->expireReservation(stepRowId, now); }), c);
}

Result<void> Ledger::recordLookup(qint64 stepRowId, const LookupEvidence &evidence, const QDateTime &now)
{
    LedgerConnection &c = fresh();
    return written(c.retrying([&] { return m_steps->recordLookup(stepRowId, evidence, now); }), c);
}

Result<void> Ledger::holdUncertain(qint64 stepRowId, const QDateTime &now)
{
    LedgerConnection &c = fresh();
    return written(c.retrying([&] { return m_steps->holdUncertain(stepRowId, now); }), c);
}

Result<void> Ledger::recordVerification(qint64 stepRowId, const LookupEvidence &evidence, const QDateTime &now)
{
    LedgerConnection &c = fresh();
    return written(c.retrying([&] { return m_steps->recordVerification(stepRowId, evidence, now); }), c);
}

Result<QString> Ledger::firstFingerprint(qint64 stepRowId) { return fresh(), m_reader->firstFingerprint(stepRowId); }

DecisionOutcome Ledger::decide(const DecisionRequest &request, const QDateTime &now)
{
    LedgerConnection &c = fresh();
    DecisionOutcome out = c.retrying([&] { return m_decisions->decide(request, now); });
    if (!out.applied && !out.requested)
        out.error = c.failure();
    if (out.applied) {
        // A decision may make a step runnable again (retry, confirm not
        // executed): runners and consoles on PostgreSQL hear of it at once.
        const LedgerError kept = m_c->error();
        notify(Channel::Work);
        notify(Channel::Changed);
        m_c->setError(kept);
    }
    return out;
}

Result<Transition> Ledger::check(const QString &operationId, DecisionAction action, const QDateTime &now)
{
    return fresh(), m_decisions->check(operationId, action, now);
}

Result<DeliveryEventResult> Ledger::recordDeliveryEvent(const DeliveryEvent &event)
{
    LedgerConnection &c = fresh();
    return valueOr(c.retrying([&] { return m_steps->recordDeliveryEvent(event, c.clock().now()); }), c);
}

Result<QString> Ledger::subjectDigest(const QString &identifier)
{
    LedgerConnection &c = fresh();
    const auto key = m_personal->subjectKey();
    if (!key)
        return c.failure();
    return Subjects::digest(*key, identifier);
}

Result<int> Ledger::indexSubjects(int limit)
{
    LedgerConnection &c = fresh();
    return valueOr(c.retrying([&] { return m_personal->indexSubjects(limit); }), c);
}

Result<SubjectMatch> Ledger::findSubject(const QStringList &identifiers)
{
    LedgerConnection &c = fresh();
    return valueOr(m_personal->find(identifiers), c);
}

Result<SubjectMatch> Ledger::findShop(const QString &shopDomain)
{
    LedgerConnection &c = fresh();
    return valueOr(m_personal->findShop(shopDomain), c);
}

Result<QList<PersonalDataRemoval>> Ledger::applyRetention(const RetentionPolicy &policy, const QDateTime &now, int limit)
{
    LedgerConnection &c = fresh();
    return valueOr(m_personal->applyRetention(policy, now, limit), c);
}

Result<Ledger::Erased> Ledger::erase(const SubjectMatch &match, const QString &subjectDigest, const QString &reviewer, const QString &rationale,
                                     const QString &policy, const QDateTime &now, bool byService)
{
    LedgerConnection &c = fresh();
    // Who erases: as for every decision, the signed-in member on a team ledger;
    // the service, for a shop's own request, under the shop's name.
    const auto who = m_team->identity();
    if (!who)
        return who.error();
    QString name = reviewer.trimmed();
    if (!byService) {
        if (const QString why = Team::refusal(*who, DecisionAction::Erase, reviewer, &name); !why.isEmpty())
            return LedgerError{LedgerError::Kind::Refused, why};
    }
    if (name.trimmed().isEmpty())
        return LedgerError{LedgerError::Kind::Refused, tr("an erasure needs a named reviewer")};
    if (rationale.trimmed().isEmpty())
        return LedgerError{LedgerError::Kind::Refused, tr("an erasure needs a rationale")};
    const auto done = m_personal->erase(match, subjectDigest, name, who->login, rationale, policy, now, !byService);
    if (!done)
        return c.failure();
    Erased out{*done, true};
    if (c.isSqlite()) {
        // The removed bytes may still stand in the write-ahead log's frames:
        // copied into the file (where secure_delete overwrote them) and cut.
        out.walCleared = c.truncateWal();
        c.clearError();
    }
    return out;
}

Result<QList<PrivacyRequest>> Ledger::openPrivacyRequests(const QStringList &topics, int limit)
{
    LedgerConnection &c = fresh();
    return valueOr(c.retrying([&] { return m_personal->openPrivacyRequests(topics, limit); }), c);
}

Result<void> Ledger::notePrivacyRequest(qint64 id, const QString &outcome, bool done, qint64 decisionSeq, const QDateTime &now)
{
    LedgerConnection &c = fresh();
    return written(c.retrying([&] { return m_personal->notePrivacyRequest(id, outcome, done, decisionSeq, now); }), c);
}

Result<void> Ledger::notePrivacyExport(qint64 id, const QString &file, const QString &shopRequestId)
{
    LedgerConnection &c = fresh();
    return written(c.retrying([&] { return m_personal->notePrivacyExport(id, file, shopRequestId); }), c);
}

Result<QList<PersonalDataRemoval>> Ledger::personalDataRemovals(const QString &operationId)
{
    LedgerConnection &c = fresh();
    return valueOr(m_personal->removals(operationId), c);
}

Result<QMap<QString, std::pair<qint64, qint64>>> Ledger::personalDataRemovedTotals()
{
    LedgerConnection &c = fresh();
    return valueOr(m_personal->removedTotals(), c);
}

Result<QJsonObject> Ledger::exportSubject(const SubjectMatch &match)
{
    LedgerConnection &c = fresh();
    return valueOr(m_personal->exportSubject(match), c);
}

Result<int> Ledger::attachEarlyDeliveryEvents(const QDateTime &now, int limit)
{
    LedgerConnection &c = fresh();
    return valueOr(c.retrying([&] { return m_steps->attachEarlyDeliveryEvents(now, limit); }), c);
}

Result<void> Ledger::recordProbe(const ProbeRecord &probe)
{
    LedgerConnection &c = fresh();
    return written(m_steps->recordProbe(probe), c);
}

Result<QList<ProbeRecord>> Ledger::latestProbes() { return fresh(), m_reader->latestProbes(); }
Result<Operation> Ledger::operation(const QString &id) { return fresh(), m_reader->operation(id); }
Result<QList<Operation>> Ledger::operations(const OperationFilter &filter) { return fresh(), m_reader->operations(filter); }
Result<QHash<OperationState, qint64>> Ledger::operationCountsByState() { return fresh(), m_reader->operationCountsByState(); }
Result<QList<StepRecord>> Ledger::steps(const QString &operationId) { return fresh(), m_reader->steps(operationId); }
Result<StepRecord> Ledger::step(qint64 stepRowId) { return fresh(), m_reader->step(stepRowId); }
Result<QList<Attempt>> Ledger::attempts(const QString &operationId) { return fresh(), m_reader->attempts(operationId); }
Result<QList<Evidence>> Ledger::evidence(const QString &operationId) { return fresh(), m_reader->evidence(operationId); }
Result<QList<ContentVersion>> Ledger::contentVersions(const QString &operationId)
{
    return fresh(), m_reader->contentVersions(operationId);
}
Result<ContentVersion> Ledger::contentVersion(qint64 stepRowId, int version)
{
    return fresh(), m_reader->contentVersion(stepRowId, version);
}
Result<QList<Decision>> Ledger::decisions(const QString &operationId) { return fresh(), m_reader->decisions(operationId); }
Result<Event> Ledger::event(qint64 rowId) { return fresh(), m_reader->event(rowId); }
Result<Counts> Ledger::counts() { return fresh(), m_reader->counts(); }
Result<QList<MetricsBucket>> Ledger::metrics(const QDateTime &from, const QDateTime &to, qint64 bucketSeconds)
{
    return fresh(), m_reader->metrics(from, to, bucketSeconds);
}
ChainVerification Ledger::verifyChain() { return fresh(), m_log->verify(); }
Result<void> Ledger::recordCheckpoint(const Checkpoint &checkpoint)
{
    LedgerConnection &c = fresh();
    return written(m_log->recordCheckpoint(checkpoint), c);
}
Result<std::optional<Checkpoint>> Ledger::lastCheckpoint() { return fresh(), m_log->lastCheckpoint(); }
Result<QByteArray> Ledger::pinnedCheckpointKey() { return fresh(), m_log->pinnedCheckpointKey(); }
Result<void> Ledger::recordConfiguration(const QByteArray &json, const QDateTime &now)
{
    LedgerConnection &c = fresh();
    return written(m_log->recordConfiguration(json, now), c);
}
Result<QByteArray> Ledger::latestConfiguration() { return fresh(), m_log->latestConfiguration(); }

Result<std::optional<HoldAlert>> Ledger::claimHoldAlert(const QString &worker, const QDateTime &heldBefore,
                                                        const QDateTime &claimUntil, const QDateTime &now)
{
    return fresh(), m_alerts->claimNext(worker, heldBefore, claimUntil, now);
}
Result<void> Ledger::markHoldAlertSent(const QString &alertId, const QDateTime &now)
{
    LedgerConnection &c = fresh();
    return written(m_alerts->markSent(alertId, now), c);
}
Result<void> Ledger::retryHoldAlertAt(const QString &alertId, const QDateTime &at)
{
    LedgerConnection &c = fresh();
    return written(m_alerts->retryAt(alertId, at), c);
}

Result<std::optional<PrivacyNotice>> Ledger::claimPrivacyNotice(const QString &worker, const QDateTime &claimUntil, const QDateTime &now)
{
    return fresh(), m_alerts->claimNotice(worker, claimUntil, now);
}
Result<void> Ledger::markPrivacyNoticeSent(qint64 requestId, const QDateTime &now)
{
    LedgerConnection &c = fresh();
    return written(m_alerts->markNoticeSent(requestId, now), c);
}
Result<void> Ledger::retryPrivacyNoticeAt(qint64 requestId, const QDateTime &at)
{
    LedgerConnection &c = fresh();
    return written(m_alerts->retryNoticeAt(requestId, at), c);
}

Result<int> Ledger::findCallerRests(const QStringList &callers, const QDateTime &changedSince, const QDateTime &now)
{
    return fresh(), m_alerts->findCallerRests(callers, changedSince, now);
}
Result<std::optional<CallerCallback>> Ledger::claimCallback(const QStringList &callers, const QDateTime &claimUntil, const QDateTime &now)
{
    return fresh(), m_alerts->claimCallback(callers, claimUntil, now);
}
Result<void> Ledger::markCallbackSent(const QString &webhookId, const QDateTime &now)
{
    LedgerConnection &c = fresh();
    return written(m_alerts->markCallbackSent(webhookId, now), c);
}
Result<void> Ledger::retryCallbackAt(const QString &webhookId, const QDateTime &at)
{
    LedgerConnection &c = fresh();
    return written(m_alerts->retryCallbackAt(webhookId, at), c);
}

QByteArray Ledger::canonicalEncoding(const Decision &d) { return DecisionChain::canonical(d); }
QString Ledger::chainHash(const Decision &d) { return DecisionChain::hash(d); }

} // namespace rl::models
