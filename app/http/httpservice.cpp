// SPDX-License-Identifier: GPL-3.0-or-later
#include "httpservice.h"
#include "guardedserver.h"

#include <QHostAddress>

#include <QHash>
#include <QJsonObject>
#include <QSet>
#include <QTcpServer>
#include <QTimer>
#include <QUrl>

#include <algorithm>
#include <functional>
#include <tuple>
#include <vector>
#include <utility>

#ifdef Q_OS_UNIX
#include <sys/socket.h>
#endif

namespace rl::app {

PendingReply::PendingReply(QHttpServerResponder &&r)
    : m_responder(std::move(r))
    , m_socket(m_responder.socket())
{
}

bool PendingReply::connected() const
{
    return m_socket && m_socket->state() == QAbstractSocket::ConnectedState;
}

void PendingReply::raw(const QByteArray &body, const QByteArray &contentType, int status,
                       const QList<QPair<QByteArray, QByteArray>> &extraHeaders)
{
    if (m_done || !connected())
        return;
    m_done = true;
    const Persistence persistence = answerPersistence(m_socket);
    const qint64 unsentBefore = m_socket->bytesToWrite();
    m_responder.writeStatusLine(QHttpServerResponder::StatusCode(status));
    m_responder.writeHeader(QByteArrayLiteral("Content-Type"), contentType);
    m_responder.writeHeader(QByteArrayLiteral("Content-Length"), QByteArray::number(body.size()));
    // RFC 9112 §9.6: the last answer says so, and the connection is closed
    // once it is written; an HTTP/1.0 client that asked to keep it is told it is kept.
    if (persistence == Persistence::Close)
        m_responder.writeHeader(QByteArrayLiteral("Connection"), QByteArrayLiteral("close"));
    else if (persistence == Persistence::KeepAlive10)
        m_responder.writeHeader(QByteArrayLiteral("Connection"), QByteArrayLiteral("keep-alive"));
    for (const auto &[name, value] : extraHeaders)
        m_responder.writeHeader(name, value);
    m_responder.writeBody(body);
    answerQueued(m_socket, unsentBefore);
    if (m_answered)
        std::exchange(m_answered, {})(status);
}

void RequestMetrics::answered(const QString &route, int status, qint64 elapsedNs)
{
    ++m_requests[{route, status}];
    if (elapsedNs < 0)
        return;
    Latency &l = m_latency[route];
    const double seconds = double(elapsedNs) / 1e9;
    for (int i = 0; i < BucketCount; ++i) {
        if (seconds <= Buckets[i])
            ++l.buckets[i];
    }
    ++l.count;
    l.sumSeconds += seconds;
}

QByteArray RequestMetrics::exposition(const QByteArray &prefix) const
{
    // Label values are routes and numbers: nothing to escape.
    QByteArray out = "# HELP " + prefix + "_requests_total HTTP requests answered, by route and status (refusals included).\n"
        "# TYPE " + prefix + "_requests_total counter\n";
    for (auto it = m_requests.cbegin(); it != m_requests.cend(); ++it)
        out += prefix + "_requests_total{route=\"" + it.key().first.toUtf8() + "\",status=\"" + QByteArray::number(it.key().second)
            + "\"} " + QByteArray::number(it.value()) + '\n';
    const QByteArray h = prefix + "_request_duration_seconds";
    out += "# HELP " + h + " Time from a request's arrival to its answer, by route.\n# TYPE " + h + " histogram\n";
    for (auto it = m_latency.cbegin(); it != m_latency.cend(); ++it) {
        const QByteArray route = "route=\"" + it.key().toUtf8() + '"';
        for (int i = 0; i < BucketCount; ++i)
            out += h + "_bucket{" + route + ",le=\"" + QByteArray::number(Buckets[i], 'g', 6) + "\"} "
                + QByteArray::number(it->buckets[i]) + '\n';
        out += h + "_bucket{" + route + ",le=\"+Inf\"} " + QByteArray::number(it->count) + '\n';
        out += h + "_sum{" + route + "} " + QByteArray::number(it->sumSeconds, 'g', 12) + '\n';
        out += h + "_count{" + route + "} " + QByteArray::number(it->count) + '\n';
    }
    const QByteArray c = prefix + "_connections_closed_total";
    out += "# HELP " + c + " Connections refused at accept or closed for room, by reason (per_client, full, room).\n# TYPE " + c
        + " counter\n";
    for (const char *reason : {"per_client", "full", "room"})
        out += c + "{reason=\"" + reason + "\"} " + QByteArray::number(m_closed.value(QLatin1String(reason))) + '\n';
    return out;
}

void PendingReply::json(const QJsonDocument &doc, int status, const QList<QPair<QByteArray, QByteArray>> &extraHeaders)
{
    raw(doc.toJson(QJsonDocument::Compact), QByteArrayLiteral("application/json"), status, extraHeaders);
}


HttpService::HttpService(QObject *parent)
    : QObject(parent)
{
    const auto dispatch = [this](const QHttpServerRequest &request, QHttpServerResponder &&responder) {
        requestArrived(responder.socket());
        auto reply = std::make_shared<PendingReply>(std::move(responder));
        // Counted when answered, under its route, with the time it took.
        QElapsedTimer since;
        since.start();
        reply->onAnswered([this, route = routeOf(request.url().path()), since](int status) {
            m_metrics.answered(route, status, since.nsecsElapsed());
        });
        handle(request, std::move(reply));
    };
#if QT_VERSION >= QT_VERSION_CHECK(6, 8, 0)
    m_server.setMissingHandler(this, [dispatch](const QHttpServerRequest &request, QHttpServerResponder &responder) {
        dispatch(request, std::move(responder));
    });
#else
    m_server.setMissingHandler([dispatch](const QHttpServerRequest &request, QHttpServerResponder &&responder) {
        dispatch(request, std::move(responder));
    });
#endif
}

HttpService::~HttpService() = default;


quint16 HttpService::listen(const QHostAddress &address, quint16 port)
{
    QTcpServer *tcp = guardedTcpServer(
        IdleTimeoutMs, m_maxConnections, m_maxPerClient, m_trustedProxies,
        [this](int status, const QString &why, const QByteArray &target) {
            // Counted like any answer, without a latency: it was refused before it was read.
            m_metrics.answered(routeOf(QUrl::fromEncoded(target).path()), status, -1);
            framingRefused(status, why);
        },
        [this](const QString &reason) { m_metrics.connectionClosed(reason); }, this);
    if (!tcp->listen(address, port)) {
        delete tcp;
        return 0;
    }
    m_server.bind(tcp);
    m_port = tcp->serverPort();
    return m_port;
}

QByteArray HttpService::header(const QHttpServerRequest &request, const QByteArray &name)
{
    // Header names are case-insensitive (RFC 9110); do not rely on the server's storage.
    for (const auto &[key, value] : request.headers()) {
        if (key.compare(name, Qt::CaseInsensitive) == 0)
            return value;
    }
    return {};
}

QString HttpService::methodName(const QHttpServerRequest &request)
{
    switch (request.method()) {
    case QHttpServerRequest::Method::Get: return QStringLiteral("GET");
    case QHttpServerRequest::Method::Put: return QStringLiteral("PUT");
    case QHttpServerRequest::Method::Delete: return QStringLiteral("DELETE");
    case QHttpServerRequest::Method::Post: return QStringLiteral("POST");
    case QHttpServerRequest::Method::Head: return QStringLiteral("HEAD");
    case QHttpServerRequest::Method::Options: return QStringLiteral("OPTIONS");
    case QHttpServerRequest::Method::Patch: return QStringLiteral("PATCH");
    default: return QStringLiteral("OTHER");
    }
}

QJsonDocument HttpService::errorDocument(const QString &type, const QString &message, const QString &code)
{
    QJsonObject e{{QStringLiteral("type"), type}, {QStringLiteral("message"), message}};
    if (!code.isEmpty())
        e.insert(QStringLiteral("code"), code);
    return QJsonDocument(QJsonObject{{QStringLiteral("error"), e}});
}

bool parseListenAddress(const QString &text, QHostAddress *address, quint16 *port)
{
    const qsizetype colon = text.lastIndexOf(QLatin1Char(':'));
    if (colon <= 0)
        return false;
    QString host = text.left(colon);
    if (host.startsWith(QLatin1Char('[')) && host.endsWith(QLatin1Char(']')))
        host = host.mid(1, host.size() - 2);
    bool ok = false;
    const uint p = text.mid(colon + 1).toUInt(&ok);
    if (!ok || p > 65535 || !address->setAddress(host))
        return false;
    *port = quint16(p);
    return true;
}

} // namespace rl::app
