// SPDX-License-Identifier: GPL-3.0-or-later
// runledgerctl serve: intake, runner and alerts in one process, as its role says.
#include "acceptance/acceptancerun.h"
#include "acceptance/reportwriter.h"
#include "appinfo.h"
#include "ctl.h"
#include "ids.h"
#include "alerts/callbacks.h"
#include "alerts/holdalerter.h"
#include "intake/intakeserver.h"
#include "runner/runnerthread.h"
#include "probe/probe.h"
#include "reader.h"
#include "reconcile/reconciler.h"
#include "runner/runner.h"
#include "signalwatcher.h"
#include "systemdnotifier.h"
#include "targets/connector.h"

#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>
#include <QHostAddress>
#include <QHostInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTimer>
#include <sys/resource.h>
#include <mutex>
#include <QThread>

namespace rl::app {

using namespace rl::models;

namespace {

// Names this process in reservations and alert claims: host and process id.
QString workerName()
{
    return QStringLiteral("%1:%2").arg(QHostInfo::localHostName()).arg(QCoreApplication::applicationPid());
}

} // namespace

int Ctl::cmdServe(const QStringList &args)
{
    QCommandLineParser parser;
    addLedgerOptions(parser, QStringLiteral("serve"), false);
    parser.addOption({QStringLiteral("config"), tr("Targets and flows (JSON)."), tr("FILE")});
    parser.addOption({QStringLiteral("role"),
                      tr("What this process does: intake (answers webhooks, never calls a target), runner (works steps; "
                         "HTTP only for /healthz and /metrics, and only with --listen) or all (default)."),
                      tr("ROLE"), QStringLiteral("all")});
    parser.addOption({QStringLiteral("listen"), tr("Intake address (default 127.0.0.1:8080; port 0 picks a free one)."),
                      tr("HOST:PORT"), QStringLiteral("127.0.0.1:8080")});
    parser.addOption({QStringLiteral("workers"), tr("Steps worked on at once (default 4)."), tr("N"), QStringLiteral("4")});
    parser.addOption({QStringLiteral("no-intake"), tr("The same as --role runner.")});
    parser.addOption({QStringLiteral("poll-ms"),
                      tr("How often the runner looks for work (default 200; 1000 on PostgreSQL, where new work wakes it)."), tr("MS"),
                      QStringLiteral("200")});
    parser.addOption({QStringLiteral("lease-margin-ms"), tr("Reservation lease beyond the target's deadline (default 5000)."),
                      tr("MS"), QStringLiteral("5000")});
    parser.addOption({QStringLiteral("reconcile-interval-ms"), tr("Pause between lookups that settled nothing (default 2000)."),
                      tr("MS"), QStringLiteral("2000")});
    parser.addOption({QStringLiteral("disk-reserve-mb"),
                      tr("Free space on a ledger file's disk that intake leaves to the runner: below it, deliveries are answered "
                         "503 (default 32; 0: none)."),
                      tr("MB"), QStringLiteral("32")});
    parser.addOption({QStringLiteral("migrate"),
                      tr("Migrate a ledger of an older schema before serving (otherwise serve refuses it, as status does; "
                         "take a backup first).")});
    parser.addOption({QStringLiteral("max-connections"),
                      tr("Connections held open at once, long polls included (default %1; never more than the process's "
                         "file descriptor limit leaves room for).").arg(HttpService::DefaultMaxConnections),
                      tr("N"), QString::number(HttpService::DefaultMaxConnections)});
    parser.addOption({QStringLiteral("max-per-client"),
                      tr("Connections one client address may hold open, and requests one client may have in flight "
                         "(default %1).").arg(HttpService::DefaultMaxPerClient),
                      tr("N"), QString::number(HttpService::DefaultMaxPerClient)});
    parser.addOption({QStringLiteral("trusted-proxy"),
                      tr("A proxy in front of serve (repeatable): its connections are not limited per address, its "
                         "clients are, by the last address its X-Forwarded-For names (default: none)."),
                      tr("ADDRESS")});
    if (const int rc = parse(parser, args, 0); rc >= 0)
        return rc;
    bool connectionsOk = false;
    const int maxConnections = parser.value(QStringLiteral("max-connections")).toInt(&connectionsOk);
    if (!connectionsOk || maxConnections < 16 || maxConnections > 1'000'000)
        return usage(tr("--max-connections needs a whole number from 16"));
    bool perClientOk = false;
    const int maxPerClient = parser.value(QStringLiteral("max-per-client")).toInt(&perClientOk);
    if (!perClientOk || maxPerClient < 1)
        return usage(tr("--max-per-client needs a whole number ≥ 1"));
    QList<QHostAddress> proxies;
    for (const QString &text : parser.values(QStringLiteral("trusted-proxy"))) {
        QHostAddress proxy;
        if (!proxy.setAddress(text))
            return usage(tr("--trusted-proxy needs an IP address, not %1").arg(text));
        proxies.append(proxy);
    }
    bool reserveOk = false;
    const int diskReserveMb = parser.value(QStringLiteral("disk-reserve-mb")).toInt(&reserveOk);
    if (!reserveOk || diskReserveMb < 0)
        return usage(tr("--disk-reserve-mb needs a whole number of megabytes ≥ 0"));
    QString role = parser.value(QStringLiteral("role"));
    if (parser.isSet(QStringLiteral("no-intake"))) {
        if (parser.isSet(QStringLiteral("role")) && role != QLatin1String("runner"))
            return usage(tr("--no-intake and --role %1 contradict each other").arg(role));
        role = QStringLiteral("runner");
    }
    if (role != QLatin1String("intake") && role != QLatin1String("runner") && role != QLatin1String("all"))
        return usage(tr("--role needs intake, runner or all"));
    const bool runsIntake = role != QLatin1String("runner");
    const bool runsSteps = role != QLatin1String("intake");
    // A runner-only process answers HTTP only when asked to (its /healthz and /metrics).
    const bool listens = runsIntake || parser.isSet(QStringLiteral("listen"));
    bool ok = false;
    Runner::Options options;
    options.workerName = workerName();
    options.maxInFlight = parser.value(QStringLiteral("workers")).toInt(&ok);
    if (!ok || options.maxInFlight < 1)
        return usage(tr("--workers needs a whole number ≥ 1"));
    options.pollIntervalMs = std::max(10, parser.value(QStringLiteral("poll-ms")).toInt());
    if (parser.isSet(QStringLiteral("poll-ms")))
        options.notifiedPollIntervalMs = options.pollIntervalMs;
    options.reconcileIntervalMs = std::max(10, parser.value(QStringLiteral("reconcile-interval-ms")).toInt());
    options.leaseMarginMs = std::max(0, parser.value(QStringLiteral("lease-margin-ms")).toInt());
    QHostAddress address;
    quint16 port = 0;
    if (!parseListen(parser.value(QStringLiteral("listen")), &address, &port))
        return usage(tr("--listen needs HOST:PORT, for example 127.0.0.1:8080"));
    auto config = loadConfig(parser);
    if (!config)
        return parser.value(QStringLiteral("config")).isEmpty() ? ExitUsage : ExitRuntime;
    // Every connection costs a file descriptor: raise the soft limit to the
    // hard one, so the connection cap (--max-connections) is what binds.
    if (rlimit files{}; ::getrlimit(RLIMIT_NOFILE, &files) == 0 && files.rlim_cur < files.rlim_max) {
        files.rlim_cur = files.rlim_max;
        ::setrlimit(RLIMIT_NOFILE, &files);
    }
    // This thread's connection: the schema, the file checks, the probes. Intake's
    // writer, its side work and the runner each open their own on their own thread.
    // A new ledger is created; an older one is migrated only when asked
    // (--migrate, or runledgerctl init): a schema change is an operator's
    // step, after a backup, not a side effect of a restart (docs/operators.md).
    auto ledger = openLedger(parser, parser.isSet(QStringLiteral("migrate")) ? Ledger::OpenMode::CreateOrMigrate
                                                                             : Ledger::OpenMode::CreateOnly);
    if (!ledger)
        return ExitRuntime;
    // The ledger carries the configuration it is run with (docs/design.md
    // rule 13): decide and the console look steps up where they were sent.
    if (const auto recorded = ledger->recordConfiguration(config->json(), ledger->now()); !recorded)
        return fail(tr("cannot record the configuration in the ledger: %1").arg(recorded.error().message));
    // Intake's step references are keyed digests of the business action
    // (docs/ledger.md, "Step references"), with this ledger's key.
    const auto key = ledger->referenceKey();
    if (!key)
        return fail(key.error().message);
    config->bindReferenceKey(*key);
    // Lines come from the HTTP thread and the runner's: one at a time.
    auto logMutex = std::make_shared<std::mutex>();
    const auto logLine = [this, logMutex](const QString &line) {
        const std::lock_guard lock(*logMutex);
        m_out << QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs) << ' ' << line << Qt::endl;
    };
    std::unique_ptr<RunnerThread> runner;
    if (runsSteps) {
        runner = std::make_unique<RunnerThread>(ledger->location(), &*config, options);
        runner->setLogger(logLine);
    }
    // Held work reaches a person (docs/alerts.md): a process that works steps
    // also tells someone about operations held too long.
    std::unique_ptr<AlertThread> alerts;
    if (runsSteps && config->alerts()) {
        QString why;
        const auto endpoint = HoldAlerter::endpointFromEnvironment(*config->alerts(), &why, config->targets());
        if (!endpoint)
            return fail(why);
        alerts = std::make_unique<AlertThread>(ledger->location(), *config->alerts(), *endpoint, options.workerName);
        alerts->setLogger(logLine);
    }
    // A caller that signs its calls: a secret that is set must be one (docs/api.md).
    for (const Caller &c : config->callers()) {
        if (const QString bad = c.secretEnv.isEmpty() ? QString() : webhookSecretProblem(qgetenv(qPrintable(c.secretEnv)), c.secretEnv);
            !bad.isEmpty())
            return fail(tr("caller %1: %2").arg(c.name, bad));
    }
    // Callers with a callback are told when their operations rest (docs/api.md).
    std::unique_ptr<CallbackThread> callbacks;
    if (runsSteps && std::any_of(config->callers().cbegin(), config->callers().cend(), [](const Caller &c) { return c.hasCallback(); })) {
        QString why;
        const auto receivers = CallbackSender::receiversFromEnvironment(config->callers(), &why);
        if (!receivers)
            return fail(why);
        callbacks = std::make_unique<CallbackThread>(ledger->location(), *receivers);
        callbacks->setLogger(logLine);
    }
    std::unique_ptr<IntakeServer> intake;
    if (listens) {
        intake = std::make_unique<IntakeServer>(ledger.get(), &*config, IntakeSecrets::fromEnvironment(&*config));
        intake->setLogger(logLine);
        intake->setHealthOnly(!runsIntake);
        intake->setDiskReserve(qint64(diskReserveMb) * 1024 * 1024);
        // Each connection holds a file descriptor: the cap leaves room under
        // the (raised) limit for the ledger, the targets' connections and logs.
        int cap = maxConnections;
        if (rlimit files{}; ::getrlimit(RLIMIT_NOFILE, &files) == 0 && files.rlim_cur != RLIM_INFINITY)
            cap = int(std::max<rlim_t>(16, std::min<rlim_t>(rlim_t(cap), files.rlim_cur > 256 ? files.rlim_cur - 256 : 16)));
        intake->setMaxConnections(cap);
        intake->setMaxPerClient(maxPerClient);
        intake->setTrustedProxies(proxies);
        if (runner)
            QObject::connect(intake.get(), &IntakeServer::recorded, runner.get(), &RunnerThread::poke);
        const quint16 bound = intake->listen(address, port);
        if (bound == 0)
            return fail(tr("cannot listen on %1 (in use, or not an address of this machine)").arg(parser.value(QStringLiteral("listen"))));
        if (runsIntake)
            m_out << tr("intake listening on http://%1:%2 (at most %3 connections)").arg(address.toString()).arg(bound).arg(intake->maxConnections())
                  << Qt::endl;
        else
            m_out << tr("health and metrics on http://%1:%2").arg(address.toString()).arg(bound) << Qt::endl;
    }
    if (runner) {
        LedgerError error;
        if (!runner->start(&error))
            return fail(error.message);
        m_out << tr("runner %1 started with %2 workers on %3").arg(options.workerName).arg(options.maxInFlight).arg(ledger->location())
              << Qt::endl;
    } else {
        m_out << tr("serving as intake only (role intake): no target is called from this process; a runner process works the steps")
              << Qt::endl;
    }
    if (alerts) {
        LedgerError error;
        if (!alerts->start(&error))
            return fail(error.message);
        // The host only: an incoming-webhook address carries a token.
        m_out << tr("operations held longer than %n minute(s) are reported to %1", nullptr,
                    int((config->alerts()->heldLongerThanS + 59) / 60))
                     .arg(HoldAlerter::endpointFromEnvironment(*config->alerts(), nullptr, config->targets())->receiverName())
              << Qt::endl;
    }
    if (callbacks) {
        LedgerError error;
        if (!callbacks->start(&error))
            return fail(error.message);
        QStringList told;
        for (const Caller &c : config->callers()) {
            if (c.hasCallback())
                told << c.name;
        }
        m_out << tr("callers told when their operations rest: %1").arg(told.join(QLatin1String(", "))) << Qt::endl;
    }
    // What each target's declared capability rests on: its last probe.
    if (!runsSteps) {
        // nothing is sent from here: the probes do not matter
    } else if (const auto probes = ledger->latestProbes(); !probes) {
        logLine(tr("the targets' last probes could not be read: %1").arg(probes.error().message));
    } else {
        for (const QString &name : config->targets().keys()) {
            const auto it = std::find_if(probes->begin(), probes->end(), [&](const ProbeRecord &p) { return p.target == name; });
            if (it == probes->end())
                logLine(tr("target %1 declares %2 and was never probed; run runledgerctl probe --config FILE --ledger LEDGER")
                            .arg(name, toString(config->targets().value(name).capability)));
            else
                logLine(tr("target %1 declares %2; last probe %3 observed %4%5")
                            .arg(name, toString(config->targets().value(name).capability), isoUtc(it->probedAt),
                                 it->observed.isEmpty() ? tr("nothing (the probe could not run)") : it->observed,
                                 it->contradiction ? tr(" — the profile contradicts what the target does") : QString()));
        }
    }
    // Checked, not assumed: the whole file once (on a thread of its own, it
    // reads every page), and every second that the files are still the ones
    // opened. Either problem stops intake and runner, with a log line.
    const auto stopOn = [&, logLine](const QString &problem) {
        if (problem.isEmpty())
            return;
        // Refuse first, then say so: whoever reads the line finds intake closed.
        if (intake)
            intake->stopAccepting(problem);
        logLine(tr("the ledger cannot be trusted: %1").arg(problem));
        if (runner)
            runner->stop();
    };
    QTimer fileWatch;
    fileWatch.setInterval(1000);
    QObject::connect(&fileWatch, &QTimer::timeout, QCoreApplication::instance(), [&] {
        if (const QString p = ledger->fileProblem(); !p.isEmpty()) {
            fileWatch.stop();
            stopOn(p);
        }
    });
    fileWatch.start();
    // One clock (docs/ledger.md): how far this machine's is from the ledger
    // database's, measured at start and every minute, said when it is off
    // by more than a second and when it is right again.
    bool clockSaidOff = false;
    const auto watchClock = [&, logLine] {
        const ClockReading clock = ledger->clockReading();
        if (!clock.fromDatabase || clock.off() == clockSaidOff)
            return;
        clockSaidOff = clock.off();
        logLine(clockSaidOff ? tr("clock: this machine's clock is %1; the ledger's clock decides, and nothing is resent nor called "
                                  "not executed from here until it is right").arg(clock.describe())
                             : tr("clock: this machine's clock agrees with the ledger database's again (%1)").arg(clock.describe()));
    };
    watchClock();
    QTimer clockWatch;
    clockWatch.setInterval(int(LedgerClock::RemeasureEveryMs));
    QObject::connect(&clockWatch, &QTimer::timeout, QCoreApplication::instance(), watchClock);
    clockWatch.start();
    // A ledger restored from a backup is said at start, with what it does about it.
    if (const auto restored = ledger->latestRestore(); restored && *restored && (*restored)->lookupsActive(ledger->now()))
        logLine(tr("this ledger was restored at %1 from a backup taken at %2: %3 steps were rechecked, and until %4 every step is "
                   "looked up at its target before its first attempt")
                    .arg(isoUtc((*restored)->restoredAt), isoUtc((*restored)->takenAt))
                    .arg((*restored)->stepsRechecked)
                    .arg(isoUtc((*restored)->lookupsUntil)));
    QObject guard;
    std::atomic<bool> stopChecking{false};
    const std::unique_ptr<QThread> integrity(QThread::create([location = ledger->location(), target = &guard, &stopOn, &stopChecking] {
        const QString problem = Ledger::quickCheck(location, &stopChecking);
        QMetaObject::invokeMethod(target, [&stopOn, problem] { stopOn(problem); }, Qt::QueuedConnection);
    }));
    integrity->setObjectName(QStringLiteral("ledger integrity check"));
    integrity->start();
    // Under systemd (Type=notify): ready now, and alive while this thread,
    // which answers HTTP, turns (docs/operators.md, "Running serve under systemd").
    SystemdNotifier systemd;
    systemd.ready(intake && runsIntake ? tr("intake on port %1, %2").arg(intake->port()).arg(runner ? tr("runner started") : tr("no runner"))
                                       : tr("runner started"));
    SignalWatcher signals;
    QObject::connect(&signals, &SignalWatcher::stopRequested, QCoreApplication::instance(), [this, &runner, &alerts, &callbacks, &systemd](int sig) {
        systemd.stopping();
        m_out << tr("stopping (signal %1)").arg(sig) << Qt::endl;
        if (runner)
            runner->stop();
        if (alerts)
            alerts->stop();
        if (callbacks)
            callbacks->stop();
        QCoreApplication::quit();
    });
    QCoreApplication::exec();
    stopChecking = true;
    integrity->wait();
    return ExitOk;
}

} // namespace rl::app
