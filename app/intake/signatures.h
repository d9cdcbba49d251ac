// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayList>
#include <QDateTime>

namespace rl::app {

// Compares in time that depends only on the lengths, never on the content.
bool constantTimeEquals(const QByteArray &a, const QByteArray &b);

// X-Shopify-Hmac-Sha256: base64(HMAC-SHA256(secret, raw body)). Any of the
// secrets may match (current and previous, during a rotation).
bool verifyShopifyHmac(const QByteArray &rawBody, const QByteArray &headerValue, const QByteArrayList &secrets);

enum class StandardWebhookCheck { Ok, MissingHeaders, BadTimestamp, StaleTimestamp, BadSignature, BadSecret };

// Standard Webhooks: signature over "id.timestamp.body" with the base64 key
// after "whsec_"; header "v1,<base64> v1,<base64>…"; timestamp within tolerance.
StandardWebhookCheck verifyStandardWebhook(const QByteArray &id, const QByteArray &timestamp, const QByteArray &rawBody,
                                           const QByteArray &signatureHeader, const QByteArray &secret,
                                           const QDateTime &now, qint64 toleranceSeconds = 300);

QByteArray signShopify(const QByteArray &rawBody, const QByteArray &secret);
QByteArray signStandardWebhook(const QByteArray &id, const QByteArray &timestamp, const QByteArray &rawBody,
                               const QByteArray &secret);

} // namespace rl::app
