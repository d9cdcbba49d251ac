// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>
#include <memory>

class QListWidget;
class QTableView;
class QLineEdit;
class QLabel;
class QSortFilterProxyModel;
class QTimer;

namespace rl::models {
class Ledger;
class OperationsModel;
}

namespace rl::ui {

class MainWindow final : public QMainWindow
{
    Q_OBJECT
public:
    MainWindow(std::unique_ptr<models::Ledger> ledger, const QString &reviewer, QWidget *parent = nullptr);
    ~MainWindow() override;
    Q_DISABLE_COPY_MOVE(MainWindow)

    QTableView *operationsView() const { return m_table; }
    QListWidget *queueList() const { return m_queues; }
    models::OperationsModel *operationsModel() const { return m_model; }

public Q_SLOTS:
    void refreshIfChanged();

private:
    void applyQueue();
    void updateQueueCounts();

    std::unique_ptr<models::Ledger> m_ledger;
    QString m_reviewer;
    QListWidget *m_queues = nullptr;
    QTableView *m_table = nullptr;
    QLineEdit *m_search = nullptr;
    QLabel *m_reviewerLabel = nullptr;
    models::OperationsModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QTimer *m_poll = nullptr;
};

} // namespace rl::ui
