// `ranklens-cli compare` end to end on a four-query example worked by hand:
//   P@2 per query  base [.5, .5, .5, .5]  new [1, .5, .5, .5]  -> d = [.5, 0, 0, 0]
//   mean d = .125, sd(d) = .25, t = .125 / (.25 / 2) = 1, df 3;
//   scipy 1.10.1 scipy.stats.ttest_rel([1,.5,.5,.5], [.5,.5,.5,.5]) -> pvalue 0.39100221895577053.
//   Randomization: every sign vector gives |mean| = .125, so the exact p-value is 1.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "tests/cli/cli_runner.h"
#include "tests/core/temp_dir_test.h"

namespace {

using ranklens::test::kCompareData;
using ranklens::test::kCompareFiles;

using ranklens::test::cli;
using ranklens::test::slurp;

const nlohmann::json* cell(const nlohmann::json& table, const std::string& run,
                           const std::string& metric) {
    for (const auto& c : table["cells"])
        if (c["run"] == run && c["metric"] == metric) return &c;
    return nullptr;
}

TEST(CompareCli, HandWorkedTTestAndWins) {
    const auto r = cli("compare " + kCompareFiles + " -m P@2 -m ndcg@2 --test t --format json");
    ASSERT_EQ(r.code, 0) << r.out;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["baseline"], "base");
    const auto* p = cell(j["overall"], "new", "P@2");
    ASSERT_NE(p, nullptr);
    EXPECT_DOUBLE_EQ((*p)["baseline"].get<double>(), 0.5);
    EXPECT_DOUBLE_EQ((*p)["value"].get<double>(), 0.625);
    EXPECT_EQ((*p)["wins"], 1);
    EXPECT_EQ((*p)["ties"], 3);
    EXPECT_EQ((*p)["losses"], 0);
    EXPECT_NEAR((*p)["p_t"].get<double>(), 0.39100221895577053, 1e-9);
    EXPECT_NEAR((*p)["effect_dz"].get<double>(), 0.5, 1e-12);
    // Holm over two tested cells: the larger p is at most 2x itself.
    EXPECT_GE((*p)["p_adjusted"].get<double>(), (*p)["p"].get<double>());
    EXPECT_NE(j["definitions"].get<std::string>().find("gain: linear"), std::string::npos);
}

TEST(CompareCli, RandomizationTestGivesTheExactPValue) {
    const auto r = cli("compare " + kCompareFiles + " -m P@2 --permutations 2000 --format json");
    ASSERT_EQ(r.code, 0);
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_DOUBLE_EQ((*cell(j["overall"], "new", "P@2"))["p_randomization"].get<double>(), 1.0);
    EXPECT_EQ(j["test"]["permutations"], 2000);
}

TEST(CompareCli, SegmentsAndWeightsFromQueryMetadata) {
    const auto r = cli("compare " + kCompareFiles + " -m P@2 --queries " + kCompareData +
                       "queries.csv --weighted --test t --format json");
    ASSERT_EQ(r.code, 0);
    const auto j = nlohmann::json::parse(r.out);
    // Weights q1 = 3, others 1: base (3 * .5 + 1.5) / 6 = .5, new (3 * 1 + 1.5) / 6 = .75.
    EXPECT_DOUBLE_EQ((*cell(j["overall"], "new", "P@2"))["value"].get<double>(), 0.75);
    ASSERT_EQ(j["segments"].size(), 2u);
    EXPECT_EQ(j["segments"][0]["segment"], "head");
    EXPECT_EQ(j["segments"][1]["queries"], 2);
    // head = q1, q2: weighted (3 * 1 + .5) / 4.
    EXPECT_DOUBLE_EQ((*cell(j["segments"][0], "new", "P@2"))["value"].get<double>(), 3.5 / 4);
}

TEST(CompareCli, GuardrailFailureExitsWithFive) {
    auto r = cli("compare " + kCompareFiles + " --primary P@2 --guard 'ndcg@2 >= 0.95'");
    EXPECT_EQ(r.code, 5);
    EXPECT_NE(r.out.find("NDCG@2 0.9033 (minimum 0.95)"), std::string::npos) << r.out;
    // The guard holds, but P@2's gain (one query of four, p 0.39) is not significant: the
    // primary is inconclusive, exit 8 (issue 49), not a pass.
    r = cli("compare " + kCompareFiles + " --primary P@2 --guard 'R@2 drop<=5%'");
    EXPECT_EQ(r.code, 8) << r.out;
    EXPECT_NE(r.out.find("INCONCLUSIVE"), std::string::npos);
}

TEST(CompareCli, SensitivityListsFlippedQueries) {
    const auto r =
        cli("compare " + kCompareFiles + " -m ndcg@2 --sensitivity gain=exponential --format json");
    ASSERT_EQ(r.code, 0);
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_NE(j["sensitivity"]["definitions_b"].get<std::string>().find("gain: exponential"),
              std::string::npos);
    // q1..q4 keep their win/tie under exponential gain (grades 0-2 keep their order here).
    EXPECT_EQ(j["sensitivity"]["query_flips"].size(), 0u);
}

class CompareCliFiles : public ranklens::test::TempDirTest {};

TEST_F(CompareCliFiles, WritesEveryFormatToAFile) {
    for (const char* f : {"md", "html", "latex", "csv", "json"}) {
        const std::string out = (dir_ / (std::string("report.") + f)).string();
        const auto r = cli("compare " + kCompareFiles + " --format " + f + " -o " + out);
        ASSERT_EQ(r.code, 0) << f;
        EXPECT_TRUE(r.out.empty());
        const std::string text = slurp(out);
        EXPECT_NE(text.find("ties: trec_eval"), std::string::npos) << f;
        EXPECT_FALSE(std::filesystem::exists(out + ".part"));
    }
    EXPECT_NE(slurp((dir_ / "report.latex").string()).find("\\toprule"), std::string::npos);
}

TEST(CompareCli, BadInputIsNamed) {
    auto r = cli("compare " + kCompareFiles + " -m nosuch@3", true);
    EXPECT_EQ(r.code, 1);
    EXPECT_NE(r.out.find("unknown measure 'nosuch@3'"), std::string::npos) << r.out;
    r = cli("compare " + kCompareData + "qrels.txt " + kCompareData + "base.run " + kCompareData +
                "missing.run",
            true);
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.out.find("missing.run"), std::string::npos) << r.out;
    r = cli("compare " + kCompareFiles + " --guard 'R@2 sideways' --primary P@2", true);
    EXPECT_EQ(r.code, 1);
    EXPECT_NE(r.out.find("unknown condition"), std::string::npos) << r.out;
    r = cli("compare " + kCompareData + "qrels.txt " + kCompareData + "base.run", true);
    EXPECT_EQ(r.code, 1);
    // NaN passes a range check: refused by name, not an abort in the bootstrap.
    r = cli("compare " + kCompareFiles + " --confidence nan", true);
    EXPECT_EQ(r.code, 1);
    EXPECT_NE(r.out.find("--confidence: must be a number"), std::string::npos) << r.out;
    r = cli("compare " + kCompareFiles + " --alpha nan", true);
    EXPECT_EQ(r.code, 1);
    EXPECT_NE(r.out.find("--alpha: must be a number"), std::string::npos) << r.out;
}

}  // namespace

namespace {

// Evaluated runs of a project (per-query values computed elsewhere) are compared like ranked
// runs, alone or mixed, with the numbers of the ranked run they came from (issue 29).
TEST_F(CompareCliFiles, ComparesEvaluatedRunsOfAProjectAsTheRankedRunsTheyCameFrom) {
    const std::string project = (dir_ / "ev.ranklens").string();
    // new.run's P@2 per query, as another tool would write it (exact: 0, .5 or 1).
    const auto wide = cli("eval -q -m P.2 --format tsv " + kCompareData + "qrels.txt " +
                          kCompareData + "new.run");
    ASSERT_EQ(wide.code, 0);
    std::string longForm = "qid\tmeasure\tvalue\n";
    std::istringstream lines(wide.out);
    for (std::string line; std::getline(lines, line);) {
        if (line.empty() || line[0] == '#' || line.rfind("qid", 0) == 0 ||
            line.rfind("all", 0) == 0)
            continue;
        const auto tab = line.find('\t');
        longForm += line.substr(0, tab) + "\tP_2\t" + line.substr(tab + 1) + "\n";
    }
    const std::string evFile = write("elsewhere.tsv", longForm);
    ASSERT_EQ(cli("import " + project + " --qrels " + kCompareData + "qrels.txt --run " +
                  kCompareData + "base.run --run " + kCompareData + "new.run --evaluated " + evFile)
                  .code,
              0);
    auto cellOf = [&](const std::string& args, const std::string& run) {
        const auto r = cli("compare " + project + " " + args + " -m P@2 --format json", true);
        EXPECT_EQ(r.code, 0) << r.out;
        auto c = *cell(nlohmann::json::parse(r.out)["overall"], run, "P@2");
        c.erase("run");
        return c;
    };
    const auto ranked = cellOf("--baseline base.run --run new.run", "new.run");
    EXPECT_EQ(cellOf("--baseline base.run --run elsewhere.tsv", "elsewhere.tsv"), ranked);
    // An evaluated run as the baseline, and the default "every other run" includes it.
    const auto r = cli("compare " + project + " --baseline elsewhere.tsv -m P@2 --format json");
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_EQ(nlohmann::json::parse(r.out)["runs"],
              (nlohmann::json{"elsewhere.tsv", "base.run", "new.run"}));
    // Named twice, or the baseline again: refused with the name.
    const auto again = cli("compare " + project + " --baseline base.run --run base.run", true);
    EXPECT_EQ(again.code, 1);
    EXPECT_NE(again.out.find("the baseline 'base.run' is also listed as a run"), std::string::npos)
        << again.out;
    const auto unknown = cli("compare " + project + " --baseline base.run --run nosuch", true);
    EXPECT_EQ(unknown.code, 1);
    EXPECT_NE(unknown.out.find("no run or evaluated run 'nosuch'"), std::string::npos)
        << unknown.out;
}

TEST_F(CompareCliFiles, ComparesTheRunsOfAProject) {
    const std::string project = (dir_ / "p.ranklens").string();
    ASSERT_EQ(
        cli("import " + project + " --qrels " + kCompareData + "qrels.txt --run " + kCompareData +
            "base.run --run " + kCompareData + "new.run --queries " + kCompareData + "queries.csv")
            .code,
        0);
    const auto r = cli("compare " + project + " --baseline base.run -m P@2 --test t --format json");
    ASSERT_EQ(r.code, 0) << r.out;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["runs"], (nlohmann::json{"base.run", "new.run"}));
    EXPECT_NEAR((*cell(j["overall"], "new.run", "P@2"))["p_t"].get<double>(), 0.39100221895577053,
                1e-9);
    EXPECT_EQ(j["segments"].size(), 2u);  // the project's query metadata gives the segments
    EXPECT_EQ(cli("compare " + project + " --baseline nosuch", true).code, 1);
}

}  // namespace

namespace {

// Issue 11 item 5: a cell's interval is the same whatever other metrics and runs are compared.
// 20 queries of 6 items with grades 0-2; the runs order the items differently per query, so the
// per-query NDCG@5 differences are varied and another random stream would move the interval.
class CompareCliIntervals : public ranklens::test::TempDirTest {
  protected:
    std::string files(const std::vector<std::string>& runs) {
        std::string qrels, out = write("qrels.txt", "");
        for (int q = 0; q < 20; ++q)
            for (int d = 0; d < 6; ++d)
                qrels += "q" + std::to_string(q) + " 0 d" + std::to_string(d) + " " +
                         std::to_string((q * q * 3 + d * q + d * 5) % 7 % 3) + "\n";
        write("qrels.txt", qrels);
        for (const auto& name : runs) {
            const int shift = name == "base" ? 0 : name == "new" ? 1 : 2;
            std::string run;
            for (int q = 0; q < 20; ++q)
                for (int rank = 0; rank < 6; ++rank) {
                    const int d = (rank * (shift == 1 ? 5 : 1) + q * shift) % 6;
                    run += "q" + std::to_string(q) + " Q0 d" + std::to_string(d) + " " +
                           std::to_string(rank + 1) + " " + std::to_string(6 - rank) + " " + name +
                           "\n";
                }
            out += " " + write(name + ".run", run);
        }
        return out;
    }
    nlohmann::json interval(const std::string& args) {
        const auto r = cli("compare " + args + " --format json");
        EXPECT_EQ(r.code, 0) << r.out;
        const auto j = nlohmann::json::parse(r.out);
        const auto* c = cell(j["overall"], "new", "NDCG@5");
        EXPECT_NE(c, nullptr);
        return c ? (*c)["ci"] : nlohmann::json();
    }
};

// Every cell of the pair new vs base but the corrected p is the same whether a run that missed
// queries is in the table or not, under both pairings (issue 29).
TEST_F(CompareCliIntervals, APairsRowIsTheSameWithARunThatMissedQueriesBeside) {
    std::string noise;
    for (int q = 0; q < 20; ++q)
        if (q % 3 != 2)  // misses 6 of the 20
            for (int rank = 0; rank < 6; ++rank)
                noise += "q" + std::to_string(q) + " Q0 d" + std::to_string((rank * 5 + q) % 6) +
                         " " + std::to_string(rank + 1) + " " + std::to_string(6 - rank) +
                         " noise\n";
    const std::string noiseFile = write("noise.run", noise);
    for (const std::string pairing : {"labelled", "both-returned"}) {
        auto cells = [&](const std::string& runs) {
            const auto r = cli("compare " + runs + " -m ndcg@5 -m P@3 --pairing " + pairing +
                               " --format json");
            EXPECT_EQ(r.code, 0) << r.out;
            auto j = nlohmann::json::parse(r.out);
            nlohmann::json out = nlohmann::json::array();
            for (auto c : j["overall"]["cells"])
                if (c["run"] == "new") {
                    c.erase("p_adjusted");  // the correction across the table
                    c.erase("significant");
                    out.push_back(c);
                }
            return out;
        };
        const std::string two = files({"base", "new"});
        const auto alone = cells(two);
        ASSERT_EQ(alone.size(), 2u);
        EXPECT_EQ(cells(two + " " + noiseFile), alone) << pairing;
        const std::string labels = two.substr(0, two.find(' '));
        const std::string base = two.substr(two.find(' ') + 1, two.rfind(' ') - two.find(' ') - 1);
        EXPECT_EQ(
            cells(labels + " " + base + " " + noiseFile + " " + two.substr(two.rfind(' ') + 1)),
            alone)
            << pairing;
    }
}

TEST_F(CompareCliIntervals, ACellsIntervalIgnoresTheOtherMetricsAndRuns) {
    const auto alone = interval(files({"base", "new"}) + " -m ndcg@5");
    ASSERT_EQ(alone.size(), 2u);
    EXPECT_LT(alone[0].get<double>(), alone[1].get<double>());
    EXPECT_EQ(interval(files({"base", "other", "new"}) + " -m P@1 -m mrr -m ndcg@5"), alone);
    EXPECT_EQ(interval(files({"base", "new", "other"}) + " -m ndcg@5 -m R@5"), alone);
    EXPECT_NE(interval(files({"base", "new"}) + " -m ndcg@5 --seed 7"), alone);
}

}  // namespace

namespace {

// One rule for every pair (issue 29): a run that answered 1 of the 4 labelled queries (q1, where
// new's P@2 is 1 and base's .5). By default (and with -c) every labelled query pairs, the short
// run's three missing ones at 0; with --pairing both-returned the pair is q1 alone and the
// short run's mean is its own mean over its one query, as `eval` gives it. Both reports name
// how many labelled queries each run missed.
TEST_F(CompareCliFiles, StatesThePairingOfEveryMeanAndWhatEachRunMissed) {
    const std::string shortRun = (dir_ / "short.run").string();
    {
        std::ofstream f(shortRun);
        f << "q1 Q0 d1 1 3 short\nq1 Q0 d2 2 2 short\nq1 Q0 d3 3 1 short\n";
    }
    const std::string files = kCompareData + "qrels.txt " + kCompareData + "base.run " + shortRun;
    for (const std::string flag : {"", "-c ", "--pairing labelled ", "--pairing both-returned "}) {
        const bool both = flag == "--pairing both-returned ";
        const auto r = cli("compare " + flag + files + " -m P@2 --test t --format json");
        ASSERT_EQ(r.code, 0) << r.out;
        const auto j = nlohmann::json::parse(r.out);
        const auto* p = cell(j["overall"], "short", "P@2");
        ASSERT_NE(p, nullptr);
        EXPECT_DOUBLE_EQ((*p)["value"].get<double>(), both ? 1.0 : 0.25) << flag;
        EXPECT_EQ((*p)["queries"], both ? 1 : 4) << flag;
        EXPECT_EQ(j["query_set"]["queries"], 4);
        EXPECT_EQ(j["query_set"]["pairing"], both ? "both-returned" : "labelled");
        EXPECT_EQ(j["query_set"]["mean"],
                  both ? "each run paired with the baseline over the labelled queries both "
                         "returned"
                       : "each run paired with the baseline over every labelled query (4), a "
                         "query a run did not return scored 0");
        EXPECT_EQ(j["query_set"]["coverage"][1]["returned_labelled_queries"], 1);
        EXPECT_EQ(j["query_set"]["coverage"][1]["missed_labelled_queries"], 3);
        const auto md = cli("compare " + flag + files + " -m P@2 --test t --format md");
        EXPECT_NE(md.out.find("Missed labelled queries: base 0, short 3"), std::string::npos)
            << md.out;
    }
    EXPECT_EQ(cli("compare -c --pairing both-returned " + files, true).code, 1);
    EXPECT_NE(cli("compare --pairing sometimes " + files, true).code, 0);
    // Two runs without a labelled query in common: nothing to pair when only the queries both
    // returned count; every labelled query pairs them otherwise.
    const std::string q2Run = (dir_ / "q2.run").string();
    {
        std::ofstream f(q2Run);
        f << "q2 Q0 d4 1 2 q2only\nq2 Q0 d5 2 1 q2only\n";
    }
    const std::string disjoint = kCompareData + "qrels.txt " + shortRun + " " + q2Run + " -m P@2";
    const auto none = cli("compare --pairing both-returned " + disjoint, true);
    EXPECT_EQ(none.code, 7);
    EXPECT_NE(none.out.find("no run returned a labelled query that the baseline also returned"),
              std::string::npos)
        << none.out;
    EXPECT_EQ(cli("compare " + disjoint).code, 0);
    // The same run twice: refused by name (usage, exit 1).
    const auto twice = cli("compare " + kCompareData + "qrels.txt " + kCompareData + "base.run " +
                               shortRun + " " + shortRun,
                           true);
    EXPECT_EQ(twice.code, 1);
    EXPECT_NE(twice.out.find("short.run is given twice"), std::string::npos) << twice.out;
}

}  // namespace

namespace {

// compare -l 0.5 was refused ("must be a whole number") although eval takes it with real-valued
// labels (issue 44, section 2): relevant is label >= 0.5. At rank 1 the baseline has d4 (0.5)
// in q1 and d0 (0.7) in q2, both relevant: P@1 = 1 (under -l 1 it was 0); the new run has d0
// (1.0) and d1 (0.2): 0.5. With whole-number labels the threshold between them is refused, as
// eval refuses it.
TEST_F(CompareCliFiles, RealValuedLabelsTakeARealThreshold) {
    const auto labels = write("q.csv",
                              "query,doc,label\nq1,d0,1.0\nq1,d3,0.1\nq1,d4,0.5\n"
                              "q2,d0,0.7\nq2,d1,0.2\n");
    const auto base = write("base",
                            "q1 Q0 d4 1 9 base\nq1 Q0 d3 2 8 base\nq1 Q0 d0 3 7 base\n"
                            "q2 Q0 d0 1 9 base\nq2 Q0 d1 2 8 base\n");
    const auto next = write("new",
                            "q1 Q0 d0 1 9 new\nq1 Q0 d3 2 8 new\nq1 Q0 d4 3 7 new\n"
                            "q2 Q0 d1 1 9 new\nq2 Q0 d0 2 8 new\n");
    const auto r =
        cli("compare -l 0.5 -m P@1 --format json " + labels + " " + base + " " + next, true);
    ASSERT_EQ(r.code, 0) << r.out;
    const auto j = nlohmann::json::parse(r.out);
    const auto* p = cell(j["overall"], "new", "P@1");
    ASSERT_NE(p, nullptr) << r.out;
    EXPECT_DOUBLE_EQ((*p)["baseline"].get<double>(), 1.0);
    EXPECT_DOUBLE_EQ((*p)["value"].get<double>(), 0.5);
    EXPECT_NE(j["definitions"].get<std::string>().find("relevant: label >= 0.5"), std::string::npos)
        << j["definitions"];
    const auto whole = write("w.qrels", "q1 0 d0 1\nq2 0 d0 2\n");
    const auto refused = cli("compare -l 0.5 -m P@1 " + whole + " " + base + " " + next, true);
    EXPECT_EQ(refused.code, 1) << refused.out;
    EXPECT_NE(refused.out.find("-l 0.5: a threshold between whole numbers (0.5) is for "
                               "real-valued labels; these labels are whole numbers"),
              std::string::npos)
        << refused.out;
}

}  // namespace
