// SPDX-License-Identifier: GPL-3.0-or-later
#include "requesttap.h"
#include "sandboxprocess.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QTcpSocket>
#include <QTest>

using namespace rl::testing;

// The sandbox's outside contract, over real loopback HTTP against the
// `runledgerctl sandbox` process. Effect counts are the sandbox's own.
class TestSandbox final : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void createAndLookupTask();
    void validationIsNotStoredUnderTheKey();
    void malformedAndUnknown();
    void sameKeySameParametersReplays();
    void sameKeyOtherParametersIsRefused();
    void keyInUseWhileFirstRequestRuns();
    void serverErrorIsStoredAndReplayed();
    void failBeforeDoesNothing();
    void loseResponsePerformsTheEffect();
    void keysAreForgottenAfterRetention();
    void plainEndpointIgnoresKeys();
    void mailIsAcceptedThenDeliveredOrBounced();
    void lookupOnlyAfterSettle();
    void fiftyConcurrentCreatesWithOneKey();
    void fiftyConcurrentCreatesDuringDelay();
    void resetClearsEverything();
    void stopsCleanlyOnSigterm();
    void providersAnswerAsDocumented_data();
    void providersAnswerAsDocumented();
    void postmarkSearchKeepsToItsStream();

private:
    static QByteArray task(const char *reference, const char *subject = "Follow up order")
    {
        return QJsonDocument(QJsonObject{{QStringLiteral("reference"), QLatin1String(reference)},
                                         {QStringLiteral("subject"), QLatin1String(subject)},
                                         {QStringLiteral("body"), QStringLiteral("Call the customer")}})
            .toJson(QJsonDocument::Compact);
    }
    static QList<QPair<QByteArray, QByteArray>> key(const QByteArray &k) { return {{QByteArrayLiteral("Idempotency-Key"), k}}; }
    static const inline QString Crm = QStringLiteral("crm.create_task");
    static const inline QString Mail = QStringLiteral("mail.send");
};

void TestSandbox::createAndLookupTask()
{
    SandboxProcess sb;
    QVERIFY(!sb.base().isEmpty());
    const auto created = sb.request("POST", QStringLiteral("/crm/tasks"), task("ref-1"), key("ref-1"));
    QCOMPARE(created.status, 201);
    QVERIFY(created.json.value(QStringLiteral("id")).toString().startsWith(QStringLiteral("task_")));
    QCOMPARE(created.json.value(QStringLiteral("reference")).toString(), QStringLiteral("ref-1"));
    QCOMPARE(created.json.value(QStringLiteral("subject")).toString(), QStringLiteral("Follow up order"));
    const auto found = sb.request("GET", QStringLiteral("/crm/tasks?reference=ref-1"));
    QCOMPARE(found.status, 200);
    const QJsonArray results = found.json.value(QStringLiteral("results")).toArray();
    QCOMPARE(results.size(), 1);
    QCOMPARE(results.at(0).toObject().value(QStringLiteral("id")), created.json.value(QStringLiteral("id")));
    QCOMPARE(sb.request("GET", QStringLiteral("/crm/tasks?reference=nope")).json.value(QStringLiteral("results")).toArray().size(), 0);
    QCOMPARE(sb.effects().value(Crm).toObject().value(QStringLiteral("ref-1")).toInt(), 1);
    QCOMPARE(sb.total(Crm), 1);
}

void TestSandbox::validationIsNotStoredUnderTheKey()
{
    SandboxProcess sb;
    auto r = sb.request("POST", QStringLiteral("/crm/tasks"), R"({"subject":"no reference"})", key("k-val"));
    QCOMPARE(r.status, 422);
    r = sb.request("POST", QStringLiteral("/crm/tasks"), R"({"reference":"r"})", key("k-val"));
    QCOMPARE(r.status, 422);
    QCOMPARE(sb.total(Crm), 0);
    // The key was not consumed: a valid request with it executes.
    r = sb.request("POST", QStringLiteral("/crm/tasks"), task("r"), key("k-val"));
    QCOMPARE(r.status, 201);
    QVERIFY(r.replayed.isEmpty());
    QCOMPARE(sb.total(Crm), 1);
    QCOMPARE(sb.request("POST", QStringLiteral("/mail/messages"), R"({"reference":"m","subject":"s"})").status, 422); // no "to"
}

void TestSandbox::malformedAndUnknown()
{
    SandboxProcess sb;
    QCOMPARE(sb.request("POST", QStringLiteral("/crm/tasks"), "{not json", key("k")).status, 400);
    QCOMPARE(sb.request("GET", QStringLiteral("/crm/tasks")).status, 400); // reference required
    QCOMPARE(sb.request("GET", QStringLiteral("/nowhere")).status, 404);
    QCOMPARE(sb.request("DELETE", QStringLiteral("/crm/tasks")).status, 405);
    QCOMPARE(sb.request("PUT", QStringLiteral("/_sandbox/faults"), R"({"crm.create_task":{"mode":"explode"}})").status, 400);
    QCOMPARE(sb.request("PUT", QStringLiteral("/_sandbox/capabilities"), R"({"crm.create_task":"sometimes"})").status, 400);
    QCOMPARE(sb.request("POST", QStringLiteral("/_sandbox/clock"), R"({"advance_seconds":"soon"})").status, 400);
    QCOMPARE(sb.request("POST", QStringLiteral("/crm/tasks"), QByteArray(1024 * 1024 + 10, 'x')).status, 413);
    QCOMPARE(sb.total(Crm), 0);
}

void TestSandbox::sameKeySameParametersReplays()
{
    SandboxProcess sb;
    const auto first = sb.request("POST", QStringLiteral("/crm/tasks"), task("r"), key("k1"));
    const auto second = sb.request("POST", QStringLiteral("/crm/tasks"), task("r"), key("k1"));
    QCOMPARE(first.status, 201);
    QVERIFY(first.replayed.isEmpty());
    QCOMPARE(second.status, 201);
    QCOMPARE(second.replayed, QByteArray("true"));
    QCOMPARE(second.body, first.body); // the first stored body, byte for byte
    QCOMPARE(sb.total(Crm), 1);
}

void TestSandbox::sameKeyOtherParametersIsRefused()
{
    SandboxProcess sb;
    QCOMPARE(sb.request("POST", QStringLiteral("/crm/tasks"), task("r"), key("k1")).status, 201);
    const auto other = sb.request("POST", QStringLiteral("/crm/tasks"), task("r", "Another subject"), key("k1"));
    QCOMPARE(other.status, 400);
    QCOMPARE(other.json.value(QStringLiteral("error")).toObject().value(QStringLiteral("type")).toString(),
             QStringLiteral("idempotency_error"));
    // The same key on the other endpoint is other parameters too.
    QCOMPARE(sb.request("POST", QStringLiteral("/mail/messages"), R"({"reference":"r","to":"x@example.org","subject":"s"})", key("k1")).status, 400);
    QCOMPARE(sb.total(Crm), 1);
    QCOMPARE(sb.total(Mail), 0);
}

void TestSandbox::keyInUseWhileFirstRequestRuns()
{
    SandboxProcess sb;
    sb.fault(Crm, QStringLiteral("delay"), 1, 800);
    QNetworkAccessManager other;
    RequestTap tap(sb.base()); // tells when the first request has reached the sandbox
    QNetworkRequest req(QUrl(tap.base() + QStringLiteral("/crm/tasks")));
    req.setRawHeader("Idempotency-Key", "k-busy");
    req.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    QNetworkReply *slow = other.post(req, task("r"));
    QTRY_COMPARE_WITH_TIMEOUT(tap.handedOn(), 1, 10'000); // the first request is now executing, inside its delay
    const auto busy = sb.request("POST", QStringLiteral("/crm/tasks"), task("r"), key("k-busy"));
    QCOMPARE(busy.status, 409);
    QCOMPARE(busy.json.value(QStringLiteral("error")).toObject().value(QStringLiteral("code")).toString(),
             QStringLiteral("idempotency_key_in_use"));
    QTRY_VERIFY(slow->isFinished());
    QCOMPARE(slow->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 201);
    delete slow;
    QCOMPARE(sb.total(Crm), 1);
}

void TestSandbox::serverErrorIsStoredAndReplayed()
{
    SandboxProcess sb;
    sb.fault(Crm, QStringLiteral("error_500"));
    const auto first = sb.request("POST", QStringLiteral("/crm/tasks"), task("r"), key("k500"));
    QCOMPARE(first.status, 500);
    QCOMPARE(sb.total(Crm), 1); // performed, although the answer says otherwise
    const auto again = sb.request("POST", QStringLiteral("/crm/tasks"), task("r"), key("k500"));
    QCOMPARE(again.status, 500); // Stripe replays the stored 5xx as well
    QCOMPARE(again.replayed, QByteArray("true"));
    QCOMPARE(sb.total(Crm), 1);
}

void TestSandbox::failBeforeDoesNothing()
{
    SandboxProcess sb;
    sb.fault(Crm, QStringLiteral("fail_before"), 2);
    QCOMPARE(sb.request("POST", QStringLiteral("/crm/tasks"), task("r"), key("kfb")).status, 503);
    QCOMPARE(sb.request("POST", QStringLiteral("/crm/tasks"), task("r"), key("kfb")).status, 503);
    QCOMPARE(sb.total(Crm), 0);
    const auto third = sb.request("POST", QStringLiteral("/crm/tasks"), task("r"), key("kfb"));
    QCOMPARE(third.status, 201); // fault used up; the key was never stored
    QVERIFY(third.replayed.isEmpty());
    QCOMPARE(sb.total(Crm), 1);
}

void TestSandbox::loseResponsePerformsTheEffect()
{
    SandboxProcess sb;
    sb.fault(Crm, QStringLiteral("lose_response"));
    const auto lost = sb.request("POST", QStringLiteral("/crm/tasks"), task("r"), key("klr"), 500);
    QCOMPARE(lost.status, 0); // the client gave up: no answer at all
    QVERIFY(lost.error != QNetworkReply::NoError);
    QCOMPARE(sb.total(Crm), 1);
    const auto again = sb.request("POST", QStringLiteral("/crm/tasks"), task("r"), key("klr"));
    QCOMPARE(again.status, 201);
    QCOMPARE(again.replayed, QByteArray("true"));
    QCOMPARE(sb.total(Crm), 1);
}

void TestSandbox::keysAreForgottenAfterRetention()
{
    SandboxProcess sb({QStringLiteral("--retention"), QStringLiteral("60")});
    QCOMPARE(sb.request("POST", QStringLiteral("/crm/tasks"), task("r"), key("kret")).status, 201);
    QCOMPARE(sb.request("POST", QStringLiteral("/_sandbox/clock"), R"({"advance_seconds":30})").status, 200);
    QCOMPARE(sb.request("POST", QStringLiteral("/crm/tasks"), task("r"), key("kret")).replayed, QByteArray("true"));
    QCOMPARE(sb.request("POST", QStringLiteral("/_sandbox/clock"), R"({"advance_seconds":31})").status, 200);
    const auto late = sb.request("POST", QStringLiteral("/crm/tasks"), task("r"), key("kret"));
    QCOMPARE(late.status, 201);
    QVERIFY(late.replayed.isEmpty()); // the late repeat is a new effect: this is what Runledger must prevent
    QCOMPARE(sb.total(Crm), 2);
    QCOMPARE(sb.effects().value(Crm).toObject().value(QStringLiteral("r")).toInt(), 2);
}

void TestSandbox::plainEndpointIgnoresKeys()
{
    SandboxProcess sb;
    QCOMPARE(sb.request("PUT", QStringLiteral("/_sandbox/capabilities"), R"({"crm.create_task":"plain"})").status, 200);
    QCOMPARE(sb.request("POST", QStringLiteral("/crm/tasks"), task("r"), key("kp")).status, 201);
    const auto second = sb.request("POST", QStringLiteral("/crm/tasks"), task("r"), key("kp"));
    QCOMPARE(second.status, 201);
    QVERIFY(second.replayed.isEmpty());
    QCOMPARE(sb.total(Crm), 2);
    QCOMPARE(sb.request("GET", QStringLiteral("/crm/tasks?reference=r")).json.value(QStringLiteral("results")).toArray().size(), 2);
}

void TestSandbox::mailIsAcceptedThenDeliveredOrBounced()
{
    SandboxProcess sb;
    const auto sent = sb.request("POST", QStringLiteral("/mail/messages"),
                                 R"({"reference":"m1","to":"reader@example.org","subject":"Thanks","body":"Voucher"})", key("m1"));
    QCOMPARE(sent.status, 202);
    QCOMPARE(sent.json.value(QStringLiteral("status")).toString(), QStringLiteral("accepted"));
    QVERIFY(sent.json.value(QStringLiteral("id")).toString().startsWith(QStringLiteral("msg_")));
    QCOMPARE(sb.request("POST", QStringLiteral("/mail/messages"),
                        R"({"reference":"m2","to":"bounce@example.org","subject":"Thanks","body":"Voucher"})").status, 202);
    const auto status = [&](const char *ref) {
        return sb.request("GET", QStringLiteral("/mail/messages?reference=") + QLatin1String(ref))
            .json.value(QStringLiteral("results")).toArray().at(0).toObject().value(QStringLiteral("status")).toString();
    };
    QCOMPARE(status("m1"), QStringLiteral("accepted")); // accepted is not delivered
    QCOMPARE(sb.request("POST", QStringLiteral("/_sandbox/clock"), R"({"advance_seconds":61})").status, 200);
    QCOMPARE(status("m1"), QStringLiteral("delivered"));
    QCOMPARE(status("m2"), QStringLiteral("bounced"));
    QCOMPARE(sb.total(Mail), 2);
}

void TestSandbox::lookupOnlyAfterSettle()
{
    SandboxProcess sb({QStringLiteral("--settle-ms"), QStringLiteral("400")});
    QCOMPARE(sb.request("POST", QStringLiteral("/crm/tasks"), task("rs"), key("rs")).status, 201);
    QCOMPARE(sb.request("GET", QStringLiteral("/crm/tasks?reference=rs")).json.value(QStringLiteral("results")).toArray().size(), 0);
    QTRY_COMPARE_WITH_TIMEOUT(sb.request("GET", QStringLiteral("/crm/tasks?reference=rs")).json.value(QStringLiteral("results")).toArray().size(), 1,
                              10'000);
}

namespace {
// Fifty raw connections that each send one complete request at once.
QList<int> fireConcurrently(const QString &base, const QByteArray &body, int n)
{
    const QUrl url(base);
    QList<QTcpSocket *> sockets;
    for (int i = 0; i < n; ++i) {
        auto *s = new QTcpSocket;
        s->connectToHost(url.host(), quint16(url.port()));
        sockets.append(s);
    }
    for (QTcpSocket *s : sockets)
        s->waitForConnected(5000);
    const QByteArray request = "POST /crm/tasks HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                               "Idempotency-Key: k-fifty\r\nConnection: close\r\nContent-Length: "
        + QByteArray::number(body.size()) + "\r\n\r\n" + body;
    // flush() hands the bytes to the kernel now; without it they would wait
    // for the event loop and go out one connection at a time.
    for (QTcpSocket *s : sockets) {
        s->write(request);
        s->flush();
    }
    QList<int> statuses;
    QByteArray all;
    for (QTcpSocket *s : sockets) {
        QElapsedTimer t;
        t.start();
        QByteArray got;
        while (!got.contains("\r\n\r\n") && t.elapsed() < 10'000) {
            if (s->waitForReadyRead(100))
                got += s->readAll();
        }
        statuses.append(got.mid(9, 3).toInt());
        delete s;
    }
    return statuses;
}
} // namespace

void TestSandbox::fiftyConcurrentCreatesWithOneKey()
{
    SandboxProcess sb;
    const QList<int> statuses = fireConcurrently(sb.base(), task("r50"), 50);
    QCOMPARE(statuses.size(), 50);
    QCOMPARE(statuses.count(201), 50); // one executed, 49 replayed the stored answer
    QCOMPARE(sb.total(Crm), 1);
    QCOMPARE(sb.effects().value(Crm).toObject().value(QStringLiteral("r50")).toInt(), 1);
}

void TestSandbox::fiftyConcurrentCreatesDuringDelay()
{
    SandboxProcess sb;
    sb.fault(Crm, QStringLiteral("delay"), 1, 1000);
    const QList<int> statuses = fireConcurrently(sb.base(), task("r50"), 50);
    QCOMPARE(statuses.count(201), 1);
    QCOMPARE(statuses.count(409), 49); // the key is in use while the first request runs
    QCOMPARE(sb.total(Crm), 1);
}

void TestSandbox::resetClearsEverything()
{
    SandboxProcess sb;
    QCOMPARE(sb.request("POST", QStringLiteral("/crm/tasks"), task("r"), key("k")).status, 201);
    sb.fault(Crm, QStringLiteral("fail_before"), 5);
    QCOMPARE(sb.request("POST", QStringLiteral("/_sandbox/reset")).status, 200);
    QCOMPARE(sb.total(Crm), 0);
    const auto after = sb.request("POST", QStringLiteral("/crm/tasks"), task("r"), key("k"));
    QCOMPARE(after.status, 201); // no fault left, key forgotten
    QVERIFY(after.replayed.isEmpty());
}

void TestSandbox::stopsCleanlyOnSigterm()
{
    SandboxProcess sb;
    QCOMPARE(sb.request("GET", QStringLiteral("/crm/tasks?reference=x")).status, 200);
    sb.process().terminate();
    QVERIFY(sb.process().waitForFinished(5000));
    QCOMPARE(sb.process().exitStatus(), QProcess::NormalExit);
    QCOMPARE(sb.process().exitCode(), 0);
    const QString out = QString::fromUtf8(sb.process().readAllStandardOutput());
    QVERIFY2(out.contains(QStringLiteral("GET /crm/tasks 200")), qPrintable(out)); // one log line per request
    QVERIFY2(out.contains(QStringLiteral("stopping")), qPrintable(out));
}

QTEST_GUILESS_MAIN(TestSandbox)
#include "tst_sandbox.moc"

// Each emulation's answers, checked against the provider's documented
// examples kept in tests/data/providers/ (each case names its document):
// status, the error's name or code, the keys a success carries. Cases run in
// file order on one sandbox (a read may follow the create before it), with a
// settle time far longer than the test: a read that lags like a search index
// where the provider reads directly is caught.
void TestSandbox::providersAnswerAsDocumented_data()
{
    QTest::addColumn<QString>("file");
    const QDir dir(QStringLiteral(RUNLEDGER_SOURCE_DIR "/tests/data/providers"));
    const QStringList files = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    QVERIFY2(files.size() >= 6, qPrintable(dir.path()));
    for (const QString &f : files)
        QTest::newRow(qPrintable(f)) << dir.filePath(f);
}

void TestSandbox::providersAnswerAsDocumented()
{
    QFETCH(QString, file);
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonObject doc = QJsonDocument::fromJson(f.readAll()).object();
    const QJsonArray cases = doc.value(QStringLiteral("cases")).toArray();
    QVERIFY2(!cases.isEmpty(), qPrintable(file));
    const QByteArray authHeader = doc.value(QStringLiteral("auth_header")).toString().toLatin1();
    const QByteArray authPrefix = doc.value(QStringLiteral("auth_prefix")).toString().toLatin1();
    QStringList args{QStringLiteral("--api-token"), QStringLiteral("documented-token"), QStringLiteral("--settle-ms"), QStringLiteral("600000")};
    for (const QJsonValue &a : doc.value(QStringLiteral("sandbox_args")).toArray())
        args << a.toString(); // e.g. a small Shopify cost bucket, to be seen running out
    SandboxProcess sb(args);
    QVERIFY(!sb.base().isEmpty());
    for (const QJsonValue &v : cases) {
        const QJsonObject c = v.toObject();
        const QString name = c.value(QStringLiteral("name")).toString();
        QVERIFY2(c.value(QStringLiteral("document")).toString().startsWith(QLatin1String("https://")), qPrintable(name));
        QList<QPair<QByteArray, QByteArray>> headers;
        const QString auth = c.value(QStringLiteral("auth")).toString();
        if (auth == QLatin1String("valid"))
            headers.append({authHeader, authPrefix + "documented-token"});
        else if (auth == QLatin1String("wrong"))
            headers.append({authHeader, authPrefix + "not-the-token"});
        const QJsonObject extra = c.value(QStringLiteral("headers")).toObject();
        for (auto it = extra.begin(); it != extra.end(); ++it)
            headers.append({it.key().toLatin1(), it.value().toString().toUtf8()});
        if (c.value(QStringLiteral("form")).toBool()) // Stripe's form-encoded requests
            headers.append({QByteArrayLiteral("Content-Type"), QByteArrayLiteral("application/x-www-form-urlencoded")});
        if (const int n = c.value(QStringLiteral("idempotency_key_length")).toInt(); n > 0)
            headers.append({QByteArrayLiteral("Idempotency-Key"), QByteArray(n, 'k')});
        // A switched fault first (the admin API), where the provider's answer to one is what is documented.
        if (c.contains(QStringLiteral("fault")))
            QCOMPARE(sb.request("PUT", QStringLiteral("/_sandbox/faults"), QJsonDocument(c.value(QStringLiteral("fault")).toObject()).toJson()).status,
                     200);
        const QByteArray body = c.contains(QStringLiteral("raw_body"))
            ? c.value(QStringLiteral("raw_body")).toString().toUtf8()
            : c.contains(QStringLiteral("body")) ? QJsonDocument(c.value(QStringLiteral("body")).toObject()).toJson(QJsonDocument::Compact)
                                                  : QByteArray();
        const auto r = sb.request(c.value(QStringLiteral("method")).toString().toLatin1(), c.value(QStringLiteral("path")).toString(), body,
                                  headers);
        const QString what = name + QStringLiteral(": ") + QString::fromUtf8(r.body);
        QVERIFY2(r.status == c.value(QStringLiteral("status")).toInt(), qPrintable(QStringLiteral("HTTP %1, %2").arg(r.status).arg(what)));
        const QJsonObject has = c.value(QStringLiteral("body_has")).toObject();
        for (auto it = has.begin(); it != has.end(); ++it)
            QVERIFY2(r.json.value(it.key()) == it.value(), qPrintable(it.key() + QStringLiteral(" in ") + what));
        for (const QJsonValue &k : c.value(QStringLiteral("body_keys")).toArray())
            QVERIFY2(r.json.contains(k.toString()), qPrintable(k.toString() + QStringLiteral(" missing in ") + what));
        // Nested answers (GraphQL's data and errors, Stripe's error object): a
        // dotted path to a value ("errors.0.extensions.code"), compared exactly,
        // or that must be there.
        const auto at = [&](const QString &path) {
            QJsonValue v = QJsonDocument::fromJson(r.body).isArray() ? QJsonValue(QJsonDocument::fromJson(r.body).array()) : QJsonValue(r.json);
            for (const QString &part : path.split(QLatin1Char('.'))) {
                bool index = false;
                const int i = part.toInt(&index);
                v = index && v.isArray() ? v.toArray().at(i) : v.isObject() && v.toObject().contains(part) ? v.toObject().value(part) : QJsonValue(QJsonValue::Undefined);
            }
            return v;
        };
        const QJsonObject paths = c.value(QStringLiteral("body_paths")).toObject();
        for (auto it = paths.begin(); it != paths.end(); ++it)
            QVERIFY2(at(it.key()) == it.value(), qPrintable(it.key() + QStringLiteral(" in ") + what));
        for (const QJsonValue &k : c.value(QStringLiteral("body_path_keys")).toArray())
            QVERIFY2(!at(k.toString()).isUndefined() && !at(k.toString()).isNull(), qPrintable(k.toString() + QStringLiteral(" missing in ") + what));
        if (c.contains(QStringLiteral("replayed")))
            QVERIFY2((r.replayed == "true") == c.value(QStringLiteral("replayed")).toBool(), qPrintable(QStringLiteral("Idempotent-Replayed in ") + what));
        // What the target really did meanwhile: its own count of effects.
        const QJsonObject effects = c.value(QStringLiteral("effects")).toObject();
        for (auto it = effects.begin(); it != effects.end(); ++it)
            QVERIFY2(sb.total(it.key()) == it.value().toInt(), qPrintable(QStringLiteral("%1 effects after %2").arg(sb.total(it.key())).arg(name)));
        for (const QJsonValue &k : c.value(QStringLiteral("body_lacks")).toArray())
            QVERIFY2(!r.json.contains(k.toString()), qPrintable(k.toString() + QStringLiteral(" not documented, in ") + what));
        // Salesforce's errors are a list of {errorCode, message}.
        const QJsonObject first = c.value(QStringLiteral("first_error_has")).toObject();
        if (!first.isEmpty()) {
            const QJsonObject e = QJsonDocument::fromJson(r.body).array().at(0).toObject();
            for (auto it = first.begin(); it != first.end(); ++it)
                QVERIFY2(e.value(it.key()) == it.value(), qPrintable(it.key() + QStringLiteral(" in ") + what));
        }
    }
}

// Postmark's outbound search by metadata names the message stream
// (messagestream); a message sent on another stream is not found there.
void TestSandbox::postmarkSearchKeepsToItsStream()
{
    SandboxProcess sb({QStringLiteral("--api-token"), QStringLiteral("documented-token")});
    QVERIFY(!sb.base().isEmpty());
    const QList<QPair<QByteArray, QByteArray>> token{{QByteArrayLiteral("X-Postmark-Server-Token"), QByteArrayLiteral("documented-token")},
                                                     {QByteArrayLiteral("Accept"), QByteArrayLiteral("application/json")}};
    const QByteArray mail = QJsonDocument(QJsonObject{{QStringLiteral("From"), QStringLiteral("shop@example.com")},
                                                      {QStringLiteral("To"), QStringLiteral("customer@example.com")},
                                                      {QStringLiteral("Subject"), QStringLiteral("News")},
                                                      {QStringLiteral("TextBody"), QStringLiteral("Our news")},
                                                      {QStringLiteral("MessageStream"), QStringLiteral("broadcast")},
                                                      {QStringLiteral("Metadata"), QJsonObject{{QStringLiteral("runledger_reference"), QStringLiteral("ref-stream")}}}})
                                .toJson(QJsonDocument::Compact);
    QCOMPARE(sb.request("POST", QStringLiteral("/postmark/email"), mail, token).status, 200);
    const auto found = [&](const QString &stream) {
        QString path = QStringLiteral("/postmark/messages/outbound?count=50&offset=0&metadata_runledger_reference=ref-stream");
        if (!stream.isEmpty())
            path += QStringLiteral("&messagestream=") + stream;
        return sb.request("GET", path, {}, token).json.value(QStringLiteral("TotalCount")).toInt();
    };
    QCOMPARE(found(QStringLiteral("broadcast")), 1);
    QCOMPARE(found(QStringLiteral("outbound")), 0);
    QCOMPARE(found({}), 1);
}
