// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "config/configuration.h"
#include "intake/intakeserver.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QFile>
#include <QLoggingCategory>

#include <cstddef>
#include <cstdint>

namespace rl::fuzz {

inline QByteArray bytes(const uint8_t *data, size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), qsizetype(size));
}

// The part of data before the first separator, and what follows it.
inline std::pair<QByteArray, QByteArray> cut(const QByteArray &data, char separator)
{
    const qsizetype at = data.indexOf(separator);
    return at < 0 ? std::pair{data, QByteArray()} : std::pair{data.left(at), data.mid(at + 1)};
}

inline QByteArray readFile(const char *path)
{
    QFile f(QString::fromUtf8(path));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// One application object for the whole run; Qt's own warnings about bad
// input are expected by the thousand and are not findings.
inline void initialise(int *argc, char ***argv)
{
    static QCoreApplication app(*argc, *argv);
    QLoggingCategory::setFilterRules(QStringLiteral("*.warning=false"));
}

// Intake as serve runs it on the example configuration, with these secrets.
inline app::IntakeServer *exampleIntake(app::IntakeSecrets secrets)
{
    QString error;
    static auto config = app::Configuration::load(QStringLiteral(RUNLEDGER_SOURCE_DIR "/resources/examples/sandbox.json"), &error);
    if (!config)
        qFatal("example configuration: %s", qPrintable(error));
    return new app::IntakeServer(nullptr, &*config, std::move(secrets));
}

} // namespace rl::fuzz
