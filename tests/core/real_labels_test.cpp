// Real-valued labels (0.5, 2.7: learning-to-rank data, scikit-learn's y_true) used as gains,
// relevance by label >= threshold; integer labels unchanged.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <random>
#include <sstream>

#include "core/eval/evaluator.h"
#include "core/eval/ranking_metrics.h"
#include "core/io/csv_reader.h"
#include "core/io/qrels_writer.h"
#include "core/io/trec_reader.h"
#include "tests/core/temp_dir_test.h"
#include "tests/core/test_util.h"

namespace ranklens::core {
namespace {

struct RealLabel {
    std::string qid, doc;
    double label;
};

Qrels realQrels(const std::vector<RealLabel>& labels) {
    Qrels qrels;
    for (const auto& l : labels) qrels.query(l.qid).add(qrels.storeString(l.doc), l.label);
    qrels.finalize();
    return qrels;
}

double at(const EvalResult& r, const std::string& column) {
    const ResultColumn* c = r.column(column);
    return c ? c->aggregate : -1.0;
}

// A threshold between whole numbers (0.5) with real-valued labels: relevant is label >= 0.5,
// so 0.7 and 0.5 are relevant, 0.3 is not (the floors, all 0, said none was); the gains stay
// the labels, and under --ndcg-threshold the label below it gains 0.
TEST(RealLabels, ARealThresholdCountsTheLabelsAtOrAboveIt) {
    const Qrels qrels =
        realQrels({{"q", "a", 0.7}, {"q", "b", 0.3}, {"q", "c", 1.2}, {"q", "d", 0.5}});
    const core::Run run =
        test::makeRun({{"q", "a", 5}, {"q", "b", 4}, {"q", "c", 3}, {"q", "d", 2}, {"q", "e", 1}});
    EvalConfig cfg;
    cfg.setThreshold(0.5);
    EXPECT_EQ(cfg.relevanceThreshold, 1);
    EXPECT_EQ(cfg.thresholdText(), "0.5");
    const auto r =
        evaluate(run, qrels, cfg,
                 test::requestsFor({{"num_rel", {}}, {"P", {4}}, {"map", {}}, {"ndcg_cut", {5}}}));
    EXPECT_EQ(at(r, "num_rel"), 3.0);
    EXPECT_DOUBLE_EQ(at(r, "P_4"), 0.75);
    EXPECT_DOUBLE_EQ(at(r, "map"), (1.0 + 2.0 / 3 + 3.0 / 4) / 3);
    const double dcg = 0.7 + 0.3 / std::log2(3.0) + 1.2 / 2 + 0.5 / std::log2(5.0);
    const double idcg = 1.2 + 0.7 / std::log2(3.0) + 0.5 / 2 + 0.3 / std::log2(5.0);
    EXPECT_DOUBLE_EQ(at(r, "ndcg_cut_5"), dcg / idcg);
    cfg.thresholdInGain = true;  // ranx: b (0.3 < 0.5) gains 0 and leaves the ideal
    const auto ranx = evaluate(run, qrels, cfg, test::requestsFor({{"ndcg_cut", {5}}}));
    const double dcg3 = 0.7 + 1.2 / 2 + 0.5 / std::log2(5.0);
    const double idcg3 = 1.2 + 0.7 / std::log2(3.0) + 0.5 / 2;
    EXPECT_DOUBLE_EQ(ranx.columns.at(0).aggregate, dcg3 / idcg3);
    cfg.thresholdInGain = false;
    cfg.setThreshold(1.5);  // nothing reaches 1.5
    EXPECT_EQ(at(evaluate(run, qrels, cfg, test::requestsFor({{"num_rel", {}}})), "num_rel"), 0.0);
    cfg.setThreshold(1.0);  // whole: the floors decide, as before
    EXPECT_FALSE(cfg.realThreshold);
    EXPECT_EQ(at(evaluate(run, qrels, cfg, test::requestsFor({{"num_rel", {}}})), "num_rel"), 1.0);
    EXPECT_EQ(thresholdProblem(cfg, false), "");
    cfg.setThreshold(0.5);
    EXPECT_EQ(thresholdProblem(cfg, true), "");
    EXPECT_NE(thresholdProblem(cfg, false).find("is for real-valued labels"), std::string::npos);
}

// The list editor (the ranking view) judges a query with real-valued labels with judgeLabels:
// its values are the evaluation's (the editor had used the labels' floors, so 0.7 and 0.5 were
// not relevant under a threshold of 0.5 and every gain was a whole number).
TEST(RealLabels, TheListEditorJudgesRealLabelsAsTheEvaluationDoes) {
    const Qrels qrels =
        realQrels({{"q", "a", 0.7}, {"q", "b", 0.3}, {"q", "c", 1.2}, {"q", "d", 0.5}});
    const core::Run run =
        test::makeRun({{"q", "a", 5}, {"q", "b", 4}, {"q", "c", 3}, {"q", "d", 2}, {"q", "e", 1}});
    const double unjudged = std::nan("");
    for (double t : {0.5, 1.0}) {
        EvalConfig cfg;
        cfg.setThreshold(t);
        const JudgedRanking j =
            judgeLabels({0.7, 0.3, 1.2, 0.5, unjudged}, {0.7, 0.3, 1.2, 0.5}, cfg);
        RankingScratch scratch;
        const RankingMetrics m = computeRankingMetrics(j, cfg, 4, 0.8, scratch);
        const auto r = evaluate(
            run, qrels, cfg,
            test::requestsFor({{"num_rel", {}}, {"P", {4}}, {"recall", {4}}, {"ndcg_cut", {4}}}));
        EXPECT_EQ(m.numRel, static_cast<std::int64_t>(at(r, "num_rel"))) << t;
        EXPECT_DOUBLE_EQ(m[RankingMeasure::P], at(r, "P_4")) << t;
        EXPECT_DOUBLE_EQ(m[RankingMeasure::Recall], at(r, "recall_4")) << t;
        EXPECT_DOUBLE_EQ(m[RankingMeasure::Ndcg], at(r, "ndcg_cut_4")) << t;
    }
    EvalConfig cfg;
    cfg.setThreshold(0.5);
    const JudgedRanking j = judgeLabels({0.7, 0.3, 1.2, 0.5, unjudged}, {0.7, 0.3, 1.2, 0.5}, cfg);
    RankingScratch scratch;
    const RankingMetrics m = computeRankingMetrics(j, cfg, 4, 0.8, scratch);
    EXPECT_EQ(m.numRel, 3);  // 0.7, 1.2 and 0.5 (their floors 0, 1, 0 said one)
    EXPECT_DOUBLE_EQ(m[RankingMeasure::P], 0.75);
    const double dcg = 0.7 + 0.3 / std::log2(3.0) + 1.2 / 2 + 0.5 / std::log2(5.0);
    const double idcg = 1.2 + 0.7 / std::log2(3.0) + 0.5 / 2 + 0.3 / std::log2(5.0);
    EXPECT_DOUBLE_EQ(m[RankingMeasure::Ndcg], dcg / idcg);
    cfg.judgedOnly = true;  // -J: the unjudged e leaves the list
    EXPECT_EQ(judgeLabels({0.7, unjudged, 1.2}, {0.7, 1.2}, cfg).grades.size(), 2u);
}

// scikit-learn's ndcg_score docstring example: true_relevance [[10, 0, 0, 1, 5]], here divided
// by 10 ([[1.0, 0, 0, 0.1, 0.5]]: real-valued; linear gains, so NDCG does not change).
// sklearn documents ndcg_score = 0.69... for scores [[.1, .2, .3, 4, 70]], 0.49... for
// [[.05, 1.1, 1., .5, .0]], 0.35... for the latter at k=4, and 0.75 at k=1 for scores
// [[1, 0, 0, 0, 1]] with ties averaged (its default; 0.5 with ignore_ties=True).
// Worked out: DCG = 0.5 + 0.1/log2(3) + 1.0/log2(6), IDCG = 1.0 + 0.5/log2(3) + 0.1/2.
TEST(RealLabels, ScikitLearnNdcgScoreDocstringExample) {
    const Qrels qrels = realQrels(
        {{"q", "a", 1.0}, {"q", "b", 0.0}, {"q", "c", 0.0}, {"q", "d", 0.1}, {"q", "e", 0.5}});
    const auto ndcg = [&](std::vector<double> scores, const char* measure, double k,
                          TiePolicy ties) {
        const char* docs[] = {"a", "b", "c", "d", "e"};
        std::vector<test::Line> lines;
        for (int i = 0; i < 5; ++i) lines.push_back({"q", docs[i], scores[i]});
        core::Run run = test::makeRun(lines);
        EvalConfig cfg;
        cfg.ties = ties;
        const auto r = evaluate(run, qrels, cfg, test::requestsFor({{measure, {k}}}));
        return r.columns.at(0).aggregate;
    };
    const double idcg = 1.0 + 0.5 / std::log2(3.0) + 0.1 / 2.0;
    const double v1 = ndcg({.1, .2, .3, 4, 70}, "ndcg", 0, TiePolicy::TrecEval);
    EXPECT_NEAR(v1, (0.5 + 0.1 / std::log2(3.0) + 1.0 / std::log2(6.0)) / idcg, 1e-12);
    EXPECT_NEAR(v1, 0.6957, 5e-5);  // sklearn: 0.69...
    const double v2 = ndcg({.05, 1.1, 1., .5, .0}, "ndcg", 0, TiePolicy::TrecEval);
    EXPECT_NEAR(v2, 0.4937, 5e-5);  // sklearn: 0.49...
    EXPECT_NEAR(ndcg({.05, 1.1, 1., .5, .0}, "ndcg_cut", 4, TiePolicy::TrecEval), 0.3520,
                5e-5);  // sklearn k=4: 0.35...
    EXPECT_DOUBLE_EQ(ndcg({1, 0, 0, 0, 1}, "ndcg_cut", 1, TiePolicy::Average), 0.75);
    // ignore_ties=True: sklearn's 0.5 puts e first, as trec_eval's tie order (docid descending).
    EXPECT_DOUBLE_EQ(ndcg({1, 0, 0, 0, 1}, "ndcg_cut", 1, TiePolicy::TrecEval), 0.5);
}

// scikit-learn's test_dcg_score (sklearn/metrics/tests/test_ranking.py) with real y_true drawn
// uniformly: the ideal DCG is (np.sort(y_true)[::-1] / log2(arange(n) + 2)).sum(), and
// test_ndcg_score: NDCG = DCG / ideal DCG, the ideal's NDCG is 1.
TEST(RealLabels, ScikitLearnDcgPropertiesOnUniformLabels) {
    std::mt19937 gen(0);
    std::uniform_real_distribution<double> u(0.0, 1.0);
    std::vector<RealLabel> labels;
    std::vector<test::Line> lines;
    std::vector<double> y;
    for (int i = 0; i < 10; ++i) {
        const std::string doc = "d" + std::to_string(i);
        y.push_back(u(gen));
        labels.push_back({"q", doc, y.back()});
        lines.push_back({"q", doc, u(gen)});
    }
    const Qrels qrels = realQrels(labels);
    core::Run run = test::makeRun(lines);
    const auto r = evaluate(run, qrels, EvalConfig{},
                            test::requestsFor({{"ndcg", {}}, {"DCG", {10}}, {"IDCG", {10}}}));
    std::sort(y.rbegin(), y.rend());
    double ideal = 0;
    for (std::size_t i = 0; i < y.size(); ++i) ideal += y[i] / std::log2(i + 2.0);
    EXPECT_NEAR(at(r, "IDCG_10"), ideal, 1e-12);
    EXPECT_NEAR(at(r, "ndcg"), at(r, "DCG_10") / ideal, 1e-12);
    EXPECT_LE(at(r, "DCG_10"), ideal);
    // The ideal ranking (scores = labels) has NDCG 1.
    std::vector<test::Line> best;
    for (const auto& l : labels) best.push_back({"q", l.doc, l.label});
    core::Run bestRun = test::makeRun(best);
    EXPECT_NEAR(
        at(evaluate(bestRun, qrels, EvalConfig{}, test::requestsFor({{"ndcg", {}}})), "ndcg"), 1.0,
        1e-12);
}

// Hand-worked: labels 2.7, 0.5, 0, 1.5 in rank order and 3.2 unretrieved.
TEST(RealLabels, GainsAreTheLabelsRelevanceIsByThreshold) {
    core::Run run = test::makeRun({{"q", "a", 4}, {"q", "b", 3}, {"q", "c", 2}, {"q", "d", 1}});
    const Qrels qrels = realQrels(
        {{"q", "a", 2.7}, {"q", "b", 0.5}, {"q", "c", 0}, {"q", "d", 1.5}, {"q", "x", 3.2}});
    EvalConfig cfg;  // threshold 1: a and d relevant (2.7, 1.5 >= 1), b not (0.5 < 1)
    auto r = evaluate(run, qrels, cfg,
                      test::requestsFor({{"P", {2}},
                                         {"num_rel", {}},
                                         {"CG", {4}},
                                         {"DCG", {2}},
                                         {"ndcg_cut", {2}},
                                         {"recip_rank", {}}}));
    EXPECT_DOUBLE_EQ(at(r, "P_2"), 0.5);
    EXPECT_DOUBLE_EQ(at(r, "num_rel"), 3);  // a, d, x
    EXPECT_DOUBLE_EQ(at(r, "CG_4"), 2.7 + 0.5 + 1.5);
    EXPECT_DOUBLE_EQ(at(r, "DCG_2"), 2.7 + 0.5 / std::log2(3.0));
    EXPECT_DOUBLE_EQ(at(r, "ndcg_cut_2"),
                     (2.7 + 0.5 / std::log2(3.0)) / (3.2 + 2.7 / std::log2(3.0)));
    EXPECT_DOUBLE_EQ(at(r, "recip_rank"), 1.0);
    // Threshold 2: only 2.7 and 3.2 are relevant; 1.5 is not (1.5 < 2).
    cfg.relevanceThreshold = 2;
    r = evaluate(run, qrels, cfg, test::requestsFor({{"P", {4}}, {"num_rel", {}}}));
    EXPECT_DOUBLE_EQ(at(r, "P_4"), 0.25);
    EXPECT_DOUBLE_EQ(at(r, "num_rel"), 2);
    // Exponential gain 2^label - 1; the NDCG threshold (ranx) zeroes the gain of 0.5 and 1.5.
    cfg.relevanceThreshold = 1;
    cfg.gain = GainKind::Exponential;
    r = evaluate(run, qrels, cfg, test::requestsFor({{"DCG", {2}}}));
    EXPECT_DOUBLE_EQ(at(r, "DCG_2"), std::exp2(2.7) - 1 + (std::exp2(0.5) - 1) / std::log2(3.0));
    cfg.gain = GainKind::Linear;
    cfg.thresholdInGain = true;
    r = evaluate(run, qrels, cfg, test::requestsFor({{"CG", {4}}, {"IDCG", {3}}}));
    EXPECT_DOUBLE_EQ(at(r, "CG_4"), 2.7 + 1.5);
    EXPECT_DOUBLE_EQ(at(r, "IDCG_3"), 3.2 + 2.7 / std::log2(3.0) + 1.5 / 2.0);
    // ERR with gmax 4: R = (2^l - 1) / 16 for a real label l.
    cfg.thresholdInGain = false;
    r = evaluate(run, qrels, cfg, test::requestsFor({{"err_cut", {2}}}));
    const double r1 = (std::exp2(2.7) - 1) / 16, r2 = (std::exp2(0.5) - 1) / 16;
    EXPECT_DOUBLE_EQ(at(r, "err_cut_2"), r1 + (1 - r1) * r2 / 2);
}

// A label 0.5 has a positive gain though its floor is 0: it enters the ideal ranking.
TEST(RealLabels, BelowOneStillGainsAndEntersTheIdeal) {
    core::Run run = test::makeRun({{"q", "a", 2}, {"q", "b", 1}});
    const Qrels qrels = realQrels({{"q", "a", 0}, {"q", "b", 0.5}});
    const auto r = evaluate(run, qrels, EvalConfig{},
                            test::requestsFor({{"ndcg", {}}, {"IDCG", {1}}, {"P", {2}}}));
    EXPECT_DOUBLE_EQ(at(r, "IDCG_1"), 0.5);
    EXPECT_DOUBLE_EQ(at(r, "ndcg"), (0.5 / std::log2(3.0)) / 0.5);
    EXPECT_DOUBLE_EQ(at(r, "P_2"), 0.0);  // nothing reaches the threshold 1
}

// Ties averaged over real labels: the expected gain of a tie group is its mean label.
TEST(RealLabels, TiesAveragedUseTheMeanLabel) {
    core::Run run = test::makeRun({{"q", "a", 1}, {"q", "b", 1}, {"q", "c", 0}});
    const Qrels qrels = realQrels({{"q", "a", 0.3}, {"q", "b", 2.5}, {"q", "c", 1}});
    EvalConfig cfg;
    cfg.ties = TiePolicy::Average;
    const auto r = evaluate(run, qrels, cfg, test::requestsFor({{"DCG", {2}}}));
    EXPECT_DOUBLE_EQ(at(r, "DCG_2"), 1.4 + 1.4 / std::log2(3.0));
}

// Integer labels stay on the integer path: nothing stored beside the grades.
TEST(RealLabels, IntegerLabelsKeepNoRealValues) {
    Qrels qrels;
    qrels.query("q").add(qrels.storeString("a"), 2.0);
    qrels.query("q").add(qrels.storeString("b"), -1.0);
    EXPECT_FALSE(qrels.hasRealLabels());
    qrels.query("q").add(qrels.storeString("c"), 0.25);
    EXPECT_TRUE(qrels.hasRealLabels());
    const auto& q = *qrels.find("q");
    ASSERT_EQ(q.reals.size(), 3u);
    EXPECT_EQ(q.reals[0], 2.0);
    EXPECT_EQ(q.reals[1], -1.0);
    EXPECT_EQ(q.judgments[2].grade, 0);
    // A negative real label is judged not relevant (its floor is negative).
    qrels.query("q").add(qrels.storeString("d"), -0.5);
    EXPECT_EQ(qrels.find("q")->judgments[3].grade, -1);
}

// Exported labels keep their real values (shortest text that reads back exactly).
TEST(RealLabels, WritersKeepTheValues) {
    const Qrels qrels = realQrels({{"q", "a", 0.1}, {"q", "b", 2}, {"q", "c", -0.5}});
    std::ostringstream trec, csv;
    writeQrelsTrec(qrels, trec);
    writeQrelsCsv(qrels, csv);
    EXPECT_EQ(trec.str(), "q 0 a 0.1\nq 0 b 2\nq 0 c -0.5\n");
    EXPECT_EQ(csv.str(), "query,doc,label\nq,a,0.1\nq,b,2\nq,c,-0.5\n");
}

class RealLabelFiles : public ranklens::test::TempDirTest {};

TEST_F(RealLabelFiles, CsvAndTrecWithTheOption) {
    const auto csv = write("labels.csv", "query,doc,label\nq1,d1,0.5\nq1,d2,2\nq2,d1,1\n");
    const Qrels c = readCsvQrels(csv);
    EXPECT_TRUE(c.hasRealLabels());
    EXPECT_DOUBLE_EQ(c.find("q1")->label(0), 0.5);
    EXPECT_DOUBLE_EQ(c.find("q1")->label(1), 2.0);
    EXPECT_TRUE(c.find("q2")->reals.empty());  // integer-only queries keep no reals
    EXPECT_THROW((void)readCsvQrels(write("bad.csv", "query,doc,label\nq1,d1,high\n")), ParseError);
    const auto trec = write("labels.qrels", "q1 0 d1 0.5\nq1 0 d2 2\n");
    try {
        (void)readTrecQrels(trec);
        FAIL() << "TREC qrels must stay integer without --real-labels";
    } catch (const ParseError& e) {
        EXPECT_NE(e.issues().at(0).message.find("--real-labels"), std::string::npos);
    }
    ParseOptions po;
    po.realTrecLabels = true;
    const Qrels t = readTrecQrels(trec, po);
    EXPECT_DOUBLE_EQ(t.find("q1")->label(0), 0.5);
    EXPECT_EQ(t.find("q1")->judgments[0].grade, 0);
    // Read in parallel parts: the labels come out the same.
    std::string big;
    for (int i = 0; i < 3000; ++i)
        big += "q" + std::to_string(i % 7) + " 0 d" + std::to_string(i) + " " +
               (i % 3 ? std::to_string(i % 4) : "1.25") + "\n";
    po.threads = 2;
    po.parallelMinBytes = 1;
    const Qrels p = readTrecQrels(write("big.qrels", big), po);
    po.threads = 1;
    const Qrels s = readTrecQrels(write("big1.qrels", big), po);
    for (const auto& q : s.queries()) {
        const QrelsQuery* pq = p.find(q.qid);
        ASSERT_NE(pq, nullptr);
        ASSERT_EQ(pq->judgments.size(), q.judgments.size());
        for (std::size_t j = 0; j < q.judgments.size(); ++j) {
            EXPECT_STREQ(pq->judgments[j].doc, q.judgments[j].doc);
            EXPECT_EQ(pq->label(j), q.label(j));
        }
    }
}

// Randomized cross-check with real-valued labels: CG, DCG, NDCG (cut and uncut), P and ERR
// against a direct computation from the definitions, under every combination of gain, ideal,
// ties (averaged ties by brute force: the mean over every order of each tie group), NDCG
// threshold, judged only, log base and threshold.
struct RefItem {
    std::string doc;
    double score;
    bool judged;
    double label;
};

double refGain(const RefItem& it, const EvalConfig& c) {
    if (!it.judged || it.label < 0 || (c.thresholdInGain && it.label < c.relevanceThreshold))
        return 0.0;
    return c.gain == GainKind::Exponential ? std::exp2(it.label) - 1 : it.label;
}
double refDisc(std::size_t rank, const EvalConfig& c) {
    return std::log(rank + 1.0) / std::log(c.logBase);
}
// Measures of one fixed order: CG@k, DCG@k, P@k, ERR@k (gmax 4).
std::array<double, 4> refFixed(const std::vector<RefItem>& order, const EvalConfig& c,
                               std::size_t k) {
    double cg = 0, dcg = 0, rel = 0, err = 0, reach = 1;
    for (std::size_t i = 0; i < order.size() && i < k; ++i) {
        const double g = refGain(order[i], c);
        cg += g;
        dcg += g / refDisc(i + 1, c);
        rel += order[i].judged && order[i].label >= c.relevanceThreshold;
        const double l = order[i].judged && order[i].label > 0 ? std::min(order[i].label, 4.0) : 0;
        const double stop = (std::exp2(l) - 1) / 16;
        err += reach * stop / static_cast<double>(i + 1);
        reach *= 1 - stop;
    }
    return {cg, dcg, rel / static_cast<double>(k), err};
}

TEST(RealLabels, RandomizedCrossCheck) {
    std::mt19937 gen(7);
    for (int trial = 0; trial < 60; ++trial) {
        std::vector<RefItem> items;
        std::vector<RealLabel> labels;
        std::vector<test::Line> lines;
        const int n = 3 + static_cast<int>(gen() % 5);
        for (int i = 0; i < n; ++i) {
            RefItem it{"d" + std::to_string(i), static_cast<double>(gen() % 4), gen() % 5 != 0,
                       static_cast<double>(static_cast<int>(gen() % 21) - 4) / 4.0};
            if (it.judged) labels.push_back({"q", it.doc, it.label});
            lines.push_back({"q", it.doc, it.score});
            items.push_back(it);
        }
        labels.push_back({"q", "unret", 1.75});  // labelled, never returned
        const Qrels qrels = realQrels(labels);
        for (int combo = 0; combo < 32; ++combo) {
            EvalConfig c;
            c.gain = combo & 1 ? GainKind::Exponential : GainKind::Linear;
            c.ideal = combo & 2 ? IdealOrder::Retrieved : IdealOrder::Labels;
            c.ties = combo & 4 ? TiePolicy::Average : TiePolicy::TrecEval;
            c.thresholdInGain = combo & 8;
            c.judgedOnly = combo & 16;
            c.logBase = trial % 3 == 0 ? 10.0 : 2.0;
            c.relevanceThreshold = 1 + trial % 2;
            // The ranking: score descending, ties by docid descending (trec_eval); judged only
            // drops unlabelled and negative items.
            std::vector<RefItem> ranked;
            for (const auto& it : items)
                if (!c.judgedOnly || (it.judged && it.label >= 0)) ranked.push_back(it);
            std::sort(ranked.begin(), ranked.end(), [](const RefItem& a, const RefItem& b) {
                return a.score != b.score ? a.score > b.score : a.doc > b.doc;
            });
            const std::size_t k = 1 + trial % 4;
            std::array<double, 4> want{};
            int orders = 0;
            // Every order of each tie group (averaged) or just the trec_eval one.
            std::vector<RefItem> perm = ranked;
            std::function<void(std::size_t)> walk = [&](std::size_t b) {
                if (b >= perm.size()) {
                    const auto v = refFixed(perm, c, k);
                    for (int m = 0; m < 4; ++m) want[m] += v[m];
                    ++orders;
                    return;
                }
                std::size_t e = b + 1;
                while (c.ties == TiePolicy::Average && e < perm.size() &&
                       perm[e].score == perm[b].score)
                    ++e;
                std::sort(perm.begin() + b, perm.begin() + e,
                          [](const RefItem& x, const RefItem& y) { return x.doc < y.doc; });
                do walk(e);
                while (std::next_permutation(
                    perm.begin() + b, perm.begin() + e,
                    [](const RefItem& x, const RefItem& y) { return x.doc < y.doc; }));
            };
            walk(0);
            for (auto& v : want) v /= orders;
            // The ideal: gains of every label (or of the returned items), best first.
            std::vector<double> ideal;
            if (c.ideal == IdealOrder::Labels) {
                for (const auto& l : labels) ideal.push_back(refGain({l.doc, 0, true, l.label}, c));
            } else {
                for (const auto& it : ranked) ideal.push_back(refGain(it, c));
            }
            std::sort(ideal.rbegin(), ideal.rend());
            double idcg = 0;
            for (std::size_t i = 0; i < ideal.size() && i < k && ideal[i] > 0; ++i)
                idcg += ideal[i] / refDisc(i + 1, c);
            core::Run run = test::makeRun(lines);
            const auto r = evaluate(run, qrels, c,
                                    test::requestsFor({{"CG", {static_cast<double>(k)}},
                                                       {"DCG", {static_cast<double>(k)}},
                                                       {"ndcg_cut", {static_cast<double>(k)}},
                                                       {"P", {static_cast<double>(k)}}}));
            const std::string ks = std::to_string(k);
            const std::string where =
                "trial " + std::to_string(trial) + " combo " + std::to_string(combo);
            EXPECT_NEAR(at(r, "CG_" + ks), want[0], 1e-9) << where;
            EXPECT_NEAR(at(r, "DCG_" + ks), want[1], 1e-9) << where;
            EXPECT_NEAR(at(r, "ndcg_cut_" + ks), idcg > 0 ? want[1] / idcg : 0.0, 1e-9) << where;
            EXPECT_NEAR(at(r, "P_" + ks), want[2], 1e-9) << where;
            if (c.ties == TiePolicy::TrecEval) {  // ERR is not defined under averaged ties
                core::Run run2 = test::makeRun(lines);
                const auto e = evaluate(run2, qrels, c,
                                        test::requestsFor({{"err_cut", {static_cast<double>(k)}}}));
                EXPECT_NEAR(at(e, "err_cut_" + ks), want[3], 1e-12) << where;
            }
        }
    }
}

}  // namespace
}  // namespace ranklens::core
