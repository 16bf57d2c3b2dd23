// The definitions of issue 11 on the command line: -J (as trec_eval 9.0.8 -J prints it),
// --ties average, --empty-queries, --ndcg-threshold, --log-base.
#include <gtest/gtest.h>

#include "tests/cli/cli_runner.h"
#include "tests/core/temp_dir_test.h"

namespace {

using ranklens::test::cli;

class CliDefinitions : public ranklens::test::TempDirTest {};

TEST_F(CliDefinitions, JudgedOnlyPrintsWhatTrecEvalJPrints) {
    // d2, d5 unlabelled and d4 labelled -1 leave the ranking; output of trec_eval 9.0.8 -J.
    const auto q = write("q", "q 0 d1 0\nq 0 d3 1\nq 0 d4 -1\nq 0 d6 2\nq 0 dX 1\n");
    const auto r = write("r",
                         "q Q0 d1 1 6 r\nq Q0 d2 2 5 r\nq Q0 d3 3 4 r\nq Q0 d4 4 3 r\n"
                         "q Q0 d5 5 2 r\nq Q0 d6 6 1 r\n");
    const auto res =
        cli("eval -J -m num_ret -m map -m recip_rank -m P.1,2,3 -m ndcg -m bpref " + q + " " + r);
    EXPECT_EQ(res.code, 0);
    EXPECT_EQ(res.out,
              "num_ret               \tall\t3\n"
              "map                   \tall\t0.3889\n"
              "bpref                 \tall\t0.0000\n"
              "recip_rank            \tall\t0.5000\n"
              "P_1                   \tall\t0.0000\n"
              "P_2                   \tall\t0.5000\n"
              "P_3                   \tall\t0.6667\n"
              "ndcg                  \tall\t0.5209\n");
}

TEST_F(CliDefinitions, TiesAverageAsScikitLearnAndRefusesWhatItCannotAverage) {
    // scikit-learn's ndcg_score docstring: true [[10, 0, 0, 1, 5]], scores [[1, 0, 0, 0, 1]],
    // k=1: 0.75 with ties averaged (its default), 0.5 ignoring them (here trec_eval's order).
    const auto q = write("q", "q 0 d0 10\nq 0 d1 0\nq 0 d2 0\nq 0 d3 1\nq 0 d4 5\n");
    const auto r = write("r",
                         "q Q0 d0 1 1 r\nq Q0 d1 2 0 r\nq Q0 d2 3 0 r\nq Q0 d3 4 0 r\n"
                         "q Q0 d4 5 1 r\n");
    EXPECT_EQ(cli("eval --ties average -m ndcg_cut.1 " + q + " " + r).out,
              "ndcg_cut_1            \tall\t0.7500\n");
    EXPECT_EQ(cli("eval -m ndcg_cut.1 " + q + " " + r).out,
              "ndcg_cut_1            \tall\t0.5000\n");
    const auto set = cli("eval --ties average " + q + " " + r, true);
    EXPECT_EQ(set.code, 0);
    EXPECT_NE(set.out.find("iprec_at_recall left out: not defined under --ties average"),
              std::string::npos);
    EXPECT_EQ(set.out.find("iprec_at_recall_0.00"), std::string::npos);
    const auto own = cli("eval --ties average -m iprec_at_recall " + q + " " + r, true);
    EXPECT_EQ(own.code, 1);
    EXPECT_NE(own.out.find("not defined under --ties average"), std::string::npos);
}

// runid and num_q are trec_eval's summary lines, not measures: --ties average once refused
// them as unknown measures (core::readMeasureList is their one home).
TEST_F(CliDefinitions, TiesAverageKeepsTheRunidAndNumQLines) {
    const auto q = write("q", "q 0 d0 10\nq 0 d1 0\nq 0 d2 0\nq 0 d3 1\nq 0 d4 5\n");
    const auto r = write("r",
                         "q Q0 d0 1 1 r\nq Q0 d1 2 0 r\nq Q0 d2 3 0 r\nq Q0 d3 4 0 r\n"
                         "q Q0 d4 5 1 r\n");
    const auto res = cli("eval --ties average -m runid -m NumQ -m ndcg_cut.1 " + q + " " + r);
    EXPECT_EQ(res.code, 0);
    EXPECT_EQ(res.out,
              "runid                 \tall\tr\n"
              "num_q                 \tall\t1\n"
              "ndcg_cut_1            \tall\t0.7500\n");
}

TEST_F(CliDefinitions, EmptyQueriesNdcgThresholdAndLogBase) {
    // q1: a relevant (grade 2) and b (grade 1) returned; q2 only grade-0 labels.
    const auto q = write("q", "q1 0 a 2\nq1 0 b 1\nq2 0 c 0\n");
    const auto r = write("r", "q1 Q0 b 1 2 r\nq1 Q0 a 2 1 r\nq2 Q0 c 1 1 r\n");
    EXPECT_EQ(cli("eval -m num_q -m P.1 " + q + " " + r).out,
              "num_q                 \tall\t2\nP_1                   \tall\t0.5000\n");
    EXPECT_EQ(cli("eval --empty-queries skip -m num_q -m P.2 " + q + " " + r).out,
              "num_q                 \tall\t1\nP_2                   \tall\t1.0000\n");
    EXPECT_EQ(cli("eval --empty-queries one -m P.2 " + q + " " + r).out,
              "P_2                   \tall\t1.0000\n");
    // -l 2 --ndcg-threshold: b's grade 1 gains 0: q1 DCG = 2/log2 3, IDCG = 2 -> 0.6309;
    // q2 has no positive gain -> 0; mean 0.3155. Without the option q1 = (1 + 2/log2 3) /
    // (2 + 1/log2 3) = 0.8597, mean 0.4299.
    EXPECT_EQ(cli("eval -l 2 --ndcg-threshold -m ndcg " + q + " " + r).out,
              "ndcg                  \tall\t0.3155\n");
    EXPECT_EQ(cli("eval -l 2 -m ndcg " + q + " " + r).out, "ndcg                  \tall\t0.4299\n");
    // DCG@2 base 10 on q1: 1/log10 2 + 2/log10 3 = 3.3219 + 4.1918 = 7.5137; q2 0 -> 3.7569.
    EXPECT_EQ(cli("eval --log-base 10 -m DCG.2 " + q + " " + r).out,
              "DCG_2                 \tall\t3.7569\n");
    EXPECT_NE(cli("eval --log-base 1 -m DCG.2 " + q + " " + r).code, 0);
}

}  // namespace

namespace {

// Real-valued labels: CSV as they are; TREC qrels only with --real-labels, and the refusal
// names the option. scikit-learn's ndcg_score docstring example with its labels divided by 10
// (true [[1.0, 0, 0, 0.1, 0.5]], scores [[.1, .2, .3, 4, 70]]): 0.69... (0.6957).
TEST_F(CliDefinitions, RealValuedLabels) {
    const auto csv =
        write("q.csv", "query,doc,label\nq,d0,1.0\nq,d1,0\nq,d2,0\nq,d3,0.1\nq,d4,0.5\n");
    const auto trec = write("q.qrels", "q 0 d0 1.0\nq 0 d1 0\nq 0 d2 0\nq 0 d3 0.1\nq 0 d4 0.5\n");
    const auto r = write("r",
                         "q Q0 d0 5 0.1 r\nq Q0 d1 4 0.2 r\nq Q0 d2 3 0.3 r\nq Q0 d3 2 4 r\n"
                         "q Q0 d4 1 70 r\n");
    auto res = cli("eval -m ndcg " + csv + " " + r);
    EXPECT_EQ(res.code, 0);
    EXPECT_EQ(res.out, "ndcg                  \tall\t0.6957\n");
    res = cli("eval -m ndcg " + trec + " " + r, true);
    EXPECT_NE(res.code, 0);
    EXPECT_NE(res.out.find("relevance '1.0' is not an integer"), std::string::npos) << res.out;
    EXPECT_NE(res.out.find("--real-labels"), std::string::npos) << res.out;
    res = cli("eval --real-labels -m ndcg " + trec + " " + r);
    EXPECT_EQ(res.code, 0);
    EXPECT_EQ(res.out, "ndcg                  \tall\t0.6957\n");
}

}  // namespace

namespace {

// -l 0.5 was refused ("must be a whole number") although real-valued labels take any
// threshold: relevant is label >= 0.5 (d0 1.0, d4 0.5, not d3 0.1), in the CSV labels and in
// TREC qrels read with --real-labels alike; with whole-number labels the threshold between them
// is refused, naming why (trec_eval reads -l 0.5 as 0, the rule label >= 0.5 would mean 1).
TEST_F(CliDefinitions, RealValuedLabelsTakeARealThreshold) {
    const auto csv =
        write("q.csv", "query,doc,label\nq,d0,1.0\nq,d1,0\nq,d2,0\nq,d3,0.1\nq,d4,0.5\n");
    const auto trec = write("q.qrels", "q 0 d0 1.0\nq 0 d1 0\nq 0 d2 0\nq 0 d3 0.1\nq 0 d4 0.5\n");
    const auto r = write("r",
                         "q Q0 d0 5 0.1 r\nq Q0 d1 4 0.2 r\nq Q0 d2 3 0.3 r\nq Q0 d3 2 4 r\n"
                         "q Q0 d4 1 70 r\n");
    // Ranked d4 d3 d2 d1 d0: relevant at ranks 1 and 5, AP = (1/1 + 2/5) / 2 = 0.7.
    const std::string expected =
        "num_rel               \tall\t2\nmap                   "
        "\tall\t0.7000\nP_5                   \tall\t0.4000\n";
    const std::string m = "-m num_rel -m P.5 -m map ";
    for (const std::string& labels : {csv, "--real-labels " + trec}) {
        const auto res = cli("eval -l 0.5 " + m + labels + " " + r, true);
        EXPECT_EQ(res.code, 0) << res.out;
        EXPECT_EQ(res.out, expected) << labels;
    }
    const auto json = cli("eval -l 0.5 --format json -m P.5 " + csv + " " + r);
    EXPECT_NE(json.out.find("\"relevance_threshold\": 0.5"), std::string::npos) << json.out;
    EXPECT_NE(json.out.find("relevant: label >= 0.5"), std::string::npos) << json.out;
    const auto whole = write("w.qrels", "q 0 d0 1\nq 0 d4 2\n");
    const auto res = cli("eval -l 0.5 -m P.5 " + whole + " " + r, true);
    EXPECT_EQ(res.code, 1) << res.out;
    EXPECT_NE(res.out.find("-l 0.5: a threshold between whole numbers (0.5) is for real-valued "
                           "labels; these labels are whole numbers"),
              std::string::npos)
        << res.out;
}

}  // namespace
