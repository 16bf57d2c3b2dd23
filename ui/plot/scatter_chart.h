#pragma once
// The scatter chart: one value against another with the diagonal y = x, a label per point for
// tips and clicks, and the labels written beside the points where they cover nothing
// (PointLabelPlacer). Private to ui/plot (QCustomPlot).
#include <QRect>

#include "ui/plot/plot_series.h"
#include "ui/plot/points_chart.h"

class QCPItemText;

namespace ranklens::ui {

class ScatterChart : public PointsChart {
  public:
    using PointsChart::PointsChart;

    // PlotWidget::setScatter, on the cleared plot.
    void set(const QVector<PointSeries>& series, const QString& xLabel, const QString& yLabel,
             bool diagonal);
    // Writes each point's label beside it (PlotWidget::labelPoints); returns their rectangles.
    QVector<QRect> labelPoints();

    void forget() override { pointTexts_.clear(); }  // deleted by clearItems()
    void resetView() override;

  private:
    QVector<QCPItemText*> pointTexts_;  // labelPoints()
};

}  // namespace ranklens::ui
