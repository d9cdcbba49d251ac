// SPDX-License-Identifier: GPL-3.0-or-later
// Shopify's Admin GraphQL API for discount codes (docs/sandbox.md):
// discountCodeBasicCreate, codeDiscountNodeByCode, discountCodeDelete. As
// Shopify documents it, every answer is HTTP 200 — errors too, as top-level
// `errors` or the mutation's `userErrors` — and carries its cost
// (extensions.cost); calls are paid from a bucket that refills at its restore
// rate, and one that cannot be paid is THROTTLED, nothing done.
// https://shopify.dev/docs/api/admin-graphql/2025-10/mutations/discountCodeBasicCreate
// https://shopify.dev/docs/api/usage/limits
#include "emulations.h"

#include <QJsonArray>
#include <QRegularExpression>

namespace rl::app {

namespace {
// What the emulation charges: a mutation 10 points, a query 2 (Shopify
// reports the real figure per request in extensions.cost).
constexpr double MutationCost = 10;
constexpr double QueryCost = 2;

QByteArray compact(const QJsonObject &o) { return QJsonDocument(o).toJson(QJsonDocument::Compact); }
} // namespace

bool ShopifyAdminEmulation::pay(SandboxServer &sandbox, double cost)
{
    const qint64 t = sandbox.m_monotonic.elapsed();
    double &available = sandbox.m_shopifyAvailable;
    if (available < 0)
        available = sandbox.m_options.shopifyBucket;
    available = std::min(sandbox.m_options.shopifyBucket,
                         available + double(t - sandbox.m_shopifyRefilledAtMs) / 1000.0 * sandbox.m_options.shopifyRestoreRate);
    sandbox.m_shopifyRefilledAtMs = t;
    if (available < cost)
        return false;
    available -= cost;
    return true;
}

QJsonObject ShopifyAdminEmulation::cost(SandboxServer &sandbox, double requested, double actual)
{
    const double available = sandbox.m_shopifyAvailable < 0 ? sandbox.m_options.shopifyBucket : sandbox.m_shopifyAvailable;
    QJsonObject c{{QStringLiteral("requestedQueryCost"), requested},
                  {QStringLiteral("throttleStatus"), QJsonObject{{QStringLiteral("maximumAvailable"), sandbox.m_options.shopifyBucket},
                                                                 {QStringLiteral("currentlyAvailable"), std::floor(available)},
                                                                 {QStringLiteral("restoreRate"), sandbox.m_options.shopifyRestoreRate}}}};
    c.insert(QStringLiteral("actualQueryCost"), actual < 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(actual));
    return QJsonObject{{QStringLiteral("cost"), c}};
}

QJsonObject ShopifyAdminEmulation::createdBody(SandboxServer &sandbox, const SandboxServer::Voucher &v)
{
    return {{QStringLiteral("data"),
             QJsonObject{{QStringLiteral("discountCodeBasicCreate"),
                          QJsonObject{{QStringLiteral("codeDiscountNode"), QJsonObject{{QStringLiteral("id"), v.id}}},
                                      {QStringLiteral("userErrors"), QJsonArray{}}}}}},
            {QStringLiteral("extensions"), cost(sandbox, MutationCost, MutationCost)}};
}

QByteArray ShopifyAdminEmulation::takenBody(SandboxServer &sandbox)
{
    const QJsonObject error{{QStringLiteral("field"), QJsonArray{QStringLiteral("basicCodeDiscount"), QStringLiteral("code")}},
                            {QStringLiteral("code"), QStringLiteral("TAKEN")},
                            {QStringLiteral("message"), QStringLiteral("Code must be unique. Please try a different code.")}};
    return compact({{QStringLiteral("data"),
                     QJsonObject{{QStringLiteral("discountCodeBasicCreate"),
                                  QJsonObject{{QStringLiteral("codeDiscountNode"), QJsonValue(QJsonValue::Null)},
                                              {QStringLiteral("userErrors"), QJsonArray{error}}}}}},
                    {QStringLiteral("extensions"), cost(sandbox, MutationCost, MutationCost)}});
}

QByteArray ShopifyAdminEmulation::errorBody(SandboxServer &sandbox, int status, const QString &code, const QString &message)
{
    if (status == 401) // the token: Shopify's REST-shaped 401
        return compact({{QStringLiteral("errors"), QStringLiteral("[API] Invalid API key or access token (unrecognized login or wrong password)")}});
    const QJsonObject error{{QStringLiteral("message"), message},
                            {QStringLiteral("extensions"),
                             QJsonObject{{QStringLiteral("code"), code},
                                         {QStringLiteral("documentation"), QStringLiteral("https://shopify.dev/api/usage/limits")}}}};
    return compact({{QStringLiteral("errors"), QJsonArray{error}},
                    {QStringLiteral("extensions"), cost(sandbox, MutationCost, code == QLatin1String("THROTTLED") ? -1 : 0)}});
}

void ShopifyAdminEmulation::handle(const QHttpServerRequest &request, std::shared_ptr<PendingReply> reply)
{
    static const QRegularExpression endpoint(QStringLiteral("^/shopify/admin/api/[0-9]{4}-[0-9]{2}/graphql\\.json$"));
    const auto answer = [&](const QJsonObject &body, const QString &note) {
        m_sandbox.log(request, 200, note);
        reply->raw(compact(body), QByteArrayLiteral("application/json"), 200);
    };
    if (!endpoint.match(request.url().path()).hasMatch() || HttpService::methodName(request) != QLatin1String("POST")) {
        m_sandbox.log(request, 404, QStringLiteral("no such endpoint"));
        return reply->raw(compact({{QStringLiteral("errors"), QStringLiteral("Not Found")}}), QByteArrayLiteral("application/json"), 404);
    }
    if (!m_sandbox.authorized(request, SandboxServer::Api::Shopify))
        return m_sandbox.refuse(SandboxServer::Api::Shopify, request, reply, 401, {}, {}, QStringLiteral("no token"));
    QJsonParseError pe{};
    const QJsonDocument doc = QJsonDocument::fromJson(request.body(), &pe);
    const QString query = doc.object().value(QStringLiteral("query")).toString();
    if (pe.error != QJsonParseError::NoError || !doc.isObject() || query.isEmpty()) {
        m_sandbox.log(request, 400, QStringLiteral("malformed"));
        return reply->raw(compact({{QStringLiteral("errors"), QJsonObject{{QStringLiteral("query"), QStringLiteral("Required parameter missing or invalid")}}}}),
                          QByteArrayLiteral("application/json"), 400);
    }
    const QJsonObject variables = doc.object().value(QStringLiteral("variables")).toObject();
    const bool create = query.contains(QLatin1String("discountCodeBasicCreate"));
    const bool remove = query.contains(QLatin1String("discountCodeDelete"));
    const bool read = query.contains(QLatin1String("codeDiscountNodeByCode"));
    if (!create && !remove && !read) {
        const QJsonObject error{{QStringLiteral("message"), QStringLiteral("Field doesn't exist on type 'QueryRoot'")},
                                {QStringLiteral("extensions"), QJsonObject{{QStringLiteral("code"), QStringLiteral("undefinedField")}}}};
        return answer({{QStringLiteral("errors"), QJsonArray{error}}}, QStringLiteral("unknown field"));
    }
    if (!pay(m_sandbox, create || remove ? MutationCost : QueryCost)) {
        ++m_sandbox.m_rateLimited;
        return m_sandbox.refuse(SandboxServer::Api::Shopify, request, reply, 200, QStringLiteral("THROTTLED"), QStringLiteral("Throttled"),
                                QStringLiteral("throttled: the cost bucket is empty"));
    }
    if (read) {
        const QString code = variables.value(QStringLiteral("code")).toString();
        const SandboxServer::Voucher *v = m_sandbox.activeVoucher(code);
        QJsonValue node = QJsonValue::Null;
        if (v && !v->stripe) {
            const QString at = v->createdAt.toString(Qt::ISODate);
            node = QJsonObject{{QStringLiteral("id"), v->id},
                               {QStringLiteral("codeDiscount"),
                                QJsonObject{{QStringLiteral("title"), v->title},
                                            {QStringLiteral("status"), QStringLiteral("ACTIVE")},
                                            {QStringLiteral("usageLimit"), v->usageLimit > 0 ? QJsonValue(v->usageLimit) : QJsonValue(QJsonValue::Null)},
                                            {QStringLiteral("createdAt"), at},
                                            {QStringLiteral("customerGets"),
                                             QJsonObject{{QStringLiteral("value"),
                                                          QJsonObject{{QStringLiteral("amount"),
                                                                       QJsonObject{{QStringLiteral("amount"), v->amount},
                                                                                   {QStringLiteral("currencyCode"), v->currency}}}}}}}}}};
        }
        return answer({{QStringLiteral("data"), QJsonObject{{QStringLiteral("codeDiscountNodeByCode"), node}}},
                       {QStringLiteral("extensions"), cost(m_sandbox, QueryCost, QueryCost)}},
                      node.isNull() ? QStringLiteral("lookup: none") : QStringLiteral("lookup: found"));
    }
    if (remove) {
        const QString id = variables.value(QStringLiteral("id")).toString();
        const qsizetype removed = m_sandbox.m_vouchers.removeIf([&](const SandboxServer::Voucher &v) { return !v.stripe && v.id == id; });
        const QJsonArray userErrors = removed ? QJsonArray{}
                                              : QJsonArray{QJsonObject{{QStringLiteral("field"), QJsonArray{QStringLiteral("id")}},
                                                                       {QStringLiteral("code"), QStringLiteral("INVALID")},
                                                                       {QStringLiteral("message"), QStringLiteral("Discount does not exist")}}};
        return answer({{QStringLiteral("data"),
                        QJsonObject{{QStringLiteral("discountCodeDelete"),
                                     QJsonObject{{QStringLiteral("deletedCodeDiscountId"), removed ? QJsonValue(id) : QJsonValue(QJsonValue::Null)},
                                                 {QStringLiteral("userErrors"), userErrors}}}}},
                       {QStringLiteral("extensions"), cost(m_sandbox, MutationCost, MutationCost)}},
                      removed ? QStringLiteral("deleted ") + id : QStringLiteral("delete: no such discount"));
    }
    // discountCodeBasicCreate(basicCodeDiscount: $input): the input checked as
    // Shopify does before it creates anything (userErrors, nothing stored).
    const QJsonObject input = variables.value(QStringLiteral("input")).toObject();
    const QJsonObject money = input.value(QStringLiteral("customerGets"))[QStringLiteral("value")][QStringLiteral("discountAmount")].toObject();
    const QJsonValue amount = money.value(QStringLiteral("amount"));
    const auto invalid = [&](const QString &field, const QString &code, const QString &message) {
        const QJsonObject error{{QStringLiteral("field"), QJsonArray{QStringLiteral("basicCodeDiscount"), field}},
                                {QStringLiteral("code"), code}, {QStringLiteral("message"), message}};
        answer({{QStringLiteral("data"), QJsonObject{{QStringLiteral("discountCodeBasicCreate"),
                                                      QJsonObject{{QStringLiteral("codeDiscountNode"), QJsonValue(QJsonValue::Null)},
                                                                  {QStringLiteral("userErrors"), QJsonArray{error}}}}}},
                {QStringLiteral("extensions"), cost(m_sandbox, MutationCost, MutationCost)}},
               QStringLiteral("invalid ") + field);
    };
    if (input.value(QStringLiteral("code")).toString().trimmed().isEmpty())
        return invalid(QStringLiteral("code"), QStringLiteral("BLANK"), QStringLiteral("Code can't be blank"));
    if (input.value(QStringLiteral("title")).toString().trimmed().isEmpty())
        return invalid(QStringLiteral("title"), QStringLiteral("BLANK"), QStringLiteral("Title can't be blank"));
    if (input.value(QStringLiteral("startsAt")).toString().isEmpty())
        return invalid(QStringLiteral("startsAt"), QStringLiteral("BLANK"), QStringLiteral("Starts at can't be blank"));
    if (!(amount.toString().toDouble() > 0 || amount.toDouble() > 0))
        return invalid(QStringLiteral("customerGets"), QStringLiteral("VALUE_OUTSIDE_RANGE"), QStringLiteral("Value must be greater than 0"));
    const QJsonObject params{{QStringLiteral("reference"), QString()},
                             {QStringLiteral("code"), input.value(QStringLiteral("code")).toString()},
                             {QStringLiteral("title"), input.value(QStringLiteral("title")).toString()},
                             {QStringLiteral("amount"), amount.isString() ? amount.toString() : QString::number(amount.toDouble(), 'f', 2)},
                             {QStringLiteral("currency"), QStringLiteral("EUR")},
                             {QStringLiteral("usage_limit"), input.value(QStringLiteral("usageLimit")).toInt()}};
    // The effect is counted per reference: the one the title carries.
    QJsonObject withReference = params;
    static const QRegularExpression reference(QStringLiteral("\\(([^()]+)\\)$"));
    withReference.insert(QStringLiteral("reference"), reference.match(params.value(QStringLiteral("title")).toString()).captured(1));
    m_sandbox.create(SandboxServer::Api::Shopify, SandboxServer::VoucherCreate, withReference, request, std::move(reply));
}

} // namespace rl::app
