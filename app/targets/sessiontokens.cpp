// SPDX-License-Identifier: GPL-3.0-or-later
#include "sessiontokens.h"

#include <QHash>
#include <QMutex>

namespace rl::app {

namespace {
struct Store
{
    QMutex mutex;
    QHash<QString, QByteArray> tokens;
};

Store &store()
{
    static Store s;
    return s;
}
} // namespace

void SessionTokens::provide(const QString &tokenEnv, const QByteArray &token)
{
    if (tokenEnv.isEmpty())
        return;
    QMutexLocker lock(&store().mutex);
    store().tokens.insert(tokenEnv, token);
}

void SessionTokens::forget(const QString &tokenEnv)
{
    QMutexLocker lock(&store().mutex);
    store().tokens.remove(tokenEnv);
}

QByteArray SessionTokens::value(const QString &tokenEnv)
{
    QMutexLocker lock(&store().mutex);
    return store().tokens.value(tokenEnv);
}

bool SessionTokens::inEnvironment(const QString &tokenEnv)
{
    return !tokenEnv.isEmpty() && !qgetenv(tokenEnv.toLocal8Bit().constData()).isEmpty();
}

} // namespace rl::app
