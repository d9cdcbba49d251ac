// SPDX-License-Identifier: GPL-3.0-or-later
// Ids and digests: known answers (FIPS 180-2, RFC 4231) and agreement with
// Qt's own implementation for every key length around the HMAC block size.
#include "ids.h"
#include "testtime.h"

#include <QCryptographicHash>
#include <QMutex>
#include <QRegularExpression>
#include <QThread>
#include <QMessageAuthenticationCode>
#include <QRandomGenerator>
#include <QSet>
#include <QTest>

#include <sys/wait.h>
#include <unistd.h>

using namespace rl::models;

class TestIds : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sha256KnownAnswers();
    void hmacKnownAnswers_data();
    void hmacKnownAnswers();
    void hmacAgreesWithQtForEveryKeyLength();
    void eventKeyIsPerSourceAndId();
    void idsAreUniqueAndTimeOrdered();
    void idsHaveTheirForm();
    void threadsAndForkedChildrenDrawDifferentBytes();
    void isoUtcAgreesWithQt();
};

void TestIds::sha256KnownAnswers()
{
    QCOMPARE(sha256Hex(QByteArray()), QStringLiteral("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"));
    QCOMPARE(sha256Hex("abc"), QStringLiteral("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
    // The per-thread context is reused: a second digest must not carry the first.
    QCOMPARE(sha256Hex("abc"), QStringLiteral("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
}

void TestIds::hmacKnownAnswers_data()
{
    QTest::addColumn<QByteArray>("key");
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QByteArray>("expected");
    // RFC 4231, test cases 1, 2 and 6 (a key longer than the block is hashed first).
    QTest::newRow("rfc4231-1") << QByteArray(20, '\x0b') << QByteArray("Hi There")
                               << QByteArray("b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7");
    QTest::newRow("rfc4231-2") << QByteArray("Jefe") << QByteArray("what do ya want for nothing?")
                               << QByteArray("5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843");
    QTest::newRow("rfc4231-6") << QByteArray(131, '\xaa') << QByteArray("Test Using Larger Than Block-Size Key - Hash Key First")
                               << QByteArray("60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54");
}

void TestIds::hmacKnownAnswers()
{
    QFETCH(QByteArray, key);
    QFETCH(QByteArray, data);
    QFETCH(QByteArray, expected);
    QCOMPARE(hmacSha256(key, data).toHex(), expected);
}

void TestIds::hmacAgreesWithQtForEveryKeyLength()
{
    QRandomGenerator rng = rl::testing::seededRandom("hmacAgreesWithQtForEveryKeyLength", 20261207);
    for (int keyLength = 0; keyLength <= 130; ++keyLength) {
        QByteArray key(keyLength, Qt::Uninitialized), data(int(rng.bounded(2000)), Qt::Uninitialized);
        for (char &c : key)
            c = char(rng.bounded(256));
        for (char &c : data)
            c = char(rng.bounded(256));
        QCOMPARE(hmacSha256(key, data), QMessageAuthenticationCode::hash(data, key, QCryptographicHash::Sha256));
    }
}

void TestIds::eventKeyIsPerSourceAndId()
{
    const QString shop = QStringLiteral("shopify:example.myshopify.com");
    QCOMPARE(eventKey(shop, QStringLiteral("1")).size(), 16);
    QCOMPARE(eventKey(shop, QStringLiteral("1")), eventKey(shop, QStringLiteral("1")));
    QVERIFY(eventKey(shop, QStringLiteral("1")) != eventKey(shop, QStringLiteral("2")));
    QVERIFY(eventKey(shop, QStringLiteral("1")) != eventKey(QStringLiteral("shopify:other.myshopify.com"), QStringLiteral("1")));
    // The separator keeps ("a", "bc") and ("ab", "c") apart.
    QVERIFY(eventKey(QStringLiteral("a"), QStringLiteral("bc")) != eventKey(QStringLiteral("ab"), QStringLiteral("c")));
}

void TestIds::idsAreUniqueAndTimeOrdered()
{
    QSet<QString> seen;
    QString previous;
    const QDateTime t0 = QDateTime::fromMSecsSinceEpoch(1790000000000, Qt::UTC);
    for (int i = 0; i < 10'000; ++i) {
        const QString id = newUuidV7(t0.addMSecs(i));
        QCOMPARE(id.size(), 36);
        QCOMPARE(id.at(14), QLatin1Char('7'));
        QVERIFY(QStringLiteral("89ab").contains(id.at(19)));
        QVERIFY(id > previous); // one millisecond apart: ordered by time
        previous = id;
        seen.insert(id);
        seen.insert(newStepReference());
    }
    QCOMPARE(seen.size(), 20'000);
}

void TestIds::idsHaveTheirForm()
{
    static const QRegularExpression uuid(QStringLiteral("^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"));
    static const QRegularExpression reference(QStringLiteral("^rl_[0-9a-f]{12}7[0-9a-f]{3}[89ab][0-9a-f]{15}$"));
    const QDateTime t = QDateTime::fromMSecsSinceEpoch(0x0123456789ABLL, Qt::UTC);
    const QString id = newUuidV7(t);
    QVERIFY2(uuid.match(id).hasMatch(), qPrintable(id));
    QCOMPARE(id.left(13), QStringLiteral("01234567-89ab")); // the 48-bit millisecond time, big-endian
    const QString now = newUuidV7();
    QVERIFY2(uuid.match(now).hasMatch(), qPrintable(now));
    const qint64 nowMs = QDateTime::currentMSecsSinceEpoch();
    const qint64 idMs = QStringView(now).left(8).toLongLong(nullptr, 16) << 16 | QStringView(now).mid(9, 4).toLongLong(nullptr, 16);
    QVERIFY(qAbs(nowMs - idMs) < 60'000);
    for (int i = 0; i < 1000; ++i) {
        const QString r = newStepReference();
        QVERIFY2(reference.match(r).hasMatch(), qPrintable(r));
    }
    // Bits are not stuck: over many ids every random hex position takes many values.
    QList<QSet<QChar>> values(12);
    for (int i = 0; i < 2000; ++i) {
        const QString tail = newUuidV7(t).right(12);
        for (int c = 0; c < 12; ++c)
            values[c].insert(tail.at(c));
    }
    for (const auto &v : values)
        QCOMPARE(v.size(), 16);
}

void TestIds::threadsAndForkedChildrenDrawDifferentBytes()
{
    // Each thread has its own pool of random bytes; none may repeat another's.
    QSet<QString> seen;
    QMutex lock;
    QList<QThread *> threads;
    for (int t = 0; t < 4; ++t) {
        threads.append(QThread::create([&] {
            QStringList mine;
            for (int i = 0; i < 5000; ++i)
                mine.append(newStepReference());
            QMutexLocker locker(&lock);
            for (const QString &r : mine)
                seen.insert(r);
        }));
        threads.last()->start();
    }
    for (QThread *t : threads) {
        t->wait();
        delete t;
    }
    QCOMPARE(seen.size(), 20'000);

    // A forked child must not hand out the bytes its parent is about to use.
    (void)newStepReference(); // the parent's pool is filled and partly used
    int pipeFds[2];
    QVERIFY(pipe(pipeFds) == 0);
    const pid_t child = fork();
    QVERIFY(child >= 0);
    if (child == 0) {
        const QByteArray id = newUuidV7().toLatin1();
        [[maybe_unused]] const auto written = write(pipeFds[1], id.constData(), size_t(id.size()));
        _exit(0);
    }
    const QString parentId = newUuidV7();
    char buffer[36];
    QCOMPARE(read(pipeFds[0], buffer, sizeof buffer), ssize_t(36));
    waitpid(child, nullptr, 0);
    close(pipeFds[0]);
    close(pipeFds[1]);
    QVERIFY(QString::fromLatin1(buffer, 36).right(12) != parentId.right(12));
}

void TestIds::isoUtcAgreesWithQt()
{
    QCOMPARE(isoUtc(QDateTime()), QString());
    QCOMPARE(isoUtc(QDateTime::fromMSecsSinceEpoch(0, Qt::UTC)), QStringLiteral("1970-01-01T00:00:00.000Z"));
    QList<qint64> samples{-1, -86'400'000, -86'400'001, 951'782'400'000 /* 2000-02-29 */, 4'107'542'399'999 /* 2100-02-28 */,
                          253'402'300'799'999 /* 9999-12-31 */, -62'135'596'800'000 /* 0001-01-01 */};
    QRandomGenerator rng = rl::testing::seededRandom("isoUtcAgreesWithQt", 20261208);
    for (int i = 0; i < 20'000; ++i)
        samples.append(qint64(rng.bounded(qint64(315'000'000'000'000)) - 62'000'000'000'000));
    for (const qint64 ms : samples) {
        const QDateTime t = QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC);
        QCOMPARE(isoUtc(t), t.toString(Qt::ISODateWithMs));
    }
    // Local or offset times are written as the same instant in UTC.
    const QDateTime offset = QDateTime::fromMSecsSinceEpoch(1'790'000'000'123, Qt::OffsetFromUTC, 5 * 3600 + 1800);
    QCOMPARE(isoUtc(offset), offset.toUTC().toString(Qt::ISODateWithMs));
    QCOMPARE(isoUtc(offset.toLocalTime()), offset.toUTC().toString(Qt::ISODateWithMs));
    // Outside years 1-9999 Qt's own form is kept.
    const QDateTime far = QDateTime::fromMSecsSinceEpoch(300'000'000'000'000, Qt::UTC);
    QCOMPARE(isoUtc(far), far.toString(Qt::ISODateWithMs));
}

QTEST_GUILESS_MAIN(TestIds)
#include "tst_ids.moc"
