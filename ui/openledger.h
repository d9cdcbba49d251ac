// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ledgertypes.h"

#include <QCoreApplication>
#include <QString>

namespace rl::ui {

// What the console does with a ledger location before it opens it: a path
// that does not exist is never made a new ledger without asking, a folder
// that does not exist is named as such, and errors are said for a person,
// without command-line advice.
class OpenLedger final
{
    Q_DECLARE_TR_FUNCTIONS(OpenLedger)
public:
    enum class Step { Open, AskToCreate, Refuse };
    struct Plan
    {
        Step step = Step::Open;
        QString message; // the question, or why not; for a read-only ledger, why it is read-only
        bool readOnly = false; // open it read-only: the file may not be changed by this user
    };
    // named: the location was given by the user (--ledger, File → Open), not
    // the console's own default place, which is made without asking.
    static Plan plan(const QString &location, bool named);
    static QString plainError(const models::LedgerError &error, const QString &location);
};

} // namespace rl::ui
