// The explorer's caches (ui/evaluation/grade_cache.h, result_cache.h): a sequence of definition
// changes evaluated with them gives exactly the numbers of a fresh evaluation without them.
#include <gtest/gtest.h>

#include "ui/evaluation/evaluation.h"
#include "ui_test_util.h"

using namespace ranklens;
using namespace ranklens::ui;

namespace {

std::shared_ptr<const Evaluation> evaluate(const Definitions& defs,
                                           std::shared_ptr<GradeCache> grades = {},
                                           std::shared_ptr<ResultCache> results = {}) {
    EvalRequest req;
    req.data = ranklens::ui::test::demoData();
    req.defs = defs;
    req.metrics = defaultMetrics();
    req.metrics.push_back(&core::measureInfo(core::MeasureFamily::RecipRank));
    req.grades = std::move(grades);
    req.results = std::move(results);
    return computeEvaluation(req);
}

void expectSame(const Evaluation& a, const Evaluation& b, const char* step) {
    SCOPED_TRACE(step);
    ASSERT_EQ(a.qids, b.qids);
    ASSERT_EQ(a.runs.size(), b.runs.size());
    EXPECT_EQ(a.judgedColumn, b.judgedColumn);
    for (std::size_t r = 0; r < a.runs.size(); ++r) {
        const auto& x = a.runs[r].result;
        const auto& y = b.runs[r].result;
        EXPECT_EQ(a.runs[r].row, b.runs[r].row);
        ASSERT_EQ(x.queries.size(), y.queries.size());
        for (std::size_t q = 0; q < x.queries.size(); ++q) {
            EXPECT_EQ(x.queries[q].qid, y.queries[q].qid);
            EXPECT_EQ(x.queries[q].numRel, y.queries[q].numRel);
        }
        ASSERT_EQ(x.columns.size(), y.columns.size());
        for (std::size_t c = 0; c < x.columns.size(); ++c) {
            EXPECT_EQ(x.columns[c].name, y.columns[c].name);
            EXPECT_EQ(x.columns[c].perQuery, y.columns[c].perQuery) << x.columns[c].name;
            EXPECT_EQ(x.columns[c].aggregate, y.columns[c].aggregate) << x.columns[c].name;
        }
        ASSERT_EQ(x.curves.size(), y.curves.size());
        for (std::size_t m = 0; m < x.curves.size(); ++m) {
            ASSERT_EQ(x.curves[m].size(), y.curves[m].size());
            // Mean curves are summed per thread: equal up to the order of the additions.
            for (std::size_t k = 0; k < x.curves[m].size(); ++k)
                EXPECT_NEAR(x.curves[m][k], y.curves[m][k], 1e-12);
        }
    }
}

TEST(EvaluationCache, DefinitionChangesGiveTheNumbersOfAFreshEvaluation) {
    auto grades = std::make_shared<GradeCache>();
    auto results = std::make_shared<ResultCache>();
    Definitions d;
    const auto check = [&](const char* step) {
        const auto cached = evaluate(d, grades, results);
        const auto fresh = evaluate(d);
        expectSame(*cached, *fresh, step);
        return cached;
    };
    const auto first = check("start");
    d.config.gain = core::GainKind::Exponential;
    const auto exponential = check("gain exponential");
    // NDCG changed with the gain, precision did not.
    EXPECT_NE(exponential->runs[0].result.columns[2].aggregate,
              first->runs[0].result.columns[2].aggregate);
    EXPECT_EQ(exponential->runs[0].result.columns[0].aggregate,
              first->runs[0].result.columns[0].aggregate);
    d.k = 5;
    check("k 5");
    d.config.relevanceThreshold = 2;
    check("threshold 2");
    d.config.ideal = core::IdealOrder::Retrieved;
    check("ideal retrieved");
    d.config.ties = core::TiePolicy::InputOrder;
    check("ties input");
    d = Definitions{};
    check("back to the start");
    d.config.emptyQueries = core::EmptyQueries::Skip;
    check("skip queries without a relevant item");
}

}  // namespace
