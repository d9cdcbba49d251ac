// SPDX-License-Identifier: GPL-3.0-or-later
#include "sqldialect.h"

#include "domain.h"

namespace rl::models {

QStringList PostgresDialect::decisionIdentityGuard(int schema) const
{
    // The actions each role may take, from the one table in domain.cpp. As
    // schema 10 was released: the eight actions before four eyes.
    QList<DecisionAction> actions = allDecisionActions();
    if (schema < 11)
        actions = actions.mid(0, 8);
    QStringList reviewer, approver;
    for (const DecisionAction a : std::as_const(actions)) {
        const QString quoted = QLatin1Char('\'') + toString(a) + QLatin1Char('\'');
        if (teamRoleAllows(TeamRole::Reviewer, a))
            reviewer << quoted;
        if (teamRoleAllows(TeamRole::Approver, a))
            approver << quoted;
    }
    // Four eyes: the second pair of eyes is another login's, whatever the
    // client claims; only the requester withdraws (docs/team-setup.md).
    const QString fourEyes = schema < 11 ? QString() : QStringLiteral(
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
    QStringList s{QStringLiteral(
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
                      .arg(reviewer.join(QStringLiteral(", ")), approver.join(QStringLiteral(", ")), fourEyes)};
    if (schema < 11)
        s << QStringLiteral("CREATE TRIGGER decisions_identity BEFORE INSERT ON decisions FOR EACH ROW EXECUTE FUNCTION decisions_identity()");
    else // a team set up before this schema: its writers may keep the requests too
        s << QStringLiteral("DO $$ BEGIN IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'runledger_reviewer') THEN"
                            " GRANT SELECT, INSERT, UPDATE ON countersign_requests TO runledger_service, runledger_reviewer,"
                            " runledger_approver; GRANT SELECT ON countersign_requests TO runledger_auditor; END IF; END $$");
    return s;
}

} // namespace rl::models
