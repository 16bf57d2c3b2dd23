#include "ui/plot/chart_data.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace ranklens::ui {

HistogramBars histogramBars(const QVector<double>& values, int bins, double lo, double hi,
                            int index, int n) {
    const double w = (hi - lo) / bins;
    HistogramBars out{QVector<double>(bins), QVector<double>(bins, 0.0)};
    for (int b = 0; b < bins; ++b)
        out.keys[b] = lo + w * (b + 0.5) + (index - (n - 1) / 2.0) * w / n;
    for (double v : values) {
        if (std::isnan(v)) continue;
        const int b = static_cast<int>((v - lo) / w);
        out.counts[std::clamp(b, 0, bins - 1)] += 1;
    }
    return out;
}

namespace {
QVector<int> orderBy(const QVector<double>& v) {
    QVector<int> order(v.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return v[a] < v[b]; });
    return order;
}
}  // namespace

std::array<DeltaGroup, 3> deltaGroups(const QVector<double>& deltas, const QStringList& labels,
                                      double tolerance) {
    std::array<DeltaGroup, 3> groups;
    const QVector<int> order = orderBy(deltas);
    for (int i = 0; i < order.size(); ++i) {
        const double d = deltas[order[i]];
        DeltaGroup& g = groups[d > tolerance ? Wins : d < -tolerance ? Losses : Ties];
        g.keys << i + 1;
        g.values << d;
        g.labels << labels.value(order[i]);
    }
    return groups;
}

PointSeries sortedByX(const PointSeries& s) {
    PointSeries out{s.name, {}, {}, {}, s.color};
    for (int i : orderBy(s.x)) {
        out.x << s.x[i];
        out.y << s.y.value(i);
        out.labels << s.labels.value(i);
    }
    return out;
}

}  // namespace ranklens::ui
