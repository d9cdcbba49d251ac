// SPDX-License-Identifier: GPL-3.0-or-later
// Stripe's promotion codes and coupons (docs/sandbox.md): POST and GET
// /v1/promotion_codes, POST /v1/promotion_codes/<id> (active=false), POST and
// GET /v1/coupons. Form-encoded requests, a bearer secret key, and Stripe's
// idempotency rules from the sandbox's one store (the same key and parameters
// replay the first answer with Idempotent-Replayed; other parameters 400
// idempotency_error; a key still in use 409; keys forgotten after the
// retention). The emulation starts with one coupon, RUNLEDGER10 (10.00 EUR
// off, once), as an account holds the coupon a profile names.
// https://docs.stripe.com/api/promotion_codes/create?api-version=2025-04-30.basil
// https://docs.stripe.com/api/idempotent_requests
#include "emulations.h"

#include <QJsonArray>

namespace rl::app {

namespace {
// A form's fields by their decoded names ("metadata[runledger_reference]"
// arrives as metadata%5Brunledger_reference%5D from most clients).
QHash<QString, QString> fieldsOf(const QUrlQuery &form)
{
    QHash<QString, QString> out;
    for (const auto &[key, value] : form.queryItems(QUrl::FullyDecoded))
        out.insert(key, value);
    return out;
}

QJsonDocument stripeError(const QString &type, const QString &message, const QString &code = {}, const QString &param = {})
{
    QJsonDocument d = HttpService::errorDocument(type, message, code);
    if (!param.isEmpty()) {
        QJsonObject o = d.object();
        QJsonObject e = o.value(QStringLiteral("error")).toObject();
        e.insert(QStringLiteral("param"), param);
        o.insert(QStringLiteral("error"), e);
        d.setObject(o);
    }
    return d;
}
} // namespace

StripeEmulation::StripeEmulation(SandboxServer &sandbox)
    : ProviderEmulation(sandbox)
{
    reset();
}

void StripeEmulation::reset()
{
    m_coupons.clear();
    m_coupons.insert(QStringLiteral("RUNLEDGER10"), Coupon{QStringLiteral("RUNLEDGER10"), QStringLiteral("eur"), 1000, m_sandbox.now()});
}

QJsonObject StripeEmulation::couponJson(const QString &id, qint64 amountOff, const QString &currency, const QDateTime &created)
{
    return {{QStringLiteral("id"), id},
            {QStringLiteral("object"), QStringLiteral("coupon")},
            {QStringLiteral("amount_off"), amountOff},
            {QStringLiteral("currency"), currency},
            {QStringLiteral("duration"), QStringLiteral("once")},
            {QStringLiteral("created"), created.toSecsSinceEpoch()},
            {QStringLiteral("livemode"), false},
            {QStringLiteral("max_redemptions"), QJsonValue(QJsonValue::Null)},
            {QStringLiteral("metadata"), QJsonObject{}},
            {QStringLiteral("name"), QJsonValue(QJsonValue::Null)},
            {QStringLiteral("percent_off"), QJsonValue(QJsonValue::Null)},
            {QStringLiteral("redeem_by"), QJsonValue(QJsonValue::Null)},
            {QStringLiteral("times_redeemed"), 0},
            {QStringLiteral("valid"), true}};
}

QJsonObject StripeEmulation::promotionCode(SandboxServer &, const SandboxServer::Voucher &v)
{
    QJsonObject metadata;
    if (!v.reference.isEmpty())
        metadata.insert(QStringLiteral("runledger_reference"), v.reference);
    return {{QStringLiteral("id"), v.id},
            {QStringLiteral("object"), QStringLiteral("promotion_code")},
            {QStringLiteral("active"), v.active},
            {QStringLiteral("code"), v.code},
            {QStringLiteral("coupon"), couponJson(v.coupon, qint64(std::llround(v.amount.toDouble() * 100)), v.currency.toLower(), v.createdAt)},
            {QStringLiteral("created"), v.createdAt.toSecsSinceEpoch()},
            {QStringLiteral("customer"), QJsonValue(QJsonValue::Null)},
            {QStringLiteral("expires_at"), QJsonValue(QJsonValue::Null)},
            {QStringLiteral("livemode"), false},
            {QStringLiteral("max_redemptions"), v.usageLimit > 0 ? QJsonValue(v.usageLimit) : QJsonValue(QJsonValue::Null)},
            {QStringLiteral("metadata"), metadata},
            {QStringLiteral("restrictions"), QJsonObject{{QStringLiteral("first_time_transaction"), false},
                                                         {QStringLiteral("minimum_amount"), QJsonValue(QJsonValue::Null)},
                                                         {QStringLiteral("minimum_amount_currency"), QJsonValue(QJsonValue::Null)}}},
            {QStringLiteral("times_redeemed"), 0}};
}

void StripeEmulation::handle(const QHttpServerRequest &request, std::shared_ptr<PendingReply> reply)
{
    QString path = request.url().path();
    if (path.startsWith(QLatin1String("/stripe/")))
        path = path.mid(int(qstrlen("/stripe")));
    const QString method = HttpService::methodName(request);
    const auto answer = [&](const QJsonDocument &doc, int status, const QString &note) {
        m_sandbox.log(request, status, note);
        reply->json(doc, status);
    };
    // Stripe takes the secret key as a bearer token (or as basic auth's user).
    if (HttpService::header(request, QByteArrayLiteral("Authorization")).isEmpty())
        return answer(stripeError(QStringLiteral("invalid_request_error"),
                                  QStringLiteral("You did not provide an API key. You need to provide your API key in the Authorization header.")),
                      401, QStringLiteral("no token"));
    if (!m_sandbox.authorized(request, SandboxServer::Api::Stripe))
        return answer(stripeError(QStringLiteral("invalid_request_error"), QStringLiteral("Invalid API Key provided: sk_test_****")), 401,
                      QStringLiteral("wrong token"));
    const QUrlQuery form(QString::fromUtf8(request.body()));
    const QHash<QString, QString> fields = fieldsOf(form);
    const auto field = [&](const QString &key) { return fields.value(key); };
    if (path == QLatin1String("/v1/coupons") && method == QLatin1String("POST")) {
        const QString id = field(QStringLiteral("id"));
        bool ok = false;
        const qint64 amountOff = field(QStringLiteral("amount_off")).toLongLong(&ok);
        if (id.isEmpty() || !ok || amountOff <= 0 || field(QStringLiteral("currency")).isEmpty())
            return answer(stripeError(QStringLiteral("invalid_request_error"), QStringLiteral("Invalid coupon: id, amount_off and currency are required here."),
                                      QStringLiteral("parameter_missing")),
                          400, QStringLiteral("coupon: invalid"));
        const Coupon c{id, field(QStringLiteral("currency")).toLower(), amountOff, m_sandbox.now()};
        m_coupons.insert(id, c);
        return answer(QJsonDocument(couponJson(c.id, c.amountOff, c.currency, c.created)), 200, QStringLiteral("coupon created"));
    }
    if (path.startsWith(QLatin1String("/v1/coupons/")) && method == QLatin1String("GET")) {
        const QString id = QUrl::fromPercentEncoding(path.mid(int(qstrlen("/v1/coupons/"))).toUtf8());
        if (!m_coupons.contains(id))
            return answer(stripeError(QStringLiteral("invalid_request_error"), QStringLiteral("No such coupon: '%1'").arg(id),
                                      QStringLiteral("resource_missing"), QStringLiteral("id")),
                          404, QStringLiteral("coupon: none"));
        const Coupon &c = m_coupons[id];
        return answer(QJsonDocument(couponJson(c.id, c.amountOff, c.currency, c.created)), 200, QStringLiteral("coupon"));
    }
    if (path == QLatin1String("/v1/promotion_codes") && method == QLatin1String("GET")) {
        // ?code= is matched without regard to case, as the code's uniqueness is.
        const QString code = request.query().queryItemValue(QStringLiteral("code"), QUrl::FullyDecoded);
        const int limit = std::clamp(request.query().queryItemValue(QStringLiteral("limit")).toInt() > 0
                                         ? request.query().queryItemValue(QStringLiteral("limit")).toInt()
                                         : 10,
                                     1, 100);
        QJsonArray data;
        int matched = 0;
        for (const SandboxServer::Voucher &v : m_sandbox.m_vouchers) {
            if (!v.stripe || (!code.isEmpty() && v.code.compare(code, Qt::CaseInsensitive) != 0))
                continue;
            if (++matched <= limit)
                data.append(promotionCode(m_sandbox, v));
        }
        return answer(QJsonDocument(QJsonObject{{QStringLiteral("object"), QStringLiteral("list")},
                                                {QStringLiteral("data"), data},
                                                {QStringLiteral("has_more"), matched > limit},
                                                {QStringLiteral("url"), QStringLiteral("/v1/promotion_codes")}}),
                      200, QStringLiteral("lookup: %1").arg(data.size()));
    }
    if (path.startsWith(QLatin1String("/v1/promotion_codes/")) && method == QLatin1String("POST")) {
        // Most of a promotion code cannot be changed; active can (false frees its code).
        const QString id = QUrl::fromPercentEncoding(path.mid(int(qstrlen("/v1/promotion_codes/"))).toUtf8());
        for (SandboxServer::Voucher &v : m_sandbox.m_vouchers) {
            if (v.stripe && v.id == id) {
                if (fields.contains(QStringLiteral("active")))
                    v.active = field(QStringLiteral("active")) == QLatin1String("true");
                return answer(QJsonDocument(promotionCode(m_sandbox, v)), 200, v.active ? QStringLiteral("updated") : QStringLiteral("deactivated"));
            }
        }
        return answer(stripeError(QStringLiteral("invalid_request_error"), QStringLiteral("No such promotion code: '%1'").arg(id),
                                  QStringLiteral("resource_missing"), QStringLiteral("id")),
                      404, QStringLiteral("no such promotion code"));
    }
    if (path == QLatin1String("/v1/promotion_codes") && method == QLatin1String("POST"))
        return createPromotionCode(request, std::move(reply), form);
    return answer(stripeError(QStringLiteral("invalid_request_error"), QStringLiteral("Unrecognized request URL (%1: %2).").arg(method, path)), 404,
                  QStringLiteral("no such endpoint"));
}

void StripeEmulation::createPromotionCode(const QHttpServerRequest &request, std::shared_ptr<PendingReply> reply, const QUrlQuery &form)
{
    const QHash<QString, QString> fields = fieldsOf(form);
    const auto field = [&](const QString &key) { return fields.value(key); };
    const auto refuse = [&](int status, const QString &message, const QString &code, const QString &param, const QString &note) {
        m_sandbox.log(request, status, note);
        reply->json(stripeError(QStringLiteral("invalid_request_error"), message, code, param), status);
    };
    // Validation comes before execution, so none of it is stored under the key.
    const QString couponId = field(QStringLiteral("coupon")).isEmpty() ? field(QStringLiteral("promotion[coupon]")) : field(QStringLiteral("coupon"));
    if (couponId.isEmpty())
        return refuse(400, QStringLiteral("Missing required param: coupon."), QStringLiteral("parameter_missing"), QStringLiteral("coupon"),
                      QStringLiteral("missing coupon"));
    if (!m_coupons.contains(couponId))
        return refuse(400, QStringLiteral("No such coupon: '%1'").arg(couponId), QStringLiteral("resource_missing"), QStringLiteral("coupon"),
                      QStringLiteral("no such coupon"));
    const QString code = field(QStringLiteral("code"));
    const bool lettersAndDigits = !code.isEmpty() && std::all_of(code.cbegin(), code.cend(), [](QChar c) {
        return (c >= QLatin1Char('a') && c <= QLatin1Char('z')) || (c >= QLatin1Char('A') && c <= QLatin1Char('Z')) || c.isDigit();
    });
    if (!lettersAndDigits)
        return refuse(400, QStringLiteral("Invalid code: a code is made of letters (a-z, A-Z) and digits (0-9)."), QStringLiteral("parameter_invalid_string"),
                      QStringLiteral("code"), QStringLiteral("invalid code"));
    bool limitOk = true;
    const int limit = field(QStringLiteral("max_redemptions")).isEmpty() ? 0 : field(QStringLiteral("max_redemptions")).toInt(&limitOk);
    if (!limitOk || limit < 0)
        return refuse(400, QStringLiteral("Invalid positive integer"), QStringLiteral("parameter_invalid_integer"), QStringLiteral("max_redemptions"),
                      QStringLiteral("invalid max_redemptions"));
    const Coupon &c = m_coupons[couponId];
    const QJsonObject params{{QStringLiteral("reference"), field(QStringLiteral("metadata[runledger_reference]"))},
                             {QStringLiteral("code"), code},
                             {QStringLiteral("coupon"), couponId},
                             {QStringLiteral("amount"), QString::number(double(c.amountOff) / 100.0, 'f', 2)},
                             {QStringLiteral("currency"), c.currency.toUpper()},
                             {QStringLiteral("usage_limit"), limit},
                             {QStringLiteral("title"), QString()}};
    m_sandbox.create(SandboxServer::Api::Stripe, SandboxServer::VoucherCreate, params, request, std::move(reply));
}

} // namespace rl::app
