// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "acceptance/acceptanceworker.h"

#include <QDialog>

class QLineEdit;
class QRadioButton;
class QPushButton;
class QStandardItemModel;
class QTableView;
class QTemporaryDir;
class QTextBrowser;

class QLabel;

namespace rl::ui {

// Reports → Run acceptance test: runs the six cases against the built-in
// simulation or against the console's configured targets (the first CRM and
// mail target, as `runledgerctl acceptance --config` does), shows the results
// and a preview, and exports PDF, HTML, CSV and JSON.
class AcceptanceDialog final : public QDialog
{
    Q_OBJECT
public:
    // targets: the console's configuration (may be null: the simulation only).
    explicit AcceptanceDialog(const QString &reviewer, const app::Configuration *targets = nullptr, QWidget *parent = nullptr);
    ~AcceptanceDialog() override;

    // Starts the six cases on their own thread; runFinished() once they ran
    // (report() is set) and the thread has ended.
    void run();
    bool isRunning() const { return m_worker != nullptr; }
    const std::optional<app::AcceptanceReport> &report() const { return m_report; }
    QStandardItemModel *results() const { return m_results; }
    bool exportTo(const QString &path); // for tests and the export buttons
    // Runs against the configured targets instead of the simulation; false
    // when the configuration has no CRM and mail target to run against.
    bool useConfiguredTargets(bool configured);

Q_SIGNALS:
    void runFinished();

private:
    void exportAs(const QString &extension, const QString &filter);

    QLineEdit *m_reviewer = nullptr;
    QRadioButton *m_simulation = nullptr;
    QRadioButton *m_configured = nullptr;
    std::optional<app::Configuration> m_targets; // a copy: the run outlives a File → Open
    QPushButton *m_run = nullptr;
    QList<QPushButton *> m_exports;
    QStandardItemModel *m_results = nullptr;
    QTableView *m_table = nullptr;
    QTextBrowser *m_preview = nullptr;
    QLabel *m_saved = nullptr; // where the last export went, with "Open folder"
    std::optional<app::AcceptanceReport> m_report;
    std::unique_ptr<QTemporaryDir> m_scratch;         // the run's ledger, while it runs
    std::unique_ptr<app::AcceptanceWorker> m_worker; // last: stopped before the rest goes
};

} // namespace rl::ui
