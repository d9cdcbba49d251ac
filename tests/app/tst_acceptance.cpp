// SPDX-License-Identifier: GPL-3.0-or-later
#include "acceptance/acceptancerun.h"
#include "ledger.h"
#include "acceptance/reportwriter.h"
#include "sandbox/sandboxserver.h"
#include "misbehavingclient.h"
#include "processrunner.h"
#include "emulatedprovider.h"
#include "sandboxprocess.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QThread>
#include <QTest>

using namespace rl::testing;

// `runledgerctl acceptance` as the marketing lead runs it: real cases against
// the sandbox, reports compared with golden files, and every case shown able
// to fail.
class TestAcceptance final : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void reportsMatchGoldenFiles_data();
    void reportsMatchGoldenFiles();
    void theKeptLedgerIsTheReportsRecordAndReadOnly();
    void pdfIsPaginatedA4WithTitlesAndAttachment();
    void pdfInCzechKeepsItsLetters();
    void pdfIsADocumentToSign();
    void pdfIsWhatALeadSigns_data();
    void pdfIsWhatALeadSigns();
    void pdfHelperRefusesWhatIsNotAJob();
    void everyCaseCanFail_data();
    void everyCaseCanFail();
    void configuredSandboxTargets();
    void sixCasesAgainstEachEmulation_data();
    void sixCasesAgainstEachEmulation();
    void sixCasesOnTheVoucherFlow_data();
    void sixCasesOnTheVoucherFlow();
    void realTargetsRunWhatNeedsNoFault_data();
    void realTargetsRunWhatNeedsNoFault();
    void badArguments();
    void unreadableTotalsFailTheRun();

private:
    static QString normalise(QString text);
    QTemporaryDir m_dir;
    ProcessResult m_run;
};

QString TestAcceptance::normalise(QString t)
{
    // What legitimately differs between runs: times, ids, ports, hashes, durations.
    static const QList<std::pair<QRegularExpression, QString>> rules{
        {QRegularExpression(QStringLiteral("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d(\\.\\d+)?Z?( [A-Z][A-Za-z+\\-0-9]*)?")), QStringLiteral("<time>")},
        // A time for a person to the second (the next step's "wait until"), with its date and zone.
        {QRegularExpression(QStringLiteral("\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d( [A-Z][A-Za-z+\\-0-9]*)?")), QStringLiteral("<time>")},
        {QRegularExpression(QStringLiteral("\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d( [A-Z][A-Za-z+\\-0-9]*)?")), QStringLiteral("<time>")},
        {QRegularExpression(QStringLiteral("\\b\\d{4}-\\d\\d-\\d\\d\\b")), QStringLiteral("<date>")},
        {QRegularExpression(QStringLiteral("[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}")), QStringLiteral("<uuid>")},
        {QRegularExpression(QStringLiteral("rl_[0-9a-f]{32}")), QStringLiteral("<reference>")},
        {QRegularExpression(QStringLiteral("\\b[0-9a-f]{64}\\b")), QStringLiteral("<hash>")},
        {QRegularExpression(QStringLiteral("(task|msg)_\\d{6}")), QStringLiteral("\\1_<n>")},
        {QRegularExpression(QStringLiteral("127\\.0\\.0\\.1:\\d+")), QStringLiteral("127.0.0.1:<port>")},
        {QRegularExpression(QStringLiteral("\"duration_ms\": \\d+")), QStringLiteral("\"duration_ms\": <ms>")},
        {QRegularExpression(QStringLiteral("\"build_version\": \"[^\"]*\"")), QStringLiteral("\"build_version\": \"<version>\"")},
    };
    for (const auto &[re, with] : rules)
        t.replace(re, with);
    return t;
}

void TestAcceptance::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_run = runTool(QStringLiteral("runledgerctl"),
                    {QStringLiteral("acceptance"), QStringLiteral("--reviewer"), QStringLiteral("Mara Lead"),
                     QStringLiteral("--out"), m_dir.filePath(QStringLiteral("report.json")),
                     QStringLiteral("--out"), m_dir.filePath(QStringLiteral("report.csv")),
                     QStringLiteral("--out"), m_dir.filePath(QStringLiteral("report.html")),
                     QStringLiteral("--out"), m_dir.filePath(QStringLiteral("report.pdf")),
                     QStringLiteral("--ledger"), m_dir.filePath(QStringLiteral("kept.sqlite"))},
                    180'000);
    QVERIFY2(m_run.exitCode == 0, qPrintable(m_run.out + m_run.err));
    // One progress line per case.
    QCOMPARE(m_run.out.count(QRegularExpression(QStringLiteral("^\\[\\d/6\\] passed "), QRegularExpression::MultilineOption)), 6);
}

// --ledger keeps the run's ledger: its head is the one the reports name,
// and it is marked read-only so nothing is added to it afterwards (the
// console opens such a file to read, docs/console.md).
void TestAcceptance::theKeptLedgerIsTheReportsRecordAndReadOnly()
{
    const QString kept = m_dir.filePath(QStringLiteral("kept.sqlite"));
    QVERIFY2(m_run.out.contains(QStringLiteral("kept the ledger at %1, marked read-only").arg(kept)), qPrintable(m_run.out));
    // The mode bits (the "user" ones say what this user may do, and root may write anyway).
    QCOMPARE(QFileInfo(kept).permissions() & (QFile::WriteOwner | QFile::WriteGroup | QFile::WriteOther), QFileDevice::Permissions());
    QFile json(m_dir.filePath(QStringLiteral("report.json")));
    QVERIFY(json.open(QIODevice::ReadOnly));
    const QString reported = QJsonDocument::fromJson(json.readAll()).object().value(QStringLiteral("ledger")).toObject()
                                 .value(QStringLiteral("head_hash")).toString();
    rl::models::LedgerError e;
    auto ledger = rl::models::Ledger::open(kept, rl::models::Ledger::OpenMode::ReadOnly, &e);
    QVERIFY2(ledger, qPrintable(e.message));
    const auto chain = ledger->verifyChain();
    QVERIFY(chain.ok);
    QVERIFY(!reported.isEmpty());
    QCOMPARE(chain.headHash, reported);
}

void TestAcceptance::reportsMatchGoldenFiles_data()
{
    QTest::addColumn<QString>("format");
    for (const char *f : {"json", "csv", "html"})
        QTest::newRow(f) << QString::fromLatin1(f);
}

void TestAcceptance::reportsMatchGoldenFiles()
{
    QFETCH(QString, format);
    QFile actualFile(m_dir.filePath(QStringLiteral("report.") + format));
    QVERIFY(actualFile.open(QIODevice::ReadOnly));
    const QString actual = normalise(QString::fromUtf8(actualFile.readAll()));
    const QString goldenPath = QStringLiteral(RUNLEDGER_SOURCE_DIR "/tests/data/acceptance/expected.") + format;
    if (qEnvironmentVariableIsSet("RUNLEDGER_UPDATE_GOLDEN")) {
        QFile out(goldenPath);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(actual.toUtf8());
        QSKIP("golden file rewritten");
    }
    QFile golden(goldenPath);
    QVERIFY2(golden.open(QIODevice::ReadOnly), qPrintable(goldenPath));
    const QString expected = QString::fromUtf8(golden.readAll());
    if (actual != expected) {
        QFile dump(QDir::temp().filePath(QStringLiteral("runledger-actual.") + format));
        dump.open(QIODevice::WriteOnly);
        dump.write(actual.toUtf8());
        QFAIL(qPrintable(QStringLiteral("differs from %1; normalised output in %2").arg(goldenPath, dump.fileName())));
    }
}

void TestAcceptance::pdfIsPaginatedA4WithTitlesAndAttachment()
{
    const QString pdf = m_dir.filePath(QStringLiteral("report.pdf"));
    QProcess info;
    info.start(QStringLiteral("pdfinfo"), {pdf});
    QVERIFY(info.waitForFinished());
    const QString meta = QString::fromUtf8(info.readAllStandardOutput());
    QVERIFY2(QRegularExpression(QStringLiteral("Page size:\\s+595(\\.\\d+)? x 84[12](\\.\\d+)? pts \\(A4\\)")).match(meta).hasMatch(),
             qPrintable(meta));
    const int pages = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(meta).captured(1).toInt();
    QVERIFY2(pages >= 2, qPrintable(meta));

    QProcess text;
    text.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
    QVERIFY(text.waitForFinished());
    // Words as read, whatever line a table cell wrapped them onto.
    const QString body = QString::fromUtf8(text.readAllStandardOutput()).simplified();
    for (const char *title : {"Normal success — PASSED", "Same event delivered twice (and 20 times at once) — PASSED",
                              "Timeout after the CRM succeeded — PASSED", "Two concurrent attempts — PASSED",
                              "Resume after approval — PASSED", "Late repeat after the idempotency key expired — PASSED"})
        QVERIFY2(body.contains(QString::fromUtf8(title)), title);
    QVERIFY(body.contains(QStringLiteral("Mara Lead")));
    QVERIFY(body.contains(QStringLiteral("Page %1 of %1").arg(pages)));
    QVERIFY(!body.contains(QStringLiteral("customer@example.org"))); // no customer data in a report

    QProcess detach;
    detach.start(QStringLiteral("pdfdetach"), {QStringLiteral("-saveall"), QStringLiteral("-o"), m_dir.path(), pdf});
    QVERIFY(detach.waitForFinished());
    QFile attached(m_dir.filePath(QStringLiteral("acceptance-report.json")));
    QVERIFY(attached.open(QIODevice::ReadOnly));
    QFile json(m_dir.filePath(QStringLiteral("report.json")));
    QVERIFY(json.open(QIODevice::ReadOnly));
    const QJsonObject a = QJsonDocument::fromJson(attached.readAll()).object();
    const QJsonObject j = QJsonDocument::fromJson(json.readAll()).object();
    QCOMPARE(a.value(QStringLiteral("cases")), j.value(QStringLiteral("cases"))); // the twin travels inside the PDF
    QCOMPARE(a.value(QStringLiteral("ledger")), j.value(QStringLiteral("ledger")));
}

void TestAcceptance::pdfInCzechKeepsItsLetters()
{
    // The report in the user's language, Czech letters beyond Latin-1 included
    // (Helvetica has their glyphs; the PDF's font encoding must reach them).
    auto env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("cs_CZ.UTF-8"));
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("cs"));
    const QString pdf = m_dir.filePath(QStringLiteral("report-cs.pdf"));
    const auto run = runTool(QStringLiteral("runledgerctl"),
                             {QStringLiteral("acceptance"), QStringLiteral("--reviewer"), QStringLiteral("Jiří Dvořák"),
                              QStringLiteral("--out"), pdf},
                             120'000, env);
    QCOMPARE(run.exitCode, 0);
    QProcess text;
    text.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
    QVERIFY(text.waitForFinished());
    const QString body = QString::fromUtf8(text.readAllStandardOutput());
    for (const QString &expected : {QStringLiteral("Jiří Dvořák"), QStringLiteral("Výsledek: všech 6 případů prošlo."),
                                    QStringLiteral("Běžný úspěch — PROŠLO"), QStringLiteral("Strana 1 z ")})
        QVERIFY2(body.contains(expected), qPrintable(expected + QStringLiteral(" not in:\n") + body.left(600)));
    QVERIFY2(!body.contains(QLatin1Char('?')), qPrintable(body.left(600)));
}

void TestAcceptance::pdfIsADocumentToSign()
{
    // Polish letters beyond Latin-1 and Latin-2's Czech ones print as typed:
    // the fonts are embedded, not the 14 standard ones.
    const QString pdf = m_dir.filePath(QStringLiteral("report-pl.pdf"));
    const auto run = runTool(QStringLiteral("runledgerctl"),
                             {QStringLiteral("acceptance"), QStringLiteral("--reviewer"), QStringLiteral("Łukasz Żółć"),
                              QStringLiteral("--out"), pdf},
                             120'000);
    QCOMPARE(run.exitCode, 0);
    QProcess fonts;
    fonts.start(QStringLiteral("pdffonts"), {pdf});
    QVERIFY(fonts.waitForFinished());
    const QStringList rows = QString::fromUtf8(fonts.readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts).mid(2);
    QVERIFY(!rows.isEmpty());
    for (const QString &font : rows) // name type encoding emb sub uni
        QVERIFY2(font.contains(QRegularExpression(QStringLiteral("\\s+yes\\s+(yes|no)\\s+yes\\s+\\d+\\s+\\d+$"))), qPrintable(font));
    QProcess text;
    text.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
    QVERIFY(text.waitForFinished());
    const QString body = QString::fromUtf8(text.readAllStandardOutput()).simplified();
    QVERIFY2(body.count(QStringLiteral("Łukasz Żółć")) >= 3, qPrintable(body.left(400))); // cover, page headers, sign-off
    QVERIFY(!body.contains(QLatin1Char('?')));
    // The cover says what was tested, where and by whom.
    for (const char *expected : {"Tested by", "Tested against", "built-in simulation", "The six cases at a glance",
                                 "Words used in this report", "idempotency key", "Waiting for a person",
                                 "The late-repeat case leaves one on purpose", "Remembers a reference for", "24 hours"})
        QVERIFY2(body.contains(QString::fromUtf8(expected)), expected);
    // The sign-off block: the statement attested, name, role, date, a signature line.
    const qsizetype signOff = body.lastIndexOf(QStringLiteral("Sign-off"));
    QVERIFY(signOff > 0);
    const QString block = body.mid(signOff);
    for (const char *expected : {"I have read this report.", "ran the six failure cases", "Name", "Role", "Date", "Signature", "____"})
        QVERIFY2(block.contains(QString::fromUtf8(expected)), expected);
    QVERIFY(block.contains(QStringLiteral("Łukasz Żółć")));
    // No raw profile JSON in the document.
    QVERIFY(!body.contains(QStringLiteral("\"capability\"")));
}

void TestAcceptance::pdfIsWhatALeadSigns_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("expected"); // the automated run as approver, the simulation said plainly
    QTest::addColumn<QStringList>("foreign");  // what would betray a line left in English
    QTest::newRow("en") << QStringLiteral("en")
                        << QStringList{QStringLiteral("the automated test run approves it"),
                                       QStringLiteral("This run used Runledger's built-in simulation")}
                        << QStringList();
    QTest::newRow("de") << QStringLiteral("de")
                        << QStringList{QStringLiteral("der automatisierte Testlauf gibt sie frei"),
                                       QStringLiteral("Dieser Lauf nutzte die eingebaute Simulation")}
                        << QStringList{QStringLiteral("Response"), QStringLiteral("Lookup"), QStringLiteral("lookup"),
                                       QStringLiteral("found"), QStringLiteral("simulation"), QStringLiteral("Automated")};
}

void TestAcceptance::pdfIsWhatALeadSigns()
{
    // Read back as the marketing lead reads it: in their language, with local
    // times, no command line, and no decision attributed to the person signing.
    QFETCH(QString, language);
    QFETCH(QStringList, expected);
    QFETCH(QStringList, foreign);
    auto env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANGUAGE"), language);
    const QString pdf = m_dir.filePath(QStringLiteral("lead-%1.pdf").arg(language));
    const auto run = runTool(QStringLiteral("runledgerctl"),
                             {QStringLiteral("acceptance"), QStringLiteral("--reviewer"), QStringLiteral("Mara Lead"),
                              QStringLiteral("--out"), pdf},
                             120'000, env);
    QCOMPARE(run.exitCode, 0);
    QProcess info;
    info.start(QStringLiteral("pdfinfo"), {pdf});
    QVERIFY(info.waitForFinished());
    const int pages = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(QString::fromUtf8(info.readAllStandardOutput())).captured(1).toInt();
    QVERIFY(pages >= 2);
    QProcess text;
    text.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
    QVERIFY(text.waitForFinished());
    const QString body = QString::fromUtf8(text.readAllStandardOutput()).simplified();
    // Times as a person reads them, never an ISO timestamp ("2026-12-02T03:11:31.874Z").
    const auto iso = QRegularExpression(QStringLiteral("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d")).match(body);
    QVERIFY2(!iso.hasMatch(), qPrintable(iso.captured(0)));
    QVERIFY2(!body.contains(QStringLiteral("runledgerctl")), "a command line in the report");
    // The signer's name on every page's header, the cover and the sign-off: nowhere else.
    QCOMPARE(body.count(QStringLiteral("Mara Lead")), pages + 2);
    for (const QString &e : expected)
        QVERIFY2(body.contains(e), qPrintable(e));
    // Every line in the report's language: what the targets said, too.
    const qsizetype signOff = body.lastIndexOf(QStringLiteral("Mara Lead")); // the sign-off's name: the glossary is before it
    for (const QString &word : foreign) {
        const auto m = QRegularExpression(QStringLiteral("\\b%1\\b").arg(word)).match(body.left(signOff));
        QVERIFY2(!m.hasMatch(), qPrintable(word + QStringLiteral(" in: ") + body.mid(std::max<qsizetype>(0, m.capturedStart() - 80), 200)));
    }
}

void TestAcceptance::pdfHelperRefusesWhatIsNotAJob()
{
    // runledgerctl hands the layout to runledger-pdf (Qt GUI stays out of
    // runledgerctl); nonsense on its input is refused with a reason, no PDF.
    for (const QByteArray &input : {QByteArray("not json"), QByteArray(R"({"html": 3})"), QByteArray()}) {
        QProcess helper;
        helper.start(QStringLiteral(RUNLEDGER_BINARY_DIR "/runledger-pdf"), {});
        QVERIFY(helper.waitForStarted());
        helper.write(input);
        helper.closeWriteChannel();
        QVERIFY(helper.waitForFinished(30'000));
        QCOMPARE(helper.exitStatus(), QProcess::NormalExit);
        QCOMPARE(helper.exitCode(), 1);
        QVERIFY(helper.readAllStandardOutput().isEmpty());
        QVERIFY(helper.readAllStandardError().contains("not a PDF job"));
    }
}

void TestAcceptance::everyCaseCanFail_data()
{
    using Bug = MisbehavingClient::Bug;
    QTest::addColumn<QString>("caseId");
    QTest::addColumn<int>("bug");
    // Each case against the part of Runledger it checks, broken: a target
    // client with a real bug (tests/support/misbehavingclient.h). The control
    // row passes the same client through unchanged, so the wrapper itself is
    // not what fails the case.
    const std::pair<const char *, Bug> cases[] = {
        {"normal_success", Bug::ReportsFailureAfterSuccess}, {"duplicate_event", Bug::SendsEverythingTwice},
        {"timeout_after_success", Bug::RetriesAtOnceOnTimeout}, {"concurrent_attempts", Bug::SendsEverythingTwice},
        {"resume_after_approval", Bug::AltersTheBody}, {"late_repeat_after_expiry", Bug::RetriesAtOnceOnTimeout}};
    for (const auto &[id, bug] : cases) {
        QTest::addRow("%s, broken", id) << QString::fromLatin1(id) << int(bug);
        QTest::addRow("%s, control", id) << QString::fromLatin1(id) << int(Bug::None);
    }
}

void TestAcceptance::everyCaseCanFail()
{
    QFETCH(QString, caseId);
    QFETCH(int, bug);
    rl::app::AcceptanceRun::Options options;
    options.ledgerPath = m_dir.filePath(QStringLiteral("broken-%1-%2.sqlite").arg(caseId).arg(bug));
    options.cases = {caseId};
    options.caseTimeoutMs = 6000;
    options.clients = MisbehavingClient::factory(MisbehavingClient::Bug(bug));
    rl::app::AcceptanceRun run(options);
    const rl::app::AcceptanceReport report = run.run();
    QCOMPARE(report.cases.size(), 1);
    const rl::app::CaseResult &c = report.cases.first();
    QCOMPARE(c.id, caseId);
    const bool broken = MisbehavingClient::Bug(bug) != MisbehavingClient::Bug::None;
    QVERIFY2(c.passed != broken, qPrintable(c.id + QStringLiteral(": ") + c.reason));
}

void TestAcceptance::configuredSandboxTargets()
{
    // A staging host running `runledgerctl sandbox`, named by a configuration.
    SandboxProcess staging;
    QVERIFY(!staging.base().isEmpty());
    QFile example(QStringLiteral(RUNLEDGER_SOURCE_DIR "/resources/examples/sandbox.json"));
    QVERIFY(example.open(QIODevice::ReadOnly));
    QJsonObject root = QJsonDocument::fromJson(example.readAll()).object();
    QJsonObject targets = root.value(QStringLiteral("targets")).toObject();
    for (const QString &name : targets.keys()) {
        QJsonObject t = targets.value(name).toObject();
        t.insert(QStringLiteral("base_url"), staging.base());
        t.insert(QStringLiteral("inactivity_timeout_ms"), 800);
        targets.insert(name, t);
    }
    root.insert(QStringLiteral("targets"), targets);
    QFile config(m_dir.filePath(QStringLiteral("staging.json")));
    QVERIFY(config.open(QIODevice::WriteOnly));
    config.write(QJsonDocument(root).toJson());
    config.close();
    const QString out = m_dir.filePath(QStringLiteral("staging-report.json"));
    auto r = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("acceptance"), QStringLiteral("--config"), config.fileName(),
                                                      QStringLiteral("--out"), out}, 180'000);
    QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
    QVERIFY(staging.total(QStringLiteral("crm.create_task")) >= 15); // the cases really ran against it

    // Targets without the admin API are taken as real: probed first, and where
    // they cannot be reached no case creates anything there (exit 2).
    for (const QString &name : targets.keys()) {
        QJsonObject t = targets.value(name).toObject();
        t.insert(QStringLiteral("base_url"), QStringLiteral("http://127.0.0.1:1"));
        targets.insert(name, t);
    }
    root.insert(QStringLiteral("targets"), targets);
    QVERIFY(config.open(QIODevice::WriteOnly | QIODevice::Truncate));
    config.write(QJsonDocument(root).toJson());
    config.close();
    r = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("acceptance"), QStringLiteral("--config"), config.fileName(),
                                                 QStringLiteral("--out"), out}, 60'000);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("could not be probed, so no case was run")), qPrintable(r.err));
}


void TestAcceptance::sixCasesAgainstEachEmulation_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("salesforce + resend") << QStringLiteral("salesforce-resend.json");
    QTest::newRow("hubspot + postmark") << QStringLiteral("hubspot-postmark.json");
}

void TestAcceptance::sixCasesAgainstEachEmulation()
{
    // The providers' emulation with the admin API: faults can be injected, so
    // all six cases run through each protocol, counted by the emulation itself.
    QFETCH(QString, file);
    SandboxProcess staging;
    QVERIFY(!staging.base().isEmpty());
    const QJsonObject root = rl::testing::exampleConfiguration(file, QUrl(staging.base()).port());
    QVERIFY(!root.isEmpty());
    QFile config(m_dir.filePath(QStringLiteral("emulated-") + file));
    QVERIFY(config.open(QIODevice::WriteOnly));
    config.write(QJsonDocument(root).toJson());
    config.close();
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"RUNLEDGER_SALESFORCE_TOKEN", "RUNLEDGER_RESEND_TOKEN", "RUNLEDGER_HUBSPOT_TOKEN", "RUNLEDGER_POSTMARK_TOKEN"})
        env.insert(QString::fromLatin1(name), QStringLiteral("sandbox-token"));
    const QString out = m_dir.filePath(QStringLiteral("emulated-report.json"));
    const auto r = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("acceptance"), QStringLiteral("--config"), config.fileName(),
                                                            QStringLiteral("--out"), out}, 300'000, env);
    QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
    QVERIFY2(r.out.contains(QStringLiteral("all 6 cases passed")), qPrintable(r.out));
    QFile report(out);
    QVERIFY(report.open(QIODevice::ReadOnly));
    const QJsonObject json = QJsonDocument::fromJson(report.readAll()).object();
    QCOMPARE(json.value(QStringLiteral("against")).toString(), QStringLiteral("sandbox"));
    QCOMPARE(json.value(QStringLiteral("cases_run")).toInt(), 6);
    QStringList protocols;
    for (const QJsonValue &p : json.value(QStringLiteral("target_profiles")).toArray())
        protocols << p.toObject().value(QStringLiteral("profile")).toObject().value(QStringLiteral("protocol")).toString();
    for (const QString &name : root.value(QStringLiteral("targets")).toObject().keys())
        QVERIFY2(root.value(QStringLiteral("targets"))[name][QStringLiteral("kind")].toString() == QLatin1String("voucher") // the voucher flow's, below
                     || protocols.contains(root.value(QStringLiteral("targets")).toObject().value(name).toObject().value(QStringLiteral("protocol")).toString()),
                 qPrintable(protocols.join(QLatin1Char(','))));
    // The cases went through the providers' own paths, and the emulation counted them.
    QVERIFY(staging.total(QStringLiteral("crm.create_task")) >= 15);
    QVERIFY(staging.total(QStringLiteral("mail.send")) >= 13);
}

void TestAcceptance::sixCasesOnTheVoucherFlow_data()
{
    QTest::addColumn<QString>("file"); // empty: the built-in simulation (Stripe's emulation)
    QTest::addColumn<QString>("protocol");
    QTest::newRow("built-in simulation") << QString() << QStringLiteral("stripe_promotion_code");
    QTest::newRow("salesforce + resend + stripe") << QStringLiteral("salesforce-resend.json") << QStringLiteral("stripe_promotion_code");
    QTest::newRow("hubspot + postmark + shopify") << QStringLiteral("hubspot-postmark.json") << QStringLiteral("shopify_discount");
}

void TestAcceptance::sixCasesOnTheVoucherFlow()
{
    // The six cases on "order → voucher → e-mail with its code": the voucher
    // where the CRM task is otherwise, faulted and counted by the target; the
    // report lists the vouchers created as a count of their own.
    QFETCH(QString, file);
    QFETCH(QString, protocol);
    SandboxProcess staging;
    QVERIFY(!staging.base().isEmpty());
    QStringList args{QStringLiteral("acceptance"), QStringLiteral("--vouchers")};
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (!file.isEmpty()) {
        const QJsonObject root = rl::testing::exampleConfiguration(file, QUrl(staging.base()).port());
        QFile config(m_dir.filePath(QStringLiteral("vouchers-") + file));
        QVERIFY(config.open(QIODevice::WriteOnly));
        config.write(QJsonDocument(root).toJson());
        config.close();
        args << QStringLiteral("--config") << config.fileName();
        for (const char *name : {"RUNLEDGER_SALESFORCE_TOKEN", "RUNLEDGER_RESEND_TOKEN", "RUNLEDGER_HUBSPOT_TOKEN", "RUNLEDGER_POSTMARK_TOKEN",
                                 "RUNLEDGER_STRIPE_TOKEN", "RUNLEDGER_SHOPIFY_ADMIN_TOKEN"})
            env.insert(QString::fromLatin1(name), QStringLiteral("sandbox-token"));
    }
    const QString json = m_dir.filePath(QStringLiteral("vouchers-report.json")), csv = m_dir.filePath(QStringLiteral("vouchers-report.csv")),
                  html = m_dir.filePath(QStringLiteral("vouchers-report.html"));
    args << QStringLiteral("--out") << json << QStringLiteral("--out") << csv << QStringLiteral("--out") << html;
    const auto r = runTool(QStringLiteral("runledgerctl"), args, 300'000, env);
    QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
    QVERIFY2(r.out.contains(QStringLiteral("all 6 cases passed")), qPrintable(r.out));
    QFile report(json);
    QVERIFY(report.open(QIODevice::ReadOnly));
    const QJsonObject o = QJsonDocument::fromJson(report.readAll()).object();
    QCOMPARE(o.value(QStringLiteral("cases_run")).toInt(), 6);
    int expected = 0;
    QStringList protocols;
    for (const QJsonValue &c : o.value(QStringLiteral("cases")).toArray()) {
        QVERIFY(c[QStringLiteral("observed_effects")][QStringLiteral("voucher.create")] == c[QStringLiteral("expected_effects")][QStringLiteral("voucher.create")]);
        expected += c[QStringLiteral("expected_effects")][QStringLiteral("voucher.create")].toInt();
    }
    for (const QJsonValue &p : o.value(QStringLiteral("target_profiles")).toArray())
        protocols << p[QStringLiteral("profile")][QStringLiteral("protocol")].toString();
    QVERIFY2(protocols.contains(protocol), qPrintable(protocols.join(QLatin1Char(','))));
    QCOMPARE(expected, 15); // 1 + 1 + 1 + 10 + 1 + 1
    QCOMPARE(o.value(QStringLiteral("vouchers"))[QStringLiteral("created")].toInt(), expected);
    QCOMPARE(o.value(QStringLiteral("vouchers"))[QStringLiteral("each_once")].toBool(), true);
    QVERIFY2(r.out.contains(QStringLiteral("vouchers created: 15, each once")), qPrintable(r.out));
    QFile h(html);
    QVERIFY(h.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(h.readAll());
    QVERIFY2(text.contains(QStringLiteral("Vouchers created")) && text.contains(QStringLiteral("15, each once")), "the HTML report counts vouchers");
    QFile c(csv);
    QVERIFY(c.open(QIODevice::ReadOnly));
    QVERIFY(c.readAll().contains("vouchers_created,15"));
    if (!file.isEmpty())
        QCOMPARE(staging.total(QStringLiteral("voucher.create")), 15); // the emulation's own count
}

void TestAcceptance::realTargetsRunWhatNeedsNoFault_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("mailCountable");
    QTest::newRow("salesforce + resend") << QStringLiteral("salesforce-resend.json") << false; // Resend has no lookup
    QTest::newRow("hubspot + postmark") << QStringLiteral("hubspot-postmark.json") << true;
}

void TestAcceptance::realTargetsRunWhatNeedsNoFault()
{
    // The emulated providers without the admin API stand in for the real ones:
    // no fault can be injected and nothing counted but through their own API.
    QFETCH(QString, file);
    QFETCH(bool, mailCountable);
    rl::testing::EmulatedProvider provider;
    const quint16 port = provider.port();
    QVERIFY(port != 0);
    for (const char *name : {"RUNLEDGER_SALESFORCE_TOKEN", "RUNLEDGER_RESEND_TOKEN", "RUNLEDGER_HUBSPOT_TOKEN", "RUNLEDGER_POSTMARK_TOKEN"})
        qputenv(name, "sandbox-token");
    QString error;
    auto config = rl::app::Configuration::fromJson(rl::testing::exampleConfiguration(file, port), &error);
    QVERIFY2(config, qPrintable(error));
    rl::app::AcceptanceRun::Options options;
    options.ledgerPath = m_dir.filePath(QStringLiteral("real-") + file + QStringLiteral(".sqlite"));
    options.targets = config;
    rl::app::AcceptanceRun run(options);
    const rl::app::AcceptanceReport report = run.run();
    QVERIFY(report.realTargets);
    QCOMPARE(report.cases.size(), 6);
    QCOMPARE(report.casesRun(), 4);
    QCOMPARE(report.probes.size(), 2);
    for (const rl::app::ProbeResult &p : report.probes)
        QVERIFY2(p.error.isEmpty() && !p.contradicted(), qPrintable(p.target + QStringLiteral(": ") + p.summary()));
    for (const rl::app::CaseResult &c : report.cases) {
        const bool needsFault = c.id == QLatin1String("timeout_after_success") || c.id == QLatin1String("late_repeat_after_expiry");
        QCOMPARE(c.ran, !needsFault);
        if (needsFault) {
            QVERIFY2(c.reason.contains(QStringLiteral("only the simulation can do")), qPrintable(c.reason));
            continue;
        }
        QVERIFY2(c.passed, qPrintable(c.id + QStringLiteral(": ") + c.reason));
        // Counted through the provider's own lookup, and that count is the target's real one.
        int crm = 0, mail = 0;
        for (const QString &op : c.operationIds) {
            const auto steps = run.ledger()->steps(op).value();
            provider.onItsThread([&] {
                crm += provider.server()->effectCount(rl::app::SandboxServer::CrmCreateTask, steps.at(0).step.reference);
                mail += provider.server()->effectCount(rl::app::SandboxServer::MailSend, steps.at(1).step.reference);
            });
        }
        QCOMPARE(crm, c.expectedCrm);
        QCOMPARE(mail, c.expectedMail);
        QCOMPARE(c.observedCrm, crm);
        if (mailCountable) {
            QCOMPARE(c.observedMail, mail);
        } else {
            QCOMPARE(c.observedMail, -1);
            QVERIFY2(c.reason.contains(QStringLiteral("could not be counted")), qPrintable(c.reason));
        }
    }
    QVERIFY(report.allPassed());
    // The report says what was not run, and why, in every format.
    const QString html = QString::fromUtf8(rl::app::ReportWriter::html(report));
    QVERIFY(html.contains(QStringLiteral("NOT RUN")));
    QVERIFY(html.contains(QStringLiteral("which only the simulation can make, and were not run")));
    const QJsonObject json = QJsonDocument::fromJson(rl::app::ReportWriter::json(report)).object();
    QCOMPARE(json.value(QStringLiteral("cases_not_run")).toInt(), 2);
    QCOMPARE(json.value(QStringLiteral("probes")).toArray().size(), 2);
}

// Totals the ledger could not read prove nothing: the run does not pass, and
// every form of the report says why (docs/architecture.md, "Errors").
void TestAcceptance::unreadableTotalsFailTheRun()
{
    rl::app::AcceptanceReport report;
    rl::app::CaseResult passed;
    passed.id = QStringLiteral("normal_success");
    passed.passed = true;
    report.cases.append(passed);
    QVERIFY(report.allPassed());
    report.ledgerReadError = QStringLiteral("database is locked");
    QVERIFY(!report.allPassed());
    const QJsonObject json = QJsonDocument::fromJson(rl::app::ReportWriter::json(report)).object();
    QCOMPARE(json.value(QStringLiteral("ledger_read_error")).toString(), QStringLiteral("database is locked"));
    QVERIFY(rl::app::ReportWriter::html(report).contains("The totals could not be read from the ledger: database is locked"));
}

void TestAcceptance::badArguments()
{
    QCOMPARE(runTool(QStringLiteral("runledgerctl"), {QStringLiteral("acceptance")}).exitCode, 1);
    QCOMPARE(runTool(QStringLiteral("runledgerctl"), {QStringLiteral("acceptance"), QStringLiteral("--out"), QStringLiteral("x.docx")}).exitCode, 1);
}

QTEST_GUILESS_MAIN(TestAcceptance)
#include "tst_acceptance.moc"
