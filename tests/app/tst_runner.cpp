// SPDX-License-Identifier: GPL-3.0-or-later
// The runner when the ledger cannot be read (docs/architecture.md, "Errors"):
// it says which read failed, once per cause, and pauses, instead of looking
// like a runner with nothing to do.
#include "config/configuration.h"
#include "ledger.h"
#include "runner/runner.h"
#include "testtime.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace rl;
using namespace rl::models;

class TestRunner : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void unreadableLedgerIsSaidOnceAndPausedOn();
};

namespace {
// Another program changes the ledger's file under the runner.
bool execElsewhere(const QString &path, const QString &sql, QString *error)
{
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("elsewhere"));
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery q(db);
            ok = q.exec(sql);
            *error = q.lastError().text();
        } else {
            *error = db.lastError().text();
        }
    }
    QSqlDatabase::removeDatabase(QStringLiteral("elsewhere"));
    return ok;
}
} // namespace

void TestRunner::unreadableLedgerIsSaidOnceAndPausedOn()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("runner.sqlite"));
    LedgerError le;
    auto ledger = Ledger::open(path, Ledger::OpenMode::CreateOrMigrate, &le);
    QVERIFY2(ledger, qPrintable(le.message));
    QString error;
    const auto config = app::Configuration::fromJson(
        QJsonObject{{QStringLiteral("targets"), QJsonObject{}}, {QStringLiteral("flows"), QJsonArray{}}}, &error);
    QVERIFY2(config, qPrintable(error));

    app::Runner::Options options;
    options.workerName = QStringLiteral("runner-under-test");
    options.pollIntervalMs = 20;
    app::Runner runner(ledger.get(), &*config, options);
    QStringList lines;
    runner.setLogger([&lines](const QString &line) { lines << line; });
    runner.start();
    rl::testing::holdStill(200, "a line said about a readable, empty ledger"); // nothing to say
    QVERIFY2(lines.isEmpty(), qPrintable(lines.join(QLatin1Char('\n'))));

    QVERIFY2(execElsewhere(path, QStringLiteral("ALTER TABLE steps RENAME TO steps_moved_away"), &error), qPrintable(error));
    QTRY_VERIFY_WITH_TIMEOUT(!lines.isEmpty(), 10'000);
    // The first read of a poll is named, with the ledger's own words; no
    // claim was tried on a queue that could not be read.
    QVERIFY2(lines.first().startsWith(QLatin1String("could not list expired reservations (tried again after a pause): ")),
             qPrintable(lines.first()));
    QVERIFY2(lines.first().contains(QLatin1String("steps")), qPrintable(lines.first()));
    // Polled again and again (every 20 ms, paused up to 5 s): said once while the cause stays.
    rl::testing::holdStill(1500, "the same cause said again on a later poll");
    QVERIFY2(lines.size() == 1, qPrintable(lines.join(QLatin1Char('\n'))));
    runner.stop();
}

QTEST_GUILESS_MAIN(TestRunner)
#include "tst_runner.moc"
