#pragma once
// A plot's data as CSV, what the Export menu's "data" writes: a "# title" line (the definitions,
// its lines joined by " · "), then the curves by k, the histograms' values or the points with
// their labels. Plain values in (no QCustomPlot): tested on their own.
#include <QString>
#include <QVector>

#include "ui/plot/plot_series.h"

namespace ranklens::ui {

// "k,<name>,..." and a row per k = 1..maxK (a curve shorter than k leaves its cell empty).
QString curvesCsv(const QString& title, const QVector<PlotSeries>& curves, int maxK);
// "series,value" and a row per value (NaN left out).
QString histogramCsv(const QString& title, const QVector<HistogramSeries>& series);

// A drawn point (a bar of a waterfall or a grouped chart, a scatter point): its series' name,
// its label and where it is.
struct PlotPoint {
    QString series, label;
    double x = 0, y = 0;
};
// "series,label,x,y" and a row per point.
QString pointsCsv(const QString& title, const QVector<PlotPoint>& points);

}  // namespace ranklens::ui
