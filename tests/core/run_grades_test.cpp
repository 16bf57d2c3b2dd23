// Labels looked up once per (run, labels) (core/judged/run_grades.h): the table and an evaluation
// read from it give exactly what the per-query lookup gives.
#include <gtest/gtest.h>

#include "core/judged/judged_ranking.h"
#include "core/judged/run_grades.h"
#include "tests/core/test_util.h"

namespace ranklens::core {
namespace {

using test::makeQrels;
using test::makeRun;

TEST(RunGrades, GradesByInputPositionWhateverTheOrder) {
    // q1 in file order: d1 (score 1), d2 (3), d3 (2); ordering by score puts d2 first.
    core::Run run = makeRun({{"q1", "d1", 1}, {"q1", "d2", 3}, {"q1", "d3", 2}, {"q2", "x", 1}});
    const Qrels qrels = makeQrels({{"q1", "d2", 2}, {"q1", "d3", 0}, {"q3", "a", 1}});
    run.order(TiePolicy::TrecEval);
    const RunGrades g = lookUpGrades(run, qrels, 2);
    ASSERT_EQ(g.ptr.size(), 2u);
    const RunQuery& q1 = *run.find("q1");
    const std::size_t i1 = static_cast<std::size_t>(&q1 - run.queries().data());
    EXPECT_EQ(g.ptr[i1][0], kUnjudged);      // d1
    EXPECT_EQ(g.ptr[i1][1], 2);              // d2
    EXPECT_EQ(g.ptr[i1][2], 0);              // d3
    EXPECT_EQ(g.ptr[1 - i1][0], kUnjudged);  // q2 has no labels
}

TEST(RunGrades, EvaluationFromTheTableEqualsTheLookup) {
    core::Run run = makeRun({{"q1", "d1", 1},
                             {"q1", "d2", 3},
                             {"q1", "d3", 2},
                             {"q1", "d4", 2},
                             {"q2", "a", 5},
                             {"q2", "b", 4},
                             {"q2", "c", 6}});
    const Qrels qrels = makeQrels(
        {{"q1", "d2", 2}, {"q1", "d4", 1}, {"q1", "z", 3}, {"q2", "c", 1}, {"q2", "a", 0}});
    for (TiePolicy ties : {TiePolicy::TrecEval, TiePolicy::InputOrder}) {
        EvalConfig cfg;
        cfg.ties = ties;
        cfg.gain = GainKind::Exponential;
        EvalOptions plain = test::requestsFor({{"P", {1, 2}}, {"ndcg_cut", {3}}, {"map", {}}});
        plain.curveK = 4;
        plain.curveMeasures = {&measureInfo(MeasureFamily::NdcgCut)};
        const EvalResult a = evaluate(run, qrels, cfg, plain);
        const RunGrades g = lookUpGrades(run, qrels, 1);
        EvalOptions fast = plain;
        fast.gradesByQuery = g.ptr;
        const EvalResult b = evaluate(run, qrels, cfg, fast);
        ASSERT_EQ(a.columns.size(), b.columns.size());
        for (std::size_t c = 0; c < a.columns.size(); ++c)
            EXPECT_EQ(a.columns[c].perQuery, b.columns[c].perQuery) << a.columns[c].name;
        EXPECT_EQ(a.curves, b.curves);
        EXPECT_GT(a.column("ndcg_cut_3")->aggregate, 0.0);
    }
}

}  // namespace
}  // namespace ranklens::core
