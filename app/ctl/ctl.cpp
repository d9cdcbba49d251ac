// SPDX-License-Identifier: GPL-3.0-or-later
#include "ctl.h"

#include "appinfo.h"
#include "http/httpservice.h"
#include "checkpoint.h"
#include "ids.h"
#include "ledger.h"
#include "reader.h"
#include "signalwatcher.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QFile>
#include <QSaveFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QHostAddress>
#include <QTimer>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <unistd.h>

namespace rl::app {

using namespace rl::models;

namespace {

struct Command
{
    const char *name;
    const char *summary;
};

// QT_TRANSLATE_NOOP keeps the summaries translatable while they stay a constant table.
constexpr Command kCommands[] = {
    {"init", QT_TRANSLATE_NOOP("Ctl", "create a ledger, or migrate it to this build's schema")},
    {"verify", QT_TRANSLATE_NOOP("Ctl", "check the file, the append-only guards and the hash chain, and name what is wrong")},
    {"checkpoint", QT_TRANSLATE_NOOP("Ctl", "write the chain's head, signed (Ed25519), to keep elsewhere for verify --checkpoint")},
    {"status", QT_TRANSLATE_NOOP("Ctl", "print the separate counts: events, deliveries, attempts, effects, unresolved, recovery")},
    {"sandbox", QT_TRANSLATE_NOOP("Ctl", "run the sandbox target: a CRM and a mail service with idempotency keys and faults")},
    {"serve", QT_TRANSLATE_NOOP("Ctl", "receive webhooks and run the steps (intake and runner)")},
    {"import", QT_TRANSLATE_NOOP("Ctl", "import deliveries captured elsewhere (signatures re-verified)")},
    {"operations", QT_TRANSLATE_NOOP("Ctl", "list operations, by state")},
    {"show", QT_TRANSLATE_NOOP("Ctl", "show one operation: steps, attempts, evidence, content, decisions")},
    {"decide", QT_TRANSLATE_NOOP("Ctl", "record a reviewer's decision on an operation")},
    {"acceptance", QT_TRANSLATE_NOOP("Ctl", "run the six acceptance cases (against the sandbox or configured targets) and write reports")},
    {"probe", QT_TRANSLATE_NOOP("Ctl", "check each target's declared capability against what it really does (creates labelled canaries)")},
    {"team", QT_TRANSLATE_NOOP("Ctl", "the logins of a PostgreSQL ledger and their roles: init, add, list, remove, whoami")},
    {"audit", QT_TRANSLATE_NOOP("Ctl", "export every decision with its login, role, rationale and evidence, the chain's state and last checkpoint")},
    {"backup", QT_TRANSLATE_NOOP("Ctl", "copy the ledger while it is in use (SQLite's online backup; pg_dump on a snapshot), marked as a backup")},
    {"restore", QT_TRANSLATE_NOOP("Ctl", "put a backup back in service: steps it caught in flight are looked up before anything is sent")},
    {"erase", QT_TRANSLATE_NOOP("Ctl", "erase one customer's personal data from every operation (recorded in the chain, which still verifies)")},
    {"subject-export", QT_TRANSLATE_NOOP("Ctl", "export everything the ledger holds on one customer, for an access request")},
};

QJsonObject countsJson(const Counts &c)
{
    QJsonObject o;
    o.insert(QStringLiteral("events"), c.events);
    o.insert(QStringLiteral("deliveries"), c.deliveries);
    o.insert(QStringLiteral("operations"), c.operations);
    o.insert(QStringLiteral("attempts"), c.attempts);
    o.insert(QStringLiteral("confirmed_effects"), c.confirmedEffects);
    o.insert(QStringLiteral("duplicates_at_target"), c.duplicatesAtTarget);
    o.insert(QStringLiteral("emails_delivered"), c.emailsDelivered);
    o.insert(QStringLiteral("emails_bounced"), c.emailsBounced);
    o.insert(QStringLiteral("emails_failed"), c.emailsFailed);
    o.insert(QStringLiteral("emails_delayed"), c.emailsDelayed);
    o.insert(QStringLiteral("emails_complained"), c.emailsComplained);
    o.insert(QStringLiteral("unresolved_operations"), c.unresolvedOperations);
    o.insert(QStringLiteral("recoveries"), c.recoveries);
    o.insert(QStringLiteral("recovery_median_ms"), c.recoveryMedianMs < 0 ? QJsonValue() : QJsonValue(c.recoveryMedianMs));
    o.insert(QStringLiteral("recovery_p90_ms"), c.recoveryP90Ms < 0 ? QJsonValue() : QJsonValue(c.recoveryP90Ms));
    return o;
}

QString duration(qint64 ms)
{
    if (ms < 0)
        return Ctl::tr("none yet");
    if (ms < 60'000)
        return Ctl::tr("%1 s").arg(double(ms) / 1000.0, 0, 'f', 1);
    return Ctl::tr("%1 min").arg(double(ms) / 60'000.0, 0, 'f', 1);
}

} // namespace

QString Ctl::helpText(const QCommandLineParser &parser, const QString &command)
{
    // QCommandLineParser's usage line names the program as it was started
    // ("Usage: /usr/bin/runledgerctl [options]"): say the command as it is typed.
    // (In any language: the program's path is replaced on the first line.)
    QString text = parser.helpText();
    const QString invoked = QCoreApplication::arguments().value(0);
    const qsizetype at = text.indexOf(invoked);
    if (!invoked.isEmpty() && at >= 0 && at < text.indexOf(QLatin1Char('\n')))
        text.replace(at, invoked.size(), command);
    return text;
}

Ctl::Ctl()
    : m_out(stdout)
    , m_err(stderr)
{
}

int Ctl::usage(const QString &message)
{
    m_err << "runledgerctl: " << message << '\n';
    m_err << tr("Try 'runledgerctl --help'.") << '\n';
    m_err.flush();
    return ExitUsage;
}

int Ctl::run(const QStringList &arguments)
{
    const QStringList args = arguments.mid(1);
    if (args.isEmpty() || args.first() == QLatin1String("--help") || args.first() == QLatin1String("-h")) {
        m_out << tr("Usage: runledgerctl COMMAND [OPTIONS]\n\nCommands:\n");
        for (const Command &c : kCommands)
            m_out << QStringLiteral("  %1  %2\n").arg(QString::fromLatin1(c.name).leftJustified(14), tr(c.summary));
        m_out << tr("\nRun 'runledgerctl COMMAND --help' for a command's options.\n"
                    "Exit codes: 0 success, 1 usage error, 2 runtime failure, 3 verification failed or refused.\n");
        m_out.flush();
        return args.isEmpty() ? ExitUsage : ExitOk;
    }
    if (args.first() == QLatin1String("--version")) {
        m_out << "runledgerctl " << buildVersion() << '\n';
        return ExitOk;
    }
    const QString command = args.first();
    const QStringList rest = QStringList{QStringLiteral("runledgerctl ") + command} + args.mid(1);
    if (command == QLatin1String("init"))
        return cmdInit(rest);
    if (command == QLatin1String("verify"))
        return cmdVerify(rest);
    if (command == QLatin1String("checkpoint"))
        return cmdCheckpoint(rest);
    if (command == QLatin1String("status"))
        return cmdStatus(rest);
    if (command == QLatin1String("sandbox"))
        return cmdSandbox(rest);
    if (command == QLatin1String("serve"))
        return cmdServe(rest);
    if (command == QLatin1String("import"))
        return cmdImport(rest);
    if (command == QLatin1String("operations"))
        return cmdOperations(rest);
    if (command == QLatin1String("show"))
        return cmdShow(rest);
    if (command == QLatin1String("decide"))
        return cmdDecide(rest);
    if (command == QLatin1String("acceptance"))
        return cmdAcceptance(rest);
    if (command == QLatin1String("probe"))
        return cmdProbe(rest);
    if (command == QLatin1String("team"))
        return cmdTeam(rest);
    if (command == QLatin1String("audit"))
        return cmdAudit(rest);
    if (command == QLatin1String("backup"))
        return cmdBackup(rest);
    if (command == QLatin1String("restore"))
        return cmdRestore(rest);
    if (command == QLatin1String("erase"))
        return cmdErase(rest);
    if (command == QLatin1String("subject-export"))
        return cmdSubjectExport(rest);

    return usage(tr("unknown command '%1'").arg(command));
}

int Ctl::fail(const QString &message, int code)
{
    m_err << "runledgerctl: " << message << Qt::endl;
    return code;
}

void Ctl::runUntilFinished(const std::function<void(const std::function<void()> &finished)> &start)
{
    bool done = false;
    const std::function<void()> finished = [&done] {
        if (!std::exchange(done, true))
            QCoreApplication::exit(0);
    };
    // Started from inside the loop, so that a call answered at once still finds it running.
    QTimer::singleShot(0, QCoreApplication::instance(), [&start, &finished] { start(finished); });
    QCoreApplication::exec();
}

int Ctl::parse(QCommandLineParser &parser, const QStringList &args, int positionals)
{
    if (!parser.parse(args))
        return usage(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        m_out << helpText(parser, args.value(0));
        return ExitOk;
    }
    if (positionals >= 0 && parser.positionalArguments().size() != positionals) {
        if (parser.positionalArguments().size() > positionals)
            return usage(tr("unexpected argument '%1'").arg(parser.positionalArguments().at(positionals)));
        return usage(tr("missing argument; see --help"));
    }
    return -1;
}

std::unique_ptr<Ledger> Ctl::openLedger(const QCommandLineParser &parser, Ledger::OpenMode mode)
{
    const QString location = parser.value(QStringLiteral("ledger")).isEmpty() ? defaultLedgerPath()
                                                                             : parser.value(QStringLiteral("ledger"));
    LedgerError error;
    auto ledger = Ledger::open(location, mode, &error);
    if (!ledger)
        fail(error.message);
    return ledger;
}

std::optional<Configuration> Ctl::loadConfig(const QCommandLineParser &parser)
{
    const QString path = parser.value(QStringLiteral("config"));
    if (path.isEmpty()) {
        usage(tr("--config FILE is required"));
        return std::nullopt;
    }
    QString error;
    auto config = Configuration::load(path, &error);
    if (!config)
        fail(error);
    return config;
}

std::optional<Configuration> Ctl::configFor(const QCommandLineParser &parser, Ledger &ledger)
{
    if (parser.isSet(QStringLiteral("config")))
        return loadConfig(parser);
    const auto recorded = ledger.latestConfiguration();
    if (!recorded) {
        fail(recorded.error().message);
        return std::nullopt;
    }
    if (recorded->isEmpty()) {
        fail(tr("the ledger %1 holds no configuration yet (serve and init --config record theirs); pass --config FILE")
                 .arg(ledger.location()));
        return std::nullopt;
    }
    QString error;
    auto config = Configuration::fromJson(QJsonDocument::fromJson(*recorded).object(), &error);
    if (!config)
        fail(tr("the configuration recorded in the ledger cannot be read: %1").arg(error));
    return config;
}

void Ctl::addLedgerOptions(QCommandLineParser &parser, const QString &command, bool withJson)
{
    for (const Command &c : kCommands) {
        if (command == QLatin1String(c.name))
            parser.setApplicationDescription(QStringLiteral("runledgerctl %1 — %2").arg(command, tr(c.summary)));
    }
    parser.addHelpOption();
    parser.addOption({QStringLiteral("ledger"), tr("Ledger file or postgresql:// URL (default: %1).").arg(defaultLedgerPath()), tr("PATH")});
    if (withJson)
        parser.addOption({QStringLiteral("json"), tr("Print JSON instead of text.")});
}

int Ctl::cmdInit(const QStringList &args)
{
    QCommandLineParser parser;
    addLedgerOptions(parser, QStringLiteral("init"), false);
    parser.addOption({QStringLiteral("config"), tr("Record these targets and flows in the ledger: decide and the console then use them."),
                      tr("FILE")});
    if (const int rc = parse(parser, args, 0); rc >= 0)
        return rc;
    std::optional<Configuration> config;
    if (parser.isSet(QStringLiteral("config")) && !(config = loadConfig(parser)))
        return ExitRuntime;
    auto ledger = openLedger(parser, Ledger::OpenMode::Initialise);
    if (!ledger)
        return ExitRuntime;
    if (config) {
        if (const auto recorded = ledger->recordConfiguration(config->json(), ledger->now()); !recorded)
            return fail(recorded.error().message);
        m_out << tr("configuration recorded in the ledger (fingerprint %1)").arg(sha256Hex(config->json()).left(16)) << '\n';
    }
    m_out << tr("ledger ready: %1 (schema %2)").arg(ledger->location()).arg(ledger->schemaVersion()) << '\n';
    return ExitOk;
}

int Ctl::cmdCheckpoint(const QStringList &args)
{
    QCommandLineParser parser;
    addLedgerOptions(parser, QStringLiteral("checkpoint"), false);
    parser.addOption({QStringLiteral("key"), tr("The Ed25519 private key (PEM) that signs; made, readable by you only, if the file does "
                                                 "not exist yet. Keep it away from the ledger's machine if you can."), tr("FILE")});
    parser.addOption({QStringLiteral("out"), tr("Where to write the checkpoint (JSON). Keep a copy elsewhere."), tr("FILE")});
    if (const int rc = parse(parser, args, 0); rc >= 0)
        return rc;
    if (parser.value(QStringLiteral("key")).isEmpty() || parser.value(QStringLiteral("out")).isEmpty())
        return usage(tr("checkpoint needs --key FILE and --out FILE"));
    auto ledger = openLedger(parser, Ledger::OpenMode::ExistingOnly);
    if (!ledger)
        return ExitRuntime;
    const ChainVerification v = ledger->verifyChain();
    if (!v.ok)
        return m_err << tr("no checkpoint written: the ledger does not verify: %1").arg(v.problem) << Qt::endl, ExitRefused;
    const QString keyPath = parser.value(QStringLiteral("key"));
    QByteArray key;
    if (QFile::exists(keyPath)) {
        QFile f(keyPath);
        if (!f.open(QIODevice::ReadOnly))
            return fail(tr("cannot read %1: %2").arg(keyPath, f.errorString()));
        key = f.readAll();
    } else {
        key = Checkpoint::newPrivateKeyPem();
        QSaveFile f(keyPath);
        if (key.isEmpty() || !f.open(QIODevice::WriteOnly) || !f.setPermissions(QFile::ReadOwner | QFile::WriteOwner)
            || f.write(key) != key.size() || !f.commit())
            return fail(tr("cannot write the new key %1: %2").arg(keyPath, f.errorString()));
        QSaveFile pub(keyPath + QStringLiteral(".pub"));
        const QByteArray pem = Checkpoint::publicKeyPemOf(key);
        if (!pub.open(QIODevice::WriteOnly) || pub.write(pem) != pem.size() || !pub.commit())
            return fail(tr("cannot write %1: %2").arg(pub.fileName(), pub.errorString()));
        m_out << tr("made a new signing key %1 (its public key: %1.pub)").arg(keyPath) << '\n';
    }
    // The key is pinned at the ledger's first checkpoint: a later one signed
    // with another key would let whoever holds that key vouch for a rewritten
    // chain.
    const auto pinned = ledger->pinnedCheckpointKey();
    if (!pinned)
        return fail(pinned.error().message);
    const QByteArray signingPublic = Checkpoint::publicKeyPemOf(key);
    if (signingPublic.isEmpty())
        return fail(tr("%1 is not an Ed25519 private key in PEM").arg(keyPath));
    if (!pinned->isEmpty() && Checkpoint::canonicalPublicKey(*pinned) != Checkpoint::canonicalPublicKey(signingPublic))
        return fail(tr("this ledger's checkpoints are signed with the key pinned at its first checkpoint (fingerprint %1); "
                       "%2 is another key (fingerprint %3): sign with the pinned key")
                        .arg(Checkpoint::fingerprint(*pinned), keyPath, Checkpoint::fingerprint(signingPublic)));
    Checkpoint c;
    c.seq = v.count;
    c.hash = v.count > 0 ? v.headHash : QString(64, QLatin1Char('0'));
    c.at = ledger->now();
    if (!c.sign(key))
        return fail(tr("%1 is not an Ed25519 private key in PEM").arg(keyPath));
    QSaveFile out(parser.value(QStringLiteral("out")));
    const QByteArray json = c.toJson();
    if (!out.open(QIODevice::WriteOnly) || out.write(json) != json.size() || !out.commit())
        return fail(tr("cannot write %1: %2").arg(out.fileName(), out.errorString()));
    m_out << tr("checkpoint of entry %1 (hash %2) written to %3").arg(c.seq).arg(c.hash, out.fileName()) << '\n';
    // The ledger notes that it was made (shown by the console and `status`);
    // the proof is the file, kept elsewhere.
    if (const auto noted = ledger->recordCheckpoint(c); !noted)
        m_err << tr("the checkpoint file is written, but the ledger could not note it: %1").arg(noted.error().message) << Qt::endl;
    return ExitOk;
}

int Ctl::cmdVerify(const QStringList &args)
{
    QCommandLineParser parser;
    addLedgerOptions(parser, QStringLiteral("verify"), true);
    parser.addOption({QStringLiteral("checkpoint"), tr("Also prove the ledger still holds this checkpoint's entry unchanged."), tr("FILE")});
    parser.addOption({QStringLiteral("public-key"), tr("The public key (PEM) the checkpoint must be signed with (default: the one it carries)."),
                      tr("FILE")});
    if (const int rc = parse(parser, args, 0); rc >= 0)
        return rc;
    auto ledger = openLedger(parser, Ledger::OpenMode::ExistingOnly);
    if (!ledger)
        return ExitRuntime;
    ChainVerification v = ledger->verifyChain();
    using Finding = ChainVerification::Finding;
    // A chain that verifies is checked against the checkpoint kept elsewhere.
    QString checkpointNote;
    if (v.ok && parser.isSet(QStringLiteral("checkpoint"))) {
        QFile f(parser.value(QStringLiteral("checkpoint")));
        if (!f.open(QIODevice::ReadOnly))
            return fail(tr("cannot read %1: %2").arg(f.fileName(), f.errorString()));
        QString error;
        const auto c = Checkpoint::fromJson(f.readAll(), &error);
        if (!c)
            return fail(tr("%1: %2").arg(f.fileName(), error));
        // The key the checkpoint must be signed with: the one named, else the
        // one pinned in the ledger at its first checkpoint, else (a ledger
        // that noted none) the one the file carries.
        const auto pinned = ledger->pinnedCheckpointKey();
        if (!pinned)
            return fail(pinned.error().message);
        QByteArray publicKey = pinned->isEmpty() ? c->publicKeyPem : *pinned;
        if (parser.isSet(QStringLiteral("public-key"))) {
            QFile k(parser.value(QStringLiteral("public-key")));
            if (!k.open(QIODevice::ReadOnly))
                return fail(tr("cannot read %1: %2").arg(k.fileName(), k.errorString()));
            publicKey = k.readAll();
            if (Checkpoint::canonicalPublicKey(publicKey).isEmpty())
                return fail(tr("%1 is not an Ed25519 public key in PEM").arg(k.fileName()));
        }
        const auto stored = ledger->reader().decisionHash(c->seq);
        if (!stored)
            return fail(stored.error().message);
        const auto broken = [&](const QString &problem) {
            v.ok = false;
            v.finding = Finding::Chain;
            v.firstBrokenSeq = c->seq;
            v.problem = problem;
        };
        if (!c->signatureValid(publicKey))
            broken(parser.isSet(QStringLiteral("public-key")) || pinned->isEmpty()
                       ? tr("the checkpoint's signature does not match: it was altered, or signed by another key")
                       : tr("the checkpoint's signature does not match the key pinned in the ledger at its first checkpoint "
                            "(fingerprint %1): it was altered, or signed by another key")
                             .arg(Checkpoint::fingerprint(publicKey)));
        else if (c->seq > 0 && stored->isEmpty())
            broken(tr("the ledger ends at entry %1, before the checkpoint's entry %2 of %3: entries were removed")
                       .arg(v.count).arg(c->seq).arg(isoUtc(c->at)));
        else if (c->seq > 0 && *stored != c->hash)
            broken(tr("entry %1 is not the one checkpointed at %2: the chain was rewritten up to there").arg(c->seq).arg(isoUtc(c->at)));
        else
            checkpointNote = parser.isSet(QStringLiteral("public-key"))
                ? tr("; the checkpoint of entry %1 (%2) is held unchanged").arg(c->seq).arg(isoUtc(c->at))
                : !pinned->isEmpty()
                ? tr("; the checkpoint of entry %1 (%2) is held unchanged (signed with the key pinned at the ledger's first "
                     "checkpoint, fingerprint %3)").arg(c->seq).arg(isoUtc(c->at)).arg(Checkpoint::fingerprint(publicKey))
                : tr("; the checkpoint of entry %1 (%2) is held unchanged (its signature checked against the key it carries; "
                     "pass --public-key to check it against yours)").arg(c->seq).arg(isoUtc(c->at));
    }
    // Exit 3: the ledger is not what it should be (named); 2: it could not be read to the end.
    const int exit = v.ok ? ExitOk : v.finding == Finding::Unreadable ? ExitRuntime : ExitRefused;
    if (parser.isSet(QStringLiteral("json"))) {
        static const char *const findings[] = {"none", "damaged_file", "guards_removed", "chain", "unreadable", "outside_role"};
        QJsonObject o{{QStringLiteral("ok"), v.ok}, {QStringLiteral("verified_entries"), v.count},
                      {QStringLiteral("finding"), QLatin1String(findings[int(v.finding)])}};
        if (v.ok) {
            o.insert(QStringLiteral("head_hash"), v.headHash);
            if (parser.isSet(QStringLiteral("checkpoint")))
                o.insert(QStringLiteral("checkpoint_held"), true);
        }
        else {
            if (v.firstBrokenSeq > 0)
                o.insert(QStringLiteral("first_broken_seq"), v.firstBrokenSeq);
            o.insert(QStringLiteral("problem"), v.problem);
        }
        m_out << QJsonDocument(o).toJson(QJsonDocument::Compact) << '\n';
    } else if (v.ok) {
        m_out << tr("ok: %1 decisions verified").arg(v.count) << checkpointNote << '\n';
    } else if (v.firstBrokenSeq > 0) {
        m_out << tr("broken at seq %1: %2").arg(v.firstBrokenSeq).arg(v.problem) << '\n';
    } else if (v.finding == Finding::Unreadable) {
        return fail(v.problem);
    } else {
        m_out << tr("not sound: %1").arg(v.problem) << '\n';
    }
    return exit;
}

int Ctl::cmdStatus(const QStringList &args)
{
    QCommandLineParser parser;
    addLedgerOptions(parser, QStringLiteral("status"), true);
    if (const int rc = parse(parser, args, 0); rc >= 0)
        return rc;
    auto ledger = openLedger(parser, Ledger::OpenMode::ExistingOnly);
    if (!ledger)
        return ExitRuntime;
    const auto read = ledger->counts();
    if (!read)
        return fail(read.error().message);
    const Counts &c = *read;
    // Whether this ledger is a restored backup (docs/ledger.md, "Backups and
    // restores"), and how far this machine's clock is from the ledger's.
    const auto restored = ledger->latestRestore();
    if (!restored)
        return fail(restored.error().message);
    const ClockReading clock = ledger->clockReading();
    const QDateTime now = ledger->now();
    // Personal data removed by retention and erasures (docs/personal-data.md).
    const auto removed = ledger->personalDataRemovedTotals();
    if (!removed)
        return fail(removed.error().message);
    qint64 removedRows = 0, removedBytes = 0;
    QJsonObject removedJson;
    for (auto it = removed->cbegin(); it != removed->cend(); ++it) {
        removedRows += it.value().first;
        removedBytes += it.value().second;
        removedJson.insert(it.key(), QJsonObject{{QStringLiteral("rows"), it.value().first}, {QStringLiteral("bytes"), it.value().second}});
    }
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonObject o = countsJson(c);
        o.insert(QStringLiteral("personal_data_removed"), removedJson);
        if (*restored) {
            const RestoreRecord &r = **restored;
            o.insert(QStringLiteral("restored"), QJsonObject{{QStringLiteral("backup_id"), r.backupId},
                                                             {QStringLiteral("taken_at"), isoUtc(r.takenAt)},
                                                             {QStringLiteral("restored_at"), isoUtc(r.restoredAt)},
                                                             {QStringLiteral("lookups_until"), isoUtc(r.lookupsUntil)},
                                                             {QStringLiteral("lookups_active"), r.lookupsActive(now)},
                                                             {QStringLiteral("steps_rechecked"), r.stepsRechecked}});
        }
        if (clock.fromDatabase)
            o.insert(QStringLiteral("clock_offset_ms"), clock.offsetMs);
        m_out << QJsonDocument(o).toJson(QJsonDocument::Compact) << '\n';
        return ExitOk;
    }
    if (*restored)
        m_out << tr("restored:                   %1").arg(restoreLine(**restored, now)) << '\n';
    if (clock.fromDatabase && clock.off())
        m_out << tr("clock:                      this machine's clock is %1").arg(clock.describe()) << '\n';
    m_out << tr("events:                     %1").arg(c.events) << '\n'
          << tr("deliveries:                 %1").arg(c.deliveries) << '\n'
          << tr("operations:                 %1").arg(c.operations) << '\n'
          << tr("attempts:                   %1").arg(c.attempts) << '\n'
          << tr("confirmed external effects: %1").arg(c.confirmedEffects) << '\n'
          << tr("duplicates found at target: %1").arg(c.duplicatesAtTarget) << '\n'
          << tr("e-mails delivered, delayed, bounced, failed or suppressed: %1, %2, %3, %4").arg(c.emailsDelivered).arg(c.emailsDelayed)
                 .arg(c.emailsBounced).arg(c.emailsFailed) << '\n'
          << tr("e-mails marked as spam:     %1 (delivered, and counted there too)").arg(c.emailsComplained) << '\n'
          << tr("unresolved operations:      %1").arg(c.unresolvedOperations) << '\n'
          << tr("recoveries (held → decided): %1").arg(c.recoveries) << '\n'
          << tr("time to recovery:           median %1, 90th percentile %2")
                 .arg(duration(c.recoveryMedianMs), duration(c.recoveryP90Ms))
          << '\n'
          << tr("personal data removed:      %1 rows, %2 bytes (retention and erasures)").arg(removedRows).arg(removedBytes) << '\n';
    return ExitOk;
}

// Parses HOST:PORT (IPv6 in brackets); port 0 asks for a free one.
bool Ctl::parseListen(const QString &text, QHostAddress *address, quint16 *port)
{
    return parseListenAddress(text, address, port);
}

int Ctl::cmdSandbox(const QStringList &args)
{
    // The sandbox, with its fault switches, is a program of its own
    // (runledger-sandbox, docs/sandbox.md): never part of the binary that
    // serves. The command stays, and runs that program in this process's
    // place, so its signals and exit code are the sandbox's own.
    const QDir here(QCoreApplication::applicationDirPath());
    QString program = here.filePath(QStringLiteral("runledger-sandbox"));
    if (!QFileInfo(program).isExecutable())
        program = QStandardPaths::findExecutable(QStringLiteral("runledger-sandbox"));
    if (program.isEmpty()) {
        m_err << "runledgerctl: " << tr("the sandbox is the program runledger-sandbox, which is not installed next to runledgerctl or on "
                                        "the PATH (Debian: it comes with the runledger package)")
              << Qt::endl;
        return ExitRuntime;
    }
    m_out.flush();
    m_err.flush();
    // Its usage line names the command as it was typed here.
    QList<QByteArray> argv{QByteArrayLiteral("runledgerctl sandbox")};
    for (const QString &a : args.mid(1))
        argv.append(a.toLocal8Bit());
    std::vector<char *> pointers;
    for (QByteArray &a : argv)
        pointers.push_back(a.data());
    pointers.push_back(nullptr);
    ::execv(QFile::encodeName(program).constData(), pointers.data());
    m_err << "runledgerctl: " << tr("cannot start %1: %2").arg(program, QString::fromLocal8Bit(std::strerror(errno))) << Qt::endl;
    return ExitRuntime;
}

} // namespace rl::app
