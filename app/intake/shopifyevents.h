// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>
#include <optional>

namespace rl::app::intake {

// A Shopify Events delivery read as the webhook of the same topic
// (docs/intake.md, "Shopify Events"). Events name the resource and the action
// ({"topic": "Order", "action": "create", "handle", "fields_changed",
// "query_variables", and "data" when the subscription has a query); flows
// and templates are written against webhook topics and fields.
struct ShopifyEventsDelivery
{
    QString topic;    // the webhook topic: "orders/create", "orders/updated" …
    QJsonObject body; // the resource as the query returned it, with the webhook's names added
};

// nullopt: not an Events body (a webhook's own body is read as it is).
std::optional<ShopifyEventsDelivery> readShopifyEvents(const QJsonObject &payload);

} // namespace rl::app::intake
