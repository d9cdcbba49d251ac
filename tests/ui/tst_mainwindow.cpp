// SPDX-License-Identifier: GPL-3.0-or-later
#include "itemdataroles.h"
#include "ledgerfixture.h"
#include "ledgerclient.h"
#include "mainwindow.h"
#include <QPlainTextEdit>
#include <QCheckBox>
#include "testtime.h"
#include "decisiondialog.h"
#include "decisionactions.h"
#include "openledger.h"
#include "operationsmodel.h"
#include "processrunner.h"
#include "desktop.h"
#include "configurationdialog.h"
#include <QPushButton>
#include "heldnotifier.h"
#include "emulatedprovider.h"
#include "team.h"
#include "reconcile/reconciler.h"
#include "said.h"
#include "steprules.h"
#include <QRegularExpression>
#include <QUrl>
#include <QDBusConnection>
#include <QDBusVariant>
#include <QDBusConnectionInterface>
#include <QSystemTrayIcon>
#include <QDirIterator>
#include <QMenuBar>
#include <QDialog>
#include <QSettings>
#include <QSplitter>
#include <QTabWidget>
#include <QTextBrowser>
#include <QCryptographicHash>
#include <QSignalSpy>
#include <QPointer>
#include <QProgressDialog>
#include <QTcpServer>
#include <QTcpSocket>
#include <QFile>

#include <QAccessible>
#include <QApplication>
#include <QCoreApplication>
#include <QLineEdit>
#include <QTabBar>
#include <QToolButton>
#include <QHeaderView>
#include <QJsonDocument>
#include <QJsonObject>
#include <QInputDialog>
#include <QLabel>
#include <QListWidget>
#include <QScreen>
#include <QScrollBar>
#include <QTableView>
#include <QTableWidget>
#include <QScopeGuard>
#include <QTest>
#include <QTranslator>

using namespace rl::models;
using namespace rl::testing;

namespace {

// The freedesktop notification service, as a desktop runs it.
class FakeNotifications final : public QObject
{
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "org.freedesktop.Notifications")
public Q_SLOTS:
    uint Notify(const QString &app, uint, const QString &, const QString &summary, const QString &body, const QStringList &,
                const QVariantMap &, int)
    {
        received << app + QLatin1Char('|') + summary + QLatin1Char('|') + body;
        return uint(received.size());
    }

public:
    QStringList received;
};

// The freedesktop portal's settings, as a desktop with a dark preference answers.
class FakePortalSettings final : public QObject
{
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "org.freedesktop.portal.Settings")
public Q_SLOTS:
    QDBusVariant Read(const QString &ns, const QString &key)
    {
        ++reads;
        const uint scheme = ns == QLatin1String("org.freedesktop.appearance") && key == QLatin1String("color-scheme") ? 1u : 0u;
        return QDBusVariant(QVariant::fromValue(QDBusVariant(scheme)));
    }

public:
    int reads = 0;
};

// Opens as the console does (in the background) and waits for the answer.
rl::ui::MainWindow *openAndWait(const rl::ui::OpenLedger::Request &request, const rl::ui::OpenLedger::Prompts &prompts)
{
    bool answered = false;
    rl::ui::MainWindow *window = nullptr;
    rl::ui::OpenLedger::openWindow(request, prompts, [&](rl::ui::MainWindow *w) {
        window = w;
        answered = true;
    });
    if (!QTest::qWaitFor([&] { return answered; }, 30'000))
        qWarning("the ledger did not open within 30 s");
    return window;
}

} // namespace

class TestMainWindow final : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void opensOnLedgerWithQueueCounts();
    void translatedHeadersAndQueuesLineUp();
    void stepsLinkToTheirTargets();
    void theLedgersOwnTargetsAreUsed();
    void selectionSurvivesTheRunnerDeepInAQueue();
    void damagedLedgerIsShownAndNotDecidedOn();
    void windowFitsTheScreen();
    void mistypedPathIsNeverSilentlyANewLedger();
    void everyDecisionHasItsShortcut();
    void readOnlyLedgerOpensToReadWithDecisionsOff();
    void openingAsksBeforeCreatingAndSaysWhyNot();
    void openingAServerThatDoesNotAnswerNeverFreezes();
    void commandLineOpensTheFileAndAnswersWithoutADisplay();
    void windowRemembersItsLayout();
    void themeFollowsTheDesktopOrTheChoice();
    void helpShowsTheManual();
    void newlyHeldWorkIsNotified();
    void aHoldThatWaitsIsToldWhenItCanBeDecided();
    void detailsStayTrueWhenAWindowPasses();
    void desktopNotificationGoesToTheSessionBus();
    void teamLedgerSaysWhoIsSignedIn();
    void firstStartSaysWhatTheDemoIs();
    void aDueOrFailedCheckIsSaidInTheStatusBar();
    void evidenceLinesSpeakTheReadersLanguage();
    void clearButtonsHaveNames();
    void fourEyesRequestWaitsInItsOwnQueue();
    void confirmUnderFourEyesSendsNoRetryYet();
    void themeFollowsTheDesktopPortal();

private:
    QTemporaryDir m_settings; // the console's settings, away from the user's
};

void TestMainWindow::initTestCase()
{
    // Before the first QSettings: Qt resolves its folder once per process.
    qputenv("XDG_CONFIG_HOME", m_settings.path().toUtf8());
    QVERIFY(QSettings().fileName().startsWith(m_settings.path()));
    // English plural forms, as the console has them ("1 operation", "2 operations").
    auto *english = new QTranslator(this);
    QVERIFY(english->load(QStringLiteral(RUNLEDGER_BINARY_DIR "/resources/runledger_en.qm")));
    QCoreApplication::installTranslator(english);
}

void TestMainWindow::opensOnLedgerWithQueueCounts()
{
    QTemporaryDir dir;
    const QString file = QDir(dir.path()).filePath(QStringLiteral("w.sqlite"));
    LedgerError e;
    auto ledger = Ledger::open(file, Ledger::OpenMode::CreateOrMigrate, &e);
    const QDateTime now = QDateTime::currentDateTimeUtc();
    for (int i = 0; i < 3; ++i)
        ledger->ingest(delivery(QStringLiteral("evt-%1").arg(i), QStringLiteral("whk-%1").arg(i)), now);
    // Make one operation held: an uncertain attempt, then a reviewer cannot be skipped.
    auto writer = Ledger::open(file, Ledger::OpenMode::ExistingOnly, &e);
    const QString held = writer->operations({}).value().first().id;
    auto r = writer->reserve(writer->steps(held).value().at(0).step.rowId, QStringLiteral("w"), 1000, now);
    writer->finishAttempt(r->attempt.id, {Outcome::Uncertain, 0, QStringLiteral("timeout"), {}, {}, {}, false}, 0, now);
    DecisionRequest notExecuted = decision(held, QStringLiteral("Alex"), QStringLiteral("looked: nothing"), DecisionAction::ConfirmNotExecuted);
    notExecuted.confirmedNotExecuted = true;
    notExecuted.lookup = LookupEvidence{LookupResult::Absent, {}, 200, QStringLiteral("no record"), {}, {}};
    QVERIFY(writer->decide(notExecuted, now.addSecs(5)).applied); // once the attempt can no longer be running

    rl::ui::MainWindow w(LedgerClient::open(file, &e), QStringLiteral("Alex"), nullptr);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    // First queue is "Held for review", with its live count.
    QTRY_COMPARE(w.queueList()->item(0)->text(), QStringLiteral("Held for review (1)"));
    QCOMPARE(w.queueList()->item(w.queueList()->count() - 1)->text(), QStringLiteral("All (3)"));
    QTRY_COMPARE(w.operationsView()->model()->rowCount(), 1);
    QTRY_COMPARE(w.operationsView()->model()->index(0, 0).data(IdRole).toString(), held);
    QTRY_VERIFY(w.isShowingSelection()); // the first row is selected and shown

    // Another connection commits: the window follows by itself.
    writer->ingest(delivery(QStringLiteral("evt-new"), QStringLiteral("whk-new")), now);
    w.queueList()->setCurrentRow(w.queueList()->count() - 1);
    QTRY_COMPARE(w.queueList()->item(w.queueList()->count() - 1)->text(), QStringLiteral("All (4)"));
    QTRY_COMPARE(w.operationsView()->model()->rowCount(), 4);

    // The selection is kept, by id, while the ledger changes under it.
    w.operationsView()->selectRow(2);
    QTRY_VERIFY(w.isShowingSelection());
    const QString selected = w.selectedOperationId();
    QVERIFY(!selected.isEmpty());
    writer->ingest(delivery(QStringLiteral("evt-newer"), QStringLiteral("whk-newer")), now);
    QTRY_COMPARE(w.operationsView()->model()->rowCount(), 5);
    QTRY_VERIFY(w.isShowingSelection());
    QCOMPARE(w.selectedOperationId(), selected);
}

void TestMainWindow::translatedHeadersAndQueuesLineUp()
{
    // German titles are longer than the English widths the columns start with;
    // none may be cut. And every queue, "All" included, has an icon, so the
    // texts start at the same place.
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(RUNLEDGER_BINARY_DIR "/resources/runledger_de.qm")));
    QCoreApplication::installTranslator(&translator);
    QTemporaryDir dir;
    LedgerError e;
    rl::ui::MainWindow w(LedgerClient::open(QDir(dir.path()).filePath(QStringLiteral("t.sqlite")), &e), QStringLiteral("Alex"), nullptr);
    QHeaderView *header = w.operationsView()->horizontalHeader();
    const QString openStep = w.operationsView()->model()->headerData(OperationsModel::OpenStep, Qt::Horizontal).toString();
    QCOMPARE(openStep, QStringLiteral("Offener Schritt"));
    QVERIFY2(header->sectionSize(OperationsModel::OpenStep) > header->fontMetrics().horizontalAdvance(openStep),
             qPrintable(QString::number(header->sectionSize(OperationsModel::OpenStep))));
    QCoreApplication::removeTranslator(&translator);
    for (int row = 0; row < w.queueList()->count(); ++row)
        QVERIFY2(!w.queueList()->item(row)->icon().isNull(), qPrintable(w.queueList()->item(row)->text()));
}

void TestMainWindow::stepsLinkToTheirTargets()
{
    // The profile's URL templates become "Open in …" and "Search …" links for each step.
    QString error;
    const auto config = rl::app::Configuration::fromJson(QJsonDocument::fromJson(R"({"targets":{
        "sandbox-crm":{"kind":"crm","protocol":"sandbox","base_url":"http://127.0.0.1:1","capability":"lookup_only",
                       "record_url":"https://crm.example/tasks/{id}","search_url":"https://crm.example/search?q={reference}"},
        "sandbox-mail":{"kind":"mail","protocol":"sandbox","base_url":"http://127.0.0.1:1","capability":"lookup_only"}},
        "flows":[]})").object(), &error);
    QVERIFY2(config, qPrintable(error));
    QTemporaryDir dir;
    const QString file = QDir(dir.path()).filePath(QStringLiteral("links.sqlite"));
    LedgerError e;
    auto ledger = Ledger::open(file, Ledger::OpenMode::CreateOrMigrate, &e);
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const QString op = ledger->ingest(delivery(QStringLiteral("evt-1"), QStringLiteral("whk-1")), now)->operationId;
    auto writer = Ledger::open(file, Ledger::OpenMode::ExistingOnly, &e);
    const StepRecord crm = writer->steps(op).value().at(0);
    auto r = writer->reserve(crm.step.rowId, QStringLiteral("w"), 1000, now);
    QVERIFY(writer->finishAttempt(r->attempt.id, {Outcome::Succeeded, 201, {}, QStringLiteral("task 7/8"), QStringLiteral("created"), {}, false}, 0, now));
    rl::ui::MainWindow w(LedgerClient::open(file, &e), QStringLiteral("Alex"), &*config);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.queueList()->setCurrentRow(w.queueList()->count() - 1);
    QTRY_VERIFY(w.selectOperation(op));
    QLabel *links = nullptr;
    for (QLabel *l : w.findChildren<QLabel *>())
        if (l->accessibleName() == QStringLiteral("Links to the targets"))
            links = l;
    QVERIFY(links);
    QTRY_VERIFY(links->isVisible());
    const QString text = links->text();
    // The target's id is percent-encoded into the template: it cannot change the URL's shape.
    QVERIFY2(text.contains(QStringLiteral("https://crm.example/tasks/task%207%2F8")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("https://crm.example/search?q=") + crm.step.reference), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("sandbox-mail")), qPrintable(text)); // no templates, no links
}

// docs/design.md rule 13: without a configuration of its own the console
// uses the ledger's; one whose target is at another address than the step was
// sent to cannot look it up (Reconcile is off, saying both addresses).
void TestMainWindow::theLedgersOwnTargetsAreUsed()
{
    const auto configJson = [](const QString &crmAddress) {
        return QStringLiteral(R"({"targets":{
            "sandbox-crm":{"kind":"crm","protocol":"sandbox","base_url":"%1","capability":"lookup_only"},
            "sandbox-mail":{"kind":"mail","protocol":"sandbox","base_url":"http://127.0.0.1:1","capability":"lookup_only"}},
            "flows":[]})").arg(crmAddress).toUtf8();
    };
    QTemporaryDir dir;
    const QString file = QDir(dir.path()).filePath(QStringLiteral("own.sqlite"));
    LedgerError e;
    auto ledger = Ledger::open(file, Ledger::OpenMode::CreateOrMigrate, &e);
    const QDateTime now = QDateTime::currentDateTimeUtc();
    QVERIFY(ledger->recordConfiguration(configJson(QStringLiteral("http://127.0.0.1:7001")), now));
    const QString op = ledger->ingest(delivery(QStringLiteral("evt-1"), QStringLiteral("whk-1")), now)->operationId;
    const StepRecord crm = ledger->steps(op).value().at(0);
    // Sent to the ledger's CRM; no clear answer: uncertain, to be reconciled.
    auto r = ledger->reserve(crm.step.rowId, QStringLiteral("w"), 1000, now, false, {}, QStringLiteral("http://127.0.0.1:7001"));
    QVERIFY(r);
    QVERIFY(ledger->finishAttempt(r->attempt.id, {Outcome::Uncertain, 0, {}, {}, QStringLiteral("no answer in time"), {}, false}, 0, now));
    ledger.reset();
    const auto reconcileOf = [&](const rl::app::Configuration *config) {
        auto w = std::make_unique<rl::ui::MainWindow>(LedgerClient::open(file, &e), QStringLiteral("Alex"), config);
        w->show();
        w->queueList()->setCurrentRow(w->queueList()->count() - 1);
        return w;
    };
    {
        auto w = reconcileOf(nullptr); // the ledger's own configuration
        QTRY_VERIFY(w->selectOperation(op));
        QTRY_VERIFY2(w->decisionAction(DecisionAction::Reconcile)->isEnabled(), qPrintable(w->decisionAction(DecisionAction::Reconcile)->toolTip()));
    }
    QString error;
    const auto staging = rl::app::Configuration::fromJson(QJsonDocument::fromJson(configJson(QStringLiteral("http://127.0.0.1:7002"))).object(), &error);
    QVERIFY2(staging, qPrintable(error));
    auto w = reconcileOf(&*staging);
    QTRY_VERIFY(w->selectOperation(op));
    QAction *reconcile = w->decisionAction(DecisionAction::Reconcile);
    QTRY_VERIFY(reconcile->toolTip().contains(QStringLiteral("http://127.0.0.1:7002")));
    QVERIFY(!reconcile->isEnabled());
    QVERIFY2(reconcile->toolTip().contains(QStringLiteral("http://127.0.0.1:7001")), qPrintable(reconcile->toolTip()));

    // File → Configuration… shows what is in use and what the ledger recorded, and changes it.
    QAction *configuration = nullptr;
    for (QAction *a : w->findChildren<QAction *>()) {
        if (a->text() == QStringLiteral("Con&figuration…"))
            configuration = a;
    }
    QVERIFY(configuration);
    configuration->trigger();
    auto *dialog = w->findChild<rl::ui::ConfigurationDialog *>();
    QVERIFY(dialog);
    QVERIFY2(dialog->text().contains(QStringLiteral("http://127.0.0.1:7002")) && dialog->text().contains(QStringLiteral("Recorded in the ledger"))
                 && dialog->text().contains(QStringLiteral("http://127.0.0.1:7001")),
             qPrintable(dialog->text()));
    QPushButton *useOwn = nullptr;
    for (QPushButton *b : dialog->findChildren<QPushButton *>()) {
        if (b->text() == QStringLiteral("Use the &ledger's own"))
            useOwn = b;
    }
    QVERIFY(useOwn && useOwn->isEnabled());
    useOwn->click();
    QTRY_VERIFY2(reconcile->isEnabled(), qPrintable(reconcile->toolTip()));
    QVERIFY(w->configurationSource().isEmpty());
    QVERIFY2(dialog->text().contains(QStringLiteral("In use: the ledger's own configuration")), qPrintable(dialog->text()));
    dialog->close();
    // A file that is no configuration changes nothing, and says why.
    const QString bad = QDir(dir.path()).filePath(QStringLiteral("bad.json"));
    {
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{ not json");
    }
    QVERIFY(!w->useConfigurationFile(bad).isEmpty());
    QVERIFY(w->configurationSource().isEmpty());
    QVERIFY(reconcile->isEnabled());
    // A staging file chosen there: its other address is refused for the step again.
    const QString stagingFile = QDir(dir.path()).filePath(QStringLiteral("staging.json"));
    {
        QFile f(stagingFile);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(configJson(QStringLiteral("http://127.0.0.1:7002")));
    }
    QCOMPARE(w->useConfigurationFile(stagingFile), QString());
    QCOMPARE(w->configurationSource(), stagingFile);
    QTRY_VERIFY(!reconcile->isEnabled() && reconcile->toolTip().contains(QStringLiteral("http://127.0.0.1:7002")));
}

void TestMainWindow::selectionSurvivesTheRunnerDeepInAQueue()
{
    QTemporaryDir dir;
    const QString file = QDir(dir.path()).filePath(QStringLiteral("deep.sqlite"));
    LedgerError e;
    auto writer = Ledger::open(file, Ledger::OpenMode::CreateOrMigrate, &e);
    QList<IncomingDelivery> batch;
    for (int i = 0; i < 3000; ++i)
        batch.append(delivery(QStringLiteral("evt-%1").arg(i), QStringLiteral("whk-%1").arg(i)));
    QVERIFY(writer->ingestBatch(batch, QDateTime::currentDateTimeUtc()));
    rl::ui::MainWindow w(LedgerClient::open(file, &e), QStringLiteral("Alex"), nullptr);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.selectQueue(std::nullopt);
    QTRY_COMPARE(w.operationsView()->model()->rowCount(), 3000);
    QTableView *view = w.operationsView();
    for (int round = 0; round < 3; ++round) {
        // Far down, where the rows arrive with their page after the scroll.
        view->verticalScrollBar()->setValue(view->verticalScrollBar()->maximum() * (round + 1) / 4);
        const int row = view->rowAt(view->viewport()->height() / 2);
        QVERIFY(row > 0);
        view->selectRow(row);
        QTRY_VERIFY(w.isShowingSelection());
        const QString selected = w.selectedOperationId();
        QVERIFY(!selected.isEmpty());
        writer->ingest(delivery(QStringLiteral("evt-more-%1").arg(round), QStringLiteral("whk-more-%1").arg(round)),
                       QDateTime::currentDateTimeUtc());
        QTRY_COMPARE(view->model()->rowCount(), 3001 + round);
        QTRY_VERIFY2(w.isShowingSelection(), qPrintable(QStringLiteral("row %1 selected: '%2' (rows selected: %3)").arg(row)
                     .arg(w.selectedOperationId()).arg(view->selectionModel()->selectedRows().size())));
        QCOMPARE(w.selectedOperationId(), selected);
        QVERIFY(w.summaryText().contains(QStringLiteral("Running")));
    }
}

void TestMainWindow::damagedLedgerIsShownAndNotDecidedOn()
{
    QTemporaryDir dir;
    const QString file = QDir(dir.path()).filePath(QStringLiteral("damaged.sqlite"));
    {
        LedgerError e;
        auto writer = Ledger::open(file, Ledger::OpenMode::CreateOrMigrate, &e);
        QList<IncomingDelivery> batch;
        for (int i = 0; i < 600; ++i)
            batch.append(delivery(QStringLiteral("evt-%1").arg(i), QStringLiteral("whk-%1").arg(i)));
        QVERIFY(writer->ingestBatch(batch, QDateTime::currentDateTimeUtc()));
    }
    QVERIFY(zeroMiddlePage(file, 50));
    LedgerError e;
    rl::ui::MainWindow w(LedgerClient::open(file, &e), QStringLiteral("Alex"), nullptr);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QLabel *banner = nullptr;
    for (QLabel *l : w.findChildren<QLabel *>())
        if (l->accessibleName() == QStringLiteral("Ledger problem"))
            banner = l;
    QVERIFY(banner);
    QTRY_VERIFY_WITH_TIMEOUT(banner->isVisible(), 15'000);
    QVERIFY2(banner->text().contains(QStringLiteral("damaged")), qPrintable(banner->text()));
    QVERIFY2(w.ledgerProblem().contains(QStringLiteral("damaged")), qPrintable(w.ledgerProblem()));
    for (auto action : {DecisionAction::Assign, DecisionAction::Abandon, DecisionAction::Reconcile}) {
        QVERIFY(!w.decisionAction(action)->isEnabled());
        QVERIFY2(w.decisionAction(action)->toolTip().contains(QStringLiteral("cannot be trusted")),
                 qPrintable(w.decisionAction(action)->toolTip()));
    }
}

void TestMainWindow::windowFitsTheScreen()
{
    QTemporaryDir dir;
    LedgerError e;
    rl::ui::MainWindow w(LedgerClient::open(QDir(dir.path()).filePath(QStringLiteral("fit.sqlite")), &e), QStringLiteral("Alex"), nullptr);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const QRect room = w.screen()->availableGeometry();
    QVERIFY2(w.frameGeometry().width() <= room.width() && w.frameGeometry().height() <= room.height(),
             qPrintable(QStringLiteral("%1x%2 on %3x%4").arg(w.frameGeometry().width()).arg(w.frameGeometry().height())
                            .arg(room.width()).arg(room.height())));
}

void TestMainWindow::mistypedPathIsNeverSilentlyANewLedger()
{
    using rl::ui::OpenLedger;
    QTemporaryDir dir;
    const QString existing = QDir(dir.path()).filePath(QStringLiteral("team.sqlite"));
    {
        LedgerError e;
        QVERIFY(Ledger::open(existing, Ledger::OpenMode::CreateOrMigrate, &e));
    }
    QCOMPARE(OpenLedger::plan(existing, true).step, OpenLedger::Step::Open);
    // A name that is not there: asked, never created on its own.
    const QString typo = QDir(dir.path()).filePath(QStringLiteral("teem.sqlite"));
    const auto ask = OpenLedger::plan(typo, true);
    QCOMPARE(ask.step, OpenLedger::Step::AskToCreate);
    QVERIFY2(ask.message.contains(QStringLiteral("There is no ledger at")) && ask.message.contains(QStringLiteral("teem.sqlite")),
             qPrintable(ask.message));
    QVERIFY(!QFile::exists(typo));
    // A folder that is not there: said plainly, not "unable to open database file".
    const auto refuse = OpenLedger::plan(QDir(dir.path()).filePath(QStringLiteral("no-such-folder/team.sqlite")), true);
    QCOMPARE(refuse.step, OpenLedger::Step::Refuse);
    QVERIFY2(refuse.message.contains(QStringLiteral("The folder")) && refuse.message.contains(QStringLiteral("does not exist")),
             qPrintable(refuse.message));
    // The console's own default place is made without asking; a server is never asked about.
    QCOMPARE(OpenLedger::plan(typo, false).step, OpenLedger::Step::Open);
    QCOMPARE(OpenLedger::plan(QStringLiteral("postgresql://runledger@db/runledger"), true).step, OpenLedger::Step::Open);
    // Open errors for a person: no command-line advice in the window.
    LedgerError e;
    QVERIFY(!Ledger::open(typo, Ledger::OpenMode::ExistingOnly, &e));
    for (const LedgerError &error : {e, LedgerError{LedgerError::Kind::Locked, QStringLiteral("database is locked")},
                                     LedgerError{LedgerError::Kind::Corrupt, QStringLiteral("x is an empty file, not a ledger; nothing was "
                                                                                          "written to it. To make it a new ledger: runledgerctl init --ledger x")}}) {
        const QString text = OpenLedger::plainError(error, typo);
        QVERIFY2(!text.contains(QStringLiteral("runledgerctl")) && !text.contains(QStringLiteral("--ledger")), qPrintable(text));
    }
}

void TestMainWindow::fourEyesRequestWaitsInItsOwnQueue()
{
    QTemporaryDir dir;
    const QString file = QDir(dir.path()).filePath(QStringLiteral("four.sqlite"));
    LedgerError e;
    const QDateTime now = QDateTime::currentDateTimeUtc().addSecs(-600);
    {
        auto ledger = Ledger::open(file, Ledger::OpenMode::CreateOrMigrate, &e);
        OperationPlan plan = twoStepPlan();
        plan.fourEyes = {DecisionAction::RetryOpenStep};
        const QString op = heldOperation(*ledger, QStringLiteral("evt-4"), now, plan);
        DecisionRequest confirm = decision(op, QStringLiteral("Alex"), QStringLiteral("looked: nothing"), DecisionAction::ConfirmNotExecuted);
        confirm.confirmedNotExecuted = true;
        confirm.lookup = LookupEvidence{LookupResult::Absent, {}, 200, QStringLiteral("no record"), {}, {}, now.addSecs(60)};
        QVERIFY(ledger->decide(confirm, now.addSecs(60)).applied);
        QVERIFY(ledger->decide(decision(op, QStringLiteral("Alex"), QStringLiteral("CRM is back"), DecisionAction::RetryOpenStep),
                               now.addSecs(61)).requested);
    }
    // The requester sees it waiting, may withdraw it, may not countersign it.
    for (const QString &reviewer : {QStringLiteral("Alex"), QStringLiteral("Blake")}) {
        rl::ui::MainWindow w(LedgerClient::open(file, &e), reviewer, nullptr);
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        // The count is what this reviewer may countersign; their own request apart.
        QTRY_COMPARE(w.queueList()->item(1)->text(),
                     reviewer == QLatin1String("Alex") ? QStringLiteral("To countersign (0 of 1)") : QStringLiteral("To countersign (1)"));
        w.queueList()->setCurrentRow(1);
        QTRY_COMPARE(w.operationsView()->model()->rowCount(), 1);
        QTRY_VERIFY(w.isShowingSelection());
        QVERIFY2(w.summaryText().contains(QLatin1String("waits for another reviewer")), qPrintable(w.summaryText()));
        QTRY_VERIFY(w.decisionAction(DecisionAction::Countersign)->isEnabled() == (reviewer == QLatin1String("Blake")));
        QAction *countersign = w.decisionAction(DecisionAction::Countersign);
        QAction *withdraw = w.decisionAction(DecisionAction::Withdraw);
        QAction *retry = w.decisionAction(DecisionAction::RetryOpenStep);
        QVERIFY2(!retry->isEnabled() && retry->toolTip().contains(QLatin1String("waits for a second reviewer")), qPrintable(retry->toolTip()));
        if (reviewer == QLatin1String("Alex")) {
            QVERIFY2(countersign->toolTip().contains(QLatin1String("You made this request")), qPrintable(countersign->toolTip()));
            QVERIFY(withdraw->isEnabled());
        } else {
            QVERIFY2(countersign->toolTip().contains(QLatin1String("Alex asked for: Approve retry")), qPrintable(countersign->toolTip()));
            QVERIFY2(!withdraw->isEnabled() && withdraw->toolTip().contains(QLatin1String("Only Alex")), qPrintable(withdraw->toolTip()));
            QVERIFY(w.grab().save(QDir::temp().filePath(QStringLiteral("runledger-four-eyes.png"))));
            // The countersign dialog shows the request as Alex made it: who, when, what and why.
            countersign->trigger();
            rl::ui::DecisionDialog *dialog = nullptr;
            QTRY_VERIFY((dialog = qobject_cast<rl::ui::DecisionDialog *>(QApplication::activeModalWidget())) != nullptr);
            auto *request = dialog->findChild<QLabel *>(QStringLiteral("request"));
            QVERIFY(request);
            QVERIFY2(request->text().startsWith(QLatin1String("Alex asked at ")) && request->text().contains(QLatin1String("Approve retry"))
                         && request->text().contains(QStringLiteral("“CRM is back”")),
                     qPrintable(request->text()));
            QVERIFY(dialog->grab().save(QDir::temp().filePath(QStringLiteral("runledger-countersign.png"))));
            dialog->reject();
            QTRY_VERIFY(!QApplication::activeModalWidget());
        }
    }
}

void TestMainWindow::confirmUnderFourEyesSendsNoRetryYet()
{
    // Confirm not executed "then send the step again" on a flow that puts the
    // confirmation under four eyes: the confirmation is recorded as a request
    // and nothing else is sent to the ledger; the retry waits for the
    // countersign (before, the console sent it at once and it was refused).
    QTemporaryDir dir;
    const QString file = QDir(dir.path()).filePath(QStringLiteral("confirm.sqlite"));
    LedgerError e;
    QString op;
    {
        auto ledger = Ledger::open(file, Ledger::OpenMode::CreateOrMigrate, &e);
        OperationPlan plan = twoStepPlan();
        plan.fourEyes = {DecisionAction::ConfirmNotExecuted};
        plan.steps[0].policy.canLookup = false; // the reviewer's own check is all there is
        op = heldOperation(*ledger, QStringLiteral("evt-c"), QDateTime::currentDateTimeUtc().addSecs(-600), plan);
    }
    rl::ui::MainWindow w(LedgerClient::open(file, &e), QStringLiteral("Alex"), nullptr);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.selectQueue(OperationState::Held);
    QTRY_VERIFY(w.selectedOperationId() == op && w.isShowingSelection());
    QAction *confirm = w.decisionAction(DecisionAction::ConfirmNotExecuted);
    QTRY_VERIFY2(confirm->isEnabled(), qPrintable(confirm->toolTip()));
    QSignalSpy recorded(&w, &rl::ui::MainWindow::decisionRecorded);
    QSignalSpy refused(&w, &rl::ui::MainWindow::decisionRefused);
    confirm->trigger();
    rl::ui::DecisionDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = qobject_cast<rl::ui::DecisionDialog *>(QApplication::activeModalWidget())) != nullptr);
    auto *thenRetry = dialog->findChild<QCheckBox *>(QStringLiteral("thenRetry"));
    QVERIFY(thenRetry && thenRetry->isChecked());
    for (QCheckBox *box : dialog->findChildren<QCheckBox *>()) {
        if (box != thenRetry)
            box->setChecked(true); // I checked the target
    }
    auto *rationale = dialog->findChildren<QPlainTextEdit *>().last();
    QTest::keyClicks(rationale, QStringLiteral("searched the CRM by hand: no task"));
    QTest::keyClick(rationale, Qt::Key_Return, Qt::ControlModifier);
    QVERIFY(recorded.wait(10'000));
    rl::testing::holdStill(1500, "a retry sent after the request would be refused in this time");
    QCOMPARE(refused.count(), 0);
    QCOMPARE(recorded.count(), 1);
    auto ledger = Ledger::open(file, Ledger::OpenMode::ExistingOnly, &e);
    const auto decisions = ledger->decisions(op).value();
    QCOMPARE(decisions.size(), 1);
    QCOMPARE(toString(decisions.first().action), toString(DecisionAction::ConfirmNotExecuted));
    QVERIFY(ledger->operation(op)->waitsForCountersign());
}

void TestMainWindow::everyDecisionHasItsShortcut()
{
    QTemporaryDir dir;
    const QString file = QDir(dir.path()).filePath(QStringLiteral("k.sqlite"));
    LedgerError e;
    {
        auto ledger = Ledger::open(file, Ledger::OpenMode::CreateOrMigrate, &e);
        ledger->ingest(delivery(QStringLiteral("evt-1"), QStringLiteral("whk-1")), QDateTime::currentDateTimeUtc());
    }
    rl::ui::MainWindow w(LedgerClient::open(file, &e), QStringLiteral("Alex"), nullptr);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.selectQueue(std::nullopt); // All: the one operation, selected
    QTRY_VERIFY(!w.selectedOperationId().isEmpty() && w.isShowingSelection());
    QSet<QString> seen;
    // Every decision the console offers, from the one table of actions, and
    // each key as the table says (stable when an action is added).
    for (const DecisionAction action : rl::models::allDecisionActions()) {
        QAction *a = w.decisionAction(action);
        QCOMPARE(a->shortcut(), QKeySequence(rl::models::infoOf(action).shortcut));
        const QString keys = a->shortcut().toString(QKeySequence::NativeText);
        QVERIFY2(!keys.isEmpty(), qPrintable(a->text()));
        QVERIFY2(!seen.contains(keys), qPrintable(keys));
        seen.insert(keys);
        QVERIFY2(a->toolTip().endsWith(QStringLiteral("(%1)").arg(keys)), qPrintable(a->toolTip()));
    }
    QVERIFY(w.decisionAction(DecisionAction::Reconcile)->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_R)));
    // Tab leaves the table instead of walking its cells (and changing the selected operation).
    QVERIFY(!w.operationsView()->tabKeyNavigation());
    const QString selected = w.selectedOperationId();
    w.operationsView()->setFocus();
    QTest::keyClick(w.operationsView(), Qt::Key_Tab);
    QVERIFY(!w.operationsView()->hasFocus());
    QCOMPARE(w.selectedOperationId(), selected);
    // The whole walk: search → queues → operations → the decisions → the tabs.
    auto *search = w.findChild<QLineEdit *>();
    search->setFocus();
    QList<QWidget *> walk;
    for (int i = 0; i < 16; ++i) {
        walk << QApplication::focusWidget();
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    }
    const auto at = [&](const std::function<bool(QWidget *)> &is) {
        for (qsizetype i = 0; i < walk.size(); ++i)
            if (walk.at(i) && is(walk.at(i)))
                return i;
        return qsizetype(-1);
    };
    const qsizetype queues = at([&](QWidget *x) { return x == w.queueList(); });
    const qsizetype table = at([&](QWidget *x) { return x == w.operationsView(); });
    const qsizetype decision = at([](QWidget *x) { return qobject_cast<QToolButton *>(x) != nullptr; });
    const qsizetype tabs = at([](QWidget *x) { return qobject_cast<QTabBar *>(x) != nullptr; });
    QVERIFY2(walk.first() == search && 0 < queues && queues < table && table < decision && decision < tabs,
             qPrintable(QStringLiteral("%1 %2 %3 %4").arg(queues).arg(table).arg(decision).arg(tabs)));
    // The walk is a cycle: every stop once, back to the search, no trap (a
    // text view that keeps the Tab for its links, a table walking its cells);
    // every stop shown, enabled and named for a screen reader; Shift+Tab
    // walks the same stops backwards.
    const auto describe = [](QWidget *x) {
        return x ? QStringLiteral("%1 %2").arg(QString::fromLatin1(x->metaObject()->className()), x->objectName()) : QStringLiteral("nothing");
    };
    search->setFocus();
    QList<QWidget *> cycle;
    for (int i = 0; i < 80; ++i) {
        QWidget *f = QApplication::focusWidget();
        if (i > 0 && f == search)
            break;
        QVERIFY2(f && !cycle.contains(f), qPrintable(QStringLiteral("stop %1 (%2) comes twice before the walk returns to the search")
                                                         .arg(i).arg(describe(f))));
        cycle << f;
        QTest::keyClick(f, Qt::Key_Tab);
    }
    QVERIFY2(QApplication::focusWidget() == search, qPrintable(describe(QApplication::focusWidget())));
    for (QWidget *x : std::as_const(cycle)) {
        QVERIFY2(x->isVisible() && x->isEnabled(), qPrintable(describe(x)));
        QAccessibleInterface *ai = QAccessible::queryAccessibleInterface(x);
        QVERIFY2(ai && !ai->text(QAccessible::Name).trimmed().isEmpty(), qPrintable(describe(x) + QStringLiteral(" has no name")));
    }
    QList<QWidget *> backwards;
    for (qsizetype i = 0; i < cycle.size(); ++i) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab);
        backwards << QApplication::focusWidget();
    }
    QList<QWidget *> expected(cycle.crbegin(), cycle.crend() - 1);
    expected << search;
    QCOMPARE(backwards, expected);
}

void TestMainWindow::readOnlyLedgerOpensToReadWithDecisionsOff()
{
    QTemporaryDir dir;
    const QString file = QDir(dir.path()).filePath(QStringLiteral("archive.sqlite"));
    QString held;
    {
        LedgerError e;
        auto ledger = Ledger::open(file, Ledger::OpenMode::CreateOrMigrate, &e);
        QVERIFY2(ledger, qPrintable(e.message));
        const QDateTime now = QDateTime::currentDateTimeUtc();
        ledger->ingest(delivery(QStringLiteral("evt-ro"), QStringLiteral("whk-ro")), now);
        held = ledger->operations({}).value().first().id;
        auto r = ledger->reserve(ledger->steps(held).value().at(0).step.rowId, QStringLiteral("w"), 1000, now);
        ledger->finishAttempt(r->attempt.id, {Outcome::Uncertain, 0, QStringLiteral("timeout"), {}, {}, {}, false}, 0, now);
    }
    const auto digest = [&] {
        QFile f(file);
        return f.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256) : QByteArray();
    };
    QVERIFY(QFile::setPermissions(file, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
    const QByteArray before = digest();

    // The plan says read-only, and why; nothing is refused.
    const auto plan = rl::ui::OpenLedger::plan(file, true);
    QCOMPARE(plan.step, rl::ui::OpenLedger::Step::Open);
    QVERIFY(plan.readOnly);
    QVERIFY2(plan.message.contains(QStringLiteral("read-only")), qPrintable(plan.message));

    LedgerError e;
    auto client = LedgerClient::open(file, &e, nullptr, true);
    QVERIFY2(client, qPrintable(e.message));
    rl::ui::MainWindow w(std::move(client), QStringLiteral("Alex"), nullptr);
    w.setReadOnlyReason(plan.message);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    // Readable: the held operation is listed and its details arrive.
    QTRY_COMPARE(w.queueList()->item(w.queueList()->count() - 1)->text(), QStringLiteral("All (1)"));
    w.selectQueue(std::nullopt);
    QTRY_VERIFY(w.selectOperation(held) && w.isShowingSelection());
    // Decisions off, each saying why; the reason shown above the table.
    for (DecisionAction a : {DecisionAction::Reconcile, DecisionAction::ConfirmNotExecuted, DecisionAction::Assign, DecisionAction::Abandon}) {
        QVERIFY(!w.decisionAction(a)->isEnabled());
        QVERIFY2(w.decisionAction(a)->toolTip().contains(QStringLiteral("Read-only")), qPrintable(w.decisionAction(a)->toolTip()));
    }
    auto *banner = w.findChild<QLabel *>(QStringLiteral("readOnly"));
    QVERIFY(banner && banner->isVisible());
    QVERIFY2(banner->text().contains(QStringLiteral("read-only for you")), qPrintable(banner->text()));
    // Even asked directly, the worker records nothing.
    QSignalSpy decided(w.ledger(), &LedgerClient::decided);
    DecisionRequest assign = decision(held, QStringLiteral("Alex"), QStringLiteral("mine"), DecisionAction::Assign);
    assign.assignTo = QStringLiteral("Alex");
    w.ledger()->decide(assign);
    QVERIFY(decided.wait(5000));
    const auto outcome = decided.first().at(1).value<DecisionOutcome>();
    QVERIFY(!outcome.applied);
    QVERIFY2(outcome.reason.contains(QStringLiteral("read-only")), qPrintable(outcome.reason));
    QCOMPARE(digest(), before);

    // The console itself opens it (before: it said "read-only" and quit).
    const QString shot = QDir(dir.path()).filePath(QStringLiteral("ro.png"));
    auto env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.path());
    const auto run = rl::testing::runTool(QStringLiteral("runledger"), {QStringLiteral("--ledger"), file, QStringLiteral("--reviewer"),
                                                                       QStringLiteral("Alex"), QStringLiteral("--screenshot"), shot},
                                          60'000, env);
    QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
    QVERIFY(QFileInfo(shot).size() > 0);
    QCOMPARE(digest(), before);
}

void TestMainWindow::openingAsksBeforeCreatingAndSaysWhyNot()
{
    using rl::ui::OpenLedger;
    QTemporaryDir dir;
    qputenv("XDG_CONFIG_HOME", dir.path().toUtf8()); // File → Open recent writes the settings
    QStringList asked, told;
    bool answer = false;
    const OpenLedger::Prompts prompts{[&](const QString &q) { asked << q; return answer; }, [&](const QString &m) { told << m; }};

    // A mistyped name: asked, and "No" creates nothing.
    const QString typo = QDir(dir.path()).filePath(QStringLiteral("teem.sqlite"));
    QVERIFY(!openAndWait({typo, true, false, QStringLiteral("Alex"), nullptr, true}, prompts));
    QCOMPARE(asked.size(), 1);
    QVERIFY2(asked.first().contains(QStringLiteral("teem.sqlite")), qPrintable(asked.first()));
    QVERIFY(!QFile::exists(typo));
    // "Yes" makes it, and the window opens on it.
    answer = true;
    std::unique_ptr<rl::ui::MainWindow> made(openAndWait({typo, true, false, QStringLiteral("Alex"), nullptr, true}, prompts));
    QVERIFY(made);
    made->setAttribute(Qt::WA_DeleteOnClose, false);
    QVERIFY(QFile::exists(typo));
    QCOMPARE(rl::ui::MainWindow::recentLedgers().value(0), typo);
    // File → New for a path that is not there is not asked about again.
    const QString fresh = QDir(dir.path()).filePath(QStringLiteral("fresh.sqlite"));
    std::unique_ptr<rl::ui::MainWindow> created(openAndWait({fresh, true, true, QStringLiteral("Alex"), nullptr, true}, prompts));
    QVERIFY(created);
    created->setAttribute(Qt::WA_DeleteOnClose, false);
    QCOMPARE(asked.size(), 2);
    // A folder that is not there: said plainly, nothing made, no window.
    QVERIFY(!openAndWait({QDir(dir.path()).filePath(QStringLiteral("nowhere/x.sqlite")), true, false, {}, nullptr, true}, prompts));
    QCOMPARE(told.size(), 1);
    QVERIFY2(told.first().contains(QStringLiteral("does not exist")) && !told.first().contains(QStringLiteral("runledgerctl")),
             qPrintable(told.first()));
    // Not a ledger: a plain reason, without command-line advice, and the file untouched.
    const QString notes = QDir(dir.path()).filePath(QStringLiteral("notes.sqlite"));
    {
        QFile f(notes);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("these are my notes, not a ledger");
    }
    QVERIFY(!openAndWait({notes, true, false, {}, nullptr, true}, prompts));
    QCOMPARE(told.size(), 2);
    QVERIFY2(!told.last().contains(QStringLiteral("runledgerctl")) && told.last().contains(QStringLiteral("Nothing was changed")),
             qPrintable(told.last()));
    QFile f(notes);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("these are my notes, not a ledger"));
    // File → Open from a window opens the other ledger in a new window and closes this one.
    auto *first = openAndWait({typo, true, false, QStringLiteral("Alex"), nullptr, true}, prompts);
    QVERIFY(first);
    first->show();
    QPointer<rl::ui::MainWindow> old(first);
    Q_EMIT first->openLedgerRequested(fresh, false);
    QTRY_VERIFY(old.isNull()); // closed and deleted
    rl::ui::MainWindow *next = nullptr;
    for (QWidget *w : QApplication::topLevelWidgets()) {
        if (auto *m = qobject_cast<rl::ui::MainWindow *>(w); m && m->isVisible() && m->ledger()->location() == fresh)
            next = m;
    }
    QVERIFY(next);
    QCOMPARE(next->reviewer(), QStringLiteral("Alex"));
    QCOMPARE(rl::ui::MainWindow::recentLedgers().value(0), fresh);
    next->close();
}

void TestMainWindow::openingAServerThatDoesNotAnswerNeverFreezes()
{
    using rl::ui::OpenLedger;
    // A "PostgreSQL server" that takes the connection and never says a word
    // (a host behind a dropping firewall, a hung server).
    QTcpServer silent;
    QVERIFY(silent.listen(QHostAddress::LocalHost));
    QList<QTcpSocket *> held;
    connect(&silent, &QTcpServer::newConnection, this, [&] {
        while (QTcpSocket *s = silent.nextPendingConnection())
            held << s;
    });
    const auto at = [&](int timeout) {
        return QStringLiteral("postgresql://rl@127.0.0.1:%1/ledger?connect_timeout=%2").arg(silent.serverPort()).arg(timeout);
    };
    QStringList told;
    const OpenLedger::Prompts prompts{[](const QString &) { return true; }, [&](const QString &m) { told << m; }};

    // The window's thread is not the one that waits: openWindow comes back
    // at once, "Opening the ledger…" shows, and Cancel ends the wait.
    bool answered = false;
    rl::ui::MainWindow *window = nullptr;
    OpenLedger::openWindow({at(30), true, false, QStringLiteral("Alex"), nullptr, false}, prompts, [&](rl::ui::MainWindow *w) {
        window = w;
        answered = true;
    });
    QVERIFY(!answered);
    QTRY_VERIFY(!held.isEmpty()); // the worker is connecting
    const auto shownProgress = [] {
        for (QWidget *w : QApplication::topLevelWidgets()) {
            if (w->objectName() == QLatin1String("openingLedger") && w->isVisible())
                return qobject_cast<QProgressDialog *>(w);
        }
        return static_cast<QProgressDialog *>(nullptr);
    };
    QProgressDialog *progress = nullptr;
    QTRY_VERIFY((progress = shownProgress()) != nullptr);
    QVERIFY2(progress->labelText().contains(QStringLiteral("127.0.0.1")), qPrintable(progress->labelText()));
    QVERIFY(!answered);
    auto *cancel = progress->findChild<QPushButton *>();
    QVERIFY(cancel);
    cancel->click();
    QTRY_VERIFY(answered);
    QVERIFY(!window);
    QVERIFY(told.isEmpty()); // cancelled: nothing to tell

    // Given up after its connect timeout, with the reason said and no window.
    answered = false;
    OpenLedger::openWindow({at(1), true, false, QStringLiteral("Alex"), nullptr, false}, prompts, [&](rl::ui::MainWindow *w) {
        window = w;
        answered = true;
    });
    QVERIFY(!answered);
    QTRY_VERIFY_WITH_TIMEOUT(answered, 20'000);
    QVERIFY(!window);
    QCOMPARE(told.size(), 1);
    QVERIFY2(told.first().contains(QStringLiteral("127.0.0.1")) && told.first().contains(QStringLiteral("Nothing was changed")),
             qPrintable(told.first()));
    qDeleteAll(held);
}

void TestMainWindow::commandLineOpensTheFileAndAnswersWithoutADisplay()
{
    // --help and --version on a terminal without a display (xcb, no DISPLAY):
    // before, the console aborted.
    auto headless = QProcessEnvironment::systemEnvironment();
    headless.remove(QStringLiteral("DISPLAY"));
    headless.remove(QStringLiteral("WAYLAND_DISPLAY"));
    headless.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
    const auto help = runTool(QStringLiteral("runledger"), {QStringLiteral("--help")}, 30'000, headless);
    QVERIFY2(help.exitCode == 0, qPrintable(help.out + help.err));
    QVERIFY2(help.out.contains(QStringLiteral("[FILE]")) && help.out.contains(QStringLiteral("--ledger")), qPrintable(help.out));
    const auto version = runTool(QStringLiteral("runledger"), {QStringLiteral("--version")}, 30'000, headless);
    QVERIFY2(version.exitCode == 0, qPrintable(version.out + version.err));
    QVERIFY2(version.out.contains(QStringLiteral(RUNLEDGER_VERSION)), qPrintable(version.out));

    // `runledger FILE` (what the .desktop file's %f passes) opens that ledger:
    // it is the one File → Open recent lists first afterwards.
    QTemporaryDir dir;
    const QString file = QDir(dir.path()).filePath(QStringLiteral("team.sqlite"));
    {
        LedgerError e;
        QVERIFY(Ledger::open(file, Ledger::OpenMode::CreateOrMigrate, &e));
    }
    auto env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.path());
    const QString shot = QDir(dir.path()).filePath(QStringLiteral("shot.png"));
    const auto opened = runTool(QStringLiteral("runledger"), {QStringLiteral("file://") + file, QStringLiteral("--reviewer"),
                                                              QStringLiteral("Alex"), QStringLiteral("--screenshot"), shot}, 60'000, env);
    QVERIFY2(opened.exitCode == 0, qPrintable(opened.out + opened.err));
    QString settingsText;
    for (QDirIterator it(dir.path(), {QStringLiteral("*.conf")}, QDir::Files, QDirIterator::Subdirectories); it.hasNext();) {
        QFile f(it.next());
        QVERIFY(f.open(QIODevice::ReadOnly));
        settingsText += QString::fromUtf8(f.readAll());
    }
    QVERIFY2(settingsText.contains(QStringLiteral("recentLedgers=") + file), qPrintable(settingsText));
    // A FILE and --ledger together are refused, plainly, before any window.
    const auto both = runTool(QStringLiteral("runledger"), {file, QStringLiteral("--ledger"), file}, 30'000, env);
    QCOMPARE(both.exitCode, 1);
    QVERIFY2(both.err.contains(QStringLiteral("not both")), qPrintable(both.err));

    // The parsing itself.
    rl::ui::ConsoleCommandLine line;
    QVERIFY(line.parse({QStringLiteral("runledger"), QStringLiteral("/srv/a.sqlite")}));
    QCOMPARE(line.ledger(), QStringLiteral("/srv/a.sqlite"));
    QVERIFY(line.ledgerNamed());
    rl::ui::ConsoleCommandLine none;
    QVERIFY(none.parse({QStringLiteral("runledger")}));
    QVERIFY(!none.ledgerNamed());
    rl::ui::ConsoleCommandLine two;
    QVERIFY(!two.parse({QStringLiteral("runledger"), QStringLiteral("a"), QStringLiteral("b")}));
    QVERIFY(!two.error().isEmpty());
}

void TestMainWindow::windowRemembersItsLayout()
{
    QTemporaryDir dir;
    const QString file = QDir(dir.path()).filePath(QStringLiteral("l.sqlite"));
    LedgerError e;
    QList<int> queuesSizes;
    int columnWidth = 0;
    {
        rl::ui::MainWindow w(LedgerClient::open(file, &e), QStringLiteral("Alex"), nullptr);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto *splitter = w.findChild<QSplitter *>(QStringLiteral("queuesAndOperations"));
        QVERIFY(splitter);
        splitter->setSizes({400, splitter->width() - 400 - splitter->handleWidth()});
        queuesSizes = splitter->sizes();
        w.detailTabs()->setCurrentIndex(2);
        w.operationsView()->setColumnWidth(OperationsModel::Action, 444);
        columnWidth = w.operationsView()->columnWidth(OperationsModel::Action);
        w.close();
    }
    rl::ui::MainWindow again(LedgerClient::open(file, &e), QStringLiteral("Alex"), nullptr);
    again.show();
    QVERIFY(QTest::qWaitForWindowExposed(&again));
    QCOMPARE(again.detailTabs()->currentIndex(), 2);
    QCOMPARE(again.findChild<QSplitter *>(QStringLiteral("queuesAndOperations"))->sizes(), queuesSizes);
    QCOMPARE(again.operationsView()->columnWidth(OperationsModel::Action), columnWidth);
}

void TestMainWindow::themeFollowsTheDesktopOrTheChoice()
{
    using rl::ui::Theme;
    // The portal's color-scheme wins; without one, GTK_THEME's ":dark".
    QVERIFY(rl::ui::desktopPrefersDark(1u, {}));
    QVERIFY(!rl::ui::desktopPrefersDark(2u, QStringLiteral("Adwaita:dark")));
    QVERIFY(rl::ui::desktopPrefersDark(0u, QStringLiteral("Adwaita:dark")));
    QVERIFY(rl::ui::desktopPrefersDark(std::nullopt, QStringLiteral("Adwaita:dark")));
    QVERIFY(!rl::ui::desktopPrefersDark(std::nullopt, QStringLiteral("Adwaita")));

    // View → Theme: the choice applies at once and is remembered.
    QTemporaryDir dir;
    LedgerError e;
    rl::ui::MainWindow w(LedgerClient::open(QDir(dir.path()).filePath(QStringLiteral("t.sqlite")), &e), QStringLiteral("Alex"), nullptr);
    QAction *dark = nullptr, *light = nullptr;
    for (QAction *a : w.findChildren<QAction *>()) {
        if (a->text() == QStringLiteral("&Dark"))
            dark = a;
        else if (a->text() == QStringLiteral("&Light"))
            light = a;
    }
    QVERIFY(dark && light);
    dark->trigger();
    QVERIFY(rl::ui::darkPaletteInUse());
    QCOMPARE(rl::ui::savedTheme(), Theme::Dark);
    light->trigger();
    QVERIFY(!rl::ui::darkPaletteInUse());
    QCOMPARE(rl::ui::savedTheme(), Theme::Light);
    rl::ui::saveTheme(Theme::System);
}

void TestMainWindow::helpShowsTheManual()
{
    QTemporaryDir dir;
    LedgerError e;
    rl::ui::MainWindow w(LedgerClient::open(QDir(dir.path()).filePath(QStringLiteral("h.sqlite")), &e), QStringLiteral("Alex"), nullptr);
    QMenu *help = nullptr;
    for (QAction *a : w.menuBar()->actions()) {
        if (a->text() == QStringLiteral("&Help"))
            help = a->menu();
    }
    QVERIFY(help);
    QCOMPARE(help->actions().size(), 3);
    // The keyboard map: every key of the window's actions (read from them),
    // with what it does, and the keys of the decision dialogs.
    help->actions().at(1)->trigger();
    auto *map = w.findChild<QDialog *>(QStringLiteral("keyboardMap"));
    QVERIFY(map);
    auto *keys = map->findChild<QTableWidget *>();
    QVERIFY(keys);
    QHash<QString, QString> listed;
    for (int row = 0; row < keys->rowCount(); ++row)
        listed.insert(keys->item(row, 0)->text(), keys->item(row, 1)->text());
    int decisions = 0;
    for (QAction *a : w.findChildren<QAction *>()) {
        for (const QKeySequence &k : a->shortcuts())
            QVERIFY2(listed.contains(k.toString(QKeySequence::NativeText)),
                     qPrintable(a->text() + QLatin1Char(' ') + k.toString(QKeySequence::NativeText)));
    }
    for (DecisionAction d : allDecisionActions()) {
        const QString key = w.decisionAction(d)->shortcut().toString(QKeySequence::NativeText);
        decisions += !key.isEmpty() && listed.value(key) == w.decisionAction(d)->text().remove(QLatin1Char('&')).remove(QStringLiteral("…"));
    }
    QCOMPARE(decisions, int(allDecisionActions().size()));
    QCOMPARE(listed.value(QKeySequence(Qt::CTRL | Qt::Key_Return).toString(QKeySequence::NativeText)),
             QStringLiteral("In a decision dialog: record the decision"));
    QVERIFY(listed.contains(QKeySequence(Qt::ALT | Qt::Key_L).toString(QKeySequence::NativeText)));
    QVERIFY(listed.contains(QKeySequence(Qt::ALT | Qt::Key_I).toString(QKeySequence::NativeText)));
    QVERIFY(QTest::qWaitForWindowExposed(map));
    QVERIFY(map->grab().save(QDir::temp().filePath(QStringLiteral("runledger-keyboard-map.png"))));
    map->close();
    help->actions().at(0)->trigger();
    auto *manual = w.findChild<QDialog *>(QStringLiteral("manual"));
    QVERIFY(manual);
    auto *text = manual->findChild<QTextBrowser *>();
    QVERIFY(text);
    QVERIFY2(text->toPlainText().contains(QStringLiteral("Confirm not executed")), qPrintable(text->toPlainText().left(200)));
    manual->close();
}

void TestMainWindow::newlyHeldWorkIsNotified()
{
    QTemporaryDir dir;
    const QString file = QDir(dir.path()).filePath(QStringLiteral("n.sqlite"));
    LedgerError e;
    auto writer = Ledger::open(file, Ledger::OpenMode::CreateOrMigrate, &e);
    QVERIFY(writer);
    // A minute ago: no request may still act, nothing waits for a time.
    const QDateTime now = QDateTime::currentDateTimeUtc().addSecs(-60);
    heldOperation(*writer, QStringLiteral("evt-0"), now); // held before the console opened: in its queue, not notified
    rl::ui::MainWindow w(LedgerClient::open(file, &e), QStringLiteral("Alex"), nullptr);
    QStringList told;
    w.heldNotifier()->setSink([&](const QString &title, const QString &body) { told << title + QLatin1Char('|') + body; });
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTRY_COMPARE(w.heldNotifier()->heldCount(), 1);
    QCOMPARE(told.size(), 0);
    // The runner holds two more: one notification, with how many and why.
    heldOperation(*writer, QStringLiteral("evt-1"), now);
    heldOperation(*writer, QStringLiteral("evt-2"), now);
    QTRY_COMPARE(w.heldNotifier()->heldCount(), 3);
    QTRY_COMPARE(told.size(), 1);
    QVERIFY2(told.first().contains(QStringLiteral("2 operations newly held")) && told.first().contains(QStringLiteral("no clear answer")),
             qPrintable(told.first()));
    // Other changes tell nothing new.
    writer->ingest(delivery(QStringLiteral("evt-3"), QStringLiteral("whk-3")), now);
    QTRY_COMPARE(w.queueList()->item(w.queueList()->count() - 1)->text(), QStringLiteral("All (4)"));
    QCOMPARE(told.size(), 1);
    if (QSystemTrayIcon *tray = w.heldNotifier()->trayIcon())
        QVERIFY2(tray->toolTip().contains(QStringLiteral("3 operations")), qPrintable(tray->toolTip()));
}

// One recommendation per hold, and it can be done (docs/console.md): a step
// whose key expired while the target's search has not settled says in the
// held list when it can be decided ("Ready at …"), and the console tells
// with a notification when that time comes.
void TestMainWindow::aHoldThatWaitsIsToldWhenItCanBeDecided()
{
    QTemporaryDir dir;
    const QString file = QDir(dir.path()).filePath(QStringLiteral("ready.sqlite"));
    LedgerError e;
    auto writer = Ledger::open(file, Ledger::OpenMode::CreateOrMigrate, &e);
    QVERIFY2(writer, qPrintable(e.message));
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const QDateTime then = now.addSecs(-2);
    OperationPlan plan = twoStepPlan();
    plan.steps[0].policy.keyRetentionSeconds = 1;
    plan.steps[0].policy.maxExecutionMs = 500;
    plan.steps[0].policy.settleMs = 15000; // the search settles about 13 s from now: time for a slow machine to open the window first
    const QString op = writer->ingest(delivery(QStringLiteral("evt-ready"), QStringLiteral("whk-ready"), plan), then)->operationId;
    const qint64 step = writer->steps(op).value().at(0).step.rowId;
    auto r = writer->reserve(step, QStringLiteral("elsewhere"), 1000, then);
    QVERIFY2(r, qPrintable(r.error().message));
    QVERIFY(writer->finishAttempt(r->attempt.id, {Outcome::Uncertain, 0, QStringLiteral("timeout"), {}, {}, {}, false}, 0, then));
    for (int i = 0; i < 3; ++i)
        writer->recordLookup(step, {LookupResult::Unknown, {}, 200, QStringLiteral("no match yet"), {}, {}}, now);
    QCOMPARE(toString(writer->steps(op).value().at(0).step.holdReason), toString(HoldReason::KeyExpired));
    const Operation held = *writer->operation(op);
    // The list's time is the step rules' own (settled after the last request's window).
    const QDateTime settles = writer->steps(op).value().at(0).context(now).settledAt;
    QVERIFY(settles > now);
    QCOMPARE(held.openStepSettledAt, settles);

    rl::ui::MainWindow w(LedgerClient::open(file, &e), QStringLiteral("Alex"), nullptr);
    QStringList told;
    w.heldNotifier()->setSink([&](const QString &title, const QString &body) { told << title + QLatin1Char('|') + body; });
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTRY_COMPARE(w.selectedOperationId(), op);
    const auto nextDecision = [&] {
        const QModelIndex row = w.operationsModel()->index(0, OperationsModel::NextDecision);
        return w.operationsModel()->data(row).toString();
    };
    const QString waiting = nextDecision();
    QVERIFY2(waiting.startsWith(QStringLiteral("Ready at %1:").arg(OperationRules::personTime(settles)))
                 && waiting.endsWith(QStringLiteral("adopt its record or confirm step 1 not executed")),
             qPrintable(waiting));
    QVERIFY(told.isEmpty());
    QTRY_VERIFY2(w.summaryText().contains(QStringLiteral("may not show its record before")), qPrintable(w.summaryText()));
    // The time comes: told once, and the row says what to do now.
    QTRY_COMPARE_WITH_TIMEOUT(told.size(), 1, 25'000);
    QVERIFY2(told.first().startsWith(QStringLiteral("Held work can be decided now|1 held operation can now be decided"))
                 && told.first().contains(rl::models::shortId(op)),
             qPrintable(told.first()));
    QCOMPARE(nextDecision(), QStringLiteral("Adopt its record or confirm step 1 not executed"));
    QTRY_VERIFY2(!w.summaryText().contains(QStringLiteral("may not show its record before")), qPrintable(w.summaryText()));
    QVERIFY2(w.summaryText().contains(QStringLiteral("Check it, then adopt its record or confirm the step was not executed.")),
             qPrintable(w.summaryText()));
}

// No engineer dialog at start (docs/console.md): a target whose check is due
// or failed is said in the status bar, in plain words, with a link to Check
// targets…; Runledger's own sandbox needs no check, and a current check says
// nothing.
void TestMainWindow::aDueOrFailedCheckIsSaidInTheStatusBar()
{
    const auto profile = [](const QString &name, const QString &protocol) {
        rl::app::TargetProfile p;
        p.name = name;
        p.protocol = protocol;
        return p;
    };
    const QList<rl::app::TargetProfile> targets{profile(QStringLiteral("sandbox-crm"), QStringLiteral("sandbox")),
                                                profile(QStringLiteral("hubspot"), QStringLiteral("hubspot")),
                                                profile(QStringLiteral("postmark"), QStringLiteral("postmark"))};
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const auto probe = [&](const QString &target, qint64 daysAgo, bool contradiction) {
        ProbeRecord r;
        r.target = target;
        r.probedAt = now.addDays(-daysAgo);
        r.declared = r.observed = QStringLiteral("lookup");
        r.contradiction = contradiction;
        return r;
    };
    using rl::ui::MainWindow;
    QCOMPARE(MainWindow::probeNotice(targets, {}, now), QStringLiteral("Targets: hubspot has not been checked yet, and 1 more."));
    QCOMPARE(MainWindow::probeNotice(targets, {probe(QStringLiteral("hubspot"), 1, false), probe(QStringLiteral("postmark"), 2, true)}, now),
             QStringLiteral("Targets: the last check of postmark found it does not behave as its profile says."));
    // The last check counts: an old failure is overtaken by a recent success.
    QCOMPARE(MainWindow::probeNotice(targets, {probe(QStringLiteral("hubspot"), 1, false), probe(QStringLiteral("postmark"), 9, true),
                                               probe(QStringLiteral("postmark"), 3, false)}, now),
             QString());
    QCOMPARE(MainWindow::probeNotice(targets, {probe(QStringLiteral("hubspot"), 40, false), probe(QStringLiteral("postmark"), 3, false)}, now),
             QStringLiteral("Targets: hubspot was last checked 40 days ago."));

    // In the window: a configuration whose HubSpot and Postmark were never checked.
    QString error;
    const auto config = rl::app::Configuration::fromJson(exampleConfiguration(QStringLiteral("hubspot-postmark.json"), 9), &error);
    QVERIFY2(config, qPrintable(error));
    QTemporaryDir dir;
    LedgerError e;
    rl::ui::MainWindow w(LedgerClient::open(QDir(dir.path()).filePath(QStringLiteral("p.sqlite")), &e), QStringLiteral("Alex"), &*config);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto *notice = w.findChild<QLabel *>(QStringLiteral("probeNotice"));
    QVERIFY(notice);
    QTRY_VERIFY(notice->isVisible());
    QVERIFY2(notice->text().contains(QStringLiteral("has not been checked yet")) && notice->text().contains(QStringLiteral("Check targets…")),
             qPrintable(notice->text()));
    QVERIFY(!QApplication::activeModalWidget()); // said, not asked
}

// On a team ledger (docs/team-setup.md) the console shows who the database
// says is signed in, decides under that name whatever was typed, and
// disables what the login's role does not allow, saying why. Runs as
// tst_mainwindow.team on the private PostgreSQL server.
void TestMainWindow::teamLedgerSaysWhoIsSignedIn()
{
    const auto run = postgresForThisRun();
    if (run.url.isEmpty() || !run.skip.isEmpty())
        QSKIP("needs the PostgreSQL server of tst_mainwindow.team");
    QVERIFY2(run.error.isEmpty(), qPrintable(run.error));
    RawDb raw(run.url);
    QVERIFY2(raw.exec(QStringLiteral("DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'rl_rene') THEN"
                                     " CREATE ROLE rl_rene LOGIN; END IF; END $$")),
             qPrintable(raw.lastError()));
    const QDateTime now = QDateTime::currentDateTimeUtc();
    QString held;
    {
        LedgerError e;
        auto owner = Ledger::open(run.url, Ledger::OpenMode::CreateOrMigrate, &e);
        QVERIFY2(owner, qPrintable(e.message));
        held = heldOperation(*owner, QStringLiteral("team-ui"), now);
        QVERIFY(owner->team().init());
        QVERIFY2(owner->team().add(QStringLiteral("rl_rene"), TeamRole::Reviewer, QStringLiteral("Rene Review"), now),
                 qPrintable(owner->lastError().message));
    }
    QUrl asRene(run.url);
    asRene.setUserName(QStringLiteral("rl_rene"));
    // In each of the console's languages: who is signed in and as what, and
    // why a decision outside the role is disabled (pictures in /tmp).
    QString english;
    for (const char *language : {"en", "de", "nl", "da", "cs"}) {
        QTranslator translation;
        if (qstrcmp(language, "en") != 0) {
            QVERIFY(translation.load(QStringLiteral(RUNLEDGER_BINARY_DIR "/resources/runledger_%1.qm").arg(QLatin1String(language))));
            QCoreApplication::installTranslator(&translation);
        }
        const auto restore = qScopeGuard([&] { QCoreApplication::removeTranslator(&translation); });
        LedgerError e;
        // Typed "Alex": not who the database knows; the console uses the login's name.
        rl::ui::MainWindow w(LedgerClient::open(asRene.toString(), &e), QStringLiteral("Alex"), nullptr);
        QCOMPARE(w.reviewer(), QStringLiteral("Rene Review"));
        auto *who = w.findChild<QLabel *>(QStringLiteral("signedIn"));
        QVERIFY(who);
        QVERIFY2(who->text().contains(QStringLiteral("Rene Review")) && who->text().contains(QStringLiteral("rl_rene")),
                 qPrintable(who->text()));
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.selectQueue(std::nullopt);
        QTRY_VERIFY(w.selectOperation(held) && w.isShowingSelection());
        QAction *abandon = w.decisionAction(DecisionAction::Abandon);
        QVERIFY(!abandon->isEnabled());
        QVERIFY(w.decisionAction(DecisionAction::Assign)->isEnabled());
        if (english.isEmpty()) {
            QVERIFY2(who->text().contains(QStringLiteral("reviewer")), qPrintable(who->text()));
            QVERIFY2(abandon->toolTip().contains(QStringLiteral("needs an approver")), qPrintable(abandon->toolTip()));
            english = who->text() + abandon->toolTip();
        } else {
            // Said in this language, not left in English.
            QVERIFY2(!who->text().contains(QStringLiteral("Signed in as")) && !abandon->toolTip().contains(QStringLiteral("needs an approver")),
                     qPrintable(who->text() + QLatin1Char('\n') + abandon->toolTip()));
        }
        QVERIFY(w.grab().save(QDir::temp().filePath(QStringLiteral("runledger-team-%1.png").arg(QLatin1String(language)))));
    }

    // Four eyes as the roles allow (docs/team-setup.md): only an approver
    // countersigns, never their own request; the queue counts what the
    // signed-in login may countersign, the rest apart.
    QVERIFY2(raw.exec(QStringLiteral("DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'rl_kim') THEN"
                                     " CREATE ROLE rl_kim LOGIN; END IF; END $$")),
             qPrintable(raw.lastError()));
    QUrl asKim(run.url);
    asKim.setUserName(QStringLiteral("rl_kim"));
    OperationPlan plan = twoStepPlan();
    plan.fourEyes = {DecisionAction::RetryOpenStep};
    const auto request = [&](const QUrl &as, const QString &name, const QString &eventId) {
        LedgerError e;
        auto owner = Ledger::open(run.url, Ledger::OpenMode::ExistingOnly, &e);
        const QString op = heldOperation(*owner, eventId, owner->now().addSecs(-600), plan);
        auto member = Ledger::open(as.toString(), Ledger::OpenMode::ExistingOnly, &e);
        DecisionRequest confirm = decision(op, name, QStringLiteral("looked: nothing"), DecisionAction::ConfirmNotExecuted);
        confirm.confirmedNotExecuted = true;
        confirm.lookup = LookupEvidence{LookupResult::Absent, {}, 200, QStringLiteral("no record"), {}, {}, member->now()};
        const DecisionOutcome confirmed = member->decide(confirm, member->now());
        const DecisionOutcome requested =
            member->decide(decision(op, name, QStringLiteral("CRM is back"), DecisionAction::RetryOpenStep), member->now());
        return confirmed.applied && requested.requested ? op : QStringLiteral("refused: ") + confirmed.reason + requested.reason;
    };
    {
        LedgerError e;
        auto owner = Ledger::open(run.url, Ledger::OpenMode::ExistingOnly, &e);
        QVERIFY2(owner->team().add(QStringLiteral("rl_kim"), TeamRole::Approver, QStringLiteral("Kim Approve"), now),
                 qPrintable(owner->lastError().message));
        // One approver: their own requests have nobody to countersign them, and the team is told.
        const QString gap = Team::countersignGap(owner->team().members().value());
        QVERIFY2(gap.contains(QLatin1String("Kim Approve is the only approver")), qPrintable(gap));
    }
    const QString renes = request(asRene, QStringLiteral("Rene Review"), QStringLiteral("team-four-rene"));
    QVERIFY2(!renes.startsWith(QLatin1String("refused: ")), qPrintable(renes));
    const QString kims = request(asKim, QStringLiteral("Kim Approve"), QStringLiteral("team-four-kim"));
    QVERIFY2(!kims.startsWith(QLatin1String("refused: ")), qPrintable(kims));
    const auto summaryOf = [&](rl::ui::MainWindow &w, const QString &op) {
        w.selectQueue(std::nullopt);
        [&] { QTRY_VERIFY(w.selectOperation(op) && w.isShowingSelection()); }();
        return w.summaryText();
    };
    {
        // Rene, a reviewer, may countersign nothing: both requests are for others.
        LedgerError e;
        rl::ui::MainWindow w(LedgerClient::open(asRene.toString(), &e), {}, nullptr);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTRY_COMPARE(w.queueList()->item(1)->text(), QStringLiteral("To countersign (0 of 2)"));
        const QString summary = summaryOf(w, renes);
        QVERIFY2(summary.contains(QLatin1String("waits for an approver other than Rene Review")), qPrintable(summary));
        QVERIFY(!w.decisionAction(DecisionAction::Countersign)->isEnabled());
    }
    {
        // Kim, the only approver: Rene's request is Kim's to countersign; Kim's own has nobody.
        LedgerError e;
        rl::ui::MainWindow w(LedgerClient::open(asKim.toString(), &e), {}, nullptr);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTRY_COMPARE(w.queueList()->item(1)->text(), QStringLiteral("To countersign (1 of 2)"));
        QString summary = summaryOf(w, renes);
        QTRY_VERIFY2(w.decisionAction(DecisionAction::Countersign)->isEnabled(), qPrintable(w.decisionAction(DecisionAction::Countersign)->toolTip()));
        summary = summaryOf(w, kims);
        QVERIFY2(summary.contains(QLatin1String("you are its only approver")), qPrintable(summary));
        QTRY_VERIFY(!w.decisionAction(DecisionAction::Countersign)->isEnabled());
        QVERIFY(w.grab().save(QDir::temp().filePath(QStringLiteral("runledger-team-only-approver.png"))));
    }
}

// The demo's first screen says what Runledger and the demo are, in the
// reader's language, and asks for the name; a team ledger never asks.
void TestMainWindow::firstStartSaysWhatTheDemoIs()
{
    QVERIFY(!rl::ui::OpenLedger::asksForName(QStringLiteral("postgresql://rl_rene@db.example/runledger")));
    QVERIFY(!rl::ui::OpenLedger::asksForName(QStringLiteral("postgres://db.example/runledger")));
    QVERIFY(rl::ui::OpenLedger::asksForName(QStringLiteral("/home/alex/ledger.sqlite")));
    QVERIFY(rl::ui::OpenLedger::asksForName(QString())); // the console's own default file
    QString english;
    for (const char *language : {"en", "de", "nl", "da", "cs"}) {
        QTranslator translation;
        if (qstrcmp(language, "en") != 0) {
            QVERIFY(translation.load(QStringLiteral(RUNLEDGER_BINARY_DIR "/resources/runledger_%1.qm").arg(QLatin1String(language))));
            QCoreApplication::installTranslator(&translation);
        }
        const auto restore = qScopeGuard([&] { QCoreApplication::removeTranslator(&translation); });
        const auto ask = rl::ui::OpenLedger::firstStartDialog(true);
        ask->show();
        QVERIFY(QTest::qWaitForWindowExposed(ask.get()));
        const QString text = ask->labelText();
        if (english.isEmpty()) {
            QVERIFY2(text.contains(QLatin1String("six")) && text.contains(QLatin1String("sandbox"))
                         && text.contains(QLatin1String("Your name")),
                     qPrintable(text));
            english = text;
        } else {
            QVERIFY2(text != english, language);
        }
        // Wrapped, not one line as wide as the sentence.
        QVERIFY2(ask->width() <= 640, qPrintable(QString::number(ask->width())));
        QVERIFY(ask->grab().save(QDir::temp().filePath(QStringLiteral("runledger-first-start-%1.png").arg(QLatin1String(language)))));
    }
    QCOMPARE(rl::ui::OpenLedger::firstStartDialog(false)->windowTitle(), QStringLiteral("Reviewer"));
}

// What suggests a step ran (the Confirm not executed dialog): in the
// reader's language, times local, the attempt's cause from its code, never
// the English sentence stored with it.
void TestMainWindow::evidenceLinesSpeakTheReadersLanguage()
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    StepRecord step;
    step.step.rowId = 7;
    step.step.position = 1;
    step.step.kind = QStringLiteral("crm.create_task");
    step.step.state = StepState::Held;
    step.step.holdReason = HoldReason::KeyExpired;
    Attempt a;
    a.stepRowId = 7;
    a.number = 1;
    a.startedAt = now.addSecs(-300);
    a.outcome = Outcome::Uncertain;
    a.error = QStringLiteral("no answer in time (stored English)");
    a.errorSaid = Said::of("call.no_answer_by_deadline");
    Evidence found;
    found.stepRowId = 7;
    found.kind = QStringLiteral("lookup");
    found.result = QStringLiteral("found");
    found.targetReference = QStringLiteral("task_000001");
    found.observedAt = now.addSecs(-60);
    OperationRules::setTimeStyle(OperationRules::TimeStyle::Person);
    const auto style = qScopeGuard([] { OperationRules::setTimeStyle(OperationRules::TimeStyle::IsoUtc); });
    const QRegularExpression iso(QStringLiteral("\\d{4}-\\d\\d-\\d\\dT\\d\\d"));
    const QStringList english = rl::app::Reconciler::signsItMayHaveRun(step, {a}, {found}, now);
    QCOMPARE(english.size(), 2);
    QVERIFY2(english.first().contains(QLatin1String("got no clear answer")) && !english.first().contains(a.error), qPrintable(english.first()));
    for (const char *language : {"de", "nl", "da", "cs"}) {
        QTranslator translation;
        QVERIFY(translation.load(QStringLiteral(RUNLEDGER_BINARY_DIR "/resources/runledger_%1.qm").arg(QLatin1String(language))));
        QCoreApplication::installTranslator(&translation);
        const auto restore = qScopeGuard([&] { QCoreApplication::removeTranslator(&translation); });
        const QStringList signs = rl::app::Reconciler::signsItMayHaveRun(step, {a}, {found}, now);
        QCOMPARE(signs.size(), 2);
        for (int i = 0; i < signs.size(); ++i) {
            QVERIFY2(signs.at(i) != english.at(i) && !signs.at(i).contains(QLatin1String("answer")) && !signs.at(i).contains(QLatin1String("attempt"))
                         && !signs.at(i).contains(iso),
                     qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(language), signs.at(i))));
        }
        QVERIFY2(signs.last().contains(QLatin1String("task_000001")), qPrintable(signs.last()));
    }
}

// The search field's clear button says what it is to a screen reader.
void TestMainWindow::clearButtonsHaveNames()
{
    QTemporaryDir dir;
    LedgerError e;
    rl::ui::MainWindow w(LedgerClient::open(QDir(dir.path()).filePath(QStringLiteral("c.sqlite")), &e), QStringLiteral("Alex"), nullptr);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    int named = 0;
    for (QLineEdit *edit : w.findChildren<QLineEdit *>()) {
        if (!edit->isClearButtonEnabled())
            continue;
        for (QToolButton *button : edit->findChildren<QToolButton *>()) {
            QVERIFY2(!button->accessibleName().isEmpty(), qPrintable(edit->accessibleName()));
            ++named;
        }
    }
    QVERIFY(named >= 1);
}

void TestMainWindow::desktopNotificationGoesToTheSessionBus()
{
    QDBusConnection bus = QDBusConnection::sessionBus();
    if (!bus.isConnected())
        QSKIP("no session bus (CTest runs this under dbus-run-session as tst_mainwindow.notifications)");
    FakeNotifications service;
    QVERIFY(bus.registerObject(QStringLiteral("/org/freedesktop/Notifications"), &service, QDBusConnection::ExportAllSlots));
    QVERIFY(bus.registerService(QStringLiteral("org.freedesktop.Notifications")));
    const QString body = rl::ui::HeldNotifier::bodyFor({{2, HoldReason::KeyExpired}, {1, HoldReason::DuplicateAtTarget}});
    QVERIFY(rl::ui::HeldNotifier::notifyDesktop(QStringLiteral("Runledger: held for review"), body));
    QTRY_COMPARE(service.received.size(), 1);
    QVERIFY2(service.received.first().contains(QStringLiteral("3 operations newly held for a reviewer: 2 × key expired, 1 × duplicate at the target")),
             qPrintable(service.received.first()));
    bus.unregisterService(QStringLiteral("org.freedesktop.Notifications"));
}

void TestMainWindow::detailsStayTrueWhenAWindowPasses()
{
    // A held step whose earlier request may still act for two more seconds:
    // once that time passes, the summary says so without anything else
    // changing in the ledger.
    QTemporaryDir dir;
    const QString file = QDir(dir.path()).filePath(QStringLiteral("w.sqlite"));
    LedgerError e;
    auto writer = Ledger::open(file, Ledger::OpenMode::CreateOrMigrate, &e);
    QVERIFY(writer);
    OperationPlan plan = twoStepPlan();
    plan.steps[0].policy.maxExecutionMs = 2000;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const QString op = heldOperation(*writer, QStringLiteral("evt-w"), now, plan);
    QCOMPARE(toString(writer->operation(op)->state), toString(OperationState::Held));
    QVERIFY(writer->steps(op).value().at(0).mayRunUntil > QDateTime::currentDateTimeUtc());

    rl::ui::MainWindow w(LedgerClient::open(file, &e), QStringLiteral("Alex"), nullptr);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTRY_VERIFY(w.selectOperation(op) && w.isShowingSelection());
    QVERIFY2(w.summaryText().contains(QStringLiteral("may still act")), qPrintable(w.summaryText()));
    QTRY_VERIFY_WITH_TIMEOUT(!w.summaryText().contains(QStringLiteral("may still act")), 8000);
}

void TestMainWindow::themeFollowsTheDesktopPortal()
{
    QDBusConnection bus = QDBusConnection::sessionBus();
    if (!bus.isConnected())
        QSKIP("no session bus (CTest runs this under dbus-run-session as tst_mainwindow.portal)");
    FakePortalSettings portal;
    QVERIFY(bus.registerObject(QStringLiteral("/org/freedesktop/portal/desktop"), &portal, QDBusConnection::ExportAllSlots));
    QVERIFY(bus.registerService(QStringLiteral("org.freedesktop.portal.Desktop")));
    rl::ui::saveTheme(rl::ui::Theme::System);
    rl::ui::applyTheme(rl::ui::Theme::System); // asks the portal without waiting
    QTRY_VERIFY(portal.reads > 0);
    QTRY_VERIFY(rl::ui::darkPaletteInUse());
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
