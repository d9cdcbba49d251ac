// SPDX-License-Identifier: GPL-3.0-or-later
// HubSpot's CRM v3 tasks, its search and its rate limits (docs/sandbox.md).
#include "emulations.h"

#include <QJsonArray>

#include <algorithm>

namespace rl::app {

bool HubSpotEmulation::rateLimited(const QHttpServerRequest &request, std::shared_ptr<PendingReply> &reply, bool search)
{
    // Sliding windows, as HubSpot's per-token limits behave.
    const qint64 t = m_sandbox.m_monotonic.elapsed();
    const auto trim = [t](QList<qint64> &calls, qint64 window) {
        calls.erase(std::remove_if(calls.begin(), calls.end(), [&](qint64 c) { return c <= t - window; }), calls.end());
    };
    trim(m_calls, 10'000);
    trim(m_searches, 1'000);
    const bool overSearch = search && m_sandbox.m_options.hubspotSearchPerSecond > 0 && m_searches.size() >= m_sandbox.m_options.hubspotSearchPerSecond;
    const bool overBurst = m_sandbox.m_options.hubspotBurstPer10s > 0 && m_calls.size() >= m_sandbox.m_options.hubspotBurstPer10s;
    if (!overSearch && !overBurst) {
        m_calls.append(t);
        if (search)
            m_searches.append(t);
        return false;
    }
    ++m_sandbox.m_rateLimited;
    m_sandbox.log(request, 429, overSearch ? QStringLiteral("search rate limit") : QStringLiteral("burst rate limit"));
    const QByteArray interval = overSearch ? QByteArrayLiteral("1000") : QByteArrayLiteral("10000");
    const QByteArray max = QByteArray::number(overSearch ? m_sandbox.m_options.hubspotSearchPerSecond : m_sandbox.m_options.hubspotBurstPer10s);
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

void HubSpotEmulation::handle(const QHttpServerRequest &request, std::shared_ptr<PendingReply> reply)
{
    if (!m_sandbox.authorized(request, SandboxServer::Api::HubSpot))
        return m_sandbox.refuse(SandboxServer::Api::HubSpot, request, reply, 401, QStringLiteral("INVALID_AUTHENTICATION"),
                      QStringLiteral("Authentication credentials not found."), QStringLiteral("no token"));
    const QString path = request.url().path();
    const bool search = path == QLatin1String("/hubspot/crm/v3/objects/tasks/search");
    if ((!search && path != QLatin1String("/hubspot/crm/v3/objects/tasks")) || HttpService::methodName(request) != QLatin1String("POST"))
        return m_sandbox.refuse(SandboxServer::Api::HubSpot, request, reply, 404, QStringLiteral("OBJECT_NOT_FOUND"), QStringLiteral("Not found"),
                      QStringLiteral("no such endpoint"));
    if (rateLimited(request, reply, search))
        return;
    QJsonParseError pe{};
    const QJsonDocument doc = QJsonDocument::fromJson(request.body(), &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject())
        return m_sandbox.refuse(SandboxServer::Api::HubSpot, request, reply, 400, QStringLiteral("VALIDATION_ERROR"), QStringLiteral("Invalid input JSON"),
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
            return m_sandbox.refuse(SandboxServer::Api::HubSpot, request, reply, 400, QStringLiteral("VALIDATION_ERROR"),
                          QStringLiteral("There was a problem with the request."), QStringLiteral("bad search"));
        // Paged as documented: `limit` (default 10, at most 200) results from
        // `after`; `paging.next.after` when more follow; `total` counts all.
        const int limit = o.value(QStringLiteral("limit")).toInt(10);
        if (limit < 1 || limit > 200) // refused, as HubSpot does, not cut down to 200
            return m_sandbox.refuse(SandboxServer::Api::HubSpot, request, reply, 400, QStringLiteral("VALIDATION_ERROR"),
                                    QStringLiteral("There was a problem with the request: limit must be from 1 to 200."),
                                    QStringLiteral("bad search limit"));
        const int after = std::max(0, o.value(QStringLiteral("after")).toString().toInt());
        QJsonArray results;
        int total = 0;
        const qint64 t = m_sandbox.m_monotonic.elapsed();
        for (const SandboxServer::Task &task : m_sandbox.m_tasks) {
            if (task.reference != value || task.visibleAtMs > t)
                continue;
            if (total++ < after || results.size() >= limit)
                continue;
            const QString at = task.createdAt.toString(Qt::ISODateWithMs);
            results.append(QJsonObject{{QStringLiteral("id"), task.id},
                                       {QStringLiteral("properties"), QJsonObject{{QStringLiteral("runledger_reference"), task.reference},
                                                                                  {QStringLiteral("hs_task_subject"), task.subject}}},
                                       {QStringLiteral("createdAt"), at}, {QStringLiteral("updatedAt"), at},
                                       {QStringLiteral("archived"), false}});
        }
        QJsonObject answer{{QStringLiteral("total"), total}, {QStringLiteral("results"), results}};
        if (after + results.size() < total)
            answer.insert(QStringLiteral("paging"),
                          QJsonObject{{QStringLiteral("next"), QJsonObject{{QStringLiteral("after"), QString::number(after + results.size())}}}});
        m_sandbox.log(request, 200, QStringLiteral("search: %1").arg(total));
        return reply->json(QJsonDocument(answer), 200);
    }
    const QJsonObject properties = o.value(QStringLiteral("properties")).toObject();
    static const QStringList known{QStringLiteral("hs_timestamp"), QStringLiteral("hs_task_subject"), QStringLiteral("hs_task_body"),
                                   QStringLiteral("hs_task_status"), QStringLiteral("hs_task_priority"), QStringLiteral("hubspot_owner_id"),
                                   QStringLiteral("runledger_reference")};
    for (auto it = properties.begin(); it != properties.end(); ++it) {
        if (!known.contains(it.key()))
            return m_sandbox.refuse(SandboxServer::Api::HubSpot, request, reply, 400, QStringLiteral("VALIDATION_ERROR"),
                          QStringLiteral("Property values were not valid: %1 does not exist").arg(it.key()), QStringLiteral("unknown property"));
    }
    if (properties.value(QStringLiteral("hs_timestamp")).toString().isEmpty())
        return m_sandbox.refuse(SandboxServer::Api::HubSpot, request, reply, 400, QStringLiteral("VALIDATION_ERROR"), QStringLiteral("hs_timestamp is required"),
                      QStringLiteral("missing hs_timestamp"));
    const QJsonObject params{{QStringLiteral("reference"), properties.value(QStringLiteral("runledger_reference")).toString()},
                             {QStringLiteral("subject"), properties.value(QStringLiteral("hs_task_subject")).toString()},
                             {QStringLiteral("body"), properties.value(QStringLiteral("hs_task_body")).toString()}};
    m_sandbox.create(SandboxServer::Api::HubSpot, SandboxServer::CrmCreateTask, params, request, std::move(reply));
}

} // namespace rl::app
