// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ledgertypes.h"

namespace rl::models {

class LedgerConnection;
class LedgerReader;
class StepStore;

// A backup's marker: written into the copy only (never into the ledger it
// was taken of), so a ledger that holds one without a restore of it is a
// restored backup (docs/ledger.md, "Backups and restores").
struct BackupMarker
{
    QString backupId;
    QDateTime takenAt;  // the moment of the copy, by the ledger's clock
    qint64 headSeq = 0; // the decision chain's head in the copy
    QString headHash;
    QString madeBy;     // the tool that made it ("runledgerctl backup", "pg_dump")
};

// A backup put back in service, and what was done about it.
struct RestoreRecord
{
    QString backupId;
    QDateTime takenAt;
    QDateTime restoredAt;
    // Until then, every step is looked up at its target before its first
    // attempt (a sender may still repeat deliveries the ledger lost).
    QDateTime lookupsUntil;
    qint64 stepsRechecked = 0;
    QString restoredBy;
    bool lookupsActive(const QDateTime &now) const { return lookupsUntil.isValid() && now < lookupsUntil; }
};

// What keeps the promise across a restore: the ledger's reference key,
// backups and restores. The *In method runs inside the caller's write
// transaction.
class Continuity final
{
    Q_DECLARE_TR_FUNCTIONS(Ledger)
public:
    Continuity(LedgerConnection &c, LedgerReader &reader, StepStore &steps)
        : m_c(c)
        , m_reader(reader)
        , m_steps(steps)
    {
    }

    // How long after a restore first attempts are preceded by a lookup, by
    // default: Shopify repeats a failed delivery for 4 hours, and people
    // import or resend captured ones for days after.
    static constexpr qint64 DefaultLookupsForSecs = 72 * 3600;

    // The ledger's reference key (32 bytes), read once per connection.
    std::optional<QByteArray> referenceKey();

    // SQLite: a consistent copy of the whole ledger while others write to
    // it (SQLite's online backup), with its marker inside. The file `out`
    // must not exist.
    std::optional<BackupMarker> backupTo(const QString &out, const QDateTime &now, const QString &madeBy);
    // PostgreSQL: a snapshot others can dump (pg_dump --snapshot), held open
    // on this connection until endSnapshot(), and the marker that describes
    // it (the head and the clock as of the snapshot).
    std::optional<std::pair<QString, BackupMarker>> beginSnapshot(const QString &madeBy);
    void endSnapshot();
    // The SQL that writes a marker into a restored PostgreSQL dump.
    std::optional<QString> markerStatement(const BackupMarker &marker);

    // A backup marker without a restore of it: recorded as restored now,
    // and every step that was reserved, running, uncertain or pending at the
    // backup's moment, or known not executed, is made uncertain so it is
    // looked up before anything is sent. Empty: not a restored backup (or
    // recognised before).
    std::optional<std::optional<RestoreRecord>> recogniseRestore(const QDateTime &now, const QString &by, qint64 lookupsForSecs);
    // The latest restore of this ledger (empty: never restored).
    std::optional<std::optional<RestoreRecord>> latestRestore();
    // Before a runner's claim: whether a restore's lookups are due now, and
    // if so every step never attempted nor looked up since is made
    // uncertain, in a transaction of its own, so it is looked up first.
    // (The claim itself leaves such steps alone meanwhile.)
    std::optional<bool> lookFirst(const QDateTime &now);

private:
    bool recheckIn(const StepRecord &rec, const QDateTime &now, const RestoreRecord &restore, const Said &why);

    LedgerConnection &m_c;
    LedgerReader &m_reader;
    StepStore &m_steps;
    std::optional<QByteArray> m_key;
    std::optional<std::optional<RestoreRecord>> m_restore; // cached: restores are rare and never change
    bool m_snapshotOpen = false;
};

} // namespace rl::models
