// SPDX-License-Identifier: GPL-3.0-or-later
#include "appinfo.h"
#include "ledger.h"
#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QMessageBox>
#include <QSettings>
#include <QTemporaryDir>

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
    parser.addOption({QStringLiteral("demo"), QObject::tr("Open a scratch demo ledger.")});
    parser.process(app);

    QTemporaryDir scratch;
    QString location = parser.value(QStringLiteral("ledger"));
    if (parser.isSet(QStringLiteral("demo")))
        location = QDir(scratch.path()).filePath(QStringLiteral("demo-ledger.sqlite"));
    else if (location.isEmpty())
        location = rl::app::defaultLedgerPath();

    QSettings settings;
    QString reviewer = parser.value(QStringLiteral("reviewer"));
    if (reviewer.isEmpty())
        reviewer = settings.value(QStringLiteral("reviewer")).toString();
    else
        settings.setValue(QStringLiteral("reviewer"), reviewer);

    rl::models::LedgerError error;
    auto ledger = rl::models::Ledger::open(location, rl::models::Ledger::OpenMode::CreateOrMigrate, &error);
    if (!ledger) {
        QMessageBox::critical(nullptr, QObject::tr("Cannot open the ledger"), error.message);
        return rl::app::ExitRuntime;
    }
    rl::ui::MainWindow window(std::move(ledger), reviewer);
    window.show();
    return app.exec();
}
