// SPDX-License-Identifier: GPL-3.0-or-later
// Personal data kept only as long as it must be (docs/personal-data.md):
// orders of real-looking customers through `runledgerctl serve` and the
// sandbox, then erasure, retention and Shopify's compliance webhooks, each
// checked in the ledger file's own bytes, in what the commands print and in
// the chain, which must still verify.
#include "ids.h"
#include "ledger.h"
#include "ledgerfixture.h"
#include "personaldata.h"
#include "processrunner.h"
#include "reader.h"
#include "sandboxprocess.h"
#include "serveprocess.h"
#include "testtime.h"

#include <QHttpServer>
#include <QHttpServerRequest>
#include <QHttpServerResponse>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QProcess>
#include <QSet>
#include <QStandardPaths>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTest>

using namespace rl::models;
using namespace rl::testing;

namespace {

// A customer as a shop's order names them: what must be gone after erasure.
struct Customer
{
    QByteArray email;
    QByteArray first;
    QByteArray last;
    QByteArray street;
    QByteArray city;
    QByteArray phone;
    QByteArray customerId;
    QList<QByteArray> traces() const { return {email, first, last, street, city, phone}; }
};

const Customer Ada{"ada.loeschmann@example.org", "Adalinde", "Loeschmann", "Loeschweg 17", "Vergissmeinnicht", "+49 30 5550101",
                   "115310627314723954"};
const Customer Bert{"bertram.bleibmann@example.com", "Bertram", "Bleibmann", "Bleibeallee 3", "Haltestadt", "+49 40 5550202",
                    "115310627314799999"};
const Customer Cleo{"cleo.wartemann@example.net", "Cleopatra", "Wartemann", "Wartegasse 9", "Geduldsdorf", "+49 89 5550303",
                    "115310627314788888"};

// The sample order, made the order n of this customer, with a shipping address.
QByteArray orderOf(const Customer &c, int n)
{
    QByteArray b = sampleOrder(n);
    b.replace("customer@example.org", c.email);
    b.replace("\"Test\"", "\"" + c.first + "\"");
    b.replace("\"Customer\"", "\"" + c.last + "\"");
    b.replace("115310627314723954", c.customerId);
    b.replace("\"line_items\"", "\"shipping_address\": {\"first_name\": \"" + c.first + "\", \"last_name\": \"" + c.last + "\", \"address1\": \""
                                    + c.street + "\", \"city\": \"" + c.city + "\", \"phone\": \"" + c.phone + "\"},\n  \"line_items\"");
    return b;
}

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Shopify's compliance webhook: its documented shape, and (as Shopify may
// send them) with or without an event id.
QByteArray complianceRequest(const QByteArray &topic, const QByteArray &body, const QByteArray &webhookId, bool withEventId)
{
    QByteArray r = shopifyRequest(body, topic, webhookId, "compliance-event-" + webhookId);
    if (!withEventId)
        r.replace("X-Shopify-Event-Id: compliance-event-" + webhookId + "\r\n", "");
    return r;
}

} // namespace

class TestPersonalData : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void rationaleWithAnAddressOrPhoneIsRefused_data();
    void rationaleWithAnAddressOrPhoneIsRefused();
    void erasureLeavesNoByteBehind();
    void retentionSparesWhatIsNotResolved();
    void shopifyComplianceWebhooks();
    void commandLineErasesAndExports();

private:
    // A SQLite file, or the PostgreSQL database of the test's *.postgres run.
    QString location() const { return m_pg.isEmpty() ? QDir(m_dir->path()).filePath(QStringLiteral("ledger.sqlite")) : m_pg; }
    // Every byte the ledger keeps where a copy can be read: the SQLite file
    // and its write-ahead log; on PostgreSQL a pg_dump of the database (bytea
    // columns in hex: searched in both forms by holdsAnyBytes).
    QByteArray ledgerBytes();
    bool holdsBytes(const QByteArray &bytes, const QByteArray &needle) const
    {
        return bytes.contains(needle) || (!m_pg.isEmpty() && bytes.contains(needle.toHex()));
    }
    std::unique_ptr<Ledger> ledger()
    {
        LedgerError e;
        auto l = Ledger::open(location(), Ledger::OpenMode::ExistingOnly, &e);
        if (!l)
            qWarning("cannot open the ledger: %s", qPrintable(e.message));
        return l;
    }
    // serve and the sandbox, with the example configuration (privacy included).
    void startServe()
    {
        m_serve = std::make_unique<ServeProcess>(location(), m_config, QStringList{}, m_serveEnv);
        QVERIFY(m_serve->ready());
    }
    // Orders of Ada (2), Bert (1) through serve, completed; Cleo's paid
    // order (approval before the e-mail) waits for approval.
    void runOrders();
    int operationsIn(OperationState state)
    {
        auto l = ledger();
        if (!l)
            return -1;
        const auto ops = l->operations({});
        if (!ops)
            return -1;
        return int(std::count_if(ops->cbegin(), ops->cend(), [&](const Operation &o) { return o.state == state; }));
    }
    // Every table.column of the ledger that holds one of these strings.
    QSet<QString> columnsHolding(const QList<QByteArray> &needles);
    // The table.column names docs/personal-data.md's inventory lists.
    static QSet<QString> inventory();
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<SandboxProcess> m_sandbox;
    std::unique_ptr<ServeProcess> m_serve;
    QString m_config;
    QString m_pg;
    QStringList m_serveEnv;
    std::function<void(QJsonObject &)> m_editConfig; // applied to the configuration before serve starts
};

void TestPersonalData::init()
{
    m_serve.reset();
    m_sandbox.reset();
    m_serveEnv.clear();
    m_editConfig = nullptr;
    m_dir = std::make_unique<QTemporaryDir>();
    RUNLEDGER_INIT_BACKEND(m_pg);
}

QByteArray TestPersonalData::ledgerBytes()
{
    if (m_pg.isEmpty())
        return fileBytes(location()) + fileBytes(location() + QStringLiteral("-wal"));
    const QString pgDump = QStandardPaths::findExecutable(QStringLiteral("pg_dump"));
    if (pgDump.isEmpty())
        return QByteArrayLiteral("(pg_dump is not installed)");
    QProcess dump;
    dump.start(pgDump, {QStringLiteral("--data-only"), m_pg});
    dump.waitForFinished(60'000);
    return dump.exitCode() == 0 ? dump.readAllStandardOutput() : QByteArrayLiteral("(pg_dump failed)") + dump.readAllStandardError();
}

void TestPersonalData::runOrders()
{
    m_sandbox = std::make_unique<SandboxProcess>();
    QVERIFY(!m_sandbox->base().isEmpty());
    m_config = writeConfig(m_dir->path(), m_sandbox->base());
    if (!m_pg.isEmpty()) // a relative folder is the working folder's on PostgreSQL
        editConfig(m_config, [this](QJsonObject &root) {
            QJsonObject privacy = root.value(QStringLiteral("privacy")).toObject();
            privacy.insert(QStringLiteral("data_requests_dir"), QDir(m_dir->path()).filePath(QStringLiteral("data-requests")));
            root.insert(QStringLiteral("privacy"), privacy);
        });
    if (m_editConfig)
        editConfig(m_config, m_editConfig);
    startServe();
    const QList<int> statuses = sendAll(m_serve->base(), {shopifyRequest(orderOf(Ada, 1), "orders/create", "wh-a1", "ev-a1"),
                                                          shopifyRequest(orderOf(Ada, 2), "orders/create", "wh-a2", "ev-a2"),
                                                          shopifyRequest(orderOf(Bert, 3), "orders/create", "wh-b1", "ev-b1"),
                                                          shopifyRequest(orderOf(Cleo, 4), "orders/paid", "wh-c1", "ev-c1")});
    QCOMPARE(statuses, (QList<int>{200, 200, 200, 200}));
    QTRY_COMPARE_WITH_TIMEOUT(operationsIn(OperationState::Completed), 3, 30'000);
    QTRY_COMPARE_WITH_TIMEOUT(operationsIn(OperationState::AwaitingApproval), 1, 30'000);
    QCOMPARE(m_sandbox->total(QStringLiteral("crm.create_task")), 4);
    QCOMPARE(m_sandbox->total(QStringLiteral("mail.send")), 3);
}

QSet<QString> TestPersonalData::columnsHolding(const QList<QByteArray> &needles)
{
    QSet<QString> out;
    RawDb raw(location());
    QSqlQuery tables(raw.db());
    tables.exec(raw.isPostgres() ? QStringLiteral("SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()"
                                                  " AND table_type = 'BASE TABLE'")
                                 : QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table'"));
    QStringList names;
    while (tables.next())
        names << tables.value(0).toString();
    if (names.isEmpty())
        return {QStringLiteral("(no tables read: %1)").arg(tables.lastError().text())};
    for (const QString &table : std::as_const(names)) {
        QSqlQuery rows(raw.db());
        rows.exec(QStringLiteral("SELECT * FROM \"%1\"").arg(table));
        while (rows.next()) {
            const QSqlRecord r = rows.record();
            for (int i = 0; i < r.count(); ++i) {
                const QByteArray value = r.value(i).toByteArray();
                for (const QByteArray &n : needles) {
                    if (value.contains(n))
                        out.insert(table + QLatin1Char('.') + r.fieldName(i));
                }
            }
        }
    }
    return out;
}

QSet<QString> TestPersonalData::inventory()
{
    // Its tables' first cells: `table.column`.
    const QString doc = QString::fromUtf8(fileBytes(QStringLiteral(RUNLEDGER_SOURCE_DIR "/docs/personal-data.md")));
    static const QRegularExpression row(QStringLiteral("^\\| `([a-z_]+\\.[a-z_]+)` \\|"), QRegularExpression::MultilineOption);
    QSet<QString> out;
    for (auto it = row.globalMatch(doc); it.hasNext();)
        out.insert(it.next().captured(1));
    return out;
}

void TestPersonalData::rationaleWithAnAddressOrPhoneIsRefused_data()
{
    QTest::addColumn<QString>("rationale");
    QTest::addColumn<bool>("refused");
    QTest::newRow("order number") << QStringLiteral("customer of order #1001 asked by phone, ticket 4711") << false;
    QTest::newRow("long id") << QStringLiteral("Shopify customer 115310627314723954") << false;
    QTest::newRow("date") << QStringLiteral("requested on 2026-12-05") << false;
    QTest::newRow("e-mail") << QStringLiteral("ada.loeschmann@example.org asked for it") << true;
    QTest::newRow("e-mail in brackets") << QStringLiteral("request from <Ada@Example.ORG>") << true;
    QTest::newRow("international phone") << QStringLiteral("called back on +49 30 5550101") << true;
    QTest::newRow("national phone") << QStringLiteral("called back on 030 555 0101") << true;
    QTest::newRow("dashed phone") << QStringLiteral("number 0171-555-0101 on file") << true;
}

void TestPersonalData::rationaleWithAnAddressOrPhoneIsRefused()
{
    QFETCH(QString, rationale);
    QFETCH(bool, refused);
    QCOMPARE(!rationalePersonalDataRefusal(rationale).isEmpty(), refused);
    // The same rule where it counts: a decision and an erasure are refused
    // with the reason, and nothing is written.
    LedgerError e;
    auto l = Ledger::open(location(), Ledger::OpenMode::CreateOrMigrate, &e);
    QVERIFY2(l, qPrintable(e.message));
    const auto before = l->reader().decisions();
    QVERIFY(before);
    const auto erased = l->erase(SubjectMatch{}, QStringLiteral("0123"), QStringLiteral("Pat Privacy"), rationale, QStringLiteral("erasure"),
                                 l->now());
    QCOMPARE(!erased, refused);
    if (refused) {
        QCOMPARE(erased.error().kind, LedgerError::Kind::Refused);
        QVERIFY2(erased.error().message.contains(QLatin1String("kept forever")), qPrintable(erased.error().message));
    }
    QCOMPARE(l->reader().decisions()->size(), before->size() + (refused ? 0 : 1));
}

void TestPersonalData::erasureLeavesNoByteBehind()
{
    runOrders();
    if (QTest::currentTestFailed())
        return;
    // Before: Ada is in the ledger (so the checks below can fail), only in
    // the columns the inventory names, and never where the chain, the keys
    // or a target's reference live.
    const QSet<QString> holding = columnsHolding(Ada.traces());
    QVERIFY2(holding.contains(QStringLiteral("events.payload")), qPrintable(QStringList(holding.begin(), holding.end()).join(u' ')));
    const QSet<QString> listed = inventory();
    QVERIFY2(listed.size() >= 3, "docs/personal-data.md lists no column");
    for (const QString &column : holding)
        QVERIFY2(listed.contains(column), qPrintable(column + QStringLiteral(" holds a customer's data; docs/personal-data.md does not name it")));
    for (const QString &column : holding) {
        for (const char *never : {"decisions.", "ledger_keys.", "checkpoints.", "operations.id", "operations.trigger_key", "steps.reference",
                                  "event_subjects."})
            QVERIFY2(!column.startsWith(QLatin1String(never)), qPrintable(column));
    }
    // The outputs docs/personal-data.md says never carry a customer's data,
    // read while the ledger holds Ada's and Bert's: serve's log, /metrics,
    // the audit export, the operations list and status.
    const auto [metricsStatus, metrics] = exchange(m_serve->base(), "GET /metrics HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    QCOMPARE(metricsStatus, 200);
    QVERIFY(metrics.contains("runledger_"));
    const QString audit = QDir(m_dir->path()).filePath(QStringLiteral("audit-before.json"));
    QList<std::pair<QString, QByteArray>> outputs{{QStringLiteral("serve's log"), m_serve->log().toUtf8()}, {QStringLiteral("/metrics"), metrics}};
    for (const QStringList &args : {QStringList{QStringLiteral("operations"), QStringLiteral("--json")}, QStringList{QStringLiteral("operations")},
                                    QStringList{QStringLiteral("status"), QStringLiteral("--json")},
                                    QStringList{QStringLiteral("audit"), QStringLiteral("--out"), audit}}) {
        const auto r = runTool(QStringLiteral("runledgerctl"), args + QStringList{QStringLiteral("--ledger"), location()});
        QVERIFY2(r.exitCode == 0, qPrintable(args.join(u' ') + r.out + r.err));
        outputs.append({args.join(u' '), r.out.toUtf8() + r.err.toUtf8() + (args.first() == QLatin1String("audit") ? fileBytes(audit) : QByteArray())});
    }
    for (const auto &[what, bytes] : std::as_const(outputs)) {
        for (const QByteArray &trace : Ada.traces() + Bert.traces())
            QVERIFY2(!bytes.contains(trace), qPrintable(what + QStringLiteral(" holds ") + QString::fromUtf8(trace)));
    }
    m_serve->stop();

    // Erased as runledgerctl erase does it, in this process (a planted bug in
    // the ledger's code shows here).
    auto l = ledger();
    QVERIFY(l);
    const auto match = l->findSubject({Subjects::emailIdentifier(QString::fromUtf8(Ada.email))});
    QVERIFY(match);
    QCOMPARE(match->operations.size(), 2);
    QCOMPARE(match->events.size(), 2);
    QVERIFY(match->unresolved.isEmpty());
    QVERIFY(holdsBytes(ledgerBytes(), Ada.street));
    const auto digest = l->subjectDigest(Subjects::emailIdentifier(QString::fromUtf8(Ada.email)));
    QVERIFY(digest);
    const auto erased = l->erase(*match, *digest, QStringLiteral("Pat Privacy"), QStringLiteral("erasure request, ticket 4711"),
                                 QStringLiteral("erasure"), l->now());
    QVERIFY2(erased, qPrintable(erased.error().message));
    QVERIFY(erased->walCleared);
    QVERIFY(erased->result.rows >= 4); // two bodies, two operations' content
    // Gone from the file's bytes and the write-ahead log's while the ledger
    // is open (free pages and old frames included), and from every column.
    const QByteArray after = ledgerBytes();
    for (const QByteArray &trace : Ada.traces())
        QVERIFY2(!holdsBytes(after, trace), trace.constData());
    for (const QByteArray &trace : Bert.traces())
        QVERIFY2(holdsBytes(after, trace), trace.constData());
    QVERIFY(columnsHolding(Ada.traces()).isEmpty());
    // The chain holds one entry for it, with no identifier in it, and verifies.
    const ChainVerification v = l->verifyChain();
    QVERIFY2(v.ok, qPrintable(v.problem));
    const auto decisions = l->reader().decisions();
    QVERIFY(decisions);
    QCOMPARE(std::count_if(decisions->cbegin(), decisions->cend(), [](const Decision &d) { return d.action == DecisionAction::Erase; }), 1);
    for (const Decision &d : *decisions)
        QVERIFY(!d.payload.contains(QString::fromUtf8(Ada.email)) && !d.payload.contains(QLatin1String("email:")));
    // What each operation lost, and when, is kept.
    for (const QString &op : match->operations) {
        const auto removals = l->personalDataRemovals(op);
        QVERIFY(removals);
        QVERIFY(!removals->isEmpty());
        for (const PersonalDataRemoval &r : *removals)
            QCOMPARE(r.decisionSeq, erased->result.decisionSeq);
        QCOMPARE(toString(l->operation(op)->state), toString(OperationState::Completed));
    }
    l.reset();
    QCOMPARE(runTool(QStringLiteral("runledgerctl"), {QStringLiteral("verify"), QStringLiteral("--ledger"), location()}).exitCode, 0);

    // A repeat of Ada's order is still a repeat: no operation, no task, no e-mail.
    startServe();
    QCOMPARE(send(m_serve->base(), shopifyRequest(orderOf(Ada, 1), "orders/create", "wh-a1-again", "ev-a1")), 200);
    holdStill(1500, "a repeat taken for a new event would start an operation and call the targets now");
    QCOMPARE(m_sandbox->total(QStringLiteral("crm.create_task")), 4);
    QCOMPARE(m_sandbox->total(QStringLiteral("mail.send")), 3);
    QCOMPARE(ledger()->operations({})->size(), 4);
    QCOMPARE(ledger()->counts()->deliveries, 5);
    m_serve->stop();
    // What serve's own pass of the chain sees afterwards.
    QCOMPARE(runTool(QStringLiteral("runledgerctl"), {QStringLiteral("verify"), QStringLiteral("--ledger"), location()}).exitCode, 0);
}

void TestPersonalData::retentionSparesWhatIsNotResolved()
{
    runOrders();
    if (QTest::currentTestFailed())
        return;
    m_serve->stop();
    auto l = ledger();
    QVERIFY(l);
    const auto ops = l->operations({});
    QVERIFY(ops);
    QString waiting;
    for (const Operation &o : *ops) {
        if (o.state == OperationState::AwaitingApproval)
            waiting = o.id;
    }
    QVERIFY(!waiting.isEmpty());
    // Not yet: the periods count from each operation's resolution.
    QVERIFY(l->applyRetention(RetentionPolicy{}, l->now().addDays(29), 100)->isEmpty());
    // 100 days on: the resolved ones lose their bodies, content and details;
    // the one that waits for approval (as old) keeps everything. (From a
    // connection of its own, as a serve started later would: its first pass
    // starts at the beginning.)
    l = ledger();
    QVERIFY(l);
    const auto removed = l->applyRetention(RetentionPolicy{}, l->now().addDays(100), 100);
    QVERIFY2(removed, qPrintable(removed.error().message));
    QSet<QString> touched;
    for (const PersonalDataRemoval &r : *removed) {
        touched.insert(r.operationId);
        QCOMPARE(r.policy, QStringLiteral("retention"));
    }
    QCOMPARE(touched.size(), 3);
    QVERIFY(!touched.contains(waiting));
    const QSet<QString> left = columnsHolding(Ada.traces() + Bert.traces());
    QVERIFY2(left.isEmpty(), qPrintable(QStringList(left.begin(), left.end()).join(u' ')));
    const QSet<QString> cleo = columnsHolding(Cleo.traces());
    QVERIFY2(cleo.contains(QStringLiteral("events.payload")) && cleo.contains(QStringLiteral("content_versions.body")),
             qPrintable(QStringList(cleo.begin(), cleo.end()).join(u' ')));
    const auto waitingRemovals = l->personalDataRemovals(waiting);
    QVERIFY(waitingRemovals && waitingRemovals->isEmpty());
    // Said in show: what was removed, when, by which policy.
    l.reset();
    const auto shown = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("show"), QStringLiteral("--ledger"), location(), *touched.cbegin()});
    QCOMPARE(shown.exitCode, 0);
    QVERIFY2(shown.out.contains(QLatin1String("removed by the retention period")), qPrintable(shown.out));
    const auto status = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("status"), QStringLiteral("--ledger"), location(), QStringLiteral("--json")});
    QCOMPARE(status.exitCode, 0);
    const QJsonObject removedJson = QJsonDocument::fromJson(status.out.toUtf8()).object().value(QStringLiteral("personal_data_removed")).toObject();
    QVERIFY2(removedJson.value(QStringLiteral("signed_body")).toObject().value(QStringLiteral("rows")).toInt() == 3, qPrintable(status.out));
    QCOMPARE(runTool(QStringLiteral("runledgerctl"), {QStringLiteral("verify"), QStringLiteral("--ledger"), location()}).exitCode, 0);
}

void TestPersonalData::shopifyComplianceWebhooks()
{
    // The alerts' receiver, told of the data request (docs/alerts.md).
    struct Notice
    {
        QByteArray id, timestamp, signature, body;
    };
    QList<Notice> notices;
    QHttpServer receiver;
    receiver.route(QStringLiteral("/hooks"), QHttpServerRequest::Method::Post, [&notices](const QHttpServerRequest &r) {
        notices.append({r.value("webhook-id"), r.value("webhook-timestamp"), r.value("webhook-signature"), r.body()});
        return QHttpServerResponse(QHttpServerResponder::StatusCode::Ok);
    });
    const quint16 port = receiver.listen(QHostAddress::LocalHost, 0);
    QVERIFY(port > 0);
    const QByteArray alertSecret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
    m_serveEnv = {QStringLiteral("RUNLEDGER_ALERT_URL=http://127.0.0.1:%1/hooks").arg(port),
                  QStringLiteral("RUNLEDGER_ALERT_SECRET=") + QString::fromLatin1(alertSecret)};
    m_editConfig = [](QJsonObject &root) {
        root.insert(QStringLiteral("alerts"), QJsonObject{{QStringLiteral("held_longer_than_minutes"), 60}});
    };
    const auto dataRequestNotices = [&notices] {
        QList<Notice> out;
        for (const Notice &n : std::as_const(notices))
            if (QJsonDocument::fromJson(n.body).object().value(QStringLiteral("type")).toString() == QLatin1String("privacy.data_request"))
                out.append(n);
        return out;
    };
    runOrders();
    if (QTest::currentTestFailed())
        return;
    // Shopify's documented payloads (customers/data_request, customers/redact, shop/redact).
    const QByteArray dataRequest = "{\"shop_id\": 954889, \"shop_domain\": \"example-shop.myshopify.com\", \"orders_requested\": [299938, 280263],"
                                   " \"customer\": {\"id\": " + Bert.customerId + ", \"email\": \"" + Bert.email + "\", \"phone\": \"555-625-1199\"},"
                                   " \"data_request\": {\"id\": 9999}}";
    const QByteArray redact = "{\"shop_id\": 954889, \"shop_domain\": \"example-shop.myshopify.com\", \"customer\": {\"id\": " + Ada.customerId
        + ", \"email\": \"" + Ada.email + "\", \"phone\": \"555-625-1199\"}, \"orders_to_redact\": [29, 30]}";
    // Each delivered twice, as Shopify repeats an unacknowledged one.
    for (int round = 0; round < 2; ++round) {
        QCOMPARE(send(m_serve->base(), complianceRequest("customers/data_request", dataRequest, "wh-dr-1", false)), 200);
        QCOMPARE(send(m_serve->base(), complianceRequest("customers/redact", redact, "wh-cr-1", true)), 200);
    }
    // A wrong signature is refused like every Shopify webhook's.
    QByteArray forged = complianceRequest("customers/redact", redact, "wh-cr-2", true);
    forged.replace(rl::app::signShopify(redact, kShopifySecret), rl::app::signShopify(redact, "not-the-secret"));
    QCOMPARE(send(m_serve->base(), forged), 401);

    // customers/data_request: the access export, for the merchant.
    const QString exportFile = QDir(m_dir->path()).filePath(QStringLiteral("data-requests/example-shop.myshopify.com-9999.json"));
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(exportFile), 20'000);
    const QByteArray exported = fileBytes(exportFile);
    QVERIFY(exported.contains(Bert.street));
    QVERIFY(!exported.contains(Ada.email));
    QCOMPARE(QFile(exportFile).permissions() & (QFileDevice::ReadOther | QFileDevice::ReadGroup), QFileDevice::Permissions());
    // ... and a person is told, as the alerts tell: signed, once, where the
    // export is, whose shop — never whom it is about.
    QTRY_COMPARE_WITH_TIMEOUT(dataRequestNotices().size(), 1, 30'000);
    const Notice notice = dataRequestNotices().first();
    QCOMPARE(rl::app::verifyStandardWebhook(notice.id, notice.timestamp, notice.body, notice.signature, alertSecret,
                                            QDateTime::currentDateTimeUtc()),
             rl::app::StandardWebhookCheck::Ok);
    const QJsonObject noticeData = QJsonDocument::fromJson(notice.body).object().value(QStringLiteral("data")).toObject();
    QCOMPARE(noticeData.value(QStringLiteral("shop")).toString(), QStringLiteral("example-shop.myshopify.com"));
    QCOMPARE(noticeData.value(QStringLiteral("data_request_id")).toString(), QStringLiteral("9999"));
    QCOMPARE(noticeData.value(QStringLiteral("export_file")).toString(), QFileInfo(exportFile).absoluteFilePath());
    for (const QByteArray &trace : Bert.traces())
        QVERIFY2(!notice.body.contains(trace), trace.constData());
    // customers/redact: Ada's data erased, by the service, one chain entry.
    QTRY_VERIFY_WITH_TIMEOUT(columnsHolding({Ada.street, Ada.first, Ada.email}).isEmpty(), 20'000);
    QVERIFY(!columnsHolding(Bert.traces()).isEmpty());
    const auto eraseEntries = [this] {
        const auto d = ledger()->reader().decisions();
        return d ? int(std::count_if(d->cbegin(), d->cend(), [](const Decision &x) { return x.action == DecisionAction::Erase; })) : -1;
    };
    QCOMPARE(eraseEntries(), 1);
    holdStill(2500, "a repeated request carried out twice would add a second chain entry now");
    QCOMPARE(eraseEntries(), 1);
    QCOMPARE(dataRequestNotices().size(), 1);
    // Recorded as sent: no process claims it again, not after its claim ran out either.
    QCOMPARE(RawDb(location()).scalar(QStringLiteral("SELECT COUNT(*) FROM privacy_requests WHERE notified_at IS NOT NULL")).toInt(), 1);
    {
        auto l = ledger();
        QVERIFY(l);
        const QDateTime later = l->now().addSecs(120);
        const auto again = l->claimPrivacyNotice(QStringLiteral("test"), later.addSecs(60), later);
        QVERIFY2(again && !again->has_value(), again ? "claimed again" : qPrintable(again.error().message));
    }
    QVERIFY2(m_serve->log().contains(QLatin1String("customers/redact")), qPrintable(m_serve->log()));
    QVERIFY(!m_serve->log().contains(QString::fromUtf8(Ada.email)));

    // shop/redact: everything of the shop, once Cleo's waiting operation is resolved.
    const QByteArray shopRedact = "{\"shop_id\": 954889, \"shop_domain\": \"example-shop.myshopify.com\"}";
    QCOMPARE(send(m_serve->base(), complianceRequest("shop/redact", shopRedact, "wh-sr-1", true)), 200);
    QTRY_VERIFY_WITH_TIMEOUT(m_serve->log().contains(QLatin1String("waiting for 1 unresolved")), 20'000);
    QVERIFY(!columnsHolding(Cleo.traces()).isEmpty());
    const QString cleoOp = [this] {
        const auto ops = ledger()->operations({});
        for (const Operation &o : *ops)
            if (o.state == OperationState::AwaitingApproval)
                return o.id;
        return QString();
    }();
    const auto abandoned = runTool(QStringLiteral("runledgerctl"),
                                   {QStringLiteral("decide"), QStringLiteral("--ledger"), location(), cleoOp, QStringLiteral("abandon"),
                                    QStringLiteral("--reviewer"), QStringLiteral("Pat Privacy"), QStringLiteral("--rationale"),
                                    QStringLiteral("shop closed, order #1001")});
    QVERIFY2(abandoned.exitCode == 0, qPrintable(abandoned.out + abandoned.err));
    QTRY_VERIFY_WITH_TIMEOUT(columnsHolding(Cleo.traces() + Bert.traces()).isEmpty(), 20'000);
    QCOMPARE(eraseEntries(), 2);
    m_serve->stop();
    QCOMPARE(runTool(QStringLiteral("runledgerctl"), {QStringLiteral("verify"), QStringLiteral("--ledger"), location()}).exitCode, 0);
    const QByteArray bytes = ledgerBytes();
    for (const QByteArray &trace : Ada.traces() + Bert.traces() + Cleo.traces())
        QVERIFY2(!holdsBytes(bytes, trace), trace.constData());
}

void TestPersonalData::commandLineErasesAndExports()
{
    runOrders();
    if (QTest::currentTestFailed())
        return;
    const QStringList ledgerArg{QStringLiteral("--ledger"), location()};
    // Cleo's operation waits for approval: refused, naming it.
    const auto refused = runTool(QStringLiteral("runledgerctl"),
                                 QStringList{QStringLiteral("erase")} + ledgerArg
                                     + QStringList{QStringLiteral("--customer"), QString::fromUtf8(Cleo.email), QStringLiteral("--reviewer"),
                                                   QStringLiteral("Pat Privacy"), QStringLiteral("--rationale"), QStringLiteral("ticket 4712")});
    QCOMPARE(refused.exitCode, 3);
    QVERIFY2(refused.out.contains(QLatin1String("not resolved")), qPrintable(refused.out));
    // An e-mail address in the rationale: refused with the reason.
    const auto badRationale = runTool(QStringLiteral("runledgerctl"),
                                      QStringList{QStringLiteral("erase")} + ledgerArg
                                          + QStringList{QStringLiteral("--customer"), QString::fromUtf8(Ada.email), QStringLiteral("--reviewer"),
                                                        QStringLiteral("Pat Privacy"), QStringLiteral("--rationale"),
                                                        QStringLiteral("asked by ") + QString::fromUtf8(Ada.email)});
    QCOMPARE(badRationale.exitCode, 3);
    QVERIFY2(badRationale.out.contains(QLatin1String("kept forever")), qPrintable(badRationale.out));
    // The access export, by the Shopify customer id and shop.
    const QString out = QDir(m_dir->path()).filePath(QStringLiteral("ada.json"));
    const auto exported = runTool(QStringLiteral("runledgerctl"),
                                  QStringList{QStringLiteral("subject-export")} + ledgerArg
                                      + QStringList{QStringLiteral("--customer"), QStringLiteral("gid://shopify/Customer/") + QString::fromUtf8(Ada.customerId),
                                                    QStringLiteral("--shop"), QStringLiteral("example-shop.myshopify.com"), QStringLiteral("--out"), out});
    QVERIFY2(exported.exitCode == 0, qPrintable(exported.out + exported.err));
    const QJsonObject doc = QJsonDocument::fromJson(fileBytes(out)).object();
    QCOMPARE(doc.value(QStringLiteral("operations")).toArray().size(), 2);
    QVERIFY(fileBytes(out).contains(Ada.street));
    QVERIFY(!fileBytes(out).contains(Bert.email));
    // The same as a document to hand over, its JSON attached; never over an existing file.
    const QString pdf = QDir(m_dir->path()).filePath(QStringLiteral("ada.pdf"));
    const auto asPdf = runTool(QStringLiteral("runledgerctl"),
                               QStringList{QStringLiteral("subject-export")} + ledgerArg
                                   + QStringList{QStringLiteral("--customer"), QString::fromUtf8(Ada.email), QStringLiteral("--out"), pdf});
    QVERIFY2(asPdf.exitCode == 0, qPrintable(asPdf.out + asPdf.err));
    QVERIFY(fileBytes(pdf).startsWith("%PDF-"));
    const QDir detached(QDir(m_dir->path()).filePath(QStringLiteral("detached")));
    QVERIFY(detached.mkpath(QStringLiteral(".")));
    QProcess detach;
    detach.start(QStringLiteral("pdfdetach"), {QStringLiteral("-saveall"), QStringLiteral("-o"), detached.path(), pdf});
    QVERIFY(detach.waitForFinished());
    QCOMPARE(QJsonDocument::fromJson(fileBytes(detached.filePath(QStringLiteral("subject-export.json"))))
                 .object().value(QStringLiteral("operations")).toArray().size(),
             2);
    QCOMPARE(QFile(pdf).permissions() & (QFileDevice::ReadOther | QFileDevice::ReadGroup), QFileDevice::Permissions());
    QCOMPARE(runTool(QStringLiteral("runledgerctl"), QStringList{QStringLiteral("subject-export")} + ledgerArg
                                                         + QStringList{QStringLiteral("--customer"), QString::fromUtf8(Ada.email),
                                                                       QStringLiteral("--out"), pdf})
                 .exitCode,
             2);
    // The erasure, while serve runs.
    const auto erased = runTool(QStringLiteral("runledgerctl"),
                                QStringList{QStringLiteral("erase")} + ledgerArg
                                    + QStringList{QStringLiteral("--customer"), QString::fromUtf8(Ada.email), QStringLiteral("--reviewer"),
                                                  QStringLiteral("Pat Privacy"), QStringLiteral("--rationale"), QStringLiteral("ticket 4711"),
                                                  QStringLiteral("--json")});
    QVERIFY2(erased.exitCode == 0, qPrintable(erased.out + erased.err));
    const QJsonObject result = QJsonDocument::fromJson(erased.out.toUtf8()).object();
    QCOMPARE(result.value(QStringLiteral("erased")).toBool(), true);
    QCOMPARE(result.value(QStringLiteral("operations")).toArray().size(), 2);
    // Nothing of Ada in what the commands print afterwards.
    const QString adaOp = result.value(QStringLiteral("operations")).toArray().at(0).toObject().value(QStringLiteral("operation")).toString();
    const QString audit = QDir(m_dir->path()).filePath(QStringLiteral("audit.json"));
    for (const QStringList &args : {QStringList{QStringLiteral("show"), adaOp, QStringLiteral("--json")}, QStringList{QStringLiteral("show"), adaOp},
                                    QStringList{QStringLiteral("operations"), QStringLiteral("--json")},
                                    QStringList{QStringLiteral("audit"), QStringLiteral("--out"), audit}}) {
        const auto r = runTool(QStringLiteral("runledgerctl"), args + ledgerArg);
        QVERIFY2(r.exitCode == 0, qPrintable(args.join(u' ') + r.err));
        for (const QByteArray &trace : Ada.traces())
            QVERIFY2(!r.out.toUtf8().contains(trace) && !fileBytes(audit).contains(trace), qPrintable(args.join(u' ')));
    }
    const auto shown = runTool(QStringLiteral("runledgerctl"), QStringList{QStringLiteral("show"), adaOp} + ledgerArg);
    QVERIFY2(shown.out.contains(QLatin1String("erased on request")), qPrintable(shown.out));
    QVERIFY(!m_serve->log().contains(QString::fromUtf8(Ada.email)));
    // Erased twice: nothing left to remove, recorded all the same (a request answered).
    const auto again = runTool(QStringLiteral("runledgerctl"),
                               QStringList{QStringLiteral("erase")} + ledgerArg
                                   + QStringList{QStringLiteral("--customer"), QString::fromUtf8(Ada.email), QStringLiteral("--dry-run"),
                                                 QStringLiteral("--json")});
    QCOMPARE(again.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(again.out.toUtf8()).object().value(QStringLiteral("operations")).toArray().size(), 2);
}

QTEST_GUILESS_MAIN(TestPersonalData)
#include "tst_personaldata.moc"
