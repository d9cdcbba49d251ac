// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHostAddress>
#include <QHttpServer>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QJsonDocument>
#include <QObject>
#include <QPointer>
#include <QElapsedTimer>
#include <QMap>
#include <QTcpSocket>
#include <functional>
#include <memory>

namespace rl::app {

// HOST:PORT (an IPv6 host in brackets) as --listen takes it; false when it
// is not an address of this form.
bool parseListenAddress(const QString &text, QHostAddress *address, quint16 *port);

// Qt 6.8 hands a route's responder over by lvalue reference, 6.4 by rvalue;
// either way we move it out, so a reply can be sent later (or never).
#if QT_VERSION >= QT_VERSION_CHECK(6, 8, 0)
using ResponderParam = QHttpServerResponder &;
#else
using ResponderParam = QHttpServerResponder &&;
#endif

// Every answer a server gave, by route and status, and how long each took
// from its request's arrival (docs/intake.md, "Metrics"). Kept and read on
// the HTTP thread; routes are a small fixed set (HttpService::routeOf), never
// a path a client made up.
class RequestMetrics final
{
public:
    // Upper bounds of the latency histogram's buckets, in seconds.
    static constexpr double Buckets[] = {0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10};
    static constexpr int BucketCount = int(std::size(Buckets));
    // An answer; elapsedNs < 0: refused before the request was read (no latency).
    void answered(const QString &route, int status, qint64 elapsedNs);
    // In Prometheus's text format: <prefix>_requests_total{route,status} and
    // <prefix>_request_duration_seconds{route} (a histogram).
    // A connection closed or refused for what its client did, not for an
    // answer: "per_client" (over the limit per client address, at accept),
    // "full" (no room, at accept) or "room" (closed to make room for another).
    void connectionClosed(const QString &reason) { ++m_closed[reason]; }
    QByteArray exposition(const QByteArray &prefix) const;

private:
    QMap<QString, qint64> m_closed;
    struct Latency
    {
        qint64 buckets[BucketCount] = {};
        qint64 count = 0;
        double sumSeconds = 0;
    };
    QMap<std::pair<QString, int>, qint64> m_requests;
    QMap<QString, Latency> m_latency;
};

// A deferred reply. Writing after the client hung up is a no-op, never a crash:
// the responder keeps a raw socket pointer, so we watch the socket ourselves.
class PendingReply final
{
public:
    explicit PendingReply(QHttpServerResponder &&r);
    Q_DISABLE_COPY_MOVE(PendingReply)
    // Called with the status once the answer is written (on the HTTP thread).
    void onAnswered(std::function<void(int status)> f) { m_answered = std::move(f); }
    bool connected() const;
    void json(const QJsonDocument &doc, int status, const QList<QPair<QByteArray, QByteArray>> &extraHeaders = {});
    void raw(const QByteArray &body, const QByteArray &contentType, int status,
             const QList<QPair<QByteArray, QByteArray>> &extraHeaders = {});

private:
    QHttpServerResponder m_responder;
    QPointer<QTcpSocket> m_socket;
    bool m_done = false;
    std::function<void(int)> m_answered;
};

// One HTTP server with a single dispatcher: subclasses see every request
// (method, path, headers, raw body) and answer through a PendingReply.
class HttpService : public QObject
{
    Q_OBJECT
public:
    explicit HttpService(QObject *parent = nullptr);
    ~HttpService() override;
    Q_DISABLE_COPY_MOVE(HttpService)

    // A connection that brings no complete request within this time (of
    // connecting, or of its previous answer) is closed; at most
    // maxConnections() are open at once (DefaultMaxConnections unless set
    // before listen(); serve keeps it within its file descriptor limit).
    static constexpr int IdleTimeoutMs = 10'000;
    static constexpr int DefaultMaxConnections = 2048;
    void setMaxConnections(int n) { m_maxConnections = n; }
    int maxConnections() const { return m_maxConnections; }
    // Each request's framing is checked before Qt HTTP Server reads it, in a
    // grammar strict enough that the two cannot disagree: a header block over
    // MaxHeaderBytes or MaxHeaderLines fields is 431, a declared body over
    // MaxBodyBytes 413 (before the body is read), a folded line, a bare LF,
    // a control character, an invalid or repeated Content-Length 400, a
    // chunked body 411, and a request that would take the bytes in flight
    // of all connections past MaxBytesInFlight 503. Nothing beyond is read.
    static constexpr qsizetype MaxHeaderBytes = 64 * 1024;
    static constexpr int MaxHeaderLines = 100;
    static constexpr qsizetype MaxBodyBytes = 1024 * 1024;
    static constexpr qint64 MaxBytesInFlight = 64 * 1024 * 1024;
    // What one client can hold (docs/intake.md, "One client"). A request's
    // header block must be complete within HeaderDeadlineMs of its first
    // byte, and its body within BodyGraceMs plus its size at
    // MinBodyBytesPerSecond, or it is answered 408 and its connection closed.
    // At most maxPerClient() connections per client address (beyond: closed
    // at accept) and as many requests in flight per client (beyond: 429); a
    // declared proxy's connections are not limited, its clients are, by the
    // last address its X-Forwarded-For names. A connection whose unsent
    // answers pass MaxUnsentAnswerBytes is not read until they drain to half
    // (and closed if that takes over IdleTimeoutMs). At most
    // MaxBytesBeforeRequestLine empty-line bytes before a request line (400).
    static constexpr int HeaderDeadlineMs = 5'000;
    static constexpr int BodyGraceMs = 5'000;
    static constexpr qint64 MinBodyBytesPerSecond = 16 * 1024;
    static constexpr qint64 MaxUnsentAnswerBytes = 256 * 1024;
    static constexpr int MaxBytesBeforeRequestLine = 1024;
    static constexpr int DefaultMaxPerClient = 256;
    // Connections the kernel queues before serve accepts them: room for a
    // burst of reconnects without an honest one's SYN being dropped.
    static constexpr int ListenBacklog = 4096;
    void setMaxPerClient(int n) { m_maxPerClient = n; }
    int maxPerClient() const { return m_maxPerClient; }
    void setTrustedProxies(const QList<QHostAddress> &proxies) { m_trustedProxies = proxies; }

    // Returns the bound port, 0 on failure (port 0 picks a free one).
    quint16 listen(const QHostAddress &address, quint16 port);
    quint16 port() const { return m_port; }

    // What this server answered, by route and status (read on its thread).
    const RequestMetrics &requestMetrics() const { return m_metrics; }

    static QByteArray header(const QHttpServerRequest &request, const QByteArray &name);
    static QString methodName(const QHttpServerRequest &request);
    static QJsonDocument errorDocument(const QString &type, const QString &message, const QString &code = {});

protected:
    virtual void handle(const QHttpServerRequest &request, std::shared_ptr<PendingReply> reply) = 0;
    // A request refused for its framing, before any handler saw it.
    virtual void framingRefused(int status, const QString &why) { Q_UNUSED(status) Q_UNUSED(why) }
    // The route a path is counted under in requestMetrics(): one of a fixed
    // few, so that no client can add a series (default: "other").
    virtual QString routeOf(const QString &path) const
    {
        Q_UNUSED(path)
        return QStringLiteral("other");
    }

private:
    QHttpServer m_server;
    quint16 m_port = 0;
    int m_maxConnections = DefaultMaxConnections;
    int m_maxPerClient = DefaultMaxPerClient;
    QList<QHostAddress> m_trustedProxies;
    RequestMetrics m_metrics;
};

} // namespace rl::app
