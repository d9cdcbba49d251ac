// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ledgertypes.h"

namespace rl::models {

class LedgerConnection;
class LedgerReader;
class StepStore;

// The runner's side of the ledger: which steps may run, the atomic claim of
// one (compare-and-set, returning the committed step), its outcome, and the
// reservations whose worker went silent.
class RunnerQueue final
{
    Q_DECLARE_TR_FUNCTIONS(Ledger)
public:
    RunnerQueue(LedgerConnection &c, LedgerReader &reader, StepStore &steps) : m_c(c), m_reader(reader), m_steps(steps) { }

    Result<QList<qint64>> runnableSteps(const QDateTime &now, int limit);
    Result<QList<qint64>> uncertainSteps(int limit);
    Result<QList<qint64>> expiredReservations(const QDateTime &now, int limit);
    Result<QList<qint64>> stepsDueForVerification(const QDateTime &now, int limit);

    using FingerprintOf = std::function<QString(const QString &reference, const QByteArray &content)>;
    // sentTo: the address of the target the request goes to. A step is only
    // ever sent to one address: another one is refused (docs/design.md rule 13).
    std::optional<Reservation> reserve(qint64 stepRowId, const QString &worker, qint64 leaseMs, const QDateTime &now,
                                       bool protectedRetry, const FingerprintOf &fingerprintOf, const QString &sentTo);
    // A batch claim: up to `limit` runnable steps, each reserved as reserve()
    // does, in one transaction. On PostgreSQL the candidates' operation rows
    // are taken FOR UPDATE SKIP LOCKED, so runners in other processes never
    // wait on each other nor chase the same rows; the compare-and-set inside
    // the reservation still decides alone who acts. termsFor says, per step,
    // how long the lease runs and how the request is fingerprinted (nullopt:
    // leave that step alone). Steps the rules refuse are skipped.
    struct ClaimTerms
    {
        qint64 leaseMs = 0;
        FingerprintOf fingerprintOf;
        QString sentTo;
    };
    using TermsFor = std::function<std::optional<ClaimTerms>(const StepRecord &)>;
    // lookupsFirst: a restore's lookups are due (continuity.h): a step never
    // attempted nor looked up since is not claimed.
    Result<QList<Reservation>> claim(const QString &worker, int limit, const QDateTime &now, const TermsFor &termsFor,
                                     bool lookupsFirst = false);

    bool finishAttempt(const QString &attemptId, const AttemptResult &result, qint64 backoffMs, const QDateTime &now);
    bool expireReservation(qint64 stepRowId, const QDateTime &now);

private:
    // The request a reservation would send, read and fingerprinted before its
    // transaction; known: the step as just read (else it is read here).
    struct Prepared
    {
        StepRecord step;
        ContentVersion content;
        QString print;
    };
    std::optional<Prepared> prepare(qint64 stepRowId, const StepRecord *known, const FingerprintOf &fingerprintOf);
    // The reservation inside a transaction that holds the operation's row.
    std::optional<Reservation> reserveIn(qint64 stepRowId, const QString &worker, qint64 leaseMs, const QDateTime &now,
                                         bool protectedRetry, const Prepared &prepared, const QString &sentTo);
    Result<QList<qint64>> ids(const QString &sql, const QVariantList &binds, const QString &what);
    LedgerConnection &m_c;
    LedgerReader &m_reader;
    StepStore &m_steps;
};

} // namespace rl::models
