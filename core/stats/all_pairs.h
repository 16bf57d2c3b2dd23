#pragma once
// All-pairs comparison of many systems over the same topics (a leaderboard): each system's mean
// with its t interval, every pair's difference tested by randomised Tukey HSD, Tukey's HSD, or
// paired t / randomisation tests corrected for the family of pairs, with the interval of the
// difference, the effect size, the minimal detectable effect and the queries needed for target
// differences, the two-way ANOVA table and the compact letter display.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/base/progress.h"
#include "core/stats/anova.h"
#include "core/stats/multiple_testing.h"

namespace ranklens::core::stats {

enum class PairTest { RandomizedTukey, Tukey, PairedT, Randomization };
// "randomized-tukey", "tukey", "t", "randomization".
const char* pairTestKey(PairTest t);
bool parsePairTest(const std::string& key, PairTest& t);
// "randomised Tukey HSD", "Tukey HSD", "paired t-test", "randomisation test".
const char* pairTestName(PairTest t);
// The two Tukey tests cover the family themselves: no correction applies.
bool usesCorrection(PairTest t);

struct AllPairsOptions {
    PairTest test = PairTest::RandomizedTukey;
    Correction correction = Correction::Holm;  // paired t and randomisation only
    double alpha = 0.05, confidence = 0.95, power = 0.8;
    std::size_t permutations = 10000;
    std::uint64_t seed = 42;
    std::vector<double> targetDeltas;  // queries needed for each
    unsigned threads = 0;
    ProgressFn progress;  // (done, total) permutations of the randomised tests
};

struct SystemSummary {
    double mean = 0;
    std::optional<double> ciLow, ciHigh;  // t interval of the mean; empty below two topics
    std::string group;                    // compact letter display
};

struct PairSummary {
    std::size_t a = 0, b = 0;  // system indices, a < b
    double delta = 0;          // mean(b) - mean(a)
    double p = 1, pAdjusted = 1;
    bool significant = false;  // pAdjusted < alpha
    double ciLow = 0, ciHigh = 0;
    double sdDiff = 0;                 // sd of the per-topic differences b - a
    std::optional<double> effectSize;  // delta / sdDiff; empty when sdDiff is 0
    std::optional<double> mde;         // minimal detectable effect at alpha and power
    std::vector<std::optional<std::size_t>> queriesNeeded;  // per target delta
    // Why effectSize or mde is empty ("" when both are there).
    std::string missingReason;
};

struct AllPairsResult {
    std::size_t topics = 0;
    std::vector<SystemSummary> systems;  // input order
    std::vector<std::size_t> ranking;    // system indices, best first
    std::vector<PairSummary> pairs;      // (0,1), (0,2) ... (1,2) ...
    AnovaTable anova;
};

// One result per matrix (metric); higherIsBetter[m] orders matrix m's ranking. Every matrix
// has the same systems (>= 2) and topics (>= 2). The randomised tests of all matrices share
// each permutation. Throws std::invalid_argument on bad shapes or options, Cancelled when
// progress returns false.
std::vector<AllPairsResult> allPairs(const std::vector<const ScoreMatrix*>& matrices,
                                     const std::vector<bool>& higherIsBetter,
                                     const AllPairsOptions& o);

// Checks options: alpha, confidence and power in (0, 1), permutations > 0, targets > 0 and
// finite. Returns "" or what is wrong, naming the option ("--alpha must be in (0, 1)").
std::string allPairsOptionProblem(const AllPairsOptions& o);

}  // namespace ranklens::core::stats
