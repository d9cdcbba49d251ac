// SPDX-License-Identifier: GPL-3.0-or-later
#include "runnerqueue.h"

#include "connection.h"
#include "ids.h"
#include "reader.h"
#include "sqldialect.h"
#include "stepstore.h"

namespace rl::models {

Result<QList<qint64>> RunnerQueue::ids(const QString &sql, const QVariantList &binds, const QString &what)
{
    auto q = m_c.exec(sql, binds, what);
    if (!q)
        return m_c.error();
    QList<qint64> out;
    while (q->next())
        out.append(q->value(0).toLongLong());
    return out;
}

namespace {
// Only a step whose earlier steps are all confirmed may run: steps of one
// operation are executed in order. Binds: now.
const QString RunnableCondition = QStringLiteral("s.state = 'pending' AND (s.not_before IS NULL OR s.not_before <= ?)"
                                                 " AND NOT EXISTS (SELECT 1 FROM steps p WHERE p.operation_id = s.operation_id"
                                                 "   AND p.position < s.position AND p.state <> 'confirmed')");
} // namespace

Result<QList<qint64>> RunnerQueue::runnableSteps(const QDateTime &now, int limit)
{
    return ids(QStringLiteral("SELECT s.id FROM steps s WHERE %1 ORDER BY s.id LIMIT ?").arg(RunnableCondition), {isoUtc(now), limit},
               tr("listing runnable steps"));
}

Result<QList<qint64>> RunnerQueue::uncertainSteps(int limit)
{
    return ids(QStringLiteral("SELECT id FROM steps WHERE state = 'uncertain' ORDER BY updated_at, id LIMIT ?"), {limit},
               tr("listing uncertain steps"));
}

Result<QList<qint64>> RunnerQueue::expiredReservations(const QDateTime &now, int limit)
{
    return ids(QStringLiteral("SELECT id FROM steps WHERE state = 'running' AND reserved_until < ? ORDER BY id LIMIT ?"),
               {isoUtc(now), limit}, tr("listing expired reservations"));
}

Result<QList<qint64>> RunnerQueue::stepsDueForVerification(const QDateTime &now, int limit)
{
    return ids(QStringLiteral("SELECT id FROM steps WHERE verify_due_at IS NOT NULL AND verify_due_at <= ? AND state = 'confirmed'"
                              " ORDER BY verify_due_at LIMIT ?"),
               {isoUtc(now), limit}, tr("listing steps to verify"));
}

std::optional<RunnerQueue::Prepared> RunnerQueue::prepare(qint64 stepRowId, const StepRecord *known, const FingerprintOf &fingerprintOf)
{
    Prepared p;
    if (known) {
        p.step = *known;
    } else {
        auto rec = m_reader.step(stepRowId);
        if (!rec)
            return std::nullopt;
        p.step = std::move(*rec);
    }
    auto content = m_reader.contentVersion(stepRowId, p.step.step.contentVersion);
    if (!content)
        return std::nullopt;
    p.content = std::move(*content);
    // The fingerprint covers what the target sees. The same key with other
    // bytes is never sent: the rules refuse it (docs/design.md rule 2).
    p.print = fingerprintOf ? fingerprintOf(p.step.step.reference, p.content.body)
                            : sha256Hex(p.step.step.reference.toUtf8() + '\n' + p.content.body);
    return p;
}

std::optional<Reservation> RunnerQueue::reserve(qint64 stepRowId, const QString &worker, qint64 leaseMs, const QDateTime &now,
                                                bool protectedRetry, const FingerprintOf &fingerprintOf, const QString &sentTo)
{
    // The request and its fingerprint before the transaction: only SQL
    // runs under the write lock (the caller's code may sign, log or block).
    const auto prepared = prepare(stepRowId, nullptr, fingerprintOf);
    if (!prepared)
        return std::nullopt;
    WriteTransaction tx(m_c);
    if (!tx.ok() || !m_c.lockOperationOfStep(stepRowId))
        return std::nullopt;
    auto r = reserveIn(stepRowId, worker, leaseMs, now, protectedRetry, *prepared, sentTo);
    if (!r || !tx.commit())
        return std::nullopt;
    return r;
}

Result<QList<Reservation>> RunnerQueue::claim(const QString &worker, int limit, const QDateTime &now, const TermsFor &termsFor,
                                              bool lookupsFirst)
{
    QList<Reservation> out;
    if (limit <= 0)
        return out;
    // After a restore a sender's repeat makes steps whose effect the lost
    // part of the ledger may have made: looked up first, never claimed as they are.
    const QString checked = lookupsFirst ? QStringLiteral(" AND NOT (s.attempts_used = 0 AND s.key_first_used_at IS NULL"
                                                          " AND s.may_run_until IS NULL)")
                                         : QString();
    const QString candidatesSql = QStringLiteral("SELECT s.id FROM steps s JOIN operations o ON o.id = s.operation_id WHERE %1%2"
                                                 " ORDER BY s.id LIMIT ?")
                                      .arg(RunnableCondition, checked);
    // First, outside any transaction: the steps that look runnable, the
    // caller's terms for each and the request each would send. Nothing but
    // SQL runs under the write lock (docs/architecture.md).
    QHash<qint64, std::pair<ClaimTerms, Prepared>> prepared;
    {
        auto looked = ids(candidatesSql, {isoUtc(now), limit}, tr("claiming runnable steps"));
        if (!looked)
            return looked.error();
        for (qint64 id : std::as_const(*looked)) {
            auto rec = m_reader.step(id);
            if (!rec)
                return m_c.error();
            auto terms = termsFor ? termsFor(*rec) : std::optional<ClaimTerms>(ClaimTerms{});
            if (!terms)
                continue;
            auto p = prepare(id, &*rec, terms->fingerprintOf);
            if (!p)
                return m_c.error();
            prepared.insert(id, {std::move(*terms), std::move(*p)});
        }
    }
    if (prepared.isEmpty())
        return out;
    WriteTransaction tx(m_c);
    if (!tx.ok())
        return m_c.error();
    // The same question under the lock; on PostgreSQL rows another runner
    // holds are skipped. A step not prepared above waits for the next round.
    // Only the steps prepared above (row ids: integers, written as such), so
    // that a runner whose first choices another one holds claims none of
    // those instead of others it made no request for.
    QStringList preparedIds;
    for (auto it = prepared.cbegin(); it != prepared.cend(); ++it)
        preparedIds << QString::number(it.key());
    const QString lockedSql = QStringLiteral("SELECT s.id FROM steps s JOIN operations o ON o.id = s.operation_id WHERE %1%2"
                                             " AND s.id IN (%3) ORDER BY s.id LIMIT ?")
                                  .arg(RunnableCondition, checked, preparedIds.join(QLatin1Char(',')));
    auto q = m_c.exec(lockedSql + m_c.dialect().forUpdateSkipLocked(QStringLiteral("o")), {isoUtc(now), limit},
                      tr("claiming runnable steps"));
    if (!q)
        return m_c.error();
    QList<qint64> candidates;
    while (q->next())
        candidates.append(q->value(0).toLongLong());
    q->finish();
    for (qint64 id : std::as_const(candidates)) {
        const auto it = prepared.constFind(id);
        if (it == prepared.cend())
            continue;
        auto r = reserveIn(id, worker, it->first.leaseMs, now, false, it->second, it->first.sentTo);
        if (r) {
            out.append(std::move(*r));
            continue;
        }
        if (m_c.error().kind != LedgerError::Kind::Refused)
            return m_c.error(); // the transaction is spent; nothing of it stays
        m_c.clearError();       // the rules refuse this one (the reason is the step's own); the others go on
    }
    if (!tx.commit())
        return m_c.error();
    return out;
}

std::optional<Reservation> RunnerQueue::reserveIn(qint64 stepRowId, const QString &worker, qint64 leaseMs, const QDateTime &now,
                                                  bool protectedRetry, const Prepared &prepared, const QString &sentTo)
{
    auto rec = m_reader.step(stepRowId);
    if (!rec)
        return std::nullopt;
    // The request was made from the step as read before the lock: a step
    // moved on since (another content version, another attempt) is left
    // for the next round, never sent with what was made for its past.
    if (rec->step.contentVersion != prepared.step.step.contentVersion || rec->step.attemptsUsed != prepared.step.step.attemptsUsed
        || rec->step.reference != prepared.step.step.reference) {
        m_c.refuse(tr("step %1 changed while its request was being made").arg(rec->step.position));
        return std::nullopt;
    }
    // Another address would be another target: what it says or does proves
    // nothing about the request already sent.
    if (!sentTo.isEmpty() && !rec->sentTo.isEmpty() && rec->sentTo != sentTo) {
        m_c.refuse(tr("step %1 was sent to %2; this configuration would send it to %3").arg(rec->step.position).arg(rec->sentTo, sentTo));
        return std::nullopt;
    }
    const QString &print = prepared.print;
    const auto first = m_reader.firstFingerprint(stepRowId);
    if (!first)
        return std::nullopt;
    StepContext ctx = rec->context(now);
    ctx.parametersIdentical = first->isEmpty() || *first == print;
    const Transition t = StepRules::apply(ctx, protectedRetry ? StepInput::ProtectedRetry : StepInput::Reserve);
    if (!t.allowed) {
        m_c.refuse(t.reason);
        return std::nullopt;
    }
    // Compare-and-set: the WHERE clause repeats the state we read, so of two
    // connections only the first UPDATE matches a row. This holds even without
    // the write lock above (PostgreSQL row locks, SQLite's single writer).
    const QString at = isoUtc(now);
    if (!m_c.execOne(QStringLiteral("UPDATE steps SET state = 'running', reserved_by = ?, reserved_until = ?,"
                                    " attempts_used = attempts_used + 1, unknown_lookups = 0,"
                                    " key_first_used_at = COALESCE(key_first_used_at, ?),"
                                    " last_attempt_at = ?, updated_at = ?, verification = '', verify_due_at = NULL,"
                                    " sent_to = COALESCE(sent_to, ?)"
                                    " WHERE id = ? AND state = ? AND attempts_used = ?"),
                     {worker, isoUtc(now.addMSecs(leaseMs)), at, at, at, sentTo.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(sentTo), stepRowId,
                      toString(rec->step.state), rec->step.attemptsUsed},
                     tr("reserving a step"), tr("another worker reserved the step first")))
        return std::nullopt;
    Reservation r;
    r.content = prepared.content;
    r.attempt.id = newUuidV7(now);
    r.attempt.stepRowId = stepRowId;
    r.attempt.number = rec->step.attemptsUsed + 1;
    r.attempt.startedAt = now;
    r.attempt.requestFingerprint = print;
    // The attempt is recorded before the call leaves, so a crash mid-call
    // still leaves its trace (and an expiring reservation).
    if (!m_c.exec(QStringLiteral("INSERT INTO attempts (id, step_ref, number, worker, started_at, request_fingerprint)"
                                 " VALUES (?, ?, ?, ?, ?, ?)"),
                  {r.attempt.id, stepRowId, r.attempt.number, worker, at, r.attempt.requestFingerprint}, tr("recording an attempt")))
        return std::nullopt;
    if (!m_steps.refreshOperationIn(rec->step.operationId, now, 0))
        return std::nullopt;
    // The step as committed, read inside the transaction that wrote it.
    auto committed = m_reader.step(stepRowId);
    if (!committed)
        return std::nullopt;
    r.step = *committed;
    return r;
}

bool RunnerQueue::finishAttempt(const QString &attemptId, const AttemptResult &result, qint64 backoffMs, const QDateTime &now)
{
    WriteTransaction tx(m_c);
    if (!tx.ok() || !m_c.lockOperationOfAttempt(attemptId))
        return false;
    auto q = m_c.exec(QStringLiteral("SELECT step_ref, ended_at, started_at FROM attempts WHERE id = ?"), {attemptId},
                      tr("reading an attempt"));
    if (!q)
        return false;
    if (!q->next())
        return m_c.refuse(tr("no attempt %1").arg(attemptId));
    const qint64 stepRow = q->value(0).toLongLong();
    const QDateTime startedAt = fromIsoUtc(q->value(2).toString());
    const QString evidenceKind = result.replayed ? QStringLiteral("replay") : QStringLiteral("response");
    if (!q->value(1).isNull()) {
        // Closed already, e.g. as uncertain when its reservation expired: the
        // step is being reconciled and a late answer must not jump ahead of
        // it. What the target said is kept all the same (docs/design.md rule
        // 19): as evidence of the attempt, and a record id it names as the
        // step's target reference where none is known yet (a mail service's
        // events find the e-mail by it; a lookup or a reviewer settles the step).
        q->finish();
        if (!m_steps.appendEvidenceIn(stepRow, attemptId, evidenceKind, now, toString(result.outcome), result.targetReference,
                                      result.httpStatus, result.evidenceSummary, result.evidenceDetail, result.evidenceSaid))
            return false;
        if (result.outcome == Outcome::Succeeded && !result.targetReference.isEmpty()
            && !m_steps.updateStepIn(stepRow, QStringLiteral("target_reference = COALESCE(target_reference, ?)"), {result.targetReference},
                                     tr("storing the target reference")))
            return false;
        if (!tx.commit())
            return false;
        return m_c.refuse(tr("the attempt was already finished; its late answer is kept as evidence"));
    }
    auto rec = m_reader.step(stepRow);
    if (!rec)
        return false;
    const StepInput input = result.outcome == Outcome::Succeeded ? StepInput::AttemptSucceeded
        : result.outcome == Outcome::FailedBeforeAction           ? StepInput::AttemptFailedBeforeAction
                                                                  : StepInput::AttemptUncertain;
    const Transition t = StepRules::apply(rec->context(now), input);
    if (!m_c.exec(QStringLiteral("UPDATE attempts SET ended_at = ?, outcome = ?, http_status = ?, error = ?, error_said = ? WHERE id = ?"),
                  {isoUtc(now), toString(result.outcome), result.httpStatus, textOrNull(result.error), result.errorSaid.toStored(), attemptId},
                  tr("finishing an attempt")))
        return false;
    if (!m_steps.appendEvidenceIn(stepRow, attemptId, evidenceKind, now, toString(result.outcome), result.targetReference,
                                  result.httpStatus, result.evidenceSummary, result.evidenceDetail, result.evidenceSaid))
        return false;
    if (!t.allowed) {
        // The step moved meanwhile (a reviewer's decision): the attempt's end
        // and what the target said stay recorded; the step is not moved.
        if (result.outcome == Outcome::Succeeded && !result.targetReference.isEmpty()
            && !m_steps.updateStepIn(stepRow, QStringLiteral("target_reference = COALESCE(target_reference, ?)"), {result.targetReference},
                                     tr("storing the target reference")))
            return false;
        if (!m_steps.refreshOperationIn(rec->step.operationId, now, 0) || !tx.commit())
            return false;
        return m_c.refuse(t.reason);
    }
    if (!m_steps.applyTransitionIn(*rec, t, now))
        return false;
    // A success that is not a replay is checked once more by a lookup after
    // the settle window (counting from when an earlier request of this step
    // could last have acted), so a duplicate at the target shows up.
    QString verification = QStringLiteral(""); // empty, never NULL: the column is NOT NULL
    QVariant verifyDue = textOrNull({});
    if (t.next == StepState::Confirmed) {
        if (result.replayed)
            verification = QStringLiteral("replay");
        else if (!rec->policy.verifyByLookup || !rec->policy.canLookup)
            verification = QStringLiteral("off");
        else {
            QDateTime from = now;
            if (rec->step.attemptsUsed > 1 && rec->mayRunUntil.isValid() && rec->mayRunUntil > from)
                from = rec->mayRunUntil;
            verification = QStringLiteral("due");
            verifyDue = isoUtc(from.addMSecs(rec->policy.settleMs));
        }
    }
    // An attempt without a clear answer may still be executing at the target
    // until its start plus the profile's longest execution time (at least its
    // reservation); a 409 says an earlier one is running now, so from now.
    QDateTime mayRunUntil = rec->mayRunUntil;
    const auto extend = [&](const QDateTime &until) {
        if (until.isValid() && (!mayRunUntil.isValid() || until > mayRunUntil))
            mayRunUntil = until;
    };
    if (result.outcome == Outcome::Uncertain) {
        extend(startedAt.addMSecs(rec->policy.maxExecutionMs));
        extend(rec->step.reservedUntil);
    }
    if (result.earlierRequestRunning)
        extend(now.addMSecs(rec->policy.maxExecutionMs));
    // A 409 (the first request is still running) or a 429 (rate limited) did
    // nothing for this request, so it does not use up the step's attempts;
    // bounded at three rounds in all.
    int attemptLimit = rec->attemptLimit;
    if ((result.earlierRequestRunning || result.rateLimited) && rec->step.attemptsUsed < rec->policy.maxAttempts * 3)
        attemptLimit = std::max(attemptLimit, rec->step.attemptsUsed + 1);
    if (!m_steps.updateStepIn(stepRow,
                              QStringLiteral("target_reference = COALESCE(?, target_reference), not_before = ?,"
                                             " verification = ?, verify_due_at = ?, may_run_until = ?, attempt_limit = ?"),
                              {textOrNull(result.targetReference),
                               t.next == StepState::Pending && backoffMs > 0 ? QVariant(isoUtc(now.addMSecs(backoffMs))) : textOrNull({}),
                               verification, verifyDue, mayRunUntil.isValid() ? QVariant(isoUtc(mayRunUntil)) : textOrNull({}),
                               attemptLimit},
                              tr("storing the target reference")))
        return false;
    return m_steps.refreshOperationIn(rec->step.operationId, now, 0) && tx.commit();
}

bool RunnerQueue::expireReservation(qint64 stepRowId, const QDateTime &now)
{
    return m_steps.writeStep(stepRowId, [&](const StepRecord &rec) {
        if (rec.step.state != StepState::Running || !rec.step.reservedUntil.isValid() || rec.step.reservedUntil >= now)
            return m_c.refuse(tr("the reservation has not expired"));
        const Transition t = StepRules::apply(rec.context(now), StepInput::ReservationExpired);
        const Said silent = Said::of("attempt.worker_silent");
        if (!m_c.exec(QStringLiteral("UPDATE attempts SET ended_at = ?, outcome = 'uncertain', error = ?, error_said = ?"
                                     " WHERE step_ref = ? AND ended_at IS NULL"),
                      {isoUtc(now), silent.english(), silent.toStored(), stepRowId}, tr("expiring a reservation")))
            return false;
        // The worker's request may still be executing at the target: until its
        // start plus the profile's longest execution time, nothing is absent.
        QDateTime mayRunUntil = rec.lastAttemptAt.addMSecs(rec.policy.maxExecutionMs);
        if (rec.mayRunUntil.isValid() && rec.mayRunUntil > mayRunUntil)
            mayRunUntil = rec.mayRunUntil;
        if (mayRunUntil.isValid()
            && !m_steps.updateStepIn(stepRowId, QStringLiteral("may_run_until = ?"), {isoUtc(mayRunUntil)}, tr("expiring a reservation")))
            return false;
        return m_steps.applyTransitionIn(rec, t, now) && m_steps.refreshOperationIn(rec.step.operationId, now, 0);
    });
}

} // namespace rl::models
