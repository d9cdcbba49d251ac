// SPDX-License-Identifier: GPL-3.0-or-later
#include "acceptance/acceptancerun.h"
#include "acceptance/reportwriter.h"
#include "emulatedprovider.h"
#include "acceptancedialog.h"
#include "dashboardwindow.h"
#include "layoutsettle.h"
#include "ledger.h"
#include "ledgerclient.h"

#include <QChart>
#include <QChartView>
#include <QLineSeries>
#include <QValueAxis>
#include <cmath>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QStandardItemModel>
#include <QTemporaryDir>
#include <QAbstractItemModelTester>
#include <QApplication>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QJsonDocument>
#include <QScopeGuard>
#include <QThread>
#include <QTranslator>

using namespace rl::models;

class TestReports final : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void dashboardCountsSeparatelyAndExports();
    void acceptanceDialogRunsAndExports();
    void acceptanceDialogRunsAgainstConfiguredTargets();
};

void TestReports::initTestCase()
{
    // English plural forms, as the console has them ("1 unresolved operation").
    auto *english = new QTranslator(this);
    QVERIFY(english->load(QStringLiteral(RUNLEDGER_BINARY_DIR "/resources/runledger_en.qm")));
    QCoreApplication::installTranslator(english);
}

void TestReports::dashboardCountsSeparatelyAndExports()
{
    QTemporaryDir dir;
    rl::app::AcceptanceRun::Options o;
    o.ledgerPath = dir.filePath(QStringLiteral("d.sqlite"));
    rl::app::AcceptanceRun run(o);
    QVERIFY(run.run().allPassed());
    LedgerError e;
    auto ledger = Ledger::open(o.ledgerPath, Ledger::OpenMode::ExistingOnly, &e);
    auto client = LedgerClient::open(o.ledgerPath, &e);
    QVERIFY2(client, qPrintable(e.message));
    rl::ui::DashboardWindow dash(client.get());
    dash.setPeriodIndex(0); // last hour, per minute
    dash.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dash));
    // The numbers come from the ledger's worker; the answer for the hour wins.
    QTRY_COMPARE(dash.buckets().size(), 60);
    QTRY_VERIFY(client->pending() == 0);
    const Counts c = ledger->counts().value();
    qint64 events = 0, deliveries = 0, attempts = 0, effects = 0, heldNow = 0, heldDuring = 0;
    for (const MetricsBucket &b : dash.buckets()) {
        events += b.events;
        deliveries += b.deliveries;
        attempts += b.attempts;
        effects += b.confirmedEffects;
        heldNow = b.unresolvedAtEnd;
        heldDuring += b.heldDuring;
    }
    QCOMPARE(dash.buckets().size(), 60);
    // Everything happened in the last few seconds: the period holds it all, each count on its own.
    QCOMPARE(events, c.events);
    QCOMPARE(deliveries, c.deliveries);
    QCOMPARE(attempts, c.attempts);
    QCOMPARE(effects, c.confirmedEffects);
    QCOMPARE(heldNow, 1); // the late repeat is held
    QVERIFY(heldDuring >= heldNow);
    QVERIFY(events < deliveries); // duplicates are deliveries, not events
    QVERIFY2(dash.countsText().contains(QStringLiteral("%1 events").arg(c.events)), qPrintable(dash.countsText()));
    // Each count in its own plural form: the one held operation is "1 unresolved operation".
    QCOMPARE(c.unresolvedOperations, 1);
    QVERIFY2(dash.countsText().contains(QStringLiteral("1 unresolved operation;")), qPrintable(dash.countsText()));
    const QByteArray csv = rl::ui::DashboardWindow::toCsv(dash.buckets());
    QCOMPARE(csv.count('\n'), 61);
    QVERIFY(csv.startsWith("bucket_start_utc,events,deliveries,attempts,confirmed_effects,held_at_end"));
    const auto views = dash.findChildren<QChartView *>();
    QCOMPARE(views.size(), 3);
    QCOMPARE(views.at(0)->chart()->series().size(), 3);
    // Counts: steps (each bucket's count held over its interval, no ramp) on a
    // whole-number axis; times to recovery: points, a single one drawn too.
    for (QChartView *counts : {views.at(0), views.at(1)}) {
        auto *series = qobject_cast<QLineSeries *>(counts->chart()->series().first());
        QVERIFY(series);
        QCOMPARE(series->count(), 2 * 60);
        QCOMPARE(series->at(0).y(), series->at(1).y());
        auto *y = qobject_cast<QValueAxis *>(counts->chart()->axes(Qt::Vertical).first());
        QCOMPARE(y->labelFormat(), QStringLiteral("%d"));
        const double step = (y->max() - y->min()) / (y->tickCount() - 1);
        QCOMPARE(step, std::round(step));
    }
    auto *median = qobject_cast<QLineSeries *>(views.at(2)->chart()->series().first());
    QVERIFY(median->pointsVisible());
    // With no recovery in the period, that chart says so instead of staying blank.
    if (median->count() == 0)
        QVERIFY2(views.at(2)->chart()->title().contains(QStringLiteral("no held operation was resolved")),
                 qPrintable(views.at(2)->chart()->title()));
    QTRY_VERIFY_WITH_TIMEOUT(rl::testing::layoutSettled(&dash), 10'000); // the charts are laid out on the next turns of the event loop
    QVERIFY(dash.grab().save(QDir::temp().filePath(QStringLiteral("runledger-dashboard.png"))));

    // A hold that ended inside the hour still shows: held at some time in its
    // interval, though held at no interval's end.
    QString held;
    for (const Operation &o : ledger->operations({OperationState::Held, {}, {}, 0, 10, false}).value())
        held = o.id;
    QVERIFY(!held.isEmpty());
    DecisionRequest abandon;
    abandon.operationId = held;
    abandon.reviewer = QStringLiteral("Mara Lead");
    abandon.rationale = QStringLiteral("the customer cancelled");
    abandon.action = DecisionAction::Abandon;
    QVERIFY(ledger->decide(abandon, QDateTime::currentDateTimeUtc()).applied);
    QSignalSpy refreshed(&dash, &rl::ui::DashboardWindow::refreshed);
    dash.setPeriodIndex(1);
    dash.setPeriodIndex(0);
    QTRY_VERIFY(refreshed.size() >= 1 && client->pending() == 0);
    qint64 atEnd = 0, during = 0;
    for (const MetricsBucket &b : dash.buckets()) {
        atEnd += b.unresolvedAtEnd;
        during += b.heldDuring;
    }
    QCOMPARE(dash.buckets().last().unresolvedAtEnd, 0);
    QVERIFY2(during > atEnd, qPrintable(QStringLiteral("held during %1, at ends %2").arg(during).arg(atEnd)));
    QVERIFY2(!views.at(1)->chart()->title().contains(QStringLiteral("nothing was held")), qPrintable(views.at(1)->chart()->title()));
    QVERIFY(rl::ui::DashboardWindow::toCsv(dash.buckets()).startsWith(
        "bucket_start_utc,events,deliveries,attempts,confirmed_effects,held_at_end,recovery_median_ms,recovery_p90_ms,held_during\n"));
    // A window of its own, closed with Esc like a dialog.
    dash.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dash));
    dash.activateWindow();
    QTRY_COMPARE(QApplication::activeWindow(), &dash);
    QTest::keyClick(&dash, Qt::Key_Escape);
    QTRY_VERIFY(!dash.isVisible());
}

void TestReports::acceptanceDialogRunsAndExports()
{
    rl::ui::AcceptanceDialog dialog(QStringLiteral("Mara Lead"));
    QAbstractItemModelTester tester(dialog.results(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    dialog.show();
    QSignalSpy finished(&dialog, &rl::ui::AcceptanceDialog::runFinished);
    dialog.run();
    QVERIFY(dialog.isRunning());
    // The cases run on their own thread: this one stays free to paint.
    QVERIFY(finished.wait(300'000));
    QVERIFY(!dialog.isRunning());
    QVERIFY(dialog.report().has_value());
    QVERIFY(dialog.report()->allPassed());
    QCOMPARE(dialog.results()->rowCount(), 6);
    for (int r = 0; r < 6; ++r)
        QCOMPARE(dialog.results()->item(r, 1)->text(), QStringLiteral("passed"));
    // Each case's name is shown whole, never cut ("Same event delivered twi…").
    auto *table = dialog.findChild<QTableView *>();
    QVERIFY(table);
    // (the delegate's text margin on each side, as the style draws it)
    const int margin = 2 * (table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table) + 1);
    for (int r = 0; r < 6; ++r) {
        const QString name = dialog.results()->item(r, 0)->text();
        QVERIFY2(table->fontMetrics().horizontalAdvance(name) + margin <= table->columnWidth(0),
                 qPrintable(QStringLiteral("%1: %2 px for %3 px").arg(name).arg(table->columnWidth(0)).arg(table->fontMetrics().horizontalAdvance(name))));
    }
    QVERIFY(dialog.grab().save(QDir::temp().filePath(QStringLiteral("runledger-acceptance-dialog.png"))));
    QTemporaryDir dir;
    for (const char *ext : {"pdf", "html", "csv", "json"}) {
        const QString path = dir.filePath(QStringLiteral("r.") + QLatin1String(ext));
        QVERIFY(dialog.exportTo(path));
        // The dialog says where it saved, with a link to the folder.
        auto *saved = dialog.findChild<QLabel *>(QStringLiteral("saved"));
        QVERIFY(saved && saved->isVisible());
        QVERIFY2(saved->text().contains(QFileInfo(path).fileName()) && saved->text().contains(QStringLiteral("Open folder")),
                 qPrintable(saved->text()));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.size() > 200);
    }
    QFile pdf(dir.filePath(QStringLiteral("r.pdf")));
    pdf.open(QIODevice::ReadOnly);
    QVERIFY(pdf.read(8).startsWith("%PDF-1."));
}

void TestReports::acceptanceDialogRunsAgainstConfiguredTargets()
{
    // Without a configuration there is nothing else to run against.
    rl::ui::AcceptanceDialog plain(QStringLiteral("Mara Lead"));
    QVERIFY(!plain.useConfiguredTargets(true));

    // The providers' emulation without its admin API stands in for a staging HubSpot and Postmark.
    rl::testing::EmulatedProvider provider;
    QVERIFY(provider.port() != 0);
    qputenv("RUNLEDGER_HUBSPOT_TOKEN", "sandbox-token");
    qputenv("RUNLEDGER_POSTMARK_TOKEN", "sandbox-token");
    QString error;
    const auto config = rl::app::Configuration::fromJson(rl::testing::exampleConfiguration(QStringLiteral("hubspot-postmark.json"), provider.port()), &error);
    QVERIFY2(config, qPrintable(error));

    rl::ui::AcceptanceDialog dialog(QStringLiteral("Mara Lead"), &*config);
    QVERIFY(dialog.useConfiguredTargets(true));
    dialog.show();
    QSignalSpy finished(&dialog, &rl::ui::AcceptanceDialog::runFinished);
    dialog.run();
    QVERIFY(finished.wait(300'000));
    QVERIFY(dialog.report().has_value());
    const rl::app::AcceptanceReport &report = *dialog.report();
    // The configured targets, not the simulation: the four cases that need no fault, and the probes.
    QVERIFY(report.realTargets);
    QCOMPARE(report.casesRun(), 4);
    QVERIFY2(report.allPassed(), qPrintable(QString::fromUtf8(rl::app::ReportWriter::json(report))));
    int tasks = 0;
    provider.onItsThread([&] { tasks = provider.server()->effectCount(rl::app::SandboxServer::CrmCreateTask); });
    QVERIFY2(tasks >= 13, qPrintable(QString::number(tasks))); // the cases' tasks reached the configured CRM
    QVERIFY(QString::fromUtf8(rl::app::ReportWriter::html(report)).contains(QStringLiteral("not a simulation")));
}

QTEST_MAIN(TestReports)
#include "tst_reports.moc"
