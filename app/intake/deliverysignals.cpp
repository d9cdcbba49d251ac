// SPDX-License-Identifier: GPL-3.0-or-later
#include "deliverysignals.h"

#include <optional>

namespace rl::app {

namespace {

constexpr const char *kResendTypes = "https://resend.com/docs/webhooks/event-types";
constexpr const char *kPostmarkBounceTypes = "https://postmarkapp.com/developer/api/bounce-api#bounce-types";

} // namespace

QString deliveryStatus(DeliverySignal s)
{
    switch (s) {
    case DeliverySignal::Delivered: return QStringLiteral("delivered");
    case DeliverySignal::Delayed: return QStringLiteral("delayed");
    case DeliverySignal::Bounced: return QStringLiteral("bounced");
    case DeliverySignal::Complained: return QStringLiteral("complained");
    case DeliverySignal::Suppressed: return QStringLiteral("suppressed");
    case DeliverySignal::Failed: return QStringLiteral("failed");
    case DeliverySignal::Informational: return QStringLiteral("informational");
    case DeliverySignal::NotEvidence: return {};
    }
    return {};
}

const QList<DocumentedSignal> &resendSignals()
{
    using S = DeliverySignal;
    static const QList<DocumentedSignal> table{
        // "the API request was successful": accepted, which the step already is.
        {"email.sent", S::Informational, "https://resend.com/docs/webhooks/emails/sent"},
        {"email.scheduled", S::Informational, kResendTypes},
        {"email.delivered", S::Delivered, "https://resend.com/docs/webhooks/emails/delivered"},
        // "couldn't be delivered due to a temporary issue"
        {"email.delivery_delayed", S::Delayed, "https://resend.com/docs/webhooks/emails/delivery-delayed"},
        // "the recipient's mail server permanently rejected the email"
        {"email.bounced", S::Bounced, "https://resend.com/docs/webhooks/emails/bounced"},
        // "successfully delivered, but the recipient marked it as spam"
        {"email.complained", S::Complained, "https://resend.com/docs/webhooks/emails/complained"},
        // "failed to send due to an error" (invalid recipients, quota …)
        {"email.failed", S::Failed, "https://resend.com/docs/webhooks/emails/failed"},
        // "suppressed by Resend": the address is on its suppression list
        {"email.suppressed", S::Suppressed, kResendTypes},
        // Engagement and events about other things say nothing of the e-mail's delivery.
        {"email.opened", S::NotEvidence, "https://resend.com/docs/webhooks/emails/opened"},
        {"email.clicked", S::NotEvidence, "https://resend.com/docs/webhooks/emails/clicked"},
        {"email.received", S::NotEvidence, kResendTypes},
        {"domain.created", S::NotEvidence, kResendTypes},
        {"domain.updated", S::NotEvidence, kResendTypes},
        {"domain.deleted", S::NotEvidence, kResendTypes},
        {"contact.created", S::NotEvidence, kResendTypes},
        {"contact.updated", S::NotEvidence, kResendTypes},
        {"contact.deleted", S::NotEvidence, kResendTypes},
    };
    return table;
}

const QList<DocumentedSignal> &postmarkSignals()
{
    using S = DeliverySignal;
    static const QList<DocumentedSignal> table{
        {"Delivery", S::Delivered, "https://postmarkapp.com/developer/webhooks/delivery-webhook"},
        {"SpamComplaint", S::Complained, "https://postmarkapp.com/developer/webhooks/spam-complaint-webhook"},
        // The recipient unsubscribed or changed what it receives: a note on this e-mail.
        {"SubscriptionChange", S::Informational, "https://postmarkapp.com/developer/webhooks/subscription-change-webhook"},
        {"Open", S::NotEvidence, "https://postmarkapp.com/developer/webhooks/open-tracking-webhook"},
        {"Click", S::NotEvidence, "https://postmarkapp.com/developer/webhooks/click-webhook"},
        // A bounce by its Type (the Bounce API's list; its webhook carries the same).
        {"Bounce/HardBounce", S::Bounced, kPostmarkBounceTypes},                // unknown user, mailbox not found
        {"Bounce/Transient", S::Delayed, kPostmarkBounceTypes},                 // message delayed
        {"Bounce/Unsubscribe", S::Informational, kPostmarkBounceTypes},         // an unsubscribe or remove request
        {"Bounce/Subscribe", S::Informational, kPostmarkBounceTypes},           // a subscribe request
        {"Bounce/AutoResponder", S::Informational, kPostmarkBounceTypes},       // "out of office", "on vacation"
        {"Bounce/AddressChange", S::Informational, kPostmarkBounceTypes},       // the recipient asks to change address
        {"Bounce/DnsError", S::Delayed, kPostmarkBounceTypes},                  // a temporary DNS error
        {"Bounce/SpamNotification", S::Delivered, kPostmarkBounceTypes},        // "the message was delivered, but …"
        {"Bounce/OpenRelayTest", S::Informational, kPostmarkBounceTypes},       // a test of the mail server, not of this e-mail
        {"Bounce/Unknown", S::Bounced, kPostmarkBounceTypes},                   // an NDR Postmark could not classify
        {"Bounce/SoftBounce", S::Delayed, kPostmarkBounceTypes},                // mailbox full, over quota …
        {"Bounce/VirusNotification", S::Informational, kPostmarkBounceTypes},   // a virus warning
        {"Bounce/ChallengeVerification", S::Informational, kPostmarkBounceTypes}, // a challenge asking the sender to confirm
        {"Bounce/BadEmailAddress", S::Bounced, kPostmarkBounceTypes},           // not a valid address
        {"Bounce/SpamComplaint", S::Complained, kPostmarkBounceTypes},          // marked as spam
        {"Bounce/ManuallyDeactivated", S::Suppressed, kPostmarkBounceTypes},    // the address was deactivated by hand
        {"Bounce/Unconfirmed", S::Suppressed, kPostmarkBounceTypes},            // registration not confirmed
        {"Bounce/Blocked", S::Bounced, kPostmarkBounceTypes},                   // blocked by the ISP (content, blocklist)
        {"Bounce/SMTPApiError", S::Failed, kPostmarkBounceTypes},               // accepting it through the SMTP API failed
        {"Bounce/InboundError", S::Informational, kPostmarkBounceTypes},        // an inbound message, not this e-mail
        {"Bounce/DMARCPolicy", S::Bounced, kPostmarkBounceTypes},               // rejected by the DMARC policy
        {"Bounce/TemplateRenderingFailed", S::Failed, kPostmarkBounceTypes},    // the template could not be rendered
    };
    return table;
}

namespace {
std::optional<DeliverySignal> lookUp(const QList<DocumentedSignal> &table, const QString &type)
{
    for (const DocumentedSignal &d : table) {
        if (type == QLatin1String(d.type))
            return d.signal;
    }
    return std::nullopt;
}
} // namespace

DeliverySignal resendSignal(const QString &type)
{
    return lookUp(resendSignals(), type).value_or(DeliverySignal::NotEvidence);
}

DeliverySignal postmarkSignal(const QString &recordType, const QString &bounceType, bool inactive)
{
    if (recordType != QLatin1String("Bounce"))
        return lookUp(postmarkSignals(), recordType).value_or(DeliverySignal::NotEvidence);
    const DeliverySignal s = lookUp(postmarkSignals(), QStringLiteral("Bounce/") + bounceType).value_or(DeliverySignal::Bounced);
    return s == DeliverySignal::Delayed && inactive ? DeliverySignal::Suppressed : s;
}

} // namespace rl::app
