// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QMap>
#include <QStringList>
#include <memory>

namespace rl::models {

// The few places where SQLite and PostgreSQL differ, chosen by driver name.
// Everything else in the ledger is portable SQL with bound values.
class SqlDialect
{
public:
    virtual ~SqlDialect() = default;
    static std::unique_ptr<SqlDialect> forDriver(const QString &driverName);

    virtual QString autoIdColumn() const = 0;  // surrogate integer key
    virtual QString blobType() const = 0;
    // A write transaction. SQLite: takes the one write lock up front.
    // PostgreSQL: a plain transaction; writers lock the rows they change
    // (lockOperation), only the decision chain's append is serialised.
    virtual QStringList beginWrite() const = 0;
    // A read that promises one consistent picture (a count and its page, an
    // operation's details): one snapshot for all its statements.
    virtual QString beginSnapshot() const = 0;
    // Appended to a SELECT that locks the rows it returns until commit
    // (empty where the single writer already excludes everybody else).
    virtual QString forUpdate() const = 0;
    // The same, skipping rows another transaction holds: runners claiming
    // work never wait on each other nor chase the same rows.
    virtual QString forUpdateSkipLocked(const QString &table) const = 0;
    // Statements that serialise one thing for the rest of the transaction:
    // the decision chain's append (gap-free seq, linear hash chain) and the
    // schema's migration. Empty where the write lock already does.
    virtual QStringList serialise(qint64 what) const = 0;
    static constexpr qint64 ChainAppend = 0x52756e6c65646701; // "Runledg" 01
    static constexpr qint64 Migration = 0x52756e6c65646702;
    static constexpr qint64 Restore = 0x52756e6c65646703;
    static constexpr qint64 CountCompaction = 0x52756e6c65646703;
    // The per-state operation counts: a small read, never a scan.
    virtual QString operationCountsQuery() const = 0;
    // Folds the counts' deltas into one row per state (no-op where counts are kept in place).
    virtual QStringList compactOperationCounts() const = 0;
    // Failures that only say "another transaction got in the way": the whole
    // transaction may be run again (serialization failure, deadlock).
    virtual bool isTransientConflict(const QString &nativeCode) const = 0;
    virtual QStringList connectionSetup() const = 0;
    virtual QStringList appendOnlyTriggers(const QString &table) const = 0;
    virtual bool hasDataVersion() const = 0;
    // What a dialect without a data version needs to see other connections'
    // commits cheaply (an index on operations.updated_at); SQLite needs none.
    virtual QStringList changeDetectionIndexes() const = 0;
    // Keeps operation_counts(state, n) equal to COUNT(*) per state, so queue
    // counts cost one small read instead of a scan of every operation.
    virtual QStringList operationCountTriggers() const = 0;
    // Schema 7: where operation_counts would be updated by every writer at
    // once (PostgreSQL without a global lock), counts become deltas.
    virtual QStringList operationCountsWithoutHotRow() const = 0;
    // The short form of an operation id the console shows (its last 12
    // characters), as an expression an index can be built on and used by.
    virtual QString shortIdExpression(const QString &column) const = 0;
    // Refuses a NULL in a column that is part of a key (SQLite allows NULL in
    // a non-integer PRIMARY KEY; PostgreSQL does not).
    virtual QStringList requireValue(const QString &table, const QString &column) const = 0;
    // The triggers on a table as the database holds them: (name, definition),
    // and the definitions the append-only guards must have. Compared whole,
    // with white space collapsed, so a guard re-created under its name with a
    // condition that never holds (WHEN 0) or disabled is not taken for one.
    virtual QString appendOnlyGuardsQuery(const QString &table) const = 0;
    // Every trigger (and, on PostgreSQL, rule and row security policy) on the
    // ledger's tables: its name and its table.
    virtual QString triggersQuery() const = 0;
    virtual QMap<QString, QString> appendOnlyGuardDefinitions(const QString &table) const = 0;
    // The database's own check of every page and index; one row "ok" when sound.
    virtual QString integrityCheck() const = 0;
    // The database's guards as the migration to `schema` installed them
    // (models/ledger/frozenguards.cpp), frozen as text: schema 10 records
    // the login the database authenticated on every decision and refuses a
    // role that may not take the action (docs/team-setup.md); 11 knows four
    // eyes; 13 lets a team member change the decisions' tables only inside a
    // decision the database opened, as its rules allow; 17 knows the erase
    // action (docs/personal-data.md). Empty where the database authenticates
    // nobody (SQLite: one person's file). openDecision() opens a decision in
    // the current transaction (operation id, action).
    virtual QStringList frozenGuards(int schema) const = 0;
    virtual QString openDecision() const = 0;
    // Schema 14 (docs/ledger.md, "One clock"): the database judges by its
    // own clock what "confirm not executed" needs (no earlier request may
    // still act, the target's search has settled) and keeps the chain's times
    // from going backwards; grants for the tables schema 14 adds. SQLite: none
    // (the machine's clock is the ledger's; the chain's order is kept by the
    // one writer, DecisionLog).
    virtual QStringList clockRules() const = 0;
    // For a team set up before the schema that adds `table`: everyone reads
    // it, only the service writes it (and deletes from it). SQLite: none.
    virtual QStringList serviceTableGrants(const QString &table) const = 0;
    // Schema 21 (docs/team-setup.md, "What a decision may change"): a
    // member's decision changes only the columns its action changes, content
    // versions are append-only, and the tables that change what a step does
    // or what verify proves are the service's and the owner's. SQLite: none.
    virtual QStringList memberWriteGuards() const = 0;
    // Schema 22: the queue counts' deltas are written by the trigger as the
    // ledger's owner, so a member's login needs no write on them (one row
    // there could turn the held count from 1 to -4). SQLite: none.
    virtual QStringList countDeltasByDefiner() const = 0;
    // Schema 23: the attempts, evidence, holds and countersign requests a
    // member's decision writes are only those its action adds, and a row once
    // written stays as written. SQLite: none.
    virtual QStringList memberRowGuards() const = 0;
    // The statement that reads the database's clock (empty: the machine's).
    virtual QString clockQuery() const = 0;
};

class SqliteDialect final : public SqlDialect
{
public:
    QStringList changeDetectionIndexes() const override { return {}; }
    QString autoIdColumn() const override { return QStringLiteral("id INTEGER PRIMARY KEY AUTOINCREMENT"); }
    QString blobType() const override { return QStringLiteral("BLOB"); }
    // IMMEDIATE takes the write lock at BEGIN, so two writers never deadlock
    // upgrading read locks; the busy timeout makes the loser wait.
    QStringList beginWrite() const override { return {QStringLiteral("BEGIN IMMEDIATE")}; }
    // A deferred transaction reads from one snapshot from its first read on.
    QString beginSnapshot() const override { return QStringLiteral("BEGIN"); }
    QString forUpdate() const override { return {}; }
    QString forUpdateSkipLocked(const QString &) const override { return {}; }
    QStringList serialise(qint64) const override { return {}; }
    QString operationCountsQuery() const override { return QStringLiteral("SELECT state, n FROM operation_counts"); }
    QStringList compactOperationCounts() const override { return {}; }
    bool isTransientConflict(const QString &) const override { return false; }
    // One writer at a time: the counter rows are no contention here.
    QStringList operationCountsWithoutHotRow() const override { return {}; }
    QStringList connectionSetup() const override
    {
        return {QStringLiteral("PRAGMA foreign_keys = ON"), QStringLiteral("PRAGMA journal_mode = WAL"),
                // Decisions are promises to a person: survive power loss, not only a crash.
                QStringLiteral("PRAGMA synchronous = FULL"),
                // 64 MiB of page cache: unique-key checks on random ids stay in memory.
                QStringLiteral("PRAGMA cache_size = -65536"), QStringLiteral("PRAGMA temp_store = MEMORY"),
                // Checkpoint every 40 MB of WAL instead of every 4 MB: an index page
                // that many commits touched is copied into the database once.
                // The WAL file is cut back to 4 MiB when it starts over (see
                // LedgerConnection::WalBoundBytes).
                QStringLiteral("PRAGMA wal_autocheckpoint = 10000"), QStringLiteral("PRAGMA journal_size_limit = 4194304"),
                // A removed body's bytes are overwritten where they lay, not left
                // in a free page (docs/personal-data.md, "Gone from the file").
                QStringLiteral("PRAGMA secure_delete = ON")};
    }
    QStringList appendOnlyTriggers(const QString &table) const override
    {
        return {QStringLiteral("CREATE TRIGGER %1_no_update BEFORE UPDATE ON %1 BEGIN "
                               "SELECT RAISE(ABORT, '%1 are append-only: UPDATE is refused'); END").arg(table),
                QStringLiteral("CREATE TRIGGER %1_no_delete BEFORE DELETE ON %1 BEGIN "
                               "SELECT RAISE(ABORT, '%1 are append-only: DELETE is refused'); END").arg(table)};
    }
    bool hasDataVersion() const override { return true; }
    QString shortIdExpression(const QString &column) const override { return QStringLiteral("substr(%1, -12)").arg(column); }
    QStringList requireValue(const QString &table, const QString &column) const override
    {
        return {QStringLiteral("CREATE TRIGGER %1_%2_required BEFORE INSERT ON %1 WHEN NEW.%2 IS NULL BEGIN "
                               "SELECT RAISE(ABORT, '%1 need a %2'); END").arg(table, column)};
    }
    QString appendOnlyGuardsQuery(const QString &table) const override
    {
        return QStringLiteral("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = '%1'").arg(table);
    }
    QString triggersQuery() const override { return QStringLiteral("SELECT name, tbl_name FROM sqlite_master WHERE type = 'trigger'"); }
    QMap<QString, QString> appendOnlyGuardDefinitions(const QString &table) const override
    {
        // SQLite keeps each CREATE statement's text as it was run.
        const QStringList sql = appendOnlyTriggers(table);
        return {{table + QStringLiteral("_no_update"), sql.at(0)}, {table + QStringLiteral("_no_delete"), sql.at(1)}};
    }
    QString integrityCheck() const override { return QStringLiteral("PRAGMA integrity_check(20)"); }
    QStringList frozenGuards(int) const override { return {}; }
    QString openDecision() const override { return {}; }
    QStringList clockRules() const override { return {}; }
    QStringList serviceTableGrants(const QString &) const override { return {}; }
    QStringList memberWriteGuards() const override { return {}; }
    QStringList countDeltasByDefiner() const override { return {}; }
    QStringList memberRowGuards() const override { return {}; }
    QString clockQuery() const override { return {}; }
    QStringList operationCountTriggers() const override
    {
        return {QStringLiteral("CREATE TRIGGER operations_count_insert AFTER INSERT ON operations BEGIN"
                               " INSERT INTO operation_counts (state, n) VALUES (NEW.state, 1)"
                               " ON CONFLICT (state) DO UPDATE SET n = n + 1; END"),
                QStringLiteral("CREATE TRIGGER operations_count_update AFTER UPDATE OF state ON operations"
                               " WHEN OLD.state <> NEW.state BEGIN"
                               " UPDATE operation_counts SET n = n - 1 WHERE state = OLD.state;"
                               " INSERT INTO operation_counts (state, n) VALUES (NEW.state, 1)"
                               " ON CONFLICT (state) DO UPDATE SET n = n + 1; END")};
    }
};

class PostgresDialect final : public SqlDialect
{
public:
    QStringList changeDetectionIndexes() const override
    {
        return {QStringLiteral("CREATE INDEX operations_updated ON operations(updated_at)")};
    }
    QString autoIdColumn() const override { return QStringLiteral("id BIGSERIAL PRIMARY KEY"); }
    QString blobType() const override { return QStringLiteral("BYTEA"); }
    // READ COMMITTED: every statement sees the latest commits, so a writer
    // that locked an operation row reads its steps as they are now.
    QStringList beginWrite() const override { return {QStringLiteral("BEGIN")}; }
    QString beginSnapshot() const override { return QStringLiteral("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY"); }
    QString forUpdate() const override { return QStringLiteral(" FOR UPDATE"); }
    QString forUpdateSkipLocked(const QString &table) const override { return QStringLiteral(" FOR UPDATE OF %1 SKIP LOCKED").arg(table); }
    // A transaction-scoped advisory lock: released by COMMIT or ROLLBACK, and
    // by the server when the connection dies (kill -9 leaves nothing held).
    QStringList serialise(qint64 what) const override { return {QStringLiteral("SELECT pg_advisory_xact_lock(%1)").arg(what)}; }
    // Deltas summed on read: every state change inserts rows, none updates a
    // shared one (a per-state counter row would serialise every writer).
    QString operationCountsQuery() const override
    {
        return QStringLiteral("SELECT state, SUM(n) FROM operation_count_deltas GROUP BY state");
    }
    QStringList compactOperationCounts() const override
    {
        return {QStringLiteral("WITH gone AS (DELETE FROM operation_count_deltas RETURNING state, n)"
                               " INSERT INTO operation_count_deltas (state, n) SELECT state, SUM(n) FROM gone GROUP BY state")};
    }
    // 40001 serialization_failure, 40P01 deadlock_detected.
    bool isTransientConflict(const QString &code) const override
    {
        return code == QLatin1String("40001") || code == QLatin1String("40P01");
    }
    QStringList operationCountsWithoutHotRow() const override
    {
        return {QStringLiteral("CREATE TABLE operation_count_deltas (state TEXT NOT NULL, n BIGINT NOT NULL)"),
                QStringLiteral("INSERT INTO operation_count_deltas (state, n) SELECT state, n FROM operation_counts WHERE n <> 0"),
                QStringLiteral("DROP TRIGGER operations_count ON operations"), QStringLiteral("DROP FUNCTION operations_count()"),
                QStringLiteral("DROP TABLE operation_counts"),
                QStringLiteral("CREATE FUNCTION operations_count_delta() RETURNS trigger AS $$ BEGIN"
                               " IF TG_OP = 'UPDATE' THEN"
                               "   IF OLD.state = NEW.state THEN RETURN NEW; END IF;"
                               "   INSERT INTO operation_count_deltas (state, n) VALUES (OLD.state, -1), (NEW.state, 1);"
                               " ELSE"
                               "   INSERT INTO operation_count_deltas (state, n) VALUES (NEW.state, 1);"
                               " END IF;"
                               " RETURN NEW; END $$ LANGUAGE plpgsql"),
                QStringLiteral("CREATE TRIGGER operations_count_delta AFTER INSERT OR UPDATE OF state ON operations"
                               " FOR EACH ROW EXECUTE FUNCTION operations_count_delta()")};
    }
    QStringList connectionSetup() const override
    {
        // A writer waits at most 10 s for a row another one holds, and no
        // statement runs longer than 60 s: a stuck peer becomes an error a
        // person can read instead of a process that hangs.
        // Every commit waits until the synchronous standby, where one is
        // named, has it on disk (docs/team-setup.md, "A standby that takes
        // over"): what intake acknowledged survives a failover.
        // Notices ("already exists, skipping" on every start) are not
        // shown: a warning or an error still is.
        return {QStringLiteral("SET TIME ZONE 'UTC'"), QStringLiteral("SET client_min_messages = warning"),
                QStringLiteral("SET lock_timeout = '10s'"),
                QStringLiteral("SET statement_timeout = '60s'"),
                QStringLiteral("SET idle_in_transaction_session_timeout = '120s'"), QStringLiteral("SET synchronous_commit = on")};
    }
    QStringList appendOnlyTriggers(const QString &table) const override
    {
        return {QStringLiteral("CREATE OR REPLACE FUNCTION %1_append_only() RETURNS trigger AS $$ BEGIN "
                               "RAISE EXCEPTION '%1 are append-only: % is refused', TG_OP; END $$ LANGUAGE plpgsql").arg(table),
                QStringLiteral("CREATE TRIGGER %1_append_only BEFORE UPDATE OR DELETE ON %1 "
                               "FOR EACH ROW EXECUTE FUNCTION %1_append_only()").arg(table)};
    }
    bool hasDataVersion() const override { return false; }
    QString shortIdExpression(const QString &column) const override { return QStringLiteral("right(%1, 12)").arg(column); }
    QStringList requireValue(const QString &table, const QString &column) const override
    {
        return {QStringLiteral("ALTER TABLE %1 ALTER COLUMN %2 SET NOT NULL").arg(table, column)};
    }
    QString triggersQuery() const override
    {
        return QStringLiteral("SELECT t.tgname, c.relname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid"
                              " JOIN pg_namespace n ON n.oid = c.relnamespace WHERE NOT t.tgisinternal AND n.nspname = current_schema()"
                              " UNION ALL SELECT rulename, tablename FROM pg_rules WHERE schemaname = current_schema()"
                              " UNION ALL SELECT policyname, tablename FROM pg_policies WHERE schemaname = current_schema()");
    }
    QString appendOnlyGuardsQuery(const QString &table) const override
    {
        // What makes a trigger a guard, independent of the schema's name: its
        // type bits, that it has no WHEN condition, that it is enabled, the
        // function it runs and that function's source.
        return QStringLiteral("SELECT t.tgname, t.tgtype::text || '|' || (t.tgqual IS NULL)::text || '|' || t.tgenabled::text"
                              " || '|' || p.proname || '|' || p.prosrc FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid"
                              " WHERE t.tgrelid = '%1'::regclass AND NOT t.tgisinternal").arg(table);
    }
    QMap<QString, QString> appendOnlyGuardDefinitions(const QString &table) const override
    {
        // 27 = ROW (1) | BEFORE (2) | DELETE (8) | UPDATE (16); 'O': enabled.
        return {{table + QStringLiteral("_append_only"),
                 QStringLiteral("27|true|O|%1_append_only| BEGIN RAISE EXCEPTION '%1 are append-only: % is refused', TG_OP; END ")
                     .arg(table)}};
    }
    // PostgreSQL checks pages as it reads them (checksums where enabled); no cheap whole-file check.
    QString integrityCheck() const override { return QStringLiteral("SELECT 'ok'"); }
    QStringList frozenGuards(int schema) const override;
    // The guards' functions as this build's table of decision actions
    // (models/domain.cpp) and step rules make them. The newest migration
    // that installs guards must install exactly these (tst_ledger
    // guardsOfTheNewestSchemaAreTheGenerators): a new action, role or step
    // move is a new migration that runs them.
    QStringList currentGuards() const;
    QString openDecision() const override { return QStringLiteral("SELECT runledger_open_decision(?, ?)"); }
    QStringList clockRules() const override;
    QStringList memberWriteGuards() const override;
    QStringList memberRowGuards() const override;
    QStringList countDeltasByDefiner() const override
    {
        return {QStringLiteral("ALTER FUNCTION operations_count_delta() SECURITY DEFINER"),
                QStringLiteral("ALTER FUNCTION operations_count_delta() SET search_path FROM CURRENT"),
                QStringLiteral("DO $$ BEGIN IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'runledger_reviewer') THEN"
                               " REVOKE INSERT, UPDATE, DELETE ON operation_count_deltas FROM runledger_reviewer, runledger_approver;"
                               " END IF; END $$")};
    }
    QStringList serviceTableGrants(const QString &table) const override
    {
        return {QStringLiteral("DO $$ BEGIN IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'runledger_service') THEN"
                               " GRANT SELECT ON %1 TO runledger_service, runledger_reviewer, runledger_approver, runledger_auditor;"
                               " GRANT INSERT, UPDATE, DELETE ON %1 TO runledger_service; END IF; END $$")
                    .arg(table)};
    }
    // The moment the statement runs (now() would be the transaction's start).
    QString clockQuery() const override
    {
        return QStringLiteral("SELECT to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"')");
    }
    QStringList operationCountTriggers() const override
    {
        return {QStringLiteral("CREATE OR REPLACE FUNCTION operations_count() RETURNS trigger AS $$ BEGIN"
                               " IF TG_OP = 'UPDATE' THEN"
                               "   IF OLD.state = NEW.state THEN RETURN NEW; END IF;"
                               "   UPDATE operation_counts SET n = n - 1 WHERE state = OLD.state;"
                               " END IF;"
                               " INSERT INTO operation_counts (state, n) VALUES (NEW.state, 1)"
                               " ON CONFLICT (state) DO UPDATE SET n = operation_counts.n + 1;"
                               " RETURN NEW; END $$ LANGUAGE plpgsql"),
                QStringLiteral("CREATE TRIGGER operations_count AFTER INSERT OR UPDATE OF state ON operations"
                               " FOR EACH ROW EXECUTE FUNCTION operations_count()")};
    }
};

inline std::unique_ptr<SqlDialect> SqlDialect::forDriver(const QString &driverName)
{
    if (driverName == QLatin1String("QPSQL"))
        return std::make_unique<PostgresDialect>();
    return std::make_unique<SqliteDialect>();
}

} // namespace rl::models
