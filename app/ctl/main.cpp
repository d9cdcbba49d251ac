// SPDX-License-Identifier: GPL-3.0-or-later
#include "appinfo.h"
#include "ctl/ctl.h"

#include <QCoreApplication>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    rl::app::setApplicationIdentity();
    rl::app::installTranslators();
    rl::app::Ctl ctl;
    return ctl.run(QCoreApplication::arguments());
}
