// SPDX-License-Identifier: GPL-3.0-or-later
#include "heldnotifier.h"

#include "operationsmodel.h"

#include <QApplication>
#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDBusMessage>
#include <QMenu>
#include <QPainter>
#include <QSystemTrayIcon>
#include <QWidget>
#include <algorithm>

namespace rl::ui {

using namespace rl::models;

HeldNotifier::HeldNotifier(QWidget *window)
    : QObject(window)
    , m_window(window)
{
    if (QSystemTrayIcon::isSystemTrayAvailable()) {
        m_tray = new QSystemTrayIcon(this);
        auto *menu = new QMenu(window);
        menu->addAction(tr("Show the review console"), this, [this] {
            if (m_window) {
                m_window->showNormal();
                m_window->raise();
                m_window->activateWindow();
            }
        });
        m_tray->setContextMenu(menu);
        connect(m_tray, &QSystemTrayIcon::activated, this, [this](QSystemTrayIcon::ActivationReason reason) {
            if (reason == QSystemTrayIcon::Trigger && m_window) {
                m_window->showNormal();
                m_window->raise();
                m_window->activateWindow();
            }
        });
        paintIcon();
        m_tray->show();
    }
}

HeldNotifier::~HeldNotifier() = default;

QString HeldNotifier::bodyFor(const QList<std::pair<qint64, HoldReason>> &newlyHeld)
{
    qint64 total = 0;
    for (const auto &[n, reason] : newlyHeld)
        total += n;
    return tr("%n operation(s) newly held for a reviewer: %1.", nullptr, int(total)).arg(OperationsModel::holdReasonsInWords(newlyHeld));
}

bool HeldNotifier::notifyDesktop(const QString &title, const QString &body)
{
    QDBusConnection bus = QDBusConnection::sessionBus();
    const QString service = QStringLiteral("org.freedesktop.Notifications");
    if (!bus.isConnected() || !bus.interface() || !bus.interface()->isServiceRegistered(service))
        return false;
    QDBusMessage m = QDBusMessage::createMethodCall(service, QStringLiteral("/org/freedesktop/Notifications"), service,
                                                    QStringLiteral("Notify"));
    m << QApplication::applicationDisplayName() << uint(0) << QStringLiteral("org.runledger.Runledger") << title << body
      << QStringList() << QVariantMap{{QStringLiteral("desktop-entry"), QStringLiteral("org.runledger.Runledger")},
                                      {QStringLiteral("category"), QStringLiteral("im.received")}}
      << int(-1);
    // Not waited for: the console's thread never blocks on the notification service.
    return bus.send(m);
}

void HeldNotifier::notify(const QString &title, const QString &body)
{
    if (m_sink)
        return m_sink(title, body);
    if (notifyDesktop(title, body))
        return;
    if (m_tray && QSystemTrayIcon::supportsMessages())
        m_tray->showMessage(title, body, QSystemTrayIcon::Warning);
}

void HeldNotifier::update(const QueueCounts &counts)
{
    m_held = counts.byState.value(OperationState::Held);
    paintIcon();
    if (!m_last) { // the baseline: what was held before the console opened is in its Held queue
        m_last = counts.heldByReason;
        return;
    }
    QList<std::pair<qint64, HoldReason>> rises;
    for (auto it = counts.heldByReason.cbegin(); it != counts.heldByReason.cend(); ++it) {
        const qint64 rise = it.value() - m_last->value(it.key());
        if (rise > 0)
            rises.append({rise, it.key()});
    }
    m_last = counts.heldByReason;
    if (rises.isEmpty())
        return;
    notify(tr("Runledger: held for review"), bodyFor(rises));
}

void HeldNotifier::paintIcon()
{
    if (!m_tray)
        return;
    // A ledger mark, with the held count on an amber badge when there is any.
    QPixmap pixmap(64, 64);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setBrush(QColor(38, 110, 190));
    p.setPen(Qt::NoPen);
    p.drawRoundedRect(QRectF(4, 4, 56, 56), 12, 12);
    p.setPen(QPen(Qt::white, 5));
    for (int y : {20, 32, 44})
        p.drawLine(16, y, 48, y);
    if (m_held > 0) {
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(230, 140, 20));
        p.drawEllipse(QRectF(28, 28, 36, 36));
        p.setPen(Qt::black);
        QFont f = p.font();
        f.setBold(true);
        f.setPixelSize(m_held > 99 ? 14 : 22);
        p.setFont(f);
        p.drawText(QRectF(28, 28, 36, 36), Qt::AlignCenter, m_held > 999 ? QStringLiteral("999+") : QString::number(m_held));
    }
    p.end();
    m_tray->setIcon(QIcon(pixmap));
    m_tray->setToolTip(m_held > 0 ? tr("Runledger: %n operation(s) held for review", nullptr, int(m_held))
                                  : tr("Runledger: nothing held"));
}

} // namespace rl::ui
