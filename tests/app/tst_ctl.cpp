// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledgerfixture.h"
#include "ids.h"
#include "processrunner.h"
#include "serveprocess.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QDir>
#include <QTest>

using namespace rl::models;
using namespace rl::testing;

// runledgerctl as scripts see it: exit codes, one-line errors, JSON.
class TestCtl final : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { m_dir = std::make_unique<QTemporaryDir>(); }
    void helpForEveryCommand_data();
    void helpForEveryCommand();
    void helpIsTranslated();
    void usageErrorsExitOne_data();
    void usageErrorsExitOne();
    void initVerifyStatus();
    void teamNeedsPostgres();
    void auditExportsEveryDecision();
    void aFailedReadIsNotARefusal();
    void verifyNamesFirstBrokenEntry();
    void badLedgersExitTwo_data();
    void badLedgersExitTwo();
    void lockedLedgerExitsTwo();
    void serveMigratesOnlyWhenTold();
    void foreignFileKeepsItsBytes();
    void emptyFileBecomesALedgerOnlyByInit();
    void damagedFileIsNamedByVerify();
    void checkpointCatchesTruncationAndRewrite();
    void ctlDoesNotLinkWidgetsOrGui();

private:
    QString path(const QString &n) const { return QDir(m_dir->path()).filePath(n); }
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestCtl::helpForEveryCommand_data()
{
    QTest::addColumn<QString>("command");
    for (const char *c : {"init", "verify", "checkpoint", "status", "sandbox", "serve", "import", "operations", "show", "decide",
                          "acceptance", "probe", "team", "audit"})
        QTest::newRow(c) << QString::fromLatin1(c);
}

void TestCtl::helpForEveryCommand()
{
    QFETCH(QString, command);
    const auto r = runTool(QStringLiteral("runledgerctl"), {command, QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.out.split(QLatin1Char('\n'));
    // The usage line names the command as it is typed, not the program's path.
    QVERIFY2(lines.value(0).startsWith(QStringLiteral("Usage: runledgerctl %1 [options]").arg(command)), qPrintable(lines.value(0)));
    // The description is this command's own summary, as the command list says it.
    const auto all = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("--help")});
    QString summary;
    for (const QString &l : all.out.split(QLatin1Char('\n'))) {
        if (l.trimmed().startsWith(command + QLatin1Char(' ')))
            summary = l.trimmed().mid(command.size()).trimmed();
    }
    QVERIFY2(!summary.isEmpty(), qPrintable(all.out));
    // (probe's says more: the label of the canaries it makes.)
    QVERIFY2(command == QLatin1String("probe") ? lines.value(1).startsWith(QStringLiteral("runledgerctl probe — check each target's declared capability"))
                                                : lines.value(1) == QStringLiteral("runledgerctl %1 — %2").arg(command, summary),
             qPrintable(lines.value(1) + QStringLiteral(" / ") + summary));
    if (command != QLatin1String("sandbox") && command != QLatin1String("acceptance") && command != QLatin1String("probe"))
        QVERIFY2(r.out.contains(QStringLiteral("--ledger")), qPrintable(r.out));
}

void TestCtl::helpIsTranslated()
{
    // The command table's summaries are looked up in the same catalogue context as the rest.
    auto env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("de_DE.UTF-8"));
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("de"));
    const auto r = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("--help")}, 60'000, env);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral("Aufruf: runledgerctl BEFEHL")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("ein Journal anlegen oder auf das Schema dieser Version migrieren")), qPrintable(r.out));
    // Qt's own texts too (qtbase from qt6-translations-l10n), here QCommandLineParser's.
    const auto own = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("verify"), QStringLiteral("--help")}, 60'000, env);
    QVERIFY2(own.out.contains(QStringLiteral("Zeigt Hilfe zu den Kommandozeilenoptionen an.")), qPrintable(own.out));
    QVERIFY2(own.out.section(QLatin1Char('\n'), 0, 0).contains(QStringLiteral("runledgerctl verify")), qPrintable(own.out));
}

void TestCtl::usageErrorsExitOne_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("no command") << QStringList{};
    QTest::newRow("unknown command") << QStringList{QStringLiteral("frobnicate")};
    QTest::newRow("unknown option") << QStringList{QStringLiteral("status"), QStringLiteral("--bogus")};
    QTest::newRow("stray argument") << QStringList{QStringLiteral("verify"), QStringLiteral("extra")};
    QTest::newRow("missing option value") << QStringList{QStringLiteral("init"), QStringLiteral("--ledger")};
}

void TestCtl::usageErrorsExitOne()
{
    QFETCH(QStringList, args);
    const auto r = runTool(QStringLiteral("runledgerctl"), args);
    QVERIFY(!r.crashed);
    QCOMPARE(r.exitCode, 1);
}

// A SQLite ledger is one person's file: no team, and it says so; who is
// signed in is the operating-system account, recorded beside the name given.
void TestCtl::teamNeedsPostgres()
{
    const QString ledger = path(QStringLiteral("solo.sqlite"));
    QCOMPARE(runTool(QStringLiteral("runledgerctl"), {QStringLiteral("init"), QStringLiteral("--ledger"), ledger}).exitCode, 0);
    const auto add = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("team"), QStringLiteral("add"), QStringLiteral("--ledger"), ledger,
                                                             QStringLiteral("--login"), QStringLiteral("mara"), QStringLiteral("--role"),
                                                             QStringLiteral("approver")});
    QCOMPARE(add.exitCode, 3);
    QVERIFY2(add.err.contains(QStringLiteral("one person's file")), qPrintable(add.err));
    const auto badRole = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("team"), QStringLiteral("add"), QStringLiteral("--ledger"), ledger,
                                                                 QStringLiteral("--login"), QStringLiteral("mara"), QStringLiteral("--role"),
                                                                 QStringLiteral("boss")});
    QCOMPARE(badRole.exitCode, 1);
    const auto who = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("team"), QStringLiteral("whoami"), QStringLiteral("--json"),
                                                             QStringLiteral("--ledger"), ledger});
    QCOMPARE(who.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(who.out.toUtf8()).object();
    QVERIFY2(!o.value(QStringLiteral("login")).toString().isEmpty(), qPrintable(who.out));
    QCOMPARE(o.value(QStringLiteral("enforced")).toBool(), false);
    // Without a team, a decision still needs a name.
    const auto nameless = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("decide"), QStringLiteral("--ledger"), ledger,
                                                                  QStringLiteral("--rationale"), QStringLiteral("why"),
                                                                  QStringLiteral("0190aaaa-0000-7000-8000-000000000000"),
                                                                  QStringLiteral("abandon")});
    QCOMPARE(nameless.exitCode, 1);
}

// The auditor's export: every decision in the period with who was signed in,
// the rationale and the evidence, the chain's state and the last checkpoint;
// a broken chain is said and exits 3. A rationale typed like a spreadsheet
// formula is shown as text.
void TestCtl::auditExportsEveryDecision()
{
    const QString file = path(QStringLiteral("audit.sqlite"));
    const QDateTime day1 = QDateTime::fromString(QStringLiteral("2026-11-30T10:00:00Z"), Qt::ISODate);
    QString login;
    {
        LedgerError e;
        auto l = Ledger::open(file, Ledger::OpenMode::CreateOrMigrate, &e);
        QVERIFY2(l, qPrintable(e.message));
        for (int i = 0; i < 3; ++i) {
            const QString op = l->ingest(delivery(QStringLiteral("audit-%1").arg(i), QStringLiteral("whk-audit-%1").arg(i)), day1)->operationId;
            DecisionRequest r = decision(op, QStringLiteral("Alex Reviewer"), i == 2 ? QStringLiteral("=HYPERLINK(\"x\")") : QStringLiteral("mine, for now"),
                                         DecisionAction::Assign);
            r.assignTo = QStringLiteral("Alex Reviewer");
            QVERIFY(l->decide(r, day1.addDays(i)).applied);
        }
        login = l->decisions().value().at(0).login;
    }
    const auto audit = [&](const QStringList &extra) {
        return runTool(QStringLiteral("runledgerctl"), QStringList{QStringLiteral("audit"), QStringLiteral("--ledger"), file} + extra);
    };
    const QString json = path(QStringLiteral("audit.json"));
    auto r = audit({QStringLiteral("--out"), json});
    QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
    QFile f(json);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonObject doc = QJsonDocument::fromJson(f.readAll()).object();
    const QJsonArray rows = doc.value(QStringLiteral("decisions")).toArray();
    QCOMPARE(rows.size(), 3);
    QCOMPARE(rows.at(0).toObject().value(QStringLiteral("login")).toString(), login);
    QCOMPARE(rows.at(0).toObject().value(QStringLiteral("reviewer")).toString(), QStringLiteral("Alex Reviewer"));
    QCOMPARE(rows.at(0).toObject().value(QStringLiteral("action")).toString(), QStringLiteral("assign"));
    QCOMPARE(rows.at(0).toObject().value(QStringLiteral("evidence")).toObject().value(QStringLiteral("to")).toString(),
             QStringLiteral("Alex Reviewer"));
    QCOMPARE(doc.value(QStringLiteral("chain")).toObject().value(QStringLiteral("ok")).toBool(), true);
    QCOMPARE(doc.value(QStringLiteral("chain")).toObject().value(QStringLiteral("entries")).toInt(), 3);
    QVERIFY(doc.value(QStringLiteral("last_checkpoint")).isNull());
    // The period: from the second day on.
    const QString csv = path(QStringLiteral("audit.csv"));
    r = audit({QStringLiteral("--from"), QStringLiteral("2026-12-01"), QStringLiteral("--out"), csv});
    QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
    QFile c(csv);
    QVERIFY(c.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(c.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2 + 1 + 2); // two comment lines, the header, two decisions
    QVERIFY2(lines.at(0).startsWith(QStringLiteral("# chain: ok, 3 entries")), qPrintable(lines.at(0)));
    QVERIFY2(lines.at(4).contains(QStringLiteral("\"'=HYPERLINK(\"\"x\"\")\"")), qPrintable(lines.at(4)));
    QCOMPARE(audit({QStringLiteral("--out"), path(QStringLiteral("audit.txt"))}).exitCode, 1);
    // A document to sign: a PDF with its JSON twin attached.
    const QString pdf = path(QStringLiteral("audit.pdf"));
    r = audit({QStringLiteral("--out"), pdf});
    QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
    QFile p(pdf);
    QVERIFY(p.open(QIODevice::ReadOnly));
    const QByteArray pdfBytes = p.readAll();
    QVERIFY(pdfBytes.startsWith("%PDF-1."));
    QDir detached(path(QStringLiteral("detached")));
    QVERIFY(detached.mkpath(QStringLiteral(".")));
    QProcess detach;
    detach.start(QStringLiteral("pdfdetach"), {QStringLiteral("-saveall"), QStringLiteral("-o"), detached.path(), pdf});
    QVERIFY(detach.waitForFinished());
    QFile twin(detached.filePath(QStringLiteral("audit.json")));
    QVERIFY2(twin.open(QIODevice::ReadOnly), "no JSON attached to the PDF");
    QCOMPARE(QJsonDocument::fromJson(twin.readAll()).object().value(QStringLiteral("decisions")).toArray().size(), 3);
    // Someone edits a rationale behind the ledger's back: the export says so.
    {
        RawDb raw(file);
        QVERIFY(raw.exec(QStringLiteral("DROP TRIGGER decisions_no_update")));
        QVERIFY(raw.exec(QStringLiteral("UPDATE decisions SET rationale = 'nothing to see' WHERE seq = 2")));
    }
    r = audit({QStringLiteral("--out"), json});
    QCOMPARE(r.exitCode, 3);
    QVERIFY2(r.out.contains(QStringLiteral("chain is broken")), qPrintable(r.out));
}

void TestCtl::aFailedReadIsNotARefusal()
{
    // An operation that is not there is refused (exit 3); one whose steps
    // cannot be read is a runtime failure (exit 2) saying why, never
    // "refused" nor "no operation".
    const QString file = path(QStringLiteral("unreadable.sqlite"));
    QString op;
    {
        LedgerError e;
        auto l = Ledger::open(file, Ledger::OpenMode::CreateOrMigrate, &e);
        QVERIFY2(l, qPrintable(e.message));
        op = l->ingest(delivery(QStringLiteral("unreadable-1"), QStringLiteral("whk-unreadable-1")), QDateTime::currentDateTimeUtc())->operationId;
    }
    const auto decide = [&](const QString &id) {
        return runTool(QStringLiteral("runledgerctl"), {QStringLiteral("decide"), QStringLiteral("--ledger"), file, id, QStringLiteral("--reviewer"),
                                                        QStringLiteral("Alex"), QStringLiteral("--rationale"), QStringLiteral("stop"),
                                                        QStringLiteral("abandon")});
    };
    const auto missing = decide(QStringLiteral("01a0000000000000000000000000abcd"));
    QCOMPARE(missing.exitCode, 3);
    QVERIFY2(missing.out.contains(QStringLiteral("no operation")), qPrintable(missing.out + missing.err));
    {
        RawDb raw(file);
        QVERIFY(raw.exec(QStringLiteral("ALTER TABLE steps RENAME TO steps_elsewhere")));
    }
    const auto broken = decide(op);
    QCOMPARE(broken.exitCode, 2);
    QVERIFY2(!broken.out.contains(QStringLiteral("refused")) && broken.err.contains(QStringLiteral("steps")), qPrintable(broken.out + broken.err));
    const auto shown = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("show"), QStringLiteral("--ledger"), file, op});
    QCOMPARE(shown.exitCode, 2);
    QVERIFY2(!shown.err.contains(QStringLiteral("no operation")), qPrintable(shown.err));
}

void TestCtl::initVerifyStatus()
{
    const QString ledger = path(QStringLiteral("l.sqlite"));
    auto r = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("init"), QStringLiteral("--ledger"), ledger});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(QFile::exists(ledger));
    r = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("init"), QStringLiteral("--ledger"), ledger}); // idempotent
    QCOMPARE(r.exitCode, 0);
    {
        LedgerError e;
        auto l = Ledger::open(ledger, Ledger::OpenMode::ExistingOnly, &e);
        const QDateTime now = QDateTime::currentDateTimeUtc();
        const QString op = l->ingest(delivery(QStringLiteral("e1"), QStringLiteral("d1")), now)->operationId;
        l->ingest(delivery(QStringLiteral("e1"), QStringLiteral("d2")), now);
        auto res = l->reserve(l->steps(op).value().at(0).step.rowId, QStringLiteral("w"), 1000, now);
        l->finishAttempt(res->attempt.id, {Outcome::Succeeded, 201, {}, QStringLiteral("task_1"), {}, {}, false}, 0, now);
        auto d = decision(op, QStringLiteral("Alex"), QStringLiteral("mine"), DecisionAction::Assign);
        d.assignTo = QStringLiteral("Alex");
        QVERIFY(l->decide(d, now).applied);
    }
    r = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("status"), QStringLiteral("--ledger"), ledger, QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(o.value(QStringLiteral("events")).toInt(), 1);
    QCOMPARE(o.value(QStringLiteral("deliveries")).toInt(), 2);
    QCOMPARE(o.value(QStringLiteral("operations")).toInt(), 1);
    QCOMPARE(o.value(QStringLiteral("attempts")).toInt(), 1);
    QCOMPARE(o.value(QStringLiteral("confirmed_effects")).toInt(), 1);
    QCOMPARE(o.value(QStringLiteral("unresolved_operations")).toInt(), 0);
    QVERIFY(o.value(QStringLiteral("recovery_median_ms")).isNull());

    // The list's count in words: "1 operation", not "1 operations".
    r = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("operations"), QStringLiteral("--ledger"), ledger});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.endsWith(QLatin1String("\n1 operation\n")), qPrintable(r.out));

    r = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("status"), QStringLiteral("--ledger"), ledger});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral("confirmed external effects: 1")), qPrintable(r.out));

    r = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("verify"), QStringLiteral("--ledger"), ledger});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out.trimmed(), QStringLiteral("ok: 1 decisions verified"));
}

void TestCtl::verifyNamesFirstBrokenEntry()
{
    const QString ledger = path(QStringLiteral("v.sqlite"));
    {
        LedgerError e;
        auto l = Ledger::open(ledger, Ledger::OpenMode::CreateOrMigrate, &e);
        const QString op = l->ingest(delivery(QStringLiteral("e1"), QStringLiteral("d1")), QDateTime::currentDateTimeUtc())->operationId;
        for (int i = 0; i < 4; ++i) {
            auto d = decision(op, QStringLiteral("Alex"), QStringLiteral("step %1").arg(i), DecisionAction::Assign);
            d.assignTo = QStringLiteral("Alex");
            QVERIFY(l->decide(d, QDateTime::currentDateTimeUtc()).applied);
        }
    }
    {
        RawDb raw(ledger);
        QVERIFY(raw.exec(QStringLiteral("DROP TRIGGER decisions_no_update")));
        QVERIFY(raw.exec(QStringLiteral("UPDATE decisions SET rationale = 'rewritten' WHERE seq = 2")));
    }
    auto r = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("verify"), QStringLiteral("--ledger"), ledger});
    QCOMPARE(r.exitCode, 3);
    QVERIFY2(r.out.startsWith(QStringLiteral("broken at seq 2:")), qPrintable(r.out));
    r = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("verify"), QStringLiteral("--ledger"), ledger, QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 3);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(o.value(QStringLiteral("ok")).toBool(), false);
    QCOMPARE(o.value(QStringLiteral("first_broken_seq")).toInt(), 2);
}

void TestCtl::badLedgersExitTwo_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("message");
    QTest::newRow("missing/status") << QStringLiteral("missing") << QStringLiteral("status") << QStringLiteral("No ledger at");
    QTest::newRow("missing/verify") << QStringLiteral("missing") << QStringLiteral("verify") << QStringLiteral("No ledger at");
    QTest::newRow("corrupt/status") << QStringLiteral("corrupt") << QStringLiteral("status") << QStringLiteral("damaged");
    QTest::newRow("corrupt/init") << QStringLiteral("corrupt") << QStringLiteral("init") << QStringLiteral("damaged");
    QTest::newRow("read-only/init") << QStringLiteral("readonly") << QStringLiteral("init") << QStringLiteral("read-only");
    QTest::newRow("directory/init") << QStringLiteral("directory") << QStringLiteral("init") << QStringLiteral("is not a file");
    QTest::newRow("not a ledger/status") << QStringLiteral("foreign") << QStringLiteral("status") << QStringLiteral("not a Runledger ledger");
    QTest::newRow("not a ledger/init") << QStringLiteral("foreign") << QStringLiteral("init") << QStringLiteral("not a Runledger ledger");
    QTest::newRow("empty file/status") << QStringLiteral("empty") << QStringLiteral("status") << QStringLiteral("empty file, not a ledger");
    QTest::newRow("empty file/verify") << QStringLiteral("empty") << QStringLiteral("verify") << QStringLiteral("empty file, not a ledger");
    QTest::newRow("empty file/operations") << QStringLiteral("empty") << QStringLiteral("operations") << QStringLiteral("empty file, not a ledger");
}

void TestCtl::badLedgersExitTwo()
{
    QFETCH(QString, kind);
    QFETCH(QString, command);
    QFETCH(QString, message);
    const QString ledger = path(QStringLiteral("bad.sqlite"));
    if (kind == QLatin1String("corrupt")) {
        QFile f(ledger);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("this is not a database, it is a shopping list\n");
    } else if (kind == QLatin1String("readonly")) {
        QCOMPARE(runTool(QStringLiteral("runledgerctl"), {QStringLiteral("init"), QStringLiteral("--ledger"), ledger}).exitCode, 0);
        QFile::setPermissions(ledger, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther);
    } else if (kind == QLatin1String("directory")) {
        QVERIFY(QDir().mkpath(ledger));
    } else if (kind == QLatin1String("foreign")) {
        RawDb raw(ledger);
        QVERIFY(raw.exec(QStringLiteral("CREATE TABLE recipes (name TEXT)")));
    } else if (kind == QLatin1String("empty")) {
        QFile f(ledger);
        QVERIFY(f.open(QIODevice::WriteOnly));
    }
    const auto r = runTool(QStringLiteral("runledgerctl"), {command, QStringLiteral("--ledger"), ledger});
    QVERIFY(!r.crashed);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QCOMPARE(r.err.trimmed().count(QLatin1Char('\n')), 0); // one line
}

void TestCtl::emptyFileBecomesALedgerOnlyByInit()
{
    const QString ledger = path(QStringLiteral("touched.sqlite"));
    {
        QFile f(ledger);
        QVERIFY(f.open(QIODevice::WriteOnly));
    }
    auto r = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("verify"), QStringLiteral("--ledger"), ledger});
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(QFileInfo(ledger).size(), 0); // refused before anything was written
    r = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("init"), QStringLiteral("--ledger"), ledger});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    r = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("verify"), QStringLiteral("--ledger"), ledger});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out.trimmed(), QStringLiteral("ok: 0 decisions verified"));
}

void TestCtl::damagedFileIsNamedByVerify()
{
    // A page in the middle of the file zeroed (a disk that lost a block): the
    // chain may still read as linked where it can be read at all; SQLite's
    // own check finds the damage, and verify says so instead of "ok".
    const QString ledger = path(QStringLiteral("damaged.sqlite"));
    {
        LedgerError e;
        auto l = Ledger::open(ledger, Ledger::OpenMode::CreateOrMigrate, &e);
        QVERIFY2(l, qPrintable(e.message));
        const QString op = l->ingest(delivery(QStringLiteral("e1"), QStringLiteral("d1")), QDateTime::currentDateTimeUtc())->operationId;
        for (int i = 0; i < 400; ++i) {
            auto d = decision(op, QStringLiteral("Alex"), QStringLiteral("handover %1 ").arg(i).repeated(8), DecisionAction::Assign);
            d.assignTo = QStringLiteral("Reviewer %1").arg(i % 5);
            QVERIFY(l->decide(d, QDateTime::currentDateTimeUtc()).applied);
        }
    } // the last connection closed: everything is in the main file
    auto r = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("verify"), QStringLiteral("--ledger"), ledger});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(zeroLeafPageOf(ledger, QStringLiteral("decisions")));
    r = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("verify"), QStringLiteral("--ledger"), ledger});
    QVERIFY(!r.crashed);
    QVERIFY2(r.exitCode == 3, qPrintable(QString::number(r.exitCode) + QLatin1Char(' ') + r.out + r.err));
    QVERIFY2(!r.out.contains(QStringLiteral("ok:")), qPrintable(r.out));
    QVERIFY2((r.out + r.err).contains(QStringLiteral("damaged")), qPrintable(r.out + r.err));
    r = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("verify"), QStringLiteral("--ledger"), ledger, QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 3);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(o.value(QStringLiteral("ok")).toBool(true), false);
    QCOMPARE(o.value(QStringLiteral("finding")).toString(), QStringLiteral("damaged_file"));
}

void TestCtl::checkpointCatchesTruncationAndRewrite()
{
    // Truncating the chain, or rewriting its tail with freshly computed
    // hashes and the guards put back, leaves a chain that verifies on its
    // own. A signed checkpoint kept elsewhere shows both.
    const QString ledger = path(QStringLiteral("cp.sqlite"));
    const QString copy = path(QStringLiteral("cp-copy.sqlite"));
    const QString key = path(QStringLiteral("signing.pem")), checkpoint = path(QStringLiteral("head.json"));
    {
        LedgerError e;
        auto l = Ledger::open(ledger, Ledger::OpenMode::CreateOrMigrate, &e);
        const QString op = l->ingest(delivery(QStringLiteral("e1"), QStringLiteral("d1")), QDateTime::currentDateTimeUtc())->operationId;
        for (int i = 1; i <= 5; ++i) {
            auto d = decision(op, QStringLiteral("Alex"), QStringLiteral("handover %1").arg(i), DecisionAction::Assign);
            d.assignTo = QStringLiteral("Reviewer %1").arg(i);
            QVERIFY(l->decide(d, QDateTime::currentDateTimeUtc()).applied);
        }
    }
    const auto ctl = [](const QStringList &args) { return runTool(QStringLiteral("runledgerctl"), args); };
    auto r = ctl({QStringLiteral("checkpoint"), QStringLiteral("--ledger"), ledger, QStringLiteral("--key"), key,
                  QStringLiteral("--out"), checkpoint});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(QStringLiteral("checkpoint of entry 5")), qPrintable(r.out));
    QCOMPARE(QFileInfo(key).permissions() & (QFile::ReadGroup | QFile::ReadOther), QFile::Permissions());
    QVERIFY(QFile::exists(key + QStringLiteral(".pub")));
    // The ledger notes the checkpoint made of it (what the console shows).
    {
        auto l = Ledger::open(ledger, Ledger::OpenMode::ExistingOnly, nullptr);
        const auto last = l->lastCheckpoint();
        QVERIFY2(last && last->has_value(), qPrintable(l->lastError().message));
        QCOMPARE((*last)->seq, 5);
        QFile keyFile(key);
        QVERIFY(keyFile.open(QIODevice::ReadOnly));
        QVERIFY((*last)->signatureValid(Checkpoint::publicKeyPemOf(keyFile.readAll()))); // the one the file holds
    }
    const QStringList verifyArgs{QStringLiteral("verify"), QStringLiteral("--ledger"), ledger, QStringLiteral("--checkpoint"), checkpoint,
                                 QStringLiteral("--public-key"), key + QStringLiteral(".pub")};
    r = ctl(verifyArgs);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral("checkpoint of entry 5")) && r.out.contains(QStringLiteral("held unchanged")), qPrintable(r.out));
    // Later decisions do not disturb an earlier checkpoint.
    {
        auto l = Ledger::open(ledger, Ledger::OpenMode::ExistingOnly, nullptr);
        const QString op = l->operations({}).value().first().id;
        auto d = decision(op, QStringLiteral("Alex"), QStringLiteral("one more"), DecisionAction::Assign);
        d.assignTo = QStringLiteral("Alex");
        QVERIFY(l->decide(d, QDateTime::currentDateTimeUtc()).applied);
    }
    QCOMPARE(ctl(verifyArgs).exitCode, 0);
    // Without --public-key: checked against the key pinned at the first checkpoint.
    r = ctl(verifyArgs.mid(0, 5));
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral("pinned")), qPrintable(r.out));
    QVERIFY(QFile::copy(ledger, copy));

    // A careful tamperer: guards dropped, the tail removed, guards put back.
    const auto withoutGuards = [](const QString &file, const QStringList &sql) {
        RawDb raw(file);
        QStringList all{QStringLiteral("DROP TRIGGER decisions_no_update"), QStringLiteral("DROP TRIGGER decisions_no_delete")};
        all += sql;
        all += QStringLiteral("CREATE TRIGGER decisions_no_update BEFORE UPDATE ON decisions BEGIN "
                              "SELECT RAISE(ABORT, 'decisions are append-only: UPDATE is refused'); END");
        all += QStringLiteral("CREATE TRIGGER decisions_no_delete BEFORE DELETE ON decisions BEGIN "
                              "SELECT RAISE(ABORT, 'decisions are append-only: DELETE is refused'); END");
        for (const QString &s : all) {
            if (!raw.exec(s))
                return false;
        }
        return true;
    };
    QVERIFY(withoutGuards(ledger, {QStringLiteral("DELETE FROM decisions WHERE seq >= 4")}));
    r = ctl({QStringLiteral("verify"), QStringLiteral("--ledger"), ledger});
    QCOMPARE(r.exitCode, 0); // the chain alone cannot tell
    QCOMPARE(r.out.trimmed(), QStringLiteral("ok: 3 decisions verified"));
    r = ctl(verifyArgs);
    QCOMPARE(r.exitCode, 3);
    QVERIFY2(r.out.contains(QStringLiteral("broken at seq 5")) && r.out.contains(QStringLiteral("entries were removed")), qPrintable(r.out));

    // The tail rewritten: entries 4 to 6 replaced, each hash computed as the ledger would.
    QVERIFY(withoutGuards(copy, {QStringLiteral("UPDATE decisions SET rationale = 'nothing happened' WHERE seq >= 4")}));
    {
        RawDb raw(copy);
        QString prev = raw.scalar(QStringLiteral("SELECT hash FROM decisions WHERE seq = 3")).toString();
        QVERIFY(raw.exec(QStringLiteral("DROP TRIGGER decisions_no_update")));
        for (qint64 seq = 4; seq <= 6; ++seq) {
            auto d = storedDecision(raw, seq);
            QVERIFY(d);
            d->prevHash = prev;
            prev = Ledger::chainHash(*d);
            QVERIFY(raw.exec(QStringLiteral("UPDATE decisions SET prev_hash = '%1', hash = '%2' WHERE seq = %3").arg(d->prevHash, prev).arg(seq)));
        }
        QVERIFY(raw.exec(QStringLiteral("CREATE TRIGGER decisions_no_update BEFORE UPDATE ON decisions BEGIN "
                                        "SELECT RAISE(ABORT, 'decisions are append-only: UPDATE is refused'); END")));
    }
    QStringList copyArgs = verifyArgs;
    copyArgs[2] = copy;
    r = ctl({QStringLiteral("verify"), QStringLiteral("--ledger"), copy});
    QCOMPARE(r.exitCode, 0); // rewritten consistently: the chain alone cannot tell
    r = ctl(copyArgs);
    QCOMPARE(r.exitCode, 3);
    QVERIFY2(r.out.contains(QStringLiteral("entry 5 is not the one checkpointed")), qPrintable(r.out));

    // A checkpoint edited to match: its signature no longer does.
    QFile f(checkpoint);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QByteArray forged = f.readAll();
    f.close();
    forged.replace("\"seq\": 5", "\"seq\": 3");
    QVERIFY(forged.contains("\"seq\": 3"));
    QFile out(path(QStringLiteral("forged.json")));
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(forged);
    out.close();
    copyArgs[4] = out.fileName();
    r = ctl(copyArgs);
    QCOMPARE(r.exitCode, 3);
    QVERIFY2(r.out.contains(QStringLiteral("signature does not match")), qPrintable(r.out));

    // The tamperer signs the rewritten head with a key of their own. The key
    // is pinned in the ledger at its first checkpoint: checkpoint refuses the
    // other key, and a checkpoint file signed with it does not verify, even
    // without --public-key (the file's own key is not trusted).
    const QString attackerKey = path(QStringLiteral("attacker.pem"));
    r = ctl({QStringLiteral("checkpoint"), QStringLiteral("--ledger"), copy, QStringLiteral("--key"), attackerKey,
             QStringLiteral("--out"), path(QStringLiteral("attacker-head.json"))});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("pinned")), qPrintable(r.err));
    QFile attacker(attackerKey);
    QVERIFY(attacker.open(QIODevice::ReadOnly)); // made by the refused run, as for a first checkpoint
    Checkpoint foreign;
    {
        auto l = Ledger::open(copy, Ledger::OpenMode::ExistingOnly, nullptr);
        const ChainVerification v = l->verifyChain();
        QVERIFY(v.ok);
        foreign.seq = v.count;
        foreign.hash = v.headHash;
        foreign.at = QDateTime::currentDateTimeUtc();
    }
    QVERIFY(foreign.sign(attacker.readAll()));
    QFile foreignFile(path(QStringLiteral("foreign.json")));
    QVERIFY(foreignFile.open(QIODevice::WriteOnly));
    foreignFile.write(foreign.toJson());
    foreignFile.close();
    r = ctl({QStringLiteral("verify"), QStringLiteral("--ledger"), copy, QStringLiteral("--checkpoint"), foreignFile.fileName()});
    QCOMPARE(r.exitCode, 3);
    QVERIFY2(r.out.contains(QStringLiteral("pinned")), qPrintable(r.out));
    // A key that cannot be read as one is a key error (2), not tampering (3).
    QFile garbage(path(QStringLiteral("garbage.pub")));
    QVERIFY(garbage.open(QIODevice::WriteOnly));
    garbage.write("-----BEGIN PUBLIC KEY-----\nnot a key\n-----END PUBLIC KEY-----\n");
    garbage.close();
    QStringList garbageArgs = verifyArgs;
    garbageArgs.last() = garbage.fileName();
    r = ctl(garbageArgs);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("not an Ed25519 public key")), qPrintable(r.err));
}

// Another program's SQLite database named by mistake: every command says it
// is not a ledger and leaves it exactly as it was (no journal-mode change, no
// -wal or -shm beside it).
void TestCtl::foreignFileKeepsItsBytes()
{
    const QString file = path(QStringLiteral("crm-export.sqlite"));
    {
        RawDb raw(file);
        QVERIFY(raw.exec(QStringLiteral("CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT)")));
        QVERIFY(raw.exec(QStringLiteral("INSERT INTO customers (name) VALUES ('A. Customer')")));
    }
    const auto bytes = [&] {
        QFile f(file);
        return f.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256) : QByteArray();
    };
    const QByteArray before = bytes();
    for (const QString &command : {QStringLiteral("status"), QStringLiteral("init"), QStringLiteral("verify"), QStringLiteral("operations")}) {
        const auto r = runTool(QStringLiteral("runledgerctl"), {command, QStringLiteral("--ledger"), file});
        QVERIFY2(r.exitCode != 0, qPrintable(command + QStringLiteral(": ") + r.out));
        QVERIFY2(r.err.contains(QStringLiteral("not a Runledger ledger")), qPrintable(command + QStringLiteral(": ") + r.err));
        QCOMPARE(bytes(), before);
        QVERIFY2(!QFile::exists(file + QStringLiteral("-wal")) && !QFile::exists(file + QStringLiteral("-shm")), qPrintable(command));
    }
}

void TestCtl::lockedLedgerExitsTwo()
{
    const QString ledger = path(QStringLiteral("locked.sqlite"));
    QCOMPARE(runTool(QStringLiteral("runledgerctl"), {QStringLiteral("init"), QStringLiteral("--ledger"), ledger}).exitCode, 0);
    {
        RawDb raw(ledger);
        QVERIFY(raw.exec(QStringLiteral("DELETE FROM schema_migrations"))); // force a migration, which must write
    }
    RawDb holder(ledger);
    QVERIFY(holder.exec(QStringLiteral("BEGIN EXCLUSIVE")));
    auto env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RUNLEDGER_BUSY_TIMEOUT_MS"), QStringLiteral("200"));
    const auto r = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("init"), QStringLiteral("--ledger"), ledger}, 60'000, env);
    QVERIFY(holder.exec(QStringLiteral("ROLLBACK")));
    QVERIFY(!r.crashed);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("locked")), qPrintable(r.err));
}

void TestCtl::serveMigratesOnlyWhenTold()
{
    // A ledger as schema 19 left it (schema 20 added caller_callbacks and an
    // index, 21 on SQLite nothing): serve refuses it, as status does, and changes nothing; with
    // --migrate it migrates and serves (docs/operators.md, "Upgrades").
    const QString ledger = path(QStringLiteral("older.sqlite"));
    QCOMPARE(runTool(QStringLiteral("runledgerctl"), {QStringLiteral("init"), QStringLiteral("--ledger"), ledger}).exitCode, 0);
    const auto schema = [&ledger] {
        RawDb raw(ledger);
        return raw.scalar(QStringLiteral("SELECT MAX(version) FROM schema_migrations")).toInt();
    };
    {
        RawDb raw(ledger);
        QVERIFY(raw.exec(QStringLiteral("DROP TABLE caller_callbacks")));
        QVERIFY(raw.exec(QStringLiteral("DROP INDEX operations_updated")));
        QVERIFY(raw.exec(QStringLiteral("DELETE FROM schema_migrations WHERE version >= 20")));
    }
    QCOMPARE(schema(), 19);
    const QString config = QStringLiteral(RUNLEDGER_SOURCE_DIR "/resources/examples/sandbox.json");
    for (const char *command : {"status", "serve"}) {
        QStringList args{QLatin1String(command), QStringLiteral("--ledger"), ledger};
        if (qstrcmp(command, "serve") == 0)
            args << QStringLiteral("--config") << config << QStringLiteral("--listen") << QStringLiteral("127.0.0.1:0");
        const auto r = runTool(QStringLiteral("runledgerctl"), args);
        QVERIFY(!r.crashed);
        QVERIFY2(r.exitCode != 0, qPrintable(r.out));
        QVERIFY2(r.err.contains(QStringLiteral("has schema 19")) && r.err.contains(QStringLiteral("--migrate")), qPrintable(r.err));
        QCOMPARE(schema(), 19);
    }
    {
        ServeProcess serve(ledger, config, {QStringLiteral("--migrate"), QStringLiteral("--role"), QStringLiteral("intake")});
        QVERIFY2(serve.ready(), qPrintable(serve.log()));
    }
    QCOMPARE(schema(), 23);
}

void TestCtl::ctlDoesNotLinkWidgetsOrGui()
{
    QProcess ldd;
    ldd.start(QStringLiteral("ldd"), {QStringLiteral(RUNLEDGER_BINARY_DIR "/runledgerctl")});
    QVERIFY(ldd.waitForFinished());
    const QString libs = QString::fromUtf8(ldd.readAllStandardOutput());
    QVERIFY2(libs.contains(QStringLiteral("libQt6Core")), qPrintable(libs));
    QVERIFY2(!libs.contains(QStringLiteral("libQt6Widgets")), qPrintable(libs));
    QVERIFY2(!libs.contains(QStringLiteral("libQt6Gui")), qPrintable(libs));
}

QTEST_GUILESS_MAIN(TestCtl)
#include "tst_ctl.moc"
