// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "domain.h"
#include "ledgertypes.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QUrl>
#include <optional>

namespace rl::app {

// What one target system can do and how to talk to it. Loaded from the
// configuration file; the token itself never is: only the name of the
// environment variable that holds it.
struct TargetProfile
{
    Q_DECLARE_TR_FUNCTIONS(TargetProfile)
public:
    QString name;
    QString kind;     // crm | mail | voucher
    QString protocol; // sandbox | salesforce | hubspot | postmark | resend | shopify_discount | stripe_promotion_code
    QString from;     // resend, postmark: the sender address (a verified domain or signature)
    // How the step's content fields become the target's fields (content key →
    // target field), and fields sent as they are; the protocol sets defaults.
    QList<std::pair<QString, QString>> fieldMap;
    QJsonObject constantFields;
    QString apiVersion;      // salesforce: e.g. v59.0
    QString externalIdField; // salesforce: the External ID + Unique field holding the reference
    QString metadataKey;     // postmark: the metadata key carrying the reference
    QString messageStream;   // postmark: the message stream (outbound)
    QString referenceProperty; // hubspot: the custom task property holding the reference
    // Vouchers (docs/targets.md, "Vouchers"): the shop's prefix before the ten
    // characters derived from the step's reference; Stripe: the coupon the
    // promotion codes point at. apiVersion is Shopify's (2025-10) or Stripe's
    // (2025-04-30.basil) there.
    QString codePrefix;
    QString coupon;
    // The code a step of this (voucher) target asks for: models::voucherCode.
    QString voucherCode(const QString &reference) const;
    // Lookups (searches) at most this often per second, for targets whose search
    // has its own rate limit (HubSpot: about 4 per second per token); 0: unpaced.
    double lookupsPerSecond = 0;
    QUrl baseUrl;
    // Where its requests go, as the ledger records it for each step
    // (docs/design.md rule 13): the base URL without a trailing slash.
    QString address() const { return baseUrl.adjusted(QUrl::StripTrailingSlash).toString(); }
    // What a step on this target is made with and keeps (models/ledger/ledgertypes.h).
    models::StepPolicy stepPolicy() const;
    models::Capability capability = models::Capability::LookupOnly;
    QByteArray idempotencyHeader = QByteArrayLiteral("Idempotency-Key");
    qint64 keyRetentionSeconds = 86400;
    qint64 settleMs = 0;
    int inactivityTimeoutMs = 10'000;
    int deadlineMs = 30'000;
    // How long the target may still act on a request after it was sent: a
    // target can finish long after the client gave up. Never shorter than the
    // deadline; until it has passed, an empty lookup proves nothing.
    qint64 maxExecutionMs = 120'000;
    // The target can be searched by the step's reference (a declared claim;
    // `runledgerctl probe` checks it).
    bool lookup = true;
    // One confirming lookup after each success (off e.g. under a tight search rate limit).
    bool confirmByLookup = true;
    // Where `runledgerctl probe` sends its canary e-mails (mail targets).
    // Where probe canaries go (mail): empty means the sender's own address
    // (`from`), so a real provider never bounces one against the sender's reputation.
    QString probeRecipient;
    int maxAttempts = 3;
    int backoffInitialMs = 1'000;
    double backoffFactor = 2.0;
    int backoffMaxMs = 60'000;
    QString tokenEnv; // empty: no token
    // A token must be set before this target can be called: one is named and
    // the protocol checks it (the sandbox's own protocol takes any call).
    bool needsToken() const { return !tokenEnv.isEmpty() && protocol != QLatin1String("sandbox"); }
    // resend: the webhook signing secret (whsec_…); postmark: "user:password" of
    // the basic auth in the webhook URL. Empty: no delivery events for this target.
    QString webhookSecretEnv;
    // Where a reviewer checks by hand: the record's page ({id}: the target's id)
    // and a search for the step's reference ({reference}; a voucher's code:
    // {code}). Empty: no link.
    QString recordUrl;
    QString searchUrl;
    // The links for one step, filled in; invalid when the profile has no template
    // or the value is missing.
    QUrl recordLink(const QString &targetId) const;
    QUrl searchLink(const QString &reference) const;
    // Answers the target documents as "nothing was done" (validation, auth).
    QList<int> notExecutedStatuses{401, 403, 422};
    int maxInFlight = 8;

    qint64 backoffMs(int attemptsUsed) const;
    QByteArray token() const; // read at call time: the environment, else the console's session tokens

    static std::optional<TargetProfile> fromJson(const QString &name, const QJsonObject &o, QString *error);
    QJsonObject toJson() const; // without any secret
};

} // namespace rl::app
