// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A window's layout follows a change on the next turns of the event loop
// (docs/testing.md, "Waiting"): a widget whose size hint changed posts a
// layout request to its parent, which posts one to its own parent once it is
// laid out; item views and headers lay out on a zero timer; a chart lays out
// its scene the same way. A test that measures what is cut off, or takes a
// picture, waits for that with QTRY_VERIFY(layoutSettled(window)) instead
// of a guess at how long it takes.

#include <QCoreApplication>
#include <QEvent>
#include <QList>
#include <QRect>
#include <QWidget>

namespace rl::testing {

// The geometry of root and of every widget in it.
inline QList<QRect> widgetGeometries(const QWidget *root)
{
    QList<QRect> out{root->geometry()};
    for (const QWidget *w : root->findChildren<QWidget *>())
        out << w->geometry();
    return out;
}

// Lets what root's layout has pending happen: the posted layout requests,
// one level of nesting per pass, and the zero-timer relayouts. True when
// that moved no widget, that is when the layout had already settled.
[[nodiscard]] inline bool layoutSettled(const QWidget *root)
{
    const QList<QRect> before = widgetGeometries(root);
    for (int level = 0; level < 32; ++level) { // deeper than any nesting of layouts here
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QCoreApplication::processEvents();
    }
    return widgetGeometries(root) == before;
}

} // namespace rl::testing
