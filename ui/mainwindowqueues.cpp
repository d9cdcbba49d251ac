// SPDX-License-Identifier: GPL-3.0-or-later
// The queues: what each holds (held work by reason too), the one shown, and
// what an empty one means.
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

void MainWindow::selectQueue(std::optional<OperationState> state)
{
    for (int i = 0; i < m_queues->count(); ++i) {
        if (m_queues->item(i)->data(StateRole).toString() == (state ? toString(*state) : QString()))
            m_queues->setCurrentRow(i);
    }
}

bool MainWindow::countersignQueue() const
{
    return m_queues->currentItem() && m_queues->currentItem()->data(StateRole).toString() == CountersignQueue;
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
    if (countersignQueue())
        return tr("No request waits for a second reviewer.");
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
    m_model->setFilter(queue, m_search->text(), reason, countersignQueue());
    updateQueueCounts();
    showDetails();
}

void MainWindow::updateQueueCounts()
{
    m_countsTicket = m_client->readQueueCounts();
    m_checkpointTicket = m_client->readLastCheckpoint();
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
        if (item->data(StateRole).toString() == CountersignQueue) {
            item->setText(tr("%1 (%2)").arg(tr("To countersign")).arg(counts->waitingForCountersign));
            continue;
        }
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

} // namespace rl::ui
