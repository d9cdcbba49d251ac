// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractItemModel>
#include <QHeaderView>
#include <QTableView>

namespace rl::ui {

// Widens every column that is narrower than its own title: translated titles
// are longer than the English widths a view starts with, and a title is
// never cut off (tst_screens checks it in every language).
inline void fitColumnTitles(QTableView *view)
{
    QHeaderView *header = view->horizontalHeader();
    if (!view->model())
        return;
    // Margins on both sides, and room for a sort arrow where one can show.
    const int extra = header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header) * 2
        + (view->isSortingEnabled() ? header->style()->pixelMetric(QStyle::PM_HeaderMarkSize, nullptr, header) + 8 : 0) + 14;
    for (int column = 0; column < view->model()->columnCount(); ++column) {
        const QString title = view->model()->headerData(column, Qt::Horizontal).toString();
        const int needed = header->fontMetrics().horizontalAdvance(title) + extra;
        if (header->sectionSize(column) < needed)
            view->setColumnWidth(column, needed);
    }
}

} // namespace rl::ui
