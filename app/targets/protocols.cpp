// SPDX-License-Identifier: GPL-3.0-or-later
// The target protocols: how a step becomes an HTTP request at each target,
// how the target is searched by the step's reference, and which answers each
// documents beyond the common rules (docs/targets.md).
#include "connector.h"
#include "voucherprotocols.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QUrlQuery>

namespace rl::app {

using models::Outcome;
using models::Said;

namespace {

QUrl under(const TargetProfile &p, const QString &path)
{
    QUrl u = p.baseUrl;
    QString base = u.path();
    while (base.endsWith(QLatin1Char('/')))
        base.chop(1);
    u.setPath(base + path);
    return u;
}

QByteArray compact(const QJsonObject &o) { return QJsonDocument(o).toJson(QJsonDocument::Compact); }

// One documented answer's classification.
CallOutcome answer(Outcome outcome, int status, Said said, bool earlierRequestRunning = false)
{
    CallOutcome c;
    c.outcome = outcome;
    c.httpStatus = status;
    c.say(std::move(said));
    c.earlierRequestRunning = earlierRequestRunning;
    return c;
}

// The step's content fields under the target's names, plus the profile's constants.
QJsonObject mapped(const TargetProfile &p, const QByteArray &content)
{
    const QJsonObject c = QJsonDocument::fromJson(content).object();
    QJsonObject out = p.constantFields;
    for (const auto &[ours, theirs] : p.fieldMap) {
        if (c.contains(ours) && !theirs.isEmpty())
            out.insert(theirs, c.value(ours));
    }
    return out;
}

QList<std::pair<QByteArray, QByteArray>> keyHeader(const TargetProfile &p, const QString &reference)
{
    if (p.idempotencyHeader.isEmpty())
        return {};
    return {{p.idempotencyHeader, reference.toUtf8()}};
}

// The sandbox's own API: POST /crm/tasks or /mail/messages with the content as
// it is, the key in Idempotency-Key; GET ?reference= lists the records.
class SandboxProtocol final : public TargetProtocol
{
public:
    static QString collection(const TargetProfile &p)
    {
        return p.kind == QLatin1String("crm") ? QStringLiteral("/crm/tasks") : QStringLiteral("/mail/messages");
    }
    HttpCall createCall(const TargetProfile &p, const QString &reference, const QByteArray &content) const override
    {
        return {QByteArrayLiteral("POST"), under(p, collection(p)), content, keyHeader(p, reference)};
    }
    std::optional<HttpCall> lookupCall(const TargetProfile &p, const QString &reference) const override
    {
        QUrl u = under(p, collection(p));
        QUrlQuery q;
        q.addQueryItem(QStringLiteral("reference"), reference);
        u.setQuery(q);
        return HttpCall{QByteArrayLiteral("GET"), u, {}, {}};
    }
    std::optional<QList<QJsonObject>> lookupResults(int status, const QByteArray &body) const override
    {
        if (status != 200)
            return std::nullopt;
        const QJsonDocument d = QJsonDocument::fromJson(body);
        const QJsonValue results = d.object().value(QStringLiteral("results"));
        if (!d.isObject() || !results.isArray())
            return std::nullopt;
        QList<QJsonObject> out;
        for (const QJsonValue &v : results.toArray()) {
            if (!v.isObject() || v.toObject().value(QStringLiteral("id")).toString().isEmpty())
                return std::nullopt;
            out.append(v.toObject());
        }
        return out;
    }
};

// Resend: POST /emails with the Idempotency-Key header (kept 24 h); no lookup
// by our reference, which travels as a tag. 409 invalid_idempotent_request
// (the key holds other content: never "sent"), 409 concurrent_idempotent_requests
// (the first request is still running), 400 invalid_idempotency_key (nothing done).
class ResendProtocol final : public TargetProtocol
{
public:
    HttpCall createCall(const TargetProfile &p, const QString &reference, const QByteArray &content) const override
    {
        const QJsonObject c = QJsonDocument::fromJson(content).object();
        const QJsonObject o{{QStringLiteral("from"), p.from},
                            {QStringLiteral("to"), QJsonArray{c.value(QStringLiteral("to")).toString()}},
                            {QStringLiteral("subject"), c.value(QStringLiteral("subject")).toString()},
                            {QStringLiteral("text"), c.value(QStringLiteral("body")).toString()},
                            {QStringLiteral("tags"), QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("runledger_reference")},
                                                                            {QStringLiteral("value"), reference}}}}};
        return {QByteArrayLiteral("POST"), under(p, QStringLiteral("/emails")), compact(o), keyHeader(p, reference)};
    }
    std::optional<CallOutcome> classifySpecial(int status, const QByteArray &body) const override
    {
        const QString name = QJsonDocument::fromJson(body).object().value(QStringLiteral("name")).toString();
        if (status == 409 && name == QLatin1String("concurrent_idempotent_requests"))
            return answer(Outcome::Uncertain, status, Said::of("resend.concurrent_request"), true);
        if (status == 409 && name == QLatin1String("invalid_idempotent_request")) // never "sent", nor absent
            return answer(Outcome::Uncertain, status, Said::of("resend.other_content"));
        if (status == 400 && name == QLatin1String("invalid_idempotency_key"))
            return answer(Outcome::FailedBeforeAction, status, Said::of("resend.invalid_key"));
        return std::nullopt;
    }
    std::optional<HttpCall> lookupCall(const TargetProfile &, const QString &) const override { return std::nullopt; }
    std::optional<QList<QJsonObject>> lookupResults(int, const QByteArray &) const override { return std::nullopt; }
    // No lookup by reference: listing the domains reads nothing of a customer's.
    std::optional<HttpCall> checkCall(const TargetProfile &p) const override
    {
        return HttpCall{QByteArrayLiteral("GET"), under(p, QStringLiteral("/domains")), {}, {}};
    }
};

// Salesforce: upsert by External ID, PATCH …/sobjects/Task/<field>/<reference>;
// the same URL answers a GET. 201 created; 200/204 the record existed (the
// upsert updated it: never a second record); 300 several records carry the
// value (nothing written); 404 unknown object or field; 400 DUPLICATE_VALUE
// when two upserts of a new value race (uncertain: look it up); other 400s are
// validation errors (nothing written); 401 INVALID_SESSION_ID.
class SalesforceProtocol final : public TargetProtocol
{
public:
    static QUrl recordUrl(const TargetProfile &p, const QString &reference)
    {
        return under(p, QStringLiteral("/services/data/%1/sobjects/Task/%2/%3")
                            .arg(p.apiVersion, p.externalIdField, QString::fromLatin1(QUrl::toPercentEncoding(reference))));
    }
    HttpCall createCall(const TargetProfile &p, const QString &reference, const QByteArray &content) const override
    {
        return {QByteArrayLiteral("PATCH"), recordUrl(p, reference), compact(mapped(p, content)), {}};
    }
    std::optional<HttpCall> lookupCall(const TargetProfile &p, const QString &reference) const override
    {
        return HttpCall{QByteArrayLiteral("GET"), recordUrl(p, reference), {}, {}};
    }
    std::optional<CallOutcome> classifySpecial(int status, const QByteArray &body) const override
    {
        const QJsonDocument d = QJsonDocument::fromJson(body);
        const QString errorCode = d.array().at(0).toObject().value(QStringLiteral("errorCode")).toString();
        if (status == 200 && d.object().value(QStringLiteral("created")) == QJsonValue(false) && createdId(body)) {
            CallOutcome c = answer(Outcome::Succeeded, status, Said::of("salesforce.existed", {*createdId(body)}));
            c.targetReference = *createdId(body);
            return c;
        }
        if (status == 204) // it exists; its id comes from the lookup
            return answer(Outcome::Uncertain, status, Said::of("salesforce.existed_no_id"));
        if (status == 300) // nothing written, but the target holds duplicates: the lookup shows them
            return answer(Outcome::Uncertain, status, Said::of("salesforce.several"));
        if (status == 400 && errorCode == QLatin1String("DUPLICATE_VALUE"))
            return answer(Outcome::Uncertain, status, Said::of("salesforce.concurrent_upsert"));
        if (status == 400 || status == 404)
            return answer(Outcome::FailedBeforeAction, status, Said::of("salesforce.not_written", {QString::number(status), errorCode}));
        return std::nullopt;
    }
    std::optional<QList<QJsonObject>> lookupResults(int status, const QByteArray &body) const override
    {
        const QJsonDocument d = QJsonDocument::fromJson(body);
        if (status == 404) // NOT_FOUND: no record carries the value (now)
            return QList<QJsonObject>{};
        if (status == 300 && d.isArray()) { // several: a list of the records' URLs
            QList<QJsonObject> out;
            for (const QJsonValue &v : d.array())
                out.append(QJsonObject{{QStringLiteral("id"), v.toString().section(QLatin1Char('/'), -1)}});
            return out;
        }
        const QString id = d.object().value(QStringLiteral("Id")).toString();
        if (status != 200 || id.isEmpty())
            return std::nullopt;
        return QList<QJsonObject>{QJsonObject{{QStringLiteral("id"), id}}};
    }
};

// Postmark: POST /email with the reference in Metadata; found again by
// GET /messages/outbound?metadata_<key>=<reference>. No idempotency key.
class PostmarkProtocol final : public TargetProtocol
{
public:
    HttpCall createCall(const TargetProfile &p, const QString &reference, const QByteArray &content) const override
    {
        QJsonObject o = mapped(p, content);
        o.insert(QStringLiteral("From"), p.from);
        o.insert(QStringLiteral("MessageStream"), p.messageStream);
        o.insert(QStringLiteral("Metadata"), QJsonObject{{p.metadataKey, reference}});
        return {QByteArrayLiteral("POST"), under(p, QStringLiteral("/email")), compact(o), {}};
    }
    std::optional<HttpCall> lookupCall(const TargetProfile &p, const QString &reference) const override
    {
        QUrl u = under(p, QStringLiteral("/messages/outbound"));
        QUrlQuery q;
        q.addQueryItem(QStringLiteral("count"), QStringLiteral("50"));
        q.addQueryItem(QStringLiteral("offset"), QStringLiteral("0"));
        q.addQueryItem(QStringLiteral("metadata_") + p.metadataKey, reference);
        // Postmark searches one message stream: the one the e-mail was sent on.
        if (!p.messageStream.isEmpty())
            q.addQueryItem(QStringLiteral("messagestream"), p.messageStream);
        u.setQuery(q);
        return HttpCall{QByteArrayLiteral("GET"), u, {}, {}};
    }
    std::optional<QString> createdId(const QByteArray &body) const override
    {
        const QJsonObject o = QJsonDocument::fromJson(body).object();
        const QString id = o.value(QStringLiteral("MessageID")).toString();
        if (id.isEmpty() || o.value(QStringLiteral("ErrorCode")).toInt(-1) != 0)
            return std::nullopt;
        return id;
    }
    std::optional<CallOutcome> classifySpecial(int status, const QByteArray &body) const override
    {
        // Postmark's 422 carries an ErrorCode: the message was not accepted.
        if (status != 422)
            return std::nullopt;
        return answer(Outcome::FailedBeforeAction, status,
                      Said::of("postmark.not_accepted",
                               {QString::number(QJsonDocument::fromJson(body).object().value(QStringLiteral("ErrorCode")).toInt())}));
    }
    std::optional<QList<QJsonObject>> lookupResults(int status, const QByteArray &body) const override
    {
        const QJsonObject o = QJsonDocument::fromJson(body).object();
        const QJsonValue messages = o.value(QStringLiteral("Messages"));
        if (status != 200 || !messages.isArray())
            return std::nullopt;
        QList<QJsonObject> out;
        for (const QJsonValue &v : messages.toArray()) {
            const QString id = v.toObject().value(QStringLiteral("MessageID")).toString();
            if (id.isEmpty())
                return std::nullopt;
            out.append(QJsonObject{{QStringLiteral("id"), id}, {QStringLiteral("status"), v.toObject().value(QStringLiteral("Status")).toString().toLower()}});
        }
        return out;
    }
    std::pair<QByteArray, QByteArray> authorization(const QByteArray &token) const override
    {
        return {QByteArrayLiteral("X-Postmark-Server-Token"), token};
    }
};

// HubSpot: POST /crm/v3/objects/tasks with our reference in a custom task
// property; found again by POST …/tasks/search (EQ on that property), whose
// index lags by seconds (the settle window). No idempotency: lookup_only.
class HubSpotProtocol final : public TargetProtocol
{
public:
    // hs_timestamp is required. Without a due date in the content it is when
    // the step was planned (the content's planned_at), or for a step made
    // before content carried it, its creation time read from its
    // time-ordered reference; either way every attempt sends the same bytes.
    static QString stepTime(const QString &reference, const QByteArray &content)
    {
        if (const QString planned = QJsonDocument::fromJson(content).object().value(QStringLiteral("planned_at")).toString();
            !planned.isEmpty())
            return planned;
        bool ok = false;
        // "rl_" + a UUIDv7 whose first 48 bits are its creation time in ms (also
        // inside the probe's "probe-rl_…" canary references).
        const qint64 ms = reference.section(QStringLiteral("rl_"), -1).left(12).toLongLong(&ok, 16);
        return ok ? QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(Qt::ISODateWithMs) : QString();
    }
    HttpCall createCall(const TargetProfile &p, const QString &reference, const QByteArray &content) const override
    {
        QJsonObject properties = mapped(p, content);
        if (!properties.contains(QStringLiteral("hs_timestamp")))
            properties.insert(QStringLiteral("hs_timestamp"), stepTime(reference, content));
        properties.insert(p.referenceProperty, reference);
        return {QByteArrayLiteral("POST"), under(p, QStringLiteral("/crm/v3/objects/tasks")),
                compact(QJsonObject{{QStringLiteral("properties"), properties}}), {}};
    }
    std::optional<HttpCall> lookupCall(const TargetProfile &p, const QString &reference) const override
    {
        const QJsonObject filter{{QStringLiteral("propertyName"), p.referenceProperty}, {QStringLiteral("operator"), QStringLiteral("EQ")},
                                 {QStringLiteral("value"), reference}};
        const QJsonObject search{{QStringLiteral("filterGroups"), QJsonArray{QJsonObject{{QStringLiteral("filters"), QJsonArray{filter}}}}},
                                 {QStringLiteral("properties"), QJsonArray{QStringLiteral("hs_task_subject"), p.referenceProperty}},
                                 {QStringLiteral("limit"), 10}};
        return HttpCall{QByteArrayLiteral("POST"), under(p, QStringLiteral("/crm/v3/objects/tasks/search")), compact(search), {}};
    }
    std::optional<CallOutcome> classifySpecial(int status, const QByteArray &body) const override
    {
        // A 400 is HubSpot's validation (e.g. an unknown property): nothing was created.
        if (status != 400)
            return std::nullopt;
        return answer(Outcome::FailedBeforeAction, status,
                      Said::of("hubspot.not_created", {QJsonDocument::fromJson(body).object().value(QStringLiteral("category")).toString()}));
    }
    std::optional<QList<QJsonObject>> lookupResults(int status, const QByteArray &body) const override
    {
        const QJsonValue results = QJsonDocument::fromJson(body).object().value(QStringLiteral("results"));
        if (status != 200 || !results.isArray())
            return std::nullopt;
        QList<QJsonObject> out;
        for (const QJsonValue &v : results.toArray()) {
            const QString id = v.toObject().value(QStringLiteral("id")).toString();
            if (id.isEmpty())
                return std::nullopt;
            out.append(QJsonObject{{QStringLiteral("id"), id}});
        }
        return out;
    }
};

} // namespace

std::optional<QString> TargetProtocol::createdId(const QByteArray &body) const
{
    const QJsonDocument d = QJsonDocument::fromJson(body);
    const QString id = d.object().value(QStringLiteral("id")).toString();
    if (!d.isObject() || id.isEmpty())
        return std::nullopt;
    return id;
}

std::pair<QByteArray, QByteArray> TargetProtocol::authorization(const QByteArray &token) const
{
    return {QByteArrayLiteral("Authorization"), QByteArrayLiteral("Bearer ") + token};
}

std::optional<HttpCall> TargetProtocol::checkCall(const TargetProfile &p) const
{
    // A lookup for a reference Runledger never issues: read-only, and it finds nothing.
    return lookupCall(p, ConnectionCheck::Reference);
}

std::unique_ptr<TargetProtocol> TargetProtocol::forProfile(const TargetProfile &profile)
{
    if (profile.protocol == QLatin1String("resend"))
        return std::make_unique<ResendProtocol>();
    if (profile.protocol == QLatin1String("salesforce"))
        return std::make_unique<SalesforceProtocol>();
    if (profile.protocol == QLatin1String("postmark"))
        return std::make_unique<PostmarkProtocol>();
    if (profile.protocol == QLatin1String("hubspot"))
        return std::make_unique<HubSpotProtocol>();
    if (profile.protocol == QLatin1String("shopify_discount"))
        return makeShopifyDiscountProtocol();
    if (profile.protocol == QLatin1String("stripe_promotion_code"))
        return makeStripePromotionCodeProtocol();
    return std::make_unique<SandboxProtocol>(); // TargetProfile::fromJson refuses unknown protocols
}

} // namespace rl::app
