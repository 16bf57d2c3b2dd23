// The option parsers (issue 35 round 2): core/base/number_check (every numeric setting of the CLI,
// the GUI and Python) and the measure specs with their gains (ndcg.L=G, ir_measures settings).
// The first byte picks the range; the rest is the text. A finding: an accepted number that is
// not finite, outside its range or not whole where it must be; a message printing a number in
// more than a short form; an accepted gain table that is not finite or larger than its bound.
#include <cmath>
#include <cstdint>

#include "core/base/number_check.h"
#include "core/base/numbers.h"
#include "core/definitions/eval_config.h"
#include "core/measures/measure_spec.h"
#include "tests/fuzz/fuzz_util.h"

using namespace ranklens;
namespace rg = core::ranges;

namespace {

const core::NumberRange kRanges[] = {rg::kFinite,           rg::kUnit,          rg::kPersistence,
                                     rg::kPositive,         rg::kNonNegative,   rg::kConfidence,
                                     rg::kSignificance,     rg::kPropensityEta, rg::kPropensity,
                                     rg::kNonNegativeWhole, rg::kPositiveWhole};

void checkNumber(const std::string& text, const core::NumberRange& r) {
    const std::string problem = core::numberProblem(text, r);
    if (problem.size() > 200) fuzz::disagree("a long message: " + problem);
    if (!problem.empty()) return;
    double v = 0;
    if (!core::parseDouble(text, v)) fuzz::disagree("'" + text + "' accepted, not a number");
    const bool in = std::isfinite(v) && (r.lowOpen ? v > r.low : v >= r.low) &&
                    (r.highOpen ? v < r.high : v <= r.high) && (!r.whole || v == std::floor(v));
    if (!in) fuzz::disagree("'" + text + "' accepted for " + core::describeRange(r));
}

void checkSpec(const std::string& spec) {
    core::EvalConfig cfg;
    std::vector<core::MeasureRequest> reqs;
    try {
        core::addMeasureSpecOrGains(spec, cfg, reqs, "--gain-values");
    } catch (const std::exception&) {
        return;
    }
    if (cfg.customGains.size() > core::kMaxGainLevel + 1)
        fuzz::disagree("spec '" + spec + "' made a gain table of " +
                       std::to_string(cfg.customGains.size()));
    for (double g : cfg.customGains)
        if (!std::isfinite(g))
            fuzz::disagree("spec '" + spec + "' accepted a gain " + core::shortNumber(g));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);
    const std::size_t n = sizeof kRanges / sizeof kRanges[0];
    if (data[0] % (n + 1) == n)
        checkSpec(text);
    else
        checkNumber(text, kRanges[data[0] % (n + 1)]);
    return 0;
}
