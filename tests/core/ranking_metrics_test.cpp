// The ranking view's numbers (core/eval/ranking_metrics.h) against independent formulas.
#include <gtest/gtest.h>

#include <random>

#include "core/eval/ranking_metrics.h"
#include "tests/support/reference_ndcg.h"

namespace ranklens::core {
namespace {

using ::ranklens::test::dcgAt;
using ::ranklens::test::ndcgAt;

TEST(RankingMetrics, SpecWorkedExample2FromTheEngine) {
    EvalConfig cfg;
    cfg.gain = GainKind::Exponential;
    cfg.ideal = IdealOrder::Retrieved;
    const auto m = computeRankingMetrics({3, 2, 0, 3, 1}, {3, 2, 0, 3, 1}, cfg, 5);
    EXPECT_NEAR(m[RankingMeasure::Dcg], 12.294, 5e-4);
    EXPECT_NEAR(m[RankingMeasure::Idcg], 13.347, 5e-4);
    EXPECT_NEAR(m[RankingMeasure::Ndcg], 0.921, 5e-4);
}

TEST(RankingMetrics, MatchesIndependentFormulasOnRandomLists) {
    std::mt19937 rng(7);
    for (int trial = 0; trial < 300; ++trial) {
        const int n = 1 + static_cast<int>(rng() % 30);
        std::vector<std::int32_t> grades(static_cast<std::size_t>(n));
        std::vector<int> gi(static_cast<std::size_t>(n));
        std::vector<std::int32_t> labels;
        for (int i = 0; i < n; ++i) {
            const int g = static_cast<int>(rng() % 5) - 1;  // -1 = unjudged
            grades[static_cast<std::size_t>(i)] = g < 0 ? kUnjudged : g;
            gi[static_cast<std::size_t>(i)] = std::max(g, 0);
            if (g >= 0) labels.push_back(g);
        }
        const int extra = static_cast<int>(rng() % 4);  // relevant items not returned
        for (int e = 0; e < extra; ++e) labels.push_back(1 + static_cast<int>(rng() % 3));
        const int k = 1 + static_cast<int>(rng() % 12);
        EvalConfig cfg;
        cfg.gain = trial % 2 ? GainKind::Exponential : GainKind::Linear;
        cfg.relevanceThreshold = 1 + trial % 2;
        const bool ex = cfg.gain == GainKind::Exponential;
        const auto m = computeRankingMetrics(grades, labels, cfg, k);

        int R = 0;
        for (int g : labels) R += g >= cfg.relevanceThreshold;
        int relK = 0, first = 0;
        double apSum = 0;
        for (int i = 0; i < k && i < n; ++i) {
            if (gi[static_cast<std::size_t>(i)] >= cfg.relevanceThreshold) {
                ++relK;
                apSum += static_cast<double>(relK) / (i + 1);
                if (!first) first = i + 1;
            }
        }
        const double P = static_cast<double>(relK) / k, Rc = R ? static_cast<double>(relK) / R : 0;
        EXPECT_NEAR(m[RankingMeasure::P], P, 1e-12);
        EXPECT_NEAR(m[RankingMeasure::Recall], Rc, 1e-12);
        EXPECT_NEAR(m[RankingMeasure::F1], P + Rc > 0 ? 2 * P * Rc / (P + Rc) : 0.0, 1e-12);
        EXPECT_NEAR(m[RankingMeasure::Ap], R ? apSum / R : 0.0, 1e-12);
        EXPECT_NEAR(m[RankingMeasure::Rr], first ? 1.0 / first : 0.0, 1e-12);
        std::vector<int> il(labels.begin(), labels.end());
        EXPECT_NEAR(m[RankingMeasure::Dcg], dcgAt(gi, k, ex), 1e-9);
        EXPECT_NEAR(m[RankingMeasure::Ndcg], ndcgAt(gi, il, k, ex), 1e-9);
    }
}

}  // namespace
}  // namespace ranklens::core
