// trec_eval's graded measures beyond ndcg: G, ndcg_rel, Rndcg, and trec_eval 10.0's dcg,
// ideal_dcg, rbp and rbp_resid. Gains: the label (or the configured gain), unless a
// level=gain pair of the measure's parameters says otherwise (trec_eval's setup_gains).
#include <algorithm>
#include <cmath>
#include <functional>
#include <vector>

#include "core/measures/measure_util.h"

namespace ranklens::core::detail {

namespace {

constexpr double kRbpDefault[] = {0.9};

// The gain of a grade: a (level, gain) pair's gain when one names it, else the configured one.
double gainWith(std::span<const double> pairs, std::int32_t grade, double configured) {
    for (std::size_t i = 0; i + 1 < pairs.size(); i += 2)
        if (static_cast<std::int32_t>(pairs[i]) == grade) return pairs[i + 1];
    return configured;
}

// Gains of the ranked items (0 when unjudged or negative), in this thread's buffer (a query's
// measures run one after another on one thread; no allocation per query).
std::vector<double>& rankedGains(const JudgedRanking& r, const EvalConfig& cfg,
                                 std::span<const double> pairs) {
    thread_local std::vector<double> g;
    g.assign(r.grades.size(), 0.0);
    for (std::size_t i = 0; i < g.size(); ++i)
        if (r.grades[i] >= 0) g[i] = gainWith(pairs, r.grades[i], rankGain(r, cfg, i));
    return g;
}

// The gain of rank i (0 when unjudged or negative), as rankedGains()[i] without the vector.
double gainAt(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> pairs,
              std::size_t i) {
    return r.grades[i] >= 0 ? gainWith(pairs, r.grades[i], rankGain(r, cfg, i)) : 0.0;
}

// The ideal gains, best first, positive ones only (trec_eval walks its levels down to gain 0),
// in this thread's buffer. Sorted only when a level=gain pair broke idealGains' order.
const std::vector<double>& idealWith(const JudgedRanking& r, const EvalConfig& cfg,
                                     std::span<const double> pairs) {
    thread_local std::vector<double> ideal;
    idealGains(r, cfg, ideal);
    if (!pairs.empty() && cfg.ideal == IdealOrder::Labels)
        for (std::size_t i = 0; i < ideal.size(); ++i)
            ideal[i] = gainWith(pairs, r.labelGrades[i], ideal[i]);
    std::erase_if(ideal, [](double g) { return !(g > 0.0); });
    if (!std::is_sorted(ideal.begin(), ideal.end(), std::greater<>()))
        std::stable_sort(ideal.begin(), ideal.end(), std::greater<>());
    return ideal;
}

double idealAt(const std::vector<double>& ideal, std::size_t i) {
    return i < ideal.size() ? ideal[i] : 0.0;
}

double discount(std::size_t i) {  // rank i + 1
    return log2OfCount(i + 2);
}

}  // namespace

void gFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> pairs,
         std::span<double> out) {
    const auto& ideal = idealWith(r, cfg, pairs);
    // Cost of reading rank i: the ideal gain there, at least 1 (trec_eval's min_cost).
    double sumResults = 0.0, sumCost = 0.0, g = 0.0, sumIdeal = 0.0;
    for (std::size_t i = 0; i < r.grades.size(); ++i) {
        const double gain = gainAt(r, cfg, pairs, i);
        sumResults += gain;
        sumCost += std::max(idealAt(ideal, i), 1.0);
        if (gain != 0) g += gain / std::log2(2 + sumCost - sumResults);
    }
    for (double x : ideal) sumIdeal += x;
    out[0] = sumIdeal > 0.0 ? g / sumIdeal : 0.0;
}

void ndcgRelFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> pairs,
               std::span<double> out) {
    const auto& ideal = idealWith(r, cfg, pairs);
    // NDCG at every rank holding a positive gain (the ideal DCG cut at that rank, whole from the
    // ideal's end on); every relevant item not retrieved adds the NDCG of the whole list. Only
    // judged ranks have a gain; the ideal DCG is summed rank by rank up to each of them.
    double dcg = 0.0, idcg = 0.0, sum = 0.0;
    long relRet = 0;
    std::size_t idealDone = 0;  // ideal ranks summed into idcg
    const auto addIdealUpTo = [&](std::size_t end) {
        for (end = std::min(end, ideal.size()); idealDone < end; ++idealDone)
            idcg += ideal[idealDone] / discount(idealDone);
    };
    for (const std::uint32_t rank : judgedRanks(r)) {
        const double gain = gainAt(r, cfg, pairs, rank);
        if (gain != 0) dcg += gain / discount(rank);
        addIdealUpTo(rank + std::size_t{1});
        if (gain > 0) {
            sum += dcg / idcg;
            ++relRet;
        }
    }
    addIdealUpTo(ideal.size());
    const auto numRel = static_cast<long>(ideal.size());
    sum += static_cast<double>(numRel - relRet) * dcg / idcg;
    out[0] = sum > 0.0 ? sum / static_cast<double>(numRel) : 0.0;
}

void rndcgFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> pairs,
             std::span<double> out) {
    out[0] = 0.0;
    if (r.numRel == 0) return;
    const auto& ideal = idealWith(r, cfg, pairs);
    const std::size_t n = r.grades.size();
    // NDCG taken wherever the ideal gain changes (and after the list once the ideal ran out),
    // averaged over those points.
    double dcg = 0.0, idcg = 0.0, sum = 0.0;
    long points = 0;
    const auto point = [&] {
        if (idcg > 0.0) {
            sum += dcg / idcg;
            ++points;
        }
    };
    double current = idealAt(ideal, 0), previous = current;
    std::size_t i = 0;
    for (; i < n && current > 0.0; ++i) {
        current = idealAt(ideal, i);
        if (previous != current) {
            point();
            previous = current;
        }
        const double gain = gainAt(r, cfg, pairs, i);
        if (gain != 0) dcg += gain / discount(i);
        if (current > 0.0) idcg += current / discount(i);
    }
    if (i < n) {
        for (const std::uint32_t rank : judgedRanks(r)) {  // only judged ranks have a gain
            if (rank < i) continue;
            const double gain = gainAt(r, cfg, pairs, rank);
            if (gain != 0) dcg += gain / discount(rank);
        }
        i = n;
        point();
    }
    for (; current > 0.0; ++i) {
        current = idealAt(ideal, i);
        if (previous != current) {
            point();
            previous = current;
        }
        if (current > 0.0) idcg += current / discount(i);
    }
    out[0] = sum / static_cast<double>(points);  // no point: 0/0, as trec_eval
}

void trecDcgFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> pairs,
               std::span<double> out) {
    const auto& gains = rankedGains(r, cfg, pairs);
    double dcg = 0.0;
    for (std::size_t i = 0; i < gains.size(); ++i)
        if (gains[i] != 0) dcg += gains[i] / discount(i);
    out[0] = dcg;
}

void trecIdealDcgFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> pairs,
                    std::span<double> out) {
    const auto& ideal = idealWith(r, cfg, pairs);
    // trec_eval 10.0 sums the ideal over the ranks of the list, then the ideal's rest.
    double idcg = 0.0;
    for (std::size_t i = 0; i < ideal.size(); ++i) idcg += ideal[i] / discount(i);
    out[0] = idcg;
}

void trecRbpFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> params,
               std::span<double> out) {
    const double p = params.empty() ? kRbpDefault[0] : params[0];
    auto& gains = rankedGains(r, cfg, {});
    // Gains outside [0, 1] are rescaled to it by the query's gain range (from 0 to the largest
    // label's gain), as trec_eval 10.0 does.
    double lo = 0.0, hi = 0.0;
    for (std::int32_t g : r.labelGrades) {
        lo = std::min(lo, cfg.gainOf(g));
        hi = std::max(hi, cfg.gainOf(g));
    }
    if (lo < 0.0 || hi > 1.0)
        for (double& g : gains) g = (g - lo) / (hi - lo);
    double sum = 0.0, weight = 1.0;
    for (double g : gains) {
        if (g != 0) sum += g * weight;
        weight *= p;
    }
    out[0] = (1.0 - p) * sum;
}

void trecRbpResidFn(const JudgedRanking& r, const EvalConfig&, std::span<const double> params,
                    std::span<double> out) {
    const double p = params.empty() ? kRbpDefault[0] : params[0];
    double sum = 0.0, weight = 1.0;
    long unjudged = 0;
    for (std::int32_t g : r.grades) {
        if (g < 0) {
            ++unjudged;
            sum += weight;
        }
        weight *= p;
    }
    // No unjudged item in the list: 0, the tail below it ignored (as trec_eval 10.0).
    out[0] = unjudged ? weight + (1.0 - p) * sum : 0.0;
}

void gDefault(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    gFn(r, cfg, {}, out);
}
void ndcgRelDefault(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    ndcgRelFn(r, cfg, {}, out);
}
void rndcgDefault(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    rndcgFn(r, cfg, {}, out);
}
void trecDcgDefault(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    trecDcgFn(r, cfg, {}, out);
}
void trecIdealDcgDefault(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    trecIdealDcgFn(r, cfg, {}, out);
}
void trecRbpDefault(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    trecRbpFn(r, cfg, kRbpDefault, out);
}
void trecRbpResidDefault(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    trecRbpResidFn(r, cfg, kRbpDefault, out);
}

}  // namespace ranklens::core::detail
