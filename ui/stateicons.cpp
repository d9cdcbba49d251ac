// SPDX-License-Identifier: GPL-3.0-or-later
#include "stateicons.h"

#include "itemdataroles.h"

#include <QApplication>
#include <QStyle>

namespace rl::ui {

QIcon stateIcon(const QString &state)
{
    QStyle *s = QApplication::style();
    if (state == QLatin1String("held"))
        return s->standardIcon(QStyle::SP_MessageBoxWarning);
    if (state == QLatin1String("uncertain"))
        return s->standardIcon(QStyle::SP_MessageBoxQuestion);
    if (state == QLatin1String("awaiting_approval"))
        return s->standardIcon(QStyle::SP_FileDialogContentsView);
    if (state == QLatin1String("running") || state == QLatin1String("pending"))
        return s->standardIcon(QStyle::SP_BrowserReload);
    if (state == QLatin1String("completed") || state == QLatin1String("confirmed"))
        return s->standardIcon(QStyle::SP_DialogApplyButton);
    if (state == QLatin1String("abandoned"))
        return s->standardIcon(QStyle::SP_DialogCancelButton);
    return {};
}

StateIconProxy::StateIconProxy(int stateColumn, QObject *parent)
    : QIdentityProxyModel(parent)
    , m_column(stateColumn)
{
}

QVariant StateIconProxy::data(const QModelIndex &index, int role) const
{
    if (role == Qt::DecorationRole && index.column() == m_column)
        return stateIcon(index.data(models::StateRole).toString());
    return QIdentityProxyModel::data(index, role);
}

} // namespace rl::ui
