// SPDX-License-Identifier: GPL-3.0-or-later
// One client against intake (docs/intake.md, "One client"): each flood of
// tst_floods runs for a while against a real `runledgerctl serve` while an
// honest sender delivers a signed order every 250 ms with a 2 s timeout.
// Prints, per flood, the honest deliveries answered and their latency (p50,
// p99, slowest) and serve's peak memory. Asserts nothing about time (see
// tests/bench/README.md).
//
//     build/testing/tests/bench/bench_floods [SECONDS]   (default 20 per flood)
#include "flooder.h"
#include "sandboxprocess.h"
#include "serveprocess.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <algorithm>
#include <cstdio>
#include <vector>

#include <sys/resource.h>

using namespace rl::testing;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int seconds = argc > 1 ? std::max(2, atoi(argv[1])) : 20;
    rlimit files{};
    ::getrlimit(RLIMIT_NOFILE, &files);
    files.rlim_cur = files.rlim_max;
    ::setrlimit(RLIMIT_NOFILE, &files);
    struct Row
    {
        const char *name;
        int kind; // -1: no flood
        int count;
        int clients;
    };
    const Row rows[] = {
        {"no flood", -1, 0, 1},
        {"slowloris, 1,500 connections from one address", int(Flood::Slowloris), 1500, 1},
        {"slowloris, 2,400 connections from 16 addresses", int(Flood::Slowloris), 2400, 16},
        {"heads without bodies, 600 from one address", int(Flood::HeadNoBody), 600, 1},
        {"heads without bodies, 2,400 from 8 addresses", int(Flood::HeadNoBody), 2400, 8},
        {"pipelining GET /healthz, 4 connections never reading", int(Flood::Pipeline), 4, 1},
        {"empty lines before a request, 8 connections", int(Flood::EmptyLines), 8, 1},
    };
    std::printf("honest sender: a signed Shopify order every 250 ms on a fresh connection, 2 s timeout; %d s per flood\n", seconds);
    std::printf("%-56s %9s %8s %8s %8s %10s\n", "flood", "answered", "p50 ms", "p99 ms", "max ms", "serve MiB");
    int n = 0;
    for (const Row &row : rows) {
        QTemporaryDir dir;
        SandboxProcess sb;
        ServeProcess serve(dir.filePath(QStringLiteral("bench.sqlite")), writeConfig(dir.path(), sb.base()));
        if (!serve.ready()) {
            std::fprintf(stderr, "serve did not start\n");
            return 1;
        }
        std::unique_ptr<FloodThread> flood;
        if (row.kind >= 0)
            flood = std::make_unique<FloodThread>(serve.base(), Flood(row.kind), row.count, sources(2, row.clients));
        // Let the flood take hold.
        QElapsedTimer settle;
        settle.start();
        while (flood && settle.elapsed() < 2000 && flood->reopened() == 0)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
        std::vector<qint64> ms;
        int answered = 0, sent = 0;
        qint64 peakKiB = serve.rssKiB();
        QElapsedTimer run;
        run.start();
        while (run.elapsed() < seconds * 1000) {
            QElapsedTimer one;
            one.start();
            const QByteArray id = "bench-" + QByteArray::number(++n);
            const int status = sendAll(serve.base(), {shopifyRequest(orderFor(id), "orders/create", "w-" + id, id)}, 2000).value(0);
            ++sent;
            answered += status == 200;
            ms.push_back(status == 200 ? one.elapsed() : 2000);
            peakKiB = std::max(peakKiB, serve.rssKiB());
            while (one.elapsed() < 250)
                QCoreApplication::processEvents(QEventLoop::AllEvents, int(250 - one.elapsed()));
        }
        flood.reset();
        std::sort(ms.begin(), ms.end());
        const auto at = [&](double q) { return ms.empty() ? 0 : ms[std::min(ms.size() - 1, size_t(q * double(ms.size())))]; };
        std::printf("%-56s %4d/%-4d %8lld %8lld %8lld %10lld\n", row.name, answered, sent, at(0.5), at(0.99), ms.empty() ? 0 : ms.back(),
                    peakKiB / 1024);
        std::fflush(stdout);
    }
    return 0;
}
