#pragma once
// The bar charts: the per-item delta waterfall (losses, ties, wins; a click names the item) and
// the grouped bars (categories along x, one bar per series in each, side by side, a tip per
// bar). Private to ui/plot (QCustomPlot).
#include "ui/plot/plot_series.h"
#include "ui/plot/points_chart.h"

namespace ranklens::ui {

class BarsChart : public PointsChart {
  public:
    using PointsChart::PointsChart;

    // PlotWidget::setDeltaBars and setGroupedBars, on the cleared plot.
    void setDeltaBars(const QVector<double>& deltas, const QStringList& labels,
                      const QString& yLabel, double tolerance);
    void setGroupedBars(const QVector<BarSeries>& series, const QStringList& categories,
                        const QString& yLabel);

    void resetView() override;

  private:
    // Long category names slanted so that they never overlap their neighbours.
    void slantLongCategories(const QStringList& categories);
};

}  // namespace ranklens::ui
