// SPDX-License-Identifier: GPL-3.0-or-later
#include "holdalerter.h"

#include "ids.h"
#include "intake/signatures.h"
#include "operationsmodel.h"

#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSemaphore>
#include <QTimer>
#include <algorithm>

namespace rl::app {

using namespace rl::models;

namespace {

// The alert's reasons in words, most first.
QString reasonsInWords(const HoldAlert &alert)
{
    QMap<HoldReason, qint64> by;
    for (const HoldAlertItem &i : alert.items)
        ++by[i.reason];
    QList<std::pair<qint64, HoldReason>> counts;
    for (auto it = by.cbegin(); it != by.cend(); ++it)
        counts.append({it.value(), it.key()});
    return OperationsModel::holdReasonsInWords(counts);
}

QString heldTime(qint64 seconds)
{
    if (seconds % 3600 == 0)
        return HoldAlerter::tr("%n hour(s)", nullptr, int(seconds / 3600));
    if (seconds % 60 == 0)
        return HoldAlerter::tr("%n minute(s)", nullptr, int(seconds / 60));
    return HoldAlerter::tr("%n second(s)", nullptr, int(seconds));
}

} // namespace

std::optional<HoldAlerter::Endpoint> HoldAlerter::endpointFromEnvironment(const AlertSettings &settings, QString *error)
{
    const auto fail = [&](const QString &why) -> std::optional<Endpoint> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    Endpoint e;
    e.url = QUrl(qEnvironmentVariable(qPrintable(settings.urlEnv)), QUrl::StrictMode);
    if (e.url.isEmpty())
        return fail(tr("alerts are configured, but %1 (the address to send them to) is not set").arg(settings.urlEnv));
    const bool loopback = QHostAddress(e.url.host()).isLoopback() || e.url.host() == QLatin1String("localhost");
    if (!e.url.isValid() || e.url.host().isEmpty()
        || !(e.url.scheme() == QLatin1String("https") || (e.url.scheme() == QLatin1String("http") && loopback)))
        return fail(tr("%1 must be an https address (http only to this machine)").arg(settings.urlEnv));
    e.secret = qgetenv(qPrintable(settings.secretEnv));
    if (!e.secret.isEmpty() && !e.secret.startsWith("whsec_"))
        return fail(tr("%1 must be a Standard Webhooks secret (whsec_ followed by base64)").arg(settings.secretEnv));
    if (e.secret.isEmpty() && settings.shape == AlertSettings::Shape::Standard)
        return fail(tr("standard alerts are signed: set %1 to a Standard Webhooks secret (whsec_…)").arg(settings.secretEnv));
    return e;
}

HoldAlerter::HoldAlerter(Ledger *ledger, AlertSettings settings, Endpoint endpoint, QString worker, QObject *parent)
    : QObject(parent)
    , m_ledger(ledger)
    , m_settings(settings)
    , m_endpoint(std::move(endpoint))
    , m_worker(std::move(worker))
    , m_network(new QNetworkAccessManager(this))
{
}

HoldAlerter::~HoldAlerter() = default;

void HoldAlerter::log(const QString &line) const
{
    if (m_log)
        m_log(line);
}

qint64 HoldAlerter::retryDelaySeconds(int attempt)
{
    // 30 s, 1 min, 2 min … at most 15 min.
    return std::min<qint64>(900, qint64(30) << std::clamp(attempt - 1, 0, 5));
}

QByteArray HoldAlerter::body(const HoldAlert &alert, const AlertSettings &settings, const QDateTime &now)
{
    const int n = int(alert.items.size());
    const QString text = tr("Runledger: %n operation(s) held longer than %1 wait for a reviewer (%2). Open the review console to decide.",
                            nullptr, n)
                             .arg(heldTime(settings.heldLongerThanS), reasonsInWords(alert));
    QJsonObject root;
    switch (settings.shape) {
    case AlertSettings::Shape::Slack:
        root.insert(QStringLiteral("text"), text);
        break;
    case AlertSettings::Shape::Teams:
        root.insert(QStringLiteral("@type"), QStringLiteral("MessageCard"));
        root.insert(QStringLiteral("@context"), QStringLiteral("https://schema.org/extensions"));
        root.insert(QStringLiteral("summary"), tr("Operations wait for a reviewer"));
        root.insert(QStringLiteral("title"), tr("Runledger: operations wait for a reviewer"));
        root.insert(QStringLiteral("text"), text);
        break;
    case AlertSettings::Shape::Standard: {
        QJsonArray operations;
        QJsonObject byReason;
        for (const HoldAlertItem &i : alert.items) {
            operations.append(QJsonObject{{QStringLiteral("id"), i.operationId},
                                          {QStringLiteral("reason"), toString(i.reason)},
                                          {QStringLiteral("held_since"), isoUtc(i.heldSince)}});
            byReason.insert(toString(i.reason), byReason.value(toString(i.reason)).toInt() + 1);
        }
        root.insert(QStringLiteral("type"), QStringLiteral("operations.held"));
        root.insert(QStringLiteral("timestamp"), isoUtc(now));
        root.insert(QStringLiteral("data"), QJsonObject{{QStringLiteral("alert_id"), alert.alertId},
                                                        {QStringLiteral("held_longer_than_seconds"), settings.heldLongerThanS},
                                                        {QStringLiteral("held"), n},
                                                        {QStringLiteral("by_reason"), byReason},
                                                        {QStringLiteral("operations"), operations},
                                                        {QStringLiteral("summary"), text}});
        break;
    }
    }
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

bool HoldAlerter::check(const QDateTime &now)
{
    if (m_sending)
        return false;
    const QDateTime heldBefore = now.addSecs(-m_settings.heldLongerThanS);
    // The claim outlasts the request's own timeout: no other process sends it meanwhile.
    const auto claimed = m_ledger->claimHoldAlert(m_worker, heldBefore, now.addSecs(60), now);
    if (!claimed) {
        log(tr("hold alerts: the ledger could not be read: %1").arg(claimed.error().message));
        return false;
    }
    if (!claimed->has_value()) // nothing to send now
        return false;
    const HoldAlert &alert = **claimed;
    if (alert.items.isEmpty()) { // every hold in it was resolved meanwhile: nothing to tell
        if (const auto done = m_ledger->markHoldAlertSent(alert.alertId, now); !done)
            log(tr("hold alerts: the ledger could not be written: %1").arg(done.error().message));
        return true;
    }
    const QByteArray payload = body(alert, m_settings, now);
    QNetworkRequest request(m_endpoint.url);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    request.setTransferTimeout(30'000);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    if (!m_endpoint.secret.isEmpty()) {
        const QByteArray id = alert.alertId.toUtf8();
        const QByteArray timestamp = QByteArray::number(now.toSecsSinceEpoch());
        request.setRawHeader("webhook-id", id);
        request.setRawHeader("webhook-timestamp", timestamp);
        request.setRawHeader("webhook-signature", signStandardWebhook(id, timestamp, payload, m_endpoint.secret));
    }
    m_sending = true;
    QNetworkReply *reply = m_network->post(request, payload);
    const QString alertId = alert.alertId;
    const int attempt = alert.attempt;
    const int held = int(alert.items.size());
    connect(reply, &QNetworkReply::finished, this, [this, reply, alertId, attempt, held] {
        reply->deleteLater();
        m_sending = false;
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        const QDateTime at = m_ledger->now();
        if (reply->error() == QNetworkReply::NoError && status >= 200 && status < 300) {
            if (const auto done = m_ledger->markHoldAlertSent(alertId, at); !done)
                log(tr("hold alert %1 was delivered, but recording that failed: %2").arg(alertId, done.error().message));
            log(tr("hold alert %1 delivered: %n operation(s) held too long", nullptr, held).arg(alertId));
            Q_EMIT finished(alertId, true);
            return;
        }
        const qint64 delay = retryDelaySeconds(attempt);
        if (const auto postponed = m_ledger->retryHoldAlertAt(alertId, at.addSecs(delay)); !postponed)
            log(tr("hold alert %1: recording the next try failed: %2").arg(alertId, postponed.error().message));
        log(tr("hold alert %1 not delivered (try %2: %3); next try in %4 s")
                .arg(alertId)
                .arg(attempt)
                .arg(status > 0 ? tr("HTTP %1").arg(status) : reply->errorString())
                .arg(delay));
        Q_EMIT finished(alertId, false);
    });
    return true;
}

class AlertThread::Host final : public QObject
{
public:
    std::unique_ptr<Ledger> ledger;
    HoldAlerter *alerter = nullptr;
};

AlertThread::AlertThread(QString location, AlertSettings settings, HoldAlerter::Endpoint endpoint, QString worker, QObject *parent)
    : QObject(parent)
    , m_location(std::move(location))
    , m_settings(settings)
    , m_endpoint(std::move(endpoint))
    , m_worker(std::move(worker))
{
    m_thread.setObjectName(QStringLiteral("alerts"));
}

AlertThread::~AlertThread() { stop(); }

bool AlertThread::start(LedgerError *error)
{
    if (m_host)
        return true;
    m_host = new Host;
    m_host->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_host, &QObject::deleteLater);
    m_thread.start();
    bool ok = false;
    LedgerError opened;
    QSemaphore done;
    QMetaObject::invokeMethod(m_host, [this, &ok, &opened, &done] {
        m_host->ledger = Ledger::open(m_location, Ledger::OpenMode::ExistingOnly, &opened);
        if (m_host->ledger) {
            m_host->alerter = new HoldAlerter(m_host->ledger.get(), m_settings, m_endpoint, m_worker, m_host);
            m_host->alerter->setLogger(m_log);
            auto *timer = new QTimer(m_host);
            timer->setInterval(int(std::clamp<qint64>(m_settings.heldLongerThanS * 1000 / 4, 1000, 30'000)));
            HoldAlerter *alerter = m_host->alerter;
            const auto round = [alerter, ledger = m_host->ledger.get()] { alerter->check(ledger->now()); };
            QObject::connect(timer, &QTimer::timeout, alerter, round);
            // After a send, the next alert due goes at once.
            QObject::connect(alerter, &HoldAlerter::finished, alerter, [round](const QString &, bool delivered) {
                if (delivered)
                    QTimer::singleShot(0, round);
            });
            timer->start();
            round();
            ok = true;
        }
        done.release();
    });
    done.acquire();
    if (!ok) {
        if (error)
            *error = opened;
        stop();
    }
    return ok;
}

void AlertThread::stop()
{
    if (!m_thread.isRunning())
        return;
    QMetaObject::invokeMethod(m_host, [this] {
        delete m_host->alerter; // before its connection
        m_host->alerter = nullptr;
        m_host->ledger.reset();
    }, Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
    m_host = nullptr;
}

} // namespace rl::app
