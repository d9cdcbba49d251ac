// SPDX-License-Identifier: GPL-3.0-or-later
#include "systemdnotifier.h"

#include <systemd/sd-daemon.h>

#include <algorithm>

namespace rl::app {

SystemdNotifier::SystemdNotifier(QObject *parent)
    : QObject(parent)
{
    // The pings come from this thread's event loop: while it turns (and so
    // answers /livez), systemd hears from serve; when it hangs, systemd
    // stops and restarts the service (Restart=on-failure).
    const quint64 usec = watchdogUsec();
    if (usec > 0) {
        m_watchdog.setInterval(int(std::max<quint64>(usec / 2000, 1)));
        connect(&m_watchdog, &QTimer::timeout, this, [] { sd_notify(0, "WATCHDOG=1"); });
    }
}

quint64 SystemdNotifier::watchdogUsec()
{
    uint64_t usec = 0;
    // 0 = unset; it also checks WATCHDOG_PID against this process.
    return sd_watchdog_enabled(0, &usec) > 0 ? quint64(usec) : 0;
}

void SystemdNotifier::ready(const QString &status)
{
    sd_notify(0, ("READY=1\nSTATUS=" + status.toUtf8()).constData());
    if (m_watchdog.interval() > 0 && watchdogUsec() > 0) {
        sd_notify(0, "WATCHDOG=1");
        m_watchdog.start();
    }
}

void SystemdNotifier::stopping()
{
    m_watchdog.stop();
    sd_notify(0, "STOPPING=1");
}

} // namespace rl::app
