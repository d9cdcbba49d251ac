// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger.h"
#include "ledgerfixture.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>
#include <atomic>
#include <thread>

using namespace rl::models;
using namespace rl::testing;

// The ledger's storage rules on PostgreSQL. Runs when RUNLEDGER_TEST_POSTGRES
// names a database it may wipe (postgresql://user:pass@host:port/db); the
// SQLite runs of the same rules are in tst_ledger.
class TestLedgerPostgres final : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void migratesAndReruns();
    void dedupesAndLinksOneOperation();
    void twoThreadsReserveEachStepOnce();
    void decisionsAreAppendOnlyAndChained();

private:
    std::unique_ptr<Ledger> open()
    {
        LedgerError e;
        auto l = Ledger::open(m_url, Ledger::OpenMode::CreateOrMigrate, &e);
        if (!l)
            qWarning("%s", qPrintable(e.message));
        return l;
    }
    bool raw(const QString &sql, QString *error = nullptr)
    {
        auto db = QSqlDatabase::database(QStringLiteral("pg-raw"));
        QSqlQuery q(db);
        const bool ok = q.exec(sql);
        if (error)
            *error = q.lastError().text();
        return ok;
    }
    QString m_url;
};

void TestLedgerPostgres::init()
{
    m_url = qEnvironmentVariable("RUNLEDGER_TEST_POSTGRES");
    if (m_url.isEmpty()) {
        // Under CTest: the URL of the private server tests/support/postgres-fixture.sh started.
        QFile file(qEnvironmentVariable("RUNLEDGER_TEST_POSTGRES_FILE"));
        if (file.open(QIODevice::ReadOnly))
            m_url = QString::fromUtf8(file.readAll()).trimmed();
    }
    if (m_url.isEmpty())
        QSKIP("no PostgreSQL server: install Debian's postgresql package and run under CTest, or set "
              "RUNLEDGER_TEST_POSTGRES=postgresql://user:pass@host:port/db");
    if (!QSqlDatabase::contains(QStringLiteral("pg-raw"))) {
        const QUrl u(m_url);
        auto db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), QStringLiteral("pg-raw"));
        db.setHostName(u.host());
        db.setPort(u.port(5432));
        db.setDatabaseName(u.path().mid(1));
        db.setUserName(u.userName());
        db.setPassword(u.password());
        QVERIFY2(db.open(), qPrintable(db.lastError().text()));
    }
    // Each test starts from an empty database.
    QVERIFY(raw(QStringLiteral("DROP SCHEMA public CASCADE")));
    QVERIFY(raw(QStringLiteral("CREATE SCHEMA public")));
}

void TestLedgerPostgres::migratesAndReruns()
{
    { QVERIFY(open()); }
    auto again = open();
    QVERIFY(again);
    QCOMPARE(again->schemaVersion(), Ledger::SchemaVersion);
    QCOMPARE(again->driverName(), QStringLiteral("QPSQL"));
}

void TestLedgerPostgres::dedupesAndLinksOneOperation()
{
    auto l = open();
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const auto a = l->ingest(delivery(QStringLiteral("evt-1"), QStringLiteral("whk-a")), now);
    const auto b = l->ingest(delivery(QStringLiteral("evt-1"), QStringLiteral("whk-b")), now);
    const auto c = l->ingest(delivery(QStringLiteral("evt-1"), QStringLiteral("whk-a")), now);
    QVERIFY(a && b && c);
    QVERIFY(a->newOperation && !b->newOperation && !c->newDelivery);
    QCOMPARE(b->operationId, a->operationId);
    const Counts n = l->counts();
    QCOMPARE(n.events, 1);
    QCOMPARE(n.deliveries, 2);
    QCOMPARE(n.operations, 1);
    QCOMPARE(l->operationCountsByState().value(OperationState::Running), 1);
    // Another connection's state change is noticed (the console's refresh).
    auto other = open();
    l->changedSinceLastCheck();
    QVERIFY(!l->changedSinceLastCheck());
    const qint64 step = other->steps(a->operationId).at(0).step.rowId;
    QVERIFY(other->reserve(step, QStringLiteral("w"), 1000, QDateTime::currentDateTimeUtc()));
    QVERIFY(l->changedSinceLastCheck());
    QVERIFY(!l->changedSinceLastCheck());
    // A change that adds no row at all: the reservation runs out, the step turns uncertain.
    QVERIFY(other->expireReservation(step, QDateTime::currentDateTimeUtc().addSecs(5)));
    QVERIFY(l->changedSinceLastCheck());
}

void TestLedgerPostgres::twoThreadsReserveEachStepOnce()
{
    constexpr int kSteps = 200;
    QList<qint64> ids;
    {
        auto l = open();
        QList<IncomingDelivery> batch;
        for (int i = 0; i < kSteps; ++i) {
            auto d = delivery(QStringLiteral("e%1").arg(i), QStringLiteral("w%1").arg(i));
            d.flows[0].steps.removeLast();
            batch.append(d);
        }
        QVERIFY(l->ingestBatch(batch, QDateTime::currentDateTimeUtc()));
        ids = l->runnableSteps(QDateTime::currentDateTimeUtc(), kSteps * 2);
        QCOMPARE(ids.size(), kSteps);
    }
    std::vector<std::atomic<int>> winners(kSteps);
    const auto worker = [&](bool reverse) {
        LedgerError e;
        auto mine = Ledger::open(m_url, Ledger::OpenMode::ExistingOnly, &e);
        for (int k = 0; k < kSteps && mine; ++k) {
            const int i = reverse ? kSteps - 1 - k : k;
            if (mine->reserve(ids.at(i), QStringLiteral("w"), 60'000, QDateTime::currentDateTimeUtc()))
                ++winners[size_t(i)];
        }
    };
    std::thread a(worker, false), b(worker, true);
    a.join();
    b.join();
    for (auto &w : winners)
        QCOMPARE(w.load(), 1);
    QCOMPARE(open()->counts().attempts, kSteps);
}

void TestLedgerPostgres::decisionsAreAppendOnlyAndChained()
{
    auto l = open();
    const QString op = l->ingest(delivery(QStringLiteral("evt-1"), QStringLiteral("whk-1")), QDateTime::currentDateTimeUtc())->operationId;
    for (int i = 1; i <= 3; ++i) {
        auto d = decision(op, QStringLiteral("Reviewer %1").arg(i), QStringLiteral("handover %1").arg(i), DecisionAction::Assign);
        d.assignTo = QStringLiteral("Reviewer %1").arg(i);
        QVERIFY(l->decide(d, QDateTime::currentDateTimeUtc()).applied);
    }
    QCOMPARE(l->verifyChain().count, 3);
    QString error;
    QVERIFY(!raw(QStringLiteral("UPDATE decisions SET rationale = 'x' WHERE seq = 2"), &error));
    QVERIFY2(error.contains(QStringLiteral("append-only")), qPrintable(error));
    QVERIFY(!raw(QStringLiteral("DELETE FROM decisions WHERE seq = 2"), &error));
    QVERIFY(raw(QStringLiteral("DROP TRIGGER decisions_append_only ON decisions")));
    QVERIFY(raw(QStringLiteral("UPDATE decisions SET rationale = 'x' WHERE seq = 2")));
    const ChainVerification v = l->verifyChain();
    QVERIFY(!v.ok);
    QCOMPARE(v.firstBrokenSeq, 2);
}

QTEST_GUILESS_MAIN(TestLedgerPostgres)
#include "tst_ledger_postgres.moc"
