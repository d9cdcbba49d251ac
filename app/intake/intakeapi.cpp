// SPDX-License-Identifier: GPL-3.0-or-later
// The intended-action API (docs/api.md): a caller (an AI agent, an n8n,
// Make or Zapier workflow) asks Runledger to start one of the flows it may
// start, once per key, and reads back what became of it.
#include "intakeserver.h"
#include "intakehelpers.h"
#include "intakewriter.h"

#include "ids.h"
#include "ledger.h"
#include "ledgerclock.h"
#include "operationsmodel.h"
#include "reader.h"
#include "signatures.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QHttpServerRequest>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTimer>
#include <QUrlQuery>

namespace rl::app {

using namespace rl::models;
using namespace rl::app::intake;

namespace {

constexpr int LongestWaitS = 60;
constexpr int PollIntervalMs = 250; // how often the waiters' operations are asked about

bool resting(OperationState s)
{
    return s == OperationState::Completed || s == OperationState::Held || s == OperationState::AwaitingApproval
        || s == OperationState::Abandoned;
}

// What a caller may see of an operation: its state, each step's state and
// the target's reference, why it is held, who decided what; never a
// rationale, a content body or anything of the customer's.
std::optional<QJsonObject> operationView(Ledger &ledger, const QString &id, LedgerError *error)
{
    const auto op = ledger.operation(id);
    const auto steps = op ? ledger.steps(id) : Result<QList<StepRecord>>(op.error());
    const auto decisions = steps ? ledger.decisions(id) : Result<QList<Decision>>(steps.error());
    if (!decisions) {
        *error = decisions.error();
        return std::nullopt;
    }
    QJsonArray stepList;
    for (const StepRecord &s : *steps) {
        QJsonObject o{{QStringLiteral("position"), s.step.position},
                      {QStringLiteral("kind"), s.step.kind},
                      {QStringLiteral("target"), s.step.target},
                      {QStringLiteral("state"), toString(s.step.state)},
                      {QStringLiteral("reference"), s.step.reference}};
        if (!s.step.targetReference.isEmpty())
            o.insert(QStringLiteral("target_reference"), s.step.targetReference);
        if (s.step.holdReason != HoldReason::None)
            o.insert(QStringLiteral("held_because"), OperationsModel::holdReasonText(s.step.holdReason));
        stepList.append(o);
    }
    QJsonArray decided;
    QJsonArray approvedBy;
    for (const Decision &d : *decisions) {
        decided.append(QJsonObject{{QStringLiteral("action"), toString(d.action)},
                                   {QStringLiteral("reviewer"), d.reviewer},
                                   {QStringLiteral("decided_at"), isoUtc(d.decidedAt)}});
        if (d.action == DecisionAction::ApproveContent && !approvedBy.contains(d.reviewer))
            approvedBy.append(d.reviewer);
    }
    QJsonObject view{{QStringLiteral("id"), op->id},
                     {QStringLiteral("flow"), op->flow},
                     {QStringLiteral("intended_action"), op->intendedAction},
                     {QStringLiteral("state"), toString(op->state)},
                     {QStringLiteral("resting"), resting(op->state)},
                     {QStringLiteral("steps"), stepList},
                     {QStringLiteral("approved_by"), approvedBy},
                     {QStringLiteral("decisions"), decided},
                     {QStringLiteral("location"), QStringLiteral("/v1/operations/") + op->id}};
    // Replaced by a new approved operation (a reviewer edited the content):
    // the caller reads the new one at its own address.
    if (!op->supersededBy.isEmpty())
        view.insert(QStringLiteral("superseded_by"), QStringLiteral("/v1/operations/") + op->supersededBy);
    if (op->state == OperationState::Held && op->openStepHold != HoldReason::None)
        view.insert(QStringLiteral("held_because"), OperationsModel::holdReasonText(op->openStepHold));
    return view;
}

QByteArray compact(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

} // namespace

const Caller *IntakeServer::callerOf(const QHttpServerRequest &request, QByteArray *signedId) const
{
    const auto &headers = request.headers();
    const QByteArray authorization = headerOf(headers, "authorization").trimmed();
    const Caller *found = nullptr;
    if (authorization.startsWith("Bearer ") || authorization.startsWith("bearer ")) {
        const QByteArray token = authorization.mid(7).trimmed();
        for (const Caller &c : m_config->callers()) {
            const QByteArray expected = m_secrets.callerTokens.value(c.name);
            // Every caller compared, in constant time: the answer's time says nothing.
            if (!expected.isEmpty() && !token.isEmpty() && constantTimeEquals(expected, token))
                found = &c;
        }
        return found;
    }
    // Signed as a Standard Webhook (docs/api.md, "Callers"): the signature
    // covers the webhook-id, the timestamp (within five minutes) and the body.
    const QByteArray id = headerOf(headers, "webhook-id");
    const QByteArray signature = headerOf(headers, "webhook-signature");
    if (id.isEmpty() || signature.isEmpty())
        return nullptr;
    const QDateTime now = LedgerClock::processNow();
    for (const Caller &c : m_config->callers()) {
        const QByteArray secret = m_secrets.callerSecrets.value(c.name);
        if (!secret.isEmpty()
            && verifyStandardWebhook(id, headerOf(headers, "webhook-timestamp"), request.body(), signature, secret, now)
                   == StandardWebhookCheck::Ok)
            found = &c;
    }
    if (found && signedId)
        *signedId = id;
    return found;
}

bool IntakeServer::signedForThisRequest(const QByteArray &webhookId, const QString &method, const QHttpServerRequest &request)
{
    // The signature covers the webhook-id, the timestamp and the body, not
    // the method or the address: a captured call replayed to another flow or
    // another operation's address is refused by its id. The first request
    // seen with an id owns it for as long as its timestamp is accepted.
    constexpr qint64 KeepMs = 11 * 60 * 1000; // the five minutes either side, and a margin
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    if (m_signedIds.size() > 4096) {
        for (auto it = m_signedIds.begin(); it != m_signedIds.end();)
            it = it->second < now ? m_signedIds.erase(it) : std::next(it);
    }
    const QByteArray digest = QCryptographicHash::hash(method.toUtf8() + ' ' + request.url().toEncoded() + '\n' + request.body(),
                                                       QCryptographicHash::Sha256);
    const auto it = m_signedIds.constFind(webhookId);
    if (it != m_signedIds.cend() && it->second >= now && it->first != digest)
        return false;
    m_signedIds.insert(webhookId, {digest, now + KeepMs});
    return true;
}

qint64 IntakeServer::rateLimited(const Caller &caller)
{
    // A token bucket per caller: requestsPerMinute, and as many at once.
    static const QElapsedTimer clock = [] {
        QElapsedTimer t;
        t.start();
        return t;
    }();
    const double now = double(clock.elapsed());
    const double perMs = caller.requestsPerMinute / 60'000.0;
    const auto it = m_callerBuckets.find(caller.name);
    if (it == m_callerBuckets.end()) // a new caller's bucket starts full
        m_callerBuckets.insert(caller.name, {double(caller.requestsPerMinute), now});
    auto &[tokens, at] = m_callerBuckets[caller.name];
    tokens = std::min<double>(caller.requestsPerMinute, tokens + (now - at) * perMs);
    at = now;
    if (tokens >= 1) {
        tokens -= 1;
        return 0;
    }
    return qint64(std::ceil((1 - tokens) / perMs / 1000.0)); // seconds until one is back
}

void IntakeServer::handleApi(const QHttpServerRequest &request, std::shared_ptr<PendingReply> reply)
{
    const QString path = request.url().path();
    const QString method = methodName(request);
    const auto refuse = [&](int status, const QString &why, const QList<QPair<QByteArray, QByteArray>> &headers = {}) {
        if (m_log)
            m_log(QStringLiteral("%1 %2 %3 %4").arg(method, routeOf(path)).arg(status).arg(why));
        reply->json(errorBody(why), status, headers);
    };
    QByteArray signedId;
    const Caller *caller = callerOf(request, &signedId);
    if (!caller)
        return refuse(401, QStringLiteral("a caller's bearer token (Authorization: Bearer …) or Standard Webhooks signature is required"),
                      {{"WWW-Authenticate", "Bearer realm=\"runledger\""}});
    if (!signedId.isEmpty() && !signedForThisRequest(signedId, method, request))
        return refuse(401, QStringLiteral("this webhook-id was signed for another request"));
    if (const qint64 wait = rateLimited(*caller); wait > 0)
        return refuse(429, QStringLiteral("too many requests from this caller; retry after %1 s").arg(wait),
                      {{"Retry-After", QByteArray::number(wait)}});
    static const QRegularExpression create(QStringLiteral("^/v1/flows/([A-Za-z0-9][A-Za-z0-9_.-]{0,63})/operations$"));
    static const QRegularExpression read(QStringLiteral("^/v1/operations/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$"));
    if (const auto m = create.match(path); m.hasMatch()) {
        if (method != QLatin1String("POST"))
            return refuse(405, QStringLiteral("use POST"));
        return createOperation(*caller, m.captured(1), request, signedId, std::move(reply));
    }
    if (const auto m = read.match(path); m.hasMatch()) {
        if (method != QLatin1String("GET"))
            return refuse(405, QStringLiteral("use GET"));
        const QString waitText = QUrlQuery(request.url()).queryItemValue(QStringLiteral("wait"));
        bool ok = true;
        const int wait = waitText.isEmpty() ? 0 : waitText.toInt(&ok);
        if (!ok || wait < 0 || wait > LongestWaitS)
            return refuse(400, QStringLiteral("wait is a whole number of seconds from 0 to %1").arg(LongestWaitS));
        QDeadlineTimer deadline(qint64(wait) * 1000);
        return readOperation(caller->name, m.captured(1), deadline, std::move(reply));
    }
    refuse(404, QStringLiteral("no such endpoint"));
}

void IntakeServer::createOperation(const Caller &caller, const QString &flowName, const QHttpServerRequest &request,
                                   const QByteArray &signedId, std::shared_ptr<PendingReply> reply)
{
    const auto refuse = [&](int status, const QString &why) {
        if (m_log)
            m_log(QStringLiteral("POST /v1/flows/{flow}/operations %1 %2").arg(status).arg(why));
        reply->json(errorBody(why), status);
    };
    const Flow *flow = m_config->flowNamed(flowName);
    if (!flow)
        return refuse(404, QStringLiteral("no such flow"));
    if (!caller.flows.contains(flowName))
        return refuse(403, QStringLiteral("this caller may not start this flow"));
    if (!m_stopped.isEmpty())
        return reply->json(errorBody(QStringLiteral("ledger unavailable, retry")), 503);
    const QByteArray body = request.body();
    if (body.size() > MaxBody)
        return refuse(413, QStringLiteral("body over 1 MiB"));
    if (std::any_of(body.cbegin(), body.cend(), [](char c) { return uchar(c) < 0x20 && c != '\t' && c != '\n' && c != '\r'; }))
        return refuse(400, QStringLiteral("body holds a raw control character (a NUL, say); JSON escapes them"));
    QJsonParseError pe{};
    const QJsonDocument doc = QJsonDocument::fromJson(body, &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject())
        return refuse(400, QStringLiteral("body is not a JSON object"));
    const QJsonObject payload = doc.object();
    const QDateTime now = LedgerClock::processNow();
    // One intent, one key: the flow's business key from the body where it
    // declares one, else the caller's Idempotency-Key header.
    QString key = m_config->plan(*flow, payload).businessKey;
    if (key.isEmpty()) {
        // A signed call's webhook-id is the same on every try of one message
        // (Standard Webhooks) and signed: its key, whatever Idempotency-Key
        // says (that header is not signed).
        const QByteArray given = signedId.isEmpty() ? headerOf(request.headers(), "idempotency-key").trimmed() : signedId;
        static const QRegularExpression printable(QStringLiteral("^[\\x21-\\x7e]{1,255}$"));
        if (given.isEmpty())
            return refuse(400, QStringLiteral("send an Idempotency-Key header (the flow declares no operation_key that the body fills)"));
        if (!printable.match(QString::fromLatin1(given)).hasMatch())
            return refuse(400, QStringLiteral("the Idempotency-Key is 1 to 255 visible ASCII characters"));
        // Kept as its digest: a caller's key might name a person, and an
        // event id is kept for good (docs/personal-data.md).
        key = QStringLiteral("idempotency-key:") + QString::fromLatin1(QCryptographicHash::hash(given, QCryptographicHash::Sha256).toHex());
    }
    if (const QString low = diskReserveProblem(); !low.isEmpty())
        return reply->json(errorBody(QStringLiteral("ledger disk almost full, retry")), 503, {{"Retry-After", "30"}});
    IncomingDelivery d;
    d.source = QStringLiteral("caller:") + caller.name;
    d.eventId = flowName + QLatin1Char('/') + key; // one intent per flow: the same order may start two flows
    d.deliveryId = QStringLiteral("caller:%1:%2").arg(caller.name, newUuidV7(now)); // each call is counted
    d.topic = QStringLiteral("api/") + flowName;
    d.signatureScheme = signedId.isEmpty() ? QStringLiteral("bearer") : QStringLiteral("standard-webhooks-v1");
    d.triggeredAt = now;
    d.payload = body;
    d.flows = {m_config->plan(*flow, payload, {d.source, d.eventId, now})};
    prepareForIngest(d);
    m_apiCalls.insert(reply.get(), caller.name);
    if (!m_writer)
        m_writer = std::make_unique<IntakeWriter>(this, m_ledger->location());
    m_writer->submit({std::move(d), std::move(reply)});
}

void IntakeServer::answerApi(const std::shared_ptr<PendingReply> &reply, const IngestResult &result)
{
    const QString id = result.operationId;
    const int status = result.newOperation ? 201 : 200;
    onSideThread(reply, [id, status](Ledger *ledger, const LedgerError &openError) {
        LedgerError error = openError;
        const auto view = ledger ? operationView(*ledger, id, &error) : std::nullopt;
        if (!view) // recorded, but not read back: the same call again answers it
            return SideAnswer{503, errorBody(QStringLiteral("recorded; reading it back failed, retry")).toJson(QJsonDocument::Compact),
                              QByteArrayLiteral("application/json"), QStringLiteral("POST /v1/flows: reading back: %1").arg(error.message),
                              {{"Retry-After", "1"}}};
        return SideAnswer{status, compact(*view), QByteArrayLiteral("application/json"),
                          QStringLiteral("POST /v1/flows/{flow}/operations %1 %2").arg(status).arg(id),
                          {{"Location", "/v1/operations/" + id.toLatin1()}}};
    });
}

void IntakeServer::readOperation(const QString &caller, const QString &id, QDeadlineTimer deadline, std::shared_ptr<PendingReply> reply)
{
    // Whose it is and its view, asked on the side thread; one that has not
    // come to rest, for a caller that waits, joins the waiters.
    QPointer<IntakeServer> self(this);
    onSideThread(
        reply,
        [caller, id, deadline](Ledger *ledger, const LedgerError &openError) {
            if (!ledger)
                return SideAnswer{503, errorBody(QStringLiteral("ledger unavailable, retry")).toJson(QJsonDocument::Compact),
                                  QByteArrayLiteral("application/json"), openError.message, {}};
            // Another caller's operation is as unknown as one that does not exist.
            const auto asked = ledger->reader().askedBy(caller, id);
            if (!asked)
                return SideAnswer{503, errorBody(QStringLiteral("ledger unavailable, retry")).toJson(QJsonDocument::Compact),
                                  QByteArrayLiteral("application/json"), asked.error().message, {}};
            if (!*asked)
                return SideAnswer{404, errorBody(QStringLiteral("no such operation of this caller")).toJson(QJsonDocument::Compact),
                                  QByteArrayLiteral("application/json"), {}, {}};
            LedgerError error;
            const auto view = operationView(*ledger, id, &error);
            if (!view)
                return SideAnswer{503, errorBody(QStringLiteral("ledger unavailable, retry")).toJson(QJsonDocument::Compact),
                                  QByteArrayLiteral("application/json"), error.message, {}};
            if (!view->value(QStringLiteral("resting")).toBool() && !deadline.hasExpired())
                return SideAnswer{0, {}, {}, {}, {}}; // not yet
            return SideAnswer{200, compact(*view), QByteArrayLiteral("application/json"), {}, {}};
        },
        [self, id, deadline, reply] {
            if (self)
                self->waitFor({id, deadline, reply});
        });
}

void IntakeServer::waitFor(Waiter waiter)
{
    if (!waiter.reply->connected())
        return; // the caller hung up: nothing to answer
    m_waiters.append(std::move(waiter));
    if (!m_waitTimer) {
        m_waitTimer = new QTimer(this);
        m_waitTimer->setInterval(PollIntervalMs);
        connect(m_waitTimer, &QTimer::timeout, this, &IntakeServer::pollWaiters);
    }
    if (!m_waitTimer->isActive())
        m_waitTimer->start();
}

void IntakeServer::pollWaiters()
{
    if (m_pollRunning)
        return; // the last round's query is still out
    m_waiters.removeIf([](const Waiter &w) { return !w.reply->connected(); });
    if (m_waiters.isEmpty()) {
        m_waitTimer->stop();
        return;
    }
    QStringList ids;
    QSet<QString> seen;
    for (const Waiter &w : std::as_const(m_waiters)) {
        if (!seen.contains(w.id)) {
            seen.insert(w.id);
            ids << w.id;
        }
    }
    m_pollRunning = true;
    onSideThreadThen([this, ids](Ledger *ledger, bool *failed) -> std::function<void()> {
        // A failed read answers nobody early: each waiter is answered when
        // its wait is over, by a read of its own that says what failed.
        QSet<QString> resting;
        if (ledger) {
            if (auto r = ledger->reader().restingAmong(ids))
                resting = std::move(*r);
            else
                *failed = true;
        }
        return [this, resting = std::move(resting)] {
            m_pollRunning = false;
            QList<Waiter> done;
            m_waiters.removeIf([&](const Waiter &w) {
                if (!resting.contains(w.id) && !w.deadline.hasExpired())
                    return false;
                done.append(w);
                return true;
            });
            for (Waiter &w : done)
                answerView(w.id, std::move(w.reply));
        };
    });
}

void IntakeServer::answerView(const QString &id, std::shared_ptr<PendingReply> reply)
{
    if (!reply->connected())
        return;
    onSideThread(std::move(reply), [id](Ledger *ledger, const LedgerError &openError) {
        LedgerError error = openError;
        const auto view = ledger ? operationView(*ledger, id, &error) : std::nullopt;
        if (!view)
            return SideAnswer{503, errorBody(QStringLiteral("ledger unavailable, retry")).toJson(QJsonDocument::Compact),
                              QByteArrayLiteral("application/json"), error.message, {}};
        return SideAnswer{200, compact(*view), QByteArrayLiteral("application/json"), {}, {}};
    });
}

} // namespace rl::app
