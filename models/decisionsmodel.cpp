// SPDX-License-Identifier: GPL-3.0-or-later
#include "decisionsmodel.h"

#include "ids.h"
#include "itemdataroles.h"

namespace rl::models {

namespace {

constexpr const char *kDecisionHeaders[] = {
    QT_TRANSLATE_NOOP("rl::models::DecisionsModel", "#"),        QT_TRANSLATE_NOOP("rl::models::DecisionsModel", "Decided at"),
    QT_TRANSLATE_NOOP("rl::models::DecisionsModel", "Reviewer"), QT_TRANSLATE_NOOP("rl::models::DecisionsModel", "Decision"),
    QT_TRANSLATE_NOOP("rl::models::DecisionsModel", "Step"),     QT_TRANSLATE_NOOP("rl::models::DecisionsModel", "Rationale"),
    QT_TRANSLATE_NOOP("rl::models::DecisionsModel", "Hash"),
};
static_assert(std::size(kDecisionHeaders) == DecisionsModel::ColumnCount);

} // namespace

int DecisionsModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QString DecisionsModel::actionText(DecisionAction action)
{
    switch (action) {
    case DecisionAction::Reconcile: return tr("Reconcile");
    case DecisionAction::Adopt: return tr("Adopt record");
    case DecisionAction::ConfirmNotExecuted: return tr("Confirm not executed");
    case DecisionAction::RetryOpenStep: return tr("Approve retry");
    case DecisionAction::ApproveContent: return tr("Approve content");
    case DecisionAction::NewOperation: return tr("New approved operation");
    case DecisionAction::Assign: return tr("Assign");
    case DecisionAction::Abandon: return tr("Abandon");
    case DecisionAction::Countersign: return tr("Countersign");
    case DecisionAction::TurnDown: return tr("Turn down request");
    case DecisionAction::Withdraw: return tr("Withdraw request");
    case DecisionAction::Erase: return tr("Erase personal data");
    }
    return toString(action);
}

QVariant DecisionsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Decision &d = m_rows.at(index.row());
    if (role == IdRole)
        return d.seq;
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (Column(index.column())) {
    case Seq: return d.seq;
    case DecidedAt: return shortLocalTime(d.decidedAt);
    case Reviewer: return d.reviewer;
    case Action:
        if (role == Qt::ToolTipRole)
            return toString(d.action);
        // Four eyes: a request is shown as one, not as the decision it asks for.
        return d.payload.contains(QLatin1String("\"request\":true")) ? tr("%1 (requested)").arg(actionText(d.action)) : actionText(d.action);
    case Step: return d.stepPosition;
    case Rationale: return d.rationale;
    case Hash: return role == Qt::ToolTipRole ? d.hash : d.hash.left(16);
    case ColumnCount: break;
    }
    return {};
}

QVariant DecisionsModel::headerData(int s, Qt::Orientation o, int role) const
{
    return columnHeader(kDecisionHeaders, "rl::models::DecisionsModel", s, o, role);
}

} // namespace rl::models
