// SPDX-License-Identifier: GPL-3.0-or-later
#include "acceptancerun.h"
#include "sandboxchild.h"

#include "appinfo.h"
#include "detailmodels.h"
#include "ids.h"
#include "operationsmodel.h"
#include "reconcile/reconciler.h"
#include "runner/runner.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>

namespace rl::app {

using namespace rl::models;

namespace {

// Shaped like Shopify's orders/create payload; no real customer in it.
const char *kOrder = R"({"id":820982911946154508,"admin_graphql_api_id":"gid://shopify/Order/820982911946154508",
"name":"#%1","email":"customer@example.org","currency":"EUR","total_price":"49.90","financial_status":"paid",
"customer":{"id":115310627314723954,"email":"customer@example.org"},
"line_items":[{"id":866550311766439020,"title":"Voucher 50","quantity":1,"price":"49.90","sku":"VOUCHER-50"}]})";

const QString kSource = QStringLiteral("shopify:acceptance-shop.myshopify.com");

// Who the scratch ledger names for the decisions the cases make themselves.
QString automatedReviewer()
{
    return AcceptanceRun::tr("Automated test run");
}

} // namespace

bool AcceptanceReport::allPassed() const
{
    if (casesRun() == 0 || !ledgerReadError.isEmpty())
        return false;
    for (const CaseResult &c : cases) {
        if (c.ran && !c.passed)
            return false;
    }
    for (const ProbeResult &p : probes) {
        if (p.contradicted() || !p.error.isEmpty())
            return false;
    }
    return true;
}

int AcceptanceReport::casesRun() const
{
    return int(std::count_if(cases.begin(), cases.end(), [](const CaseResult &c) { return c.ran; }));
}

int AcceptanceReport::casesNotRun() const
{
    return int(cases.size()) - casesRun();
}

AcceptanceRun::AcceptanceRun(Options options, QObject *parent)
    : QObject(parent)
    , m_options(std::move(options))
{
}

AcceptanceRun::~AcceptanceRun()
{
    stopTargetsThread();
}

QStringList AcceptanceRun::caseIds()
{
    QStringList ids;
    for (const CaseSpec &c : caseTable())
        ids << QString::fromLatin1(c.id);
    return ids;
}

QString AcceptanceRun::caseTitle(const QString &id)
{
    for (const CaseSpec &c : caseTable()) {
        if (id == QLatin1String(c.id))
            return tr(c.title);
    }
    return id;
}

QString AcceptanceRun::ingest(const QString &topic, const QString &eventId, const QString &deliveryId, const QByteArray &payload)
{
    IncomingDelivery d;
    d.source = kSource;
    d.eventId = eventId;
    d.deliveryId = deliveryId;
    d.topic = topic;
    d.signatureScheme = QStringLiteral("acceptance");
    d.payload = payload;
    const QJsonObject body = QJsonDocument::fromJson(payload).object();
    d.orderRef = orderRefOf(topic, body);
    d.flows = m_config->plansFor(FlowTrigger::Kind::ShopifyTopic, topic, {}, body, {d.source, d.eventId, {}});
    const auto r = m_ledger->ingest(d, m_ledger->now());
    pokeRunners();
    return r ? r->operationId : QString();
}

OperationState AcceptanceRun::stateOf(const QString &operationId)
{
    // Asked while waiting: a read that fails (a lock held a moment) is asked
    // again at the next poll, and the case's result rests on later reads.
    const auto op = m_ledger->operation(operationId);
    return op ? op->state : OperationState::Running;
}

QString AcceptanceRun::describeOperation(const QString &operationId)
{
    const auto op = m_ledger->operation(operationId);
    if (!op)
        return tr("no operation");
    const auto steps = m_ledger->steps(operationId);
    if (!steps)
        return tr("the ledger could not be read (%1)").arg(steps.error().message);
    QString open = tr("none");
    if (op->openStep > 0 && op->openStep <= steps->size()) {
        // In the console's words: the step as its summary names it, its state as the Steps tab shows it.
        const StepRecord &s = steps->at(op->openStep - 1);
        open = tr("%1, %2").arg(StepRules::describe(s.context(QDateTime::currentDateTimeUtc())),
                                StepsModel::stateText(s.step.state, s.step.holdReason));
    }
    return tr("%1; open step: %2; attempts: %3").arg(OperationsModel::stateText(op->state), open).arg(op->attempts);
}

void AcceptanceRun::seedDemoExtras()
{
    // A CRM that cannot confirm anything, and whose answer got lost: held.
    setFault(sandboxBase(), QStringLiteral("lose_response"), 1);
    const QString m = QString::number(9000 + (++m_sequence));
    const QString held = ingest(QStringLiteral("orders/fulfilled"), QStringLiteral("demo-manual-") + m,
                                QStringLiteral("demo-manual-d-") + m, QString::fromLatin1(kOrder).arg(m).toUtf8());
    waitUntil([&] { return stateOf(held) == OperationState::Held; }, m_options.caseTimeoutMs);
    // A CRM that refused three times before doing anything: held, provably not executed.
    setFault(sandboxBase(), QStringLiteral("fail_before"), 3);
    const QString f = QString::number(9000 + (++m_sequence));
    const QString refused = ingest(QStringLiteral("orders/create"), QStringLiteral("demo-refused-") + f,
                                   QStringLiteral("demo-refused-d-") + f, QString::fromLatin1(kOrder).arg(f).toUtf8());
    waitUntil([&] { return stateOf(refused) == OperationState::Held; }, m_options.caseTimeoutMs);
    // Waits for a person to approve the e-mail text (after the faults are used up).
    const QString n = QString::number(9000 + (++m_sequence));
    const QString paid = ingest(QStringLiteral("orders/paid"), QStringLiteral("demo-paid-") + n, QStringLiteral("demo-paid-d-") + n,
                                QString::fromLatin1(kOrder).arg(n).toUtf8());
    waitUntil([&] { return stateOf(paid) == OperationState::AwaitingApproval; }, m_options.caseTimeoutMs);
}

AcceptanceReport AcceptanceRun::run(const std::function<void(int, const CaseResult &)> &progress,
                                    const std::function<bool()> &cancelled)
{
    AcceptanceReport report;
    report.reviewer = m_options.reviewer;
    report.startedAt = QDateTime::currentDateTimeUtc();
    report.buildVersion = buildVersion();
    QString error;
    if (!setUp(&error)) {
        CaseResult failed;
        failed.id = QStringLiteral("setup");
        failed.title = tr("Setting up the sandbox and the scratch ledger");
        failed.reason = error;
        report.cases.append(failed);
        if (progress)
            progress(0, failed);
        report.finishedAt = QDateTime::currentDateTimeUtc();
        return report;
    }
    for (const TargetProfile &p : m_config->targets())
        report.targetProfiles.append(QJsonObject{{QStringLiteral("name"), p.name}, {QStringLiteral("profile"), p.toJson()}});
    report.realTargets = m_realTargets;
    if (m_realTargets) {
        // The profiles are claims: the probe checks them with labelled canaries first.
        for (const QString &name : {m_crmName, m_mailName}) {
            const TargetProfile profile = m_config->targets().value(name);
            auto probe = std::make_shared<std::optional<ProbeResult>>();
            constexpr int LookupTimeoutMs = 15'000;
            // Four calls, each bounded by the connector's deadline, and the lookups' own bound.
            const int bound = LookupTimeoutMs + 4 * profile.deadlineMs + 5000;
            const bool finished = awaitTargetsThread(
                [this, name, profile, probe](const std::function<void()> &done) {
                    std::unique_ptr<Connector> &connector = m_lookupConnectors[QStringLiteral("probe:") + name];
                    connector = std::make_unique<Connector>(profile);
                    Probe::run(*connector, LookupTimeoutMs, [probe, done](ProbeResult r) {
                        *probe = std::move(r);
                        done();
                    });
                },
                bound);
            if (finished && probe->has_value()) {
                report.probes.append(**probe);
            } else {
                ProbeResult late;
                late.target = name;
                late.error = tr("the probe did not finish within %1 s").arg(bound / 1000);
                report.probes.append(late);
            }
        }
        for (const ProbeResult &probe : std::as_const(report.probes)) {
            if (probe.error.isEmpty())
                continue;
            // A target that cannot be reached or refuses the token gets no case's records.
            CaseResult failed;
            failed.id = QStringLiteral("setup");
            failed.title = tr("Probing the configured targets");
            failed.reason = tr("target %1 could not be probed, so no case was run: %2").arg(probe.target, probe.error);
            report.cases.append(failed);
            if (progress)
                progress(0, failed);
            report.finishedAt = QDateTime::currentDateTimeUtc();
            return report;
        }
    }
    const QStringList ids = m_options.cases.isEmpty() ? caseIds() : m_options.cases;
    for (int i = 0; i < ids.size(); ++i) {
        if (cancelled && cancelled())
            break;
        Q_EMIT caseStarted(i, ids.at(i));
        QElapsedTimer t;
        t.start();
        CaseResult r = runCase(ids.at(i));
        r.durationMs = t.elapsed();
        report.cases.append(r);
        if (progress)
            progress(i, r);
    }
    report.vouchers = m_options.vouchers;
    if (report.vouchers) {
        // By the targets' own count: every case's vouchers, and whether any code was made twice.
        for (const CaseResult &r : std::as_const(report.cases))
            report.vouchersCreated += r.ran ? std::max(0, r.observedCrm) : 0;
        if (!m_realTargets) {
            for (const QString &base : {m_base, m_lateBase}) {
                const QJsonObject perRef = admin("GET", base, QStringLiteral("/_sandbox/effects")).value(m_firstEndpoint).toObject();
                for (auto it = perRef.begin(); it != perRef.end(); ++it)
                    report.vouchersEachOnce &= it.value().toInt() <= 1;
            }
        }
    }
    if (auto totals = m_ledger->counts())
        report.totals = *totals;
    else
        report.ledgerReadError = totals.error().message;
    const ChainVerification v = m_ledger->verifyChain();
    report.ledgerHeadHash = v.headHash;
    report.ledgerDecisions = v.count;
    report.finishedAt = QDateTime::currentDateTimeUtc();
    return report;
}

const std::array<AcceptanceRun::CaseSpec, 6> &AcceptanceRun::caseTable()
{
    // The six cases in the order they run and are reported: id, title, what
    // is set up where a case cannot run without the sandbox (nullptr: it runs
    // against any target), and the function that plays it.
    static const std::array<CaseSpec, 6> table{{
        {"normal_success", QT_TRANSLATE_NOOP("rl::app::AcceptanceRun", "Normal success"), nullptr, &AcceptanceRun::normalSuccess},
        {"duplicate_event", QT_TRANSLATE_NOOP("rl::app::AcceptanceRun", "Same event delivered twice (and 20 times at once)"), nullptr,
         &AcceptanceRun::duplicateEvent},
        {"timeout_after_success", QT_TRANSLATE_NOOP("rl::app::AcceptanceRun", "Timeout after the CRM succeeded"),
         QT_TRANSLATE_NOOP("rl::app::AcceptanceRun", "The CRM creates the task and its answer is lost (the runner times out)."),
         &AcceptanceRun::timeoutAfterSuccess},
        {"concurrent_attempts", QT_TRANSLATE_NOOP("rl::app::AcceptanceRun", "Two concurrent attempts"), nullptr,
         &AcceptanceRun::concurrentAttempts},
        {"resume_after_approval", QT_TRANSLATE_NOOP("rl::app::AcceptanceRun", "Resume after approval"), nullptr,
         &AcceptanceRun::resumeAfterApproval},
        {"late_repeat_after_expiry", QT_TRANSLATE_NOOP("rl::app::AcceptanceRun", "Late repeat after the idempotency key expired"),
         QT_TRANSLATE_NOOP("rl::app::AcceptanceRun", "The CRM task is created, its answer lost, and the key retention runs out."),
         &AcceptanceRun::lateRepeatAfterExpiry},
    }};
    return table;
}

// One case under way: its result, its own order number and payload, and what
// every case does to count, describe and conclude.
struct AcceptanceRun::CaseRun
{
    AcceptanceRun &run;
    CaseResult r;
    QString n;
    QByteArray payload;

    QStringList refsOf(const QStringList &ops, int position)
    {
        QStringList refs;
        for (const QString &op : ops) {
            const auto steps = run.read(run.m_ledger->steps(op));
            if (steps.size() >= position)
                refs << steps.at(position - 1).step.reference;
        }
        return refs;
    }
    // The effects at the targets: the sandbox's count, or the targets' own lookups.
    void count()
    {
        if (run.m_realTargets) {
            r.observedCrm = run.countByLookup(run.m_crmName, refsOf(r.operationIds, 1), r.expectedCrm);
            r.observedMail = run.countByLookup(run.m_mailName, refsOf(r.operationIds, 2), r.expectedMail);
            return;
        }
        r.observedCrm = run.effects(run.m_base, run.m_firstEndpoint, refsOf(r.operationIds, 1));
        r.observedMail = run.effects(run.m_mailBase, SandboxEndpoints::MailSend, refsOf(r.operationIds, 2));
    }
    QString evidenceOf(const QString &op)
    {
        QStringList lines;
        for (const Evidence &e : run.read(run.m_ledger->evidence(op)))
            lines << AcceptanceRun::tr("%1 (%2): %3")
                         .arg(EvidenceModel::kindText(e.kind), EvidenceModel::resultText(e.result), saidText(e.said, e.summary));
        return lines.join(QStringLiteral("; "));
    }
    bool completed()
    {
        for (const QString &op : r.operationIds) {
            if (run.stateOf(op) != OperationState::Completed)
                return false;
        }
        return !r.operationIds.isEmpty();
    }
    bool waitUntilCompleted() { return run.waitUntil([this] { return completed(); }, run.m_options.caseTimeoutMs); }
    QString ingest(const QString &topic, const QString &eventId, const QString &deliveryId)
    {
        return run.ingest(topic, eventId, deliveryId, payload);
    }
    CaseResult finish(bool ok, QString why);
};

CaseResult AcceptanceRun::CaseRun::finish(bool ok, QString why)
{
    if (!run.m_readFailure.isEmpty()) {
        // What the case rests on could not be read: it proves nothing.
        ok = false;
        why = AcceptanceRun::tr("the ledger could not be read: %1").arg(run.m_readFailure);
    }
    // A real target that cannot be looked up cannot be counted: said so, never guessed.
    const bool crmCounted = r.observedCrm >= 0, mailCounted = r.observedMail >= 0;
    r.passed = ok && (r.observedCrm == r.expectedCrm || (!crmCounted && run.m_realTargets))
        && (r.observedMail == r.expectedMail || (!mailCounted && run.m_realTargets));
    const bool vouchers = run.m_options.vouchers;
    const auto first = [vouchers](int n) {
        return vouchers ? AcceptanceRun::tr("%n voucher(s)", nullptr, n) : AcceptanceRun::tr("%n CRM task(s)", nullptr, n);
    };
    r.reason = !ok ? why
        : r.passed ? why
                   : AcceptanceRun::tr("the target performed %1 and %2, expected %3 and %4")
                         .arg(first(r.observedCrm), AcceptanceRun::tr("%n e-mail(s)", nullptr, r.observedMail),
                              first(r.expectedCrm), AcceptanceRun::tr("%n e-mail(s)", nullptr, r.expectedMail));
    if (!crmCounted)
        r.reason += QLatin1Char(' ') + (vouchers ? AcceptanceRun::tr("(the vouchers could not be counted: %1 cannot be looked up by reference)")
                                                 : AcceptanceRun::tr("(the CRM tasks could not be counted: %1 cannot be looked up by reference)"))
                                           .arg(run.m_crmName);
    if (!mailCounted)
        r.reason += QLatin1Char(' ') + AcceptanceRun::tr("(the e-mails could not be counted: %1 cannot be looked up by reference)").arg(run.m_mailName);
    if (!r.operationIds.isEmpty()) {
        const QString first = r.operationIds.first();
        // A confirming lookup still due is given a moment to run, so the
        // evidence reported does not depend on how fast this machine is
        // (the result above does not wait for it).
        run.waitUntil([&] {
            const auto steps = run.m_ledger->steps(first);
            if (!steps)
                return true; // said by the reads below
            for (const StepRecord &s : *steps) {
                if (s.verification == QLatin1String("due") && s.step.state == StepState::Confirmed)
                    return false;
            }
            return true;
        }, std::min(run.m_options.caseTimeoutMs, 10'000));
        r.operatorSees = run.describeOperation(first);
        r.evidence = evidenceOf(first);
        const auto steps = run.m_ledger->steps(first);
        const auto op = run.m_ledger->operation(first);
        const QString unreadable = !op ? op.error().message : !steps ? steps.error().message : QString();
        r.nextStep = !unreadable.isEmpty() ? AcceptanceRun::tr("Unknown: the ledger could not be read (%1).").arg(unreadable)
            : op->openStep == 0             ? AcceptanceRun::tr("None: every step is confirmed.")
            : op->openStep <= steps->size() ? StepRules::nextDecision(steps->at(op->openStep - 1).context(QDateTime::currentDateTimeUtc()), TimeStyle::Document)
                                            : AcceptanceRun::tr("Unknown: step %1 is not in the ledger.").arg(op->openStep);
    }
    return r;
}

CaseResult AcceptanceRun::runCase(const QString &id)
{
    m_readFailure.clear();
    const QString n = QString::number(1000 + (++m_sequence));
    CaseRun c{*this, {}, n, QString::fromLatin1(kOrder).arg(n).toUtf8()};
    c.r.id = id;
    c.r.title = caseTitle(id);
    if (m_options.vouchers && id == QLatin1String("timeout_after_success"))
        c.r.title = tr("Timeout after the voucher was created");
    if (m_options.vouchers && id == QLatin1String("late_repeat_after_expiry"))
        c.r.title = tr("Late repeat after Stripe's idempotency key expired");
    const auto spec = std::find_if(caseTable().begin(), caseTable().end(), [&](const CaseSpec &s) { return id == QLatin1String(s.id); });
    if (spec == caseTable().end()) {
        c.r.reason = tr("no such case");
        return c.r;
    }
    if (m_realTargets && spec->setupNeedingSandbox) {
        c.r.ran = false;
        c.r.setup = tr(spec->setupNeedingSandbox);
        c.r.reason = tr("not run: this case makes the target lose its answer (and moves its clock) on purpose, which "
                        "only the simulation can do; the configured targets cannot be told to");
        return c.r;
    }
    return (this->*spec->play)(c);
}

CaseResult AcceptanceRun::normalSuccess(CaseRun &c)
{
    CaseResult &r = c.r;
    r.setup = m_options.vouchers ? tr("One orders/create event; flow: a voucher, then an e-mail with its code.")
                                 : tr("One orders/create event; flow: CRM task, then e-mail.");
    r.expectedCrm = r.expectedMail = 1;
    r.operationIds << c.ingest(QStringLiteral("orders/create"), QStringLiteral("evt-") + c.n, QStringLiteral("whk-") + c.n);
    const bool ok = c.waitUntilCompleted();
    c.count();
    if (m_options.vouchers)
        return c.finish(ok, ok ? tr("completed with one voucher and one e-mail with its code") : tr("the operation did not complete"));
    return c.finish(ok, ok ? tr("completed with one task and one e-mail") : tr("the operation did not complete"));
}

CaseResult AcceptanceRun::duplicateEvent(CaseRun &c)
{
    CaseResult &r = c.r;
    r.setup = tr("The same event delivered twice with different webhook ids, then 20 more deliveries of it.");
    r.expectedCrm = r.expectedMail = 1;
    QSet<QString> ops;
    for (int i = 0; i < 22; ++i)
        ops.insert(c.ingest(QStringLiteral("orders/create"), QStringLiteral("evt-") + c.n, QStringLiteral("whk-%1-%2").arg(c.n).arg(i)));
    r.operationIds = ops.values();
    const bool one = r.operationIds.size() == 1;
    const bool ok = one && c.waitUntilCompleted();
    c.count();
    return c.finish(ok, !one ? tr("%1 operations for one event").arg(r.operationIds.size())
                             : !ok                ? tr("the operation did not complete")
                             : m_options.vouchers ? tr("22 deliveries, one operation, one voucher, one e-mail")
                                                  : tr("22 deliveries, one operation, one task, one e-mail"));
}

CaseResult AcceptanceRun::timeoutAfterSuccess(CaseRun &c)
{
    CaseResult &r = c.r;
    r.setup = m_options.vouchers ? tr("The shop creates the voucher and its answer is lost (the runner times out).")
                                 : tr("The CRM creates the task and its answer is lost (the runner times out).");
    r.expectedCrm = r.expectedMail = 1;
    setFault(m_base, QStringLiteral("lose_response"), 1);
    r.operationIds << c.ingest(QStringLiteral("orders/create"), QStringLiteral("evt-") + c.n, QStringLiteral("whk-") + c.n);
    const bool ok = c.waitUntilCompleted();
    c.count();
    if (m_options.vouchers)
        return c.finish(ok, ok ? tr("looked up by its code at the shop; the voucher was adopted, not created again")
                               : tr("the uncertain step was not reconciled"));
    return c.finish(ok, ok ? tr("reconciled with the CRM; its task was adopted, not created again") : tr("the uncertain step was not reconciled"));
}

CaseResult AcceptanceRun::concurrentAttempts(CaseRun &c)
{
    CaseResult &r = c.r;
    const QString crm = m_firstEndpoint, mail = SandboxEndpoints::MailSend;
    r.setup = m_realTargets ? tr("Ten operations, two runners on one ledger racing for every step.")
                            : tr("Ten operations, two runners on one ledger racing for every step; the target ignores idempotency keys.");
    r.expectedCrm = r.expectedMail = 10;
    if (!m_realTargets)
        admin("PUT", m_base, QStringLiteral("/_sandbox/capabilities"), QJsonObject{{crm, QStringLiteral("plain")}, {mail, QStringLiteral("plain")}});
    onTargetsThread([this] {
        Runner::Options ro;
        ro.workerName = QStringLiteral("acceptance-runner-2");
        ro.pollIntervalMs = 50;
        ro.clients = m_options.clients;
        m_secondRunner = std::make_unique<Runner>(m_secondLedger.get(), &*m_config, ro);
        m_secondRunner->start();
    });
    for (int i = 0; i < 10; ++i)
        r.operationIds << c.ingest(QStringLiteral("orders/create"), QStringLiteral("evt-%1-%2").arg(c.n).arg(i),
                                   QStringLiteral("whk-%1-%2").arg(c.n).arg(i));
    const bool ok = c.waitUntilCompleted();
    onTargetsThread([this] { m_secondRunner.reset(); });
    if (!m_realTargets)
        admin("PUT", m_base, QStringLiteral("/_sandbox/capabilities"),
              QJsonObject{{crm, QStringLiteral("idempotent")}, {mail, QStringLiteral("idempotent")}});
    c.count();
    int attempts = 0;
    for (const QString &op : r.operationIds)
        attempts += int(read(m_ledger->attempts(op)).size());
    return c.finish(ok && attempts == 20, !ok ? tr("not every operation completed")
                                              : attempts == 20 ? tr("20 steps, 20 attempts: each reservation let exactly one runner act")
                                                               : tr("%1 attempts for 20 steps").arg(attempts));
}

CaseResult AcceptanceRun::resumeAfterApproval(CaseRun &c)
{
    CaseResult &r = c.r;
    r.setup = m_options.vouchers ? tr("orders/paid: the voucher is created, the e-mail with its code waits for its text to be approved; "
                                      "the automated test run approves it, standing in for a reviewer.")
                                 : tr("orders/paid: the CRM task runs, the e-mail waits for its text to be approved; the automated test run "
                                      "approves it, standing in for a reviewer.");
    r.expectedCrm = r.expectedMail = 1;
    const QString op = c.ingest(QStringLiteral("orders/paid"), QStringLiteral("evt-") + c.n, QStringLiteral("whk-") + c.n);
    r.operationIds << op;
    if (!waitUntil([&] { return stateOf(op) == OperationState::AwaitingApproval; }, m_options.caseTimeoutMs)) {
        c.count();
        return c.finish(false, tr("the e-mail never waited for approval"));
    }
    DecisionRequest approve;
    approve.operationId = op;
    approve.reviewer = automatedReviewer(); // never the person who signs the report
    approve.rationale = tr("Acceptance test: e-mail text checked");
    approve.action = DecisionAction::ApproveContent;
    approve.contentVersion = 1;
    const DecisionOutcome d = m_ledger->decide(approve, QDateTime::currentDateTimeUtc());
    pokeRunners();
    const bool ok = d.applied && c.waitUntilCompleted();
    c.count();
    // The bytes the mail service received are exactly the approved version's request.
    const QList<StepRecord> resumed = read(m_ledger->steps(op));
    if (resumed.size() < 2)
        return c.finish(false, tr("the e-mail step is not in the ledger"));
    const StepRecord mailStep = resumed.at(1);
    const auto approved = m_ledger->contentVersion(mailStep.step.rowId, 1);
    const TargetProfile mailProfile = m_config->targets().value(m_mailName);
    if (m_realTargets) {
        // The service's copy is not readable: the ledger's pinned request must be the approved version's.
        Connector connector(mailProfile);
        const bool pinned = approved
            && read(m_ledger->firstFingerprint(mailStep.step.rowId)) == connector.fingerprint(mailStep.step.reference, approved->body);
        return c.finish(ok && pinned, !ok ? tr("the operation did not resume after the approval")
                                          : pinned ? tr("step 1 not repeated; the request sent is the approved version's (its fingerprint)")
                                                   : tr("the request sent is not the approved version's"));
    }
    const QJsonArray found = admin("GET", m_mailBase, QStringLiteral("/mail/messages?reference=") + mailStep.step.reference)
                                 .value(QStringLiteral("results")).toArray();
    const QString approvedRequestSha256 = approved
        ? QString::fromLatin1(QCryptographicHash::hash(TargetProtocol::forProfile(mailProfile)
                                                           ->createCall(mailProfile, mailStep.step.reference, approved->body).body,
                                                       QCryptographicHash::Sha256).toHex())
        : QString();
    const bool sameBytes = !found.isEmpty() && approved
        && found.at(0).toObject().value(QStringLiteral("request_sha256")).toString() == approvedRequestSha256;
    return c.finish(ok && sameBytes, !ok ? tr("the operation did not resume after the approval")
                                         : sameBytes ? tr("step 1 not repeated; the e-mail sent is the approved version byte for byte")
                                                     : tr("the e-mail sent differs from the approved version"));
}

CaseResult AcceptanceRun::lateRepeatAfterExpiry(CaseRun &c)
{
    if (m_options.vouchers)
        return lateVoucherAfterExpiry(c);
    CaseResult &r = c.r;
    const QString crm = SandboxEndpoints::CrmCreateTask, mail = SandboxEndpoints::MailSend;
    const QString shortBase = m_lateBase;
    r.setup = tr("The CRM task is created, its answer lost; the CRM's search has not caught up when the 2 s key "
                 "retention has passed.");
    r.expectedCrm = 1;
    r.expectedMail = 0;
    setFault(shortBase, QStringLiteral("lose_response"), 1);
    const QString op = c.ingest(QStringLiteral("orders/updated"), QStringLiteral("evt-") + c.n, QStringLiteral("whk-") + c.n);
    r.operationIds << op;
    // Lookups find nothing yet (the search lags): the step stays uncertain, and
    // nothing is resent, until the key expires; then it is held.
    const bool uncertain = waitUntil([&] {
        const OperationState st = stateOf(op);
        return st == OperationState::Uncertain || st == OperationState::Held;
    }, m_options.caseTimeoutMs);
    admin("POST", shortBase, QStringLiteral("/_sandbox/clock"), QJsonObject{{QStringLiteral("advance_seconds"), 5}});
    pokeRunners();
    // Held (no evidence), or found by the lookup and adopted (a settled search): never a resend.
    const bool settled = uncertain && waitUntil([&] {
        const OperationState st = stateOf(op);
        return st == OperationState::Held || st == OperationState::Completed || st == OperationState::Running;
    }, m_options.caseTimeoutMs);
    const bool held = settled && stateOf(op) == OperationState::Held;
    r.observedCrm = effects(shortBase, crm, c.refsOf(r.operationIds, 1));
    r.observedMail = effects(m_mailBase, mail, c.refsOf(r.operationIds, 2));
    const QList<StepRecord> lateSteps = read(m_ledger->steps(op));
    const bool keyExpired = held && !lateSteps.isEmpty() && lateSteps.at(0).step.holdReason == HoldReason::KeyExpired;
    if (!keyExpired && m_sandboxPort == 0) {
        // A target whose search has caught up shows the task: adopting it is just as safe.
        bool adoptedByLookup = false;
        for (const Evidence &ev : read(m_ledger->evidence(op)))
            adoptedByLookup |= ev.kind == QLatin1String("lookup") && ev.result == QLatin1String("found");
        if (adoptedByLookup && waitUntil([&] { return stateOf(op) == OperationState::Completed; }, m_options.caseTimeoutMs)) {
            r.expectedMail = 1;
            r.observedMail = effects(m_mailBase, mail, c.refsOf(r.operationIds, 2));
            return c.finish(true, tr("past the key's retention the task was looked up and found: adopted, nothing was resent"));
        }
    }
    return c.finish(keyExpired, keyExpired ? tr("looked up, no clear evidence: held for a reviewer; nothing was resent")
                                           : tr("the step was not held after the key expired (state %1)").arg(toString(stateOf(op))));
}

CaseResult AcceptanceRun::lateVoucherAfterExpiry(CaseRun &c)
{
    // The voucher's create runs longer than the runner waits, and Stripe's key
    // retention (2 s here) passes before it is known what happened: past the
    // retention nothing may be resent on the key's word, so the step is held
    // (rule 3: without clear evidence, hold). Once the create has finished, the
    // automated test run reconciles, standing in for a reviewer: the code is
    // looked up, found and adopted; one voucher, one e-mail.
    CaseResult &r = c.r;
    const QString shortBase = m_lateBase;
    r.setup = tr("The shop's voucher create outlasts the runner's patience and Stripe's 2 s key retention; then it finishes, "
                 "and the automated test run reconciles the held step, standing in for a reviewer.");
    r.expectedCrm = r.expectedMail = 1;
    setFault(shortBase, QStringLiteral("delay"), 1, 4000);
    const QString op = c.ingest(QStringLiteral("orders/updated"), QStringLiteral("evt-") + c.n, QStringLiteral("whk-") + c.n);
    r.operationIds << op;
    const TargetProfile lateProfile = m_config->targets().value(read(m_ledger->steps(op)).value(0).step.target);
    if (lateProfile.idempotencyHeader.isEmpty()) {
        // A shop without keys (Shopify): nothing expires; the lookup by code
        // waits while the create may still run, then finds and adopts it.
        r.setup = tr("The shop's voucher create outlasts the runner's patience; the shop has no key to expire, only the code.");
        const bool ok = c.waitUntilCompleted();
        r.observedCrm = effects(shortBase, m_firstEndpoint, c.refsOf(r.operationIds, 1));
        r.observedMail = effects(m_mailBase, SandboxEndpoints::MailSend, c.refsOf(r.operationIds, 2));
        const QList<StepRecord> after = read(m_ledger->steps(op));
        const bool once = !after.isEmpty() && after.at(0).step.attemptsUsed == 1;
        return c.finish(ok && once, !ok ? tr("the voucher step was not settled (state %1)").arg(toString(stateOf(op)))
                                    : once ? tr("looked up by its code until the create had finished: found and adopted, nothing was resent")
                                           : tr("the voucher was sent again"));
    }
    const bool held = waitUntil([&] { return stateOf(op) == OperationState::Held; }, m_options.caseTimeoutMs);
    const QList<StepRecord> steps = read(m_ledger->steps(op));
    const bool keyExpired = held && !steps.isEmpty() && steps.at(0).step.holdReason == HoldReason::KeyExpired;
    // The create finishes at the shop (the target's own count), and only then is it reconciled.
    const bool created = keyExpired && waitUntil([&] { return effects(shortBase, m_firstEndpoint, c.refsOf(r.operationIds, 1)) == 1; },
                                                 m_options.caseTimeoutMs);
    bool adopted = false;
    if (created) {
        const StepRecord step = steps.at(0);
        const auto content = m_ledger->contentVersion(step.step.rowId, step.step.contentVersion);
        const TargetProfile profile = m_config->targets().value(step.step.target);
        DecisionRequest reconcile;
        reconcile.operationId = op;
        reconcile.reviewer = automatedReviewer();
        reconcile.rationale = tr("Acceptance test: the voucher's create has finished; look its code up");
        reconcile.action = DecisionAction::Reconcile;
        auto prepared = std::make_shared<std::optional<DecisionRequest>>();
        const QDateTime askedAt = m_ledger->now();
        const bool answered = awaitTargetsThread(
            [this, profile, step, reconcile, prepared, askedAt, body = content ? content->body : QByteArray()](const std::function<void()> &done) {
                std::unique_ptr<Connector> &connector = m_lookupConnectors[QStringLiteral("reconcile:") + profile.name];
                if (!connector)
                    connector = std::make_unique<Connector>(profile);
                Reconciler::prepare(*connector, step, reconcile, askedAt, [prepared, done](DecisionRequest r, LookupOutcome) {
                    *prepared = std::move(r);
                    done();
                }, body);
            },
            profile.deadlineMs + 5000);
        if (answered && prepared->has_value()) {
            const DecisionOutcome d = m_ledger->decide(**prepared, m_ledger->now());
            pokeRunners();
            adopted = d.applied && c.waitUntilCompleted();
        }
    }
    r.observedCrm = effects(shortBase, m_firstEndpoint, c.refsOf(r.operationIds, 1));
    r.observedMail = effects(m_mailBase, SandboxEndpoints::MailSend, c.refsOf(r.operationIds, 2));
    const QList<StepRecord> after = read(m_ledger->steps(op));
    const bool once = !after.isEmpty() && after.at(0).step.attemptsUsed == 1;
    return c.finish(keyExpired && adopted && once,
                    !keyExpired ? tr("the step was not held after the key expired (state %1)").arg(toString(stateOf(op)))
                    : !adopted  ? tr("the held voucher was not found and adopted by its code (state %1)").arg(toString(stateOf(op)))
                    : !once     ? tr("the voucher was sent again")
                                : tr("past the key's retention nothing was resent: held, then looked up by its code, found and adopted"));
}

} // namespace rl::app
