// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "intake/signatures.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>

#include <csignal>
#include <sys/prctl.h>
#include <QRegularExpression>
#include <QTcpSocket>
#include <utility>
#include <QTest>

namespace rl::testing {

inline const QByteArray kShopifySecret = "shpss_test_secret";
inline const QByteArray kWebhookSecret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

// The example configuration, pointed at a sandbox and tuned for tests.
inline QString writeConfig(const QString &dir, const QString &sandboxBase,
                           const std::function<void(QJsonObject &crm, QJsonObject &mail)> &tune = {})
{
    QFile example(QStringLiteral(RUNLEDGER_SOURCE_DIR "/resources/examples/sandbox.json"));
    example.open(QIODevice::ReadOnly);
    QJsonObject root = QJsonDocument::fromJson(example.readAll()).object();
    QJsonObject targets = root.value(QStringLiteral("targets")).toObject();
    QJsonObject crm = targets.value(QStringLiteral("sandbox-crm")).toObject();
    QJsonObject mail = targets.value(QStringLiteral("sandbox-mail")).toObject();
    for (QJsonObject *t : {&crm, &mail}) {
        t->insert(QStringLiteral("base_url"), sandboxBase);
        t->insert(QStringLiteral("inactivity_timeout_ms"), 600);
        t->insert(QStringLiteral("deadline_ms"), 2000);
        // An earlier request may act until 4 s after it was sent (the tests' targets are fast).
        t->insert(QStringLiteral("max_execution_ms"), 4000);
        t->insert(QStringLiteral("backoff_initial_ms"), 100);
    }
    if (tune)
        tune(crm, mail);
    targets.insert(QStringLiteral("sandbox-crm"), crm);
    targets.insert(QStringLiteral("sandbox-mail"), mail);
    root.insert(QStringLiteral("targets"), targets);
    const QString path = QDir(dir).filePath(QStringLiteral("config.json"));
    QFile out(path);
    out.open(QIODevice::WriteOnly);
    out.write(QJsonDocument(root).toJson());
    return path;
}

// Changes a configuration file written by writeConfig in place.
inline void editConfig(const QString &path, const std::function<void(QJsonObject &root)> &edit)
{
    QFile f(path);
    f.open(QIODevice::ReadOnly);
    QJsonObject root = QJsonDocument::fromJson(f.readAll()).object();
    f.close();
    edit(root);
    f.open(QIODevice::WriteOnly | QIODevice::Truncate);
    f.write(QJsonDocument(root).toJson());
}

// Every thread's stack of a running process, when gdb is installed: what a
// test that stopped moving writes down beside its failure.
inline QString stacksOf(qint64 pid)
{
    const QString gdb = QStandardPaths::findExecutable(QStringLiteral("gdb"));
    if (gdb.isEmpty() || pid <= 0)
        return QStringLiteral("(no stacks: gdb is not installed)\n");
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(gdb, {QStringLiteral("-p"), QString::number(pid), QStringLiteral("-batch"), QStringLiteral("-ex"),
                  QStringLiteral("thread apply all bt")});
    if (!p.waitForFinished(120'000))
        p.kill();
    return QString::fromUtf8(p.readAll());
}

// `runledgerctl serve` as a deployment runs it.
class ServeProcess
{
public:
    ServeProcess(const QString &ledger, const QString &config, const QStringList &extra = {}, const QStringList &env = {})
    {
        auto e = QProcessEnvironment::systemEnvironment();
        e.insert(QStringLiteral("RUNLEDGER_SHOPIFY_SECRET"), QString::fromLatin1(kShopifySecret));
        e.insert(QStringLiteral("RUNLEDGER_WEBHOOK_SECRET"), QString::fromLatin1(kWebhookSecret));
        for (const QString &kv : env)
            e.insert(kv.section(QLatin1Char('='), 0, 0), kv.section(QLatin1Char('='), 1));
        m_process.setProcessEnvironment(e);
        // A test that crashes must not leave its servers running.
        m_process.setChildProcessModifier([] { ::prctl(PR_SET_PDEATHSIG, SIGKILL); });
        // tests/mutants runs the same test against a serve built with a planted bug.
        const QString binary = qEnvironmentVariableIsSet("RUNLEDGER_TEST_SERVE_BINARY")
                                   ? qEnvironmentVariable("RUNLEDGER_TEST_SERVE_BINARY")
                                   : QStringLiteral(RUNLEDGER_BINARY_DIR "/runledgerctl");
        m_process.start(binary,
                        QStringList{QStringLiteral("serve"), QStringLiteral("--ledger"), ledger, QStringLiteral("--config"), config,
                                    QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"), QStringLiteral("--poll-ms"),
                                    QStringLiteral("50"), QStringLiteral("--reconcile-interval-ms"), QStringLiteral("100")}
                            + extra);
        static const QRegularExpression re(
            QStringLiteral("((?:intake listening|health and metrics) on (http://127\\.0\\.0\\.1:\\d+))|(runner .* started|serving as intake only)"));
        QElapsedTimer t;
        t.start();
        while (!m_ready && t.elapsed() < 10'000 && m_process.waitForReadyRead(10'000)) {
            m_log += m_process.readAllStandardOutput();
            auto it = re.globalMatch(QString::fromUtf8(m_log));
            while (it.hasNext()) {
                const auto m = it.next();
                if (!m.captured(2).isEmpty())
                    m_base = m.captured(2);
                if (!m.captured(3).isEmpty())
                    m_ready = true;
            }
        }
    }
    ~ServeProcess() { stop(); }
    void stop()
    {
        if (m_process.state() == QProcess::NotRunning)
            return;
        m_process.terminate();
        if (!m_process.waitForFinished(5000))
            m_process.kill();
        m_process.waitForFinished(2000);
    }
    void kill()
    {
        m_process.kill(); // SIGKILL: no chance to clean up, as a crash or power loss
        m_process.waitForFinished(5000);
    }
    bool ready() const { return m_ready; }
    qint64 pid() const { return m_process.processId(); }
    QString base() const { return m_base; }
    // Resident memory of the process, in KiB (0 if it cannot be read).
    qint64 rssKiB() const
    {
        QFile f(QStringLiteral("/proc/%1/status").arg(m_process.processId()));
        if (!f.open(QIODevice::ReadOnly))
            return 0;
        for (const QByteArray &line : f.readAll().split('\n')) {
            if (line.startsWith("VmRSS:"))
                return line.mid(6).trimmed().split(' ').value(0).toLongLong();
        }
        return 0;
    }
    QString log()
    {
        m_log += m_process.readAllStandardOutput();
        return QString::fromUtf8(m_log);
    }

private:
    QProcess m_process;
    QByteArray m_log;
    QString m_base;
    bool m_ready = false;
};

// Shopify-shaped samples with no real customer in them (copied into tests/data).
inline QByteArray sample(const char *name)
{
    QFile f(QStringLiteral(RUNLEDGER_SOURCE_DIR "/tests/data/samples/") + QLatin1String(name));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}
inline QByteArray sampleOrder() { return sample("shopify-orders-create.json"); }
// The sample as another order: its ids (the example flows' operation key) made
// distinct by n, so distinct events are distinct business actions.
inline QByteArray sampleOrder(int n)
{
    QByteArray b = sampleOrder();
    return b.replace("820982911946154508", QByteArray::number(820982911946154508LL + 1 + n));
}
// The order an event of the tests is about: one per event id (its repeats
// carry the same body, as Shopify's do), a distinct one for each other id.
inline QByteArray orderFor(const QByteArray &eventId)
{
    quint32 h = 2166136261u; // FNV-1a: the same number on every run
    for (char c : eventId)
        h = (h ^ quint8(c)) * 16777619u;
    return sampleOrder(int(h % 1'000'000'000u));
}
inline QByteArray sampleFlowAction() { return sample("shopify-flow-action.json"); }

// A raw HTTP/1.1 request, so tests can send exactly the bytes they mean.
inline QByteArray shopifyRequest(const QByteArray &body, const QByteArray &topic, const QByteArray &webhookId,
                                 const QByteArray &eventId, const QByteArray &signature = {})
{
    const QByteArray sig = signature.isEmpty() ? app::signShopify(body, kShopifySecret) : signature;
    return "POST /webhooks/shopify HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nConnection: close\r\n"
           "X-Shopify-Topic: " + topic + "\r\nX-Shopify-Hmac-Sha256: " + sig
        + "\r\nX-Shopify-Shop-Domain: example-shop.myshopify.com\r\nX-Shopify-Webhook-Id: " + webhookId
        + "\r\nX-Shopify-Event-Id: " + eventId + "\r\nX-Shopify-Triggered-At: 2026-11-29T15:00:00.000Z"
        + "\r\nX-Shopify-API-Version: 2025-10\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body;
}

// Sends raw requests on parallel connections at once; returns each status.
inline QList<int> sendAll(const QString &base, const QList<QByteArray> &requests, int timeoutMs = 10'000)
{
    const QUrl url(base);
    QList<QTcpSocket *> sockets;
    for (qsizetype i = 0; i < requests.size(); ++i) {
        auto *s = new QTcpSocket;
        s->connectToHost(url.host(), quint16(url.port()));
        sockets.append(s);
    }
    for (qsizetype i = 0; i < sockets.size(); ++i) {
        sockets[i]->waitForConnected(5000);
        sockets[i]->write(requests.at(i));
        sockets[i]->flush(); // out now, not when the event loop next runs
    }
    QList<int> statuses;
    for (QTcpSocket *s : sockets) {
        QElapsedTimer t;
        t.start();
        QByteArray got;
        while (!got.contains("\r\n\r\n") && t.elapsed() < timeoutMs) {
            if (s->waitForReadyRead(100))
                got += s->readAll();
            else if (s->state() != QAbstractSocket::ConnectedState)
                break;
        }
        statuses.append(got.startsWith("HTTP/1.1 ") ? got.mid(9, 3).toInt() : 0);
        delete s;
    }
    return statuses;
}

inline int send(const QString &base, const QByteArray &request) { return sendAll(base, {request}).value(0); }

// Sends one raw request (with "Connection: close") and returns the answer's
// status and body.
inline std::pair<int, QByteArray> exchange(const QString &base, const QByteArray &request, int timeoutMs = 10'000)
{
    const QUrl url(base);
    QTcpSocket s;
    s.connectToHost(url.host(), quint16(url.port()));
    if (!s.waitForConnected(5000))
        return {0, {}};
    s.write(request);
    s.flush();
    QElapsedTimer t;
    t.start();
    QByteArray got;
    while (t.elapsed() < timeoutMs) {
        if (s.waitForReadyRead(100))
            got += s.readAll();
        else if (s.state() != QAbstractSocket::ConnectedState)
            break;
        const qsizetype headerEnd = got.indexOf("\r\n\r\n");
        const qsizetype cl = got.toLower().indexOf("content-length:");
        if (headerEnd > 0 && cl > 0 && cl < headerEnd) {
            const qsizetype lineEnd = got.indexOf('\r', cl);
            if (got.size() >= headerEnd + 4 + got.mid(cl + 15, lineEnd - cl - 15).trimmed().toLongLong())
                break;
        }
    }
    const qsizetype headerEnd = got.indexOf("\r\n\r\n");
    return {got.startsWith("HTTP/1.1 ") ? got.mid(9, 3).toInt() : 0, headerEnd < 0 ? QByteArray() : got.mid(headerEnd + 4)};
}

} // namespace rl::testing
