// SPDX-License-Identifier: GPL-3.0-or-later
#include "ids.h"

#include <QRandomGenerator>

#include <openssl/evp.h>
#include <openssl/hmac.h>

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

QByteArray sha256(QByteArrayView data)
{
    QByteArray out(32, Qt::Uninitialized);
    unsigned int size = 0;
    if (EVP_Digest(data.data(), size_t(data.size()), reinterpret_cast<unsigned char *>(out.data()), &size, EVP_sha256(), nullptr) != 1
        || size != 32)
        qFatal("SHA-256 is not available from OpenSSL");
    return out;
}

QByteArray hmacSha256(QByteArrayView key, QByteArrayView data)
{
    QByteArray out(32, Qt::Uninitialized);
    unsigned int size = 0;
    if (!HMAC(EVP_sha256(), key.data(), int(key.size()), reinterpret_cast<const unsigned char *>(data.data()),
              size_t(data.size()), reinterpret_cast<unsigned char *>(out.data()), &size)
        || size != 32)
        qFatal("HMAC-SHA256 is not available from OpenSSL");
    return out;
}

QString sha256Hex(const QByteArray &data)
{
    return QString::fromLatin1(sha256(data).toHex());
}

QByteArray eventKey(const QString &source, const QString &eventId)
{
    return sha256(source.toUtf8() + '\n' + eventId.toUtf8()).left(16);
}

} // namespace rl::models
