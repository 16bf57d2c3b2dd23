// The definitions of issue 11 beyond ties: judged only (trec_eval -J), the relevance threshold
// in NDCG's gain (ranx), queries without a relevant item (torchmetrics' empty_target_action)
// and the discount's log base (scikit-learn's log_base). Every default is trec_eval's.
#include <gtest/gtest.h>

#include <cmath>

#include "core/measures/measure_spec.h"
#include "tests/core/test_util.h"

namespace ranklens::core {
namespace {

double at(const EvalResult& r, const char* column, std::size_t q = 0) {
    return r.column(column)->perQuery.at(q);
}

// Run d1..d6 (scores 6..1).
Run judgedOnlyRun() {
    return test::makeRun({{"q", "d1", 6},
                          {"q", "d2", 5},
                          {"q", "d3", 4},
                          {"q", "d4", 3},
                          {"q", "d5", 2},
                          {"q", "d6", 1}});
}

// Labels d1:0 d3:1 d4:-1 d6:2 and dX:1 (not returned); d2, d5 (of judgedOnlyRun) have no label.
Qrels judgedOnlyQrels() {
    return test::makeQrels(
        {{"q", "d1", 0}, {"q", "d3", 1}, {"q", "d4", -1}, {"q", "d6", 2}, {"q", "dX", 1}});
}

struct JudgedOnlyData : ::testing::Test {
    core::Run run = judgedOnlyRun();
    Qrels qrels = judgedOnlyQrels();
    EvalResult eval(EvalConfig cfg) {
        return evaluate(run, qrels, cfg,
                        test::requestsFor({{"num_ret", {}},
                                           {"map", {}},
                                           {"recip_rank", {}},
                                           {"P", {1, 2, 3}},
                                           {"ndcg", {}},
                                           {"bpref", {}}}));
    }
};

TEST_F(JudgedOnlyData, UnlabelledAndNegativeItemsLeaveTheRankingAsTrecEvalJ) {
    // trec_eval 9.0.8 -J on these files: num_ret 3, map 0.3889, bpref 0, recip_rank 0.5,
    // P_1 0, P_2 0.5, P_3 0.6667, ndcg 0.5209. By hand: the list becomes [0, 1, 2], R = 3;
    // AP = (1/2 + 2/3) / 3; NDCG = (1/log2 3 + 2/2) / (2 + 1/log2 3 + 1/2).
    EvalConfig cfg;
    cfg.judgedOnly = true;
    const auto r = eval(cfg);
    EXPECT_EQ(at(r, "num_ret"), 3);
    EXPECT_DOUBLE_EQ(at(r, "map"), (0.5 + 2.0 / 3.0) / 3.0);
    EXPECT_DOUBLE_EQ(at(r, "recip_rank"), 0.5);
    EXPECT_DOUBLE_EQ(at(r, "P_1"), 0.0);
    EXPECT_DOUBLE_EQ(at(r, "P_3"), 2.0 / 3.0);
    EXPECT_NEAR(at(r, "ndcg"), 0.5209, 0.00005);
    EXPECT_DOUBLE_EQ(at(r, "bpref"), 0.0);
    // Default: the whole list; d3 is at rank 3.
    const auto all = eval(EvalConfig{});
    EXPECT_EQ(at(all, "num_ret"), 6);
    EXPECT_DOUBLE_EQ(at(all, "recip_rank"), 1.0 / 3.0);
}

TEST_F(JudgedOnlyData, MaxDocsCutsBeforeUnjudgedItemsAreRemoved) {
    // trec_eval 9.0.8 -J -M 4: num_ret 2, map 0.1667 (d1, d3 of the first four).
    EvalConfig cfg;
    cfg.judgedOnly = true;
    cfg.maxDocsPerQuery = 4;
    const auto r = eval(cfg);
    EXPECT_EQ(at(r, "num_ret"), 2);
    EXPECT_DOUBLE_EQ(at(r, "map"), 0.5 / 3.0);
}

TEST_F(JudgedOnlyData, WithAveragedTiesTheKeptItemsAreGrouped) {
    // d3 and d6 tie once d4 and d5 (between them) are gone: scores 4 and 4.
    core::Run tied = test::makeRun({{"q", "d1", 6},
                                    {"q", "d2", 5},
                                    {"q", "d3", 4},
                                    {"q", "d4", 4},
                                    {"q", "d5", 4},
                                    {"q", "d6", 4}});
    EvalConfig cfg;
    cfg.judgedOnly = true;
    cfg.ties = TiePolicy::Average;
    const auto r = evaluate(tied, qrels, cfg, test::requestsFor({{"DCG", {2}}}));
    // [0 | {1, 2}]: rank 2 holds gain 1 or 2 with probability 1/2 each: 1.5 / log2(3)
    EXPECT_DOUBLE_EQ(at(r, "DCG_2"), 1.5 / std::log2(3.0));
}

TEST(ThresholdInGain, LabelsBelowTheThresholdGainZeroAndLeaveTheIdealAsRanx) {
    // ranx (metrics/ndcg.py) drops qrels below rel_lvl before DCG and IDCG; trec_eval keeps them.
    // Ranked [1, 2, 0]; labels {1, 2, 0, 3 (not returned)}; threshold 2.
    EvalConfig cfg;
    cfg.relevanceThreshold = 2;
    const auto keep = test::ranking({1, 2, 0}, {3}, cfg);
    // trec_eval: DCG = 1 + 2/log2 3; IDCG = 3 + 2/log2 3 + 1/2
    const double l3 = std::log2(3.0);
    EXPECT_DOUBLE_EQ(test::measureAt("ndcg", keep, cfg), (1 + 2 / l3) / (3 + 2 / l3 + 0.5));
    cfg.thresholdInGain = true;
    const auto zero = test::ranking({1, 2, 0}, {3}, cfg);
    // ranx: grade 1 gains 0; DCG = 2/log2 3; IDCG = 3 + 2/log2 3
    EXPECT_DOUBLE_EQ(test::measureAt("ndcg", zero, cfg), (2 / l3) / (3 + 2 / l3));
    EXPECT_DOUBLE_EQ(test::measureAt("CG", zero, cfg, 3), 2.0);
    // Binary measures are unchanged: they always used the threshold.
    EXPECT_DOUBLE_EQ(test::measureAt("P", zero, cfg, 2), 0.5);
}

// q1 has a relevant item (P@1 = 1, AP = 1); q2 has only grade-0 labels.
struct EmptyQueriesData : ::testing::Test {
    core::Run run = test::makeRun({{"q1", "a", 2}, {"q1", "b", 1}, {"q2", "c", 2}});
    Qrels qrels = test::makeQrels({{"q1", "a", 1}, {"q2", "c", 0}, {"q2", "d", 0}});
    EvalResult eval(EmptyQueries e) {
        EvalConfig cfg;
        cfg.emptyQueries = e;
        EvalOptions o = test::requestsFor({{"P", {1}}, {"map", {}}, {"num_ret", {}}, {"DCG", {1}}});
        o.curveK = 2;
        o.curveMeasures = {findMeasure("P")};
        return evaluate(run, qrels, cfg, o);
    }
};

TEST_F(EmptyQueriesData, ZeroIsTrecEval) {
    const auto r = eval(EmptyQueries::Zero);
    ASSERT_EQ(r.queries.size(), 2u);
    EXPECT_DOUBLE_EQ(r.column("P_1")->aggregate, 0.5);
    EXPECT_DOUBLE_EQ(at(r, "map", 1), 0.0);
    EXPECT_DOUBLE_EQ(r.curves[0][0], 0.5);
}

TEST_F(EmptyQueriesData, SkipLeavesTheQueryOutOfEveryMeanAndCurve) {
    const auto r = eval(EmptyQueries::Skip);
    ASSERT_EQ(r.queries.size(), 1u);
    EXPECT_EQ(r.queries[0].qid, "q1");
    EXPECT_DOUBLE_EQ(r.column("P_1")->aggregate, 1.0);
    EXPECT_DOUBLE_EQ(r.column("num_ret")->aggregate, 2.0);  // q2's item no longer counted
    EXPECT_DOUBLE_EQ(r.curves[0][0], 1.0);
    EXPECT_DOUBLE_EQ(r.curves[0][1], 0.5);
}

TEST_F(EmptyQueriesData, OneScoresTheQualityMeasuresOneButNotCountsOrGains) {
    const auto r = eval(EmptyQueries::One);
    ASSERT_EQ(r.queries.size(), 2u);
    EXPECT_DOUBLE_EQ(at(r, "P_1", 1), 1.0);
    EXPECT_DOUBLE_EQ(at(r, "map", 1), 1.0);
    EXPECT_DOUBLE_EQ(at(r, "num_ret", 1), 1.0);  // a count: q2 returned one item
    EXPECT_DOUBLE_EQ(at(r, "DCG_1", 1), 0.0);    // a gain sum, not bounded by 1
    EXPECT_DOUBLE_EQ(r.curves[0][0], 1.0);       // mean P@1: q1 1, q2 1
    EXPECT_DOUBLE_EQ(r.curves[0][1], 0.75);      // mean P@2: q1 0.5, q2 1
}

TEST(LogBase, DiscountIsOneOverLogBaseOfRankPlusOne) {
    // scikit-learn's dcg_score(log_base=b): discount 1 / (log(i + 2) / log(b)) at 0-based i.
    // Ranked [3, 0, 2] (all labels returned): base 10: 3/log10 2 + 2/log10 4.
    EvalConfig cfg;
    cfg.logBase = 10;
    const auto r = test::ranking({3, 0, 2}, {}, cfg);
    EXPECT_NEAR(test::measureAt("DCG", r, cfg, 3), 3 / std::log10(2.0) + 2 / std::log10(4.0),
                1e-12);
    // NDCG does not depend on the base: every discount is scaled by the same log(b).
    const EvalConfig two;
    EXPECT_NEAR(
        test::measureAt("ndcg", r, cfg),
        (3 / std::log2(2.0) + 2 / std::log2(4.0)) / (3 / std::log2(2.0) + 2 / std::log2(3.0)),
        1e-12);
    // Base 2 is trec_eval's, bit for bit.
    const auto r2 = test::ranking({3, 0, 2}, {}, two);
    EXPECT_EQ(test::measureAt("DCG", r2, two, 3), 3.0 / std::log2(2.0) + 2.0 / std::log2(4.0));
}

}  // namespace
}  // namespace ranklens::core

namespace ranklens::core {
namespace {

TEST(SetMeasures, OverTheWholeListAsTrecEval) {
    // The -J data of JudgedOnlyData without -J: 6 returned, relevant returned d3, d6 (2), R = 3.
    // trec_eval 9.0.8: set_P 0.3333, set_recall 0.6667, set_F 0.4444, set_F_0.5 0.4000.
    core::Run run = judgedOnlyRun();
    Qrels qrels = judgedOnlyQrels();
    const auto r =
        evaluate(run, qrels, EvalConfig{},
                 test::requestsFor({{"set_P", {}}, {"set_recall", {}}, {"set_F", {0.5, 1}}}));
    EXPECT_DOUBLE_EQ(at(r, "set_P"), 2.0 / 6.0);
    EXPECT_DOUBLE_EQ(at(r, "set_recall"), 2.0 / 3.0);
    // x = 1: 2PR / (P + R) = 2 (1/3)(2/3) / 1 = 4/9; x = 0.5: 1.5 (2/9) / (1/6 + 2/3) = 0.4
    EXPECT_DOUBLE_EQ(at(r, "set_F"), 4.0 / 9.0);
    EXPECT_DOUBLE_EQ(at(r, "set_F_0.5"), 0.4);
    // The order does not matter: averaged ties give the same values.
    EvalConfig avg;
    avg.ties = TiePolicy::Average;
    const auto a = evaluate(run, qrels, avg, test::requestsFor({{"set_F", {1}}}));
    EXPECT_DOUBLE_EQ(at(a, "set_F"), 4.0 / 9.0);
}

}  // namespace
}  // namespace ranklens::core

namespace ranklens::core {
namespace {

// The names trec_eval 9.0.8 prints (its meas_init.c appends the parameter text as typed to
// "set_F_"; m_set_F.c computes the first weight only), run on its own test/qrels.test and
// test/results.test: -m set_F -> set_F 0.1194, -m set_F.1 -> set_F_1 0.1194, -m set_F.1.0 ->
// set_F_1.0, -m set_F.0.5 -> set_F_0.5 0.1045, -m set_F.0.5,2 -> set_F_0.5,2 0.1045,
// -m set_F -m set_F.0.5 -> set_F_0.5, -m set_F.2 -m set_F -> set_F_2, -m set_F.0.5 -m set_F.2
// -> set_F_0.5 (the first with parameters wins).
TEST(SetMeasures, SetFNamedAsTrecEvalPrintsIt) {
    core::Run run = test::makeRun({{"q", "d1", 3}, {"q", "d2", 2}, {"q", "d3", 1}});
    Qrels qrels = test::makeQrels({{"q", "d1", 1}, {"q", "d4", 1}});
    const auto names = [&](std::vector<std::string> specs) {
        EvalOptions opts;
        for (const auto& s : specs) addMeasureSpec(s, opts.requests);
        std::vector<std::string> out;
        for (const auto& c : evaluate(run, qrels, EvalConfig{}, opts).columns)
            out.push_back(c.name);
        return out;
    };
    using V = std::vector<std::string>;
    EXPECT_EQ(names({"set_F"}), V{"set_F"});
    EXPECT_EQ(names({"set_F.1"}), V{"set_F_1"});
    EXPECT_EQ(names({"set_F.1.0"}), V{"set_F_1.0"});
    EXPECT_EQ(names({"set_F.0.5"}), V{"set_F_0.5"});
    EXPECT_EQ(names({"set_F.0.5,2"}), V{"set_F_0.5,2"});
    EXPECT_EQ(names({"set_F", "set_F.0.5"}), V{"set_F_0.5"});
    EXPECT_EQ(names({"set_F.2", "set_F"}), V{"set_F_2"});
    EXPECT_EQ(names({"set_F.0.5", "set_F.2"}), V{"set_F_0.5"});
    // P = 1/3, R = 1/2: F_0.5 = 1.5 (1/6) / (0.5/3 + 1/2) = 0.375 (F_2 would be 3/7).
    EvalOptions opts;
    addMeasureSpec("set_F.0.5,2", opts.requests);
    ASSERT_EQ(opts.requests.size(), 1u);
    EXPECT_EQ(opts.requests[0].params, std::vector<double>{0.5});
    EXPECT_DOUBLE_EQ(at(evaluate(run, qrels, EvalConfig{}, opts), "set_F_0.5,2"), 0.375);
}

}  // namespace
}  // namespace ranklens::core
