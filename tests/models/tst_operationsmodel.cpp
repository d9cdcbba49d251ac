// SPDX-License-Identifier: GPL-3.0-or-later
#include "itemdataroles.h"
#include "ledgerclient.h"
#include "ledgerfixture.h"
#include "operationsmodel.h"

#include <QAbstractItemModelTester>
#include <QSortFilterProxyModel>
#include <QSet>
#include <QSignalSpy>
#include <QTest>
#include <QTranslator>

using namespace rl::models;
using namespace rl::testing;

class TestOperationsModel final : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void pagesLazilyAndFilters();
    void lastMinuteStillCounts();
    void passesModelTester();
    void staleAnswersAreDropped();
    void supersededDetailsAreNeverRead();
    void memoryStaysBounded();
    void proxyKeepsIds();
    void translated_data();
    void translated();
};

namespace {
std::unique_ptr<Ledger> seeded(const QTemporaryDir &dir, int n)
{
    LedgerError e;
    auto l = Ledger::open(QDir(dir.path()).filePath(QStringLiteral("m.sqlite")), Ledger::OpenMode::CreateOrMigrate, &e);
    QList<IncomingDelivery> batch;
    for (int i = 0; i < n; ++i) {
        batch.append(delivery(QStringLiteral("evt-%1").arg(i), QStringLiteral("whk-%1").arg(i)));
        batch.last().orderRef = QString::number(1000 + i);
    }
    l->ingestBatch(batch, QDateTime::currentDateTimeUtc());
    return l;
}

// The console's way to the same ledger: its own thread and connection.
std::unique_ptr<LedgerClient> clientOf(const Ledger &l)
{
    LedgerError e;
    auto c = LedgerClient::open(l.location(), &e);
    if (!c)
        qFatal("%s", qPrintable(e.message));
    return c;
}

// Every answer asked for so far has arrived and is applied.
bool settled(const LedgerClient &c) { return QTest::qWaitFor([&] { return c.pending() == 0; }, 10'000); }

// A cell as a view sees it once its page has arrived.
QVariant cell(const OperationsModel &m, const LedgerClient &c, int row, int column, int role = Qt::DisplayRole)
{
    QVariant v = m.index(row, column).data(role);
    if (!v.isValid() && settled(c))
        v = m.index(row, column).data(role);
    return v;
}
} // namespace

void TestOperationsModel::pagesLazilyAndFilters()
{
    QTemporaryDir dir;
    auto l = seeded(dir, 450);
    auto client = clientOf(*l);
    OperationsModel model(client.get());
    QSignalSpy reloaded(&model, &OperationsModel::reloaded);
    model.setFilter(std::nullopt, {});
    // Nothing waits for the ledger: the answer comes later, with the count
    // and the first page from one read.
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(model.isLoading());
    QVERIFY(reloaded.wait());
    QCOMPARE(model.rowCount(), 450);
    QCOMPARE(model.cachedPages(), 1);
    OperationFilter all;
    all.limit = 1000;
    const QList<Operation> expected = l->operations(all).value(); // id order
    QVERIFY(!model.index(449, 0).data(IdRole).isValid()); // asked for; not there yet
    QCOMPARE(cell(model, *client, 449, 0, IdRole).toString(), expected.at(449).id);
    QCOMPARE(model.cachedPages(), 2); // the first and the last page, read by offset
    QCOMPARE(cell(model, *client, 0, 0, IdRole).toString(), expected.at(0).id);
    QCOMPARE(cell(model, *client, 200, 0, IdRole).toString(), expected.at(200).id); // by keyset after page 0
    QCOMPARE(cell(model, *client, 399, 0, IdRole).toString(), expected.at(399).id);
    // Keyset order is id order, which is creation order for UUIDv7.
    QVERIFY(model.operationAt(0)->id < model.operationAt(449)->id);
    QCOMPARE(model.headerData(OperationsModel::State, Qt::Horizontal).toString(), QStringLiteral("State"));
    QCOMPARE(cell(model, *client, 0, OperationsModel::State).toString(), QStringLiteral("Running"));

    // Only the id (creation order, the primary key) sorts; the others say so.
    QVERIFY(OperationsModel::isSortable(OperationsModel::ShortId));
    for (int column = OperationsModel::Action; column < OperationsModel::ColumnCount; ++column)
        QVERIFY(!OperationsModel::isSortable(column));
    QCOMPARE(model.headerData(OperationsModel::Attempts, Qt::Horizontal, Qt::ToolTipRole).toString(),
             QStringLiteral("This column does not sort"));
    model.sort(OperationsModel::Attempts, Qt::DescendingOrder); // ignored: no reload, same order
    QVERIFY(!model.isLoading());
    model.sort(OperationsModel::ShortId, Qt::DescendingOrder); // newest first, in SQL
    QVERIFY(settled(*client));
    QCOMPARE(cell(model, *client, 0, 0, IdRole).toString(), expected.at(449).id);
    QCOMPARE(cell(model, *client, 449, 0, IdRole).toString(), expected.at(0).id);
    model.sort(OperationsModel::ShortId, Qt::AscendingOrder);

    model.setFilter(OperationState::Held, {});
    QVERIFY(settled(*client));
    QCOMPARE(model.rowCount(), 0);
    model.setFilter(OperationState::Running, {});
    QVERIFY(settled(*client));
    QCOMPARE(model.rowCount(), 450);

    // Search by event id finds exactly one.
    model.setFilter(std::nullopt, QStringLiteral("evt-17"));
    QVERIFY(settled(*client));
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.index(0, OperationsModel::SourceEvent).data().toString(),
             QStringLiteral("shopify:example-shop.myshopify.com · evt-17"));
    // By a delivery id as the store sends it, and by the order as a reviewer types it.
    model.setFilter(std::nullopt, QStringLiteral("whk-18"));
    QVERIFY(settled(*client));
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.index(0, OperationsModel::SourceEvent).data().toString(),
             QStringLiteral("shopify:example-shop.myshopify.com · evt-18"));
    for (const QString &typed : {QStringLiteral("#1019"), QStringLiteral("1019"), QStringLiteral(" #1019 ")}) {
        model.setFilter(std::nullopt, typed);
        QVERIFY(settled(*client));
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.index(0, OperationsModel::SourceEvent).data().toString(),
                 QStringLiteral("shopify:example-shop.myshopify.com · evt-19"));
    }
    // Exact, not a pattern: a part of an id finds nothing.
    model.setFilter(std::nullopt, QStringLiteral("evt-1"));
    QVERIFY(settled(*client));
    QCOMPARE(model.rowCount(), 1); // evt-1 itself, not evt-10 … evt-199
    model.setFilter(std::nullopt, QStringLiteral("%"));
    QVERIFY(settled(*client));
    QCOMPARE(model.rowCount(), 0);
    // The short id shown is the random end of the id: operations made in the
    // same millisecond still differ, and searching for it finds that one.
    model.setFilter(std::nullopt, {});
    QVERIFY(settled(*client));
    QSet<QString> shown;
    for (int row = 0; row < 450; ++row)
        shown.insert(cell(model, *client, row, OperationsModel::ShortId).toString());
    QCOMPARE(shown.size(), 450);
    const QString shortForm = cell(model, *client, 123, OperationsModel::ShortId).toString();
    QCOMPARE(shortForm.size(), 12);
    model.setFilter(std::nullopt, shortForm);
    QVERIFY(settled(*client));
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.index(0, 0).data(IdRole).toString(), expected.at(123).id);
    // And the whole id.
    model.setFilter(std::nullopt, expected.at(124).id);
    QVERIFY(settled(*client));
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.index(0, 0).data(IdRole).toString(), expected.at(124).id);
    model.setFilter(std::nullopt, {});
    model.refresh();
    QVERIFY(settled(*client));
    QCOMPARE(model.rowCount(), 450);
}

void TestOperationsModel::passesModelTester()
{
    QTemporaryDir dir;
    auto l = seeded(dir, 450);
    auto client = clientOf(*l);
    OperationsModel model(client.get());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setFilter(std::nullopt, {});
    QVERIFY(settled(*client));
    QCOMPARE(model.rowCount(), 450);
    for (int row = 0; row < 450; row += 50) // pages arriving one by one
        QVERIFY(cell(model, *client, row, 0).isValid());
    model.setFilter(OperationState::Held, {});
    QVERIFY(settled(*client));
    QCOMPARE(model.rowCount(), 0);
    model.setFilter(std::nullopt, QStringLiteral("evt-3"));
    model.refresh();
    QVERIFY(settled(*client));
    QCOMPARE(model.rowCount(), 1);
    model.sort(OperationsModel::ShortId, Qt::DescendingOrder);
    QVERIFY(settled(*client));
    // The ledger grows under the model: the next reload shows it.
    l->ingest(delivery(QStringLiteral("evt-new"), QStringLiteral("whk-new")), QDateTime::currentDateTimeUtc());
    model.setFilter(std::nullopt, {});
    QVERIFY(settled(*client));
    QCOMPARE(model.rowCount(), 451);
}

// A reviewer walks down the list faster than the ledger answers: the worker
// reads the selection it reaches last, not every one passed on the way; a
// request on another channel is not superseded by them.
void TestOperationsModel::supersededDetailsAreNeverRead()
{
    QTemporaryDir dir;
    auto l = seeded(dir, 30);
    auto client = clientOf(*l);
    const auto ops = l->operations({}).value();
    QCOMPARE(ops.size(), 30);
    QList<quint64> answered;
    connect(client.get(), &LedgerClient::detailsRead, this, [&](quint64 ticket, const OperationDetailsResult &r) {
        QVERIFY(r.ok());
        answered << ticket;
    });
    quint64 last = 0;
    for (const Operation &o : ops)
        last = client->readDetails({o.id}, QStringLiteral("details"));
    const quint64 notice = client->readDetails({ops.first().id}, QStringLiteral("notice"));
    QTRY_COMPARE_WITH_TIMEOUT(client->pending(), 0, 10'000);
    QVERIFY(answered.contains(last));
    QVERIFY(answered.contains(notice));
    // The first may already be running when the others arrive; the rest are skipped.
    QVERIFY2(answered.size() <= 4, qPrintable(QStringLiteral("%1 of 31 requests were read").arg(answered.size())));
}

void TestOperationsModel::staleAnswersAreDropped()
{
    // A reviewer types a search and clears it before the first answer came:
    // the answer for the search must not be shown for the cleared field.
    QTemporaryDir dir;
    auto l = seeded(dir, 30);
    auto client = clientOf(*l);
    OperationsModel model(client.get());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    for (int round = 0; round < 5; ++round) {
        model.setFilter(std::nullopt, QStringLiteral("evt-3"));
        model.setFilter(OperationState::Held, {});
        model.setFilter(std::nullopt, {});
        QVERIFY(settled(*client));
        QCOMPARE(model.rowCount(), 30);
        QCOMPARE(cell(model, *client, 29, OperationsModel::SourceEvent).toString().isEmpty(), false);
    }
}

void TestOperationsModel::memoryStaysBounded()
{
    QTemporaryDir dir;
    const int n = OperationsModel::PageSize * (OperationsModel::MaxPages + 6);
    auto l = seeded(dir, n);
    auto client = clientOf(*l);
    OperationsModel model(client.get());
    model.setFilter(std::nullopt, {});
    QVERIFY(settled(*client));
    QCOMPARE(model.rowCount(), n);
    for (int row = 0; row < n; row += OperationsModel::PageSize / 2)
        QVERIFY(cell(model, *client, row, 0).isValid());
    QCOMPARE(model.cachedPages(), OperationsModel::MaxPages); // old pages were let go
    QVERIFY(cell(model, *client, 0, 0).isValid());              // and come back when needed
    OperationFilter last;
    last.descending = true;
    last.limit = 1;
    QVERIFY(cell(model, *client, n - 1, 0).isValid());
    QCOMPARE(model.operationAt(n - 1)->id, l->operations(last).value().first().id);
}

void TestOperationsModel::proxyKeepsIds()
{
    QTemporaryDir dir;
    auto l = seeded(dir, 10);
    auto client = clientOf(*l);
    OperationsModel model(client.get());
    QSortFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setSortRole(SortRole);
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setFilter(std::nullopt, {});
    QVERIFY(settled(*client));
    proxy.sort(OperationsModel::ShortId, Qt::DescendingOrder);
    const QModelIndex top = proxy.index(0, 0);
    QCOMPARE(top.data(IdRole).toString(), model.operationAt(9)->id);
    QCOMPARE(proxy.mapToSource(top).row(), 9);
}

void TestOperationsModel::translated_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("held");
    QTest::addColumn<QString>("openStep");
    QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("Zur Prüfung angehalten") << QStringLiteral("Offener Schritt");
    QTest::newRow("nl") << QStringLiteral("nl") << QStringLiteral("Wacht op beoordeling") << QStringLiteral("Open stap");
    QTest::newRow("da") << QStringLiteral("da") << QStringLiteral("Afventer gennemgang") << QStringLiteral("Åbent trin");
    QTest::newRow("cs") << QStringLiteral("cs") << QStringLiteral("Čeká na posouzení") << QStringLiteral("Otevřený krok");
}

void TestOperationsModel::translated()
{
    QFETCH(QString, language);
    QFETCH(QString, held);
    QFETCH(QString, openStep);
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(RUNLEDGER_BINARY_DIR "/resources/runledger_") + language + QStringLiteral(".qm")));
    QCoreApplication::installTranslator(&translator);
    QCOMPARE(OperationsModel::stateText(OperationState::Held), held);
    QTemporaryDir dir;
    auto l = seeded(dir, 1);
    auto client = clientOf(*l);
    OperationsModel model(client.get());
    QCOMPARE(model.headerData(OperationsModel::OpenStep, Qt::Horizontal).toString(), openStep);
    QCoreApplication::removeTranslator(&translator);
    QCOMPARE(OperationsModel::stateText(OperationState::Held), QStringLiteral("Held for review"));
}

QTEST_GUILESS_MAIN(TestOperationsModel)
// Less than a minute left of the window in which the target may still act
// reads "1 more minute", never "0 more minutes".
void TestOperationsModel::lastMinuteStillCounts()
{
    const QDateTime now = QDateTime::fromString(QStringLiteral("2026-12-02T10:00:00.000Z"), Qt::ISODateWithMs);
    Operation o;
    o.state = OperationState::Held;
    o.openStepHold = HoldReason::UnresolvedUncertain;
    o.openStepMayRunUntil = now.addMSecs(400);
    QVERIFY2(OperationsModel::whyHeld(o, now).startsWith(QStringLiteral("May still act for 1 more minute")),
             qPrintable(OperationsModel::whyHeld(o, now)));
    o.openStepMayRunUntil = now.addSecs(61);
    QVERIFY2(OperationsModel::whyHeld(o, now).startsWith(QStringLiteral("May still act for 2 more minute")),
             qPrintable(OperationsModel::whyHeld(o, now)));
}

#include "tst_operationsmodel.moc"
