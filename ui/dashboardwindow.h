// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ledger.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QChartView;

namespace rl::ui {

// The running system's honest numbers for a chosen period: each count kept
// separate (DESIGN.md rule 9), charted over time, exportable as CSV.
class DashboardWindow final : public QWidget
{
    Q_OBJECT
public:
    explicit DashboardWindow(models::Ledger *ledger, QWidget *parent = nullptr);

    void refresh();
    QList<models::MetricsBucket> buckets() const { return m_buckets; }
    QString countsText() const;
    static QByteArray toCsv(const QList<models::MetricsBucket> &buckets);
    void setPeriodIndex(int index);

private:
    void exportCsv();

    models::Ledger *m_ledger;
    QComboBox *m_period = nullptr;
    QLabel *m_counts = nullptr;
    QChartView *m_activity = nullptr;
    QChartView *m_unresolved = nullptr;
    QChartView *m_recovery = nullptr;
    QList<models::MetricsBucket> m_buckets;
};

} // namespace rl::ui
