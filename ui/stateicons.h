// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QIcon>
#include <QIdentityProxyModel>

namespace rl::ui {

// The icon for a state, beside its text: state is never shown by colour alone.
QIcon stateIcon(const QString &state);

// Adds the state icon to one column of a source model that provides StateRole.
class StateIconProxy final : public QIdentityProxyModel
{
    Q_OBJECT
public:
    StateIconProxy(int stateColumn, QObject *parent = nullptr);
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    int m_column;
};

} // namespace rl::ui
