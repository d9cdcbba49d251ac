// SPDX-License-Identifier: GPL-3.0-or-later
// Intake throughput with durable dedupe, side by side with the same HTTP
// server answering a constant route; and raw dedupe insert speed.
// Prints figures; asserts nothing about time (see tests/bench/README.md).
#include "config/configuration.h"
#include "intake/intakeserver.h"
#include "intake/signatures.h"
#include "ledger.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QThread>
#include <atomic>
#include <sys/resource.h>
#include <cstdio>

using namespace rl::app;
using namespace rl::models;

namespace {

class ConstantServer final : public HttpService
{
protected:
    void handle(const QHttpServerRequest &, std::shared_ptr<PendingReply> reply) override
    {
        reply->json(QJsonDocument(QJsonObject{{QStringLiteral("duplicate"), false}}), 200);
    }
};

// The intake's own work before the ledger (verify, parse, plan, prepare), then
// the constant answer: how fast intake could be if writing cost nothing.
class ParseOnlyServer final : public HttpService
{
public:
    explicit ParseOnlyServer(IntakeServer *intake) : m_intake(intake) { }
    int rejected = 0;

protected:
    void handle(const QHttpServerRequest &request, std::shared_ptr<PendingReply> reply) override
    {
        const ParsedDelivery p = m_intake->parse(methodName(request), request.url().path(), request.headers(), request.body(),
                                                 QDateTime::currentDateTimeUtc());
        rejected += p.status != 200;
        reply->json(QJsonDocument(QJsonObject{{QStringLiteral("duplicate"), false}}), p.status);
    }

private:
    IntakeServer *m_intake;
};

const QByteArray kSecret = "bench-secret";

// The load: `connections` keep-alive connections on one client thread, each
// sending its next request as soon as the previous answer is complete, until
// `total` requests were answered. Event-driven, so the client costs little CPU
// of the two cores it shares with the server. Request n is a signed
// orders/create delivery with webhook id w<n>; every tenth repeats the event
// of the one before (another webhook id, as Shopify does for a duplicate).
struct Run
{
    double perSecond = 0;
    double cpuUsPerRequest = 0; // the whole process: client, HTTP, intake, writer
};

double processCpuSeconds()
{
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) + double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

double threadSysSeconds()
{
    rusage u{};
    getrusage(RUSAGE_THREAD, &u);
    return double(u.ru_stime.tv_sec) + double(u.ru_stime.tv_usec) / 1e6;
}

double threadCpuSeconds()
{
    rusage u{};
    getrusage(RUSAGE_THREAD, &u);
    return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) + double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

Run drive(quint16 port, int connections, int total, int firstRequest, const QByteArray &body, std::atomic<int> &errors)
{
    double rate = 0;
    const double cpuBefore = processCpuSeconds();
    QThread *client = QThread::create([&] {
        QEventLoop loop;
        std::vector<std::unique_ptr<QTcpSocket>> sockets;
        std::vector<QByteArray> buffers(static_cast<size_t>(connections));
        int sent = 0, answered = 0;
        QElapsedTimer timer;
        const auto sendNext = [&](int c) {
            if (sent >= total)
                return;
            const int n = firstRequest + sent++;
            const QByteArray eventId = QByteArray::number(n % 10 == 9 ? n - 1 : n);
            // Each event its own order (the example flows key operations by it).
            const QByteArray order = QByteArray(body).replace("820982911946154508", "9" + eventId);
            const QByteArray sig = signShopify(order, kSecret);
            sockets[size_t(c)]->write("POST /webhooks/shopify HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                                      "X-Shopify-Topic: orders/create\r\nX-Shopify-Hmac-Sha256: " + sig
                                      + "\r\nX-Shopify-Shop-Domain: bench.myshopify.com\r\nX-Shopify-Webhook-Id: w"
                                      + QByteArray::number(n) + "\r\nX-Shopify-Event-Id: e" + eventId
                                      + "\r\nContent-Length: " + QByteArray::number(order.size()) + "\r\n\r\n" + order);
        };
        const auto finishOne = [&] {
            if (++answered == total)
                loop.quit();
        };
        sockets.reserve(size_t(connections));
        for (int c = 0; c < connections; ++c) {
            auto socket = std::make_unique<QTcpSocket>();
            QTcpSocket *s = socket.get();
            QObject::connect(s, &QTcpSocket::connected, s, [&, c] { sendNext(c); });
            QObject::connect(s, &QTcpSocket::readyRead, s, [&, c, s] {
                QByteArray &b = buffers[size_t(c)];
                b += s->readAll();
                for (;;) { // every complete answer in the buffer
                    const qsizetype headerEnd = b.indexOf("\r\n\r\n");
                    if (headerEnd < 0)
                        return;
                    const qsizetype cl = b.indexOf("ontent-Length:");
                    const qsizetype clEnd = b.indexOf('\r', cl);
                    const qsizetype length = cl < 0 || cl > headerEnd ? 0 : b.mid(cl + 14, clEnd - cl - 14).trimmed().toLongLong();
                    if (b.size() < headerEnd + 4 + length)
                        return;
                    if (!b.startsWith("HTTP/1.1 200"))
                        ++errors;
                    b.remove(0, headerEnd + 4 + length);
                    finishOne();
                    sendNext(c);
                }
            });
            QObject::connect(s, &QAbstractSocket::errorOccurred, s, [&] {
                ++errors;
                finishOne();
            });
            sockets.push_back(std::move(socket));
        }
        timer.start();
        for (auto &s : sockets)
            s->connectToHost(QHostAddress::LocalHost, port);
        loop.exec();
        rate = double(total) / (double(timer.nsecsElapsed()) / 1e9);
    });
    // The servers answer on this (the main) thread's event loop meanwhile.
    QObject::connect(client, &QThread::finished, QCoreApplication::instance(), &QCoreApplication::quit);
    client->start();
    QCoreApplication::exec();
    client->wait();
    delete client;
    return {rate, (processCpuSeconds() - cpuBefore) * 1e6 / total};
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTemporaryDir dir;
    QFile sample(QStringLiteral(RUNLEDGER_SOURCE_DIR "/tests/data/samples/shopify-orders-create.json"));
    sample.open(QIODevice::ReadOnly);
    const QByteArray body = sample.readAll();
    QFile cfg(QStringLiteral(RUNLEDGER_SOURCE_DIR "/resources/examples/sandbox.json"));
    cfg.open(QIODevice::ReadOnly);
    QString error;
    auto config = Configuration::fromJson(QJsonDocument::fromJson(cfg.readAll()).object(), &error);

    LedgerError le;
    auto ledger = Ledger::open(dir.filePath(QStringLiteral("bench.sqlite")), Ledger::OpenMode::CreateOrMigrate, &le);
    IntakeSecrets secrets;
    secrets.shopify = {kSecret};
    IntakeServer intake(ledger.get(), &*config, secrets);
    ConstantServer bare;
    ParseOnlyServer parseOnly(&intake);
    const quint16 intakePort = intake.listen(QHostAddress::LocalHost, 0);
    const quint16 barePort = bare.listen(QHostAddress::LocalHost, 0);
    const quint16 parseOnlyPort = parseOnly.listen(QHostAddress::LocalHost, 0);

    const QByteArray mode = argc > 2 ? QByteArray(argv[2]) : QByteArray();
    if (mode.isEmpty() || mode == "intake") {
        // Side by side, same client, same HTTP server code: a constant route,
        // then signed deliveries recorded durably, at several concurrencies.
        const int total = argc > 1 ? atoi(argv[1]) : 16000;
        std::printf("intake: %d signed orders/create deliveries per run (10%% duplicate events), keep-alive connections,\n"
                    "SQLite WAL synchronous=FULL, each new event creating a 2-step operation\n", total);
        std::printf("  %11s %9s %9s %9s %15s   %s\n", "connections", "bare /s", "intake /s", "ratio", "no-ledger ratio",
                    "CPU per request: bare / intake / no-ledger (whole process, 2 cores)");
        int first = 0;
        for (const int connections : {16, 64, 256}) {
            std::atomic<int> bareErrors{0}, intakeErrors{0}, parseErrors{0};
            const Run bareRun = drive(barePort, connections, total, first, body, bareErrors);
            const Run intakeRun = drive(intakePort, connections, total, first, body, intakeErrors);
            // "No ledger": intake's verify, parse and plan, then the constant answer.
            const Run parseRun = drive(parseOnlyPort, connections, total, first, body, parseErrors);
            first += total;
            const int errors = bareErrors + intakeErrors + parseErrors;
            std::printf("  %11d %9.0f %9.0f %9.2f %15.2f   %5.0f us / %5.0f us / %5.0f us%s\n", connections, bareRun.perSecond,
                        intakeRun.perSecond, intakeRun.perSecond / bareRun.perSecond, parseRun.perSecond / bareRun.perSecond,
                        bareRun.cpuUsPerRequest, intakeRun.cpuUsPerRequest, parseRun.cpuUsPerRequest,
                        errors ? qPrintable(QStringLiteral("  (%1 errors)").arg(errors)) : "");
        }
        if (parseOnly.rejected)
            std::printf("  (the no-ledger server rejected %d requests)\n", parseOnly.rejected);
        const Counts c = ledger->counts().value();
        std::printf("  ledger: %lld events, %lld deliveries, %lld operations (target: ratio >= 0.50)\n", c.events, c.deliveries,
                    c.operations);
        if (mode == "intake")
            return 0;
    }
    if (mode == "parts") {
        // Where a delivery's time goes, without HTTP: verify + parse + plan,
        // then ledger writes in batches of 64 (one commit each).
        const int n = argc > 3 ? atoi(argv[3]) : 20'000;
        QList<IncomingDelivery> parsed;
        parsed.reserve(n);
        QElapsedTimer t;
        t.start();
        for (int i = 0; i < n; ++i) {
            const QByteArray order = QByteArray(body).replace("820982911946154508", "9" + QByteArray::number(i));
            const QByteArray sig = signShopify(order, kSecret);
            const QList<QPair<QByteArray, QByteArray>> headers{
                {"X-Shopify-Topic", "orders/create"}, {"X-Shopify-Hmac-Sha256", sig},
                {"X-Shopify-Shop-Domain", "bench.myshopify.com"}, {"X-Shopify-Webhook-Id", "p" + QByteArray::number(i)},
                {"X-Shopify-Event-Id", "pe" + QByteArray::number(i)}};
            parsed.append(intake.parse(QStringLiteral("POST"), QStringLiteral("/webhooks/shopify"), headers, order,
                                       QDateTime::currentDateTimeUtc()).delivery);
        }
        const double parseUs = double(t.nsecsElapsed()) / 1000.0 / n;
        // LEDGER: another ledger to write to (a postgresql:// URL, emptied by the caller); BATCH: deliveries per commit.
        const QString location = argc > 4 ? QString::fromLocal8Bit(argv[4]) : dir.filePath(QStringLiteral("parts.sqlite"));
        const int perBatch = argc > 5 ? atoi(argv[5]) : 64;
        auto own = Ledger::open(location, Ledger::OpenMode::CreateOrMigrate, &le);
        if (!own) {
            std::fprintf(stderr, "%s\n", qPrintable(le.message));
            return 1;
        }
        own->checkpointInBackground(); // as intake's writer does
        t.restart();
        const double threadCpuBefore = threadCpuSeconds(), threadSysBefore = threadSysSeconds();
        for (int i = 0; i < n; i += perBatch)
            own->ingestBatch(parsed.mid(i, perBatch), QDateTime::currentDateTimeUtc());
        const double writeUs = double(t.nsecsElapsed()) / 1000.0 / n;
        const double writeCpuUs = (threadCpuSeconds() - threadCpuBefore) * 1e6 / n;
        const double writeSysUs = (threadSysSeconds() - threadSysBefore) * 1e6 / n;
        std::printf("parts of one delivery (no HTTP), %d deliveries:\n  verify + parse + plan : %6.1f us\n"
                    "  ledger write (batches of %d, commit included) : %6.1f us (CPU of this thread: %.1f us, of it in the kernel %.1f us)\n",
                    n, parseUs, perBatch, writeUs, writeCpuUs, writeSysUs);
        return 0;
    }

    // Dedupe insert speed: random provider ids; event and delivery rows in
    // one transaction per batch, exactly as intake writes them (no flow).
    const int total = argc > 3 ? atoi(argv[3]) : 200'000, batch = 1000;
    qint64 walBytes = 0;
    const auto measure = [&](const QString &file, const QByteArray &payload) -> double {
        auto raw = Ledger::open(dir.filePath(file), Ledger::OpenMode::CreateOrMigrate, &le);
        raw->checkpointInBackground(); // as intake's writer does
        auto *rng = QRandomGenerator::global();
        QElapsedTimer t;
        t.start();
        for (int done = 0; done < total; done += batch) {
            QList<IncomingDelivery> deliveries;
            deliveries.reserve(batch);
            for (int i = 0; i < batch; ++i) {
                IncomingDelivery d;
                d.source = QStringLiteral("shopify:bench.myshopify.com");
                d.eventId = QString::number(rng->generate64());
                d.deliveryId = QStringLiteral("shopify:") + QString::number(rng->generate64());
                d.topic = QStringLiteral("orders/create");
                d.signatureScheme = QStringLiteral("shopify-hmac-sha256");
                d.payload = payload;
                deliveries.append(d);
            }
            if (!raw->ingestBatch(deliveries, QDateTime::currentDateTimeUtc())) {
                std::printf("dedupe insert failed: %s\n", qPrintable(raw->lastError().message));
                return 0;
            }
        }
        const double rate = total / (double(t.elapsed()) / 1000.0);
        walBytes = QFileInfo(dir.filePath(file) + QStringLiteral("-wal")).size();
        return rate;
    };
    std::printf("dedupe insert: %d events with random ids, batches of %d, SQLite WAL synchronous=FULL (target >= 20000/s)\n", total, batch);
    const double withSample = measure(QStringLiteral("d1.sqlite"), body);
    std::printf("  with the %lld-byte sample payload stored : %8.0f events/s (WAL at the end: %.1f MB)\n", qint64(body.size()),
                withSample, double(walBytes) / 1e6);
    const double withSmall = measure(QStringLiteral("d2.sqlite"), QByteArrayLiteral("{\"id\":123456789}"));
    std::printf("  with a 16-byte payload stored           : %8.0f events/s (WAL at the end: %.1f MB)\n", withSmall,
                double(walBytes) / 1e6);
    return 0;
}
