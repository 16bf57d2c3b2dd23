// Issue 17 end to end on real files and streams: pipes (bash process substitution), FIFOs,
// /dev/zero, a gzip bomb made here, BOM files, values that do not fit, the two evaluation
// paths agreeing. Every command runs under `timeout`, so a hang fails instead of blocking.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <zlib.h>

#include <string>

#include "tests/cli/cli_runner.h"
#include "tests/core/temp_dir_test.h"

namespace {

using ranklens::test::kCliData;

using ranklens::test::CliResult;
using ranklens::test::slurp;

class StreamCli : public ranklens::test::TempDirTest {
  protected:
    // Runs a bash script (CLI = the binary, D = the test data folder, T = the temp folder)
    // with stderr merged into stdout; 124 = timed out.
    CliResult bash(const std::string& script) {
        const std::string path =
            write("script.sh", "set -u\nCLI='" + std::string(RANKLENS_CLI) + "'\nD='" + kCliData +
                                   "'\nT='" + dir_.string() + "'\n" + script + "\n");
        return ranklens::test::runCommand("timeout 300 bash '" + path + "' 2>&1");
    }
    std::string gzip(const std::string& name, const std::string& text) {
        const std::string path = (dir_ / name).string();
        gzFile gz = gzopen(path.c_str(), "wb");
        gzwrite(gz, text.data(), static_cast<unsigned>(text.size()));
        gzclose(gz);
        return path;
    }
};

// The line of `out` starting with `prefix` (without its end).
std::string lineWith(const std::string& out, const std::string& prefix) {
    const auto p = out.find(prefix);
    return p == std::string::npos ? "" : out.substr(p, out.find('\n', p) - p);
}

TEST_F(StreamCli, ImportFromAPipeStoresTheWholeRun) {
    // run.txt: 690 lines, 23 queries.
    for (const char* flags : {"", " --skip-bad-lines"}) {
        const CliResult r = bash("rm -f \"$T/p.ranklens\"\n\"$CLI\" import \"$T/p.ranklens\"" +
                                 std::string(flags) + " --name piped --run <(cat \"$D/run.txt\")");
        EXPECT_EQ(r.code, 0) << r.out;
        EXPECT_NE(r.out.find("imported run 'piped' (id 1): 23 queries, 690 ranked items, 0 bad "
                             "lines skipped"),
                  std::string::npos)
            << flags << "\n"
            << r.out;
    }
}

TEST_F(StreamCli, ImportOfDevZeroEndsWithTheLineLimit) {
    const CliResult r = bash("\"$CLI\" import \"$T/p.ranklens\" --run /dev/zero");
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_NE(r.out.find("/dev/zero:1: line longer than 64 MiB"), std::string::npos) << r.out;
}

TEST_F(StreamCli, EvalOfAFifoAndOfAPipeEqualsEvalOfTheFile) {
    const std::string expected = slurp(kCliData + "official.expected");
    const CliResult fifo = bash(
        "mkfifo \"$T/run.fifo\"\n(cat \"$D/run.txt\" > \"$T/run.fifo\") &\n"
        "\"$CLI\" eval \"$D/qrels.txt\" \"$T/run.fifo\"");
    EXPECT_EQ(fifo.code, 0);
    EXPECT_EQ(fifo.out, expected);
    const CliResult pipe = bash("\"$CLI\" eval <(cat \"$D/qrels.txt\") <(cat \"$D/run.txt\")");
    EXPECT_EQ(pipe.code, 0);
    EXPECT_EQ(pipe.out, expected);
    const CliResult skip =
        bash("\"$CLI\" eval --skip-bad-lines \"$D/qrels.txt\" <(gzip -c \"$D/run.txt\")");
    EXPECT_EQ(skip.code, 0);
    EXPECT_EQ(skip.out, expected);
}

TEST_F(StreamCli, GzipBombIsRefusedAtItsFirstLine) {
    std::string zeros(70u << 20, '\0');  // 70 MiB without a newline: ~70 KB compressed
    const std::string bomb = gzip("bomb.gz", zeros);
    zeros.clear();
    zeros.shrink_to_fit();
    const CliResult eval = bash("\"$CLI\" eval \"$D/qrels.txt\" \"" + bomb + "\"");
    EXPECT_EQ(eval.code, 2);
    EXPECT_EQ(lineWith(eval.out, bomb), bomb + ":1: line longer than 64 MiB") << eval.out;
    const CliResult imp = bash("\"$CLI\" import \"$T/p.ranklens\" --run \"" + bomb + "\"");
    EXPECT_EQ(imp.code, 2);
    EXPECT_EQ(lineWith(imp.out, bomb), bomb + ":1: line longer than 64 MiB") << imp.out;
}

TEST_F(StreamCli, CsvAndJsonlWithAByteOrderMarkAreReadAsSuch) {
    write("q.csv", "\xEF\xBB\xBFquery,doc,label\nq1,d1,1\nq1,d2,0\n");
    write("r.csv", "\xEF\xBB\xBFquery,doc,score\nq1,d2,2\nq1,d1,1\n");
    write("r.jsonl",
          "\xEF\xBB\xBF{\"query\": \"q1\", \"doc\": \"d2\", \"score\": 2}\n"
          "{\"query\": \"q1\", \"doc\": \"d1\", \"score\": 1}\n");
    const CliResult csv = bash("\"$CLI\" eval -m map \"$T/q.csv\" \"$T/r.csv\"");
    EXPECT_EQ(csv.code, 0) << csv.out;
    EXPECT_EQ(lineWith(csv.out, "map"), "map                   \tall\t0.5000") << csv.out;
    const CliResult jsonl = bash("\"$CLI\" eval -m map \"$T/q.csv\" \"$T/r.jsonl\"");
    EXPECT_EQ(jsonl.code, 0) << jsonl.out;
    EXPECT_EQ(lineWith(jsonl.out, "map"), "map                   \tall\t0.5000") << jsonl.out;
}

TEST_F(StreamCli, LabelThatDoesNotFit32BitsIsRefusedWithItsLine) {
    write("q.jsonl",
          "{\"query\": \"q1\", \"doc\": \"d1\", \"label\": 1}\n"
          "{\"query\": \"q1\", \"doc\": \"d2\", \"label\": 4294967296}\n");
    write("r", "q1 Q0 d1 1 1 t\n");
    const CliResult r = bash("\"$CLI\" eval \"$T/q.jsonl\" \"$T/r\"");
    EXPECT_EQ(r.code, 2);
    EXPECT_EQ(lineWith(r.out, dir_.string()),
              (dir_ / "q.jsonl").string() +
                  ":2: label 4294967296 is out of range (at most 2147483647 in magnitude)");
}

TEST_F(StreamCli, ExponentialGainOfLabel1024IsRefusedNeverNaN) {
    write("q", "q1 0 d1 1024\n");
    write("r", "q1 Q0 d1 1 1 t\n");
    for (const char* more : {"", " --skip-bad-lines"}) {
        const CliResult r = bash("\"$CLI\" eval" + std::string(more) +
                                 " --gain exponential -m ndcg \"$T/q\" \"$T/r\"");
        EXPECT_NE(r.code, 0) << r.out;
        EXPECT_EQ(r.out.find("nan"), std::string::npos) << r.out;
        EXPECT_NE(r.out.find("label 1024 is too large for exponential gain"), std::string::npos)
            << r.out;
    }
}

TEST_F(StreamCli, HugeCutoffsAreRefused) {
    for (const char* spec : {"P.1e300", "P.10000000"}) {
        const CliResult r =
            bash("\"$CLI\" eval -m " + std::string(spec) + " \"$D/qrels.txt\" \"$D/run.txt\"");
        EXPECT_NE(r.code, 0);
        EXPECT_NE(r.out.find("is too large (at most 100000)"), std::string::npos) << r.out;
    }
}

TEST_F(StreamCli, DuplicateDocInAnUnlabelledQueryIsAcceptedByEveryPath) {
    const std::string run =
        slurp(kCliData + "run.txt") + "nolabels Q0 D1 1 1 synth\n" + "nolabels Q0 D1 2 1 synth\n";
    write("r", run);
    gzip("r.gz", run);
    const std::string expected = slurp(kCliData + "official.expected");
    for (const char* args : {"\"$T/r\"", "\"$T/r.gz\"", "--skip-bad-lines \"$T/r\""}) {
        const CliResult r = bash("\"$CLI\" eval \"$D/qrels.txt\" " + std::string(args));
        EXPECT_EQ(r.code, 0) << args << "\n" << r.out;
        EXPECT_EQ(r.out, expected) << args;
    }
}

TEST_F(StreamCli, NulByteInAQidIsOneRuleOnEveryPath) {
    const std::string text = std::string("q1 Q0 d1 1 1 t\nq1") + '\0' + "x Q0 d2 1 1 t\n";
    write("r", text);
    gzip("r.gz", text);
    write("q", "q1 0 d1 1\n");
    for (const char* name : {"r", "r.gz"}) {
        const CliResult r = bash("\"$CLI\" eval \"$T/q\" \"$T/" + std::string(name) + "\"");
        EXPECT_EQ(r.code, 2) << name;
        EXPECT_EQ(lineWith(r.out, dir_.string()),
                  (dir_ / name).string() + ":2: NUL byte in the line (ids cannot contain one)");
    }
}

// Issue 44: under --skip-bad-lines a NUL byte in a qid skips its line, and num_q counts the
// same on every path (a file, a gzip file, a pipe; per query or not; -c): q1 and q2 are left.
TEST_F(StreamCli, NulByteInAQidIsSkippedAlikeOnEveryPath) {
    const std::string text =
        std::string("q1 Q0 d1 1 1 t\nq1") + '\0' + "x Q0 d2 1 1 t\nq2 Q0 d3 1 1 t\n";
    write("r", text);
    gzip("r.gz", text);
    write("q", std::string("q1 0 d1 1\nq2 0 d3 1\nq1") + '\0' + "x 0 d2 1\n");
    for (const char* run : {"\"$T/r\"", "\"$T/r.gz\"", "<(cat \"$T/r\")"}) {
        for (const char* more : {"", " -q", " -c", " --trec-eval-version 10.0"}) {
            const CliResult r = bash("\"$CLI\" eval --skip-bad-lines" + std::string(more) +
                                     " -m num_q -m num_ret \"$T/q\" " + run + " 2>/dev/null");
            EXPECT_EQ(r.code, 0) << run << more << "\n" << r.out;
            EXPECT_NE(r.out.find("num_q                 \tall\t2\n"), std::string::npos)
                << run << more << "\n"
                << r.out;
            EXPECT_NE(r.out.find("num_ret               \tall\t2\n"), std::string::npos)
                << run << more << "\n"
                << r.out;
        }
    }
}

TEST_F(StreamCli, PerQueryLinesAreTheSameOnOneAndOnSeveralThreadsInQueryOrder) {
    // 700 queries: the per-query lines are formatted in blocks of 64 queries on --threads
    // threads, several rounds of blocks, and must come out as one thread writes them.
    std::string run, qrels;
    for (int q = 0; q < 700; ++q) {
        const std::string qid = "q" + std::to_string(1000 + q);
        for (int d = 0; d < 12; ++d) {
            const std::string doc = "d" + std::to_string(d);
            run += qid + " Q0 " + doc + " " + std::to_string(d + 1) + " " + std::to_string(12 - d) +
                   ".5 tag\n";
            if ((q + d) % 3 == 0) qrels += qid + " 0 " + doc + " " + std::to_string(d % 3) + "\n";
        }
    }
    const std::string r = write("run.txt", run), l = write("qrels.txt", qrels);
    const auto one = ranklens::test::cli("eval -q -m all_trec --threads 1 " + l + " " + r);
    const auto three = ranklens::test::cli("eval -q -m all_trec --threads 3 " + l + " " + r);
    ASSERT_EQ(one.code, 0);
    ASSERT_EQ(three.code, 0);
    EXPECT_EQ(three.out, one.out);
    // Query order, then the summary: P_5 of q1000 first, q1699 last, then 'all'.
    const auto first = one.out.find("P_5                   \tq1000\t");
    const auto last = one.out.find("P_5                   \tq1699\t");
    const auto all = one.out.find("P_5                   \tall\t");
    ASSERT_NE(first, std::string::npos);
    ASSERT_NE(last, std::string::npos);
    ASSERT_NE(all, std::string::npos);
    EXPECT_LT(first, last);
    EXPECT_LT(last, all);
    // q1000 holds d0, d3, d6, d9 (labels 0, 0, 0, 0 -> none relevant) and q1001 d2, d5, d8, d11
    // (labels 2, 2, 2, 2; d2 at rank 3 is the one in the top 5): P@5 0 and 0.2.
    EXPECT_NE(one.out.find("P_5                   \tq1000\t0.0000\n"), std::string::npos);
    EXPECT_NE(one.out.find("P_5                   \tq1001\t0.2000\n"), std::string::npos);
}

}  // namespace
