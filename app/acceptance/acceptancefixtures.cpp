// SPDX-License-Identifier: GPL-3.0-or-later
// The acceptance run's fixtures: its sandboxes (or the configured targets),
// its scratch ledger, the flows and profiles the six cases run with, and its
// two runners. The cases themselves are in acceptancerun.cpp.
#include "acceptancerun.h"
#include "sandboxchild.h"

#include "appinfo.h"
#include "detailmodels.h"
#include "ids.h"
#include "operationsmodel.h"
#include "runner/runner.h"
#include "targets/sessiontokens.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>

namespace rl::app {

using namespace rl::models;

namespace {

QJsonObject target(const QString &kind, const QString &base, const QString &capability)
{
    return {{QStringLiteral("kind"), kind},
            {QStringLiteral("protocol"), QStringLiteral("sandbox")},
            {QStringLiteral("base_url"), base},
            {QStringLiteral("capability"), capability},
            {QStringLiteral("key_retention_seconds"), 86400},
            {QStringLiteral("inactivity_timeout_ms"), 800},
            {QStringLiteral("deadline_ms"), 3000},
            {QStringLiteral("max_attempts"), 3},
            {QStringLiteral("backoff_initial_ms"), 100},
            {QStringLiteral("not_executed_statuses"), QJsonArray{401, 403, 422, 503}}};
}

QJsonObject flow(const QString &name, const QString &topic, const QString &crmTarget, bool approval, const QString &recipient,
                 const QString &mailTarget, bool voucher = false)
{
    if (voucher) {
        // Order → voucher → e-mail with its code (docs/acceptance.md, "Vouchers").
        QJsonObject f{{QStringLiteral("name"), name},
                      {QStringLiteral("intended_action"), QStringLiteral("Thank order {{name}} with a voucher, then an e-mail with its code")},
                      {QStringLiteral("triggers"), QJsonArray{QJsonObject{{QStringLiteral("source"), QStringLiteral("shopify")},
                                                                          {QStringLiteral("topic"), topic}}}},
                      {QStringLiteral("steps"),
                       QJsonArray{QJsonObject{{QStringLiteral("kind"), QStringLiteral("voucher.create")},
                                              {QStringLiteral("target"), crmTarget},
                                              {QStringLiteral("content"), QJsonObject{{QStringLiteral("amount"), QStringLiteral("10.00")},
                                                                                      {QStringLiteral("currency"), QStringLiteral("EUR")},
                                                                                      {QStringLiteral("title"), QStringLiteral("Thank-you voucher for order {{name}}")}}}},
                                  QJsonObject{{QStringLiteral("kind"), QStringLiteral("email.send")},
                                              {QStringLiteral("target"), mailTarget},
                                              {QStringLiteral("content"),
                                               QJsonObject{{QStringLiteral("to"), recipient},
                                                           {QStringLiteral("subject"), QStringLiteral("Your voucher for order {{name}}")},
                                                           {QStringLiteral("body"), QStringLiteral("Your voucher code {{voucher.code}} takes {{voucher.amount}} "
                                                                                                   "{{voucher.currency}} off your next order.")}}}}}}};
        if (approval)
            f.insert(QStringLiteral("approval_before_steps"), QJsonArray{2});
        return f;
    }
    QJsonObject f{{QStringLiteral("name"), name},
                  {QStringLiteral("intended_action"), QStringLiteral("Follow up order {{name}}: CRM task, then e-mail")},
                  {QStringLiteral("triggers"), QJsonArray{QJsonObject{{QStringLiteral("source"), QStringLiteral("shopify")},
                                                                      {QStringLiteral("topic"), topic}}}},
                  {QStringLiteral("steps"),
                   QJsonArray{QJsonObject{{QStringLiteral("kind"), QStringLiteral("crm.create_task")},
                                          {QStringLiteral("target"), crmTarget},
                                          {QStringLiteral("content"), QJsonObject{{QStringLiteral("subject"), QStringLiteral("Follow up order {{name}}")},
                                                                                  {QStringLiteral("body"), QStringLiteral("Call the customer about order {{name}}.")}}}},
                              QJsonObject{{QStringLiteral("kind"), QStringLiteral("email.send")},
                                          {QStringLiteral("target"), mailTarget},
                                          {QStringLiteral("content"), QJsonObject{{QStringLiteral("to"), recipient},
                                                                                  {QStringLiteral("subject"), QStringLiteral("Thank you for order {{name}}")},
                                                                                  {QStringLiteral("body"), QStringLiteral("Your voucher for order {{name}} is on its way.")}}}}}}};
    if (approval)
        f.insert(QStringLiteral("approval_before_steps"), QJsonArray{2});
    return f;
}

} // namespace

QString AcceptanceRun::sandboxBase() const
{
    return m_sandboxPort != 0 ? QStringLiteral("http://127.0.0.1:%1").arg(m_sandboxPort) : m_base;
}

QStringList AcceptanceRun::configuredTargets(const Configuration &config)
{
    QString crm, mail;
    for (const TargetProfile &p : config.targets()) {
        if (p.kind == QLatin1String("crm") && crm.isEmpty())
            crm = p.name;
        if (p.kind == QLatin1String("mail") && mail.isEmpty())
            mail = p.name;
    }
    return crm.isEmpty() || mail.isEmpty() ? QStringList() : QStringList{crm, mail};
}

bool AcceptanceRun::setUp(QString *error)
{
    QJsonObject crmTarget, mailTarget, late;
    m_recipient = QStringLiteral("{{email}}");
    const bool vouchers = m_options.vouchers;
    m_firstEndpoint = vouchers ? SandboxEndpoints::VoucherCreate : SandboxEndpoints::CrmCreateTask;
    if (m_options.targets) {
        const QStringList names = configuredTargets(*m_options.targets);
        if (names.isEmpty()) {
            *error = tr("the configuration needs a crm and a mail target");
            return false;
        }
        m_crmName = names.at(0); // the report names the user's targets as they do
        m_mailName = names.at(1);
        if (vouchers) {
            // The voucher takes the CRM task's place as the first step.
            m_crmName.clear();
            for (const TargetProfile &p : m_options.targets->targets()) {
                if (p.kind == QLatin1String("voucher") && m_crmName.isEmpty())
                    m_crmName = p.name;
            }
            if (m_crmName.isEmpty()) {
                *error = tr("the configuration has no voucher target");
                return false;
            }
        }
        crmTarget = m_options.targets->targets().value(m_crmName).toJson();
        mailTarget = m_options.targets->targets().value(m_mailName).toJson();
        // Faults, the clock and the effect count make all six cases provable;
        // without them (real targets) the cases that need no fault run, counted
        // by the targets' own lookups.
        m_base = adminBaseFor(crmTarget.value(QStringLiteral("base_url")).toString());
        m_mailBase = adminBaseFor(mailTarget.value(QStringLiteral("base_url")).toString());
        m_realTargets = m_base.isEmpty() || m_mailBase.isEmpty();
        if (m_realTargets) {
            m_base.clear();
            m_mailBase.clear();
            // Real e-mails go to the address the profile names for canaries, never to a made-up customer.
            // As the probe's canaries: the address the profile names, else the sender's own.
            QString probeRecipient = mailTarget.value(QStringLiteral("probe_recipient")).toString();
            if (probeRecipient.isEmpty())
                probeRecipient = mailTarget.value(QStringLiteral("from")).toString();
            if (probeRecipient.isEmpty() && mailTarget.value(QStringLiteral("protocol")).toString() == QLatin1String("sandbox"))
                probeRecipient = QStringLiteral("runledger-probe@example.com"); // an emulation: nothing reaches anyone
            if (probeRecipient.isEmpty()) {
                *error = tr("the mail target has no sandbox admin API, so the cases send real e-mails: set its "
                            "\"probe_recipient\" (or \"from\") to an address you read");
                return false;
            }
            m_recipient = probeRecipient;
        } else {
            // The late-repeat case: the same CRM, with a key retention we can outlast in seconds.
            late = crmTarget;
            if (late.contains(QStringLiteral("key_retention_seconds"))) // Salesforce's External ID, Shopify's code never expire
                late.insert(QStringLiteral("key_retention_seconds"), 2);
            m_lateBase = m_base;
        }
    } else {
        quint16 latePort = 0;
        QString why;
        onTargetsThread([&] {
            // Two runledger-sandbox processes (docs/acceptance.md): the late-repeat
            // case needs a target whose keys expire quickly and whose search
            // lags, so that no evidence settles the step.
            m_sandbox = SandboxChild::start(m_options.sandboxProgram, {}, &why);
            if (m_sandbox)
                m_shortRetentionSandbox = SandboxChild::start(
                    m_options.sandboxProgram, {QStringLiteral("--retention"), QStringLiteral("2"), QStringLiteral("--settle-ms"), QStringLiteral("600000")},
                    &why);
            if (m_sandbox && m_shortRetentionSandbox) {
                m_sandboxPort = m_sandbox->port();
                latePort = m_shortRetentionSandbox->port();
            }
        });
        if (m_sandboxPort == 0 || latePort == 0) {
            *error = tr("cannot start the sandbox target: %1").arg(why);
            return false;
        }
        m_base = m_mailBase = sandboxBase();
        m_lateBase = QStringLiteral("http://127.0.0.1:%1").arg(latePort);
        crmTarget = target(QStringLiteral("crm"), m_base, QStringLiteral("protected_create"));
        mailTarget = target(QStringLiteral("mail"), m_mailBase, QStringLiteral("protected_create"));
        late = target(QStringLiteral("crm"), m_lateBase, QStringLiteral("protected_create"));
        late.insert(QStringLiteral("key_retention_seconds"), 2);
        late.insert(QStringLiteral("settle_ms"), 600'000);
        if (vouchers) {
            // Stripe's emulation in the same sandboxes: its keys, its lookup by code.
            m_crmName = QStringLiteral("sandbox-vouchers");
            SessionTokens::provide(QStringLiteral("RUNLEDGER_ACCEPTANCE_VOUCHER_TOKEN"), QByteArrayLiteral("sandbox-token"));
            const auto stripe = [](const QString &base) {
                return QJsonObject{{QStringLiteral("kind"), QStringLiteral("voucher")},
                                   {QStringLiteral("protocol"), QStringLiteral("stripe_promotion_code")},
                                   {QStringLiteral("base_url"), base + QStringLiteral("/stripe")},
                                   {QStringLiteral("capability"), QStringLiteral("protected_create")},
                                   {QStringLiteral("coupon"), QStringLiteral("RUNLEDGER10")},
                                   {QStringLiteral("code_prefix"), QStringLiteral("THANKS")},
                                   {QStringLiteral("key_retention_seconds"), 86400},
                                   {QStringLiteral("inactivity_timeout_ms"), 800},
                                   {QStringLiteral("deadline_ms"), 3000},
                                   {QStringLiteral("max_attempts"), 3},
                                   {QStringLiteral("backoff_initial_ms"), 100},
                                   {QStringLiteral("token_env"), QStringLiteral("RUNLEDGER_ACCEPTANCE_VOUCHER_TOKEN")}};
            };
            crmTarget = stripe(m_base);
            late = stripe(m_lateBase);
            late.insert(QStringLiteral("key_retention_seconds"), 2);
        }
    }
    QJsonObject targets{{m_crmName, crmTarget}, {m_mailName, mailTarget}};
    QJsonArray flows{flow(QStringLiteral("order-followup"), QStringLiteral("orders/create"), m_crmName, false, m_recipient, m_mailName, vouchers),
                     flow(QStringLiteral("order-followup-approved"), QStringLiteral("orders/paid"), m_crmName, true, m_recipient,
                          m_mailName, vouchers)};
    if (!m_realTargets) {
        const QString lateName = vouchers ? QStringLiteral("short-retention-vouchers") : QStringLiteral("short-retention-crm");
        targets.insert(lateName, late);
        targets.insert(QStringLiteral("manual-crm"), target(QStringLiteral("crm"), m_base, QStringLiteral("none")));
        flows.append(flow(QStringLiteral("late-followup"), QStringLiteral("orders/updated"), lateName, false,
                          m_recipient, m_mailName, vouchers));
        flows.append(flow(QStringLiteral("manual-followup"), QStringLiteral("orders/fulfilled"), QStringLiteral("manual-crm"), false,
                          m_recipient, m_mailName));
    }
    const QJsonObject root{{QStringLiteral("targets"), targets}, {QStringLiteral("flows"), flows}};
    m_config = Configuration::fromJson(root, error);
    if (!m_config)
        return false;
    LedgerError le;
    m_ledger = Ledger::open(m_options.ledgerPath, Ledger::OpenMode::CreateOrMigrate, &le);
    if (!m_ledger) {
        *error = le.message;
        return false;
    }
    // The ledger carries the targets it was run against (docs/design.md rule 13).
    if (const auto recorded = m_ledger->recordConfiguration(m_config->json(), m_ledger->now()); !recorded) {
        *error = recorded.error().message;
        return false;
    }
    // Step references as serve makes them (docs/ledger.md, "Step references").
    const auto key = m_ledger->referenceKey();
    if (!key) {
        *error = key.error().message;
        return false;
    }
    m_config->bindReferenceKey(*key);
    // The runners, each with its own connection, on the targets' thread.
    onTargetsThread([&] {
        m_runnerLedger = Ledger::open(m_options.ledgerPath, Ledger::OpenMode::ExistingOnly, &le);
        if (m_runnerLedger)
            m_secondLedger = Ledger::open(m_options.ledgerPath, Ledger::OpenMode::ExistingOnly, &le);
        if (!m_runnerLedger || !m_secondLedger)
            return;
        startFirstRunner();
    });
    if (!m_runner) {
        *error = le.message;
        return false;
    }
    return true;
}

void AcceptanceRun::startFirstRunner()
{
    Runner::Options ro;
    ro.workerName = QStringLiteral("acceptance-runner-1");
    ro.pollIntervalMs = 50;
    ro.reconcileIntervalMs = 100;
    ro.leaseMarginMs = 1000;
    ro.clients = m_options.clients;
    m_runner = std::make_unique<Runner>(m_runnerLedger.get(), &*m_config, ro);
    m_runner->start();
}

void AcceptanceRun::startRunner()
{
    if (!m_targetsContext || !m_runnerLedger)
        return;
    onTargetsThread([this] {
        if (!m_runner)
            startFirstRunner();
    });
}

} // namespace rl::app
