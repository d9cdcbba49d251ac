// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sandboxserver.h"

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

} // namespace rl::app
