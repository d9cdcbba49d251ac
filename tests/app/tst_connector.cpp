// SPDX-License-Identifier: GPL-3.0-or-later
#include "requesttap.h"
#include "sandboxprocess.h"
#include "targetwait.h"
#include "config/configuration.h"
#include "targets/connector.h"
#include "probe/probe.h"

#include <QJsonArray>
#include <QTcpServer>
#include <QTcpSocket>
#include <QCryptographicHash>
#include <QDateTime>
#include <QFile>
#include <QJsonDocument>
#include <QTest>

using namespace rl::app;
using namespace rl::models;
using namespace rl::testing;



// A target that answers whatever a test tells it to, and counts how many
// requests it holds at once.
class ScriptedServer final : public QTcpServer
{
public:
    QByteArray answer; // raw HTTP; empty: close the connection without a word
    int holdMs = 0;
    int requests = 0; // requests read, whatever their path
    QByteArray lastRequest; // its request line and headers
    int concurrent = 0;
    int maxConcurrent = 0;

protected:
    void incomingConnection(qintptr fd) override
    {
        auto *s = new QTcpSocket(this);
        s->setSocketDescriptor(fd);
        connect(s, &QTcpSocket::readyRead, s, [this, s] {
            const QByteArray read = s->readAll();
            if (!read.contains("\r\n\r\n") || s->property("seen").toBool())
                return;
            lastRequest = read.left(read.indexOf("\r\n\r\n"));
            s->setProperty("seen", true);
            ++requests;
            maxConcurrent = std::max(maxConcurrent, ++concurrent);
            QTimer::singleShot(holdMs, s, [this, s] {
                --concurrent;
                if (answer.isEmpty())
                    s->abort();
                else
                    s->write(answer);
                s->disconnectFromHost();
            });
        });
    }
};

class TestConnector final : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void classifyCreate_data();
    void classifyCreate();
    void classifyLookup_data();
    void classifyLookup();
    void createSucceedsAndReplays();
    void loseResponseIsUncertainAndTheEffectHappened();
    void failBeforeFollowsTheProfile();
    void errorFiveHundredIsUncertain();
    void validationRejectionIsFailedBeforeAction();
    void keyInUseAndKeyReuseAreUncertain();
    void nobodyListeningIsFailedBeforeAction();
    void deadlineBoundsATrickle();
    void nonsenseAndResetsAreUncertain();
    void redirectsAreNeverFollowed();
    void requestsSayWhoCallsAndWhatTheyAccept();
    void probeCanariesGoToTheSender();
    void lookupBeforeAndAfterSettle();
    void lookupAmbiguous();
    void boundsRequestsInFlightPerHost();
    void aDestroyedConnectorGivesItsSlotsBack();
    void profileRefusesSecretsAndBadValues();
    void profilesReadBackAsWritten_data();
    void profilesReadBackAsWritten();
    void evidenceIsRedacted();
    void templatesRender_data();
    void templatesRender();
    void templatesKeepSampleValuesExactly();
    void changedBytesNeverGoOutUnderTheKey();
    void resendAnswersClassified_data();
    void resendAnswersClassified();
    void resendRequestShape();
    void providerAnswersClassified_data();
    void providerAnswersClassified();
    void providerLookupsClassified_data();
    void providerLookupsClassified();
    void providerRequestShapes();

private:
    static TargetProfile profile(const QString &base, const QString &kind = QStringLiteral("crm"))
    {
        TargetProfile p;
        p.name = QStringLiteral("sandbox-") + kind;
        p.kind = kind;
        p.protocol = QStringLiteral("sandbox");
        p.baseUrl = QUrl(base);
        p.capability = Capability::ProtectedCreate;
        p.inactivityTimeoutMs = 2000;
        p.deadlineMs = 5000;
        return p;
    }
    static QByteArray task(const char *ref, const char *subject = "Follow up")
    {
        return QStringLiteral(R"({"body":"Call","reference":"%1","subject":"%2"})").arg(QLatin1String(ref), QLatin1String(subject)).toUtf8();
    }
};

void TestConnector::classifyCreate_data()
{
    QTest::addColumn<QNetworkReply::NetworkError>("error");
    QTest::addColumn<bool>("deadline");
    QTest::addColumn<int>("status");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<bool>("replayed");
    QTest::addColumn<QString>("outcome");
    using E = QNetworkReply::NetworkError;
    const QByteArray ok = R"({"id":"task_1"})";
    QTest::newRow("201 with id") << E::NoError << false << 201 << ok << false << QStringLiteral("succeeded");
    QTest::newRow("202 with id") << E::NoError << false << 202 << QByteArray(R"({"id":"msg_1","status":"accepted"})") << false << QStringLiteral("succeeded");
    QTest::newRow("201 replayed") << E::NoError << false << 201 << ok << true << QStringLiteral("succeeded");
    QTest::newRow("201 unparseable") << E::NoError << false << 201 << QByteArray("<html>ok</html>") << false << QStringLiteral("uncertain");
    QTest::newRow("201 without id") << E::NoError << false << 201 << QByteArray("{}") << false << QStringLiteral("uncertain");
    QTest::newRow("connection refused") << E::ConnectionRefusedError << false << 0 << QByteArray() << false << QStringLiteral("failed_before_action");
    QTest::newRow("host not found") << E::HostNotFoundError << false << 0 << QByteArray() << false << QStringLiteral("failed_before_action");
    QTest::newRow("timeout") << E::TimeoutError << false << 0 << QByteArray() << false << QStringLiteral("uncertain");
    QTest::newRow("deadline abort") << E::OperationCanceledError << true << 0 << QByteArray() << false << QStringLiteral("uncertain");
    QTest::newRow("reset") << E::RemoteHostClosedError << false << 0 << QByteArray() << false << QStringLiteral("uncertain");
    QTest::newRow("422 documented") << E::ContentOperationNotPermittedError << false << 422 << QByteArray("{}") << false << QStringLiteral("failed_before_action");
    QTest::newRow("401 documented") << E::AuthenticationRequiredError << false << 401 << QByteArray("{}") << false << QStringLiteral("failed_before_action");
    QTest::newRow("400 key reuse") << E::ProtocolInvalidOperationError << false << 400 << QByteArray(R"({"error":{"type":"idempotency_error"}})") << false << QStringLiteral("uncertain");
    QTest::newRow("409 key in use") << E::ContentConflictError << false << 409 << QByteArray("{}") << false << QStringLiteral("uncertain");
    QTest::newRow("500") << E::InternalServerError << false << 500 << QByteArray("{}") << false << QStringLiteral("uncertain");
    QTest::newRow("500 replayed") << E::InternalServerError << false << 500 << QByteArray("{}") << true << QStringLiteral("uncertain");
    QTest::newRow("503 undocumented") << E::ServiceUnavailableError << false << 503 << QByteArray("{}") << false << QStringLiteral("uncertain");
    QTest::newRow("302 redirect") << E::NoError << false << 302 << QByteArray() << false << QStringLiteral("uncertain");
}

void TestConnector::classifyCreate()
{
    QFETCH(QNetworkReply::NetworkError, error);
    QFETCH(bool, deadline);
    QFETCH(int, status);
    QFETCH(QByteArray, body);
    QFETCH(bool, replayed);
    QFETCH(QString, outcome);
    const TargetProfile p = profile(QStringLiteral("http://127.0.0.1:1"));
    const auto protocol = TargetProtocol::forProfile(p);
    const CallOutcome c = Connector::classifyCreate(p, *protocol, error, deadline, status, body, replayed);
    QCOMPARE(toString(c.outcome), outcome);
    QVERIFY(!c.summary.isEmpty());
    if (outcome == QLatin1String("succeeded"))
        QVERIFY(c.targetReference.startsWith(QStringLiteral("task_")) || c.targetReference.startsWith(QStringLiteral("msg_")));
}

void TestConnector::classifyLookup_data()
{
    QTest::addColumn<int>("status");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("result");
    QTest::newRow("one match") << 200 << QByteArray(R"({"results":[{"id":"task_1"}]})") << QStringLiteral("found");
    // A raw fact about now: whether it proves absence is the step rules' call.
    QTest::newRow("none") << 200 << QByteArray(R"({"results":[]})") << QStringLiteral("absent");
    QTest::newRow("two matches") << 200 << QByteArray(R"({"results":[{"id":"a"},{"id":"b"}]})") << QStringLiteral("ambiguous");
    QTest::newRow("garbage") << 200 << QByteArray("not json") << QStringLiteral("unknown");
    QTest::newRow("results not a list") << 200 << QByteArray(R"({"results":{}})") << QStringLiteral("unknown");
    QTest::newRow("match without id") << 200 << QByteArray(R"({"results":[{}]})") << QStringLiteral("unknown");
    QTest::newRow("500") << 500 << QByteArray() << QStringLiteral("unknown");
    QTest::newRow("no answer") << 0 << QByteArray() << QStringLiteral("unknown");
}

void TestConnector::classifyLookup()
{
    QFETCH(int, status);
    QFETCH(QByteArray, body);
    QFETCH(QString, result);
    const TargetProfile p = profile(QStringLiteral("http://127.0.0.1:1"));
    const auto protocol = TargetProtocol::forProfile(p);
    const LookupOutcome l = Connector::classifyLookup(p, *protocol, QNetworkReply::NoError, status, body);
    QCOMPARE(toString(l.result), result);
}

void TestConnector::createSucceedsAndReplays()
{
    SandboxProcess sb;
    Connector c(profile(sb.base()));
    const CallOutcome first = createAndWait(c, QStringLiteral("ref-a"), task("ref-a"));
    QCOMPARE(toString(first.outcome), QStringLiteral("succeeded"));
    QCOMPARE(first.httpStatus, 201);
    QVERIFY(first.targetReference.startsWith(QStringLiteral("task_")));
    QVERIFY(!first.replayed);
    const CallOutcome again = createAndWait(c, QStringLiteral("ref-a"), task("ref-a"));
    QCOMPARE(toString(again.outcome), QStringLiteral("succeeded"));
    QVERIFY(again.replayed);
    QCOMPARE(again.targetReference, first.targetReference);
    QVERIFY(again.detail.contains(QStringLiteral("\"idempotent_replayed\":true")));
    QCOMPARE(sb.total(QStringLiteral("crm.create_task")), 1);
}

void TestConnector::loseResponseIsUncertainAndTheEffectHappened()
{
    SandboxProcess sb;
    sb.fault(QStringLiteral("crm.create_task"), QStringLiteral("lose_response"));
    TargetProfile p = profile(sb.base());
    p.inactivityTimeoutMs = 300;
    Connector c(p);
    const CallOutcome lost = createAndWait(c, QStringLiteral("ref-l"), task("ref-l"));
    QCOMPARE(toString(lost.outcome), QStringLiteral("uncertain"));
    QCOMPARE(lost.httpStatus, 0);
    QCOMPARE(sb.total(QStringLiteral("crm.create_task")), 1); // the target did act
    const LookupOutcome found = lookupAndWait(c, QStringLiteral("ref-l"));
    QCOMPARE(toString(found.result), QStringLiteral("found"));
    QVERIFY(found.targetReference.startsWith(QStringLiteral("task_")));
}

void TestConnector::failBeforeFollowsTheProfile()
{
    SandboxProcess sb;
    sb.fault(QStringLiteral("crm.create_task"), QStringLiteral("fail_before"), 2);
    TargetProfile p = profile(sb.base());
    Connector plain(p);
    QCOMPARE(toString(createAndWait(plain, QStringLiteral("r"), task("r")).outcome), QStringLiteral("uncertain"));
    p.notExecutedStatuses.append(503); // the sandbox documents its 503 as "nothing was done"
    Connector documented(p);
    QCOMPARE(toString(createAndWait(documented, QStringLiteral("r"), task("r")).outcome), QStringLiteral("failed_before_action"));
    QCOMPARE(sb.total(QStringLiteral("crm.create_task")), 0);
}

void TestConnector::errorFiveHundredIsUncertain()
{
    SandboxProcess sb;
    sb.fault(QStringLiteral("crm.create_task"), QStringLiteral("error_500"));
    Connector c(profile(sb.base()));
    const CallOutcome r = createAndWait(c, QStringLiteral("r5"), task("r5"));
    QCOMPARE(toString(r.outcome), QStringLiteral("uncertain"));
    QCOMPARE(r.httpStatus, 500);
    QCOMPARE(sb.total(QStringLiteral("crm.create_task")), 1);
}

void TestConnector::validationRejectionIsFailedBeforeAction()
{
    SandboxProcess sb;
    Connector c(profile(sb.base()));
    const CallOutcome r = createAndWait(c, QStringLiteral("rv"), R"({"reference":"rv"})");
    QCOMPARE(toString(r.outcome), QStringLiteral("failed_before_action"));
    QCOMPARE(r.httpStatus, 422);
    QCOMPARE(sb.total(QStringLiteral("crm.create_task")), 0);
}

void TestConnector::keyInUseAndKeyReuseAreUncertain()
{
    SandboxProcess sb;
    sb.fault(QStringLiteral("crm.create_task"), QStringLiteral("delay"), 1, 800);
    RequestTap tap(sb.base()); // tells when the first request has reached the target
    Connector slow(profile(tap.base()));
    bool slowDone = false;
    CallOutcome slowResult;
    slow.create(QStringLiteral("rk"), task("rk"), {}, [&](CallOutcome o) {
        slowResult = o;
        slowDone = true;
    });
    QTRY_COMPARE_WITH_TIMEOUT(tap.handedOn(), 1, 10'000); // the first request is now executing, inside its delay
    Connector fast(profile(sb.base()));
    const CallOutcome busy = createAndWait(fast, QStringLiteral("rk"), task("rk"));
    QCOMPARE(busy.httpStatus, 409);
    QVERIFY(busy.earlierRequestRunning); // the first request may still act: nothing is absent before it ends
    QCOMPARE(toString(busy.outcome), QStringLiteral("uncertain"));
    QTRY_VERIFY(slowDone);
    QCOMPARE(toString(slowResult.outcome), QStringLiteral("succeeded"));
    const CallOutcome reuse = createAndWait(fast, QStringLiteral("rk"), task("rk", "Changed subject"));
    QCOMPARE(reuse.httpStatus, 400);
    QCOMPARE(toString(reuse.outcome), QStringLiteral("uncertain"));
    QCOMPARE(sb.total(QStringLiteral("crm.create_task")), 1);
}

void TestConnector::nobodyListeningIsFailedBeforeAction()
{
    QTcpServer probe;
    QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
    const quint16 port = probe.serverPort();
    probe.close(); // now nobody listens on it
    Connector c(profile(QStringLiteral("http://127.0.0.1:%1").arg(port)));
    const CallOutcome r = createAndWait(c, QStringLiteral("r"), task("r"));
    QCOMPARE(toString(r.outcome), QStringLiteral("failed_before_action"));
    QVERIFY2(r.summary.contains(QStringLiteral("connection refused")), qPrintable(r.summary));
}

void TestConnector::deadlineBoundsATrickle()
{
    SandboxProcess sb;
    sb.fault(QStringLiteral("crm.create_task"), QStringLiteral("delay"), 1, 2000);
    TargetProfile p = profile(sb.base());
    p.inactivityTimeoutMs = 10'000;
    p.deadlineMs = 300;
    Connector c(p);
    QElapsedTimer t;
    t.start();
    const CallOutcome r = createAndWait(c, QStringLiteral("rd"), task("rd"));
    QCOMPARE(toString(r.outcome), QStringLiteral("uncertain"));
    QVERIFY2(r.summary.contains(QStringLiteral("deadline")), qPrintable(r.summary));
    QVERIFY(t.elapsed() < 1900);
}

void TestConnector::nonsenseAndResetsAreUncertain()
{
    ScriptedServer server;
    QVERIFY(server.listen(QHostAddress::LocalHost, 0));
    Connector c(profile(QStringLiteral("http://127.0.0.1:%1").arg(server.serverPort())));
    server.answer = "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 9\r\n\r\nall good!";
    QCOMPARE(toString(createAndWait(c, QStringLiteral("r"), task("r")).outcome), QStringLiteral("uncertain"));
    server.answer = "completely not HTTP\r\n\r\n";
    QCOMPARE(toString(createAndWait(c, QStringLiteral("r"), task("r")).outcome), QStringLiteral("uncertain"));
    server.answer.clear(); // read the request, then drop the connection
    QCOMPARE(toString(createAndWait(c, QStringLiteral("r"), task("r")).outcome), QStringLiteral("uncertain"));
    server.answer = "HTTP/1.1 200 OK\r\nContent-Length: 8\r\n\r\nnot json";
    QCOMPARE(toString(lookupAndWait(c, QStringLiteral("r")).result), QStringLiteral("unknown"));
}

void TestConnector::redirectsAreNeverFollowed()
{
    // A create answered with a redirect is not sent again to where it points:
    // the target may have acted on the first request already.
    ScriptedServer server;
    QVERIFY(server.listen(QHostAddress::LocalHost, 0));
    Connector c(profile(QStringLiteral("http://127.0.0.1:%1").arg(server.serverPort())));
    for (const QByteArray &status : {QByteArray("307 Temporary Redirect"), QByteArray("308 Permanent Redirect"), QByteArray("302 Found")}) {
        server.requests = 0;
        server.answer = "HTTP/1.1 " + status + "\r\nLocation: /elsewhere\r\nContent-Length: 0\r\n\r\n";
        const CallOutcome r = createAndWait(c, QStringLiteral("r"), task("r"));
        QCOMPARE(toString(r.outcome), QStringLiteral("uncertain"));
        QCOMPARE(r.httpStatus, status.left(3).toInt());
        QCOMPARE(server.requests, 1);
    }
}

void TestConnector::requestsSayWhoCallsAndWhatTheyAccept()
{
    ScriptedServer server;
    QVERIFY(server.listen(QHostAddress::LocalHost, 0));
    server.answer = "HTTP/1.1 500 Internal Server Error\r\nContent-Length: 0\r\n\r\n";
    Connector c(profile(QStringLiteral("http://127.0.0.1:%1").arg(server.serverPort())));
    createAndWait(c, QStringLiteral("r"), task("r"));
    const QByteArray create = server.lastRequest.toLower();
    QVERIFY2(create.contains("\r\naccept: application/json"), create.constData());
    QVERIFY2(create.contains("\r\nuser-agent: runledger/"), create.constData());
    QVERIFY2(!create.contains("mozilla"), create.constData());
    lookupAndWait(c, QStringLiteral("r"));
    const QByteArray lookup = server.lastRequest.toLower();
    QVERIFY2(lookup.startsWith("get "), lookup.constData());
    QVERIFY2(lookup.contains("\r\naccept: application/json"), lookup.constData());
    // A GET has no body and says none (RFC 9110 §8.6): no Content-Length at all.
    QVERIFY2(!lookup.contains("\r\ncontent-length:"), lookup.constData());
    QVERIFY2(create.contains("\r\ncontent-length:"), create.constData());
}

void TestConnector::probeCanariesGoToTheSender()
{
    // A canary e-mail to a made-up address bounces against the sender's
    // reputation at a real provider: it goes to the sender's own address
    // unless the profile names another.
    TargetProfile p = profile(QStringLiteral("https://api.resend.com"), QStringLiteral("mail"));
    p.from = QStringLiteral("orders@shop.example");
    const auto to = [](const QByteArray &canary) { return QJsonDocument::fromJson(canary).object().value(QStringLiteral("to")).toString(); };
    QCOMPARE(to(Probe::canaryContent(p, QStringLiteral("probe-1"))), QStringLiteral("orders@shop.example"));
    QVERIFY(!p.toJson().contains(QStringLiteral("probe_recipient")));
    p.probeRecipient = QStringLiteral("qa@shop.example");
    QCOMPARE(to(Probe::canaryContent(p, QStringLiteral("probe-1"))), QStringLiteral("qa@shop.example"));
    QCOMPARE(p.toJson().value(QStringLiteral("probe_recipient")).toString(), QStringLiteral("qa@shop.example"));
}

void TestConnector::lookupBeforeAndAfterSettle()
{
    SandboxProcess sb({QStringLiteral("--settle-ms"), QStringLiteral("500")});
    TargetProfile p = profile(sb.base());
    p.settleMs = 500;
    Connector c(p);
    QCOMPARE(toString(createAndWait(c, QStringLiteral("rs"), task("rs")).outcome), QStringLiteral("succeeded"));
    // Inside the target's settle time its search shows nothing yet: the
    // connector reports that fact; the step rules refuse to call it absent.
    QCOMPARE(toString(lookupAndWait(c, QStringLiteral("rs")).result), QStringLiteral("absent"));
    QCOMPARE(toString(lookupAndWait(c, QStringLiteral("never-sent")).result), QStringLiteral("absent"));
    // Found once the settle time has passed, however busy this machine is.
    QTRY_COMPARE_WITH_TIMEOUT(toString(lookupAndWait(c, QStringLiteral("rs")).result), QStringLiteral("found"), 10'000);
    QCOMPARE(toString(lookupAndWait(c, QStringLiteral("never-sent")).result), QStringLiteral("absent"));

    Connector mail(profile(sb.base(), QStringLiteral("mail")));
    QCOMPARE(toString(createAndWait(mail, QStringLiteral("m"), R"({"reference":"m","to":"a@example.org","subject":"s","body":"b"})").outcome),
             QStringLiteral("succeeded"));
    const LookupOutcome m = lookupAndWait(mail, QStringLiteral("m"));
    QCOMPARE(toString(m.result), QStringLiteral("found"));
    QCOMPARE(m.targetStatus, QStringLiteral("accepted"));
}

void TestConnector::lookupAmbiguous()
{
    SandboxProcess sb;
    QCOMPARE(sb.request("PUT", QStringLiteral("/_sandbox/capabilities"), R"({"crm.create_task":"plain"})").status, 200);
    Connector c(profile(sb.base()));
    createAndWait(c, QStringLiteral("dup"), task("dup"));
    createAndWait(c, QStringLiteral("dup"), task("dup"));
    const LookupOutcome l = lookupAndWait(c, QStringLiteral("dup"));
    QCOMPARE(toString(l.result), QStringLiteral("ambiguous"));
    QCOMPARE(l.matches, 2);
}

void TestConnector::boundsRequestsInFlightPerHost()
{
    ScriptedServer server;
    server.holdMs = 150;
    server.answer = "HTTP/1.1 201 Created\r\nContent-Length: 15\r\nConnection: close\r\n\r\n{\"id\":\"task_1\"}";
    QVERIFY(server.listen(QHostAddress::LocalHost, 0));
    TargetProfile p = profile(QStringLiteral("http://127.0.0.1:%1").arg(server.serverPort()));
    p.maxInFlight = 2;
    Connector c(p);
    int done = 0;
    for (int i = 0; i < 8; ++i)
        c.create(QStringLiteral("r%1").arg(i), task("r"), {}, [&](CallOutcome o) {
            QCOMPARE(toString(o.outcome), QStringLiteral("succeeded"));
            ++done;
        });
    QTRY_COMPARE_WITH_TIMEOUT(done, 8, 10'000);
    QCOMPARE(server.maxConcurrent, 2);
}

void TestConnector::aDestroyedConnectorGivesItsSlotsBack()
{
    // The runner and the console destroy their connectors when the ledger
    // reconnects or the configuration changes, calls under way or not. The
    // host's requests in flight are bounded per thread: a slot a destroyed
    // connector held must come back, or the host never gets a call again.
    ScriptedServer server;
    server.holdMs = 60'000; // holds every request: only the client can end it
    server.answer = "HTTP/1.1 201 Created\r\nContent-Length: 15\r\nConnection: close\r\n\r\n{\"id\":\"task_1\"}";
    QVERIFY(server.listen(QHostAddress::LocalHost, 0));
    TargetProfile p = profile(QStringLiteral("http://127.0.0.1:%1").arg(server.serverPort()));
    p.maxInFlight = 2;
    p.deadlineMs = 120'000;
    p.inactivityTimeoutMs = 120'000;
    int answered = 0;
    for (int round = 0; round < 2; ++round) {
        // Both slots taken by calls the target holds, a third waiting for one.
        auto c = std::make_unique<Connector>(p);
        for (int i = 0; i < 3; ++i)
            c->create(QStringLiteral("r%1-%2").arg(round).arg(i), task("r"), {}, [&](CallOutcome) { ++answered; });
        QTRY_COMPARE_WITH_TIMEOUT(server.concurrent, 2 * (round + 1), 10'000);
        c.reset(); // its calls are cut; nobody hears of them
    }
    // A connector made afterwards on the same thread reaches the host at once.
    server.holdMs = 0;
    Connector fresh(p);
    std::optional<CallOutcome> after;
    fresh.create(QStringLiteral("r-after"), task("r"), {}, [&](CallOutcome o) { after = o; });
    QTRY_VERIFY_WITH_TIMEOUT(after, 10'000);
    QCOMPARE(toString(after->outcome), QStringLiteral("succeeded"));
    QCOMPARE(answered, 0);
}

void TestConnector::profileRefusesSecretsAndBadValues()
{
    QString error;
    const QJsonObject good{{QStringLiteral("kind"), QStringLiteral("crm")}, {QStringLiteral("base_url"), QStringLiteral("http://127.0.0.1:8081")},
                           {QStringLiteral("capability"), QStringLiteral("protected_create")}, {QStringLiteral("token_env"), QStringLiteral("CRM_TOKEN")},
                           {QStringLiteral("not_executed_statuses"), QJsonArray({422, 503})}};
    const auto p = TargetProfile::fromJson(QStringLiteral("crm"), good, &error);
    QVERIFY2(p, qPrintable(error));
    QCOMPARE(p->notExecutedStatuses, (QList<int>{422, 503}));
    QVERIFY(!p->toJson().contains(QStringLiteral("token")));
    QJsonObject secret = good;
    secret.insert(QStringLiteral("token"), QStringLiteral("sk_live_123"));
    QVERIFY(!TargetProfile::fromJson(QStringLiteral("crm"), secret, &error));
    QVERIFY(error.contains(QStringLiteral("token_env")));
    QJsonObject badCap = good;
    badCap.insert(QStringLiteral("capability"), QStringLiteral("magic"));
    QVERIFY(!TargetProfile::fromJson(QStringLiteral("crm"), badCap, &error));
    QJsonObject badUrl = good;
    badUrl.insert(QStringLiteral("base_url"), QStringLiteral("ftp://x"));
    QVERIFY(!TargetProfile::fromJson(QStringLiteral("crm"), badUrl, &error));
    QJsonObject negative = good;
    negative.insert(QStringLiteral("deadline_ms"), -5);
    QVERIFY(!TargetProfile::fromJson(QStringLiteral("crm"), negative, &error));
    // Too large to hold (fuzz_config found 4e37 converted into an integer):
    // refused, never wrapped round.
    for (const double huge : {4.32889e37, 1e10}) {
        QJsonObject tooLarge = good;
        tooLarge.insert(QStringLiteral("key_retention_seconds"), huge);
        QVERIFY(!TargetProfile::fromJson(QStringLiteral("crm"), tooLarge, &error));
        QVERIFY2(error.contains(QStringLiteral("1,000,000,000")), qPrintable(error));
    }
    QJsonObject unknownProtocol = good;
    unknownProtocol.insert(QStringLiteral("protocol"), QStringLiteral("carrier-pigeon"));
    QVERIFY(!TargetProfile::fromJson(QStringLiteral("crm"), unknownProtocol, &error));
    QVERIFY(error.contains(QStringLiteral("not supported")));
    QCOMPARE(p->backoffMs(1), 1000);
    QCOMPARE(p->backoffMs(3), 4000);
}

void TestConnector::profilesReadBackAsWritten_data()
{
    QTest::addColumn<QString>("file");
    for (const char *f : {"sandbox.json", "salesforce-resend.json", "hubspot-postmark.json"})
        QTest::newRow(f) << QString::fromLatin1(f);
}

void TestConnector::profilesReadBackAsWritten()
{
    // Reports, the acceptance run and the console pass profiles on as JSON: what
    // toJson() writes must read back to the same profile, every mapping included.
    QFETCH(QString, file);
    QFile f(QStringLiteral(RUNLEDGER_SOURCE_DIR "/resources/examples/") + file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonObject targets = QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("targets")).toObject();
    QVERIFY(!targets.isEmpty());
    for (auto it = targets.begin(); it != targets.end(); ++it) {
        QString error;
        const auto p = TargetProfile::fromJson(it.key(), it.value().toObject(), &error);
        QVERIFY2(p, qPrintable(error));
        const auto again = TargetProfile::fromJson(it.key(), p->toJson(), &error);
        QVERIFY2(again, qPrintable(it.key() + QStringLiteral(": ") + error));
        QCOMPARE(again->toJson(), p->toJson());
        QCOMPARE(again->fieldMap, p->fieldMap);
        QCOMPARE(again->from, p->from);
        QCOMPARE(again->keyRetentionSeconds, p->keyRetentionSeconds);
        QCOMPARE(again->lookupsPerSecond, p->lookupsPerSecond);
        QVERIFY(!p->toJson().contains(QStringLiteral("token")));
        // What a step on this target is made with: the profile's own values,
        // and no lookup where the target cannot be searched or confirms nothing.
        const rl::models::StepPolicy policy = p->stepPolicy();
        QVERIFY(policy.capability == p->capability);
        QCOMPARE(policy.maxAttempts, p->maxAttempts);
        QCOMPARE(policy.keyRetentionSeconds, p->keyRetentionSeconds);
        QCOMPARE(policy.settleMs, p->settleMs);
        QCOMPARE(policy.maxExecutionMs, p->maxExecutionMs);
        QCOMPARE(policy.verifyByLookup, p->confirmByLookup);
        QCOMPARE(policy.canLookup, p->lookup && p->capability != rl::models::Capability::None);
        TargetProfile blind = *p;
        blind.capability = rl::models::Capability::None;
        QVERIFY(!blind.stepPolicy().canLookup);
    }
}

void TestConnector::evidenceIsRedacted()
{
    const QString r = Connector::redact(R"({"to":"someone.real@example.org","id":"msg_1"})");
    QVERIFY(!r.contains(QStringLiteral("someone.real")));
    QVERIFY(r.contains(QStringLiteral("msg_1")));
}

QTEST_GUILESS_MAIN(TestConnector)
void TestConnector::templatesRender_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("literal only") << QStringLiteral("Thank you") << QStringLiteral("Thank you");
    QTest::newRow("one path") << QStringLiteral("Order {{name}}") << QStringLiteral("Order #1001");
    QTest::newRow("nested path, spaces") << QStringLiteral("{{ customer.first_name }}!") << QStringLiteral("Ada!");
    QTest::newRow("first path with a value") << QStringLiteral("Hi {{customer.nickname|customer.first_name}}")
                                             << QStringLiteral("Hi Ada");
    QTest::newRow("none has a value") << QStringLiteral("[{{missing|also.missing}}]") << QStringLiteral("[]");
    QTest::newRow("reference") << QStringLiteral("ref {{reference}} / {{id}}") << QStringLiteral("ref rl_x / 42");
    QTest::newRow("two in a row") << QStringLiteral("{{id}}{{name}}") << QStringLiteral("42#1001");
    QTest::newRow("unclosed braces stay") << QStringLiteral("{{id") << QStringLiteral("{{id");
}

void TestConnector::templatesRender()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    const QJsonObject payload{{QStringLiteral("id"), 42}, {QStringLiteral("name"), QStringLiteral("#1001")},
                              {QStringLiteral("customer"), QJsonObject{{QStringLiteral("first_name"), QStringLiteral("Ada")}}}};
    // Twice: the second rendering uses the template as cut the first time.
    QCOMPARE(rl::app::Configuration::render(text, payload, QStringLiteral("rl_x")), expected);
    QCOMPARE(rl::app::Configuration::render(text, payload, QStringLiteral("rl_x")), expected);
}

void TestConnector::templatesKeepSampleValuesExactly()
{
    // The project's sample order, parsed as intake parses it.
    QFile f(QStringLiteral(RUNLEDGER_SOURCE_DIR "/tests/data/samples/shopify-orders-create.json"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray raw = f.readAll();
    const QJsonObject payload = QJsonDocument::fromJson(raw).object();
    QCOMPARE(rl::app::Configuration::render(QStringLiteral("{{id}}"), payload, {}), QStringLiteral("820982911946154508"));
    QCOMPARE(rl::app::Configuration::render(QStringLiteral("{{customer.id}}"), payload, {}), QStringLiteral("115310627314723954"));
    QCOMPARE(rl::app::Configuration::render(QStringLiteral("{{total_price}}"), payload, {}), QStringLiteral("49.90"));
    const QJsonObject numbers = QJsonDocument::fromJson(R"({"max":9223372036854775807,"neg":-9007199254740993,"d":0.1,"e":1234567.891})").object();
    QCOMPARE(rl::app::Configuration::render(QStringLiteral("{{max}} {{neg}}"), numbers, {}), QStringLiteral("9223372036854775807 -9007199254740993"));
    QCOMPARE(rl::app::Configuration::render(QStringLiteral("{{d}} {{e}}"), numbers, {}), QStringLiteral("0.1 1234567.891"));
}

void TestConnector::changedBytesNeverGoOutUnderTheKey()
{
    SandboxProcess sb;
    Connector c(profile(sb.base()));
    const QString reserved = c.fingerprint(QStringLiteral("rf"), task("rf"));
    QCOMPARE(reserved, c.fingerprint(QStringLiteral("rf"), task("rf")));
    QVERIFY(reserved != c.fingerprint(QStringLiteral("rf"), task("rf", "Other subject")));
    // Bytes other than the reserved ones: not sent, nothing happens at the target.
    const CallOutcome refused = createAndWait(c, QStringLiteral("rf"), task("rf", "Other subject"), reserved);
    QCOMPARE(toString(refused.outcome), QStringLiteral("failed_before_action"));
    QCOMPARE(sb.total(QStringLiteral("crm.create_task")), 0);
    QCOMPARE(toString(createAndWait(c, QStringLiteral("rf"), task("rf"), reserved).outcome), QStringLiteral("succeeded"));
    QCOMPARE(sb.total(QStringLiteral("crm.create_task")), 1);
}

void TestConnector::resendAnswersClassified_data()
{
    // Resend's documented answers (docs/targets.md), one row each.
    QTest::addColumn<int>("status");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("outcome");
    QTest::addColumn<bool>("earlierRequestRunning");
    QTest::newRow("200 with the e-mail id") << 200 << QByteArray(R"({"id":"4ef9a417-02e9-4d39-ad75-9611e0fcc33c"})") << "succeeded" << false;
    QTest::newRow("409 concurrent_idempotent_requests") << 409 << QByteArray(R"({"statusCode":409,"name":"concurrent_idempotent_requests"})")
                                                        << "uncertain" << true;
    QTest::newRow("409 invalid_idempotent_request") << 409 << QByteArray(R"({"statusCode":409,"name":"invalid_idempotent_request"})")
                                                    << "uncertain" << false;
    QTest::newRow("400 invalid_idempotency_key") << 400 << QByteArray(R"({"statusCode":400,"name":"invalid_idempotency_key"})")
                                                 << "failed_before_action" << false;
    QTest::newRow("422 validation_error") << 422 << QByteArray(R"({"statusCode":422,"name":"validation_error"})") << "failed_before_action" << false;
    QTest::newRow("429 rate_limit_exceeded") << 429 << QByteArray(R"({"statusCode":429,"name":"rate_limit_exceeded"})") << "failed_before_action" << false;
    QTest::newRow("401 missing_api_key") << 401 << QByteArray(R"({"statusCode":401,"name":"missing_api_key"})") << "failed_before_action" << false;
    QTest::newRow("500 internal_server_error") << 500 << QByteArray(R"({"statusCode":500,"name":"internal_server_error"})") << "uncertain" << false;
    QTest::newRow("200 without an id") << 200 << QByteArray("{}") << "uncertain" << false;
}

void TestConnector::resendAnswersClassified()
{
    QFETCH(int, status);
    QFETCH(QByteArray, body);
    QFETCH(QString, outcome);
    QFETCH(bool, earlierRequestRunning);
    QString error;
    const auto p = TargetProfile::fromJson(QStringLiteral("resend"),
                                           QJsonDocument::fromJson(R"({"kind":"mail","protocol":"resend","base_url":"https://api.resend.com",
                                               "capability":"protected_create","from":"orders@example.com"})").object(), &error);
    QVERIFY2(p, qPrintable(error));
    QVERIFY(!p->lookup); // Resend cannot be searched by our reference
    const auto protocol = TargetProtocol::forProfile(*p);
    const CallOutcome c = Connector::classifyCreate(*p, *protocol, QNetworkReply::NoError, false, status, body, false);
    QCOMPARE(toString(c.outcome), outcome);
    QCOMPARE(c.earlierRequestRunning, earlierRequestRunning);
}

void TestConnector::resendRequestShape()
{
    QString error;
    QVERIFY(!TargetProfile::fromJson(QStringLiteral("r"), QJsonDocument::fromJson(R"({"kind":"mail","protocol":"resend","base_url":"http://x",
        "capability":"protected_create"})").object(), &error));
    QVERIFY2(error.contains(QStringLiteral("from")), qPrintable(error));
    QVERIFY(!TargetProfile::fromJson(QStringLiteral("r"), QJsonDocument::fromJson(R"({"kind":"mail","protocol":"resend","base_url":"http://x",
        "capability":"protected_create","from":"a@example.com","lookup":true})").object(), &error));
    const auto p = TargetProfile::fromJson(QStringLiteral("r"), QJsonDocument::fromJson(R"({"kind":"mail","protocol":"resend",
        "base_url":"http://127.0.0.1:1/resend","capability":"protected_create","from":"orders@example.com"})").object(), &error);
    QVERIFY2(p, qPrintable(error));
    Connector c(*p);
    // The fingerprint covers the bytes Resend receives, not the pinned content.
    const QByteArray content = R"({"body":"Thanks","reference":"rl_1","subject":"Order","to":"reader@example.org"})";
    const QByteArray sent = TargetProtocol::forProfile(*p)->createCall(*p, QStringLiteral("rl_1"), content).body;
    QCOMPARE(sent, QByteArray(R"({"from":"orders@example.com","subject":"Order","tags":[{"name":"runledger_reference","value":"rl_1"}],"text":"Thanks","to":["reader@example.org"]})"));
    QCOMPARE(c.fingerprint(QStringLiteral("rl_1"), content),
             QString::fromLatin1(QCryptographicHash::hash("rl_1\n" + sent, QCryptographicHash::Sha256).toHex()));
    // No lookup: asked anyway, it says so without calling the target.
    const LookupOutcome l = lookupAndWait(c, QStringLiteral("rl_1"));
    QCOMPARE(toString(l.result), QStringLiteral("unknown"));
    QCOMPARE(l.httpStatus, 0);
}

namespace {
std::optional<TargetProfile> providerProfile(const QString &protocol)
{
    QString error;
    const QString kind = protocol == QLatin1String("salesforce") || protocol == QLatin1String("hubspot") ? QStringLiteral("crm") : QStringLiteral("mail");
    QJsonObject o{{QStringLiteral("kind"), kind}, {QStringLiteral("protocol"), protocol},
                  {QStringLiteral("base_url"), QStringLiteral("https://example.invalid")},
                  {QStringLiteral("capability"), protocol == QLatin1String("postmark") || protocol == QLatin1String("hubspot")
                                                     ? QStringLiteral("lookup_only") : QStringLiteral("protected_create")}};
    if (kind == QLatin1String("mail"))
        o.insert(QStringLiteral("from"), QStringLiteral("orders@example.com"));
    auto p = TargetProfile::fromJson(protocol, o, &error);
    if (!p)
        qWarning("%s", qPrintable(error));
    return p;
}
} // namespace

void TestConnector::providerAnswersClassified_data()
{
    // Each provider's documented create answers (docs/targets.md), one row each.
    QTest::addColumn<QString>("protocol");
    QTest::addColumn<int>("status");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("outcome");
    QTest::addColumn<QString>("targetReference");
    QTest::newRow("salesforce 201 created") << "salesforce" << 201
        << QByteArray(R"({"id":"00T000000000001","success":true,"errors":[],"created":true})") << "succeeded" << "00T000000000001";
    QTest::newRow("salesforce 200 existed: updated, no second record") << "salesforce" << 200
        << QByteArray(R"({"id":"00T000000000001","success":true,"errors":[],"created":false})") << "succeeded" << "00T000000000001";
    QTest::newRow("salesforce 204 existed: look it up for the id") << "salesforce" << 204 << QByteArray() << "uncertain" << "";
    QTest::newRow("salesforce 300 several records") << "salesforce" << 300 << QByteArray(R"(["/services/data/v59.0/sobjects/Task/00T1"])")
                                                    << "uncertain" << "";
    QTest::newRow("salesforce 400 DUPLICATE_VALUE race") << "salesforce" << 400
        << QByteArray(R"([{"message":"duplicate value found","errorCode":"DUPLICATE_VALUE"}])") << "uncertain" << "";
    QTest::newRow("salesforce 400 REQUIRED_FIELD_MISSING") << "salesforce" << 400
        << QByteArray(R"([{"message":"Required fields are missing","errorCode":"REQUIRED_FIELD_MISSING"}])") << "failed_before_action" << "";
    QTest::newRow("salesforce 401 INVALID_SESSION_ID") << "salesforce" << 401
        << QByteArray(R"([{"message":"Session expired or invalid","errorCode":"INVALID_SESSION_ID"}])") << "failed_before_action" << "";
    QTest::newRow("salesforce 403 REQUEST_LIMIT_EXCEEDED") << "salesforce" << 403
        << QByteArray(R"([{"errorCode":"REQUEST_LIMIT_EXCEEDED"}])") << "failed_before_action" << "";
    QTest::newRow("salesforce 404 unknown field") << "salesforce" << 404 << QByteArray(R"([{"errorCode":"NOT_FOUND"}])")
                                                  << "failed_before_action" << "";
    QTest::newRow("salesforce 500") << "salesforce" << 500 << QByteArray(R"([{"errorCode":"UNKNOWN_EXCEPTION"}])") << "uncertain" << "";
    QTest::newRow("salesforce 503") << "salesforce" << 503 << QByteArray() << "uncertain" << "";
    QTest::newRow("postmark 200 OK") << "postmark" << 200
        << QByteArray(R"({"To":"a@example.org","MessageID":"b7bc2f4a-e38e-4336-af7d-e6c392c2f817","ErrorCode":0,"Message":"OK"})")
        << "succeeded" << "b7bc2f4a-e38e-4336-af7d-e6c392c2f817";
    QTest::newRow("postmark 200 with an error code") << "postmark" << 200 << QByteArray(R"({"MessageID":"x","ErrorCode":406})") << "uncertain" << "";
    QTest::newRow("postmark 422 invalid request") << "postmark" << 422 << QByteArray(R"({"ErrorCode":300,"Message":"Invalid email request"})")
                                                  << "failed_before_action" << "";
    QTest::newRow("postmark 401 bad token") << "postmark" << 401 << QByteArray(R"({"ErrorCode":10})") << "failed_before_action" << "";
    QTest::newRow("postmark 429 rate limit") << "postmark" << 429 << QByteArray() << "failed_before_action" << "";
    QTest::newRow("postmark 500") << "postmark" << 500 << QByteArray() << "uncertain" << "";
    QTest::newRow("hubspot 201 created") << "hubspot" << 201 << QByteArray(R"({"id":"90000000001","properties":{}})") << "succeeded" << "90000000001";
    QTest::newRow("hubspot 400 unknown property") << "hubspot" << 400
        << QByteArray(R"({"status":"error","category":"VALIDATION_ERROR"})") << "failed_before_action" << "";
    QTest::newRow("hubspot 401") << "hubspot" << 401 << QByteArray(R"({"category":"INVALID_AUTHENTICATION"})") << "failed_before_action" << "";
    QTest::newRow("hubspot 429 rate limit") << "hubspot" << 429 << QByteArray(R"({"errorType":"RATE_LIMIT"})") << "failed_before_action" << "";
    QTest::newRow("hubspot 502") << "hubspot" << 502 << QByteArray() << "uncertain" << "";
    QTest::newRow("sandbox 429 is a refusal too") << "sandbox" << 429 << QByteArray() << "failed_before_action" << "";
}

void TestConnector::providerAnswersClassified()
{
    QFETCH(QString, protocol);
    QFETCH(int, status);
    QFETCH(QByteArray, body);
    QFETCH(QString, outcome);
    QFETCH(QString, targetReference);
    const auto p = providerProfile(protocol);
    QVERIFY(p);
    const CallOutcome c = Connector::classifyCreate(*p, *TargetProtocol::forProfile(*p), QNetworkReply::NoError, false, status, body, false);
    QCOMPARE(toString(c.outcome), outcome);
    QCOMPARE(c.targetReference, targetReference);
}

void TestConnector::providerLookupsClassified_data()
{
    QTest::addColumn<QString>("protocol");
    QTest::addColumn<int>("status");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("result");
    QTest::addColumn<int>("records");
    QTest::newRow("salesforce 200 the record") << "salesforce" << 200 << QByteArray(R"({"attributes":{"type":"Task"},"Id":"00T1"})") << "found" << 1;
    QTest::newRow("salesforce 404 none") << "salesforce" << 404 << QByteArray(R"([{"errorCode":"NOT_FOUND"}])") << "absent" << 0;
    QTest::newRow("salesforce 300 several") << "salesforce" << 300
        << QByteArray(R"(["/services/data/v59.0/sobjects/Task/00T1","/services/data/v59.0/sobjects/Task/00T2"])") << "ambiguous" << 2;
    QTest::newRow("salesforce 401") << "salesforce" << 401 << QByteArray(R"([{"errorCode":"INVALID_SESSION_ID"}])") << "unknown" << 0;
    QTest::newRow("salesforce 200 nonsense") << "salesforce" << 200 << QByteArray("<html>") << "unknown" << 0;
    QTest::newRow("postmark one message") << "postmark" << 200
        << QByteArray(R"({"TotalCount":1,"Messages":[{"MessageID":"m1","Status":"Sent"}]})") << "found" << 1;
    QTest::newRow("postmark none") << "postmark" << 200 << QByteArray(R"({"TotalCount":0,"Messages":[]})") << "absent" << 0;
    QTest::newRow("postmark two") << "postmark" << 200
        << QByteArray(R"({"TotalCount":2,"Messages":[{"MessageID":"m1"},{"MessageID":"m2"}]})") << "ambiguous" << 2;
    QTest::newRow("postmark 500") << "postmark" << 500 << QByteArray() << "unknown" << 0;
    QTest::newRow("hubspot one task") << "hubspot" << 200 << QByteArray(R"({"total":1,"results":[{"id":"9001"}]})") << "found" << 1;
    QTest::newRow("hubspot none (yet)") << "hubspot" << 200 << QByteArray(R"({"total":0,"results":[]})") << "absent" << 0;
    QTest::newRow("hubspot two tasks") << "hubspot" << 200 << QByteArray(R"({"total":2,"results":[{"id":"9001"},{"id":"9002"}]})") << "ambiguous" << 2;
    QTest::newRow("hubspot 429") << "hubspot" << 429 << QByteArray(R"({"errorType":"RATE_LIMIT"})") << "unknown" << 0;
}

void TestConnector::providerLookupsClassified()
{
    QFETCH(QString, protocol);
    QFETCH(int, status);
    QFETCH(QByteArray, body);
    QFETCH(QString, result);
    QFETCH(int, records);
    const auto p = providerProfile(protocol);
    QVERIFY(p);
    const LookupOutcome l = Connector::classifyLookup(*p, *TargetProtocol::forProfile(*p), QNetworkReply::NoError, status, body);
    QCOMPARE(toString(l.result), result);
    QCOMPARE(int(l.references.size()), records);
}

void TestConnector::providerRequestShapes()
{
    const QByteArray content = R"({"body":"Call about #1001","due_date":"2026-12-02","reference":"rl_1","subject":"Follow up","to":"reader@example.org"})";
    const auto sf = providerProfile(QStringLiteral("salesforce"));
    QVERIFY(sf);
    const HttpCall upsert = TargetProtocol::forProfile(*sf)->createCall(*sf, QStringLiteral("rl_1"), content);
    QCOMPARE(upsert.method, QByteArray("PATCH"));
    QCOMPARE(upsert.url.toString(), QStringLiteral("https://example.invalid/services/data/v59.0/sobjects/Task/Runledger_Reference__c/rl_1"));
    QCOMPARE(upsert.body, QByteArray(R"({"ActivityDate":"2026-12-02","Description":"Call about #1001","Status":"Not Started","Subject":"Follow up"})"));
    QVERIFY(upsert.headers.isEmpty()); // the External ID is the protection, not a header
    QCOMPARE(TargetProtocol::forProfile(*sf)->lookupCall(*sf, QStringLiteral("rl_1"))->url, upsert.url);
    QCOMPARE(sf->keyRetentionSeconds, 100LL * 365 * 86400); // no retention limit

    const auto pm = providerProfile(QStringLiteral("postmark"));
    QVERIFY(pm);
    const HttpCall send = TargetProtocol::forProfile(*pm)->createCall(*pm, QStringLiteral("rl_1"), content);
    QCOMPARE(send.url.toString(), QStringLiteral("https://example.invalid/email"));
    QCOMPARE(send.body, QByteArray(R"({"From":"orders@example.com","MessageStream":"outbound","Metadata":{"runledger_reference":"rl_1"},"Subject":"Follow up","TextBody":"Call about #1001","To":"reader@example.org"})"));
    QCOMPARE(TargetProtocol::forProfile(*pm)->lookupCall(*pm, QStringLiteral("rl_1"))->url.toString(),
             QStringLiteral("https://example.invalid/messages/outbound?count=50&offset=0&metadata_runledger_reference=rl_1&messagestream=outbound"));
    QCOMPARE(TargetProtocol::forProfile(*pm)->authorization("tok").first, QByteArray("X-Postmark-Server-Token"));
    const auto hs = providerProfile(QStringLiteral("hubspot"));
    QVERIFY(hs);
    QCOMPARE(hs->lookupsPerSecond, 4.0); // HubSpot's search limit per token
    QVERIFY(hs->settleMs >= 1000);       // its index lags by seconds
    const QString ref = QStringLiteral("rl_019ad9a4c4007f3e8a1b2c3d4e5f6a7b"); // made at 2025-12-01T…: see the timestamp below
    const HttpCall task = TargetProtocol::forProfile(*hs)->createCall(*hs, ref, R"({"body":"Call","reference":"x","subject":"Follow up"})");
    QCOMPARE(task.url.toString(), QStringLiteral("https://example.invalid/crm/v3/objects/tasks"));
    const QJsonObject props = QJsonDocument::fromJson(task.body).object().value(QStringLiteral("properties")).toObject();
    QCOMPARE(props.value(QStringLiteral("hs_task_subject")).toString(), QStringLiteral("Follow up"));
    QCOMPARE(props.value(QStringLiteral("runledger_reference")).toString(), ref);
    // hs_timestamp: the step's creation time from its time-ordered reference, the same on every attempt.
    QCOMPARE(props.value(QStringLiteral("hs_timestamp")).toString(),
             QDateTime::fromMSecsSinceEpoch(0x019ad9a4c400LL, Qt::UTC).toString(Qt::ISODateWithMs));
    // The probe's canary references carry a prefix; their time is read all the same.
    const HttpCall canary = TargetProtocol::forProfile(*hs)->createCall(*hs, QStringLiteral("probe-") + ref, R"({"subject":"Probe"})");
    QCOMPARE(QJsonDocument::fromJson(canary.body).object().value(QStringLiteral("properties")).toObject().value(QStringLiteral("hs_timestamp")).toString(),
             QDateTime::fromMSecsSinceEpoch(0x019ad9a4c400LL, Qt::UTC).toString(Qt::ISODateWithMs));
    const HttpCall search = *TargetProtocol::forProfile(*hs)->lookupCall(*hs, ref);
    QCOMPARE(search.method, QByteArray("POST"));
    QVERIFY(search.body.contains(QByteArrayLiteral("\"filters\":[{\"operator\":\"EQ\",\"propertyName\":\"runledger_reference\",\"value\":\"rl_")));
    // A user's own field mapping, without code.
    QString error;
    const auto mappedProfile = TargetProfile::fromJson(QStringLiteral("sf"), QJsonDocument::fromJson(R"({"kind":"crm","protocol":"salesforce",
        "base_url":"https://example.invalid","capability":"protected_create","external_id_field":"Order_Ref__c",
        "field_map":{"body":"Comments__c","due_date":""},"constant_fields":{"Priority":"High"}})").object(), &error);
    QVERIFY2(mappedProfile, qPrintable(error));
    const HttpCall mappedCall = TargetProtocol::forProfile(*mappedProfile)->createCall(*mappedProfile, QStringLiteral("rl_1"), content);
    QVERIFY(mappedCall.url.toString().endsWith(QStringLiteral("/Task/Order_Ref__c/rl_1")));
    QCOMPARE(mappedCall.body, QByteArray(R"({"Comments__c":"Call about #1001","Priority":"High","Subject":"Follow up"})"));
    QVERIFY(!TargetProfile::fromJson(QStringLiteral("sf"), QJsonDocument::fromJson(R"({"kind":"mail","protocol":"salesforce",
        "base_url":"https://example.invalid","capability":"protected_create"})").object(), &error));
    // Link templates for the console are web pages, nothing else.
    QVERIFY(!TargetProfile::fromJson(QStringLiteral("sf"), QJsonDocument::fromJson(R"j({"kind":"crm","protocol":"salesforce",
        "base_url":"https://example.invalid","capability":"protected_create","record_url":"javascript:alert({id})"})j").object(), &error));
    QVERIFY2(error.contains(QStringLiteral("record_url")), qPrintable(error));
    const auto resend = providerProfile(QStringLiteral("resend"));
    QCOMPARE(resend->recordLink(QStringLiteral("4ef9a417")).toString(), QStringLiteral("https://resend.com/emails/4ef9a417"));
    QVERIFY(!resend->searchLink(QStringLiteral("rl_1")).isValid()); // Resend has no search by our reference
}

#include "tst_connector.moc"
