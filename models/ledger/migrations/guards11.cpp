// SPDX-License-Identifier: GPL-3.0-or-later
// Schema 11's guards on PostgreSQL, as its migration installed them: the same guard knowing four eyes: the second pair of eyes is another login's.
// Frozen text (docs/architecture.md, "Migrations"): do not edit; a change is a new migration.
#include "frozenguards.h"

namespace rl::models {

QStringList frozenGuards11()
{
    return {
        QStringLiteral("CREATE OR REPLACE FUNCTION decisions_identity() RETURNS trigger AS $$ DECLARE member RECORD; allowed BOOLEAN; BEGIN"
                       "   NEW.login := session_user;"
                       "   IF NEW.action IN ('countersign', 'turn-down') AND EXISTS (SELECT 1 FROM countersign_requests r"
                       "       WHERE r.operation_id = NEW.operation_id AND r.closed_seq IS NULL AND r.requested_login = session_user) THEN"
                       "     RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',"
                       "       MESSAGE = format('permission denied: the login %s made this request; a second reviewer decides on it',"
                       " session_user);"
                       "   END IF;"
                       "   IF NEW.action = 'withdraw' AND NOT EXISTS (SELECT 1 FROM countersign_requests r"
                       "       WHERE r.operation_id = NEW.operation_id AND r.closed_seq IS NULL AND r.requested_login = session_user) THEN"
                       "     RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',"
                       "       MESSAGE = format('permission denied: the login %s did not make the request it would withdraw', session_user);"
                       "   END IF;"
                       "   IF NOT EXISTS (SELECT 1 FROM team_members) THEN RETURN NEW; END IF;"
                       "   SELECT role, display_name INTO member FROM team_members WHERE login = session_user AND active = 1;"
                       "   IF NOT FOUND THEN"
                       "     RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',"
                       "       MESSAGE = format('permission denied: the login %s is not on this ledger''s team', session_user);"
                       "   END IF;"
                       "   allowed := CASE member.role WHEN 'reviewer' THEN NEW.action IN ('reconcile', 'adopt',"
                       " 'confirm-not-executed', 'retry-open-step', 'assign', 'withdraw')"
                       "                               WHEN 'approver' THEN NEW.action IN ('reconcile', 'adopt',"
                       " 'confirm-not-executed', 'retry-open-step', 'approve-content', 'new-operation', 'assign', 'abandon',"
                       " 'countersign', 'turn-down', 'withdraw') ELSE false END;"
                       "   IF NOT allowed THEN"
                       "     RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',"
                       "       MESSAGE = format('permission denied: the login %s is %s and may not %s', session_user, member.role, NEW.action);"
                       "   END IF;"
                       "   IF NEW.reviewer IS DISTINCT FROM member.display_name THEN"
                       "     RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',"
                       "       MESSAGE = format('permission denied: the login %s decides as %s, not as another name', session_user,"
                       " member.display_name);"
                       "   END IF;"
                       "   RETURN NEW; END $$ LANGUAGE plpgsql"),
        QStringLiteral("DO $$ BEGIN IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'runledger_reviewer') THEN GRANT SELECT, INSERT,"
                       " UPDATE ON countersign_requests TO runledger_service, runledger_reviewer, runledger_approver; GRANT SELECT ON"
                       " countersign_requests TO runledger_auditor; END IF; END $$"),
    };
}

} // namespace rl::models
