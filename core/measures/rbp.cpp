// Rank-biased precision (Moffat & Zobel, TOIS 2008) and its residual.
//   RBP(p)      = (1 - p) * sum over ranks i of rel_i * p^(i-1)      (rel_i: label >= threshold)
//   residual(p) = (1 - p) * sum over unjudged ranks i of p^(i-1)  +  p^n  (n = list length)
// RBP + residual is the largest value the list could reach if every unjudged item and every
// item below the list were relevant. p lies in (0, 1): at p = 1 (RBP 0, residual 1 for every
// list) measure specs refuse it.
//   RBP@k(p)    = (1 - p) * sum over ranks i <= k of rel_i * p^(i-1)   (p = cfg.rbpPersistence)
// equals RBP(p) from k = n on.
#include <span>

#include "core/definitions/eval_config.h"
#include "core/judged/judged_ranking.h"

namespace ranklens::core::detail {
namespace {

struct RbpParts {
    double gained = 0.0;    // sum of p^(i-1) over relevant ranks
    double unjudged = 0.0;  // sum of p^(i-1) over unjudged ranks
    double tail = 1.0;      // p^n
};

RbpParts rbpParts(const JudgedRanking& r, const EvalConfig& cfg, double p) {
    RbpParts parts;
    for (std::int32_t g : r.grades) {  // parts.tail holds p^(i-1) at rank i
        if (g == kUnjudged)
            parts.unjudged += parts.tail;
        else if (cfg.isRelevant(g))
            parts.gained += parts.tail;
        parts.tail *= p;
    }
    return parts;
}

}  // namespace

void rbpFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> ps,
           std::span<double> out) {
    for (std::size_t i = 0; i < ps.size(); ++i)
        out[i] = (1.0 - ps[i]) * rbpParts(r, cfg, ps[i]).gained;
}

void rbpResidualFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> ps,
                   std::span<double> out) {
    for (std::size_t i = 0; i < ps.size(); ++i) {
        const RbpParts parts = rbpParts(r, cfg, ps[i]);
        out[i] = (1.0 - ps[i]) * parts.unjudged + parts.tail;
    }
}

void rbpCutCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    const double p = cfg.rbpPersistence;
    double weight = 1.0;  // p^(i-1) at rank i
    double gained = 0.0;
    const std::size_t n = r.grades.size();
    for (std::size_t k = 0; k < out.size(); ++k) {
        if (k < n) {
            if (r.grades[k] != kUnjudged && cfg.isRelevant(r.grades[k])) gained += weight;
            weight *= p;
        }
        out[k] = (1.0 - p) * gained;
    }
}

}  // namespace ranklens::core::detail
