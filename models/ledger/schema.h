// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSet>

#include "ledgertypes.h"

namespace rl::models {

class LedgerConnection;
class SqlDialect;

// The ledger's schema as data: the statements of each version, applied in
// order inside one write transaction, recorded in schema_migrations.
class Schema final
{
    Q_DECLARE_TR_FUNCTIONS(Ledger)
public:
    static constexpr int Version = 23;
    // The statements that take a ledger from version - 1 to version.
    static QStringList migration(int version, const SqlDialect &d);
    // Checks the connected database is a ledger this build can use; with
    // mayCreate, creates an empty one, and with mayMigrate, migrates an older
    // one; one that holds other tables never. False: c.error() says why.
    static bool prepare(LedgerConnection &c, bool mayCreate, bool mayMigrate);
    // The triggers the migrations leave on a ledger of this dialect, each as
    // "table/name" in lower case: verify reports any other (a trigger can
    // change or swallow a write).
    static QSet<QString> definedTriggers(const SqlDialect &d);
    // 0: no ledger yet; -1: unreadable (c.error()).
    static int version(LedgerConnection &c);
};

} // namespace rl::models
