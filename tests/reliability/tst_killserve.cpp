// SPDX-License-Identifier: GPL-3.0-or-later
// kill -9 of serve under a stream of signed deliveries, over and over: every
// delivery that was answered 200 is in the ledger afterwards, the file passes
// SQLite's integrity check and verify, and no target effect happened twice.
// RUNLEDGER_KILL_CYCLES sets the number of kills (CI: 25; by hand: 1000).
// The same on a PostgreSQL ledger in CTest's tst_killserve.postgres.
// RUNLEDGER_KILL_MAX_MS: the longest wait before a kill (default 40; a
// PostgreSQL serve needs longer to acknowledge anything, e.g. 300).
#include "agreement.h"
#include "ledgerfixture.h"
#include "processrunner.h"
#include "sandboxprocess.h"
#include "serveprocess.h"
#include "testtime.h"

#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>

using namespace rl::models;
using namespace rl::testing;

class TestKillServe final : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void nothingAcknowledgedIsLost();
    void aKilledDecisionIsAllOrNothing();

private:
    // The ledger: a file in dir, or the run's PostgreSQL database.
    QString ledgerIn(const QTemporaryDir &dir, const QString &file) const
    {
        return m_postgres.isEmpty() ? dir.filePath(file) : m_postgres;
    }
    // The database's own check of every page, where there is one (SQLite).
    QString integrity(const QString &ledger) const { return m_postgres.isEmpty() ? integrityOf(ledger) : QStringLiteral("ok"); }
    QString m_postgres;
};

void TestKillServe::init()
{
    RUNLEDGER_INIT_BACKEND(m_postgres);
}

void TestKillServe::nothingAcknowledgedIsLost()
{
    const int cycles = qEnvironmentVariableIsSet("RUNLEDGER_KILL_CYCLES") ? qEnvironmentVariableIntValue("RUNLEDGER_KILL_CYCLES") : 25;
    QTemporaryDir dir;
    const QString ledger = ledgerIn(dir, QStringLiteral("kill.sqlite"));
    const int maxWaitMs = qEnvironmentVariableIsSet("RUNLEDGER_KILL_MAX_MS") ? qMax(1, qEnvironmentVariableIntValue("RUNLEDGER_KILL_MAX_MS")) : 40;
    SandboxProcess sb;
    const QString config = writeConfig(dir.path(), sb.base());
    const QByteArray body = sample("shopify-orders-create.json");
    QStringList acknowledged;
    int sent = 0, next = 0;
    QRandomGenerator random = rl::testing::seededRandom("nothingAcknowledgedIsLost", 20261205);
    for (int cycle = 0; cycle < cycles; ++cycle) {
        ServeProcess serve(ledger, config);
        QVERIFY2(serve.ready(), qPrintable(serve.log()));
        const QUrl base(serve.base());
        // A burst of deliveries in flight, then the process is killed at a random moment.
        std::vector<std::unique_ptr<QTcpSocket>> sockets;
        QStringList ids;
        for (int i = 0; i < 16; ++i) {
            const QByteArray id = "kill-evt-" + QByteArray::number(next++);
            auto s = std::make_unique<QTcpSocket>();
            s->connectToHost(base.host(), quint16(base.port()));
            if (!s->waitForConnected(2000))
                continue;
            s->write(shopifyRequest(orderFor(id), "orders/create", "whk-" + id, id));
            s->flush();
            ids << QString::fromLatin1(id);
            sockets.push_back(std::move(s));
            ++sent;
        }
        if (cycle == 0) {
            // The first cycle is killed once its deliveries were answered, so
            // the run always has acknowledged deliveries to look for (on a
            // loaded machine a random 0-40 ms may see none answered at all).
            const bool answered = QTest::qWaitFor([&] {
                return std::all_of(sockets.begin(), sockets.end(), [](const auto &s) { return s->bytesAvailable() > 0; });
            }, 10'000);
            QVERIFY2(answered, "serve did not answer the first cycle's deliveries within 10 s");
        } else {
            rl::testing::holdStill(int(random.bounded(maxWaitMs)), "a random moment of the burst to kill serve at");
        }
        serve.kill();
        for (size_t i = 0; i < sockets.size(); ++i) {
            QByteArray got = sockets[i]->readAll();
            while (sockets[i]->waitForReadyRead(20))
                got += sockets[i]->readAll();
            if (got.startsWith("HTTP/1.1 200"))
                acknowledged << ids.at(qsizetype(i));
        }
    }
    // Everything acknowledged is there, once; the file and the chain are sound.
    LedgerError e;
    auto l = Ledger::open(ledger, Ledger::OpenMode::ExistingOnly, &e);
    QVERIFY2(l, qPrintable(e.message));
    const int lost = lostEvents(ledger, acknowledged);
    QCOMPARE(integrity(ledger), QStringLiteral("ok"));
    const auto verify = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("verify"), QStringLiteral("--ledger"), ledger});
    QVERIFY2(verify.exitCode == 0, qPrintable(verify.out + verify.err));
    // The target's own count: no reference acted on twice.
    const QJsonObject effects = sb.effects();
    int twice = 0;
    for (const QString &endpoint : {QStringLiteral("crm.create_task"), QStringLiteral("mail.send")}) {
        const QJsonObject perReference = effects.value(endpoint).toObject();
        for (auto it = perReference.begin(); it != perReference.end(); ++it)
            twice += it.value().toInt() > 1;
    }
    qInfo("%s: kill -9 cycles: %d; deliveries sent: %d; acknowledged: %lld; lost: %d; references acted on twice: %d", m_postgres.isEmpty() ? "SQLite" : "PostgreSQL",
          cycles, sent, qlonglong(acknowledged.size()), lost, twice);
    QVERIFY(!acknowledged.isEmpty()); // the harness did acknowledge some: it measured something
    QCOMPARE(lost, 0);
    QCOMPARE(twice, 0);
}

void TestKillServe::aKilledDecisionIsAllOrNothing()
{
    // runledgerctl decide killed at a random moment, again and again: each
    // decision is in the ledger with its effect, or neither is; the chain and
    // the file stay sound.
    const int cycles = qEnvironmentVariableIsSet("RUNLEDGER_KILL_CYCLES") ? qEnvironmentVariableIntValue("RUNLEDGER_KILL_CYCLES") : 25;
    QTemporaryDir dir;
    const QString ledger = ledgerIn(dir, QStringLiteral("decide.sqlite"));
    QString op;
    {
        LedgerError e;
        auto l = Ledger::open(ledger, Ledger::OpenMode::CreateOrMigrate, &e);
        QVERIFY2(l, qPrintable(e.message));
        op = l->ingest(delivery(QStringLiteral("evt-1"), QStringLiteral("whk-1")), QDateTime::currentDateTimeUtc())->operationId;
    }
    QRandomGenerator random = rl::testing::seededRandom("aKilledDecisionIsAllOrNothing", 20261206);
    int finished = 0;
    for (int cycle = 0; cycle < cycles; ++cycle) {
        QProcess p;
        p.start(QStringLiteral(RUNLEDGER_BINARY_DIR "/runledgerctl"),
                {QStringLiteral("decide"), QStringLiteral("--ledger"), ledger, op, QStringLiteral("--reviewer"), QStringLiteral("Alex"),
                 QStringLiteral("--rationale"), QStringLiteral("handover %1").arg(cycle), QStringLiteral("--to"),
                 QStringLiteral("Reviewer %1").arg(cycle), QStringLiteral("assign")});
        QVERIFY(p.waitForStarted());
        rl::testing::holdStill(int(random.bounded(25)), "a random moment of the decision to kill it at");
        p.kill();
        p.waitForFinished();
        finished += p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    }
    LedgerError e;
    auto l = Ledger::open(ledger, Ledger::OpenMode::ExistingOnly, &e);
    QVERIFY2(l, qPrintable(e.message));
    const ChainVerification v = l->verifyChain();
    QVERIFY2(v.ok, qPrintable(v.problem));
    const QList<Decision> decisions = l->decisions(op).value();
    // The operation's responsible person is the one the last recorded decision named: no effect without its decision.
    const QString responsible = l->operation(op)->responsible;
    if (decisions.isEmpty())
        QVERIFY(responsible.isEmpty());
    else
        QVERIFY2(decisions.last().payload.contains(QStringLiteral("\"to\":\"%1\"").arg(responsible)),
                 qPrintable(decisions.last().payload + QStringLiteral(" vs ") + responsible));
    QCOMPARE(integrity(ledger), QStringLiteral("ok"));
    qInfo("decide killed %d times: %d finished before the kill, %lld decisions recorded, chain of %lld verified", cycles, finished,
          qlonglong(decisions.size()), qlonglong(v.count));
    QVERIFY(qsizetype(finished) <= decisions.size()); // every decision that said "recorded" is there
}

QTEST_GUILESS_MAIN(TestKillServe)
#include "tst_killserve.moc"
