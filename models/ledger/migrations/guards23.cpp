// SPDX-License-Identifier: GPL-3.0-or-later
// Schema 23's guards on PostgreSQL, as its migration installed them: the rows
// a decision adds beside its operation and steps — the attempts, the evidence,
// the holds and the countersign requests — are only the ones its action adds,
// and a row once written stays as written (docs/team-setup.md, "What a
// decision may change").
// Frozen text (docs/architecture.md, "Migrations"): do not edit; a change is a new migration.
#include "frozenguards.h"

namespace rl::models {

QStringList frozenMemberRows23()
{
    return {
        // What a decision has written, per table and kind of write: bounded.
        QStringLiteral("ALTER TABLE decision_gates ADD COLUMN rows_written JSONB NOT NULL DEFAULT '{}'"),
        // For a reviewer's or approver's login inside an open decision (the
        // guard of schema 13 refuses them outside one and checks an erasure).
        QStringLiteral(
            "CREATE OR REPLACE FUNCTION runledger_decision_rows() RETURNS trigger"
            " LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$"
            " DECLARE member RECORD; gate RECORD; before JSONB; rec JSONB; what TEXT; bound INT; n INT;"
            " BEGIN"
            "   SELECT role, display_name INTO member FROM team_members WHERE login = session_user AND active = 1;"
            "   IF NOT FOUND OR member.role = 'service' THEN RETURN NEW; END IF;"
            "   SELECT * INTO gate FROM decision_gates WHERE xact = pg_current_xact_id()::text;"
            "   IF NOT FOUND OR gate.action = 'erase' THEN RETURN NEW; END IF;"
            "   rec := to_jsonb(NEW);"
            // An attempt is a runner's try at the target: no decision makes one.
            "   IF TG_TABLE_NAME = 'attempts' THEN"
            "     RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',"
            "       MESSAGE = format('permission denied: %s records no attempt (only a runner tries the target)', gate.applies);"
            "   END IF;"
            // A decision writes a few rows of each: its lookup's evidence (a
            // duplicate at the target adds one per record found), the hold of
            // its operation and of the new one it starts, one request.
            "   what := TG_TABLE_NAME || ' ' || lower(TG_OP);"
            "   bound := CASE what WHEN 'evidence insert' THEN 100 WHEN 'holds insert' THEN 2 WHEN 'holds update' THEN 2"
            "                      WHEN 'countersign_requests insert' THEN 1 WHEN 'countersign_requests update' THEN 1 ELSE 0 END;"
            "   IF bound > 0 THEN" // (the writes no decision makes are refused below, each with its reason)
            "     UPDATE decision_gates SET rows_written = jsonb_set(rows_written, ARRAY[what],"
            "                                                        to_jsonb(COALESCE((rows_written ->> what)::int, 0) + 1))"
            "       WHERE xact = gate.xact RETURNING (rows_written ->> what)::int INTO n;"
            "     IF n > bound THEN"
            "       RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',"
            "         MESSAGE = format('permission denied: %s writes at most %s rows (%s)', gate.applies, bound, what);"
            "     END IF;"
            "   END IF;"
            // Evidence is added, never edited: a decision adds what its own
            // lookup found (no attempt's answer), a new operation the check
            // of its content.
            "   IF TG_TABLE_NAME = 'evidence' THEN"
            "     IF TG_OP <> 'INSERT' THEN"
            "       RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',"
            "         MESSAGE = format('permission denied: %s edits no evidence', gate.applies);"
            "     END IF;"
            "     IF rec ->> 'attempt_id' IS NOT NULL OR NOT (rec ->> 'kind' IN ('lookup', 'duplicate')"
            "        OR (rec ->> 'kind' = 'content_check' AND gate.applies = 'new-operation')) THEN"
            "       RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',"
            "         MESSAGE = format('permission denied: %s adds only its lookup''s evidence, not %s', gate.applies,"
            "                          concat_ws(' of attempt ', rec ->> 'kind', rec ->> 'attempt_id'));"
            "     END IF;"
            "     RETURN NEW;"
            "   END IF;"
            // A hold begins open and is closed once, by the decision that
            // resolves it (or by none, as a request leaves it).
            "   IF TG_TABLE_NAME = 'holds' THEN"
            "     IF TG_OP = 'INSERT' THEN"
            "       IF rec ->> 'resolved_at' IS NOT NULL OR rec ->> 'resolved_by_seq' IS NOT NULL THEN"
            "         RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',"
            "           MESSAGE = format('permission denied: %s records no hold as resolved already', gate.applies);"
            "       END IF;"
            "       RETURN NEW;"
            "     END IF;"
            "     before := to_jsonb(OLD);"
            "     IF before ->> 'resolved_at' IS NOT NULL OR rec ->> 'resolved_at' IS NULL"
            "        OR (before - 'resolved_at' - 'resolved_by_seq') IS DISTINCT FROM (rec - 'resolved_at' - 'resolved_by_seq')"
            "        OR (rec ->> 'resolved_by_seq' IS NOT NULL AND (rec ->> 'resolved_by_seq')::bigint IS DISTINCT FROM gate.decided_seq) THEN"
            "       RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',"
            "         MESSAGE = format('permission denied: %s only closes an open hold, as itself', gate.applies);"
            "     END IF;"
            "     RETURN NEW;"
            "   END IF;"
            // A countersign request: made by its own decision in the
            // requester's own name, closed once by the decision that settles it.
            "   IF TG_OP = 'INSERT' THEN"
            "     IF rec ->> 'requested_login' IS DISTINCT FROM session_user OR rec ->> 'requested_by' IS DISTINCT FROM member.display_name"
            "        OR rec ->> 'closed_seq' IS NOT NULL OR rec ->> 'closed_how' IS NOT NULL OR rec ->> 'action' IS DISTINCT FROM gate.action"
            "        OR gate.decided_seq IS NULL OR (rec ->> 'seq')::bigint IS DISTINCT FROM gate.decided_seq THEN"
            "       RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',"
            "         MESSAGE = format('permission denied: a request for %s is made by its own decision, in the name of the one deciding',"
            "                          gate.action);"
            "     END IF;"
            "     RETURN NEW;"
            "   END IF;"
            "   before := to_jsonb(OLD);"
            "   IF before ->> 'closed_seq' IS NOT NULL OR gate.decided_seq IS NULL"
            "      OR (before - 'closed_seq' - 'closed_how') IS DISTINCT FROM (rec - 'closed_seq' - 'closed_how')"
            "      OR (rec ->> 'closed_seq')::bigint IS DISTINCT FROM gate.decided_seq"
            "      OR rec ->> 'closed_how' IS DISTINCT FROM (CASE gate.action WHEN 'countersign' THEN 'countersigned'"
            "                                                  WHEN 'turn-down' THEN 'turned_down' WHEN 'withdraw' THEN 'withdrawn' END) THEN"
            "     RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',"
            "       MESSAGE = format('permission denied: %s closes a request only as itself', gate.action);"
            "   END IF;"
            "   RETURN NEW;"
            " END $$"),
        QStringLiteral("CREATE TRIGGER attempts_decision_rows BEFORE INSERT OR UPDATE ON attempts"
                       " FOR EACH ROW EXECUTE FUNCTION runledger_decision_rows()"),
        QStringLiteral("CREATE TRIGGER evidence_decision_rows BEFORE INSERT OR UPDATE ON evidence"
                       " FOR EACH ROW EXECUTE FUNCTION runledger_decision_rows()"),
        QStringLiteral("CREATE TRIGGER holds_decision_rows BEFORE INSERT OR UPDATE ON holds"
                       " FOR EACH ROW EXECUTE FUNCTION runledger_decision_rows()"),
        QStringLiteral("CREATE TRIGGER countersign_requests_decision_rows BEFORE INSERT OR UPDATE ON countersign_requests"
                       " FOR EACH ROW EXECUTE FUNCTION runledger_decision_rows()"),
    };
}

} // namespace rl::models
