// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledgertypes.h"

#include "ids.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <cmath>

namespace rl::models {

QString normalisedOrderRef(const QString &text)
{
    QString t = text.trimmed();
    while (t.startsWith(QLatin1Char('#')))
        t.remove(0, 1);
    return t.trimmed();
}

QString orderRefOf(const QString &topic, const QJsonObject &payload)
{
    if (!topic.startsWith(QLatin1String("orders/")))
        return {};
    const QJsonValue name = payload.value(QStringLiteral("name"));
    const QJsonValue number = payload.value(QStringLiteral("order_number"));
    const QString ref = name.isString() ? name.toString() : number.isDouble() ? QString::number(number.toInteger()) : QString();
    return normalisedOrderRef(ref).left(64);
}

Said contentProblemSaid(const QString &kind, const QByteArray &content)
{
    QJsonParseError e{};
    const QJsonDocument d = QJsonDocument::fromJson(content, &e);
    if (e.error != QJsonParseError::NoError)
        return Said::of("content.not_json", {QString::number(e.offset)});
    if (!d.isObject())
        return Said::of("content.not_object");
    const QJsonObject o = d.object();
    const auto text = [&](const char *field) { return o.value(QLatin1String(field)).toString().trimmed(); };
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (!it.value().isString() && !it.value().isDouble() && !it.value().isBool())
            return Said::of("content.field_not_text", {it.key()});
    }
    if (kind == QLatin1String("voucher.create")) {
        // A voucher: its code (made from the step's reference at intake), a
        // positive amount off and how often it may be redeemed.
        if (text("code").size() <= VoucherCodeDigits)
            return Said::of("content.no_code");
        bool ok = o.value(QStringLiteral("amount")).isDouble();
        const double amount = ok ? o.value(QStringLiteral("amount")).toDouble() : text("amount").toDouble(&ok);
        if (!ok || !(amount > 0) || amount > 1e9)
            return Said::of("content.amount_invalid");
        const QJsonValue limit = o.value(QStringLiteral("usage_limit"));
        if (!limit.isUndefined() && (!limit.isDouble() || limit.toDouble() < 1 || limit.toDouble() != std::floor(limit.toDouble())))
            return Said::of("content.usage_limit_invalid");
        return {};
    }
    if (text("subject").isEmpty())
        return Said::of("content.no_subject");
    if (kind == QLatin1String("email.send")) {
        static const QRegularExpression address(QStringLiteral("^[^@\\s,;<>]+@[^@\\s,;<>]+\\.[^@\\s,;<>]+$"));
        const QString to = text("to");
        if (to.isEmpty())
            return Said::of("content.no_recipient");
        if (!address.match(to).hasMatch())
            return Said::of("content.recipient_invalid");
    }
    return {};
}

QString contentProblem(const QString &kind, const QByteArray &content)
{
    const Said problem = contentProblemSaid(kind, content);
    if (problem.code == QLatin1String("content.recipient_invalid")) {
        // Said to the reviewer who typed it: the address itself helps.
        const QString to = QJsonDocument::fromJson(content).object().value(QStringLiteral("to")).toString().trimmed();
        return QCoreApplication::translate("Ledger", "the recipient \"%1\" is not one e-mail address").arg(to);
    }
    return problem.text();
}

QByteArray rereferenced(const QByteArray &content, const QString &oldReference, const QString &newReference)
{
    const QJsonDocument d = QJsonDocument::fromJson(content);
    if (!d.isObject())
        return content; // never rewritten into something else
    QJsonObject o = d.object();
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (it.value().isString() && !oldReference.isEmpty() && it.value().toString().contains(oldReference))
            it.value() = it.value().toString().replace(oldReference, newReference);
    }
    o.insert(QStringLiteral("reference"), newReference);
    // A voucher's code is its reference's: a new reference, a new code.
    if (const QString code = o.value(QStringLiteral("code")).toString(); code.size() > VoucherCodeDigits && !oldReference.isEmpty()
        && code == voucherCode(oldReference, code.chopped(VoucherCodeDigits)))
        o.insert(QStringLiteral("code"), voucherCode(newReference, code.chopped(VoucherCodeDigits)));
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QByteArray recoded(const QByteArray &content, const QList<std::pair<QString, QString>> &codes)
{
    const QJsonDocument d = QJsonDocument::fromJson(content);
    if (codes.isEmpty() || !d.isObject())
        return content;
    QJsonObject o = d.object();
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (!it.value().isString() || it.key() == QLatin1String("code"))
            continue;
        QString text = it.value().toString();
        for (const auto &[from, to] : codes)
            text.replace(from, to);
        it.value() = text;
    }
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

StepContext StepRecord::context(const QDateTime &now) const
{
    StepContext c;
    c.position = step.position;
    c.kind = step.kind;
    c.state = step.state;
    c.holdReason = step.holdReason;
    c.capability = policy.capability;
    c.attemptsUsed = step.attemptsUsed;
    c.attemptLimit = attemptLimit;
    c.now = now;
    c.notBefore = step.notBefore;
    c.keyFirstUsedAt = step.keyFirstUsedAt;
    c.keyRetentionSeconds = policy.keyRetentionSeconds;
    c.unknownLookups = unknownLookups;
    c.duplicates = duplicates;
    c.delivery = delivery;
    c.mayRunUntil = mayRunUntil;
    // A lookup that finds nothing only proves absence once the last request
    // that may still be executing could have finished *and* the target's
    // search index has had time to settle after that (docs/design.md rule 2).
    QDateTime from = lastAttemptAt;
    if (mayRunUntil.isValid() && (!from.isValid() || mayRunUntil > from))
        from = mayRunUntil;
    // A step never sent but possibly sent by a part of the ledger a restore
    // lost (continuity.h) has may_run_until and no key yet: the same rule.
    if ((step.keyFirstUsedAt.isValid() || mayRunUntil.isValid()) && from.isValid()) {
        c.settledAt = from.addMSecs(policy.settleMs);
        c.settleWindowPassed = c.settledAt <= now;
    }
    return c;
}

} // namespace rl::models
