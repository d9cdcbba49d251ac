// SPDX-License-Identifier: GPL-3.0-or-later
#include "runner.h"

#include "reconcile/reconciler.h"
#include "targets/connector.h"

#include <QScopedValueRollback>
#include <QTimer>

namespace rl::app {

using namespace rl::models;

Runner::Runner(Ledger *ledger, const Configuration *config, Options options, QObject *parent)
    : QObject(parent)
    , m_ledger(ledger)
    , m_config(config)
    , m_options(std::move(options))
    , m_privacy(config)
{
    m_privacy.setLogger([this](const QString &line) { log(line); });
    m_mono.start();
    m_timer = new QTimer(this);
    m_timer->setInterval(m_options.pollIntervalMs);
    connect(m_timer, &QTimer::timeout, this, &Runner::tick);
    // At most ten notifications a second, the last change always told.
    m_notifyTimer = new QTimer(this);
    m_notifyTimer->setSingleShot(true);
    m_notifyTimer->setInterval(100);
    connect(m_notifyTimer, &QTimer::timeout, this, [this] { m_ledger->notify(Ledger::Channel::Changed); });
}

Runner::~Runner() = default;

void Runner::start()
{
    // On PostgreSQL intake (and decisions) wake the runner; polling is then
    // only for what time makes due.
    m_listening = m_ledger->listen(Ledger::Channel::Work, [this] { poke(); });
    m_timer->setInterval(m_listening ? m_options.notifiedPollIntervalMs : m_options.pollIntervalMs);
    m_timer->start();
    poke();
}

void Runner::changed()
{
    if (!m_notifyTimer->isActive())
        m_notifyTimer->start();
}

void Runner::stop() { m_timer->stop(); }

void Runner::setLedger(Ledger *ledger)
{
    m_ledger = ledger;
    m_listening = false; // start() listens on the new connection
    m_readFailure.clear();
}

void Runner::poke()
{
    QTimer::singleShot(0, this, &Runner::tick);
}

void Runner::log(const QString &line)
{
    if (m_log)
        m_log(line);
}


TargetClient *Runner::clientFor(const QString &target)
{
    auto it = m_clients.find(target);
    if (it != m_clients.end())
        return it->second.get();
    if (!m_config->targets().contains(target))
        return nullptr;
    const TargetProfile profile = m_config->targets().value(target);
    auto c = m_options.clients ? m_options.clients(profile, this) : Connector::make(profile, this);
    TargetClient *raw = c.get();
    m_clients.emplace(target, std::move(c));
    return raw;
}

TargetClient *Runner::clientForStep(const StepRecord &rec)
{
    TargetClient *client = clientFor(rec.step.target);
    if (!client) {
        log(QStringLiteral("step %1: no target profile named %2 in the configuration").arg(rec.step.rowId).arg(rec.step.target));
        return nullptr;
    }
    const QString address = client->profile().address();
    if (!rec.sentTo.isEmpty() && !address.isEmpty() && rec.sentTo != address) {
        if (!m_elsewhere.contains(rec.step.rowId)) {
            m_elsewhere.insert(rec.step.rowId);
            log(QStringLiteral("step %1 was sent to %2; this configuration's %3 is at %4: neither sent nor looked up there (a "
                               "reviewer decides)")
                    .arg(rec.step.rowId).arg(rec.sentTo, rec.step.target, address));
        }
        return nullptr;
    }
    return client;
}

QByteArray Runner::lookupContent(const StepRecord &rec)
{
    // A voucher found by its code is the step's own only with the step's
    // amount and limits; other lookups need no content.
    if (rec.step.kind != QLatin1String("voucher.create"))
        return {};
    const auto content = m_ledger->contentVersion(rec.step.rowId, rec.step.contentVersion);
    return content ? content->body : QByteArray();
}

void Runner::ledgerWriteFailed()
{
    m_writeFailuresInARow = std::min(m_writeFailuresInARow + 1, 6);
    m_writesPausedUntil = mono() + std::min<qint64>(qint64(250) << (m_writeFailuresInARow - 1), 5000);
}

bool Runner::clockForbidsResending(const StepRecord &rec)
{
    const ClockReading clock = m_ledger->clockReading();
    const bool off = clock.fromDatabase && clock.tooFarOffFor(rec.policy.settleMs);
    if (off != m_clockSaidOff) {
        m_clockSaidOff = off;
        log(off ? QStringLiteral("this machine's clock is %1: nothing is resent and no step is settled as absent from here "
                                 "until it is right").arg(clock.describe())
                : QStringLiteral("this machine's clock agrees with the ledger's again (%1)").arg(clock.describe()));
    }
    return off;
}

void Runner::dropFinishedPauses()
{
    // Pauses of steps that left the queue meanwhile are forgotten, so the
    // maps hold only steps waiting now.
    const qint64 now = mono();
    if (now - m_lastPrune < 60'000)
        return;
    m_lastPrune = now;
    for (auto it = m_nextReconcile.begin(); it != m_nextReconcile.end();) {
        if (it.value() < now - 60'000 && !m_busy.contains(it.key())) {
            m_waitingLookups.remove(it.key());
            it = m_nextReconcile.erase(it);
        } else {
            ++it;
        }
    }
    for (auto it = m_nextVerify.begin(); it != m_nextVerify.end();)
        it = it.value() < now - 60'000 ? m_nextVerify.erase(it) : std::next(it);
}

void Runner::ledgerUnreadable(const QString &what, const models::LedgerError &error)
{
    // The cause is the read and the kind of failure; the driver's wording of
    // it changes between polls (a statement kept prepared or made anew).
    const QString cause = what + QLatin1Char('/') + QString::number(int(error.kind));
    if (cause != m_readFailure)
        log(QStringLiteral("could not %1 (tried again after a pause): %2").arg(what, error.message));
    m_readFailure = cause;
    ledgerWriteFailed();
}

void Runner::tick()
{
    if (m_ticking)
        return;
    const QScopedValueRollback guard(m_ticking, true);
    // The ledger refused a write a moment ago (disk full, locked): wait
    // before the next, instead of retrying every step on every poll.
    if (m_writesPausedUntil > 0 && mono() < m_writesPausedUntil)
        return;
    dropFinishedPauses();
    const QDateTime now = m_ledger->now(); // the ledger's clock: the database's in team mode
    const auto room = [this] { return m_options.maxInFlight - int(m_busy.size()); };
    // PostgreSQL's queue counts are deltas: folded together every 10 s by
    // whichever runner gets there first.
    if (const qint64 ms = mono(); m_lastCompaction == 0 || ms - m_lastCompaction > 10'000) {
        m_lastCompaction = ms;
        if (const auto compacted = m_ledger->compactCounts(); !compacted)
            log(QStringLiteral("could not compact the queue counts (tried again in 10 s): %1").arg(compacted.error().message));
    }
    // Personal data: whom new events name, retention, Shopify's compliance
    // requests (docs/personal-data.md), each at its own pace.
    m_privacy.tick(*m_ledger, now, mono());
    // A mail service's events that came before their e-mail's message id
    // was recorded go to their step once it carries it (docs/ledger.md,
    // "Delivery events before their e-mail").
    if (const qint64 ms = mono(); m_lastAttach == 0 || ms - m_lastAttach > 2'000) {
        m_lastAttach = ms;
        if (const auto attached = m_ledger->attachEarlyDeliveryEvents(now, 50); !attached)
            log(QStringLiteral("could not attach the delivery events kept (tried again in 2 s): %1").arg(attached.error().message));
        else if (*attached > 0) {
            changed();
            log(QStringLiteral("delivery events that came before their e-mail's message id, now attached to its step: %1").arg(*attached));
        }
    }

    // A worker that died mid-attempt leaves a reservation that runs out; its
    // step becomes uncertain (never pending) and is reconciled below.
    // A read that fails is said once per cause and paused on like a failed
    // write: a locked ledger is not an idle queue.
    const auto expired = m_ledger->expiredReservations(now, 50);
    if (!expired)
        return ledgerUnreadable(QStringLiteral("list expired reservations"), expired.error());
    for (qint64 id : *expired) {
        if (m_busy.contains(id))
            continue;
        const auto expiredNow = m_ledger->expireReservation(id, now);
        if (expiredNow) {
            m_expireFailures.remove(id);
            m_writeFailuresInARow = 0;
            changed();
            log(QStringLiteral("step %1: reservation expired, now uncertain").arg(id));
            continue;
        }
        if (const QString why = expiredNow.error().message; m_expireFailures.value(id) != why) {
            // Said once per cause, not on every poll while the disk stays full.
            m_expireFailures.insert(id, why);
            log(QStringLiteral("step %1: could not expire its reservation (tried again after a pause): %2").arg(id).arg(why));
        }
        if (expiredNow.error().kind != LedgerError::Kind::Refused) {
            ledgerWriteFailed(); // the others would fail alike: later
            return;
        }
    }
    if (room() > 0) {
        // One transaction claims a batch; on PostgreSQL other runners skip
        // the rows it holds instead of waiting for them.
        const auto claimed = m_ledger->claim(m_options.workerName, room(), now, [this](const StepRecord &rec) -> std::optional<Ledger::ClaimTerms> {
            if (m_busy.contains(rec.step.rowId))
                return std::nullopt;
            TargetClient *client = clientForStep(rec);
            if (!client)
                return std::nullopt;
            // A resend rests on "the earlier attempt did nothing": not from a
            // machine whose clock is far from the ledger's.
            if (rec.step.attemptsUsed > 0 && clockForbidsResending(rec))
                return std::nullopt;
            // The fingerprint is of the request the client would really send;
            // the ledger refuses it under a key first used with other bytes.
            return Ledger::ClaimTerms{client->profile().deadlineMs + m_options.leaseMarginMs,
                                      [client](const QString &ref, const QByteArray &body) { return client->fingerprint(ref, body); },
                                      client->profile().address()};
        });
        if (!claimed)
            return ledgerUnreadable(QStringLiteral("claim work"), claimed.error());
        else {
            m_readFailure.clear();
            m_writeFailuresInARow = 0;
            for (const Reservation &r : *claimed)
                send(r, false);
            if (!claimed->isEmpty())
                changed();
        }
    }
    const auto uncertain = m_ledger->uncertainSteps(50);
    if (!uncertain)
        return ledgerUnreadable(QStringLiteral("list uncertain steps"), uncertain.error());
    for (qint64 id : *uncertain) {
        if (room() <= 0)
            break;
        if (m_busy.contains(id) || m_nextReconcile.value(id, 0) > mono())
            continue;
        reconcile(id);
    }
    const auto dueForVerification = m_ledger->stepsDueForVerification(now, 20);
    if (!dueForVerification)
        return ledgerUnreadable(QStringLiteral("list steps to verify"), dueForVerification.error());
    for (qint64 id : *dueForVerification) {
        if (room() <= 0)
            break;
        if (!m_busy.contains(id) && m_nextVerify.value(id, 0) <= mono())
            verify(id);
    }
}

void Runner::attempt(qint64 stepRowId, bool protectedRetry)
{
    const auto rec = m_ledger->step(stepRowId);
    if (!rec)
        return;
    TargetClient *client = clientForStep(*rec);
    if (!client)
        return;
    if (clockForbidsResending(*rec))
        return;
    const QDateTime now = m_ledger->now();
    // The fingerprint is of the request the client would really send; the
    // ledger refuses it under a key first used with other bytes.
    const auto reservation = m_ledger->reserve(stepRowId, m_options.workerName,
                                               client->profile().deadlineMs + m_options.leaseMarginMs, now, protectedRetry,
                                               [client](const QString &ref, const QByteArray &body) { return client->fingerprint(ref, body); },
                                               client->profile().address());
    if (!reservation) {
        // Another worker won, or the rules refuse: nothing external happens.
        const LedgerError &why = reservation.error();
        if (why.kind != LedgerError::Kind::Refused) {
            log(QStringLiteral("step %1: could not reserve it: %2").arg(stepRowId).arg(why.message));
            ledgerWriteFailed();
        } else if (protectedRetry) {
            log(QStringLiteral("step %1: no protected retry: %2").arg(stepRowId).arg(why.message));
        }
        return;
    }
    send(*reservation, protectedRetry);
}

void Runner::send(const Reservation &reservationRef, bool protectedRetry)
{
    const Reservation *reservation = &reservationRef;
    const qint64 stepRowId = reservation->step.step.rowId;
    TargetClient *client = clientFor(reservation->step.step.target);
    if (!client)
        return; // claimed only with a client; the reservation runs out and the step is reconciled
    m_busy.insert(stepRowId);
    log(QStringLiteral("step %1 attempt %2%3").arg(stepRowId).arg(reservation->attempt.number)
            .arg(protectedRetry ? QStringLiteral(" (protected retry, same key)") : QString()));
    const QString attemptId = reservation->attempt.id;
    const int attemptsUsed = reservation->step.step.attemptsUsed;
    const qint64 backoff = client->profile().backoffMs(attemptsUsed);
    client->create(reservation->step.step.reference, reservation->content.body, reservation->attempt.requestFingerprint,
                   [this, stepRowId, attemptId, backoff](const CallOutcome &o) {
                       // A target that says how long to wait is waited for.
                       const qint64 wait = std::max(backoff, o.retryAfterMs);
                       AttemptResult r;
                       r.outcome = o.outcome;
                       r.httpStatus = o.httpStatus;
                       r.targetReference = o.targetReference;
                       r.evidenceSummary = o.summary;
                       r.evidenceSaid = o.said;
                       r.evidenceDetail = o.detail;
                       r.replayed = o.replayed;
                       r.earlierRequestRunning = o.earlierRequestRunning;
                       r.rateLimited = o.rateLimited;
                       if (o.outcome != Outcome::Succeeded) {
                           r.error = o.summary;
                           r.errorSaid = o.said;
                       }
                       if (const auto recorded = m_ledger->finishAttempt(attemptId, r, wait, m_ledger->now()); !recorded)
                           log(QStringLiteral("step %1: could not record the outcome: %2").arg(stepRowId).arg(recorded.error().message));
                       else if (o.holdForReviewer) {
                           // Neither a retry under the key nor a new key may settle it (Stripe's
                           // idempotency_error): a reviewer decides, with what the lookup shows.
                           if (const auto held = m_ledger->holdUncertain(stepRowId, m_ledger->now()); !held)
                               log(QStringLiteral("step %1: could not hold it for a reviewer: %2").arg(stepRowId).arg(held.error().message));
                       }
                       log(QStringLiteral("step %1: %2 (%3)").arg(stepRowId).arg(toString(o.outcome), o.summary));
                       // The first request is still running there: give it time
                       // before asking again (the pause grows with each attempt).
                       if (o.earlierRequestRunning)
                           m_nextReconcile.insert(stepRowId, mono() + std::max<qint64>(backoff, m_options.reconcileIntervalMs));
                       m_busy.remove(stepRowId);
                       changed();
                       Q_EMIT stepFinished(stepRowId);
                       poke();
                   });
}

void Runner::reconcile(qint64 stepRowId)
{
    const auto rec = m_ledger->step(stepRowId);
    if (!rec || rec->step.state != StepState::Uncertain)
        return;
    TargetClient *client = clientForStep(*rec);
    if (!client)
        return;
    // A lookup's "nothing found" settles a step as absent, which a resend
    // then rests on: not from a machine whose clock is far from the ledger's.
    if (clockForbidsResending(*rec))
        return;
    const QDateTime now = m_ledger->now();
    const Reconciler::Plan plan = Reconciler::plan(*rec, now);
    switch (plan.move) {
    case Reconciler::Move::Nothing:
        return;
    case Reconciler::Move::Hold:
        if (const auto held = m_ledger->holdUncertain(stepRowId, now); held) {
            log(QStringLiteral("step %1: held for a reviewer: %2").arg(stepRowId).arg(plan.why));
            changed();
        } else if (held.error().kind != LedgerError::Kind::Refused) { // refused: the step moved on meanwhile
            log(QStringLiteral("step %1: could not hold it for a reviewer: %2").arg(stepRowId).arg(held.error().message));
            ledgerWriteFailed();
        }
        Q_EMIT stepFinished(stepRowId);
        return;
    case Reconciler::Move::ProtectedRetry:
        attempt(stepRowId, true);
        m_nextReconcile.insert(stepRowId, mono() + m_options.reconcileIntervalMs);
        return;
    case Reconciler::Move::Lookup:
        break;
    }
    m_busy.insert(stepRowId);
    log(QStringLiteral("step %1: looking it up by reference").arg(stepRowId));
    // A lookup counts as of when it was asked (by the ledger's clock): the
    // target's search showed what it held by then, not by its answer.
    const QDateTime askedAt = m_ledger->now();
    client->lookupWith(rec->step.reference, lookupContent(*rec), [this, stepRowId, askedAt](const LookupOutcome &answer) {
        LookupOutcome l = answer;
        if (!l.observedAt.isValid())
            l.observedAt = askedAt;
        const QDateTime at = m_ledger->now();
        if (l.rateLimited) {
            // Not an answer: nothing to record; ask again once the target allows it.
            m_nextReconcile.insert(stepRowId, mono() + std::max<qint64>(l.retryAfterMs, m_options.reconcileIntervalMs));
            log(QStringLiteral("step %1: lookup rate limited, asked again in %2 ms").arg(stepRowId).arg(l.retryAfterMs));
            m_busy.remove(stepRowId);
            poke();
            return;
        }
        if (const auto recorded = m_ledger->recordLookup(stepRowId, Reconciler::evidence(l), at); !recorded)
            log(QStringLiteral("step %1: could not record the lookup: %2").arg(stepRowId).arg(recorded.error().message));
        // A lookup that only waits for the target (an earlier request may still
        // run, the search may lag) is repeated with a growing pause, never
        // past the moment the answer becomes conclusive.
        qint64 pause = m_options.reconcileIntervalMs;
        if (const auto after = m_ledger->step(stepRowId); after && after->step.state == StepState::Uncertain) {
            const StepContext ctx = after->context(at);
            if (!ctx.settleWindowPassed) {
                const int n = ++m_waitingLookups[stepRowId];
                pause = std::min<qint64>(qint64(m_options.reconcileIntervalMs) << std::min(n, 10), m_options.maxLookupIntervalMs);
                pause = std::max<qint64>(m_options.reconcileIntervalMs, std::min(pause, at.msecsTo(ctx.settledAt) + 50));
            }
        } else {
            m_waitingLookups.remove(stepRowId);
        }
        m_nextReconcile.insert(stepRowId, mono() + pause);
        log(QStringLiteral("step %1: lookup %2 (%3)").arg(stepRowId).arg(toString(l.result), l.summary));
        m_busy.remove(stepRowId);
        changed();
        Q_EMIT stepFinished(stepRowId);
        poke();
    });
}

void Runner::verify(qint64 stepRowId)
{
    const auto rec = m_ledger->step(stepRowId);
    if (!rec)
        return;
    TargetClient *client = clientForStep(*rec);
    if (!client)
        return;
    m_busy.insert(stepRowId);
    const QDateTime askedAt = m_ledger->now();
    client->lookupWith(rec->step.reference, lookupContent(*rec), [this, stepRowId, askedAt](const LookupOutcome &answer) {
        if (answer.rateLimited) {
            m_nextVerify.insert(stepRowId, mono() + std::max<qint64>(answer.retryAfterMs, 1000));
            m_busy.remove(stepRowId);
            return;
        }
        LookupOutcome l = answer;
        if (!l.observedAt.isValid())
            l.observedAt = askedAt;
        m_nextVerify.remove(stepRowId);
        if (const auto recorded = m_ledger->recordVerification(stepRowId, Reconciler::evidence(l), m_ledger->now()); recorded)
            log(QStringLiteral("step %1: confirming lookup %2 (%3)").arg(stepRowId).arg(toString(l.result), l.summary));
        else if (recorded.error().kind != LedgerError::Kind::Refused)
            log(QStringLiteral("step %1: could not record the confirming lookup: %2").arg(stepRowId).arg(recorded.error().message));
        m_busy.remove(stepRowId);
        changed();
        Q_EMIT stepFinished(stepRowId);
        poke();
    });
}

} // namespace rl::app
