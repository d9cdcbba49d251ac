// SPDX-License-Identifier: GPL-3.0-or-later
// Salesforce's REST API for Tasks, upserted by an External ID field (docs/sandbox.md).
#include "emulations.h"

#include <QJsonArray>

namespace rl::app {

void SalesforceEmulation::handle(const QHttpServerRequest &request, std::shared_ptr<PendingReply> reply)
{
    // /salesforce/services/data/<version>/sobjects/Task/<External ID field>/<value>:
    // PATCH upserts (201 created, 200 updated, 300 several), GET reads.
    const QStringList parts = request.url().path().split(QLatin1Char('/'));
    const QString method = HttpService::methodName(request);
    if (!m_sandbox.authorized(request, SandboxServer::Api::Salesforce))
        return m_sandbox.refuse(SandboxServer::Api::Salesforce, request, reply, 401, QStringLiteral("INVALID_SESSION_ID"), QStringLiteral("Session expired or invalid"),
                      QStringLiteral("no token"));
    if (parts.size() != 9 || parts.at(5) != QLatin1String("sobjects") || parts.at(6) != QLatin1String("Task"))
        return m_sandbox.refuse(SandboxServer::Api::Salesforce, request, reply, 404, QStringLiteral("NOT_FOUND"), QStringLiteral("The requested resource does not exist"),
                      QStringLiteral("unknown object"));
    // Salesforce names a field that is not an External ID of the object.
    if (parts.at(7) != QLatin1String("Runledger_Reference__c"))
        return m_sandbox.refuse(SandboxServer::Api::Salesforce, request, reply, 404, QStringLiteral("NOT_FOUND"),
                      QStringLiteral("Provided external ID field does not exist or is not accessible: ") + parts.at(7), QStringLiteral("unknown field"));
    const QString reference = QUrl::fromPercentEncoding(parts.at(8).toUtf8());
    // A read by External ID is a direct read of the records, not a search of
    // an index: a record is found as soon as it was created (no settle lag).
    QList<const SandboxServer::Task *> matches;
    for (const SandboxServer::Task &task : m_sandbox.m_tasks) {
        if (task.reference == reference)
            matches.append(&task);
    }
    if (matches.size() > 1) {
        QJsonArray urls;
        for (const SandboxServer::Task *m : matches)
            urls.append(QStringLiteral("/services/data/%1/sobjects/Task/%2").arg(parts.at(4), m->id));
        m_sandbox.log(request, 300, QStringLiteral("several records"));
        return reply->raw(QJsonDocument(urls).toJson(QJsonDocument::Compact), QByteArrayLiteral("application/json"), 300);
    }
    if (method == QLatin1String("GET")) {
        if (matches.isEmpty())
            return m_sandbox.refuse(SandboxServer::Api::Salesforce, request, reply, 404, QStringLiteral("NOT_FOUND"),
                          QStringLiteral("The requested resource does not exist"), QStringLiteral("lookup: none"));
        m_sandbox.log(request, 200, QStringLiteral("lookup: found"));
        return reply->json(QJsonDocument(QJsonObject{{QStringLiteral("attributes"), QJsonObject{{QStringLiteral("type"), QStringLiteral("Task")}}},
                                                     {QStringLiteral("Id"), matches.first()->id}, {QStringLiteral("Subject"), matches.first()->subject},
                                                     {QStringLiteral("Runledger_Reference__c"), reference}}),
                           200);
    }
    if (method != QLatin1String("PATCH"))
        return m_sandbox.refuse(SandboxServer::Api::Salesforce, request, reply, 405, QStringLiteral("METHOD_NOT_ALLOWED"), QStringLiteral("HTTP Method not allowed"),
                      QStringLiteral("method"));
    QJsonParseError pe{};
    const QJsonDocument doc = QJsonDocument::fromJson(request.body(), &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject())
        return m_sandbox.refuse(SandboxServer::Api::Salesforce, request, reply, 400, QStringLiteral("JSON_PARSER_ERROR"), QStringLiteral("Unexpected character"),
                      QStringLiteral("malformed"));
    const QJsonObject o = doc.object();
    if (matches.size() == 1) {
        // The value exists: the upsert updates that record, never a second one.
        m_sandbox.log(request, 200, QStringLiteral("upsert: updated"));
        return reply->json(QJsonDocument(QJsonObject{{QStringLiteral("id"), matches.first()->id}, {QStringLiteral("success"), true},
                                                     {QStringLiteral("errors"), QJsonArray{}}, {QStringLiteral("created"), false}}),
                           200);
    }
    // A unique External ID field makes a racing upsert of a new value fail; a
    // field not marked unique ("plain") lets both create.
    if (m_sandbox.m_salesforceCreating.contains(reference) && !m_sandbox.m_plain.value(SandboxServer::CrmCreateTask))
        return m_sandbox.refuse(SandboxServer::Api::Salesforce, request, reply, 400, QStringLiteral("DUPLICATE_VALUE"),
                      QStringLiteral("duplicate value found: Runledger_Reference__c duplicates value on record with id: pending"),
                      QStringLiteral("concurrent upsert"));
    const QJsonObject params{{QStringLiteral("reference"), reference}, {QStringLiteral("subject"), o.value(QStringLiteral("Subject")).toString()},
                             {QStringLiteral("body"), o.value(QStringLiteral("Description")).toString()}};
    m_sandbox.create(SandboxServer::Api::Salesforce, SandboxServer::CrmCreateTask, params, request, std::move(reply));
}

} // namespace rl::app
