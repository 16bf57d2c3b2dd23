// `ranklens-cli import PROJECT --log --position-column / --online / --trained-until` and
// log-eval / online-agreement on a PROJECT, end to end on hand-worked cases.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tests/cli/cli_runner.h"
#include "tests/core/temp_dir_test.h"

namespace {

using ranklens::test::cli;

class BehaviourProjectCli : public ranklens::test::TempDirTest {
  protected:
    std::string q(const std::string& name) { return "'" + (dir_ / name).string() + "'"; }
};

// The log of LogEvalHandWorkedJson (behaviour_cli_test.cpp) dated: a's events on Jan 5 (before
// the run's cutoff Jan 10), b's on Jan 20. Stored in a project, log-eval on the project gives
// the file-based values (raw P@2 = .25, ips P@2 = .5), the leak check uses the stored cutoff.
TEST_F(BehaviourProjectCli, ImportedClickLogEvaluatesLikeTheFiles) {
    write("log.csv",
          "query,item,event,slot,timestamp\n"
          "q,a,impression,1,2026-01-05\nq,b,impression,2,2026-01-20\nq,c,impression,3,2026-01-20\n"
          "q,a,impression,1,2026-01-05\nq,b,impression,2,2026-01-20\nq,c,impression,3,2026-01-20\n"
          "q,a,click,1,2026-01-05\nq,b,click,2,2026-01-20\n");
    write("run.txt", "q Q0 c 1 3 sys\nq Q0 b 2 2 sys\nq Q0 a 3 1 sys\n");
    const std::string p = q("p.ranklens");
    auto r =
        cli("import " + p + " --run " + q("run.txt") + " --name sys --trained-until 2026-01-10");
    ASSERT_EQ(r.code, 0) << r.out;
    r = cli("import " + p + " --log " + q("log.csv") + " --position-column slot --clip 0", true);
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_NE(r.out.find("warning: 3 log events are dated at or before the training cutoff of run "
                         "'sys', 2026-01-10T00:00:00Z"),
              std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("8 events (0 rows of other events ignored), time range "
                         "2026-01-05T00:00:00Z .. 2026-01-20T00:00:00Z"),
              std::string::npos)
        << r.out;
    r = cli("log-eval " + p + " -k 2 --format json");
    ASSERT_EQ(r.code, 0) << r.out;
    auto j = nlohmann::json::parse(r.out);
    EXPECT_DOUBLE_EQ(j["results"][0]["mean"]["P@2"]["raw"].get<double>(), 0.25);
    EXPECT_DOUBLE_EQ(j["results"][0]["mean"]["P@2"]["ips"].get<double>(), 0.5);
    EXPECT_EQ(j["leak_check"]["before_or_at_cutoff"], 3);
    // Imported again with --drop-leaks: the three Jan 5 events (a's) are not kept; b (two
    // impressions, one click) and c's impressions are: five events, no leak left.
    r = cli("import " + p + " --log " + q("log.csv") +
                " --position-column slot --clip 0 --drop-leaks --allow-duplicate --name kept",
            true);
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_NE(r.out.find("dropped 3 log events dated at or before 2026-01-10T00:00:00Z"),
              std::string::npos)
        << r.out;
    r = cli("log-eval " + p + " --log kept -k 2 --format json");
    ASSERT_EQ(r.code, 0) << r.out;
    j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["log"]["events"], 5);
    EXPECT_EQ(j["leak_check"]["before_or_at_cutoff"], 0);
}

TEST_F(BehaviourProjectCli, OnlineResultsImportAndAgreement) {
    // ndcg_cut_5 A = 1, B = .6309, C = .5; ctr A 3, B 1, C 2: tau_b = 1/3, sign 2 of 3
    // (worked in tests/store/behaviour_store_test.cpp).
    write("A", "q1 Q0 d1 1 3 A\nq1 Q0 d2 2 2 A\nq1 Q0 d3 3 1 A\n");
    write("B", "q1 Q0 d2 1 3 B\nq1 Q0 d1 2 2 B\nq1 Q0 d3 3 1 B\n");
    write("C", "q1 Q0 d2 1 3 C\nq1 Q0 d3 2 2 C\nq1 Q0 d1 3 1 C\n");
    write("g.qrels", "q1 0 d1 1\n");
    write("on.csv", "run,result\nA,ctr=3\nB,ctr=1\nC,ctr=2\n");
    write("bad.csv", "run,result\nA,ctr=3\nB,ctr=lots\n");
    const std::string p = q("p.ranklens");
    for (const char* n : {"A", "B", "C"})
        ASSERT_EQ(cli("import " + p + " --run " + q(n) + " --name " + n).code, 0);
    ASSERT_EQ(cli("import " + p + " --qrels " + q("g.qrels")).code, 0);
    auto r = cli("online-agreement " + p);
    EXPECT_EQ(r.code, 7) << r.out;  // no online results yet: nothing to evaluate
    r = cli("import " + p + " --online " + q("bad.csv"), true);
    EXPECT_NE(r.code, 0);
    EXPECT_NE(r.out.find("bad.csv:3: value 'lots' is not a number; nothing imported"),
              std::string::npos)
        << r.out;
    ASSERT_EQ(cli("import " + p + " --online " + q("on.csv")).code, 0);
    r = cli("online-agreement " + p + " -m ndcg_cut.5");
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_NE(r.out.find("ndcg_cut_5\tctr\t3\t0.3333\t2\t1\t0\t2\t1\t0.6667\n"), std::string::npos)
        << r.out;
}

}  // namespace
