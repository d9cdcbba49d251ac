// SPDX-License-Identifier: GPL-3.0-or-later
#include "guardedserver.h"
#include "requestframing.h"

#include <QPointer>
#include <QTimer>

#include <algorithm>
#include <functional>
#include <tuple>
#include <vector>

namespace rl::app {

namespace {

// Connections a hostile or broken client holds open cost a file descriptor
// each. Every connection must bring a complete request within IdleTimeoutMs
// of connecting or of its previous answer, or it is closed (a request being
// answered is never cut off). One client address holds at most its share
// (ClientBook). At most maxConnections are open at once: a new one beyond
// takes the place of another that has not brought a complete request (a
// head and all its body) — of the client holding the most, silent ones
// before partial ones, the oldest first; a connection with a complete
// request is never closed for room. Only when every connection has a
// request is the new one closed. Each request's framing is checked by
// RequestFraming before Qt HTTP Server reads it.
class GuardedTcpServer final : public QTcpServer
{
public:
    GuardedTcpServer(int idleTimeoutMs, int maxConnections, int maxPerClient, const QList<QHostAddress> &proxies,
                     std::function<void(int, const QString &, const QByteArray &)> refused,
                     std::function<void(const QString &)> closed, QObject *parent)
        : QTcpServer(parent)
        , m_idleTimeoutMs(idleTimeoutMs)
        , m_maxConnections(maxConnections)
        , m_refused(std::move(refused))
        , m_closed(std::move(closed))
        , m_clients(maxPerClient, proxies)
    {
        setListenBacklogSize(HttpService::ListenBacklog);
    }
    ~GuardedTcpServer() override
    {
        // The sockets (and their framing, which gives back to the budget) go first.
        qDeleteAll(findChildren<QTcpSocket *>(Qt::FindDirectChildrenOnly));
    }
    Q_DISABLE_COPY_MOVE(GuardedTcpServer)

protected:
    void incomingConnection(qintptr descriptor) override
    {
        auto *socket = new QTcpSocket(this);
        if (!socket->setSocketDescriptor(descriptor)) {
            delete socket;
            return;
        }
        // One client address holds at most its share; a declared proxy's
        // clients are limited per request instead (RequestFraming).
        const QByteArray peer = ClientBook::key(socket->peerAddress());
        const bool counted = !m_clients.isProxy(peer);
        if (counted && !m_clients.openConnection(peer)) {
            m_closed(QStringLiteral("per_client"));
            socket->abort();
            socket->deleteLater();
            return;
        }
        if (counted)
            connect(socket, &QObject::destroyed, this, [this, peer] { m_clients.closeConnection(peer); });
        if (!makeRoom()) {
            m_closed(QStringLiteral("full"));
            socket->abort();
            socket->deleteLater();
            return;
        }
        auto *idle = new QTimer(socket);
        idle->setObjectName(kIdleTimer);
        idle->setSingleShot(true);
        idle->setInterval(m_idleTimeoutMs);
        connect(idle, &QTimer::timeout, socket, &QTcpSocket::abort);
        // An answer written: the next request gets its own time.
        connect(socket, &QTcpSocket::bytesWritten, idle, qOverload<>(&QTimer::start));
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        idle->start();
        // Slots run in the order they were connected: the framing check
        // before Qt HTTP Server's reader, which addPendingConnection connects
        // (Qt 6.4: pendingConnectionAvailable is emitted from it, and the
        // server connects readyRead there), and its bookkeeping after.
        QObject *framing = frameRequests(socket, &m_budget, &m_clients, peer, m_refused);
        m_sockets.append({socket, framing, peer});
        addPendingConnection(socket);
        followServerReads(framing);
    }

private:
    struct Open
    {
        QPointer<QTcpSocket> socket;
        QObject *framing; // its RequestFraming (frameRequests), a child of the socket
        QByteArray peer;
    };

    bool makeRoom()
    {
        m_sockets.removeIf([](const Open &o) { return o.socket.isNull(); });
        if (m_sockets.size() < m_maxConnections)
            return true;
        // Those of the clients holding the most connections first; of one
        // client, silent ones before partial requests, the oldest first. One
        // look at every connection makes room for a batch, so that a stream of
        // new connections costs a scan per RoomBatch of them, not one each.
        struct Candidate
        {
            bool spoke;
            int held;
            qsizetype index;
        };
        std::vector<Candidate> candidates;
        for (qsizetype i = 0; i < m_sockets.size(); ++i) {
            const Open &o = m_sockets.at(i);
            if (o.socket->state() != QAbstractSocket::ConnectedState || hasRequest(o.framing))
                continue;
            candidates.push_back({sentAnything(o.framing), m_clients.connectionsOf(o.peer), i});
        }
        if (candidates.empty())
            return false;
        const auto first = [](const Candidate &a, const Candidate &b) {
            return std::tie(b.held, a.spoke, a.index) < std::tie(a.held, b.spoke, b.index);
        };
        const qsizetype batch = qMin<qsizetype>(qMax(1, m_maxConnections / RoomBatch), qsizetype(candidates.size()));
        std::partial_sort(candidates.begin(), candidates.begin() + batch, candidates.end(), first);
        std::vector<qsizetype> gone;
        for (qsizetype k = 0; k < batch; ++k)
            gone.push_back(candidates[size_t(k)].index);
        std::sort(gone.begin(), gone.end(), std::greater<>());
        for (const qsizetype i : gone) {
            QTcpSocket *s = m_sockets.at(i).socket;
            m_sockets.removeAt(i);
            s->abort();
            m_closed(QStringLiteral("room"));
        }
        return true;
    }

    static constexpr int RoomBatch = 32; // a batch is this share of the cap
    int m_idleTimeoutMs;
    int m_maxConnections;
    std::function<void(int, const QString &, const QByteArray &)> m_refused;
    std::function<void(const QString &)> m_closed;
    InFlightBudget m_budget;
    ClientBook m_clients;
    QList<Open> m_sockets; // open ones, oldest first
};

} // namespace

QTcpServer *guardedTcpServer(int idleTimeoutMs, int maxConnections, int maxPerClient, const QList<QHostAddress> &proxies,
                             std::function<void(int, const QString &, const QByteArray &)> refused,
                             std::function<void(const QString &)> closed, QObject *parent)
{
    return new GuardedTcpServer(idleTimeoutMs, maxConnections, maxPerClient, proxies, std::move(refused), std::move(closed), parent);
}

} // namespace rl::app
