// SPDX-License-Identifier: GPL-3.0-or-later
#include "alerts/holdalerter.h"
#include "intake/signatures.h"
#include "ledger.h"
#include "ledgerfixture.h"
#include "serveprocess.h"

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
#include <QTest>
#include <QTranslator>

using namespace rl::models;
using namespace rl::app;
using namespace rl::testing;

namespace {

const QByteArray kAlertSecret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

// What a person's alert endpoint received.
struct Received
{
    QByteArray id, timestamp, signature, body;
};

// A receiver as Slack, Teams or a Standard Webhooks consumer would be: it
// answers with the next status queued (200 when none is).
class Receiver
{
public:
    Receiver()
    {
        m_server.route(QStringLiteral("/hooks"), QHttpServerRequest::Method::Post, [this](const QHttpServerRequest &r) {
            m_received.append({r.value("webhook-id"), r.value("webhook-timestamp"), r.value("webhook-signature"), r.body()});
            const int status = m_statuses.isEmpty() ? 200 : m_statuses.takeFirst();
            return QHttpServerResponse(QHttpServerResponder::StatusCode(status));
        });
        m_port = m_server.listen(QHostAddress::LocalHost, 0);
    }
    QUrl url() const { return QUrl(QStringLiteral("http://127.0.0.1:%1/hooks").arg(m_port)); }
    QList<Received> &received() { return m_received; }
    void answerNext(int status) { m_statuses.append(status); }

private:
    QHttpServer m_server;
    quint16 m_port = 0;
    QList<Received> m_received;
    QList<int> m_statuses;
};

} // namespace

// Held work reaches a person (docs/alerts.md): serve's alert, received by a
// test HTTP server, its signature checked, sent once.
class TestAlerts final : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void signedOnceAndWithoutCustomerData();
    void failedSendIsTriedAgainWithTheSameId();
    void slackAndTeamsShapes();
    void endpointRules();
    void serveSendsTheAlert();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Ledger> m_ledger;
    AlertSettings m_settings;
};

void TestAlerts::initTestCase()
{
    // English plural forms, as runledgerctl has them.
    auto *english = new QTranslator(this);
    QVERIFY(english->load(QStringLiteral(RUNLEDGER_BINARY_DIR "/resources/runledger_en.qm")));
    QCoreApplication::installTranslator(english);
}

void TestAlerts::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    LedgerError e;
    m_ledger = Ledger::open(m_dir->filePath(QStringLiteral("alerts.sqlite")), Ledger::OpenMode::CreateOrMigrate, &e);
    QVERIFY2(m_ledger, qPrintable(e.message));
    m_settings = AlertSettings{};
}

void TestAlerts::signedOnceAndWithoutCustomerData()
{
    Receiver receiver;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const QString a = heldOperation(*m_ledger, QStringLiteral("evt-1"), now.addSecs(-900));
    const QString b = heldOperation(*m_ledger, QStringLiteral("evt-2"), now.addSecs(-700));
    heldOperation(*m_ledger, QStringLiteral("evt-3"), now.addSecs(-60)); // not long enough yet
    HoldAlerter alerter(m_ledger.get(), m_settings, {receiver.url(), kAlertSecret}, QStringLiteral("test"));
    QSignalSpy finished(&alerter, &HoldAlerter::finished);
    QVERIFY(alerter.check(now));
    QVERIFY(finished.wait(10'000));
    QCOMPARE(finished.first().at(1).toBool(), true);
    QCOMPARE(receiver.received().size(), 1);
    const Received &r = receiver.received().first();
    QCOMPARE(verifyStandardWebhook(r.id, r.timestamp, r.body, r.signature, kAlertSecret, QDateTime::currentDateTimeUtc()),
             StandardWebhookCheck::Ok);
    const QJsonObject data = QJsonDocument::fromJson(r.body).object().value(QStringLiteral("data")).toObject();
    QCOMPARE(data.value(QStringLiteral("held")).toInt(), 2);
    QCOMPARE(data.value(QStringLiteral("alert_id")).toString().toUtf8(), r.id);
    QStringList ids;
    for (const QJsonValue &v : data.value(QStringLiteral("operations")).toArray())
        ids << v.toObject().value(QStringLiteral("id")).toString();
    ids.sort();
    QStringList expected{a, b};
    expected.sort();
    QCOMPARE(ids, expected);
    QCOMPARE(data.value(QStringLiteral("by_reason")).toObject().value(QStringLiteral("unresolved_uncertain")).toInt(), 2);
    // No customer data: not what the operation is about, not the shop, not the event.
    for (const char *never : {"Follow up order", "example-shop", "evt-1", "whk-"})
        QVERIFY2(!r.body.contains(never), never);
    // Once: the next rounds send nothing, from this process or another.
    QVERIFY(!alerter.check(now.addSecs(5)));
    auto other = Ledger::open(m_ledger->location(), Ledger::OpenMode::ExistingOnly, nullptr);
    HoldAlerter second(other.get(), m_settings, {receiver.url(), kAlertSecret}, QStringLiteral("other"));
    QVERIFY(!second.check(now.addSecs(10)));
    QTest::qWait(100);
    QCOMPARE(receiver.received().size(), 1);
    QCOMPARE(m_ledger->counts().value().holdAlertsSent, 1);
}

void TestAlerts::failedSendIsTriedAgainWithTheSameId()
{
    Receiver receiver;
    receiver.answerNext(503);
    const QDateTime now = QDateTime::currentDateTimeUtc();
    heldOperation(*m_ledger, QStringLiteral("evt-1"), now.addSecs(-900));
    HoldAlerter alerter(m_ledger.get(), m_settings, {receiver.url(), kAlertSecret}, QStringLiteral("test"));
    QSignalSpy finished(&alerter, &HoldAlerter::finished);
    QVERIFY(alerter.check(now));
    QVERIFY(finished.wait(10'000));
    QCOMPARE(finished.last().at(1).toBool(), false);
    QCOMPARE(m_ledger->counts().value().holdAlertsPending, 1);
    // Not before its retry time …
    QVERIFY(!alerter.check(now.addSecs(HoldAlerter::retryDelaySeconds(1) - 5)));
    // … then again, with the same webhook-id (a receiver deduplicates by it).
    QVERIFY(alerter.check(now.addSecs(HoldAlerter::retryDelaySeconds(1) + 1)));
    QVERIFY(finished.wait(10'000));
    QCOMPARE(finished.last().at(1).toBool(), true);
    QCOMPARE(receiver.received().size(), 2);
    QCOMPARE(receiver.received().at(1).id, receiver.received().at(0).id);
    QVERIFY(!alerter.check(now.addSecs(3600)));
    const Counts c = m_ledger->counts().value();
    QCOMPARE(c.holdAlertsSent, 1);
    QCOMPARE(c.holdAlertsPending, 0);
    QCOMPARE(c.holdAlertTries, 2);
}

void TestAlerts::slackAndTeamsShapes()
{
    HoldAlert alert;
    alert.alertId = QStringLiteral("alert_x");
    alert.items = {{QStringLiteral("op-1"), HoldReason::KeyExpired, QDateTime::currentDateTimeUtc()},
                   {QStringLiteral("op-2"), HoldReason::KeyExpired, QDateTime::currentDateTimeUtc()},
                   {QStringLiteral("op-3"), HoldReason::DuplicateAtTarget, QDateTime::currentDateTimeUtc()}};
    AlertSettings slack;
    slack.shape = AlertSettings::Shape::Slack;
    const QJsonObject s = QJsonDocument::fromJson(HoldAlerter::body(alert, slack, QDateTime::currentDateTimeUtc())).object();
    const QString text = s.value(QStringLiteral("text")).toString();
    QVERIFY2(text.contains(QStringLiteral("3 operations held longer than 10 minutes")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("2 × key expired")) && text.contains(QStringLiteral("1 × duplicate at the target")), qPrintable(text));
    QCOMPARE(s.keys(), QStringList{QStringLiteral("text")});
    AlertSettings teams;
    teams.shape = AlertSettings::Shape::Teams;
    teams.heldLongerThanS = 3600;
    const QJsonObject t = QJsonDocument::fromJson(HoldAlerter::body(alert, teams, QDateTime::currentDateTimeUtc())).object();
    QCOMPARE(t.value(QStringLiteral("@type")).toString(), QStringLiteral("MessageCard"));
    QVERIFY2(t.value(QStringLiteral("text")).toString().contains(QStringLiteral("1 hour")), qPrintable(t.value(QStringLiteral("text")).toString()));
}

void TestAlerts::endpointRules()
{
    AlertSettings s;
    s.urlEnv = QStringLiteral("RUNLEDGER_TEST_ALERT_URL");
    s.secretEnv = QStringLiteral("RUNLEDGER_TEST_ALERT_SECRET");
    QString why;
    qunsetenv("RUNLEDGER_TEST_ALERT_URL");
    QVERIFY(!HoldAlerter::endpointFromEnvironment(s, &why));
    QVERIFY2(why.contains(QStringLiteral("RUNLEDGER_TEST_ALERT_URL")), qPrintable(why));
    qputenv("RUNLEDGER_TEST_ALERT_URL", "http://alerts.example.com/hook"); // plain http off this machine
    QVERIFY(!HoldAlerter::endpointFromEnvironment(s, &why));
    QVERIFY2(why.contains(QStringLiteral("https")), qPrintable(why));
    qputenv("RUNLEDGER_TEST_ALERT_URL", "https://alerts.example.com/hook");
    QVERIFY(!HoldAlerter::endpointFromEnvironment(s, &why)); // standard alerts are signed
    QVERIFY2(why.contains(QStringLiteral("RUNLEDGER_TEST_ALERT_SECRET")), qPrintable(why));
    qputenv("RUNLEDGER_TEST_ALERT_SECRET", "not-a-secret");
    QVERIFY(!HoldAlerter::endpointFromEnvironment(s, &why));
    qputenv("RUNLEDGER_TEST_ALERT_SECRET", kAlertSecret);
    QVERIFY(HoldAlerter::endpointFromEnvironment(s, &why));
    s.shape = AlertSettings::Shape::Slack;
    qunsetenv("RUNLEDGER_TEST_ALERT_SECRET");
    QVERIFY(HoldAlerter::endpointFromEnvironment(s, &why)); // Slack does not check signatures
    // The address is never in the configuration (it may carry a token).
    QVERIFY(!Configuration::fromJson(QJsonObject{{QStringLiteral("alerts"),
                                                  QJsonObject{{QStringLiteral("url"), QStringLiteral("https://hooks.example/T0/B0/x")}}}},
                                     &why));
    QVERIFY2(why.contains(QStringLiteral("url_env")), qPrintable(why));
    QVERIFY(!Configuration::fromJson(QJsonObject{{QStringLiteral("alerts"), QJsonObject{{QStringLiteral("shape"), QStringLiteral("email")}}}},
                                     &why));
    const auto ok = Configuration::fromJson(
        QJsonObject{{QStringLiteral("alerts"), QJsonObject{{QStringLiteral("held_longer_than_minutes"), 15}, {QStringLiteral("shape"), QStringLiteral("teams")}}}},
        &why);
    QVERIFY2(ok, qPrintable(why));
    QCOMPARE(ok->alerts()->heldLongerThanS, 900);
    QVERIFY(ok->alerts()->shape == AlertSettings::Shape::Teams);
}

void TestAlerts::serveSendsTheAlert()
{
    Receiver receiver;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    heldOperation(*m_ledger, QStringLiteral("evt-1"), now.addSecs(-120));
    const QString config = writeConfig(m_dir->path(), QStringLiteral("http://127.0.0.1:9"));
    editConfig(config, [](QJsonObject &root) {
        root.insert(QStringLiteral("alerts"), QJsonObject{{QStringLiteral("held_longer_than_minutes"), 1}});
    });
    ServeProcess serve(m_ledger->location(), config, {},
                       {QStringLiteral("RUNLEDGER_ALERT_URL=") + receiver.url().toString(),
                        QStringLiteral("RUNLEDGER_ALERT_SECRET=") + QString::fromLatin1(kAlertSecret)});
    QVERIFY2(serve.ready(), qPrintable(serve.log()));
    QTRY_COMPARE_WITH_TIMEOUT(receiver.received().size(), 1, 15'000);
    const Received r = receiver.received().first();
    QCOMPARE(verifyStandardWebhook(r.id, r.timestamp, r.body, r.signature, kAlertSecret, QDateTime::currentDateTimeUtc()),
             StandardWebhookCheck::Ok);
    // Counted in /metrics, once it is recorded as delivered.
    QNetworkAccessManager nam;
    QByteArray metrics;
    QTRY_VERIFY_WITH_TIMEOUT(([&] {
        QNetworkReply *reply = nam.get(QNetworkRequest(QUrl(serve.base() + QStringLiteral("/metrics"))));
        QSignalSpy done(reply, &QNetworkReply::finished);
        done.wait(5000);
        metrics = reply->readAll();
        reply->deleteLater();
        return metrics.contains("runledger_hold_alerts_sent_total 1\n");
    }()), 10'000);
    // The log names the receiver's host only (its address may carry a token).
    QVERIFY2(!serve.log().contains(receiver.url().path()), qPrintable(serve.log()));
    // Still once, a few rounds later.
    QTest::qWait(2500);
    QCOMPARE(receiver.received().size(), 1);
}

QTEST_MAIN(TestAlerts)
#include "tst_alerts.moc"
