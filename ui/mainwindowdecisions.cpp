// SPDX-License-Identifier: GPL-3.0-or-later
// The review console's decisions: checked at the target where the rules
// say so, recorded through the ledger's worker while the dialog is open.
#include "mainwindow.h"
#include "said.h"

#include "acceptancedialog.h"
#include "columnfit.h"
#include "dashboardwindow.h"
#include "decisioncontroller.h"
#include "decisiondialog.h"
#include "flowlayout.h"
#include "heldnotifier.h"
#include "targetsdialog.h"
#include "tokenstore.h"
#include "detailmodels.h"

#include <QScopeGuard>
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

void MainWindow::decide(DecisionAction action)
{
    const QStringList ids = selectedOperationIds();
    if (ids.isEmpty() || m_reviewer.isEmpty())
        return;
    // Everything the decision is about, as it is on screen now: a lookup's
    // answer that comes later still describes this operation.
    DecisionController::Snapshot snapshot;
    snapshot.action = action;
    snapshot.operationIds = ids;
    if (const OperationDetails *d = detailsOf(ids.first()))
        snapshot.details = *d;
    snapshot.summary = m_summary->text().section(QStringLiteral("<br>"), 1);
    snapshot.reviewer = m_reviewer;
    (new DecisionController(this, std::move(snapshot)))->start();
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
    if (!out.applied)
        statusBar()->clearMessage(); // "Recording the decision…" is over: the refusal is said where it was asked
    if (!out.applied && toldInDialog) {
        Q_EMIT decisionRefused(out.reason);
    } else if (!out.applied) {
        // Window-modal, not a nested event loop: the runner keeps running behind it.
        auto *box = new QMessageBox(QMessageBox::Warning, tr("Decision not recorded"),
                                    tr("The decision was refused: %1").arg(out.reason), QMessageBox::Ok, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->setObjectName(QStringLiteral("decisionNotRecorded"));
        box->open();
        Q_EMIT decisionRefused(out.reason);
    } else {
        statusBar()->showMessage(tr("Recorded as ledger entry #%1: %2").arg(out.seq).arg(out.reason), 8000);
        // The operation may leave this queue: say where it went (once read).
        m_noticeOperation = out.newOperationId.isEmpty() ? decidedOn : out.newOperationId;
        m_noticeTicket = m_noticeOperation.isEmpty() ? 0 : m_client->readDetails({m_noticeOperation}, QStringLiteral("notice"));
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
        app::Reconciler::prepare(*connector, open, request, m_client->ledgerNow(), [this, progress, done, next](const DecisionRequest &r, const app::LookupOutcome &l) {
            if (progress->wasCanceled()) {
                if (*next)
                    (*next)();
                return;
            }
            m_decisionsPending.emplace(m_client->decide(r), [this, progress, done, next, l](const DecisionOutcome &out) {
                // What the target said (a refused connection, a record found), then what the ledger made of it.
                statusBar()->showMessage(out.applied ? tr("The target said: %1. %2").arg(saidText(l.said, l.summary), out.reason)
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

// Which decisions the selected operation allows, and who decides.
DecisionAction MainWindow::effectiveAction(DecisionAction action, const OperationDetails &d)
{
    // A countersign applies what was requested, and is checked at the target as that is.
    return action == DecisionAction::Countersign && d.operation.waitsForCountersign() ? d.operation.requestedAction : action;
}
QString MainWindow::summaryText() const { return m_summary->text(); }

QString MainWindow::linksText() const { return m_links->isVisible() ? m_links->text() : QString(); }

void MainWindow::setDecisionProvider(std::function<std::optional<DecisionRequest>(DecisionAction, const QString &)> provider)
{
    m_provider = std::move(provider);
}

void MainWindow::setReviewer(const QString &reviewer)
{
    // On a team ledger the database says who decides: the signed-in login,
    // under its display name; a typed name is not used (docs/team-setup.md).
    if (const models::TeamIdentity &who = m_client->identity(); who.enforced) {
        m_reviewer = who.role ? who.displayName : QString();
        m_notOnTeam = who.role ? QString() : tr("The login %1 is not on this ledger's team: you can look but not decide.").arg(who.login);
        m_reviewerLabel->setText(who.role ? tr("Signed in as %1 (login %2, %3)").arg(who.displayName, who.login,
                                                                                      models::Team::roleInWords(*who.role))
                                          : m_notOnTeam);
        updateActions();
        return;
    }
    m_reviewer = reviewer.trimmed();
    m_reviewerLabel->setText(m_reviewer.isEmpty() ? tr("No reviewer: you can look but not decide (File → Set reviewer)")
                                                  : tr("Reviewer: %1").arg(m_reviewer));
    updateActions();
}

// Four eyes as they are (docs/team-setup.md): on a team only an approver
// countersigns, never their own request; on one machine another name does.
QString MainWindow::whoCountersigns(const QString &requester) const
{
    const models::TeamIdentity &who = m_client->identity();
    if (!who.enforced)
        return tr("It waits for another reviewer to countersign it or turn it down; %1 may withdraw it.").arg(requester);
    if (who.approvers == 0)
        return tr("Nobody on this team can countersign it: the team has no approver. %1 may withdraw it.").arg(requester);
    if (who.approvers == 1 && who.role == models::TeamRole::Approver && requester.compare(m_reviewer, Qt::CaseInsensitive) == 0)
        return tr("Nobody else on this team can countersign it: you are its only approver. Withdraw it, or ask the ledger's "
                  "owner to add a second approver.");
    return tr("It waits for an approver other than %1 to countersign it or turn it down; %1 may withdraw it.").arg(requester);
}

// What the signed-in reviewer may countersign of the waiting requests, and the rest.
std::pair<qint64, qint64> MainWindow::countersignable(const models::QueueCounts &counts) const
{
    const models::TeamIdentity &who = m_client->identity();
    const bool maySign = who.enforced ? who.role == models::TeamRole::Approver : !m_reviewer.isEmpty();
    qint64 own = 0;
    for (auto it = counts.waitingByRequester.cbegin(); it != counts.waitingByRequester.cend(); ++it) {
        if (it.key().compare(m_reviewer, Qt::CaseInsensitive) == 0)
            own += it.value();
    }
    const qint64 mine = maySign ? counts.waitingForCountersign - own : 0;
    return {mine, counts.waitingForCountersign - mine};
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
        else if (!m_notOnTeam.isEmpty()) {
            allowed = false;
            why = m_notOnTeam;
        } else if (m_reviewer.isEmpty()) {
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
                // Four eyes: the second pair of eyes is someone else's; only the requester withdraws.
                const DecisionAction effective = effectiveAction(action, d);
                if (decidesOnARequest(action)) {
                    const bool mine = d.operation.requestedBy.compare(m_reviewer, Qt::CaseInsensitive) == 0;
                    if (action == DecisionAction::Withdraw ? !mine : mine) {
                        allowed = false;
                        why = mine ? (m_client->identity().enforced
                                          ? tr("You made this request: an approver other than you countersigns it or turns it down.")
                                          : tr("You made this request: another reviewer countersigns it or turns it down."))
                                   : tr("Only %1, who made the request, may withdraw it.").arg(d.operation.requestedBy);
                        break;
                    }
                    why = tr("%1 asked for: %2").arg(d.operation.requestedBy, DecisionsModel::actionText(d.operation.requestedAction));
                }
                const StepRecord *open = d.openStep();
                if (open && (effective == DecisionAction::Reconcile || app::Reconciler::checksAtTarget(effective, *open))) {
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
        qaction->setToolTip((allowed ? why : tr("Not possible now: %1").arg(why))
                            + (shortcut.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(shortcut)));
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

} // namespace rl::ui
