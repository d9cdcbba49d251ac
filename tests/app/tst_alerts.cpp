// SPDX-License-Identifier: GPL-3.0-or-later
#include "alerts/callbacks.h"
#include "alerts/holdalerter.h"
#include "intake/signatures.h"
#include "ledger.h"
#include "ledgerfixture.h"
#include "sandboxprocess.h"
#include "serveprocess.h"
#include "testtime.h"

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
    QByteArray id, timestamp, signature, body, userAgent;
};

// A receiver as Slack, Teams or a Standard Webhooks consumer would be: it
// answers with the next status queued (200 when none is).
class Receiver
{
public:
    Receiver()
    {
        m_server.route(QStringLiteral("/hooks"), QHttpServerRequest::Method::Post, [this](const QHttpServerRequest &r) {
            m_received.append({r.value("webhook-id"), r.value("webhook-timestamp"), r.value("webhook-signature"), r.body(),
                               r.value("User-Agent")});
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
    void teamsIsAnAdaptiveCardInTheWorkflowsEnvelope();
    void slackShape();
    void teamsLegacyShape();
    void emailThroughTheMailTarget();
    void endpointRules();
    void serveSendsTheAlert();
    void callerToldOncePerRest();

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
    rl::testing::holdStill(100, "an alert wrongly sent again reaches the receiver");
    QCOMPARE(receiver.received().size(), 1);
    QCOMPARE(m_ledger->counts().value().holdAlertsSent, 1);
}

void TestAlerts::failedSendIsTriedAgainWithTheSameId()
{
    Receiver receiver;
    receiver.answerNext(503);
    const QDateTime now = QDateTime::currentDateTimeUtc();
    heldOperation(*m_ledger, QStringLiteral("evt-1"), now.addSecs(-900));
    const QString resolvedLater = heldOperation(*m_ledger, QStringLiteral("evt-2"), now.addSecs(-900));
    HoldAlerter alerter(m_ledger.get(), m_settings, {receiver.url(), kAlertSecret}, QStringLiteral("test"));
    QSignalSpy finished(&alerter, &HoldAlerter::finished);
    QVERIFY(alerter.check(now));
    QVERIFY(finished.wait(10'000));
    QCOMPARE(finished.last().at(1).toBool(), false);
    QCOMPARE(m_ledger->counts().value().holdAlertsPending, 1);
    // One of its holds is resolved before the retry: the alert still says
    // what it said (a receiver that saw the first try drops the second by its id).
    QVERIFY(m_ledger->decide(decision(resolvedLater, QStringLiteral("Ann"), QStringLiteral("not needed"), DecisionAction::Abandon),
                             now.addSecs(10)).applied);
    // Not before its retry time …
    QVERIFY(!alerter.check(now.addSecs(HoldAlerter::retryDelaySeconds(1) - 5)));
    // … then again, with the same webhook-id (a receiver deduplicates by it).
    QVERIFY(alerter.check(now.addSecs(HoldAlerter::retryDelaySeconds(1) + 1)));
    QVERIFY(finished.wait(10'000));
    QCOMPARE(finished.last().at(1).toBool(), true);
    QCOMPARE(receiver.received().size(), 2);
    const Received &first = receiver.received().at(0), &second = receiver.received().at(1);
    QCOMPARE(second.id, first.id);
    // The same message, byte for byte, and the event's time in it, not the try's
    // (Standard Webhooks: the payload's timestamp is when the event occurred).
    QCOMPARE(second.body, first.body);
    QVERIFY(second.timestamp.toLongLong() > first.timestamp.toLongLong());
    const QDateTime eventTime = QDateTime::fromString(QJsonDocument::fromJson(first.body).object().value(QStringLiteral("timestamp")).toString(),
                                                      Qt::ISODateWithMs);
    QCOMPARE(eventTime, now);
    for (const Received &r : {first, second})
        QCOMPARE(verifyStandardWebhook(r.id, r.timestamp, r.body, r.signature, kAlertSecret,
                                       QDateTime::fromSecsSinceEpoch(r.timestamp.toLongLong(), Qt::UTC)),
                 StandardWebhookCheck::Ok);
    // Runledger's own name in the receiver's log, not Qt's browser-like default.
    QCOMPARE(first.userAgent, QByteArray("Runledger/") + RUNLEDGER_VERSION);
    QVERIFY(!alerter.check(now.addSecs(3600)));
    const Counts c = m_ledger->counts().value();
    QCOMPARE(c.holdAlertsSent, 1);
    QCOMPARE(c.holdAlertsPending, 0);
    QCOMPARE(c.holdAlertTries, 2);
}

namespace {
HoldAlert threeHolds()
{
    HoldAlert alert;
    alert.alertId = QStringLiteral("alert_x");
    alert.createdAt = QDateTime::currentDateTimeUtc();
    alert.items = {{QStringLiteral("op-1"), HoldReason::KeyExpired, QDateTime::currentDateTimeUtc()},
                   {QStringLiteral("op-2"), HoldReason::KeyExpired, QDateTime::currentDateTimeUtc()},
                   {QStringLiteral("op-3"), HoldReason::DuplicateAtTarget, QDateTime::currentDateTimeUtc()}};
    return alert;
}

QJsonObject shaped(AlertSettings::Shape shape, qint64 heldLongerThanS = 600)
{
    AlertSettings s;
    s.shape = shape;
    s.heldLongerThanS = heldLongerThanS;
    return QJsonDocument::fromJson(HoldAlerter::body(threeHolds(), s)).object();
}

// The keys of an object, sorted: what a schema's "required" and
// "additionalProperties" speak of.
QStringList keysOf(const QJsonValue &v)
{
    QStringList k = v.toObject().keys();
    k.sort();
    return k;
}
} // namespace

void TestAlerts::teamsIsAnAdaptiveCardInTheWorkflowsEnvelope()
{
    // A Teams Workflows webhook ("When a Teams webhook request is received")
    // posts the Adaptive Card attachments of a message; Microsoft's
    // "Create and send messages" page gives the envelope, the Adaptive Card
    // schema (adaptivecards.io/schemas/adaptive-card.json) the card's
    // required fields: type and version; each element's type, and a
    // TextBlock's text, a FactSet's facts with title and value.
    const QJsonObject t = shaped(AlertSettings::Shape::Teams, 3600);
    QCOMPARE(t.value(QStringLiteral("type")).toString(), QStringLiteral("message"));
    QVERIFY(!t.contains(QStringLiteral("@type"))); // not a MessageCard
    const QJsonArray attachments = t.value(QStringLiteral("attachments")).toArray();
    QCOMPARE(attachments.size(), 1);
    const QJsonObject a = attachments.first().toObject();
    QCOMPARE(a.value(QStringLiteral("contentType")).toString(), QStringLiteral("application/vnd.microsoft.card.adaptive"));
    QVERIFY(a.contains(QStringLiteral("contentUrl")) && a.value(QStringLiteral("contentUrl")).isNull());
    const QJsonObject card = a.value(QStringLiteral("content")).toObject();
    QCOMPARE(card.value(QStringLiteral("type")).toString(), QStringLiteral("AdaptiveCard"));
    QCOMPARE(card.value(QStringLiteral("$schema")).toString(), QStringLiteral("http://adaptivecards.io/schemas/adaptive-card.json"));
    // A version Teams renders (it supports 1.0 to 1.5), as "major.minor".
    const QString version = card.value(QStringLiteral("version")).toString();
    QVERIFY2(QRegularExpression(QStringLiteral("^1\\.[0-5]$")).match(version).hasMatch(), qPrintable(version));
    const QJsonArray body = card.value(QStringLiteral("body")).toArray();
    QVERIFY(!body.isEmpty());
    QString words;
    for (const QJsonValue &v : body) {
        const QJsonObject e = v.toObject();
        const QString type = e.value(QStringLiteral("type")).toString();
        QVERIFY2(type == QLatin1String("TextBlock") || type == QLatin1String("FactSet"), qPrintable(type));
        if (type == QLatin1String("TextBlock")) {
            QVERIFY(!e.value(QStringLiteral("text")).toString().isEmpty());
            words += e.value(QStringLiteral("text")).toString() + QLatin1Char('\n');
            for (const char *enumerated : {"size", "weight"}) {
                if (e.contains(QLatin1String(enumerated)))
                    QVERIFY(QStringList({QStringLiteral("Small"), QStringLiteral("Default"), QStringLiteral("Medium"),
                                         QStringLiteral("Large"), QStringLiteral("ExtraLarge"), QStringLiteral("Lighter"),
                                         QStringLiteral("Bolder")})
                                .contains(e.value(QLatin1String(enumerated)).toString()));
            }
        } else {
            const QJsonArray facts = e.value(QStringLiteral("facts")).toArray();
            QCOMPARE(facts.size(), 2);
            for (const QJsonValue &f : facts)
                QCOMPARE(keysOf(f), (QStringList{QStringLiteral("title"), QStringLiteral("value")}));
            QCOMPARE(facts.at(0)[QStringLiteral("value")].toString(), QStringLiteral("2")); // most first
        }
    }
    QVERIFY2(words.contains(QStringLiteral("3 operations held longer than 1 hour")), qPrintable(words));
    QVERIFY2(words.contains(QStringLiteral("op-1")), qPrintable(words));
}

void TestAlerts::slackShape()
{
    // Slack's incoming webhooks ("Sending messages using incoming webhooks"):
    // "text" is the notification (and the fallback where blocks do not show),
    // "blocks" the message in Block Kit: a header of plain_text, sections
    // and context of mrkdwn, with &, < and > escaped.
    const QJsonObject s = shaped(AlertSettings::Shape::Slack);
    QCOMPARE(keysOf(s), (QStringList{QStringLiteral("blocks"), QStringLiteral("text")}));
    const QString text = s.value(QStringLiteral("text")).toString();
    QVERIFY2(text.contains(QStringLiteral("3 operations held longer than 10 minutes")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("2 × key expired")) && text.contains(QStringLiteral("1 × duplicate at the target")), qPrintable(text));
    const QJsonArray blocks = s.value(QStringLiteral("blocks")).toArray();
    QCOMPARE(blocks.size(), 3);
    QCOMPARE(blocks.at(0)[QStringLiteral("type")].toString(), QStringLiteral("header"));
    QCOMPARE(blocks.at(0)[QStringLiteral("text")][QStringLiteral("type")].toString(), QStringLiteral("plain_text"));
    QVERIFY(blocks.at(0)[QStringLiteral("text")][QStringLiteral("text")].toString().size() <= 150); // a header's limit
    QCOMPARE(blocks.at(1)[QStringLiteral("type")].toString(), QStringLiteral("section"));
    QCOMPARE(blocks.at(1)[QStringLiteral("text")][QStringLiteral("type")].toString(), QStringLiteral("mrkdwn"));
    QCOMPARE(blocks.at(1)[QStringLiteral("text")][QStringLiteral("text")].toString(), text); // nothing here to escape
    QCOMPARE(blocks.at(2)[QStringLiteral("type")].toString(), QStringLiteral("context"));
    const QString context = blocks.at(2)[QStringLiteral("elements")][0][QStringLiteral("text")].toString();
    QVERIFY2(context.contains(QStringLiteral("op-1, op-2, op-3")), qPrintable(context));
    for (const QJsonValue &b : blocks)
        QVERIFY(QJsonDocument(b.toObject()).toJson().size() < 3000);
}

void TestAlerts::teamsLegacyShape()
{
    // The retired Office 365 connectors' MessageCard, kept for a connector still running.
    const QJsonObject t = shaped(AlertSettings::Shape::TeamsLegacy, 3600);
    QCOMPARE(t.value(QStringLiteral("@type")).toString(), QStringLiteral("MessageCard"));
    QVERIFY2(t.value(QStringLiteral("text")).toString().contains(QStringLiteral("1 hour")), qPrintable(t.value(QStringLiteral("text")).toString()));
    QString why;
    const auto c = Configuration::fromJson(QJsonObject{{QStringLiteral("alerts"), QJsonObject{{QStringLiteral("shape"), QStringLiteral("teams_legacy")}}}},
                                           &why);
    QVERIFY2(c, qPrintable(why));
    QVERIFY(c->alerts()->shape == AlertSettings::Shape::TeamsLegacy);
}

void TestAlerts::emailThroughTheMailTarget()
{
    // The e-mail shape goes through a mail target of the configuration (here
    // the sandbox's Resend emulation), under the alert id as its reference:
    // the first try's answer is lost after Resend sent it, the retry carries
    // the same Idempotency-Key, and one e-mail went out.
    SandboxProcess sb({QStringLiteral("--api-token"), QStringLiteral("alert-mail-token")});
    QVERIFY(!sb.base().isEmpty());
    sb.fault(QStringLiteral("mail.send"), QStringLiteral("lose_response"));
    qputenv("RUNLEDGER_TEST_ALERT_MAIL_TOKEN", "alert-mail-token");
    const QJsonObject root{
        {QStringLiteral("targets"),
         QJsonObject{{QStringLiteral("mail"),
                      QJsonObject{{QStringLiteral("kind"), QStringLiteral("mail")}, {QStringLiteral("protocol"), QStringLiteral("resend")},
                                  {QStringLiteral("base_url"), sb.base() + QStringLiteral("/resend")},
                                  {QStringLiteral("from"), QStringLiteral("alerts@example.com")},
                                  {QStringLiteral("token_env"), QStringLiteral("RUNLEDGER_TEST_ALERT_MAIL_TOKEN")},
                                  {QStringLiteral("capability"), QStringLiteral("protected_create")},
                                  {QStringLiteral("inactivity_timeout_ms"), 1000}, {QStringLiteral("deadline_ms"), 1500},
                                  {QStringLiteral("max_execution_ms"), 1500}}}}},
        {QStringLiteral("alerts"), QJsonObject{{QStringLiteral("shape"), QStringLiteral("email")}, {QStringLiteral("target"), QStringLiteral("mail")},
                                               {QStringLiteral("to"), QStringLiteral("ops@example.com")}}}};
    QString why;
    const auto config = Configuration::fromJson(root, &why);
    QVERIFY2(config, qPrintable(why));
    const auto endpoint = HoldAlerter::endpointFromEnvironment(*config->alerts(), &why, config->targets());
    QVERIFY2(endpoint, qPrintable(why));
    QVERIFY2(endpoint->receiverName().contains(QStringLiteral("mail")), qPrintable(endpoint->receiverName()));
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const QString op = heldOperation(*m_ledger, QStringLiteral("evt-1"), now.addSecs(-900));
    HoldAlerter alerter(m_ledger.get(), *config->alerts(), *endpoint, QStringLiteral("test"));
    QSignalSpy finished(&alerter, &HoldAlerter::finished);
    QVERIFY(alerter.check(now));
    QVERIFY(finished.wait(10'000));
    QCOMPARE(finished.last().at(1).toBool(), false); // no answer: tried again later
    QCOMPARE(sb.total(QStringLiteral("mail.send")), 1);
    // (The retry time counts from when the first try gave up, its deadline later.)
    QVERIFY(alerter.check(now.addSecs(HoldAlerter::retryDelaySeconds(1) + 10)));
    QVERIFY(finished.wait(10'000));
    QCOMPARE(finished.last().at(1).toBool(), true); // Resend's replay of the first answer
    const QString alertId = finished.last().at(0).toString();
    QCOMPARE(sb.total(QStringLiteral("mail.send")), 1);
    QCOMPARE(sb.effects().value(QStringLiteral("mail.send")).toObject().value(alertId).toInt(), 1);
    QCOMPARE(m_ledger->counts().value().holdAlertsSent, 1);
    // What it says: the operation and its reason, to the address configured.
    HoldAlert sent;
    sent.alertId = alertId;
    sent.createdAt = now;
    sent.items = {{op, HoldReason::UnresolvedUncertain, now.addSecs(-900)}};
    const QJsonObject mail = QJsonDocument::fromJson(HoldAlerter::body(sent, *config->alerts())).object();
    QCOMPARE(mail.value(QStringLiteral("to")).toString(), QStringLiteral("ops@example.com"));
    QCOMPARE(mail.value(QStringLiteral("reference")).toString(), alertId);
    QVERIFY(mail.value(QStringLiteral("body")).toString().contains(op));
    QVERIFY2(mail.value(QStringLiteral("subject")).toString().contains(QStringLiteral("1 operation waits")),
             qPrintable(mail.value(QStringLiteral("subject")).toString()));
    // And what the mail service holds: one e-mail, to that address, with that subject.
    const QJsonArray held = sb.request("GET", QStringLiteral("/mail/messages?reference=") + alertId).json.value(QStringLiteral("results")).toArray();
    QCOMPARE(held.size(), 1);
    QCOMPARE(held.at(0)[QStringLiteral("to")].toString(), QStringLiteral("ops@example.com"));
    QCOMPARE(held.at(0)[QStringLiteral("subject")].toString(), mail.value(QStringLiteral("subject")).toString());
    // The mail target's token is needed at start.
    qunsetenv("RUNLEDGER_TEST_ALERT_MAIL_TOKEN");
    QVERIFY(!HoldAlerter::endpointFromEnvironment(*config->alerts(), &why, config->targets()));
    QVERIFY2(why.contains(QStringLiteral("RUNLEDGER_TEST_ALERT_MAIL_TOKEN")), qPrintable(why));
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
    QVERIFY(!Configuration::fromJson(QJsonObject{{QStringLiteral("alerts"), QJsonObject{{QStringLiteral("shape"), QStringLiteral("pager")}}}},
                                     &why));
    // E-mail needs a mail target of the file and one address.
    QVERIFY(!Configuration::fromJson(QJsonObject{{QStringLiteral("alerts"), QJsonObject{{QStringLiteral("shape"), QStringLiteral("email")},
                                                                                         {QStringLiteral("to"), QStringLiteral("ops@example.com")}}}},
                                     &why));
    QVERIFY2(why.contains(QStringLiteral("target")), qPrintable(why));
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
    rl::testing::holdStill(2500, "serve's later rounds, were one to send the alert again");
    QCOMPARE(receiver.received().size(), 1);
}

QTEST_MAIN(TestAlerts)
void TestAlerts::callerToldOncePerRest()
{
    // A caller's operation came to rest (docs/api.md, "Told when it rests"):
    // one signed Standard Webhook, tried again with the same id and bytes
    // after a failure, never sent once delivered, from this process or
    // another; another source's operations are never told.
    Receiver receiver;
    receiver.answerNext(500);
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const QString mine = heldOperation(*m_ledger, QStringLiteral("api-1"), now.addSecs(-5), twoStepPlan(), QStringLiteral("caller:agent"));
    heldOperation(*m_ledger, QStringLiteral("api-2"), now.addSecs(-5), twoStepPlan(), QStringLiteral("caller:other"));
    heldOperation(*m_ledger, QStringLiteral("evt-3"), now.addSecs(-5)); // Shopify's
    const QMap<QString, CallbackSender::Receiver> receivers{{QStringLiteral("agent"), {receiver.url(), kAlertSecret}}};
    CallbackSender sender(m_ledger.get(), receivers);
    QSignalSpy finished(&sender, &CallbackSender::finished);
    QVERIFY(sender.check(now));
    QVERIFY(finished.wait(10'000));
    QCOMPARE(finished.takeFirst().at(1).toBool(), false);
    QCOMPARE(receiver.received().size(), 1);
    // Not again before its backoff is over.
    QVERIFY(!sender.check(now.addSecs(10)));
    QVERIFY(sender.check(now.addSecs(HoldAlerter::retryDelaySeconds(1) + 60)));
    QVERIFY(finished.wait(10'000));
    QCOMPARE(finished.takeFirst().at(1).toBool(), true);
    QCOMPARE(receiver.received().size(), 2);
    const Received &first = receiver.received().at(0);
    const Received &r = receiver.received().at(1);
    QCOMPARE(r.id, first.id);
    QCOMPARE(r.body, first.body);
    QVERIFY(r.id.startsWith("rest_"));
    QCOMPARE(verifyStandardWebhook(r.id, r.timestamp, r.body, r.signature, kAlertSecret, QDateTime::currentDateTimeUtc()),
             StandardWebhookCheck::Ok);
    const QJsonObject event = QJsonDocument::fromJson(r.body).object();
    QCOMPARE(event.value(QStringLiteral("type")).toString(), QStringLiteral("operation.rested"));
    const QJsonObject data = event.value(QStringLiteral("data")).toObject();
    QCOMPARE(data.value(QStringLiteral("id")).toString(), mine);
    QCOMPARE(data.value(QStringLiteral("state")).toString(), QStringLiteral("held"));
    QCOMPARE(data.value(QStringLiteral("location")).toString(), QStringLiteral("/v1/operations/") + mine);
    for (const char *never : {"Follow up order", "example-shop", "api-1", "evt-3"})
        QVERIFY2(!r.body.contains(never), never);
    // A decision that leaves it held (an assignment) changes the operation's
    // updated_at, not its rest: nothing new to tell.
    DecisionRequest assign = decision(mine, QStringLiteral("Alex"), QStringLiteral("taking this one"), DecisionAction::Assign);
    assign.assignTo = QStringLiteral("Alex");
    QVERIFY(m_ledger->decide(assign, now.addSecs(200)).applied);
    // Delivered: never again, whenever asked and by whichever process.
    QVERIFY(!sender.check(now.addSecs(300)));
    QVERIFY(!sender.check(now.addSecs(3600)));
    auto other = Ledger::open(m_ledger->location(), Ledger::OpenMode::ExistingOnly, nullptr);
    CallbackSender second(other.get(), receivers);
    QVERIFY(!second.check(now.addSecs(7200)));
    QCOMPARE(receiver.received().size(), 2);
}

#include "tst_alerts.moc"
