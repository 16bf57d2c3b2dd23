// The rank-by-rank explanation every measure read from one list has (issue 30: each new
// measure gets its step-by-step explanation): its last value is the number the evaluator
// prints for the same run and labels, and each rank's value is the measure of the list cut
// there.
#include "core/teaching/explain_by_rank.h"

#include <gtest/gtest.h>

#include <string>

#include "tests/core/test_util.h"

namespace ranklens::core::teaching {
namespace {

using test::Label;
using test::Line;

// Eight ranked items (one unlabelled, grades 0..3) and two relevant items not retrieved.
const std::vector<Line> kRun = {{"q1", "d1", 9}, {"q1", "d2", 8}, {"q1", "d3", 7}, {"q1", "d4", 6},
                                {"q1", "d5", 5}, {"q1", "d6", 4}, {"q1", "d7", 3}, {"q1", "d8", 2}};
const std::vector<Label> kLabels = {{"q1", "d1", 3}, {"q1", "d2", 0}, {"q1", "d4", 2},
                                    {"q1", "d5", 1}, {"q1", "d6", 0}, {"q1", "d7", 2},
                                    {"q1", "d8", 0}, {"q1", "x1", 1}, {"q1", "x2", 3}};

JudgedRanking judged(const Run& run, const Qrels& qrels, const EvalConfig& cfg) {
    JudgedRanking r;
    judge(&run.queries().front(), qrels.find("q1"), cfg, r);
    return r;
}

TEST(ExplainByRank, TheLastRankGivesTheEvaluatorsNumberForEveryMeasureOfOneList) {
    core::Run run = test::makeRun(kRun);
    const Qrels qrels = test::makeQrels(kLabels);
    const EvalConfig cfg;
    const JudgedRanking r = judged(run, qrels, cfg);
    int checked = 0;
    for (const MeasureInfo& m : measureRegistry()) {
        if (!notExplainableByRank(m, r).empty() || m.trec10Only) continue;
        EvalOptions o;
        std::vector<double> params(m.defaultParams.begin(), m.defaultParams.end());
        if (params.empty() && m.shape == MeasureShape::Curve) params = {3, 8, 10};
        o.requests.push_back({&m, params});
        const EvalResult res = evaluate(run, qrels, cfg, o);
        int columns = 0;
        for (const ResultColumn& c : res.columns) {
            if (c.measure != &m || c.perQuery.empty()) continue;
            const std::optional<double> param =
                m.shape == MeasureShape::Scalar ? std::nullopt : std::optional<double>(c.param);
            const auto e = explainByRank(r, cfg, m, param);
            ASSERT_TRUE(e) << c.name;
            ASSERT_EQ(e->steps.size(), 8u) << c.name;
            EXPECT_DOUBLE_EQ(e->value, c.perQuery[0]) << c.name;
            EXPECT_EQ(e->steps.back().value, e->value) << c.name;
            double sum = e->emptyListValue;
            for (const RankStep& s : e->steps) sum += s.change;
            EXPECT_NEAR(sum, e->value, 1e-9) << c.name;
            ++checked, ++columns;
        }
        EXPECT_GT(columns, 0) << m.name;
    }
    EXPECT_GT(checked, 60);  // every trec_eval column of one list, RankLens' own, cwl, ndeval
}

TEST(ExplainByRank, EachRankIsTheMeasureOfTheListCutThere) {
    // P@5 over [3, 0, unlabelled, 2, 1, ...]: relevant items in the first i ranks, over 5.
    const JudgedRanking r = test::ranking({3, 0, kUnjudged, 2, 1, 0}, {1, 3});
    const auto e = explainByRank(r, {}, *findMeasure("P"), 5.0);
    ASSERT_TRUE(e);
    const double expected[] = {0.2, 0.2, 0.2, 0.4, 0.6, 0.6};
    for (std::size_t i = 0; i < 6; ++i) EXPECT_DOUBLE_EQ(e->steps[i].value, expected[i]) << i;
    EXPECT_DOUBLE_EQ(e->steps[3].change, 0.2);
    EXPECT_EQ(e->steps[2].grade, kUnjudged);
    // bpref with R = 5 (grades 3, 2, 1 retrieved; 1, 3 not) and N = 2 judged non-relevant:
    // rank 1 adds 1/5; rank 4 follows one of min(R, N) = 2 non-relevant items: (1 - 1/2) / 5.
    const auto b = explainByRank(r, {}, *findMeasure("bpref"), std::nullopt);
    ASSERT_TRUE(b);
    EXPECT_DOUBLE_EQ(b->steps[0].change, 1.0 / 5);
    EXPECT_DOUBLE_EQ(b->steps[1].change, 0.0);
    EXPECT_DOUBLE_EQ(b->steps[3].change, (1.0 - 1.0 / 2) / 5);
}

TEST(ExplainByRank, AMeasureThatNeedsMoreThanTheListSaysWhy) {
    const JudgedRanking r = test::ranking({1, 0});
    EXPECT_EQ(notExplainableByRank(*findMeasure("alpha_ndcg_cut"), r),
              "it needs the query's subtopic labels");
    EXPECT_EQ(notExplainableByRank(*findMeasure("relstring"), r),
              "its value is a text, not a number");
    EXPECT_FALSE(explainByRank(r, {}, *findMeasure("relstring"), std::nullopt));
    EXPECT_EQ(notExplainableByRank(*findMeasure("bpref"), r), "");
}

}  // namespace
}  // namespace ranklens::core::teaching
