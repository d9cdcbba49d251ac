// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ledgertypes.h"

namespace rl::models {

class LedgerConnection;

// Alerts about operations held longer than a set time (docs/alerts.md): each
// hold is alerted about once, across every serve process on the ledger.
// A hold past the time joins a new alert (its row in hold_alerts is the
// guard: a second process's insert of the same hold does nothing); an alert
// is claimed by one process at a time (compare-and-set on claimed_until),
// sent, and marked sent.
class HoldAlerts final
{
    Q_DECLARE_TR_FUNCTIONS(Ledger)
public:
    explicit HoldAlerts(LedgerConnection &c) : m_c(c) { }
    // Puts every open hold older than heldBefore that no alert covers yet
    // into a new alert, then claims the oldest unsent alert whose claim is
    // free until claimUntil. An empty optional: nothing to send now; an
    // error: the ledger failed, which is never taken for "nothing to send".
    Result<std::optional<HoldAlert>> claimNext(const QString &worker, const QDateTime &heldBefore, const QDateTime &claimUntil,
                                               const QDateTime &now);
    bool markSent(const QString &alertId, const QDateTime &now);
    // The send failed: the claim is kept until retryAt, then any process may try again.
    bool retryAt(const QString &alertId, const QDateTime &retryAt);

    // The oldest answered customers/data_request not yet told, claimed until
    // claimUntil (compare-and-set, as an alert); empty: nothing to tell now.
    Result<std::optional<PrivacyNotice>> claimNotice(const QString &worker, const QDateTime &claimUntil, const QDateTime &now);
    bool markNoticeSent(qint64 requestId, const QDateTime &now);
    bool retryNoticeAt(qint64 requestId, const QDateTime &retryAt);

    // Callers told when their operations rest (docs/api.md): every rest of an
    // operation of `callers` (its own, or the new operation that replaced
    // one) that changed at or after changedSince gets its callback row (a
    // second process's insert of the same rest does nothing); then the oldest
    // unsent one whose claim is free is claimed until claimUntil.
    Result<int> findCallerRests(const QStringList &callers, const QDateTime &changedSince, const QDateTime &now);
    Result<std::optional<CallerCallback>> claimCallback(const QStringList &callers, const QDateTime &claimUntil, const QDateTime &now);
    bool markCallbackSent(const QString &webhookId, const QDateTime &now);
    bool retryCallbackAt(const QString &webhookId, const QDateTime &retryAt);

private:
    LedgerConnection &m_c;
};

} // namespace rl::models
