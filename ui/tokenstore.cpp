// SPDX-License-Identifier: GPL-3.0-or-later
#include "tokenstore.h"

#include "targets/sessiontokens.h"

#include <qt6keychain/keychain.h>
#include <memory>

namespace rl::ui {

namespace {

template<typename Job>
Job *prepared(const QString &account, QObject *parent)
{
    auto *job = new Job(KeyringTokenStore::Service, parent);
    job->setAutoDelete(true);
    // A token must never land in a plain settings file.
    job->setInsecureFallback(false);
    job->setKey(account);
    return job;
}

TokenStore::Result resultOf(QKeychain::Job *job)
{
    TokenStore::Result r;
    r.ok = job->error() == QKeychain::NoError || job->error() == QKeychain::EntryNotFound;
    if (!r.ok)
        r.error = job->errorString().isEmpty() ? KeyringTokenStore::tr("the keyring refused (error %1)").arg(int(job->error()))
                                               : job->errorString();
    return r;
}

} // namespace

QString KeyringTokenStore::name() const
{
    return tr("the system keyring");
}

void KeyringTokenStore::read(const QString &account, Done done)
{
    auto *job = prepared<QKeychain::ReadPasswordJob>(account, this);
    connect(job, &QKeychain::Job::finished, this, [done = std::move(done)](QKeychain::Job *j) {
        Result r = resultOf(j);
        if (j->error() == QKeychain::NoError) {
            r.found = true;
            r.token = static_cast<QKeychain::ReadPasswordJob *>(j)->binaryData();
        }
        done(r);
    });
    job->start();
}

void KeyringTokenStore::write(const QString &account, const QByteArray &token, Done done)
{
    auto *job = prepared<QKeychain::WritePasswordJob>(account, this);
    job->setBinaryData(token);
    connect(job, &QKeychain::Job::finished, this, [done = std::move(done)](QKeychain::Job *j) { done(resultOf(j)); });
    job->start();
}

void KeyringTokenStore::remove(const QString &account, Done done)
{
    auto *job = prepared<QKeychain::DeletePasswordJob>(account, this);
    connect(job, &QKeychain::Job::finished, this, [done = std::move(done)](QKeychain::Job *j) { done(resultOf(j)); });
    job->start();
}

TokenBook::TokenBook(TokenStore *store, QObject *parent)
    : QObject(parent)
    , m_store(store)
{
}

TokenBook::Source TokenBook::source(const QString &tokenEnv) const
{
    if (tokenEnv.isEmpty())
        return Source::NotNeeded;
    if (app::SessionTokens::inEnvironment(tokenEnv))
        return Source::Environment;
    if (app::SessionTokens::value(tokenEnv).isEmpty())
        return Source::Missing;
    return m_sources.value(tokenEnv, Source::SessionOnly);
}

QString TokenBook::sourceText(const QString &tokenEnv) const
{
    switch (source(tokenEnv)) {
    case Source::NotNeeded:
        return tr("not needed");
    case Source::Environment:
        return tr("from the environment (%1)").arg(tokenEnv);
    case Source::Keyring:
        return tr("from %1").arg(m_store->name());
    case Source::SessionOnly:
        return tr("for this session only");
    case Source::Missing:
        break;
    }
    return tr("missing: choose Set token…");
}

void TokenBook::load(const QStringList &tokenEnvs, std::function<void(const QStringList &missing)> done)
{
    QStringList wanted;
    for (const QString &env : tokenEnvs) {
        if (!env.isEmpty() && !wanted.contains(env) && source(env) == Source::Missing)
            wanted << env;
    }
    if (wanted.isEmpty())
        return done({});
    auto pending = std::make_shared<int>(int(wanted.size()));
    auto missing = std::make_shared<QStringList>();
    for (const QString &env : wanted) {
        m_store->read(env, [this, env, pending, missing, done](const TokenStore::Result &r) {
            if (r.found && !r.token.isEmpty()) {
                app::SessionTokens::provide(env, r.token);
                m_sources.insert(env, Source::Keyring);
            } else {
                missing->append(env);
                if (!r.ok)
                    m_lastError = r.error;
            }
            if (--*pending == 0) {
                Q_EMIT changed();
                done(*missing);
            }
        });
    }
}

void TokenBook::set(const QString &tokenEnv, const QByteArray &token, std::function<void(bool, const QString &)> done)
{
    app::SessionTokens::provide(tokenEnv, token);
    m_sources.insert(tokenEnv, Source::SessionOnly);
    Q_EMIT changed();
    m_store->write(tokenEnv, token, [this, tokenEnv, done = std::move(done)](const TokenStore::Result &r) {
        if (r.ok)
            m_sources.insert(tokenEnv, Source::Keyring);
        else
            m_lastError = r.error;
        Q_EMIT changed();
        done(r.ok, r.error);
    });
}

void TokenBook::forget(const QString &tokenEnv, std::function<void(bool, const QString &)> done)
{
    app::SessionTokens::forget(tokenEnv);
    m_sources.remove(tokenEnv);
    Q_EMIT changed();
    m_store->remove(tokenEnv, [this, done = std::move(done)](const TokenStore::Result &r) {
        if (!r.ok)
            m_lastError = r.error;
        done(r.ok, r.error);
    });
}

} // namespace rl::ui
