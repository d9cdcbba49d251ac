// SPDX-License-Identifier: GPL-3.0-or-later
// Resend's /emails and /domains (docs/sandbox.md).
#include "emulations.h"

#include <QJsonArray>

namespace rl::app {

bool ResendEmulation::answers(const QString &path, const QString &method) const
{
    return path == QLatin1String("/resend/emails") || (path == QLatin1String("/resend/domains") && method == QLatin1String("GET"));
}

void ResendEmulation::handle(const QHttpServerRequest &request, std::shared_ptr<PendingReply> reply)
{
    const QString method = HttpService::methodName(request);
    if (request.url().path() == QLatin1String("/resend/domains")) {
        // Read-only, as Resend's own: the connection test lists the (no) domains.
        if (HttpService::header(request, QByteArrayLiteral("Authorization")).isEmpty())
            return m_sandbox.refuse(SandboxServer::Api::Resend, request, reply, 401, QStringLiteral("missing_api_key"),
                                    QStringLiteral("Missing API key in the authorization header."), QStringLiteral("no token"));
        if (!m_sandbox.authorized(request, SandboxServer::Api::Resend))
            return m_sandbox.refuse(SandboxServer::Api::Resend, request, reply, 403, QStringLiteral("invalid_api_key"),
                                    QStringLiteral("API key is invalid."), QStringLiteral("wrong token"));
        m_sandbox.log(request, 200);
        return reply->json(QJsonDocument(QJsonObject{{QStringLiteral("object"), QStringLiteral("list")}, {QStringLiteral("data"), QJsonArray{}}}),
                           200);
    }
    if (method != QLatin1String("POST")) {
        m_sandbox.log(request, 405);
        return reply->json(HttpService::errorDocument(QStringLiteral("invalid_request_error"), QStringLiteral("method not allowed")), 405);
    }
    send(request, std::move(reply));
}

void ResendEmulation::send(const QHttpServerRequest &request, std::shared_ptr<PendingReply> reply)
{
    // POST /emails as Resend documents it: a bearer token, to/from/subject/text,
    // our reference as a tag; the key in Idempotency-Key, kept 24 h.
    // Its errors as https://resend.com/docs/api-reference/errors lists them
    // (tests/data/providers/resend.json): no key 401, a wrong one 403.
    if (HttpService::header(request, QByteArrayLiteral("Authorization")).isEmpty())
        return m_sandbox.refuse(SandboxServer::Api::Resend, request, reply, 401, QStringLiteral("missing_api_key"),
                                QStringLiteral("Missing API key in the authorization header."), QStringLiteral("no token"));
    if (!m_sandbox.authorized(request, SandboxServer::Api::Resend))
        return m_sandbox.refuse(SandboxServer::Api::Resend, request, reply, 403, QStringLiteral("invalid_api_key"),
                                QStringLiteral("API key is invalid."), QStringLiteral("wrong token"));
    QJsonParseError pe{};
    const QJsonDocument doc = QJsonDocument::fromJson(request.body(), &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject())
        return m_sandbox.refuse(SandboxServer::Api::Resend, request, reply, 400, QStringLiteral("validation_error"),
                                QStringLiteral("We found an error with one or more fields in the request."), QStringLiteral("malformed"));
    const QJsonObject o = doc.object();
    const QString key = QString::fromUtf8(HttpService::header(request, QByteArrayLiteral("Idempotency-Key")));
    if (key.size() > 256)
        return m_sandbox.refuse(SandboxServer::Api::Resend, request, reply, 400, QStringLiteral("invalid_idempotency_key"),
                      QStringLiteral("The key must be between 1-256 chars."), QStringLiteral("key too long"));
    if (o.value(QStringLiteral("from")).toString().trimmed().isEmpty())
        return m_sandbox.refuse(SandboxServer::Api::Resend, request, reply, 422, QStringLiteral("missing_required_field"),
                                QStringLiteral("The request body is missing one or more required fields."), QStringLiteral("missing from"));
    if (!o.value(QStringLiteral("from")).toString().contains(QLatin1Char('@')))
        return m_sandbox.refuse(SandboxServer::Api::Resend, request, reply, 422, QStringLiteral("invalid_from_address"),
                                QStringLiteral("Invalid `from` field."), QStringLiteral("invalid from"));
    QString reference;
    for (const QJsonValue &t : o.value(QStringLiteral("tags")).toArray()) {
        if (t[QStringLiteral("name")].toString() == QLatin1String("runledger_reference"))
            reference = t[QStringLiteral("value")].toString();
    }
    const QJsonValue to = o.value(QStringLiteral("to"));
    const QJsonObject params{{QStringLiteral("reference"), reference.isEmpty() ? key : reference},
                             {QStringLiteral("to"), to.isArray() ? to.toArray().at(0).toString() : to.toString()},
                             {QStringLiteral("subject"), o.value(QStringLiteral("subject")).toString()},
                             {QStringLiteral("body"), o.value(QStringLiteral("text")).toString()},
                             {QStringLiteral("from"), o.value(QStringLiteral("from")).toString()}};
    m_sandbox.create(SandboxServer::Api::Resend, SandboxServer::MailSend, params, request, std::move(reply));
}

} // namespace rl::app
