// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QSocketNotifier;

namespace rl::app {

// Turns SIGINT and SIGTERM into a Qt signal on the main thread (self-pipe:
// the handler only writes one byte, which is async-signal-safe).
class SignalWatcher final : public QObject
{
    Q_OBJECT
public:
    explicit SignalWatcher(QObject *parent = nullptr);
    ~SignalWatcher() override;
    Q_DISABLE_COPY_MOVE(SignalWatcher)

Q_SIGNALS:
    void stopRequested(int signal);

private:
    QSocketNotifier *m_notifier = nullptr;
};

} // namespace rl::app
