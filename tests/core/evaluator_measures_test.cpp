// The other official evaluators' measures (core/measures/ndeval_measures.cpp, cwl_measures.cpp,
// compat.cpp): ndeval's alpha-DCG, P-IA, MAP-IA, NRBP, nNRBP against pyndeval's own test values;
// cwl_eval's measures against ir_measures' cwl_eval test values (tests/test_cwl_eval.py) and by
// hand; graded RBP and Compatibility by hand and against ir_measures' provider test
// (tests/test_providers.py).
#include <gtest/gtest.h>

#include <cmath>
#include <sstream>

#include "core/io/diversity_qrels.h"
#include "core/measures/measure_spec.h"
#include "tests/core/test_util.h"

namespace ranklens::core {
namespace {

constexpr std::int32_t U = kUnjudged;

// A Levels measure at one parameter, or a Curve measure at k (`param`).
double at(const char* name, const JudgedRanking& r, const EvalConfig& cfg, double param) {
    const MeasureInfo* m = findMeasure(name);
    if (!m) return -1;
    if (m->shape == MeasureShape::Curve)
        return test::measureAt(name, r, cfg, static_cast<std::size_t>(param));
    double out = -1;
    const double p[] = {param};
    if (m->levels) m->levels(r, cfg, std::span<const double>(p), std::span<double>(&out, 1));
    if (m->shape == MeasureShape::Scalar) m->curve(r, cfg, std::span<double>(&out, 1));
    return out;
}

using test::value;

// pyndeval's tests/test_pyndeval.py: subtopics a: A; b: B, D; c: C; run A D E B (E unjudged,
// C not returned). ndeval prints 4 decimals.
TEST(NdevalMeasures, ReproducePyndevalTestValues) {
    std::istringstream in("0 a A 1\n0 b B 1\n0 b D 1\n0 c C 1\n");
    const auto div = parseDiversityQrels(in, "div");
    core::Run run =
        test::makeRun({{"0", "A", 9.3}, {"0", "D", 8.4}, {"0", "E", 8.1}, {"0", "B", 7.6}});
    const Qrels qrels = test::makeQrels({{"0", "A", 1}});
    EvalOptions opts;
    for (const char* s : {"alpha_DCG@5", "alpha_DCG@10", "alpha_DCG@20", "NRBP", "nNRBP", "MAP_IA",
                          "P_IA@5", "P_IA@10", "P_IA@20"})
        addMeasureSpec(s, opts.requests);
    opts.diversity = &div;
    const EvalResult r = evaluate(run, qrels, {}, opts);
    EXPECT_NEAR(value(r, "alpha_dcg_cut_5"), 0.4052, 1e-4);
    EXPECT_NEAR(value(r, "alpha_dcg_cut_10"), 0.3998, 1e-4);
    EXPECT_NEAR(value(r, "alpha_dcg_cut_20"), 0.3997, 1e-4);
    EXPECT_NEAR(value(r, "nrbp_0.50"), 0.3906, 1e-4);
    EXPECT_NEAR(value(r, "nnrbp_0.50"), 0.8620, 1e-4);
    EXPECT_NEAR(value(r, "map_ia"), 0.5, 1e-12);
    EXPECT_NEAR(value(r, "p_ia_cut_5"), 0.2, 1e-12);
    EXPECT_NEAR(value(r, "p_ia_cut_10"), 0.1, 1e-12);
    EXPECT_NEAR(value(r, "p_ia_cut_20"), 0.05, 1e-12);
    // By hand: gains 1, 1, 0, 0.5 (B repeats b); NRBP = (1 - 0.25) / 3 * (1 + 0.5 + 0.5/8);
    // the greedy ideal D C A B has gains 1, 1, 1, 0.5.
    EXPECT_NEAR(value(r, "nrbp_0.50"), 0.75 / 3 * 1.5625, 1e-12);
    EXPECT_NEAR(value(r, "nnrbp_0.50"), 1.5625 / 1.8125, 1e-12);
    const double dcg5 = 1 + 1 / std::log2(3.0) + 0.5 / std::log2(5.0);
    double best5 = 0, g = 3;
    for (int k = 1; k <= 5; ++k, g *= 0.5) best5 += g / std::log2(k + 1.0);
    EXPECT_NEAR(value(r, "alpha_dcg_cut_5"), dcg5 / best5, 1e-12);
}

TEST(NdevalMeasures, DegenerateAndParameters) {
    std::istringstream in("q a A 1\nq a B 1\nq z Z 0\n");
    const auto div = parseDiversityQrels(in, "div");
    core::Run run = test::makeRun({{"q", "B", 2}, {"q", "A", 1}});
    const Qrels qrels = test::makeQrels({{"q", "A", 1}, {"r", "A", 1}});
    EvalOptions opts;
    for (const char* s : {"nrbp.0.5,0.9", "nnrbp.0.9", "map_ia", "alpha_dcg@1"})
        addMeasureSpec(s, opts.requests);
    opts.diversity = &div;
    EvalConfig cfg;
    cfg.diversityAlpha = 1.0;  // a subtopic counts once
    const EvalResult r = evaluate(run, qrels, cfg, opts);
    // One subtopic, gains 1, 0: NRBP(beta) = (1 - 0) * 1 / 1 = 1 whatever beta; ideal the same.
    EXPECT_DOUBLE_EQ(value(r, "nrbp_0.50"), 1.0);
    EXPECT_DOUBLE_EQ(value(r, "nrbp_0.90"), 1.0);
    EXPECT_DOUBLE_EQ(value(r, "nnrbp_0.90"), 1.0);
    EXPECT_DOUBLE_EQ(value(r, "map_ia"), 1.0);  // both relevant items at ranks 1, 2
    EXPECT_DOUBLE_EQ(value(r, "alpha_dcg_cut_1"), 1.0);
}

// ir_measures' tests/test_cwl_eval.py (cwl.qrels, cwl.run; values from cwl-eval, 4 decimals):
// binary labels, max_rel = 1. U: returned but not labelled.
const std::vector<std::vector<std::int32_t>> kCwlRuns = {
    {1, 0, 1, 1, U, U, 1, 0, 1, 0},  // T1
    {1, 1, U, U, 1, 0, 1, 1, 1, 0},  // T2
    {U, U, U, 0, 0, 1, 1, 1, 0, 1},  // T3
};

TEST(CwlMeasures, ReproduceCwlEvalValuesFromIrMeasuresTests) {
    EvalConfig cfg;
    cfg.errMaxGrade = 1;
    struct Case {
        const char* name;
        double param;
        double expected[3];
    };
    const Case cases[] = {
        {"bpm_cut", 20, {1.0, 1.0, 0.1667}},    {"insq", 1, {0.5872, 0.6629, 0.0880}},
        {"insq", 2, {0.4513, 0.5068, 0.1292}},  {"inst", 1, {0.7934, 0.9226, 0.0888}},
        {"inst", 2, {0.5994, 0.6924, 0.1397}},  {"sdcg_cut", 10, {0.5645, 0.6531, 0.2848}},
        {"nerr8_cut", 10, {1.0, 1.0, 0.1667}},  {"nerr9_cut", 10, {1.0, 1.0, 0.0680}},
        {"nerr10", 0.8, {1.0, 1.0, 0.0888}},    {"nerr11", 2, {1.0, 1.0, 0.0691}},
        {"rbp", 0.9, {0.3501, 0.3996, 0.1988}},  // RBP(p=0.9, rel=1): RankLens' rbp
    };
    for (std::size_t q = 0; q < kCwlRuns.size(); ++q) {
        const JudgedRanking r = test::ranking(kCwlRuns[q]);
        for (const auto& c : cases)
            EXPECT_NEAR(at(c.name, r, cfg, c.param), c.expected[q], 1e-4)
                << c.name << " " << c.param << " T" << q + 1;
    }
}

// Grades 0, 2, 1 with top grade 2: gains 0, 1, 0.5, then 997 padded zeros.
TEST(CwlMeasures, HandWorked) {
    EvalConfig cfg;
    cfg.errMaxGrade = 2;
    const JudgedRanking r = test::ranking({0, 2, 1});
    // NERR8: C = 1, 0 -> ranks 1, 2 read: (0 + 1) / 2 from k = 2 on.
    EXPECT_DOUBLE_EQ(at("nerr8_cut", r, cfg, 1), 0.0);
    EXPECT_DOUBLE_EQ(at("nerr8_cut", r, cfg, 2), 0.5);
    EXPECT_DOUBLE_EQ(at("nerr8_cut", r, cfg, 10), 0.5);
    // NERR9: C_1 = 1/2 (1 - 0), C_2 = 0: weights 1, 1/2.
    EXPECT_DOUBLE_EQ(at("nerr9_cut", r, cfg, 5), 0.5 / 1.5);
    // SDCG@5 counts the two padded ranks in the scale.
    const double d2 = 1 / std::log2(3.0), d3 = 0.5, d4 = 1 / std::log2(5.0),
                 d5 = 1 / std::log2(6.0);
    EXPECT_NEAR(at("sdcg_cut", r, cfg, 3), (d2 + 0.5 * d3) / (1 + d2 + d3), 1e-12);
    EXPECT_NEAR(at("sdcg_cut", r, cfg, 5), (d2 + 0.5 * d3) / (1 + d2 + d3 + d4 + d5), 1e-12);
    // BPM (T = 1): the gain reaches 1 at rank 2.
    EXPECT_DOUBLE_EQ(at("bpm_cut", r, cfg, 1), 0.0);
    EXPECT_DOUBLE_EQ(at("bpm_cut", r, cfg, 5), 0.5);
    // NERR10(0.9): C_1 = 0.9, C_2 = 0.
    EXPECT_DOUBLE_EQ(at("nerr10", r, cfg, 0.9), 0.9 / 1.9);
    // NERR11(1): C_1 = (2/3)^2, C_2 = 0.
    EXPECT_DOUBLE_EQ(at("nerr11", r, cfg, 1), (4.0 / 9) / (13.0 / 9));
    // INSQ(1): prod_{j<i} ((j+1)/(j+2))^2 = 4 / (i+1)^2 over 1000 ranks.
    double insqNorm = 0, instNorm = 0;
    for (int i = 1; i <= 1000; ++i) insqNorm += 4.0 / ((i + 1.0) * (i + 1.0));
    EXPECT_NEAR(at("insq", r, cfg, 1), (4.0 / 9 + 0.5 * 4.0 / 16) / insqNorm, 1e-12);
    // INST(1): C_1 = C_2 = (2/3)^2, then ((i - 1/2) / (i + 1/2))^2: weights 1, 4/9, then
    // 16/81 * (5/2)^2 / (i - 1/2)^2 from rank 3.
    instNorm = 1 + 4.0 / 9;
    for (int i = 3; i <= 1000; ++i) instNorm += 16.0 / 81 * 6.25 / ((i - 0.5) * (i - 0.5));
    EXPECT_NEAR(at("inst", r, cfg, 1), (4.0 / 9 + 0.5 * 16.0 / 81) / instNorm, 1e-12);
    // Labels above the top grade count as the top grade; negative ones as 0.
    EvalConfig one;
    one.errMaxGrade = 1;
    EXPECT_DOUBLE_EQ(at("nerr8_cut", test::ranking({-1, 3}), one, 2), 0.5);
    // Empty list: every weight on padded zero gains.
    const JudgedRanking empty = test::ranking({}, {2});
    for (const char* name : {"nerr8_cut", "nerr9_cut", "sdcg_cut", "bpm_cut"})
        EXPECT_DOUBLE_EQ(at(name, empty, cfg, 10), 0.0) << name;
    for (const char* name : {"nerr10", "nerr11", "inst", "insq"})
        EXPECT_DOUBLE_EQ(at(name, empty, cfg, 0.5), 0.0) << name;
}

TEST(GradedRbp, HandWorked) {
    const JudgedRanking r = test::ranking({3, U, 1, -1});
    EXPECT_DOUBLE_EQ(at("rbp_graded", r, {}, 0.5), 0.5 * (3 + 0.25));
    EvalConfig expo;
    expo.gain = GainKind::Exponential;  // the NDCG gain setting: 2^3 - 1 = 7
    EXPECT_DOUBLE_EQ(at("rbp_graded", r, expo, 0.5), 0.5 * (7 + 0.25));
    EXPECT_DOUBLE_EQ(at("rbp_graded", test::ranking({}), {}, 0.8), 0.0);
}

TEST(Compat, HandWorked) {
    // Ranks: grade 2, 0, 1, 0; a second grade-2 item was not returned. Ideal: rank 0, the
    // missed item, rank 2.
    const JudgedRanking r = test::ranking({2, 0, 1, 0}, {2});
    const double p = 0.95, w[] = {1, p, p * p, p * p * p};
    const double run = w[0] * 1 + w[1] * 0.5 + w[2] * 2.0 / 3 + w[3] * 0.5;
    const double ideal = w[0] + w[1] + w[2] + w[3] * 0.75, norm = w[0] + w[1] + w[2] + w[3];
    EXPECT_NEAR(at("compat", r, {}, p), run / ideal, 1e-12);
    EXPECT_NEAR(at("compat_raw", r, {}, p), run / norm, 1e-12);
    // The ideal ranking itself scores 1; nothing labelled > 0 scores 0.
    EXPECT_NEAR(at("compat", test::ranking({2, 2, 1}), {}, 0.8), 1.0, 1e-12);
    EXPECT_DOUBLE_EQ(at("compat", test::ranking({0, U}), {}, 0.8), 0.0);
    EXPECT_DOUBLE_EQ(at("compat", test::ranking({}, {1}), {}, 0.8), 0.0);
}

// ir_measures' tests/test_providers.py, query 0: labels D0 0, D1 1, D2 1, D3 2, D4 0; run
// D0 .8, D2 .7, D1 .3, D3 .4, D4 .1. The values its providers give, through ir_measures' names.
TEST(EvaluatorMeasures, ReproduceIrMeasuresProviderValues) {
    core::Run run = test::makeRun(
        {{"0", "D0", 0.8}, {"0", "D2", 0.7}, {"0", "D1", 0.3}, {"0", "D3", 0.4}, {"0", "D4", 0.1}});
    const Qrels qrels = test::makeQrels(
        {{"0", "D0", 0}, {"0", "D1", 1}, {"0", "D2", 1}, {"0", "D3", 2}, {"0", "D4", 0}});
    EvalOptions opts;
    for (const char* s : {"Compat(p=0.8)", "ERR@5", "Judged@5", "RR@5", "P@5"})
        addMeasureSpec(s, opts.requests);
    const EvalResult r = evaluate(run, qrels, {}, opts);
    EXPECT_NEAR(value(r, "compat_0.80"), 0.4744431703672816, 1e-12);
    EXPECT_NEAR(value(r, "err_cut_5"), 0.10175, 1e-5);  // gdeval prints 5 decimals
    EXPECT_DOUBLE_EQ(value(r, "judged_5"), 1.0);
    EXPECT_DOUBLE_EQ(value(r, "RR_5"), 0.5);
    EXPECT_DOUBLE_EQ(value(r, "P_5"), 0.6);
}

TEST(EvaluatorMeasures, IrMeasuresNamesReachTheNewMeasures) {
    const auto one = [](const std::string& spec) {
        std::vector<MeasureRequest> reqs;
        addMeasureSpec(spec, reqs);
        EXPECT_EQ(reqs.size(), 1u) << spec;
        return reqs.empty() ? std::string() : std::string(reqs[0].measure->name);
    };
    EXPECT_EQ(one("NERR8(max_rel=1)@10"), "nerr8_cut");
    EXPECT_EQ(one("NERR9(max_rel=1)@10"), "nerr9_cut");
    EXPECT_EQ(one("NERR10(p=0.8,max_rel=1)"), "nerr10");
    EXPECT_EQ(one("NERR11(T=2.0,max_rel=1)"), "nerr11");
    EXPECT_EQ(one("SDCG(max_rel=1)@10"), "sdcg_cut");
    EXPECT_EQ(one("BPM(T=1,max_rel=1)@20"), "bpm_cut");
    EXPECT_EQ(one("INST(T=2,max_rel=1)"), "inst");
    EXPECT_EQ(one("INSQ(max_rel=1)"), "insq");
    EXPECT_EQ(one("RBP(p=0.8)"), "rbp_graded");
    EXPECT_EQ(one("RBP"), "rbp_graded");
    EXPECT_EQ(one("Compat"), "compat");
    EXPECT_EQ(one("Compat(p=0.9,normalize=False)"), "compat_raw");
    EXPECT_EQ(one("alpha_DCG@20"), "alpha_dcg_cut");
    EXPECT_EQ(one("P_IA@10"), "p_ia_cut");
    EXPECT_EQ(one("AP_IA"), "map_ia");
    EXPECT_EQ(one("NRBP(beta=0.8)"), "nrbp");
    EXPECT_EQ(one("nNRBP"), "nnrbp");
    // T above 1 also in RankLens' own spelling.
    std::vector<MeasureRequest> reqs;
    addMeasureSpec("inst.3,0.5", reqs);
    ASSERT_EQ(reqs.size(), 1u);
    EXPECT_EQ(reqs[0].params, (std::vector<double>{0.5, 3}));
    EXPECT_THROW(addMeasureSpec("insq.0", reqs), MeasureSpecError);
    // max_rel is the evaluation's top grade (--err-max-grade).
    EvalConfig cfg;
    EXPECT_THROW(addMeasureSpecOrGains("NERR8(max_rel=1)@10", cfg, reqs, "g"), MeasureSpecError);
    cfg.errMaxGrade = 1;
    EXPECT_NO_THROW(addMeasureSpecOrGains("NERR8(max_rel=1)@10", cfg, reqs, "g"));
}

}  // namespace
}  // namespace ranklens::core
