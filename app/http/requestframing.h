// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "httpservice.h"

#include <QByteArray>
#include <QHash>
#include <QHostAddress>
#include <QList>
#include <QSet>
#include <QTcpSocket>
#include <functional>

namespace rl::app {

// What the connection guard (guardedserver.cpp) shares with each request's
// framing check (requestframing.cpp): the bytes in flight, the clients, the
// name of a connection's idle timer.

inline const QString kIdleTimer = QStringLiteral("runledger-idle");

// The request bytes of all connections together that are in flight: declared
// (a header block judged, its body coming or waiting for its answer) and not
// yet answered. Past HttpService::MaxBytesInFlight a new request is 503.
class InFlightBudget final
{
public:
    bool reserve(qint64 bytes)
    {
        if (m_used + bytes > HttpService::MaxBytesInFlight)
            return false;
        m_used += bytes;
        return true;
    }
    void release(qint64 bytes) { m_used = qMax<qint64>(0, m_used - bytes); }

private:
    qint64 m_used = 0;
};

// Who the clients are and what each holds: connections per client address
// and requests in flight per client (docs/intake.md, "One client"). A
// declared proxy's connections are not counted by its address; its clients'
// requests are, by the address its X-Forwarded-For ends with.
class ClientBook final
{
public:
    ClientBook(int maxPerClient, const QList<QHostAddress> &proxies)
        : m_max(maxPerClient)
    {
        for (const QHostAddress &p : proxies)
            m_proxies.insert(key(p));
    }
    static QByteArray key(const QHostAddress &address)
    {
        bool v4 = false;
        const quint32 ip4 = address.toIPv4Address(&v4); // ::ffff:a.b.c.d is a.b.c.d
        return (v4 ? QHostAddress(ip4) : address).toString().toLatin1();
    }
    bool isProxy(const QByteArray &peer) const { return m_proxies.contains(peer); }
    bool openConnection(const QByteArray &peer) { return take(m_connections, peer); }
    void closeConnection(const QByteArray &peer) { release(m_connections, peer); }
    int connectionsOf(const QByteArray &peer) const { return m_connections.value(peer); }
    bool startRequest(const QByteArray &client) { return take(m_requests, client); }
    void endRequest(const QByteArray &client) { release(m_requests, client); }

private:
    bool take(QHash<QByteArray, int> &counts, const QByteArray &k) const
    {
        int &n = counts[k];
        if (n >= m_max)
            return false;
        ++n;
        return true;
    }
    static void release(QHash<QByteArray, int> &counts, const QByteArray &k)
    {
        auto it = counts.find(k);
        if (it != counts.end() && --it.value() <= 0)
            counts.erase(it);
    }
    int m_max;
    QSet<QByteArray> m_proxies;
    QHash<QByteArray, int> m_connections;
    QHash<QByteArray, int> m_requests;
};

// Checks the framing of each request on socket before Qt HTTP Server reads
// it (requestframing.cpp, docs/intake.md "One parser per byte stream"); a
// child of socket. Connected to readyRead here, so before Qt HTTP Server's
// reader; followServerReads() once the server has connected its own.
QObject *frameRequests(QTcpSocket *socket, InFlightBudget *budget, ClientBook *clients, const QByteArray &peer,
                       std::function<void(int, const QString &, const QByteArray &)> refused);
void followServerReads(QObject *framing);
// The connection has a request (complete, or being answered): never closed for room.
bool hasRequest(QObject *framing);
// The connection has sent a byte (a partial request): closed for room after silent ones.
bool sentAnything(QObject *framing);

} // namespace rl::app
