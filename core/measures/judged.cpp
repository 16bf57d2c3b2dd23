// Judged@k: how much of the top k carries any label at all.
#include <algorithm>

#include "core/measures/measure_functions.h"

namespace ranklens::core::detail {

void judgedCurve(const JudgedRanking& r, const EvalConfig&, std::span<double> out) {
    std::size_t judged = 0;
    const std::size_t n = r.grades.size();
    for (std::size_t k = 1; k <= out.size(); ++k) {
        if (k <= n && r.grades[k - 1] != kUnjudged) ++judged;
        const std::size_t shown = std::min(k, n);
        out[k - 1] = shown ? static_cast<double>(judged) / static_cast<double>(shown) : 0.0;
    }
}

}  // namespace ranklens::core::detail
