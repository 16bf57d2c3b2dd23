// Interpolated precision at recall levels (the standard recall-precision graph).
#include <algorithm>
#include <cmath>
#include <vector>

#include "core/measures/measure_util.h"

namespace ranklens::core::detail {

void iprecFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> levels,
             std::span<double> out) {
    std::fill(out.begin(), out.end(), 0.0);
    const std::size_t n = r.grades.size();
    if (n == 0) {
        for (std::size_t i = 0; i < levels.size(); ++i)
            if (iprecUndefinedAt(r, levels[i], cfg)) out[i] = trecZeroByZero();
        return;
    }
    const auto rel = relevantRanks(r, cfg);
    const std::size_t relRet = rel.size();
    // Level p maps to the cut-off count of relevant items (trecLevelCount).
    thread_local std::vector<long> cut;
    cut.resize(levels.size());
    for (std::size_t i = 0; i < levels.size(); ++i)
        cut[i] = trecLevelCount(levels[i], r.numRel, cfg);
    long current = static_cast<long>(levels.size()) - 1;
    while (current >= 0 && cut[current] > static_cast<long>(relRet)) --current;
    double intPrec = static_cast<double>(relRet) / static_cast<double>(n);
    // Precision relSoFar / i is largest, over the ranks sharing a relSoFar, at the smallest of
    // them: a relevant rank. So the maximum is taken there only, from the last relevant rank up
    // (one division per relevant item instead of one per rank; the same quotients and result).
    for (long relSoFar = static_cast<long>(relRet); relSoFar > 0; --relSoFar) {
        const std::size_t rank = rel[static_cast<std::size_t>(relSoFar) - 1] + 1;
        intPrec = std::max(intPrec, static_cast<double>(relSoFar) / static_cast<double>(rank));
        while (current >= 0 && relSoFar == cut[current]) out[current--] = intPrec;
    }
    while (current >= 0) out[current--] = intPrec;
}

}  // namespace ranklens::core::detail
