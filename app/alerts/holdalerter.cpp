// SPDX-License-Identifier: GPL-3.0-or-later
#include "holdalerter.h"

#include "appinfo.h"
#include "ids.h"
#include "intake/signatures.h"
#include "operationsmodel.h"
#include "targets/connector.h"

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

// How many holds of the alert have each reason, most first.
QList<std::pair<qint64, HoldReason>> reasonCounts(const HoldAlert &alert)
{
    QMap<HoldReason, qint64> by;
    for (const HoldAlertItem &i : alert.items)
        ++by[i.reason];
    QList<std::pair<qint64, HoldReason>> counts;
    for (auto it = by.cbegin(); it != by.cend(); ++it)
        counts.append({it.value(), it.key()});
    std::stable_sort(counts.begin(), counts.end(), [](const auto &a, const auto &b) { return a.first > b.first; });
    return counts;
}

// The alert's reasons in words, most first.
QString reasonsInWords(const HoldAlert &alert) { return OperationsModel::holdReasonsInWords(reasonCounts(alert)); }

// Slack's mrkdwn gives &, < and > a meaning of their own: escaped as its
// incoming-webhook document says.
QString slackEscaped(QString text)
{
    return text.replace(QLatin1Char('&'), QLatin1String("&amp;")).replace(QLatin1Char('<'), QLatin1String("&lt;"))
        .replace(QLatin1Char('>'), QLatin1String("&gt;"));
}

// Slack's blocks: a header, the text (mrkdwn), and an optional context line.
QJsonArray slackBlocks(const QString &title, const QString &text, const QString &context = {})
{
    QJsonArray blocks{QJsonObject{{QStringLiteral("type"), QStringLiteral("header")},
                                  {QStringLiteral("text"), QJsonObject{{QStringLiteral("type"), QStringLiteral("plain_text")},
                                                                       {QStringLiteral("text"), title}}}},
                      QJsonObject{{QStringLiteral("type"), QStringLiteral("section")},
                                  {QStringLiteral("text"), QJsonObject{{QStringLiteral("type"), QStringLiteral("mrkdwn")},
                                                                       {QStringLiteral("text"), slackEscaped(text)}}}}};
    if (!context.isEmpty())
        blocks.append(QJsonObject{{QStringLiteral("type"), QStringLiteral("context")},
                                  {QStringLiteral("elements"),
                                   QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("mrkdwn")},
                                                          {QStringLiteral("text"), slackEscaped(context)}}}}});
    return blocks;
}

// A Teams Workflows webhook's message: an Adaptive Card with the title, the
// text and what follows them, as its attachment (a MessageCard fails the
// flow after a 202).
QJsonObject teamsMessage(const QString &title, const QString &text, const QJsonArray &more = {})
{
    QJsonArray body{QJsonObject{{QStringLiteral("type"), QStringLiteral("TextBlock")}, {QStringLiteral("text"), title},
                                {QStringLiteral("size"), QStringLiteral("Medium")}, {QStringLiteral("weight"), QStringLiteral("Bolder")},
                                {QStringLiteral("wrap"), true}},
                    QJsonObject{{QStringLiteral("type"), QStringLiteral("TextBlock")}, {QStringLiteral("text"), text},
                                {QStringLiteral("wrap"), true}}};
    for (const QJsonValue &v : more)
        body.append(v);
    const QJsonObject card{{QStringLiteral("$schema"), QStringLiteral("http://adaptivecards.io/schemas/adaptive-card.json")},
                           {QStringLiteral("type"), QStringLiteral("AdaptiveCard")},
                           {QStringLiteral("version"), QStringLiteral("1.4")},
                           {QStringLiteral("body"), body}};
    return QJsonObject{{QStringLiteral("type"), QStringLiteral("message")},
                       {QStringLiteral("attachments"),
                        QJsonArray{QJsonObject{{QStringLiteral("contentType"), QStringLiteral("application/vnd.microsoft.card.adaptive")},
                                               {QStringLiteral("contentUrl"), QJsonValue::Null},
                                               {QStringLiteral("content"), card}}}}};
}

// The operation ids an alert names, at most a few in a chat message (the
// console lists them all).
QString someOperationIds(const HoldAlert &alert, int atMost)
{
    QStringList ids;
    for (const HoldAlertItem &i : alert.items) {
        if (ids.size() == atMost)
            break;
        ids << i.operationId;
    }
    QString text = ids.join(QStringLiteral(", "));
    if (alert.items.size() > atMost)
        text = HoldAlerter::tr("%1 and %n more", nullptr, int(alert.items.size() - atMost)).arg(text);
    return text;
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

QString HoldAlerter::Endpoint::receiverName() const
{
    return mail ? tr("e-mail through the mail target %1").arg(mail->name) : url.host();
}

std::optional<HoldAlerter::Endpoint> HoldAlerter::endpointFromEnvironment(const AlertSettings &settings, QString *error,
                                                                           const QMap<QString, TargetProfile> &targets)
{
    const auto fail = [&](const QString &why) -> std::optional<Endpoint> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    Endpoint e;
    if (settings.shape == AlertSettings::Shape::Email) {
        // Sent by the mail target like a flow's e-mail step, with its token.
        const auto target = targets.constFind(settings.mailTarget);
        if (target == targets.constEnd())
            return fail(tr("e-mail alerts go through the mail target %1, which the configuration does not have").arg(settings.mailTarget));
        if (!target->tokenEnv.isEmpty() && target->token().isEmpty())
            return fail(tr("e-mail alerts go through the mail target %1: set %2 to its token").arg(target->name, target->tokenEnv));
        e.mail = *target;
        return e;
    }
    e.url = QUrl(qEnvironmentVariable(qPrintable(settings.urlEnv)), QUrl::StrictMode);
    if (e.url.isEmpty())
        return fail(tr("alerts are configured, but %1 (the address to send them to) is not set").arg(settings.urlEnv));
    if (const QString bad = webhookAddressProblem(e.url, settings.urlEnv); !bad.isEmpty())
        return fail(bad);
    e.secret = qgetenv(qPrintable(settings.secretEnv));
    if (const QString bad = webhookSecretProblem(e.secret, settings.secretEnv); !bad.isEmpty())
        return fail(bad);
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
    if (m_endpoint.mail)
        m_mail = new Connector(*m_endpoint.mail, this);
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

QByteArray HoldAlerter::body(const HoldAlert &alert, const AlertSettings &settings)
{
    const int n = int(alert.items.size());
    const QString text = tr("Runledger: %n operation(s) held longer than %1 wait for a reviewer (%2). Open the review console to decide.",
                            nullptr, n)
                             .arg(heldTime(settings.heldLongerThanS), reasonsInWords(alert));
    const QString title = tr("Runledger: operations wait for a reviewer");
    QJsonObject root;
    switch (settings.shape) {
    case AlertSettings::Shape::Slack:
        // Slack's incoming webhooks: "text" is the notification's words (and
        // what a client without blocks shows), "blocks" the message itself;
        // Slack reads &, < and > in both as markup.
        root.insert(QStringLiteral("text"), slackEscaped(text));
        root.insert(QStringLiteral("blocks"), slackBlocks(title, text, tr("Operations: %1").arg(someOperationIds(alert, 10))));
        break;
    case AlertSettings::Shape::Teams: {
        QJsonArray facts;
        for (const auto &[count, reason] : reasonCounts(alert))
            facts.append(QJsonObject{{QStringLiteral("title"), OperationsModel::holdReasonText(reason)},
                                     {QStringLiteral("value"), QString::number(count)}});
        root = teamsMessage(title, text,
                            {QJsonObject{{QStringLiteral("type"), QStringLiteral("FactSet")}, {QStringLiteral("facts"), facts}},
                             QJsonObject{{QStringLiteral("type"), QStringLiteral("TextBlock")},
                                         {QStringLiteral("text"), tr("Operations: %1").arg(someOperationIds(alert, 10))},
                                         {QStringLiteral("isSubtle"), true}, {QStringLiteral("size"), QStringLiteral("Small")},
                                         {QStringLiteral("wrap"), true}}});
        break;
    }
    case AlertSettings::Shape::TeamsLegacy:
        root.insert(QStringLiteral("@type"), QStringLiteral("MessageCard"));
        root.insert(QStringLiteral("@context"), QStringLiteral("https://schema.org/extensions"));
        root.insert(QStringLiteral("summary"), tr("Operations wait for a reviewer"));
        root.insert(QStringLiteral("title"), title);
        root.insert(QStringLiteral("text"), text);
        break;
    case AlertSettings::Shape::Email: {
        // The content of an e-mail step: the mail target maps it onto its API
        // and sends it under the alert id as its reference (Resend's
        // idempotency key: a retry after a lost answer sends nothing twice).
        QStringList lines{text, QString(), tr("Held operations:")};
        for (const HoldAlertItem &i : alert.items)
            lines << tr("- %1: %2, held since %3").arg(i.operationId, OperationsModel::holdReasonText(i.reason), isoUtc(i.heldSince));
        lines << QString() << tr("Alert %1, made %2.").arg(alert.alertId, isoUtc(alert.createdAt));
        root.insert(QStringLiteral("to"), settings.to);
        root.insert(QStringLiteral("subject"), tr("Runledger: %n operation(s) wait for a reviewer", nullptr, n));
        root.insert(QStringLiteral("body"), lines.join(QLatin1Char('\n')));
        root.insert(QStringLiteral("reference"), alert.alertId);
        break;
    }
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
        // When it happened (the holds were found held too long), as the
        // Standard Webhooks spec has it: the same on every try of this id.
        root.insert(QStringLiteral("timestamp"), isoUtc(alert.createdAt));
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

QByteArray HoldAlerter::noticeBody(const PrivacyNotice &notice, const AlertSettings &settings)
{
    const QString request = notice.shopRequestId.isEmpty() ? QString::number(notice.requestId) : notice.shopRequestId;
    const QString title = tr("Runledger: a customer asked for their data");
    const QString text = tr("Shopify asked, for a customer of %1, for everything Runledger holds on them (data request %2). "
                            "The access export is ready in %3 on the machine that runs Runledger's service: "
                            "hand it to the shop, which answers the customer.")
                             .arg(notice.shop, request, notice.exportFile);
    QJsonObject root;
    switch (settings.shape) {
    case AlertSettings::Shape::Slack:
        root.insert(QStringLiteral("text"), slackEscaped(text));
        root.insert(QStringLiteral("blocks"), slackBlocks(title, text));
        break;
    case AlertSettings::Shape::Teams:
        root = teamsMessage(title, text);
        break;
    case AlertSettings::Shape::TeamsLegacy:
        root.insert(QStringLiteral("@type"), QStringLiteral("MessageCard"));
        root.insert(QStringLiteral("@context"), QStringLiteral("https://schema.org/extensions"));
        root.insert(QStringLiteral("summary"), title);
        root.insert(QStringLiteral("title"), title);
        root.insert(QStringLiteral("text"), text);
        break;
    case AlertSettings::Shape::Email:
        root.insert(QStringLiteral("to"), settings.to);
        root.insert(QStringLiteral("subject"), title);
        root.insert(QStringLiteral("body"),
                    QStringList{text, QString(), tr("Notice %1, made %2.").arg(notice.noticeId, isoUtc(notice.doneAt))}.join(QLatin1Char('\n')));
        root.insert(QStringLiteral("reference"), notice.noticeId);
        break;
    case AlertSettings::Shape::Standard:
        root.insert(QStringLiteral("type"), QStringLiteral("privacy.data_request"));
        root.insert(QStringLiteral("timestamp"), isoUtc(notice.doneAt));
        root.insert(QStringLiteral("data"), QJsonObject{{QStringLiteral("notice_id"), notice.noticeId},
                                                        {QStringLiteral("shop"), notice.shop},
                                                        {QStringLiteral("data_request_id"), request},
                                                        {QStringLiteral("export_file"), notice.exportFile},
                                                        {QStringLiteral("summary"), text}});
        break;
    }
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

void HoldAlerter::tried(const QString &alertId, int attempt, int held, bool delivered, const QString &why)
{
    m_sending = false;
    const QDateTime at = m_ledger->now(); // the one clock (docs/design.md rule 16)
    if (delivered) {
        if (const auto done = m_ledger->markHoldAlertSent(alertId, at); !done)
            log(tr("hold alert %1 was delivered, but recording that failed: %2").arg(alertId, done.error().message));
        log(tr("hold alert %1 delivered: %n operation(s) held too long", nullptr, held).arg(alertId));
        Q_EMIT finished(alertId, true);
        return;
    }
    const qint64 delay = retryDelaySeconds(attempt);
    if (const auto postponed = m_ledger->retryHoldAlertAt(alertId, at.addSecs(delay)); !postponed)
        log(tr("hold alert %1: recording the next try failed: %2").arg(alertId, postponed.error().message));
    log(tr("hold alert %1 not delivered (try %2: %3); next try in %4 s").arg(alertId).arg(attempt).arg(why).arg(delay));
    Q_EMIT finished(alertId, false);
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
    if (!claimed->has_value()) // no hold to tell of: perhaps a data request
        return checkNotice(now);
    const HoldAlert &alert = **claimed;
    if (alert.allResolved()) { // every hold in it was resolved meanwhile: nothing to tell
        if (const auto done = m_ledger->markHoldAlertSent(alert.alertId, now); !done)
            log(tr("hold alerts: the ledger could not be written: %1").arg(done.error().message));
        return true;
    }
    const QString alertId = alert.alertId;
    const int attempt = alert.attempt;
    const int held = int(alert.items.size());
    send(alertId, body(alert, m_settings), now, [this, alertId, attempt, held](bool delivered, const QString &why) {
        tried(alertId, attempt, held, delivered, why);
    });
    return true;
}

bool HoldAlerter::checkNotice(const QDateTime &now)
{
    const auto claimed = m_ledger->claimPrivacyNotice(m_worker, now.addSecs(60), now);
    if (!claimed) {
        log(tr("data request notices: the ledger could not be read: %1").arg(claimed.error().message));
        return false;
    }
    if (!claimed->has_value())
        return false;
    const PrivacyNotice notice = **claimed;
    send(notice.noticeId, noticeBody(notice, m_settings), now, [this, notice](bool delivered, const QString &why) {
        m_sending = false;
        const QDateTime at = m_ledger->now();
        if (delivered) {
            if (const auto done = m_ledger->markPrivacyNoticeSent(notice.requestId, at); !done)
                log(tr("data request notice %1 was delivered, but recording that failed: %2").arg(notice.noticeId, done.error().message));
            log(tr("data request notice %1 delivered (shop %2)").arg(notice.noticeId, notice.shop));
            Q_EMIT finished(notice.noticeId, true);
            return;
        }
        const qint64 delay = retryDelaySeconds(notice.attempt);
        if (const auto postponed = m_ledger->retryPrivacyNoticeAt(notice.requestId, at.addSecs(delay)); !postponed)
            log(tr("data request notice %1: recording the next try failed: %2").arg(notice.noticeId, postponed.error().message));
        log(tr("data request notice %1 not delivered (try %2: %3); next try in %4 s").arg(notice.noticeId).arg(notice.attempt).arg(why).arg(delay));
        Q_EMIT finished(notice.noticeId, false);
    });
    return true;
}

void HoldAlerter::send(const QString &id, const QByteArray &payload, const QDateTime &now,
                       std::function<void(bool delivered, const QString &why)> done)
{
    m_sending = true;
    if (m_mail) {
        // Through the mail target, as a step would be: accepted by the mail
        // service is delivered for an alert (its delivery events are a
        // step's evidence, not an alert's).
        m_mail->create(id, payload, {}, [done](const CallOutcome &c) {
            done(c.outcome == Outcome::Succeeded,
                 c.httpStatus > 0 ? tr("HTTP %1: %2").arg(c.httpStatus).arg(saidText(c.said, c.summary)) : saidText(c.said, c.summary));
        });
        return;
    }
    postWebhook(m_network, m_endpoint.url, m_endpoint.secret, id, payload, now, std::move(done));
}

QString webhookAddressProblem(const QUrl &url, const QString &env)
{
    const bool loopback = QHostAddress(url.host()).isLoopback() || url.host() == QLatin1String("localhost");
    if (!url.isValid() || url.host().isEmpty()
        || !(url.scheme() == QLatin1String("https") || (url.scheme() == QLatin1String("http") && loopback)))
        return HoldAlerter::tr("%1 must be an https address (http only to this machine)").arg(env);
    return {};
}

QString webhookSecretProblem(const QByteArray &secret, const QString &env)
{
    if (!secret.isEmpty() && !secret.startsWith("whsec_"))
        return HoldAlerter::tr("%1 must be a Standard Webhooks secret (whsec_ followed by base64)").arg(env);
    return {};
}

void postWebhook(QNetworkAccessManager *network, const QUrl &url, const QByteArray &secret, const QString &id, const QByteArray &payload,
                 const QDateTime &now, std::function<void(bool delivered, const QString &why)> done)
{
    QNetworkRequest request(url);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    // The receiver's log names who called: Runledger, not Qt's browser-like default.
    request.setHeader(QNetworkRequest::UserAgentHeader, QStringLiteral("Runledger/%1").arg(buildVersion()));
    request.setTransferTimeout(30'000);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    if (!secret.isEmpty()) {
        // webhook-timestamp is this try's (a receiver checks it against
        // replays); the body, and the event time in it, are the event's.
        const QByteArray webhookId = id.toUtf8();
        const QByteArray timestamp = QByteArray::number(now.toSecsSinceEpoch());
        request.setRawHeader("webhook-id", webhookId);
        request.setRawHeader("webhook-timestamp", timestamp);
        request.setRawHeader("webhook-signature", signStandardWebhook(webhookId, timestamp, payload, secret));
    }
    QNetworkReply *reply = network->post(request, payload);
    // transferTimeout is for silence; a receiver that trickles bytes is cut
    // off here, well inside the 60 s claim, so no other process sends the
    // same one meanwhile.
    QTimer::singleShot(40'000, reply, [reply] { reply->abort(); });
    QObject::connect(reply, &QNetworkReply::finished, network, [reply, done = std::move(done)] {
        reply->deleteLater();
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        done(reply->error() == QNetworkReply::NoError && status >= 200 && status < 300,
             status > 0 ? HoldAlerter::tr("HTTP %1").arg(status) : reply->errorString());
    });
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
            timer->setInterval(int(std::clamp<qint64>(m_settings.heldLongerThanS * 1000 / 4, 1000, 10'000)));
            HoldAlerter *alerter = m_host->alerter;
            const auto round = [alerter, ledger = m_host->ledger.get()] { alerter->check(ledger->now()); };
            QObject::connect(timer, &QTimer::timeout, alerter, round);
            // After a send, the next alert due goes at once.
            QObject::connect(alerter, &HoldAlerter::finished, alerter, [alerter, round](const QString &, bool delivered) {
                if (delivered)
                    QTimer::singleShot(0, alerter, round); // not after the alerter is gone
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
