// ranklens-cli end to end: its trec output equals trec_eval 9.0.8's output on the same input
// (golden files in tests/data/cli were produced by trec_eval 9.0.8 — see README), errors
// name file and line with trec_eval's exit codes, and tsv/json carry the definitions.
#include <gtest/gtest.h>

#include <sys/wait.h>
#include "tests/cli/cli_runner.h"
#include "tests/core/temp_dir_test.h"

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

namespace {

using ranklens::test::kCliData;

namespace fs = std::filesystem;
const std::string kShared = "-m official -m recall -m ndcg -m ndcg_cut -m map_cut -m success";

using Result = ranklens::test::CliResult;
using ranklens::test::cli;
using ranklens::test::slurp;

struct Golden {
    const char* name;
    std::string args;
};

class TrecEvalGolden : public ::testing::TestWithParam<Golden> {};

TEST_P(TrecEvalGolden, OutputIsIdenticalToTrecEval) {
    const Golden& g = GetParam();
    for (const char* threads : {"", " --threads 1", " --threads 3"}) {
        const Result r =
            cli("eval " + g.args + threads + " " + kCliData + "qrels.txt " + kCliData + "run.txt");
        EXPECT_EQ(r.code, 0);
        EXPECT_EQ(r.out, slurp(kCliData + g.name + ".expected")) << g.name << threads;
    }
}

INSTANTIATE_TEST_SUITE_P(
    Scenarios, TrecEvalGolden,
    ::testing::Values(Golden{"official", ""}, Golden{"shared_q", "-q " + kShared},
                      Golden{"shared_c_q", "-c -q " + kShared},
                      Golden{"shared_l2_q", "-l 2 -q " + kShared},
                      Golden{"shared_M5_q", "-M 5 -q " + kShared},
                      Golden{"cutoffs_q",
                             "-q -m P.1,3,7,2000 -m ndcg_cut.1,3 -m recall.2,50 -m map_cut.4"}),
    [](const auto& info) { return std::string(info.param.name); });

class CliErrors : public ranklens::test::TempDirTest {};

TEST_F(CliErrors, MalformedLineNamesFileAndLineExit2) {
    const auto q = write("q", "1 0 d1 1\n");
    const auto r = write("r", "1 Q0 d1 1 1.0 t\n1 Q0 d2 2 x t\n");
    const Result res = cli("eval " + q + " " + r, true);
    EXPECT_EQ(res.code, 2);
    EXPECT_EQ(res.out, r + ":2: score 'x' is not a number\n");
}

TEST_F(CliErrors, SkipBadLinesReportsAndEvaluates) {
    const auto q = write("q", "1 0 d1 1\n");
    const auto r = write("r", "1 Q0 d1 1 1.0 t\ngarbage\n");
    const Result res = cli("eval --skip-bad-lines -m P.1 " + q + " " + r, true);
    EXPECT_EQ(res.code, 0);
    EXPECT_NE(res.out.find("skipped: " + r + ":2: expected 6 fields"), std::string::npos)
        << res.out;
    EXPECT_NE(res.out.find("P_1                   \tall\t1.0000"), std::string::npos) << res.out;
}

TEST_F(CliErrors, DuplicateDocExit4NoCommonQueryExit7UnknownMeasureExit1) {
    const auto q = write("q", "1 0 d1 1\n");
    const auto dup = write("dup", "1 Q0 d1 1 1.0 t\n1 Q0 d1 2 0.5 t\n");
    const Result d = cli("eval " + q + " " + dup, true);
    EXPECT_EQ(d.code, 4);
    EXPECT_EQ(d.out, dup + ": query '1' lists document 'd1' more than once (lines 1, 2)\n");
    const auto other = write("other", "2 Q0 d1 1 1.0 t\n");
    EXPECT_EQ(cli("eval " + q + " " + other).code, 7);
    const Result m = cli("eval -m bogus " + q + " " + other, true);
    EXPECT_EQ(m.code, 1);
    EXPECT_NE(m.out.find("unknown measure 'bogus'"), std::string::npos);
    EXPECT_EQ(cli("eval " + q + " " + (dir_ / "missing").string()).code, 2);
}

TEST_F(CliErrors, EvalOfAProjectPrintsWhatEvalOfTheFilesPrints) {
    const std::string project = (dir_ / "p.ranklens").string();
    ASSERT_EQ(cli("import " + project + " --qrels " + kCliData + "qrels.txt").code, 0);
    ASSERT_EQ(cli("import " + project + " --run " + kCliData + "run.txt").code, 0);
    const Result fromProject = cli("eval -q " + kShared + " " + project);
    EXPECT_EQ(fromProject.code, 0);
    EXPECT_EQ(fromProject.out, slurp(kCliData + "shared_q.expected"));
}

// Issue 11 item 1: custom gains as trec_eval's m_ndcg.c uses them.
// Gains 0,4,2 (grade 1 worth more than grade 2); the ideal is ordered by gain: [1, 2],
// IDCG = 4 + 2/log2(3) = 5.2618595.
//   q1 returns grades [1, 2]: DCG = 5.2618595 -> 1.0000 (before the fix 5.26/4.52 = 1.1632)
//   q2 returns grades [2, 1]: DCG = 2 + 4/log2(3) = 4.5237190 -> 0.8597
//   mean (1 + 0.8597187) / 2 = 0.9299
class CliGains : public ranklens::test::TempDirTest {};

TEST_F(CliGains, IdealSortedByGainAndTrecEvalSpellings) {
    const auto q = write("q", "1 0 a 1\n1 0 b 2\n2 0 c 1\n2 0 d 2\n");
    const auto r = write("r", "1 Q0 a 1 2.0 t\n1 Q0 b 2 1.0 t\n2 Q0 d 1 2.0 t\n2 Q0 c 2 1.0 t\n");
    const std::string expected =
        "ndcg                  \t1\t1.0000\n"
        "ndcg                  \t2\t0.8597\n"
        "ndcg                  \tall\t0.9299\n";
    const Result byOption = cli("eval -q --gain-values 0,4,2 -m ndcg " + q + " " + r, true);
    EXPECT_EQ(byOption.code, 0);
    EXPECT_EQ(byOption.out, expected);
    // The comma list is one argument: QRELS and RUN right after it stay positionals (it used
    // to swallow them: "Could not convert").
    const Result last = cli("eval -q -m ndcg --gain-values 0,4,2 " + q + " " + r, true);
    EXPECT_EQ(last.code, 0) << last.out;
    EXPECT_EQ(last.out, expected);
    // trec_eval's spelling; level 2 not given keeps gain 2 (its default: the level itself).
    for (const char* spec : {"ndcg.0=0,1=4,2=2", "ndcg.1=4"}) {
        const Result trec = cli("eval -q -m " + std::string(spec) + " " + q + " " + r, true);
        EXPECT_EQ(trec.code, 0) << spec;
        // trec_eval names the measure after its gains: "ndcg_0=0,1=4,2=2" (m_ndcg.c).
        std::string named = expected, name = "ndcg_" + std::string(spec).substr(5);
        name.resize(std::max<std::size_t>(name.size(), 22), ' ');
        for (std::size_t at; (at = named.find("ndcg                  ")) != std::string::npos;)
            named.replace(at, 22, name);
        EXPECT_EQ(trec.out, named) << spec;
    }
    // pytrec_eval's spelling of ndcg_cut.10, under the same gains.
    const Result cut = cli("eval -q --gain-values 0,4,2 -m ndcg_cut_10 " + q + " " + r, true);
    EXPECT_EQ(cut.out,
              "ndcg_cut_10           \t1\t1.0000\n"
              "ndcg_cut_10           \t2\t0.8597\n"
              "ndcg_cut_10           \tall\t0.9299\n");
    const Result clash = cli("eval --gain-values 0,4,2 -m ndcg.1=5 " + q + " " + r, true);
    EXPECT_EQ(clash.code, 1);
    EXPECT_NE(clash.out.find("gains conflict with --gain-values"), std::string::npos) << clash.out;
    EXPECT_EQ(cli("eval -m ndcg.x=1 " + q + " " + r).code, 1);
}

TEST_F(CliGains, GradeZeroCarriesItsGain) {
    // Gains 1,4,2; labels e:0 f:2 g:1 (g not returned); returned e, f, x (x unlabelled: gain 0).
    // DCG = 1 + 2/log2(3) = 2.2618595; ideal by gain g(4), f(2), e(1):
    // IDCG = 4 + 2/log2(3) + 1/2 = 5.7618595; NDCG = 0.3926 (before the fix 1.26/4.52 = 0.2789)
    const auto q = write("q", "3 0 e 0\n3 0 f 2\n3 0 g 1\n");
    const auto r = write("r", "3 Q0 e 1 3.0 t\n3 Q0 f 2 2.0 t\n3 Q0 x 3 1.0 t\n");
    const Result res = cli("eval --gain-values 1,4,2 -m ndcg " + q + " " + r, true);
    EXPECT_EQ(res.code, 0);
    EXPECT_EQ(res.out, "ndcg                  \tall\t0.3926\n");
    const Result trec = cli("eval -m ndcg.0=1,1=4,2=2 " + q + " " + r, true);
    EXPECT_EQ(trec.out, "ndcg_0=1,1=4,2=2      \tall\t0.3926\n");
}

TEST(CliFormats, JsonCarriesDefinitionsValuesAndCurves) {
    const Result r =
        cli("eval --format json -q --gain exponential --ideal retrieved -l 2 --curves 5 -m ndcg@5 "
            "-m P@5 " +
            kCliData + "qrels.txt " + kCliData + "run.txt");
    ASSERT_EQ(r.code, 0);
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["definitions"]["gain"], "exponential");
    EXPECT_EQ(j["definitions"]["ideal"], "retrieved");
    EXPECT_EQ(j["definitions"]["relevance_threshold"], 2);
    EXPECT_EQ(j["definitions"]["ties"], "trec_eval");
    EXPECT_EQ(j["definitions"]["query_set"], "run-and-labels");
    ASSERT_TRUE(j["all"].contains("ndcg_cut_5"));
    ASSERT_EQ(j["curves"]["P"].size(), 5u);
    EXPECT_NEAR(j["curves"]["P"][4].get<double>(), j["all"]["P_5"].get<double>(), 1e-12);
    // The mean equals the mean of the per-query values.
    double sum = 0;
    for (const auto& [qid, row] : j["per_query"].items()) sum += row["P_5"].get<double>();
    EXPECT_NEAR(sum / j["num_q"].get<double>(), j["all"]["P_5"].get<double>(), 1e-12);
}

// Issue 31: --curves under --ties average draws the curves that can be averaged (ndcg, P ...)
// and leaves out the others (rbp_cut ...) instead of refusing the evaluation.
TEST(CliFormats, CurvesUnderAveragedTiesLeaveOutOnlyWhatCannotBeAveraged) {
    const Result r = cli("eval --format json -q --ties average --curves 10 -m ndcg@10 " + kCliData +
                         "qrels.txt " + kCliData + "run.txt");
    ASSERT_EQ(r.code, 0);
    const auto j = nlohmann::json::parse(r.out);
    ASSERT_EQ(j["curves"]["ndcg_cut"].size(), 10u);
    EXPECT_DOUBLE_EQ(j["curves"]["ndcg_cut"][9].get<double>(),
                     j["all"]["ndcg_cut_10"].get<double>());
    EXPECT_FALSE(j["curves"].contains("rbp_cut"));
    // Asked for by name, a measure without an averaged value is still refused, named.
    const Result named =
        cli("eval --ties average -m rbp_cut.10 " + kCliData + "qrels.txt " + kCliData + "run.txt",
            true);
    EXPECT_NE(named.code, 0);
    EXPECT_NE(named.out.find("rbp_cut"), std::string::npos) << named.out;
}

// Issue 31: ranx's metric names are read as the RankLens measures computing the same number
// (core/measures/ranx_names.cpp), Burges forms only under the exponential gain they use.
TEST(CliFormats, RanxNamesAreTheirRankLensMeasures) {
    const std::string files = kCliData + "qrels.txt " + kCliData + "run.txt";
    const auto all = [](const Result& r) { return nlohmann::json::parse(r.out)["all"]; };
    const Result ranx = cli("eval --format json -q -m hit_rate@5 -m rbp.95 " + files);
    const Result ours = cli("eval --format json -q -m success@5 -m rbp@0.95 " + files);
    ASSERT_EQ(ranx.code, 0);
    EXPECT_EQ(all(ranx), all(ours));
    EXPECT_TRUE(all(ranx).contains("success_5"));
    const Result burges =
        cli("eval --format json -q --gain exponential -m ndcg_burges@10 " + files);
    ASSERT_EQ(burges.code, 0);
    EXPECT_EQ(all(burges),
              all(cli("eval --format json -q --gain exponential -m ndcg@10 " + files)));
    const Result linear = cli("eval -m ndcg_burges@10 " + files, true);
    EXPECT_NE(linear.code, 0);
    EXPECT_NE(linear.out.find("--gain exponential"), std::string::npos) << linear.out;
    const Result typo = cli("eval -m hit_rte@5 " + files, true);
    EXPECT_NE(typo.out.find("did you mean 'hit_rate@5'"), std::string::npos) << typo.out;
}

TEST(CliFormats, TsvHeaderStatesDefinitions) {
    const Result r = cli("eval --format tsv -m P@10 --ties input " + kCliData + "qrels.txt " +
                         kCliData + "run.txt");
    ASSERT_EQ(r.code, 0);
    EXPECT_EQ(r.out.rfind("# ranklens eval; run: ", 0), 0u);
    EXPECT_NE(r.out.find("relevant: label >= 1; gain: linear; ideal: labels; ties: input; queries: "
                         "run-and-labels"),
              std::string::npos);
    EXPECT_NE(r.out.find("\nqid\tP_10\n"), std::string::npos);
    EXPECT_NE(r.out.find("\nall\t"), std::string::npos);
}

// One mean per question: tsv and json say what the means average and flag a run that missed
// labelled queries (trec output stays trec_eval's).
TEST(CliFormats, TsvAndJsonStateWhatTheMeansAverage) {
    const std::string files = kCliData + "qrels.txt " + kCliData + "run.txt";
    const auto j = nlohmann::json::parse(cli("eval --format json -m P@10 " + files).out);
    const auto jc = nlohmann::json::parse(cli("eval --format json -c -m P@10 " + files).out);
    const std::size_t labelled = j["query_set"]["labelled_queries"];
    const std::size_t returned = j["query_set"]["returned_labelled_queries"];
    ASSERT_LT(returned, labelled);  // the test run misses labelled queries
    EXPECT_EQ(j["num_q"], returned);
    EXPECT_EQ(jc["num_q"], labelled);
    EXPECT_EQ(jc["missing_queries"], labelled - returned);
    const std::string flag = "; the run returned " + std::to_string(returned) + " of " +
                             std::to_string(labelled) + " labelled queries";
    EXPECT_EQ(j["query_set"]["mean"],
              "mean over " + std::to_string(returned) + " queries (run ∩ labels)" + flag);
    EXPECT_EQ(jc["query_set"]["mean"],
              "mean over " + std::to_string(labelled) + " labelled queries, " +
                  std::to_string(labelled - returned) + " missing scored 0" + flag);
    const auto tsv = cli("eval --format tsv -c -m P@10 " + files).out;
    EXPECT_NE(tsv.find("\n# " + jc["query_set"]["mean"].get<std::string>() + "\nqid"),
              std::string::npos)
        << tsv;
}

}  // namespace
