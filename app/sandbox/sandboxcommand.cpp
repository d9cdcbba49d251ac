// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandboxcommand.h"

#include "appinfo.h"
#include "http/httpservice.h"
#include "sandboxserver.h"
#include "signalwatcher.h"

#include <QCommandLineParser>
#include <QDateTime>
#include <QFileInfo>
#include <QHostAddress>
#include <QTextStream>

namespace rl::app {

int SandboxCommand::run(const QStringList &arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    // "runledgerctl sandbox" when that command started it, else this program's name.
    const QString invoked = arguments.value(0).contains(QLatin1Char(' ')) ? arguments.value(0)
                                                                         : QFileInfo(arguments.value(0)).fileName();
    const auto usage = [&](const QString &message) {
        err << invoked << ": " << message << '\n' << tr("Try '%1 --help'.").arg(invoked) << Qt::endl;
        return int(ExitUsage);
    };
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("%1 — %2").arg(invoked, tr("run the sandbox target: a CRM and a mail service with idempotency keys and faults")));
    parser.addHelpOption();
    parser.addOption({QStringLiteral("listen"), tr("Address and port to listen on (default 127.0.0.1:8081; port 0 picks a free one)."),
                      tr("HOST:PORT"), QStringLiteral("127.0.0.1:8081")});
    parser.addOption({QStringLiteral("retention"), tr("Seconds an idempotency key is remembered (default 86400)."),
                      tr("SECONDS"), QStringLiteral("86400")});
    parser.addOption({QStringLiteral("settle-ms"), tr("Milliseconds before a new task shows up in lookups (default 0)."),
                      tr("N"), QStringLiteral("0")});
    parser.addOption({QStringLiteral("hubspot-search-rate"), tr("HubSpot searches allowed per second (default 4; 0: no limit)."),
                      tr("N"), QStringLiteral("4")});
    parser.addOption({QStringLiteral("hubspot-burst"), tr("HubSpot requests allowed per 10 seconds (default 100; 0: no limit)."),
                      tr("N"), QStringLiteral("100")});
    parser.addOption({QStringLiteral("shopify-bucket"), tr("Points in Shopify's cost bucket (default 2000)."), tr("N"), QStringLiteral("2000")});
    parser.addOption({QStringLiteral("shopify-restore-rate"), tr("Points Shopify's cost bucket restores per second (default 100)."), tr("N"),
                      QStringLiteral("100")});
    parser.addOption({QStringLiteral("api-token"), tr("The bearer token the emulated provider APIs (/resend/…) require (default sandbox-token)."),
                      tr("TOKEN"), QStringLiteral("sandbox-token")});
    parser.addOption({QStringLiteral("without-admin"), tr("Serve only the emulated provider APIs, without the admin API (faults, clock, "
                                                         "effect counts): a stand-in for the real providers.")});
    parser.addOption({QStringLiteral("quiet"), tr("Say only where it listens, not every request.")});
    if (!parser.parse(arguments))
        return usage(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        // The usage line names the program as it was typed, not its path.
        QString text = parser.helpText();
        const QString path = arguments.value(0);
        if (const qsizetype at = text.indexOf(path); !path.isEmpty() && at >= 0 && at < text.indexOf(QLatin1Char('\n')))
            text.replace(at, path.size(), invoked);
        out << text;
        return ExitOk;
    }
    if (!parser.positionalArguments().isEmpty())
        return usage(tr("unexpected argument '%1'").arg(parser.positionalArguments().first()));
    QHostAddress address;
    quint16 port = 0;
    if (!parseListenAddress(parser.value(QStringLiteral("listen")), &address, &port))
        return usage(tr("--listen needs HOST:PORT, for example 127.0.0.1:8081"));
    bool okRetention = false, okSettle = false;
    SandboxServer::Options options;
    options.retentionSeconds = parser.value(QStringLiteral("retention")).toLongLong(&okRetention);
    options.settleMs = parser.value(QStringLiteral("settle-ms")).toLongLong(&okSettle);
    options.apiToken = parser.value(QStringLiteral("api-token")).toUtf8();
    options.hubspotSearchPerSecond = std::max(0, parser.value(QStringLiteral("hubspot-search-rate")).toInt());
    options.hubspotBurstPer10s = std::max(0, parser.value(QStringLiteral("hubspot-burst")).toInt());
    options.adminApi = !parser.isSet(QStringLiteral("without-admin"));
    if (!okRetention || !okSettle || options.retentionSeconds < 0 || options.settleMs < 0)
        return usage(tr("--retention and --settle-ms need whole numbers ≥ 0"));
    bool okBucket = false, okRate = false;
    options.shopifyBucket = parser.value(QStringLiteral("shopify-bucket")).toDouble(&okBucket);
    options.shopifyRestoreRate = parser.value(QStringLiteral("shopify-restore-rate")).toDouble(&okRate);
    if (!okBucket || !okRate || !(options.shopifyBucket >= 1) || !(options.shopifyRestoreRate > 0) || options.shopifyBucket > 1e6
        || options.shopifyRestoreRate > 1e6)
        return usage(tr("--shopify-bucket needs a number of at least 1 and --shopify-restore-rate one above 0"));

    SandboxServer server(options);
    if (!parser.isSet(QStringLiteral("quiet")))
        server.setLogger([&out](const QString &line) { out << QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs) << ' ' << line << Qt::endl; });
    const quint16 bound = server.listen(address, port);
    if (bound == 0) {
        err << invoked << ": " << tr("cannot listen on %1 (in use, or not an address of this machine)").arg(parser.value(QStringLiteral("listen")))
            << Qt::endl;
        return ExitRuntime;
    }
    const QString host = address.protocol() == QAbstractSocket::IPv6Protocol ? QStringLiteral("[%1]").arg(address.toString())
                                                                             : address.toString();
    // The first line names the address (a program that starts the sandbox reads its port from it, in any language).
    out << tr("sandbox listening on http://%1:%2 (key retention %3 s, settle %4 ms)").arg(host).arg(bound).arg(options.retentionSeconds).arg(options.settleMs)
        << Qt::endl;
    SignalWatcher signals;
    QObject::connect(&signals, &SignalWatcher::stopRequested, QCoreApplication::instance(), [&out](int sig) {
        out << tr("stopping (signal %1)").arg(sig) << Qt::endl;
        QCoreApplication::quit();
    });
    QCoreApplication::exec();
    return ExitOk;
}

} // namespace rl::app
