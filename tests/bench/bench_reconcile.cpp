// SPDX-License-Identifier: GPL-3.0-or-later
// Bulk reconcile against the HubSpot emulation with its search rate limit
// (issue 12): N uncertain steps whose tasks exist at the target, reconciled by
// a real Runner. Prints lookups per second, the most requests in flight per
// host against the profile's bound, and how many lookups were answered 429.
// Run by hand; asserts nothing about time.
//
//   bench_reconcile [STEPS=10000] [SEARCHES_PER_SECOND=100] [MAX_IN_FLIGHT=8]
#include "config/configuration.h"
#include "ids.h"
#include "ledger.h"
#include "runner/runner.h"
#include "sandbox/sandboxserver.h"
#include "targets/connector.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QHostAddress>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTemporaryDir>
#include <QTimer>
#include <cstdio>

using namespace rl;

namespace {

void spin(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int steps = argc > 1 ? std::max(1, atoi(argv[1])) : 10'000;
    const int rate = argc > 2 ? std::max(1, atoi(argv[2])) : 100;
    const int bound = argc > 3 ? std::max(1, atoi(argv[3])) : 8;

    app::SandboxServer::Options so;
    so.apiToken = "bench-token";
    so.hubspotSearchPerSecond = rate; // HubSpot's real limit is 4 per second per token
    so.hubspotBurstPer10s = 0;        // measured here: the search limit alone
    app::SandboxServer sandbox(so);
    const quint16 port = sandbox.listen(QHostAddress::LocalHost, 0);
    const QString base = QStringLiteral("http://127.0.0.1:%1/hubspot").arg(port);
    qputenv("RUNLEDGER_BENCH_HUBSPOT_TOKEN", "bench-token");

    QString error;
    const auto config = app::Configuration::fromJson(
        QJsonDocument::fromJson(QStringLiteral(R"({"targets":{"hubspot":{"kind":"crm","protocol":"hubspot","base_url":"%1",
            "capability":"lookup_only","settle_ms":0,"lookups_per_second":%2,"max_in_flight":%3,"confirm_by_lookup":false,
            "inactivity_timeout_ms":5000,"deadline_ms":10000,"max_execution_ms":10000,"token_env":"RUNLEDGER_BENCH_HUBSPOT_TOKEN"}},
            "flows":[]})").arg(base).arg(rate).arg(bound).toUtf8()).object(), &error);
    if (!config) {
        std::fprintf(stderr, "configuration: %s\n", qPrintable(error));
        return 2;
    }
    const app::TargetProfile &profile = config->targets().value(QStringLiteral("hubspot"));

    // N operations of one HubSpot step each; every attempt ended without a
    // clear answer an hour ago (the window has passed), and every task exists.
    QTemporaryDir dir;
    models::LedgerError le;
    auto ledger = models::Ledger::open(dir.filePath(QStringLiteral("bench.sqlite")), models::Ledger::OpenMode::CreateOrMigrate, &le);
    if (!ledger) {
        std::fprintf(stderr, "ledger: %s\n", qPrintable(le.message));
        return 2;
    }
    const QDateTime hourAgo = QDateTime::currentDateTimeUtc().addSecs(-3600);
    QList<models::IncomingDelivery> batch;
    for (int i = 0; i < steps; ++i) {
        models::IncomingDelivery d;
        d.source = QStringLiteral("bench");
        d.eventId = QStringLiteral("e%1").arg(i);
        d.deliveryId = d.eventId;
        d.topic = QStringLiteral("bench");
        d.payload = "{}";
        models::StepPlan sp;
        sp.kind = QStringLiteral("crm.create_task");
        sp.target = QStringLiteral("hubspot");
        sp.policy.capability = models::Capability::LookupOnly;
        sp.policy.maxExecutionMs = profile.maxExecutionMs;
        sp.reference = models::newStepReference();
        sp.content = QJsonDocument(QJsonObject{{QStringLiteral("reference"), sp.reference}, {QStringLiteral("subject"), QStringLiteral("Bench")}})
                         .toJson(QJsonDocument::Compact);
        d.flows.append(models::OperationPlan{{}, QStringLiteral("bench"), QStringLiteral("bench"), {sp}, {}});
        batch.append(d);
    }
    if (!ledger->ingestBatch(batch, hourAgo)) {
        std::fprintf(stderr, "ingest: %s\n", qPrintable(ledger->lastError().message));
        return 2;
    }
    QNetworkAccessManager nam;
    int created = 0, outstanding = 0;
    for (qint64 id : ledger->runnableSteps(QDateTime::currentDateTimeUtc(), steps).value()) {
        const auto r = ledger->reserve(id, QStringLiteral("bench"), 1000, hourAgo);
        models::AttemptResult uncertain;
        uncertain.error = QStringLiteral("no answer in time");
        ledger->finishAttempt(r->attempt.id, uncertain, 0, hourAgo.addSecs(1));
        QNetworkRequest req(QUrl(base + QStringLiteral("/crm/v3/objects/tasks")));
        req.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
        req.setRawHeader("Authorization", "Bearer bench-token");
        const QByteArray body = QJsonDocument(QJsonObject{{QStringLiteral("properties"),
                                                           QJsonObject{{QStringLiteral("hs_timestamp"), QStringLiteral("2026-12-01T00:00:00Z")},
                                                                       {QStringLiteral("hs_task_subject"), QStringLiteral("Bench")},
                                                                       {QStringLiteral("runledger_reference"), r->step.step.reference}}}})
                                    .toJson(QJsonDocument::Compact);
        ++outstanding;
        QNetworkReply *reply = nam.post(req, body);
        QObject::connect(reply, &QNetworkReply::finished, reply, [&, reply] {
            created += reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() == 201;
            --outstanding;
            reply->deleteLater();
        });
        while (outstanding >= 32)
            spin(1);
    }
    while (outstanding > 0)
        spin(5);
    const auto uncertainNow = [&] { return ledger->operationCountsByState().value().value(models::OperationState::Uncertain); };
    std::printf("prepared %d uncertain steps, %d tasks at the emulation (search limit %d/s, per-host bound %d)\n",
                int(uncertainNow()), created, rate, bound);

    app::Runner::Options ro;
    ro.workerName = QStringLiteral("bench");
    ro.maxInFlight = 64; // the runner is not the bound here: the per-host one is
    ro.pollIntervalMs = 50;
    ro.reconcileIntervalMs = 200;
    auto runnerLedger = models::Ledger::open(ledger->location(), models::Ledger::OpenMode::ExistingOnly, &le);
    app::Runner runner(runnerLedger.get(), &*config, ro);
    QElapsedTimer t;
    t.start();
    runner.start();
    while (uncertainNow() > 0 && t.elapsed() < 3'600'000)
        spin(100);
    const double seconds = double(t.elapsed()) / 1000.0;
    const models::Counts c = ledger->counts().value();
    const int refused = QJsonDocument::fromJson([&] {
        QNetworkReply *r = nam.get(QNetworkRequest(QUrl(QStringLiteral("http://127.0.0.1:%1/_sandbox/effects").arg(port))));
        while (!r->isFinished())
            spin(1);
        r->deleteLater();
        return r->readAll();
    }()).object().value(QStringLiteral("rate_limited")).toInt();
    std::printf("reconciled %d steps in %.1f s: %.1f lookups/s (limit %d/s, paced at %.1f/s)\n", steps - int(uncertainNow()), seconds,
                double(steps) / seconds, rate, 1000.0 / std::ceil(1100.0 / rate));
    std::printf("confirmed %lld, lookups answered 429: %d, most requests in flight to the host: %d (bound %d)\n",
                c.confirmedEffects, refused, app::Connector::peakInFlight(QStringLiteral("127.0.0.1:%1").arg(port)), bound);
    return 0;
}
