// SPDX-License-Identifier: GPL-3.0-or-later
#include "dashboardwindow.h"

#include "ids.h"

#include <QChart>
#include <QApplication>
#include <QScreen>
#include <QShortcut>
#include <QChartView>
#include <QComboBox>
#include <QDateTimeAxis>
#include <QFileDialog>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineSeries>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QValueAxis>
#include <QVBoxLayout>

namespace rl::ui {

using namespace rl::models;

namespace {
struct Period
{
    const char *label;
    qint64 seconds;
    qint64 bucket;
};
constexpr Period kPeriods[] = {
    {QT_TRANSLATE_NOOP("rl::ui::DashboardWindow", "Last hour (per minute)"), 3600, 60},
    {QT_TRANSLATE_NOOP("rl::ui::DashboardWindow", "Last 24 hours (per hour)"), 86400, 3600},
    {QT_TRANSLATE_NOOP("rl::ui::DashboardWindow", "Last 7 days (per day)"), 7 * 86400, 86400},
    {QT_TRANSLATE_NOOP("rl::ui::DashboardWindow", "Last 30 days (per day)"), 30 * 86400, 86400},
};

// A chart with its legend below it as a word-wrapped label: a long (a
// translated) series name wraps instead of being cut inside the chart.
QChartView *chartView(const QString &title, QWidget *parent)
{
    auto *chart = new QChart;
    chart->setTitle(title);
    chart->legend()->hide();
    auto *pane = new QWidget(parent);
    auto *view = new QChartView(chart, pane);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumHeight(200);
    view->setAccessibleName(title);
    auto *legend = new QLabel(pane);
    legend->setObjectName(QStringLiteral("legend"));
    legend->setWordWrap(true);
    legend->setTextFormat(Qt::RichText);
    legend->setAlignment(Qt::AlignHCenter);
    auto *box = new QVBoxLayout(pane);
    box->setContentsMargins(0, 0, 0, 0);
    box->setSpacing(0);
    box->addWidget(view, 1);
    box->addWidget(legend);
    view->setProperty("legend", QVariant::fromValue<QObject *>(legend));
    return view;
}

// What a line looks like, in words a label can show: its colour and its dash.
QString legendEntry(const QLineSeries *series)
{
    QString stroke;
    switch (series->pen().style()) {
    case Qt::DashLine:
        stroke = QStringLiteral("\u2013 \u2013");
        break;
    case Qt::DotLine:
        stroke = QStringLiteral("\u00b7 \u00b7 \u00b7");
        break;
    case Qt::DashDotLine:
        stroke = QStringLiteral("\u2013\u00b7\u2013");
        break;
    default:
        stroke = QStringLiteral("\u2014\u2014");
        break;
    }
    if (series->pointsVisible())
        stroke = QStringLiteral("\u25cf");
    return QStringLiteral("<span style=\"white-space:nowrap\"><b style=\"color:%1\">%2</b>&nbsp;%3</span>")
        .arg(series->pen().color().name(), stroke, series->name().toHtmlEscaped());
}

enum class Shape { Counts, Measures };

// Lines differ in dash pattern as well as colour: readable in black and white.
// Counts per interval are drawn as steps (the count holds for its whole
// interval, no ramp between two) on a whole-number axis; measures as points
// joined by lines, a single point drawn too.
void fill(QChartView *view, const QList<std::pair<QString, QList<QPointF>>> &lines, const QString &unit, const QDateTime &from,
          const QDateTime &to, Shape shape, const QString &emptyText)
{
    QChart *chart = view->chart();
    chart->removeAllSeries();
    for (QAbstractAxis *a : chart->axes())
        chart->removeAxis(a);
    auto *x = new QDateTimeAxis;
    // Short labels, so five fit under the narrow charts too: the period says
    // which day an hour belongs to.
    x->setFormat(from.secsTo(to) <= 86400 ? QStringLiteral("HH:mm") : QStringLiteral("MM-dd"));
    x->setTickCount(5);
    x->setRange(from.toLocalTime(), to.toLocalTime());
    auto *y = new QValueAxis;
    y->setLabelFormat(QStringLiteral("%g"));
    y->setTitleText(unit);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    const Qt::PenStyle styles[] = {Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine};
    double maxY = 1;
    int i = 0;
    bool anything = false;
    const double end = double(to.toMSecsSinceEpoch());
    for (const auto &[name, points] : lines) {
        auto *series = new QLineSeries;
        series->setName(name);
        if (shape == Shape::Counts) {
            for (qsizetype k = 0; k < points.size(); ++k) {
                const double next = k + 1 < points.size() ? points.at(k + 1).x() : end;
                series->append(points.at(k));
                series->append(next, points.at(k).y());
                anything |= points.at(k).y() > 0;
            }
        } else {
            series->append(points);
            series->setPointsVisible(true); // one recovery is one point, and is seen
            series->setMarkerSize(i == 0 ? 13 : 7); // a later series' dot sits inside an earlier one's
            anything |= !points.isEmpty();
        }
        chart->addSeries(series); // the theme picks the colour here
        QPen pen = series->pen();
        pen.setWidth(2);
        pen.setStyle(styles[i++ % 4]);
        series->setPen(pen);
        series->attachAxis(x);
        series->attachAxis(y);
        for (const QPointF &p : points)
            maxY = std::max(maxY, p.y());
    }
    if (shape == Shape::Counts) {
        // Whole numbers only: no "half an operation" on the axis.
        const int top = std::max(1, int(std::ceil(maxY)));
        const int step = std::max(1, (top + 4) / 5);
        const int rounded = step * ((top + step - 1) / step);
        y->setLabelFormat(QStringLiteral("%d"));
        y->setRange(0, rounded);
        y->setTickCount(rounded / step + 1);
    } else {
        y->setRange(0, std::ceil(maxY * 1.1));
        y->applyNiceNumbers();
    }
    QStringList entries;
    for (QAbstractSeries *series : chart->series())
        entries << legendEntry(static_cast<QLineSeries *>(series));
    if (auto *legend = qobject_cast<QLabel *>(view->property("legend").value<QObject *>()))
        legend->setText(entries.join(QStringLiteral(" &nbsp; ")));
    // An empty chart says why, instead of showing empty axes only.
    const QString title = view->accessibleName();
    // On a line of its own, so a narrow chart (a translated title, 1280 × 720) cuts neither.
    chart->setTitle(anything ? title.toHtmlEscaped() : QStringLiteral("%1<br><small>%2</small>").arg(title.toHtmlEscaped(), emptyText.toHtmlEscaped()));
}
} // namespace

DashboardWindow::DashboardWindow(LedgerClient *ledger, QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_ledger(ledger)
{
    setWindowTitle(tr("Dashboard")); // Qt adds " — Runledger"
    // A window of its own, closed and quit as the main one is.
    new QShortcut(QKeySequence(Qt::Key_Escape), this, this, &QWidget::close);
    new QShortcut(QKeySequence::Quit, this, qApp, &QApplication::quit);
    m_period = new QComboBox(this);
    m_period->setAccessibleName(tr("Period"));
    for (const Period &p : kPeriods)
        m_period->addItem(tr(p.label));
    m_period->setCurrentIndex(1);
    auto *exportButton = new QPushButton(tr("&Export numbers as CSV…"), this);
    auto *refreshButton = new QPushButton(tr("&Refresh"), this);
    m_counts = new QLabel(this);
    m_counts->setWordWrap(true);
    m_counts->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_activity = chartView(tr("Events, attempts and confirmed effects"), this);
    m_unresolved = chartView(tr("Unresolved (held) operations"), this);
    m_recovery = chartView(tr("Operator time to recovery"), this);

    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("&Period:"), this));
    qobject_cast<QLabel *>(top->itemAt(0)->widget())->setBuddy(m_period);
    top->addWidget(m_period);
    top->addStretch();
    top->addWidget(refreshButton);
    top->addWidget(exportButton);
    auto *grid = new QGridLayout;
    grid->addWidget(m_activity->parentWidget(), 0, 0, 1, 2);
    grid->addWidget(m_unresolved->parentWidget(), 1, 0);
    grid->addWidget(m_recovery->parentWidget(), 1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_counts);
    layout->addLayout(grid, 1);

    connect(m_period, &QComboBox::currentIndexChanged, this, &DashboardWindow::refresh);
    connect(refreshButton, &QPushButton::clicked, this, &DashboardWindow::refresh);
    connect(exportButton, &QPushButton::clicked, this, &DashboardWindow::exportCsv);
    connect(m_ledger, &LedgerClient::dashboardRead, this, &DashboardWindow::showNumbers);
    // 1100 × 760, never larger than the screen (legends stay in view on 1280 × 720).
    QSize size(1100, 760);
    if (const QScreen *s = parent ? parent->screen() : screen())
        size = size.boundedTo(s->availableGeometry().size() * 0.92);
    resize(size);
    refresh();
}

void DashboardWindow::setPeriodIndex(int index) { m_period->setCurrentIndex(index); }

QString DashboardWindow::countsText() const { return m_counts->text(); }

void DashboardWindow::refresh()
{
    const Period &p = kPeriods[std::clamp(m_period->currentIndex(), 0, int(std::size(kPeriods)) - 1)];
    // Buckets end at the next whole bucket after now, so the last one is the current one.
    const qint64 nowSecs = QDateTime::currentSecsSinceEpoch();
    const QDateTime to = QDateTime::fromSecsSinceEpoch((nowSecs / p.bucket + 1) * p.bucket, Qt::UTC);
    m_from = to.addSecs(-p.seconds);
    m_to = to;
    m_ticket = m_ledger->readDashboard(m_from, m_to, p.bucket);
}

void DashboardWindow::showNumbers(quint64 ticket, const DashboardResult &result)
{
    if (ticket != m_ticket)
        return; // the period changed since
    if (!result) {
        m_counts->setText(tr("The numbers could not be read: %1").arg(result.error().message));
        return;
    }
    m_buckets = result->buckets;
    const QDateTime from = m_from, to = m_to;

    qint64 events = 0, deliveries = 0, attempts = 0, effects = 0;
    QList<std::pair<QString, QList<QPointF>>> activity{{tr("Events"), {}}, {tr("Attempts"), {}}, {tr("Confirmed effects"), {}}};
    QList<QPointF> unresolved, heldDuring, median, p90;
    for (const MetricsBucket &b : m_buckets) {
        const double x = double(b.start.toMSecsSinceEpoch());
        events += b.events;
        deliveries += b.deliveries;
        attempts += b.attempts;
        effects += b.confirmedEffects;
        activity[0].second.append({x, double(b.events)});
        activity[1].second.append({x, double(b.attempts)});
        activity[2].second.append({x, double(b.confirmedEffects)});
        unresolved.append({x, double(b.unresolvedAtEnd)});
        heldDuring.append({x, double(b.heldDuring)});
        if (b.recoveryMedianMs >= 0) {
            median.append({x, double(b.recoveryMedianMs) / 60'000.0});
            p90.append({x, double(b.recoveryP90Ms) / 60'000.0});
        }
    }
    const Counts &now = result->now;
    // Each count with its own plural form ("1 unresolved operation", Czech's three).
    const auto minutes = [this](qint64 ms) { return ms < 0 ? tr("none yet") : tr("%1 min").arg(double(ms) / 60'000.0, 0, 'f', 1); };
    m_counts->setText(tr("In this period: %1 · %2 · %3 · %4. Now: %5; %6; operator time to recovery median %7, "
                         "90th percentile %8 (%9).")
                          .arg(tr("%n event(s)", nullptr, int(events)), tr("%n delivery(-ies)", nullptr, int(deliveries)),
                               tr("%n attempt(s)", nullptr, int(attempts)),
                               tr("%n confirmed external effect(s)", nullptr, int(effects)),
                               tr("%n duplicate(s) found at the target", nullptr, int(now.duplicatesAtTarget)),
                               tr("%n unresolved operation(s)", nullptr, int(now.unresolvedOperations)),
                               minutes(now.recoveryMedianMs), minutes(now.recoveryP90Ms))
                          .arg(tr("%n recovery(-ies)", nullptr, int(now.recoveries)))
                      // What the mail service reported, each outcome apart; none is resent automatically.
                      + QLatin1Char(' ')
                      + tr("E-mails now: %1 delivered, %2 delayed, %3 bounced, %4 failed or suppressed.")
                            .arg(now.emailsDelivered).arg(now.emailsDelayed).arg(now.emailsBounced).arg(now.emailsFailed));
    fill(m_activity, activity, tr("count"), from, to, Shape::Counts, tr("nothing arrived or ran in this period"));
    // Held at any time in an interval (an operation held for 11 minutes inside
    // an hour counts), and still held at its end.
    fill(m_unresolved, {{tr("Held in the interval"), heldDuring}, {tr("Held at its end"), unresolved}},
         tr("operations"), from, to, Shape::Counts, tr("nothing was held in this period"));
    // The 90th percentile first, the median drawn over it: where they are
    // equal (one recovery), both dots are seen.
    fill(m_recovery, {{tr("90th percentile"), p90}, {tr("Median"), median}}, tr("minutes"), from, to, Shape::Measures,
         tr("no held operation was resolved in this period"));
    Q_EMIT refreshed();
}

QByteArray DashboardWindow::toCsv(const QList<MetricsBucket> &buckets)
{
    QByteArray out = "bucket_start_utc,events,deliveries,attempts,confirmed_effects,held_at_end,recovery_median_ms,recovery_p90_ms,held_during\n";
    for (const MetricsBucket &b : buckets) {
        out += isoUtc(b.start).toLatin1() + ',' + QByteArray::number(b.events) + ',' + QByteArray::number(b.deliveries) + ','
            + QByteArray::number(b.attempts) + ',' + QByteArray::number(b.confirmedEffects) + ',' + QByteArray::number(b.unresolvedAtEnd)
            + ',' + (b.recoveryMedianMs < 0 ? QByteArray() : QByteArray::number(b.recoveryMedianMs)) + ','
            + (b.recoveryP90Ms < 0 ? QByteArray() : QByteArray::number(b.recoveryP90Ms)) + ',' + QByteArray::number(b.heldDuring) + '\n';
    }
    return out;
}

void DashboardWindow::exportCsv()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export dashboard numbers"), QStringLiteral("runledger-dashboard.csv"),
                                                      tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    QSaveFile f(path);
    const QByteArray data = toCsv(m_buckets);
    if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size() || !f.commit())
        QMessageBox::warning(this, tr("Export failed"), tr("Cannot write %1: %2").arg(path, f.errorString()));
}

} // namespace rl::ui
