// SPDX-License-Identifier: GPL-3.0-or-later
#include "acceptance/acceptanceworker.h"
#include "appinfo.h"
#include "desktop.h"
#include "mainwindow.h"
#include "openledger.h"
#include "measure.h"
#include "steprules.h"

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
    // A refusal names its times as the summary beside it does: local, in the reader's locale.
    rl::models::OperationRules::setTimeStyle(rl::models::OperationRules::TimeStyle::Person);

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
    if (reviewer.isEmpty() && rl::ui::OpenLedger::asksForName(commandLine.ledger()) && commandLine.screenshot().isEmpty()
        && !commandLine.measure()) {
        // Asked once, prefilled from the system user, then remembered.
        const auto ask = rl::ui::OpenLedger::firstStartDialog(commandLine.demo());
        reviewer = ask->exec() == QDialog::Accepted ? ask->textValue().trimmed() : QString();
    }
    if (!reviewer.isEmpty())
        settings.setValue(QStringLiteral("reviewer"), reviewer);

    QTemporaryDir scratch;
    std::unique_ptr<rl::app::AcceptanceWorker> demo;
    std::optional<rl::app::Configuration> config;
    QString location = commandLine.ledger();
    // Opens the console's window on the ledger, with these targets; when it
    // cannot be opened (the person was told why) the console ends.
    const auto openConsole = [&](const rl::app::Configuration *targets) {
        // Between the demo's progress and the window no window may be shown:
        // the console ends with its last window only once one is open.
        QApplication::setQuitOnLastWindowClosed(false);
        // A mistyped path is never silently a new, empty ledger; a read-only one opens read-only.
        rl::ui::OpenLedger::openWindow(
            {location, commandLine.ledgerNamed(), false, reviewer, targets, !commandLine.demo()}, rl::ui::OpenLedger::messageBoxes(),
            [&commandLine](rl::ui::MainWindow *window) {
                if (!window) {
                    // Queued: the answer may come before the event loop runs.
                    QMetaObject::invokeMethod(qApp, [] { QApplication::exit(rl::app::ExitRuntime); }, Qt::QueuedConnection);
                    return;
                }
                window->show();
                QApplication::setQuitOnLastWindowClosed(true);
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
            });
    };
    if (commandLine.demo()) {
        location = QDir(scratch.path()).filePath(QStringLiteral("demo-ledger.sqlite"));
        rl::app::AcceptanceWorker::Options options;
        options.run.ledgerPath = location;
        // The demo's own decisions carry the reviewer's name when one was given.
        options.run.reviewer = reviewer.isEmpty() ? QObject::tr("Demo reviewer") : reviewer;
        options.demo = true;
        // The six cases play on the demo's own thread, which then goes on
        // serving its sandbox and runner; the console opens once they ran.
        demo = std::make_unique<rl::app::AcceptanceWorker>(options);
        auto *progress = new QProgressDialog(QObject::tr("Preparing the demo: playing the six acceptance cases against the sandbox…"),
                                             QString(), 0, 7);
        progress->setWindowTitle(QObject::tr("Runledger demo"));
        progress->setMinimumDuration(0);
        progress->setAutoClose(false);
        progress->setValue(0);
        QObject::connect(demo.get(), &rl::app::AcceptanceWorker::caseFinished, progress,
                         [progress](int index, const rl::app::CaseResult &c) {
                             progress->setLabelText(QObject::tr("Case %1 of 6 done: %2").arg(index + 1).arg(c.title));
                             progress->setValue(index + 1);
                         });
        QObject::connect(demo.get(), &rl::app::AcceptanceWorker::finishedCases, progress,
                         [progress, worker = demo.get(), &openConsole](const rl::app::AcceptanceReport &) {
                             progress->setValue(7);
                             progress->deleteLater();
                             openConsole(worker->configuration());
                         });
        demo->start();
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
        }
        openConsole(config ? &*config : nullptr);
    }
    return QApplication::exec();
}
