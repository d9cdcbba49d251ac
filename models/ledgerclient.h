// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkpoint.h"
#include "ledgerclock.h"
#include "ledgertypes.h"
#include "team.h"

#include <QObject>
#include <QThread>
#include <functional>
#include <map>
#include <atomic>
#include <memory>
#include <mutex>

namespace rl::models {

class LedgerWorker;
class Ledger;

// One selected operation as the console shows it, read in one transaction:
// the operation, its tables and what each decision would do right now.
struct OperationDetails
{
    Operation operation;
    QList<StepRecord> steps;
    QList<Attempt> attempts;
    QList<Evidence> evidence;
    QList<ContentVersion> content;
    QList<Decision> decisions;
    QList<HoldRecord> holds; // every time it was held, resolved ones included
    std::optional<Event> event; // the event that started it (none for a reviewer's new operation)
    QList<Delivery> deliveries;
    std::map<DecisionAction, Transition> checks;
    std::optional<ReviewClaim> claim; // a reviewer looking at it to decide (live claims only)
    QList<PersonalDataRemoval> removals; // what of its personal data was removed (docs/personal-data.md)
    QDateTime readAt;

    const StepRecord *openStep() const
    {
        return operation.openStep > 0 && operation.openStep <= steps.size() ? &steps.at(operation.openStep - 1) : nullptr;
    }
};

struct DashboardNumbers
{
    QList<MetricsBucket> buckets;
    Counts now;
};

using OperationPageResult = Result<OperationPage>;
using OperationDetailsResult = Result<QList<OperationDetails>>;
using QueueCountsResult = Result<QueueCounts>;
using CheckpointResult = Result<std::optional<Checkpoint>>;
using ProbesResult = Result<QList<ProbeRecord>>;
using DashboardResult = Result<DashboardNumbers>;
using SubjectMatchResult = Result<SubjectMatch>;
using ErasureOutcome = Result<ErasureResult>;

// The console's way to the ledger. A thread of its own with its own
// connection does every read and every decision, so the console's thread
// never waits on SQL, a lock or an fsync. Each request gets a ticket; its
// answer comes back as a queued signal carrying that ticket, so a caller that
// asked again meanwhile drops the stale answer.
class LedgerOpening;

class LedgerClient final : public QObject
{
    Q_OBJECT
public:
    // Opens (creating or migrating) the ledger on the worker thread and
    // waits for that once (the command line, tests). nullptr: error says why.
    // readOnly: the ledger is opened read-only (an existing one, at its
    // schema); every decide() is refused with the reason.
    static std::unique_ptr<LedgerClient> open(const QString &location, LedgerError *error, QObject *parent = nullptr,
                                              bool readOnly = false);
    // Opens it the same way without waiting (the console: its window keeps
    // answering through a PostgreSQL connect, and the person may cancel).
    static LedgerOpening *openInBackground(const QString &location, bool readOnly, QObject *parent);
    bool isReadOnly() const { return m_readOnly; }
    // Closing skips the reads still queued; decisions already sent are written first.
    ~LedgerClient() override;
    Q_DISABLE_COPY_MOVE(LedgerClient)

    QString location() const { return m_location; }
    // The configuration the ledger recorded (its targets and flows, JSON), as
    // read when it was opened; empty: none recorded.
    QByteArray recordedConfiguration() const { return m_recordedConfiguration; }
    // Who the ledger says is signed in (read once when opened): on a team
    // ledger the login's display name and role decide (docs/team-setup.md).
    const TeamIdentity &identity() const { return m_identity; }
    // Requests sent whose answer has not been delivered yet.
    int pending() const { return m_pending; }
    // The ledger's clock as the console knows it (docs/ledger.md, "One
    // clock"): this machine's corrected by the offset the worker measured
    // last (the database's clock on a team ledger), and that reading.
    QDateTime ledgerNow() const { return QDateTime::currentDateTimeUtc().addMSecs(m_clockOffsetMs.load()); }
    ClockReading clockReading() const;

    quint64 readPage(const OperationFilter &filter);
    // Full details for the first id; for the others, what the decisions need
    // (operation, steps, checks).
    // channel: a reader that only wants its latest answer names itself here
    // (the details pane, a notice). A request on a channel that a newer one
    // superseded before the worker reached it is never run, and not answered.
    quint64 readDetails(const QStringList &operationIds, const QString &channel = {});
    quint64 readQueueCounts();
    // The last anchored checkpoint made of this ledger (runledgerctl checkpoint).
    quint64 readLastCheckpoint();
    quint64 readProbes();
    quint64 readDashboard(const QDateTime &from, const QDateTime &to, qint64 bucketSeconds);
    quint64 decide(const DecisionRequest &request);
    // Who holds what (docs/console.md): the claim in force after asking for
    // one (another reviewer's if theirs is live), and its release.
    quint64 claimForReview(const QString &operationId, const QString &reviewer);
    void releaseReviewClaim(const QString &operationId, const QString &reviewer);
    // Erasure on request (docs/personal-data.md): the operations and events
    // that hold one customer's data (identifiers as Subjects makes them), and
    // their erasure in one decision. Finding indexes new events: a write.
    quint64 findSubject(const QStringList &identifiers);
    quint64 erase(const QStringList &identifiers, const QString &reviewer, const QString &rationale);

Q_SIGNALS:
    void pageRead(quint64 ticket, const rl::models::OperationPageResult &result);
    void detailsRead(quint64 ticket, const rl::models::OperationDetailsResult &result);
    void queueCountsRead(quint64 ticket, const rl::models::QueueCountsResult &result);
    void checkpointRead(quint64 ticket, const rl::models::CheckpointResult &result);
    void probesRead(quint64 ticket, const rl::models::ProbesResult &result);
    void dashboardRead(quint64 ticket, const rl::models::DashboardResult &result);
    void decided(quint64 ticket, const rl::models::DecisionOutcome &outcome);
    void reviewClaimed(quint64 ticket, const rl::models::Result<rl::models::ReviewClaim> &claim);
    void subjectFound(quint64 ticket, const rl::models::SubjectMatchResult &result);
    void erased(quint64 ticket, const rl::models::ErasureOutcome &result);
    // Another program (or this client's own decision) committed to the ledger.
    void changed();
    // The ledger cannot be trusted: its file is damaged (SQLite's check of
    // every page, run beside the worker once at start), or it or its
    // write-ahead log was deleted or replaced while open.
    void ledgerProblem(const QString &problem);

private:
    explicit LedgerClient(QString location, QObject *parent);
    // Runs job on the worker thread; its answer is emitted here, queued.
    template<typename Job>
    // writes: run even when the client closes (a decision the person sent).
    quint64 post(Job job, const QString &channel = {}, bool writes = false);
    // Starts the worker and opens the ledger on it; opened runs on the worker after.
    void startOpen(std::function<void()> opened);
    // On the client's thread once opened: false when the open failed (m_openError).
    bool finishOpen();
    LedgerError m_openError;
    std::atomic<bool> m_closing{false};
    bool superseded(const QString &channel, quint64 ticket);

    QString m_location;
    QByteArray m_recordedConfiguration;
    TeamIdentity m_identity;
    bool m_readOnly = false;
    std::atomic<qint64> m_clockOffsetMs{0};
    std::atomic<bool> m_clockFromDatabase{false};
    void noteClock(Ledger &ledger);
    QThread m_thread;
    LedgerWorker *m_worker = nullptr; // lives on m_thread
    quint64 m_lastTicket = 0;
    std::mutex m_channelsMutex;
    QHash<QString, quint64> m_latestOnChannel; // the newest ticket asked for on each channel
    int m_pending = 0;
    std::atomic<bool> m_stopChecking{false};
    std::unique_ptr<QThread> m_integrity; // the whole-file check, beside the worker
};

// A ledger being opened in the background (LedgerClient::openInBackground).
// finished() once: then take() is the open client, or null with error().
// cancel() (or deleting this) gives the attempt up; finished() never comes.
class LedgerOpening final : public QObject
{
    Q_OBJECT
public:
    ~LedgerOpening() override;
    void cancel();
    std::unique_ptr<LedgerClient> take();
    const LedgerError &error() const { return m_error; }

Q_SIGNALS:
    void finished();

private:
    friend class LedgerClient;
    using QObject::QObject;
    std::unique_ptr<LedgerClient> m_client;
    LedgerError m_error;
    bool m_done = false;
    bool m_cancelled = false;
};

} // namespace rl::models
