// SPDX-License-Identifier: GPL-3.0-or-later
#include "stepsmodel.h"

#include "ids.h"
#include "itemdataroles.h"

namespace rl::models {

namespace {

constexpr const char *kStepHeaders[] = {
    QT_TRANSLATE_NOOP("rl::models::StepsModel", "Step"),           QT_TRANSLATE_NOOP("rl::models::StepsModel", "Effect"),
    QT_TRANSLATE_NOOP("rl::models::StepsModel", "Target"),         QT_TRANSLATE_NOOP("rl::models::StepsModel", "State"),
    QT_TRANSLATE_NOOP("rl::models::StepsModel", "Target reference"), QT_TRANSLATE_NOOP("rl::models::StepsModel", "Attempts"),
    QT_TRANSLATE_NOOP("rl::models::StepsModel", "Reference"),
};
static_assert(std::size(kStepHeaders) == StepsModel::ColumnCount);

} // namespace

QString StepsModel::kindText(const QString &kind)
{
    if (kind == QLatin1String("crm.create_task"))
        return tr("CRM task");
    if (kind == QLatin1String("email.send"))
        return tr("E-mail");
    if (kind == QLatin1String("voucher.create"))
        return tr("Voucher");
    return kind;
}

QString StepsModel::stateText(StepState s, HoldReason r)
{
    switch (s) {
    case StepState::AwaitingApproval: return tr("Awaiting approval");
    case StepState::Pending: return tr("Ready");
    case StepState::Running: return tr("Running");
    case StepState::Uncertain: return tr("Uncertain");
    case StepState::Confirmed: return tr("Confirmed");
    case StepState::Abandoned: return tr("Abandoned");
    case StepState::Held:
        switch (r) {
        case HoldReason::AmbiguousLookup: return tr("Held: several records match");
        case HoldReason::DuplicateAtTarget: return tr("Held: duplicate at the target");
        case HoldReason::NoConfirmation: return tr("Held: target cannot confirm");
        case HoldReason::KeyExpired: return tr("Held: key expired, no evidence");
        case HoldReason::AttemptsExhausted: return tr("Held: attempts used up (not executed)");
        case HoldReason::NotExecuted: return tr("Held: confirmed not executed");
        case HoldReason::ContentRejected: return tr("Held: content cannot be sent (never sent)");
        default: return tr("Held: no clear evidence");
        }
    }
    return {};
}

QString StepsModel::deliveryText(const QString &delivery)
{
    // Accepted by the mail service is not delivered: what the service said since.
    if (delivery == QLatin1String("delivered"))
        return tr("Confirmed, delivered");
    if (delivery == QLatin1String("bounced"))
        return tr("Confirmed, bounced (never resent automatically)");
    if (delivery == QLatin1String("complained"))
        return tr("Confirmed, delivered, then marked as spam by the recipient");
    if (delivery == QLatin1String("delayed"))
        return tr("Confirmed, delivery delayed (the mail service is still trying)");
    if (delivery == QLatin1String("failed"))
        return tr("Confirmed, but the mail service failed to send it (never resent automatically)");
    if (delivery == QLatin1String("suppressed"))
        return tr("Confirmed, but the mail service suppressed it: the address is on its suppression list (never resent automatically)");
    return tr("Confirmed, sent by the mail service");
}

QString StepsModel::confirmedText(const QString &verification)
{
    // What the confirmation rests on (docs/design.md rule 11): the target's answer,
    // checked once more by a lookup where the target can be looked up.
    if (verification == QLatin1String("confirmed"))
        return tr("Confirmed, checked by a lookup");
    if (verification == QLatin1String("due"))
        return tr("Confirmed, lookup check pending");
    if (verification == QLatin1String("replay"))
        return tr("Confirmed by the target's replay");
    if (verification == QLatin1String("not_found"))
        return tr("Confirmed, but a lookup did not find it");
    if (verification == QLatin1String("failed"))
        return tr("Confirmed, lookup check failed");
    if (verification == QLatin1String("off"))
        return tr("Confirmed, not checked by a lookup");
    return tr("Confirmed");
}

void StepsModel::setSteps(QList<StepRecord> steps, const QDateTime &now)
{
    m_now = now;
    setRows(std::move(steps));
}

int StepsModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant StepsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const StepRecord &r = m_rows.at(index.row());
    if (role == IdRole)
        return r.step.rowId;
    if (role == StateRole)
        return toString(r.step.state);
    if (role == StepPositionRole)
        return r.step.position;
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (Column(index.column())) {
    case Position: return r.step.position;
    case Kind: return kindText(r.step.kind);
    case Target: return r.step.target;
    case State:
        if (r.step.state == StepState::Pending && index.row() > 0
            && m_rows.at(index.row() - 1).step.state != StepState::Confirmed)
            return tr("Waiting for step %1").arg(m_rows.at(index.row() - 1).step.position);
        if (r.step.state == StepState::Confirmed && r.step.kind == QLatin1String("email.send") && !r.delivery.isEmpty())
            return deliveryText(r.delivery);
        if (r.step.state == StepState::Confirmed)
            return confirmedText(r.verification);
        return stateText(r.step.state, r.step.holdReason);
    case TargetReference: return r.step.targetReference;
    case Attempts: return r.step.attemptsUsed;
    case IdempotencyKey: {
        if (r.policy.capability != Capability::ProtectedCreate)
            return tr("%1 (target has no idempotent create)").arg(r.step.reference);
        const StepContext c = r.context(m_now);
        if (!c.keyFirstUsedAt.isValid())
            return tr("%1 (not sent yet)").arg(r.step.reference);
        return StepRules::keyInsideRetention(c) ? tr("%1 (protected until %2)").arg(r.step.reference, shortLocalTime(StepRules::keyExpiresAt(c)))
                                                : tr("%1 (key expired)").arg(r.step.reference);
    }
    case ColumnCount: break;
    }
    return {};
}

QVariant StepsModel::headerData(int s, Qt::Orientation o, int role) const
{
    return columnHeader(kStepHeaders, "rl::models::StepsModel", s, o, role);
}

} // namespace rl::models
