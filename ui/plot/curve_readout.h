#pragma once
// What the curves say where the mouse is, and the view they open on: the crosshair's value
// table at a k, the curve point nearest a pixel, the axes' ranges fitted to the curves. Plain
// values in, plain values out (no QCustomPlot): tested on their own.
#include <QPair>
#include <QPointF>
#include <QString>
#include <QVector>
#include <functional>

#include "ui/plot/plot_series.h"

namespace ranklens::ui {

// The crosshair's tip at x (rounded to a whole k): each curve that has a point at k, its colour,
// name and value, as rich text.
QString curveValuesTable(const QVector<PlotSeries>& curves, double x);

// The point nearest to p within radius pixels (the first of equals), else an invalid one;
// pixelOf(series, index) is where a point is drawn.
CurvePoint nearestCurvePoint(const QVector<PlotSeries>& curves, QPointF p, double radius,
                             const std::function<QPointF(int, int)>& pixelOf);

// The k axis' range over k = 1..maxX, with room at both ends (log or linear).
QPair<double, double> curveKRange(double maxX, bool logX);
// A value axis' upper end: the highest finite value of the curves on it (second: the right-hand
// axis) plus room, at most 1.02 for values in 0..1 (a band may run past it); 1.02 when none.
double curveValueTop(const QVector<PlotSeries>& curves, bool second);

}  // namespace ranklens::ui
