// Evaluated runs (per-query values computed elsewhere) as evaluation results and in the
// comparison pipeline: the project's query-set rule decides which queries count, missing ones
// score 0 under "every labelled query", and only the measures every evaluated run has are
// compared. Every number is worked out by hand.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "core/compare/pipeline.h"
#include "core/eval/evaluated_run.h"
#include "test_util.h"

namespace ranklens::core {
namespace {

constexpr double kNone = std::numeric_limits<double>::quiet_NaN();

EvaluatedRun::Measure measure(const char* name, std::vector<double> values) {
    const auto r = resolveMeasureName(name);
    EvaluatedRun::Measure m;
    m.name = name;
    m.key = r ? r->key : name;
    m.info = r ? r->measure : nullptr;
    m.param = r ? r->param : 0;
    m.values = std::move(values);
    return m;
}

std::vector<std::string> qidsOf(const EvalResult& r) {
    std::vector<std::string> out;
    for (const auto& q : r.queries) out.push_back(q.qid);
    return out;
}

class EvaluatedRunTest : public ::testing::Test {
  protected:
    // a: P_5 0.2, map 0.5; b: P_5 0.4 (no map); c: map 1 (no P_5). Labels: a, b, d.
    EvaluatedRun run{"dask",
                     {"a", "b", "c"},
                     {measure("P_5", {0.2, 0.4, kNone}), measure("map", {0.5, kNone, 1.0}),
                      measure("mine", {1, 2, 3})}};
    Qrels labels = test::makeQrels({{"a", "x", 1}, {"b", "x", 1}, {"d", "x", 1}});
};

TEST_F(EvaluatedRunTest, RunAndLabelsKeepsLabelledQueriesWithEveryValue) {
    EvalConfig cfg;  // RunAndLabels
    EvalResult r = asEvalResult(run, {"P_5"}, labels, cfg);
    EXPECT_EQ(qidsOf(r), (std::vector<std::string>{"a", "b"}));  // c: no P_5, not labelled
    ASSERT_EQ(r.columns.size(), 1u);
    EXPECT_DOUBLE_EQ(r.columns[0].aggregate, 0.3);
    r = asEvalResult(run, {"P_5", "map", "mine", "ndcg_cut_10"}, labels, cfg);
    EXPECT_EQ(qidsOf(r), (std::vector<std::string>{"a"}));  // the only one with both values
    ASSERT_EQ(r.columns.size(), 2u);  // unknown and absent measures get no column
    EXPECT_EQ(r.columns[1].name, "map");
    EXPECT_DOUBLE_EQ(r.columns[1].aggregate, 0.5);
    EXPECT_NE(r.column("P_5"), nullptr);
}

TEST_F(EvaluatedRunTest, AllLabelledScoresMissingQueriesZero) {
    EvalConfig cfg;
    cfg.querySet = QuerySet::AllLabelled;
    const EvalResult r = asEvalResult(run, {"P_5"}, labels, cfg);
    EXPECT_EQ(qidsOf(r), (std::vector<std::string>{"a", "b", "d"}));
    EXPECT_EQ(r.missingQueries, 1u);
    EXPECT_FALSE(r.queries[2].inRun);
    EXPECT_EQ(r.columns[0].perQuery, (std::vector<double>{0.2, 0.4, 0.0}));
    EXPECT_DOUBLE_EQ(r.columns[0].aggregate, 0.2);
    EXPECT_EQ(coverageOf(r, 3), (QueryCoverage{3, 2}));
}

TEST_F(EvaluatedRunTest, WithoutLabelsItsOwnQueriesCount) {
    const EvalResult r = asEvalResult(run, {"map"}, Qrels{}, EvalConfig{});
    EXPECT_EQ(qidsOf(r), (std::vector<std::string>{"a", "c"}));
    EXPECT_DOUBLE_EQ(r.columns[0].aggregate, 0.75);
}

// a ranks the relevant d1 first in q1 and d3 first in q2: RR 1 and 1, P@1 1 and 1.
class EvaluatedComparisonTest : public ::testing::Test {
  protected:
    void SetUp() override {
        req.runs = {&a, nullptr};
        req.evaluated = {nullptr, &ev};
        req.names = {"a", "dask"};
        req.labels = &labels;
        req.metrics = compare::comparisonMetrics({"P@1", "mrr"}, std::nullopt);
        req.options.test = compare::TestKind::StudentT;
        req.options.resamples = 0;
    }
    core::Run a = test::makeRun({{"q1", "d1", 2}, {"q1", "d2", 1}, {"q2", "d3", 1}}, "a");
    Qrels labels = test::makeQrels({{"q1", "d1", 1}, {"q2", "d3", 1}, {"q3", "d9", 1}});
    // RR written as trec_eval prints it; no P@1 (it is not compared).
    EvaluatedRun ev{"dask", {"q1", "q2"}, {measure("recip_rank", {0.5, 1.0})}};
    compare::PipelineRequest req;
};

// Pairing both-returned: the pair is matched on q1 and q2 (q3 is labelled, neither returned it).
TEST_F(EvaluatedComparisonTest, ComparedOnTheSharedMeasureAndPairedQueries) {
    req.pairing = compare::Pairing::BothReturned;
    compare::PipelineResult out;
    compare::runComparisonPipeline(req, out);
    ASSERT_EQ(out.input.metrics.size(), 1u);  // P@1 dropped: the evaluated run has none
    EXPECT_EQ(out.input.metrics[0].key, "recip_rank");
    EXPECT_EQ(out.input.qids, (std::vector<std::string>{"q1", "q2", "q3"}));
    EXPECT_EQ(out.comparison.overall.pairRows[1], (std::vector<std::size_t>{0, 1}));
    EXPECT_EQ(out.input.values[1][0], (std::vector<double>{0.5, 1.0, 0.0}));
    ASSERT_EQ(out.input.notes.size(), 1u);
    EXPECT_EQ(out.input.notes[0],
              "P@1 is left out: the baseline or every other run has no values of it");
    EXPECT_DOUBLE_EQ(out.input.runValue[0][0], 1.0);
    EXPECT_DOUBLE_EQ(out.input.runValue[1][0], 0.75);
    const auto& cell = out.comparison.cell(1, 0);
    EXPECT_TRUE(cell.tested);
    EXPECT_DOUBLE_EQ(cell.delta, -0.25);
    EXPECT_EQ(cell.losses, 1);
    EXPECT_EQ(cell.ties, 1);
    // Paired t on d = (-0.5, 0): mean -0.25, sd 0.3536, t = -1, df 1: two-sided p = 0.5.
    EXPECT_NEAR(cell.pT, 0.5, 1e-12);
}

// Pairing labelled (the default): q3, labelled and missed by both, scores 0 for both.
TEST_F(EvaluatedComparisonTest, LabelledPairingScoresTheMissingQueryZero) {
    compare::PipelineResult out;
    compare::runComparisonPipeline(req, out);
    EXPECT_EQ(out.input.qids, (std::vector<std::string>{"q1", "q2", "q3"}));
    EXPECT_EQ(out.input.values[1][0], (std::vector<double>{0.5, 1.0, 0.0}));
    EXPECT_DOUBLE_EQ(out.input.runValue[1][0], 0.5);
    EXPECT_EQ(out.comparison.cell(1, 0).queries, 3u);
    EXPECT_DOUBLE_EQ(out.comparison.cell(1, 0).delta, 0.5 - 2.0 / 3.0);
}

TEST_F(EvaluatedComparisonTest, NoSharedMeasureIsRefusedNamingWhatTheRunHas) {
    req.metrics = compare::comparisonMetrics({"P@1"}, std::nullopt);
    compare::PipelineResult out;
    try {
        compare::runComparisonPipeline(req, out);
        FAIL() << "no error";
    } catch (const std::invalid_argument& e) {
        EXPECT_STREQ(e.what(),
                     "no compared measure has values for both the baseline and another run; "
                     "dask has recip_rank");
    }
}

}  // namespace
}  // namespace ranklens::core
