// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledgerclient.h"
#include "team.h"

#include "connection.h"
#include "decisions.h"
#include "ledger.h"
#include "reader.h"

#include <QPointer>
#include <QSemaphore>
#include <QTimer>

namespace rl::models {

// Owns the ledger connection; lives on the client's thread.
class LedgerWorker final : public QObject
{
public:
    std::unique_ptr<Ledger> ledger;
    QTimer *poll = nullptr;
    bool notified = false; // changes arrive as notifications (PostgreSQL)
};

namespace {

Result<QList<OperationDetails>> readDetails(Ledger &ledger, const QStringList &ids)
{
    LedgerReader &r = ledger.reader();
    // The operation, its steps, the checks on them and their history: one commit's picture.
    const ReadSnapshot snapshot(r.connection());
    const QDateTime now = ledger.now();
    // On a team ledger a decision outside the login's role is refused like
    // one the rules refuse: disabled, saying which role would allow it.
    const auto who = ledger.team().identity();
    if (!who)
        return who.error();
    QList<OperationDetails> out;
    for (qsizetype i = 0; i < ids.size(); ++i) {
        OperationDetails d;
        d.readAt = now;
        auto op = r.operation(ids.at(i));
        if (!op)
            return op.error();
        d.operation = std::move(*op);
        auto steps = r.steps(ids.at(i));
        if (!steps)
            return steps.error();
        d.steps = std::move(*steps);
        QList<StepContext> contexts;
        for (const StepRecord &s : d.steps)
            contexts.append(s.context(now));
        const Operation &o = d.operation;
        for (DecisionAction a : allDecisionActions()) {
            Transition t;
            if (const QString outsideRole = Team::refusal(*who, a, {}, nullptr); !outsideRole.isEmpty())
                t = Transition::refuse(outsideRole);
            else if (const auto gate = Decisions::requestGate(o, a)) // four eyes, as the ledger checks it
                t = *gate;
            else
                t = OperationRules::checkDecision(contexts, a, o.state == OperationState::Abandoned, !o.supersededBy.isEmpty());
            if (t.allowed && o.fourEyes.contains(a))
                t.reason = (who->enforced ? LedgerClient::tr("%1 — recorded as a request: an approver other than you countersigns it "
                                                             "before anything is done")
                                          : LedgerClient::tr("%1 — recorded as a request: another reviewer countersigns it before "
                                                             "anything is done"))
                               .arg(t.reason);
            d.checks[a] = t;
        }
        if (i == 0) {
            auto attempts = r.attempts(ids.at(i));
            auto evidence = r.evidence(ids.at(i));
            auto content = r.contentVersions(ids.at(i));
            auto decisions = r.decisions(ids.at(i));
            auto holds = r.holds(ids.at(i));
            for (const LedgerError *e : {&attempts.error(), &evidence.error(), &content.error(), &decisions.error(), &holds.error()}) {
                if (*e)
                    return *e;
            }
            d.attempts = std::move(*attempts);
            d.evidence = std::move(*evidence);
            d.content = std::move(*content);
            d.decisions = std::move(*decisions);
            d.holds = std::move(*holds);
            auto claim = ledger.reviewClaim(ids.at(i), now);
            if (!claim)
                return claim.error();
            d.claim = *claim;
            auto removals = ledger.personalDataRemovals(ids.at(i));
            if (!removals)
                return removals.error();
            d.removals = std::move(*removals);
            if (d.operation.eventRowId > 0) {
                auto event = r.event(d.operation.eventRowId, false);
                auto deliveries = r.deliveries(d.operation.eventRowId);
                if (!event)
                    return event.error();
                if (!deliveries)
                    return deliveries.error();
                d.event = std::move(*event);
                d.deliveries = std::move(*deliveries);
            }
        }
        out.append(std::move(d));
    }
    return out;
}

} // namespace

LedgerClient::LedgerClient(QString location, QObject *parent)
    : QObject(parent)
    , m_location(std::move(location))
{
    m_thread.setObjectName(QStringLiteral("ledger"));
}

void LedgerClient::startOpen(std::function<void()> opened)
{
    m_worker = new LedgerWorker;
    m_worker->moveToThread(&m_thread);
    QObject::connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread.start();
    QMetaObject::invokeMethod(m_worker, [self = this, opened = std::move(opened)] {
        LedgerWorker *w = self->m_worker;
        w->ledger = Ledger::open(self->m_location, self->m_readOnly ? Ledger::OpenMode::ReadOnly : Ledger::OpenMode::CreateOrMigrate,
                                 &self->m_openError);
        if (w->ledger) {
            w->ledger->changedSinceLastCheck();
            self->noteClock(*w->ledger);
            if (const auto recorded = w->ledger->latestConfiguration())
                self->m_recordedConfiguration = *recorded; // read before the opener hears of it
            if (const auto who = w->ledger->team().identity())
                self->m_identity = *who;

            w->poll = new QTimer(w);
            w->poll->setInterval(500);
            // PostgreSQL tells the console when another process changed
            // something; then the timer only checks, every 5 s, that the
            // connection still answers, and polls for changes once it does not.
            w->notified = w->ledger->listen(Ledger::Channel::Changed, [self] {
                QMetaObject::invokeMethod(self, [self] { Q_EMIT self->changed(); }, Qt::QueuedConnection);
            });
            if (w->notified)
                w->poll->setInterval(5000);
            QObject::connect(w->poll, &QTimer::timeout, w, [self, w] {
                if (w->notified) {
                    if (w->ledger->connectionAlive())
                        return;
                    w->notified = false; // notifications lost with the connection: poll
                    w->poll->setInterval(500);
                }
                // A check that failed reads again too: the reads then say why.
                if (const auto changed = w->ledger->changedSinceLastCheck(); !changed || *changed)
                    QMetaObject::invokeMethod(self, [self] { Q_EMIT self->changed(); }, Qt::QueuedConnection);
                if (const QString problem = w->ledger->fileProblem(); !problem.isEmpty()) {
                    w->poll->stop(); // said once
                    QMetaObject::invokeMethod(self, [self, problem] { Q_EMIT self->ledgerProblem(problem); }, Qt::QueuedConnection);
                }
            });
            w->poll->start();
        }
        opened();
    });
}

bool LedgerClient::finishOpen()
{
    if (!m_worker->ledger)
        return false;
    // The check of every page reads the whole file: beside the worker, never in its way.
    m_integrity.reset(QThread::create([self = this, location = m_location] {
        const QString problem = Ledger::quickCheck(location, &self->m_stopChecking);
        if (!problem.isEmpty() && !self->m_stopChecking)
            QMetaObject::invokeMethod(self, [self, problem] { Q_EMIT self->ledgerProblem(problem); }, Qt::QueuedConnection);
    }));
    m_integrity->setObjectName(QStringLiteral("ledger integrity check"));
    m_integrity->start();
    return true;
}

std::unique_ptr<LedgerClient> LedgerClient::open(const QString &location, LedgerError *error, QObject *parent, bool readOnly)
{
    std::unique_ptr<LedgerClient> client(new LedgerClient(location, parent));
    client->m_readOnly = readOnly;
    QSemaphore done;
    client->startOpen([&done] { done.release(); });
    done.acquire();
    if (!client->finishOpen()) {
        if (error)
            *error = client->m_openError;
        return nullptr;
    }
    return client;
}

LedgerOpening *LedgerClient::openInBackground(const QString &location, bool readOnly, QObject *parent)
{
    auto *opening = new LedgerOpening(parent);
    opening->m_client.reset(new LedgerClient(location, nullptr));
    LedgerClient *client = opening->m_client.get();
    client->m_readOnly = readOnly;
    QPointer<LedgerOpening> waiting(opening);
    client->startOpen([client, waiting] {
        // Back on the caller's thread. A cancelled opening gave the client up:
        // it closes itself now that its worker is free.
        QMetaObject::invokeMethod(client, [client, waiting] {
            if (waiting.isNull() || waiting->m_cancelled) {
                delete client;
                return;
            }
            if (!client->finishOpen()) {
                waiting->m_error = client->m_openError;
                waiting->m_client.reset();
            }
            waiting->m_done = true;
            Q_EMIT waiting->finished();
        }, Qt::QueuedConnection);
    });
    return opening;
}

LedgerOpening::~LedgerOpening()
{
    cancel();
}

void LedgerOpening::cancel()
{
    if (m_done || m_cancelled)
        return;
    m_cancelled = true;
    // The worker may be inside a connect that only its timeout ends; nobody
    // waits for it: the client deletes itself once the open has returned.
    (void)m_client.release();
}

std::unique_ptr<LedgerClient> LedgerOpening::take()
{
    return std::move(m_client);
}

LedgerClient::~LedgerClient()
{
    m_stopChecking = true;
    m_closing = true; // reads still queued are skipped; decisions sent are written
    if (m_integrity)
        m_integrity->wait();
    // The connection closes on its own thread, after the requests before it.
    QMetaObject::invokeMethod(m_worker, [w = m_worker] {
        delete w->poll;
        w->poll = nullptr;
        w->ledger.reset();
    }, Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
}

bool LedgerClient::superseded(const QString &channel, quint64 ticket)
{
    const std::lock_guard lock(m_channelsMutex);
    return !channel.isEmpty() && m_latestOnChannel.value(channel) != ticket;
}

template<typename Job>
quint64 LedgerClient::post(Job job, const QString &channel, bool writes)
{
    const quint64 ticket = ++m_lastTicket;
    ++m_pending;
    if (!channel.isEmpty()) {
        const std::lock_guard lock(m_channelsMutex);
        m_latestOnChannel.insert(channel, ticket);
    }
    QMetaObject::invokeMethod(m_worker, [this, w = m_worker, ticket, channel, writes, job = std::move(job)] {
        if (superseded(channel, ticket) || (m_closing && !writes)) {
            // A newer request on the channel is queued behind this one: skip the read.
            QMetaObject::invokeMethod(this, [this] { --m_pending; }, Qt::QueuedConnection);
            return;
        }
        auto emitAnswer = job(*w->ledger);
        // Queued onto the client's thread; dropped with the client if it is gone.
        QMetaObject::invokeMethod(this, [this, ticket, emitAnswer = std::move(emitAnswer)] {
            --m_pending;
            emitAnswer(ticket);
        }, Qt::QueuedConnection);
    });
    return ticket;
}

quint64 LedgerClient::readPage(const OperationFilter &filter)
{
    return post([this, filter](Ledger &l) {
        auto result = l.reader().page(filter);
        return [this, result](quint64 t) { Q_EMIT pageRead(t, result); };
    });
}

quint64 LedgerClient::readDetails(const QStringList &operationIds, const QString &channel)
{
    return post([this, operationIds](Ledger &l) {
        auto result = models::readDetails(l, operationIds);
        return [this, result](quint64 t) { Q_EMIT detailsRead(t, result); };
    }, channel);
}

void LedgerClient::noteClock(Ledger &ledger)
{
    const ClockReading r = ledger.clockReading();
    m_clockOffsetMs = r.offsetMs;
    m_clockFromDatabase = r.fromDatabase;
}

ClockReading LedgerClient::clockReading() const
{
    ClockReading r;
    r.offsetMs = m_clockOffsetMs.load();
    r.fromDatabase = m_clockFromDatabase.load();
    return r;
}

quint64 LedgerClient::readQueueCounts()
{
    return post([this](Ledger &l) {
        noteClock(l);
        auto result = l.reader().queueCounts();
        return [this, result](quint64 t) { Q_EMIT queueCountsRead(t, result); };
    });
}

quint64 LedgerClient::readLastCheckpoint()
{
    return post([this](Ledger &l) {
        auto result = l.lastCheckpoint();
        return [this, result](quint64 t) { Q_EMIT checkpointRead(t, result); };
    });
}

quint64 LedgerClient::readProbes()
{
    return post([this](Ledger &l) {
        auto result = l.reader().latestProbes();
        return [this, result](quint64 t) { Q_EMIT probesRead(t, result); };
    });
}

quint64 LedgerClient::readDashboard(const QDateTime &from, const QDateTime &to, qint64 bucketSeconds)
{
    return post([this, from, to, bucketSeconds](Ledger &l) {
        DashboardResult result = LedgerError{};
        auto buckets = l.reader().metrics(from, to, bucketSeconds);
        auto counts = l.reader().counts();
        if (!buckets)
            result = buckets.error();
        else if (!counts)
            result = counts.error();
        else
            result = DashboardNumbers{*buckets, *counts};
        return [this, result](quint64 t) { Q_EMIT dashboardRead(t, result); };
    });
}

quint64 LedgerClient::claimForReview(const QString &operationId, const QString &reviewer)
{
    const bool readOnly = m_readOnly;
    return post([this, operationId, reviewer, readOnly](Ledger &l) {
        Result<ReviewClaim> claim = readOnly ? Result<ReviewClaim>(LedgerError{LedgerError::Kind::ReadOnly, tr("The ledger is open read-only.")})
                                             : l.claimForReview(operationId, reviewer, l.now());
        return [this, claim](quint64 t) { Q_EMIT reviewClaimed(t, claim); };
    }, {}, true);
}

void LedgerClient::releaseReviewClaim(const QString &operationId, const QString &reviewer)
{
    if (m_readOnly)
        return;
    post([this, operationId, reviewer](Ledger &l) {
        l.releaseReviewClaim(operationId, reviewer);
        return [](quint64) {};
    }, {}, true);
}

quint64 LedgerClient::decide(const DecisionRequest &request)
{
    const bool readOnly = m_readOnly;
    return post([this, request, readOnly](Ledger &l) {
        DecisionOutcome outcome;
        if (readOnly)
            outcome.reason = tr("The ledger is open read-only; nothing was recorded.");
        else
            outcome = l.decide(request, l.now());
        return [this, outcome](quint64 t) { Q_EMIT decided(t, outcome); };
    }, {}, true);
}

quint64 LedgerClient::findSubject(const QStringList &identifiers)
{
    return post([this, identifiers](Ledger &l) {
        auto result = l.findSubject(identifiers);
        return [this, result](quint64 t) { Q_EMIT subjectFound(t, result); };
    });
}

quint64 LedgerClient::erase(const QStringList &identifiers, const QString &reviewer, const QString &rationale)
{
    const bool readOnly = m_readOnly;
    return post([this, identifiers, reviewer, rationale, readOnly](Ledger &l) {
        ErasureOutcome result = LedgerError{LedgerError::Kind::ReadOnly, tr("The ledger is open read-only; nothing was erased.")};
        if (!readOnly) {
            // Found again in the same worker: what is erased is what the
            // ledger holds now, not what the dialog showed a while ago.
            const auto match = l.findSubject(identifiers);
            const auto digest = match ? l.subjectDigest(identifiers.value(0)) : Result<QString>(match.error());
            if (!match)
                result = match.error();
            else if (!digest)
                result = digest.error();
            else if (auto done = l.erase(*match, *digest, reviewer, rationale, QStringLiteral("erasure"), l.now()); done)
                result = done->result;
            else
                result = done.error();
        }
        return [this, result](quint64 t) { Q_EMIT erased(t, result); };
    }, {}, true);
}

} // namespace rl::models
