// SPDX-License-Identifier: GPL-3.0-or-later
#include "connection.h"

#include "ids.h"
#include "sqldialect.h"
#include "sqlitewriters.h"
#include "writestatements.h"

#include <QAtomicInteger>
#include <sys/stat.h>
#include <unistd.h>
#include <QFileInfo>
#include <QSqlDriver>
#include <QSqlError>
#include <QUrl>
#include <QUrlQuery>
#include <chrono>
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

} // namespace

LedgerConnection::LedgerConnection(QString location, QString name)
    : m_location(std::move(location))
    , m_name(std::move(name))
{
}

LedgerConnection::~LedgerConnection()
{
    m_clock.reset();
    m_checkpointer.reset(); // its own connection; it copies what this one wrote
    m_writes.reset();       // before the connection goes
    m_statements.clear();
    m_prepared.clear();
    m_db.close();
    m_db = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_name);
}

std::unique_ptr<LedgerConnection> LedgerConnection::open(const QString &location, bool mustExist, LedgerError *error,
                                                        bool initialiseEmpty, bool readOnly)
{
    const auto failWith = [&](LedgerError::Kind kind, const QString &message) -> std::unique_ptr<LedgerConnection> {
        if (error)
            *error = {kind, message};
        return nullptr;
    };
    const bool postgres = location.startsWith(QLatin1String("postgresql://"))
        || location.startsWith(QLatin1String("postgres://"));
    const QString name = QStringLiteral("runledger-%1").arg(s_connectionCounter.fetchAndAddRelaxed(1));
    std::unique_ptr<LedgerConnection> c(new LedgerConnection(location, name));

    if (postgres) {
        if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL")))
            return failWith(LedgerError::Kind::Other, tr("The PostgreSQL driver for Qt is not installed (Debian package libqt6sql6-psql)."));
        // Several hosts (docs/team-setup.md, "A standby that takes over"):
        // postgresql://user@db1:5432,db2:5432/runledger?target_session_attrs=read-write.
        // libpq tries them in order and, so asked, takes the one that accepts
        // writes. QUrl reads one host: the list is read here and the URL
        // parsed with its first host for the rest.
        const qsizetype authorityAt = location.indexOf(QLatin1String("://")) + 3;
        qsizetype authorityEnd = location.indexOf(QLatin1Char('/'), authorityAt);
        if (authorityEnd < 0)
            authorityEnd = location.size();
        const QString authority = location.mid(authorityAt, authorityEnd - authorityAt);
        const qsizetype at = authority.lastIndexOf(QLatin1Char('@'));
        const QString userInfo = at >= 0 ? authority.left(at + 1) : QString();
        const QStringList hostList = authority.mid(at + 1).split(QLatin1Char(','));
        QStringList hosts, ports;
        for (const QString &h : hostList) {
            const QUrl one(QStringLiteral("postgresql://") + h);
            if (!one.isValid() || h.isEmpty())
                return failWith(LedgerError::Kind::Other, tr("The ledger URL's host %1 cannot be read.").arg(h));
            hosts << (one.host().isEmpty() ? QStringLiteral("localhost") : one.host());
            ports << QString::number(one.port(5432));
        }
        const QUrl url(location.left(authorityAt) + userInfo + hostList.first() + location.mid(authorityEnd));
        c->m_db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
        c->m_db.setHostName(hosts.join(QLatin1Char(',')));
        if (hosts.size() == 1)
            c->m_db.setPort(ports.first().toInt());
        c->m_db.setDatabaseName(url.path().mid(1));
        c->m_db.setUserName(url.userName());
        // A password may come in the URL for tests; in use it comes from PGPASSWORD or ~/.pgpass.
        if (!url.password().isEmpty())
            c->m_db.setPassword(url.password());
        // TLS to the database (docs/team-setup.md): libpq's own parameters
        // from the URL's query, e.g. ?sslmode=verify-full&sslrootcert=/etc/…;
        // PGSSLMODE and the other PG* variables work as well.
        QStringList options;
        if (hosts.size() > 1)
            options << QStringLiteral("port=") + ports.join(QLatin1Char(','));
        const QUrlQuery query(url);
        for (const auto &[key, value] : query.queryItems(QUrl::FullyDecoded)) {
            static const QStringList passed{QStringLiteral("sslmode"), QStringLiteral("sslrootcert"), QStringLiteral("sslcert"),
                                            QStringLiteral("sslkey"), QStringLiteral("sslcrl"), QStringLiteral("connect_timeout"),
                                            QStringLiteral("application_name"), QStringLiteral("target_session_attrs")};
            if (!passed.contains(key))
                return failWith(LedgerError::Kind::Other, tr("The ledger URL's parameter %1 is not one Runledger passes on (%2).")
                                                              .arg(key, passed.join(QStringLiteral(", "))));
            if (value.contains(QLatin1Char(';')) || value.contains(QLatin1Char(' ')) || value.contains(QLatin1Char('\'')))
                return failWith(LedgerError::Kind::Other, tr("The ledger URL's parameter %1 holds a character it may not.").arg(key));
            options << key + QLatin1Char('=') + value;
        }
        // A server that takes the connection but never answers is given up
        // after ten seconds, not after the system's TCP timeout (minutes):
        // the console says so, serve retries (docs/team-setup.md).
        if (!query.hasQueryItem(QStringLiteral("connect_timeout")) && qEnvironmentVariableIsEmpty("PGCONNECT_TIMEOUT"))
            options << QStringLiteral("connect_timeout=10");
        c->m_db.setConnectOptions(options.join(QLatin1Char(';')));
    } else {
        const QFileInfo info(location);
        if (!info.exists() && mustExist)
            return failWith(LedgerError::Kind::Missing, tr("No ledger at %1. Create one with: runledgerctl init --ledger %1").arg(location));
        if (info.exists() && !info.isFile())
            return failWith(LedgerError::Kind::Other, tr("%1 is not a file.").arg(location));
        if (readOnly && !info.exists())
            return failWith(LedgerError::Kind::Missing, tr("No ledger at %1.").arg(location));
        if (info.exists() && !mustExist && !readOnly && !(info.permissions() & (QFile::WriteOwner | QFile::WriteGroup | QFile::WriteOther)))
            // Honour a file marked read-only even for root, who could write it anyway.
            return failWith(LedgerError::Kind::ReadOnly, tr("The ledger %1 is read-only; it can be read but not changed.").arg(location));
        if (info.exists() && info.size() == 0 && !initialiseEmpty)
            return failWith(LedgerError::Kind::Corrupt, tr("%1 is an empty file, not a ledger; nothing was written to it. "
                                                           "To make it a new ledger: runledgerctl init --ledger %1").arg(location));
        c->m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        c->m_db.setDatabaseName(location);
        const QByteArray timeout = qgetenv("RUNLEDGER_BUSY_TIMEOUT_MS");
        c->m_db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1%2")
                                      .arg(timeout.isEmpty() ? QStringLiteral("5000") : QString::fromLatin1(timeout),
                                           readOnly ? QStringLiteral(";QSQLITE_OPEN_READONLY") : QString()));
    }
    c->m_dialect = SqlDialect::forDriver(c->m_db.driverName());
    if (!c->m_db.open())
        return failWith(LedgerError::Kind::Other, tr("Cannot open the ledger %1: %2").arg(location, c->m_db.lastError().text()));
    c->m_writes = std::make_unique<WriteStatements>(c->m_db);
    c->m_openedReadOnly = readOnly;
    if (!postgres && !readOnly)
        c->m_writeQueue = WriteQueue::forFile(location);
    c->fileProblem(); // remembers which files these are
    QSqlQuery q(c->m_db);
    // Nothing is written to a file before it is known to be a ledger
    // (docs/design.md, rule 15): the connection's set-up changes the journal
    // mode, which rewrites another program's database and leaves -wal and
    // -shm files beside it. Reading its list of tables writes nothing.
    if (!postgres && QFileInfo(location).size() > 0 && q.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table'"))) {
        QStringList tables;
        while (q.next())
            tables << q.value(0).toString();
        q.finish();
        tables.removeAll(QStringLiteral("sqlite_sequence"));
        if (!tables.isEmpty() && !tables.contains(QStringLiteral("schema_migrations"))
            && tables != QStringList{QStringLiteral("ledger_writer")})
            return failWith(LedgerError::Kind::Corrupt, tr("%1 is not a Runledger ledger: it holds other tables (%2). Nothing was changed.")
                                                            .arg(location, tables.mid(0, 5).join(QStringLiteral(", "))));
    }
    for (const QString &sql : c->m_dialect->connectionSetup()) {
        // Read-only: the journal mode is the writer's to set (asking to change it would write).
        if (readOnly && sql.contains(QLatin1String("journal_mode")))
            continue;
        if (!q.exec(sql)) {
            c->fail(q.lastError(), tr("configuring the connection"));
            return failWith(c->m_error.kind, c->m_error.message);
        }
    }
    // PostgreSQL has no read-only connection mode: the session's transactions
    // are made read-only, so a write is refused by the server, as SQLite's
    // read-only open refuses it.
    if (readOnly && postgres && !q.exec(QStringLiteral("SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY"))) {
        c->fail(q.lastError(), tr("configuring the connection"));
        return failWith(c->m_error.kind, c->m_error.message);
    }
    // One clock (docs/ledger.md): on PostgreSQL the database server's.
    LedgerClock::ReadDatabase readClock;
    if (const QString sql = c->m_dialect->clockQuery(); !sql.isEmpty()) {
        readClock = [self = c.get(), sql]() -> std::optional<QDateTime> {
            QSqlQuery clockQuery(self->m_db);
            if (!clockQuery.exec(sql) || !clockQuery.next())
                return std::nullopt;
            return fromIsoUtc(clockQuery.value(0).toString());
        };
    }
    c->m_clock = std::make_unique<LedgerClock>(std::move(readClock));
    return c;
}

namespace {
// nullopt: no such file.
std::optional<std::pair<quint64, quint64>> fileId(const QString &path)
{
    struct stat st {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return std::nullopt;
    return std::pair<quint64, quint64>{quint64(st.st_dev), quint64(st.st_ino)};
}
} // namespace

QString LedgerConnection::fileProblem()
{
    if (!isSqlite())
        return {};
    const auto check = [](FileId &known, const QString &path, const QString &gone, const QString &replaced) -> QString {
        const auto now = fileId(path);
        if (!known.known) {
            if (now) // first seen: remember it
                known = {now->first, now->second, true};
            return {};
        }
        if (!now)
            return gone;
        if (now->first != known.device || now->second != known.inode)
            return replaced;
        return {};
    };
    if (QString p = check(m_dbFile, m_location, tr("the ledger file %1 was deleted while in use").arg(m_location),
                          tr("the ledger file %1 was replaced while in use").arg(m_location));
        !p.isEmpty())
        return p;
    // Made read-only while open for writing (the open file would still take
    // writes): someone meant it to change no more. Marked read-only is
    // honoured for root too, who may write whatever the bits say.
    if (!m_openedReadOnly && m_dbFile.known) {
        const auto readOnly = [](const QString &path) {
            struct stat st {};
            if (::stat(QFile::encodeName(path).constData(), &st) != 0)
                return false;
            return (st.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH)) == 0 || ::access(QFile::encodeName(path).constData(), W_OK) != 0;
        };
        if (readOnly(m_location))
            return tr("the ledger file %1 was made read-only while in use: nothing more is written to it").arg(m_location);
        if (const QString folder = QFileInfo(m_location).absolutePath(); readOnly(folder))
            return tr("the folder of the ledger %1 was made read-only while in use: nothing more is written to it").arg(m_location);
    }
    // The write-ahead log exists from the first write until the last connection closes.
    return check(m_walFile, m_location + QStringLiteral("-wal"),
                 tr("the ledger's write-ahead log %1-wal was deleted while in use: commits since then are in no file").arg(m_location),
                 tr("the ledger's write-ahead log %1-wal was replaced while in use").arg(m_location));
}

bool LedgerConnection::isSqlite() const { return m_db.driverName() == QLatin1String("QSQLITE"); }

std::optional<QSqlQuery> LedgerConnection::exec(const QString &sql, const QVariantList &binds, const QString &what)
{
    if (!binds.isEmpty() && !isSqlite()) {
        // PostgreSQL: Qt prepares a statement on the server (PREPARE), runs it
        // (EXECUTE) and drops it again (DEALLOCATE) when the query goes: three
        // round trips and a plan per statement. Kept per connection instead, a
        // statement is prepared once and each run is one round trip. Callers
        // read a result before they run the same statement again (none nests
        // two runs of one statement).
        auto it = m_prepared.find(sql);
        if (it == m_prepared.end()) {
            auto q = std::make_unique<QSqlQuery>(m_db);
            q->setForwardOnly(true);
            if (!q->prepare(sql)) {
                fail(q->lastError(), what);
                return std::nullopt;
            }
            it = m_prepared.emplace(sql, std::move(q)).first;
        }
        QSqlQuery &q = *it->second;
        q.finish();
        for (const QVariant &b : binds)
            q.addBindValue(b);
        if (!q.exec()) {
            fail(q.lastError(), what);
            return std::nullopt;
        }
        return q;
    }
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    bool ok = binds.isEmpty() ? q.exec(sql) : q.prepare(sql);
    if (ok && !binds.isEmpty()) {
        for (const QVariant &b : binds)
            q.addBindValue(b);
        ok = q.exec();
    }
    if (!ok) {
        fail(q.lastError(), what);
        return std::nullopt;
    }
    return q;
}

bool LedgerConnection::execOne(const QString &sql, const QVariantList &binds, const QString &what, const QString &refusal)
{
    auto q = exec(sql, binds, what);
    if (!q)
        return false;
    if (q->numRowsAffected() != 1)
        return refuse(refusal);
    return true;
}

QSqlQuery &LedgerConnection::statement(const QString &sql)
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

bool LedgerConnection::fail(const QSqlError &e, const QString &what)
{
    const int code = isSqlite() ? sqliteCode(e) : -1;
    LedgerError::Kind kind = LedgerError::Kind::Other;
    QString message;
    if (!isSqlite()) {
        // PostgreSQL names its errors by SQLSTATE.
        const QString state = e.nativeErrorCode();
        if (m_dialect->isTransientConflict(state)) {
            m_error = {LedgerError::Kind::Locked,
                       tr("Another writer changed the same rows at the same time while %1; it was tried again and still collided.").arg(what),
                       true};
            return false;
        }
        if (state == QLatin1String("42501")) { // insufficient_privilege: the login's role (docs/team-setup.md)
            // The database's first line says what was refused, without its context.
            const QString said = e.databaseText().section(QLatin1Char('\n'), 0, 0).remove(QStringLiteral("ERROR:")).trimmed();
            m_error = {LedgerError::Kind::Refused, tr("The ledger database refused %1: %2").arg(what, said)};
            return false;
        }
        if (state == QLatin1String("25006")) { // read_only_sql_transaction: opened read-only
            m_error = {LedgerError::Kind::ReadOnly, tr("The ledger is open read-only; %1 was not done.").arg(what)};
            return false;
        }
        if (state == QLatin1String("55P03")) { // lock_not_available: lock_timeout passed
            m_error = {LedgerError::Kind::Locked,
                       tr("The ledger database is busy: another connection held what %1 needs for over 10 s. Nothing was changed; try again.")
                           .arg(what)};
            return false;
        }
        if (state == QLatin1String("57014")) { // query_canceled: statement_timeout passed
            m_error = {LedgerError::Kind::Other,
                       tr("The ledger database took longer than 60 s while %1 and the statement was stopped. Nothing was changed.").arg(what)};
            return false;
        }
        // No SQLSTATE and no text: libpq lost the server before it answered.
        if (state.startsWith(QLatin1String("08")) || state == QLatin1String("57P01") || state == QLatin1String("57P02")
            || state == QLatin1String("57P03") || (state.isEmpty() && e.text().trimmed().isEmpty())
            || e.text().contains(QLatin1String("server closed the connection"))
            || e.text().contains(QLatin1String("no connection to the server"))) {
            const QString said = e.text().simplified().isEmpty() ? tr("no answer from the server") : e.text().simplified();
            // Lost with the COMMIT's answer, the transaction may have
            // committed: unknown, never "nothing was written" (a caller reads
            // back by its keys: LedgerError::outcomeUnknown).
            if (m_committing) {
                m_error = {LedgerError::Kind::Other,
                           tr("The connection to the ledger database was lost while committing (%1): whether it was committed "
                              "is not known.").arg(said)};
                m_error.outcomeUnknown = true;
                return false;
            }
            m_error = {LedgerError::Kind::Other,
                       tr("The connection to the ledger database was lost while %1 (%2). Nothing of it was committed.").arg(what, said)};
            return false;
        }
    }
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

bool LedgerConnection::lockOperation(const QString &operationId)
{
    if (m_dialect->forUpdate().isEmpty())
        return true;
    // No row (an unknown id) locks nothing; the read that follows says so.
    return bool(exec(QStringLiteral("SELECT id FROM operations WHERE id = ?") + m_dialect->forUpdate(), {operationId},
                     tr("locking an operation")));
}

bool LedgerConnection::lockOperationOfStep(qint64 stepRowId)
{
    if (m_dialect->forUpdate().isEmpty())
        return true;
    return bool(exec(QStringLiteral("SELECT id FROM operations WHERE id = (SELECT operation_id FROM steps WHERE id = ?)")
                         + m_dialect->forUpdate(),
                     {stepRowId}, tr("locking an operation")));
}

bool LedgerConnection::lockOperationOfAttempt(const QString &attemptId)
{
    if (m_dialect->forUpdate().isEmpty())
        return true;
    return bool(exec(QStringLiteral("SELECT id FROM operations WHERE id = (SELECT s.operation_id FROM attempts a"
                                    " JOIN steps s ON s.id = a.step_ref WHERE a.id = ?)")
                         + m_dialect->forUpdate(),
                     {attemptId}, tr("locking an operation")));
}

bool LedgerConnection::serialise(qint64 what)
{
    for (const QString &sql : m_dialect->serialise(what)) {
        if (!exec(sql, {}, tr("waiting for the decision log")))
            return false;
    }
    return true;
}

void LedgerConnection::pauseBeforeRetry(int attempt)
{
    // A few milliseconds, growing and jittered, so the colliding transactions
    // do not collide again in step.
    static thread_local quint32 seed = quint32(quintptr(&seed));
    seed = seed * 1664525u + 1013904223u;
    std::this_thread::sleep_for(std::chrono::milliseconds((2 << attempt) + (seed >> 28)));
}

LedgerError LedgerConnection::failure() const
{
    if (m_error)
        return m_error;
    return {LedgerError::Kind::Other, tr("The ledger stopped without saying why.")};
}

bool LedgerConnection::refuse(const QString &reason)
{
    m_error = {LedgerError::Kind::Refused, reason};
    return false;
}

std::optional<bool> LedgerConnection::changedSinceLastCheck()
{
    QSqlQuery q(m_db);
    qint64 v = 0;
    // A check that cannot be made is no "nothing changed": the caller hears
    // of it (and reads again, which then says why).
    const auto failed = [&]() -> std::optional<bool> {
        fail(q.lastError(), tr("checking the ledger for changes"));
        return std::nullopt;
    };
    if (m_dialect->hasDataVersion()) {
        if (!q.exec(QStringLiteral("PRAGMA data_version")) || !q.next())
            return failed();
        v = q.value(0).toLongLong();
        // data_version only moves for other connections' commits; add our own
        // writes through the total change count of this connection.
        if (!q.exec(QStringLiteral("SELECT total_changes()")) || !q.next())
            return failed();
        v = v * 1000003 + q.value(0).toLongLong();
    } else {
        // Every state change refreshes its operation's updated_at (indexed).
        if (!q.exec(QStringLiteral("SELECT COALESCE((SELECT MAX(updated_at) FROM operations), '') || '/'"
                                   " || (SELECT COUNT(*) FROM deliveries) || '/' || (SELECT COALESCE(MAX(seq), 0) FROM decisions)"))
            || !q.next())
            return failed();
        v = qint64(qHash(q.value(0).toString()));
    }
    const bool changed = v != m_dataVersion;
    m_dataVersion = v;
    return changed;
}

bool LedgerConnection::checkpoint()
{
    if (!m_dialect->hasDataVersion())
        return true;
    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral("PRAGMA wal_checkpoint(PASSIVE)")))
        return fail(q.lastError(), tr("copying the write-ahead log into the ledger"));
    return true;
}

QString LedgerConnection::checkpointFailure() const { return m_checkpointer ? m_checkpointer->failure() : QString(); }

bool LedgerConnection::truncateWal()
{
    if (!m_dialect->hasDataVersion())
        return true;
    // Waits (the busy timeout) for other programs' writers and for readers
    // still on the WAL; most of it was copied by the passive checkpoints
    // already. It takes its turn in this process's queue of writers, so they
    // hold back meanwhile instead of handing SQLite's lock to each other.
    const WriteQueue::Turn turn(m_writeQueue, WriteQueueTimeout);
    if (!turn.ok()) {
        m_error = {LedgerError::Kind::Locked, tr("the write-ahead log was not cut back: this process's writers did not give a turn")};
        return false;
    }
    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")))
        return fail(q.lastError(), tr("cutting back the write-ahead log"));
    return true;
}

void LedgerConnection::checkpointInBackground()
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

ReadSnapshot::ReadSnapshot(LedgerConnection &c)
    : m_c(c)
{
    if (m_c.db().driver()->hasFeature(QSqlDriver::Transactions) && !m_c.inTransaction()) {
        QSqlQuery q(m_c.db());
        m_open = q.exec(m_c.dialect().beginSnapshot());
        if (m_open)
            m_c.setInTransaction(true);
    }
}

ReadSnapshot::~ReadSnapshot()
{
    if (!m_open)
        return;
    QSqlQuery q(m_c.db());
    q.exec(QStringLiteral("COMMIT"));
    m_c.setInTransaction(false);
}

WriteTransaction::WriteTransaction(LedgerConnection &c)
    : m_c(c)
{
    if (!m_c.takeWriteTurn())
        return;
    QSqlQuery q(m_c.db());
    for (const QString &sql : m_c.dialect().beginWrite()) {
        if (!q.exec(sql)) {
            m_c.fail(q.lastError(), LedgerConnection::tr("starting a write"));
            q.exec(QStringLiteral("ROLLBACK"));
            m_c.releaseWriteTurn();
            return;
        }
    }
    m_open = true;
    m_c.setInTransaction(true);
}

WriteTransaction::~WriteTransaction()
{
    if (m_open)
        rollback();
}

bool WriteTransaction::commit()
{
    if (!m_open)
        return false;
    QSqlQuery q(m_c.db());
    m_c.m_committing = true;
    const bool committed = q.exec(QStringLiteral("COMMIT"));
    if (!committed)
        m_c.fail(q.lastError(), LedgerConnection::tr("committing"));
    m_c.m_committing = false;
    if (!committed) {
        const LedgerError why = m_c.error(); // the rollback must not change what is said
        rollback();
        m_c.setError(why);
        return false;
    }
    m_open = false;
    m_c.setInTransaction(false);
    m_c.releaseWriteTurn();
    // A WAL far past its bound (the background checkpoints did not get to
    // it): this writer cuts it back itself, as SQLite's autocheckpoint would,
    // but not by waiting for readers (its caller, intake's writer perhaps,
    // would wait with it).
    if (m_c.isSqlite() && QFileInfo(m_c.location() + QStringLiteral("-wal")).size() > 2 * LedgerConnection::WalBoundBytes)
        cutWalInPassing(m_c, std::chrono::milliseconds(20));
    return true;
}

void WriteTransaction::rollback()
{
    QSqlQuery q(m_c.db());
    q.exec(QStringLiteral("ROLLBACK"));
    m_open = false;
    m_c.setInTransaction(false);
    m_c.releaseWriteTurn();
}

bool LedgerConnection::takeWriteTurn()
{
    if (!m_writeQueue)
        return true;
    if (!m_writeQueue->acquire(WriteQueueTimeout)) {
        m_error = {LedgerError::Kind::Locked,
                   tr("The ledger %1 was busy with this program's other writes for over %2 s; nothing was changed. Try again.")
                       .arg(m_location).arg(WriteQueueTimeout.count() / 1000)};
        return false;
    }
    return true;
}

void LedgerConnection::releaseWriteTurn()
{
    if (m_writeQueue)
        m_writeQueue->release();
}

} // namespace rl::models
