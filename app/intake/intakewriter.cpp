// SPDX-License-Identifier: GPL-3.0-or-later
#include "intakewriter.h"

#include "ledger.h"

#include <QElapsedTimer>
#include <QThread>
#include <QTimer>

namespace rl::app {

using namespace rl::models;

namespace {

// Bounds one transaction (and the answers waiting on it) under a flood.
constexpr qsizetype MaxBatch = 1000;
constexpr int NotifyEveryMs = 100;
constexpr int PostgresWriters = 2;

} // namespace

// One writer: a QThread with a context object and its own connection. The
// HTTP thread hands it deliveries as queued calls; the first call after a
// commit queues one flush behind the calls already waiting, so whatever
// arrived while the disk synced the last commit goes into the next one
// together. State below is touched on the writer's thread only.
class IntakeLane final
{
public:
    IntakeLane(IntakeServer *server, QString location, int number)
        : m_server(server)
        , m_location(std::move(location))
    {
        m_thread.setObjectName(QStringLiteral("intake writer %1").arg(number));
        m_context.moveToThread(&m_thread);
        m_thread.start();
    }
    ~IntakeLane()
    {
        // Every delivery handed over before is written (the calls queued
        // ahead of this one have run), then the connection closes on its
        // own thread. Answers still queued for the server are its to drop.
        QMetaObject::invokeMethod(
            &m_context,
            [this] {
                while (!m_pending.isEmpty())
                    writeBatch();
                m_ledger.reset();
            },
            Qt::BlockingQueuedConnection);
        m_thread.quit();
        m_thread.wait();
    }
    Q_DISABLE_COPY_MOVE(IntakeLane)

    // From the HTTP thread.
    void submit(IntakeServer::Entry entry)
    {
        QMetaObject::invokeMethod(
            &m_context, [this, entry = std::move(entry)]() mutable { take(std::move(entry)); }, Qt::QueuedConnection);
    }

private:
    void take(IntakeServer::Entry entry)
    {
        m_pending.append(std::move(entry));
        if (m_flushQueued)
            return;
        m_flushQueued = true;
        QMetaObject::invokeMethod(&m_context, [this] { flush(); }, Qt::QueuedConnection);
    }

    void flush()
    {
        m_flushQueued = false;
        if (m_pending.isEmpty())
            return;
        writeBatch();
        if (!m_pending.isEmpty()) { // more than one batch was waiting
            m_flushQueued = true;
            QMetaObject::invokeMethod(&m_context, [this] { flush(); }, Qt::QueuedConnection);
        }
    }

    void writeBatch()
    {
        QList<IntakeServer::Entry> batch;
        if (m_pending.size() <= MaxBatch) {
            batch = std::exchange(m_pending, {});
        } else {
            batch = m_pending.first(MaxBatch);
            m_pending.remove(0, MaxBatch);
        }
        LedgerError error;
        std::optional<QList<IngestResult>> results;
        if (!m_ledger) {
            m_ledger = Ledger::open(m_location, Ledger::OpenMode::ExistingOnly, &error);
            if (m_ledger)
                m_ledger->checkpointInBackground();
        }
        if (m_ledger) {
            QList<IncomingDelivery> deliveries;
            deliveries.reserve(batch.size());
            for (const auto &entry : batch)
                deliveries.append(entry.first);
            auto ingested = m_ledger->ingestBatch(deliveries, m_ledger->now());
            if (!ingested && ingested.error().outcomeUnknown) {
                // The connection went with the COMMIT's answer (a failover, a
                // restart): the batch may be in the ledger or not. Settled by
                // writing it again on a new connection, to whichever server
                // now takes writes: every row is keyed (event, delivery id,
                // operation), so what the lost commit kept is found as it
                // is and only what it did not keep is written.
                m_ledger.reset();
                m_ledger = Ledger::open(m_location, Ledger::OpenMode::ExistingOnly, &error);
                if (m_ledger)
                    ingested = m_ledger->ingestBatch(deliveries, m_ledger->now());
                else
                    ingested = error;
            }
            if (!ingested) {
                error = ingested.error();
                // A connection the server dropped (a restart, a network cut) is
                // never used again: the next batch opens a new one.
                if (m_ledger && !m_ledger->connectionAlive())
                    m_ledger.reset();
            }
            // Committed into a file that was deleted or replaced meanwhile is
            // committed nowhere: never acknowledged.
            else if (const QString problem = m_ledger ? m_ledger->fileProblem() : QString(); !problem.isEmpty()) {
                error = {LedgerError::Kind::Missing, problem};
            } else {
                results = std::move(ingested).value();
                for (const IngestResult &r : *results)
                    m_notifyDue = m_notifyDue || r.newDelivery;
                notifySoon();
            }
        }
        // The WAL's background copy failing is said once per cause (a WAL
        // nobody copies grows until a writer cuts it back itself).
        if (const QString failure = m_ledger ? m_ledger->checkpointFailure() : QString(); failure != m_checkpointFailure) {
            m_checkpointFailure = failure;
            const QString line = failure.isEmpty() ? QStringLiteral("the write-ahead log is copied into the ledger again")
                                                   : QStringLiteral("the write-ahead log could not be copied into the ledger: %1").arg(failure);
            QMetaObject::invokeMethod(m_server, [server = m_server, line] { server->log(line); }, Qt::QueuedConnection);
        }
        // Answers go out on the HTTP thread, which owns the sockets; the
        // replies travel with the call, so they are released there too.
        QMetaObject::invokeMethod(
            m_server,
            [server = m_server, batch = std::move(batch), results = std::move(results), error] {
                server->answer(batch, results, error);
            },
            Qt::QueuedConnection);
    }

    // Runners and consoles on PostgreSQL hear of new work at most every
    // NotifyEveryMs: a notification is a small transaction of its own, never
    // one per delivery. Under a steady flow it goes out after a commit, once
    // the flow pauses from a timer.
    void notifySoon()
    {
        if (!m_notifyDue || m_notifyTimerSet)
            return;
        const qint64 wait = m_lastNotify.isValid() ? NotifyEveryMs - m_lastNotify.elapsed() : 0;
        if (wait <= 0) {
            notifyNow();
            return;
        }
        m_notifyTimerSet = true;
        QTimer::singleShot(int(wait), &m_context, [this] {
            m_notifyTimerSet = false;
            notifyNow();
        });
    }

    void notifyNow()
    {
        if (!m_notifyDue || !m_ledger)
            return;
        m_ledger->notify(Ledger::Channel::Work);
        m_ledger->notify(Ledger::Channel::Changed);
        m_lastNotify.start();
        m_notifyDue = false;
    }

    IntakeServer *m_server;
    QString m_location;
    QThread m_thread;
    QObject m_context; // lives on m_thread: the queued calls run there
    // On the writer's thread only:
    std::unique_ptr<Ledger> m_ledger; // its own connection
    QList<IntakeServer::Entry> m_pending;
    bool m_flushQueued = false;
    QString m_checkpointFailure; // the last one said
    bool m_notifyDue = false;
    bool m_notifyTimerSet = false;
    QElapsedTimer m_lastNotify;
};

IntakeWriter::IntakeWriter(IntakeServer *server, const QString &location)
{
    // SQLite has one writer at a time; PostgreSQL takes several
    // transactions at once (they lock rows, never a table), so several
    // writers commit batches side by side, each on its own connection.
    // Deliveries of one event always go to the same writer: a repeat
    // arriving at once is then found in that writer's batch or its last
    // commit, instead of waiting for another writer's uncommitted insert.
    const bool postgres = location.startsWith(QLatin1String("postgres"));
    const int writers = postgres ? PostgresWriters : 1;
    for (int i = 0; i < writers; ++i)
        m_lanes.push_back(std::make_unique<IntakeLane>(server, location, i));
}

IntakeWriter::~IntakeWriter() = default;

void IntakeWriter::submit(IntakeServer::Entry entry)
{
    // Deliveries that may meet on a key go to the same writer, so one never
    // waits on another writer's uncommitted insert of it: the event's, or
    // the business key's when a flow declares one.
    const auto keyed = std::find_if(entry.first.flows.cbegin(), entry.first.flows.cend(),
                                    [](const models::OperationPlan &p) { return !p.businessKey.isEmpty(); });
    const size_t hash = keyed == entry.first.flows.cend() ? qHash(entry.first.eventKey) : qHash(keyed->flow + keyed->businessKey);
    m_lanes[m_lanes.size() == 1 ? 0 : hash % m_lanes.size()]->submit(std::move(entry));
}

} // namespace rl::app
