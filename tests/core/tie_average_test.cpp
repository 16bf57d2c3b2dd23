// Ties averaged (TiePolicy::Average, issue 11): every measure is the expected value over all
// orders of each group of equal scores (McSherry & Najork 2008). Checked against brute force
// (every permutation of every tied group, averaged), by hand, and against scikit-learn's own
// documented values.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <stdexcept>

#include "tests/core/test_util.h"

namespace ranklens::core {
namespace {

// A judged ranking whose ranks [groups[g], groups[g+1]) are tied.
JudgedRanking averaged(std::vector<std::int32_t> grades, const std::vector<std::int32_t>& labels,
                       const EvalConfig& cfg, std::vector<std::uint32_t> groups) {
    JudgedRanking r = judgeGrades(std::move(grades), labels, cfg);
    r.tieGroups = std::move(groups);
    return r;
}

// Calls f(grades) for every order of the items inside each tied group.
template <typename F>
void forEveryOrder(std::vector<std::int32_t> grades, const std::vector<std::uint32_t>& groups,
                   std::size_t g, F& f) {
    if (g + 1 >= groups.size()) return f(grades);
    std::vector<std::size_t> idx(groups[g + 1] - groups[g]);
    for (std::size_t i = 0; i < idx.size(); ++i) idx[i] = i;
    const std::vector<std::int32_t> base = grades;
    do {
        for (std::size_t i = 0; i < idx.size(); ++i)
            grades[groups[g] + i] = base[groups[g] + idx[i]];
        forEveryOrder(grades, groups, g + 1, f);
    } while (std::next_permutation(idx.begin(), idx.end()));
}

// Every measure defined under averaged ties, as a vector of values (curves at k = 1..K).
std::vector<double> allValues(const JudgedRanking& r, const EvalConfig& cfg, std::size_t K) {
    std::vector<double> v;
    for (const auto& m : measureRegistry()) {
        if (!definedUnderAveragedTies(m) || !m.curve) continue;
        std::vector<double> out(m.shape == MeasureShape::Curve ? K : 1);
        m.curve(r, cfg, out);
        v.insert(v.end(), out.begin(), out.end());
    }
    return v;
}

TEST(TiesAveraged, EqualsTheMeanOverEveryOrderOfTheTiedGroups) {
    std::mt19937 rng(7);
    auto pick = [&rng](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    std::vector<EvalConfig> configs(6);
    configs[1].relevanceThreshold = 2;
    configs[2].relevanceThreshold = 0;
    configs[3].gain = GainKind::Exponential;
    configs[4].gain = GainKind::Custom;
    configs[4].customGains = {1, 4, 2};
    configs[5].ideal = IdealOrder::Retrieved;
    int checked = 0;
    for (int trial = 0; trial < 300; ++trial) {
        const std::size_t n = static_cast<std::size_t>(pick(0, 8));
        std::vector<std::int32_t> grades(n), labels;
        for (auto& g : grades) {
            g = pick(-2, 3);
            if (g == -2)
                g = kUnjudged;
            else
                labels.push_back(g);
        }
        for (int extra = pick(0, 3); extra > 0; --extra) labels.push_back(pick(-1, 3));
        std::vector<std::uint32_t> groups = {0};
        while (groups.back() < n)
            groups.push_back(
                std::min<std::uint32_t>(static_cast<std::uint32_t>(n),
                                        groups.back() + static_cast<std::uint32_t>(pick(1, 5))));
        if (n == 0) groups.push_back(0);
        const std::size_t K = n + 2;
        for (const EvalConfig& cfg : configs) {
            std::vector<double> sum;
            double orders = 0;
            auto add = [&](const std::vector<std::int32_t>& order) {
                const auto v = allValues(judgeGrades(order, labels, cfg), cfg, K);
                if (sum.empty()) sum.assign(v.size(), 0.0);
                for (std::size_t i = 0; i < v.size(); ++i) sum[i] += v[i];
                ++orders;
            };
            forEveryOrder(grades, groups, 0, add);
            const auto got = allValues(averaged(grades, labels, cfg, groups), cfg, K);
            ASSERT_EQ(got.size(), sum.size());
            for (std::size_t i = 0; i < got.size(); ++i)
                ASSERT_NEAR(got[i], sum[i] / orders, 1e-12) << "trial " << trial << " value " << i;
            ++checked;
        }
    }
    EXPECT_EQ(checked, 300 * 6);
}

TEST(TiesAveraged, HandWorkedGroupOfTwoWithOneRelevantItem) {
    // Ranks 1-2 tied: one relevant (grade 1), one not (grade 0); rank 3 relevant, alone.
    // Orders [1,0,1] and [0,1,1], each with probability 1/2; R = 2.
    const EvalConfig cfg;
    const auto r = averaged({1, 0, 1}, {1, 0, 1}, cfg, {0, 2, 3});
    EXPECT_DOUBLE_EQ(test::measureAt("P", r, cfg, 1), 0.5);
    EXPECT_DOUBLE_EQ(test::measureAt("success", r, cfg, 1), 0.5);
    // RR: (1/1 + 1/2) / 2
    EXPECT_DOUBLE_EQ(test::measureAt("recip_rank", r, cfg), 0.75);
    // AP: [1,0,1] = (1 + 2/3) / 2; [0,1,1] = (1/2 + 2/3) / 2; mean = 17/24
    EXPECT_DOUBLE_EQ(test::measureAt("map", r, cfg), 17.0 / 24.0);
    // DCG@1: mean gain of the group at rank 1 = 0.5
    EXPECT_DOUBLE_EQ(test::measureAt("DCG", r, cfg, 1), 0.5);
}

// scikit-learn's documented examples: sklearn/metrics/_ranking.py, docstrings of dcg_score and
// ndcg_score (true_relevance [[10, 0, 0, 1, 5]]; "by default ties are averaged"). Every item is
// labelled and returned, gains are the labels (linear), the ideal is all labels: RankLens'
// defaults except the tie policy.
struct SklearnExample : ::testing::Test {
    Qrels qrels = test::makeQrels(
        {{"q", "d0", 10}, {"q", "d1", 0}, {"q", "d2", 0}, {"q", "d3", 1}, {"q", "d4", 5}});
    EvalResult eval(std::vector<double> scores, TiePolicy ties,
                    std::initializer_list<std::pair<const char*, std::vector<double>>> m) {
        std::vector<test::Line> lines;
        for (std::size_t i = 0; i < scores.size(); ++i)
            lines.push_back({"q", "d" + std::to_string(i), scores[i]});
        core::Run run = test::makeRun(lines);
        EvalConfig cfg;
        cfg.ties = ties;
        return evaluate(run, qrels, cfg, test::requestsFor(m));
    }
    // A doctest value "9.49...": the value starts with those digits.
    static void expectDoctest(double v, double shown, double step) {
        EXPECT_GE(v, shown);
        EXPECT_LT(v, shown + step);
    }
    static double at(const EvalResult& r, const char* column) {
        return r.column(column)->perQuery.at(0);
    }
};

TEST_F(SklearnExample, TiedScoresAverageTheTiedGains) {
    // scores [[1, 0, 0, 0, 1]]: dcg_score(k=1) = 7.5, ndcg_score(k=1) = 0.75 (ties averaged);
    // with ignore_ties=True 5.0 and 0.5 - here trec_eval's order (docid descending: d4 first).
    const auto avg = eval({1, 0, 0, 0, 1}, TiePolicy::Average, {{"DCG", {1}}, {"ndcg_cut", {1}}});
    EXPECT_DOUBLE_EQ(at(avg, "DCG_1"), 7.5);
    EXPECT_DOUBLE_EQ(at(avg, "ndcg_cut_1"), 0.75);
    const auto trec = eval({1, 0, 0, 0, 1}, TiePolicy::TrecEval, {{"DCG", {1}}, {"ndcg_cut", {1}}});
    EXPECT_DOUBLE_EQ(at(trec, "DCG_1"), 5.0);
    EXPECT_DOUBLE_EQ(at(trec, "ndcg_cut_1"), 0.5);
}

TEST_F(SklearnExample, WithoutTiesEveryPolicyGivesTheDocumentedValues) {
    // scores [[.1, .2, .3, 4, 70]]: dcg_score 9.49..., dcg_score(k=2) 5.63..., ndcg_score 0.69...
    // scores [[.05, 1.1, 1., .5, .0]]: ndcg_score 0.49..., ndcg_score(k=4) 0.35...
    for (TiePolicy ties : {TiePolicy::Average, TiePolicy::TrecEval}) {
        const auto a = eval({.1, .2, .3, 4, 70}, ties, {{"DCG", {2, 5}}, {"ndcg", {}}});
        expectDoctest(at(a, "DCG_5"), 9.49, 0.01);
        expectDoctest(at(a, "DCG_2"), 5.63, 0.01);
        expectDoctest(at(a, "ndcg"), 0.69, 0.01);
        const auto b = eval({.05, 1.1, 1., .5, .0}, ties, {{"ndcg", {}}, {"ndcg_cut", {4}}});
        expectDoctest(at(b, "ndcg"), 0.49, 0.01);        // 6.7411 / 13.6546
        expectDoctest(at(b, "ndcg_cut_4"), 0.35, 0.01);  // 4.8068 / 13.6546
    }
}

TEST_F(SklearnExample, MeasuresWithoutAnExactExpectationAreRefused) {
    try {
        eval({1, 0, 0, 0, 1}, TiePolicy::Average, {{"iprec_at_recall", {0.5}}});
        FAIL() << "iprec_at_recall accepted under ties=average";
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("iprec_at_recall is not defined under ties=average"),
                  std::string::npos);
    }
}

}  // namespace
}  // namespace ranklens::core
