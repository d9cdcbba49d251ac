// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ledgertypes.h"

#include <QDialog>
#include <functional>
#include <map>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTextBrowser;
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
        QString stepKind;       // the open step's kind (crm.create_task, email.send)
        QString oldReference;   // the open step's reference (replaced in new content)
        QStringList signs;      // confirm-not-executed: what says the step may have run
        QString lookupSummary;  // adopt, confirm-not-executed: what the lookup found just now
        QStringList foundRecords; // adopt: the records the lookup returned
        QStringList targetHolds;  // a voucher: what the target holds under its code, record by record
        QString lookedAtBy;       // another reviewer deciding on it now ("Rene is looking at this since 14:02")
        // Adopt and confirm-not-executed, looked up at the target as the
        // dialog opened: the lookup's answer decides which of the two it
        // offers (a record found: adopt it; none: confirm not executed), with
        // what each would do by the step rules.
        bool lookedUp = false;
        QString adoptEffect;
        QString confirmEffect;
        // Countersign, turn down, withdraw: the request decided on, as its
        // requester recorded it (who, when, what, and why).
        QString request;
        // Every content version of the open step, in order: approve-content
        // chooses among them; new-operation starts from the last.
        QList<models::ContentVersion> versions;
    };

    DecisionDialog(models::DecisionAction action, Context context, QWidget *parent = nullptr);

    models::DecisionRequest request() const;
    static QString actionTitle(models::DecisionAction action);
    static QString shortTitle(models::DecisionAction action); // for toolbars and menus
    static QString fieldLabel(const QString &contentKey);
    // The texts of the dialog's boxes and buttons that have a key of their
    // own (Alt + the marked letter, which differs by language): the keyboard
    // map reads the keys from them.
    static QString checkedTheTargetText();
    static QString thenRetryText();
    static QString lookAgainText();

    // new-operation: the edited fields as content (other keys kept, sorted).
    QByteArray editedContent() const;

    // The example shown in the rationale field, one per action.
    static QString rationaleExample(models::DecisionAction action);

    // Record decision hands the request to the recorder and the dialog stays
    // open until it is answered: accept() once recorded, refused() keeps it
    // open with the reason and everything typed. Without a recorder, Record
    // decision accepts at once.
    void setRecorder(std::function<void(const models::DecisionRequest &)> recorder) { m_recorder = std::move(recorder); }
    void refused(const QString &reason);
    bool isRecording() const { return m_recording; }
    // True when the reviewer typed or changed something a close would lose.
    bool hasTypedText() const;
    // Confirm not executed: the reviewer also approves a retry of the step.
    bool thenRetry() const;
    // The decision the dialog now offers: adopt or confirm-not-executed
    // follow the lookup's answer; every other action stays as opened.
    models::DecisionAction action() const { return m_action; }

    // "Look again": the lookup is asked for again, everything typed kept.
    void setLookAgain(std::function<void()> lookAgain);
    // What a lookup (again) found; the offer follows it.
    void lookedUp(const QString &summary, const QStringList &foundRecords, const QStringList &targetHolds);
    void couldNotLookAgain(const QString &why); // the last answer stays what is offered

public Q_SLOTS:
    void reject() override; // with typed text, asks first

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void validate();
    void record();
    void offerWhatWasFound(); // adopt or confirm-not-executed, from the lookup's answer
    QString whatText() const;
    QByteArray openContent() const; // the open step's latest content (empty: none)
    void addContentEditor(QFormLayout *form);

    models::DecisionAction m_action;
    bool m_followsLookup = false; // adopt or confirm-not-executed after a lookup
    Context m_context;
    QFormLayout *m_form = nullptr;
    QLabel *m_what = nullptr;
    QLabel *m_lookup = nullptr;  // what the target said just now
    QLabel *m_holds = nullptr;   // a voucher: what the target holds under its code
    QLabel *m_signs = nullptr;   // confirm-not-executed: what says it may have run
    QPushButton *m_lookAgain = nullptr;
    std::function<void()> m_lookAgainWith;
    QPlainTextEdit *m_rationale = nullptr;
    QLineEdit *m_value = nullptr;         // assignee
    QComboBox *m_record = nullptr;        // adopt: found records, or a typed id
    QSpinBox *m_version = nullptr;        // approve-content
    QTextBrowser *m_preview = nullptr;    // approve-content: the version as the recipient sees it
    void showVersion(int version);
    QCheckBox *m_confirm = nullptr;       // confirm-not-executed
    QCheckBox *m_thenRetry = nullptr;     // … and retry the step
    // new-operation: one editor per content field, with its original text
    std::map<QString, std::pair<QWidget *, QString>> m_fields;
    QLabel *m_contentStatus = nullptr;    // validation problem or the diff
    QDialogButtonBox *m_buttons = nullptr;
    QLabel *m_refusal = nullptr; // why the ledger refused the last try
    std::function<void(const models::DecisionRequest &)> m_recorder;
    bool m_recording = false;
};

} // namespace rl::ui
