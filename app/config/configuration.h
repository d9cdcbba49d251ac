// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ledgertypes.h"
#include "targets/targetprofile.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QMap>
#include <optional>

namespace rl::app {

// What starts a flow: a Shopify webhook topic, a Shopify Flow action handle,
// or a Standard Webhooks event type from a named source.
struct FlowTrigger
{
    enum class Kind { ShopifyTopic, FlowAction, StandardEvent };
    Kind kind = Kind::ShopifyTopic;
    QString value;  // topic, handle, or event type ("*" = any)
    QString source; // StandardEvent only: the <source> of POST /events/<source>
};

struct FlowStep
{
    QString kind;   // crm.create_task | email.send | voucher.create
    QString target; // target profile name
    QJsonObject content; // string values may hold {{path|fallback.path}} placeholders
};

struct Flow
{
    QString name;
    QString intendedAction; // template too; no customer data belongs in it
    QList<FlowTrigger> triggers;
    QList<FlowStep> steps;
    QList<int> approvalBeforeSteps; // 1-based positions that need approved content first
    // The business key of the flow's operation, a template over the signed
    // body (docs/intake.md, "An operation's identity"): deliveries whose bodies
    // render the same key join one operation, whatever their unsigned headers
    // say. Empty: the event id is the key.
    QString operationKey;
    // Decisions on this flow's operations that a second reviewer must
    // countersign (docs/team-setup.md, "Four eyes"); empty: none.
    QList<models::DecisionAction> fourEyes{};
};

// Where serve sends an alert when operations have been held too long
// (docs/alerts.md). The endpoint and the signing secret come from the
// environment: an incoming-webhook address carries a token. An e-mail alert
// goes through a mail target of the configuration instead, to the address
// `to` names (a team's address, not a customer's).
struct AlertSettings
{
    // Teams: an Adaptive Card in a Workflows webhook's message envelope;
    // TeamsLegacy: the MessageCard of the retired Office 365 connectors.
    enum class Shape { Standard, Slack, Teams, TeamsLegacy, Email };
    QString urlEnv = QStringLiteral("RUNLEDGER_ALERT_URL");
    QString secretEnv = QStringLiteral("RUNLEDGER_ALERT_SECRET");
    qint64 heldLongerThanS = 600;
    Shape shape = Shape::Standard;
    QString mailTarget; // Email: the mail target profile that sends it
    QString to;         // Email: the recipient (one address: a team's, say)
};

// Personal data (docs/personal-data.md): how long each kind is kept after
// its operation is resolved, and whether serve carries out Shopify's
// mandatory compliance webhooks.
struct PrivacySettings
{
    models::RetentionPolicy retention; // the documented defaults when the file says nothing
    // customers/redact and shop/redact erase; customers/data_request writes
    // the access export into dataRequestsDir.
    bool shopifyCompliance = false;
    QString dataRequestsDir;
    static bool isShopifyComplianceTopic(const QString &topic)
    {
        return topic == QLatin1String("customers/redact") || topic == QLatin1String("shop/redact")
            || topic == QLatin1String("customers/data_request");
    }
};

// A program that may ask Runledger to act (docs/api.md): an AI agent, an
// n8n, Make or Zapier workflow. It authenticates with a bearer token held in
// the environment variable tokenEnv, starts only the flows it names, and
// reads back only the operations it started.
struct Caller
{
    QString name;
    QString tokenEnv;  // its bearer token's variable; or
    QString secretEnv; // its Standard Webhooks secret's (whsec_…): it signs its calls
    QStringList flows;
    int requestsPerMinute = 600;
    // Optional (docs/api.md, "Told when it rests"): the environment variables
    // holding the address a signed Standard Webhook is sent to whenever one
    // of this caller's operations comes to rest, and its secret (whsec_…).
    QString callbackUrlEnv;
    QString callbackSecretEnv;
    bool hasCallback() const { return !callbackUrlEnv.isEmpty(); }
};

// The parsed configuration file: target profiles and flows. Secrets are never
// in it; they come from the environment.
class Configuration final
{
    Q_DECLARE_TR_FUNCTIONS(Configuration)
public:
    static std::optional<Configuration> load(const QString &path, QString *error);
    static std::optional<Configuration> fromJson(const QJsonObject &root, QString *error);

    const QMap<QString, TargetProfile> &targets() const { return m_targets; }
    // The configuration as read (compact JSON): what a ledger records of the
    // configuration it is run with. It holds no secret (they come from the
    // environment and the keyring).
    QByteArray json() const;
    const QList<Flow> &flows() const { return m_flows; }
    const Flow *flowNamed(const QString &name) const;
    // "callers": […] (docs/api.md).
    const QList<Caller> &callers() const { return m_callers; }

    // The flows a delivery starts, each as a plan with rendered content (the
    // ledger keys the operation by event and flow). triggerSource: the
    // <source> a StandardEvent trigger names (else ignored).
    // The event a delivery is of: with the ledger's reference key, the
    // identity its steps' references are derived from where the flow
    // declares no business key (models/ids.h, stepReference).
    struct EventIdentity
    {
        QString source;
        QString eventId;
        QDateTime triggeredAt; // when the sender says it happened (invalid: not said)
    };
    QList<models::OperationPlan> plansFor(FlowTrigger::Kind kind, const QString &value, const QString &triggerSource,
                                          const QJsonObject &payload, const EventIdentity &event = {}) const;
    models::OperationPlan plan(const Flow &flow, const QJsonObject &payload, const EventIdentity &event = {}) const;
    // The reference key of the ledger this configuration runs with (serve,
    // import, the acceptance run bind it before planning): the same business
    // action then always gets the same step references, also on a ledger
    // restored from a backup. Unbound (or with neither a business key nor an
    // event), references are random.
    void bindReferenceKey(const QByteArray &key) { m_referenceKey = key; }
    bool referenceKeyBound() const { return !m_referenceKey.isEmpty(); }
    // Whether some flow is triggered by this Flow action handle, or by events
    // from this source: the only routes intake accepts besides Shopify's.
    bool declaresFlowAction(const QString &handle) const;
    bool declaresEventSource(const QString &source) const;
    // The environment variable holding an event source's own Standard
    // Webhooks secret ("sources": {"<source>": {"secret_env": "…"}}); empty:
    // the source uses RUNLEDGER_WEBHOOK_SECRET.
    QString secretEnvFor(const QString &source) const { return m_sourceSecretEnv.value(source); }
    const QMap<QString, QString> &sourceSecretEnvs() const { return m_sourceSecretEnv; }
    // "alerts": {…}; nullopt: no alerts configured.
    const std::optional<AlertSettings> &alerts() const { return m_alerts; }
    // "privacy": {…}; the defaults when absent.
    const PrivacySettings &privacy() const { return m_privacy; }

    // {{a.b|c}}: the first path with a value; {{reference}} is the step's reference.
    static QString render(const QString &text, const QJsonObject &payload, const QString &reference);

private:
    QMap<QString, TargetProfile> m_targets;
    QList<Flow> m_flows;
    QList<Caller> m_callers;
    QJsonObject m_root;
    QMap<QString, QString> m_sourceSecretEnv;
    std::optional<AlertSettings> m_alerts;
    PrivacySettings m_privacy;
    QByteArray m_referenceKey;
};

} // namespace rl::app
