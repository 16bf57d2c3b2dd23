// Subtopic labels and the intent-aware measures: the reader, values published with pyndeval
// (ndeval's Python wrapper), hand-worked cases, and the degenerate ones.
#include <gtest/gtest.h>

#include <cmath>
#include <sstream>

#include "core/compare/comparison_input.h"
#include "core/io/diversity_qrels.h"
#include "core/io/parse_report.h"
#include "core/measures/diversity_functions.h"
#include "core/measures/measure_spec.h"
#include "tests/core/test_util.h"

namespace ranklens::core {
namespace {

DiversityQrels parse(const std::string& text) {
    std::istringstream in(text);
    return parseDiversityQrels(in, "div.qrels");
}

// Evaluates `specs` for one query q whose run is `docs` (rank order) against the subtopic
// labels; ordinary labels: every doc of the run judged 1 (they do not matter here).
EvalResult evalDiversity(const std::vector<std::string>& docs, const DiversityQrels& div,
                         const std::vector<std::string>& specs, EvalConfig cfg = {}) {
    std::vector<test::Line> lines;
    std::vector<test::Label> labels{{"q", "any", 1}};
    for (std::size_t i = 0; i < docs.size(); ++i)
        lines.push_back({"q", docs[i], 100.0 - static_cast<double>(i)});
    core::Run run = test::makeRun(lines);
    Qrels qrels = test::makeQrels(labels);
    EvalOptions opts;
    for (const auto& s : specs) addMeasureSpec(s, opts.requests);
    opts.diversity = &div;
    opts.threads = 1;
    return evaluate(run, qrels, cfg, opts);
}

using test::value;

TEST(DiversityQrelsReader, ReadsSubtopicsPerItem) {
    const auto d = parse("# comment\n1 2 a 1\n1 4 a 1\n1 2 b 1\n1 0 d 0\n\n2 1 x 1\n1 9 e 0\n");
    ASSERT_EQ(d.queries().size(), 2u);
    EXPECT_EQ(d.totalJudgments(), 6u);
    const DiversityQuery* q = d.find("1");
    ASSERT_NE(q, nullptr);
    // Subtopics 0 and 9 have no positive judgment: not counted (as ndeval).
    EXPECT_EQ(q->subtopics, (std::vector<std::string>{"2", "4"}));
    ASSERT_NE(q->subtopicsOf("a"), nullptr);
    EXPECT_EQ(*q->subtopicsOf("a"), (std::vector<std::uint32_t>{0, 1}));
    EXPECT_EQ(*q->subtopicsOf("b"), (std::vector<std::uint32_t>{0}));
    EXPECT_TRUE(q->subtopicsOf("d")->empty());  // judged, relevant to nothing
    EXPECT_EQ(q->subtopicsOf("zzz"), nullptr);
    EXPECT_EQ(d.find("3"), nullptr);
}

TEST(DiversityQrelsReader, BadLinesNameFileAndLine) {
    try {
        parse("1 2 a 1\n1 2 a\n");
        FAIL() << "no error";
    } catch (const ParseError& e) {
        EXPECT_EQ(e.issues().at(0).str(),
                  "div.qrels:2: expected 4 fields 'qid subtopic docid judgment', found 3");
    }
    EXPECT_THROW(parse("1 2 a one\n"), ParseError);
    try {
        parse("1 2 a 1\n1 3 a 1\n1 2 a 0\n");
        FAIL() << "no error";
    } catch (const ParseError& e) {
        EXPECT_EQ(e.issues().at(0).line, 3u);
    }
    EXPECT_THROW(readDiversityQrels("/nonexistent/div.qrels"), ParseError);
}

// pyndeval (github.com/seanmacavaney/pyndeval, tests/test_pyndeval.py): subtopics a: A;
// b: B, D; c: C. Run A D E B (E unjudged, C not returned). ndeval's values, 4 decimals
// truncated (0.78689 is listed as 0.7868): tolerance 1e-4.
TEST(DiversityMeasures, ReproducePyndevalTestValues) {
    const auto div = parse("0 a A 1\n0 b B 1\n0 b D 1\n0 c C 1\n");
    std::vector<test::Line> lines = {
        {"0", "A", 9.3}, {"0", "D", 8.4}, {"0", "E", 8.1}, {"0", "B", 7.6}};
    core::Run run = test::makeRun(lines);
    Qrels qrels = test::makeQrels({{"0", "A", 1}});
    EvalOptions opts;
    for (const char* s :
         {"alpha_ndcg@5,10,20", "err_ia@5,10,20", "nerr_ia@5,10,20", "srecall@5,10,20"})
        addMeasureSpec(s, opts.requests);
    opts.diversity = &div;
    const EvalResult r = evaluate(run, qrels, {}, opts);
    EXPECT_NEAR(value(r, "err_ia_cut_5"), 0.3933, 1e-4);
    EXPECT_NEAR(value(r, "err_ia_cut_10"), 0.3907, 1e-4);
    EXPECT_NEAR(value(r, "err_ia_cut_20"), 0.3907, 1e-4);
    EXPECT_NEAR(value(r, "nerr_ia_cut_5"), 0.8297, 1e-4);
    EXPECT_NEAR(value(r, "nerr_ia_cut_20"), 0.8297, 1e-4);
    EXPECT_NEAR(value(r, "alpha_ndcg_cut_5"), 0.7868, 1e-4);
    EXPECT_NEAR(value(r, "alpha_ndcg_cut_10"), 0.7868, 1e-4);
    EXPECT_NEAR(value(r, "alpha_ndcg_cut_20"), 0.7868, 1e-4);
    EXPECT_NEAR(value(r, "strec_cut_5"), 0.6666, 1e-4);
    EXPECT_NEAR(value(r, "strec_cut_20"), 0.6666, 1e-4);
}

TEST(DiversityMeasures, HandWorked) {
    // Subtopics s1: x, y; s2: y, z. Run x, y, z.
    const auto div = parse("q s1 x 1\nq s1 y 1\nq s2 y 1\nq s2 z 1\n");
    const auto r = evalDiversity({"x", "y", "z"}, div,
                                 {"alpha_ndcg@1,2,3", "err_ia@1,3", "nerr_ia@3", "srecall@1,2"});
    // Gains (alpha 0.5): x: 1; y: s1 seen once -> 0.5, s2 new -> 1: 1.5; z: s2 seen -> 0.5.
    // Greedy ideal: y (2), then x or z (0.5 each; the larger docid z), then x (0.5).
    const double dcg3 = 1 + 1.5 / std::log2(3.0) + 0.5 / 2;
    const double idcg1 = 2, idcg3 = 2 + 0.5 / std::log2(3.0) + 0.5 / 2;
    EXPECT_NEAR(value(r, "alpha_ndcg_cut_1"), 1 / idcg1, 1e-12);
    EXPECT_NEAR(value(r, "alpha_ndcg_cut_3"), dcg3 / idcg3, 1e-12);
    // ERR-IA@3: (1 + 1.5/2 + 0.5/3) / (2 + 2*0.5/2 + 2*0.25/3).
    EXPECT_NEAR(value(r, "err_ia_cut_3"), (1 + 0.75 + 0.5 / 3) / (2 + 0.5 + 0.5 / 3), 1e-12);
    EXPECT_NEAR(value(r, "err_ia_cut_1"), 0.5, 1e-12);
    EXPECT_NEAR(value(r, "nerr_ia_cut_3"), (1 + 0.75 + 0.5 / 3) / (2 + 0.25 + 0.5 / 3), 1e-12);
    EXPECT_DOUBLE_EQ(value(r, "strec_cut_1"), 0.5);
    EXPECT_DOUBLE_EQ(value(r, "strec_cut_2"), 1.0);
    // alpha = 0: no novelty discount; alpha-nDCG is NDCG of the subtopic counts.
    EvalConfig noNovelty;
    noNovelty.diversityAlpha = 0.0;
    const auto r0 = evalDiversity({"x", "y", "z"}, div, {"alpha_ndcg@3"}, noNovelty);
    EXPECT_NEAR(value(r0, "alpha_ndcg_cut_3"),
                (1 + 2 / std::log2(3.0) + 0.5) / (2 + 1 / std::log2(3.0) + 0.5), 1e-12);
}

TEST(DiversityMeasures, DegenerateCases) {
    // No subtopic with a relevant item: every measure is 0.
    const auto none = parse("q s1 x 0\nq s2 y 0\n");
    const auto r =
        evalDiversity({"x", "y"}, none, {"alpha_ndcg@5", "err_ia@5", "nerr_ia@5", "srecall@5"});
    for (const char* c : {"alpha_ndcg_cut_5", "err_ia_cut_5", "nerr_ia_cut_5", "strec_cut_5"})
        EXPECT_DOUBLE_EQ(value(r, c), 0.0) << c;
    // A query without subtopic labels at all: 0 too.
    const auto other = parse("p s1 x 1\n");
    EXPECT_DOUBLE_EQ(value(evalDiversity({"x"}, other, {"alpha_ndcg@5"}), "alpha_ndcg_cut_5"), 0);
    // One item covering the only subtopic: perfect.
    const auto one = parse("q s1 x 1\n");
    const auto r1 = evalDiversity({"x"}, one, {"alpha_ndcg@5", "nerr_ia@5", "srecall@1"});
    EXPECT_DOUBLE_EQ(value(r1, "alpha_ndcg_cut_5"), 1.0);
    EXPECT_DOUBLE_EQ(value(r1, "nerr_ia_cut_5"), 1.0);
    EXPECT_DOUBLE_EQ(value(r1, "strec_cut_1"), 1.0);
    // The same item twice in the labels' subtopics but the list empty: 0.
    EXPECT_DOUBLE_EQ(value(evalDiversity({"zz"}, one, {"alpha_ndcg@5"}), "alpha_ndcg_cut_5"), 0);
}

TEST(DiversityMeasures, NeedSubtopicLabels) {
    core::Run run = test::makeRun({{"q", "x", 1.0}});
    Qrels qrels = test::makeQrels({{"q", "x", 1}});
    EvalOptions opts;
    addMeasureSpec("alpha_ndcg@10", opts.requests);
    EXPECT_THROW(evaluate(run, qrels, {}, opts), std::invalid_argument);
    // As curves they are left out instead (every curve measure is offered by default).
    EvalOptions curves;
    curves.curveK = 5;
    curves.curveMeasures = {findMeasure("alpha_ndcg_cut"), findMeasure("P")};
    const EvalResult res = evaluate(run, qrels, {}, curves);
    ASSERT_EQ(res.curveMeasures.size(), 1u);
    EXPECT_EQ(res.curveMeasures[0]->name, "P");
    // Compare parses them; its pipeline refuses them when it has no subtopic labels
    // (compare_diversity_test.cpp).
    EXPECT_EQ(compare::parseMetrics({"alpha_ndcg@10"}).size(), 1u);
    EvalConfig cfg;
    EXPECT_TRUE(applySetting("alpha=0.25", cfg));
    EXPECT_DOUBLE_EQ(cfg.diversityAlpha, 0.25);
    EXPECT_FALSE(applySetting("alpha=1.5", cfg));
    EXPECT_FALSE(applySetting("alpha=", cfg));
}

// Judged only (-J) removes unlabelled items before the intent-aware measures too: each kept
// rank keeps its own item's subtopics (hand-worked: d2 and d4 have no label, so the list is
// d1 (s1), d3 (s2) and S-recall@2 = 2/2; reading d2's subtopics at rank 2 would give 1/2).
TEST(DiversityMeasures, JudgedOnlyKeepsEachRanksOwnSubtopics) {
    const auto div = parse("q s1 d1 1\nq s1 d2 1\nq s2 d3 1\n");
    const std::vector<test::Line> lines{
        {"q", "d1", 4.0}, {"q", "d2", 3.0}, {"q", "d3", 2.0}, {"q", "d4", 1.0}};
    core::Run run = test::makeRun(lines);
    Qrels qrels = test::makeQrels({{"q", "d1", 0}, {"q", "d3", 1}});
    EvalOptions opts;
    for (const char* s : {"strec_cut.1,2", "alpha_ndcg_cut.2"}) addMeasureSpec(s, opts.requests);
    opts.diversity = &div;
    opts.threads = 1;
    EvalConfig cfg;
    cfg.judgedOnly = true;
    const EvalResult judged = evaluate(run, qrels, cfg, opts);
    EXPECT_DOUBLE_EQ(value(judged, "strec_cut_1"), 0.5);
    EXPECT_DOUBLE_EQ(value(judged, "strec_cut_2"), 1.0);
    // The same as evaluating the list with the unlabelled items taken out by hand.
    const EvalResult byHand = evalDiversity({"d1", "d3"}, div, {"alpha_ndcg_cut.2"});
    EXPECT_DOUBLE_EQ(value(judged, "alpha_ndcg_cut_2"), value(byHand, "alpha_ndcg_cut_2"));
    // -M 2 first: d1, d2 are looked at, d2 is dropped, the list is d1 alone.
    cfg.maxDocsPerQuery = 2;
    EXPECT_DOUBLE_EQ(value(evaluate(run, qrels, cfg, opts), "strec_cut_2"), 0.5);
}

}  // namespace
}  // namespace ranklens::core
