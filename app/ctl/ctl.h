// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

namespace rl::app {

// runledgerctl: every sub-command parses its own options, prints for a person
// (or JSON with --json) and returns one of the ExitCode values.
class Ctl final
{
    Q_DECLARE_TR_FUNCTIONS(Ctl)
public:
    Ctl();
    int run(const QStringList &arguments);

private:
    int usage(const QString &message);
    int cmdInit(const QStringList &args);
    int cmdVerify(const QStringList &args);
    int cmdStatus(const QStringList &args);
    int cmdSandbox(const QStringList &args);

    QTextStream m_out;
    QTextStream m_err;
};

} // namespace rl::app
