// SPDX-License-Identifier: GPL-3.0-or-later
#include "runner.h"

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
{
    m_timer = new QTimer(this);
    m_timer->setInterval(m_options.pollIntervalMs);
    connect(m_timer, &QTimer::timeout, this, &Runner::tick);
}

Runner::~Runner() = default;

void Runner::start()
{
    m_timer->start();
    poke();
}

void Runner::stop() { m_timer->stop(); }

void Runner::poke()
{
    QTimer::singleShot(0, this, &Runner::tick);
}

void Runner::log(const QString &line)
{
    if (m_log)
        m_log(line);
}


Connector *Runner::connectorFor(const QString &target)
{
    auto it = m_connectors.find(target);
    if (it != m_connectors.end())
        return it->second.get();
    if (!m_config->targets().contains(target))
        return nullptr;
    auto c = std::make_unique<Connector>(m_config->targets().value(target), this);
    Connector *raw = c.get();
    m_connectors.emplace(target, std::move(c));
    return raw;
}

void Runner::tick()
{
    if (m_ticking)
        return;
    const QScopedValueRollback guard(m_ticking, true);
    const QDateTime now = QDateTime::currentDateTimeUtc();

    // A worker that died mid-attempt leaves a reservation that runs out; its
    // step becomes uncertain (never pending) and is reconciled below.
    for (qint64 id : m_ledger->expiredReservations(now, 50)) {
        if (!m_busy.contains(id) && m_ledger->expireReservation(id, now))
            log(QStringLiteral("step %1: reservation expired, now uncertain").arg(id));
    }
    int room = m_options.maxInFlight - int(m_busy.size());
    if (room > 0) {
        for (qint64 id : m_ledger->runnableSteps(now, room + int(m_busy.size()))) {
            if (room <= 0)
                break;
            if (m_busy.contains(id))
                continue;
            attempt(id, false);
            room = m_options.maxInFlight - int(m_busy.size());
        }
    }
    if (!m_options.reconcile)
        return;
    for (qint64 id : m_ledger->uncertainSteps(50)) {
        if (m_options.maxInFlight - int(m_busy.size()) <= 0)
            break;
        if (m_busy.contains(id) || m_nextReconcile.value(id, now) > now)
            continue;
        reconcile(id);
    }
}

void Runner::attempt(qint64 stepRowId, bool protectedRetry)
{
    const auto rec = m_ledger->step(stepRowId);
    if (!rec)
        return;
    Connector *connector = connectorFor(rec->step.target);
    if (!connector) {
        log(QStringLiteral("step %1: no target profile named %2 in the configuration").arg(stepRowId).arg(rec->step.target));
        return;
    }
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const auto reservation = m_ledger->reserve(stepRowId, m_options.workerName,
                                               connector->profile().deadlineMs + m_options.leaseMarginMs, now, protectedRetry);
    if (!reservation)
        return; // another worker won, or the rules refuse: nothing external happens
    m_busy.insert(stepRowId);
    log(QStringLiteral("step %1 attempt %2%3").arg(stepRowId).arg(reservation->attempt.number)
            .arg(protectedRetry ? QStringLiteral(" (protected retry, same key)") : QString()));
    const QString attemptId = reservation->attempt.id;
    const int attemptsUsed = reservation->step.step.attemptsUsed;
    const TargetProfile profile = connector->profile();
    connector->create(reservation->step.step.reference, reservation->content.body,
                      [this, stepRowId, attemptId, attemptsUsed, profile](const CallOutcome &o) {
                          AttemptResult r;
                          r.outcome = o.outcome;
                          r.httpStatus = o.httpStatus;
                          r.targetReference = o.targetReference;
                          r.evidenceSummary = o.summary;
                          r.evidenceDetail = o.detail;
                          r.replayed = o.replayed;
                          if (o.outcome != Outcome::Succeeded)
                              r.error = o.summary;
                          if (!m_ledger->finishAttempt(attemptId, r, profile.backoffMs(attemptsUsed), QDateTime::currentDateTimeUtc()))
                              log(QStringLiteral("step %1: could not record the outcome: %2").arg(stepRowId).arg(m_ledger->lastError().message));
                          log(QStringLiteral("step %1: %2 (%3)").arg(stepRowId).arg(toString(o.outcome), o.summary));
                          m_busy.remove(stepRowId);
                          Q_EMIT stepFinished(stepRowId);
                          poke();
                      });
}

void Runner::reconcile(qint64 stepRowId)
{
    const auto rec = m_ledger->step(stepRowId);
    if (!rec || rec->step.state != StepState::Uncertain)
        return;
    Connector *connector = connectorFor(rec->step.target);
    if (!connector)
        return;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    // Inside the key's retention, with the same pinned content, the target's own
    // idempotency settles it: a replay, or the first execution.
    if (StepRules::apply(rec->context(now), StepInput::ProtectedRetry).allowed) {
        attempt(stepRowId, true);
        return;
    }
    if (rec->capability == Capability::None)
        return; // held by the rules already; nothing may be sent
    m_busy.insert(stepRowId);
    log(QStringLiteral("step %1: looking it up by reference").arg(stepRowId));
    connector->lookup(rec->step.reference, rec->lastAttemptAt, [this, stepRowId](const LookupOutcome &l) {
        LookupEvidence e{l.result, l.targetReference, l.httpStatus, l.summary, l.detail};
        m_ledger->recordLookup(stepRowId, e, QDateTime::currentDateTimeUtc());
        m_nextReconcile.insert(stepRowId, QDateTime::currentDateTimeUtc().addMSecs(m_options.reconcileIntervalMs));
        log(QStringLiteral("step %1: lookup %2 (%3)").arg(stepRowId).arg(toString(l.result), l.summary));
        m_busy.remove(stepRowId);
        Q_EMIT stepFinished(stepRowId);
        poke();
    });
}

} // namespace rl::app
