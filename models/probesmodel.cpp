// SPDX-License-Identifier: GPL-3.0-or-later
#include "probesmodel.h"

#include "ids.h"
#include "itemdataroles.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace rl::models {

namespace {

constexpr const char *kProbeHeaders[] = {
    QT_TRANSLATE_NOOP("rl::models::ProbesModel", "Target"),   QT_TRANSLATE_NOOP("rl::models::ProbesModel", "Last probe"),
    QT_TRANSLATE_NOOP("rl::models::ProbesModel", "Declared"), QT_TRANSLATE_NOOP("rl::models::ProbesModel", "Observed"),
    QT_TRANSLATE_NOOP("rl::models::ProbesModel", "Verdict"),
};
static_assert(std::size(kProbeHeaders) == ProbesModel::ColumnCount);

} // namespace

int ProbesModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant ProbesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const ProbeRecord &p = m_rows.at(index.row());
    if (role == IdRole)
        return p.target;
    if (role == Qt::ToolTipRole && index.column() == Verdict) {
        // The probe's own sentences: what contradicts the profile.
        QStringList lines;
        const QJsonObject o = QJsonDocument::fromJson(p.report.toUtf8()).object();
        for (const QJsonValue &c : o.value(QStringLiteral("contradictions")).toArray())
            lines << c.toString();
        if (o.contains(QStringLiteral("error")))
            lines << o.value(QStringLiteral("error")).toString();
        return lines.join(QLatin1Char('\n'));
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (Column(index.column())) {
    case Target: return p.target;
    case ProbedAt: return shortLocalTime(p.probedAt);
    case Declared: return p.declared;
    case Observed: return !p.probedAt.isValid() ? tr("never probed") : p.observed.isEmpty() ? tr("could not probe") : p.observed;
    case Verdict: return p.observed.isEmpty() ? tr("Not checked") : p.contradiction ? tr("Profile contradicts the target") : tr("Profile holds");
    case ColumnCount: break;
    }
    return {};
}

QVariant ProbesModel::headerData(int s, Qt::Orientation o, int role) const
{
    return columnHeader(kProbeHeaders, "rl::models::ProbesModel", s, o, role);
}

} // namespace rl::models
