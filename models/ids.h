// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QString>

namespace rl::models {

// A UUIDv7 (RFC 9562): 48 bits of Unix milliseconds, then random bits. Time-ordered
// so keyset paging by id follows creation order; random so it carries no customer data.
QString newUuidV7(const QDateTime &now);
QString newUuidV7(); // now

// How a UUIDv7 is shown where space is short: its last 12 characters, the
// random part. (Its first characters are the creation time: the same for
// every id made within weeks of each other.) Search accepts either end.
QString shortId(const QString &uuid);

// Step reference: the one unique reference a step keeps for every attempt
// (idempotency key and searchable field). A deliberately new action (a new
// approved operation, a probe's canary) gets one derived from nothing but
// randomness.
QString newStepReference();

// A voucher's code: the shop's prefix and ten characters derived from the
// step's reference alone (docs/targets.md, "Vouchers"), so every attempt, a
// repeat of the operation and a lookup ask for the same code, and a new
// operation (a new reference) gets a new one. Crockford's base32 (no I, L, O,
// U): letters and digits only, as Stripe requires, short enough to type, 50
// bits of a SHA-256 so two references meet in a shop about once in 10^15.
// No customer data: a reference holds none.
QString voucherCode(const QString &reference, const QString &prefix);
// The part of a code voucherCode() derives; the rest is the shop's prefix.
constexpr int VoucherCodeDigits = 10;
// A prefix a shop may configure: 1 to 8 capital letters or digits.
bool isVoucherPrefix(const QString &prefix);
// The reference of a step that intake makes: a keyed digest of the flow, the
// business action's identity and the step's position, so the same business
// action always asks the target about the same reference, also from a ledger
// restored from a backup (docs/design.md rule 17, docs/ledger.md "Step
// references"). key: the ledger's own reference key (32 random bytes kept in
// the ledger and its backups); identity: the flow's business key, or the
// event's source and id where the flow declares none. "rl_" and 32 hex
// digits of HMAC-SHA256, like newStepReference(): nothing can be read from
// it without the key, and with it only whether a guess was right.
QString stepReference(QByteArrayView key, const QString &flow, const QString &identity, int position);
// The identity stepReference() is given: the business key where the flow
// declares one, else the event's (source, event id).
QString businessIdentity(const QString &businessKey, const QString &source, const QString &eventId);
// 32 random bytes from OpenSSL (a new ledger's reference key).
QByteArray randomKey();

// Times are stored as UTC ISO-8601 with milliseconds (docs/design.md section 5).
QString isoUtc(const QDateTime &t);
// A time as a reader sees it on screen: local, to the second, in the locale's digits (empty if invalid).
QString shortLocalTime(const QDateTime &t);
QDateTime fromIsoUtc(const QString &s);

// SHA-256 and HMAC-SHA256 (OpenSSL). Raw 32-byte digests.
QByteArray sha256(QByteArrayView data);
QByteArray hmacSha256(QByteArrayView key, QByteArrayView data);
QString sha256Hex(const QByteArray &data);

// The ledger's dedupe key of an event: the first 16 bytes of SHA-256 over
// source, a separator and the provider's event id. Fixed-size and short, so
// the unique index stays small; a collision needs about 2^64 events.
QByteArray eventKey(const QString &source, const QString &eventId);

} // namespace rl::models
