// SPDX-License-Identifier: GPL-3.0-or-later
#include "measure.h"

#include "mainwindow.h"
#include "operationsmodel.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
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

// Runs action, then the event loop until the model signals (its answer
// from the ledger's worker arrived), and paints.
template<typename Signal, typename Action>
void untilAnswered(QTableView *view, models::OperationsModel *model, Signal signal, Action action)
{
    QEventLoop loop;
    const auto c = QObject::connect(model, signal, &loop, [&loop] { loop.quit(); });
    QTimer::singleShot(60'000, &loop, &QEventLoop::quit);
    action();
    if (model->isLoading()) // nothing asked for: nothing to wait for
        loop.exec();
    QObject::disconnect(c);
    paintNow(view);
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
            const int rows = m_window->operationsView()->model()->rowCount();
            if (rows == 0 && m_window->operationsModel()->isLoading())
                return false; // the first rows are on their way; their paint counts
            m_done = true;
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
        models::OperationsModel *model = w->operationsModel();
        untilAnswered(view, model, &models::OperationsModel::reloaded, [w] { w->selectQueue(std::nullopt); });
        std::printf("switch-to-all-ms=%lld rows=%d\n", t.elapsed(), view->model()->rowCount());
        t.restart();
        untilAnswered(view, model, &models::OperationsModel::reloaded, [w] { w->selectQueue(models::OperationState::Held); });
        std::printf("switch-to-held-ms=%lld rows=%d\n", t.elapsed(), view->model()->rowCount());
        // Scroll the All queue to its end the way a user dragging the scroll
        // bar would: the last page is read when the view shows its rows.
        untilAnswered(view, model, &models::OperationsModel::reloaded, [w] { w->selectQueue(std::nullopt); });
        t.restart();
        untilAnswered(view, model, &models::OperationsModel::pageLoaded, [view] {
            view->scrollToBottom();
            view->verticalScrollBar()->setValue(view->verticalScrollBar()->maximum());
            view->viewport()->repaint();
        });
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
