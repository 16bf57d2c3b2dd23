#pragma once
// The leaderboard: many runs over the same labelled queries, per metric each run's mean with its
// interval, every pair tested (randomised Tukey HSD by default), significance groups as letters,
// the two-way ANOVA, and per pair the minimal detectable effect and the queries needed for
// target differences. Shared by `ranklens-cli leaderboard` and the Python module.
#include <stdexcept>
#include <string>
#include <vector>

#include "core/compare/comparison_input.h"
#include "core/compare/comparison_report.h"
#include "core/stats/all_pairs.h"

namespace ranklens::core::compare {

struct LeaderboardRequest {
    std::vector<const Run*> runs;    // two or more, each once
    std::vector<std::string> names;  // one per run, all different
    // Per run (or empty): an evaluated run's per-query values (computed elsewhere, no ranked
    // list; its runs entry is then an empty run), as the comparison reads them.
    std::vector<const EvaluatedRun*> evaluated;
    const Qrels* labels = nullptr;
    std::string labelName;
    EvalConfig config;
    std::vector<std::string> specs;  // metric specs as written (empty: NDCG@10)
    stats::AllPairsOptions options;
    int threads = 0;
};

struct LeaderboardMeasure {
    std::string spec;  // as written ("ndcg@10"); a spec of several cut-offs: each column's name
    MetricColumn column;
    stats::AllPairsResult result;
};

struct Leaderboard {
    std::vector<std::string> runs;
    std::string definitions;  // the definitions in force
    stats::AllPairsOptions options;
    std::size_t queries = 0;  // labelled queries every pair is matched on
    std::vector<LeaderboardMeasure> measures;
};

// Refused input, with a message naming what was wrong (a run given twice, a run with none of
// the labelled queries, an unknown measure, an option out of range ...).
struct LeaderboardError : std::runtime_error {
    explicit LeaderboardError(const std::string& what, bool inInput = false)
        : std::runtime_error(what), input(inInput) {}
    bool input;  // the input files are wrong (not the options)
};

// Evaluates every run (every labelled query; a query a run did not return scores 0) and tests
// every pair. progress: thousandths of the whole job; returning false throws Cancelled.
Leaderboard buildLeaderboard(const LeaderboardRequest& req, const ProgressFn& progress = {});

// "randomised Tukey HSD, 10000 permutations (seed 42); alpha 0.05; intervals at 95 %; power 80 %".
std::string describeTest(const stats::AllPairsOptions& o);

// The sentence of a measure's power: "With 50 queries, differences below 0.021 NDCG@10 (median
// over the pairs) cannot be told from noise at 80 % power."; empty when no pair has an MDE.
std::string powerSentence(const LeaderboardMeasure& m, const stats::AllPairsOptions& o);

std::string renderLeaderboard(const Leaderboard& l, ReportFormat f);

}  // namespace ranklens::core::compare
