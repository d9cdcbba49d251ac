// SPDX-License-Identifier: GPL-3.0-or-later
#include "erasedialog.h"
#include "desktop.h"

#include "domain.h"
#include "ids.h"
#include "personaldata.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

namespace rl::ui {

using namespace rl::models;

EraseDialog::EraseDialog(LedgerClient *client, const QString &reviewer, QWidget *parent)
    : QDialog(parent)
    , m_client(client)
    , m_reviewer(reviewer)
{
    setWindowTitle(tr("Erase a customer's data"));
    setObjectName(QStringLiteral("eraseDialog"));
    const TeamIdentity &identity = client->identity();
    if (client->isReadOnly())
        m_notAllowed = tr("The ledger is open read-only: nothing can be erased.");
    else if (identity.enforced && !(identity.role && teamRoleAllows(*identity.role, DecisionAction::Erase)))
        m_notAllowed = tr("On this team ledger only an approver erases a customer's data; your login is not one.");
    else if (m_reviewer.trimmed().isEmpty())
        m_notAllowed = tr("Set who you are first (File → Set reviewer): every erasure names a person.");

    auto *intro = new QLabel(tr("Finds every operation whose event names the customer and erases its personal data: the signed "
                                "bodies, the rendered content and the targets' details. Steps, states, references and decisions "
                                "stay, and the chain still verifies. The chain records the erasure, never whom it was about."),
                             this);
    intro->setWordWrap(true);
    m_customer = new QLineEdit(this);
    m_customer->setObjectName(QStringLiteral("eraseCustomer"));
    m_customer->setPlaceholderText(tr("customer@example.org, or a Shopify customer id"));
    m_customer->setClearButtonEnabled(true);
    nameClearButton(m_customer);
    m_shop = new QLineEdit(this);
    m_shop->setObjectName(QStringLiteral("eraseShop"));
    m_shop->setPlaceholderText(tr("example.myshopify.com (with a customer id only)"));
    m_find = new QPushButton(tr("&Find"), this);
    m_find->setObjectName(QStringLiteral("eraseFind"));
    m_found = new QStandardItemModel(0, 2, this);
    m_found->setHorizontalHeaderLabels({tr("Operation"), tr("State")});
    m_table = new QTableView(this);
    m_table->setModel(m_found);
    m_table->setAccessibleName(tr("Operations holding the customer's data"));
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("eraseStatus"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_rationale = new QLineEdit(this);
    m_rationale->setObjectName(QStringLiteral("eraseRationale"));
    m_rationale->setPlaceholderText(tr("The request's ticket or order number — never the customer's address"));
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_erase = m_buttons->addButton(tr("&Erase…"), QDialogButtonBox::ActionRole);
    m_erase->setObjectName(QStringLiteral("eraseErase"));

    auto *form = new QFormLayout;
    form->addRow(tr("&Customer:"), m_customer);
    form->addRow(tr("&Shop:"), m_shop);
    auto *findRow = new QHBoxLayout;
    findRow->addStretch();
    findRow->addWidget(m_find);
    auto *rationaleForm = new QFormLayout;
    rationaleForm->addRow(tr("&Rationale:"), m_rationale);
    if (!m_reviewer.isEmpty()) {
        auto *who = new QLabel(m_reviewer, this);
        who->setTextFormat(Qt::PlainText);
        rationaleForm->addRow(tr("Reviewer:"), who);
    }
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addLayout(findRow);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_status);
    layout->addLayout(rationaleForm);
    layout->addWidget(m_buttons);

    connect(m_find, &QPushButton::clicked, this, &EraseDialog::find);
    connect(m_customer, &QLineEdit::returnPressed, this, &EraseDialog::find);
    connect(m_shop, &QLineEdit::returnPressed, this, &EraseDialog::find);
    connect(m_customer, &QLineEdit::textEdited, this, &EraseDialog::forgetFound);
    connect(m_shop, &QLineEdit::textEdited, this, &EraseDialog::forgetFound);
    connect(m_rationale, &QLineEdit::textChanged, this, &EraseDialog::updateButtons);
    connect(m_erase, &QPushButton::clicked, this, &EraseDialog::askAndErase);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(client, &LedgerClient::subjectFound, this, &EraseDialog::showFound);
    connect(client, &LedgerClient::erased, this, &EraseDialog::showErased);

    if (!m_notAllowed.isEmpty())
        say(m_notAllowed, true);
    updateButtons();
    resize(620, 460);
    m_customer->setFocus();
}

QString EraseDialog::statusText() const { return m_status->text(); }

void EraseDialog::reject()
{
    // An erasure on its way is waited for: its outcome is said here.
    if (m_eraseTicket != 0)
        return;
    QDialog::reject();
}

void EraseDialog::say(const QString &text, bool problem)
{
    m_status->setText(text);
    // As a decision dialog says a refusal: in its red, bold.
    m_status->setStyleSheet(problem ? QStringLiteral("QLabel { color: #b3261e; font-weight: bold; }") : QString());
}

void EraseDialog::updateButtons()
{
    const bool busy = m_findTicket != 0 || m_eraseTicket != 0;
    m_find->setEnabled(!busy && !m_done);
    m_customer->setReadOnly(busy || m_done);
    m_buttons->button(QDialogButtonBox::Close)->setEnabled(m_eraseTicket == 0);
    m_shop->setReadOnly(busy || m_done);
    m_rationale->setReadOnly(busy || m_done);
    const bool can = m_notAllowed.isEmpty() && m_hasMatch && !busy && !m_done && !m_rationale->text().trimmed().isEmpty();
    m_erase->setEnabled(can);
    if (!m_notAllowed.isEmpty())
        m_erase->setToolTip(m_notAllowed);
    else if (!m_hasMatch)
        m_erase->setToolTip(tr("Find the customer's operations first; all of them must be resolved."));
    else if (m_rationale->text().trimmed().isEmpty())
        m_erase->setToolTip(tr("Give a rationale: it is recorded with the erasure."));
    else
        m_erase->setToolTip(QString());
}

void EraseDialog::forgetFound()
{
    if (m_done)
        return;
    m_found->removeRows(0, m_found->rowCount());
    m_identifiers.clear();
    m_hasMatch = false;
    if (m_notAllowed.isEmpty())
        say(QString(), false);
    updateButtons();
}

void EraseDialog::find()
{
    if (m_findTicket != 0 || m_eraseTicket != 0 || m_done)
        return;
    forgetFound();
    const QString customer = m_customer->text().trimmed();
    QStringList identifiers;
    if (const QString email = Subjects::emailIdentifier(customer); !email.isEmpty())
        identifiers = {email};
    else if (const QString id = Subjects::shopifyCustomerIdentifier(m_shop->text().trimmed(), customer); !id.isEmpty())
        identifiers = {id};
    if (identifiers.isEmpty()) {
        say(tr("Type the customer's e-mail address, or their Shopify customer id and the shop's domain."), true);
        Q_EMIT searched();
        return;
    }
    m_identifiers = identifiers;
    say(tr("Looking…"), false);
    m_findTicket = m_client->findSubject(identifiers);
    updateButtons();
}

void EraseDialog::showFound(quint64 ticket, const SubjectMatchResult &result)
{
    if (ticket != m_findTicket)
        return;
    m_findTicket = 0;
    if (!result) {
        m_identifiers.clear();
        say(tr("The ledger could not be searched: %1").arg(result.error().message), true);
    } else {
        const SubjectMatch &match = *result;
        // What stands in the way first.
        QStringList ordered = match.unresolved;
        for (const QString &id : match.operations)
            if (!match.unresolved.contains(id))
                ordered << id;
        for (const QString &id : std::as_const(ordered)) {
            const bool open = match.unresolved.contains(id);
            auto *idItem = new QStandardItem(id);
            idItem->setToolTip(id);
            auto *stateItem = new QStandardItem(open ? tr("Not resolved yet") : tr("Resolved"));
            m_found->appendRow({idItem, stateItem});
        }
        QStringList open;
        for (const QString &id : match.unresolved)
            open << shortId(id);
        if (match.operations.isEmpty() && match.events.isEmpty()) {
            say(tr("Runledger holds nothing on this customer."), false);
        } else if (!open.isEmpty()) {
            say(tr("%n operation(s) of this customer are not resolved yet (%1): complete or abandon them first, then erase.", nullptr,
                   int(open.size()))
                    .arg(open.join(QStringLiteral(", "))),
                true);
        } else {
            m_hasMatch = true;
            say(tr("%n operation(s) and %1 event(s) hold this customer's data.", nullptr, int(match.operations.size()))
                    .arg(match.events.size()),
                false);
        }
    }
    updateButtons();
    Q_EMIT searched();
}

void EraseDialog::askAndErase()
{
    if (!m_erase->isEnabled())
        return;
    QMessageBox ask(QMessageBox::Warning, tr("Erase a customer's data"),
                    m_found->rowCount() > 0
                        ? tr("Erase the personal data of %n operation(s)? This cannot be undone.", nullptr, m_found->rowCount())
                        : tr("Erase the personal data of the customer's events? This cannot be undone."),
                    QMessageBox::NoButton, this);
    ask.setObjectName(QStringLiteral("confirmErase"));
    ask.setInformativeText(tr("Backups taken before keep it: after restoring one, erase again."));
    QPushButton *yes = ask.addButton(tr("Erase"), QMessageBox::DestructiveRole);
    ask.addButton(QMessageBox::Cancel);
    ask.setDefaultButton(QMessageBox::Cancel);
    ask.exec();
    if (ask.clickedButton() != yes)
        return;
    say(tr("Erasing…"), false);
    m_eraseTicket = m_client->erase(m_identifiers, m_reviewer, m_rationale->text().trimmed());
    updateButtons();
}

void EraseDialog::showErased(quint64 ticket, const ErasureOutcome &result)
{
    if (ticket != m_eraseTicket)
        return;
    m_eraseTicket = 0;
    if (!result) {
        // Refused (a rationale with an address, an operation running again)
        // or failed: nothing was erased; the text stays to be corrected.
        say(result.error().kind == LedgerError::Kind::Refused ? tr("Refused: %1").arg(result.error().message)
                                                              : tr("Nothing was erased: %1").arg(result.error().message),
            true);
        updateButtons();
        Q_EMIT erasureFinished(false);
        return;
    }
    m_done = true;
    say(tr("Erased: %1 rows (%2 bytes) of personal data, recorded as chain entry %3.")
            .arg(result->rows)
            .arg(result->bytes)
            .arg(result->decisionSeq),
        false);
    updateButtons();
    m_buttons->button(QDialogButtonBox::Close)->setFocus();
    Q_EMIT erasureFinished(true);
}

} // namespace rl::ui
