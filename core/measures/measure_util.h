#pragma once
// Small helpers shared by the measure families (not part of the public API).
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>
#include <vector>

#include "core/judged/judged_ranking.h"

namespace ranklens::core::detail {

// log2(i), for i < 4096 from a table computed once (the same values std::log2 gives on each
// call): the rank discounts log2(rank + 1) without a call per rank.
inline double log2OfCount(std::size_t i) {
    static const std::vector<double> table = [] {
        std::vector<double> t(4096);
        for (std::size_t j = 1; j < t.size(); ++j) t[j] = std::log2(static_cast<double>(j));
        return t;
    }();
    return i < table.size() ? table[i] : std::log2(static_cast<double>(i));
}

// A recall level p as a count of relevant items: trec_eval 9.0.8 (long)(p * R + 0.9), 10.0
// lround(p * R) (iprec_at_recall, 11pt_avg).
inline long trecLevelCount(double p, std::int64_t R, const EvalConfig& cfg) {
    const double x = p * static_cast<double>(R);
    return cfg.trecEvalVersion == TrecEvalVersion::V10_0 ? std::lround(x)
                                                         : static_cast<long>(x + 0.9);
}

// trec_eval's interpolated precision at a level on a list -J emptied: its precision 0 / 0 where
// the level counts no relevant item, NaN (printed -nan) when the evaluation keeps trec_eval's
// undefined values (JudgedRanking::undefinedAsNan); RankLens' 0 otherwise.
inline bool iprecUndefinedAt(const JudgedRanking& r, double level, const EvalConfig& cfg) {
    return r.undefinedAsNan && r.listEvaluated && r.grades.empty() &&
           trecLevelCount(level, r.numRel, cfg) == 0;
}

// trec_eval's 0 / 0 as x86-64 computes it: a NaN with the sign bit set, which printf prints
// "-nan" (and a mean over it stays so).
inline double trecZeroByZero() {
    return std::copysign(std::numeric_limits<double>::quiet_NaN(), -1.0);
}

// Every value of out 0: a query the family has nothing to score on (no subtopics, no items).
inline void zero(std::span<double> out) {
    std::fill(out.begin(), out.end(), 0.0);
}

// Number of ranked items (the whole list).
inline std::size_t numRet(const JudgedRanking& r) {
    return r.grades.size();
}

// Calls f(k, relevantInTopK, isRelevantAtK) for k = 1..K; beyond the list relevantAtK = false.
// No branch per rank: whether an item is relevant is as unpredictable as its label.
template <typename F>
void forEachRank(const JudgedRanking& r, const EvalConfig& cfg, std::size_t K, F&& f) {
    std::size_t relSoFar = 0;
    const std::size_t n = std::min(r.grades.size(), K);
    const std::int32_t threshold = cfg.relevanceThreshold;
    for (std::size_t k = 1; k <= n; ++k) {
        const std::int32_t g = r.grades[k - 1];
        const bool rel = (g >= 0) & (g >= threshold);  // cfg.isRelevant(g)
        relSoFar += rel;
        f(k, relSoFar, rel);
    }
    for (std::size_t k = n + 1; k <= K; ++k) f(k, relSoFar, false);
}

inline std::size_t relevantRetrieved(const JudgedRanking& r, const EvalConfig& cfg) {
    // cfg.isRelevant(g) as one comparison without a branch, so the loop is vectorised.
    const std::int32_t lowest = std::max<std::int32_t>(cfg.relevanceThreshold, 0);
    std::uint32_t n = 0;
    for (const std::int32_t g : r.grades) n += static_cast<std::uint32_t>(g >= lowest);
    return n;
}

// The 0-based ranks whose grade is at least `lowest` (>= 0), in rank order, in this thread's
// buffer (valid until the thread's next call): one pass without a branch per rank, so a
// measure that only needs those ranks skips the others (most items of a long list are
// unjudged).
inline std::span<const std::uint32_t> ranksGradedAtLeast(const JudgedRanking& r,
                                                         std::int32_t lowest) {
    thread_local std::vector<std::uint32_t> buf;
    if (buf.size() < r.grades.size()) buf.resize(r.grades.size());
    std::size_t n = 0;
    for (std::size_t i = 0; i < r.grades.size(); ++i) {
        buf[n] = static_cast<std::uint32_t>(i);
        n += static_cast<std::size_t>(r.grades[i] >= lowest);
    }
    return {buf.data(), n};
}
// The ranks of the relevant items (cfg.isRelevant: grade >= 0 and >= the threshold).
inline std::span<const std::uint32_t> relevantRanks(const JudgedRanking& r, const EvalConfig& cfg) {
    return ranksGradedAtLeast(r, std::max<std::int32_t>(cfg.relevanceThreshold, 0));
}
// The ranks of the judged items (grade >= 0): the only ranks with a gain.
inline std::span<const std::uint32_t> judgedRanks(const JudgedRanking& r) {
    return ranksGradedAtLeast(r, 0);
}

}  // namespace ranklens::core::detail

namespace ranklens::core::detail {

// Ties averaged (TiePolicy::Average, McSherry & Najork 2008): every rank of a tie group holds
// each item of the group with the same probability, so a measure that adds up something per
// rank has as expected value the same sum over the group means.
inline bool tiesAveraged(const JudgedRanking& r) {
    return !r.tieGroups.empty();
}

// out[i] = mean of value(grade) over the tie group of rank i + 1 (value itself when ties are
// not averaged).
template <typename F>
void groupMeans(const JudgedRanking& r, F&& value, std::vector<double>& out) {
    out.assign(r.grades.size(), 0.0);
    if (!tiesAveraged(r)) {
        for (std::size_t i = 0; i < r.grades.size(); ++i) out[i] = value(r.grades[i]);
        return;
    }
    for (std::size_t g = 0; g + 1 < r.tieGroups.size(); ++g) {
        const std::size_t b = r.tieGroups[g], e = r.tieGroups[g + 1];
        double sum = 0.0;
        for (std::size_t i = b; i < e; ++i) sum += value(r.grades[i]);
        for (std::size_t i = b; i < e; ++i) out[i] = sum / static_cast<double>(e - b);
    }
}

// Ties averaged: calls f(k, expected relevant items in the top k) for k = 1..K.
template <typename F>
void forEachRankExpected(const JudgedRanking& r, const EvalConfig& cfg, std::size_t K, F&& f) {
    std::vector<double> rel;
    groupMeans(
        r, [&cfg](std::int32_t g) { return cfg.isRelevant(g) ? 1.0 : 0.0; }, rel);
    double relSoFar = 0.0;
    for (std::size_t k = 1; k <= K; ++k) {
        if (k <= rel.size()) relSoFar += rel[k - 1];
        f(k, relSoFar);
    }
}

// Ties averaged, exact expected values of the measures that do not add up per rank
// (core/measures/tie_average.cpp).
void hitCurveAveraged(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void rrCurveAveraged(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void apCurveAveraged(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
double bprefAveraged(const JudgedRanking& r, const EvalConfig& cfg);

}  // namespace ranklens::core::detail
