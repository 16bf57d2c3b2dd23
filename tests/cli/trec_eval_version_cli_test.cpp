// --trec-eval-version: trec_eval 10.0's comment lines in qrels, runs and z-score files (9.0.8
// reads them as data and refuses them by file and line), and -Z's z-score output.
#include <gtest/gtest.h>

#include <fstream>
#include <string>

#include "tests/cli/cli_runner.h"

namespace ranklens::test {
namespace {

std::string writeFile(const std::string& name, const std::string& text) {
    const std::string path = ::testing::TempDir() + "trec_version_" + name;
    std::ofstream(path, std::ios::binary) << text;
    return path;
}

const std::string kQrels = "q1 0 a 1\nq1 0 b 0\nq1 0 c 2\nq2 0 a 1\n";
const std::string kRun =
    "q1 Q0 a 1 0.9 r\nq1 Q0 b 2 0.8 r\nq1 Q0 c 3 0.7 r\nq2 Q0 x 1 0.5 r\nq2 Q0 a 2 0.4 r\n";

TEST(TrecEvalVersion, TenSkipsCommentLinesInQrelsAndRunsAndGivesTheSameNumbers) {
    const auto qrels = writeFile("q.txt", kQrels);
    const auto run = writeFile("r.txt", kRun);
    const auto qrelsC = writeFile("qc.txt", "# judged by hand\n" + kQrels + "#c 0 a 1\n");
    // A run comment may follow blanks (trec_eval 10.0 skips them first); "#x" as the first field
    // of a six-field line is a comment too, not a query "#x".
    const auto runC = writeFile("rc.txt", "# run r\n" + kRun + "  # tail\n#x Q0 a 1 1 r\n");
    const auto plain = cli("eval -m map -m P.2 -q " + qrels + " " + run);
    ASSERT_EQ(plain.code, 0);
    const auto commented =
        cli("eval --trec-eval-version 10.0 -m map -m P.2 -q " + qrelsC + " " + runC);
    EXPECT_EQ(commented.code, 0);
    EXPECT_EQ(commented.out, plain.out);
    // The same through the in-memory reader (--skip-bad-lines never streams).
    const auto read = cli("eval --trec-eval-version 10.0 --skip-bad-lines -m map -m P.2 -q " +
                          qrelsC + " " + runC);
    EXPECT_EQ(read.out, plain.out);
}

TEST(TrecEvalVersion, NineRefusesACommentLineByFileAndLineAsTrecEvalDoes) {
    const auto qrelsC = writeFile("qc9.txt", "# judged by hand\n" + kQrels);
    const auto run = writeFile("r9.txt", kRun);
    const auto r = cli("eval -m map " + qrelsC + " " + run, true);
    EXPECT_EQ(r.code, 2);  // trec_eval 9.0.8: "Malformed line 1", exit 2
    EXPECT_NE(r.out.find(qrelsC + ":1: relevance 'hand' is not an integer"), std::string::npos)
        << r.out;
    const auto qrels = writeFile("q9.txt", kQrels);
    const auto runC = writeFile("rc9.txt", kRun + "# the end\n");
    const auto r2 = cli("eval -m map " + qrels + " " + runC, true);
    EXPECT_EQ(r2.code, 2);
    EXPECT_NE(r2.out.find(runC + ":6: expected 6 fields"), std::string::npos) << r2.out;
}

TEST(TrecEvalVersion, ZScoresArePrintedAsTrecEvalPrintsThem) {
    const auto qrels = writeFile("qz.txt", kQrels);
    const auto run = writeFile("rz.txt", kRun);
    // q1: AP = (1/1 + 2/3) / 2 = 0.8333; q2: AP = (1/2) / 1 = 0.5.
    const auto z = writeFile("z.txt", "q1 map 0.5 0.5\nq2 map 0.5 0.25\nq1 num_ret 2 1\n");
    const auto r = cli("eval -q -m map -m num_ret -m num_q -Z " + z + " " + qrels + " " + run);
    ASSERT_EQ(r.code, 0);
    EXPECT_EQ(r.out,
              "Znum_ret               \tq1\t1.0000\n"
              "Zmap                   \tq1\t0.6667\n"
              "Znum_ret               \tq2\t-1000000.0000\n"
              "Zmap                   \tq2\t0.0000\n"
              "Znum_q                 \tall\t2.0000\n"
              "Znum_ret               \tall\t-999999.0000\n"
              "Zmap                   \tall\t0.3333\n");
}

TEST(TrecEvalVersion, ABadZScoreFileIsRefusedByFileAndLine) {
    const auto qrels = writeFile("qzb.txt", kQrels);
    const auto run = writeFile("rzb.txt", kRun);
    const auto z = writeFile("zb.txt", "q1 map 0.5 0.5\nq2 map 0.5\n");
    const auto r = cli("eval -m map -Z " + z + " " + qrels + " " + run, true);
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.out.find(z + ":2: expected 4 fields 'qid measure mean stddev', found 3"),
              std::string::npos)
        << r.out;
}

// trec_eval's -n, -N and -T, and utility's coefficient count (values checked against trec_eval
// 9.0.8 on its test files; here by hand on the small run above).
TEST(TrecEvalVersion, TrecEvalsOtherOptionsAreTaken) {
    const auto qrels = writeFile("qo.txt", kQrels);
    const auto run = writeFile("ro.txt", kRun);
    // -n: per-query lines only.
    EXPECT_EQ(cli("eval -n -q -m P.2 " + qrels + " " + run).out,
              "P_2                   \tq1\t0.5000\n"
              "P_2                   \tq2\t0.5000\n");
    EXPECT_EQ(cli("eval -n -m P.2 " + qrels + " " + run).out, "");
    // utility.2,-1,0,1: q1 retrieves 3 (a and c relevant, b judged 0) of R = 2: 2*2 - 1 + 0 +
    // (N + 2 - 3 - 2); q2 retrieves 2 (a relevant) of R = 1: 2 - 1 + 0 + (N + 1 - 2 - 1). The
    // same lines as trec_eval 9.0.8 prints for these files, with -N 100 and without.
    EXPECT_EQ(cli("eval -q -m utility.2,-1,0,1 -N 100 " + qrels + " " + run).out,
              "utility_2,-1,0,1      \tq1\t100.0000\n"
              "utility_2,-1,0,1      \tq2\t99.0000\n"
              "utility_2,-1,0,1      \tall\t99.5000\n");
    EXPECT_EQ(cli("eval -q -m utility.2,-1,0,1 " + qrels + " " + run).out,
              "utility_2,-1,0,1      \tq1\t0.0000\n"
              "utility_2,-1,0,1      \tq2\t-1.0000\n"
              "utility_2,-1,0,1      \tall\t-0.5000\n");
    // Another number of coefficients: trec_eval's exit code 4, nothing printed.
    const auto three = cli("eval -m utility.2,-1,0 " + qrels + " " + run, true);
    EXPECT_EQ(three.code, 4);
    EXPECT_NE(three.out.find("utility takes 4 coefficients"), std::string::npos) << three.out;
    // -T: trec_results is the only results format.
    EXPECT_EQ(cli("eval -T trec_results -m P.2 " + qrels + " " + run).code, 0);
    const auto t = cli("eval -T csv -m P.2 " + qrels + " " + run, true);
    EXPECT_EQ(t.code, 2);
    EXPECT_NE(t.out.find("illegal retrieval results format 'csv'"), std::string::npos) << t.out;
}

TEST(TrecEvalVersion, AListThatJudgedOnlyEmptiesIsStillEvaluatedAsTrecEvalDoes) {
    // q2's one item is unjudged: -J leaves it an empty list that is still evaluated (R = 1);
    // q3 is missed by the run: 10.0's -c stand-in list is emptied by -J as well (R = 2).
    // Expected lines are trec_eval 9.0.8's and 10.0's own output on these files.
    const auto qrels = writeFile("qj.txt",
                                 "q1 0 a 1\nq1 0 b 0\nq1 0 c 2\nq2 0 a 1\n"
                                 "q3 0 d 1\nq3 0 e 2\n");
    const auto run = writeFile("rj.txt",
                               "q1 Q0 a 1 0.9 r\nq1 Q0 b 2 0.8 r\nq1 Q0 c 3 0.7 r\n"
                               "q2 Q0 x 1 0.5 r\n");
    const std::string args = " -m yaap -m utility.2,-1,-3,0 " + qrels + " " + run;
    const auto nine = cli("eval -c -J -q" + args);
    ASSERT_EQ(nine.code, 0) << nine.out;
    EXPECT_NE(nine.out.find("utility_2,-1,-3,0     \tq2\t-3.0000\n"), std::string::npos)
        << nine.out;
    EXPECT_NE(nine.out.find("yaap                  \tq2\t-0.6931\n"), std::string::npos)
        << nine.out;
    const auto ten = cli("eval --trec-eval-version 10.0 -c -J -q" + args);
    ASSERT_EQ(ten.code, 0) << ten.out;
    EXPECT_NE(ten.out.find("utility_2,-1,-3,0     \tq3\t-6.0000\n"), std::string::npos) << ten.out;
    EXPECT_NE(ten.out.find("yaap                  \tq3\t-1.0986\n"), std::string::npos) << ten.out;
    EXPECT_NE(ten.out.find("utility_2,-1,-3,0     \tall\t-2.0000\n"), std::string::npos) << ten.out;
}

}  // namespace
}  // namespace ranklens::test
