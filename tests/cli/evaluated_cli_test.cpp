// `ranklens-cli import PROJECT --evaluated FILE [--name NAME]`: per-query values computed
// elsewhere (rows qid, measure, value) stored as an evaluated run and listed by `info`; a bad
// file names file, line and problem and imports nothing.
#include <gtest/gtest.h>

#include <regex>
#include <sstream>

#include "tests/cli/cli_runner.h"
#include "tests/core/temp_dir_test.h"

namespace {

using ranklens::test::kCliData;

using ranklens::test::cli;

// Drops the timing (", 0.01 s") so the output can be compared exactly.
std::string untimed(const std::string& s) {
    return std::regex_replace(s, std::regex(", [0-9.]+ s\n"), "\n");
}

class CliEvaluated : public ranklens::test::TempDirTest {};

TEST_F(CliEvaluated, ImportsListsAndFlagsUnknownMeasures) {
    const std::string project = (dir_ / "p.ranklens").string();
    const auto file = write("dask.tsv",
                            "qid\tmeasure\tvalue\n"
                            "301\tndcg_cut_10\t0.6131\n"
                            "302\tndcg@10\t0.25\n"
                            "301\tP_5\t0.4\n"
                            "302\tP_5\t0.2\n"
                            "301\twhatever\t3\n");
    const auto r = cli("import " + project + " --evaluated " + file + " --name two-tower", true);
    EXPECT_EQ(r.code, 0) << r.out;
    // stdout and stderr are merged: compare the lines in any order.
    const std::string imported =
        "imported evaluated run 'two-tower' (id 1): 2 queries, 5 values of 3 measures: "
        "ndcg_cut_10, P_5, whatever (unknown)\n";
    const std::string flagged =
        "ranklens-cli: 1 measure name(s) of two-tower are unknown to RankLens; kept, but not "
        "compared: whatever\n";
    const std::string out = untimed(r.out);
    EXPECT_TRUE(out == imported + flagged || out == flagged + imported) << out;
    const auto info = cli("info " + project);
    EXPECT_EQ(info.code, 0);
    const std::string line =
        "  1\ttwo-tower\t2 queries\t5 values\tndcg_cut_10, P_5, whatever "
        "(unknown)\t";
    EXPECT_NE(info.out.find("evaluated runs (per-query values computed elsewhere; no ranked "
                            "lists):\n" +
                            line),
              std::string::npos)
        << info.out;
    // The same content again is a duplicate (exit 3) unless asked.
    EXPECT_EQ(cli("import " + project + " --evaluated " + file).code, 3);
    EXPECT_EQ(cli("import " + project + " --evaluated " + file + " --allow-duplicate").code, 0);
}

TEST_F(CliEvaluated, ValuesFromEvalRoundTrip) {
    // Per-query values of the engine itself (eval -q), rewritten as qid, measure, value rows.
    const auto q = write("q", "1 0 a 1\n1 0 b 2\n2 0 c 1\n");
    const auto run = write("r", "1 Q0 b 1 2.0 t\n1 Q0 x 2 1.0 t\n2 Q0 y 1 2.0 t\n2 Q0 c 2 1.0 t\n");
    const auto ev = cli("eval -q -m P.1 -m recip_rank " + q + " " + run);
    ASSERT_EQ(ev.code, 0);
    std::string rows = "qid,measure,value\n";
    std::istringstream in(ev.out);
    for (std::string m, qid, v; in >> m >> qid >> v;)
        if (qid != "all") rows += qid + "," + m + "," + v + "\n";
    // P@1: q1 1, q2 0; RR: q1 1, q2 1/2.
    EXPECT_EQ(rows,
              "qid,measure,value\n1,recip_rank,1.0000\n1,P_1,1.0000\n2,recip_rank,0.5000\n"
              "2,P_1,0.0000\n");
    const std::string project = (dir_ / "p.ranklens").string();
    const auto r = cli("import " + project + " --evaluated " + write("v.csv", rows));
    EXPECT_EQ(untimed(r.out),
              "imported evaluated run 'v.csv' (id 1): 2 queries, 4 values of 2 measures: "
              "recip_rank, P_1\n");
}

TEST_F(CliEvaluated, BadFileNamesLineAndImportsNothing) {
    const std::string project = (dir_ / "p.ranklens").string();
    const auto file = write("bad.csv", "qid,measure,value\n1,P_5,0.5\n2,P_5,nan\n1,P@5,0.1\n");
    const auto r = cli("import " + project + " --evaluated " + file, true);
    EXPECT_EQ(r.code, 2);
    EXPECT_EQ(r.out, file + ":3: value is NaN (2, P_5)\n" + file +
                         ":4: duplicate value for query '1', measure P_5 (first on line 2)\n"
                         "ranklens-cli: " +
                         file + ": 2 bad lines; nothing imported\n");
    EXPECT_EQ(cli("info " + project).out.find("evaluated"), std::string::npos);
}

}  // namespace
