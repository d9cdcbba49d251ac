// SPDX-License-Identifier: GPL-3.0-or-later
#include "measure.h"

#include "mainwindow.h"
#include "operationsmodel.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QScrollBar>
#include <QTableView>
#include <QTimer>
#include <cstdio>

namespace rl::ui {

namespace {

qint64 peakRssKiB()
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : f.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').first().toLongLong();
    }
    return -1;
}

// Repaints now and waits until the view has painted.
void paintNow(QTableView *view)
{
    view->viewport()->repaint();
    QApplication::processEvents();
}

class FirstPaint final : public QObject
{
public:
    explicit FirstPaint(MainWindow *w)
        : QObject(w)
        , m_window(w)
    {
    }
    bool eventFilter(QObject *, QEvent *e) override
    {
        if (e->type() == QEvent::Paint && !m_done) {
            m_done = true;
            const int rows = m_window->operationsView()->model()->rowCount();
            std::printf("first-paint rows=%d\n", rows);
            std::fflush(stdout);
            QTimer::singleShot(0, m_window, [w = m_window] { measureRest(w); });
        }
        return false;
    }
    static void measureRest(MainWindow *w)
    {
        QTableView *view = w->operationsView();
        QElapsedTimer t;
        t.start();
        w->selectQueue(std::nullopt);
        paintNow(view);
        std::printf("switch-to-all-ms=%lld rows=%d\n", t.elapsed(), view->model()->rowCount());
        t.restart();
        w->selectQueue(models::OperationState::Held);
        paintNow(view);
        std::printf("switch-to-held-ms=%lld rows=%d\n", t.elapsed(), view->model()->rowCount());
        // Scroll the All queue to its end the way a user dragging the scroll bar
        // would: the view asks fetchMore each time it reaches the bottom.
        w->selectQueue(std::nullopt);
        paintNow(view);
        t.restart();
        view->scrollToBottom();
        view->verticalScrollBar()->setValue(view->verticalScrollBar()->maximum());
        paintNow(view);
        std::printf("scroll-to-end-ms=%lld rows=%d\n", t.elapsed(), view->model()->rowCount());
        std::printf("peak-rss-kib=%lld\n", peakRssKiB());
        std::fflush(stdout);
        QApplication::quit();
    }

private:
    MainWindow *m_window;
    bool m_done = false;
};

} // namespace

void measureConsole(MainWindow *window)
{
    window->operationsView()->viewport()->installEventFilter(new FirstPaint(window));
}

} // namespace rl::ui
