// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ledgertypes.h"

#include <QJsonObject>

namespace rl::models {

class LedgerConnection;
class LedgerReader;
class StepStore;
class IntakeStore;
class DecisionLog;

// Everything one decision is checked and applied against, read inside its
// write transaction.
struct DecisionContext
{
    const DecisionRequest &request;
    QDateTime now;
    Operation operation;
    QList<StepRecord> steps;
    QList<StepContext> contexts;
    const StepRecord *open = nullptr; // the step the decision is about, if any
    int openPosition = 0;
    Transition ruling;                // the operation rules' verdict for this action
    LedgerConnection &c;
    LedgerReader &reader;
    StepStore &stepStore;
    IntakeStore &intake;
    QJsonObject payload;              // what the ledger entry records besides the action
    QString reason;                   // the wording shown (empty: the ruling's)
    QString newOperationId;
};

// One class per decision action: what the request must carry (check) and
// what the decision changes (apply), like one command per change.
class DecisionCommand
{
public:
    virtual ~DecisionCommand() = default;
    // Empty when the request is complete for this action; else why it is refused.
    virtual QString check(const DecisionContext &) const { return {}; }
    // The action's writes, inside the decision's transaction. False: refused
    // or failed, the connection's error says why.
    virtual bool apply(DecisionContext &context) const = 0;
    static const DecisionCommand &forAction(DecisionAction action);
};

// Records reviewers' decisions: the rules checked inside the write lock, the
// action's command applied, the ledger entry appended, all in one commit.
class Decisions final
{
    Q_DECLARE_TR_FUNCTIONS(Ledger)
public:
    Decisions(LedgerConnection &c, LedgerReader &reader, StepStore &steps, IntakeStore &intake, DecisionLog &log)
        : m_c(c), m_reader(reader), m_steps(steps), m_intake(intake), m_log(log) { }
    DecisionOutcome decide(const DecisionRequest &request, const QDateTime &now);
    // Dry run for the console: would this decision be allowed, and why not?
    Result<Transition> check(const QString &operationId, DecisionAction action, const QDateTime &now);
    // Four eyes, before the step rules: a decision on a request needs one
    // waiting; while one waits, only assigning is decided besides. nullopt:
    // four eyes has nothing to say, the step rules decide.
    static std::optional<Transition> requestGate(const Operation &operation, DecisionAction action);

private:
    LedgerConnection &m_c;
    LedgerReader &m_reader;
    StepStore &m_steps;
    IntakeStore &m_intake;
    DecisionLog &m_log;
};

} // namespace rl::models
