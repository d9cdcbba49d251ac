// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <QThread>

#include <chrono>
#include <condition_variable>
#include <deque>
#include <map>
#include <memory>
#include <mutex>

namespace rl::models {

class LedgerConnection;

// SQLite has one writer at a time per file, and a writer that finds the
// lock taken polls for it (its busy handler sleeps 1, 2, 5 … 100 ms between
// tries). Two writers of one process that commit without a pause hand the
// lock to each other and a third that polls can lose every try until its
// busy timeout has passed: "locked by another program" from this very
// process. So this process's write transactions on one file, and the cut of
// its WAL, queue first come first served on a lock of the process's own, and
// only then ask SQLite for its lock, which then waits for other programs
// only (docs/architecture.md, "Threads and connections").
class WriteQueue
{
public:
    // The queue of one file (by its absolute path), shared by every
    // connection of this process to it.
    static std::shared_ptr<WriteQueue> forFile(const QString &location);

    // Waits for this thread's turn; false when the wait passed `timeout`.
    // A thread that holds the file's turn already (a write nested in another
    // on a second connection) does not queue behind itself.
    bool acquire(std::chrono::milliseconds timeout);
    void release();

    // One turn, released when it leaves scope.
    class Turn
    {
    public:
        Turn(std::shared_ptr<WriteQueue> q, std::chrono::milliseconds timeout);
        ~Turn();
        Q_DISABLE_COPY_MOVE(Turn)
        bool ok() const { return m_ok; }

    private:
        std::shared_ptr<WriteQueue> m_q;
        bool m_ok = false;
    };

private:
    static std::map<const WriteQueue *, int> &heldHere();

    std::mutex m_mutex;
    std::condition_variable m_turn;
    std::deque<quint64> m_waiting; // tickets, first come first served
    quint64 m_nextTicket = 0;
    bool m_held = false;
};

// The WAL cut back to zero (a TRUNCATE checkpoint) in passing: on a turn of
// this process's writers like any write, but waiting for readers still on
// the WAL only `patience` (SQLite would wait its whole busy timeout, and this
// process's writers, intake's among them, with it). False when it was not
// cut (readers were there: the next try will do; or an error). An erasure
// cuts with LedgerConnection::truncateWal, which waits as long as it takes.
bool cutWalInPassing(LedgerConnection &c, std::chrono::milliseconds patience);

// SQLite: a thread of its own (with its own connection, every 100 ms,
// passively) copies the WAL into the database file, so the writing
// connection's commits rarely wait for that copy and its fsync.
class WalCheckpointer
{
public:
    explicit WalCheckpointer(QString location);
    ~WalCheckpointer();
    Q_DISABLE_COPY_MOVE(WalCheckpointer)

    // Why the last copy of the WAL failed; empty while they succeed.
    QString failure() const;

private:
    // On the checkpoints' thread, every 100 ms. A failure is kept for
    // failure() (serve says it), never dropped: a WAL nobody copies grows.
    void checkpoint();

    mutable std::mutex m_failureMutex;
    QString m_failure;

    QString m_location;
    QThread m_thread;
    QObject m_context; // lives on m_thread
    std::unique_ptr<LedgerConnection> m_connection; // the thread's own
};

} // namespace rl::models
