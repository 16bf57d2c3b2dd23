// PlotWidget's histograms: overlaid bars per series with the median and p10/p90 lines, their
// labels in rows above the bars (see ui/plot/plot_widget.h).
#include "ui/plot/plot_widget.h"

#include <qcustomplot.h>
#include <algorithm>

#include "ui/common/no_value.h"
#include "ui/plot/chart_data.h"
#include "ui/plot/integer_ticker.h"
#include "ui/plot/plot_marks.h"

namespace ranklens::ui {

// "baseline\nmedian 0.52 · p10–p90 0.10–0.90", or with no values "baseline\n– (no query to
// average)": a median of nothing is no 0.00.
QString PlotWidget::histogramName(const HistogramSeries& s) {
    if (s.values.isEmpty())
        return s.name + QLatin1Char('\n') + NoValue::withReason(NoValue::noQueries());
    return tr("%1\nmedian %2 · p10–p90 %3–%4")
        .arg(s.name, NoValue::number(s.median, 2), NoValue::number(s.p10, 2),
             NoValue::number(s.p90, 2));
}

void PlotWidget::setHistogram(const QVector<HistogramSeries>& series, int bins, double lo,
                              double hi, const QString& xLabel) {
    histogram_ = true;
    points_ = false;
    clear();
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
        drawn->setName(histogramName(s));
        drawn->setWidth(w / n * 0.9);
        QColor fill = s.color;
        fill.setAlpha(170);
        drawn->setBrush(fill);
        drawn->setPen(QPen(s.color.darker(130)));
        drawn->setData(bars.keys, bars.counts, true);
        if (!s.values.isEmpty())  // no median of nothing
            histMarks_->add(s, {tr("median"), tr("p10"), tr("p90")}, QFont(font().family(), 8));
    }
    plot_->xAxis->setLabel(xLabel);
    plot_->yAxis->setLabel(tr("queries"));
    setLegendShown(!series.isEmpty());
    layoutLegend();
    // Counts are whole queries: integer ticks only.
    plot_->yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new IntegerTicker));
    histMaxCount_ = maxCount;
    plot_->xAxis->setRange(lo_ - w * 0.5, hi_ + w * 0.5);
    plot_->yAxis->setRange(0, maxCount * 1.15);  // the marks' labels add room (afterLayout)
    plot_->replot();
}

}  // namespace ranklens::ui
