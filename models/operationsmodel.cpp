// SPDX-License-Identifier: GPL-3.0-or-later
#include "operationsmodel.h"

#include "ids.h"
#include "itemdataroles.h"

#include <QLocale>
#include <QScopedValueRollback>

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
    // Receivers of modelReset (views, testers) may call fetchMore from inside
    // the signal; growing then would nest an insert inside the reset.
    const QScopedValueRollback guard(m_fetching, true);
    beginResetModel();
    m_state = state;
    m_search = search.trimmed();
    m_rows.clear();
    m_atEnd = false;
    endResetModel();
}

void OperationsModel::refresh()
{
    // Reload the same window of rows; a view keeps its selection by id.
    const int wanted = std::max<int>(PageSize, int(m_rows.size()));
    OperationFilter f;
    f.state = m_state;
    f.search = m_search;
    f.limit = wanted;
    QList<Operation> fresh = m_ledger->operations(f);
    const QScopedValueRollback guard(m_fetching, true);
    beginResetModel();
    m_atEnd = fresh.size() < wanted;
    m_rows = std::move(fresh);
    endResetModel();
}

int OperationsModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : int(m_rows.size()); }
int OperationsModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

bool OperationsModel::canFetchMore(const QModelIndex &parent) const { return !parent.isValid() && !m_atEnd && !m_fetching; }

void OperationsModel::fetchMore(const QModelIndex &parent)
{
    // Views and testers may ask again from inside the insert signals: one page at a time.
    if (parent.isValid() || m_atEnd || m_fetching)
        return;
    const QScopedValueRollback guard(m_fetching, true);
    OperationFilter f;
    f.state = m_state;
    f.search = m_search;
    f.afterId = m_rows.isEmpty() ? QString() : m_rows.constLast().id;
    f.limit = PageSize;
    const QList<Operation> page = m_ledger->operations(f);
    m_atEnd = page.size() < PageSize;
    if (page.isEmpty())
        return;
    beginInsertRows({}, int(m_rows.size()), int(m_rows.size() + page.size() - 1));
    m_rows += page;
    endInsertRows();
}

QVariant OperationsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Operation &o = m_rows.at(index.row());
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
        case ShortId: return o.id.left(8);
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
