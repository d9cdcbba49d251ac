// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"
#include "desktop.h"

#include "decisionactions.h"

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
    // Tab moves on to the next control, not from cell to cell (the arrows do that).
    view->setTabKeyNavigation(false);
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
    if (!m_client->recordedConfiguration().isEmpty()) {
        QString error;
        m_recordedConfig = app::Configuration::fromJson(QJsonDocument::fromJson(m_client->recordedConfiguration()).object(), &error);
    }
    if (m_config)
        m_configSource = tr("the configuration given at start");
    else if (m_recordedConfig)
        m_config = &*m_recordedConfig;
    // Qt adds the application's name ("… — Runledger"): the title is the ledger.
    setWindowTitle(QDir::toNativeSeparators(m_client->location()));
    setTokenStore(new KeyringTokenStore);
    m_heldNotifier = new HeldNotifier(this);
    m_readyTimer = new QTimer(this);
    m_readyTimer->setSingleShot(true);
    connect(m_readyTimer, &QTimer::timeout, this, [this] { watchWhatBecomesReady(true); });
    connect(m_client.get(), &LedgerClient::pageRead, this, &MainWindow::onReadyPage);
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
        if (q == OperationState::Held) {
            // Four eyes: requests a second reviewer countersigns, right after the held work.
            auto *waiting = new QListWidgetItem(tr("To countersign"), m_queues);
            waiting->setToolTip(tr("Requests waiting for a second reviewer (four eyes)"));
            waiting->setData(StateRole, CountersignQueue);
            waiting->setIcon(stateIcon(toString(OperationState::AwaitingApproval)));
        }
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
    nameClearButton(m_search);
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
    m_tabs->setAccessibleName(tr("Details of the selected operation"));
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
    for (const DecisionAction a : allDecisionActions()) { // toolbar order: the one table in domain.cpp
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
    // Each decision's own shortcut from the table of actions (Ctrl+1 …
    // Ctrl+0, Ctrl+Shift+W; models/decisionactions.cpp): an action keeps its
    // key when another is added. Reconcile keeps Ctrl+R as well. Menus show
    // them; so do the tooltips.
    for (const DecisionAction a : allDecisionActions()) {
        if (const QKeyCombination key = models::infoOf(a).shortcut; key != QKeyCombination())
            m_actions.at(a)->setShortcut(QKeySequence(key));
    }
    m_actions.at(DecisionAction::Reconcile)->setShortcuts({m_actions.at(DecisionAction::Reconcile)->shortcut(),
                                                           QKeySequence(Qt::CTRL | Qt::Key_R)});
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
    for (const DecisionAction a : allDecisionActions()) { // toolbar order: the one table in domain.cpp
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
    // One clock (docs/ledger.md): this computer's clock far from the ledger database's is said.
    m_clockLabel = new QLabel(this);
    m_clockLabel->setObjectName(QStringLiteral("clock"));
    m_clockLabel->setContentsMargins(12, 0, 4, 0);
    m_clockLabel->setToolTip(tr("On a team ledger every time a rule compares is the database's. While this computer's clock is far "
                                "from it, \"not executed\" is not recorded from here: set the clock right (NTP)."));
    m_clockLabel->hide();
    statusBar()->addPermanentWidget(m_clockLabel);
    // A target whose check is due or failed: said here, in plain words, with
    // the way to check it; never a dialog at start.
    m_probeNotice = new QLabel(this);
    m_probeNotice->setObjectName(QStringLiteral("probeNotice"));
    m_probeNotice->setContentsMargins(12, 0, 4, 0);
    m_probeNotice->setTextFormat(Qt::RichText);
    m_probeNotice->setAccessibleName(tr("Targets to check"));
    connect(m_probeNotice, &QLabel::linkActivated, this, [this] { showTargets(); });
    m_probeNotice->hide();
    statusBar()->addPermanentWidget(m_probeNotice);
    m_reviewerLabel = new QLabel(this);
    m_reviewerLabel->setObjectName(QStringLiteral("signedIn"));
    m_reviewerLabel->setContentsMargins(12, 0, 4, 0); // apart from the checkpoint's note beside it
    statusBar()->addPermanentWidget(m_reviewerLabel);
    setReviewer(m_reviewer);
    if (m_client->isReadOnly())
        setReadOnlyReason(tr("This ledger is open read-only."));

    connect(m_queues, &QListWidget::currentRowChanged, this, [this] { m_coldStart = false; }); // a queue was chosen
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
    if (m_config)
        m_probeNoticeTicket = m_client->readProbes();
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

} // namespace rl::ui
