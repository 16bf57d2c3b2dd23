// Judged@k: how much of the top k carries any label at all.
#include <algorithm>

#include "core/measures/measure_util.h"

namespace ranklens::core::detail {

void judgedCurve(const JudgedRanking& r, const EvalConfig&, std::span<double> out) {
    const std::size_t n = r.grades.size();
    if (tiesAveraged(r)) {
        std::vector<double> judgedAt;
        groupMeans(
            r, [](std::int32_t g) { return g != kUnjudged ? 1.0 : 0.0; }, judgedAt);
        double sum = 0.0;
        for (std::size_t k = 1; k <= out.size(); ++k) {
            if (k <= n) sum += judgedAt[k - 1];
            const std::size_t shown = std::min(k, n);
            out[k - 1] = shown ? sum / static_cast<double>(shown) : 0.0;
        }
        return;
    }
    std::size_t judged = 0;  // no branch per rank: labelled or not is unpredictable
    const std::size_t listed = std::min(n, out.size());
    for (std::size_t k = 1; k <= listed; ++k) {
        judged += r.grades[k - 1] != kUnjudged;
        out[k - 1] = static_cast<double>(judged) / static_cast<double>(k);
    }
    for (std::size_t k = listed + 1; k <= out.size(); ++k)  // past the list: shown = n
        out[k - 1] = n ? static_cast<double>(judged) / static_cast<double>(n) : 0.0;
}

}  // namespace ranklens::core::detail
