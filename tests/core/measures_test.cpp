// Hand-worked values for every measure, and the degenerate cases.
#include <gtest/gtest.h>

#include <cmath>

#include "core/measures/measure_spec.h"
#include "tests/core/test_util.h"

namespace ranklens::core {
namespace {

using test::measureAt;
using test::ranking;

// Ranking used below: grades [2, 0, 1, unjudged, 3], plus one unretrieved label 1 and a 0.
// Relevant (>= 1): ranks 1, 3, 5; R = 4 (3 retrieved + 1 unretrieved).
JudgedRanking sample(const EvalConfig& cfg = {}) {
    return judgeGrades({2, 0, 1, kUnjudged, 3}, {2, 0, 1, 3, 1, 0}, cfg);
}

TEST(Measures, Counts) {
    const auto r = sample();
    EXPECT_EQ(measureAt("num_ret", r, {}), 5);
    EXPECT_EQ(measureAt("num_rel", r, {}), 4);
    EXPECT_EQ(measureAt("num_rel_ret", r, {}), 3);
}

TEST(Measures, PrecisionRecallF1Curves) {
    const auto r = sample();
    EXPECT_DOUBLE_EQ(measureAt("P", r, {}, 1), 1.0);
    EXPECT_DOUBLE_EQ(measureAt("P", r, {}, 2), 0.5);
    EXPECT_DOUBLE_EQ(measureAt("P", r, {}, 5), 0.6);
    EXPECT_DOUBLE_EQ(measureAt("P", r, {}, 10), 0.3);  // k beyond the list: still divides by k
    EXPECT_DOUBLE_EQ(measureAt("recall", r, {}, 3), 0.5);
    EXPECT_DOUBLE_EQ(measureAt("recall", r, {}, 100), 0.75);
    // F1@5 = 2 * 0.6 * 0.75 / 1.35
    EXPECT_NEAR(measureAt("F1", r, {}, 5), 2 * 0.6 * 0.75 / 1.35, 1e-12);
}

TEST(Measures, HitAndReciprocalRank) {
    const auto r = judgeGrades({0, 0, 2, 1}, {0, 0, 2, 1}, {});
    EXPECT_DOUBLE_EQ(measureAt("success", r, {}, 2), 0.0);
    EXPECT_DOUBLE_EQ(measureAt("success", r, {}, 3), 1.0);
    EXPECT_DOUBLE_EQ(measureAt("recip_rank", r, {}), 1.0 / 3.0);
    EXPECT_DOUBLE_EQ(measureAt("RR", r, {}, 2), 0.0);
    EXPECT_DOUBLE_EQ(measureAt("RR", r, {}, 3), 1.0 / 3.0);
}

TEST(Measures, AveragePrecisionDividesByAllRelevant) {
    const auto r = sample();
    // Relevant at 1, 3, 5: P@1 = 1, P@3 = 2/3, P@5 = 3/5; R = 4.
    EXPECT_NEAR(measureAt("map", r, {}), (1.0 + 2.0 / 3.0 + 0.6) / 4.0, 1e-12);
    EXPECT_NEAR(measureAt("map_cut", r, {}, 3), (1.0 + 2.0 / 3.0) / 4.0, 1e-12);
    EXPECT_NEAR(measureAt("map_cut", r, {}, 1), 0.25, 1e-12);
}

TEST(Measures, RPrecision) {
    const auto r = sample();  // R = 4: top 4 hold ranks 1 and 3 relevant
    EXPECT_DOUBLE_EQ(measureAt("Rprec", r, {}), 0.5);
    // R larger than the list: still divides by R.
    const auto shortList = judgeGrades({1, 1}, {1, 1, 1, 1, 1}, {});
    EXPECT_DOUBLE_EQ(measureAt("Rprec", shortList, {}), 0.4);
}

TEST(Measures, Bpref) {
    // Judged: rel at 1, nonrel at 2, rel at 3, unjudged at 4, rel at 5; N = 2 judged nonrel,
    // R = 4. bpref = (1 + (1 - 1/2) + (1 - 1/2)) / 4 = 0.5
    EXPECT_DOUBLE_EQ(measureAt("bpref", sample(), {}), 0.5);
}

TEST(Measures, NdcgLinearAndExponential) {
    const auto r = sample();
    // Linear: DCG@5 = 2/1 + 1/log2(4) + 3/log2(6); ideal from labels [3,2,1,1].
    const double dcg = 2.0 + 1.0 / 2.0 + 3.0 / std::log2(6.0);
    const double idcg = 3.0 + 2.0 / std::log2(3.0) + 1.0 / 2.0 + 1.0 / std::log2(5.0);
    EXPECT_NEAR(measureAt("DCG", r, {}, 5), dcg, 1e-12);
    EXPECT_NEAR(measureAt("IDCG", r, {}, 5), idcg, 1e-12);
    EXPECT_NEAR(measureAt("ndcg_cut", r, {}, 5), dcg / idcg, 1e-12);
    EXPECT_NEAR(measureAt("ndcg", r, {}), dcg / idcg, 1e-12);
    EXPECT_NEAR(measureAt("CG", r, {}, 5), 6.0, 1e-12);
    EvalConfig exp;
    exp.gain = GainKind::Exponential;
    const auto re = sample(exp);
    const double edcg = 3.0 + 1.0 / 2.0 + 7.0 / std::log2(6.0);
    const double eidcg = 7.0 + 3.0 / std::log2(3.0) + 1.0 / 2.0 + 1.0 / std::log2(5.0);
    EXPECT_NEAR(measureAt("ndcg_cut", re, exp, 5), edcg / eidcg, 1e-12);
}

TEST(Measures, NdcgIgnoresThresholdLikeTrecEval) {
    EvalConfig strict;
    strict.relevanceThreshold = 3;
    const auto r = sample(strict);
    EXPECT_NEAR(measureAt("ndcg_cut", r, strict, 5), measureAt("ndcg_cut", sample(), {}, 5), 1e-15);
    EXPECT_DOUBLE_EQ(measureAt("P", r, strict, 5), 0.2);  // only the grade-3 item counts
}

TEST(Measures, UncutNdcgUsesWholeIdeal) {
    // 2 relevant labelled, 1 retrieved at rank 1: ndcg = 1 / (1 + 1/log2 3).
    const auto r = judgeGrades({1}, {1, 1}, {});
    EXPECT_NEAR(measureAt("ndcg", r, {}), 1.0 / (1.0 + 1.0 / std::log2(3.0)), 1e-12);
    EXPECT_DOUBLE_EQ(measureAt("ndcg_cut", r, {}, 1), 1.0);
}

TEST(Measures, CustomGain) {
    EvalConfig cfg;
    cfg.gain = GainKind::Custom;
    cfg.customGains = {0, 10, 20};
    EXPECT_DOUBLE_EQ(cfg.gainOf(1), 10);
    EXPECT_DOUBLE_EQ(cfg.gainOf(2), 20);
    EXPECT_DOUBLE_EQ(cfg.gainOf(3), 3);  // beyond the table: the label itself
    EXPECT_DOUBLE_EQ(cfg.gainOf(-1), 0);
}

TEST(Measures, JudgedShareOfReturnedTopK) {
    const auto r = sample();
    EXPECT_DOUBLE_EQ(measureAt("judged", r, {}, 3), 1.0);
    EXPECT_DOUBLE_EQ(measureAt("judged", r, {}, 4), 0.75);
    EXPECT_DOUBLE_EQ(measureAt("judged", r, {}, 10), 0.8);  // 4 of the 5 returned
}

TEST(Measures, InterpolatedPrecisionAtRecall) {
    // Relevant at 1 and 3 of 4 returned, R = 2: P@1 = 1, P@3 = 2/3.
    const auto r = judgeGrades({1, 0, 1, 0}, {1, 0, 1, 0}, {});
    const MeasureInfo* m = findMeasure("iprec_at_recall");
    const double levels[] = {0.0, 0.5, 0.6, 1.0};
    double out[4];
    m->levels(r, EvalConfig{}, std::span<const double>(levels, 4), std::span<double>(out, 4));
    EXPECT_DOUBLE_EQ(out[0], 1.0);
    EXPECT_DOUBLE_EQ(out[1], 1.0);
    EXPECT_DOUBLE_EQ(out[2], 2.0 / 3.0);
    EXPECT_DOUBLE_EQ(out[3], 2.0 / 3.0);
}

// Degenerate cases: every measure must give a defined number, never NaN.
TEST(Degenerate, NoRelevantItems) {
    const auto r = judgeGrades({0, 0, kUnjudged}, {0, 0}, {});
    for (const char* name :
         {"P", "recall", "F1", "success", "RR", "map_cut", "ndcg_cut", "DCG", "IDCG"})
        EXPECT_DOUBLE_EQ(measureAt(name, r, {}, 3), 0.0) << name;
    for (const char* name : {"map", "Rprec", "recip_rank", "ndcg", "bpref"})
        EXPECT_DOUBLE_EQ(measureAt(name, r, {}), 0.0) << name;
}

TEST(Degenerate, EmptyRun) {
    const auto r = judgeGrades({}, {1, 2}, {});
    EXPECT_DOUBLE_EQ(measureAt("P", r, {}, 5), 0.0);
    EXPECT_DOUBLE_EQ(measureAt("recall", r, {}, 5), 0.0);
    EXPECT_DOUBLE_EQ(measureAt("ndcg_cut", r, {}, 5), 0.0);
    EXPECT_DOUBLE_EQ(measureAt("judged", r, {}, 5), 0.0);
    EXPECT_DOUBLE_EQ(measureAt("num_ret", r, {}), 0.0);
    EXPECT_DOUBLE_EQ(measureAt("num_rel", r, {}), 2.0);
    const MeasureInfo* m = findMeasure("iprec_at_recall");
    double out[1];
    const double lvl[] = {0.0};
    m->levels(r, EvalConfig{}, std::span<const double>(lvl, 1), std::span<double>(out, 1));
    EXPECT_DOUBLE_EQ(out[0], 0.0);
}

TEST(Degenerate, IdcgZeroGivesZeroNdcg) {
    const auto r = judgeGrades({0, -1, kUnjudged}, {0, -1}, {});
    EXPECT_DOUBLE_EQ(measureAt("IDCG", r, {}, 3), 0.0);
    EXPECT_DOUBLE_EQ(measureAt("ndcg_cut", r, {}, 3), 0.0);
    EXPECT_DOUBLE_EQ(measureAt("ndcg", r, {}), 0.0);
}

TEST(Degenerate, NegativeGradesAreNotRelevantAndGainNothing) {
    EvalConfig zero;
    zero.relevanceThreshold = 0;
    const auto r = judgeGrades({-2, 0, 1}, {-2, 0, 1}, zero);
    EXPECT_EQ(r.numRel, 2);  // threshold 0: the 0 and the 1 are relevant, the -2 is not
    EXPECT_NEAR(measureAt("P", r, zero, 3), 2.0 / 3.0, 1e-15);
    EXPECT_NEAR(measureAt("DCG", r, zero, 3), 1.0 / 2.0, 1e-15);
}

TEST(Degenerate, MaxDocsPerQueryTruncates) {
    EvalConfig cfg;
    cfg.maxDocsPerQuery = 2;
    const auto r = judgeGrades({0, 0, 1}, {1}, cfg);
    EXPECT_EQ(r.grades.size(), 2u);
    EXPECT_DOUBLE_EQ(measureAt("P", r, cfg, 3), 0.0);
}

// The -m list's one home: official by default, runid and num_q (NumQ) summary lines that
// official and all_trec print too.
TEST(MeasureList, ReadsTrecEvalsPseudoMeasures) {
    const MeasureList none = readMeasureList({});
    EXPECT_EQ(none.specs, std::vector<std::string>{"official"});
    EXPECT_TRUE(none.runid);
    EXPECT_TRUE(none.numQ);
    const MeasureList own = readMeasureList({"P.5", "NumQ", "map"});
    EXPECT_EQ(own.specs, (std::vector<std::string>{"P.5", "map"}));
    EXPECT_FALSE(own.runid);
    EXPECT_TRUE(own.numQ);
    const MeasureList runid = readMeasureList({"runid", "num_q"});
    EXPECT_TRUE(runid.specs.empty());
    EXPECT_TRUE(runid.runid);
    EXPECT_TRUE(runid.numQ);
    EXPECT_TRUE(readMeasureList({"all_trec"}).runid);
}

TEST(Registry, EveryMeasureIsDescribedAndOrdered) {
    const auto all = measureRegistry();
    ASSERT_GE(all.size(), 20u);
    for (std::size_t i = 0; i < all.size(); ++i) {
        EXPECT_FALSE(all[i].description.empty()) << all[i].name;
        EXPECT_FALSE(all[i].label.empty()) << all[i].name;
        // Output order is the table's (never the enum's); a family names its one row.
        EXPECT_EQ(registryIndex(all[i]), i) << all[i].name;
        if (all[i].family != MeasureFamily::None) {
            EXPECT_EQ(&measureInfo(all[i].family), &all[i]) << all[i].name;
        }
        EXPECT_EQ(findMeasure(all[i].name), &all[i]) << all[i].name;
        // The -R prefs / qrels_jg measures are computed by core/trec/rel_format_eval.h.
        const bool computable = all[i].curve || all[i].levels ||
                                all[i].shape == MeasureShape::RunLevel || all[i].prefs ||
                                all[i].judgmentGroups;
        EXPECT_TRUE(computable) << all[i].name;
    }
    // trec_eval's own output order for the measures it has.
    std::vector<std::string> trec;
    for (const auto& m : all)
        if (!m.trecName.empty() && !m.prefs && !m.judgmentGroups) trec.emplace_back(m.name);
    // te_trec_measures[] of trec_eval 10.0's measures.c, less runid, num_q (printed by the
    // front end) and the -R prefs / qrels_jg families.
    const std::vector<std::string> expected = {"num_ret",
                                               "num_rel",
                                               "num_rel_ret",
                                               "map",
                                               "gm_map",
                                               "Rprec",
                                               "bpref",
                                               "recip_rank",
                                               "iprec_at_recall",
                                               "P",
                                               "relstring",
                                               "recall",
                                               "infAP",
                                               "gm_bpref",
                                               "Rprec_mult",
                                               "utility",
                                               "11pt_avg",
                                               "binG",
                                               "G",
                                               "dcg",
                                               "ideal_dcg",
                                               "ndcg",
                                               "ndcg_rel",
                                               "Rndcg",
                                               "ndcg_cut",
                                               "map_cut",
                                               "relative_P",
                                               "success",
                                               "set_P",
                                               "set_relative_P",
                                               "set_recall",
                                               "set_map",
                                               "set_F",
                                               "num_nonrel_judged_ret",
                                               "yaap",
                                               "rbp",
                                               "rbp_resid",
                                               "unj"};
    EXPECT_EQ(trec, expected);
}

}  // namespace
}  // namespace ranklens::core
