// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportwriter.h"

#include "ids.h"
#include "pdfdocument.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

namespace rl::app {

using namespace rl::models;

namespace {

QString localTime(const QDateTime &utc)
{
    return utc.toLocalTime().toString(Qt::ISODate) + QLatin1Char(' ') + utc.toLocalTime().timeZoneAbbreviation();
}

QJsonObject totalsJson(const Counts &c)
{
    return {{QStringLiteral("events"), c.events},
            {QStringLiteral("deliveries"), c.deliveries},
            {QStringLiteral("attempts"), c.attempts},
            {QStringLiteral("confirmed_external_effects"), c.confirmedEffects},
            {QStringLiteral("duplicates_found_at_target"), c.duplicatesAtTarget},
            {QStringLiteral("emails_delivered"), c.emailsDelivered},
            {QStringLiteral("emails_bounced"), c.emailsBounced},
            {QStringLiteral("unresolved_operations"), c.unresolvedOperations},
            {QStringLiteral("operator_time_to_recovery_median_ms"), c.recoveryMedianMs < 0 ? QJsonValue() : QJsonValue(c.recoveryMedianMs)},
            {QStringLiteral("recoveries"), c.recoveries}};
}

QString verdict(const CaseResult &c)
{
    return !c.ran ? QStringLiteral("not_run") : c.passed ? QStringLiteral("passed") : QStringLiteral("failed");
}

QString verdictText(const CaseResult &c)
{
    return !c.ran ? ReportWriter::tr("NOT RUN") : c.passed ? ReportWriter::tr("PASSED") : ReportWriter::tr("FAILED");
}

QJsonValue countJson(int n)
{
    return n < 0 ? QJsonValue() : QJsonValue(n);
}

QString effectsText(const CaseResult &c, bool observed)
{
    if (!c.ran)
        return ReportWriter::tr("not run");
    const int crm = observed ? c.observedCrm : c.expectedCrm, mail = observed ? c.observedMail : c.expectedMail;
    const QString crmText = crm < 0 ? ReportWriter::tr("CRM tasks not countable") : ReportWriter::tr("%1 CRM task(s)").arg(crm);
    const QString mailText = mail < 0 ? ReportWriter::tr("e-mails not countable") : ReportWriter::tr("%1 e-mail(s)").arg(mail);
    return ReportWriter::tr("%1, %2").arg(crmText, mailText);
}

QString resultLine(const AcceptanceReport &r)
{
    if (!r.allPassed())
        return ReportWriter::tr("Result: at least one case FAILED.");
    if (r.casesNotRun() > 0)
        return ReportWriter::tr("Result: the %1 cases that ran passed; %2 need the sandbox and were not run.")
            .arg(r.casesRun()).arg(r.casesNotRun());
    return ReportWriter::tr("Result: all %1 cases passed.").arg(r.cases.size());
}

QString csvField(QString s)
{
    if (s.contains(QLatin1Char(',')) || s.contains(QLatin1Char('"')) || s.contains(QLatin1Char('\n'))) {
        s.replace(QLatin1Char('"'), QStringLiteral("\"\""));
        return QLatin1Char('"') + s + QLatin1Char('"');
    }
    return s;
}

// What the head hash is, and why no checkpoint is shown, for the person signing.
QString headExplanation()
{
    return ReportWriter::tr("None: the cases ran on a scratch ledger made for this run and then discarded. The head hash "
                            "above identifies the exact sequence of decisions the cases recorded there; it is not the head of "
                            "your team's ledger, whose anchored checkpoints runledgerctl checkpoint makes.");
}

} // namespace

QByteArray ReportWriter::json(const AcceptanceReport &r)
{
    QJsonArray cases;
    for (const CaseResult &c : r.cases)
        cases.append(QJsonObject{{QStringLiteral("id"), c.id},
                                 {QStringLiteral("title"), c.title},
                                 {QStringLiteral("passed"), c.passed},
                                 {QStringLiteral("result"), verdict(c)},
                                 {QStringLiteral("reason"), c.reason},
                                 {QStringLiteral("setup"), c.setup},
                                 {QStringLiteral("operator_sees"), c.operatorSees},
                                 {QStringLiteral("evidence"), c.evidence},
                                 {QStringLiteral("next_step"), c.nextStep},
                                 {QStringLiteral("expected_effects"), QJsonObject{{QStringLiteral("crm.create_task"), c.expectedCrm},
                                                                                  {QStringLiteral("mail.send"), c.expectedMail}}},
                                 {QStringLiteral("observed_effects"), QJsonObject{{QStringLiteral("crm.create_task"), countJson(c.observedCrm)},
                                                                                  {QStringLiteral("mail.send"), countJson(c.observedMail)}}},
                                 {QStringLiteral("operations"), QJsonArray::fromStringList(c.operationIds)},
                                 {QStringLiteral("duration_ms"), c.durationMs}});
    QJsonArray profiles;
    for (const QJsonObject &p : r.targetProfiles)
        profiles.append(p);
    QJsonArray probes;
    for (const ProbeResult &p : r.probes)
        probes.append(p.toJson());
    const QJsonObject o{{QStringLiteral("report"), QStringLiteral("runledger-acceptance")},
                        {QStringLiteral("format_version"), 1},
                        {QStringLiteral("passed"), r.allPassed()},
                        {QStringLiteral("against"), r.realTargets ? QStringLiteral("configured_targets") : QStringLiteral("sandbox")},
                        {QStringLiteral("cases_run"), r.casesRun()},
                        {QStringLiteral("cases_not_run"), r.casesNotRun()},
                        {QStringLiteral("probes"), probes},
                        {QStringLiteral("reviewer"), r.reviewer},
                        {QStringLiteral("started_at_utc"), isoUtc(r.startedAt)},
                        {QStringLiteral("finished_at_utc"), isoUtc(r.finishedAt)},
                        {QStringLiteral("finished_at_local"), localTime(r.finishedAt)},
                        {QStringLiteral("build_version"), r.buildVersion},
                        {QStringLiteral("target_profiles"), profiles},
                        {QStringLiteral("cases"), cases},
                        {QStringLiteral("totals"), totalsJson(r.totals)},
                        // The run's own scratch ledger: no anchored checkpoint is made of it.
                        {QStringLiteral("ledger"), QJsonObject{{QStringLiteral("decisions"), r.ledgerDecisions},
                                                               {QStringLiteral("head_hash"), r.ledgerHeadHash},
                                                               {QStringLiteral("scratch"), true},
                                                               {QStringLiteral("checkpoint"), QJsonValue::Null}}}};
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

QByteArray ReportWriter::csv(const AcceptanceReport &r)
{
    QStringList lines;
    lines << QStringLiteral("case,title,result,expected_crm_tasks,observed_crm_tasks,expected_emails,observed_emails,reason");
    for (const CaseResult &c : r.cases)
        lines << QStringList{c.id, csvField(c.title), verdict(c),
                             QString::number(c.expectedCrm), c.observedCrm < 0 ? QString() : QString::number(c.observedCrm),
                             QString::number(c.expectedMail), c.observedMail < 0 ? QString() : QString::number(c.observedMail),
                             csvField(c.reason)}
                     .join(QLatin1Char(','));
    lines << QString();
    lines << QStringLiteral("total,value");
    const QJsonObject t = totalsJson(r.totals);
    for (const char *k : {"events", "deliveries", "attempts", "confirmed_external_effects", "duplicates_found_at_target", "emails_delivered",
                          "emails_bounced", "unresolved_operations",
                          "recoveries", "operator_time_to_recovery_median_ms"}) {
        const QJsonValue v = t.value(QLatin1String(k));
        lines << QStringLiteral("%1,%2").arg(QLatin1String(k), v.isNull() ? QString() : QString::number(v.toInteger()));
    }
    return (lines.join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8();
}

QByteArray ReportWriter::html(const AcceptanceReport &r)
{
    QString h;
    h += QStringLiteral("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>%1</title>\n")
             .arg(tr("Runledger acceptance test report").toHtmlEscaped());
    h += QStringLiteral("<style>body{font-family:sans-serif;max-width:60em;margin:2em auto;color:#111}"
                        "table{border-collapse:collapse;width:100%}td,th{border:1px solid #444;padding:.3em;text-align:left;vertical-align:top}"
                        ".passed{font-weight:bold}.failed{font-weight:bold;text-decoration:underline}</style></head><body>\n");
    h += QStringLiteral("<h1>%1</h1>\n").arg(tr("Runledger acceptance test report").toHtmlEscaped());
    h += QStringLiteral("<p><strong>%1</strong></p>\n")
             .arg(resultLine(r).toHtmlEscaped());
    h += QStringLiteral("<table><tr><th>%1</th><td>%2</td></tr><tr><th>%3</th><td>%4 (UTC) / %5</td></tr>"
                        "<tr><th>%6</th><td>%7</td></tr><tr><th>%8</th><td><code>%9</code> (%10)</td></tr>"
                        "<tr><th>%11</th><td>%12</td></tr></table>\n")
             .arg(tr("Reviewer").toHtmlEscaped(), r.reviewer.toHtmlEscaped(), tr("Date").toHtmlEscaped(), isoUtc(r.finishedAt),
                  localTime(r.finishedAt).toHtmlEscaped(), tr("Build").toHtmlEscaped(), r.buildVersion.toHtmlEscaped(),
                  tr("Ledger head hash").toHtmlEscaped(), r.ledgerHeadHash)
             .arg(tr("%1 decisions").arg(r.ledgerDecisions).toHtmlEscaped(), tr("Anchored checkpoint").toHtmlEscaped(),
                  headExplanation().toHtmlEscaped());
    if (r.realTargets) {
        h += QStringLiteral("<h2>%1</h2>\n<table>").arg(tr("Target probes").toHtmlEscaped());
        for (const ProbeResult &p : r.probes)
            h += QStringLiteral("<tr><th>%1</th><td>%2</td></tr>").arg(p.target.toHtmlEscaped(), p.summary().toHtmlEscaped());
        h += QStringLiteral("</table>\n");
    }
    for (const CaseResult &c : r.cases) {
        h += QStringLiteral("<h2>%1 — <span class=\"%2\">%3</span></h2>\n")
                 .arg(c.title.toHtmlEscaped(), c.passed || !c.ran ? QStringLiteral("passed") : QStringLiteral("failed"),
                      verdictText(c).toHtmlEscaped());
        h += QStringLiteral("<table>");
        const QList<std::pair<QString, QString>> rows{
            {tr("Case id"), c.id},
            {tr("Set up"), c.setup},
            {tr("What the operator sees"), c.operatorSees},
            {tr("Evidence from the target"), c.evidence},
            {tr("Expected external effects"), effectsText(c, false)},
            {tr("Observed by the target"), effectsText(c, true)},
            {tr("Next step"), c.nextStep},
            {tr("Why"), c.reason}};
        for (const auto &[k, v] : rows)
            h += QStringLiteral("<tr><th>%1</th><td>%2</td></tr>").arg(k.toHtmlEscaped(), v.toHtmlEscaped());
        h += QStringLiteral("</table>\n");
    }
    h += QStringLiteral("<h2>%1</h2>\n<table>").arg(tr("Totals, counted separately").toHtmlEscaped());
    const Counts &t = r.totals;
    const QList<std::pair<QString, QString>> totals{
        {tr("Events"), QString::number(t.events)},
        {tr("Deliveries"), QString::number(t.deliveries)},
        {tr("Attempts"), QString::number(t.attempts)},
        {tr("Confirmed external effects"), QString::number(t.confirmedEffects)},
        {tr("Duplicates found at the target"), QString::number(t.duplicatesAtTarget)},
        {tr("E-mails delivered / bounced"), tr("%1 / %2").arg(t.emailsDelivered).arg(t.emailsBounced)},
        {tr("Unresolved operations"), QString::number(t.unresolvedOperations)},
        {tr("Operator time to recovery (median)"), t.recoveryMedianMs < 0 ? tr("no recovery yet") : tr("%1 ms").arg(t.recoveryMedianMs)}};
    for (const auto &[k, v] : totals)
        h += QStringLiteral("<tr><th>%1</th><td>%2</td></tr>").arg(k.toHtmlEscaped(), v.toHtmlEscaped());
    h += QStringLiteral("</table>\n<h2>%1</h2>\n<pre>").arg(tr("Target profiles").toHtmlEscaped());
    for (const QJsonObject &p : r.targetProfiles)
        h += QString::fromUtf8(QJsonDocument(p).toJson(QJsonDocument::Compact)).toHtmlEscaped() + QLatin1Char('\n');
    h += QStringLiteral("</pre>\n</body></html>\n");
    return h.toUtf8();
}

QByteArray ReportWriter::pdf(const AcceptanceReport &r)
{
    PdfDocument doc(tr("Runledger acceptance test report"));
    doc.heading(tr("Runledger acceptance test report"));
    doc.paragraph(resultLine(r));
    doc.spacer();
    doc.field(tr("Reviewer"), r.reviewer);
    doc.field(tr("Date"), tr("%1 (UTC) / %2 (local)").arg(isoUtc(r.finishedAt), localTime(r.finishedAt)));
    doc.field(tr("Build"), r.buildVersion);
    doc.field(tr("Ledger head hash"), tr("%1 (%2 decisions)").arg(r.ledgerHeadHash).arg(r.ledgerDecisions));
    doc.field(tr("Anchored checkpoint"), headExplanation());
    QStringList names;
    for (const QJsonObject &p : r.targetProfiles)
        names << p.value(QStringLiteral("name")).toString();
    doc.field(tr("Target profiles"), names.join(QStringLiteral(", ")));
    doc.subheading(tr("Totals, counted separately"));
    const Counts &t = r.totals;
    doc.paragraph(tr("Events %1 · deliveries %2 · attempts %3 · confirmed external effects %4 · duplicates found at the target %5 · "
                     "unresolved operations %6 · operator time to recovery (median) %7")
                      .arg(t.events).arg(t.deliveries).arg(t.attempts).arg(t.confirmedEffects).arg(t.duplicatesAtTarget)
                      .arg(t.unresolvedOperations)
                      .arg(t.recoveryMedianMs < 0 ? tr("no recovery yet") : tr("%1 ms").arg(t.recoveryMedianMs)));
    if (r.realTargets) {
        doc.subheading(tr("Target probes"));
        for (const ProbeResult &p : r.probes)
            doc.field(p.target, p.summary());
    }
    for (const CaseResult &c : r.cases) {
        doc.subheading(QStringLiteral("%1 — %2").arg(c.title, verdictText(c)));
        doc.field(tr("Case id"), c.id);
        doc.field(tr("Set up"), c.setup);
        doc.field(tr("What the operator sees"), c.operatorSees);
        doc.field(tr("Evidence from the target"), c.evidence);
        doc.field(tr("External effects, counted by the target"),
                  tr("expected %1; observed %2").arg(effectsText(c, false), effectsText(c, true)));
        doc.field(tr("Next step"), c.nextStep);
        doc.field(tr("Why"), c.reason);
    }
    doc.attach(QStringLiteral("acceptance-report.json"), QStringLiteral("application/json"), json(r));
    return doc.toPdf();
}

bool ReportWriter::write(const AcceptanceReport &report, const QString &path, QString *error)
{
    const QString ext = QFileInfo(path).suffix().toLower();
    QByteArray data;
    if (ext == QLatin1String("json"))
        data = json(report);
    else if (ext == QLatin1String("csv"))
        data = csv(report);
    else if (ext == QLatin1String("html") || ext == QLatin1String("htm"))
        data = html(report);
    else if (ext == QLatin1String("pdf"))
        data = pdf(report);
    else {
        *error = tr("%1: unknown report format (use .pdf, .html, .json or .csv)").arg(path);
        return false;
    }
    QSaveFile f(path); // all or nothing: a half-written report is never left behind
    if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size() || !f.commit()) {
        *error = tr("cannot write %1: %2").arg(path, f.errorString());
        return false;
    }
    return true;
}

} // namespace rl::app
