// SPDX-License-Identifier: GPL-3.0-or-later
#include "itemdataroles.h"
#include "ledgerfixture.h"
#include "operationsmodel.h"

#include <QAbstractItemModelTester>
#include <QSortFilterProxyModel>
#include <QTest>
#include <QTranslator>

using namespace rl::models;
using namespace rl::testing;

class TestOperationsModel final : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void pagesLazilyAndFilters();
    void passesModelTester();
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
    for (int i = 0; i < n; ++i)
        batch.append(delivery(QStringLiteral("evt-%1").arg(i), QStringLiteral("whk-%1").arg(i)));
    l->ingestBatch(batch, QDateTime::currentDateTimeUtc());
    return l;
}
} // namespace

void TestOperationsModel::pagesLazilyAndFilters()
{
    QTemporaryDir dir;
    auto l = seeded(dir, 450);
    OperationsModel model(l.get());
    model.setFilter(std::nullopt, {});
    QCOMPARE(model.rowCount(), 0); // nothing loads until a view asks
    QVERIFY(model.canFetchMore({}));
    model.fetchMore({});
    QCOMPARE(model.rowCount(), OperationsModel::PageSize);
    model.fetchMore({});
    model.fetchMore({});
    QCOMPARE(model.rowCount(), 450);
    QVERIFY(!model.canFetchMore({}));
    // Keyset order is id order, which is creation order for UUIDv7.
    QVERIFY(model.operationAt(0).id < model.operationAt(449).id);
    QCOMPARE(model.headerData(OperationsModel::State, Qt::Horizontal).toString(), QStringLiteral("State"));
    QCOMPARE(model.index(0, OperationsModel::State).data().toString(), QStringLiteral("Running"));

    model.setFilter(OperationState::Held, {});
    model.fetchMore({});
    QCOMPARE(model.rowCount(), 0);

    // Search by event id finds exactly one.
    model.setFilter(std::nullopt, QStringLiteral("evt-17"));
    model.fetchMore({});
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.index(0, OperationsModel::SourceEvent).data().toString(),
             QStringLiteral("shopify:example-shop.myshopify.com · evt-17"));
    // Refresh keeps the loaded window.
    model.setFilter(std::nullopt, {});
    model.fetchMore({});
    model.fetchMore({});
    model.refresh();
    QCOMPARE(model.rowCount(), 400);
}

void TestOperationsModel::passesModelTester()
{
    QTemporaryDir dir;
    auto l = seeded(dir, 450);
    OperationsModel model(l.get());
    // The tester itself calls fetchMore; every signal sequence it sees must be valid.
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setFilter(std::nullopt, {});
    while (model.canFetchMore({}))
        model.fetchMore({});
    QCOMPARE(model.rowCount(), 450);
    model.setFilter(OperationState::Held, {});
    model.fetchMore({});
    QCOMPARE(model.rowCount(), 0);
    model.setFilter(std::nullopt, QStringLiteral("evt-3"));
    model.fetchMore({});
    model.refresh();
    QCOMPARE(model.rowCount(), 1);
}

void TestOperationsModel::proxyKeepsIds()
{
    QTemporaryDir dir;
    auto l = seeded(dir, 10);
    OperationsModel model(l.get());
    QSortFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setSortRole(SortRole);
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setFilter(std::nullopt, {});
    model.fetchMore({});
    proxy.sort(OperationsModel::ShortId, Qt::DescendingOrder);
    const QModelIndex top = proxy.index(0, 0);
    QCOMPARE(top.data(IdRole).toString(), model.operationAt(9).id);
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
    OperationsModel model(l.get());
    QCOMPARE(model.headerData(OperationsModel::OpenStep, Qt::Horizontal).toString(), openStep);
    QCoreApplication::removeTranslator(&translator);
    QCOMPARE(OperationsModel::stateText(OperationState::Held), QStringLiteral("Held for review"));
}

QTEST_GUILESS_MAIN(TestOperationsModel)
#include "tst_operationsmodel.moc"
