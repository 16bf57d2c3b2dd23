#pragma once
// Does the choice of labels change the verdict? Every run evaluated under each label set: the
// run order per set, Kendall's tau-b and tau_AP between the orders, each run's rank shift, and
// the run pairs whose verdict changes (reversed, or significant under one set only).
//
// Per label set and measure: a run's mean is over every labelled query of that set, a query the
// run did not return scoring 0 (as `eval -c`); the order is by mean, best first, equal means in
// the order the runs were given. Every pair of runs (r1 before r2 in the input) is tested with
// the paired test over those queries; the p-values of all pairs of one set and one measure are
// corrected together. A verdict reads "r1>r2" (the better run first), "*" appended when the
// corrected p < alpha, "r1=r2" for equal means. Kendall's tau-b compares the means (ties
// counted, scipy.stats.kendalltau); tau_AP takes set a's order as the truth and set b's as the
// estimate (R's ircor::tauAP(a, b)), on the orders above (ties already broken).
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/compare/comparison.h"
#include "core/compare/comparison_input.h"
#include "core/compare/disagreement_impact.h"
#include "core/judging/grade_table.h"
#include "core/model/run.h"
#include "core/stats/multiple_testing.h"

namespace ranklens::core::compare {

struct LabelSensitivityOptions {
    TestKind test = TestKind::Randomization;
    std::size_t permutations = 10000;
    std::uint64_t seed = 42;
    stats::Correction correction = stats::Correction::Holm;
    double alpha = 0.05;
    int threads = 0;  // 0 = all cores
    std::string describe()
        const;  // "paired t-test, Holm correction over the run pairs, alpha 0.05"
};

struct SetRanking {
    std::string labels;
    std::size_t queries = 0;          // labelled queries of the set
    std::vector<double> means;        // per run (input order)
    std::vector<std::size_t> order;   // runs, best first
    std::vector<std::size_t> rankOf;  // per run: 1-based position in order
};

struct PairVerdict {
    std::size_t r1 = 0, r2 = 0;  // r1 < r2 (input order)
    double delta = 0;            // mean(r2) - mean(r1)
    double p = 1, pAdjusted = 1;
    bool significant = false;
    std::string text;  // "r2>r1*"
};

struct ChangedVerdict {
    std::size_t r1 = 0, r2 = 0;
    std::string verdictA, verdictB;
    bool reversed = false;  // the better run differs
};

struct SetPairSensitivity {
    std::size_t a = 0, b = 0;
    std::optional<double> kendallTau, tauAp;  // nullopt: fewer than two runs / constant means
    std::vector<int> rankShift;               // per run: rank under b minus rank under a
    std::vector<ChangedVerdict> changed;
    // With addDisagreementImpact: the items a and b grade differently, by their impact on the
    // chosen pair of runs (the first `top`).
    std::vector<DisagreementImpact> impact;
};

struct MeasureSensitivity {
    MetricColumn metric;
    std::vector<SetRanking> sets;
    std::vector<std::vector<PairVerdict>> verdicts;  // per set, every pair r1 < r2
    std::vector<SetPairSensitivity> pairs;           // every pair of sets a < b
};

struct LabelSensitivity {
    std::vector<std::string> runs;
    LabelSensitivityOptions options;
    std::vector<MeasureSensitivity> measures;
    std::optional<std::pair<std::size_t, std::size_t>> impactRuns;  // see addDisagreementImpact
};

// Throws std::invalid_argument with fewer than two runs or label sets, a run-level metric (no
// per-query values), two runs of one name, or a label set without a labelled query.
LabelSensitivity labelSensitivity(const std::vector<const Run*>& runs,
                                  const std::vector<std::string>& names,
                                  const std::vector<NamedLabels>& labels, const EvalConfig& cfg,
                                  const std::vector<MetricColumn>& metrics,
                                  const LabelSensitivityOptions& o);

// Fills every pair of sets' `impact` for the runs r1, r2 (indexes into runs): the `top`
// disagreements with the largest effect on their delta (rankDisagreements), per measure.
// progress (done, total; the total is 1000 per measure and pair of sets) may cancel
// (-> core::Cancelled). Throws std::invalid_argument as rankDisagreements does, or for a run
// index out of range.
void addDisagreementImpact(LabelSensitivity& s, const std::vector<const Run*>& runs,
                           const std::vector<NamedLabels>& labels, const EvalConfig& cfg,
                           std::size_t r1, std::size_t r2, std::size_t top,
                           const ProgressFn& progress = {});

}  // namespace ranklens::core::compare
