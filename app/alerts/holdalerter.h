// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "config/configuration.h"
#include "ledger.h"

#include <QObject>
#include <QThread>
#include <QUrl>
#include <functional>
#include <memory>

class QNetworkAccessManager;
class QTimer;

namespace rl::app {

class TargetClient;

// Tells a person when operations have been held longer than the configured
// time (docs/alerts.md): one POST per alert, signed as a Standard Webhook,
// shaped for a Standard Webhooks receiver, Slack's incoming webhooks or a
// Teams Workflows webhook (an Adaptive Card; the retired connectors'
// MessageCard as teams_legacy), or one e-mail through a mail target of the
// configuration. Each hold is in one alert, sent once across every serve
// process on the ledger; a failed send is tried again later with the same
// webhook-id and the same bytes. An alert names operation ids, hold reasons
// and times, never what an operation is about (no customer data).
class HoldAlerter final : public QObject
{
    Q_OBJECT
public:
    struct Endpoint
    {
        QUrl url;
        QByteArray secret; // whsec_…; empty: unsigned (Slack and Teams shapes only)
        std::optional<TargetProfile> mail = std::nullopt; // the e-mail shape: the mail target that sends it
        // Where the log says alerts go: the receiver's host (its address may
        // carry a token), or the mail target's name.
        QString receiverName() const;
    };
    // The endpoint from the environment variables the settings name (for the
    // e-mail shape: the mail target of targets it names); nullopt with *error
    // when it is missing or not allowed (https, or http to this machine).
    static std::optional<Endpoint> endpointFromEnvironment(const AlertSettings &settings, QString *error,
                                                           const QMap<QString, TargetProfile> &targets = {});

    HoldAlerter(models::Ledger *ledger, AlertSettings settings, Endpoint endpoint, QString worker, QObject *parent = nullptr);
    ~HoldAlerter() override;
    Q_DISABLE_COPY_MOVE(HoldAlerter)

    void setLogger(std::function<void(const QString &)> logger) { m_log = std::move(logger); }
    // One round: claims the next alert due at `now` (or, with none, the next
    // customers/data_request notice) and sends it; false when there was none
    // (or a send is still on its way).
    bool check(const QDateTime &now);
    bool sending() const { return m_sending; }

    // The request body for an alert, in the configured shape (for e-mail: the
    // step content a mail target sends, {to, subject, body, reference}). It
    // depends on the alert alone, never on the time of the try: every try of
    // one alert sends the same bytes.
    static QByteArray body(const models::HoldAlert &alert, const AlertSettings &settings);
    // The body telling that a customers/data_request's access export is
    // ready (the shop, Shopify's request number, the file; no customer data).
    static QByteArray noticeBody(const models::PrivacyNotice &notice, const AlertSettings &settings);
    // How long after the n-th failed try the next one is made.
    static qint64 retryDelaySeconds(int attempt);

Q_SIGNALS:
    // The receiver answered 2xx (delivered) or something else (tried again later).
    void finished(const QString &alertId, bool delivered);

private:
    void log(const QString &line) const;
    // The try ended: delivered, or to be tried again after its backoff.
    void tried(const QString &alertId, int attempt, int held, bool delivered, const QString &why);
    // A round with no hold alert due: the next data request notice, if any.
    bool checkNotice(const QDateTime &now);
    // One POST (or e-mail) under the webhook-id `id`; done is called once with its outcome.
    void send(const QString &id, const QByteArray &payload, const QDateTime &now,
              std::function<void(bool delivered, const QString &why)> done);
    models::Ledger *m_ledger;
    AlertSettings m_settings;
    Endpoint m_endpoint;
    QString m_worker;
    QNetworkAccessManager *m_network;
    TargetClient *m_mail = nullptr; // the e-mail shape's connector to its mail target
    bool m_sending = false;
    std::function<void(const QString &)> m_log;
};

// What is wrong with a webhook receiver's address or secret, read from the
// environment variable env (empty: nothing): https, or http to this machine;
// a secret, when there is one, is a Standard Webhooks secret (whsec_…).
QString webhookAddressProblem(const QUrl &url, const QString &env);
QString webhookSecretProblem(const QByteArray &secret, const QString &env);
// One POST of payload to url, signed as a Standard Webhook under the
// webhook-id `id` when there is a secret; done is called once on network's
// thread: delivered (a 2xx), or why not. Redirects are not followed.
void postWebhook(QNetworkAccessManager *network, const QUrl &url, const QByteArray &secret, const QString &id, const QByteArray &payload,
                 const QDateTime &now, std::function<void(bool delivered, const QString &why)> done);

// A HoldAlerter on a thread of its own with its own ledger connection: its
// writes never stall intake. Looks every few seconds (a quarter of the
// configured time, between 1 and 10 s; a data request notice goes in a
// round with no hold alert due).
class AlertThread final : public QObject
{
    Q_OBJECT
public:
    AlertThread(QString location, AlertSettings settings, HoldAlerter::Endpoint endpoint, QString worker, QObject *parent = nullptr);
    ~AlertThread() override;
    Q_DISABLE_COPY_MOVE(AlertThread)
    // The logger is called on the alert thread: it must be thread-safe.
    void setLogger(std::function<void(const QString &)> logger) { m_log = std::move(logger); }
    bool start(models::LedgerError *error);
    void stop();

private:
    class Host;
    QString m_location;
    AlertSettings m_settings;
    HoldAlerter::Endpoint m_endpoint;
    QString m_worker;
    std::function<void(const QString &)> m_log;
    QThread m_thread;
    Host *m_host = nullptr;
};

} // namespace rl::app
