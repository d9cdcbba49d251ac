// SPDX-License-Identifier: GPL-3.0-or-later
// Postmark's /email and its outbound message search (docs/sandbox.md).
#include "emulations.h"

#include <QJsonArray>

namespace rl::app {

void PostmarkEmulation::handle(const QHttpServerRequest &request, std::shared_ptr<PendingReply> reply)
{
    if (!m_sandbox.authorized(request, SandboxServer::Api::Postmark))
        return m_sandbox.refuse(SandboxServer::Api::Postmark, request, reply, 401, QStringLiteral("10"), QStringLiteral("Request does not contain a valid Server token."),
                      QStringLiteral("no token"));
    const QString path = request.url().path();
    if (path == QLatin1String("/postmark/messages/outbound") && HttpService::methodName(request) == QLatin1String("GET")) {
        // Outbound message search by one metadata key; new messages show up after the settle time.
        const QUrlQuery query(request.url());
        const QString reference = query.queryItemValue(QStringLiteral("metadata_runledger_reference"), QUrl::FullyDecoded);
        // A search names its stream; without one Postmark searches every stream.
        const QString stream = query.queryItemValue(QStringLiteral("messagestream"), QUrl::FullyDecoded);
        QJsonArray messages;
        const qint64 t = m_sandbox.m_monotonic.elapsed();
        for (const SandboxServer::Message &m : m_sandbox.m_messages) {
            if (!reference.isEmpty() && m.reference == reference && m.visibleAtMs <= t && (stream.isEmpty() || m.stream == stream))
                messages.append(QJsonObject{{QStringLiteral("MessageID"), m.id}, {QStringLiteral("Status"), QStringLiteral("Sent")},
                                            {QStringLiteral("Subject"), m.subject},
                                            {QStringLiteral("Metadata"), QJsonObject{{QStringLiteral("runledger_reference"), m.reference}}}});
        }
        m_sandbox.log(request, 200, QStringLiteral("search: %1").arg(messages.size()));
        return reply->json(QJsonDocument(QJsonObject{{QStringLiteral("TotalCount"), messages.size()}, {QStringLiteral("Messages"), messages}}), 200);
    }
    if (path != QLatin1String("/postmark/email") || HttpService::methodName(request) != QLatin1String("POST"))
        return m_sandbox.refuse(SandboxServer::Api::Postmark, request, reply, 404, QStringLiteral("0"), QStringLiteral("Not found"), QStringLiteral("no such endpoint"));
    QJsonParseError pe{};
    const QJsonDocument doc = QJsonDocument::fromJson(request.body(), &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject())
        return m_sandbox.refuse(SandboxServer::Api::Postmark, request, reply, 422, QStringLiteral("402"), QStringLiteral("Received invalid JSON input."),
                      QStringLiteral("malformed"));
    const QJsonObject o = doc.object();
    if (!o.value(QStringLiteral("From")).toString().contains(QLatin1Char('@')))
        return m_sandbox.refuse(SandboxServer::Api::Postmark, request, reply, 422, QStringLiteral("300"), QStringLiteral("Invalid 'From' address."),
                      QStringLiteral("missing from"));
    // https://postmarkapp.com/developer/api/overview#error-codes: 300, a message needs a body.
    if (o.value(QStringLiteral("TextBody")).toString().isEmpty() && o.value(QStringLiteral("HtmlBody")).toString().isEmpty())
        return m_sandbox.refuse(SandboxServer::Api::Postmark, request, reply, 422, QStringLiteral("300"),
                                QStringLiteral("Provide either email TextBody or HtmlBody or both."), QStringLiteral("no body"));
    const QJsonObject params{{QStringLiteral("reference"), o.value(QStringLiteral("Metadata")).toObject().value(QStringLiteral("runledger_reference")).toString()},
                             {QStringLiteral("to"), o.value(QStringLiteral("To")).toString()},
                             {QStringLiteral("subject"), o.value(QStringLiteral("Subject")).toString()},
                             {QStringLiteral("body"), o.value(QStringLiteral("TextBody")).toString()},
                             {QStringLiteral("stream"), o.value(QStringLiteral("MessageStream")).toString(QStringLiteral("outbound"))}};
    m_sandbox.create(SandboxServer::Api::Postmark, SandboxServer::MailSend, params, request, std::move(reply));
}

} // namespace rl::app
