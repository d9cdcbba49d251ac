// SPDX-License-Identifier: GPL-3.0-or-later
#include "sqldialect.h"

#include "domain.h"
#include "steprules.h"
#include "migrations/frozenguards.h"


namespace rl::models {

namespace {

QString sqlText(const QString &word)
{
    return QLatin1Char('\'') + word + QLatin1Char('\'');
}

// The actions each role may take, as SQL lists ('reconcile', 'adopt', …),
// from the one table in domain.cpp.
std::pair<QString, QString> reviewerAndApproverActions(const QList<DecisionAction> &actions)
{
    QStringList reviewer, approver;
    for (const DecisionAction a : actions) {
        if (teamRoleAllows(TeamRole::Reviewer, a))
            reviewer << sqlText(toString(a));
        if (teamRoleAllows(TeamRole::Approver, a))
            approver << sqlText(toString(a));
    }
    return {reviewer.join(QStringLiteral(", ")), approver.join(QStringLiteral(", "))};
}

// The guard on every new decision: the login is the session's, its role
// allows the action, four eyes' second pair of eyes is another login's.
QString identityGuardFunction()
{
    const auto [reviewer, approver] = reviewerAndApproverActions(allDecisionActions() << DecisionAction::Erase);
    // The service erases only at a shop's request (docs/personal-data.md).
    const QString serviceErases = QStringLiteral(
        "   IF member.role = 'service' AND NEW.action = 'erase'"
        "      AND (NEW.payload::jsonb ->> 'policy') IN ('customers/redact', 'shop/redact') THEN"
        "     RETURN NEW;"
        "   END IF;");
    // Four eyes: the second pair of eyes is another login's, whatever the
    // client claims; only the requester withdraws (docs/team-setup.md).
    const QString fourEyes = QStringLiteral(
        "   IF NEW.action IN ('countersign', 'turn-down') AND EXISTS (SELECT 1 FROM countersign_requests r"
        "       WHERE r.operation_id = NEW.operation_id AND r.closed_seq IS NULL AND r.requested_login = session_user) THEN"
        "     RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',"
        "       MESSAGE = format('permission denied: the login %s made this request; a second reviewer decides on it', session_user);"
        "   END IF;"
        "   IF NEW.action = 'withdraw' AND NOT EXISTS (SELECT 1 FROM countersign_requests r"
        "       WHERE r.operation_id = NEW.operation_id AND r.closed_seq IS NULL AND r.requested_login = session_user) THEN"
        "     RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',"
        "       MESSAGE = format('permission denied: the login %s did not make the request it would withdraw', session_user);"
        "   END IF;");
    // Runs for every INSERT into decisions, whoever sends it (the console,
    // runledgerctl or psql): the login is the session's, never the client's
    // word. Without a team (no member yet) it only records the login.
    return QStringLiteral(
                      "CREATE OR REPLACE FUNCTION decisions_identity() RETURNS trigger AS $$"
                      " DECLARE member RECORD; allowed BOOLEAN;"
                      " BEGIN"
                      "   NEW.login := session_user;"
                      "%3"
                      "   IF NOT EXISTS (SELECT 1 FROM team_members) THEN RETURN NEW; END IF;"
                      "   SELECT role, display_name INTO member FROM team_members WHERE login = session_user AND active = 1;"
                      "   IF NOT FOUND THEN"
                      "     RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',"
                      "       MESSAGE = format('permission denied: the login %s is not on this ledger''s team', session_user);"
                      "   END IF;"
                      "%4"
                      "   allowed := CASE member.role WHEN 'reviewer' THEN NEW.action IN (%1)"
                      "                               WHEN 'approver' THEN NEW.action IN (%2) ELSE false END;"
                      "   IF NOT allowed THEN"
                      "     RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',"
                      "       MESSAGE = format('permission denied: the login %s is %s and may not %s', session_user, member.role, NEW.action);"
                      "   END IF;"
                      "   IF NEW.reviewer IS DISTINCT FROM member.display_name THEN"
                      "     RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',"
                      "       MESSAGE = format('permission denied: the login %s decides as %s, not as another name', session_user, member.display_name);"
                      "   END IF;"
                      "   RETURN NEW;"
                      " END $$ LANGUAGE plpgsql")
                      .arg(reviewer, approver, fourEyes, serviceErases);
}

} // namespace

QStringList PostgresDialect::frozenGuards(int schema) const
{
    switch (schema) {
    case 10: return frozenGuards10();
    case 11: return frozenGuards11();
    case 13: return frozenGuards13();
    case 17: return frozenGuards17();
    default: return {};
    }
}

QStringList PostgresDialect::memberWriteGuards() const
{
    return frozenMemberWrites21();
}

QStringList PostgresDialect::memberRowGuards() const
{
    return frozenMemberRows23();
}

QStringList PostgresDialect::currentGuards() const
{
    // Every decision a login may open: those about one operation, and an erasure.
    const auto [reviewer, approver] = reviewerAndApproverActions(allDecisionActions() << DecisionAction::Erase);
    QStringList moves;
    for (const DecisionAction a : allDecisionActions()) {
        for (const StepMove &m : OperationRules::decisionMoves(a))
            moves << QStringLiteral("(%1, %2, %3, %4, %5)")
                         .arg(sqlText(toString(a)), sqlText(toString(m.from)), sqlText(toString(m.fromReason)), sqlText(toString(m.to)),
                              sqlText(toString(m.toReason)));
    }
    // The table decision_gates, its grants and the triggers that call
    // these functions are schema 13's (frozenguards.cpp).
    QStringList s{
        QStringLiteral("CREATE OR REPLACE FUNCTION runledger_role_allows(member_role TEXT, decision TEXT) RETURNS boolean"
                       " IMMUTABLE LANGUAGE sql AS $$ SELECT CASE member_role WHEN 'reviewer' THEN decision IN (%1)"
                       " WHEN 'approver' THEN decision IN (%2) ELSE false END $$")
            .arg(reviewer, approver),
        // The step rules, enumerated from models/steprules.cpp by the build
        // that wrote the migration: which change of a step each
        // decision may make.
        QStringLiteral("CREATE OR REPLACE FUNCTION runledger_step_move_allowed(decision TEXT, from_state TEXT, from_reason TEXT,"
                       " to_state TEXT, to_reason TEXT) RETURNS boolean IMMUTABLE LANGUAGE sql AS $$"
                       " SELECT EXISTS (SELECT 1 FROM (VALUES %1) m(a, fs, fr, ts, tr) WHERE m.a = decision AND m.fs = from_state"
                       " AND m.fr = from_reason AND m.ts = to_state AND m.tr = to_reason) $$")
            .arg(moves.join(QStringLiteral(", "))),
        // Opens a decision in the caller's transaction, for the login the
        // database authenticated and only as its role allows.
        QStringLiteral(
            "CREATE OR REPLACE FUNCTION runledger_open_decision(p_operation TEXT, p_action TEXT) RETURNS void"
            " LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$"
            " DECLARE member_role TEXT; applies TEXT := p_action;"
            " BEGIN"
            "   IF EXISTS (SELECT 1 FROM team_members) THEN"
            "     SELECT role INTO member_role FROM team_members WHERE login = session_user AND active = 1;"
            "     IF NOT FOUND THEN"
            "       RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',"
            "         MESSAGE = format('permission denied: the login %s is not on this ledger''s team', session_user);"
            "     END IF;"
            "     IF NOT runledger_role_allows(member_role, p_action) THEN"
            "       RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',"
            "         MESSAGE = format('permission denied: the login %s is %s and may not %s', session_user, member_role, p_action);"
            "     END IF;"
            "   END IF;"
            "   IF p_action <> 'erase' AND NOT EXISTS (SELECT 1 FROM operations WHERE id = p_operation) THEN"
            "     RAISE EXCEPTION USING ERRCODE = 'no_data_found', MESSAGE = format('no operation %s', p_operation);"
            "   END IF;"
            "   IF p_action = 'countersign' THEN"
            "     SELECT action INTO applies FROM countersign_requests WHERE operation_id = p_operation AND closed_seq IS NULL;"
            "     IF NOT FOUND THEN"
            "       RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',"
            "         MESSAGE = format('permission denied: no request waits for a second reviewer on %s', p_operation);"
            "     END IF;"
            "   END IF;"
            "   IF EXISTS (SELECT 1 FROM decision_gates WHERE xact = pg_current_xact_id()::text) THEN"
            "     RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',"
            "       MESSAGE = 'permission denied: one decision per transaction';"
            "   END IF;"
            "   INSERT INTO decision_gates (xact, login, operation_id, action, applies)"
            "     VALUES (pg_current_xact_id()::text, session_user, p_operation, p_action, applies);"
            " END $$"),
        // A decision opened must leave its entry in the chain by commit.
        QStringLiteral("CREATE OR REPLACE FUNCTION runledger_decision_recorded() RETURNS trigger"
                       " LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$"
                       " BEGIN"
                       "   IF NOT EXISTS (SELECT 1 FROM decision_gates WHERE xact = NEW.xact AND decided_seq IS NOT NULL) THEN"
                       "     RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',"
                       "       MESSAGE = format('permission denied: the decision opened on %s was not recorded in the chain',"
                       "                        NEW.operation_id);"
                       "   END IF;"
                       "   DELETE FROM decision_gates WHERE xact = NEW.xact;"
                       "   RETURN NULL;"
                       " END $$"),
        // The guard: the intake's and the runner's service logins and the
        // owner write as before; a reviewer's or approver's login only inside
        // an open decision, on its operation (and the new one it starts), and
        // moving a step only as the decision's rules allow.
        QStringLiteral(
            "CREATE OR REPLACE FUNCTION runledger_decision_writes() RETURNS trigger"
            " LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$"
            " DECLARE member_role TEXT; gate RECORD; rec JSONB; before JSONB; op TEXT;"
            " BEGIN"
            "   SELECT role INTO member_role FROM team_members WHERE login = session_user AND active = 1;"
            "   IF member_role IS NULL OR member_role = 'service' THEN"
            "     IF TG_TABLE_NAME = 'decisions' AND TG_OP = 'INSERT' THEN"
            "       UPDATE decision_gates SET decided_seq = (to_jsonb(NEW) ->> 'seq')::bigint WHERE xact = pg_current_xact_id()::text;"
            "     END IF;"
            "     RETURN COALESCE(NEW, OLD);"
            "   END IF;"
            "   SELECT * INTO gate FROM decision_gates WHERE xact = pg_current_xact_id()::text;"
            "   IF NOT FOUND THEN"
            "     RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',"
            "       MESSAGE = format('permission denied: the login %s (%s) changes %s only by a decision', session_user, member_role,"
            "                        TG_TABLE_NAME);"
            "   END IF;"
            "   rec := to_jsonb(COALESCE(NEW, OLD));"
            // An erasure (docs/personal-data.md) overwrites personal data and
            // nothing else: a content version's body, an evidence detail, a
            // request's edited content, each only emptied, every other column
            // as it was; its one chain entry is checked below as any decision's.
            "   IF gate.action = 'erase' AND TG_TABLE_NAME <> 'decisions' THEN"
            "     before := to_jsonb(OLD);"
            "     IF TG_OP <> 'UPDATE' OR TG_TABLE_NAME NOT IN ('content_versions', 'evidence', 'countersign_requests')"
            "        OR (before - 'body' - 'body_removed_at' - 'detail' - 'detail_removed_at' - 'new_content')"
            "           IS DISTINCT FROM (rec - 'body' - 'body_removed_at' - 'detail' - 'detail_removed_at' - 'new_content')"
            "        OR COALESCE(rec ->> 'body', '\\x') NOT IN ('\\x', '') OR rec ->> 'detail' IS NOT NULL"
            "        OR rec ->> 'new_content' IS NOT NULL THEN"
            "       RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',"
            "         MESSAGE = format('permission denied: an erasure only empties personal data, not %s of %s', TG_OP, TG_TABLE_NAME);"
            "     END IF;"
            "     RETURN NEW;"
            "   END IF;"
            "   IF TG_ARGV[0] = 'step_ref' THEN"
            "     SELECT operation_id INTO op FROM steps WHERE id = (rec ->> 'step_ref')::bigint;"
            "   ELSE"
            "     op := rec ->> TG_ARGV[0];"
            "   END IF;"
            "   IF op IS DISTINCT FROM gate.operation_id AND NOT (gate.applies = 'new-operation' AND ("
            "        (TG_TABLE_NAME = 'operations' AND rec ->> 'supersedes' = gate.operation_id)"
            "        OR EXISTS (SELECT 1 FROM operations o WHERE o.id = op AND o.supersedes = gate.operation_id))) THEN"
            "     RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',"
            "       MESSAGE = format('permission denied: the decision opened on %s changes no other operation', gate.operation_id);"
            "   END IF;"
            "   IF TG_TABLE_NAME = 'decisions' THEN"
            "     IF gate.decided_seq IS NOT NULL OR rec ->> 'action' <> gate.action THEN"
            "       RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',"
            "         MESSAGE = format('permission denied: the decision opened is one %s', gate.action);"
            "     END IF;"
            "     UPDATE decision_gates SET decided_seq = (rec ->> 'seq')::bigint WHERE xact = gate.xact;"
            "   ELSIF TG_TABLE_NAME = 'steps' AND TG_OP = 'UPDATE' AND op = gate.operation_id THEN"
            "     before := to_jsonb(OLD);"
            "     IF (before ->> 'state', before ->> 'hold_reason') IS DISTINCT FROM (rec ->> 'state', rec ->> 'hold_reason')"
            "        AND NOT runledger_step_move_allowed(gate.applies, before ->> 'state', before ->> 'hold_reason',"
            "                                            rec ->> 'state', rec ->> 'hold_reason') THEN"
            "       RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',"
            "         MESSAGE = format('permission denied: %s does not move a step from %s to %s', gate.applies,"
            "                          concat_ws(' ', before ->> 'state', NULLIF(before ->> 'hold_reason', '')),"
            "                          concat_ws(' ', rec ->> 'state', NULLIF(rec ->> 'hold_reason', '')));"
            "     END IF;"
            "   END IF;"
            "   RETURN COALESCE(NEW, OLD);"
            " END $$")};
    return s << identityGuardFunction();
}

QStringList PostgresDialect::clockRules() const
{
    // An ISO-8601 text of the ledger as a moment.
    const auto at = [](const QString &column) { return QStringLiteral("(%1)::timestamptz").arg(column); };
    return {
        // "Confirm not executed" is judged by the database's clock, whoever
        // asks and whatever their machine's clock says: a step that may still
        // be executing, or whose target's search has not settled since the
        // last request that may still act, cannot be called not executed
        // (docs/design.md rules 2 and 16). Runs when a decision is opened.
        QStringLiteral(
            "CREATE OR REPLACE FUNCTION runledger_decision_clock() RETURNS trigger"
            " LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$"
            " DECLARE s RECORD; settled TIMESTAMPTZ; now_at TIMESTAMPTZ := clock_timestamp();"
            " BEGIN"
            "   IF NEW.applies <> 'confirm-not-executed' THEN RETURN NEW; END IF;"
            "   SELECT * INTO s FROM steps WHERE operation_id = NEW.operation_id AND state IN ('uncertain', 'held')"
            "     ORDER BY position LIMIT 1;"
            "   IF NOT FOUND THEN RETURN NEW; END IF;"
            "   IF s.may_run_until IS NOT NULL AND %1 > now_at THEN"
            "     RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',"
            "       MESSAGE = format('permission denied: an earlier request of step %s may still be executing at the target until %s"
            " (the database''s clock says %s); nothing can be called not executed before then', s.position, s.may_run_until,"
            " to_char(now_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"'));"
            "   END IF;"
            "   IF s.can_lookup = 1 AND s.capability <> 'none' AND s.key_first_used_at IS NOT NULL THEN"
            "     settled := GREATEST(%2, %1) + s.settle_ms * interval '1 millisecond';"
            "     IF settled > now_at THEN"
            "       RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',"
            "         MESSAGE = format('permission denied: the target''s search may not show the record of step %s before %s"
            " (the database''s clock says %s)', s.position,"
            " to_char(settled AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"'),"
            " to_char(now_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"'));"
            "     END IF;"
            "   END IF;"
            "   RETURN NEW;"
            " END $$")
            .arg(at(QStringLiteral("s.may_run_until")), at(QStringLiteral("s.last_attempt_at"))),
        QStringLiteral("CREATE TRIGGER decision_gates_clock BEFORE INSERT ON decision_gates"
                       " FOR EACH ROW EXECUTE FUNCTION runledger_decision_clock()"),
        // A decision is never dated after the database's clock (2 s for the
        // round trip), nor before its predecessor: the chain's times never
        // go backwards, whatever the clock of the one deciding says.
        QStringLiteral(
            "CREATE OR REPLACE FUNCTION runledger_decision_time() RETURNS trigger"
            " LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$"
            " DECLARE before_at TEXT; now_at TIMESTAMPTZ := clock_timestamp();"
            " BEGIN"
            "   IF %1 > now_at + interval '2 seconds' THEN"
            "     RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',"
            "       MESSAGE = format('permission denied: a decision dated %s, but the database''s clock says %s', NEW.decided_at,"
            " to_char(now_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"'));"
            "   END IF;"
            "   SELECT decided_at INTO before_at FROM decisions WHERE seq = NEW.seq - 1;"
            "   IF before_at IS NOT NULL AND %1 < %2 THEN"
            "     RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',"
            "       MESSAGE = format('permission denied: a decision dated %s, before the entry it follows (%s)', NEW.decided_at, before_at);"
            "   END IF;"
            "   RETURN NEW;"
            " END $$")
            .arg(at(QStringLiteral("NEW.decided_at")), at(QStringLiteral("before_at"))),
        QStringLiteral("CREATE TRIGGER decisions_clock BEFORE INSERT ON decisions FOR EACH ROW EXECUTE FUNCTION runledger_decision_time()"),
        // The tables this schema adds, for a team set up before it: everyone
        // reads the restores, the backups and the claims; the service writes
        // the restores; a reviewer's or approver's login takes and releases
        // its claims. The reference key is the service's alone.
        QStringLiteral("DO $$ BEGIN IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'runledger_reviewer') THEN"
                       " GRANT SELECT ON backups, restores, review_claims TO runledger_service, runledger_reviewer,"
                       " runledger_approver, runledger_auditor;"
                       " GRANT INSERT ON restores TO runledger_service;"
                       " GRANT INSERT, UPDATE, DELETE ON review_claims TO runledger_service, runledger_reviewer, runledger_approver;"
                       " GRANT SELECT ON ledger_keys TO runledger_service; END IF; END $$"),
    };
}

} // namespace rl::models
