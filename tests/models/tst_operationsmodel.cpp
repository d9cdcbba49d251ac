// SPDX-License-Identifier: GPL-3.0-or-later
#include "itemdataroles.h"
#include "ledgerfixture.h"
#include "operationsmodel.h"

#include <QAbstractItemModelTester>
#include <QSortFilterProxyModel>
#include <QSet>
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
    // The whole queue is there at once; rows are read only when asked for.
    QCOMPARE(model.rowCount(), 450);
    QCOMPARE(model.cachedPages(), 0);
    OperationFilter all;
    all.limit = 1000;
    const QList<Operation> expected = l->operations(all); // id order
    QCOMPARE(model.index(449, 0).data(IdRole).toString(), expected.at(449).id);
    QCOMPARE(model.cachedPages(), 1); // the last page only, read by offset
    QCOMPARE(model.index(0, 0).data(IdRole).toString(), expected.at(0).id);
    QCOMPARE(model.index(200, 0).data(IdRole).toString(), expected.at(200).id); // by keyset after page 0
    QCOMPARE(model.index(399, 0).data(IdRole).toString(), expected.at(399).id);
    // Keyset order is id order, which is creation order for UUIDv7.
    QVERIFY(model.operationAt(0)->id < model.operationAt(449)->id);
    QCOMPARE(model.headerData(OperationsModel::State, Qt::Horizontal).toString(), QStringLiteral("State"));
    QCOMPARE(model.index(0, OperationsModel::State).data().toString(), QStringLiteral("Running"));

    model.sort(OperationsModel::ShortId, Qt::DescendingOrder); // newest first, in SQL
    QCOMPARE(model.index(0, 0).data(IdRole).toString(), expected.at(449).id);
    QCOMPARE(model.index(449, 0).data(IdRole).toString(), expected.at(0).id);
    model.sort(OperationsModel::ShortId, Qt::AscendingOrder);

    model.setFilter(OperationState::Held, {});
    QCOMPARE(model.rowCount(), 0);
    model.setFilter(OperationState::Running, {});
    QCOMPARE(model.rowCount(), 450);

    // Search by event id finds exactly one.
    model.setFilter(std::nullopt, QStringLiteral("evt-17"));
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.index(0, OperationsModel::SourceEvent).data().toString(),
             QStringLiteral("shopify:example-shop.myshopify.com · evt-17"));
    // The short id shown is the random end of the id: operations made in the
    // same millisecond still differ, and searching for it finds that one.
    model.setFilter(std::nullopt, {});
    QSet<QString> shown;
    for (int row = 0; row < 450; ++row)
        shown.insert(model.index(row, OperationsModel::ShortId).data().toString());
    QCOMPARE(shown.size(), 450);
    const QString shortForm = model.index(123, OperationsModel::ShortId).data().toString();
    QCOMPARE(shortForm.size(), 12);
    model.setFilter(std::nullopt, shortForm);
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.index(0, 0).data(IdRole).toString(), expected.at(123).id);
    model.setFilter(std::nullopt, {});
    model.refresh();
    QCOMPARE(model.rowCount(), 450);
}

void TestOperationsModel::passesModelTester()
{
    QTemporaryDir dir;
    auto l = seeded(dir, 450);
    OperationsModel model(l.get());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setFilter(std::nullopt, {});
    QCOMPARE(model.rowCount(), 450);
    model.setFilter(OperationState::Held, {});
    QCOMPARE(model.rowCount(), 0);
    model.setFilter(std::nullopt, QStringLiteral("evt-3"));
    model.refresh();
    QCOMPARE(model.rowCount(), 1);
    model.sort(OperationsModel::ShortId, Qt::DescendingOrder);
}

void TestOperationsModel::memoryStaysBounded()
{
    QTemporaryDir dir;
    const int n = OperationsModel::PageSize * (OperationsModel::MaxPages + 6);
    auto l = seeded(dir, n);
    OperationsModel model(l.get());
    model.setFilter(std::nullopt, {});
    QCOMPARE(model.rowCount(), n);
    for (int row = 0; row < n; row += OperationsModel::PageSize / 2)
        QVERIFY(model.index(row, 0).data().isValid());
    QCOMPARE(model.cachedPages(), OperationsModel::MaxPages); // old pages were let go
    QVERIFY(model.index(0, 0).data().isValid());              // and come back when needed
    OperationFilter last;
    last.descending = true;
    last.limit = 1;
    QCOMPARE(model.operationAt(n - 1)->id, l->operations(last).first().id);
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
    OperationsModel model(l.get());
    QCOMPARE(model.headerData(OperationsModel::OpenStep, Qt::Horizontal).toString(), openStep);
    QCoreApplication::removeTranslator(&translator);
    QCOMPARE(OperationsModel::stateText(OperationState::Held), QStringLiteral("Held for review"));
}

QTEST_GUILESS_MAIN(TestOperationsModel)
#include "tst_operationsmodel.moc"
