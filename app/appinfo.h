// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

class QCoreApplication;

namespace rl::app {

// Names and places shared by both executables.
void setApplicationIdentity();
QString defaultLedgerPath();
// The catalogues loaded for the current locale (runledger, qtbase).
QStringList installTranslators();
QString buildVersion();

// Exit codes of docs/design.md section 4.
enum ExitCode { ExitOk = 0, ExitUsage = 1, ExitRuntime = 2, ExitRefused = 3 };

} // namespace rl::app
