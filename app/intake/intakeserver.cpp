// SPDX-License-Identifier: GPL-3.0-or-later
#include "intakeserver.h"
#include "intakehelpers.h"
#include "intakewriter.h"
#include "shopifyevents.h"

#include "ids.h"
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

#include <sys/statvfs.h>

namespace rl::app {

using namespace rl::models;
using namespace rl::app::intake;


IntakeSecrets IntakeSecrets::fromEnvironment(const Configuration *config)
{
    IntakeSecrets s;
    for (const char *name : {"RUNLEDGER_SHOPIFY_SECRET", "RUNLEDGER_SHOPIFY_SECRET_PREVIOUS"}) {
        const QByteArray v = qgetenv(name);
        if (!v.isEmpty())
            s.shopify.append(v);
    }
    s.standardWebhooks = qgetenv("RUNLEDGER_WEBHOOK_SECRET");
    if (config) {
        // A source that names its own variable uses only that secret (empty: refused), never the shared one.
        for (auto it = config->sourceSecretEnvs().begin(); it != config->sourceSecretEnvs().end(); ++it)
            s.perSource.insert(it.key(), qgetenv(it.value().toLocal8Bit().constData()));
        // A caller whose variable is empty has no token: every call of it is refused.
        for (const Caller &c : config->callers()) {
            if (!c.tokenEnv.isEmpty())
                s.callerTokens.insert(c.name, qgetenv(c.tokenEnv.toLocal8Bit().constData()));
            if (!c.secretEnv.isEmpty())
                s.callerSecrets.insert(c.name, qgetenv(c.secretEnv.toLocal8Bit().constData()));
        }
    }
    return s;
}

// /metrics and the mail services' delivery events read and write the ledger:
// on a thread of their own with their own connection, so a slow read or a
// write waiting for a lock never holds up a webhook on the HTTP thread.
class IntakeSideWork
{
public:
    explicit IntakeSideWork(QString location)
        : m_location(std::move(location))
    {
        m_thread.setObjectName(QStringLiteral("intake-side"));
        m_context.moveToThread(&m_thread);
        m_thread.start();
    }
    ~IntakeSideWork()
    {
        // The connection closes on its own thread, after the work queued before.
        QMetaObject::invokeMethod(&m_context, [this] { m_ledger.reset(); }, Qt::BlockingQueuedConnection);
        m_thread.quit();
        m_thread.wait();
    }
    Q_DISABLE_COPY_MOVE(IntakeSideWork)

    QObject *context() { return &m_context; }
    // On the side thread: its connection, opened on first use (again after a failure).
    Ledger *ledger(LedgerError *error)
    {
        if (!m_ledger)
            m_ledger = Ledger::open(m_location, Ledger::OpenMode::ExistingOnly, error);
        return m_ledger.get();
    }
    // After a failure: a connection that no longer answers is opened anew next time.
    void dropIfBroken()
    {
        if (m_ledger && !m_ledger->connectionAlive())
            m_ledger.reset();
    }

private:
    QString m_location;
    QThread m_thread;
    QObject m_context;
    std::unique_ptr<Ledger> m_ledger;
};

void IntakeServer::onSideThread(std::shared_ptr<PendingReply> reply,
                                std::function<SideAnswer(Ledger *ledger, const LedgerError &openError)> work,
                                std::function<void()> notYet)
{
    if (!m_side)
        m_side = std::make_unique<IntakeSideWork>(m_ledger->location());
    IntakeSideWork *side = m_side.get();
    QMetaObject::invokeMethod(side->context(), [this, side, reply = std::move(reply), work = std::move(work),
                                                notYet = std::move(notYet)]() mutable {
        LedgerError openError;
        Ledger *ledger = side->ledger(&openError);
        SideAnswer answer = work(ledger, openError);
        if (answer.status >= 500)
            side->dropIfBroken();
        // The reply leaves this thread with the answer: it is sent and released on the HTTP thread.
        QMetaObject::invokeMethod(this, [this, reply = std::move(reply), answer = std::move(answer), notYet = std::move(notYet)] {
            if (answer.status == 0 && notYet)
                return notYet();
            if (m_log && !answer.logLine.isEmpty())
                m_log(answer.logLine);
            reply->raw(answer.body, answer.contentType, answer.status, answer.headers);
        }, Qt::QueuedConnection);
    });
}

void IntakeServer::onSideThreadThen(std::function<std::function<void()>(Ledger *ledger, bool *failed)> work)
{
    if (!m_side)
        m_side = std::make_unique<IntakeSideWork>(m_ledger->location());
    IntakeSideWork *side = m_side.get();
    QMetaObject::invokeMethod(side->context(), [this, side, work = std::move(work)] {
        LedgerError openError;
        bool failed = false;
        std::function<void()> then = work(side->ledger(&openError), &failed);
        if (failed)
            side->dropIfBroken();
        QMetaObject::invokeMethod(this, std::move(then), Qt::QueuedConnection);
    });
}

IntakeServer::IntakeServer(Ledger *ledger, const Configuration *config, IntakeSecrets secrets, QObject *parent)
    : HttpService(parent)
    , m_ledger(ledger)
    , m_config(config)
    , m_secrets(std::move(secrets))
{
}

IntakeServer::~IntakeServer()
{
    // Writes what was received; answers still queued for this object are
    // dropped (their connections close unanswered: senders retry), here,
    // while the HTTP server and its sockets still exist; so are long polls.
    m_waiters.clear();
    m_writer.reset();
    m_side.reset();
    QCoreApplication::removePostedEvents(this);
}

ParsedDelivery IntakeServer::parseCaptured(const QByteArray &line) const
{
    const QJsonObject o = QJsonDocument::fromJson(line).object();
    if (o.isEmpty())
        return {400, tr("not a JSON object"), {}};
    QList<QPair<QByteArray, QByteArray>> headers;
    const QJsonObject h = o.value(QStringLiteral("headers")).toObject();
    for (auto it = h.begin(); it != h.end(); ++it)
        headers.append({it.key().toUtf8(), it.value().toString().toUtf8()});
    // Strict base64: a line whose body was damaged is refused, never guessed at.
    const auto decoded = QByteArray::fromBase64Encoding(o.value(QStringLiteral("body_base64")).toString().toLatin1(),
                                                        QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded)
        return {400, tr("body_base64 is not valid base64"), {}};
    // A captured Standard Webhooks delivery is judged at the time it was
    // sent: the signature is verified, the live-replay window is not.
    QDateTime at = LedgerClock::processNow();
    for (const auto &[k, v] : headers) {
        if (k.compare("webhook-timestamp", Qt::CaseInsensitive) == 0)
            at = QDateTime::fromSecsSinceEpoch(v.toLongLong(), Qt::UTC);
    }
    return parse(QStringLiteral("POST"), o.value(QStringLiteral("path")).toString(), headers, decoded.decoded, at);
}

QString IntakeServer::routeOf(const QString &path) const
{
    // A route's pattern, never the name in it: a client cannot add series.
    for (const char *exact : {"/webhooks/shopify", "/healthz", "/readyz", "/livez", "/metrics"}) {
        if (path == QLatin1String(exact))
            return path;
    }
    if (path.startsWith(QLatin1String("/v1/flows/")) && path.endsWith(QLatin1String("/operations")))
        return QStringLiteral("/v1/flows/{flow}/operations");
    if (path.startsWith(QLatin1String("/v1/operations/")))
        return QStringLiteral("/v1/operations/{id}");
    for (const char *prefix : {"/flow/actions/", "/events/", "/delivery/"}) {
        if (path.startsWith(QLatin1String(prefix)))
            return QLatin1String(prefix) + (qstrcmp(prefix, "/flow/actions/") == 0 ? QLatin1String("{handle}")
                                            : qstrcmp(prefix, "/events/") == 0      ? QLatin1String("{source}")
                                                                                    : QLatin1String("{target}"));
    }
    return QStringLiteral("other");
}

void IntakeServer::framingRefused(int status, const QString &why)
{
    if (m_log)
        m_log(QStringLiteral("refused before reading: %1 %2").arg(status).arg(why));
}

ParsedDelivery IntakeServer::parse(const QString &method, const QString &path,
                                   const QList<QPair<QByteArray, QByteArray>> &headers, const QByteArray &body,
                                   const QDateTime &now) const
{
    ParsedDelivery p;
    const auto reject = [&](int status, const QString &why) {
        p.status = status;
        p.error = why;
        return p;
    };
    // Routes as configured: Shopify's webhooks, and only the Flow action
    // handles and event sources a flow declares, each one plain path segment.
    static const QRegularExpression segment(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$"));
    const auto declared = [&](const QString &prefix, bool (Configuration::*declares)(const QString &) const) {
        if (!path.startsWith(prefix))
            return false;
        const QString name = path.mid(prefix.size());
        return segment.match(name).hasMatch() && !name.contains(QLatin1String("..")) && (m_config->*declares)(name);
    };
    const bool knownPath = path == QLatin1String("/webhooks/shopify")
        || declared(QStringLiteral("/flow/actions/"), &Configuration::declaresFlowAction)
        || declared(QStringLiteral("/events/"), &Configuration::declaresEventSource);
    if (!knownPath)
        return reject(404, path.startsWith(QLatin1String("/flow/actions/")) ? QStringLiteral("no flow is triggered by this Flow action")
                           : path.startsWith(QLatin1String("/events/"))     ? QStringLiteral("no flow takes events from this source")
                                                                            : QStringLiteral("no such endpoint"));
    if (method != QLatin1String("POST"))
        return reject(405, QStringLiteral("use POST"));
    if (body.size() > MaxBody)
        return reject(413, QStringLiteral("body over 1 MiB"));
    IncomingDelivery &d = p.delivery;
    d.payload = body;

    FlowTrigger::Kind kind;
    QString triggerValue;
    if (path == QLatin1String("/webhooks/shopify") || path.startsWith(QLatin1String("/flow/actions/"))) {
        // Shopify signs the raw bytes; verify before parsing anything.
        if (m_secrets.shopify.isEmpty())
            return reject(401, QStringLiteral("no Shopify secret configured (RUNLEDGER_SHOPIFY_SECRET)"));
        if (shopifyHeader(headers, "Hmac-Sha256").trimmed().isEmpty())
            return reject(401, QStringLiteral("the X-Shopify-Hmac-Sha256 header is missing (or Shopify-Hmac-Sha256, its name without X-)"));
        if (!verifyShopifyHmac(body, shopifyHeader(headers, "Hmac-Sha256"), m_secrets.shopify))
            return reject(401, QStringLiteral("signature does not match"));
    } else { // /events/<source>: the only other route knownPath lets through
        const QString source = path.mid(int(qstrlen("/events/")));
        const QByteArray secret = m_secrets.forSource(source);
        if (secret.isEmpty())
            return reject(401, m_config->secretEnvFor(source).isEmpty()
                                   ? QStringLiteral("no webhook secret configured (RUNLEDGER_WEBHOOK_SECRET)")
                                   : QStringLiteral("no secret configured for this source (%1)").arg(m_config->secretEnvFor(source)));
        const auto check = verifyStandardWebhook(headerOf(headers, "webhook-id"), headerOf(headers, "webhook-timestamp"), body,
                                                 headerOf(headers, "webhook-signature"), secret, now);
        if (check == StandardWebhookCheck::MissingHeaders)
            return reject(401, QStringLiteral("webhook-id, webhook-timestamp and webhook-signature are required"));
        if (check == StandardWebhookCheck::BadTimestamp)
            return reject(400, QStringLiteral("webhook-timestamp is not a number of seconds"));
        if (check == StandardWebhookCheck::StaleTimestamp)
            return reject(401, QStringLiteral("webhook-timestamp is outside the 300 s tolerance"));
        if (check != StandardWebhookCheck::Ok)
            return reject(401, QStringLiteral("signature does not match"));
    }

    // JSON allows no raw control character (RFC 8259 §7); Qt's parser lets
    // some through inside strings, and a NUL would then reach the ledger.
    if (std::any_of(body.cbegin(), body.cend(), [](char c) { return uchar(c) < 0x20 && c != '\t' && c != '\n' && c != '\r'; }))
        return reject(400, QStringLiteral("body holds a raw control character (a NUL, say); JSON escapes them"));
    QJsonParseError pe{};
    const QJsonDocument doc = QJsonDocument::fromJson(body, &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject())
        return reject(400, QStringLiteral("body is not a JSON object"));
    QJsonObject payload = doc.object();

    if (path == QLatin1String("/webhooks/shopify")) {
        const QString shop = QString::fromUtf8(shopifyHeader(headers, "Shop-Domain"));
        d.eventId = QString::fromUtf8(shopifyHeader(headers, "Event-Id"));
        d.deliveryId = QString::fromUtf8(shopifyHeader(headers, "Webhook-Id"));
        d.topic = QString::fromUtf8(shopifyHeader(headers, "Topic"));
        // Shopify's compliance webhooks (customers/redact, shop/redact,
        // customers/data_request) may come without an event id: the webhook
        // id, the same on Shopify's repeats, names the request.
        if (d.eventId.isEmpty() && !d.deliveryId.isEmpty() && PrivacySettings::isShopifyComplianceTopic(d.topic))
            d.eventId = QStringLiteral("compliance:") + d.deliveryId;
        if (shop.isEmpty() || d.eventId.isEmpty() || d.deliveryId.isEmpty() || d.topic.isEmpty())
            return reject(400, QStringLiteral("X-Shopify-Shop-Domain, X-Shopify-Event-Id, X-Shopify-Webhook-Id and X-Shopify-Topic are required"
                                              " (with or without X-)"));
        // An Events delivery names the resource and the action: read like
        // the webhook of the same topic (the signed bytes are stored as sent).
        if (auto events = readShopifyEvents(payload)) {
            d.topic = events->topic;
            payload = std::move(events->body);
        }
        d.source = QStringLiteral("shopify:") + shop;
        d.deliveryId = QStringLiteral("shopify:") + d.deliveryId;
        d.signatureScheme = QStringLiteral("shopify-hmac-sha256");
        d.triggeredAt = QDateTime::fromString(QString::fromUtf8(shopifyHeader(headers, "Triggered-At")), Qt::ISODateWithMs).toUTC();
        kind = FlowTrigger::Kind::ShopifyTopic;
        triggerValue = d.topic;
        d.orderRef = orderRefOf(d.topic, payload); // for the console's search
    } else if (path.startsWith(QLatin1String("/flow/actions/"))) {
        const QString handle = path.mid(14);
        d.eventId = payload.value(QStringLiteral("action_run_id")).toString();
        const QString shop = payload.value(QStringLiteral("shopify_domain")).toString();
        if (d.eventId.isEmpty() || shop.isEmpty())
            return reject(400, QStringLiteral("action_run_id and shopify_domain are required"));
        if (payload.contains(QStringLiteral("handle")) && payload.value(QStringLiteral("handle")).toString() != handle)
            return reject(400, QStringLiteral("the body's handle does not match the URL"));
        d.source = QStringLiteral("shopify-flow:") + shop;
        // Flow retries carry the same action_run_id and no delivery id of their own.
        d.deliveryId = QStringLiteral("shopify-flow:") + d.eventId;
        d.topic = QStringLiteral("flow_action/") + handle;
        d.signatureScheme = QStringLiteral("shopify-hmac-sha256");
        kind = FlowTrigger::Kind::FlowAction;
        triggerValue = handle;
    } else {
        const QString source = path.mid(8);
        d.eventId = QString::fromUtf8(headerOf(headers, "webhook-id"));
        d.source = QStringLiteral("events:") + source;
        d.deliveryId = QStringLiteral("events:%1:%2").arg(source, d.eventId);
        d.topic = payload.value(QStringLiteral("type")).toString();
        d.signatureScheme = QStringLiteral("standard-webhooks-v1");
        d.triggeredAt = QDateTime::fromSecsSinceEpoch(headerOf(headers, "webhook-timestamp").toLongLong(), Qt::UTC);
        kind = FlowTrigger::Kind::StandardEvent;
        triggerValue = d.topic;
        if (d.eventId.isEmpty())
            return reject(400, QStringLiteral("webhook-id is required"));
        d.flows = m_config->plansFor(kind, triggerValue, source, payload, {d.source, d.eventId, d.triggeredAt});
        prepareForIngest(d);
        return p;
    }
    d.flows = m_config->plansFor(kind, triggerValue, {}, payload, {d.source, d.eventId, d.triggeredAt});
    prepareForIngest(d);
    return p;
}

void IntakeServer::handle(const QHttpServerRequest &request, std::shared_ptr<PendingReply> reply)
{
    const QString path = request.url().path();
    const QString method = methodName(request);
    // Liveness: the process and its HTTP thread answer. A service that stopped
    // on an untrusted ledger, or waits for its database, is alive: restarting
    // it changes nothing (docs/intake.md, "Health").
    if (method == QLatin1String("GET") && path == QLatin1String("/livez"))
        return reply->raw(QByteArrayLiteral("alive\n"), QByteArrayLiteral("text/plain"), 200);
    // Readiness: "ok" only while a delivery would be taken.
    if (method == QLatin1String("GET") && (path == QLatin1String("/healthz") || path == QLatin1String("/readyz"))) {
        if (!m_stopped.isEmpty())
            return reply->raw("stopped: " + m_stopped.toUtf8() + '\n', QByteArrayLiteral("text/plain; charset=utf-8"), 503);
        if (const QString low = m_healthOnly ? QString() : diskReserveProblem(); !low.isEmpty())
            return reply->raw("disk almost full: " + low.toUtf8() + '\n', QByteArrayLiteral("text/plain; charset=utf-8"), 503);
        // Only "ok" while a delivery would be taken: the ledger answers (asked
        // on the side thread, its connection opened anew if it broke), and the
        // last commit did not fail since.
        const bool postgres = m_ledger->driverName() == QLatin1String("QPSQL");
        if (!postgres && m_commitFailure.isEmpty())
            return reply->raw(QByteArrayLiteral("ok\n"), QByteArrayLiteral("text/plain"), 200);
        return onSideThread(std::move(reply), [failure = m_commitFailure, postgres](Ledger *ledger, const LedgerError &openError) {
            // Intake takes deliveries whatever this machine's clock says (the
            // ledger's clock is the database's); a clock that is off is said,
            // because resends and "not executed" wait for it (docs/intake.md, "Health").
            const auto okOrDegraded = [ledger] {
                const ClockReading clock = ledger->clockReading();
                if (!clock.fromDatabase || !clock.off())
                    return SideAnswer{200, QByteArrayLiteral("ok\n"), QByteArrayLiteral("text/plain"), {}};
                return SideAnswer{200,
                                  QStringLiteral("degraded: this machine's clock is %1 (offset %2 ms, measured %3); nothing is resent and "
                                                 "no step is called not executed from here until it is right\n")
                                      .arg(clock.describe()).arg(-clock.offsetMs).arg(isoUtc(clock.measuredAt)).toUtf8(),
                                  QByteArrayLiteral("text/plain; charset=utf-8"), {}};
            };
            if (!ledger)
                return SideAnswer{503, "ledger unavailable: " + openError.message.toUtf8() + '\n',
                                  QByteArrayLiteral("text/plain; charset=utf-8"), {}};
            if (!ledger->connectionAlive())
                return SideAnswer{503, QByteArrayLiteral("ledger unavailable: the connection to the ledger database does not answer\n"),
                                  QByteArrayLiteral("text/plain; charset=utf-8"), {}};
            if (!postgres && !failure.isEmpty())
                return SideAnswer{503, "ledger unavailable: the last commit failed: " + failure.toUtf8() + '\n',
                                  QByteArrayLiteral("text/plain; charset=utf-8"), {}};
            return okOrDegraded();
        });
    }
    if (method == QLatin1String("GET") && path == QLatin1String("/metrics")) {
        // This process's requests as they stand now (this one is counted once answered).
        return onSideThread(std::move(reply), [requests = requestMetrics().exposition("runledger_intake")](Ledger *ledger,
                                                                                                         const LedgerError &openError) {
            // A ledger that cannot be read gives no numbers, never zeros.
            const auto body = ledger ? metrics(*ledger, requests) : std::nullopt;
            if (!body)
                return SideAnswer{503, "the ledger cannot be read: " + (ledger ? ledger->lastError() : openError).message.toUtf8() + '\n',
                                  QByteArrayLiteral("text/plain; charset=utf-8"), {}};
            return SideAnswer{200, *body, QByteArrayLiteral("text/plain; version=0.0.4"), {}};
        });
    }
    if (m_healthOnly)
        return reply->json(errorBody(QStringLiteral("this process runs steps only; send webhooks to an intake process")), 404);

    if (path.startsWith(QLatin1String("/delivery/")))
        return handleDeliveryEvent(request, std::move(reply));
    if (path.startsWith(QLatin1String("/v1/")))
        return handleApi(request, std::move(reply));

    if (!m_stopped.isEmpty())
        return reply->json(errorBody(QStringLiteral("ledger unavailable, retry")), 503);
    ParsedDelivery p = parse(method, path, request.headers(), request.body(), LedgerClock::processNow());
    if (p.status != 200) {
        if (m_log)
            m_log(QStringLiteral("%1 %2 %3 %4").arg(method, path).arg(p.status).arg(p.error));
        return reply->json(errorBody(p.error), p.status);
    }
    if (const QString low = diskReserveProblem(); !low.isEmpty()) {
        if (m_log)
            m_log(QStringLiteral("%1 %2 503 %3").arg(method, path, low));
        return reply->json(errorBody(QStringLiteral("ledger disk almost full, retry")), 503, {{"Retry-After", "30"}});
    }
    if (!m_writer)
        m_writer = std::make_unique<IntakeWriter>(this, m_ledger->location());
    m_writer->submit({std::move(p.delivery), std::move(reply)});
}

void IntakeServer::answer(const QList<Entry> &batch, const std::optional<QList<IngestResult>> &results,
                          const LedgerError &error)
{
    if (!results && error.kind == LedgerError::Kind::Missing)
        stopAccepting(error.message);
    m_commitFailure = results ? QString() : error.message;
    if (!results) {
        // Nothing was written; the sender retries later. Say so without details.
        const bool locked = error.kind == LedgerError::Kind::Locked;
        if (m_log)
            m_log(QStringLiteral("commit of %1 deliveries failed: %2").arg(batch.size()).arg(error.message));
        for (const auto &entry : batch) {
            m_apiCalls.remove(entry.second.get());
            entry.second->json(errorBody(locked ? QStringLiteral("ledger busy, retry") : QStringLiteral("ledger unavailable, retry")), 503);
        }
        return;
    }
    int newOps = 0;
    for (qsizetype i = 0; i < batch.size(); ++i) {
        const IngestResult &r = results->at(i);
        const bool api = m_apiCalls.remove(batch.at(i).second.get()) > 0;
        if (r.refusedStatus != 0) {
            if (m_log)
                m_log(QStringLiteral("POST %1 %2 %3").arg(batch.at(i).first.topic).arg(r.refusedStatus).arg(r.refusal));
            batch.at(i).second->json(errorBody(r.refusal), r.refusedStatus);
            continue;
        }
        newOps += r.newOperation ? int(r.operationIds.size()) : 0;
        if (api) {
            answerApi(batch.at(i).second, r);
            continue;
        }
        // {"duplicate":…,"operations":[…]}, as QJsonDocument writes it compact;
        // written directly: operation ids are UUIDs, nothing to escape.
        QByteArray body = (!r.newDelivery || !r.newEvent || r.joinedByKey) ? QByteArrayLiteral("{\"duplicate\":true,\"operations\":[")
                                                          : QByteArrayLiteral("{\"duplicate\":false,\"operations\":[");
        for (qsizetype k = 0; k < r.operationIds.size(); ++k) {
            body += k ? ",\"" : "\"";
            body += r.operationIds.at(k).toLatin1();
            body += '"';
        }
        body += "]}";
        if (m_log)
            m_log(QStringLiteral("POST %1 200 %2%3").arg(batch.at(i).first.topic,
                                                        r.joinedByKey ? QStringLiteral("new event of a known operation key")
                                                        : r.newEvent  ? QStringLiteral("new event")
                                                                      : QStringLiteral("duplicate event"),
                                                        r.newOperation ? QStringLiteral(", new operation") : QString()));
        batch.at(i).second->raw(body, QByteArrayLiteral("application/json"), 200);
    }
    if (newOps > 0)
        Q_EMIT recorded(newOps);
}

QString IntakeServer::diskReserveProblem()
{
    if (m_diskReserve <= 0 || m_ledger->driverName() != QLatin1String("QSQLITE"))
        return {};
    static const QElapsedTimer clock = [] {
        QElapsedTimer t;
        t.start();
        return t;
    }();
    const qint64 now = clock.elapsed();
    if (m_diskCheckedAtMs >= 0 && now - m_diskCheckedAtMs < 100)
        return m_diskProblem;
    m_diskCheckedAtMs = now;
    m_diskProblem.clear();
    struct statvfs fs {};
    const QByteArray folder = QFile::encodeName(QFileInfo(m_ledger->location()).absolutePath());
    if (::statvfs(folder.constData(), &fs) == 0) {
        const qint64 free = qint64(fs.f_bavail) * qint64(fs.f_frsize);
        if (free < m_diskReserve)
            m_diskProblem = QStringLiteral("the ledger's disk has %1 MiB free; intake keeps the last %2 MiB for the runner's results")
                                .arg(double(free) / (1024 * 1024), 0, 'f', 1)
                                .arg(m_diskReserve / (1024 * 1024));
    }
    return m_diskProblem;
}

void IntakeServer::stopAccepting(const QString &reason)
{
    if (!m_stopped.isEmpty())
        return;
    m_stopped = reason;
    if (m_log)
        m_log(QStringLiteral("intake stopped: %1; every delivery is answered 503 until Runledger is restarted on a sound ledger")
                  .arg(reason));
}

} // namespace rl::app
