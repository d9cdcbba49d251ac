// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "domain.h"
#include "ledger.h"

#include <QAbstractTableModel>
#include <QHash>

namespace rl::models {

// The operations of one queue, however many there are. The row count comes
// from the ledger's maintained counts; rows are read in pages of PageSize when
// a view asks for them (keyset from a cached neighbouring page, else offset),
// and at most MaxPages pages are kept, so memory stays bounded at a million
// rows. Sorting is by operation id (creation order), done in SQL.
class OperationsModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { ShortId, Action, SourceEvent, State, OpenStep, Attempts, HeldSince, Responsible, NextDecision, ColumnCount };

    explicit OperationsModel(Ledger *ledger, QObject *parent = nullptr);

    void setFilter(std::optional<OperationState> state, const QString &search);
    // Re-read counts and drop cached pages (the runner changed the ledger).
    void refresh();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

    // nullptr when the row no longer exists (the ledger changed since the count).
    const Operation *operationAt(int row) const;
    int cachedPages() const { return int(m_pages.size()); }
    static QString stateText(OperationState s);
    static constexpr int PageSize = 200;
    static constexpr int MaxPages = 64;

private:
    struct Page
    {
        QList<Operation> rows;
        quint64 lastUse = 0;
    };
    const Page *page(int index) const;
    int countRows() const;

    Ledger *m_ledger;
    std::optional<OperationState> m_state;
    QString m_search;
    bool m_descending = false;
    int m_rowCount = 0;
    // Filled lazily from const data(): a cache, not the model's state.
    mutable QHash<int, Page> m_pages;
    mutable quint64 m_useCounter = 0;
};

} // namespace rl::models
