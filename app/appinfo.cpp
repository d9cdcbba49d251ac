// SPDX-License-Identifier: GPL-3.0-or-later
#include "appinfo.h"

#include <QCoreApplication>
#include <QDir>
#include <QLocale>
#include <QStandardPaths>
#include <QLibraryInfo>
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

QStringList installTranslators()
{
    // Runledger's own texts, and Qt's (its buttons, file dialogs, shortcuts:
    // Debian's qt6-translations-l10n). Each translator is parented to the
    // application: it lives as long as it does.
    QStringList loaded;
    const auto install = [&](const QString &name, const QString &dir) {
        auto *translator = new QTranslator(QCoreApplication::instance());
        if (translator->load(QLocale(), name, QStringLiteral("_"), dir)) {
            QCoreApplication::installTranslator(translator);
            loaded << name;
        } else {
            delete translator;
        }
    };
    install(QStringLiteral("runledger"), QStringLiteral(":/i18n"));
    if (!loaded.contains(QStringLiteral("runledger"))) { // English, or a language without a catalogue: English plural forms
        auto *english = new QTranslator(QCoreApplication::instance());
        if (english->load(QStringLiteral("runledger_en"), QStringLiteral(":/i18n"))) {
            QCoreApplication::installTranslator(english);
            loaded << QStringLiteral("runledger");
        } else {
            delete english;
        }
    }
    install(QStringLiteral("qtbase"), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    return loaded;
}

QString buildVersion() { return QStringLiteral(RUNLEDGER_VERSION); }

} // namespace rl::app
