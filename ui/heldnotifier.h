// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ledgertypes.h"

#include <QObject>
#include <QPointer>
#include <functional>
#include <optional>

class QSystemTrayIcon;
class QWidget;

namespace rl::ui {

// Held work reaches a person while the console runs (docs/alerts.md): a
// desktop notification when operations are newly held, saying how many and
// why, and a tray icon with the held count that brings the console back.
class HeldNotifier final : public QObject
{
    Q_OBJECT
public:
    // Where a notification goes: (title, body). The default is the
    // freedesktop notification service on the session bus, else the tray
    // icon's balloon, else nowhere.
    using Sink = std::function<void(const QString &title, const QString &body)>;

    explicit HeldNotifier(QWidget *window);
    ~HeldNotifier() override;
    Q_DISABLE_COPY_MOVE(HeldNotifier)

    void setSink(Sink sink) { m_sink = std::move(sink); }
    // The queue counts as the console read them. The first reading sets the
    // baseline; afterwards each rise in a reason's held count is told once.
    void update(const models::QueueCounts &counts);
    qint64 heldCount() const { return m_held; }
    // Anything else a person waits for (a held operation that can now be decided).
    void tell(const QString &title, const QString &body) { notify(title, body); }
    QSystemTrayIcon *trayIcon() const { return m_tray; }

    // What a notification of newly held operations says.
    static QString bodyFor(const QList<std::pair<qint64, models::HoldReason>> &newlyHeld);
    // Sends to org.freedesktop.Notifications; false when no such service answers.
    static bool notifyDesktop(const QString &title, const QString &body);

private:
    void notify(const QString &title, const QString &body);
    void paintIcon();
    QPointer<QWidget> m_window;
    QSystemTrayIcon *m_tray = nullptr;
    Sink m_sink;
    std::optional<QHash<models::HoldReason, qint64>> m_last;
    qint64 m_held = 0;
};

} // namespace rl::ui
