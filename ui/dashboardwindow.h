// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ledgerclient.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QChartView;

namespace rl::ui {

// The running system's honest numbers for a chosen period: each count kept
// separate (docs/design.md rule 9), charted over time, exportable as CSV.
class DashboardWindow final : public QWidget
{
    Q_OBJECT
public:
    explicit DashboardWindow(models::LedgerClient *ledger, QWidget *parent = nullptr);

    // Asks the ledger's worker for the period's numbers; shown when they come.
    void refresh();
    QList<models::MetricsBucket> buckets() const { return m_buckets; }
    QString countsText() const;
    static QByteArray toCsv(const QList<models::MetricsBucket> &buckets);
    void setPeriodIndex(int index);

Q_SIGNALS:
    void refreshed();

private:
    void exportCsv();
    void showNumbers(quint64 ticket, const models::DashboardResult &result);

    models::LedgerClient *m_ledger;
    quint64 m_ticket = 0;
    QDateTime m_from, m_to;
    QComboBox *m_period = nullptr;
    QLabel *m_counts = nullptr;
    QChartView *m_activity = nullptr;
    QChartView *m_unresolved = nullptr;
    QChartView *m_recovery = nullptr;
    QList<models::MetricsBucket> m_buckets;
};

} // namespace rl::ui
