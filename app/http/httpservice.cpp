// SPDX-License-Identifier: GPL-3.0-or-later
#include "httpservice.h"

#include <QJsonObject>
#include <QTcpServer>

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

HttpService::HttpService(QObject *parent)
    : QObject(parent)
{
#if QT_VERSION >= QT_VERSION_CHECK(6, 8, 0)
    m_server.setMissingHandler(this, [this](const QHttpServerRequest &request, QHttpServerResponder &responder) {
        handle(request, std::make_shared<PendingReply>(std::move(responder)));
    });
#else
    m_server.setMissingHandler([this](const QHttpServerRequest &request, QHttpServerResponder &&responder) {
        handle(request, std::make_shared<PendingReply>(std::move(responder)));
    });
#endif
}

HttpService::~HttpService() = default;

quint16 HttpService::listen(const QHostAddress &address, quint16 port)
{
#if QT_VERSION >= QT_VERSION_CHECK(6, 8, 0)
    auto *tcp = new QTcpServer(this);
    if (!tcp->listen(address, port) || !m_server.bind(tcp)) {
        delete tcp;
        return 0;
    }
    m_port = tcp->serverPort();
#else
    m_port = m_server.listen(address, port);
#endif
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
