// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "runner.h"

#include <QThread>
#include <functional>
#include <memory>

namespace rl::app {

// A Runner on a thread of its own, with its own ledger connection and its
// own network clients: intake on the HTTP thread never waits for a runner's
// write, its lookups or its target calls (docs/team-mode.md, "Threads").
class RunnerThread final : public QObject
{
    Q_OBJECT
public:
    RunnerThread(QString location, const Configuration *config, Runner::Options options, QObject *parent = nullptr);
    ~RunnerThread() override; // stops the runner and joins its thread
    Q_DISABLE_COPY_MOVE(RunnerThread)

    // The logger is called on the runner's thread: it must be thread-safe.
    void setLogger(std::function<void(const QString &)> logger) { m_log = std::move(logger); }
    // Opens the runner's connection and starts it; false (error says why)
    // when the ledger cannot be opened there.
    bool start(models::LedgerError *error);
    void stop();

public Q_SLOTS:
    void poke(); // from any thread: new work may be there

private:
    class Host;
    void checkConnection(); // on the runner's thread
    QString m_location;
    const Configuration *m_config;
    Runner::Options m_options;
    std::function<void(const QString &)> m_log;
    QThread m_thread;
    Host *m_host = nullptr; // lives on m_thread
};

} // namespace rl::app
