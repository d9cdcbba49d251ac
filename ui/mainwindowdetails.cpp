// SPDX-License-Identifier: GPL-3.0-or-later
// The selected operation's details: read through the ledger's worker, shown
// in the summary and the tabs, read again when a time they mention passes.
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

#include <QJsonDocument>
#include <QJsonObject>
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
    m_detailsTicket = m_client->readDetails(ids, QStringLiteral("details")); // only the latest selection's
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

QString MainWindow::lookedAtText(const ReviewClaim &claim)
{
    return tr("%1 is looking at this since %2.").arg(claim.reviewer, OperationRules::personTime(claim.since));
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
        // A voucher's search is by its code (search_url with {code}), e.g. the shop's discounts.
        const QUrl record = t.recordLink(s.step.targetReference);
        const QUrl search = t.searchLink(s.step.reference);
        QStringList parts;
        if (s.step.kind == QLatin1String("voucher.create")) {
            // The voucher itself, as the e-mail names it: its code and amount.
            for (const ContentVersion &v : d->content) {
                if (v.stepRowId != s.step.rowId || v.version != s.step.contentVersion)
                    continue;
                const QJsonObject c = QJsonDocument::fromJson(v.body).object();
                const QJsonValue amount = c.value(QStringLiteral("amount"));
                parts << tr("code <b>%1</b>, %2 %3 off").arg(c.value(QStringLiteral("code")).toString().toHtmlEscaped(),
                                                           (amount.isDouble() ? QString::number(amount.toDouble(), 'f', 2) : amount.toString()).toHtmlEscaped(),
                                                           c.value(QStringLiteral("currency")).toString().toHtmlEscaped());
            }
        }
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
            // Its cause in a few words, in the reader's language; an attempt
            // recorded before codes gives its words as recorded.
            if (positions.value(a.stepRowId) == op.openStep && !a.error.isEmpty())
                lastError = a.errorSaid.known() ? a.errorSaid.cause() : a.error;
        }
    }
    // Four eyes: a waiting request is what happens next, before anything the rules would suggest.
    const QString whatNext = op.waitsForCountersign()
        ? tr("%1 asked for: %2. %3").arg(op.requestedBy, DecisionsModel::actionText(op.requestedAction), whoCountersigns(op.requestedBy))
        : OperationRules::summary(contexts, op.state, lastError, op.supersededBy);
    // Who holds what: a runner's lease on a step in flight, another reviewer deciding on it.
    QStringList holds;
    for (const StepRecord &s : d->steps) {
        if (s.step.state == StepState::Running && !s.step.reservedBy.isEmpty())
            holds << tr("%1 is being worked on by %2 until %3.")
                         .arg(StepRules::describe(s.context(now)), s.step.reservedBy,
                              OperationRules::personTimeAhead(s.step.reservedUntil, now));
    }
    if (d->claim && d->claim->reviewer != m_reviewer)
        holds << lookedAtText(*d->claim);
    // A lookup made for a decision says more than the evidence recorded before it.
    if (m_lookedUp.operationId == op.id && op.openStep > 0)
        holds << tr("Looked up at the target at %1: %2.").arg(OperationRules::personTime(m_lookedUp.at), m_lookedUp.said);
    m_summary->setText(tr("<b>%1</b> · %2 · event %3<br>%4")
                           .arg(OperationsModel::stateText(op.state).toHtmlEscaped(), op.intendedAction.toHtmlEscaped(),
                                op.eventId.toHtmlEscaped(), whatNext.toHtmlEscaped())
                       + (holds.isEmpty() ? QString() : QStringLiteral("<br><i>%1</i>").arg(holds.join(QLatin1Char(' ')).toHtmlEscaped())));
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
                                   s.step.keyFirstUsedAt.isValid() ? s.step.keyFirstUsedAt.addSecs(s.policy.keyRetentionSeconds) : QDateTime(),
                                   s.lastAttemptAt.isValid() ? s.lastAttemptAt.addMSecs(s.policy.settleMs) : QDateTime()}) {
            if (t.isValid() && t > now && (!next.isValid() || t < next))
                next = t;
        }
    }
    // Such a time is also written as "in 4 minutes" (or "in 3 hours"): read
    // again each minute (each hour) until then, so that stays true.
    if (next.isValid()) {
        const qint64 ms = now.msecsTo(next) + 500;
        m_windowPasses->start(int(std::min<qint64>(ms, ms < 3'600'000 ? 60'000 : 3'600'000)));
    } else {
        m_windowPasses->stop();
    }
}

void MainWindow::noteLookup(const QString &operationId, const QDateTime &at, const QString &said)
{
    m_lookedUp = {operationId, at, said};
    renderDetails();
}

const OperationDetails *MainWindow::detailsOf(const QString &operationId) const
{
    for (const OperationDetails &d : m_details) {
        if (d.operation.id == operationId)
            return &d;
    }
    return nullptr;
}

} // namespace rl::ui
