#pragma once
// What a PlotWidget is given to draw, as plain values (no QCustomPlot, no widget): the curves,
// histograms, bars and points its owners build, and read by the plot's pure helpers (label
// placement, the CSV, the crosshair's read-out) as well as by the widget.
#include <QColor>
#include <QString>
#include <QStringList>
#include <QVector>

namespace ranklens::ui {

// A point of a curve near a pixel: the series (index into setCurves' list) and its x, y.
struct CurvePoint {
    int series = -1;
    double x = 0, y = 0;
    bool isValid() const { return series >= 0; }
};

struct PlotSeries {
    QString name;
    QVector<double> x, y;
    QColor color;
    Qt::PenStyle style = Qt::SolidLine;
    double width = 2.0;
    // On the right-hand y axis (setCurves' y2Label): measures on another scale than the rest,
    // e.g. novelty in bits or ARP in interactions next to 0..1 measures.
    bool secondAxis = false;
    // A confidence band around the curve (both empty: none), parallel to x: drawn as a shaded
    // area under the curves, in the curve's colour; not a graph and not in the legend.
    QVector<double> low = {}, high = {};
};

struct HistogramSeries {
    QString name;
    QVector<double> values;
    QColor color;
    double median = 0, p10 = 0, p90 = 0;
};

// One series of a grouped bar chart: a value per category (setGroupedBars), with a hover text
// per bar.
struct BarSeries {
    QString name;
    QVector<double> values;  // parallel to the categories
    QStringList tips;        // parallel to values; rich text shown when hovering the bar
    QColor color;
};

// Points of a scatter plot, each with a label (e.g. the query id) for tooltips and clicks.
struct PointSeries {
    QString name;
    QVector<double> x, y;
    QStringList labels;
    QColor color;
};

}  // namespace ranklens::ui
