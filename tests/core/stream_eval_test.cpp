// The streaming file evaluator must give exactly what reading the run and evaluating gives,
// however the file is cut between threads; and it must step aside when it cannot be exact.
#include <gtest/gtest.h>

#include "tests/core/temp_dir_test.h"

#include <filesystem>
#include <fstream>
#include <random>

#include "core/eval/stream_eval.h"
#include "core/io/trec_reader.h"
#include "core/measures/measure_spec.h"
#include "tests/core/test_util.h"

namespace ranklens::core {
namespace {

namespace fs = std::filesystem;

class StreamEvalTest : public ranklens::test::TempDirTest {};

// A run with many small queries (so thread boundaries fall inside queries), ties, tags that
// change along the file, blank lines and a missing final newline.
std::pair<std::string, std::string> generated(unsigned seed) {
    std::mt19937 rng(seed);
    std::string run, qrels;
    for (int q = 0; q < 120; ++q) {
        const std::string qid = std::to_string(q * 37 % 1000);
        const int n = std::uniform_int_distribution<int>(1, 30)(rng);
        for (int i = 0; i < n; ++i) {
            const int score = std::uniform_int_distribution<int>(0, 5)(rng);
            run += qid + " Q0 D" + std::to_string(i * 13 % 97) + " " + std::to_string(i + 1) + " " +
                   std::to_string(score) + ".5 tag" + std::to_string(q / 40) + "\n";
            if (i % 17 == 5) run += "\n";
        }
        if (q % 11 == 3) continue;  // a run query without labels
        for (int i = 0; i < 40; i += 3)
            qrels += qid + " 0 D" + std::to_string(i) + " " +
                     std::to_string(std::uniform_int_distribution<int>(-1, 3)(rng)) + "\n";
    }
    qrels += "9999 0 Dx 1\n";  // a labelled query missing from the run
    run.pop_back();            // no final newline
    return {run, qrels};
}

void expectSame(const EvalResult& a, const EvalResult& b) {
    test::expectSameResults(a, b);
    EXPECT_EQ(a.runName, b.runName);
    EXPECT_EQ(a.missingQueries, b.missingQueries);
    EXPECT_EQ(a.unlabelledQueries, b.unlabelledQueries);
    EXPECT_EQ(a.ties.tiedGroups, b.ties.tiedGroups);
    EXPECT_EQ(a.ties.straddling, b.ties.straddling);
    ASSERT_EQ(a.curves.size(), b.curves.size());
    for (std::size_t c = 0; c < a.curves.size(); ++c)
        for (std::size_t k = 0; k < a.curves[c].size(); ++k)
            EXPECT_NEAR(a.curves[c][k], b.curves[c][k], 1e-12);
}

TEST_F(StreamEvalTest, IdenticalToInMemoryForAnyThreadCount) {
    for (unsigned seed : {1u, 2u}) {
        const auto [runText, qrelsText] = generated(seed);
        const auto runPath = write("run" + std::to_string(seed), runText);
        const auto qrelsPath = write("qrels" + std::to_string(seed), qrelsText);
        const Qrels qrels = readTrecQrels(qrelsPath);
        for (QuerySet qs : {QuerySet::RunAndLabels, QuerySet::AllLabelled}) {
            EvalConfig cfg;
            cfg.querySet = qs;
            EvalOptions opts;
            for (const char* m : {"all_trec", "F1.1,3,10", "RR.5", "judged.10"})
                addMeasureSpec(m, opts.requests);
            opts.curveK = 12;
            opts.curveMeasures = {findMeasure("P"), findMeasure("ndcg_cut")};
            opts.threads = 1;
            core::Run run = readTrecRun(runPath);
            const EvalResult expected = evaluate(run, qrels, cfg, opts);
            ASSERT_GT(expected.queries.size(), 50u);
            for (int threads : {1, 2, 3, 7, 16}) {
                opts.threads = threads;
                const auto got = evaluateTrecRunFile(runPath, qrels, cfg, opts);
                ASSERT_TRUE(got.has_value()) << threads;
                SCOPED_TRACE("threads " + std::to_string(threads));
                expectSame(*got, expected);
            }
        }
    }
}

TEST_F(StreamEvalTest, StepsAsideWhenItCannotBeExact) {
    const Qrels qrels = test::makeQrels({{"a", "d1", 1}, {"b", "d1", 1}});
    EvalOptions opts;
    addMeasureSpec("P.1", opts.requests);
    opts.threads = 2;
    // Interleaved query a.
    EXPECT_FALSE(evaluateTrecRunFile(
        write("inter", "a Q0 d1 1 1 t\nb Q0 d1 1 1 t\na Q0 d2 2 0 t\n"), qrels, {}, opts));
    // Malformed line and duplicate docid.
    EXPECT_FALSE(evaluateTrecRunFile(write("bad", "a Q0 d1 1 1 t\na Q0 d2\n"), qrels, {}, opts));
    EXPECT_FALSE(
        evaluateTrecRunFile(write("dup", "a Q0 d1 1 1 t\na Q0 d1 2 0 t\n"), qrels, {}, opts));
    // Run-level measures need the whole run.
    EvalOptions cov;
    addMeasureSpec("coverage.1", cov.requests);
    EXPECT_FALSE(evaluateTrecRunFile(write("ok", "a Q0 d1 1 1 t\n"), qrels, {}, cov));
    // A well-formed file is handled.
    const auto ok =
        evaluateTrecRunFile(write("ok2", "a Q0 d1 1 1 t\nb Q0 d2 1 1 t\n"), qrels, {}, opts);
    ASSERT_TRUE(ok);
    EXPECT_DOUBLE_EQ(ok->column("P_1")->aggregate, 0.5);
}

}  // namespace
}  // namespace ranklens::core
