// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "decisiondialog.h"
#include "ledgerclient.h"
#include "reconcile/reconciler.h"

#include <QObject>
#include <QPointer>
#include <optional>

namespace rl::ui {

class MainWindow;

// One decision, from the button to the ledger (docs/console.md,
// "Decisions"). What the reviewer decides on is captured when the button is
// pressed: the operations selected, their details as read, the summary on
// screen. A lookup at the target answers later; the dialog then describes
// the operation the button was pressed for, never what is selected by then.
// The dialog opens with open() (no event loop inside a reply's slot), and
// "confirm not executed, then send again" sends the retry only once the
// confirmation was applied, never after a four-eyes request.
class DecisionController final : public QObject
{
    Q_OBJECT
public:
    struct Snapshot
    {
        models::DecisionAction action{};
        QStringList operationIds; // the first is decided on; Reconcile takes them all
        std::optional<models::OperationDetails> details; // of the first, as read when pressed
        QString summary;  // what the summary said of it
        QString reviewer;
    };
    DecisionController(MainWindow *window, Snapshot snapshot);
    ~DecisionController() override;
    // Looks the open step up at its target where the rules say so, then asks.
    void start();

Q_SIGNALS:
    void finished();

private:
    models::DecisionAction effectiveAction() const;
    DecisionDialog::Context context() const;
    // Looks the open step up at its target (read-only), keeps the answer in
    // m_lookup, tells the window, then calls then() from the event loop.
    bool lookUp(std::function<void()> then, QString *whyNot = nullptr);
    void ask();
    void recordFromDialog(models::DecisionRequest request);
    void finish();

    QPointer<MainWindow> m_window;
    Snapshot m_snapshot;
    QPointer<DecisionDialog> m_dialog;
    std::optional<app::LookupOutcome> m_lookup; // the latest answer; it goes with the decision
    bool m_claimed = false;
    bool m_finished = false;
};

} // namespace rl::ui
