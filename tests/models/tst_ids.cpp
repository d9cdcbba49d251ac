// SPDX-License-Identifier: GPL-3.0-or-later
// Ids and digests: known answers (FIPS 180-2, RFC 4231) and agreement with
// Qt's own implementation for every key length around the HMAC block size.
#include "ids.h"

#include <QCryptographicHash>
#include <QMessageAuthenticationCode>
#include <QRandomGenerator>
#include <QSet>
#include <QTest>

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
    auto *rng = QRandomGenerator::global();
    for (int keyLength = 0; keyLength <= 130; ++keyLength) {
        QByteArray key(keyLength, Qt::Uninitialized), data(int(rng->bounded(2000)), Qt::Uninitialized);
        for (char &c : key)
            c = char(rng->bounded(256));
        for (char &c : data)
            c = char(rng->bounded(256));
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

QTEST_GUILESS_MAIN(TestIds)
#include "tst_ids.moc"
