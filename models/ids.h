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
// (idempotency key and searchable field). Derived from nothing but randomness.
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
