// SPDX-License-Identifier: GPL-3.0-or-later
// Approved content as a reviewer reads it: the recipient's view, what
// changed between versions, and who approved it.
#include "contenthtml.h"

#include "ids.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

namespace rl::models {

namespace {

QString contentFieldLabel(const QString &key)
{
    if (key == QLatin1String("to"))
        return QCoreApplication::translate("rl::models", "To");
    if (key == QLatin1String("subject"))
        return QCoreApplication::translate("rl::models", "Subject");
    if (key == QLatin1String("body"))
        return QCoreApplication::translate("rl::models", "Text");
    if (key == QLatin1String("description"))
        return QCoreApplication::translate("rl::models", "Description");
    if (key == QLatin1String("due"))
        return QCoreApplication::translate("rl::models", "Due");
    return key;
}

// The fields in the order a recipient reads them; the reference is Runledger's.
QList<std::pair<QString, QString>> contentFields(const QByteArray &body)
{
    const QJsonObject o = QJsonDocument::fromJson(body).object();
    QStringList keys{QStringLiteral("to"), QStringLiteral("subject"), QStringLiteral("body")};
    for (const QString &k : o.keys()) {
        if (!keys.contains(k) && k != QLatin1String("reference"))
            keys << k;
    }
    QList<std::pair<QString, QString>> out;
    for (const QString &k : keys) {
        if (!o.contains(k))
            continue;
        const QJsonValue v = o.value(k);
        QString text;
        if (v.isString())
            text = v.toString();
        else if (v.isDouble())
            text = QLocale().toString(v.toDouble());
        else if (v.isBool())
            text = v.toBool() ? QCoreApplication::translate("rl::models", "yes") : QCoreApplication::translate("rl::models", "no");
        else if (v.isObject())
            text = QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
        else if (v.isArray())
            text = QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
        out.append({k, text});
    }
    return out;
}

QString multiline(const QString &text)
{
    return text.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>"));
}

} // namespace

QString contentPreviewHtml(const QByteArray &body)
{
    const auto fields = contentFields(body);
    if (fields.isEmpty())
        return QCoreApplication::translate("rl::models", "<i>This content cannot be shown: it is not in the step's format.</i>");
    QString head, text;
    for (const auto &[key, value] : fields) {
        if (key == QLatin1String("body"))
            text = QStringLiteral("<p>%1</p>").arg(multiline(value));
        else
            head += QStringLiteral("<b>%1:</b> %2<br>").arg(contentFieldLabel(key).toHtmlEscaped(), multiline(value));
    }
    return QStringLiteral("<p>%1</p><hr>%2").arg(head, text);
}

QString contentChangesHtml(const QByteArray &before, const QByteArray &after)
{
    const auto a = contentFields(before), b = contentFields(after);
    QHash<QString, QString> old;
    for (const auto &[k, v] : a)
        old.insert(k, v);
    QStringList rows;
    for (const auto &[k, v] : b) {
        if (!old.contains(k))
            rows << QCoreApplication::translate("rl::models", "%1: added “%2”").arg(contentFieldLabel(k).toHtmlEscaped(), multiline(v));
        else if (old.value(k) != v)
            rows << QStringLiteral("%1: <s>%2</s> → %3").arg(contentFieldLabel(k).toHtmlEscaped(), multiline(old.value(k)), multiline(v));
        old.remove(k);
    }
    for (auto it = old.cbegin(); it != old.cend(); ++it)
        rows << QCoreApplication::translate("rl::models", "%1: removed").arg(contentFieldLabel(it.key()).toHtmlEscaped());
    return rows.isEmpty() ? QCoreApplication::translate("rl::models", "no difference") : rows.join(QStringLiteral("<br>"));
}

QString contentStatusText(const ContentVersion &v)
{
    if (v.approvedBy == QLatin1String("flow"))
        return QCoreApplication::translate("rl::models", "Version %1: approved with the flow's configuration").arg(v.version);
    if (v.approvedBy.isEmpty())
        return QCoreApplication::translate("rl::models", "Version %1: not approved yet").arg(v.version);
    return QCoreApplication::translate("rl::models", "Version %1: approved by %2 on %3")
        .arg(v.version)
        .arg(v.approvedBy, shortLocalTime(v.approvedAt));
}

QString contentVersionHtml(const ContentVersion &v, const ContentVersion *before)
{
    QString html = QStringLiteral("<p><b>%1</b></p>%2").arg(contentStatusText(v).toHtmlEscaped(), contentPreviewHtml(v.body));
    if (before)
        html += QCoreApplication::translate("rl::models", "<p><b>Changes from version %1:</b><br>%2</p>")
                    .arg(before->version)
                    .arg(contentChangesHtml(before->body, v.body));
    return html;
}

} // namespace rl::models
