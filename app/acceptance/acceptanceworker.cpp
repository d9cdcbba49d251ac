// SPDX-License-Identifier: GPL-3.0-or-later
#include "acceptanceworker.h"

namespace rl::app {

AcceptanceWorker::AcceptanceWorker(Options options, QObject *parent)
    : QThread(parent)
    , m_options(std::move(options))
{
    setObjectName(QStringLiteral("acceptance"));
}

AcceptanceWorker::~AcceptanceWorker()
{
    m_cancelled = true;
    // A quit() before the demo's loop started would be lost: asked until the thread ends.
    do
        quit();
    while (!wait(50));
}

void AcceptanceWorker::run()
{
    // The script and its ledger connection are made, used and destroyed on
    // this thread; the targets and runners on the run's targets thread.
    AcceptanceRun acceptance(m_options.run);
    connect(&acceptance, &AcceptanceRun::caseStarted, this, &AcceptanceWorker::caseStarted, Qt::DirectConnection);
    const AcceptanceReport report = acceptance.run([this](int index, const CaseResult &c) { Q_EMIT caseFinished(index, c); },
                                                   [this] { return m_cancelled.load(); });
    if (m_options.demo && !m_cancelled)
        acceptance.seedDemoExtras();
    if (acceptance.hasConfiguration())
        m_configuration = acceptance.configuration();
    Q_EMIT finishedCases(report);
    // The demo's sandbox and runner go on serving the console (on the run's
    // targets thread) until quit() ends this one and the run with it.
    if (m_options.demo && !m_cancelled)
        exec();
}

} // namespace rl::app
