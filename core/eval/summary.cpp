#include "core/eval/summary.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace ranklens::core {

double percentileSorted(std::span<const double> sorted, double p) {
    if (sorted.empty()) return 0.0;
    const double pos = std::clamp(p, 0.0, 1.0) * static_cast<double>(sorted.size() - 1);
    const std::size_t lo = static_cast<std::size_t>(std::floor(pos));
    const std::size_t hi = std::min(lo + 1, sorted.size() - 1);
    const double frac = pos - static_cast<double>(lo);
    return sorted[lo] + (sorted[hi] - sorted[lo]) * frac;
}

Summary summarize(std::span<const double> values, std::span<const double> weights) {
    Summary s;
    s.count = values.size();
    if (values.empty()) return s;
    double sum = 0;
    for (double v : values) sum += v;
    s.mean = sum / static_cast<double>(values.size());
    s.weightedMean = s.mean;
    if (weights.size() == values.size()) {
        double ws = 0, wv = 0;
        for (std::size_t i = 0; i < values.size(); ++i) {
            ws += weights[i];
            wv += weights[i] * values[i];
        }
        if (ws > 0) s.weightedMean = wv / ws;
    }
    std::vector<double> sorted(values.begin(), values.end());
    std::sort(sorted.begin(), sorted.end());
    s.min = sorted.front();
    s.max = sorted.back();
    s.median = percentileSorted(sorted, 0.5);
    s.p10 = percentileSorted(sorted, 0.1);
    s.p90 = percentileSorted(sorted, 0.9);
    return s;
}

}  // namespace ranklens::core
