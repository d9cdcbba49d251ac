// SPDX-License-Identifier: GPL-3.0-or-later
#include "appinfo.h"

#include <QCoreApplication>
#include <QDir>
#include <QLocale>
#include <QStandardPaths>
#include <QTranslator>

namespace rl::app {

void setApplicationIdentity()
{
    QCoreApplication::setApplicationName(QStringLiteral("runledger"));
    QCoreApplication::setOrganizationName(QString());
    QCoreApplication::setOrganizationDomain(QStringLiteral("runledger.org"));
    QCoreApplication::setApplicationVersion(buildVersion());
}

QString defaultLedgerPath()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(dir);
    return QDir(dir).filePath(QStringLiteral("ledger.sqlite"));
}

void installTranslators()
{
    // The translator is parented to the application: it lives as long as it does.
    auto *translator = new QTranslator(QCoreApplication::instance());
    if (translator->load(QLocale(), QStringLiteral("runledger"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(translator);
    else
        delete translator;
}

QString buildVersion() { return QStringLiteral(RUNLEDGER_VERSION); }

} // namespace rl::app
