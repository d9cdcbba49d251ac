// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rowsmodel.h"

namespace rl::models {

class DecisionsModel final : public RowsModel<Decision>
{
    Q_OBJECT
public:
    enum Column { Seq, DecidedAt, Reviewer, Action, Step, Rationale, Hash, ColumnCount };
    using RowsModel::RowsModel;
    // The decision in words; the stored code is its tooltip.
    static QString actionText(DecisionAction action);
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
};

} // namespace rl::models
