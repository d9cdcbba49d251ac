// SPDX-License-Identifier: GPL-3.0-or-later
#include "personaldata.h"

#include "ids.h"
#include "ledgertypes.h"

#include <cmath>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

namespace rl::models {

namespace Subjects {

QString emailIdentifier(const QString &email)
{
    const QString e = email.trimmed().toLower();
    const qsizetype at = e.indexOf(QLatin1Char('@'));
    if (at <= 0 || at == e.size() - 1 || e.contains(QLatin1Char(' ')))
        return {};
    return QStringLiteral("email:") + e;
}

QString shopifyCustomerIdentifier(const QString &shopDomain, const QString &customerId)
{
    QString id = customerId.trimmed();
    if (id.startsWith(QLatin1String("gid://shopify/Customer/")))
        id = id.mid(int(qstrlen("gid://shopify/Customer/")));
    bool numeric = false;
    id.toULongLong(&numeric);
    const QString shop = shopDomain.trimmed().toLower();
    if (!numeric || shop.isEmpty())
        return {};
    return QStringLiteral("shopify-customer:%1:%2").arg(shop, id);
}

QString shopOfSource(const QString &source)
{
    return source.startsWith(QLatin1String("shopify:")) ? source.mid(8).toLower() : QString();
}

namespace {

QString idText(const QJsonValue &v)
{
    if (v.isString())
        return v.toString();
    // A JSON number above 2^53 has lost digits in a double: such an id is
    // read from the body's text instead (identifiersIn).
    if (v.isDouble() && std::abs(v.toDouble()) < 9007199254740992.0)
        return QString::number(qint64(v.toDouble()));
    return {};
}

void walk(const QJsonValue &v, const QString &key, const QString &shop, QSet<QString> &out)
{
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        if (!shop.isEmpty() && key == QLatin1String("customer")) {
            // The admin id says it exactly (a JSON number may have lost digits).
            QString id = o.value(QStringLiteral("admin_graphql_api_id")).toString();
            if (id.isEmpty())
                id = idText(o.value(QStringLiteral("id")));
            if (const QString c = shopifyCustomerIdentifier(shop, id); !c.isEmpty())
                out.insert(c);
        }
        for (auto it = o.begin(); it != o.end(); ++it)
            walk(it.value(), it.key(), shop, out);
    } else if (v.isArray()) {
        for (const QJsonValue &e : v.toArray())
            walk(e, key, shop, out);
    } else if (v.isString() && (key == QLatin1String("email") || key.endsWith(QLatin1String("_email")))) {
        if (const QString e = emailIdentifier(v.toString()); !e.isEmpty())
            out.insert(e);
    }
}

} // namespace

QStringList identifiersIn(const QString &source, const QByteArray &payload)
{
    const QJsonDocument doc = QJsonDocument::fromJson(payload);
    QSet<QString> found;
    const QString shop = shopOfSource(source);
    if (doc.isObject()) {
        const QJsonObject o = doc.object();
        // A Shopify compliance request names its customer at the top ("customer": {id, email, phone}).
        walk(o, QString(), shop, found);
    } else if (doc.isArray()) {
        walk(doc.array(), QString(), shop, found);
    }
    if (!shop.isEmpty()) {
        // The customer's id as written: a "customer" object's first "id"
        // (before any nested object), or its admin id anywhere.
        static const QRegularExpression customerId(QStringLiteral("\"customer\"\\s*:\\s*\\{[^{}]*?\"id\"\\s*:\\s*\"?(\\d+)"));
        static const QRegularExpression adminId(QStringLiteral("\"gid://shopify/Customer/(\\d+)\""));
        const QString text = QString::fromUtf8(payload);
        for (const QRegularExpression *re : {&customerId, &adminId}) {
            for (auto it = re->globalMatch(text); it.hasNext();)
                found.insert(shopifyCustomerIdentifier(shop, it.next().captured(1)));
        }
    }
    QStringList out(found.begin(), found.end());
    out.sort();
    return out;
}

QString digest(QByteArrayView key, const QString &identifier)
{
    return QString::fromLatin1(hmacSha256(key, identifier.toUtf8()).toHex());
}

} // namespace Subjects

QString rationalePersonalDataRefusal(const QString &rationale)
{
    // An address: something@something.tld. A phone number: an international
    // one (+ and at least 7 digits), or a national one written in groups
    // ("030 1234 5678", "0171-555-0101"); an order number or id (digits
    // without separators) is fine.
    static const QRegularExpression email(QStringLiteral("[^\\s@<>()\\[\\],;:\"']+@[^\\s@<>()\\[\\],;:\"']+\\.[A-Za-z]{2,}"));
    static const QRegularExpression international(QStringLiteral("\\+\\s*\\d(?:[\\s\\-./()]*\\d){6,}"));
    static const QRegularExpression national(QStringLiteral("(?<![\\d#])0\\d{1,4}(?:[\\s\\-/.]\\d{2,}){2,}"));
    if (email.match(rationale).hasMatch())
        return QCoreApplication::translate("Ledger", "the rationale contains an e-mail address; a rationale is kept forever: describe the "
                                                     "customer by the order number");
    if (international.match(rationale).hasMatch() || national.match(rationale).hasMatch())
        return QCoreApplication::translate("Ledger", "the rationale contains a phone number; a rationale is kept forever: describe the "
                                                     "customer by the order number");
    return {};
}

QString personalDataRemovalText(const PersonalDataRemoval &r, const QString &when)
{
    const QString what = r.kind == QLatin1String("signed_body") ? QCoreApplication::translate("PersonalData", "the event's signed body")
        : r.kind == QLatin1String("content")                    ? QCoreApplication::translate("PersonalData", "rendered content")
        : r.kind == QLatin1String("evidence_detail") ? QCoreApplication::translate("PersonalData", "the targets' answers in detail")
                                                     : r.kind;
    const int rows = int(r.rows);
    if (r.policy == QLatin1String("retention"))
        return QCoreApplication::translate("PersonalData", "Personal data removed by the retention period on %1: %2, %n row(s)", nullptr, rows)
            .arg(when, what);
    if (r.policy == QLatin1String("erasure"))
        return QCoreApplication::translate("PersonalData", "Personal data erased on request on %1 (decision #%2): %3, %n row(s)", nullptr, rows)
            .arg(when)
            .arg(r.decisionSeq)
            .arg(what);
    return QCoreApplication::translate("PersonalData", "Personal data erased at the shop's request (%1) on %2 (decision #%3): %4, %n row(s)",
                                       nullptr, rows)
        .arg(r.policy, when)
        .arg(r.decisionSeq)
        .arg(what);
}

} // namespace rl::models
