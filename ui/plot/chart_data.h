#pragma once
// The numbers a chart draws, made from what its owner gave (no QCustomPlot): a histogram's bars,
// the waterfall's losses, ties and wins, a scatter's points in x order. Tested on their own.
#include <QString>
#include <QStringList>
#include <QVector>
#include <array>

#include "ui/plot/plot_series.h"

namespace ranklens::ui {

// One series' bars of a histogram of `bins` bins over [lo, hi] (a value outside goes to the
// nearest end bin, NaN to none), drawn as the index-th of n series side by side in each bin.
struct HistogramBars {
    QVector<double> keys, counts;
};
HistogramBars histogramBars(const QVector<double>& values, int bins, double lo, double hi,
                            int index, int n);

// The waterfall's bars: deltas sorted ascending (ties keep their order) at x = 1, 2, ...,
// split into losses (< -tolerance), ties and wins (> tolerance), each with its labels.
struct DeltaGroup {
    QVector<double> keys, values;
    QStringList labels;
};
enum DeltaKind { Losses = 0, Ties = 1, Wins = 2 };
std::array<DeltaGroup, 3> deltaGroups(const QVector<double>& deltas, const QStringList& labels,
                                      double tolerance);

// The series' points sorted by x (ties keep their order), the labels along: the order a
// QCustomPlot graph keeps them in.
PointSeries sortedByX(const PointSeries& s);

}  // namespace ranklens::ui
