// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ledgerclock.h"
#include "ledgertypes.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QVariant>
#include <chrono>
#include <memory>
#include <optional>
#include <unordered_map>

namespace rl::models {

class SqlDialect;
class WriteStatements;
class WalCheckpointer;
class WriteQueue;

// An empty text is stored as NULL.
inline QVariant textOrNull(const QString &s) { return s.isEmpty() ? QVariant(QMetaType(QMetaType::QString)) : QVariant(s); }

// One connection to a ledger: the Qt SQL database, its dialect, the one
// statement helper every part uses, and the error the last failure left.
// Used from the thread that opened it only.
class LedgerConnection final
{
    Q_DECLARE_TR_FUNCTIONS(Ledger)
public:
    // location: a file path, or postgresql://user:pass@host:port/db. Connects
    // and applies the dialect's connection setup; the schema is Schema's.
    // An existing zero-byte file is refused (before anything is written to
    // it) unless initialiseEmpty: only `runledgerctl init` makes one a ledger.
    // readOnly: SQLite opens the file read-only (nothing is ever written,
    // not even by root); the console uses it for a ledger it may not change.
    static std::unique_ptr<LedgerConnection> open(const QString &location, bool mustExist, LedgerError *error,
                                                  bool initialiseEmpty = false, bool readOnly = false);
    ~LedgerConnection();
    Q_DISABLE_COPY_MOVE(LedgerConnection)

    QString location() const { return m_location; }
    // The ledger's clock (ledgerclock.h): the database's on PostgreSQL.
    LedgerClock &clock() { return *m_clock; }
    QSqlDatabase &db() { return m_db; }
    const SqlDialect &dialect() const { return *m_dialect; }
    bool isSqlite() const;
    WriteStatements &writes() { return *m_writes; }

    // Runs sql with its values bound in order. nullopt: it failed, and
    // error() says so in words for a person ("Ledger error while <what>: …").
    std::optional<QSqlQuery> exec(const QString &sql, const QVariantList &binds, const QString &what);
    // The same for a statement that must change exactly one row: false when
    // it changed none (refused with `refusal`), or failed.
    bool execOne(const QString &sql, const QVariantList &binds, const QString &what, const QString &refusal);
    // A prepared statement kept for this connection (intake's hot reads).
    QSqlQuery &statement(const QString &sql);

    // Team mode (PostgreSQL): the operation's row is the lock of its steps,
    // attempts, evidence and holds. Every write transaction that reads an
    // operation's state and changes it locks that row first, so writers of
    // different operations never wait on each other and writers of one
    // operation take turns. Nothing to do on SQLite (one writer at a time).
    bool lockOperation(const QString &operationId);
    bool lockOperationOfStep(qint64 stepRowId);
    bool lockOperationOfAttempt(const QString &attemptId);
    // Serialises `what` (SqlDialect::ChainAppend …) until this transaction ends.
    bool serialise(qint64 what);

    // Runs a whole transaction again when it failed only because another one
    // got in the way (error().retryable), at most MaxTries times in all.
    static constexpr int MaxTries = 5;
    template<typename F>
    auto retrying(F &&transaction) -> decltype(transaction())
    {
        for (int i = 1;; ++i) {
            clearError();
            auto r = transaction();
            if (!m_error.retryable || i >= MaxTries)
                return r;
            pauseBeforeRetry(i);
        }
    }

    const LedgerError &error() const { return m_error; }
    // The error of a call that just failed, as a value for Result: a failure
    // that left no error of its own is still reported as one.
    LedgerError failure() const;
    // A WriteTransaction or ReadSnapshot is open on this connection.
    bool inTransaction() const { return m_inTransaction; }
    void setInTransaction(bool open) { m_inTransaction = open; }
    void clearError() { m_error = {}; }
    // Maps a driver error to what a person can act on (locked, read-only, damaged …).
    bool fail(const QSqlError &e, const QString &what);
    bool refuse(const QString &reason);
    void setError(LedgerError e) { m_error = std::move(e); }

    // SQLite: the database file or its write-ahead log deleted or replaced
    // since this connection opened them: what it commits would go into a file
    // nobody will read again. Empty: both are where they were.
    QString fileProblem();
    // Whether anything was committed since the last call; nullopt (error()
    // says why) when that cannot be read.
    std::optional<bool> changedSinceLastCheck();
    // The WAL is kept under WalBoundBytes: a file that grew past it (a burst
    // of commits without a pause, in which the WAL never starts over) is
    // copied whole and cut to zero. So a disk that ran full has the space
    // back that the database needs to take in the WAL, and recovery needs
    // little headroom. A writer that finds it past twice the bound cuts it
    // back itself.
    static constexpr qint64 WalBoundBytes = 4 * 1024 * 1024;
    bool checkpoint();
    bool truncateWal();
    void checkpointInBackground();
    // Why the background copy of the WAL last failed (empty: it works, or
    // there is none).
    QString checkpointFailure() const;

    // SQLite: this process's writers of one file take turns, first come
    // first served (sqlitewriters.h, WriteQueue), before they ask SQLite for
    // its write lock. A turn not given within WriteQueueTimeout is an error
    // of kind Locked. No-op on PostgreSQL and for a read-only connection.
    static constexpr std::chrono::milliseconds WriteQueueTimeout{60'000};
    bool takeWriteTurn();
    void releaseWriteTurn();

private:
    LedgerConnection(QString location, QString name);
    static void pauseBeforeRetry(int attempt);

    QString m_location;
    QString m_name;
    QSqlDatabase m_db;
    std::unique_ptr<SqlDialect> m_dialect;
    std::unique_ptr<WriteStatements> m_writes;
    std::unique_ptr<WalCheckpointer> m_checkpointer;
    std::shared_ptr<WriteQueue> m_writeQueue; // SQLite: shared by this process's connections to the file
    std::unique_ptr<LedgerClock> m_clock;
    std::unordered_map<QString, std::unique_ptr<QSqlQuery>> m_statements;
    std::unordered_map<QString, std::unique_ptr<QSqlQuery>> m_prepared; // PostgreSQL, see exec()
    LedgerError m_error;
    bool m_inTransaction = false;
    bool m_committing = false; // a COMMIT is on its way: a lost answer leaves the outcome unknown
    friend class WriteTransaction;
    qint64 m_dataVersion = -1;
    struct FileId
    {
        quint64 device = 0, inode = 0;
        bool known = false;
    };
    FileId m_dbFile, m_walFile;
    bool m_openedReadOnly = false;
};

// A write transaction that holds the write lock from its start and rolls
// back when it leaves scope without commit().
class WriteTransaction final
{
public:
    explicit WriteTransaction(LedgerConnection &c);
    ~WriteTransaction();
    Q_DISABLE_COPY_MOVE(WriteTransaction)
    bool ok() const { return m_open; }
    bool commit();
    void rollback();

private:
    LedgerConnection &m_c;
    bool m_open = false;
};

// A read that promises one picture: every statement inside it sees the same
// commit (PostgreSQL: REPEATABLE READ READ ONLY; SQLite: a deferred read
// transaction). Ends when it leaves scope. Nested inside a write transaction
// it does nothing: the write sees its own picture already.
class ReadSnapshot final
{
public:
    explicit ReadSnapshot(LedgerConnection &c);
    ~ReadSnapshot();
    Q_DISABLE_COPY_MOVE(ReadSnapshot)

private:
    LedgerConnection &m_c;
    bool m_open = false;
};

} // namespace rl::models
