// The beyond-accuracy measures and exposure by group on the command line: --items,
// --popularity (stated in every output), run-level values said to be run-level, and errors.
#include <gtest/gtest.h>

#include <string>

#include "tests/cli/cli_runner.h"
#include "tests/core/temp_dir_test.h"

namespace {

using ranklens::test::cli;

class BeyondCli : public ranklens::test::TempDirTest {
  protected:
    void SetUp() override {
        TempDirTest::SetUp();
        qrels = write("q", "1 0 a 1\n1 0 b 0\n2 0 c 1\n");
        run = write("r",
                    "1 Q0 a 1 3.0 A\n1 Q0 b 2 2.0 A\n1 Q0 c 3 1.0 A\n"
                    "2 Q0 c 1 3.0 A\n2 Q0 d 2 2.0 A\n2 Q0 a 3 1.0 A\n");
        items =
            write("items.csv", "docid,category,popularity\na,x,10\nb,x,5\nc,y,1\nd,z,0\ne,y,2\n");
    }
    std::string qrels, run, items;
};

TEST_F(BeyondCli, PerQueryAndRunLevelValues) {
    const auto r = cli("eval -q -m ild@3 -m novelty@3 -m arp@3 -m longtail@3 -m gini@3 --items " +
                       items + " " + qrels + " " + run);
    ASSERT_EQ(r.code, 0);
    // Query 1: a(x,10) b(x,5) c(y,1); ILD 2/3; novelty over N = 10 users: (0 + 1 + 3.3219)/3;
    // ARP 16/3; short head (20 % of 18) = {a}: long tail 2/3.
    // Query 2: c(y,1) d(z,0) a(x,10): ILD 1; novelty (3.3219 + 0)/2 (d has no popularity);
    // ARP 11/3. Gini@3 over a..e, exposure 2 1 2 1 0: 10/30.
    EXPECT_EQ(r.out,
              "ild_cut_3             \t1\t0.6667\n"
              "novelty_cut_3         \t1\t1.4406\n"
              "arp_cut_3             \t1\t5.3333\n"
              "longtail_cut_3        \t1\t0.6667\n"
              "ild_cut_3             \t2\t1.0000\n"
              "novelty_cut_3         \t2\t1.6610\n"
              "arp_cut_3             \t2\t3.6667\n"
              "longtail_cut_3        \t2\t0.6667\n"
              "ild_cut_3             \tall\t0.8333\n"
              "novelty_cut_3         \tall\t1.5508\n"
              "arp_cut_3             \tall\t4.5000\n"
              "longtail_cut_3        \tall\t0.6667\n"
              "gini_3                \tall\t0.3333\n");
    // The note on stderr says which values are run-level and where popularity came from.
    const auto note =
        ranklens::test::runCommand(std::string("'") + RANKLENS_CLI + "' eval -m gini@3 --items " +
                                   items + " " + qrels + " " + run + " 2>&1 >/dev/null");
    EXPECT_NE(note.out.find("run-level values (one per run, not a mean over queries): gini_3"),
              std::string::npos)
        << note.out;
    EXPECT_NE(note.out.find("popularity: items column 'popularity', N = 10 users"),
              std::string::npos)
        << note.out;
}

TEST_F(BeyondCli, JsonAndTsvStateRunLevelAndPopularity) {
    const auto j = cli("eval --format json -q -m arp@2 -m gini@2 --popularity run --items " +
                       items + " " + qrels + " " + run);
    ASSERT_EQ(j.code, 0);
    EXPECT_NE(j.out.find("\"run_level\": {\n    \"gini_2\""), std::string::npos) << j.out;
    EXPECT_NE(j.out.find("\"popularity\": \"the run (per item, the lists that hold it)\""),
              std::string::npos);
    // Popularity from the run: a 2, b 1, c 2, d 1 lists. Query 1 top 2 = a, b: ARP 1.5.
    EXPECT_NE(j.out.find("\"arp_cut_2\": 1.5"), std::string::npos) << j.out;
    // No per-query gini.
    const auto pq = j.out.find("\"per_query\"");
    ASSERT_NE(pq, std::string::npos);
    const auto pqEnd = j.out.find("\"query_set\"", pq);  // keys are in name order
    EXPECT_GT(j.out.find("gini_2", pq), pqEnd);
    const auto t = cli("eval --format tsv -m gini@2 --popularity labels --items " + items + " " +
                       qrels + " " + run);
    EXPECT_NE(t.out.find("# run-level values (one per run, not a mean over queries): gini_2; "
                         "items: "),
              std::string::npos)
        << t.out;
    EXPECT_NE(t.out.find("popularity: the evaluation's labels"), std::string::npos) << t.out;
}

TEST_F(BeyondCli, Errors) {
    const auto none = cli("eval -m ild@10 " + qrels + " " + run, true);
    EXPECT_NE(none.code, 0);
    EXPECT_NE(none.out.find("ild_cut needs item metadata (--items"), std::string::npos) << none.out;
    const auto noColumn = write("i2.csv", "docid,category\na,x\n");
    const auto col = cli(
        "eval -m arp@10 --popularity items --items " + noColumn + " " + qrels + " " + run, true);
    EXPECT_NE(col.code, 0);
    EXPECT_NE(col.out.find("no popularity column"), std::string::npos) << col.out;
    const auto badPop = write("i3.csv", "docid,category,popularity\na,x,lots\n");
    const auto bp = cli("eval -m arp@10 --items " + badPop + " " + qrels + " " + run, true);
    EXPECT_NE(bp.code, 0);
    EXPECT_NE(bp.out.find("i3.csv:2"), std::string::npos) << bp.out;
    EXPECT_NE(bp.out.find("popularity 'lots'"), std::string::npos) << bp.out;
}

TEST_F(BeyondCli, ExposureByGroup) {
    const auto r = cli("exposure " + qrels + " " + run + " --groups " + items + " -k 3");
    ASSERT_EQ(r.code, 0);
    // Attention 1, 1/log2(3), 1/2 per list: x = a(1) + b(0.6309) + a(0.5) = 2.1309 of 4.2619.
    EXPECT_NE(r.out.find("A\tx\t0.5\t0.5\t2.13093\t3\t1\n"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("A\tz\t0.148041\t0\t0.63093\t1\t0\n"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("1/log2(r+1)"), std::string::npos);
    const auto j = cli("exposure --format json " + qrels + " " + run + " --groups " + items);
    EXPECT_NE(j.out.find("\"exposure_share\""), std::string::npos) << j.out;
    const auto bad =
        cli("exposure " + qrels + " " + run + " --groups " + items + " --by provider", true);
    EXPECT_NE(bad.code, 0);
    EXPECT_NE(bad.out.find("'provider'"), std::string::npos) << bad.out;
}

}  // namespace
