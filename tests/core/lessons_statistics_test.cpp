// The statistics lessons (issue 48): every value a lesson expects is what core/stats gives for
// the lesson's per-query scores, written out here by hand (P@10 of each query), and the numbers
// the lesson's texts state are those values.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "core/stats/mean_interval.h"
#include "core/stats/multiple_testing.h"
#include "core/stats/paired_power.h"
#include "core/stats/t_test.h"
#include "core/teaching/glossary.h"
#include "core/teaching/lessons.h"
#include "core/teaching/lessons_statistics.h"
#include "tests/core/lesson_numbers.h"

namespace ranklens::core::teaching {
namespace {

using lesson_test::gradesOf;
using lesson_test::printed;

using S = LessonStatistic;

// P@10 of the eight queries, as the lessons' tables show them.
const std::vector<double> kA = {0.3, 0.7, 0.1, 0.5, 0.6, 0.2, 0.4, 0.8};
const std::vector<double> kB = {0.4, 0.9, 0.1, 0.6, 0.5, 0.4, 0.5, 1.0};
const std::vector<double> kC = {0.4, 0.8, 0.2, 0.7, 0.6, 0.3, 0.5, 1.0};

std::vector<const Lesson*> statisticsLessons() {
    std::vector<const Lesson*> out;
    for (const Lesson& l : lessons())
        if (l.queries > 0) out.push_back(&l);
    return out;
}

const std::vector<double>& scoresOf(int system) {
    return system == 0 ? kA : system == 1 ? kB : kC;
}

// The value of a statistic straight from core/stats on the scores above.
double direct(const Lesson& l, const LessonExpectation& x) {
    const auto statistic = static_cast<S>(x.k);
    if (statistic == S::Mean || statistic == S::SdScores) {
        const std::vector<double> zero(8, 0.0);
        const auto t = stats::pairedTTest(zero, scoresOf(x.list));
        return statistic == S::Mean ? t.meanDiff : t.sdDiff;
    }
    const auto [ia, ib] = lessonPair(l, x.list);
    const auto &a = scoresOf(ia), &b = scoresOf(ib);
    const auto t = stats::pairedTTest(a, b);
    std::vector<double> d;
    int wins = 0, losses = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        d.push_back(b[i] - a[i]);
        wins += b[i] > a[i] + 1e-9;
        losses += b[i] < a[i] - 1e-9;
    }
    const stats::PowerSetting power{t.sdDiff, 0.05, 0.8};
    std::vector<double> p;
    for (int i = 0; i < lessonSystems(l) * (lessonSystems(l) - 1) / 2; ++i) {
        const auto [pa, pb] = lessonPair(l, i);
        p.push_back(stats::pairedTTest(scoresOf(pa), scoresOf(pb)).p);
    }
    switch (statistic) {
        case S::MeanDifference:
            return t.meanDiff;
        case S::Wins:
            return wins;
        case S::Losses:
            return losses;
        case S::SdDifference:
            return t.sdDiff;
        case S::StandardError:
            return t.sdDiff / std::sqrt(8.0);
        case S::T:
            return t.t;
        case S::P:
            return t.p;
        case S::CiLow:
            return stats::meanInterval(d, 0.95)->low;
        case S::CiHigh:
            return stats::meanInterval(d, 0.95)->high;
        case S::EffectSize:
            return stats::effectSizeDz(a, b);
        case S::Mde:
            return *stats::minimalDetectableEffect(8, power);
        case S::QueriesForObserved:
            return static_cast<double>(*stats::queriesNeeded(t.meanDiff, power));
        case S::QueriesForTarget:
            return static_cast<double>(*stats::queriesNeeded(l.targetDelta, power));
        case S::Bonferroni:
            return stats::adjustPValues(
                p, stats::Correction::Bonferroni)[static_cast<std::size_t>(x.list)];
        case S::Holm:
            return stats::adjustPValues(p,
                                        stats::Correction::Holm)[static_cast<std::size_t>(x.list)];
        default:
            return std::nan("");
    }
}

TEST(StatisticsLessons, FiveLessonsAfterTheOthers) {
    const auto s = statisticsLessons();
    ASSERT_EQ(s.size(), 5u);
    EXPECT_EQ(s.back(), &lessons().back());  // registered last
    for (const Lesson* l : s) {
        EXPECT_EQ(l->lists.size(), static_cast<std::size_t>(8 * lessonSystems(*l)));
        EXPECT_FALSE(l->expected.empty());
        for (int system = 0; system < lessonSystems(*l); ++system) {
            const auto scores = lessonScores(*l, gradesOf(*l), system);
            ASSERT_EQ(scores.size(), 8u);
            for (std::size_t q = 0; q < 8; ++q) EXPECT_NEAR(scores[q], scoresOf(system)[q], 1e-12);
        }
    }
}

// Each expected answer is core's value for the data (no number typed into the lesson).
TEST(StatisticsLessons, EveryExpectedAnswerIsTheCoreFunctionsValue) {
    int checked = 0;
    for (const Lesson* l : statisticsLessons())
        for (const auto& x : l->expected) {
            ASSERT_EQ(x.quantity, LessonQuantity::Statistic);
            const double v = direct(*l, x);
            EXPECT_TRUE(std::isfinite(v));
            EXPECT_NEAR(x.value, v, 1e-12) << l->title << " statistic " << x.k << " " << x.list;
            EXPECT_NEAR(lessonValue(*l, gradesOf(*l), x), v, 1e-12);
            ++checked;
        }
    EXPECT_EQ(checked, 6 + 4 + 3 + 3 + 9);
}

// The lessons' hand computation: d = 0.1, 0.2, 0, 0.1, −0.1, 0.2, 0.1, 0.2; mean 0.1; squared
// deviations 0.08, sd = √(0.08 / 7); se = sd / √8; t = 0.1 / se = √7; the interval 0.1 ± qt(0.975,
// 7) · se with qt = 2.364624 (R); Bonferroni = min(1, 3p); Holm on p = 0.033, 0.0016, 0.685.
TEST(StatisticsLessons, ValuesAsWorkedByHand) {
    const auto s = statisticsLessons();
    ASSERT_EQ(s.size(), 5u);
    auto value = [&](const Lesson& l, S what, int list) {
        return lessonValue(l, gradesOf(l),
                           {LessonQuantity::Statistic, list, static_cast<int>(what), 0, 3});
    };
    const double sd = std::sqrt(0.08 / 7), se = sd / std::sqrt(8.0);
    EXPECT_NEAR(value(*s[0], S::Mean, 0), 0.45, 1e-12);
    EXPECT_NEAR(value(*s[0], S::Mean, 1), 0.55, 1e-12);
    EXPECT_NEAR(value(*s[0], S::MeanDifference, 0), 0.1, 1e-12);
    EXPECT_EQ(value(*s[0], S::Wins, 0), 6);
    EXPECT_EQ(value(*s[0], S::Losses, 0), 1);
    EXPECT_NEAR(value(*s[0], S::SdDifference, 0), sd, 1e-12);
    EXPECT_NEAR(value(*s[1], S::StandardError, 0), se, 1e-12);
    EXPECT_NEAR(value(*s[1], S::T, 0), std::sqrt(7.0), 1e-9);
    EXPECT_NEAR(value(*s[1], S::SdScores, 0), std::sqrt(0.06), 1e-12);
    EXPECT_NEAR(value(*s[2], S::CiLow, 0), 0.1 - 2.364624 * se, 1e-6);
    EXPECT_NEAR(value(*s[2], S::CiHigh, 0), 0.1 + 2.364624 * se, 1e-6);
    EXPECT_NEAR(value(*s[2], S::EffectSize, 0), 0.1 / sd, 1e-12);
    const double pAB = value(*s[4], S::P, 0), pAC = value(*s[4], S::P, 1);
    const double pBC = value(*s[4], S::P, 2);
    EXPECT_NEAR(value(*s[4], S::Bonferroni, 0), 3 * pAB, 1e-12);
    EXPECT_NEAR(value(*s[4], S::Bonferroni, 2), 1.0, 1e-12);
    EXPECT_NEAR(value(*s[4], S::Holm, 1), 3 * pAC, 1e-12);
    EXPECT_NEAR(value(*s[4], S::Holm, 0), 2 * pAB, 1e-12);
    EXPECT_NEAR(value(*s[4], S::Holm, 2), pBC, 1e-12);
    // The rule of thumb of the power lesson lands near the exact values.
    EXPECT_NEAR(value(*s[3], S::QueriesForTarget, 0), std::pow(2.8 * sd / 0.02, 2), 5);
}

// Every number a lesson expects is stated, to its decimals, in its question or its takeaway.
TEST(StatisticsLessons, TheTextsStateTheCheckedValues) {
    for (const Lesson* l : statisticsLessons()) {
        const std::string text = std::string(l->question) + " " + l->takeaway;
        for (const auto& x : l->expected)
            EXPECT_NE(text.find(printed(x.value, x.decimals)), std::string::npos)
                << l->title << ": " << printed(x.value, x.decimals);
    }
}

// Changing a list changes the statistics: B's query 5 (5 hits) gets a sixth, so B ties A there;
// mean difference 0.9 / 8 = 0.1125 and one loss fewer.
TEST(StatisticsLessons, EditedListsChangeTheStatistics) {
    const Lesson& l = *statisticsLessons()[0];
    auto g = gradesOf(l);
    auto& b5 = g[8 + 4];
    ASSERT_EQ(std::count(b5.begin(), b5.end(), 1), 5);
    *std::find(b5.begin(), b5.end(), 0) = 1;
    const auto at = [&](S what) {
        return lessonValue(l, g, {LessonQuantity::Statistic, 0, static_cast<int>(what), 0, 3});
    };
    EXPECT_NEAR(at(S::MeanDifference), 0.1125, 1e-12);
    EXPECT_EQ(at(S::Losses), 0);
    // Out of range: NaN, never a crash.
    EXPECT_TRUE(std::isnan(lessonValue(l, {}, {LessonQuantity::Statistic, 0, 0, 0, 3})));
    EXPECT_TRUE(std::isnan(lessonValue(l, g, {LessonQuantity::Statistic, 5, 2, 0, 3})));
}

TEST(StatisticsLessons, GlossaryEntriesForTheStatistics) {
    for (const char* key :
         {"p-value", "confidence-interval", "effect-size", "power", "multiple-comparisons"}) {
        const GlossaryEntry* e = glossaryEntryFor(key);
        ASSERT_NE(e, nullptr) << key;
        EXPECT_GT(std::string(e->formula).size(), 40u) << key;
    }
}

}  // namespace
}  // namespace ranklens::core::teaching
