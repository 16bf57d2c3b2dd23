// The rest of ndeval's measures (ndeval.c, the TREC Web track's diversity tool, version 4.5), from
// subtopic labels; the shared ones (alpha-nDCG, ERR-IA, nERR-IA, S-recall) are in diversity.cpp.
// g_r = sum over the subtopics s of the item at rank r of (1 - alpha)^(c_s), c_s = items above r
// relevant to s; S = the query's subtopics with a relevant item; R_s = items relevant to s.
//   alpha-DCG@k = sum_{r<=k} g_r / log2(r + 1), divided by sum_{r<=k} S (1 - alpha)^(r-1) /
//                 log2(r + 1) (ndeval's collection-independent normalisation)
//   P-IA@k      = sum_{r<=k} |subtopics of item r| / (k S)
//   MAP-IA      = (1/S) sum_s (sum over ranks r holding an item relevant to s of n_s(r) / r) / R_s
//                 with n_s(r) = items relevant to s in the top r (whole list)
//   NRBP(beta)  = (1 - (1 - alpha) beta) / S * sum_r g_r beta^(r-1) (whole list; Clarke et al.
//                 ICTIR 2009)
//   nNRBP(beta) = NRBP / NRBP of the greedy ideal order (diversity.cpp's greedyIdeal)
// All 0 for a query without subtopics.
#include <cmath>
#include <vector>

#include "core/definitions/eval_config.h"
#include "core/io/diversity_qrels.h"
#include "core/judged/judged_ranking.h"
#include "core/measures/diversity_functions.h"
#include "core/measures/measure_util.h"

namespace ranklens::core::detail {
namespace {

using Subtopics = const std::vector<std::uint32_t>*;

bool hasSubtopics(const JudgedRanking& r) {
    return r.diversity && !r.diversity->subtopics.empty();
}

// g_r for r = 1..ranked.size().
std::vector<double> novelGains(const std::vector<Subtopics>& ranked, std::size_t numSubtopics,
                               double alpha) {
    std::vector<double> weight(numSubtopics, 1.0), gains(ranked.size(), 0.0);
    for (std::size_t r = 0; r < ranked.size(); ++r)
        if (ranked[r])
            for (std::uint32_t s : *ranked[r]) {
                gains[r] += weight[s];
                weight[s] *= 1.0 - alpha;
            }
    return gains;
}

// sum_r g_r beta^(r-1), unnormalised.
double rbpSum(const std::vector<double>& gains, double beta) {
    double sum = 0.0, decay = 1.0;
    for (double g : gains) {
        sum += g * decay;
        decay *= beta;
    }
    return sum;
}

}  // namespace

void alphaDcgCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    if (!hasSubtopics(r)) return zero(out);
    const double alpha = cfg.diversityAlpha;
    const auto gains = novelGains(r.rankSubtopics, r.diversity->subtopics.size(), alpha);
    double dcg = 0.0, best = 0.0, bestGain = static_cast<double>(r.diversity->subtopics.size());
    for (std::size_t k = 0; k < out.size(); ++k) {
        const double discount = 1.0 / std::log2(static_cast<double>(k) + 2.0);
        if (k < gains.size()) dcg += gains[k] * discount;
        best += bestGain * discount;  // every subtopic satisfied at every rank
        bestGain *= 1.0 - alpha;
        out[k] = best > 0.0 ? dcg / best : 0.0;
    }
}

void pIaCurve(const JudgedRanking& r, const EvalConfig&, std::span<double> out) {
    if (!hasSubtopics(r)) return zero(out);
    const double S = static_cast<double>(r.diversity->subtopics.size());
    std::size_t count = 0;
    for (std::size_t k = 0; k < out.size(); ++k) {
        if (k < r.rankSubtopics.size() && r.rankSubtopics[k]) count += r.rankSubtopics[k]->size();
        out[k] = static_cast<double>(count) / (static_cast<double>(k + 1) * S);
    }
}

void mapIaFn(const JudgedRanking& r, const EvalConfig&, std::span<double> out) {
    if (!hasSubtopics(r)) return zero(out);
    const DiversityQuery& q = *r.diversity;
    std::vector<std::size_t> relevant(q.subtopics.size(), 0), seen(q.subtopics.size(), 0);
    for (const auto& subs : q.docSubtopics)
        for (std::uint32_t s : subs) ++relevant[s];
    std::vector<double> total(q.subtopics.size(), 0.0);
    for (std::size_t i = 0; i < r.rankSubtopics.size(); ++i)
        if (r.rankSubtopics[i])
            for (std::uint32_t s : *r.rankSubtopics[i])
                total[s] += static_cast<double>(++seen[s]) / static_cast<double>(i + 1);
    double sum = 0.0;
    for (std::size_t s = 0; s < total.size(); ++s)
        if (relevant[s] > 0) sum += total[s] / static_cast<double>(relevant[s]);
    out[0] = sum / static_cast<double>(q.subtopics.size());
}

void nrbpFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> betas,
            std::span<double> out) {
    if (!hasSubtopics(r)) return zero(out);
    const double alpha = cfg.diversityAlpha, S = static_cast<double>(r.diversity->subtopics.size());
    const auto gains = novelGains(r.rankSubtopics, r.diversity->subtopics.size(), alpha);
    for (std::size_t i = 0; i < betas.size(); ++i)
        out[i] = (1.0 - (1.0 - alpha) * betas[i]) / S * rbpSum(gains, betas[i]);
}

void nnrbpFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> betas,
             std::span<double> out) {
    if (!hasSubtopics(r)) return zero(out);
    const DiversityQuery& q = *r.diversity;
    const double alpha = cfg.diversityAlpha;
    const auto gains = novelGains(r.rankSubtopics, q.subtopics.size(), alpha);
    const auto ideal = novelGains(greedyIdeal(q, alpha, q.docs.size()), q.subtopics.size(), alpha);
    for (std::size_t i = 0; i < betas.size(); ++i) {
        const double best = rbpSum(ideal, betas[i]);
        out[i] = best > 0.0 ? rbpSum(gains, betas[i]) / best : 0.0;
    }
}

}  // namespace ranklens::core::detail
