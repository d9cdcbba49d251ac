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

// Repaints now: repaint() paints before it returns, so no event loop is
// spun here to wait for it.
void paintNow(QTableView *view)
{
    view->viewport()->repaint();
}

// One measured move: an action and, when it asked the ledger, the model's
// answer from its worker. label: what is printed with the time it took
// (empty: a move that only sets up the next one).
struct Move
{
    const char *label;
    bool waitsForPage; // the answer is a page (pageLoaded), else a reload
    std::function<void()> action;
};

// Plays the moves one after another, each continuing when the model has
// answered the last; prints each time and the peak memory, then quits.
class Measurement final : public QObject
{
public:
    Measurement(MainWindow *w, QList<Move> moves)
        : QObject(w)
        , m_view(w->operationsView())
        , m_model(w->operationsModel())
        , m_moves(std::move(moves))
    {
    }

    void play(int index = 0)
    {
        if (index == m_moves.size()) {
            std::printf("peak-rss-kib=%lld\n", peakRssKiB());
            std::fflush(stdout);
            QApplication::quit();
            return;
        }
        const Move &move = m_moves.at(index);
        m_timer.restart();
        const auto answered = [this, index] {
            paintNow(m_view);
            if (const char *label = m_moves.at(index).label; label && *label)
                std::printf("%s=%lld rows=%d\n", label, m_timer.elapsed(), m_view->model()->rowCount());
            play(index + 1);
        };
        auto connection = std::make_shared<QMetaObject::Connection>();
        const auto once = [connection, answered] {
            QObject::disconnect(*connection);
            answered();
        };
        *connection = move.waitsForPage ? connect(m_model, &models::OperationsModel::pageLoaded, this, once)
                                        : connect(m_model, &models::OperationsModel::reloaded, this, once);
        move.action();
        if (!m_model->isLoading()) { // nothing asked for: nothing to wait for
            QObject::disconnect(*connection);
            QTimer::singleShot(0, this, answered);
        }
    }

private:
    QTableView *m_view;
    models::OperationsModel *m_model;
    QList<Move> m_moves;
    QElapsedTimer m_timer;
};

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
        // Scrolling the All queue to its end the way a user dragging the
        // scroll bar would: the last page is read when the view shows its rows.
        const QList<Move> moves{
            {"switch-to-all-ms", false, [w] { w->selectQueue(std::nullopt); }},
            {"switch-to-held-ms", false, [w] { w->selectQueue(models::OperationState::Held); }},
            {"", false, [w] { w->selectQueue(std::nullopt); }},
            {"scroll-to-end-ms", true, [view] {
                 view->scrollToBottom();
                 view->verticalScrollBar()->setValue(view->verticalScrollBar()->maximum());
                 view->viewport()->repaint();
             }}};
        (new Measurement(w, moves))->play();
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
