// Position-debiased metrics (core/behaviour/debiased_metrics.h): hand-worked cases, the
// degenerate cases (eta = 0, clipped weights, positions without a propensity, unexposed
// items) and a simulation with a known position bias.
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "core/behaviour/debiased_metrics.h"
#include "temp_dir_test.h"

namespace ranklens::core::behaviour {
namespace {

const double kLog2of3 = std::log2(3.0);

// Query q: a shown at position 1 twice (1 click), b at 2 twice (1 click), c at 3 twice (none).
Evidence smallLog(double eta, double clip) {
    EvidenceBuilder b(Propensity::powerLaw(eta), clip);
    for (int s = 0; s < 2; ++s) {
        b.add("q", "a", 1, EventKind::Exposure);
        b.add("q", "b", 2, EventKind::Exposure);
        b.add("q", "c", 3, EventKind::Exposure);
    }
    b.add("q", "a", 1, EventKind::Click);
    b.add("q", "b", 2, EventKind::Click);
    return b.take();
}

TEST(BehaviourIps, PowerLawAndClippedWeights) {
    const auto p = Propensity::powerLaw(1.0);
    EXPECT_DOUBLE_EQ(*p.at(1), 1.0);
    EXPECT_DOUBLE_EQ(*p.at(4), 0.25);
    EXPECT_FALSE(p.at(0).has_value());
    EXPECT_DOUBLE_EQ(*Propensity::powerLaw(2.0).at(2), 0.25);
    EXPECT_DOUBLE_EQ(inverseWeight(0.25, 0), 4.0);    // no clip
    EXPECT_DOUBLE_EQ(inverseWeight(0.25, 3.0), 3.0);  // clipped
    EXPECT_DOUBLE_EQ(inverseWeight(0.5, 3.0), 2.0);   // under the clip: unchanged
}

// Gains: raw a = 1/2, b = 1/2; ips (w(2) = 2) a = 1/2, b = 2/2 = 1; c = 0 everywhere.
// Ranking [c, b, a], k = 2:
//   raw: P = (0 + .5)/2 = .25, DCG = .5/log2 3, recall = .5/1 = .5,
//        IDCG = .5 + .5/log2 3, NDCG = DCG/IDCG;
//   ips: P = (0 + 1)/2 = .5, DCG = 1/log2 3, recall = 1/1.5, IDCG = 1 + .5/log2 3.
TEST(BehaviourIps, HandWorkedSmallLog) {
    const Evidence ev = smallLog(1.0, 0);
    const QueryEvidence& q = ev.at("q");
    EXPECT_DOUBLE_EQ(itemGain(q.at("b"), Estimator::Raw), 0.5);
    EXPECT_DOUBLE_EQ(itemGain(q.at("b"), Estimator::Ips), 1.0);
    EXPECT_DOUBLE_EQ(itemGain(q.at("b"), Estimator::SelfNormalised), 1.0);  // nothing clipped
    const std::vector<std::string> r{"c", "b", "a"};
    const MetricSet raw = rankingMetrics(r, q, Estimator::Raw, Unexposed::NonRelevant, 2);
    EXPECT_DOUBLE_EQ(raw.precision, 0.25);
    EXPECT_DOUBLE_EQ(raw.recall, 0.5);
    EXPECT_DOUBLE_EQ(raw.dcg, 0.5 / kLog2of3);
    EXPECT_DOUBLE_EQ(raw.ndcg, (0.5 / kLog2of3) / (0.5 + 0.5 / kLog2of3));
    const MetricSet ips = rankingMetrics(r, q, Estimator::Ips, Unexposed::NonRelevant, 2);
    EXPECT_DOUBLE_EQ(ips.precision, 0.5);
    EXPECT_DOUBLE_EQ(ips.recall, 1.0 / 1.5);
    EXPECT_DOUBLE_EQ(ips.dcg, 1.0 / kLog2of3);
    EXPECT_DOUBLE_EQ(ips.ndcg, (1.0 / kLog2of3) / (1.0 + 0.5 / kLog2of3));
}

// clip 1.5: w(2) = 1.5, so ips b = 1.5/2 = .75 (biased down); snips divides by
// sum p*w = 2 * .5 * 1.5 = 1.5 instead of n = 2, giving 1.5/1.5 = 1 again.
TEST(BehaviourIps, ClippedWeightsAndTheSelfNormalisedFix) {
    const QueryEvidence q = smallLog(1.0, 1.5).at("q");
    EXPECT_DOUBLE_EQ(itemGain(q.at("b"), Estimator::Ips), 0.75);
    EXPECT_DOUBLE_EQ(itemGain(q.at("b"), Estimator::SelfNormalised), 1.0);
    EXPECT_DOUBLE_EQ(itemGain(q.at("a"), Estimator::Ips), 0.5);  // w(1) = 1: not clipped
}

TEST(BehaviourIps, EtaZeroEqualsRawClicks) {
    const QueryEvidence q = smallLog(0.0, 0).at("q");
    const std::vector<std::string> r{"b", "c", "a", "x"};
    for (int k : {1, 2, 3, 5}) {
        const MetricSet raw = rankingMetrics(r, q, Estimator::Raw, Unexposed::NonRelevant, k);
        for (Estimator e : {Estimator::Ips, Estimator::SelfNormalised}) {
            const MetricSet m = rankingMetrics(r, q, e, Unexposed::NonRelevant, k);
            EXPECT_DOUBLE_EQ(m.precision, raw.precision) << k;
            EXPECT_DOUBLE_EQ(m.recall, raw.recall) << k;
            EXPECT_DOUBLE_EQ(m.dcg, raw.dcg) << k;
            EXPECT_DOUBLE_EQ(m.ndcg, raw.ndcg) << k;
        }
    }
}

// A log of clicks only (no exposure rows): each click is its own impression, so raw = 1 and
// ips = the click's weight — the textbook "clicked / p(pos)"; unclipped, snips = ips
// (4 / (.25 * 4) = 4).
TEST(BehaviourIps, ClicksOnlyLog) {
    EvidenceBuilder b(Propensity::powerLaw(1.0), 0);
    b.add("q", "d", 4, EventKind::Click);
    const ItemEvidence e = b.take().at("q").at("d");
    EXPECT_DOUBLE_EQ(itemGain(e, Estimator::Raw), 1.0);
    EXPECT_DOUBLE_EQ(itemGain(e, Estimator::Ips), 4.0);
    EXPECT_DOUBLE_EQ(itemGain(e, Estimator::SelfNormalised), 4.0);
}

class BehaviourFiles : public ranklens::test::TempDirTest {};

// A position the table does not list cannot be weighted: the error names file and line.
TEST_F(BehaviourFiles, PositionWithoutPropensityIsAnError) {
    const auto prop = readPropensityFile(write("p.csv", "position,propensity\n1,1\n2,0.5\n"));
    EXPECT_DOUBLE_EQ(*prop.at(2), 0.5);
    EXPECT_FALSE(prop.at(3).has_value());
    const std::string logPath =
        write("log.csv", "query,item,event,position\nq,a,impression,1\nq,b,click,3\n");
    const ClickLog log = readClickLog(logPath, {});
    try {
        gatherEvidence(log, prop, 0);
        FAIL() << "expected an error";
    } catch (const std::runtime_error& e) {
        EXPECT_EQ(std::string(e.what()), logPath +
                                             ":3: position 3 has no propensity (p(pos) from " +
                                             (dir_ / "p.csv").string() + " (2 positions))");
    }
}

TEST_F(BehaviourFiles, BadPropensityTables) {
    auto message = [&](const std::string& text) {
        try {
            readPropensityFile(write("bad.csv", text));
        } catch (const std::runtime_error& e) {
            return std::string(e.what());
        }
        return std::string("no error");
    };
    const std::string f = (dir_ / "bad.csv").string();
    EXPECT_EQ(message("1,1\n2,0\n"), f + ":2: propensity '0' is not a number in [1e-12, 1]");
    EXPECT_EQ(message("1,1\n1,0.5\n"), f + ":2: position 1 listed twice");
    EXPECT_EQ(message("1,1\n3,0.5\n"),
              f + ": position 2 is missing (positions 1..N must all be listed)");
    EXPECT_EQ(message("1,1\nx,0.5\n"), f + ":2: position 'x' is not a whole number >= 1");
}

// ---- Simulation ------------------------------------------------------------------------
// 100 queries x 10 items, binary relevance (P(rel) = .4, at least one relevant per query).
// The logging system shows every query's items in one fixed random order to 500 sessions;
// a user examines position pos with p = 1/pos (eta = 1) and clicks iff examined and
// relevant. The evaluated system shows the items in the reverse of the logged order, so the
// items it puts on top were logged deep and rarely clicked: raw clicks under-rate it.
//
// Tolerance 0.03 on the mean over queries: an ips gain at position 10 has standard deviation
// <= sqrt((1/p - 1) / 500) = sqrt(9/500) = .13 per item, a per-query P@5 at most .13 *
// sqrt(5) / 5 = .06, and the mean over 100 queries .006; 0.03 is about five standard errors
// (the ratios recall and NDCG add a small bias that is of the same order at most). DCG@5 is
// a sum (up to 2.9, per-query sd <= .13 * 1.2, mean .016) and gets 2.5 x the tolerance.
// The raw estimates must miss by more than 0.1 (their bias is systematic, not noise).
// Seed 20261130 gives (mean of 100 queries, k = 5):
//            P@5    recall@5  DCG@5  NDCG@5
//   true    .4820   .5314    1.4652  .5493
//   raw     .0619   .3272     .1776  .2580
//   ips     .4882   .5352    1.4856  .5353   (snips the same: nothing clipped)
struct Simulated {
    Evidence logged, truth;
    Rankings evaluated;
};

Simulated simulate(double clip) {
    std::mt19937_64 rng(20261130);
    auto uniform = [&] { return static_cast<double>(rng() >> 11) * 0x1.0p-53; };
    EvidenceBuilder log(Propensity::powerLaw(1.0), clip);
    EvidenceBuilder truth(Propensity::powerLaw(0.0), 0);
    Simulated s;
    for (int q = 0; q < 100; ++q) {
        const std::string qid = "q" + std::to_string(q);
        std::vector<std::string> order;
        std::vector<bool> rel;
        for (int i = 0; i < 10; ++i) {
            order.push_back("d" + std::to_string(i));
            rel.push_back(uniform() < 0.4);
        }
        rel[static_cast<std::size_t>(rng() % 10)] = true;
        for (std::size_t i = 0; i < 10; ++i) {  // true labels as a one-impression log
            truth.add(qid, order[i], 1, EventKind::Exposure);
            if (rel[i]) truth.add(qid, order[i], 1, EventKind::Click);
        }
        for (int sess = 0; sess < 500; ++sess)
            for (std::size_t i = 0; i < 10; ++i) {
                const int pos = static_cast<int>(i) + 1;
                log.add(qid, order[i], pos, EventKind::Exposure);
                if (rel[i] && uniform() < 1.0 / pos) log.add(qid, order[i], pos, EventKind::Click);
            }
        s.evaluated[qid] = std::vector<std::string>(order.rbegin(), order.rend());
    }
    s.logged = log.take();
    s.truth = truth.take();
    return s;
}

void expectClose(const MetricSet& est, const MetricSet& truth, double tol, const char* what) {
    EXPECT_NEAR(est.precision, truth.precision, tol) << what << " P@5";
    EXPECT_NEAR(est.recall, truth.recall, tol) << what << " recall@5";
    EXPECT_NEAR(est.dcg, truth.dcg, 2.5 * tol) << what << " DCG@5";  // sums, not a share
    EXPECT_NEAR(est.ndcg, truth.ndcg, tol) << what << " NDCG@5";
}

void expectFar(const MetricSet& est, const MetricSet& truth, double gap, const char* what) {
    EXPECT_GT(std::abs(est.precision - truth.precision), gap) << what << " P@5";
    EXPECT_GT(std::abs(est.recall - truth.recall), gap) << what << " recall@5";
    EXPECT_GT(std::abs(est.dcg - truth.dcg), gap) << what << " DCG@5";
    EXPECT_GT(std::abs(est.ndcg - truth.ndcg), gap) << what << " NDCG@5";
}

TEST(BehaviourIpsSimulation, IpsRecoversTrueLabelValuesRawClicksDoNot) {
    const Simulated s = simulate(0);
    const auto truth = evaluateDebiased(s.truth, s.evaluated, {5}, Unexposed::NonRelevant);
    const auto est = evaluateDebiased(s.logged, s.evaluated, {5}, Unexposed::NonRelevant);
    ASSERT_EQ(truth.queries.size(), 100u);
    ASSERT_EQ(est.queries.size(), 100u);
    const MetricSet& t = truth.at(truth.mean, Estimator::Raw, 0);
    expectClose(est.at(est.mean, Estimator::Ips, 0), t, 0.03, "ips");
    expectClose(est.at(est.mean, Estimator::SelfNormalised, 0), t, 0.03, "snips");
    expectFar(est.at(est.mean, Estimator::Raw, 0), t, 0.1, "raw");
}

// Clip 4: positions 5..10 (1/p = 5..10) are clipped, so ips under-rates the evaluated
// system's top 5 (all logged at positions 6..10) by a factor of 4/8 on average; the
// self-normalised variant divides the clipping back out (ips P@5 .2477, snips .4882).
TEST(BehaviourIpsSimulation, ClippingBiasesIpsAndSelfNormalisingRemovesIt) {
    const Simulated s = simulate(4.0);
    const auto truth = evaluateDebiased(s.truth, s.evaluated, {5}, Unexposed::NonRelevant);
    const auto est = evaluateDebiased(s.logged, s.evaluated, {5}, Unexposed::NonRelevant);
    const MetricSet& t = truth.at(truth.mean, Estimator::Raw, 0);
    expectClose(est.at(est.mean, Estimator::SelfNormalised, 0), t, 0.03, "snips");
    EXPECT_LT(est.at(est.mean, Estimator::Ips, 0).precision, t.precision - 0.1);
}

}  // namespace
}  // namespace ranklens::core::behaviour
