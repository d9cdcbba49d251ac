// SPDX-License-Identifier: GPL-3.0-or-later
// Schema 10's guards on PostgreSQL, as its migration installed them: the login the database authenticated on every decision, and the role that may take it.
// Frozen text (docs/architecture.md, "Migrations"): do not edit; a change is a new migration.
#include "frozenguards.h"

namespace rl::models {

QStringList frozenGuards10()
{
    return {
        QStringLiteral("CREATE OR REPLACE FUNCTION decisions_identity() RETURNS trigger AS $$ DECLARE member RECORD; allowed BOOLEAN; BEGIN"
                       "   NEW.login := session_user;"
                       "   IF NOT EXISTS (SELECT 1 FROM team_members) THEN RETURN NEW; END IF;"
                       "   SELECT role, display_name INTO member FROM team_members WHERE login = session_user AND active = 1;"
                       "   IF NOT FOUND THEN"
                       "     RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',"
                       "       MESSAGE = format('permission denied: the login %s is not on this ledger''s team', session_user);"
                       "   END IF;"
                       "   allowed := CASE member.role WHEN 'reviewer' THEN NEW.action IN ('reconcile', 'adopt',"
                       " 'confirm-not-executed', 'retry-open-step', 'assign')"
                       "                               WHEN 'approver' THEN NEW.action IN ('reconcile', 'adopt',"
                       " 'confirm-not-executed', 'retry-open-step', 'approve-content', 'new-operation', 'assign', 'abandon') ELSE false END;"
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
        QStringLiteral("CREATE TRIGGER decisions_identity BEFORE INSERT ON decisions FOR EACH ROW EXECUTE FUNCTION decisions_identity()"),
    };
}

} // namespace rl::models
