// Several baselines in a comparison (issue 49): every run against each chosen baseline, the
// whole-set tests corrected as one family, a pair of two baselines tested once. The family's
// size and its corrected p-values equal what `ranklens-cli leaderboard --test t` prints for the
// same runs: its raw paired-t p of each pair, Holm-corrected over the family (and, with every
// run a baseline, the leaderboard's own corrected p of every pair). Four runs on the demo's
// labels: the demo's two, the baseline in reverse order, and the new model with its first two
// results of every query swapped.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "core/compare/pipeline.h"
#include "core/io/input_format.h"
#include "tests/cli/cli_runner.h"
#include "tests/core/temp_dir_test.h"

namespace {

namespace cmp = ranklens::core::compare;
using ranklens::test::cli;

const std::string kDemo = std::string(RANKLENS_TEST_DATA) + "/../../resources/demo/";

// The run file's lines with the score changed per (rank) and a new tag.
std::string rewrite(const std::string& file, const std::string& tag, bool reverse, bool swap) {
    std::ifstream in(file);
    std::ostringstream out;
    std::string qid, q0, doc, rank, score, name;
    while (in >> qid >> q0 >> doc >> rank >> score >> name) {
        int r = std::stoi(rank);
        if (swap && r <= 2) r = 3 - r;
        const double s = reverse ? r : 1000.0 - r;
        out << qid << " Q0 " << doc << " " << r << " " << s << " " << tag << "\n";
    }
    return out.str();
}

class SeveralBaselines : public ranklens::test::TempDirTest {
  protected:
    void SetUp() override {
        TempDirTest::SetUp();
        files_ = {kDemo + "baseline.run", kDemo + "new_model.run",
                  write("reversed.run", rewrite(kDemo + "baseline.run", "reversed", true, false)),
                  write("swapped.run", rewrite(kDemo + "new_model.run", "swapped", false, true))};
        names_ = {"baseline", "new_model", "reversed", "swapped"};
    }

    // The comparison the GUI runs (core's pipeline): baseline first, other baselines by index.
    void compare(const std::vector<std::size_t>& others, cmp::PipelineResult& out) {
        labels_ = ranklens::core::readQrels(kDemo + "grades.qrels");
        runs_.clear();
        for (const auto& f : files_) runs_.push_back(ranklens::core::readRun(f));
        cmp::PipelineRequest req;
        for (const auto& r : runs_) req.runs.push_back(&r);
        req.names = names_;
        req.labels = &labels_;
        req.metrics = cmp::comparisonMetrics({"ndcg@10"}, std::nullopt);
        req.options.test = cmp::TestKind::StudentT;
        req.options.resamples = 0;
        req.options.correction = ranklens::core::stats::Correction::Holm;
        req.options.otherBaselines = others;
        cmp::runComparisonPipeline(req, out);
    }

    // ranklens-cli leaderboard's pairs, by "a|b" (both orders).
    std::map<std::string, nlohmann::json> leaderboard() {
        std::string args = "leaderboard " + kDemo + "grades.qrels";
        for (const auto& f : files_) args += " " + f;
        const auto r = cli(args + " -m ndcg@10 --test t --correction holm --format json", true);
        EXPECT_EQ(r.code, 0) << r.out;
        std::map<std::string, nlohmann::json> pairs;
        const auto j = nlohmann::json::parse(r.out);
        for (const auto& p : j["measures"][0]["pairs"]) {
            pairs[p["a"].get<std::string>() + "|" + p["b"].get<std::string>()] = p;
            pairs[p["b"].get<std::string>() + "|" + p["a"].get<std::string>()] = p;
        }
        EXPECT_EQ(pairs.size(), 12u);  // the 6 pairs, both ways round
        return pairs;
    }

    std::vector<std::string> files_, names_;
    ranklens::core::Qrels labels_;
    std::vector<ranklens::core::Run> runs_;
};

TEST_F(SeveralBaselines, TwoBaselinesFamilyAndHolmEqualTheLeaderboardsTests) {
    cmp::PipelineResult out;
    compare({2}, out);  // baseline and reversed
    const auto& c = out.comparison;
    ASSERT_EQ(c.byBaseline.size(), 1u);
    // baseline vs new_model, reversed, swapped; reversed vs new_model, swapped: the pair
    // (baseline, reversed) once.
    EXPECT_EQ(c.familySize, 5u);
    const auto pairs = leaderboard();
    std::vector<double> raw;
    std::vector<const cmp::Cell*> cells;
    for (std::size_t r : {1u, 2u, 3u}) cells.push_back(&c.overall.cells[r][0]);
    for (std::size_t r : {1u, 3u}) cells.push_back(&c.byBaseline[0].cells[r][0]);
    const std::vector<std::string> keys = {"baseline|new_model", "baseline|reversed",
                                           "baseline|swapped", "reversed|new_model",
                                           "reversed|swapped"};
    for (std::size_t i = 0; i < keys.size(); ++i) {
        const double p = pairs.at(keys[i])["p"].get<double>();
        EXPECT_NEAR(cells[i]->p, p, 1e-12) << keys[i];
        raw.push_back(p);
    }
    const auto adjusted =
        ranklens::core::stats::adjustPValues(raw, ranklens::core::stats::Correction::Holm);
    for (std::size_t i = 0; i < keys.size(); ++i)
        EXPECT_NEAR(cells[i]->pAdjusted, adjusted[i], 1e-12) << keys[i];
    // The twin of the pair of two baselines takes the same adjusted p.
    EXPECT_EQ(c.byBaseline[0].cells[0][0].pAdjusted, c.overall.cells[2][0].pAdjusted);
    EXPECT_TRUE(c.byBaseline[0].cells[0][0].tested);
    EXPECT_FALSE(c.byBaseline[0].cells[2][0].tested);  // reversed against itself
    // The reading against the other baseline rests on these corrected tests.
    ASSERT_EQ(out.report.otherReadings.size(), 1u);
}

TEST_F(SeveralBaselines, EveryRunABaselineIsTheLeaderboardsFamily) {
    cmp::PipelineResult out;
    compare({1, 2, 3}, out);
    const auto& c = out.comparison;
    EXPECT_EQ(c.familySize, 6u);  // the 4 * 3 / 2 pairs, each once
    const auto pairs = leaderboard();
    for (std::size_t r = 1; r < 4; ++r) {
        const auto& p = pairs.at("baseline|" + names_[r]);
        EXPECT_NEAR(c.overall.cells[r][0].pAdjusted, p["p_adjusted"].get<double>(), 1e-12);
        EXPECT_EQ(c.overall.cells[r][0].significant, p["significant"].get<bool>());
    }
    for (std::size_t j = 0; j < 3; ++j)
        for (std::size_t r = 0; r < 4; ++r) {
            const std::size_t b = c.options.otherBaselines[j];
            if (r == b) continue;
            const auto& p = pairs.at(names_[b] + "|" + names_[r]);
            EXPECT_NEAR(c.byBaseline[j].cells[r][0].pAdjusted, p["p_adjusted"].get<double>(), 1e-12)
                << names_[b] << " vs " << names_[r];
            // Δ is the run minus that baseline.
            EXPECT_NEAR(c.byBaseline[j].cells[r][0].delta,
                        c.overall.cells[r][0].value - c.overall.cells[b][0].value, 1e-12);
        }
}

TEST_F(SeveralBaselines, OneBaselineKeepsTheTablesFamily) {
    cmp::PipelineResult out;
    compare({}, out);
    EXPECT_TRUE(out.comparison.byBaseline.empty());
    EXPECT_EQ(out.comparison.familySize, 3u);
    // The same numbers as `ranklens-cli compare` over the same runs.
    const auto r =
        cli("compare " + kDemo + "grades.qrels " + files_[0] + " " + files_[1] + " " + files_[2] +
            " " + files_[3] + " -m ndcg@10 --test t --correction holm --bootstrap 0 --format json");
    ASSERT_EQ(r.code, 0) << r.out;
    const auto j = nlohmann::json::parse(r.out);
    std::size_t seen = 0;
    for (const auto& row : j["overall"]["cells"]) {
        if (!row["tested"].get<bool>()) continue;
        const std::string run = row["run"];
        const auto it = std::find(names_.begin(), names_.end(), run);
        if (it == names_.end() || it == names_.begin()) continue;
        const auto& cell = out.comparison.overall.cells[std::size_t(it - names_.begin())][0];
        EXPECT_NEAR(cell.pAdjusted, row["p_adjusted"].get<double>(), 1e-12) << run;
        ++seen;
    }
    EXPECT_EQ(seen, 3u);
}

}  // namespace
