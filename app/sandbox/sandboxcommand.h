// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace rl::app {

// runledger-sandbox (and runledgerctl sandbox, which runs it): the sandbox
// target on a port of this machine until a signal stops it (docs/sandbox.md).
// Its words keep the context of the runledgerctl command they were first
// translated in.
class SandboxCommand final
{
    Q_DECLARE_TR_FUNCTIONS(Ctl)
public:
    // arguments as QCoreApplication has them: the program (as typed) first.
    static int run(const QStringList &arguments);
};

} // namespace rl::app
