// Graded RBP as ir_measures computes RBP without rel= (trectools' get_rbp with graded
// relevance), and the Compatibility measure (Clarke, Vtyurina & Smucker, TOIS 2021) as
// ir_measures' compat provider.
//   RBP_graded(p) = (1 - p) * sum over ranks i of gain_i * p^(i-1): the label itself as gain
//                   (under the default linear gain; the NDCG gain setting in general), so a
//                   grade-3 item at rank 1 alone gives 3 (1 - p). Whole list, no normalisation.
//   Compat(p)     = RBO(run, ideal) / RBO(ideal, ideal), with RBO(a, b) = sum_{d<D} p^d
//                   |a_{1..d+1} n b_{1..d+1}| / (d + 1), divided by sum_{d<D} p^d, and D the
//                   longer of the two lists. The ideal: every item labelled > 0, by label
//                   descending; within a label the retrieved ones first in run order, then the
//                   unretrieved ones. compat_raw leaves out the division by RBO(ideal, ideal).
#include <algorithm>
#include <cstdint>
#include <functional>
#include <map>
#include <vector>

#include "core/definitions/eval_config.h"
#include "core/judged/judged_ranking.h"

namespace ranklens::core::detail {
namespace {

constexpr std::int64_t kUnretrieved = -1;

// The ideal ranking as ranks of the run (0-based), kUnretrieved for a relevant item the run
// missed.
std::vector<std::int64_t> compatIdeal(const JudgedRanking& r) {
    std::map<std::int32_t, std::size_t, std::greater<>> labelled;  // grade -> items, > 0
    for (std::int32_t g : r.labelGrades)
        if (g > 0) ++labelled[g];
    std::vector<std::int64_t> ideal;
    for (const auto& [grade, count] : labelled) {
        std::size_t retrieved = 0;
        for (std::size_t i = 0; i < r.grades.size(); ++i)
            if (r.grades[i] == grade && retrieved < count) {
                ideal.push_back(static_cast<std::int64_t>(i));
                ++retrieved;
            }
        ideal.insert(ideal.end(), count - retrieved, kUnretrieved);
    }
    return ideal;
}

// RBO of the run (ranks 0..n-1) against `ideal`, depth max(n, ideal length).
double rbo(std::size_t n, const std::vector<std::int64_t>& ideal, double p) {
    const std::size_t depth = std::max(n, ideal.size());
    std::vector<bool> inRun(n, false), inIdeal(n, false);
    std::size_t overlap = 0;
    double score = 0.0, norm = 0.0, weight = 1.0;
    for (std::size_t d = 0; d < depth; ++d) {
        if (d < n) {
            inRun[d] = true;
            overlap += inIdeal[d];
        }
        if (d < ideal.size() && ideal[d] != kUnretrieved) {
            const auto i = static_cast<std::size_t>(ideal[d]);
            inIdeal[i] = true;
            overlap += inRun[i];  // the run's item d came first: counted here when i == d
        }
        score += weight * static_cast<double>(overlap) / static_cast<double>(d + 1);
        norm += weight;
        weight *= p;
    }
    return norm > 0.0 ? score / norm : 0.0;
}

// RBO of the ideal against itself: the overlap at depth d + 1 is min(d + 1, ideal length).
double idealRbo(std::size_t n, std::size_t idealSize, double p) {
    const std::size_t depth = std::max(n, idealSize);
    double score = 0.0, norm = 0.0, weight = 1.0;
    for (std::size_t d = 0; d < depth; ++d) {
        score +=
            weight * static_cast<double>(std::min(d + 1, idealSize)) / static_cast<double>(d + 1);
        norm += weight;
        weight *= p;
    }
    return norm > 0.0 ? score / norm : 0.0;
}

void compat(const JudgedRanking& r, std::span<const double> ps, std::span<double> out,
            bool normalise) {
    const auto ideal = compatIdeal(r);
    for (std::size_t i = 0; i < ps.size(); ++i) {
        const double value = rbo(r.grades.size(), ideal, ps[i]);
        const double best = normalise ? idealRbo(r.grades.size(), ideal.size(), ps[i]) : 0.0;
        out[i] = best > 0.0 ? value / best : value;
    }
}

}  // namespace

void rbpGradedFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> ps,
                 std::span<double> out) {
    for (std::size_t i = 0; i < ps.size(); ++i) {
        double sum = 0.0, weight = 1.0;  // weight = p^(rank - 1)
        for (std::size_t k = 0; k < r.grades.size(); ++k) {
            if (r.grades[k] != kUnjudged) sum += weight * rankGain(r, cfg, k);
            weight *= ps[i];
        }
        out[i] = (1.0 - ps[i]) * sum;
    }
}

void compatFn(const JudgedRanking& r, const EvalConfig&, std::span<const double> ps,
              std::span<double> out) {
    compat(r, ps, out, true);
}

void compatRawFn(const JudgedRanking& r, const EvalConfig&, std::span<const double> ps,
                 std::span<double> out) {
    compat(r, ps, out, false);
}

}  // namespace ranklens::core::detail
