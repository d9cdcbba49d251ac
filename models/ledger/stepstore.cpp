// SPDX-License-Identifier: GPL-3.0-or-later
#include "stepstore.h"

#include "connection.h"
#include "ids.h"
#include "reader.h"

namespace rl::models {

bool StepStore::appendEvidenceIn(qint64 stepRowId, const QString &attemptId, const QString &kind, const QDateTime &now,
                                 const QString &result, const QString &targetReference, int httpStatus, const QString &summary,
                                 const QString &detail, const Said &said)
{
    return bool(m_c.exec(QStringLiteral("INSERT INTO evidence (step_ref, attempt_id, kind, observed_at, result, target_reference,"
                                        " http_status, summary, detail, said) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                         {stepRowId, textOrNull(attemptId), kind, isoUtc(now), result, textOrNull(targetReference), httpStatus,
                          summary.isNull() ? QStringLiteral("") : summary, textOrNull(detail), said.toStored()},
                         tr("recording evidence")));
}

bool StepStore::appendLookupEvidenceIn(qint64 stepRowId, const QString &kind, const LookupEvidence &e, const QDateTime &now)
{
    if (!appendEvidenceIn(stepRowId, {}, kind, now, toString(e.result), e.targetReference, e.httpStatus, e.summary, e.detail, e.said))
        return false;
    if (e.result != LookupResult::Ambiguous)
        return true;
    // A duplicate at the target: every record it holds for the reference is
    // kept as evidence of its own, so a reviewer sees (and reports count) each.
    for (const QString &ref : e.references) {
        const Said said = Said::of("lookup.duplicate_record", {ref});
        if (!appendEvidenceIn(stepRowId, {}, QStringLiteral("duplicate"), now, toString(e.result), ref, e.httpStatus, said.english(), {},
                              said))
            return false;
    }
    return true;
}

bool StepStore::applyTransitionIn(const StepRecord &rec, const Transition &t, const QDateTime &now)
{
    const QString next = toString(t.next);
    return m_c.execOne(QStringLiteral("UPDATE steps SET state = ?, hold_reason = ?, updated_at = ?,"
                                      " reserved_by = CASE WHEN ? = 'running' THEN reserved_by ELSE NULL END,"
                                      " reserved_until = CASE WHEN ? = 'running' THEN reserved_until ELSE NULL END,"
                                      " confirmed_at = CASE WHEN ? = 'confirmed' THEN ? ELSE confirmed_at END"
                                      " WHERE id = ? AND state = ?"),
                       {next, toString(t.holdReason), isoUtc(now), next, next, next, isoUtc(now), rec.step.rowId,
                        toString(rec.step.state)},
                       tr("changing a step"), tr("the step changed meanwhile; nothing was written"));
}

bool StepStore::updateStepIn(qint64 stepRowId, const QString &assignments, QVariantList binds, const QString &what)
{
    binds << stepRowId;
    return bool(m_c.exec(QStringLiteral("UPDATE steps SET %1 WHERE id = ?").arg(assignments), binds, what));
}

bool StepStore::refreshOperationIn(const QString &operationId, const QDateTime &now, qint64 decisionSeq)
{
    auto q = m_c.exec(QStringLiteral("SELECT state, abandoned, held_since FROM operations WHERE id = ?"), {operationId},
                      tr("reading an operation"));
    if (!q)
        return false;
    if (!q->next())
        return m_c.refuse(tr("no operation %1").arg(operationId));
    const auto before = operationStateFromString(q->value(0).toString()).value_or(OperationState::Running);
    const bool abandoned = q->value(1).toInt() != 0;
    const auto steps = m_reader.steps(operationId);
    if (!steps)
        return false;
    QList<StepContext> ctx;
    int attempts = 0;
    for (const StepRecord &r : *steps) {
        ctx.append(r.context(now));
        attempts += r.step.attemptsUsed;
    }
    const OperationState after = OperationRules::derive(ctx, abandoned);
    const bool wasHeld = before == OperationState::Held;
    const bool isHeld = after == OperationState::Held;
    const bool terminal = after == OperationState::Completed || after == OperationState::Abandoned;
    const QString at = isoUtc(now);
    if (!m_c.exec(QStringLiteral("UPDATE operations SET state = ?, open_step = ?, attempts = ?, updated_at = ?,"
                                 " held_since = CASE WHEN ? = 1 THEN COALESCE(held_since, ?) ELSE NULL END,"
                                 " resolved_at = CASE WHEN ? = 1 THEN COALESCE(resolved_at, ?) ELSE NULL END WHERE id = ?"),
                  {toString(after), OperationRules::openStep(ctx), attempts, at, isHeld ? 1 : 0, at, terminal ? 1 : 0, at, operationId},
                  tr("updating an operation")))
        return false;

    if (isHeld && !wasHeld) {
        QString reason;
        for (const StepContext &c : ctx) {
            if (c.state == StepState::Held)
                reason = toString(c.holdReason);
        }
        return bool(m_c.exec(QStringLiteral("INSERT INTO holds (operation_id, reason, held_at) VALUES (?, ?, ?)"),
                             {operationId, reason, at}, tr("recording a hold")));
    }
    if (wasHeld && !isHeld) {
        // Operator time to recovery: held -> the decision that resolved it.
        return bool(m_c.exec(QStringLiteral("UPDATE holds SET resolved_at = ?, resolved_by_seq = ? WHERE operation_id = ? AND resolved_at IS NULL"),
                             {at, decisionSeq > 0 ? QVariant(decisionSeq) : QVariant(QMetaType(QMetaType::LongLong)), operationId},
                             tr("closing a hold")));
    }
    return true;
}

bool StepStore::writeStep(qint64 stepRowId, const std::function<bool(const StepRecord &)> &change)
{
    WriteTransaction tx(m_c);
    if (!tx.ok() || !m_c.lockOperationOfStep(stepRowId))
        return false;
    const auto rec = m_reader.step(stepRowId);
    return rec && change(*rec) && tx.commit();
}

QDateTime StepStore::lookupMoment(LookupEvidence &e, const QDateTime &now)
{
    // A lookup counts as of when it was asked: what the target's search
    // showed then, not when its answer was written down. One dated after the
    // ledger's clock (a machine clock that is wrong) proves nothing about
    // when it was made: it settles nothing.
    if (!e.observedAt.isValid())
        return now;
    if (e.observedAt <= now)
        return e.observedAt;
    if (e.observedAt <= now.addMSecs(ClockReading::WarnAboveMs))
        return now;
    if (e.result == LookupResult::Absent)
        e.result = LookupResult::Unknown;
    return now;
}

bool StepStore::recordLookup(qint64 stepRowId, const LookupEvidence &given, const QDateTime &now)
{
    LookupEvidence evidence = given;
    const QDateTime at = lookupMoment(evidence, now);
    const StepInput input = StepRules::lookupInput(evidence.result);
    Transition t;
    const bool written = writeStep(stepRowId, [&](const StepRecord &rec) {
        t = StepRules::apply(rec.context(at), input);
        // The evidence is kept even when the rules refuse the transition.
        if (!appendLookupEvidenceIn(stepRowId, QStringLiteral("lookup"), evidence, at))
            return false;
        if (t.allowed) {
            if (!applyTransitionIn(rec, t, now))
                return false;
            if (!updateStepIn(stepRowId,
                              QStringLiteral("target_reference = COALESCE(?, target_reference),"
                                             " unknown_lookups = CASE WHEN ? = 1 THEN unknown_lookups + 1 WHEN ? = 1 THEN unknown_lookups ELSE 0 END,"
                                             " verification = CASE WHEN ? = 1 THEN 'confirmed' ELSE verification END"),
                              {evidence.result == LookupResult::Found ? textOrNull(evidence.targetReference) : textOrNull({}),
                               // A lookup that only has to wait (an earlier request may still run,
                               // the search may lag) is repeated; it does not count as settling nothing.
                               t.next == StepState::Uncertain && !t.waiting ? 1 : 0, t.waiting ? 1 : 0,
                               // Found by a lookup: that lookup is the confirmation itself.
                               t.next == StepState::Confirmed ? 1 : 0},
                              tr("storing the lookup result")))
                return false;
        }
        return refreshOperationIn(rec.step.operationId, now, 0);
    });
    if (written && !t.allowed)
        return m_c.refuse(t.reason);
    return written;
}

bool StepStore::recordVerification(qint64 stepRowId, const LookupEvidence &evidence, const QDateTime &now)
{
    return writeStep(stepRowId, [&](const StepRecord &rec) {
        if (rec.step.state != StepState::Confirmed || rec.verification != QLatin1String("due"))
            return m_c.refuse(tr("the step has no confirming lookup due"));
        QString verification;
        QVariant due = textOrNull({});
        switch (evidence.result) {
        case LookupResult::Found: verification = QStringLiteral("confirmed"); break;
        case LookupResult::Absent: verification = QStringLiteral("not_found"); break;
        case LookupResult::Ambiguous: verification = QStringLiteral("duplicate"); break;
        case LookupResult::Unknown:
            // The lookup itself failed: try again a little later, three times at most.
            if (rec.unknownLookups + 1 < 3) {
                verification = QStringLiteral("due");
                due = isoUtc(now.addMSecs(std::max<qint64>(rec.policy.settleMs, 5000)));
            } else {
                verification = QStringLiteral("failed");
            }
            break;
        }
        if (!appendLookupEvidenceIn(stepRowId, QStringLiteral("verify"), evidence, now))
            return false;
        if (evidence.result == LookupResult::Ambiguous) {
            const Transition t = StepRules::apply(rec.context(now), StepInput::VerifyDuplicate);
            if (!t.allowed)
                return m_c.refuse(t.reason);
            if (!applyTransitionIn(rec, t, now))
                return false;
        }
        return updateStepIn(stepRowId,
                            QStringLiteral("verification = ?, verify_due_at = ?,"
                                           " unknown_lookups = CASE WHEN ? = 1 THEN unknown_lookups + 1 ELSE 0 END"),
                            {verification, due, evidence.result == LookupResult::Unknown ? 1 : 0}, tr("storing the confirming lookup"))
            && refreshOperationIn(rec.step.operationId, now, 0);
    });
}

bool StepStore::holdUncertain(qint64 stepRowId, const QDateTime &now)
{
    return writeStep(stepRowId, [&](const StepRecord &rec) {
        const Transition t = StepRules::apply(rec.context(now), StepInput::NoEvidencePossible);
        if (!t.allowed)
            return m_c.refuse(t.reason);
        return applyTransitionIn(rec, t, now) && refreshOperationIn(rec.step.operationId, now, 0);
    });
}

std::optional<DeliveryEventResult> StepStore::applyDeliveryEventIn(qint64 stepRow, const QString &operationId, const DeliveryEvent &e)
{
    if (!m_c.lockOperation(operationId))
        return std::nullopt;
    // Read again under the operation's lock: another event may have just been recorded.
    auto now = m_c.exec(QStringLiteral("SELECT delivery FROM steps WHERE id = ?"), {stepRow}, tr("finding the e-mail step"));
    if (!now || !now->next())
        return std::nullopt;
    const QString before = now->value(0).toString();
    // The same event delivered twice is one piece of evidence (inside the write lock).
    auto seen = m_c.exec(QStringLiteral("SELECT 1 FROM evidence WHERE step_ref = ? AND kind = 'delivery_event' AND detail = ?"),
                         {stepRow, e.eventId}, tr("recording evidence"));
    if (!seen)
        return std::nullopt;
    if (seen->next())
        return DeliveryEventResult::Duplicate;
    if (!appendEvidenceIn(stepRow, {}, QStringLiteral("delivery_event"), e.observedAt, e.status, e.messageId, 0, e.summary, e.eventId,
                          e.said))
        return std::nullopt;
    // A delay gives way to a later "delivered"; a complaint (delivered, then
    // marked as spam), a bounce, a failure or a suppression outranks it;
    // nothing is ever resent for any of them. An informational event (an
    // auto-reply, an unsubscribe request) is evidence and changes nothing.
    static const QStringList rank{QString(), QStringLiteral("sent"), QStringLiteral("delayed"), QStringLiteral("delivered"),
                                  QStringLiteral("complained"), QStringLiteral("bounced"), QStringLiteral("suppressed"),
                                  QStringLiteral("failed")};
    if (rank.indexOf(e.status) > rank.indexOf(before)
        && !updateStepIn(stepRow, QStringLiteral("delivery = ?"), {e.status}, tr("recording the delivery")))
        return std::nullopt;
    if (!refreshOperationIn(operationId, e.observedAt, 0))
        return std::nullopt;
    return DeliveryEventResult::Recorded;
}

std::optional<DeliveryEventResult> StepStore::recordDeliveryEvent(const DeliveryEvent &e, const QDateTime &now)
{
    WriteTransaction tx(m_c);
    if (!tx.ok())
        return std::nullopt;
    // The e-mail step is found by the message id the service gave it.
    auto q = m_c.exec(QStringLiteral("SELECT id, operation_id FROM steps WHERE target_reference = ? AND target = ?"),
                      {e.messageId, e.target}, tr("finding the e-mail step"));
    if (!q)
        return std::nullopt;
    if (!q->next()) {
        // Before its message id: the send's answer is not recorded yet (a
        // slow or late answer, a serve killed between send and record). The
        // service does not send the event again once it was answered, so it
        // is kept until a step carries the id (docs/ledger.md, "Delivery
        // events before their e-mail"); the same event twice is kept once.
        q->finish();
        auto kept = m_c.exec(QStringLiteral("INSERT INTO early_delivery_events (target, message_id, event_id, status, summary, said,"
                                            " observed_at, received_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
                                            " ON CONFLICT (target, event_id) DO NOTHING"),
                             {e.target, e.messageId, e.eventId, e.status, e.summary, e.said.toStored(), isoUtc(e.observedAt), isoUtc(now)},
                             tr("keeping a delivery event"));
        if (!kept)
            return std::nullopt;
        const bool repeat = kept->numRowsAffected() == 0;
        if (!tx.commit())
            return std::nullopt;
        return repeat ? DeliveryEventResult::Duplicate : DeliveryEventResult::Kept;
    }
    const qint64 stepRow = q->value(0).toLongLong();
    const QString operationId = q->value(1).toString();
    q->finish();
    const auto result = applyDeliveryEventIn(stepRow, operationId, e);
    if (!result || (*result == DeliveryEventResult::Recorded && !tx.commit()))
        return std::nullopt;
    return result;
}

std::optional<int> StepStore::attachEarlyDeliveryEvents(const QDateTime &now, int limit)
{
    // Which kept events a step now carries the message id of, a few at a
    // time; each is attached in a transaction of its own.
    auto q = m_c.exec(QStringLiteral("SELECT e.id, e.target, e.message_id, e.event_id, e.status, e.summary, e.said, e.observed_at,"
                                     " s.id, s.operation_id FROM early_delivery_events e"
                                     " JOIN steps s ON s.target_reference = e.message_id AND s.target = e.target"
                                     " ORDER BY e.id LIMIT ?"),
                      {limit}, tr("reading the delivery events kept"));
    if (!q)
        return std::nullopt;
    struct Waiting
    {
        qint64 id;
        DeliveryEvent event;
        qint64 stepRow;
        QString operationId;
    };
    QList<Waiting> waiting;
    while (q->next()) {
        DeliveryEvent e;
        e.target = q->value(1).toString();
        e.messageId = q->value(2).toString();
        e.eventId = q->value(3).toString();
        e.status = q->value(4).toString();
        e.summary = q->value(5).toString();
        e.said = Said::fromStored(q->value(6).toString());
        e.observedAt = fromIsoUtc(q->value(7).toString());
        waiting.append({q->value(0).toLongLong(), e, q->value(8).toLongLong(), q->value(9).toString()});
    }
    q->finish();
    int attached = 0;
    for (const Waiting &w : std::as_const(waiting)) {
        WriteTransaction tx(m_c);
        if (!tx.ok())
            return std::nullopt;
        const auto result = applyDeliveryEventIn(w.stepRow, w.operationId, w.event);
        if (!result)
            return std::nullopt;
        auto gone = m_c.exec(QStringLiteral("DELETE FROM early_delivery_events WHERE id = ?"), {w.id}, tr("attaching a delivery event"));
        if (!gone || !tx.commit())
            return std::nullopt;
        attached += *result == DeliveryEventResult::Recorded;
    }
    Q_UNUSED(now)
    return attached;
}

bool StepStore::recordProbe(const ProbeRecord &p)
{
    WriteTransaction tx(m_c);
    if (!tx.ok())
        return false;
    return m_c.exec(QStringLiteral("INSERT INTO probes (target, probed_at, declared, observed, contradiction, report) VALUES (?, ?, ?, ?, ?, ?)"),
                    {p.target, isoUtc(p.probedAt), p.declared, p.observed.isEmpty() ? QStringLiteral("") : p.observed,
                     p.contradiction ? 1 : 0, p.report},
                    tr("recording a probe"))
        && tx.commit();
}

} // namespace rl::models
