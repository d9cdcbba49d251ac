// SPDX-License-Identifier: GPL-3.0-or-later
#include "holdalerts.h"

#include "connection.h"
#include "ids.h"

namespace rl::models {

Result<std::optional<HoldAlert>> HoldAlerts::claimNext(const QString &worker, const QDateTime &heldBefore, const QDateTime &claimUntil,
                                                       const QDateTime &now)
{
    WriteTransaction tx(m_c);
    if (!tx.ok())
        return m_c.failure();
    // Open holds past the time, not yet in an alert (through holds_open; the
    // primary key of hold_alerts keeps a hold in one alert only).
    if (!m_c.exec(QStringLiteral("INSERT INTO hold_alerts (hold_ref, alert_id, created_at, attempts)"
                                 " SELECT h.id, ?, ?, 0 FROM holds h WHERE h.resolved_at IS NULL AND h.held_at <= ?"
                                 " AND NOT EXISTS (SELECT 1 FROM hold_alerts a WHERE a.hold_ref = h.id)"
                                 " ON CONFLICT (hold_ref) DO NOTHING"),
                  {QStringLiteral("alert_") + newUuidV7(now), isoUtc(now), isoUtc(heldBefore)}, tr("preparing a hold alert")))
        return m_c.failure();
    auto next = m_c.exec(QStringLiteral("SELECT alert_id FROM hold_alerts WHERE sent_at IS NULL"
                                        " AND (claimed_until IS NULL OR claimed_until < ?) ORDER BY created_at, alert_id LIMIT 1"),
                         {isoUtc(now)}, tr("preparing a hold alert"));
    if (!next)
        return m_c.failure();
    if (!next->next()) { // nothing to send
        next->finish();
        if (!tx.commit())
            return m_c.failure();
        return std::optional<HoldAlert>();
    }
    HoldAlert alert;
    alert.alertId = next->value(0).toString();
    next->finish();
    auto claim = m_c.exec(QStringLiteral("UPDATE hold_alerts SET claimed_by = ?, claimed_until = ?, attempts = attempts + 1"
                                         " WHERE alert_id = ? AND sent_at IS NULL AND (claimed_until IS NULL OR claimed_until < ?)"),
                          {worker, isoUtc(claimUntil), alert.alertId, isoUtc(now)}, tr("claiming a hold alert"));
    if (!claim)
        return m_c.failure();
    if (claim->numRowsAffected() <= 0) { // another process claimed it first
        claim->finish();
        if (!tx.commit())
            return m_c.failure();
        return std::optional<HoldAlert>();
    }
    claim->finish();
    // What it says: every hold it was made with, so that each try of it says
    // the same (a Standard Webhooks receiver drops a repeat of its id unread).
    auto items = m_c.exec(QStringLiteral("SELECT h.operation_id, h.reason, h.held_at, a.created_at, a.attempts, h.resolved_at"
                                         " FROM hold_alerts a JOIN holds h ON h.id = a.hold_ref WHERE a.alert_id = ? ORDER BY h.id"),
                          {alert.alertId}, tr("reading a hold alert"));
    if (!items)
        return m_c.failure();
    while (items->next()) {
        alert.createdAt = fromIsoUtc(items->value(3).toString());
        alert.attempt = items->value(4).toInt();
        const bool resolved = !items->value(5).isNull() && !items->value(5).toString().isEmpty();
        alert.items.append({items->value(0).toString(), holdReasonFromString(items->value(1).toString()).value_or(HoldReason::None),
                            fromIsoUtc(items->value(2).toString()), resolved});
    }
    items->finish();
    if (!tx.commit())
        return m_c.failure();
    return std::optional<HoldAlert>(std::move(alert));
}

bool HoldAlerts::markSent(const QString &alertId, const QDateTime &now)
{
    WriteTransaction tx(m_c);
    return tx.ok()
        && m_c.exec(QStringLiteral("UPDATE hold_alerts SET sent_at = ? WHERE alert_id = ? AND sent_at IS NULL"), {isoUtc(now), alertId},
                    tr("recording a sent hold alert"))
        && tx.commit();
}

bool HoldAlerts::retryAt(const QString &alertId, const QDateTime &retryAt)
{
    WriteTransaction tx(m_c);
    return tx.ok()
        && m_c.exec(QStringLiteral("UPDATE hold_alerts SET claimed_until = ? WHERE alert_id = ? AND sent_at IS NULL"),
                    {isoUtc(retryAt), alertId}, tr("postponing a hold alert"))
        && tx.commit();
}

Result<std::optional<PrivacyNotice>> HoldAlerts::claimNotice(const QString &worker, const QDateTime &claimUntil, const QDateTime &now)
{
    Q_UNUSED(worker) // a notice's claim is its time; who holds it is in the log
    WriteTransaction tx(m_c);
    if (!tx.ok())
        return m_c.failure();
    auto next = m_c.exec(QStringLiteral("SELECT id FROM privacy_requests WHERE export_file IS NOT NULL AND done_at IS NOT NULL"
                                        " AND notified_at IS NULL AND (notice_claimed_until IS NULL OR notice_claimed_until < ?)"
                                        " ORDER BY id LIMIT 1"),
                         {isoUtc(now)}, tr("preparing a data request notice"));
    if (!next)
        return m_c.failure();
    if (!next->next()) {
        next->finish();
        if (!tx.commit())
            return m_c.failure();
        return std::optional<PrivacyNotice>();
    }
    const qint64 id = next->value(0).toLongLong();
    next->finish();
    auto claim = m_c.exec(QStringLiteral("UPDATE privacy_requests SET notice_id = COALESCE(notice_id, ?), notice_claimed_until = ?,"
                                         " notice_attempts = notice_attempts + 1 WHERE id = ? AND notified_at IS NULL"
                                         " AND (notice_claimed_until IS NULL OR notice_claimed_until < ?)"),
                          {QStringLiteral("notice_") + newUuidV7(now), isoUtc(claimUntil), id, isoUtc(now)},
                          tr("claiming a data request notice"));
    if (!claim)
        return m_c.failure();
    if (claim->numRowsAffected() <= 0) { // another process claimed it first
        claim->finish();
        if (!tx.commit())
            return m_c.failure();
        return std::optional<PrivacyNotice>();
    }
    claim->finish();
    auto row = m_c.exec(QStringLiteral("SELECT notice_id, shop, COALESCE(shop_request_id, ''), export_file, done_at, notice_attempts"
                                       " FROM privacy_requests WHERE id = ?"),
                        {id}, tr("reading a data request notice"));
    if (!row)
        return m_c.failure();
    PrivacyNotice notice;
    if (row->next())
        notice = {row->value(0).toString(),   id, row->value(1).toString(), row->value(2).toString(), row->value(3).toString(),
                  fromIsoUtc(row->value(4).toString()), row->value(5).toInt()};
    row->finish();
    if (!tx.commit())
        return m_c.failure();
    return std::optional<PrivacyNotice>(std::move(notice));
}

bool HoldAlerts::markNoticeSent(qint64 requestId, const QDateTime &now)
{
    WriteTransaction tx(m_c);
    return tx.ok()
        && m_c.exec(QStringLiteral("UPDATE privacy_requests SET notified_at = ? WHERE id = ? AND notified_at IS NULL"),
                    {isoUtc(now), requestId}, tr("recording a sent data request notice"))
        && tx.commit();
}

bool HoldAlerts::retryNoticeAt(qint64 requestId, const QDateTime &retryAt)
{
    WriteTransaction tx(m_c);
    return tx.ok()
        && m_c.exec(QStringLiteral("UPDATE privacy_requests SET notice_claimed_until = ? WHERE id = ? AND notified_at IS NULL"),
                    {isoUtc(retryAt), requestId}, tr("postponing a data request notice"))
        && tx.commit();
}

Result<int> HoldAlerts::findCallerRests(const QStringList &callers, const QDateTime &changedSince, const QDateTime &now)
{
    if (callers.isEmpty())
        return 0;
    // Read first, outside the write lock; most rounds find nothing new.
    QStringList marks;
    QVariantList args{isoUtc(changedSince)};
    for (const QString &c : callers) {
        marks << QStringLiteral("?");
        args << c;
    }
    // One rest is a resting state at a number of attempts and an open step:
    // what changes after it (a confirming lookup, an assignment, a delivery
    // event) bumps updated_at, not the rest; a retry that ends held again,
    // or the next step held, is a new one. Only what changed after the
    // caller asked: an operation its call joined at rest was told in the answer.
    static const QString state = QStringLiteral("CASE WHEN o.abandoned = 1 THEN 'abandoned' ELSE o.state END");
    static const QString episode = QStringLiteral("CAST(o.attempts AS TEXT) || ':' || CAST(o.open_step AS TEXT)");
    auto q = m_c.exec(QStringLiteral("SELECT c.caller, o.id, %2, %3, o.updated_at"
                                     " FROM operations o JOIN caller_operations c ON (c.operation_id = o.id OR c.operation_id = o.supersedes)"
                                     " WHERE o.updated_at >= ? AND c.caller IN (%1) AND o.updated_at >= c.asked_at"
                                     " AND (o.abandoned = 1 OR o.state IN ('completed', 'held', 'awaiting_approval', 'abandoned'))"
                                     " AND NOT EXISTS (SELECT 1 FROM caller_callbacks k WHERE k.caller = c.caller AND k.operation_id = o.id"
                                     " AND k.state = %2 AND k.episode = %3)")
                          .arg(marks.join(QLatin1String(", ")), state, episode),
                      args, tr("looking for operations that came to rest"));
    if (!q)
        return m_c.failure();
    QList<QVariantList> rows;
    while (q->next())
        rows.append({q->value(0), q->value(1), q->value(2), q->value(3), q->value(4)});
    q->finish();
    if (rows.isEmpty())
        return 0;
    WriteTransaction tx(m_c);
    if (!tx.ok())
        return m_c.failure();
    int added = 0;
    for (const QVariantList &r : std::as_const(rows)) {
        auto ins = m_c.exec(QStringLiteral("INSERT INTO caller_callbacks (webhook_id, caller, operation_id, state, episode, rested_at,"
                                           " created_at) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (caller, operation_id, state, episode) DO NOTHING"),
                            {QStringLiteral("rest_") + newUuidV7(now), r[0], r[1], r[2], r[3], r[4], isoUtc(now)},
                            tr("recording a callback"));
        if (!ins)
            return m_c.failure();
        added += std::max(0, ins->numRowsAffected());
        ins->finish();
    }
    if (!tx.commit())
        return m_c.failure();
    return added;
}

Result<std::optional<CallerCallback>> HoldAlerts::claimCallback(const QStringList &callers, const QDateTime &claimUntil, const QDateTime &now)
{
    if (callers.isEmpty())
        return std::optional<CallerCallback>();
    QStringList marks;
    QVariantList args{isoUtc(now)};
    for (const QString &c : callers) {
        marks << QStringLiteral("?");
        args << c;
    }
    WriteTransaction tx(m_c);
    if (!tx.ok())
        return m_c.failure();
    auto next = m_c.exec(QStringLiteral("SELECT webhook_id FROM caller_callbacks WHERE sent_at IS NULL"
                                        " AND (claimed_until IS NULL OR claimed_until < ?) AND caller IN (%1)"
                                        " ORDER BY created_at, webhook_id LIMIT 1")
                             .arg(marks.join(QLatin1String(", "))),
                         args, tr("preparing a callback"));
    if (!next)
        return m_c.failure();
    if (!next->next()) {
        next->finish();
        if (!tx.commit())
            return m_c.failure();
        return std::optional<CallerCallback>();
    }
    const QString id = next->value(0).toString();
    next->finish();
    auto claim = m_c.exec(QStringLiteral("UPDATE caller_callbacks SET claimed_until = ?, attempts = attempts + 1 WHERE webhook_id = ?"
                                         " AND sent_at IS NULL AND (claimed_until IS NULL OR claimed_until < ?)"),
                          {isoUtc(claimUntil), id, isoUtc(now)}, tr("claiming a callback"));
    if (!claim)
        return m_c.failure();
    if (claim->numRowsAffected() <= 0) { // another process claimed it first
        claim->finish();
        if (!tx.commit())
            return m_c.failure();
        return std::optional<CallerCallback>();
    }
    claim->finish();
    auto row = m_c.exec(QStringLiteral("SELECT k.caller, k.operation_id, o.flow, k.state, k.rested_at, k.attempts FROM caller_callbacks k"
                                       " JOIN operations o ON o.id = k.operation_id WHERE k.webhook_id = ?"),
                        {id}, tr("reading a callback"));
    if (!row)
        return m_c.failure();
    CallerCallback cb;
    if (row->next())
        cb = {id, row->value(0).toString(), row->value(1).toString(), row->value(2).toString(), row->value(3).toString(),
              fromIsoUtc(row->value(4).toString()), row->value(5).toInt()};
    row->finish();
    if (!tx.commit())
        return m_c.failure();
    return std::optional<CallerCallback>(std::move(cb));
}

bool HoldAlerts::markCallbackSent(const QString &webhookId, const QDateTime &now)
{
    WriteTransaction tx(m_c);
    return tx.ok()
        && m_c.exec(QStringLiteral("UPDATE caller_callbacks SET sent_at = ? WHERE webhook_id = ? AND sent_at IS NULL"),
                    {isoUtc(now), webhookId}, tr("recording a sent callback"))
        && tx.commit();
}

bool HoldAlerts::retryCallbackAt(const QString &webhookId, const QDateTime &retryAt)
{
    WriteTransaction tx(m_c);
    return tx.ok()
        && m_c.exec(QStringLiteral("UPDATE caller_callbacks SET claimed_until = ? WHERE webhook_id = ? AND sent_at IS NULL"),
                    {isoUtc(retryAt), webhookId}, tr("postponing a callback"))
        && tx.commit();
}

} // namespace rl::models
