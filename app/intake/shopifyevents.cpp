// SPDX-License-Identifier: GPL-3.0-or-later
#include "shopifyevents.h"

#include <QHash>
#include <QJsonValue>
#include <QRegularExpression>

namespace rl::app::intake {

namespace {

// "DraftOrder" → "draft_order".
QString snake(const QString &name)
{
    static const QRegularExpression boundary(QStringLiteral("(?<=[a-z0-9])(?=[A-Z])"));
    return QString(name).replace(boundary, QStringLiteral("_")).toLower();
}

// The webhook topic of a resource and an action. Shopify's webhook verbs are
// not uniform: orders/updated but products/update and customers/update.
QString webhookTopic(const QString &resource, const QString &action)
{
    static const QHash<QString, QString> updated{{QStringLiteral("Order"), QStringLiteral("updated")},
                                                 {QStringLiteral("DraftOrder"), QStringLiteral("update")}};
    const QString verb = action == QLatin1String("update") ? updated.value(resource, QStringLiteral("update")) : action;
    return snake(resource) + QStringLiteral("s/") + verb;
}

QString amountOf(const QJsonObject &moneyBag)
{
    const QJsonValue amount = moneyBag.value(QStringLiteral("shopMoney")).toObject().value(QStringLiteral("amount"));
    return amount.isString() ? amount.toString() : amount.isDouble() ? QString::number(amount.toDouble()) : QString();
}

} // namespace

std::optional<ShopifyEventsDelivery> readShopifyEvents(const QJsonObject &payload)
{
    // The fields every Events delivery carries; a webhook body has none of them
    // together (an order's own "topic" does not exist, its "action" neither).
    const QJsonValue resource = payload.value(QStringLiteral("topic"));
    const QJsonValue action = payload.value(QStringLiteral("action"));
    if (!resource.isString() || !action.isString() || !payload.value(QStringLiteral("query_variables")).isObject())
        return std::nullopt;
    static const QRegularExpression name(QStringLiteral("^[A-Z][A-Za-z]{1,63}$"));
    static const QRegularExpression verb(QStringLiteral("^[a-z_]{1,32}$"));
    if (!name.match(resource.toString()).hasMatch() || !verb.match(action.toString()).hasMatch())
        return std::nullopt;
    ShopifyEventsDelivery d;
    d.topic = webhookTopic(resource.toString(), action.toString());
    // The query's result names the resource in lower camel case ("order").
    QString key = resource.toString();
    key[0] = key.at(0).toLower();
    QJsonObject body = payload.value(QStringLiteral("data")).toObject().value(key).toObject();
    // What a template may read under the webhook's REST names, where the
    // query asked for the GraphQL field (never overriding one it asked for).
    const auto alias = [&body](const QString &rest, const QString &value) {
        if (!value.isEmpty() && !body.contains(rest))
            body.insert(rest, value);
    };
    QString gid = body.value(QStringLiteral("id")).toString();
    if (gid.isEmpty()) { // no query: the entity's id from query_variables
        const QJsonObject vars = payload.value(QStringLiteral("query_variables")).toObject();
        gid = vars.value(key + QStringLiteral("Id")).toString();
    }
    alias(QStringLiteral("admin_graphql_api_id"), gid);
    if (const qsizetype slash = gid.lastIndexOf(QLatin1Char('/')); slash >= 0 && !body.value(QStringLiteral("id")).isDouble()) {
        bool numeric = false;
        const qint64 id = gid.mid(slash + 1).toLongLong(&numeric);
        if (numeric)
            body.insert(QStringLiteral("id"), double(id));
    }
    alias(QStringLiteral("total_price"), amountOf(body.value(QStringLiteral("totalPriceSet")).toObject()));
    alias(QStringLiteral("currency"), body.value(QStringLiteral("currencyCode")).toString());
    if (body.value(QStringLiteral("customer")).isObject() && !body.contains(QStringLiteral("email")))
        alias(QStringLiteral("email"), body.value(QStringLiteral("customer")).toObject().value(QStringLiteral("email")).toString());
    d.body = body;
    return d;
}

} // namespace rl::app::intake
