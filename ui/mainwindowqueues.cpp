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
#include "ids.h"
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
#include <utility>

namespace rl::ui {

using namespace rl::models;

void MainWindow::selectQueue(std::optional<OperationState> state)
{
    selectQueueRow(state ? toString(*state) : QString());
}

void MainWindow::selectQueueRow(const QString &role)
{
    for (int i = 0; i < m_queues->count(); ++i) {
        if (m_queues->item(i)->data(StateRole).toString() == role)
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
    watchWhatBecomesReady();
    if (const ClockReading clock = m_client->clockReading(); clock.fromDatabase && clock.off()) {
        m_clockLabel->setText(tr("This computer's clock is %1").arg(clock.describe()));
        m_clockLabel->show();
    } else {
        m_clockLabel->hide();
    }
    // Opened with nothing held: the console starts where a person is needed
    // (requests to countersign, then content to approve), not on an empty list.
    if (std::exchange(m_coldStart, false) && currentQueue() == OperationState::Held && !countersignQueue()
        && counts->byState.value(OperationState::Held) == 0) {
        if (countersignable(*counts).first > 0)
            selectQueueRow(CountersignQueue);
        else if (counts->byState.value(OperationState::AwaitingApproval) > 0)
            selectQueue(OperationState::AwaitingApproval);
    }
    qint64 all = 0;
    for (auto v : counts->byState)
        all += v;
    for (int i = 0; i < m_queues->count(); ++i) {
        QListWidgetItem *item = m_queues->item(i);
        if (item->data(StateRole).toString() == CountersignQueue) {
            // Only what this login may countersign; the rest (its own
            // requests, or all of them for a login that may not) apart.
            const auto [mine, others] = countersignable(*counts);
            item->setText(others == 0 ? tr("%1 (%2)").arg(tr("To countersign")).arg(mine)
                                      : tr("%1 (%2 of %3)").arg(tr("To countersign")).arg(mine).arg(mine + others));
            item->setToolTip(tr("Requests that wait for a second pair of eyes: %n you may countersign", nullptr, int(mine))
                             + QStringLiteral("; ")
                             + tr("%n waiting for someone else (your own requests, or ones your role may not countersign)",
                                  nullptr, int(others)));
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
    // A ledger nobody anchors (the demo, one person's file) says nothing
    // about checkpoints: the status bar shows one once there is one.
    m_checkpointLabel->setVisible(!checkpoint || checkpoint->has_value());
    if (!checkpoint)
        m_checkpointLabel->setText(tr("Last checkpoint: unknown (%1)").arg(checkpoint.error().message));
    else if (!checkpoint->has_value())
        m_checkpointLabel->clear();
    else
        m_checkpointLabel->setText(tr("Last checkpoint: entry %1, %2")
                                       .arg((*checkpoint)->seq)
                                       .arg(QLocale().toString((*checkpoint)->at.toLocalTime(), QLocale::ShortFormat)));
}

// The selected operation: shown, kept across reloads, found again.
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
    // Gone from this queue (decided, or moved on): the row that took its
    // place is selected, so the next hold costs no click.
    int gone = -1;
    for (int row : std::as_const(m_keepSelected))
        gone = gone < 0 ? row : std::min(gone, row);
    m_keepSelected.clear();
    if (!selection.isEmpty()) {
        m_table->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
        m_table->verticalScrollBar()->setValue(m_keepScroll);
    } else if (gone >= 0 && m_proxy->rowCount() > 0) {
        const int next = std::min(gone, m_proxy->rowCount() - 1);
        m_table->selectionModel()->setCurrentIndex(m_proxy->index(next, 0),
                                                   QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    } else if (m_selectFirst && m_proxy->rowCount() > 0) {
        m_table->selectRow(0);
    }
    m_selectFirst = false;
    showDetails();
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
            // This row alone, whatever keys are held (selectRow() toggles under Ctrl).
            if (!m_table->selectionModel()->isRowSelected(r, {}) || m_table->selectionModel()->selectedRows().size() != 1)
                m_table->selectionModel()->setCurrentIndex(m_proxy->index(r, 0),
                                                           QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
            return true;
        }
    }
    return false;
}

void MainWindow::refreshIfChanged()
{
    // Everything read again through the worker; each answer replaces what it
    // shows when it comes (the selection is kept by id across the reload).
    m_model->refresh();
    updateQueueCounts();
    showDetails();
    // Where the last decided operation is now: read again, so the note never
    // says "Running" of one that has since completed.
    if (!m_noticeOperation.isEmpty() && m_afterDecision->isVisible() && m_noticeTicket == 0)
        m_noticeTicket = m_client->readDetails({m_noticeOperation}, QStringLiteral("notice"));
}

void MainWindow::watchWhatBecomesReady(bool force)
{
    if (!force && m_readyReadAge.isValid() && m_readyReadAge.elapsed() < 15'000)
        return;
    m_readyReadAge.start();
    // The held operations (the first 500: more is a crisis of its own), read
    // beside the queue counts and again when the next wait ends.
    OperationFilter held;
    held.state = OperationState::Held;
    held.limit = 500;
    m_readyTicket = m_client->readPage(held);
}

void MainWindow::onReadyPage(quint64 ticket, const OperationPageResult &page)
{
    if (ticket != m_readyTicket || !page)
        return;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    QStringList ready;
    QHash<QString, QDateTime> waiting;
    for (const Operation &o : page->rows) {
        if (const QDateTime at = OperationsModel::readyAt(o, now); at.isValid())
            waiting.insert(o.id, at);
        else if (m_waitingUntil.contains(o.id))
            ready << o.id; // seen waiting, and now it can be decided
    }
    m_waitingUntil = waiting;
    if (!ready.isEmpty()) {
        QStringList shown;
        for (const QString &id : std::as_const(ready).first(std::min<qsizetype>(ready.size(), 3)))
            shown << shortId(id);
        m_heldNotifier->tell(tr("Held work can be decided now"),
                             tr("%n held operation(s) can now be decided as the console recommends: %1", nullptr, int(ready.size()))
                                 .arg(shown.join(QStringLiteral(", ")) + (ready.size() > 3 ? QStringLiteral(" …") : QString())));
        m_table->viewport()->update();
        showDetails();
    }
    // Read again when the first wait ends.
    QDateTime next;
    for (const QDateTime &at : std::as_const(waiting))
        if (!next.isValid() || at < next)
            next = at;
    if (next.isValid())
        m_readyTimer->start(int(std::clamp<qint64>(now.msecsTo(next) + 500, 500, 3'600'000)));
    else
        m_readyTimer->stop();
}

} // namespace rl::ui
