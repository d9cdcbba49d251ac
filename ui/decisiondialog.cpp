// SPDX-License-Identifier: GPL-3.0-or-later
#include "decisiondialog.h"

#include "decisionactions.h"

#include "detailmodels.h"
#include "ids.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QJsonDocument>
#include <QKeyEvent>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace rl::ui {

using models::DecisionAction;

QString DecisionDialog::actionTitle(DecisionAction action)
{
    return QCoreApplication::translate("rl::ui::DecisionDialog", models::infoOf(action).title);
}

QString DecisionDialog::shortTitle(DecisionAction action)
{
    return QCoreApplication::translate("rl::ui::DecisionDialog", models::infoOf(action).buttonText);
}

DecisionDialog::DecisionDialog(DecisionAction action, Context context, QWidget *parent)
    : QDialog(parent)
    , m_action(action)
    , m_context(std::move(context))
{
    setWindowTitle(actionTitle(action));
    auto *layout = new QVBoxLayout(this);
    m_followsLookup = m_context.lookedUp && (action == DecisionAction::Adopt || action == DecisionAction::ConfirmNotExecuted);
    m_what = new QLabel(this);
    m_what->setObjectName(QStringLiteral("whatItDoes"));
    m_what->setWordWrap(true);
    m_what->setTextFormat(Qt::RichText);
    layout->addWidget(m_what);
    if (!m_context.lookedAtBy.isEmpty()) {
        // Who holds what (docs/console.md): another reviewer may be deciding on it now.
        auto *claimed = new QLabel(tr("<b>%1</b> Agree with them before you decide: the first decision recorded wins, and yours may "
                                      "then be refused.")
                                       .arg(m_context.lookedAtBy.toHtmlEscaped()),
                                   this);
        claimed->setObjectName(QStringLiteral("lookedAtBy"));
        claimed->setWordWrap(true);
        claimed->setTextFormat(Qt::RichText);
        claimed->setAccessibleName(tr("Another reviewer is looking at this operation"));
        layout->addWidget(claimed);
    }

    auto *form = new QFormLayout;
    if (!m_context.request.isEmpty()) {
        auto *request = new QLabel(m_context.request, this);
        request->setObjectName(QStringLiteral("request"));
        request->setWordWrap(true);
        request->setTextFormat(Qt::PlainText);
        request->setTextInteractionFlags(Qt::TextSelectableByMouse);
        form->addRow(tr("The request:"), request);
    }
    // What the target said just now, kept up to date by "Look again".
    m_lookup = new QLabel(this);
    m_lookup->setObjectName(QStringLiteral("lookup"));
    m_lookup->setWordWrap(true);
    m_lookup->setTextFormat(Qt::PlainText);
    form->addRow(tr("Lookup:"), m_lookup);
    m_holds = new QLabel(this);
    m_holds->setObjectName(QStringLiteral("targetHolds"));
    m_holds->setWordWrap(true);
    m_holds->setTextFormat(Qt::PlainText);
    form->addRow(tr("The target holds:"), m_holds);
    const models::DecisionField field = models::infoOf(action).field;
    if (field == models::DecisionField::TargetRecord || m_followsLookup) {
        // The records the target itself returned; a typed id is checked against them.
        m_record = new QComboBox(this);
        m_record->setObjectName(QStringLiteral("targetRecord"));
        m_record->setEditable(true);
        m_record->addItems(m_context.foundRecords);
        m_record->lineEdit()->setPlaceholderText(tr("for example task_000123"));
        m_record->setAccessibleName(tr("Target record id"));
        m_record->lineEdit()->setAccessibleName(tr("Target record id"));
        form->addRow(tr("Target record &id:"), m_record);
        connect(m_record, &QComboBox::currentTextChanged, this, &DecisionDialog::validate);
    }
    if (field == models::DecisionField::Assignee) {
        m_value = new QLineEdit(this);
        m_value->setPlaceholderText(tr("reviewer's name"));
        form->addRow(tr("Assign &to:"), m_value);
        connect(m_value, &QLineEdit::textChanged, this, &DecisionDialog::validate);
    }
    if (field == models::DecisionField::NotExecutedCheck || m_followsLookup) {
        m_signs = new QLabel(m_context.signs.isEmpty()
                                 ? tr("Nothing recorded suggests that the step ran.")
                                 : tr("What suggests it may have run:<ul><li>%1</li></ul>")
                                       .arg(m_context.signs.join(QStringLiteral("</li><li>")).toHtmlEscaped()
                                                .replace(QStringLiteral("&lt;/li&gt;&lt;li&gt;"), QStringLiteral("</li><li>"))),
                             this);
        m_signs->setObjectName(QStringLiteral("signs"));
        m_signs->setWordWrap(true);
        m_signs->setTextFormat(Qt::RichText);
        form->addRow(tr("Evidence:"), m_signs);
        m_confirm = new QCheckBox(checkedTheTargetText(), this);
        // Ticked with a click or its Alt key, the focus staying in the rationale being typed.
        m_confirm->setFocusPolicy(Qt::TabFocus);
        form->addRow(QString(), m_confirm);
        connect(m_confirm, &QCheckBox::toggled, this, &DecisionDialog::validate);
        // One decision per intent: confirming is nearly always done to send
        // the step again; both are recorded, each as its own ledger entry.
        m_thenRetry = new QCheckBox(thenRetryText(), this);
        m_thenRetry->setObjectName(QStringLiteral("thenRetry"));
        m_thenRetry->setChecked(true);
        m_thenRetry->setFocusPolicy(Qt::TabFocus);
        form->addRow(QString(), m_thenRetry);
    }
    if (field == models::DecisionField::ContentVersion) {
        m_version = new QSpinBox(this);
        const int latest = m_context.versions.isEmpty() ? 1 : m_context.versions.last().version;
        m_version->setRange(1, latest);
        m_version->setValue(latest);
        form->addRow(tr("Content &version:"), m_version);
        // Every version's approval, then the chosen one as the recipient will see it.
        QStringList statuses;
        for (const models::ContentVersion &v : m_context.versions)
            statuses << models::contentStatusText(v).toHtmlEscaped();
        if (!statuses.isEmpty()) {
            auto *status = new QLabel(statuses.join(QStringLiteral("<br>")), this);
            status->setObjectName(QStringLiteral("versionStatus"));
            status->setTextFormat(Qt::RichText);
            form->addRow(tr("Versions:"), status);
        }
        m_preview = new QTextBrowser(this);
        m_preview->setObjectName(QStringLiteral("recipientView"));
        m_preview->setAccessibleName(tr("The content as the recipient will see it"));
        m_preview->setFocusPolicy(Qt::NoFocus); // Tab goes on to the rationale
        m_preview->setMinimumHeight(160);
        form->addRow(tr("As the recipient\nwill see it:"), m_preview);
        connect(m_version, &QSpinBox::valueChanged, this, &DecisionDialog::showVersion);
        showVersion(m_version->value());
    }
    if (field == models::DecisionField::NewContent)
        addContentEditor(form);
    m_rationale = new QPlainTextEdit(this);
    m_rationale->setAccessibleName(tr("Rationale"));
    m_rationale->setPlaceholderText(rationaleExample(action));
    m_rationale->setTabChangesFocus(true);
    form->addRow(tr("&Rationale:"), m_rationale);
    layout->addLayout(form);
    m_form = form;
    connect(m_rationale, &QPlainTextEdit::textChanged, this, &DecisionDialog::validate);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Record decision"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &DecisionDialog::record);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &DecisionDialog::reject);
    // A refusal is said here, above the buttons; the dialog and its text stay.
    m_refusal = new QLabel(this);
    m_refusal->setObjectName(QStringLiteral("refusal"));
    m_refusal->setAccessibleName(tr("Why the decision was not recorded"));
    m_refusal->setWordWrap(true);
    m_refusal->setTextFormat(Qt::PlainText);
    m_refusal->setStyleSheet(QStringLiteral("QLabel { color: #b3261e; font-weight: bold; }"));
    m_refusal->hide();
    layout->addWidget(m_refusal);
    layout->addWidget(m_buttons);
    m_lookup->setText(tr("The target says just now: %1").arg(m_context.lookupSummary));
    m_holds->setText(m_context.targetHolds.join(QLatin1Char('\n')));
    offerWhatWasFound();
    // The first text still to fill in has the focus: where the object of the
    // decision is prefilled (the record the target found, the content, the
    // version), that is the rationale, so typing never replaces it. A box to
    // tick ("I checked the target") is ticked by a click or its Alt key
    // without taking the focus from the text. Tab goes down the form to
    // "Record decision" before "Cancel"; Ctrl+Enter records.
    QWidget *first = m_rationale;
    if (m_record && !m_record->isHidden() && m_record->currentText().trimmed().isEmpty())
        first = m_record;
    else if (m_value && m_value->text().trimmed().isEmpty())
        first = m_value;
    first->setFocus();
    for (QWidget *w : findChildren<QWidget *>())
        w->installEventFilter(this);
    // Wider where content is shown, and never taller than a 1280 × 720 screen
    // leaves room for (the text fields shrink first).
    const int width = field == models::DecisionField::ContentVersion || field == models::DecisionField::NewContent ? 760 : 560;
    resize(width, std::min(layout->heightForWidth(width) > 0 ? layout->heightForWidth(width) : sizeHint().height(), 660));
}

QString DecisionDialog::whatText() const
{
    QString effect = m_context.effect;
    if (m_followsLookup)
        effect = m_action == DecisionAction::Adopt ? m_context.adoptEffect : m_context.confirmEffect;
    return tr("<b>Operation %1</b><br>%2<br><br><b>This decision:</b> %3<br>It is recorded in the ledger "
              "with your name, %4, and cannot be changed afterwards.")
        .arg(models::shortId(m_context.operationId).toHtmlEscaped(), m_context.summary.toHtmlEscaped(), effect.toHtmlEscaped(),
             m_context.reviewer.toHtmlEscaped());
}

void DecisionDialog::offerWhatWasFound()
{
    // docs/console.md, "A lookup leads to its decision": a record found under
    // the step's reference is adopted (the one found is the default button),
    // none found is confirmed not executed; the other's fields are gone.
    if (m_followsLookup)
        m_action = m_context.foundRecords.isEmpty() ? DecisionAction::ConfirmNotExecuted : DecisionAction::Adopt;
    const bool adopt = m_action == DecisionAction::Adopt;
    const bool confirm = m_action == DecisionAction::ConfirmNotExecuted;
    setWindowTitle(actionTitle(m_action));
    m_what->setText(whatText());
    m_form->setRowVisible(m_lookup, !m_context.lookupSummary.isEmpty() || m_lookAgain);
    m_form->setRowVisible(m_holds, !m_context.targetHolds.isEmpty());
    if (m_record)
        m_form->setRowVisible(m_record, adopt);
    for (QWidget *w : {static_cast<QWidget *>(m_signs), static_cast<QWidget *>(m_confirm), static_cast<QWidget *>(m_thenRetry)}) {
        if (w)
            m_form->setRowVisible(w, confirm);
    }
    if (m_confirm && !confirm)
        m_confirm->setChecked(false); // "it holds no record" is never sent with a record found
    validate();
}

void DecisionDialog::setLookAgain(std::function<void()> lookAgain)
{
    m_lookAgainWith = std::move(lookAgain);
    if (!m_lookAgain) {
        m_lookAgain = m_buttons->addButton(lookAgainText(), QDialogButtonBox::ActionRole);
        m_lookAgain->setObjectName(QStringLiteral("lookAgain"));
        m_lookAgain->setToolTip(tr("Look the step up at the target again by its reference (read-only); what you typed is kept."));
        m_lookAgain->setAutoDefault(false);
        m_buttons->button(QDialogButtonBox::Ok)->setDefault(true);
        m_lookAgain->installEventFilter(this);
        connect(m_lookAgain, &QPushButton::clicked, this, [this] {
            if (!m_lookAgainWith || m_recording)
                return;
            m_lookAgain->setEnabled(false);
            m_lookup->setText(tr("Looking the step up at the target…"));
            m_rationale->setFocus(Qt::OtherFocusReason);
            m_lookAgainWith();
        });
    }
    offerWhatWasFound();
}

void DecisionDialog::lookedUp(const QString &summary, const QStringList &foundRecords, const QStringList &targetHolds)
{
    m_context.lookupSummary = summary;
    m_context.foundRecords = foundRecords;
    m_context.targetHolds = targetHolds;
    m_lookup->setText(tr("The target says just now: %1").arg(summary));
    m_holds->setText(targetHolds.join(QLatin1Char('\n')));
    if (m_record) {
        const QString typed = m_record->currentText().trimmed();
        const QSignalBlocker quiet(m_record);
        m_record->clear();
        m_record->addItems(foundRecords);
        // One record: that one; several: the reviewer picks (a duplicate at the target).
        m_record->setCurrentText(foundRecords.size() == 1 ? foundRecords.first()
                                 : foundRecords.contains(typed)  ? typed
                                                                 : QString());
    }
    if (m_lookAgain)
        m_lookAgain->setEnabled(true);
    m_refusal->hide(); // a refusal that asked to look again has been answered
    offerWhatWasFound();
}

void DecisionDialog::couldNotLookAgain(const QString &why)
{
    m_lookup->setText(tr("Could not look again: %1 (the target's last answer: %2)").arg(why, m_context.lookupSummary));
    if (m_lookAgain)
        m_lookAgain->setEnabled(true);
}

void DecisionDialog::record()
{
    if (m_recording || !m_buttons->button(QDialogButtonBox::Ok)->isEnabled())
        return;
    if (!m_recorder)
        return accept();
    m_recording = true;
    m_refusal->hide();
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(false);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Recording…"));
    if (m_lookAgain)
        m_lookAgain->setEnabled(false);
    m_recorder(request());
}

void DecisionDialog::refused(const QString &reason)
{
    m_recording = false;
    if (m_lookAgain)
        m_lookAgain->setEnabled(true);
    validate();
    m_refusal->setText(tr("Not recorded: %1").arg(reason));
    m_refusal->show();
    m_rationale->setFocus();
}

bool DecisionDialog::thenRetry() const
{
    return m_action == DecisionAction::ConfirmNotExecuted && m_thenRetry && m_thenRetry->isChecked();
}

bool DecisionDialog::hasTypedText() const
{
    if (!m_rationale->toPlainText().trimmed().isEmpty())
        return true;
    if (m_value && !m_value->text().trimmed().isEmpty())
        return true;
    for (const auto &[key, field] : m_fields) {
        const auto *line = qobject_cast<const QLineEdit *>(field.first);
        const auto *text = qobject_cast<const QPlainTextEdit *>(field.first);
        if ((line && line->text() != field.second) || (text && text->toPlainText() != field.second))
            return true;
    }
    return false;
}

void DecisionDialog::reject()
{
    if (m_recording)
        return; // the ledger's answer is on its way
    if (hasTypedText()) {
        QMessageBox ask(QMessageBox::Question, tr("Discard this decision?"),
                        tr("What you typed is not recorded and will be lost."), QMessageBox::NoButton, this);
        QPushButton *discard = ask.addButton(tr("&Discard"), QMessageBox::DestructiveRole);
        QPushButton *keep = ask.addButton(tr("&Keep editing"), QMessageBox::RejectRole);
        ask.setDefaultButton(keep);
        ask.setObjectName(QStringLiteral("discardDecision"));
        ask.exec();
        if (ask.clickedButton() != discard)
            return;
    }
    QDialog::reject();
}

QString DecisionDialog::rationaleExample(DecisionAction action)
{
    return QCoreApplication::translate("rl::ui::DecisionDialog", models::infoOf(action).rationalePrompt);
}

bool DecisionDialog::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) && (key->modifiers() & Qt::ControlModifier)) {
            if (m_buttons->button(QDialogButtonBox::Ok)->isEnabled())
                record();
            return true; // never a line break, never a cancel
        }
        // From the rationale (the last field) Tab goes to "Record decision",
        // not to "Cancel", whatever order the platform lays the buttons out in.
        if (key->key() == Qt::Key_Tab && key->modifiers() == Qt::NoModifier && m_buttons->button(QDialogButtonBox::Ok)->isEnabled()
            && (watched == m_rationale || watched == m_rationale->viewport())) {
            m_buttons->button(QDialogButtonBox::Ok)->setFocus(Qt::TabFocusReason);
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

QByteArray DecisionDialog::openContent() const
{
    return m_context.versions.isEmpty() ? QByteArray() : m_context.versions.last().body;
}

void DecisionDialog::showVersion(int version)
{
    const models::ContentVersion *shown = nullptr, *before = nullptr;
    for (const models::ContentVersion &v : m_context.versions) {
        if (v.version == version)
            shown = &v;
        if (v.version == version - 1)
            before = &v;
    }
    if (!shown)
        return m_preview->setHtml(tr("<i>Version %1 is not known.</i>").arg(version));
    m_preview->setHtml(models::contentVersionHtml(*shown, before));
}

QString DecisionDialog::checkedTheTargetText() { return tr("&I checked the target: it holds no record of this step."); }

QString DecisionDialog::thenRetryText()
{
    return tr("&Then send the step again (with the same reference; nothing else is repeated)");
}

QString DecisionDialog::lookAgainText() { return tr("&Look again"); }

QString DecisionDialog::fieldLabel(const QString &key)
{
    if (key == QLatin1String("to"))
        return tr("Recipient:");
    if (key == QLatin1String("subject"))
        return tr("Subject:");
    if (key == QLatin1String("body"))
        return tr("Text:");
    return tr("%1:").arg(key);
}

void DecisionDialog::addContentEditor(QFormLayout *form)
{
    // The content as the step kind's fields, never as raw JSON; the reference
    // is the new step's own and is set by the ledger.
    const QJsonObject o = QJsonDocument::fromJson(openContent()).object();
    auto *note = new QLabel(tr("Content of the open step (edited content needs its own approval):"), this);
    form->addRow(note);
    // In the order a recipient reads them: to, subject, text, then anything else.
    QStringList keys{QStringLiteral("to"), QStringLiteral("subject"), QStringLiteral("body")};
    keys.erase(std::remove_if(keys.begin(), keys.end(), [&](const QString &k) { return !o.contains(k); }), keys.end());
    for (const QString &k : o.keys()) {
        if (!keys.contains(k) && k != QLatin1String("reference"))
            keys << k;
    }
    for (const QString &key : std::as_const(keys)) {
        const auto it = o.constFind(key);
        const QString text = it.value().isString() ? it.value().toString() : it.value().toVariant().toString();
        QWidget *editor = nullptr;
        if (it.key() == QLatin1String("body")) {
            auto *e = new QPlainTextEdit(text, this);
            e->setTabChangesFocus(true);
            e->setMinimumHeight(80);
            connect(e, &QPlainTextEdit::textChanged, this, &DecisionDialog::validate);
            editor = e;
        } else {
            auto *e = new QLineEdit(text, this);
            connect(e, &QLineEdit::textChanged, this, &DecisionDialog::validate);
            editor = e;
        }
        editor->setAccessibleName(fieldLabel(it.key()));
        form->addRow(fieldLabel(it.key()), editor);
        m_fields.emplace(it.key(), std::pair{editor, text});
    }
    m_contentStatus = new QLabel(this);
    m_contentStatus->setWordWrap(true);
    m_contentStatus->setTextFormat(Qt::RichText);
    form->addRow(m_contentStatus);
}

QByteArray DecisionDialog::editedContent() const
{
    QJsonObject o = QJsonDocument::fromJson(openContent()).object();
    for (const auto &[key, field] : m_fields) {
        const QString text = qobject_cast<QPlainTextEdit *>(field.first) ? qobject_cast<QPlainTextEdit *>(field.first)->toPlainText()
                                                                        : qobject_cast<QLineEdit *>(field.first)->text();
        o.insert(key, text);
    }
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

void DecisionDialog::validate()
{
    QString problem;
    if (m_rationale->toPlainText().trimmed().isEmpty() && m_action != DecisionAction::Reconcile)
        problem = tr("Every decision needs a rationale.");
    if (m_value && m_value->text().trimmed().isEmpty())
        problem = tr("Name the reviewer who becomes responsible.");
    const bool adopt = m_record && m_action == DecisionAction::Adopt;
    if (adopt && m_record->currentText().trimmed().isEmpty())
        problem = m_context.foundRecords.size() > 1
            ? tr("The target holds %n records under this step's reference: choose the step's own to adopt.", nullptr,
                 int(m_context.foundRecords.size()))
            : tr("Name the target's record to adopt.");
    else if (adopt && !m_context.foundRecords.isEmpty() && !m_context.foundRecords.contains(m_record->currentText().trimmed()))
        problem = tr("The target did not return %1 for this step's reference.").arg(m_record->currentText().trimmed());
    if (m_confirm && m_action == DecisionAction::ConfirmNotExecuted && !m_confirm->isChecked())
        problem = tr("Confirm that you checked the target.");
    if (m_contentStatus) {
        const QByteArray edited = editedContent();
        const QString contentError = models::contentProblem(m_context.stepKind, edited);
        const QJsonObject editedFields = QJsonDocument::fromJson(edited).object();
        QStringList changes;
        for (const auto &[key, field] : m_fields) {
            const QJsonValue now = editedFields.value(key);
            if (now.toString() != field.second)
                changes << tr("<b>%1</b> %2 → %3").arg(fieldLabel(key).toHtmlEscaped(), field.second.toHtmlEscaped(),
                                                        now.toString().toHtmlEscaped());
        }
        if (!contentError.isEmpty()) {
            m_contentStatus->setText(tr("<span style='color:#b00020'>Cannot be sent: %1</span>").arg(contentError.toHtmlEscaped()));
            problem = tr("The content cannot be sent: %1").arg(contentError);
        } else {
            m_contentStatus->setText(changes.isEmpty() ? tr("Unchanged: the new operation sends the same content under a new reference.")
                                                       : tr("Changes (need their own approval):<br>%1").arg(changes.join(QStringLiteral("<br>"))));
        }
    }
    const bool ok = problem.isEmpty();
    // What the button does, in its words: the record found is adopted by name.
    QPushButton *button = m_buttons->button(QDialogButtonBox::Ok);
    if (m_recording)
        button->setText(tr("Recording…"));
    else if (adopt && m_followsLookup && !m_record->currentText().trimmed().isEmpty())
        button->setText(tr("Adopt %1").arg(m_record->currentText().trimmed()));
    else
        button->setText(tr("Record decision"));
    button->setEnabled(ok && !m_recording);
    m_buttons->button(QDialogButtonBox::Ok)->setToolTip(problem);
}

models::DecisionRequest DecisionDialog::request() const
{
    models::DecisionRequest r;
    r.operationId = m_context.operationId;
    r.reviewer = m_context.reviewer;
    r.rationale = m_rationale->toPlainText().trimmed();
    r.action = m_action;
    if (m_record && m_action == DecisionAction::Adopt)
        r.adoptReference = m_record->currentText().trimmed();
    if (m_value && m_action == DecisionAction::Assign)
        r.assignTo = m_value->text().trimmed();
    if (m_version)
        r.contentVersion = m_version->value();
    if (m_confirm && m_action == DecisionAction::ConfirmNotExecuted)
        r.confirmedNotExecuted = m_confirm->isChecked();
    if (!m_fields.empty()) {
        const QByteArray edited = editedContent();
        if (edited != QJsonDocument(QJsonDocument::fromJson(openContent()).object()).toJson(QJsonDocument::Compact))
            r.newContent = edited;
    }
    return r;
}

} // namespace rl::ui
