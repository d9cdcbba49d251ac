// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace rl::models {

// The PostgreSQL guards as each schema's migration installed them, frozen as
// text when that schema was released: a ledger migrated today runs exactly
// the SQL a ledger migrated then ran, whatever the table of decision actions
// (models/domain.cpp) or the step rules say now. A change of who may decide
// what, or of a step move, is a new migration that installs
// PostgresDialect::currentGuards(); tst_ledger
// guardsOfTheNewestSchemaAreTheGenerators fails until it exists.
QStringList frozenGuards10();
QStringList frozenGuards11();
QStringList frozenGuards13();
QStringList frozenGuards17();
// Schema 21: a decision's writes column by column, the service's tables closed to members.
QStringList frozenMemberWrites21();
// Schema 23: the attempts, evidence, holds and requests a decision adds, each only as its action adds it.
QStringList frozenMemberRows23();

} // namespace rl::models
