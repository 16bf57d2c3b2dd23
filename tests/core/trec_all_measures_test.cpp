// trec_eval's all_trec measures beyond the official set, on hand-worked rankings, and their
// parameter syntax (trec_eval's meas_init.c rules).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "core/measures/measure_spec.h"
#include "tests/core/test_util.h"

namespace ranklens::core {
namespace {

using test::measureAt;
using test::ranking;

// Grades [1, 0, unlabelled, 2] and one relevant item (label 1) not retrieved: R = 3, one judged
// non-relevant item retrieved.
JudgedRanking worked() {
    return ranking({1, 0, kUnjudged, 2}, {1});
}

double withParams(const char* name, const JudgedRanking& r, const EvalConfig& cfg,
                  std::vector<double> params) {
    const MeasureInfo* m = findMeasure(name);
    double out = -1;
    if (m && m->paramList)
        m->paramList(r, cfg, params, std::span<double>(&out, 1));
    else if (m && m->levels)
        m->levels(r, cfg, params, std::span<double>(&out, 1));
    return out;
}

std::string textOf(const char* name, const JudgedRanking& r, std::vector<double> params) {
    std::string s;
    findMeasure(name)->text(r, {}, params, s);
    return s;
}

TEST(TrecAllMeasures, SetAndCountMeasures) {
    const auto r = worked();
    // infAP: rank 1 adds 1; rank 4 adds 1/4 + (3/4)(2/3)((1 + e) / (2 + 2e)) = 0.5; / R.
    EXPECT_NEAR(measureAt("infAP", r, {}), 1.5 / 3, 1e-12);
    // binG: 1/log2(2 + 0) + 1/log2(2 + 2) = 1.5, / R.
    EXPECT_NEAR(measureAt("binG", r, {}), 0.5, 1e-12);
    EXPECT_NEAR(measureAt("set_relative_P", r, {}), 2.0 / 3, 1e-12);  // 2 / min(4, 3)
    EXPECT_NEAR(measureAt("set_map", r, {}), 4.0 / 12, 1e-12);        // 2^2 / (4 * 3)
    EXPECT_EQ(measureAt("num_nonrel_judged_ret", r, {}), 1.0);
    // yaap: S = 1/1 + 2/4 = 1.5, log((1 + S) / (1 + R - S)) = log(1) = 0.
    EXPECT_NEAR(measureAt("yaap", r, {}), 0.0, 1e-12);
    EXPECT_NEAR(measureAt("gm_bpref", r, {}), measureAt("bpref", r, {}), 0);
    EXPECT_EQ(measureInfo(MeasureFamily::GmBpref).aggregate, Aggregate::GeometricMean);
}

TEST(TrecAllMeasures, CutoffCurves) {
    const auto r = worked();
    EXPECT_NEAR(measureAt("relative_P", r, {}, 2), 0.5, 1e-12);       // 1 / min(2, 3)
    EXPECT_NEAR(measureAt("relative_P", r, {}, 4), 2.0 / 3, 1e-12);   // 2 / min(4, 3)
    EXPECT_EQ(measureAt("relative_P", ranking({0, 0}), {}, 2), 0.0);  // R = 0
    EXPECT_EQ(measureAt("unj", r, {}, 2), 0.0);
    EXPECT_NEAR(measureAt("unj", r, {}, 3), 1.0 / 3, 1e-12);
    EXPECT_NEAR(measureAt("unj", r, {}, 5), 1.0 / 5, 1e-12);  // the missing rank counts judged
}

TEST(TrecAllMeasures, RprecMultUtilityAndElevenPoint) {
    const auto r = worked();
    EXPECT_NEAR(withParams("Rprec_mult", r, {}, {1.0}), 1.0 / 3, 1e-12);  // P@(long)(3.9) = P@3
    EXPECT_NEAR(withParams("Rprec_mult", r, {}, {2.0}), 2.0 / 6, 1e-12);  // rank 6 > 4 returned
    EXPECT_NEAR(withParams("Rprec_mult", r, {}, {0.2}), 1.0, 1e-12);      // P@1
    EXPECT_EQ(measureAt("utility", r, {}), 0.0);                          // 1*2 - 1*2
    EXPECT_EQ(withParams("utility", r, {}, {2, -1, 0, 0}), 2.0);
    EXPECT_EQ(withParams("utility", r, {}, {1, -1, -1, 0}), -1.0);
    EXPECT_EQ(withParams("utility", r, {}, {1, -1}), 0.0);  // not four coefficients
    // Interpolated precision: 1 up to the first relevant item, 0.5 up to the second.
    EXPECT_NEAR(withParams("11pt_avg", r, {}, {0.5}), 0.5, 1e-12);  // (long)(1.5 + .9) = 2
    EXPECT_NEAR(withParams("11pt_avg", r, {}, {0.2, 0.5}), 0.75, 1e-12);
    // Level 0.4: 9.0.8 (long)(1.2 + 0.9) = 2 relevant items, 10.0 lround(1.2) = 1.
    EXPECT_NEAR(withParams("11pt_avg", r, {}, {0.4}), 0.5, 1e-12);
    EvalConfig v10;
    v10.trecEvalVersion = TrecEvalVersion::V10_0;
    EXPECT_NEAR(withParams("11pt_avg", r, v10, {0.4}), 1.0, 1e-12);
    EXPECT_NEAR(withParams("iprec_at_recall", r, v10, {0.4}), 1.0, 1e-12);
    EXPECT_NEAR(withParams("iprec_at_recall", r, {}, {0.4}), 0.5, 1e-12);
    // Default levels 0, .1, ..., 1: counts 0 1 1 1 2 2 2 2 3 3 3 (0.7 * 3 + 0.9 < 3 in
    // doubles); counts above the 2 retrieved score 0: (1 + 3 * 1 + 4 * 0.5) / 11.
    EXPECT_NEAR(measureAt("11pt_avg", r, {}), 6.0 / 11, 1e-12);
    EXPECT_EQ(measureAt("11pt_avg", ranking({}, {1}), {}), 0.0);  // missed query
}

TEST(TrecAllMeasures, Relstring) {
    EXPECT_EQ(textOf("relstring", worked(), {10}), "10-2");
    EXPECT_EQ(textOf("relstring", worked(), {2}), "10");
    EXPECT_EQ(textOf("relstring", ranking({12, -1, kUnjudged, 0}), {10}), ">.-0");
    EXPECT_EQ(textOf("relstring", ranking({}, {1}), {10}), "");
    EXPECT_EQ(measureAt("relstring", worked(), {}), 0.0);
}

TEST(TrecAllMeasures, GradedGainMeasures) {
    const auto r = worked();  // gains 1 0 0 2, ideal 2 1 1
    const double l3 = std::log2(3.0), l5 = std::log2(5.0);
    // G: costs 2, 1, 1, 1 (at least 1): 1 / log2(2 + 2 - 1) + 2 / log2(2 + 5 - 3), / (2+1+1).
    EXPECT_NEAR(measureAt("G", r, {}), (1 / l3 + 1) / 4, 1e-12);
    // ndcg_rel: NDCG at rank 1 (1/2) and rank 4, and rank 4's (the whole list's) for the one
    // relevant item missed, / 3.
    const double idcg = 2 + 1 / l3 + 0.5, dcg = 1 + 2 / l5;
    EXPECT_NEAR(measureAt("ndcg_rel", r, {}), (0.5 + 2 * dcg / idcg) / 3, 1e-12);
    // Rndcg: NDCG where the ideal gain drops: after rank 1 (1/2) and after rank 3 (1 / idcg).
    EXPECT_NEAR(measureAt("Rndcg", r, {}), (0.5 + 1 / idcg) / 2, 1e-12);
    EXPECT_EQ(measureAt("Rndcg", ranking({0, 0}), {}), 0.0);
    EXPECT_NEAR(measureAt("dcg", r, {}), dcg, 1e-12);
    EXPECT_NEAR(measureAt("ideal_dcg", r, {}), idcg, 1e-12);
    // A level=gain pair: label 2 gains 4 (ideal 4 1 1).
    EXPECT_NEAR(withParams("dcg", r, {}, {2, 4}), 1 + 4 / l5, 1e-12);
}

TEST(TrecAllMeasures, TrecEval10Rbp) {
    const auto r = worked();
    // Labels up to 2: gains rescaled to 0.5 0 0 1; p = 0.9: 0.1 (0.5 + 0.9^3).
    EXPECT_NEAR(measureAt("rbp", r, {}), 0.1 * (0.5 + 0.729), 1e-12);
    EXPECT_NEAR(withParams("rbp", r, {}, {0.5}), 0.5 * (0.5 + 0.125), 1e-12);
    // Residual: the unlabelled rank 3 and the tail, 0.9^4 + 0.1 * 0.9^2.
    EXPECT_NEAR(measureAt("rbp_resid", r, {}), 0.6561 + 0.081, 1e-12);
    EXPECT_EQ(measureAt("rbp_resid", ranking({1, 0}), {}), 0.0);  // every item labelled
}

TEST(TrecAllMeasures, ParameterSyntaxAsTrecEval) {
    std::vector<MeasureRequest> reqs;
    addMeasureSpec("ndcg_cut.10,20,23.4", reqs);
    addMeasureSpec("Rprec_mult.5.0,0.2,0.35", reqs);
    addMeasureSpec("utility.2,-1,0,0", reqs);
    addMeasureSpec("11pt_avg..25,.5,.75", reqs);
    addMeasureSpec("relstring.20", reqs);
    addMeasureSpec("relstring.30", reqs);  // the first parameters stay, as trec_eval
    ASSERT_EQ(reqs.size(), 5u);
    EXPECT_EQ(reqs[0].params, (std::vector<double>{10, 20, 23}));
    EXPECT_EQ(reqs[1].params, (std::vector<double>{0.2, 0.35, 5.0}));
    EXPECT_EQ(columnName(*reqs[1].measure, 0.2), "Rprec_mult_0.20");
    EXPECT_EQ(reqs[2].paramText, "2,-1,0,0");
    EXPECT_EQ(reqs[2].params, (std::vector<double>{2, -1, 0, 0}));
    EXPECT_EQ(reqs[3].paramText, ".25,.5,.75");
    EXPECT_EQ(reqs[4].params, std::vector<double>{20});
    // Parameters given are not widened by a set naming the measure again.
    addMeasureSpec("P.5,7,3", reqs);
    addMeasureSpec("official", reqs);
    const auto p = std::find_if(reqs.begin(), reqs.end(), [](const MeasureRequest& q) {
        return q.measure->family == MeasureFamily::P;
    });
    EXPECT_EQ(p->params, (std::vector<double>{3, 5, 7}));
    // Refused as trec_eval refuses them (exit 2).
    EXPECT_THROW(addMeasureSpec("P.0", reqs), MeasureParamError);
    EXPECT_THROW(addMeasureSpec("success.2,2", reqs), MeasureParamError);
    EXPECT_THROW(addMeasureSpec("iprec_at_recall.0.5,.5", reqs), MeasureParamError);
    EXPECT_THROW(addMeasureSpec("G.1", reqs), MeasureParamError);
    EXPECT_THROW(addMeasureSpec("G.1=2=3", reqs), MeasureParamError);
    // pytrec_eval's spelling.
    std::vector<MeasureRequest> us;
    addMeasureSpec("ndcg_cut_20", us);
    addMeasureSpec("relative_P_5", us);
    ASSERT_EQ(us.size(), 2u);
    EXPECT_EQ(us[1].params, std::vector<double>{5});
}

// The default mode is a superset of 9.0.8: 10.0's measures are known under both releases (the
// CLI evaluates a command naming one as 10.0); all_trec alone follows the release.
TEST(TrecAllMeasures, ReleasesKnowTheirOwnMeasures) {
    for (const char* name : {"rbp", "rbp_resid", "unj", "dcg", "ideal_dcg", "rbp.p=0.8"}) {
        std::vector<MeasureRequest> nine, ten;
        EXPECT_NO_THROW(addMeasureSpec(name, nine)) << name;
        EXPECT_NO_THROW(addMeasureSpec(name, ten, TrecEvalVersion::V10_0)) << name;
        ASSERT_EQ(nine.size(), 1u);
        EXPECT_EQ(nine[0].measure, ten[0].measure) << name;
        EXPECT_EQ(measureNewInTrecEval10({"P.5", name}), std::string(nine[0].measure->name));
    }
    EXPECT_EQ(measureNewInTrecEval10(
                  {"all_trec", "official", "rbp_graded.0.8", "rbp.0.9", "rbp_ranklens", "nosuch"}),
              "");
    // A bare persistence is no trec_eval spelling: RankLens' RBP at that p.
    std::vector<MeasureRequest> bare;
    addMeasureSpec("rbp.0.9", bare);
    addMeasureSpec("rbp_resid.0.5", bare);
    ASSERT_EQ(bare.size(), 2u);
    EXPECT_EQ(bare[0].measure->family, MeasureFamily::Rbp);
    EXPECT_EQ(bare[0].params, std::vector<double>{0.9});
    EXPECT_EQ(bare[1].measure->family, MeasureFamily::RbpResidual);
    EXPECT_THROW(addMeasureSpec("rbp.1", bare), MeasureSpecError);  // p = 1, not ranx's 0.1
    addMeasureSpec("rbp.95", bare);                                 // ranx's 0.95
    EXPECT_EQ(bare[0].params, (std::vector<double>{0.9, 0.95}));
    const auto& v9 = allTrecMeasureNamesFor(TrecEvalVersion::V9_0_8);
    const auto& v10 = allTrecMeasureNamesFor(TrecEvalVersion::V10_0);
    EXPECT_EQ(v10.size(), v9.size() + 3);  // rbp, rbp_resid, unj
    for (const char* absent : {"yaap", "dcg", "ideal_dcg"}) {
        EXPECT_EQ(std::count(v9.begin(), v9.end(), absent), 0) << absent;
        EXPECT_EQ(std::count(v10.begin(), v10.end(), absent), 0) << absent;
    }
    EXPECT_EQ(std::count(v10.begin(), v10.end(), "unj"), 1);
    // RankLens' own RBP keeps its friendly spelling.
    std::vector<MeasureRequest> reqs;
    addMeasureSpec("rbp@0.8", reqs);
    EXPECT_EQ(reqs[0].measure->family, MeasureFamily::Rbp);
}

}  // namespace
}  // namespace ranklens::core
