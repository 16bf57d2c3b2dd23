// Issue 35 ("never crash, never lose a label"): what once aborted the process or printed NaN
// now either works or is refused by name. Threads: an exception on a worker thread reaches the
// caller, a thread that cannot start means fewer threads.
#include <gtest/gtest.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <limits>
#include <stdexcept>
#include <thread>

#include "core/base/number_check.h"
#include "core/base/parallel.h"
#include "core/behaviour/debiased_metrics.h"
#include "core/behaviour/propensity.h"
#include "core/compare/comparison.h"
#include "core/eval/evaluated_run.h"
#include "core/eval/evaluator.h"
#include "core/io/csv_reader.h"
#include "core/measures/measure_spec.h"
#include "test_util.h"

namespace ranklens::core {
namespace {

TEST(Robustness, AnExceptionOnAWorkerThreadReachesTheCaller) {
    const auto caller = std::this_thread::get_id();
    // Only the worker threads throw; the calling thread is slowed so they get items.
    auto f = [&](std::size_t) {
        if (std::this_thread::get_id() != caller) throw std::runtime_error("worker");
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    };
    EXPECT_THROW(parallelFor(200, 1, 4, f), std::runtime_error);
}

compare::ComparisonInput twoRuns() {
    compare::ComparisonInput in;
    in.runNames = {"A", "B"};
    in.qids = {"q1", "q2", "q3", "q4"};
    in.metrics = compare::parseMetrics({"P@10", "ndcg@10", "map", "mrr"});
    for (double shift : {0.0, 0.1}) {
        std::vector<std::vector<double>> v;
        std::vector<double> means;
        for (std::size_t m = 0; m < in.metrics.size(); ++m) {
            v.push_back({0.1 + shift, 0.5, 0.3 + shift, 0.2});
            means.push_back((0.6 + 2 * shift + 0.5) / 4);
        }
        in.values.push_back(v);
        in.runValue.push_back(means);
    }
    return in;
}

// compare --confidence nan once aborted: NaN passed the range check and the bootstrap's
// exception left a worker thread. The engine refuses it before any thread starts.
TEST(Robustness, CompareRefusesANanConfidenceOrAlphaByName) {
    const auto in = twoRuns();
    compare::CompareOptions o;
    o.test = compare::TestKind::StudentT;
    o.resamples = 50;
    o.threads = 4;
    o.confidence = std::numeric_limits<double>::quiet_NaN();
    try {
        compare::compareRuns(in, o);
        ADD_FAILURE() << "a NaN confidence was accepted";
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("confidence"), std::string::npos) << e.what();
    }
    o.confidence = 0.95;
    o.alpha = std::numeric_limits<double>::quiet_NaN();
    EXPECT_THROW(compare::compareRuns(in, o), std::invalid_argument);
}

// Starting a thread fails (as under ulimit -u) once `starts` threads have started, until the
// end of the scope.
class ThreadStartLimit {
  public:
    explicit ThreadStartLimit(int starts) { detail::threadStartsLeft = starts; }
    ~ThreadStartLimit() { detail::threadStartsLeft = -1; }
};

TEST(Robustness, AThreadThatCannotStartLeavesItsWorkToTheCaller) {
    for (int starts : {0, 1, 3}) {
        ThreadStartLimit limit(starts);
        std::vector<std::atomic<int>> seen(8);
        runOnThreads(seen.size(), [&](std::size_t t) { ++seen[t]; });
        for (const auto& s : seen) EXPECT_EQ(s.load(), 1) << starts;
        std::vector<std::atomic<int>> done(1000);
        parallelFor(done.size(), 7, 16, [&](std::size_t i) { ++done[i]; });
        for (const auto& d : done) EXPECT_EQ(d.load(), 1) << starts;
    }
}

TEST(Robustness, ThreadRequestsAreCut) {
    EXPECT_EQ(threadsFor(100000), kMaxThreads);
    EXPECT_EQ(threadsFor(3), 3u);
    EXPECT_GE(threadsFor(0), 1u);
    EXPECT_LE(threadsFor(0), kMaxThreads);
}

// The evaluator on 16 threads when none can start gives what one thread gives.
TEST(Robustness, EvaluationUnderAThreadLimitGivesTheSameValues) {
    std::vector<test::Line> lines;
    std::vector<test::Label> labels;
    for (int q = 0; q < 600; ++q)  // 600 queries: 5 blocks of 128, so several workers
        for (int d = 0; d < 5; ++d) {
            const std::string qid = "q" + std::to_string(q), doc = "d" + std::to_string(d);
            lines.push_back({qid, doc, static_cast<double>(5 - d)});
            if ((q + d) % 3 == 0) labels.push_back({qid, doc, 1 + d % 2});
        }
    const core::Run run = test::makeRun(lines);
    const Qrels qrels = test::makeQrels(labels);
    EvalOptions one = test::requestsFor({{"map", {}}, {"ndcg_cut", {5}}, {"P", {1, 5}}});
    one.threads = 1;
    const EvalResult expected = evaluate(run, qrels, EvalConfig{}, one);
    EvalOptions many = one;
    many.threads = 100000;
    for (int starts : {0, 2}) {
        ThreadStartLimit limit(starts);
        test::expectSameResults(evaluate(run, qrels, EvalConfig{}, many), expected);
    }
}

// One rule for every numeric setting: finite, in range, the range printed readably.
TEST(Robustness, NumberCheckRefusesNanAndPrintsRangesReadably) {
    const double nan = std::numeric_limits<double>::quiet_NaN();
    EXPECT_EQ(numberProblem(nan, ranges::kUnit), "must be a number in [0, 1], got nan");
    EXPECT_EQ(numberProblem(0.5, ranges::kUnit), "");
    EXPECT_EQ(numberProblem(1.0, ranges::kPersistence), "must be a number in (0, 1), got 1");
    EXPECT_EQ(numberProblem(-1.0, ranges::kNonNegative), "must be a number >= 0, got -1");
    EXPECT_EQ(numberProblem(std::numeric_limits<double>::infinity(), ranges::kNonNegative),
              "must be a number >= 0, got inf");
    EXPECT_EQ(numberProblem(2.5, ranges::kNonNegativeWhole),
              "must be a whole number >= 0, got 2.5");
    EXPECT_EQ(numberProblem("nan", ranges::kPositive), "must be a number > 0, got 'nan'");
    EXPECT_EQ(numberProblem("0.5x", ranges::kUnit), "must be a number in [0, 1], got '0.5x'");
    EXPECT_EQ(numberProblem(1e308, ranges::kConfidence),
              "must be a number in [0.5, 0.999], got 1e+308");
    EXPECT_THROW(checkNumber("alpha", nan, ranges::kUnit), std::invalid_argument);
    EvalConfig cfg;
    EXPECT_FALSE(applySetting("alpha=nan", cfg));
    EXPECT_FALSE(applySetting("rbp_p=1", cfg));
    EXPECT_TRUE(applySetting("rbp_p=0.9", cfg));
    EXPECT_EQ(cfg.rbpPersistence, 0.9);
}

// -m rbp_ranklens.1 was accepted (0 for every query) while --rbp-p 1 was refused.
TEST(Robustness, RbpPersistenceLiesInTheOpenUnitInterval) {
    for (const char* spec : {"rbp_ranklens.1", "rbp_resid_ranklens.1", "rbp_ranklens.0",
                             "rbp_ranklens_1", "rbp@1", "rbp_graded.1", "RBP(p=1)"}) {
        std::vector<MeasureRequest> reqs;
        EXPECT_THROW(addMeasureSpec(spec, reqs), MeasureSpecError) << spec;
    }
    std::vector<MeasureRequest> reqs;
    EXPECT_NO_THROW(addMeasureSpec("rbp_ranklens.0.99", reqs));
    EXPECT_NO_THROW(addMeasureSpec("RBP(p=0.5)", reqs));
}

// A large eta or a tiny propensity printed inf and -nan: refused, by position or file line.
TEST(Robustness, PropensitiesThatWouldMakeInfiniteWeightsAreRefused) {
    namespace bh = behaviour;
    EXPECT_THROW(bh::Propensity::powerLaw(400), std::invalid_argument);
    EXPECT_THROW(bh::Propensity::powerLaw(std::numeric_limits<double>::quiet_NaN()),
                 std::invalid_argument);
    EXPECT_THROW(bh::Propensity::fromTable({1, 1e-320}), std::invalid_argument);
    bh::EvidenceBuilder b(bh::Propensity::powerLaw(9), 0);
    EXPECT_NO_THROW(b.add("q", "a", 3, bh::EventKind::Click));  // 3^-9: 5e-5
    try {
        b.add("q", "b", 30, bh::EventKind::Click);  // 30^-9: 5e-14
        ADD_FAILURE() << "a weight of 2e13 was accepted";
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("position 30 has propensity 5.08053e-14"),
                  std::string::npos)
            << e.what();
    }
}

// NDCG was NaN when each gain was finite and a query's sum was not.
TEST(Robustness, GainSumsThatWouldOverflowAreRefusedNeverNaN) {
    const core::Run run = test::makeRun({{"q1", "d1", 3}, {"q1", "d2", 2}, {"q1", "d3", 1}});
    const auto labels = [](std::vector<int> grades) {
        std::vector<test::Label> l;
        for (std::size_t i = 0; i < grades.size(); ++i)
            l.push_back({"q1", "d" + std::to_string(i + 1), grades[i]});
        return test::makeQrels(l);
    };
    const EvalOptions ndcg = test::requestsFor({{"ndcg", {}}});
    const auto message = [&](const Qrels& q, const EvalConfig& cfg) -> std::string {
        try {
            const double v = evaluate(run, q, cfg, ndcg).columns[0].perQuery[0];
            return "accepted: " + std::to_string(v);
        } catch (const std::invalid_argument& e) {
            return e.what();
        }
    };
    EvalConfig exp;
    exp.gain = GainKind::Exponential;
    EXPECT_NE(message(labels({1023, 1023, 1023}), exp)
                  .find("query 'q1': the gains of its 3 "
                        "labels under exponential gain add "
                        "up to 2.69654e+308"),
              std::string::npos);
    // 2^1023 + 2^1022 fits: finite, and 1 for the ideal order.
    EXPECT_EQ(message(labels({1023, 1022, 1}), exp), "accepted: 1.000000");
    // Under log base 10 the first rank's discount multiplies by log2(10): no longer fits.
    EvalConfig exp10 = exp;
    exp10.logBase = 10;
    EXPECT_NE(message(labels({1023, 1022, 1}), exp10).find("with the log base"), std::string::npos);
    // A custom gain that is not finite; ndcg.1023=1e308 for two labels of 1023.
    EvalConfig custom;
    custom.gain = GainKind::Custom;
    custom.customGains = {0, std::numeric_limits<double>::quiet_NaN(), 2};
    EXPECT_EQ(message(labels({1, 2}), custom),
              "the gain of grade 1 is nan: gains must be finite numbers");
    EvalConfig trec;
    std::vector<MeasureRequest> reqs;
    addMeasureSpecOrGains("ndcg.1023=1e308", trec, reqs, "--gain");
    EXPECT_NE(message(labels({1023, 1023}), trec).find("custom gain add up to 2e+308"),
              std::string::npos);
    EXPECT_EQ(message(labels({1023, 5}), trec), "accepted: 1.000000");
}

// A CSV label "1,5" became 1 and a score "0,5" became 0: a row with more fields than its
// header is refused by file and line (empty trailing fields aside).
TEST(Robustness, CsvRowsWithFieldsBeyondTheHeaderAreRefused) {
    const auto dir =
        std::filesystem::temp_directory_path() / ("ranklens_robust_" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    const auto write = [&](const char* name, const char* text) {
        const auto p = (dir / name).string();
        std::ofstream(p) << text;
        return p;
    };
    const auto labels = write("l.csv", "qid,docid,label\nq1,d0,0\nq1,d1,1,5\n");
    const auto run = write("r.csv", "qid,docid,score\nq1,d1,0,5\n");
    const auto issue = [](auto read) -> std::string {
        try {
            read();
        } catch (const ParseError& e) {
            return e.issues().front().str();
        }
        return "accepted";
    };
    EXPECT_EQ(issue([&] { readCsvQrels(labels); }),
              labels +
                  ":3: 4 fields, but the header names 3 (beyond it: '5'); quote a value that "
                  "holds ','");
    EXPECT_EQ(issue([&] { readCsvRun(run); }),
              run +
                  ":2: 4 fields, but the header names 3 (beyond it: '5'); quote a value that "
                  "holds ','");
    const auto quoted = write("q.csv", "qid,docid,label\nq1,d1,\"1,5\"\n");
    EXPECT_NE(issue([&] { readCsvQrels(quoted); }).find("label '1,5' is not a number"),
              std::string::npos);
    const auto trailing = write("t.csv", "qid\tdocid\tlabel\nq1\td1\t2\t\n");
    EXPECT_EQ(issue([&] { readCsvQrels(trailing); }), "accepted");
    std::filesystem::remove_all(dir);
}

TEST(Robustness, SharesAreKnownToLieInTheUnitInterval) {
    for (const char* m : {"P", "recall", "map", "recip_rank", "Rprec", "bpref", "set_F", "judged"})
        EXPECT_TRUE(valuesInUnitInterval(*findMeasure(m))) << m;
    for (const char* m : {"ndcg", "ndcg_cut", "err_cut", "num_ret", "rbp_graded", "utility"})
        EXPECT_FALSE(valuesInUnitInterval(*findMeasure(m))) << m;
}

}  // namespace
}  // namespace ranklens::core
