// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "domain.h"
#include "ledger.h"

#include <QAbstractTableModel>

namespace rl::models {

// Operations of one queue, loaded lazily with keyset paging (WHERE id > ?
// ORDER BY id LIMIT ?). Holds plain values; the SQL stays in the Ledger.
class OperationsModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { ShortId, Action, SourceEvent, State, OpenStep, Attempts, HeldSince, Responsible, NextDecision, ColumnCount };

    explicit OperationsModel(Ledger *ledger, QObject *parent = nullptr);

    void setFilter(std::optional<OperationState> state, const QString &search);
    // Reload what is loaded, keeping as many rows as before (the runner changed the ledger).
    void refresh();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

    const Operation &operationAt(int row) const { return m_rows.at(row); }
    static QString stateText(OperationState s);
    static constexpr int PageSize = 200;

private:
    Ledger *m_ledger;
    std::optional<OperationState> m_state;
    QString m_search;
    QList<Operation> m_rows;
    bool m_atEnd = false;
    bool m_fetching = false;
};

} // namespace rl::models
