#include "core/stats/all_pairs.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <stdexcept>

#include <boost/math/distributions/students_t.hpp>

#include "core/base/translate_noop.h"
#include "core/stats/letter_display.h"
#include "core/stats/mean_interval.h"
#include "core/stats/paired_power.h"
#include "core/stats/randomization.h"
#include "core/stats/randomized_tukey.h"
#include "core/stats/t_test.h"

namespace ranklens::core::stats {

namespace {

// The two-sided t quantile of `confidence` with df degrees of freedom.
double tQuantile(double confidence, double df) {
    const boost::math::students_t_distribution<double> t(df);
    return boost::math::quantile(t, (1 + confidence) / 2);
}

SystemSummary summarise(const std::vector<double>& row, double mean, double confidence) {
    SystemSummary s;
    s.mean = mean;
    if (const auto ci = meanInterval(row, confidence)) {
        s.ciLow = ci->low;
        s.ciHigh = ci->high;
    }
    return s;
}

// Every pair's difference, paired t-test, effect size and power figures; p and the interval
// are the paired t's (the chosen test replaces them later).
PairSummary describePair(const ScoreMatrix& x, const std::vector<double>& means, std::size_t a,
                         std::size_t b, const AllPairsOptions& o) {
    PairSummary p;
    p.a = a;
    p.b = b;
    p.delta = means[b] - means[a];
    const PairedTTest t = pairedTTest(x[a], x[b]);
    p.sdDiff = t.sdDiff;
    p.p = t.p;
    const double half =
        t.sdDiff > 0 ? tQuantile(o.confidence, t.df) * t.sdDiff / std::sqrt(double(t.n)) : 0;
    p.ciLow = p.delta - half;
    p.ciHigh = p.delta + half;
    if (t.sdDiff > 0) p.effectSize = p.delta / t.sdDiff;
    const PowerSetting setting{t.sdDiff, o.alpha, o.power};
    p.mde = minimalDetectableEffect(t.n, setting);
    for (double target : o.targetDeltas) p.queriesNeeded.push_back(queriesNeeded(target, setting));
    if (!(t.sdDiff > 0))
        p.missingReason =
            p.delta == 0
                ? RL_TRANSLATE_NOOP("Statistics", "the two runs score the same on every query")
                : RL_TRANSLATE_NOOP("Statistics", "the per-query differences do not vary");
    return p;
}

std::vector<std::size_t> rankSystems(const std::vector<double>& means, bool higherIsBetter) {
    std::vector<std::size_t> order(means.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) {
        return higherIsBetter ? means[x] > means[y] : means[x] < means[y];
    });
    return order;
}

AllPairsResult describeMatrix(const ScoreMatrix& x, bool higherIsBetter, const AllPairsOptions& o) {
    AllPairsResult r;
    r.topics = x[0].size();
    const std::vector<double> means = rowMeans(x);
    for (std::size_t s = 0; s < x.size(); ++s)
        r.systems.push_back(summarise(x[s], means[s], o.confidence));
    r.ranking = rankSystems(means, higherIsBetter);
    for (std::size_t a = 0; a < x.size(); ++a)
        for (std::size_t b = a + 1; b < x.size(); ++b)
            r.pairs.push_back(describePair(x, means, a, b, o));
    r.anova = twoWayAnova(x);
    return r;
}

void applyTukey(const ScoreMatrix& x, const AllPairsOptions& o, AllPairsResult& r) {
    const std::vector<TukeyPair> t = tukeyHsd(x, r.anova, o.confidence);
    for (std::size_t i = 0; i < t.size(); ++i) {
        r.pairs[i].p = r.pairs[i].pAdjusted = t[i].pAdjusted;
        r.pairs[i].ciLow = t[i].low;
        r.pairs[i].ciHigh = t[i].high;
    }
}

void applyRandomizedTukey(const std::vector<const ScoreMatrix*>& ms, const AllPairsOptions& o,
                          std::vector<AllPairsResult>& out) {
    const std::vector<RangeDistribution> d =
        randomizedRanges(ms, {o.permutations, o.seed, o.threads, o.progress});
    for (std::size_t m = 0; m < ms.size(); ++m) {
        const double width = d[m].quantile(o.confidence);
        for (PairSummary& p : out[m].pairs) {
            p.p = p.pAdjusted = d[m].pValue(p.delta);
            p.ciLow = p.delta - width;
            p.ciHigh = p.delta + width;
        }
    }
}

void applyRandomization(const std::vector<const ScoreMatrix*>& ms, const AllPairsOptions& o,
                        std::vector<AllPairsResult>& out) {
    std::vector<PairedSample> samples;
    for (std::size_t m = 0; m < ms.size(); ++m)
        for (const PairSummary& p : out[m].pairs) samples.push_back({(*ms[m])[p.a], (*ms[m])[p.b]});
    const std::vector<double> pv =
        randomizationTests(samples, {o.permutations, o.seed, o.threads, o.progress});
    std::size_t i = 0;
    for (auto& r : out)
        for (PairSummary& p : r.pairs) p.p = pv[i++];
}

void correctAndGroup(const AllPairsOptions& o, AllPairsResult& r) {
    if (usesCorrection(o.test)) {
        // A pair of runs that score the same on every query is no test: p 1, and left out of
        // the family (as R's pairwise.t.test, whose p-value there is NA).
        std::vector<double> raw;
        std::vector<PairSummary*> tested;
        for (PairSummary& p : r.pairs) {
            p.pAdjusted = 1;
            if (p.sdDiff == 0 && p.delta == 0) continue;
            raw.push_back(p.p);
            tested.push_back(&p);
        }
        const std::vector<double> adj = adjustPValues(raw, o.correction);
        for (std::size_t i = 0; i < adj.size(); ++i) tested[i]->pAdjusted = adj[i];
    }
    const std::size_t k = r.systems.size();
    std::vector<std::vector<bool>> sig(k, std::vector<bool>(k, false));
    for (PairSummary& p : r.pairs) {
        p.significant = p.pAdjusted < o.alpha;
        sig[p.a][p.b] = sig[p.b][p.a] = p.significant;
    }
    const std::vector<std::string> letters = compactLetters(sig, r.ranking);
    for (std::size_t s = 0; s < k; ++s) r.systems[s].group = letters[s];
}

}  // namespace

std::vector<AllPairsResult> allPairs(const std::vector<const ScoreMatrix*>& matrices,
                                     const std::vector<bool>& higherIsBetter,
                                     const AllPairsOptions& o) {
    if (const std::string problem = allPairsOptionProblem(o); !problem.empty())
        throw std::invalid_argument(problem);
    if (higherIsBetter.size() != matrices.size())
        throw std::invalid_argument("all pairs: one direction per matrix");
    std::vector<AllPairsResult> out;
    for (std::size_t m = 0; m < matrices.size(); ++m)
        out.push_back(describeMatrix(*matrices[m], higherIsBetter[m], o));
    if (o.test == PairTest::Tukey)
        for (std::size_t m = 0; m < matrices.size(); ++m) applyTukey(*matrices[m], o, out[m]);
    if (o.test == PairTest::RandomizedTukey) applyRandomizedTukey(matrices, o, out);
    if (o.test == PairTest::Randomization) applyRandomization(matrices, o, out);
    for (auto& r : out) correctAndGroup(o, r);
    return out;
}

std::string allPairsOptionProblem(const AllPairsOptions& o) {
    auto inUnit = [](double v) { return v > 0 && v < 1; };  // false for NaN
    if (!inUnit(o.alpha)) return "--alpha must be in (0, 1)";
    if (!inUnit(o.confidence)) return "--confidence must be in (0, 1)";
    if (!inUnit(o.power)) return "--power must be in (0, 1)";
    if (o.permutations == 0) return "--permutations must be at least 1";
    for (double t : o.targetDeltas)
        if (!(t > 0) || !std::isfinite(t)) return "--target-delta must be a number > 0";
    return {};
}

const char* pairTestKey(PairTest t) {
    switch (t) {
        case PairTest::RandomizedTukey:
            return "randomized-tukey";
        case PairTest::Tukey:
            return "tukey";
        case PairTest::PairedT:
            return "t";
        case PairTest::Randomization:
            return "randomization";
    }
    return "";
}

bool parsePairTest(const std::string& key, PairTest& t) {
    for (PairTest c :
         {PairTest::RandomizedTukey, PairTest::Tukey, PairTest::PairedT, PairTest::Randomization})
        if (key == pairTestKey(c)) {
            t = c;
            return true;
        }
    return false;
}

const char* pairTestName(PairTest t) {
    switch (t) {
        case PairTest::RandomizedTukey:
            return "randomised Tukey HSD";
        case PairTest::Tukey:
            return "Tukey HSD";
        case PairTest::PairedT:
            return "paired t-test";
        case PairTest::Randomization:
            return "randomisation test";
    }
    return "";
}

bool usesCorrection(PairTest t) {
    return t == PairTest::PairedT || t == PairTest::Randomization;
}

}  // namespace ranklens::core::stats
