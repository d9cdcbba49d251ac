// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "domain.h"
#include "steprules.h"

#include <QList>
#include <QtCore/qnamespace.h>

namespace rl::models {

// What a decision asks for beyond its rationale.
enum class DecisionField {
    None,
    TargetRecord,    // adopt: the target's record id (from the lookup's records)
    Assignee,        // assign: the reviewer's name
    NotExecutedCheck, // confirm-not-executed: "I checked the target", and whether to send again
    ContentVersion,  // approve-content: which version
    NewContent,      // new-operation: the edited content
};

// One decision action, all of it in one row. The console's buttons, menus,
// shortcuts and dialog, `runledgerctl decide`, the roles, the reconciler's
// lookup, the step rules' checks, the database's guard (its role lists and
// its step moves: PostgresDialect::currentGuards) and the tests iterate this
// table; a new action is a row here, its enum value, the ledger's handling
// of it (models/ledger/decisions.cpp), its translations and a migration
// with the database's new guards (docs/architecture.md, "Where a change goes").
struct DecisionActionInfo
{
    DecisionAction action;
    const char *name;        // as the ledger keeps it and `runledgerctl decide` takes it
    // The dialog's title, the toolbar's and menu's text (with its
    // accelerator) and what the rationale should say; translated in the
    // context "rl::ui::DecisionDialog" (DecisionDialog::actionTitle & co.).
    const char *title;
    const char *buttonText;
    const char *rationalePrompt;
    // Stable: an action keeps its key when another is added. None: no key.
    QKeyCombination shortcut;
    DecisionField field;
    // Looked up read-only at the target before it is recorded, where the
    // step's target can be searched (docs/design.md rule 11).
    bool checksAtTarget;
    TeamRole leastRole;
    // A flow may put it under four eyes: it sends again or changes what is sent.
    bool mayNeedCountersign;
    // Countersign, turn down, withdraw: decisions about a waiting request.
    bool decidesOnARequest;
    // False for an erasure: about a customer, not one operation.
    bool aboutOneOperation;
    // The rules' input it applies to the open step when it is checked
    // (nullopt: it is judged on the whole operation, OperationRules).
    std::optional<StepInput> openStepInput;
    // The inputs whose moves of a step it may make (the database's guard
    // is enumerated from them); empty: it moves no step itself.
    QList<StepInput> moves;
};

// Every action, in the console's and the CLI's order (Erase last).
const QList<DecisionActionInfo> &decisionActionTable();
const DecisionActionInfo &infoOf(DecisionAction action);

} // namespace rl::models
