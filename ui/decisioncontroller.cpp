// SPDX-License-Identifier: GPL-3.0-or-later
#include "decisioncontroller.h"

#include "decisionactions.h"
#include "ledgerclient.h"
#include "mainwindow.h"
#include "said.h"
#include "detailmodels.h"
#include "steprules.h"

#include <QApplication>
#include <QLabel>
#include <QStatusBar>
#include <QTableView>
#include <algorithm>

namespace rl::ui {

using namespace rl::models;

DecisionController::DecisionController(MainWindow *window, Snapshot snapshot)
    : QObject(window)
    , m_window(window)
    , m_snapshot(std::move(snapshot))
{
}

DecisionController::~DecisionController()
{
    if (m_dialog)
        m_dialog->deleteLater();
}

DecisionAction DecisionController::effectiveAction() const
{
    return m_snapshot.details ? MainWindow::effectiveAction(m_snapshot.action, *m_snapshot.details) : m_snapshot.action;
}

void DecisionController::start()
{
    const StepRecord *open = m_snapshot.details ? m_snapshot.details->openStep() : nullptr;
    // Adopt and confirm-not-executed are checked at the target first (rule 11):
    // the reviewer sees what a read-only lookup found before deciding.
    // Reconcile looks up when it is recorded, for every operation selected.
    if (m_snapshot.operationIds.size() == 1 && open && effectiveAction() != DecisionAction::Reconcile
        && app::Reconciler::checksAtTarget(effectiveAction(), *open)) {
        if (!lookUp([this] { ask(); }))
            finish();
        return;
    }
    ask();
}

bool DecisionController::lookUp(std::function<void()> then, QString *whyNot)
{
    MainWindow *w = m_window;
    const StepRecord *open = m_snapshot.details ? m_snapshot.details->openStep() : nullptr;
    if (!w || !open)
        return false;
    QString why;
    app::TargetClient *client = w->connectorForStep(*open, &why);
    if (!client) {
        w->statusBar()->showMessage(why);
        if (whyNot)
            *whyNot = why;
        return false;
    }
    w->statusBar()->showMessage(MainWindow::tr("Looking step %1 up at the target before the decision…").arg(open->step.position));
    // A voucher found by its code is the step's own only with the step's terms.
    QByteArray content;
    for (const ContentVersion &v : m_snapshot.details->content)
        if (open->step.kind == QLatin1String("voucher.create") && v.stepRowId == open->step.rowId && v.version == open->step.contentVersion)
            content = v.body;
    // The decision is checked against when the target was asked (by the
    // ledger's clock), not when the reviewer finally records it (the
    // dialog may stay open).
    const QDateTime askedAt = w->m_client->ledgerNow();
    QPointer<DecisionController> self(this);
    client->lookupWith(open->step.reference, content, [self, askedAt, then](const app::LookupOutcome &answer) {
        if (!self)
            return;
        app::LookupOutcome l = answer;
        if (!l.observedAt.isValid())
            l.observedAt = askedAt;
        // Handled from the event loop, not from inside the reply's slot.
        QMetaObject::invokeMethod(
            self,
            [self, l, then] {
                if (!self)
                    return;
                self->m_lookup = l;
                if (MainWindow *w = self->m_window; w && !self->m_snapshot.operationIds.isEmpty()) {
                    w->noteLookup(self->m_snapshot.operationIds.first(), l.observedAt, saidText(l.said, l.summary));
                    w->statusBar()->clearMessage();
                }
                then();
            },
            Qt::QueuedConnection);
    });
    return true;
}

DecisionDialog::Context DecisionController::context() const
{
    const std::optional<app::LookupOutcome> &lookup = m_lookup;
    const MainWindow *w = m_window;
    const QStringList &ids = m_snapshot.operationIds;
    const QString id = ids.value(0);
    const OperationDetails *d = m_snapshot.details ? &*m_snapshot.details : nullptr;
    const DecisionAction action = m_snapshot.action;
    DecisionDialog::Context ctx;
    // The operation id itself; several selected are named in the summary.
    ctx.operationId = id;
    ctx.reviewer = m_snapshot.reviewer;
    ctx.summary = ids.size() > 1 ? MainWindow::tr("%1 operations selected.").arg(ids.size()) : m_snapshot.summary;
    const QDateTime now = w->m_client->ledgerNow();
    ctx.effect = action == DecisionAction::Reconcile
        ? MainWindow::tr("look the open step up at the target by its reference (read-only) and record what it says")
        : d ? d->checks.at(action).reason : QString();
    if (const StepRecord *open = d ? d->openStep() : nullptr) {
        ctx.stepKind = open->step.kind;
        ctx.oldReference = open->step.reference;
        for (const ContentVersion &v : d->content) {
            if (v.stepRowId == open->step.rowId)
                ctx.versions.append(v);
        }
        const bool followsLookup = lookup && (action == DecisionAction::Adopt || action == DecisionAction::ConfirmNotExecuted);
        if (effectiveAction() == DecisionAction::ConfirmNotExecuted || followsLookup)
            ctx.signs = app::Reconciler::signsItMayHaveRun(*open, d->attempts, d->evidence, now);
        if (followsLookup) {
            // The lookup's answer decides which of the two the dialog offers.
            ctx.lookedUp = true;
            const auto effect = [&](DecisionAction a) {
                const auto it = d->checks.find(a);
                return it == d->checks.end() ? QString() : it->second.reason;
            };
            ctx.adoptEffect = effect(DecisionAction::Adopt);
            ctx.confirmEffect = effect(DecisionAction::ConfirmNotExecuted);
        }
    }
    if (lookup) {
        ctx.lookupSummary = saidText(lookup->said, lookup->summary);
        ctx.foundRecords = lookup->references;
        // A voucher: what the shop holds under the code, before a reviewer adopts it.
        ctx.targetHolds = app::Reconciler::whatTheTargetHolds(*lookup);
    }
    if (d && decidesOnARequest(action) && d->operation.waitsForCountersign()) {
        // The four eyes see what the first pair saw and why it asked.
        const auto asked = std::find_if(d->decisions.cbegin(), d->decisions.cend(),
                                        [&](const Decision &e) { return e.seq == d->operation.requestSeq; });
        const QString what = DecisionsModel::actionText(d->operation.requestedAction);
        ctx.request = asked == d->decisions.cend()
            ? MainWindow::tr("%1 asked for: %2.").arg(d->operation.requestedBy, what)
            : MainWindow::tr("%1 asked at %2 for: %3, because: “%4”")
                  .arg(d->operation.requestedBy, OperationRules::personTime(asked->decidedAt), what, asked->rationale);
    }
    if (d && d->claim && d->claim->reviewer != m_snapshot.reviewer)
        ctx.lookedAtBy = MainWindow::lookedAtText(*d->claim);
    return ctx;
}

void DecisionController::ask()
{
    MainWindow *w = m_window;
    if (!w)
        return finish();
    const DecisionAction action = m_snapshot.action;
    const QStringList ids = m_snapshot.operationIds;
    const DecisionDialog::Context ctx = context();
    const std::optional<app::LookupOutcome> &lookup = m_lookup;
    w->m_lastDecisionContext = ctx;
    // Who holds what (docs/console.md): the others see that this reviewer is
    // deciding on it, until the dialog closes (or the claim runs out).
    m_claimed = ids.size() == 1 && !w->m_client->isReadOnly();
    if (m_claimed)
        w->m_client->claimForReview(ids.first(), m_snapshot.reviewer);
    if (w->m_provider) { // a script answers for the reviewer
        std::optional<DecisionRequest> request = w->m_provider(action, ids.first());
        if (request && action == DecisionAction::Reconcile) {
            w->reconcile(ids, request->rationale);
        } else if (request) {
            if (lookup)
                request->lookup = app::Reconciler::evidence(*lookup);
            w->record(*request);
        }
        return finish();
    }
    auto *dialog = new DecisionDialog(action, ctx, w);
    m_dialog = dialog;
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (action != DecisionAction::Reconcile) {
        // Recorded while the dialog is open: a refusal keeps it, with the
        // reason and everything typed (it closes once recorded).
        dialog->setRecorder([this](DecisionRequest r) { recordFromDialog(std::move(r)); });
    }
    if (ctx.lookedUp) {
        // "Look again" asks the target once more; the dialog keeps what was
        // typed and offers what the new answer leads to.
        dialog->setLookAgain([this] {
            QString why;
            const bool asked = lookUp(
                [this] {
                    if (!m_dialog)
                        return;
                    const DecisionDialog::Context again = context();
                    m_dialog->lookedUp(again.lookupSummary, again.foundRecords, again.targetHolds);
                },
                &why);
            if (!asked && m_dialog)
                m_dialog->couldNotLookAgain(why);
        });
    }
    connect(dialog, &QDialog::finished, this, [this, dialog, ids, action](int result) {
        if (result == QDialog::Accepted && action == DecisionAction::Reconcile && m_window)
            m_window->reconcile(ids, dialog->request().rationale);
        finish();
    });
    dialog->open();
}

void DecisionController::recordFromDialog(DecisionRequest r)
{
    MainWindow *w = m_window;
    if (!w)
        return;
    if (m_lookup)
        r.lookup = app::Reconciler::evidence(*m_lookup);
    // Confirm not executed "and send the step again": the retry is recorded
    // once the confirmation is applied, as an entry of its own.
    std::optional<DecisionRequest> retry;
    if (r.action == DecisionAction::ConfirmNotExecuted && m_dialog && m_dialog->thenRetry()) {
        retry = DecisionRequest{};
        retry->operationId = r.operationId;
        retry->reviewer = r.reviewer;
        retry->rationale = r.rationale;
        retry->action = DecisionAction::RetryOpenStep;
    }
    QPointer<DecisionDialog> open(m_dialog);
    QPointer<MainWindow> window(w);
    w->record(r, [open, window, retry](const DecisionOutcome &out) {
        if (!open)
            return false; // closed meanwhile: said in the window
        if (!out.applied) {
            open->refused(out.reason);
            return true;
        }
        open->accept();
        // A four-eyes request decides nothing yet: the retry waits for the
        // countersign, which applies the confirmation (docs/team-setup.md).
        if (retry && !out.requested && window)
            window->record(*retry);
        return true;
    });
}

void DecisionController::finish()
{
    if (m_finished)
        return;
    m_finished = true;
    if (m_claimed && m_window && m_window->m_client)
        m_window->m_client->releaseReviewClaim(m_snapshot.operationIds.first(), m_snapshot.reviewer);
    // Recorded, refused, cancelled or discarded: the keyboard goes back to
    // the operations, in the window (after the dialog and any question it
    // asked have gone, which may leave no window active).
    if (QPointer<MainWindow> w = m_window; w) {
        QMetaObject::invokeMethod(
            w,
            [w] {
                if (!w || QApplication::activeModalWidget())
                    return;
                w->activateWindow();
                w->m_table->setFocus(Qt::OtherFocusReason);
            },
            Qt::QueuedConnection);
    }
    Q_EMIT finished();
    deleteLater();
}

} // namespace rl::ui
