// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rowsmodel.h"

namespace rl::models {

class EvidenceModel final : public RowsModel<Evidence>
{
    Q_OBJECT
public:
    enum Column { Step, Kind, ObservedAt, Result, Summary, TargetReference, ColumnCount };
    using RowsModel::RowsModel;
    // A stored result (a lookup's or an attempt's outcome class) in words.
    static QString resultText(const QString &stored);
    // What kind of evidence a stored kind is, in the reader's words.
    static QString kindText(const QString &stored);
    void setEvidence(QList<Evidence> evidence, QHash<qint64, int> stepPositions);
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QHash<qint64, int> m_positions;
};

} // namespace rl::models
