// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "acceptance/acceptancerun.h"

#include <QDialog>

class QLineEdit;
class QPushButton;
class QStandardItemModel;
class QTableView;
class QTextBrowser;

class QLabel;

namespace rl::ui {

// Reports → Run acceptance test: runs the six cases against a fresh sandbox,
// shows the results and a preview, and exports PDF, HTML, CSV and JSON.
class AcceptanceDialog final : public QDialog
{
    Q_OBJECT
public:
    explicit AcceptanceDialog(const QString &reviewer, QWidget *parent = nullptr);

    void run();
    const std::optional<app::AcceptanceReport> &report() const { return m_report; }
    QStandardItemModel *results() const { return m_results; }
    bool exportTo(const QString &path); // for tests and the export buttons

private:
    void exportAs(const QString &extension, const QString &filter);

    QLineEdit *m_reviewer = nullptr;
    QPushButton *m_run = nullptr;
    QList<QPushButton *> m_exports;
    QStandardItemModel *m_results = nullptr;
    QTableView *m_table = nullptr;
    QTextBrowser *m_preview = nullptr;
    QLabel *m_saved = nullptr; // where the last export went, with "Open folder"
    std::optional<app::AcceptanceReport> m_report;
};

} // namespace rl::ui
