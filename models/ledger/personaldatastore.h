// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QHash>

#include "ledgertypes.h"

#include <QJsonObject>

namespace rl::models {

class LedgerConnection;
class LedgerReader;
class DecisionLog;

// Customers' personal data in the ledger (docs/personal-data.md): the index
// of whom each signed body names (by keyed digest only), retention by age,
// erasure on request and the access export. Personal data lives only in rows
// the decision chain does not cover (events.payload, content_versions.body,
// countersign_requests.new_content, evidence.detail): it is removed by
// overwriting them, so verify passes before and after, and the keys that
// recognise a repeat (event keys, delivery ids, business keys) stay.
class PersonalDataStore final
{
    Q_DECLARE_TR_FUNCTIONS(Ledger)
public:
    PersonalDataStore(LedgerConnection &c, LedgerReader &reader, DecisionLog &log)
        : m_c(c)
        , m_reader(reader)
        , m_log(log)
    {
    }

    // Indexes up to `limit` events not indexed yet (one transaction): how many.
    std::optional<int> indexSubjects(int limit);
    // The operations and events naming any of these identifiers
    // (Subjects::emailIdentifier …), every event indexed first.
    std::optional<SubjectMatch> find(const QStringList &identifiers);
    // Every operation and event of one shop (shop/redact).
    std::optional<SubjectMatch> findShop(const QString &shopDomain);
    // Removes what the policy's periods have run out for, from resolved
    // operations only, at most `limit` rows of each kind, each kind in a
    // transaction of its own; the removals made.
    std::optional<QList<PersonalDataRemoval>> applyRetention(const RetentionPolicy &policy, const QDateTime &now, int limit);
    // Erases the personal data of every operation and event of `match` in
    // one transaction with one chain entry (action erase) that names the
    // operations and a commitment to the subject (its digest), never the
    // identifier. Refused, naming them, while one is unresolved.
    std::optional<ErasureResult> erase(const SubjectMatch &match, const QString &subjectDigest, const QString &reviewer, const QString &login,
                                       const QString &rationale, const QString &policy, const QDateTime &now, bool openGate);
    // What was removed of one operation, in order.
    std::optional<QList<PersonalDataRemoval>> removals(const QString &operationId);
    // Everything the ledger holds about the matched operations and events,
    // for the person it is about (Art. 15): readable JSON.
    std::optional<QJsonObject> exportSubject(const SubjectMatch &match);
    // The rows and bytes removed so far, by kind.
    std::optional<QMap<QString, std::pair<qint64, qint64>>> removedTotals();
    std::optional<QByteArray> subjectKey();
    // Shopify's compliance requests not carried out yet (a row is made for
    // each such event the first time it is seen), oldest first.
    std::optional<QList<PrivacyRequest>> openPrivacyRequests(const QStringList &topics, int limit);
    // Carried out (done) or still waiting, with what happened in a few words.
    bool notePrivacyRequest(qint64 id, const QString &outcome, bool done, qint64 decisionSeq, const QDateTime &now);
    bool notePrivacyExport(qint64 id, const QString &file, const QString &shopRequestId);

private:
    // Inside the caller's transaction: the removals of one operation's
    // content and evidence details; nullopt on failure.
    std::optional<QList<PersonalDataRemoval>> removeOperationIn(const QString &operationId, const QStringList &kinds, const QString &policy,
                                                                const QDateTime &now, qint64 seq);
    std::optional<PersonalDataRemoval> removeEventIn(qint64 eventRef, const QString &operationId, const QString &policy,
                                                     const QDateTime &now, qint64 seq);
    bool recordIn(const PersonalDataRemoval &r, qint64 eventRef);
    // Adds the operations made from these for a new approved operation (their content copies it).
    std::optional<QStringList> withSuccessors(QStringList operations);
    std::optional<QStringList> unresolvedOf(const QStringList &operations);
    LedgerConnection &m_c;
    LedgerReader &m_reader;
    DecisionLog &m_log;
    QByteArray m_key;
    // Retention's watermarks (resolved_at), one per kind: every resolved
    // operation before it has had that kind removed, so a pass starts there
    // instead of rereading what earlier passes cleared. Kept by this
    // connection only; the first pass after opening, and one a day, starts
    // at the beginning. (Signed bodies need none: an index holds only the
    // events whose body is still kept.)
    QHash<QString, QString> m_clearedBefore;
    QDateTime m_watermarksSince; // when they were last cleared
};

} // namespace rl::models
