// SPDX-License-Identifier: GPL-3.0-or-later
#include "sqlitewriters.h"

#include "connection.h"

#include <QFileInfo>
#include <QSqlQuery>
#include <QTimer>

#include <algorithm>

namespace rl::models {

std::shared_ptr<WriteQueue> WriteQueue::forFile(const QString &location)
{
    static std::mutex registryMutex;
    static std::map<QString, std::weak_ptr<WriteQueue>> registry;
    const QString key = QFileInfo(location).absoluteFilePath();
    std::lock_guard lock(registryMutex);
    std::shared_ptr<WriteQueue> q = registry[key].lock();
    if (!q) {
        q = std::make_shared<WriteQueue>();
        registry[key] = q;
    }
    return q;
}

bool WriteQueue::acquire(std::chrono::milliseconds timeout)
{
    if (heldHere().contains(this)) {
        ++heldHere()[this];
        return true;
    }
    std::unique_lock lock(m_mutex);
    const quint64 ticket = m_nextTicket++;
    m_waiting.push_back(ticket);
    const bool mine = m_turn.wait_for(lock, timeout, [&] { return !m_held && m_waiting.front() == ticket; });
    if (!mine) {
        m_waiting.erase(std::find(m_waiting.begin(), m_waiting.end(), ticket));
        lock.unlock();
        m_turn.notify_all(); // the one behind may be first now
        return false;
    }
    m_waiting.pop_front();
    m_held = true;
    heldHere()[this] = 1;
    return true;
}

void WriteQueue::release()
{
    auto it = heldHere().find(this);
    if (it == heldHere().end())
        return;
    if (--it->second > 0)
        return;
    heldHere().erase(it);
    {
        std::lock_guard lock(m_mutex);
        m_held = false;
    }
    m_turn.notify_all();
}

std::map<const WriteQueue *, int> &WriteQueue::heldHere()
{
    thread_local std::map<const WriteQueue *, int> held;
    return held;
}

WriteQueue::Turn::Turn(std::shared_ptr<WriteQueue> q, std::chrono::milliseconds timeout)
    : m_q(std::move(q))
{
    m_ok = !m_q || m_q->acquire(timeout);
}

WriteQueue::Turn::~Turn()
{
    if (m_q && m_ok)
        m_q->release();
}

WalCheckpointer::WalCheckpointer(QString location)
    : m_location(std::move(location))
{
    m_thread.setObjectName(QStringLiteral("ledger WAL checkpoints"));
    m_context.moveToThread(&m_thread);
    m_thread.start();
    // The timer is made on the thread it fires on, as a child of the context.
    QMetaObject::invokeMethod(&m_context, [this] {
        auto *every = new QTimer(&m_context);
        every->setInterval(100);
        QObject::connect(every, &QTimer::timeout, &m_context, [this] { checkpoint(); });
        every->start();
    });
}

WalCheckpointer::~WalCheckpointer()
{
    // The timer and the connection end on their own thread.
    QMetaObject::invokeMethod(
        &m_context,
        [this] {
            qDeleteAll(m_context.children());
            m_connection.reset();
        },
        Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
}

QString WalCheckpointer::failure() const
{
    const std::lock_guard lock(m_failureMutex);
    return m_failure;
}

bool cutWalInPassing(LedgerConnection &c, std::chrono::milliseconds patience)
{
    // A turn in this process's queue of writers (they hold back meanwhile
    // instead of handing SQLite's lock to each other), waited for 5 s, not
    // WriteQueueTimeout's minute: a cut in passing may be left for later;
    // the readers, only `patience`.
    const WriteQueue::Turn turn(WriteQueue::forFile(c.location()), std::chrono::seconds(5));
    if (!turn.ok())
        return false;
    QSqlQuery q(c.db());
    int before = -1;
    if (q.exec(QStringLiteral("PRAGMA busy_timeout")) && q.next())
        before = q.value(0).toInt();
    q.finish();
    if (before < 0 || !q.exec(QStringLiteral("PRAGMA busy_timeout = %1").arg(patience.count())))
        return false;
    // A row: whether it could not finish (readers, another program's writer), the WAL's frames, those copied.
    const bool cut = q.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")) && q.next() && q.value(0).toInt() == 0;
    q.finish();
    q.exec(QStringLiteral("PRAGMA busy_timeout = %1").arg(before));
    return cut;
}

void WalCheckpointer::checkpoint()
{
    LedgerError error;
    if (!m_connection) // the file may be back later
        m_connection = LedgerConnection::open(m_location, true, &error);
    bool copied = m_connection && m_connection->checkpoint();
    // Cut back in passing; readers still on the WAL (a long read of the
    // runner's) leave it for the next round, 100 ms later.
    if (copied && QFileInfo(m_location + QStringLiteral("-wal")).size() > LedgerConnection::WalBoundBytes)
        cutWalInPassing(*m_connection, std::chrono::milliseconds(20));
    const std::lock_guard lock(m_failureMutex);
    m_failure = copied ? QString() : m_connection ? m_connection->error().message : error.message;
}

} // namespace rl::models
