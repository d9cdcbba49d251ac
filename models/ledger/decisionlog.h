// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkpoint.h"
#include "ledgertypes.h"

namespace rl::models {

class LedgerConnection;

// The append-only, hash-chained decision log: append and verify, both over
// the one canonical encoding in DecisionChain (specified in docs/ledger.md, "The decision chain").
class DecisionLog final
{
    Q_DECLARE_TR_FUNCTIONS(Ledger)
public:
    explicit DecisionLog(LedgerConnection &c) : m_c(c) { }
    // Inside the caller's write transaction: nobody else can append between
    // reading the head and the insert. The new entry's seq; 0 on failure.
    qint64 appendIn(Decision d);
    // Streams every entry once, in order.
    ChainVerification verify();
    // A checkpoint made of this ledger, and the last one made (none: nullopt).
    bool recordCheckpoint(const Checkpoint &c);
    Result<std::optional<Checkpoint>> lastCheckpoint();
    // The public key of the ledger's first checkpoint: every later checkpoint
    // is signed with it (empty: none made yet).
    Result<QByteArray> pinnedCheckpointKey();
    bool recordConfiguration(const QByteArray &json, const QDateTime &now);
    Result<QByteArray> latestConfiguration();

private:
    LedgerConnection &m_c;
};

} // namespace rl::models
