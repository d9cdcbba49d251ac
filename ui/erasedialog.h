// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ledgerclient.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QStandardItemModel;
class QTableView;

namespace rl::ui {

// Privacy → Erase a customer's data (docs/personal-data.md, "Erasure on
// request"): finds every operation whose event names the customer (by e-mail,
// or by Shopify customer id and shop), shows them, and erases their personal
// data in one decision in the chain, recorded under the reviewer's name with
// the rationale and without the customer's identifier. Refused, naming them,
// while one of them is unresolved; on a team ledger only an approver erases
// (the database enforces it; the dialog says so first).
class EraseDialog final : public QDialog
{
    Q_OBJECT
public:
    EraseDialog(models::LedgerClient *client, const QString &reviewer, QWidget *parent = nullptr);

    QLineEdit *customerEdit() const { return m_customer; }
    QLineEdit *shopEdit() const { return m_shop; }
    QLineEdit *rationaleEdit() const { return m_rationale; }
    QPushButton *findButton() const { return m_find; }
    QPushButton *eraseButton() const { return m_erase; }
    QStandardItemModel *found() const { return m_found; }
    QString statusText() const;
    // Why erasing is not possible here at all (read-only ledger, no reviewer,
    // a team login without the approver's role); empty: it is.
    QString notAllowedReason() const { return m_notAllowed; }
    void reject() override;

Q_SIGNALS:
    void searched(); // the operations found (or why not) are shown
    void erasureFinished(bool erased);

private:
    void find();
    void showFound(quint64 ticket, const models::SubjectMatchResult &result);
    void askAndErase();
    void showErased(quint64 ticket, const models::ErasureOutcome &result);
    void forgetFound();
    void updateButtons();
    void say(const QString &text, bool problem);

    models::LedgerClient *m_client;
    QString m_reviewer;
    QString m_notAllowed;
    QStringList m_identifiers; // of the search shown
    bool m_hasMatch = false;   // something was found, all of it resolved
    bool m_done = false;
    quint64 m_findTicket = 0;
    quint64 m_eraseTicket = 0;
    QLineEdit *m_customer = nullptr;
    QLineEdit *m_shop = nullptr;
    QLineEdit *m_rationale = nullptr;
    QPushButton *m_find = nullptr;
    QPushButton *m_erase = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QStandardItemModel *m_found = nullptr;
    QTableView *m_table = nullptr;
    QLabel *m_status = nullptr;
};

} // namespace rl::ui
