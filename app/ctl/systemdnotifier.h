// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QTimer>

namespace rl::app {

// serve under systemd's Type=notify (packaging/systemd/runledger-serve@.service):
// READY=1 once intake listens and the runner has started, WATCHDOG=1 from the
// thread that answers HTTP (the one /livez proves alive) at half the
// WatchdogSec systemd set, STOPPING=1 on a stop signal. Outside systemd
// (no NOTIFY_SOCKET) every call does nothing.
class SystemdNotifier final : public QObject
{
public:
    explicit SystemdNotifier(QObject *parent = nullptr);
    Q_DISABLE_COPY_MOVE(SystemdNotifier)
    void ready(const QString &status);
    void stopping();
    // The watchdog's interval as systemd set it (0: none), in microseconds.
    static quint64 watchdogUsec();

private:
    QTimer m_watchdog;
};

} // namespace rl::app
