// SPDX-License-Identifier: GPL-3.0-or-later
// Schema 21's guards on PostgreSQL, as its migration installed them: a
// decision writes only what its action writes, column by column, and the
// tables a member's login must not write are the service's (docs/team-setup.md,
// "What a decision may change").
// Frozen text (docs/architecture.md, "Migrations"): do not edit; a change is a new migration.
#include "frozenguards.h"

namespace rl::models {

QStringList frozenMemberWrites21()
{
    return {
        // For a reviewer's or approver's login inside an open decision (the
        // guard of schema 13 already refuses them outside one, and an
        // erasure is checked there): the columns no decision changes stay as
        // they were, and those one action changes change only under it.
        QStringLiteral(
            "CREATE OR REPLACE FUNCTION runledger_decision_columns() RETURNS trigger"
            " LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$"
            " DECLARE member RECORD; gate RECORD; before JSONB; rec JSONB; frozen TEXT[]; col TEXT; superseded TEXT;"
            " BEGIN"
            "   SELECT role, display_name INTO member FROM team_members WHERE login = session_user AND active = 1;"
            "   IF NOT FOUND OR member.role = 'service' THEN RETURN NEW; END IF;"
            "   SELECT * INTO gate FROM decision_gates WHERE xact = pg_current_xact_id()::text;"
            "   IF NOT FOUND OR gate.action = 'erase' THEN RETURN NEW; END IF;"
            "   rec := to_jsonb(NEW);"
            "   IF TG_OP = 'INSERT' THEN"
            // A content version is added only with a new operation, unapproved,
            // approved by the one deciding, or by the flow (content that needs
            // no approval); a new operation keeps four eyes.
            "     IF TG_TABLE_NAME = 'content_versions' AND (gate.applies <> 'new-operation'"
            "        OR COALESCE(rec ->> 'approved_by', member.display_name) NOT IN (member.display_name, 'flow')) THEN"
            "       RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',"
            "         MESSAGE = format('permission denied: %s adds no content version', gate.applies);"
            "     END IF;"
            "     IF TG_TABLE_NAME IN ('operations', 'steps') AND gate.applies <> 'new-operation' THEN"
            "       RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',"
            "         MESSAGE = format('permission denied: %s adds no row to %s', gate.applies, TG_TABLE_NAME);"
            "     END IF;"
            "     IF TG_TABLE_NAME = 'operations' THEN"
            "       SELECT four_eyes INTO superseded FROM operations WHERE id = rec ->> 'supersedes';"
            "       IF NOT (string_to_array(COALESCE(superseded, ''), ',') <@ string_to_array(COALESCE(rec ->> 'four_eyes', ''), ',')) THEN"
            "         RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',"
            "           MESSAGE = format('permission denied: a new operation keeps the four eyes of %s', rec ->> 'supersedes');"
            "       END IF;"
            "     END IF;"
            "     RETURN NEW;"
            "   END IF;"
            "   before := to_jsonb(OLD);"
            "   IF TG_TABLE_NAME = 'content_versions' THEN"
            // Append-only: a version's body never changes; only its approval,
            // set by approve-content under the decider's own name, or cleared.
            "     IF (before - 'approved_by' - 'approved_at') IS DISTINCT FROM (rec - 'approved_by' - 'approved_at') THEN"
            "       RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',"
            "         MESSAGE = format('permission denied: %s edits no content version (new content is a new operation''s)', gate.applies);"
            "     END IF;"
            "     IF (rec ->> 'approved_by') IS NOT DISTINCT FROM (before ->> 'approved_by')"
            "        AND (rec ->> 'approved_at') IS DISTINCT FROM (before ->> 'approved_at') THEN"
            "       RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',"
            "         MESSAGE = format('permission denied: %s does not redate an approval', gate.applies);"
            "     END IF;"
            "     IF rec ->> 'approved_by' IS NULL AND before ->> 'approved_by' IS NOT NULL AND gate.applies <> 'new-operation' THEN"
            "       RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',"
            "         MESSAGE = format('permission denied: %s withdraws no approval', gate.applies);"
            "     END IF;"
            "     IF rec ->> 'approved_by' IS NOT NULL AND (rec ->> 'approved_by') IS DISTINCT FROM (before ->> 'approved_by')"
            "        AND (gate.applies <> 'approve-content' OR rec ->> 'approved_by' <> member.display_name) THEN"
            "       RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',"
            "         MESSAGE = format('permission denied: %s approves no content as %s', gate.applies, rec ->> 'approved_by');"
            "     END IF;"
            "     RETURN NEW;"
            "   END IF;"
            "   IF TG_TABLE_NAME = 'operations' THEN"
            "     frozen := ARRAY['id', 'trigger_key', 'event_ref', 'flow', 'intended_action', 'created_at', 'supersedes', 'four_eyes'];"
            "     IF gate.applies <> 'assign' THEN frozen := frozen || 'responsible'::text; END IF;"
            "     IF gate.applies NOT IN ('abandon', 'new-operation') THEN frozen := frozen || 'abandoned'::text; END IF;"
            "     IF gate.applies <> 'new-operation' THEN frozen := frozen || 'superseded_by'::text; END IF;"
            "   ELSE"
            "     frozen := ARRAY['id', 'operation_id', 'position', 'kind', 'target', 'reference', 'capability', 'max_attempts',"
            "                     'key_retention_s', 'settle_ms', 'max_execution_ms', 'can_lookup', 'verify_by_lookup', 'sent_to',"
            "                     'attempts_used', 'key_first_used_at', 'last_attempt_at', 'may_run_until', 'delivery'];"
            "     IF gate.applies <> 'retry-open-step' THEN frozen := frozen || ARRAY['attempt_limit', 'unknown_lookups']; END IF;"
            "     IF gate.applies <> 'approve-content' THEN frozen := frozen || 'content_version'::text; END IF;"
            "     IF gate.applies NOT IN ('reconcile', 'adopt') THEN frozen := frozen || 'target_reference'::text; END IF;"
            "   END IF;"
            "   FOREACH col IN ARRAY frozen LOOP"
            "     IF (before -> col) IS DISTINCT FROM (rec -> col) THEN"
            "       RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',"
            "         MESSAGE = format('permission denied: %s does not change %s.%s', gate.applies, TG_TABLE_NAME, col);"
            "     END IF;"
            "   END LOOP;"
            // Abandoned stays abandoned; a replacement is named once, and
            // only one that says it replaces this operation.
            "   IF TG_TABLE_NAME = 'operations' AND ((rec ->> 'abandoned')::int < (before ->> 'abandoned')::int"
            "      OR ((rec ->> 'superseded_by') IS DISTINCT FROM (before ->> 'superseded_by') AND (before ->> 'superseded_by' IS NOT NULL"
            "          OR NOT EXISTS (SELECT 1 FROM operations o WHERE o.id = rec ->> 'superseded_by' AND o.supersedes = before ->> 'id')))) THEN"
            "     RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',"
            "       MESSAGE = format('permission denied: %s does not revive an operation nor name another replacement', gate.applies);"
            "   END IF;"
            "   RETURN NEW;"
            " END $$"),
        QStringLiteral("CREATE TRIGGER operations_decision_columns BEFORE INSERT OR UPDATE ON operations"
                       " FOR EACH ROW EXECUTE FUNCTION runledger_decision_columns()"),
        QStringLiteral("CREATE TRIGGER steps_decision_columns BEFORE INSERT OR UPDATE ON steps"
                       " FOR EACH ROW EXECUTE FUNCTION runledger_decision_columns()"),
        QStringLiteral("CREATE TRIGGER content_versions_decision_columns BEFORE INSERT OR UPDATE ON content_versions"
                       " FOR EACH ROW EXECUTE FUNCTION runledger_decision_columns()"),
        // What a member's login must not write: the deliveries and their
        // events (an approver's erasure empties a body, nothing else), the
        // probes, the checkpoints and their key's pin, the configurations and
        // the alerts' bookkeeping. The service and the owner write them.
        QStringLiteral("DO $$ BEGIN IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'runledger_reviewer') THEN"
                       " REVOKE INSERT, UPDATE, DELETE ON events, deliveries, probes, checkpoints, configurations, hold_alerts"
                       " FROM runledger_reviewer, runledger_approver;"
                       " GRANT UPDATE (payload, payload_removed_at, subjects_indexed) ON events TO runledger_approver;"
                       " END IF; END $$"),
    };
}

} // namespace rl::models
