// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace rl::app {

// What a mail service's event says about the e-mail it names, as the
// provider documents each event type (docs/delivery-events.md: one table per
// provider, each row citing its page). The ledger keeps the word of
// status() on the step, except for informational signals (kept as evidence,
// the step's state unchanged) and those that are no evidence at all
// (engagement: opens, clicks; events about other things: domains, contacts).
enum class DeliverySignal { Delivered, Delayed, Bounced, Complained, Suppressed, Failed, Informational, NotEvidence };

// The ledger's word for it: delivered, delayed, bounced, complained,
// suppressed, failed, informational; empty for NotEvidence.
QString deliveryStatus(DeliverySignal s);

// One documented event type and what it means.
struct DocumentedSignal
{
    const char *type; // Resend: "email.bounced"; Postmark: "Delivery", or "Bounce/HardBounce" for a bounce's Type
    DeliverySignal signal;
    const char *page; // where the provider documents it
};

// Every event type Resend documents (its webhooks' "type").
const QList<DocumentedSignal> &resendSignals();
// Every Postmark RecordType, and every bounce Type as "Bounce/<Type>".
const QList<DocumentedSignal> &postmarkSignals();

// Resend's event type; an undocumented one is no evidence (a new kind of event).
DeliverySignal resendSignal(const QString &type);
// Postmark's RecordType and, for a Bounce, its Type and Inactive flag.
// A bounce Type Postmark does not document is Bounced: a bounce record that
// cannot be placed is shown to the reviewer, never taken for a delivery.
// Inactive on a delayed e-mail: Postmark deactivated the address, so it will
// not be delivered: Suppressed.
DeliverySignal postmarkSignal(const QString &recordType, const QString &bounceType, bool inactive);

} // namespace rl::app
