// Issue 11 item 5: a cell's bootstrap interval and randomization p-value depend only on the
// seed, the run (by name), the metric and the query set -- not on which other runs and metrics
// share the table, nor on their order. Also the stable hash the cell seeds are derived from.
#include <gtest/gtest.h>

#include <cmath>

#include "core/compare/comparison.h"
#include "core/stats/random_streams.h"

namespace ranklens::core::compare {
namespace {

constexpr std::size_t kQueries = 25;

// Per-query values spread over [0, 1) without ties (a cheap irrational rotation), so resample
// means are nearly continuous and two different streams give different interval bits.
std::vector<double> values(double offset, double step) {
    std::vector<double> v;
    for (std::size_t q = 0; q < kQueries; ++q) {
        const double x = offset + step * static_cast<double>(q);
        v.push_back(x - std::floor(x));
    }
    return v;
}

// A table of the named runs and metric specs; a run's values for a metric depend only on the
// run's name and the metric's key, whatever else is in the table.
ComparisonInput table(const std::vector<std::string>& runs, const std::vector<std::string>& specs) {
    ComparisonInput in;
    in.runNames = runs;
    for (std::size_t q = 0; q < kQueries; ++q) in.qids.push_back("q" + std::to_string(100 + q));
    in.metrics = parseMetrics(specs);
    for (const auto& run : runs) {
        in.values.emplace_back();
        in.runValue.emplace_back();
        for (const auto& m : in.metrics) {
            const double offset = static_cast<double>(run.size() * 7 + m.key.size()) / 13;
            const double step = run == "base" ? 0.3819660112 : 0.6180339887 + 0.01 * run.size();
            in.values.back().push_back(values(offset, step));
            in.runValue.back().push_back(0);
        }
    }
    return in;
}

CompareOptions options() {
    CompareOptions o;
    o.permutations = 2000;
    o.resamples = 2000;
    o.bySegment = false;
    return o;
}

const Cell& cellOf(const ComparisonInput& in, const Comparison& c, const std::string& run,
                   const std::string& key) {
    std::size_t r = 0, m = 0;
    while (in.runNames[r] != run) ++r;
    while (in.metrics[m].key != key) ++m;
    return c.cell(r, m);
}

TEST(ReproducibleCells, IntervalAndPValueDoNotDependOnTheRestOfTheTable) {
    const auto small = table({"base", "newer"}, {"ndcg@10"});
    const auto big = table({"base", "other", "newer"}, {"P@1", "mrr", "ndcg@10"});
    const auto cs = compareRuns(small, options());
    const auto cb = compareRuns(big, options());
    const Cell& a = cellOf(small, cs, "newer", "ndcg_cut_10");
    const Cell& b = cellOf(big, cb, "newer", "ndcg_cut_10");
    ASSERT_EQ(a.delta, b.delta);  // the same data, so any difference below is the resampling
    ASSERT_TRUE(std::isfinite(a.ci.low) && a.ci.low < a.delta && a.delta < a.ci.high);
    EXPECT_EQ(a.ci.low, b.ci.low);  // bit for bit
    EXPECT_EQ(a.ci.high, b.ci.high);
    EXPECT_EQ(a.pRandom, b.pRandom);
}

TEST(ReproducibleCells, TheSeedAndTheRunNameStillChangeTheResampling) {
    // Guards the test above against data whose interval no stream could change.
    const auto in = table({"base", "newer"}, {"ndcg@10"});
    const auto c42 = compareRuns(in, options());
    CompareOptions o = options();
    o.seed = 43;
    const auto c43 = compareRuns(in, o);
    EXPECT_NE(c42.cell(1, 0).ci.low, c43.cell(1, 0).ci.low);
    auto renamed = in;
    renamed.runNames[1] = "newer2";
    const auto cr = compareRuns(renamed, options());
    EXPECT_EQ(cr.cell(1, 0).delta, c42.cell(1, 0).delta);
    EXPECT_NE(cr.cell(1, 0).ci.low, c42.cell(1, 0).ci.low);
}

TEST(ReproducibleCells, CellSeedsUseAStableHash) {
    // The published FNV-1a 64 test vector for "a" (Fowler/Noll/Vo test suite).
    EXPECT_EQ(stats::fnv1a64("a"), 0xAF63DC4C8601EC8CULL);
    // Values from an independent Python transcription of namedSeed (FNV-1a over the seed's 8
    // little-endian bytes, each part's 8-byte length then bytes, then the SplitMix64 finaliser).
    EXPECT_EQ(stats::namedSeed(42, {"new", "P_10"}), 0x3A9715BBB0E75F7FULL);
    EXPECT_EQ(stats::namedSeed(42, {"ab", "c"}), 0x570E3845D9787766ULL);
    EXPECT_EQ(stats::namedSeed(42, {"a", "bc"}), 0xF810EB7F1F919780ULL);
}

}  // namespace
}  // namespace ranklens::core::compare
