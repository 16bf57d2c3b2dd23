#pragma once
// What every chart on a PlotWidget's QCustomPlot shares: the legend in its own row under the
// axes, the axes fitted to the data, and where the data points are drawn. Private to ui/plot
// (they need QCustomPlot).
#include <QPointF>
#include <QVector>

class QCustomPlot;

namespace ranklens::ui {

// Shown: in the layout's row under the axes; hidden: out of the layout.
void setLegendShown(QCustomPlot* plot, bool shown);
// As many legend columns as the plot's width allows, under the plot.
void layoutLegend(QCustomPlot* plot);
// Axes fitted to the data with a margin of `share` of each range on both sides.
void rescaleToData(QCustomPlot* plot, double share = 0.05);
// The pixels of every data point (curve points, bar tops, scatter points; not the bands' edges).
QVector<QPointF> dataPixelsOf(QCustomPlot* plot);

}  // namespace ranklens::ui
