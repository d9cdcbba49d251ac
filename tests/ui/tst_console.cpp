// SPDX-License-Identifier: GPL-3.0-or-later
#include "acceptance/acceptancerun.h"
#include "detailmodels.h"
#include "ids.h"
#include "itemdataroles.h"
#include "ledger.h"
#include "reader.h"
#include "ledgerclient.h"
#include "mainwindow.h"
#include "decisiondialog.h"
#include "erasedialog.h"
#include "dialogcontext.h"
#include "targetsdialog.h"
#include "memorytokenstore.h"
#include "sandbox/sandboxserver.h"
#include "targets/sessiontokens.h"
#include "tokenstore.h"
#include "operationsmodel.h"
#include "runner/runner.h"
#include "layoutsettle.h"
#include "ledgerfixture.h"
#include "testtime.h"

#include <QScopeGuard>
#include <QSqlQuery>

#include <QAbstractItemModelTester>
#include <QAction>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QJsonDocument>
#include <QJsonObject>
#include <QAbstractButton>
#include <QComboBox>
#include <QLabel>
#include <QMessageBox>
#include <QPointer>
#include <QTimer>
#include <QStatusBar>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QJsonDocument>
#include <QJsonObject>
#include <QListWidget>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QDirIterator>
#include <QJsonArray>
#include <QInputDialog>
#include <QSettings>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTextBrowser>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace rl::models;
using namespace rl::app;

// The console on the demo ledger, as a reviewer uses it: every decision goes
// through the window's actions; results are checked in the ledger and in the
// sandbox's own count of effects.
class TestConsole final : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void heldQueueIsTriagedByReason(); // first: the demo's holds are all still there
    void disabledActionsCarryTheRule();
    void reconcileThenAdopt();
    void approveRetryOfProvablyNotExecutedStep();
    void detailModelsPassTheTester();
    void windowModelsPassTheTester();
    void searchFindsAnOrderAsTyped();
    void targetsShowTheirLastProbe();
    void tokensAreAskedOnceKeptInTheKeyringAndTested();
    void decisionDialogsCheckWhatIsDecided();
    void noReviewerCanLookButNotDecide();
    void statusBarShowsTheLastCheckpoint();
    void aSecondReviewerIsToldWhoIsLooking();
    void timelineTellsTheWholeStoryInOrder();
    void approveContentShowsWhatTheRecipientSees();
    void everyDialogStartsAtTheTopAndRecordsWithCtrlEnter();
    void refusedDecisionKeepsTheDialogAndItsText();
    void confirmNotExecutedAndRetryIsOneDecision();
    void everyHoldIsResolvedInFourInteractions_data();
    void everyHoldIsResolvedInFourInteractions();
    void lookAgainKeepsTheRationaleAndOffersWhatItFinds();
    void withNothingHeldTheConsoleOpensOnTheRequestsToCountersign();
    void voucherShowsItsCodeAndAdoptShowsWhatTheShopHolds();
    void eraseDialogRefusesWhatIsOpenAndErasesWhatIsResolved();

private:
    QString heldWith(HoldReason reason);
    bool createAtTarget(const QUrl &base, const QString &reference);
    // The demo's first flow for an order (CRM task, then e-mail), its first
    // step's earlier request unable to act after 500 ms.
    OperationPlan demoPlan(const QString &order) const;
    bool select(const QString &operationId);
    int effects(const QString &endpoint, const QString &reference);

    QTemporaryDir m_dir;
    std::unique_ptr<AcceptanceRun> m_demo;
    std::unique_ptr<rl::ui::MainWindow> m_window;
    std::optional<DecisionRequest> m_next; // what the "dialog" returns
};

void TestConsole::initTestCase()
{
    AcceptanceRun::Options o;
    o.ledgerPath = m_dir.filePath(QStringLiteral("demo.sqlite"));
    m_demo = std::make_unique<AcceptanceRun>(o);
    QVERIFY(m_demo->run().allPassed());
    m_demo->seedDemoExtras();
    LedgerError e;
    auto ledger = LedgerClient::open(o.ledgerPath, &e);
    QVERIFY2(ledger, qPrintable(e.message));
    m_window = std::make_unique<rl::ui::MainWindow>(std::move(ledger), QStringLiteral("Mara Lead"), &m_demo->configuration());
    m_window->setDecisionProvider([this](DecisionAction, const QString &op) {
        auto r = m_next;
        if (r)
            r->operationId = op;
        return r;
    });
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->selectQueue(OperationState::Held);
    QTRY_COMPARE(m_window->queueList()->currentItem()->text(), QStringLiteral("Held for review (3)"));
}

bool TestConsole::select(const QString &operationId)
{
    // The row comes with its page, the details and decisions a moment after.
    return QTest::qWaitFor([&] { return m_window->selectOperation(operationId) && m_window->isShowingSelection(); }, 10'000);
}

QString TestConsole::heldWith(HoldReason reason)
{
    for (const Operation &o : m_demo->ledger()->operations({}).value()) {
        for (const StepRecord &s : m_demo->ledger()->steps(o.id).value()) {
            if (s.step.state == StepState::Held && s.step.holdReason == reason)
                return o.id;
        }
    }
    return {};
}

OperationPlan TestConsole::demoPlan(const QString &order) const
{
    const Configuration &config = m_demo->configuration();
    OperationPlan plan = config.plan(config.flows().first(),
                                     QJsonObject{{QStringLiteral("name"), QStringLiteral("#") + order},
                                                 {QStringLiteral("admin_graphql_api_id"), QStringLiteral("gid://shopify/Order/") + order},
                                                 {QStringLiteral("email"), QStringLiteral("customer@example.com")}});
    if (!plan.steps.isEmpty())
        plan.steps[0].policy.maxExecutionMs = 500;
    return plan;
}

bool TestConsole::createAtTarget(const QUrl &base, const QString &reference)
{
    // A task created at the sandbox's CRM under the step's reference, as the
    // step's own create would have (its answer lost on the way back).
    QNetworkAccessManager nam;
    QNetworkRequest req(QUrl(base.toString() + QStringLiteral("/crm/tasks")));
    req.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
    req.setRawHeader("Authorization", "Bearer sandbox-token");
    req.setRawHeader("Idempotency-Key", reference.toUtf8());
    QNetworkReply *r = nam.post(req, QJsonDocument(QJsonObject{{QStringLiteral("reference"), reference},
                                                             {QStringLiteral("subject"), QStringLiteral("Follow up order #9300")}})
                                         .toJson(QJsonDocument::Compact));
    QSignalSpy done(r, &QNetworkReply::finished);
    const bool ok = done.wait(5000) && r->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() / 100 == 2;
    delete r;
    return ok;
}

int TestConsole::effects(const QString &endpoint, const QString &reference)
{
    // Counted by the target itself, over its admin API (both sandboxes).
    int total = 0;
    for (const QString &target : {QStringLiteral("sandbox-crm"), QStringLiteral("short-retention-crm")}) {
        QNetworkAccessManager nam;
        const QUrl base = m_demo->configuration().targets().value(target).baseUrl;
        QNetworkReply *r = nam.get(QNetworkRequest(QUrl(base.toString() + QStringLiteral("/_sandbox/effects"))));
        QSignalSpy done(r, &QNetworkReply::finished);
        done.wait(5000);
        total += QJsonDocument::fromJson(r->readAll()).object().value(endpoint).toObject().value(reference).toInt();
        delete r;
    }
    return total;
}

void TestConsole::disabledActionsCarryTheRule()
{
    const QString late = heldWith(HoldReason::KeyExpired);
    QVERIFY(!late.isEmpty());
    QVERIFY(select(late));
    QAction *retry = m_window->decisionAction(DecisionAction::RetryOpenStep);
    QVERIFY(!retry->isEnabled());
    QVERIFY2(retry->toolTip().contains(QStringLiteral("may already have acted")), qPrintable(retry->toolTip()));
    QAction *approve = m_window->decisionAction(DecisionAction::ApproveContent);
    QVERIFY(!approve->isEnabled());
    QVERIFY2(approve->toolTip().contains(QStringLiteral("no step waits for a content approval")), qPrintable(approve->toolTip()));
    QVERIFY(m_window->decisionAction(DecisionAction::Reconcile)->isEnabled());
    QVERIFY(m_window->decisionAction(DecisionAction::Adopt)->isEnabled());
    QVERIFY2(m_window->summaryText().contains(QStringLiteral("the target has since forgotten the request")), qPrintable(m_window->summaryText()));

    const QString manual = heldWith(HoldReason::NoConfirmation);
    QVERIFY(select(manual));
    QAction *reconcile = m_window->decisionAction(DecisionAction::Reconcile);
    QVERIFY(!reconcile->isEnabled());
    QVERIFY2(reconcile->toolTip().contains(QStringLiteral("offers no lookup")), qPrintable(reconcile->toolTip()));

    // Several selected: a bulk retry is refused outright.
    m_window->operationsView()->selectAll();
    QVERIFY(!retry->isEnabled());
    QVERIFY2(retry->toolTip().contains(QStringLiteral("bulk retry is refused")), qPrintable(retry->toolTip()));
}

void TestConsole::reconcileThenAdopt()
{
    const QString late = heldWith(HoldReason::KeyExpired);
    QVERIFY(select(late));
    const QString crmRef = m_demo->ledger()->steps(late).value().at(0).step.reference;
    QCOMPARE(effects(QStringLiteral("crm.create_task"), crmRef), 1);

    QSignalSpy reconciled(m_window.get(), &rl::ui::MainWindow::reconcileFinished);
    DecisionRequest r;
    r.reviewer = QStringLiteral("Mara Lead");
    r.rationale = QStringLiteral("Ask the CRM once more before deciding");
    m_next = r;
    m_window->decisionAction(DecisionAction::Reconcile)->trigger();
    QVERIFY(reconciled.wait(10'000));
    // The CRM's search has not caught up: unknown, so it stays held — and nothing was sent.
    QCOMPARE(toString(m_demo->ledger()->operation(late)->state), QStringLiteral("held"));
    QCOMPARE(m_demo->ledger()->decisions(late).value().size(), 1);
    QCOMPARE(toString(m_demo->ledger()->decisions(late).value().at(0).action), QStringLiteral("reconcile"));
    QCOMPARE(effects(QStringLiteral("crm.create_task"), crmRef), 1);

    // Adopt is checked at the target first: a record it does not know is refused.
    r.action = DecisionAction::Adopt;
    r.rationale = QStringLiteral("Found the task in the CRM by hand");
    r.adoptReference = QStringLiteral("task_999999");
    m_next = r;
    QTRY_VERIFY(m_window->isShowingSelection());
    QVERIFY(m_window->decisionAction(DecisionAction::Adopt)->isEnabled());
    QSignalSpy refused(m_window.get(), &rl::ui::MainWindow::decisionRefused);
    m_window->decisionAction(DecisionAction::Adopt)->trigger();
    QVERIFY(refused.wait(10'000));
    QVERIFY2(refused.first().first().toString().contains(QStringLiteral("does not know task_999999")),
             qPrintable(refused.first().first().toString()));
    // Said in a box of the window's own, closed with Esc.
    QMessageBox *box = nullptr;
    QTRY_VERIFY((box = m_window->findChild<QMessageBox *>(QStringLiteral("decisionNotRecorded"))) != nullptr);
    QTRY_VERIFY(box->isVisible());
    QTest::keyClick(box, Qt::Key_Escape);
    QTRY_VERIFY(!m_window->findChild<QMessageBox *>(QStringLiteral("decisionNotRecorded")));
    QCOMPARE(m_demo->ledger()->decisions(late).value().size(), 1);
    QCOMPARE(toString(m_demo->ledger()->operation(late)->state), QStringLiteral("held"));

    // A CRM that cannot be looked up at all: the reviewer's own check is all
    // there is; it is recorded as not checked at the target.
    const QString manual = heldWith(HoldReason::NoConfirmation);
    QVERIFY(select(manual));
    const QString manualRef = m_demo->ledger()->steps(manual).value().at(0).step.reference;
    const QString mailRef = m_demo->ledger()->steps(manual).value().at(1).step.reference;
    QCOMPARE(effects(QStringLiteral("crm.create_task"), manualRef), 1);
    const QString taskId = m_demo->sandboxRecord(QStringLiteral("crm.create_task"), manualRef);
    QVERIFY(!taskId.isEmpty());
    r.adoptReference = taskId;
    m_next = r;
    m_window->decisionAction(DecisionAction::Adopt)->trigger();
    // The runner resumes at step 2 only.
    QTRY_COMPARE_WITH_TIMEOUT(toString(m_demo->ledger()->operation(manual)->state), QStringLiteral("completed"), 15'000);
    QCOMPARE(m_demo->ledger()->steps(manual).value().at(0).step.targetReference, taskId);
    QCOMPARE(effects(QStringLiteral("crm.create_task"), manualRef), 1);
    QCOMPARE(effects(QStringLiteral("mail.send"), mailRef), 1);
    const auto decisions = m_demo->ledger()->decisions(manual).value();
    QCOMPARE(decisions.size(), 1);
    QCOMPARE(decisions.at(0).reviewer, QStringLiteral("Mara Lead"));
    QVERIFY(decisions.at(0).payload.contains(QStringLiteral("\"checked_at_target\":false")));
    QVERIFY(m_demo->ledger()->verifyChain().ok);
    QVERIFY(m_demo->ledger()->counts().value().recoveries >= 1);
    // The timeline keeps the hold and its reason after it ended, and says what was adopted.
    m_window->selectQueue(std::nullopt);
    QVERIFY(select(manual));
    const auto timeline = [&] {
        QStringList sentences;
        for (const TimelineEntry &e : m_window->timelineModel()->rows())
            sentences << e.sentence;
        return sentences.join(QLatin1Char('\n'));
    };
    QTRY_VERIFY2(timeline().contains(QStringLiteral("The operation completed.")), qPrintable(timeline()));
    const QString story = timeline();
    QVERIFY2(story.contains(QStringLiteral("Held for a reviewer to decide: cannot be confirmed at the target.")), qPrintable(story));
    QVERIFY2(story.contains(QStringLiteral("Record %1 at the target is the step's effect.").arg(taskId)), qPrintable(story));
    QVERIFY2(story.contains(QStringLiteral("The hold ended with ledger entry %1.").arg(decisions.at(0).seq)), qPrintable(story));
}

void TestConsole::approveRetryOfProvablyNotExecutedStep()
{
    const QString refused = heldWith(HoldReason::AttemptsExhausted);
    QVERIFY(!refused.isEmpty());
    m_window->selectQueue(OperationState::Held);
    QVERIFY(select(refused));
    const QString crmRef = m_demo->ledger()->steps(refused).value().at(0).step.reference;
    QCOMPARE(effects(QStringLiteral("crm.create_task"), crmRef), 0); // refused before acting, three times
    QAction *retry = m_window->decisionAction(DecisionAction::RetryOpenStep);
    QVERIFY2(retry->isEnabled(), qPrintable(retry->toolTip()));
    DecisionRequest r;
    r.reviewer = QStringLiteral("Mara Lead");
    r.rationale = QStringLiteral("The CRM was down for maintenance; it is back");
    r.action = DecisionAction::RetryOpenStep;
    m_next = r;
    retry->trigger();
    // The operation leaves "Held for review": a notice says where it went,
    // and its link shows it.
    auto *notice = m_window->findChild<QLabel *>(QStringLiteral("afterDecision"));
    QVERIFY(notice);
    QTRY_VERIFY2(notice->isVisible() && notice->text().contains(QStringLiteral("Operation %1 is now in").arg(rl::models::shortId(refused))),
                 qPrintable(notice->text()));
    // The notice follows the operation: "Completed" once the runner is done,
    // not the state of the moment of the decision.
    QTRY_VERIFY2_WITH_TIMEOUT(notice->text().contains(QStringLiteral("“%1”").arg(rl::models::OperationsModel::stateText(OperationState::Completed))),
                              qPrintable(notice->text()), 15'000);
    Q_EMIT notice->linkActivated(QStringLiteral("show"));
    QVERIFY(!notice->isVisible());
    QTRY_COMPARE(m_window->selectedOperationId(), refused);
    QCOMPARE(m_window->queueList()->currentRow(), m_window->queueList()->count() - 1); // All
    QTRY_COMPARE_WITH_TIMEOUT(toString(m_demo->ledger()->operation(refused)->state), QStringLiteral("completed"), 15'000);
    QCOMPARE(effects(QStringLiteral("crm.create_task"), crmRef), 1);
    QCOMPARE(m_demo->ledger()->attempts(refused).value().size(), 5); // 3 refused + 1 retried + 1 e-mail
}

void TestConsole::windowModelsPassTheTester()
{
    // The operations table's icon proxy and its model, and the steps tab's
    // icon proxy, checked while the window reads pages, switches queues,
    // searches and follows the runner.
    using Mode = QAbstractItemModelTester::FailureReportingMode;
    QAbstractItemModelTester proxy(m_window->operationsView()->model(), Mode::QtTest);
    QAbstractItemModelTester source(m_window->operationsModel(), Mode::QtTest);
    QTableView *stepsView = nullptr;
    for (QTableView *v : m_window->findChildren<QTableView *>())
        if (v->accessibleName() == QStringLiteral("Steps"))
            stepsView = v;
    QVERIFY(stepsView);
    QAbstractItemModelTester stepIcons(stepsView->model(), Mode::QtTest);
    const auto idle = [&] { return QTest::qWaitFor([&] { return m_window->ledger()->pending() == 0; }, 10'000); };
    for (const auto &queue : {std::optional<OperationState>(std::nullopt), std::optional(OperationState::Held),
                              std::optional(OperationState::Completed), std::optional<OperationState>(std::nullopt)}) {
        m_window->selectQueue(queue);
        QVERIFY(idle());
        for (int row = 0; row < m_window->operationsView()->model()->rowCount(); ++row) {
            m_window->operationsView()->selectRow(row);
            QVERIFY(idle());
            QVERIFY(m_window->isShowingSelection());
            QVERIFY(!m_window->operationsView()->model()->index(row, OperationsModel::State).data(Qt::DecorationRole).isNull());
        }
    }
    m_window->refreshIfChanged();
    QVERIFY(idle());
    QVERIFY(stepsView->model()->rowCount() > 0);
    QVERIFY(!stepsView->model()->index(0, StepsModel::State).data(Qt::DecorationRole).isNull());
}

void TestConsole::heldQueueIsTriagedByReason()
{
    // What the ledger holds, per reason of the open step.
    QMap<QString, int> expected;
    for (const Operation &o : m_demo->ledger()->operations({OperationState::Held, {}, {}, 0, 1000, false}).value()) {
        for (const StepRecord &s : m_demo->ledger()->steps(o.id).value()) {
            if (s.step.position == o.openStep)
                ++expected[OperationsModel::holdReasonText(s.step.holdReason)];
        }
    }
    QVERIFY2(expected.size() >= 2, "the demo holds operations for at least two reasons");
    m_window->selectQueue(OperationState::Held);
    auto *reasons = m_window->findChild<QComboBox *>(QStringLiteral("whyHeld"));
    QVERIFY(reasons);
    QTRY_VERIFY2(reasons->isVisible() && reasons->count() == expected.size() + 1,
                 qPrintable(QStringLiteral("visible %1, %2 entries, expected %3").arg(reasons->isVisible()).arg([&] { QStringList t; for (int i = 0; i < reasons->count(); ++i) t << reasons->itemText(i); return t.join(u'|'); }()).arg(QStringList(expected.keys()).join(u','))));
    QAbstractItemModel *table = m_window->operationsView()->model();
    QTRY_COMPARE(table->rowCount(), 3);
    // Every row says why in words, never the stored code.
    for (int row = 0; row < table->rowCount(); ++row) {
        const QString why = table->index(row, OperationsModel::WhyHeld).data().toString();
        QVERIFY2(!why.isEmpty() && !why.contains(QLatin1Char('_')), qPrintable(why));
    }
    // Each reason's entry carries its count and shows exactly those operations.
    for (int i = 1; i < reasons->count(); ++i) {
        const QString text = reasons->itemText(i);
        const QString name = text.left(text.lastIndexOf(QStringLiteral(" (")));
        QVERIFY2(expected.contains(name), qPrintable(text));
        QCOMPARE(text, QStringLiteral("%1 (%2)").arg(name).arg(expected.value(name)));
        reasons->setCurrentIndex(i);
        Q_EMIT reasons->activated(i);
        QTRY_COMPARE(table->rowCount(), expected.value(name));
        for (int row = 0; row < table->rowCount(); ++row)
            QTRY_VERIFY(!table->index(row, OperationsModel::WhyHeld).data().toString().isEmpty());
    }
    reasons->setCurrentIndex(0);
    Q_EMIT reasons->activated(0);
    QTRY_COMPARE(table->rowCount(), 3);
    // Not a held queue: no reason filter; an empty queue says what it means.
    m_window->selectQueue(OperationState::Abandoned);
    QTRY_VERIFY(!reasons->isVisible());
    m_window->selectQueue(OperationState::Held);
    QTRY_COMPARE(table->rowCount(), 3);
}

void TestConsole::searchFindsAnOrderAsTyped()
{
    QLineEdit *search = nullptr;
    for (QLineEdit *e : m_window->findChildren<QLineEdit *>())
        if (e->accessibleName() == QStringLiteral("Search operations"))
            search = e;
    QVERIFY(search);
    m_window->selectQueue(std::nullopt);
    const auto idle = [&] { return QTest::qWaitFor([&] { return m_window->ledger()->pending() == 0; }, 10'000); };
    for (const QString &typed : {QStringLiteral("#1006"), QStringLiteral("1006")}) {
        search->setText(typed);
        QTest::keyClick(search, Qt::Key_Return);
        QVERIFY(idle());
        QCOMPARE(m_window->operationsView()->model()->rowCount(), 1);
        QVERIFY(m_window->operationsView()->model()->index(0, OperationsModel::Action).data().toString().contains(QStringLiteral("#1006")));
    }
    search->clear(); // an empty field shows the queue again
    QTRY_VERIFY(m_window->operationsView()->model()->rowCount() > 1);

    // As you type, without Enter; a search that finds nothing says so, with the way back.
    QLabel *noMatches = nullptr;
    for (QLabel *l : m_window->findChildren<QLabel *>())
        if (l->accessibleName() == QStringLiteral("No matches"))
            noMatches = l;
    QVERIFY(noMatches);
    search->setFocus();
    QTest::keyClicks(search, QStringLiteral("#1006"));
    QTRY_COMPARE(m_window->operationsView()->model()->rowCount(), 1);
    QVERIFY(!noMatches->isVisible());
    search->clear();
    QTest::keyClicks(search, QStringLiteral("no-such-order"));
    QTRY_VERIFY(noMatches->isVisible());
    QVERIFY2(noMatches->text().contains(QStringLiteral("no-such-order")) && noMatches->text().contains(QStringLiteral("Clear the search")),
             qPrintable(noMatches->text()));
    Q_EMIT noMatches->linkActivated(QStringLiteral("clear"));
    QCOMPARE(search->text(), QString());
    QTRY_VERIFY(!noMatches->isVisible());
    QTRY_VERIFY(m_window->operationsView()->model()->rowCount() > 1);
}

void TestConsole::detailModelsPassTheTester()
{
    const auto ops = m_demo->ledger()->operations({}).value();
    StepsModel steps;
    AttemptsModel attempts;
    EvidenceModel evidence;
    ContentVersionsModel content;
    DecisionsModel decisions;
    QAbstractItemModelTester t1(&steps, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester t2(&attempts, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester t3(&evidence, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester t4(&content, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester t5(&decisions, QAbstractItemModelTester::FailureReportingMode::QtTest);
    for (const Operation &o : ops) {
        QHash<qint64, int> positions;
        const auto s = m_demo->ledger()->steps(o.id).value();
        for (const StepRecord &r : s)
            positions.insert(r.step.rowId, r.step.position);
        steps.setSteps(s, QDateTime::currentDateTimeUtc());
        attempts.setAttempts(m_demo->ledger()->attempts(o.id).value(), positions);
        evidence.setEvidence(m_demo->ledger()->evidence(o.id).value(), positions);
        content.setVersions(m_demo->ledger()->contentVersions(o.id).value(), positions);
        decisions.setRows(m_demo->ledger()->decisions(o.id).value());
        // Decisions in words, the stored code only in the tooltip.
        for (int r = 0; r < decisions.rowCount(); ++r) {
            const QModelIndex action = decisions.index(r, DecisionsModel::Action);
            QCOMPARE(action.data().toString(), DecisionsModel::actionText(decisions.rows().at(r).action));
            QVERIFY2(!action.data().toString().contains(QLatin1Char('-')), qPrintable(action.data().toString()));
            QCOMPARE(action.data(Qt::ToolTipRole).toString(), toString(decisions.rows().at(r).action));
        }
        for (int r = 0; r < evidence.rowCount(); ++r) {
            const QString stored = evidence.rows().at(r).result;
            QCOMPARE(evidence.index(r, EvidenceModel::Result).data().toString(), EvidenceModel::resultText(stored));
            QVERIFY2(!evidence.index(r, EvidenceModel::Result).data().toString().contains(QLatin1Char('_')), qPrintable(stored));
        }
    }
    // A marketing lead's word, the technical term in its tooltip.
    QCOMPARE(steps.headerData(StepsModel::IdempotencyKey, Qt::Horizontal).toString(), QStringLiteral("Reference"));
    QVERIFY(steps.headerData(StepsModel::IdempotencyKey, Qt::Horizontal, Qt::ToolTipRole).toString().startsWith(QStringLiteral("Idempotency key:")));
    QVERIFY(AttemptsModel().headerData(AttemptsModel::HttpStatus, Qt::Horizontal, Qt::ToolTipRole).toString().startsWith(QStringLiteral("HTTP status")));
    // A confirmed step says what its confirmation rests on.
    const QString completed = m_demo->ledger()->operations({OperationState::Completed, {}, {}, 0, 1, false}).value().value(0).id;
    QVERIFY(!completed.isEmpty());
    const auto stateOfFirstStep = [&] {
        steps.setSteps(m_demo->ledger()->steps(completed).value(), QDateTime::currentDateTimeUtc());
        return steps.index(0, StepsModel::State).data().toString();
    };
    QTRY_COMPARE_WITH_TIMEOUT(stateOfFirstStep(), QStringLiteral("Confirmed, checked by a lookup"), 5000);
    // The window's own tables are filled for the selection.
    QVERIFY(m_window->detailTabs()->count() == 6);
}

void TestConsole::decisionDialogsCheckWhatIsDecided()
{
    using rl::ui::DecisionDialog;
    const auto ok = [](QDialog &d) {
        return d.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    };
    // Confirm not executed: the evidence is shown, and it takes an explicit confirmation.
    DecisionDialog::Context c;
    c.operationId = QStringLiteral("01936a1e-0000-7000-8000-00000000abcd");
    c.reviewer = QStringLiteral("Mara Lead");
    c.summary = QStringLiteral("Step 1 (CRM task) got no clear answer.");
    c.effect = QStringLiteral("step 1 (CRM task) is recorded as not executed");
    c.signs = {QStringLiteral("attempt 1 (started 2026-12-01T10:00:00.000Z) got no clear answer: no answer in time")};
    c.lookupSummary = QStringLiteral("no record carries the reference (now)");
    DecisionDialog confirm(DecisionAction::ConfirmNotExecuted, c);
    confirm.show();
    QVERIFY(QTest::qWaitForWindowExposed(&confirm));
    confirm.findChild<QPlainTextEdit *>()->setPlainText(QStringLiteral("Checked the CRM by hand"));
    QVERIFY(!ok(confirm)->isEnabled());
    QCOMPARE(ok(confirm)->toolTip(), QStringLiteral("Confirm that you checked the target."));
    QVERIFY(confirm.findChild<QLabel *>(QString(), Qt::FindChildrenRecursively) != nullptr);
    confirm.findChild<QCheckBox *>()->setChecked(true);
    QVERIFY(ok(confirm)->isEnabled());
    QVERIFY(confirm.request().confirmedNotExecuted);
    QVERIFY(confirm.grab().save(QDir::temp().filePath(QStringLiteral("runledger-confirm-not-executed.png"))));

    // Reconcile only looks at the target: its rationale is optional.
    DecisionDialog look(DecisionAction::Reconcile, c);
    look.show();
    QVERIFY(QTest::qWaitForWindowExposed(&look));
    QVERIFY(look.findChild<QPlainTextEdit *>()->toPlainText().isEmpty());
    QVERIFY(ok(look)->isEnabled());
    QVERIFY(look.findChild<QPlainTextEdit *>()->placeholderText().startsWith(QStringLiteral("Optional")));
    look.close();

    // Adopt: the record the target found is prefilled and the focus is in
    // the rationale, so what is typed first never replaces the record id;
    // Tab goes from the rationale to "Record decision", Ctrl+Enter records.
    c.foundRecords = {QStringLiteral("task_000123")};
    c.lookupSummary = QStringLiteral("found task_000123");
    DecisionDialog adopt(DecisionAction::Adopt, c);
    adopt.show();
    QVERIFY(QTest::qWaitForWindowExposed(&adopt));
    QApplication::setActiveWindow(&adopt);
    auto *record = adopt.findChild<QComboBox *>();
    QVERIFY(record);
    auto *why = adopt.findChild<QPlainTextEdit *>();
    QVERIFY2(adopt.focusWidget() == why, adopt.focusWidget() ? adopt.focusWidget()->metaObject()->className() : "none");
    QTest::keyClicks(adopt.focusWidget(), QStringLiteral("Found"));
    QCOMPARE(record->currentText(), QStringLiteral("task_000123"));
    QCOMPARE(why->toPlainText(), QStringLiteral("Found"));
    QVERIFY(why->placeholderText().contains(QStringLiteral("Why this record?")));
    record->setCurrentText(QStringLiteral("task_000123"));
    why->setPlainText(QStringLiteral("Found it in the CRM"));
    why->setFocus();
    QTest::keyClick(why, Qt::Key_Tab);
    QVERIFY2(adopt.focusWidget() == ok(adopt), adopt.focusWidget() ? qPrintable(adopt.focusWidget()->objectName() + QLatin1Char(' ') + QString::fromLatin1(adopt.focusWidget()->metaObject()->className()) + QLatin1Char(' ') + (qobject_cast<QAbstractButton *>(adopt.focusWidget()) ? qobject_cast<QAbstractButton *>(adopt.focusWidget())->text() : QString())) : "none");
    record->setCurrentText(QStringLiteral("task_000123"));
    why->setPlainText(QStringLiteral("Found it in the CRM"));
    QVERIFY(ok(adopt)->isEnabled());
    QTest::keyClick(why, Qt::Key_Return, Qt::ControlModifier);
    QTest::keyRelease(why, Qt::Key_Control); // Ctrl let go: later clicks in other tests select, not toggle
    QCOMPARE(adopt.result(), int(QDialog::Accepted));
    QCOMPARE(why->toPlainText(), QStringLiteral("Found it in the CRM")); // no line break added
    c.foundRecords.clear();

    // New approved operation: the step's fields, validated, with the changes shown.
    c.signs.clear();
    c.lookupSummary.clear();
    c.effect = QStringLiteral("a new approved operation replaces this one");
    c.stepKind = QStringLiteral("email.send");
    c.oldReference = QStringLiteral("rl_0123456789abcdef0123456789abcdef");
    c.versions = {rl::testing::contentVersion(1, rl::testing::kSampleEmail, QStringLiteral("flow"))};
    DecisionDialog fresh(DecisionAction::NewOperation, c);
    fresh.show();
    QVERIFY(QTest::qWaitForWindowExposed(&fresh));
    fresh.findChild<QPlainTextEdit *>(QString(), Qt::FindChildrenRecursively);
    QLineEdit *subject = nullptr, *to = nullptr;
    for (QLineEdit *e : fresh.findChildren<QLineEdit *>()) {
        if (e->accessibleName() == QStringLiteral("Subject:"))
            subject = e;
        if (e->accessibleName() == QStringLiteral("Recipient:"))
            to = e;
    }
    QVERIFY(subject && to);
    const auto rationale = fresh.findChildren<QPlainTextEdit *>().last();
    rationale->setPlainText(QStringLiteral("Corrected the subject"));
    QVERIFY(ok(fresh)->isEnabled()); // unchanged content is valid
    subject->setText(QString());
    QVERIFY(!ok(fresh)->isEnabled());
    QVERIFY2(ok(fresh)->toolTip().contains(QStringLiteral("subject must not be empty")), qPrintable(ok(fresh)->toolTip()));
    subject->setText(QStringLiteral("Thank you for your order"));
    to->setText(QStringLiteral("customer@example.org, other@example.org"));
    QVERIFY(!ok(fresh)->isEnabled());
    QVERIFY2(ok(fresh)->toolTip().contains(QStringLiteral("is not one e-mail address")), qPrintable(ok(fresh)->toolTip()));
    to->setText(QStringLiteral("customer@example.org"));
    QVERIFY(ok(fresh)->isEnabled());
    const auto edited = QJsonDocument::fromJson(*fresh.request().newContent).object();
    QCOMPARE(edited.value(QStringLiteral("subject")).toString(), QStringLiteral("Thank you for your order"));
    QCOMPARE(edited.value(QStringLiteral("body")).toString(), QStringLiteral("Thank you for order #1001."));
    // The change is listed for the reviewer, field by field.
    QString changes;
    for (const QLabel *l : fresh.findChildren<QLabel *>()) {
        if (l->text().startsWith(QStringLiteral("Changes")))
            changes = l->text();
    }
    QVERIFY2(changes.contains(QStringLiteral("Thank you → Thank you for your order")), qPrintable(changes));
    QTRY_VERIFY_WITH_TIMEOUT(rl::testing::layoutSettled(&fresh), 10'000); // the layout follows the longer text before the picture
    QVERIFY(fresh.grab().save(QDir::temp().filePath(QStringLiteral("runledger-new-operation.png"))));
}

void TestConsole::targetsShowTheirLastProbe()
{
    // Two probes of one target: the dialog shows the newer, and a target never
    // probed is listed as not checked.
    QVERIFY(m_demo->ledger()->recordProbe({QStringLiteral("sandbox-crm"), QDateTime::currentDateTimeUtc().addSecs(-60),
                                          QStringLiteral("protected_create"), QStringLiteral("protected_create"), false, QStringLiteral("{}")}));
    QVERIFY(m_demo->ledger()->recordProbe({QStringLiteral("sandbox-crm"), QDateTime::currentDateTimeUtc(), QStringLiteral("protected_create"),
                                          QStringLiteral("lookup_only"), true,
                                          QStringLiteral(R"({"contradictions":["declares protected_create, but the target ignores the key"]})")}));
    const auto probes = m_demo->ledger()->latestProbes();
    QVERIFY(probes);
    QCOMPARE(probes->size(), 1);
    rl::testing::MemoryTokenStore store;
    rl::ui::TokenBook tokens(&store);
    const auto &targets = m_demo->configuration().targets();
    rl::ui::TargetsDialog dialog({targets.value(QStringLiteral("sandbox-crm")), targets.value(QStringLiteral("sandbox-mail"))}, *probes,
                                 &tokens, {});
    QAbstractItemModelTester tester(dialog.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(dialog.model()->rowCount(), 2);
    const auto cell = [&](int row, int column) { return dialog.model()->index(row, column).data().toString(); };
    QCOMPARE(cell(0, ProbesModel::Observed), QStringLiteral("lookup_only"));
    QCOMPARE(cell(0, ProbesModel::Verdict), QStringLiteral("Profile contradicts the target"));
    QVERIFY(dialog.model()->index(0, ProbesModel::Verdict).data(Qt::ToolTipRole).toString().contains(QStringLiteral("ignores the key")));
    QCOMPARE(cell(1, ProbesModel::Verdict), QStringLiteral("Not checked"));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(dialog.grab().save(QDir::temp().filePath(QStringLiteral("runledger-targets.png"))));
}

void TestConsole::tokensAreAskedOnceKeptInTheKeyringAndTested()
{
    // A HubSpot and a Resend target whose tokens are in no environment variable.
    const QByteArray hubspotToken = "pat-eu1-console-test-token-7f3a", resendToken = "re_console_test_token_91c2";
    rl::app::SandboxServer::Options so;
    so.apiToken = hubspotToken; // the emulation wants this one token from both
    rl::app::SandboxServer provider(so);
    const quint16 port = provider.listen(QHostAddress::LocalHost, 0);
    QVERIFY(port != 0);
    const QString base = QStringLiteral("http://127.0.0.1:%1").arg(port);
    const QJsonObject root{
        {QStringLiteral("targets"),
         QJsonObject{{QStringLiteral("hubspot"), QJsonObject{{QStringLiteral("kind"), QStringLiteral("crm")},
                                                            {QStringLiteral("protocol"), QStringLiteral("hubspot")},
                                                            {QStringLiteral("base_url"), base + QStringLiteral("/hubspot")},
                                                            {QStringLiteral("capability"), QStringLiteral("lookup_only")},
                                                            {QStringLiteral("token_env"), QStringLiteral("RUNLEDGER_CONSOLE_TEST_HUBSPOT")}}},
                     {QStringLiteral("resend"), QJsonObject{{QStringLiteral("kind"), QStringLiteral("mail")},
                                                           {QStringLiteral("protocol"), QStringLiteral("resend")},
                                                           {QStringLiteral("base_url"), base + QStringLiteral("/resend")},
                                                           {QStringLiteral("capability"), QStringLiteral("protected_create")},
                                                           {QStringLiteral("from"), QStringLiteral("orders@example.com")},
                                                           {QStringLiteral("token_env"), QStringLiteral("RUNLEDGER_CONSOLE_TEST_RESEND")}}},
                     // The sandbox's own protocol takes any call: its token is never asked for.
                     {QStringLiteral("sandbox"), QJsonObject{{QStringLiteral("kind"), QStringLiteral("crm")},
                                                            {QStringLiteral("protocol"), QStringLiteral("sandbox")},
                                                            {QStringLiteral("base_url"), base},
                                                            {QStringLiteral("capability"), QStringLiteral("protected_create")},
                                                            {QStringLiteral("token_env"), QStringLiteral("RUNLEDGER_CONSOLE_TEST_SANDBOX")}}}}},
        {QStringLiteral("flows"), QJsonArray{}}};
    QString error;
    const auto config = rl::app::Configuration::fromJson(root, &error);
    QVERIFY2(config, qPrintable(error));
    const QString ledgerPath = m_dir.filePath(QStringLiteral("tokens.sqlite"));
    LedgerError e;
    auto ledger = LedgerClient::open(ledgerPath, &e);
    QVERIFY2(ledger, qPrintable(e.message));
    rl::ui::MainWindow window(std::move(ledger), QStringLiteral("Mara Lead"), &*config);
    auto *store = new rl::testing::MemoryTokenStore;
    store->entries.insert(QStringLiteral("RUNLEDGER_CONSOLE_TEST_RESEND"), resendToken); // kept from an earlier session
    window.setTokenStore(store);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    // Start-up: the keyring has Resend's token; HubSpot's is missing and asked
    // for once, by itself (no engineer's dialog around it), with "Later".
    window.loadTokens();
    QInputDialog *prompt = nullptr;
    QTRY_VERIFY((prompt = window.findChild<QInputDialog *>(QStringLiteral("tokenPrompt"))) != nullptr);
    QVERIFY(prompt->windowTitle().contains(QStringLiteral("hubspot")));
    QVERIFY2(prompt->labelText().contains(QStringLiteral("HubSpot")), qPrintable(prompt->labelText()));
    QCOMPARE(prompt->textEchoMode(), QLineEdit::Password);
    QCOMPARE(prompt->cancelButtonText(), QStringLiteral("&Later"));
    QVERIFY(!window.findChild<rl::ui::TargetsDialog *>());
    prompt->setTextValue(QString::fromLatin1(hubspotToken));
    prompt->accept();
    QTRY_COMPARE(store->entries.value(QStringLiteral("RUNLEDGER_CONSOLE_TEST_HUBSPOT")), hubspotToken);
    QCOMPARE(config->targets().value(QStringLiteral("hubspot")).token(), hubspotToken);
    // Nothing more is asked: Resend's came from the keyring, the sandbox needs none.
    rl::testing::holdStill(50, "a second prompt wrongly opened");
    QVERIFY(!window.findChild<QInputDialog *>(QStringLiteral("tokenPrompt")));
    QVERIFY(!store->entries.contains(QStringLiteral("RUNLEDGER_CONSOLE_TEST_SANDBOX")));

    // Targets → Check targets…: the tokens and where each comes from; a token set there.
    QVERIFY(store->entries.remove(QStringLiteral("RUNLEDGER_CONSOLE_TEST_HUBSPOT")));
    rl::app::SessionTokens::forget(QStringLiteral("RUNLEDGER_CONSOLE_TEST_HUBSPOT"));
    window.showTargets(QStringLiteral("hubspot"));
    QTRY_VERIFY((prompt = window.findChild<QInputDialog *>(QStringLiteral("tokenPrompt"))) != nullptr);
    auto *dialog = window.findChild<rl::ui::TargetsDialog *>();
    QVERIFY(dialog);
    QAbstractItemModelTester connections(dialog->connections(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    const auto cell = [&](const QString &target, int column) {
        for (int r = 0; r < dialog->connections()->rowCount(); ++r) {
            if (dialog->connections()->item(r, 0)->text() == target)
                return dialog->connections()->item(r, column)->text();
        }
        return QString();
    };
    const auto tokenCell = [&](const QString &target) { return cell(target, rl::ui::TargetsDialog::TokenColumn); };
    const auto connectionCell = [&](const QString &target) { return cell(target, rl::ui::TargetsDialog::ConnectionColumn); };
    QCOMPARE(tokenCell(QStringLiteral("resend")), QStringLiteral("from the test keyring"));
    QCOMPARE(tokenCell(QStringLiteral("sandbox")), QStringLiteral("not needed"));
    QVERIFY(tokenCell(QStringLiteral("hubspot")).startsWith(QStringLiteral("missing")));
    prompt->setTextValue(QString::fromLatin1(hubspotToken));
    prompt->accept();
    QTRY_COMPARE(store->entries.value(QStringLiteral("RUNLEDGER_CONSOLE_TEST_HUBSPOT")), hubspotToken);
    QTRY_COMPARE(tokenCell(QStringLiteral("hubspot")), QStringLiteral("from the test keyring"));
    QCOMPARE(config->targets().value(QStringLiteral("hubspot")).token(), hubspotToken);

    // Test connection: one read-only call each; the emulation counts no effect.
    auto spy = std::make_unique<QSignalSpy>(dialog, &rl::ui::TargetsDialog::connectionTested);
    const auto test = [&](const QString &target) {
        QSignalSpy &tested = *spy;
        for (int r = 0; r < dialog->connections()->rowCount(); ++r) {
            if (dialog->connections()->item(r, 0)->text() == target)
                dialog->connectionsView()->selectRow(r);
        }
        tested.clear();
        QVERIFY(dialog->testButton()->isEnabled());
        dialog->testButton()->click();
        QTRY_COMPARE(tested.size(), 1);
    };
    test(QStringLiteral("hubspot"));
    QVERIFY2(spy->first().at(1).toBool(), qPrintable(connectionCell(QStringLiteral("hubspot"))));
    QVERIFY(connectionCell(QStringLiteral("hubspot")).startsWith(QStringLiteral("connected")));
    // Resend's stored token is not the one this service accepts: said so, plainly.
    test(QStringLiteral("resend"));
    QVERIFY(!spy->first().at(1).toBool());
    QCOMPARE(connectionCell(QStringLiteral("resend")), QStringLiteral("the target refused the token (HTTP 403)"));
    QCOMPARE(provider.effectCount(rl::app::SandboxServer::CrmCreateTask) + provider.effectCount(rl::app::SandboxServer::MailSend), 0);
    QVERIFY(dialog->grab().save(QDir::temp().filePath(QStringLiteral("runledger-target-tokens.png"))));

    // Forget: gone from the keyring and from this session; never asked again unprompted.
    dialog->forgetTokenButton()->click();
    QTRY_VERIFY(!store->entries.contains(QStringLiteral("RUNLEDGER_CONSOLE_TEST_RESEND")));
    QVERIFY(config->targets().value(QStringLiteral("resend")).token().isEmpty());
    dialog->close();
    QTRY_VERIFY(!window.findChild<rl::ui::TargetsDialog *>()); // closed means deleted
    const int reads = store->reads;
    window.loadTokens();
    QTRY_VERIFY(store->reads > reads);
    rl::testing::holdStill(50, "a prompt wrongly opened after the keyring was read");
    QVERIFY(!window.findChild<QInputDialog *>(QStringLiteral("tokenPrompt")));

    // Without a keyring the token works for this session only, and the dialog says why.
    store->available = false;
    window.showTargets(QStringLiteral("resend"));
    QTRY_VERIFY((prompt = window.findChild<QInputDialog *>(QStringLiteral("tokenPrompt"))) != nullptr);
    dialog = window.findChild<rl::ui::TargetsDialog *>();
    spy = std::make_unique<QSignalSpy>(dialog, &rl::ui::TargetsDialog::connectionTested);
    prompt->setTextValue(QString::fromLatin1(hubspotToken));
    prompt->accept();
    QTRY_COMPARE(tokenCell(QStringLiteral("resend")), QStringLiteral("for this session only"));
    QVERIFY(!store->entries.contains(QStringLiteral("RUNLEDGER_CONSOLE_TEST_RESEND")));
    QTRY_VERIFY([&] {
        const QList<QLabel *> labels = dialog->findChildren<QLabel *>();
        return std::any_of(labels.begin(), labels.end(), [](QLabel *l) {
            return l->isVisible() && l->text().contains(QStringLiteral("for this session only: the keyring cannot keep it"));
        });
    }());
    test(QStringLiteral("resend"));
    QVERIFY2(spy->first().at(1).toBool(), qPrintable(connectionCell(QStringLiteral("resend"))));
    dialog->close();

    // No token in the ledger (and its WAL), nor in the console's settings.
    QSettings().sync();
    QStringList files{ledgerPath, ledgerPath + QStringLiteral("-wal"), QSettings().fileName()};
    for (const QString &f : files) {
        QFile file(f);
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QByteArray bytes = file.readAll();
        QVERIFY2(!bytes.contains(hubspotToken) && !bytes.contains(resendToken), qPrintable(f));
    }
    rl::app::SessionTokens::forget(QStringLiteral("RUNLEDGER_CONSOLE_TEST_HUBSPOT"));
    rl::app::SessionTokens::forget(QStringLiteral("RUNLEDGER_CONSOLE_TEST_RESEND"));
}

void TestConsole::noReviewerCanLookButNotDecide()
{
    m_window->setReviewer(QString());
    m_window->selectQueue(std::nullopt);
    QTRY_VERIFY(m_window->operationsView()->model()->rowCount() > 0);
    m_window->operationsView()->selectionModel()->select(m_window->operationsView()->model()->index(0, 0),
                                                         QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    QTRY_VERIFY2(m_window->isShowingSelection(),
                 qPrintable(QStringLiteral("selected '%1', rows %2, selected rows %3, pending %4")
                                .arg(m_window->selectedOperationId())
                                .arg(m_window->operationsView()->model()->rowCount())
                                .arg(m_window->operationsView()->selectionModel()->selectedRows().size())
                                .arg(m_window->ledger()->pending())));
    QAction *abandon = m_window->decisionAction(DecisionAction::Abandon);
    QVERIFY(!abandon->isEnabled());
    QVERIFY2(abandon->toolTip().contains(QStringLiteral("reviewer name")), qPrintable(abandon->toolTip()));
    m_window->setReviewer(QStringLiteral("Mara Lead"));
}

void TestConsole::timelineTellsTheWholeStoryInOrder()
{
    // The operation whose event came twice, and one a reviewer decided on.
    QString twice, decided;
    for (const Operation &o : m_demo->ledger()->operations({}).value()) {
        if (o.eventRowId > 0 && twice.isEmpty() && m_demo->ledger()->reader().deliveries(o.eventRowId)->size() >= 2)
            twice = o.id;
        if (decided.isEmpty() && !m_demo->ledger()->decisions(o.id).value().isEmpty() && o.eventRowId > 0)
            decided = o.id;
    }
    QVERIFY(!twice.isEmpty() && !decided.isEmpty());
    // The console reads the event without its payload (customer data it never shows).
    const qint64 eventRow = m_demo->ledger()->operation(twice)->eventRowId;
    QVERIFY(!m_demo->ledger()->reader().event(eventRow)->payload.isEmpty());
    QVERIFY(m_demo->ledger()->reader().event(eventRow, false)->payload.isEmpty());
    QCOMPARE(m_demo->ledger()->reader().event(eventRow, false)->eventId, m_demo->ledger()->reader().event(eventRow)->eventId);
    m_window->selectQueue(std::nullopt);
    QAbstractItemModelTester tester(m_window->timelineModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    const auto kinds = [this] {
        QList<TimelineEntry::Kind> out;
        for (const TimelineEntry &e : m_window->timelineModel()->rows())
            out.append(e.kind);
        return out;
    };
    const auto inOrder = [this] {
        const auto &rows = m_window->timelineModel()->rows();
        for (qsizetype i = 1; i < rows.size(); ++i) {
            if (rows.at(i).at < rows.at(i - 1).at)
                return false;
        }
        return true;
    };
    for (const QString &id : {twice, decided}) {
        QVERIFY(select(id));
        QTRY_VERIFY(m_window->timelineModel()->rowCount() > 0);
        QVERIFY2(inOrder(), qPrintable(id));
        const auto k = kinds();
        // The event, then its first delivery, then the operation it started.
        QCOMPARE(k.value(0), TimelineEntry::Kind::Event);
        QCOMPARE(k.value(1), TimelineEntry::Kind::Delivery);
        QCOMPARE(k.value(2), TimelineEntry::Kind::Operation);
        QVERIFY(k.contains(TimelineEntry::Kind::Attempt));
        // Each attempt's end follows its start.
        QVERIFY(k.indexOf(TimelineEntry::Kind::AttemptEnd) > k.indexOf(TimelineEntry::Kind::Attempt));
        // Sentences, not codes: no stored code with an underscore or a hyphen-joined action.
        for (int r = 0; r < m_window->timelineModel()->rowCount(); ++r) {
            const QString sentence = m_window->timelineModel()->index(r, TimelineModel::Sentence).data().toString();
            QVERIFY2(!sentence.contains(QLatin1Char('_')) && !sentence.contains(QStringLiteral("retry-open")), qPrintable(sentence));
        }
    }
    QVERIFY(select(twice));
    QTRY_COMPARE(kinds().count(TimelineEntry::Kind::Delivery), m_demo->ledger()->reader().deliveries(m_demo->ledger()->operation(twice)->eventRowId)->size());
    const auto &rows = m_window->timelineModel()->rows();
    const auto second = std::find_if(rows.begin() + 2, rows.end(), [](const TimelineEntry &e) { return e.kind == TimelineEntry::Kind::Delivery; });
    QVERIFY(second != rows.end());
    QVERIFY2(second->sentence.contains(QStringLiteral("same event again")), qPrintable(second->sentence));
    QVERIFY(select(decided));
    QTRY_VERIFY(kinds().contains(TimelineEntry::Kind::Decision));
    const auto decision = std::find_if(m_window->timelineModel()->rows().begin(), m_window->timelineModel()->rows().end(),
                                       [](const TimelineEntry &e) { return e.kind == TimelineEntry::Kind::Decision; });
    QVERIFY2(decision->sentence.contains(m_demo->ledger()->decisions(decided).value().first().reviewer), qPrintable(decision->sentence));
    m_window->detailTabs()->setCurrentIndex(1);
    QTRY_VERIFY_WITH_TIMEOUT(rl::testing::layoutSettled(m_window.get()), 10'000);
    QVERIFY(m_window->grab().save(QDir::temp().filePath(QStringLiteral("runledger-timeline.png"))));
    m_window->detailTabs()->setCurrentIndex(0);
    m_window->selectQueue(OperationState::Held);
}

void TestConsole::approveContentShowsWhatTheRecipientSees()
{
    using rl::ui::DecisionDialog;
    DecisionDialog::Context c;
    c.operationId = QStringLiteral("01936a1e-0000-7000-8000-00000000abcd");
    c.reviewer = QStringLiteral("Mara Lead");
    c.summary = QStringLiteral("Step 2 (E-mail) waits for its content to be approved.");
    c.effect = QStringLiteral("version 2 of step 2 (E-mail) is approved");
    c.stepKind = QStringLiteral("email.send");
    c.versions = {rl::testing::contentVersion(1, rl::testing::kSampleEmail, QStringLiteral("flow")),
                  rl::testing::contentVersion(2, R"({"body":"Thank you for order #1001.\nYour voucher follows.","reference":"rl_0123456789abcdef0123456789abcdef","subject":"Thank you for your order","to":"customer@example.org"})")};
    DecisionDialog approve(DecisionAction::ApproveContent, c);
    approve.show();
    QVERIFY(QTest::qWaitForWindowExposed(&approve));
    auto *view = approve.findChild<QTextBrowser *>(QStringLiteral("recipientView"));
    QVERIFY(view);
    const QString seen = view->toPlainText();
    // Recipient, subject and text as the recipient reads them; no JSON, no reference.
    for (const char *expected : {"To: customer@example.org", "Subject: Thank you for your order", "Your voucher follows.",
                                 "Version 2: not approved yet", "Changes from version 1"})
        QVERIFY2(seen.contains(QString::fromUtf8(expected)), qPrintable(QString::fromUtf8(expected) + QStringLiteral(" not in:\n") + seen));
    QVERIFY2(!seen.contains(QLatin1Char('{')) && !seen.contains(QStringLiteral("rl_0123")), qPrintable(seen));
    QVERIFY2(view->toHtml().contains(QStringLiteral("Thank you</s>")) || view->toHtml().contains(QStringLiteral("line-through")),
             "the old subject is struck through");
    // Every version's approval is listed.
    auto *status = approve.findChild<QLabel *>(QStringLiteral("versionStatus"));
    QVERIFY(status);
    QVERIFY2(status->text().contains(QStringLiteral("Version 1: approved with the flow&#x27;s configuration"))
                 || status->text().contains(QStringLiteral("Version 1: approved with the flow's configuration")),
             qPrintable(status->text()));
    QVERIFY(status->text().contains(QStringLiteral("Version 2: not approved yet")));
    // Choosing version 1 shows version 1, with nothing before it to compare.
    approve.findChild<QSpinBox *>()->setValue(1);
    QVERIFY2(view->toPlainText().contains(QStringLiteral("Subject: Thank you\n")) || view->toPlainText().contains(QStringLiteral("Subject: Thank you\u2029")),
             qPrintable(view->toPlainText()));
    QVERIFY(!view->toPlainText().contains(QStringLiteral("Changes from")));
    QCOMPARE(approve.request().contentVersion, 1);
    QVERIFY(approve.grab().save(QDir::temp().filePath(QStringLiteral("runledger-approve-content.png"))));

    // The window's content tab shows the selected version the same way.
    const auto waiting = m_demo->ledger()->operations({OperationState::AwaitingApproval, {}, {}, 0, 1, false}).value();
    QVERIFY(!waiting.isEmpty());
    m_window->selectQueue(std::nullopt);
    QVERIFY(select(waiting.first().id));
    QTableView *table = nullptr;
    for (QTableView *t : m_window->findChildren<QTableView *>()) {
        if (t->accessibleName() == QStringLiteral("Approved content"))
            table = t;
    }
    QVERIFY(table);
    QTRY_VERIFY(table->model()->rowCount() > 0);
    table->selectionModel()->setCurrentIndex(table->model()->index(table->model()->rowCount() - 1, 0),
                                              QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    auto *preview = m_window->findChild<QTextBrowser *>(QStringLiteral("contentPreview"));
    QVERIFY(preview);
    QVERIFY2(preview->toPlainText().contains(QStringLiteral("Subject:")) && !preview->toPlainText().contains(QLatin1Char('{')),
             qPrintable(preview->toPlainText()));
    QVERIFY2(preview->toPlainText().contains(QStringLiteral("Version ")), qPrintable(preview->toPlainText()));
    m_window->selectQueue(OperationState::Held);
}

void TestConsole::everyDialogStartsAtTheTopAndRecordsWithCtrlEnter()
{
    using rl::ui::DecisionDialog;
    const DecisionDialog::Context c = rl::testing::sampleDecisionContext();
    for (const DecisionAction a : rl::models::allDecisionActions()) { // every row of the one table
        const QString what = toString(a);
        DecisionDialog dialog(a, c);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QApplication::setActiveWindow(&dialog);
        QAbstractButton *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        QAbstractButton *cancel = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Cancel);
        // What there is to fill in, top to bottom.
        QList<QWidget *> fields;
        for (QWidget *w : dialog.findChildren<QWidget *>()) {
            if (w->isVisible() && w->focusPolicy() != Qt::NoFocus
                && (qobject_cast<QLineEdit *>(w) || qobject_cast<QComboBox *>(w) || qobject_cast<QPlainTextEdit *>(w)
                    || qobject_cast<QSpinBox *>(w) || qobject_cast<QCheckBox *>(w))
                && !qobject_cast<QComboBox *>(w->parentWidget()) && !qobject_cast<QSpinBox *>(w->parentWidget()))
                fields << w;
        }
        const auto top = [&](QWidget *w) { return w->mapTo(&dialog, QPoint(0, 0)).y(); };
        std::sort(fields.begin(), fields.end(), [&](QWidget *x, QWidget *y) { return top(x) < top(y); });
        QVERIFY2(!fields.isEmpty(), qPrintable(what));
        // The focus starts in the first text still empty: a prefilled record,
        // content or version is never what the first keys typed replace. A
        // box to tick is ticked by a click or its Alt key, the focus staying.
        const auto empty = [](QWidget *w) {
            if (auto *c = qobject_cast<QComboBox *>(w))
                return c->currentText().isEmpty();
            if (auto *e = qobject_cast<QLineEdit *>(w))
                return e->text().isEmpty();
            if (auto *t = qobject_cast<QPlainTextEdit *>(w))
                return t->toPlainText().isEmpty();
            return false;
        };
        QWidget *expected = *std::find_if(fields.begin(), fields.end(), empty);
        const auto owner = [&](QWidget *focus) {
            for (QWidget *f : fields) {
                if (focus == f || f->isAncestorOf(focus))
                    return f;
            }
            return focus;
        };
        QVERIFY2(owner(dialog.focusWidget()) == expected,
                 qPrintable(what + QStringLiteral(": focus in ") + QString::fromLatin1(dialog.focusWidget()->metaObject()->className())));
        if (a == DecisionAction::Adopt || a == DecisionAction::NewOperation || a == DecisionAction::ApproveContent)
            QVERIFY2(qobject_cast<QPlainTextEdit *>(expected) && expected->accessibleName() == QStringLiteral("Rationale"), qPrintable(what));
        // Fill in what the decision needs.
        if (auto *record = dialog.findChild<QComboBox *>())
            record->setCurrentText(QStringLiteral("task_000123"));
        if (auto *box = dialog.findChild<QCheckBox *>())
            box->setChecked(true);
        for (QLineEdit *e : dialog.findChildren<QLineEdit *>()) {
            if (e->accessibleName().isEmpty() && e->placeholderText() == QStringLiteral("reviewer's name"))
                e->setText(QStringLiteral("Alex"));
        }
        if (a == DecisionAction::Assign)
            dialog.findChildren<QLineEdit *>().first()->setText(QStringLiteral("Alex"));
        dialog.findChildren<QPlainTextEdit *>().last()->setPlainText(QStringLiteral("checked"));
        QVERIFY2(ok->isEnabled(), qPrintable(what + QStringLiteral(": ") + ok->toolTip()));
        // Tab walks the fields top to bottom, then "Record decision" before "Cancel".
        fields.first()->setFocus(Qt::TabFocusReason);
        QList<QWidget *> walked{owner(QApplication::focusWidget())};
        for (int i = 0; i < 20 && QApplication::focusWidget() != ok && QApplication::focusWidget() != cancel; ++i) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            if (owner(QApplication::focusWidget()) != walked.last())
                walked << owner(QApplication::focusWidget());
        }
        QVERIFY2(walked.last() == ok, qPrintable(what + QStringLiteral(": Tab reached ") + QString::fromLatin1(walked.last()->metaObject()->className())));
        walked.removeLast();
        QStringList order;
        for (QWidget *w : walked)
            order << QString::fromLatin1(w->metaObject()->className());
        QVERIFY2(walked == fields, qPrintable(what + QStringLiteral(": Tab went ") + order.join(QStringLiteral(" → "))));
        // Ctrl+Enter records from the first field.
        QTest::keyClick(fields.first()->focusProxy() ? fields.first()->focusProxy() : fields.first(), Qt::Key_Return, Qt::ControlModifier);
        QTest::keyRelease(fields.first(), Qt::Key_Control);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
    }
}

void TestConsole::refusedDecisionKeepsTheDialogAndItsText()
{
    // Two reviewers: while this one's Abandon dialog is open, another abandons
    // the operation. Record is refused by the ledger; the dialog stays, says
    // why, and keeps the rationale typed. Esc then asks before losing it.
    QString op;
    for (const Operation &o : m_demo->ledger()->operations({OperationState::Held, {}, {}, 0, 10, false}).value())
        op = o.id;
    QVERIFY2(!op.isEmpty(), "the demo still holds an operation");
    m_window->selectQueue(OperationState::Held);
    QVERIFY(select(op));
    m_window->setDecisionProvider({}); // the real dialog
    QPointer<rl::ui::DecisionDialog> seen;
    QString refusal, typed;
    bool keptAfterEsc = false;
    bool closedAfterDiscard = false;
    bool walked = false;
    const auto clickIn = [](const QString &dialogName, const QString &button) {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box || box->objectName() != dialogName)
            return false;
        for (QAbstractButton *b : box->buttons()) {
            if (b->text().remove(QLatin1Char('&')) == button) {
                b->click();
                return true;
            }
        }
        return false;
    };
    QTimer::singleShot(0, this, [&] {
        QVERIFY(QTest::qWaitFor([&] { return (seen = qobject_cast<rl::ui::DecisionDialog *>(QApplication::activeModalWidget())); }, 5000));
        auto *rationale = seen->findChildren<QPlainTextEdit *>().last();
        QTest::keyClicks(rationale, QStringLiteral("the customer cancelled"));
        // The other reviewer, through another connection.
        DecisionRequest other;
        other.operationId = op;
        other.reviewer = QStringLiteral("Alex");
        other.rationale = QStringLiteral("duplicate order");
        other.action = DecisionAction::Abandon;
        QVERIFY(m_demo->ledger()->decide(other, QDateTime::currentDateTimeUtc()).applied);
        seen->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        auto *why = seen->findChild<QLabel *>(QStringLiteral("refusal"));
        QVERIFY(QTest::qWaitFor([&] { return why->isVisible(); }, 10'000));
        refusal = why->text();
        typed = rationale->toPlainText();
        // Esc with text typed: asked first; "Keep editing" keeps it.
        QTimer::singleShot(0, this, [&] { QVERIFY(QTest::qWaitFor([&] { return clickIn(QStringLiteral("discardDecision"), QStringLiteral("Keep editing")); }, 5000)); });
        QTest::keyClick(seen, Qt::Key_Escape);
        keptAfterEsc = seen && seen->isVisible() && rationale->toPlainText() == typed;
        QTimer::singleShot(0, this, [&] { QVERIFY(QTest::qWaitFor([&] { return clickIn(QStringLiteral("discardDecision"), QStringLiteral("Discard")); }, 5000)); });
        QTest::keyClick(seen, Qt::Key_Escape);
        closedAfterDiscard = !seen || !seen->isVisible();
        walked = true;
    });
    // The dialog opens without an event loop of its own (open(), not exec()):
    // the walk above runs from this test's loop.
    m_window->decisionAction(DecisionAction::Abandon)->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(walked, 30'000);
    m_window->setDecisionProvider([this](DecisionAction, const QString &o) {
        auto r = m_next;
        if (r)
            r->operationId = o;
        return r;
    });
    QVERIFY2(!refusal.isEmpty(), "the dialog showed no refusal");
    QCOMPARE(typed, QStringLiteral("the customer cancelled"));
    QVERIFY(keptAfterEsc);
    QVERIFY(closedAfterDiscard);
    // Discarded after a refusal: the keyboard is back on the operations, in
    // the window (before, no window had the focus and keys went nowhere), and
    // with the abandoned operation gone from the held list the row that took
    // its place is selected.
    QTRY_COMPARE(QApplication::activeWindow(), m_window.get());
    QTRY_COMPARE(QApplication::focusWidget(), m_window->operationsView());
    QTRY_VERIFY(m_window->operationsView()->model()->rowCount() == 0 || !m_window->selectedOperationId().isEmpty());
    QVERIFY(m_window->selectedOperationId() != op);
    // Only the other reviewer's decision is in the ledger.
    int abandons = 0;
    for (const Decision &d : m_demo->ledger()->decisions(op).value())
        abandons += d.action == DecisionAction::Abandon;
    QCOMPARE(abandons, 1);
}

void TestConsole::confirmNotExecutedAndRetryIsOneDecision()
{
    // A step that got no clear answer, whose earlier request can no longer
    // act and that the CRM does not hold: one dialog confirms it was not
    // executed and sends it again (two ledger entries), and the runner does.
    Ledger *l = m_demo->ledger();
    // The demo's own first flow, as its targets expect it.
    OperationPlan plan = m_demo->configuration().plan(
        m_demo->configuration().flows().first(),
        QJsonObject{{QStringLiteral("name"), QStringLiteral("#9100")}, {QStringLiteral("admin_graphql_api_id"), QStringLiteral("gid://shopify/Order/9100")},
                    {QStringLiteral("email"), QStringLiteral("customer@example.com")}});
    QVERIFY(!plan.steps.isEmpty());
    plan.steps[0].policy.maxExecutionMs = 500;
    const QDateTime then = QDateTime::currentDateTimeUtc().addSecs(-60);
    // Made by hand while no runner works: the demo's would otherwise take the
    // step between its intake and the reservation that holds it.
    m_demo->stopRunners();
    const QString op = rl::testing::heldOperation(*l, QStringLiteral("evt-u1"), then, plan);
    m_demo->startRunner();
    QCOMPARE(toString(l->operation(op)->state), toString(OperationState::Held));
    const QString reference = l->steps(op).value().at(0).step.reference;
    QCOMPARE(effects(QStringLiteral("crm.create_task"), reference), 0);

    m_window->selectQueue(OperationState::Held);
    QVERIFY(select(op));
    QAction *confirm = m_window->decisionAction(DecisionAction::ConfirmNotExecuted);
    QVERIFY2(confirm->isEnabled(), qPrintable(confirm->toolTip()));
    m_window->setDecisionProvider({}); // the real dialog, after the real lookup
    bool filled = false;
    // The dialog opens once the lookup answers, in an event loop of its own:
    // a poll fills it in from there (never a wait nested under it).
    QTimer poll;
    connect(&poll, &QTimer::timeout, this, [&] {
        auto *dialog = qobject_cast<rl::ui::DecisionDialog *>(QApplication::activeModalWidget());
        if (filled || !dialog)
            return;
        filled = true;
        auto *checked = dialog->findChild<QCheckBox *>();
        auto *thenRetry = dialog->findChild<QCheckBox *>(QStringLiteral("thenRetry"));
        QVERIFY(checked && thenRetry && checked != thenRetry);
        QVERIFY(thenRetry->isChecked()); // the usual intent, preselected
        checked->setChecked(true);
        QTest::keyClicks(dialog->findChildren<QPlainTextEdit *>().last(), QStringLiteral("searched the CRM: no task"));
        QTest::keyClick(dialog->findChildren<QPlainTextEdit *>().last(), Qt::Key_Return, Qt::ControlModifier);
    });
    poll.start(50);
    confirm->trigger(); // looks the step up first; the dialog opens with the answer
    QTRY_VERIFY_WITH_TIMEOUT(filled, 15'000);
    m_window->setDecisionProvider([this](DecisionAction, const QString &o) {
        auto next = m_next;
        if (next)
            next->operationId = o;
        return next;
    });
    const auto story = [&] {
        QStringList out{m_window->statusBar()->currentMessage()};
        for (const Decision &d : l->decisions(op).value())
            out << toString(d.action) + QLatin1Char(':') + d.rationale;
        for (const StepRecord &st : l->steps(op).value())
            out << toString(st.step.state) + QLatin1Char('/') + toString(st.step.holdReason);
        for (const Attempt &a : l->attempts(op).value())
            out << QStringLiteral("attempt %1 %2 %3").arg(a.number).arg(a.outcome ? toString(*a.outcome) : QStringLiteral("open")).arg(a.error);
        return out.join(QStringLiteral(" | "));
    };
    QTRY_VERIFY2_WITH_TIMEOUT(toString(l->operation(op)->state) == QStringLiteral("completed"), qPrintable(story()), 15'000);
    QStringList actions;
    for (const Decision &d : l->decisions(op).value())
        actions << toString(d.action) + QLatin1Char('/') + d.reviewer;
    QCOMPARE(actions, (QStringList{QStringLiteral("confirm-not-executed/Mara Lead"), QStringLiteral("retry-open-step/Mara Lead")}));
    QCOMPARE(effects(QStringLiteral("crm.create_task"), reference), 1);
}

void TestConsole::everyHoldIsResolvedInFourInteractions_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<bool>("keyboard");
    for (const char *kind : {"unresolved_uncertain", "key_expired", "key_expired_target_holds_it", "no_confirmation", "attempts_exhausted",
                             "awaiting_approval"}) {
        QTest::addRow("%s, mouse", kind) << QString::fromLatin1(kind) << false;
        QTest::addRow("%s, keyboard", kind) << QString::fromLatin1(kind) << true;
    }
}

// U1: a reviewer resolves a held operation. From a cold start (the console
// just opened on the ledger), each kind of hold is settled by the decision
// its summary recommends in at most four interactions, with the mouse or
// with the keyboard. An interaction is one click, one key or shortcut, or
// typing one text. Each walk runs on a ledger of its own holding that one
// operation, looked up at the demo's sandbox (docs/console.md, "U1").
void TestConsole::everyHoldIsResolvedInFourInteractions()
{
    QFETCH(QString, kind);
    QFETCH(bool, keyboard);
    const QString path = m_dir.filePath(QStringLiteral("u1-%1-%2.sqlite").arg(kind, keyboard ? QStringLiteral("k") : QStringLiteral("m")));
    LedgerError e;
    auto l = Ledger::open(path, Ledger::OpenMode::CreateOrMigrate, &e);
    QVERIFY2(l, qPrintable(e.message));
    const Configuration &config = m_demo->configuration();
    // The earlier request can no longer act: nothing makes the reviewer wait.
    OperationPlan plan = demoPlan(QStringLiteral("9300"));
    QVERIFY(plan.steps.size() == 2);
    const QDateTime then = QDateTime::currentDateTimeUtc().addSecs(-60);
    const auto attempt = [&](const QString &op, Outcome outcome) {
        const qint64 step = l->steps(op).value().at(0).step.rowId;
        const auto r = l->reserve(step, QStringLiteral("elsewhere"), 1000, then);
        QVERIFY2(r, qPrintable(r.error().message));
        QVERIFY(l->finishAttempt(r->attempt.id, {outcome, 0, QStringLiteral("timeout"), {}, {}, {}, false}, 0, then));
    };
    QString op;
    DecisionAction decision = DecisionAction::ConfirmNotExecuted;
    HoldReason reason = HoldReason::None;
    if (kind == QLatin1String("unresolved_uncertain")) {
        op = rl::testing::heldOperation(*l, QStringLiteral("evt-u1-") + kind, then, plan);
        reason = HoldReason::UnresolvedUncertain;
    } else if (kind.startsWith(QLatin1String("key_expired"))) {
        plan.steps[0].policy.keyRetentionSeconds = 1;
        op = l->ingest(rl::testing::delivery(QStringLiteral("evt-u1-") + kind, QStringLiteral("whk-u1"), plan), then)->operationId;
        attempt(op, Outcome::Uncertain);
        const qint64 step = l->steps(op).value().at(0).step.rowId;
        for (int i = 0; i < 3; ++i)
            l->recordLookup(step, {LookupResult::Unknown, {}, 200, QStringLiteral("no match yet"), {}, {}}, then.addSecs(5));
        reason = HoldReason::KeyExpired;
        if (kind == QLatin1String("key_expired_target_holds_it")) {
            // The create did reach the CRM (its answer was lost) and its search
            // has caught up since: the reviewer opens the recommended decision,
            // the dialog's lookup finds the task and offers to adopt it.
            QVERIFY(createAtTarget(config.targets().value(plan.steps[0].target).baseUrl, l->steps(op).value().at(0).step.reference));
            decision = DecisionAction::Adopt;
        }
    } else if (kind == QLatin1String("no_confirmation")) {
        plan.steps[0].target = QStringLiteral("manual-crm"); // a CRM nothing can be looked up in
        plan.steps[0].policy = config.targets().value(plan.steps[0].target).stepPolicy();
        plan.steps[0].policy.maxExecutionMs = 500;
        op = l->ingest(rl::testing::delivery(QStringLiteral("evt-u1-") + kind, QStringLiteral("whk-u1"), plan), then)->operationId;
        attempt(op, Outcome::Uncertain);
        reason = HoldReason::NoConfirmation;
    } else if (kind == QLatin1String("attempts_exhausted")) {
        plan.steps[0].policy.maxAttempts = 1;
        op = l->ingest(rl::testing::delivery(QStringLiteral("evt-u1-") + kind, QStringLiteral("whk-u1"), plan), then)->operationId;
        attempt(op, Outcome::FailedBeforeAction);
        reason = HoldReason::AttemptsExhausted;
        decision = DecisionAction::RetryOpenStep;
    } else {
        plan.steps[0].needsApproval = true;
        op = l->ingest(rl::testing::delivery(QStringLiteral("evt-u1-") + kind, QStringLiteral("whk-u1"), plan), then)->operationId;
        decision = DecisionAction::ApproveContent;
    }
    const auto state = [&] { return toString(l->operation(op)->state); };
    if (decision == DecisionAction::ApproveContent) {
        QCOMPARE(state(), toString(OperationState::AwaitingApproval));
    } else {
        QCOMPARE(state(), toString(OperationState::Held));
        QCOMPARE(toString(l->steps(op).value().at(0).step.holdReason), toString(reason));
    }

    // Cold start: the console opens on this ledger, with the demo's targets.
    auto client = LedgerClient::open(path, &e);
    QVERIFY2(client, qPrintable(e.message));
    rl::ui::MainWindow window(std::move(client), QStringLiteral("Mara Lead"), &config);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QApplication::setActiveWindow(&window);
    // The button the summary recommends: "adopt its record or confirm not
    // executed" is pressed as Confirm not executed, whatever the target holds.
    const bool found = kind == QLatin1String("key_expired_target_holds_it");
    QAction *action = window.decisionAction(found ? DecisionAction::ConfirmNotExecuted : decision);
    const auto dialog = [] { return qobject_cast<rl::ui::DecisionDialog *>(QApplication::activeModalWidget()); };
    const auto rationale = [&] {
        auto *d = dialog();
        return d ? d->findChildren<QPlainTextEdit *>().last() : nullptr;
    };

    // The walk: one entry per interaction, each done when the screen is ready for it.
    struct Interaction
    {
        QString what;
        std::function<bool()> ready;
        std::function<void()> act;
    };
    QList<Interaction> walk;
    const auto shown = [&] { return window.isShowingSelection() && window.selectedOperationId() == op && action->isEnabled(); };
    walk.append({action->text(), shown, [&] {
                     if (keyboard) {
                         QTest::keySequence(&window, action->shortcut());
                         return;
                     }
                     for (auto *b : window.findChildren<QToolButton *>()) {
                         if (b->defaultAction() == action)
                             QTest::mouseClick(b, Qt::LeftButton);
                     }
                 }});
    if (decision == DecisionAction::ConfirmNotExecuted) {
        walk.append({QStringLiteral("type the rationale"), [&] { return dialog() && dialog()->isVisible(); }, [&] {
                         QApplication::setActiveWindow(dialog());
                         QTest::keyClicks(dialog()->focusWidget(), QStringLiteral("searched the CRM: no task"));
                     }});
        walk.append({QStringLiteral("tick \"I checked the target\""), [&] { return dialog() != nullptr; }, [&] {
                         auto *checked = dialog()->findChildren<QCheckBox *>().first();
                         if (keyboard)
                             QTest::keyClick(dialog(), Qt::Key_I, Qt::AltModifier);
                         else
                             QTest::mouseClick(checked, Qt::LeftButton);
                     }});
    } else {
        walk.append({QStringLiteral("type the rationale"), [&] { return dialog() && dialog()->isVisible(); }, [&] {
                         QApplication::setActiveWindow(dialog());
                         QTest::keyClicks(dialog()->focusWidget(), QStringLiteral("checked: fine to go on"));
                     }});
    }
    QString offered; // what the dialog's default button said
    if (found) {
        // The lookup's answer decides: the task found is the default button, the "no record" box gone.
        walk.last().ready = [&] {
            auto *d = dialog();
            if (!d || !d->isVisible())
                return false;
            offered = d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->text();
            return d->action() == DecisionAction::Adopt;
        };
    }
    // (A mnemonic ticks its box a moment later, as an animated click does.)
    walk.append({QStringLiteral("record"), [&] {
                     return dialog() && dialog()->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled();
                 }, [&] {
                     if (keyboard)
                         QTest::keyClick(dialog()->focusWidget(), Qt::Key_Return, Qt::ControlModifier);
                     else
                         QTest::mouseClick(dialog()->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
                 }});
    QVERIFY2(walk.size() <= 4, qPrintable(QString::number(walk.size())));

    // Played from a timer: a dialog runs an event loop of its own.
    qsizetype next = 0;
    QStringList done;
    const auto settled = [&] {
        const QString st = state();
        return next == walk.size() && st != toString(OperationState::Held) && st != toString(OperationState::AwaitingApproval);
    };
    const auto story = [&] {
        QStringList out{QStringLiteral("done: ") + done.join(QStringLiteral(", ")), QStringLiteral("state: ") + state()};
        if (rationale())
            out << QStringLiteral("rationale: ") + rationale()->toPlainText();
        if (auto *d = dialog())
            out << QStringLiteral("focus: ") + QString::fromLatin1(d->focusWidget() ? d->focusWidget()->metaObject()->className() : "none")
                << QStringLiteral("ticked: %1").arg(!d->findChildren<QCheckBox *>().isEmpty() && d->findChildren<QCheckBox *>().first()->isChecked())
                << QStringLiteral("record enabled: %1").arg(d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled())
                << QStringLiteral("refusal: ") + (d->findChild<QLabel *>(QStringLiteral("refusal")) ? d->findChild<QLabel *>(QStringLiteral("refusal"))->text() : QString());
        out << window.statusBar()->currentMessage();
        return out.join(QStringLiteral(" | "));
    };
    QTimer player;
    QElapsedTimer clock;
    clock.start();
    QString stuck;
    connect(&player, &QTimer::timeout, this, [&] {
        if (next < walk.size() && walk.at(next).ready()) {
            done << walk.at(next).what;
            // Outside this slot: an interaction may open a dialog, whose loop must not block the player.
            QTimer::singleShot(0, this, walk.at(next++).act);
        }
        // A walk that cannot go on fails; its dialog is closed, never left waiting.
        if (clock.elapsed() > 15'000 && stuck.isEmpty()) {
            if (dialog()) {
                stuck = story();
                dialog()->done(QDialog::Rejected);
            } else if (auto *other = qobject_cast<QDialog *>(QApplication::activeModalWidget())) {
                auto *box = qobject_cast<QMessageBox *>(other);
                stuck = story() + QStringLiteral(" | unexpected %1: %2").arg(QString::fromLatin1(other->metaObject()->className()),
                                                                             box ? box->text() : other->windowTitle());
                other->done(QDialog::Rejected);
            } else if (clock.elapsed() > 18'000) {
                stuck = story() + QStringLiteral(" | action enabled: %1 (%2)").arg(action->isEnabled()).arg(action->toolTip());
            }
        }
    });
    player.start(50);
    QTRY_VERIFY2_WITH_TIMEOUT(settled() || !stuck.isEmpty(), qPrintable(story()), 20'000);
    player.stop();
    QVERIFY2(stuck.isEmpty(), qPrintable(stuck));
    // The decision the summary recommends, by the reviewer, and nothing left to decide on the step.
    QStringList actions;
    for (const Decision &d : l->decisions(op).value())
        actions << toString(d.action) + QLatin1Char('/') + d.reviewer;
    QVERIFY2(actions.contains(toString(decision) + QStringLiteral("/Mara Lead")), qPrintable(actions.join(QLatin1Char(' '))));
    if (decision == DecisionAction::ConfirmNotExecuted)
        QVERIFY2(actions.contains(QStringLiteral("retry-open-step/Mara Lead")), qPrintable(actions.join(QLatin1Char(' '))));
    QTRY_VERIFY(dialog() == nullptr); // the decision dialog closed itself once recorded
    if (found) {
        const QString reference = l->steps(op).value().at(0).step.reference;
        const QString task = m_demo->sandboxRecord(QStringLiteral("crm.create_task"), reference);
        QVERIFY(!task.isEmpty());
        QCOMPARE(offered, QStringLiteral("Adopt %1").arg(task));
        QCOMPARE(l->steps(op).value().at(0).step.targetReference, task);
        QCOMPARE(effects(QStringLiteral("crm.create_task"), reference), 1); // adopted, never sent again
        QVERIFY2(!actions.contains(QStringLiteral("confirm-not-executed/Mara Lead")), qPrintable(actions.join(QLatin1Char(' '))));
    }
}

// A lookup leads to its decision (docs/console.md): the Confirm not executed
// dialog of a step whose key expired looks it up as it opens (nothing yet:
// the CRM's search has not caught up), and again on "Look again" once the
// task shows up: the rationale typed stays, the dialog now offers to adopt
// the task found (the "no record" box gone) and the window's summary says
// what was found. Keys only.
void TestConsole::lookAgainKeepsTheRationaleAndOffersWhatItFinds()
{
    const QString path = m_dir.filePath(QStringLiteral("look-again.sqlite"));
    LedgerError e;
    auto l = Ledger::open(path, Ledger::OpenMode::CreateOrMigrate, &e);
    QVERIFY2(l, qPrintable(e.message));
    const Configuration &config = m_demo->configuration();
    OperationPlan plan = demoPlan(QStringLiteral("9400"));
    plan.steps[0].policy.keyRetentionSeconds = 1;
    const QDateTime then = QDateTime::currentDateTimeUtc().addSecs(-60);
    const QString op = l->ingest(rl::testing::delivery(QStringLiteral("evt-look-again"), QStringLiteral("whk-look-again"), plan), then)->operationId;
    const StepRecord first = l->steps(op).value().at(0);
    const auto r = l->reserve(first.step.rowId, QStringLiteral("elsewhere"), 1000, then);
    QVERIFY2(r, qPrintable(r.error().message));
    QVERIFY(l->finishAttempt(r->attempt.id, {Outcome::Uncertain, 0, QStringLiteral("timeout"), {}, {}, {}, false}, 0, then));
    for (int i = 0; i < 3; ++i)
        l->recordLookup(first.step.rowId, {LookupResult::Unknown, {}, 200, QStringLiteral("no match yet"), {}, {}}, then.addSecs(5));
    QCOMPARE(toString(l->steps(op).value().at(0).step.holdReason), toString(HoldReason::KeyExpired));
    const QString reference = first.step.reference;

    auto client = LedgerClient::open(path, &e);
    QVERIFY2(client, qPrintable(e.message));
    rl::ui::MainWindow window(std::move(client), QStringLiteral("Mara Lead"), &config);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QApplication::setActiveWindow(&window);
    QAction *confirm = window.decisionAction(DecisionAction::ConfirmNotExecuted);
    QTRY_VERIFY(window.isShowingSelection() && window.selectedOperationId() == op && confirm->isEnabled());
    QTest::keySequence(&window, confirm->shortcut());
    rl::ui::DecisionDialog *dialog = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((dialog = qobject_cast<rl::ui::DecisionDialog *>(QApplication::activeModalWidget())) != nullptr, 10'000);
    QApplication::setActiveWindow(dialog);
    // Nothing found: confirm not executed is offered, with the box to tick.
    QCOMPARE(toString(dialog->action()), toString(DecisionAction::ConfirmNotExecuted));
    auto *lookAgain = dialog->findChild<QPushButton *>(QStringLiteral("lookAgain"));
    QVERIFY(lookAgain && lookAgain->isVisible() && lookAgain->isEnabled());
    QCheckBox *checked = dialog->findChildren<QCheckBox *>().first();
    QVERIFY(checked->isVisible());
    QVERIFY(!dialog->findChild<QComboBox *>(QStringLiteral("targetRecord"))->isVisible());
    QTest::keyClicks(dialog->focusWidget(), QStringLiteral("the CRM shows order #9400's task now"));
    const QString typed = dialog->findChildren<QPlainTextEdit *>().last()->toPlainText();
    QCOMPARE(typed, QStringLiteral("the CRM shows order #9400's task now"));

    // The task shows up at the CRM; the reviewer looks again (Alt+L).
    QVERIFY(createAtTarget(config.targets().value(plan.steps[0].target).baseUrl, reference));
    const QString task = m_demo->sandboxRecord(QStringLiteral("crm.create_task"), reference);
    QVERIFY(!task.isEmpty());
    QTest::keyClick(dialog, Qt::Key_L, Qt::AltModifier);
    QTRY_COMPARE_WITH_TIMEOUT(toString(dialog->action()), toString(DecisionAction::Adopt), 10'000);
    QPushButton *ok = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QCOMPARE(ok->text(), QStringLiteral("Adopt %1").arg(task));
    QVERIFY(ok->isEnabled() && ok->isDefault());
    QVERIFY(!checked->isVisible()); // "it holds no record" is gone
    QVERIFY(dialog->findChild<QComboBox *>(QStringLiteral("targetRecord"))->isVisible());
    QCOMPARE(dialog->findChildren<QPlainTextEdit *>().last()->toPlainText(), typed);
    QVERIFY2(dialog->findChild<QLabel *>(QStringLiteral("lookup"))->text().contains(task),
             qPrintable(dialog->findChild<QLabel *>(QStringLiteral("lookup"))->text()));
    QVERIFY2(window.summaryText().contains(task), qPrintable(window.summaryText()));
    QVERIFY(dialog->grab().save(QDir::temp().filePath(QStringLiteral("runledger-look-again.png"))));

    // Ctrl+Enter adopts it; the step is never sent again.
    QTest::keyClick(dialog->focusWidget(), Qt::Key_Return, Qt::ControlModifier);
    QTRY_VERIFY_WITH_TIMEOUT(toString(l->operation(op)->state) != toString(OperationState::Held), 10'000);
    QStringList actions;
    for (const Decision &d : l->decisions(op).value())
        actions << toString(d.action) + QLatin1Char('/') + d.reviewer;
    QCOMPARE(actions, QStringList{QStringLiteral("adopt/Mara Lead")});
    QCOMPARE(l->steps(op).value().at(0).step.targetReference, task);
    QCOMPARE(effects(QStringLiteral("crm.create_task"), reference), 1);
    QTRY_VERIFY(QApplication::activeModalWidget() == nullptr);
    QTRY_VERIFY(window.operationsView()->hasFocus());
}

void TestConsole::withNothingHeldTheConsoleOpensOnTheRequestsToCountersign()
{
    // Nothing held, content waiting for approval, and Alex's approval of it
    // waiting for a second reviewer: the console opens on that request.
    const QString path = m_dir.filePath(QStringLiteral("cold-countersign.sqlite"));
    LedgerError e;
    auto l = Ledger::open(path, Ledger::OpenMode::CreateOrMigrate, &e);
    QVERIFY2(l, qPrintable(e.message));
    OperationPlan plan = rl::testing::twoStepPlan();
    plan.steps[0].needsApproval = true;
    plan.fourEyes = {DecisionAction::ApproveContent};
    const QDateTime then = QDateTime::currentDateTimeUtc().addSecs(-60);
    const QString op = l->ingest(rl::testing::delivery(QStringLiteral("evt-cold"), QStringLiteral("whk-cold"), plan), then)->operationId;
    DecisionRequest approve = rl::testing::decision(op, QStringLiteral("Alex"), QStringLiteral("text checked"), DecisionAction::ApproveContent);
    approve.contentVersion = 1;
    QVERIFY(l->decide(approve, then.addSecs(1)).requested);
    QCOMPARE(toString(l->operation(op)->state), toString(OperationState::AwaitingApproval));

    auto client = LedgerClient::open(path, &e);
    QVERIFY2(client, qPrintable(e.message));
    rl::ui::MainWindow window(std::move(client), QStringLiteral("Mara Lead"), nullptr);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_VERIFY(window.queueList()->currentItem()->text().startsWith(QStringLiteral("To countersign (1)")));
    QTRY_COMPARE(window.selectedOperationId(), op);
}

void TestConsole::voucherShowsItsCodeAndAdoptShowsWhatTheShopHolds()
{
    // A voucher step whose code someone else already holds at Stripe (another
    // coupon): held as a duplicate at the target. The console shows the
    // step's code, amount and link; Adopt record first shows what the shop
    // holds under that code (amount, usage, created at, not this step's) and
    // the ledger refuses adopting it.
    const QString base = m_demo->sandboxBase();
    SessionTokens::provide(QStringLiteral("RUNLEDGER_CONSOLE_VOUCHER_TOKEN"), QByteArrayLiteral("sandbox-token"));
    const QJsonObject root{
        {QStringLiteral("targets"),
         QJsonObject{{QStringLiteral("shop"), QJsonObject{{QStringLiteral("kind"), QStringLiteral("voucher")},
                                                         {QStringLiteral("protocol"), QStringLiteral("stripe_promotion_code")},
                                                         {QStringLiteral("base_url"), base + QStringLiteral("/stripe")},
                                                         {QStringLiteral("capability"), QStringLiteral("protected_create")},
                                                         {QStringLiteral("coupon"), QStringLiteral("RUNLEDGER10")},
                                                         {QStringLiteral("code_prefix"), QStringLiteral("DEMO")},
                                                         {QStringLiteral("backoff_initial_ms"), 100},
                                                         {QStringLiteral("token_env"), QStringLiteral("RUNLEDGER_CONSOLE_VOUCHER_TOKEN")}}},
                     {QStringLiteral("mail"), QJsonObject{{QStringLiteral("kind"), QStringLiteral("mail")}, {QStringLiteral("base_url"), base},
                                                         {QStringLiteral("capability"), QStringLiteral("protected_create")}}}}},
        {QStringLiteral("flows"),
         QJsonArray{QJsonObject{
             {QStringLiteral("name"), QStringLiteral("voucher")},
             {QStringLiteral("triggers"), QJsonArray{QJsonObject{{QStringLiteral("source"), QStringLiteral("shopify")},
                                                                 {QStringLiteral("topic"), QStringLiteral("orders/paid")}}}},
             {QStringLiteral("approval_before_steps"), QJsonArray{1}},
             {QStringLiteral("steps"),
              QJsonArray{QJsonObject{{QStringLiteral("kind"), QStringLiteral("voucher.create")}, {QStringLiteral("target"), QStringLiteral("shop")},
                                     {QStringLiteral("content"), QJsonObject{{QStringLiteral("amount"), QStringLiteral("10.00")},
                                                                             {QStringLiteral("currency"), QStringLiteral("EUR")}}}},
                         QJsonObject{{QStringLiteral("kind"), QStringLiteral("email.send")}, {QStringLiteral("target"), QStringLiteral("mail")},
                                     {QStringLiteral("content"), QJsonObject{{QStringLiteral("to"), QStringLiteral("{{email}}")},
                                                                             {QStringLiteral("subject"), QStringLiteral("Your code {{voucher.code}}")}}}}}}}}}};
    QString error;
    const auto config = Configuration::fromJson(root, &error);
    QVERIFY2(config, qPrintable(error));
    const QString path = m_dir.filePath(QStringLiteral("vouchers.sqlite"));
    LedgerError le;
    auto ledger = Ledger::open(path, Ledger::OpenMode::CreateOrMigrate, &le);
    QVERIFY2(ledger, qPrintable(le.message));
    IncomingDelivery d;
    d.source = QStringLiteral("shopify:example-shop.myshopify.com");
    d.eventId = QStringLiteral("voucher-evt");
    d.deliveryId = QStringLiteral("voucher-whk");
    d.topic = QStringLiteral("orders/paid");
    d.payload = R"({"name":"#77","email":"customer@example.org"})";
    d.flows = config->plansFor(FlowTrigger::Kind::ShopifyTopic, d.topic, {}, QJsonDocument::fromJson(d.payload).object());
    const QString op = ledger->ingest(d, QDateTime::currentDateTimeUtc())->operationId;
    const StepRecord voucher = ledger->steps(op).value().at(0);
    const QString code = QJsonDocument::fromJson(ledger->contentVersion(voucher.step.rowId, 1)->body).object().value(QStringLiteral("code")).toString();
    QCOMPARE(code, voucherCode(voucher.step.reference, QStringLiteral("DEMO")));
    // Someone else's promotion code with this step's code: 50 EUR off, once.
    QNetworkAccessManager nam;
    const auto post = [&](const QString &where, const QByteArray &form) {
        QNetworkRequest req(QUrl(base + where));
        req.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/x-www-form-urlencoded"));
        req.setRawHeader("Authorization", "Bearer sandbox-token");
        QNetworkReply *r = nam.post(req, form);
        QSignalSpy done(r, &QNetworkReply::finished);
        done.wait(5000);
        const int status = r->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        delete r;
        return status;
    };
    QCOMPARE(post(QStringLiteral("/stripe/v1/coupons"), "id=OTHER50&amount_off=5000&currency=eur"), 200);
    QCOMPARE(post(QStringLiteral("/stripe/v1/promotion_codes"), "coupon=OTHER50&max_redemptions=1&code=" + code.toUtf8()), 200);
    DecisionRequest approve;
    approve.operationId = op;
    approve.reviewer = QStringLiteral("Mara Lead");
    approve.rationale = QStringLiteral("terms checked");
    approve.action = DecisionAction::ApproveContent;
    approve.contentVersion = 1;
    QVERIFY(ledger->decide(approve, QDateTime::currentDateTimeUtc()).applied);
    Runner::Options ro;
    ro.workerName = QStringLiteral("console-voucher-runner");
    ro.pollIntervalMs = 50;
    ro.reconcileIntervalMs = 100;
    auto runnerLedger = Ledger::open(path, Ledger::OpenMode::ExistingOnly, &le);
    Runner runner(runnerLedger.get(), &*config, ro);
    runner.start();
    QTRY_COMPARE_WITH_TIMEOUT(toString(ledger->operation(op)->state), QStringLiteral("held"), 15'000);
    runner.stop();
    QCOMPARE(toString(ledger->steps(op).value().at(0).step.holdReason), toString(HoldReason::DuplicateAtTarget));

    auto client = LedgerClient::open(path, &le);
    QVERIFY2(client, qPrintable(le.message));
    rl::ui::MainWindow window(std::move(client), QStringLiteral("Mara Lead"), &*config);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY2(QTest::qWaitFor([&] { return window.selectOperation(op) && window.isShowingSelection(); }, 10'000),
             qPrintable(window.summaryText()));
    QTRY_VERIFY2(window.linksText().contains(QStringLiteral("code <b>%1</b>, 10.00 EUR off").arg(code)), qPrintable(window.linksText()));
    std::optional<DecisionRequest> adopt = DecisionRequest{};
    adopt->reviewer = QStringLiteral("Mara Lead");
    adopt->rationale = QStringLiteral("The code is in the shop");
    adopt->action = DecisionAction::Adopt;
    window.setDecisionProvider([&](DecisionAction, const QString &id) {
        auto r = adopt;
        r->operationId = id;
        r->adoptReference = window.lastDecisionContext().foundRecords.value(0);
        return r;
    });
    QSignalSpy refused(&window, &rl::ui::MainWindow::decisionRefused);
    QVERIFY(window.decisionAction(DecisionAction::Adopt)->isEnabled());
    window.decisionAction(DecisionAction::Adopt)->trigger();
    QVERIFY(refused.wait(10'000));
    const QString holds = window.lastDecisionContext().targetHolds.join(QLatin1Char('\n'));
    QVERIFY2(holds.contains(QStringLiteral("the code %1, 50.00 EUR off, usable 1 time").arg(code)), qPrintable(holds));
    QVERIFY2(holds.contains(QStringLiteral(", created ") + shortLocalTime(QDateTime::currentDateTimeUtc()).left(10)), qPrintable(holds));
    QVERIFY2(holds.contains(QStringLiteral("not this step's voucher (another coupon: OTHER50)")), qPrintable(holds));
    QVERIFY(ledger->decisions(op).value().size() == 1); // the approval only: nothing adopted
    QCOMPARE(toString(ledger->operation(op)->state), QStringLiteral("held"));
    SessionTokens::forget(QStringLiteral("RUNLEDGER_CONSOLE_VOUCHER_TOKEN"));
}

void TestConsole::statusBarShowsTheLastCheckpoint()
{
    const QString ledgerPath = m_dir.filePath(QStringLiteral("checkpointed.sqlite"));
    {
        LedgerError e;
        auto l = Ledger::open(ledgerPath, Ledger::OpenMode::CreateOrMigrate, &e);
        QVERIFY2(l, qPrintable(e.message));
    }
    LedgerError e;
    auto client = LedgerClient::open(ledgerPath, &e);
    QVERIFY2(client, qPrintable(e.message));
    rl::ui::MainWindow window(std::move(client), QStringLiteral("Mara Lead"), nullptr);
    window.show();
    auto *label = window.findChild<QLabel *>(QStringLiteral("checkpoint"));
    QVERIFY(label);
    // None yet: the status bar says nothing about checkpoints.
    QTRY_VERIFY(window.isVisible() && label->isHidden());
    QVERIFY(label->toolTip().contains(QStringLiteral("verify --checkpoint")));
    // A checkpoint made meanwhile (runledgerctl checkpoint notes it in the ledger).
    {
        auto l = Ledger::open(ledgerPath, Ledger::OpenMode::ExistingOnly, &e);
        Checkpoint c;
        c.seq = 0;
        c.hash = QString(64, QLatin1Char('0'));
        c.at = QDateTime::currentDateTimeUtc();
        QVERIFY(c.sign(Checkpoint::newPrivateKeyPem()));
        QVERIFY2(l->recordCheckpoint(c), qPrintable(l->lastError().message));
    }
    QTRY_VERIFY2_WITH_TIMEOUT(label->text().startsWith(QStringLiteral("Last checkpoint: entry 0, ")), qPrintable(label->text()), 10'000);
    QVERIFY(label->isVisible());
}

void TestConsole::aSecondReviewerIsToldWhoIsLooking()
{
    // docs/console.md, "Who holds what": a reviewer deciding on an operation
    // holds a claim on it while the decision is open; every other console
    // says so, and a second reviewer is told before deciding.
    auto *ledger = m_demo->ledger();
    const QDateTime now = ledger->now();
    // Made by hand while no runner works (the demo's would take its step first).
    m_demo->stopRunners();
    const QString op = rl::testing::heldOperation(*ledger, QStringLiteral("evt-claims"), now);
    m_demo->startRunner();
    const auto restoreProvider = qScopeGuard([this] {
        m_window->setDecisionProvider([this](DecisionAction, const QString &id) {
            auto r = m_next;
            if (r)
                r->operationId = id;
            return r;
        });
    });
    QCOMPARE(ledger->claimForReview(op, QStringLiteral("Rene Colleague"), now).value().reviewer, QStringLiteral("Rene Colleague"));
    m_window->selectQueue(OperationState::Held);
    QVERIFY(select(op));
    QTRY_VERIFY2(m_window->summaryText().contains(QStringLiteral("Rene Colleague is looking at this since")), qPrintable(m_window->summaryText()));
    bool asked = false;
    m_window->setDecisionProvider([&](DecisionAction, const QString &) -> std::optional<DecisionRequest> {
        asked = true;
        return std::nullopt; // read the warning, then cancel
    });
    m_window->decisionAction(DecisionAction::Assign)->trigger();
    QVERIFY(asked);
    QVERIFY2(m_window->lastDecisionContext().lookedAtBy.contains(QStringLiteral("Rene Colleague is looking at this since")),
             qPrintable(m_window->lastDecisionContext().lookedAtBy));
    QCOMPARE(ledger->reviewClaim(op, ledger->now()).value()->reviewer, QStringLiteral("Rene Colleague")); // still Rene's
    // Rene is done: this reviewer's decision takes the claim while it is open, and gives it back.
    QVERIFY(ledger->releaseReviewClaim(op, QStringLiteral("Rene Colleague")));
    QTRY_VERIFY(!m_window->summaryText().contains(QStringLiteral("is looking at this")));
    std::optional<QString> heldBy;
    m_window->setDecisionProvider([&](DecisionAction, const QString &id) -> std::optional<DecisionRequest> {
        // Meanwhile the others see the claim.
        if (QTest::qWaitFor([&] { return ledger->reviewClaim(id, ledger->now()).value().has_value(); }, 10'000))
            heldBy = ledger->reviewClaim(id, ledger->now()).value()->reviewer;
        return std::nullopt;
    });
    m_window->decisionAction(DecisionAction::Assign)->trigger();
    QCOMPARE(heldBy.value_or(QString()), QStringLiteral("Mara Lead"));
    QVERIFY(m_window->lastDecisionContext().lookedAtBy.isEmpty());
    QTRY_VERIFY(!ledger->reviewClaim(op, ledger->now()).value().has_value());
}

void TestConsole::eraseDialogRefusesWhatIsOpenAndErasesWhatIsResolved()
{
    // Privacy → Erase a customer's data opens the dialog on the console's ledger.
    QAction *action = m_window->findChild<QAction *>(QStringLiteral("eraseCustomerAction"));
    QVERIFY(action);
    bool opened = false;
    QTimer::singleShot(0, this, [&] {
        (void)QTest::qWaitFor([&] {
            auto *d = qobject_cast<rl::ui::EraseDialog *>(QApplication::activeModalWidget());
            if (d) {
                opened = d->notAllowedReason().isEmpty();
                d->reject();
            }
            return d != nullptr;
        }, 5000);
    });
    action->trigger();
    QVERIFY(opened);

    // A ledger of its own: Ada's order resolved, Bert's still queued.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("erase.sqlite"));
    LedgerError e;
    auto ledger = Ledger::open(path, Ledger::OpenMode::CreateOrMigrate, &e);
    QVERIFY2(ledger, qPrintable(e.message));
    const auto order = [](const QString &event, const QByteArray &email, const QByteArray &street) {
        IncomingDelivery d = rl::testing::delivery(event, QStringLiteral("whk-") + event);
        d.payload = "{\"id\":1,\"email\":\"" + email + "\",\"customer\":{\"id\":4711,\"email\":\"" + email
            + "\"},\"shipping_address\":{\"address1\":\"" + street + "\"}}";
        return d;
    };
    const QDateTime now = ledger->now();
    const QString ada = ledger->ingest(order(QStringLiteral("ev-ada"), "ada@example.org", "Elm Street 1"), now)->operationId;
    const QString bert = ledger->ingest(order(QStringLiteral("ev-bert"), "bert@example.org", "Oak Lane 2"), now)->operationId;
    const DecisionOutcome abandoned = ledger->decide(rl::testing::decision(ada, QStringLiteral("Mara Lead"), QStringLiteral("order #12 cancelled"),
                                                              DecisionAction::Abandon), now);
    QVERIFY2(abandoned.applied, qPrintable(abandoned.reason));
    const auto payloadsHolding = [&](const QByteArray &needle) {
        rl::testing::RawDb raw(path);
        QSqlQuery q(raw.db());
        q.exec(QStringLiteral("SELECT payload FROM events"));
        int n = 0;
        while (q.next())
            n += q.value(0).toByteArray().contains(needle) ? 1 : 0;
        return n;
    };
    QCOMPARE(payloadsHolding("ada@example.org"), 1);

    auto client = LedgerClient::open(path, &e);
    QVERIFY2(client, qPrintable(e.message));
    rl::ui::EraseDialog dialog(client.get(), QStringLiteral("Mara Lead"));
    dialog.show();
    QSignalSpy searched(&dialog, &rl::ui::EraseDialog::searched);
    QSignalSpy finished(&dialog, &rl::ui::EraseDialog::erasureFinished);
    const auto findCustomer = [&](const QString &customer) {
        dialog.customerEdit()->selectAll();
        QTest::keyClicks(dialog.customerEdit(), customer);
        dialog.findButton()->click();
        return searched.wait(10'000);
    };
    // Confirms the erasure in the question the dialog asks first.
    const auto eraseConfirmed = [&] {
        QTimer::singleShot(0, this, [&] {
            (void)QTest::qWaitFor([&] {
                auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
                if (!box || box->objectName() != QLatin1String("confirmErase"))
                    return false;
                for (QAbstractButton *b : box->buttons())
                    if (box->buttonRole(b) == QMessageBox::DestructiveRole)
                        b->click();
                return true;
            }, 5000);
        });
        dialog.eraseButton()->click();
        return finished.wait(10'000) && finished.last().at(0).toBool();
    };

    // Bert's operation is unresolved: named, and nothing can be erased.
    QVERIFY(findCustomer(QStringLiteral("bert@example.org")));
    QCOMPARE(dialog.found()->rowCount(), 1);
    QVERIFY2(dialog.statusText().contains(shortId(bert)), qPrintable(dialog.statusText()));
    dialog.rationaleEdit()->setText(QStringLiteral("ticket 4712"));
    QVERIFY(!dialog.eraseButton()->isEnabled());

    // Ada's is resolved; a rationale naming her address is refused, and kept to be corrected.
    QVERIFY(findCustomer(QStringLiteral("ada@example.org")));
    QCOMPARE(dialog.found()->rowCount(), 1);
    QCOMPARE(dialog.found()->item(0, 0)->text(), ada);
    QVERIFY(dialog.eraseButton()->isEnabled());
    dialog.rationaleEdit()->setText(QStringLiteral("asked by ada@example.org"));
    QVERIFY(!eraseConfirmed());
    QVERIFY2(dialog.statusText().contains(QLatin1String("kept forever")), qPrintable(dialog.statusText()));
    QCOMPARE(dialog.rationaleEdit()->text(), QStringLiteral("asked by ada@example.org"));
    QCOMPARE(payloadsHolding("ada@example.org"), 1);

    dialog.rationaleEdit()->setText(QStringLiteral("ticket 4712"));
    QVERIFY(eraseConfirmed());
    QVERIFY2(dialog.statusText().contains(QLatin1String("chain entry")), qPrintable(dialog.statusText()));
    QVERIFY(!dialog.eraseButton()->isEnabled());
    QCOMPARE(payloadsHolding("ada@example.org"), 0);
    QCOMPARE(payloadsHolding("Elm Street"), 0);
    QCOMPARE(payloadsHolding("bert@example.org"), 1);
    const QList<Decision> decisions = ledger->reader().decisions().value();
    QCOMPARE(std::count_if(decisions.cbegin(), decisions.cend(), [](const Decision &d) {
                 return d.action == DecisionAction::Erase && d.reviewer == QLatin1String("Mara Lead") && d.rationale == QLatin1String("ticket 4712");
             }),
             1);
    QVERIFY(ledger->verifyChain().ok);
}

QTEST_MAIN(TestConsole)
#include "tst_console.moc"
