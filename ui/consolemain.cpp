// SPDX-License-Identifier: GPL-3.0-or-later
#include "acceptance/acceptancerun.h"
#include "appinfo.h"
#include "desktop.h"
#include "mainwindow.h"
#include "openledger.h"
#include "measure.h"

#include <QApplication>
#include <QDir>
#include <QInputDialog>
#include <QMessageBox>
#include <QProgressDialog>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>

int main(int argc, char *argv[])
{
    // --help and --version answer on a terminal without a display: a
    // QApplication would need one, so they get a plain application.
    if (rl::ui::ConsoleCommandLine::asksForHelpOrVersion(argc, argv)) {
        QCoreApplication core(argc, argv);
        rl::app::setApplicationIdentity();
        rl::app::installTranslators();
        rl::ui::ConsoleCommandLine commandLine;
        commandLine.parser().process(core); // prints and exits
        return rl::app::ExitOk;
    }

    QApplication app(argc, argv);
    rl::app::setApplicationIdentity();
    rl::app::installTranslators();
    QApplication::setApplicationDisplayName(QObject::tr("Runledger"));
    QApplication::setDesktopFileName(QStringLiteral("org.runledger.Runledger"));

    rl::ui::ConsoleCommandLine commandLine;
    if (!commandLine.parse(QApplication::arguments())) {
        std::fprintf(stderr, "%s\n", qPrintable(commandLine.error()));
        return rl::app::ExitUsage;
    }

    // The light or dark look: --palette (pictures for the documentation), else
    // the one chosen in View → Theme, else the desktop's.
    if (commandLine.palette() == QLatin1String("dark"))
        rl::ui::applyTheme(rl::ui::Theme::Dark);
    else if (commandLine.paletteSet())
        rl::ui::applyTheme(rl::ui::Theme::Light);
    else
        rl::ui::applyTheme(rl::ui::savedTheme());

    QSettings settings;
    QString reviewer = commandLine.reviewer();
    if (reviewer.isEmpty())
        reviewer = settings.value(QStringLiteral("reviewer")).toString();
    if (reviewer.isEmpty() && commandLine.screenshot().isEmpty() && !commandLine.measure()) {
        // Asked once, prefilled from the system user, then remembered.
        bool ok = false;
        reviewer = QInputDialog::getText(nullptr, QObject::tr("Reviewer"),
                                         QObject::tr("Your name, recorded on every decision you make\n(leave empty to look without deciding):"),
                                         QLineEdit::Normal, qEnvironmentVariable("USER"), &ok).trimmed();
        if (!ok)
            reviewer.clear();
    }
    if (!reviewer.isEmpty())
        settings.setValue(QStringLiteral("reviewer"), reviewer);

    QTemporaryDir scratch;
    std::unique_ptr<rl::app::AcceptanceRun> demo;
    std::optional<rl::app::Configuration> config;
    const rl::app::Configuration *targets = nullptr;
    QString location = commandLine.ledger();
    if (commandLine.demo()) {
        location = QDir(scratch.path()).filePath(QStringLiteral("demo-ledger.sqlite"));
        rl::app::AcceptanceRun::Options options;
        options.ledgerPath = location;
        // The demo's own decisions carry the reviewer's name when one was given.
        options.reviewer = reviewer.isEmpty() ? QObject::tr("Demo reviewer") : reviewer;
        demo = std::make_unique<rl::app::AcceptanceRun>(options);
        QProgressDialog progress(QObject::tr("Preparing the demo: playing the six acceptance cases against the sandbox…"), QString(),
                                 0, 7);
        progress.setWindowTitle(QObject::tr("Runledger demo"));
        progress.setMinimumDuration(0);
        progress.setValue(0);
        demo->run([&](int index, const rl::app::CaseResult &c) {
            progress.setLabelText(QObject::tr("Case %1 of 6 done: %2").arg(index + 1).arg(c.title));
            progress.setValue(index + 1);
        });
        demo->seedDemoExtras();
        progress.setValue(7);
        targets = &demo->configuration();
    } else {
        if (location.isEmpty())
            location = rl::app::defaultLedgerPath();
        if (!commandLine.config().isEmpty()) {
            QString error;
            config = rl::app::Configuration::load(commandLine.config(), &error);
            if (!config) {
                QMessageBox::critical(nullptr, QObject::tr("Cannot read the configuration"), error);
                return rl::app::ExitRuntime;
            }
            targets = &*config;
        }
    }

    // A mistyped path is never silently a new, empty ledger; a read-only one opens read-only.
    rl::ui::MainWindow *window = rl::ui::OpenLedger::openWindow({location, commandLine.ledgerNamed(), false, reviewer, targets, !commandLine.demo()},
                                                                rl::ui::OpenLedger::messageBoxes());
    if (!window)
        return rl::app::ExitRuntime;
    window->show();
    if (!commandLine.measure() && commandLine.screenshot().isEmpty())
        window->loadTokens(); // from the keyring; asks once for any token still missing
    if (commandLine.measure())
        rl::ui::measureConsole(window);
    if (!commandLine.screenshot().isEmpty()) {
        window->resize(1280, 720); // the size the screenshots (README, docs/) and tst_screens use
        QTimer::singleShot(600, window, [window, file = commandLine.screenshot()] {
            window->grab().save(file);
            QApplication::quit();
        });
    }
    return QApplication::exec();
}
