// SPDX-License-Identifier: GPL-3.0-or-later
#include "acceptancedialog.h"

#include "acceptance/reportwriter.h"
#include "pdf/pdfrender.h"
#include "columnfit.h"
#include "stateicons.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QDesktopServices>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QUrl>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QRadioButton>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace rl::ui {

AcceptanceDialog::AcceptanceDialog(const QString &reviewer, const app::Configuration *targets, QWidget *parent)
    : QDialog(parent)
{
    // The console has Qt GUI: its PDFs are laid out in its own process.
    app::ReportWriter::setPdfRenderer(&app::renderPdf);
    setWindowTitle(tr("Run acceptance test"));
    auto *form = new QFormLayout;
    m_simulation = new QRadioButton(tr("Built-in simulation (faults made on purpose, every effect counted)"), this);
    m_simulation->setChecked(true);
    const QStringList runnable = targets ? app::AcceptanceRun::configuredTargets(*targets) : QStringList();
    if (!runnable.isEmpty())
        m_targets = *targets;
    m_configured = new QRadioButton(runnable.isEmpty() ? tr("Configured targets")
                                                       : tr("Configured targets: %1 and %2").arg(runnable.at(0), runnable.at(1)),
                                    this);
    m_configured->setEnabled(!runnable.isEmpty());
    m_configured->setToolTip(runnable.isEmpty()
                                 ? tr("The console's configuration has no CRM and mail target to run against. Choose one with "
                                      "File → Configuration….")
                                 : tr("Runs the cases that need no fault made on purpose and counts the effects by looking "
                                      "them up; use staging accounts, since real tasks and e-mails are created."));
    form->addRow(tr("Targets:"), m_simulation);
    form->addRow(QString(), m_configured);
    m_reviewer = new QLineEdit(reviewer, this);
    m_reviewer->setAccessibleName(tr("Reviewer"));
    form->addRow(tr("&Reviewer:"), m_reviewer);

    m_results = new QStandardItemModel(0, 4, this);
    m_results->setHorizontalHeaderLabels({tr("Case"), tr("Result"), tr("Effects (expected / observed)"), tr("Why")});
    m_table = new QTableView(this);
    m_table->setModel(m_results);
    m_table->setAccessibleName(tr("Acceptance results"));
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_preview = new QTextBrowser(this);
    m_preview->setAccessibleName(tr("Report preview"));
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_table);
    split->addWidget(m_preview);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_run = buttons->addButton(tr("&Run the six cases"), QDialogButtonBox::ActionRole);
    const QList<std::pair<QString, QString>> formats{{QStringLiteral("pdf"), tr("PDF (*.pdf)")}, {QStringLiteral("html"), tr("HTML (*.html)")},
                                                     {QStringLiteral("csv"), tr("CSV (*.csv)")}, {QStringLiteral("json"), tr("JSON (*.json)")}};
    for (const auto &[ext, filter] : formats) {
        auto *b = buttons->addButton(tr("Export %1…").arg(ext.toUpper()), QDialogButtonBox::ActionRole);
        b->setEnabled(false);
        connect(b, &QPushButton::clicked, this, [this, ext, filter] { exportAs(ext, filter); });
        m_exports.append(b);
    }
    connect(m_run, &QPushButton::clicked, this, &AcceptanceDialog::run);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    m_saved = new QLabel(this);
    m_saved->setObjectName(QStringLiteral("saved"));
    m_saved->setAccessibleName(tr("Export saved"));
    m_saved->setTextFormat(Qt::RichText);
    m_saved->setWordWrap(true);
    m_saved->hide();
    connect(m_saved, &QLabel::linkActivated, this,
            [](const QString &folder) { QDesktopServices::openUrl(QUrl::fromLocalFile(folder)); });

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(split, 1);
    layout->addWidget(m_saved);
    layout->addWidget(buttons);
    fitColumnTitles(m_table);
    resize(1000, 700);
}

AcceptanceDialog::~AcceptanceDialog() = default; // a run under way is cancelled after its case, and waited for

void AcceptanceDialog::run()
{
    if (m_reviewer->text().trimmed().isEmpty()) {
        QMessageBox::information(this, tr("Reviewer needed"), tr("The report names who ran it: enter your name first."));
        return;
    }
    if (m_worker)
        return; // one run at a time
    m_scratch = std::make_unique<QTemporaryDir>();
    app::AcceptanceWorker::Options options;
    options.run.ledgerPath = m_scratch->filePath(QStringLiteral("acceptance.sqlite"));
    options.run.reviewer = m_reviewer->text().trimmed();
    if (m_configured->isChecked() && m_targets)
        options.run.targets = *m_targets;
    // The cases run on their own thread; this dialog only hears what happened.
    m_worker = std::make_unique<app::AcceptanceWorker>(options);
    const int total = int(app::AcceptanceRun::caseIds().size());
    auto *progress = new QProgressDialog(tr("Running the acceptance cases…"), tr("Cancel"), 0, total, this);
    progress->setWindowModality(Qt::WindowModal);
    progress->setMinimumDuration(0);
    progress->setAutoClose(false);
    progress->setAutoReset(false);
    app::AcceptanceWorker *worker = m_worker.get();
    connect(progress, &QProgressDialog::canceled, this, [worker, progress] {
        worker->cancel();
        progress->setLabelText(tr("Cancelling after the case under way…"));
    });
    connect(worker, &app::AcceptanceWorker::caseStarted, progress, [progress, total](int index, const QString &id) {
        progress->setLabelText(tr("Case %1 of %2: %3").arg(index + 1).arg(total).arg(app::AcceptanceRun::caseTitle(id)));
    });
    connect(worker, &app::AcceptanceWorker::caseFinished, this, [this, progress](int index, const app::CaseResult &c) {
        progress->setValue(index + 1);
        auto *result = new QStandardItem(stateIcon(c.passed ? QStringLiteral("completed") : QStringLiteral("held")),
                                         c.passed ? tr("passed") : tr("FAILED"));
        m_results->appendRow({new QStandardItem(c.title), result,
                              new QStandardItem(tr("CRM %1 / %2 · e-mail %3 / %4").arg(c.expectedCrm).arg(c.observedCrm)
                                                    .arg(c.expectedMail).arg(c.observedMail)),
                              new QStandardItem(c.reason)});
        // Each case's name whole ("Same event delivered twice (and 20 times at
        // once)", "Zeitüberschreitung …"): the columns follow what they hold,
        // the last one (why) wraps.
        fitColumnsToContents(m_table, 480);
        m_table->resizeRowsToContents();
    });
    connect(worker, &app::AcceptanceWorker::finishedCases, this, [this, progress](const app::AcceptanceReport &report) {
        m_report = report;
        progress->deleteLater();
        m_preview->setHtml(QString::fromUtf8(app::ReportWriter::html(*m_report)));
        for (QPushButton *b : m_exports)
            b->setEnabled(true);
    });
    // The thread has ended (its sandbox and scratch ledger are gone): another run may start.
    connect(worker, &QThread::finished, this, [this] {
        m_worker.reset();
        m_scratch.reset();
        m_run->setEnabled(true);
        Q_EMIT runFinished();
    });
    m_run->setEnabled(false);
    m_results->removeRows(0, m_results->rowCount());
    m_worker->start();
}

bool AcceptanceDialog::useConfiguredTargets(bool configured)
{
    if (configured && !m_configured->isEnabled())
        return false;
    (configured ? m_configured : m_simulation)->setChecked(true);
    return true;
}

bool AcceptanceDialog::exportTo(const QString &path)
{
    QString error;
    if (!m_report || !app::ReportWriter::write(*m_report, path, &error)) {
        if (m_report)
            QMessageBox::warning(this, tr("Export failed"), error);
        return false;
    }
    // Said where it went, with a way there.
    const QFileInfo saved(path);
    m_saved->setText(tr("Saved to %1. <a href=\"%2\">Open folder</a>")
                         .arg(QDir::toNativeSeparators(saved.absoluteFilePath()).toHtmlEscaped(), saved.absolutePath().toHtmlEscaped()));
    m_saved->show();
    return true;
}

void AcceptanceDialog::exportAs(const QString &extension, const QString &filter)
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export acceptance report"),
                                                      QStringLiteral("runledger-acceptance.") + extension, filter);
    if (!path.isEmpty())
        exportTo(path);
}

} // namespace rl::ui
