// SPDX-License-Identifier: GPL-3.0-or-later
#include "signatures.h"

#include "ids.h"

namespace rl::app {

bool constantTimeEquals(const QByteArray &a, const QByteArray &b)
{
    if (a.size() != b.size())
        return false;
    unsigned char diff = 0;
    for (qsizetype i = 0; i < a.size(); ++i)
        diff |= static_cast<unsigned char>(a[i] ^ b[i]);
    return diff == 0;
}

QByteArray signShopify(const QByteArray &rawBody, const QByteArray &secret)
{
    return models::hmacSha256(secret, rawBody).toBase64();
}

bool verifyShopifyHmac(const QByteArray &rawBody, const QByteArray &headerValue, const QByteArrayList &secrets)
{
    if (headerValue.isEmpty())
        return false;
    bool ok = false;
    // Check every secret, not just until the first match, so timing says nothing.
    for (const QByteArray &secret : secrets) {
        if (!secret.isEmpty())
            ok |= constantTimeEquals(signShopify(rawBody, secret), headerValue.trimmed());
    }
    return ok;
}

namespace {
QByteArray standardKey(const QByteArray &secret)
{
    QByteArray s = secret.trimmed();
    if (s.startsWith("whsec_"))
        s = s.mid(6);
    return QByteArray::fromBase64(s);
}
} // namespace

QByteArray signStandardWebhook(const QByteArray &id, const QByteArray &timestamp, const QByteArray &rawBody,
                               const QByteArray &secret)
{
    const QByteArray content = id + '.' + timestamp + '.' + rawBody;
    return "v1," + models::hmacSha256(standardKey(secret), content).toBase64();
}

StandardWebhookCheck verifyStandardWebhook(const QByteArray &id, const QByteArray &timestamp, const QByteArray &rawBody,
                                           const QByteArray &signatureHeader, const QByteArray &secret,
                                           const QDateTime &now, qint64 toleranceSeconds)
{
    if (id.isEmpty() || timestamp.isEmpty() || signatureHeader.isEmpty())
        return StandardWebhookCheck::MissingHeaders;
    if (standardKey(secret).isEmpty())
        return StandardWebhookCheck::BadSecret;
    bool ok = false;
    const qint64 ts = timestamp.toLongLong(&ok);
    if (!ok || ts < 0)
        return StandardWebhookCheck::BadTimestamp; // not a number of seconds at all
    if (std::llabs(now.toSecsSinceEpoch() - ts) > toleranceSeconds)
        return StandardWebhookCheck::StaleTimestamp;
    const QByteArray expected = signStandardWebhook(id, timestamp, rawBody, secret);
    bool match = false;
    for (const QByteArray &candidate : signatureHeader.split(' ')) {
        if (candidate.startsWith("v1,"))
            match |= constantTimeEquals(candidate.trimmed(), expected);
    }
    return match ? StandardWebhookCheck::Ok : StandardWebhookCheck::BadSignature;
}

} // namespace rl::app
