// SPDX-License-Identifier: GPL-3.0-or-later
// The disk under a running serve fills up while deliveries arrive and
// attempts are in flight, then space comes back: nothing acknowledged is
// lost, nothing stays `running`, every step ends where the target's own count
// says it should, and the file and the chain are sound. Needs a small volume
// of its own: a tmpfs, mounted when run as root (CI is), skipped otherwise.
#include "agreement.h"
#include "ledgerfixture.h"
#include "processrunner.h"
#include "sandboxprocess.h"
#include "serveprocess.h"

#include <QDir>
#include <QFile>
#include <QScopeGuard>
#include <QStorageInfo>
#include <QTemporaryDir>
#include <QTest>

#include <sys/mount.h>
#include <unistd.h>

using namespace rl::models;
using namespace rl::testing;

class TestDiskFull final : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void fullDiskLosesNothingAndLeavesNothingRunning();
    void intakeLeavesTheLastMegabytesToTheRunner();

private:
    QTemporaryDir m_dir;
    QString m_volume;
    bool m_mounted = false;
};

void TestDiskFull::initTestCase()
{
    if (::geteuid() != 0)
        QSKIP("mounting a small tmpfs needs root (CI runs as root)");
}

// Each test on a volume of its own: what one left behind never fills the next.
void TestDiskFull::init()
{
    m_volume = m_dir.filePath(QStringLiteral("volume-%1").arg(QString::fromLatin1(QTest::currentTestFunction())));
    QVERIFY(QDir().mkpath(m_volume));
    if (::mount("tmpfs", QFile::encodeName(m_volume).constData(), "tmpfs", 0, "size=12m") != 0)
        QSKIP(qPrintable(QStringLiteral("cannot mount a tmpfs here: %1").arg(QString::fromLocal8Bit(strerror(errno)))));
    m_mounted = true;
}

void TestDiskFull::cleanup()
{
    if (m_mounted)
        ::umount2(QFile::encodeName(m_volume).constData(), MNT_DETACH);
    m_mounted = false;
}

namespace {
// Fills the volume to the last byte; returns the bytes written.
qint64 fill(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return -1;
    const QByteArray block(4096, 'f');
    qint64 written = 0;
    for (;;) {
        const qint64 n = f.write(block);
        if (n <= 0 || !f.flush())
            break;
        written += n;
    }
    const QByteArray byte(1, 'f'); // the last partial block
    while (f.write(byte) == 1 && f.flush())
        ++written;
    return written;
}
} // namespace

void TestDiskFull::fullDiskLosesNothingAndLeavesNothingRunning()
{
    const QString ledger = QDir(m_volume).filePath(QStringLiteral("ledger.sqlite"));
    const auto init = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("init"), QStringLiteral("--ledger"), ledger});
    QVERIFY2(init.exitCode == 0, qPrintable(init.out + init.err));
    SandboxProcess sb;
    const QString config = writeConfig(m_dir.path(), sb.base());
    // The CRM answers slowly: attempts are in flight when the disk fills.
    sb.fault(QStringLiteral("crm.create_task"), QStringLiteral("delay"), 8, 1500);
    // Without intake's reserve: SQLite itself finds the disk full.
    ServeProcess serve(ledger, config, {QStringLiteral("--disk-reserve-mb"), QStringLiteral("0")});
    QVERIFY2(serve.ready(), qPrintable(serve.log()));
    qint64 walPeak = 0;
    // What serve said, when this fails.
    const auto showLog = qScopeGuard([&] {
        if (!QTest::currentTestFailed())
            return;
        qInfo("serve's log:\n%s", qPrintable(serve.log()));
        qInfo("WAL peak while deliveries came: %lld KiB", walPeak / 1024);
        for (const QFileInfo &f : QDir(m_volume).entryInfoList(QDir::Files))
            qInfo("%s: %lld bytes", qPrintable(f.fileName()), f.size());
    });
    const QByteArray body = sample("shopify-orders-create.json");
    QStringList acknowledged;
    int next = 0, refused = 0;
    const auto deliver = [&](int n) {
        // In bursts of 16 at once, as a backlog after an outage arrives.
        for (int sent = 0; sent < n; sent += 16) {
            QList<QByteArray> requests;
            QStringList ids;
            for (int i = sent; i < qMin(n, sent + 16); ++i) {
                const QByteArray id = "full-evt-" + QByteArray::number(next++);
                requests << shopifyRequest(orderFor(id), "orders/create", "whk-" + id, id);
                ids << QString::fromLatin1(id);
            }
            const QList<int> statuses = sendAll(serve.base(), requests);
            for (qsizetype i = 0; i < ids.size(); ++i) {
                if (statuses.value(i) == 200)
                    acknowledged << ids.at(i);
                else
                    ++refused;
            }
            walPeak = qMax(walPeak, QFileInfo(ledger + QStringLiteral("-wal")).size());
        }
    };
    deliver(8);
    QCOMPARE(acknowledged.size(), 8);
    // The operations whose first step, the CRM's task, has been reserved and sent.
    const auto sentToTheCrm = [&] {
        LedgerError e;
        auto l = Ledger::open(ledger, Ledger::OpenMode::ExistingOnly, &e);
        int sent = 0;
        if (l) {
            for (const Operation &op : l->operations(OperationFilter{std::nullopt, {}, {}, 0, 100'000, false}).value())
                sent += l->steps(op.id).value().at(0).step.attemptsUsed > 0;
        }
        return sent;
    };
    QTRY_COMPARE_WITH_TIMEOUT(sentToTheCrm(), 8, 20'000); // the runner has reserved and sent them
    const QString filler = QDir(m_volume).filePath(QStringLiteral("filler"));
    QVERIFY(fill(filler) > 0);
    // Into a full disk: answered 503 once the WAL must grow (200 while it
    // still had room), never lost.
    for (int burst = 0; burst < 20 && refused == 0; ++burst)
        deliver(16);
    // The CRM's answers come back while nothing can be written: it has done the 8 it held back.
    QTRY_VERIFY_WITH_TIMEOUT(sb.total(QStringLiteral("crm.create_task")) >= 8, 20'000);
    QVERIFY(QFile::remove(filler));
    // The backlog arrives while the runner catches up: a burst of commits
    // without a pause, in which SQLite's WAL never starts over by itself.
    deliver(160);
    // Space is back: every reservation that could not be finished runs out
    // into uncertain and is reconciled; nothing stays running or pending.
    const auto unfinished = [&]() -> QString {
        LedgerError e;
        auto l = Ledger::open(ledger, Ledger::OpenMode::ExistingOnly, &e);
        if (!l)
            return e.message;
        for (const Operation &op : l->operations(OperationFilter{std::nullopt, {}, {}, 0, 100'000, false}).value())
            for (const StepRecord &s : l->steps(op.id).value())
                if (s.step.state != StepState::Confirmed && s.step.state != StepState::Held)
                    return QStringLiteral("%1 step %2 is %3").arg(op.id).arg(s.step.position).arg(toString(s.step.state));
        return {};
    };
    QTRY_COMPARE_WITH_TIMEOUT(unfinished(), QString(), 90'000);
    LedgerError e;
    auto l = Ledger::open(ledger, Ledger::OpenMode::ExistingOnly, &e);
    QVERIFY2(l, qPrintable(e.message));
    const int lost = lostEvents(ledger, acknowledged);
    QCOMPARE(integrityOf(ledger), QStringLiteral("ok"));
    const QString disagreement = ledgerDisagreesWithTarget(*l, sb);
    QVERIFY2(disagreement.isEmpty(), qPrintable(disagreement));
    const auto verify = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("verify"), QStringLiteral("--ledger"), ledger});
    QVERIFY2(verify.exitCode == 0, qPrintable(verify.out + verify.err));
    qInfo("disk full under serve: %lld acknowledged, %d refused, %d lost; CRM tasks %d; WAL peak %lld KiB",
          qlonglong(acknowledged.size()), refused, lost, sb.total(QStringLiteral("crm.create_task")), walPeak / 1024);
    QVERIFY(refused > 0); // the disk really was full for some of them
    QCOMPARE(lost, 0);
    // The WAL stayed near its bound (4 MiB; a writer cuts it back at 8 MiB).
    QVERIFY2(walPeak < 9 * 1024 * 1024, qPrintable(QString::number(walPeak)));
}

// With little space left, intake refuses new work before the disk is full, so
// the runner can always write what its attempts found; with space back,
// intake takes deliveries again.
void TestDiskFull::intakeLeavesTheLastMegabytesToTheRunner()
{
    const QString ledger = QDir(m_volume).filePath(QStringLiteral("reserve.sqlite"));
    const auto init = runTool(QStringLiteral("runledgerctl"), {QStringLiteral("init"), QStringLiteral("--ledger"), ledger});
    QVERIFY2(init.exitCode == 0, qPrintable(init.out + init.err));
    SandboxProcess sb;
    const QString config = writeConfig(m_dir.path(), sb.base());
    sb.fault(QStringLiteral("crm.create_task"), QStringLiteral("delay"), 4, 1500);
    ServeProcess serve(ledger, config, {QStringLiteral("--disk-reserve-mb"), QStringLiteral("4")});
    QVERIFY2(serve.ready(), qPrintable(serve.log()));
    const auto health = [&] {
        return exchange(serve.base(), "GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    };
    QCOMPARE(health().first, 200);
    for (int i = 0; i < 4; ++i) {
        const QByteArray id = "reserve-evt-" + QByteArray::number(i);
        QCOMPARE(send(serve.base(), shopifyRequest(orderFor(id), "orders/create", "whk-" + id, id)), 200);
    }
    // While the CRM takes its time, the disk fills to 2 MiB of free space.
    const QString filler = QDir(m_volume).filePath(QStringLiteral("filler"));
    {
        QFile f(filler);
        QVERIFY(f.open(QIODevice::WriteOnly));
        const QByteArray block(64 * 1024, 'f');
        while (QStorageInfo(m_volume).bytesAvailable() > 2 * 1024 * 1024 + block.size()) {
            QVERIFY(f.write(block) == block.size());
            QVERIFY(f.flush());
        }
    }
    // Past intake's look at the disk (at most every 100 ms): what health says, deliveries meet too.
    QTRY_VERIFY_WITH_TIMEOUT(health().second.contains("disk almost full"), 10'000);
    const auto refused = exchange(serve.base(), shopifyRequest(orderFor("reserve-late"), "orders/create", "whk-late", "reserve-late"));
    QCOMPARE(refused.first, 503);
    QVERIFY2(refused.second.contains("disk almost full"), refused.second.constData());
    const auto low = health();
    QCOMPARE(low.first, 503);
    QVERIFY2(low.second.contains("keeps the last 4 MiB"), low.second.constData());
    // The runner writes into the reserve: every operation completes.
    const auto completed = [&] {
        LedgerError e;
        auto l = Ledger::open(ledger, Ledger::OpenMode::ExistingOnly, &e);
        return l ? l->operationCountsByState().value().value(OperationState::Completed) : -1;
    };
    QTRY_COMPARE_WITH_TIMEOUT(completed(), 4, 30'000);
    QCOMPARE(sb.total(QStringLiteral("crm.create_task")), 4);
    // Space back: deliveries are taken again.
    QVERIFY(QFile::remove(filler));
    QTRY_COMPARE_WITH_TIMEOUT(health().first, 200, 5000);
    QCOMPARE(send(serve.base(), shopifyRequest(orderFor("reserve-late"), "orders/create", "whk-late", "reserve-late")), 200);
    LedgerError e;
    auto l = Ledger::open(ledger, Ledger::OpenMode::ExistingOnly, &e);
    QVERIFY2(l, qPrintable(e.message));
    QCOMPARE(l->counts().value().events, 5);
}

QTEST_GUILESS_MAIN(TestDiskFull)
#include "tst_diskfull.moc"
