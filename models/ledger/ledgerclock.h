// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QElapsedTimer>
#include <functional>
#include <optional>

namespace rl::models {

// How far this machine's clock is from the ledger's (docs/ledger.md, "One
// clock"): the database server's clock in team mode.
struct ClockReading
{
    qint64 offsetMs = 0;      // the ledger's clock minus this machine's
    qint64 uncertaintyMs = 0; // half the round trip of the measurement
    QDateTime measuredAt;     // by the ledger's clock
    bool fromDatabase = false;
    // Above this, the process says so (in /healthz, its log and the console).
    static constexpr qint64 WarnAboveMs = 1000;
    bool off() const { return std::abs(offsetMs) > WarnAboveMs; }
    // Above half the settle window (at least WarnAboveMs), nothing that rests on
    // "it did not happen" is done: no resend, no "not executed".
    bool tooFarOffFor(qint64 settleMs) const { return std::abs(offsetMs) > std::max(settleMs / 2, WarnAboveMs); }
    // "12.3 s ahead" / "10 min behind", from this machine's side.
    QString describe() const;
};

// The one clock a ledger's rules compare against (docs/design.md rule 16).
// On PostgreSQL it is the database server's: measured when the connection
// opens and again every minute, carried in between by this process's
// monotonic clock, so a machine clock that is wrong or stepped (NTP) moves
// nothing that decides. On SQLite it is this machine's clock. One per
// ledger connection, used from its thread.
class LedgerClock final
{
public:
    // The clock's source: a function that reads the database's time, or none
    // (the machine's clock is the ledger's).
    using ReadDatabase = std::function<std::optional<QDateTime>()>;
    explicit LedgerClock(ReadDatabase read = {});

    QDateTime now();
    // The last measurement (fromDatabase false: the machine's own clock).
    ClockReading reading();
    // Measures again now; false when the database did not answer.
    bool measure();

    // The latest reading any ledger connection of this process made (for
    // /healthz and the runner); empty before the first.
    static std::optional<ClockReading> processReading();
    // This machine's clock corrected by that reading: for a thread without a
    // ledger connection of its own (intake's HTTP thread judging a
    // webhook's timestamp). The machine's clock before any reading.
    static QDateTime processNow();

    static constexpr qint64 RemeasureEveryMs = 60'000;

private:
    ReadDatabase m_read;
    QElapsedTimer m_mono;       // started with the clock
    qint64 m_anchorMono = -1;   // m_mono's reading at the anchor (-1: none yet)
    QDateTime m_anchor;         // the database's time then
    ClockReading m_reading;
};

} // namespace rl::models
