// SPDX-License-Identifier: GPL-3.0-or-later
#include "decisionchain.h"
#include "ids.h"
#include "ledger.h"
#include "reader.h"
#include "ledgerfixture.h"
#include "team.h"
#include "writestatements.h"
#include "sqldialect.h"

#include <QCryptographicHash>
#include <QFile>
#include <QSqlError>
#include <QSqlQuery>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QJsonObject>
#include <QProcess>
#include <QScopeGuard>
#include <QTest>
#include <QElapsedTimer>
#include <QThread>
#include <atomic>
#include <barrier>
#include <condition_variable>
#include <mutex>
#include <thread>

using namespace rl::models;
using namespace rl::testing;

class TestLedger final : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void holdAlertsAreSentOnce();
    void chainEncodingMatchesTheKnownAnswerVector();
    void chainEncodingMatchesQtJsonOnAnyText();
    void migratesEmptyFileAndRerunsCleanly();
    void foreignDatabaseIsNeverTouched();
    void dedupesEventsAndDeliveries();
    void distinctEventsGiveDistinctOperations();
    void businessKeyJoinsEventsOfOneAction();
    void aStepIsOnlyEverSentToOneAddress();
    void batchIsAllOrNothing();
    void nativeWriteFailureRollsBack();
    void writeStatementsBothPaths_data();
    void writeStatementsBothPaths();
    void backgroundCheckpointCopiesTheWal();
    void walStaysBoundedUnderAStreamOfCommits();
    void writersOfOneProcessTakeTurns();
    void chainTimesNeverGoBackwards();
    void reviewClaimsSayWhoIsLooking();
    void twoThreadsReserveEachStepOnce();
    void reservationHoldsWhenBothRunnersReadFirst();
    void decisionsAreAppendOnly();
    void detectsTampering_data();
    void detectsTampering();
    void failuresAreClear();
    void decisionFlowAndRecoveryCounts();
    void decisionsNeedReviewerAndRationale();
    void approvalPinsContentAndResumeKeepsConfirmedStep();
    void newOperationOnlyAfterResolution();
    void fourEyesByRecordedNames();
    void expiredReservationBecomesUncertain();
    void deliveryEventsBeforeTheirMessageIdAreKept();
    void changedBytesNeverReuseTheKey();
    void requestIsMadeOutsideTheWriteLock();
    void guardsOfTheNewestSchemaAreTheGenerators();
    void aTriggerTheSchemaDoesNotDefineIsFound();
    void duplicatesFoundAfterSuccessAreHeld();

private:
    // A ledger of n operations of one step each; the steps' row ids.
    QList<qint64> oneStepOperations(const QString &name, int n);
    // Exactly one runner won each step, and each step has one attempt row.
    void expectOneWinnerEach(const std::vector<std::atomic<int>> &winners, const QString &name);
    QString path(const QString &name) const { return QDir(m_dir->path()).filePath(name); }
    // Where a test's ledger lives: a file of that name, or (the PostgreSQL run)
    // the one database, emptied before each test.
    QString location(const QString &name) const { return m_postgres.isEmpty() ? path(name) : m_postgres; }
    bool onPostgres() const { return !m_postgres.isEmpty(); }
    std::unique_ptr<Ledger> open(const QString &name)
    {
        LedgerError e;
        auto l = Ledger::open(location(name), Ledger::OpenMode::CreateOrMigrate, &e);
        if (!l)
            qWarning("%s", qPrintable(e.message));
        return l;
    }
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_postgres; // set: the PostgreSQL run (see CMakeLists.txt)
    // The tests' own timeline, two days back: every moment a test steps
    // through (minutes, hours ahead) is still past by the database's clock,
    // which on PostgreSQL checks a decision's time (docs/ledger.md, "One clock").
    const QDateTime m_now = QDateTime::currentDateTimeUtc().addDays(-2);
};

#define SQLITE_ONLY(why)                                                                                                   \
    if (onPostgres())                                                                                                      \
        QSKIP("SQLite only: " why);

void TestLedger::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    // The same storage rules on PostgreSQL in CTest's tst_ledger.postgres.
    RUNLEDGER_INIT_BACKEND(m_postgres);
}

void TestLedger::holdAlertsAreSentOnce()
{
    // docs/alerts.md: each hold is in one alert; an alert is sent by one
    // process, once; a failed send is tried again later, with the same id.
    auto l = open(QStringLiteral("alerts.sqlite"));
    QVERIFY(l);
    const auto hold = [&](const QString &event, const QDateTime &at) { return heldOperation(*l, event, at); };
    // An empty optional is "nothing to send"; a ledger that fails says so
    // (the value of a failed claim stops the test with the ledger's words).
    const auto claim = [](Ledger &ledger, const QString &worker, const QDateTime &heldBefore, const QDateTime &until,
                          const QDateTime &now) { return ledger.claimHoldAlert(worker, heldBefore, until, now).value(); };
    const QDateTime t0 = m_now;
    const QString first = hold(QStringLiteral("evt-a1"), t0);
    const QString second = hold(QStringLiteral("evt-a2"), t0);
    QCOMPARE(toString(l->operation(first)->state), toString(OperationState::Held));
    // Not yet ten minutes: nothing.
    QVERIFY(!claim(*l, QStringLiteral("p1"), t0.addSecs(-600), t0.addSecs(60), t0));
    const QDateTime later = t0.addSecs(601);
    const QString third = hold(QStringLiteral("evt-a3"), later); // held just now
    auto alert = claim(*l, QStringLiteral("p1"), later.addSecs(-600), later.addSecs(60), later);
    QVERIFY(alert);
    // A ledger that cannot be written is an error, never "nothing to send".
    {
        auto readOnly = Ledger::open(location(QStringLiteral("alerts.sqlite")), Ledger::OpenMode::ReadOnly, nullptr);
        QVERIFY(readOnly);
        const auto refused = readOnly->claimHoldAlert(QStringLiteral("p3"), later.addSecs(-600), later.addSecs(60), later);
        QVERIFY(!refused);
        QCOMPARE(int(refused.error().kind), int(LedgerError::Kind::ReadOnly));
    }
    QCOMPARE(alert->attempt, 1);
    QStringList ids;
    for (const HoldAlertItem &i : alert->items)
        ids << i.operationId;
    ids.sort();
    QStringList both{first, second};
    both.sort();
    QCOMPARE(ids, both);
    QCOMPARE(toString(alert->items.first().reason), toString(HoldReason::UnresolvedUncertain));
    // A second process finds it claimed.
    auto other = Ledger::open(location(QStringLiteral("alerts.sqlite")), Ledger::OpenMode::ExistingOnly, nullptr);
    QVERIFY(other);
    QVERIFY(!claim(*other, QStringLiteral("p2"), later.addSecs(-600), later.addSecs(60), later));
    // The send failed: not before the retry time, then again with the same id.
    QVERIFY(l->retryHoldAlertAt(alert->alertId, later.addSecs(30)));
    QVERIFY(!claim(*other, QStringLiteral("p2"), later.addSecs(-600), later.addSecs(90), later.addSecs(10)));
    auto again = claim(*other, QStringLiteral("p2"), later.addSecs(-600), later.addSecs(91), later.addSecs(31));
    QVERIFY(again);
    QCOMPARE(again->alertId, alert->alertId);
    QCOMPARE(again->attempt, 2);
    QVERIFY(other->markHoldAlertSent(again->alertId, later.addSecs(32)));
    // Sent: never again, from either process, however late.
    QVERIFY(!claim(*l, QStringLiteral("p1"), later.addSecs(-600), later.addSecs(200), later.addSecs(100)));
    QVERIFY(!claim(*other, QStringLiteral("p2"), later.addSecs(-600), later.addSecs(200), later.addSecs(100)));
    // The third hold, once old enough, is a new alert of its own.
    const QDateTime much = later.addSecs(700);
    auto next = claim(*l, QStringLiteral("p1"), much.addSecs(-600), much.addSecs(60), much);
    QVERIFY(next);
    QVERIFY(next->alertId != alert->alertId);
    QCOMPARE(next->items.size(), 1);
    QCOMPARE(next->items.first().operationId, third);
    QVERIFY(l->markHoldAlertSent(next->alertId, much));
    const Counts c = l->counts().value();
    QCOMPARE(c.holdAlertsSent, 2);
    QCOMPARE(c.holdAlertsPending, 0);
    QCOMPARE(c.holdAlertTries, 3);
}

void TestLedger::foreignDatabaseIsNeverTouched()
{
    SQLITE_ONLY("a file of another program")
    const QString file = path(QStringLiteral("crm-export.sqlite"));
    {
        RawDb raw(file);
        QVERIFY(raw.exec(QStringLiteral("CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT)")));
    }
    const auto bytes = [&] {
        QFile f(file);
        return f.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256) : QByteArray();
    };
    const QByteArray before = bytes();
    QVERIFY(!before.isEmpty());
    for (const auto mode : {Ledger::OpenMode::CreateOrMigrate, Ledger::OpenMode::Initialise, Ledger::OpenMode::ExistingOnly}) {
        LedgerError e;
        QVERIFY(!Ledger::open(file, mode, &e));
        QVERIFY2(e.message.contains(QStringLiteral("not a Runledger ledger")), qPrintable(e.message));
    }
    // Not a byte changed (its journal mode neither), and nothing left beside it.
    QCOMPARE(bytes(), before);
    QVERIFY(!QFile::exists(file + QStringLiteral("-wal")));
    QVERIFY(!QFile::exists(file + QStringLiteral("-shm")));
    RawDb raw(file);
    QCOMPARE(raw.db().tables(), QStringList{QStringLiteral("customers")}); // nothing added
}

void TestLedger::migratesEmptyFileAndRerunsCleanly()
{
    SQLITE_ONLY("an empty file; tst_ledger_postgres migrates and reruns on PostgreSQL")
    // A zero-byte file (as `touch` leaves it, or a lost copy) is not silently
    // a new, empty ledger: only `runledgerctl init` (Initialise) makes it one.
    QFile f(path(QStringLiteral("empty.sqlite")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.close();
    for (const auto mode : {Ledger::OpenMode::CreateOrMigrate, Ledger::OpenMode::ExistingOnly}) {
        LedgerError e;
        QVERIFY(!Ledger::open(path(QStringLiteral("empty.sqlite")), mode, &e));
        QCOMPARE(int(e.kind), int(LedgerError::Kind::Corrupt));
        QVERIFY2(e.message.contains(QStringLiteral("runledgerctl init")), qPrintable(e.message));
        QCOMPARE(QFileInfo(path(QStringLiteral("empty.sqlite"))).size(), 0); // nothing written
    }
    {
        LedgerError e;
        auto l = Ledger::open(path(QStringLiteral("empty.sqlite")), Ledger::OpenMode::Initialise, &e);
        QVERIFY2(l, qPrintable(e.message));
        QCOMPARE(l->schemaVersion(), Ledger::SchemaVersion);
    }
    {
        auto again = open(QStringLiteral("empty.sqlite")); // re-running the migrations is a no-op
        QVERIFY(again);
        QCOMPARE(again->schemaVersion(), Ledger::SchemaVersion);
    }
    RawDb raw(path(QStringLiteral("empty.sqlite")));
    QCOMPARE(raw.scalar(QStringLiteral("SELECT COUNT(*) FROM schema_migrations")).toInt(), Ledger::SchemaVersion);
    QCOMPARE(raw.scalar(QStringLiteral("PRAGMA user_version")).toInt(), Ledger::SchemaVersion);
    QCOMPARE(raw.scalar(QStringLiteral("PRAGMA journal_mode")).toString(), QStringLiteral("wal"));
    for (const char *table : {"events", "deliveries", "operations", "steps", "content_versions", "attempts", "evidence",
                              "decisions", "reviewers", "holds"})
        QVERIFY2(raw.db().tables().contains(QString::fromLatin1(table)), table);
}

void TestLedger::dedupesEventsAndDeliveries()
{
    auto l = open(QStringLiteral("d.sqlite"));
    QVERIFY(l);
    auto first = l->ingest(delivery(QStringLiteral("evt-1"), QStringLiteral("whk-a")), m_now);
    QVERIFY(first);
    QVERIFY(first->newEvent && first->newDelivery && first->newOperation);
    // Same event, another subscription's delivery id: no new event, no new operation.
    auto second = l->ingest(delivery(QStringLiteral("evt-1"), QStringLiteral("whk-b")), m_now);
    QVERIFY(second);
    QVERIFY(!second->newEvent && second->newDelivery && !second->newOperation);
    QCOMPARE(second->operationId, first->operationId);
    // The very same delivery again (a retry by the source).
    auto third = l->ingest(delivery(QStringLiteral("evt-1"), QStringLiteral("whk-a")), m_now);
    QVERIFY(third);
    QVERIFY(!third->newEvent && !third->newDelivery && !third->newOperation);
    const Counts c = l->counts().value();
    QCOMPARE(c.events, 1);
    QCOMPARE(c.deliveries, 2);
    QCOMPARE(c.operations, 1);

    // Shopify's event ids are unique across shops, and the shop header is not
    // signed: the same id from another shop contradicts the event's first
    // delivery and is refused, with nothing written (docs/intake.md).
    auto otherShop = delivery(QStringLiteral("evt-1"), QStringLiteral("whk-a"));
    otherShop.source = QStringLiteral("shopify:other-shop.myshopify.com");
    auto fourth = l->ingest(otherShop, m_now);
    QVERIFY(fourth);
    QCOMPARE(fourth->refusedStatus, 409);
    QVERIFY(!fourth->newEvent && !fourth->newDelivery && !fourth->newOperation && fourth->operationId.isEmpty());
    QCOMPARE(l->counts().value().events, 1);
    // Another source family keeps its own ids: a Standard Webhooks source may
    // reuse an id Shopify used.
    auto otherSource = delivery(QStringLiteral("evt-1"), QStringLiteral("whk-a"));
    otherSource.source = QStringLiteral("events:billing");
    auto fromBilling = l->ingest(otherSource, m_now);
    QVERIFY(fromBilling && fromBilling->newEvent && fromBilling->newOperation && fromBilling->operationId != first->operationId);
    // An event two flows match: one operation per flow, each made only once.
    auto twoFlows = delivery(QStringLiteral("evt-2"), QStringLiteral("whk-c"));
    twoFlows.flows.append(twoFlows.flows.first());
    twoFlows.flows.last().flow = QStringLiteral("second-flow");
    auto fifth = l->ingest(twoFlows, m_now);
    QVERIFY(fifth);
    QCOMPARE(fifth->operationIds.size(), 2);
    twoFlows.deliveryId = QStringLiteral("whk-d");
    auto sixth = l->ingest(twoFlows, m_now);
    QVERIFY(sixth && !sixth->newEvent && !sixth->newOperation);
    QCOMPARE(sixth->operationIds, fifth->operationIds);
    const Counts after = l->counts().value();
    QCOMPARE(after.events, 3);
    QCOMPARE(after.deliveries, 5);
    QCOMPARE(after.operations, 4);

    // Prepared on intake's HTTP thread: the ledger writes what was prepared,
    // and a duplicate still finds the first operation, not its own new id.
    auto prepared = delivery(QStringLiteral("evt-3"), QStringLiteral("whk-e"));
    prepareForIngest(prepared);
    QCOMPARE(prepared.eventKey, eventKey(prepared.source, prepared.eventId));
    QCOMPARE(prepared.payloadSha256, sha256Hex(prepared.payload));
    QCOMPARE(prepared.flows.first().steps.first().contentSha256, sha256Hex(prepared.flows.first().steps.first().content));
    const auto seventh = l->ingest(prepared, m_now);
    QVERIFY(seventh && seventh->newOperation);
    QCOMPARE(seventh->operationId, prepared.flows.first().id);
    auto again = delivery(QStringLiteral("evt-3"), QStringLiteral("whk-f"));
    prepareForIngest(again);
    QVERIFY(again.flows.first().id != prepared.flows.first().id);
    const auto eighth = l->ingest(again, m_now);
    QVERIFY(eighth && !eighth->newEvent && !eighth->newOperation);
    QCOMPARE(eighth->operationId, prepared.flows.first().id);
    const auto stored = l->steps(prepared.flows.first().id).value();
    QCOMPARE(stored.size(), prepared.flows.first().steps.size());
    QCOMPARE(l->contentVersion(stored.first().step.rowId, 1)->sha256, prepared.flows.first().steps.first().contentSha256);
}

void TestLedger::distinctEventsGiveDistinctOperations()
{
    auto l = open(QStringLiteral("e.sqlite"));
    QVERIFY(l);
    // Identical payloads, two events: two operations (rule 5).
    auto a = l->ingest(delivery(QStringLiteral("evt-1"), QStringLiteral("whk-1")), m_now);
    auto b = l->ingest(delivery(QStringLiteral("evt-2"), QStringLiteral("whk-2")), m_now);
    QVERIFY(a && b);
    QVERIFY(a->operationId != b->operationId);
    // Ids are UUIDv7: time-ordered, version nibble 7, nothing from the payload.
    QCOMPARE(a->operationId.at(14), QLatin1Char('7'));
    QVERIFY(a->operationId < b->operationId || a->operationId.left(13) == b->operationId.left(13));
    // An event no flow matches is still counted, without an operation.
    auto none = l->ingest(delivery(QStringLiteral("evt-3"), QStringLiteral("whk-3"), std::nullopt), m_now);
    QVERIFY(none && none->operationId.isEmpty());
    QCOMPARE(l->counts().value().events, 3);
    QCOMPARE(l->counts().value().operations, 2);
}

// docs/intake.md, "An operation's identity": a flow's key from the signed
// body makes one operation of every event that carries it; an event's topic
// and shop are fixed at its first delivery.
void TestLedger::businessKeyJoinsEventsOfOneAction()
{
    auto l = open(QStringLiteral("key.sqlite"));
    QVERIFY(l);
    const auto keyed = [](const QString &eventId, const QString &key) {
        IncomingDelivery d = delivery(eventId, QStringLiteral("whk-") + eventId);
        d.flows[0].businessKey = key;
        return d;
    };
    auto a = l->ingestBatch({keyed(QStringLiteral("evt-1"), QStringLiteral("gid://shopify/Order/1"))}, m_now);
    QVERIFY(a && a->at(0).newOperation);
    const QString op = a->at(0).operationId;
    // New event ids, one batch and several: the same operation, no new one.
    auto b = l->ingestBatch({keyed(QStringLiteral("evt-2"), QStringLiteral("gid://shopify/Order/1")),
                             keyed(QStringLiteral("evt-3"), QStringLiteral("gid://shopify/Order/1"))},
                            m_now);
    QVERIFY(b);
    for (const IngestResult &r : *b) {
        QCOMPARE(r.operationId, op);
        QVERIFY(r.newEvent && r.joinedByKey && !r.newOperation);
    }
    // Another shop, same key: the same operation.
    IncomingDelivery otherShop = keyed(QStringLiteral("evt-4"), QStringLiteral("gid://shopify/Order/1"));
    otherShop.source = QStringLiteral("shopify:other-shop.myshopify.com");
    QCOMPARE(l->ingest(otherShop, m_now)->operationId, op);
    // Another key: another operation (rule 5 for distinct business actions).
    auto c = l->ingest(keyed(QStringLiteral("evt-5"), QStringLiteral("gid://shopify/Order/2")), m_now);
    QVERIFY(c && c->newOperation && c->operationId != op);
    QCOMPARE(l->counts().value().operations, 2);
    // A known event under another topic, or under another shop: refused, nothing written.
    const Counts before = l->counts().value();
    IncomingDelivery retopic = keyed(QStringLiteral("evt-1"), QStringLiteral("gid://shopify/Order/1"));
    retopic.deliveryId = QStringLiteral("whk-retopic");
    retopic.topic = QStringLiteral("orders/paid");
    IncomingDelivery reshop = keyed(QStringLiteral("evt-1"), QStringLiteral("gid://shopify/Order/1"));
    reshop.deliveryId = QStringLiteral("whk-reshop");
    reshop.source = QStringLiteral("shopify:other-shop.myshopify.com");
    auto refused = l->ingestBatch({retopic, reshop}, m_now);
    QVERIFY(refused);
    QCOMPARE(refused->at(0).refusedStatus, 409);
    QCOMPARE(refused->at(1).refusedStatus, 409);
    QVERIFY(refused->at(0).operationIds.isEmpty() && refused->at(1).operationIds.isEmpty());
    QCOMPARE(l->counts().value().deliveries, before.deliveries);
    QCOMPARE(l->counts().value().events, before.events);
    // An event recorded before its flow declared a key keeps its operation when
    // it is delivered again with the key.
    auto old = l->ingest(delivery(QStringLiteral("evt-6"), QStringLiteral("whk-6a")), m_now);
    QVERIFY(old && old->newOperation);
    IncomingDelivery again = keyed(QStringLiteral("evt-6"), QStringLiteral("gid://shopify/Order/6"));
    again.deliveryId = QStringLiteral("whk-6b");
    QCOMPARE(l->ingest(again, m_now)->operationId, old->operationId);
}

// docs/design.md rule 13: the ledger records where a step's request went and
// the configurations it was run with; a step never goes to a second address.
void TestLedger::aStepIsOnlyEverSentToOneAddress()
{
    auto l = open(QStringLiteral("address.sqlite"));
    QVERIFY(l);
    const QString op = l->ingest(delivery(QStringLiteral("evt-1"), QStringLiteral("whk-1")), m_now)->operationId;
    const qint64 s1 = l->steps(op).value().at(0).step.rowId;
    QVERIFY(l->steps(op).value().at(0).sentTo.isEmpty());
    auto r = l->reserve(s1, QStringLiteral("w"), 1000, m_now, false, {}, QStringLiteral("https://crm.example"));
    QVERIFY(r);
    QCOMPARE(l->steps(op).value().at(0).sentTo, QStringLiteral("https://crm.example"));
    // The answer was lost; the step may be retried, but only at the same address.
    QVERIFY(l->finishAttempt(r->attempt.id, {Outcome::FailedBeforeAction, 503, {}, {}, QStringLiteral("unavailable"), {}, false}, 0, m_now));
    QVERIFY(!l->reserve(s1, QStringLiteral("w"), 1000, m_now.addSecs(5), false, {}, QStringLiteral("https://staging-crm.example")));
    QVERIFY2(l->lastError().message.contains(QStringLiteral("https://staging-crm.example")), qPrintable(l->lastError().message));
    QCOMPARE(l->steps(op).value().at(0).step.attemptsUsed, 1);
    QVERIFY(l->reserve(s1, QStringLiteral("w"), 1000, m_now.addSecs(5), false, {}, QStringLiteral("https://crm.example")));
    // Configurations: recorded when they change, the latest read back whole.
    QCOMPARE(*l->latestConfiguration(), QByteArray());
    QVERIFY(l->recordConfiguration(R"({"targets":{"a":1}})", m_now));
    QVERIFY(l->recordConfiguration(R"({"targets":{"a":1}})", m_now)); // the same: not recorded twice
    QVERIFY(l->recordConfiguration(R"({"targets":{"a":2}})", m_now));
    QCOMPARE(*l->latestConfiguration(), QByteArray(R"({"targets":{"a":2}})"));
    RawDb raw(location(QStringLiteral("address.sqlite")));
    QCOMPARE(raw.scalar(QStringLiteral("SELECT COUNT(*) FROM configurations")).toInt(), 2);
    QVERIFY(!raw.exec(QStringLiteral("UPDATE configurations SET body = '{}'"))); // append-only
}

void TestLedger::nativeWriteFailureRollsBack()
{
    SQLITE_ONLY("SQLite's C API path")
    auto l = open(QStringLiteral("native.sqlite"));
    QVERIFY(l);
    // Debian's Qt SQLite driver uses the system library, so intake's inserts
    // take the C API path; a fallback here would be a silent slowdown.
    QVERIFY(l->nativeWrites());
    {
        RawDb raw(path(QStringLiteral("native.sqlite")));
        QVERIFY(raw.exec(QStringLiteral("CREATE TRIGGER refuse_steps BEFORE INSERT ON steps WHEN NEW.position = 2"
                                        " BEGIN SELECT RAISE(ABORT, 'refused by test'); END")));
    }
    // The event, the delivery, the operation and step 1 were written, step 2
    // was refused: the whole batch goes, with a message naming the step.
    const QList<IncomingDelivery> batch{delivery(QStringLiteral("ok-1"), QStringLiteral("whk-ok")),
                                        delivery(QStringLiteral("bad-1"), QStringLiteral("whk-bad"))};
    QVERIFY(!l->ingestBatch(batch, m_now));
    QVERIFY2(l->lastError().message.contains(QStringLiteral("creating a step")), qPrintable(l->lastError().message));
    QVERIFY2(l->lastError().message.contains(QStringLiteral("refused by test")), qPrintable(l->lastError().message));
    const Counts c = l->counts().value();
    QCOMPARE(c.events, 0);
    QCOMPARE(c.deliveries, 0);
    QCOMPARE(c.operations, 0);
    // The connection and its cached statements keep working afterwards.
    {
        RawDb raw(path(QStringLiteral("native.sqlite")));
        QVERIFY(raw.exec(QStringLiteral("DROP TRIGGER refuse_steps")));
    }
    QVERIFY(l->ingestBatch(batch, m_now));
    QCOMPARE(l->counts().value().operations, 2);
}

void TestLedger::writeStatementsBothPaths_data()
{
    QTest::addColumn<bool>("qtOnly");
    QTest::newRow("SQLite C API") << false;
    QTest::newRow("QSqlQuery (as on PostgreSQL)") << true;
}

void TestLedger::writeStatementsBothPaths()
{
    SQLITE_ONLY("compares the two paths on one SQLite file; PostgreSQL takes the QSqlQuery path in every other test")
    QFETCH(bool, qtOnly);
    const QString name = QStringLiteral("write-statements-%1").arg(qtOnly);
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path(name + QStringLiteral(".sqlite")));
        QVERIFY(db.open());
        QVERIFY(QSqlQuery(db).exec(QStringLiteral("CREATE TABLE t (id INTEGER PRIMARY KEY, k TEXT NOT NULL UNIQUE, b BLOB, n INTEGER)")));
        WriteStatements w(db, qtOnly ? WriteStatements::Path::QtOnly : WriteStatements::Path::Fastest);
        QCOMPARE(w.native(), !qtOnly);
        const QString insert = QStringLiteral("INSERT INTO t (k, b, n) VALUES (?, ?, ?) ON CONFLICT (k) DO NOTHING");
        const QString key = QStringLiteral("schlüssel"); // not ASCII: bound as text, read back equal
        const QByteArray blob("\0\1\2", 3);
        auto first = w.run(insert, {key, blob, qint64(1) << 40});
        QVERIFY(first);
        QCOMPARE(first->changes, 1);
        QCOMPARE(first->rowId, 1);
        auto again = w.run(insert, {key, blob, 7}); // the conflict: nothing inserted, no row id
        QVERIFY(again);
        QCOMPARE(again->changes, 0);
        QCOMPARE(again->rowId, 0);
        auto second = w.run(insert, {QStringLiteral("other"), nullptr, SqlValue::textOrNull(QString())});
        QVERIFY(second);
        QCOMPARE(second->rowId, 2);
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("SELECT k, b, n FROM t ORDER BY id")));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toString(), key);
        QCOMPARE(q.value(1).toByteArray(), blob);
        QCOMPARE(q.value(2).toLongLong(), qint64(1) << 40);
        QVERIFY(q.next());
        QVERIFY(q.value(1).isNull());
        QVERIFY(q.value(2).isNull());
        q.finish();
        // A constraint failure is an error with SQLite's words, not a crash.
        auto bad = w.run(QStringLiteral("INSERT INTO t (k) VALUES (?)"), {nullptr});
        QVERIFY(!bad);
        QVERIFY2(w.error().text().contains(QStringLiteral("NOT NULL")), qPrintable(w.error().text()));
    }
    QSqlDatabase::removeDatabase(name);
}

void TestLedger::backgroundCheckpointCopiesTheWal()
{
    SQLITE_ONLY("SQLite's write-ahead log")
    const QString file = path(QStringLiteral("ckpt.sqlite"));
    auto l = open(QStringLiteral("ckpt.sqlite"));
    QVERIFY(l);
    l->checkpointInBackground();
    const qint64 before = QFileInfo(file).size();
    QList<IncomingDelivery> batch;
    for (int i = 0; i < 300; ++i) {
        IncomingDelivery d = delivery(QStringLiteral("ckpt-%1").arg(i), QStringLiteral("whk-%1").arg(i));
        d.payload = QByteArray(2000, 'p'); // about 1 MB in all: far below any checkpoint at commit
        batch.append(d);
    }
    QVERIFY(l->ingestBatch(batch, m_now));
    QVERIFY(QFileInfo(file + QStringLiteral("-wal")).size() > 500'000);
    // Only the background connection copies the WAL into the database file.
    QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(file).size() > before + 500'000, 5000);
    QCOMPARE(l->counts().value().events, 300);
}

// Two writers commit without a pause (a backlog arriving while the runner
// catches up): the background checkpointer still gets its moment between two
// commits and cuts the WAL back, so it stays near its bound instead of
// growing with everything written (docs/architecture.md, "The ledger file").
void TestLedger::walStaysBoundedUnderAStreamOfCommits()
{
    SQLITE_ONLY("SQLite's write-ahead log")
    const QString file = path(QStringLiteral("stream.sqlite"));
    auto l = open(QStringLiteral("stream.sqlite"));
    QVERIFY(l);
    l->checkpointInBackground();
    std::atomic<bool> stop = false;
    std::atomic<int> failures = 0;
    std::atomic<qint64> written = 0;
    // The WAL's size after each commit, where it is largest: its peak.
    std::atomic<qint64> peak = 0;
    const auto notePeak = [&] {
        const qint64 size = QFileInfo(file + QStringLiteral("-wal")).size();
        for (qint64 seen = peak; size > seen && !peak.compare_exchange_weak(seen, size);) {
        }
    };
    const auto writer = [&](int w) {
        LedgerError e;
        auto mine = Ledger::open(file, Ledger::OpenMode::ExistingOnly, &e);
        if (!mine) {
            ++failures;
            return;
        }
        for (int n = 0; !stop; ++n) {
            QList<IncomingDelivery> batch;
            for (int i = 0; i < 4; ++i) {
                const QString id = QStringLiteral("s%1-%2-%3").arg(w).arg(n).arg(i);
                IncomingDelivery d = delivery(id, QStringLiteral("whk-") + id);
                d.payload = QByteArray(3000, 'p');
                batch.append(d);
            }
            if (!mine->ingestBatch(batch, m_now))
                ++failures;
            notePeak();
            written += 4 * 3000;
        }
    };
    std::thread a(writer, 1), b(writer, 2);
    const auto stopWriters = [&] {
        stop = true;
        if (a.joinable())
            a.join();
        if (b.joinable())
            b.join();
    };
    const auto stopped = qScopeGuard(stopWriters);
    QElapsedTimer t;
    t.start();
    // 24 MiB written, or a minute of writing on a slow machine: enough to see the WAL grow.
    QTRY_VERIFY_WITH_TIMEOUT(written >= 24 * 1024 * 1024 || t.elapsed() >= 60'000, 120'000);
    stopWriters();
    qInfo("%lld MiB of payload committed in %lld ms; WAL peak %lld KiB", written / (1024 * 1024), t.elapsed(), peak.load() / 1024);
    QCOMPARE(failures.load(), 0);
    // Twice the bound, where a writer cuts it back, plus what the commits in
    // between add; a WAL nobody gets to cut grows by hundreds of MiB here.
    QVERIFY2(peak.load() < 12 * 1024 * 1024, qPrintable(QString::number(peak.load())));
}

void TestLedger::writersOfOneProcessTakeTurns()
{
    SQLITE_ONLY("SQLite's one writer at a time")
    // docs/architecture.md, "Threads and connections": this process's writers
    // of one file queue for it, first come first served, instead of polling
    // SQLite's lock. Two writers that commit without a pause, three busy
    // processes beside them and a busy timeout of 50 ms: polling, one of them
    // loses every try for 50 ms within moments ("locked by another program").
    qputenv("RUNLEDGER_BUSY_TIMEOUT_MS", "50");
    const auto restore = qScopeGuard([] { qunsetenv("RUNLEDGER_BUSY_TIMEOUT_MS"); });
    const QString file = path(QStringLiteral("turns.sqlite"));
    QVERIFY(open(QStringLiteral("turns.sqlite")));
    std::vector<std::unique_ptr<QProcess>> busy;
    for (int i = 0; i < 3; ++i) {
        auto p = std::make_unique<QProcess>();
        p->start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QStringLiteral("while :; do :; done")});
        QVERIFY(p->waitForStarted());
        busy.push_back(std::move(p));
    }
    const auto stopBusy = qScopeGuard([&] {
        for (auto &p : busy) {
            p->kill();
            p->waitForFinished();
        }
    });
    std::atomic<int> failures = 0;
    QString firstFailure;
    std::mutex firstMutex;
    constexpr int Batches = 300;
    const auto writer = [&](int w) {
        LedgerError e;
        auto mine = Ledger::open(file, Ledger::OpenMode::ExistingOnly, &e);
        if (!mine) {
            ++failures;
            return;
        }
        for (int n = 0; n < Batches; ++n) {
            QList<IncomingDelivery> batch;
            for (int i = 0; i < 2; ++i) {
                const QString id = QStringLiteral("t%1-%2-%3").arg(w).arg(n).arg(i);
                batch.append(delivery(id, QStringLiteral("whk-") + id));
            }
            if (const auto written = mine->ingestBatch(batch, m_now); !written) {
                if (++failures == 1) {
                    std::lock_guard lock(firstMutex);
                    firstFailure = written.error().message;
                }
            }
        }
    };
    std::thread a(writer, 1), b(writer, 2);
    a.join();
    b.join();
    QVERIFY2(failures == 0, qPrintable(QStringLiteral("%1 of %2 batches failed, the first: %3").arg(failures.load()).arg(2 * Batches).arg(firstFailure)));
    auto l = open(QStringLiteral("turns.sqlite"));
    QCOMPARE(l->counts()->deliveries, qint64(2 * Batches * 2));
}

void TestLedger::chainTimesNeverGoBackwards()
{
    // docs/ledger.md, "One clock": an entry appended after another is dated
    // no earlier, whatever the clock of the one deciding says; and verify
    // names an entry dated before the one it follows (a correctly linked one
    // a tamperer appended, backdated).
    auto l = open(QStringLiteral("times.sqlite"));
    QVERIFY(l);
    const QString op = heldOperation(*l, QStringLiteral("evt-t1"), m_now);
    DecisionRequest assign = decision(op, QStringLiteral("Alex"), QStringLiteral("mine"), DecisionAction::Assign);
    assign.assignTo = QStringLiteral("Alex");
    QVERIFY(l->decide(assign, m_now.addSecs(60)).applied);
    assign.reviewer = QStringLiteral("Blake");
    assign.rationale = QStringLiteral("clock behind");
    QVERIFY(l->decide(assign, m_now).applied);
    auto chain = l->decisions(op).value();
    QCOMPARE(chain.size(), 2);
    QCOMPARE(isoUtc(chain.at(1).decidedAt), isoUtc(chain.at(0).decidedAt));
    QVERIFY(l->verifyChain().ok);
    Decision d = chain.at(1);
    d.seq = 3;
    d.prevHash = d.hash;
    d.decidedAt = m_now.addSecs(-3600);
    d.rationale = QStringLiteral("backdated");
    d.hash = Ledger::chainHash(d);
    {
        RawDb raw(location(QStringLiteral("times.sqlite")));
        const bool inserted = raw.exec(QStringLiteral("INSERT INTO decisions (seq, decided_at, reviewer, operation_id, step_position, action, rationale,"
                                         " payload, prev_hash, hash, login) VALUES (3, '%1', '%2', '%3', %4, 'assign', 'backdated', '%5', '%6',"
                                         " '%7', %8)")
                              .arg(isoUtc(d.decidedAt), d.reviewer, d.operationId)
                              .arg(d.stepPosition)
                              .arg(d.payload, d.prevHash, d.hash, d.login.isEmpty() ? QStringLiteral("NULL") : QLatin1Char('\'') + d.login + QLatin1Char('\'')));
        if (onPostgres()) { // the database itself refuses it (tst_ledger_postgres theDatabaseJudgesByItsOwnClock)
            QVERIFY(!inserted);
            QVERIFY2(raw.lastError().contains(QStringLiteral("before the entry it follows")), qPrintable(raw.lastError()));
            return;
        }
        QVERIFY2(inserted, qPrintable(raw.lastError()));
    }
    const ChainVerification v = l->verifyChain();
    QVERIFY(!v.ok);
    QCOMPARE(v.firstBrokenSeq, qint64(3));
    QVERIFY2(v.problem.contains(QStringLiteral("before the entry it follows")), qPrintable(v.problem));
}

void TestLedger::reviewClaimsSayWhoIsLooking()
{
    // docs/console.md, "Who holds what": a reviewer who opens a decision
    // claims the operation; a second one is told, not refused; the claim is
    // released when the first is done, or runs out after five minutes.
    auto l = open(QStringLiteral("claims.sqlite"));
    QVERIFY(l);
    const QString op = heldOperation(*l, QStringLiteral("evt-c1"), m_now);
    QVERIFY(!l->reviewClaim(op, m_now).value());
    const ReviewClaim alex = l->claimForReview(op, QStringLiteral("Alex"), m_now).value();
    QCOMPARE(alex.reviewer, QStringLiteral("Alex"));
    QCOMPARE(isoUtc(alex.since), isoUtc(m_now));
    // Blake asks a minute later: Alex's claim stands, and Blake is told whose it is.
    const ReviewClaim seen = l->claimForReview(op, QStringLiteral("Blake"), m_now.addSecs(60)).value();
    QCOMPARE(seen.reviewer, QStringLiteral("Alex"));
    QVERIFY(l->releaseReviewClaim(op, QStringLiteral("Blake"))); // not Blake's to release
    QCOMPARE(l->reviewClaim(op, m_now.addSecs(60)).value()->reviewer, QStringLiteral("Alex"));
    // Alex renews it: since stays, until moves on.
    const ReviewClaim renewed = l->claimForReview(op, QStringLiteral("Alex"), m_now.addSecs(120)).value();
    QCOMPARE(isoUtc(renewed.since), isoUtc(m_now));
    QCOMPARE(isoUtc(renewed.until), isoUtc(m_now.addSecs(120).addMSecs(ReviewClaim::LastsMs)));
    // Run out: Blake may take it.
    const QDateTime later = renewed.until.addSecs(1);
    QVERIFY(!l->reviewClaim(op, later).value());
    QCOMPARE(l->claimForReview(op, QStringLiteral("Blake"), later).value().reviewer, QStringLiteral("Blake"));
    QVERIFY(l->releaseReviewClaim(op, QStringLiteral("Blake")));
    QVERIFY(!l->reviewClaim(op, later).value());
    // A claim changes nothing a step does, and the chain holds no trace of it.
    QCOMPARE(l->decisions(op).value().size(), 0);
    QVERIFY(l->verifyChain().ok);
}

void TestLedger::batchIsAllOrNothing()
{
    auto l = open(QStringLiteral("b.sqlite"));
    QVERIFY(l);
    {
        // Make the second insert of the batch fail, as a full disk would.
        RawDb raw(location(QStringLiteral("b.sqlite")));
        if (raw.isPostgres()) {
            QVERIFY2(raw.exec(QStringLiteral("CREATE FUNCTION boom() RETURNS trigger AS $$ BEGIN IF NEW.event_id = 'evt-boom' THEN"
                                             " RAISE EXCEPTION 'disk full'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql")),
                     qPrintable(raw.lastError()));
            QVERIFY2(raw.exec(QStringLiteral("CREATE TRIGGER boom BEFORE INSERT ON events FOR EACH ROW EXECUTE FUNCTION boom()")),
                     qPrintable(raw.lastError()));
        } else {
            QVERIFY(raw.exec(QStringLiteral("CREATE TRIGGER boom BEFORE INSERT ON events WHEN NEW.event_id = 'evt-boom'"
                                            " BEGIN SELECT RAISE(ABORT, 'disk full'); END")));
        }
    }
    auto batch = l->ingestBatch({delivery(QStringLiteral("evt-1"), QStringLiteral("whk-1")),
                                 delivery(QStringLiteral("evt-boom"), QStringLiteral("whk-2"))}, m_now);
    QVERIFY(!batch);
    QVERIFY(l->lastError().message.contains(QStringLiteral("disk full")));
    const Counts c = l->counts().value();
    QCOMPARE(c.events, 0);
    QCOMPARE(c.deliveries, 0);
    QCOMPARE(c.operations, 0);
    // The same batch without the failing delivery lands whole.
    QVERIFY(l->ingestBatch({delivery(QStringLiteral("evt-1"), QStringLiteral("whk-1"))}, m_now));
    QCOMPARE(l->counts().value().operations, 1);
}

QList<qint64> TestLedger::oneStepOperations(const QString &name, int n)
{
    auto l = open(name);
    if (!l)
        return {};
    QList<IncomingDelivery> batch;
    for (int i = 0; i < n; ++i) {
        auto d = delivery(QStringLiteral("evt-%1").arg(i), QStringLiteral("whk-%1").arg(i));
        d.flows[0].steps.removeLast(); // one step each
        batch.append(d);
    }
    if (!l->ingestBatch(batch, m_now))
        return {};
    return l->runnableSteps(m_now, n * 2).value();
}

void TestLedger::expectOneWinnerEach(const std::vector<std::atomic<int>> &winners, const QString &name)
{
    int doubles = 0, missing = 0;
    for (const auto &w : winners) {
        doubles += w.load() > 1;
        missing += w.load() == 0;
    }
    QCOMPARE(doubles, 0);
    QCOMPARE(missing, 0);
    auto l = open(name);
    QCOMPARE(l->counts().value().attempts, qint64(winners.size())); // one attempt row per step, never two
}

void TestLedger::twoThreadsReserveEachStepOnce()
{
    constexpr int kSteps = 1000;
    const QList<qint64> stepIds = oneStepOperations(QStringLiteral("race.sqlite"), kSteps);
    QCOMPARE(stepIds.size(), kSteps);
    std::vector<std::atomic<int>> winners(kSteps);
    const QString file = location(QStringLiteral("race.sqlite"));
    std::atomic<int> openFailures{0};
    // Both runners poll the same list in the same order, as two instances do:
    // they meet on every step.
    const auto worker = [&](const QString &name) {
        LedgerError e;
        auto mine = Ledger::open(file, Ledger::OpenMode::ExistingOnly, &e); // own connection in this thread
        if (!mine) {
            ++openFailures;
            return;
        }
        for (int i = 0; i < kSteps; ++i) {
            if (mine->reserve(stepIds.at(i), name, 60'000, QDateTime::currentDateTimeUtc()))
                ++winners[size_t(i)];
        }
    };
    std::thread a(worker, QStringLiteral("worker-a"));
    std::thread b(worker, QStringLiteral("worker-b"));
    std::thread c(worker, QStringLiteral("worker-c"));
    a.join();
    b.join();
    c.join();
    QCOMPARE(openFailures.load(), 0);
    expectOneWinnerEach(winners, QStringLiteral("race.sqlite"));
}

void TestLedger::reservationHoldsWhenBothRunnersReadFirst()
{
    // The schedule that breaks a read-then-write claim, made likely instead of
    // waited for: both runners start claiming each step at the same moment (as
    // two runners polling the same queue do), and inside reserve(), between
    // reading the step and writing the claim, each runner computes the
    // request's fingerprint; here that waits (up to 30 ms) for the other
    // runner to get there too. The ledger must still let exactly one act.
    constexpr int kSteps = 20;
    const QList<qint64> stepIds = oneStepOperations(QStringLiteral("meet.sqlite"), kSteps);
    QCOMPARE(stepIds.size(), kSteps);
    std::mutex mutex;
    std::condition_variable met;
    std::vector<int> arrived(kSteps, 0);
    std::vector<std::atomic<int>> winners(kSteps);
    std::barrier start(2);
    const QString file = location(QStringLiteral("meet.sqlite"));
    const auto worker = [&](const QString &name) {
        LedgerError e;
        auto mine = Ledger::open(file, Ledger::OpenMode::ExistingOnly, &e);
        if (!mine) { // counted as missing winners below; the other runner goes on alone
            start.arrive_and_drop();
            return;
        }
        for (int i = 0; i < kSteps; ++i) {
            const auto fingerprint = [&, i](const QString &reference, const QByteArray &content) {
                std::unique_lock lock(mutex);
                ++arrived[size_t(i)];
                met.notify_all();
                met.wait_for(lock, std::chrono::milliseconds(30), [&] { return arrived[size_t(i)] >= 2; });
                return sha256Hex(reference.toUtf8() + '\n' + content);
            };
            start.arrive_and_wait();
            if (mine->reserve(stepIds.at(i), name, 60'000, QDateTime::currentDateTimeUtc(), false, fingerprint))
                ++winners[size_t(i)];
        }
    };
    std::thread a(worker, QStringLiteral("worker-a"));
    std::thread b(worker, QStringLiteral("worker-b"));
    a.join();
    b.join();
    expectOneWinnerEach(winners, QStringLiteral("meet.sqlite"));
}

void TestLedger::decisionsAreAppendOnly()
{
    auto l = open(QStringLiteral("ao.sqlite"));
    QVERIFY(l);
    auto r = l->ingest(delivery(QStringLiteral("evt-1"), QStringLiteral("whk-1")), m_now);
    DecisionRequest req = decision(r->operationId, QStringLiteral("Alex Reviewer"), QStringLiteral("owner of the campaign"), DecisionAction::Assign);
    req.assignTo = QStringLiteral("Alex Reviewer");
    QVERIFY(l->decide(req, m_now).applied);
    // Who was signed in is recorded beside the name given: the database's
    // login on PostgreSQL, the operating-system account on SQLite.
    const QString login = l->team().identity()->login;
    QVERIFY(!login.isEmpty());
    QCOMPARE(l->decisions().value().at(0).login, login);
    QCOMPARE(l->decisions().value().at(0).reviewer, QStringLiteral("Alex Reviewer"));
    RawDb raw(location(QStringLiteral("ao.sqlite")));
    QVERIFY(!raw.exec(QStringLiteral("UPDATE decisions SET rationale = 'changed' WHERE seq = 1")));
    QVERIFY2(raw.lastError().contains(QStringLiteral("append-only")), qPrintable(raw.lastError()));
    QVERIFY(!raw.exec(QStringLiteral("DELETE FROM decisions WHERE seq = 1")));
    QVERIFY2(raw.lastError().contains(QStringLiteral("append-only")), qPrintable(raw.lastError()));
    QCOMPARE(raw.scalar(QStringLiteral("SELECT rationale FROM decisions WHERE seq = 1")).toString(),
             QStringLiteral("owner of the campaign"));
    // No entry without its place in the sequence, with the guards in place.
    QVERIFY(!raw.exec(QStringLiteral("INSERT INTO decisions SELECT NULL, decided_at, reviewer, operation_id, step_position, action,"
                                     " 'slipped in', payload, prev_hash, 'NULL-SEQ', login FROM decisions WHERE seq = 1")));
    QCOMPARE(raw.scalar(QStringLiteral("SELECT COUNT(*) FROM decisions")).toInt(), 1);
    QVERIFY(l->verifyChain().ok);
}

void TestLedger::detectsTampering_data()
{
    QTest::addColumn<QStringList>("tamper");
    QTest::addColumn<qint64>("firstBroken");
    // Every row drops the append-only guards first; that alone is reported.
    QTest::newRow("guards dropped, nothing else") << QStringList{} << qint64(0);
    QTest::newRow("edited rationale") << QStringList{QStringLiteral("UPDATE decisions SET rationale = 'nothing to see' WHERE seq = 3")} << qint64(3);
    QTest::newRow("edited reviewer") << QStringList{QStringLiteral("UPDATE decisions SET reviewer = 'Someone Else' WHERE seq = 5")} << qint64(5);
    QTest::newRow("edited login") << QStringList{QStringLiteral("UPDATE decisions SET login = 'someone_else' WHERE seq = 4")} << qint64(4);
    QTest::newRow("deleted middle") << QStringList{QStringLiteral("DELETE FROM decisions WHERE seq = 3")} << qint64(4);
    QTest::newRow("deleted first") << QStringList{QStringLiteral("DELETE FROM decisions WHERE seq = 1")} << qint64(2);
    // Reorder: rows 2 and 3 swap places (every column but seq).
    QTest::newRow("reordered") << QStringList{
        QStringLiteral("CREATE TEMP TABLE t AS SELECT * FROM decisions WHERE seq IN (2, 3)"),
        QStringLiteral("DELETE FROM decisions WHERE seq IN (2, 3)"),
        QStringLiteral("INSERT INTO decisions SELECT CASE seq WHEN 2 THEN 3 ELSE 2 END, decided_at, reviewer, operation_id,"
                       " step_position, action, rationale, payload, prev_hash, hash, login FROM t"),
    } << qint64(2);
    // Insert: renumber the tail and slip a row in, its hash recomputed correctly.
    QTest::newRow("inserted") << QStringList{
        QStringLiteral("UPDATE decisions SET seq = seq + 100 WHERE seq >= 3"),
        QStringLiteral("UPDATE decisions SET seq = seq - 99 WHERE seq >= 100"),
        QStringLiteral("INSERT INTO decisions SELECT 3, decided_at, reviewer, operation_id, step_position, action,"
                       " 'forged', payload, hash, 'FORGED', login FROM decisions WHERE seq = 2"),
        QStringLiteral("FORGE 3"),
    } << qint64(4);
    // Remove an entry and close the gap by hand, each later entry's own hash
    // recomputed as the ledger would: only the links still tell.
    QTest::newRow("deleted and renumbered") << QStringList{
        QStringLiteral("DELETE FROM decisions WHERE seq = 3"),
        QStringLiteral("UPDATE decisions SET seq = seq + 100 WHERE seq > 3"),
        QStringLiteral("UPDATE decisions SET seq = seq - 101 WHERE seq >= 100"),
        QStringLiteral("FORGE 3"),
        QStringLiteral("FORGE 4"),
    } << qint64(3);
    // The guards re-created under their names with a condition that never
    // holds (or disabled): a check of their names alone would pass.
    QTest::newRow("guards neutered, then edited") << QStringList{
        QStringLiteral("SQLITE:CREATE TRIGGER decisions_no_update BEFORE UPDATE ON decisions WHEN 0 BEGIN "
                       "SELECT RAISE(ABORT, 'decisions are append-only: UPDATE is refused'); END"),
        QStringLiteral("SQLITE:CREATE TRIGGER decisions_no_delete BEFORE DELETE ON decisions WHEN 0 BEGIN "
                       "SELECT RAISE(ABORT, 'decisions are append-only: DELETE is refused'); END"),
        QStringLiteral("PG:CREATE TRIGGER decisions_append_only BEFORE UPDATE OR DELETE ON decisions "
                       "FOR EACH ROW WHEN (false) EXECUTE FUNCTION decisions_append_only()"),
        QStringLiteral("UPDATE decisions SET rationale = 'nothing to see' WHERE seq = 2"),
    } << qint64(2);
    QTest::newRow("guards neutered, nothing else") << QStringList{
        QStringLiteral("SQLITE:CREATE TRIGGER decisions_no_update BEFORE UPDATE ON decisions WHEN 0 BEGIN "
                       "SELECT RAISE(ABORT, 'decisions are append-only: UPDATE is refused'); END"),
        QStringLiteral("SQLITE:CREATE TRIGGER decisions_no_delete BEFORE DELETE ON decisions BEGIN "
                       "SELECT RAISE(ABORT, 'decisions are append-only: DELETE is refused'); END"),
        QStringLiteral("PG:CREATE TRIGGER decisions_append_only BEFORE UPDATE OR DELETE ON decisions "
                       "FOR EACH ROW EXECUTE FUNCTION decisions_append_only()"),
        QStringLiteral("PG:ALTER TABLE decisions DISABLE TRIGGER decisions_append_only"),
    } << qint64(0);
    // An entry slipped in without a sequence number (its guard dropped too).
    QTest::newRow("null seq") << QStringList{
        QStringLiteral("DROP TRIGGER decisions_seq_required"),
        QStringLiteral("INSERT INTO decisions SELECT NULL, decided_at, reviewer, operation_id, step_position, action,"
                       " 'slipped in', payload, prev_hash, 'NULL-SEQ', login FROM decisions WHERE seq = 2"),
    } << qint64(0);
}

void TestLedger::detectsTampering()
{
    QFETCH(QStringList, tamper);
    QFETCH(qint64, firstBroken);
    const bool nullSeq = QByteArray(QTest::currentDataTag()) == "null seq";
    if (nullSeq && onPostgres())
        QSKIP("PostgreSQL's primary key is NOT NULL by itself");
    {
        auto l = open(QStringLiteral("t.sqlite"));
        QVERIFY(l);
        auto r = l->ingest(delivery(QStringLiteral("evt-1"), QStringLiteral("whk-1")), m_now);
        for (int i = 1; i <= 5; ++i) {
            DecisionRequest req = decision(r->operationId, QStringLiteral("Reviewer %1").arg(i), QStringLiteral("handover %1").arg(i), DecisionAction::Assign);
            req.assignTo = QStringLiteral("Reviewer %1").arg(i);
            QVERIFY(l->decide(req, m_now.addSecs(i)).applied);
        }
        QVERIFY(l->verifyChain().ok);
    }
    {
        RawDb raw(location(QStringLiteral("t.sqlite")));
        // Someone with the sqlite3 shell can drop the guards; the chain still tells.
        if (raw.isPostgres()) {
            // The tables' owner can, likewise, and drop the reviewer's foreign key too.
            QVERIFY(raw.exec(QStringLiteral("DROP TRIGGER decisions_append_only ON decisions")));
            QVERIFY(raw.exec(QStringLiteral("ALTER TABLE decisions DROP CONSTRAINT decisions_reviewer_fkey")));
        } else {
            QVERIFY(raw.exec(QStringLiteral("DROP TRIGGER decisions_no_update")));
            QVERIFY(raw.exec(QStringLiteral("DROP TRIGGER decisions_no_delete")));
        }
        for (QString sql : tamper) {
            // Statements for one engine only.
            if (sql.startsWith(QLatin1String("SQLITE:")) || sql.startsWith(QLatin1String("PG:"))) {
                if (sql.startsWith(QLatin1String("PG:")) != raw.isPostgres())
                    continue;
                sql = sql.section(QLatin1Char(':'), 1);
            }
            if (sql.startsWith(QLatin1String("FORGE "))) {
                // Recompute the forged row's hash exactly as the ledger would.
                const qint64 seq = sql.mid(6).toLongLong();
                const auto d = storedDecision(raw, seq);
                QVERIFY(d);
                QVERIFY(raw.exec(QStringLiteral("UPDATE decisions SET hash = '%1' WHERE seq = %2").arg(Ledger::chainHash(*d)).arg(seq)));
                continue;
            }
            QVERIFY2(raw.exec(sql), qPrintable(raw.lastError()));
        }
    }
    LedgerError e;
    auto l = Ledger::open(location(QStringLiteral("t.sqlite")), Ledger::OpenMode::ExistingOnly, &e);
    QVERIFY(l);
    const ChainVerification v = l->verifyChain();
    QVERIFY(!v.ok);
    QCOMPARE(v.firstBrokenSeq, firstBroken);
    QVERIFY(v.guardsRemoved);
    const bool neutered = QByteArray(QTest::currentDataTag()).startsWith("guards neutered");
    QVERIFY2(v.problem.contains(neutered ? QStringLiteral("append-only guards were changed") : QStringLiteral("append-only guards were removed")),
             qPrintable(v.problem));
    if (nullSeq) {
        QCOMPARE(int(v.finding), int(ChainVerification::Finding::Chain));
        QVERIFY2(v.problem.contains(QStringLiteral("no sequence number")), qPrintable(v.problem));
    } else if (firstBroken == 0) {
        QCOMPARE(int(v.finding), int(ChainVerification::Finding::GuardsRemoved));
        QCOMPARE(v.count, 5); // the chain itself is whole
    } else {
        QCOMPARE(int(v.finding), int(ChainVerification::Finding::Chain));
    }
}

void TestLedger::failuresAreClear()
{
    SQLITE_ONLY("missing, garbage, read-only and locked files")
    LedgerError e;
    QVERIFY(!Ledger::open(path(QStringLiteral("missing.sqlite")), Ledger::OpenMode::ExistingOnly, &e));
    QCOMPARE(int(e.kind), int(LedgerError::Kind::Missing));
    QVERIFY(e.message.contains(QStringLiteral("runledgerctl init")));

    QFile garbage(path(QStringLiteral("garbage.sqlite")));
    QVERIFY(garbage.open(QIODevice::WriteOnly));
    garbage.write(QByteArray(4096, 'x'));
    garbage.close();
    QVERIFY(!Ledger::open(garbage.fileName(), Ledger::OpenMode::CreateOrMigrate, &e));
    QCOMPARE(int(e.kind), int(LedgerError::Kind::Corrupt));

    { QVERIFY(open(QStringLiteral("ro.sqlite"))); }
    QFile::setPermissions(path(QStringLiteral("ro.sqlite")), QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther);
    QVERIFY(!Ledger::open(path(QStringLiteral("ro.sqlite")), Ledger::OpenMode::CreateOrMigrate, &e));
    QCOMPARE(int(e.kind), int(LedgerError::Kind::ReadOnly));

    { QVERIFY(open(QStringLiteral("new.sqlite"))); }
    {
        RawDb raw(path(QStringLiteral("new.sqlite")));
        QVERIFY(raw.exec(QStringLiteral("INSERT INTO schema_migrations VALUES (99, '2030-01-01T00:00:00.000Z')")));
    }
    QVERIFY(!Ledger::open(path(QStringLiteral("new.sqlite")), Ledger::OpenMode::CreateOrMigrate, &e));
    QCOMPARE(int(e.kind), int(LedgerError::Kind::TooNew));
    QVERIFY(e.message.contains(QStringLiteral("newer Runledger")));

    // Locked: another program holds the write lock; a write gives up with a clear error.
    auto l = open(QStringLiteral("locked.sqlite"));
    QVERIFY(l);
    RawDb other(path(QStringLiteral("locked.sqlite")));
    QVERIFY(other.exec(QStringLiteral("BEGIN EXCLUSIVE")));
    qputenv("RUNLEDGER_BUSY_TIMEOUT_MS", "100");
    auto blocked = Ledger::open(path(QStringLiteral("locked.sqlite")), Ledger::OpenMode::ExistingOnly, &e);
    qputenv("RUNLEDGER_BUSY_TIMEOUT_MS", "5000");
    QVERIFY(blocked);
    QVERIFY(!blocked->ingest(delivery(QStringLiteral("evt-1"), QStringLiteral("whk-1")), m_now));
    QCOMPARE(int(blocked->lastError().kind), int(LedgerError::Kind::Locked));
    QVERIFY(other.exec(QStringLiteral("ROLLBACK")));
    QVERIFY(blocked->ingest(delivery(QStringLiteral("evt-1"), QStringLiteral("whk-1")), m_now));
}

void TestLedger::decisionFlowAndRecoveryCounts()
{
    auto l = open(QStringLiteral("flow.sqlite"));
    QVERIFY(l);
    const QString op = l->ingest(delivery(QStringLiteral("evt-1"), QStringLiteral("whk-1")), m_now)->operationId;
    const qint64 s1 = l->steps(op).value().at(0).step.rowId;
    auto res = l->reserve(s1, QStringLiteral("w"), 30'000, m_now);
    QVERIFY(res);
    QCOMPARE(res->attempt.number, 1);
    QVERIFY(!l->reserve(s1, QStringLiteral("w2"), 30'000, m_now)); // already running
    QVERIFY(l->finishAttempt(res->attempt.id, {Outcome::Uncertain, 0, QStringLiteral("timeout"), {}, QStringLiteral("no answer"), {}, false}, 0, m_now));
    QCOMPARE(toString(l->operation(op)->state), toString(OperationState::Uncertain));
    // The runner's lookups settle nothing three times: held for a person.
    for (int i = 0; i < 3; ++i)
        l->recordLookup(s1, {LookupResult::Unknown, {}, 200, QStringLiteral("no match yet"), {}, {}}, m_now.addSecs(i));
    QCOMPARE(toString(l->operation(op)->state), toString(OperationState::Held));
    QCOMPARE(toString(l->steps(op).value().at(0).step.holdReason), toString(HoldReason::UnresolvedUncertain));
    QCOMPARE(l->counts().value().unresolvedOperations, 1);

    const QDateTime later = m_now.addSecs(120);
    DecisionRequest retry = decision(op, QStringLiteral("Alex"), QStringLiteral("customer is waiting"), DecisionAction::RetryOpenStep);
    const DecisionOutcome refused = l->decide(retry, later);
    QVERIFY(!refused.applied);
    QVERIFY2(refused.reason.contains(QStringLiteral("may already have acted")), qPrintable(refused.reason));
    QCOMPARE(l->decisions().value().size(), 0); // a refused decision leaves nothing behind

    DecisionRequest notExecuted = decision(op, QStringLiteral("Alex"), QStringLiteral("checked the CRM by hand: no task"), DecisionAction::ConfirmNotExecuted);
    // Checked before it is recorded: without the reviewer's explicit
    // confirmation, or without a lookup at the target, it is refused.
    notExecuted.lookup = LookupEvidence{LookupResult::Absent, {}, 200, QStringLiteral("no record"), {}, {}};
    QVERIFY(!l->decide(notExecuted, later).applied);
    notExecuted.confirmedNotExecuted = true;
    notExecuted.lookup.reset();
    QVERIFY(!l->decide(notExecuted, later).applied);
    notExecuted.lookup = LookupEvidence{LookupResult::Found, QStringLiteral("task_1"), 200, QStringLiteral("found task_1"), {}, {}};
    QVERIFY(!l->decide(notExecuted, later).applied); // the target has it: never "not executed"
    notExecuted.lookup = LookupEvidence{LookupResult::Absent, {}, 200, QStringLiteral("no record"), {}, {}};
    QVERIFY(l->decide(notExecuted, later).applied);
    QCOMPARE(toString(l->operation(op)->state), toString(OperationState::Held));
    QVERIFY(l->decide(retry, later.addSecs(1)).applied);
    QCOMPARE(toString(l->operation(op)->state), toString(OperationState::Running));
    QCOMPARE(l->decisions(op).value().size(), 2);

    const Counts c = l->counts().value();
    QCOMPARE(c.recoveries, 1);
    QCOMPARE(c.recoveryMedianMs, m_now.addSecs(2).msecsTo(later.addSecs(1)));
    QCOMPARE(c.unresolvedOperations, 0);
    QCOMPARE(c.attempts, 1);

    auto second = l->reserve(s1, QStringLiteral("w"), 30'000, later.addSecs(2));
    QVERIFY(second);
    QCOMPARE(second->attempt.number, 2);
    QVERIFY(l->finishAttempt(second->attempt.id, {Outcome::Succeeded, 201, {}, QStringLiteral("task_1"), QStringLiteral("created"), {}, false}, 0, later));
    QCOMPARE(toString(l->steps(op).value().at(0).step.state), toString(StepState::Confirmed));
    QCOMPARE(l->steps(op).value().at(0).step.targetReference, QStringLiteral("task_1"));
    // The maintained queue counts agree with a full count.
    RawDb raw(location(QStringLiteral("flow.sqlite")));
    const auto counts = l->operationCountsByState().value();
    QCOMPARE(counts.value(OperationState::Running), raw.scalar(QStringLiteral("SELECT COUNT(*) FROM operations WHERE state = 'running'")).toLongLong());
    QCOMPARE(counts.value(OperationState::Held), 0);
    QCOMPARE(l->operation(op)->openStep, 2);
    QCOMPARE(l->counts().value().confirmedEffects, 1);
    QVERIFY(l->verifyChain().ok);
}

void TestLedger::decisionsNeedReviewerAndRationale()
{
    auto l = open(QStringLiteral("dn.sqlite"));
    const QString op = l->ingest(delivery(QStringLiteral("evt-1"), QStringLiteral("whk-1")), m_now)->operationId;
    DecisionRequest r = decision(op, QString(), QStringLiteral("why"), DecisionAction::Assign);
    r.assignTo = QStringLiteral("B");
    QVERIFY(!l->decide(r, m_now).applied);
    r.reviewer = QStringLiteral("A");
    r.rationale = QStringLiteral("  ");
    QVERIFY(!l->decide(r, m_now).applied);
    QCOMPARE(l->decisions().value().size(), 0);
    // A reconcile only looks: without a rationale it is judged by the rules
    // (here: nothing is uncertain), not refused for the missing reason.
    DecisionRequest look = decision(op, QStringLiteral("A"), QString(), DecisionAction::Reconcile);
    const DecisionOutcome out = l->decide(look, m_now);
    QVERIFY(!out.reason.contains(QStringLiteral("rationale")));
}

void TestLedger::approvalPinsContentAndResumeKeepsConfirmedStep()
{
    auto l = open(QStringLiteral("ap.sqlite"));
    const QString op = l->ingest(delivery(QStringLiteral("evt-1"), QStringLiteral("whk-1"), twoStepPlan(true)), m_now)->operationId;
    const auto steps = l->steps(op).value();
    auto r1 = l->reserve(steps.at(0).step.rowId, QStringLiteral("w"), 30'000, m_now);
    QVERIFY(r1);
    QVERIFY2(l->finishAttempt(r1->attempt.id, {Outcome::Succeeded, 201, {}, QStringLiteral("task_9"), {}, {}, false}, 0, m_now),
             qPrintable(l->lastError().message));
    QCOMPARE(toString(l->operation(op)->state), toString(OperationState::AwaitingApproval));
    QVERIFY(l->runnableSteps(m_now, 10).value().isEmpty()); // step 2 waits for approval
    DecisionRequest approve = decision(op, QStringLiteral("Alex"), QStringLiteral("text checked"), DecisionAction::ApproveContent);
    approve.contentVersion = 1;
    QVERIFY(l->decide(approve, m_now).applied);
    QCOMPARE(l->runnableSteps(m_now, 10).value(), QList<qint64>{steps.at(1).step.rowId}); // resume at the open step only
    QVERIFY(!l->reserve(steps.at(0).step.rowId, QStringLiteral("w"), 30'000, m_now)); // confirmed: never again
    QVERIFY2(l->lastError().message.contains(QStringLiteral("never executed again")), qPrintable(l->lastError().message));
    auto r2 = l->reserve(steps.at(1).step.rowId, QStringLiteral("w"), 30'000, m_now);
    QVERIFY(r2);
    QCOMPARE(r2->content.approvedBy, QStringLiteral("Alex"));
    QCOMPARE(r2->content.sha256, sha256Hex(r2->content.body));
}

void TestLedger::fourEyesByRecordedNames()
{
    // On PostgreSQL the second reviewer is another login the database
    // authenticated (tst_ledger_postgres fourEyesNeedsAnotherLogin); in a
    // single-user file, another recorded name (advisory, docs/team-setup.md).
    if (onPostgres())
        QSKIP("one login here: tst_ledger_postgres fourEyesNeedsAnotherLogin covers PostgreSQL");
    auto l = open(QStringLiteral("foureyes.sqlite"));
    QVERIFY(l);
    OperationPlan plan = twoStepPlan();
    plan.fourEyes = {DecisionAction::ConfirmNotExecuted, DecisionAction::RetryOpenStep};
    const QString op = heldOperation(*l, QStringLiteral("evt-4e"), m_now, plan);
    const qint64 step = l->steps(op).value().at(0).step.rowId;
    const QDateTime later = m_now.addSecs(120);
    const auto absent = [](const QDateTime &at) { return LookupEvidence{LookupResult::Absent, {}, 200, QStringLiteral("no record"), {}, {}, at}; };

    // Alex confirms "not executed": only a request; the step stays as it was.
    DecisionRequest confirm = decision(op, QStringLiteral("Alex"), QStringLiteral("checked the CRM by hand: no task"),
                                       DecisionAction::ConfirmNotExecuted);
    confirm.confirmedNotExecuted = true;
    confirm.lookup = absent(later);
    const DecisionOutcome asked = l->decide(confirm, later);
    QVERIFY2(asked.applied && asked.requested, qPrintable(asked.reason));
    QCOMPARE(toString(l->steps(op).value().at(0).step.holdReason), toString(HoldReason::UnresolvedUncertain));
    auto waiting = l->operation(op);
    QVERIFY(waiting->waitsForCountersign());
    QCOMPARE(waiting->requestedBy, QStringLiteral("Alex"));
    QCOMPARE(toString(waiting->requestedAction), toString(DecisionAction::ConfirmNotExecuted));
    QCOMPARE(l->reader().queueCounts()->waitingForCountersign, 1);
    OperationFilter queue;
    queue.waitingForCountersign = true;
    QCOMPARE(l->reader().page(queue)->rows.size(), 1);
    QCOMPARE(l->reader().page(queue)->total, 1);

    // Meanwhile nothing else is decided on it, and Alex cannot countersign himself.
    DecisionRequest retry = decision(op, QStringLiteral("Blake"), QStringLiteral("customer waits"), DecisionAction::RetryOpenStep);
    const DecisionOutcome blocked = l->decide(retry, later.addSecs(1));
    QVERIFY(!blocked.applied);
    QVERIFY2(blocked.reason.contains(QLatin1String("waits for a second reviewer")), qPrintable(blocked.reason));
    DecisionRequest selfSign = decision(op, QStringLiteral("alex"), QStringLiteral("looks fine"), DecisionAction::Countersign);
    selfSign.lookup = absent(later.addSecs(2));
    const DecisionOutcome self = l->decide(selfSign, later.addSecs(2));
    QVERIFY(!self.applied);
    QVERIFY2(self.reason.contains(QLatin1String("you made this request")), qPrintable(self.reason));
    QVERIFY(!l->decide(decision(op, QStringLiteral("Blake"), QStringLiteral("not mine"), DecisionAction::Withdraw), later.addSecs(2)).applied);

    // Blake countersigns, with his own lookup: the confirmation is applied.
    DecisionRequest countersign = decision(op, QStringLiteral("Blake"), QStringLiteral("searched again: no task"), DecisionAction::Countersign);
    countersign.lookup = absent(later.addSecs(3));
    const DecisionOutcome signedOff = l->decide(countersign, later.addSecs(3));
    QVERIFY2(signedOff.applied && !signedOff.requested, qPrintable(signedOff.reason));
    QCOMPARE(toString(l->steps(op).value().at(0).step.holdReason), toString(HoldReason::NotExecuted));
    QVERIFY(!l->operation(op)->waitsForCountersign());
    QCOMPARE(l->reader().queueCounts()->waitingForCountersign, 0);

    // The retry is under four eyes too: requested, withdrawn, requested, turned down, requested, countersigned.
    QVERIFY(l->decide(retry, later.addSecs(4)).requested);
    QVERIFY(!l->reserve(step, QStringLiteral("runner"), 30'000, later.addSecs(4))); // nothing is sent while it waits
    QVERIFY(l->decide(decision(op, QStringLiteral("Blake"), QStringLiteral("wrong order"), DecisionAction::Withdraw), later.addSecs(5)).applied);
    QVERIFY(l->decide(retry, later.addSecs(6)).requested);
    const DecisionOutcome turnedDown = l->decide(decision(op, QStringLiteral("Alex"), {}, DecisionAction::TurnDown), later.addSecs(7));
    QVERIFY2(!turnedDown.applied && turnedDown.reason.contains(QLatin1String("rationale")), qPrintable(turnedDown.reason));
    QVERIFY(l->decide(decision(op, QStringLiteral("Alex"), QStringLiteral("CRM still down"), DecisionAction::TurnDown), later.addSecs(7)).applied);
    QCOMPARE(toString(l->operation(op)->state), toString(OperationState::Held));
    QVERIFY(l->decide(retry, later.addSecs(8)).requested);
    QVERIFY(!l->reserve(step, QStringLiteral("runner"), 30'000, later.addSecs(8)));
    const DecisionOutcome resent = l->decide(decision(op, QStringLiteral("Alex"), QStringLiteral("CRM is back"), DecisionAction::Countersign),
                                             later.addSecs(9));
    QVERIFY2(resent.applied, qPrintable(resent.reason));
    QCOMPARE(toString(l->operation(op)->state), toString(OperationState::Running));
    auto second = l->reserve(step, QStringLiteral("runner"), 30'000, later.addSecs(10));
    QVERIFY(second);
    QCOMPARE(second->attempt.number, 2);

    // Every request, refusal, withdrawal and countersign is in the chain.
    QStringList actions;
    for (const Decision &d : l->decisions(op).value())
        actions << toString(d.action) + (d.payload.contains(QLatin1String("\"request\":true")) ? QStringLiteral("?") : QString());
    QCOMPARE(actions, (QStringList{QStringLiteral("confirm-not-executed?"), QStringLiteral("countersign"), QStringLiteral("retry-open-step?"),
                                   QStringLiteral("withdraw"), QStringLiteral("retry-open-step?"), QStringLiteral("turn-down"),
                                   QStringLiteral("retry-open-step?"), QStringLiteral("countersign")}));
    QVERIFY(l->verifyChain().ok);
}

void TestLedger::newOperationOnlyAfterResolution()
{
    auto l = open(QStringLiteral("no.sqlite"));
    const QString op = l->ingest(delivery(QStringLiteral("evt-1"), QStringLiteral("whk-1")), m_now)->operationId;
    const qint64 s1 = l->steps(op).value().at(0).step.rowId;
    auto r = l->reserve(s1, QStringLiteral("w"), 30'000, m_now);
    QVERIFY(l->finishAttempt(r->attempt.id, {Outcome::Uncertain, 0, QStringLiteral("reset"), {}, {}, {}, false}, 0, m_now));
    DecisionRequest fresh = decision(op, QStringLiteral("Alex"), QStringLiteral("start over"), DecisionAction::NewOperation);
    const auto refused = l->decide(fresh, m_now);
    QVERIFY(!refused.applied);
    QVERIFY2(refused.reason.contains(QStringLiteral("unresolved")), qPrintable(refused.reason));
    DecisionRequest notExecuted = decision(op, QStringLiteral("Alex"), QStringLiteral("CRM shows nothing"), DecisionAction::ConfirmNotExecuted);
    notExecuted.confirmedNotExecuted = true;
    notExecuted.lookup = LookupEvidence{LookupResult::Absent, {}, 200, QStringLiteral("no record"), {}, {}};
    // The attempt may still be executing at the target until its reservation
    // runs out: nothing is called "not executed" before then.
    const auto tooEarly = l->decide(notExecuted, m_now);
    QVERIFY(!tooEarly.applied);
    QVERIFY2(tooEarly.reason.contains(QStringLiteral("may still be executing")), qPrintable(tooEarly.reason));
    const QDateTime later = m_now.addSecs(60);
    // The same "absent", taken back then, recorded a minute later: it was
    // seen before the target could show the record, so it proves nothing.
    notExecuted.lookup->observedAt = m_now;
    const auto staleLookup = l->decide(notExecuted, later);
    QVERIFY(!staleLookup.applied);
    QVERIFY2(staleLookup.reason.contains(QStringLiteral("look again")), qPrintable(staleLookup.reason));
    notExecuted.lookup->observedAt = later;
    QVERIFY(l->decide(notExecuted, later).applied);
    // Malformed edited content is refused with its reason; nothing is recorded.
    fresh.newContent = QByteArray(R"json({"subject":"Follow up order (corrected)","body":"Call")json");
    const auto broken = l->decide(fresh, later);
    QVERIFY(!broken.applied);
    QVERIFY2(broken.reason.contains(QStringLiteral("not valid JSON")), qPrintable(broken.reason));
    fresh.newContent = QByteArray(R"json({"subject":"","body":"Call"})json");
    QVERIFY(!l->decide(fresh, later).applied);
    QCOMPARE(l->decisions(op).value().size(), 1);
    fresh.newContent = QByteArray(R"json({"subject":"Follow up order (corrected)","body":"Call"})json");
    const auto started = l->decide(fresh, later);
    QVERIFY2(started.applied, qPrintable(started.reason));
    QVERIFY(!started.newOperationId.isEmpty());
    const auto newOp = l->operation(started.newOperationId);
    QCOMPARE(newOp->supersedes, op);
    QCOMPARE(l->operation(op)->supersededBy, started.newOperationId);
    QCOMPARE(toString(l->operation(op)->state), toString(OperationState::Abandoned));
    // Edited content is a new version that needs its own approval.
    QCOMPARE(toString(newOp->state), toString(OperationState::AwaitingApproval));
    const StepRecord newStep = l->steps(started.newOperationId).value().at(0);
    const QString oldReference = l->steps(op).value().at(0).step.reference;
    QVERIFY(newStep.step.reference != oldReference);
    // The edited content carries the new step's own reference, also where the
    // reviewer's text still named the old one; never the old operation's.
    const QByteArray body = l->contentVersion(newStep.step.rowId, newStep.step.contentVersion)->body;
    const QJsonObject content = QJsonDocument::fromJson(body).object();
    QCOMPARE(content.value(QStringLiteral("reference")).toString(), newStep.step.reference);
    QCOMPARE(content.value(QStringLiteral("subject")).toString(), QStringLiteral("Follow up order (corrected)"));
    QVERIFY(!body.contains(oldReference.toUtf8()));
    QCOMPARE(rereferenced(R"({"body":"ref rl_old","reference":"rl_old","subject":"s"})", QStringLiteral("rl_old"), QStringLiteral("rl_new")),
             QByteArray(R"({"body":"ref rl_new","reference":"rl_new","subject":"s"})"));
    QVERIFY(!l->decide(fresh, m_now).applied); // only once
}

void TestLedger::expiredReservationBecomesUncertain()
{
    auto l = open(QStringLiteral("ex.sqlite"));
    const QString op = l->ingest(delivery(QStringLiteral("evt-1"), QStringLiteral("whk-1")), m_now)->operationId;
    const qint64 s1 = l->steps(op).value().at(0).step.rowId;
    QVERIFY(l->reserve(s1, QStringLiteral("dying-worker"), 1000, m_now));
    QVERIFY(l->expiredReservations(m_now, 10).value().isEmpty());
    QCOMPARE(l->expiredReservations(m_now.addSecs(2), 10).value(), QList<qint64>{s1});
    QVERIFY(l->expireReservation(s1, m_now.addSecs(2)));
    // Never back to pending: the dead worker may have sent the request.
    QCOMPARE(toString(l->steps(op).value().at(0).step.state), toString(StepState::Uncertain));
    QCOMPARE(toString(*l->attempts(op).value().at(0).outcome), toString(Outcome::Uncertain));
    // Said as a code, put into words when read; the English record beside it.
    QCOMPARE(l->attempts(op).value().at(0).errorSaid, Said::of("attempt.worker_silent"));
    QCOMPARE(l->attempts(op).value().at(0).error, Said::of("attempt.worker_silent").english());
    // The dead worker's answer arriving late moves nothing (reconciliation
    // decides), but what the target said is kept (docs/design.md rule 19):
    // as the attempt's evidence, and the record id as the step's reference.
    const QString attemptId = l->attempts(op).value().at(0).id;
    const auto late = l->finishAttempt(attemptId, {Outcome::Succeeded, 201, {}, QStringLiteral("task_late"), QStringLiteral("created"), {}, false},
                                       0, m_now.addSecs(3));
    QVERIFY(!late);
    QCOMPARE(int(late.error().kind), int(LedgerError::Kind::Refused));
    QVERIFY2(late.error().message.contains(QStringLiteral("already finished")), qPrintable(late.error().message));
    QCOMPARE(toString(l->steps(op).value().at(0).step.state), toString(StepState::Uncertain));
    QCOMPARE(l->steps(op).value().at(0).step.targetReference, QStringLiteral("task_late"));
    bool kept = false;
    for (const Evidence &e : l->evidence(op).value())
        kept = kept || (e.attemptId == attemptId && e.kind == QLatin1String("response") && e.targetReference == QLatin1String("task_late"));
    QVERIFY2(kept, "the late answer is not in the evidence");
    // The attempt keeps the outcome it was closed with.
    QCOMPARE(toString(*l->attempts(op).value().at(0).outcome), toString(Outcome::Uncertain));
}

void TestLedger::deliveryEventsBeforeTheirMessageIdAreKept()
{
    // A mail service's event can arrive before the send's answer is
    // recorded (a slow answer, a late one, serve killed in between). The
    // service never sends it again once answered: it is kept, and attached
    // to the step when the step carries its message id.
    auto l = open(QStringLiteral("early.sqlite"));
    const QString op = l->ingest(delivery(QStringLiteral("evt-1"), QStringLiteral("whk-1")), m_now)->operationId;
    const StepRecord mail = l->steps(op).value().at(1);
    DeliveryEvent bounce;
    bounce.target = mail.step.target;
    bounce.messageId = QStringLiteral("msg-early");
    bounce.eventId = QStringLiteral("bounce-1");
    bounce.status = QStringLiteral("bounced");
    bounce.observedAt = m_now.addSecs(4);
    bounce.summary = QStringLiteral("hard bounce");
    QCOMPARE(int(l->recordDeliveryEvent(bounce).value()), int(DeliveryEventResult::Kept));
    QCOMPARE(int(l->recordDeliveryEvent(bounce).value()), int(DeliveryEventResult::Duplicate)); // the service repeats it
    // Nothing to attach yet.
    QCOMPARE(l->attachEarlyDeliveryEvents(m_now.addSecs(5), 50).value(), 0);
    // The e-mail step's send answers with that message id.
    const auto crm = l->reserve(l->steps(op).value().at(0).step.rowId, QStringLiteral("w"), 60'000, m_now);
    QVERIFY(crm);
    QVERIFY(l->finishAttempt(crm->attempt.id, {Outcome::Succeeded, 201, {}, QStringLiteral("task_1"), {}, {}, false}, 0, m_now));
    const auto r = l->reserve(mail.step.rowId, QStringLiteral("w"), 60'000, m_now.addSecs(1));
    QVERIFY2(r, qPrintable(r.error().message));
    QVERIFY(l->finishAttempt(r->attempt.id, {Outcome::Succeeded, 202, {}, QStringLiteral("msg-early"), {}, {}, false}, 0, m_now.addSecs(6)));
    QCOMPARE(l->attachEarlyDeliveryEvents(m_now.addSecs(7), 50).value(), 1);
    QCOMPARE(l->steps(op).value().at(1).delivery, QStringLiteral("bounced"));
    int events = 0;
    for (const Evidence &e : l->evidence(op).value())
        events += e.kind == QLatin1String("delivery_event") && e.result == QLatin1String("bounced");
    QCOMPARE(events, 1);
    // Attached once: nothing left, and the same event again is a repeat.
    QCOMPARE(l->attachEarlyDeliveryEvents(m_now.addSecs(8), 50).value(), 0);
    QCOMPARE(int(l->recordDeliveryEvent(bounce).value()), int(DeliveryEventResult::Duplicate));
}

void TestLedger::changedBytesNeverReuseTheKey()
{
    auto l = open(QStringLiteral("fp.sqlite"));
    const QString op = l->ingest(delivery(QStringLiteral("evt-1"), QStringLiteral("whk-1")), m_now)->operationId;
    const qint64 s1 = l->steps(op).value().at(0).step.rowId;
    // The fingerprint is of what the connector would really send.
    QString sent = QStringLiteral("bytes-a");
    const auto fingerprintOf = [&](const QString &, const QByteArray &) { return sent; };
    auto r = l->reserve(s1, QStringLiteral("w"), 1000, m_now, false, fingerprintOf);
    QVERIFY(r);
    QCOMPARE(r->attempt.requestFingerprint, QStringLiteral("bytes-a"));
    QVERIFY(l->finishAttempt(r->attempt.id, {Outcome::FailedBeforeAction, 503, QStringLiteral("down"), {}, {}, {}, false}, 0, m_now));
    // The next attempt would send other bytes under the same key: refused, nothing recorded.
    sent = QStringLiteral("bytes-b");
    QVERIFY(!l->reserve(s1, QStringLiteral("w"), 1000, m_now.addSecs(5), false, fingerprintOf));
    QVERIFY2(l->lastError().message.contains(QStringLiteral("never goes out under the old key")), qPrintable(l->lastError().message));
    QCOMPARE(l->attempts(op).value().size(), 1);
    sent = QStringLiteral("bytes-a");
    QVERIFY(l->reserve(s1, QStringLiteral("w"), 1000, m_now.addSecs(5), false, fingerprintOf));
}

void TestLedger::requestIsMadeOutsideTheWriteLock()
{
    if (onPostgres())
        QSKIP("the write lock probed is SQLite's; the request is made before the transaction on both engines");
    auto l = open(QStringLiteral("lock.sqlite"));
    QList<qint64> steps;
    for (int i = 0; i < 2; ++i) {
        const QString op = l->ingest(delivery(QStringLiteral("evt-%1").arg(i), QStringLiteral("whk-%1").arg(i)), m_now)->operationId;
        steps << l->steps(op).value().at(0).step.rowId;
    }
    // The caller's fingerprint code (a signature, a log line, a slow call)
    // runs while another connection may still write: it takes the write
    // lock itself, without waiting, from inside the callback.
    QSqlDatabase other = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("probe"));
    other.setDatabaseName(path(QStringLiteral("lock.sqlite")));
    other.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=0"));
    QVERIFY(other.open());
    const auto cleanup = qScopeGuard([&] {
        other.close();
        other = {};
        QSqlDatabase::removeDatabase(QStringLiteral("probe"));
    });
    QStringList lockedOut;
    int called = 0;
    const auto fingerprintOf = [&](const QString &reference, const QByteArray &body) {
        ++called;
        QSqlQuery q(other);
        if (!q.exec(QStringLiteral("BEGIN IMMEDIATE")))
            lockedOut << q.lastError().text();
        else
            q.exec(QStringLiteral("ROLLBACK"));
        return QString::fromLatin1(QCryptographicHash::hash(reference.toUtf8() + body, QCryptographicHash::Sha256).toHex());
    };
    // One step reserved, the other claimed in a batch: both made their request unlocked.
    QVERIFY(l->reserve(steps.at(0), QStringLiteral("w"), 1000, m_now, false, fingerprintOf));
    const auto claimed = l->claim(QStringLiteral("w"), 10, m_now, [&](const StepRecord &) {
        return std::optional<Ledger::ClaimTerms>(Ledger::ClaimTerms{1000, fingerprintOf, {}});
    });
    QVERIFY(claimed);
    QCOMPARE(claimed->size(), 1);
    QCOMPARE(claimed->first().step.step.rowId, steps.at(1));
    QCOMPARE(called, 2);
    QVERIFY2(lockedOut.isEmpty(), qPrintable(lockedOut.join(QLatin1String("; "))));
}

void TestLedger::aTriggerTheSchemaDoesNotDefineIsFound()
{
    // A trigger that swallows decisions (BEFORE INSERT … RAISE(IGNORE), or a
    // PostgreSQL trigger function returning NULL), under the name of a trigger
    // the schema defines on another table: a decision is refused, not said
    // recorded while its changes stand unrecorded, and verify names it.
    auto l = open(QStringLiteral("foreign.sqlite"));
    QVERIFY(l);
    const QString op = l->ingest(delivery(QStringLiteral("evt-1"), QStringLiteral("whk-1")), m_now)->operationId;
    QVERIFY(l->verifyChain().ok);
    {
        RawDb raw(location(QStringLiteral("foreign.sqlite")));
        if (raw.isPostgres()) {
            QVERIFY2(raw.exec(QStringLiteral("CREATE FUNCTION swallow() RETURNS trigger AS $$ BEGIN RETURN NULL; END $$ LANGUAGE plpgsql")),
                     qPrintable(raw.lastError()));
            QVERIFY2(raw.exec(QStringLiteral("CREATE TRIGGER checkpoints_append_only BEFORE INSERT ON decisions FOR EACH ROW"
                                             " EXECUTE FUNCTION swallow()")),
                     qPrintable(raw.lastError()));
        } else {
            QVERIFY(raw.exec(QStringLiteral("DROP TRIGGER checkpoints_no_update")));
            QVERIFY(raw.exec(QStringLiteral("CREATE TRIGGER checkpoints_no_update BEFORE INSERT ON decisions BEGIN SELECT RAISE(IGNORE); END")));
        }
    }
    DecisionRequest req = decision(op, QStringLiteral("Reviewer"), QStringLiteral("handover"), DecisionAction::Assign);
    req.assignTo = QStringLiteral("Alex");
    const DecisionOutcome o = l->decide(req, m_now.addSecs(1));
    QVERIFY(!o.applied);
    QVERIFY2((o.reason + o.error.message).contains(QStringLiteral("swallowed")), qPrintable(o.reason + o.error.message));
    QCOMPARE(l->decisions(op).value().size(), 0);
    const ChainVerification v = l->verifyChain();
    QVERIFY(!v.ok);
    QCOMPARE(v.finding, ChainVerification::Finding::GuardsRemoved);
    QVERIFY2(v.problem.contains(QStringLiteral("checkpoints_%1 on decisions").arg(onPostgres() ? QStringLiteral("append_only")
                                                                                              : QStringLiteral("no_update"))),
             qPrintable(v.problem));
}

void TestLedger::guardsOfTheNewestSchemaAreTheGenerators()
{
    // The guards a team's database enforces are frozen text per migration
    // (models/ledger/migrations/). The newest migration that installs them
    // must install what this build's table of actions, roles and step moves
    // makes: a new action (or role, or step move) is a new migration that
    // runs PostgresDialect::currentGuards(), not an edit of an old one.
    const PostgresDialect d;
    QStringList installed;
    for (const QString &sql : d.frozenGuards(17)) {
        if (sql.startsWith(QLatin1String("CREATE OR REPLACE FUNCTION")))
            installed << sql;
    }
    const QStringList current = d.currentGuards();
    QCOMPARE(installed.size(), current.size());
    for (qsizetype i = 0; i < current.size(); ++i)
        QVERIFY2(installed.at(i) == current.at(i),
                 qPrintable(QStringLiteral("the guard %1 differs from schema 17's: add a migration that installs currentGuards()")
                                .arg(current.at(i).section(QLatin1Char('('), 0, 0))));
    // Older migrations keep their own text: schema 10 knew eight actions.
    const QString identity10 = d.frozenGuards(10).value(0);
    QVERIFY(identity10.contains(QStringLiteral("'abandon'")) && !identity10.contains(QStringLiteral("'countersign'")));
    QVERIFY(d.frozenGuards(11).value(0).contains(QStringLiteral("'countersign'")));
    QVERIFY(!d.frozenGuards(11).value(0).contains(QStringLiteral("'erase'")));
    QVERIFY(SqliteDialect().frozenGuards(17).isEmpty());
}

void TestLedger::duplicatesFoundAfterSuccessAreHeld()
{
    auto l = open(QStringLiteral("dup.sqlite"));
    IncomingDelivery d = delivery(QStringLiteral("evt-1"), QStringLiteral("whk-1"));
    d.flows.first().steps.first().policy.verifyByLookup = true;
    d.flows.first().steps.first().policy.settleMs = 2000;
    const QString op = l->ingest(d, m_now)->operationId;
    const qint64 s1 = l->steps(op).value().at(0).step.rowId;
    auto r = l->reserve(s1, QStringLiteral("w"), 1000, m_now);
    QVERIFY(l->finishAttempt(r->attempt.id, {Outcome::Succeeded, 201, {}, QStringLiteral("task_1"), QStringLiteral("created"), {}, false}, 0, m_now));
    // The confirming lookup is due once the target's search has settled.
    QCOMPARE(toString(l->steps(op).value().at(0).step.state), toString(StepState::Confirmed));
    QVERIFY(l->stepsDueForVerification(m_now.addSecs(1), 10).value().isEmpty());
    QCOMPARE(l->stepsDueForVerification(m_now.addSecs(2), 10).value(), QList<qint64>{s1});
    LookupEvidence two{LookupResult::Ambiguous, {}, 200, QStringLiteral("2 records"), {}, {QStringLiteral("task_1"), QStringLiteral("task_2")}};
    two.said = Said::of("lookup.several", {QStringLiteral("2"), QStringLiteral("task_1, task_2")});
    QVERIFY(l->recordVerification(s1, two, m_now.addSecs(2)));
    QCOMPARE(toString(l->steps(op).value().at(0).step.holdReason), toString(HoldReason::DuplicateAtTarget));
    QCOMPARE(toString(l->operation(op)->state), toString(OperationState::Held));
    QCOMPARE(l->counts().value().duplicatesAtTarget, 1);
    QStringList records;
    QList<Said> said;
    for (const Evidence &e : l->evidence(op).value()) {
        if (e.kind == QLatin1String("duplicate"))
            records << e.targetReference;
        if (e.kind == QLatin1String("verify") || e.kind == QLatin1String("duplicate"))
            said << e.said;
    }
    QCOMPARE(records, (QStringList{QStringLiteral("task_1"), QStringLiteral("task_2")}));
    // Each row keeps what was said as a code with its parameters.
    QCOMPARE(said, (QList<Said>{two.said, Said::of("lookup.duplicate_record", {QStringLiteral("task_1")}),
                                Said::of("lookup.duplicate_record", {QStringLiteral("task_2")})}));
    QVERIFY(l->stepsDueForVerification(m_now.addSecs(10), 10).value().isEmpty()); // checked once
    // Adopting never settles a duplicate while both records exist.
    DecisionRequest adopt = decision(op, QStringLiteral("Alex"), QStringLiteral("kept task_1, deleted task_2"), DecisionAction::Adopt);
    adopt.adoptReference = QStringLiteral("task_1");
    adopt.lookup = two;
    const auto whileTwo = l->decide(adopt, m_now.addSecs(20));
    QVERIFY(!whileTwo.applied);
    QVERIFY2(whileTwo.reason.contains(QStringLiteral("several records")) && whileTwo.reason.contains(QStringLiteral("task_2")),
             qPrintable(whileTwo.reason));
    // Adopting needs a record the target showed for this reference.
    adopt.adoptReference = QStringLiteral("task_999999");
    adopt.lookup = LookupEvidence{LookupResult::Found, QStringLiteral("task_1"), 200, QStringLiteral("found task_1"), {}, {QStringLiteral("task_1")}};
    const auto refused = l->decide(adopt, m_now.addSecs(20));
    QVERIFY(!refused.applied);
    QVERIFY2(refused.reason.contains(QStringLiteral("does not know task_999999")), qPrintable(refused.reason));
    adopt.lookup.reset();
    adopt.adoptReference = QStringLiteral("task_1");
    QVERIFY(!l->decide(adopt, m_now.addSecs(20)).applied); // no lookup, no adoption
    adopt.lookup = LookupEvidence{LookupResult::Found, QStringLiteral("task_1"), 200, QStringLiteral("found task_1"), {}, {QStringLiteral("task_1")}};
    QVERIFY(l->decide(adopt, m_now.addSecs(20)).applied);
    QCOMPARE(toString(l->steps(op).value().at(0).step.state), toString(StepState::Confirmed));
}

void TestLedger::chainEncodingMatchesTheKnownAnswerVector()
{
    // The vector docs/ledger.md publishes: an auditor re-verifies a ledger with it in any language.
    QFile f(QStringLiteral(RUNLEDGER_SOURCE_DIR "/tests/data/chain/vector.json"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonArray entries = QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("entries")).toArray();
    QCOMPARE(entries.size(), 3);
    DecisionChain::Verifier verifier;
    for (const QJsonValue &v : entries) {
        const QJsonObject fields = v.toObject().value(QStringLiteral("fields")).toObject();
        const auto field = [&](const char *k) { return fields.value(QLatin1String(k)).toString(); };
        Decision d;
        d.seq = field("seq").toLongLong();
        d.decidedAt = QDateTime::fromString(field("decided_at"), Qt::ISODateWithMs);
        d.reviewer = field("reviewer");
        d.operationId = field("operation_id");
        d.stepPosition = field("step_position").toInt();
        const auto action = decisionActionFromString(field("action"));
        QVERIFY(action);
        d.action = *action;
        d.rationale = field("rationale");
        d.payload = field("payload");
        d.prevHash = field("prev_hash");
        d.login = field("login"); // from schema 10 on; absent: encoded as before
        const QByteArray expected = v.toObject().value(QStringLiteral("canonical")).toString().toUtf8();
        QCOMPARE(Ledger::canonicalEncoding(d), expected);
        QCOMPARE(Ledger::chainHash(d), v.toObject().value(QStringLiteral("hash")).toString());
        const QByteArray seq = QByteArray::number(d.seq), at = field("decided_at").toUtf8(), reviewer = d.reviewer.toUtf8(),
                         op = d.operationId.toUtf8(), pos = QByteArray::number(d.stepPosition), act = field("action").toUtf8(),
                         rationale = d.rationale.toUtf8(), payload = d.payload.toUtf8(), prev = d.prevHash.toUtf8(),
                         login = d.login.toUtf8(), hash = Ledger::chainHash(d).toUtf8();
        QVERIFY(verifier.feed(d.seq, {seq, at, reviewer, op, pos, act, rationale, payload, prev, login}, hash));
        if (d.seq == 1) {
            // One changed byte is caught.
            QByteArray changed = rationale;
            changed[0] = char(changed[0] ^ 1);
            DecisionChain::Verifier fresh;
            QVERIFY(!fresh.feed(1, {seq, at, reviewer, op, pos, act, changed, payload, prev, login}, hash));
            QCOMPARE(fresh.problem(), DecisionChain::Verifier::Problem::Changed);
        }
    }
    QCOMPARE(verifier.count(), 3);
    QCOMPARE(verifier.headHash(), entries.last().toObject().value(QStringLiteral("hash")).toString());
}

void TestLedger::chainEncodingMatchesQtJsonOnAnyText()
{
    // Ledgers written before the encoder had its own code were hashed over
    // QJsonDocument's compact output: the two must agree byte for byte, on
    // every control character, quote, backslash, non-ASCII and non-BMP text.
    QStringList samples;
    for (char16_t c = 0; c < 0x80; ++c)
        samples << QString(QChar(c)) + QStringLiteral("x") + QString(QChar(c));
    samples << QStringLiteral("Prüfung – ✓ 😀 \u2028\u2029 \u00a0") << QString() << QStringLiteral("\\\"\\u0000\"");
    QRandomGenerator rng = rl::testing::seededRandom("chainEncodingMatchesQtJsonOnAnyText", 20261209);
    static const char16_t alphabet[] = {u'a', u'"', u'\\', u'\n', u'\t', 0x01, 0x1f, 0x7f, 0xe9, 0x4e2d, 0x2028, u' ', u'/'};
    for (int i = 0; i < 2000; ++i) {
        QString s;
        const int n = rng.bounded(0, 40);
        for (int k = 0; k < n; ++k) {
            if (rng.bounded(8) == 0)
                s += QString::fromUcs4(std::array<char32_t, 1>{char32_t(0x1F600 + rng.bounded(50))}.data(), 1);
            else
                s += QChar(alphabet[rng.bounded(int(std::size(alphabet)))]);
        }
        samples << s;
    }
    for (const QString &text : std::as_const(samples)) {
        Decision d;
        d.seq = 7;
        d.decidedAt = QDateTime::fromMSecsSinceEpoch(1'780'000'000'123, Qt::UTC);
        d.reviewer = text;
        d.operationId = QStringLiteral("op_x");
        d.stepPosition = 2;
        d.action = DecisionAction::Abandon;
        d.rationale = text + QStringLiteral(" / ") + text;
        d.payload = text;
        d.prevHash = QString::fromLatin1(DecisionChain::GenesisHash);
        QJsonObject o;
        o.insert(QStringLiteral("seq"), QStringLiteral("7"));
        o.insert(QStringLiteral("decided_at"), isoUtc(d.decidedAt));
        o.insert(QStringLiteral("reviewer"), d.reviewer);
        o.insert(QStringLiteral("operation_id"), d.operationId);
        o.insert(QStringLiteral("step_position"), QStringLiteral("2"));
        o.insert(QStringLiteral("action"), toString(d.action));
        o.insert(QStringLiteral("rationale"), d.rationale);
        o.insert(QStringLiteral("payload"), d.payload);
        o.insert(QStringLiteral("prev_hash"), d.prevHash);
        QCOMPARE(Ledger::canonicalEncoding(d), QJsonDocument(o).toJson(QJsonDocument::Compact));
    }
}

QTEST_GUILESS_MAIN(TestLedger)
#include "tst_ledger.moc"
