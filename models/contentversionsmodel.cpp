// SPDX-License-Identifier: GPL-3.0-or-later
#include "contentversionsmodel.h"

#include "ids.h"
#include "itemdataroles.h"

namespace rl::models {

namespace {

constexpr const char *kContentHeaders[] = {
    QT_TRANSLATE_NOOP("rl::models::ContentVersionsModel", "Step"),        QT_TRANSLATE_NOOP("rl::models::ContentVersionsModel", "Version"),
    QT_TRANSLATE_NOOP("rl::models::ContentVersionsModel", "Approved by"), QT_TRANSLATE_NOOP("rl::models::ContentVersionsModel", "Approved at"),
    QT_TRANSLATE_NOOP("rl::models::ContentVersionsModel", "Fingerprint"),
};
static_assert(std::size(kContentHeaders) == ContentVersionsModel::ColumnCount);

} // namespace

void ContentVersionsModel::setVersions(QList<ContentVersion> versions, QHash<qint64, int> stepPositions)
{
    m_positions = std::move(stepPositions);
    setRows(std::move(versions));
}

int ContentVersionsModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant ContentVersionsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const ContentVersion &c = m_rows.at(index.row());
    if (role == StepPositionRole)
        return m_positions.value(c.stepRowId);
    if (role == Qt::ToolTipRole)
        return QString::fromUtf8(c.body);
    if (role != Qt::DisplayRole)
        return {};
    switch (Column(index.column())) {
    case Step: return m_positions.value(c.stepRowId);
    case Version: return c.version;
    case ApprovedBy:
        if (c.approvedBy == QLatin1String("flow"))
            return tr("approved with the flow");
        return c.approvedBy.isEmpty() ? tr("not approved") : c.approvedBy;
    case ApprovedAt: return shortLocalTime(c.approvedAt);
    case Sha256: return c.sha256;
    case ColumnCount: break;
    }
    return {};
}

QVariant ContentVersionsModel::headerData(int s, Qt::Orientation o, int role) const
{
    return columnHeader(kContentHeaders, "rl::models::ContentVersionsModel", s, o, role);
}

} // namespace rl::models
