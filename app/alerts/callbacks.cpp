// SPDX-License-Identifier: GPL-3.0-or-later
#include "callbacks.h"
#include "holdalerter.h"
#include "ids.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QSemaphore>
#include <QTimer>

namespace rl::app {

using namespace rl::models;

namespace {
// A rest is looked for again this long after the look that could have seen
// it: a transaction that stamped its change earlier may commit a little later.
constexpr qint64 LookBackS = 120;
// At start, rests of the last week that were never told are told.
constexpr qint64 FirstLookBackS = 7 * 24 * 3600;
} // namespace

std::optional<QMap<QString, CallbackSender::Receiver>> CallbackSender::receiversFromEnvironment(const QList<Caller> &callers,
                                                                                                  QString *error)
{
    QMap<QString, Receiver> receivers;
    for (const Caller &c : callers) {
        if (!c.hasCallback())
            continue;
        const auto fail = [&](const QString &why) -> std::optional<QMap<QString, Receiver>> {
            if (error)
                *error = tr("caller %1: %2").arg(c.name, why);
            return std::nullopt;
        };
        Receiver r{QUrl(qEnvironmentVariable(qPrintable(c.callbackUrlEnv)), QUrl::StrictMode), qgetenv(qPrintable(c.callbackSecretEnv))};
        if (r.url.isEmpty())
            return fail(tr("its callback is configured, but %1 (the address to send it to) is not set").arg(c.callbackUrlEnv));
        if (const QString bad = webhookAddressProblem(r.url, c.callbackUrlEnv); !bad.isEmpty())
            return fail(bad);
        if (r.secret.isEmpty())
            return fail(tr("callbacks are signed: set %1 to a Standard Webhooks secret (whsec_…)").arg(c.callbackSecretEnv));
        if (const QString bad = webhookSecretProblem(r.secret, c.callbackSecretEnv); !bad.isEmpty())
            return fail(bad);
        receivers.insert(c.name, r);
    }
    return receivers;
}

CallbackSender::CallbackSender(Ledger *ledger, QMap<QString, Receiver> receivers, QObject *parent)
    : QObject(parent)
    , m_ledger(ledger)
    , m_receivers(std::move(receivers))
    , m_network(new QNetworkAccessManager(this))
{
}

CallbackSender::~CallbackSender() = default;

void CallbackSender::log(const QString &line) const
{
    if (m_log)
        m_log(line);
}

QByteArray CallbackSender::body(const CallerCallback &callback)
{
    // A thin event (the caller reads the rest with its token): no step, no
    // reference, nothing of the customer's.
    const QJsonObject data{{QStringLiteral("id"), callback.operationId},
                           {QStringLiteral("flow"), callback.flow},
                           {QStringLiteral("state"), callback.state},
                           {QStringLiteral("location"), QStringLiteral("/v1/operations/") + callback.operationId}};
    return QJsonDocument(QJsonObject{{QStringLiteral("type"), QStringLiteral("operation.rested")},
                                     {QStringLiteral("timestamp"), isoUtc(callback.restedAt)},
                                     {QStringLiteral("data"), data}})
        .toJson(QJsonDocument::Compact);
}

bool CallbackSender::check(const QDateTime &now)
{
    if (m_sending)
        return false;
    const QStringList callers = m_receivers.keys();
    const QDateTime since = m_changedSince.isValid() ? m_changedSince : now.addSecs(-FirstLookBackS);
    if (const auto found = m_ledger->findCallerRests(callers, since, now); !found) {
        log(tr("callbacks: the ledger could not be read: %1").arg(found.error().message));
        return false;
    }
    m_changedSince = now.addSecs(-LookBackS);
    // The claim outlasts the request's own timeout: no other process sends it meanwhile.
    const auto claimed = m_ledger->claimCallback(callers, now.addSecs(60), now);
    if (!claimed) {
        log(tr("callbacks: the ledger could not be read: %1").arg(claimed.error().message));
        return false;
    }
    if (!claimed->has_value())
        return false;
    const CallerCallback callback = **claimed;
    const Receiver receiver = m_receivers.value(callback.caller);
    m_sending = true;
    postWebhook(m_network, receiver.url, receiver.secret, callback.webhookId, body(callback), now,
                [this, callback](bool delivered, const QString &why) {
                    m_sending = false;
                    const QDateTime at = m_ledger->now();
                    if (delivered) {
                        if (const auto done = m_ledger->markCallbackSent(callback.webhookId, at); !done)
                            log(tr("callback %1 was delivered, but recording that failed: %2").arg(callback.webhookId, done.error().message));
                        log(tr("callback %1 delivered to caller %2: operation %3 is %4")
                                .arg(callback.webhookId, callback.caller, callback.operationId, callback.state));
                        Q_EMIT finished(callback.webhookId, true);
                        return;
                    }
                    const qint64 delay = HoldAlerter::retryDelaySeconds(callback.attempt);
                    if (const auto postponed = m_ledger->retryCallbackAt(callback.webhookId, at.addSecs(delay)); !postponed)
                        log(tr("callback %1: recording the next try failed: %2").arg(callback.webhookId, postponed.error().message));
                    log(tr("callback %1 to caller %2 not delivered (try %3: %4); next try in %5 s")
                            .arg(callback.webhookId, callback.caller)
                            .arg(callback.attempt)
                            .arg(why)
                            .arg(delay));
                    Q_EMIT finished(callback.webhookId, false);
                });
    return true;
}

class CallbackThread::Host final : public QObject
{
public:
    std::unique_ptr<Ledger> ledger;
    CallbackSender *sender = nullptr;
};

CallbackThread::CallbackThread(QString location, QMap<QString, CallbackSender::Receiver> receivers, QObject *parent)
    : QObject(parent)
    , m_location(std::move(location))
    , m_receivers(std::move(receivers))
{
    m_thread.setObjectName(QStringLiteral("callbacks"));
}

CallbackThread::~CallbackThread() { stop(); }

bool CallbackThread::start(LedgerError *error)
{
    if (m_host)
        return true;
    m_host = new Host;
    m_host->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_host, &QObject::deleteLater);
    m_thread.start();
    bool ok = false;
    LedgerError opened;
    QSemaphore done;
    QMetaObject::invokeMethod(m_host, [this, &ok, &opened, &done] {
        m_host->ledger = Ledger::open(m_location, Ledger::OpenMode::ExistingOnly, &opened);
        if (m_host->ledger) {
            m_host->sender = new CallbackSender(m_host->ledger.get(), m_receivers, m_host);
            m_host->sender->setLogger(m_log);
            auto *timer = new QTimer(m_host);
            timer->setInterval(1000);
            CallbackSender *sender = m_host->sender;
            const auto round = [sender, ledger = m_host->ledger.get()] { sender->check(ledger->now()); };
            QObject::connect(timer, &QTimer::timeout, sender, round);
            // After a delivered one, the next due goes at once.
            QObject::connect(sender, &CallbackSender::finished, sender, [sender, round](const QString &, bool delivered) {
                if (delivered)
                    QTimer::singleShot(0, sender, round); // not after the sender is gone
            });
            timer->start();
            round();
            ok = true;
        }
        done.release();
    });
    done.acquire();
    if (!ok) {
        if (error)
            *error = opened;
        stop();
    }
    return ok;
}

void CallbackThread::stop()
{
    if (!m_thread.isRunning())
        return;
    QMetaObject::invokeMethod(m_host, [this] {
        delete m_host->sender; // before its connection
        m_host->sender = nullptr;
        m_host->ledger.reset();
    }, Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
    m_host = nullptr;
}

} // namespace rl::app
