// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

namespace rl::models {

struct Decision;

// The decision log's one canonical encoding and its verification, in one place
// (docs/ledger.md, "The decision chain": the specification and a known-answer vector).
//
// An entry's bytes are a compact JSON object with the nine keys in byte order
// (action, decided_at, operation_id, payload, prev_hash, rationale, reviewer,
// seq, step_position), every value a JSON string in UTF-8; '"' and '\' are
// escaped, \b \f \n \r \t by name, other characters below U+0020 as \u00xx
// (lower-case hex); nothing else is escaped. An entry that records a login
// (schema 10 on) has a tenth key, "login", in its byte-order place after
// "decided_at"; an entry without one is encoded as before, so older ledgers
// verify unchanged. hash = lower-case hex SHA-256 of
// those bytes; prev_hash is the previous entry's hash (64 zeros for the first).
class DecisionChain final
{
public:
    static constexpr const char *GenesisHash = "0000000000000000000000000000000000000000000000000000000000000000";

    // One entry's fields as UTF-8 text, as stored (seq and step_position in decimal).
    struct Fields
    {
        QByteArrayView seq, decidedAt, reviewer, operationId, stepPosition, action, rationale, payload, prevHash;
        // Who was signed in (schema 10). Empty (every entry before): not encoded.
        QByteArrayView login;
    };
    static void appendCanonical(QByteArray &out, const Fields &f);
    static QByteArray canonical(const Fields &f);
    static QByteArray canonical(const Decision &d);
    static QString hash(const Decision &d);
    // Lower-case hex SHA-256 of data, written into out (64 bytes).
    static void sha256Hex(QByteArrayView data, char out[64]);

    // Streams a chain, entry by entry in seq order, without keeping it.
    class Verifier
    {
    public:
        // false: this entry breaks the chain (problem() says how); stop there.
        bool feed(qint64 seq, const Fields &f, QByteArrayView storedHash);
        qint64 count() const { return m_count; }
        QString headHash() const { return QString::fromLatin1(m_prev); }
        qint64 brokenSeq() const { return m_brokenSeq; }
        // TimeGoesBack: the entry is dated before the one it follows (its
        // hash is sound: a clock was wrong, or it was backdated).
        enum class Problem { None, Gap, Link, Changed, TimeGoesBack };
        Problem problem() const { return m_problem; }
        // With TimeGoesBack: the dates of the entry before and of this one.
        QString previousTime() const { return QString::fromUtf8(m_previousTime); }
        QString brokenTime() const { return QString::fromUtf8(m_brokenTime); }

    private:
        QByteArray m_previousTime, m_brokenTime;
        QByteArray m_prev = QByteArray(GenesisHash);
        QByteArray m_buffer;
        qint64 m_count = 0;
        qint64 m_brokenSeq = 0;
        Problem m_problem = Problem::None;
    };
};

} // namespace rl::models
