// SPDX-License-Identifier: GPL-3.0-or-later
#include "ids.h"
#include "ledger.h"
#include "ledgerfixture.h"
#include "ledgerclient.h"
#include "personaldata.h"
#include "reader.h"
#include "team.h"
#include "testtime.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QTest>
#include <QUrl>
#include <atomic>
#include <map>
#include <mutex>
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
    void aBatchInBulkAgreesWithTheLongWay();
    void twoThreadsReserveEachStepOnce();
    void claimRacesNeverClaimTwice_data();
    void claimRacesNeverClaimTwice();
    void concurrentDecisionsKeepOneChain();
    void writersOfDifferentOperationsDoNotWait();
    void queueCountsStayExactUnderConcurrency();
    void notificationsWakeOtherConnections();
    void decisionsAreAppendOnlyAndChained();
    void teamDecidesAsTheSignedInLogin();
    void fourEyesNeedsAnotherLogin();
    void teamErasesOnlyPersonalData();
    void urlParametersReachTheDriver();
    void theDatabaseJudgesByItsOwnClock();
    void severalHostsReachTheOneThatWrites();

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
    // n events, each starting an operation of one step (a CRM task).
    static QList<IncomingDelivery> oneStepDeliveries(int n)
    {
        QList<IncomingDelivery> batch;
        for (int i = 0; i < n; ++i) {
            auto d = delivery(QStringLiteral("e%1").arg(i), QStringLiteral("w%1").arg(i));
            d.flows[0].steps.removeLast();
            batch.append(d);
        }
        return batch;
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
        QVERIFY(raw(QStringLiteral("SET client_min_messages = warning")));
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
    QVERIFY2(a && b && c, qPrintable(l->lastError().message));
    QVERIFY(a->newOperation && !b->newOperation && !c->newDelivery);
    QCOMPARE(b->operationId, a->operationId);
    const Counts n = l->counts().value();
    QCOMPARE(n.events, 1);
    QCOMPARE(n.deliveries, 2);
    QCOMPARE(n.operations, 1);
    QCOMPARE(l->operationCountsByState().value().value(OperationState::Running), 1);
    // Another connection's state change is noticed (the console's refresh).
    auto other = open();
    QVERIFY(l->changedSinceLastCheck());
    QVERIFY(!l->changedSinceLastCheck().value());
    const qint64 step = other->steps(a->operationId).value().at(0).step.rowId;
    QVERIFY(other->reserve(step, QStringLiteral("w"), 1000, QDateTime::currentDateTimeUtc()));
    QVERIFY(l->changedSinceLastCheck().value());
    QVERIFY(!l->changedSinceLastCheck().value());
    // A change that adds no row at all: the reservation runs out, the step turns uncertain.
    QVERIFY(other->expireReservation(step, QDateTime::currentDateTimeUtc().addSecs(5)));
    QVERIFY(l->changedSinceLastCheck().value());
}

// On PostgreSQL a batch is written in a few statements for all its deliveries
// (bulkintake.cpp); on SQLite one delivery after the other. Both must come to
// the same answers and the same rows, whatever the batch holds: repeats of an
// event and of a delivery in the batch and from before, another topic,
// another shop, business keys met in the ledger and in the batch, no flow,
// two flows.
void TestLedgerPostgres::aBatchInBulkAgreesWithTheLongWay()
{
    const auto keyed = [](const QString &key, const QString &flow = QStringLiteral("order-followup")) {
        OperationPlan p = twoStepPlan(true);
        p.flow = flow;
        p.businessKey = key;
        return p;
    };
    const QString otherShop = QStringLiteral("shopify:other-shop.myshopify.com");
    const auto at = [](IncomingDelivery d, const QString &source) {
        d.source = source;
        return d;
    };
    QList<IncomingDelivery> before{delivery(QStringLiteral("old-1"), QStringLiteral("w-old-1")),
                                   delivery(QStringLiteral("old-2"), QStringLiteral("w-old-2"), keyed(QStringLiteral("order-9"))),
                                   at(delivery(QStringLiteral("old-3"), QStringLiteral("w-old-3")), otherShop)};
    IncomingDelivery otherTopic = delivery(QStringLiteral("new-1"), QStringLiteral("w3"));
    otherTopic.topic = QStringLiteral("orders/updated");
    IncomingDelivery twoFlows = delivery(QStringLiteral("new-7"), QStringLiteral("w17"));
    twoFlows.flows.append(keyed(QStringLiteral("order-11"), QStringLiteral("second")));
    QList<IncomingDelivery> batch{
        delivery(QStringLiteral("new-1"), QStringLiteral("w1")), // new
        delivery(QStringLiteral("new-1"), QStringLiteral("w2")), // its repeat in the same batch
        delivery(QStringLiteral("new-1"), QStringLiteral("w1")), // the same delivery again
        otherTopic,                                              // refused: another topic
        delivery(QStringLiteral("old-1"), QStringLiteral("w-old-1")), // a delivery the ledger has
        delivery(QStringLiteral("old-1"), QStringLiteral("w9")),      // a new delivery of an old event
        delivery(QStringLiteral("old-3"), QStringLiteral("w10")),     // refused: another shop's event id
        at(delivery(QStringLiteral("new-2"), QStringLiteral("w11")), otherShop),
        delivery(QStringLiteral("new-2"), QStringLiteral("w12")),     // refused: another shop had it first in this batch
        delivery(QStringLiteral("new-3"), QStringLiteral("w13"), keyed(QStringLiteral("order-9"))),  // joins old-2's operation
        delivery(QStringLiteral("new-4"), QStringLiteral("w14"), keyed(QStringLiteral("order-10"))),
        delivery(QStringLiteral("new-5"), QStringLiteral("w15"), keyed(QStringLiteral("order-10"))), // joins new-4's
        delivery(QStringLiteral("new-6"), QStringLiteral("w16"), std::nullopt),                       // no flow
        twoFlows,
    };
    // The same operation ids on both engines.
    for (IncomingDelivery &d : before)
        prepareForIngest(d);
    for (IncomingDelivery &d : batch)
        prepareForIngest(d);
    const QDateTime now = QDateTime::fromString(QStringLiteral("2026-12-03T10:00:00.000Z"), Qt::ISODateWithMs);
    const auto run = [&](const QString &location, QStringList *answers, QStringList *rows) {
        LedgerError e;
        auto l = Ledger::open(location, Ledger::OpenMode::CreateOrMigrate, &e);
        QVERIFY2(l, qPrintable(e.message));
        QVERIFY(l->ingestBatch(before, now));
        const auto in = l->ingestBatch(batch, now);
        QVERIFY2(in, qPrintable(l->lastError().message));
        for (const IngestResult &r : *in)
            *answers << QStringLiteral("event %1 delivery %2 operation %3 joined %4 refused %5 %6 ops %7")
                            .arg(r.newEvent)
                            .arg(r.newDelivery)
                            .arg(r.newOperation)
                            .arg(r.joinedByKey)
                            .arg(r.refusedStatus)
                            .arg(r.refusal, r.operationIds.join(QLatin1Char(',')));
        RawDb raw(location);
        const QStringList queries{
            QStringLiteral("SELECT e.source || ' ' || e.event_id || ' ' || e.topic || ' ' || d.delivery_id FROM deliveries d"
                           " JOIN events e ON e.id = d.event_ref ORDER BY 1"),
            QStringLiteral("SELECT o.id || ' ' || o.flow || ' ' || o.state || ' ' || o.open_step || ' ' || o.four_eyes || ' '"
                           " || COALESCE(e.event_id, '-') || ' ' || CASE WHEN o.trigger_key LIKE 'key:%' THEN o.trigger_key ELSE 'event' END"
                           " FROM operations o LEFT JOIN events e ON e.id = o.event_ref ORDER BY 1"),
            QStringLiteral("SELECT s.operation_id || ' ' || s.position || ' ' || s.kind || ' ' || s.target || ' ' || s.state || ' '"
                           " || s.capability || ' ' || s.attempt_limit || ' ' || s.hold_reason || ' ' || c.version || ' ' || c.sha256"
                           " || ' ' || c.created_by || ' ' || COALESCE(c.approved_by, '-') || ' ' || COALESCE(c.approved_at, '-')"
                           " FROM steps s JOIN content_versions c ON c.step_ref = s.id ORDER BY 1"),
            QStringLiteral("SELECT state || ' ' || n FROM (SELECT state, COUNT(*) AS n FROM operations GROUP BY state) AS x ORDER BY 1")};
        for (const QString &sql : queries) {
            QSqlQuery q(raw.db());
            QVERIFY2(q.exec(sql), qPrintable(q.lastError().text()));
            while (q.next())
                *rows << q.value(0).toString();
        }
        const Counts counts = l->counts().value();
        *rows << QStringLiteral("counted: %1 events %2 deliveries %3 operations").arg(counts.events).arg(counts.deliveries).arg(counts.operations);
        const auto byState = l->operationCountsByState().value();
        QStringList counted;
        for (auto it = byState.cbegin(); it != byState.cend(); ++it)
            counted << QStringLiteral("counted %1: %2").arg(toString(it.key())).arg(it.value());
        counted.sort();
        *rows << counted;
    };
    QTemporaryDir dir;
    QStringList longAnswers, longRows, bulkAnswers, bulkRows;
    run(dir.filePath(QStringLiteral("long.sqlite")), &longAnswers, &longRows);
    if (QTest::currentTestFailed())
        return;
    run(m_url, &bulkAnswers, &bulkRows);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(bulkAnswers, longAnswers);
    QCOMPARE(bulkRows, longRows);
    // And the long way's answers are the rules' (docs/intake.md).
    QCOMPARE(longAnswers.filter(QStringLiteral("refused 409")).size(), 3);
    QCOMPARE(longAnswers.filter(QStringLiteral("joined 1")).size(), 2);
    QCOMPARE(longAnswers.filter(QStringLiteral("operation 1")).size(), 4); // new-1, new-2 for the other shop, new-4, new-7
}

void TestLedgerPostgres::twoThreadsReserveEachStepOnce()
{
    constexpr int kSteps = 200;
    QList<qint64> ids;
    {
        auto l = open();
        QVERIFY(l->ingestBatch(oneStepDeliveries(kSteps), QDateTime::currentDateTimeUtc()));
        ids = l->runnableSteps(QDateTime::currentDateTimeUtc(), kSteps * 2).value();
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
    QCOMPARE(open()->counts().value().attempts, kSteps);
}

void TestLedgerPostgres::claimRacesNeverClaimTwice_data()
{
    QTest::addColumn<int>("connections");
    QTest::newRow("8 connections") << 8;
    QTest::newRow("32 connections") << 32;
}

// Many runners, each on its own connection, claim batches of the same
// backlog at once: every step is claimed exactly once, and every claim
// recorded exactly one attempt.
void TestLedgerPostgres::claimRacesNeverClaimTwice()
{
    QFETCH(int, connections);
    constexpr int kSteps = 640;
    {
        auto l = open();
        QVERIFY(l);
        QVERIFY(l->ingestBatch(oneStepDeliveries(kSteps), QDateTime::currentDateTimeUtc()));
    }
    std::map<qint64, int> claims;
    std::mutex claimsMutex;
    std::atomic<int> failures{0};
    QStringList errors;
    const auto runner = [&](int n) {
        LedgerError e;
        auto mine = Ledger::open(m_url, Ledger::OpenMode::ExistingOnly, &e);
        if (!mine) {
            ++failures;
            return;
        }
        // Until a claim finds nothing and nothing is runnable: the backlog is
        // drained. A round may claim nothing while steps remain (another
        // runner holds the ones this one prepared; under load a runner may
        // lose hundreds of rounds in a row), so rounds are not counted: only
        // a runner that never finishes is a failure.
        const QDeadlineTimer giveUp(std::chrono::minutes(3));
        for (;;) {
            if (giveUp.hasExpired()) {
                ++failures;
                const std::lock_guard lock(claimsMutex);
                errors << QStringLiteral("runner %1 did not see the backlog drained").arg(n);
                return;
            }
            const auto got = mine->claim(QStringLiteral("runner-%1").arg(n), 4, QDateTime::currentDateTimeUtc(), {});
            if (!got) {
                ++failures;
                const std::lock_guard lock(claimsMutex);
                errors << got.error().message;
                return;
            }
            if (got->isEmpty()) {
                const auto left = mine->runnableSteps(QDateTime::currentDateTimeUtc(), 1);
                if (!left) {
                    ++failures;
                    const std::lock_guard lock(claimsMutex);
                    errors << left.error().message;
                    return;
                }
                if (left->isEmpty())
                    return;
            }
            const std::lock_guard lock(claimsMutex);
            for (const Reservation &r : *got)
                ++claims[r.step.step.rowId];
        }
    };
    std::vector<std::thread> threads;
    for (int n = 0; n < connections; ++n)
        threads.emplace_back(runner, n);
    for (auto &t : threads)
        t.join();
    int twice = 0;
    for (const auto &[step, n] : claims)
        twice += n > 1 ? 1 : 0;
    QCOMPARE(twice, 0); // no step claimed by two runners
    QVERIFY2(failures == 0, qPrintable(errors.mid(0, 2).join(QStringLiteral("; "))));
    QCOMPARE(int(claims.size()), kSteps);
    auto l = open();
    QCOMPARE(l->counts().value().attempts, kSteps);
    QCOMPARE(l->operationCountsByState().value().value(OperationState::Running), kSteps);
}

// Reviewers on eight connections decide at once, each on operations of its
// own: every decision is recorded, and the chain stays one gap-free line.
void TestLedgerPostgres::concurrentDecisionsKeepOneChain()
{
    constexpr int kReviewers = 8, kEach = 20;
    QStringList ops;
    {
        auto l = open();
        QVERIFY(l);
        QList<IncomingDelivery> batch;
        for (int i = 0; i < kReviewers * kEach; ++i)
            batch.append(delivery(QStringLiteral("e%1").arg(i), QStringLiteral("w%1").arg(i)));
        const auto in = l->ingestBatch(batch, QDateTime::currentDateTimeUtc());
        QVERIFY(in);
        for (const IngestResult &r : *in)
            ops << r.operationId;
    }
    std::atomic<int> applied{0};
    QStringList refusals;
    std::mutex mutex;
    const auto reviewer = [&](int n) {
        LedgerError e;
        auto mine = Ledger::open(m_url, Ledger::OpenMode::ExistingOnly, &e);
        for (int k = 0; k < kEach && mine; ++k) {
            auto d = decision(ops.at(n * kEach + k), QStringLiteral("Reviewer %1").arg(n), QStringLiteral("taking it"), DecisionAction::Assign);
            d.assignTo = QStringLiteral("Reviewer %1").arg(n);
            const DecisionOutcome o = mine->decide(d, QDateTime::currentDateTimeUtc());
            if (o.applied) {
                ++applied;
            } else {
                const std::lock_guard lock(mutex);
                refusals << o.reason;
            }
        }
    };
    std::vector<std::thread> threads;
    for (int n = 0; n < kReviewers; ++n)
        threads.emplace_back(reviewer, n);
    for (auto &t : threads)
        t.join();
    QVERIFY2(refusals.isEmpty(), qPrintable(refusals.mid(0, 3).join(QStringLiteral("; "))));
    QCOMPARE(applied.load(), kReviewers * kEach);
    const ChainVerification v = open()->verifyChain();
    QVERIFY2(v.ok, qPrintable(v.problem));
    QCOMPARE(v.count, kReviewers * kEach);
}

// No table lock: while one transaction holds an operation's row, a writer of
// another operation commits at once, and a claim skips the held one.
void TestLedgerPostgres::writersOfDifferentOperationsDoNotWait()
{
    auto l = open();
    QVERIFY(l);
    const auto a = l->ingest(delivery(QStringLiteral("e-a"), QStringLiteral("w-a")), QDateTime::currentDateTimeUtc());
    const auto b = l->ingest(delivery(QStringLiteral("e-b"), QStringLiteral("w-b")), QDateTime::currentDateTimeUtc());
    QVERIFY(a && b);
    // Another session holds operation a's row, as a writer in the middle of its transaction does.
    QVERIFY(raw(QStringLiteral("BEGIN")));
    QVERIFY(raw(QStringLiteral("SELECT id FROM operations WHERE id = '%1' FOR UPDATE").arg(a->operationId)));
    auto other = open();
    const auto c = other->ingest(delivery(QStringLiteral("e-c"), QStringLiteral("w-c")), QDateTime::currentDateTimeUtc());
    QVERIFY2(c, qPrintable(other->lastError().message));
    auto d = decision(b->operationId, QStringLiteral("Reviewer"), QStringLiteral("mine"), DecisionAction::Assign);
    d.assignTo = QStringLiteral("Reviewer");
    QVERIFY2(other->decide(d, QDateTime::currentDateTimeUtc()).applied, qPrintable(other->lastError().message));
    const auto claimed = other->claim(QStringLiteral("r"), 10, QDateTime::currentDateTimeUtc(), {});
    QVERIFY(claimed);
    QStringList claimedOps;
    for (const Reservation &r : *claimed)
        claimedOps << r.step.step.operationId;
    QVERIFY(!claimedOps.contains(a->operationId)); // skipped, not waited for
    QVERIFY(claimedOps.contains(b->operationId) && claimedOps.contains(c->operationId));
    QVERIFY(raw(QStringLiteral("ROLLBACK")));
    // A claim that waited for the held row would have failed at the lock
    // timeout (10 s) instead of answering with b and c: no clock is read.
}

// The counts come from deltas that concurrent writers insert; summed, and
// after compaction, they equal COUNT(*) per state.
void TestLedgerPostgres::queueCountsStayExactUnderConcurrency()
{
    {
        auto l = open();
        QVERIFY(l);
    }
    const auto writer = [&](int n) {
        LedgerError e;
        auto mine = Ledger::open(m_url, Ledger::OpenMode::ExistingOnly, &e);
        for (int k = 0; k < 25 && mine; ++k) {
            QList<IncomingDelivery> batch;
            for (int i = 0; i < 4; ++i)
                batch.append(delivery(QStringLiteral("e%1-%2-%3").arg(n).arg(k).arg(i), QStringLiteral("w")));
            mine->ingestBatch(batch, QDateTime::currentDateTimeUtc());
            mine->claim(QStringLiteral("r%1").arg(n), 3, QDateTime::currentDateTimeUtc(), {});
            if (k % 5 == 0)
                mine->compactCounts();
        }
    };
    std::vector<std::thread> threads;
    for (int n = 0; n < 6; ++n)
        threads.emplace_back(writer, n);
    for (auto &t : threads)
        t.join();
    auto l = open();
    const auto counted = [&] {
        QHash<OperationState, qint64> out;
        auto db = QSqlDatabase::database(QStringLiteral("pg-raw"));
        QSqlQuery q(db);
        q.exec(QStringLiteral("SELECT state, COUNT(*) FROM operations GROUP BY state"));
        while (q.next())
            out.insert(*operationStateFromString(q.value(0).toString()), q.value(1).toLongLong());
        return out;
    };
    const auto exact = counted();
    qint64 total = 0;
    for (qint64 n : exact)
        total += n;
    QCOMPARE(total, qint64(6 * 25 * 4));
    const auto nonZero = [](QHash<OperationState, qint64> h) {
        h.removeIf([](const auto &it) { return it.value() == 0; });
        return h;
    };
    QCOMPARE(nonZero(l->operationCountsByState().value()), exact);
    QVERIFY(l->compactCounts());
    QCOMPARE(nonZero(l->operationCountsByState().value()), exact);
}

// LISTEN/NOTIFY: a decision on one connection wakes a runner's and a
// console's listener on another, without either of them polling.
void TestLedgerPostgres::notificationsWakeOtherConnections()
{
    auto listener = open();
    auto other = open();
    QVERIFY(listener && other);
    int work = 0, changed = 0;
    QVERIFY(listener->listen(Ledger::Channel::Work, [&] { ++work; }));
    QVERIFY(listener->listen(Ledger::Channel::Changed, [&] { ++changed; }));
    const auto in = other->ingest(delivery(QStringLiteral("e-n"), QStringLiteral("w-n")), QDateTime::currentDateTimeUtc());
    QVERIFY(in);
    rl::testing::holdStill(200, "a notification the ingest alone must not send");
    QCOMPARE(work + changed, 0); // ingesting alone tells nobody: intake's writer notifies, throttled
    auto d = decision(in->operationId, QStringLiteral("Reviewer"), QStringLiteral("mine"), DecisionAction::Assign);
    d.assignTo = QStringLiteral("Reviewer");
    QVERIFY(other->decide(d, QDateTime::currentDateTimeUtc()).applied);
    QTRY_VERIFY_WITH_TIMEOUT(work == 1 && changed == 1, 5000);
    other->notify(Ledger::Channel::Changed);
    QTRY_COMPARE_WITH_TIMEOUT(changed, 2, 5000);
    QCOMPARE(work, 1);
    QVERIFY(listener->connectionAlive());
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
// Team mode II (docs/team-setup.md): on a team ledger the database records
// the login it authenticated with every decision, whatever name the client
// sends, and refuses what the login's role does not allow, also to plain SQL.
void TestLedgerPostgres::teamDecidesAsTheSignedInLogin()
{
    // Logins are the cluster's, not the database's: made once, kept.
    for (const char *login : {"rl_mara", "rl_rene", "rl_aud", "rl_svc"}) {
        QString error;
        if (!raw(QStringLiteral("DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '%1') THEN"
                                " CREATE ROLE %1 LOGIN; END IF; END $$").arg(QLatin1String(login)), &error))
            QSKIP(qPrintable(QStringLiteral("cannot create logins on this server: %1").arg(error)));
    }
    auto owner = open();
    QVERIFY(owner);
    const QDateTime t0 = QDateTime::fromString(QStringLiteral("2026-03-01T10:00:00Z"), Qt::ISODate);
    const QString op = heldOperation(*owner, QStringLiteral("team-1"), t0);
    const QString replaced = heldOperation(*owner, QStringLiteral("team-2"), t0);
    QVERIFY(owner->team().init());
    QVERIFY2(owner->team().add(QStringLiteral("rl_mara"), TeamRole::Approver, QStringLiteral("Mara Lead"), t0), qPrintable(owner->lastError().message));
    QVERIFY(owner->team().add(QStringLiteral("rl_rene"), TeamRole::Reviewer, QStringLiteral("Rene Review"), t0));
    QVERIFY(owner->team().add(QStringLiteral("rl_aud"), TeamRole::Auditor, QStringLiteral("Audrey Audit"), t0));
    QVERIFY(owner->team().add(QStringLiteral("rl_svc"), TeamRole::Service, QStringLiteral("serve"), t0));
    const auto as = [&](const QString &login) {
        QUrl u(m_url);
        u.setUserName(login);
        u.setPassword({});
        LedgerError e;
        auto l = Ledger::open(u.toString(), Ledger::OpenMode::ExistingOnly, &e);
        if (!l)
            qWarning("%s", qPrintable(e.message));
        return l;
    };
    // serve's login: intake and runner writes, the queue counts folded together.
    QString servedOp;
    {
        auto svc = as(QStringLiteral("rl_svc"));
        QVERIFY(svc);
        const auto taken = svc->ingest(delivery(QStringLiteral("team-svc"), QStringLiteral("whk-team-svc")), t0);
        QVERIFY2(taken, qPrintable(svc->lastError().message));
        servedOp = taken->operationId;
        QVERIFY2(svc->compactCounts(), qPrintable(svc->lastError().message));
        QVERIFY(!svc->decide(decision(taken->operationId, QStringLiteral("serve"), QStringLiteral("no"), DecisionAction::Abandon),
                             t0.addSecs(1)).applied);
    }
    auto rene = as(QStringLiteral("rl_rene"));
    auto mara = as(QStringLiteral("rl_mara"));
    auto aud = as(QStringLiteral("rl_aud"));
    QVERIFY(rene && mara && aud);
    QCOMPARE(rene->team().identity()->displayName, QStringLiteral("Rene Review"));
    QCOMPARE(rene->team().identity()->role, std::optional(TeamRole::Reviewer));
    const auto assign = [&](const QString &reviewer) {
        DecisionRequest r = decision(op, reviewer, QStringLiteral("Rene takes it"), DecisionAction::Assign);
        r.assignTo = QStringLiteral("Rene Review");
        return r;
    };

    // Another name than the login's is refused; none means the login's.
    const DecisionOutcome asSomebody = rene->decide(assign(QStringLiteral("Somebody Else")), t0.addSecs(60));
    QVERIFY(!asSomebody.applied);
    QVERIFY2(asSomebody.reason.contains(QLatin1String("signed in as Rene Review")), qPrintable(asSomebody.reason));
    const DecisionOutcome assigned = rene->decide(assign({}), t0.addSecs(61));
    QVERIFY2(assigned.applied, qPrintable(assigned.reason));
    // A reviewer may not abandon nor approve content; an auditor may not decide.
    const DecisionOutcome abandonByReviewer
        = rene->decide(decision(op, {}, QStringLiteral("give up"), DecisionAction::Abandon), t0.addSecs(62));
    QVERIFY(!abandonByReviewer.applied);
    QVERIFY2(abandonByReviewer.reason.contains(QLatin1String("needs an approver")), qPrintable(abandonByReviewer.reason));
    QVERIFY(!rene->check(op, DecisionAction::Abandon, t0.addSecs(62)).value().allowed);
    const DecisionOutcome byAuditor = aud->decide(assign({}), t0.addSecs(63));
    QVERIFY(!byAuditor.applied);
    QVERIFY2(byAuditor.reason.contains(QLatin1String("is an auditor")), qPrintable(byAuditor.reason));
    // The console's reader says the same before anyone presses anything:
    // abandon disabled for the reviewer, with the role that would allow it.
    {
        QUrl u(m_url);
        u.setUserName(QStringLiteral("rl_rene"));
        LedgerError e;
        auto client = LedgerClient::open(u.toString(), &e);
        QVERIFY2(client, qPrintable(e.message));
        std::optional<OperationDetailsResult> answer;
        connect(client.get(), &LedgerClient::detailsRead, this,
                [&](quint64, const OperationDetailsResult &r) { answer.emplace(r); });
        client->readDetails({op});
        QTRY_VERIFY_WITH_TIMEOUT(answer.has_value(), 10'000);
        const OperationDetailsResult &details = *answer;
        QVERIFY2(details, qPrintable(details.error().message));
        const Transition abandon = details->at(0).checks.at(DecisionAction::Abandon);
        QVERIFY(!abandon.allowed);
        QVERIFY2(abandon.reason.contains(QLatin1String("needs an approver")), qPrintable(abandon.reason));
    }
    // The owner is not on the team: it decides nothing either.
    QVERIFY(!owner->decide(assign(QStringLiteral("Owner")), t0.addSecs(64)).applied);
    const DecisionOutcome abandoned
        = mara->decide(decision(op, QStringLiteral("Mara Lead"), QStringLiteral("customer cancelled"), DecisionAction::Abandon),
                       t0.addSecs(65));
    QVERIFY2(abandoned.applied, qPrintable(abandoned.reason));
    // An approver's new approved operation writes the new operation's rows
    // too, through the decision the database opened on the one it replaces.
    DecisionRequest confirm = decision(replaced, {}, QStringLiteral("checked the CRM: no task"), DecisionAction::ConfirmNotExecuted);
    confirm.confirmedNotExecuted = true;
    confirm.lookup = LookupEvidence{LookupResult::Absent, {}, 200, QStringLiteral("no record"), {}, {}, t0.addSecs(100)};
    const DecisionOutcome confirmed = rene->decide(confirm, t0.addSecs(100));
    QVERIFY2(confirmed.applied, qPrintable(confirmed.reason));
    const DecisionOutcome started = mara->decide(
        decision(replaced, {}, QStringLiteral("send it again under new references"), DecisionAction::NewOperation), t0.addSecs(101));
    QVERIFY2(started.applied && !started.newOperationId.isEmpty(), qPrintable(started.reason));
    QCOMPARE(owner->operation(started.newOperationId)->supersedes, replaced);
    QCOMPARE(owner->steps(started.newOperationId).value().size(), owner->steps(replaced).value().size());
    const QList<Decision> recorded = owner->decisions(op).value();
    QCOMPARE(recorded.size(), 2);
    QCOMPARE(recorded.at(0).login, QStringLiteral("rl_rene"));
    QCOMPARE(recorded.at(0).reviewer, QStringLiteral("Rene Review"));
    QCOMPARE(recorded.at(1).login, QStringLiteral("rl_mara"));
    QCOMPARE(owner->verifyChain().finding, ChainVerification::Finding::None);
    // Rene is made an approver later: the audit keeps the role each decision was made under.
    QVERIFY(owner->team().add(QStringLiteral("rl_rene"), TeamRole::Approver, QStringLiteral("Rene Review"), t0.addSecs(70)));
    const auto rolesThen = owner->team().rolesAtDecisions();
    QVERIFY2(rolesThen, qPrintable(rolesThen.error().message));
    QCOMPARE(rolesThen->value(recorded.at(0).seq), QStringLiteral("reviewer"));
    QCOMPARE(rolesThen->value(recorded.at(1).seq), QStringLiteral("approver"));
    QVERIFY(owner->team().add(QStringLiteral("rl_rene"), TeamRole::Reviewer, QStringLiteral("Rene Review"), t0.addSecs(71)));

    // Plain SQL under each login, each in a transaction rolled back (or
    // committed where the commit is what is refused): the database itself refuses.
    const auto sqlAs = [&](const QString &login, const QStringList &statements, bool commit = false) {
        const QString name = QStringLiteral("pg-") + login;
        auto db = QSqlDatabase::contains(name) ? QSqlDatabase::database(name) : QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
        const QUrl u(m_url);
        db.setHostName(u.host());
        db.setPort(u.port(5432));
        db.setDatabaseName(u.path().mid(1));
        db.setUserName(login);
        if (!db.isOpen() && !db.open())
            return db.lastError().text();
        if (!db.transaction())
            return db.lastError().text();
        QString error;
        {
            QSqlQuery q(db);
            for (const QString &sql : statements) {
                if (!q.exec(sql)) {
                    error = q.lastError().text();
                    break;
                }
            }
        }
        if (error.isEmpty() && commit) {
            if (!db.commit())
                error = db.lastError().text();
        } else {
            db.rollback();
        }
        return error;
    };
    const auto opened = [](const QString &operation, const QString &action) {
        return QStringLiteral("SELECT runledger_open_decision('%1', '%2')").arg(operation, action);
    };
    const QString forged = QStringLiteral("INSERT INTO decisions (seq, decided_at, reviewer, operation_id, step_position, action,"
                                          " rationale, payload, prev_hash, hash, login) VALUES (99, '2026-03-01T10:05:00Z', '%1', '%2',"
                                          " 1, '%3', 'by hand', '{}', '%4', '%5', 'rl_mara')");
    const QString zeros(64, QLatin1Char('0'));
    const auto denied = [](const QString &error, const char *why) {
        return error.contains(QLatin1String("permission denied")) && error.contains(QLatin1String(why));
    };
    const QString byAuditorSql = sqlAs(QStringLiteral("rl_aud"), {forged.arg(QStringLiteral("Audrey Audit"), op, QStringLiteral("assign"), zeros, zeros)});
    QVERIFY2(byAuditorSql.contains(QLatin1String("permission denied")), qPrintable(byAuditorSql));
    const QString auditorUpdate = sqlAs(QStringLiteral("rl_aud"), {QStringLiteral("UPDATE operations SET state = 'completed'")});
    QVERIFY2(auditorUpdate.contains(QLatin1String("permission denied")), qPrintable(auditorUpdate));
    const QString teamByReviewer = sqlAs(QStringLiteral("rl_rene"), {QStringLiteral("UPDATE team_members SET role = 'approver'")});
    QVERIFY2(teamByReviewer.contains(QLatin1String("permission denied")), qPrintable(teamByReviewer));
    // A reviewer's login changes the decisions' tables only inside a
    // decision the database opened for it (docs/team-setup.md, "Decisions only").
    const QString directEntry = sqlAs(QStringLiteral("rl_rene"), {forged.arg(QStringLiteral("Rene Review"), op, QStringLiteral("assign"), zeros, zeros)});
    QVERIFY2(denied(directEntry, "changes decisions only by a decision"), qPrintable(directEntry));
    const QString directOperation
        = sqlAs(QStringLiteral("rl_rene"), {QStringLiteral("UPDATE operations SET state = 'completed' WHERE id = '%1'").arg(op)});
    QVERIFY2(denied(directOperation, "changes operations only by a decision"), qPrintable(directOperation));
    const QString directStep = sqlAs(QStringLiteral("rl_rene"),
                                     {QStringLiteral("UPDATE steps SET state = 'pending', hold_reason = '' WHERE operation_id = '%1'").arg(servedOp)});
    QVERIFY2(denied(directStep, "changes steps only by a decision"), qPrintable(directStep));
    // Opened, a decision is the login's role's …
    const QString abandonSql = sqlAs(QStringLiteral("rl_rene"), {opened(op, QStringLiteral("abandon")),
                                                                  forged.arg(QStringLiteral("Rene Review"), op, QStringLiteral("abandon"), zeros, zeros)});
    QVERIFY2(denied(abandonSql, "is reviewer and may not abandon"), qPrintable(abandonSql));
    // … under the login's own name …
    const QString asMaraSql = sqlAs(QStringLiteral("rl_rene"), {opened(op, QStringLiteral("assign")),
                                                                 forged.arg(QStringLiteral("Mara Lead"), op, QStringLiteral("assign"), zeros, zeros)});
    QVERIFY2(denied(asMaraSql, "not as another name"), qPrintable(asMaraSql));
    // … on its own operation …
    const QString otherOperation = sqlAs(QStringLiteral("rl_rene"), {opened(op, QStringLiteral("assign")),
                                                                      QStringLiteral("UPDATE operations SET responsible = 'Rene Review' WHERE id = '%1'").arg(servedOp)});
    QVERIFY2(denied(otherOperation, "changes no other operation"), qPrintable(otherOperation));
    // … moving a step only as its rules allow: no retry of a step that may
    // have run (the served one is pending; this one was abandoned) …
    const QString unruledMove = sqlAs(QStringLiteral("rl_rene"), {opened(servedOp, QStringLiteral("retry-open-step")),
                                                                   QStringLiteral("UPDATE steps SET state = 'confirmed' WHERE operation_id = '%1'").arg(servedOp)});
    QVERIFY2(denied(unruledMove, "retry-open-step does not move a step from pending to confirmed"), qPrintable(unruledMove));
    // … and recorded in the chain by commit.
    const QString unrecorded = sqlAs(QStringLiteral("rl_rene"), {opened(servedOp, QStringLiteral("assign")),
                                                                  QStringLiteral("UPDATE operations SET responsible = 'Rene Review' WHERE id = '%1'").arg(servedOp)},
                                     true);
    QVERIFY2(denied(unrecorded, "was not recorded in the chain"), qPrintable(unrecorded));
    QVERIFY(owner->operation(servedOp)->responsible.isEmpty());
    // Opened, a decision changes only what its action changes, column by
    // column (schema 21, docs/team-setup.md "What a decision may change").
    // The rewrite as it was played: an assign opened, four eyes cleared, an
    // e-mail's body and its approver rewritten; refused at each statement.
    const QString contentOf = QStringLiteral("(SELECT s.id FROM steps s WHERE s.operation_id = '%1')").arg(servedOp);
    for (const QString &login : {QStringLiteral("rl_rene"), QStringLiteral("rl_mara")}) {
        const QString fourEyes = sqlAs(login, {opened(servedOp, QStringLiteral("assign")),
                                               QStringLiteral("UPDATE operations SET four_eyes = four_eyes || 'x' WHERE id = '%1'").arg(servedOp)});
        QVERIFY2(denied(fourEyes, "assign does not change operations.four_eyes"), qPrintable(login + fourEyes));
        const QString body = sqlAs(login, {opened(servedOp, QStringLiteral("assign")),
                                           QStringLiteral("UPDATE content_versions SET body = body || '\\x20'::bytea WHERE step_ref IN %1").arg(contentOf)});
        QVERIFY2(denied(body, "assign edits no content version"), qPrintable(login + body));
        const QString approvedBy = sqlAs(login, {opened(servedOp, QStringLiteral("assign")),
                                                 QStringLiteral("UPDATE content_versions SET approved_by = 'Mara Lead' WHERE step_ref IN %1").arg(contentOf)});
        QVERIFY2(denied(approvedBy, "assign approves no content as Mara Lead"), qPrintable(login + approvedBy));
        const QString added = sqlAs(login, {opened(servedOp, QStringLiteral("assign")),
                                            QStringLiteral("INSERT INTO content_versions (step_ref, version, body, sha256, created_at, created_by)"
                                                           " SELECT id, 99, '\\x00'::bytea, '0', '2026-03-01T10:00:00Z', 'x' FROM steps"
                                                           " WHERE operation_id = '%1'").arg(servedOp)});
        QVERIFY2(denied(added, "assign adds no content version"), qPrintable(login + added));
        // Every column no decision changes, and those only another action changes.
        const QList<std::pair<QString, QString>> operationColumns{
            {QStringLiteral("trigger_key"), QStringLiteral("trigger_key || 'x'")}, {QStringLiteral("event_ref"), QStringLiteral("NULL")},
            {QStringLiteral("flow"), QStringLiteral("flow || 'x'")}, {QStringLiteral("intended_action"), QStringLiteral("intended_action || 'x'")},
            {QStringLiteral("created_at"), QStringLiteral("created_at || 'x'")}, {QStringLiteral("supersedes"), QStringLiteral("'" ) + op + QStringLiteral("'")},
            {QStringLiteral("abandoned"), QStringLiteral("1")}, {QStringLiteral("superseded_by"), QStringLiteral("'x'")}};
        for (const auto &[column, value] : operationColumns) {
            const QString e = sqlAs(login, {opened(servedOp, QStringLiteral("assign")),
                                            QStringLiteral("UPDATE operations SET %1 = %2 WHERE id = '%3'").arg(column, value, servedOp)});
            QVERIFY2(denied(e, qPrintable(QStringLiteral("assign does not change operations.") + column)), qPrintable(login + e));
        }
        const QString responsible = sqlAs(login, {opened(servedOp, QStringLiteral("reconcile")),
                                                  QStringLiteral("UPDATE operations SET responsible = 'x' WHERE id = '%1'").arg(servedOp)});
        QVERIFY2(denied(responsible, "reconcile does not change operations.responsible"), qPrintable(login + responsible));
        const QList<std::pair<QString, QString>> stepColumns{
            {QStringLiteral("operation_id"), QStringLiteral("'") + op + QStringLiteral("'")}, {QStringLiteral("position"), QStringLiteral("position + 10")},
            {QStringLiteral("kind"), QStringLiteral("kind || 'x'")}, {QStringLiteral("target"), QStringLiteral("target || 'x'")},
            {QStringLiteral("reference"), QStringLiteral("reference || 'x'")}, {QStringLiteral("capability"), QStringLiteral("capability || 'x'")},
            {QStringLiteral("max_attempts"), QStringLiteral("max_attempts + 5")}, {QStringLiteral("key_retention_s"), QStringLiteral("key_retention_s + 1")},
            {QStringLiteral("settle_ms"), QStringLiteral("settle_ms + 1")}, {QStringLiteral("max_execution_ms"), QStringLiteral("max_execution_ms + 1")},
            {QStringLiteral("can_lookup"), QStringLiteral("1 - can_lookup")}, {QStringLiteral("verify_by_lookup"), QStringLiteral("1 - verify_by_lookup")},
            {QStringLiteral("sent_to"), QStringLiteral("COALESCE(sent_to, '') || 'x'")}, {QStringLiteral("attempt_limit"), QStringLiteral("attempt_limit + 5")},
            {QStringLiteral("content_version"), QStringLiteral("content_version + 1")},
            {QStringLiteral("target_reference"), QStringLiteral("COALESCE(target_reference, '') || 'x'")},
            {QStringLiteral("attempts_used"), QStringLiteral("attempts_used + 1")},
            {QStringLiteral("key_first_used_at"), QStringLiteral("COALESCE(key_first_used_at, '') || 'x'")},
            {QStringLiteral("last_attempt_at"), QStringLiteral("COALESCE(last_attempt_at, '') || 'x'")},
            {QStringLiteral("may_run_until"), QStringLiteral("COALESCE(may_run_until, '') || 'x'")},
            {QStringLiteral("delivery"), QStringLiteral("delivery || 'x'")}, {QStringLiteral("unknown_lookups"), QStringLiteral("unknown_lookups + 1")}};
        for (const auto &[column, value] : stepColumns) {
            const QString e = sqlAs(login, {opened(servedOp, QStringLiteral("assign")),
                                            QStringLiteral("UPDATE steps SET %1 = %2 WHERE operation_id = '%3'").arg(column, value, servedOp)});
            QVERIFY2(denied(e, qPrintable(QStringLiteral("assign does not change steps.") + column)), qPrintable(login + e));
        }
        // No step is added but by a new operation.
        const QString stepAdded = sqlAs(login, {opened(servedOp, QStringLiteral("assign")),
                                                QStringLiteral("INSERT INTO steps (operation_id, position, kind, target, reference, state, capability,"
                                                               " attempt_limit, max_attempts, key_retention_s, settle_ms, updated_at)"
                                                               " VALUES ('%1', 9, 'crm.create_task', 'x', 'forged-ref', 'pending', 'lookup', 3, 3, 1, 1, 'x')")
                                                    .arg(servedOp)});
        QVERIFY2(denied(stepAdded, "assign adds no row to steps"), qPrintable(login + stepAdded));
        // The rows beside its operation and steps (schema 23): no attempt,
        // evidence only its own lookup's and never edited, a hold closed once
        // and only by its decision, a request only in its decision's name.
        const QString stepsOf = QStringLiteral("(SELECT id FROM steps WHERE operation_id = '%1')").arg(op);
        const QList<std::pair<QString, const char *>> rowWrites{
            {QStringLiteral("UPDATE attempts SET outcome = 'confirmed', http_status = 201 WHERE step_ref IN %1").arg(stepsOf),
             "assign records no attempt"},
            {QStringLiteral("INSERT INTO attempts (id, step_ref, number, worker, started_at, request_fingerprint)"
                            " SELECT 'forged-attempt', id, 99, 'x', 'x', 'x' FROM steps WHERE operation_id = '%1'").arg(op),
             "assign records no attempt"},
            {QStringLiteral("UPDATE evidence SET result = 'absent' WHERE step_ref IN %1").arg(stepsOf), "assign edits no evidence"},
            {QStringLiteral("INSERT INTO evidence (step_ref, kind, observed_at, result, http_status, summary)"
                            " SELECT id, 'response', 'x', 'confirmed', 201, 'x' FROM steps WHERE operation_id = '%1'").arg(op),
             "assign adds only its lookup's evidence"},
            {QStringLiteral("UPDATE holds SET reason = 'x' WHERE operation_id = '%1'").arg(op), "assign only closes an open hold"},
            {QStringLiteral("UPDATE holds SET resolved_at = NULL, resolved_by_seq = NULL WHERE operation_id = '%1'").arg(op),
             "assign only closes an open hold"},
            {QStringLiteral("INSERT INTO holds (operation_id, reason, held_at, resolved_at) VALUES ('%1', 'x', 'x', 'x')").arg(op),
             "assign records no hold as resolved already"},
            {QStringLiteral("INSERT INTO countersign_requests (seq, operation_id, action, requested_by, requested_login, requested_at)"
                            " VALUES (1, '%1', 'assign', 'Mara Lead', 'rl_mara', 'x')").arg(op),
             "a request for assign is made by its own decision"},
            // … and only a few rows of each.
            {QStringLiteral("INSERT INTO holds (operation_id, reason, held_at) SELECT '%1', 'x', 'x' FROM generate_series(1, 3)").arg(op),
             "assign writes at most 2 rows (holds insert)"},
            {QStringLiteral("INSERT INTO evidence (step_ref, kind, observed_at, result, http_status, summary)"
                            " SELECT s.id, 'lookup', 'x', 'absent', 200, 'x' FROM steps s, generate_series(1, 101) WHERE s.operation_id = '%1'").arg(op),
             "assign writes at most 100 rows (evidence insert)"}};
        for (const auto &[write, why] : rowWrites) {
            const QString e = sqlAs(login, {opened(op, QStringLiteral("assign")), write});
            QVERIFY2(denied(e, why), qPrintable(login + QStringLiteral(": ") + write + QStringLiteral(" -> ") + e));
        }
        // What an action does change, it may: responsible by assign (rolled back).
        QCOMPARE(sqlAs(login, {opened(servedOp, QStringLiteral("assign")),
                               QStringLiteral("UPDATE operations SET responsible = 'x' WHERE id = '%1'").arg(servedOp)}),
                 QString());
        // The tables that change what a step does or what verify proves are not a member's.
        for (const QString &write : {QStringLiteral("UPDATE events SET event_key = event_key || '\\x00'::bytea"),
                                     QStringLiteral("INSERT INTO deliveries (delivery_id, event_ref, received_at, signature_scheme)"
                                                    " SELECT 'x', id, 'x', 'x' FROM events LIMIT 1"),
                                     QStringLiteral("INSERT INTO probes (target, probed_at, declared, observed, contradiction, report)"
                                                    " VALUES ('x', 'x', 'x', 'x', 0, 'x')"),
                                     QStringLiteral("INSERT INTO checkpoints (id, seq, hash, made_at, public_key, signature)"
                                                    " VALUES (-1, 1, 'x', 'x', 'x', 'x')"),
                                     QStringLiteral("INSERT INTO configurations (recorded_at, fingerprint, body) VALUES ('x', 'x', '{}')"),
                                     QStringLiteral("UPDATE hold_alerts SET sent_at = 'x'"),
                                     QStringLiteral("INSERT INTO operation_count_deltas (state, n) VALUES ('held', -5)"),
                                     QStringLiteral("DELETE FROM operation_count_deltas")}) {
            const QString e = sqlAs(login, {write});
            QVERIFY2(e.contains(QLatin1String("permission denied for table")), qPrintable(login + QStringLiteral(": ") + write + QStringLiteral(" -> ") + e));
        }
    }
    // An abandoned operation stays abandoned, even under an abandon.
    const QString revived = sqlAs(QStringLiteral("rl_mara"), {opened(op, QStringLiteral("abandon")),
                                                              QStringLiteral("UPDATE operations SET abandoned = 0 WHERE id = '%1'").arg(op)});
    QVERIFY2(denied(revived, "abandon does not revive an operation"), qPrintable(revived));
    // An approver's erasure may still empty a body (its columns only).
    QCOMPARE(sqlAs(QStringLiteral("rl_mara"), {QStringLiteral("UPDATE events SET subjects_indexed = subjects_indexed")}), QString());
    // What the client says about the login is overwritten by the database.
    {
        auto db = QSqlDatabase::database(QStringLiteral("pg-rl_rene"));
        QVERIFY(db.transaction());
        QSqlQuery q(db);
        QVERIFY2(q.exec(opened(op, QStringLiteral("assign"))), qPrintable(q.lastError().text()));
        QVERIFY2(q.exec(forged.arg(QStringLiteral("Rene Review"), op, QStringLiteral("assign"), zeros, zeros) + QStringLiteral(" RETURNING login")),
                 qPrintable(q.lastError().text()));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("rl_rene"));
        q.finish();
        QVERIFY(db.rollback());
    }
    QCOMPARE(owner->decisions(op).value().size(), 2);
    // An entry written past the database's guard (its triggers off, as only a
    // superuser can), well chained, by a reviewer's login abandoning: verify
    // names it as decided outside the roles.
    {
        const QList<Decision> chain = owner->decisions().value();
        Decision d;
        d.seq = chain.last().seq + 1;
        d.decidedAt = t0.addSecs(120);
        d.reviewer = QStringLiteral("Rene Review");
        d.login = QStringLiteral("rl_rene");
        d.operationId = op;
        d.stepPosition = 1;
        d.action = DecisionAction::Abandon;
        d.rationale = QStringLiteral("past the guard");
        d.payload = QStringLiteral("{}");
        d.prevHash = chain.last().hash;
        d.hash = Ledger::chainHash(d);
        QVERIFY(raw(QStringLiteral("SET session_replication_role = replica")));
        QString error;
        QVERIFY2(raw(QStringLiteral("INSERT INTO decisions (seq, decided_at, reviewer, operation_id, step_position, action, rationale,"
                                    " payload, prev_hash, hash, login) VALUES (%1, '%2', '%3', '%4', 1, 'abandon', '%5', '{}', '%6', '%7', 'rl_rene')")
                         .arg(d.seq).arg(isoUtc(d.decidedAt), d.reviewer, op, d.rationale, d.prevHash, d.hash), &error),
                 qPrintable(error));
        QVERIFY(raw(QStringLiteral("SET session_replication_role = origin")));
        const ChainVerification v = owner->verifyChain();
        QCOMPARE(v.finding, ChainVerification::Finding::OutsideRole);
        QCOMPARE(v.firstBrokenSeq, d.seq);
        QVERIFY2(v.problem.contains(QLatin1String("rl_rene was a reviewer")), qPrintable(v.problem));
    }
    for (const QString &name : {QStringLiteral("pg-rl_aud"), QStringLiteral("pg-rl_rene"), QStringLiteral("pg-rl_mara")}) {
        QSqlDatabase::database(name).close();
        QSqlDatabase::removeDatabase(name);
    }
}

// TLS settings in the URL reach libpq: the test server speaks no TLS, so
// requiring it fails, and not asking for it works.
void TestLedgerPostgres::fourEyesNeedsAnotherLogin()
{
    for (const char *login : {"rl_mara", "rl_rene", "rl_max"}) {
        QString error;
        if (!raw(QStringLiteral("DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '%1') THEN"
                                " CREATE ROLE %1 LOGIN; END IF; END $$").arg(QLatin1String(login)), &error))
            QSKIP(qPrintable(QStringLiteral("cannot create logins on this server: %1").arg(error)));
    }
    auto owner = open();
    QVERIFY(owner);
    const QDateTime t0 = QDateTime::fromString(QStringLiteral("2026-03-01T10:00:00Z"), Qt::ISODate);
    OperationPlan plan = twoStepPlan();
    plan.fourEyes = {DecisionAction::RetryOpenStep};
    const QString op = heldOperation(*owner, QStringLiteral("four-1"), t0, plan);
    const qint64 step = owner->steps(op).value().at(0).step.rowId;
    QVERIFY(owner->team().init());
    QVERIFY(owner->team().add(QStringLiteral("rl_mara"), TeamRole::Approver, QStringLiteral("Mara Lead"), t0));
    QVERIFY(owner->team().add(QStringLiteral("rl_rene"), TeamRole::Reviewer, QStringLiteral("Rene Review"), t0));
    QVERIFY(owner->team().add(QStringLiteral("rl_max"), TeamRole::Approver, QStringLiteral("Max Second"), t0));
    const auto as = [&](const QString &login) {
        QUrl u(m_url);
        u.setUserName(login);
        u.setPassword({});
        LedgerError e;
        auto l = Ledger::open(u.toString(), Ledger::OpenMode::ExistingOnly, &e);
        if (!l)
            qWarning("%s", qPrintable(e.message));
        return l;
    };
    auto mara = as(QStringLiteral("rl_mara"));
    auto rene = as(QStringLiteral("rl_rene"));
    auto max = as(QStringLiteral("rl_max"));
    QVERIFY(mara && rene && max);
    // Not under four eyes: applied at once.
    DecisionRequest confirm = decision(op, {}, QStringLiteral("checked the CRM: no task"), DecisionAction::ConfirmNotExecuted);
    confirm.confirmedNotExecuted = true;
    confirm.lookup = LookupEvidence{LookupResult::Absent, {}, 200, QStringLiteral("no record"), {}, {}, t0.addSecs(100)};
    const DecisionOutcome confirmed = rene->decide(confirm, t0.addSecs(100));
    QVERIFY2(confirmed.applied && !confirmed.requested, qPrintable(confirmed.reason));

    // Mara asks for the retry: a request, and nothing can be sent.
    const DecisionOutcome asked = mara->decide(decision(op, {}, QStringLiteral("the CRM is back"), DecisionAction::RetryOpenStep),
                                               t0.addSecs(101));
    QVERIFY2(asked.applied && asked.requested, qPrintable(asked.reason));
    QCOMPARE(owner->operation(op)->requestedLogin, QStringLiteral("rl_mara"));
    QVERIFY(!owner->reserve(step, QStringLiteral("runner"), 30'000, t0.addSecs(102)));
    // Her own countersign is refused by the ledger, whatever name is typed …
    const DecisionOutcome own = mara->decide(decision(op, {}, QStringLiteral("agree with myself"), DecisionAction::Countersign),
                                             t0.addSecs(103));
    QVERIFY(!own.applied);
    QVERIFY2(own.reason.contains(QLatin1String("you made this request")), qPrintable(own.reason));
    // … and by the database, to plain SQL under her login (tried in a transaction rolled back).
    {
        const QString name = QStringLiteral("pg-four-rl_mara");
        auto db = QSqlDatabase::contains(name) ? QSqlDatabase::database(name) : QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
        const QUrl u(m_url);
        db.setHostName(u.host());
        db.setPort(u.port(5432));
        db.setDatabaseName(u.path().mid(1));
        db.setUserName(QStringLiteral("rl_mara"));
        QVERIFY2(db.isOpen() || db.open(), qPrintable(db.lastError().text()));
        QVERIFY(db.transaction());
        QSqlQuery q(db);
        const QString zeros(64, QLatin1Char('0'));
        QVERIFY2(q.exec(QStringLiteral("SELECT runledger_open_decision('%1', 'countersign')").arg(op)), qPrintable(q.lastError().text()));
        const bool inserted = q.exec(QStringLiteral("INSERT INTO decisions (seq, decided_at, reviewer, operation_id, step_position, action,"
                                                    " rationale, payload, prev_hash, hash) VALUES (99, '2026-03-01T10:05:00Z', 'Mara Lead',"
                                                    " '%1', 1, 'countersign', 'by hand', '{}', '%2', '%2')").arg(op, zeros));
        const QString error = q.lastError().text();
        q.finish();
        QVERIFY(db.rollback());
        QVERIFY2(!inserted && error.contains(QLatin1String("made this request")), qPrintable(error));
    }
    // Only the requester withdraws; a reviewer may not countersign at all.
    const DecisionOutcome withdrawnByOther = rene->decide(decision(op, {}, QStringLiteral("not needed"), DecisionAction::Withdraw),
                                                          t0.addSecs(104));
    QVERIFY2(!withdrawnByOther.applied && withdrawnByOther.reason.contains(QLatin1String("only Mara Lead")),
             qPrintable(withdrawnByOther.reason));
    QVERIFY(!rene->decide(decision(op, {}, QStringLiteral("fine"), DecisionAction::Countersign), t0.addSecs(104)).applied);
    // Another approver's login countersigns: the step may be sent, once.
    const DecisionOutcome countersigned = max->decide(decision(op, {}, QStringLiteral("checked: the CRM answers again"),
                                                               DecisionAction::Countersign), t0.addSecs(105));
    QVERIFY2(countersigned.applied, qPrintable(countersigned.reason));
    auto sent = owner->reserve(step, QStringLiteral("runner"), 30'000, t0.addSecs(106));
    QVERIFY(sent);
    QCOMPARE(sent->attempt.number, 2);
    QVERIFY(!owner->reserve(step, QStringLiteral("other runner"), 30'000, t0.addSecs(106)));
    const QList<Decision> recorded = owner->decisions(op).value();
    QCOMPARE(recorded.size(), 3);
    QCOMPARE(recorded.at(1).login, QStringLiteral("rl_mara"));
    QCOMPARE(toString(recorded.at(2).action), QStringLiteral("countersign"));
    QCOMPARE(recorded.at(2).login, QStringLiteral("rl_max"));
    QCOMPARE(owner->verifyChain().finding, ChainVerification::Finding::None);
}

void TestLedgerPostgres::teamErasesOnlyPersonalData()
{
    for (const char *login : {"rl_mara", "rl_rene", "rl_svc"}) {
        QString error;
        if (!raw(QStringLiteral("DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '%1') THEN"
                                " CREATE ROLE %1 LOGIN; END IF; END $$").arg(QLatin1String(login)), &error))
            QSKIP(qPrintable(QStringLiteral("cannot create logins on this server: %1").arg(error)));
    }
    auto owner = open();
    QVERIFY(owner);
    const QDateTime t0 = owner->now();
    // Two customers' orders, each held and then abandoned: resolved, so erasable.
    const auto order = [&](const QString &eventId, const QString &email) {
        IncomingDelivery d = delivery(eventId, QStringLiteral("whk-") + eventId);
        d.payload = QStringLiteral(R"({"id":1,"email":"%1","customer":{"first_name":"Zora"}})").arg(email).toUtf8();
        d.flows[0].steps[0].content = QStringLiteral(R"({"subject":"Call %1"})").arg(email).toUtf8();
        return owner->ingest(d, t0)->operationId;
    };
    const QString adaOp = order(QStringLiteral("pd-1"), QStringLiteral("ada@example.org"));
    const QString bobOp = order(QStringLiteral("pd-2"), QStringLiteral("bob@example.org"));
    QVERIFY(!adaOp.isEmpty() && !bobOp.isEmpty());
    QVERIFY(owner->team().init());
    QVERIFY(owner->team().add(QStringLiteral("rl_mara"), TeamRole::Approver, QStringLiteral("Mara Lead"), t0));
    QVERIFY(owner->team().add(QStringLiteral("rl_rene"), TeamRole::Reviewer, QStringLiteral("Rene Review"), t0));
    QVERIFY(owner->team().add(QStringLiteral("rl_svc"), TeamRole::Service, QStringLiteral("serve"), t0));
    const auto as = [&](const QString &login) {
        QUrl u(m_url);
        u.setUserName(login);
        u.setPassword({});
        LedgerError e;
        auto l = Ledger::open(u.toString(), Ledger::OpenMode::ExistingOnly, &e);
        if (!l)
            qWarning("%s", qPrintable(e.message));
        return l;
    };
    auto mara = as(QStringLiteral("rl_mara"));
    auto rene = as(QStringLiteral("rl_rene"));
    auto svc = as(QStringLiteral("rl_svc"));
    QVERIFY(mara && rene && svc);
    for (const QString &op : {adaOp, bobOp}) {
        const DecisionOutcome abandoned = mara->decide(decision(op, {}, QStringLiteral("order cancelled"), DecisionAction::Abandon), mara->now());
        QVERIFY2(abandoned.applied, qPrintable(abandoned.reason));
    }
    const auto ada = mara->findSubject({Subjects::emailIdentifier(QStringLiteral("ada@example.org"))});
    QVERIFY2(ada, qPrintable(ada.error().message));
    QCOMPARE(ada->operations, QStringList{adaOp});
    const QString digest = mara->subjectDigest(Subjects::emailIdentifier(QStringLiteral("ada@example.org"))).value();

    // A reviewer may not erase: refused by the application and by the database.
    const auto byReviewer = rene->erase(*ada, digest, {}, QStringLiteral("ticket 1"), QStringLiteral("erasure"), rene->now());
    QVERIFY(!byReviewer);
    QVERIFY2(byReviewer.error().message.contains(QLatin1String("approver")), qPrintable(byReviewer.error().message));
    QString error;
    {
        auto db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), QStringLiteral("pg-as-login"));
        const QUrl u(m_url);
        db.setHostName(u.host());
        db.setPort(u.port(5432));
        db.setDatabaseName(u.path().mid(1));
        const auto sqlAs = [&](const QString &login, const QStringList &statements) {
            db.close();
            db.setUserName(login);
            if (!db.open() || !db.transaction())
                return db.lastError().text();
            QString e;
            QSqlQuery q(db);
            for (const QString &sql : statements) {
                if (!q.exec(sql)) {
                    e = q.lastError().text();
                    break;
                }
            }
            q.finish();
            db.rollback();
            return e;
        };
        const QString gate = QStringLiteral("SELECT runledger_open_decision('erasure-1', 'erase')");
        error = sqlAs(QStringLiteral("rl_rene"), {gate});
        QVERIFY2(error.contains(QLatin1String("is reviewer and may not erase")), qPrintable(error));
        // An approver's erasure empties personal data and changes nothing else.
        const QString contentOfAda = QStringLiteral(" WHERE step_ref IN (SELECT id FROM steps WHERE operation_id = '%1')").arg(adaOp);
        error = sqlAs(QStringLiteral("rl_mara"), {gate, QStringLiteral("UPDATE content_versions SET body = 'forged'::bytea") + contentOfAda});
        QVERIFY2(error.contains(QLatin1String("an erasure only empties personal data")), qPrintable(error));
        error = sqlAs(QStringLiteral("rl_mara"),
                      {gate, QStringLiteral("UPDATE content_versions SET body = substr(body, 1, 0), approved_by = 'Mara Lead'") + contentOfAda});
        QVERIFY2(error.contains(QLatin1String("an erasure only empties personal data")), qPrintable(error));
        error = sqlAs(QStringLiteral("rl_mara"), {gate, QStringLiteral("UPDATE steps SET state = 'pending' WHERE operation_id = '%1'").arg(adaOp)});
        QVERIFY2(error.contains(QLatin1String("an erasure only empties personal data")), qPrintable(error));
        error = sqlAs(QStringLiteral("rl_mara"), {gate, QStringLiteral("UPDATE content_versions SET body = substr(body, 1, 0)") + contentOfAda});
        QVERIFY2(error.isEmpty(), qPrintable(error));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("pg-as-login"));

    const auto erased = mara->erase(*ada, digest, {}, QStringLiteral("ticket 1"), QStringLiteral("erasure"), mara->now());
    QVERIFY2(erased, qPrintable(erased.error().message));
    QVERIFY(erased->result.rows >= 2);
    const StepRecord adaStep = owner->steps(adaOp).value().at(0);
    QVERIFY(owner->contentVersion(adaStep.step.rowId, 1).value().body.isEmpty());
    const auto entries = owner->reader().decisions();
    QVERIFY(entries);
    QCOMPARE(toString(entries->last().action), toString(DecisionAction::Erase));
    QCOMPARE(entries->last().login, QStringLiteral("rl_mara"));
    QCOMPARE(entries->last().reviewer, QStringLiteral("Mara Lead"));

    // The service erases at a shop's request only.
    const auto bob = svc->findSubject({Subjects::emailIdentifier(QStringLiteral("bob@example.org"))});
    QVERIFY2(bob, qPrintable(bob.error().message));
    const QString bobDigest = svc->subjectDigest(Subjects::emailIdentifier(QStringLiteral("bob@example.org"))).value();
    const auto onItsOwn = svc->erase(*bob, bobDigest, QStringLiteral("serve"), QStringLiteral("tidying up"), QStringLiteral("erasure"),
                                     svc->now(), true);
    QVERIFY(!onItsOwn);
    QVERIFY2(onItsOwn.error().message.contains(QLatin1String("may not erase")), qPrintable(onItsOwn.error().message));
    const auto forTheShop = svc->erase(*bob, bobDigest, QStringLiteral("Shopify (example-shop.myshopify.com)"),
                                       QStringLiteral("the shop asked for it (customers/redact)"), QStringLiteral("customers/redact"),
                                       svc->now(), true);
    QVERIFY2(forTheShop, qPrintable(forTheShop.error().message));
    const ChainVerification v = owner->verifyChain();
    QVERIFY2(v.ok, qPrintable(v.problem));
    QVERIFY(owner->event(owner->operation(bobOp)->eventRowId).value().payload.isEmpty());
}

void TestLedgerPostgres::urlParametersReachTheDriver()
{
    { QVERIFY(open()); }
    const QString sep = m_url.contains(QLatin1Char('?')) ? QStringLiteral("&") : QStringLiteral("?");
    LedgerError e;
    auto plain = Ledger::open(m_url + sep + QStringLiteral("sslmode=disable&application_name=runledger-test"),
                              Ledger::OpenMode::ExistingOnly, &e);
    QVERIFY2(plain, qPrintable(e.message));
    auto tls = Ledger::open(m_url + sep + QStringLiteral("sslmode=require"), Ledger::OpenMode::ExistingOnly, &e);
    if (tls)
        QSKIP("this server speaks TLS: a refused sslmode=require cannot be shown here");
    QVERIFY2(e.message.contains(QLatin1String("SSL"), Qt::CaseInsensitive), qPrintable(e.message));
    QVERIFY(!Ledger::open(m_url + sep + QStringLiteral("options=-c%20x"), Ledger::OpenMode::ExistingOnly, &e));
    QVERIFY2(e.message.contains(QLatin1String("options")), qPrintable(e.message));
}

void TestLedgerPostgres::theDatabaseJudgesByItsOwnClock()
{
    // docs/ledger.md, "One clock": a client whose clock is wrong and that
    // trusts it (an older or broken one; psql) is refused by the database
    // itself: no "not executed" while a request may still act, no decision
    // dated in the future or before the entry it follows.
    auto l = open();
    QVERIFY(l);
    const QDateTime now = l->now();
    QVERIFY2(std::abs(now.msecsTo(QDateTime::currentDateTimeUtc())) < 5000, qPrintable(isoUtc(now)));
    OperationPlan plan = twoStepPlan(false, Capability::LookupOnly);
    plan.steps[0].policy.maxExecutionMs = 300'000; // the first request may act for 5 minutes
    plan.steps[0].policy.settleMs = 1000;
    const QString op = l->ingest(delivery(QStringLiteral("clock-1"), QStringLiteral("whk-clock-1"), plan), now)->operationId;
    const qint64 step = l->steps(op).value().at(0).step.rowId;
    auto r = l->reserve(step, QStringLiteral("w"), 1000, now);
    QVERIFY(r);
    QVERIFY(l->finishAttempt(r->attempt.id, {Outcome::Uncertain, 0, QStringLiteral("timeout"), {}, {}, {}, false}, 0, now));
    QCOMPARE(toString(l->step(step)->step.state), toString(StepState::Uncertain));
    // In plain SQL, as the owner: refused while the request may act.
    QString error;
    QVERIFY(raw(QStringLiteral("BEGIN")));
    QVERIFY(!raw(QStringLiteral("SELECT runledger_open_decision('%1', 'confirm-not-executed')").arg(op), &error));
    QVERIFY(raw(QStringLiteral("ROLLBACK")));
    QVERIFY2(error.contains(QStringLiteral("may still be executing")) && error.contains(QStringLiteral("database's clock")), qPrintable(error));
    // Through the ledger with a clock 10 minutes ahead: its own rules (with
    // that clock) would allow it; the database does not.
    const QDateTime ahead = now.addSecs(600);
    DecisionRequest confirm = decision(op, QStringLiteral("Ahead"), QStringLiteral("nothing at the CRM"), DecisionAction::ConfirmNotExecuted);
    confirm.confirmedNotExecuted = true;
    confirm.lookup = LookupEvidence{LookupResult::Absent, {}, 200, QStringLiteral("no task"), {}, {}, ahead, {}};
    const DecisionOutcome refused = l->decide(confirm, ahead);
    QVERIFY2(!refused.applied && refused.reason.contains(QStringLiteral("database's clock")), qPrintable(refused.reason));
    QVERIFY(l->decisions(op).value().isEmpty());
    QCOMPARE(toString(l->step(step)->step.state), toString(StepState::Uncertain));
    // A decision's time: never after the database's clock …
    DecisionRequest assign = decision(op, QStringLiteral("Ahead"), QStringLiteral("mine"), DecisionAction::Assign);
    assign.assignTo = QStringLiteral("Ahead");
    const DecisionOutcome future = l->decide(assign, ahead);
    QVERIFY2(!future.applied && future.reason.contains(QStringLiteral("database's clock")), qPrintable(future.reason));
    // … and never before the entry it follows, whatever a clock behind says.
    assign.reviewer = QStringLiteral("Alex");
    QVERIFY(l->decide(assign, now).applied);
    assign.reviewer = QStringLiteral("Blake");
    const DecisionOutcome behind = l->decide(assign, now.addSecs(-1200));
    QVERIFY2(behind.applied, qPrintable(behind.reason));
    const auto chain = l->decisions(op).value();
    QCOMPARE(chain.size(), 2);
    QVERIFY2(chain.at(1).decidedAt >= chain.at(0).decidedAt, qPrintable(isoUtc(chain.at(1).decidedAt)));
    QVERIFY(l->verifyChain().ok);
    // In plain SQL: a correctly linked entry dated before its predecessor.
    QVERIFY(!raw(QStringLiteral("INSERT INTO decisions (seq, decided_at, reviewer, operation_id, step_position, action, rationale,"
                                " payload, prev_hash, hash) VALUES (3, '2020-01-01T00:00:00.000Z', 'Alex', '%1', 1, 'assign', 'x', '{}',"
                                " '%2', 'h3')").arg(op, chain.at(1).hash),
                 &error));
    QVERIFY2(error.contains(QStringLiteral("before the entry it follows")), qPrintable(error));
}

void TestLedgerPostgres::severalHostsReachTheOneThatWrites()
{
    // docs/team-setup.md, "A standby that takes over": a URL that names
    // several hosts; libpq takes the first that accepts writes. Here the
    // first host answers nothing (a primary that is gone) and the second is
    // this server.
    { QVERIFY(open()); }
    const QUrl u(m_url);
    const QString dead = QStringLiteral("127.0.0.1:1"); // nothing listens on port 1
    QString twoHosts = m_url;
    twoHosts.replace(QStringLiteral("%1:%2").arg(u.host()).arg(u.port(5432)),
                     QStringLiteral("%1,%2:%3").arg(dead, u.host()).arg(u.port(5432)));
    twoHosts += (twoHosts.contains(QLatin1Char('?')) ? QStringLiteral("&") : QStringLiteral("?"))
        + QStringLiteral("target_session_attrs=read-write&connect_timeout=2");
    LedgerError e;
    auto l = Ledger::open(twoHosts, Ledger::OpenMode::ExistingOnly, &e);
    QVERIFY2(l, qPrintable(twoHosts + QStringLiteral(": ") + e.message));
    QVERIFY(l->ingest(delivery(QStringLiteral("hosts-1"), QStringLiteral("whk-hosts-1")), l->now()));
    QCOMPARE(l->counts()->events, qint64(1));
    // A host list that cannot be read is refused, saying which.
    QVERIFY(!Ledger::open(QStringLiteral("postgresql://runledger@,%1/db").arg(u.host()), Ledger::OpenMode::ExistingOnly, &e));
    QVERIFY2(e.message.contains(QStringLiteral("host")), qPrintable(e.message));
}

#include "tst_ledger_postgres.moc"
