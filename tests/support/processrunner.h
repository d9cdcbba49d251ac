// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QProcess>
#include <QProcessEnvironment>
#include <QStringList>

namespace rl::testing {

struct ProcessResult
{
    int exitCode = -1;
    QString out;
    QString err;
    bool crashed = false;
};

// Runs one of the built executables the way a user or script would.
inline ProcessResult runTool(const QString &tool, const QStringList &args, int timeoutMs = 60'000,
                             const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment())
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(RUNLEDGER_BINARY_DIR "/") + tool, args);
    ProcessResult r;
    if (!p.waitForStarted() || !p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        r.crashed = true;
    }
    r.exitCode = p.exitCode();
    r.crashed = r.crashed || p.exitStatus() != QProcess::NormalExit;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

} // namespace rl::testing
