// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDeadlineTimer>
#include <QHash>

#include "config/configuration.h"
#include "http/httpservice.h"
#include "ledger.h"

#include <QByteArrayList>
#include <functional>
#include <memory>
#include <optional>

class QTimer;

namespace rl::app {

struct IntakeSecrets
{
    QByteArrayList shopify;  // current, then previous (rotation)
    QByteArray standardWebhooks; // whsec_…, for every source without its own
    QMap<QString, QByteArray> perSource; // a source's own secret, from the variable the configuration names
    QMap<QString, QByteArray> callerTokens; // each caller's bearer token (docs/api.md)
    QMap<QString, QByteArray> callerSecrets; // or its Standard Webhooks secret, if it signs its calls
    static IntakeSecrets fromEnvironment(const Configuration *config = nullptr);
    QByteArray forSource(const QString &source) const { return perSource.value(source, standardWebhooks); }
};

// What a delivery turned into, independent of HTTP (shared with `import`).
struct ParsedDelivery
{
    int status = 200;        // 200 accepted, else the error to answer
    QString error;           // for the error body; never echoes the payload
    models::IncomingDelivery delivery;
};

class IntakeWriter;
class IntakeLane;
class IntakeSideWork;

// Turns raw deliveries into ledger entries: verifies signatures, parses, finds
// the flows, and lands delivery, event and operations in one transaction.
// Requests are parsed and verified on the HTTP thread; a writer thread with its
// own ledger connection commits them. Concurrent requests share commits:
// everything that arrived while one commit ran is written by the next one
// (group commit), and each request is answered only after the commit that
// holds it.
class IntakeServer final : public HttpService
{
    Q_OBJECT
public:
    // ledger: read for /metrics; the writer opens its own connection to the
    // same location when the first delivery arrives.
    IntakeServer(models::Ledger *ledger, const Configuration *config, IntakeSecrets secrets, QObject *parent = nullptr);
    ~IntakeServer() override;

    static constexpr qsizetype MaxBody = MaxBodyBytes;

    // Pure parsing and verification of one delivery (no ledger access).
    ParsedDelivery parse(const QString &method, const QString &path, const QList<QPair<QByteArray, QByteArray>> &headers,
                         const QByteArray &body, const QDateTime &now) const;

    // One captured delivery, as `runledgerctl import` reads them: a JSON
    // object {"path", "headers", "body_base64"} on one line.
    ParsedDelivery parseCaptured(const QByteArray &line) const;

    void setLogger(std::function<void(const QString &)> logger) { m_log = std::move(logger); }
    // One line in the log (on this server's thread).
    void log(const QString &line) const
    {
        if (m_log)
            m_log(line);
    }
    // Answers only /healthz and /metrics (a runner-only process asked for them):
    // every other path is 404 and nothing is recorded.
    void setHealthOnly(bool healthOnly) { m_healthOnly = healthOnly; }
    // A ledger file's disk keeps this much free for the runner (its attempts'
    // outcomes and evidence must always find room): below it, new deliveries
    // are 503 and /healthz says why (docs/intake.md, "Health"). 0: no reserve.
    static constexpr qint64 DefaultDiskReserve = 32 * 1024 * 1024;
    void setDiskReserve(qint64 bytes) { m_diskReserve = bytes; }
    // From now on every delivery is answered 503 (nothing recorded), and the
    // reason logged once: the ledger cannot be trusted to keep what it is given.
    void stopAccepting(const QString &reason);
    QString stoppedBecause() const { return m_stopped; }

Q_SIGNALS:
    void recorded(int newOperations); // after a commit that created work for the runner

protected:
    void handle(const QHttpServerRequest &request, std::shared_ptr<PendingReply> reply) override;
    void framingRefused(int status, const QString &why) override;
    QString routeOf(const QString &path) const override;

private:
    friend class IntakeWriter;
    friend class IntakeLane;
    using Entry = std::pair<models::IncomingDelivery, std::shared_ptr<PendingReply>>;
    // On the HTTP thread, after the writer committed (or failed) a batch.
    void answer(const QList<Entry> &batch, const std::optional<QList<models::IngestResult>> &results,
                const models::LedgerError &error);
    // The ledger's counts, this process's requests (their exposition) and the
    // build; nullopt: the ledger could not be read.
    static std::optional<QByteArray> metrics(models::Ledger &ledger, const QByteArray &requests);
    // POST /delivery/<target>: a mail service's event about an e-mail (delivered, bounced …).
    void handleDeliveryEvent(const QHttpServerRequest &request, std::shared_ptr<PendingReply> reply);
    // What the side thread answers; sent (and logged) on the HTTP thread.
    struct SideAnswer
    {
        SideAnswer(int status = 200, QByteArray body = {}, QByteArray contentType = {}, QString logLine = {},
                   QList<QPair<QByteArray, QByteArray>> headers = {})
            : status(status), body(std::move(body)), contentType(std::move(contentType)), logLine(std::move(logLine)),
              headers(std::move(headers))
        {
        }
        int status; // 0: nothing to answer yet (notYet runs instead)
        QByteArray body;
        QByteArray contentType;
        QString logLine;
        QList<QPair<QByteArray, QByteArray>> headers;
    };
    // Runs work on the side thread, with its own ledger connection (nullptr
    // when it cannot be opened; the error says why), then answers reply here.
    void onSideThread(std::shared_ptr<PendingReply> reply,
                      std::function<SideAnswer(models::Ledger *ledger, const models::LedgerError &openError)> work,
                      std::function<void()> notYet = {});
    // Runs work on the side thread (ledger: nullptr when it cannot be opened;
    // set *failed after a failed read), then what it returns here.
    void onSideThreadThen(std::function<std::function<void()>(models::Ledger *ledger, bool *failed)> work);
    // The intended-action API (docs/api.md; intakeapi.cpp).
    void handleApi(const QHttpServerRequest &request, std::shared_ptr<PendingReply> reply);
    // The caller a request comes from: by its bearer token, or by a valid
    // Standard Webhooks signature (*signedId: its webhook-id); nullptr: none.
    const Caller *callerOf(const QHttpServerRequest &request, QByteArray *signedId) const;
    // Whether a signed call's webhook-id was first seen with this very request
    // (method, address and body); the ids of this process, for ten minutes.
    bool signedForThisRequest(const QByteArray &webhookId, const QString &method, const QHttpServerRequest &request);
    QHash<QByteArray, std::pair<QByteArray, qint64>> m_signedIds; // digest of its request, kept until (ms since epoch)
    // 0: the caller may go on; else the seconds until it may.
    qint64 rateLimited(const Caller &caller);
    // signedId: the webhook-id of a signed call (its key when the flow and
    // the headers give none), else empty.
    void createOperation(const Caller &caller, const QString &flow, const QHttpServerRequest &request, const QByteArray &signedId,
                         std::shared_ptr<PendingReply> reply);
    void answerApi(const std::shared_ptr<PendingReply> &reply, const models::IngestResult &result);
    void readOperation(const QString &caller, const QString &id, QDeadlineTimer deadline, std::shared_ptr<PendingReply> reply);
    // Long polls (docs/api.md): every caller waiting for an operation to rest,
    // asked about in one query per PollIntervalMs for all of them; each is
    // answered with the operation's view once it rests or its wait is over.
    struct Waiter
    {
        QString id;
        QDeadlineTimer deadline;
        std::shared_ptr<PendingReply> reply;
    };
    void waitFor(Waiter waiter);
    void pollWaiters();
    void answerView(const QString &id, std::shared_ptr<PendingReply> reply);
    QList<Waiter> m_waiters;
    QTimer *m_waitTimer = nullptr;
    bool m_pollRunning = false;
    QHash<QString, std::pair<double, double>> m_callerBuckets; // tokens, when last filled (ms)
    QHash<const PendingReply *, QString> m_apiCalls; // requests of the API in the writer's queue, by caller

    models::Ledger *m_ledger;
    const Configuration *m_config;
    IntakeSecrets m_secrets;
    std::unique_ptr<IntakeWriter> m_writer;
    std::unique_ptr<IntakeSideWork> m_side; // reads and writes that are not intake's, off the HTTP thread
    bool m_healthOnly = false;
    qint64 m_diskReserve = DefaultDiskReserve;
    // Why intake keeps the disk's last bytes for the runner now, if it does
    // (SQLite ledgers; looked up at most every 100 ms).
    QString diskReserveProblem();
    QString m_diskProblem;
    qint64 m_diskCheckedAtMs = -1;
    QString m_commitFailure; // the last commit's failure; empty once one succeeded
    std::function<void(const QString &)> m_log;
    QString m_stopped;
};

} // namespace rl::app
