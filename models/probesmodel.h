// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rowsmodel.h"

namespace rl::models {

// The last probe of each target: declared against observed.
class ProbesModel final : public RowsModel<ProbeRecord>
{
    Q_OBJECT
public:
    enum Column { Target, ProbedAt, Declared, Observed, Verdict, ColumnCount };
    using RowsModel::RowsModel;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
};

} // namespace rl::models
