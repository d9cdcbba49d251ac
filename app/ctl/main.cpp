// SPDX-License-Identifier: GPL-3.0-or-later
#include "appinfo.h"
#include "ctl/ctl.h"

#include <QCoreApplication>
#include <QGuiApplication>

#include <algorithm>
#include <cstring>
#include <memory>

int main(int argc, char *argv[])
{
    // The acceptance report's PDF is laid out by Qt GUI (fonts, QPdfWriter),
    // on the offscreen platform: no display is needed. Every other command
    // stays a plain console program.
    const bool needsGui = std::any_of(argv + 1, argv + argc, [](const char *a) { return std::strcmp(a, "acceptance") == 0; });
    std::unique_ptr<QCoreApplication> app;
    if (needsGui) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
        app = std::make_unique<QGuiApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    rl::app::setApplicationIdentity();
    rl::app::installTranslators();
    rl::app::Ctl ctl;
    return ctl.run(QCoreApplication::arguments());
}
