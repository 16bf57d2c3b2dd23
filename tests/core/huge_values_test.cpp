// Issue 35, round 2, in the engine: values near the largest double are shown, never tested
// into p < 0.0001 and d_z +inf; a trec_eval gain list cannot ask for a gigabyte table.
#include <gtest/gtest.h>

#include <cmath>

#include "core/compare/comparison.h"
#include "core/measures/measure_spec.h"

namespace ranklens::core {
namespace {

compare::ComparisonInput hugeValues() {
    compare::ComparisonInput in;
    in.runNames = {"base", "evaluated"};
    in.qids = {"q1", "q2", "q3", "q4"};
    in.metrics = compare::parseMetrics({"ndcg@10"});
    in.values = {{{0.1, 0.2, 0.3, 0.4}}, {{1e308, 0.2, 0.4, 0.5}}};
    in.runValue = {{0.25}, {INFINITY}};
    return in;
}

TEST(HugeValues, HugeValuesAreShownNotTested) {
    compare::CompareOptions o;
    o.test = compare::TestKind::StudentT;
    o.resamples = 0;
    const auto c = compare::compareRuns(hugeValues(), o);
    const auto& cell = c.cell(1, 0);
    EXPECT_FALSE(cell.tested);
    EXPECT_TRUE(std::isnan(cell.p));
    EXPECT_FALSE(cell.significant);
}

TEST(HugeValues, GainLevelsAreBoundedNotAllocated) {
    std::vector<double> gains;
    EXPECT_THROW(parseTrecNdcgGains("ndcg.100000000=1", gains), MeasureSpecError);
    EXPECT_TRUE(gains.empty());
    try {
        parseTrecNdcgGains("ndcg.100000000=1", gains);
    } catch (const MeasureSpecError& e) {
        EXPECT_NE(std::string(e.what()).find("label 100000000 is above 65535"), std::string::npos)
            << e.what();
    }
    ASSERT_TRUE(parseTrecNdcgGains("ndcg.65535=1", gains));
    EXPECT_EQ(gains.size(), kMaxGainLevel + 1);
}

}  // namespace
}  // namespace ranklens::core
