// SPDX-License-Identifier: GPL-3.0-or-later
// A promise that rests on nothing it cannot check (docs/ledger.md, "One
// clock", "Step references", "Backups and restores"; docs/team-setup.md, "A
// standby that takes over"): real `runledgerctl serve` and `sandbox`
// processes, and the sandbox's own count of what it really did.
#include "agreement.h"
#include "ledger.h"
#include "ledgerfixture.h"
#include "processrunner.h"
#include "sandboxprocess.h"
#include "serveprocess.h"

#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QFile>
#include <QJsonArray>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTest>

using namespace rl::models;
using namespace rl::testing;

class TestContinuity final : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void restoredBackupRepeatsNothing();
    void clockAheadNeverRepeatsAnEffect();
    void decisionFromAClockAheadIsRefused();
    void failoverLosesNothingAcknowledged();

private:
    QString path(const QString &n) const { return QDir(m_dir->path()).filePath(n); }
    // The ledger: a file, or (the PostgreSQL run) the one database, emptied before each test.
    QString location() const { return m_postgres.isEmpty() ? path(QStringLiteral("ledger.sqlite")) : m_postgres; }
    // The example configuration for targets without idempotency keys
    // (HubSpot and Postmark), pointed at the sandbox and quick.
    QString hubspotPostmark(const SandboxProcess &sb, qint64 maxExecutionMs, qint64 settleMs);
    // This machine's clock `offset` ahead (libfaketime), for one process.
    static QStringList clockAhead(const QString &offset);
    static QString fakeTimeLibrary();

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_postgres;
    static inline const QString Crm = QStringLiteral("crm.create_task");
    static inline const QString Mail = QStringLiteral("mail.send");
};

void TestContinuity::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    // The same cases with a PostgreSQL ledger in CTest's tst_continuity.postgres.
    RUNLEDGER_INIT_BACKEND(m_postgres);
}

QString TestContinuity::hubspotPostmark(const SandboxProcess &sb, qint64 maxExecutionMs, qint64 settleMs)
{
    QFile example(QStringLiteral(RUNLEDGER_SOURCE_DIR "/resources/examples/hubspot-postmark.json"));
    if (!example.open(QIODevice::ReadOnly))
        return {};
    QJsonObject root = QJsonDocument::fromJson(example.readAll().replace("http://127.0.0.1:8081", sb.base().toUtf8())).object();
    QJsonObject targets = root.value(QStringLiteral("targets")).toObject();
    for (const QString &name : targets.keys()) {
        QJsonObject t = targets.value(name).toObject();
        t.insert(QStringLiteral("max_execution_ms"), maxExecutionMs);
        t.insert(QStringLiteral("settle_ms"), settleMs);
        t.insert(QStringLiteral("inactivity_timeout_ms"), 1500);
        t.insert(QStringLiteral("deadline_ms"), std::min<qint64>(4000, maxExecutionMs));
        t.insert(QStringLiteral("backoff_initial_ms"), 100);
        t.insert(QStringLiteral("lookups_per_second"), 50);
        targets.insert(name, t);
    }
    root.insert(QStringLiteral("targets"), targets);
    const QString file = path(QStringLiteral("hubspot-postmark.json"));
    QFile out(file);
    if (!out.open(QIODevice::WriteOnly))
        return {};
    out.write(QJsonDocument(root).toJson());
    return file;
}

QString TestContinuity::fakeTimeLibrary()
{
    for (const char *candidate : {"/usr/lib/x86_64-linux-gnu/faketime/libfaketimeMT.so.1", "/usr/lib/aarch64-linux-gnu/faketime/libfaketimeMT.so.1",
                                  "/usr/lib/faketime/libfaketimeMT.so.1"}) {
        if (QFile::exists(QLatin1String(candidate)))
            return QLatin1String(candidate);
    }
    return {};
}

QStringList TestContinuity::clockAhead(const QString &offset)
{
    return {QStringLiteral("LD_PRELOAD=") + fakeTimeLibrary(), QStringLiteral("FAKETIME=") + offset,
            QStringLiteral("FAKETIME_DONT_RESET=1")};
}

namespace {

const QStringList kTokens{QStringLiteral("RUNLEDGER_HUBSPOT_TOKEN=example-token"), QStringLiteral("RUNLEDGER_POSTMARK_TOKEN=example-token")};

QByteArray orderDelivery(const QByteArray &name)
{
    return shopifyRequest(orderFor("evt-" + name), "orders/create", "whk-" + name, "evt-" + name);
}

// The operations of the ledger at `location`, by state.
int operationsIn(const QString &location, OperationState state)
{
    LedgerError e;
    auto l = Ledger::open(location, Ledger::OpenMode::ReadOnly, &e);
    if (!l)
        return -1;
    const auto counts = l->operationCountsByState();
    return counts ? int(counts->value(state)) : -1;
}

int allOperations(const QString &location)
{
    LedgerError e;
    auto l = Ledger::open(location, Ledger::OpenMode::ReadOnly, &e);
    if (!l)
        return -1;
    const auto counts = l->counts();
    return counts ? int(counts->operations) : -1;
}

QString disagreement(const QString &location, SandboxProcess &sb)
{
    LedgerError e;
    auto l = Ledger::open(location, Ledger::OpenMode::ReadOnly, &e);
    return l ? ledgerDisagreesWithTarget(*l, sb) : e.message;
}

} // namespace

void TestContinuity::restoredBackupRepeatsNothing()
{
    // docs/ledger.md, "Backups and restores": a backup taken while serve
    // runs, more orders completed after it, the backup put back and the later
    // deliveries sent again, as Shopify repeats what it thinks failed. The
    // targets have no idempotency keys (HubSpot, Postmark): only looking the
    // effects up by the same references finds what the lost part of the
    // ledger did.
    SandboxProcess sb({QStringLiteral("--api-token"), QStringLiteral("example-token")});
    const QString config = hubspotPostmark(sb, 2000, 500);
    QVERIFY(!config.isEmpty());
    const QString backup = path(m_postgres.isEmpty() ? QStringLiteral("backup.sqlite") : QStringLiteral("backup.sql"));
    const QList<QByteArray> before{"a1", "a2", "a3"}, after{"b1", "b2", "b3"};
    {
        ServeProcess serve(location(), config, {}, kTokens);
        QVERIFY2(serve.ready(), qPrintable(serve.log()));
        for (const QByteArray &n : before)
            QCOMPARE(send(serve.base(), orderDelivery(n)), 200);
        QTRY_COMPARE_WITH_TIMEOUT(operationsIn(location(), OperationState::Completed), 3, 20'000);
        const ProcessResult b = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("backup"), QStringLiteral("--ledger"), location(),
                                                                         QStringLiteral("--out"), backup});
        QVERIFY2(b.exitCode == 0, qPrintable(b.out + b.err));
        for (const QByteArray &n : after)
            QCOMPARE(send(serve.base(), orderDelivery(n)), 200);
        QTRY_COMPARE_WITH_TIMEOUT(operationsIn(location(), OperationState::Completed), 6, 20'000);
    }
    QCOMPARE(sb.total(Crm), 6);
    QCOMPARE(sb.total(Mail), 6);

    // The ledger is lost; the backup is restored in its place.
    QString restored = path(QStringLiteral("restored.sqlite"));
    if (!m_postgres.isEmpty()) {
        RawDb raw(m_postgres);
        raw.exec(QStringLiteral("DROP DATABASE IF EXISTS runledger_restored"));
        QVERIFY2(raw.exec(QStringLiteral("CREATE DATABASE runledger_restored")), qPrintable(raw.lastError()));
        restored = QString(m_postgres).replace(QRegularExpression(QStringLiteral("/[^/?]+(\\?|$)")), QStringLiteral("/runledger_restored\\1"));
    }
    const auto dropRestored = qScopeGuard([&] {
        if (!m_postgres.isEmpty())
            RawDb(m_postgres).exec(QStringLiteral("DROP DATABASE IF EXISTS runledger_restored WITH (FORCE)"));
    });
    const ProcessResult r = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("restore"), QStringLiteral("--from"), backup,
                                                                     QStringLiteral("--ledger"), restored});
    QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
    QVERIFY2(r.out.contains(QStringLiteral("the restored ledger verifies")), qPrintable(r.out));
    QCOMPARE(operationsIn(restored, OperationState::Completed), 3); // what the backup holds
    {
        ServeProcess serve(restored, config, {}, kTokens);
        QVERIFY2(serve.ready(), qPrintable(serve.log()));
        // Shopify delivers again what it holds unacknowledged, and repeats
        // the rest for good measure: the same webhook and event ids.
        for (const QByteArray &n : after + before)
            QCOMPARE(send(serve.base(), orderDelivery(n)), 200);
        QTRY_COMPARE_WITH_TIMEOUT(operationsIn(restored, OperationState::Completed), 6, 30'000);
        QVERIFY2(serve.log().contains(QStringLiteral("restored at")), qPrintable(serve.log()));
    }
    // Nothing the lost part of the ledger did was done again.
    QCOMPARE(sb.total(Crm), 6);
    QCOMPARE(sb.total(Mail), 6);
    QCOMPARE(disagreement(restored, sb), QString());
    const ProcessResult v = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("verify"), QStringLiteral("--ledger"), restored});
    QVERIFY2(v.exitCode == 0, qPrintable(v.out + v.err));
    const ProcessResult s = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("status"), QStringLiteral("--ledger"), restored});
    QVERIFY2(s.exitCode == 0 && s.out.contains(QStringLiteral("restored at")), qPrintable(s.out + s.err));
}

void TestContinuity::clockAheadNeverRepeatsAnEffect()
{
    // docs/ledger.md, "One clock": two serve processes on one PostgreSQL
    // ledger, one on a machine whose clock is 10 minutes ahead. The CRM has
    // no idempotency key; its first create answers after the timeout, and its
    // search shows a new task only 2 s later. Judged by its own clock, the
    // process ahead would take the other's live reservation for expired and
    // the empty search for proof that nothing was done, and create a second
    // task. Judged by the database's clock, nothing is done twice.
    if (m_postgres.isEmpty())
        QSKIP("several machines' clocks judge one ledger in team mode (PostgreSQL)");
    if (fakeTimeLibrary().isEmpty())
        QSKIP("libfaketime is not installed (Debian package faketime)");
    SandboxProcess sb({QStringLiteral("--api-token"), QStringLiteral("example-token"), QStringLiteral("--settle-ms"), QStringLiteral("2000")});
    const QString config = hubspotPostmark(sb, 6000, 2000);
    QVERIFY(!config.isEmpty());
    QVERIFY(runTool(QStringLiteral("runledgerctl"), {QStringLiteral("init"), QStringLiteral("--ledger"), location()}).exitCode == 0);
    // Every CRM create answers after 2.5 s: past the 1.5 s of silence the
    // profile allows, so each first attempt ends uncertain with its effect made.
    sb.fault(Crm, QStringLiteral("delay"), 100, 2500);
    ServeProcess honest(location(), config, {}, kTokens);
    QVERIFY2(honest.ready(), qPrintable(honest.log()));
    ServeProcess ahead(location(), config, {}, kTokens + clockAhead(QStringLiteral("+10m")));
    QVERIFY2(ahead.ready(), qPrintable(ahead.log()));
    constexpr int Orders = 6;
    for (int i = 0; i < Orders; ++i)
        QCOMPARE(send((i % 2 ? ahead : honest).base(), orderDelivery("c" + QByteArray::number(i))), 200);
    // Every operation comes to rest: completed, or held where the target
    // shows a second task for one reference (a duplicate is never adopted).
    QTRY_COMPARE_WITH_TIMEOUT(operationsIn(location(), OperationState::Completed) + operationsIn(location(), OperationState::Held),
                              Orders, 60'000);
    QCOMPARE(sb.total(Crm), Orders);
    QCOMPARE(operationsIn(location(), OperationState::Completed), Orders);
    QTRY_COMPARE_WITH_TIMEOUT(sb.total(Mail), Orders, 10'000);
    QCOMPARE(disagreement(location(), sb), QString());
    // The process ahead says so, in its log and its health.
    QVERIFY2(ahead.log().contains(QStringLiteral("min ahead")), qPrintable(ahead.log()));
    const auto [status, health] = exchange(ahead.base(), "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    QCOMPARE(status, 200);
    QVERIFY2(health.contains("degraded") && health.contains("min ahead"), health.constData());
}

void TestContinuity::decisionFromAClockAheadIsRefused()
{
    // A reviewer on a machine 10 minutes ahead confirms "not executed" while
    // the first request may still act: refused (the ledger judges by the
    // database's clock, and the database checks it itself), and the target
    // keeps its one task.
    if (m_postgres.isEmpty())
        QSKIP("several machines' clocks judge one ledger in team mode (PostgreSQL)");
    if (fakeTimeLibrary().isEmpty())
        QSKIP("libfaketime is not installed (Debian package faketime)");
    // The CRM's search shows a new task only after a minute: every lookup
    // meanwhile finds nothing, and the request may still act for 5 minutes.
    SandboxProcess sb({QStringLiteral("--api-token"), QStringLiteral("example-token"), QStringLiteral("--settle-ms"), QStringLiteral("60000")});
    const QString config = hubspotPostmark(sb, 300'000, 500);
    QVERIFY(!config.isEmpty());
    sb.fault(Crm, QStringLiteral("lose_response"), 1);
    QString op;
    {
        ServeProcess serve(location(), config, {}, kTokens);
        QVERIFY2(serve.ready(), qPrintable(serve.log()));
        QCOMPARE(send(serve.base(), orderDelivery("d1")), 200);
        QTRY_COMPARE_WITH_TIMEOUT(sb.total(Crm), 1, 10'000);
        LedgerError e;
        auto l = Ledger::open(location(), Ledger::OpenMode::ReadOnly, &e);
        QVERIFY2(l, qPrintable(e.message));
        op = l->operations({}).value().value(0).id;
        QTRY_VERIFY_WITH_TIMEOUT(l->steps(op).value().value(0).step.attemptsUsed == 1
                                     && l->steps(op).value().value(0).step.state == StepState::Uncertain,
                                 10'000);
    }
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const QString &kv : kTokens + clockAhead(QStringLiteral("+10m")))
        env.insert(kv.section(QLatin1Char('='), 0, 0), kv.section(QLatin1Char('='), 1));
    const ProcessResult d = runTool(QStringLiteral("runledgerctl"),
                                    {QStringLiteral("decide"), QStringLiteral("--ledger"), location(), op,
                                     QStringLiteral("confirm-not-executed"), QStringLiteral("--confirm"), QStringLiteral("--reviewer"),
                                     QStringLiteral("Ahead"), QStringLiteral("--rationale"), QStringLiteral("the CRM shows no task")},
                                    60'000, env);
    QVERIFY2(d.exitCode == 3, qPrintable(QString::number(d.exitCode) + d.out + d.err));
    QVERIFY2(d.out.contains(QStringLiteral("may still")), qPrintable(d.out + d.err));
    LedgerError e;
    auto l = Ledger::open(location(), Ledger::OpenMode::ReadOnly, &e);
    QVERIFY2(l, qPrintable(e.message));
    QVERIFY(l->decisions(op).value().isEmpty());
    QCOMPARE(sb.total(Crm), 1);
}

void TestContinuity::failoverLosesNothingAcknowledged()
{
    // docs/team-setup.md, "A standby that takes over": a primary and a
    // synchronous standby on loopback, serve on the multi-host URL under a
    // stream of deliveries (and lost answers at the CRM), the primary killed
    // (SIGKILL) and the standby promoted. Intake answers again within 30 s,
    // every delivery acknowledged is in the new primary, and no reference is
    // acted on twice. RUNLEDGER_FAILOVER_EVENTS: more events (by hand).
    if (!m_postgres.isEmpty())
        QSKIP("runs once, on two servers of its own (in the SQLite run of this binary)");
    const QString script = QStringLiteral(RUNLEDGER_SOURCE_DIR "/tests/support/postgres-pair.sh");
    const QString state = path(QStringLiteral("pair"));
    const auto pair = [&](const QString &action) {
        QProcess p;
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.start(QStringLiteral("bash"), {script, action, state});
        p.waitForFinished(120'000);
        return std::pair{p.exitCode(), QString::fromUtf8(p.readAll())};
    };
    const auto stopPair = qScopeGuard([&] { pair(QStringLiteral("stop")); });
    const auto [started, startLog] = pair(QStringLiteral("start"));
    QVERIFY2(started == 0, qPrintable(startLog));
    const auto read = [&](const QString &name) {
        QFile f(QDir(state).filePath(name));
        return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()).trimmed() : QString();
    };
    const QString url = read(QStringLiteral("url"));
    if (url.isEmpty())
        QSKIP(qPrintable(startLog));
    const int events = qEnvironmentVariableIntValue("RUNLEDGER_FAILOVER_EVENTS") > 0 ? qEnvironmentVariableIntValue("RUNLEDGER_FAILOVER_EVENTS")
                                                                                      : 120;
    // A CRM without idempotency (found again only by its search), which
    // loses some answers after acting.
    SandboxProcess sb;
    QCOMPARE(sb.request("PUT", QStringLiteral("/_sandbox/capabilities"), R"({"crm.create_task":"plain"})").status, 200);
    sb.fault(Crm, QStringLiteral("lose_response"), 5);
    const QString config = writeConfig(m_dir->path(), sb.base(), [](QJsonObject &crm, QJsonObject &) {
        crm.insert(QStringLiteral("capability"), QStringLiteral("lookup_only"));
    });
    QVERIFY(runTool(QStringLiteral("runledgerctl"), {QStringLiteral("init"), QStringLiteral("--ledger"), url}).exitCode == 0);
    ServeProcess serve(url, config, {QStringLiteral("--workers"), QStringLiteral("8")});
    QVERIFY2(serve.ready(), qPrintable(serve.log()));
    QStringList acknowledged;
    int sent = 0;
    const auto sendBatch = [&](int n) {
        QList<QByteArray> requests;
        QStringList ids;
        for (int i = 0; i < n; ++i, ++sent) {
            const QByteArray id = "f" + QByteArray::number(sent);
            requests << orderDelivery(id);
            ids << QStringLiteral("evt-") + QString::fromLatin1(id);
        }
        const QList<int> statuses = sendAll(serve.base(), requests, 5000);
        int ok = 0;
        for (qsizetype i = 0; i < statuses.size(); ++i) {
            if (statuses.at(i) == 200) {
                acknowledged << ids.at(i);
                ++ok;
            }
        }
        return ok;
    };
    while (sent < events / 2)
        sendBatch(10);
    const int beforeKill = int(acknowledged.size());
    QVERIFY2(beforeKill == sent, qPrintable(QStringLiteral("%1 of %2 acknowledged before the failover").arg(beforeKill).arg(sent)));
    // The primary crashes with work in flight; the standby takes over.
    QCOMPARE(pair(QStringLiteral("kill-primary")).first, 0);
    const int duringOutage = sendBatch(5);
    QCOMPARE(pair(QStringLiteral("promote")).first, 0);
    QElapsedTimer sincePromotion;
    sincePromotion.start();
    // Intake answers again: a delivery is acknowledged once the new primary takes writes.
    QTRY_VERIFY_WITH_TIMEOUT(sendBatch(1) == 1, 30'000);
    const qint64 answeredAfterMs = sincePromotion.elapsed();
    while (sent < events + 6)
        sendBatch(10);
    // Every acknowledged delivery is in the new primary, exactly once.
    const QString promoted = read(QStringLiteral("standby"));
    QCOMPARE(lostEvents(promoted, acknowledged), 0);
    // And every operation ends (a delivery answered 503 may have been kept
    // by a commit whose answer was lost: then it is there too), where the
    // target agrees with the ledger.
    const auto settled = [&] {
        return operationsIn(url, OperationState::Completed) + operationsIn(url, OperationState::Held);
    };
    QTRY_VERIFY_WITH_TIMEOUT(settled() >= int(acknowledged.size()) && settled() == allOperations(url), 120'000);
    QCOMPARE(disagreement(url, sb), QString());
    qInfo("failover: %d events acknowledged before the kill, %d of 5 during the outage, intake answered %lld ms after the "
          "promotion; %lld acknowledged in all, 0 lost; %d CRM tasks and %d e-mails for %d completed operations, 0 references "
          "acted on twice",
          beforeKill, duringOutage, answeredAfterMs, qint64(acknowledged.size()), sb.total(Crm), sb.total(Mail),
          operationsIn(url, OperationState::Completed));
}

QTEST_GUILESS_MAIN(TestContinuity)
#include "tst_continuity.moc"
