// SPDX-License-Identifier: GPL-3.0-or-later
// The console under load (issue 13): a runner commits steadily in another
// thread while a reviewer switches queues, scrolls, selects operations and
// records decisions in the window. Prints the GUI thread's stalls (the time
// between two turns of its event loop) and each decision's time from
// "Record" to "recorded" on screen, beside a bare single-row Qt SQL commit
// into the same ledger file, measured in the same run.
// Usage: bench_console_load LEDGER [SECONDS]   (LEDGER is copied; the copy is used)
#include "ids.h"
#include "ledger.h"
#include "ledgerclient.h"
#include "mainwindow.h"
#include "operationsmodel.h"

#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QListWidget>
#include <QScrollBar>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <algorithm>
#include <cmath>
#include <mutex>
#include <atomic>
#include <cstdio>
#include <thread>

using namespace rl::models;

namespace {

double percentile(QList<double> v, double p)
{
    if (v.isEmpty())
        return 0;
    std::sort(v.begin(), v.end());
    const qsizetype i = std::clamp<qsizetype>(qsizetype(std::ceil(p * double(v.size()))) - 1, 0, v.size() - 1);
    return v.at(i);
}

IncomingDelivery oneStep(int n)
{
    IncomingDelivery d;
    d.source = QStringLiteral("shopify:bench-runner.myshopify.com");
    d.eventId = QStringLiteral("bench-%1-%2").arg(QDateTime::currentMSecsSinceEpoch()).arg(n);
    d.deliveryId = d.eventId;
    d.topic = QStringLiteral("orders/create");
    d.signatureScheme = QStringLiteral("shopify-hmac-sha256");
    d.payload = R"({"id":1})";
    OperationPlan plan;
    plan.flow = QStringLiteral("bench");
    plan.intendedAction = QStringLiteral("Bench: one CRM task");
    StepPlan s;
    s.kind = QStringLiteral("crm.create_task");
    s.target = QStringLiteral("sandbox-crm");
    s.content = R"({"subject":"bench"})";
    plan.steps = {s};
    d.flows = {plan};
    return d;
}

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 2) {
        std::fprintf(stderr, "usage: bench_console_load LEDGER [SECONDS]\n");
        return 2;
    }
    const int seconds = args.size() > 2 ? args.at(2).toInt() : 60;
    QTemporaryDir work(QFileInfo(args.at(1)).absolutePath() + QStringLiteral("/bench-load-XXXXXX"));
    const QString ledgerPath = work.filePath(QStringLiteral("ledger.sqlite"));
    if (!QFile::copy(args.at(1), ledgerPath)) {
        std::fprintf(stderr, "cannot copy %s\n", qPrintable(args.at(1)));
        return 2;
    }
    LedgerError error;
    auto client = LedgerClient::open(ledgerPath, &error);
    if (!client) {
        std::fprintf(stderr, "%s\n", qPrintable(error.message));
        return 2;
    }
    rl::ui::MainWindow window(std::move(client), QStringLiteral("Bench Reviewer"), nullptr);
    window.show();

    // The runner: its own connection and thread, committing steadily (an
    // intake of one operation, its reservation and its outcome: three commits).
    std::atomic<bool> stop{false};
    std::atomic<int> runnerCommits{0};
    std::thread runner([&] {
        LedgerError e;
        auto l = Ledger::open(ledgerPath, Ledger::OpenMode::ExistingOnly, &e);
        for (int n = 0; l && !stop; ++n) {
            const auto in = l->ingest(oneStep(n), QDateTime::currentDateTimeUtc());
            if (!in)
                continue;
            const auto steps = l->steps(in->operationId).value();
            if (steps.isEmpty())
                continue;
            auto r = l->reserve(steps.first().step.rowId, QStringLiteral("bench-runner"), 60'000, QDateTime::currentDateTimeUtc());
            if (r)
                l->finishAttempt(r->attempt.id, {Outcome::Succeeded, 201, {}, QStringLiteral("task_%1").arg(n), QStringLiteral("created"), {}, false},
                                 0, QDateTime::currentDateTimeUtc());
            runnerCommits += r ? 3 : 1;
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        }
    });

    // The bare commit: one row, one transaction, the same file, its own thread.
    QList<double> bareMs;
    std::mutex bareMutex;
    std::thread bare([&] {
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("bench-bare"));
            db.setDatabaseName(ledgerPath);
            db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
            db.open();
            QSqlQuery q(db);
            q.exec(QStringLiteral("PRAGMA journal_mode = WAL"));
            q.exec(QStringLiteral("PRAGMA synchronous = FULL"));
            q.exec(QStringLiteral("CREATE TABLE IF NOT EXISTS bench_bare_commit (id INTEGER PRIMARY KEY, at TEXT)"));
            QSqlQuery insert(db);
            insert.prepare(QStringLiteral("INSERT INTO bench_bare_commit (at) VALUES (?)"));
            while (!stop) {
                QElapsedTimer t;
                t.start();
                db.transaction();
                insert.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
                insert.exec();
                db.commit();
                {
                    std::lock_guard lock(bareMutex);
                    bareMs.append(double(t.nsecsElapsed()) / 1e6);
                }
                std::this_thread::sleep_for(std::chrono::milliseconds(250));
            }
        }
        QSqlDatabase::removeDatabase(QStringLiteral("bench-bare"));
    });

    // The GUI thread's stalls: a 1 ms timer; each gap beyond it is time the
    // event loop could not turn.
    QList<double> gaps;
    QElapsedTimer loop;
    loop.start();
    qint64 last = loop.nsecsElapsed();
    QTimer tick;
    tick.setTimerType(Qt::PreciseTimer);
    tick.setInterval(1);
    QObject::connect(&tick, &QTimer::timeout, [&] {
        const qint64 now = loop.nsecsElapsed();
        gaps.append(double(now - last) / 1e6);
        last = now;
    });

    // The reviewer: every 400 ms one step of a script — switch queue, scroll,
    // select a row, record a decision (Assign) once its details are shown.
    QList<double> decisionMs;
    QElapsedTimer decisionClock;
    int decisions = 0, refused = 0, notShown = 0;
    bool awaitingDecision = false;
    window.setDecisionProvider([&](DecisionAction, const QString &operationId) {
        DecisionRequest r;
        r.operationId = operationId;
        r.reviewer = QStringLiteral("Bench Reviewer");
        r.rationale = QStringLiteral("Bench: hand over");
        r.action = DecisionAction::Assign;
        r.assignTo = QStringLiteral("Reviewer %1").arg(decisions % 7);
        return std::optional<DecisionRequest>(r);
    });
    QObject::connect(&window, &rl::ui::MainWindow::decisionRecorded, [&] {
        decisionMs.append(double(decisionClock.nsecsElapsed()) / 1e6);
        ++decisions;
        awaitingDecision = false;
    });
    QObject::connect(&window, &rl::ui::MainWindow::decisionRefused, [&] {
        ++refused;
        awaitingDecision = false;
    });
    int stepNo = 0;
    QTimer script;
    script.setInterval(400);
    QObject::connect(&script, &QTimer::timeout, [&] {
        QTableView *view = window.operationsView();
        switch (stepNo++ % 5) {
        case 0: window.selectQueue(stepNo % 10 < 5 ? std::optional(OperationState::Held) : std::nullopt); break;
        case 1: view->verticalScrollBar()->setValue(int(view->verticalScrollBar()->maximum() * ((stepNo * 37) % 100) / 100.0)); break;
        case 2: view->selectRow(std::max(0, view->rowAt(10))); break;
        case 3:
            if (!window.isShowingSelection())
                ++notShown; // its details are on their way (a reload after the runner's commits)
            if (window.isShowingSelection() && window.decisionAction(DecisionAction::Assign)->isEnabled() && !awaitingDecision) {
                awaitingDecision = true;
                decisionClock.start();
                window.decisionAction(DecisionAction::Assign)->trigger();
            }
            break;
        default: break;
        }
    });

    QElapsedTimer wall;
    QTimer::singleShot(2000, [&] { // after the first page is on screen
        gaps.clear();
        last = loop.nsecsElapsed();
        tick.start();
        script.start();
        wall.start();
    });
    QTimer::singleShot(2000 + seconds * 1000, [&] { QApplication::quit(); });
    app.exec();
    stop = true;
    runner.join();
    bare.join();

    const auto over = [&](double ms) { return std::count_if(gaps.begin(), gaps.end(), [ms](double g) { return g > ms; }); };
    const double runSeconds = double(wall.elapsed()) / 1000.0;
    std::printf("ledger: %s, %d s under load\n", qPrintable(args.at(1)), seconds);
    std::printf("runner: %d commits (%.0f/s)\n", runnerCommits.load(), runnerCommits.load() / runSeconds);
    std::printf("gui stalls: %lld turns; p50 %.2f ms, p99 %.2f ms, max %.2f ms; over 16 ms: %lld, over 100 ms: %lld\n",
                qlonglong(gaps.size()), percentile(gaps, 0.5), percentile(gaps, 0.99), percentile(gaps, 1.0), qlonglong(over(16)),
                qlonglong(over(100)));
    std::printf("decision moments without the selection's details on screen: %d\n", notShown);
    std::printf("decisions: %d recorded, %d refused; Record -> recorded p50 %.2f ms, p99 %.2f ms, max %.2f ms\n", decisions, refused,
                percentile(decisionMs, 0.5), percentile(decisionMs, 0.99), percentile(decisionMs, 1.0));
    std::lock_guard lock(bareMutex);
    std::printf("bare single-row commit: %lld; p50 %.2f ms, p99 %.2f ms, max %.2f ms\n", qlonglong(bareMs.size()),
                percentile(bareMs, 0.5), percentile(bareMs, 0.99), percentile(bareMs, 1.0));
    std::printf("decision p99 / bare commit p99: %.2f (target <= 2)\n", percentile(decisionMs, 0.99) / std::max(0.001, percentile(bareMs, 0.99)));
    return 0;
}
