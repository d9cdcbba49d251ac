// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractItemModel>
#include <QHeaderView>
#include <QTableView>

#include <algorithm>

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
        + (header->isSortIndicatorShown() ? header->style()->pixelMetric(QStyle::PM_HeaderMarkSize, nullptr, header) + 8 : 0) + 14;
    for (int column = 0; column < view->model()->columnCount(); ++column) {
        const QString title = view->model()->headerData(column, Qt::Horizontal).toString();
        const int needed = header->fontMetrics().horizontalAdvance(title) + extra;
        if (header->sectionSize(column) < needed)
            view->setColumnWidth(column, needed);
    }
}

// Every column (but a stretched last one) at least as wide as its title and
// the cells in view, at most limit (a wrapping view wraps the rest). Never
// narrows, so columns do not jump as the selection changes.
inline void fitColumnsToContents(QTableView *view, int limit)
{
    const int columns = view->model()->columnCount() - (view->horizontalHeader()->stretchLastSection() ? 1 : 0);
    for (int column = 0; column < columns; ++column) {
        const int before = view->columnWidth(column);
        view->resizeColumnToContents(column); // the title and the cells in view
        view->setColumnWidth(column, std::max(before, std::min(limit, view->columnWidth(column))));
    }
}

} // namespace rl::ui
