// The evaluated-run reader (qid, measure, value rows; issue 35 round 2). Refusals are expected;
// a finding is an accepted run with a non-finite value, a share outside [0, 1], a query or
// measure without a name, values not parallel to the queries, or queries out of byte order.
#include <cmath>
#include <cstdint>
#include <cstring>

#include "core/store/evaluated_runs.h"
#include "tests/fuzz/fuzz_util.h"

using namespace ranklens;

namespace {

void check(const core::EvaluatedRun& run) {
    for (std::size_t i = 1; i < run.qids.size(); ++i)
        if (std::strcmp(run.qids[i - 1].c_str(), run.qids[i].c_str()) >= 0)
            fuzz::disagree("queries out of byte order");
    for (const auto& q : run.qids)
        if (q.empty()) fuzz::disagree("a query without a name");
    for (const auto& m : run.measures) {
        if (m.name.empty() || m.key.empty()) fuzz::disagree("a measure without a name");
        if (m.values.size() != run.qids.size()) fuzz::disagree(m.key + ": values not parallel");
        for (double v : m.values) {
            if (std::isinf(v)) fuzz::disagree(m.key + ": an infinite value accepted");
            if (m.info && core::valuesInUnitInterval(*m.info) && !std::isnan(v) &&
                !(v >= -1e-9 && v <= 1 + 1e-9))
                fuzz::disagree(m.key + ": a share outside [0, 1] accepted");
        }
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string path =
        fuzz::writeFile("evaluated.csv", {reinterpret_cast<const char*>(data), size});
    try {
        check(store::evaluated_runs::readFile(path));
    } catch (const core::ParseError&) {
    } catch (const store::StoreError&) {
    }
    return 0;
}
