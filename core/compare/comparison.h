#pragma once
// Compares runs against a baseline over the same queries: per metric the means, the delta and
// relative delta, a paired test (Student t or Fisher randomization) with a multiple-comparison
// correction across the table, a bootstrap confidence interval of the mean difference, the
// effect size d_z, wins/ties/losses over queries, the same per query segment, and warnings
// where a segment gets worse while the overall mean improves. Every cell but the adjusted p-value
// depends only on the baseline, that run, the labels, the definitions and the seed -- never on
// the other runs and metrics in the table or their order: each pair is matched on its own
// queries (ComparisonInput::pairRows), the bootstrap streams are seeded by namedSeed(seed, run,
// metric), and the randomization test's signs depend only on (seed, permutation). The
// multiple-testing correction across the table is the one step where the table matters.
#include <string>
#include <vector>

#include "core/base/progress.h"
#include "core/compare/comparison_input.h"
#include "core/stats/stats.h"

namespace ranklens::core::compare {

enum class TestKind { StudentT, Randomization };
const char* toString(TestKind t);  // "paired t-test", "randomization test"

struct CompareOptions {
    std::size_t baseline = 0;  // index into ComparisonInput::runNames
    // More baselines (indices into runNames, none the baseline): every run is also compared
    // against each of them, over the whole query set, and the whole-set tests of every
    // baseline are corrected as one family (a pair of two baselines counted once).
    std::vector<std::size_t> otherBaselines;
    TestKind test = TestKind::Randomization;
    std::size_t permutations = 10000;  // randomization test
    std::size_t resamples = 2000;      // bootstrap CI (0 = no interval)
    double confidence = 0.95;
    std::uint64_t seed = 42;
    stats::Correction correction = stats::Correction::Holm;
    double alpha = 0.05;
    bool weighted = false;  // means and deltas weighted by query weight (tests stay unweighted)
    bool bySegment = true;  // also compute a table per query segment
    double tieTolerance = 1e-9;  // |d| <= tolerance counts as a tie
    unsigned threads = 0;
    ProgressFn progress;  // (done, total) in thousandths of the whole job; false cancels

    // One line naming the test, correction, alpha and weighting, for every export.
    std::string describe() const;
};

// Paired queries needed for an effect size and a bootstrap interval: with fewer there is no
// spread of differences, so d_z and the interval are NaN (shown as "–"), never 0 or [d, d].
constexpr std::size_t kMinPairs = 2;
// The power at which a comparison states its minimal detectable effect.
constexpr double kReadingPower = 0.8;

struct Cell {
    bool tested = false;  // false for the baseline row and for run-level metrics
    double baseline = 0, value = 0, delta = 0;
    double relDelta = 0;          // delta / baseline; NaN when the baseline is 0
    double pT = 1, pRandom = 1;   // both tests' raw p-values (pRandom NaN when not computed)
    double p = 1, pAdjusted = 1;  // the chosen test, and after correction
    bool significant = false;     // pAdjusted < alpha
    double effect = 0;            // d_z = mean(d) / sd(d); NaN below kMinPairs queries and
                                  // when the differences do not vary (effectReason says why)
    std::string effectReason;     // why effect is NaN ("" when it is a number)
    // Minimal detectable effect of the paired t-test at alpha and kReadingPower (R's
    // power.t.test, sd of this pair's differences); NaN without a spread of differences.
    double mde = 0;
    stats::Interval ci{0, 0};  // bootstrap CI of the mean difference (NaN when not computed,
                               // and below kMinPairs queries)
    int wins = 0, ties = 0, losses = 0;
    // Queries this pair is matched on (ComparisonTable::pairRows[run]); for the baseline's row,
    // its own queries.
    std::size_t queries = 0;
};

struct ComparisonTable {
    std::string segment;            // "" for the whole query set
    std::size_t queries = 0;        // the table's queries (labelled ones in the segment)
    std::vector<std::size_t> rows;  // the table's queries: indices into ComparisonInput::qids
    // pairRows[run]: the rows run is paired with the baseline on (ComparisonInput::pairRows
    // within `rows`); for the baseline, its own rows.
    std::vector<std::vector<std::size_t>> pairRows;
    std::vector<std::vector<Cell>> cells;  // [run][metric], baseline row included
};

struct SegmentWarning {
    std::size_t run = 0, metric = 0;
    std::string segment;
    double overallDelta = 0, segmentDelta = 0;
    std::size_t segmentQueries = 0;
    bool significant = false;  // the segment's change is significant after correction
    std::string text;
};

struct Comparison {
    CompareOptions options;
    ComparisonTable overall;
    std::vector<ComparisonTable> segments;  // by segment name (byte order)
    // A segment significantly worse while the mean improves significantly, each difference at
    // least the reports' shown precision (0.0001).
    std::vector<SegmentWarning> warnings;
    // One whole-query-set table per CompareOptions::otherBaselines entry, in that order.
    std::vector<ComparisonTable> byBaseline;
    // The distinct tests the whole-set correction covered: overall's, plus byBaseline's.
    std::size_t familySize = 0;

    const Cell& cell(std::size_t run, std::size_t metric) const {
        return overall.cells[run][metric];
    }
};

// Runs the comparison. Throws Cancelled when progress returns false, std::invalid_argument on
// an inconsistent input (baseline out of range, value vectors of the wrong length).
Comparison compareRuns(const ComparisonInput& in, const CompareOptions& opts);

}  // namespace ranklens::core::compare
