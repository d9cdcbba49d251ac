// SPDX-License-Identifier: GPL-3.0-or-later
#include "continuity.h"

#include "connection.h"
#include "decisionchain.h"
#include "ids.h"
#include "reader.h"
#include "sqldialect.h"
#include "stepstore.h"
#include "writestatements.h"

#include <QFileInfo>
#include <QSqlError>
#include <sqlite3.h>

namespace rl::models {

std::optional<QByteArray> Continuity::referenceKey()
{
    if (m_key)
        return m_key;
    auto q = m_c.exec(QStringLiteral("SELECT value FROM ledger_keys WHERE name = 'step_reference'"), {}, tr("reading the reference key"));
    if (!q)
        return std::nullopt;
    if (!q->next()) {
        m_c.setError({LedgerError::Kind::Corrupt, tr("The ledger %1 has no reference key; it is damaged.").arg(m_c.location())});
        return std::nullopt;
    }
    const QByteArray key = QByteArray::fromHex(q->value(0).toString().toLatin1());
    if (key.size() != 32) {
        m_c.setError({LedgerError::Kind::Corrupt, tr("The ledger %1 has a damaged reference key.").arg(m_c.location())});
        return std::nullopt;
    }
    m_key = key;
    return m_key;
}

namespace {

// The head of the chain as the connection `db` sees it.
bool readHead(sqlite3 *db, qint64 *seq, QString *hash)
{
    sqlite3_stmt *stmt = nullptr;
    if (sqlite3_prepare_v2(db, "SELECT seq, hash FROM decisions ORDER BY seq DESC LIMIT 1", -1, &stmt, nullptr) != SQLITE_OK)
        return false;
    const int rc = sqlite3_step(stmt);
    *seq = 0;
    *hash = QString::fromLatin1(DecisionChain::GenesisHash);
    if (rc == SQLITE_ROW) {
        *seq = sqlite3_column_int64(stmt, 0);
        *hash = QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(stmt, 1)));
    }
    sqlite3_finalize(stmt);
    return rc == SQLITE_ROW || rc == SQLITE_DONE;
}

} // namespace

std::optional<BackupMarker> Continuity::backupTo(const QString &out, const QDateTime &now, const QString &madeBy)
{
    sqlite3 *source = m_c.writes().nativeHandle();
    if (!source) {
        m_c.setError({LedgerError::Kind::Other, tr("Only a SQLite ledger is copied this way; back a PostgreSQL ledger up with "
                                                   "runledgerctl backup, which runs pg_dump on a snapshot (docs/operators.md).")});
        return std::nullopt;
    }
    if (QFileInfo::exists(out)) {
        m_c.setError({LedgerError::Kind::Other, tr("%1 exists already; a backup is never written over a file.").arg(out)});
        return std::nullopt;
    }
    sqlite3 *copy = nullptr;
    const QByteArray path = QFile::encodeName(out);
    const auto failed = [&](const QString &what) -> std::optional<BackupMarker> {
        const QString why = copy ? QString::fromUtf8(sqlite3_errmsg(copy)) : QString();
        if (copy)
            sqlite3_close(copy);
        QFile::remove(out);
        QFile::remove(out + QStringLiteral("-wal"));
        QFile::remove(out + QStringLiteral("-shm"));
        m_c.setError({LedgerError::Kind::Other, tr("The backup to %1 failed while %2: %3").arg(out, what, why)});
        return std::nullopt;
    };
    if (sqlite3_open_v2(path.constData(), &copy, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr) != SQLITE_OK)
        return failed(tr("creating the file"));
    // All pages in one step: one read transaction of the ledger, so the copy
    // is the ledger as of one commit, while others go on writing.
    sqlite3_backup *backup = sqlite3_backup_init(copy, "main", source, "main");
    if (!backup)
        return failed(tr("starting the copy"));
    int rc = sqlite3_backup_step(backup, -1);
    while (rc == SQLITE_BUSY || rc == SQLITE_LOCKED) {
        sqlite3_sleep(20);
        rc = sqlite3_backup_step(backup, -1);
    }
    const int finished = sqlite3_backup_finish(backup);
    if (rc != SQLITE_DONE || finished != SQLITE_OK)
        return failed(tr("copying the pages"));
    BackupMarker m;
    m.backupId = newUuidV7(now);
    m.takenAt = now;
    m.madeBy = madeBy;
    if (!readHead(copy, &m.headSeq, &m.headHash))
        return failed(tr("reading the copy's chain head"));
    sqlite3_stmt *insert = nullptr;
    if (sqlite3_exec(copy, "PRAGMA synchronous = FULL", nullptr, nullptr, nullptr) != SQLITE_OK
        || sqlite3_prepare_v2(copy, "INSERT INTO backups (backup_id, taken_at, head_seq, head_hash, made_by) VALUES (?, ?, ?, ?, ?)", -1,
                              &insert, nullptr) != SQLITE_OK)
        return failed(tr("marking the copy as a backup"));
    const QByteArray id = m.backupId.toUtf8(), at = isoUtc(m.takenAt).toUtf8(), hash = m.headHash.toUtf8(), by = m.madeBy.toUtf8();
    sqlite3_bind_text(insert, 1, id.constData(), int(id.size()), SQLITE_STATIC);
    sqlite3_bind_text(insert, 2, at.constData(), int(at.size()), SQLITE_STATIC);
    sqlite3_bind_int64(insert, 3, m.headSeq);
    sqlite3_bind_text(insert, 4, hash.constData(), int(hash.size()), SQLITE_STATIC);
    sqlite3_bind_text(insert, 5, by.constData(), int(by.size()), SQLITE_STATIC);
    rc = sqlite3_step(insert);
    sqlite3_finalize(insert);
    if (rc != SQLITE_DONE)
        return failed(tr("marking the copy as a backup"));
    // The copy leaves no write-ahead log beside it: one file to keep.
    if (sqlite3_exec(copy, "PRAGMA wal_checkpoint(TRUNCATE)", nullptr, nullptr, nullptr) != SQLITE_OK
        || sqlite3_exec(copy, "PRAGMA journal_mode = DELETE", nullptr, nullptr, nullptr) != SQLITE_OK)
        return failed(tr("closing the copy's write-ahead log"));
    if (sqlite3_close(copy) != SQLITE_OK) {
        copy = nullptr;
        return failed(tr("closing the copy"));
    }
    return m;
}

std::optional<std::pair<QString, BackupMarker>> Continuity::beginSnapshot(const QString &madeBy)
{
    if (m_c.isSqlite()) {
        m_c.setError({LedgerError::Kind::Other, tr("A snapshot for pg_dump is PostgreSQL's; a SQLite ledger is copied directly.")});
        return std::nullopt;
    }
    if (!m_c.exec(QStringLiteral("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY"), {}, tr("starting the backup's snapshot")))
        return std::nullopt;
    m_snapshotOpen = true;
    auto q = m_c.exec(QStringLiteral("SELECT pg_export_snapshot(), (%1), COALESCE((SELECT seq FROM decisions ORDER BY seq DESC LIMIT 1), 0),"
                                     " COALESCE((SELECT hash FROM decisions ORDER BY seq DESC LIMIT 1), ?)")
                          .arg(m_c.dialect().clockQuery().mid(7)), // "SELECT " off: the clock as an expression
                      {QString::fromLatin1(DecisionChain::GenesisHash)}, tr("starting the backup's snapshot"));
    if (!q || !q->next()) {
        endSnapshot();
        return std::nullopt;
    }
    BackupMarker m;
    m.takenAt = fromIsoUtc(q->value(1).toString());
    m.backupId = newUuidV7(m.takenAt);
    m.headSeq = q->value(2).toLongLong();
    m.headHash = q->value(3).toString();
    m.madeBy = madeBy;
    return std::pair{q->value(0).toString(), m};
}

void Continuity::endSnapshot()
{
    if (!m_snapshotOpen)
        return;
    m_c.exec(QStringLiteral("COMMIT"), {}, tr("ending the backup's snapshot"));
    m_snapshotOpen = false;
}

std::optional<QString> Continuity::markerStatement(const BackupMarker &m)
{
    // pg_dump's script empties the search path: the table is named with its schema.
    auto q = m_c.exec(QStringLiteral("SELECT current_schema()"), {}, tr("reading the ledger's schema"));
    if (!q || !q->next())
        return std::nullopt;
    const auto literal = [](const QString &s) { return QLatin1Char('\'') + QString(s).replace(QLatin1Char('\''), QStringLiteral("''")) + QLatin1Char('\''); };
    QString schema = q->value(0).toString();
    schema.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QStringLiteral("INSERT INTO \"%1\".backups (backup_id, taken_at, head_seq, head_hash, made_by) VALUES (%2, %3, %4, %5, %6);\n")
        .arg(schema, literal(m.backupId), literal(isoUtc(m.takenAt)))
        .arg(m.headSeq)
        .arg(literal(m.headHash), literal(m.madeBy));
}

namespace {

RestoreRecord restoreFrom(const QSqlQuery &q)
{
    RestoreRecord r;
    r.backupId = q.value(0).toString();
    r.takenAt = fromIsoUtc(q.value(1).toString());
    r.restoredAt = fromIsoUtc(q.value(2).toString());
    r.lookupsUntil = fromIsoUtc(q.value(3).toString());
    r.stepsRechecked = q.value(4).toLongLong();
    r.restoredBy = q.value(5).toString();
    return r;
}

const QString RestoreColumns = QStringLiteral("r.backup_id, b.taken_at, r.restored_at, r.lookups_until, r.steps_rechecked, r.restored_by");

} // namespace

std::optional<std::optional<RestoreRecord>> Continuity::latestRestore()
{
    auto q = m_c.exec(QStringLiteral("SELECT %1 FROM restores r JOIN backups b ON b.backup_id = r.backup_id"
                                     " ORDER BY r.restored_at DESC LIMIT 1").arg(RestoreColumns),
                      {}, tr("reading the ledger's restores"));
    if (!q)
        return std::nullopt;
    if (!q->next())
        return std::optional<RestoreRecord>();
    return std::optional<RestoreRecord>(restoreFrom(*q));
}

bool Continuity::recheckIn(const StepRecord &rec, const QDateTime &now, const RestoreRecord &restore, const Said &why)
{
    if (rec.step.state == StepState::Held && rec.step.holdReason == HoldReason::ContentRejected)
        return true; // never sent: its content cannot be
    // A request sent after the backup, before the ledger came back, may still
    // be executing until the restore plus the target's longest execution:
    // nothing is absent at the target before then, nor before its search has
    // had its settle window after that.
    QDateTime mayRunUntil = restore.restoredAt.addMSecs(rec.policy.maxExecutionMs);
    if (rec.mayRunUntil.isValid() && rec.mayRunUntil > mayRunUntil)
        mayRunUntil = rec.mayRunUntil;
    // What the lost part of the ledger may have done is unknown: a step that
    // may have been sent is uncertain (looked up first), one known not to
    // have run may since have been retried, so a person reconciles it.
    std::optional<Transition> t;
    if (rec.step.state == StepState::Held) {
        if (isKnownNotExecuted(rec.step.holdReason))
            t = Transition::to(StepState::Held, HoldReason::UnresolvedUncertain, {});
    } else if (rec.policy.capability == Capability::None) {
        t = Transition::to(StepState::Held, HoldReason::NoConfirmation, {});
    } else if (rec.step.state != StepState::Uncertain) {
        t = Transition::to(StepState::Uncertain, HoldReason::None, {});
    }
    const QString at = isoUtc(now);
    if (rec.step.state == StepState::Running) {
        const Said open = Said::of("restore.attempt_unknown", {isoUtc(restore.takenAt)});
        if (!m_c.exec(QStringLiteral("UPDATE attempts SET ended_at = ?, outcome = 'uncertain', error = ?, error_said = ?"
                                     " WHERE step_ref = ? AND ended_at IS NULL"),
                      {at, open.english(), open.toStored(), rec.step.rowId}, tr("closing an attempt the backup left open")))
            return false;
    }
    return m_steps.updateStepIn(rec.step.rowId, QStringLiteral("may_run_until = ?, unknown_lookups = 0"), {isoUtc(mayRunUntil)},
                                tr("rechecking a step after a restore"))
        && m_steps.appendEvidenceIn(rec.step.rowId, {}, QStringLiteral("restore"), now, QStringLiteral("unknown"), {}, 0, why.english(), {},
                                    why)
        && (!t || m_steps.applyTransitionIn(rec, *t, now)) && m_steps.refreshOperationIn(rec.step.operationId, now, 0);
}

std::optional<std::optional<RestoreRecord>> Continuity::recogniseRestore(const QDateTime &now, const QString &by, qint64 lookupsForSecs)
{
    // Cheap when there is nothing to do: one read of a table that is empty
    // on every ledger but a restored backup.
    auto pending = m_c.exec(QStringLiteral("SELECT b.backup_id, b.taken_at FROM backups b LEFT JOIN restores r ON r.backup_id = b.backup_id"
                                           " WHERE r.backup_id IS NULL ORDER BY b.taken_at DESC LIMIT 1"),
                            {}, tr("reading the ledger's backups"));
    if (!pending)
        return std::nullopt;
    if (!pending->next())
        return std::optional<RestoreRecord>();
    RestoreRecord restore;
    restore.backupId = pending->value(0).toString();
    restore.takenAt = fromIsoUtc(pending->value(1).toString());
    restore.restoredAt = now;
    restore.lookupsUntil = now.addSecs(lookupsForSecs);
    restore.restoredBy = by;
    pending->finish();

    WriteTransaction tx(m_c);
    if (!tx.ok())
        return std::nullopt;
    // Another process may have recognised it meanwhile: one of us does it.
    auto claimed = m_c.exec(QStringLiteral("INSERT INTO restores (backup_id, restored_at, lookups_until, steps_rechecked, restored_by)"
                                           " VALUES (?, ?, ?, 0, ?) ON CONFLICT (backup_id) DO NOTHING"),
                            {restore.backupId, isoUtc(now), isoUtc(restore.lookupsUntil), by}, tr("recording the restore"));
    if (!claimed)
        return std::nullopt;
    if (claimed->numRowsAffected() != 1)
        return std::optional<RestoreRecord>();
    claimed->finish();
    // Every step the backup caught in flight, or that may have run after it.
    auto ids = m_c.exec(QStringLiteral("SELECT id FROM steps WHERE state IN ('pending', 'running', 'uncertain', 'held') ORDER BY id"), {},
                        tr("finding the steps to recheck"));
    if (!ids)
        return std::nullopt;
    QList<qint64> rows;
    while (ids->next())
        rows.append(ids->value(0).toLongLong());
    ids->finish();
    const Said why = Said::of("restore.look_up_first", {isoUtc(restore.takenAt)});
    for (qint64 row : std::as_const(rows)) {
        auto rec = m_reader.step(row);
        if (!rec)
            return std::nullopt;
        if (!recheckIn(*rec, now, restore, why))
            return std::nullopt;
        ++restore.stepsRechecked;
    }
    if (!m_c.exec(QStringLiteral("UPDATE restores SET steps_rechecked = ? WHERE backup_id = ?"), {restore.stepsRechecked, restore.backupId},
                  tr("recording the restore")))
        return std::nullopt;
    if (!tx.commit())
        return std::nullopt;
    return std::optional<RestoreRecord>(restore);
}

std::optional<bool> Continuity::lookFirst(const QDateTime &now)
{
    auto q = m_c.exec(QStringLiteral("SELECT b.taken_at, r.lookups_until, r.restored_at FROM restores r JOIN backups b"
                                     " ON b.backup_id = r.backup_id ORDER BY r.lookups_until DESC LIMIT 1"),
                      {}, tr("reading the ledger's restores"));
    if (!q)
        return std::nullopt;
    if (!q->next() || fromIsoUtc(q->value(1).toString()) <= now)
        return false; // no restore, or its lookups are done
    RestoreRecord restore;
    restore.takenAt = fromIsoUtc(q->value(0).toString());
    restore.restoredAt = fromIsoUtc(q->value(2).toString());
    q->finish();
    // Never attempted and never looked up: the step a sender's repeat just
    // made, whose effect the lost part of the ledger may have made already.
    auto ids = m_c.exec(QStringLiteral("SELECT id FROM steps WHERE state = 'pending' AND attempts_used = 0 AND key_first_used_at IS NULL"
                                       " AND may_run_until IS NULL ORDER BY id LIMIT 200"),
                        {}, tr("finding the steps to look up first"));
    if (!ids)
        return std::nullopt;
    QList<qint64> rows;
    while (ids->next())
        rows.append(ids->value(0).toLongLong());
    ids->finish();
    if (rows.isEmpty())
        return true;
    const Said why = Said::of("restore.look_up_first", {isoUtc(restore.takenAt)});
    WriteTransaction tx(m_c);
    if (!tx.ok())
        return std::nullopt;
    for (qint64 row : std::as_const(rows)) {
        if (!m_c.lockOperationOfStep(row))
            return std::nullopt;
        auto rec = m_reader.step(row);
        if (!rec)
            return std::nullopt;
        if (rec->step.state != StepState::Pending || rec->step.attemptsUsed > 0 || rec->mayRunUntil.isValid())
            continue; // claimed or looked up meanwhile
        if (!recheckIn(*rec, now, restore, why))
            return std::nullopt;
    }
    if (!tx.commit())
        return std::nullopt;
    return true;
}

} // namespace rl::models
