// SPDX-License-Identifier: GPL-3.0-or-later
#include "acceptance/acceptancerun.h"
#include "appinfo.h"
#include "mainwindow.h"
#include "openledger.h"
#include "measure.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QInputDialog>
#include <QMessageBox>
#include <QProgressDialog>
#include <QSettings>
#include <QStyleFactory>
#include <QTemporaryDir>
#include <QTimer>

namespace {

QPalette darkPalette()
{
    QPalette p;
    p.setColor(QPalette::Window, QColor(45, 45, 48));
    p.setColor(QPalette::WindowText, QColor(230, 230, 230));
    p.setColor(QPalette::Base, QColor(30, 30, 32));
    p.setColor(QPalette::AlternateBase, QColor(50, 50, 54));
    p.setColor(QPalette::Text, QColor(230, 230, 230));
    p.setColor(QPalette::Button, QColor(55, 55, 60));
    p.setColor(QPalette::ButtonText, QColor(230, 230, 230));
    p.setColor(QPalette::Highlight, QColor(38, 110, 190));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::ToolTipBase, QColor(60, 60, 64));
    p.setColor(QPalette::ToolTipText, QColor(230, 230, 230));
    p.setColor(QPalette::PlaceholderText, QColor(150, 150, 150));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(130, 130, 130));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(130, 130, 130));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(130, 130, 130));
    return p;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    rl::app::setApplicationIdentity();
    rl::app::installTranslators();
    QApplication::setApplicationDisplayName(QObject::tr("Runledger"));
    QApplication::setDesktopFileName(QStringLiteral("org.runledger.Runledger"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QObject::tr("Runledger review console"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption({QStringLiteral("ledger"), QObject::tr("Ledger file or postgresql:// URL."), QObject::tr("PATH")});
    parser.addOption({QStringLiteral("reviewer"), QObject::tr("Your name, recorded on every decision."), QObject::tr("NAME")});
    parser.addOption({QStringLiteral("config"), QObject::tr("Targets and flows (JSON), for looking steps up."), QObject::tr("FILE")});
    parser.addOption({QStringLiteral("demo"),
                      QObject::tr("Start an in-process sandbox and runner on a scratch ledger, seeded with the acceptance cases.")});
    QCommandLineOption palette(QStringLiteral("palette"), QObject::tr("light or dark."), QObject::tr("NAME"));
    QCommandLineOption measure(QStringLiteral("measure"), QObject::tr("Print start-up, queue and scrolling timings and peak memory, then quit."));
    measure.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(measure);
    QCommandLineOption screenshot(QStringLiteral("screenshot"), QObject::tr("Save a picture of the window at 1280 × 720 and quit."), QObject::tr("FILE"));
    palette.setFlags(QCommandLineOption::HiddenFromHelp);
    screenshot.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(palette);
    parser.addOption(screenshot);
    parser.process(app);

    if (parser.value(palette) == QLatin1String("dark")) {
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(darkPalette());
    } else if (parser.isSet(palette)) {
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    }

    QSettings settings;
    QString reviewer = parser.value(QStringLiteral("reviewer"));
    if (reviewer.isEmpty())
        reviewer = settings.value(QStringLiteral("reviewer")).toString();
    if (reviewer.isEmpty() && !parser.isSet(screenshot) && !parser.isSet(measure)) {
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
    QString location = parser.value(QStringLiteral("ledger"));
    if (parser.isSet(QStringLiteral("demo"))) {
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
        if (parser.isSet(QStringLiteral("config"))) {
            QString error;
            config = rl::app::Configuration::load(parser.value(QStringLiteral("config")), &error);
            if (!config) {
                QMessageBox::critical(nullptr, QObject::tr("Cannot read the configuration"), error);
                return rl::app::ExitRuntime;
            }
            targets = &*config;
        }
    }

    // A mistyped path is never silently a new, empty ledger; a read-only one opens read-only.
    const bool named = parser.isSet(QStringLiteral("ledger")) && !parser.isSet(QStringLiteral("demo"));
    rl::ui::MainWindow *window = rl::ui::OpenLedger::openWindow({location, named, false, reviewer, targets, !parser.isSet(QStringLiteral("demo"))},
                                                                rl::ui::OpenLedger::messageBoxes());
    if (!window)
        return rl::app::ExitRuntime;
    window->show();
    if (!parser.isSet(measure) && !parser.isSet(screenshot))
        window->loadTokens(); // from the keyring; asks once for any token still missing
    if (parser.isSet(measure))
        rl::ui::measureConsole(window);
    if (parser.isSet(screenshot)) {
        window->resize(1280, 720); // the size the README's pictures and tst_screens use
        QTimer::singleShot(600, window, [window, file = parser.value(screenshot)] {
            window->grab().save(file);
            QApplication::quit();
        });
    }
    return QApplication::exec();
}
