// SPDX-License-Identifier: GPL-3.0-or-later
// The signature headers: Shopify's X-Shopify-Hmac-Sha256 and Standard
// Webhooks' webhook-signature/-timestamp/-id, with the secret as given.
// Input: fields separated by newlines: body, Shopify header, id, timestamp,
// signature header, secret.
#include "fuzzcommon.h"
#include "intake/signatures.h"

using namespace rl;

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    fuzz::initialise(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayList f = fuzz::bytes(data, size).split('\n');
    const auto field = [&](qsizetype i) { return f.value(i); };
    const QByteArray body = field(0);
    app::verifyShopifyHmac(body, field(1), {QByteArrayLiteral("fuzz-secret"), field(5)});
    const QDateTime now = QDateTime::fromSecsSinceEpoch(1'764'000'000, Qt::UTC);
    app::verifyStandardWebhook(field(2), field(3), body, field(4), field(5), now);
    // A signature made here verifies here, whatever the bytes.
    const QByteArray secret = "whsec_" + field(5).toBase64();
    const QByteArray timestamp = QByteArray::number(now.toSecsSinceEpoch());
    const QByteArray header = app::signStandardWebhook(field(2), timestamp, body, secret);
    if (!field(2).isEmpty() && !field(5).isEmpty() && app::verifyStandardWebhook(field(2), timestamp, body, header, secret, now) != app::StandardWebhookCheck::Ok)
        __builtin_trap();
    if (!app::verifyShopifyHmac(body, app::signShopify(body, field(5)), {field(5)}) && !field(5).isEmpty())
        __builtin_trap();
    return 0;
}
