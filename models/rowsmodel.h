// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "contenthtml.h"
#include "domain.h"
#include "ledgertypes.h"

#include <QAbstractTableModel>
#include <QCoreApplication>

namespace rl::models {

// Shared storage for the small per-operation tables: plain rows, replaced
// whole when the selection or the ledger changes.
template<typename Row>
class RowsModel : public QAbstractTableModel
{
public:
    using QAbstractTableModel::QAbstractTableModel;
    void setRows(QList<Row> rows)
    {
        beginResetModel();
        m_rows = std::move(rows);
        endResetModel();
    }
    const QList<Row> &rows() const { return m_rows; }
    int rowCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : int(m_rows.size()); }

protected:
    QList<Row> m_rows;
};

// The small glossary behind the column titles: a title in a marketing
// lead's words, the technical term and what it means as its tooltip
// (rowsmodel.cpp). Empty: the title needs none.
QString columnGlossary(const char *title);

// A column title from a model's table of titles, translated in its context,
// with its glossary entry as the tooltip.
template<std::size_t N>
QVariant columnHeader(const char *const (&table)[N], const char *context, int section, Qt::Orientation o, int role)
{
    if (o != Qt::Horizontal || section < 0 || section >= int(N))
        return {};
    if (role == Qt::ToolTipRole) {
        const QString tip = columnGlossary(table[section]);
        return tip.isEmpty() ? QVariant() : QVariant(tip);
    }
    if (role != Qt::DisplayRole)
        return {};
    return QCoreApplication::translate(context, table[section]);
}

} // namespace rl::models
