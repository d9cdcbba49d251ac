// SPDX-License-Identifier: GPL-3.0-or-later
#include "schema.h"

#include "connection.h"
#include "ids.h"
#include "sqldialect.h"

#include <QRegularExpression>
#include <QSqlError>

namespace rl::models {

// The schema, version by version. Never edit a released migration: add one.
QStringList Schema::migration(int version, const SqlDialect &d)
{
    const QString id = d.autoIdColumn();
    const QString blob = d.blobType();
    switch (version) {
    case 1: {
        QStringList s{
            QStringLiteral("CREATE TABLE IF NOT EXISTS ledger_writer (id INTEGER PRIMARY KEY)"),
            QStringLiteral("CREATE TABLE reviewers (name TEXT PRIMARY KEY, created_at TEXT NOT NULL)"),
            QStringLiteral("CREATE TABLE events (%1, source TEXT NOT NULL, event_id TEXT NOT NULL,"
                           " topic TEXT NOT NULL DEFAULT '', triggered_at TEXT, received_at TEXT NOT NULL,"
                           " payload %2 NOT NULL, payload_sha256 TEXT NOT NULL, event_key %2 NOT NULL UNIQUE)").arg(id, blob),
            QStringLiteral("CREATE TABLE deliveries (%1, delivery_id TEXT NOT NULL,"
                           " event_ref BIGINT NOT NULL REFERENCES events(id), received_at TEXT NOT NULL,"
                           " signature_scheme TEXT NOT NULL, UNIQUE (event_ref, delivery_id))").arg(id),
            QStringLiteral("CREATE TABLE operations (id TEXT PRIMARY KEY, trigger_key TEXT NOT NULL UNIQUE,"
                           " event_ref BIGINT REFERENCES events(id), flow TEXT NOT NULL, intended_action TEXT NOT NULL,"
                           " state TEXT NOT NULL, abandoned INTEGER NOT NULL DEFAULT 0, responsible TEXT,"
                           " created_at TEXT NOT NULL, updated_at TEXT NOT NULL, held_since TEXT, resolved_at TEXT,"
                           " supersedes TEXT REFERENCES operations(id), superseded_by TEXT,"
                           " attempts INTEGER NOT NULL DEFAULT 0, open_step INTEGER NOT NULL DEFAULT 0)"),
            QStringLiteral("CREATE INDEX operations_state ON operations(state, id)"),
            // Partial where most rows hold NULL: intake writes no entry for them.
            QStringLiteral("CREATE UNIQUE INDEX operations_supersedes ON operations(supersedes) WHERE supersedes IS NOT NULL"),
            QStringLiteral("CREATE TABLE steps (%1, operation_id TEXT NOT NULL REFERENCES operations(id),"
                           " position INTEGER NOT NULL, kind TEXT NOT NULL, target TEXT NOT NULL,"
                           " reference TEXT NOT NULL UNIQUE, state TEXT NOT NULL, hold_reason TEXT NOT NULL DEFAULT '',"
                           " capability TEXT NOT NULL, attempts_used INTEGER NOT NULL DEFAULT 0,"
                           " attempt_limit INTEGER NOT NULL, max_attempts INTEGER NOT NULL,"
                           " key_retention_s BIGINT NOT NULL, settle_ms BIGINT NOT NULL,"
                           " content_version INTEGER NOT NULL DEFAULT 1, target_reference TEXT,"
                           " key_first_used_at TEXT, last_attempt_at TEXT, confirmed_at TEXT, not_before TEXT, reserved_by TEXT,"
                           " reserved_until TEXT, unknown_lookups INTEGER NOT NULL DEFAULT 0, updated_at TEXT NOT NULL,"
                           " UNIQUE (operation_id, position),"
                           " CHECK (attempts_used <= attempt_limit))").arg(id),
            QStringLiteral("CREATE INDEX steps_state ON steps(state, not_before)"),
            QStringLiteral("CREATE INDEX steps_target_reference ON steps(target_reference) WHERE target_reference IS NOT NULL"),
            QStringLiteral("CREATE TABLE content_versions (%1, step_ref BIGINT NOT NULL REFERENCES steps(id),"
                           " version INTEGER NOT NULL, body %2 NOT NULL, sha256 TEXT NOT NULL, created_at TEXT NOT NULL,"
                           " created_by TEXT NOT NULL, approved_by TEXT, approved_at TEXT, UNIQUE (step_ref, version))").arg(id, blob),
            QStringLiteral("CREATE TABLE attempts (id TEXT PRIMARY KEY, step_ref BIGINT NOT NULL REFERENCES steps(id),"
                           " number INTEGER NOT NULL, worker TEXT NOT NULL, started_at TEXT NOT NULL, ended_at TEXT,"
                           " request_fingerprint TEXT NOT NULL, outcome TEXT, http_status INTEGER, error TEXT,"
                           " UNIQUE (step_ref, number))"),
            QStringLiteral("CREATE TABLE evidence (%1, step_ref BIGINT NOT NULL REFERENCES steps(id),"
                           " attempt_id TEXT REFERENCES attempts(id), kind TEXT NOT NULL, observed_at TEXT NOT NULL,"
                           " result TEXT NOT NULL, target_reference TEXT, http_status INTEGER, summary TEXT NOT NULL,"
                           " detail TEXT)").arg(id),
            QStringLiteral("CREATE INDEX evidence_step ON evidence(step_ref)"),
            QStringLiteral("CREATE TABLE holds (%1, operation_id TEXT NOT NULL REFERENCES operations(id),"
                           " reason TEXT NOT NULL, held_at TEXT NOT NULL, resolved_at TEXT, resolved_by_seq BIGINT)").arg(id),
            QStringLiteral("CREATE INDEX holds_operation ON holds(operation_id, resolved_at)"),
            QStringLiteral("CREATE TABLE decisions (seq BIGINT PRIMARY KEY, decided_at TEXT NOT NULL,"
                           " reviewer TEXT NOT NULL REFERENCES reviewers(name), operation_id TEXT NOT NULL,"
                           " step_position INTEGER NOT NULL, action TEXT NOT NULL, rationale TEXT NOT NULL,"
                           " payload TEXT NOT NULL, prev_hash TEXT NOT NULL, hash TEXT NOT NULL UNIQUE)"),
            QStringLiteral("CREATE INDEX decisions_operation ON decisions(operation_id, seq)"),
        };
        s += d.appendOnlyTriggers(QStringLiteral("decisions"));
        s += QStringLiteral("CREATE TABLE operation_counts (state TEXT PRIMARY KEY, n BIGINT NOT NULL)");
        s += d.operationCountTriggers();
        s += d.changeDetectionIndexes();
        return s;
    }
    case 2:
        // Evidence over declarations (issue 11): how long an earlier request may
        // still be executing at the target, whether the target can be looked up,
        // the one confirming lookup after a success, and the probes' findings.
        return {
            QStringLiteral("ALTER TABLE steps ADD COLUMN max_execution_ms BIGINT NOT NULL DEFAULT 0"),
            QStringLiteral("ALTER TABLE steps ADD COLUMN may_run_until TEXT"),
            QStringLiteral("ALTER TABLE steps ADD COLUMN can_lookup INTEGER NOT NULL DEFAULT 1"),
            QStringLiteral("ALTER TABLE steps ADD COLUMN verify_by_lookup INTEGER NOT NULL DEFAULT 0"),
            QStringLiteral("ALTER TABLE steps ADD COLUMN verify_due_at TEXT"),
            QStringLiteral("ALTER TABLE steps ADD COLUMN verification TEXT NOT NULL DEFAULT ''"),
            QStringLiteral("CREATE INDEX steps_verify_due ON steps(verify_due_at) WHERE verify_due_at IS NOT NULL"),
            QStringLiteral("CREATE TABLE probes (%1, target TEXT NOT NULL, probed_at TEXT NOT NULL, declared TEXT NOT NULL,"
                           " observed TEXT NOT NULL, contradiction INTEGER NOT NULL, report TEXT NOT NULL)").arg(id),
            QStringLiteral("CREATE INDEX probes_target ON probes(target, id)"),
        };
    case 3:
        // Delivery evidence for e-mail: accepted is not delivered (issue 12).
        return {
            QStringLiteral("ALTER TABLE steps ADD COLUMN delivery TEXT NOT NULL DEFAULT ''"),
        };
    case 4:
        // The console's search (issue 13): every field a reviewer can type is
        // matched exactly through an index, never by a scan.
        return {
            QStringLiteral("CREATE INDEX events_event_id ON events(event_id)"),
            QStringLiteral("CREATE INDEX deliveries_delivery_id ON deliveries(delivery_id)"),
            QStringLiteral("ALTER TABLE events ADD COLUMN order_ref TEXT"),
            QStringLiteral("CREATE INDEX events_order_ref ON events(order_ref) WHERE order_ref IS NOT NULL"),
            QStringLiteral("CREATE INDEX operations_short_id ON operations((%1))").arg(d.shortIdExpression(QStringLiteral("id"))),
        };
    case 5:
        // Integrity checked, not assumed (issue 14): no decision without its sequence number.
        return d.requireValue(QStringLiteral("decisions"), QStringLiteral("seq"));
    case 6: {
        // Anchored checkpoints made of this ledger (the signed file is kept
        // elsewhere; this is what the console and reports show as the last one).
        QStringList s{QStringLiteral("CREATE TABLE checkpoints (%1, seq BIGINT NOT NULL, hash TEXT NOT NULL, made_at TEXT NOT NULL,"
                                     " public_key TEXT NOT NULL, signature TEXT NOT NULL)").arg(id)};
        s += d.appendOnlyTriggers(QStringLiteral("checkpoints"));
        return s;
    }
    case 7:
        // Team mode (issue 22): queue counts without a row every writer updates,
        // and the claim's candidates found at the front of an index of pending
        // steps, not after every finished one.
        return d.operationCountsWithoutHotRow()
            + QStringList{QStringLiteral("CREATE INDEX steps_pending ON steps(id) WHERE state = 'pending'")};
    case 8: {
        // A ledger carries its own targets (docs/design.md rule 13): the
        // configurations it was run with (flows and targets; never a secret),
        // and for each step the address its request went to, so a lookup is
        // never made anywhere else.
        QStringList s{QStringLiteral("CREATE TABLE configurations (%1, recorded_at TEXT NOT NULL, fingerprint TEXT NOT NULL,"
                                     " body TEXT NOT NULL)").arg(id),
                      QStringLiteral("ALTER TABLE steps ADD COLUMN sent_to TEXT")};
        s += d.appendOnlyTriggers(QStringLiteral("configurations"));
        return s;
    }
    case 9:
        // Held work reaches a person (docs/alerts.md): each hold in one alert,
        // each alert claimed by one serve process at a time and marked once sent.
        return {QStringLiteral("CREATE TABLE hold_alerts (hold_ref BIGINT PRIMARY KEY REFERENCES holds(id), alert_id TEXT NOT NULL,"
                               " created_at TEXT NOT NULL, claimed_by TEXT, claimed_until TEXT,"
                               " attempts INTEGER NOT NULL DEFAULT 0, sent_at TEXT)"),
                QStringLiteral("CREATE INDEX hold_alerts_alert ON hold_alerts(alert_id)"),
                QStringLiteral("CREATE INDEX hold_alerts_unsent ON hold_alerts(created_at) WHERE sent_at IS NULL"),
                QStringLiteral("CREATE INDEX holds_open ON holds(held_at) WHERE resolved_at IS NULL")};
    case 10: {
        // Who decides (docs/team-setup.md): each decision's login, written on
        // PostgreSQL by the database itself (the authenticated session_user),
        // on SQLite the operating-system account; and the team: each login's
        // display name, role and whether it is active.
        QStringList s{QStringLiteral("ALTER TABLE decisions ADD COLUMN login TEXT"),
                      QStringLiteral("CREATE TABLE team_members (login TEXT PRIMARY KEY, display_name TEXT NOT NULL UNIQUE,"
                                     " role TEXT NOT NULL, active INTEGER NOT NULL DEFAULT 1, added_at TEXT NOT NULL,"
                                     " added_by TEXT NOT NULL, removed_at TEXT)"),
                      // Every change of the team, kept: which role a login held
                      // for the decisions after after_seq (verify checks them).
                      QStringLiteral("CREATE TABLE team_changes (%1, login TEXT NOT NULL, role TEXT NOT NULL, active INTEGER NOT NULL,"
                                     " after_seq BIGINT NOT NULL, changed_at TEXT NOT NULL, changed_by TEXT NOT NULL)").arg(id)};
        s += d.appendOnlyTriggers(QStringLiteral("team_changes"));
        s += d.frozenGuards(10);
        return s;
    }
    case 11: {
        // Four eyes (docs/team-setup.md, "Four eyes"): the decisions of an
        // operation its flow puts under a second reviewer, and each request
        // for one; at most one waits per operation. Closed by the entry that
        // countersigned, turned down or withdrew it.
        QStringList s{QStringLiteral("ALTER TABLE operations ADD COLUMN four_eyes TEXT NOT NULL DEFAULT ''"),
                      QStringLiteral("CREATE TABLE countersign_requests (seq BIGINT PRIMARY KEY, operation_id TEXT NOT NULL"
                                     " REFERENCES operations(id), action TEXT NOT NULL, requested_by TEXT NOT NULL,"
                                     " requested_login TEXT NOT NULL DEFAULT '', requested_at TEXT NOT NULL,"
                                     " content_version INTEGER NOT NULL DEFAULT 0, new_content %1, closed_seq BIGINT,"
                                     " closed_how TEXT)").arg(d.blobType()),
                      QStringLiteral("CREATE UNIQUE INDEX countersign_requests_open ON countersign_requests(operation_id)"
                                     " WHERE closed_seq IS NULL")};
        s += d.frozenGuards(11);
        return s;
    }
    case 12:
        // Evidence as codes (docs/ledger.md, "Evidence as codes"): what a
        // target, a lookup or the runner said, as a code with parameters put
        // into words when read, in the reader's language. The English words
        // stay in summary and error; rows from before keep only those.
        return {QStringLiteral("ALTER TABLE evidence ADD COLUMN said TEXT NOT NULL DEFAULT ''"),
                QStringLiteral("ALTER TABLE attempts ADD COLUMN error_said TEXT NOT NULL DEFAULT ''")};
    case 13:
        // Decisions only (docs/team-setup.md): on PostgreSQL a team member's
        // login writes the decisions' tables only through a decision the
        // database opened, checked against its role and the step rules.
        return d.frozenGuards(13);
    case 14: {
        // A promise that rests on nothing it cannot check (docs/ledger.md,
        // "Step references", "Backups and restores", "One clock"):
        // - the ledger's reference key, made once here: intake's step
        //   references are keyed digests of the business action, so a ledger
        //   restored from a backup asks the target about the same reference;
        // - a backup's marker, written into the copy only, and each restore
        //   of one, after which steps are looked up before they are sent;
        // - a reviewer's claim on an operation while deciding on it;
        // - on PostgreSQL, the database's own clock in the decision guard.
        QStringList s{
            QStringLiteral("CREATE TABLE ledger_keys (name TEXT PRIMARY KEY, value TEXT NOT NULL, created_at TEXT NOT NULL)"),
            QStringLiteral("INSERT INTO ledger_keys (name, value, created_at) VALUES ('step_reference', '%1', '%2')")
                .arg(QString::fromLatin1(randomKey().toHex()), isoUtc(QDateTime::currentDateTimeUtc())),
            QStringLiteral("CREATE TABLE backups (backup_id TEXT PRIMARY KEY, taken_at TEXT NOT NULL, head_seq BIGINT NOT NULL,"
                           " head_hash TEXT NOT NULL, made_by TEXT NOT NULL)"),
            QStringLiteral("CREATE TABLE restores (backup_id TEXT PRIMARY KEY, restored_at TEXT NOT NULL, lookups_until TEXT NOT NULL,"
                           " steps_rechecked BIGINT NOT NULL, restored_by TEXT NOT NULL)"),
            QStringLiteral("CREATE TABLE review_claims (operation_id TEXT PRIMARY KEY REFERENCES operations(id), reviewer TEXT NOT NULL,"
                           " login TEXT NOT NULL DEFAULT '', since TEXT NOT NULL, until TEXT NOT NULL)"),
        };
        s += d.appendOnlyTriggers(QStringLiteral("ledger_keys"));
        s += d.appendOnlyTriggers(QStringLiteral("restores"));
        s += d.clockRules();
        return s;
    }
    case 15: {
        // Nothing a target says is dropped (docs/ledger.md, "Delivery events
        // before their e-mail"): a mail service's event about a message id
        // no step carries yet is kept here, and attached to the step as
        // evidence once the step has that message id (then removed here).
        QStringList s{QStringLiteral("CREATE TABLE early_delivery_events (%1, target TEXT NOT NULL, message_id TEXT NOT NULL,"
                                     " event_id TEXT NOT NULL, status TEXT NOT NULL, summary TEXT NOT NULL,"
                                     " said TEXT NOT NULL DEFAULT '', observed_at TEXT NOT NULL, received_at TEXT NOT NULL,"
                                     " UNIQUE (target, event_id))").arg(id),
                      QStringLiteral("CREATE INDEX early_delivery_events_message ON early_delivery_events(target, message_id)")};
        s += d.serviceTableGrants(QStringLiteral("early_delivery_events"));
        return s;
    }
    case 16: {
        // Personal data kept only as long as it must be (docs/personal-data.md):
        // - a key for the subjects' digests (HMAC of a customer's e-mail or
        //   id), made once here and kept with the ledger like the reference key;
        // - which events name which subject, by digest only, so that an
        //   erasure finds a customer's operations without reading every body;
        // - when an event's signed body, a content version's body or an
        //   evidence detail was removed (overwritten: no row the chain covers
        //   changes), and a record of every removal: by which policy, how much;
        // - the Shopify compliance requests (customers/redact, shop/redact,
        //   customers/data_request) the service carries out.
        QStringList s{
            QStringLiteral("INSERT INTO ledger_keys (name, value, created_at) VALUES ('subject', '%1', '%2')")
                .arg(QString::fromLatin1(randomKey().toHex()), isoUtc(QDateTime::currentDateTimeUtc())),
            QStringLiteral("ALTER TABLE events ADD COLUMN subjects_indexed INTEGER NOT NULL DEFAULT 0"),
            QStringLiteral("ALTER TABLE events ADD COLUMN payload_removed_at TEXT"),
            QStringLiteral("ALTER TABLE content_versions ADD COLUMN body_removed_at TEXT"),
            QStringLiteral("ALTER TABLE evidence ADD COLUMN detail_removed_at TEXT"),
            QStringLiteral("CREATE INDEX events_subjects_waiting ON events(id) WHERE subjects_indexed = 0"),
            // An event's operations, for an erasure and the retention of signed bodies.
            QStringLiteral("CREATE INDEX operations_event ON operations(event_ref)"),
            QStringLiteral("CREATE TABLE event_subjects (event_ref BIGINT NOT NULL REFERENCES events(id), subject TEXT NOT NULL,"
                           " PRIMARY KEY (subject, event_ref))"),
            QStringLiteral("CREATE TABLE personal_data_removals (%1, operation_id TEXT, event_ref BIGINT, kind TEXT NOT NULL,"
                           " policy TEXT NOT NULL, removed_at TEXT NOT NULL, row_count BIGINT NOT NULL, byte_count BIGINT NOT NULL,"
                           " decision_seq BIGINT)").arg(id),
            QStringLiteral("CREATE INDEX personal_data_removals_operation ON personal_data_removals(operation_id)"),
            QStringLiteral("CREATE TABLE privacy_requests (%1, event_ref BIGINT NOT NULL UNIQUE REFERENCES events(id), topic TEXT NOT NULL,"
                           " shop TEXT NOT NULL, received_at TEXT NOT NULL, done_at TEXT, outcome TEXT NOT NULL DEFAULT '',"
                           " decision_seq BIGINT)").arg(id),
        };
        for (const char *t : {"event_subjects", "personal_data_removals", "privacy_requests"})
            s += d.serviceTableGrants(QLatin1String(t));
        return s;
    }
    case 17:
        // A team's database knows the erase action (docs/personal-data.md):
        // an approver's, or the service's at a shop's request, and under its
        // gate only personal data is emptied. The subject key, and only it of
        // the ledger's keys, is readable by every login that reads the events
        // it digests (a view: the keys' table stays the service's).
        return QStringList{QStringLiteral("CREATE VIEW ledger_subject_key AS SELECT value FROM ledger_keys WHERE name = 'subject'")}
            + d.frozenGuards(17);
    case 18:
        // A customers/data_request's answer is told as the alerts tell
        // (docs/alerts.md): where its access export is, and whether the
        // notice went out (claimed by one process at a time, like an alert);
        // and two indexes for retention.
        return QStringList{QStringLiteral("ALTER TABLE privacy_requests ADD COLUMN export_file TEXT"),
                           QStringLiteral("ALTER TABLE privacy_requests ADD COLUMN shop_request_id TEXT"),
                           QStringLiteral("ALTER TABLE privacy_requests ADD COLUMN notice_id TEXT"),
                           QStringLiteral("ALTER TABLE privacy_requests ADD COLUMN notice_claimed_until TEXT"),
                           QStringLiteral("ALTER TABLE privacy_requests ADD COLUMN notice_attempts INTEGER NOT NULL DEFAULT 0"),
                           QStringLiteral("ALTER TABLE privacy_requests ADD COLUMN notified_at TEXT"),
                           // Retention's passes (docs/personal-data.md) read the
                           // bodies still kept, oldest first, and operations by
                           // when they were resolved: neither rereads what is gone.
                           QStringLiteral("CREATE INDEX events_payload_kept ON events(received_at, id) WHERE payload_removed_at IS NULL"),
                           QStringLiteral("CREATE INDEX operations_resolved ON operations(resolved_at) WHERE resolved_at IS NOT NULL")};
    case 19: {
        // The intended-action API (docs/api.md): which caller asked for which
        // operation, so that a caller reads back its own operations and no
        // other's (an operation another source started, that a caller's
        // request joined by its business key, is the caller's too).
        QStringList s{QStringLiteral("CREATE TABLE caller_operations (caller TEXT NOT NULL, operation_id TEXT NOT NULL"
                                     " REFERENCES operations(id), asked_at TEXT NOT NULL, PRIMARY KEY (caller, operation_id))")};
        s += d.serviceTableGrants(QStringLiteral("caller_operations"));
        return s;
    }
    case 20: {
        // A caller is told when its operation comes to rest (docs/api.md):
        // one row per rest (its state, at which attempt and open step: the
        // episode; and the time it was seen at rest), the
        // webhook-id every try of it carries, claimed by one process at a
        // time like an alert. No customer data: ids, states and times.
        // Operations by the time they last changed: the search for new rests
        // reads only what changed since the last look.
        QStringList s{QStringLiteral("CREATE TABLE caller_callbacks (webhook_id TEXT PRIMARY KEY, caller TEXT NOT NULL,"
                                     " operation_id TEXT NOT NULL REFERENCES operations(id), state TEXT NOT NULL, episode TEXT NOT NULL,"
                                     " rested_at TEXT NOT NULL, created_at TEXT NOT NULL, claimed_until TEXT,"
                                     " attempts INTEGER NOT NULL DEFAULT 0, sent_at TEXT, UNIQUE (caller, operation_id, state, episode))"),
                      QStringLiteral("CREATE INDEX caller_callbacks_unsent ON caller_callbacks(created_at) WHERE sent_at IS NULL"),
                      // (PostgreSQL ledgers have it already: the console's change detection.)
                      QStringLiteral("CREATE INDEX IF NOT EXISTS operations_updated ON operations(updated_at)")};
        s += d.serviceTableGrants(QStringLiteral("caller_callbacks"));
        return s;
    }
    case 21:
        // A decision writes only what its action writes (docs/team-setup.md,
        // "What a decision may change"); PostgreSQL only.
        return d.memberWriteGuards();
    case 22:
        // The queue counts' deltas are the trigger's (as the owner) and the
        // service's compaction's, never a member's (docs/team-setup.md).
        return d.countDeltasByDefiner();
    case 23:
        // The attempts, evidence, holds and countersign requests a decision
        // writes (docs/team-setup.md, "What a decision may change"); PostgreSQL only.
        return d.memberRowGuards();
    default:
        return {};
    }
}


QSet<QString> Schema::definedTriggers(const SqlDialect &d)
{
    // Each as "table/name": a name is per table on PostgreSQL, and a defined
    // name re-created on another table is not the defined trigger.
    static const QRegularExpression create(
        QStringLiteral("CREATE\\s+(?:OR\\s+REPLACE\\s+)?(?:CONSTRAINT\\s+)?TRIGGER\\s+(?:IF\\s+NOT\\s+EXISTS\\s+)?(\\w+)\\b.*?\\bON\\s+(\\w+)"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression drop(QStringLiteral("DROP\\s+TRIGGER\\s+(?:IF\\s+EXISTS\\s+)?(\\w+)(?:\\s+ON\\s+(\\w+))?"),
                                         QRegularExpression::CaseInsensitiveOption);
    QSet<QString> keys;
    for (int v = 1; v <= Version; ++v) {
        for (const QString &sql : migration(v, d)) {
            for (auto it = drop.globalMatch(sql); it.hasNext();) {
                const auto m = it.next();
                const QString name = m.captured(1).toLower();
                const QString table = m.captured(2).toLower();
                keys.removeIf([&](const QString &k) { return table.isEmpty() ? k.endsWith(QLatin1Char('/') + name) : k == table + QLatin1Char('/') + name; });
            }
            for (auto it = create.globalMatch(sql); it.hasNext();) {
                const auto m = it.next();
                keys.insert(m.captured(2).toLower() + QLatin1Char('/') + m.captured(1).toLower());
            }
        }
    }
    return keys;
}

int Schema::version(LedgerConnection &c)
{
    if (!c.db().tables().contains(QStringLiteral("schema_migrations")))
        return 0;
    auto q = c.exec(QStringLiteral("SELECT COALESCE(MAX(version), 0) FROM schema_migrations"), {}, tr("reading the schema version"));
    if (!q)
        return -1;
    if (!q->next()) {
        c.fail(q->lastError(), tr("reading the schema version"));
        return -1;
    }
    return q->value(0).toInt();
}

namespace {

bool migrate(LedgerConnection &c)
{
    // The write lock of some dialects is a table; it must exist before the first write.
    if (!c.exec(QStringLiteral("CREATE TABLE IF NOT EXISTS ledger_writer (id INTEGER PRIMARY KEY)"), {}, Schema::tr("preparing the ledger")))
        return false;
    WriteTransaction tx(c);
    if (!tx.ok() || !c.serialise(SqlDialect::Migration))
        return false;
    if (!c.db().tables().contains(QStringLiteral("schema_migrations"))
        && !c.exec(QStringLiteral("CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)"), {},
                   Schema::tr("creating the migrations table")))
        return false;
    // Re-read inside the write lock: another process may have migrated meanwhile.
    const int from = Schema::version(c);
    if (from < 0)
        return false;
    for (int v = from + 1; v <= Schema::Version; ++v) {
        for (const QString &sql : Schema::migration(v, c.dialect())) {
            if (!c.exec(sql, {}, Schema::tr("migrating to schema %1").arg(v)))
                return false;
        }
        if (!c.exec(QStringLiteral("INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)"),
                    {v, isoUtc(QDateTime::currentDateTimeUtc())}, Schema::tr("recording migration %1").arg(v)))
            return false;
        if (c.isSqlite())
            c.exec(QStringLiteral("PRAGMA user_version = %1").arg(v), {}, {});
    }
    return tx.commit();
}

} // namespace

bool Schema::prepare(LedgerConnection &c, bool mayCreate, bool mayMigrate)
{
    // Touch the schema once so a file that is not a database fails here, clearly.
    if (c.isSqlite() && !c.exec(QStringLiteral("SELECT count(*) FROM sqlite_master"), {}, tr("reading the schema")))
        return false;
    const int v = version(c);
    if (v < 0)
        return false;
    if (v > Version) {
        c.setError({LedgerError::Kind::TooNew,
                    tr("The ledger %1 was written by a newer Runledger (schema %2, this build knows %3); update Runledger.")
                        .arg(c.location()).arg(v).arg(Version)});
        return false;
    }
    if (v == Version)
        return true;
    if (v == 0) {
        QStringList tables = c.db().tables();
        tables.removeAll(QStringLiteral("ledger_writer"));
        if (!tables.isEmpty()) {
            c.setError({LedgerError::Kind::Corrupt, tr("%1 is not a Runledger ledger: it holds other tables (%2). Nothing was changed.")
                                                        .arg(c.location(), tables.mid(0, 5).join(QStringLiteral(", ")))});
            return false;
        }
    }
    if (!(v == 0 ? mayCreate : mayMigrate)) {
        if (v == 0)
            c.setError({LedgerError::Kind::Corrupt, tr("%1 is not a Runledger ledger.").arg(c.location())});
        else
            c.setError({LedgerError::Kind::NeedsMigration,
                        tr("The ledger %1 has schema %2 and this Runledger needs schema %3: take a backup, then run "
                           "runledgerctl init --ledger %1 to migrate it (or start serve with --migrate).")
                            .arg(c.location())
                            .arg(v)
                            .arg(Version)});
        return false;
    }
    return migrate(c);
}

} // namespace rl::models
