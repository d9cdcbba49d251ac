// SPDX-License-Identifier: GPL-3.0-or-later
#include "operationsmodel.h"

#include "ids.h"
#include "itemdataroles.h"
#include "steprules.h"

#include <QLocale>

namespace rl::models {

namespace {
constexpr const char *kHeaders[] = {
    QT_TRANSLATE_NOOP("rl::models::OperationsModel", "Operation"),
    QT_TRANSLATE_NOOP("rl::models::OperationsModel", "State"),
    QT_TRANSLATE_NOOP("rl::models::OperationsModel", "Why held"),
    QT_TRANSLATE_NOOP("rl::models::OperationsModel", "Intended action"),
    QT_TRANSLATE_NOOP("rl::models::OperationsModel", "Source event"),
    QT_TRANSLATE_NOOP("rl::models::OperationsModel", "Open step"),
    QT_TRANSLATE_NOOP("rl::models::OperationsModel", "Attempts"),
    QT_TRANSLATE_NOOP("rl::models::OperationsModel", "Held since"),
    QT_TRANSLATE_NOOP("rl::models::OperationsModel", "Responsible"),
    QT_TRANSLATE_NOOP("rl::models::OperationsModel", "Next decision"),
};
static_assert(std::size(kHeaders) == OperationsModel::ColumnCount, "one header per column");
} // namespace

OperationsModel::OperationsModel(LedgerClient *client, QObject *parent)
    : QAbstractTableModel(parent)
    , m_client(client)
{
    connect(m_client, &LedgerClient::pageRead, this, &OperationsModel::onPage);
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

QString OperationsModel::holdReasonText(HoldReason r)
{
    switch (r) {
    case HoldReason::None: return tr("No reason recorded");
    case HoldReason::UnresolvedUncertain: return tr("No clear answer from the target");
    case HoldReason::AmbiguousLookup: return tr("Several records match");
    case HoldReason::NoConfirmation: return tr("Cannot be confirmed at the target");
    case HoldReason::KeyExpired: return tr("Key expired");
    case HoldReason::DuplicateAtTarget: return tr("Duplicate at the target");
    case HoldReason::AttemptsExhausted: return tr("Refused at every attempt");
    case HoldReason::NotExecuted: return tr("Not executed, retry to approve");
    case HoldReason::ContentRejected: return tr("Content cannot be sent");
    }
    return {};
}

QString OperationsModel::holdReasonsInWords(QList<std::pair<qint64, HoldReason>> counts)
{
    std::stable_sort(counts.begin(), counts.end(), [](const auto &a, const auto &b) { return a.first > b.first; });
    QStringList parts;
    for (const auto &[n, reason] : counts)
        parts << tr("%1 × %2").arg(n).arg(holdReasonInSentence(reason));
    return parts.join(QStringLiteral(", "));
}

QString OperationsModel::whyHeld(const Operation &o, const QDateTime &now)
{
    const auto mayStillAct = [&]() -> QString {
        if (!o.openStepMayRunUntil.isValid() || o.openStepMayRunUntil <= now)
            return {};
        // Rounded up: while any of it is left, at least "1 more minute".
        const qint64 minutes = (now.msecsTo(o.openStepMayRunUntil) + 59'999) / 60'000;
        if (minutes < 60)
            return tr("May still act for %n more minute(s), until %1", nullptr, int(minutes))
                .arg(OperationRules::personTime(o.openStepMayRunUntil));
        return tr("May still act until %1").arg(OperationRules::personTimeAhead(o.openStepMayRunUntil, now));
    };
    switch (o.state) {
    case OperationState::Held:
        if (o.openStepHold == HoldReason::UnresolvedUncertain) {
            if (QString acting = mayStillAct(); !acting.isEmpty())
                return acting;
        }
        if (o.openStepHold == HoldReason::AttemptsExhausted)
            return tr("Refused %n time(s)", nullptr, o.attempts);
        return holdReasonText(o.openStepHold);
    case OperationState::AwaitingApproval: return tr("Waiting for content approval");
    case OperationState::Uncertain: {
        const QString acting = mayStillAct();
        return acting.isEmpty() ? tr("Outcome unknown, being looked up") : acting;
    }
    case OperationState::Running:
    case OperationState::Completed:
    case OperationState::Abandoned: break;
    }
    return {};
}

QString OperationsModel::holdReasonInSentence(HoldReason r)
{
    QString text = holdReasonText(r);
    if (!text.isEmpty() && QLocale().language() != QLocale::German)
        text[0] = text.at(0).toLower();
    return text;
}

QDateTime OperationsModel::readyAt(const Operation &o, const QDateTime &now)
{
    if (o.state != OperationState::Held)
        return {};
    const QDateTime at = o.openStepHold == HoldReason::KeyExpired ? o.openStepSettledAt
        : o.openStepHold == HoldReason::UnresolvedUncertain ? o.openStepMayRunUntil
                                                              : QDateTime();
    return at.isValid() && at > now ? at : QDateTime();
}

QString OperationsModel::nextDecision(const Operation &o, const QDateTime &now)
{
    switch (o.state) {
    case OperationState::Held:
        switch (o.openStepHold) {
        // As the rules (StepRules::nextDecision) and the summary say: first
        // settle whether it ran; a new operation only once the step is settled.
        case HoldReason::KeyExpired:
            // The wait the recommended decision needs, as a time to come back
            // at (the summary says why; docs/console.md).
            if (const QDateTime ready = readyAt(o, now); ready.isValid())
                return tr("Ready at %1: adopt its record or confirm step %2 not executed")
                    .arg(OperationRules::personTime(ready))
                    .arg(o.openStep);
            return tr("Adopt its record or confirm step %1 not executed").arg(o.openStep);
        case HoldReason::ContentRejected: return tr("Edit the content: new approved operation");
        case HoldReason::DuplicateAtTarget:
        case HoldReason::AmbiguousLookup: return tr("Remove the extra records at the target, then reconcile");
        case HoldReason::NotExecuted:
        case HoldReason::AttemptsExhausted: return tr("Approve a retry of step %1").arg(o.openStep);
        case HoldReason::UnresolvedUncertain:
            if (const QDateTime ready = readyAt(o, now); ready.isValid())
                return tr("Ready at %1: reconcile step %2").arg(OperationRules::personTime(ready)).arg(o.openStep);
            return tr("Reconcile step %1").arg(o.openStep);
        case HoldReason::NoConfirmation:
        case HoldReason::None: break;
        }
        return tr("Decide on step %1").arg(o.openStep);
    case OperationState::Uncertain: return tr("Reconcile step %1").arg(o.openStep);
    case OperationState::AwaitingApproval: return tr("Approve content of step %1").arg(o.openStep);
    case OperationState::Running: return tr("None (runner)");
    case OperationState::Completed:
    case OperationState::Abandoned: return tr("None");
    }
    return {};
}

OperationFilter OperationsModel::baseFilter() const
{
    OperationFilter f;
    f.state = m_state;
    f.holdReason = m_holdReason;
    f.waitingForCountersign = m_waitingForCountersign;
    f.search = m_search;
    f.descending = m_descending;
    f.limit = m_search.isEmpty() ? PageSize : PageSize * MaxPages; // a search finds a handful and is read whole
    return f;
}

void OperationsModel::setFilter(std::optional<OperationState> state, const QString &search, std::optional<HoldReason> holdReason,
                                bool waitingForCountersign)
{
    m_state = state;
    m_holdReason = holdReason;
    m_waitingForCountersign = waitingForCountersign;
    m_search = search.trimmed();
    reload({0});
}

void OperationsModel::refresh()
{
    // The pages the view showed last come back with the new count; the
    // others are read again when asked for.
    QList<int> pages(m_recentPages.crbegin(), m_recentPages.crend()); // the page asked for last, first
    if (pages.isEmpty())
        pages = {0};
    reload(pages);
}

void OperationsModel::sort(int column, Qt::SortOrder order)
{
    if (!isSortable(column))
        return;
    m_descending = order == Qt::DescendingOrder;
    reload({0});
}

void OperationsModel::reload(QList<int> pages)
{
    ++m_generation; // answers to earlier requests are dropped when they come
    m_reloadApplied = false;
    m_requestedPages.clear();
    if (!m_search.isEmpty())
        pages = {0};
    for (int p : pages)
        requestPage(p, true);
}

void OperationsModel::requestPage(int index, bool reload) const
{
    if (m_requestedPages.contains(index))
        return;
    m_requestedPages.insert(index);
    OperationFilter f = baseFilter();
    // Keyset from the page before, when we have it and it is current: cheap at any depth.
    const auto before = m_pages.constFind(index - 1);
    if (!reload && before != m_pages.cend() && before->rows.size() == PageSize)
        f.afterId = before->rows.constLast().id;
    else
        f.offset = index * PageSize;
    const quint64 ticket = m_client->readPage(f);
    m_requests.insert(ticket, Request{m_generation, index, reload});
}

void OperationsModel::insertPage(int index, QList<Operation> rows) const
{
    if (!m_pages.contains(index) && m_pages.size() >= MaxPages) {
        // Drop the least recently used page.
        auto oldest = m_pages.begin();
        for (auto i = m_pages.begin(); i != m_pages.end(); ++i) {
            if (i->lastUse < oldest->lastUse)
                oldest = i;
        }
        m_requestedPages.remove(oldest.key()); // asked for again when needed
        m_pages.erase(oldest);
    }
    m_pages.insert(index, Page{std::move(rows), ++m_useCounter});
}

void OperationsModel::onPage(quint64 ticket, const OperationPageResult &result)
{
    const auto it = m_requests.constFind(ticket);
    if (it == m_requests.cend())
        return; // another model's request
    const Request request = *it;
    m_requests.erase(it);
    if (request.generation != m_generation)
        return; // stale: the filter, order or ledger changed since it was asked
    if (!result) {
        m_requestedPages.remove(request.page);
        Q_EMIT readFailed(result.error().message);
        return;
    }
    const OperationPage &page = *result;
    const int total = int(page.total);
    if (request.reload && !m_reloadApplied) {
        // The first answer of a reload replaces everything shown, count and rows.
        m_reloadApplied = true;
        beginResetModel();
        m_pages.clear();
        m_rowCount = total;
        for (int p = 0; p * PageSize < page.rows.size(); ++p)
            insertPage(request.page + p, page.rows.mid(p * PageSize, PageSize));
        endResetModel();
        Q_EMIT reloaded();
    } else {
        // A later page of the same reading. If the ledger moved on meanwhile,
        // its change notice brings the next reload.
        insertPage(request.page, page.rows);
    }
    const int firstRow = request.page * PageSize;
    const int lastRow = std::min(m_rowCount, firstRow + int(page.rows.size())) - 1;
    if (lastRow >= firstRow) {
        Q_EMIT dataChanged(index(firstRow, 0), index(lastRow, ColumnCount - 1));
        Q_EMIT pageLoaded(firstRow, lastRow);
    }
}

const Operation *OperationsModel::operationAt(int row) const
{
    if (row < 0 || row >= m_rowCount)
        return nullptr;
    const int index = row / PageSize;
    m_recentPages.removeAll(index);
    m_recentPages.append(index);
    while (m_recentPages.size() > 3)
        m_recentPages.removeFirst();
    auto it = m_pages.find(index);
    if (it == m_pages.end()) {
        if (m_search.isEmpty())
            requestPage(index, false); // arrives later; the view is told then
        return nullptr;
    }
    it->lastUse = ++m_useCounter;
    const int i = row % PageSize;
    return i < it->rows.size() ? &it->rows.at(i) : nullptr;
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
        case WhyHeld: return whyHeld(o, QDateTime::currentDateTimeUtc());
        case NextDecision: return nextDecision(o, QDateTime::currentDateTimeUtc());
        case ColumnCount: break;
        }
        break;
    default: break;
    }
    return {};
}

QVariant OperationsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole)
        return isSortable(section) ? tr("Sorted by creation order; click to reverse") : tr("This column does not sort");
    if (role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    return tr(kHeaders[section]);
}

} // namespace rl::models
