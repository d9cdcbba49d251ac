// SPDX-License-Identifier: GPL-3.0-or-later
// runledgerctl audit: every decision with who made it, under which role, why
// and on what evidence, beside the chain's state and its last checkpoint
// (docs/team-setup.md, "Audit export"). Reads only: an auditor's login runs it.
#include "ctl.h"

#include "appinfo.h"
#include "csv.h"
#include "ids.h"
#include "reader.h"
#include "team.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QUrl>

namespace rl::app {

using namespace rl::models;

namespace {

// A day (the whole of it) or a moment; invalid: not a date.
QDateTime parseBound(const QString &text, bool endOfDay)
{
    if (text.isEmpty())
        return {};
    const QDate day = QDate::fromString(text, Qt::ISODate);
    if (day.isValid())
        return endOfDay ? QDateTime(day.addDays(1), QTime(0, 0), Qt::UTC).addMSecs(-1) : QDateTime(day, QTime(0, 0), Qt::UTC);
    QDateTime t = QDateTime::fromString(text, Qt::ISODateWithMs);
    return t.isValid() ? t.toUTC() : QDateTime();
}

// The ledger's address without a password, as a report may show it.
QString shownLocation(const QString &location)
{
    QUrl url(location);
    if (url.scheme().startsWith(QLatin1String("postgres"))) {
        url.setPassword({});
        url.setQuery(QString());
        return url.toString();
    }
    return location;
}

} // namespace

int Ctl::cmdAudit(const QStringList &args)
{
    QCommandLineParser parser;
    addLedgerOptions(parser, QStringLiteral("audit"), false);
    parser.addOption({QStringLiteral("from"), tr("First day (or moment, ISO 8601, UTC) of decisions to include."), tr("DATE")});
    parser.addOption({QStringLiteral("to"), tr("Last day (or moment) of decisions to include."), tr("DATE")});
    parser.addOption({QStringLiteral("out"), tr("The export: FILE.csv or FILE.json."), tr("FILE")});
    if (const int rc = parse(parser, args, 0); rc >= 0)
        return rc;
    const QString out = parser.value(QStringLiteral("out"));
    if (!out.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive) && !out.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        return usage(tr("audit needs --out FILE.csv or --out FILE.json"));
    const QDateTime from = parseBound(parser.value(QStringLiteral("from")), false);
    const QDateTime to = parseBound(parser.value(QStringLiteral("to")), true);
    if ((parser.isSet(QStringLiteral("from")) && !from.isValid()) || (parser.isSet(QStringLiteral("to")) && !to.isValid()))
        return usage(tr("--from and --to take a date (2026-12-01) or a moment (2026-12-01T09:30:00Z)"));
    auto ledger = openLedger(parser, Ledger::OpenMode::ReadOnly);
    if (!ledger)
        return ExitRuntime;
    const auto decisions = ledger->reader().decisions();
    if (!decisions)
        return fail(decisions.error().message);
    const auto members = ledger->team().members();
    if (!members)
        return fail(members.error().message);
    const ChainVerification chain = ledger->verifyChain();
    const auto checkpoint = ledger->lastCheckpoint();
    if (!checkpoint)
        return fail(checkpoint.error().message);
    std::map<QString, TeamMember> byLogin;
    for (const TeamMember &m : *members)
        byLogin.emplace(m.login, m);

    // Four eyes: each request's outcome, from the entry that closed it (countersign, turn-down, withdraw).
    std::map<qint64, QString> closedBy;
    for (const Decision &d : *decisions) {
        if (d.action != DecisionAction::Countersign && d.action != DecisionAction::TurnDown && d.action != DecisionAction::Withdraw)
            continue;
        const qint64 request = QJsonDocument::fromJson(d.payload.toUtf8()).object().value(QStringLiteral("request_seq")).toInteger();
        const QString who = d.login.isEmpty() ? d.reviewer : QStringLiteral("%1 (%2)").arg(d.reviewer, d.login);
        closedBy[request] = d.action == DecisionAction::Countersign ? who : QStringLiteral("%1: %2").arg(toString(d.action), who);
    }

    QJsonArray rows;
    QStringList csv{QStringLiteral("seq,decided_at,login,display_name,role,reviewer,action,operation_id,step_position,"
                                   "rationale,evidence,countersigned_by,hash")};
    for (const Decision &d : *decisions) {
        if ((from.isValid() && d.decidedAt < from) || (to.isValid() && d.decidedAt > to))
            continue;
        const auto member = byLogin.find(d.login);
        const QString displayName = member != byLogin.end() ? member->second.displayName : QString();
        // The role the login holds now; a role held only in the past is not recorded yet.
        const QString role = member != byLogin.end() ? toString(member->second.role) : QString();
        rows.append(QJsonObject{{QStringLiteral("seq"), d.seq},
                                {QStringLiteral("decided_at"), isoUtc(d.decidedAt)},
                                {QStringLiteral("login"), d.login},
                                {QStringLiteral("display_name"), displayName},
                                {QStringLiteral("role"), role},
                                {QStringLiteral("reviewer"), d.reviewer},
                                {QStringLiteral("action"), toString(d.action)},
                                {QStringLiteral("operation_id"), d.operationId},
                                {QStringLiteral("step_position"), d.stepPosition},
                                {QStringLiteral("rationale"), d.rationale},
                                {QStringLiteral("evidence"), QJsonDocument::fromJson(d.payload.toUtf8()).object()},
                                {QStringLiteral("countersigned_by"), closedBy.count(d.seq) ? QJsonValue(closedBy.at(d.seq)) : QJsonValue()},
                                {QStringLiteral("hash"), d.hash}});
        csv << QStringList{QString::number(d.seq), isoUtc(d.decidedAt), csvField(d.login, true), csvField(displayName, true), role,
                           csvField(d.reviewer, true), toString(d.action), d.operationId, QString::number(d.stepPosition),
                           csvField(d.rationale, true), csvField(d.payload),
                           closedBy.count(d.seq) ? csvField(closedBy.at(d.seq), true) : QString(), d.hash}
                   .join(QLatin1Char(','));
    }
    QJsonObject chainJson{{QStringLiteral("ok"), chain.ok},
                          {QStringLiteral("entries"), chain.count},
                          {QStringLiteral("head_hash"), chain.headHash},
                          {QStringLiteral("problem"), chain.problem}};
    QJsonValue checkpointJson;
    if (checkpoint->has_value())
        checkpointJson = QJsonObject{{QStringLiteral("seq"), (*checkpoint)->seq},
                                     {QStringLiteral("hash"), (*checkpoint)->hash},
                                     {QStringLiteral("at"), isoUtc((*checkpoint)->at)}};
    QByteArray bytes;
    if (out.endsWith(QLatin1String(".json"), Qt::CaseInsensitive)) {
        const QJsonObject doc{{QStringLiteral("ledger"), shownLocation(ledger->location())},
                              {QStringLiteral("exported_at"), isoUtc(QDateTime::currentDateTimeUtc())},
                              {QStringLiteral("from"), from.isValid() ? isoUtc(from) : QString()},
                              {QStringLiteral("to"), to.isValid() ? isoUtc(to) : QString()},
                              {QStringLiteral("chain"), chainJson},
                              {QStringLiteral("last_checkpoint"), checkpointJson},
                              {QStringLiteral("decisions"), rows}};
        bytes = QJsonDocument(doc).toJson(QJsonDocument::Indented);
    } else {
        // The chain's state and the checkpoint as comment lines above the rows.
        csv.prepend(QStringLiteral("# chain: %1, %2 entries, head %3%4")
                        .arg(chain.ok ? QStringLiteral("ok") : QStringLiteral("BROKEN"))
                        .arg(chain.count)
                        .arg(chain.headHash, chain.ok ? QString() : QStringLiteral(" (") + chain.problem + QLatin1Char(')')));
        csv.insert(1, checkpoint->has_value() ? QStringLiteral("# last checkpoint: seq %1, hash %2, at %3")
                                                    .arg((*checkpoint)->seq)
                                                    .arg((*checkpoint)->hash, isoUtc((*checkpoint)->at))
                                              : QStringLiteral("# last checkpoint: none"));
        bytes = (csv.join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8();
    }
    QSaveFile file(out);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return fail(tr("cannot write %1: %2").arg(out, file.errorString()));
    m_out << tr("%n decision(s) exported to %1", nullptr, int(rows.size())).arg(out) << '\n';
    if (!chain.ok) {
        m_out << tr("the chain is broken: %1").arg(chain.problem) << '\n';
        return ExitRefused;
    }
    return ExitOk;
}

} // namespace rl::app
