// SPDX-License-Identifier: GPL-3.0-or-later
// The intended-action API (docs/api.md): POST throughput and latency beside
// the Shopify intake route in the same run, and many long polls held at once.
// Prints figures; asserts nothing about time (see tests/bench/README.md).
#include "config/configuration.h"
#include "intake/intakeserver.h"
#include "intake/signatures.h"
#include "ledger.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>
#include <algorithm>
#include <atomic>
#include <cstdio>
#include <functional>

using namespace rl::app;
using namespace rl::models;

namespace {

const QByteArray kSecret = "bench-secret";
const QByteArray kToken = "bench-agent-token";

struct Run
{
    double perSecond = 0;
    double p50Ms = 0;
    double p99Ms = 0;
    int errors = 0;
};

long rssKb()
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : f.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toLong();
    }
    return 0;
}

// `connections` keep-alive connections on a client thread, each sending its
// next request (request(n)) when the previous answer is complete, until
// `total` were answered; an answer whose status is not `ok` is an error.
Run drive(quint16 port, int connections, int total, const std::function<QByteArray(int)> &request, int ok)
{
    Run run;
    QThread *client = QThread::create([&] {
        QEventLoop loop;
        std::vector<std::unique_ptr<QTcpSocket>> sockets;
        std::vector<QByteArray> buffers(static_cast<size_t>(connections));
        std::vector<qint64> sentAt(static_cast<size_t>(connections));
        std::vector<double> latencies;
        latencies.reserve(size_t(total));
        int sent = 0, answered = 0;
        QElapsedTimer timer;
        const QByteArray okLine = "HTTP/1.1 " + QByteArray::number(ok);
        const auto sendNext = [&](int c) {
            if (sent >= total)
                return;
            sentAt[size_t(c)] = timer.nsecsElapsed();
            sockets[size_t(c)]->write(request(sent++));
        };
        for (int c = 0; c < connections; ++c) {
            auto socket = std::make_unique<QTcpSocket>();
            QTcpSocket *s = socket.get();
            QObject::connect(s, &QTcpSocket::connected, s, [&, c] { sendNext(c); });
            QObject::connect(s, &QTcpSocket::readyRead, s, [&, c, s] {
                QByteArray &b = buffers[size_t(c)];
                b += s->readAll();
                for (;;) {
                    const qsizetype headerEnd = b.indexOf("\r\n\r\n");
                    if (headerEnd < 0)
                        return;
                    const qsizetype cl = b.indexOf("ontent-Length:");
                    const qsizetype clEnd = b.indexOf('\r', cl);
                    const qsizetype length = cl < 0 || cl > headerEnd ? 0 : b.mid(cl + 14, clEnd - cl - 14).trimmed().toLongLong();
                    if (b.size() < headerEnd + 4 + length)
                        return;
                    run.errors += !b.startsWith(okLine);
                    b.remove(0, headerEnd + 4 + length);
                    latencies.push_back(double(timer.nsecsElapsed() - sentAt[size_t(c)]) / 1e6);
                    if (++answered == total)
                        loop.quit();
                    sendNext(c);
                }
            });
            QObject::connect(s, &QAbstractSocket::errorOccurred, s, [&] {
                ++run.errors;
                if (++answered == total)
                    loop.quit();
            });
            sockets.push_back(std::move(socket));
        }
        timer.start();
        for (auto &s : sockets)
            s->connectToHost(QHostAddress::LocalHost, port);
        loop.exec();
        run.perSecond = double(total) / (double(timer.nsecsElapsed()) / 1e9);
        std::sort(latencies.begin(), latencies.end());
        if (!latencies.empty()) {
            run.p50Ms = latencies[latencies.size() / 2];
            run.p99Ms = latencies[std::min(latencies.size() - 1, latencies.size() * 99 / 100)];
        }
    });
    QObject::connect(client, &QThread::finished, QCoreApplication::instance(), &QCoreApplication::quit);
    client->start();
    QCoreApplication::exec(); // the server answers on this thread meanwhile
    client->wait();
    delete client;
    return run;
}

QByteArray orderBody(const QByteArray &sample, int n)
{
    return QByteArray(sample).replace("820982911946154508", QByteArray::number(7'000'000 + n));
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QByteArray mode = argc > 1 ? QByteArray(argv[1]) : QByteArray("post");
    QTemporaryDir dir;
    QFile sample(QStringLiteral(RUNLEDGER_SOURCE_DIR "/tests/data/samples/shopify-orders-create.json"));
    sample.open(QIODevice::ReadOnly);
    const QByteArray body = sample.readAll();
    QFile cfg(QStringLiteral(RUNLEDGER_SOURCE_DIR "/resources/examples/sandbox.json"));
    cfg.open(QIODevice::ReadOnly);
    QJsonObject root = QJsonDocument::fromJson(cfg.readAll()).object();
    // The example's agent, without its rate limit: the bench measures the server.
    QJsonArray callers = root.value(QStringLiteral("callers")).toArray();
    QJsonObject agent = callers.at(0).toObject();
    agent.insert(QStringLiteral("requests_per_minute"), 1'000'000);
    callers[0] = agent;
    root.insert(QStringLiteral("callers"), callers);
    QString error;
    auto config = Configuration::fromJson(root, &error);
    if (!config) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    LedgerError le;
    const QString location = argc > 3 ? QString::fromLocal8Bit(argv[3]) : dir.filePath(QStringLiteral("bench.sqlite"));
    auto ledger = Ledger::open(location, Ledger::OpenMode::CreateOrMigrate, &le);
    if (!ledger) {
        std::fprintf(stderr, "%s\n", qPrintable(le.message));
        return 1;
    }
    IntakeSecrets secrets;
    secrets.shopify = {kSecret};
    secrets.callerTokens.insert(QStringLiteral("agent"), kToken);
    IntakeServer intake(ledger.get(), &*config, secrets);
    // Every caller here is one loopback address; in a deployment, agents
    // behind one address (a NAT, a proxy) need --max-per-client or --trusted-proxy.
    intake.setMaxPerClient(1'000'000);
    const quint16 port = intake.listen(QHostAddress::LocalHost, 0);

    if (mode == "post") {
        // The same orders, once as Shopify deliveries and once as the agent's
        // POSTs (other order numbers: each creates its own operation).
        const int total = argc > 2 ? atoi(argv[2]) : 8000;
        const auto shopify = [&](int n) {
            const QByteArray order = orderBody(body, n);
            return "POST /webhooks/shopify HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nX-Shopify-Topic: orders/create\r\n"
                   "X-Shopify-Hmac-Sha256: " + signShopify(order, kSecret)
                + "\r\nX-Shopify-Shop-Domain: bench.myshopify.com\r\nX-Shopify-Webhook-Id: w" + QByteArray::number(n)
                + "\r\nX-Shopify-Event-Id: e" + QByteArray::number(n) + "\r\nContent-Length: " + QByteArray::number(order.size())
                + "\r\n\r\n" + order;
        };
        int apiFirst = 1'000'000;
        const auto api = [&](int n) {
            const QByteArray order = orderBody(body, apiFirst + n);
            return "POST /v1/flows/order-followup/operations HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                   "Authorization: Bearer " + kToken + "\r\nContent-Length: " + QByteArray::number(order.size()) + "\r\n\r\n" + order;
        };
        std::printf("POST throughput: %d new operations per run, the Shopify route and the API's, same server, same client,\n"
                    "SQLite WAL synchronous=FULL, keep-alive connections\n", total);
        std::printf("  %11s %12s %10s %10s %12s %10s %10s\n", "connections", "shopify /s", "p50 ms", "p99 ms", "api /s", "p50 ms", "p99 ms");
        int shopifyFirst = 0;
        for (const int connections : {16, 64}) {
            const Run s = drive(port, connections, total, [&](int n) { return shopify(shopifyFirst + n); }, 200);
            const Run a = drive(port, connections, total, api, 201);
            shopifyFirst += total;
            apiFirst += total;
            std::printf("  %11d %12.0f %10.1f %10.1f %12.0f %10.1f %10.1f%s\n", connections, s.perSecond, s.p50Ms, s.p99Ms, a.perSecond,
                        a.p50Ms, a.p99Ms, s.errors + a.errors ? qPrintable(QStringLiteral("  (%1 errors)").arg(s.errors + a.errors)) : "");
        }
        const Counts c = ledger->counts().value();
        std::printf("  ledger: %lld events, %lld operations\n", c.events, c.operations);
        return 0;
    }
    if (mode == "polls") {
        // N callers wait on one operation (?wait=60); a reviewer abandons it;
        // every wait is answered. Memory before, while held, after.
        const int waiters = argc > 2 ? atoi(argv[2]) : 1000;
        const Run made = drive(port, 1, 1, [&](int) {
            const QByteArray order = orderBody(body, 0);
            return "POST /v1/flows/order-followup/operations HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                   "Authorization: Bearer " + kToken + "\r\nContent-Length: " + QByteArray::number(order.size()) + "\r\n\r\n" + order;
        }, 201);
        const auto ops = ledger->operations(OperationFilter{});
        if (made.errors || !ops || ops->isEmpty()) {
            std::fprintf(stderr, "creating the operation failed\n");
            return 1;
        }
        const QString id = ops->first().id;
        const long before = rssKb();
        long held = 0;
        double answeredMs = 0;
        std::atomic<int> answered{0}, ok{0}, connected{0};
        QThread *client = QThread::create([&] {
            QEventLoop loop;
            std::vector<std::unique_ptr<QTcpSocket>> sockets;
            QElapsedTimer sinceDecision;
            const QByteArray get = "GET /v1/operations/" + id.toLatin1() + "?wait=60 HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " + kToken
                + "\r\n\r\n";
            for (int i = 0; i < waiters; ++i) {
                auto s = std::make_unique<QTcpSocket>();
                QTcpSocket *raw = s.get();
                auto buffer = std::make_shared<QByteArray>();
                QObject::connect(raw, &QTcpSocket::connected, raw, [&, raw] {
                    raw->write(get);
                    ++connected;
                });
                QObject::connect(raw, &QTcpSocket::readyRead, raw, [&, raw, buffer] {
                    *buffer += raw->readAll();
                    const qsizetype end = buffer->indexOf("\r\n\r\n");
                    const qsizetype cl = buffer->indexOf("ontent-Length:");
                    if (end < 0 || cl < 0 || buffer->size() < end + 4 + buffer->mid(cl + 14, buffer->indexOf('\r', cl) - cl - 14).trimmed().toLongLong())
                        return;
                    ok += buffer->startsWith("HTTP/1.1 200") && buffer->contains("\"resting\":true");
                    if (++answered == waiters) {
                        answeredMs = double(sinceDecision.nsecsElapsed()) / 1e6;
                        loop.quit();
                    }
                    buffer->clear();
                });
                sockets.push_back(std::move(s));
                raw->connectToHost(QHostAddress::LocalHost, port);
            }
            // Once every wait has been sent and held for a while, the decision.
            QTimer watch;
            watch.setInterval(500);
            int quietRounds = 0;
            QObject::connect(&watch, &QTimer::timeout, &loop, [&] {
                if (connected < waiters || ++quietRounds < 4)
                    return;
                watch.stop();
                QMetaObject::invokeMethod(QCoreApplication::instance(), [&] {
                    held = rssKb();
                    DecisionRequest r;
                    r.operationId = id;
                    r.reviewer = QStringLiteral("Bench");
                    r.rationale = QStringLiteral("Bench: no longer wanted.");
                    r.action = DecisionAction::Abandon;
                    sinceDecision.start();
                    const DecisionOutcome o = ledger->decide(r, ledger->now());
                    if (!o.applied)
                        std::fprintf(stderr, "the decision failed: %s %s\n", qPrintable(o.reason), qPrintable(o.error.message));
                });
            });
            watch.start();
            loop.exec();
        });
        QObject::connect(client, &QThread::finished, QCoreApplication::instance(), &QCoreApplication::quit);
        client->start();
        QCoreApplication::exec();
        client->wait();
        delete client;
        std::printf("long polls: %d callers wait (?wait=60) on one operation, held 2 s, then a reviewer abandons it\n"
                    "  answered %d (%d with the resting view) %.0f ms after the decision\n"
                    "  resident memory: %ld KiB before, %ld KiB while held (%.1f KiB per waiter, client sockets included)\n",
                    waiters, int(answered), int(ok), answeredMs, before, held, double(held - before) / waiters);
        return 0;
    }
    std::fprintf(stderr, "usage: bench_api post [N] [LEDGER] | polls [N] [LEDGER]\n");
    return 2;
}
