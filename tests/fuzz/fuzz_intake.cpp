// SPDX-License-Identifier: GPL-3.0-or-later
// One delivery through intake's parser, as serve and import see it: route,
// headers, raw body → signature check → JSON → event and operation plans.
// Input: one flags byte, then (when flag 'h') header lines up to an empty
// line, then the body. Flags ('A' + bits): bit 0-1 the route, bit 2 signed
// with the right secret (so the JSON path is reached), bit 3 headers follow.
#include "config/configuration.h"
#include "fuzzcommon.h"
#include "intake/intakeserver.h"
#include "intake/signatures.h"

using namespace rl;

namespace {
app::IntakeServer *g_intake = nullptr;
const QByteArray kSecret = QByteArrayLiteral("fuzz-secret");
const QByteArray kWhsec = "whsec_" + QByteArrayLiteral("fuzz-webhook-secret").toBase64();
} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    fuzz::initialise(argc, argv);
    g_intake = fuzz::exampleIntake(app::IntakeSecrets{{kSecret}, kWhsec, {}});
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    const int flags = (data[0] - 'A') & 0x0f;
    QByteArray rest = fuzz::bytes(data + 1, size - 1);
    QList<QPair<QByteArray, QByteArray>> headers;
    if (flags & 8) {
        const qsizetype end = rest.indexOf("\n\n");
        const QByteArray block = end < 0 ? rest : rest.left(end);
        rest = end < 0 ? QByteArray() : rest.mid(end + 2);
        for (const QByteArray &line : block.split('\n')) {
            const auto [name, value] = fuzz::cut(line, ':');
            headers.append({name.trimmed(), value.trimmed()});
        }
    }
    static const char *routes[] = {"/webhooks/shopify", "/flow/actions/create-followup", "/events/forms", "/events/../webhooks/shopify"};
    const QString path = QString::fromLatin1(routes[flags & 3]);
    const QDateTime now = QDateTime::fromSecsSinceEpoch(1'764'000'000, Qt::UTC);
    if (flags & 4) {
        headers.append({QByteArrayLiteral("X-Shopify-Hmac-Sha256"), app::signShopify(rest, kSecret)});
        headers.append({QByteArrayLiteral("X-Shopify-Topic"), "orders/create"});
        headers.append({QByteArrayLiteral("X-Shopify-Webhook-Id"), "fuzz-delivery"});
        headers.append({QByteArrayLiteral("X-Shopify-Event-Id"), "fuzz-event"});
        headers.append({QByteArrayLiteral("X-Shopify-Shop-Domain"), "example-shop.myshopify.com"});
        const QByteArray ts = QByteArray::number(now.toSecsSinceEpoch());
        headers.append({QByteArrayLiteral("webhook-id"), "msg_fuzz"});
        headers.append({QByteArrayLiteral("webhook-timestamp"), ts});
        headers.append({QByteArrayLiteral("webhook-signature"), app::signStandardWebhook("msg_fuzz", ts, rest, kWhsec)});
    }
    const app::ParsedDelivery p = g_intake->parse(QStringLiteral("POST"), path, headers, rest, now);
    // An accepted delivery carries exactly the bytes that were signed.
    if (p.status == 200 && p.delivery.payload != rest)
        __builtin_trap();
    return 0;
}
