// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rowsmodel.h"

namespace rl::models {

class AttemptsModel final : public RowsModel<Attempt>
{
    Q_OBJECT
public:
    enum Column { AttemptId, Step, Started, Duration, OutcomeClass, HttpStatus, Error, ColumnCount };
    using RowsModel::RowsModel;
    void setAttempts(QList<Attempt> attempts, QHash<qint64, int> stepPositions);
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QHash<qint64, int> m_positions;
};

} // namespace rl::models
