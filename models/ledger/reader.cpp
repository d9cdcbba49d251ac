// SPDX-License-Identifier: GPL-3.0-or-later
#include "reader.h"

#include "connection.h"
#include "ids.h"
#include "rowmappers.h"
#include "sqldialect.h"

#include <QSqlError>
#include <algorithm>
#include <cmath>
#include <numeric>

namespace rl::models {

namespace {

// Reads every row of q into a list with one mapper; the first row it
// cannot read (a damaged value) fails the whole read.
template<typename T, typename Map>
Result<QList<T>> all(QSqlQuery &q, Map map)
{
    QList<T> out;
    while (q.next()) {
        Result<T> row = map(q);
        if (!row)
            return row.error();
        out.append(std::move(*row));
    }
    return out;
}

// Nearest-rank percentile of sorted durations: an observed value, never interpolated.
qint64 rank(const QList<qint64> &sorted, double p)
{
    const qsizetype i = qsizetype(std::ceil(p * double(sorted.size()))) - 1;
    return sorted.at(std::clamp<qsizetype>(i, 0, sorted.size() - 1));
}

} // namespace

LedgerError LedgerReader::failed(const QString &what)
{
    if (!m_c.error())
        m_c.setError({LedgerError::Kind::Other, tr("Ledger error while %1").arg(what)});
    return m_c.error();
}

Result<Operation> LedgerReader::operation(const QString &id)
{
    auto q = m_c.exec(QStringLiteral("SELECT %1 FROM operations o LEFT JOIN events e ON e.id = o.event_ref WHERE o.id = ?")
                          .arg(RowMappers::OperationColumns),
                      {id}, tr("reading an operation"));
    if (!q)
        return failed(tr("reading an operation"));
    if (!q->next()) {
        // Not there: the ledger refuses the question (a read that failed keeps its own kind).
        m_c.setError({LedgerError::Kind::Refused, tr("no operation %1").arg(id)});
        return m_c.error();
    }
    return RowMappers::operation(*q);
}

Result<QList<Operation>> LedgerReader::operations(const OperationFilter &f)
{
    QStringList where;
    QVariantList binds;
    if (f.state) {
        where << QStringLiteral("o.state = ?");
        binds << toString(*f.state);
    }
    if (f.holdReason) {
        // The open step's key leads to its reason: no scan beyond the held operations.
        where << QStringLiteral("o.state = 'held' AND EXISTS (SELECT 1 FROM steps s WHERE s.operation_id = o.id"
                                " AND s.position = o.open_step AND s.hold_reason = ?)");
        binds << toString(*f.holdReason);
    }
    if (f.waitingForCountersign)
        where << QStringLiteral("EXISTS (SELECT 1 FROM countersign_requests r WHERE r.operation_id = o.id AND r.closed_seq IS NULL)");
    if (!f.afterId.isEmpty()) {
        where << (f.descending ? QStringLiteral("o.id < ?") : QStringLiteral("o.id > ?"));
        binds << f.afterId;
    }
    if (!f.search.isEmpty()) {
        // Exact matches only, each answered by an index: the operation id
        // (whole, or the short form the console shows), the event id, a
        // delivery id, a step's own or the target's reference, the order.
        const QString text = f.search.trimmed();
        where << QStringLiteral("o.id IN (SELECT id FROM operations WHERE id = ?"
                                " UNION SELECT id FROM operations WHERE %1 = ?"
                                " UNION SELECT x.id FROM operations x JOIN events v ON v.id = x.event_ref WHERE v.event_id = ?"
                                " UNION SELECT x.id FROM operations x JOIN deliveries d ON d.event_ref = x.event_ref WHERE d.delivery_id = ?"
                                " UNION SELECT operation_id FROM steps WHERE target_reference = ?"
                                " UNION SELECT operation_id FROM steps WHERE reference = ?"
                                " UNION SELECT x.id FROM operations x JOIN events v ON v.id = x.event_ref WHERE v.order_ref = ?)")
                     .arg(m_c.dialect().shortIdExpression(QStringLiteral("id")));
        binds << text << text.right(12) << text << text << text << text << normalisedOrderRef(text);
    }
    auto q = m_c.exec(QStringLiteral("SELECT %1 FROM operations o LEFT JOIN events e ON e.id = o.event_ref %2 ORDER BY o.id %3 LIMIT ? OFFSET ?")
                          .arg(RowMappers::OperationColumns,
                               where.isEmpty() ? QString() : QStringLiteral("WHERE ") + where.join(QStringLiteral(" AND ")),
                               f.descending ? QStringLiteral("DESC") : QStringLiteral("ASC")),
                      binds << f.limit << f.offset, tr("listing operations"));
    if (!q)
        return failed(tr("listing operations"));
    return all<Operation>(*q, RowMappers::operation);
}

Result<OperationPage> LedgerReader::page(const OperationFilter &f)
{
    // One read transaction: the count and the rows see the same commit.
    std::optional<ReadSnapshot> snapshot(std::in_place, m_c);
    OperationPage page;
    const auto done = [&] { snapshot.reset(); };
    if (f.search.isEmpty() && f.waitingForCountersign) {
        auto counts = queueCounts();
        if (!counts) {
            done();
            return counts.error();
        }
        page.total = counts->waitingForCountersign;
    } else if (f.search.isEmpty() && f.holdReason) {
        auto held = queueCounts();
        if (!held) {
            done();
            return held.error();
        }
        page.total = held->heldByReason.value(*f.holdReason);
    } else if (f.search.isEmpty()) {
        auto counts = operationCountsByState();
        if (!counts) {
            done();
            return counts.error();
        }
        if (f.state) {
            page.total = counts->value(*f.state);
        } else {
            for (qint64 n : *counts)
                page.total += n;
        }
    }
    auto rows = operations(f);
    done();
    if (!rows)
        return rows.error();
    page.rows = std::move(*rows);
    if (!f.search.isEmpty())
        page.total = page.rows.size(); // a search finds a handful and is read whole
    return page;
}

Result<QHash<OperationState, qint64>> LedgerReader::operationCountsByState()
{
    auto q = m_c.exec(m_c.dialect().operationCountsQuery(), {}, tr("counting operations"));
    if (!q)
        return failed(tr("counting operations"));
    QHash<OperationState, qint64> out;
    while (q->next()) {
        if (auto s = operationStateFromString(q->value(0).toString()))
            out.insert(*s, q->value(1).toLongLong());
    }
    return out;
}

Result<QueueCounts> LedgerReader::queueCounts()
{
    std::optional<ReadSnapshot> snapshot(std::in_place, m_c);
    QueueCounts out;
    auto byState = operationCountsByState();
    if (!byState)
        return byState.error();
    out.byState = std::move(*byState);
    auto q = m_c.exec(QStringLiteral("SELECT s.hold_reason, COUNT(*) FROM operations o JOIN steps s ON s.operation_id = o.id"
                                     " AND s.position = o.open_step WHERE o.state = 'held' GROUP BY s.hold_reason"),
                      {}, tr("counting held operations"));
    if (!q)
        return failed(tr("counting held operations"));
    while (q->next()) {
        if (auto r = holdReasonFromString(q->value(0).toString()))
            out.heldByReason.insert(*r, q->value(1).toLongLong());
    }
    auto waiting = m_c.exec(QStringLiteral("SELECT requested_by, COUNT(*) FROM countersign_requests WHERE closed_seq IS NULL"
                                           " GROUP BY requested_by"),
                            {}, tr("counting requests waiting for a second reviewer"));
    if (!waiting)
        return failed(tr("counting requests waiting for a second reviewer"));
    while (waiting->next()) {
        const qint64 n = waiting->value(1).toLongLong();
        out.waitingByRequester.insert(waiting->value(0).toString(), n);
        out.waitingForCountersign += n;
    }
    if (waiting->lastError().isValid())
        return failed(tr("counting requests waiting for a second reviewer"));
    return out;
}

Result<QList<StepRecord>> LedgerReader::steps(const QString &operationId)
{
    auto q = m_c.exec(QStringLiteral("SELECT %1 FROM steps WHERE operation_id = ? ORDER BY position").arg(RowMappers::StepColumns),
                      {operationId}, tr("reading steps"));
    if (!q)
        return failed(tr("reading steps"));
    return all<StepRecord>(*q, RowMappers::step);
}

Result<StepRecord> LedgerReader::step(qint64 stepRowId)
{
    auto q = m_c.exec(QStringLiteral("SELECT %1 FROM steps WHERE id = ?").arg(RowMappers::StepColumns), {stepRowId}, tr("reading a step"));
    if (!q)
        return failed(tr("reading a step"));
    if (!q->next()) {
        m_c.setError({LedgerError::Kind::Other, tr("no step %1").arg(stepRowId)});
        return m_c.error();
    }
    return RowMappers::step(*q);
}

Result<QList<Attempt>> LedgerReader::attempts(const QString &operationId)
{
    auto q = m_c.exec(QStringLiteral("SELECT a.id, a.step_ref, a.number, a.started_at, a.ended_at, a.request_fingerprint, a.outcome,"
                                     " a.http_status, a.error, a.error_said FROM attempts a JOIN steps s ON s.id = a.step_ref"
                                     " WHERE s.operation_id = ? ORDER BY a.started_at, s.position, a.number"),
                      {operationId}, tr("reading attempts"));
    if (!q)
        return failed(tr("reading attempts"));
    return all<Attempt>(*q, RowMappers::attempt);
}

Result<QList<Evidence>> LedgerReader::evidence(const QString &operationId)
{
    auto q = m_c.exec(QStringLiteral("SELECT v.id, v.step_ref, v.attempt_id, v.kind, v.observed_at, v.result, v.target_reference,"
                                     " v.http_status, v.summary, v.said FROM evidence v JOIN steps s ON s.id = v.step_ref"
                                     " WHERE s.operation_id = ? ORDER BY s.position, v.id"), // step by step, each in order
                      {operationId}, tr("reading evidence"));
    if (!q)
        return failed(tr("reading evidence"));
    return all<Evidence>(*q, RowMappers::evidence);
}

Result<QList<ContentVersion>> LedgerReader::contentVersions(const QString &operationId)
{
    auto q = m_c.exec(QStringLiteral("SELECT c.step_ref, c.version, c.body, c.sha256, c.created_at, c.created_by, c.approved_by,"
                                     " c.approved_at FROM content_versions c JOIN steps s ON s.id = c.step_ref"
                                     " WHERE s.operation_id = ? ORDER BY s.position, c.version"),
                      {operationId}, tr("reading content"));
    if (!q)
        return failed(tr("reading content"));
    return all<ContentVersion>(*q, RowMappers::content);
}

Result<ContentVersion> LedgerReader::contentVersion(qint64 stepRowId, int version)
{
    auto q = m_c.exec(QStringLiteral("SELECT step_ref, version, body, sha256, created_at, created_by, approved_by, approved_at"
                                     " FROM content_versions WHERE step_ref = ? AND version = ?"),
                      {stepRowId, version}, tr("reading content"));
    if (!q)
        return failed(tr("reading content"));
    if (!q->next()) {
        m_c.setError({LedgerError::Kind::Other, tr("no content version %1").arg(version)});
        return m_c.error();
    }
    return RowMappers::content(*q);
}

Result<QList<Decision>> LedgerReader::decisions(const QString &operationId)
{
    const QString sql = QStringLiteral("SELECT seq, decided_at, reviewer, operation_id, step_position, action, rationale,"
                                       " payload, prev_hash, hash, login FROM decisions %1 ORDER BY seq")
                            .arg(operationId.isEmpty() ? QString() : QStringLiteral("WHERE operation_id = ?"));
    auto q = m_c.exec(sql, operationId.isEmpty() ? QVariantList() : QVariantList{operationId}, tr("reading decisions"));
    if (!q)
        return failed(tr("reading decisions"));
    return all<Decision>(*q, RowMappers::decision);
}

Result<QList<HoldRecord>> LedgerReader::holds(const QString &operationId)
{
    auto q = m_c.exec(QStringLiteral("SELECT reason, held_at, resolved_at, resolved_by_seq FROM holds WHERE operation_id = ? ORDER BY id"),
                      {operationId}, tr("reading holds"));
    if (!q)
        return failed(tr("reading holds"));
    QList<HoldRecord> out;
    while (q->next())
        out.append({holdReasonFromString(q->value(0).toString()).value_or(HoldReason::None), fromIsoUtc(q->value(1).toString()),
                    fromIsoUtc(q->value(2).toString()), q->value(3).toLongLong()});
    return out;
}

Result<QList<Delivery>> LedgerReader::deliveries(qint64 eventRowId)
{
    auto q = m_c.exec(QStringLiteral("SELECT id, delivery_id, event_ref, received_at FROM deliveries WHERE event_ref = ? ORDER BY id"),
                      {eventRowId}, tr("reading deliveries"));
    if (!q)
        return failed(tr("reading deliveries"));
    QList<Delivery> out;
    while (q->next()) {
        Delivery d;
        d.rowId = q->value(0).toLongLong();
        d.deliveryId = q->value(1).toString();
        d.eventRowId = q->value(2).toLongLong();
        d.receivedAt = fromIsoUtc(q->value(3).toString());
        out.append(std::move(d));
    }
    return out;
}

Result<Event> LedgerReader::event(qint64 rowId, bool withPayload)
{
    auto q = m_c.exec(QStringLiteral("SELECT id, source, event_id, topic, triggered_at, received_at, %1, payload_sha256"
                                     " FROM events WHERE id = ?")
                          .arg(withPayload ? QStringLiteral("payload") : QStringLiteral("NULL")),
                      {rowId}, tr("reading an event"));
    if (!q || !q->next()) {
        if (q)
            m_c.setError({LedgerError::Kind::Other, tr("no event %1").arg(rowId)});
        return failed(tr("reading an event"));
    }
    Event e;
    e.rowId = q->value(0).toLongLong();
    e.source = q->value(1).toString();
    e.eventId = q->value(2).toString();
    e.topic = q->value(3).toString();
    e.triggeredAt = fromIsoUtc(q->value(4).toString());
    e.receivedAt = fromIsoUtc(q->value(5).toString());
    e.payload = q->value(6).toByteArray();
    e.payloadSha256 = q->value(7).toString();
    return e;
}

Result<Counts> LedgerReader::counts()
{
    auto q = m_c.exec(QStringLiteral(
                          "SELECT (SELECT COUNT(*) FROM events), (SELECT COUNT(*) FROM deliveries), (SELECT COUNT(*) FROM operations),"
                          " (SELECT COUNT(*) FROM attempts), (SELECT COUNT(*) FROM steps WHERE state = 'confirmed'),"
                          " (SELECT COUNT(*) FROM operations WHERE state IN ('held', 'uncertain')),"
                          " (SELECT COUNT(DISTINCT step_ref) FROM evidence WHERE kind = 'duplicate'),"
                          // Delivered: reported so, or marked as spam since (a complaint proves the
                          // e-mail arrived, whatever the service said after it; counted as both).
                          " (SELECT COUNT(*) FROM steps WHERE delivery IN ('delivered', 'complained'))"
                          " + (SELECT COUNT(DISTINCT v.step_ref) FROM evidence v JOIN steps s ON s.id = v.step_ref"
                          "    WHERE v.kind = 'delivery_event' AND v.result = 'complained' AND s.delivery NOT IN ('delivered', 'complained')),"
                          " (SELECT COUNT(*) FROM steps WHERE delivery = 'bounced'),"
                          " (SELECT COUNT(DISTINCT alert_id) FROM hold_alerts WHERE sent_at IS NOT NULL),"
                          " (SELECT COUNT(DISTINCT alert_id) FROM hold_alerts WHERE sent_at IS NULL),"
                          " (SELECT COALESCE(SUM(attempts), 0) FROM (SELECT MAX(attempts) AS attempts FROM hold_alerts GROUP BY alert_id) t),"
                          " (SELECT COUNT(*) FROM steps WHERE delivery IN ('failed', 'suppressed')),"
                          " (SELECT COUNT(*) FROM steps WHERE delivery = 'delayed'),"
                          // Complaints, whatever the service said after them.
                          " (SELECT COUNT(DISTINCT step_ref) FROM evidence WHERE kind = 'delivery_event' AND result = 'complained')"),
                      {}, tr("counting"));
    if (!q || !q->next())
        return failed(tr("counting"));
    Counts c;
    c.events = q->value(0).toLongLong();
    c.deliveries = q->value(1).toLongLong();
    c.operations = q->value(2).toLongLong();
    c.attempts = q->value(3).toLongLong();
    c.confirmedEffects = q->value(4).toLongLong();
    c.unresolvedOperations = q->value(5).toLongLong();
    c.duplicatesAtTarget = q->value(6).toLongLong();
    c.emailsDelivered = q->value(7).toLongLong();
    c.emailsBounced = q->value(8).toLongLong();
    c.holdAlertsSent = q->value(9).toLongLong();
    c.holdAlertsPending = q->value(10).toLongLong();
    c.holdAlertTries = q->value(11).toLongLong();
    c.emailsFailed = q->value(12).toLongLong();
    c.emailsDelayed = q->value(13).toLongLong();
    c.emailsComplained = q->value(14).toLongLong();

    auto holds = m_c.exec(QStringLiteral("SELECT held_at, resolved_at FROM holds WHERE resolved_at IS NOT NULL"), {}, tr("counting"));
    if (!holds)
        return failed(tr("counting"));
    QList<qint64> durations;
    while (holds->next())
        durations.append(fromIsoUtc(holds->value(0).toString()).msecsTo(fromIsoUtc(holds->value(1).toString())));
    c.recoveries = durations.size();
    c.recoverySumMs = std::accumulate(durations.cbegin(), durations.cend(), qint64(0));
    if (!durations.isEmpty()) {
        std::sort(durations.begin(), durations.end());
        c.recoveryMedianMs = rank(durations, 0.5);
        c.recoveryP90Ms = rank(durations, 0.9);
    }
    return c;
}

Result<QList<MetricsBucket>> LedgerReader::metrics(const QDateTime &from, const QDateTime &to, qint64 bucketSeconds)
{
    QList<MetricsBucket> buckets;
    if (!from.isValid() || !to.isValid() || bucketSeconds <= 0 || from >= to)
        return buckets;
    for (QDateTime t = from; t < to; t = t.addSecs(bucketSeconds))
        buckets.append(MetricsBucket{t, 0, 0, 0, 0, 0, -1, -1, 0});
    const auto indexOf = [&](const QDateTime &t) -> qsizetype {
        if (!t.isValid() || t < from || t >= to)
            return -1;
        return qsizetype(from.secsTo(t) / bucketSeconds);
    };
    const QString f = isoUtc(from), e = isoUtc(to);
    const auto countInto = [&](const QString &sql, qint64 MetricsBucket::*field) {
        auto q = m_c.exec(sql, {f, e}, tr("reading metrics"));
        if (!q)
            return false;
        while (q->next()) {
            const qsizetype i = indexOf(fromIsoUtc(q->value(0).toString()));
            if (i >= 0 && i < buckets.size())
                ++(buckets[i].*field);
        }
        return true;
    };
    if (!countInto(QStringLiteral("SELECT received_at FROM events WHERE received_at >= ? AND received_at < ?"), &MetricsBucket::events)
        || !countInto(QStringLiteral("SELECT received_at FROM deliveries WHERE received_at >= ? AND received_at < ?"), &MetricsBucket::deliveries)
        || !countInto(QStringLiteral("SELECT started_at FROM attempts WHERE started_at >= ? AND started_at < ?"), &MetricsBucket::attempts)
        || !countInto(QStringLiteral("SELECT confirmed_at FROM steps WHERE confirmed_at >= ? AND confirmed_at < ?"),
                      &MetricsBucket::confirmedEffects))
        return failed(tr("reading metrics"));

    // Holds: open at each bucket's end, and recoveries finished inside it.
    auto q = m_c.exec(QStringLiteral("SELECT held_at, resolved_at FROM holds WHERE held_at < ? AND (resolved_at IS NULL OR resolved_at >= ?)"),
                      {e, f}, tr("reading metrics"));
    if (!q)
        return failed(tr("reading metrics"));
    QList<QList<qint64>> durations(buckets.size());
    while (q->next()) {
        const QDateTime held = fromIsoUtc(q->value(0).toString());
        const QDateTime resolved = fromIsoUtc(q->value(1).toString());
        for (qsizetype i = 0; i < buckets.size(); ++i) {
            const QDateTime end = buckets.at(i).start.addSecs(bucketSeconds);
            if (held < end && (!resolved.isValid() || resolved >= end))
                ++buckets[i].unresolvedAtEnd;
            if (held < end && (!resolved.isValid() || resolved > buckets.at(i).start))
                ++buckets[i].heldDuring;
        }
        const qsizetype r = indexOf(resolved);
        if (r >= 0 && r < buckets.size())
            durations[r].append(held.msecsTo(resolved));
    }
    for (qsizetype i = 0; i < buckets.size(); ++i) {
        QList<qint64> &d = durations[i];
        if (d.isEmpty())
            continue;
        std::sort(d.begin(), d.end());
        buckets[i].recoveryMedianMs = rank(d, 0.5);
        buckets[i].recoveryP90Ms = rank(d, 0.9);
    }
    return buckets;
}

Result<QList<ProbeRecord>> LedgerReader::latestProbes()
{
    auto q = m_c.exec(QStringLiteral("SELECT p.target, p.probed_at, p.declared, p.observed, p.contradiction, p.report FROM probes p"
                                     " WHERE p.id = (SELECT MAX(id) FROM probes l WHERE l.target = p.target) ORDER BY p.target"),
                      {}, tr("reading probes"));
    if (!q)
        return failed(tr("reading probes"));
    return all<ProbeRecord>(*q, [](const QSqlQuery &r) {
        return Result<ProbeRecord>(ProbeRecord{r.value(0).toString(), fromIsoUtc(r.value(1).toString()), r.value(2).toString(),
                                               r.value(3).toString(), r.value(4).toInt() != 0, r.value(5).toString()});
    });
}

Result<QString> LedgerReader::decisionHash(qint64 seq)
{
    auto q = m_c.exec(QStringLiteral("SELECT hash FROM decisions WHERE seq = ?"), {seq}, tr("reading decisions"));
    if (!q)
        return failed(tr("reading decisions"));
    return q->next() ? q->value(0).toString() : QString();
}

Result<QString> LedgerReader::firstFingerprint(qint64 stepRowId)
{
    auto q = m_c.exec(QStringLiteral("SELECT request_fingerprint FROM attempts WHERE step_ref = ? ORDER BY number LIMIT 1"), {stepRowId},
                      tr("reading an attempt"));
    if (!q)
        return failed(tr("reading an attempt"));
    return q->next() ? q->value(0).toString() : QString();
}

Result<bool> LedgerReader::askedBy(const QString &caller, const QString &operationId)
{
    // Its own, or the new approved operation that replaced one of its own.
    auto q = m_c.exec(QStringLiteral("SELECT 1 FROM operations o JOIN caller_operations c ON c.caller = ?"
                                     " AND (c.operation_id = o.id OR c.operation_id = o.supersedes) WHERE o.id = ? LIMIT 1"),
                      {caller, operationId},
                      tr("reading who asked for an operation"));
    if (!q)
        return failed(tr("reading who asked for an operation"));
    return q->next();
}

Result<QSet<QString>> LedgerReader::restingAmong(const QStringList &operationIds)
{
    QSet<QString> resting;
    constexpr qsizetype Chunk = 500; // bound parameters per statement
    for (qsizetype from = 0; from < operationIds.size(); from += Chunk) {
        const QStringList ids = operationIds.mid(from, Chunk);
        QVariantList args;
        for (const QString &id : ids)
            args << id;
        auto q = m_c.exec(QStringLiteral("SELECT id FROM operations WHERE id IN (%1)"
                                         " AND (abandoned = 1 OR state IN ('completed', 'held', 'awaiting_approval', 'abandoned'))")
                              .arg(QStringList(ids.size(), QStringLiteral("?")).join(QLatin1String(", "))),
                          args, tr("reading operations' states"));
        if (!q)
            return failed(tr("reading operations' states"));
        while (q->next())
            resting.insert(q->value(0).toString());
    }
    return resting;
}

} // namespace rl::models
