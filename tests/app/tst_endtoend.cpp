// SPDX-License-Identifier: GPL-3.0-or-later
#include "agreement.h"
#include "config/configuration.h"
#include "ledger.h"
#include "ledgerfixture.h"
#include "processrunner.h"
#include "progresswait.h"
#include "sandboxprocess.h"
#include "serveprocess.h"
#include "testtime.h"
#include "http/httpservice.h"
#include "intake/deliverysignals.h"
#include "intake/shopifyevents.h"

#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTest>
#include <thread>
#include <unistd.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <cstring>
#include <QScopeGuard>

using namespace rl::models;
using namespace rl::testing;

// The six acceptance cases and the intake's refusals, end to end: real
// `runledgerctl serve` and `runledgerctl sandbox` processes, real HTTP on
// loopback, and the sandbox's own count of what it really did.
class TestEndToEnd final : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void normalSuccess();
    void sameEventTwiceAndTwentyConcurrently();
    void timeoutAfterCrmSucceeded_data();
    void timeoutAfterCrmSucceeded();
    void twoRunnerProcessesOneLedger();
    void twoServeProcessesReceiveEveryEvent();
    void resumeAfterApprovalSendsApprovedBytes();
    void fourEyesApprovalSendsOnceCountersigned_data();
    void fourEyesApprovalSendsOnceCountersigned();
    void lateRepeatAfterKeyExpiryHolds();
    void commandLineListsShowsAndReconciles();
    void walDeletedUnderServeIsNeverAcknowledged();
    void ledgerMadeReadOnlyUnderServeIsNoticed();
    void damagedLedgerStopsServe();
    void slowAndIdleClientsAreClosed();
    void connectionCloseIsHonoured_data();
    void connectionCloseIsHonoured();
    void metricsAnOperatorAlarmsOn();
    void serveTellsSystemdItIsReadyAndAlive();
    void connectionFloodSparesClientsThatSpoke();
    void runnerKilledMidAttempt();
    void flowActionCall();
    void replayedBodyJoinsItsOperation();
    void standardWebhooks();
    void eachSourceHasItsOwnSecret();
    void intakeRefusals();
    void shopifyHeadersWithoutX();
    void shopifyEventsAreReadLikeTheWebhook();
    void shopifyVerdictsAgreeWithShopifysLibrary();
    void unsendableContentIsHeldBeforeAnyAttempt();
    void framingCheckedBeforeTheBodyIsRead();
    void smugglingAndFloodsFindNoGap();
    void busyLedgerAnswers503AndLosesNothing();
    void importReverifiesSignatures();
    void keyInUseIsNeverCalledNotExecuted_data();
    void keyInUseIsNeverCalledNotExecuted();
    void slowCrmUnderLookupOnlyGetsOneTask();
    void duplicateAtTheTargetIsHeldAndCounted();
    void lookupsGoWhereTheStepWasSent();
    void adversarialRunAgreesWithTheTarget();
    void intakeRoleSendsNothingRunnerRoleCompletes();
    void teamRunWithKillsAgreesWithTheTarget();
    void postgresRestartUnderServeHeals();
    void probeChecksDeclaredCapabilities_data();
    void probeChecksDeclaredCapabilities();
    void resendMail_data();
    void resendMail();
    void salesforceAndPostmark_data();
    void salesforceAndPostmark();
    void hubspotWithItsLimits_data();
    void hubspotWithItsLimits();
    void examplePairingsWorkAgainstTheEmulation_data();
    void examplePairingsWorkAgainstTheEmulation();
    void deliveryEventsAttachToTheStep_data();
    void deliveryEventsAttachToTheStep();
    void everyDocumentedDeliveryStatus_data();
    void everyDocumentedDeliveryStatus();
    void deliverySignalsAsDocumented();
    void tokensNeverReachTheLedgerLogsOrReports();

private:
    QString path(const QString &n) const { return QDir(m_dir->path()).filePath(n); }
    // The ledger: a file, or (the PostgreSQL run) the one database, emptied before each test.
    QString location() const { return m_postgres.isEmpty() ? path(QStringLiteral("ledger.sqlite")) : m_postgres; }
    QString m_postgres;
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
    // Every step of the ledger against the target's own count: confirmed means
    // exactly one effect there, known not executed (or never sent) means none.
    // Returns the first disagreement, empty when every step agrees.
    QString ledgerDisagreesWithTarget(SandboxProcess &sb);
    // One order delivered; once its CRM task is created, someone (another
    // tool, a colleague by hand) creates a second one with the step's
    // reference: the confirming lookup sees both and the operation is held.
    void holdAsDuplicateAtTarget(SandboxProcess &sb, ServeProcess &serve, QString *op)
    {
        QCOMPARE(send(serve.base(), shopifyRequest(sampleOrder(), "orders/create", "whk-1", "evt-1")), 200);
        *op = onlyOperation();
        QTRY_VERIFY_WITH_TIMEOUT(ledger()->counts().value().attempts >= 1, 5000);
        const QString reference = ledger()->steps(*op).value().at(0).step.reference;
        QCOMPARE(sb.request("POST", QStringLiteral("/crm/tasks"),
                            QStringLiteral(R"({"reference":"%1","subject":"made by hand"})").arg(reference).toUtf8()).status, 201);
        QTRY_COMPARE_WITH_TIMEOUT(toString(stateOf(*op)), toString(OperationState::Held), 15'000);
    }
    std::unique_ptr<QTemporaryDir> m_dir;
    static inline const QString Crm = QStringLiteral("crm.create_task");
    static inline const QString Mail = QStringLiteral("mail.send");
};

void TestEndToEnd::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    // The same cases with a PostgreSQL ledger in CTest's tst_endtoend.postgres.
    RUNLEDGER_INIT_BACKEND(m_postgres);
}

// The floods run serve with at most 512 connections (--max-connections), and
// send more than that.
const QStringList FloodCap{QStringLiteral("--max-connections"), QStringLiteral("512")};
// Floods come from several loopback addresses (each its own client, which may
// hold at most 256 connections) unless a test is about one client's share.
QHostAddress floodSource(int i)
{
    return QHostAddress(QStringLiteral("127.0.0.%1").arg(2 + i % 4));
}
constexpr int HttpFloodConnections = 530;

#define WAIT_FOR_STATE(op, expected) \
    QTRY_COMPARE_WITH_TIMEOUT(toString(stateOf(op)), toString(expected), 15'000)

void TestEndToEnd::normalSuccess()
{
    SandboxProcess sb;
    ServeProcess serve(location(), writeConfig(m_dir->path(), sb.base()));
    QVERIFY(serve.ready());
    QCOMPARE(send(serve.base(), shopifyRequest(sampleOrder(), "orders/create", "whk-1", "evt-1")), 200);
    const QString op = onlyOperation();
    QVERIFY(!op.isEmpty());
    WAIT_FOR_STATE(op, OperationState::Completed);
    QCOMPARE(sb.total(Crm), 1);
    QCOMPARE(sb.total(Mail), 1);
    auto l = ledger();
    const Counts c = l->counts().value();
    QCOMPARE(c.attempts, 2);
    QCOMPARE(c.confirmedEffects, 2);
    const auto steps = l->steps(op).value();
    QVERIFY(steps.at(0).step.targetReference.startsWith(QStringLiteral("task_")));
    QVERIFY(steps.at(1).step.targetReference.startsWith(QStringLiteral("msg_")));
    // The unique reference went to the target unchanged, as key and searchable field.
    QCOMPARE(sb.effects().value(Crm).toObject().value(steps.at(0).step.reference).toInt(), 1);
    // Content rendered from the sample payload; the operation id carries no customer data.
    const QByteArray mail = l->contentVersion(steps.at(1).step.rowId, 1)->body;
    QVERIFY(mail.contains("\"to\":\"customer@example.org\""));
    QVERIFY(mail.contains("#1001"));
    QVERIFY(!op.contains(QStringLiteral("customer")) && !op.contains(QStringLiteral("1001")));
}

void TestEndToEnd::sameEventTwiceAndTwentyConcurrently()
{
    SandboxProcess sb;
    ServeProcess serve(location(), writeConfig(m_dir->path(), sb.base()));
    QVERIFY(serve.ready());
    const QByteArray body = sampleOrder();
    // The answer names the operation, and says whether the event was seen before.
    const auto first = exchange(serve.base(), shopifyRequest(orderFor("evt-7"), "orders/create", "whk-a", "evt-7"));
    QCOMPARE(first.first, 200);
    const QJsonObject firstAnswer = QJsonDocument::fromJson(first.second).object();
    QCOMPARE(firstAnswer.value(QStringLiteral("duplicate")), QJsonValue(false));
    const auto second = exchange(serve.base(), shopifyRequest(orderFor("evt-7"), "orders/create", "whk-b", "evt-7"));
    QCOMPARE(second.first, 200);
    const QJsonObject secondAnswer = QJsonDocument::fromJson(second.second).object();
    QCOMPARE(secondAnswer.value(QStringLiteral("duplicate")), QJsonValue(true));
    QCOMPARE(firstAnswer.value(QStringLiteral("operations")).toArray().size(), 1);
    QCOMPARE(secondAnswer.value(QStringLiteral("operations")), firstAnswer.value(QStringLiteral("operations")));
    QList<QByteArray> burst;
    for (int i = 0; i < 20; ++i)
        burst.append(shopifyRequest(orderFor("evt-7"), "orders/create", "whk-burst-" + QByteArray::number(i), "evt-7"));
    const QList<int> statuses = sendAll(serve.base(), burst);
    QCOMPARE(statuses.count(200), 20); // a duplicate is not an error
    const QString op = onlyOperation();
    QVERIFY(!op.isEmpty());
    QCOMPARE(firstAnswer.value(QStringLiteral("operations")).toArray().at(0).toString(), op);
    WAIT_FOR_STATE(op, OperationState::Completed);
    rl::testing::holdStill(300, "a wrong second attempt");
    QCOMPARE(sb.total(Crm), 1);
    QCOMPARE(sb.total(Mail), 1);
    const Counts c = ledger()->counts().value();
    QCOMPARE(c.events, 1);
    QCOMPARE(c.deliveries, 22);
    QCOMPARE(c.operations, 1);
    // Two distinct events with identical payloads: two operations.
    QCOMPARE(send(serve.base(), shopifyRequest(orderFor("evt-8"), "orders/create", "whk-c", "evt-8")), 200);
    QCOMPARE(ledger()->counts().value().operations, 2);
}

void TestEndToEnd::timeoutAfterCrmSucceeded_data()
{
    QTest::addColumn<QString>("capability");
    QTest::addColumn<bool>("lookup");
    QTest::addColumn<QString>("evidenceKind");
    // A target that can be looked up is looked up first, whatever it declares.
    QTest::newRow("protected create with a lookup: found by reference") << QStringLiteral("protected_create") << true << QStringLiteral("lookup");
    QTest::newRow("protected create, no lookup: the same key replays") << QStringLiteral("protected_create") << false << QStringLiteral("replay");
    QTest::newRow("lookup only: found by reference") << QStringLiteral("lookup_only") << true << QStringLiteral("lookup");
}

void TestEndToEnd::timeoutAfterCrmSucceeded()
{
    QFETCH(QString, capability);
    QFETCH(bool, lookup);
    QFETCH(QString, evidenceKind);
    SandboxProcess sb;
    sb.fault(Crm, QStringLiteral("lose_response"));
    ServeProcess serve(location(),
                       writeConfig(m_dir->path(), sb.base(), [&](QJsonObject &crm, QJsonObject &) {
                           crm.insert(QStringLiteral("capability"), capability);
                           crm.insert(QStringLiteral("lookup"), lookup);
                       }));
    QVERIFY(serve.ready());
    QCOMPARE(send(serve.base(), shopifyRequest(sampleOrder(), "orders/create", "whk-1", "evt-1")), 200);
    const QString op = onlyOperation();
    WAIT_FOR_STATE(op, OperationState::Completed);
    QCOMPARE(sb.total(Crm), 1); // reconciled, never repeated
    QCOMPARE(sb.total(Mail), 1);
    auto l = ledger();
    const auto attempts = l->attempts(op).value();
    QCOMPARE(toString(*attempts.at(0).outcome), QStringLiteral("uncertain"));
    // What ended the attempt is stored as a code (docs/ledger.md, "Evidence as
    // codes"), its English words beside it.
    const Said why = attempts.at(0).errorSaid;
    QVERIFY2(why.code.startsWith(QLatin1String("call.")) && why.known() && attempts.at(0).error == why.english(),
             qPrintable(why.toStored() + QLatin1Char(' ') + attempts.at(0).error));
    bool settledBy = false;
    for (const Evidence &e : l->evidence(op).value())
        settledBy |= e.kind == evidenceKind && !e.targetReference.isEmpty() && e.targetReference.startsWith(QStringLiteral("task_"))
            && e.said.known() && e.said.params.value(e.said.code.startsWith(QLatin1String("lookup.")) ? 0 : 1) == e.targetReference;
    QVERIFY2(settledBy, qPrintable(serve.log()));
    QVERIFY(l->steps(op).value().at(0).step.targetReference.startsWith(QStringLiteral("task_")));
}

void TestEndToEnd::twoRunnerProcessesOneLedger()
{
    SandboxProcess sb;
    // No idempotency at the target: only the reservation stands between us and duplicates.
    QCOMPARE(sb.request("PUT", QStringLiteral("/_sandbox/capabilities"), R"({"crm.create_task":"plain","mail.send":"plain"})").status, 200);
    // A little slow, so both runners are busy at the same time.
    sb.fault(Crm, QStringLiteral("delay"), 60, 80);
    const QString config = writeConfig(m_dir->path(), sb.base());
    // 30 deliveries recorded first, with no runner at all…
    QFile jsonl(path(QStringLiteral("deliveries.jsonl")));
    QVERIFY(jsonl.open(QIODevice::WriteOnly));
    for (int i = 0; i < 30; ++i) {
        const QByteArray body = sampleOrder(i);
        const QJsonObject headers{{QStringLiteral("X-Shopify-Hmac-Sha256"), QString::fromLatin1(rl::app::signShopify(body, kShopifySecret))},
                                  {QStringLiteral("X-Shopify-Topic"), QStringLiteral("orders/create")},
                                  {QStringLiteral("X-Shopify-Shop-Domain"), QStringLiteral("example-shop.myshopify.com")},
                                  {QStringLiteral("X-Shopify-Webhook-Id"), QStringLiteral("w%1").arg(i)},
                                  {QStringLiteral("X-Shopify-Event-Id"), QStringLiteral("e%1").arg(i)}};
        jsonl.write(QJsonDocument(QJsonObject{{QStringLiteral("path"), QStringLiteral("/webhooks/shopify")},
                                              {QStringLiteral("headers"), headers},
                                              {QStringLiteral("body_base64"), QString::fromLatin1(body.toBase64())}})
                        .toJson(QJsonDocument::Compact) + '\n');
    }
    jsonl.close();
    auto env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RUNLEDGER_SHOPIFY_SECRET"), QString::fromLatin1(kShopifySecret));
    const auto imported = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("import"), QStringLiteral("--ledger"),
                                                                   location(), QStringLiteral("--config"),
                                                                   config, jsonl.fileName()}, 60'000, env);
    QVERIFY2(imported.exitCode == 0, qPrintable(imported.out + imported.err));
    QCOMPARE(ledger()->operationCountsByState().value().value(OperationState::Running), 30);
    // … then two runner processes start together on the same ledger and race for every step.
    ServeProcess a(location(), config, {QStringLiteral("--workers"), QStringLiteral("4"), QStringLiteral("--no-intake")});
    ServeProcess b(location(), config, {QStringLiteral("--workers"), QStringLiteral("4"), QStringLiteral("--no-intake")});
    QVERIFY(a.ready() && b.ready());
    QTRY_COMPARE_WITH_TIMEOUT(ledger()->operationCountsByState().value().value(OperationState::Completed), 30, 30'000);
    QCOMPARE(sb.total(Crm), 30);
    QCOMPARE(sb.total(Mail), 30);
    const QJsonObject perRef = sb.effects().value(Crm).toObject();
    for (auto it = perRef.begin(); it != perRef.end(); ++it)
        QCOMPARE(it.value().toInt(), 1);
    QCOMPARE(ledger()->counts().value().attempts, 60); // one attempt per step: the loser never even tried
    QVERIFY2(a.log().contains(QStringLiteral("attempt 1")) && b.log().contains(QStringLiteral("attempt 1")),
             "both runners took part"); // otherwise the race was not tested
}

void TestEndToEnd::twoServeProcessesReceiveEveryEvent()
{
    SandboxProcess sb;
    // No idempotency at the target: only the ledger stands between us and duplicates.
    QCOMPARE(sb.request("PUT", QStringLiteral("/_sandbox/capabilities"), R"({"crm.create_task":"plain","mail.send":"plain"})").status, 200);
    const QString config = writeConfig(m_dir->path(), sb.base());
    ServeProcess a(location(), config);
    ServeProcess b(location(), config);
    QVERIFY(a.ready() && b.ready());
    // Every event reaches both processes at once (as two load-balanced
    // instances would receive Shopify's retries): each intake's writer and
    // each runner races the other's.
    const QByteArray body = sampleOrder();
    QList<QByteArray> toA, toB;
    for (int i = 0; i < 20; ++i) {
        toA.append(shopifyRequest(orderFor("e" + QByteArray::number(i)), "orders/create", "wa" + QByteArray::number(i), "e" + QByteArray::number(i)));
        toB.append(shopifyRequest(orderFor("e" + QByteArray::number(i)), "orders/create", "wb" + QByteArray::number(i), "e" + QByteArray::number(i)));
    }
    QList<int> statusesA, statusesB;
    std::thread other([&] { statusesB = sendAll(b.base(), toB); });
    statusesA = sendAll(a.base(), toA);
    other.join();
    QCOMPARE(statusesA, QList<int>(20, 200));
    QCOMPARE(statusesB, QList<int>(20, 200));
    QTRY_COMPARE_WITH_TIMEOUT(ledger()->operationCountsByState().value().value(OperationState::Completed), 20, 30'000);
    const Counts c = ledger()->counts().value();
    QCOMPARE(c.events, 20);
    QCOMPARE(c.deliveries, 40);
    QCOMPARE(c.operations, 20);
    QCOMPARE(sb.total(Crm), 20);
    QCOMPARE(sb.total(Mail), 20);
}

void TestEndToEnd::resumeAfterApprovalSendsApprovedBytes()
{
    SandboxProcess sb;
    const QString config = writeConfig(m_dir->path(), sb.base());
    ServeProcess serve(location(), config);
    QVERIFY(serve.ready());
    QCOMPARE(send(serve.base(), shopifyRequest(sampleOrder(), "orders/paid", "whk-p", "evt-paid")), 200);
    const QString op = onlyOperation();
    WAIT_FOR_STATE(op, OperationState::AwaitingApproval);
    QCOMPARE(sb.total(Crm), 1);
    QCOMPARE(sb.total(Mail), 0);
    const auto refused = runTool(QStringLiteral("runledgerctl"),
                                 {QStringLiteral("decide"), QStringLiteral("--ledger"), location(), op,
                                  QStringLiteral("--reviewer"), QStringLiteral("Alex"), QStringLiteral("--rationale"),
                                  QStringLiteral("try"), QStringLiteral("retry-open-step")});
    QCOMPARE(refused.exitCode, 3); // nothing to retry: the step waits for approval
    const auto approved = runTool(QStringLiteral("runledgerctl"),
                                  {QStringLiteral("decide"), QStringLiteral("--ledger"), location(), op,
                                   QStringLiteral("--reviewer"), QStringLiteral("Alex Reviewer"), QStringLiteral("--rationale"),
                                   QStringLiteral("voucher text checked"), QStringLiteral("approve-content"), QStringLiteral("--version"),
                                   QStringLiteral("1")});
    QVERIFY2(approved.exitCode == 0, qPrintable(approved.out + approved.err));
    WAIT_FOR_STATE(op, OperationState::Completed);
    QCOMPARE(sb.total(Crm), 1); // step 1 was not repeated on resume
    QCOMPARE(sb.total(Mail), 1);
    auto l = ledger();
    const StepRecord mail = l->steps(op).value().at(1);
    const ContentVersion v = *l->contentVersion(mail.step.rowId, 1);
    QCOMPARE(v.approvedBy, QStringLiteral("Alex Reviewer"));
    const QJsonObject found = sb.request("GET", QStringLiteral("/mail/messages?reference=") + mail.step.reference)
                                  .json.value(QStringLiteral("results")).toArray().at(0).toObject();
    QCOMPARE(found.value(QStringLiteral("request_sha256")).toString(), v.sha256); // byte for byte
    QVERIFY(l->verifyChain().ok);
    QCOMPARE(l->decisions(op).value().size(), 1);
}

void TestEndToEnd::fourEyesApprovalSendsOnceCountersigned_data()
{
    // Listed by the flow, or by one of its step kinds (the e-mail step).
    QTest::addColumn<bool>("onTheStep");
    QTest::newRow("flow") << false;
    QTest::newRow("step kind") << true;
}

void TestEndToEnd::fourEyesApprovalSendsOnceCountersigned()
{
    QFETCH(bool, onTheStep);
    // The flows put content approvals under four eyes (docs/team-setup.md):
    // the first approval is a request and nothing is sent; the same reviewer
    // cannot countersign; another one can, and the e-mail goes out once.
    if (!m_postgres.isEmpty())
        QSKIP("by recorded names, one login: on PostgreSQL another login countersigns (tst_ledger_postgres fourEyesNeedsAnotherLogin)");
    SandboxProcess sb;
    const QString config = writeConfig(m_dir->path(), sb.base());
    editConfig(config, [onTheStep](QJsonObject &root) {
        QJsonArray flows = root.value(QStringLiteral("flows")).toArray();
        for (QJsonValueRef f : flows) {
            QJsonObject flow = f.toObject();
            if (onTheStep) {
                QJsonArray steps = flow.value(QStringLiteral("steps")).toArray();
                for (QJsonValueRef st : steps) {
                    QJsonObject step = st.toObject();
                    if (step.value(QStringLiteral("kind")).toString() == QLatin1String("email.send"))
                        step.insert(QStringLiteral("four_eyes"), QJsonArray{QStringLiteral("approve_content")});
                    st = step;
                }
                flow.insert(QStringLiteral("steps"), steps);
            } else {
                flow.insert(QStringLiteral("four_eyes"), QJsonArray{QStringLiteral("approve_content")});
            }
            f = flow;
        }
        root.insert(QStringLiteral("flows"), flows);
    });
    if (onTheStep) {
        // A step may only list decisions a second reviewer can countersign.
        QFile file(config);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray valid = file.readAll();
        QByteArray wrong = valid;
        wrong.replace("\"approve_content\"", "\"adopt\"");
        QVERIFY(wrong != valid);
        QString error;
        QVERIFY(!rl::app::Configuration::fromJson(QJsonDocument::fromJson(wrong).object(), &error));
        QVERIFY2(error.contains(QStringLiteral("a step: four_eyes")), qPrintable(error));
    }
    ServeProcess serve(location(), config);
    QVERIFY(serve.ready());
    QCOMPARE(send(serve.base(), shopifyRequest(sampleOrder(), "orders/paid", "whk-p4", "evt-paid4")), 200);
    const QString op = onlyOperation();
    WAIT_FOR_STATE(op, OperationState::AwaitingApproval);
    const auto decide = [&](const QString &reviewer, const QString &action, const QStringList &extra = {}) {
        return runTool(QStringLiteral("runledgerctl"), QStringList{QStringLiteral("decide"), QStringLiteral("--ledger"), location(), op,
                                                                   QStringLiteral("--reviewer"), reviewer, QStringLiteral("--rationale"),
                                                                   QStringLiteral("voucher text checked"), action} + extra);
    };
    const auto requested = decide(QStringLiteral("Alex Reviewer"), QStringLiteral("approve-content"), {QStringLiteral("--version"), QStringLiteral("1")});
    QVERIFY2(requested.exitCode == 0 && requested.out.contains(QLatin1String("recorded as request")), qPrintable(requested.out + requested.err));
    {
        auto l = ledger();
        QVERIFY(l->operation(op)->waitsForCountersign());
        QVERIFY(l->contentVersion(l->steps(op).value().at(1).step.rowId, 1)->approvedBy.isEmpty());
        QCOMPARE(toString(l->operation(op)->state), toString(OperationState::AwaitingApproval));
    }
    const auto self = decide(QStringLiteral("Alex Reviewer"), QStringLiteral("countersign"));
    QCOMPARE(self.exitCode, 3);
    QVERIFY2(self.out.contains(QLatin1String("you made this request")), qPrintable(self.out));
    QCOMPARE(sb.total(Mail), 0);
    const auto countersigned = decide(QStringLiteral("Blake Second"), QStringLiteral("countersign"));
    QVERIFY2(countersigned.exitCode == 0, qPrintable(countersigned.out + countersigned.err));
    WAIT_FOR_STATE(op, OperationState::Completed);
    QCOMPARE(sb.total(Crm), 1);
    QCOMPARE(sb.total(Mail), 1);
    auto l = ledger();
    QCOMPARE(l->contentVersion(l->steps(op).value().at(1).step.rowId, 1)->approvedBy, QStringLiteral("Blake Second"));
    const QList<Decision> chain = l->decisions(op).value();
    QCOMPARE(chain.size(), 2);
    QCOMPARE(chain.at(0).reviewer, QStringLiteral("Alex Reviewer"));
    QCOMPARE(toString(chain.at(1).action), QStringLiteral("countersign"));
    QVERIFY(l->verifyChain().ok);
    // The audit export names the countersigner beside the request.
    const QString audit = path(QStringLiteral("audit.json"));
    const auto exported = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("audit"), QStringLiteral("--ledger"), location(),
                                                                   QStringLiteral("--out"), audit});
    QVERIFY2(exported.exitCode == 0, qPrintable(exported.out + exported.err));
    QFile f(audit);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonArray rows = QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("decisions")).toArray();
    QCOMPARE(rows.size(), 2);
    QVERIFY2(rows.at(0).toObject().value(QStringLiteral("countersigned_by")).toString().startsWith(QLatin1String("Blake Second")),
             QJsonDocument(rows.at(0).toObject()).toJson().constData());
    QVERIFY(rows.at(1).toObject().value(QStringLiteral("countersigned_by")).isNull());
}

void TestEndToEnd::commandLineListsShowsAndReconciles()
{
    // The CRM made the task but its answer was lost; its search shows the
    // task only after 8 s, the key lives 2 s: the step is held before any
    // lookup could find it. A reviewer lists, looks, and reconciles from the
    // command line once the search has caught up.
    SandboxProcess sb({QStringLiteral("--retention"), QStringLiteral("2"), QStringLiteral("--settle-ms"), QStringLiteral("8000")});
    sb.fault(Crm, QStringLiteral("lose_response"));
    const QString config = writeConfig(m_dir->path(), sb.base(), [](QJsonObject &crm, QJsonObject &) {
        crm.insert(QStringLiteral("key_retention_seconds"), 2);
        crm.insert(QStringLiteral("settle_ms"), 8000);
    });
    QElapsedTimer sinceSent;
    QString op;
    {
        ServeProcess serve(location(), config);
        QVERIFY(serve.ready());
        sinceSent.start();
        QCOMPARE(send(serve.base(), shopifyRequest(sampleOrder(), "orders/create", "whk-1", "evt-1")), 200);
        op = onlyOperation();
        WAIT_FOR_STATE(op, OperationState::Held);
        QVERIFY2(sinceSent.elapsed() < 8000, "held only after the search could have shown the task");
    }
    const auto ctl = [&](QStringList args) { return runTool(QStringLiteral("runledgerctl"), args); };

    const auto listed = ctl({QStringLiteral("operations"), QStringLiteral("--ledger"), location(), QStringLiteral("--state"),
                             QStringLiteral("held"), QStringLiteral("--json")});
    QCOMPARE(listed.exitCode, 0);
    const QJsonArray held = QJsonDocument::fromJson(listed.out.toUtf8()).array();
    QCOMPARE(held.size(), 1);
    QCOMPARE(held.at(0)[QStringLiteral("id")].toString(), op);
    QCOMPARE(held.at(0)[QStringLiteral("open_step")].toInt(), 1);
    QCOMPARE(held.at(0)[QStringLiteral("event_id")].toString(), QStringLiteral("evt-1"));
    const auto none = ctl({QStringLiteral("operations"), QStringLiteral("--ledger"), location(), QStringLiteral("--state"),
                           QStringLiteral("completed"), QStringLiteral("--json")});
    QCOMPARE(QJsonDocument::fromJson(none.out.toUtf8()).array().size(), 0);
    const auto badState = ctl({QStringLiteral("operations"), QStringLiteral("--ledger"), location(), QStringLiteral("--state"), QStringLiteral("lost")});
    QCOMPARE(badState.exitCode, 1);

    const auto shown = ctl({QStringLiteral("show"), QStringLiteral("--ledger"), location(), op, QStringLiteral("--json")});
    QCOMPARE(shown.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(shown.out.toUtf8()).object();
    QCOMPARE(o[QStringLiteral("state")].toString(), QStringLiteral("held"));
    const QJsonArray steps = o[QStringLiteral("steps")].toArray();
    QCOMPARE(steps.size(), 2);
    QCOMPARE(steps.at(0)[QStringLiteral("state")].toString(), QStringLiteral("held"));
    QCOMPARE(steps.at(0)[QStringLiteral("hold_reason")].toString(), QStringLiteral("key_expired"));
    QCOMPARE(steps.at(1)[QStringLiteral("state")].toString(), QStringLiteral("pending"));
    const QJsonArray attempts = o[QStringLiteral("attempt_list")].toArray();
    QCOMPARE(attempts.size(), 1);
    QCOMPARE(attempts.at(0)[QStringLiteral("outcome")].toString(), QStringLiteral("uncertain"));
    int lookups = 0;
    for (const QJsonValue &e : o[QStringLiteral("evidence")].toArray())
        lookups += e[QStringLiteral("kind")].toString() == QLatin1String("lookup");
    QVERIFY(lookups >= 1);
    QCOMPARE(o[QStringLiteral("decisions")].toArray().size(), 0);
    QCOMPARE(o[QStringLiteral("content_versions")].toArray().size(), 2);
    const auto text = ctl({QStringLiteral("show"), QStringLiteral("--ledger"), location(), op});
    QVERIFY2(text.out.contains(QStringLiteral("operation %1  held").arg(op)), qPrintable(text.out));
    QVERIFY2(text.out.contains(QStringLiteral("(key_expired)")), qPrintable(text.out));
    const auto unknown = ctl({QStringLiteral("show"), QStringLiteral("--ledger"), location(), QStringLiteral("no-such-operation")});
    QVERIFY(unknown.exitCode != 0);

    // Once the CRM's search shows the task, reconcile finds it: confirmed,
    // recorded as a decision, and nothing was sent again.
    const QString taskReference = ledger()->steps(op).value().at(0).step.reference;
    QTRY_COMPARE_WITH_TIMEOUT(sb.request("GET", QStringLiteral("/crm/tasks?reference=") + taskReference)
                                  .json.value(QStringLiteral("results")).toArray().size(),
                              1, 20'000);
    const auto reconciled = ctl({QStringLiteral("decide"), QStringLiteral("--ledger"), location(), op, QStringLiteral("--reviewer"),
                                 QStringLiteral("Alex"), QStringLiteral("--rationale"), QStringLiteral("the CRM's search has caught up"),
                                 QStringLiteral("--config"), config, QStringLiteral("reconcile")});
    QVERIFY2(reconciled.exitCode == 0, qPrintable(reconciled.out + reconciled.err));
    auto l = ledger();
    QCOMPARE(toString(l->steps(op).value().at(0).step.state), QStringLiteral("confirmed"));
    QVERIFY(l->steps(op).value().at(0).step.targetReference.startsWith(QStringLiteral("task_")));
    const auto decisions = l->decisions(op).value();
    QCOMPARE(decisions.size(), 1);
    QCOMPARE(toString(decisions.at(0).action), QStringLiteral("reconcile"));
    QCOMPARE(decisions.at(0).reviewer, QStringLiteral("Alex"));
    QVERIFY(decisions.at(0).payload.contains(QStringLiteral("\"lookup\":\"found\"")));
    QCOMPARE(sb.total(Crm), 1);
    QCOMPARE(sb.total(Mail), 0);
    // The runner resumes at the e-mail, once.
    ServeProcess again(location(), config);
    QVERIFY(again.ready());
    WAIT_FOR_STATE(op, OperationState::Completed);
    QCOMPARE(sb.total(Crm), 1);
    QCOMPARE(sb.total(Mail), 1);
}

void TestEndToEnd::walDeletedUnderServeIsNeverAcknowledged()
{
    if (!location().endsWith(QLatin1String(".sqlite")))
        QSKIP("SQLite's write-ahead log only");
    SandboxProcess sb;
    ServeProcess serve(location(), writeConfig(m_dir->path(), sb.base()));
    QVERIFY(serve.ready());
    QCOMPARE(send(serve.base(), shopifyRequest(sampleOrder(), "orders/create", "whk-1", "evt-1")), 200);
    // Someone removes the write-ahead log of the running service.
    QVERIFY(QFile::remove(location() + QStringLiteral("-wal")));
    // What is committed now would be in no file: it is not acknowledged, and
    // intake stops, saying why; /healthz says so too.
    QCOMPARE(send(serve.base(), shopifyRequest(orderFor("evt-2"), "orders/create", "whk-2", "evt-2")), 503);
    QCOMPARE(send(serve.base(), shopifyRequest(orderFor("evt-3"), "orders/create", "whk-3", "evt-3")), 503);
    QCOMPARE(send(serve.base(), "GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"), 503);
    QTRY_VERIFY2(serve.log().contains(QStringLiteral("write-ahead log")), qPrintable(serve.log()));
    QTRY_VERIFY2(serve.log().contains(QStringLiteral("intake stopped")), qPrintable(serve.log()));
}

// chmod 0444 while serve runs: its open file would still take writes, so
// nothing would show that someone meant it to change no more. Noticed like a
// replaced file: intake and runner stop, /healthz says why.
void TestEndToEnd::ledgerMadeReadOnlyUnderServeIsNoticed()
{
    if (!location().endsWith(QLatin1String(".sqlite")))
        QSKIP("a ledger file");
    SandboxProcess sb;
    ServeProcess serve(location(), writeConfig(m_dir->path(), sb.base()));
    QVERIFY(serve.ready());
    QCOMPARE(send(serve.base(), shopifyRequest(orderFor("evt-1"), "orders/create", "whk-1", "evt-1")), 200);
    QVERIFY(QFile::setPermissions(location(), QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
    QTRY_VERIFY_WITH_TIMEOUT(serve.log().contains(QStringLiteral("made read-only while in use")), 10'000);
    // Said by intake on its own thread, after the watch said why.
    QTRY_VERIFY2_WITH_TIMEOUT(serve.log().contains(QStringLiteral("intake stopped")), qPrintable(serve.log()), 10'000);
    const auto health = exchange(serve.base(), "GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    QCOMPARE(health.first, 503);
    QVERIFY2(health.second.contains("read-only"), health.second.constData());
    // Readiness says the same under its other name; liveness says the process
    // answers (a restart would not make the ledger writable).
    QCOMPARE(exchange(serve.base(), "GET /readyz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").first, 503);
    const auto live = exchange(serve.base(), "GET /livez HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    QCOMPARE(live.first, 200);
    QCOMPARE(live.second, QByteArray("alive\n"));
    QCOMPARE(send(serve.base(), shopifyRequest(orderFor("evt-2"), "orders/create", "whk-2", "evt-2")), 503);
    QVERIFY(QFile::setPermissions(location(), QFile::ReadOwner | QFile::WriteOwner));
    QCOMPARE(ledger()->counts().value().events, 1);
}

void TestEndToEnd::connectionCloseIsHonoured_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<bool>("closes");
    QTest::addColumn<QByteArray>("connectionHeader"); // in the answer; empty: none
    // RFC 9112 §9.3: HTTP/1.1 persists unless "close"; HTTP/1.0 only with "keep-alive".
    QTest::newRow("HTTP/1.1, Connection: close") << QByteArray("GET /livez HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n") << true
                                                 << QByteArray("close");
    QTest::newRow("HTTP/1.1, close among options") << QByteArray("GET /livez HTTP/1.1\r\nHost: x\r\nConnection: TE, Close\r\n\r\n")
                                                   << true << QByteArray("close");
    QTest::newRow("HTTP/1.0") << QByteArray("GET /livez HTTP/1.0\r\n\r\n") << true << QByteArray("close");
    QTest::newRow("HTTP/1.0, keep-alive") << QByteArray("GET /livez HTTP/1.0\r\nConnection: keep-alive\r\n\r\n") << false
                                          << QByteArray("keep-alive");
    QTest::newRow("HTTP/1.1") << QByteArray("GET /livez HTTP/1.1\r\nHost: x\r\n\r\n") << false << QByteArray();
}

void TestEndToEnd::connectionCloseIsHonoured()
{
    // RFC 9112 §9.6: after the answer to a request that said "close" the
    // server closes the connection; it does not wait for its 10 s idle cut.
    QFETCH(QByteArray, request);
    QFETCH(bool, closes);
    QFETCH(QByteArray, connectionHeader);
    SandboxProcess sb;
    ServeProcess serve(location(), writeConfig(m_dir->path(), sb.base()));
    QVERIFY(serve.ready());
    const QUrl base(serve.base());
    QTcpSocket s;
    s.connectToHost(base.host(), quint16(base.port()));
    QVERIFY(s.waitForConnected(5000));
    // A second request pipelined behind the first: never read after a "close".
    s.write(request + "GET /livez HTTP/1.1\r\nHost: x\r\n\r\n");
    QElapsedTimer sent;
    sent.start();
    QByteArray got;
    QTRY_VERIFY_WITH_TIMEOUT((got += s.readAll()).contains("alive\n"), 5000);
    if (closes) {
        // Closed once answered: within a second, well before the idle cut.
        QTRY_VERIFY_WITH_TIMEOUT((got += s.readAll(), s.state() == QAbstractSocket::UnconnectedState), 1000);
        QVERIFY2(sent.elapsed() < rl::app::HttpService::IdleTimeoutMs / 2, qPrintable(QString::number(sent.elapsed())));
        QCOMPARE(got.count("HTTP/1.1 200"), 1); // the pipelined one got no answer
    } else {
        // Kept: the pipelined request is answered too, and the connection stays.
        QTRY_COMPARE_WITH_TIMEOUT((got += s.readAll()).count("HTTP/1.1 200"), 2, 5000);
        QCOMPARE(s.state(), QAbstractSocket::ConnectedState);
    }
    const QByteArray head = got.left(got.indexOf("\r\n\r\n")).toLower();
    if (connectionHeader.isEmpty())
        QVERIFY2(!head.contains("\r\nconnection:"), head.constData());
    else
        QVERIFY2(head.contains("\r\nconnection: " + connectionHeader + "\r\n") || head.endsWith("\r\nconnection: " + connectionHeader),
                 head.constData());
}

void TestEndToEnd::metricsAnOperatorAlarmsOn()
{
    // docs/intake.md, "Metrics": every answer by route and status (a refusal
    // too, also one refused before its body was read), latency histograms
    // per route, the build, summaries with _sum and _count; and the whole of
    // /metrics as promtool reads it.
    SandboxProcess sb;
    ServeProcess serve(location(), writeConfig(m_dir->path(), sb.base()));
    QVERIFY(serve.ready());
    QCOMPARE(send(serve.base(), shopifyRequest(sampleOrder(), "orders/create", "whk-1", "evt-1")), 200);
    // A rotated secret: the signature does not match.
    QCOMPARE(send(serve.base(), shopifyRequest(sampleOrder(1), "orders/create", "whk-2", "evt-2", "bm90LXRoZS1zaWduYXR1cmU=")), 401);
    QCOMPARE(send(serve.base(), shopifyRequest(sampleOrder(1), "orders/create", "whk-3", "evt-3", "bm90LXRoZS1zaWduYXR1cmU=")), 401);
    // Over 1 MiB declared: refused before a byte of the body is read.
    QCOMPARE(exchange(serve.base(), "POST /webhooks/shopify HTTP/1.1\r\nHost: x\r\nContent-Length: 2000000\r\n\r\n").first, 413);
    // A made-up event source is one route, whatever its name.
    QCOMPARE(exchange(serve.base(), "POST /events/made-up-1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: 2\r\n\r\n{}").first, 404);
    QCOMPARE(exchange(serve.base(), "POST /events/made-up-2 HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: 2\r\n\r\n{}").first, 404);
    const auto [status, metrics] = exchange(serve.base(), "GET /metrics HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    QCOMPARE(status, 200);
    for (const char *line : {"runledger_intake_requests_total{route=\"/webhooks/shopify\",status=\"200\"} 1\n",
                             "runledger_intake_requests_total{route=\"/webhooks/shopify\",status=\"401\"} 2\n",
                             "runledger_intake_requests_total{route=\"/webhooks/shopify\",status=\"413\"} 1\n",
                             "runledger_intake_requests_total{route=\"/events/{source}\",status=\"404\"} 2\n",
                             "runledger_intake_request_duration_seconds_bucket{route=\"/webhooks/shopify\",le=\"+Inf\"} 3\n",
                             "runledger_intake_request_duration_seconds_count{route=\"/webhooks/shopify\"} 3\n",
                             "runledger_build_info{version=\"" RUNLEDGER_VERSION "\",",
                             "# TYPE runledger_time_to_recovery_seconds summary\n",
                             "runledger_time_to_recovery_seconds_sum 0\n",
                             "runledger_time_to_recovery_seconds_count 0\n"})
        QVERIFY2(metrics.contains(line), qPrintable(QString::fromUtf8(line) + QStringLiteral(" in\n") + QString::fromUtf8(metrics)));
    QVERIFY2(!metrics.contains("made-up"), metrics.constData()); // no series a client can add
    // The buckets count up to the total, and the slowest answer here took under 10 s.
    QVERIFY(metrics.contains("runledger_intake_request_duration_seconds_bucket{route=\"/webhooks/shopify\",le=\"10\"} 3\n"));
    const QString promtool = QStandardPaths::findExecutable(QStringLiteral("promtool"));
    if (promtool.isEmpty())
        QSKIP("promtool (Debian: prometheus) is not installed: the exposition was not checked by Prometheus's own linter");
    QProcess check;
    check.start(promtool, {QStringLiteral("check"), QStringLiteral("metrics")});
    QVERIFY(check.waitForStarted());
    check.write(metrics);
    check.closeWriteChannel();
    QVERIFY(check.waitForFinished(30'000));
    const QByteArray said = check.readAllStandardOutput() + check.readAllStandardError();
    QVERIFY2(check.exitCode() == 0 && said.trimmed().isEmpty(), said.constData());
}

void TestEndToEnd::serveTellsSystemdItIsReadyAndAlive()
{
    // Type=notify with WatchdogSec (packaging/systemd/runledger-serve@.service):
    // systemd hands serve a datagram socket; serve says READY=1 once it
    // serves, WATCHDOG=1 at half the interval, STOPPING=1 when told to stop.
    const QString socketPath = path(QStringLiteral("notify.sock"));
    const int fd = ::socket(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0);
    QVERIFY(fd >= 0);
    const auto closeFd = qScopeGuard([fd] { ::close(fd); });
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    const QByteArray encoded = QFile::encodeName(socketPath);
    QVERIFY(size_t(encoded.size()) < sizeof(address.sun_path));
    std::memcpy(address.sun_path, encoded.constData(), size_t(encoded.size()));
    QCOMPARE(::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof(address)), 0);
    QStringList said;
    const auto receive = [&] {
        char buffer[4096];
        ssize_t n;
        while ((n = ::recv(fd, buffer, sizeof(buffer), MSG_DONTWAIT)) > 0)
            said << QString::fromUtf8(buffer, n);
        return said.join(QLatin1Char('|'));
    };
    SandboxProcess sb;
    // A watchdog of 1 s: a ping every half second.
    ServeProcess serve(location(), writeConfig(m_dir->path(), sb.base()), {},
                       {QStringLiteral("NOTIFY_SOCKET=") + socketPath, QStringLiteral("WATCHDOG_USEC=1000000")});
    QVERIFY(serve.ready());
    QTRY_VERIFY_WITH_TIMEOUT(receive().contains(QStringLiteral("READY=1")), 10'000);
    QVERIFY2(said.first().startsWith(QStringLiteral("READY=1\nSTATUS=intake on port")), qPrintable(said.first()));
    // Alive, again and again, while the HTTP thread turns.
    QTRY_VERIFY_WITH_TIMEOUT(receive().count(QStringLiteral("WATCHDOG=1")) >= 3, 10'000);
    serve.stop();
    QTRY_VERIFY_WITH_TIMEOUT(receive().contains(QStringLiteral("STOPPING=1")), 10'000);
}

void TestEndToEnd::slowAndIdleClientsAreClosed()
{
    SandboxProcess sb;
    ServeProcess serve(location(), writeConfig(m_dir->path(), sb.base()), FloodCap);
    QVERIFY(serve.ready());
    const QUrl base(serve.base());
    std::vector<std::unique_ptr<QTcpSocket>> clients;
    const auto open = [&](int n, const QByteArray &firstBytes) {
        for (int i = 0; i < n; ++i) {
            auto s = std::make_unique<QTcpSocket>();
            s->bind(floodSource(i)); // several clients: one holds at most 256
            s->connectToHost(base.host(), quint16(base.port()));
            if (s->waitForConnected(2000) && !firstBytes.isEmpty()) {
                s->write(firstBytes);
                s->flush();
            }
            clients.push_back(std::move(s));
        }
    };
    const auto stillOpen = [&] {
        int n = 0;
        for (auto &s : clients) {
            s->waitForReadyRead(0); // notice a close
            n += s->state() == QAbstractSocket::ConnectedState;
        }
        return n;
    };
    // Idle connections, and ones that stop half-way through their headers.
    open(20, {});
    open(10, "POST /webhooks/shopify HTTP/1.1\r\nHost: x\r\nX-Shopify-Topic: orders/cr");
    QCOMPARE(stillOpen(), 30);
    // An honest delivery meanwhile is answered at once.
    QCOMPARE(send(serve.base(), shopifyRequest(sampleOrder(), "orders/create", "whk-1", "evt-1")), 200);
    // After the idle time (10 s) the server has closed every one of them.
    QTRY_COMPARE_WITH_TIMEOUT(stillOpen(), 0, 15'000);
    clients.clear();
    // More connections than the cap: the oldest still waiting make room, so
    // at most 512 stay open, and an honest delivery still gets through.
    open(600, "POST /webhooks/shopify HTTP/1.1\r\n");
    QTRY_VERIFY_WITH_TIMEOUT(stillOpen() <= 512, 5000);
    QVERIFY(stillOpen() > 400);
    QCOMPARE(send(serve.base(), shopifyRequest(orderFor("evt-2"), "orders/create", "whk-2", "evt-2")), 200);
    QVERIFY(stillOpen() <= 512);
}

// An attacker that opens connection after connection (and reopens each one
// closed) must not push out an honest client: a new connection takes the
// place of one that never sent a byte, never of one that spoke.
void TestEndToEnd::connectionFloodSparesClientsThatSpoke()
{
    SandboxProcess sb;
    ServeProcess serve(location(), writeConfig(m_dir->path(), sb.base()), FloodCap);
    QVERIFY(serve.ready());
    const QUrl base(serve.base());
    const auto keepAlive = [](const QByteArray &id) {
        QByteArray r = shopifyRequest(orderFor(id), "orders/create", "w-" + id, id);
        r.replace("Connection: close\r\n", "");
        return r;
    };
    const auto answerOn = [](QTcpSocket &s) {
        QByteArray got;
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < 10'000 && s.state() == QAbstractSocket::ConnectedState) {
            if (s.waitForReadyRead(100))
                got += s.readAll();
            const qsizetype end = got.indexOf("\r\n\r\n");
            const qsizetype cl = got.toLower().indexOf("content-length:");
            if (end > 0 && cl > 0 && got.size() >= end + 4 + got.mid(cl + 15, got.indexOf('\r', cl) - cl - 15).trimmed().toLongLong())
                break;
        }
        return got.startsWith("HTTP/1.1 ") ? got.mid(9, 3).toInt() : 0;
    };
    // An honest client on a kept-alive connection: one delivery answered, the
    // connection now waits for its next request (the oldest that waits).
    QTcpSocket honest;
    honest.connectToHost(base.host(), quint16(base.port()));
    QVERIFY(honest.waitForConnected(5000));
    honest.write(keepAlive("evt-1"));
    QCOMPARE(answerOn(honest), 200);
    // The flood: more silent connections than the server keeps open. All of
    // it must happen within the honest connection's idle time (10 s), so
    // nothing here waits longer than it must.
    QElapsedTimer sinceAnswer;
    sinceAnswer.start();
    std::vector<std::unique_ptr<QTcpSocket>> flood;
    // A barrier: the server accepts connections in order, so once it answers
    // a request on a newer connection, it has made room for every earlier one
    // (and its queue of connections not yet accepted never overflows, which
    // would delay the flood by the kernel's retries).
    const auto barrier = [&] { return send(serve.base(), "GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"); };
    for (int i = 0; i < HttpFloodConnections; ++i) {
        auto s = std::make_unique<QTcpSocket>();
        s->bind(floodSource(i));
        s->connectToHost(base.host(), quint16(base.port()));
        QVERIFY(s->waitForConnected(5000));
        flood.push_back(std::move(s));
        if (i % 32 == 31)
            QCOMPARE(barrier(), 200);
    }
    QCOMPARE(barrier(), 200);
    // The honest client's next delivery, on the same connection.
    honest.waitForReadyRead(0);
    QVERIFY2(sinceAnswer.elapsed() < 9000, qPrintable(QStringLiteral("the flood took %1 ms").arg(sinceAnswer.elapsed())));
    QCOMPARE(honest.state(), QAbstractSocket::ConnectedState);
    honest.write(keepAlive("evt-2"));
    QCOMPARE(answerOn(honest), 200);
    // Silent ones made the room: at most the cap is open.
    int open = 0;
    for (auto &s : flood) {
        s->waitForReadyRead(0);
        open += s->state() == QAbstractSocket::ConnectedState;
    }
    QVERIFY2(open <= 511, qPrintable(QString::number(open))); // the cap, the honest one included
    QCOMPARE(ledger()->counts().value().events, 2);
}

void TestEndToEnd::damagedLedgerStopsServe()
{
    if (!location().endsWith(QLatin1String(".sqlite")))
        QSKIP("a damaged SQLite file");
    {
        auto l = Ledger::open(location(), Ledger::OpenMode::CreateOrMigrate, nullptr);
        QVERIFY(l);
        QList<IncomingDelivery> batch;
        for (int i = 0; i < 400; ++i) {
            IncomingDelivery d;
            d.source = QStringLiteral("shopify:damaged.myshopify.com");
            d.eventId = QStringLiteral("old-%1").arg(i);
            d.deliveryId = d.eventId;
            d.topic = QStringLiteral("orders/create");
            d.signatureScheme = QStringLiteral("shopify-hmac-sha256");
            d.payload = QByteArray(2000, 'x');
            batch.append(d);
        }
        QVERIFY(l->ingestBatch(batch, QDateTime::currentDateTimeUtc()));
    }
    QVERIFY(zeroMiddlePage(location(), 50));
    SandboxProcess sb;
    ServeProcess serve(location(), writeConfig(m_dir->path(), sb.base()));
    QVERIFY(serve.ready());
    // The check of every page runs beside the service; once it has found the
    // damage, nothing more is acknowledged.
    // (The runner may say "is damaged" earlier, from a read of its own; the
    // line that counts is the one that closes intake.)
    QTRY_VERIFY2_WITH_TIMEOUT(serve.log().contains(QStringLiteral("the ledger cannot be trusted")), qPrintable(serve.log()), 20'000);
    QCOMPARE(send(serve.base(), shopifyRequest(sampleOrder(), "orders/create", "whk-1", "evt-1")), 503);
    QCOMPARE(send(serve.base(), "GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"), 503);
    QCOMPARE(sb.total(Crm), 0);
}

void TestEndToEnd::lateRepeatAfterKeyExpiryHolds()
{
    SandboxProcess sb({QStringLiteral("--retention"), QStringLiteral("2"), QStringLiteral("--settle-ms"), QStringLiteral("60000")});
    sb.fault(Crm, QStringLiteral("lose_response"));
    const QString config = writeConfig(m_dir->path(), sb.base(), [](QJsonObject &crm, QJsonObject &) {
        crm.insert(QStringLiteral("key_retention_seconds"), 2);
        crm.insert(QStringLiteral("settle_ms"), 60000);
    });
    QString op;
    {
        // The CRM's search lags a minute: lookups find nothing, and while an
        // earlier request may still act that proves nothing. Nothing is resent;
        // once the 2 s key has expired the step is held.
        ServeProcess first(location(), config);
        QVERIFY(first.ready());
        QCOMPARE(send(first.base(), shopifyRequest(sampleOrder(), "orders/create", "whk-1", "evt-1")), 200);
        op = onlyOperation();
        WAIT_FOR_STATE(op, OperationState::Held);
    }
    QCOMPARE(sb.total(Crm), 1);
    // Past the key's retention (at the target and in our profile) someone runs it again.
    QCOMPARE(sb.request("POST", QStringLiteral("/_sandbox/clock"), R"({"advance_seconds":5})").status, 200);
    ServeProcess late(location(), config);
    QVERIFY(late.ready());
    rl::testing::holdStill(1500, "a runner past the key's retention, were it to resend blindly");
    WAIT_FOR_STATE(op, OperationState::Held);
    QCOMPARE(sb.total(Crm), 1); // looked up, never resent blindly
    QCOMPARE(sb.total(Mail), 0);
    auto l = ledger();
    QCOMPARE(toString(l->steps(op).value().at(0).step.holdReason), QStringLiteral("key_expired"));
    int lookups = 0;
    for (const Evidence &e : l->evidence(op).value())
        lookups += e.kind == QLatin1String("lookup");
    QVERIFY(lookups >= 1);
    QCOMPARE(l->attempts(op).value().size(), 1);
}

void TestEndToEnd::runnerKilledMidAttempt()
{
    SandboxProcess sb;
    sb.fault(Crm, QStringLiteral("lose_response"));
    const QString config = writeConfig(m_dir->path(), sb.base(), [](QJsonObject &crm, QJsonObject &) {
        crm.insert(QStringLiteral("inactivity_timeout_ms"), 20000); // the attempt hangs …
        crm.insert(QStringLiteral("deadline_ms"), 1500);
    });
    QString op;
    {
        ServeProcess doomed(location(), config, {QStringLiteral("--lease-margin-ms"), QStringLiteral("100")});
        QVERIFY(doomed.ready());
        QCOMPARE(send(doomed.base(), shopifyRequest(sampleOrder(), "orders/create", "whk-1", "evt-1")), 200);
        op = onlyOperation();
        QTRY_COMPARE_WITH_TIMEOUT(ledger()->counts().value().attempts, 1, 5000);
        QTRY_COMPARE_WITH_TIMEOUT(sb.total(Crm), 1, 5000);
        doomed.kill(); // … and the runner dies in the middle of it
    }
    QCOMPARE(toString(ledger()->steps(op).value().at(0).step.state), QStringLiteral("running"));
    ServeProcess next(location(), config);
    QVERIFY(next.ready());
    WAIT_FOR_STATE(op, OperationState::Completed);
    QCOMPARE(sb.total(Crm), 1);
    QCOMPARE(sb.total(Mail), 1);
    const auto attempts = ledger()->attempts(op).value();
    QCOMPARE(toString(*attempts.at(0).outcome), QStringLiteral("uncertain")); // never "pending" again
    QVERIFY(next.log().contains(QStringLiteral("reservation expired")));
}

void TestEndToEnd::flowActionCall()
{
    SandboxProcess sb;
    ServeProcess serve(location(), writeConfig(m_dir->path(), sb.base()));
    QVERIFY(serve.ready());
    const QByteArray body = sampleFlowAction();
    const QByteArray request = "POST /flow/actions/create-followup HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                               "X-Shopify-Hmac-SHA256: " + rl::app::signShopify(body, kShopifySecret)
        + "\r\nConnection: close\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body;
    QElapsedTimer t;
    t.start();
    QCOMPARE(send(serve.base(), request), 200);
    QVERIFY(t.elapsed() < 10'000); // Flow gives up after 10 s
    QCOMPARE(send(serve.base(), request), 200); // Flow's retry
    const QString op = onlyOperation();
    WAIT_FOR_STATE(op, OperationState::Completed);
    QCOMPARE(sb.total(Crm), 1);
    QCOMPARE(sb.total(Mail), 1);
    auto l = ledger();
    QCOMPARE(l->operation(op)->eventId, QStringLiteral("f6c7e4a2-1b2d-4c3e-9f8a-7d6e5c4b3a21"));
    QVERIFY(l->contentVersion(l->steps(op).value().at(0).step.rowId, 1)->body.contains("Follow up order #1001"));
}

// Shopify signs only the body: event id, topic and shop come in unsigned
// headers. A captured body sent again under new event ids, another shop or
// (for a known event) another topic must not start a second business action
// (docs/intake.md, "An operation's identity").
void TestEndToEnd::replayedBodyJoinsItsOperation()
{
    SandboxProcess sb;
    ServeProcess serve(location(), writeConfig(m_dir->path(), sb.base()));
    QVERIFY(serve.ready());
    const QByteArray body = sampleOrder();
    const auto first = exchange(serve.base(), shopifyRequest(body, "orders/create", "w-1", "evt-1"));
    QCOMPARE(first.first, 200);
    const QString op = onlyOperation();
    QVERIFY(!op.isEmpty());
    QVERIFY2(first.second.contains("\"duplicate\":false"), first.second.constData());
    // New event ids: each joins the operation its body's key names.
    for (int i = 2; i <= 6; ++i) {
        const QByteArray n = QByteArray::number(i);
        const auto again = exchange(serve.base(), shopifyRequest(body, "orders/create", "w-" + n, "evt-" + n));
        QCOMPARE(again.first, 200);
        QVERIFY2(again.second.contains("\"duplicate\":true") && again.second.contains(op.toLatin1()), again.second.constData());
    }
    // Another shop with a new event id: the same order, the same operation.
    QByteArray otherShop = shopifyRequest(body, "orders/create", "w-7", "evt-7");
    otherShop.replace("X-Shopify-Shop-Domain: example-shop.myshopify.com", "X-Shopify-Shop-Domain: other-shop.myshopify.com");
    QCOMPARE(exchange(serve.base(), otherShop).first, 200);
    // A known event under another topic or another shop contradicts its first
    // delivery: 409, nothing recorded.
    const qint64 deliveriesBefore = ledger()->counts().value().deliveries;
    const auto retopic = exchange(serve.base(), shopifyRequest(body, "orders/paid", "w-8", "evt-1"));
    QCOMPARE(retopic.first, 409);
    QVERIFY2(retopic.second.contains("another topic"), retopic.second.constData());
    QByteArray reshop = shopifyRequest(body, "orders/create", "w-9", "evt-1");
    reshop.replace("X-Shopify-Shop-Domain: example-shop.myshopify.com", "X-Shopify-Shop-Domain: other-shop.myshopify.com");
    const auto reshopped = exchange(serve.base(), reshop);
    QCOMPARE(reshopped.first, 409);
    QVERIFY2(reshopped.second.contains("another shop"), reshopped.second.constData());
    QCOMPARE(ledger()->counts().value().deliveries, deliveriesBefore);
    // A Flow action call about the same order, in the same flow: the same operation.
    const QByteArray action = sampleFlowAction();
    QCOMPARE(send(serve.base(), "POST /flow/actions/create-followup HTTP/1.1\r\nHost: x\r\nX-Shopify-Hmac-SHA256: "
                                    + rl::app::signShopify(action, kShopifySecret) + "\r\nConnection: close\r\nContent-Length: "
                                    + QByteArray::number(action.size()) + "\r\n\r\n" + action),
             200);
    QCOMPARE(onlyOperation(), op);
    WAIT_FOR_STATE(op, OperationState::Completed);
    QCOMPARE(sb.total(Crm), 1);
    QCOMPARE(sb.total(Mail), 1);
    // Rule 5 holds for distinct business keys: another order is another operation.
    QCOMPARE(send(serve.base(), shopifyRequest(sampleOrder(1), "orders/create", "w-10", "evt-10")), 200);
    QTRY_COMPARE_WITH_TIMEOUT(sb.total(Crm), 2, 15'000);
    QCOMPARE(ledger()->operations({}).value().size(), 2);
    QTRY_COMPARE_WITH_TIMEOUT(sb.total(Mail), 2, 15'000);
    QCOMPARE(ledgerDisagreesWithTarget(sb), QString());
}

void TestEndToEnd::standardWebhooks()
{
    SandboxProcess sb;
    const QString config = writeConfig(m_dir->path(), sb.base());
    editConfig(config, [](QJsonObject &root) {
        QJsonArray flows = root.value(QStringLiteral("flows")).toArray();
        QJsonObject form = flows.at(0).toObject();
        form.insert(QStringLiteral("name"), QStringLiteral("form-followup"));
        form.insert(QStringLiteral("triggers"), QJsonArray{QJsonObject{{QStringLiteral("source"), QStringLiteral("forms")},
                                                                       {QStringLiteral("type"), QStringLiteral("form.submitted")}}});
        flows.append(form);
        root.insert(QStringLiteral("flows"), flows);
    });
    ServeProcess serve(location(), config);
    QVERIFY(serve.ready());
    const QByteArray body = R"({"type":"form.submitted","name":"#2002","email":"reader@example.org"})";
    const auto request = [&](const QByteArray &id, qint64 ts, const QByteArray &sig = {}) {
        const QByteArray t = QByteArray::number(ts);
        const QByteArray s = sig.isEmpty() ? rl::app::signStandardWebhook(id, t, body, kWebhookSecret) : sig;
        return "POST /events/forms HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nConnection: close\r\nwebhook-id: " + id
            + "\r\nwebhook-timestamp: " + t + "\r\nwebhook-signature: v1,bm90IHRoaXMgb25l " + s + "\r\nContent-Length: "
            + QByteArray::number(body.size()) + "\r\n\r\n" + body;
    };
    const qint64 now = QDateTime::currentSecsSinceEpoch();
    QCOMPARE(send(serve.base(), request("msg_1", now)), 200); // the second of two signatures matches
    QCOMPARE(send(serve.base(), request("msg_2", now - 301)), 401); // stale
    QCOMPARE(send(serve.base(), request("msg_3", now, "v1,AAAA")), 401);
    // A timestamp that is not a number is a bad request, not a stale one.
    QByteArray notANumber = request("msg_4", now);
    notANumber.replace("webhook-timestamp: " + QByteArray::number(now), "webhook-timestamp: yesterday");
    const auto bad = exchange(serve.base(), notANumber);
    QCOMPARE(bad.first, 400);
    QVERIFY2(bad.second.contains("not a number of seconds"), bad.second.constData());
    QCOMPARE(send(serve.base(), request("msg_1", now)), 200); // duplicate
    const QString op = onlyOperation();
    QVERIFY(!op.isEmpty());
    WAIT_FOR_STATE(op, OperationState::Completed);
    QCOMPARE(ledger()->counts().value().events, 1);
}

void TestEndToEnd::eachSourceHasItsOwnSecret()
{
    SandboxProcess sb;
    const QString config = writeConfig(m_dir->path(), sb.base());
    editConfig(config, [](QJsonObject &root) {
        QJsonArray flows = root.value(QStringLiteral("flows")).toArray();
        for (const char *source : {"forms", "quiz"}) {
            QJsonObject flow = flows.at(0).toObject();
            flow.insert(QStringLiteral("name"), QStringLiteral("%1-followup").arg(QLatin1String(source)));
            flow.insert(QStringLiteral("triggers"), QJsonArray{QJsonObject{{QStringLiteral("source"), QLatin1String(source)}}});
            flows.append(flow);
        }
        root.insert(QStringLiteral("flows"), flows);
        // forms and quiz each name their own variable; the shared secret is for neither.
        root.insert(QStringLiteral("sources"),
                    QJsonObject{{QStringLiteral("forms"), QJsonObject{{QStringLiteral("secret_env"), QStringLiteral("FORMS_SECRET")}}},
                                {QStringLiteral("quiz"), QJsonObject{{QStringLiteral("secret_env"), QStringLiteral("QUIZ_SECRET")}}}});
    });
    const QByteArray formsSecret = "whsec_" + QByteArray("forms-only-secret").toBase64();
    const QByteArray quizSecret = "whsec_" + QByteArray("quiz-only-secret").toBase64();
    ServeProcess serve(location(), config, {}, {QStringLiteral("FORMS_SECRET=") + QString::fromLatin1(formsSecret),
                                                QStringLiteral("QUIZ_SECRET=") + QString::fromLatin1(quizSecret)});
    QVERIFY2(serve.ready(), qPrintable(serve.log()));
    const QByteArray body = R"({"type":"form.submitted","name":"#2003"})";
    const qint64 now = QDateTime::currentSecsSinceEpoch();
    const auto request = [&](const QByteArray &source, const QByteArray &id, const QByteArray &secret) {
        const QByteArray t = QByteArray::number(now);
        return "POST /events/" + source + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\nwebhook-id: " + id
            + "\r\nwebhook-timestamp: " + t + "\r\nwebhook-signature: " + rl::app::signStandardWebhook(id, t, body, secret)
            + "\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body;
    };
    // Each source's own secret opens only that source.
    QCOMPARE(send(serve.base(), request("forms", "msg_1", formsSecret)), 200);
    QCOMPARE(send(serve.base(), request("quiz", "msg_2", quizSecret)), 200);
    QCOMPARE(send(serve.base(), request("forms", "msg_3", quizSecret)), 401);
    QCOMPARE(send(serve.base(), request("quiz", "msg_4", formsSecret)), 401);
    // The shared RUNLEDGER_WEBHOOK_SECRET is not accepted for a source with its own.
    QCOMPARE(send(serve.base(), request("forms", "msg_5", kWebhookSecret)), 401);
    QCOMPARE(ledger()->counts().value().events, 2);
    // A source without a secret_env in the configuration is refused when loading it.
    QString error;
    QJsonObject bad{{QStringLiteral("sources"), QJsonObject{{QStringLiteral("forms"), QJsonObject{}}}}};
    QVERIFY(!rl::app::Configuration::fromJson(bad, &error));
    QVERIFY2(error.contains(QStringLiteral("secret_env")), qPrintable(error));
}

void TestEndToEnd::intakeRefusals()
{
    SandboxProcess sb;
    ServeProcess serve(location(), writeConfig(m_dir->path(), sb.base()));
    QVERIFY(serve.ready());
    const QByteArray body = sampleOrder();
    QCOMPARE(send(serve.base(), shopifyRequest(body, "orders/create", "w1", "e1", "bm9wZQ==")), 401);
    QCOMPARE(send(serve.base(), shopifyRequest(body, "orders/create", "w1", "e1", " ")), 401);
    // Unsigned: said so, not "signature does not match".
    QByteArray unsigned_ = shopifyRequest(body, "orders/create", "w1", "e1");
    unsigned_.replace(QByteArray("X-Shopify-Hmac-Sha256: "), QByteArray("X-Unrelated: "));
    const auto noSignature = exchange(serve.base(), unsigned_);
    QCOMPARE(noSignature.first, 401);
    QVERIFY2(noSignature.second.contains("X-Shopify-Hmac-Sha256 header is missing"), noSignature.second.constData());
    // Only the routes the configuration declares: an unknown Flow action
    // handle or event source, or a path that tries to climb out, is 404 and
    // writes nothing, even when signed.
    for (const QByteArray &route : {QByteArray("/flow/actions/no-such-handle"), QByteArray("/flow/actions/"),
                                    QByteArray("/flow/actions/../../webhooks/shopify"), QByteArray("/events/unknown-source"),
                                    QByteArray("/events/a/b"), QByteArray("/events/") + QByteArray(10000, 'x')}) {
        QByteArray r = shopifyRequest(body, "orders/create", "w9", "e9");
        r.replace(QByteArray("POST /webhooks/shopify "), "POST " + route + ' ');
        QVERIFY2(r.startsWith("POST " + route), r.left(80).constData());
        const auto answer = exchange(serve.base(), r);
        QVERIFY2(answer.first == 404, (route.left(60) + " -> " + QByteArray::number(answer.first) + ' ' + answer.second).constData());
    }
    // An unknown path is 404 whatever the method; a known one with the wrong method 405.
    QCOMPARE(send(serve.base(), "GET /nothing/here HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"), 404);
    QCOMPARE(send(serve.base(), "GET /webhooks/shopify HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"), 405);
    // Signed, but not JSON.
    QCOMPARE(send(serve.base(), shopifyRequest("{\"id\": 1,", "orders/create", "w2", "e2")), 400);
    // Signed JSON with a raw NUL inside a string: JSON escapes control characters.
    const auto nul = exchange(serve.base(), shopifyRequest(QByteArray("{\"note\":\"a") + '\0' + "b\"}", "orders/create", "w6", "e6"));
    QCOMPARE(nul.first, 400);
    QVERIFY2(nul.second.contains("control character"), nul.second.constData());
    // Signed JSON without the event id header.
    QByteArray noEvent = shopifyRequest(body, "orders/create", "w3", "e3");
    noEvent.replace("X-Shopify-Event-Id: e3\r\n", "");
    QCOMPARE(send(serve.base(), noEvent), 400);
    // Over 1 MiB.
    QByteArray big = "{\"pad\":\"" + QByteArray(1024 * 1024, 'x') + "\"}";
    QCOMPARE(send(serve.base(), shopifyRequest(big, "orders/create", "w4", "e4")), 413);
    // A topic no flow knows: accepted and counted, no operation.
    QCOMPARE(send(serve.base(), shopifyRequest(body, "customers/create", "w5", "e5")), 200);
    auto l = ledger();
    const Counts c = l->counts().value();
    QCOMPARE(c.events, 1);
    QCOMPARE(c.deliveries, 1);
    QCOMPARE(c.operations, 0); // nothing half-written by the refused ones
    QCOMPARE(send(serve.base(), "GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"), 200);
    const auto metrics = exchange(serve.base(), "GET /metrics HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    QCOMPARE(metrics.first, 200);
    // What the ledger holds, in the Prometheus text format: the refused
    // deliveries counted nowhere.
    for (const char *line : {"\nrunledger_events_total 1\n", "\nrunledger_deliveries_total 1\n", "\nrunledger_operations_total 0\n",
                             "\nrunledger_attempts_total 0\n", "\nrunledger_confirmed_effects_total 0\n",
                             "\nrunledger_unresolved_operations 0\n", "\nrunledger_time_to_recovery_seconds_count 0\n",
                             "\n# TYPE runledger_events_total counter\n", "\n# TYPE runledger_unresolved_operations gauge\n"})
        QVERIFY2(metrics.second.contains(line), metrics.second.constData());
    QCOMPARE(sb.total(Crm), 0);
}

void TestEndToEnd::shopifyHeadersWithoutX()
{
    // Shopify's Events deliveries name the same headers without "X-"
    // (shopify-hmac-sha256, shopify-topic, shopify-event-id …): accepted, and
    // the same event under either set is one event.
    SandboxProcess sb;
    ServeProcess serve(location(), writeConfig(m_dir->path(), sb.base()));
    QVERIFY(serve.ready());
    const QByteArray body = sampleOrder();
    QByteArray plain = shopifyRequest(body, "orders/create", "whk-n1", "evt-n1");
    plain.replace("X-Shopify-", "shopify-");
    QVERIFY(!plain.contains("X-Shopify"));
    const auto first = exchange(serve.base(), plain);
    QCOMPARE(first.first, 200);
    QVERIFY2(first.second.contains("\"duplicate\":false"), first.second.constData());
    const auto again = exchange(serve.base(), shopifyRequest(body, "orders/create", "whk-n2", "evt-n1"));
    QCOMPARE(again.first, 200);
    QVERIFY2(again.second.contains("\"duplicate\":true"), again.second.constData());
    // Without X- the signature is checked all the same.
    QByteArray forged = shopifyRequest(body, "orders/create", "whk-n3", "evt-n3", "bm9wZQ==");
    forged.replace("X-Shopify-", "shopify-");
    QCOMPARE(exchange(serve.base(), forged).first, 401);
    QCOMPARE(ledger()->counts().value().events, 1);
    QCOMPARE(ledger()->counts().value().deliveries, 2);
}

void TestEndToEnd::shopifyEventsAreReadLikeTheWebhook()
{
    using rl::app::intake::readShopifyEvents;
    // Shopify's documented example (shopify.dev/docs/apps/build/events/delivery-structure):
    // a product update without a query names the resource, the action and its ids only.
    const auto product = readShopifyEvents(QJsonDocument::fromJson(R"({"topic":"Product","action":"update","handle":"product-updates",
        "fields_changed":["product[id: 'gid://shopify/Product/123'].variants[id: 'gid://shopify/ProductVariant/456'].price"],
        "query_variables":{"productId":"gid://shopify/Product/123","variantsId":"gid://shopify/ProductVariant/456"}})").object());
    QVERIFY(product);
    QCOMPARE(product->topic, QStringLiteral("products/update"));
    QCOMPARE(product->body.value(QStringLiteral("admin_graphql_api_id")).toString(), QStringLiteral("gid://shopify/Product/123"));
    QCOMPARE(product->body.value(QStringLiteral("id")).toInteger(), 123);
    // A webhook's own body is read as it is.
    QVERIFY(!readShopifyEvents(QJsonDocument::fromJson(sampleOrder()).object()));

    // End to end: an order created, as an Events delivery whose query asked
    // for the order's name, e-mail and total; headers without "X-".
    SandboxProcess sb;
    ServeProcess serve(location(), writeConfig(m_dir->path(), sb.base()));
    QVERIFY(serve.ready());
    const QByteArray body = R"({"topic":"Order","action":"create","handle":"order-followup","fields_changed":[],)"
                            R"("query_variables":{"orderId":"gid://shopify/Order/820982911946154508"},)"
                            R"("data":{"order":{"id":"gid://shopify/Order/820982911946154508","name":"#9999","email":"events@example.org",)"
                            R"("totalPriceSet":{"shopMoney":{"amount":"12.50","currencyCode":"EUR"}},"currencyCode":"EUR"}}})";
    QByteArray request = shopifyRequest(body, "Order", "whk-ev1", "evt-ev1");
    request.replace("X-Shopify-", "shopify-");
    QCOMPARE(send(serve.base(), request), 200);
    const QString op = onlyOperation();
    QVERIFY2(!op.isEmpty(), "the Events delivery started no operation: its topic was not read as orders/create");
    WAIT_FOR_STATE(op, OperationState::Completed);
    QCOMPARE(sb.total(Crm), 1);
    QCOMPARE(sb.total(Mail), 1);
    QStringList bodies;
    for (const ContentVersion &v : ledger()->contentVersions(op).value())
        bodies << QString::fromUtf8(v.body);
    const QString all = bodies.join(QLatin1Char('\n'));
    QVERIFY2(all.contains(QStringLiteral("#9999")) && all.contains(QStringLiteral("events@example.org")), qPrintable(all));
}

void TestEndToEnd::shopifyVerdictsAgreeWithShopifysLibrary()
{
    // Shopify's own library, @shopify/shopify-api (pinned in tests/node/),
    // judges signed, unsigned and forged deliveries under both header sets;
    // intake must accept exactly those it calls valid. Runs where node and
    // npm are installed (docs/testing.md, "The providers' own libraries").
    const QString node = QStandardPaths::findExecutable(QStringLiteral("node"));
    const QString npm = QStandardPaths::findExecutable(QStringLiteral("npm"));
    if (node.isEmpty() || npm.isEmpty())
        QSKIP("node and npm are not installed: the verdicts of @shopify/shopify-api cannot be asked");
    const QDir work(m_dir->filePath(QStringLiteral("shopify-node")));
    QVERIFY(QDir().mkpath(work.path()));
    for (const char *file : {"package.json", "package-lock.json", "shopify-verdicts.mjs"})
        QVERIFY(QFile::copy(QStringLiteral(RUNLEDGER_SOURCE_DIR "/tests/node/") + QLatin1String(file), work.filePath(QLatin1String(file))));
    QProcess install;
    install.setWorkingDirectory(work.path());
    install.setProcessChannelMode(QProcess::MergedChannels);
    install.start(npm, {QStringLiteral("ci"), QStringLiteral("--no-audit"), QStringLiteral("--no-fund"), QStringLiteral("--loglevel=error")});
    QVERIFY(install.waitForFinished(300'000));
    QVERIFY2(install.exitCode() == 0, install.readAll().constData());
    const QByteArray body = sampleOrder();
    QFile bodyFile(work.filePath(QStringLiteral("body.json")));
    QVERIFY(bodyFile.open(QIODevice::WriteOnly) && bodyFile.write(body) == body.size());
    bodyFile.close();
    QProcess verdicts;
    verdicts.setWorkingDirectory(work.path());
    auto env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("SHOPIFY_SECRET"), QString::fromLatin1(kShopifySecret));
    verdicts.setProcessEnvironment(env);
    verdicts.start(node, {work.filePath(QStringLiteral("shopify-verdicts.mjs")), bodyFile.fileName()});
    QVERIFY(verdicts.waitForFinished(60'000));
    const QByteArray out = verdicts.readAllStandardOutput();
    QVERIFY2(verdicts.exitCode() == 0, verdicts.readAllStandardError().constData());
    const QJsonArray cases = QJsonDocument::fromJson(out).array();
    QVERIFY2(cases.size() >= 8, out.constData());

    SandboxProcess sb;
    ServeProcess serve(location(), writeConfig(m_dir->path(), sb.base()));
    QVERIFY(serve.ready());
    int valid = 0;
    for (const QJsonValue &v : cases) {
        const QJsonObject c = v.toObject();
        QByteArray request = "POST /webhooks/shopify HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nConnection: close\r\n";
        const QJsonObject headers = c.value(QStringLiteral("headers")).toObject();
        for (auto it = headers.begin(); it != headers.end(); ++it)
            request += it.key().toLatin1() + ": " + it.value().toString().toLatin1() + "\r\n";
        request += "Content-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body;
        const int status = exchange(serve.base(), request).first;
        const bool shopifySaysValid = c.value(QStringLiteral("valid")).toBool();
        valid += shopifySaysValid;
        QVERIFY2((status == 200) == shopifySaysValid,
                 qPrintable(QStringLiteral("%1: @shopify/shopify-api says %2 (%3), intake answered %4")
                                .arg(c.value(QStringLiteral("name")).toString(), shopifySaysValid ? QStringLiteral("valid") : QStringLiteral("invalid"),
                                     c.value(QStringLiteral("reason")).toString())
                                .arg(status)));
    }
    QCOMPARE(valid, 3); // the three signed ones, under either set of names
}

void TestEndToEnd::unsendableContentIsHeldBeforeAnyAttempt()
{
    // An order without any e-mail address: the CRM task goes out, the e-mail
    // step is held before its first attempt with the reason on it (no address
    // quoted), and nothing is sent to the mail service, now or on retry.
    SandboxProcess sb;
    ServeProcess serve(location(), writeConfig(m_dir->path(), sb.base()));
    QVERIFY(serve.ready());
    QByteArray body = sampleOrder();
    body.replace("customer@example.org", "");
    QCOMPARE(send(serve.base(), shopifyRequest(body, "orders/create", "whk-u1", "evt-u1")), 200);
    const QString op = onlyOperation();
    // Held from the start (its e-mail can never go out as it is); the CRM task still runs.
    WAIT_FOR_STATE(op, OperationState::Held);
    QTRY_COMPARE_WITH_TIMEOUT(toString(ledger()->steps(op).value().at(0).step.state), QStringLiteral("confirmed"), 30'000);
    QCOMPARE(sb.total(Crm), 1);
    QCOMPARE(sb.total(Mail), 0);
    auto l = ledger();
    const StepRecord mail = l->steps(op).value().at(1);
    QCOMPARE(toString(mail.step.holdReason), QStringLiteral("content_rejected"));
    QCOMPARE(mail.step.attemptsUsed, 0);
    bool reasonShown = false;
    for (const Evidence &e : l->evidence(op).value())
        reasonShown |= e.kind == QLatin1String("content_check") && e.summary == QLatin1String("the recipient must not be empty")
            && e.said == Said::of("content.no_recipient"); // stored as a code, put into words when read
    QVERIFY(reasonShown);
    // A retry would send the same content: refused; a new approved operation with edited content is the way.
    const auto retry = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("decide"), QStringLiteral("--ledger"), location(), op,
                                                                QStringLiteral("--reviewer"), QStringLiteral("Alex"),
                                                                QStringLiteral("--rationale"), QStringLiteral("try"),
                                                                QStringLiteral("retry-open-step")});
    QCOMPARE(retry.exitCode, 3);
    QVERIFY2(retry.out.contains(QStringLiteral("cannot be sent as it is")), qPrintable(retry.out));
    QCOMPARE(sb.total(Mail), 0);
    // What show suggests is one decide takes: not the retry it just refused.
    const auto shown = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("show"), QStringLiteral("--ledger"), location(), op,
                                                                QStringLiteral("--json")});
    const QString next = QJsonDocument::fromJson(shown.out.toUtf8()).object()[QStringLiteral("steps")][1][QStringLiteral("next_decision")].toString();
    QVERIFY2(next.startsWith(QStringLiteral("Start a new approved operation with edited content")) && !next.contains(QStringLiteral("retry")),
             qPrintable(next));
}

void TestEndToEnd::framingCheckedBeforeTheBodyIsRead()
{
    SandboxProcess sb;
    ServeProcess serve(location(), writeConfig(m_dir->path(), sb.base()));
    QVERIFY(serve.ready());
    const QByteArray body = sampleOrder();
    const QByteArray signedRequest = shopifyRequest(body, "orders/create", "w1", "e1");
    const auto withHeaders = [&](const QByteArray &extra, const QByteArray &replaceLength = {}) {
        QByteArray r = signedRequest;
        const QByteArray length = "Content-Length: " + QByteArray::number(body.size()) + "\r\n";
        if (!replaceLength.isNull())
            r.replace(length, replaceLength);
        r.replace("Host: 127.0.0.1\r\n", "Host: 127.0.0.1\r\n" + extra);
        return r;
    };
    // A declared body over 1 MiB is refused at once, before any of it is sent:
    // the client here sends only the header block and waits.
    QByteArray huge = signedRequest.left(signedRequest.indexOf("\r\n\r\n") + 4);
    huge.replace("Content-Length: " + QByteArray::number(body.size()), "Content-Length: 1073741824");
    QElapsedTimer t;
    t.start();
    const auto tooLarge = exchange(serve.base(), huge, 5000);
    QCOMPARE(tooLarge.first, 413);
    QVERIFY2(t.elapsed() < 4000, QByteArray::number(t.elapsed()).constData());
    QVERIFY2(tooLarge.second.contains("body over 1 MiB"), tooLarge.second.constData());
    // Conflicting, negative or non-numeric Content-Length: 400 (RFC 9112 §6.3),
    // also when the first one is right.
    QCOMPARE(exchange(serve.base(), withHeaders("Content-Length: 5\r\n")).first, 400);
    QCOMPARE(exchange(serve.base(), withHeaders({}, "Content-Length: -5\r\n")).first, 400);
    QCOMPARE(exchange(serve.base(), withHeaders({}, "Content-Length: 12abc\r\n")).first, 400);
    QCOMPARE(exchange(serve.base(), withHeaders({}, "Content-Length: \r\n")).first, 400);
    // The same length twice is refused too: one parser may count one, another both.
    QCOMPARE(exchange(serve.base(), withHeaders("Content-Length: " + QByteArray::number(body.size()) + "\r\n")).first,
             400);
    // A chunked body: its length is unknown until read, so the length is asked for.
    QCOMPARE(exchange(serve.base(), withHeaders("Transfer-Encoding: chunked\r\n")).first, 411);
    // A header block over 64 KiB: 431, not a signature error.
    const auto bigHeaders = exchange(serve.base(), withHeaders("X-Padding: " + QByteArray(200 * 1024, 'p') + "\r\n"));
    QCOMPARE(bigHeaders.first, 431);
    // One without an end at all (a request line that goes on and on) too.
    QCOMPARE(exchange(serve.base(), "POST /" + QByteArray(100 * 1024, 'a')).first, 431);
    // Two requests on one connection, the second refused: the first is
    // answered, the second is never handled.
    QByteArray keepAlive = signedRequest;
    keepAlive.replace("Connection: close\r\n", "");
    keepAlive.replace("X-Shopify-Event-Id: e1", "X-Shopify-Event-Id: e2");
    keepAlive.replace("X-Shopify-Webhook-Id: w1", "X-Shopify-Webhook-Id: w2");
    const auto pipelined = exchange(serve.base(), keepAlive + withHeaders("Content-Length: 1\r\n"));
    QVERIFY2(pipelined.first == 200, pipelined.second.constData());
    // Only the one accepted delivery is in the ledger; nothing of the refused ones.
    auto l = ledger();
    const Counts c = l->counts().value();
    QCOMPARE(c.deliveries, 1);
    QCOMPARE(c.events, 1);
    // The server still serves.
    QCOMPARE(send(serve.base(), "GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"), 200);
}

// Where the framing check and Qt HTTP Server could read the same bytes two
// ways, the request is refused; queued requests cost linear time; the bytes in
// flight of all connections together are bounded.
void TestEndToEnd::smugglingAndFloodsFindNoGap()
{
    SandboxProcess sb;
    ServeProcess serve(location(), writeConfig(m_dir->path(), sb.base()));
    QVERIFY(serve.ready());
    const QUrl base(serve.base());
    const QByteArray body = sampleOrder();
    const QByteArray signedRequest = shopifyRequest(body, "orders/create", "w1", "e1");
    const auto withHeaders = [&](const QByteArray &extra) {
        QByteArray r = signedRequest;
        r.replace("Host: 127.0.0.1\r\n", "Host: 127.0.0.1\r\n" + extra);
        return r;
    };

    // An obsolete folded line after Content-Length: one parser reads the
    // length as declared, another as "n 0". The bytes behind it would be a
    // second request (here one declaring a body, followed by 32 MiB) that the
    // check never saw. Refused at the fold, nothing behind it read.
    const QByteArray inner = "POST /webhooks/shopify HTTP/1.1\r\nHost: x\r\nContent-Length: 1000000000\r\n\r\n";
    const QByteArray outer = "POST /webhooks/shopify HTTP/1.1\r\nHost: x\r\nContent-Length: " + QByteArray::number(inner.size())
        + "\r\n 0\r\n\r\n" + inner;
    const qint64 rssBefore = serve.rssKiB();
    {
        QTcpSocket s;
        s.connectToHost(base.host(), quint16(base.port()));
        QVERIFY(s.waitForConnected(5000));
        s.write(outer);
        const QByteArray junk(1024 * 1024, 'x');
        QByteArray got;
        for (int i = 0; i < 32 && s.state() == QAbstractSocket::ConnectedState; ++i) {
            s.write(junk);
            s.waitForBytesWritten(2000);
            if (s.waitForReadyRead(1))
                got += s.readAll();
        }
        QElapsedTimer t;
        t.start();
        while (!got.contains("\r\n\r\n") && t.elapsed() < 5000 && (s.waitForReadyRead(100) || s.bytesAvailable()))
            got += s.readAll();
        QVERIFY2(got.startsWith("HTTP/1.1 400"), got.left(200).constData());
        QVERIFY2(got.contains("folded"), got.constData());
    }
    const qint64 rssAfter = serve.rssKiB();
    QVERIFY2(rssAfter - rssBefore < 16 * 1024, qPrintable(QStringLiteral("RSS %1 -> %2 KiB").arg(rssBefore).arg(rssAfter)));

    // The rest of the grammar, each refused with nothing recorded.
    QCOMPARE(exchange(serve.base(), withHeaders("X-Folded: a\r\n b\r\n")).first, 400);
    QCOMPARE(exchange(serve.base(), withHeaders("X-Bare: lf\n")).first, 400);
    QCOMPARE(exchange(serve.base(), withHeaders("X-Nul: a" + QByteArray(1, '\0') + "b\r\n")).first, 400);
    QCOMPARE(exchange(serve.base(), withHeaders("No colon here\r\n")).first, 400);
    QCOMPARE(exchange(serve.base(), withHeaders("Bad Name: x\r\n")).first, 400);
    QCOMPARE(exchange(serve.base(), " " + signedRequest).first, 400);
    QByteArray lfOnly = signedRequest;
    lfOnly.replace("\r\n", "\n");
    QCOMPARE(exchange(serve.base(), lfOnly).first, 400);
    // Up to 100 header fields are taken; over 100 is 431, not a request with
    // its headers silently dropped.
    QByteArray many;
    for (int i = 0; i < 89; ++i)
        many += "X-Extra-" + QByteArray::number(i) + ": v\r\n";
    QCOMPARE(signedRequest.count("\r\n") - 2, 11); // the request line, 11 fields, the empty line
    const auto hundred = exchange(serve.base(), withHeaders(many));
    QVERIFY2(hundred.first == 200, hundred.second.constData());
    const auto tooMany = exchange(serve.base(), withHeaders(many + "X-One-Too-Many: v\r\n"));
    QCOMPARE(tooMany.first, 431);
    QCOMPARE(ledger()->counts().value().deliveries, 1);

    // A client that pipelines 8 MiB of requests without reading an answer and
    // then leaves: the server is free again at once (the check used to copy
    // everything queued for every request, quadratic in the queue).
    {
        QTcpSocket flood;
        flood.bind(floodSource(0)); // another client than the honest one after it
        flood.connectToHost(base.host(), quint16(base.port()));
        QVERIFY(flood.waitForConnected(5000));
        const QByteArray one = "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n";
        QByteArray chunk;
        while (chunk.size() < 256 * 1024)
            chunk += one;
        // (It may be cut off: at 256 requests in flight it is answered 429.)
        for (int i = 0; i < 32 && flood.state() == QAbstractSocket::ConnectedState; ++i) {
            flood.write(chunk);
            flood.waitForBytesWritten(2000);
        }
        flood.abort();
    }
    QElapsedTimer t;
    t.start();
    QCOMPARE(send(serve.base(), shopifyRequest(body, "orders/create", "w2", "e2")), 200);
    QVERIFY2(t.elapsed() < 2000, qPrintable(QStringLiteral("an honest delivery after the flood took %1 ms").arg(t.elapsed())));

    // Request bytes in flight are bounded for all connections together (64
    // MiB): clients that each declare a 1 MiB body and send it slowly get 503
    // once the bound is reached, and memory stays flat.
    std::vector<std::unique_ptr<QTcpSocket>> slow;
    const QByteArray head = "POST /webhooks/shopify HTTP/1.1\r\nHost: x\r\nContent-Length: 1048576\r\n\r\nx";
    for (int i = 0; i < 72; ++i) {
        auto s = std::make_unique<QTcpSocket>();
        s->connectToHost(base.host(), quint16(base.port()));
        QVERIFY(s->waitForConnected(5000));
        s->write(head);
        s->flush();
        slow.push_back(std::move(s));
    }
    int busy = 0;
    QTRY_VERIFY_WITH_TIMEOUT(([&] {
                                 for (auto &s : slow) {
                                     s->waitForReadyRead(0);
                                     if (s->peek(12) == "HTTP/1.1 503") {
                                         s->readAll();
                                         ++busy;
                                     }
                                 }
                                 return busy >= 72 - 63;
                             }()),
                             5000);
    QCOMPARE(busy, 72 - 63); // 63 fit: 63 x (1 MiB + head) <= 64 MiB < 64 x …
    slow.clear();
    // Their room is given back when they go.
    QTRY_COMPARE_WITH_TIMEOUT(send(serve.base(), shopifyRequest(body, "orders/create", "w3", "e3")), 200, 5000);
    QCOMPARE(ledger()->counts().value().deliveries, 3);
}

void TestEndToEnd::busyLedgerAnswers503AndLosesNothing()
{
    if (!m_postgres.isEmpty())
        QSKIP("SQLite only: another program holding the file's write lock");
    SandboxProcess sb;
    const QString file = location();
    ServeProcess serve(file, writeConfig(m_dir->path(), sb.base()), {QStringLiteral("--no-intake")});
    QVERIFY(serve.ready()); // creates the ledger
    serve.stop();
    ServeProcess busy(file, writeConfig(m_dir->path(), sb.base()), {}, {QStringLiteral("RUNLEDGER_BUSY_TIMEOUT_MS=200")});
    QVERIFY(busy.ready());
    const QByteArray body = sampleOrder();
    {
        // Another program holds the write lock: the intake's writer gives up
        // after its busy timeout and the sender is told to retry, not 200.
        RawDb other(file);
        QVERIFY(other.exec(QStringLiteral("BEGIN EXCLUSIVE")));
        QCOMPARE(sendAll(busy.base(), {shopifyRequest(orderFor("e1"), "orders/create", "w1", "e1"),
                                        shopifyRequest(orderFor("e2"), "orders/create", "w2", "e2")}),
                 (QList<int>{503, 503}));
        QVERIFY(other.exec(QStringLiteral("ROLLBACK")));
    }
    QTRY_VERIFY_WITH_TIMEOUT(busy.log().contains(QStringLiteral("is locked by another program")), 5000);
    // The sender's retry lands once, and the runner carries it out.
    QCOMPARE(send(busy.base(), shopifyRequest(orderFor("e1"), "orders/create", "w1", "e1")), 200);
    QCOMPARE(send(busy.base(), shopifyRequest(orderFor("e1"), "orders/create", "w1", "e1")), 200);
    QTRY_COMPARE_WITH_TIMEOUT(sb.total(Mail), 1, 10'000);
    auto l = ledger();
    const Counts c = l->counts().value();
    QCOMPARE(c.events, 1);
    QCOMPARE(c.deliveries, 1);
    QCOMPARE(c.operations, 1);
    QCOMPARE(sb.total(Crm), 1);
}

void TestEndToEnd::importReverifiesSignatures()
{
    SandboxProcess sb;
    const QString config = writeConfig(m_dir->path(), sb.base());
    const QByteArray body = sampleOrder();
    const auto line = [&](const QByteArray &webhookId, const QByteArray &sig) {
        QJsonObject headers{{QStringLiteral("X-Shopify-Hmac-Sha256"), QString::fromLatin1(sig)},
                            {QStringLiteral("X-Shopify-Topic"), QStringLiteral("orders/create")},
                            {QStringLiteral("X-Shopify-Shop-Domain"), QStringLiteral("example-shop.myshopify.com")},
                            {QStringLiteral("X-Shopify-Webhook-Id"), QString::fromLatin1(webhookId)},
                            {QStringLiteral("X-Shopify-Event-Id"), QStringLiteral("evt-imp")}};
        return QJsonDocument(QJsonObject{{QStringLiteral("path"), QStringLiteral("/webhooks/shopify")},
                                         {QStringLiteral("headers"), headers},
                                         {QStringLiteral("body_base64"), QString::fromLatin1(body.toBase64())}})
                   .toJson(QJsonDocument::Compact)
            + '\n';
    };
    QFile f(path(QStringLiteral("captured.jsonl")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(line("imp-1", rl::app::signShopify(body, kShopifySecret)));
    f.write(line("imp-2", rl::app::signShopify(body, kShopifySecret)));
    f.write(line("imp-3", "Zm9yZ2Vk"));
    // A body whose base64 was damaged (a character that is not base64): refused, not guessed at.
    QByteArray damaged = line("imp-4", rl::app::signShopify(body, kShopifySecret));
    const int at = damaged.indexOf("\"body_base64\":\"") + 20;
    damaged[at] = '*';
    f.write(damaged);
    f.close();
    auto env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RUNLEDGER_SHOPIFY_SECRET"), QString::fromLatin1(kShopifySecret));
    const auto r = runTool(QStringLiteral("runledgerctl"),
                           {QStringLiteral("import"), QStringLiteral("--ledger"), location(),
                            QStringLiteral("--config"), config, QStringLiteral("--json"), f.fileName()},
                           60'000, env);
    QCOMPARE(r.exitCode, 3); // one line failed verification
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(o.value(QStringLiteral("imported")).toInt(), 2);
    QCOMPARE(o.value(QStringLiteral("new_events")).toInt(), 1);
    QCOMPARE(o.value(QStringLiteral("duplicates")).toInt(), 1);
    QCOMPARE(o.value(QStringLiteral("new_operations")).toInt(), 1);
    QCOMPARE(o.value(QStringLiteral("rejected")).toArray().at(0).toObject().value(QStringLiteral("line")).toInt(), 3);
    const QJsonObject bad = o.value(QStringLiteral("rejected")).toArray().at(1).toObject();
    QCOMPARE(bad.value(QStringLiteral("line")).toInt(), 4);
    QVERIFY2(bad.value(QStringLiteral("reason")).toString().contains(QStringLiteral("not valid base64")),
             qPrintable(bad.value(QStringLiteral("reason")).toString()));
    QCOMPARE(ledger()->counts().value().deliveries, 2);
}

QString TestEndToEnd::ledgerDisagreesWithTarget(SandboxProcess &sb) { return rl::testing::ledgerDisagreesWithTarget(*ledger(), sb); }

void TestEndToEnd::keyInUseIsNeverCalledNotExecuted_data()
{
    QTest::addColumn<bool>("lookup");
    QTest::newRow("mail service with a lookup") << true;
    QTest::newRow("mail service without a lookup (protected retries meet 409)") << false;
}

void TestEndToEnd::keyInUseIsNeverCalledNotExecuted()
{
    // The e-mail answers after 4 s, the profile gives up after 3 s: the first
    // request is still executing while Runledger reconciles.
    QFETCH(bool, lookup);
    SandboxProcess sb;
    sb.fault(Mail, QStringLiteral("delay"), 1, 4000);
    const QString config = writeConfig(m_dir->path(), sb.base(), [&](QJsonObject &, QJsonObject &mail) {
        mail.insert(QStringLiteral("inactivity_timeout_ms"), 3000);
        mail.insert(QStringLiteral("deadline_ms"), 10000);
        mail.insert(QStringLiteral("max_execution_ms"), 10000);
        mail.insert(QStringLiteral("lookup"), lookup);
    });
    ServeProcess serve(location(), config, {QStringLiteral("--reconcile-interval-ms"), QStringLiteral("300")});
    QVERIFY(serve.ready());
    QCOMPARE(send(serve.base(), shopifyRequest(sampleOrder(), "orders/create", "whk-1", "evt-1")), 200);
    const QString op = onlyOperation();
    QVERIFY(!op.isEmpty());
    // Watch what a reviewer would see all along: never "not executed", never advised to resend.
    bool sawKeyInUse = false;
    QString wrong; // what a reviewer should never have seen
    const auto completedWhileWatched = [&] {
        if (stateOf(op) == OperationState::Completed)
            return true;
        auto l = ledger();
        const auto steps = l->steps(op).value();
        const StepRecord &mail = steps.at(1);
        const QString next = StepRules::nextDecision(mail.context(QDateTime::currentDateTimeUtc()));
        if (isKnownNotExecuted(mail.step.holdReason))
            wrong = QStringLiteral("the e-mail is called not executed (%1)\n%2").arg(toString(mail.step.holdReason), serve.log());
        else if (next.contains(QStringLiteral("retry")) || next.contains(QStringLiteral("new approved")))
            wrong = next;
        for (const Evidence &e : l->evidence(op).value())
            sawKeyInUse |= e.httpStatus == 409;
        return !wrong.isEmpty();
    };
    QTRY_VERIFY_WITH_TIMEOUT(completedWhileWatched(), 27'000);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    WAIT_FOR_STATE(op, OperationState::Completed);
    rl::testing::holdStill(500, "a second e-mail, were one sent once the first request answered");
    QCOMPARE(sb.total(Mail), 1);
    QCOMPARE(sb.total(Crm), 1);
    if (!lookup)
        QVERIFY2(sawKeyInUse, qPrintable(serve.log())); // the 409 path was really taken
    QCOMPARE(ledgerDisagreesWithTarget(sb), QString());
}

void TestEndToEnd::slowCrmUnderLookupOnlyGetsOneTask()
{
    // A CRM without idempotency that answers after 12 s; the profile gives up
    // after 3 s of silence. An empty lookup in between proves nothing.
    SandboxProcess sb;
    QCOMPARE(sb.request("PUT", QStringLiteral("/_sandbox/capabilities"), R"({"crm.create_task":"plain"})").status, 200);
    sb.fault(Crm, QStringLiteral("delay"), 1, 12000);
    const QString config = writeConfig(m_dir->path(), sb.base(), [](QJsonObject &crm, QJsonObject &) {
        crm.insert(QStringLiteral("capability"), QStringLiteral("lookup_only"));
        crm.insert(QStringLiteral("inactivity_timeout_ms"), 3000);
        crm.insert(QStringLiteral("deadline_ms"), 10000);
        crm.remove(QStringLiteral("max_execution_ms")); // the profile's default
    });
    ServeProcess serve(location(), config, {QStringLiteral("--reconcile-interval-ms"), QStringLiteral("300")});
    QVERIFY(serve.ready());
    QElapsedTimer sent;
    sent.start();
    QCOMPARE(send(serve.base(), shopifyRequest(sampleOrder(), "orders/create", "whk-1", "evt-1")), 200);
    const QString op = onlyOperation();
    QTRY_COMPARE_WITH_TIMEOUT(toString(stateOf(op)), toString(OperationState::Completed), 25'000);
    // Count only once the slow first request has had its chance to act.
    rl::testing::holdStill(int(std::max<qint64>(500, 13'000 - sent.elapsed())), "the slow first request acting beside a wrong second one");
    QCOMPARE(sb.total(Crm), 1);
    QCOMPARE(sb.total(Mail), 1);
    auto l = ledger();
    int crmAttempts = 0;
    for (const Attempt &a : l->attempts(op).value())
        crmAttempts += a.stepRowId == l->steps(op).value().at(0).step.rowId;
    QCOMPARE(crmAttempts, 1); // looked up until found, never resent
    QCOMPARE(ledgerDisagreesWithTarget(sb), QString());
}

void TestEndToEnd::duplicateAtTheTargetIsHeldAndCounted()
{
    // Someone (another tool, a colleague by hand) created a second task with
    // the step's reference: the confirming lookup after the success sees both.
    SandboxProcess sb;
    QCOMPARE(sb.request("PUT", QStringLiteral("/_sandbox/capabilities"), R"({"crm.create_task":"plain"})").status, 200);
    sb.fault(Crm, QStringLiteral("delay"), 1, 400);
    const QString config = writeConfig(m_dir->path(), sb.base(), [](QJsonObject &crm, QJsonObject &) {
        crm.insert(QStringLiteral("settle_ms"), 1500); // the confirming lookup waits this long
    });
    ServeProcess serve(location(), config);
    QVERIFY(serve.ready());
    QString op;
    holdAsDuplicateAtTarget(sb, serve, &op);
    if (QTest::currentTestFailed())
        return;
    auto l = ledger();
    const StepRecord crm = l->steps(op).value().at(0);
    QCOMPARE(toString(crm.step.holdReason), QStringLiteral("duplicate_at_target"));
    QStringList records;
    for (const Evidence &e : l->evidence(op).value()) {
        if (e.kind == QLatin1String("duplicate"))
            records << e.targetReference;
    }
    QCOMPARE(records.size(), 2); // every record at the target, as evidence
    QCOMPARE(l->counts().value().duplicatesAtTarget, 1);
    const auto metrics = exchange(serve.base(), "GET /metrics HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    QVERIFY2(metrics.second.contains("\nrunledger_duplicates_at_target 1\n"), metrics.second.constData());
    const auto status = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("status"), QStringLiteral("--ledger"), location(),
                                                                 QStringLiteral("--json")});
    QCOMPARE(QJsonDocument::fromJson(status.out.toUtf8()).object().value(QStringLiteral("duplicates_at_target")).toInt(), 1);
    // Never resolved automatically: no decision, and "not executed" is refused.
    rl::testing::holdStill(1000, "an automatic resolution, were there one");
    QCOMPARE(toString(ledger()->steps(op).value().at(0).step.holdReason), QStringLiteral("duplicate_at_target"));
    QCOMPARE(sb.total(Crm), 2);
    // The confirming lookup checks a step; it does not hold back the next one,
    // so the e-mail went out once, and is never sent again below.
    QCOMPARE(sb.total(Mail), 1);
    const auto refused = runTool(QStringLiteral("runledgerctl"),
                                 {QStringLiteral("decide"), QStringLiteral("--ledger"), location(), op, QStringLiteral("--reviewer"),
                                  QStringLiteral("Alex"), QStringLiteral("--rationale"), QStringLiteral("nothing there"),
                                  QStringLiteral("--config"), config, QStringLiteral("--confirm"), QStringLiteral("confirm-not-executed")});
    QCOMPARE(refused.exitCode, 3);
    // Adopting one while both are there is refused: it would leave the other
    // counted nowhere.
    const auto whileBoth = runTool(QStringLiteral("runledgerctl"),
                                   {QStringLiteral("decide"), QStringLiteral("--ledger"), location(), op, QStringLiteral("--reviewer"),
                                    QStringLiteral("Alex"), QStringLiteral("--rationale"), QStringLiteral("keep the first"),
                                    QStringLiteral("--config"), config, QStringLiteral("--reference"), records.first(),
                                    QStringLiteral("adopt")});
    QCOMPARE(whileBoth.exitCode, 3);
    QVERIFY2(whileBoth.out.contains(QStringLiteral("several records")), qPrintable(whileBoth.out));
    QCOMPARE(toString(ledger()->steps(op).value().at(0).step.holdReason), QStringLiteral("duplicate_at_target"));
    // The reviewer deletes one at the target by hand and adopts the one kept.
    QCOMPARE(sb.request("DELETE", QStringLiteral("/crm/tasks/") + records.last()).status, 204);
    // Adopting a record the target does not know is refused with the target's answer.
    const auto unknown = runTool(QStringLiteral("runledgerctl"),
                                 {QStringLiteral("decide"), QStringLiteral("--ledger"), location(), op, QStringLiteral("--reviewer"),
                                  QStringLiteral("Alex"), QStringLiteral("--rationale"), QStringLiteral("this one"),
                                  QStringLiteral("--config"), config, QStringLiteral("--reference"), QStringLiteral("task_999999"),
                                  QStringLiteral("adopt")});
    QCOMPARE(unknown.exitCode, 3);
    QVERIFY2(unknown.out.contains(QStringLiteral("does not know task_999999")), qPrintable(unknown.out));
    const auto adopted = runTool(QStringLiteral("runledgerctl"),
                                 {QStringLiteral("decide"), QStringLiteral("--ledger"), location(), op, QStringLiteral("--reviewer"),
                                  QStringLiteral("Alex"), QStringLiteral("--rationale"), QStringLiteral("kept the first"),
                                  QStringLiteral("--config"), config, QStringLiteral("--reference"), records.first(),
                                  QStringLiteral("adopt")});
    QVERIFY2(adopted.exitCode == 0, qPrintable(adopted.out + adopted.err));
    WAIT_FOR_STATE(op, OperationState::Completed);
    QCOMPARE(sb.total(Mail), 1);
}

// A ledger carries its own targets: serve records its configuration (no
// secret in it), each step the address it was sent to, and a lookup for a
// decision goes there only. A configuration that points the step's target
// elsewhere (a staging CRM, a typo) is refused, naming both addresses.
void TestEndToEnd::lookupsGoWhereTheStepWasSent()
{
    SandboxProcess sb;
    QCOMPARE(sb.request("PUT", QStringLiteral("/_sandbox/capabilities"), R"({"crm.create_task":"plain"})").status, 200);
    const QString config = writeConfig(m_dir->path(), sb.base(), [](QJsonObject &crm, QJsonObject &) {
        crm.insert(QStringLiteral("settle_ms"), 800);
        crm.insert(QStringLiteral("api_token"), QStringLiteral("sk_live_do_not_keep")); // a field that looks like a secret
    });
    ServeProcess serve(location(), config);
    QVERIFY(serve.ready());
    QString op;
    holdAsDuplicateAtTarget(sb, serve, &op);
    if (QTest::currentTestFailed())
        return;
    serve.stop();
    auto l = ledger();
    const QString sentTo = l->steps(op).value().at(0).sentTo;
    QCOMPARE(sentTo, sb.base());
    const auto recorded = l->latestConfiguration();
    QVERIFY(recorded && !recorded->isEmpty());
    QVERIFY2(recorded->contains(sb.base().toUtf8()) && !recorded->contains("sk_live_do_not_keep"), recorded->constData());
    const qsizetype decisionsBefore = l->decisions(op).value().size();
    // Another configuration whose CRM is elsewhere: refused before any lookup, both addresses named.
    const QString other = QDir(m_dir->path()).filePath(QStringLiteral("other.json"));
    QVERIFY(QFile::copy(config, other));
    editConfig(other, [](QJsonObject &root) {
        QJsonObject targets = root.value(QStringLiteral("targets")).toObject();
        QJsonObject crm = targets.value(QStringLiteral("sandbox-crm")).toObject();
        crm.insert(QStringLiteral("base_url"), QStringLiteral("http://127.0.0.1:9"));
        targets.insert(QStringLiteral("sandbox-crm"), crm);
        root.insert(QStringLiteral("targets"), targets);
    });
    const QStringList decide{QStringLiteral("decide"), QStringLiteral("--ledger"), location(), op, QStringLiteral("--reviewer"),
                             QStringLiteral("Alex"), QStringLiteral("--rationale"), QStringLiteral("look again")};
    const auto elsewhere = runTool(QStringLiteral("runledgerctl"), decide + QStringList{QStringLiteral("--config"), other, QStringLiteral("reconcile")});
    QCOMPARE(elsewhere.exitCode, 3);
    QVERIFY2(elsewhere.out.contains(sb.base()) && elsewhere.out.contains(QStringLiteral("http://127.0.0.1:9")), qPrintable(elsewhere.out));
    QVERIFY2(!elsewhere.out.contains(QStringLiteral("lookup:")), qPrintable(elsewhere.out)); // nothing asked there
    QCOMPARE(ledger()->decisions(op).value().size(), decisionsBefore);
    // Without --config: the ledger's own configuration, so the lookup goes where the step was sent.
    const auto own = runTool(QStringLiteral("runledgerctl"), decide + QStringList{QStringLiteral("reconcile")});
    QVERIFY2(own.out.contains(QStringLiteral("lookup: ambiguous")), qPrintable(own.out + own.err));
    // show --json names each decision's login as the ledger recorded it (the
    // database's login on PostgreSQL; on SQLite the name recorded for it).
    const auto shown = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("show"), QStringLiteral("--ledger"), location(), op,
                                                                QStringLiteral("--json")});
    const QJsonArray decisions = QJsonDocument::fromJson(shown.out.toUtf8()).object()[QStringLiteral("decisions")].toArray();
    QVERIFY(!decisions.isEmpty());
    const QList<Decision> decided = ledger()->decisions(op).value();
    QCOMPARE(decisions.size(), decided.size());
    for (qsizetype i = 0; i < decisions.size(); ++i) {
        QVERIFY(decisions.at(i).toObject().contains(QStringLiteral("login")));
        QCOMPARE(decisions.at(i)[QStringLiteral("login")].toString(), decided.at(i).login);
    }
    QVERIFY(!decided.last().login.isEmpty());
}

void TestEndToEnd::adversarialRunAgreesWithTheTarget()
{
    // Two serve processes on one ledger; every event delivered twice to each,
    // at once; faults of every kind (delays beyond the inactivity timeout
    // too); a CRM that ignores idempotency keys although its profile claims
    // protected_create. RUNLEDGER_ADVERSARIAL_EVENTS sets the size (CI: 24).
    const int events = qEnvironmentVariableIsSet("RUNLEDGER_ADVERSARIAL_EVENTS") ? qEnvironmentVariableIntValue("RUNLEDGER_ADVERSARIAL_EVENTS") : 24;
    SandboxProcess sb;
    QCOMPARE(sb.request("PUT", QStringLiteral("/_sandbox/capabilities"), R"({"crm.create_task":"plain"})").status, 200);
    const QString config = writeConfig(m_dir->path(), sb.base(), [](QJsonObject &crm, QJsonObject &) {
        crm.insert(QStringLiteral("capability"), QStringLiteral("protected_create")); // the overstated claim
    });
    ServeProcess a(location(), config, {QStringLiteral("--reconcile-interval-ms"), QStringLiteral("200")});
    ServeProcess b(location(), config, {QStringLiteral("--reconcile-interval-ms"), QStringLiteral("200")});
    QVERIFY(a.ready() && b.ready());
    const QStringList modes{QStringLiteral("lose_response"), QStringLiteral("fail_before"), QStringLiteral("error_500"),
                            QStringLiteral("delay"), QStringLiteral("none")};
    QRandomGenerator rng = rl::testing::seededRandom("adversarialRunAgreesWithTheTarget", 20261201);
    const QByteArray body = sampleOrder();
    // What moves while the run works: operations by state, attempts, confirmed effects.
    const auto progress = [&] {
        const auto byState = ledger()->operationCountsByState().value();
        const Counts c = ledger()->counts().value();
        QList<qint64> picture{c.attempts, c.confirmedEffects};
        for (const OperationState st : {OperationState::Running, OperationState::Uncertain, OperationState::Held, OperationState::Completed})
            picture << byState.value(st);
        return picture;
    };
    for (int batch = 0; batch * 8 < events; ++batch) {
        for (const QString &endpoint : {Crm, Mail}) {
            const QString mode = modes.at(int(rng.bounded(int(modes.size()))));
            // Delays from a quarter to three times the 600 ms inactivity timeout.
            sb.fault(endpoint, mode, 1 + int(rng.bounded(4)), 150 + int(rng.bounded(1650)));
        }
        QList<QByteArray> toA, toB;
        for (int i = batch * 8; i < std::min(events, batch * 8 + 8); ++i) {
            const QByteArray id = QByteArray::number(i);
            toA << shopifyRequest(orderFor("e" + id), "orders/create", "wa1-" + id, "e" + id) << shopifyRequest(orderFor("e" + id), "orders/create", "wa2-" + id, "e" + id);
            toB << shopifyRequest(orderFor("e" + id), "orders/create", "wb1-" + id, "e" + id) << shopifyRequest(orderFor("e" + id), "orders/create", "wb2-" + id, "e" + id);
        }
        QList<int> statusesB;
        std::thread other([&] { statusesB = sendAll(b.base(), toB); });
        const QList<int> statusesA = sendAll(a.base(), toA);
        other.join();
        QCOMPARE(statusesA.count(200), statusesA.size());
        QCOMPARE(statusesB.count(200), statusesB.size());
        // Let this batch meet its faults before the next batch sets others
        // (its uncertain steps go on being reconciled meanwhile).
        // Bounded by progress, not by a total a busy machine exceeds.
        QVERIFY2(waitWhileProgressing([&] { return ledger()->operationCountsByState().value().value(OperationState::Running) == 0; },
                                      progress, 30'000),
                 qPrintable(a.log() + b.log()));
    }
    // Everything settles: completed, or held for a reviewer.
    QVERIFY2(waitWhileProgressing(
                 [&] {
                     const auto counts = ledger()->operationCountsByState().value();
                     return counts.value(OperationState::Completed) + counts.value(OperationState::Held) == events;
                 },
                 progress, 30'000),
             qPrintable(a.log() + b.log()));
    rl::testing::holdStill(2500, "late answers and confirming lookups, were they to act twice");
    const Counts c = ledger()->counts().value();
    QCOMPARE(c.events, events);
    QCOMPARE(c.operations, events);
    QCOMPARE(c.deliveries, 4 * events);
    const QJsonObject effects = sb.effects();
    int twice = 0;
    for (const QString &endpoint : {Crm, Mail}) {
        const QJsonObject perRef = effects.value(endpoint).toObject();
        for (auto it = perRef.begin(); it != perRef.end(); ++it)
            twice += it.value().toInt() > 1;
    }
    // What the run really went through: outcome classes and evidence kinds.
    QMap<QString, int> seen;
    {
        auto l = ledger();
        for (const Operation &op : l->operations(OperationFilter{std::nullopt, {}, {}, 0, 100'000, false}).value()) {
            for (const Attempt &at : l->attempts(op.id).value())
                ++seen[QStringLiteral("attempt ") + (at.outcome ? toString(*at.outcome) : QStringLiteral("open"))];
            for (const Evidence &e : l->evidence(op.id).value())
                ++seen[e.kind + QLatin1Char(' ') + e.result + (e.httpStatus == 409 ? QStringLiteral(" (409)") : QString())];
        }
    }
    QStringList breakdown;
    for (auto it = seen.begin(); it != seen.end(); ++it)
        breakdown << QStringLiteral("%1: %2").arg(it.key()).arg(it.value());
    qInfo("adversarial: %d events, %lld attempts, %lld confirmed effects, %d completed, %d held, %d references executed twice; %s",
          events, c.attempts, c.confirmedEffects, int(ledger()->operationCountsByState().value().value(OperationState::Completed)),
          int(ledger()->operationCountsByState().value().value(OperationState::Held)), twice, qPrintable(breakdown.join(QStringLiteral(", "))));
    QCOMPARE(twice, 0);
    QCOMPARE(c.duplicatesAtTarget, 0);
    QCOMPARE(ledgerDisagreesWithTarget(sb), QString());
}

// Team mode's parts apart: an intake process answers and never calls a
// target; a runner process (no webhooks) then does the work.
void TestEndToEnd::intakeRoleSendsNothingRunnerRoleCompletes()
{
    SandboxProcess sb;
    const QString config = writeConfig(m_dir->path(), sb.base());
    ServeProcess intake(location(), config, {QStringLiteral("--role"), QStringLiteral("intake")});
    QVERIFY(intake.ready());
    const QByteArray body = sampleOrder();
    QList<QByteArray> requests;
    for (int i = 0; i < 5; ++i)
        requests << shopifyRequest(orderFor("e" + QByteArray::number(i)), "orders/create", "w" + QByteArray::number(i), "e" + QByteArray::number(i));
    requests << shopifyRequest(orderFor("e0"), "orders/create", "w0-again", "e0"); // the same event again
    QCOMPARE(sendAll(intake.base(), requests), QList<int>(6, 200));
    QCOMPARE(ledger()->operationCountsByState().value().value(OperationState::Running), 5);
    rl::testing::holdStill(1500, "a runner, if there were one, acting");
    QCOMPARE(sb.total(Crm), 0);
    QCOMPARE(sb.total(Mail), 0);
    QCOMPARE(ledger()->counts().value().attempts, 0);
    QVERIFY2(!intake.log().contains(QStringLiteral("attempt")), qPrintable(intake.log()));

    // A runner with its health endpoint: webhooks sent there are refused, nothing recorded.
    ServeProcess runner(location(), config, {QStringLiteral("--role"), QStringLiteral("runner")});
    QVERIFY(runner.ready());
    QVERIFY(!runner.base().isEmpty());
    QCOMPARE(exchange(runner.base(), "GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").first, 200);
    QCOMPARE(exchange(runner.base(), "GET /metrics HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").first, 200);
    QCOMPARE(send(runner.base(), shopifyRequest(orderFor("e-wrong"), "orders/create", "w-wrong", "e-wrong")), 404);
    QTRY_COMPARE_WITH_TIMEOUT(ledger()->operationCountsByState().value().value(OperationState::Completed), 5, 20'000);
    // Work arriving later at the intake reaches the runner in the other process.
    QCOMPARE(send(intake.base(), shopifyRequest(orderFor("e9"), "orders/create", "w9", "e9")), 200);
    QTRY_COMPARE_WITH_TIMEOUT(ledger()->operationCountsByState().value().value(OperationState::Completed), 6, 20'000);
    QCOMPARE(ledger()->counts().value().events, 6);
    QCOMPARE(sb.total(Crm), 6);
    QCOMPARE(sb.total(Mail), 6);
    QCOMPARE(ledgerDisagreesWithTarget(sb), QString());
    QVERIFY(!intake.log().contains(QStringLiteral("attempt")));
}

// The team deployment under attack: three processes on one ledger (two
// `all`, one `runner`), every event delivered twice at once to both intakes,
// target faults, and processes killed with SIGKILL at random and started
// again. RUNLEDGER_TEAM_EVENTS sets the size (CI: 24; by hand: 2,000).
void TestEndToEnd::teamRunWithKillsAgreesWithTheTarget()
{
    const int events = qEnvironmentVariableIsSet("RUNLEDGER_TEAM_EVENTS") ? qEnvironmentVariableIntValue("RUNLEDGER_TEAM_EVENTS") : 24;
    SandboxProcess sb;
    // No idempotency at the target: only the ledger stands between us and duplicates.
    QCOMPARE(sb.request("PUT", QStringLiteral("/_sandbox/capabilities"), R"({"crm.create_task":"plain","mail.send":"plain"})").status, 200);
    const QString config = writeConfig(m_dir->path(), sb.base());
    const QStringList tuning{QStringLiteral("--reconcile-interval-ms"), QStringLiteral("200"), QStringLiteral("--lease-margin-ms"),
                             QStringLiteral("1000")};
    const QStringList roles{QStringLiteral("all"), QStringLiteral("all"), QStringLiteral("runner")};
    std::vector<std::unique_ptr<ServeProcess>> procs;
    const auto start = [&](int i) {
        procs[size_t(i)] = std::make_unique<ServeProcess>(location(), config, QStringList{QStringLiteral("--role"), roles.at(i)} + tuning);
        return procs[size_t(i)]->ready();
    };
    procs.resize(3);
    for (int i = 0; i < 3; ++i)
        QVERIFY(start(i));
    const QStringList modes{QStringLiteral("lose_response"), QStringLiteral("fail_before"), QStringLiteral("error_500"),
                            QStringLiteral("delay"), QStringLiteral("none")};
    QRandomGenerator rng = rl::testing::seededRandom("teamRunWithKillsAgreesWithTheTarget", 20261202);
    const QByteArray body = sampleOrder();
    int kills = 0;
    // Like Shopify: a delivery not answered 200 is sent again, to whichever intake answers.
    const auto deliver = [&](QList<QByteArray> requests, int preferred) {
        for (int round = 0; round < 40 && !requests.isEmpty(); ++round) {
            const int to = (preferred + round) % 2;
            if (!procs[size_t(to)] || !procs[size_t(to)]->ready())
                continue;
            const QList<int> statuses = sendAll(procs[size_t(to)]->base(), requests);
            QList<QByteArray> again;
            for (qsizetype k = 0; k < requests.size(); ++k) {
                if (statuses.value(k) != 200)
                    again << requests.at(k);
            }
            requests = again;
        }
        return requests.isEmpty();
    };
    for (int batch = 0; batch * 8 < events; ++batch) {
        for (const QString &endpoint : {Crm, Mail}) {
            const QString mode = modes.at(int(rng.bounded(int(modes.size()))));
            sb.fault(endpoint, mode, 1 + int(rng.bounded(3)), 150 + int(rng.bounded(1200)));
        }
        QList<QByteArray> toA, toB;
        for (int i = batch * 8; i < std::min(events, batch * 8 + 8); ++i) {
            const QByteArray id = QByteArray::number(i);
            toA << shopifyRequest(orderFor("e" + id), "orders/create", "wa-" + id, "e" + id);
            toB << shopifyRequest(orderFor("e" + id), "orders/create", "wb-" + id, "e" + id);
        }
        // Now and then one of the three dies in the middle of the work still
        // going on from the batches before, and comes back.
        if (rng.bounded(3) == 0) {
            const int victim = int(rng.bounded(3));
            rl::testing::holdStill(int(rng.bounded(300)), "a random moment in the work to kill a process at");
            procs[size_t(victim)]->kill();
            ++kills;
            QVERIFY(start(victim));
        }
        bool okA = false, okB = false;
        std::thread other([&] { okB = deliver(toB, 1); });
        okA = deliver(toA, 0);
        other.join();
        QVERIFY(okA && okB);
    }
    // Everything settles: completed, or held for a reviewer.
    QTRY_VERIFY_WITH_TIMEOUT([&] {
        const auto counts = ledger()->operationCountsByState().value();
        return counts.value(OperationState::Completed) + counts.value(OperationState::Held) == events;
    }(), 180'000);
    rl::testing::holdStill(2500, "late answers and confirming lookups, were they to act twice");
    const Counts c = ledger()->counts().value();
    QCOMPARE(c.events, events);
    QCOMPARE(c.operations, events);
    QVERIFY(c.deliveries >= 2 * events);
    int twice = 0;
    const QJsonObject effects = sb.effects();
    for (const QString &endpoint : {Crm, Mail}) {
        const QJsonObject perRef = effects.value(endpoint).toObject();
        for (auto it = perRef.begin(); it != perRef.end(); ++it)
            twice += it.value().toInt() > 1;
    }
    qInfo("team: %d events, %d kills, %lld deliveries, %lld attempts, %lld confirmed effects, %d completed, %d held, "
          "%d references executed twice",
          events, kills, c.deliveries, c.attempts, c.confirmedEffects,
          int(ledger()->operationCountsByState().value().value(OperationState::Completed)),
          int(ledger()->operationCountsByState().value().value(OperationState::Held)), twice);
    QCOMPARE(twice, 0);
    QCOMPARE(ledgerDisagreesWithTarget(sb), QString());
    const ChainVerification v = ledger()->verifyChain();
    QVERIFY2(v.ok, qPrintable(v.problem));
}

// The database restarts under two serve processes: deliveries are refused
// (503) and /healthz says so while it is away, nothing acknowledged is lost,
// and within 30 s of its return intake answers 200 and the runners finish
// every step (none left running).
void TestEndToEnd::postgresRestartUnderServeHeals()
{
    if (m_postgres.isEmpty())
        QSKIP("a PostgreSQL case: the database server is restarted under serve");
    // The private server of tests/support/postgres-fixture.sh: its folder is beside its URL.
    QFile datadirFile(QFileInfo(qEnvironmentVariable("RUNLEDGER_TEST_LEDGER_ON_POSTGRES")).dir().filePath(QStringLiteral("datadir")));
    if (!datadirFile.open(QIODevice::ReadOnly))
        QSKIP("not the fixture's own server (RUNLEDGER_TEST_POSTGRES): it is not restarted by a test");
    const QString data = QString::fromUtf8(datadirFile.readAll()).trimmed() + QStringLiteral("/db");
    QDir bins(QStringLiteral("/usr/lib/postgresql"));
    const QStringList versions = bins.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    QVERIFY(!versions.isEmpty());
    const QString pgCtl = bins.filePath(versions.last() + QStringLiteral("/bin/pg_ctl"));
    const auto pg = [&](const QStringList &args) {
        QStringList cmd{pgCtl, QStringLiteral("-D"), data, QStringLiteral("-w"), QStringLiteral("-t"), QStringLiteral("60")};
        cmd += args;
        if (::geteuid() == 0)
            cmd = QStringList{QStringLiteral("-u"), QStringLiteral("postgres"), QStringLiteral("--")} + cmd;
        QProcess p;
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.start(::geteuid() == 0 ? QStringLiteral("/usr/sbin/runuser") : cmd.takeFirst(), cmd);
        if (!p.waitForFinished(90'000))
            return QStringLiteral("pg_ctl did not finish");
        return p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0 ? QString() : QString::fromUtf8(p.readAll());
    };
    SandboxProcess sb;
    const QString config = writeConfig(m_dir->path(), sb.base());
    ServeProcess a(location(), config);
    ServeProcess b(location(), config);
    QVERIFY(a.ready() && b.ready());
    const QByteArray body = sampleOrder();
    QCOMPARE(sendAll(a.base(), {shopifyRequest(orderFor("e1"), "orders/create", "w1", "e1"), shopifyRequest(orderFor("e2"), "orders/create", "w2", "e2")}),
             QList<int>(2, 200));
    const QByteArray health = "GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n";
    QCOMPARE(exchange(a.base(), health).first, 200);

    QCOMPARE(pg({QStringLiteral("stop"), QStringLiteral("-m"), QStringLiteral("fast")}), QString());
    QCOMPARE(send(a.base(), shopifyRequest(orderFor("e3"), "orders/create", "w3", "e3")), 503);
    QCOMPARE(send(b.base(), shopifyRequest(orderFor("e4"), "orders/create", "w4", "e4")), 503);
    const auto down = exchange(b.base(), health);
    QCOMPARE(down.first, 503);
    QVERIFY2(down.second.contains("ledger unavailable"), down.second.constData());
    // restart: started again with the options it had (postmaster.opts).
    QCOMPARE(pg({QStringLiteral("restart"), QStringLiteral("-l"), data + QStringLiteral("/../server.log")}), QString());

    // Shopify sends again what was refused; within 30 s it is taken.
    QElapsedTimer t;
    t.start();
    int status3 = 0, status4 = 0;
    const auto sentAgainAndTaken = [&] {
        if (status3 != 200)
            status3 = send(a.base(), shopifyRequest(orderFor("e3"), "orders/create", "w3", "e3"));
        if (status4 != 200)
            status4 = send(b.base(), shopifyRequest(orderFor("e4"), "orders/create", "w4", "e4"));
        return status3 == 200 && status4 == 200;
    };
    QTRY_VERIFY2_WITH_TIMEOUT(sentAgainAndTaken(), qPrintable(QStringLiteral("answered %1 and %2").arg(status3).arg(status4)), 30'000);
    QCOMPARE(status3, 200);
    QCOMPARE(status4, 200);
    qInfo("deliveries taken again %lld ms after the server was back", t.elapsed());
    QTRY_COMPARE_WITH_TIMEOUT(exchange(a.base(), health).first, 200, 30'000);
    QCOMPARE(exchange(b.base(), health).first, 200);
    QTRY_COMPARE_WITH_TIMEOUT(ledger()->operationCountsByState().value().value(OperationState::Completed), 4, 40'000);
    const Counts c = ledger()->counts().value();
    QCOMPARE(c.events, 4);
    QCOMPARE(c.operations, 4);
    QCOMPARE(sb.total(Crm), 4);
    QCOMPARE(sb.total(Mail), 4);
    QCOMPARE(ledgerDisagreesWithTarget(sb), QString());
    QVERIFY2(a.log().contains(QStringLiteral("reconnected")) || b.log().contains(QStringLiteral("reconnected")),
             "a runner noticed the lost connection and reconnected");
}

void TestEndToEnd::probeChecksDeclaredCapabilities_data()
{
    QTest::addColumn<QString>("sandboxCrm"); // what the CRM really does with keys
    QTest::addColumn<QString>("declared");   // what its profile claims
    QTest::addColumn<int>("targetSettleMs");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("observed");
    QTest::addColumn<QString>("says");
    QTest::newRow("honours keys, declared protected_create") << "idempotent" << "protected_create" << 0 << 0 << "protected_create" << "";
    QTest::newRow("ignores keys, declared protected_create") << "plain" << "protected_create" << 0 << 3 << "lookup_only"
                                                             << "ignores the key";
    QTest::newRow("ignores keys, declared lookup_only") << "plain" << "lookup_only" << 0 << 0 << "lookup_only" << "";
    QTest::newRow("search lags behind settle_ms") << "idempotent" << "protected_create" << 700 << 3 << "protected_create"
                                                  << "settle_ms is 0";
}

void TestEndToEnd::probeChecksDeclaredCapabilities()
{
    QFETCH(QString, sandboxCrm);
    QFETCH(QString, declared);
    QFETCH(int, targetSettleMs);
    QFETCH(int, exitCode);
    QFETCH(QString, observed);
    QFETCH(QString, says);
    SandboxProcess sb({QStringLiteral("--settle-ms"), QString::number(targetSettleMs)});
    QCOMPARE(sb.request("PUT", QStringLiteral("/_sandbox/capabilities"),
                        QStringLiteral(R"({"crm.create_task":"%1"})").arg(sandboxCrm).toUtf8()).status, 200);
    const QString config = writeConfig(m_dir->path(), sb.base(), [&](QJsonObject &crm, QJsonObject &) {
        crm.insert(QStringLiteral("capability"), declared);
        crm.insert(QStringLiteral("settle_ms"), 0);
    });
    QVERIFY(runTool(QStringLiteral("runledgerctl"), {QStringLiteral("init"), QStringLiteral("--ledger"), location()}).exitCode == 0);
    const QString out = path(QStringLiteral("probe.json"));
    const auto r = runTool(QStringLiteral("runledgerctl"),
                           {QStringLiteral("probe"), QStringLiteral("--config"), config, QStringLiteral("--target"),
                            QStringLiteral("sandbox-crm"), QStringLiteral("--ledger"), location(), QStringLiteral("--out"), out,
                            QStringLiteral("--out"), path(QStringLiteral("probe.html")), QStringLiteral("--lookup-timeout-ms"),
                            QStringLiteral("3000")},
                           60'000);
    QVERIFY2(r.exitCode == exitCode, qPrintable(r.out + r.err));
    QVERIFY2(r.out.contains(QStringLiteral("declared %1, observed %2").arg(declared, observed)), qPrintable(r.out));
    if (!says.isEmpty())
        QVERIFY2(r.out.contains(says), qPrintable(r.out));
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonObject found = QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("targets")).toArray().at(0).toObject();
    QCOMPARE(found.value(QStringLiteral("should_declare")).toString(), observed);
    // The canaries are labelled and listed; their number shows what the key did.
    const QJsonArray canaries = found.value(QStringLiteral("canary_records")).toArray();
    QCOMPARE(canaries.size(), sandboxCrm == QLatin1String("plain") ? 3 : 1);
    QCOMPARE(sb.total(Crm), int(canaries.size()));
    QVERIFY(sb.request("GET", QStringLiteral("/crm/tasks?reference=") + found.value(QStringLiteral("canary_references")).toArray().at(0).toString())
                .json.value(QStringLiteral("results")).toArray().at(0).toObject().value(QStringLiteral("subject")).toString()
                .startsWith(QStringLiteral("Runledger probe — safe to delete")));
    // Recorded: serve names the last probe of each target when it starts.
    ServeProcess serve(location(), config);
    QVERIFY(serve.ready());
    QTRY_VERIFY_WITH_TIMEOUT(serve.log().contains(QStringLiteral("target sandbox-crm declares %1; last probe").arg(declared)), 5000);
    QCOMPARE(serve.log().contains(QStringLiteral("contradicts what the target does")), exitCode == 3);
    QVERIFY(serve.log().contains(QStringLiteral("target sandbox-mail declares protected_create and was never probed")));
}

void TestEndToEnd::resendMail_data()
{
    // The e-mail step against the sandbox's Resend emulation (POST /emails,
    // Idempotency-Key kept 24 h, no lookup): protected retries, never a lookup.
    QTest::addColumn<QString>("fault");
    QTest::addColumn<int>("delayMs");
    QTest::addColumn<bool>("token");
    QTest::addColumn<int>("retentionSeconds");
    QTest::addColumn<int>("mails");
    QTest::addColumn<QString>("state");
    QTest::addColumn<QString>("holdReason");
    QTest::newRow("sent") << "none" << 0 << true << 86400 << 1 << "completed" << "";
    QTest::newRow("answer lost: the same key replays it") << "lose_response" << 0 << true << 86400 << 1 << "completed" << "";
    QTest::newRow("refused before sending (429): retried") << "fail_before" << 0 << true << 86400 << 1 << "completed" << "";
    QTest::newRow("500 after sending: the replay says 500 too, held") << "error_500" << 0 << true << 86400 << 1 << "held"
                                                                      << "unresolved_uncertain";
    QTest::newRow("the first request outlives its key: held, never resent") << "delay" << 3000 << true << 2 << 1 << "held"
                                                                            << "key_expired";
    QTest::newRow("no token: refused, nothing sent") << "none" << 0 << false << 86400 << 0 << "held" << "attempts_exhausted";
}

void TestEndToEnd::resendMail()
{
    QFETCH(QString, fault);
    QFETCH(int, delayMs);
    QFETCH(bool, token);
    QFETCH(int, retentionSeconds);
    QFETCH(int, mails);
    QFETCH(QString, state);
    QFETCH(QString, holdReason);
    SandboxProcess sb({QStringLiteral("--api-token"), QStringLiteral("resend-test-token")});
    if (fault != QLatin1String("none"))
        sb.fault(Mail, fault, 1, delayMs);
    const QString config = writeConfig(m_dir->path(), sb.base(), [&](QJsonObject &, QJsonObject &mail) {
        mail.insert(QStringLiteral("protocol"), QStringLiteral("resend"));
        mail.insert(QStringLiteral("base_url"), sb.base() + QStringLiteral("/resend"));
        mail.insert(QStringLiteral("from"), QStringLiteral("orders@example.com"));
        mail.insert(QStringLiteral("token_env"), QStringLiteral("RUNLEDGER_RESEND_TOKEN"));
        mail.insert(QStringLiteral("key_retention_seconds"), retentionSeconds);
        mail.remove(QStringLiteral("lookup"));
        mail.remove(QStringLiteral("not_executed_statuses"));
    });
    ServeProcess serve(location(), config, {QStringLiteral("--reconcile-interval-ms"), QStringLiteral("300")},
                       token ? QStringList{QStringLiteral("RUNLEDGER_RESEND_TOKEN=resend-test-token")} : QStringList{});
    QVERIFY(serve.ready());
    QCOMPARE(send(serve.base(), shopifyRequest(sampleOrder(), "orders/create", "whk-1", "evt-1")), 200);
    const QString op = onlyOperation();
    QTRY_COMPARE_WITH_TIMEOUT(toString(stateOf(op)), state, 20'000);
    rl::testing::holdStill(std::max(500, delayMs), "a late first request acting beside a wrong second one");
    QCOMPARE(sb.total(Mail), mails);
    auto l = ledger();
    const StepRecord step = l->steps(op).value().at(1);
    QCOMPARE(toString(step.step.holdReason), holdReason.isEmpty() ? QStringLiteral("") : holdReason);
    for (const Evidence &e : l->evidence(op).value())
        QVERIFY2(!(e.stepRowId == step.step.rowId && e.kind == QLatin1String("lookup")), "Resend is never looked up");
    QCOMPARE(ledgerDisagreesWithTarget(sb), QString());
    if (fault == QLatin1String("lose_response"))
        QCOMPARE(step.step.attemptsUsed, 2); // one protected retry with the same key, answered by Resend's replay
    if (fault == QLatin1String("fail_before")) {
        // Resend's 429 says "retry-after: 1": the second attempt waited for it.
        QList<QDateTime> started;
        for (const Attempt &a : l->attempts(op).value())
            if (a.stepRowId == step.step.rowId)
                started << a.startedAt;
        QCOMPARE(started.size(), 2);
        QVERIFY2(started.at(0).msecsTo(started.at(1)) >= 1000,
                 qPrintable(QStringLiteral("retried after %1 ms").arg(started.at(0).msecsTo(started.at(1)))));
    }
    if (mails == 1 && fault == QLatin1String("none"))
        QCOMPARE(step.verification, QStringLiteral("off")); // confirmed by Resend's answer; it cannot be looked up

    // The probe agrees with the declared capability: one e-mail for a key, other content refused, no lookup.
    const auto probe = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("probe"), QStringLiteral("--config"), config,
                                                                QStringLiteral("--target"), QStringLiteral("sandbox-mail")},
                               30'000, [] {
                                   auto env = QProcessEnvironment::systemEnvironment();
                                   env.insert(QStringLiteral("RUNLEDGER_RESEND_TOKEN"), QStringLiteral("resend-test-token"));
                                   return env;
                               }());
    QVERIFY2(probe.exitCode == 0, qPrintable(probe.out + probe.err));
    QVERIFY2(probe.out.contains(QStringLiteral("declared protected_create, observed protected_create")), qPrintable(probe.out));
}

void TestEndToEnd::salesforceAndPostmark_data()
{
    // A Salesforce task, then a Postmark e-mail, against the sandbox's emulation
    // of both APIs: every fault answered by a lookup at the provider, never a resend.
    QTest::addColumn<QString>("endpoint");
    QTest::addColumn<QString>("fault");
    QTest::addColumn<bool>("token");
    QTest::addColumn<int>("tasks");
    QTest::addColumn<int>("mails");
    QTest::addColumn<QString>("state");
    QTest::addColumn<int>("attempts"); // of the faulted step
    QTest::newRow("both sent") << "" << "none" << true << 1 << 1 << "completed" << 1;
    QTest::newRow("Salesforce answer lost: found by its External ID") << "crm.create_task" << "lose_response" << true << 1 << 1 << "completed" << 1;
    QTest::newRow("Salesforce 500 after creating: found") << "crm.create_task" << "error_500" << true << 1 << 1 << "completed" << 1;
    QTest::newRow("Salesforce request limit: retried") << "crm.create_task" << "fail_before" << true << 1 << 1 << "completed" << 2;
    QTest::newRow("Salesforce slower than the timeout: found once done") << "crm.create_task" << "delay" << true << 1 << 1 << "completed" << 1;
    QTest::newRow("Postmark answer lost: found by metadata search") << "mail.send" << "lose_response" << true << 1 << 1 << "completed" << 1;
    QTest::newRow("Postmark 500 after sending: found") << "mail.send" << "error_500" << true << 1 << 1 << "completed" << 1;
    QTest::newRow("no tokens: refused, nothing done") << "" << "none" << false << 0 << 0 << "held" << 3;
}

void TestEndToEnd::salesforceAndPostmark()
{
    QFETCH(QString, endpoint);
    QFETCH(QString, fault);
    QFETCH(bool, token);
    QFETCH(int, tasks);
    QFETCH(int, mails);
    QFETCH(QString, state);
    QFETCH(int, attempts);
    SandboxProcess sb({QStringLiteral("--api-token"), QStringLiteral("provider-token"), QStringLiteral("--settle-ms"), QStringLiteral("300")});
    if (fault != QLatin1String("none"))
        sb.fault(endpoint, fault, 1, 1500);
    const QString config = writeConfig(m_dir->path(), sb.base(), [&](QJsonObject &crm, QJsonObject &mail) {
        for (QJsonObject *t : {&crm, &mail}) {
            for (const char *k : {"idempotency_header", "not_executed_statuses", "key_retention_seconds"})
                t->remove(QLatin1String(k));
            t->insert(QStringLiteral("settle_ms"), 300);
        }
        crm.insert(QStringLiteral("protocol"), QStringLiteral("salesforce"));
        crm.insert(QStringLiteral("base_url"), sb.base() + QStringLiteral("/salesforce"));
        mail.insert(QStringLiteral("protocol"), QStringLiteral("postmark"));
        mail.insert(QStringLiteral("base_url"), sb.base() + QStringLiteral("/postmark"));
        mail.insert(QStringLiteral("capability"), QStringLiteral("lookup_only"));
        mail.insert(QStringLiteral("from"), QStringLiteral("orders@example.com"));
    });
    const QStringList env = token ? QStringList{QStringLiteral("RUNLEDGER_CRM_TOKEN=provider-token"), QStringLiteral("RUNLEDGER_MAIL_TOKEN=provider-token")}
                                  : QStringList{};
    ServeProcess serve(location(), config, {QStringLiteral("--reconcile-interval-ms"), QStringLiteral("300")}, env);
    QVERIFY(serve.ready());
    QCOMPARE(send(serve.base(), shopifyRequest(sampleOrder(), "orders/create", "whk-1", "evt-1")), 200);
    const QString op = onlyOperation();
    QTRY_COMPARE_WITH_TIMEOUT(toString(stateOf(op)), state, 20'000);
    rl::testing::holdStill(1800, "a slow first request acting beside a wrong second one");
    QCOMPARE(sb.total(Crm), tasks);
    QCOMPARE(sb.total(Mail), mails);
    auto l = ledger();
    const auto steps = l->steps(op).value();
    const StepRecord &faulted = endpoint == Mail ? steps.at(1) : steps.at(0);
    QCOMPARE(faulted.step.attemptsUsed, attempts);
    if (tasks == 1)
        QVERIFY2(steps.at(0).step.targetReference.startsWith(QStringLiteral("00T")), qPrintable(steps.at(0).step.targetReference));
    if (state == QLatin1String("completed")) // confirmed by the provider's answer, then by its own search
        QTRY_COMPARE_WITH_TIMEOUT(ledger()->steps(op).value().at(1).verification, QStringLiteral("confirmed"), 5000);
    QCOMPARE(ledgerDisagreesWithTarget(sb), QString());
    if (!token || fault != QLatin1String("none"))
        return;
    // The probe agrees with both declarations: Salesforce's upsert protects a
    // create (the one record is updated, never a second), Postmark can only be searched.
    auto probeEnv = QProcessEnvironment::systemEnvironment();
    probeEnv.insert(QStringLiteral("RUNLEDGER_CRM_TOKEN"), QStringLiteral("provider-token"));
    probeEnv.insert(QStringLiteral("RUNLEDGER_MAIL_TOKEN"), QStringLiteral("provider-token"));
    const auto probe = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("probe"), QStringLiteral("--config"), config}, 60'000, probeEnv);
    QVERIFY2(probe.exitCode == 0, qPrintable(probe.out + probe.err));
    QVERIFY2(probe.out.contains(QStringLiteral("sandbox-crm: declared protected_create, observed protected_create")), qPrintable(probe.out));
    QVERIFY2(probe.out.contains(QStringLiteral("the one record was updated")), qPrintable(probe.out));
    QVERIFY2(probe.out.contains(QStringLiteral("sandbox-mail: declared lookup_only, observed lookup_only")), qPrintable(probe.out));
}

void TestEndToEnd::hubspotWithItsLimits_data()
{
    QTest::addColumn<int>("events");
    QTest::addColumn<int>("burst");      // HubSpot requests allowed per 10 s
    QTest::addColumn<int>("lostAnswers"); // creates whose answer is lost
    QTest::addColumn<bool>("expect429");
    // Searches are paced below HubSpot's 4 per second: none is refused.
    QTest::newRow("paced under the search limit, answers lost") << 10 << 100 << 3 << false;
    // Over the burst limit: refused before anything was done, waited out as told, then done.
    QTest::newRow("over the burst limit: waited, then done") << 5 << 6 << 0 << true;
}

void TestEndToEnd::hubspotWithItsLimits()
{
    QFETCH(int, events);
    QFETCH(int, burst);
    QFETCH(int, lostAnswers);
    QFETCH(bool, expect429);
    // The HubSpot emulation's search index lags 1.5 s behind a create.
    SandboxProcess sb({QStringLiteral("--api-token"), QStringLiteral("hs-token"), QStringLiteral("--settle-ms"), QStringLiteral("1500"),
                       QStringLiteral("--hubspot-burst"), QString::number(burst)});
    if (lostAnswers > 0)
        sb.fault(Crm, QStringLiteral("lose_response"), lostAnswers);
    const QString config = writeConfig(m_dir->path(), sb.base(), [&](QJsonObject &crm, QJsonObject &mail) {
        for (QJsonObject *t : {&crm, &mail}) {
            for (const char *k : {"idempotency_header", "not_executed_statuses", "key_retention_seconds"})
                t->remove(QLatin1String(k));
        }
        crm.insert(QStringLiteral("protocol"), QStringLiteral("hubspot"));
        crm.insert(QStringLiteral("base_url"), sb.base() + QStringLiteral("/hubspot"));
        crm.insert(QStringLiteral("capability"), QStringLiteral("lookup_only"));
        crm.insert(QStringLiteral("settle_ms"), 1500);
        mail.insert(QStringLiteral("protocol"), QStringLiteral("postmark"));
        mail.insert(QStringLiteral("base_url"), sb.base() + QStringLiteral("/postmark"));
        mail.insert(QStringLiteral("capability"), QStringLiteral("lookup_only"));
        mail.insert(QStringLiteral("from"), QStringLiteral("orders@example.com"));
        mail.insert(QStringLiteral("settle_ms"), 1500);
    });
    ServeProcess serve(location(), config, {QStringLiteral("--reconcile-interval-ms"), QStringLiteral("300")},
                       {QStringLiteral("RUNLEDGER_CRM_TOKEN=hs-token"), QStringLiteral("RUNLEDGER_MAIL_TOKEN=hs-token")});
    QVERIFY(serve.ready());
    QList<QByteArray> deliveries;
    for (int i = 0; i < events; ++i)
        deliveries << shopifyRequest(orderFor("e" + QByteArray::number(i)), "orders/create", "w" + QByteArray::number(i), "e" + QByteArray::number(i));
    QCOMPARE(sendAll(serve.base(), deliveries).count(200), events);
    QTRY_COMPARE_WITH_TIMEOUT(ledger()->operationCountsByState().value().value(OperationState::Completed), events, 45'000);
    // The confirming searches come after the index has caught up.
    QTRY_VERIFY_WITH_TIMEOUT([&] {
        auto l = ledger();
        for (const Operation &op : l->operations({}).value())
            if (l->steps(op.id).value().at(0).verification != QLatin1String("confirmed"))
                return false;
        return true;
    }(), 30'000);
    QCOMPARE(sb.total(Crm), events);
    QCOMPARE(sb.total(Mail), events);
    const int refused = sb.effects().value(QStringLiteral("rate_limited")).toInt();
    if (expect429)
        QVERIFY2(refused > 0, "the burst limit was reached"); // otherwise this row tested nothing
    else
        QCOMPARE(refused, 0);
    auto l = ledger();
    for (const Operation &op : l->operations({}).value())
        QVERIFY2(l->steps(op.id).value().at(0).step.targetReference.toLongLong() > 0, qPrintable(l->steps(op.id).value().at(0).step.targetReference));
    QCOMPARE(ledgerDisagreesWithTarget(sb), QString());
    if (expect429)
        return;
    // The probe agrees that HubSpot can only be searched (no key: a second task), within its lag.
    auto probeEnv = QProcessEnvironment::systemEnvironment();
    probeEnv.insert(QStringLiteral("RUNLEDGER_CRM_TOKEN"), QStringLiteral("hs-token"));
    const auto probe = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("probe"), QStringLiteral("--config"), config,
                                                                QStringLiteral("--target"), QStringLiteral("sandbox-crm")},
                               60'000, probeEnv);
    QVERIFY2(probe.exitCode == 0, qPrintable(probe.out + probe.err));
    QVERIFY2(probe.out.contains(QStringLiteral("declared lookup_only, observed lookup_only")), qPrintable(probe.out));
    QVERIFY2(probe.out.contains(QStringLiteral("a second record (the key is ignored)")), qPrintable(probe.out));
}

void TestEndToEnd::examplePairingsWorkAgainstTheEmulation_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("tokenVariables");
    QTest::newRow("Salesforce + Resend") << QStringLiteral("salesforce-resend.json")
                                         << QStringList{QStringLiteral("RUNLEDGER_SALESFORCE_TOKEN"), QStringLiteral("RUNLEDGER_RESEND_TOKEN"),
                                                        QStringLiteral("RUNLEDGER_STRIPE_TOKEN")};
    QTest::newRow("HubSpot + Postmark") << QStringLiteral("hubspot-postmark.json")
                                        << QStringList{QStringLiteral("RUNLEDGER_HUBSPOT_TOKEN"), QStringLiteral("RUNLEDGER_POSTMARK_TOKEN"),
                                                       QStringLiteral("RUNLEDGER_SHOPIFY_ADMIN_TOKEN")};
}

void TestEndToEnd::examplePairingsWorkAgainstTheEmulation()
{
    // resources/examples as shipped; only the sandbox's port differs from 8081.
    QFETCH(QString, file);
    QFETCH(QStringList, tokenVariables);
    SandboxProcess sb({QStringLiteral("--api-token"), QStringLiteral("example-token")});
    QFile example(QStringLiteral(RUNLEDGER_SOURCE_DIR "/resources/examples/") + file);
    QVERIFY(example.open(QIODevice::ReadOnly));
    QByteArray text = example.readAll();
    text.replace("http://127.0.0.1:8081", sb.base().toUtf8());
    const QString config = path(file);
    QFile out(config);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(text);
    out.close();
    QStringList env;
    for (const QString &v : tokenVariables)
        env << v + QStringLiteral("=example-token");
    env << QStringLiteral("RUNLEDGER_SHOPIFY_SECRET=") + QString::fromLatin1(kShopifySecret);
    ServeProcess serve(location(), config, {}, env);
    QVERIFY2(serve.ready(), qPrintable(serve.log()));
    QCOMPARE(send(serve.base(), shopifyRequest(sampleOrder(), "orders/create", "whk-1", "evt-1")), 200);
    const QString op = onlyOperation();
    WAIT_FOR_STATE(op, OperationState::Completed);
    QCOMPARE(sb.total(Crm), 1);
    QCOMPARE(sb.total(Mail), 1);
    // The order paid: a voucher at the shop (Stripe or Shopify), then the e-mail with its code.
    QCOMPARE(send(serve.base(), shopifyRequest(sampleOrder(), "orders/paid", "whk-2", "evt-2")), 200);
    QString paid;
    QTRY_VERIFY_WITH_TIMEOUT(ledger()->operations({}).value().size() == 2, 5000);
    for (const Operation &o : ledger()->operations({}).value())
        if (o.flow == QLatin1String("order-paid-voucher"))
            paid = o.id;
    QVERIFY(!paid.isEmpty());
    WAIT_FOR_STATE(paid, OperationState::Completed);
    QCOMPARE(sb.total(QStringLiteral("voucher.create")), 1);
    QCOMPARE(sb.total(Mail), 2);
    QCOMPARE(ledgerDisagreesWithTarget(sb), QString());
}

void TestEndToEnd::deliveryEventsAttachToTheStep_data()
{
    QTest::addColumn<QString>("protocol");
    QTest::newRow("Resend (signed the Svix way)") << QStringLiteral("resend");
    QTest::newRow("Postmark (basic auth in the webhook URL)") << QStringLiteral("postmark");
}

void TestEndToEnd::deliveryEventsAttachToTheStep()
{
    QFETCH(QString, protocol);
    const bool resend = protocol == QLatin1String("resend");
    const QByteArray secret = resend ? QByteArrayLiteral("whsec_") + QByteArray("delivery-events-secret-0123").toBase64()
                                     : QByteArrayLiteral("postmark-hook:s3cret");
    SandboxProcess sb({QStringLiteral("--api-token"), QStringLiteral("mail-token")});
    const QString config = writeConfig(m_dir->path(), sb.base(), [&](QJsonObject &, QJsonObject &mail) {
        for (const char *k : {"idempotency_header", "not_executed_statuses", "lookup"})
            mail.remove(QLatin1String(k));
        mail.insert(QStringLiteral("protocol"), protocol);
        mail.insert(QStringLiteral("base_url"), sb.base() + QLatin1Char('/') + protocol);
        mail.insert(QStringLiteral("capability"), resend ? QStringLiteral("protected_create") : QStringLiteral("lookup_only"));
        mail.insert(QStringLiteral("from"), QStringLiteral("orders@example.com"));
        mail.insert(QStringLiteral("webhook_secret_env"), QStringLiteral("RUNLEDGER_MAIL_EVENTS_SECRET"));
    });
    ServeProcess serve(location(), config, {},
                       {QStringLiteral("RUNLEDGER_MAIL_TOKEN=mail-token"), QStringLiteral("RUNLEDGER_MAIL_EVENTS_SECRET=") + QString::fromLatin1(secret)});
    QVERIFY(serve.ready());
    QCOMPARE(send(serve.base(), shopifyRequest(sampleOrder(), "orders/create", "whk-1", "evt-1")), 200);
    const QString op = onlyOperation();
    WAIT_FOR_STATE(op, OperationState::Completed);
    const QString messageId = ledger()->steps(op).value().at(1).step.targetReference;
    QVERIFY(!messageId.isEmpty());

    // One event as each service sends it, signed or authenticated its own way.
    const auto event = [&](const QString &status, const QByteArray &id, const QByteArray &auth = {}) {
        QByteArray body, headers;
        if (resend) {
            body = QJsonDocument(QJsonObject{{QStringLiteral("type"), QStringLiteral("email.") + status},
                                             {QStringLiteral("created_at"), QStringLiteral("2026-12-01T10:00:00.000Z")},
                                             {QStringLiteral("data"), QJsonObject{{QStringLiteral("email_id"), messageId}}}})
                       .toJson(QJsonDocument::Compact);
            const QByteArray ts = QByteArray::number(QDateTime::currentSecsSinceEpoch());
            headers = "svix-id: " + id + "\r\nsvix-timestamp: " + ts + "\r\nsvix-signature: "
                + (auth.isEmpty() ? rl::app::signStandardWebhook(id, ts, body, secret) : auth) + "\r\n";
        } else {
            const QString record = status == QLatin1String("delivered") ? QStringLiteral("Delivery") : QStringLiteral("Bounce");
            body = QJsonDocument(QJsonObject{{QStringLiteral("RecordType"), record}, {QStringLiteral("MessageID"), messageId},
                                             {QStringLiteral("ID"), QString::fromLatin1(id)}, {QStringLiteral("Type"), QStringLiteral("HardBounce")},
                                             {record == QLatin1String("Delivery") ? QStringLiteral("DeliveredAt") : QStringLiteral("BouncedAt"),
                                              QStringLiteral("2026-12-01T10:00:00.000Z")}})
                       .toJson(QJsonDocument::Compact);
            headers = "Authorization: Basic " + (auth.isEmpty() ? secret.toBase64() : auth) + "\r\n";
        }
        return exchange(serve.base(), "POST /delivery/sandbox-mail HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nConnection: close\r\n"
                                          + headers + "Content-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body);
    };
    const auto delivered = event(QStringLiteral("delivered"), "evt_d1");
    QCOMPARE(delivered.first, 200);
    QVERIFY2(delivered.second.contains("\"recorded\":true"), delivered.second.constData());
    QVERIFY(event(QStringLiteral("delivered"), "evt_d1").second.contains("\"duplicate\":true")); // the same event again
    QCOMPARE(event(QStringLiteral("bounced"), "evt_b1", "bm90IHRoZSBzZWNyZXQ=").first, 401); // bad signature or credentials
    // An undeclared target, a CRM target or a bad name: 404, nothing recorded.
    QCOMPARE(send(serve.base(), "POST /delivery/sandbox-crm HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: 2\r\n\r\n{}"), 404);
    QCOMPARE(send(serve.base(), "POST /delivery/..%2Fx HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: 2\r\n\r\n{}"), 404);
    auto l = ledger();
    QCOMPARE(l->steps(op).value().at(1).delivery, QStringLiteral("delivered"));
    QCOMPARE(l->counts().value().emailsDelivered, 1);
    int events = 0;
    for (const Evidence &e : l->evidence(op).value())
        events += e.kind == QLatin1String("delivery_event");
    QCOMPARE(events, 1);

    // A bounce: flagged for the reviewer, counted, never resent.
    QCOMPARE(event(QStringLiteral("bounced"), "evt_b1").first, 200);
    l = ledger();
    QCOMPARE(l->steps(op).value().at(1).delivery, QStringLiteral("bounced"));
    QCOMPARE(l->counts().value().emailsBounced, 1);
    const auto steps = l->steps(op).value();
    QList<StepContext> ctx;
    for (const StepRecord &r : steps)
        ctx.append(r.context(QDateTime::currentDateTimeUtc()));
    const QString summary = OperationRules::summary(ctx, l->operation(op)->state, {}, {});
    QVERIFY2(summary.contains(QStringLiteral("bounced")) && summary.contains(QStringLiteral("not resent automatically")), qPrintable(summary));
    rl::testing::holdStill(500, "the bounced e-mail, were it resent");
    QCOMPARE(sb.total(Mail), 1);
    const auto status = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("status"), QStringLiteral("--ledger"), location(), QStringLiteral("--json")});
    const QJsonObject counts = QJsonDocument::fromJson(status.out.toUtf8()).object();
    QCOMPARE(counts.value(QStringLiteral("emails_bounced")).toInt(), 1);
    QCOMPARE(counts.value(QStringLiteral("emails_delivered")).toInt(), 0); // the bounce outranks the earlier "delivered"
    // The secret is nowhere in the ledger.
    QFile file(location());
    if (m_postgres.isEmpty() && file.open(QIODevice::ReadOnly))
        QVERIFY(!file.readAll().contains(secret));
}

void TestEndToEnd::everyDocumentedDeliveryStatus_data()
{
    QTest::addColumn<QString>("protocol");
    QTest::newRow("Resend") << QStringLiteral("resend");
    QTest::newRow("Postmark") << QStringLiteral("postmark");
}

void TestEndToEnd::everyDocumentedDeliveryStatus()
{
    // Each provider's documented event shapes (docs/targets.md, "Delivery
    // events"): a delay gives way to a later delivery; failures, suppressions
    // and hard bounces stay, counted apart, never resent.
    QFETCH(QString, protocol);
    const bool resend = protocol == QLatin1String("resend");
    const QByteArray secret = resend ? QByteArrayLiteral("whsec_") + QByteArray("delivery-events-secret-0123").toBase64()
                                     : QByteArrayLiteral("postmark-hook:s3cret");
    SandboxProcess sb({QStringLiteral("--api-token"), QStringLiteral("mail-token")});
    const QString config = writeConfig(m_dir->path(), sb.base(), [&](QJsonObject &, QJsonObject &mail) {
        for (const char *k : {"idempotency_header", "not_executed_statuses", "lookup"})
            mail.remove(QLatin1String(k));
        mail.insert(QStringLiteral("protocol"), protocol);
        mail.insert(QStringLiteral("base_url"), sb.base() + QLatin1Char('/') + protocol);
        mail.insert(QStringLiteral("capability"), resend ? QStringLiteral("protected_create") : QStringLiteral("lookup_only"));
        mail.insert(QStringLiteral("from"), QStringLiteral("orders@example.com"));
        mail.insert(QStringLiteral("webhook_secret_env"), QStringLiteral("RUNLEDGER_MAIL_EVENTS_SECRET"));
    });
    ServeProcess serve(location(), config, {},
                       {QStringLiteral("RUNLEDGER_MAIL_TOKEN=mail-token"), QStringLiteral("RUNLEDGER_MAIL_EVENTS_SECRET=") + QString::fromLatin1(secret)});
    QVERIFY(serve.ready());
    QStringList messages; // one order each, its e-mail's message id
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(send(serve.base(), shopifyRequest(sampleOrder(i), "orders/create", QByteArray("whk-s") + QByteArray::number(i),
                                                   QByteArray("evt-s") + QByteArray::number(i))), 200);
    }
    QTRY_COMPARE_WITH_TIMEOUT(ledger()->operationCountsByState().value().value(OperationState::Completed), 3, 30'000);
    for (const Operation &o : ledger()->operations({}).value())
        messages << ledger()->steps(o.id).value().at(1).step.targetReference;
    // kind: Resend's type after "email.", or Postmark's RecordType[/Type].
    const auto event = [&](int message, const QString &kind, const QByteArray &id, bool lowercaseScheme = false) {
        QByteArray body, headers;
        if (resend) {
            body = QJsonDocument(QJsonObject{{QStringLiteral("type"), QStringLiteral("email.") + kind},
                                             {QStringLiteral("created_at"), QStringLiteral("2026-12-01T10:00:00.000Z")},
                                             {QStringLiteral("data"), QJsonObject{{QStringLiteral("email_id"), messages.at(message)},
                                                                                  {QStringLiteral("subject"), QStringLiteral("Your order")}}}})
                       .toJson(QJsonDocument::Compact);
            const QByteArray ts = QByteArray::number(QDateTime::currentSecsSinceEpoch());
            headers = "svix-id: " + id + "\r\nsvix-timestamp: " + ts + "\r\nsvix-signature: "
                + rl::app::signStandardWebhook(id, ts, body, secret) + "\r\n";
        } else {
            const QString record = kind.section(QLatin1Char('/'), 0, 0);
            QJsonObject o{{QStringLiteral("RecordType"), record}, {QStringLiteral("MessageID"), messages.at(message)},
                          {QStringLiteral("ID"), QString::fromLatin1(id)}, {QStringLiteral("MessageStream"), QStringLiteral("outbound")}};
            if (record == QLatin1String("Bounce")) {
                o.insert(QStringLiteral("Type"), kind.section(QLatin1Char('/'), 1, 1));
                o.insert(QStringLiteral("BouncedAt"), QStringLiteral("2026-12-01T10:00:00.000Z"));
                // "Bounce/Type/inactive": Postmark deactivated the address with it;
                // "…/final": for good (CanActivate false).
                const QString flag = kind.section(QLatin1Char('/'), 2);
                o.insert(QStringLiteral("Inactive"), flag == QLatin1String("inactive") || flag == QLatin1String("final"));
                o.insert(QStringLiteral("CanActivate"), flag != QLatin1String("final"));
            } else if (record == QLatin1String("SpamComplaint")) {
                o.insert(QStringLiteral("Type"), QStringLiteral("SpamComplaint"));
                o.insert(QStringLiteral("TypeCode"), 100001);
                o.insert(QStringLiteral("BouncedAt"), QStringLiteral("2026-12-01T10:10:00.000Z"));
            } else {
                o.insert(QStringLiteral("DeliveredAt"), QStringLiteral("2026-12-01T10:05:00.000Z"));
            }
            body = QJsonDocument(o).toJson(QJsonDocument::Compact);
            headers = (lowercaseScheme ? "Authorization: basic " : "Authorization: Basic ") + secret.toBase64() + "\r\n";
        }
        return exchange(serve.base(), "POST /delivery/sandbox-mail HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nConnection: close\r\n"
                                          + headers + "Content-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body);
    };
    const auto deliveryOf = [&](int message) {
        for (const Operation &o : ledger()->operations({}).value()) {
            const StepRecord mail = ledger()->steps(o.id).value().at(1);
            if (mail.step.targetReference == messages.at(message))
                return mail.delivery;
        }
        return QStringLiteral("?");
    };
    // 0: delayed, then delivered: the delivery wins.
    QCOMPARE(event(0, resend ? QStringLiteral("delivery_delayed") : QStringLiteral("Bounce/Transient"), "e1", true).first, 200);
    QCOMPARE(deliveryOf(0), QStringLiteral("delayed"));
    QCOMPARE(event(0, resend ? QStringLiteral("delivered") : QStringLiteral("Delivery"), "e2").first, 200);
    QCOMPARE(deliveryOf(0), QStringLiteral("delivered"));
    if (!resend) {
        // Bounce records that Postmark documents as no delivery failure: an
        // auto-reply, and a spam notification ("the message was delivered").
        QCOMPARE(event(0, QStringLiteral("Bounce/AutoResponder"), "e2a").first, 200);
        QCOMPARE(event(0, QStringLiteral("Bounce/SpamNotification"), "e2b").first, 200);
        QCOMPARE(deliveryOf(0), QStringLiteral("delivered"));
    }
    // Then marked as spam: still delivered (and counted so), a complaint too.
    QCOMPARE(event(0, resend ? QStringLiteral("complained") : QStringLiteral("SpamComplaint"), "e2c").first, 200);
    QCOMPARE(deliveryOf(0), QStringLiteral("complained"));
    // A bounce reported after the complaint outranks it on the step, but the
    // complaint proved that the e-mail arrived: it stays counted as delivered.
    QCOMPARE(event(0, resend ? QStringLiteral("bounced") : QStringLiteral("Bounce/HardBounce"), "e2d").first, 200);
    QCOMPARE(deliveryOf(0), QStringLiteral("bounced"));
    // 1: failed to send (Resend) or a hard bounce (Postmark), and a later delivery does not undo it.
    QCOMPARE(event(1, resend ? QStringLiteral("failed") : QStringLiteral("Bounce/HardBounce/final"), "e3").first, 200);
    QCOMPARE(event(1, resend ? QStringLiteral("delivered") : QStringLiteral("Delivery"), "e4").first, 200);
    QCOMPARE(deliveryOf(1), resend ? QStringLiteral("failed") : QStringLiteral("bounced"));
    // 2: suppressed (Resend) or a soft bounce still pending (Postmark) …
    QCOMPARE(event(2, resend ? QStringLiteral("suppressed") : QStringLiteral("Bounce/SoftBounce"), "e5").first, 200);
    QCOMPARE(deliveryOf(2), resend ? QStringLiteral("suppressed") : QStringLiteral("delayed"));
    if (!resend) {
        // … until Postmark deactivates the address: it will not deliver it now.
        QCOMPARE(event(2, QStringLiteral("Bounce/Transient/inactive"), "e5a").first, 200);
        QCOMPARE(deliveryOf(2), QStringLiteral("suppressed"));
    }
    // Opens and clicks are not evidence about the effect.
    if (resend) {
        const auto opened = event(0, QStringLiteral("opened"), "e6");
        QVERIFY2(opened.first == 200 && opened.second.contains("\"recorded\":false"), opened.second.constData());
    }
    const auto status = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("status"), QStringLiteral("--ledger"), location(), QStringLiteral("--json")});
    const QJsonObject counts = QJsonDocument::fromJson(status.out.toUtf8()).object();
    QCOMPARE(counts.value(QStringLiteral("emails_delivered")).toInt(), 1);
    QCOMPARE(counts.value(QStringLiteral("emails_complained")).toInt(), 1);
    QCOMPARE(counts.value(QStringLiteral("emails_failed")).toInt(), resend ? 2 : 1);
    QCOMPARE(counts.value(QStringLiteral("emails_bounced")).toInt(), resend ? 1 : 2);
    QCOMPARE(counts.value(QStringLiteral("emails_delayed")).toInt(), 0);
    const auto metrics = exchange(serve.base(), "GET /metrics HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    QVERIFY2(metrics.second.contains(QByteArray("runledger_emails_failed ") + (resend ? "2" : "1")), metrics.second.constData());
    QVERIFY2(metrics.second.contains("runledger_emails_delivered 1\n"), metrics.second.constData());
    QVERIFY2(metrics.second.contains("runledger_emails_complained 1\n"), metrics.second.constData());
    // The words a reviewer reads: Postmark's Type and that it deactivated the address, never its Details.
    if (!resend) {
        QString said;
        for (const Operation &o : ledger()->operations({}).value())
            for (const Evidence &e : ledger()->evidence(o.id).value())
                said += saidText(e.said, e.summary) + QLatin1Char('\n');
        QVERIFY2(said.contains(QStringLiteral("Postmark reports AutoResponder about the e-mail: not a delivery failure")), qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("(Transient) and deactivated the address: later e-mails")), qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("(HardBounce) and deactivated the address for good")), qPrintable(said));
    }
    QCOMPARE(sb.total(Mail), 3); // nothing was resent for any of it
    // The command line says it too: each e-mail's state and, in words, the event that decided it.
    const auto listed = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("operations"), QStringLiteral("--ledger"), location(),
                                                                 QStringLiteral("--json")});
    QMap<QString, QJsonObject> emails; // message id → its e-mail
    for (const QJsonValue &o : QJsonDocument::fromJson(listed.out.toUtf8()).array()) {
        QCOMPARE(o[QStringLiteral("emails")].toArray().size(), 1);
        emails.insert(o[QStringLiteral("emails")][0][QStringLiteral("message_id")].toString(), o[QStringLiteral("emails")][0].toObject());
    }
    QCOMPARE(emails.value(messages.at(0))[QStringLiteral("delivery")].toString(), QStringLiteral("bounced"));
    QCOMPARE(emails.value(messages.at(1))[QStringLiteral("delivery")].toString(), resend ? QStringLiteral("failed") : QStringLiteral("bounced"));
    const QString bounce = emails.value(messages.at(1))[QStringLiteral("delivery_summary")].toString();
    QVERIFY2(bounce.contains(resend ? QStringLiteral("Resend reports the e-mail failed") : QStringLiteral("bounced (HardBounce)")), qPrintable(bounce));
    for (const Operation &o : ledger()->operations({}).value()) {
        if (ledger()->steps(o.id).value().at(1).step.targetReference != messages.at(1))
            continue;
        const auto shown = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("show"), QStringLiteral("--ledger"), location(), o.id});
        QVERIFY2(shown.out.contains(QStringLiteral("e-mail of step 2: ") + (resend ? QStringLiteral("failed (") : QStringLiteral("bounced ("))),
                 qPrintable(shown.out));
        const auto json = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("show"), QStringLiteral("--ledger"), location(), o.id,
                                                                   QStringLiteral("--json")});
        QCOMPARE(QJsonDocument::fromJson(json.out.toUtf8()).object()[QStringLiteral("emails")][0][QStringLiteral("delivery_summary")].toString(),
                 bounce);
    }
}

void TestEndToEnd::deliverySignalsAsDocumented()
{
    using namespace rl::app;
    // docs/delivery-events.md is the table a person reads; the code must say
    // the same for every row, and every type the providers document must be there.
    QFile doc(QStringLiteral(RUNLEDGER_SOURCE_DIR "/docs/delivery-events.md"));
    QVERIFY(doc.open(QIODevice::ReadOnly));
    QString section;
    QMap<QString, QString> resendRows, postmarkRows; // type → word
    static const QRegularExpression row(QStringLiteral("^\\| `([A-Za-z./_]+)` \\|(?: \\d+ \\|)? ([a-z ]+) \\|"));
    while (!doc.atEnd()) {
        const QString line = QString::fromUtf8(doc.readLine()).trimmed();
        if (line.startsWith(QLatin1String("## ")))
            section = line.mid(3);
        const auto m = row.match(line);
        if (!m.hasMatch())
            continue;
        // Each row cites the provider's page it rests on.
        QVERIFY2(line.contains(QLatin1String("| <https://")) && line.endsWith(QLatin1String("> |")), qPrintable(line));
        (section == QLatin1String("Resend") ? resendRows : postmarkRows).insert(m.captured(1), m.captured(2));
    }
    const auto word = [](DeliverySignal s) { return s == DeliverySignal::NotEvidence ? QStringLiteral("not evidence") : deliveryStatus(s); };
    QCOMPARE(resendRows.size(), resendSignals().size());
    for (auto it = resendRows.cbegin(); it != resendRows.cend(); ++it)
        QVERIFY2(word(resendSignal(it.key())) == it.value(), qPrintable(it.key() + QStringLiteral(": ") + word(resendSignal(it.key()))));
    QCOMPARE(postmarkRows.size(), postmarkSignals().size());
    for (auto it = postmarkRows.cbegin(); it != postmarkRows.cend(); ++it) {
        const QString record = it.key().section(QLatin1Char('/'), 0, 0), type = it.key().section(QLatin1Char('/'), 1);
        QVERIFY2(word(postmarkSignal(record, type, false)) == it.value(),
                 qPrintable(it.key() + QStringLiteral(": ") + word(postmarkSignal(record, type, false))));
    }
    // Every bounce Type of Postmark's own client library (postmark 4.0.2,
    // dist/client/models/bounces/Bounce.d.ts, enum BounceType) and every event
    // type on Resend's "Event Types" page has its row.
    for (const char *type : {"HardBounce", "Transient", "Unsubscribe", "Subscribe", "AutoResponder", "AddressChange", "DnsError",
                             "SpamNotification", "OpenRelayTest", "Unknown", "SoftBounce", "VirusNotification", "ChallengeVerification",
                             "BadEmailAddress", "SpamComplaint", "ManuallyDeactivated", "Unconfirmed", "Blocked", "SMTPApiError",
                             "InboundError", "DMARCPolicy", "TemplateRenderingFailed"})
        QVERIFY2(postmarkRows.contains(QStringLiteral("Bounce/") + QLatin1String(type)), type);
    for (const char *record : {"Delivery", "Bounce", "SpamComplaint", "Open", "Click", "SubscriptionChange"})
        QVERIFY2(record == QByteArrayView("Bounce") || postmarkRows.contains(QLatin1String(record)), record);
    for (const char *type : {"email.bounced", "email.clicked", "email.complained", "email.delivered", "email.delivery_delayed",
                             "email.failed", "email.opened", "email.received", "email.scheduled", "email.sent", "email.suppressed",
                             "domain.created", "domain.updated", "domain.deleted", "contact.created", "contact.updated", "contact.deleted"})
        QVERIFY2(resendRows.contains(QLatin1String(type)), type);
    // Inactive on a delay: the address is deactivated, the e-mail will not arrive.
    QCOMPARE(postmarkSignal(QStringLiteral("Bounce"), QStringLiteral("SoftBounce"), true), DeliverySignal::Suppressed);
    QCOMPARE(postmarkSignal(QStringLiteral("Bounce"), QStringLiteral("HardBounce"), true), DeliverySignal::Bounced);
    QCOMPARE(postmarkSignal(QStringLiteral("Bounce"), QStringLiteral("AutoResponder"), true), DeliverySignal::Informational);
    // A Type Postmark has not documented is a possible failure, never a delivery.
    QCOMPARE(postmarkSignal(QStringLiteral("Bounce"), QStringLiteral("SomethingNew"), false), DeliverySignal::Bounced);
    QCOMPARE(resendSignal(QStringLiteral("email.something_new")), DeliverySignal::NotEvidence);
}

void TestEndToEnd::tokensNeverReachTheLedgerLogsOrReports()
{
    if (!m_postgres.isEmpty())
        QSKIP("reads the SQLite file and its WAL");
    // Distinctive secrets, so any copy of them anywhere is found.
    const QString token = QStringLiteral("tok-9f2c-never-written-7e1a");
    const QString hook = QStringLiteral("hook-user:pw-3b8d-never-written");
    SandboxProcess sb({QStringLiteral("--api-token"), token});
    sb.fault(Crm, QStringLiteral("lose_response")); // lookups too, with the token
    const QString config = writeConfig(m_dir->path(), sb.base(), [&](QJsonObject &crm, QJsonObject &mail) {
        for (QJsonObject *t : {&crm, &mail}) {
            for (const char *k : {"idempotency_header", "not_executed_statuses", "key_retention_seconds", "lookup"})
                t->remove(QLatin1String(k));
        }
        crm.insert(QStringLiteral("protocol"), QStringLiteral("salesforce"));
        crm.insert(QStringLiteral("base_url"), sb.base() + QStringLiteral("/salesforce"));
        mail.insert(QStringLiteral("protocol"), QStringLiteral("postmark"));
        mail.insert(QStringLiteral("base_url"), sb.base() + QStringLiteral("/postmark"));
        mail.insert(QStringLiteral("capability"), QStringLiteral("lookup_only"));
        mail.insert(QStringLiteral("from"), QStringLiteral("orders@example.com"));
        mail.insert(QStringLiteral("webhook_secret_env"), QStringLiteral("RUNLEDGER_MAIL_EVENTS_SECRET"));
    });
    const QStringList env{QStringLiteral("RUNLEDGER_CRM_TOKEN=") + token, QStringLiteral("RUNLEDGER_MAIL_TOKEN=") + token,
                          QStringLiteral("RUNLEDGER_MAIL_EVENTS_SECRET=") + hook};
    ServeProcess serve(location(), config, {}, env);
    QVERIFY(serve.ready());
    QCOMPARE(send(serve.base(), shopifyRequest(sampleOrder(), "orders/create", "whk-1", "evt-1")), 200);
    const QString op = onlyOperation();
    WAIT_FOR_STATE(op, OperationState::Completed);
    QCOMPARE(sb.total(Crm), 1);
    auto toolEnv = QProcessEnvironment::systemEnvironment();
    toolEnv.insert(QStringLiteral("RUNLEDGER_CRM_TOKEN"), token);
    toolEnv.insert(QStringLiteral("RUNLEDGER_MAIL_TOKEN"), token);
    QStringList outputs{serve.log()};
    for (const QStringList &args : {QStringList{QStringLiteral("show"), QStringLiteral("--ledger"), location(), op, QStringLiteral("--json")},
                                    QStringList{QStringLiteral("operations"), QStringLiteral("--ledger"), location(), QStringLiteral("--json")},
                                    QStringList{QStringLiteral("status"), QStringLiteral("--ledger"), location()},
                                    QStringList{QStringLiteral("probe"), QStringLiteral("--config"), config, QStringLiteral("--ledger"), location(),
                                                QStringLiteral("--out"), path(QStringLiteral("p.json")), QStringLiteral("--out"),
                                                path(QStringLiteral("p.html")), QStringLiteral("--json")}}) {
        const auto r = runTool(QStringLiteral("runledgerctl"), args, 60'000, toolEnv);
        QVERIFY2(r.exitCode == 0, qPrintable(args.first() + QStringLiteral(": ") + r.out + r.err));
        outputs << r.out << r.err;
    }
    for (const QString &f : {location(), location() + QStringLiteral("-wal"), path(QStringLiteral("p.json")), path(QStringLiteral("p.html")), config}) {
        QFile file(f);
        if (file.open(QIODevice::ReadOnly))
            outputs << QString::fromLatin1(file.readAll());
    }
    for (const QString &text : std::as_const(outputs)) {
        QVERIFY(!text.contains(token));
        QVERIFY(!text.contains(hook));
    }
}

QTEST_GUILESS_MAIN(TestEndToEnd)
#include "tst_endtoend.moc"
