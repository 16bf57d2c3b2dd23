// core/query_set: the one query-set rule of every mean (issue 11 "one mean per question"). A
// run that returned 1 of 4 labelled queries: its P@1 mean is over its 1 query under "run and
// labels" and over all 4 (3 scored 0) under "all labelled", and every text says which.
#include <gtest/gtest.h>

#include "core/compare/comparison_input.h"
#include "core/eval/query_set.h"
#include "core/measures/measure_spec.h"
#include "test_util.h"

namespace ranklens::core {
namespace {

class QuerySetTest : public ::testing::Test {
  protected:
    // Labels on q1..q4; the full run answers all four (relevant first in q1, q2), the short
    // run only q1 (relevant first).
    Qrels labels =
        test::makeQrels({{"q1", "d1", 1}, {"q2", "d2", 1}, {"q3", "d3", 1}, {"q4", "d4", 1}});
    core::Run full =
        test::makeRun({{"q1", "d1", 2}, {"q2", "d2", 2}, {"q3", "x", 2}, {"q4", "x", 2}}, "full");
    core::Run short_ = test::makeRun({{"q1", "d1", 2}}, "short");

    EvalResult eval(core::Run& run, QuerySet rule) {
        EvalConfig cfg;
        cfg.querySet = rule;
        EvalOptions o;
        addMeasureSpec("P@1", o.requests);
        return evaluate(run, labels, cfg, o);
    }
};

TEST_F(QuerySetTest, CoverageCountsTheLabelledQueriesARunReturnedUnderBothRules) {
    for (QuerySet rule : {QuerySet::RunAndLabels, QuerySet::AllLabelled}) {
        EXPECT_EQ(coverageOf(eval(short_, rule), 4), (QueryCoverage{4, 1}));
        EXPECT_EQ(coverageOf(eval(full, rule), 4), (QueryCoverage{4, 4}));
    }
    EXPECT_EQ(QueryCoverage({4, 1}).missing(), 3u);
    EXPECT_FALSE(QueryCoverage({4, 1}).complete());
    EXPECT_EQ(describe(QueryCoverage{309, 4}), "returned 4 of 309 labelled queries");
    EXPECT_EQ(describe(QueryCoverage{309, 309}), "");
}

TEST_F(QuerySetTest, TheMeanAndItsBasisAgree) {
    const EvalResult own = eval(short_, QuerySet::RunAndLabels);
    const MeanBasis b1 = meanBasis(QuerySet::RunAndLabels, coverageOf(own, 4));
    EXPECT_EQ(b1, (MeanBasis{QuerySet::RunAndLabels, 1, 0, false}));
    EXPECT_EQ(own.queries.size(), b1.queries);
    EXPECT_DOUBLE_EQ(own.columns[0].aggregate, 1.0);  // P@1 over its one query
    EXPECT_EQ(describe(b1), "mean over 1 query (run ∩ labels)");

    const EvalResult all = eval(short_, QuerySet::AllLabelled);
    const MeanBasis b2 = meanBasis(QuerySet::AllLabelled, coverageOf(all, 4));
    EXPECT_EQ(b2, (MeanBasis{QuerySet::AllLabelled, 4, 3, false}));
    EXPECT_EQ(all.queries.size(), b2.queries);
    EXPECT_DOUBLE_EQ(all.columns[0].aggregate, 0.25);  // 1 / 4, three missing scored 0
    EXPECT_EQ(describe(b2), "mean over 4 labelled queries, 3 missing scored 0");
}

// The comparison shows for the short run the mean of its own evaluation (the curves) under the
// matching rule: 1.0 over its query (both-returned ~ run ∩ labels), or 0.25 over the four
// labelled ones (labelled ~ all labelled), whatever the definitions bar says.
TEST_F(QuerySetTest, TheComparisonShowsTheSameMeanAsTheRunsOwnEvaluation) {
    for (QuerySet bar : {QuerySet::RunAndLabels, QuerySet::AllLabelled})
        for (compare::Pairing pairing :
             {compare::Pairing::Labelled, compare::Pairing::BothReturned}) {
            EvalConfig cfg;
            cfg.querySet = bar;
            const auto in = compare::evaluateForComparison(
                {&full, &short_}, {"full", "short"}, labels, cfg, compare::parseMetrics({"P@1"}),
                {}, "judges", {}, 0, nullptr, {}, nullptr, pairing);
            const QuerySet rule = pairing == compare::Pairing::Labelled ? QuerySet::AllLabelled
                                                                        : QuerySet::RunAndLabels;
            EXPECT_DOUBLE_EQ(in.runValue[1][0], eval(short_, rule).columns[0].aggregate);
            EXPECT_EQ(in.coverage[1], (QueryCoverage{4, 1}));
            EXPECT_EQ(in.qids.size(), 4u);
            EXPECT_EQ(in.pairRows(0, 1).size(), pairing == compare::Pairing::Labelled ? 4u : 1u);
        }
}

}  // namespace
}  // namespace ranklens::core
