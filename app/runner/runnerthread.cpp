// SPDX-License-Identifier: GPL-3.0-or-later
#include "runnerthread.h"

#include <QSemaphore>
#include <QTimer>

namespace rl::app {

using namespace rl::models;

// Owns the runner's connection and the runner, on the runner's thread.
class RunnerThread::Host final : public QObject
{
public:
    std::unique_ptr<Ledger> ledger;
    std::unique_ptr<Runner> runner;
    QTimer *watch = nullptr; // the connection still answers
    bool dropped = false;     // the connection stopped answering; a new one is being opened
    QString lost;             // why it was dropped
};

RunnerThread::RunnerThread(QString location, const Configuration *config, Runner::Options options, QObject *parent)
    : QObject(parent)
    , m_location(std::move(location))
    , m_config(config)
    , m_options(std::move(options))
{
    m_thread.setObjectName(QStringLiteral("runner"));
}

RunnerThread::~RunnerThread() { stop(); }

bool RunnerThread::start(LedgerError *error)
{
    if (m_host)
        return true;
    m_host = new Host;
    m_host->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_host, &QObject::deleteLater);
    m_thread.start();
    LedgerError opened;
    bool ok = false;
    QSemaphore done;
    QMetaObject::invokeMethod(m_host, [this, &opened, &ok, &done] {
        m_host->ledger = Ledger::open(m_location, Ledger::OpenMode::ExistingOnly, &opened);
        if (m_host->ledger) {
            m_host->runner = std::make_unique<Runner>(m_host->ledger.get(), m_config, m_options);
            m_host->runner->setLogger(m_log);
            m_host->runner->start();
            ok = true;
            // A connection the server dropped (restart, network cut) is never
            // used again: every 2 s it is checked; once it does not answer, the
            // runner stops, and starts again on a new connection as soon as the
            // ledger answers. Its reservations in flight run out and are
            // reconciled like a killed runner's.
            m_host->watch = new QTimer(m_host);
            m_host->watch->setInterval(2000);
            QObject::connect(m_host->watch, &QTimer::timeout, m_host, [this] { checkConnection(); });
            m_host->watch->start();
        }
        done.release();
    });
    done.acquire();
    if (!ok) {
        if (error)
            *error = opened;
        stop();
    }
    return ok;
}

void RunnerThread::checkConnection()
{
    Host *h = m_host;
    const auto log = [this](const QString &line) {
        if (m_log)
            m_log(line);
    };
    if (!h->dropped) {
        if (h->ledger->connectionAlive())
            return;
        // The runner stops taking work; the calls it has under way go on
        // (their answers are written once a connection answers again, or
        // their reservations run out and they are reconciled).
        h->dropped = true;
        h->lost = h->ledger->lastError().message;
        h->runner->stop();
        log(QStringLiteral("runner: the ledger connection stopped answering (%1); reconnecting").arg(h->lost));
    }
    LedgerError error;
    auto fresh = Ledger::open(m_location, Ledger::OpenMode::ExistingOnly, &error);
    if (!fresh)
        return; // tried again on the next check
    // The same runner, with its connectors, on the new connection: a
    // target's calls in flight keep their places (docs/architecture.md,
    // "Threads"), and the old connection goes only once nothing uses it.
    h->runner->setLedger(fresh.get());
    h->ledger = std::move(fresh);
    h->runner->start();
    h->dropped = false;
    h->lost.clear();
    log(QStringLiteral("runner: reconnected to the ledger"));
}

void RunnerThread::stop()
{
    if (!m_host)
        return;
    // Runner and connection end on their own thread, in that order.
    QMetaObject::invokeMethod(m_host, [host = m_host] {
        delete host->watch;
        host->watch = nullptr;
        host->runner.reset();
        host->ledger.reset();
    }, Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
    m_host = nullptr; // deleted by the thread's finished signal
}

void RunnerThread::poke()
{
    if (m_host)
        QMetaObject::invokeMethod(m_host, [host = m_host] {
            if (host->runner)
                host->runner->poke();
        }, Qt::QueuedConnection);
}

} // namespace rl::app
