// Issue 17 (streams, the two evaluation paths, silent wrap and NaN, BOM, spec limits): every
// test here failed on the code before the fix.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <zlib.h>

#include <cmath>
#include <fstream>
#include <thread>

#include "core/eval/evaluator.h"
#include "core/eval/query_kernel.h"
#include "core/eval/stream_eval.h"
#include "core/io/input_format.h"
#include "core/io/input_source.h"
#include "core/io/jsonl_reader.h"
#include "core/io/line_reader.h"
#include "core/io/trec_reader.h"
#include "core/measures/measure_spec.h"
#include "tests/core/temp_dir_test.h"

namespace {

using namespace ranklens::core;
namespace core = ranklens::core;

class InputSafety : public ranklens::test::TempDirTest {
  protected:
    // The ParseError message of reading `path` as a run ("" when it was read).
    template <typename Read>
    std::string errorOf(Read read) {
        try {
            read();
        } catch (const ParseError& e) {
            return e.what();
        }
        return "";
    }
};

EvalOptions officialAndNdcg() {
    EvalOptions o;
    addMeasureSpec("official", o.requests);
    addMeasureSpec("ndcg_cut.10", o.requests);
    o.threads = 1;
    return o;
}

TEST_F(InputSafety, LineLongerThanTheLimitIsAnErrorNamingTheLine) {
    const std::string path = (dir_ / "long.txt").string();
    {
        std::ofstream f(path, std::ios::binary);
        f << "q1 Q0 d1 1 1 t\n";
        f << std::string(kMaxLineBytes + 1, 'x') << "\n";
    }
    EXPECT_EQ(errorOf([&] { readTrecRun(path); }), path + ":2: line longer than 64 MiB");
}

TEST_F(InputSafety, GzipBombOfZerosWithoutNewlinesEndsWithTheLineLimit) {
    // 80 MiB of zeros compress to ~80 KB; before the limit the line buffer grew with them.
    const std::string path = (dir_ / "bomb.gz").string();
    gzFile gz = gzopen(path.c_str(), "wb9");
    ASSERT_TRUE(gz);
    const std::string zeros(1 << 20, '\0');
    for (int i = 0; i < 80; ++i) gzwrite(gz, zeros.data(), static_cast<unsigned>(zeros.size()));
    gzclose(gz);
    EXPECT_EQ(errorOf([&] { readRun(path); }), path + ":1: line longer than 64 MiB");
}

TEST_F(InputSafety, FifoIsReadOnceByEveryReaderOfTheSamePath) {
    const std::string fifo = (dir_ / "run.fifo").string();
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    const std::string text = "q1 Q0 d1 1 3 t\nq1 Q0 d2 2 2 t\nq2 Q0 d9 1 1 last\n";
    std::thread writer([&] { std::ofstream(fifo, std::ios::binary) << text; });
    // detectFormat opens the path, readRun opens it again (twice: detection and reading).
    EXPECT_EQ(detectFormat(fifo), InputFormat::Trec);
    const core::Run run = readRun(fifo);
    writer.join();
    ASSERT_EQ(run.queries().size(), 2u);
    EXPECT_EQ(run.queries()[0].docs.size(), 2u);
    EXPECT_STREQ(run.queries()[1].docs[0].doc, "d9");
    EXPECT_EQ(run.name, "last");
    EXPECT_NE(readablePath(fifo), fifo);  // the copy
}

TEST_F(InputSafety, EndlessDeviceWithoutNewlinesIsRefusedAtLineOne) {
    EXPECT_EQ(errorOf([] { readRun("/dev/zero"); }), "/dev/zero:1: line longer than 64 MiB");
}

TEST_F(InputSafety, ByteOrderMarkDoesNotHideTheCsvHeader) {
    const auto csv = write("run.csv", "\xEF\xBB\xBFquery,doc,score\nq1,d1,2\nq1,d2,1\n");
    EXPECT_EQ(detectFormat(csv), InputFormat::Delimited);
    const core::Run run = readRun(csv);
    ASSERT_EQ(run.queries().size(), 1u);
    EXPECT_STREQ(run.queries()[0].qid, "q1");
    const auto jsonl =
        write("q.jsonl", "\xEF\xBB\xBF{\"query\": \"q1\", \"doc\": \"d1\", \"label\": 2}\n");
    EXPECT_EQ(detectFormat(jsonl), InputFormat::Json);
    EXPECT_EQ(readQrels(jsonl).totalJudgments(), 1u);
}

TEST_F(InputSafety, ByteOrderMarkIsSkippedByBothTrecPaths) {
    const auto qrels = write("q", "q1 0 d1 1\n");
    const auto run = write("r", "\xEF\xBB\xBFq1 Q0 d1 1 1 t\n");
    const Qrels q = readQrels(qrels);
    const auto fast = evaluateTrecRunFile(run, q, {}, officialAndNdcg());
    ASSERT_TRUE(fast);
    ASSERT_EQ(fast->queries.size(), 1u);
    EXPECT_EQ(fast->queries[0].qid, "q1");
    EXPECT_STREQ(readRun(run).queries()[0].qid, "q1");
}

TEST_F(InputSafety, JsonLabelsAndRanksThatDoNotFit32BitsAreRefusedWithTheirLine) {
    const auto q = write("q.jsonl",
                         "{\"query\": \"q1\", \"doc\": \"d1\", \"label\": 1}\n"
                         "{\"query\": \"q1\", \"doc\": \"d2\", \"label\": 4294967296}\n");
    EXPECT_EQ(errorOf([&] { readJsonlQrels(q); }),
              q + ":2: label 4294967296 is out of range (at most 2147483647 in magnitude)");
    const auto r = write("r.jsonl", "{\"query\": \"q1\", \"doc\": \"d1\", \"rank\": 4294967297}\n");
    EXPECT_EQ(errorOf([&] { readJsonlRun(r); }),
              r + ":1: rank 4294967297 is out of range (at most 2147483647 in magnitude)");
    const auto ranx =
        write("q.json", "{\n  \"q1\": {\n    \"d1\": 2,\n    \"d2\": -4294967296\n  }\n}\n");
    EXPECT_EQ(errorOf([&] { readJsonlQrels(ranx); }),
              ranx +
                  ":4: query 'q1', doc 'd2': label -4294967296 is out of range (at most "
                  "2147483647 in magnitude)");
}

TEST_F(InputSafety, JsonNumberOverflowNamesTheLine) {
    const auto first = write("a.jsonl", "{\"query\": \"q1\", \"doc\": \"d1\", \"score\": 1e400}\n");
    const std::string e1 = errorOf([&] { readJsonlRun(first); });
    EXPECT_EQ(e1, first + ":1: not valid JSON: number overflow parsing '1e400'");
    const auto third = write("b.jsonl",
                             "{\"query\": \"q1\", \"doc\": \"d1\", \"score\": 1}\n\n"
                             "{\"query\": \"q1\", \"doc\": \"d2\", \"score\": -1e400}\n");
    EXPECT_EQ(errorOf([&] { readJsonlRun(third); }),
              third + ":3: not valid JSON: number overflow parsing '-1e400'");
    const auto ranx = write("c.json", "{\n  \"q1\": {\n    \"d1\": 1e400\n  }\n}\n");
    EXPECT_EQ(errorOf([&] { readJsonlRun(ranx); }),
              ranx + ":3: not valid JSON: number overflow parsing '1e400'");
}

TEST_F(InputSafety, NulByteInAQidIsMalformedOnBothPaths) {
    const auto qrels = write("q", "q1 0 d1 1\n");
    static const char kText[] = "q1 Q0 d1 1 1 t\nq1\0x Q0 d1 1 1 t\n";
    const auto run = write("r", std::string(kText, sizeof kText - 1));
    EXPECT_EQ(errorOf([&] { readRun(run); }),
              run + ":2: NUL byte in the line (ids cannot contain one)");
    // The fast path hands the file to the exact path, which names the line.
    EXPECT_FALSE(evaluateTrecRunFile(run, readQrels(qrels), {}, officialAndNdcg()));
}

TEST_F(InputSafety, DuplicateDocInAnUnlabelledQueryIsAcceptedOnEveryPath) {
    // trec_eval never evaluates q9 (no labels), so its duplicate d1 does not matter.
    const std::string text = "q1 Q0 d1 1 2 t\nq1 Q0 d2 2 1 t\nq9 Q0 d1 1 1 t\nq9 Q0 d1 2 1 t\n";
    const auto run = write("r", text);
    const Qrels qrels = readQrels(write("q", "q1 0 d2 1\n"));
    const auto fast = evaluateTrecRunFile(run, qrels, {}, officialAndNdcg());
    ASSERT_TRUE(fast);
    EXPECT_EQ(fast->unlabelledQueries, 1u);
    ParseOptions po;
    po.uniqueDocsIn = [&](std::string_view qid) { return qrels.find(qid) != nullptr; };
    for (bool skip : {false, true}) {
        po.skipBadLines = skip;
        core::Run r = readRun(run, po);
        const EvalResult full = evaluate(r, qrels, {}, officialAndNdcg());
        ASSERT_EQ(full.queries.size(), 1u);
        EXPECT_EQ(full.unlabelledQueries, 1u);
        EXPECT_DOUBLE_EQ(full.column("map")->perQuery[0], 0.5);  // d2 at rank 2
        EXPECT_EQ(full.column("map")->perQuery[0], fast->column("map")->perQuery[0]);
    }
    // Without a scope (import, GUI) a duplicate anywhere is still refused.
    EXPECT_NE(errorOf([&] { readRun(run); }).find("lists document 'd1' more than once"),
              std::string::npos);
    // In a labelled query it is refused on the evaluation path too, naming the lines.
    const auto dupLabelled = write("r2", "q1 Q0 d2 1 2 t\nq1 Q0 d2 2 1 t\n");
    EXPECT_FALSE(evaluateTrecRunFile(dupLabelled, qrels, {}, officialAndNdcg()));
    EXPECT_NE(errorOf([&] { readRun(dupLabelled, po); }).find("(lines 1, 2)"), std::string::npos);
}

TEST_F(InputSafety, ExponentialGainOfAHugeLabelIsRefusedNeverNaN) {
    const auto qrelsPath = write("q", "q1 0 d1 1024\nq1 0 d2 1\n");
    const Qrels qrels = readQrels(qrelsPath);
    const auto runPath = write("r", "q1 Q0 d1 1 2 t\nq1 Q0 d2 2 1 t\n");
    EvalConfig cfg;
    cfg.gain = GainKind::Exponential;
    core::Run run = readRun(runPath);
    const std::string expected = qrelsPath +
                                 ": query 'q1', doc 'd1': label 1024 is too large for exponential "
                                 "gain (2^label - 1 overflows; at most 1023)";
    try {
        evaluate(run, qrels, cfg, officialAndNdcg());
        ADD_FAILURE() << "accepted";
    } catch (const std::invalid_argument& e) {
        EXPECT_EQ(std::string(e.what()), expected);
    }
    EXPECT_THROW(evaluateTrecRunFile(runPath, qrels, cfg, officialAndNdcg()),
                 std::invalid_argument);
    // 1023 is fine and finite: d1 first is the ideal order, NDCG@10 = 1.
    const Qrels ok = readQrels(write("q2", "q1 0 d1 1023\nq1 0 d2 1\n"));
    const EvalResult r = evaluate(run, ok, cfg, officialAndNdcg());
    EXPECT_EQ(r.column("ndcg_cut_10")->perQuery[0], 1.0);
}

TEST(MeasureSpecLimits, HugeCutoffsAreRefusedWithoutUndefinedConversion) {
    std::vector<MeasureRequest> reqs;
    for (const char* spec : {"P.1e300", "P.10000000", "P@100001", "ndcg_cut.1e19", "P.inf"}) {
        try {
            addMeasureSpec(spec, reqs);
            ADD_FAILURE() << spec << " accepted";
        } catch (const MeasureSpecError& e) {
            EXPECT_NE(std::string(e.what()).find("is too large (at most 100000)"),
                      std::string::npos)
                << e.what();
        }
    }
    EXPECT_THROW(addMeasureSpec("P.0", reqs), MeasureSpecError);
    EXPECT_THROW(addMeasureSpec("P.nan", reqs), MeasureSpecError);
    addMeasureSpec("P.100000", reqs);
    ASSERT_EQ(reqs.size(), 1u);
    EXPECT_EQ(reqs[0].params, std::vector<double>{100000});
    EvalOptions o;
    o.curveK = kMaxCutoff + 1;
    EXPECT_THROW(detail::makePlan(o, TiePolicy::TrecEval), std::invalid_argument);
}

}  // namespace
