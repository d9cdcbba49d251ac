// SPDX-License-Identifier: GPL-3.0-or-later
#include "runnerthread.h"

#include <QSemaphore>

namespace rl::app {

using namespace rl::models;

// Owns the runner's connection and the runner, on the runner's thread.
class RunnerThread::Host final : public QObject
{
public:
    std::unique_ptr<Ledger> ledger;
    std::unique_ptr<Runner> runner;
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

void RunnerThread::stop()
{
    if (!m_host)
        return;
    // Runner and connection end on their own thread, in that order.
    QMetaObject::invokeMethod(m_host, [host = m_host] {
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
