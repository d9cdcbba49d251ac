// SPDX-License-Identifier: GPL-3.0-or-later
#include "evidencemodel.h"

#include "ids.h"
#include "itemdataroles.h"

namespace rl::models {

namespace {

constexpr const char *kEvidenceHeaders[] = {
    QT_TRANSLATE_NOOP("rl::models::EvidenceModel", "Step"),        QT_TRANSLATE_NOOP("rl::models::EvidenceModel", "Kind"),
    QT_TRANSLATE_NOOP("rl::models::EvidenceModel", "Observed at"), QT_TRANSLATE_NOOP("rl::models::EvidenceModel", "Result"),
    QT_TRANSLATE_NOOP("rl::models::EvidenceModel", "Summary"),     QT_TRANSLATE_NOOP("rl::models::EvidenceModel", "Target reference"),
};
static_assert(std::size(kEvidenceHeaders) == EvidenceModel::ColumnCount);

} // namespace

void EvidenceModel::setEvidence(QList<Evidence> evidence, QHash<qint64, int> stepPositions)
{
    m_positions = std::move(stepPositions);
    setRows(std::move(evidence));
}

int EvidenceModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant EvidenceModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Evidence &e = m_rows.at(index.row());
    if (role == IdRole)
        return e.rowId;
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (Column(index.column())) {
    case Step: return m_positions.value(e.stepRowId);
    case Kind: return kindText(e.kind);
    case ObservedAt: return shortLocalTime(e.observedAt);
    case Result: return role == Qt::ToolTipRole ? e.result : resultText(e.result);
    case Summary: return saidText(e.said, e.summary);
    case TargetReference: return e.targetReference;
    case ColumnCount: break;
    }
    return {};
}

QVariant EvidenceModel::headerData(int s, Qt::Orientation o, int role) const
{
    return columnHeader(kEvidenceHeaders, "rl::models::EvidenceModel", s, o, role);
}

QString EvidenceModel::kindText(const QString &stored)
{
    if (stored == QLatin1String("lookup"))
        return tr("Lookup by reference");
    if (stored == QLatin1String("verify"))
        return tr("Confirming lookup");
    if (stored == QLatin1String("replay"))
        return tr("Idempotent replay");
    if (stored == QLatin1String("delivery_event"))
        return tr("Delivery report");
    if (stored == QLatin1String("reviewer"))
        return tr("Reviewer's check");
    return tr("Response");
}

QString EvidenceModel::resultText(const QString &stored)
{
    if (const auto r = lookupResultFromString(stored)) {
        switch (*r) {
        case LookupResult::Found: return tr("found");
        case LookupResult::Absent: return tr("not there");
        case LookupResult::Ambiguous: return tr("more than one");
        case LookupResult::Unknown: return tr("no clear answer");
        }
    }
    if (const auto o = outcomeFromString(stored)) {
        switch (*o) {
        case Outcome::Succeeded: return tr("succeeded");
        case Outcome::FailedBeforeAction: return tr("refused before acting");
        case Outcome::Uncertain: return tr("no clear answer");
        }
    }
    return stored;
}

} // namespace rl::models
