// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "config/configuration.h"
#include "ledger.h"

#include <QMap>
#include <QObject>
#include <QThread>
#include <QUrl>
#include <functional>
#include <memory>

class QNetworkAccessManager;

namespace rl::app {

// Tells a caller that one of its operations came to rest (docs/api.md, "Told
// when it rests"): completed, held, awaiting approval or abandoned. One
// signed Standard Webhook per rest, sent once across every serve process on
// the ledger and tried again with the same webhook-id and the same bytes
// until the caller's receiver answers 2xx. The body is thin: the operation's
// id, flow, state and address; what became of it is read from the API with
// the caller's token, so a callback carries nothing a stranger could use.
class CallbackSender final : public QObject
{
    Q_OBJECT
public:
    struct Receiver
    {
        QUrl url;
        QByteArray secret; // whsec_…
    };
    // Every caller's receiver with a callback, from the environment variables
    // it names; nullopt with *error when one is missing or not allowed.
    static std::optional<QMap<QString, Receiver>> receiversFromEnvironment(const QList<Caller> &callers, QString *error);

    CallbackSender(models::Ledger *ledger, QMap<QString, Receiver> receivers, QObject *parent = nullptr);
    ~CallbackSender() override;
    Q_DISABLE_COPY_MOVE(CallbackSender)

    void setLogger(std::function<void(const QString &)> logger) { m_log = std::move(logger); }
    // One round: records the rests since the last look, claims the oldest
    // callback due and sends it; false when there was none (or a send is
    // still on its way).
    bool check(const QDateTime &now);
    // The request body: the same for every try of one callback.
    static QByteArray body(const models::CallerCallback &callback);

Q_SIGNALS:
    void finished(const QString &webhookId, bool delivered);

private:
    void log(const QString &line) const;
    models::Ledger *m_ledger;
    QMap<QString, Receiver> m_receivers;
    QNetworkAccessManager *m_network;
    QDateTime m_changedSince; // where the next look for rests starts
    bool m_sending = false;
    std::function<void(const QString &)> m_log;
};

// A CallbackSender on a thread of its own with its own ledger connection,
// looking every second.
class CallbackThread final : public QObject
{
    Q_OBJECT
public:
    CallbackThread(QString location, QMap<QString, CallbackSender::Receiver> receivers, QObject *parent = nullptr);
    ~CallbackThread() override;
    Q_DISABLE_COPY_MOVE(CallbackThread)
    // The logger is called on the callback thread: it must be thread-safe.
    void setLogger(std::function<void(const QString &)> logger) { m_log = std::move(logger); }
    bool start(models::LedgerError *error);
    void stop();

private:
    class Host;
    QString m_location;
    QMap<QString, CallbackSender::Receiver> m_receivers;
    std::function<void(const QString &)> m_log;
    QThread m_thread;
    Host *m_host = nullptr;
};

} // namespace rl::app
