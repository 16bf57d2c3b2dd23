// The histogram chart (see histogram_chart.h).
#include "ui/plot/histogram_chart.h"

#include <qcustomplot.h>
#include <algorithm>

#include "ui/common/no_value.h"
#include "ui/plot/chart_data.h"
#include "ui/plot/integer_ticker.h"
#include "ui/plot/plot_csv.h"
#include "ui/plot/plot_frame.h"
#include "ui/plot/plot_marks.h"
#include "ui/plot/plot_widget.h"  // its texts are PlotWidget's (one translation context)

namespace ranklens::ui {

HistogramChart::HistogramChart(QCustomPlot* plot, const QWidget* owner)
    : Chart(plot, owner), marks_(std::make_unique<HistogramMarks>(plot)) {}

HistogramChart::~HistogramChart() = default;

// With no values "baseline\n– (no query to average)": a median of nothing is no 0.00.
QString HistogramChart::legendName(const HistogramSeries& s) {
    if (s.values.isEmpty())
        return s.name + QLatin1Char('\n') + NoValue::withReason(NoValue::noQueries());
    return PlotWidget::tr("%1\nmedian %2 · p10–p90 %3–%4")
        .arg(s.name, NoValue::number(s.median, 2), NoValue::number(s.p10, 2),
             NoValue::number(s.p90, 2));
}

void HistogramChart::set(const QVector<HistogramSeries>& series, int bins, double lo, double hi,
                         const QString& xLabel) {
    hists_ = series;
    bins_ = std::max(1, bins);
    lo_ = lo;
    hi_ = hi > lo ? hi : lo + 1;
    const double w = (hi_ - lo_) / bins_;
    plot_->xAxis->setScaleType(QCPAxis::stLinear);
    plot_->xAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
    const int n = static_cast<int>(series.size());
    double maxCount = 1;
    for (int si = 0; si < n; ++si) {
        const auto& s = series[si];
        const HistogramBars bars = histogramBars(s.values, bins_, lo_, hi_, si, n);
        for (double c : bars.counts) maxCount = std::max(maxCount, c);
        auto* drawn = new QCPBars(plot_->xAxis, plot_->yAxis);
        drawn->setName(legendName(s));
        drawn->setWidth(w / n * 0.9);
        QColor fill = s.color;
        fill.setAlpha(170);
        drawn->setBrush(fill);
        drawn->setPen(QPen(s.color.darker(130)));
        drawn->setData(bars.keys, bars.counts, true);
        if (!s.values.isEmpty())  // no median of nothing
            marks_->add(s, {PlotWidget::tr("median"), PlotWidget::tr("p10"), PlotWidget::tr("p90")},
                        ownerFont(8));
    }
    plot_->xAxis->setLabel(xLabel);
    plot_->yAxis->setLabel(PlotWidget::tr("queries"));
    setLegendShown(plot_, !series.isEmpty());
    layoutLegend(plot_);
    // Counts are whole queries: integer ticks only.
    plot_->yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new IntegerTicker));
    maxCount_ = maxCount;
    plot_->xAxis->setRange(lo_ - w * 0.5, hi_ + w * 0.5);
    plot_->yAxis->setRange(0, maxCount * 1.15);  // the marks' labels add room (afterLayout)
    plot_->replot();
}

void HistogramChart::resetView() {
    const double w = (hi_ - lo_) / bins_;
    plot_->xAxis->setRange(lo_ - w * 0.5, hi_ + w * 0.5);
    plot_->yAxis->setRange(0, maxCount_ * 1.15);
    plot_->replot();
}

void HistogramChart::forget() {
    marks_->forget();  // deleted by clearItems()
    hists_.clear();
}

void HistogramChart::afterLayout() {
    marks_->place(maxCount_);
}

QString HistogramChart::csv(const QString& title) const {
    return histogramCsv(title, hists_);
}

QVector<QRect> HistogramChart::markLabelRects() const {
    return marks_->rects();
}

}  // namespace ranklens::ui
