// SPDX-License-Identifier: GPL-3.0-or-later
#include "team.h"

#include <QJsonDocument>
#include <QJsonObject>

#include "connection.h"
#include "ids.h"
#include "sqldialect.h"

#include <QRegularExpression>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>

#include <pwd.h>
#include <unistd.h>

namespace rl::models {

namespace {
constexpr std::array allRoles{TeamRole::Service, TeamRole::Reviewer, TeamRole::Approver, TeamRole::Auditor};

bool validLogin(const QString &login)
{
    static const QRegularExpression name(QStringLiteral("^[A-Za-z0-9_][A-Za-z0-9_.@-]{0,62}$"));
    return name.match(login).hasMatch();
}
} // namespace

QString Team::roleInWords(TeamRole r)
{
    switch (r) {
    case TeamRole::Service: return Team::tr("a service login");
    case TeamRole::Reviewer: return Team::tr("a reviewer");
    case TeamRole::Approver: return Team::tr("an approver");
    case TeamRole::Auditor: return Team::tr("an auditor");
    }
    return {};
}

// On a team ledger: who decides is the signed-in login, never a typed name,
// and the login's role must allow the action. Empty: allowed; the reviewer's
// name to record goes to *reviewer.
QString Team::refusal(const TeamIdentity &who, DecisionAction action, const QString &typed, QString *reviewer)
{
    if (reviewer)
        *reviewer = typed.trimmed();
    if (!who.enforced)
        return {};
    if (!who.role)
        return Team::tr("the login %1 is not on this ledger's team; the ledger's owner adds it with runledgerctl team add")
            .arg(who.login);
    if (!typed.trimmed().isEmpty() && typed.trimmed() != who.displayName)
        return Team::tr("you are signed in as %1 (login %2); a decision cannot be recorded under another name (%3)")
            .arg(who.displayName, who.login, typed.trimmed());
    if (!teamRoleAllows(*who.role, action))
        return Team::tr("%1 needs %2; the login %3 is %4")
            .arg(toString(action), roleInWords(leastRoleFor(action)), who.login, roleInWords(*who.role));
    if (reviewer)
        *reviewer = who.displayName;
    return {};
}

QString Team::countersignGap(const QList<TeamMember> &members)
{
    QStringList approvers;
    bool deciders = false;
    for (const TeamMember &m : members) {
        if (!m.active)
            continue;
        deciders = deciders || m.role == TeamRole::Reviewer || m.role == TeamRole::Approver;
        if (m.role == TeamRole::Approver)
            approvers << m.displayName;
    }
    if (!deciders || approvers.size() >= 2)
        return {};
    if (approvers.isEmpty())
        return tr("nobody on this team may countersign: a request for a four-eyes decision waits until an approver is added "
                  "(runledgerctl team add --role approver)");
    return tr("%1 is the only approver: %1 countersigns the reviewers' requests, but a request %1 makes waits until a second "
              "approver is added")
        .arg(approvers.first());
}

QString Team::osAccount()
{
    if (const passwd *pw = ::getpwuid(::geteuid()); pw && pw->pw_name)
        return QString::fromLocal8Bit(pw->pw_name);
    return QString::number(::geteuid());
}

bool Team::requirePostgres()
{
    if (!m_c.isSqlite())
        return true;
    return m_c.refuse(tr("a SQLite ledger is one person's file and has no team: roles need a PostgreSQL ledger"));
}

Result<TeamIdentity> Team::identity()
{
    TeamIdentity who;
    if (m_c.isSqlite()) {
        who.login = osAccount();
        return who;
    }
    auto q = m_c.exec(QStringLiteral("SELECT session_user, (SELECT COUNT(*) FROM team_members),"
                                     " m.display_name, m.role,"
                                     " (SELECT COUNT(*) FROM team_members WHERE role = 'approver' AND active = 1) FROM (SELECT 1) AS one"
                                     " LEFT JOIN team_members m ON m.login = session_user AND m.active = 1"),
                      {}, tr("reading who is signed in"));
    if (!q)
        return m_c.error();
    if (!q->next()) {
        m_c.fail(q->lastError(), tr("reading who is signed in"));
        return m_c.error();
    }
    who.login = q->value(0).toString();
    who.enforced = q->value(1).toLongLong() > 0;
    who.displayName = q->value(2).toString();
    who.role = teamRoleFromString(q->value(3).toString());
    who.approvers = q->value(4).toInt();
    return who;
}

Result<QList<TeamMember>> Team::members()
{
    auto q = m_c.exec(QStringLiteral("SELECT login, display_name, role, active, added_at, added_by FROM team_members ORDER BY login"),
                      {}, tr("reading the team"));
    if (!q)
        return m_c.error();
    QList<TeamMember> out;
    while (q->next())
        out.append({q->value(0).toString(), q->value(1).toString(),
                    teamRoleFromString(q->value(2).toString()).value_or(TeamRole::Auditor), q->value(3).toInt() == 1,
                    q->value(4).toString(), q->value(5).toString()});
    if (q->lastError().isValid()) {
        m_c.fail(q->lastError(), tr("reading the team"));
        return m_c.error();
    }
    return out;
}

bool Team::init()
{
    if (!requirePostgres())
        return false;
    WriteTransaction tx(m_c);
    if (!tx.ok())
        return false;
    QStringList sql;
    QStringList groups;
    for (TeamRole r : allRoles) {
        const QString g = groupRole(r);
        groups << g;
        sql << QStringLiteral("DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '%1') THEN"
                              " CREATE ROLE %1 NOLOGIN; END IF; END $$").arg(g);
    }
    const QString all = groups.join(QStringLiteral(", "));
    const QString writers = QStringList{groupRole(TeamRole::Service), groupRole(TeamRole::Reviewer), groupRole(TeamRole::Approver)}
                                .join(QStringLiteral(", "));
    sql << QStringLiteral("DO $$ BEGIN EXECUTE format('GRANT USAGE ON SCHEMA %I TO %2', current_schema()); END $$").arg(all)
        // Everyone reads everything; the auditor only reads.
        << QStringLiteral("DO $$ BEGIN EXECUTE format('GRANT SELECT ON ALL TABLES IN SCHEMA %I TO %2', current_schema()); END $$").arg(all)
        // Intake, the runner and the decisions' writes: insert and update,
        // never delete (decisions and configurations refuse updates by trigger).
        << QStringLiteral("DO $$ BEGIN EXECUTE format('GRANT INSERT, UPDATE ON ALL TABLES IN SCHEMA %I TO %2', current_schema()); END $$").arg(writers)
        << QStringLiteral("DO $$ BEGIN EXECUTE format('GRANT USAGE ON ALL SEQUENCES IN SCHEMA %I TO %2', current_schema()); END $$").arg(writers)
        // The queue counts' deltas are written by their trigger as the owner
        // and folded together (deleted) by whichever runner gets there first
        // (docs/team-mode.md): the service's, never a member's.
        << QStringLiteral("GRANT DELETE ON operation_count_deltas TO %1").arg(groupRole(TeamRole::Service))
        // Nobody but the owner changes the team or the schema.
        << QStringLiteral("REVOKE INSERT, UPDATE ON team_members, team_changes, schema_migrations FROM %1").arg(all)
        // Decisions are opened by the database's function only (docs/team-setup.md).
        << QStringLiteral("REVOKE INSERT, UPDATE, DELETE ON decision_gates FROM %1").arg(all)
        // The reference key is the service's alone; backups and restores are
        // recorded by the service and the owner (docs/ledger.md).
        << QStringLiteral("REVOKE ALL ON ledger_keys FROM %1").arg(all)
        << QStringLiteral("GRANT SELECT ON ledger_keys TO %1").arg(groupRole(TeamRole::Service))
        << QStringLiteral("REVOKE INSERT, UPDATE ON backups, restores FROM %1").arg(all)
        << QStringLiteral("GRANT INSERT ON restores TO %1").arg(groupRole(TeamRole::Service))
        // A reviewer's claim on an operation is taken and released by its login.
        << QStringLiteral("GRANT DELETE ON review_claims TO %1").arg(writers)
        // Delivery events that came before their e-mail's message id are the service's.
        << QStringLiteral("REVOKE INSERT, UPDATE ON early_delivery_events FROM %1").arg(all)
        << QStringLiteral("GRANT INSERT, UPDATE, DELETE ON early_delivery_events TO %1").arg(groupRole(TeamRole::Service))
        // Personal data's index, removals and Shopify's compliance requests are the service's (docs/personal-data.md).
        << QStringLiteral("REVOKE INSERT, UPDATE ON event_subjects, personal_data_removals, privacy_requests FROM %1").arg(all)
        << QStringLiteral("GRANT INSERT, UPDATE, DELETE ON event_subjects, personal_data_removals, privacy_requests TO %1")
               .arg(groupRole(TeamRole::Service))
        // Which caller asked for which operation is intake's record (docs/api.md).
        << QStringLiteral("REVOKE INSERT, UPDATE ON caller_operations FROM %1").arg(all)
        << QStringLiteral("GRANT INSERT, UPDATE ON caller_operations TO %1").arg(groupRole(TeamRole::Service))
        // and so is telling a caller that its operation came to rest.
        << QStringLiteral("REVOKE INSERT, UPDATE ON caller_callbacks FROM %1").arg(all)
        << QStringLiteral("GRANT INSERT, UPDATE ON caller_callbacks TO %1").arg(groupRole(TeamRole::Service))
        // An approver's erasure finds the customer (indexing what is new) and records what it removed.
        << QStringLiteral("GRANT INSERT ON event_subjects, personal_data_removals TO %1").arg(groupRole(TeamRole::Approver))
        // What changes a step or what verify proves is the service's: the
        // deliveries and their events (an approver's erasure empties a body,
        // nothing else), probes, checkpoints, configurations, alerts (docs/team-setup.md).
        << QStringLiteral("REVOKE INSERT, UPDATE, DELETE ON events, deliveries, probes, checkpoints, configurations, hold_alerts,"
                          " operation_count_deltas FROM %1, %2")
               .arg(groupRole(TeamRole::Reviewer), groupRole(TeamRole::Approver))
        << QStringLiteral("GRANT UPDATE (payload, payload_removed_at, subjects_indexed) ON events TO %1").arg(groupRole(TeamRole::Approver));
    for (const QString &s : sql) {
        if (!m_c.exec(s, {}, tr("setting up the team's roles")))
            return false;
    }
    return tx.commit();
}

bool Team::add(const QString &login, TeamRole role, const QString &displayName, const QDateTime &now)
{
    if (!requirePostgres())
        return false;
    if (!validLogin(login))
        return m_c.refuse(tr("'%1' is not a database login name").arg(login));
    if (displayName.trimmed().isEmpty())
        return m_c.refuse(tr("a team member needs a display name"));
    WriteTransaction tx(m_c);
    if (!tx.ok())
        return false;
    auto exists = m_c.exec(QStringLiteral("SELECT rolcanlogin FROM pg_roles WHERE rolname = ?"), {login}, tr("reading the login"));
    if (!exists)
        return false;
    if (!exists->next())
        return m_c.refuse(tr("there is no database login %1: the administrator creates it first (CREATE ROLE %1 LOGIN PASSWORD …)").arg(login));
    if (!exists->value(0).toBool())
        return m_c.refuse(tr("the database role %1 cannot log in").arg(login));
    auto groupExists = m_c.exec(QStringLiteral("SELECT 1 FROM pg_roles WHERE rolname = ?"), {groupRole(role)}, tr("reading the roles"));
    if (!groupExists)
        return false;
    if (!groupExists->next())
        return m_c.refuse(tr("the team's roles are not set up on this database: run runledgerctl team init first"));
    const QString quoted = m_c.db().driver()->escapeIdentifier(login, QSqlDriver::TableName);
    bool hadRole = false;
    if (!revokeGroupsOf(login, role, &hadRole))
        return false;
    if (!hadRole && !m_c.exec(QStringLiteral("GRANT %1 TO %2").arg(groupRole(role), quoted), {}, tr("granting the login's role")))
        return false;
    if (!recordChange(login, role, true, now))
        return false;
    if (!m_c.exec(QStringLiteral("INSERT INTO team_members (login, display_name, role, active, added_at, added_by)"
                                 " VALUES (?, ?, ?, 1, ?, session_user) ON CONFLICT (login) DO UPDATE SET"
                                 " display_name = EXCLUDED.display_name, role = EXCLUDED.role, active = 1,"
                                 " added_at = EXCLUDED.added_at, added_by = EXCLUDED.added_by, removed_at = NULL"),
                  {login, displayName.trimmed(), toString(role), isoUtc(now)}, tr("adding the team member")))
        return false;
    return tx.commit();
}

bool Team::revokeGroupsOf(const QString &login, std::optional<TeamRole> keep, bool *hasKept)
{
    // Only the memberships it has: revoking another says a warning on stderr.
    auto q = m_c.exec(QStringLiteral("SELECT g.rolname FROM pg_auth_members m JOIN pg_roles g ON g.oid = m.roleid"
                                     " JOIN pg_roles u ON u.oid = m.member WHERE u.rolname = ? AND g.rolname LIKE 'runledger\\_%'"),
                      {login}, tr("reading the login's roles"));
    if (!q)
        return false;
    QStringList groups;
    while (q->next())
        groups << q->value(0).toString();
    if (hasKept)
        *hasKept = keep && groups.contains(groupRole(*keep));
    const QString quoted = m_c.db().driver()->escapeIdentifier(login, QSqlDriver::TableName);
    for (TeamRole r : allRoles) {
        if ((!keep || r != *keep) && groups.contains(groupRole(r))
            && !m_c.exec(QStringLiteral("REVOKE %1 FROM %2").arg(groupRole(r), quoted), {}, tr("revoking the login's role")))
            return false;
    }
    return true;
}

bool Team::recordChange(const QString &login, TeamRole role, bool active, const QDateTime &now)
{
    // after_seq: the chain's head now; the decisions after it are judged by this change.
    return bool(m_c.exec(QStringLiteral("INSERT INTO team_changes (login, role, active, after_seq, changed_at, changed_by)"
                                        " VALUES (?, ?, ?, (SELECT COALESCE(MAX(seq), 0) FROM decisions), ?, session_user)"),
                         {login, toString(role), active ? 1 : 0, isoUtc(now)}, tr("recording the team's change")));
}

Result<QList<Team::OutsideRole>> Team::decisionsOutsideRoles()
{
    // Each decision after the team's first change, with the last change of
    // its login before it (none: the login was never on the team).
    auto q = m_c.exec(QStringLiteral("SELECT d.seq, COALESCE(d.login, ''), d.action,"
                                     " (SELECT c.role || '|' || c.active FROM team_changes c WHERE c.login = d.login"
                                     "  AND c.after_seq < d.seq ORDER BY c.id DESC LIMIT 1), d.payload"
                                     " FROM decisions d WHERE d.seq > (SELECT MIN(after_seq) FROM team_changes) ORDER BY d.seq"),
                      {}, tr("reading the team's history"));
    if (!q)
        return m_c.error();
    QList<OutsideRole> out;
    while (q->next()) {
        const QString login = q->value(1).toString();
        const auto action = decisionActionFromString(q->value(2).toString());
        const QStringList held = q->value(3).toString().split(QLatin1Char('|'));
        const std::optional<TeamRole> role = held.size() == 2 ? teamRoleFromString(held.at(0)) : std::optional<TeamRole>();
        const bool active = held.size() == 2 && held.at(1) == QLatin1String("1");
        if (role && active && action && teamRoleAllows(*role, *action))
            continue;
        // The service erases at a shop's request (Shopify's compliance
        // webhooks; docs/personal-data.md), as the database allows it.
        if (role == TeamRole::Service && active && action == DecisionAction::Erase) {
            const QString policy = QJsonDocument::fromJson(q->value(4).toString().toUtf8()).object().value(QStringLiteral("policy")).toString();
            if (policy == QLatin1String("customers/redact") || policy == QLatin1String("shop/redact"))
                continue;
        }
        QString why;
        if (!role.has_value())
            why = tr("the login %1 was not on the team").arg(login.isEmpty() ? tr("(none)") : login);
        else if (!active)
            why = tr("the login %1 had been removed from the team").arg(login);
        else
            why = tr("the login %1 was %2").arg(login, roleInWords(role.value_or(TeamRole::Auditor)));
        out.append({q->value(0).toLongLong(), login, q->value(2).toString(), why});
    }
    if (q->lastError().isValid()) {
        m_c.fail(q->lastError(), tr("reading the team's history"));
        return m_c.error();
    }
    return out;
}

Result<QHash<qint64, QString>> Team::rolesAtDecisions()
{
    auto q = m_c.exec(QStringLiteral("SELECT d.seq, (SELECT c.role || '|' || c.active FROM team_changes c WHERE c.login = d.login"
                                     "  AND c.after_seq < d.seq ORDER BY c.id DESC LIMIT 1)"
                                     " FROM decisions d ORDER BY d.seq"),
                      {}, tr("reading the team's history"));
    if (!q)
        return m_c.error();
    QHash<qint64, QString> out;
    while (q->next()) {
        const QStringList held = q->value(1).toString().split(QLatin1Char('|'));
        out.insert(q->value(0).toLongLong(), held.size() != 2 ? QString()
                                                 : held.at(1) == QLatin1String("1") ? held.at(0)
                                                                                     : QStringLiteral("removed"));
    }
    if (q->lastError().isValid()) {
        m_c.fail(q->lastError(), tr("reading the team's history"));
        return m_c.error();
    }
    return out;
}

bool Team::remove(const QString &login, const QDateTime &now)
{
    if (!requirePostgres())
        return false;
    if (!validLogin(login))
        return m_c.refuse(tr("'%1' is not a database login name").arg(login));
    WriteTransaction tx(m_c);
    if (!tx.ok())
        return false;
    // The row stays (its decisions name it); the login loses every role.
    if (!m_c.execOne(QStringLiteral("UPDATE team_members SET active = 0, removed_at = ? WHERE login = ? AND active = 1"),
                     {isoUtc(now), login}, tr("removing the team member"), tr("%1 is not an active member of this ledger's team").arg(login)))
        return false;
    if (!revokeGroupsOf(login, std::nullopt))
        return false;
    auto held = m_c.exec(QStringLiteral("SELECT role FROM team_members WHERE login = ?"), {login}, tr("reading the team"));
    if (!held || !held->next())
        return false;
    const TeamRole had = teamRoleFromString(held->value(0).toString()).value_or(TeamRole::Auditor);
    held->finish();
    if (!recordChange(login, had, false, now))
        return false;
    return tx.commit();
}

} // namespace rl::models
