// SPDX-License-Identifier: GPL-3.0-or-later
#include "attemptsmodel.h"
#include "evidencemodel.h"

#include "ids.h"
#include "itemdataroles.h"

namespace rl::models {

namespace {

constexpr const char *kAttemptHeaders[] = {
    QT_TRANSLATE_NOOP("rl::models::AttemptsModel", "Attempt"),  QT_TRANSLATE_NOOP("rl::models::AttemptsModel", "Step"),
    QT_TRANSLATE_NOOP("rl::models::AttemptsModel", "Started"),  QT_TRANSLATE_NOOP("rl::models::AttemptsModel", "Duration"),
    QT_TRANSLATE_NOOP("rl::models::AttemptsModel", "Outcome"),  QT_TRANSLATE_NOOP("rl::models::AttemptsModel", "Answer code"),
    QT_TRANSLATE_NOOP("rl::models::AttemptsModel", "Error"),
};
static_assert(std::size(kAttemptHeaders) == AttemptsModel::ColumnCount);

} // namespace

void AttemptsModel::setAttempts(QList<Attempt> attempts, QHash<qint64, int> stepPositions)
{
    m_positions = std::move(stepPositions);
    setRows(std::move(attempts));
}

int AttemptsModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant AttemptsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Attempt &a = m_rows.at(index.row());
    if (role == IdRole)
        return a.id;
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (Column(index.column())) {
    case AttemptId: return role == Qt::ToolTipRole ? a.id : shortId(a.id);
    case Step: return tr("%1 (attempt %2)").arg(m_positions.value(a.stepRowId)).arg(a.number);
    case Started: return shortLocalTime(a.startedAt);
    case Duration: return a.endedAt.isValid() ? tr("%1 ms").arg(a.startedAt.msecsTo(a.endedAt)) : tr("in flight");
    case OutcomeClass:
        if (!a.outcome)
            return tr("in flight");
        return role == Qt::ToolTipRole ? toString(*a.outcome) : EvidenceModel::resultText(toString(*a.outcome));
    case HttpStatus: return a.httpStatus > 0 ? QVariant(a.httpStatus) : QVariant(tr("no answer"));
    case Error: return saidText(a.errorSaid, a.error);
    case ColumnCount: break;
    }
    return {};
}

QVariant AttemptsModel::headerData(int s, Qt::Orientation o, int role) const
{
    return columnHeader(kAttemptHeaders, "rl::models::AttemptsModel", s, o, role);
}

} // namespace rl::models
