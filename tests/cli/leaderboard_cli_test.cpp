// `ranklens-cli leaderboard` and `ranklens-cli overlap` end to end (issue 49): the JSON contract,
// best first, a pair of identical runs (delta 0, p 1, effect size null with its reason), the
// letter display, every format free of NaN and infinity, and bad input refused by name; and
// compare's primary guardrail, inconclusive (exit 8) without a significant gain.
//
// Twelve queries, each with the relevant documents r and s; a run's P@1 on a query is 1 when
// it ranks r first:
//   A  1 1 1 1 1 1 1 1 1 1 0 0   (mean 10/12)
//   B  0 0 0 0 1 0 0 0 0 1 0 0   (mean  2/12)
//   C  the same lists as A, another file
#include <gtest/gtest.h>

#include <cmath>
#include <nlohmann/json.hpp>
#include <string>

#include "tests/cli/cli_runner.h"
#include "tests/core/temp_dir_test.h"

namespace {

using ranklens::test::cli;

class LeaderboardCli : public ranklens::test::TempDirTest {
  protected:
    void SetUp() override {
        TempDirTest::SetUp();
        std::string qrels;
        for (int q = 1; q <= 12; ++q) {
            const std::string id = "q" + std::to_string(q);
            qrels += id + " 0 r 1\n" + id + " 0 s 1\n" + id + " 0 n 0\n";
        }
        labels_ = write("qrels.txt", qrels);
        a_ = write("a.run", run("A", "111111111100"));
        b_ = write("b.run", run("B", "000010000100"));
        c_ = write("c.run", run("C", "111111111100"));
    }
    // One query per character: '1' ranks r first, '0' ranks n first.
    static std::string run(const std::string& tag, const std::string& firsts) {
        std::string out;
        for (std::size_t q = 0; q < firsts.size(); ++q) {
            const std::string id = "q" + std::to_string(q + 1);
            const std::string first = firsts[q] == '1' ? "r" : "n";
            const std::string second = firsts[q] == '1' ? "n" : "r";
            out += id + " Q0 " + first + " 1 3 " + tag + "\n" + id + " Q0 " + second + " 2 2 " +
                   tag + "\n" + id + " Q0 s 3 1 " + tag + "\n";
        }
        return out;
    }
    std::string files() const { return labels_ + " " + a_ + " " + b_ + " " + c_; }
    std::string labels_, a_, b_, c_;
};

const nlohmann::json& pairOf(const nlohmann::json& m, const std::string& a, const std::string& b) {
    for (const auto& p : m["pairs"])
        if (p["a"] == a && p["b"] == b) return p;
    ADD_FAILURE() << "no pair " << a << " " << b;
    static const nlohmann::json none;
    return none;
}

TEST_F(LeaderboardCli, JsonContractBestFirstAndIdenticalRuns) {
    const auto r = cli("leaderboard " + files() +
                       " -m P@1 --test t --correction bh --target-delta 0.1 --format json");
    ASSERT_EQ(r.code, 0) << r.out;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["test"], "t");
    EXPECT_EQ(j["correction"], "bh");
    EXPECT_DOUBLE_EQ(j["alpha"].get<double>(), 0.05);
    EXPECT_DOUBLE_EQ(j["confidence"].get<double>(), 0.95);
    const auto& m = j["measures"][0];
    EXPECT_EQ(m["measure"], "P@1");
    EXPECT_EQ(m["queries"], 12);
    ASSERT_EQ(m["runs"].size(), 3u);
    EXPECT_EQ(m["runs"][2]["run"], "B");  // best first: A and C (10/12) before B (2/12)
    EXPECT_DOUBLE_EQ(m["runs"][2]["mean"].get<double>(), 2.0 / 12);
    for (const auto& run : m["runs"]) {
        EXPECT_LT(run["ci_low"].get<double>(), run["mean"].get<double>());
        EXPECT_GT(run["ci_high"].get<double>(), run["mean"].get<double>());
    }
    const auto& ab = pairOf(m, "A", "B");
    EXPECT_NEAR(ab["delta"].get<double>(), -8.0 / 12, 1e-15);  // mean of b - mean of a
    EXPECT_TRUE(ab["significant"].get<bool>());
    EXPECT_LT(ab["ci_high"].get<double>(), 0);
    EXPECT_TRUE(ab["queries_needed"]["0.1"].is_number_unsigned());
    EXPECT_GT(ab["mde"].get<double>(), 0);
    const auto& ac = pairOf(m, "A", "C");
    EXPECT_EQ(ac["delta"].get<double>(), 0);
    EXPECT_EQ(ac["p"].get<double>(), 1);
    EXPECT_EQ(ac["p_adjusted"].get<double>(), 1);
    EXPECT_TRUE(ac["effect_size"].is_null());
    EXPECT_EQ(ac["effect_size_reason"], "the two runs score the same on every query");
    // A and C share a letter, B has its own.
    EXPECT_EQ(m["runs"][0]["group"], "a");
    EXPECT_EQ(m["runs"][1]["group"], "a");
    EXPECT_EQ(m["runs"][2]["group"], "b");
    EXPECT_EQ(m["anova"]["df_system"], 2);
    EXPECT_EQ(m["anova"]["df_topic"], 11);
    EXPECT_EQ(m["anova"]["df_residual"], 22);
}

TEST_F(LeaderboardCli, TukeyHasNoCorrectionAndTheDefaultIsRandomizedTukey) {
    auto r = cli("leaderboard " + files() + " -m P@1 --test tukey --format json");
    ASSERT_EQ(r.code, 0);
    auto j = nlohmann::json::parse(r.out);
    EXPECT_TRUE(j["correction"].is_null());
    EXPECT_TRUE(j["measures"][0]["anova"]["f_system"].is_number());
    r = cli("leaderboard " + files() + " -m P@1 --permutations 500 --format json");
    ASSERT_EQ(r.code, 0);
    j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["test"], "randomized-tukey");
    EXPECT_TRUE(j["correction"].is_null());
    EXPECT_EQ(pairOf(j["measures"][0], "A", "C")["p"].get<double>(), 1);
}

TEST_F(LeaderboardCli, EveryFormatWithoutNanOrInfinity) {
    for (const char* f : {"text", "md", "html", "latex", "csv", "json"}) {
        for (const char* test : {"randomized-tukey", "tukey", "t", "randomization"}) {
            const auto r = cli("leaderboard " + files() + " -m P@1 -m ndcg@3 --permutations 300 " +
                               "--test " + test + " --format " + f);
            ASSERT_EQ(r.code, 0) << f << " " << test;
            for (const char* bad : {"nan", "inf", "NaN", "Inf"})
                EXPECT_EQ(r.out.find(bad), std::string::npos) << f << " " << test << ": " << bad;
        }
    }
    const auto path = (dir_ / "board.md").string();
    ASSERT_EQ(cli("leaderboard " + files() + " --permutations 200 --format md -o " + path).code, 0);
    EXPECT_NE(ranklens::test::slurp(path).find("| rank |"), std::string::npos);
}

TEST_F(LeaderboardCli, BadInputIsRefusedByName) {
    auto r = cli("leaderboard " + labels_ + " " + a_, true);
    EXPECT_EQ(r.code, 1);
    EXPECT_NE(r.out.find("a leaderboard needs two runs or more"), std::string::npos) << r.out;
    r = cli("leaderboard " + labels_ + " " + a_ + " " + a_, true);
    EXPECT_EQ(r.code, 1);
    EXPECT_NE(r.out.find("is given twice"), std::string::npos) << r.out;
    const auto other = write("other.run", "z1 Q0 r 1 1 Z\n");
    r = cli("leaderboard " + labels_ + " " + a_ + " " + other, true);
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.out.find("'Z' returned none of the 12 labelled queries"), std::string::npos)
        << r.out;
    r = cli("leaderboard " + files() + " -m nosuch@10", true);
    EXPECT_EQ(r.code, 1);
    EXPECT_NE(r.out.find("nosuch"), std::string::npos) << r.out;
    for (const std::string opt : {"--alpha nan", "--alpha 1", "--confidence 0", "--power 1.5",
                                  "--confidence nan", "--permutations 0"}) {
        r = cli("leaderboard " + files() + " " + opt, true);
        EXPECT_EQ(r.code, 1) << opt;
        EXPECT_NE(r.out.find(opt.substr(0, opt.find(' '))), std::string::npos) << opt << r.out;
    }
}

// A project's runs: the same numbers as the files, --runs choosing and ordering them.
TEST_F(LeaderboardCli, ProjectRunsGiveTheFilesNumbers) {
    const std::string project = (dir_ / "p.ranklens").string();
    ASSERT_EQ(cli("import " + project + " --qrels " + labels_ + " --run " + a_ + " --run " + b_ +
                  " --run " + c_)
                  .code,
              0);
    const auto fromFiles = cli("leaderboard " + files() + " -m P@1 --test t --format json");
    const auto all = cli("leaderboard " + project + " -m P@1 --test t --format json");
    ASSERT_EQ(all.code, 0) << all.out;
    const auto jf = nlohmann::json::parse(fromFiles.out);
    const auto jp = nlohmann::json::parse(all.out);
    ASSERT_EQ(jp["measures"][0]["runs"].size(), 3u);
    for (std::size_t i = 0; i < 3; ++i)
        EXPECT_EQ(jp["measures"][0]["runs"][i]["mean"], jf["measures"][0]["runs"][i]["mean"]);
    const auto two = cli("leaderboard " + project + " --runs b.run,a.run -m P@1 --format json");
    ASSERT_EQ(two.code, 0) << two.out;
    const auto j2 = nlohmann::json::parse(two.out);
    EXPECT_EQ(j2["runs_given"], (nlohmann::json{"b.run", "a.run"}));
    EXPECT_EQ(j2["measures"][0]["pairs"][0]["a"], "b.run");
    const auto unknown = cli("leaderboard " + project + " --runs a.run,nosuch", true);
    EXPECT_EQ(unknown.code, 1);
    EXPECT_NE(unknown.out.find("no run 'nosuch'"), std::string::npos) << unknown.out;
}

TEST_F(LeaderboardCli, OverlapJaccardAndRbo) {
    const auto x = write("x.run",
                         "q1 Q0 d1 1 3 X\nq1 Q0 d2 2 2 X\nq1 Q0 d3 3 1 X\n"
                         "q2 Q0 d1 1 2 X\nq2 Q0 d2 2 1 X\nq9 Q0 d1 1 1 X\n");
    const auto y = write("y.run",
                         "q1 Q0 d2 1 3 Y\nq1 Q0 d1 2 2 Y\nq1 Q0 d4 3 1 Y\n"
                         "q2 Q0 d1 1 2 Y\nq2 Q0 d2 2 1 Y\n");
    const auto r = cli("overlap " + x + " " + y + " --format json");
    ASSERT_EQ(r.code, 0) << r.out;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["queries"], 2);  // q9 only in x
    const auto& q1 = j["per_query"][0];
    EXPECT_EQ(q1["qid"], "q1");
    EXPECT_DOUBLE_EQ(q1["jaccard"].get<double>(), 0.5);  // {d1, d2} of {d1, d2, d3, d4}
    // X_1 = 0, X_2 = 2, X_3 = 2; p = 0.9 (eq. 30 for equal lengths).
    const double rbo = 0.1 / 0.9 * (2.0 / 2 * 0.81 + 2.0 / 3 * 0.729) + 2.0 / 3 * 0.729;
    EXPECT_NEAR(q1["rbo"].get<double>(), rbo, 1e-15);
    EXPECT_DOUBLE_EQ(j["per_query"][1]["rbo"].get<double>(), 1.0);
    EXPECT_NEAR(j["mean"]["rbo"].get<double>(), (rbo + 1) / 2, 1e-15);
    EXPECT_DOUBLE_EQ(j["mean"]["jaccard"].get<double>(), 0.75);
    EXPECT_EQ(cli("overlap " + x + " " + y + " --depth 0").code, 1);
    EXPECT_EQ(cli("overlap " + x + " " + y + " --rbo-p 1").code, 1);
    EXPECT_EQ(cli("overlap " + x + " " + y + " --rbo-p nan").code, 1);
    const auto text = cli("overlap " + x + " " + y + " --depth 1");
    EXPECT_NE(text.out.find("mean"), std::string::npos);
}

// tests/data/compare: P@2 differs on one query of four (p 0.39): not a significant gain, so
// "P@2 must improve" neither passes nor fails.
TEST(CompareGuardrailCli, MustImproveWithoutSignificanceExitsInconclusive) {
    auto r =
        cli("compare " + ranklens::test::kCompareFiles + " -m P@2 -m R@2 --test t --primary P@2");
    EXPECT_EQ(r.code, 8) << r.out;
    EXPECT_NE(r.out.find("inconclusive"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("no significant difference (p "), std::string::npos) << r.out;
    r = cli("compare " + ranklens::test::kCompareFiles + " -m P@2 --test t --format json");
    EXPECT_EQ(r.code, 0);
    EXPECT_EQ(r.out.find("nan"), std::string::npos);
}

}  // namespace
