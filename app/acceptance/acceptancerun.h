// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "config/configuration.h"
#include "probe/probe.h"
#include "targets/connector.h"
#include "ledgertypes.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <array>
#include <functional>
#include <map>
#include <memory>

class QNetworkAccessManager;
class QThread;

namespace rl::models {
class Ledger;
}

namespace rl::app {

class SandboxChild;

// The sandbox's endpoints as its admin API counts their effects
// (docs/sandbox.md; runledger-sandbox's SandboxServer names them alike).
namespace SandboxEndpoints {
inline const QString CrmCreateTask = QStringLiteral("crm.create_task");
inline const QString MailSend = QStringLiteral("mail.send");
inline const QString VoucherCreate = QStringLiteral("voucher.create");
} // namespace SandboxEndpoints
class Runner;

// One of the six failure cases, as run and as observed.
struct CaseResult
{
    QString id;            // stable: normal_success, duplicate_event, …
    QString title;
    QString setup;         // what was set up
    QString operatorSees;  // state and open step, as the console shows them
    QString evidence;      // references, replay headers, lookup results
    QString nextStep;
    int expectedCrm = 0, expectedMail = 0; // external effects, counted by the target
    int observedCrm = 0, observedMail = 0; // -1: this target cannot be counted (no lookup, no sandbox)
    bool ran = true;    // false: this case needs the sandbox and was not run (reason says why)
    bool passed = false;
    QString reason; // why it passed or failed, in one sentence
    QStringList operationIds;
    qint64 durationMs = 0;
};

struct AcceptanceReport
{
    QString reviewer;
    QDateTime startedAt, finishedAt; // UTC
    QString buildVersion;
    QList<QJsonObject> targetProfiles; // without secrets
    QList<CaseResult> cases;
    // Against targets without the sandbox's admin API: what their probe found.
    bool realTargets = false;
    QList<ProbeResult> probes;
    models::Counts totals;
    // The cases' first effect was a voucher (Options::vouchers): vouchers the
    // targets created over all cases, by their own count, and whether no code
    // was created twice.
    bool vouchers = false;
    int vouchersCreated = 0;
    bool vouchersEachOnce = true;
    QString ledgerHeadHash;
    qint64 ledgerDecisions = 0;
    QString ledgerReadError; // the totals or the chain could not be read: nothing passes
    // Every case that ran passed (at least one ran) and no probe contradicted a profile.
    bool allPassed() const;
    int casesRun() const;
    int casesNotRun() const;
};

// Runs the six acceptance cases for real: an in-process sandbox target on a
// free loopback port, an in-process runner, a scratch ledger. Effects are the
// target's own count, read over its HTTP admin API.
class AcceptanceRun final : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        QString ledgerPath;   // scratch ledger file (created)
        QString reviewer = QStringLiteral("Acceptance reviewer");
        // How targets are called: the shipped Connector, unless a caller (a
        // test proving that a broken Runledger fails the cases) substitutes one.
        TargetClientFactory clients;
        // Run against these targets instead of an in-process sandbox: the first
        // crm and the first mail target. Where they offer the sandbox admin API
        // (faults, clock, effect counts; `runledgerctl sandbox` on a staging host)
        // all six cases run. Real targets run the four cases that need no fault,
        // counted by lookups, plus the probe; the two fault cases are reported
        // as not run.
        std::optional<Configuration> targets;
        int caseTimeoutMs = 20'000;
        QStringList cases; // the case ids to run (empty: all six)
        // The six cases on the flow "order → voucher → e-mail with its code"
        // (docs/acceptance.md, "Vouchers"): the voucher is the first step,
        // where the CRM task is otherwise. Built-in simulation: Stripe's
        // emulation; configured targets: their first voucher target.
        bool vouchers = false;
        // The built-in simulation is runledger-sandbox, started twice for
        // the run: this program (empty: the one next to this executable,
        // else on the PATH).
        QString sandboxProgram;
    };

    explicit AcceptanceRun(Options options, QObject *parent = nullptr);
    ~AcceptanceRun() override;
    Q_DISABLE_COPY_MOVE(AcceptanceRun)

    static QStringList caseIds();
    // The targets a run against a configuration uses: its first crm and its
    // first mail target, by name; empty when it lacks either.
    static QStringList configuredTargets(const Configuration &config);
    static QString caseTitle(const QString &id);

    // Runs every case in order; progress after each. Cancel between cases.
    AcceptanceReport run(const std::function<void(int index, const CaseResult &)> &progress = {},
                         const std::function<bool()> &cancelled = {});

    // After run(): the configuration and the live pieces, for the console's demo.
    const Configuration &configuration() const { return *m_config; }
    bool hasConfiguration() const { return m_config.has_value(); }
    QString sandboxBase() const;
    // The id of the record the in-process sandbox holds for a reference (what
    // a reviewer would read in the target's own screen); empty when none.
    QString sandboxRecord(const QString &endpoint, const QString &reference);
    // The script's own connection to the scratch ledger (the runners have theirs).
    models::Ledger *ledger() const { return m_ledger.get(); }
    // Adds operations a newcomer should see waiting: content to approve, and a
    // hold on a target that cannot confirm anything.
    void seedDemoExtras();
    // The runners stop; the sandbox and the ledger stay. For operations made
    // by hand afterwards that no runner may touch meanwhile.
    void stopRunners();
    // The first runner works again after stopRunners() (on its own connection).
    void startRunner();

Q_SIGNALS:
    void caseStarted(int index, const QString &id);

private:
    bool setUp(QString *error);
    // The six cases, as a table (acceptancerun.cpp): each one's id, title and
    // the function that plays it.
    struct CaseRun;
    struct CaseSpec
    {
        const char *id;
        const char *title;               // translated in this class's context
        const char *setupNeedingSandbox; // what it sets up, where only the sandbox can (nullptr: any target)
        CaseResult (AcceptanceRun::*play)(CaseRun &);
    };
    static const std::array<CaseSpec, 6> &caseTable();
    CaseResult runCase(const QString &id);
    CaseResult normalSuccess(CaseRun &c);
    CaseResult duplicateEvent(CaseRun &c);
    CaseResult timeoutAfterSuccess(CaseRun &c);
    CaseResult concurrentAttempts(CaseRun &c);
    CaseResult resumeAfterApproval(CaseRun &c);
    CaseResult lateRepeatAfterExpiry(CaseRun &c);
    CaseResult lateVoucherAfterExpiry(CaseRun &c);
    // Threads (docs/architecture.md, "Threads"): the cases are a script on
    // the calling thread; what answers and acts — the sandboxes, the runners
    // with their own ledger connections, the admin API's client and the
    // connectors' lookups — lives on a thread of its own, the targets'
    // thread, with its event loop. The script never runs an event loop: it
    // asks that thread and waits for the answer, or reads the ledger until
    // done() holds.
    bool waitUntil(const std::function<bool()> &done, int timeoutMs);
    // Runs f on the targets' thread and returns when it has run.
    void onTargetsThread(const std::function<void()> &f);
    // Starts work on the targets' thread that calls done() when it is over;
    // false when it did not within timeoutMs. What the work writes for the
    // script is read only after true.
    bool awaitTargetsThread(const std::function<void(const std::function<void()> &done)> &start, int timeoutMs);
    void pokeRunners();
    // Makes and starts the first runner (on the targets' thread).
    void startFirstRunner();
    void stopTargetsThread();
    QJsonObject admin(const QByteArray &method, const QString &base, const QString &path, const QJsonObject &body = {});
    void setFault(const QString &base, const QString &mode, int count, int delayMs = 0);
    int effects(const QString &base, const QString &endpoint, const QStringList &references);
    // The target's own count of records for these references, by read-only
    // lookups (waiting out its settle window); -1: it cannot be looked up.
    int countByLookup(const QString &target, const QStringList &references, int expected);
    QString adminBaseFor(const QString &baseUrl);
    QString ingest(const QString &topic, const QString &eventId, const QString &deliveryId, const QByteArray &payload);
    models::OperationState stateOf(const QString &operationId);
    // A read a case rests on. A failure is kept (the case then fails with
    // the ledger's own words, acceptancerun.cpp finish) and gives no rows,
    // which the case never takes for an answer.
    template<typename T>
    T read(models::Result<T> r)
    {
        if (r)
            return std::move(r).value();
        if (m_readFailure.isEmpty())
            m_readFailure = r.error().message;
        return T{};
    }
    QString describeOperation(const QString &operationId);

    Options m_options;
    std::unique_ptr<QThread> m_targetsThread;
    QObject *m_targetsContext = nullptr; // lives on the targets' thread, deleted when it ends
    // On the targets' thread only:
    std::unique_ptr<QNetworkAccessManager> m_admin; // the sandboxes' admin API
    std::unique_ptr<SandboxChild> m_sandbox;
    std::unique_ptr<SandboxChild> m_shortRetentionSandbox;
    std::unique_ptr<models::Ledger> m_runnerLedger;
    std::unique_ptr<models::Ledger> m_secondLedger;
    std::unique_ptr<Runner> m_runner;
    std::unique_ptr<Runner> m_secondRunner;
    std::map<QString, std::unique_ptr<Connector>> m_lookupConnectors; // by target name
    // On the script's thread:
    quint16 m_sandboxPort = 0;
    QString m_base, m_mailBase, m_lateBase; // where the cases' targets are
    std::unique_ptr<models::Ledger> m_ledger;
    std::optional<Configuration> m_config;
    int m_sequence = 0;
    QString m_readFailure; // the first ledger read that failed since the case began
    bool m_realTargets = false; // the configured targets offer no admin API
    QString m_recipient;        // who the cases' e-mails go to
    QString m_crmName = QStringLiteral("sandbox-crm"), m_mailName = QStringLiteral("sandbox-mail");
    // The first step's effect: the CRM task, or (vouchers) the voucher, and its endpoint in the sandbox's count.
    QString m_firstEndpoint = QStringLiteral("crm.create_task");
};

} // namespace rl::app
