// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Small helpers the intake server's files share (not part of its interface).

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QString>

namespace rl::app::intake {

inline QByteArray headerOf(const QList<QPair<QByteArray, QByteArray>> &headers, const char *name)
{
    for (const auto &[k, v] : headers) {
        if (k.compare(name, Qt::CaseInsensitive) == 0)
            return v;
    }
    return {};
}

// A Shopify header by its name after the prefix ("Hmac-Sha256"): Shopify's
// webhooks send X-Shopify-…, its Events deliveries the same names without
// "X-" (shopify-hmac-sha256 …). The X- one wins where both came.
inline QByteArray shopifyHeader(const QList<QPair<QByteArray, QByteArray>> &headers, const char *name)
{
    const QByteArray withX = headerOf(headers, (QByteArray("X-Shopify-") + name).constData());
    return withX.isEmpty() ? headerOf(headers, (QByteArray("Shopify-") + name).constData()) : withX;
}

inline QJsonDocument errorBody(const QString &message)
{
    return QJsonDocument(QJsonObject{{QStringLiteral("error"), message}});
}

} // namespace rl::app::intake
