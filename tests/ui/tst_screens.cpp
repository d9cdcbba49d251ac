// SPDX-License-Identifier: GPL-3.0-or-later
// Every window at 1280 × 720 in each of the five languages: it fits, and no
// text is cut off or hidden — not a label, a button, a tab, a queue, a
// column title or a menu. Each window's picture is saved (and, with
// RUNLEDGER_UPDATE_SCREENSHOTS=1, the console's goes to the README's
// resources/screenshots/console-<language>.png).
#include "acceptance/acceptancerun.h"
#include "acceptancedialog.h"
#include "dashboardwindow.h"
#include "decisiondialog.h"
#include "decisionsmodel.h"
#include "desktop.h"
#include "dialogcontext.h"
#include "erasedialog.h"
#include "layoutsettle.h"
#include "ledgerfixture.h"
#include "ledgerclient.h"
#include "mainwindow.h"
#include "operationsmodel.h"

#include <QAbstractButton>
#include <QAccessible>
#include <QScrollBar>
#include <QApplication>
#include <QDialog>
#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QLibraryInfo>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QStandardItemModel>
#include <QMenuBar>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTabBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QChartView>
#include <QDateTimeAxis>
#include <QChart>
#include <QTest>
#include <QTextDocumentFragment>
#include <QTranslator>

using namespace rl::models;

class TestScreens final : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void everyWindowFitsWithNothingCut_data();
    void everyWindowFitsWithNothingCut();
    void theManualSpeaksTheReadersLanguage_data();
    void theManualSpeaksTheReadersLanguage();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<rl::app::AcceptanceRun> m_demo;
};

namespace {

constexpr QSize kScreen(1280, 720);

QString plain(QString text)
{
    if (Qt::mightBeRichText(text))
        text = QTextDocumentFragment::fromHtml(text).toPlainText();
    text.remove(QRegularExpression(QStringLiteral("&(?!&)")));
    return text;
}

int widest(const QFontMetrics &fm, const QString &text)
{
    int w = 0;
    for (const QString &line : text.split(QLatin1Char('\n')))
        w = std::max(w, fm.horizontalAdvance(line));
    return w;
}

// What is cut off in root and its children, as "where: text".
QStringList cutOff(QWidget *root)
{
    QStringList problems;
    const auto name = [](const QWidget *w) {
        return QStringLiteral("%1 in %2").arg(QString::fromLatin1(w->metaObject()->className()), w->window()->windowTitle());
    };
    for (QLabel *l : root->findChildren<QLabel *>()) {
        if (!l->isVisibleTo(root) || l->wordWrap() || l->text().isEmpty() || l->contentsRect().width() <= 0)
            continue;
        const QString text = plain(l->text());
        if (widest(l->fontMetrics(), text) > l->contentsRect().width() + 1)
            problems << name(l) + QStringLiteral(": ") + text;
    }
    for (QAbstractButton *b : root->findChildren<QAbstractButton *>()) {
        if (!b->isVisibleTo(root) || b->text().isEmpty() || qobject_cast<QTabBar *>(b->parentWidget()))
            continue;
        if (b->sizeHint().width() > b->width() + 1)
            problems << name(b) + QStringLiteral(": ") + plain(b->text());
    }
    for (QTabBar *t : root->findChildren<QTabBar *>()) {
        if (!t->isVisibleTo(root))
            continue;
        for (int i = 0; i < t->count(); ++i) {
            const int needed = t->fontMetrics().horizontalAdvance(plain(t->tabText(i))) + (t->tabIcon(i).isNull() ? 0 : t->iconSize().width());
            if (t->tabRect(i).width() < needed + 8 || t->tabRect(i).right() > t->width())
                problems << name(t) + QStringLiteral(": tab ") + plain(t->tabText(i));
        }
    }
    for (QListWidget *list : root->findChildren<QListWidget *>()) {
        if (!list->isVisibleTo(root))
            continue;
        for (int i = 0; i < list->count(); ++i) {
            const QListWidgetItem *item = list->item(i);
            const int needed = list->fontMetrics().horizontalAdvance(item->text()) + (item->icon().isNull() ? 0 : list->iconSize().width() + 8);
            if (list->visualItemRect(item).width() < needed || needed > list->viewport()->width())
                problems << name(list) + QStringLiteral(": ") + item->text();
        }
    }
    for (QHeaderView *h : root->findChildren<QHeaderView *>()) {
        if (!h->isVisibleTo(root) || h->orientation() != Qt::Horizontal || !h->model())
            continue;
        for (int s = 0; s < h->count(); ++s) {
            if (h->isSectionHidden(s))
                continue;
            const QString title = h->model()->headerData(s, Qt::Horizontal).toString();
            if (h->sectionSize(s) < h->fontMetrics().horizontalAdvance(title) + 12)
                problems << name(h) + QStringLiteral(": column ") + title;
        }
    }
    // The cells in view: a text wider than its column is cut ("…"), unless the view wraps it.
    for (QTableView *view : root->findChildren<QTableView *>()) {
        if (!view->isVisibleTo(root) || !view->model())
            continue;
        const int first = std::max(0, view->rowAt(0)), last = view->rowAt(view->viewport()->height() - 1);
        // The delegate's text margin on each side, as the style draws it.
        const int margin = 2 * (view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1);
        for (int row = first; row <= (last < 0 ? view->model()->rowCount() - 1 : last); ++row) {
            for (int column = 0; column < view->model()->columnCount(); ++column) {
                if (view->isColumnHidden(column))
                    continue;
                const QModelIndex index = view->model()->index(row, column);
                // A wrapping view breaks lines at spaces only: each word must fit, and the row must be tall enough.
                QString text = index.data().toString();
                if (view->wordWrap()) {
                    QString longest;
                    for (const QString &word : text.split(QRegularExpression(QStringLiteral("\\s+"))))
                        longest = view->fontMetrics().horizontalAdvance(word) > view->fontMetrics().horizontalAdvance(longest) ? word : longest;
                    if (view->rowHeight(row) < view->fontMetrics().height() * (text.count(QLatin1Char('\n')) + 1))
                        problems << name(view) + QStringLiteral(": row too low for ") + text;
                    text = longest;
                }
                const int icon = index.data(Qt::DecorationRole).isNull() ? 0 : view->iconSize().width() + 6;
                if (!text.isEmpty() && view->fontMetrics().horizontalAdvance(text) + icon + margin > view->columnWidth(column))
                    problems << name(view) + QStringLiteral(": cell ") + view->accessibleName() + QStringLiteral(" / ") + text
                            + QStringLiteral(" (%1 px for %2)").arg(view->columnWidth(column)).arg(view->fontMetrics().horizontalAdvance(text) + icon + margin);
            }
        }
    }
    for (QMenuBar *bar : root->findChildren<QMenuBar *>()) {
        for (QAction *a : bar->actions()) {
            if (a->isVisible() && bar->actionGeometry(a).right() > bar->width())
                problems << name(bar) + QStringLiteral(": menu ") + plain(a->text());
        }
    }
    return problems;
}

// Every control a keyboard can reach has a name a screen reader says: its
// accessible name, its text or its label's (QAccessible answers as Qt's own
// accessibility bridge would).
QStringList unnamed(QWidget *root)
{
    QStringList problems;
    for (QWidget *w : root->findChildren<QWidget *>()) {
        if (!w->isVisibleTo(root) || w->focusPolicy() == Qt::NoFocus || !w->isEnabled() || qobject_cast<QScrollBar *>(w))
            continue;
        if (w->focusProxy()) // the proxy (for example a line edit inside a combo box) is checked itself
            continue;
        QAccessibleInterface *a = QAccessible::queryAccessibleInterface(w);
        if (!a || a->text(QAccessible::Name).trimmed().isEmpty())
            problems << QStringLiteral("no accessible name: %1 (%2) in %3")
                            .arg(QString::fromLatin1(w->metaObject()->className()), w->objectName(), w->window()->windowTitle());
    }
    return problems;
}

bool fits(QWidget *w, QString *why)
{
    const QSize min = w->minimumSizeHint().expandedTo(w->minimumSize());
    if (min.width() > kScreen.width() || min.height() > kScreen.height()) {
        *why = QStringLiteral("%1 needs at least %2 × %3").arg(w->windowTitle()).arg(min.width()).arg(min.height());
        return false;
    }
    return true;
}

} // namespace

void TestScreens::initTestCase()
{
    rl::app::AcceptanceRun::Options o;
    o.ledgerPath = m_dir.filePath(QStringLiteral("demo.sqlite"));
    o.reviewer = QStringLiteral("Mara Lead");
    m_demo = std::make_unique<rl::app::AcceptanceRun>(o);
    QVERIFY(m_demo->run().allPassed());
    m_demo->seedDemoExtras();
    // Made by hand below, step by step: no runner may reconcile it meanwhile.
    m_demo->stopRunners();
    // A retry under four eyes, asked for by Alex: it waits in its own queue
    // for a second reviewer, Mara here (docs/team-setup.md, "Four eyes").
    LedgerError e;
    auto ledger = Ledger::open(o.ledgerPath, Ledger::OpenMode::ExistingOnly, &e);
    QVERIFY2(ledger, qPrintable(e.message));
    const QDateTime at = QDateTime::currentDateTimeUtc().addSecs(-600);
    rl::models::OperationPlan plan = rl::testing::twoStepPlan();
    plan.fourEyes = {DecisionAction::RetryOpenStep};
    const QString op = rl::testing::heldOperation(*ledger, QStringLiteral("screens-four-eyes"), at, plan);
    DecisionRequest confirm = rl::testing::decision(op, QStringLiteral("Alex"), QStringLiteral("looked: nothing"), DecisionAction::ConfirmNotExecuted);
    confirm.confirmedNotExecuted = true;
    confirm.lookup = LookupEvidence{LookupResult::Absent, {}, 200, QStringLiteral("no record"), {}, {}, at.addSecs(60)};
    const DecisionOutcome confirmed = ledger->decide(confirm, at.addSecs(60));
    QVERIFY2(confirmed.applied, qPrintable(confirmed.reason));
    QVERIFY(ledger->decide(rl::testing::decision(op, QStringLiteral("Alex"), QStringLiteral("CRM is back"), DecisionAction::RetryOpenStep),
                           at.addSecs(61))
                .requested);
}

void TestScreens::everyWindowFitsWithNothingCut_data()
{
    QTest::addColumn<QString>("language");
    for (const char *l : {"en", "de", "nl", "da", "cs"})
        QTest::newRow(l) << QString::fromLatin1(l);
}

void TestScreens::everyWindowFitsWithNothingCut()
{
    QFETCH(QString, language);
    QLocale::setDefault(QLocale(language));
    QTranslator app, qt;
    if (language != QLatin1String("en")) {
        QVERIFY(app.load(QStringLiteral(RUNLEDGER_BINARY_DIR "/resources/runledger_%1.qm").arg(language)));
        QVERIFY(qt.load(QStringLiteral("qtbase_") + language, QLibraryInfo::path(QLibraryInfo::TranslationsPath)));
    } else {
        QVERIFY(app.load(QStringLiteral(RUNLEDGER_BINARY_DIR "/resources/runledger_en.qm")));
    }
    QCoreApplication::installTranslator(&app);
    if (!qt.isEmpty())
        QCoreApplication::installTranslator(&qt);
    const auto restore = qScopeGuard([&] {
        QCoreApplication::removeTranslator(&app);
        QCoreApplication::removeTranslator(&qt);
        QLocale::setDefault(QLocale::c());
    });

    LedgerError e;
    auto client = LedgerClient::open(m_dir.filePath(QStringLiteral("demo.sqlite")), &e);
    QVERIFY2(client, qPrintable(e.message));
    rl::ui::MainWindow window(std::move(client), QStringLiteral("Mara Lead"), &m_demo->configuration());
    window.resize(kScreen);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.selectQueue(OperationState::Held);
    QTRY_VERIFY(window.isShowingSelection());
    QTRY_VERIFY_WITH_TIMEOUT(rl::testing::layoutSettled(&window), 10'000); // the layout follows the texts of the selection
    QString why;
    QVERIFY2(fits(&window, &why), qPrintable(why));
    QCOMPARE(window.size(), kScreen);
    // Every detail tab, in turn.
    QStringList problems;
    for (int i = 0; i < window.detailTabs()->count(); ++i) {
        window.detailTabs()->setCurrentIndex(i);
        QTRY_VERIFY_WITH_TIMEOUT(rl::testing::layoutSettled(&window), 10'000);
        problems << cutOff(&window);
        // Each tab's picture too, to look at what a target said in this language.
        QVERIFY(window.grab().save(QDir::temp().filePath(QStringLiteral("runledger-1280x720-%1-tab%2.png").arg(language).arg(i))));
    }
    // The request waiting for a second reviewer, in its own queue.
    window.queueList()->setCurrentRow(1);
    QTRY_VERIFY(window.isShowingSelection());
    QTRY_VERIFY(window.decisionAction(DecisionAction::Countersign)->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(rl::testing::layoutSettled(&window), 10'000);
    problems << cutOff(&window);
    QVERIFY(window.grab().save(QDir::temp().filePath(QStringLiteral("runledger-four-eyes-%1.png").arg(language))));
    window.selectQueue(OperationState::Held);
    QTRY_VERIFY(window.isShowingSelection());
    window.detailTabs()->setCurrentIndex(0);
    QTRY_VERIFY_WITH_TIMEOUT(rl::testing::layoutSettled(&window), 10'000);
    const QImage shot = window.grab().toImage();
    QVERIFY(shot.save(QDir::temp().filePath(QStringLiteral("runledger-1280x720-%1.png").arg(language))));
    if (qEnvironmentVariableIsSet("RUNLEDGER_UPDATE_SCREENSHOTS"))
        QVERIFY(shot.save(QStringLiteral(RUNLEDGER_SOURCE_DIR "/resources/screenshots/console-%1.png").arg(language)));

    rl::ui::DashboardWindow dashboard(window.ledger());
    QSignalSpy numbers(&dashboard, &rl::ui::DashboardWindow::refreshed); // asked for by the constructor, shown when they come
    dashboard.resize(kScreen.boundedTo(dashboard.size().expandedTo(dashboard.minimumSizeHint())));
    dashboard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dashboard));
    // Its numbers arrive from the worker; then its layout follows them.
    QTRY_VERIFY2_WITH_TIMEOUT(numbers.size() >= 1, qPrintable(dashboard.countsText()), 10'000);
    QTRY_VERIFY_WITH_TIMEOUT(rl::testing::layoutSettled(&dashboard), 10'000);
    QVERIFY2(fits(&dashboard, &why), qPrintable(why));
    QVERIFY2(dashboard.width() <= kScreen.width() && dashboard.height() <= kScreen.height(),
             qPrintable(QStringLiteral("%1 × %2").arg(dashboard.width()).arg(dashboard.height())));
    problems << cutOff(&dashboard);
    // Qt cuts a chart's time labels with "…" when they do not fit side by
    // side under the plot: each of them, as the axis writes them, must.
    for (QChartView *view : dashboard.findChildren<QChartView *>()) {
        for (QAbstractAxis *axis : view->chart()->axes(Qt::Horizontal)) {
            auto *x = qobject_cast<QDateTimeAxis *>(axis);
            QVERIFY(x);
            const QString widest = QDateTime(QDate(2026, 12, 30), QTime(23, 58)).toString(x->format());
            const int needed = QFontMetrics(x->labelsFont()).horizontalAdvance(widest + QStringLiteral("  ")) * x->tickCount();
            if (needed > view->chart()->plotArea().width())
                problems << QStringLiteral("%1: time labels need %2 px, the plot has %3")
                                .arg(view->accessibleName())
                                .arg(needed)
                                .arg(view->chart()->plotArea().width());
        }
        // The legend is a label below the chart, which wraps, never the chart's own, which cuts.
        QVERIFY(!view->chart()->legend()->isVisible());
        auto *legend = view->parentWidget()->findChild<QLabel *>(QStringLiteral("legend"));
        QVERIFY(legend && legend->isVisible() && !legend->text().isEmpty());
        if (legend->heightForWidth(legend->width()) > legend->height() + 1)
            problems << QStringLiteral("%1: the legend needs %2 px height, it has %3")
                            .arg(view->accessibleName())
                            .arg(legend->heightForWidth(legend->width()))
                            .arg(legend->height());
    }
    QVERIFY(dashboard.grab().save(QDir::temp().filePath(QStringLiteral("runledger-dashboard-%1.png").arg(language))));

    rl::ui::AcceptanceDialog acceptance(QStringLiteral("Mara Lead"));
    acceptance.show();
    QVERIFY(QTest::qWaitForWindowExposed(&acceptance));
    QVERIFY2(fits(&acceptance, &why), qPrintable(why));
    QVERIFY(acceptance.width() <= kScreen.width() && acceptance.height() <= kScreen.height());
    problems << cutOff(&acceptance);

    // Privacy → Erase a customer's data, with the demo's customer found
    // (operations still held: the dialog names them).
    rl::ui::EraseDialog erase(window.ledger(), QStringLiteral("Mara Lead"));
    erase.show();
    QVERIFY(QTest::qWaitForWindowExposed(&erase));
    QSignalSpy searched(&erase, &rl::ui::EraseDialog::searched);
    erase.customerEdit()->setText(QStringLiteral("customer@example.org"));
    erase.findButton()->click();
    QVERIFY(searched.wait(10'000));
    QVERIFY(erase.found()->rowCount() > 0);
    QTRY_VERIFY_WITH_TIMEOUT(rl::testing::layoutSettled(&erase), 10'000);
    QVERIFY2(fits(&erase, &why), qPrintable(why));
    problems << cutOff(&erase) << unnamed(&erase);
    QVERIFY(erase.grab().save(QDir::temp().filePath(QStringLiteral("runledger-erase-%1.png").arg(language))));

    // The decision dialogs, each with what it shows for a held operation.
    rl::ui::DecisionDialog::Context c = rl::testing::sampleDecisionContext();
    c.summary = window.summaryText(); // as long as a real one, in this language
    for (DecisionAction a : allDecisionActions()) {
        rl::ui::DecisionDialog dialog(a, c);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY2(fits(&dialog, &why), qPrintable(why));
        QVERIFY2(dialog.width() <= kScreen.width() && dialog.height() <= kScreen.height(),
                 qPrintable(QStringLiteral("%1: %2 × %3").arg(dialog.windowTitle()).arg(dialog.width()).arg(dialog.height())));
        problems << cutOff(&dialog) << unnamed(&dialog);
    }

    problems << unnamed(&window) << unnamed(&dashboard) << unnamed(&acceptance);
    problems.removeDuplicates();
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestScreens)
void TestScreens::theManualSpeaksTheReadersLanguage_data() { everyWindowFitsWithNothingCut_data(); }

// Help → Manual in the reader's language, naming every decision, queue and
// tab as the console's own buttons, queues and tabs do.
void TestScreens::theManualSpeaksTheReadersLanguage()
{
    QFETCH(QString, language);
    QLocale::setDefault(QLocale(language));
    QTranslator app;
    QVERIFY(app.load(QStringLiteral(RUNLEDGER_BINARY_DIR "/resources/runledger_%1.qm").arg(language)));
    QCoreApplication::installTranslator(&app);
    const auto restore = qScopeGuard([&] {
        QCoreApplication::removeTranslator(&app);
        QLocale::setDefault(QLocale::c());
    });
    const QString manual = rl::ui::manualMarkdown();
    QVERIFY2(manual.startsWith(QStringLiteral("# ") + QCoreApplication::translate("QObject", "Runledger manual") + QLatin1Char('\n')),
             qPrintable(manual.left(80)));
    QStringList terms;
    for (const DecisionAction a : {DecisionAction::Reconcile, DecisionAction::Adopt, DecisionAction::ConfirmNotExecuted, DecisionAction::RetryOpenStep,
                                   DecisionAction::ApproveContent, DecisionAction::NewOperation, DecisionAction::Assign, DecisionAction::Abandon})
        terms << QLatin1Char('|') + DecisionsModel::actionText(a) + QLatin1Char('|'); // a row of the decisions' table
    for (const OperationState st : {OperationState::AwaitingApproval, OperationState::Running, OperationState::Uncertain, OperationState::Held,
                                    OperationState::Completed, OperationState::Abandoned})
        terms << OperationsModel::stateText(st);
    for (const char *tab : {"&Steps", "T&imeline", "A&ttempts", "&Evidence", "Approved &content", "&Ledger"})
        terms << QCoreApplication::translate("rl::ui::MainWindow", tab).remove(QLatin1Char('&'));
    // The text as it reads, its lines joined (a term may wrap); the table's cells as "|term|".
    const QString read = QString(manual).replace(QStringLiteral("\n"), QStringLiteral(" ")).replace(QStringLiteral("| "), QStringLiteral("|"))
                             .replace(QStringLiteral(" |"), QStringLiteral("|")).simplified();
    for (const QString &term : std::as_const(terms))
        QVERIFY2(read.contains(term, Qt::CaseInsensitive), qPrintable(QStringLiteral("%1: the manual does not say \"%2\"").arg(language, term)));
    // As Help → Manual shows it, kept as a picture to look at.
    QWidget window;
    rl::ui::showManual(&window);
    auto *dialog = window.findChild<QDialog *>(QStringLiteral("manual"));
    QVERIFY(dialog && QTest::qWaitForWindowExposed(dialog));
    QCOMPARE(dialog->windowTitle(), QCoreApplication::translate("QObject", "Runledger manual"));
    QVERIFY(dialog->grab().save(QDir::temp().filePath(QStringLiteral("runledger-manual-%1.png").arg(language))));
}

#include "tst_screens.moc"
