// SPDX-License-Identifier: GPL-3.0-or-later
// The four provider emulations of the sandbox: each takes a request in its
// provider's own shape (paths, headers, status codes, error bodies, rate-limit
// headers, as docs/sandbox.md describes them) and hands the effect to the
// sandbox's one store (SandboxServer::create, lookup in sandboxserver.cpp).
#include "sandboxserver.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QTimer>
#include <QUrlQuery>

namespace rl::app {

void SandboxServer::handleSalesforce(const QHttpServerRequest &request, std::shared_ptr<PendingReply> reply)
{
    // /salesforce/services/data/<version>/sobjects/Task/<External ID field>/<value>:
    // PATCH upserts (201 created, 200 updated, 300 several), GET reads.
    const QStringList parts = request.url().path().split(QLatin1Char('/'));
    const QString method = methodName(request);
    if (!authorized(request, Api::Salesforce))
        return refuse(Api::Salesforce, request, reply, 401, QStringLiteral("INVALID_SESSION_ID"), QStringLiteral("Session expired or invalid"),
                      QStringLiteral("no token"));
    if (parts.size() != 9 || parts.at(5) != QLatin1String("sobjects") || parts.at(6) != QLatin1String("Task")
        || parts.at(7) != QLatin1String("Runledger_Reference__c"))
        return refuse(Api::Salesforce, request, reply, 404, QStringLiteral("NOT_FOUND"), QStringLiteral("The requested resource does not exist"),
                      QStringLiteral("unknown object or field"));
    const QString reference = QUrl::fromPercentEncoding(parts.at(8).toUtf8());
    QList<const Task *> matches;
    const qint64 t = m_monotonic.elapsed();
    for (const Task &task : m_tasks) {
        if (task.reference == reference && (method == QLatin1String("PATCH") || task.visibleAtMs <= t))
            matches.append(&task);
    }
    if (matches.size() > 1) {
        QJsonArray urls;
        for (const Task *m : matches)
            urls.append(QStringLiteral("/services/data/%1/sobjects/Task/%2").arg(parts.at(4), m->id));
        log(request, 300, QStringLiteral("several records"));
        return reply->raw(QJsonDocument(urls).toJson(QJsonDocument::Compact), QByteArrayLiteral("application/json"), 300);
    }
    if (method == QLatin1String("GET")) {
        if (matches.isEmpty())
            return refuse(Api::Salesforce, request, reply, 404, QStringLiteral("NOT_FOUND"),
                          QStringLiteral("Provided external ID field does not exist or is not accessible: ") + reference, QStringLiteral("lookup: none"));
        log(request, 200, QStringLiteral("lookup: found"));
        return reply->json(QJsonDocument(QJsonObject{{QStringLiteral("attributes"), QJsonObject{{QStringLiteral("type"), QStringLiteral("Task")}}},
                                                     {QStringLiteral("Id"), matches.first()->id}, {QStringLiteral("Subject"), matches.first()->subject},
                                                     {QStringLiteral("Runledger_Reference__c"), reference}}),
                           200);
    }
    if (method != QLatin1String("PATCH"))
        return refuse(Api::Salesforce, request, reply, 405, QStringLiteral("METHOD_NOT_ALLOWED"), QStringLiteral("HTTP Method not allowed"),
                      QStringLiteral("method"));
    QJsonParseError pe{};
    const QJsonDocument doc = QJsonDocument::fromJson(request.body(), &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject())
        return refuse(Api::Salesforce, request, reply, 400, QStringLiteral("JSON_PARSER_ERROR"), QStringLiteral("Unexpected character"),
                      QStringLiteral("malformed"));
    const QJsonObject o = doc.object();
    if (matches.size() == 1) {
        // The value exists: the upsert updates that record, never a second one.
        log(request, 200, QStringLiteral("upsert: updated"));
        return reply->json(QJsonDocument(QJsonObject{{QStringLiteral("id"), matches.first()->id}, {QStringLiteral("success"), true},
                                                     {QStringLiteral("errors"), QJsonArray{}}, {QStringLiteral("created"), false}}),
                           200);
    }
    // A unique External ID field makes a racing upsert of a new value fail; a
    // field not marked unique ("plain") lets both create.
    if (m_salesforceCreating.contains(reference) && !m_plain.value(CrmCreateTask))
        return refuse(Api::Salesforce, request, reply, 400, QStringLiteral("DUPLICATE_VALUE"),
                      QStringLiteral("duplicate value found: Runledger_Reference__c duplicates value on record with id: pending"),
                      QStringLiteral("concurrent upsert"));
    const QJsonObject params{{QStringLiteral("reference"), reference}, {QStringLiteral("subject"), o.value(QStringLiteral("Subject")).toString()},
                             {QStringLiteral("body"), o.value(QStringLiteral("Description")).toString()}};
    create(Api::Salesforce, CrmCreateTask, params, request, std::move(reply));
}

void SandboxServer::handlePostmark(const QHttpServerRequest &request, std::shared_ptr<PendingReply> reply)
{
    if (!authorized(request, Api::Postmark))
        return refuse(Api::Postmark, request, reply, 401, QStringLiteral("10"), QStringLiteral("Request does not contain a valid Server token."),
                      QStringLiteral("no token"));
    const QString path = request.url().path();
    if (path == QLatin1String("/postmark/messages/outbound") && methodName(request) == QLatin1String("GET")) {
        // Outbound message search by one metadata key; new messages show up after the settle time.
        const QUrlQuery query(request.url());
        const QString reference = query.queryItemValue(QStringLiteral("metadata_runledger_reference"), QUrl::FullyDecoded);
        QJsonArray messages;
        const qint64 t = m_monotonic.elapsed();
        for (const Message &m : m_messages) {
            if (!reference.isEmpty() && m.reference == reference && m.visibleAtMs <= t)
                messages.append(QJsonObject{{QStringLiteral("MessageID"), m.id}, {QStringLiteral("Status"), QStringLiteral("Sent")},
                                            {QStringLiteral("Subject"), m.subject},
                                            {QStringLiteral("Metadata"), QJsonObject{{QStringLiteral("runledger_reference"), m.reference}}}});
        }
        log(request, 200, QStringLiteral("search: %1").arg(messages.size()));
        return reply->json(QJsonDocument(QJsonObject{{QStringLiteral("TotalCount"), messages.size()}, {QStringLiteral("Messages"), messages}}), 200);
    }
    if (path != QLatin1String("/postmark/email") || methodName(request) != QLatin1String("POST"))
        return refuse(Api::Postmark, request, reply, 404, QStringLiteral("0"), QStringLiteral("Not found"), QStringLiteral("no such endpoint"));
    QJsonParseError pe{};
    const QJsonDocument doc = QJsonDocument::fromJson(request.body(), &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject())
        return refuse(Api::Postmark, request, reply, 422, QStringLiteral("402"), QStringLiteral("Received invalid JSON input."),
                      QStringLiteral("malformed"));
    const QJsonObject o = doc.object();
    if (!o.value(QStringLiteral("From")).toString().contains(QLatin1Char('@')))
        return refuse(Api::Postmark, request, reply, 422, QStringLiteral("300"), QStringLiteral("Invalid 'From' address."),
                      QStringLiteral("missing from"));
    const QJsonObject params{{QStringLiteral("reference"), o.value(QStringLiteral("Metadata")).toObject().value(QStringLiteral("runledger_reference")).toString()},
                             {QStringLiteral("to"), o.value(QStringLiteral("To")).toString()},
                             {QStringLiteral("subject"), o.value(QStringLiteral("Subject")).toString()},
                             {QStringLiteral("body"), o.value(QStringLiteral("TextBody")).toString()}};
    create(Api::Postmark, MailSend, params, request, std::move(reply));
}

bool SandboxServer::hubspotRateLimited(const QHttpServerRequest &request, std::shared_ptr<PendingReply> &reply, bool search)
{
    // Sliding windows, as HubSpot's per-token limits behave.
    const qint64 t = m_monotonic.elapsed();
    const auto trim = [t](QList<qint64> &calls, qint64 window) {
        calls.erase(std::remove_if(calls.begin(), calls.end(), [&](qint64 c) { return c <= t - window; }), calls.end());
    };
    trim(m_hubspotCalls, 10'000);
    trim(m_hubspotSearches, 1'000);
    const bool overSearch = search && m_options.hubspotSearchPerSecond > 0 && m_hubspotSearches.size() >= m_options.hubspotSearchPerSecond;
    const bool overBurst = m_options.hubspotBurstPer10s > 0 && m_hubspotCalls.size() >= m_options.hubspotBurstPer10s;
    if (!overSearch && !overBurst) {
        m_hubspotCalls.append(t);
        if (search)
            m_hubspotSearches.append(t);
        return false;
    }
    ++m_rateLimited;
    log(request, 429, overSearch ? QStringLiteral("search rate limit") : QStringLiteral("burst rate limit"));
    const QByteArray interval = overSearch ? QByteArrayLiteral("1000") : QByteArrayLiteral("10000");
    const QByteArray max = QByteArray::number(overSearch ? m_options.hubspotSearchPerSecond : m_options.hubspotBurstPer10s);
    reply->json(QJsonDocument(QJsonObject{{QStringLiteral("status"), QStringLiteral("error")},
                                          {QStringLiteral("message"), overSearch ? QStringLiteral("You have reached your secondly limit.")
                                                                                 : QStringLiteral("You have reached your ten secondly limit.")},
                                          {QStringLiteral("errorType"), QStringLiteral("RATE_LIMIT")},
                                          {QStringLiteral("policyName"), overSearch ? QStringLiteral("SECONDLY") : QStringLiteral("TEN_SECONDLY_ROLLING")}}),
                429,
                {{QByteArrayLiteral("X-HubSpot-RateLimit-Interval-Milliseconds"), interval},
                 {QByteArrayLiteral("X-HubSpot-RateLimit-Max"), max},
                 {QByteArrayLiteral("X-HubSpot-RateLimit-Remaining"), QByteArrayLiteral("0")}});
    return true;
}

void SandboxServer::handleHubSpot(const QHttpServerRequest &request, std::shared_ptr<PendingReply> reply)
{
    if (!authorized(request, Api::HubSpot))
        return refuse(Api::HubSpot, request, reply, 401, QStringLiteral("INVALID_AUTHENTICATION"),
                      QStringLiteral("Authentication credentials not found."), QStringLiteral("no token"));
    const QString path = request.url().path();
    const bool search = path == QLatin1String("/hubspot/crm/v3/objects/tasks/search");
    if ((!search && path != QLatin1String("/hubspot/crm/v3/objects/tasks")) || methodName(request) != QLatin1String("POST"))
        return refuse(Api::HubSpot, request, reply, 404, QStringLiteral("OBJECT_NOT_FOUND"), QStringLiteral("Not found"),
                      QStringLiteral("no such endpoint"));
    if (hubspotRateLimited(request, reply, search))
        return;
    QJsonParseError pe{};
    const QJsonDocument doc = QJsonDocument::fromJson(request.body(), &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject())
        return refuse(Api::HubSpot, request, reply, 400, QStringLiteral("VALIDATION_ERROR"), QStringLiteral("Invalid input JSON"),
                      QStringLiteral("malformed"));
    const QJsonObject o = doc.object();
    if (search) {
        // filterGroups[].filters[] with EQ on the reference property; new tasks
        // show up in the index only after the settle time.
        const QJsonObject filter = o.value(QStringLiteral("filterGroups")).toArray().at(0).toObject()
                                       .value(QStringLiteral("filters")).toArray().at(0).toObject();
        const QString value = filter.value(QStringLiteral("value")).toString();
        if (filter.value(QStringLiteral("propertyName")).toString() != QLatin1String("runledger_reference")
            || filter.value(QStringLiteral("operator")).toString() != QLatin1String("EQ") || value.isEmpty())
            return refuse(Api::HubSpot, request, reply, 400, QStringLiteral("VALIDATION_ERROR"),
                          QStringLiteral("There was a problem with the request."), QStringLiteral("bad search"));
        QJsonArray results;
        const qint64 t = m_monotonic.elapsed();
        for (const Task &task : m_tasks) {
            if (task.reference == value && task.visibleAtMs <= t)
                results.append(QJsonObject{{QStringLiteral("id"), task.id},
                                           {QStringLiteral("properties"), QJsonObject{{QStringLiteral("runledger_reference"), task.reference},
                                                                                      {QStringLiteral("hs_task_subject"), task.subject}}}});
        }
        log(request, 200, QStringLiteral("search: %1").arg(results.size()));
        return reply->json(QJsonDocument(QJsonObject{{QStringLiteral("total"), results.size()}, {QStringLiteral("results"), results}}), 200);
    }
    const QJsonObject properties = o.value(QStringLiteral("properties")).toObject();
    static const QStringList known{QStringLiteral("hs_timestamp"), QStringLiteral("hs_task_subject"), QStringLiteral("hs_task_body"),
                                   QStringLiteral("hs_task_status"), QStringLiteral("hs_task_priority"), QStringLiteral("hubspot_owner_id"),
                                   QStringLiteral("runledger_reference")};
    for (auto it = properties.begin(); it != properties.end(); ++it) {
        if (!known.contains(it.key()))
            return refuse(Api::HubSpot, request, reply, 400, QStringLiteral("VALIDATION_ERROR"),
                          QStringLiteral("Property values were not valid: %1 does not exist").arg(it.key()), QStringLiteral("unknown property"));
    }
    if (properties.value(QStringLiteral("hs_timestamp")).toString().isEmpty())
        return refuse(Api::HubSpot, request, reply, 400, QStringLiteral("VALIDATION_ERROR"), QStringLiteral("hs_timestamp is required"),
                      QStringLiteral("missing hs_timestamp"));
    const QJsonObject params{{QStringLiteral("reference"), properties.value(QStringLiteral("runledger_reference")).toString()},
                             {QStringLiteral("subject"), properties.value(QStringLiteral("hs_task_subject")).toString()},
                             {QStringLiteral("body"), properties.value(QStringLiteral("hs_task_body")).toString()}};
    create(Api::HubSpot, CrmCreateTask, params, request, std::move(reply));
}

void SandboxServer::handleResend(const QHttpServerRequest &request, std::shared_ptr<PendingReply> reply)
{
    // POST /emails as Resend documents it: a bearer token, to/from/subject/text,
    // our reference as a tag; the key in Idempotency-Key, kept 24 h.
    if (!authorized(request, Api::Resend))
        return refuse(Api::Resend, request, reply, 401, QStringLiteral("missing_api_key"), QStringLiteral("Missing API key in the authorization header."),
                      QStringLiteral("no token"));
    QJsonParseError pe{};
    const QJsonDocument doc = QJsonDocument::fromJson(request.body(), &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject())
        return refuse(Api::Resend, request, reply, 422, QStringLiteral("validation_error"), QStringLiteral("Invalid JSON body."),
                      QStringLiteral("malformed"));
    const QJsonObject o = doc.object();
    const QString key = QString::fromUtf8(header(request, QByteArrayLiteral("Idempotency-Key")));
    if (key.size() > 256)
        return refuse(Api::Resend, request, reply, 400, QStringLiteral("invalid_idempotency_key"),
                      QStringLiteral("The key must be between 1-256 chars."), QStringLiteral("key too long"));
    if (!o.value(QStringLiteral("from")).toString().contains(QLatin1Char('@')))
        return refuse(Api::Resend, request, reply, 422, QStringLiteral("validation_error"), QStringLiteral("Missing `from` field."),
                      QStringLiteral("missing from"));
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
    create(Api::Resend, MailSend, params, request, std::move(reply));
}

} // namespace rl::app
