// Interpolated precision at recall levels (the standard recall-precision graph).
#include <algorithm>
#include <vector>

#include "core/measures/measure.h"
#include "core/measures/measure_util.h"
#include "core/teaching/translate_noop.h"

namespace ranklens::core {
namespace {

const double kLevels[] = {0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0};

void iprecFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> levels,
             std::span<double> out) {
    std::fill(out.begin(), out.end(), 0.0);
    const std::size_t n = r.grades.size();
    const std::size_t relRet = detail::relevantRetrieved(r, cfg);
    if (n == 0) return;
    // Level p maps to the cut-off count of relevant items floor(p * R + 0.9), as trec_eval.
    std::vector<long> cut(levels.size());
    for (std::size_t i = 0; i < levels.size(); ++i)
        cut[i] = static_cast<long>(levels[i] * static_cast<double>(r.numRel) + 0.9);
    long current = static_cast<long>(levels.size()) - 1;
    while (current >= 0 && cut[current] > static_cast<long>(relRet)) --current;
    double intPrec = static_cast<double>(relRet) / static_cast<double>(n);
    long relSoFar = static_cast<long>(relRet);
    for (std::size_t i = n; i > 0 && relSoFar > 0; --i) {
        const double prec = static_cast<double>(relSoFar) / static_cast<double>(i);
        intPrec = std::max(intPrec, prec);
        if (cfg.isRelevant(r.grades[i - 1])) {
            while (current >= 0 && relSoFar == cut[current]) out[current--] = intPrec;
            --relSoFar;
        }
    }
    while (current >= 0) out[current--] = intPrec;
}

const MeasureInfo kMeasures[] = {
    {60, "iprec_at_recall", "iprec_at_recall", RL_TRANSLATE_NOOP("Measures", "iP@r"),
     RL_TRANSLATE_NOOP("Measures", "Interpolated precision at recall"),
     RL_TRANSLATE_NOOP(
         "Measures",
         "For a recall level p, the highest precision reached at any rank whose recall is at least "
         "p (levels are turned into counts of relevant items as floor(p*R + 0.9), as trec_eval). "
         "Levels that the list never reaches score 0."),
     MeasureShape::Levels, Aggregate::Mean, false, true, kLevels, nullptr, iprecFn},
};

}  // namespace

std::span<const MeasureInfo> iprecMeasures() {
    return kMeasures;
}

}  // namespace ranklens::core
