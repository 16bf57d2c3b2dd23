// Holes in the labels (core/compare/judging_holes.h): the delta of two runs when every unjudged
// item in the top k gets the highest grade or grade 0, whether the verdict survives, and the
// holes ranked by their influence. The figures are worked by hand in the comments.
#include <gtest/gtest.h>

#include "core/compare/judging_holes.h"
#include "tests/core/test_util.h"

namespace ranklens::core::compare {
namespace {

using core::test::makeQrels;
using core::test::makeRun;

// q1: run 1 = a b c, run 2 = x a y; labels a = 1, b = 0, c = 0 (x, y unjudged).
// q2: both runs return p, graded 1. Reciprocal rank, k = 3:
//   labels: q1 r1 1, r2 1/2 (x counts as not relevant): diff -1/2; q2 diff 0 -> delta -1/4.
//   best (x, y graded 1): q1 r2 = 1, diff 0 -> best 0; worst (graded 0): -1/4.
//   best is a tie, so the verdict does not survive.
//   x alone graded 1: q1 diff 0, shift +1/2 / 2 queries = +1/4 -> delta 0 (a tie: flips).
//   y alone: r2's reciprocal rank stays 1/2 -> shift 0.
TEST(JudgingHoles, BestCaseTiesTheRunsAndTheTopHoleComesFirst) {
    const auto r1 = makeRun({{"q1", "a", 3}, {"q1", "b", 2}, {"q1", "c", 1}, {"q2", "p", 1}});
    const auto r2 = makeRun({{"q1", "x", 3}, {"q1", "a", 2}, {"q1", "y", 1}, {"q2", "p", 1}});
    const auto labels = makeQrels({{"q1", "a", 1}, {"q1", "b", 0}, {"q1", "c", 0}, {"q2", "p", 1}});
    const auto h = judgingHoles(r1, r2, labels, EvalConfig{}, parseMetrics({"mrr"})[0], 3);
    EXPECT_EQ(h.queries, 2u);
    EXPECT_EQ(h.holes, 2u);
    EXPECT_EQ(h.queriesWithHoles, 1u);
    EXPECT_EQ(h.topGrade, 1);
    EXPECT_NEAR(h.delta, -0.25, 1e-12);
    EXPECT_NEAR(h.best, 0.0, 1e-12);
    EXPECT_NEAR(h.worst, -0.25, 1e-12);
    EXPECT_FALSE(h.survives);
    ASSERT_EQ(h.influence.size(), 2u);
    EXPECT_EQ(h.influence[0].doc, "x");
    EXPECT_EQ(h.influence[0].rank1, 0u);
    EXPECT_EQ(h.influence[0].rank2, 1u);
    EXPECT_NEAR(h.influence[0].shift, 0.25, 1e-12);
    EXPECT_NEAR(h.influence[0].deltaIfTop, 0.0, 1e-12);
    EXPECT_TRUE(h.influence[0].flips);
    EXPECT_EQ(h.influence[1].doc, "y");
    EXPECT_EQ(h.influence[1].rank2, 3u);
    EXPECT_NEAR(h.influence[1].shift, 0.0, 1e-12);
    EXPECT_FALSE(h.influence[1].flips);
}

// q1: run 1 = a h, run 2 = h b; labels a = 1, b = 0, z = 3 (z returned by neither run).
// P@2, k = 2: labels r1 1/2, r2 0 -> delta -1/2. h is a hole in both runs (counted once) and
// graded 3 (the highest grade) it lifts both by 1/2: best -1/2, worst -1/2, the verdict survives.
TEST(JudgingHoles, AHoleBothRunsShowMovesBothAndTheVerdictSurvives) {
    const auto r1 = makeRun({{"q1", "a", 2}, {"q1", "h", 1}});
    const auto r2 = makeRun({{"q1", "h", 2}, {"q1", "b", 1}});
    const auto labels = makeQrels({{"q1", "a", 1}, {"q1", "b", 0}, {"q1", "z", 3}});
    const auto h = judgingHoles(r1, r2, labels, EvalConfig{}, parseMetrics({"P@2"})[0], 2);
    EXPECT_EQ(h.topGrade, 3);
    EXPECT_EQ(h.holes, 1u);
    EXPECT_NEAR(h.delta, -0.5, 1e-12);
    EXPECT_NEAR(h.best, -0.5, 1e-12);
    EXPECT_NEAR(h.worst, -0.5, 1e-12);
    EXPECT_TRUE(h.survives);
    ASSERT_EQ(h.influence.size(), 1u);
    EXPECT_EQ(h.influence[0].rank1, 2u);
    EXPECT_EQ(h.influence[0].rank2, 1u);
    EXPECT_NEAR(h.influence[0].shift, 0.0, 1e-12);
}

TEST(JudgingHoles, RefusesDepthZeroAndARunLevelMeasure) {
    const auto r = makeRun({{"q1", "a", 1}});
    const auto labels = makeQrels({{"q1", "a", 1}});
    EXPECT_THROW(judgingHoles(r, r, labels, EvalConfig{}, parseMetrics({"P@2"})[0], 0),
                 std::invalid_argument);
    EXPECT_THROW(judgingHoles(r, r, labels, EvalConfig{}, parseMetrics({"gm_map"})[0], 5),
                 std::invalid_argument);
}

}  // namespace
}  // namespace ranklens::core::compare
