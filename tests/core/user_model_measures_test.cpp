// RBP, its residual, ERR and nERR: hand-worked values, degenerate cases, and values published
// by a maintained implementation (the source is named next to each value).
#include <gtest/gtest.h>

#include <cmath>

#include "core/compare/comparison_input.h"
#include "core/measures/measure_spec.h"
#include "tests/core/test_util.h"

namespace ranklens::core {
namespace {

using test::measureAt;

double levelAt(const char* name, const JudgedRanking& r, const EvalConfig& cfg, double p) {
    const MeasureInfo* m = findMeasure(name);
    if (!m || !m->levels) return -1;
    double out = -1;
    m->levels(r, cfg, std::span<const double>(&p, 1), std::span<double>(&out, 1));
    return out;
}

TEST(Rbp, HandWorked) {
    // Grades [1, 0, unjudged, 2]: relevant (>= 1) at ranks 1 and 4, unjudged at rank 3.
    const auto r = judgeGrades({1, 0, kUnjudged, 2}, {1, 0, 2}, {});
    // p = 0.5: (1 - 0.5) * (1 + 0.5^3) = 0.5625; residual 0.5 * 0.5^2 + 0.5^4 = 0.1875.
    EXPECT_DOUBLE_EQ(levelAt("rbp_ranklens", r, {}, 0.5), 0.5625);
    EXPECT_DOUBLE_EQ(levelAt("rbp_resid_ranklens", r, {}, 0.5), 0.1875);
    // p = 0.8: 0.2 * (1 + 0.512) = 0.3024; residual 0.2 * 0.64 + 0.8^4 = 0.5376.
    EXPECT_NEAR(levelAt("rbp_ranklens", r, {}, 0.8), 0.3024, 1e-12);
    EXPECT_NEAR(levelAt("rbp_resid_ranklens", r, {}, 0.8), 0.5376, 1e-12);
    // Threshold 2: only rank 4 is relevant: 0.5 * 0.125.
    EvalConfig strict;
    strict.relevanceThreshold = 2;
    EXPECT_DOUBLE_EQ(levelAt("rbp_ranklens", r, strict, 0.5), 0.0625);
}

TEST(Rbp, DegenerateCases) {
    const EvalConfig cfg;
    // Empty list: nothing gained, everything still open.
    const auto empty = judgeGrades({}, {1}, cfg);
    EXPECT_DOUBLE_EQ(levelAt("rbp_ranklens", empty, cfg, 0.8), 0.0);
    EXPECT_DOUBLE_EQ(levelAt("rbp_resid_ranklens", empty, cfg, 0.8), 1.0);
    // One relevant item: 1 - p, the tail p.
    const auto one = judgeGrades({1}, {1}, cfg);
    EXPECT_NEAR(levelAt("rbp_ranklens", one, cfg, 0.8), 0.2, 1e-15);
    EXPECT_NEAR(levelAt("rbp_resid_ranklens", one, cfg, 0.8), 0.8, 1e-15);
    // No relevant item: 0 whatever p.
    const auto none = judgeGrades({0, 0, 0}, {0, 0, 0}, cfg);
    EXPECT_DOUBLE_EQ(levelAt("rbp_ranklens", none, cfg, 0.95), 0.0);
    EXPECT_NEAR(levelAt("rbp_resid_ranklens", none, cfg, 0.95), std::pow(0.95, 3), 1e-15);
    // n relevant items: 1 - p^n (Moffat & Zobel 2008, sec. 4: a geometric series); with the
    // residual p^n the bounds close at 1.
    const auto all = judgeGrades({1, 1, 1, 1, 1}, {1, 1, 1, 1, 1}, cfg);
    EXPECT_NEAR(levelAt("rbp_ranklens", all, cfg, 0.5), 1 - std::pow(0.5, 5), 1e-15);
    EXPECT_NEAR(
        levelAt("rbp_ranklens", all, cfg, 0.5) + levelAt("rbp_resid_ranklens", all, cfg, 0.5), 1.0,
        1e-15);
    // p -> 1: the user never stops, a finite list weighs nothing and the residual is all.
    EXPECT_NEAR(levelAt("rbp_ranklens", all, cfg, 0.999999), 5e-6, 1e-10);
    EXPECT_DOUBLE_EQ(levelAt("rbp_ranklens", all, cfg, 1.0), 0.0);
    EXPECT_DOUBLE_EQ(levelAt("rbp_resid_ranklens", all, cfg, 1.0), 1.0);
    // p = 0: only rank 1 counts.
    EXPECT_DOUBLE_EQ(levelAt("rbp_ranklens", judgeGrades({0, 1}, {0, 1}, cfg), cfg, 0.0), 0.0);
    EXPECT_DOUBLE_EQ(levelAt("rbp_ranklens", one, cfg, 0.0), 1.0);
}

TEST(Err, HandWorked) {
    const auto r = judgeGrades({2, 0, 1}, {2, 0, 1, 3}, {});
    // gmax 4: R(2) = 3/16, R(1) = 1/16. ERR@1 = 3/16; ERR@3 adds (1/3)(13/16)(1/16).
    EXPECT_DOUBLE_EQ(measureAt("err_cut", r, {}, 1), 3.0 / 16);
    EXPECT_DOUBLE_EQ(measureAt("err_cut", r, {}, 2), 3.0 / 16);
    EXPECT_NEAR(measureAt("err_cut", r, {}, 3), 3.0 / 16 + 13.0 / 16 / 16 / 3, 1e-15);
    EXPECT_NEAR(measureAt("err_cut", r, {}, 10), 3.0 / 16 + 13.0 / 16 / 16 / 3, 1e-15);
    // gmax 2: R(2) = 3/4, R(1) = 1/4, and the unretrieved 3 counts as 2 in the ideal.
    EvalConfig g2;
    g2.errMaxGrade = 2;
    const double err3 = 0.75 + 0.25 * 0.25 / 3;
    EXPECT_NEAR(measureAt("err_cut", r, g2, 3), err3, 1e-15);
    // Ideal [3→2, 2, 1]: 0.75 + 0.25 * 0.75 / 2 + 0.25 * 0.25 * 0.25 / 3.
    const double ideal3 = 0.75 + 0.25 * 0.75 / 2 + 0.25 * 0.25 * 0.25 / 3;
    EXPECT_NEAR(measureAt("nerr_cut", r, g2, 3), err3 / ideal3, 1e-15);
}

TEST(Err, DegenerateCases) {
    const EvalConfig cfg;
    // One item of the top grade: 15/16 (gmax 4); grades above gmax are clamped.
    EXPECT_DOUBLE_EQ(measureAt("err_cut", judgeGrades({4}, {4}, cfg), cfg, 5), 15.0 / 16);
    EXPECT_DOUBLE_EQ(measureAt("err_cut", judgeGrades({9}, {9}, cfg), cfg, 5), 15.0 / 16);
    EXPECT_DOUBLE_EQ(measureAt("nerr_cut", judgeGrades({4}, {4}, cfg), cfg, 5), 1.0);
    // No relevant item, empty list, unjudged and negative labels: 0.
    EXPECT_DOUBLE_EQ(measureAt("err_cut", judgeGrades({0, -1, kUnjudged}, {0, -1}, cfg), cfg, 3),
                     0.0);
    EXPECT_DOUBLE_EQ(measureAt("nerr_cut", judgeGrades({0, 0}, {0, 0}, cfg), cfg, 3), 0.0);
    EXPECT_DOUBLE_EQ(measureAt("err_cut", judgeGrades({}, {1}, cfg), cfg, 3), 0.0);
    EXPECT_DOUBLE_EQ(measureAt("nerr_cut", judgeGrades({}, {1}, cfg), cfg, 3), 0.0);
    // Ideal from the retrieved items: a list that is its own ideal scores 1.
    EvalConfig retrieved;
    retrieved.ideal = IdealOrder::Retrieved;
    EXPECT_DOUBLE_EQ(
        measureAt("nerr_cut", judgeGrades({3, 1, 0}, {3, 1, 0, 4}, retrieved), retrieved, 3), 1.0);
}

// evalIR (R package, github.com/semanticpc/evalIR, tests/testthat/test-adhoc.R): binary labels
// Doc1..Doc10, ranking Doc5 Doc10 DocXa Doc9 Doc6 Doc1 Doc8 Doc4 DocX Doc7 (DocXa, DocX
// unlabelled); gdeval's gmax 4. Its expected values are given to 5 decimals, truncated
// (0.567627 is listed as 0.56762), hence the tolerance 1e-5.
TEST(Err, ReproducesEvalIrTestValues) {
    const EvalConfig cfg;
    const auto r = judgeGrades({1, 0, kUnjudged, 1, 0, 0, 1, 1, kUnjudged, 1},
                               {0, 1, 0, 1, 1, 0, 1, 1, 1, 0}, cfg);
    EXPECT_NEAR(measureAt("err_cut", r, cfg, 3), 0.06250, 1e-5);
    EXPECT_NEAR(measureAt("err_cut", r, cfg, 5), 0.07715, 1e-5);
    EXPECT_NEAR(measureAt("err_cut", r, cfg, 10), 0.09626, 1e-5);
    EXPECT_NEAR(measureAt("nerr_cut", r, cfg, 3), 0.56762, 1e-5);
    EXPECT_NEAR(measureAt("nerr_cut", r, cfg, 5), 0.58164, 1e-5);
    EXPECT_NEAR(measureAt("nerr_cut", r, cfg, 10), 0.68668, 1e-5);
}

TEST(UserModelSpecs, SpellingsAndColumnNames) {
    std::vector<MeasureRequest> reqs;
    addMeasureSpec("rbp_ranklens.0.8", reqs);
    addMeasureSpec("rbp_ranklens.p=0.95", reqs);
    addMeasureSpec("rbp_resid_0.5", reqs);
    addMeasureSpec("err@10", reqs);
    addMeasureSpec("err_cut.5", reqs);
    addMeasureSpec("nerr@20", reqs);
    ASSERT_EQ(reqs.size(), 4u);
    EXPECT_EQ(reqs[0].measure->name, "rbp_ranklens");
    EXPECT_EQ(reqs[0].params, (std::vector<double>{0.8, 0.95}));
    EXPECT_EQ(reqs[2].measure->name, "err_cut");
    EXPECT_EQ(reqs[2].params, (std::vector<double>{5, 10}));
    EXPECT_EQ(columnName(*findMeasure("rbp_ranklens"), 0.8), "rbp_ranklens_0.80");
    EXPECT_EQ(columnName(*findMeasure("rbp_ranklens"), 0.999), "rbp_ranklens_0.999");
    EXPECT_EQ(columnName(*findMeasure("rbp_resid_ranklens"), 0.95), "rbp_resid_ranklens_0.95");
    EXPECT_EQ(columnName(*findMeasure("iprec_at_recall"), 0.1), "iprec_at_recall_0.10");
    EXPECT_EQ(columnName(*findMeasure("err_cut"), 10), "err_cut_10");
    // Table and legend labels: a persistence is no cut-off.
    EXPECT_EQ(compare::displayName(*findMeasure("rbp_ranklens"), 0.8), "RBP(0.80)");
    EXPECT_EQ(compare::displayName(*findMeasure("rbp_resid_ranklens"), 0.95), "RBP res(0.95)");
    EXPECT_EQ(compare::displayName(*findMeasure("err_cut"), 10), "ERR@10");
    EXPECT_THROW(addMeasureSpec("rbp.1.5", reqs), MeasureSpecError);
    EXPECT_THROW(addMeasureSpec("err@0", reqs), MeasureSpecError);
    EvalConfig cfg;
    EXPECT_TRUE(applySetting("err_max_grade=3", cfg));
    EXPECT_EQ(cfg.errMaxGrade, 3);
    EXPECT_FALSE(applySetting("err_max_grade=0", cfg));
    EXPECT_FALSE(applySetting("err_max_grade=x", cfg));
    EXPECT_EQ(cfg.errMaxGrade, 3);
}

// rbp_cut@k: RBP counting the top k, p from EvalConfig::rbpPersistence.
TEST(RbpCut, HandWorkedForTwoPersistences) {
    // Grades [1, 0, unjudged, 2]: relevant (>= 1) at ranks 1 and 4.
    const auto r = judgeGrades({1, 0, kUnjudged, 2}, {1, 0, 2}, {});
    EvalConfig half;
    half.rbpPersistence = 0.5;
    // p = 0.5: k = 1..3: 0.5 * 1 = 0.5; k = 4: 0.5 * (1 + 0.5^3) = 0.5625.
    EXPECT_DOUBLE_EQ(measureAt("rbp_cut", r, half, 1), 0.5);
    EXPECT_DOUBLE_EQ(measureAt("rbp_cut", r, half, 3), 0.5);
    EXPECT_DOUBLE_EQ(measureAt("rbp_cut", r, half, 4), 0.5625);
    // p = 0.8 (the default): k = 1..3: 0.2; k = 4: 0.2 * (1 + 0.512) = 0.3024.
    EXPECT_NEAR(measureAt("rbp_cut", r, {}, 1), 0.2, 1e-15);
    EXPECT_NEAR(measureAt("rbp_cut", r, {}, 3), 0.2, 1e-15);
    EXPECT_NEAR(measureAt("rbp_cut", r, {}, 4), 0.3024, 1e-12);
    // Threshold 2: rank 1 no longer counts; k = 4 at p = 0.5: 0.5 * 0.125.
    EvalConfig strict = half;
    strict.relevanceThreshold = 2;
    EXPECT_DOUBLE_EQ(measureAt("rbp_cut", r, strict, 3), 0.0);
    EXPECT_DOUBLE_EQ(measureAt("rbp_cut", r, strict, 4), 0.0625);
}

TEST(RbpCut, EqualsRbpFromTheListLengthOn) {
    const auto r = judgeGrades({1, 0, kUnjudged, 2, 1, 0, 3}, {1, 0, 2, 1, 0, 3}, {});
    for (double p : {0.5, 0.8, 0.95}) {
        EvalConfig cfg;
        cfg.rbpPersistence = p;
        const double rbp = levelAt("rbp_ranklens", r, cfg, p);
        EXPECT_NEAR(measureAt("rbp_cut", r, cfg, 7), rbp, 1e-15) << p;
        EXPECT_NEAR(measureAt("rbp_cut", r, cfg, 1000), rbp, 1e-15) << p;  // k > length
        EXPECT_LT(measureAt("rbp_cut", r, cfg, 4), rbp) << p;  // ranks 5 and 7 still to come
    }
}

TEST(RbpCut, DegenerateCases) {
    EvalConfig cfg;
    // Empty list: 0 at every k.
    EXPECT_DOUBLE_EQ(measureAt("rbp_cut", judgeGrades({}, {1}, cfg), cfg, 10), 0.0);
    // All of the top k relevant: 1 - p^k, the most it can reach.
    const auto all = judgeGrades({1, 1, 1, 1, 1}, {1, 1, 1, 1, 1}, cfg);
    EXPECT_NEAR(measureAt("rbp_cut", all, cfg, 3), 1 - 0.512, 1e-15);
    // p -> 1: the user never stops, so the top k weighs (1 - p) * k: 5e-6 for k = 5 ...
    cfg.rbpPersistence = 0.999999;
    EXPECT_NEAR(measureAt("rbp_cut", all, cfg, 5), 5e-6, 1e-10);
    // ... and 0 in the limit p = 1 (the config itself refuses p = 1, see below).
    cfg.rbpPersistence = 1.0;
    EXPECT_DOUBLE_EQ(measureAt("rbp_cut", all, cfg, 5), 0.0);
}

TEST(RbpCut, SpellingsColumnNamesAndSetting) {
    std::vector<MeasureRequest> reqs;
    addMeasureSpec("rbp_cut.10", reqs);
    addMeasureSpec("rbp_cut@20", reqs);
    ASSERT_EQ(reqs.size(), 1u);
    EXPECT_EQ(reqs[0].measure->name, "rbp_cut");
    EXPECT_EQ(reqs[0].params, (std::vector<double>{10, 20}));
    EXPECT_EQ(columnName(*findMeasure("rbp_cut"), 10), "rbp_cut_10");
    EXPECT_EQ(compare::displayName(*findMeasure("rbp_cut"), 10), "RBP@10");
    EXPECT_EQ(findMeasure("rbp_cut")->shape, MeasureShape::Curve);
    EvalConfig cfg;
    EXPECT_DOUBLE_EQ(cfg.rbpPersistence, 0.8);
    EXPECT_TRUE(applySetting("rbp_p=0.95", cfg));
    EXPECT_DOUBLE_EQ(cfg.rbpPersistence, 0.95);
    for (const char* bad : {"rbp_p=1", "rbp_p=0", "rbp_p=-0.5", "rbp_p=x", "rbp_p="})
        EXPECT_FALSE(applySetting(bad, cfg)) << bad;
    EXPECT_DOUBLE_EQ(cfg.rbpPersistence, 0.95);
}

}  // namespace
}  // namespace ranklens::core
