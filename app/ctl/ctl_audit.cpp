// SPDX-License-Identifier: GPL-3.0-or-later
// runledgerctl audit: every decision with who made it, under which role, why
// and on what evidence, beside the chain's state and its last checkpoint
// (docs/team-setup.md, "Audit export"). Reads only: an auditor's login runs it.
#include "ctl.h"
#include "acceptance/pdfjob.h"
#include "appinfo.h"

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

namespace {

// The audit export as a document: the period, the chain's state, the last
// checkpoint, and one row per decision; its JSON twin attached.
PdfJob auditPdfJob(const QJsonObject &doc)
{
    const auto e = [](const QString &t) { return t.toHtmlEscaped(); };
    const QJsonObject chain = doc.value(QStringLiteral("chain")).toObject();
    const QJsonObject checkpoint = doc.value(QStringLiteral("last_checkpoint")).toObject();
    const QString from = doc.value(QStringLiteral("from")).toString(), to = doc.value(QStringLiteral("to")).toString();
    QString h = QStringLiteral("<html><head><meta charset=\"utf-8\"><style>body{font-family:'DejaVu Sans';font-size:8pt}"
                               "table{border-collapse:collapse;width:100%}td,th{border:1px solid #999;padding:2px 4px;"
                               "vertical-align:top;text-align:left}.bad{color:#b00020}</style></head><body>");
    h += QStringLiteral("<h1>%1</h1>").arg(e(Ctl::tr("Runledger audit export")));
    h += QStringLiteral("<p>%1<br>%2<br>%3<br>%4</p>")
             .arg(e(Ctl::tr("Ledger: %1").arg(doc.value(QStringLiteral("ledger")).toString())),
                  e(Ctl::tr("Period: %1 to %2").arg(from.isEmpty() ? Ctl::tr("the first decision") : from,
                                                   to.isEmpty() ? Ctl::tr("the last decision") : to)),
                  e(Ctl::tr("Exported at %1").arg(doc.value(QStringLiteral("exported_at")).toString())),
                  e(checkpoint.isEmpty() ? Ctl::tr("Last anchored checkpoint: none")
                                         : Ctl::tr("Last anchored checkpoint: entry %1, hash %2, at %3")
                                               .arg(checkpoint.value(QStringLiteral("seq")).toInteger())
                                               .arg(checkpoint.value(QStringLiteral("hash")).toString(),
                                                    checkpoint.value(QStringLiteral("at")).toString())));
    h += chain.value(QStringLiteral("ok")).toBool()
        ? QStringLiteral("<p>%1</p>").arg(e(Ctl::tr("The decision chain verifies: %1 entries, head %2")
                                                .arg(chain.value(QStringLiteral("entries")).toInteger())
                                                .arg(chain.value(QStringLiteral("head_hash")).toString())))
        : QStringLiteral("<p class=\"bad\"><b>%1</b></p>").arg(e(Ctl::tr("The decision chain is BROKEN: %1")
                                                                     .arg(chain.value(QStringLiteral("problem")).toString())));
    h += QStringLiteral("<table><tr>");
    for (const QString &title : {Ctl::tr("Entry"), Ctl::tr("Decided at (UTC)"), Ctl::tr("Login"), Ctl::tr("Name"), Ctl::tr("Role"),
                                 Ctl::tr("Decision"), Ctl::tr("Operation, step"), Ctl::tr("Rationale"), Ctl::tr("Countersigned by")})
        h += QStringLiteral("<th>%1</th>").arg(e(title));
    h += QStringLiteral("</tr>");
    for (const QJsonValue &v : doc.value(QStringLiteral("decisions")).toArray()) {
        const QJsonObject d = v.toObject();
        const bool request = d.value(QStringLiteral("evidence")).toObject().value(QStringLiteral("request")).toBool();
        const QString action = d.value(QStringLiteral("action")).toString();
        h += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td><td>%5</td><td>%6</td><td>%7, %8</td><td>%9</td><td>%10</td></tr>")
                 .arg(d.value(QStringLiteral("seq")).toInteger())
                 .arg(e(d.value(QStringLiteral("decided_at")).toString()), e(d.value(QStringLiteral("login")).toString()),
                      e(d.value(QStringLiteral("reviewer")).toString()), e(d.value(QStringLiteral("role")).toString()),
                      e(request ? Ctl::tr("%1 (requested)").arg(action) : action), e(d.value(QStringLiteral("operation_id")).toString()))
                 .arg(d.value(QStringLiteral("step_position")).toInt())
                 .arg(e(d.value(QStringLiteral("rationale")).toString()), e(d.value(QStringLiteral("countersigned_by")).toString()));
    }
    h += QStringLiteral("</table></body></html>");
    PdfJob job;
    job.html = h.toUtf8();
    job.title = Ctl::tr("Runledger audit export");
    job.headerRight = from.isEmpty() && to.isEmpty() ? Ctl::tr("every decision") : Ctl::tr("%1 to %2").arg(from, to);
    job.pageFormat = Ctl::tr("Page %1 of %2");
    job.creator = QStringLiteral("Runledger %1").arg(buildVersion());
    job.attachments.append({QStringLiteral("audit.json"), QStringLiteral("application/json"), Ctl::tr("Machine-readable twin of this export"),
                            QJsonDocument(doc).toJson(QJsonDocument::Indented)});
    return job;
}

} // namespace

int Ctl::cmdAudit(const QStringList &args)
{
    QCommandLineParser parser;
    addLedgerOptions(parser, QStringLiteral("audit"), false);
    parser.addOption({QStringLiteral("from"), tr("First day (or moment, ISO 8601, UTC) of decisions to include."), tr("DATE")});
    parser.addOption({QStringLiteral("to"), tr("Last day (or moment) of decisions to include."), tr("DATE")});
    parser.addOption({QStringLiteral("out"), tr("The export: FILE.csv, FILE.json or FILE.pdf (a document to sign, its JSON attached)."), tr("FILE")});
    if (const int rc = parse(parser, args, 0); rc >= 0)
        return rc;
    const QString out = parser.value(QStringLiteral("out"));
    const bool pdf = out.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive);
    if (!out.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive) && !out.endsWith(QLatin1String(".json"), Qt::CaseInsensitive) && !pdf)
        return usage(tr("audit needs --out FILE.csv, FILE.json or FILE.pdf"));
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

    // The role each login held when it decided (the team's history), and the one it holds now.
    const auto rolesThen = ledger->team().rolesAtDecisions();
    if (!rolesThen)
        return fail(rolesThen.error().message);
    QJsonArray rows;
    QStringList csv{QStringLiteral("seq,decided_at,login,display_name,role,reviewer,action,operation_id,step_position,"
                                   "rationale,evidence,countersigned_by,hash,role_now")};
    for (const Decision &d : *decisions) {
        if ((from.isValid() && d.decidedAt < from) || (to.isValid() && d.decidedAt > to))
            continue;
        const auto member = byLogin.find(d.login);
        const QString displayName = member != byLogin.end() ? member->second.displayName : QString();
        const QString role = rolesThen->value(d.seq);
        const QString roleNow = member != byLogin.end() ? toString(member->second.role) : QString();
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
                                {QStringLiteral("hash"), d.hash},
                                {QStringLiteral("role_now"), roleNow}});
        csv << QStringList{QString::number(d.seq), isoUtc(d.decidedAt), csvField(d.login, true), csvField(displayName, true), role,
                           csvField(d.reviewer, true), toString(d.action), d.operationId, QString::number(d.stepPosition),
                           csvField(d.rationale, true), csvField(d.payload),
                           closedBy.count(d.seq) ? csvField(closedBy.at(d.seq), true) : QString(), d.hash, roleNow}
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
    const QJsonObject doc{{QStringLiteral("ledger"), shownLocation(ledger->location())},
                          {QStringLiteral("exported_at"), isoUtc(QDateTime::currentDateTimeUtc())},
                          {QStringLiteral("from"), from.isValid() ? isoUtc(from) : QString()},
                          {QStringLiteral("to"), to.isValid() ? isoUtc(to) : QString()},
                          {QStringLiteral("chain"), chainJson},
                          {QStringLiteral("last_checkpoint"), checkpointJson},
                          {QStringLiteral("decisions"), rows}};
    if (out.endsWith(QLatin1String(".json"), Qt::CaseInsensitive)) {
        bytes = QJsonDocument(doc).toJson(QJsonDocument::Indented);
    } else if (pdf) {
        // The same rows laid out for a person to sign, the JSON attached inside.
        QString error;
        bytes = renderPdfInHelper(auditPdfJob(doc), &error);
        if (bytes.isEmpty())
            return fail(tr("cannot lay the PDF out: %1").arg(error));
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
