// Intent-aware diversity from subtopic labels, as ndeval (the TREC Web track's tool) computes
// them. g_r = sum over the subtopics s of the item at rank r of (1 - alpha)^(c_s), c_s = how
// many items above r were relevant to s (Clarke et al. SIGIR 2008):
//   alpha-nDCG@k = sum_{r<=k} g_r / log2(r + 1), divided by the same for the ideal order;
//   ERR-IA@k     = sum_{r<=k} g_r / r, divided by its most possible value
//                  sum_{r<=k} |S| (1 - alpha)^(r-1) / r (ndeval's collection-independent form);
//   nERR-IA@k    = sum_{r<=k} g_r / r, divided by the same for the ideal order;
//   S-recall@k   = subtopics covered by the top k / |S| (Zhai et al. 2003).
// |S| counts the subtopics with at least one relevant item. Finding the ideal order is
// NP-hard; like ndeval, RankLens takes the standard greedy approximation: at each rank the
// item with the largest g (ties: the larger docid, as ndeval).
#include <algorithm>
#include <cmath>
#include <vector>

#include "core/io/diversity_qrels.h"
#include "core/measures/diversity_functions.h"
#include "core/measures/measure_util.h"

namespace ranklens::core::detail {
namespace {

using Subtopics = const std::vector<std::uint32_t>*;

// Gain g_r of each item of `ranked` (for r = 1..out.size(); 0 beyond the list).
void novelGains(const std::vector<Subtopics>& ranked, std::size_t numSubtopics, double alpha,
                std::span<double> out) {
    std::vector<double> weight(numSubtopics, 1.0);  // (1 - alpha)^c_s
    for (std::size_t r = 0; r < out.size(); ++r) {
        double g = 0.0;
        if (r < ranked.size() && ranked[r])
            for (std::uint32_t s : *ranked[r]) {
                g += weight[s];
                weight[s] *= 1.0 - alpha;
            }
        out[r] = g;
    }
}

bool hasSubtopics(const JudgedRanking& r) {
    return r.diversity && !r.diversity->subtopics.empty();
}

// Running sum of gains[r] * discount(r + 1) over ranks, divided by the same for `norm`.
template <typename Discount>
void normalisedSums(std::span<const double> gains, std::span<const double> norm, Discount disc,
                    std::span<double> out) {
    double num = 0.0, den = 0.0;
    for (std::size_t r = 0; r < out.size(); ++r) {
        num += gains[r] * disc(r + 1);
        den += norm[r] * disc(r + 1);
        out[r] = den > 0.0 ? num / den : 0.0;
    }
}

const auto kLogDiscount = [](std::size_t rank) { return 1.0 / std::log2(rank + 1.0); };
const auto kRankDiscount = [](std::size_t rank) { return 1.0 / static_cast<double>(rank); };

// Gains of the run and of the greedy ideal for k = 1..out.size().
void runAndIdealGains(const JudgedRanking& r, const EvalConfig& cfg, std::size_t K,
                      std::vector<double>& run, std::vector<double>& ideal) {
    const DiversityQuery& q = *r.diversity;
    run.assign(K, 0.0);
    ideal.assign(K, 0.0);
    novelGains(r.rankSubtopics, q.subtopics.size(), cfg.diversityAlpha, run);
    novelGains(greedyIdeal(q, cfg.diversityAlpha, K), q.subtopics.size(), cfg.diversityAlpha,
               ideal);
}

}  // namespace

// The greedy ideal order of the query's labelled items, at most `depth` long.
std::vector<const std::vector<std::uint32_t>*> greedyIdeal(const DiversityQuery& q, double alpha,
                                                           std::size_t depth) {
    std::vector<double> weight(q.subtopics.size(), 1.0);
    std::vector<bool> used(q.docs.size(), false);
    std::vector<const std::vector<std::uint32_t>*> ideal;
    for (std::size_t r = 0; r < depth && r < q.docs.size(); ++r) {
        std::size_t best = q.docs.size();
        double bestGain = -1.0;
        for (std::size_t d = 0; d < q.docs.size(); ++d) {
            if (used[d]) continue;
            double g = 0.0;
            for (std::uint32_t s : q.docSubtopics[d]) g += weight[s];
            if (g >= bestGain) {  // docs are in docid order: ties go to the larger docid
                bestGain = g;
                best = d;
            }
        }
        used[best] = true;
        ideal.push_back(&q.docSubtopics[best]);
        for (std::uint32_t s : q.docSubtopics[best]) weight[s] *= 1.0 - alpha;
    }
    return ideal;
}

void alphaNdcgCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    if (!hasSubtopics(r)) return zero(out);
    std::vector<double> run, ideal;
    runAndIdealGains(r, cfg, out.size(), run, ideal);
    normalisedSums(run, ideal, kLogDiscount, out);
}

void errIaCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    if (!hasSubtopics(r)) return zero(out);
    std::vector<double> run(out.size()), best(out.size());
    novelGains(r.rankSubtopics, r.diversity->subtopics.size(), cfg.diversityAlpha, run);
    double g = static_cast<double>(r.diversity->subtopics.size());
    for (double& b : best) {  // every subtopic satisfied at every rank
        b = g;
        g *= 1.0 - cfg.diversityAlpha;
    }
    normalisedSums(run, best, kRankDiscount, out);
}

void nerrIaCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    if (!hasSubtopics(r)) return zero(out);
    std::vector<double> run, ideal;
    runAndIdealGains(r, cfg, out.size(), run, ideal);
    normalisedSums(run, ideal, kRankDiscount, out);
}

void subtopicRecallCurve(const JudgedRanking& r, const EvalConfig&, std::span<double> out) {
    if (!hasSubtopics(r)) return zero(out);
    const std::size_t S = r.diversity->subtopics.size();
    std::vector<bool> seen(S, false);
    std::size_t covered = 0;
    for (std::size_t k = 0; k < out.size(); ++k) {
        if (k < r.rankSubtopics.size() && r.rankSubtopics[k])
            for (std::uint32_t s : *r.rankSubtopics[k])
                if (!seen[s]) {
                    seen[s] = true;
                    ++covered;
                }
        out[k] = static_cast<double>(covered) / static_cast<double>(S);
    }
}

void fillSubtopics(const DiversityQuery* q, const RunQuery* ranked, const QrelsQuery* labels,
                   const EvalConfig& cfg, JudgedRanking& r) {
    r.diversity = q;
    r.rankSubtopics.assign(r.grades.size(), nullptr);
    if (!q || !ranked) return;
    forEachKeptDoc(*ranked, labels, cfg, r.grades.size(), [&](std::size_t rank, const char* doc) {
        r.rankSubtopics[rank] = q->subtopicsOf(doc);
    });
}

}  // namespace ranklens::core::detail
