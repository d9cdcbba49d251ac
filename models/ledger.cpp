// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger.h"

#include "decisionchain.h"

#include "ids.h"
#include "sqldialect.h"
#include "writestatements.h"

#include <QAtomicInteger>
#include <sqlite3.h>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QRegularExpression>
#include <QThread>
#include <QUrl>
#include <QUrlQuery>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace rl::models {

namespace {

QAtomicInteger<quint64> s_connectionCounter;

// SQLite primary result codes we turn into a sentence a person can act on.
constexpr int SqliteBusy = 5, SqliteLocked = 6, SqliteReadOnly = 8, SqliteCorrupt = 11,
              SqliteCantOpen = 14, SqliteNotADb = 26;

int sqliteCode(const QSqlError &e)
{
    bool ok = false;
    const int code = e.nativeErrorCode().toInt(&ok);
    return ok ? (code & 0xff) : -1;
}

QVariant nullableText(const QString &s) { return s.isEmpty() ? QVariant(QMetaType(QMetaType::QString)) : QVariant(s); }

// The schema, version by version. Never edit a released migration: add one.
QStringList migrationStatements(int version, const SqlDialect &d)
{
    const QString id = d.autoIdColumn();
    const QString blob = d.blobType();
    switch (version) {
    case 1: {
        QStringList s{
            QStringLiteral("CREATE TABLE IF NOT EXISTS ledger_writer (id INTEGER PRIMARY KEY)"),
            QStringLiteral("CREATE TABLE reviewers (name TEXT PRIMARY KEY, created_at TEXT NOT NULL)"),
            QStringLiteral("CREATE TABLE events (%1, source TEXT NOT NULL, event_id TEXT NOT NULL,"
                           " topic TEXT NOT NULL DEFAULT '', triggered_at TEXT, received_at TEXT NOT NULL,"
                           " payload %2 NOT NULL, payload_sha256 TEXT NOT NULL, event_key %2 NOT NULL UNIQUE)").arg(id, blob),
            QStringLiteral("CREATE TABLE deliveries (%1, delivery_id TEXT NOT NULL,"
                           " event_ref BIGINT NOT NULL REFERENCES events(id), received_at TEXT NOT NULL,"
                           " signature_scheme TEXT NOT NULL, UNIQUE (event_ref, delivery_id))").arg(id),
            QStringLiteral("CREATE TABLE operations (id TEXT PRIMARY KEY, trigger_key TEXT NOT NULL UNIQUE,"
                           " event_ref BIGINT REFERENCES events(id), flow TEXT NOT NULL, intended_action TEXT NOT NULL,"
                           " state TEXT NOT NULL, abandoned INTEGER NOT NULL DEFAULT 0, responsible TEXT,"
                           " created_at TEXT NOT NULL, updated_at TEXT NOT NULL, held_since TEXT, resolved_at TEXT,"
                           " supersedes TEXT REFERENCES operations(id), superseded_by TEXT,"
                           " attempts INTEGER NOT NULL DEFAULT 0, open_step INTEGER NOT NULL DEFAULT 0)"),
            QStringLiteral("CREATE INDEX operations_state ON operations(state, id)"),
            // Partial where most rows hold NULL: intake writes no entry for them.
            QStringLiteral("CREATE UNIQUE INDEX operations_supersedes ON operations(supersedes) WHERE supersedes IS NOT NULL"),
            QStringLiteral("CREATE TABLE steps (%1, operation_id TEXT NOT NULL REFERENCES operations(id),"
                           " position INTEGER NOT NULL, kind TEXT NOT NULL, target TEXT NOT NULL,"
                           " reference TEXT NOT NULL UNIQUE, state TEXT NOT NULL, hold_reason TEXT NOT NULL DEFAULT '',"
                           " capability TEXT NOT NULL, attempts_used INTEGER NOT NULL DEFAULT 0,"
                           " attempt_limit INTEGER NOT NULL, max_attempts INTEGER NOT NULL,"
                           " key_retention_s BIGINT NOT NULL, settle_ms BIGINT NOT NULL,"
                           " content_version INTEGER NOT NULL DEFAULT 1, target_reference TEXT,"
                           " key_first_used_at TEXT, last_attempt_at TEXT, confirmed_at TEXT, not_before TEXT, reserved_by TEXT,"
                           " reserved_until TEXT, unknown_lookups INTEGER NOT NULL DEFAULT 0, updated_at TEXT NOT NULL,"
                           " UNIQUE (operation_id, position),"
                           " CHECK (attempts_used <= attempt_limit))").arg(id),
            QStringLiteral("CREATE INDEX steps_state ON steps(state, not_before)"),
            QStringLiteral("CREATE INDEX steps_target_reference ON steps(target_reference) WHERE target_reference IS NOT NULL"),
            QStringLiteral("CREATE TABLE content_versions (%1, step_ref BIGINT NOT NULL REFERENCES steps(id),"
                           " version INTEGER NOT NULL, body %2 NOT NULL, sha256 TEXT NOT NULL, created_at TEXT NOT NULL,"
                           " created_by TEXT NOT NULL, approved_by TEXT, approved_at TEXT, UNIQUE (step_ref, version))").arg(id, blob),
            QStringLiteral("CREATE TABLE attempts (id TEXT PRIMARY KEY, step_ref BIGINT NOT NULL REFERENCES steps(id),"
                           " number INTEGER NOT NULL, worker TEXT NOT NULL, started_at TEXT NOT NULL, ended_at TEXT,"
                           " request_fingerprint TEXT NOT NULL, outcome TEXT, http_status INTEGER, error TEXT,"
                           " UNIQUE (step_ref, number))"),
            QStringLiteral("CREATE TABLE evidence (%1, step_ref BIGINT NOT NULL REFERENCES steps(id),"
                           " attempt_id TEXT REFERENCES attempts(id), kind TEXT NOT NULL, observed_at TEXT NOT NULL,"
                           " result TEXT NOT NULL, target_reference TEXT, http_status INTEGER, summary TEXT NOT NULL,"
                           " detail TEXT)").arg(id),
            QStringLiteral("CREATE INDEX evidence_step ON evidence(step_ref)"),
            QStringLiteral("CREATE TABLE holds (%1, operation_id TEXT NOT NULL REFERENCES operations(id),"
                           " reason TEXT NOT NULL, held_at TEXT NOT NULL, resolved_at TEXT, resolved_by_seq BIGINT)").arg(id),
            QStringLiteral("CREATE INDEX holds_operation ON holds(operation_id, resolved_at)"),
            QStringLiteral("CREATE TABLE decisions (seq BIGINT PRIMARY KEY, decided_at TEXT NOT NULL,"
                           " reviewer TEXT NOT NULL REFERENCES reviewers(name), operation_id TEXT NOT NULL,"
                           " step_position INTEGER NOT NULL, action TEXT NOT NULL, rationale TEXT NOT NULL,"
                           " payload TEXT NOT NULL, prev_hash TEXT NOT NULL, hash TEXT NOT NULL UNIQUE)"),
            QStringLiteral("CREATE INDEX decisions_operation ON decisions(operation_id, seq)"),
        };
        s += d.appendOnlyTriggers(QStringLiteral("decisions"));
        s += QStringLiteral("CREATE TABLE operation_counts (state TEXT PRIMARY KEY, n BIGINT NOT NULL)");
        s += d.operationCountTriggers();
        s += d.changeDetectionIndexes();
        return s;
    }
    case 2:
        // Evidence over declarations (issue 11): how long an earlier request may
        // still be executing at the target, whether the target can be looked up,
        // the one confirming lookup after a success, and the probes' findings.
        return {
            QStringLiteral("ALTER TABLE steps ADD COLUMN max_execution_ms BIGINT NOT NULL DEFAULT 0"),
            QStringLiteral("ALTER TABLE steps ADD COLUMN may_run_until TEXT"),
            QStringLiteral("ALTER TABLE steps ADD COLUMN can_lookup INTEGER NOT NULL DEFAULT 1"),
            QStringLiteral("ALTER TABLE steps ADD COLUMN verify_by_lookup INTEGER NOT NULL DEFAULT 0"),
            QStringLiteral("ALTER TABLE steps ADD COLUMN verify_due_at TEXT"),
            QStringLiteral("ALTER TABLE steps ADD COLUMN verification TEXT NOT NULL DEFAULT ''"),
            QStringLiteral("CREATE INDEX steps_verify_due ON steps(verify_due_at) WHERE verify_due_at IS NOT NULL"),
            QStringLiteral("CREATE TABLE probes (%1, target TEXT NOT NULL, probed_at TEXT NOT NULL, declared TEXT NOT NULL,"
                           " observed TEXT NOT NULL, contradiction INTEGER NOT NULL, report TEXT NOT NULL)").arg(id),
            QStringLiteral("CREATE INDEX probes_target ON probes(target, id)"),
        };
    case 3:
        // Delivery evidence for e-mail: accepted is not delivered (issue 12).
        return {
            QStringLiteral("ALTER TABLE steps ADD COLUMN delivery TEXT NOT NULL DEFAULT ''"),
        };
    default:
        return {};
    }
}

} // namespace


QString contentProblem(const QString &kind, const QByteArray &content)
{
    QJsonParseError e{};
    const QJsonDocument d = QJsonDocument::fromJson(content, &e);
    if (e.error != QJsonParseError::NoError)
        return Ledger::tr("the content is not valid JSON (%1 at character %2)").arg(e.errorString()).arg(e.offset);
    if (!d.isObject())
        return Ledger::tr("the content must be a JSON object with the step's fields");
    const QJsonObject o = d.object();
    const auto text = [&](const char *field) { return o.value(QLatin1String(field)).toString().trimmed(); };
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (!it.value().isString() && !it.value().isDouble() && !it.value().isBool())
            return Ledger::tr("the field %1 must be a text").arg(it.key());
    }
    if (text("subject").isEmpty())
        return Ledger::tr("the subject must not be empty");
    if (kind == QLatin1String("email.send")) {
        static const QRegularExpression address(QStringLiteral("^[^@\\s,;<>]+@[^@\\s,;<>]+\\.[^@\\s,;<>]+$"));
        const QString to = text("to");
        if (to.isEmpty())
            return Ledger::tr("the recipient must not be empty");
        if (!address.match(to).hasMatch())
            return Ledger::tr("the recipient \"%1\" is not one e-mail address").arg(to);
    }
    return {};
}

QByteArray rereferenced(const QByteArray &content, const QString &oldReference, const QString &newReference)
{
    const QJsonDocument d = QJsonDocument::fromJson(content);
    if (!d.isObject())
        return content; // never rewritten into something else
    QJsonObject o = d.object();
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (it.value().isString() && !oldReference.isEmpty() && it.value().toString().contains(oldReference))
            it.value() = it.value().toString().replace(oldReference, newReference);
    }
    o.insert(QStringLiteral("reference"), newReference);
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

StepContext StepRecord::context(const QDateTime &now) const
{
    StepContext c;
    c.position = step.position;
    c.kind = step.kind;
    c.state = step.state;
    c.holdReason = step.holdReason;
    c.capability = capability;
    c.attemptsUsed = step.attemptsUsed;
    c.attemptLimit = attemptLimit;
    c.now = now;
    c.notBefore = step.notBefore;
    c.keyFirstUsedAt = step.keyFirstUsedAt;
    c.keyRetentionSeconds = keyRetentionSeconds;
    c.unknownLookups = unknownLookups;
    c.duplicates = duplicates;
    c.delivery = delivery;
    c.mayRunUntil = mayRunUntil;
    // A lookup that finds nothing only proves absence once the last request
    // that may still be executing could have finished *and* the target's
    // search index has had time to settle after that (DESIGN.md rule 2).
    QDateTime from = lastAttemptAt;
    if (mayRunUntil.isValid() && (!from.isValid() || mayRunUntil > from))
        from = mayRunUntil;
    if (step.keyFirstUsedAt.isValid() && from.isValid()) {
        c.settledAt = from.addMSecs(settleMs);
        c.settleWindowPassed = c.settledAt <= now;
    }
    return c;
}

Ledger::Ledger(QString location, QString connectionName)
    : m_location(std::move(location))
    , m_connectionName(std::move(connectionName))
{
}

Ledger::~Ledger()
{
    m_checkpointer.reset(); // its own connection; it copies what this one wrote
    m_writes.reset();       // before the connection goes
    m_statements.clear();
    m_db.close();
    m_db = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_connectionName);
}

QString Ledger::driverName() const { return m_db.driverName(); }

bool Ledger::nativeWrites() const { return m_writes && m_writes->native(); }

class WalCheckpointer
{
public:
    explicit WalCheckpointer(QString location)
        : m_location(std::move(location))
        , m_thread([this] { run(); })
    {
    }
    ~WalCheckpointer()
    {
        {
            std::lock_guard lock(m_mutex);
            m_stop = true;
        }
        m_wake.notify_one();
        m_thread.join();
    }
    Q_DISABLE_COPY_MOVE(WalCheckpointer)

private:
    void run()
    {
        LedgerError error;
        auto ledger = Ledger::open(m_location, Ledger::OpenMode::ExistingOnly, &error);
        std::unique_lock lock(m_mutex);
        while (!m_stop) {
            m_wake.wait_for(lock, std::chrono::milliseconds(100), [this] { return m_stop; });
            lock.unlock();
            if (!ledger) // the file may be back later
                ledger = Ledger::open(m_location, Ledger::OpenMode::ExistingOnly, &error);
            if (ledger)
                ledger->checkpoint();
            lock.lock();
        }
    }

    QString m_location;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_stop = false;
    std::thread m_thread; // last: starts once everything above exists
};

void Ledger::checkpointInBackground()
{
    if (m_checkpointer || !m_dialect->hasDataVersion())
        return;
    // The background copy never catches up with a writer that never pauses,
    // and the WAL only starts over once everything in it was copied. So this
    // connection still checkpoints, rarely (every 64 MB), and then finds
    // almost everything copied already: the WAL stays bounded, the commit
    // that does it stays short.
    QSqlQuery q(m_db);
    if (q.exec(QStringLiteral("PRAGMA wal_autocheckpoint = 16384")))
        m_checkpointer = std::make_unique<WalCheckpointer>(m_location);
}

bool Ledger::checkpoint()
{
    if (!m_dialect->hasDataVersion())
        return true;
    QSqlQuery q(m_db);
    return q.exec(QStringLiteral("PRAGMA wal_checkpoint(PASSIVE)"));
}

QSqlQuery &Ledger::statement(const QString &sql)
{
    auto it = m_statements.find(sql);
    if (it == m_statements.end()) {
        auto q = std::make_unique<QSqlQuery>(m_db);
        q->prepare(sql);
        it = m_statements.emplace(sql, std::move(q)).first;
    }
    // A finished statement releases SQLite's read snapshot and its cursor.
    it->second->finish();
    return *it->second;
}

std::unique_ptr<Ledger> Ledger::open(const QString &location, OpenMode mode, LedgerError *error)
{
    const auto failWith = [&](LedgerError::Kind kind, const QString &message) -> std::unique_ptr<Ledger> {
        if (error)
            *error = {kind, message};
        return nullptr;
    };
    const bool postgres = location.startsWith(QLatin1String("postgresql://"))
        || location.startsWith(QLatin1String("postgres://"));
    const QString name = QStringLiteral("runledger-%1").arg(s_connectionCounter.fetchAndAddRelaxed(1));
    std::unique_ptr<Ledger> ledger(new Ledger(location, name));

    if (postgres) {
        if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL")))
            return failWith(LedgerError::Kind::Other, tr("The PostgreSQL driver for Qt is not installed (Debian package libqt6sql6-psql)."));
        const QUrl url(location);
        ledger->m_db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
        ledger->m_db.setHostName(url.host().isEmpty() ? QStringLiteral("localhost") : url.host());
        ledger->m_db.setPort(url.port(5432));
        ledger->m_db.setDatabaseName(url.path().mid(1));
        ledger->m_db.setUserName(url.userName());
        // A password may come in the URL for tests; in use it comes from PGPASSWORD or ~/.pgpass.
        if (!url.password().isEmpty())
            ledger->m_db.setPassword(url.password());
    } else {
        const QFileInfo info(location);
        if (!info.exists() && mode == OpenMode::ExistingOnly)
            return failWith(LedgerError::Kind::Missing, tr("No ledger at %1. Create one with: runledgerctl init --ledger %1").arg(location));
        if (info.exists() && !info.isFile())
            return failWith(LedgerError::Kind::Other, tr("%1 is not a file.").arg(location));
        if (info.exists() && mode == OpenMode::CreateOrMigrate
            && !(info.permissions() & (QFile::WriteOwner | QFile::WriteGroup | QFile::WriteOther)))
            // Honour a file marked read-only even for root, who could write it anyway.
            return failWith(LedgerError::Kind::ReadOnly, tr("The ledger %1 is read-only; it can be read but not changed.").arg(location));
        ledger->m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        ledger->m_db.setDatabaseName(location);
        const QByteArray timeout = qgetenv("RUNLEDGER_BUSY_TIMEOUT_MS");
        ledger->m_db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1")
                                           .arg(timeout.isEmpty() ? QStringLiteral("5000") : QString::fromLatin1(timeout)));
    }
    ledger->m_dialect = SqlDialect::forDriver(ledger->m_db.driverName());
    if (!ledger->m_db.open())
        return failWith(LedgerError::Kind::Other, tr("Cannot open the ledger %1: %2").arg(location, ledger->m_db.lastError().text()));
    ledger->m_writes = std::make_unique<WriteStatements>(ledger->m_db);
    if (!ledger->configure(mode)) {
        if (error)
            *error = ledger->m_error;
        return nullptr;
    }
    return ledger;
}

bool Ledger::fail(const QSqlError &e, const QString &what)
{
    const int code = m_db.driverName() == QLatin1String("QSQLITE") ? sqliteCode(e) : -1;
    LedgerError::Kind kind = LedgerError::Kind::Other;
    QString message;
    switch (code) {
    case SqliteBusy:
    case SqliteLocked:
        kind = LedgerError::Kind::Locked;
        message = tr("The ledger %1 is locked by another program; try again when it has finished.").arg(m_location);
        break;
    case SqliteReadOnly:
    case SqliteCantOpen:
        kind = LedgerError::Kind::ReadOnly;
        message = tr("The ledger %1 cannot be written (read-only file or folder).").arg(m_location);
        break;
    case SqliteCorrupt:
    case SqliteNotADb:
        kind = LedgerError::Kind::Corrupt;
        message = tr("%1 is not a Runledger ledger or is damaged; restore it from a backup.").arg(m_location);
        break;
    default:
        message = tr("Ledger error while %1: %2").arg(what, e.text().simplified());
    }
    m_error = {kind, message};
    return false;
}

bool Ledger::configure(OpenMode mode)
{
    QSqlQuery q(m_db);
    for (const QString &sql : m_dialect->connectionSetup()) {
        if (!q.exec(sql))
            return fail(q.lastError(), tr("configuring the connection"));
    }
    // Touch the schema once so a file that is not a database fails here, clearly.
    if (!q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master")) && m_db.driverName() == QLatin1String("QSQLITE"))
        return fail(q.lastError(), tr("reading the schema"));
    const int version = schemaVersion();
    if (version < 0)
        return false;
    if (version > SchemaVersion) {
        m_error = {LedgerError::Kind::TooNew,
                   tr("The ledger %1 was written by a newer Runledger (schema %2, this build knows %3); update Runledger.")
                       .arg(m_location).arg(version).arg(SchemaVersion)};
        return false;
    }
    if (version < SchemaVersion) {
        if (mode == OpenMode::ExistingOnly) {
            if (version == 0) {
                m_error = {LedgerError::Kind::Corrupt, tr("%1 is not a Runledger ledger.").arg(m_location)};
                return false;
            }
            m_error = {LedgerError::Kind::NeedsMigration,
                       tr("The ledger %1 has schema %2; run runledgerctl init to migrate it.").arg(m_location).arg(version)};
            return false;
        }
        return migrate();
    }
    return true;
}

int Ledger::schemaVersion()
{
    QSqlQuery q(m_db);
    if (!m_db.tables().contains(QStringLiteral("schema_migrations")))
        return 0;
    if (!q.exec(QStringLiteral("SELECT COALESCE(MAX(version), 0) FROM schema_migrations")) || !q.next()) {
        fail(q.lastError(), tr("reading the schema version"));
        return -1;
    }
    return q.value(0).toInt();
}

bool Ledger::migrate()
{
    // The write lock of some dialects is a table; it must exist before the first write.
    QSqlQuery boot(m_db);
    if (!boot.exec(QStringLiteral("CREATE TABLE IF NOT EXISTS ledger_writer (id INTEGER PRIMARY KEY)")))
        return fail(boot.lastError(), tr("preparing the ledger"));
    if (!beginWrite())
        return false;
    QSqlQuery q(m_db);
    if (!m_db.tables().contains(QStringLiteral("schema_migrations"))
        && !q.exec(QStringLiteral("CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)"))) {
        fail(q.lastError(), tr("creating the migrations table"));
        rollback();
        return false;
    }
    // Re-read inside the write lock: another process may have migrated meanwhile.
    if (!q.exec(QStringLiteral("SELECT COALESCE(MAX(version), 0) FROM schema_migrations")) || !q.next()) {
        fail(q.lastError(), tr("reading the schema version"));
        rollback();
        return false;
    }
    for (int v = q.value(0).toInt() + 1; v <= SchemaVersion; ++v) {
        for (const QString &sql : migrationStatements(v, *m_dialect)) {
            if (!q.exec(sql)) {
                fail(q.lastError(), tr("migrating to schema %1").arg(v));
                rollback();
                return false;
            }
        }
        q.prepare(QStringLiteral("INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)"));
        q.addBindValue(v);
        q.addBindValue(isoUtc(QDateTime::currentDateTimeUtc()));
        if (!q.exec()) {
            fail(q.lastError(), tr("recording migration %1").arg(v));
            rollback();
            return false;
        }
        if (m_db.driverName() == QLatin1String("QSQLITE"))
            q.exec(QStringLiteral("PRAGMA user_version = %1").arg(v));
    }
    return commit();
}

bool Ledger::beginWrite()
{
    QSqlQuery q(m_db);
    for (const QString &sql : m_dialect->beginWrite()) {
        if (!q.exec(sql)) {
            fail(q.lastError(), tr("starting a write"));
            q.exec(QStringLiteral("ROLLBACK"));
            return false;
        }
    }
    return true;
}

bool Ledger::commit()
{
    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral("COMMIT"))) {
        fail(q.lastError(), tr("committing"));
        rollback();
        return false;
    }
    return true;
}

void Ledger::rollback()
{
    QSqlQuery q(m_db);
    q.exec(QStringLiteral("ROLLBACK"));
}

bool Ledger::changedSinceLastCheck()
{
    QSqlQuery q(m_db);
    qint64 v = 0;
    if (m_dialect->hasDataVersion()) {
        if (!q.exec(QStringLiteral("PRAGMA data_version")) || !q.next())
            return false;
        v = q.value(0).toLongLong();
        // data_version only moves for other connections' commits; add our own
        // writes through the total change count of this connection.
        if (q.exec(QStringLiteral("SELECT total_changes()")) && q.next())
            v = v * 1000003 + q.value(0).toLongLong();
    } else {
        // Every state change refreshes its operation's updated_at (indexed).
        if (!q.exec(QStringLiteral("SELECT COALESCE((SELECT MAX(updated_at) FROM operations), '') || '/'"
                                   " || (SELECT COUNT(*) FROM deliveries) || '/' || (SELECT COALESCE(MAX(seq), 0) FROM decisions)"))
            || !q.next())
            return false;
        v = qint64(qHash(q.value(0).toString()));
    }
    const bool changed = v != m_dataVersion;
    m_dataVersion = v;
    return changed;
}

// ---------------------------------------------------------------- intake

void prepareForIngest(IncomingDelivery &d)
{
    if (d.eventKey.isEmpty())
        d.eventKey = eventKey(d.source, d.eventId);
    if (d.payloadSha256.isEmpty())
        d.payloadSha256 = sha256Hex(d.payload);
    for (OperationPlan &plan : d.flows) {
        if (plan.id.isEmpty())
            plan.id = newUuidV7();
        for (StepPlan &sp : plan.steps) {
            if (sp.contentSha256.isEmpty())
                sp.contentSha256 = sha256Hex(sp.content);
        }
    }
}

std::optional<IngestResult> Ledger::ingest(const IncomingDelivery &delivery, const QDateTime &now)
{
    auto batch = ingestBatch({delivery}, now);
    if (!batch)
        return std::nullopt;
    return batch->first();
}

std::optional<QList<IngestResult>> Ledger::ingestBatch(const QList<IncomingDelivery> &deliveries, const QDateTime &now)
{
    // Many deliveries share one transaction (and one fsync); a failure rolls
    // all of them back, so none is half-written and the caller answers none.
    if (!beginWrite())
        return std::nullopt;
    QList<IngestResult> results;
    results.reserve(deliveries.size());
    const QString nowIso = isoUtc(now); // one receive time for the whole commit
    for (const IncomingDelivery &d : deliveries) {
        auto r = ingestOne(d, now, nowIso);
        if (!r) {
            rollback();
            return std::nullopt;
        }
        results.append(*r);
    }
    if (!commit())
        return std::nullopt;
    return results;
}

std::optional<IngestResult> Ledger::ingestOne(const IncomingDelivery &d, const QDateTime &now, const QString &nowIso)
{
    IngestResult result;
    // The event is found by a fixed-size digest of (source, event id): a
    // provider's ids are random, so every new event lands at a random place in
    // this index, and a short key keeps that index small and its pages few.
    const QByteArray key = d.eventKey.isEmpty() ? eventKey(d.source, d.eventId) : d.eventKey;
    const auto insertedEvent = m_writes->run(
        QStringLiteral("INSERT INTO events (source, event_id, topic, triggered_at, received_at, payload, payload_sha256, event_key)"
                       " VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (event_key) DO NOTHING"),
        {d.source, d.eventId, d.topic, SqlValue::textOrNull(isoUtc(d.triggeredAt)), nowIso, d.payload,
         d.payloadSha256.isEmpty() ? sha256Hex(d.payload) : d.payloadSha256, key});
    if (!insertedEvent) {
        fail(m_writes->error(), tr("recording an event"));
        return std::nullopt;
    }
    result.newEvent = insertedEvent->changes == 1;
    qint64 eventRow = insertedEvent->rowId;
    if (eventRow == 0) {
        QSqlQuery &findEvent = statement(QStringLiteral("SELECT id FROM events WHERE event_key = ?"));
        findEvent.addBindValue(key);
        if (!findEvent.exec() || !findEvent.next()) {
            fail(findEvent.lastError(), tr("reading an event"));
            return std::nullopt;
        }
        eventRow = findEvent.value(0).toLongLong();
        findEvent.finish();
    }

    // A delivery id belongs to one event; keyed under it, a new event's
    // deliveries are appended at the end of the index instead of at random.
    const auto insertedDelivery = m_writes->run(
        QStringLiteral("INSERT INTO deliveries (delivery_id, event_ref, received_at, signature_scheme)"
                       " VALUES (?, ?, ?, ?) ON CONFLICT (event_ref, delivery_id) DO NOTHING"),
        {d.deliveryId, eventRow, nowIso, d.signatureScheme});
    if (!insertedDelivery) {
        fail(m_writes->error(), tr("recording a delivery"));
        return std::nullopt;
    }
    result.newDelivery = insertedDelivery->changes == 1;

    for (const OperationPlan &plan : d.flows) {
        // One operation per event and flow, whatever a caller checked before:
        // the trigger key is unique in the ledger. It grows with the event row,
        // so new operations append to its index.
        const QString triggerKey = QStringLiteral("event:%1|%2").arg(eventRow, 12, 10, QLatin1Char('0')).arg(plan.flow);
        QString id;
        if (!result.newEvent) {
            QSqlQuery &findOperation = statement(QStringLiteral("SELECT id FROM operations WHERE trigger_key = ?"));
            findOperation.addBindValue(triggerKey);
            if (!findOperation.exec()) {
                fail(findOperation.lastError(), tr("reading an operation"));
                return std::nullopt;
            }
            if (findOperation.next())
                id = findOperation.value(0).toString();
            findOperation.finish();
        }
        if (id.isEmpty()) {
            id = createOperation(triggerKey, eventRow, plan, QStringLiteral("intake"), false, {}, now);
            if (id.isEmpty())
                return std::nullopt;
            result.newOperation = true;
        }
        result.operationIds.append(id);
    }
    result.operationId = result.operationIds.value(0);
    return result;
}

QString Ledger::createOperation(const QString &triggerKey, qint64 eventRowId, const OperationPlan &plan,
                                const QString &createdBy, bool approvedByCreator, const QString &supersedes,
                                const QDateTime &now)
{
    const QString id = plan.id.isEmpty() ? newUuidV7(now) : plan.id;
    const QString nowIso = isoUtc(now);
    // A new operation's state follows from its plan alone: running, or waiting
    // for the approval of its first step. No need to read back what we write.
    const bool firstWaits = !plan.steps.isEmpty() && plan.steps.first().needsApproval && !approvedByCreator;
    // The unique trigger key makes a second operation for the same event and
    // flow impossible, whatever a caller checked before.
    if (!m_writes->run(QStringLiteral("INSERT INTO operations (id, trigger_key, event_ref, flow, intended_action, state, created_at,"
                                      " updated_at, supersedes, open_step) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                       {id, triggerKey, eventRowId > 0 ? SqlValue(eventRowId) : SqlValue(nullptr), plan.flow, plan.intendedAction,
                        toString(firstWaits ? OperationState::AwaitingApproval : OperationState::Running), nowIso, nowIso,
                        SqlValue::textOrNull(supersedes), plan.steps.isEmpty() ? 0 : 1})) {
        fail(m_writes->error(), tr("creating an operation"));
        return {};
    }
    int position = 0;
    for (const StepPlan &sp : plan.steps) {
        ++position;
        const bool approved = !sp.needsApproval || approvedByCreator;
        const auto step = m_writes->run(
            QStringLiteral("INSERT INTO steps (operation_id, position, kind, target, reference, state, capability, attempt_limit,"
                           " max_attempts, key_retention_s, settle_ms, max_execution_ms, can_lookup, verify_by_lookup,"
                           " content_version, updated_at)"
                           " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?)"),
            {id, position, sp.kind, sp.target, sp.reference.isEmpty() ? newStepReference() : sp.reference,
             toString(approved ? StepState::Pending : StepState::AwaitingApproval), toString(sp.capability), sp.maxAttempts,
             sp.maxAttempts, qint64(sp.keyRetentionSeconds), qint64(sp.settleMs), qint64(sp.maxExecutionMs),
             sp.canLookup ? 1 : 0, sp.verifyByLookup ? 1 : 0, nowIso});
        if (!step) {
            fail(m_writes->error(), tr("creating a step"));
            return {};
        }
        qint64 stepRef = step->rowId;
        if (stepRef == 0) {
            QSqlQuery &find = statement(QStringLiteral("SELECT id FROM steps WHERE operation_id = ? AND position = ?"));
            find.addBindValue(id);
            find.addBindValue(position);
            if (!find.exec() || !find.next()) {
                fail(find.lastError(), tr("reading a step"));
                return {};
            }
            stepRef = find.value(0).toLongLong();
            find.finish();
        }
        const QString approver = sp.needsApproval ? createdBy : QStringLiteral("flow");
        if (!m_writes->run(QStringLiteral("INSERT INTO content_versions (step_ref, version, body, sha256, created_at, created_by,"
                                          " approved_by, approved_at) VALUES (?, 1, ?, ?, ?, ?, ?, ?)"),
                           {stepRef, sp.content, sp.contentSha256.isEmpty() ? sha256Hex(sp.content) : sp.contentSha256, nowIso, createdBy,
                            approved ? SqlValue(approver) : SqlValue(nullptr), approved ? SqlValue(nowIso) : SqlValue(nullptr)})) {
            fail(m_writes->error(), tr("storing content"));
            return {};
        }
    }
    return id;
}

// Recomputes the denormalised operation row (state, open step, attempts,
// hold bookkeeping) from its steps. Called inside every write transaction
// that changes a step, so readers never see the two disagree.
bool Ledger::refreshOperation(const QString &operationId, const QDateTime &now, qint64 decisionSeq)
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT state, abandoned, held_since FROM operations WHERE id = ?"));
    q.addBindValue(operationId);
    if (!q.exec() || !q.next())
        return fail(q.lastError(), tr("reading an operation"));
    const auto before = operationStateFromString(q.value(0).toString()).value_or(OperationState::Running);
    const bool abandoned = q.value(1).toInt() != 0;
    const QList<StepContext> ctx = contexts(operationId, now);
    const OperationState after = OperationRules::derive(ctx, abandoned);
    int attempts = 0;
    q.prepare(QStringLiteral("SELECT COALESCE(SUM(attempts_used), 0) FROM steps WHERE operation_id = ?"));
    q.addBindValue(operationId);
    if (!q.exec() || !q.next())
        return fail(q.lastError(), tr("counting attempts"));
    attempts = q.value(0).toInt();

    const bool wasHeld = before == OperationState::Held;
    const bool isHeld = after == OperationState::Held;
    const bool terminal = after == OperationState::Completed || after == OperationState::Abandoned;
    q.prepare(QStringLiteral("UPDATE operations SET state = ?, open_step = ?, attempts = ?, updated_at = ?,"
                             " held_since = CASE WHEN ? = 1 THEN COALESCE(held_since, ?) ELSE NULL END,"
                             " resolved_at = CASE WHEN ? = 1 THEN COALESCE(resolved_at, ?) ELSE NULL END WHERE id = ?"));
    q.addBindValue(toString(after));
    q.addBindValue(OperationRules::openStep(ctx));
    q.addBindValue(attempts);
    q.addBindValue(isoUtc(now));
    q.addBindValue(isHeld ? 1 : 0);
    q.addBindValue(isoUtc(now));
    q.addBindValue(terminal ? 1 : 0);
    q.addBindValue(isoUtc(now));
    q.addBindValue(operationId);
    if (!q.exec())
        return fail(q.lastError(), tr("updating an operation"));

    if (isHeld && !wasHeld) {
        QString reason;
        for (const StepContext &c : ctx) {
            if (c.state == StepState::Held)
                reason = toString(c.holdReason);
        }
        q.prepare(QStringLiteral("INSERT INTO holds (operation_id, reason, held_at) VALUES (?, ?, ?)"));
        q.addBindValue(operationId);
        q.addBindValue(reason);
        q.addBindValue(isoUtc(now));
        if (!q.exec())
            return fail(q.lastError(), tr("recording a hold"));
    } else if (wasHeld && !isHeld) {
        // Operator time to recovery: held -> the decision that resolved it.
        q.prepare(QStringLiteral("UPDATE holds SET resolved_at = ?, resolved_by_seq = ? WHERE operation_id = ? AND resolved_at IS NULL"));
        q.addBindValue(isoUtc(now));
        q.addBindValue(decisionSeq > 0 ? QVariant(decisionSeq) : QVariant(QMetaType(QMetaType::LongLong)));
        q.addBindValue(operationId);
        if (!q.exec())
            return fail(q.lastError(), tr("closing a hold"));
    }
    return true;
}

QList<StepContext> Ledger::contexts(const QString &operationId, const QDateTime &now)
{
    QList<StepContext> out;
    for (const StepRecord &r : steps(operationId))
        out.append(r.context(now));
    return out;
}

// ---------------------------------------------------------------- runner

QList<qint64> Ledger::runnableSteps(const QDateTime &now, int limit)
{
    QList<qint64> ids;
    QSqlQuery q(m_db);
    // Only a step whose earlier steps are all confirmed may run: steps of one
    // operation are executed in order.
    q.prepare(QStringLiteral("SELECT s.id FROM steps s WHERE s.state = 'pending'"
                             " AND (s.not_before IS NULL OR s.not_before <= ?)"
                             " AND NOT EXISTS (SELECT 1 FROM steps p WHERE p.operation_id = s.operation_id"
                             "   AND p.position < s.position AND p.state <> 'confirmed')"
                             " ORDER BY s.id LIMIT ?"));
    q.addBindValue(isoUtc(now));
    q.addBindValue(limit);
    if (!q.exec()) {
        fail(q.lastError(), tr("listing runnable steps"));
        return ids;
    }
    while (q.next())
        ids.append(q.value(0).toLongLong());
    return ids;
}

QList<qint64> Ledger::uncertainSteps(int limit)
{
    QList<qint64> ids;
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT id FROM steps WHERE state = 'uncertain' ORDER BY updated_at, id LIMIT ?"));
    q.addBindValue(limit);
    if (!q.exec()) {
        fail(q.lastError(), tr("listing uncertain steps"));
        return ids;
    }
    while (q.next())
        ids.append(q.value(0).toLongLong());
    return ids;
}

QList<qint64> Ledger::expiredReservations(const QDateTime &now, int limit)
{
    QList<qint64> ids;
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT id FROM steps WHERE state = 'running' AND reserved_until < ? ORDER BY id LIMIT ?"));
    q.addBindValue(isoUtc(now));
    q.addBindValue(limit);
    if (!q.exec()) {
        fail(q.lastError(), tr("listing expired reservations"));
        return ids;
    }
    while (q.next())
        ids.append(q.value(0).toLongLong());
    return ids;
}

QString Ledger::firstFingerprint(qint64 stepRowId)
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT request_fingerprint FROM attempts WHERE step_ref = ? ORDER BY number LIMIT 1"));
    q.addBindValue(stepRowId);
    if (!q.exec()) {
        fail(q.lastError(), tr("reading an attempt"));
        return {};
    }
    return q.next() ? q.value(0).toString() : QString();
}

std::optional<Reservation> Ledger::reserve(qint64 stepRowId, const QString &worker, qint64 leaseMs,
                                           const QDateTime &now, bool protectedRetry, const FingerprintOf &fingerprintOf)
{
    if (!beginWrite())
        return std::nullopt;
    auto rec = step(stepRowId);
    if (!rec) {
        rollback();
        return std::nullopt;
    }
    auto content = contentVersion(stepRowId, rec->step.contentVersion);
    if (!content) {
        rollback();
        return std::nullopt;
    }
    // The fingerprint covers what the target sees. The same key with other
    // bytes is never sent: the rules refuse it (DESIGN.md rule 2).
    const QString print = fingerprintOf ? fingerprintOf(rec->step.reference, content->body)
                                        : sha256Hex(rec->step.reference.toUtf8() + '\n' + content->body);
    const QString first = firstFingerprint(stepRowId);
    StepContext ctx = rec->context(now);
    ctx.parametersIdentical = first.isEmpty() || first == print;
    const Transition t = StepRules::apply(ctx, protectedRetry ? StepInput::ProtectedRetry : StepInput::Reserve);
    if (!t.allowed) {
        rollback();
        m_error = {LedgerError::Kind::Refused, t.reason};
        return std::nullopt;
    }
    // Compare-and-set: the WHERE clause repeats the state we read, so of two
    // connections only the first UPDATE matches a row. This holds even without
    // the write lock above (PostgreSQL row locks, SQLite's single writer).
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("UPDATE steps SET state = 'running', reserved_by = ?, reserved_until = ?,"
                             " attempts_used = attempts_used + 1, unknown_lookups = 0,"
                             " key_first_used_at = COALESCE(key_first_used_at, ?),"
                             " last_attempt_at = ?, updated_at = ?, verification = '', verify_due_at = NULL"
                             " WHERE id = ? AND state = ? AND attempts_used = ?"));
    q.addBindValue(worker);
    q.addBindValue(isoUtc(now.addMSecs(leaseMs)));
    q.addBindValue(isoUtc(now));
    q.addBindValue(isoUtc(now));
    q.addBindValue(isoUtc(now));
    q.addBindValue(stepRowId);
    q.addBindValue(toString(rec->step.state));
    q.addBindValue(rec->step.attemptsUsed);
    if (!q.exec()) {
        fail(q.lastError(), tr("reserving a step"));
        rollback();
        return std::nullopt;
    }
    if (q.numRowsAffected() != 1) {
        rollback();
        m_error = {LedgerError::Kind::Refused, tr("another worker reserved the step first")};
        return std::nullopt;
    }
    Reservation r;
    r.content = *content;
    r.attempt.id = newUuidV7(now);
    r.attempt.stepRowId = stepRowId;
    r.attempt.number = rec->step.attemptsUsed + 1;
    r.attempt.startedAt = now;
    r.attempt.requestFingerprint = print;
    // The attempt is recorded before the call leaves, so a crash mid-call
    // still leaves its trace (and an expiring reservation).
    q.prepare(QStringLiteral("INSERT INTO attempts (id, step_ref, number, worker, started_at, request_fingerprint)"
                             " VALUES (?, ?, ?, ?, ?, ?)"));
    q.addBindValue(r.attempt.id);
    q.addBindValue(stepRowId);
    q.addBindValue(r.attempt.number);
    q.addBindValue(worker);
    q.addBindValue(isoUtc(now));
    q.addBindValue(r.attempt.requestFingerprint);
    if (!q.exec()) {
        fail(q.lastError(), tr("recording an attempt"));
        rollback();
        return std::nullopt;
    }
    if (!refreshOperation(rec->step.operationId, now, 0)) {
        rollback();
        return std::nullopt;
    }
    if (!commit())
        return std::nullopt;
    r.step = *step(stepRowId);
    return r;
}

bool Ledger::applyStepTransition(const StepRecord &rec, const Transition &t, const QDateTime &now)
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("UPDATE steps SET state = ?, hold_reason = ?, updated_at = ?,"
                             " reserved_by = CASE WHEN ? = 'running' THEN reserved_by ELSE NULL END,"
                             " reserved_until = CASE WHEN ? = 'running' THEN reserved_until ELSE NULL END,"
                             " confirmed_at = CASE WHEN ? = 'confirmed' THEN ? ELSE confirmed_at END"
                             " WHERE id = ? AND state = ?"));
    const QString next = toString(t.next);
    q.addBindValue(next);
    q.addBindValue(toString(t.holdReason));
    q.addBindValue(isoUtc(now));
    q.addBindValue(next);
    q.addBindValue(next);
    q.addBindValue(next);
    q.addBindValue(isoUtc(now));
    q.addBindValue(rec.step.rowId);
    q.addBindValue(toString(rec.step.state));
    if (!q.exec())
        return fail(q.lastError(), tr("changing a step"));
    if (q.numRowsAffected() != 1) {
        m_error = {LedgerError::Kind::Refused, tr("the step changed meanwhile; nothing was written")};
        return false;
    }
    return true;
}

bool Ledger::finishAttempt(const QString &attemptId, const AttemptResult &result, qint64 backoffMs, const QDateTime &now)
{
    if (!beginWrite())
        return false;
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT step_ref, ended_at, started_at FROM attempts WHERE id = ?"));
    q.addBindValue(attemptId);
    if (!q.exec() || !q.next()) {
        fail(q.lastError(), tr("reading an attempt"));
        rollback();
        return false;
    }
    const qint64 stepRow = q.value(0).toLongLong();
    const QDateTime startedAt = fromIsoUtc(q.value(2).toString());
    if (!q.value(1).isNull()) {
        // Closed already, e.g. as uncertain when its reservation expired: the
        // step is being reconciled and a late answer must not jump ahead of it.
        rollback();
        m_error = {LedgerError::Kind::Refused, tr("the attempt was already finished")};
        return false;
    }
    auto rec = step(stepRow);
    if (!rec) {
        rollback();
        return false;
    }
    const StepInput input = result.outcome == Outcome::Succeeded ? StepInput::AttemptSucceeded
        : result.outcome == Outcome::FailedBeforeAction           ? StepInput::AttemptFailedBeforeAction
                                                                  : StepInput::AttemptUncertain;
    const Transition t = StepRules::apply(rec->context(now), input);
    q.prepare(QStringLiteral("UPDATE attempts SET ended_at = ?, outcome = ?, http_status = ?, error = ? WHERE id = ?"));
    q.addBindValue(isoUtc(now));
    q.addBindValue(toString(result.outcome));
    q.addBindValue(result.httpStatus);
    q.addBindValue(nullableText(result.error));
    q.addBindValue(attemptId);
    if (!q.exec()) {
        fail(q.lastError(), tr("finishing an attempt"));
        rollback();
        return false;
    }
    q.prepare(QStringLiteral("INSERT INTO evidence (step_ref, attempt_id, kind, observed_at, result, target_reference,"
                             " http_status, summary, detail) VALUES (?, ?, ?, ?, ?, ?, ?, COALESCE(?, ''), ?)"));
    q.addBindValue(stepRow);
    q.addBindValue(attemptId);
    q.addBindValue(result.replayed ? QStringLiteral("replay") : QStringLiteral("response"));
    q.addBindValue(isoUtc(now));
    q.addBindValue(toString(result.outcome));
    q.addBindValue(nullableText(result.targetReference));
    q.addBindValue(result.httpStatus);
    q.addBindValue(result.evidenceSummary);
    q.addBindValue(nullableText(result.evidenceDetail));
    if (!q.exec()) {
        fail(q.lastError(), tr("recording evidence"));
        rollback();
        return false;
    }
    if (!t.allowed || !applyStepTransition(*rec, t, now)) {
        if (!t.allowed)
            m_error = {LedgerError::Kind::Refused, t.reason};
        rollback();
        return false;
    }
    // A success that is not a replay is checked once more by a lookup after
    // the settle window (counting from when an earlier request of this step
    // could last have acted), so a duplicate at the target shows up.
    QString verification = QStringLiteral(""); // empty, never NULL: the column is NOT NULL
    QVariant verifyDue(QMetaType(QMetaType::QString));
    if (t.next == StepState::Confirmed) {
        if (result.replayed)
            verification = QStringLiteral("replay");
        else if (!rec->verifyByLookup || !rec->canLookup)
            verification = QStringLiteral("off");
        else {
            QDateTime from = now;
            if (rec->step.attemptsUsed > 1 && rec->mayRunUntil.isValid() && rec->mayRunUntil > from)
                from = rec->mayRunUntil;
            verification = QStringLiteral("due");
            verifyDue = isoUtc(from.addMSecs(rec->settleMs));
        }
    }
    // An attempt without a clear answer may still be executing at the target
    // until its start plus the profile's longest execution time (at least its
    // reservation); a 409 says an earlier one is running now, so from now.
    QDateTime mayRunUntil = rec->mayRunUntil;
    const auto extend = [&](const QDateTime &until) {
        if (until.isValid() && (!mayRunUntil.isValid() || until > mayRunUntil))
            mayRunUntil = until;
    };
    if (result.outcome == Outcome::Uncertain) {
        extend(startedAt.addMSecs(rec->maxExecutionMs));
        extend(rec->step.reservedUntil);
    }
    if (result.earlierRequestRunning)
        extend(now.addMSecs(rec->maxExecutionMs));
    // A 409 (the first request is still running) or a 429 (rate limited) did
    // nothing for this request, so it does not use up the step's attempts;
    // bounded at three rounds in all.
    int attemptLimit = rec->attemptLimit;
    if ((result.earlierRequestRunning || result.rateLimited) && rec->step.attemptsUsed < rec->maxAttempts * 3)
        attemptLimit = std::max(attemptLimit, rec->step.attemptsUsed + 1);
    q.prepare(QStringLiteral("UPDATE steps SET target_reference = COALESCE(?, target_reference), not_before = ?,"
                             " verification = ?, verify_due_at = ?, may_run_until = ?, attempt_limit = ? WHERE id = ?"));
    q.addBindValue(nullableText(result.targetReference));
    q.addBindValue(t.next == StepState::Pending && backoffMs > 0 ? QVariant(isoUtc(now.addMSecs(backoffMs)))
                                                                  : QVariant(QMetaType(QMetaType::QString)));
    q.addBindValue(verification);
    q.addBindValue(verifyDue);
    q.addBindValue(mayRunUntil.isValid() ? QVariant(isoUtc(mayRunUntil)) : QVariant(QMetaType(QMetaType::QString)));
    q.addBindValue(attemptLimit);
    q.addBindValue(stepRow);
    if (!q.exec()) {
        fail(q.lastError(), tr("storing the target reference"));
        rollback();
        return false;
    }
    if (!refreshOperation(rec->step.operationId, now, 0)) {
        rollback();
        return false;
    }
    return commit();
}

bool Ledger::expireReservation(qint64 stepRowId, const QDateTime &now)
{
    if (!beginWrite())
        return false;
    auto rec = step(stepRowId);
    if (!rec || rec->step.state != StepState::Running || !rec->step.reservedUntil.isValid() || rec->step.reservedUntil >= now) {
        rollback();
        return false;
    }
    const Transition t = StepRules::apply(rec->context(now), StepInput::ReservationExpired);
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("UPDATE attempts SET ended_at = ?, outcome = 'uncertain', error = ?"
                             " WHERE step_ref = ? AND ended_at IS NULL"));
    q.addBindValue(isoUtc(now));
    q.addBindValue(tr("the worker holding the reservation stopped answering"));
    q.addBindValue(stepRowId);
    bool ok = q.exec();
    // The worker's request may still be executing at the target: until its
    // start plus the profile's longest execution time, nothing is absent.
    QDateTime mayRunUntil = rec->lastAttemptAt.addMSecs(rec->maxExecutionMs);
    if (rec->mayRunUntil.isValid() && rec->mayRunUntil > mayRunUntil)
        mayRunUntil = rec->mayRunUntil;
    if (ok && mayRunUntil.isValid()) {
        q.prepare(QStringLiteral("UPDATE steps SET may_run_until = ? WHERE id = ?"));
        q.addBindValue(isoUtc(mayRunUntil));
        q.addBindValue(stepRowId);
        ok = q.exec();
    }
    if (!ok || !applyStepTransition(*rec, t, now) || !refreshOperation(rec->step.operationId, now, 0)) {
        if (!m_error)
            fail(q.lastError(), tr("expiring a reservation"));
        rollback();
        return false;
    }
    return commit();
}

bool Ledger::appendEvidence(qint64 stepRowId, const QString &attemptId, const QString &kind, const QDateTime &now,
                            const QString &result, const QString &targetReference, int httpStatus, const QString &summary,
                            const QString &detail)
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("INSERT INTO evidence (step_ref, attempt_id, kind, observed_at, result, target_reference,"
                             " http_status, summary, detail) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    q.addBindValue(stepRowId);
    q.addBindValue(nullableText(attemptId));
    q.addBindValue(kind);
    q.addBindValue(isoUtc(now));
    q.addBindValue(result);
    q.addBindValue(nullableText(targetReference));
    q.addBindValue(httpStatus);
    q.addBindValue(summary);
    q.addBindValue(nullableText(detail));
    if (!q.exec())
        return fail(q.lastError(), tr("recording evidence"));
    return true;
}

bool Ledger::appendLookupEvidence(qint64 stepRowId, const QString &kind, const LookupEvidence &e, const QDateTime &now)
{
    if (!appendEvidence(stepRowId, {}, kind, now, toString(e.result), e.targetReference, e.httpStatus, e.summary, e.detail))
        return false;
    if (e.result != LookupResult::Ambiguous)
        return true;
    // A duplicate at the target: every record it holds for the reference is
    // kept as evidence of its own, so a reviewer sees (and reports count) each.
    for (const QString &ref : e.references) {
        if (!appendEvidence(stepRowId, {}, QStringLiteral("duplicate"), now, toString(e.result), ref, e.httpStatus,
                            tr("record %1 carries the step's reference").arg(ref), {}))
            return false;
    }
    return true;
}

QList<qint64> Ledger::stepsDueForVerification(const QDateTime &now, int limit)
{
    QList<qint64> ids;
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT id FROM steps WHERE verify_due_at IS NOT NULL AND verify_due_at <= ? AND state = 'confirmed'"
                             " ORDER BY verify_due_at LIMIT ?"));
    q.addBindValue(isoUtc(now));
    q.addBindValue(limit);
    if (!q.exec()) {
        fail(q.lastError(), tr("listing steps to verify"));
        return ids;
    }
    while (q.next())
        ids.append(q.value(0).toLongLong());
    return ids;
}

bool Ledger::recordVerification(qint64 stepRowId, const LookupEvidence &evidence, const QDateTime &now)
{
    if (!beginWrite())
        return false;
    auto rec = step(stepRowId);
    if (!rec || rec->step.state != StepState::Confirmed || rec->verification != QLatin1String("due")) {
        rollback();
        m_error = {LedgerError::Kind::Refused, tr("the step has no confirming lookup due")};
        return false;
    }
    QString verification;
    QVariant due(QMetaType(QMetaType::QString));
    switch (evidence.result) {
    case LookupResult::Found: verification = QStringLiteral("confirmed"); break;
    case LookupResult::Absent: verification = QStringLiteral("not_found"); break;
    case LookupResult::Ambiguous: verification = QStringLiteral("duplicate"); break;
    case LookupResult::Unknown:
        // The lookup itself failed: try again a little later, three times at most.
        if (rec->unknownLookups + 1 < 3) {
            verification = QStringLiteral("due");
            due = isoUtc(now.addMSecs(std::max<qint64>(rec->settleMs, 5000)));
        } else {
            verification = QStringLiteral("failed");
        }
        break;
    }
    if (!appendLookupEvidence(stepRowId, QStringLiteral("verify"), evidence, now)) {
        rollback();
        return false;
    }
    if (evidence.result == LookupResult::Ambiguous) {
        const Transition t = StepRules::apply(rec->context(now), StepInput::VerifyDuplicate);
        if (!t.allowed || !applyStepTransition(*rec, t, now)) {
            rollback();
            return false;
        }
    }
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("UPDATE steps SET verification = ?, verify_due_at = ?,"
                             " unknown_lookups = CASE WHEN ? = 1 THEN unknown_lookups + 1 ELSE 0 END WHERE id = ?"));
    q.addBindValue(verification);
    q.addBindValue(due);
    q.addBindValue(evidence.result == LookupResult::Unknown ? 1 : 0);
    q.addBindValue(stepRowId);
    if (!q.exec()) {
        fail(q.lastError(), tr("storing the confirming lookup"));
        rollback();
        return false;
    }
    if (!refreshOperation(rec->step.operationId, now, 0)) {
        rollback();
        return false;
    }
    return commit();
}

std::optional<Ledger::DeliveryEventResult> Ledger::recordDeliveryEvent(const DeliveryEvent &e)
{
    if (!beginWrite())
        return std::nullopt;
    QSqlQuery q(m_db);
    // The e-mail step is found by the message id the service gave it.
    q.prepare(QStringLiteral("SELECT id, operation_id, delivery FROM steps WHERE target_reference = ? AND target = ?"));
    q.addBindValue(e.messageId);
    q.addBindValue(e.target);
    if (!q.exec()) {
        fail(q.lastError(), tr("finding the e-mail step"));
        rollback();
        return std::nullopt;
    }
    if (!q.next()) {
        rollback();
        return DeliveryEventResult::NoSuchStep;
    }
    const qint64 stepRow = q.value(0).toLongLong();
    const QString operationId = q.value(1).toString();
    const QString before = q.value(2).toString();
    // The same event delivered twice is one piece of evidence (inside the write lock).
    q.prepare(QStringLiteral("SELECT 1 FROM evidence WHERE step_ref = ? AND kind = 'delivery_event' AND detail = ?"));
    q.addBindValue(stepRow);
    q.addBindValue(e.eventId);
    if (!q.exec()) {
        fail(q.lastError(), tr("recording evidence"));
        rollback();
        return std::nullopt;
    }
    if (q.next()) {
        rollback();
        return DeliveryEventResult::Duplicate;
    }
    if (!appendEvidence(stepRow, {}, QStringLiteral("delivery_event"), e.observedAt, e.status, e.messageId, 0, e.summary, e.eventId)) {
        rollback();
        return std::nullopt;
    }
    // A bounce or complaint outranks a later "delivered"; nothing is ever resent for it.
    static const QStringList rank{QString(), QStringLiteral("sent"), QStringLiteral("delivered"), QStringLiteral("complained"),
                                  QStringLiteral("bounced")};
    if (rank.indexOf(e.status) > rank.indexOf(before)) {
        q.prepare(QStringLiteral("UPDATE steps SET delivery = ? WHERE id = ?"));
        q.addBindValue(e.status);
        q.addBindValue(stepRow);
        if (!q.exec()) {
            fail(q.lastError(), tr("recording the delivery"));
            rollback();
            return std::nullopt;
        }
    }
    if (!refreshOperation(operationId, e.observedAt, 0) || !commit()) {
        rollback();
        return std::nullopt;
    }
    return DeliveryEventResult::Recorded;
}

bool Ledger::recordProbe(const ProbeRecord &p)
{
    if (!beginWrite())
        return false;
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("INSERT INTO probes (target, probed_at, declared, observed, contradiction, report) VALUES (?, ?, ?, ?, ?, ?)"));
    q.addBindValue(p.target);
    q.addBindValue(isoUtc(p.probedAt));
    q.addBindValue(p.declared);
    q.addBindValue(p.observed.isEmpty() ? QStringLiteral("") : p.observed);
    q.addBindValue(p.contradiction ? 1 : 0);
    q.addBindValue(p.report);
    if (!q.exec()) {
        fail(q.lastError(), tr("recording a probe"));
        rollback();
        return false;
    }
    return commit();
}

std::optional<QList<ProbeRecord>> Ledger::latestProbes()
{
    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral("SELECT p.target, p.probed_at, p.declared, p.observed, p.contradiction, p.report FROM probes p"
                               " WHERE p.id = (SELECT MAX(id) FROM probes l WHERE l.target = p.target) ORDER BY p.target"))) {
        fail(q.lastError(), tr("reading probes"));
        return std::nullopt;
    }
    QList<ProbeRecord> out;
    while (q.next())
        out.append({q.value(0).toString(), fromIsoUtc(q.value(1).toString()), q.value(2).toString(), q.value(3).toString(),
                    q.value(4).toInt() != 0, q.value(5).toString()});
    return out;
}

bool Ledger::holdUncertain(qint64 stepRowId, const QDateTime &now)
{
    if (!beginWrite())
        return false;
    auto rec = step(stepRowId);
    if (!rec) {
        rollback();
        return false;
    }
    const Transition t = StepRules::apply(rec->context(now), StepInput::NoEvidencePossible);
    if (!t.allowed) {
        rollback();
        m_error = {LedgerError::Kind::Refused, t.reason};
        return false;
    }
    if (!applyStepTransition(*rec, t, now) || !refreshOperation(rec->step.operationId, now, 0)) {
        rollback();
        return false;
    }
    return commit();
}

bool Ledger::recordLookup(qint64 stepRowId, const LookupEvidence &evidence, const QDateTime &now)
{
    if (!beginWrite())
        return false;
    auto rec = step(stepRowId);
    if (!rec) {
        rollback();
        return false;
    }
    const StepInput input = evidence.result == LookupResult::Found ? StepInput::LookupFound
        : evidence.result == LookupResult::Absent                  ? StepInput::LookupAbsent
        : evidence.result == LookupResult::Ambiguous               ? StepInput::LookupAmbiguous
                                                                   : StepInput::LookupUnknown;
    const Transition t = StepRules::apply(rec->context(now), input);
    QSqlQuery q(m_db);
    if (!appendLookupEvidence(stepRowId, QStringLiteral("lookup"), evidence, now)) {
        rollback();
        return false;
    }
    if (t.allowed) {
        if (!applyStepTransition(*rec, t, now)) {
            rollback();
            return false;
        }
        q.prepare(QStringLiteral("UPDATE steps SET target_reference = COALESCE(?, target_reference),"
                                 " unknown_lookups = CASE WHEN ? = 1 THEN unknown_lookups + 1 WHEN ? = 1 THEN unknown_lookups ELSE 0 END,"
                                 " verification = CASE WHEN ? = 1 THEN 'confirmed' ELSE verification END WHERE id = ?"));
        q.addBindValue(evidence.result == LookupResult::Found ? nullableText(evidence.targetReference)
                                                              : QVariant(QMetaType(QMetaType::QString)));
        // A lookup that only has to wait (an earlier request may still run,
        // the search may lag) is repeated; it does not count as settling nothing.
        q.addBindValue(t.next == StepState::Uncertain && !t.waiting ? 1 : 0);
        q.addBindValue(t.waiting ? 1 : 0);
        // Found by a lookup: that lookup is the confirmation itself.
        q.addBindValue(t.next == StepState::Confirmed ? 1 : 0);
        q.addBindValue(stepRowId);
        if (!q.exec()) {
            fail(q.lastError(), tr("storing the lookup result"));
            rollback();
            return false;
        }
    }
    if (!refreshOperation(rec->step.operationId, now, 0)) {
        rollback();
        return false;
    }
    if (!commit())
        return false;
    if (!t.allowed)
        m_error = {LedgerError::Kind::Refused, t.reason};
    return t.allowed;
}

// ---------------------------------------------------------------- decisions

QByteArray Ledger::canonicalEncoding(const Decision &d) { return DecisionChain::canonical(d); }

QString Ledger::chainHash(const Decision &d) { return DecisionChain::hash(d); }

qint64 Ledger::appendDecision(Decision d)
{
    // Stored as valid Unicode (a lone surrogate becomes a replacement), so the
    // bytes read back are the bytes that were hashed.
    for (QString *text : {&d.reviewer, &d.operationId, &d.rationale, &d.payload})
        *text = QString::fromUtf8(text->toUtf8());
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("INSERT INTO reviewers (name, created_at) VALUES (?, ?) ON CONFLICT (name) DO NOTHING"));
    q.addBindValue(d.reviewer);
    q.addBindValue(isoUtc(d.decidedAt));
    if (!q.exec()) {
        fail(q.lastError(), tr("recording a reviewer"));
        return 0;
    }
    // Inside the write transaction: nobody else can append between this read and the insert.
    if (!q.exec(QStringLiteral("SELECT seq, hash FROM decisions ORDER BY seq DESC LIMIT 1"))) {
        fail(q.lastError(), tr("reading the chain head"));
        return 0;
    }
    if (q.next()) {
        d.seq = q.value(0).toLongLong() + 1;
        d.prevHash = q.value(1).toString();
    } else {
        d.seq = 1;
        d.prevHash = QString::fromLatin1(DecisionChain::GenesisHash);
    }
    d.hash = chainHash(d);
    q.prepare(QStringLiteral("INSERT INTO decisions (seq, decided_at, reviewer, operation_id, step_position, action,"
                             " rationale, payload, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    q.addBindValue(d.seq);
    q.addBindValue(isoUtc(d.decidedAt));
    q.addBindValue(d.reviewer);
    q.addBindValue(d.operationId);
    q.addBindValue(d.stepPosition);
    q.addBindValue(toString(d.action));
    q.addBindValue(d.rationale);
    q.addBindValue(d.payload);
    q.addBindValue(d.prevHash);
    q.addBindValue(d.hash);
    if (!q.exec()) {
        fail(q.lastError(), tr("appending a decision"));
        return 0;
    }
    return d.seq;
}

Transition Ledger::check(const QString &operationId, DecisionAction action, const QDateTime &now)
{
    auto op = operation(operationId);
    if (!op)
        return Transition::refuse(tr("no operation %1").arg(operationId));
    return OperationRules::checkDecision(contexts(operationId, now), action, op->state == OperationState::Abandoned,
                                         !op->supersededBy.isEmpty());
}

DecisionOutcome Ledger::decide(const DecisionRequest &req, const QDateTime &now)
{
    DecisionOutcome out;
    const auto refuse = [&](const QString &why) {
        rollback();
        out.reason = why;
        m_error = {LedgerError::Kind::Refused, why};
        return out;
    };
    if (req.reviewer.trimmed().isEmpty()) {
        out.reason = tr("a decision needs a named reviewer");
        m_error = {LedgerError::Kind::Refused, out.reason};
        return out;
    }
    if (req.rationale.trimmed().isEmpty()) {
        out.reason = tr("a decision needs a rationale");
        m_error = {LedgerError::Kind::Refused, out.reason};
        return out;
    }
    if (!beginWrite()) {
        out.reason = m_error.message;
        return out;
    }
    // Check the rule inside the write lock, against the state as it is now.
    auto op = operation(req.operationId);
    if (!op)
        return refuse(tr("no operation %1").arg(req.operationId));
    const QList<StepRecord> records = steps(req.operationId);
    QList<StepContext> ctx;
    for (const StepRecord &r : records)
        ctx.append(r.context(now));
    const Transition t = OperationRules::checkDecision(ctx, req.action, op->state == OperationState::Abandoned,
                                                       !op->supersededBy.isEmpty());
    if (!t.allowed)
        return refuse(t.reason);

    // Approvals go to the first step that waits for one; every other decision to the open step.
    const int open = req.action == DecisionAction::ApproveContent ? OperationRules::approvalStep(ctx) : OperationRules::openStep(ctx);
    const StepRecord *openRec = open > 0 ? &records.at(open - 1) : nullptr;
    QJsonObject payload;
    QSqlQuery q(m_db);

    switch (req.action) {
    case DecisionAction::Reconcile: {
        if (!req.lookup)
            return refuse(tr("a reconcile decision needs the lookup's evidence"));
        payload.insert(QStringLiteral("lookup"), toString(req.lookup->result));
        payload.insert(QStringLiteral("target_reference"), req.lookup->targetReference);
        const StepInput input = req.lookup->result == LookupResult::Found ? StepInput::LookupFound
            : req.lookup->result == LookupResult::Absent                  ? StepInput::LookupAbsent
            : req.lookup->result == LookupResult::Ambiguous               ? StepInput::LookupAmbiguous
                                                                          : StepInput::LookupUnknown;
        Transition lt = StepRules::apply(openRec->context(now), input);
        if (!lt.allowed)
            return refuse(lt.reason);
        // A person asked: an unclear answer holds, it does not loop. Only an
        // answer that has to wait for the target stays with the runner.
        if (lt.next == StepState::Uncertain && !lt.waiting)
            lt = Transition::to(StepState::Held, HoldReason::UnresolvedUncertain, lt.reason);
        if (!appendLookupEvidence(openRec->step.rowId, QStringLiteral("lookup"), *req.lookup, now))
            return refuse(m_error.message);
        if ((lt.next != openRec->step.state || lt.holdReason != openRec->step.holdReason)
            && !applyStepTransition(*openRec, lt, now))
            return refuse(m_error.message);
        if (req.lookup->result == LookupResult::Found) {
            q.prepare(QStringLiteral("UPDATE steps SET target_reference = ? WHERE id = ?"));
            q.addBindValue(req.lookup->targetReference);
            q.addBindValue(openRec->step.rowId);
            if (!q.exec()) {
                fail(q.lastError(), tr("adopting the target reference"));
                return refuse(m_error.message);
            }
        }
        out.reason = lt.reason;
        break;
    }
    case DecisionAction::Adopt:
        if (req.adoptReference.trimmed().isEmpty())
            return refuse(tr("adopting needs the target's reference"));
        // Rule 11: an adopted reference must exist at the target. Where the
        // target can be looked up, the lookup made just before must show it.
        if (openRec->canLookup && openRec->capability != Capability::None) {
            if (!req.lookup)
                return refuse(tr("adopting needs a lookup at the target first"));
            QStringList known = req.lookup->references;
            if (!req.lookup->targetReference.isEmpty())
                known << req.lookup->targetReference;
            const bool found = (req.lookup->result == LookupResult::Found || req.lookup->result == LookupResult::Ambiguous)
                && known.contains(req.adoptReference.trimmed());
            if (!found)
                return refuse(tr("the target does not know %1 for this step's reference: %2")
                                  .arg(req.adoptReference.trimmed(), req.lookup->summary));
            if (!appendLookupEvidence(openRec->step.rowId, QStringLiteral("lookup"), *req.lookup, now))
                return refuse(m_error.message);
            payload.insert(QStringLiteral("checked_at_target"), true);
        } else {
            payload.insert(QStringLiteral("checked_at_target"), false);
        }
        payload.insert(QStringLiteral("target_reference"), req.adoptReference.trimmed());
        if (!applyStepTransition(*openRec, t, now))
            return refuse(m_error.message);
        q.prepare(QStringLiteral("UPDATE steps SET target_reference = ? WHERE id = ?"));
        q.addBindValue(req.adoptReference.trimmed());
        q.addBindValue(openRec->step.rowId);
        if (!q.exec()) {
            fail(q.lastError(), tr("adopting the target reference"));
            return refuse(m_error.message);
        }
        break;
    case DecisionAction::ConfirmNotExecuted: {
        if (!req.confirmedNotExecuted)
            return refuse(tr("confirming that a step was not executed needs the reviewer's explicit confirmation"));
        // Checked against the target before it is recorded (rule 11): a record
        // found, or a search that may not have caught up, refuses it.
        if (openRec->canLookup && openRec->capability != Capability::None) {
            if (!req.lookup)
                return refuse(tr("confirming not executed needs a lookup at the target first"));
            if (req.lookup->result == LookupResult::Found || req.lookup->result == LookupResult::Ambiguous)
                return refuse(tr("the target has a record for this step's reference (%1): it was executed; adopt it instead")
                                  .arg(req.lookup->summary));
            const StepContext c = openRec->context(now);
            if (req.lookup->result == LookupResult::Absent && !c.settleWindowPassed)
                return refuse(tr("the target's search may not show the record before %1; look again then").arg(isoUtc(c.settledAt)));
            if (!appendLookupEvidence(openRec->step.rowId, QStringLiteral("lookup"), *req.lookup, now))
                return refuse(m_error.message);
            payload.insert(QStringLiteral("lookup"), toString(req.lookup->result));
        }
        payload.insert(QStringLiteral("confirmed_by_reviewer"), true);
        if (!applyStepTransition(*openRec, t, now))
            return refuse(m_error.message);
        break;
    }
    case DecisionAction::RetryOpenStep:
        payload.insert(QStringLiteral("extra_attempts"), openRec->maxAttempts);
        if (!applyStepTransition(*openRec, t, now))
            return refuse(m_error.message);
        // A retry approval grants one more round of the profile's attempts.
        q.prepare(QStringLiteral("UPDATE steps SET attempt_limit = attempts_used + max_attempts, not_before = NULL,"
                                 " unknown_lookups = 0 WHERE id = ?"));
        q.addBindValue(openRec->step.rowId);
        if (!q.exec()) {
            fail(q.lastError(), tr("approving a retry"));
            return refuse(m_error.message);
        }
        break;
    case DecisionAction::ApproveContent: {
        const int version = req.contentVersion > 0 ? req.contentVersion : openRec->step.contentVersion;
        auto content = contentVersion(openRec->step.rowId, version);
        if (!content)
            return refuse(tr("%1 has no content version %2").arg(StepRules::describe(ctx.at(open - 1))).arg(version));
        payload.insert(QStringLiteral("version"), version);
        payload.insert(QStringLiteral("sha256"), content->sha256);
        if (!applyStepTransition(*openRec, t, now))
            return refuse(m_error.message);
        q.prepare(QStringLiteral("UPDATE content_versions SET approved_by = ?, approved_at = ? WHERE step_ref = ? AND version = ?"));
        q.addBindValue(req.reviewer);
        q.addBindValue(isoUtc(now));
        q.addBindValue(openRec->step.rowId);
        q.addBindValue(version);
        if (!q.exec()) {
            fail(q.lastError(), tr("approving content"));
            return refuse(m_error.message);
        }
        q.prepare(QStringLiteral("UPDATE steps SET content_version = ? WHERE id = ?"));
        q.addBindValue(version);
        q.addBindValue(openRec->step.rowId);
        if (!q.exec()) {
            fail(q.lastError(), tr("pinning the approved content"));
            return refuse(m_error.message);
        }
        break;
    }
    case DecisionAction::Assign:
        if (req.assignTo.trimmed().isEmpty())
            return refuse(tr("assigning needs a reviewer's name"));
        payload.insert(QStringLiteral("to"), req.assignTo);
        q.prepare(QStringLiteral("UPDATE operations SET responsible = ? WHERE id = ?"));
        q.addBindValue(req.assignTo);
        q.addBindValue(req.operationId);
        if (!q.exec()) {
            fail(q.lastError(), tr("assigning"));
            return refuse(m_error.message);
        }
        break;
    case DecisionAction::Abandon:
        for (const StepRecord &r : records) {
            if (r.step.state == StepState::Confirmed || r.step.state == StepState::Abandoned)
                continue;
            if (!applyStepTransition(r, StepRules::apply(r.context(now), StepInput::ReviewAbandon), now))
                return refuse(m_error.message);
        }
        q.prepare(QStringLiteral("UPDATE operations SET abandoned = 1 WHERE id = ?"));
        q.addBindValue(req.operationId);
        if (!q.exec()) {
            fail(q.lastError(), tr("abandoning"));
            return refuse(m_error.message);
        }
        break;
    case DecisionAction::NewOperation: {
        // The new operation repeats only what is not confirmed: confirmed
        // effects exist already (rule 4). Unchanged content is approved by this
        // decision; edited content is a new version that needs its own approval.
        OperationPlan plan;
        plan.flow = op->flow;
        plan.intendedAction = op->intendedAction;
        bool first = true;
        for (const StepRecord &r : records) {
            if (r.step.state == StepState::Confirmed)
                continue;
            auto content = contentVersion(r.step.rowId, r.step.contentVersion);
            StepPlan sp;
            sp.kind = r.step.kind;
            sp.target = r.step.target;
            sp.capability = r.capability;
            sp.maxAttempts = r.maxAttempts;
            sp.keyRetentionSeconds = r.keyRetentionSeconds;
            sp.settleMs = r.settleMs;
            sp.maxExecutionMs = r.maxExecutionMs;
            sp.canLookup = r.canLookup;
            sp.verifyByLookup = r.verifyByLookup;
            sp.content = content ? content->body : QByteArray();
            sp.needsApproval = content && content->approvedBy.isEmpty();
            // A new operation is a new action: new references, carried inside the content too.
            sp.reference = newStepReference();
            if (first && req.newContent) {
                if (const QString problem = contentProblem(r.step.kind, *req.newContent); !problem.isEmpty())
                    return refuse(tr("the edited content cannot be sent: %1").arg(problem));
                const QByteArray edited = rereferenced(*req.newContent, r.step.reference, sp.reference);
                if (edited != rereferenced(sp.content, r.step.reference, sp.reference)) {
                    sp.content = edited;
                    sp.needsApproval = true;
                }
            }
            sp.content = rereferenced(sp.content, r.step.reference, sp.reference);
            if (first && sp.needsApproval && req.newContent)
                payload.insert(QStringLiteral("edited_content_sha256"), sha256Hex(sp.content));
            first = false;
            plan.steps.append(sp);
        }
        if (plan.steps.isEmpty())
            return refuse(tr("every step is confirmed; there is nothing a new operation could do"));
        const QString newId = createOperation(QStringLiteral("supersedes:") + req.operationId, op->eventRowId, plan,
                                              req.reviewer, true, req.operationId, now);
        if (newId.isEmpty())
            return refuse(m_error.message);
        // Edited content must be approved separately: set its step back to awaiting approval.
        if (payload.contains(QStringLiteral("edited_content_sha256"))) {
            q.prepare(QStringLiteral("UPDATE steps SET state = 'awaiting_approval' WHERE operation_id = ? AND position = 1"));
            q.addBindValue(newId);
            if (!q.exec()) {
                fail(q.lastError(), tr("holding edited content for approval"));
                return refuse(m_error.message);
            }
            q.prepare(QStringLiteral("UPDATE content_versions SET approved_by = NULL, approved_at = NULL WHERE step_ref ="
                                     " (SELECT id FROM steps WHERE operation_id = ? AND position = 1)"));
            q.addBindValue(newId);
            if (!q.exec()) {
                fail(q.lastError(), tr("holding edited content for approval"));
                return refuse(m_error.message);
            }
            if (!refreshOperation(newId, now, 0))
                return refuse(m_error.message);
        }
        payload.insert(QStringLiteral("new_operation_id"), newId);
        for (const StepRecord &r : records) {
            if (r.step.state == StepState::Confirmed || r.step.state == StepState::Abandoned)
                continue;
            if (!applyStepTransition(r, Transition::to(StepState::Abandoned, HoldReason::None, {}), now))
                return refuse(m_error.message);
        }
        q.prepare(QStringLiteral("UPDATE operations SET abandoned = 1, superseded_by = ? WHERE id = ?"));
        q.addBindValue(newId);
        q.addBindValue(req.operationId);
        if (!q.exec()) {
            fail(q.lastError(), tr("linking the new operation"));
            return refuse(m_error.message);
        }
        out.newOperationId = newId;
        break;
    }
    }

    Decision d;
    d.decidedAt = now;
    d.reviewer = req.reviewer.trimmed();
    d.operationId = req.operationId;
    d.stepPosition = open;
    d.action = req.action;
    d.rationale = req.rationale.trimmed();
    d.payload = QString::fromUtf8(QJsonDocument(payload).toJson(QJsonDocument::Compact));
    const qint64 seq = appendDecision(d);
    if (seq == 0)
        return refuse(m_error.message);
    // Rule 8: the state change, the hold bookkeeping and the decision commit together.
    if (!refreshOperation(req.operationId, now, seq))
        return refuse(m_error.message);
    if (!commit()) {
        out.reason = m_error.message;
        return out;
    }
    out.applied = true;
    out.seq = seq;
    if (out.reason.isEmpty())
        out.reason = t.reason;
    m_error = {};
    return out;
}

// ---------------------------------------------------------------- reads

namespace {
const QString kOperationColumns = QStringLiteral(
    "o.id, o.trigger_key, o.event_ref, e.source, e.event_id, o.flow, o.intended_action, o.state, o.responsible,"
    " o.created_at, o.held_since, o.resolved_at, o.supersedes, o.superseded_by, o.attempts, o.open_step");
}

std::optional<Operation> Ledger::readOperation(QSqlQuery &q)
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
    return o;
}

std::optional<Operation> Ledger::operation(const QString &id)
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT %1 FROM operations o LEFT JOIN events e ON e.id = o.event_ref WHERE o.id = ?").arg(kOperationColumns));
    q.addBindValue(id);
    if (!q.exec()) {
        fail(q.lastError(), tr("reading an operation"));
        return std::nullopt;
    }
    if (!q.next()) {
        m_error = {LedgerError::Kind::Other, tr("no operation %1").arg(id)};
        return std::nullopt;
    }
    return readOperation(q);
}

QList<Operation> Ledger::operations(const OperationFilter &f)
{
    QList<Operation> out;
    QStringList where;
    QVariantList binds;
    if (f.state) {
        where << QStringLiteral("o.state = ?");
        binds << toString(*f.state);
    }
    if (!f.afterId.isEmpty()) {
        where << (f.descending ? QStringLiteral("o.id < ?") : QStringLiteral("o.id > ?"));
        binds << f.afterId;
    }
    if (!f.search.isEmpty()) {
        // Exact matches; an operation id may also be given by its start or by
        // its end (the short form the console shows).
        where << QStringLiteral("(o.id LIKE ? OR o.id LIKE ? OR e.event_id = ? OR o.event_ref IN (SELECT event_ref FROM deliveries WHERE delivery_id = ?)"
                                " OR o.id IN (SELECT operation_id FROM steps WHERE target_reference = ? OR reference = ?))");
        QString prefix = f.search;
        prefix.replace(QLatin1Char('%'), QString()).replace(QLatin1Char('_'), QString());
        binds << prefix + QLatin1Char('%') << QLatin1Char('%') + prefix << f.search << f.search << f.search << f.search;
    }
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT %1 FROM operations o LEFT JOIN events e ON e.id = o.event_ref %2 ORDER BY o.id %3 LIMIT ? OFFSET ?")
                  .arg(kOperationColumns, where.isEmpty() ? QString() : QStringLiteral("WHERE ") + where.join(QStringLiteral(" AND ")),
                       f.descending ? QStringLiteral("DESC") : QStringLiteral("ASC")));
    for (const QVariant &b : binds)
        q.addBindValue(b);
    q.addBindValue(f.limit);
    q.addBindValue(f.offset);
    if (!q.exec()) {
        fail(q.lastError(), tr("listing operations"));
        return out;
    }
    while (q.next())
        out.append(*readOperation(q));
    return out;
}

QHash<OperationState, qint64> Ledger::operationCountsByState()
{
    QHash<OperationState, qint64> out;
    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral("SELECT state, n FROM operation_counts"))) {
        fail(q.lastError(), tr("counting operations"));
        return out;
    }
    while (q.next()) {
        if (auto s = operationStateFromString(q.value(0).toString()))
            out.insert(*s, q.value(1).toLongLong());
    }
    return out;
}

namespace {
const QString kStepColumns = QStringLiteral(
    "id, operation_id, position, kind, target, reference, state, hold_reason, attempts_used, content_version,"
    " target_reference, key_first_used_at, not_before, reserved_by, reserved_until, capability, attempt_limit,"
    " max_attempts, key_retention_s, settle_ms, unknown_lookups, last_attempt_at, max_execution_ms, may_run_until,"
    " can_lookup, verify_by_lookup, verify_due_at, verification,"
    " (SELECT COUNT(*) FROM evidence d WHERE d.step_ref = steps.id AND d.kind = 'duplicate'), delivery");

StepRecord readStep(const QSqlQuery &q)
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
    r.capability = capabilityFromString(q.value(15).toString()).value_or(Capability::None);
    r.attemptLimit = q.value(16).toInt();
    r.maxAttempts = q.value(17).toInt();
    r.keyRetentionSeconds = q.value(18).toLongLong();
    r.settleMs = q.value(19).toLongLong();
    r.unknownLookups = q.value(20).toInt();
    r.lastAttemptAt = fromIsoUtc(q.value(21).toString());
    r.maxExecutionMs = q.value(22).toLongLong();
    r.mayRunUntil = fromIsoUtc(q.value(23).toString());
    r.canLookup = q.value(24).toInt() != 0;
    r.verifyByLookup = q.value(25).toInt() != 0;
    r.verifyDueAt = fromIsoUtc(q.value(26).toString());
    r.verification = q.value(27).toString();
    r.duplicates = q.value(28).toInt();
    r.delivery = q.value(29).toString();
    return r;
}
} // namespace

QList<StepRecord> Ledger::steps(const QString &operationId)
{
    QList<StepRecord> out;
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT %1 FROM steps WHERE operation_id = ? ORDER BY position").arg(kStepColumns));
    q.addBindValue(operationId);
    if (!q.exec()) {
        fail(q.lastError(), tr("reading steps"));
        return out;
    }
    while (q.next())
        out.append(readStep(q));
    return out;
}

std::optional<StepRecord> Ledger::step(qint64 stepRowId)
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT %1 FROM steps WHERE id = ?").arg(kStepColumns));
    q.addBindValue(stepRowId);
    if (!q.exec()) {
        fail(q.lastError(), tr("reading a step"));
        return std::nullopt;
    }
    if (!q.next()) {
        m_error = {LedgerError::Kind::Other, tr("no step %1").arg(stepRowId)};
        return std::nullopt;
    }
    return readStep(q);
}

QList<Attempt> Ledger::attempts(const QString &operationId)
{
    QList<Attempt> out;
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT a.id, a.step_ref, a.number, a.started_at, a.ended_at, a.request_fingerprint, a.outcome,"
                             " a.http_status, a.error FROM attempts a JOIN steps s ON s.id = a.step_ref"
                             " WHERE s.operation_id = ? ORDER BY a.started_at, s.position, a.number"));
    q.addBindValue(operationId);
    if (!q.exec()) {
        fail(q.lastError(), tr("reading attempts"));
        return out;
    }
    while (q.next()) {
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
        out.append(a);
    }
    return out;
}

QList<Evidence> Ledger::evidence(const QString &operationId)
{
    QList<Evidence> out;
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT v.id, v.step_ref, v.attempt_id, v.kind, v.observed_at, v.result, v.target_reference,"
                             " v.http_status, v.summary FROM evidence v JOIN steps s ON s.id = v.step_ref"
                             " WHERE s.operation_id = ? ORDER BY s.position, v.id")); // step by step, each in order
    q.addBindValue(operationId);
    if (!q.exec()) {
        fail(q.lastError(), tr("reading evidence"));
        return out;
    }
    while (q.next()) {
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
        out.append(v);
    }
    return out;
}

namespace {
ContentVersion readContent(const QSqlQuery &q)
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
} // namespace

QList<ContentVersion> Ledger::contentVersions(const QString &operationId)
{
    QList<ContentVersion> out;
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT c.step_ref, c.version, c.body, c.sha256, c.created_at, c.created_by, c.approved_by,"
                             " c.approved_at FROM content_versions c JOIN steps s ON s.id = c.step_ref"
                             " WHERE s.operation_id = ? ORDER BY s.position, c.version"));
    q.addBindValue(operationId);
    if (!q.exec()) {
        fail(q.lastError(), tr("reading content"));
        return out;
    }
    while (q.next())
        out.append(readContent(q));
    return out;
}

std::optional<ContentVersion> Ledger::contentVersion(qint64 stepRowId, int version)
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT step_ref, version, body, sha256, created_at, created_by, approved_by, approved_at"
                             " FROM content_versions WHERE step_ref = ? AND version = ?"));
    q.addBindValue(stepRowId);
    q.addBindValue(version);
    if (!q.exec()) {
        fail(q.lastError(), tr("reading content"));
        return std::nullopt;
    }
    if (!q.next()) {
        m_error = {LedgerError::Kind::Other, tr("no content version %1").arg(version)};
        return std::nullopt;
    }
    return readContent(q);
}

QList<Decision> Ledger::decisions(const QString &operationId)
{
    QList<Decision> out;
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    const QString sql = QStringLiteral("SELECT seq, decided_at, reviewer, operation_id, step_position, action, rationale,"
                                       " payload, prev_hash, hash FROM decisions %1 ORDER BY seq");
    q.prepare(sql.arg(operationId.isEmpty() ? QString() : QStringLiteral("WHERE operation_id = ?")));
    if (!operationId.isEmpty())
        q.addBindValue(operationId);
    if (!q.exec()) {
        fail(q.lastError(), tr("reading decisions"));
        return out;
    }
    while (q.next()) {
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
        out.append(d);
    }
    return out;
}

std::optional<Event> Ledger::event(qint64 rowId)
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT id, source, event_id, topic, triggered_at, received_at, payload, payload_sha256"
                             " FROM events WHERE id = ?"));
    q.addBindValue(rowId);
    if (!q.exec() || !q.next()) {
        fail(q.lastError(), tr("reading an event"));
        return std::nullopt;
    }
    Event e;
    e.rowId = q.value(0).toLongLong();
    e.source = q.value(1).toString();
    e.eventId = q.value(2).toString();
    e.topic = q.value(3).toString();
    e.triggeredAt = fromIsoUtc(q.value(4).toString());
    e.receivedAt = fromIsoUtc(q.value(5).toString());
    e.payload = q.value(6).toByteArray();
    e.payloadSha256 = q.value(7).toString();
    return e;
}

Counts Ledger::counts()
{
    Counts c;
    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral(
            "SELECT (SELECT COUNT(*) FROM events), (SELECT COUNT(*) FROM deliveries), (SELECT COUNT(*) FROM operations),"
            " (SELECT COUNT(*) FROM attempts), (SELECT COUNT(*) FROM steps WHERE state = 'confirmed'),"
            " (SELECT COUNT(*) FROM operations WHERE state IN ('held', 'uncertain')),"
            " (SELECT COUNT(DISTINCT step_ref) FROM evidence WHERE kind = 'duplicate'),"
            " (SELECT COUNT(*) FROM steps WHERE delivery = 'delivered'), (SELECT COUNT(*) FROM steps WHERE delivery = 'bounced')"))
        || !q.next()) {
        fail(q.lastError(), tr("counting"));
        return c;
    }
    c.events = q.value(0).toLongLong();
    c.deliveries = q.value(1).toLongLong();
    c.operations = q.value(2).toLongLong();
    c.attempts = q.value(3).toLongLong();
    c.confirmedEffects = q.value(4).toLongLong();
    c.unresolvedOperations = q.value(5).toLongLong();
    c.duplicatesAtTarget = q.value(6).toLongLong();
    c.emailsDelivered = q.value(7).toLongLong();
    c.emailsBounced = q.value(8).toLongLong();

    QList<qint64> durations;
    if (q.exec(QStringLiteral("SELECT held_at, resolved_at FROM holds WHERE resolved_at IS NOT NULL"))) {
        while (q.next())
            durations.append(fromIsoUtc(q.value(0).toString()).msecsTo(fromIsoUtc(q.value(1).toString())));
    }
    c.recoveries = durations.size();
    if (!durations.isEmpty()) {
        std::sort(durations.begin(), durations.end());
        // Nearest-rank percentiles: an actual observed duration, never interpolated.
        const auto rank = [&](double p) {
            const qsizetype i = qsizetype(std::ceil(p * double(durations.size()))) - 1;
            return durations.at(std::clamp<qsizetype>(i, 0, durations.size() - 1));
        };
        c.recoveryMedianMs = rank(0.5);
        c.recoveryP90Ms = rank(0.9);
    }
    return c;
}

QList<MetricsBucket> Ledger::metrics(const QDateTime &from, const QDateTime &to, qint64 bucketSeconds)
{
    QList<MetricsBucket> buckets;
    if (!from.isValid() || !to.isValid() || bucketSeconds <= 0 || from >= to)
        return buckets;
    for (QDateTime t = from; t < to; t = t.addSecs(bucketSeconds))
        buckets.append(MetricsBucket{t, 0, 0, 0, 0, 0, -1, -1});
    const auto indexOf = [&](const QDateTime &t) -> qsizetype {
        if (!t.isValid() || t < from || t >= to)
            return -1;
        return qsizetype(from.secsTo(t) / bucketSeconds);
    };
    const QString f = isoUtc(from), e = isoUtc(to);
    const auto countInto = [&](const QString &sql, qint64 MetricsBucket::*field) {
        QSqlQuery q(m_db);
        q.setForwardOnly(true);
        q.prepare(sql);
        q.addBindValue(f);
        q.addBindValue(e);
        if (!q.exec()) {
            fail(q.lastError(), tr("reading metrics"));
            return;
        }
        while (q.next()) {
            const qsizetype i = indexOf(fromIsoUtc(q.value(0).toString()));
            if (i >= 0 && i < buckets.size())
                ++(buckets[i].*field);
        }
    };
    countInto(QStringLiteral("SELECT received_at FROM events WHERE received_at >= ? AND received_at < ?"), &MetricsBucket::events);
    countInto(QStringLiteral("SELECT received_at FROM deliveries WHERE received_at >= ? AND received_at < ?"), &MetricsBucket::deliveries);
    countInto(QStringLiteral("SELECT started_at FROM attempts WHERE started_at >= ? AND started_at < ?"), &MetricsBucket::attempts);
    countInto(QStringLiteral("SELECT confirmed_at FROM steps WHERE confirmed_at >= ? AND confirmed_at < ?"), &MetricsBucket::confirmedEffects);

    // Holds: open at each bucket's end, and recoveries finished inside it.
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT held_at, resolved_at FROM holds WHERE held_at < ? AND (resolved_at IS NULL OR resolved_at >= ?)"));
    q.addBindValue(e);
    q.addBindValue(f);
    QList<QList<qint64>> durations(buckets.size());
    if (q.exec()) {
        while (q.next()) {
            const QDateTime held = fromIsoUtc(q.value(0).toString());
            const QDateTime resolved = fromIsoUtc(q.value(1).toString());
            for (qsizetype i = 0; i < buckets.size(); ++i) {
                const QDateTime end = buckets.at(i).start.addSecs(bucketSeconds);
                if (held < end && (!resolved.isValid() || resolved >= end))
                    ++buckets[i].unresolvedAtEnd;
            }
            const qsizetype r = indexOf(resolved);
            if (r >= 0 && r < buckets.size())
                durations[r].append(held.msecsTo(resolved));
        }
    }
    for (qsizetype i = 0; i < buckets.size(); ++i) {
        QList<qint64> &d = durations[i];
        if (d.isEmpty())
            continue;
        std::sort(d.begin(), d.end());
        const auto rank = [&](double p) { return d.at(std::clamp<qsizetype>(qsizetype(std::ceil(p * double(d.size()))) - 1, 0, d.size() - 1)); };
        buckets[i].recoveryMedianMs = rank(0.5);
        buckets[i].recoveryP90Ms = rank(0.9);
    }
    return buckets;
}

ChainVerification Ledger::verifyChain()
{
    // Streamed: one row at a time, one reused buffer, one encoding (DecisionChain).
    // Raw text, no enum parsing, so a hand-edited action name is caught too.
    static const QString sql = QStringLiteral("SELECT seq, decided_at, reviewer, operation_id, step_position, action, rationale,"
                                              " payload, prev_hash, hash FROM decisions ORDER BY seq");
    ChainVerification v;
    DecisionChain::Verifier chain;
    const auto readFailed = [&](const QSqlError &e) {
        fail(e, tr("reading decisions"));
        v.ok = false;
        v.problem = m_error.message;
        return v;
    };
    if (sqlite3 *db = m_writes ? m_writes->nativeHandle() : nullptr) {
        // SQLite's C API hands out the stored UTF-8 as it is: no QString, no QVariant per value.
        sqlite3_stmt *stmt = nullptr;
        if (sqlite3_prepare_v2(db, sql.toUtf8().constData(), -1, &stmt, nullptr) != SQLITE_OK)
            return readFailed(QSqlError(tr("reading decisions"), QString::fromUtf8(sqlite3_errmsg(db)), QSqlError::StatementError));
        const auto text = [stmt](int i) {
            return QByteArrayView(reinterpret_cast<const char *>(sqlite3_column_text(stmt, i)), sqlite3_column_bytes(stmt, i));
        };
        int rc;
        while ((rc = sqlite3_step(stmt)) == SQLITE_ROW) {
            if (!chain.feed(sqlite3_column_int64(stmt, 0),
                            {text(0), text(1), text(2), text(3), text(4), text(5), text(6), text(7), text(8)}, text(9)))
                break;
        }
        const bool failed = rc != SQLITE_ROW && rc != SQLITE_DONE;
        const QString message = QString::fromUtf8(sqlite3_errmsg(db));
        sqlite3_finalize(stmt);
        if (failed)
            return readFailed(QSqlError(tr("reading decisions"), message, QSqlError::StatementError));
    } else {
        QSqlQuery q(m_db);
        q.setForwardOnly(true);
        if (!q.exec(sql))
            return readFailed(q.lastError());
        QByteArray f[10];
        while (q.next()) {
            for (int i = 0; i < 10; ++i)
                f[i] = q.value(i).toString().toUtf8();
            if (!chain.feed(q.value(0).toLongLong(), {f[0], f[1], f[2], f[3], f[4], f[5], f[6], f[7], f[8]}, f[9]))
                break;
        }
    }
    v.count = chain.count();
    switch (chain.problem()) {
    case DecisionChain::Verifier::Problem::None:
        v.headHash = chain.headHash();
        return v;
    case DecisionChain::Verifier::Problem::Gap:
        v.problem = tr("entry %1 follows entry %2: an entry is missing or was inserted").arg(chain.brokenSeq()).arg(chain.count());
        break;
    case DecisionChain::Verifier::Problem::Link:
        v.problem = tr("entry %1 does not link to the entry before it (removed, inserted or reordered)").arg(chain.brokenSeq());
        break;
    case DecisionChain::Verifier::Problem::Changed:
        v.problem = tr("entry %1 was changed after it was written").arg(chain.brokenSeq());
        break;
    }
    v.ok = false;
    v.firstBrokenSeq = chain.brokenSeq();
    return v;
}

} // namespace rl::models
