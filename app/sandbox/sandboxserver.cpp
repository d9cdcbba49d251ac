// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandboxserver.h"

#include "emulations.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QTimer>
#include <QUrlQuery>

namespace rl::app {

namespace {
constexpr qsizetype kMaxBody = HttpService::MaxBodyBytes;

QJsonDocument jsonError(const QString &type, const QString &message, const QString &code = {})
{
    return HttpService::errorDocument(type, message, code);
}

bool isKnownEndpoint(const QString &e)
{
    return e == SandboxServer::CrmCreateTask || e == SandboxServer::MailSend || e == SandboxServer::VoucherCreate;
}
} // namespace

SandboxServer::SandboxServer(const Options &options, QObject *parent)
    : HttpService(parent)
    , m_options(options)
{
    m_monotonic.start();
    m_emulations.push_back(std::make_unique<SalesforceEmulation>(*this));
    m_emulations.push_back(std::make_unique<PostmarkEmulation>(*this));
    m_emulations.push_back(std::make_unique<HubSpotEmulation>(*this));
    m_emulations.push_back(std::make_unique<ResendEmulation>(*this));
    m_emulations.push_back(std::make_unique<ShopifyAdminEmulation>(*this));
    m_emulations.push_back(std::make_unique<StripeEmulation>(*this));
}

const SandboxServer::Voucher *SandboxServer::activeVoucher(const QString &code) const
{
    for (const Voucher &v : m_vouchers) {
        if (v.active && v.code.compare(code, Qt::CaseInsensitive) == 0)
            return &v;
    }
    return nullptr;
}

SandboxServer::~SandboxServer() = default;

QDateTime SandboxServer::now() const
{
    return QDateTime::currentDateTimeUtc().addSecs(m_clockOffsetSeconds);
}

int SandboxServer::effectCount(const QString &endpoint, const QString &reference) const
{
    const auto perRef = m_effects.value(endpoint);
    if (!reference.isEmpty())
        return perRef.value(reference);
    int total = 0;
    for (int n : perRef)
        total += n;
    return total;
}

void SandboxServer::log(const QHttpServerRequest &request, int status, const QString &note)
{
    if (!m_log)
        return;
    // One line per request; references and keys are opaque, bodies are never logged.
    m_log(QStringLiteral("%1 %2 %3%4").arg(methodName(request), request.url().path()).arg(status)
              .arg(note.isEmpty() ? QString() : QStringLiteral(" ") + note));
}

void SandboxServer::handle(const QHttpServerRequest &request, std::shared_ptr<PendingReply> reply)
{
    const QString path = request.url().path();
    const QString method = methodName(request);
    const auto answer = [&](const QJsonDocument &doc, int status, const QString &note = {}) {
        log(request, status, note);
        reply->json(doc, status);
    };
    if (request.body().size() > kMaxBody)
        return answer(jsonError(QStringLiteral("invalid_request_error"), QStringLiteral("body over 1 MiB")), 413);

    if (path == QLatin1String("/crm/tasks") || path == QLatin1String("/mail/messages")) {
        const QString endpoint = path == QLatin1String("/crm/tasks") ? CrmCreateTask : MailSend;
        if (method == QLatin1String("POST"))
            return handleCreate(endpoint, request, reply);
        if (method == QLatin1String("GET")) {
            const QString reference = request.query().queryItemValue(QStringLiteral("reference"), QUrl::FullyDecoded);
            if (reference.isEmpty())
                return answer(jsonError(QStringLiteral("invalid_request_error"), QStringLiteral("reference is required")), 400);
            return answer(QJsonDocument(lookup(endpoint, reference)), 200);
        }
        return answer(jsonError(QStringLiteral("invalid_request_error"), QStringLiteral("method not allowed")), 405);
    }
    // A task removed at the target, as a person does by hand to settle a
    // duplicate (the effects performed are still counted).
    if (path.startsWith(QLatin1String("/crm/tasks/")) && method == QLatin1String("DELETE")) {
        const QString id = path.mid(int(qstrlen("/crm/tasks/")));
        const qsizetype removed = m_tasks.removeIf([&](const Task &t) { return t.id == id; });
        if (removed == 0)
            return answer(jsonError(QStringLiteral("invalid_request_error"), QStringLiteral("no such task")), 404);
        log(request, 204, QStringLiteral("deleted ") + id);
        return reply->raw({}, QByteArrayLiteral("application/json"), 204);
    }
    for (const auto &emulation : m_emulations) {
        if (emulation->answers(path, method))
            return emulation->handle(request, reply);
    }
    if (path.startsWith(QLatin1String("/_sandbox/")) && !m_options.adminApi)
        return answer(jsonError(QStringLiteral("invalid_request_error"), QStringLiteral("not found")), 404);
    if (path == QLatin1String("/_sandbox/effects") && method == QLatin1String("GET"))
        return answer(QJsonDocument(effectsJson()), 200);

    if (path.startsWith(QLatin1String("/_sandbox/"))) {
        QJsonParseError pe{};
        const QJsonDocument doc = QJsonDocument::fromJson(request.body(), &pe);
        const bool needsBody = path != QLatin1String("/_sandbox/reset");
        if (needsBody && (pe.error != QJsonParseError::NoError || !doc.isObject()))
            return answer(jsonError(QStringLiteral("invalid_request_error"), QStringLiteral("a JSON object is required")), 400);
        const QJsonObject o = doc.object();
        if (path == QLatin1String("/_sandbox/faults") && method == QLatin1String("PUT")) {
            for (auto it = o.begin(); it != o.end(); ++it) {
                const QJsonObject f = it.value().toObject();
                const QString mode = f.value(QStringLiteral("mode")).toString(QStringLiteral("none"));
                static const QStringList modes{QStringLiteral("none"), QStringLiteral("lose_response"), QStringLiteral("fail_before"),
                                               QStringLiteral("delay"), QStringLiteral("error_500")};
                if (!isKnownEndpoint(it.key()) || !modes.contains(mode))
                    return answer(jsonError(QStringLiteral("invalid_request_error"),
                                            QStringLiteral("unknown endpoint or mode: %1").arg(it.key())), 400);
                m_faults.insert(it.key(), Fault{mode, f.value(QStringLiteral("count")).toInt(1),
                                                f.value(QStringLiteral("delay_ms")).toInt(0)});
            }
            return answer(QJsonDocument(QJsonObject{{QStringLiteral("ok"), true}}), 200);
        }
        if (path == QLatin1String("/_sandbox/capabilities") && method == QLatin1String("PUT")) {
            for (auto it = o.begin(); it != o.end(); ++it) {
                const QString v = it.value().toString();
                if (!isKnownEndpoint(it.key()) || (v != QLatin1String("idempotent") && v != QLatin1String("plain")))
                    return answer(jsonError(QStringLiteral("invalid_request_error"),
                                            QStringLiteral("unknown endpoint or capability: %1").arg(it.key())), 400);
                m_plain.insert(it.key(), v == QLatin1String("plain"));
            }
            return answer(QJsonDocument(QJsonObject{{QStringLiteral("ok"), true}}), 200);
        }
        if (path == QLatin1String("/_sandbox/clock") && method == QLatin1String("POST")) {
            const QJsonValue v = o.value(QStringLiteral("advance_seconds"));
            if (!v.isDouble() || v.toDouble() < 0)
                return answer(jsonError(QStringLiteral("invalid_request_error"), QStringLiteral("advance_seconds must be a number ≥ 0")), 400);
            m_clockOffsetSeconds += qint64(v.toDouble());
            return answer(QJsonDocument(QJsonObject{{QStringLiteral("now"), now().toString(Qt::ISODateWithMs)}}), 200);
        }
        if (path == QLatin1String("/_sandbox/reset") && method == QLatin1String("POST")) {
            m_faults.clear();
            m_plain.clear();
            m_keys.clear();
            m_tasks.clear();
            m_messages.clear();
            m_vouchers.clear();
            m_effects.clear();
            m_lost.clear();
            m_salesforceCreating.clear();
            for (const auto &emulation : m_emulations)
                emulation->reset();
            m_rateLimited = 0;
            m_clockOffsetSeconds = 0;
            return answer(QJsonDocument(QJsonObject{{QStringLiteral("ok"), true}}), 200);
        }
    }
    return answer(jsonError(QStringLiteral("invalid_request_error"), QStringLiteral("no such endpoint")), 404);
}

void SandboxServer::pruneKeys()
{
    const QDateTime cutoff = now().addSecs(-m_options.retentionSeconds);
    for (auto it = m_keys.begin(); it != m_keys.end();) {
        if (!it->inProgress && it->createdAt <= cutoff)
            it = m_keys.erase(it);
        else
            ++it;
    }
}

SandboxServer::Fault SandboxServer::takeFault(const QString &endpoint)
{
    auto it = m_faults.find(endpoint);
    if (it == m_faults.end() || it->mode == QLatin1String("none") || it->count <= 0)
        return {};
    Fault f = *it;
    if (--it->count <= 0)
        m_faults.erase(it);
    return f;
}

void SandboxServer::refuse(Api api, const QHttpServerRequest &request, std::shared_ptr<PendingReply> reply, int status,
                           const QString &name, const QString &message, const QString &note)
{
    log(request, status, note);
    if (api == Api::Shopify) // GraphQL's errors (THROTTLED with HTTP 200), or the token's 401
        return reply->raw(ShopifyAdminEmulation::errorBody(*this, status, name, message), QByteArrayLiteral("application/json"), status);
    if (api == Api::Stripe) { // Stripe's: {"error": {"type", "code", "message"}}
        static const QStringList types{QStringLiteral("idempotency_error"), QStringLiteral("invalid_request_error"),
                                       QStringLiteral("api_error"), QStringLiteral("card_error")};
        return reply->json(types.contains(name) ? jsonError(name, message) : jsonError(QStringLiteral("invalid_request_error"), message, name),
                           status);
    }
    if (api == Api::Salesforce) // Salesforce's: [{"message", "errorCode"}]
        return reply->raw(QJsonDocument(QJsonArray{QJsonObject{{QStringLiteral("message"), message}, {QStringLiteral("errorCode"), name}}})
                              .toJson(QJsonDocument::Compact),
                          QByteArrayLiteral("application/json"), status);
    // HubSpot's: {"status": "error", "message", "category"}; its 429 names the
    // limit instead: {"errorType": "RATE_LIMIT", "policyName"}, with the limit's headers.
    if (api == Api::HubSpot)
        return reply->json(QJsonDocument(status == 429 ? QJsonObject{{QStringLiteral("status"), QStringLiteral("error")},
                                                                     {QStringLiteral("message"), message},
                                                                     {QStringLiteral("errorType"), name},
                                                                     {QStringLiteral("policyName"), QStringLiteral("TEN_SECONDLY_ROLLING")}}
                                                       : QJsonObject{{QStringLiteral("status"), QStringLiteral("error")},
                                                                     {QStringLiteral("message"), message},
                                                                     {QStringLiteral("category"), name}}),
                           status,
                           status == 429 ? QList<std::pair<QByteArray, QByteArray>>{
                               {QByteArrayLiteral("X-HubSpot-RateLimit-Interval-Milliseconds"), QByteArrayLiteral("10000")},
                               {QByteArrayLiteral("X-HubSpot-RateLimit-Max"), QByteArrayLiteral("100")},
                               {QByteArrayLiteral("X-HubSpot-RateLimit-Remaining"), QByteArrayLiteral("0")}}
                                         : QList<std::pair<QByteArray, QByteArray>>{});
    if (api == Api::Postmark) // Postmark's: {"ErrorCode", "Message"}
        return reply->json(QJsonDocument(QJsonObject{{QStringLiteral("ErrorCode"), name.toInt()}, {QStringLiteral("Message"), message}}), status);
    if (api == Api::Resend) // Resend's error body: {"statusCode", "name", "message"}; its 429 says when to come back
        return reply->json(QJsonDocument(QJsonObject{{QStringLiteral("statusCode"), status}, {QStringLiteral("name"), name},
                                                     {QStringLiteral("message"), message}}),
                           status,
                           status == 429 ? QList<std::pair<QByteArray, QByteArray>>{{QByteArrayLiteral("retry-after"), QByteArrayLiteral("1")},
                                                                                     {QByteArrayLiteral("ratelimit-limit"), QByteArrayLiteral("2")},
                                                                                     {QByteArrayLiteral("ratelimit-remaining"), QByteArrayLiteral("0")},
                                                                                     {QByteArrayLiteral("ratelimit-reset"), QByteArrayLiteral("1")}}
                                         : QList<std::pair<QByteArray, QByteArray>>{});
    reply->json(jsonError(name, message), status);
}

void SandboxServer::handleCreate(const QString &endpoint, const QHttpServerRequest &request, std::shared_ptr<PendingReply> reply)
{
    QJsonParseError pe{};
    const QJsonDocument doc = QJsonDocument::fromJson(request.body(), &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
        log(request, 400, QStringLiteral("malformed"));
        return reply->json(jsonError(QStringLiteral("invalid_request_error"), QStringLiteral("body is not a JSON object")), 400);
    }
    create(Api::Sandbox, endpoint, doc.object(), request, std::move(reply));
}

bool SandboxServer::authorized(const QHttpServerRequest &request, Api api) const
{
    if (api == Api::Postmark)
        return header(request, QByteArrayLiteral("X-Postmark-Server-Token")) == m_options.apiToken;
    if (api == Api::Shopify)
        return header(request, QByteArrayLiteral("X-Shopify-Access-Token")) == m_options.apiToken;
    return header(request, QByteArrayLiteral("Authorization")) == QByteArrayLiteral("Bearer ") + m_options.apiToken;
}

void SandboxServer::create(Api api, const QString &endpoint, const QJsonObject &params, const QHttpServerRequest &request,
                           std::shared_ptr<PendingReply> reply)
{
    const bool resend = api == Api::Resend;
    // Validation happens before execution begins, so its failures are not stored under the key.
    QStringList required{QStringLiteral("reference"), QStringLiteral("subject")};
    if (endpoint == MailSend)
        required << QStringLiteral("to");
    if (endpoint == VoucherCreate) // someone else's code carries no reference of ours
        required = QStringList{QStringLiteral("code")};
    for (const QString &field : required) {
        if (params.value(field).toString().trimmed().isEmpty())
            return refuse(api, request, reply, api == Api::Salesforce ? 400 : 422,
                          api == Api::Salesforce ? QStringLiteral("REQUIRED_FIELD_MISSING")
                          : api == Api::Postmark ? QStringLiteral("300")
                          : api == Api::Resend   ? QStringLiteral("missing_required_field")
                                                 : QStringLiteral("validation_error"),
                          QStringLiteral("%1 is required").arg(field), QStringLiteral("missing ") + field);
    }

    pruneKeys();
    QString key = QString::fromUtf8(header(request, QByteArrayLiteral("Idempotency-Key")));
    if (m_plain.value(endpoint))
        key.clear(); // a target without idempotency ignores the header
    const QString fingerprint = (resend ? QStringLiteral("resend ") : api == Api::Stripe ? QStringLiteral("stripe ") : QString()) + endpoint + QLatin1Char(' ')
        + QString::fromLatin1(QCryptographicHash::hash(QJsonDocument(params).toJson(QJsonDocument::Compact),
                                                       QCryptographicHash::Sha256).toHex());
    if (!key.isEmpty()) {
        auto it = m_keys.find(key);
        if (it != m_keys.end()) {
            if (it->fingerprint != fingerprint)
                return resend ? refuse(api, request, reply, 409, QStringLiteral("invalid_idempotent_request"),
                                       QStringLiteral("Same idempotency key used with a different request payload."),
                                       QStringLiteral("idempotency key reused with other parameters"))
                              : refuse(api, request, reply, 400, QStringLiteral("idempotency_error"),
                                       QStringLiteral("Keys for idempotent requests can only be used with the same parameters they were first used with."),
                                       QStringLiteral("idempotency key reused with other parameters"));
            if (it->inProgress) {
                if (resend)
                    return refuse(api, request, reply, 409, QStringLiteral("concurrent_idempotent_requests"),
                                  QStringLiteral("Same idempotency key used while original request is still in progress."),
                                  QStringLiteral("idempotency key in use"));
                log(request, 409, QStringLiteral("idempotency key in use"));
                return reply->json(jsonError(QStringLiteral("idempotency_error"),
                                             QStringLiteral("There is currently another in-progress request using this Idempotent Key."),
                                             QStringLiteral("idempotency_key_in_use")), 409);
            }
            log(request, it->status, QStringLiteral("replayed"));
            // Resend answers a replay exactly as the first time; the sandbox marks it.
            return reply->raw(it->body, QByteArrayLiteral("application/json"), it->status,
                              resend ? QList<std::pair<QByteArray, QByteArray>>{}
                                     : QList<std::pair<QByteArray, QByteArray>>{{QByteArrayLiteral("Idempotent-Replayed"), QByteArrayLiteral("true")}});
        }
    }

    // Lets a test prove the bytes sent are exactly the approved content.
    const QString bodyHash = QString::fromLatin1(QCryptographicHash::hash(request.body(), QCryptographicHash::Sha256).toHex());
    const Fault fault = takeFault(endpoint);
    if (fault.mode == QLatin1String("fail_before")) {
        // Nothing began executing: nothing is stored under the key either.
        if (api == Api::Salesforce)
            return refuse(api, request, reply, 403, QStringLiteral("REQUEST_LIMIT_EXCEEDED"),
                          QStringLiteral("TotalRequests Limit exceeded."), QStringLiteral("fault fail_before"));
        if (api == Api::Postmark || api == Api::HubSpot)
            return refuse(api, request, reply, 429, api == Api::HubSpot ? QStringLiteral("RATE_LIMIT") : QStringLiteral("429"),
                          QStringLiteral("Rate limit exceeded; nothing was done."), QStringLiteral("fault fail_before"));
        if (resend)
            return refuse(api, request, reply, 429, QStringLiteral("rate_limit_exceeded"),
                          QStringLiteral("Too many requests; nothing was sent."), QStringLiteral("fault fail_before"));
        if (api == Api::Stripe)
            return refuse(api, request, reply, 429, QStringLiteral("rate_limit"),
                          QStringLiteral("Too many requests hit the API too quickly."), QStringLiteral("fault fail_before"));
        if (api == Api::Shopify) // the cost bucket is empty: THROTTLED, nothing was done
            return refuse(api, request, reply, 200, QStringLiteral("THROTTLED"), QStringLiteral("Throttled"), QStringLiteral("fault fail_before"));
        log(request, 503, QStringLiteral("fault fail_before"));
        return reply->json(jsonError(QStringLiteral("api_error"), QStringLiteral("temporarily unavailable; nothing was done")), 503);
    }
    if (!key.isEmpty())
        m_keys.insert(key, StoredKey{fingerprint, now(), true, 0, {}});
    if (api == Api::Salesforce)
        m_salesforceCreating.insert(params.value(QStringLiteral("reference")).toString());
    if (fault.mode == QLatin1String("delay")) {
        // The key stays "in progress" while we wait: a concurrent request with it gets 409.
        QTimer::singleShot(fault.delayMs, this, [this, api, endpoint, params, bodyHash, key, reply] {
            execute(api, endpoint, params, bodyHash, key, Fault{}, reply);
        });
        return;
    }
    execute(api, endpoint, params, bodyHash, key, fault, reply);
}

void SandboxServer::execute(Api api, const QString &endpoint, const QJsonObject &params, const QString &requestSha256,
                            const QString &key, const Fault &fault, std::shared_ptr<PendingReply> reply)
{
    const QString reference = params.value(QStringLiteral("reference")).toString();
    QJsonObject result;
    int status = 0;
    if (endpoint == VoucherCreate) {
        // A code is unique among the active ones: a second create with it is
        // refused and creates nothing (Shopify: userErrors TAKEN; Stripe: 400).
        const QString code = params.value(QStringLiteral("code")).toString();
        if (activeVoucher(code)) {
            const QByteArray body = api == Api::Shopify ? ShopifyAdminEmulation::takenBody(*this)
                                                        : jsonError(QStringLiteral("invalid_request_error"),
                                                                    QStringLiteral("An active promotion code with `code: %1` already exists.").arg(code),
                                                                    QStringLiteral("resource_already_exists"))
                                                              .toJson(QJsonDocument::Compact);
            const int takenStatus = api == Api::Shopify ? 200 : 400;
            finish(key, takenStatus, body);
            logEffect(endpoint, takenStatus, QStringLiteral("code taken: nothing created"));
            return reply->raw(body, QByteArrayLiteral("application/json"), takenStatus);
        }
        Voucher v;
        v.stripe = api == Api::Stripe;
        v.id = v.stripe ? QStringLiteral("promo_%1").arg(m_nextId++, 10, 10, QLatin1Char('0'))
                        : QStringLiteral("gid://shopify/DiscountCodeNode/%1").arg(1'000'000'000LL + qint64(m_nextId++));
        v.code = code;
        v.reference = reference;
        v.amount = params.value(QStringLiteral("amount")).toString();
        v.currency = params.value(QStringLiteral("currency")).toString();
        v.title = params.value(QStringLiteral("title")).toString();
        v.coupon = params.value(QStringLiteral("coupon")).toString();
        v.usageLimit = params.value(QStringLiteral("usage_limit")).toInt();
        v.requestSha256 = requestSha256;
        v.createdAt = now();
        m_vouchers.append(v);
        result = v.stripe ? StripeEmulation::promotionCode(*this, v) : ShopifyAdminEmulation::createdBody(*this, v);
        status = 200;
    } else if (endpoint == CrmCreateTask) {
        Task t{QStringLiteral("task_%1").arg(m_nextId++, 6, 10, QLatin1Char('0')), reference,
               params.value(QStringLiteral("subject")).toString(), params.value(QStringLiteral("body")).toString(),
               requestSha256, now(), m_monotonic.elapsed() + m_options.settleMs};
        if (api == Api::HubSpot) {
            t.id = QString::number(90'000'000'000LL + qint64(m_nextId - 1));
            result = {{QStringLiteral("id"), t.id}, {QStringLiteral("archived"), false},
                      {QStringLiteral("createdAt"), t.createdAt.toString(Qt::ISODateWithMs)},
                      {QStringLiteral("updatedAt"), t.createdAt.toString(Qt::ISODateWithMs)},
                      {QStringLiteral("properties"), QJsonObject{{QStringLiteral("runledger_reference"), t.reference},
                                                                 {QStringLiteral("hs_task_subject"), t.subject}}}};
        } else if (api == Api::Salesforce) {
            t.id = QStringLiteral("00T%1").arg(m_nextId - 1, 15, 10, QLatin1Char('0'));
            m_salesforceCreating.remove(reference);
            result = {{QStringLiteral("id"), t.id}, {QStringLiteral("success"), true}, {QStringLiteral("errors"), QJsonArray{}},
                      {QStringLiteral("created"), true}};
        } else {
            result = {{QStringLiteral("id"), t.id}, {QStringLiteral("reference"), t.reference}, {QStringLiteral("subject"), t.subject}};
        }
        m_tasks.append(t);
        status = 201;
    } else {
        Message m{QStringLiteral("msg_%1").arg(m_nextId++, 6, 10, QLatin1Char('0')), reference,
                  params.value(QStringLiteral("to")).toString(), params.value(QStringLiteral("subject")).toString(),
                  params.value(QStringLiteral("body")).toString(), requestSha256, now(),
                  api == Api::Postmark ? m_monotonic.elapsed() + m_options.settleMs : 0,
                  params.value(QStringLiteral("stream")).toString(QStringLiteral("outbound"))};
        m_messages.append(m);
        // Resend answers 200 {"id"}; Postmark 200 {"MessageID", "ErrorCode": 0}; the sandbox 202 {"id", "status"}.
        if (api == Api::Postmark)
            result = {{QStringLiteral("To"), m.to}, {QStringLiteral("SubmittedAt"), m.acceptedAt.toString(Qt::ISODateWithMs)},
                      {QStringLiteral("MessageID"), m.id}, {QStringLiteral("ErrorCode"), 0}, {QStringLiteral("Message"), QStringLiteral("OK")}};
        else if (api == Api::Resend)
            result = {{QStringLiteral("id"), m.id}};
        else
            result = {{QStringLiteral("id"), m.id}, {QStringLiteral("status"), QStringLiteral("accepted")}};
        status = api == Api::Sandbox ? 202 : 200;
    }
    ++m_effects[endpoint][reference];

    if (fault.mode == QLatin1String("error_500")) {
        // The effect happened; the answer says otherwise. Stripe stores 5xx answers too.
        const QByteArray body = api == Api::Shopify
            ? QByteArrayLiteral("{\"errors\":\"Internal Server Error\"}")
            : api == Api::Resend
            ? QJsonDocument(QJsonObject{{QStringLiteral("statusCode"), 500}, {QStringLiteral("name"), QStringLiteral("internal_server_error")},
                                        {QStringLiteral("message"), QStringLiteral("An unexpected error occurred.")}})
                  .toJson(QJsonDocument::Compact)
            : jsonError(QStringLiteral("api_error"), QStringLiteral("internal error")).toJson(QJsonDocument::Compact);
        finish(key, 500, body);
        logEffect(endpoint, 500, QStringLiteral("fault error_500: effect performed"));
        return reply->raw(body, QByteArrayLiteral("application/json"), 500);
    }
    const QByteArray body = QJsonDocument(result).toJson(QJsonDocument::Compact);
    finish(key, status, body);
    if (fault.mode == QLatin1String("lose_response")) {
        // Performed, then silence: keep the connection open until the client gives up.
        logEffect(endpoint, 0, QStringLiteral("fault lose_response: effect performed, no answer"));
        m_lost.erase(std::remove_if(m_lost.begin(), m_lost.end(), [](const auto &r) { return !r->connected(); }), m_lost.end());
        m_lost.append(reply);
        return;
    }
    logEffect(endpoint, status, QStringLiteral("effect performed"));
    reply->raw(body, QByteArrayLiteral("application/json"), status);
}

void SandboxServer::logEffect(const QString &endpoint, int status, const QString &note)
{
    if (m_log)
        m_log(QStringLiteral("POST %1 %2 %3").arg(endpoint == CrmCreateTask ? QStringLiteral("/crm/tasks")
                                                  : endpoint == VoucherCreate ? QStringLiteral("(voucher)")
                                                                              : QStringLiteral("/mail/messages"),
                                                 status ? QString::number(status) : QStringLiteral("-"), note));
}

void SandboxServer::finish(const QString &key, int status, const QByteArray &body)
{
    if (key.isEmpty())
        return;
    auto it = m_keys.find(key);
    if (it == m_keys.end())
        return;
    it->inProgress = false;
    it->status = status;
    it->body = body;
}

QJsonObject SandboxServer::lookup(const QString &endpoint, const QString &reference) const
{
    QJsonArray results;
    if (endpoint == CrmCreateTask) {
        const qint64 t = m_monotonic.elapsed();
        for (const Task &task : m_tasks) {
            // Search indexes lag: a task shows up only after the settle time.
            if (task.reference == reference && task.visibleAtMs <= t)
                results.append(QJsonObject{{QStringLiteral("id"), task.id}, {QStringLiteral("reference"), task.reference},
                                           {QStringLiteral("subject"), task.subject},
                                           {QStringLiteral("request_sha256"), task.requestSha256},
                                           {QStringLiteral("created_at"), task.createdAt.toString(Qt::ISODateWithMs)}});
        }
    } else {
        const QDateTime n = now();
        for (const Message &m : m_messages) {
            if (m.reference != reference)
                continue;
            QString status = QStringLiteral("accepted");
            if (m.acceptedAt.secsTo(n) >= m_options.deliverAfterSeconds)
                status = m.to.contains(QLatin1String("bounce")) ? QStringLiteral("bounced") : QStringLiteral("delivered");
            // The address and subject as the service holds them, as a person
            // would read them in its screen (evidence keeps no address: the
            // connector redacts what it stores).
            results.append(QJsonObject{{QStringLiteral("id"), m.id}, {QStringLiteral("reference"), m.reference},
                                       {QStringLiteral("status"), status}, {QStringLiteral("to"), m.to},
                                       {QStringLiteral("subject"), m.subject},
                                       {QStringLiteral("request_sha256"), m.requestSha256},
                                       {QStringLiteral("accepted_at"), m.acceptedAt.toString(Qt::ISODateWithMs)}});
        }
    }
    return {{QStringLiteral("results"), results}};
}

QJsonObject SandboxServer::effectsJson() const
{
    QJsonObject out, totals;
    for (const QString &endpoint : {CrmCreateTask, MailSend, VoucherCreate}) {
        QJsonObject perRef;
        const auto refs = m_effects.value(endpoint);
        for (auto it = refs.begin(); it != refs.end(); ++it)
            perRef.insert(it.key(), it.value());
        out.insert(endpoint, perRef);
        totals.insert(endpoint, effectCount(endpoint));
    }
    out.insert(QStringLiteral("totals"), totals);
    out.insert(QStringLiteral("rate_limited"), m_rateLimited);
    return out;
}

} // namespace rl::app
