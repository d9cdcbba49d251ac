// SPDX-License-Identifier: GPL-3.0-or-later
// The intended-action API (docs/api.md), black box: `runledgerctl serve`
// with the example configuration's callers, the sandbox counting effects,
// on SQLite and (tst_api.postgres) PostgreSQL.
#include "config/configuration.h"
#include "ledger.h"
#include "reader.h"
#include "ledgerfixture.h"
#include "emulatedprovider.h"
#include "sandboxprocess.h"
#include "serveprocess.h"
#include "intake/signatures.h"

#include <QHttpServer>
#include <QHttpServerRequest>
#include <QHttpServerResponse>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QProcess>
#include <QStandardPaths>
#include <QElapsedTimer>
#include <QDir>
#include <QFileInfo>
#include <QTest>

using namespace rl::models;
using namespace rl::testing;

namespace {

const QByteArray kAgentToken = "agent-token-1f0c";
const QByteArray kZapierToken = "zapier-token-77aa";

const QByteArray kZapierCallbackSecret = "whsec_C2FwaWVyLWNhbGxiYWNrLXNlY3JldC0wMQ==";
const QByteArray kN8nSecret = "whsec_bjhuLXNpZ25zLWl0cy1jYWxscy0wMDE=";

// The zapier caller's callback receiver (a Zapier "Catch Hook" stands here):
// each signed POST, its signature checked as it arrives.
class CallbackReceiver
{
public:
    struct Received
    {
        QByteArray id, body, check;
    };
    CallbackReceiver()
    {
        m_server.route(QStringLiteral("/hooks/zapier"), QHttpServerRequest::Method::Post, [this](const QHttpServerRequest &r) {
            const auto verdict = rl::app::verifyStandardWebhook(r.value("webhook-id"), r.value("webhook-timestamp"), r.body(),
                                                                r.value("webhook-signature"), kZapierCallbackSecret,
                                                                QDateTime::currentDateTimeUtc());
            m_received.append({r.value("webhook-id"), r.body(),
                               verdict == rl::app::StandardWebhookCheck::Ok ? QByteArray("ok") : QByteArray("bad signature")});
            return QHttpServerResponse(QHttpServerResponder::StatusCode::NoContent);
        });
        m_port = m_server.listen(QHostAddress::LocalHost, 0);
    }
    QString url() const { return QStringLiteral("http://127.0.0.1:%1/hooks/zapier").arg(m_port); }
    const QList<Received> &received() const { return m_received; }

private:
    QHttpServer m_server;
    quint16 m_port = 0;
    QList<Received> m_received;
};

struct Answer
{
    int status = 0;
    QJsonObject json;
    QByteArray body;
    QByteArray location;
    QByteArray retryAfter;
};

} // namespace

class TestApi final : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void actsOnceAndReadsBack();
    void approvalInTheLoop();
    void badInputIsRefusedAndNothingWritten();
    void callersSeeOnlyTheirOwn();
    void callersAreDeclaredWithoutTheirTokens();
    void langGraphAgentResumesWithoutRepeating();
    void callbackWhenItRests();
    void signedCallsActOnce();

private:
    Answer call(const QByteArray &method, const QString &path, const QByteArray &body = {}, const QByteArray &token = kAgentToken,
                const QList<QPair<QByteArray, QByteArray>> &headers = {}, int timeoutMs = 30'000);
    static QByteArray order(int number, const QString &subject = {});
    int operations();
    // A reviewer approves the operation's content, as the console records it.
    bool approveContent(const QString &id);

    QTemporaryDir m_dir;
    QString m_postgres;
    QString m_ledger;
    std::unique_ptr<SandboxProcess> m_sandbox;
    std::unique_ptr<ServeProcess> m_serve;
    std::unique_ptr<CallbackReceiver> m_callbacks;
    QNetworkAccessManager m_nam;
};

void TestApi::init()
{
    RUNLEDGER_INIT_BACKEND(m_postgres);
    m_ledger = m_postgres.isEmpty() ? m_dir.filePath(QStringLiteral("api-%1.sqlite").arg(QLatin1String(QTest::currentTestFunction()))) : m_postgres;
    m_sandbox = std::make_unique<SandboxProcess>();
    QVERIFY(!m_sandbox->base().isEmpty());
    QJsonObject config = exampleConfiguration(QStringLiteral("sandbox.json"), QUrl(m_sandbox->base()).port());
    // A second caller, allowed the first flow only.
    QJsonArray callers = config.value(QStringLiteral("callers")).toArray();
    QCOMPARE(callers.size(), 1); // the example declares the agent
    callers.append(QJsonObject{{QStringLiteral("name"), QStringLiteral("zapier")},
                               {QStringLiteral("token_env"), QStringLiteral("RUNLEDGER_CALLER_ZAPIER_TOKEN")},
                               {QStringLiteral("flows"), QJsonArray{QStringLiteral("order-followup")}},
                               {QStringLiteral("requests_per_minute"), 30},
                               {QStringLiteral("callback"), QJsonObject{{QStringLiteral("url_env"), QStringLiteral("ZAPIER_CALLBACK_URL")},
                                                                        {QStringLiteral("secret_env"), QStringLiteral("ZAPIER_CALLBACK_SECRET")}}}});
    // A third that signs its calls as Standard Webhooks instead of a token.
    callers.append(QJsonObject{{QStringLiteral("name"), QStringLiteral("n8n")},
                               {QStringLiteral("secret_env"), QStringLiteral("RUNLEDGER_CALLER_N8N_SECRET")},
                               {QStringLiteral("flows"), QJsonArray{QStringLiteral("order-followup"), QStringLiteral("order-followup-approved")}}});
    config.insert(QStringLiteral("callers"), callers);
    const QString configFile = m_dir.filePath(QStringLiteral("config.json"));
    QFile f(configFile);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(QJsonDocument(config).toJson());
    f.close();
    LedgerError e;
    QVERIFY2(Ledger::open(m_ledger, Ledger::OpenMode::CreateOrMigrate, &e), qPrintable(e.message));
    m_callbacks = std::make_unique<CallbackReceiver>();
    m_serve = std::make_unique<ServeProcess>(m_ledger, configFile, QStringList{},
                                             QStringList{QStringLiteral("RUNLEDGER_CALLER_AGENT_TOKEN=") + QString::fromLatin1(kAgentToken),
                                                         QStringLiteral("RUNLEDGER_CALLER_ZAPIER_TOKEN=") + QString::fromLatin1(kZapierToken),
                                                         QStringLiteral("RUNLEDGER_CALLER_N8N_SECRET=") + QString::fromLatin1(kN8nSecret),
                                                         QStringLiteral("ZAPIER_CALLBACK_URL=") + m_callbacks->url(),
                                                         QStringLiteral("ZAPIER_CALLBACK_SECRET=") + QString::fromLatin1(kZapierCallbackSecret)});
    QVERIFY2(m_serve->ready(), qPrintable(m_serve->log()));
}

void TestApi::cleanup()
{
    m_serve.reset();
    m_sandbox.reset();
    m_callbacks.reset();
}

Answer TestApi::call(const QByteArray &method, const QString &path, const QByteArray &body, const QByteArray &token,
                     const QList<QPair<QByteArray, QByteArray>> &headers, int timeoutMs)
{
    QNetworkRequest req(QUrl(m_serve->base() + path));
    req.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    req.setTransferTimeout(timeoutMs);
    if (!token.isEmpty())
        req.setRawHeader("Authorization", "Bearer " + token);
    for (const auto &[k, v] : headers)
        req.setRawHeader(k, v);
    QNetworkReply *r = m_nam.sendCustomRequest(req, method, body);
    QSignalSpy done(r, &QNetworkReply::finished);
    if (!r->isFinished())
        done.wait(timeoutMs + 1000);
    Answer a;
    a.status = r->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    a.body = r->readAll();
    a.json = QJsonDocument::fromJson(a.body).object();
    a.location = r->rawHeader("Location");
    a.retryAfter = r->rawHeader("Retry-After");
    r->deleteLater();
    return a;
}

QByteArray TestApi::order(int number, const QString &subject)
{
    // The fields a Shopify orders/create carries, as the example flow reads them.
    QJsonObject o{{QStringLiteral("name"), QStringLiteral("#%1").arg(number)},
                  {QStringLiteral("admin_graphql_api_id"), QStringLiteral("gid://shopify/Order/%1").arg(number)},
                  {QStringLiteral("email"), QStringLiteral("customer%1@example.com").arg(number)}};
    if (!subject.isEmpty())
        o.insert(QStringLiteral("properties"), QJsonObject{{QStringLiteral("subject"), subject}});
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

int TestApi::operations()
{
    LedgerError e;
    auto l = Ledger::open(m_ledger, Ledger::OpenMode::ExistingOnly, &e);
    if (!l)
        return -1;
    const auto counts = l->reader().counts();
    return counts ? int(counts->operations) : -1;
}

bool TestApi::approveContent(const QString &id)
{
    LedgerError e;
    auto l = Ledger::open(m_ledger, Ledger::OpenMode::ExistingOnly, &e);
    if (!l)
        return false;
    DecisionRequest approve = decision(id, QStringLiteral("Mara Lead"), QStringLiteral("read the e-mail: right"),
                                       DecisionAction::ApproveContent);
    approve.contentVersion = 1;
    const auto out = l->decide(approve, l->now());
    if (!out.applied)
        qWarning("approve-content: %s", qPrintable(out.reason));
    return out.applied;
}

void TestApi::actsOnceAndReadsBack()
{
    const int tasks = m_sandbox->total(QStringLiteral("crm.create_task"));
    const int mails = m_sandbox->total(QStringLiteral("mail.send"));
    // Created once; the same intent again (an agent's resumed node, n8n's
    // retry on fail) is the same operation, whatever the number of calls.
    const Answer first = call("POST", QStringLiteral("/v1/flows/order-followup/operations"), order(7001));
    QCOMPARE(first.status, 201);
    const QString id = first.json.value(QStringLiteral("id")).toString();
    QVERIFY2(!id.isEmpty(), first.body.constData());
    QCOMPARE(first.location, "/v1/operations/" + id.toLatin1());
    for (int i = 0; i < 3; ++i) {
        const Answer again = call("POST", QStringLiteral("/v1/flows/order-followup/operations"), order(7001));
        QCOMPARE(again.status, 200);
        QCOMPARE(again.json.value(QStringLiteral("id")).toString(), id);
    }
    // Read back once it rests: each step's state and the target's reference.
    const Answer done = call("GET", QStringLiteral("/v1/operations/%1?wait=30").arg(id), {}, kAgentToken, {}, 40'000);
    QCOMPARE(done.status, 200);
    QCOMPARE(done.json.value(QStringLiteral("state")).toString(), QStringLiteral("completed"));
    QVERIFY(done.json.value(QStringLiteral("resting")).toBool());
    const QJsonArray steps = done.json.value(QStringLiteral("steps")).toArray();
    QCOMPARE(steps.size(), 2);
    QVERIFY2(steps.at(0).toObject().value(QStringLiteral("target_reference")).toString().startsWith(QLatin1String("task_")), done.body.constData());
    QVERIFY2(steps.at(1).toObject().value(QStringLiteral("target_reference")).toString().startsWith(QLatin1String("msg_")), done.body.constData());
    // Nothing of the customer's beyond what the caller sent, and no content.
    QVERIFY2(!done.body.contains("customer7001@example.com"), done.body.constData());
    QCOMPARE(m_sandbox->total(QStringLiteral("crm.create_task")), tasks + 1);
    QCOMPARE(m_sandbox->total(QStringLiteral("mail.send")), mails + 1);
    // The same key with another body is another intent: 409 naming the operation, nothing new.
    const Answer changed = call("POST", QStringLiteral("/v1/flows/order-followup/operations"), order(7001, QStringLiteral("Other subject")));
    QCOMPARE(changed.status, 409);
    QVERIFY2(changed.body.contains(id.toLatin1()), changed.body.constData());
    QCOMPARE(operations(), 1);
    // The calls are counted.
    const QByteArray metrics = call("GET", QStringLiteral("/metrics"), {}, {}).body;
    QVERIFY2(metrics.contains("route=\"/v1/flows/{flow}/operations\""), metrics.constData());
}

void TestApi::approvalInTheLoop()
{
    const int mails = m_sandbox->total(QStringLiteral("mail.send"));
    // The flow holds its content for a person: the caller's long poll comes
    // back as soon as the operation rests, awaiting approval.
    const Answer made = call("POST", QStringLiteral("/v1/flows/order-followup-approved/operations"), order(7101));
    QCOMPARE(made.status, 201);
    const QString id = made.json.value(QStringLiteral("id")).toString();
    const Answer waiting = call("GET", QStringLiteral("/v1/operations/%1?wait=30").arg(id), {}, kAgentToken, {}, 40'000);
    QCOMPARE(waiting.status, 200);
    QCOMPARE(waiting.json.value(QStringLiteral("state")).toString(), QStringLiteral("awaiting_approval"));
    QVERIFY(waiting.json.value(QStringLiteral("resting")).toBool());
    // The resumed node calls again: a repeat, nothing changes.
    QCOMPARE(call("POST", QStringLiteral("/v1/flows/order-followup-approved/operations"), order(7101)).status, 200);
    // The same order may start the caller's other flow: another intent, another operation.
    const Answer other = call("POST", QStringLiteral("/v1/flows/order-followup/operations"), order(7101));
    QCOMPARE(other.status, 201);
    QVERIFY(other.json.value(QStringLiteral("id")).toString() != id);
    // A reviewer approves (recorded in the chain); then the steps run and the caller reads who approved.
    QVERIFY(approveContent(id));
    const Answer done = call("GET", QStringLiteral("/v1/operations/%1?wait=30").arg(id), {}, kAgentToken, {}, 40'000);
    QCOMPARE(done.json.value(QStringLiteral("state")).toString(), QStringLiteral("completed"));
    QCOMPARE(done.json.value(QStringLiteral("approved_by")).toArray(), QJsonArray{QStringLiteral("Mara Lead")});
    QTRY_COMPARE_WITH_TIMEOUT(m_sandbox->total(QStringLiteral("mail.send")), mails + 2, 20'000); // and the other flow's
}

void TestApi::badInputIsRefusedAndNothingWritten()
{
    const QString create = QStringLiteral("/v1/flows/order-followup/operations");
    QCOMPARE(call("POST", create, order(7201), {}).status, 401);
    QCOMPARE(call("POST", create, order(7201), "not-the-token").status, 401);
    QCOMPARE(call("POST", QStringLiteral("/v1/flows/no-such-flow/operations"), order(7201)).status, 404);
    QCOMPARE(call("POST", QStringLiteral("/v1/flows/order-followup-approved/operations"), order(7201), kZapierToken).status, 403);
    QCOMPARE(call("POST", create, "{\"name\": \"#7201\"", kAgentToken).status, 400);
    QCOMPARE(call("POST", create, "[1, 2]", kAgentToken).status, 400);
    QCOMPARE(call("POST", create, QByteArray("{\"name\":\"#7201\",\"x\":\"") + QByteArray(1100 * 1024, 'a') + "\"}").status, 413);
    // A body without the flow's key (no order id) needs the caller's own key.
    const Answer keyless = call("POST", create, "{\"name\":\"#7201\"}");
    QCOMPARE(keyless.status, 400);
    QVERIFY2(keyless.body.contains("Idempotency-Key"), keyless.body.constData());
    QCOMPARE(call("GET", QStringLiteral("/v1/operations/0190a000-0000-7000-8000-000000000000?wait=61")).status, 400);
    QCOMPARE(operations(), 0);
    // With its own key, the same body once: one operation.
    const QList<QPair<QByteArray, QByteArray>> key{{"Idempotency-Key", "run-42/node-send"}};
    const Answer keyed = call("POST", create, "{\"name\":\"#7201\"}", kAgentToken, key);
    QCOMPARE(keyed.status, 201);
    QCOMPARE(call("POST", create, "{\"name\":\"#7201\"}", kAgentToken, key).status, 200);
    QCOMPARE(operations(), 1);
    // Past its rate (30 a minute for this caller): 429 with Retry-After, nothing written.
    int limited = 0;
    QByteArray retryAfter;
    for (int i = 0; i < 40 && !limited; ++i) {
        const Answer a = call("POST", create, "{\"name\":\"#7202\"}", kZapierToken, {{"Idempotency-Key", "zap-" + QByteArray::number(i)}});
        if (a.status == 429) {
            ++limited;
            retryAfter = a.retryAfter;
        }
    }
    QCOMPARE(limited, 1);
    QVERIFY(retryAfter.toInt() >= 1);
}

void TestApi::callersSeeOnlyTheirOwn()
{
    const Answer made = call("POST", QStringLiteral("/v1/flows/order-followup/operations"), order(7301));
    QCOMPARE(made.status, 201);
    const QString id = made.json.value(QStringLiteral("id")).toString();
    QCOMPARE(call("GET", QStringLiteral("/v1/operations/%1").arg(id)).status, 200);
    QCOMPARE(call("GET", QStringLiteral("/v1/operations/%1").arg(id), {}, kZapierToken).status, 404);
    QCOMPARE(call("GET", QStringLiteral("/v1/operations/%1").arg(id), {}, {}).status, 401);
    // The other caller asking for the same order joins the same operation
    // (one business action) and may then read it.
    const Answer joined = call("POST", QStringLiteral("/v1/flows/order-followup/operations"), order(7301), kZapierToken);
    QCOMPARE(joined.status, 200);
    QCOMPARE(joined.json.value(QStringLiteral("id")).toString(), id);
    QCOMPARE(call("GET", QStringLiteral("/v1/operations/%1").arg(id), {}, kZapierToken).status, 200);
}

void TestApi::callersAreDeclaredWithoutTheirTokens()
{
    QJsonObject config = exampleConfiguration(QStringLiteral("sandbox.json"), 8081);
    QString error;
    QVERIFY2(rl::app::Configuration::fromJson(config, &error), qPrintable(error));
    const auto refused = [&](const QJsonObject &caller, const char *says) {
        QJsonObject c = config;
        c.insert(QStringLiteral("callers"), QJsonArray{caller});
        QString why;
        if (rl::app::Configuration::fromJson(c, &why))
            return false;
        if (!why.contains(QLatin1String(says)))
            qWarning("%s", qPrintable(why));
        return why.contains(QLatin1String(says));
    };
    const QJsonObject agent{{QStringLiteral("name"), QStringLiteral("agent")},
                            {QStringLiteral("token_env"), QStringLiteral("RUNLEDGER_CALLER_AGENT_TOKEN")},
                            {QStringLiteral("flows"), QJsonArray{QStringLiteral("order-followup")}}};
    QJsonObject withToken = agent;
    withToken.insert(QStringLiteral("token"), QStringLiteral("s3cret"));
    QVERIFY(refused(withToken, "a token is never in this file"));
    QJsonObject unknownFlow = agent;
    unknownFlow.insert(QStringLiteral("flows"), QJsonArray{QStringLiteral("no-such-flow")});
    QVERIFY(refused(unknownFlow, "there is no such flow"));
    QJsonObject noEnv = agent;
    noEnv.remove(QStringLiteral("token_env"));
    QVERIFY(refused(noEnv, "needs a token_env"));
    QJsonObject callbackInFile = agent;
    callbackInFile.insert(QStringLiteral("callback"), QJsonObject{{QStringLiteral("url"), QStringLiteral("https://hooks.example/x")},
                                                                 {QStringLiteral("secret_env"), QStringLiteral("CB_SECRET")}});
    QVERIFY(refused(callbackInFile, "never in this file"));
    QJsonObject unsignedCallback = agent;
    unsignedCallback.insert(QStringLiteral("callback"), QJsonObject{{QStringLiteral("url_env"), QStringLiteral("CB_URL")}});
    QVERIFY(refused(unsignedCallback, "needs url_env and secret_env"));
}

void TestApi::signedCallsActOnce()
{
    // The n8n caller has no token: it signs each call as a Standard Webhook.
    const auto signedCall = [this](const QByteArray &method, const QString &path, const QByteArray &body, const QByteArray &id,
                                   qint64 ageS = 0, const QByteArray &secret = kN8nSecret,
                                   const QList<QPair<QByteArray, QByteArray>> &more = {}) {
        const QByteArray ts = QByteArray::number(QDateTime::currentSecsSinceEpoch() - ageS);
        return call(method, path, body, {},
                    QList<QPair<QByteArray, QByteArray>>{{"webhook-id", id},
                                                         {"webhook-timestamp", ts},
                                                         {"webhook-signature", rl::app::signStandardWebhook(id, ts, body, secret)}}
                        + more);
    };
    // An order without the fields the flow's operation_key reads: the
    // message's webhook-id is its key.
    const auto unkeyed = [](int n) {
        return QJsonDocument(QJsonObject{{QStringLiteral("name"), QStringLiteral("#%1").arg(n)},
                                         {QStringLiteral("email"), QStringLiteral("customer%1@example.com").arg(n)}})
            .toJson(QJsonDocument::Compact);
    };
    const QString create = QStringLiteral("/v1/flows/order-followup/operations");
    const Answer made = signedCall("POST", create, unkeyed(7701), "msg_7701");
    QCOMPARE(made.status, 201);
    const QString id = made.json.value(QStringLiteral("id")).toString();
    // n8n's retry: the same message signed again, a minute later; and with an
    // Idempotency-Key added on the way (not signed, so not the key).
    const Answer again = signedCall("POST", create, unkeyed(7701), "msg_7701", -60);
    QCOMPARE(again.status, 200);
    QCOMPARE(again.json.value(QStringLiteral("id")).toString(), id);
    const Answer rekeyed = signedCall("POST", create, unkeyed(7701), "msg_7701", 0, kN8nSecret, {{"Idempotency-Key", "another-key"}});
    QCOMPARE(rekeyed.status, 200);
    QCOMPARE(rekeyed.json.value(QStringLiteral("id")).toString(), id);
    QCOMPARE(signedCall("GET", QStringLiteral("/v1/operations/%1").arg(id), {}, "msg_read").status, 200);
    const int before = operations();
    // Refused, nothing written: another secret, a stale timestamp, a body
    // changed after signing, the same signed message replayed to another
    // flow the caller may start.
    QCOMPARE(signedCall("POST", create, unkeyed(7702), "msg_7702", 0, "whsec_b3RoZXItc2VjcmV0LW5vdC1uOG4ncw==").status, 401);
    QCOMPARE(signedCall("POST", create, unkeyed(7702), "msg_7702", 600).status, 401);
    {
        const QByteArray ts = QByteArray::number(QDateTime::currentSecsSinceEpoch());
        const QByteArray sig = rl::app::signStandardWebhook("msg_7703", ts, unkeyed(7703), kN8nSecret);
        QCOMPARE(call("POST", create, unkeyed(7704), {}, {{"webhook-id", "msg_7703"}, {"webhook-timestamp", ts}, {"webhook-signature", sig}}).status,
                 401);
    }
    QCOMPARE(signedCall("POST", QStringLiteral("/v1/flows/order-followup-approved/operations"), unkeyed(7701), "msg_7701").status, 401);
    QCOMPARE(operations(), before);
    // A signed read replayed to another operation's address: refused.
    const Answer other = signedCall("POST", create, unkeyed(7705), "msg_7705");
    QCOMPARE(other.status, 201);
    QCOMPARE(signedCall("GET", QStringLiteral("/v1/operations/%1").arg(other.json.value(QStringLiteral("id")).toString()), {}, "msg_read").status,
             401);
    // Its operations are its own: the agent does not see them.
    QCOMPARE(call("GET", QStringLiteral("/v1/operations/%1").arg(id)).status, 404);
}

void TestApi::callbackWhenItRests()
{
    // The zapier caller has a callback (init): each of its operations that
    // comes to rest is told once, signed; the agent's (no callback) never.
    const Answer agents = call("POST", QStringLiteral("/v1/flows/order-followup/operations"), order(7601));
    QCOMPARE(agents.status, 201);
    const Answer first = call("POST", QStringLiteral("/v1/flows/order-followup/operations"), order(7602), kZapierToken);
    QCOMPARE(first.status, 201);
    const QString a = first.json.value(QStringLiteral("id")).toString();
    const auto toldOf = [this](const QString &id) {
        int n = 0;
        for (const auto &r : m_callbacks->received())
            n += QJsonDocument::fromJson(r.body).object().value(QStringLiteral("data")).toObject().value(QStringLiteral("id")).toString() == id;
        return n;
    };
    QTRY_COMPARE_WITH_TIMEOUT(toldOf(a), 1, 30'000);
    // A second operation's callback comes after rounds that could have told
    // the first again.
    const Answer second = call("POST", QStringLiteral("/v1/flows/order-followup/operations"), order(7603), kZapierToken);
    QCOMPARE(second.status, 201);
    const QString b = second.json.value(QStringLiteral("id")).toString();
    QTRY_COMPARE_WITH_TIMEOUT(toldOf(b), 1, 30'000);
    QCOMPARE(toldOf(a), 1);
    QCOMPARE(toldOf(agents.json.value(QStringLiteral("id")).toString()), 0);
    QCOMPARE(m_callbacks->received().size(), 2);
    for (const auto &r : m_callbacks->received()) {
        QCOMPARE(r.check, QByteArray("ok"));
        const QJsonObject event = QJsonDocument::fromJson(r.body).object();
        QCOMPARE(event.value(QStringLiteral("type")).toString(), QStringLiteral("operation.rested"));
        QCOMPARE(event.value(QStringLiteral("data")).toObject().value(QStringLiteral("state")).toString(), QStringLiteral("completed"));
        QVERIFY2(!r.body.contains("customer76"), r.body.constData());
    }
    // What the callback points at is the caller's to read.
    const Answer read = call("GET", QStringLiteral("/v1/operations/%1").arg(a), {}, kZapierToken);
    QCOMPARE(read.status, 200);
    QCOMPARE(read.json.value(QStringLiteral("state")).toString(), QStringLiteral("completed"));
}

void TestApi::langGraphAgentResumesWithoutRepeating()
{
    // The real LangGraph.js (pinned in tests/node/): a node calls the API,
    // interrupt()s while a person approves, and is resumed with
    // Command({ resume }); it runs again from its start, and its second call
    // is a repeat. A second graph's node times out on its first call and its
    // retryPolicy calls again. Runs where node and npm are installed.
    const QString node = QStandardPaths::findExecutable(QStringLiteral("node"));
    const QString npm = QStandardPaths::findExecutable(QStringLiteral("npm"));
    if (node.isEmpty() || npm.isEmpty())
        QSKIP("node and npm are not installed: the LangGraph.js agent cannot run");
    const QDir work(m_dir.filePath(QStringLiteral("langgraph")));
    if (!QFileInfo::exists(work.filePath(QStringLiteral("node_modules/@langchain/langgraph/package.json")))) {
        QVERIFY(QDir().mkpath(work.path()));
        for (const char *file : {"package.json", "package-lock.json"}) {
            QFile::remove(work.filePath(QLatin1String(file)));
            QVERIFY(QFile::copy(QStringLiteral(RUNLEDGER_SOURCE_DIR "/tests/node/") + QLatin1String(file), work.filePath(QLatin1String(file))));
        }
        QProcess install;
        install.setWorkingDirectory(work.path());
        install.setProcessChannelMode(QProcess::MergedChannels);
        install.start(npm, {QStringLiteral("ci"), QStringLiteral("--no-audit"), QStringLiteral("--no-fund"), QStringLiteral("--loglevel=error")});
        QVERIFY(install.waitForFinished(300'000));
        QVERIFY2(install.exitCode() == 0, install.readAll().constData());
    }
    QFile::remove(work.filePath(QStringLiteral("langgraph-agent.mjs")));
    QVERIFY(QFile::copy(QStringLiteral(RUNLEDGER_SOURCE_DIR "/tests/node/langgraph-agent.mjs"), work.filePath(QStringLiteral("langgraph-agent.mjs"))));
    const int tasks = m_sandbox->total(QStringLiteral("crm.create_task"));
    const int mails = m_sandbox->total(QStringLiteral("mail.send"));

    QProcess agent;
    agent.setWorkingDirectory(work.path());
    auto env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RUNLEDGER_URL"), m_serve->base());
    env.insert(QStringLiteral("RUNLEDGER_TOKEN"), QString::fromLatin1(kAgentToken));
    env.insert(QStringLiteral("FLOW"), QStringLiteral("order-followup-approved"));
    env.insert(QStringLiteral("ORDER"), QString::fromUtf8(order(7401)));
    env.insert(QStringLiteral("ORDER2"), QString::fromUtf8(order(7402)));
    agent.setProcessEnvironment(env);
    agent.start(node, {work.filePath(QStringLiteral("langgraph-agent.mjs"))});
    QVERIFY(agent.waitForStarted());
    QByteArray out;
    const auto phase = [&](const char *name) -> QJsonObject {
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < 60'000) {
            for (const QByteArray &line : out.split('\n')) {
                const QJsonObject o = QJsonDocument::fromJson(line).object();
                if (o.value(QStringLiteral("phase")).toString() == QLatin1String(name))
                    return o;
            }
            if (agent.state() == QProcess::NotRunning)
                break;
            agent.waitForReadyRead(1000);
            out += agent.readAllStandardOutput();
        }
        qWarning("%s\n%s", out.constData(), agent.readAllStandardError().constData());
        return {};
    };
    // Paused: the operation rests awaiting approval, step 1 done, the e-mail not sent.
    const QJsonObject paused = phase("interrupted");
    QVERIFY(paused.value(QStringLiteral("interrupted")).toBool());
    QCOMPARE(paused.value(QStringLiteral("state")).toString(), QStringLiteral("awaiting_approval"));
    QCOMPARE(paused.value(QStringLiteral("nodeRuns")).toInt(), 1);
    const QString id = paused.value(QStringLiteral("operation")).toString();
    QTRY_COMPARE_WITH_TIMEOUT(m_sandbox->total(QStringLiteral("crm.create_task")), tasks + 1, 20'000);
    QCOMPARE(m_sandbox->total(QStringLiteral("mail.send")), mails);
    QVERIFY(approveContent(id));
    agent.write("resume\n");
    // Resumed: the node ran again from its start; its call was a repeat (200).
    const QJsonObject resumed = phase("resumed");
    QCOMPARE(resumed.value(QStringLiteral("nodeRuns")).toInt(), 2);
    QCOMPARE(resumed.value(QStringLiteral("statuses")).toArray(), (QJsonArray{201, 200}));
    const QJsonObject operation = resumed.value(QStringLiteral("operation")).toObject();
    QCOMPARE(operation.value(QStringLiteral("id")).toString(), id);
    QCOMPARE(operation.value(QStringLiteral("state")).toString(), QStringLiteral("completed"));
    // Retried after a timeout: however many calls reached Runledger, one operation.
    const QJsonObject retried = phase("retried");
    QVERIFY2(retried.value(QStringLiteral("posts")).toInt() >= 2, out.constData());
    QVERIFY(agent.waitForFinished(30'000));
    QCOMPARE(agent.exitCode(), 0);
    // Two orders: two CRM tasks; one e-mail (the second order waits for its approval).
    QCOMPARE(m_sandbox->total(QStringLiteral("crm.create_task")), tasks + 2);
    QCOMPARE(m_sandbox->total(QStringLiteral("mail.send")), mails + 1);
    QCOMPARE(operations(), 2);
}

QTEST_GUILESS_MAIN(TestApi)
#include "tst_api.moc"
