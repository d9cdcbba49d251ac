// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace rl::models {

struct PersonalDataRemoval;

// Who a signed body is about, as the ledger may keep it: never the e-mail
// address or the customer id itself, only a keyed digest of it
// (docs/personal-data.md, "Finding one customer").
namespace Subjects {

// "email:<address, trimmed and lower-cased>"; empty when it is no address.
QString emailIdentifier(const QString &email);
// "shopify-customer:<shop domain>:<numeric id>"; a "gid://shopify/Customer/N"
// is read as N. Empty when either is missing.
QString shopifyCustomerIdentifier(const QString &shopDomain, const QString &customerId);
// The shop of an event's source ("shopify:<domain>"); empty for another source.
QString shopOfSource(const QString &source);
// Every identifier a signed body names: each string under a key "email" or
// ending in "_email", at any depth; on a Shopify source also the customer's
// id (a "customer" object's id or admin_graphql_api_id). Sorted, no repeats.
QStringList identifiersIn(const QString &source, const QByteArray &payload);
// HMAC-SHA256 of an identifier under the ledger's subject key, hex: what the
// ledger keeps; nothing can be read from it without the key.
QString digest(QByteArrayView key, const QString &identifier);

} // namespace Subjects

// A reviewer's rationale is kept forever in the chain: an e-mail address or
// a phone number in it is refused, with the reason (empty: fine).
QString rationalePersonalDataRefusal(const QString &rationale);

// One removal in a person's words, for show and the console's timeline:
// "Personal data removed by the retention period on …: rendered content, 2 rows".
QString personalDataRemovalText(const PersonalDataRemoval &removal, const QString &when);

} // namespace rl::models
