// SPDX-License-Identifier: GPL-3.0-or-later
#include "tokenstore.h"

#include <QCoreApplication>
#include <QDirIterator>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using rl::ui::KeyringTokenStore;
using rl::ui::TokenStore;

// The console's tokens in the real system keyring (QtKeychain over the Secret
// Service): stored, read back, removed, and never written anywhere else, not
// even when no keyring is there to take them.
class TestKeyring final : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void storesReadsAndRemovesInTheKeyring();
    void withoutAKeyringNothingIsWritten();

private:
    TokenStore::Result wait(const std::function<void(TokenStore::Done)> &call);
    // Every file under the settings and data folders that holds these bytes.
    static QStringList filesHolding(const QByteArray &bytes);
    const QByteArray m_token = "pat-keyring-test-4b7e91d2";
    const QString m_account = QStringLiteral("RUNLEDGER_KEYRING_TEST_TOKEN");
};

void TestKeyring::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Runledger"));
    QCoreApplication::setApplicationName(QStringLiteral("runledger-keyring-test"));
}

TokenStore::Result TestKeyring::wait(const std::function<void(TokenStore::Done)> &call)
{
    std::optional<TokenStore::Result> out;
    call([&](const TokenStore::Result &r) { out = r; });
    // The keyring answers asynchronously (it may first ask to be unlocked).
    if (!QTest::qWaitFor([&] { return out.has_value(); }, 20'000))
        out.reset();
    if (!out) {
        TokenStore::Result timedOut;
        timedOut.error = QStringLiteral("the keyring did not answer within 20 s");
        return timedOut;
    }
    return *out;
}

QStringList TestKeyring::filesHolding(const QByteArray &bytes)
{
    QStringList found;
    for (const auto location : {QStandardPaths::GenericConfigLocation, QStandardPaths::GenericDataLocation}) {
        QDirIterator it(QStandardPaths::writableLocation(location), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            if (path.contains(QLatin1String("/keyrings/")))
                continue; // the keyring's own (encrypted) file
            QFile f(path);
            if (f.open(QIODevice::ReadOnly) && f.readAll().contains(bytes))
                found << path;
        }
    }
    return found;
}

void TestKeyring::storesReadsAndRemovesInTheKeyring()
{
    if (qEnvironmentVariable("RUNLEDGER_KEYRING_TEST") != QLatin1String("gnome-keyring"))
        QFAIL("run through tests/support/with-keyring.sh (CTest does): this test needs a real Secret Service");
    KeyringTokenStore store;
    TokenStore::Result r = wait([&](TokenStore::Done d) { store.write(m_account, m_token, d); });
    QVERIFY2(r.ok, qPrintable(r.error));
    r = wait([&](TokenStore::Done d) { store.read(m_account, d); });
    QVERIFY2(r.ok && r.found, qPrintable(r.error));
    QCOMPARE(r.token, m_token);
    // A second store (the next console session) finds it too.
    KeyringTokenStore next;
    r = wait([&](TokenStore::Done d) { next.read(m_account, d); });
    QCOMPARE(r.token, m_token);
    QSettings().sync();
    QVERIFY2(filesHolding(m_token).isEmpty(), qPrintable(filesHolding(m_token).join(QLatin1Char(' '))));
    r = wait([&](TokenStore::Done d) { store.remove(m_account, d); });
    QVERIFY2(r.ok, qPrintable(r.error));
    r = wait([&](TokenStore::Done d) { store.read(m_account, d); });
    QVERIFY(r.ok);
    QVERIFY(!r.found);
}

void TestKeyring::withoutAKeyringNothingIsWritten()
{
    if (qEnvironmentVariable("RUNLEDGER_KEYRING_TEST") == QLatin1String("gnome-keyring"))
        QSKIP("a keyring is running here; CTest runs this case without one (tst_keyring_absent)");
    // No session bus, so no Secret Service: QtKeychain's plain-text fallback
    // would put the token into the settings file. It must refuse instead.
    KeyringTokenStore store;
    const TokenStore::Result r = wait([&](TokenStore::Done d) { store.write(m_account, m_token, d); });
    QVERIFY(!r.ok);
    QVERIFY(!r.error.isEmpty());
    QSettings().sync();
    QVERIFY2(filesHolding(m_token).isEmpty(), qPrintable(filesHolding(m_token).join(QLatin1Char(' '))));
    const TokenStore::Result read = wait([&](TokenStore::Done d) { store.read(m_account, d); });
    QVERIFY(!read.found);
}

QTEST_GUILESS_MAIN(TestKeyring)
#include "tst_keyring.moc"
