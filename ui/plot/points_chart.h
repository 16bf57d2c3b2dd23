#pragma once
// A chart of labelled points (the bars and the scatter): each plottable carries a "labels"
// property, a label per data point, which the tips, the clicks (PlotWidget::pointClicked), the
// CSV and the read-back use; a bar of the grouped bars may carry its own tip ("tips").
// Private to ui/plot (QCustomPlot).
#include "ui/plot/chart.h"

namespace ranklens::ui {

class PointsChart : public Chart {
  public:
    using Chart::Chart;

    QString csv(const QString& title) const override;
    bool follow(QPointF) override { return true; }  // a point's tip, no crosshair
    std::optional<QString> tipAt(QPointF pos) const override;
    QStringList pointLabels() const override;
};

}  // namespace ranklens::ui
