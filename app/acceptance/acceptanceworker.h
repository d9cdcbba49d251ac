// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "acceptance/acceptancerun.h"

#include <QThread>
#include <atomic>

namespace rl::app {

// Runs the acceptance cases on a thread of their own, so the console's thread
// only receives what happened (docs/architecture.md, "Threads"). The cases
// are a script that runs no event loop; the sandbox and the runners live on
// the run's targets thread.
class AcceptanceWorker final : public QThread
{
    Q_OBJECT
public:
    struct Options
    {
        AcceptanceRun::Options run;
        // The console's demo: seed what a newcomer should see waiting, then
        // keep the sandbox and the runner serving until the worker is destroyed.
        bool demo = false;
    };

    explicit AcceptanceWorker(Options options, QObject *parent = nullptr);
    // Stops between cases, ends the demo's serving, and waits for the thread.
    ~AcceptanceWorker() override;
    Q_DISABLE_COPY_MOVE(AcceptanceWorker)

    // Ends the run after the case under way (the report says which ran).
    void cancel() { m_cancelled = true; }
    // Valid from finishedCases() on, while the worker lives: the targets the
    // cases used (the demo's console looks its steps up there).
    const Configuration *configuration() const { return m_configuration ? &*m_configuration : nullptr; }

Q_SIGNALS:
    void caseStarted(int index, const QString &id);
    void caseFinished(int index, const rl::app::CaseResult &result);
    // Every case ran (or the run was cancelled); for the demo, seeded too.
    void finishedCases(const rl::app::AcceptanceReport &report);

protected:
    void run() override;

private:
    Options m_options;
    std::atomic_bool m_cancelled = false;
    std::optional<Configuration> m_configuration;
};

} // namespace rl::app
