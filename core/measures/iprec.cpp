// Interpolated precision at recall levels (the standard recall-precision graph).
#include <algorithm>
#include <cmath>
#include <vector>

#include "core/measures/measure_functions.h"
#include "core/measures/measure_util.h"

namespace ranklens::core::detail {

void iprecFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> levels,
             std::span<double> out) {
    std::fill(out.begin(), out.end(), 0.0);
    const std::size_t n = r.grades.size();
    const std::size_t relRet = relevantRetrieved(r, cfg);
    if (n == 0) return;
    // Level p maps to the cut-off count of relevant items floor(p * R + 0.9) (trec_eval 9.0.8),
    // or lround(p * R) (trec_eval 10.0).
    const bool rounded = cfg.trecEvalVersion == TrecEvalVersion::V10_0;
    std::vector<long> cut(levels.size());
    for (std::size_t i = 0; i < levels.size(); ++i) {
        const double x = levels[i] * static_cast<double>(r.numRel);
        cut[i] = rounded ? std::lround(x) : static_cast<long>(x + 0.9);
    }
    long current = static_cast<long>(levels.size()) - 1;
    while (current >= 0 && cut[current] > static_cast<long>(relRet)) --current;
    double intPrec = static_cast<double>(relRet) / static_cast<double>(n);
    long relSoFar = static_cast<long>(relRet);
    // Precision relSoFar / i is largest, over the ranks sharing a relSoFar, at the smallest of
    // them: a relevant rank. So the maximum is taken there only (one division per relevant item
    // instead of one per rank; the same quotients, the same result).
    for (std::size_t i = n; i > 0 && relSoFar > 0; --i) {
        if (!cfg.isRelevant(r.grades[i - 1])) continue;
        intPrec = std::max(intPrec, static_cast<double>(relSoFar) / static_cast<double>(i));
        while (current >= 0 && relSoFar == cut[current]) out[current--] = intPrec;
        --relSoFar;
    }
    while (current >= 0) out[current--] = intPrec;
}

}  // namespace ranklens::core::detail
