// SPDX-License-Identifier: GPL-3.0-or-later
// `runledgerctl verify` on a chain of N decisions, side by side with
// `sha256sum` over the same canonical bytes (the floor: one hash over them all).
// Usage: bench_verify [N=1000000] [DIR=a temporary folder]
#include "decisionchain.h"
#include "ledger.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTextStream>
#include <sqlite3.h>

using namespace rl::models;

namespace {

double timed(const QString &program, const QStringList &args, QString *output)
{
    QProcess p;
    QElapsedTimer t;
    t.start();
    p.start(program, args);
    p.waitForFinished(-1);
    const double s = t.nsecsElapsed() / 1e9;
    *output = QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError()).trimmed();
    return p.exitCode() == 0 ? s : -1;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const qint64 n = argc > 1 ? QByteArray(argv[1]).toLongLong() : 1'000'000;
    QTemporaryDir scratch;
    const QDir dir(argc > 2 ? QString::fromLocal8Bit(argv[2]) : scratch.path());
    const QString ledgerPath = dir.filePath(QStringLiteral("verify-bench.sqlite"));
    const QString bytesPath = dir.filePath(QStringLiteral("verify-bench.canonical"));
    for (const QString &f : {ledgerPath, ledgerPath + QStringLiteral("-wal"), ledgerPath + QStringLiteral("-shm")})
        QFile::remove(f);
    {
        LedgerError e;
        if (!Ledger::open(ledgerPath, Ledger::OpenMode::CreateOrMigrate, &e)) {
            out << "cannot create the ledger: " << e.message << Qt::endl;
            return 1;
        }
    }
    // N decisions written straight into the table (the triggers only refuse
    // UPDATE and DELETE), and their canonical bytes into one file.
    sqlite3 *db = nullptr;
    sqlite3_open(ledgerPath.toUtf8().constData(), &db);
    sqlite3_exec(db, "PRAGMA synchronous=OFF; BEGIN; INSERT INTO reviewers VALUES ('Mara Lead', '2026-12-01T00:00:00.000Z');", nullptr,
                 nullptr, nullptr);
    sqlite3_stmt *insert = nullptr;
    sqlite3_prepare_v2(db, "INSERT INTO decisions (seq, decided_at, reviewer, operation_id, step_position, action, rationale, payload,"
                           " prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", -1, &insert, nullptr);
    QFile bytes(bytesPath);
    bytes.open(QIODevice::WriteOnly);
    QByteArray prev(DecisionChain::GenesisHash), buffer;
    const QByteArray reviewer = "Mara Lead", action = "reconcile", position = "1";
    const QByteArray payload = R"({"lookup":"found","target_reference":"task_000123","reference":"rl_5f0c2b7e9d3a41c8b6e2f4a1d9c7b3e5"})";
    QElapsedTimer build;
    build.start();
    for (qint64 seq = 1; seq <= n; ++seq) {
        const QByteArray s = QByteArray::number(seq);
        const QByteArray at = QByteArray("2026-12-01T") + QByteArray::number(10 + (seq / 3'600'000) % 14) + ':'
            + QByteArray::number(10 + (seq / 60'000) % 50) + ':' + QByteArray::number(10 + (seq / 1000) % 50) + '.'
            + QByteArray::number(100 + seq % 900) + 'Z';
        const QByteArray op = "01a20000-0000-7000-8000-" + QByteArray::number(seq, 16).rightJustified(12, '0');
        const QByteArray rationale = "Reconciled by the reviewer: the CRM shows the task (case " + s + ")";
        buffer.clear();
        DecisionChain::appendCanonical(buffer, {s, at, reviewer, op, position, action, rationale, payload, prev, {}});
        char hash[64];
        DecisionChain::sha256Hex(buffer, hash);
        bytes.write(buffer);
        const QByteArray *values[] = {&s, &at, &reviewer, &op, &position, &action, &rationale, &payload, &prev};
        sqlite3_bind_int64(insert, 1, seq);
        for (int i = 1; i < 9; ++i)
            sqlite3_bind_text(insert, i + 1, values[i]->constData(), int(values[i]->size()), SQLITE_TRANSIENT);
        sqlite3_bind_text(insert, 10, hash, 64, SQLITE_TRANSIENT);
        sqlite3_step(insert);
        sqlite3_reset(insert);
        prev = QByteArray(hash, 64);
    }
    sqlite3_finalize(insert);
    sqlite3_exec(db, "COMMIT; PRAGMA wal_checkpoint(TRUNCATE);", nullptr, nullptr, nullptr);
    sqlite3_close(db);
    bytes.close();
    out << "built " << n << " decisions (" << QFileInfo(bytesPath).size() / 1'000'000 << " MB of canonical bytes) in "
        << build.elapsed() / 1000.0 << " s" << Qt::endl;

    const QString ctl = QStringLiteral(RUNLEDGER_BINARY_DIR "/runledgerctl");
    for (int round = 1; round <= 3; ++round) {
        QString verifyOut, shaOut;
        const double verify = timed(ctl, {QStringLiteral("verify"), QStringLiteral("--ledger"), ledgerPath}, &verifyOut);
        const double sha = timed(QStringLiteral("sha256sum"), {bytesPath}, &shaOut);
        out << QStringLiteral("round %1: runledgerctl verify %2 s, sha256sum %3 s, ratio %4×")
                   .arg(round).arg(verify, 0, 'f', 2).arg(sha, 0, 'f', 2).arg(verify / sha, 0, 'f', 2)
            << Qt::endl;
        if (round == 1)
            out << "  verify said: " << verifyOut.section(QLatin1Char('\n'), 0, 0) << Qt::endl;
    }
    return 0;
}
