// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QProcess>
#include <QString>
#include <memory>

namespace rl::app {

// A sandbox target the acceptance run starts for itself: runledger-sandbox
// in a process of its own on a free loopback port, stopped with this object.
// The fault switches live in that program only, never in the binaries that
// serve or decide (docs/sandbox.md). Made and destroyed on one thread with
// an event loop (the acceptance run's targets thread): its output is read
// and dropped there.
class SandboxChild final
{
public:
    // program: the runledger-sandbox to start (empty: the one next to this
    // executable, else on the PATH). nullptr with *error when it cannot be
    // found, started, or does not say where it listens within 10 s.
    static std::unique_ptr<SandboxChild> start(const QString &program, const QStringList &options, QString *error);
    ~SandboxChild();
    Q_DISABLE_COPY_MOVE(SandboxChild)

    quint16 port() const { return m_port; }
    // Where runledger-sandbox is, as start() looks for it; empty: nowhere.
    static QString locate(const QString &program);

private:
    SandboxChild() = default;
    QProcess m_process;
    quint16 m_port = 0;
};

} // namespace rl::app
