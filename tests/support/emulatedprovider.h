// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sandbox/sandboxserver.h"

#include <QFile>
#include <QHostAddress>
#include <QJsonDocument>
#include <QJsonObject>
#include <QThread>

#include <memory>

namespace rl::testing {

// An example configuration (resources/examples/FILE) pointed at a sandbox or
// an emulated provider on a loopback port, with short timeouts for tests.
inline QJsonObject exampleConfiguration(const QString &file, quint16 port)
{
    QFile f(QStringLiteral(RUNLEDGER_SOURCE_DIR "/resources/examples/") + file);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QJsonObject root = QJsonDocument::fromJson(f.readAll()).object();
    QJsonObject targets = root.value(QStringLiteral("targets")).toObject();
    for (const QString &name : targets.keys()) {
        QJsonObject t = targets.value(name).toObject();
        t.insert(QStringLiteral("base_url"),
                 t.value(QStringLiteral("base_url")).toString().replace(QStringLiteral("127.0.0.1:8081"), QStringLiteral("127.0.0.1:%1").arg(port)));
        t.insert(QStringLiteral("inactivity_timeout_ms"), 800);
        t.insert(QStringLiteral("backoff_initial_ms"), 100);
        t.insert(QStringLiteral("probe_recipient"), QStringLiteral("acceptance@example.com"));
        targets.insert(name, t);
    }
    root.insert(QStringLiteral("targets"), targets);
    return root;
}

// The providers' emulation without its admin API, standing in for real
// providers: on a thread of its own, as a provider is a process of its own
// (an acceptance run's script waits on this thread without an event loop).
class EmulatedProvider
{
public:
    EmulatedProvider()
    {
        m_context.moveToThread(&m_thread);
        m_thread.start();
        rl::app::SandboxServer::Options so;
        so.adminApi = false;
        onItsThread([&] {
            m_server = std::make_unique<rl::app::SandboxServer>(so);
            m_port = m_server->listen(QHostAddress::LocalHost, 0);
        });
    }
    ~EmulatedProvider()
    {
        onItsThread([&] { m_server.reset(); });
        m_thread.quit();
        m_thread.wait();
    }
    Q_DISABLE_COPY_MOVE(EmulatedProvider)

    quint16 port() const { return m_port; }
    // Runs f on the provider's thread and waits for it (reads of its counts).
    template <typename F> void onItsThread(F &&f) { QMetaObject::invokeMethod(&m_context, std::forward<F>(f), Qt::BlockingQueuedConnection); }
    rl::app::SandboxServer *server() const { return m_server.get(); }

private:
    QThread m_thread;
    QObject m_context;
    std::unique_ptr<rl::app::SandboxServer> m_server;
    quint16 m_port = 0;
};

} // namespace rl::testing
