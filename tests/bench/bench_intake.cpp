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
#include <QFile>
#include <QRandomGenerator>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QThread>
#include <atomic>
#include <cstdio>
#include <thread>

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

const QByteArray kSecret = "bench-secret";

// Keep-alive clients, each sending its requests one after another.
double drive(quint16 port, int clients, int perClient, const QByteArray &body, std::atomic<int> &errors)
{
    std::vector<std::thread> threads;
    QElapsedTimer t;
    t.start();
    for (int c = 0; c < clients; ++c) {
        threads.emplace_back([&, c] {
            QTcpSocket s;
            s.connectToHost(QHostAddress::LocalHost, port);
            if (!s.waitForConnected(5000)) {
                errors += perClient;
                return;
            }
            const QByteArray sig = signShopify(body, kSecret);
            for (int i = 0; i < perClient; ++i) {
                // Every tenth delivery repeats an earlier event (another webhook id).
                const int n = c * perClient + i;
                const QByteArray eventId = QByteArray::number(i % 10 == 9 ? n - 1 : n);
                const QByteArray req = "POST /webhooks/shopify HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                                       "X-Shopify-Topic: orders/create\r\nX-Shopify-Hmac-Sha256: " + sig
                    + "\r\nX-Shopify-Shop-Domain: bench.myshopify.com\r\nX-Shopify-Webhook-Id: w" + QByteArray::number(n)
                    + "\r\nX-Shopify-Event-Id: e" + eventId + "\r\nContent-Length: " + QByteArray::number(body.size())
                    + "\r\n\r\n" + body;
                s.write(req);
                s.flush();
                QByteArray got;
                qsizetype need = -1;
                while (s.waitForReadyRead(10'000)) {
                    got += s.readAll();
                    const qsizetype headerEnd = got.indexOf("\r\n\r\n");
                    if (headerEnd < 0)
                        continue;
                    if (need < 0) {
                        const qsizetype cl = got.toLower().indexOf("content-length:");
                        need = headerEnd + 4 + got.mid(cl + 15, got.indexOf('\r', cl) - cl - 15).trimmed().toLongLong();
                    }
                    if (got.size() >= need)
                        break;
                }
                if (!got.startsWith("HTTP/1.1 200"))
                    ++errors;
            }
        });
    }
    for (auto &th : threads)
        th.join();
    return double(clients * perClient) / (double(t.elapsed()) / 1000.0);
}

template<typename F>
double runWithEventLoop(F &&work)
{
    double result = 0;
    std::thread worker([&] {
        result = work();
        QMetaObject::invokeMethod(QCoreApplication::instance(), &QCoreApplication::quit, Qt::QueuedConnection);
    });
    QCoreApplication::exec();
    worker.join();
    return result;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int clients = argc > 4 ? atoi(argv[4]) : 16, perClient = argc > 1 ? atoi(argv[1]) : 1000;
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
    const quint16 intakePort = intake.listen(QHostAddress::LocalHost, 0);
    const quint16 barePort = bare.listen(QHostAddress::LocalHost, 0);

    const bool intakePart = !(argc > 2 && (qstrcmp(argv[2], "dedupe") == 0 || qstrcmp(argv[2], "parts") == 0));
    const bool dedupePart = !(argc > 2 && qstrcmp(argv[2], "intake") == 0);
    std::atomic<int> bareErrors{0}, intakeErrors{0};
    if (intakePart) {
    const double bareRate = runWithEventLoop([&] { return drive(barePort, clients, perClient, body, bareErrors); });
    const double intakeRate = runWithEventLoop([&] { return drive(intakePort, clients, perClient, body, intakeErrors); });
    const Counts c = ledger->counts();
    std::printf("intake: %d clients x %d signed orders/create deliveries (10%% duplicate events), SQLite WAL synchronous=FULL\n",
                clients, perClient);
    std::printf("  bare constant route : %8.0f requests/s (%d errors)\n", bareRate, bareErrors.load());
    std::printf("  intake with dedupe  : %8.0f deliveries/s (%d errors)\n", intakeRate, intakeErrors.load());
    std::printf("  ratio               : %8.2f (target >= 0.50)\n", intakeRate / bareRate);
    std::printf("  ledger              : %lld events, %lld deliveries, %lld operations\n", c.events, c.deliveries, c.operations);
    }
    if (argc > 2 && qstrcmp(argv[2], "parts") == 0) {
        // Where a delivery's time goes, without HTTP: verify + parse + plan,
        // then ledger writes in batches of 64 (one commit each).
        const QByteArray sig = signShopify(body, kSecret);
        const int n = 20'000;
        QList<IncomingDelivery> parsed;
        parsed.reserve(n);
        QElapsedTimer t;
        t.start();
        for (int i = 0; i < n; ++i) {
            const QList<QPair<QByteArray, QByteArray>> headers{
                {"X-Shopify-Topic", "orders/create"}, {"X-Shopify-Hmac-Sha256", sig},
                {"X-Shopify-Shop-Domain", "bench.myshopify.com"}, {"X-Shopify-Webhook-Id", "p" + QByteArray::number(i)},
                {"X-Shopify-Event-Id", "pe" + QByteArray::number(i)}};
            parsed.append(intake.parse(QStringLiteral("POST"), QStringLiteral("/webhooks/shopify"), headers, body,
                                       QDateTime::currentDateTimeUtc()).delivery);
        }
        const double parseUs = double(t.nsecsElapsed()) / 1000.0 / n;
        auto own = Ledger::open(dir.filePath(QStringLiteral("parts.sqlite")), Ledger::OpenMode::CreateOrMigrate, &le);
        t.restart();
        for (int i = 0; i < n; i += 64)
            own->ingestBatch(parsed.mid(i, 64), QDateTime::currentDateTimeUtc());
        const double writeUs = double(t.nsecsElapsed()) / 1000.0 / n;
        std::printf("parts of one delivery (no HTTP), %d deliveries:\n  verify + parse + plan : %6.1f us\n"
                    "  ledger write (batches of 64, commit included) : %6.1f us\n", n, parseUs, writeUs);
        return 0;
    }
    if (!dedupePart)
        return 0;

    // Dedupe insert speed: random provider ids; event and delivery rows in
    // one transaction per batch, exactly as intake writes them (no flow).
    const int total = argc > 3 ? atoi(argv[3]) : 200'000, batch = 1000;
    const auto measure = [&](const QString &file, const QByteArray &payload) -> double {
        auto raw = Ledger::open(dir.filePath(file), Ledger::OpenMode::CreateOrMigrate, &le);
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
        return total / (double(t.elapsed()) / 1000.0);
    };
    std::printf("dedupe insert: %d events with random ids, batches of %d, SQLite WAL synchronous=FULL (target >= 20000/s)\n", total, batch);
    std::printf("  with the %lld-byte sample payload stored : %8.0f events/s\n", qint64(body.size()), measure(QStringLiteral("d1.sqlite"), body));
    std::printf("  with a 16-byte payload stored           : %8.0f events/s\n", measure(QStringLiteral("d2.sqlite"), QByteArrayLiteral("{\"id\":123456789}")));
    return 0;
}
