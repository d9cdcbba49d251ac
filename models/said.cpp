// SPDX-License-Identifier: GPL-3.0-or-later
#include "said.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace rl::models {

namespace {

// The catalogue: each code's words (the English source of the translations,
// context "Said") and, for what ends an attempt, its cause in a few words.
// A code is never renamed or given other parameters: ledgers keep it.
struct Entry
{
    const char *code;
    const char *words;
    const char *cause = nullptr;
};

const Entry kCatalogue[] = {
    // Network errors, as parameters of the others.
    {"net.refused", QT_TRANSLATE_NOOP("Said", "connection refused")},
    {"net.host_not_found", QT_TRANSLATE_NOOP("Said", "host not found")},
    {"net.closed", QT_TRANSLATE_NOOP("Said", "connection closed by the target")},
    {"net.timeout", QT_TRANSLATE_NOOP("Said", "no answer in time")},
    {"net.error", QT_TRANSLATE_NOOP("Said", "network error %1")},
    // What a create answered.
    {"call.not_reached", QT_TRANSLATE_NOOP("Said", "%1: the request never reached the target"), "%1"},
    {"call.no_answer_by_deadline", QT_TRANSLATE_NOOP("Said", "no answer before the deadline; the target may have acted"),
     QT_TRANSLATE_NOOP("Said", "no answer before the deadline")},
    {"call.failed_after_send", QT_TRANSLATE_NOOP("Said", "%1 after the request was sent; the target may have acted"), "%1"},
    {"call.created", QT_TRANSLATE_NOOP("Said", "HTTP %1, created %2")},
    {"call.replayed", QT_TRANSLATE_NOOP("Said", "HTTP %1, replayed by the target for the same key: %2")},
    {"call.unreadable_answer", QT_TRANSLATE_NOOP("Said", "HTTP %1 with an answer that cannot be read; the target may have acted"),
     QT_TRANSLATE_NOOP("Said", "an answer that cannot be read, code %1")},
    {"call.rate_limited", QT_TRANSLATE_NOOP("Said", "HTTP 429: rate limited; nothing was done"),
     QT_TRANSLATE_NOOP("Said", "the target asked to slow down")},
    {"call.documented_not_executed", QT_TRANSLATE_NOOP("Said", "HTTP %1, which this target documents as not executed"),
     QT_TRANSLATE_NOOP("Said", "the target refused it without acting (code %1)")},
    {"call.key_in_use", QT_TRANSLATE_NOOP("Said", "HTTP 409: another request with the same key is still running at the target"),
     QT_TRANSLATE_NOOP("Said", "the same request was still running at the target")},
    {"call.redirect_not_followed", QT_TRANSLATE_NOOP("Said", "HTTP %1: redirect not followed for a request that changes data")},
    {"call.may_have_acted", QT_TRANSLATE_NOOP("Said", "HTTP %1: the target may have acted"),
     QT_TRANSLATE_NOOP("Said", "the target answered with code %1")},
    {"call.fingerprint_refused", QT_TRANSLATE_NOOP("Said", "not sent: the request differs from the one reserved under this key")},
    // Provider answers with a documented meaning.
    {"resend.concurrent_request",
     QT_TRANSLATE_NOOP("Said", "HTTP 409 concurrent_idempotent_requests: the first request with this key is still running"),
     QT_TRANSLATE_NOOP("Said", "the same request was still running at the target")},
    {"resend.other_content",
     QT_TRANSLATE_NOOP("Said", "HTTP 409 invalid_idempotent_request: the target holds other content under this key"),
     QT_TRANSLATE_NOOP("Said", "the target holds other content under the same reference")},
    {"resend.invalid_key", QT_TRANSLATE_NOOP("Said", "HTTP 400 invalid_idempotency_key: refused before sending")},
    {"salesforce.existed",
     QT_TRANSLATE_NOOP("Said", "HTTP 200: the record %1 already existed (the upsert updated it; no second record)")},
    {"salesforce.existed_no_id",
     QT_TRANSLATE_NOOP("Said", "HTTP 204: the record already existed (the upsert updated it); look it up for its id")},
    {"salesforce.several", QT_TRANSLATE_NOOP("Said", "HTTP 300: several records carry this External ID; nothing was written")},
    {"salesforce.concurrent_upsert",
     QT_TRANSLATE_NOOP("Said", "HTTP 400 DUPLICATE_VALUE: a concurrent upsert of this reference; look it up")},
    {"salesforce.not_written", QT_TRANSLATE_NOOP("Said", "HTTP %1 %2: nothing was written")},
    {"postmark.not_accepted", QT_TRANSLATE_NOOP("Said", "HTTP 422, Postmark error %1: not accepted")},
    {"hubspot.not_created", QT_TRANSLATE_NOOP("Said", "HTTP 400 %1: nothing was created")},
    {"voucher.code_not_reference",
     QT_TRANSLATE_NOOP("Said", "not sent: the voucher's code is not the one its reference gives, so the e-mail could name another code")},
    {"shopify.created", QT_TRANSLATE_NOOP("Said", "Shopify created the discount %1")},
    {"shopify.code_taken",
     QT_TRANSLATE_NOOP("Said", "Shopify refused the code as taken (userErrors TAKEN): nothing new was created; it is looked up by its code")},
    {"shopify.user_error", QT_TRANSLATE_NOOP("Said", "Shopify refused the discount (userErrors %1): nothing was created")},
    {"shopify.throttled",
     QT_TRANSLATE_NOOP("Said", "Shopify throttled the request (cost bucket: %1 of %2 points, %3 restored per second); nothing was done")},
    {"shopify.error", QT_TRANSLATE_NOOP("Said", "Shopify answered HTTP 200 with the error %1: nothing was done")},
    {"shopify.error_uncertain", QT_TRANSLATE_NOOP("Said", "Shopify answered HTTP 200 with the error %1: the discount may have been created")},
    {"stripe.other_parameters",
     QT_TRANSLATE_NOOP("Said", "HTTP 400 idempotency_error: Stripe holds other parameters under this key; nothing was created by this "
                               "request and it is never sent under a new key: held for a reviewer")},
    {"stripe.code_taken",
     QT_TRANSLATE_NOOP("Said", "HTTP 400: Stripe already has an active promotion code with this code; nothing new was created; it is looked up by its code")},
    {"stripe.refused", QT_TRANSLATE_NOOP("Said", "HTTP %1 %2: Stripe refused the request; nothing was created")},
    {"voucher.not_ours",
     QT_TRANSLATE_NOOP("Said", "the target holds the code %1, but not as this step made it (%2): a duplicate at the target")},
    {"voucher.found", QT_TRANSLATE_NOOP("Said", "found %1: the code %2, as this step made it")},
    {"voucher.why_reference", QT_TRANSLATE_NOOP("Said", "made for another reference")},
    {"voucher.why_amount", QT_TRANSLATE_NOOP("Said", "another amount: %1")},
    {"voucher.why_limit", QT_TRANSLATE_NOOP("Said", "another usage limit: %1")},
    {"voucher.why_coupon", QT_TRANSLATE_NOOP("Said", "another coupon: %1")},
    // What a lookup by reference saw.
    {"lookup.failed", QT_TRANSLATE_NOOP("Said", "lookup failed: %1")},
    {"lookup.unreadable", QT_TRANSLATE_NOOP("Said", "lookup answer cannot be read")},
    {"lookup.status", QT_TRANSLATE_NOOP("Said", "lookup answered HTTP %1")},
    {"lookup.absent", QT_TRANSLATE_NOOP("Said", "no record carries the reference (now)")},
    {"lookup.several", QT_TRANSLATE_NOOP("Said", "%1 records carry the reference: %2")},
    {"lookup.found", QT_TRANSLATE_NOOP("Said", "found %1")},
    {"lookup.found_with_status", QT_TRANSLATE_NOOP("Said", "found %1 (the target's status: %2)")},
    {"lookup.unsupported", QT_TRANSLATE_NOOP("Said", "this target offers no lookup by reference")},
    {"lookup.rate_limited", QT_TRANSLATE_NOOP("Said", "lookup refused for the rate limit; asked again later")},
    {"lookup.duplicate_record", QT_TRANSLATE_NOOP("Said", "record %1 carries the step's reference")},
    // Content that cannot be sent, named by its fields, never their values.
    {"content.not_json", QT_TRANSLATE_NOOP("Said", "the content is not valid JSON (at character %1)")},
    {"content.not_object", QT_TRANSLATE_NOOP("Said", "the content must be a JSON object with the step's fields")},
    {"content.field_not_text", QT_TRANSLATE_NOOP("Said", "the field %1 must be a text")},
    {"content.no_subject", QT_TRANSLATE_NOOP("Said", "the subject must not be empty")},
    {"content.no_recipient", QT_TRANSLATE_NOOP("Said", "the recipient must not be empty")},
    {"content.recipient_invalid", QT_TRANSLATE_NOOP("Said", "the recipient is not one e-mail address")},
    {"content.no_code", QT_TRANSLATE_NOOP("Said", "the voucher has no code")},
    {"content.amount_invalid", QT_TRANSLATE_NOOP("Said", "the voucher's amount must be a number greater than 0")},
    {"content.usage_limit_invalid", QT_TRANSLATE_NOOP("Said", "the voucher's usage_limit must be a whole number of at least 1")},
    // The runner's own account.
    {"attempt.worker_silent", QT_TRANSLATE_NOOP("Said", "the worker holding the reservation stopped answering")},
    // A ledger restored from a backup (docs/ledger.md, "Backups and restores").
    {"restore.attempt_unknown",
     QT_TRANSLATE_NOOP("Said", "the ledger was restored from a backup taken at %1: what this attempt did after it is not known")},
    {"restore.look_up_first",
     QT_TRANSLATE_NOOP("Said", "the ledger was restored from a backup taken at %1: the step is looked up at the target before it is sent")},
    // Delivery events, as the mail service reported them (%2: its own type word).
    {"delivery.resend", QT_TRANSLATE_NOOP("Said", "Resend reports the e-mail %1")},
    {"delivery.postmark", QT_TRANSLATE_NOOP("Said", "Postmark reports the e-mail %1")},
    {"delivery.postmark_type", QT_TRANSLATE_NOOP("Said", "Postmark reports the e-mail %1 (%2)")},
    // Postmark's Inactive flag: it deactivated the address (CanActivate: a person may reactivate it).
    {"delivery.postmark_inactive", QT_TRANSLATE_NOOP("Said", "Postmark reports the e-mail %1 (%2) and deactivated the address: later e-mails to it are not sent until it is reactivated at Postmark")},
    {"delivery.postmark_inactive_final", QT_TRANSLATE_NOOP("Said", "Postmark reports the e-mail %1 (%2) and deactivated the address for good: it cannot be reactivated")},
    // A record that says nothing about whether the e-mail arrived (an auto-reply, an unsubscribe request …).
    {"delivery.postmark_note", QT_TRANSLATE_NOOP("Said", "Postmark reports %1 about the e-mail: not a delivery failure")},
    {"status.sent", QT_TRANSLATE_NOOP("Said", "sent")},
    {"status.scheduled", QT_TRANSLATE_NOOP("Said", "scheduled")},
    {"status.delivered", QT_TRANSLATE_NOOP("Said", "delivered")},
    {"status.delayed", QT_TRANSLATE_NOOP("Said", "delayed")},
    {"status.bounced", QT_TRANSLATE_NOOP("Said", "bounced")},
    {"status.complained", QT_TRANSLATE_NOOP("Said", "complained")},
    {"status.failed", QT_TRANSLATE_NOOP("Said", "failed")},
    {"status.suppressed", QT_TRANSLATE_NOOP("Said", "suppressed")},
};

const Entry *find(const QString &code)
{
    for (const Entry &e : kCatalogue) {
        if (code == QLatin1String(e.code))
            return &e;
    }
    return nullptr;
}

// %1 … %9 replaced in one pass, so a parameter's own "%2" stays as it is.
QString fill(const QString &pattern, const QStringList &values)
{
    QString out;
    out.reserve(pattern.size() + 32);
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern.at(i);
        if (c == QLatin1Char('%') && i + 1 < pattern.size() && pattern.at(i + 1).isDigit() && pattern.at(i + 1) != QLatin1Char('0')) {
            const int n = pattern.at(i + 1).digitValue();
            if (n <= values.size()) {
                out += values.at(n - 1);
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

enum class Language { Recorded, Reader };

QString words(const Said &s, const char *pattern, Language language);

// A parameter, itself put into words when it is a code.
QString parameter(const QString &p, Language language)
{
    if (!p.startsWith(QLatin1Char('@')))
        return p;
    QStringList parts = p.mid(1).split(QLatin1Char(':'));
    const Said inner{parts.takeFirst(), parts};
    const Entry *e = find(inner.code);
    return e ? words(inner, e->words, language) : p; // a value that only looks like a code stays as it came
}

QString words(const Said &s, const char *pattern, Language language)
{
    QStringList values;
    values.reserve(s.params.size());
    for (const QString &p : s.params)
        values << parameter(p, language);
    const QString text = language == Language::Reader ? QCoreApplication::translate("Said", pattern) : QString::fromUtf8(pattern);
    return fill(text, values);
}

} // namespace

Said Said::of(const char *code, QStringList params)
{
    return {QString::fromLatin1(code), std::move(params)};
}

bool Said::known() const
{
    return find(code) != nullptr;
}

QString Said::english() const
{
    const Entry *e = find(code);
    return e ? words(*this, e->words, Language::Recorded) : QString();
}

QString Said::text() const
{
    const Entry *e = find(code);
    return e ? words(*this, e->words, Language::Reader) : QString();
}

QString Said::cause() const
{
    const Entry *e = find(code);
    if (!e)
        return {};
    return words(*this, e->cause ? e->cause : e->words, Language::Reader);
}

QString Said::toStored() const
{
    if (isEmpty())
        return QStringLiteral("");
    QJsonArray a{code};
    for (const QString &p : params)
        a.append(p);
    return QString::fromUtf8(QJsonDocument(a).toJson(QJsonDocument::Compact));
}

Said Said::fromStored(const QString &stored)
{
    if (stored.isEmpty())
        return {};
    const QJsonArray a = QJsonDocument::fromJson(stored.toUtf8()).array();
    if (a.isEmpty() || !a.at(0).isString())
        return {};
    Said s{a.at(0).toString(), {}};
    for (qsizetype i = 1; i < a.size(); ++i)
        s.params << a.at(i).toString();
    return s;
}

QString saidText(const Said &said, const QString &recorded)
{
    return said.known() ? said.text() : recorded;
}

} // namespace rl::models
