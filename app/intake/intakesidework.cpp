// SPDX-License-Identifier: GPL-3.0-or-later
// Intake's side work, off the HTTP thread: the mail services' delivery and
// bounce events, and /metrics.
#include "intakeserver.h"
#include "intakehelpers.h"
#include "deliverysignals.h"

#include "appinfo.h"
#include "reader.h"
#include "signatures.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QThread>
#include <chrono>

#include <mutex>
#include <thread>

#include <sys/statvfs.h>

namespace rl::app {

using namespace rl::models;
using namespace rl::app::intake;

void IntakeServer::handleDeliveryEvent(const QHttpServerRequest &request, std::shared_ptr<PendingReply> reply)
{
    const QString path = request.url().path();
    const QString method = methodName(request);
    const auto refuse = [&](int status, const QString &why) {
        if (m_log)
            m_log(QStringLiteral("%1 %2 %3 %4").arg(method, path).arg(status).arg(why));
        reply->json(errorBody(why), status);
    };
    // Only targets the configuration declares, each with its own secret:
    // anything else is 404 and nothing is recorded.
    static const QRegularExpression validName(QStringLiteral("^[A-Za-z0-9_-]{1,64}$"));
    const QString name = path.mid(10);
    const auto target = m_config->targets().constFind(name);
    if (!validName.match(name).hasMatch() || target == m_config->targets().constEnd() || target->webhookSecretEnv.isEmpty())
        return refuse(404, QStringLiteral("no such endpoint"));
    if (method != QLatin1String("POST"))
        return refuse(405, QStringLiteral("use POST"));
    const QByteArray body = request.body();
    if (body.size() > MaxBody)
        return refuse(413, QStringLiteral("body over 1 MiB"));
    const QByteArray secret = qgetenv(target->webhookSecretEnv.toLocal8Bit().constData());
    if (secret.isEmpty())
        return refuse(401, QStringLiteral("no webhook secret configured (%1)").arg(target->webhookSecretEnv));
    const auto headers = request.headers();
    const bool resend = target->protocol == QLatin1String("resend");
    QByteArray eventId;
    if (resend) {
        // Resend signs the Svix way: the Standard Webhooks scheme under svix-* (or webhook-*) names.
        const auto pick = [&](const char *svix, const char *standard) {
            const QByteArray v = headerOf(headers, svix);
            return v.isEmpty() ? headerOf(headers, standard) : v;
        };
        eventId = pick("svix-id", "webhook-id");
        const auto check = verifyStandardWebhook(eventId, pick("svix-timestamp", "webhook-timestamp"), body,
                                                 pick("svix-signature", "webhook-signature"), secret, LedgerClock::processNow());
        if (check != StandardWebhookCheck::Ok)
            return refuse(401, check == StandardWebhookCheck::StaleTimestamp ? QStringLiteral("the timestamp is outside the 300 s tolerance")
                                                                             : QStringLiteral("signature does not match"));
    } else {
        // Postmark does not sign: the webhook URL carries basic auth credentials.
        // The scheme's name is case-insensitive (RFC 9110, 11.1); the credentials are not.
        QByteArray authorization = headerOf(headers, "Authorization").trimmed();
        if (authorization.size() > 6 && authorization.left(6).compare("basic ", Qt::CaseInsensitive) == 0)
            authorization = "Basic " + authorization.mid(6).trimmed();
        if (!constantTimeEquals(authorization, QByteArrayLiteral("Basic ") + secret.toBase64()))
            return refuse(401, QStringLiteral("basic auth credentials do not match"));
    }
    QJsonParseError pe{};
    const QJsonObject o = QJsonDocument::fromJson(body, &pe).object();
    if (pe.error != QJsonParseError::NoError)
        return refuse(400, QStringLiteral("body is not a JSON object"));
    Ledger::DeliveryEvent e;
    e.target = name;
    // What the event says about the e-mail, as its provider documents each
    // type (docs/delivery-events.md).
    if (resend) {
        const QString type = o.value(QStringLiteral("type")).toString();
        e.status = deliveryStatus(resendSignal(type));
        e.messageId = o.value(QStringLiteral("data")).toObject().value(QStringLiteral("email_id")).toString();
        e.eventId = QString::fromUtf8(eventId);
        e.observedAt = QDateTime::fromString(o.value(QStringLiteral("created_at")).toString(), Qt::ISODateWithMs).toUTC();
        // As the service said it: "sent", "delivered" … (the word after "email.").
        const QString word = type.mid(6) == QLatin1String("delivery_delayed") ? QStringLiteral("delayed") : type.mid(6);
        e.said = Said::of("delivery.resend", {QStringLiteral("@status.") + word});
        e.summary = e.said.english();
    } else {
        const QString record = o.value(QStringLiteral("RecordType")).toString();
        const QString type = o.value(QStringLiteral("Type")).toString();
        // Inactive: Postmark deactivated the address with this record;
        // CanActivate: a person may reactivate it.
        const bool inactive = o.value(QStringLiteral("Inactive")).toBool();
        const bool canActivate = o.value(QStringLiteral("CanActivate")).toBool(true);
        const DeliverySignal signal = postmarkSignal(record, type, inactive);
        e.status = deliveryStatus(signal);
        e.messageId = o.value(QStringLiteral("MessageID")).toString();
        const QString at = o.value(record == QLatin1String("Delivery")             ? QStringLiteral("DeliveredAt")
                                   : record == QLatin1String("SubscriptionChange") ? QStringLiteral("ChangedAt")
                                                                                   : QStringLiteral("BouncedAt"))
                               .toString();
        e.eventId = QStringLiteral("%1:%2:%3").arg(record, e.messageId, o.value(QStringLiteral("ID")).toVariant().toString() + at);
        e.observedAt = QDateTime::fromString(at, Qt::ISODateWithMs).toUTC();
        // What reached the reviewer: the status, Postmark's Type (never its
        // Details: the receiving server's words may name the address), and
        // whether it deactivated the address.
        const QString status = QStringLiteral("@status.") + e.status;
        if (signal == DeliverySignal::Informational)
            e.said = Said::of("delivery.postmark_note", {type.isEmpty() ? record : type});
        else if (inactive && o.contains(QStringLiteral("Type")))
            e.said = Said::of(canActivate ? "delivery.postmark_inactive" : "delivery.postmark_inactive_final", {status, type});
        else if (o.contains(QStringLiteral("Type")))
            e.said = Said::of("delivery.postmark_type", {status, type});
        else
            e.said = Said::of("delivery.postmark", {status});
        e.summary = e.said.english();
    }
    if (e.status.isEmpty() || e.messageId.isEmpty()) {
        // Opens, clicks and events about other things are not evidence about the effect.
        reply->json(QJsonDocument(QJsonObject{{QStringLiteral("recorded"), false}}), 200);
        return;
    }
    if (!e.observedAt.isValid())
        e.observedAt = LedgerClock::processNow();
    onSideThread(std::move(reply), [e, path](Ledger *ledger, const LedgerError &openError) {
        const auto unavailable = [&path](const LedgerError &why) {
            return SideAnswer{503, errorBody(QStringLiteral("ledger unavailable, retry")).toJson(QJsonDocument::Compact),
                              QByteArrayLiteral("application/json"),
                              QStringLiteral("POST %1 503 ledger unavailable, retry: %2").arg(path, why.message)};
        };
        if (!ledger)
            return unavailable(openError);
        const auto result = ledger->recordDeliveryEvent(e);
        if (!result)
            return unavailable(result.error());
        if (*result == Ledger::DeliveryEventResult::Recorded)
            ledger->notify(Ledger::Channel::Changed);
        // Kept: no step carries the message id yet; the event waits in the
        // ledger and is attached once one does (the service is never asked
        // to send it again, and it is not lost).
        return SideAnswer{200,
                          QJsonDocument(QJsonObject{{QStringLiteral("recorded"), *result == Ledger::DeliveryEventResult::Recorded},
                                                    {QStringLiteral("duplicate"), *result == Ledger::DeliveryEventResult::Duplicate},
                                                    {QStringLiteral("kept"), *result == Ledger::DeliveryEventResult::Kept}})
                              .toJson(QJsonDocument::Compact),
                          QByteArrayLiteral("application/json"),
                          QStringLiteral("POST %1 200 %2 %3").arg(path, e.status,
                                                                 *result == Ledger::DeliveryEventResult::Recorded ? QStringLiteral("recorded")
                                                                 : *result == Ledger::DeliveryEventResult::Duplicate ? QStringLiteral("duplicate")
                                                                 : QStringLiteral("kept until a step carries this message id"))};
    });
}

std::optional<QByteArray> IntakeServer::metrics(Ledger &ledger, const QByteArray &requests)
{
    const auto counts = ledger.reader().counts();
    if (!counts)
        return std::nullopt;
    const Counts &c = *counts;
    QByteArray out;
    const auto metric = [&](const char *name, const char *type, const char *help, double value, const char *labels = "") {
        out += QByteArray("# HELP ") + name + ' ' + help + "\n# TYPE " + name + ' ' + type + '\n';
        out += QByteArray(name) + labels + ' ' + QByteArray::number(value, 'g', 15) + '\n';
    };
    // Which build answers: the version as a label, the value always 1 (the Prometheus convention).
    out += "# HELP runledger_build_info The Runledger build this process runs (the value is always 1).\n"
           "# TYPE runledger_build_info gauge\n"
           "runledger_build_info{version=\"" + buildVersion().toUtf8() + "\",qt=\"" + QByteArray(qVersion()) + "\"} 1\n";
    metric("runledger_events_total", "counter", "Distinct events recorded.", double(c.events));
    metric("runledger_deliveries_total", "counter", "Deliveries received (duplicates of an event included).", double(c.deliveries));
    metric("runledger_operations_total", "counter", "Operations created.", double(c.operations));
    metric("runledger_attempts_total", "counter", "Attempts made against targets.", double(c.attempts));
    metric("runledger_confirmed_effects_total", "counter", "External effects confirmed by a target.", double(c.confirmedEffects));
    metric("runledger_duplicates_at_target", "gauge", "Steps whose one reference the target holds more than once.", double(c.duplicatesAtTarget));
    metric("runledger_emails_delivered", "gauge", "Accepted e-mails the mail service reported delivered (a spam complaint proves it too).",
           double(c.emailsDelivered));
    metric("runledger_emails_complained", "gauge", "Delivered e-mails the recipient marked as spam (counted as delivered too).",
           double(c.emailsComplained));
    metric("runledger_emails_bounced", "gauge", "Accepted e-mails the mail service reported bounced (never resent automatically).", double(c.emailsBounced));
    metric("runledger_emails_failed", "gauge", "Accepted e-mails the mail service then failed to send or suppressed (never resent automatically).",
           double(c.emailsFailed));
    metric("runledger_emails_delayed", "gauge", "Accepted e-mails the mail service reported delayed, not delivered yet.", double(c.emailsDelayed));
    metric("runledger_unresolved_operations", "gauge", "Operations held or uncertain now.", double(c.unresolvedOperations));
    metric("runledger_recoveries_total", "counter", "Holds resolved by a reviewer's decision.", double(c.recoveries));
    metric("runledger_hold_alerts_sent_total", "counter", "Alerts about operations held too long, delivered.", double(c.holdAlertsSent));
    metric("runledger_hold_alerts_pending", "gauge", "Alerts about operations held too long, not delivered yet.", double(c.holdAlertsPending));
    metric("runledger_hold_alert_sends_total", "counter", "Sends of hold alerts tried (delivered or not).", double(c.holdAlertTries));
    out += "# HELP runledger_time_to_recovery_seconds Operator time from hold to resolving decision.\n"
           "# TYPE runledger_time_to_recovery_seconds summary\n";
    if (c.recoveries > 0) {
        out += "runledger_time_to_recovery_seconds{quantile=\"0.5\"} " + QByteArray::number(double(c.recoveryMedianMs) / 1000.0) + '\n';
        out += "runledger_time_to_recovery_seconds{quantile=\"0.9\"} " + QByteArray::number(double(c.recoveryP90Ms) / 1000.0) + '\n';
    }
    out += "runledger_time_to_recovery_seconds_sum " + QByteArray::number(double(c.recoverySumMs) / 1000.0, 'g', 15) + '\n';
    out += "runledger_time_to_recovery_seconds_count " + QByteArray::number(c.recoveries) + '\n';
    // This process's own: what intake answered, by route and status, and how fast.
    out += requests;
    return out;
}

} // namespace rl::app
