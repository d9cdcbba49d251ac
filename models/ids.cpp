// SPDX-License-Identifier: GPL-3.0-or-later
#include "ids.h"

#include <QLocale>


#include <openssl/evp.h>
#include <openssl/rand.h>

#include <algorithm>
#include <atomic>
#include <cstring>

#include <pthread.h>

namespace rl::models {

namespace {

// Random bytes from OpenSSL's DRBG (seeded by the kernel), drawn 4 KiB at a
// time per thread: one RAND_bytes call costs about as much as the few bytes
// an id needs several hundred times over. A forked child starts a fresh
// buffer, so parent and child never hand out the same bytes.
std::atomic<unsigned> g_forkGeneration{0};

void randomBytes(unsigned char *out, int size)
{
    struct Pool
    {
        unsigned char bytes[4096];
        int used = sizeof(bytes);
        unsigned generation = 0;
    };
    static const bool atForkRegistered = [] {
        pthread_atfork(nullptr, nullptr, [] { g_forkGeneration.fetch_add(1, std::memory_order_relaxed); });
        return true;
    }();
    Q_UNUSED(atForkRegistered);
    thread_local Pool pool;
    const unsigned generation = g_forkGeneration.load(std::memory_order_relaxed);
    if (pool.generation != generation)
        pool.used = sizeof(pool.bytes);
    pool.generation = generation;
    while (size > 0) {
        if (pool.used == int(sizeof(pool.bytes))) {
            if (RAND_bytes(pool.bytes, int(sizeof(pool.bytes))) != 1)
                qFatal("no random bytes from OpenSSL");
            pool.used = 0;
        }
        const int n = std::min(size, int(sizeof(pool.bytes)) - pool.used);
        std::memcpy(out, pool.bytes + pool.used, size_t(n));
        std::memset(pool.bytes + pool.used, 0, size_t(n)); // handed out once, then gone
        pool.used += n;
        out += n;
        size -= n;
    }
}

constexpr char kHex[] = "0123456789abcdef";

// The 16 bytes of a UUID as 8-4-4-4-12 lower-case hex into `out` (36 characters),
// or as 32 characters without dashes.
void formatUuid(const unsigned char *b, char *out, bool dashes)
{
    int o = 0;
    for (int i = 0; i < 16; ++i) {
        if (dashes && (i == 4 || i == 6 || i == 8 || i == 10))
            out[o++] = '-';
        out[o++] = kHex[b[i] >> 4];
        out[o++] = kHex[b[i] & 0x0F];
    }
}

void makeUuidV7(quint64 ms, unsigned char *b)
{
    for (int i = 0; i < 6; ++i)
        b[i] = static_cast<unsigned char>(ms >> (8 * (5 - i)));
    randomBytes(b + 6, 10);
    b[6] = static_cast<unsigned char>(0x70 | (b[6] & 0x0F)); // version 7
    b[8] = static_cast<unsigned char>(0x80 | (b[8] & 0x3F)); // RFC 4122 variant
}

quint64 nowMs()
{
    return quint64(QDateTime::currentMSecsSinceEpoch());
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
    unsigned char b[16];
    makeUuidV7(quint64(now.toMSecsSinceEpoch()), b);
    char text[36];
    formatUuid(b, text, true);
    return QString::fromLatin1(text, 36);
}

QString newUuidV7()
{
    unsigned char b[16];
    makeUuidV7(nowMs(), b);
    char text[36];
    formatUuid(b, text, true);
    return QString::fromLatin1(text, 36);
}

QString shortId(const QString &uuid)
{
    return uuid.right(12);
}

QString newStepReference()
{
    // "rl_" + UUIDv7 without dashes: short enough for a CRM text field,
    // and a prefix a person recognises in the target's records.
    unsigned char b[16];
    makeUuidV7(nowMs(), b);
    char text[35] = {'r', 'l', '_'};
    formatUuid(b, text + 3, false);
    return QString::fromLatin1(text, 35);
}

QString voucherCode(const QString &reference, const QString &prefix)
{
    static constexpr char kCrockford[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    const QByteArray digest = sha256(QByteArrayLiteral("runledger voucher code\n") + reference.toUtf8());
    quint64 bits = 0;
    for (int i = 0; i < 8; ++i)
        bits = (bits << 8) | quint8(digest.at(i));
    QString code = prefix.toUpper();
    for (int i = 0; i < VoucherCodeDigits; ++i)
        code += QLatin1Char(kCrockford[(bits >> (64 - 5 * (i + 1))) & 0x1F]);
    return code;
}

bool isVoucherPrefix(const QString &prefix)
{
    if (prefix.isEmpty() || prefix.size() > 8)
        return false;
    return std::all_of(prefix.cbegin(), prefix.cend(), [](QChar c) { return c.isDigit() || (c >= QLatin1Char('A') && c <= QLatin1Char('Z')); });
}

QString stepReference(QByteArrayView key, const QString &flow, const QString &identity, int position)
{
    // Length-prefixed parts: no choice of flow name or key can make two
    // different triples hash alike.
    QByteArray message("runledger step reference v1");
    for (const QByteArray &part : {flow.toUtf8(), identity.toUtf8(), QByteArray::number(position)}) {
        message += '\n' + QByteArray::number(part.size()) + ':' + part;
    }
    const QByteArray digest = hmacSha256(key, message);
    char text[35] = {'r', 'l', '_'};
    formatUuid(reinterpret_cast<const unsigned char *>(digest.constData()), text + 3, false);
    return QString::fromLatin1(text, 35);
}

QString businessIdentity(const QString &businessKey, const QString &source, const QString &eventId)
{
    if (!businessKey.isEmpty())
        return QStringLiteral("key:") + businessKey;
    return QStringLiteral("event:%1:%2").arg(source.size()).arg(source) + QLatin1Char(':') + eventId;
}

QByteArray randomKey()
{
    QByteArray key(32, Qt::Uninitialized);
    randomBytes(reinterpret_cast<unsigned char *>(key.data()), int(key.size()));
    return key;
}

QString isoUtc(const QDateTime &t)
{
    if (!t.isValid())
        return {};
    // What QDateTime::toString(Qt::ISODateWithMs) gives for UTC, written
    // directly (Qt's formatter costs microseconds per call, and every write
    // of the ledger stamps several times). Years outside 0001-9999 go to Qt.
    const qint64 ms = t.toMSecsSinceEpoch();
    constexpr qint64 MsPerDay = 86'400'000;
    qint64 days = ms / MsPerDay;
    qint64 msOfDay = ms % MsPerDay;
    if (msOfDay < 0) {
        msOfDay += MsPerDay;
        --days;
    }
    // Civil date from days since 1970-01-01 (H. Hinnant's algorithm).
    const qint64 z = days + 719468;
    const qint64 era = (z >= 0 ? z : z - 146096) / 146097;
    const qint64 doe = z - era * 146097;
    const qint64 yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const qint64 doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const qint64 mp = (5 * doy + 2) / 153;
    const qint64 day = doy - (153 * mp + 2) / 5 + 1;
    const qint64 month = mp < 10 ? mp + 3 : mp - 9;
    const qint64 year = yoe + era * 400 + (month <= 2 ? 1 : 0);
    if (year < 1 || year > 9999)
        return t.toUTC().toString(Qt::ISODateWithMs);
    char text[24];
    const auto put = [&text](int at, qint64 value, int width) {
        for (int i = width - 1; i >= 0; --i) {
            text[at + i] = char('0' + value % 10);
            value /= 10;
        }
    };
    put(0, year, 4);
    text[4] = '-';
    put(5, month, 2);
    text[7] = '-';
    put(8, day, 2);
    text[10] = 'T';
    put(11, msOfDay / 3'600'000, 2);
    text[13] = ':';
    put(14, msOfDay / 60'000 % 60, 2);
    text[16] = ':';
    put(17, msOfDay / 1000 % 60, 2);
    text[19] = '.';
    put(20, msOfDay % 1000, 3);
    text[23] = 'Z';
    return QString::fromLatin1(text, 24);
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

QString shortLocalTime(const QDateTime &t)
{
    return t.isValid() ? QLocale().toString(t.toLocalTime(), QStringLiteral("yyyy-MM-dd HH:mm:ss")) : QString();
}

} // namespace rl::models
