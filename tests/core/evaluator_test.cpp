// Evaluation over queries: which queries count, aggregates, curves, ties, coverage, summaries.
#include <gtest/gtest.h>

#include <cmath>

#include "core/eval/summary.h"
#include "core/measures/measure_spec.h"
#include "tests/core/test_util.h"

namespace ranklens::core {
namespace {

using test::makeQrels;
using test::makeRun;

// q1: d1(rel 1), d2(0); q2 only in the run; q3 only in the labels (2 relevant).
struct Fixture {
    core::Run run = makeRun({{"q1", "d1", 2}, {"q1", "d2", 1}, {"q2", "x", 1}});
    Qrels qrels = makeQrels({{"q1", "d1", 1}, {"q1", "d2", 0}, {"q3", "a", 1}, {"q3", "b", 2}});
};

TEST(EvalConfig, AppliesOneKeyValueSetting) {
    EvalConfig c;
    EXPECT_TRUE(applySetting("gain=exponential", c));
    EXPECT_EQ(c.gain, GainKind::Exponential);
    EXPECT_TRUE(applySetting("ideal=retrieved", c));
    EXPECT_EQ(c.ideal, IdealOrder::Retrieved);
    EXPECT_TRUE(applySetting("ties=input", c));
    EXPECT_EQ(c.ties, TiePolicy::InputOrder);
    // Unknown keys and values are refused and change nothing.
    EXPECT_FALSE(applySetting("gain=cubic", c));
    EXPECT_FALSE(applySetting("threshold=2", c));
    EXPECT_FALSE(applySetting("exponential", c));
    EXPECT_EQ(c.gain, GainKind::Exponential);
}

TEST(Evaluator, QueriesInBothRunAndLabelsByDefault) {
    Fixture f;
    const auto res = evaluate(f.run, f.qrels, {}, test::requestsFor({{"P", {1}}, {"num_rel", {}}}));
    ASSERT_EQ(res.queries.size(), 1u);
    EXPECT_EQ(res.queries[0].qid, "q1");
    EXPECT_EQ(res.unlabelledQueries, 1u);
    EXPECT_DOUBLE_EQ(res.column("P_1")->aggregate, 1.0);
}

TEST(Evaluator, CompleteQuerySetCountsMissingQueriesAsZero) {
    Fixture f;
    EvalConfig cfg;
    cfg.querySet = QuerySet::AllLabelled;
    const auto res = evaluate(f.run, f.qrels, cfg,
                              test::requestsFor({{"P", {1}}, {"num_rel", {}}, {"num_ret", {}}}));
    ASSERT_EQ(res.queries.size(), 2u);
    EXPECT_EQ(res.missingQueries, 1u);
    EXPECT_FALSE(res.queries[1].inRun);
    EXPECT_DOUBLE_EQ(res.column("P_1")->aggregate, 0.5);
    EXPECT_DOUBLE_EQ(res.column("num_rel")->aggregate, 3.0);  // a sum: 1 + 2
    EXPECT_DOUBLE_EQ(res.column("num_ret")->aggregate, 2.0);
}

TEST(Evaluator, QueriesSortedByByteOrderOfQid) {
    core::Run run = makeRun({{"q10", "d", 1}, {"q9", "d", 1}, {"Q1", "d", 1}});
    Qrels qrels = makeQrels({{"q10", "d", 1}, {"q9", "d", 1}, {"Q1", "d", 1}});
    const auto res = evaluate(run, qrels, {}, test::requestsFor({{"P", {1}}}));
    ASSERT_EQ(res.queries.size(), 3u);
    EXPECT_EQ(res.queries[0].qid, "Q1");
    EXPECT_EQ(res.queries[1].qid, "q10");
    EXPECT_EQ(res.queries[2].qid, "q9");
}

TEST(Evaluator, GeometricMeanOfAp) {
    core::Run run = makeRun({{"a", "x", 1}, {"b", "y", 1}});
    Qrels qrels = makeQrels({{"a", "x", 1}, {"b", "z", 1}});
    const auto res = evaluate(run, qrels, {}, test::requestsFor({{"gm_map", {}}, {"map", {}}}));
    EXPECT_DOUBLE_EQ(res.column("map")->aggregate, 0.5);
    EXPECT_NEAR(res.column("gm_map")->aggregate, std::exp((std::log(1.0) + std::log(1e-5)) / 2),
                1e-15);
}

TEST(Evaluator, MeanCurvesEqualTheColumnsAtEveryK) {
    core::Run run =
        makeRun({{"a", "1", 5}, {"a", "2", 4}, {"a", "3", 3}, {"b", "1", 2}, {"b", "4", 1}});
    Qrels qrels = makeQrels({{"a", "2", 2}, {"a", "3", 1}, {"b", "4", 3}, {"b", "9", 1}});
    EvalOptions o = test::requestsFor({{"P", {1, 2, 3, 4}}, {"ndcg_cut", {1, 2, 3, 4}}});
    o.curveK = 4;
    o.curveMeasures = {findMeasure("P"), findMeasure("ndcg_cut")};
    for (int threads : {1, 2}) {
        o.threads = threads;
        const auto res = evaluate(run, qrels, {}, o);
        ASSERT_EQ(res.curves.size(), 2u);
        for (int k = 1; k <= 4; ++k) {
            EXPECT_NEAR(res.curves[0][k - 1], res.column("P_" + std::to_string(k))->aggregate,
                        1e-15);
            EXPECT_NEAR(res.curves[1][k - 1],
                        res.column("ndcg_cut_" + std::to_string(k))->aggregate, 1e-15);
        }
        EXPECT_DOUBLE_EQ(res.curves[0][1], (0.5 + 0.5) / 2);  // P@2: a has 1 of 2, b has 1 of 2
    }
}

TEST(Evaluator, TieReportCountsGroupsAcrossCutoffs) {
    // a: scores 3,2,2,1 → one group straddling k=2; b: 1,1,1 → group straddling k=1 and k=2.
    core::Run run = makeRun({{"a", "w", 3},
                             {"a", "x", 2},
                             {"a", "y", 2},
                             {"a", "z", 1},
                             {"b", "p", 1},
                             {"b", "q", 1},
                             {"b", "r", 1}});
    Qrels qrels = makeQrels({{"a", "x", 1}, {"b", "p", 1}});
    EvalOptions o = test::requestsFor({{"P", {1}}});
    o.tieCutoffs = {1, 2, 3};
    const auto res = evaluate(run, qrels, {}, o);
    EXPECT_EQ(res.ties.tiedGroups, 2u);
    EXPECT_EQ(res.ties.queriesWithTies, 2u);
    ASSERT_EQ(res.ties.straddling.size(), 3u);
    EXPECT_EQ(res.ties.straddling[0].second, 1u);  // k=1: b
    EXPECT_EQ(res.ties.straddling[1].second, 2u);  // k=2: a and b
    EXPECT_EQ(res.ties.straddling[2].second, 0u);
}

TEST(Evaluator, AllScoresTiedFollowTiePolicy) {
    core::Run run = makeRun({{"q", "a", 1}, {"q", "b", 1}, {"q", "c", 1}});
    Qrels qrels = makeQrels({{"q", "a", 1}});
    const auto opts = test::requestsFor({{"recip_rank", {}}});
    EXPECT_DOUBLE_EQ(evaluate(run, qrels, {}, opts).column("recip_rank")->aggregate, 1.0 / 3);
    EvalConfig input;
    input.ties = TiePolicy::InputOrder;
    EXPECT_DOUBLE_EQ(evaluate(run, qrels, input, opts).column("recip_rank")->aggregate, 1.0);
}

TEST(Evaluator, CoverageOverTheCatalogue) {
    // Catalogue: a b c d (run) + e (labels) = 5 items.
    core::Run run =
        makeRun({{"q1", "a", 2}, {"q1", "b", 1}, {"q2", "a", 2}, {"q2", "c", 1}, {"q2", "d", 0}});
    Qrels qrels = makeQrels({{"q1", "e", 1}, {"q2", "a", 1}});
    const auto cov = coverageCurve(run, qrels, 4);
    EXPECT_DOUBLE_EQ(cov[0], 1.0 / 5);
    EXPECT_DOUBLE_EQ(cov[1], 3.0 / 5);
    EXPECT_DOUBLE_EQ(cov[2], 4.0 / 5);
    EXPECT_DOUBLE_EQ(cov[3], 4.0 / 5);
    const auto res = evaluate(run, qrels, {}, test::requestsFor({{"coverage", {2}}}));
    EXPECT_DOUBLE_EQ(res.column("coverage_2")->aggregate, 3.0 / 5);
}

TEST(Evaluator, ProgressCancels) {
    std::vector<test::Line> lines;
    std::vector<test::Label> labels;
    for (int q = 0; q < 2000; ++q) {
        lines.push_back({"q" + std::to_string(q), "d", 1});
        labels.push_back({"q" + std::to_string(q), "d", 1});
    }
    core::Run run = makeRun(lines);
    Qrels qrels = makeQrels(labels);
    EvalOptions o = test::requestsFor({{"P", {1}}});
    o.progress = [](std::size_t done, std::size_t) { return done < 300; };
    EXPECT_THROW(evaluate(run, qrels, {}, o), Cancelled);
}

TEST(Summary, MeanMedianPercentilesWeighted) {
    const double v[] = {0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0};
    const auto s = summarize(v);
    EXPECT_EQ(s.count, 11u);
    EXPECT_NEAR(s.mean, 0.5, 1e-15);
    EXPECT_NEAR(s.median, 0.5, 1e-15);
    EXPECT_NEAR(s.p10, 0.1, 1e-15);
    EXPECT_NEAR(s.p90, 0.9, 1e-15);
    EXPECT_DOUBLE_EQ(s.min, 0.0);
    EXPECT_DOUBLE_EQ(s.max, 1.0);
    const double x[] = {1.0, 0.0};
    const double w[] = {3.0, 1.0};
    EXPECT_DOUBLE_EQ(summarize(x, w).weightedMean, 0.75);
    EXPECT_DOUBLE_EQ(summarize(x).weightedMean, 0.5);
    const double four[] = {1, 2, 3, 4};
    EXPECT_DOUBLE_EQ(summarize(four).median, 2.5);
    EXPECT_EQ(summarize({}).count, 0u);
}

TEST(MeasureSpec, TrecSyntaxAndAliases) {
    std::vector<MeasureRequest> r;
    addMeasureSpec("P.10,5", r);
    addMeasureSpec("P@5", r);
    addMeasureSpec("P@20", r);
    addMeasureSpec("ndcg@10", r);
    addMeasureSpec("mrr", r);
    addMeasureSpec("f1@10", r);
    addMeasureSpec("map", r);
    addMeasureSpec("iprec_at_recall.0.5", r);
    ASSERT_EQ(r.size(), 6u);
    EXPECT_EQ(r[0].measure->name, "P");
    EXPECT_EQ(r[0].params, (std::vector<double>{5, 10, 20}));
    EXPECT_EQ(r[1].measure->name, "ndcg_cut");
    EXPECT_EQ(r[2].measure->name, "recip_rank");
    EXPECT_EQ(r[3].measure->name, "F1");
    EXPECT_EQ(r[4].measure->name, "map");
    EXPECT_EQ(r[5].params, (std::vector<double>{0.5}));
    EXPECT_EQ(columnName(*r[5].measure, 0.5), "iprec_at_recall_0.50");
    EXPECT_EQ(columnName(*r[0].measure, 10), "P_10");
    std::vector<MeasureRequest> d;
    addMeasureSpec("success", d);
    EXPECT_EQ(d[0].params, (std::vector<double>{1, 5, 10}));
}

TEST(MeasureSpec, PytrecEvalUnderscoreSpellings) {
    // pytrec_eval reports (and its users type) "P_5", "ndcg_cut_10", "iprec_at_recall_0.10".
    std::vector<MeasureRequest> r;
    addMeasureSpec("P_5", r);
    addMeasureSpec("ndcg_cut_10", r);
    addMeasureSpec("map_cut_100", r);
    addMeasureSpec("iprec_at_recall_0.10", r);
    addMeasureSpec("ndcg_cut.20", r);  // trec_eval's own spelling still works alongside
    ASSERT_EQ(r.size(), 4u);
    EXPECT_EQ(r[0].measure->name, "P");
    EXPECT_EQ(r[0].params, (std::vector<double>{5}));
    EXPECT_EQ(r[1].measure->name, "ndcg_cut");
    EXPECT_EQ(r[1].params, (std::vector<double>{10, 20}));
    EXPECT_EQ(r[2].measure->name, "map_cut");
    EXPECT_EQ(r[2].params, (std::vector<double>{100}));
    EXPECT_EQ(r[3].measure->name, "iprec_at_recall");
    EXPECT_EQ(r[3].params, (std::vector<double>{0.1}));
    // A fractional cut-off is read as trec_eval reads P.2.5 (and ndcg_cut.23.4): its integer part.
    std::vector<MeasureRequest> p;
    addMeasureSpec("P_2.5", p);
    ASSERT_EQ(p.size(), 1u);
    EXPECT_EQ(p[0].params, (std::vector<double>{2}));
    EXPECT_THROW(addMeasureSpec("map_5", r), MeasureSpecError);  // map takes no cut-off
    // pytrec_eval's list form, "ndcg_cut_20,4" = ndcg_cut.20,4.
    std::vector<MeasureRequest> list;
    addMeasureSpec("ndcg_cut_20,4", list);
    ASSERT_EQ(list.size(), 1u);
    EXPECT_EQ(list[0].params, (std::vector<double>{4, 20}));
}

TEST(MeasureSpec, TrecEvalNdcgGainPairs) {
    // trec_eval's own example (m_ndcg.c): "ndcg.1=3.5,2=9.0,4=7.0" gives gains 3.5, 9.0, 3.0,
    // 7.0 for levels 1..4 (level 3 keeps its default, the level itself); level 0 keeps 0.
    std::vector<double> g;
    ASSERT_TRUE(parseTrecNdcgGains("ndcg.1=3.5,2=9.0,4=7.0", g));
    EXPECT_EQ(g, (std::vector<double>{0, 3.5, 9.0, 3, 7.0}));
    ASSERT_TRUE(parseTrecNdcgGains("ndcg.0=1,1=4,2=2", g));
    EXPECT_EQ(g, (std::vector<double>{1, 4, 2}));
    EXPECT_FALSE(parseTrecNdcgGains("ndcg", g));
    EXPECT_FALSE(parseTrecNdcgGains("ndcg_cut.10", g));
    EXPECT_THROW(parseTrecNdcgGains("ndcg.-1=2", g), MeasureSpecError);
    EXPECT_THROW(parseTrecNdcgGains("ndcg.1=x", g), MeasureSpecError);
    EXPECT_THROW(parseTrecNdcgGains("ndcg.1=2,", g), MeasureSpecError);
}

TEST(MeasureSpec, NdcgGainListBecomesTheCustomGainDefinition) {
    EvalConfig cfg;
    std::vector<MeasureRequest> r;
    addMeasureSpecOrGains("ndcg.0=1,1=4,2=2", cfg, r, "--gain-values");
    EXPECT_EQ(cfg.gain, GainKind::Custom);
    EXPECT_EQ(cfg.customGains, (std::vector<double>{1, 4, 2}));
    ASSERT_EQ(r.size(), 1u);
    EXPECT_EQ(r[0].measure->name, "ndcg");
    addMeasureSpecOrGains("ndcg.0=1,1=4,2=2", cfg, r, "--gain-values");  // the same list again
    addMeasureSpecOrGains("P.5", cfg, r, "--gain-values");
    EXPECT_EQ(r.size(), 2u);
    try {
        addMeasureSpecOrGains("ndcg.1=3", cfg, r, "gain_values");
        FAIL() << "conflicting gains accepted";
    } catch (const MeasureSpecError& e) {
        EXPECT_EQ(std::string(e.what()),
                  "measure 'ndcg.1=3': gains conflict with gain_values or another "
                  "ndcg.level=gain list");
    }
    EXPECT_EQ(cfg.customGains, (std::vector<double>{1, 4, 2}));
}

TEST(MeasureSpec, ClearErrors) {
    std::vector<MeasureRequest> r;
    EXPECT_THROW(addMeasureSpec("bogus", r), MeasureSpecError);
    EXPECT_THROW(addMeasureSpec("P.0", r), MeasureSpecError);
    EXPECT_THROW(addMeasureSpec("P.x", r), MeasureSpecError);
    EXPECT_THROW(addMeasureSpec("P.", r), MeasureSpecError);
    EXPECT_THROW(addMeasureSpec("map.5", r), MeasureSpecError);
    EXPECT_THROW(addMeasureSpec("P.5,5", r), MeasureParamError);  // trec_eval: duplicate
    try {
        addMeasureSpec("P.-2", r);
        FAIL();
    } catch (const MeasureParamError& e) {
        EXPECT_STREQ(e.what(), "measure 'P.-2': cut-offs must be positive integers, got '-2'");
    }
    // As trec_eval's atol / atof: P.2.5 is P_2, a recall level above 1 is taken as it is.
    std::vector<MeasureRequest> ok;
    addMeasureSpec("P.2.5", ok);
    addMeasureSpec("iprec_at_recall.2", ok);
    ASSERT_EQ(ok.size(), 2u);
    EXPECT_EQ(ok[0].params, std::vector<double>{2});
    EXPECT_EQ(ok[1].params, std::vector<double>{2});
}

}  // namespace
}  // namespace ranklens::core
