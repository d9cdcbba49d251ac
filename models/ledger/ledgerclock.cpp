// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledgerclock.h"

#include <QCoreApplication>
#include <mutex>

namespace rl::models {

namespace {

std::mutex g_mutex;
std::optional<ClockReading> g_latest;

} // namespace

QString ClockReading::describe() const
{
    // Seen from this machine: positive offset = the ledger is ahead = we are behind.
    const qint64 ms = std::abs(offsetMs);
    const QString amount = ms < 120'000 ? QCoreApplication::translate("LedgerClock", "%1 s").arg(double(ms) / 1000.0, 0, 'f', 1)
                                        : QCoreApplication::translate("LedgerClock", "%1 min").arg(double(ms) / 60000.0, 0, 'f', 1);
    return offsetMs < 0 ? QCoreApplication::translate("LedgerClock", "%1 ahead of the ledger database's clock").arg(amount)
                        : QCoreApplication::translate("LedgerClock", "%1 behind the ledger database's clock").arg(amount);
}

LedgerClock::LedgerClock(ReadDatabase read)
    : m_read(std::move(read))
{
    m_mono.start();
    if (m_read)
        measure();
}

bool LedgerClock::measure()
{
    if (!m_read)
        return false;
    const qint64 m0 = m_mono.elapsed();
    const QDateTime wall0 = QDateTime::currentDateTimeUtc();
    const std::optional<QDateTime> db = m_read();
    const qint64 m1 = m_mono.elapsed();
    if (!db || !db->isValid())
        return false;
    // The database read its clock somewhere inside the round trip: the
    // middle, give or take half of it.
    const qint64 half = (m1 - m0) / 2;
    m_anchorMono = m0 + half;
    m_anchor = *db;
    m_reading.offsetMs = wall0.addMSecs(half).msecsTo(*db);
    m_reading.uncertaintyMs = half;
    m_reading.measuredAt = *db;
    m_reading.fromDatabase = true;
    std::lock_guard lock(g_mutex);
    g_latest = m_reading;
    return true;
}

QDateTime LedgerClock::now()
{
    if (!m_read)
        return QDateTime::currentDateTimeUtc();
    if (m_anchorMono < 0 || m_mono.elapsed() - m_anchorMono > RemeasureEveryMs)
        measure(); // a failure keeps the last anchor; its writes fail anyway
    if (m_anchorMono < 0) // never measured: the database never answered
        return QDateTime::currentDateTimeUtc();
    return m_anchor.addMSecs(m_mono.elapsed() - m_anchorMono);
}

ClockReading LedgerClock::reading()
{
    if (m_read && (m_anchorMono < 0 || m_mono.elapsed() - m_anchorMono > RemeasureEveryMs))
        measure();
    return m_reading;
}

QDateTime LedgerClock::processNow()
{
    const auto r = processReading();
    return QDateTime::currentDateTimeUtc().addMSecs(r ? r->offsetMs : 0);
}

std::optional<ClockReading> LedgerClock::processReading()
{
    std::lock_guard lock(g_mutex);
    return g_latest;
}

} // namespace rl::models
