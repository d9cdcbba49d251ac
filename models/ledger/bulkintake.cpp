// SPDX-License-Identifier: GPL-3.0-or-later
#include "intakestore.h"

#include "connection.h"
#include "ids.h"

#include <QHash>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <algorithm>

// Intake's batch on PostgreSQL in a fixed number of statements: each table's
// new rows of the whole batch go in one INSERT … SELECT FROM unnest(arrays),
// and what the rules need to know first (another shop's event, an event or
// operation already in the ledger) is read for the whole batch at once, key by
// key through the index (a plan kept from when the table was empty would
// otherwise scan it whole for a list of keys). The rules are those of
// IntakeStore::ingestOne, walked over the batch in the same order; only the
// round trips differ (docs/team-mode.md, "Intake in bulk").

namespace rl::models {

namespace {

// A PostgreSQL array literal of texts, bound as one value and cast to text[]
// by the statement. Every element is quoted; NULL is written bare.
class TextArray
{
public:
    void add(const QString &v)
    {
        separate();
        m_s += QLatin1Char('"');
        for (const QChar c : v) {
            if (c == QLatin1Char('"') || c == QLatin1Char('\\'))
                m_s += QLatin1Char('\\');
            m_s += c;
        }
        m_s += QLatin1Char('"');
    }
    void addOrNull(const QString &v)
    {
        if (v.isEmpty()) {
            separate();
            m_s += QLatin1String("NULL");
        } else {
            add(v);
        }
    }
    void add(qint64 n)
    {
        separate();
        m_s += QString::number(n);
    }
    // Bytes travel as hex; the statement decodes them.
    void addHex(const QByteArray &b)
    {
        separate();
        m_s += QLatin1Char('"');
        m_s += QLatin1String(b.toHex());
        m_s += QLatin1Char('"');
    }
    int size() const { return m_n; }
    QString literal() const { return QLatin1Char('{') + m_s + QLatin1Char('}'); }

private:
    void separate()
    {
        if (m_n++ > 0)
            m_s += QLatin1Char(',');
    }
    QString m_s;
    int m_n = 0;
};

} // namespace

bool IntakeStore::fitsBulk(const QList<IncomingDelivery> &deliveries)
{
    // Content that cannot be sent is held with evidence at once: that
    // operation is made the long way (rare; the whole batch then is).
    for (const IncomingDelivery &d : deliveries) {
        // A caller's request is checked against its key's first body and
        // recorded as the caller's (docs/api.md): the long way.
        if (isCallerSource(d.source))
            return false;
        for (const OperationPlan &plan : d.flows) {
            for (const StepPlan &sp : plan.steps) {
                if (!sp.refusal.isEmpty())
                    return false;
            }
        }
    }
    return true;
}

std::optional<QList<IngestResult>> IntakeStore::ingestInBulk(const QList<IncomingDelivery> &deliveries, const QList<qsizetype> &order,
                                                             const QList<QByteArray> &keys, const QDateTime &now, const QString &nowIso)
{
    QList<IngestResult> results(deliveries.size());
    const auto refuse = [&](qsizetype i, const QString &why) {
        results[i].refusedStatus = 409;
        results[i].refusal = why;
    };

    // 1. An event id Shopify already delivered for another shop is refused
    // (docs/intake.md, "An operation's identity"): the shops each event id
    // has in the ledger, read for the whole batch.
    QHash<QString, QSet<QString>> shopsOf;
    {
        TextArray ids;
        QSet<QString> asked;
        for (const IncomingDelivery &d : deliveries) {
            if (fromShopify(d) && !asked.contains(d.eventId)) {
                asked.insert(d.eventId);
                ids.add(d.eventId);
            }
        }
        if (ids.size() > 0) {
            auto q = m_c.exec(QStringLiteral("SELECT k.id, e.source FROM unnest(CAST(? AS text[])) AS k(id) CROSS JOIN LATERAL"
                                             " (SELECT source FROM events WHERE event_id = k.id AND source LIKE 'shopify:%'"
                                             " LIMIT 1000) AS e"),
                              {ids.literal()}, tr("reading an event"));
            if (!q)
                return std::nullopt;
            while (q->next())
                shopsOf[q->value(0).toString()].insert(q->value(1).toString());
            q->finish();
        }
    }

    // 2. The batch's events, each written by its first delivery, in the
    // order of their keys (as the long way writes them).
    struct Event
    {
        qsizetype first = -1; // the delivery that writes it
        QString topic;        // as the ledger has it
        qint64 row = 0;
        bool inserted = false;
    };
    QHash<QByteArray, Event> events;
    QList<QByteArray> eventOrder;
    QList<qsizetype> live; // deliveries not refused so far, in order
    live.reserve(order.size());
    for (const qsizetype i : order) {
        const IncomingDelivery &d = deliveries.at(i);
        if (fromShopify(d)) {
            const QSet<QString> shops = shopsOf.value(d.eventId);
            if (std::any_of(shops.cbegin(), shops.cend(), [&](const QString &s) { return s != d.source; })) {
                refuse(i, otherShopRefusal());
                continue;
            }
        }
        const QByteArray &key = keys.at(i);
        if (!events.contains(key)) {
            events.insert(key, Event{i, d.topic});
            eventOrder.append(key);
            if (fromShopify(d))
                shopsOf[d.eventId].insert(d.source);
        }
        live.append(i);
    }
    if (!eventOrder.isEmpty()) {
        TextArray source, eventId, topic, triggeredAt, payload, payloadSha, eventKeys, orderRef;
        for (const QByteArray &key : std::as_const(eventOrder)) {
            const IncomingDelivery &d = deliveries.at(events.value(key).first);
            source.add(d.source);
            eventId.add(d.eventId);
            topic.add(d.topic);
            triggeredAt.addOrNull(isoUtc(d.triggeredAt));
            payload.addHex(d.payload);
            payloadSha.add(d.payloadSha256.isEmpty() ? sha256Hex(d.payload) : d.payloadSha256);
            eventKeys.addHex(key);
            orderRef.addOrNull(d.orderRef);
        }
        auto q = m_c.exec(
            QStringLiteral(
                "INSERT INTO events (source, event_id, topic, triggered_at, received_at, payload, payload_sha256, event_key, order_ref)"
                " SELECT u.source, u.event_id, u.topic, u.triggered_at, ?, decode(u.payload, 'hex'), u.payload_sha256,"
                " decode(u.event_key, 'hex'), u.order_ref"
                " FROM unnest(CAST(? AS text[]), CAST(? AS text[]), CAST(? AS text[]), CAST(? AS text[]), CAST(? AS text[]),"
                " CAST(? AS text[]), CAST(? AS text[]), CAST(? AS text[])) WITH ORDINALITY"
                " AS u(source, event_id, topic, triggered_at, payload, payload_sha256, event_key, order_ref, n) ORDER BY u.n"
                " ON CONFLICT (event_key) DO NOTHING RETURNING id, encode(event_key, 'hex')"),
            {nowIso, source.literal(), eventId.literal(), topic.literal(), triggeredAt.literal(), payload.literal(),
             payloadSha.literal(), eventKeys.literal(), orderRef.literal()},
            tr("recording an event"));
        if (!q)
            return std::nullopt;
        while (q->next()) {
            Event &e = events[QByteArray::fromHex(q->value(1).toString().toLatin1())];
            e.row = q->value(0).toLongLong();
            e.inserted = true;
        }
        q->finish();
        // Events the ledger had already: their rows and the topic their
        // first delivery gave them.
        TextArray known;
        for (const QByteArray &key : std::as_const(eventOrder)) {
            if (!events.value(key).inserted)
                known.addHex(key);
        }
        if (known.size() > 0) {
            q = m_c.exec(QStringLiteral("SELECT e.id, k.key, e.topic FROM unnest(CAST(? AS text[])) AS k(key) CROSS JOIN LATERAL"
                                        " (SELECT id, topic FROM events WHERE event_key = decode(k.key, 'hex') LIMIT 1) AS e"),
                         {known.literal()}, tr("reading an event"));
            if (!q)
                return std::nullopt;
            while (q->next()) {
                Event &e = events[QByteArray::fromHex(q->value(1).toString().toLatin1())];
                e.row = q->value(0).toLongLong();
                e.topic = q->value(2).toString();
            }
            q->finish();
        }
        for (const QByteArray &key : std::as_const(eventOrder)) {
            if (events.value(key).row == 0) {
                m_c.refuse(tr("an event of this batch is neither new nor in the ledger"));
                return std::nullopt;
            }
        }
    }

    // 3. Deliveries: an event's topic is fixed at its first delivery.
    QList<qsizetype> recorded; // deliveries written, in order
    recorded.reserve(live.size());
    {
        TextArray deliveryId, eventRef, scheme;
        for (const qsizetype i : std::as_const(live)) {
            const IncomingDelivery &d = deliveries.at(i);
            const Event &e = events.value(keys.at(i));
            results[i].newEvent = e.inserted && e.first == i;
            if (!results[i].newEvent && e.topic != d.topic) {
                refuse(i, otherTopicRefusal());
                continue;
            }
            recorded.append(i);
            deliveryId.add(d.deliveryId);
            eventRef.add(e.row);
            scheme.add(d.signatureScheme);
        }
        if (!recorded.isEmpty()) {
            auto q = m_c.exec(QStringLiteral("INSERT INTO deliveries (delivery_id, event_ref, received_at, signature_scheme)"
                                             " SELECT u.delivery_id, CAST(u.event_ref AS bigint), ?, u.scheme"
                                             " FROM unnest(CAST(? AS text[]), CAST(? AS text[]), CAST(? AS text[])) WITH ORDINALITY"
                                             " AS u(delivery_id, event_ref, scheme, n) ORDER BY u.n"
                                             " ON CONFLICT (event_ref, delivery_id) DO NOTHING RETURNING event_ref, delivery_id"),
                              {nowIso, deliveryId.literal(), eventRef.literal(), scheme.literal()}, tr("recording a delivery"));
            if (!q)
                return std::nullopt;
            QSet<std::pair<qint64, QString>> inserted;
            while (q->next())
                inserted.insert({q->value(0).toLongLong(), q->value(1).toString()});
            q->finish();
            // A delivery id twice in the batch: the first one is new.
            for (const qsizetype i : std::as_const(recorded))
                results[i].newDelivery = inserted.remove({events.value(keys.at(i)).row, deliveries.at(i).deliveryId});
        }
    }

    // 4. Operations: one per event and flow, or per flow and business key.
    QHash<QString, QString> operationOf; // trigger key → operation id
    {
        TextArray triggers;
        QSet<QString> asked;
        const auto ask = [&](const QString &t) {
            if (!t.isEmpty() && !asked.contains(t)) {
                asked.insert(t);
                triggers.add(t);
            }
        };
        for (const qsizetype i : std::as_const(recorded)) {
            for (const OperationPlan &plan : deliveries.at(i).flows) {
                if (!results[i].newEvent)
                    ask(eventTrigger(events.value(keys.at(i)).row, plan.flow));
                ask(keyTrigger(plan));
            }
        }
        if (triggers.size() > 0) {
            auto q = m_c.exec(QStringLiteral("SELECT k.key, o.id FROM unnest(CAST(? AS text[])) AS k(key) CROSS JOIN LATERAL"
                                             " (SELECT id FROM operations WHERE trigger_key = k.key LIMIT 1) AS o"),
                              {triggers.literal()}, tr("reading an operation"));
            if (!q)
                return std::nullopt;
            while (q->next())
                operationOf.insert(q->value(0).toString(), q->value(1).toString());
            q->finish();
        }
    }
    struct NewOperation
    {
        QString id;
        QString trigger;
        qint64 eventRow;
        const OperationPlan *plan;
    };
    QList<NewOperation> created;
    for (const qsizetype i : std::as_const(recorded)) {
        IngestResult &result = results[i];
        const qint64 eventRow = events.value(keys.at(i)).row;
        for (const OperationPlan &plan : deliveries.at(i).flows) {
            const QString eventTrigger = IntakeStore::eventTrigger(eventRow, plan.flow);
            const QString keyTrigger = IntakeStore::keyTrigger(plan);
            QString id;
            if (!result.newEvent)
                id = operationOf.value(eventTrigger);
            if (id.isEmpty() && !keyTrigger.isEmpty()) {
                id = operationOf.value(keyTrigger);
                result.joinedByKey = result.newEvent && !id.isEmpty();
            }
            if (id.isEmpty()) {
                id = plan.id.isEmpty() ? newUuidV7(now) : plan.id;
                const QString trigger = keyTrigger.isEmpty() ? eventTrigger : keyTrigger;
                operationOf.insert(trigger, id);
                created.append({id, trigger, eventRow, &plan});
                result.newOperation = true;
            }
            result.operationIds.append(id);
        }
        result.operationId = result.operationIds.value(0);
    }
    if (created.isEmpty())
        return results;

    // 5. The new operations, their steps and each step's pinned content, as
    // IntakeStore::createOperation writes them for intake.
    {
        TextArray id, trigger, eventRef, flow, action, state, openStep, fourEyes;
        for (const NewOperation &o : std::as_const(created)) {
            const OperationPlan &plan = *o.plan;
            id.add(o.id);
            trigger.add(o.trigger);
            eventRef.add(o.eventRow);
            flow.add(plan.flow);
            action.add(plan.intendedAction);
            state.add(toString(firstState(plan, false)));
            openStep.add(plan.steps.isEmpty() ? 0 : 1);
            fourEyes.add(toString(plan.fourEyes));
        }
        if (!m_c.exec(QStringLiteral("INSERT INTO operations (id, trigger_key, event_ref, flow, intended_action, state, created_at, updated_at,"
                                     " open_step, four_eyes)"
                                     " SELECT u.id, u.trigger_key, CAST(u.event_ref AS bigint), u.flow, u.intended_action, u.state, ?, ?,"
                                     " CAST(u.open_step AS integer), u.four_eyes"
                                     " FROM unnest(CAST(? AS text[]), CAST(? AS text[]), CAST(? AS text[]), CAST(? AS text[]),"
                                     " CAST(? AS text[]), CAST(? AS text[]), CAST(? AS text[]), CAST(? AS text[])) WITH ORDINALITY"
                                     " AS u(id, trigger_key, event_ref, flow, intended_action, state, open_step, four_eyes, n) ORDER BY u.n"),
                      {nowIso, nowIso, id.literal(), trigger.literal(), eventRef.literal(), flow.literal(), action.literal(),
                       state.literal(), openStep.literal(), fourEyes.literal()},
                      tr("creating an operation")))
            return std::nullopt;
    }
    struct NewStep
    {
        const StepPlan *plan;
        qint64 row = 0;
    };
    QHash<std::pair<QString, int>, NewStep> steps;
    QList<std::pair<QString, int>> stepOrder;
    {
        TextArray operation, position, kind, target, reference, state, capability, attempts, retention, settle, maxExecution,
            canLookup, verify;
        for (const NewOperation &o : std::as_const(created)) {
            int n = 0;
            for (const StepPlan &sp : o.plan->steps) {
                ++n;
                operation.add(o.id);
                position.add(n);
                kind.add(sp.kind);
                target.add(sp.target);
                reference.add(sp.reference.isEmpty() ? newStepReference() : sp.reference);
                state.add(toString(firstState(sp, false)));
                capability.add(toString(sp.policy.capability));
                attempts.add(sp.policy.maxAttempts);
                retention.add(qint64(sp.policy.keyRetentionSeconds));
                settle.add(qint64(sp.policy.settleMs));
                maxExecution.add(qint64(sp.policy.maxExecutionMs));
                canLookup.add(sp.policy.canLookup ? 1 : 0);
                verify.add(sp.policy.verifyByLookup ? 1 : 0);
                steps.insert({o.id, n}, NewStep{&sp});
                stepOrder.append({o.id, n});
            }
        }
        if (stepOrder.isEmpty())
            return results;
        auto q = m_c.exec(
            QStringLiteral(
                "INSERT INTO steps (operation_id, position, kind, target, reference, state, capability, attempt_limit, max_attempts,"
                " key_retention_s, settle_ms, max_execution_ms, can_lookup, verify_by_lookup, content_version, updated_at, hold_reason)"
                " SELECT u.operation_id, CAST(u.position AS integer), u.kind, u.target, u.reference, u.state, u.capability,"
                " CAST(u.attempts AS integer), CAST(u.attempts AS integer), CAST(u.retention AS bigint), CAST(u.settle AS bigint),"
                " CAST(u.max_execution AS bigint), CAST(u.can_lookup AS integer), CAST(u.verify AS integer), 1, ?, ?"
                " FROM unnest(CAST(? AS text[]), CAST(? AS text[]), CAST(? AS text[]), CAST(? AS text[]), CAST(? AS text[]),"
                " CAST(? AS text[]), CAST(? AS text[]), CAST(? AS text[]), CAST(? AS text[]), CAST(? AS text[]), CAST(? AS text[]),"
                " CAST(? AS text[]), CAST(? AS text[])) WITH ORDINALITY"
                " AS u(operation_id, position, kind, target, reference, state, capability, attempts, retention, settle, max_execution,"
                " can_lookup, verify, n) ORDER BY u.n"
                " RETURNING id, operation_id, position"),
            {nowIso, toString(HoldReason::None), operation.literal(), position.literal(), kind.literal(), target.literal(),
             reference.literal(), state.literal(), capability.literal(), attempts.literal(), retention.literal(), settle.literal(),
             maxExecution.literal(), canLookup.literal(), verify.literal()},
            tr("creating a step"));
        if (!q)
            return std::nullopt;
        while (q->next()) {
            auto it = steps.find({q->value(1).toString(), q->value(2).toInt()});
            if (it != steps.end())
                it->row = q->value(0).toLongLong();
        }
        q->finish();
    }
    {
        TextArray stepRef, body, sha, approvedBy, approvedAt;
        for (const auto &k : std::as_const(stepOrder)) {
            const NewStep &s = steps.value(k);
            if (s.row == 0) {
                m_c.refuse(tr("a step of this batch was not created"));
                return std::nullopt;
            }
            const StepPlan &sp = *s.plan;
            stepRef.add(s.row);
            body.addHex(sp.content);
            sha.add(sp.contentSha256.isEmpty() ? sha256Hex(sp.content) : sp.contentSha256);
            const QString approver = approverOf(sp, Intake, false);
            approvedBy.addOrNull(approver);
            approvedAt.addOrNull(approver.isEmpty() ? QString() : nowIso);
        }
        if (!m_c.exec(QStringLiteral("INSERT INTO content_versions (step_ref, version, body, sha256, created_at, created_by, approved_by,"
                                     " approved_at)"
                                     " SELECT CAST(u.step_ref AS bigint), 1, decode(u.body, 'hex'), u.sha256, ?, ?, u.approved_by, u.approved_at"
                                     " FROM unnest(CAST(? AS text[]), CAST(? AS text[]), CAST(? AS text[]), CAST(? AS text[]),"
                                     " CAST(? AS text[])) WITH ORDINALITY AS u(step_ref, body, sha256, approved_by, approved_at, n) ORDER BY u.n"),
                      {nowIso, Intake, stepRef.literal(), body.literal(), sha.literal(), approvedBy.literal(),
                       approvedAt.literal()},
                      tr("storing content")))
            return std::nullopt;
    }
    return results;
}

} // namespace rl::models
