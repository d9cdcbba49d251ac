// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ledgerclock.h"
#include "ledgertypes.h"

namespace rl::models {

class LedgerConnection;
class LedgerReader;

// The writes that change a step: its state by the rules, the evidence it
// rests on (one way to append it), and the operation row recomputed after
// every change. The *In methods run inside the caller's write transaction;
// the others are whole transactions of their own.
class StepStore final
{
    Q_DECLARE_TR_FUNCTIONS(Ledger)
public:
    StepStore(LedgerConnection &c, LedgerReader &reader) : m_c(c), m_reader(reader) { }

    // One row of evidence; a lookup that found several records adds one
    // 'duplicate' row per record after its own row.
    bool appendEvidenceIn(qint64 stepRowId, const QString &attemptId, const QString &kind, const QDateTime &now,
                          const QString &result, const QString &targetReference, int httpStatus, const QString &summary,
                          const QString &detail, const Said &said = {});
    bool appendLookupEvidenceIn(qint64 stepRowId, const QString &kind, const LookupEvidence &e, const QDateTime &now);
    // Compare-and-set on the step's state as read: false (refused) when it changed meanwhile.
    bool applyTransitionIn(const StepRecord &rec, const Transition &t, const QDateTime &now);
    // Recomputes the denormalised operation row (state, open step, attempts,
    // hold bookkeeping) from its steps, so readers never see the two disagree.
    bool refreshOperationIn(const QString &operationId, const QDateTime &now, qint64 decisionSeq);
    // Sets columns of one step (`assignments` like "target_reference = ?").
    bool updateStepIn(qint64 stepRowId, const QString &assignments, QVariantList binds, const QString &what);
    // One write transaction about one step: the step as read inside it goes
    // to change, and what change returns decides between commit and rollback.
    bool writeStep(qint64 stepRowId, const std::function<bool(const StepRecord &)> &change);

    // The moment a lookup counts as of (when it was asked, by the ledger's
    // clock; never after now). One dated well after now settles nothing:
    // its "absent" becomes "unknown".
    static QDateTime lookupMoment(LookupEvidence &evidence, const QDateTime &now);
    bool recordLookup(qint64 stepRowId, const LookupEvidence &evidence, const QDateTime &now);
    bool recordVerification(qint64 stepRowId, const LookupEvidence &evidence, const QDateTime &now);
    bool holdUncertain(qint64 stepRowId, const QDateTime &now);
    // A mail service's event about an e-mail, found by its message id; kept
    // for later when no step carries the id yet (Kept).
    std::optional<DeliveryEventResult> recordDeliveryEvent(const DeliveryEvent &event, const QDateTime &now);
    // Attaches kept events whose message id a step carries now (its send's
    // answer came late, a lookup found it, a reviewer adopted it): at most
    // `limit`; how many were recorded as evidence.
    std::optional<int> attachEarlyDeliveryEvents(const QDateTime &now, int limit);
    bool recordProbe(const ProbeRecord &probe);

private:
    std::optional<DeliveryEventResult> applyDeliveryEventIn(qint64 stepRow, const QString &operationId, const DeliveryEvent &event);
    LedgerConnection &m_c;
    LedgerReader &m_reader;
};

} // namespace rl::models
