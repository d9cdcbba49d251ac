// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "domain.h"
#include "ledgerclient.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QSet>

namespace rl::models {

// The operations of one queue, however many there are, read through the
// ledger's worker thread: the row count and each page of PageSize rows come
// from one consistent read, pages are asked for when a view shows their rows
// (keyset from a cached neighbouring page, else offset) and arrive later; at
// most MaxPages pages are kept, so memory stays bounded at a million rows.
// Only the operation column sorts (creation order, the primary key); no other
// column has an index behind it, so no other column offers to sort.
class OperationsModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { ShortId, State, WhyHeld, Action, SourceEvent, OpenStep, Attempts, HeldSince, Responsible, NextDecision, ColumnCount };

    explicit OperationsModel(LedgerClient *client, QObject *parent = nullptr);

    // Both read again: the first answer replaces what the model shows.
    // holdReason: only held operations waiting for this reason.
    // waitingForCountersign: only operations whose request waits for a second reviewer.
    void setFilter(std::optional<OperationState> state, const QString &search, std::optional<HoldReason> holdReason = std::nullopt,
                   bool waitingForCountersign = false);
    // Re-read the count and the pages last shown (the runner changed the ledger).
    void refresh();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    static bool isSortable(int column) { return column == ShortId; }
    Qt::SortOrder sortOrder() const { return m_descending ? Qt::DescendingOrder : Qt::AscendingOrder; }

    // nullptr when the row's page has not arrived (yet), or the row is gone.
    const Operation *operationAt(int row) const;
    int cachedPages() const { return int(m_pages.size()); }
    // True while an answer this model waits for is outstanding.
    bool isLoading() const { return !m_requests.isEmpty(); }
    static QString stateText(OperationState s);
    // Why an operation waits for a person, in words ("Key expired", "May
    // still act until 14:32"); empty when it does not wait.
    static QString whyHeld(const Operation &o, const QDateTime &now);
    // A hold reason's name in the Why held filter and the queue counts.
    static QString holdReasonText(HoldReason r);
    // The same inside a sentence ("1 × key expired"): only its first letter
    // lowered, and not in German, whose nouns keep their capital ("Doppelt
    // beim Ziel"); "CRM" and the like are never touched.
    static QString holdReasonInSentence(HoldReason r);
    // "2 × key expired, 1 × duplicate at the target": counts per reason, most first.
    static QString holdReasonsInWords(QList<std::pair<qint64, HoldReason>> counts);
    // What the reviewer should do next, for the Next decision column.
    static QString nextDecision(const Operation &o, const QDateTime &now);
    // When a held operation's recommended decision can be made (a request may
    // still act, the target's search settles); invalid when it can now. The
    // one rule behind "Ready at …" and the console's notice.
    static QDateTime readyAt(const Operation &o, const QDateTime &now);
    static constexpr int PageSize = 200;
    static constexpr int MaxPages = 64;

Q_SIGNALS:
    // The answer to setFilter / sort / refresh arrived and is shown.
    void reloaded();
    // A page arrived (rows first..last changed).
    void pageLoaded(int first, int last);
    void readFailed(const QString &message);

private:
    struct Page
    {
        QList<Operation> rows;
        quint64 lastUse = 0;
    };
    struct Request
    {
        quint64 generation = 0;
        int page = 0;
        bool reload = false; // its answer replaces everything shown
    };
    void reload(QList<int> pages);
    void requestPage(int index, bool reload) const;
    void onPage(quint64 ticket, const OperationPageResult &result);
    void insertPage(int index, QList<Operation> rows) const;
    OperationFilter baseFilter() const;

    LedgerClient *m_client;
    std::optional<OperationState> m_state;
    std::optional<HoldReason> m_holdReason;
    bool m_waitingForCountersign = false;
    QString m_search;
    bool m_descending = false;
    int m_rowCount = 0;
    quint64 m_generation = 0;
    bool m_reloadApplied = false;
    // Filled lazily from const data(): a cache, not the model's state.
    mutable QHash<int, Page> m_pages;
    mutable quint64 m_useCounter = 0;
    mutable QHash<quint64, Request> m_requests; // by ticket
    mutable QSet<int> m_requestedPages;         // of this generation
    mutable QList<int> m_recentPages;           // the pages a view asked for last
};

} // namespace rl::models
