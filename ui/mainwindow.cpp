// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "acceptancedialog.h"
#include "columnfit.h"
#include "dashboardwindow.h"
#include "decisiondialog.h"
#include "flowlayout.h"
#include "heldnotifier.h"
#include "targetsdialog.h"
#include "tokenstore.h"
#include "detailmodels.h"
#include "ids.h"
#include "itemdataroles.h"
#include "ledgerclient.h"
#include "operationsmodel.h"
#include "stateicons.h"
#include "reconcile/reconciler.h"
#include "targets/connector.h"

#include <QAction>
#include <QComboBox>
#include <QHBoxLayout>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QApplication>
#include <QHeaderView>
#include <QInputDialog>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QProgressDialog>
#include <QScreen>
#include <QScrollBar>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTableView>
#include <QSignalBlocker>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

namespace rl::ui {

using namespace rl::models;

namespace {
// Queue order as a reviewer works through it; nullopt = All.
const std::optional<OperationState> kQueues[] = {
    OperationState::Held, OperationState::Uncertain, OperationState::AwaitingApproval, OperationState::Running,
    OperationState::Completed, OperationState::Abandoned, std::nullopt,
};

const DecisionAction kActions[] = {DecisionAction::Reconcile, DecisionAction::Adopt, DecisionAction::ConfirmNotExecuted,
                                   DecisionAction::RetryOpenStep, DecisionAction::ApproveContent, DecisionAction::NewOperation,
                                   DecisionAction::Assign, DecisionAction::Abandon};

// stretchLast: the last column takes the rest of the width (sentences that
// wrap at words); otherwise every column is as wide as its content, so an
// unbreakable id or key is never cut.
QTableView *detailTable(QAbstractItemModel *model, const QString &name, QWidget *parent, bool stretchLast = false)
{
    auto *view = new QTableView(parent);
    view->setModel(model);
    view->setAccessibleName(name);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setStretchLastSection(stretchLast);
    view->horizontalHeader()->setDefaultSectionSize(40); // then widened to the title and the content
    // Nothing is cut off: each column as wide as its content (up to a limit),
    // longer texts wrap onto more lines, rows as tall as they need.
    view->setWordWrap(true);
    view->setTextElideMode(Qt::ElideNone);
    view->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    QObject::connect(model, &QAbstractItemModel::modelReset, view, [view] { fitColumnsToContents(view, 520); });
    return view;
}
} // namespace

MainWindow::MainWindow(std::unique_ptr<LedgerClient> client, const QString &reviewer, const app::Configuration *config, QWidget *parent)
    : QMainWindow(parent)
    , m_client(std::move(client))
    , m_reviewer(reviewer)
    , m_config(config)
{
    // Without a configuration of its own, the console uses the one the ledger
    // recorded: its steps are looked up where they were sent (docs/design.md
    // rule 13).
    if (!m_config && !m_client->recordedConfiguration().isEmpty()) {
        QString error;
        m_recordedConfig = app::Configuration::fromJson(QJsonDocument::fromJson(m_client->recordedConfiguration()).object(), &error);
        if (m_recordedConfig)
            m_config = &*m_recordedConfig;
    }
    // Qt adds the application's name ("… — Runledger"): the title is the ledger.
    setWindowTitle(QDir::toNativeSeparators(m_client->location()));
    setTokenStore(new KeyringTokenStore);
    m_heldNotifier = new HeldNotifier(this);
    m_windowPasses = new QTimer(this);
    m_windowPasses->setSingleShot(true);
    connect(m_windowPasses, &QTimer::timeout, this, [this] {
        showDetails();
        m_table->viewport()->update(); // "may still act for 3 more minutes" in the Why held column
    });
    // The Why held column counts minutes down.
    auto *minute = new QTimer(this);
    minute->setInterval(30'000);
    connect(minute, &QTimer::timeout, this, [this] { m_table->viewport()->update(); });
    minute->start();

    m_queues = new QListWidget(this);
    m_queues->setAccessibleName(tr("Queues"));
    for (const auto &q : kQueues) {
        auto *item = new QListWidgetItem(q ? OperationsModel::stateText(*q) : tr("All"), m_queues);
        item->setData(StateRole, q ? toString(*q) : QString());
        // "All" gets a list icon, so its text lines up with the queues above it.
        item->setIcon(q ? stateIcon(toString(*q)) : style()->standardIcon(QStyle::SP_FileDialogListView));
    }
    m_queues->setCurrentRow(0);

    m_model = new OperationsModel(m_client.get(), this);
    // No sorting proxy: sorting a million rows would read them all. The model
    // sorts in SQL, only by what has an index (the id, i.e. creation order);
    // the proxy only adds icons.
    auto *icons = new StateIconProxy(OperationsModel::State, this);
    icons->setSourceModel(m_model);
    m_proxy = icons;

    m_table = new QTableView(this);
    m_table->setAccessibleName(tr("Operations"));
    // A reload keeps the selection by id and the scroll position. Connected
    // before the view's selection model is, so it sees the selection first.
    connect(m_proxy, &QAbstractItemModel::modelAboutToBeReset, this, [this] {
        m_keepSelected.clear();
        for (const QModelIndex &i : m_table->selectionModel()->selectedRows()) {
            const QString id = i.data(IdRole).toString();
            if (!id.isEmpty())
                m_keepSelected.insert(id, i.row());
        }
        m_keepScroll = m_table->verticalScrollBar()->value();
    });
    m_table->setModel(m_proxy);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // Tab leaves the table (to the decisions and tabs) instead of walking its
    // cells and changing the selected operation; the arrow keys move rows.
    m_table->setTabKeyNavigation(false);
    // Only a column with an index behind it sorts; a click on another leaves
    // the arrow where it was (its tooltip says why).
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionsClickable(true);
    header->setSortIndicatorShown(true);
    header->setSortIndicator(OperationsModel::ShortId, Qt::AscendingOrder);
    connect(header, &QHeaderView::sortIndicatorChanged, this, [this, header](int section, Qt::SortOrder order) {
        if (!OperationsModel::isSortable(section)) {
            const QSignalBlocker block(header);
            header->setSortIndicator(OperationsModel::ShortId, m_model->sortOrder());
            return;
        }
        m_model->sort(section, order);
    });
    m_table->verticalHeader()->hide();
    // A fixed row height lets the view skip measuring rows: a million stays fast.
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    // The last column is as wide as its content, like the others (a stretched
    // one would be cut when the others fill the width).
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    for (const auto &[column, width] : {std::pair{OperationsModel::ShortId, 115}, {OperationsModel::Action, 330},
                                        {OperationsModel::SourceEvent, 200}, {OperationsModel::State, 150},
                                        {OperationsModel::WhyHeld, 220},
                                        {OperationsModel::OpenStep, 80}, {OperationsModel::Attempts, 75},
                                        {OperationsModel::HeldSince, 130}, {OperationsModel::Responsible, 110}})
        m_table->setColumnWidth(column, width); // then widened to translated titles (fitColumnTitles, below)

    m_search = new QLineEdit(this);
    m_search->setPlaceholderText(tr("Find by operation id, event id, delivery id, target reference or order (#1001)"));
    m_search->setAccessibleName(tr("Search operations"));
    m_search->setClearButtonEnabled(true);
    // Triage of the Held queue: only the operations held for one reason, with
    // how many each reason holds.
    m_reason = new QComboBox(this);
    m_reason->setObjectName(QStringLiteral("whyHeld"));
    m_reason->setAccessibleName(tr("Why held"));
    m_reason->setToolTip(tr("Show only the operations held for this reason"));
    m_reason->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_reason->addItem(tr("Every reason"));
    m_reason->hide();

    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setAccessibleName(tr("What happened and what to decide"));
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_summary->setMargin(6);
    m_summary->setFrameShape(QFrame::StyledPanel);

    m_steps = new StepsModel(this);
    m_attempts = new AttemptsModel(this);
    m_evidence = new EvidenceModel(this);
    m_content = new ContentVersionsModel(this);
    m_decisions = new DecisionsModel(this);
    m_timeline = new TimelineModel(this);
    auto *stepIcons = new StateIconProxy(StepsModel::State, this);
    stepIcons->setSourceModel(m_steps);
    m_tabs = new QTabWidget(this);
    auto *stepsView = detailTable(stepIcons, tr("Steps"), this);
    // Columns as wide as their content: the idempotency key is shown whole
    // (it is what a reviewer searches the target for).
    m_tabs->addTab(stepsView, tr("&Steps"));
    // Event, deliveries, operation, attempts, evidence and decisions together.
    auto *timelineView = detailTable(m_timeline, tr("Timeline"), this, true);
    timelineView->setColumnWidth(TimelineModel::When, 140);
    timelineView->setColumnWidth(TimelineModel::What, 90);
    timelineView->setColumnWidth(TimelineModel::Step, 45);
    m_tabs->addTab(timelineView, tr("T&imeline"));
    m_tabs->addTab(detailTable(m_attempts, tr("Attempts"), this), tr("A&ttempts"));
    m_tabs->addTab(detailTable(m_evidence, tr("Evidence"), this), tr("&Evidence"));
    auto *contentPage = new QSplitter(Qt::Vertical, this);
    contentPage->setObjectName(QStringLiteral("contentAndPreview"));
    auto *contentTable = detailTable(m_content, tr("Approved content"), this);
    // The selected version as its recipient will see it, its approval, and what changed from the one before.
    m_contentPreview = new QTextBrowser(this);
    m_contentPreview->setObjectName(QStringLiteral("contentPreview"));
    m_contentPreview->setOpenLinks(false);
    m_contentPreview->setAccessibleName(tr("Content of the selected version, and its difference to the previous one"));
    contentPage->addWidget(contentTable);
    contentPage->addWidget(m_contentPreview);
    m_tabs->addTab(contentPage, tr("Approved &content"));
    m_tabs->addTab(detailTable(m_decisions, tr("Ledger"), this), tr("&Ledger"));
    connect(contentTable->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex &current) {
        if (!current.isValid())
            return m_contentPreview->clear();
        const ContentVersion &v = m_content->rows().at(current.row());
        const ContentVersion *before = current.row() > 0 && m_content->rows().at(current.row() - 1).stepRowId == v.stepRowId
            ? &m_content->rows().at(current.row() - 1) : nullptr;
        m_contentPreview->setHtml(contentVersionHtml(v, before));
    });

    // The decisions as buttons that wrap onto a second line where the width
    // ends, so none hides behind an overflow "»" in any language.
    auto *toolbar = new QWidget(this);
    toolbar->setObjectName(QStringLiteral("decisions"));
    toolbar->setAccessibleName(tr("Decisions"));
    auto *toolbarLayout = new FlowLayout(toolbar, 4);
    auto *decisionsMenu = menuBar()->addMenu(tr("&Decisions"));
    std::map<DecisionAction, QToolButton *> buttons;
    for (DecisionAction a : kActions) {
        auto *action = new QAction(DecisionDialog::shortTitle(a), this);
        connect(action, &QAction::triggered, this, [this, a] { decide(a); });
        auto *button = new QToolButton(toolbar);
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        button->setAutoRaise(true);
        button->setFocusPolicy(Qt::TabFocus);
        toolbarLayout->addWidget(button);
        buttons.emplace(a, button);
        decisionsMenu->addAction(action);
        addAction(action); // its shortcut works wherever the focus is
        m_actions.emplace(a, action);
    }
    // A shortcut per decision, in toolbar order (Ctrl+1 … Ctrl+8); Reconcile
    // keeps Ctrl+R as well. Menus show them; so do the tooltips.
    int number = 0;
    for (DecisionAction a : kActions)
        m_actions.at(a)->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + number++)));
    m_actions.at(DecisionAction::Reconcile)->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_1), QKeySequence(Qt::CTRL | Qt::Key_R)});
    createMenus(decisionsMenu);

    auto *details = new QWidget(this);
    auto *detailsLayout = new QVBoxLayout(details);
    detailsLayout->setContentsMargins(0, 0, 0, 0);
    detailsLayout->addWidget(m_summary);
    // Where the reviewer can check by hand what the console cannot: links from the profiles.
    m_links = new QLabel(this);
    m_links->setTextFormat(Qt::RichText);
    m_links->setOpenExternalLinks(true);
    m_links->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_links->setAccessibleName(tr("Links to the targets"));
    m_links->hide();
    detailsLayout->addWidget(m_links);
    detailsLayout->addWidget(toolbar);
    detailsLayout->addWidget(m_tabs);

    auto *right = new QSplitter(Qt::Vertical, this);
    right->setObjectName(QStringLiteral("tableAndDetails"));
    auto *top = new QWidget(this);
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    auto *findRow = new QHBoxLayout;
    findRow->addWidget(m_search, 1);
    findRow->addWidget(m_reason);
    topLayout->addLayout(findRow);
    m_noMatches = new QLabel(this);
    m_noMatches->setAccessibleName(tr("No matches"));
    m_noMatches->setTextFormat(Qt::RichText);
    m_noMatches->setWordWrap(true);
    m_noMatches->setMargin(6);
    m_noMatches->hide();
    connect(m_noMatches, &QLabel::linkActivated, m_search, &QLineEdit::clear);
    topLayout->addWidget(m_noMatches);
    m_afterDecision = new QLabel(this);
    m_afterDecision->setObjectName(QStringLiteral("afterDecision"));
    m_afterDecision->setAccessibleName(tr("Where the operation went"));
    m_afterDecision->setTextFormat(Qt::RichText);
    m_afterDecision->setWordWrap(true);
    m_afterDecision->setMargin(6);
    m_afterDecision->hide();
    connect(m_afterDecision, &QLabel::linkActivated, this, [this] { showOperation(m_noticeOperation); });
    topLayout->addWidget(m_afterDecision);
    topLayout->addWidget(m_table);
    right->addWidget(top);
    right->addWidget(details);
    right->setSizes({330, 400});

    auto *splitter = new QSplitter(this);
    splitter->setObjectName(QStringLiteral("queuesAndOperations"));
    splitter->addWidget(m_queues);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({210, 1090});
    m_problem = new QLabel(this);
    m_problem->setWordWrap(true);
    m_problem->setMargin(8);
    m_problem->setAccessibleName(tr("Ledger problem"));
    m_problem->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_problem->setStyleSheet(QStringLiteral("QLabel { background: #b3261e; color: white; }"));
    m_problem->hide();
    auto *central = new QWidget(this);
    auto *centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->setSpacing(0);
    centralLayout->addWidget(m_problem);
    // A ledger this user may not change: readable, decisions off, the reason said once, here.
    m_readOnlyBanner = new QLabel(this);
    m_readOnlyBanner->setObjectName(QStringLiteral("readOnly"));
    m_readOnlyBanner->setWordWrap(true);
    m_readOnlyBanner->setMargin(8);
    m_readOnlyBanner->setAccessibleName(tr("Read-only ledger"));
    m_readOnlyBanner->setFrameShape(QFrame::StyledPanel);
    m_readOnlyBanner->hide();
    centralLayout->addWidget(m_readOnlyBanner);
    centralLayout->addWidget(splitter, 1);
    setCentralWidget(central);

    // Tab goes search → queues → operations → each decision → the detail
    // tabs; the decision buttons take the focus like any button.
    QWidget *previous = m_search;
    for (QWidget *w : {static_cast<QWidget *>(m_queues), static_cast<QWidget *>(m_table)}) {
        setTabOrder(previous, w);
        previous = w;
    }
    for (DecisionAction a : kActions) {
        setTabOrder(previous, buttons.at(a));
        previous = buttons.at(a);
    }
    setTabOrder(previous, m_tabs);
    for (QTableView *view : findChildren<QTableView *>())
        fitColumnTitles(view);

    m_checkpointLabel = new QLabel(this);
    m_checkpointLabel->setObjectName(QStringLiteral("checkpoint"));
    m_checkpointLabel->setToolTip(tr("The decision chain proves that no recorded decision was altered, removed or inserted between "
                                     "others. Only an anchored checkpoint — the chain's last entry, signed and kept outside this "
                                     "ledger (runledgerctl checkpoint) — also proves that none was removed from the end or the whole "
                                     "chain rewritten: runledgerctl verify --checkpoint FILE checks it."));
    statusBar()->addPermanentWidget(m_checkpointLabel);
    m_reviewerLabel = new QLabel(this);
    statusBar()->addPermanentWidget(m_reviewerLabel);
    setReviewer(m_reviewer);
    if (m_client->isReadOnly())
        setReadOnlyReason(tr("This ledger is open read-only."));

    connect(m_queues, &QListWidget::currentRowChanged, this, &MainWindow::applyQueue);
    connect(m_reason, &QComboBox::activated, this, &MainWindow::applyQueue);
    // Search as you type: a quarter of a second after the last key (Enter at once).
    auto *typing = new QTimer(this);
    typing->setSingleShot(true);
    typing->setInterval(250);
    connect(typing, &QTimer::timeout, this, &MainWindow::applyQueue);
    connect(m_search, &QLineEdit::textChanged, typing, qOverload<>(&QTimer::start));
    connect(m_search, &QLineEdit::returnPressed, this, [this, typing] {
        typing->stop();
        applyQueue();
    });
    auto *find = new QAction(tr("&Find"), this);
    find->setShortcut(QKeySequence::Find);
    connect(find, &QAction::triggered, this, [this] {
        m_search->setFocus();
        m_search->selectAll();
    });
    addAction(find);
    // A search that finds nothing says so, with the way back; an empty queue says what that means.
    connect(m_model, &OperationsModel::reloaded, this, [this] {
        const QString text = m_search->text().trimmed();
        m_noMatches->setVisible(m_model->rowCount() == 0);
        if (!text.isEmpty())
            m_noMatches->setText(tr("No operation in this queue matches \u201c%1\u201d exactly (an id, an event or delivery id, a "
                                    "reference, or an order such as #1001). <a href=\"clear\">Clear the search</a>")
                                     .arg(text.toHtmlEscaped()));
        else
            m_noMatches->setText(emptyQueueText());
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &MainWindow::showDetails);

    // The ledger's worker notices other programs' commits (the runner) and
    // answers every read; nothing here waits for it.
    connect(m_client.get(), &LedgerClient::changed, this, &MainWindow::refreshIfChanged);
    connect(m_client.get(), &LedgerClient::detailsRead, this, &MainWindow::onDetails);
    connect(m_client.get(), &LedgerClient::queueCountsRead, this, &MainWindow::onQueueCounts);
    connect(m_client.get(), &LedgerClient::checkpointRead, this, &MainWindow::onCheckpoint);
    connect(m_client.get(), &LedgerClient::decided, this, &MainWindow::onDecided);
    connect(m_client.get(), &LedgerClient::probesRead, this, &MainWindow::onProbes);
    connect(m_client.get(), &LedgerClient::ledgerProblem, this, [this](const QString &problem) {
        m_ledgerProblem = problem;
        m_problem->setText(tr("<b>This ledger cannot be trusted:</b> %1. Decisions are disabled. Close the console and check "
                              "the file with: runledgerctl verify --ledger %2")
                               .arg(problem.toHtmlEscaped(), m_client->location().toHtmlEscaped()));
        m_problem->show();
        updateActions();
    });
    connect(m_model, &OperationsModel::reloaded, this, &MainWindow::restoreSelection);
    // A row selected before its page arrived: its details are read once it has.
    // A selection kept across a reload is found again once its page is back.
    connect(m_model, &OperationsModel::pageLoaded, this, [this](int first, int last) {
        // The rows in view measured (Qt measures the visible ones only): no cell is cut.
        fitColumnsToContents(m_table, 600);
        if (!m_keepSelected.isEmpty())
            return restoreSelection();
        for (const QModelIndex &i : m_table->selectionModel()->selectedRows()) {
            if (i.row() >= first && i.row() <= last && selectedOperationIds() != m_detailsAskedFor)
                return showDetails();
        }
    });
    connect(m_model, &OperationsModel::readFailed, this, [this](const QString &message) {
        statusBar()->showMessage(tr("The ledger could not be read: %1").arg(message), 8000);
    });

    applyQueue();
    // The size, splitters, columns and tab it had last time, else 1300 × 800;
    // never larger than the screen.
    if (!restoreLayout())
        resize(1300, 800);
    if (const QScreen *s = screen()) {
        // The frame is not known before the window is shown: leave it room.
        const QSize room = s->availableGeometry().size() * 0.95;
        if (width() > room.width() || height() > room.height())
            resize(size().boundedTo(room));
    }
}

MainWindow::~MainWindow() = default;

QAction *MainWindow::decisionAction(DecisionAction action) const { return m_actions.at(action); }
QString MainWindow::summaryText() const { return m_summary->text(); }

void MainWindow::setDecisionProvider(std::function<std::optional<DecisionRequest>(DecisionAction, const QString &)> provider)
{
    m_provider = std::move(provider);
}

void MainWindow::setReviewer(const QString &reviewer)
{
    m_reviewer = reviewer.trimmed();
    m_reviewerLabel->setText(m_reviewer.isEmpty() ? tr("No reviewer: you can look but not decide (File → Set reviewer)")
                                                  : tr("Reviewer: %1").arg(m_reviewer));
    updateActions();
}

void MainWindow::showOperation(const QString &operationId)
{
    // "All", searched by the operation's id: exactly that one, selected.
    m_afterDecision->hide();
    {
        // Not through the typing timer: the queue below is read once, now.
        const QSignalBlocker quiet(m_search);
        m_search->setText(shortId(operationId));
    }
    const int before = m_queues->currentRow();
    selectQueue(std::nullopt);
    if (m_queues->currentRow() == before)
        applyQueue(); // otherwise the queue change has read it already
}

void MainWindow::selectQueue(std::optional<OperationState> state)
{
    for (int i = 0; i < m_queues->count(); ++i) {
        if (m_queues->item(i)->data(StateRole).toString() == (state ? toString(*state) : QString()))
            m_queues->setCurrentRow(i);
    }
}

std::optional<OperationState> MainWindow::currentQueue() const
{
    const QString state = m_queues->currentItem() ? m_queues->currentItem()->data(StateRole).toString() : QString();
    return state.isEmpty() ? std::nullopt : operationStateFromString(state);
}

QString MainWindow::emptyQueueText() const
{
    if (currentQueue() == OperationState::Held && m_reason->currentIndex() > 0)
        return tr("No operation is held for this reason any more.");
    const auto queue = currentQueue();
    if (!queue)
        return tr("This ledger has no operations yet: they appear as the service receives events.");
    switch (*queue) {
    case OperationState::Held: return tr("Nothing is held: no operation waits for a reviewer.");
    case OperationState::Uncertain: return tr("No operation has an unknown outcome.");
    case OperationState::AwaitingApproval: return tr("No content waits for approval.");
    case OperationState::Running: return tr("Nothing is running: the service has no work in progress.");
    case OperationState::Completed: return tr("No operation has completed yet.");
    case OperationState::Abandoned: return tr("No operation was abandoned.");
    }
    return {};
}

void MainWindow::applyQueue()
{
    const auto queue = currentQueue();
    m_reason->setVisible(queue == OperationState::Held);
    const auto reason = queue == OperationState::Held && m_reason->currentIndex() > 0
        ? holdReasonFromString(m_reason->currentData().toString()) : std::nullopt;
    m_selectFirst = true; // once the rows are there, the first is selected
    m_model->setFilter(queue, m_search->text(), reason);
    updateQueueCounts();
    showDetails();
}

void MainWindow::restoreSelection()
{
    // Rows are ordered by id, so a selected row stays where it was or moves a
    // little; look near it, among the rows that arrived.
    QItemSelection selection;
    QSet<int> candidates;
    for (int row : std::as_const(m_keepSelected)) {
        for (int r = std::max(0, row - 50); r < std::min(m_proxy->rowCount(), row + 50); ++r)
            candidates.insert(r);
    }
    bool waiting = false; // a candidate's page has not arrived yet: look again when it has
    for (int r : std::as_const(candidates)) {
        if (!m_model->operationAt(r)) {
            waiting = true;
            continue;
        }
        const QModelIndex idx = m_proxy->index(r, 0);
        if (m_keepSelected.contains(idx.data(IdRole).toString()))
            selection.select(idx, m_proxy->index(r, m_proxy->columnCount() - 1));
    }
    if (selection.isEmpty() && waiting)
        return;
    m_keepSelected.clear();
    if (!selection.isEmpty()) {
        m_table->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
        m_table->verticalScrollBar()->setValue(m_keepScroll);
    } else if (m_selectFirst && m_proxy->rowCount() > 0) {
        m_table->selectRow(0);
    }
    m_selectFirst = false;
    showDetails();
}

void MainWindow::updateQueueCounts()
{
    m_countsTicket = m_client->readQueueCounts();
    m_checkpointTicket = m_client->readLastCheckpoint();
}

void MainWindow::onCheckpoint(quint64 ticket, const CheckpointResult &checkpoint)
{
    if (ticket != m_checkpointTicket)
        return;
    if (!checkpoint)
        m_checkpointLabel->setText(tr("Last checkpoint: unknown (%1)").arg(checkpoint.error().message));
    else if (!checkpoint->has_value())
        m_checkpointLabel->setText(tr("No anchored checkpoint yet"));
    else
        m_checkpointLabel->setText(tr("Last checkpoint: entry %1, %2")
                                       .arg((*checkpoint)->seq)
                                       .arg(QLocale().toString((*checkpoint)->at.toLocalTime(), QLocale::ShortFormat)));
}

void MainWindow::onQueueCounts(quint64 ticket, const QueueCountsResult &counts)
{
    if (ticket != m_countsTicket)
        return;
    if (!counts) {
        statusBar()->showMessage(tr("The queue counts could not be read: %1").arg(counts.error().message), 8000);
        return;
    }
    m_heldNotifier->update(*counts);
    qint64 all = 0;
    for (auto v : counts->byState)
        all += v;
    for (int i = 0; i < m_queues->count(); ++i) {
        QListWidgetItem *item = m_queues->item(i);
        const auto state = operationStateFromString(item->data(StateRole).toString());
        const qint64 n = state ? counts->byState.value(*state) : all;
        const QString name = state ? OperationsModel::stateText(*state) : tr("All");
        item->setText(tr("%1 (%2)").arg(name).arg(n));
    }
    // The reasons that hold something (and the one chosen, even at 0), most first.
    const QString chosen = m_reason->currentIndex() > 0 ? m_reason->currentData().toString() : QString();
    QList<std::pair<qint64, HoldReason>> reasons;
    for (auto it = counts->heldByReason.cbegin(); it != counts->heldByReason.cend(); ++it) {
        if (it.value() > 0 || (!chosen.isEmpty() && toString(it.key()) == chosen))
            reasons.append({it.value(), it.key()});
    }
    if (const auto c = holdReasonFromString(chosen); !chosen.isEmpty() && c && !counts->heldByReason.contains(*c))
        reasons.append({0, *c});
    std::sort(reasons.begin(), reasons.end(), [](const auto &a, const auto &b) {
        return a.first != b.first ? a.first > b.first : int(a.second) < int(b.second);
    });
    const QSignalBlocker block(m_reason);
    m_reason->clear();
    m_reason->addItem(tr("Every reason (%1)").arg(counts->byState.value(OperationState::Held)));
    for (const auto &[n, reason] : std::as_const(reasons)) {
        m_reason->addItem(tr("%1 (%2)").arg(OperationsModel::holdReasonText(reason)).arg(n), toString(reason));
        if (toString(reason) == chosen)
            m_reason->setCurrentIndex(m_reason->count() - 1);
    }
}

QStringList MainWindow::selectedOperationIds() const
{
    QStringList ids;
    for (const QModelIndex &i : m_table->selectionModel()->selectedRows()) {
        const QString id = i.data(IdRole).toString();
        if (!id.isEmpty()) // a row whose page has not arrived yet
            ids << id;
    }
    return ids;
}

QString MainWindow::selectedOperationId() const
{
    const QStringList ids = selectedOperationIds();
    return ids.size() == 1 ? ids.first() : QString();
}

bool MainWindow::selectOperation(const QString &operationId)
{
    // Looks through the first rows only: finding one among a million is the search field's job.
    const int limit = std::min(m_proxy->rowCount(), 5 * OperationsModel::PageSize);
    for (int r = 0; r < limit; ++r) {
        if (m_proxy->index(r, 0).data(IdRole).toString() == operationId) {
            m_table->selectRow(r);
            return true;
        }
    }
    return false;
}

void MainWindow::showDetails()
{
    const QStringList ids = selectedOperationIds();
    if (ids.isEmpty()) {
        m_detailsTicket = 0;
        m_details.clear();
        renderDetails();
        return;
    }
    m_keepSelected.clear(); // the reviewer chose (or a restore found) a selection
    // The answer replaces what is shown; until it comes the old details stay
    // (the same operation, a moment older) or, for another selection, the
    // decisions wait for it.
    m_detailsTicket = m_client->readDetails(ids);
    m_detailsAskedFor = ids;
    updateActions();
}

void MainWindow::onDetails(quint64 ticket, const OperationDetailsResult &result)
{
    if (ticket == m_noticeTicket && m_noticeTicket != 0) {
        m_noticeTicket = 0;
        if (!result || result->isEmpty())
            return m_afterDecision->hide();
        const Operation &op = result->first().operation;
        m_afterDecision->setText(tr("Operation %1 is now in “%2”. <a href=\"show\">Show it</a>")
                                     .arg(shortId(op.id), OperationsModel::stateText(op.state).toHtmlEscaped()));
        m_afterDecision->show();
        return;
    }
    if (ticket != m_detailsTicket)
        return; // asked again since, or for a selection that is gone
    if (!result) {
        m_details.clear();
        m_summary->setText(tr("<b>The ledger could not be read.</b><br>%1").arg(result.error().message.toHtmlEscaped()));
        updateActions();
        return;
    }
    m_details = *result;
    m_detailsShown = ticket;
    renderDetails();
}

bool MainWindow::isShowingSelection() const
{
    const QStringList ids = selectedOperationIds();
    return !ids.isEmpty() && m_detailsShown == m_detailsTicket && m_detailsAskedFor == ids;
}

void MainWindow::renderDetails()
{
    const QStringList ids = selectedOperationIds();
    const OperationDetails *d = !m_details.isEmpty() && ids.size() == 1 && m_details.first().operation.id == ids.first()
        ? &m_details.first() : nullptr;
    const QDateTime now = d ? d->readAt : QDateTime::currentDateTimeUtc();
    if (!d) {
        m_summary->setText(ids.size() > 1 ? tr("%1 operations selected. Only Reconcile can be applied to several at once.").arg(ids.size())
                                          : tr("Select an operation to see what happened and what to decide."));
        m_steps->setSteps({}, now);
        m_attempts->setAttempts({}, {});
        m_evidence->setEvidence({}, {});
        m_content->setVersions({}, {});
        m_decisions->setRows({});
        m_timeline->setRows({});
        m_contentPreview->clear();
        m_links->hide();
        updateActions();
        return;
    }
    const Operation &op = d->operation;
    QStringList links;
    for (const StepRecord &s : d->steps) {
        if (!m_config || !m_config->targets().contains(s.step.target))
            continue;
        const app::TargetProfile &t = m_config->targets().value(s.step.target);
        const QUrl record = t.recordLink(s.step.targetReference);
        const QUrl search = t.searchLink(s.step.reference);
        QStringList parts;
        if (record.isValid())
            parts << tr("<a href=\"%1\">Open in %2</a>").arg(record.toString(QUrl::FullyEncoded).toHtmlEscaped(), t.name.toHtmlEscaped());
        if (search.isValid())
            parts << tr("<a href=\"%1\">Search %2 for this reference</a>").arg(search.toString(QUrl::FullyEncoded).toHtmlEscaped(),
                                                                             t.name.toHtmlEscaped());
        if (!parts.isEmpty())
            links << tr("%1: %2").arg(StepRules::describe(s.context(now)).toHtmlEscaped(), parts.join(QStringLiteral(" · ")));
    }
    m_links->setText(links.join(QStringLiteral("<br>")));
    m_links->setVisible(!links.isEmpty());
    QHash<qint64, int> positions;
    QList<StepContext> contexts;
    for (const StepRecord &s : d->steps) {
        positions.insert(s.step.rowId, s.step.position);
        contexts.append(s.context(now));
    }
    QString lastError;
    if (op.openStep > 0) {
        for (const Attempt &a : d->attempts) {
            if (positions.value(a.stepRowId) == op.openStep && !a.error.isEmpty())
                lastError = a.error;
        }
    }
    m_summary->setText(tr("<b>%1</b> · %2 · event %3<br>%4")
                           .arg(OperationsModel::stateText(op.state).toHtmlEscaped(), op.intendedAction.toHtmlEscaped(),
                                op.eventId.toHtmlEscaped(),
                                OperationRules::summary(contexts, op.state, lastError, op.supersededBy).toHtmlEscaped()));
    m_steps->setSteps(d->steps, now);
    m_attempts->setAttempts(d->attempts, positions);
    m_evidence->setEvidence(d->evidence, positions);
    m_content->setVersions(d->content, positions);
    m_decisions->setRows(d->decisions);
    m_timeline->setDetails(*d);
    updateActions();
    // What is shown stays true: when a time it mentions passes (a request may
    // no longer act, a backoff ends, a key expires, a lookup may now see the
    // record), the details and the decisions allowed are read again.
    QDateTime next;
    for (const StepRecord &s : d->steps) {
        for (const QDateTime &t : {s.mayRunUntil, s.step.notBefore,
                                   s.step.keyFirstUsedAt.isValid() ? s.step.keyFirstUsedAt.addSecs(s.keyRetentionSeconds) : QDateTime(),
                                   s.lastAttemptAt.isValid() ? s.lastAttemptAt.addMSecs(s.settleMs) : QDateTime()}) {
            if (t.isValid() && t > now && (!next.isValid() || t < next))
                next = t;
        }
    }
    if (next.isValid())
        m_windowPasses->start(int(std::min<qint64>(now.msecsTo(next) + 500, 24LL * 3600 * 1000)));
    else
        m_windowPasses->stop();
}

const OperationDetails *MainWindow::detailsOf(const QString &operationId) const
{
    for (const OperationDetails &d : m_details) {
        if (d.operation.id == operationId)
            return &d;
    }
    return nullptr;
}

app::TargetClient *MainWindow::connectorFor(const QString &target)
{
    if (!m_config || !m_config->targets().contains(target))
        return nullptr;
    auto it = m_connectors.find(target);
    if (it == m_connectors.end())
        it = m_connectors.emplace(target, app::Connector::make(m_config->targets().value(target), this)).first;
    return it->second.get();
}

app::TargetClient *MainWindow::connectorForStep(const StepRecord &open, QString *why)
{
    app::TargetClient *client = connectorFor(open.step.target);
    QString reason;
    if (!client)
        reason = tr("No target profile for %1: start the console with --config FILE to look steps up.").arg(open.step.target);
    else if (const QString elsewhere = app::Reconciler::lookupElsewhere(open, client->profile()); !elsewhere.isEmpty())
        reason = tr("Step %1 was sent to %2, but this console's %3 is at %4: a lookup there would prove nothing. Open the console "
                    "without --config to use the ledger's own configuration.")
                     .arg(open.step.position).arg(open.sentTo, open.step.target, client->profile().address());
    if (why)
        *why = reason;
    return reason.isEmpty() ? client : nullptr;
}

void MainWindow::updateActions()
{
    const QStringList ids = selectedOperationIds();
    bool current = !ids.isEmpty() && m_details.size() == ids.size();
    for (const QString &id : ids)
        current = current && detailsOf(id);
    for (auto &[action, qaction] : m_actions) {
        QString why;
        bool allowed = !ids.isEmpty();
        if (!m_ledgerProblem.isEmpty()) {
            allowed = false;
            why = tr("The ledger cannot be trusted: %1").arg(m_ledgerProblem);
        } else if (!m_readOnlyReason.isEmpty()) {
            allowed = false;
            why = tr("Read-only: %1").arg(m_readOnlyReason);
        } else if (ids.isEmpty())
            why = tr("Select an operation first.");
        else if (m_reviewer.isEmpty()) {
            allowed = false;
            why = tr("Set your reviewer name (File → Set reviewer) to decide.");
        } else if (ids.size() > 1 && action != DecisionAction::Reconcile) {
            allowed = false;
            why = action == DecisionAction::RetryOpenStep
                ? tr("A bulk retry is refused: uncertain operations must be reconciled first, one decision at a time.")
                : tr("This decision is made for one operation at a time.");
        } else if (!current) {
            allowed = false;
            why = tr("Reading the selected operation from the ledger…");
        } else {
            for (const QString &id : ids) {
                const OperationDetails &d = *detailsOf(id);
                const Transition &t = d.checks.at(action);
                if (!t.allowed) {
                    allowed = false;
                    why = ids.size() > 1 ? tr("%1: %2").arg(shortId(id), t.reason) : t.reason;
                    break;
                }
                why = t.reason;
                const StepRecord *open = d.openStep();
                if (open && (action == DecisionAction::Reconcile || app::Reconciler::checksAtTarget(action, *open))) {
                    if (!connectorForStep(*open, &why)) {
                        allowed = false;
                        break;
                    }
                }
            }
        }
        qaction->setEnabled(allowed);
        // A disabled action says which rule stops it.
        const QString shortcut = qaction->shortcut().toString(QKeySequence::NativeText);
        qaction->setToolTip((allowed ? why : tr("Not possible now: %1").arg(why)) + QStringLiteral(" (%1)").arg(shortcut));
        qaction->setStatusTip(qaction->toolTip());
    }
}

void MainWindow::setReadOnlyReason(const QString &reason)
{
    if (!m_client->isReadOnly())
        return;
    m_readOnlyReason = reason;
    m_readOnlyBanner->setText(tr("<b>Read-only.</b> %1 You can look at every operation; decisions are turned off.")
                                  .arg(reason.toHtmlEscaped()));
    m_readOnlyBanner->show();
    updateActions();
}

void MainWindow::setTokenStore(TokenStore *store)
{
    store->setParent(this);
    if (m_tokens) {
        m_tokens->store()->deleteLater();
        m_tokens->deleteLater();
    }
    m_tokens = new TokenBook(store, this);
}

void MainWindow::loadTokens()
{
    if (!m_config)
        return;
    QStringList envs;
    for (const app::TargetProfile &p : m_config->targets())
        envs << p.tokenEnv;
    m_tokens->load(envs, [this](const QStringList &missing) {
        if (missing.isEmpty() || m_askedForTokens)
            return;
        m_askedForTokens = true; // asked once; afterwards Targets → Check targets… sets them
        for (const app::TargetProfile &p : m_config->targets()) {
            if (missing.contains(p.tokenEnv))
                return showTargets(p.name);
        }
    });
}

void MainWindow::showTargets(const QString &askTokenFor)
{
    m_askTokenFor = askTokenFor;
    m_probesTicket = m_client->readProbes();
}

void MainWindow::onProbes(quint64 ticket, const ProbesResult &probes)
{
    if (ticket != m_probesTicket)
        return;
    if (!probes) {
        auto *box = new QMessageBox(QMessageBox::Warning, tr("Check targets"),
                                    tr("The last probes cannot be read: %1").arg(probes.error().message), QMessageBox::Ok, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        return;
    }
    QList<app::TargetProfile> profiles;
    if (m_config)
        profiles = m_config->targets().values();
    // Window-modal, not a nested event loop: the console keeps refreshing behind it.
    auto *dialog = new TargetsDialog(profiles, *probes, m_tokens, [this](const QString &t) { return connectorFor(t); }, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
    if (!m_askTokenFor.isEmpty())
        dialog->askToken(m_askTokenFor);
}

void MainWindow::decide(DecisionAction action)
{
    const QStringList ids = selectedOperationIds();
    if (ids.isEmpty() || m_reviewer.isEmpty())
        return;
    const QString id = ids.first();
    if (action == DecisionAction::Reconcile && ids.size() > 1)
        return decideChecked(action, id, std::nullopt);
    const OperationDetails *d = detailsOf(id);
    const StepRecord *open = d ? d->openStep() : nullptr;
    // Adopt and confirm-not-executed are checked at the target first (rule 11):
    // the reviewer sees what a read-only lookup found before deciding.
    if (open && action != DecisionAction::Reconcile && app::Reconciler::checksAtTarget(action, *open)) {
        QString why;
        app::TargetClient *client = connectorForStep(*open, &why);
        if (!client) {
            statusBar()->showMessage(why);
            return;
        }
        statusBar()->showMessage(tr("Looking step %1 up at the target before the decision…").arg(open->step.position));
        QPointer<MainWindow> self(this);
        client->lookup(open->step.reference, [self, action, id](const app::LookupOutcome &answer) {
            // The decision is checked against when the target answered, not
            // when the reviewer finally records it (the dialog may stay open).
            app::LookupOutcome l = answer;
            if (!l.observedAt.isValid())
                l.observedAt = QDateTime::currentDateTimeUtc();
            if (self)
                self->decideChecked(action, id, l);
        });
        return;
    }
    decideChecked(action, id, std::nullopt);
}

void MainWindow::decideChecked(DecisionAction action, const QString &id, const std::optional<app::LookupOutcome> &lookup)
{
    const QStringList ids = selectedOperationIds();
    std::optional<DecisionRequest> request;
    if (m_provider) {
        request = m_provider(action, id);
    } else {
        const OperationDetails *d = detailsOf(id);
        DecisionDialog::Context ctx;
        ctx.operationId = ids.size() > 1 ? tr("%1 and %2 more").arg(id).arg(ids.size() - 1) : id;
        ctx.reviewer = m_reviewer;
        ctx.summary = ids.size() > 1 ? tr("%1 operations selected.").arg(ids.size()) : m_summary->text().section(QStringLiteral("<br>"), 1);
        const QDateTime now = QDateTime::currentDateTimeUtc();
        ctx.effect = action == DecisionAction::Reconcile
            ? tr("look the open step up at the target by its reference (read-only) and record what it says")
            : d ? d->checks.at(action).reason : QString();
        if (const StepRecord *open = d ? d->openStep() : nullptr) {
            ctx.stepKind = open->step.kind;
            ctx.oldReference = open->step.reference;
            for (const ContentVersion &v : d->content) {
                if (v.stepRowId == open->step.rowId)
                    ctx.versions.append(v);
            }
            if (action == DecisionAction::ConfirmNotExecuted)
                ctx.signs = app::Reconciler::signsItMayHaveRun(*open, d->attempts, d->evidence, now);
        }
        if (lookup) {
            ctx.lookupSummary = lookup->summary;
            ctx.foundRecords = lookup->references;
        }
        DecisionDialog dialog(action, ctx, this);
        if (action != DecisionAction::Reconcile) {
            // Recorded while the dialog is open: a refusal keeps it, with the
            // reason and everything typed (it closes once recorded).
            QPointer<DecisionDialog> open(&dialog);
            dialog.setRecorder([this, open, lookup](DecisionRequest r) {
                if (lookup)
                    r.lookup = app::Reconciler::evidence(*lookup);
                record(r, [open](const DecisionOutcome &out) {
                    if (!open)
                        return false; // closed meanwhile: said in the window
                    if (out.applied)
                        open->accept();
                    else
                        open->refused(out.reason);
                    return true;
                });
            });
        }
        if (dialog.exec() != QDialog::Accepted || action != DecisionAction::Reconcile)
            return;
        request = dialog.request();
    }
    if (!request)
        return;
    if (action == DecisionAction::Reconcile)
        return reconcile(ids, request->rationale);
    if (lookup)
        request->lookup = app::Reconciler::evidence(*lookup);
    record(*request);
}

void MainWindow::record(const DecisionRequest &request, std::function<bool(const DecisionOutcome &)> dialog)
{
    // The worker writes it (lock, fsync); the answer comes back to onDecided.
    m_afterDecision->hide(); // about an earlier decision
    const quint64 ticket = m_client->decide(request);
    m_decisionsPending.emplace(ticket, nullptr);
    if (dialog)
        m_decisionDialogs.emplace(ticket, std::move(dialog));
    m_decisionOperation[ticket] = request.operationId;
    statusBar()->showMessage(tr("Recording the decision…"));
}

void MainWindow::onDecided(quint64 ticket, const DecisionOutcome &out)
{
    const auto it = m_decisionsPending.find(ticket);
    if (it == m_decisionsPending.end())
        return;
    const auto then = std::move(it->second);
    m_decisionsPending.erase(it);
    const QString decidedOn = m_decisionOperation[ticket];
    m_decisionOperation.erase(ticket);
    if (then)
        return then(out); // a step of a bulk reconcile
    bool toldInDialog = false;
    if (const auto d = m_decisionDialogs.find(ticket); d != m_decisionDialogs.end()) {
        toldInDialog = d->second(out);
        m_decisionDialogs.erase(d);
    }
    if (!out.applied && toldInDialog) {
        Q_EMIT decisionRefused(out.reason);
    } else if (!out.applied) {
        // Window-modal, not a nested event loop: the runner keeps running behind it.
        auto *box = new QMessageBox(QMessageBox::Warning, tr("Decision not recorded"),
                                    tr("The decision was refused: %1").arg(out.reason), QMessageBox::Ok, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        Q_EMIT decisionRefused(out.reason);
    } else {
        statusBar()->showMessage(tr("Recorded as ledger entry #%1: %2").arg(out.seq).arg(out.reason), 8000);
        // The operation may leave this queue: say where it went (once read).
        m_noticeOperation = out.newOperationId.isEmpty() ? decidedOn : out.newOperationId;
        m_noticeTicket = m_noticeOperation.isEmpty() ? 0 : m_client->readDetails({m_noticeOperation});
        Q_EMIT decisionRecorded(out.seq);
    }
    refreshIfChanged();
}

void MainWindow::reconcile(const QStringList &operationIds, const QString &rationale)
{
    // Lookups are read-only calls to the targets; each result is recorded as
    // its own decision with the evidence it rests on.
    auto *progress = new QProgressDialog(tr("Looking the open steps up at their targets…"), tr("Cancel"), 0,
                                         int(operationIds.size()), this);
    progress->setWindowModality(Qt::WindowModal);
    progress->setMinimumDuration(300);
    progress->setAttribute(Qt::WA_DeleteOnClose);
    // The open steps as read for this selection: each is looked up as it was.
    QHash<QString, StepRecord> openSteps;
    for (const QString &id : operationIds) {
        if (const OperationDetails *d = detailsOf(id); d && d->openStep())
            openSteps.insert(id, *d->openStep());
    }
    auto remaining = std::make_shared<QStringList>(operationIds);
    auto done = std::make_shared<int>(0);
    auto next = std::make_shared<std::function<void()>>();
    *next = [this, progress, remaining, done, next, rationale, openSteps, total = int(operationIds.size())] {
        if (remaining->isEmpty() || progress->wasCanceled()) {
            progress->close();
            refreshIfChanged();
            Q_EMIT reconcileFinished(*done);
            *next = nullptr; // break the self-reference
            return;
        }
        const QString id = remaining->takeFirst();
        app::TargetClient *connector = openSteps.contains(id) ? connectorForStep(openSteps.value(id)) : nullptr;
        if (!connector) {
            QTimer::singleShot(0, this, *next);
            return;
        }
        const StepRecord open = openSteps.value(id);
        progress->setLabelText(tr("Looking up step %1 of operation %2 (%3 of %4)…").arg(open.step.position).arg(shortId(id))
                                   .arg(*done + 1).arg(total));
        DecisionRequest request;
        request.operationId = id;
        request.reviewer = m_reviewer;
        request.rationale = rationale;
        request.action = DecisionAction::Reconcile;
        app::Reconciler::prepare(*connector, open, request, [this, progress, done, next](const DecisionRequest &r, const app::LookupOutcome &l) {
            if (progress->wasCanceled()) {
                if (*next)
                    (*next)();
                return;
            }
            m_decisionsPending.emplace(m_client->decide(r), [this, progress, done, next, l](const DecisionOutcome &out) {
                statusBar()->showMessage(out.applied ? tr("Lookup: %1 — %2").arg(toString(l.result), out.reason)
                                                     : tr("Not recorded: %1").arg(out.reason), 8000);
                ++*done;
                progress->setValue(*done);
                if (*next)
                    (*next)();
            });
        });
    };
    (*next)();
}

void MainWindow::refreshIfChanged()
{
    // Everything read again through the worker; each answer replaces what it
    // shows when it comes (the selection is kept by id across the reload).
    m_model->refresh();
    updateQueueCounts();
    showDetails();
}

} // namespace rl::ui
