// SPDX-License-Identifier: GPL-3.0-or-later
#include "ids.h"

#include <QCryptographicHash>
#include <QRandomGenerator>

#include <cstring>

namespace rl::models {

QString newUuidV7(const QDateTime &now)
{
    const quint64 ms = quint64(now.toMSecsSinceEpoch());
    unsigned char b[16];
    for (int i = 0; i < 6; ++i)
        b[i] = static_cast<unsigned char>(ms >> (8 * (5 - i)));
    quint32 rnd[3];
    QRandomGenerator::system()->fillRange(rnd);
    std::memcpy(b + 6, rnd, 10);
    b[6] = static_cast<unsigned char>(0x70 | (b[6] & 0x0F)); // version 7
    b[8] = static_cast<unsigned char>(0x80 | (b[8] & 0x3F)); // RFC 4122 variant
    const QByteArray hex = QByteArray(reinterpret_cast<const char *>(b), 16).toHex();
    return QString::fromLatin1(hex.left(8) + '-' + hex.mid(8, 4) + '-' + hex.mid(12, 4) + '-'
                               + hex.mid(16, 4) + '-' + hex.mid(20));
}

QString newStepReference()
{
    // "rl_" + UUIDv7 without dashes: short enough for a CRM text field,
    // and a prefix a person recognises in the target's records.
    return QStringLiteral("rl_") + newUuidV7().remove(QLatin1Char('-'));
}

QString isoUtc(const QDateTime &t)
{
    if (!t.isValid())
        return {};
    return t.toUTC().toString(Qt::ISODateWithMs);
}

QDateTime fromIsoUtc(const QString &s)
{
    if (s.isEmpty())
        return {};
    QDateTime t = QDateTime::fromString(s, Qt::ISODateWithMs);
    if (!t.isValid())
        t = QDateTime::fromString(s, Qt::ISODate);
    return t.toUTC();
}

QString sha256Hex(const QByteArray &data)
{
    return QString::fromLatin1(QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex());
}

QByteArray eventKey(const QString &source, const QString &eventId)
{
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(source.toUtf8());
    h.addData(QByteArrayView("\n", 1));
    h.addData(eventId.toUtf8());
    return h.result().left(16);
}

} // namespace rl::models
