// Exposure-aware evaluation (debiased_metrics.h Unexposed): items the log never showed are
// either non-relevant where they stand (full pool) or left out of the ranking (excluded).
#include <gtest/gtest.h>

#include <cmath>

#include "core/behaviour/debiased_metrics.h"

namespace ranklens::core::behaviour {
namespace {

// Query q: a shown at 1 and clicked, b shown at 2, not clicked. The run ranks [u, a, v, b];
// u and v were never shown. Query m has a click but the run has no list for it; query z has
// no click at all.
//   nonrelevant: top 1 = [u] -> P = recall = NDCG = 0; top 2 = [u, a] -> P = .5, recall 1,
//                DCG = 1/log2 3, IDCG = 1, NDCG = 1/log2 3 = .631.
//   excluded:    ranking becomes [a, b]: top 1 = [a] -> P = recall = NDCG = 1; top 2 ->
//                P = .5, recall 1, NDCG 1.
// So NDCG@2 under the full pool is 0.631 x the exposed-only value, and @1 it is 0 vs 1.
Evidence handMadeLog() {
    EvidenceBuilder b(Propensity::powerLaw(1.0), 0);
    b.add("q", "a", 1, EventKind::Exposure);
    b.add("q", "a", 1, EventKind::Click);
    b.add("q", "b", 2, EventKind::Exposure);
    b.add("m", "x", 1, EventKind::Click);
    b.add("z", "y", 1, EventKind::Exposure);
    return b.take();
}

TEST(BehaviourExposure, UnexposedExcludedVersusNonRelevant) {
    const Evidence ev = handMadeLog();
    const Rankings runs{{"q", {"u", "a", "v", "b"}}};
    const auto full = evaluateDebiased(ev, runs, {1, 2}, Unexposed::NonRelevant);
    const auto exposed = evaluateDebiased(ev, runs, {1, 2}, Unexposed::Excluded);
    ASSERT_EQ(full.queries.size(), 2u);  // m and q; z has no click
    EXPECT_EQ(full.skippedNoClick, 1u);
    EXPECT_EQ(full.missingFromRun, 1u);
    const DebiasedQuery& qf = full.queries[1];
    const DebiasedQuery& qe = exposed.queries[1];
    ASSERT_EQ(qf.qid, "q");
    EXPECT_EQ(qf.rankedUnexposed, 1u);  // u in the top 2
    for (Estimator e : kEstimators) {   // a sits at position 1: every estimator agrees here
        const MetricSet f1 = full.at(qf.values, e, 0), f2 = full.at(qf.values, e, 1);
        const MetricSet e1 = exposed.at(qe.values, e, 0), e2 = exposed.at(qe.values, e, 1);
        EXPECT_DOUBLE_EQ(f1.precision, 0.0);
        EXPECT_DOUBLE_EQ(f1.ndcg, 0.0);
        EXPECT_DOUBLE_EQ(e1.precision, 1.0);
        EXPECT_DOUBLE_EQ(e1.recall, 1.0);
        EXPECT_DOUBLE_EQ(e1.ndcg, 1.0);
        EXPECT_DOUBLE_EQ(f2.precision, 0.5);
        EXPECT_DOUBLE_EQ(f2.recall, 1.0);
        EXPECT_DOUBLE_EQ(f2.ndcg, 1.0 / std::log2(3.0));
        EXPECT_DOUBLE_EQ(e2.precision, 0.5);
        EXPECT_DOUBLE_EQ(e2.ndcg, 1.0);
    }
    // Means over q and m (m's missing list scores 0 everywhere).
    EXPECT_DOUBLE_EQ(full.at(full.mean, Estimator::Raw, 0).precision, 0.0);
    EXPECT_DOUBLE_EQ(exposed.at(exposed.mean, Estimator::Raw, 0).precision, 0.5);
    EXPECT_DOUBLE_EQ(full.at(full.mean, Estimator::Raw, 1).ndcg, 0.5 / std::log2(3.0));
    EXPECT_DOUBLE_EQ(exposed.at(exposed.mean, Estimator::Raw, 1).ndcg, 0.5);
}

}  // namespace
}  // namespace ranklens::core::behaviour
