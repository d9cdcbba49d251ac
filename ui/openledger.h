// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ledgertypes.h"

#include <QCoreApplication>
#include <QString>

#include <functional>
#include <memory>

class QInputDialog;

class QWidget;

namespace rl::models {
class LedgerClient;
}

namespace rl::app {
class Configuration;
}

namespace rl::ui {

class MainWindow;

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
    // The first start's question for the reviewer's name, not yet shown; for
    // the demo it says what Runledger and the demo are. Never for a team
    // ledger: the database says who is signed in (asksForName()).
    static std::unique_ptr<QInputDialog> firstStartDialog(bool demo);
    static bool asksForName(const QString &location);

    // How the person is asked and told: message boxes in the console, a script in tests.
    struct Prompts
    {
        std::function<bool(const QString &question)> askToCreate;
        std::function<void(const QString &message)> tell;
    };
    static Prompts messageBoxes();
    struct Request
    {
        QString location;
        bool named = false;  // given by the person (see plan)
        bool create = false; // File → New chose it: made without asking
        QString reviewer;
        const app::Configuration *targets = nullptr;
        bool remember = true; // listed under File → Open recent
    };
    // Plans, asks, opens (read-only where the file may not be changed) and
    // makes the ledger's window (deleted when closed), or says why not. The
    // ledger opens on its own thread, "Opening the ledger…" with Cancel shown
    // over `over` while it takes; opened gets the window, or nullptr when it
    // was refused, failed (the person was told) or cancelled. The window's
    // File → Open / New / Open recent open the next ledger the same way and
    // close this window once it is open.
    static void openWindow(const Request &request, const Prompts &prompts, const std::function<void(MainWindow *)> &opened,
                           QWidget *over = nullptr);

private:
    static void startOpening(const Request &request, const Prompts &prompts, Plan p, const std::function<void(MainWindow *)> &opened,
                             QWidget *over);
    static MainWindow *makeWindow(std::unique_ptr<models::LedgerClient> ledger, const Request &request, const Prompts &prompts,
                                  const Plan &p);
};

} // namespace rl::ui
