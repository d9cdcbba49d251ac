// SPDX-License-Identifier: GPL-3.0-or-later
#include "decisionlog.h"
#include "schema.h"

#include "connection.h"
#include "decisionchain.h"
#include "sqldialect.h"
#include "team.h"
#include "ids.h"
#include "writestatements.h"

#include <QSqlError>
#include <algorithm>
#include <sqlite3.h>

namespace rl::models {

qint64 DecisionLog::appendIn(Decision d)
{
    // Stored as valid Unicode (a lone surrogate becomes a replacement), so the
    // bytes read back are the bytes that were hashed.
    for (QString *text : {&d.reviewer, &d.operationId, &d.rationale, &d.payload})
        *text = QString::fromUtf8(text->toUtf8());
    if (!m_c.exec(QStringLiteral("INSERT INTO reviewers (name, created_at) VALUES (?, ?) ON CONFLICT (name) DO NOTHING"),
                  {d.reviewer, isoUtc(d.decidedAt)}, tr("recording a reviewer")))
        return 0;
    // The one serialised write in team mode: the head is read and extended
    // by one transaction at a time, so seq stays gap-free and the chain linear.
    if (!m_c.serialise(SqlDialect::ChainAppend))
        return 0;
    auto head = m_c.exec(QStringLiteral("SELECT seq, hash, decided_at FROM decisions ORDER BY seq DESC LIMIT 1"), {}, tr("reading the chain head"));
    if (!head)
        return 0;
    if (head->next()) {
        d.seq = head->value(0).toLongLong() + 1;
        d.prevHash = head->value(1).toString();
        // The chain's times never go backwards (docs/ledger.md, "One clock"):
        // an entry appended after another is dated no earlier, whatever the
        // clock of the one deciding says (on PostgreSQL the database checks it).
        if (const QDateTime before = fromIsoUtc(head->value(2).toString()); before.isValid() && d.decidedAt < before)
            d.decidedAt = before;
    } else {
        d.seq = 1;
        d.prevHash = QString::fromLatin1(DecisionChain::GenesisHash);
    }
    d.hash = DecisionChain::hash(d);
    // login: on PostgreSQL the database writes the session's own (schema 10).
    auto inserted = m_c.exec(QStringLiteral("INSERT INTO decisions (seq, decided_at, reviewer, operation_id, step_position, action,"
                                            " rationale, payload, prev_hash, hash, login) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                             {d.seq, isoUtc(d.decidedAt), d.reviewer, d.operationId, d.stepPosition, toString(d.action), d.rationale,
                              d.payload, d.prevHash, d.hash, textOrNull(d.login)},
                             tr("appending a decision"));
    if (!inserted)
        return 0;
    // Written, or nothing happens: a trigger that swallowed the entry (one the
    // schema does not define) would leave the decision's changes unrecorded.
    if (inserted->numRowsAffected() != 1) {
        m_c.setError({LedgerError::Kind::Corrupt, tr("the decision was not written: something on the decisions table that the ledger's "
                                                     "schema does not define swallowed it; run runledgerctl verify")});
        return 0;
    }
    return d.seq;
}

ChainVerification DecisionLog::verify()
{
    // Streamed: one row at a time, one reused buffer, one encoding (DecisionChain).
    // Raw text, no enum parsing, so a hand-edited action name is caught too.
    static const QString sql = QStringLiteral("SELECT seq, decided_at, reviewer, operation_id, step_position, action, rationale,"
                                              " payload, prev_hash, hash, COALESCE(login, '') FROM decisions ORDER BY seq");
    ChainVerification v;
    DecisionChain::Verifier chain;
    const auto found = [&](ChainVerification::Finding f, const QString &problem) {
        v.ok = false;
        v.finding = f;
        v.problem = problem;
        return v;
    };
    const auto readFailed = [&](const QSqlError &e) {
        m_c.fail(e, tr("reading decisions"));
        // A damaged page is a finding about the file; a lock or I/O error proves nothing either way.
        return found(m_c.error().kind == LedgerError::Kind::Corrupt ? ChainVerification::Finding::DamagedFile
                                                                    : ChainVerification::Finding::Unreadable,
                     m_c.error().message);
    };

    // 1. The file itself: every page and index, as the database checks them.
    {
        QSqlQuery q(m_c.db());
        if (!q.exec(m_c.dialect().integrityCheck()))
            return readFailed(q.lastError());
        QStringList messages;
        while (q.next())
            messages << q.value(0).toString();
        if (q.lastError().isValid())
            return readFailed(q.lastError());
        if (messages != QStringList{QStringLiteral("ok")})
            return found(ChainVerification::Finding::DamagedFile,
                         tr("the ledger file is damaged (the database's integrity check: %1)")
                             .arg(messages.mid(0, 3).join(QStringLiteral("; "))));
    }
    // 2. The guards that keep decisions append-only.
    QString guards;
    {
        QSqlQuery q(m_c.db());
        if (!q.exec(m_c.dialect().appendOnlyGuardsQuery(QStringLiteral("decisions"))))
            return readFailed(q.lastError());
        QMap<QString, QString> present;
        while (q.next())
            present.insert(q.value(0).toString(), q.value(1).toString().simplified());
        if (q.lastError().isValid())
            return readFailed(q.lastError());
        QStringList missing, changed;
        const QMap<QString, QString> expected = m_c.dialect().appendOnlyGuardDefinitions(QStringLiteral("decisions"));
        for (auto it = expected.cbegin(); it != expected.cend(); ++it) {
            if (!present.contains(it.key()))
                missing << it.key();
            else if (present.value(it.key()) != it.value().simplified())
                changed << it.key();
        }
        // A trigger the schema does not define, on any table, can change or
        // swallow a write (a BEFORE INSERT … RAISE(IGNORE) on decisions drops
        // an entry the program believes recorded).
        QStringList foreign;
        if (!q.exec(m_c.dialect().triggersQuery()))
            return readFailed(q.lastError());
        const QSet<QString> defined = Schema::definedTriggers(m_c.dialect());
        while (q.next()) {
            const QString name = q.value(0).toString(), table = q.value(1).toString();
            if (!defined.contains(table.toLower() + QLatin1Char('/') + name.toLower()))
                foreign << QStringLiteral("%1 on %2").arg(name, table);
        }
        if (q.lastError().isValid())
            return readFailed(q.lastError());
        foreign.sort();
        v.guardsRemoved = !missing.isEmpty() || !changed.isEmpty() || !foreign.isEmpty();
        guards = !missing.isEmpty()
            ? tr("the decisions' append-only guards were removed (%1)").arg(missing.join(QStringLiteral(", ")))
            : !changed.isEmpty()
            ? tr("the decisions' append-only guards were changed (%1): they no longer refuse every change")
                  .arg(changed.join(QStringLiteral(", ")))
            : tr("the ledger's tables carry what its schema does not define (%1): a trigger, rule or policy can change or "
                 "swallow a write; remove it and verify again")
                  .arg(foreign.join(QStringLiteral(", ")));
    }
    // The chain's finding names an entry; the guards' removal is said with it.
    const auto withGuards = [&](ChainVerification r) {
        if (r.guardsRemoved && r.finding != ChainVerification::Finding::GuardsRemoved)
            r.problem = tr("%1; and %2").arg(r.problem, guards);
        return r;
    };
    // 3. Every entry has its place in the sequence.
    {
        QSqlQuery q(m_c.db());
        if (!q.exec(QStringLiteral("SELECT COUNT(*), MIN(decided_at), MIN(reviewer) FROM decisions WHERE seq IS NULL")) || !q.next())
            return readFailed(q.lastError());
        if (q.value(0).toLongLong() > 0)
            return withGuards(found(ChainVerification::Finding::Chain,
                                    tr("%1 entries have no sequence number (the first decided at %2 by %3): inserted outside Runledger")
                                        .arg(q.value(0).toLongLong()).arg(q.value(1).toString(), q.value(2).toString())));
    }
    if (sqlite3 *db = m_c.writes().nativeHandle()) {
        // SQLite's C API hands out the stored UTF-8 as it is: no QString, no QVariant per value.
        sqlite3_stmt *stmt = nullptr;
        if (sqlite3_prepare_v2(db, sql.toUtf8().constData(), -1, &stmt, nullptr) != SQLITE_OK)
            return readFailed(QSqlError(tr("reading decisions"), QString::fromUtf8(sqlite3_errmsg(db)), QSqlError::StatementError));
        const auto text = [stmt](int i) {
            return QByteArrayView(reinterpret_cast<const char *>(sqlite3_column_text(stmt, i)), sqlite3_column_bytes(stmt, i));
        };
        int rc;
        while ((rc = sqlite3_step(stmt)) == SQLITE_ROW) {
            if (!chain.feed(sqlite3_column_int64(stmt, 0),
                            {text(0), text(1), text(2), text(3), text(4), text(5), text(6), text(7), text(8), text(10)}, text(9)))
                break;
        }
        const bool failed = rc != SQLITE_ROW && rc != SQLITE_DONE;
        const QString message = QString::fromUtf8(sqlite3_errmsg(db));
        sqlite3_finalize(stmt);
        if (failed)
            return readFailed(QSqlError(tr("reading decisions"), message, QSqlError::StatementError));
    } else {
        QSqlQuery q(m_c.db());
        q.setForwardOnly(true);
        if (!q.exec(sql))
            return readFailed(q.lastError());
        QByteArray f[11];
        bool stopped = false;
        while (!stopped && q.next()) {
            for (int i = 0; i < 11; ++i)
                f[i] = q.value(i).toString().toUtf8();
            stopped = !chain.feed(q.value(0).toLongLong(), {f[0], f[1], f[2], f[3], f[4], f[5], f[6], f[7], f[8], f[10]}, f[9]);
        }
        // A read that ends on an error is not the end of the chain.
        if (!stopped && q.lastError().isValid())
            return readFailed(q.lastError());
    }
    v.count = chain.count();
    switch (chain.problem()) {
    case DecisionChain::Verifier::Problem::None: {
        v.headHash = chain.headHash();
        if (v.guardsRemoved)
            return found(ChainVerification::Finding::GuardsRemoved,
                         tr("%1: entries may since have been changed in ways only an anchored checkpoint can show").arg(guards));
        // 4. On a team ledger: each decision's login held a role allowing it.
        Team team(m_c);
        const auto outside = team.decisionsOutsideRoles();
        if (!outside)
            return readFailed(QSqlError(tr("reading the team's history"), outside.error().message, QSqlError::StatementError));
        if (!outside->isEmpty()) {
            const Team::OutsideRole &first = outside->first();
            found(ChainVerification::Finding::OutsideRole,
                  tr("entry %1 (%2) was decided outside the roles: %3; %4 such entries in all")
                      .arg(first.seq).arg(first.action, first.why).arg(outside->size()));
            v.firstBrokenSeq = first.seq;
            return v;
        }
        return v;
    }
    case DecisionChain::Verifier::Problem::Gap:
        v.problem = tr("entry %1 follows entry %2: an entry is missing or was inserted").arg(chain.brokenSeq()).arg(chain.count());
        break;
    case DecisionChain::Verifier::Problem::Link:
        v.problem = tr("entry %1 does not link to the entry before it (removed, inserted or reordered)").arg(chain.brokenSeq());
        break;
    case DecisionChain::Verifier::Problem::Changed:
        v.problem = tr("entry %1 was changed after it was written").arg(chain.brokenSeq());
        break;
    case DecisionChain::Verifier::Problem::TimeGoesBack: {
        const QDateTime before = fromIsoUtc(chain.previousTime()), at = fromIsoUtc(chain.brokenTime());
        v.problem = tr("entry %1 is dated %2, %3 s before the entry it follows (%4): a clock was wrong or the entry was backdated")
                        .arg(chain.brokenSeq())
                        .arg(chain.brokenTime())
                        .arg(double(at.msecsTo(before)) / 1000.0, 0, 'f', 1)
                        .arg(chain.previousTime());
        break;
    }
    }
    v.ok = false;
    v.finding = ChainVerification::Finding::Chain;
    v.firstBrokenSeq = chain.brokenSeq();
    return withGuards(v);
}

bool DecisionLog::recordCheckpoint(const Checkpoint &c)
{
    WriteTransaction tx(m_c);
    return tx.ok()
        && m_c.exec(QStringLiteral("INSERT INTO checkpoints (seq, hash, made_at, public_key, signature) VALUES (?, ?, ?, ?, ?)"),
                    {c.seq, c.hash, isoUtc(c.at), QString::fromLatin1(c.publicKeyPem), QString::fromLatin1(c.signature.toBase64())},
                    tr("recording the checkpoint"))
        && tx.commit();
}

Result<QByteArray> DecisionLog::pinnedCheckpointKey()
{
    auto q = m_c.exec(QStringLiteral("SELECT public_key FROM checkpoints ORDER BY id LIMIT 1"), {},
                      tr("reading the checkpoints' key"));
    if (!q)
        return m_c.error();
    return q->next() ? q->value(0).toString().toLatin1() : QByteArray();
}

bool DecisionLog::recordConfiguration(const QByteArray &json, const QDateTime &now)
{
    const QString fingerprint = sha256Hex(json);
    WriteTransaction tx(m_c);
    if (!tx.ok())
        return false;
    auto q = m_c.exec(QStringLiteral("SELECT fingerprint FROM configurations ORDER BY id DESC LIMIT 1"), {}, tr("reading the configuration"));
    if (!q)
        return false;
    if (q->next() && q->value(0).toString() == fingerprint)
        return true; // the one in force already
    q->finish();
    return m_c.exec(QStringLiteral("INSERT INTO configurations (recorded_at, fingerprint, body) VALUES (?, ?, ?)"),
                    {isoUtc(now), fingerprint, QString::fromUtf8(json)}, tr("recording the configuration"))
        && tx.commit();
}

Result<QByteArray> DecisionLog::latestConfiguration()
{
    auto q = m_c.exec(QStringLiteral("SELECT body FROM configurations ORDER BY id DESC LIMIT 1"), {}, tr("reading the configuration"));
    if (!q)
        return m_c.error();
    return q->next() ? q->value(0).toString().toUtf8() : QByteArray();
}

Result<std::optional<Checkpoint>> DecisionLog::lastCheckpoint()
{
    auto q = m_c.exec(QStringLiteral("SELECT seq, hash, made_at, public_key, signature FROM checkpoints ORDER BY id DESC LIMIT 1"), {},
                      tr("reading the last checkpoint"));
    if (!q)
        return m_c.error();
    if (!q->next())
        return std::optional<Checkpoint>();
    Checkpoint c;
    c.seq = q->value(0).toLongLong();
    c.hash = q->value(1).toString();
    c.at = fromIsoUtc(q->value(2).toString());
    c.publicKeyPem = q->value(3).toString().toLatin1();
    c.signature = QByteArray::fromBase64(q->value(4).toString().toLatin1());
    return std::optional<Checkpoint>(c);
}

} // namespace rl::models
