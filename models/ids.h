// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QString>

namespace rl::models {

// A UUIDv7 (RFC 9562): 48 bits of Unix milliseconds, then random bits. Time-ordered
// so keyset paging by id follows creation order; random so it carries no customer data.
QString newUuidV7(const QDateTime &now = QDateTime::currentDateTimeUtc());

// Step reference: the one unique reference a step keeps for every attempt
// (idempotency key and searchable field). Derived from nothing but randomness.
QString newStepReference();

// Times are stored as UTC ISO-8601 with milliseconds (DESIGN.md section 5).
QString isoUtc(const QDateTime &t);
QDateTime fromIsoUtc(const QString &s);

QString sha256Hex(const QByteArray &data);

} // namespace rl::models
