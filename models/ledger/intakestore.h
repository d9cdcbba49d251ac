// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ledgertypes.h"

namespace rl::models {

class LedgerConnection;
class StepStore;

// Intake's writes: events, deliveries and the operations they start, each
// delivery's rows in one transaction; and the creation of an operation with
// its steps and pinned content (also for a reviewer's new operation).
class IntakeStore final
{
    Q_DECLARE_TR_FUNCTIONS(Ledger)
public:
    // steps: for an operation made with a step whose content cannot be sent
    // (held at once, its reason as evidence); nullptr where none can be.
    explicit IntakeStore(LedgerConnection &c, StepStore *steps = nullptr) : m_c(c), m_steps(steps) { }

    std::optional<QList<IngestResult>> ingestBatch(const QList<IncomingDelivery> &deliveries, const QDateTime &now);
    // Inside the caller's write transaction. Empty: failed (error on the connection).
    QString createOperation(const QString &triggerKey, qint64 eventRowId, const OperationPlan &plan, const QString &createdBy,
                            bool approvedByCreator, const QString &supersedes, const QDateTime &now);

    // The key that makes an operation unique: one per event and flow, or,
    // where the flow declares a business key, one per flow and key (stored as
    // a digest: no order number in the ledger's keys). Empty: no business key.
    static QString eventTrigger(qint64 eventRow, const QString &flow);
    // A request of the intended-action API: source "caller:<name>" (docs/api.md).
    static bool isCallerSource(const QString &source) { return source.startsWith(QLatin1String("caller:")); }
    static QString keyTrigger(const OperationPlan &plan);

private:
    // What the long way and the bulk path share, so they cannot drift apart:
    // a Shopify event's identity, the refusals a delivery gets, and what a
    // new operation and its steps start as.
    static inline const QString Intake = QStringLiteral("intake"); // who creates intake's operations
    static bool fromShopify(const IncomingDelivery &d) { return d.source.startsWith(QLatin1String("shopify:")); }
    static QString otherShopRefusal();
    static QString otherTopicRefusal();
    static OperationState firstState(const OperationPlan &plan, bool approvedByCreator);
    static bool approvedAtOnce(const StepPlan &sp, bool approvedByCreator) { return !sp.needsApproval || approvedByCreator; }
    // A step whose content cannot be sent is held before any attempt (docs/intake.md).
    static StepState firstState(const StepPlan &sp, bool approvedByCreator);
    // Who approved the step's first content version; empty: nobody yet.
    static QString approverOf(const StepPlan &sp, const QString &createdBy, bool approvedByCreator);

    std::optional<IngestResult> ingestOne(const IncomingDelivery &d, const QDateTime &now, const QString &nowIso);
    // PostgreSQL: the whole batch in a fixed number of statements
    // (bulkintake.cpp), where it fits: nothing in it must be held at once.
    static bool fitsBulk(const QList<IncomingDelivery> &deliveries);
    std::optional<QList<IngestResult>> ingestInBulk(const QList<IncomingDelivery> &deliveries, const QList<qsizetype> &order,
                                                    const QList<QByteArray> &keys, const QDateTime &now, const QString &nowIso);
    LedgerConnection &m_c;
    StepStore *m_steps = nullptr;
};

} // namespace rl::models
