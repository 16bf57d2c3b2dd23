#include "core/compare/sensitivity.h"

#include <algorithm>
#include <numeric>
#include <stdexcept>
#include <unordered_map>

namespace ranklens::core::compare {
namespace {

int sign(double d, double tol) {
    return d > tol ? 1 : d < -tol ? -1 : 0;
}

std::vector<std::size_t> ordering(const std::vector<std::vector<double>>& mean, std::size_t m) {
    std::vector<std::size_t> idx(mean.size());
    std::iota(idx.begin(), idx.end(), 0);
    std::stable_sort(idx.begin(), idx.end(),
                     [&](std::size_t x, std::size_t y) { return mean[x][m] > mean[y][m]; });
    return idx;
}

}  // namespace

std::size_t SensitivityReport::flipCount(std::size_t run, std::size_t metric) const {
    return static_cast<std::size_t>(
        std::count_if(flips.begin(), flips.end(),
                      [&](const QueryFlip& f) { return f.run == run && f.metric == metric; }));
}

namespace {

// The pair's mean delta over its rows (a run-level measure: the difference of the run values).
double pairDelta(const ComparisonInput& in, const std::vector<std::size_t>& rows,
                 std::size_t baseline, std::size_t run, std::size_t m) {
    if (!in.metrics[m].perQuery()) return in.runValue[run][m] - in.runValue[baseline][m];
    if (rows.empty()) return 0;
    double s = 0;
    for (std::size_t q : rows) s += in.values[run][m][q] - in.values[baseline][m][q];
    return s / static_cast<double>(rows.size());
}

}  // namespace

SensitivityReport definitionSensitivity(const ComparisonInput& a, const ComparisonInput& b,
                                        std::size_t baseline, double tolerance) {
    if (a.runNames != b.runNames) throw std::invalid_argument("sensitivity: the runs differ");
    if (a.metrics.size() != b.metrics.size())
        throw std::invalid_argument("sensitivity: the metrics differ");
    for (std::size_t m = 0; m < a.metrics.size(); ++m)
        if (a.metrics[m].key != b.metrics[m].key)
            throw std::invalid_argument("sensitivity: the metrics differ");
    if (baseline >= a.runCount()) throw std::invalid_argument("sensitivity: baseline out of range");

    SensitivityReport rep;
    rep.definitionsA = a.definitions;
    rep.definitionsB = b.definitions;
    rep.baseline = baseline;
    rep.meanA = a.runValue;
    rep.meanB = b.runValue;
    std::unordered_map<std::string, std::size_t> rowB;
    for (std::size_t q = 0; q < b.qids.size(); ++q) rowB.emplace(b.qids[q], q);

    rep.deltaA.assign(a.runCount(), std::vector<double>(a.metrics.size(), 0.0));
    rep.deltaB = rep.deltaA;
    for (std::size_t r = 0; r < a.runCount(); ++r) {
        if (r == baseline) continue;
        const auto rowsA = a.pairRows(baseline, r), rowsB = b.pairRows(baseline, r);
        for (std::size_t m = 0; m < a.metrics.size(); ++m) {
            const double da = rep.deltaA[r][m] = pairDelta(a, rowsA, baseline, r, m);
            const double db = rep.deltaB[r][m] = pairDelta(b, rowsB, baseline, r, m);
            if (sign(da, tolerance) != sign(db, tolerance)) rep.verdictFlips.emplace_back(r, m);
            if (!a.metrics[m].perQuery()) continue;
            for (std::size_t q : rowsA) {
                const auto it = rowB.find(a.qids[q]);
                if (it == rowB.end()) continue;
                const double qa = a.values[r][m][q] - a.values[baseline][m][q];
                const double qb = b.values[r][m][it->second] - b.values[baseline][m][it->second];
                if (sign(qa, tolerance) != sign(qb, tolerance))
                    rep.flips.push_back({r, m, a.qids[q], qa, qb});
            }
        }
    }
    for (std::size_t m = 0; m < a.metrics.size(); ++m) {
        auto oa = ordering(a.runValue, m);
        auto ob = ordering(b.runValue, m);
        if (oa != ob) rep.orderings.push_back({m, std::move(oa), std::move(ob)});
    }
    return rep;
}

}  // namespace ranklens::core::compare
