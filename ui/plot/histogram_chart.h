#pragma once
// The histogram chart: overlaid bars per series over [lo, hi] with the median and p10/p90 lines
// of each, their labels in rows above the bars, and the per-series summary in the legend.
// Private to ui/plot (QCustomPlot).
#include <QRect>
#include <memory>

#include "ui/plot/chart.h"
#include "ui/plot/plot_series.h"

namespace ranklens::ui {

class HistogramMarks;

class HistogramChart : public Chart {
  public:
    HistogramChart(QCustomPlot* plot, const QWidget* owner);
    ~HistogramChart() override;

    // Draws series (PlotWidget::setHistogram) on the cleared plot.
    void set(const QVector<HistogramSeries>& series, int bins, double lo, double hi,
             const QString& xLabel);
    // The legend's text: "baseline\nmedian 0.52 · p10–p90 0.10–0.90".
    static QString legendName(const HistogramSeries& s);
    QVector<QRect> markLabelRects() const;  // the median/p10/p90 labels

    void forget() override;
    void resetView() override;
    void afterLayout() override;
    QString csv(const QString& title) const override;

  private:
    std::unique_ptr<HistogramMarks> marks_;
    QVector<HistogramSeries> hists_;
    int bins_ = 20;
    double lo_ = 0, hi_ = 1;
    double maxCount_ = 1;
};

}  // namespace ranklens::ui
