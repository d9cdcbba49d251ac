// SPDX-License-Identifier: GPL-3.0-or-later
#include "httpservice.h"

#include <QJsonObject>
#include <QTcpServer>
#include <QTimer>

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
    m_responder.writeStatusLine(QHttpServerResponder::StatusCode(status));
    m_responder.writeHeader(QByteArrayLiteral("Content-Type"), contentType);
    m_responder.writeHeader(QByteArrayLiteral("Content-Length"), QByteArray::number(body.size()));
    for (const auto &[name, value] : extraHeaders)
        m_responder.writeHeader(name, value);
    m_responder.writeBody(body);
}

void PendingReply::json(const QJsonDocument &doc, int status, const QList<QPair<QByteArray, QByteArray>> &extraHeaders)
{
    raw(doc.toJson(QJsonDocument::Compact), QByteArrayLiteral("application/json"), status, extraHeaders);
}

namespace {
const QString kIdleTimer = QStringLiteral("runledger-idle");

// A complete request arrived: its answer may take as long as it takes; the
// idle time starts again once the answer is written.
void requestArrived(QTcpSocket *socket)
{
    if (auto *idle = socket ? socket->findChild<QTimer *>(kIdleTimer, Qt::FindDirectChildrenOnly) : nullptr)
        idle->stop();
}
} // namespace

HttpService::HttpService(QObject *parent)
    : QObject(parent)
{
#if QT_VERSION >= QT_VERSION_CHECK(6, 8, 0)
    m_server.setMissingHandler(this, [this](const QHttpServerRequest &request, QHttpServerResponder &responder) {
        requestArrived(responder.socket());
        handle(request, std::make_shared<PendingReply>(std::move(responder)));
    });
#else
    m_server.setMissingHandler([this](const QHttpServerRequest &request, QHttpServerResponder &&responder) {
        requestArrived(responder.socket());
        handle(request, std::make_shared<PendingReply>(std::move(responder)));
    });
#endif
}

HttpService::~HttpService() = default;

namespace {

// Connections a hostile or broken client holds open cost a file descriptor
// each. Every connection must bring a complete request within IdleTimeoutMs
// of connecting or of its previous answer, or it is closed (a request being
// answered is never cut off); at most MaxConnections are open at once, the
// ones beyond are closed at once. No HTTP is parsed here: Qt HTTP Server does
// that and tells us, by calling the handler, that a request is complete.
class GuardedTcpServer final : public QTcpServer
{
public:
    GuardedTcpServer(int idleTimeoutMs, int maxConnections, QObject *parent)
        : QTcpServer(parent)
        , m_idleTimeoutMs(idleTimeoutMs)
        , m_maxConnections(maxConnections)
    {
    }

protected:
    void incomingConnection(qintptr descriptor) override
    {
        auto *socket = new QTcpSocket(this);
        if (!socket->setSocketDescriptor(descriptor)) {
            delete socket;
            return;
        }
        if (m_open >= m_maxConnections) {
            socket->abort();
            socket->deleteLater();
            return;
        }
        ++m_open;
        auto *idle = new QTimer(socket);
        idle->setObjectName(kIdleTimer);
        idle->setSingleShot(true);
        idle->setInterval(m_idleTimeoutMs);
        connect(idle, &QTimer::timeout, socket, &QTcpSocket::abort);
        // An answer written: the next request gets its own time.
        connect(socket, &QTcpSocket::bytesWritten, idle, qOverload<>(&QTimer::start));
        connect(socket, &QObject::destroyed, this, [this] { --m_open; });
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        idle->start();
        addPendingConnection(socket);
    }

private:
    int m_idleTimeoutMs;
    int m_maxConnections;
    int m_open = 0;
};

} // namespace

quint16 HttpService::listen(const QHostAddress &address, quint16 port)
{
    auto *tcp = new GuardedTcpServer(IdleTimeoutMs, MaxConnections, this);
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

} // namespace rl::app
