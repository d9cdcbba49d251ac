// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QObject>
#include <QStringList>
#include <functional>

namespace rl::ui {

// Where the console keeps target tokens between sessions. Asynchronous, as
// keyrings are (they may ask the user to unlock). Keyed by the profile's
// token_env name.
class TokenStore : public QObject
{
    Q_OBJECT
public:
    struct Result
    {
        bool ok = false;     // the store answered
        bool found = false;  // read: an entry exists
        QByteArray token;    // read: the entry
        QString error;       // !ok: why, for a person
    };
    using Done = std::function<void(const Result &)>;

    using QObject::QObject;
    virtual QString name() const = 0; // for a person: "the system keyring"
    virtual void read(const QString &account, Done done) = 0;
    virtual void write(const QString &account, const QByteArray &token, Done done) = 0;
    virtual void remove(const QString &account, Done done) = 0;
};

// The system keyring through QtKeychain (Secret Service or KWallet on Linux).
// Never its plain-text fallback: without a keyring nothing is stored.
class KeyringTokenStore final : public TokenStore
{
    Q_OBJECT
public:
    using TokenStore::TokenStore;
    static inline const QString Service = QStringLiteral("Runledger");
    QString name() const override;
    void read(const QString &account, Done done) override;
    void write(const QString &account, const QByteArray &token, Done done) override;
    void remove(const QString &account, Done done) override;
};

// What the console knows about each target's token this session, and where it
// came from. Tokens themselves live in SessionTokens (memory) and the store.
class TokenBook final : public QObject
{
    Q_OBJECT
public:
    enum class Source { Missing, NotNeeded, Environment, Keyring, SessionOnly };
    explicit TokenBook(TokenStore *store, QObject *parent = nullptr);

    Source source(const QString &tokenEnv) const;
    QString sourceText(const QString &tokenEnv) const;
    QString lastError() const { return m_lastError; }
    TokenStore *store() const { return m_store; }

    // Reads the store for every named variable the environment does not set;
    // done(the ones still missing) once all have answered.
    void load(const QStringList &tokenEnvs, std::function<void(const QStringList &missing)> done);
    // Uses the token from now on and stores it; done(stored in the store, why not).
    void set(const QString &tokenEnv, const QByteArray &token, std::function<void(bool stored, const QString &error)> done);
    void forget(const QString &tokenEnv, std::function<void(bool removed, const QString &error)> done);

Q_SIGNALS:
    void changed();

private:
    TokenStore *m_store;
    QHash<QString, Source> m_sources;
    QString m_lastError;
};

} // namespace rl::ui
