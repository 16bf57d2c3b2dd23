// `ranklens-cli log-eval` and `ranklens-cli online-agreement` end to end, on the cases worked
// by hand in tests/core/behaviour_*_test.cpp.
#include <gtest/gtest.h>

#include <cmath>
#include <nlohmann/json.hpp>

#include "tests/cli/cli_runner.h"
#include "tests/core/temp_dir_test.h"

namespace {

using ranklens::test::cli;

class BehaviourCli : public ranklens::test::TempDirTest {
  protected:
    std::string q(const std::string& name) { return "'" + (dir_ / name).string() + "'"; }
};

// a shown at 1 twice (1 click), b at 2 twice (1 click), c at 3 twice; run [c, b, a].
// k = 2, eta 1, no clip: raw P@2 = .25, recall@2 = .5; ips P@2 = .5, recall@2 = 1/1.5.
TEST_F(BehaviourCli, LogEvalHandWorkedJson) {
    write("log.csv",
          "query,item,event,position\n"
          "q,a,impression,1\nq,b,impression,2\nq,c,impression,3\n"
          "q,a,impression,1\nq,b,impression,2\nq,c,impression,3\nq,a,click,1\nq,b,click,2\n");
    write("run.txt", "q Q0 c 1 3 sys\nq Q0 b 2 2 sys\nq Q0 a 3 1 sys\n");
    const auto r = cli("log-eval --log " + q("log.csv") + " --run " + q("run.txt") +
                       " -k 2 --clip 0 --format json");
    ASSERT_EQ(r.code, 0) << r.out;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["definitions"]["propensity"], "p(pos) = (1/pos)^1");
    EXPECT_TRUE(j["definitions"]["clip"].is_null());
    const auto& mean = j["results"][0]["mean"];
    EXPECT_DOUBLE_EQ(mean["P@2"]["raw"].get<double>(), 0.25);
    EXPECT_DOUBLE_EQ(mean["P@2"]["ips"].get<double>(), 0.5);
    EXPECT_DOUBLE_EQ(mean["recall@2"]["raw"].get<double>(), 0.5);
    EXPECT_DOUBLE_EQ(mean["recall@2"]["snips"].get<double>(), 1.0 / 1.5);
    EXPECT_EQ(j["log"]["events"], 8);
}

// a shown at 1 and clicked, b at 2; run [u, a, v, b] where u, v were never shown:
// NDCG@2 full pool = 1/log2 3 = .6309, exposed only = 1, so the ratio is .6309.
TEST_F(BehaviourCli, LogEvalBothUnexposedSettingsWithRatio) {
    write("log.tsv", "query\titem\tslot\tclicked\nq\ta\t1\t1\nq\tb\t2\t0\n");
    write("run.txt", "q Q0 u 1 4 s\nq Q0 a 2 3 s\nq Q0 v 3 2 s\nq Q0 b 4 1 s\n");
    const auto r = cli("log-eval --log " + q("log.tsv") + " --run " + q("run.txt") +
                       " --position-column slot -k 2 --unexposed both");
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_NE(r.out.find("nonrelevant\tall\tNDCG@2\t0.6309\t0.6309\t0.6309\n"), std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("excluded\tall\tNDCG@2\t1.0000\t1.0000\t1.0000\n"), std::string::npos);
    EXPECT_NE(r.out.find("ratio\tall\tNDCG@2\t0.6309\t0.6309\t0.6309\n"), std::string::npos);
    EXPECT_NE(r.out.find("# propensity p(pos) = (1/pos)^1; clip 10\n"), std::string::npos);
}

TEST_F(BehaviourCli, LogEvalLeakCheckWarnsAndDrops) {
    write("log.csv",
          "query,item,event,position,timestamp\n"
          "q,a,impression,1,2026-01-05\nq,a,click,1,2026-01-05\n"
          "q,b,impression,2,2026-01-20\nq,b,click,2,2026-01-20\n");
    write("run.txt", "q Q0 b 1 2 s\nq Q0 a 2 1 s\n");
    const std::string args =
        "log-eval --log " + q("log.csv") + " --run " + q("run.txt") + " --cutoff 2026-01-10";
    const auto warned = cli(args + " --format json", true);
    EXPECT_NE(warned.out.find("warning: 2 log events are dated at or before the training cutoff "
                              "2026-01-10T00:00:00Z"),
              std::string::npos)
        << warned.out;
    const auto dropped = cli(args + " --drop-leaks --format json");
    ASSERT_EQ(dropped.code, 0) << dropped.out;
    const auto j = nlohmann::json::parse(dropped.out);
    EXPECT_EQ(j["leak_check"]["before_or_at_cutoff"], 2);
    EXPECT_EQ(j["leak_check"]["after_cutoff"], 2);
    EXPECT_EQ(j["leak_check"]["dropped"], 2);
    EXPECT_EQ(j["log"]["first_time"], "2026-01-20T00:00:00Z");
    // Only b's impression and click are left: raw gain 1 for b, P@5 = 1/5.
    EXPECT_DOUBLE_EQ(j["results"][0]["mean"]["P@5"]["raw"].get<double>(), 0.2);
}

TEST_F(BehaviourCli, BadInputNamesFileAndLine) {
    const std::string log =
        write("log.csv", "query,item,event,position\nq,a,click,1\nq,b,click,x\n");
    write("run.txt", "q Q0 a 1 1 s\n");
    const auto r = cli("log-eval --log " + q("log.csv") + " --run " + q("run.txt"), true);
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.out.find(log + ":3: position 'x' is not a whole number >= 1"), std::string::npos)
        << r.out;
    const auto noCut =
        cli("log-eval --log " + q("log.csv") + " --run " + q("run.txt") + " --cutoff soon", true);
    EXPECT_EQ(noCut.code, 1);
    EXPECT_NE(noCut.out.find("--cutoff 'soon' is neither ISO 8601"), std::string::npos);
}

// Offline ndcg A .30, B .32, C .35, D .32 vs online A 0, B .5, C .4, D .8 (percent):
// C = 3, D = 2, one pair tied offline -> tau-b = 1/sqrt(30) = .1826, sign share 3/5.
TEST_F(BehaviourCli, OnlineAgreementHandWorked) {
    write("off.csv",
          "run,metric,value\nA,ndcg@10,.30\nB,ndcg@10,.32\nC,ndcg@10,.35\n"
          "D,ndcg@10,.32\n");
    write("on.csv",
          "run,metric,value,ci_low,ci_high\nA,ctr_delta,0%,,\n"
          "B,ctr_delta,+0.5%,0.1,0.9\nC,ctr_delta,0.4%,,\nD,ctr_delta,0.8%,,\n");
    const auto r = cli("online-agreement --offline " + q("off.csv") + " --online " + q("on.csv"));
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_NE(r.out.find("ndcg@10\tctr_delta\t4\t0.1826\t3\t2\t1\t3\t2\t0.6000\n"),
              std::string::npos)
        << r.out;
    const auto j = nlohmann::json::parse(cli("online-agreement --offline " + q("off.csv") +
                                             " --online " + q("on.csv") + " --format json")
                                             .out);
    EXPECT_DOUBLE_EQ(j["rows"][0]["tau_b"].get<double>(), 1.0 / std::sqrt(30.0));
    EXPECT_TRUE(j["rows"][0]["online_ci"][0].is_null());
    EXPECT_DOUBLE_EQ(j["rows"][0]["online_ci"][1][1].get<double>(), 0.9);
    const std::string bad = write("bad.csv", "run,metric,value\nA,ctr,lots\n");
    const auto e =
        cli("online-agreement --offline " + q("off.csv") + " --online " + q("bad.csv"), true);
    EXPECT_EQ(e.code, 2);
    EXPECT_NE(e.out.find(bad + ":2: value 'lots' is not a number"), std::string::npos) << e.out;
}

// A run named "#A" (issue 44): its online result is data, not a comment, in every layout the
// reader takes (metric/value rows, a result column, tab-separated); the same 3 runs as with the
// name "A". Offline A .30, B .32, C .35 vs online A .1, B .5, C .4: C = 2, D = 1, tau-b = 1/3.
TEST_F(BehaviourCli, OnlineResultsOfARunNamedWithAHashAreKept) {
    write("off.csv", "run,metric,value\n#A,ndcg,.30\nB,ndcg,.32\nC,ndcg,.35\n");
    write("on.csv", "run,metric,value\n#A,ctr,0.1%\nB,ctr,0.5%\nC,ctr,0.4%\n");
    write("spec.csv", "run,result\n#A,ctr=0.1%\nB,ctr=0.5%\nC,ctr=0.4%\n");
    write("on.tsv", "run\tmetric\tvalue\n#A\tctr\t0.1%\nB\tctr\t0.5%\nC\tctr\t0.4%\n");
    for (const char* online : {"on.csv", "spec.csv", "on.tsv"}) {
        const auto r = cli("online-agreement --offline " + q("off.csv") + " --online " + q(online) +
                           " --format json");
        ASSERT_EQ(r.code, 0) << online << "\n" << r.out;
        const auto j = nlohmann::json::parse(r.out);
        EXPECT_EQ(j["rows"][0]["runs"], nlohmann::json::parse(R"(["#A", "B", "C"])")) << online;
        EXPECT_DOUBLE_EQ(j["rows"][0]["tau_b"].get<double>(), 1.0 / 3) << online;
    }
}

// Offline values computed from runs and labels: on tests/data/compare P@2 is .5 for base and
// .625 for new (compare_cli_test.cpp); the online test says new lost, so tau-b = -1 and no
// pair agrees in sign.
TEST_F(BehaviourCli, OnlineAgreementFromRunsAndLabels) {
    const std::string d = std::string(RANKLENS_TEST_DATA) + "/compare/";
    write("on.csv", "run,metric,value\nbase,ctr,0\nnew,ctr,-1\n");
    const auto r =
        cli("online-agreement --qrels " + d + "qrels.txt --run " + d + "base.run --run new=" + d +
            "new.run -m P@2 --online " + q("on.csv") + " --format json");
    ASSERT_EQ(r.code, 0) << r.out;
    const auto j = nlohmann::json::parse(r.out);
    const auto& row = j["rows"][0];
    EXPECT_EQ(row["offline_metric"], "P_2");
    EXPECT_EQ(row["runs"], (std::vector<std::string>{"base", "new"}));
    EXPECT_DOUBLE_EQ(row["offline"][0].get<double>(), 0.5);
    EXPECT_DOUBLE_EQ(row["offline"][1].get<double>(), 0.625);
    EXPECT_DOUBLE_EQ(row["tau_b"].get<double>(), -1.0);
    EXPECT_DOUBLE_EQ(row["sign_share"].get<double>(), 0.0);
    const auto one = cli("online-agreement --qrels " + d + "qrels.txt --run " + d +
                             "base.run -m P@2 --online " + q("on.csv"),
                         true);
    EXPECT_EQ(one.code, 1);
    EXPECT_NE(one.out.find("--qrels needs at least two --run and one -m"), std::string::npos);
}

}  // namespace
