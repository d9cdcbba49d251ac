// SPDX-License-Identifier: GPL-3.0-or-later
// runledgerctl team: the logins of a PostgreSQL ledger and their roles
// (docs/team-setup.md).
#include "ctl.h"

#include "appinfo.h"
#include "team.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace rl::app {

using namespace rl::models;

int Ctl::cmdTeam(const QStringList &args)
{
    QCommandLineParser parser;
    addLedgerOptions(parser, QStringLiteral("team"), true);
    parser.addPositionalArgument(QStringLiteral("ACTION"),
                                 tr("init (run once by the database owner) | add | list | remove | whoami"));
    parser.addOption({QStringLiteral("login"), tr("add, remove: the database login."), tr("NAME")});
    parser.addOption({QStringLiteral("role"), tr("add: service | reviewer | approver | auditor."), tr("ROLE")});
    parser.addOption({QStringLiteral("display-name"), tr("add: the name recorded with the login's decisions (default: the login)."),
                      tr("TEXT")});
    if (const int rc = parse(parser, args, 1); rc >= 0)
        return rc;
    const QString action = parser.positionalArguments().at(0);
    const QString login = parser.value(QStringLiteral("login")).trimmed();
    std::optional<TeamRole> role;
    if (action == QLatin1String("add")) {
        if (login.isEmpty())
            return usage(tr("team add needs --login"));
        role = teamRoleFromString(parser.value(QStringLiteral("role")));
        if (!role)
            return usage(tr("team add needs --role service, reviewer, approver or auditor"));
    } else if (action == QLatin1String("remove")) {
        if (login.isEmpty())
            return usage(tr("team remove needs --login"));
    } else if (action != QLatin1String("init") && action != QLatin1String("list") && action != QLatin1String("whoami")) {
        return usage(tr("unknown team action '%1'").arg(action));
    }
    auto ledger = openLedger(parser, Ledger::OpenMode::ExistingOnly);
    if (!ledger)
        return ExitRuntime;
    Team &team = ledger->team();
    const QDateTime now = ledger->now();
    const auto refusedOrFailed = [&] {
        return ledger->lastError().kind == LedgerError::Kind::Refused ? fail(ledger->lastError().message, ExitRefused)
                                                                      : fail(ledger->lastError().message);
    };
    if (action == QLatin1String("init")) {
        if (!team.init())
            return refusedOrFailed();
        m_out << tr("team roles ready: runledger_service, runledger_reviewer, runledger_approver, runledger_auditor") << '\n';
        return ExitOk;
    }
    // After a change and with the list: a team whose roles leave a request
    // with nobody to countersign it is told so (it is not refused: a team is
    // built one member at a time).
    const auto warnOfGap = [&](const QList<TeamMember> &members) {
        if (const QString gap = Team::countersignGap(members); !gap.isEmpty())
            m_err << tr("warning: %1").arg(gap) << Qt::endl;
    };
    if (action == QLatin1String("add") || action == QLatin1String("remove")) {
        const QString name = parser.value(QStringLiteral("display-name")).trimmed();
        if (action == QLatin1String("add") ? !team.add(login, *role, name.isEmpty() ? login : name, now) : !team.remove(login, now))
            return refusedOrFailed();
        if (action == QLatin1String("add"))
            m_out << tr("%1 is now %2 on this ledger").arg(login, toString(*role)) << '\n';
        else
            m_out << tr("%1 is no longer on this ledger's team (its decisions stay)").arg(login) << '\n';
        m_out.flush();
        if (const auto members = team.members())
            warnOfGap(*members);
        return ExitOk;
    }
    if (action == QLatin1String("whoami")) {
        const auto who = team.identity();
        if (!who)
            return fail(who.error().message);
        if (parser.isSet(QStringLiteral("json"))) {
            QJsonObject o{{QStringLiteral("login"), who->login},
                          {QStringLiteral("display_name"), who->displayName},
                          {QStringLiteral("role"), who->role ? toString(*who->role) : QString()},
                          {QStringLiteral("enforced"), who->enforced}};
            m_out << QJsonDocument(o).toJson(QJsonDocument::Compact) << '\n';
        } else if (!who->enforced) {
            m_out << tr("login %1; this ledger has no team: decisions record the name given").arg(who->login) << '\n';
        } else if (!who->role) {
            m_out << tr("login %1, not on this ledger's team").arg(who->login) << '\n';
        } else {
            m_out << tr("%1 (login %2), %3").arg(who->displayName, who->login, toString(*who->role)) << '\n';
        }
        return ExitOk;
    }
    const auto members = team.members();
    if (!members)
        return fail(members.error().message);
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray a;
        for (const TeamMember &m : *members)
            a.append(QJsonObject{{QStringLiteral("login"), m.login}, {QStringLiteral("display_name"), m.displayName},
                                 {QStringLiteral("role"), toString(m.role)}, {QStringLiteral("active"), m.active},
                                 {QStringLiteral("added_at"), m.addedAt}, {QStringLiteral("added_by"), m.addedBy}});
        m_out << QJsonDocument(a).toJson(QJsonDocument::Compact) << '\n';
        return ExitOk;
    }
    if (members->isEmpty())
        m_out << tr("no team yet: decisions record the name given (runledgerctl team add)") << '\n';
    for (const TeamMember &m : *members)
        m_out << QStringLiteral("%1  %2  %3  %4\n")
                     .arg(m.login.leftJustified(16), toString(m.role).leftJustified(9), m.displayName,
                          m.active ? QString() : tr("(removed)"));
    m_out.flush();
    warnOfGap(*members);
    return ExitOk;
}

} // namespace rl::app
