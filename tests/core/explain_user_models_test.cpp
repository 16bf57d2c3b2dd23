// The step-by-step ERR and RBP add up to the registry's values, and each step is the
// hand-worked one.
#include <gtest/gtest.h>

#include "core/teaching/explain_user_models.h"
#include "tests/core/test_util.h"

namespace ranklens::core {
namespace {

double levelAt(const char* name, const JudgedRanking& r, const EvalConfig& cfg, double p) {
    double out = -1;
    findMeasure(name)->levels(r, cfg, std::span<const double>(&p, 1), std::span<double>(&out, 1));
    return out;
}

TEST(ExplainUserModels, StepsAndTotals) {
    const EvalConfig cfg;
    const auto r = judgeGrades({2, 0, kUnjudged, 1}, {2, 0, 1, 3}, cfg);
    const auto e = teaching::explainUserModels(r, cfg, 3, 0.5);
    ASSERT_EQ(e.err.size(), 4u);
    // Rank 1: grade 2 stops 3/16 of the users; all of them got there.
    EXPECT_DOUBLE_EQ(e.err[0].stop, 3.0 / 16);
    EXPECT_DOUBLE_EQ(e.err[0].reach, 1.0);
    EXPECT_DOUBLE_EQ(e.err[1].reach, 13.0 / 16);
    EXPECT_DOUBLE_EQ(e.err[2].stop, 0.0);  // unlabelled
    EXPECT_FALSE(e.err[3].inTopK);
    EXPECT_DOUBLE_EQ(e.errAtK, test::measureAt("err_cut", r, cfg, 3));
    EXPECT_DOUBLE_EQ(e.nerrAtK, test::measureAt("nerr_cut", r, cfg, 3));
    // RBP(0.5): weights 0.5, 0.25, 0.125, 0.0625; relevant ranks 1 and 4.
    EXPECT_DOUBLE_EQ(e.rbp[1].weight, 0.25);
    EXPECT_TRUE(e.rbp[2].unlabelled);
    EXPECT_DOUBLE_EQ(e.rbpValue, 0.5625);
    EXPECT_DOUBLE_EQ(e.rbpValue, levelAt("rbp_ranklens", r, cfg, 0.5));
    EXPECT_DOUBLE_EQ(e.residualUnlabelled, 0.125);
    EXPECT_DOUBLE_EQ(e.residualTail, 0.0625);
    EXPECT_DOUBLE_EQ(e.residual, levelAt("rbp_resid_ranklens", r, cfg, 0.5));
}

}  // namespace
}  // namespace ranklens::core
