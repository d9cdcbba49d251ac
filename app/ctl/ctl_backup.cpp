// SPDX-License-Identifier: GPL-3.0-or-later
// runledgerctl backup and restore (docs/operators.md, "Backups and the
// restore drill"; docs/ledger.md, "Backups and restores").
#include "ctl.h"

#include "appinfo.h"

#include "ids.h"
#include "ledger.h"

#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSaveFile>
#include <QStandardPaths>

namespace rl::app {

using namespace rl::models;

namespace {

bool isPostgres(const QString &location)
{
    return location.startsWith(QLatin1String("postgresql://")) || location.startsWith(QLatin1String("postgres://"));
}

} // namespace

QString Ctl::restoreLine(const RestoreRecord &r, const QDateTime &now)
{
    QString line = tr("restored at %1 from a backup taken at %2; %3 steps were rechecked")
                       .arg(isoUtc(r.restoredAt), isoUtc(r.takenAt))
                       .arg(r.stepsRechecked);
    if (r.lookupsActive(now))
        line += tr("; until %1 every step is looked up at its target before its first attempt").arg(isoUtc(r.lookupsUntil));
    return line;
}

int Ctl::cmdBackup(const QStringList &args)
{
    QCommandLineParser parser;
    addLedgerOptions(parser, QStringLiteral("backup"), true);
    parser.addOption({QStringLiteral("out"), tr("The backup file to write (it must not exist). SQLite: a ledger file; PostgreSQL: a psql "
                                                "script made by pg_dump."),
                      tr("FILE")});
    if (const int rc = parse(parser, args, 0); rc >= 0)
        return rc;
    const QString out = parser.value(QStringLiteral("out"));
    if (out.isEmpty())
        return usage(tr("backup needs --out FILE"));
    if (QFileInfo::exists(out))
        return fail(tr("%1 exists already; a backup is never written over a file").arg(out));
    auto ledger = openLedger(parser, Ledger::OpenMode::ReadOnly);
    if (!ledger)
        return ExitRuntime;
    BackupMarker marker;
    if (!isPostgres(ledger->location())) {
        const auto made = ledger->backupTo(out, QStringLiteral("runledgerctl backup"));
        if (!made)
            return fail(made.error().message);
        marker = *made;
        // A backup is only one once it is known to verify.
        LedgerError error;
        auto copy = Ledger::open(out, Ledger::OpenMode::ReadOnly, &error);
        if (!copy)
            return fail(tr("the backup %1 cannot be opened: %2").arg(out, error.message));
        const ChainVerification v = copy->verifyChain();
        if (!v.ok)
            return fail(tr("the backup %1 does not verify: %2").arg(out, v.problem), ExitRefused);
    } else {
        // pg_dump on a snapshot this connection exports and holds: the dump,
        // the chain's head and the clock all as of one moment.
        const QString pgDump = QStandardPaths::findExecutable(QStringLiteral("pg_dump"));
        if (pgDump.isEmpty())
            return fail(tr("pg_dump is not installed (Debian package postgresql-client)"));
        const auto snapshot = ledger->beginBackupSnapshot(QStringLiteral("runledgerctl backup (pg_dump)"));
        if (!snapshot)
            return fail(snapshot.error().message);
        marker = snapshot->second;
        QProcess dump;
        dump.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        dump.start(pgDump, {QStringLiteral("--snapshot=") + snapshot->first, QStringLiteral("--format=plain"),
                            QStringLiteral("--file=") + out, QStringLiteral("--dbname=") + ledger->location()});
        const bool ran = dump.waitForStarted() && dump.waitForFinished(-1) && dump.exitStatus() == QProcess::NormalExit
            && dump.exitCode() == 0;
        ledger->endBackupSnapshot();
        if (!ran) {
            QFile::remove(out);
            return fail(tr("pg_dump failed (exit code %1); nothing was kept").arg(dump.exitCode()));
        }
        const auto statement = ledger->backupMarkerStatement(marker);
        QFile file(out);
        if (!statement || !file.open(QIODevice::Append)
            || file.write(QByteArrayLiteral("\n-- Runledger: this script is a backup (docs/ledger.md, \"Backups and restores\").\n")
                          + statement->toUtf8()) < 0
            || !file.flush()) {
            file.close();
            QFile::remove(out);
            return fail(statement ? tr("cannot write %1: %2").arg(out, file.errorString()) : statement.error().message);
        }
    }
    if (parser.isSet(QStringLiteral("json"))) {
        m_out << QJsonDocument(QJsonObject{{QStringLiteral("backup_id"), marker.backupId},
                                           {QStringLiteral("taken_at"), isoUtc(marker.takenAt)},
                                           {QStringLiteral("head_seq"), marker.headSeq},
                                           {QStringLiteral("head_hash"), marker.headHash},
                                           {QStringLiteral("file"), out}})
                     .toJson(QJsonDocument::Compact)
              << '\n';
    } else {
        m_out << tr("backup of %1 as of %2 written to %3 (decision chain at entry %4, %5)")
                     .arg(ledger->location(), isoUtc(marker.takenAt), out)
                     .arg(marker.headSeq)
                     .arg(marker.headHash.left(16))
              << '\n';
    }
    return ExitOk;
}

int Ctl::cmdRestore(const QStringList &args)
{
    QCommandLineParser parser;
    addLedgerOptions(parser, QStringLiteral("restore"), true);
    parser.addOption({QStringLiteral("from"), tr("The backup to restore (made by runledgerctl backup)."), tr("FILE")});
    if (const int rc = parse(parser, args, 0); rc >= 0)
        return rc;
    const QString from = parser.value(QStringLiteral("from"));
    const QString location = parser.value(QStringLiteral("ledger"));
    if (from.isEmpty() || location.isEmpty())
        return usage(tr("restore needs --from FILE and --ledger PATH (a file that does not exist yet, or an empty PostgreSQL database)"));
    if (!QFileInfo::exists(from))
        return fail(tr("no backup at %1").arg(from));
    if (!isPostgres(location)) {
        // Never over a ledger: the damaged one is moved aside by a person.
        if (QFileInfo::exists(location) || QFileInfo::exists(location + QStringLiteral("-wal")))
            return fail(tr("%1 exists; restore writes a new file only (move the old ledger and its -wal and -shm files aside first)")
                            .arg(location));
        {
            LedgerError error;
            auto backup = Ledger::open(from, Ledger::OpenMode::ReadOnly, &error);
            if (!backup)
                return fail(tr("%1 is not a backup of a ledger: %2").arg(from, error.message));
        }
        QFile source(from);
        QSaveFile target(location);
        if (!source.open(QIODevice::ReadOnly) || !target.open(QIODevice::WriteOnly))
            return fail(tr("cannot copy %1 to %2: %3").arg(from, location, source.isOpen() ? target.errorString() : source.errorString()));
        while (!source.atEnd()) {
            const QByteArray chunk = source.read(1 << 20);
            if (chunk.isEmpty() || target.write(chunk) != chunk.size())
                return fail(tr("cannot copy %1 to %2: %3").arg(from, location, target.errorString()));
        }
        if (!target.commit())
            return fail(tr("cannot copy %1 to %2: %3").arg(from, location, target.errorString()));
    } else {
        // Into an empty database only; the script pg_dump wrote, stopping at its first error.
        {
            LedgerError error;
            if (auto existing = Ledger::open(location, Ledger::OpenMode::ReadOnly, &error))
                return fail(tr("%1 holds a ledger already; restore into a new, empty database").arg(location));
            if (error.kind != LedgerError::Kind::Corrupt && error.kind != LedgerError::Kind::NeedsMigration
                && !error.message.contains(QLatin1String("not a Runledger ledger")))
                return fail(error.message);
        }
        const QString psql = QStandardPaths::findExecutable(QStringLiteral("psql"));
        if (psql.isEmpty())
            return fail(tr("psql is not installed (Debian package postgresql-client)"));
        QProcess load;
        load.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        load.setStandardOutputFile(QProcess::nullDevice());
        load.start(psql, {QStringLiteral("--quiet"), QStringLiteral("--no-psqlrc"), QStringLiteral("--set=ON_ERROR_STOP=1"),
                          QStringLiteral("--single-transaction"), QStringLiteral("--file=") + from,
                          QStringLiteral("--dbname=") + location});
        if (!load.waitForStarted() || !load.waitForFinished(-1) || load.exitStatus() != QProcess::NormalExit || load.exitCode() != 0)
            return fail(tr("psql could not load %1 (exit code %2); nothing was restored").arg(from).arg(load.exitCode()));
    }
    // The first writer that opens it recognises the backup and rechecks the
    // steps it caught in flight; here that is this command.
    auto ledger = openLedger(parser, Ledger::OpenMode::ExistingOnly);
    if (!ledger)
        return ExitRuntime;
    const auto restored = ledger->latestRestore();
    if (!restored)
        return fail(restored.error().message);
    if (!*restored)
        return fail(tr("%1 holds no backup marker: it was not made by runledgerctl backup").arg(from));
    const ChainVerification v = ledger->verifyChain();
    if (parser.isSet(QStringLiteral("json"))) {
        const RestoreRecord &r = **restored;
        m_out << QJsonDocument(QJsonObject{{QStringLiteral("backup_id"), r.backupId},
                                           {QStringLiteral("taken_at"), isoUtc(r.takenAt)},
                                           {QStringLiteral("restored_at"), isoUtc(r.restoredAt)},
                                           {QStringLiteral("lookups_until"), isoUtc(r.lookupsUntil)},
                                           {QStringLiteral("steps_rechecked"), r.stepsRechecked},
                                           {QStringLiteral("verifies"), v.ok}})
                     .toJson(QJsonDocument::Compact)
              << '\n';
    } else {
        m_out << restoreLine(**restored, ledger->now()) << '\n';
        m_out << (v.ok ? tr("the restored ledger verifies: %n decision(s), head %1", nullptr, int(v.count)).arg(v.headHash.left(16))
                       : tr("the restored ledger does not verify: %1").arg(v.problem))
              << '\n';
    }
    return v.ok ? ExitOk : ExitRefused;
}

} // namespace rl::app
