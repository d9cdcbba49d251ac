// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "config/configuration.h"
#include "ledger.h"
#include "runner/privacyservice.h"
#include "targets/connector.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QSet>
#include <functional>
#include <memory>

class QTimer;

namespace rl::app {


// Executes ready steps against their targets and reconciles uncertain ones.
// Every claim goes through the ledger's reservation, so several runners (in
// one process or many, on one ledger) never act twice on the same step.
class Runner final : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        QString workerName;          // recorded on every attempt
        int maxInFlight = 4;         // steps this runner works on at once
        int pollIntervalMs = 200;    // how often to look for work when idle
        // The same where the ledger wakes the runner when work arrives
        // (PostgreSQL LISTEN/NOTIFY): then polling only catches what time
        // makes due (backoffs, expired reservations, lookups).
        int notifiedPollIntervalMs = 1000;
        int reconcileIntervalMs = 2000; // between lookups that settled nothing
        int leaseMarginMs = 5000;    // reservation = target deadline + margin
        int maxLookupIntervalMs = 30'000; // lookups that only wait for the target back off up to this
        // How targets are called: the shipped Connector unless a test substitutes its own.
        TargetClientFactory clients;
    };

    Runner(models::Ledger *ledger, const Configuration *config, Options options, QObject *parent = nullptr);
    ~Runner() override;
    Q_DISABLE_COPY_MOVE(Runner)

    void start();
    void stop();
    // Works on another connection to the same ledger from now on (a
    // reconnect): between stop() and start(). The runner keeps its
    // connectors and the calls under way; their answers go to the new one.
    void setLedger(models::Ledger *ledger);
    int inFlight() const { return int(m_busy.size()); }
    void setLogger(std::function<void(const QString &)> logger) { m_log = std::move(logger); }

public Q_SLOTS:
    void poke(); // new work may be there: look now

Q_SIGNALS:
    void stepFinished(qint64 stepRowId);

private:
    void tick();
    void attempt(qint64 stepRowId, bool protectedRetry);
    void send(const models::Reservation &reservation, bool protectedRetry);
    void reconcile(qint64 stepRowId);
    void verify(qint64 stepRowId);
    TargetClient *clientFor(const QString &target);
    // The client for a step that may be sent or looked up: nullptr when its
    // target is unknown, or when the step went to another address than this
    // configuration's (said once per step).
    TargetClient *clientForStep(const models::StepRecord &rec);
    // The pinned content a lookup of this step compares with (empty: none needed).
    QByteArray lookupContent(const models::StepRecord &rec);
    void log(const QString &line);
    void changed(); // other processes hear of it (throttled)

    // Whether this machine's clock is too far from the ledger's to resend
    // the step or settle it as not executed (docs/ledger.md, "One clock");
    // said in the log when that changes.
    bool clockForbidsResending(const models::StepRecord &rec);
    // Pauses inside this process run on its monotonic clock (milliseconds of
    // m_mono), so a machine clock stepped by NTP neither shortens nor
    // stretches them.
    qint64 mono() const { return m_mono.elapsed(); }
    void dropFinishedPauses();

    models::Ledger *m_ledger;
    const Configuration *m_config;
    Options m_options;
    QTimer *m_timer = nullptr;
    QElapsedTimer m_mono;
    QSet<qint64> m_busy;
    QHash<qint64, qint64> m_nextReconcile; // monotonic ms
    // After a ledger write failed for the ledger's sake (disk full, locked,
    // gone), the runner writes nothing until then: 250 ms, doubling to 5 s,
    // so a full disk is not hammered and its checkpointer gets its turn.
    qint64 m_writesPausedUntil = 0; // monotonic ms (0: not paused)
    int m_writeFailuresInARow = 0;
    void ledgerWriteFailed();
    // A read failed: said once per cause, then paused on like a failed write.
    void ledgerUnreadable(const QString &what, const models::LedgerError &error);
    QSet<qint64> m_elsewhere; // steps sent to another address than this configuration's (logged)
    QHash<qint64, QString> m_expireFailures; // the last reason each step's reservation could not be expired
    QHash<qint64, int> m_waitingLookups; // lookups in a row that only had to wait
    QHash<qint64, qint64> m_nextVerify; // a confirming lookup refused for the rate limit waits until then (monotonic ms)
    bool m_clockSaidOff = false;
    qint64 m_lastPrune = 0;
    std::map<QString, std::unique_ptr<TargetClient>> m_clients;
    bool m_ticking = false;
    QString m_readFailure; // said once per cause
    QTimer *m_notifyTimer = nullptr;
    bool m_listening = false;
    qint64 m_lastCompaction = 0;
    qint64 m_lastAttach = 0; // monotonic ms of the last pass over the early delivery events
    PrivacyService m_privacy;
    std::function<void(const QString &)> m_log;
};

} // namespace rl::app
