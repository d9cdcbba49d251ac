// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "domain.h"
#include "ledgertypes.h"

#include <QCoreApplication>

namespace rl::models {

class LedgerConnection;

// Who is deciding, as the ledger knows it.
struct TeamIdentity
{
    // PostgreSQL: the login the database authenticated (session_user).
    // SQLite: the operating-system account (it proves nothing).
    QString login;
    // On a team ledger: the member's display name and role (empty / nullopt:
    // this login is not an active member).
    QString displayName;
    std::optional<TeamRole> role;
    // PostgreSQL with at least one member: the database checks every
    // decision's login and role (docs/team-setup.md).
    bool enforced = false;
    // Active members whose role may countersign (approvers): with fewer than
    // two, an approver's own requests wait for someone who is not there.
    int approvers = 0;
};

struct TeamMember
{
    QString login;
    QString displayName;
    TeamRole role = TeamRole::Reviewer;
    bool active = true;
    QString addedAt;
    QString addedBy;
};

// The team of a PostgreSQL ledger (docs/team-setup.md): group roles with the
// grants each needs, and the members the decisions' guard checks.
class Team final
{
    Q_DECLARE_TR_FUNCTIONS(Team)
public:
    explicit Team(LedgerConnection &c) : m_c(c) { }
    Result<TeamIdentity> identity();
    Result<QList<TeamMember>> members();
    // Creates the group roles (runledger_service, _reviewer, _approver,
    // _auditor) and grants them what each needs on this ledger's tables.
    // Again after an upgrade: it is idempotent.
    bool init();
    // login must exist and be able to log in (CREATE ROLE … LOGIN, by the
    // database's administrator, with its password).
    bool add(const QString &login, TeamRole role, const QString &displayName, const QDateTime &now);
    bool remove(const QString &login, const QDateTime &now);

    // Decisions whose login held no role allowing them when they were made
    // (after the team's first change; the database refuses them, so each
    // one was written past its guard).
    struct OutsideRole
    {
        qint64 seq = 0;
        QString login;
        QString action;
        QString why;
    };
    Result<QList<OutsideRole>> decisionsOutsideRoles();
    // The role each decision's login held when it was made, by seq, from
    // team_changes: "reviewer", "approver" …, "removed", or "" (not on the team).
    Result<QHash<qint64, QString>> rolesAtDecisions();

    static QString groupRole(TeamRole role) { return QStringLiteral("runledger_") + toString(role); }
    // On a team ledger: who decides is the signed-in login, never a typed
    // name, and its role must allow the action. Empty: allowed, with the
    // name to record in *reviewer (the typed one where there is no team).
    static QString refusal(const TeamIdentity &who, DecisionAction action, const QString &typed, QString *reviewer);
    static QString roleInWords(TeamRole role);
    // Four eyes as the roles allow it (docs/team-setup.md): only an approver
    // countersigns, never their own request. Empty when every request someone
    // on the team may make has someone else to countersign it; else why not.
    static QString countersignGap(const QList<TeamMember> &members);
    // The operating-system account this process runs as.
    static QString osAccount();

private:
    bool requirePostgres();
    bool recordChange(const QString &login, TeamRole role, bool active, const QDateTime &now);
    // Revokes every team group role of login but keep; *hasKept: it held keep already.
    bool revokeGroupsOf(const QString &login, std::optional<TeamRole> keep, bool *hasKept = nullptr);
    LedgerConnection &m_c;
};

} // namespace rl::models
