// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "http/httpservice.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QHash>
#include <QJsonObject>
#include <QSet>
#include <functional>
#include <memory>
#include <vector>

namespace rl::app {

class ProviderEmulation;

// An HTTP server that behaves like the documented targets: a CRM (tasks with
// an external reference) and a mail service (send → 202, later delivered or
// bounced), with Stripe-style idempotency keys, switchable faults and a
// movable clock. It counts the effects it really performed.
class SandboxServer final : public HttpService
{
    Q_OBJECT
public:
    struct Options
    {
        qint64 retentionSeconds = 86400; // idempotency keys are forgotten after this
        qint64 settleMs = 0;             // a task is visible to lookups only after this
        qint64 deliverAfterSeconds = 60; // sandbox seconds from accepted to delivered/bounced
        // The bearer token the emulated provider APIs (/resend/…) require.
        QByteArray apiToken = QByteArrayLiteral("sandbox-token");
        // HubSpot's limits: searches per second per token, and all requests per 10 s.
        int hubspotSearchPerSecond = 4;
        int hubspotBurstPer10s = 100;
        // Shopify's cost bucket for the Admin GraphQL API: its size and the
        // points restored per second (the Standard plan's 100/s).
        double shopifyBucket = 2000;
        double shopifyRestoreRate = 100;
        // The admin API (/_sandbox/: faults, capabilities, clock, effect counts).
        // Off: only the emulated APIs answer, as at the real providers.
        bool adminApi = true;
    };

    explicit SandboxServer(const Options &options, QObject *parent = nullptr);
    ~SandboxServer() override;

    // Effects really performed, per endpoint and reference.
    int effectCount(const QString &endpoint, const QString &reference = {}) const;
    void setLogger(std::function<void(const QString &)> logger) { m_log = std::move(logger); }

    static inline const QString CrmCreateTask = QStringLiteral("crm.create_task");
    static inline const QString MailSend = QStringLiteral("mail.send");
    static inline const QString VoucherCreate = QStringLiteral("voucher.create");

protected:
    void handle(const QHttpServerRequest &request, std::shared_ptr<PendingReply> reply) override;

private:
    friend class SalesforceEmulation;
    friend class PostmarkEmulation;
    friend class HubSpotEmulation;
    friend class ResendEmulation;
    friend class ShopifyAdminEmulation;
    friend class StripeEmulation;

    struct Fault
    {
        QString mode = QStringLiteral("none");
        int count = 0;
        int delayMs = 0;
    };
    struct StoredKey
    {
        QString fingerprint; // endpoint + canonical parameters
        QDateTime createdAt; // sandbox clock
        bool inProgress = true;
        int status = 0;
        QByteArray body;
    };
    struct Task
    {
        QString id, reference, subject, body, requestSha256;
        QDateTime createdAt;
        qint64 visibleAtMs = 0; // monotonic ms
    };
    struct Message
    {
        QString id, reference, to, subject, body, requestSha256;
        QDateTime acceptedAt;
        qint64 visibleAtMs = 0; // monotonic ms: Postmark's search lags like a CRM's
        QString stream{};       // Postmark's message stream ("outbound" unless the send named one)
    };
    // A voucher: a Shopify discount code or a Stripe promotion code. Its code
    // is unique among the active ones, whatever the case.
    struct Voucher
    {
        QString id, code, reference, amount, currency, title, coupon, requestSha256;
        int usageLimit = 0;
        QDateTime createdAt;
        bool active = true;
        bool stripe = false;
    };
    const Voucher *activeVoucher(const QString &code) const;

    QDateTime now() const;
    // Which API a create came through: the sandbox's own, or an emulated
    // provider's, which words its answers (and error bodies) its own way.
    enum class Api { Sandbox, Resend, Salesforce, Postmark, HubSpot, Shopify, Stripe };
    void handleCreate(const QString &endpoint, const QHttpServerRequest &request, std::shared_ptr<PendingReply> reply);
    bool authorized(const QHttpServerRequest &request, Api api) const;
    void create(Api api, const QString &endpoint, const QJsonObject &params, const QHttpServerRequest &request,
                std::shared_ptr<PendingReply> reply);
    void execute(Api api, const QString &endpoint, const QJsonObject &params, const QString &requestSha256, const QString &key,
                 const Fault &fault, std::shared_ptr<PendingReply> reply);
    void refuse(Api api, const QHttpServerRequest &request, std::shared_ptr<PendingReply> reply, int status, const QString &name,
                const QString &message, const QString &note);
    QJsonObject lookup(const QString &endpoint, const QString &reference) const;
    QJsonObject effectsJson() const;
    void pruneKeys();
    Fault takeFault(const QString &endpoint);
    void finish(const QString &key, int status, const QByteArray &body);
    void log(const QHttpServerRequest &request, int status, const QString &note = {});
    void logEffect(const QString &endpoint, int status, const QString &note);

    Options m_options;
    qint64 m_clockOffsetSeconds = 0;
    QElapsedTimer m_monotonic;
    QHash<QString, Fault> m_faults;
    QHash<QString, bool> m_plain; // endpoint ignores idempotency keys
    QHash<QString, StoredKey> m_keys;
    QList<Task> m_tasks;
    QList<Message> m_messages;
    QList<Voucher> m_vouchers;
    QHash<QString, QHash<QString, int>> m_effects;
    QList<std::shared_ptr<PendingReply>> m_lost; // lose_response: held until the client gives up
    quint64 m_nextId = 1;
    QSet<QString> m_salesforceCreating; // External ID values whose first upsert is still running
    // The four providers' APIs (emulations.h), each over this one store.
    std::vector<std::unique_ptr<ProviderEmulation>> m_emulations;
    int m_rateLimited = 0; // calls answered 429 for a rate limit
    // Shopify's cost bucket: points available, as of a monotonic moment.
    double m_shopifyAvailable = -1; // -1: full
    qint64 m_shopifyRefilledAtMs = 0;
    std::function<void(const QString &)> m_log;
};

} // namespace rl::app
