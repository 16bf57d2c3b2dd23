// core::compare::runComparisonPipeline: the one comparison call of the CLI and the GUI. The
// runs are small enough to work every number out by hand.
#include <gtest/gtest.h>

#include "core/base/progress.h"
#include "core/compare/pipeline.h"
#include "core/measures/measure_spec.h"
#include "test_util.h"

namespace ranklens::core::compare {
namespace {

std::vector<std::string> displays(const std::vector<MetricColumn>& cols) {
    std::vector<std::string> out;
    for (const auto& c : cols) out.push_back(c.display);
    return out;
}

TEST(ComparePipeline, OneDefaultMetricListThenTheGuardrailMetrics) {
    EXPECT_EQ(defaultMetricSpecs(),
              (std::vector<std::string>{"P@1,5,10", "R@10", "F1@10", "ndcg@10", "mrr"}));
    EXPECT_EQ(displays(comparisonMetrics({}, std::nullopt)),
              (std::vector<std::string>{"P@1", "P@5", "P@10", "R@10", "F1@10", "NDCG@10", "RR"}));
    Guardrails g{"custom", "", parseGuardRule("ndcg@5 up"), {parseGuardRule("R@2 drop<=5%")}};
    EXPECT_EQ(displays(comparisonMetrics({"P@1"}, g)),
              (std::vector<std::string>{"P@1", "NDCG@5", "R@2"}));
    EXPECT_THROW(comparisonMetrics({"nosuch@3"}, std::nullopt), MeasureSpecError);
}

class ComparePipelineTest : public ::testing::Test {
  protected:
    // q1: a finds the relevant d1 first, b second; q2: only a returns d3. Labels d1, d3.
    void SetUp() override {
        req.runs = {&a, &b};
        req.names = {"a", "b"};
        req.labels = &labels;
        req.labelName = "judges";
        req.metrics = comparisonMetrics({"P@1", "mrr"}, std::nullopt);
        // Every labelled query counts, b's missing q2 scoring 0 (trec_eval -c).
        req.config.querySet = QuerySet::AllLabelled;
        req.options.test = TestKind::StudentT;
        req.options.resamples = 0;
    }
    core::Run a = test::makeRun({{"q1", "d1", 2}, {"q1", "d2", 1}, {"q2", "d3", 1}}, "a");
    core::Run b = test::makeRun({{"q1", "d2", 2}, {"q1", "d1", 1}}, "b");
    Qrels labels = test::makeQrels({{"q1", "d1", 1}, {"q2", "d3", 1}});
    PipelineRequest req;
};

TEST_F(ComparePipelineTest, EvaluatesComparesReadsScoresAndRechecksUnderTheSecondDefinition) {
    req.guardrails = Guardrails{"custom", "", parseGuardRule("P@1 up"), {}};
    req.alternative = EvalConfig{};
    req.alternative->ties = TiePolicy::InputOrder;
    PipelineResult out;
    std::vector<std::size_t> seen;
    runComparisonPipeline(req, out, [&](std::size_t done, std::size_t total) {
        EXPECT_EQ(total, 1000u);
        if (!seen.empty()) {
            EXPECT_GE(done, seen.back());
        }
        seen.push_back(done);
        return true;
    });
    ASSERT_EQ(out.input.qids, (std::vector<std::string>{"q1", "q2"}));
    // P@1: a 1, 1; b 0, 0 (q2 not returned). RR: a 1, 1; b 1/2, 0.
    EXPECT_DOUBLE_EQ(out.input.runValue[0][0], 1.0);
    EXPECT_DOUBLE_EQ(out.input.runValue[1][1], 0.25);
    EXPECT_DOUBLE_EQ(out.comparison.cell(1, 0).delta, -1.0);
    EXPECT_DOUBLE_EQ(out.comparison.cell(1, 1).delta, -0.75);
    EXPECT_EQ(out.report.input, &out.input);
    EXPECT_EQ(out.report.comparison, &out.comparison);
    ASSERT_EQ(out.report.scorecards.size(), 1u);
    EXPECT_FALSE(out.report.scorecards[0].pass);  // P@1 fell
    ASSERT_TRUE(out.alternativeInput.has_value());
    ASSERT_TRUE(out.report.sensitivity.has_value());
    EXPECT_TRUE(out.report.sensitivity->flips.empty());  // no tied scores: the same numbers
    EXPECT_EQ(out.comparison.options.baseline, 0u);
    EXPECT_FALSE(seen.empty());
}

TEST_F(ComparePipelineTest, NothingToCompareRejectedRequestsAndCancel) {
    PipelineResult out;
    Qrels other = test::makeQrels({{"q9", "d1", 1}});
    PipelineRequest none = req;
    none.labels = &other;
    EXPECT_THROW(runComparisonPipeline(none, out), NothingToCompare);
    PipelineRequest one = req;
    one.runs.pop_back();
    one.names.pop_back();
    EXPECT_THROW(runComparisonPipeline(one, out), std::invalid_argument);
    PipelineRequest noMetric = req;
    noMetric.metrics.clear();
    EXPECT_THROW(runComparisonPipeline(noMetric, out), std::invalid_argument);
    // Two runs of one name, and the baseline listed again: refused with the name.
    PipelineRequest twice = req;
    twice.runs.push_back(&b);
    twice.names.push_back("b");
    try {
        runComparisonPipeline(twice, out);
        ADD_FAILURE() << "two runs named b were accepted";
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("both named 'b'"), std::string::npos) << e.what();
    }
    PipelineRequest again = req;
    again.names = {"a", "a"};
    try {
        runComparisonPipeline(again, out);
        ADD_FAILURE() << "the baseline listed as a run was accepted";
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("baseline 'a' is also listed"), std::string::npos)
            << e.what();
    }
    // Both-returned with no query the baseline shares with the other run.
    core::Run c = test::makeRun({{"q2", "d3", 1}}, "c");
    core::Run d = test::makeRun({{"q1", "d1", 1}}, "d");
    PipelineRequest apart = req;
    apart.runs = {&c, &d};
    apart.names = {"c", "d"};
    apart.pairing = Pairing::BothReturned;
    EXPECT_THROW(runComparisonPipeline(apart, out), NothingToCompare);
    EXPECT_THROW(runComparisonPipeline(req, out, [](std::size_t, std::size_t) { return false; }),
                 Cancelled);
}

}  // namespace
}  // namespace ranklens::core::compare
