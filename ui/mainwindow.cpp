// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "itemdataroles.h"
#include "ledger.h"
#include "operationsmodel.h"

#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStatusBar>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace rl::ui {

using namespace rl::models;

namespace {
// Queue order as a reviewer works through it; nullopt = All.
const std::optional<OperationState> kQueues[] = {
    OperationState::Held, OperationState::Uncertain, OperationState::AwaitingApproval, OperationState::Running,
    OperationState::Completed, OperationState::Abandoned, std::nullopt,
};
} // namespace

MainWindow::MainWindow(std::unique_ptr<Ledger> ledger, const QString &reviewer, QWidget *parent)
    : QMainWindow(parent)
    , m_ledger(std::move(ledger))
    , m_reviewer(reviewer)
{
    setWindowTitle(tr("Runledger — %1").arg(m_ledger->location()));

    m_queues = new QListWidget(this);
    m_queues->setAccessibleName(tr("Queues"));
    for (const auto &q : kQueues) {
        auto *item = new QListWidgetItem(q ? OperationsModel::stateText(*q) : tr("All"), m_queues);
        item->setData(StateRole, q ? toString(*q) : QString());
    }
    m_queues->setCurrentRow(0);

    m_model = new OperationsModel(m_ledger.get(), this);
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(SortRole);

    m_table = new QTableView(this);
    m_table->setAccessibleName(tr("Operations"));
    m_table->setModel(m_proxy);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setSortingEnabled(true);
    m_table->verticalHeader()->hide();
    // A fixed row height lets the view skip measuring rows: a million stays fast.
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setAlternatingRowColors(true);

    m_search = new QLineEdit(this);
    m_search->setPlaceholderText(tr("Find by operation id, event id, delivery id or target reference"));
    m_search->setAccessibleName(tr("Search operations"));
    m_search->setClearButtonEnabled(true);

    auto *right = new QWidget(this);
    auto *layout = new QVBoxLayout(right);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_search);
    layout->addWidget(m_table);

    auto *splitter = new QSplitter(this);
    splitter->addWidget(m_queues);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({200, 900});
    setCentralWidget(splitter);

    m_reviewerLabel = new QLabel(this);
    m_reviewerLabel->setText(m_reviewer.isEmpty() ? tr("No reviewer: you can look but not decide")
                                                  : tr("Reviewer: %1").arg(m_reviewer));
    statusBar()->addPermanentWidget(m_reviewerLabel);

    connect(m_queues, &QListWidget::currentRowChanged, this, &MainWindow::applyQueue);
    connect(m_search, &QLineEdit::returnPressed, this, &MainWindow::applyQueue);
    connect(m_search, &QLineEdit::textChanged, this, [this](const QString &t) {
        if (t.isEmpty())
            applyQueue();
    });

    // Another process (the runner) commits to the ledger: SQLite's data_version
    // tells us cheaply, so polling it twice a second is enough.
    m_poll = new QTimer(this);
    m_poll->setInterval(500);
    connect(m_poll, &QTimer::timeout, this, &MainWindow::refreshIfChanged);
    m_poll->start();

    applyQueue();
    m_ledger->changedSinceLastCheck();
    resize(1200, 720);
}

MainWindow::~MainWindow() = default;

void MainWindow::applyQueue()
{
    const QString state = m_queues->currentItem() ? m_queues->currentItem()->data(StateRole).toString() : QString();
    m_model->setFilter(state.isEmpty() ? std::nullopt : operationStateFromString(state), m_search->text());
    if (m_model->canFetchMore({}))
        m_model->fetchMore({});
    updateQueueCounts();
}

void MainWindow::updateQueueCounts()
{
    const auto counts = m_ledger->operationCountsByState();
    qint64 all = 0;
    for (auto v : counts)
        all += v;
    for (int i = 0; i < m_queues->count(); ++i) {
        QListWidgetItem *item = m_queues->item(i);
        const auto state = operationStateFromString(item->data(StateRole).toString());
        const qint64 n = state ? counts.value(*state) : all;
        const QString name = state ? OperationsModel::stateText(*state) : tr("All");
        item->setText(tr("%1 (%2)").arg(name).arg(n));
    }
}

void MainWindow::refreshIfChanged()
{
    if (!m_ledger->changedSinceLastCheck())
        return;
    // Keep the selection by id across the reload.
    QStringList selected;
    for (const QModelIndex &i : m_table->selectionModel()->selectedRows())
        selected << i.data(IdRole).toString();
    m_model->refresh();
    for (int r = 0; r < m_proxy->rowCount(); ++r) {
        const QModelIndex idx = m_proxy->index(r, 0);
        if (selected.contains(idx.data(IdRole).toString()))
            m_table->selectionModel()->select(idx, QItemSelectionModel::Select | QItemSelectionModel::Rows);
    }
    updateQueueCounts();
}

} // namespace rl::ui
