// SPDX-License-Identifier: GPL-3.0-or-later
#include "connector.h"

#include "appinfo.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkRequest>
#include <QPointer>
#include <QQueue>
#include <QRegularExpression>
#include <QThreadStorage>
#include <QTimer>
#include <QUrlQuery>
#include <cmath>

namespace rl::app {

using models::LookupResult;
using models::Outcome;
using models::Said;

namespace {

// One network manager per thread (it must live where it is used), with a
// bound on requests in flight per host so a burst cannot flood a target.
class ThreadNetwork final : public QObject
{
public:
    QHash<QString, int> inFlight;
    QHash<QString, int> peak; // the most requests in flight at once, per host (a reading for benchmarks)
    QHash<QString, QQueue<std::function<void()>>> waiting;

    void acquire(const QString &host, int limit, std::function<void()> start)
    {
        if (inFlight.value(host) < limit) {
            const int now = ++inFlight[host];
            peak[host] = std::max(peak.value(host), now);
            start();
        } else {
            waiting[host].enqueue(std::move(start));
        }
    }
    // Starts at most one call per interval for a key (a target's search rate limit).
    void pace(const QString &key, qint64 intervalMs, std::function<void()> start)
    {
        if (!clock.isValid())
            clock.start();
        const qint64 now = clock.elapsed();
        qint64 &next = nextStart[key];
        const qint64 at = std::max(now, next);
        next = at + intervalMs;
        if (at <= now)
            start();
        else // a coarse timer may fire 5 % early, which would crowd the target's window
            QTimer::singleShot(int(at - now), Qt::PreciseTimer, this, std::move(start));
    }
    QElapsedTimer clock;
    QHash<QString, qint64> nextStart;

    void release(const QString &host)
    {
        auto &queue = waiting[host];
        if (!queue.isEmpty()) {
            // Hand the slot straight to the next request, on the next loop turn.
            auto next = queue.dequeue();
            QTimer::singleShot(0, this, std::move(next));
            return;
        }
        --inFlight[host];
    }
    // Declared last, so destroyed first: the replies it still holds give
    // their slots back (HostSlot) while the counts above still exist.
    QNetworkAccessManager nam;
};

// One request's place among a host's requests in flight. It belongs to the
// network call, never to the caller: it is given back when the call ends
// however it ends — answered, aborted, its reply deleted, or the caller
// (a Connector) destroyed meanwhile — because the reply's connection owns it.
class HostSlot final
{
public:
    HostSlot(ThreadNetwork *net, QString host)
        : m_net(net)
        , m_host(std::move(host))
    {
    }
    ~HostSlot() { m_net->release(m_host); }
    Q_DISABLE_COPY_MOVE(HostSlot)

private:
    ThreadNetwork *m_net;
    QString m_host;
};

QThreadStorage<ThreadNetwork *> s_network;

ThreadNetwork *threadNetwork()
{
    if (!s_network.hasLocalData())
        s_network.setLocalData(new ThreadNetwork);
    return s_network.localData();
}

QJsonObject evidenceJson(int status, const QByteArray &body, bool replayed, qint64 elapsedMs, const QString &error)
{
    QJsonObject o{{QStringLiteral("http_status"), status}, {QStringLiteral("elapsed_ms"), elapsedMs}};
    if (replayed)
        o.insert(QStringLiteral("idempotent_replayed"), true);
    if (!body.isEmpty())
        o.insert(QStringLiteral("body_excerpt"), Connector::redact(body));
    if (!error.isEmpty())
        o.insert(QStringLiteral("error"), error);
    return o;
}

// How long a 429 asks us to wait: Retry-After (seconds), or HubSpot's interval
// when its window is used up; 1 s when it says nothing.
qint64 retryAfterMs(const QNetworkReply *reply)
{
    bool ok = false;
    const qint64 seconds = reply->rawHeader(QByteArrayLiteral("Retry-After")).trimmed().toLongLong(&ok);
    if (ok && seconds >= 0)
        return seconds * 1000;
    const qint64 interval = reply->rawHeader(QByteArrayLiteral("X-HubSpot-RateLimit-Interval-Milliseconds")).toLongLong(&ok);
    if (ok && interval > 0)
        return interval;
    return 1000;
}

// A network error, as said (models/said.h).
Said networkError(QNetworkReply::NetworkError e)
{
    switch (e) {
    case QNetworkReply::ConnectionRefusedError: return Said::of("net.refused");
    case QNetworkReply::HostNotFoundError: return Said::of("net.host_not_found");
    case QNetworkReply::RemoteHostClosedError: return Said::of("net.closed");
    case QNetworkReply::TimeoutError:
    case QNetworkReply::OperationCanceledError: return Said::of("net.timeout");
    default: return Said::of("net.error", {QString::number(int(e))});
    }
}

// The same as a parameter of what else is said: "@net.error:99".
QString networkErrorParameter(QNetworkReply::NetworkError e)
{
    const Said n = networkError(e);
    return QLatin1Char('@') + n.code + (n.params.isEmpty() ? QString() : QLatin1Char(':') + n.params.join(QLatin1Char(':')));
}

QString networkErrorText(QNetworkReply::NetworkError e)
{
    return networkError(e).english();
}

} // namespace


Connector::Connector(TargetProfile profile, QObject *parent)
    : TargetClient(parent)
    , m_profile(std::move(profile))
    , m_protocol(TargetProtocol::forProfile(m_profile))
{
}

Connector::~Connector()
{
    // Calls still under way are cut: nobody is left to take their answers,
    // and each gives its host's slot back as it ends.
    *m_alive = false;
    const auto replies = std::exchange(m_replies, {});
    for (const QPointer<QNetworkReply> &reply : replies) {
        if (reply)
            reply->abort();
    }
}

QString Connector::redact(const QByteArray &body)
{
    // Evidence is for people and reports: no e-mail addresses, and short.
    static const QRegularExpression email(QStringLiteral("[^\\s\"'<>@]+@[^\\s\"'<>@]+"));
    QString text = QString::fromUtf8(body.left(600));
    text.replace(email, QStringLiteral("[redacted]"));
    return text.left(300);
}

CallOutcome Connector::classifyCreate(const TargetProfile &profile, const TargetProtocol &protocol,
                                      QNetworkReply::NetworkError error, bool deadlineHit, int httpStatus,
                                      const QByteArray &body, bool replayed)
{
    CallOutcome c;
    c.httpStatus = httpStatus;
    c.replayed = replayed;
    if (httpStatus == 0) {
        // No HTTP answer at all. Only a refused connection or an unknown host
        // prove that the request never left; anything else may have acted.
        if (!deadlineHit && (error == QNetworkReply::ConnectionRefusedError || error == QNetworkReply::HostNotFoundError)) {
            c.outcome = Outcome::FailedBeforeAction;
            c.say(Said::of("call.not_reached", {networkErrorParameter(error)}));
        } else {
            c.outcome = Outcome::Uncertain;
            c.say(deadlineHit ? Said::of("call.no_answer_by_deadline")
                              : Said::of("call.failed_after_send", {networkErrorParameter(error)}));
        }
        return c;
    }
    if (auto special = protocol.classifySpecial(httpStatus, body)) {
        special->replayed = replayed;
        return *special;
    }
    if (httpStatus >= 200 && httpStatus < 300) {
        if (const auto id = protocol.createdId(body)) {
            c.outcome = Outcome::Succeeded;
            c.targetReference = *id;
            c.say(Said::of(replayed ? "call.replayed" : "call.created", {QString::number(httpStatus), *id}));
        } else {
            c.outcome = Outcome::Uncertain;
            c.say(Said::of("call.unreadable_answer", {QString::number(httpStatus)}));
        }
        return c;
    }
    if (httpStatus == 429) {
        // Refused for the rate limit before anything was done (all four providers document it so).
        c.outcome = Outcome::FailedBeforeAction;
        c.rateLimited = true;
        c.say(Said::of("call.rate_limited"));
        return c;
    }
    if (profile.notExecutedStatuses.contains(httpStatus) && !replayed) {
        c.outcome = Outcome::FailedBeforeAction;
        c.say(Said::of("call.documented_not_executed", {QString::number(httpStatus)}));
        return c;
    }
    c.outcome = Outcome::Uncertain;
    if (httpStatus == 409) {
        // Stripe's idempotency_key_in_use, Resend's concurrent_idempotent_requests:
        // the first request is still executing; it may act after this answer.
        c.earlierRequestRunning = true;
        c.say(Said::of("call.key_in_use"));
    }
    else if (httpStatus >= 300 && httpStatus < 400)
        c.say(Said::of("call.redirect_not_followed", {QString::number(httpStatus)}));
    else
        c.say(Said::of("call.may_have_acted", {QString::number(httpStatus)}));
    return c;
}

LookupOutcome Connector::classifyLookup(const TargetProfile &profile, const TargetProtocol &protocol,
                                        QNetworkReply::NetworkError error, int httpStatus, const QByteArray &body,
                                        const QString &reference, const QByteArray &content)
{
    LookupOutcome l;
    l.httpStatus = httpStatus;
    if (httpStatus == 0) {
        l.say(Said::of("lookup.failed", {networkErrorParameter(error)}));
        return l;
    }
    if (const auto wait = protocol.lookupThrottledMs(httpStatus, body)) {
        l.rateLimited = true;
        l.retryAfterMs = *wait;
        l.say(Said::of("lookup.rate_limited"));
        return l;
    }
    const auto results = protocol.lookupResultsFor(profile, reference, content, httpStatus, body);
    if (!results) {
        l.say(httpStatus == 200 ? Said::of("lookup.unreadable") : Said::of("lookup.status", {QString::number(httpStatus)}));
        return l;
    }
    l.matches = int(results->size());
    l.records = *results;
    for (const QJsonObject &r : *results)
        l.references << r.value(QStringLiteral("id")).toString();
    if (results->isEmpty()) {
        // A fact about now; the step rules decide whether it proves absence.
        l.result = LookupResult::Absent;
        l.say(Said::of("lookup.absent"));
        return l;
    }
    for (const QJsonObject &r : *results) {
        // The target holds the code, but not as this step made it: never
        // adopted, held as a duplicate at the target (docs/targets.md, "Vouchers").
        if (const QString why = r.value(QStringLiteral("not_ours")).toString(); !why.isEmpty()) {
            l.result = LookupResult::Ambiguous;
            l.say(Said::of("voucher.not_ours", {r.value(QStringLiteral("code")).toString(), why}));
            return l;
        }
    }
    if (results->size() > 1) {
        l.result = LookupResult::Ambiguous;
        l.say(Said::of("lookup.several", {QString::number(results->size()), l.references.join(QStringLiteral(", "))}));
        return l;
    }
    const QJsonObject r = results->first();
    l.result = LookupResult::Found;
    l.targetReference = r.value(QStringLiteral("id")).toString();
    l.targetStatus = r.value(QStringLiteral("status")).toString();
    if (r.contains(QStringLiteral("code")))
        l.say(Said::of("voucher.found", {l.targetReference, r.value(QStringLiteral("code")).toString()}));
    else
        l.say(l.targetStatus.isEmpty() ? Said::of("lookup.found", {l.targetReference})
                                       : Said::of("lookup.found_with_status", {l.targetReference, l.targetStatus}));
    return l;
}

void Connector::send(QNetworkRequest request, const QByteArray &method, const QByteArray &body,
                     std::function<void(QNetworkReply *, bool, qint64)> finished)
{
    // A data-changing request must never follow a redirect on its own.
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    request.setTransferTimeout(m_profile.inactivityTimeoutMs); // inactivity
    // Every provider answers JSON (Postmark requires the header), and says who
    // called in its logs: Runledger, not Qt's browser-like default.
    if (!request.hasRawHeader("Accept"))
        request.setRawHeader(QByteArrayLiteral("Accept"), QByteArrayLiteral("application/json"));
    request.setHeader(QNetworkRequest::UserAgentHeader, QStringLiteral("Runledger/%1").arg(buildVersion()));
    const QByteArray token = m_profile.token();
    if (!token.isEmpty()) {
        const auto [name, value] = m_protocol->authorization(token);
        request.setRawHeader(name, value);
    }
    ThreadNetwork *net = threadNetwork();
    const QString host = request.url().authority();
    // Whether this connector still wants the answer: false once it is
    // destroyed (a QPointer would still be set inside the destructor).
    const std::shared_ptr<const bool> alive = m_alive;
    net->acquire(host, m_profile.maxInFlight, [=, this, finished = std::move(finished)]() mutable {
        auto slot = std::make_shared<HostSlot>(net, host);
        if (!*alive)
            return; // the slot goes back with it
        auto timer = std::make_shared<QElapsedTimer>();
        timer->start();
        // A GET has no body, so no Content-Length either (RFC 9110 §8.6);
        // sendCustomRequest would declare "Content-Length: 0".
        QNetworkReply *reply = method == "GET" && body.isEmpty() ? net->nam.get(request) : net->nam.sendCustomRequest(request, method, body);
        m_replies.append(reply);
        auto deadlineHit = std::make_shared<bool>(false);
        // The overall deadline bounds a target that trickles bytes forever.
        auto *deadline = new QTimer(reply);
        deadline->setSingleShot(true);
        connect(deadline, &QTimer::timeout, reply, [reply, deadlineHit] {
            *deadlineHit = true;
            reply->abort();
        });
        deadline->start(m_profile.deadlineMs);
        // The reply, not the connector, is the connection's context: the slot
        // is given back even when the connector is gone by then.
        connect(reply, &QNetworkReply::finished, reply, [=, this]() mutable {
            deadline->stop();
            slot.reset();
            if (*alive) {
                m_replies.removeOne(reply);
                finished(reply, *deadlineHit, timer->elapsed());
            }
            reply->deleteLater();
        });
    });
}

int Connector::peakInFlight(const QString &authority) { return threadNetwork()->peak.value(authority); }

std::unique_ptr<TargetClient> Connector::make(const TargetProfile &profile, QObject *parent)
{
    return std::make_unique<Connector>(profile, parent);
}

QString Connector::fingerprint(const QString &reference, const QByteArray &content) const
{
    // What the target sees that a key protects: the key and the body, byte for
    // byte (the sandbox protocol sends the pinned content unchanged).
    return QString::fromLatin1(QCryptographicHash::hash(reference.toUtf8() + '\n' + m_protocol->createCall(m_profile, reference, content).body,
                                                        QCryptographicHash::Sha256).toHex());
}

void Connector::create(const QString &reference, const QByteArray &content, const QString &expectedFingerprint,
                       std::function<void(CallOutcome)> done)
{
    if (!expectedFingerprint.isEmpty() && fingerprint(reference, content) != expectedFingerprint) {
        // Never out under the old key with other bytes: nothing is sent.
        CallOutcome c;
        c.outcome = Outcome::FailedBeforeAction;
        c.say(Said::of("call.fingerprint_refused"));
        QTimer::singleShot(0, this, [done = std::move(done), c] { done(c); });
        return;
    }
    if (const auto refused = m_protocol->refusal(m_profile, reference, content)) {
        CallOutcome c;
        c.outcome = Outcome::FailedBeforeAction;
        c.say(*refused);
        QTimer::singleShot(0, this, [done = std::move(done), c] { done(c); });
        return;
    }
    const HttpCall call = m_protocol->createCall(m_profile, reference, content);
    QNetworkRequest request(call.url);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json")); // a protocol's own header wins
    for (const auto &[name, value] : call.headers)
        request.setRawHeader(name, value);
    send(request, call.method, call.body, [this, done = std::move(done)](QNetworkReply *reply, bool deadlineHit, qint64 ms) {
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        const QByteArray body = reply->isOpen() ? reply->readAll() : QByteArray(); // an aborted reply is closed
        const bool replayed = reply->rawHeader(QByteArrayLiteral("Idempotent-Replayed")).compare("true", Qt::CaseInsensitive) == 0;
        CallOutcome c = classifyCreate(m_profile, *m_protocol, reply->error(), deadlineHit, status, body, replayed);
        c.elapsedMs = ms;
        if (c.rateLimited && c.retryAfterMs == 0) // a protocol that read the wait from the body said it already
            c.retryAfterMs = retryAfterMs(reply);
        c.detail = QString::fromUtf8(QJsonDocument(evidenceJson(status, body, replayed, ms,
                                                                status == 0 ? networkErrorText(reply->error()) : QString()))
                                         .toJson(QJsonDocument::Compact));
        done(c);
    });
}

void Connector::lookup(const QString &reference, std::function<void(LookupOutcome)> done)
{
    lookupWith(reference, {}, std::move(done));
}

void Connector::lookupWith(const QString &reference, const QByteArray &content, std::function<void(LookupOutcome)> done)
{
    const auto call = m_protocol->lookupCall(m_profile, reference);
    if (!call || !m_profile.lookup) {
        LookupOutcome l;
        l.say(Said::of("lookup.unsupported"));
        QTimer::singleShot(0, this, [done = std::move(done), l] { done(l); });
        return;
    }
    if (m_profile.lookupsPerSecond > 0) {
        // The target's search has its own rate limit: space the lookups out.
        const auto paced = std::make_shared<std::function<void(LookupOutcome)>>(std::move(done));
        QPointer<Connector> self(this);
        // 10 % below the limit: requests that leave on time can still arrive closer together.
        threadNetwork()->pace(call->url.authority() + QStringLiteral("#lookup"), qint64(std::ceil(1100.0 / m_profile.lookupsPerSecond)),
                              [self, reference, content, paced] {
                                  if (self)
                                      self->sendLookup(reference, content, std::move(*paced));
                              });
        return;
    }
    sendLookup(reference, content, std::move(done));
}

void Connector::sendLookup(const QString &reference, const QByteArray &content, std::function<void(LookupOutcome)> done)
{
    const auto call = m_protocol->lookupCall(m_profile, reference);
    QNetworkRequest request(call->url);
    if (!call->body.isEmpty())
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    for (const auto &[name, value] : call->headers)
        request.setRawHeader(name, value);
    send(request, call->method, call->body, [this, reference, content, done = std::move(done)](QNetworkReply *reply, bool, qint64 ms) {
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        const QByteArray body = reply->isOpen() ? reply->readAll() : QByteArray();
        LookupOutcome l = classifyLookup(m_profile, *m_protocol, reply->error(), status, body, reference, content);
        l.elapsedMs = ms;
        if (status == 429) {
            l.rateLimited = true;
            l.retryAfterMs = retryAfterMs(reply);
            l.say(Said::of("lookup.rate_limited"));
        }
        l.detail = QString::fromUtf8(QJsonDocument(evidenceJson(status, body, false, ms,
                                                                status == 0 ? networkErrorText(reply->error()) : QString()))
                                         .toJson(QJsonDocument::Compact));
        done(l);
    });
}

void Connector::remove(const QString &targetId, std::function<void(bool, int)> done)
{
    const auto call = m_protocol->removeCall(m_profile, targetId);
    if (!call) {
        QTimer::singleShot(0, this, [done = std::move(done)] { done(false, 0); });
        return;
    }
    QNetworkRequest request(call->url);
    if (!call->body.isEmpty())
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    for (const auto &[name, value] : call->headers)
        request.setRawHeader(name, value);
    send(request, call->method, call->body, [this, done = std::move(done)](QNetworkReply *reply, bool, qint64) {
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        const QByteArray body = reply->isOpen() ? reply->readAll() : QByteArray();
        done(m_protocol->removed(status, body), status);
    });
}

void TargetClient::checkConnection(std::function<void(ConnectionCheck)> done)
{
    lookup(ConnectionCheck::Reference, [done = std::move(done)](const LookupOutcome &l) {
        ConnectionCheck c;
        c.httpStatus = l.httpStatus;
        c.summary = models::saidText(l.said, l.summary); // shown now, in the reader's language
        c.result = l.result == LookupResult::Found || l.result == LookupResult::Absent || l.rateLimited ? ConnectionCheck::Result::Connected
            : l.httpStatus == 401 || l.httpStatus == 403                                               ? ConnectionCheck::Result::TokenRefused
            : l.httpStatus == 0                                                                         ? ConnectionCheck::Result::Unreachable
                                                                                                        : ConnectionCheck::Result::Unexpected;
        done(c);
    });
}

ConnectionCheck Connector::classifyCheck(const TargetProfile &profile, const TargetProtocol &protocol, QNetworkReply::NetworkError error,
                                         bool deadlineHit, int status, const QByteArray &body)
{
    ConnectionCheck c;
    c.httpStatus = status;
    const QString code = QJsonDocument::fromJson(body).object().value(QStringLiteral("name")).toString();
    if (status == 0) {
        c.result = ConnectionCheck::Result::Unreachable;
        c.summary = deadlineHit ? tr("no answer within %1 ms").arg(profile.deadlineMs) : networkError(error).text();
    } else if (status == 401 && code == QLatin1String("restricted_api_key")) {
        // Resend: a sending-only key is valid; it may not list domains.
        c.result = ConnectionCheck::Result::Connected;
        c.summary = tr("connected: the token is accepted (it may only send e-mails)");
    } else if (status == 401 || status == 403) {
        c.result = ConnectionCheck::Result::TokenRefused;
        c.summary = tr("the target refused the token (HTTP %1)").arg(status);
    } else if (status == 429) {
        c.result = ConnectionCheck::Result::Connected;
        c.summary = tr("connected: the token is accepted, and the target asks to slow down (HTTP 429)");
    } else {
        const LookupOutcome l = classifyLookup(profile, protocol, error, status, body);
        if (l.result == LookupResult::Found || l.result == LookupResult::Absent || (status >= 200 && status < 300)) {
            c.result = ConnectionCheck::Result::Connected;
            c.summary = tr("connected: a read-only call was answered (HTTP %1)").arg(status);
        } else {
            c.result = ConnectionCheck::Result::Unexpected;
            c.summary = tr("unexpected answer (HTTP %1): %2").arg(status).arg(redact(body).left(200));
        }
    }
    return c;
}

void Connector::checkConnection(std::function<void(ConnectionCheck)> done)
{
    const auto call = m_protocol->checkCall(m_profile);
    if (!call) {
        ConnectionCheck c;
        c.summary = tr("this target offers no read-only call to test the connection with");
        done(c);
        return;
    }
    QNetworkRequest request(call->url);
    for (const auto &[name, value] : call->headers)
        request.setRawHeader(name, value);
    if (!call->body.isEmpty())
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    send(request, call->method, call->body, [this, done = std::move(done)](QNetworkReply *reply, bool deadlineHit, qint64) {
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        const QByteArray body = reply->isOpen() ? reply->readAll() : QByteArray();
        done(classifyCheck(m_profile, *m_protocol, reply->error(), deadlineHit, status, body));
    });
}

} // namespace rl::app
