// SPDX-License-Identifier: GPL-3.0-or-later
#include "ids.h"


#include <openssl/evp.h>
#include <openssl/rand.h>

#include <cstring>

namespace rl::models {

namespace {

// Random bytes from OpenSSL's per-thread DRBG (seeded by the kernel): cheaper
// than a syscall or RDRAND per id, and as unpredictable.
void randomBytes(unsigned char *out, int size)
{
    if (RAND_bytes(out, size) != 1)
        qFatal("no random bytes from OpenSSL");
}

// SHA-256 fetched once; a digest context per thread, reused.
class Sha256
{
public:
    Sha256()
        : m_md(EVP_MD_fetch(nullptr, "SHA256", nullptr))
        , m_ctx(EVP_MD_CTX_new())
    {
        if (!m_md || !m_ctx)
            qFatal("SHA-256 is not available from OpenSSL");
    }
    ~Sha256()
    {
        EVP_MD_CTX_free(m_ctx);
        EVP_MD_free(m_md);
    }
    Q_DISABLE_COPY_MOVE(Sha256)
    void begin() { EVP_DigestInit_ex(m_ctx, m_md, nullptr); }
    void add(QByteArrayView data) { EVP_DigestUpdate(m_ctx, data.data(), size_t(data.size())); }
    void finish(unsigned char *out)
    {
        unsigned int size = 0;
        EVP_DigestFinal_ex(m_ctx, out, &size);
    }
    static Sha256 &forThisThread()
    {
        thread_local Sha256 instance;
        return instance;
    }

private:
    EVP_MD *m_md;
    EVP_MD_CTX *m_ctx;
};

} // namespace

QString newUuidV7(const QDateTime &now)
{
    const quint64 ms = quint64(now.toMSecsSinceEpoch());
    unsigned char b[16];
    for (int i = 0; i < 6; ++i)
        b[i] = static_cast<unsigned char>(ms >> (8 * (5 - i)));
    randomBytes(b + 6, 10);
    b[6] = static_cast<unsigned char>(0x70 | (b[6] & 0x0F)); // version 7
    b[8] = static_cast<unsigned char>(0x80 | (b[8] & 0x3F)); // RFC 4122 variant
    const QByteArray hex = QByteArray(reinterpret_cast<const char *>(b), 16).toHex();
    return QString::fromLatin1(hex.left(8) + '-' + hex.mid(8, 4) + '-' + hex.mid(12, 4) + '-'
                               + hex.mid(16, 4) + '-' + hex.mid(20));
}

QString shortId(const QString &uuid)
{
    return uuid.right(12);
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
    Sha256 &h = Sha256::forThisThread();
    h.begin();
    h.add(data);
    h.finish(reinterpret_cast<unsigned char *>(out.data()));
    return out;
}

QByteArray hmacSha256(QByteArrayView key, QByteArrayView data)
{
    // RFC 2104 over the reused SHA-256 context (OpenSSL 3's one-shot HMAC()
    // looks the algorithm up again on every call).
    constexpr int Block = 64;
    unsigned char k[Block] = {};
    if (key.size() > Block)
        std::memcpy(k, sha256(key).constData(), 32);
    else if (!key.isEmpty())
        std::memcpy(k, key.data(), size_t(key.size()));
    unsigned char pad[Block];
    unsigned char inner[32];
    QByteArray out(32, Qt::Uninitialized);
    Sha256 &h = Sha256::forThisThread();
    for (int i = 0; i < Block; ++i)
        pad[i] = k[i] ^ 0x36;
    h.begin();
    h.add(QByteArrayView(pad, Block));
    h.add(data);
    h.finish(inner);
    for (int i = 0; i < Block; ++i)
        pad[i] = k[i] ^ 0x5c;
    h.begin();
    h.add(QByteArrayView(pad, Block));
    h.add(QByteArrayView(inner, 32));
    h.finish(reinterpret_cast<unsigned char *>(out.data()));
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
