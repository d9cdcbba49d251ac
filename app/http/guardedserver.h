// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHostAddress>
#include <QList>
#include <QTcpServer>
#include <QTcpSocket>
#include <functional>

namespace rl::app {

// The connections under HttpService (docs/intake.md, "One parser per byte
// stream" and "One client"): each request's framing checked before Qt HTTP
// Server reads it, what one client may hold, room made when full.

// Whether the answer about to be written is the connection's last: its
// request said "Connection: close", or came as HTTP/1.0 without keep-alive.
enum class Persistence { KeepOpen, KeepAlive10, Close };
Persistence answerPersistence(QTcpSocket *socket);
// An answer was queued on the socket (for the bound on unsent answers).
void answerQueued(QTcpSocket *socket, qint64 unsentBefore);
// A complete request reached the handler.
void requestArrived(QTcpSocket *socket);

// refused: a request refused before it was read (status, why, its target);
// closed: a connection refused or closed for what its client did ("per_client",
// "full", "room").
QTcpServer *guardedTcpServer(int idleTimeoutMs, int maxConnections, int maxPerClient, const QList<QHostAddress> &proxies,
                             std::function<void(int, const QString &, const QByteArray &)> refused,
                             std::function<void(const QString &)> closed, QObject *parent);

} // namespace rl::app
