// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ledgertypes.h"

namespace rl::models {

class LedgerConnection;

// Who is looking at an operation to decide on it (ledgertypes.h, ReviewClaim).
class ReviewClaims final
{
    Q_DECLARE_TR_FUNCTIONS(Ledger)
public:
    explicit ReviewClaims(LedgerConnection &c) : m_c(c) { }

    // Takes (or renews) the claim for `reviewer`, unless another reviewer's
    // claim is live: then that one is returned, untouched. The claim in force
    // either way.
    std::optional<ReviewClaim> take(const QString &operationId, const QString &reviewer, const QString &login, const QDateTime &now);
    // Releases `reviewer`'s own claim (another's is left alone).
    bool release(const QString &operationId, const QString &reviewer);
    // The live claim on an operation (empty: nobody is looking).
    std::optional<std::optional<ReviewClaim>> of(const QString &operationId, const QDateTime &now);

private:
    LedgerConnection &m_c;
};

} // namespace rl::models
