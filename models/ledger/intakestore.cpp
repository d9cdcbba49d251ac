// SPDX-License-Identifier: GPL-3.0-or-later
#include "intakestore.h"

#include "stepstore.h"

#include "connection.h"
#include "ids.h"
#include "writestatements.h"

#include <QSqlError>
#include <algorithm>
#include <numeric>

namespace rl::models {

void prepareForIngest(IncomingDelivery &d)
{
    if (d.eventKey.isEmpty())
        d.eventKey = eventKey(d.source, d.eventId);
    if (d.payloadSha256.isEmpty())
        d.payloadSha256 = sha256Hex(d.payload);
    for (OperationPlan &plan : d.flows) {
        if (plan.id.isEmpty())
            plan.id = newUuidV7();
        for (StepPlan &sp : plan.steps) {
            if (sp.contentSha256.isEmpty())
                sp.contentSha256 = sha256Hex(sp.content);
        }
    }
}

QString IntakeStore::eventTrigger(qint64 eventRow, const QString &flow)
{
    return QStringLiteral("event:%1|%2").arg(eventRow, 12, 10, QLatin1Char('0')).arg(flow);
}

QString IntakeStore::keyTrigger(const OperationPlan &plan)
{
    return plan.businessKey.isEmpty() ? QString() : QStringLiteral("key:%1|%2").arg(plan.flow, sha256Hex(plan.businessKey.toUtf8()));
}

QString IntakeStore::otherShopRefusal()
{
    return QStringLiteral("this event was first delivered for another shop; nothing was recorded");
}

QString IntakeStore::otherTopicRefusal()
{
    return QStringLiteral("this event was first delivered with another topic; nothing was recorded");
}

OperationState IntakeStore::firstState(const OperationPlan &plan, bool approvedByCreator)
{
    // Running, or waiting for the approval of its first step.
    const bool firstWaits = !plan.steps.isEmpty() && !approvedAtOnce(plan.steps.first(), approvedByCreator);
    return firstWaits ? OperationState::AwaitingApproval : OperationState::Running;
}

StepState IntakeStore::firstState(const StepPlan &sp, bool approvedByCreator)
{
    if (!sp.refusal.isEmpty())
        return StepState::Held;
    return approvedAtOnce(sp, approvedByCreator) ? StepState::Pending : StepState::AwaitingApproval;
}

QString IntakeStore::approverOf(const StepPlan &sp, const QString &createdBy, bool approvedByCreator)
{
    if (!approvedAtOnce(sp, approvedByCreator))
        return {};
    return sp.needsApproval ? createdBy : QStringLiteral("flow");
}

std::optional<QList<IngestResult>> IntakeStore::ingestBatch(const QList<IncomingDelivery> &deliveries, const QDateTime &now)
{
    // Many deliveries share one transaction (and one fsync); a failure rolls
    // all of them back, so none is half-written and the caller answers none.
    WriteTransaction tx(m_c);
    if (!tx.ok())
        return std::nullopt;
    QList<IngestResult> results(deliveries.size());
    const QString nowIso = isoUtc(now); // one receive time for the whole commit
    // Written in the order of their event keys (repeats of one event in the
    // order they came): two intake processes whose batches share events then
    // take the keys' locks in the same order and never deadlock.
    QList<QByteArray> keys;
    keys.reserve(deliveries.size());
    for (const IncomingDelivery &d : deliveries)
        keys.append(d.eventKey.isEmpty() ? eventKey(d.source, d.eventId) : d.eventKey);
    QList<qsizetype> order(deliveries.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](qsizetype a, qsizetype b) { return keys.at(a) < keys.at(b); });
    // On PostgreSQL every statement is a round trip and a plan's start: a
    // batch's rows go in a few statements instead of ten for each delivery.
    if (!m_c.isSqlite() && fitsBulk(deliveries)) {
        auto bulk = ingestInBulk(deliveries, order, keys, now, nowIso);
        if (!bulk || !tx.commit())
            return std::nullopt;
        return bulk;
    }
    for (qsizetype i : std::as_const(order)) {
        auto r = ingestOne(deliveries.at(i), now, nowIso);
        if (!r)
            return std::nullopt;
        results[i] = *r;
    }
    if (!tx.commit())
        return std::nullopt;
    return results;
}

std::optional<IngestResult> IntakeStore::ingestOne(const IncomingDelivery &d, const QDateTime &now, const QString &nowIso)
{
    IngestResult result;
    // The event is found by a fixed-size digest of (source, event id): a
    // provider's ids are random, so every new event lands at a random place in
    // this index, and a short key keeps that index small and its pages few.
    const QByteArray key = d.eventKey.isEmpty() ? eventKey(d.source, d.eventId) : d.eventKey;
    const auto refuse = [&](const QString &why) {
        result.refusedStatus = 409;
        result.refusal = why;
        return result;
    };
    // An event's shop and topic are fixed at its first delivery (docs/intake.md,
    // "An operation's identity"): Shopify signs the body only, so a delivery
    // that names the same event under another shop or topic is refused, with
    // nothing of it written. Shopify's event ids are unique across shops.
    if (fromShopify(d)) {
        QSqlQuery &otherShop = m_c.statement(QStringLiteral(
            "SELECT 1 FROM events WHERE event_id = ? AND source <> ? AND source LIKE 'shopify:%' LIMIT 1"));
        otherShop.addBindValue(d.eventId);
        otherShop.addBindValue(d.source);
        if (!otherShop.exec()) {
            m_c.fail(otherShop.lastError(), tr("reading an event"));
            return std::nullopt;
        }
        const bool elsewhere = otherShop.next();
        otherShop.finish();
        if (elsewhere)
            return refuse(otherShopRefusal());
    }
    const auto insertedEvent = m_c.writes().run(
        QStringLiteral("INSERT INTO events (source, event_id, topic, triggered_at, received_at, payload, payload_sha256, event_key, order_ref)"
                       " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (event_key) DO NOTHING"),
        {d.source, d.eventId, d.topic, SqlValue::textOrNull(isoUtc(d.triggeredAt)), nowIso, d.payload,
         d.payloadSha256.isEmpty() ? sha256Hex(d.payload) : d.payloadSha256, key,
         SqlValue::textOrNull(d.orderRef)},
        true);
    if (!insertedEvent) {
        m_c.fail(m_c.writes().error(), tr("recording an event"));
        return std::nullopt;
    }
    result.newEvent = insertedEvent->changes == 1;
    qint64 eventRow = insertedEvent->rowId;
    if (eventRow == 0) {
        QSqlQuery &findEvent = m_c.statement(QStringLiteral("SELECT id, topic, payload_sha256 FROM events WHERE event_key = ?"));
        findEvent.addBindValue(key);
        if (!findEvent.exec() || !findEvent.next()) {
            m_c.fail(findEvent.lastError(), tr("reading an event"));
            return std::nullopt;
        }
        eventRow = findEvent.value(0).toLongLong();
        const bool sameTopic = findEvent.value(1).toString() == d.topic;
        const bool sameBody = findEvent.value(2).toString() == (d.payloadSha256.isEmpty() ? sha256Hex(d.payload) : d.payloadSha256);
        findEvent.finish();
        if (!sameTopic)
            return refuse(otherTopicRefusal());
        // A caller's request (docs/api.md): the same key with another body is
        // another intent, refused, never taken for a repeat (Stripe's rule).
        if (isCallerSource(d.source) && !sameBody) {
            QString known;
            for (const OperationPlan &plan : d.flows) {
                QSqlQuery &find = m_c.statement(QStringLiteral("SELECT id FROM operations WHERE trigger_key IN (?, ?)"));
                find.addBindValue(IntakeStore::eventTrigger(eventRow, plan.flow));
                find.addBindValue(IntakeStore::keyTrigger(plan));
                if (find.exec() && find.next())
                    known = find.value(0).toString();
                find.finish();
            }
            return refuse(QStringLiteral("this key was used with another body; it belongs to operation %1. "
                                         "Send the same body again, or a new key for a new intent").arg(known));
        }
    }

    // A delivery id belongs to one event; keyed under it, a new event's
    // deliveries are appended at the end of the index instead of at random.
    const auto insertedDelivery = m_c.writes().run(
        QStringLiteral("INSERT INTO deliveries (delivery_id, event_ref, received_at, signature_scheme)"
                       " VALUES (?, ?, ?, ?) ON CONFLICT (event_ref, delivery_id) DO NOTHING"),
        {d.deliveryId, eventRow, nowIso, d.signatureScheme});
    if (!insertedDelivery) {
        m_c.fail(m_c.writes().error(), tr("recording a delivery"));
        return std::nullopt;
    }
    result.newDelivery = insertedDelivery->changes == 1;

    const auto findOperation = [&](const QString &triggerKey) -> std::optional<QString> {
        QSqlQuery &find = m_c.statement(QStringLiteral("SELECT id FROM operations WHERE trigger_key = ?"));
        find.addBindValue(triggerKey);
        if (!find.exec()) {
            m_c.fail(find.lastError(), tr("reading an operation"));
            return std::nullopt;
        }
        const QString id = find.next() ? find.value(0).toString() : QString();
        find.finish();
        return id;
    };
    for (const OperationPlan &plan : d.flows) {
        // One operation per event and flow, whatever a caller checked before:
        // the trigger key is unique in the ledger. It grows with the event row,
        // so new operations append to its index.
        const QString eventTrigger = IntakeStore::eventTrigger(eventRow, plan.flow);
        // With a business key from the signed body, one operation per flow and
        // key, whatever event id the delivery carries.
        const QString keyTrigger = IntakeStore::keyTrigger(plan);
        QString id;
        // A repeat of an event finds its operation by the event first: it may
        // have been made before the flow declared its key.
        if (!result.newEvent) {
            const auto found = findOperation(eventTrigger);
            if (!found)
                return std::nullopt;
            id = *found;
        }
        if (id.isEmpty() && !keyTrigger.isEmpty()) {
            const auto found = findOperation(keyTrigger);
            if (!found)
                return std::nullopt;
            id = *found;
            result.joinedByKey = result.newEvent && !id.isEmpty();
        }
        if (id.isEmpty()) {
            id = createOperation(keyTrigger.isEmpty() ? eventTrigger : keyTrigger, eventRow, plan, Intake, false,
                                 {}, now);
            if (id.isEmpty())
                return std::nullopt;
            result.newOperation = true;
        }
        result.operationIds.append(id);
    }
    if (isCallerSource(d.source)) {
        // Whose it is: the caller reads back its own operations only.
        const QString caller = d.source.mid(7);
        for (const QString &id : std::as_const(result.operationIds)) {
            if (!m_c.writes().run(QStringLiteral("INSERT INTO caller_operations (caller, operation_id, asked_at) VALUES (?, ?, ?)"
                                                 " ON CONFLICT (caller, operation_id) DO NOTHING"),
                                  {caller, id, nowIso})) {
                m_c.fail(m_c.writes().error(), tr("recording who asked"));
                return std::nullopt;
            }
        }
    }
    result.operationId = result.operationIds.value(0);
    return result;
}

QString IntakeStore::createOperation(const QString &triggerKey, qint64 eventRowId, const OperationPlan &plan,
                                const QString &createdBy, bool approvedByCreator, const QString &supersedes,
                                const QDateTime &now)
{
    const QString id = plan.id.isEmpty() ? newUuidV7(now) : plan.id;
    const QString nowIso = isoUtc(now);
    // A new operation's state follows from its plan alone. No need to read
    // back what we write.
    // The unique trigger key makes a second operation for the same event and
    // flow impossible, whatever a caller checked before.
    if (!m_c.writes().run(QStringLiteral("INSERT INTO operations (id, trigger_key, event_ref, flow, intended_action, state, created_at,"
                                      " updated_at, supersedes, open_step, four_eyes) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                       {id, triggerKey, eventRowId > 0 ? SqlValue(eventRowId) : SqlValue(nullptr), plan.flow, plan.intendedAction,
                        toString(firstState(plan, approvedByCreator)), nowIso, nowIso,
                        SqlValue::textOrNull(supersedes), plan.steps.isEmpty() ? 0 : 1, toString(plan.fourEyes)})) {
        m_c.fail(m_c.writes().error(), tr("creating an operation"));
        return {};
    }
    int position = 0;
    QList<std::pair<qint64, StepPlan>> refused; // steps whose content cannot be sent, and why
    for (const StepPlan &sp : plan.steps) {
        ++position;
        const QString approver = approverOf(sp, createdBy, approvedByCreator);
        const auto step = m_c.writes().run(
            QStringLiteral("INSERT INTO steps (operation_id, position, kind, target, reference, state, capability, attempt_limit,"
                           " max_attempts, key_retention_s, settle_ms, max_execution_ms, can_lookup, verify_by_lookup,"
                           " content_version, updated_at, hold_reason)"
                           " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)"),
            {id, position, sp.kind, sp.target, sp.reference.isEmpty() ? newStepReference() : sp.reference,
             toString(firstState(sp, approvedByCreator)),
             toString(sp.policy.capability), sp.policy.maxAttempts,
             sp.policy.maxAttempts, qint64(sp.policy.keyRetentionSeconds), qint64(sp.policy.settleMs), qint64(sp.policy.maxExecutionMs),
             sp.policy.canLookup ? 1 : 0, sp.policy.verifyByLookup ? 1 : 0, nowIso,
             toString(sp.refusal.isEmpty() ? HoldReason::None : HoldReason::ContentRejected)},
            true);
        if (!step) {
            m_c.fail(m_c.writes().error(), tr("creating a step"));
            return {};
        }
        qint64 stepRef = step->rowId;
        if (stepRef == 0) {
            QSqlQuery &find = m_c.statement(QStringLiteral("SELECT id FROM steps WHERE operation_id = ? AND position = ?"));
            find.addBindValue(id);
            find.addBindValue(position);
            if (!find.exec() || !find.next()) {
                m_c.fail(find.lastError(), tr("reading a step"));
                return {};
            }
            stepRef = find.value(0).toLongLong();
            find.finish();
        }
        if (!m_c.writes().run(QStringLiteral("INSERT INTO content_versions (step_ref, version, body, sha256, created_at, created_by,"
                                          " approved_by, approved_at) VALUES (?, 1, ?, ?, ?, ?, ?, ?)"),
                           {stepRef, sp.content, sp.contentSha256.isEmpty() ? sha256Hex(sp.content) : sp.contentSha256, nowIso, createdBy,
                            SqlValue::textOrNull(approver), approver.isEmpty() ? SqlValue(nullptr) : SqlValue(nowIso)})) {
            m_c.fail(m_c.writes().error(), tr("storing content"));
            return {};
        }
        if (!sp.refusal.isEmpty())
            refused.append({stepRef, sp});
    }
    if (!refused.isEmpty()) {
        // Held at once, the reason on the step; the operation row follows its steps.
        if (!m_steps) {
            m_c.refuse(tr("content that cannot be sent: %1").arg(refused.first().second.refusal));
            return {};
        }
        for (const auto &[stepRef, plan] : std::as_const(refused)) {
            if (!m_steps->appendEvidenceIn(stepRef, {}, QStringLiteral("content_check"), now, QStringLiteral("refused"), {}, 0, plan.refusal,
                                           {}, plan.refusalSaid))
                return {};
        }
        if (!m_steps->refreshOperationIn(id, now, 0))
            return {};
    }
    return id;
}

} // namespace rl::models
