// --trec-eval-version: trec_eval 10.0's comment lines in qrels, runs and z-score files (9.0.8
// reads them as data and refuses them; the default mode then gives 10.0's output), 10.0's
// measures in the default mode, RBP's persistence, -J's -nan, and -Z's z-score output.
#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <utility>

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

// The default mode is a superset of trec_eval 9.0.8: a comment line 9.0.8 cannot read (its
// "Malformed line", exit 2, no output) gives 10.0's output, with a note naming file and line.
TEST(TrecEvalVersion, TheDefaultModeReadsCommentLinesNineCannotAsTenDoes) {
    const auto qrelsC = writeFile("qc9.txt", "# judged by hand\n" + kQrels);
    const auto run = writeFile("r9.txt", kRun);
    const auto qrels = writeFile("q9.txt", kQrels);
    const auto runC = writeFile("rc9.txt", kRun + "# the end\n");
    for (const auto& [labels, results] : {std::pair{qrelsC, run}, std::pair{qrels, runC}}) {
        const std::string files = " " + labels + " " + results;
        const auto ten = cli("eval --trec-eval-version 10.0 -q -m map -m iprec_at_recall" + files);
        ASSERT_EQ(ten.code, 0) << ten.out;
        const auto byDefault = cli("eval -q -m map -m iprec_at_recall" + files);
        EXPECT_EQ(byDefault.code, 0);
        EXPECT_EQ(byDefault.out, ten.out);  // stdout: 10.0's, byte for byte
        const auto told = cli("eval -m map" + files, true);
        const std::string where = labels == qrelsC ? qrelsC + " (line 1: relevance 'hand'"
                                                   : runC + " (line 6: expected 6 fields";
        EXPECT_NE(told.out.find("trec_eval 9.0.8 cannot read " + where), std::string::npos)
            << told.out;
    }
    // A file neither release reads keeps 9.0.8's refusal, by file and line.
    const auto bad = writeFile("qb9.txt", "# judged by hand\n" + kQrels + "q3 0 a high\n");
    const auto r = cli("eval -m map " + bad + " " + run, true);
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.out.find(bad + ":1: relevance 'hand' is not an integer"), std::string::npos)
        << r.out;
}

// A measure only trec_eval 10.0 has (rbp, rbp_resid, unj, dcg, ideal_dcg) has no 9.0.8 output:
// the default mode gives 10.0's, the whole command evaluated as 10.0 (-c -q prints the missed
// query, whose stand-in list gives rbp_resid_p=0.5 its 1), with a note on stderr.
TEST(TrecEvalVersion, TheDefaultModeComputesTensMeasuresAsTenDoes) {
    const auto qrels = writeFile("q10m.txt", kQrels + "q3 0 d 1\n");
    const auto run = writeFile("r10m.txt", kRun);
    const std::string args =
        " -c -q -m rbp -m rbp_resid.p=0.5 -m unj.2 -m P.2 " + qrels + " " + run;
    const auto ten = cli("eval --trec-eval-version 10.0" + args);
    ASSERT_EQ(ten.code, 0) << ten.out;
    EXPECT_NE(ten.out.find("rbp_resid_p=0.5       \tq3\t1.0000\n"), std::string::npos) << ten.out;
    const auto byDefault = cli("eval" + args);
    EXPECT_EQ(byDefault.code, 0);
    EXPECT_EQ(byDefault.out, ten.out);
    const auto told = cli("eval" + args, true);
    EXPECT_NE(told.out.find("rbp is trec_eval 10.0's (9.0.8 has no such measure): evaluated as "
                            "trec_eval 10.0"),
              std::string::npos)
        << told.out;
    // all_trec keeps 9.0.8's set in the default mode.
    const auto all = cli("eval -m all_trec " + qrels + " " + run);
    EXPECT_EQ(all.out.find("rbp"), std::string::npos) << all.out;
    EXPECT_NE(cli("eval --trec-eval-version 10.0 -m all_trec " + qrels + " " + run)
                  .out.find("rbp                   \tall\t"),
              std::string::npos);
}

// RBP's persistence, one rule in every spelling: p lies in (0, 1), as for --rbp-p. rbp.1 is
// p = 1 (refused), rbp.0.9 RankLens' RBP at 0.9 (no trec_eval reads a bare p), ranx's rbp.95
// is 0.95.
TEST(TrecEvalVersion, RbpWithABarePersistenceFollowsOneRule) {
    const auto qrels = writeFile("qp.txt", kQrels);
    const auto run = writeFile("rp.txt", kRun);
    const std::string files = " " + qrels + " " + run;
    for (const char* version : {"", "--trec-eval-version 10.0 "}) {
        for (const char* spelling :
             {"rbp.1", "rbp.1.0", "rbp_resid.1", "rbp.p=1", "rbp@1", "rbp_ranklens.1"}) {
            const auto r = cli("eval " + std::string(version) + "-m " + spelling + files, true);
            EXPECT_EQ(r.code, 2) << spelling << ": " << r.out;  // a bad parameter, every spelling
            EXPECT_NE(r.out.find("the persistence p must be a number in (0, 1), got 1"),
                      std::string::npos)
                << spelling << ": " << r.out;
        }
        const auto rbp = cli("eval " + std::string(version) + "-m rbp.0.9 -m rbp.95" + files);
        EXPECT_EQ(rbp.code, 0) << rbp.out;
        EXPECT_NE(rbp.out.find("rbp_ranklens_0.90     \tall\t"), std::string::npos) << rbp.out;
        EXPECT_NE(rbp.out.find("rbp_ranklens_0.95     \tall\t"), std::string::npos) << rbp.out;
    }
    const auto cliOption = cli("eval --rbp-p 1 -m rbp_cut@5" + files, true);
    EXPECT_NE(cliOption.code, 0);
}

// A truly unknown measure: the nearest names, best first.
TEST(TrecEvalVersion, AnUnknownMeasureIsRefusedWithTheNearestNames) {
    const auto qrels = writeFile("qu.txt", kQrels);
    const auto run = writeFile("ru.txt", kRun);
    const auto r = cli("eval -m rbp_cutt " + qrels + " " + run, true);
    EXPECT_EQ(r.code, 1);
    EXPECT_NE(r.out.find("unknown measure 'rbp_cutt'; did you mean 'rbp_cut'? Other near names: "
                         "'map_cut'"),
              std::string::npos)
        << r.out;
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

// -J leaving a query no item: trec_eval's iprec_at_recall divides 0 by 0 at the levels that
// count no relevant item, and 11pt_avg averages them; it prints -nan, for the query and the
// mean. The same lines, byte for byte (trec_eval 9.0.8's and 10.0's own output on these files;
// 10.0 also for q3, whose -c stand-in list -J empties). Other formats show no NaN.
TEST(TrecEvalVersion, AListJudgedOnlyEmptiesPrintsTrecEvalsNan) {
    const auto qrels = writeFile("qn.txt",
                                 "q1 0 a 1\nq1 0 b 0\nq1 0 c 2\nq2 0 a 1\n"
                                 "q3 0 d 1\nq3 0 e 2\n");
    const auto run = writeFile("rn.txt",
                               "q1 Q0 a 1 0.9 r\nq1 Q0 b 2 0.8 r\nq1 Q0 c 3 0.7 r\n"
                               "q2 Q0 x 1 0.5 r\n");
    const std::string args =
        " -c -J -q -m iprec_at_recall.0,0.1,0.5 -m 11pt_avg " + qrels + " " + run;
    const std::string q1Nine =
        "iprec_at_recall_0.00  \tq1\t1.0000\n"
        "iprec_at_recall_0.10  \tq1\t1.0000\n"
        "iprec_at_recall_0.50  \tq1\t1.0000\n";
    EXPECT_EQ(cli("eval" + args).out, q1Nine +
                                          "11pt_avg              \tq1\t0.8485\n"
                                          "iprec_at_recall_0.00  \tq2\t  -nan\n"
                                          "iprec_at_recall_0.10  \tq2\t0.0000\n"
                                          "iprec_at_recall_0.50  \tq2\t0.0000\n"
                                          "11pt_avg              \tq2\t  -nan\n"
                                          "iprec_at_recall_0.00  \tall\t  -nan\n"
                                          "iprec_at_recall_0.10  \tall\t0.3333\n"
                                          "iprec_at_recall_0.50  \tall\t0.3333\n"
                                          "11pt_avg              \tall\t  -nan\n");
    EXPECT_EQ(cli("eval --trec-eval-version 10.0" + args).out,
              q1Nine +
                  "11pt_avg              \tq1\t0.9091\n"
                  "iprec_at_recall_0.00  \tq2\t  -nan\n"
                  "iprec_at_recall_0.10  \tq2\t  -nan\n"
                  "iprec_at_recall_0.50  \tq2\t0.0000\n"
                  "11pt_avg              \tq2\t  -nan\n"
                  "iprec_at_recall_0.00  \tq3\t  -nan\n"
                  "iprec_at_recall_0.10  \tq3\t  -nan\n"
                  "iprec_at_recall_0.50  \tq3\t0.0000\n"
                  "11pt_avg              \tq3\t  -nan\n"
                  "iprec_at_recall_0.00  \tall\t  -nan\n"
                  "iprec_at_recall_0.10  \tall\t  -nan\n"
                  "iprec_at_recall_0.50  \tall\t0.3333\n"
                  "11pt_avg              \tall\t  -nan\n");
    for (const char* format : {"tsv", "json"}) {
        const auto other = cli("eval --format " + std::string(format) + args);
        EXPECT_EQ(other.code, 0);
        EXPECT_EQ(other.out.find("nan"), std::string::npos) << other.out;
    }
}

}  // namespace
}  // namespace ranklens::test
