// SPDX-License-Identifier: GPL-3.0-or-later
// The third effect (docs/targets.md, "Vouchers"): an order paid → a voucher
// at the shop → an e-mail with its code, end to end through `runledgerctl
// serve` against the sandbox's Shopify and Stripe emulations, which count the
// codes they really created.
#include "agreement.h"
#include "config/configuration.h"
#include "targets/connector.h"
#include "ids.h"
#include "ledger.h"
#include "ledgerfixture.h"
#include "processrunner.h"
#include "progresswait.h"
#include "sandboxprocess.h"
#include "serveprocess.h"
#include "testtime.h"

#include <QCryptographicHash>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QFile>
#include <QDir>
#include <QTest>
#include <thread>

using namespace rl::models;
using namespace rl::testing;

class TestVouchers : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void classifiedAsDocumented_data();
    void classifiedAsDocumented();
    void codesAreTheReferences();
    void voucherOnceThenTheEmailWithItsCode_data();
    void voucherOnceThenTheEmailWithItsCode();
    void chaosWithVouchersAgreesWithTheTarget_data();
    void chaosWithVouchersAgreesWithTheTarget();
    void throttledShopifyWaitsForItsBucket();
    void newOperationGetsANewCode();
    void officialClientsParseEveryEmulatedAnswer();
    void probeChecksAVoucherTargetAndRemovesItsCanary_data();
    void probeChecksAVoucherTargetAndRemovesItsCanary();

private:
    static inline const QString Voucher = QStringLiteral("voucher.create");
    static inline const QString Mail = QStringLiteral("mail.send");
    static inline const QString Token = QStringLiteral("voucher-token");
    QString location() const { return QDir(m_dir->path()).filePath(QStringLiteral("ledger.sqlite")); }
    std::unique_ptr<Ledger> ledger()
    {
        LedgerError e;
        return Ledger::open(location(), Ledger::OpenMode::ExistingOnly, &e);
    }
    OperationState stateOf(const QString &op) { return ledger()->operation(op)->state; }
    QString onlyOperation()
    {
        const auto ops = ledger()->operations({}).value();
        return ops.size() == 1 ? ops.first().id : QString();
    }
    // The sandbox's CRM and mail service, the voucher target of the protocol,
    // and the one flow "order paid → voucher → e-mail with the code".
    QString voucherConfig(const QString &protocol, const QString &base, bool approvalFirst);
    ServeProcess *serve(const QString &config)
    {
        m_serve = std::make_unique<ServeProcess>(location(), config, QStringList{},
                                                 QStringList{QStringLiteral("RUNLEDGER_VOUCHER_TOKEN=") + Token});
        return m_serve.get();
    }
    QString contentOf(const QString &op, int position)
    {
        auto l = ledger();
        const StepRecord s = l->steps(op).value().at(position - 1);
        return QString::fromUtf8(l->contentVersion(s.step.rowId, s.step.contentVersion).value().body);
    }
    QString codeOf(const QString &op) { return QJsonDocument::fromJson(contentOf(op, 1).toUtf8()).object().value(QStringLiteral("code")).toString(); }
    // How many vouchers the target holds with this code, by its own API.
    int codesAtTarget(SandboxProcess &sb, const QString &protocol, const QString &code);
    // Someone else (a colleague in the shop's admin) creates the code with another amount.
    void createElsewhere(SandboxProcess &sb, const QString &protocol, const QString &code);
    void approve(const QString &op)
    {
        const auto approved = runTool(QStringLiteral("runledgerctl"),
                                      {QStringLiteral("decide"), QStringLiteral("--ledger"), location(), op, QStringLiteral("--reviewer"),
                                       QStringLiteral("Alex Reviewer"), QStringLiteral("--rationale"), QStringLiteral("voucher terms checked"),
                                       QStringLiteral("approve-content"), QStringLiteral("--version"), QStringLiteral("1")});
        QVERIFY2(approved.exitCode == 0, qPrintable(approved.out + approved.err));
    }
    static QList<QPair<QByteArray, QByteArray>> auth(const QString &protocol)
    {
        if (protocol == QLatin1String("shopify_discount"))
            return {{QByteArrayLiteral("X-Shopify-Access-Token"), Token.toUtf8()}};
        return {{QByteArrayLiteral("Authorization"), "Bearer " + Token.toUtf8()},
                {QByteArrayLiteral("Content-Type"), QByteArrayLiteral("application/x-www-form-urlencoded")}};
    }
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ServeProcess> m_serve;
};

#define WAIT_FOR_STATE(op, expected) QTRY_COMPARE_WITH_TIMEOUT(toString(stateOf(op)), toString(expected), 20'000)

void TestVouchers::init()
{
    m_serve.reset();
    m_dir = std::make_unique<QTemporaryDir>();
}

QString TestVouchers::voucherConfig(const QString &protocol, const QString &base, bool approvalFirst)
{
    const QString config = writeConfig(m_dir->path(), base);
    editConfig(config, [&](QJsonObject &root) {
        QJsonObject targets = root.value(QStringLiteral("targets")).toObject();
        const bool shopify = protocol == QLatin1String("shopify_discount");
        QJsonObject voucher{{QStringLiteral("kind"), QStringLiteral("voucher")},
                            {QStringLiteral("protocol"), protocol},
                            {QStringLiteral("base_url"), base + (shopify ? QStringLiteral("/shopify") : QStringLiteral("/stripe"))},
                            {QStringLiteral("capability"), shopify ? QStringLiteral("lookup_only") : QStringLiteral("protected_create")},
                            {QStringLiteral("code_prefix"), QStringLiteral("SHOP")},
                            {QStringLiteral("token_env"), QStringLiteral("RUNLEDGER_VOUCHER_TOKEN")},
                            {QStringLiteral("inactivity_timeout_ms"), 600},
                            {QStringLiteral("deadline_ms"), 2000},
                            {QStringLiteral("max_execution_ms"), 4000},
                            {QStringLiteral("backoff_initial_ms"), 100}};
        if (!shopify)
            voucher.insert(QStringLiteral("coupon"), QStringLiteral("RUNLEDGER10"));
        targets.insert(QStringLiteral("shop-vouchers"), voucher);
        root.insert(QStringLiteral("targets"), targets);
        QJsonObject flow{{QStringLiteral("name"), QStringLiteral("order-paid-voucher")},
                         {QStringLiteral("intended_action"), QStringLiteral("Thank order {{name}} with a voucher")},
                         {QStringLiteral("operation_key"), QStringLiteral("{{admin_graphql_api_id}}")},
                         {QStringLiteral("triggers"), QJsonArray{QJsonObject{{QStringLiteral("source"), QStringLiteral("shopify")},
                                                                             {QStringLiteral("topic"), QStringLiteral("orders/paid")}}}},
                         {QStringLiteral("steps"),
                          QJsonArray{QJsonObject{{QStringLiteral("kind"), QStringLiteral("voucher.create")},
                                                 {QStringLiteral("target"), QStringLiteral("shop-vouchers")},
                                                 {QStringLiteral("content"), QJsonObject{{QStringLiteral("amount"), QStringLiteral("10.00")},
                                                                                         {QStringLiteral("currency"), QStringLiteral("EUR")},
                                                                                         {QStringLiteral("title"), QStringLiteral("Thank-you voucher")}}}},
                                     QJsonObject{{QStringLiteral("kind"), QStringLiteral("email.send")},
                                                 {QStringLiteral("target"), QStringLiteral("sandbox-mail")},
                                                 {QStringLiteral("content"),
                                                  QJsonObject{{QStringLiteral("to"), QStringLiteral("{{email}}")},
                                                              {QStringLiteral("subject"), QStringLiteral("Your voucher for order {{name}}")},
                                                              {QStringLiteral("body"), QStringLiteral("Thank you! Your code {{voucher.code}} takes "
                                                                                                      "{{voucher.amount}} {{voucher.currency}} off.")}}}}}}};
        if (approvalFirst)
            flow.insert(QStringLiteral("approval_before_steps"), QJsonArray{1});
        root.insert(QStringLiteral("flows"), QJsonArray{flow});
        root.remove(QStringLiteral("callers")); // they name the example's flows, replaced here
    });
    return config;
}

int TestVouchers::codesAtTarget(SandboxProcess &sb, const QString &protocol, const QString &code)
{
    if (protocol == QLatin1String("shopify_discount")) {
        const QJsonObject q{{QStringLiteral("query"), QStringLiteral("query ($code: String!) { codeDiscountNodeByCode(code: $code) { id } }")},
                            {QStringLiteral("variables"), QJsonObject{{QStringLiteral("code"), code}}}};
        const auto r = sb.request("POST", QStringLiteral("/shopify/admin/api/2025-10/graphql.json"), QJsonDocument(q).toJson(), auth(protocol));
        if (r.status != 200)
            return -1;
        return r.json.value(QStringLiteral("data"))[QStringLiteral("codeDiscountNodeByCode")].isObject() ? 1 : 0;
    }
    const auto r = sb.request("GET", QStringLiteral("/stripe/v1/promotion_codes?code=") + code, {}, auth(protocol));
    return r.status == 200 ? int(r.json.value(QStringLiteral("data")).toArray().size()) : -1;
}

void TestVouchers::createElsewhere(SandboxProcess &sb, const QString &protocol, const QString &code)
{
    if (protocol == QLatin1String("shopify_discount")) {
        const QJsonObject input{{QStringLiteral("title"), QStringLiteral("Made by hand")},
                                {QStringLiteral("code"), code},
                                {QStringLiteral("startsAt"), QStringLiteral("2026-12-01T00:00:00Z")},
                                {QStringLiteral("customerGets"),
                                 QJsonObject{{QStringLiteral("value"), QJsonObject{{QStringLiteral("discountAmount"),
                                                                                    QJsonObject{{QStringLiteral("amount"), QStringLiteral("99.00")}}}}},
                                             {QStringLiteral("items"), QJsonObject{{QStringLiteral("all"), true}}}}},
                                {QStringLiteral("usageLimit"), 1}};
        const QJsonObject q{{QStringLiteral("query"), QStringLiteral("mutation ($input: DiscountCodeBasicInput!) { discountCodeBasicCreate("
                                                                     "basicCodeDiscount: $input) { codeDiscountNode { id } userErrors { code } } }")},
                            {QStringLiteral("variables"), QJsonObject{{QStringLiteral("input"), input}}}};
        const auto r = sb.request("POST", QStringLiteral("/shopify/admin/api/2025-10/graphql.json"), QJsonDocument(q).toJson(), auth(protocol));
        QVERIFY2(r.json.value(QStringLiteral("data"))[QStringLiteral("discountCodeBasicCreate")][QStringLiteral("codeDiscountNode")].isObject(),
                 r.body.constData());
        return;
    }
    QCOMPARE(sb.request("POST", QStringLiteral("/stripe/v1/coupons"), "id=OTHER50&amount_off=5000&currency=eur", auth(protocol)).status, 200);
    const auto r = sb.request("POST", QStringLiteral("/stripe/v1/promotion_codes"), "coupon=OTHER50&code=" + code.toUtf8(), auth(protocol));
    QVERIFY2(r.status == 200, r.body.constData());
}

void TestVouchers::classifiedAsDocumented_data()
{
    // Each documented answer of the two voucher APIs and what it means for
    // the step (docs/targets.md, "Vouchers"), as the connector classifies it.
    QTest::addColumn<QString>("protocol");
    QTest::addColumn<int>("status");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("outcome");
    QTest::addColumn<QString>("said");
    QTest::addColumn<bool>("waitAndAsk"); // refused for a limit: asked again after the wait, nothing done
    QTest::addColumn<qint64>("waitMs");
    QTest::addColumn<bool>("hold");
    QTest::addColumn<bool>("earlierRunning");
    const QString shopify = QStringLiteral("shopify_discount"), stripe = QStringLiteral("stripe_promotion_code");
    QTest::newRow("Shopify: created") << shopify << 200
        << QByteArray(R"({"data":{"discountCodeBasicCreate":{"codeDiscountNode":{"id":"gid://shopify/DiscountCodeNode/1"},"userErrors":[]}}})")
        << "succeeded" << "shopify.created" << false << qint64(0) << false << false;
    QTest::newRow("Shopify: code taken, HTTP 200 (look it up)") << shopify << 200
        << QByteArray(R"({"data":{"discountCodeBasicCreate":{"codeDiscountNode":null,"userErrors":[{"field":["basicCodeDiscount","code"],"code":"TAKEN","message":"Code must be unique."}]}}})")
        << "uncertain" << "shopify.code_taken" << false << qint64(0) << false << false;
    QTest::newRow("Shopify: another userError, nothing created") << shopify << 200
        << QByteArray(R"({"data":{"discountCodeBasicCreate":{"codeDiscountNode":null,"userErrors":[{"field":["basicCodeDiscount","title"],"code":"BLANK","message":"Title can't be blank"}]}}})")
        << "failed_before_action" << "shopify.user_error" << false << qint64(0) << false << false;
    QTest::newRow("Shopify: THROTTLED, wait by the restore rate") << shopify << 200
        << QByteArray(R"({"errors":[{"message":"Throttled","extensions":{"code":"THROTTLED"}}],"extensions":{"cost":{"requestedQueryCost":10,"actualQueryCost":null,"throttleStatus":{"maximumAvailable":2000,"currentlyAvailable":4,"restoreRate":100}}}})")
        << "failed_before_action" << "shopify.throttled" << true << qint64(60) << false << false;
    QTest::newRow("Shopify: ACCESS_DENIED with HTTP 200, not executed") << shopify << 200
        << QByteArray(R"({"errors":[{"message":"Access denied for discountCodeBasicCreate field.","extensions":{"code":"ACCESS_DENIED"}}]})")
        << "failed_before_action" << "shopify.error" << false << qint64(0) << false << false;
    QTest::newRow("Shopify: INTERNAL_SERVER_ERROR with HTTP 200, uncertain") << shopify << 200
        << QByteArray(R"({"errors":[{"message":"Internal error","extensions":{"code":"INTERNAL_SERVER_ERROR"}}],"data":null})")
        << "uncertain" << "shopify.error_uncertain" << false << qint64(0) << false << false;
    QTest::newRow("Shopify: HTTP 500, uncertain") << shopify << 500 << QByteArray(R"({"errors":"Internal Server Error"})")
        << "uncertain" << "call.may_have_acted" << false << qint64(0) << false << false;
    QTest::newRow("Shopify: HTTP 401, not executed") << shopify << 401 << QByteArray(R"({"errors":"[API] Invalid API key or access token"})")
        << "failed_before_action" << "call.documented_not_executed" << false << qint64(0) << false << false;
    QTest::newRow("Stripe: created") << stripe << 200 << QByteArray(R"({"id":"promo_1","object":"promotion_code","code":"SHOPABC"})")
        << "succeeded" << "call.created" << false << qint64(0) << false << false;
    QTest::newRow("Stripe: idempotency_error, held, never a new key") << stripe << 400
        << QByteArray(R"({"error":{"type":"idempotency_error","message":"Keys for idempotent requests can only be used with the same parameters they were first used with."}})")
        << "uncertain" << "stripe.other_parameters" << false << qint64(0) << true << false;
    QTest::newRow("Stripe: 409 in flight, wait") << stripe << 409
        << QByteArray(R"({"error":{"type":"idempotency_error","code":"idempotency_key_in_use","message":"There is currently another in-progress request using this Idempotent Key."}})")
        << "uncertain" << "call.key_in_use" << false << qint64(0) << false << true;
    QTest::newRow("Stripe: the code taken, look it up") << stripe << 400
        << QByteArray(R"({"error":{"type":"invalid_request_error","code":"resource_already_exists","message":"An active promotion code with `code: X` already exists."}})")
        << "uncertain" << "stripe.code_taken" << false << qint64(0) << false << false;
    QTest::newRow("Stripe: no such coupon, nothing created") << stripe << 400
        << QByteArray(R"({"error":{"type":"invalid_request_error","code":"resource_missing","param":"coupon","message":"No such coupon: 'x'"}})")
        << "failed_before_action" << "stripe.refused" << false << qint64(0) << false << false;
    QTest::newRow("Stripe: 429, refused for the rate limit") << stripe << 429
        << QByteArray(R"({"error":{"type":"invalid_request_error","code":"rate_limit","message":"Too many requests."}})")
        << "failed_before_action" << "call.rate_limited" << true << qint64(0) << false << false;
    QTest::newRow("Stripe: 500 (stored and replayed by Stripe), uncertain") << stripe << 500
        << QByteArray(R"({"error":{"type":"api_error","message":"internal error"}})") << "uncertain" << "call.may_have_acted" << false << qint64(0) << false
        << false;
}

void TestVouchers::classifiedAsDocumented()
{
    QFETCH(QString, protocol);
    QFETCH(int, status);
    QFETCH(QByteArray, body);
    QFETCH(QString, outcome);
    QFETCH(QString, said);
    QFETCH(bool, waitAndAsk);
    QFETCH(qint64, waitMs);
    QFETCH(bool, hold);
    QFETCH(bool, earlierRunning);
    QString error;
    QJsonObject o{{QStringLiteral("kind"), QStringLiteral("voucher")}, {QStringLiteral("protocol"), protocol},
                  {QStringLiteral("base_url"), QStringLiteral("https://shop.example")},
                  {QStringLiteral("capability"), protocol == QLatin1String("stripe_promotion_code") ? QStringLiteral("protected_create")
                                                                                                    : QStringLiteral("lookup_only")}};
    if (protocol == QLatin1String("stripe_promotion_code"))
        o.insert(QStringLiteral("coupon"), QStringLiteral("RUNLEDGER10"));
    const auto profile = rl::app::TargetProfile::fromJson(QStringLiteral("shop"), o, &error);
    QVERIFY2(profile, qPrintable(error));
    const auto protocolImpl = rl::app::TargetProtocol::forProfile(*profile);
    const rl::app::CallOutcome c = rl::app::Connector::classifyCreate(*profile, *protocolImpl, QNetworkReply::NoError, false, status, body, false);
    QCOMPARE(toString(c.outcome), outcome);
    QCOMPARE(c.said.code, said);
    QCOMPARE(c.rateLimited, waitAndAsk);
    if (waitMs > 0)
        QCOMPARE(c.retryAfterMs, waitMs); // (10 requested - 4 available) / 100 per second
    QCOMPARE(c.holdForReviewer, hold);
    QCOMPARE(c.earlierRequestRunning, earlierRunning);
}

void TestVouchers::codesAreTheReferences()
{
    // The same reference, the same code; another, another; letters and digits
    // only (as Stripe requires), the prefix first, ten characters after it.
    const QString a = newStepReference(), b = newStepReference();
    QCOMPARE(voucherCode(a, QStringLiteral("SHOP")), voucherCode(a, QStringLiteral("SHOP")));
    QVERIFY(voucherCode(a, QStringLiteral("SHOP")) != voucherCode(b, QStringLiteral("SHOP")));
    static const QRegularExpression shape(QStringLiteral("^SHOP[0-9A-HJKMNP-TV-Z]{10}$"));
    QVERIFY(shape.match(voucherCode(a, QStringLiteral("SHOP"))).hasMatch());
    QVERIFY(isVoucherPrefix(QStringLiteral("THANKS")));
    QVERIFY(!isVoucherPrefix(QStringLiteral("thanks")) && !isVoucherPrefix(QString()) && !isVoucherPrefix(QStringLiteral("NINECHARS")));
    // A configuration cannot set a code, and {{voucher.code}} needs a voucher step before it.
    QString error;
    const QJsonObject voucherTarget{{QStringLiteral("kind"), QStringLiteral("voucher")}, {QStringLiteral("protocol"), QStringLiteral("shopify_discount")},
                                    {QStringLiteral("base_url"), QStringLiteral("https://shop.example")},
                                    {QStringLiteral("capability"), QStringLiteral("lookup_only")}};
    const auto config = [&](const QJsonObject &voucherContent, bool mailFirst) {
        const QJsonObject voucher{{QStringLiteral("kind"), QStringLiteral("voucher.create")}, {QStringLiteral("target"), QStringLiteral("shop")},
                                  {QStringLiteral("content"), voucherContent}};
        const QJsonObject mail{{QStringLiteral("kind"), QStringLiteral("email.send")}, {QStringLiteral("target"), QStringLiteral("mail")},
                               {QStringLiteral("content"), QJsonObject{{QStringLiteral("to"), QStringLiteral("{{email}}")},
                                                                       {QStringLiteral("subject"), QStringLiteral("Code {{voucher.code}}")}}}};
        const QJsonObject root{{QStringLiteral("targets"),
                                QJsonObject{{QStringLiteral("shop"), voucherTarget},
                                            {QStringLiteral("mail"), QJsonObject{{QStringLiteral("kind"), QStringLiteral("mail")},
                                                                                 {QStringLiteral("base_url"), QStringLiteral("http://127.0.0.1:1")},
                                                                                 {QStringLiteral("capability"), QStringLiteral("lookup_only")}}}}},
                               {QStringLiteral("flows"),
                                QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("f")},
                                                       {QStringLiteral("triggers"), QJsonArray{QJsonObject{{QStringLiteral("source"), QStringLiteral("shopify")},
                                                                                                           {QStringLiteral("topic"), QStringLiteral("orders/paid")}}}},
                                                       {QStringLiteral("steps"), mailFirst ? QJsonArray{mail, voucher} : QJsonArray{voucher, mail}}}}}};
        return rl::app::Configuration::fromJson(root, &error);
    };
    const auto good = config(QJsonObject{{QStringLiteral("amount"), QStringLiteral("10.00")}}, false);
    QVERIFY2(good, qPrintable(error));
    const OperationPlan plan = good->plan(good->flows().first(), QJsonDocument::fromJson(sampleOrder()).object());
    const QString code = QJsonDocument::fromJson(plan.steps.at(0).content).object().value(QStringLiteral("code")).toString();
    QCOMPARE(code, voucherCode(plan.steps.at(0).reference, QStringLiteral("RL")));
    QCOMPARE(QJsonDocument::fromJson(plan.steps.at(1).content).object().value(QStringLiteral("subject")).toString(), QStringLiteral("Code ") + code);
    QVERIFY(plan.steps.at(0).refusal.isEmpty());
    QVERIFY(!config(QJsonObject{{QStringLiteral("amount"), QStringLiteral("10.00")}, {QStringLiteral("code"), QStringLiteral("MINE")}}, false));
    QVERIFY(error.contains(QLatin1String("code")));
    QVERIFY(!config(QJsonObject{{QStringLiteral("amount"), QStringLiteral("10.00")}}, true));
    QVERIFY(error.contains(QLatin1String("voucher")));
    QVERIFY(!config(QJsonObject{}, false)); // no amount
}

void TestVouchers::voucherOnceThenTheEmailWithItsCode_data()
{
    QTest::addColumn<QString>("protocol");
    QTest::addColumn<QString>("scenario");
    for (const char *protocol : {"shopify_discount", "stripe_promotion_code"}) {
        for (const char *scenario : {"paid once", "delivered five times", "answer lost after the create", "code taken by someone else"})
            QTest::newRow(qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(protocol), QLatin1String(scenario))))
                << QString::fromLatin1(protocol) << QString::fromLatin1(scenario);
    }
    QTest::newRow("stripe_promotion_code: key used with other parameters")
        << QStringLiteral("stripe_promotion_code") << QStringLiteral("key used with other parameters");
}

void TestVouchers::voucherOnceThenTheEmailWithItsCode()
{
    QFETCH(QString, protocol);
    QFETCH(QString, scenario);
    SandboxProcess sb({QStringLiteral("--api-token"), Token});
    QVERIFY(!sb.base().isEmpty());
    const bool someoneElse = scenario == QLatin1String("code taken by someone else");
    const bool otherParameters = scenario == QLatin1String("key used with other parameters");
    ServeProcess *s = serve(voucherConfig(protocol, sb.base(), someoneElse || otherParameters));
    QVERIFY2(s->ready(), qPrintable(s->log()));
    if (scenario == QLatin1String("answer lost after the create"))
        sb.fault(Voucher, QStringLiteral("lose_response"));
    const int deliveries = scenario == QLatin1String("delivered five times") ? 5 : 1;
    QList<QByteArray> requests;
    for (int i = 0; i < deliveries; ++i)
        requests << shopifyRequest(sampleOrder(), "orders/paid", "whk-paid-" + QByteArray::number(i), "evt-paid");
    for (int status : sendAll(s->base(), requests))
        QCOMPARE(status, 200);
    const QString op = onlyOperation();
    QVERIFY(!op.isEmpty());
    const QString code = codeOf(op);
    const QString reference = ledger()->steps(op).value().at(0).step.reference;
    // The code is the reference's, with the shop's prefix; no customer data in it.
    QCOMPARE(code, voucherCode(reference, QStringLiteral("SHOP")));
    QVERIFY(code.startsWith(QLatin1String("SHOP")) && code.size() == 14);
    QVERIFY(!code.contains(QLatin1String("1001")));
    // The e-mail was pinned at intake with the same code.
    QVERIFY2(contentOf(op, 2).contains(QStringLiteral("Your code %1 takes 10.00 EUR off.").arg(code)), qPrintable(contentOf(op, 2)));

    if (someoneElse || otherParameters) {
        WAIT_FOR_STATE(op, OperationState::AwaitingApproval);
        if (someoneElse) {
            createElsewhere(sb, protocol, code);
        } else {
            // Another request already used the step's key, with other parameters.
            const auto r = sb.request("POST", QStringLiteral("/stripe/v1/promotion_codes"), "coupon=RUNLEDGER10&code=ELSEWHERE1",
                                      auth(protocol) << QPair<QByteArray, QByteArray>{QByteArrayLiteral("Idempotency-Key"), reference.toUtf8()});
            QCOMPARE(r.status, 200);
        }
        approve(op);
        WAIT_FOR_STATE(op, OperationState::Held);
        rl::testing::holdStill(1500, "a wrong second attempt, or one under a new key");
        auto l = ledger();
        const StepRecord step = l->steps(op).value().at(0);
        QCOMPARE(toString(step.step.state), toString(StepState::Held));
        QCOMPARE(toString(step.step.holdReason),
                 toString(someoneElse ? HoldReason::DuplicateAtTarget : HoldReason::UnresolvedUncertain));
        QCOMPARE(step.step.attemptsUsed, 1); // never sent again, never under a new key
        QCOMPARE(sb.effects().value(Voucher).toObject().value(reference).toInt(), 0); // Runledger created nothing
        QCOMPARE(codesAtTarget(sb, protocol, code), someoneElse ? 1 : 0); // only the other one
        QCOMPARE(sb.total(Mail), 0); // no e-mail names a code that is not this step's
        QCOMPARE(ledgerDisagreesWithTarget(*l, sb), QString());
        return;
    }
    WAIT_FOR_STATE(op, OperationState::Completed);
    rl::testing::holdStill(1000, "late answers and the confirming lookup, were they to make a second code or e-mail");
    QCOMPARE(ledger()->operations({}).value().size(), 1);
    QCOMPARE(sb.total(Voucher), 1);
    QCOMPARE(sb.effects().value(Voucher).toObject().value(reference).toInt(), 1);
    QCOMPARE(codesAtTarget(sb, protocol, code), 1);
    QCOMPARE(sb.total(Mail), 1);
    // The e-mail the mail service took is the pinned one, byte for byte: it carries the code.
    auto l = ledger();
    const StepRecord mail = l->steps(op).value().at(1);
    const QByteArray sent = l->contentVersion(mail.step.rowId, mail.step.contentVersion).value().body;
    const auto found = sb.request("GET", QStringLiteral("/mail/messages?reference=") + mail.step.reference);
    QCOMPARE(found.json.value(QStringLiteral("results")).toArray().at(0)[QStringLiteral("request_sha256")].toString(),
             QString::fromLatin1(QCryptographicHash::hash(sent, QCryptographicHash::Sha256).toHex()));
    const StepRecord voucher = l->steps(op).value().at(0);
    QVERIFY(!voucher.step.targetReference.isEmpty());
    if (scenario == QLatin1String("answer lost after the create")) {
        // Settled by the lookup by code, which adopted the voucher: one attempt, no second code.
        QCOMPARE(voucher.step.attemptsUsed, 1);
        bool adopted = false;
        for (const Evidence &e : l->evidence(op).value())
            adopted |= e.stepRowId == voucher.step.rowId && e.kind == QLatin1String("lookup") && e.result == QLatin1String("found");
        QVERIFY(adopted);
    }
    QCOMPARE(ledgerDisagreesWithTarget(*l, sb), QString());
}

void TestVouchers::chaosWithVouchersAgreesWithTheTarget_data()
{
    QTest::addColumn<QString>("protocol");
    QTest::newRow("Shopify discount codes") << QStringLiteral("shopify_discount");
    QTest::newRow("Stripe promotion codes") << QStringLiteral("stripe_promotion_code");
}

void TestVouchers::chaosWithVouchersAgreesWithTheTarget()
{
    // The adversarial run of tst_endtoend with the voucher flow: two serve
    // processes on one ledger, every event delivered twice to each at once,
    // faults of every kind on the voucher and the e-mail, and one of the
    // processes killed mid-run and started again. The target's own count of
    // codes must equal the ledger's confirmed voucher steps, none made twice.
    QFETCH(QString, protocol);
    const int events = qEnvironmentVariableIsSet("RUNLEDGER_ADVERSARIAL_EVENTS") ? qEnvironmentVariableIntValue("RUNLEDGER_ADVERSARIAL_EVENTS") : 16;
    SandboxProcess sb({QStringLiteral("--api-token"), Token});
    const QString config = voucherConfig(protocol, sb.base(), false);
    const QStringList env{QStringLiteral("RUNLEDGER_VOUCHER_TOKEN=") + Token};
    ServeProcess a(location(), config, {QStringLiteral("--reconcile-interval-ms"), QStringLiteral("200")}, env);
    auto b = std::make_unique<ServeProcess>(location(), config, QStringList{QStringLiteral("--reconcile-interval-ms"), QStringLiteral("200")}, env);
    QVERIFY(a.ready() && b->ready());
    const QStringList modes{QStringLiteral("lose_response"), QStringLiteral("fail_before"), QStringLiteral("error_500"),
                            QStringLiteral("delay"), QStringLiteral("none")};
    QRandomGenerator rng = rl::testing::seededRandom("chaosWithVouchersAgreesWithTheTarget", 20261204);
    const auto progress = [&] {
        const auto byState = ledger()->operationCountsByState().value();
        const Counts c = ledger()->counts().value();
        QList<qint64> picture{c.attempts, c.confirmedEffects};
        for (const OperationState st : {OperationState::Running, OperationState::Uncertain, OperationState::Held, OperationState::Completed})
            picture << byState.value(st);
        return picture;
    };
    // When it stops moving, what each serve said last (QTest cuts a long
    // message after its start), and both logs whole in a file beside.
    const auto stalled = [&] {
        const QString file = QDir::temp().filePath(QStringLiteral("tst_vouchers-stalled-%1.log").arg(protocol));
        QFile out(file);
        if (out.open(QIODevice::WriteOnly))
            out.write((QStringLiteral("== a ==\n") + a.log() + QStringLiteral("\n== b ==\n") + b->log() + QStringLiteral("\n== a's stacks ==\n")
                       + stacksOf(a.pid()) + QStringLiteral("\n== b's stacks ==\n") + stacksOf(b->pid()) + QStringLiteral("\n== sandbox's stacks ==\n")
                       + stacksOf(sb.process().processId()))
                          .toUtf8());
        return QStringLiteral("logs in %1; a ends: %2 | b ends: %3").arg(file, a.log().right(380), b->log().right(380));
    };
    for (int batch = 0; batch * 8 < events; ++batch) {
        for (const QString &endpoint : {Voucher, Mail}) {
            const QString mode = modes.at(int(rng.bounded(int(modes.size()))));
            sb.fault(endpoint, mode, 1 + int(rng.bounded(4)), 150 + int(rng.bounded(1650)));
        }
        QList<QByteArray> toA, toB;
        for (int i = batch * 8; i < std::min(events, batch * 8 + 8); ++i) {
            const QByteArray id = "v" + QByteArray::number(i);
            toA << shopifyRequest(orderFor(id), "orders/paid", "wa1-" + id, id) << shopifyRequest(orderFor(id), "orders/paid", "wa2-" + id, id);
            toB << shopifyRequest(orderFor(id), "orders/paid", "wb1-" + id, id) << shopifyRequest(orderFor(id), "orders/paid", "wb2-" + id, id);
        }
        QList<int> statusesB;
        std::thread other([&] { statusesB = sendAll(b->base(), toB); });
        const QList<int> statusesA = sendAll(a.base(), toA);
        other.join();
        QCOMPARE(statusesA.count(200), statusesA.size());
        QCOMPARE(statusesB.count(200), statusesB.size());
        if (batch == 0) {
            // A crash in the middle of the work: its reservations run out and
            // its steps are reconciled, never sent blind.
            QTRY_VERIFY_WITH_TIMEOUT(ledger()->counts().value().attempts >= 4, 10'000);
            b->kill();
            b = std::make_unique<ServeProcess>(location(), config, QStringList{QStringLiteral("--reconcile-interval-ms"), QStringLiteral("200")},
                                               env);
            QVERIFY(b->ready());
        }
        QVERIFY2(waitWhileProgressing([&] { return ledger()->operationCountsByState().value().value(OperationState::Running) == 0; },
                                      progress, 30'000),
                 qPrintable(stalled()));
    }
    QVERIFY2(waitWhileProgressing(
                 [&] {
                     const auto counts = ledger()->operationCountsByState().value();
                     return counts.value(OperationState::Completed) + counts.value(OperationState::Held) == events;
                 },
                 progress, 30'000),
             qPrintable(stalled()));
    rl::testing::holdStill(2500, "late answers and confirming lookups, were they to act twice");
    const Counts c = ledger()->counts().value();
    QCOMPARE(c.events, events);
    QCOMPARE(c.operations, events);
    const QJsonObject effects = sb.effects();
    int twice = 0;
    for (const QString &endpoint : {Voucher, Mail}) {
        const QJsonObject perRef = effects.value(endpoint).toObject();
        for (auto it = perRef.begin(); it != perRef.end(); ++it)
            twice += it.value().toInt() > 1;
    }
    int confirmedVouchers = 0, completed = 0;
    {
        auto l = ledger();
        for (const Operation &op : l->operations(OperationFilter{std::nullopt, {}, {}, 0, 100'000, false}).value()) {
            completed += op.state == OperationState::Completed;
            for (const StepRecord &s : l->steps(op.id).value())
                confirmedVouchers += s.step.kind == Voucher && s.step.state == StepState::Confirmed;
        }
    }
    qInfo("vouchers under chaos (%s): %d events, %lld attempts, %d completed, %d vouchers confirmed, %d at the target, %d references executed twice",
          qPrintable(protocol), events, c.attempts, completed, confirmedVouchers, effects.value(QStringLiteral("totals"))[Voucher].toInt(), twice);
    QCOMPARE(twice, 0);
    QCOMPARE(effects.value(QStringLiteral("totals"))[Voucher].toInt(), confirmedVouchers);
    QVERIFY(confirmedVouchers > 0);
    QCOMPARE(ledgerDisagreesWithTarget(*ledger(), sb), QString());
}

void TestVouchers::throttledShopifyWaitsForItsBucket()
{
    // A bucket of 12 points restoring 5 a second: the first create (10 points)
    // is paid, the next ones wait until the bucket holds 10 again, as its
    // restoreRate says; nothing is sent twice and nothing is refused for good.
    SandboxProcess sb({QStringLiteral("--api-token"), Token, QStringLiteral("--shopify-bucket"), QStringLiteral("12"),
                       QStringLiteral("--shopify-restore-rate"), QStringLiteral("5")});
    const QString config = voucherConfig(QStringLiteral("shopify_discount"), sb.base(), false);
    editConfig(config, [](QJsonObject &root) {
        QJsonObject targets = root.value(QStringLiteral("targets")).toObject();
        QJsonObject v = targets.value(QStringLiteral("shop-vouchers")).toObject();
        v.insert(QStringLiteral("confirm_by_lookup"), false); // every point for the creates
        targets.insert(QStringLiteral("shop-vouchers"), v);
        root.insert(QStringLiteral("targets"), targets);
    });
    ServeProcess *s = serve(config);
    QVERIFY(s->ready());
    QList<QByteArray> requests;
    for (int i = 0; i < 3; ++i)
        requests << shopifyRequest(sampleOrder(i), "orders/paid", "whk-t" + QByteArray::number(i), "evt-t" + QByteArray::number(i));
    for (int status : sendAll(s->base(), requests))
        QCOMPARE(status, 200);
    QTRY_COMPARE_WITH_TIMEOUT(int(ledger()->operationCountsByState().value().value(OperationState::Completed)), 3, 30'000);
    QCOMPARE(sb.total(Voucher), 3);
    QVERIFY(sb.effects().value(QStringLiteral("rate_limited")).toInt() >= 1);
    // Each throttled attempt waited for the bucket: 10 points at 5 a second is
    // at least a second and a half after the one before it, from an empty bucket.
    auto l = ledger();
    QList<QDateTime> starts;
    int throttled = 0;
    for (const Operation &op : l->operations({}).value()) {
        for (const Attempt &a : l->attempts(op.id).value()) {
            if (l->step(a.stepRowId).value().step.kind != Voucher)
                continue;
            starts << a.startedAt;
            throttled += a.errorSaid.code == QLatin1String("shopify.throttled");
        }
    }
    QVERIFY(throttled >= 1);
    std::sort(starts.begin(), starts.end());
    QVERIFY2(starts.first().msecsTo(starts.last()) >= 2000, qPrintable(QString::number(starts.first().msecsTo(starts.last()))));
    QCOMPARE(ledgerDisagreesWithTarget(*l, sb), QString());
}

void TestVouchers::newOperationGetsANewCode()
{
    // A voucher its target refused for good (no token: 401, three times) is
    // held as not executed; a reviewer starts a new approved operation: its
    // voucher has a new reference and so a new code, and its e-mail names that
    // new code, not the old one.
    SandboxProcess sb({QStringLiteral("--api-token"), Token});
    const QString config = voucherConfig(QStringLiteral("stripe_promotion_code"), sb.base(), false);
    m_serve = std::make_unique<ServeProcess>(location(), config, QStringList{}, QStringList{QStringLiteral("RUNLEDGER_VOUCHER_TOKEN=wrong")});
    QVERIFY(m_serve->ready());
    QCOMPARE(send(m_serve->base(), shopifyRequest(sampleOrder(), "orders/paid", "whk-n", "evt-n")), 200);
    const QString op = onlyOperation();
    WAIT_FOR_STATE(op, OperationState::Held);
    const QString oldCode = codeOf(op);
    m_serve.reset();
    const auto started = runTool(QStringLiteral("runledgerctl"),
                                 {QStringLiteral("decide"), QStringLiteral("--ledger"), location(), op, QStringLiteral("--reviewer"),
                                  QStringLiteral("Alex Reviewer"), QStringLiteral("--rationale"), QStringLiteral("token fixed"),
                                  QStringLiteral("new-operation")});
    QVERIFY2(started.exitCode == 0, qPrintable(started.out + started.err));
    const QString next = ledger()->operation(op).value().supersededBy;
    QVERIFY(!next.isEmpty());
    const QString newCode = codeOf(next);
    const QString newReference = ledger()->steps(next).value().at(0).step.reference;
    QCOMPARE(newCode, voucherCode(newReference, QStringLiteral("SHOP")));
    QVERIFY(newCode != oldCode);
    QVERIFY2(contentOf(next, 2).contains(newCode) && !contentOf(next, 2).contains(oldCode), qPrintable(contentOf(next, 2)));
    serve(config);
    QVERIFY(m_serve->ready());
    WAIT_FOR_STATE(next, OperationState::Completed);
    QCOMPARE(codesAtTarget(sb, QStringLiteral("stripe_promotion_code"), newCode), 1);
    QCOMPARE(codesAtTarget(sb, QStringLiteral("stripe_promotion_code"), oldCode), 0);
    QCOMPARE(sb.total(Mail), 1);
}

void TestVouchers::officialClientsParseEveryEmulatedAnswer()
{
    // Shopify's @shopify/admin-api-client and Stripe's stripe (pinned in
    // tests/node/) against the emulations: each case is what Runledger's
    // handling rests on, as the provider's own client reads it. Runs where
    // node and npm are installed (docs/testing.md, "The providers' own libraries").
    const QString node = QStandardPaths::findExecutable(QStringLiteral("node"));
    const QString npm = QStandardPaths::findExecutable(QStringLiteral("npm"));
    if (node.isEmpty() || npm.isEmpty())
        QSKIP("node and npm are not installed: @shopify/admin-api-client and stripe cannot be asked");
    const QDir work(m_dir->filePath(QStringLiteral("clients")));
    QVERIFY(QDir().mkpath(work.path()));
    for (const char *file : {"package.json", "package-lock.json", "voucher-clients.mjs"})
        QVERIFY(QFile::copy(QStringLiteral(RUNLEDGER_SOURCE_DIR "/tests/node/") + QLatin1String(file), work.filePath(QLatin1String(file))));
    QProcess install;
    install.setWorkingDirectory(work.path());
    install.setProcessChannelMode(QProcess::MergedChannels);
    install.start(npm, {QStringLiteral("ci"), QStringLiteral("--no-audit"), QStringLiteral("--no-fund"), QStringLiteral("--loglevel=error")});
    QVERIFY(install.waitForFinished(300'000));
    QVERIFY2(install.exitCode() == 0, install.readAll().constData());
    SandboxProcess sb({QStringLiteral("--api-token"), Token, QStringLiteral("--shopify-bucket"), QStringLiteral("40"),
                       QStringLiteral("--shopify-restore-rate"), QStringLiteral("0.01")});
    QVERIFY(!sb.base().isEmpty());
    sb.fault(Voucher, QStringLiteral("delay"), 1, 800); // the first create runs long: a second under its key meets 409
    QProcess clients;
    clients.setWorkingDirectory(work.path());
    clients.start(node, {work.filePath(QStringLiteral("voucher-clients.mjs")), sb.base(), Token});
    QVERIFY(clients.waitForFinished(60'000));
    const QByteArray out = clients.readAllStandardOutput();
    QVERIFY2(clients.exitCode() == 0, clients.readAllStandardError().constData());
    const QJsonArray cases = QJsonDocument::fromJson(out).array();
    QStringList names;
    for (const QJsonValue &v : cases) {
        const QJsonObject c = v.toObject();
        names << c.value(QStringLiteral("name")).toString();
        QVERIFY2(c.value(QStringLiteral("ok")).toBool(),
                 qPrintable(c.value(QStringLiteral("name")).toString() + QStringLiteral(": ") + c.value(QStringLiteral("detail")).toString()));
    }
    QCOMPARE(names.size(), 17);
    QCOMPARE(sb.total(Voucher), 2); // one promotion code, one discount: every repeat and refusal made nothing
}

void TestVouchers::probeChecksAVoucherTargetAndRemovesItsCanary_data()
{
    QTest::addColumn<QString>("protocol");
    QTest::addColumn<QString>("capability");
    QTest::newRow("Shopify: the code's uniqueness protects, a lookup by code settles") << QStringLiteral("shopify_discount") << QStringLiteral("lookup_only");
    QTest::newRow("Stripe: its keys protect, a lookup by code settles") << QStringLiteral("stripe_promotion_code") << QStringLiteral("protected_create");
}

void TestVouchers::probeChecksAVoucherTargetAndRemovesItsCanary()
{
    // runledgerctl probe with a labelled canary code: the declared capability
    // checked, and the canary (a real voucher a customer could redeem)
    // removed again: deleted at Shopify, deactivated at Stripe.
    QFETCH(QString, protocol);
    QFETCH(QString, capability);
    SandboxProcess sb({QStringLiteral("--api-token"), Token});
    const QString config = voucherConfig(protocol, sb.base(), false);
    const auto probe = runTool(QStringLiteral("runledgerctl"),
                               {QStringLiteral("probe"), QStringLiteral("--config"), config, QStringLiteral("--target"), QStringLiteral("shop-vouchers"),
                                QStringLiteral("--json")},
                               30'000, [] {
                                   auto env = QProcessEnvironment::systemEnvironment();
                                   env.insert(QStringLiteral("RUNLEDGER_VOUCHER_TOKEN"), Token);
                                   return env;
                               }());
    QVERIFY2(probe.exitCode == 0, qPrintable(probe.out + probe.err));
    const QJsonObject r = QJsonDocument::fromJson(probe.out.toUtf8()).array().at(0).toObject();
    QCOMPARE(r.value(QStringLiteral("should_declare")).toString(), capability);
    QVERIFY2(r.value(QStringLiteral("contradictions")).toArray().isEmpty(), qPrintable(probe.out));
    const QJsonArray made = r.value(QStringLiteral("canary_records")).toArray();
    QCOMPARE(made.size(), 1); // the same code or key again made no second voucher
    QCOMPARE(r.value(QStringLiteral("canary_records_removed")).toArray(), made);
    QCOMPARE(sb.total(Voucher), 1);
    const QString reference = r.value(QStringLiteral("canary_references")).toArray().at(0).toString();
    const QString code = voucherCode(reference, QStringLiteral("SHOP"));
    if (protocol == QLatin1String("shopify_discount")) {
        QCOMPARE(codesAtTarget(sb, protocol, code), 0); // deleted
    } else {
        const auto listed = sb.request("GET", QStringLiteral("/stripe/v1/promotion_codes?code=") + code, {}, auth(protocol));
        QCOMPARE(listed.json.value(QStringLiteral("data")).toArray().size(), 1);
        QCOMPARE(listed.json.value(QStringLiteral("data"))[0][QStringLiteral("active")].toBool(), false); // deactivated: its code is free
    }
}

QTEST_GUILESS_MAIN(TestVouchers)
#include "tst_vouchers.moc"
