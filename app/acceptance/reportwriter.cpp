// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportwriter.h"

#include "csv.h"
#include "ids.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QLocale>

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
            {QStringLiteral("emails_delayed"), c.emailsDelayed},
            {QStringLiteral("emails_failed_or_suppressed"), c.emailsFailed},
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

QString effectsText(const CaseResult &c, bool observed, bool vouchers)
{
    if (!c.ran)
        return ReportWriter::tr("not run");
    const int crm = observed ? c.observedCrm : c.expectedCrm, mail = observed ? c.observedMail : c.expectedMail;
    const QString crmText = vouchers ? (crm < 0 ? ReportWriter::tr("vouchers not countable") : ReportWriter::tr("%n voucher(s)", nullptr, crm))
        : crm < 0                    ? ReportWriter::tr("CRM tasks not countable")
                                     : ReportWriter::tr("%n CRM task(s)", nullptr, crm);
    const QString mailText = mail < 0 ? ReportWriter::tr("e-mails not countable") : ReportWriter::tr("%n e-mail(s)", nullptr, mail);
    return ReportWriter::tr("%1, %2").arg(crmText, mailText);
}

QString resultLine(const AcceptanceReport &r)
{
    if (!r.allPassed())
        return ReportWriter::tr("Result: at least one case FAILED.");
    if (r.casesNotRun() > 0)
        return ReportWriter::tr("Result: the %1 cases that ran passed; %2 need faults made on purpose, which only the "
                                "simulation can make, and were not run.")
            .arg(r.casesRun()).arg(r.casesNotRun());
    return ReportWriter::tr("Result: all %1 cases passed.").arg(r.cases.size());
}

// What the head hash is, and why no checkpoint is shown, for the person signing.
QString headExplanation()
{
    return ReportWriter::tr("None: the cases ran on a scratch ledger made for this run and then discarded. The head hash "
                            "above identifies the exact sequence of decisions the cases recorded there; it is not the head of "
                            "your team's ledger, whose checkpoints are anchored separately.");
}

// What a case proves, in the words of the person who signs the report.
QString plainResult(const CaseResult &c, bool vouchers)
{
    const QString &id = c.id;
    if (!c.ran)
        return c.reason;
    if (vouchers) {
        // The flow "order → voucher → e-mail with its code" (docs/acceptance.md, "Vouchers").
        if (id == QLatin1String("normal_success"))
            return ReportWriter::tr("An order was thanked with exactly one voucher and one e-mail that carries its code.");
        if (id == QLatin1String("duplicate_event"))
            return ReportWriter::tr("The shop sent the same order event 22 times, twice in a row and 20 times at once. Runledger "
                                    "created one voucher and sent one e-mail with its code.");
        if (id == QLatin1String("timeout_after_success"))
            return ReportWriter::tr("The shop created the voucher but its answer never arrived. Runledger looked the voucher up by "
                                    "its code and recorded it, instead of creating a second one.");
        if (id == QLatin1String("concurrent_attempts"))
            return ReportWriter::tr("Two senders worked on the same ten orders at the same moment. Each voucher and each e-mail "
                                    "was created once.");
        if (id == QLatin1String("resume_after_approval"))
            return ReportWriter::tr("An e-mail with a voucher code waited until a named person approved its text, and was then sent "
                                    "once; the voucher before it was not created again.");
        if (id == QLatin1String("late_repeat_after_expiry"))
            return ReportWriter::tr("The shop stopped remembering the request's key before its answer was known. Runledger did not "
                                    "send it again: it looked the voucher up by its code, found it and recorded it.");
    }
    if (id == QLatin1String("normal_success"))
        return ReportWriter::tr("An order was followed up with exactly one CRM task and one e-mail.");
    if (id == QLatin1String("duplicate_event"))
        return ReportWriter::tr("The shop sent the same order event 22 times, twice in a row and 20 times at once. Runledger "
                                "started one follow-up: one CRM task and one e-mail.");
    if (id == QLatin1String("timeout_after_success"))
        return ReportWriter::tr("The CRM created the task but its answer never arrived. Runledger looked the task up in the CRM "
                                "and recorded it, instead of creating a second one.");
    if (id == QLatin1String("concurrent_attempts"))
        return ReportWriter::tr("Two senders worked on the same ten follow-ups at the same moment. Each CRM task and each "
                                "e-mail went out once.");
    if (id == QLatin1String("resume_after_approval"))
        return ReportWriter::tr("An e-mail waited until a named person approved its text, and was then sent once; the CRM task "
                                "before it was not repeated.");
    if (id == QLatin1String("late_repeat_after_expiry"))
        return ReportWriter::tr("A repeat came after the CRM had stopped remembering the reference. Runledger did not create "
                                "the task again; it held the follow-up for a person to decide.");
    return c.title;
}

QString capabilityText(const QString &stored)
{
    if (stored == QLatin1String("protected_create"))
        return ReportWriter::tr("recognises a repeated request by its reference");
    if (stored == QLatin1String("lookup_only"))
        return ReportWriter::tr("can be searched by reference; repeats are not recognised");
    if (stored == QLatin1String("none"))
        return ReportWriter::tr("cannot confirm; a person checks");
    return stored;
}

QString durationText(qint64 ms)
{
    if (ms <= 0)
        return ReportWriter::tr("—");
    if (ms % 3'600'000 == 0)
        return ReportWriter::tr("%n hour(s)", nullptr, int(ms / 3'600'000));
    if (ms % 60'000 == 0)
        return ReportWriter::tr("%n minute(s)", nullptr, int(ms / 60'000));
    if (ms % 1000 == 0)
        return ReportWriter::tr("%n second(s)", nullptr, int(ms / 1000));
    return ReportWriter::tr("%1 ms").arg(ms);
}

QString kindText(const QString &kind)
{
    if (kind == QLatin1String("crm"))
        return ReportWriter::tr("CRM");
    if (kind == QLatin1String("mail"))
        return ReportWriter::tr("E-mail");
    return kind;
}

QString esc(const QString &s) { return s.toHtmlEscaped(); }

// For a person: local date and time to the minute, with its zone.
QString readableTime(const QDateTime &utc)
{
    const QDateTime local = utc.toLocalTime();
    return local.toString(QStringLiteral("yyyy-MM-dd HH:mm")) + QLatin1Char(' ') + local.timeZoneAbbreviation();
}

QString row(const QString &label, const QString &value)
{
    return QStringLiteral("<tr><th align=\"left\" valign=\"top\" width=\"30%\">%1</th><td valign=\"top\">%2</td></tr>\n").arg(esc(label), value);
}

QString table(const QString &rows)
{
    return QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\" width=\"100%\">\n%1</table>\n").arg(rows);
}

QString targetNames(const AcceptanceReport &r)
{
    QStringList names;
    for (const QJsonObject &p : r.targetProfiles)
        names << p.value(QStringLiteral("name")).toString();
    return names.join(QStringLiteral(", "));
}

QString targetsLine(const AcceptanceReport &r)
{
    return r.realTargets ? ReportWriter::tr("the configured targets %1").arg(targetNames(r))
                         : ReportWriter::tr("Runledger's built-in simulation of a CRM and a mail service (%1), which counts "
                                            "every effect it performs")
                               .arg(targetNames(r));
}

// The first page says plainly what the cases ran against.
QString againstStatement(const AcceptanceReport &r)
{
    if (r.realTargets)
        return ReportWriter::tr("This run used the configured targets (%1): the CRM and mail service Runledger was set up "
                                "to use, not a simulation. Their own records were searched to count what they did.")
            .arg(targetNames(r));
    return ReportWriter::tr("This run used Runledger's built-in simulation of a CRM and a mail service, not your real "
                            "systems: no real customer received anything. The simulation counts every task and e-mail "
                            "it creates, and those counts are the ones reported here.");
}

} // namespace

QString ReportWriter::statement(const AcceptanceReport &r)
{
    return tr("I have read this report. On %1, Runledger %2 ran the six failure cases listed here against %3. For every case "
              "marked PASSED, the CRM tasks and e-mails the targets themselves counted are the ones expected, and no effect was "
              "repeated.")
        .arg(r.finishedAt.toLocalTime().date().toString(Qt::ISODate), r.buildVersion, targetsLine(r));
}

QByteArray ReportWriter::html(const AcceptanceReport &r)
{
    const QString title = tr("Runledger acceptance test report");
    QString h;
    h += QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\"><head><meta charset=\"utf-8\"><title>%2</title>\n")
             .arg(QLocale().name().section(QLatin1Char('_'), 0, 0), esc(title));
    h += QStringLiteral("<style>body{font-family:sans-serif;max-width:60em;margin:2em auto;color:#111}"
                        "table{border-collapse:collapse;width:100%;margin-bottom:1em}td,th{border:1px solid #444;padding:.3em;"
                        "text-align:left;vertical-align:top}th{font-weight:bold}h2{margin-top:1.5em}</style></head><body>\n");

    // Cover: what was tested, on which targets, by whom, and the result.
    h += QStringLiteral("<h1>%1</h1>\n").arg(esc(title));
    h += QStringLiteral("<p><b>%1</b></p>\n").arg(esc(resultLine(r)));
    h += QStringLiteral("<p><b>%1</b></p>\n").arg(esc(againstStatement(r)));
    h += QStringLiteral("<p>%1</p>\n")
             .arg(esc(tr("Runledger makes sure that a marketing automation's CRM tasks and e-mails go out once, even when a "
                         "webhook arrives twice, a target answers late or two senders race. This report shows six situations "
                         "where that usually goes wrong, what Runledger did in each, and what the targets themselves counted.")));
    // The run tests; the person named signs what it showed (the sign-off below).
    h += table(row(tr("Tested by"), esc(tr("Runledger's automated acceptance run"))) + row(tr("Signed by"), esc(r.reviewer))
               + row(tr("Date"), esc(readableTime(r.finishedAt)))
               + row(tr("Runledger version"), esc(r.buildVersion)) + row(tr("Tested against"), esc(targetsLine(r))));

    h += QStringLiteral("<h2>%1</h2>\n").arg(esc(tr("The six cases at a glance")));
    QString glance = QStringLiteral("<tr><th align=\"left\">%1</th><th align=\"left\">%2</th><th align=\"left\">%3</th></tr>\n")
                         .arg(esc(tr("Case")), esc(tr("Result")), esc(tr("What it shows")));
    for (const CaseResult &c : r.cases)
        glance += QStringLiteral("<tr><td valign=\"top\">%1</td><td valign=\"top\"><b>%2</b></td><td valign=\"top\">%3</td></tr>\n")
                      .arg(esc(c.title), esc(verdictText(c)), esc(plainResult(c, r.vouchers)));
    h += table(glance);

    if (r.realTargets) {
        h += QStringLiteral("<h2>%1</h2>\n").arg(esc(tr("What the targets showed when checked")));
        QString probes;
        for (const ProbeResult &p : r.probes)
            probes += row(p.target, esc(p.summary()));
        h += table(probes);
    }

    // Each case in full.
    for (const CaseResult &c : r.cases) {
        h += QStringLiteral("<h2 style=\"page-break-before: auto\">%1 — %2</h2>\n").arg(esc(c.title), esc(verdictText(c)));
        h += QStringLiteral("<p>%1</p>\n").arg(esc(plainResult(c, r.vouchers)));
        h += table(row(tr("Set up"), esc(c.setup)) + row(tr("What the reviewer sees"), esc(c.operatorSees))
                   + row(tr("Evidence from the target"), esc(c.evidence))
                   + row(tr("Effects expected"), esc(effectsText(c, false, r.vouchers)))
                   + row(tr("Effects counted by the target"), esc(effectsText(c, true, r.vouchers))) + row(tr("Next step"), esc(c.nextStep))
                   + row(tr("Why this result"), esc(c.reason)) + row(tr("Case id"), esc(c.id)));
    }

    // Totals, each explained.
    h += QStringLiteral("<h2>%1</h2>\n").arg(esc(tr("Totals, counted separately")));
    h += QStringLiteral("<p>%1</p>\n").arg(esc(tr("Over all six cases. They are counted one by one, never added up into one "
                                                   "number, so that a repeated effect cannot hide behind a total.")));
    if (!r.ledgerReadError.isEmpty())
        h += QStringLiteral("<p><b>%1</b></p>\n").arg(esc(tr("The totals could not be read from the ledger: %1").arg(r.ledgerReadError)));
    const Counts &t = r.totals;
    const auto total = [](const QString &label, const QString &value, const QString &meaning) {
        return QStringLiteral("<tr><th align=\"left\" valign=\"top\" width=\"30%\">%1</th><td valign=\"top\" width=\"12%\">%2</td>"
                              "<td valign=\"top\">%3</td></tr>\n")
            .arg(esc(label), esc(value), esc(meaning));
    };
    h += table(total(tr("Events"), QString::number(t.events), tr("Business events the shop reported (an order created, paid…)."))
               + total(tr("Deliveries"), QString::number(t.deliveries),
                       tr("Times those events arrived; more than events, because the cases send repeats on purpose."))
               + total(tr("Attempts"), QString::number(t.attempts), tr("Requests Runledger sent to a CRM or mail service."))
               + total(tr("Confirmed effects"), QString::number(t.confirmedEffects),
                       tr("CRM tasks and e-mails a target confirmed it performed, each once."))
               + (r.vouchers ? total(tr("Vouchers created"),
                                     r.vouchersEachOnce ? tr("%1, each once").arg(r.vouchersCreated) : QString::number(r.vouchersCreated),
                                     r.vouchersEachOnce ? tr("Vouchers the shop itself counted over all cases; no code was created twice.")
                                                        : tr("Vouchers the shop itself counted over all cases. A code was created more than once."))
                             : QString())
               + total(tr("Duplicates found at a target"), QString::number(t.duplicatesAtTarget),
                       tr("Effects a target holds twice. Should be 0."))
               + total(tr("E-mails delivered / bounced"), tr("%1 / %2").arg(t.emailsDelivered).arg(t.emailsBounced),
                       tr("What the mail service reported back, where it reports delivery."))
               + total(tr("E-mails delayed / failed or suppressed"), tr("%1 / %2").arg(t.emailsDelayed).arg(t.emailsFailed),
                       tr("Delayed: not delivered yet (a temporary bounce). Failed or suppressed: the service did not send it. "
                          "Neither is resent automatically."))
               + total(tr("Waiting for a person"), QString::number(t.unresolvedOperations),
                       tr("Follow-ups held for a reviewer at the end of the run. The late-repeat case leaves one on purpose: "
                          "when nothing can prove whether a task exists, a person decides, not Runledger."))
               + total(tr("Time to recovery (median)"),
                       t.recoveryMedianMs < 0 ? tr("—") : durationText(t.recoveryMedianMs),
                       t.recoveryMedianMs < 0 ? tr("How long held follow-ups waited for a reviewer. None was resolved by a "
                                                   "person during this run, so there is nothing to measure.")
                                              : tr("How long held follow-ups waited for a reviewer (%n resolved).", nullptr,
                                                   int(t.recoveries))));

    // The target profiles as a table.
    h += QStringLiteral("<h2>%1</h2>\n").arg(esc(tr("Targets and how they were set up")));
    QString profiles = QStringLiteral("<tr><th align=\"left\">%1</th><th align=\"left\">%2</th><th align=\"left\">%3</th>"
                                      "<th align=\"left\">%4</th><th align=\"left\">%5</th></tr>\n")
                           .arg(esc(tr("Target")), esc(tr("Kind")), esc(tr("Repeats")), esc(tr("Remembers a reference for")),
                                esc(tr("Waits for an answer")));
    for (const QJsonObject &p : r.targetProfiles) {
        const QJsonObject o = p.value(QStringLiteral("profile")).toObject();
        profiles += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td><td>%5</td></tr>\n")
                        .arg(esc(p.value(QStringLiteral("name")).toString()), esc(kindText(o.value(QStringLiteral("kind")).toString())),
                             esc(capabilityText(o.value(QStringLiteral("capability")).toString())),
                             esc(durationText(qint64(o.value(QStringLiteral("key_retention_seconds")).toDouble()) * 1000)),
                             esc(durationText(qint64(o.value(QStringLiteral("deadline_ms")).toDouble()))));
    }
    h += table(profiles);

    // The ledger head and what it proves.
    h += QStringLiteral("<h2>%1</h2>\n").arg(esc(tr("The record of decisions")));
    h += QStringLiteral("<p>%1</p>\n")
             .arg(esc(tr("Every decision a reviewer makes is written to Runledger's ledger, each entry sealed with the one "
                         "before it. The last seal (the head hash) below changes if any entry is altered, removed or reordered.")));
    h += table(row(tr("Head hash"), QStringLiteral("<code>%1</code>").arg(esc(r.ledgerHeadHash)))
               + row(tr("Decisions"), esc(tr("%n decision(s)", nullptr, int(r.ledgerDecisions))))
               + row(tr("Anchored checkpoint"), esc(headExplanation())));

    // Glossary.
    h += QStringLiteral("<h2>%1</h2>\n").arg(esc(tr("Words used in this report")));
    const QList<std::pair<QString, QString>> glossary{
        {tr("Operation"), tr("One intended business action, such as following up one order. It has a fixed id.")},
        {tr("Step"), tr("One effect of an operation at a target: a CRM task or an e-mail. Each is confirmed on its own.")},
        {tr("Attempt"), tr("One try at a step. A step may need several attempts; it must still have one effect.")},
        {tr("Target"), tr("The system that performs an effect: a CRM or a mail service.")},
        {tr("Reference (idempotency key)"), tr("The unique label Runledger gives each step, so the target can recognise a "
                                               "repeat and Runledger can search for it.")},
        {tr("Key retention"), tr("How long a target remembers a reference. After that, only a search can find the earlier effect.")},
        {tr("Reconcile (look up)"), tr("Ask the target, without changing anything, whether an effect with the reference exists.")},
        {tr("Held for review"), tr("Runledger stopped and waits for a named person, because no evidence settles what happened.")},
        {tr("Webhook"), tr("The message a shop sends when something happens, such as an order being created.")},
        {tr("orders/create, orders/paid, orders/updated"), tr("The shop's names for an order created, paid or changed.")},
        {tr("Runner"), tr("The part of Runledger that sends steps to the targets.")},
        {tr("Reservation"), tr("The runner's claim on a step while it works on it, so that no second runner acts on it.")},
        {tr("Adopted"), tr("A record the target already held, found by its reference, was recorded as the step's effect "
                           "instead of being created again.")},
        {tr("Confirming lookup"), tr("A second look at the target after it answered, to see that the record is really there.")},
        {tr("Automated test run"), tr("The test itself, standing in for a reviewer where a case needs a decision (approving an "
                                      "e-mail's text). The person signing below made no decision during the run.")},
        {tr("Simulation"), tr("Runledger's built-in stand-in for a CRM and a mail service. It behaves like them, can be told to "
                              "fail on purpose, and counts every effect.")},
        {tr("HTTP status (201, 503…)"), tr("The target's answer code: 201 means it created the record; 503 means it was "
                                          "unavailable.")},
        {tr("Scratch ledger"), tr("A ledger made only for this test run and discarded afterwards.")}};
    QString words;
    for (const auto &[term, meaning] : glossary)
        words += row(term, esc(meaning));
    h += table(words);

    // Sign-off.
    h += QStringLiteral("<h2 style=\"page-break-before: always\">%1</h2>\n").arg(esc(tr("Sign-off")));
    h += QStringLiteral("<p>%1</p>\n").arg(esc(statement(r)));
    const QString line = QStringLiteral("<br><br>______________________________________");
    h += table(row(tr("Name"), esc(r.reviewer)) + row(tr("Role"), line) + row(tr("Date"), line) + row(tr("Signature"), line));
    h += QStringLiteral("</body></html>\n");
    return h.toUtf8();
}

QByteArray ReportWriter::json(const AcceptanceReport &r)
{
    // The cases' first effect: a CRM task, or (the voucher flow) a voucher.
    const QString first = r.vouchers ? QStringLiteral("voucher.create") : QStringLiteral("crm.create_task");
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
                                 {QStringLiteral("expected_effects"), QJsonObject{{first, c.expectedCrm},
                                                                                  {QStringLiteral("mail.send"), c.expectedMail}}},
                                 {QStringLiteral("observed_effects"), QJsonObject{{first, countJson(c.observedCrm)},
                                                                                  {QStringLiteral("mail.send"), countJson(c.observedMail)}}},
                                 {QStringLiteral("operations"), QJsonArray::fromStringList(c.operationIds)},
                                 {QStringLiteral("duration_ms"), c.durationMs}});
    QJsonArray profiles;
    for (const QJsonObject &p : r.targetProfiles)
        profiles.append(p);
    QJsonArray probes;
    for (const ProbeResult &p : r.probes)
        probes.append(p.toJson());
    QJsonObject o{{QStringLiteral("report"), QStringLiteral("runledger-acceptance")},
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
    if (!r.ledgerReadError.isEmpty())
        o.insert(QStringLiteral("ledger_read_error"), r.ledgerReadError);
    if (r.vouchers)
        o.insert(QStringLiteral("vouchers"), QJsonObject{{QStringLiteral("created"), r.vouchersCreated}, {QStringLiteral("each_once"), r.vouchersEachOnce}});
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

QByteArray ReportWriter::csv(const AcceptanceReport &r)
{
    QStringList lines;
    lines << (r.vouchers ? QStringLiteral("case,title,result,expected_vouchers,observed_vouchers,expected_emails,observed_emails,reason")
                         : QStringLiteral("case,title,result,expected_crm_tasks,observed_crm_tasks,expected_emails,observed_emails,reason"));
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
                          "emails_bounced", "emails_delayed", "emails_failed_or_suppressed", "unresolved_operations",
                          "recoveries", "operator_time_to_recovery_median_ms"}) {
        const QJsonValue v = t.value(QLatin1String(k));
        lines << QStringLiteral("%1,%2").arg(QLatin1String(k), v.isNull() ? QString() : QString::number(v.toInteger()));
    }
    if (r.vouchers) {
        lines << QStringLiteral("vouchers_created,%1").arg(r.vouchersCreated);
        lines << QStringLiteral("vouchers_each_once,%1").arg(r.vouchersEachOnce ? QStringLiteral("true") : QStringLiteral("false"));
    }
    return (lines.join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8();
}

namespace {
PdfRenderer &pdfRenderer()
{
    static PdfRenderer renderer;
    return renderer;
}
} // namespace

void ReportWriter::setPdfRenderer(PdfRenderer renderer) { pdfRenderer() = std::move(renderer); }

PdfJob ReportWriter::pdfJob(const AcceptanceReport &r)
{
    PdfJob job;
    job.html = html(r);
    job.title = tr("Runledger acceptance test report");
    job.headerRight = r.reviewer;
    job.pageFormat = tr("Page %1 of %2");
    job.creator = QStringLiteral("Runledger %1").arg(r.buildVersion);
    job.attachments.append({QStringLiteral("acceptance-report.json"), QStringLiteral("application/json"),
                            tr("Machine-readable twin of this report"), json(r)});
    return job;
}

QByteArray ReportWriter::pdf(const AcceptanceReport &r, QString *error)
{
    // In the console's process when it registered Qt GUI's renderer; from
    // runledgerctl through the helper, so runledgerctl never loads Qt GUI.
    const PdfJob job = pdfJob(r);
    return pdfRenderer() ? pdfRenderer()(job, error) : renderPdfInHelper(job, error);
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
    else if (ext == QLatin1String("pdf")) {
        QString why;
        data = pdf(report, &why);
        if (data.isEmpty()) {
            *error = tr("cannot write %1: %2").arg(path, why);
            return false;
        }
    }
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
