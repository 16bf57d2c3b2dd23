#pragma once
// Small helpers shared by the measure families (not part of the public API).
#include <algorithm>
#include <cstddef>
#include <span>

#include "core/judged_ranking.h"

namespace ranklens::core::detail {

// Number of ranked items (the whole list).
inline std::size_t numRet(const JudgedRanking& r) {
    return r.grades.size();
}

// Calls f(k, relevantInTopK, isRelevantAtK) for k = 1..K; beyond the list relevantAtK = false.
template <typename F>
void forEachRank(const JudgedRanking& r, const EvalConfig& cfg, std::size_t K, F&& f) {
    std::size_t relSoFar = 0;
    const std::size_t n = r.grades.size();
    for (std::size_t k = 1; k <= K; ++k) {
        const bool rel = k <= n && cfg.isRelevant(r.grades[k - 1]);
        relSoFar += rel;
        f(k, relSoFar, rel);
    }
}

inline std::size_t relevantRetrieved(const JudgedRanking& r, const EvalConfig& cfg) {
    return static_cast<std::size_t>(std::count_if(
        r.grades.begin(), r.grades.end(), [&](std::int32_t g) { return cfg.isRelevant(g); }));
}

}  // namespace ranklens::core::detail
