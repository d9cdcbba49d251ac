// SPDX-License-Identifier: GPL-3.0-or-later
#include "sqldialect.h"

#include "domain.h"

namespace rl::models {

QStringList PostgresDialect::decisionIdentityGuard() const
{
    // The actions each role may take, from the one table in domain.cpp.
    QStringList reviewer, approver;
    for (const DecisionAction a : {DecisionAction::Reconcile, DecisionAction::Adopt, DecisionAction::ConfirmNotExecuted,
                                   DecisionAction::RetryOpenStep, DecisionAction::ApproveContent, DecisionAction::NewOperation,
                                   DecisionAction::Assign, DecisionAction::Abandon}) {
        const QString quoted = QLatin1Char('\'') + toString(a) + QLatin1Char('\'');
        if (teamRoleAllows(TeamRole::Reviewer, a))
            reviewer << quoted;
        if (teamRoleAllows(TeamRole::Approver, a))
            approver << quoted;
    }
    // Runs for every INSERT into decisions, whoever sends it (the console,
    // runledgerctl or psql): the login is the session's, never the client's
    // word. Without a team (no member yet) it only records the login.
    return {QStringLiteral(
                "CREATE OR REPLACE FUNCTION decisions_identity() RETURNS trigger AS $$"
                " DECLARE member RECORD; allowed BOOLEAN;"
                " BEGIN"
                "   NEW.login := session_user;"
                "   IF NOT EXISTS (SELECT 1 FROM team_members) THEN RETURN NEW; END IF;"
                "   SELECT role, display_name INTO member FROM team_members WHERE login = session_user AND active = 1;"
                "   IF NOT FOUND THEN"
                "     RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',"
                "       MESSAGE = format('permission denied: the login %s is not on this ledger''s team', session_user);"
                "   END IF;"
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
                .arg(reviewer.join(QStringLiteral(", ")), approver.join(QStringLiteral(", "))),
            QStringLiteral("CREATE TRIGGER decisions_identity BEFORE INSERT ON decisions FOR EACH ROW EXECUTE FUNCTION decisions_identity()")};
}

} // namespace rl::models
