// The facts each registry row states (core/measures/measure.h: range, what it reads) hold for
// the values its function computes, on random lists under several definitions.
#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <vector>

#include "core/measures/measure.h"
#include "tests/core/test_util.h"

namespace ranklens::core::test {
namespace {

// Every value of one measure for one list: the curve at k = 1..K, a scalar, or each default
// level. Empty when the measure needs more than grades (subtopics, item metadata, other
// relevance formats) or is computed over the whole run.
std::vector<double> valuesOf(const MeasureInfo& m, const JudgedRanking& r, const EvalConfig& cfg,
                             std::size_t K) {
    if (m.subtopics || m.items || m.prefs || m.judgmentGroups) return {};
    std::vector<double> out;
    switch (m.shape) {
        case MeasureShape::Curve:
            out.resize(K);
            m.curve(r, cfg, out);
            break;
        case MeasureShape::Scalar:
            out.resize(1);
            m.curve(r, cfg, out);
            break;
        case MeasureShape::Levels:
            out.resize(m.defaultParams.size());
            m.levels(r, cfg, m.defaultParams, out);
            break;
        case MeasureShape::RunLevel:
            break;
    }
    return out;
}

struct RandomLists {
    std::mt19937 rng{11};
    int pick(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); }
    JudgedRanking next(const EvalConfig& cfg) {
        std::vector<std::int32_t> grades(static_cast<std::size_t>(pick(0, 12)));
        for (auto& g : grades) g = pick(-1, 3) < 0 ? kUnjudged : pick(0, 3);
        std::vector<std::int32_t> extra(static_cast<std::size_t>(pick(0, 3)));
        for (auto& g : extra) g = pick(0, 3);
        return ranking(grades, extra, cfg);
    }
};

std::vector<EvalConfig> definitions() {
    std::vector<EvalConfig> out(4);
    out[1].relevanceThreshold = 2;
    out[2].gain = GainKind::Exponential;
    out[3].ideal = IdealOrder::Retrieved;
    out[3].logBase = 10.0;
    return out;
}

TEST(RegistryFacts, ValuesLieInTheRangeTheRowStates) {
    RandomLists lists;
    int checked = 0;
    for (const EvalConfig& cfg : definitions()) {
        for (int trial = 0; trial < 300; ++trial) {
            const JudgedRanking r = lists.next(cfg);
            for (const auto& m : measureRegistry()) {
                for (double v : valuesOf(m, r, cfg, 15)) {
                    // Rndcg without a point to average is trec_eval's 0/0, kept as it prints it.
                    if (std::isnan(v) && m.family == MeasureFamily::Rndcg) continue;
                    ASSERT_TRUE(std::isfinite(v)) << m.name;
                    switch (m.range) {
                        case ValueRange::Share:
                        case ValueRange::Normalised:
                            ASSERT_GE(v, 0.0) << m.name;
                            ASSERT_LE(v, 1.0 + 1e-12) << m.name;
                            break;
                        case ValueRange::Count:
                            ASSERT_GE(v, 0.0) << m.name;
                            ASSERT_EQ(v, std::floor(v)) << m.name;
                            break;
                        case ValueRange::Gain:
                            ASSERT_GE(v, 0.0) << m.name;
                            break;
                        default:
                            break;
                    }
                    ++checked;
                }
            }
        }
    }
    EXPECT_GT(checked, 100000);
}

TEST(RegistryFacts, CountsAreIntegersAndScoredOneMeansBestIsOne) {
    for (const auto& m : measureRegistry()) {
        EXPECT_EQ(m.range == ValueRange::Count, m.integer) << m.name;
        if (m.withoutRelevant == WithoutRelevant::One) {
            EXPECT_TRUE(m.range == ValueRange::Share || m.range == ValueRange::Normalised)
                << m.name;
        }
    }
}

TEST(RegistryFacts, RelevanceOnlyMeasuresIgnoreGainIdealAndLogBase) {
    EvalConfig plain, other;
    other.gain = GainKind::Exponential;
    other.ideal = IdealOrder::Retrieved;
    other.logBase = 10.0;
    RandomLists lists;
    int checked = 0;
    for (int trial = 0; trial < 300; ++trial) {
        const JudgedRanking r = lists.next(plain);
        const JudgedRanking r2 = judgeGrades(r.grades, r.labelGrades, other);
        for (const auto& m : measureRegistry()) {
            if (m.reads != Reads::RelevanceOnly) continue;
            EXPECT_EQ(valuesOf(m, r, plain, 15), valuesOf(m, r2, other, 15)) << m.name;
            ++checked;
        }
    }
    EXPECT_GT(checked, 1000);
}

TEST(RegistryFacts, OnlyItemMeasuresReadPopularityAndNoveltyArpLongTailDo) {
    // The ranking view says "needs popularity" from this fact: a measure that reads the items'
    // popularity needs item metadata first, and the three popularity measures say so.
    std::vector<MeasureFamily> reading;
    for (const MeasureInfo& m : measureRegistry()) {
        if (!m.popularity) continue;
        EXPECT_TRUE(m.items) << m.name;
        reading.push_back(m.family);
    }
    EXPECT_EQ(reading, (std::vector<MeasureFamily>{MeasureFamily::Novelty, MeasureFamily::Arp,
                                                   MeasureFamily::LongTail}));
}

}  // namespace
}  // namespace ranklens::core::test
