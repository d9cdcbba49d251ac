// SPDX-License-Identifier: GPL-3.0-or-later
#include "reviewclaims.h"

#include "connection.h"
#include "ids.h"

namespace rl::models {

namespace {

ReviewClaim claimFrom(const QSqlQuery &q)
{
    ReviewClaim c;
    c.operationId = q.value(0).toString();
    c.reviewer = q.value(1).toString();
    c.login = q.value(2).toString();
    c.since = fromIsoUtc(q.value(3).toString());
    c.until = fromIsoUtc(q.value(4).toString());
    return c;
}

const QString Columns = QStringLiteral("operation_id, reviewer, login, since, until");

} // namespace

std::optional<ReviewClaim> ReviewClaims::take(const QString &operationId, const QString &reviewer, const QString &login,
                                              const QDateTime &now)
{
    WriteTransaction tx(m_c);
    if (!tx.ok() || !m_c.lockOperation(operationId))
        return std::nullopt;
    auto q = m_c.exec(QStringLiteral("SELECT %1 FROM review_claims WHERE operation_id = ?").arg(Columns), {operationId},
                      tr("reading who looks at the operation"));
    if (!q)
        return std::nullopt;
    std::optional<ReviewClaim> existing;
    if (q->next())
        existing = claimFrom(*q);
    q->finish();
    if (existing && existing->liveAt(now) && existing->reviewer != reviewer)
        return tx.commit() ? existing : std::nullopt;
    ReviewClaim mine{operationId, reviewer, login,
                     existing && existing->reviewer == reviewer && existing->liveAt(now) ? existing->since : now,
                     now.addMSecs(ReviewClaim::LastsMs)};
    if (!m_c.exec(QStringLiteral("INSERT INTO review_claims (operation_id, reviewer, login, since, until) VALUES (?, ?, ?, ?, ?)"
                                 " ON CONFLICT (operation_id) DO UPDATE SET reviewer = excluded.reviewer, login = excluded.login,"
                                 " since = excluded.since, until = excluded.until"),
                  {operationId, reviewer, login, isoUtc(mine.since), isoUtc(mine.until)}, tr("noting who looks at the operation"))
        || !tx.commit())
        return std::nullopt;
    return mine;
}

bool ReviewClaims::release(const QString &operationId, const QString &reviewer)
{
    WriteTransaction tx(m_c);
    return tx.ok()
        && m_c.exec(QStringLiteral("DELETE FROM review_claims WHERE operation_id = ? AND reviewer = ?"), {operationId, reviewer},
                    tr("releasing the operation"))
        && tx.commit();
}

std::optional<std::optional<ReviewClaim>> ReviewClaims::of(const QString &operationId, const QDateTime &now)
{
    auto q = m_c.exec(QStringLiteral("SELECT %1 FROM review_claims WHERE operation_id = ?").arg(Columns), {operationId},
                      tr("reading who looks at the operation"));
    if (!q)
        return std::nullopt;
    if (!q->next())
        return std::optional<ReviewClaim>();
    const ReviewClaim c = claimFrom(*q);
    return c.liveAt(now) ? std::optional<ReviewClaim>(c) : std::optional<ReviewClaim>();
}

} // namespace rl::models
