#include "core/compare/leaderboard.h"

#include <algorithm>
#include <cstdio>

#include "core/measures/measure_spec.h"

namespace ranklens::core::compare {

namespace {

void checkLeaderboardRequest(const LeaderboardRequest& req) {
    if (req.runs.size() < 2)
        throw LeaderboardError("a leaderboard needs two runs or more (got " +
                               std::to_string(req.runs.size()) + ")");
    if (req.names.size() != req.runs.size())
        throw std::invalid_argument("leaderboard: one name per run");
    for (std::size_t r = 1; r < req.runs.size(); ++r)
        for (std::size_t o = 0; o < r; ++o)
            if (req.names[o] == req.names[r] || req.runs[o] == req.runs[r])
                throw LeaderboardError("the run '" + req.names[r] +
                                       "' is given twice: list each run once");
    if (!req.labels) throw std::invalid_argument("leaderboard: no labels");
    if (const std::string p = stats::allPairsOptionProblem(req.options); !p.empty())
        throw LeaderboardError(p);
}

// One column per cut-off of each spec; the spec as written names a column when it has one.
std::vector<LeaderboardMeasure> parseColumns(const std::vector<std::string>& specs) {
    std::vector<LeaderboardMeasure> out;
    for (const std::string& spec : specs.empty() ? std::vector<std::string>{"ndcg@10"} : specs) {
        std::vector<MetricColumn> cols;
        try {
            cols = parseMetrics({spec});
        } catch (const MeasureSpecError& e) {
            throw LeaderboardError(e.what());
        }
        for (const MetricColumn& c : cols) {
            if (!c.perQuery())
                throw LeaderboardError("measure '" + spec +
                                       "' has no per-query values: a leaderboard tests "
                                       "per-query differences");
            if (c.measure->subtopics || c.measure->items)
                throw LeaderboardError("measure '" + spec +
                                       "' needs subtopic labels or item metadata, which the "
                                       "leaderboard does not read");
            out.push_back({cols.size() == 1 ? spec : c.display, c, {}});
        }
    }
    return out;
}

// A run that returned none of the labelled queries is most likely the wrong file or has its
// query ids in another format: refused by name.
void refuseDisjointRuns(const ComparisonInput& in) {
    for (std::size_t r = 0; r < in.coverage.size(); ++r)
        if (in.coverage[r].returned == 0)
            throw LeaderboardError("the run '" + in.runNames[r] + "' returned none of the " +
                                       std::to_string(in.coverage[r].labelled) +
                                       " labelled queries: is it the right file, with query ids "
                                       "in the labels' format?",
                                   true);
}

}  // namespace

Leaderboard buildLeaderboard(const LeaderboardRequest& req, const ProgressFn& progress) {
    checkLeaderboardRequest(req);
    std::vector<LeaderboardMeasure> measures = parseColumns(req.specs);
    std::vector<MetricColumn> columns;
    for (const auto& m : measures) columns.push_back(m.column);
    auto evalProgress = [&](std::size_t done, std::size_t total) {
        return !progress || progress(total ? 200 * done / total : 0, 1000);
    };
    const ComparisonInput in =
        evaluateForComparison(req.runs, req.names, *req.labels, req.config, columns, {},
                              req.labelName, evalProgress, req.threads, nullptr, req.evaluated);
    refuseDisjointRuns(in);
    if (in.qids.size() < 2)
        throw LeaderboardError(
            "a leaderboard needs two labelled queries or more (the labels have " +
            std::to_string(in.qids.size()) + ")");
    std::vector<stats::ScoreMatrix> matrices(columns.size());
    for (std::size_t m = 0; m < columns.size(); ++m)
        for (std::size_t r = 0; r < req.runs.size(); ++r) matrices[m].push_back(in.values[r][m]);
    std::vector<const stats::ScoreMatrix*> pointers;
    for (const auto& m : matrices) pointers.push_back(&m);
    stats::AllPairsOptions o = req.options;
    if (progress)
        o.progress = [&](std::size_t done, std::size_t total) {
            return progress(200 + (total ? 800 * done / total : 0), 1000);
        };
    const auto results = stats::allPairs(pointers, std::vector<bool>(columns.size(), true), o);
    Leaderboard l;
    l.runs = req.names;
    // The pairing as a leaderboard has it: no baseline, every pair on the same queries.
    l.definitions = in.definitions;
    const std::string baselinePairing = "each run paired with the baseline over";
    if (const auto at = l.definitions.find(baselinePairing); at != std::string::npos)
        l.definitions.replace(at, baselinePairing.size(), "every pair of runs over");
    l.options = req.options;
    l.options.progress = nullptr;
    l.queries = in.qids.size();
    for (std::size_t m = 0; m < measures.size(); ++m) {
        measures[m].result = results[m];
        l.measures.push_back(std::move(measures[m]));
    }
    return l;
}

std::string describeTest(const stats::AllPairsOptions& o) {
    char buf[160];
    std::string test = stats::pairTestName(o.test);
    if (o.test == stats::PairTest::RandomizedTukey || o.test == stats::PairTest::Randomization)
        test += ", " + std::to_string(o.permutations) + " permutations (seed " +
                std::to_string(o.seed) + ")";
    if (stats::usesCorrection(o.test))
        test += ", " + std::string(stats::correctionName(o.correction)) + " correction";
    std::snprintf(buf, sizeof buf, "; alpha %g; intervals at %g %%; power %g %%", o.alpha,
                  100 * o.confidence, 100 * o.power);
    return test + buf;
}

std::string powerSentence(const LeaderboardMeasure& m, const stats::AllPairsOptions& o) {
    std::vector<double> mdes;
    for (const auto& p : m.result.pairs)
        if (p.mde) mdes.push_back(*p.mde);
    if (mdes.empty()) return {};
    std::sort(mdes.begin(), mdes.end());
    const std::size_t n = mdes.size();
    const double median = n % 2 ? mdes[n / 2] : (mdes[n / 2 - 1] + mdes[n / 2]) / 2;
    char buf[256];
    std::snprintf(buf, sizeof buf,
                  "With %zu queries, differences below %.3f %s (median over the pairs) cannot "
                  "be told from noise at %g %% power.",
                  m.result.topics, median, m.column.display.c_str(), 100 * o.power);
    return buf;
}

}  // namespace ranklens::core::compare
