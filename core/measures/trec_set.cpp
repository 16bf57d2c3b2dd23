// trec_eval's all_trec measures computed from relevance and counts: infAP, binG, relative_P,
// set_relative_P, set_map, num_nonrel_judged_ret, yaap, Rprec_mult, utility, 11pt_avg,
// relstring, and trec_eval 10.0's unj. Each follows its m_*.c definition (read, not copied).
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "core/measures/measure_util.h"

namespace ranklens::core::detail {

namespace {

constexpr double kInfApEpsilon = 0.00001;  // trec_eval's INFAP_EPSILON
constexpr double kUtilityDefault[] = {1.0, -1.0, 0.0, 0.0};
constexpr double kPt11Default[] = {0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0};
constexpr double kRelstringDefault[] = {10.0};

}  // namespace

void infApFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    long nonrel = 0, rel = 0, poolUnjudged = 0;
    double sum = 0.0;
    for (std::size_t j = 0; j < r.grades.size(); ++j) {
        const std::int32_t g = r.grades[j];
        if (g == kUnjudged) continue;  // not in the pool
        if (g < 0) {                   // in the pool, not judged (negative label)
            ++poolUnjudged;
            continue;
        }
        if (!cfg.isRelevant(g)) {
            ++nonrel;
            continue;
        }
        ++rel;
        if (j == 0) {
            sum += 1.0;
            continue;
        }
        const double fj = static_cast<double>(j);
        const auto above = static_cast<double>(rel - 1 + nonrel + poolUnjudged);
        sum += 1.0 / (fj + 1.0) + (fj / (fj + 1.0)) * (above / fj) *
                                      ((static_cast<double>(rel - 1) + kInfApEpsilon) /
                                       (static_cast<double>(rel - 1 + nonrel) + 2 * kInfApEpsilon));
    }
    out[0] = r.numRel ? sum / static_cast<double>(r.numRel) : sum;
}

void binGFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    long rel = 0;
    double sum = 0.0;
    for (std::size_t i = 0; i < r.grades.size(); ++i) {
        if (!cfg.isRelevant(r.grades[i])) continue;
        ++rel;
        sum += 1.0 / std::log2(static_cast<double>(3 + static_cast<long>(i) - rel));
    }
    out[0] = rel ? sum / static_cast<double>(r.numRel) : 0.0;
}

void setRelativePFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    const auto n = static_cast<std::int64_t>(r.grades.size());
    out[0] = n && r.numRel ? static_cast<double>(relevantRetrieved(r, cfg)) /
                                 static_cast<double>(std::min(n, r.numRel))
                           : 0.0;
}

void setMapFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    const auto n = static_cast<double>(r.grades.size());
    const auto relRet = static_cast<double>(relevantRetrieved(r, cfg));
    out[0] = n > 0 && r.numRel ? relRet * relRet / (n * static_cast<double>(r.numRel)) : 0.0;
}

void numNonrelJudgedRetFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    // Judged and not relevant (trec_eval: 0 <= rel < -l), without a branch (a vectorised loop).
    const std::int32_t relevantFrom = std::max<std::int32_t>(cfg.relevanceThreshold, 0);
    std::uint32_t n = 0;
    for (const std::int32_t g : r.grades)
        n += static_cast<std::uint32_t>((g >= 0) & (g < relevantFrom));
    out[0] = static_cast<double>(n);
}

void yaapFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    // A query the run missed: 0 (never computed). A list -J emptied is computed: log(1/(1+R)).
    if (!r.listEvaluated) {
        out[0] = 0.0;
        return;
    }
    long rel = 0;
    double sum = 0.0;
    for (std::size_t i = 0; i < r.grades.size(); ++i)
        if (cfg.isRelevant(r.grades[i]))
            sum += static_cast<double>(++rel) / static_cast<double>(i + 1);
    out[0] = std::log((1.0 + sum) / (1.0 + static_cast<double>(r.numRel) - sum));
}

void relativePCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    if (r.numRel == 0) {
        std::fill(out.begin(), out.end(), 0.0);
        return;
    }
    forEachRank(r, cfg, out.size(), [&](std::size_t k, std::size_t rel, bool) {
        const auto kk = static_cast<std::int64_t>(k);
        out[k - 1] = static_cast<double>(rel) / static_cast<double>(std::min(kk, r.numRel));
    });
}

void unjCurve(const JudgedRanking& r, const EvalConfig&, std::span<double> out) {
    std::size_t unjudged = 0;
    for (std::size_t k = 1; k <= out.size(); ++k) {
        if (k <= r.grades.size()) unjudged += r.grades[k - 1] < 0;
        out[k - 1] = static_cast<double>(unjudged) / static_cast<double>(k);
    }
}

void rprecMultFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> params,
                 std::span<double> out) {
    std::fill(out.begin(), out.end(), 0.0);
    const auto n = static_cast<long>(r.grades.size());
    if (n == 0) return;
    const auto rel = relevantRanks(r, cfg);
    for (std::size_t i = 0; i < params.size(); ++i) {
        // Multiple x of R as a rank: (long)(x * R + 0.9), in both releases; precision there
        // (beyond the list: the relevant items retrieved over the cut-off; none above: 0).
        const auto cut = static_cast<long>(params[i] * static_cast<double>(r.numRel) + 0.9);
        if (cut <= 0) continue;
        const auto relAbove = static_cast<long>(
            std::lower_bound(rel.begin(), rel.end(), static_cast<std::uint32_t>(std::min(cut, n))) -
            rel.begin());
        if (relAbove > 0) out[i] = static_cast<double>(relAbove) / static_cast<double>(cut);
    }
}

void utilityFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> c,
               std::span<double> out) {
    out[0] = 0.0;
    // c: the four coefficients, then (trec_eval -N, optional) the collection size, default 0.
    if (c.size() < 4 || !r.listEvaluated) return;  // a query the run missed scores 0
    const auto relRet = static_cast<double>(relevantRetrieved(r, cfg));
    const auto ret = static_cast<double>(r.grades.size());
    const auto R = static_cast<double>(r.numRel);
    const double docsInCollection = c.size() > 4 ? c[4] : 0.0;
    out[0] = c[0] * relRet + c[1] * (ret - relRet) + c[2] * (R - relRet) +
             c[3] * (docsInCollection + relRet - ret - R);
}

void utilityDefault(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    utilityFn(r, cfg, kUtilityDefault, out);
}

void pt11AvgFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> levels,
               std::span<double> out) {
    out[0] = 0.0;
    const auto n = static_cast<long>(r.grades.size());
    for (double level : levels)  // the mean of trec_eval's levels, one of them 0 / 0
        if (iprecUndefinedAt(r, level, cfg)) out[0] = trecZeroByZero();
    if (n == 0 || levels.empty()) return;
    const auto rel = relevantRanks(r, cfg);
    const auto relRet = static_cast<long>(rel.size());
    thread_local std::vector<long> cut;
    cut.resize(levels.size());
    for (std::size_t i = 0; i < levels.size(); ++i)
        cut[i] = trecLevelCount(levels[i], r.numRel, cfg);
    long current = static_cast<long>(levels.size()) - 1;
    while (current >= 0 && cut[static_cast<std::size_t>(current)] > relRet) --current;
    double intPrec = static_cast<double>(relRet) / static_cast<double>(n);
    double sum = 0.0;
    // Precision relSoFar / i is largest, over the ranks sharing a relSoFar, at the smallest of
    // them, a relevant rank, and the levels are summed only there: so the maximum is taken at
    // the relevant ranks only, from the last one up (the same quotients and sums; as iprecFn).
    for (long relSoFar = relRet; relSoFar > 0; --relSoFar) {
        const std::size_t rank = rel[static_cast<std::size_t>(relSoFar) - 1] + 1;
        intPrec = std::max(intPrec, static_cast<double>(relSoFar) / static_cast<double>(rank));
        for (; current >= 0 && relSoFar == cut[static_cast<std::size_t>(current)]; --current)
            sum += intPrec;
    }
    for (; current >= 0; --current) sum += intPrec;
    out[0] = sum / static_cast<double>(levels.size());
}

void pt11AvgDefault(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    pt11AvgFn(r, cfg, kPt11Default, out);
}

void relstringFn(const JudgedRanking&, const EvalConfig&, std::span<const double>,
                 std::span<double> out) {
    out[0] = 0.0;  // the value is the text (relstringText)
}

void relstringDefault(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    relstringFn(r, cfg, kRelstringDefault, out);
}

void relstringText(const JudgedRanking& r, const EvalConfig&, std::span<const double> params,
                   std::string& out) {
    const double len = params.empty() ? kRelstringDefault[0] : params[0];
    long n = std::min(static_cast<long>(len), static_cast<long>(r.grades.size()));
    n = std::max(n, 0L);
    out.assign(static_cast<std::size_t>(n), ' ');
    for (std::size_t i = 0; i < out.size(); ++i) {
        const std::int32_t g = r.grades[i];
        out[i] = g > 9            ? '>'
                 : g >= 0         ? static_cast<char>('0' + g)
                 : g == kUnjudged ? '-'   // not in the pool
                                  : '.';  // in the pool, not judged (negative label)
    }
}

}  // namespace ranklens::core::detail
