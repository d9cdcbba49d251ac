// SPDX-License-Identifier: GPL-3.0-or-later
#include "personaldatastore.h"

#include "connection.h"
#include "decisionlog.h"
#include "ids.h"
#include "personaldata.h"
#include "reader.h"
#include "sqldialect.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

namespace rl::models {

namespace {

QString placeholders(qsizetype n)
{
    QStringList q;
    for (qsizetype i = 0; i < n; ++i)
        q << QStringLiteral("?");
    return q.join(QStringLiteral(", "));
}

QVariantList asVariants(const QStringList &list)
{
    QVariantList v;
    for (const QString &s : list)
        v << s;
    return v;
}

const QStringList AllKinds{QStringLiteral("signed_body"), QStringLiteral("content"), QStringLiteral("evidence_detail")};

} // namespace

std::optional<QByteArray> PersonalDataStore::subjectKey()
{
    if (!m_key.isEmpty())
        return m_key;
    auto q = m_c.exec(QStringLiteral("SELECT value FROM ledger_subject_key"), {}, tr("reading the subject key"));
    if (!q)
        return std::nullopt;
    if (!q->next()) {
        m_c.setError({LedgerError::Kind::Corrupt, tr("The ledger %1 has no subject key; it is damaged.").arg(m_c.location())});
        return std::nullopt;
    }
    const QByteArray key = QByteArray::fromHex(q->value(0).toString().toLatin1());
    if (key.size() != 32) {
        m_c.setError({LedgerError::Kind::Corrupt, tr("The ledger %1 has a damaged subject key.").arg(m_c.location())});
        return std::nullopt;
    }
    m_key = key;
    return m_key;
}

std::optional<int> PersonalDataStore::indexSubjects(int limit)
{
    const auto key = subjectKey();
    if (!key)
        return std::nullopt;
    // The bodies read, parsed and their subjects' digests made before the
    // transaction: only SQL runs under the write lock (docs/architecture.md),
    // which intake's commits wait for.
    QList<std::pair<qint64, QStringList>> found;
    {
        auto q = m_c.exec(QStringLiteral("SELECT id, source, payload FROM events WHERE subjects_indexed = 0 AND payload_removed_at IS NULL"
                                         " ORDER BY id LIMIT ?"),
                          {limit}, tr("reading the events to index"));
        if (!q)
            return std::nullopt;
        while (q->next()) {
            QStringList digests;
            for (const QString &identifier : Subjects::identifiersIn(q->value(1).toString(), q->value(2).toByteArray()))
                digests << Subjects::digest(*key, identifier);
            found.append({q->value(0).toLongLong(), digests});
        }
    }
    if (found.isEmpty())
        return 0;
    WriteTransaction tx(m_c);
    if (!tx.ok())
        return std::nullopt;
    for (const auto &[event, digests] : std::as_const(found)) {
        // Still unindexed and its body still kept: another process may have
        // indexed it meanwhile, an erasure emptied it.
        auto marked = m_c.exec(QStringLiteral("UPDATE events SET subjects_indexed = 1 WHERE id = ? AND subjects_indexed = 0"
                                              " AND payload_removed_at IS NULL"),
                               {event}, tr("indexing an event's subjects"));
        if (!marked)
            return std::nullopt;
        if (marked->numRowsAffected() != 1)
            continue;
        for (const QString &digest : digests) {
            if (!m_c.exec(QStringLiteral("INSERT INTO event_subjects (event_ref, subject) VALUES (?, ?) ON CONFLICT DO NOTHING"), {event, digest},
                          tr("indexing an event's subjects")))
                return std::nullopt;
        }
    }
    if (!tx.commit())
        return std::nullopt;
    return int(found.size()); // looked at (a caller repeats while any is left)
}

std::optional<QStringList> PersonalDataStore::withSuccessors(QStringList operations)
{
    // A new approved operation copies its predecessor's content: it is about the same customer.
    QSet<QString> seen(operations.begin(), operations.end());
    QStringList frontier = operations;
    while (!frontier.isEmpty()) {
        auto q = m_c.exec(QStringLiteral("SELECT id FROM operations WHERE supersedes IN (%1)").arg(placeholders(frontier.size())),
                          asVariants(frontier), tr("reading the operations made from others"));
        if (!q)
            return std::nullopt;
        frontier.clear();
        while (q->next()) {
            const QString id = q->value(0).toString();
            if (!seen.contains(id)) {
                seen.insert(id);
                operations << id;
                frontier << id;
            }
        }
    }
    return operations;
}

std::optional<QStringList> PersonalDataStore::unresolvedOf(const QStringList &operations)
{
    if (operations.isEmpty())
        return QStringList{};
    auto q = m_c.exec(QStringLiteral("SELECT id FROM operations WHERE id IN (%1) AND state NOT IN ('completed', 'abandoned') ORDER BY id")
                          .arg(placeholders(operations.size())),
                      asVariants(operations), tr("reading the operations' states"));
    if (!q)
        return std::nullopt;
    QStringList out;
    while (q->next())
        out << q->value(0).toString();
    return out;
}

std::optional<SubjectMatch> PersonalDataStore::find(const QStringList &identifiers)
{
    const auto key = subjectKey();
    if (!key)
        return std::nullopt;
    // Whatever intake took since the last pass is indexed first.
    for (;;) {
        const auto n = indexSubjects(500);
        if (!n)
            return std::nullopt;
        if (*n == 0)
            break;
    }
    QStringList digests;
    for (const QString &i : identifiers)
        digests << Subjects::digest(*key, i);
    SubjectMatch m;
    if (digests.isEmpty())
        return m;
    auto q = m_c.exec(QStringLiteral("SELECT DISTINCT event_ref FROM event_subjects WHERE subject IN (%1) ORDER BY event_ref")
                          .arg(placeholders(digests.size())),
                      asVariants(digests), tr("finding a customer's events"));
    if (!q)
        return std::nullopt;
    while (q->next())
        m.events << q->value(0).toLongLong();
    q->finish();
    QStringList operations;
    for (qint64 e : std::as_const(m.events)) {
        auto o = m_c.exec(QStringLiteral("SELECT id FROM operations WHERE event_ref = ?"), {e}, tr("finding a customer's operations"));
        if (!o)
            return std::nullopt;
        while (o->next())
            operations << o->value(0).toString();
    }
    const auto all = withSuccessors(operations);
    if (!all)
        return std::nullopt;
    m.operations = *all;
    const auto unresolved = unresolvedOf(m.operations);
    if (!unresolved)
        return std::nullopt;
    m.unresolved = *unresolved;
    return m;
}

std::optional<SubjectMatch> PersonalDataStore::findShop(const QString &shopDomain)
{
    SubjectMatch m;
    const QString source = QStringLiteral("shopify:") + shopDomain.trimmed().toLower();
    auto q = m_c.exec(QStringLiteral("SELECT id FROM events WHERE source = ? ORDER BY id"), {source}, tr("finding a shop's events"));
    if (!q)
        return std::nullopt;
    while (q->next())
        m.events << q->value(0).toLongLong();
    q->finish();
    auto o = m_c.exec(QStringLiteral("SELECT o.id FROM operations o JOIN events e ON e.id = o.event_ref WHERE e.source = ? ORDER BY o.id"),
                      {source}, tr("finding a shop's operations"));
    if (!o)
        return std::nullopt;
    QStringList operations;
    while (o->next())
        operations << o->value(0).toString();
    o->finish();
    const auto all = withSuccessors(operations);
    if (!all)
        return std::nullopt;
    m.operations = *all;
    const auto unresolved = unresolvedOf(m.operations);
    if (!unresolved)
        return std::nullopt;
    m.unresolved = *unresolved;
    return m;
}

bool PersonalDataStore::recordIn(const PersonalDataRemoval &r, qint64 eventRef)
{
    return bool(m_c.exec(QStringLiteral("INSERT INTO personal_data_removals (operation_id, event_ref, kind, policy, removed_at, row_count,"
                                        " byte_count, decision_seq) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"),
                         {textOrNull(r.operationId), eventRef > 0 ? QVariant(eventRef) : QVariant(QMetaType::fromType<qint64>()), r.kind,
                          r.policy, isoUtc(r.removedAt), r.rows, r.bytes,
                          r.decisionSeq > 0 ? QVariant(r.decisionSeq) : QVariant(QMetaType::fromType<qint64>())},
                         tr("recording what was removed")));
}

std::optional<PersonalDataRemoval> PersonalDataStore::removeEventIn(qint64 eventRef, const QString &operationId, const QString &policy,
                                                                    const QDateTime &now, qint64 seq)
{
    PersonalDataRemoval r{operationId, QStringLiteral("signed_body"), policy, now, 0, 0, seq};
    auto size = m_c.exec(QStringLiteral("SELECT length(payload) FROM events WHERE id = ? AND payload_removed_at IS NULL"), {eventRef},
                         tr("removing a signed body"));
    if (!size)
        return std::nullopt;
    if (!size->next())
        return r; // removed before
    r.bytes = size->value(0).toLongLong();
    size->finish();
    // Overwritten, never deleted: the event's key, digest and deliveries stay,
    // so a repeat of it is still recognised. (An empty value of the column's
    // own type on both engines.)
    if (!m_c.exec(QStringLiteral("UPDATE events SET payload = substr(payload, 1, 0), payload_removed_at = ? WHERE id = ?"),
                  {isoUtc(now), eventRef}, tr("removing a signed body")))
        return std::nullopt;
    r.rows = 1;
    if (!recordIn(r, eventRef))
        return std::nullopt;
    return r;
}

std::optional<QList<PersonalDataRemoval>> PersonalDataStore::removeOperationIn(const QString &operationId, const QStringList &kinds,
                                                                               const QString &policy, const QDateTime &now, qint64 seq)
{
    QList<PersonalDataRemoval> out;
    const QString at = isoUtc(now);
    if (kinds.contains(QLatin1String("content"))) {
        PersonalDataRemoval r{operationId, QStringLiteral("content"), policy, now, 0, 0, seq};
        auto size = m_c.exec(QStringLiteral("SELECT COUNT(*), COALESCE(SUM(length(c.body)), 0) FROM content_versions c JOIN steps s ON s.id = c.step_ref"
                                            " WHERE s.operation_id = ? AND c.body_removed_at IS NULL"),
                             {operationId}, tr("removing rendered content"));
        if (!size || !size->next())
            return std::nullopt;
        r.rows = size->value(0).toLongLong();
        r.bytes = size->value(1).toLongLong();
        size->finish();
        if (r.rows > 0) {
            if (!m_c.exec(QStringLiteral("UPDATE content_versions SET body = substr(body, 1, 0), body_removed_at = ? WHERE body_removed_at IS NULL"
                                         " AND step_ref IN (SELECT id FROM steps WHERE operation_id = ?)"),
                          {at, operationId}, tr("removing rendered content")))
                return std::nullopt;
            // A request's edited content waits beside it.
            if (!m_c.exec(QStringLiteral("UPDATE countersign_requests SET new_content = NULL WHERE operation_id = ? AND new_content IS NOT NULL"),
                          {operationId}, tr("removing rendered content")))
                return std::nullopt;
            if (!recordIn(r, 0))
                return std::nullopt;
            out << r;
        }
    }
    if (kinds.contains(QLatin1String("evidence_detail"))) {
        // A delivery event's detail is its event id (the service's, no
        // personal data), kept: a repeat of the event is recognised by it.
        PersonalDataRemoval r{operationId, QStringLiteral("evidence_detail"), policy, now, 0, 0, seq};
        auto size = m_c.exec(QStringLiteral("SELECT COUNT(*), COALESCE(SUM(length(v.detail)), 0) FROM evidence v JOIN steps s ON s.id = v.step_ref"
                                            " WHERE s.operation_id = ? AND v.detail IS NOT NULL AND v.kind <> 'delivery_event'"),
                             {operationId}, tr("removing evidence details"));
        if (!size || !size->next())
            return std::nullopt;
        r.rows = size->value(0).toLongLong();
        r.bytes = size->value(1).toLongLong();
        size->finish();
        if (r.rows > 0) {
            if (!m_c.exec(QStringLiteral("UPDATE evidence SET detail = NULL, detail_removed_at = ? WHERE detail IS NOT NULL"
                                         " AND kind <> 'delivery_event' AND step_ref IN (SELECT id FROM steps WHERE operation_id = ?)"),
                          {at, operationId}, tr("removing evidence details")))
                return std::nullopt;
            if (!recordIn(r, 0))
                return std::nullopt;
            out << r;
        }
    }
    return out;
}

std::optional<QList<PersonalDataRemoval>> PersonalDataStore::applyRetention(const RetentionPolicy &policy, const QDateTime &now, int limit)
{
    // A body goes only once its subjects are indexed (so an erasure still
    // finds what it led to): whatever intake took since the last pass first.
    if (!indexSubjects(limit))
        return std::nullopt;
    QList<PersonalDataRemoval> out;
    const QString retention = QStringLiteral("retention");
    // A resolved operation can still gain evidence (a confirming lookup's
    // answer comes after it completed): once a day a pass starts from the
    // beginning again, so such a detail waits a day at most past its period.
    if (!m_watermarksSince.isValid() || m_watermarksSince.secsTo(now) > 24 * 3600 || m_watermarksSince > now) {
        m_clearedBefore.clear();
        m_watermarksSince = now;
    }
    // Data of an operation that is running, uncertain, held or awaiting
    // approval is never removed: only once it is completed or abandoned, and
    // the period counts from then.
    // An operation is resolved once (a new resolution moves resolved_at to
    // then), so once a batch is cleared everything resolved before its last
    // one is: the kind's watermark moves there (or to the cutoff, when the
    // batch was the last one).
    struct Due
    {
        QStringList ids;
        QString watermark;
    };
    const auto resolvedBefore = [&](int days, const QString &kind, const QString &notRemoved) -> std::optional<Due> {
        const QString cutoff = isoUtc(now.addDays(-days));
        auto q = m_c.exec(QStringLiteral("SELECT o.id, o.resolved_at FROM operations o WHERE o.resolved_at IS NOT NULL AND o.resolved_at >= ?"
                                         " AND o.resolved_at < ? AND o.state IN ('completed', 'abandoned') AND %1"
                                         " ORDER BY o.resolved_at LIMIT ?").arg(notRemoved),
                          {m_clearedBefore.value(kind, QStringLiteral("0000-00-00T00:00:00.000Z")), cutoff, limit},
                          tr("finding what the retention periods have run out for (%1)").arg(kind));
        if (!q)
            return std::nullopt;
        Due due;
        QString last;
        while (q->next()) {
            due.ids << q->value(0).toString();
            last = q->value(1).toString();
        }
        due.watermark = due.ids.size() < limit ? cutoff : last;
        return due;
    };
    if (policy.contentDays > 0) {
        const auto ops = resolvedBefore(policy.contentDays, QStringLiteral("content"),
                                        QStringLiteral("EXISTS (SELECT 1 FROM content_versions c JOIN steps s ON s.id = c.step_ref"
                                                       " WHERE s.operation_id = o.id AND c.body_removed_at IS NULL)"));
        if (!ops)
            return std::nullopt;
        for (const QString &op : std::as_const(ops->ids)) {
            WriteTransaction tx(m_c);
            const auto removed = tx.ok() ? removeOperationIn(op, {QStringLiteral("content")}, retention, now, 0) : std::nullopt;
            if (!removed || !tx.commit())
                return std::nullopt;
            out += *removed;
        }
        m_clearedBefore.insert(QStringLiteral("content"), ops->watermark);
    }
    if (policy.evidenceDetailsDays > 0) {
        const auto ops = resolvedBefore(policy.evidenceDetailsDays, QStringLiteral("evidence"),
                                        QStringLiteral("EXISTS (SELECT 1 FROM evidence v JOIN steps s ON s.id = v.step_ref"
                                                       " WHERE s.operation_id = o.id AND v.detail IS NOT NULL AND v.kind <> 'delivery_event')"));
        if (!ops)
            return std::nullopt;
        for (const QString &op : std::as_const(ops->ids)) {
            WriteTransaction tx(m_c);
            const auto removed = tx.ok() ? removeOperationIn(op, {QStringLiteral("evidence_detail")}, retention, now, 0) : std::nullopt;
            if (!removed || !tx.commit())
                return std::nullopt;
            out += *removed;
        }
        m_clearedBefore.insert(QStringLiteral("evidence"), ops->watermark);
    }
    if (policy.signedBodiesDays > 0) {
        // An event's body goes once every operation made of it is resolved
        // that long ago, or (no operation of its own: a repeat that joined
        // one, an event no flow took) that long after it came; only once its
        // subjects are indexed, so an erasure still finds what it led to.
        const QString cutoff = isoUtc(now.addDays(-policy.signedBodiesDays));
        auto q = m_c.exec(QStringLiteral("SELECT e.id, (SELECT MIN(o.id) FROM operations o WHERE o.event_ref = e.id) FROM events e"
                                         " WHERE e.payload_removed_at IS NULL AND e.subjects_indexed = 1 AND e.received_at < ?"
                                         " AND NOT EXISTS (SELECT 1 FROM operations o WHERE o.event_ref = e.id AND"
                                         " (o.state NOT IN ('completed', 'abandoned') OR o.resolved_at IS NULL OR o.resolved_at >= ?))"
                                         " ORDER BY e.received_at, e.id LIMIT ?"),
                          {cutoff, cutoff, limit}, tr("finding what the retention periods have run out for (%1)").arg(QStringLiteral("signed_body")));
        if (!q)
            return std::nullopt;
        QList<std::pair<qint64, QString>> events;
        while (q->next())
            events.append({q->value(0).toLongLong(), q->value(1).toString()});
        q->finish();
        for (const auto &[event, op] : std::as_const(events)) {
            WriteTransaction tx(m_c);
            const auto removed = tx.ok() ? removeEventIn(event, op, retention, now, 0) : std::nullopt;
            if (!removed || !tx.commit())
                return std::nullopt;
            if (removed->rows > 0)
                out << *removed;
        }
    }
    return out;
}

std::optional<ErasureResult> PersonalDataStore::erase(const SubjectMatch &match, const QString &subjectDigest, const QString &reviewer,
                                                      const QString &login, const QString &rationale, const QString &policy,
                                                      const QDateTime &now, bool openGate)
{
    if (!match.unresolved.isEmpty()) {
        QStringList shown;
        for (const QString &id : match.unresolved)
            shown << shortId(id);
        m_c.refuse(tr("%n operation(s) of this customer are not resolved yet (%1): complete or abandon them first, then erase",
                      nullptr, int(match.unresolved.size()))
                       .arg(shown.join(QStringLiteral(", "))));
        return std::nullopt;
    }
    if (const QString why = rationalePersonalDataRefusal(rationale); !why.isEmpty()) {
        m_c.refuse(why);
        return std::nullopt;
    }
    ErasureResult result;
    result.erasureId = newUuidV7(now);
    result.match = match;
    WriteTransaction tx(m_c);
    if (!tx.ok())
        return std::nullopt;
    // On PostgreSQL the database opens the erasure for the signed-in login
    // (an approver's; docs/team-setup.md, "Decisions only"); the service,
    // at a shop's request, writes as it always does.
    if (const QString open = m_c.dialect().openDecision();
        openGate && !open.isEmpty() && !m_c.exec(open, {result.erasureId, toString(DecisionAction::Erase)}, tr("opening the erasure")))
        return std::nullopt;
    // States are read again inside the write lock: nothing became unresolved meanwhile.
    if (const auto unresolved = unresolvedOf(match.operations); !unresolved)
        return std::nullopt;
    else if (!unresolved->isEmpty()) {
        m_c.refuse(tr("an operation of this customer is running again (%1); erase once it is resolved").arg(shortId(unresolved->first())));
        return std::nullopt;
    }
    // One chain entry for the whole erasure, written first so every removal
    // names it; it holds the operations and the subject's digest, never the
    // identifier (docs/personal-data.md).
    QJsonArray operations;
    for (const QString &id : match.operations)
        operations.append(id);
    Decision d;
    d.decidedAt = now;
    d.reviewer = reviewer;
    d.login = login;
    d.operationId = result.erasureId;
    d.action = DecisionAction::Erase;
    d.rationale = rationale;
    d.payload = QString::fromUtf8(QJsonDocument(QJsonObject{{QStringLiteral("erasure"), result.erasureId},
                                                            {QStringLiteral("operations"), operations},
                                                            {QStringLiteral("events"), int(match.events.size())},
                                                            {QStringLiteral("policy"), policy},
                                                            {QStringLiteral("subject_commitment"), subjectDigest}})
                                          .toJson(QJsonDocument::Compact));
    result.decisionSeq = m_log.appendIn(d);
    if (result.decisionSeq == 0)
        return std::nullopt;
    for (const QString &op : match.operations) {
        const auto removed = removeOperationIn(op, AllKinds, policy, now, result.decisionSeq);
        if (!removed)
            return std::nullopt;
        for (const PersonalDataRemoval &r : *removed) {
            result.rows += r.rows;
            result.bytes += r.bytes;
        }
    }
    for (qint64 event : match.events) {
        auto owner = m_c.exec(QStringLiteral("SELECT MIN(id) FROM operations WHERE event_ref = ?"), {event}, tr("removing a signed body"));
        if (!owner || !owner->next())
            return std::nullopt;
        const QString op = owner->value(0).toString();
        owner->finish();
        const auto removed = removeEventIn(event, op, policy, now, result.decisionSeq);
        if (!removed)
            return std::nullopt;
        result.rows += removed->rows;
        result.bytes += removed->bytes;
    }
    if (!tx.commit())
        return std::nullopt;
    return result;
}

std::optional<QList<PersonalDataRemoval>> PersonalDataStore::removals(const QString &operationId)
{
    auto q = m_c.exec(QStringLiteral("SELECT operation_id, kind, policy, removed_at, row_count, byte_count, COALESCE(decision_seq, 0)"
                                     " FROM personal_data_removals WHERE operation_id = ? ORDER BY id"),
                      {operationId}, tr("reading what was removed"));
    if (!q)
        return std::nullopt;
    QList<PersonalDataRemoval> out;
    while (q->next())
        out.append({q->value(0).toString(), q->value(1).toString(), q->value(2).toString(), fromIsoUtc(q->value(3).toString()),
                    q->value(4).toLongLong(), q->value(5).toLongLong(), q->value(6).toLongLong()});
    return out;
}

std::optional<QMap<QString, std::pair<qint64, qint64>>> PersonalDataStore::removedTotals()
{
    auto q = m_c.exec(QStringLiteral("SELECT kind, SUM(row_count), SUM(byte_count) FROM personal_data_removals GROUP BY kind"), {},
                      tr("reading what was removed"));
    if (!q)
        return std::nullopt;
    QMap<QString, std::pair<qint64, qint64>> out;
    while (q->next())
        out.insert(q->value(0).toString(), {q->value(1).toLongLong(), q->value(2).toLongLong()});
    return out;
}

std::optional<QJsonObject> PersonalDataStore::exportSubject(const SubjectMatch &match)
{
    const ReadSnapshot snapshot(m_c);
    QJsonArray operations;
    for (const QString &id : match.operations) {
        const auto op = m_reader.operation(id);
        const auto steps = m_reader.steps(id);
        const auto content = m_reader.contentVersions(id);
        const auto evidence = m_reader.evidence(id);
        const auto decisions = m_reader.decisions(id);
        if (!op || !steps || !content || !evidence || !decisions)
            return std::nullopt;
        QJsonArray stepList;
        QHash<qint64, int> positionOf;
        for (const StepRecord &s : *steps)
            positionOf.insert(s.step.rowId, s.step.position);
        for (const StepRecord &s : *steps)
            stepList.append(QJsonObject{{QStringLiteral("position"), s.step.position}, {QStringLiteral("kind"), s.step.kind},
                                        {QStringLiteral("target"), s.step.target}, {QStringLiteral("state"), toString(s.step.state)},
                                        {QStringLiteral("target_reference"), s.step.targetReference},
                                        {QStringLiteral("delivery"), s.delivery}});
        QJsonArray contentList;
        for (const ContentVersion &c : *content) {
            const QJsonDocument body = QJsonDocument::fromJson(c.body);
            contentList.append(QJsonObject{{QStringLiteral("step"), positionOf.value(c.stepRowId)}, {QStringLiteral("version"), c.version},
                                           {QStringLiteral("approved_by"), c.approvedBy}, {QStringLiteral("created_at"), isoUtc(c.createdAt)},
                                           {QStringLiteral("content"), c.body.isEmpty() ? QJsonValue(QStringLiteral("(removed)"))
                                                                       : body.isObject() ? QJsonValue(body.object())
                                                                                         : QJsonValue(QString::fromUtf8(c.body))}});
        }
        QJsonArray evidenceList;
        for (const Evidence &e : *evidence)
            evidenceList.append(QJsonObject{{QStringLiteral("kind"), e.kind}, {QStringLiteral("observed_at"), isoUtc(e.observedAt)},
                                            {QStringLiteral("result"), e.result}, {QStringLiteral("summary"), e.summary}});
        QJsonArray decisionList;
        for (const Decision &d : *decisions)
            decisionList.append(QJsonObject{{QStringLiteral("decided_at"), isoUtc(d.decidedAt)}, {QStringLiteral("reviewer"), d.reviewer},
                                            {QStringLiteral("action"), toString(d.action)}, {QStringLiteral("rationale"), d.rationale}});
        operations.append(QJsonObject{{QStringLiteral("id"), id}, {QStringLiteral("intended_action"), op->intendedAction},
                                      {QStringLiteral("state"), toString(op->state)}, {QStringLiteral("created_at"), isoUtc(op->createdAt)},
                                      {QStringLiteral("steps"), stepList}, {QStringLiteral("content"), contentList},
                                      {QStringLiteral("evidence"), evidenceList}, {QStringLiteral("decisions"), decisionList}});
    }
    QJsonArray events;
    for (qint64 e : match.events) {
        auto q = m_c.exec(QStringLiteral("SELECT source, topic, received_at, payload, payload_removed_at FROM events WHERE id = ?"), {e},
                          tr("reading an event"));
        if (!q || !q->next())
            return std::nullopt;
        const QJsonDocument body = QJsonDocument::fromJson(q->value(3).toByteArray());
        events.append(QJsonObject{{QStringLiteral("source"), q->value(0).toString()}, {QStringLiteral("topic"), q->value(1).toString()},
                                  {QStringLiteral("received_at"), q->value(2).toString()},
                                  {QStringLiteral("body"), q->value(4).isNull() ? QJsonValue(body.object())
                                                                                : QJsonValue(QStringLiteral("(removed on %1)").arg(q->value(4).toString()))}});
    }
    return QJsonObject{{QStringLiteral("operations"), operations}, {QStringLiteral("events"), events}};
}

std::optional<QList<PrivacyRequest>> PersonalDataStore::openPrivacyRequests(const QStringList &topics, int limit)
{
    if (topics.isEmpty())
        return QList<PrivacyRequest>{};
    {
        WriteTransaction tx(m_c);
        if (!tx.ok())
            return std::nullopt;
        // Each compliance event becomes one request, once.
        auto fresh = m_c.exec(QStringLiteral("SELECT e.id, e.topic, e.source, e.received_at FROM events e WHERE e.topic IN (%1)"
                                             " AND e.source LIKE 'shopify:%' AND NOT EXISTS (SELECT 1 FROM privacy_requests r WHERE r.event_ref = e.id)"
                                             " ORDER BY e.id LIMIT ?").arg(placeholders(topics.size())),
                              asVariants(topics) << limit, tr("reading Shopify's compliance requests"));
        if (!fresh)
            return std::nullopt;
        QList<std::tuple<qint64, QString, QString, QString>> rows;
        while (fresh->next())
            rows.append({fresh->value(0).toLongLong(), fresh->value(1).toString(), fresh->value(2).toString(), fresh->value(3).toString()});
        fresh->finish();
        for (const auto &[event, topic, source, at] : std::as_const(rows)) {
            if (!m_c.exec(QStringLiteral("INSERT INTO privacy_requests (event_ref, topic, shop, received_at) VALUES (?, ?, ?, ?)"
                                         " ON CONFLICT (event_ref) DO NOTHING"),
                          {event, topic, Subjects::shopOfSource(source), at}, tr("recording Shopify's compliance requests")))
                return std::nullopt;
        }
        if (!tx.commit())
            return std::nullopt;
    }
    auto q = m_c.exec(QStringLiteral("SELECT r.id, r.event_ref, r.topic, r.shop, e.payload, r.received_at, r.outcome FROM privacy_requests r"
                                     " JOIN events e ON e.id = r.event_ref WHERE r.done_at IS NULL ORDER BY r.id LIMIT ?"),
                      {limit}, tr("reading Shopify's compliance requests"));
    if (!q)
        return std::nullopt;
    QList<PrivacyRequest> out;
    while (q->next())
        out.append({q->value(0).toLongLong(), q->value(1).toLongLong(), q->value(2).toString(), q->value(3).toString(),
                    q->value(4).toByteArray(), fromIsoUtc(q->value(5).toString()), q->value(6).toString()});
    return out;
}

bool PersonalDataStore::notePrivacyRequest(qint64 id, const QString &outcome, bool done, qint64 decisionSeq, const QDateTime &now)
{
    WriteTransaction tx(m_c);
    return tx.ok()
        && m_c.exec(QStringLiteral("UPDATE privacy_requests SET outcome = ?, done_at = ?, decision_seq = ? WHERE id = ?"),
                    {outcome, done ? QVariant(isoUtc(now)) : textOrNull({}),
                     decisionSeq > 0 ? QVariant(decisionSeq) : QVariant(QMetaType::fromType<qint64>()), id},
                    tr("recording a compliance request's outcome"))
        && tx.commit();
}

bool PersonalDataStore::notePrivacyExport(qint64 id, const QString &file, const QString &shopRequestId)
{
    WriteTransaction tx(m_c);
    return tx.ok()
        && m_c.exec(QStringLiteral("UPDATE privacy_requests SET export_file = ?, shop_request_id = ? WHERE id = ?"),
                    {file, textOrNull(shopRequestId), id}, tr("recording where an access export is"))
        && tx.commit();
}

} // namespace rl::models
