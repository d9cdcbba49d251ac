// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ledgertypes.h"
#include "targets/connector.h"

#include <QCoreApplication>
#include <functional>

namespace rl::app {

// The one place that says how an uncertain step is settled and how a
// reviewer's decision is checked against the target. The runner, the console
// and `runledgerctl decide` all go through it (docs/design.md rule 2):
//   1. look the step up by its reference wherever the target can be looked up;
//   2. only when lookups cannot settle it, a protected retry (same key, the
//      bytes of the first attempt) inside the key's retention;
//   3. otherwise hold for a reviewer. Capability none: never resend.
// Whether an empty lookup proves absence is the step rules' call: not while an
// earlier request may still be executing, nor before the search has settled.
class Reconciler final
{
    Q_DECLARE_TR_FUNCTIONS(Reconciler)
public:
    enum class Move { Nothing, Lookup, ProtectedRetry, Hold };
    struct Plan
    {
        Move move = Move::Nothing;
        QString why;
    };

    // Pure: the next move for one step, from what the ledger knows of it.
    static Plan plan(const models::StepRecord &step, const QDateTime &now);

    // What a lookup said, as the ledger keeps it. Its moment is the one the
    // asker noted (observedAt); unnoted, the ledger takes the moment it
    // records it.
    static models::LookupEvidence evidence(const LookupOutcome &lookup);

    // Decisions that are checked against the target before they are recorded
    // (rule 11): reconcile, adopt and confirm-not-executed look the open step up.
    static bool checksAtTarget(models::DecisionAction action, const models::StepRecord &open);
    // Why a lookup of the step at this profile's target would prove nothing
    // (the step was sent to another address), naming both; empty: it may be
    // looked up there (docs/design.md rule 13).
    static QString lookupElsewhere(const models::StepRecord &open, const TargetProfile &profile);

    // Looks the open step up (read-only) and puts what the target said into
    // the request; done gets the request, ready for Ledger::decide. askedAt:
    // now by the ledger's clock (Ledger::now()); the lookup counts as of then.
    // content: the step's pinned content, where the target tells its records
    // apart by what they hold (a voucher); empty otherwise.
    static void prepare(TargetClient &client, const models::StepRecord &open, models::DecisionRequest request, const QDateTime &askedAt,
                        std::function<void(models::DecisionRequest, LookupOutcome)> done, const QByteArray &content = {});

    // Plain sentences of what says the step may have run: attempts without a
    // clear answer, answers that said another request was running, a window
    // still open. Shown before a reviewer confirms "not executed".
    // What the target holds under a voucher's code, one sentence per record
    // (code, amount, usage limit, created at; whether it is the step's own);
    // empty for lookups whose records say none of that.
    static QStringList whatTheTargetHolds(const LookupOutcome &lookup);

    static QStringList signsItMayHaveRun(const models::StepRecord &step, const QList<models::Attempt> &attempts,
                                         const QList<models::Evidence> &evidence, const QDateTime &now);
};

} // namespace rl::app
