// eval -R prefs | qrels_prefs | qrels_jg: trec_eval's output layout, its exit codes and
// file:line messages for bad input.
#include <gtest/gtest.h>

#include <string>

#include "tests/cli/cli_runner.h"
#include "tests/core/temp_dir_test.h"

namespace ranklens::test {
namespace {

class RelFormatsCli : public TempDirTest {
  protected:
    void SetUp() override {
        TempDirTest::SetUp();
        run_ = write("run", "q1 Q0 x 1 5 tag\nq1 Q0 c 2 4 tag\nq1 Q0 a 3 3 tag\nq1 Q0 b 4 2 tag\n");
    }
    std::string run_;
};

// One jsg a=2 b=1 c=0 d=0, ranking x c a b: 5 preferences, 3 fulfilled, 1 of 3 retrieved
// (worked out in tests/core/rel_formats_test.cpp).
// -R prefs reads the -m list as eval does (core::readMeasureList): ir_measures' NumQ is num_q.
TEST_F(RelFormatsCli, NumQAsEvalReadsIt) {
    const auto prefs = write("prefs", "q1 u s a 2\nq1 u s b 1\nq1 u s c 0\nq1 u s d 0\n");
    const auto r = cli("eval -m NumQ -m prefs_simp -R prefs " + prefs + " " + run_);
    EXPECT_EQ(r.code, 0);
    EXPECT_EQ(r.out,
              "num_q                 \tall\t1\n"
              "prefs_simp            \tall\t0.6000\n");
}

TEST_F(RelFormatsCli, PrefsInTrecEvalLayout) {
    const auto prefs = write("prefs", "q1 u s a 2\nq1 u s b 1\nq1 u s c 0\nq1 u s d 0\n");
    const auto r = cli("eval -m prefs -q -R prefs " + prefs + " " + run_);
    EXPECT_EQ(r.code, 0);
    EXPECT_EQ(r.out,
              "prefs_num_prefs_poss  \tq1\t5\n"
              "prefs_num_prefs_ful   \tq1\t3\n"
              "prefs_num_prefs_ful_ret\tq1\t1\n"
              "prefs_simp            \tq1\t0.6000\n"
              "prefs_pair            \tq1\t0.6000\n"
              "prefs_avgjg           \tq1\t0.6000\n"
              "runid                 \tall\ttag\n"
              "num_q                 \tall\t1\n"
              "prefs_num_prefs_poss  \tall\t5\n"
              "prefs_num_prefs_ful   \tall\t3\n"
              "prefs_num_prefs_ful_ret\tall\t1\n"
              "prefs_simp            \tall\t0.6000\n"
              "prefs_pair            \tall\t0.6000\n"
              "prefs_avgjg           \tall\t0.6000\n");
}

TEST_F(RelFormatsCli, MalformedPrefsLineNamesFileAndLine) {
    const auto prefs = write("prefs", "q1 u s a 2\nq1 u a 1\n");
    const auto r = cli("eval -m all_prefs -R prefs " + prefs + " " + run_, true);
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.out.find(prefs + ":2: expected 5 fields 'qid jg jsg docid rel_level', found 4"),
              std::string::npos)
        << r.out;
}

// trec_eval 9.0.8 cannot read a prefs file with a comment line ("expected 5 fields", no output);
// 10.0 can: the default mode, a superset of 9.0.8, gives 10.0's output and says why.
TEST_F(RelFormatsCli, CommentLinesFollowTheTrecEvalVersion) {
    const auto prefs = write("prefs", "# judged by u\nq1 u s a 2\nq1 u s b 1\n");
    const auto v10 =
        cli("eval --trec-eval-version 10.0 -m prefs_simp -R prefs " + prefs + " " + run_);
    EXPECT_EQ(v10.code, 0);
    EXPECT_EQ(v10.out, "prefs_simp            \tall\t1.0000\n");
    EXPECT_EQ(cli("eval -m prefs_simp -R prefs " + prefs + " " + run_).out, v10.out);
    const auto told = cli("eval -m prefs_simp -R prefs " + prefs + " " + run_, true);
    EXPECT_EQ(told.code, 0);
    EXPECT_NE(told.out.find("trec_eval 9.0.8 cannot read " + prefs + " (line 1: expected 5 fields"),
              std::string::npos)
        << told.out;
    // Bad in both releases: 9.0.8's refusal.
    const auto bad = write("bad", "# judged by u\nq1 u s a\n");
    const auto r = cli("eval -m prefs_simp -R prefs " + bad + " " + run_, true);
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.out.find(":1: expected 5 fields"), std::string::npos) << r.out;
}

TEST_F(RelFormatsCli, TrecEvalExitCodes) {
    const auto qrels = write("qrels", "q1 0 a 1\nq1 0 b 0\n");
    EXPECT_EQ(cli("eval -R nonsense " + qrels + " " + run_).code, 2);
    EXPECT_EQ(cli("eval -m prefs_simp " + qrels + " " + run_).code, 4);  // needs -R prefs
    EXPECT_EQ(cli("eval -m map -R qrels_prefs " + qrels + " " + run_).code, 4);
    EXPECT_EQ(cli("eval -m no_such -R qrels_jg " + qrels + " " + run_).code, 1);
    EXPECT_EQ(cli("eval -m P_avgjg.0 -R qrels_jg " + qrels + " " + run_).code, 2);
    const auto other = write("other", "q2 0 a 1\n");
    EXPECT_EQ(cli("eval -m qrels_jg -R qrels_jg " + other + " " + run_).code, 7);
    const auto twoLevels = write("two", "q1 u s a 2\nq1 u s a 1\nq1 u s b 0\n");
    const auto r = cli("eval -m prefs -R prefs " + twoLevels + " " + run_, true);
    EXPECT_EQ(r.code, 4);
    EXPECT_NE(r.out.find("doc 'a' has two levels in one judgment sub-group"), std::string::npos);
    // qrels_jg: the top 3 (x c a) hold one doc group 0 judged relevant (a): 1/3.
    const auto jg = cli("eval -m P_avgjg.3 -R qrels_jg " + qrels + " " + run_);
    EXPECT_EQ(jg.code, 0);
    EXPECT_EQ(jg.out, "P_avgjg_3             \tall\t0.3333\n");
}

}  // namespace
}  // namespace ranklens::test
