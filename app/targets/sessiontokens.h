// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace rl::app {

// Tokens the console took from the system keyring or from a person, held in
// this process's memory only: never written to the configuration, the ledger,
// the settings or a log. Keyed by the profile's token_env name. `serve` and
// `runledgerctl` never fill it: they read the environment.
class SessionTokens final
{
public:
    static void provide(const QString &tokenEnv, const QByteArray &token);
    static void forget(const QString &tokenEnv);
    static QByteArray value(const QString &tokenEnv);
    // The environment variable is set (it wins over a session token).
    static bool inEnvironment(const QString &tokenEnv);
};

} // namespace rl::app
