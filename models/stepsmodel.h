// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rowsmodel.h"

namespace rl::models {

class StepsModel final : public RowsModel<StepRecord>
{
    Q_OBJECT
public:
    enum Column { Position, Kind, Target, State, TargetReference, Attempts, IdempotencyKey, ColumnCount };
    using RowsModel::RowsModel;
    void setSteps(QList<StepRecord> steps, const QDateTime &now);
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    static QString kindText(const QString &kind);
    static QString stateText(StepState s, HoldReason r);
    static QString confirmedText(const QString &verification);
    static QString deliveryText(const QString &delivery);

private:
    QDateTime m_now;
};

} // namespace rl::models
