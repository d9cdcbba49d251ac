// SPDX-License-Identifier: GPL-3.0-or-later
#include "operationsmodel.h"

#include "ids.h"
#include "itemdataroles.h"

#include <QLocale>

namespace rl::models {

namespace {
constexpr const char *kHeaders[] = {
    QT_TRANSLATE_NOOP("rl::models::OperationsModel", "Operation"),
    QT_TRANSLATE_NOOP("rl::models::OperationsModel", "Intended action"),
    QT_TRANSLATE_NOOP("rl::models::OperationsModel", "Source event"),
    QT_TRANSLATE_NOOP("rl::models::OperationsModel", "State"),
    QT_TRANSLATE_NOOP("rl::models::OperationsModel", "Open step"),
    QT_TRANSLATE_NOOP("rl::models::OperationsModel", "Attempts"),
    QT_TRANSLATE_NOOP("rl::models::OperationsModel", "Held since"),
    QT_TRANSLATE_NOOP("rl::models::OperationsModel", "Responsible"),
    QT_TRANSLATE_NOOP("rl::models::OperationsModel", "Next decision"),
};
static_assert(std::size(kHeaders) == OperationsModel::ColumnCount, "one header per column");
} // namespace

OperationsModel::OperationsModel(Ledger *ledger, QObject *parent)
    : QAbstractTableModel(parent)
    , m_ledger(ledger)
{
}

QString OperationsModel::stateText(OperationState s)
{
    switch (s) {
    case OperationState::AwaitingApproval: return tr("Awaiting approval");
    case OperationState::Running: return tr("Running");
    case OperationState::Uncertain: return tr("Uncertain");
    case OperationState::Held: return tr("Held for review");
    case OperationState::Completed: return tr("Completed");
    case OperationState::Abandoned: return tr("Abandoned");
    }
    return {};
}

void OperationsModel::setFilter(std::optional<OperationState> state, const QString &search)
{
    beginResetModel();
    m_state = state;
    m_search = search.trimmed();
    m_pages.clear();
    m_rowCount = countRows();
    endResetModel();
}

void OperationsModel::refresh()
{
    beginResetModel();
    m_pages.clear();
    m_rowCount = countRows();
    endResetModel();
}

void OperationsModel::sort(int column, Qt::SortOrder order)
{
    // Only the id order has an index behind it at a million rows.
    if (column != ShortId)
        return;
    beginResetModel();
    m_descending = order == Qt::DescendingOrder;
    m_pages.clear();
    endResetModel();
}

int OperationsModel::countRows() const
{
    if (!m_search.isEmpty()) {
        // A search finds a handful; read them all into the first pages.
        OperationFilter f;
        f.state = m_state;
        f.search = m_search;
        f.limit = PageSize * MaxPages;
        f.descending = m_descending;
        const QList<Operation> found = m_ledger->operations(f);
        for (int p = 0; p * PageSize < found.size(); ++p)
            m_pages.insert(p, Page{found.mid(p * PageSize, PageSize), ++m_useCounter});
        return int(found.size());
    }
    const auto counts = m_ledger->operationCountsByState();
    if (m_state)
        return int(counts.value(*m_state));
    qint64 all = 0;
    for (qint64 n : counts)
        all += n;
    return int(all);
}

const OperationsModel::Page *OperationsModel::page(int index) const
{
    auto it = m_pages.find(index);
    if (it != m_pages.end()) {
        it->lastUse = ++m_useCounter;
        return &*it;
    }
    if (!m_search.isEmpty())
        return nullptr; // searches are read whole
    OperationFilter f;
    f.state = m_state;
    f.limit = PageSize;
    f.descending = m_descending;
    // Keyset from the page before, when we have it: cheap at any depth.
    const auto before = m_pages.constFind(index - 1);
    if (before != m_pages.cend() && before->rows.size() == PageSize)
        f.afterId = before->rows.constLast().id;
    else
        f.offset = index * PageSize;
    Page p{m_ledger->operations(f), ++m_useCounter};
    if (m_pages.size() >= MaxPages) {
        // Drop the least recently used page.
        auto oldest = m_pages.begin();
        for (auto i = m_pages.begin(); i != m_pages.end(); ++i) {
            if (i->lastUse < oldest->lastUse)
                oldest = i;
        }
        m_pages.erase(oldest);
    }
    return &*m_pages.insert(index, std::move(p));
}

const Operation *OperationsModel::operationAt(int row) const
{
    if (row < 0 || row >= m_rowCount)
        return nullptr;
    const Page *p = page(row / PageSize);
    const int i = row % PageSize;
    return p && i < p->rows.size() ? &p->rows.at(i) : nullptr;
}

int OperationsModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : m_rowCount; }
int OperationsModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant OperationsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Operation *found = operationAt(index.row());
    if (!found)
        return {};
    const Operation &o = *found;
    switch (role) {
    case IdRole:
    case OperationIdRole: return o.id;
    case StateRole: return toString(o.state);
    case Qt::ToolTipRole:
        if (index.column() == ShortId)
            return o.id;
        break;
    case SortRole:
        switch (index.column()) {
        case ShortId: return o.id;
        case Attempts: return o.attempts;
        case OpenStep: return o.openStep;
        case HeldSince: return isoUtc(o.heldSince);
        default: break;
        }
        [[fallthrough]];
    case Qt::DisplayRole:
        switch (Column(index.column())) {
        case ShortId: return shortId(o.id);
        case Action: return o.intendedAction;
        case SourceEvent: return QStringLiteral("%1 · %2").arg(o.source, o.eventId);
        case State: return stateText(o.state);
        case OpenStep: return o.openStep > 0 ? QVariant(o.openStep) : QVariant(tr("—"));
        case Attempts: return o.attempts;
        case HeldSince:
            return o.heldSince.isValid() ? QLocale().toString(o.heldSince.toLocalTime(), QStringLiteral("yyyy-MM-dd HH:mm")) : QString();
        case Responsible: return o.responsible.isEmpty() ? tr("unassigned") : o.responsible;
        case NextDecision: {
            switch (o.state) {
            case OperationState::Held: return tr("Decide on step %1").arg(o.openStep);
            case OperationState::Uncertain: return tr("Reconcile step %1").arg(o.openStep);
            case OperationState::AwaitingApproval: return tr("Approve content of step %1").arg(o.openStep);
            case OperationState::Running: return tr("None (runner)");
            case OperationState::Completed:
            case OperationState::Abandoned: return tr("None");
            }
            return {};
        }
        case ColumnCount: break;
        }
        break;
    default: break;
    }
    return {};
}

QVariant OperationsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    return tr(kHeaders[section]);
}

} // namespace rl::models
