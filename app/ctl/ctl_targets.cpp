// SPDX-License-Identifier: GPL-3.0-or-later
// runledgerctl acceptance and probe: what a target does, checked against
// what its profile claims.
#include "acceptance/acceptancerun.h"
#include "acceptance/reportwriter.h"
#include "appinfo.h"
#include "ctl.h"
#include "probe/probe.h"
#include "targets/connector.h"

#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

namespace rl::app {

using namespace rl::models;

int Ctl::cmdAcceptance(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("runledgerctl acceptance — %1").arg(tr("run the six acceptance cases (against the sandbox or configured targets) and write reports")));
    parser.addHelpOption();
    parser.addOption({QStringLiteral("reviewer"), tr("Who signs the reports: named as the signer on their cover. The run's own decisions are recorded as Runledger's automated acceptance run, never under this name."), tr("NAME"),
                      QStringLiteral("Acceptance reviewer")});
    parser.addOption({QStringLiteral("out"), tr("A report to write; the format follows the extension: .pdf, .html, .json, .csv. Repeatable."),
                      tr("FILE")});
    parser.addOption({QStringLiteral("config"), tr("Run against the first crm and mail targets of this configuration (default: the "
                                                  "built-in sandbox, runledger-sandbox). With the sandbox admin API all six cases run; "
                                                  "against real targets the four that need no fault, plus the probe."), tr("FILE")});
    parser.addOption({QStringLiteral("ledger"), tr("Keep the scratch ledger at this path (default: a temporary file)."), tr("PATH")});
    parser.addOption({QStringLiteral("vouchers"), tr("Run the six cases on the flow \"order, voucher, e-mail with its code\": the voucher is "
                                                    "the first step (the sandbox's Stripe emulation, or the configuration's first voucher target).")});
    if (const int rc = parse(parser, args, 0); rc >= 0)
        return rc;
    const QStringList outs = parser.values(QStringLiteral("out"));
    if (outs.isEmpty())
        return usage(tr("give at least one --out FILE (.pdf, .html, .json or .csv)"));
    for (const QString &o : outs) {
        const QString ext = QFileInfo(o).suffix().toLower();
        if (ext != QLatin1String("pdf") && ext != QLatin1String("html") && ext != QLatin1String("json") && ext != QLatin1String("csv"))
            return usage(tr("%1: unknown report format (use .pdf, .html, .json or .csv)").arg(o));
    }
    QTemporaryDir scratch;
    AcceptanceRun::Options options;
    options.ledgerPath = parser.isSet(QStringLiteral("ledger")) ? parser.value(QStringLiteral("ledger"))
                                                                 : scratch.filePath(QStringLiteral("acceptance.sqlite"));
    options.reviewer = parser.value(QStringLiteral("reviewer"));
    options.vouchers = parser.isSet(QStringLiteral("vouchers"));
    if (parser.isSet(QStringLiteral("config"))) {
        options.targets = loadConfig(parser);
        if (!options.targets)
            return ExitRuntime;
    }
    AcceptanceRun run(options);
    const int total = int(AcceptanceRun::caseIds().size());
    const AcceptanceReport report = run.run([&](int index, const CaseResult &c) {
        if (c.id == QLatin1String("setup")) {
            m_err << "runledgerctl: " << c.reason << Qt::endl;
            return;
        }
        m_out << QStringLiteral("[%1/%2] %3 %4 — %5 (%6 ms)").arg(index + 1).arg(total)
                     .arg(!c.ran ? tr("not run") : c.passed ? tr("passed") : tr("FAILED"), c.id, c.reason).arg(c.durationMs)
              << Qt::endl;
    });
    for (const QString &o : outs) {
        QString error;
        if (!ReportWriter::write(report, o, &error))
            return fail(error);
        m_out << tr("wrote %1").arg(o) << Qt::endl;
    }
    if (!report.cases.isEmpty() && report.cases.first().id == QLatin1String("setup"))
        return ExitRuntime; // nothing could be run: not a failed case
    if (parser.isSet(QStringLiteral("ledger"))) {
        // The kept ledger is the record whose head hash the reports name: it
        // is marked read-only, so that the console (which honours the mark,
        // docs/console.md) and a later run cannot add to it unnoticed.
        const QString kept = options.ledgerPath;
        if (QFile::setPermissions(kept, QFile::ReadOwner | QFile::ReadUser | QFile::ReadGroup | QFile::ReadOther))
            m_out << tr("kept the ledger at %1, marked read-only: it is the record the reports' head hash names").arg(kept) << Qt::endl;
        else
            m_err << "runledgerctl: " << tr("could not mark the kept ledger %1 read-only").arg(kept) << Qt::endl;
    }
    for (const ProbeResult &p : report.probes)
        m_out << tr("probe %1: %2").arg(p.target, p.summary()) << Qt::endl;
    if (report.vouchers)
        m_out << (report.vouchersEachOnce ? tr("vouchers created: %1, each once").arg(report.vouchersCreated)
                                          : tr("vouchers created: %1, some code more than once").arg(report.vouchersCreated))
              << Qt::endl;
    if (!report.allPassed())
        m_out << tr("at least one case failed") << Qt::endl;
    else if (report.casesNotRun() > 0)
        m_out << tr("the %1 cases that ran passed; %2 need the sandbox and were not run").arg(report.casesRun()).arg(report.casesNotRun())
              << Qt::endl;
    else
        m_out << tr("all %1 cases passed").arg(report.cases.size()) << Qt::endl;
    return report.allPassed() ? ExitOk : ExitRefused;
}

int Ctl::cmdProbe(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("runledgerctl probe — %1").arg(
        tr("check each target's declared capability against what it really does. Creates canary records labelled "
           "\"%1\" at each target.").arg(Probe::CanarySubject)));
    parser.addHelpOption();
    parser.addOption({QStringLiteral("config"), tr("Targets and flows (JSON)."), tr("FILE")});
    parser.addOption({QStringLiteral("target"), tr("Probe only this target (default: every target of the configuration)."), tr("NAME")});
    parser.addOption({QStringLiteral("out"), tr("Write the findings to FILE.json or FILE.html. Repeatable."), tr("FILE")});
    parser.addOption({QStringLiteral("ledger"), tr("Record the findings in this ledger (the console and serve show the last probe)."),
                      tr("PATH")});
    parser.addOption({QStringLiteral("json"), tr("Print the findings as JSON.")});
    parser.addOption({QStringLiteral("lookup-timeout-ms"), tr("How long to wait for the canary to show up in a lookup (default 15000)."),
                      tr("MS"), QStringLiteral("15000")});
    if (const int rc = parse(parser, args, 0); rc >= 0)
        return rc;
    for (const QString &o : parser.values(QStringLiteral("out"))) {
        const QString ext = QFileInfo(o).suffix().toLower();
        if (ext != QLatin1String("json") && ext != QLatin1String("html"))
            return usage(tr("%1: unknown format (use .json or .html)").arg(o));
    }
    auto config = loadConfig(parser);
    if (!config)
        return parser.value(QStringLiteral("config")).isEmpty() ? ExitUsage : ExitRuntime;
    QStringList names = config->targets().keys();
    if (parser.isSet(QStringLiteral("target"))) {
        if (!config->targets().contains(parser.value(QStringLiteral("target"))))
            return usage(tr("the configuration has no target %1").arg(parser.value(QStringLiteral("target"))));
        names = {parser.value(QStringLiteral("target"))};
    }
    std::unique_ptr<Ledger> ledger;
    if (parser.isSet(QStringLiteral("ledger"))) {
        ledger = openLedger(parser, Ledger::OpenMode::ExistingOnly);
        if (!ledger)
            return ExitRuntime;
    }
    const int timeout = std::max(0, parser.value(QStringLiteral("lookup-timeout-ms")).toInt());
    QList<ProbeResult> results;
    QJsonArray all;
    bool contradicted = false, failed = false;
    for (const QString &name : names) {
        Connector connector(config->targets().value(name));
        ProbeResult r;
        runUntilFinished([&](const std::function<void()> &finished) {
            Probe::run(connector, timeout, [&, finished](ProbeResult found) {
                r = std::move(found);
                finished();
            });
        });
        results.append(r);
        all.append(r.toJson());
        contradicted |= r.contradicted();
        failed |= !r.error.isEmpty();
        if (ledger) {
            const ProbeRecord record{r.target, r.probedAt, toString(r.declared), r.created ? toString(r.observed) : QString(),
                                     r.contradicted() || !r.error.isEmpty(),
                                     QString::fromUtf8(QJsonDocument(r.toJson()).toJson(QJsonDocument::Compact))};
            if (const auto recorded = ledger->recordProbe(record); !recorded)
                return fail(recorded.error().message);
        }
        if (parser.isSet(QStringLiteral("json")))
            continue;
        if (!r.error.isEmpty()) {
            m_out << tr("%1: could not be probed: %2").arg(name, r.error) << '\n';
            continue;
        }
        m_out << tr("%1: declared %2, observed %3%4").arg(name, toString(r.declared), toString(r.observed),
                                                        r.contradicted() ? tr(" — CONTRADICTION") : QString())
              << '\n';
        m_out << "  " << (r.sameKeySameRecord ? tr("same key and parameters: one record%1").arg(r.replayMarker ? tr(", replay marker") : QString())
                          : r.sameCodeRefused ? tr("the same code again: refused as taken, no second voucher")
                                              : tr("same key and parameters: a second record (the key is ignored)"))
              << '\n';
        m_out << "  " << (r.otherParamsRefused      ? tr("same key, other parameters: refused (HTTP %1)").arg(r.otherParamsStatus)
                          : r.otherParamsSameRecord ? tr("same key, other parameters: the one record was updated (HTTP %1), no second record")
                                                          .arg(r.otherParamsStatus)
                                                    : tr("same key, other parameters: not refused (HTTP %1)").arg(r.otherParamsStatus))
              << '\n';
        if (r.declaredLookup)
            m_out << "  " << (r.lookupFound ? tr("lookup by reference: %n record(s), visible after %1 ms (declared settle_ms %2)", nullptr, r.lookupRecords)
                                                  .arg(r.settleObservedMs).arg(r.declaredSettleMs)
                                            : tr("lookup by reference: not found"))
                  << '\n';
        m_out << "  " << tr("canary records (\"%1\", safe to delete): %2").arg(Probe::CanarySubject, r.canaryRecords.join(QStringLiteral(", ")))
              << '\n';
        if (!r.canaryRecordsRemoved.isEmpty())
            m_out << "  " << tr("canary codes removed again: %1").arg(r.canaryRecordsRemoved.join(QStringLiteral(", "))) << '\n';
        m_out << "  " << tr("the profile should declare: %1").arg(toString(r.observed)) << '\n';
        for (const QString &c : r.contradictions)
            m_out << "  ! " << c << '\n';
    }
    if (parser.isSet(QStringLiteral("json")))
        m_out << QJsonDocument(all).toJson(QJsonDocument::Compact) << '\n';
    for (const QString &o : parser.values(QStringLiteral("out"))) {
        QFile f(o);
        const QByteArray data = QFileInfo(o).suffix().toLower() == QLatin1String("html")
            ? ProbeResult::html(results).toUtf8()
            : QJsonDocument(QJsonObject{{QStringLiteral("targets"), all}}).toJson();
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(data) != data.size())
            return fail(tr("cannot write %1: %2").arg(o, f.errorString()));
        m_out << tr("wrote %1").arg(o) << '\n';
    }
    m_out.flush();
    if (failed)
        return ExitRuntime;
    return contradicted ? ExitRefused : ExitOk;
}

} // namespace rl::app
