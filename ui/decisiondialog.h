// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ledger.h"

#include <QDialog>

class QLineEdit;
class QPlainTextEdit;
class QSpinBox;
class QDialogButtonBox;

namespace rl::ui {

// Shows exactly what a decision will do, asks for the rationale (and the one
// value some decisions need), and returns the decision as a typed request.
class DecisionDialog final : public QDialog
{
    Q_OBJECT
public:
    struct Context
    {
        QString operationId;
        QString reviewer;
        QString summary;      // what happened so far
        QString effect;       // what this decision will do (the rule's wording)
        int maxContentVersion = 1;
        QByteArray openContent; // new-operation: prefilled from the old content
    };

    DecisionDialog(models::DecisionAction action, Context context, QWidget *parent = nullptr);

    models::DecisionRequest request() const;
    static QString actionTitle(models::DecisionAction action);
    static QString shortTitle(models::DecisionAction action); // for toolbars and menus

private:
    void validate();

    models::DecisionAction m_action;
    Context m_context;
    QPlainTextEdit *m_rationale = nullptr;
    QLineEdit *m_value = nullptr;         // adopt reference, assignee
    QSpinBox *m_version = nullptr;        // approve-content
    QPlainTextEdit *m_content = nullptr;  // new-operation
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace rl::ui
