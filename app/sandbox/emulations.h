// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sandboxserver.h"

#include <QUrlQuery>

namespace rl::app {

// One provider's API as the sandbox answers it: its paths, headers, status
// codes, error bodies and rate limits, as docs/sandbox.md describes them. The
// effect goes to the sandbox's one store (SandboxServer::create, lookup), so
// faults, the clock and the effect count work the same through every provider.
class ProviderEmulation
{
public:
    explicit ProviderEmulation(SandboxServer &sandbox)
        : m_sandbox(sandbox)
    {
    }
    virtual ~ProviderEmulation() = default;
    Q_DISABLE_COPY_MOVE(ProviderEmulation)

    // Whether this request is this provider's to answer.
    virtual bool answers(const QString &path, const QString &method) const = 0;
    virtual void handle(const QHttpServerRequest &request, std::shared_ptr<PendingReply> reply) = 0;
    // The admin API's reset: whatever the emulation keeps beside the store.
    virtual void reset() {}

protected:
    SandboxServer &m_sandbox;
};

// /salesforce/services/data/<version>/sobjects/Task/Runledger_Reference__c/<value>
class SalesforceEmulation final : public ProviderEmulation
{
public:
    using ProviderEmulation::ProviderEmulation;
    bool answers(const QString &path, const QString &) const override
    {
        return path.startsWith(QLatin1String("/salesforce/services/data/"));
    }
    void handle(const QHttpServerRequest &request, std::shared_ptr<PendingReply> reply) override;
};

// /postmark/email and /postmark/messages/outbound
class PostmarkEmulation final : public ProviderEmulation
{
public:
    using ProviderEmulation::ProviderEmulation;
    bool answers(const QString &path, const QString &) const override { return path.startsWith(QLatin1String("/postmark/")); }
    void handle(const QHttpServerRequest &request, std::shared_ptr<PendingReply> reply) override;
};

// /hubspot/crm/v3/objects/tasks and its search, under HubSpot's rate limits.
class HubSpotEmulation final : public ProviderEmulation
{
public:
    using ProviderEmulation::ProviderEmulation;
    bool answers(const QString &path, const QString &) const override { return path.startsWith(QLatin1String("/hubspot/")); }
    void handle(const QHttpServerRequest &request, std::shared_ptr<PendingReply> reply) override;
    void reset() override
    {
        m_calls.clear();
        m_searches.clear();
    }

private:
    // True when a call is over a limit (answered 429 already).
    bool rateLimited(const QHttpServerRequest &request, std::shared_ptr<PendingReply> &reply, bool search);
    QList<qint64> m_calls, m_searches; // monotonic ms of recent calls, for the limits
};

// /resend/emails (POST) and /resend/domains (GET)
class ResendEmulation final : public ProviderEmulation
{
public:
    using ProviderEmulation::ProviderEmulation;
    bool answers(const QString &path, const QString &method) const override;
    void handle(const QHttpServerRequest &request, std::shared_ptr<PendingReply> reply) override;

private:
    void send(const QHttpServerRequest &request, std::shared_ptr<PendingReply> reply);
};

// Shopify's Admin GraphQL API at /shopify/admin/api/<version>/graphql.json:
// discountCodeBasicCreate, codeDiscountNodeByCode and discountCodeDelete,
// every answer HTTP 200 with its cost, under a cost bucket (THROTTLED when it
// cannot pay), X-Shopify-Access-Token.
class ShopifyAdminEmulation final : public ProviderEmulation
{
public:
    using ProviderEmulation::ProviderEmulation;
    bool answers(const QString &path, const QString &) const override { return path.startsWith(QLatin1String("/shopify/")); }
    void handle(const QHttpServerRequest &request, std::shared_ptr<PendingReply> reply) override;
    void reset() override { m_sandbox.m_shopifyAvailable = -1; }
    // The answers the store's create gives through this API.
    static QJsonObject createdBody(SandboxServer &sandbox, const SandboxServer::Voucher &v);
    static QByteArray takenBody(SandboxServer &sandbox);
    static QByteArray errorBody(SandboxServer &sandbox, int status, const QString &code, const QString &message);

private:
    // Takes the request's cost from the bucket; false: it cannot be paid now.
    static bool pay(SandboxServer &sandbox, double cost);
    static QJsonObject cost(SandboxServer &sandbox, double requested, double actual);
};

// Stripe's promotion codes and coupons at /stripe/v1/… (and at /v1/…, where
// Stripe's own clients, which take a host but no path, reach them):
// form-encoded, Idempotency-Key with Stripe's rules, a bearer secret key.
class StripeEmulation final : public ProviderEmulation
{
public:
    explicit StripeEmulation(SandboxServer &sandbox);
    bool answers(const QString &path, const QString &) const override
    {
        return path.startsWith(QLatin1String("/stripe/v1/")) || path.startsWith(QLatin1String("/v1/"));
    }
    void handle(const QHttpServerRequest &request, std::shared_ptr<PendingReply> reply) override;
    void reset() override;
    static QJsonObject promotionCode(SandboxServer &sandbox, const SandboxServer::Voucher &v);

private:
    struct Coupon
    {
        QString id, currency;
        qint64 amountOff = 0; // in the currency's smallest unit
        QDateTime created;
    };
    static QJsonObject couponJson(const QString &id, qint64 amountOff, const QString &currency, const QDateTime &created);
    void createPromotionCode(const QHttpServerRequest &request, std::shared_ptr<PendingReply> reply, const QUrlQuery &form);
    QHash<QString, Coupon> m_coupons;
};

} // namespace rl::app
