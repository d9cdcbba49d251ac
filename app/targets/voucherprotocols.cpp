// SPDX-License-Identifier: GPL-3.0-or-later
// The voucher protocols (docs/targets.md, "Vouchers"). A voucher's code is
// derived from the step's reference (models::voucherCode), so every attempt,
// a repeat and a lookup ask the target about the same code; the e-mail step
// renders the same code at intake. What a record at the target must hold to
// be the step's own: the step's reference (Shopify: in the discount's title;
// Stripe: in its metadata) and, where the pinned content is known, the same
// amount and usage limit. Anything else with that code is a duplicate at the
// target, never adopted.
#include "voucherprotocols.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QUrlQuery>
#include <cmath>

namespace rl::app {

using models::Outcome;
using models::Said;

namespace {

QUrl under(const TargetProfile &p, const QString &path)
{
    QUrl u = p.baseUrl;
    QString base = u.path();
    while (base.endsWith(QLatin1Char('/')))
        base.chop(1);
    u.setPath(base + path);
    return u;
}

QByteArray compact(const QJsonObject &o) { return QJsonDocument(o).toJson(QJsonDocument::Compact); }

CallOutcome answer(Outcome outcome, int status, Said said)
{
    CallOutcome c;
    c.outcome = outcome;
    c.httpStatus = status;
    c.say(std::move(said));
    return c;
}

QString text(const QJsonValue &v)
{
    if (v.isString())
        return v.toString();
    if (v.isDouble())
        return QString::number(v.toDouble(), 'f', 2);
    return {};
}

// Why a record with the step's code is not the step's own, as a code with
// its parameter (models/said.cpp: "@voucher.why_amount:99.00"); empty: it is.
QString notOurs(const QString &reference, const QByteArray &content, const QString &carriedReference, const QString &amount,
                int usageLimit)
{
    if (reference.isEmpty())
        return {};
    if (!carriedReference.contains(reference))
        return QStringLiteral("@voucher.why_reference");
    if (content.isEmpty())
        return {};
    const VoucherTerms ours = VoucherTerms::of(content);
    if (!VoucherTerms::sameAmount(ours.amount, amount))
        return QStringLiteral("@voucher.why_amount:%1").arg(amount.isEmpty() ? QStringLiteral("-") : amount);
    if (usageLimit != ours.usageLimit)
        return QStringLiteral("@voucher.why_limit:%1").arg(usageLimit);
    return {};
}

std::optional<Said> codeMismatch(const TargetProfile &p, const QString &reference, const QByteArray &content)
{
    // The e-mail step renders the code the content names: it must be the one
    // the target is asked for, which is the reference's.
    if (VoucherTerms::of(content).code != p.voucherCode(reference))
        return Said::of("voucher.code_not_reference");
    return std::nullopt;
}

// Shopify's Admin GraphQL API: POST /admin/api/<version>/graphql.json with
// X-Shopify-Access-Token. discountCodeBasicCreate answers codeDiscountNode or
// userErrors (a code already in the shop: TAKEN), codeDiscountNodeByCode reads
// a code back. Everything answers HTTP 200, errors too: top-level `errors`
// (THROTTLED when the cost bucket is empty: wait by its restore rate).
// https://shopify.dev/docs/api/admin-graphql/2025-10/mutations/discountCodeBasicCreate
// https://shopify.dev/docs/api/admin-graphql/2025-10/queries/codeDiscountNodeByCode
// https://shopify.dev/docs/api/usage/limits
class ShopifyDiscountProtocol final : public TargetProtocol
{
public:
    static inline const QString CreateMutation = QStringLiteral(
        "mutation RunledgerVoucher($input: DiscountCodeBasicInput!) { discountCodeBasicCreate(basicCodeDiscount: $input) "
        "{ codeDiscountNode { id } userErrors { field code message } } }");
    static inline const QString LookupQuery = QStringLiteral(
        "query RunledgerVoucherByCode($code: String!) { codeDiscountNodeByCode(code: $code) { id codeDiscount { ... on "
        "DiscountCodeBasic { title status usageLimit createdAt customerGets { value { ... on DiscountAmount { amount { amount "
        "currencyCode } } } } } } } }");
    static inline const QString DeleteMutation = QStringLiteral(
        "mutation RunledgerVoucherDelete($id: ID!) { discountCodeDelete(id: $id) { deletedCodeDiscountId userErrors { field code "
        "message } } }");

    static QUrl endpoint(const TargetProfile &p) { return under(p, QStringLiteral("/admin/api/%1/graphql.json").arg(p.apiVersion)); }
    static HttpCall graphql(const TargetProfile &p, const QString &query, const QJsonObject &variables)
    {
        return {QByteArrayLiteral("POST"), endpoint(p),
                compact(QJsonObject{{QStringLiteral("query"), query}, {QStringLiteral("variables"), variables}}), {}};
    }
    // How long the cost bucket needs to hold the request's cost again.
    static std::optional<qint64> throttled(int status, const QByteArray &body)
    {
        const QJsonObject o = QJsonDocument::fromJson(body).object();
        const QJsonArray errors = o.value(QStringLiteral("errors")).toArray();
        if (status != 200 || errors.isEmpty()
            || errors.at(0)[QStringLiteral("extensions")][QStringLiteral("code")].toString() != QLatin1String("THROTTLED"))
            return std::nullopt;
        const QJsonObject cost = o.value(QStringLiteral("extensions")).toObject().value(QStringLiteral("cost")).toObject();
        const QJsonObject bucket = cost.value(QStringLiteral("throttleStatus")).toObject();
        const double rate = bucket.value(QStringLiteral("restoreRate")).toDouble();
        const double missing = cost.value(QStringLiteral("requestedQueryCost")).toDouble(1)
            - bucket.value(QStringLiteral("currentlyAvailable")).toDouble();
        if (!(rate > 0))
            return 1000;
        return std::clamp<qint64>(qint64(std::ceil(std::max(0.0, missing) / rate * 1000.0)), 50, 60'000);
    }

    HttpCall createCall(const TargetProfile &p, const QString &reference, const QByteArray &content) const override
    {
        const VoucherTerms t = VoucherTerms::of(content);
        const QString code = p.voucherCode(reference);
        // The title carries the reference: what tells this step's discount from one someone else made with the code.
        const QString title = QStringLiteral("%1 (%2)").arg(t.title.isEmpty() ? QStringLiteral("Voucher %1").arg(code) : t.title, reference);
        QJsonObject input{{QStringLiteral("title"), title},
                          {QStringLiteral("code"), code},
                          {QStringLiteral("startsAt"), t.startsAt},
                          {QStringLiteral("customerSelection"), QJsonObject{{QStringLiteral("all"), true}}},
                          {QStringLiteral("customerGets"),
                           QJsonObject{{QStringLiteral("value"), QJsonObject{{QStringLiteral("discountAmount"),
                                                                               QJsonObject{{QStringLiteral("amount"), t.amount},
                                                                                           {QStringLiteral("appliesOnEachItem"), false}}}}},
                                       {QStringLiteral("items"), QJsonObject{{QStringLiteral("all"), true}}}}},
                          {QStringLiteral("usageLimit"), t.usageLimit},
                          {QStringLiteral("appliesOncePerCustomer"), true}};
        return graphql(p, CreateMutation, QJsonObject{{QStringLiteral("input"), input}});
    }
    std::optional<HttpCall> lookupCall(const TargetProfile &p, const QString &reference) const override
    {
        return graphql(p, LookupQuery, QJsonObject{{QStringLiteral("code"), p.voucherCode(reference)}});
    }
    std::optional<QString> createdId(const QByteArray &body) const override
    {
        const QJsonObject payload = QJsonDocument::fromJson(body)[QStringLiteral("data")][QStringLiteral("discountCodeBasicCreate")].toObject();
        const QString id = payload.value(QStringLiteral("codeDiscountNode"))[QStringLiteral("id")].toString();
        if (id.isEmpty() || !payload.value(QStringLiteral("userErrors")).toArray().isEmpty())
            return std::nullopt;
        return id;
    }
    std::optional<CallOutcome> classifySpecial(int status, const QByteArray &body) const override
    {
        if (status != 200)
            return std::nullopt; // 401, 402, 403, 404, 423 refused; 5xx uncertain: the common rules
        const QJsonDocument d = QJsonDocument::fromJson(body);
        if (!d.isObject())
            return std::nullopt;
        const QJsonArray errors = d.object().value(QStringLiteral("errors")).toArray();
        if (!errors.isEmpty()) {
            const QString code = errors.at(0)[QStringLiteral("extensions")][QStringLiteral("code")].toString();
            if (const auto wait = throttled(status, body)) {
                CallOutcome c = answer(Outcome::FailedBeforeAction, status,
                                       Said::of("shopify.throttled",
                                                {text(d[QStringLiteral("extensions")][QStringLiteral("cost")][QStringLiteral("throttleStatus")]
                                                          [QStringLiteral("currentlyAvailable")]),
                                                 text(d[QStringLiteral("extensions")][QStringLiteral("cost")][QStringLiteral("throttleStatus")]
                                                          [QStringLiteral("maximumAvailable")]),
                                                 text(d[QStringLiteral("extensions")][QStringLiteral("cost")][QStringLiteral("throttleStatus")]
                                                          [QStringLiteral("restoreRate")])}));
                c.rateLimited = true;
                c.retryAfterMs = *wait;
                return c;
            }
            // Refused before the mutation ran: access, a request over the
            // cost limit, a shop that cannot take it, or a query that did not
            // validate (GraphQL validates before it executes; such errors carry
            // no code or a validation code, and no data).
            static const QStringList beforeExecution{QStringLiteral("ACCESS_DENIED"), QStringLiteral("MAX_COST_EXCEEDED"),
                                                     QStringLiteral("SHOP_INACTIVE"), QStringLiteral("BAD_REQUEST"),
                                                     QStringLiteral("undefinedField"), QStringLiteral("argumentNotAccepted"),
                                                     QStringLiteral("missingRequiredArguments"), QStringLiteral("variableMismatch")};
            const bool noData = d.object().value(QStringLiteral("data")).isNull() || !d.object().contains(QStringLiteral("data"));
            if (beforeExecution.contains(code) || (code.isEmpty() && noData))
                return answer(Outcome::FailedBeforeAction, status, Said::of("shopify.error", {code.isEmpty() ? QStringLiteral("-") : code}));
            return answer(Outcome::Uncertain, status, Said::of("shopify.error_uncertain", {code.isEmpty() ? QStringLiteral("-") : code}));
        }
        const QJsonObject payload = d[QStringLiteral("data")][QStringLiteral("discountCodeBasicCreate")].toObject();
        const QJsonArray userErrors = payload.value(QStringLiteral("userErrors")).toArray();
        if (!userErrors.isEmpty()) {
            QStringList codes;
            for (const QJsonValue &e : userErrors) {
                const QString code = e[QStringLiteral("code")].toString();
                // The code is already in the shop: perhaps this step's own
                // (an earlier attempt whose answer was lost), perhaps not. Nothing
                // new was made; only a lookup by the code can tell.
                if (code == QLatin1String("TAKEN"))
                    return answer(Outcome::Uncertain, status, Said::of("shopify.code_taken"));
                codes << code;
            }
            return answer(Outcome::FailedBeforeAction, status, Said::of("shopify.user_error", {codes.join(QStringLiteral(", "))}));
        }
        if (const auto id = createdId(body)) {
            CallOutcome c = answer(Outcome::Succeeded, status, Said::of("shopify.created", {*id}));
            c.targetReference = *id;
            return c;
        }
        return std::nullopt;
    }
    std::optional<QList<QJsonObject>> lookupResults(int status, const QByteArray &body) const override
    {
        return lookupResultsFor(TargetProfile{}, {}, {}, status, body);
    }
    std::optional<QList<QJsonObject>> lookupResultsFor(const TargetProfile &p, const QString &reference, const QByteArray &content,
                                                       int status, const QByteArray &body) const override
    {
        const QJsonDocument d = QJsonDocument::fromJson(body);
        if (status != 200 || !d.isObject() || !d.object().value(QStringLiteral("errors")).toArray().isEmpty())
            return std::nullopt;
        const QJsonValue data = d.object().value(QStringLiteral("data"));
        if (!data.isObject() || !data.toObject().contains(QStringLiteral("codeDiscountNodeByCode")))
            return std::nullopt;
        const QJsonValue node = data[QStringLiteral("codeDiscountNodeByCode")];
        if (node.isNull())
            return QList<QJsonObject>{}; // no discount has the code (now)
        const QString id = node[QStringLiteral("id")].toString();
        if (id.isEmpty())
            return std::nullopt;
        const QJsonObject discount = node[QStringLiteral("codeDiscount")].toObject();
        const QJsonObject money = discount.value(QStringLiteral("customerGets"))[QStringLiteral("value")][QStringLiteral("amount")].toObject();
        const QString amount = text(money.value(QStringLiteral("amount")));
        const int usageLimit = discount.value(QStringLiteral("usageLimit")).toInt(0);
        QJsonObject record{{QStringLiteral("id"), id},
                           {QStringLiteral("code"), reference.isEmpty() ? QString() : p.voucherCode(reference)},
                           {QStringLiteral("amount"), amount},
                           {QStringLiteral("currency"), money.value(QStringLiteral("currencyCode")).toString()},
                           {QStringLiteral("usage_limit"), usageLimit},
                           {QStringLiteral("created_at"), discount.value(QStringLiteral("createdAt")).toString()},
                           {QStringLiteral("status"), discount.value(QStringLiteral("status")).toString().toLower()}};
        if (const QString why = notOurs(reference, content, discount.value(QStringLiteral("title")).toString(), amount, usageLimit);
            !why.isEmpty())
            record.insert(QStringLiteral("not_ours"), why);
        return QList<QJsonObject>{record};
    }
    std::optional<qint64> lookupThrottledMs(int status, const QByteArray &body) const override { return throttled(status, body); }
    std::optional<Said> refusal(const TargetProfile &p, const QString &reference, const QByteArray &content) const override
    {
        return codeMismatch(p, reference, content);
    }
    std::optional<HttpCall> removeCall(const TargetProfile &p, const QString &targetId) const override
    {
        return graphql(p, DeleteMutation, QJsonObject{{QStringLiteral("id"), targetId}});
    }
    bool removed(int status, const QByteArray &body) const override
    {
        return status == 200
            && !QJsonDocument::fromJson(body)[QStringLiteral("data")][QStringLiteral("discountCodeDelete")][QStringLiteral("deletedCodeDiscountId")]
                    .toString().isEmpty();
    }
    std::pair<QByteArray, QByteArray> authorization(const QByteArray &token) const override
    {
        return {QByteArrayLiteral("X-Shopify-Access-Token"), token};
    }
};

// Stripe: POST /v1/promotion_codes (form-encoded: the coupon, our code, its
// redemption limit, our reference as metadata) with the reference as the
// Idempotency-Key; GET /v1/promotion_codes?code=… finds it again. The same key
// with other parameters is 400 idempotency_error (never resent under a new
// key: held); a request still running under the key 409; keys may be removed
// after 24 hours, so past that the code is looked up first.
// https://docs.stripe.com/api/promotion_codes/create?api-version=2025-04-30.basil
// https://docs.stripe.com/api/idempotent_requests
// https://docs.stripe.com/error-low-level#idempotency
class StripePromotionCodeProtocol final : public TargetProtocol
{
public:
    static QList<std::pair<QByteArray, QByteArray>> versionHeader(const TargetProfile &p)
    {
        return {{QByteArrayLiteral("Stripe-Version"), p.apiVersion.toLatin1()}};
    }
    HttpCall createCall(const TargetProfile &p, const QString &reference, const QByteArray &content) const override
    {
        const VoucherTerms t = VoucherTerms::of(content);
        // Form-encoded in a fixed order, so the bytes (and the fingerprint) are the same on every attempt.
        const QList<std::pair<QString, QString>> fields{{QStringLiteral("coupon"), p.coupon},
                                                        {QStringLiteral("code"), p.voucherCode(reference)},
                                                        {QStringLiteral("max_redemptions"), QString::number(t.usageLimit)},
                                                        {QStringLiteral("metadata[runledger_reference]"), reference}};
        QByteArray body;
        for (const auto &[key, value] : fields) {
            if (!body.isEmpty())
                body += '&';
            body += QUrl::toPercentEncoding(key) + '=' + QUrl::toPercentEncoding(value);
        }
        QList<std::pair<QByteArray, QByteArray>> headers = versionHeader(p);
        headers.append({QByteArrayLiteral("Content-Type"), QByteArrayLiteral("application/x-www-form-urlencoded")});
        if (!p.idempotencyHeader.isEmpty())
            headers.append({p.idempotencyHeader, reference.toUtf8()});
        return {QByteArrayLiteral("POST"), under(p, QStringLiteral("/v1/promotion_codes")), body, headers};
    }
    std::optional<HttpCall> lookupCall(const TargetProfile &p, const QString &reference) const override
    {
        QUrl u = under(p, QStringLiteral("/v1/promotion_codes"));
        QUrlQuery q;
        q.addQueryItem(QStringLiteral("code"), p.voucherCode(reference));
        q.addQueryItem(QStringLiteral("limit"), QStringLiteral("10"));
        u.setQuery(q);
        return HttpCall{QByteArrayLiteral("GET"), u, {}, versionHeader(p)};
    }
    std::optional<CallOutcome> classifySpecial(int status, const QByteArray &body) const override
    {
        const QJsonObject error = QJsonDocument::fromJson(body).object().value(QStringLiteral("error")).toObject();
        const QString type = error.value(QStringLiteral("type")).toString();
        const QString code = error.value(QStringLiteral("code")).toString();
        if (status == 400 && type == QLatin1String("idempotency_error")) {
            // The key holds other parameters: this request made nothing, and
            // something was made under the key before. Never a new key: a reviewer decides.
            CallOutcome c = answer(Outcome::Uncertain, status, Said::of("stripe.other_parameters"));
            c.holdForReviewer = true;
            return c;
        }
        if (status == 400 && (error.value(QStringLiteral("param")).toString() == QLatin1String("code")
                              || code == QLatin1String("resource_already_exists")))
            return answer(Outcome::Uncertain, status, Said::of("stripe.code_taken"));
        if ((status == 400 || status == 402 || status == 404) && !type.isEmpty())
            return answer(Outcome::FailedBeforeAction, status,
                          Said::of("stripe.refused", {QString::number(status), code.isEmpty() ? type : code}));
        return std::nullopt; // 2xx (created or replayed), 409, 429, 5xx: the common rules
    }
    std::optional<QList<QJsonObject>> lookupResults(int status, const QByteArray &body) const override
    {
        return lookupResultsFor(TargetProfile{}, {}, {}, status, body);
    }
    std::optional<QList<QJsonObject>> lookupResultsFor(const TargetProfile &p, const QString &reference, const QByteArray &content,
                                                       int status, const QByteArray &body) const override
    {
        const QJsonObject o = QJsonDocument::fromJson(body).object();
        const QJsonValue data = o.value(QStringLiteral("data"));
        if (status != 200 || !data.isArray() || o.value(QStringLiteral("object")).toString() != QLatin1String("list"))
            return std::nullopt;
        QList<QJsonObject> out;
        for (const QJsonValue &v : data.toArray()) {
            const QJsonObject promo = v.toObject();
            const QString id = promo.value(QStringLiteral("id")).toString();
            if (id.isEmpty())
                return std::nullopt;
            // The coupon expanded (API versions up to basil) or named by its id (promotion.coupon, later ones).
            const QJsonValue couponValue = promo.contains(QStringLiteral("coupon")) ? promo.value(QStringLiteral("coupon"))
                                                                                    : promo.value(QStringLiteral("promotion"))[QStringLiteral("coupon")];
            const QJsonObject coupon = couponValue.toObject();
            const QString couponId = couponValue.isString() ? couponValue.toString() : coupon.value(QStringLiteral("id")).toString();
            const QJsonValue amountOff = coupon.value(QStringLiteral("amount_off"));
            const QString amount = amountOff.isDouble() ? QString::number(amountOff.toDouble() / 100.0, 'f', 2) : QString();
            const int usageLimit = promo.value(QStringLiteral("max_redemptions")).toInt(0);
            QJsonObject record{{QStringLiteral("id"), id},
                               {QStringLiteral("code"), promo.value(QStringLiteral("code")).toString()},
                               {QStringLiteral("amount"), amount},
                               {QStringLiteral("currency"), coupon.value(QStringLiteral("currency")).toString().toUpper()},
                               {QStringLiteral("usage_limit"), usageLimit},
                               {QStringLiteral("created_at"),
                                QDateTime::fromSecsSinceEpoch(promo.value(QStringLiteral("created")).toInteger(), Qt::UTC).toString(Qt::ISODate)},
                               {QStringLiteral("status"), promo.value(QStringLiteral("active")).toBool() ? QStringLiteral("active")
                                                                                                      : QStringLiteral("inactive")}};
            QString why;
            if (!reference.isEmpty() && !p.coupon.isEmpty() && couponId != p.coupon)
                why = QStringLiteral("@voucher.why_coupon:%1").arg(couponId);
            else if (amount.isEmpty() && !content.isEmpty())
                // Without the coupon's amount the promotion code still says its own reference and limit.
                why = notOurs(reference, {}, promo.value(QStringLiteral("metadata"))[QStringLiteral("runledger_reference")].toString(), {},
                              usageLimit);
            else
                why = notOurs(reference, content, promo.value(QStringLiteral("metadata"))[QStringLiteral("runledger_reference")].toString(),
                              amount, usageLimit);
            if (!why.isEmpty())
                record.insert(QStringLiteral("not_ours"), why);
            out.append(record);
        }
        return out;
    }
    std::optional<Said> refusal(const TargetProfile &p, const QString &reference, const QByteArray &content) const override
    {
        return codeMismatch(p, reference, content);
    }
    std::optional<HttpCall> removeCall(const TargetProfile &p, const QString &targetId) const override
    {
        // Stripe keeps promotion codes; deactivating one frees its code.
        QList<std::pair<QByteArray, QByteArray>> headers = versionHeader(p);
        headers.append({QByteArrayLiteral("Content-Type"), QByteArrayLiteral("application/x-www-form-urlencoded")});
        return HttpCall{QByteArrayLiteral("POST"),
                        under(p, QStringLiteral("/v1/promotion_codes/") + QString::fromLatin1(QUrl::toPercentEncoding(targetId))),
                        QByteArrayLiteral("active=false"), headers};
    }
    bool removed(int status, const QByteArray &body) const override
    {
        return status == 200 && QJsonDocument::fromJson(body)[QStringLiteral("active")] == QJsonValue(false);
    }
};

} // namespace

VoucherTerms VoucherTerms::of(const QByteArray &content)
{
    const QJsonObject o = QJsonDocument::fromJson(content).object();
    VoucherTerms t;
    t.code = o.value(QStringLiteral("code")).toString();
    t.amount = text(o.value(QStringLiteral("amount")));
    t.currency = o.value(QStringLiteral("currency")).toString();
    t.usageLimit = o.value(QStringLiteral("usage_limit")).toInt(1);
    t.title = o.value(QStringLiteral("title")).toString();
    t.startsAt = o.value(QStringLiteral("starts_at")).toString();
    return t;
}

bool VoucherTerms::sameAmount(const QString &a, const QString &b)
{
    bool okA = false, okB = false;
    const double x = a.toDouble(&okA), y = b.toDouble(&okB);
    return okA && okB && std::llround(x * 100) == std::llround(y * 100);
}

std::unique_ptr<TargetProtocol> makeShopifyDiscountProtocol() { return std::make_unique<ShopifyDiscountProtocol>(); }
std::unique_ptr<TargetProtocol> makeStripePromotionCodeProtocol() { return std::make_unique<StripePromotionCodeProtocol>(); }

} // namespace rl::app
