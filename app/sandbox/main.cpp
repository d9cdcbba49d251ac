// SPDX-License-Identifier: GPL-3.0-or-later
// runledger-sandbox: the sandbox target, a program apart from runledgerctl
// so that the binary the service runs holds no fault switch (docs/sandbox.md).
#include "appinfo.h"
#include "sandbox/sandboxcommand.h"

#include <QCoreApplication>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    rl::app::setApplicationIdentity();
    rl::app::installTranslators();
    return rl::app::SandboxCommand::run(QCoreApplication::arguments());
}
