// SPDX-License-Identifier: GPL-3.0-or-later
#include "decisionactions.h"

#include <QCoreApplication>

namespace rl::models {

const QList<DecisionActionInfo> &decisionActionTable()
{
    // Order: the console's toolbar and menu, `decide`'s list. A new action
    // goes before Erase with a shortcut no other row has (never renumber one).
    static const QList<DecisionActionInfo> table{
        {DecisionAction::Reconcile, "reconcile",
         QT_TRANSLATE_NOOP("rl::ui::DecisionDialog", "Reconcile with the target"),
         QT_TRANSLATE_NOOP("rl::ui::DecisionDialog", "&Reconcile…"),
         QT_TRANSLATE_NOOP("rl::ui::DecisionDialog", "Optional (it only looks): why look again? For example: the CRM's search should have caught up by now."),
         Qt::CTRL | Qt::Key_1, DecisionField::None, /*checksAtTarget*/ true, TeamRole::Reviewer, /*mayNeedCountersign*/ false,
         /*decidesOnARequest*/ false, /*aboutOneOperation*/ true, StepInput::ReviewReconcile, {StepInput::LookupFound, StepInput::LookupAbsent, StepInput::LookupAmbiguous, StepInput::LookupUnknown}},
        {DecisionAction::Adopt, "adopt",
         QT_TRANSLATE_NOOP("rl::ui::DecisionDialog", "Adopt the target's record"),
         QT_TRANSLATE_NOOP("rl::ui::DecisionDialog", "A&dopt record…"),
         QT_TRANSLATE_NOOP("rl::ui::DecisionDialog", "Why this record? For example: found the task for this order in the CRM."),
         Qt::CTRL | Qt::Key_2, DecisionField::TargetRecord, /*checksAtTarget*/ true, TeamRole::Reviewer, /*mayNeedCountersign*/ false,
         /*decidesOnARequest*/ false, /*aboutOneOperation*/ true, StepInput::ReviewAdopt, {StepInput::ReviewAdopt}},
        {DecisionAction::ConfirmNotExecuted, "confirm-not-executed",
         QT_TRANSLATE_NOOP("rl::ui::DecisionDialog", "Confirm not executed"),
         QT_TRANSLATE_NOOP("rl::ui::DecisionDialog", "Confirm &not executed…"),
         QT_TRANSLATE_NOOP("rl::ui::DecisionDialog", "How did you check? For example: searched the CRM by the key, no task for this order."),
         Qt::CTRL | Qt::Key_3, DecisionField::NotExecutedCheck, /*checksAtTarget*/ true, TeamRole::Reviewer, /*mayNeedCountersign*/ true,
         /*decidesOnARequest*/ false, /*aboutOneOperation*/ true, StepInput::ReviewConfirmNotExecuted, {StepInput::ReviewConfirmNotExecuted}},
        {DecisionAction::RetryOpenStep, "retry-open-step",
         QT_TRANSLATE_NOOP("rl::ui::DecisionDialog", "Approve retry of the open step"),
         QT_TRANSLATE_NOOP("rl::ui::DecisionDialog", "Approve re&try…"),
         QT_TRANSLATE_NOOP("rl::ui::DecisionDialog", "Why retry now? For example: the CRM was down for maintenance and is back."),
         Qt::CTRL | Qt::Key_4, DecisionField::None, /*checksAtTarget*/ false, TeamRole::Reviewer, /*mayNeedCountersign*/ true,
         /*decidesOnARequest*/ false, /*aboutOneOperation*/ true, StepInput::ReviewRetryOpenStep, {StepInput::ReviewRetryOpenStep}},
        {DecisionAction::ApproveContent, "approve-content",
         QT_TRANSLATE_NOOP("rl::ui::DecisionDialog", "Approve content version"),
         QT_TRANSLATE_NOOP("rl::ui::DecisionDialog", "Approve &content…"),
         QT_TRANSLATE_NOOP("rl::ui::DecisionDialog", "Why is it right? For example: read the e-mail, the discount and the name are correct."),
         Qt::CTRL | Qt::Key_5, DecisionField::ContentVersion, /*checksAtTarget*/ false, TeamRole::Approver, /*mayNeedCountersign*/ true,
         /*decidesOnARequest*/ false, /*aboutOneOperation*/ true, StepInput::ReviewApproveContent, {StepInput::ReviewApproveContent}},
        {DecisionAction::NewOperation, "new-operation",
         QT_TRANSLATE_NOOP("rl::ui::DecisionDialog", "Start a new approved operation"),
         QT_TRANSLATE_NOOP("rl::ui::DecisionDialog", "New appro&ved operation…"),
         QT_TRANSLATE_NOOP("rl::ui::DecisionDialog", "Why start again? For example: the subject had a typo."),
         Qt::CTRL | Qt::Key_6, DecisionField::NewContent, /*checksAtTarget*/ false, TeamRole::Approver, /*mayNeedCountersign*/ true,
         /*decidesOnARequest*/ false, /*aboutOneOperation*/ true, std::nullopt, {StepInput::ReviewAbandon} /* the replaced operation's open steps end */},
        {DecisionAction::Assign, "assign",
         QT_TRANSLATE_NOOP("rl::ui::DecisionDialog", "Assign to a reviewer"),
         QT_TRANSLATE_NOOP("rl::ui::DecisionDialog", "Assi&gn…"),
         QT_TRANSLATE_NOOP("rl::ui::DecisionDialog", "Why hand it over? For example: Alex owns this campaign."),
         Qt::CTRL | Qt::Key_7, DecisionField::Assignee, /*checksAtTarget*/ false, TeamRole::Reviewer, /*mayNeedCountersign*/ false,
         /*decidesOnARequest*/ false, /*aboutOneOperation*/ true, std::nullopt, {}},
        {DecisionAction::Abandon, "abandon",
         QT_TRANSLATE_NOOP("rl::ui::DecisionDialog", "Abandon the operation"),
         QT_TRANSLATE_NOOP("rl::ui::DecisionDialog", "A&bandon…"),
         QT_TRANSLATE_NOOP("rl::ui::DecisionDialog", "Why stop? For example: the customer cancelled the order."),
         Qt::CTRL | Qt::Key_8, DecisionField::None, /*checksAtTarget*/ false, TeamRole::Approver, /*mayNeedCountersign*/ false,
         /*decidesOnARequest*/ false, /*aboutOneOperation*/ true, std::nullopt, {StepInput::ReviewAbandon}},
        {DecisionAction::Countersign, "countersign",
         QT_TRANSLATE_NOOP("rl::ui::DecisionDialog", "Countersign the request"),
         QT_TRANSLATE_NOOP("rl::ui::DecisionDialog", "C&ountersign…"),
         QT_TRANSLATE_NOOP("rl::ui::DecisionDialog", "What did you check? For example: the CRM was back, no task for this order yet."),
         Qt::CTRL | Qt::Key_9, DecisionField::None, /*checksAtTarget*/ false, TeamRole::Approver, /*mayNeedCountersign*/ false,
         /*decidesOnARequest*/ true, /*aboutOneOperation*/ true, std::nullopt, {}},
        {DecisionAction::TurnDown, "turn-down",
         QT_TRANSLATE_NOOP("rl::ui::DecisionDialog", "Turn the request down"),
         QT_TRANSLATE_NOOP("rl::ui::DecisionDialog", "T&urn down…"),
         QT_TRANSLATE_NOOP("rl::ui::DecisionDialog", "Why not? For example: the task exists in the CRM under another subject."),
         Qt::CTRL | Qt::Key_0, DecisionField::None, /*checksAtTarget*/ false, TeamRole::Approver, /*mayNeedCountersign*/ false,
         /*decidesOnARequest*/ true, /*aboutOneOperation*/ true, std::nullopt, {}},
        {DecisionAction::Withdraw, "withdraw",
         QT_TRANSLATE_NOOP("rl::ui::DecisionDialog", "Withdraw your request"),
         QT_TRANSLATE_NOOP("rl::ui::DecisionDialog", "&Withdraw request…"),
         QT_TRANSLATE_NOOP("rl::ui::DecisionDialog", "Why withdraw? For example: found the task in the CRM after all."),
         Qt::CTRL | Qt::SHIFT | Qt::Key_W, DecisionField::None, /*checksAtTarget*/ false, TeamRole::Reviewer /* the requester's own request */, /*mayNeedCountersign*/ false,
         /*decidesOnARequest*/ true, /*aboutOneOperation*/ true, std::nullopt, {}},
        {DecisionAction::Erase, "erase",
         QT_TRANSLATE_NOOP("rl::ui::DecisionDialog", "Erase a customer's personal data"),
         QT_TRANSLATE_NOOP("rl::ui::DecisionDialog", "&Erase personal data…"),
         QT_TRANSLATE_NOOP("rl::ui::DecisionDialog", "Which request? For example: erasure request received by support, ticket 4711 (never the customer's name or address)."),
         QKeyCombination(), DecisionField::None, /*checksAtTarget*/ false, TeamRole::Approver /* personal data, for good */, /*mayNeedCountersign*/ false,
         /*decidesOnARequest*/ false, /*aboutOneOperation*/ false, std::nullopt, {} /* it overwrites personal data only */},
    };
    return table;
}

const DecisionActionInfo &infoOf(DecisionAction action)
{
    const QList<DecisionActionInfo> &table = decisionActionTable();
    for (const DecisionActionInfo &info : table) {
        if (info.action == action)
            return info;
    }
    qFatal("decision action %d has no row in decisionActionTable()", int(action));
}

} // namespace rl::models
