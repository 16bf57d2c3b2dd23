// Compare with the intent-aware measures: given the project's subtopic labels, alpha-nDCG and
// S-recall are paired per query like any other metric (hand-worked values); without them the
// pipeline refuses the metric by name instead of comparing zeros.
#include <gtest/gtest.h>

#include <cmath>

#include "core/compare/pipeline.h"
#include "core/io/diversity_qrels.h"
#include "core/measures/measure_spec.h"
#include "test_util.h"

namespace ranklens::core::compare {
namespace {

TEST(CompareDiversity, SubtopicMeasuresArePairedPerQuery) {
    using test::makeQrels;
    using test::makeRun;
    // Subtopics: d1 -> a, d2 -> a, d3 -> b.
    const DiversityQrels div = DiversityQrels::build(
        {{"q1", "a", "d1", 1}, {"q1", "a", "d2", 1}, {"q1", "b", "d3", 1}}, "div");
    core::Run a = makeRun({{"q1", "d1", 3}, {"q1", "d2", 2}, {"q1", "d3", 1}}, "a");
    core::Run b = makeRun({{"q1", "d1", 3}, {"q1", "d3", 2}, {"q1", "d2", 1}}, "b");
    const Qrels labels = makeQrels({{"q1", "d1", 1}, {"q1", "d2", 1}, {"q1", "d3", 1}});
    const auto in =
        evaluateForComparison({&a, &b}, {"a", "b"}, labels, EvalConfig{},
                              parseMetrics({"strec@2", "alpha_ndcg@2"}), {}, "l", {}, 1, &div);
    ASSERT_EQ(in.qids, (std::vector<std::string>{"q1"}));
    // S-recall@2: a covers {a} of {a, b} = 0.5; b covers both = 1.
    EXPECT_DOUBLE_EQ(in.values[0][0][0], 0.5);
    EXPECT_DOUBLE_EQ(in.values[1][0][0], 1.0);
    // alpha-nDCG@2 (alpha 0.5): a = (1 + 0.5/log2 3) / (1 + 1/log2 3); b is the ideal: 1.
    const double l3 = std::log2(3.0);
    EXPECT_NEAR(in.values[0][1][0], (1 + 0.5 / l3) / (1 + 1 / l3), 1e-12);
    EXPECT_NEAR(in.values[1][1][0], 1.0, 1e-12);
}

// The metric list refuses an intent-aware metric without subtopic labels (the CLI's compare,
// which has none, reports this as a usage error) and takes it with them (the GUI's Compare).
TEST(CompareDiversity, MetricListNeedsSubtopicLabelsForIntentAwareMetrics) {
    EXPECT_THROW(comparisonMetrics({"ndcg@10", "strec@5"}, std::nullopt), MeasureSpecError);
    const auto cols = comparisonMetrics({"ndcg@10", "strec@5"}, std::nullopt, true);
    ASSERT_EQ(cols.size(), 2u);
    EXPECT_EQ(cols[1].key, "strec_cut_5");
    EXPECT_EQ(comparisonMetrics({"rbp_ranklens.0.8"}, std::nullopt).size(),
              1u);  // no labels needed
}

// The user models need no subtopic labels: RBP (no cut-off, a persistence) and ERR@k are paired
// per query like P@k.
TEST(CompareDiversity, UserModelMeasuresArePairedPerQuery) {
    using test::makeQrels;
    using test::makeRun;
    core::Run a = makeRun({{"q1", "d1", 2}, {"q1", "d2", 1}}, "a");
    core::Run b = makeRun({{"q1", "d2", 2}, {"q1", "d1", 1}}, "b");
    const Qrels labels = makeQrels({{"q1", "d1", 1}, {"q1", "d2", 0}});
    const auto in = evaluateForComparison({&a, &b}, {"a", "b"}, labels, EvalConfig{},
                                          parseMetrics({"rbp_ranklens.0.5", "err@2"}), {}, "l");
    ASSERT_EQ(in.metrics.size(), 2u);
    // RBP(0.5): the relevant d1 at rank 1 weighs 0.5, at rank 2 0.25.
    EXPECT_DOUBLE_EQ(in.values[0][0][0], 0.5);
    EXPECT_DOUBLE_EQ(in.values[1][0][0], 0.25);
    // ERR@2, grade 1 stops (2 - 1) / 16 of the users: 1/16 at rank 1, 1/32 at rank 2.
    EXPECT_DOUBLE_EQ(in.values[0][1][0], 1.0 / 16);
    EXPECT_DOUBLE_EQ(in.values[1][1][0], 1.0 / 32);
}

TEST(CompareDiversity, WithoutSubtopicLabelsTheMetricIsRefusedByName) {
    using test::makeQrels;
    using test::makeRun;
    core::Run a = makeRun({{"q1", "d1", 3}}, "a");
    core::Run b = makeRun({{"q1", "d2", 3}}, "b");
    const Qrels labels = makeQrels({{"q1", "d1", 1}});
    PipelineRequest req;
    req.runs = {&a, &b};
    req.names = {"a", "b"};
    req.labels = &labels;
    req.metrics = parseMetrics({"err_ia@5"});
    PipelineResult out;
    try {
        runComparisonPipeline(req, out);
        FAIL() << "expected a refusal";
    } catch (const MeasureSpecError& e) {
        EXPECT_NE(std::string(e.what()).find("err_ia_cut needs subtopic labels"), std::string::npos)
            << e.what();
    }
}

}  // namespace
}  // namespace ranklens::core::compare
