// SPDX-License-Identifier: GPL-3.0-or-later
#include "decisiondialog.h"

#include "ids.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace rl::ui {

using models::DecisionAction;

QString DecisionDialog::actionTitle(DecisionAction action)
{
    switch (action) {
    case DecisionAction::Reconcile: return tr("Reconcile with the target");
    case DecisionAction::Adopt: return tr("Adopt the target's record");
    case DecisionAction::ConfirmNotExecuted: return tr("Confirm not executed");
    case DecisionAction::RetryOpenStep: return tr("Approve retry of the open step");
    case DecisionAction::ApproveContent: return tr("Approve content version");
    case DecisionAction::NewOperation: return tr("Start a new approved operation");
    case DecisionAction::Assign: return tr("Assign to a reviewer");
    case DecisionAction::Abandon: return tr("Abandon the operation");
    }
    return {};
}

QString DecisionDialog::shortTitle(DecisionAction action)
{
    switch (action) {
    case DecisionAction::Reconcile: return tr("&Reconcile…");
    case DecisionAction::Adopt: return tr("A&dopt record…");
    case DecisionAction::ConfirmNotExecuted: return tr("Confirm &not executed…");
    case DecisionAction::RetryOpenStep: return tr("Approve re&try…");
    case DecisionAction::ApproveContent: return tr("Approve &content…");
    case DecisionAction::NewOperation: return tr("New appro&ved operation…");
    case DecisionAction::Assign: return tr("Assi&gn…");
    case DecisionAction::Abandon: return tr("A&bandon…");
    }
    return {};
}

DecisionDialog::DecisionDialog(DecisionAction action, Context context, QWidget *parent)
    : QDialog(parent)
    , m_action(action)
    , m_context(std::move(context))
{
    setWindowTitle(actionTitle(action));
    auto *layout = new QVBoxLayout(this);
    auto *what = new QLabel(tr("<b>Operation %1</b><br>%2<br><br><b>This decision:</b> %3<br>It is recorded in the ledger "
                               "with your name, %4, and cannot be changed afterwards.")
                                .arg(models::shortId(m_context.operationId).toHtmlEscaped(), m_context.summary.toHtmlEscaped(),
                                     m_context.effect.toHtmlEscaped(), m_context.reviewer.toHtmlEscaped()),
                            this);
    what->setWordWrap(true);
    what->setTextFormat(Qt::RichText);
    layout->addWidget(what);

    auto *form = new QFormLayout;
    if (action == DecisionAction::Adopt || action == DecisionAction::Assign) {
        m_value = new QLineEdit(this);
        m_value->setPlaceholderText(action == DecisionAction::Adopt ? tr("for example task_000123") : tr("reviewer's name"));
        form->addRow(action == DecisionAction::Adopt ? tr("Target record &id:") : tr("Assign &to:"), m_value);
        connect(m_value, &QLineEdit::textChanged, this, &DecisionDialog::validate);
    }
    if (action == DecisionAction::ApproveContent) {
        m_version = new QSpinBox(this);
        m_version->setRange(1, std::max(1, m_context.maxContentVersion));
        m_version->setValue(m_context.maxContentVersion);
        form->addRow(tr("Content &version:"), m_version);
    }
    if (action == DecisionAction::NewOperation) {
        m_content = new QPlainTextEdit(QString::fromUtf8(m_context.openContent), this);
        m_content->setAccessibleName(tr("Content of the open step"));
        form->addRow(tr("&Content of the open step\n(edited content needs its own approval):"), m_content);
    }
    m_rationale = new QPlainTextEdit(this);
    m_rationale->setAccessibleName(tr("Rationale"));
    m_rationale->setPlaceholderText(tr("Why? For example: checked the CRM by hand, no task for this order."));
    m_rationale->setTabChangesFocus(true);
    form->addRow(tr("&Rationale:"), m_rationale);
    layout->addLayout(form);
    connect(m_rationale, &QPlainTextEdit::textChanged, this, &DecisionDialog::validate);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Record decision"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_buttons);
    validate();
    m_rationale->setFocus();
    resize(560, sizeHint().height());
}

void DecisionDialog::validate()
{
    const bool ok = !m_rationale->toPlainText().trimmed().isEmpty() && (!m_value || !m_value->text().trimmed().isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(ok);
    m_buttons->button(QDialogButtonBox::Ok)->setToolTip(ok ? QString() : tr("Every decision needs a rationale."));
}

models::DecisionRequest DecisionDialog::request() const
{
    models::DecisionRequest r;
    r.operationId = m_context.operationId;
    r.reviewer = m_context.reviewer;
    r.rationale = m_rationale->toPlainText().trimmed();
    r.action = m_action;
    if (m_value && m_action == DecisionAction::Adopt)
        r.adoptReference = m_value->text().trimmed();
    if (m_value && m_action == DecisionAction::Assign)
        r.assignTo = m_value->text().trimmed();
    if (m_version)
        r.contentVersion = m_version->value();
    if (m_content && m_content->toPlainText().toUtf8() != m_context.openContent)
        r.newContent = m_content->toPlainText().toUtf8();
    return r;
}

} // namespace rl::ui
