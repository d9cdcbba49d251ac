// SPDX-License-Identifier: GPL-3.0-or-later
#include "decisionchain.h"

#include "domain.h"
#include "ids.h"

#include <openssl/sha.h>

namespace rl::models {

namespace {

void appendString(QByteArray &out, QByteArrayView s)
{
    static constexpr char hex[] = "0123456789abcdef";
    out.append('"');
    const char *p = s.data();
    const char *end = p + s.size();
    const char *run = p; // bytes copied as they are, in one append
    for (; p != end; ++p) {
        const auto c = static_cast<unsigned char>(*p);
        if (c >= 0x20 && c != '"' && c != '\\')
            continue;
        out.append(run, p - run);
        run = p + 1;
        switch (c) {
        case '"': out.append("\\\"", 2); break;
        case '\\': out.append("\\\\", 2); break;
        case '\b': out.append("\\b", 2); break;
        case '\f': out.append("\\f", 2); break;
        case '\n': out.append("\\n", 2); break;
        case '\r': out.append("\\r", 2); break;
        case '\t': out.append("\\t", 2); break;
        default: {
            const char u[6] = {'\\', 'u', '0', '0', hex[c >> 4], hex[c & 0xf]};
            out.append(u, 6);
        }
        }
    }
    out.append(run, end - run);
    out.append('"');
}

void appendField(QByteArray &out, const char *key, QByteArrayView value, bool first = false)
{
    if (!first)
        out.append(',');
    out.append('"').append(key).append("\":");
    appendString(out, value);
}

} // namespace

void DecisionChain::appendCanonical(QByteArray &out, const Fields &f)
{
    // Keys in byte order: the order QJsonObject has always written them in.
    out.append('{');
    appendField(out, "action", f.action, true);
    appendField(out, "decided_at", f.decidedAt);
    if (!f.login.isEmpty())
        appendField(out, "login", f.login);
    appendField(out, "operation_id", f.operationId);
    appendField(out, "payload", f.payload);
    appendField(out, "prev_hash", f.prevHash);
    appendField(out, "rationale", f.rationale);
    appendField(out, "reviewer", f.reviewer);
    appendField(out, "seq", f.seq);
    appendField(out, "step_position", f.stepPosition);
    out.append('}');
}

QByteArray DecisionChain::canonical(const Fields &f)
{
    QByteArray out;
    out.reserve(512);
    appendCanonical(out, f);
    return out;
}

QByteArray DecisionChain::canonical(const Decision &d)
{
    const QByteArray seq = QByteArray::number(d.seq), decidedAt = isoUtc(d.decidedAt).toUtf8(), reviewer = d.reviewer.toUtf8(),
                     operationId = d.operationId.toUtf8(), stepPosition = QByteArray::number(d.stepPosition),
                     action = toString(d.action).toUtf8(), rationale = d.rationale.toUtf8(), payload = d.payload.toUtf8(),
                     prevHash = d.prevHash.toUtf8(), login = d.login.toUtf8();
    return canonical({seq, decidedAt, reviewer, operationId, stepPosition, action, rationale, payload, prevHash, login});
}

QString DecisionChain::hash(const Decision &d)
{
    char hex[64];
    sha256Hex(canonical(d), hex);
    return QString::fromLatin1(hex, 64);
}

void DecisionChain::sha256Hex(QByteArrayView data, char out[64])
{
    static constexpr char digits[] = "0123456789abcdef";
    unsigned char digest[SHA256_DIGEST_LENGTH];
    SHA256(reinterpret_cast<const unsigned char *>(data.data()), size_t(data.size()), digest);
    for (int i = 0; i < SHA256_DIGEST_LENGTH; ++i) {
        out[2 * i] = digits[digest[i] >> 4];
        out[2 * i + 1] = digits[digest[i] & 0xf];
    }
}

bool DecisionChain::Verifier::feed(qint64 seq, const Fields &f, QByteArrayView storedHash)
{
    const auto broken = [&](Problem p) {
        m_problem = p;
        m_brokenSeq = seq;
        return false;
    };
    if (seq != m_count + 1)
        return broken(Problem::Gap);
    if (f.prevHash != QByteArrayView(m_prev))
        return broken(Problem::Link);
    m_buffer.clear();
    appendCanonical(m_buffer, f);
    char hex[64];
    sha256Hex(m_buffer, hex);
    if (storedHash != QByteArrayView(hex, 64))
        return broken(Problem::Changed);
    // Every entry is stored in one format (UTC, milliseconds): its text
    // orders as its time does.
    if (!m_previousTime.isEmpty() && f.decidedAt < QByteArrayView(m_previousTime)) {
        m_brokenTime = f.decidedAt.toByteArray();
        return broken(Problem::TimeGoesBack);
    }
    m_previousTime = f.decidedAt.toByteArray();
    m_prev = QByteArray(hex, 64);
    ++m_count;
    return true;
}

} // namespace rl::models
