#include "core/teaching/lessons_statistics.h"

#include <cmath>
#include <limits>
#include <span>

#include "core/base/translate_noop.h"
#include "core/judged/judged_ranking.h"
#include "core/stats/mean_interval.h"
#include "core/stats/multiple_testing.h"
#include "core/stats/paired_power.h"
#include "core/stats/t_test.h"
#include "core/teaching/explain.h"

namespace ranklens::core::teaching {

namespace {

using Q = LessonQuantity;
using S = LessonStatistic;

constexpr int kQueries = 8;
constexpr int kCutoff = 10;
// Hits in the top 10 of each query (P@10 = hits / 10): A, B, C over the same eight queries.
// B − A: 0.1, 0.2, 0, 0.1, −0.1, 0.2, 0.1, 0.2 (mean 0.1, sd √(0.08 / 7) = 0.107);
// C − A: mean 0.1125, small spread; C − B: mean 0.0125.
constexpr int kHits[3][kQueries] = {
    {3, 7, 1, 5, 6, 2, 4, 8}, {4, 9, 1, 6, 5, 4, 5, 10}, {4, 8, 2, 7, 6, 3, 5, 10}};

const char* const kListNames[3][kQueries] = {
    {RL_TRANSLATE_NOOP("Lessons", "A, query 1"), RL_TRANSLATE_NOOP("Lessons", "A, query 2"),
     RL_TRANSLATE_NOOP("Lessons", "A, query 3"), RL_TRANSLATE_NOOP("Lessons", "A, query 4"),
     RL_TRANSLATE_NOOP("Lessons", "A, query 5"), RL_TRANSLATE_NOOP("Lessons", "A, query 6"),
     RL_TRANSLATE_NOOP("Lessons", "A, query 7"), RL_TRANSLATE_NOOP("Lessons", "A, query 8")},
    {RL_TRANSLATE_NOOP("Lessons", "B, query 1"), RL_TRANSLATE_NOOP("Lessons", "B, query 2"),
     RL_TRANSLATE_NOOP("Lessons", "B, query 3"), RL_TRANSLATE_NOOP("Lessons", "B, query 4"),
     RL_TRANSLATE_NOOP("Lessons", "B, query 5"), RL_TRANSLATE_NOOP("Lessons", "B, query 6"),
     RL_TRANSLATE_NOOP("Lessons", "B, query 7"), RL_TRANSLATE_NOOP("Lessons", "B, query 8")},
    {RL_TRANSLATE_NOOP("Lessons", "C, query 1"), RL_TRANSLATE_NOOP("Lessons", "C, query 2"),
     RL_TRANSLATE_NOOP("Lessons", "C, query 3"), RL_TRANSLATE_NOOP("Lessons", "C, query 4"),
     RL_TRANSLATE_NOOP("Lessons", "C, query 5"), RL_TRANSLATE_NOOP("Lessons", "C, query 6"),
     RL_TRANSLATE_NOOP("Lessons", "C, query 7"), RL_TRANSLATE_NOOP("Lessons", "C, query 8")}};

// A ranked list of ten with `hits` relevant items, spread over the ranks (P@10 does not look at
// where they are; "Show every step" lets a learner move them).
std::vector<std::int32_t> listWithHits(int hits) {
    std::vector<std::int32_t> g(kCutoff, 0);
    for (int i = 0; i < hits; ++i) g[static_cast<std::size_t>((i * 7) % kCutoff)] = 1;
    return g;
}

std::vector<LessonList> listsOf(int systems) {
    std::vector<LessonList> lists;
    for (int s = 0; s < systems; ++s)
        for (int q = 0; q < kQueries; ++q)
            lists.push_back({kListNames[s][q], listWithHits(kHits[s][q]), 0});
    return lists;
}

// A lesson over `systems` systems; its expected values computed by core/stats from its lists.
Lesson statisticsLesson(int number, const char* title, const char* question, const char* takeaway,
                        int systems, std::vector<std::pair<S, int>> checks,
                        double targetDelta = 0) {
    Lesson l{number, title, question, takeaway, EvalConfig{}, kCutoff, listsOf(systems), {}};
    l.queries = kQueries;
    l.targetDelta = targetDelta;
    std::vector<std::vector<std::int32_t>> grades;
    for (const auto& list : l.lists) grades.push_back(list.grades);
    for (const auto& [statistic, index] : checks) {
        const bool count = statistic == S::Wins || statistic == S::Losses ||
                           statistic == S::QueriesForObserved || statistic == S::QueriesForTarget;
        LessonExpectation x{Q::Statistic, index, static_cast<int>(statistic), 0, count ? 0 : 3};
        x.value = statisticsLessonValue(l, grades, x);
        l.expected.push_back(x);
    }
    return l;
}

void addSpreadAndTest(std::vector<Lesson>& v) {
    v.push_back(statisticsLesson(
        static_cast<int>(v.size()) + 1, RL_TRANSLATE_NOOP("Lessons", "A mean hides the spread"),
        RL_TRANSLATE_NOOP(
            "Lessons",
            "Two systems, A and B, answer the same 8 queries; the table gives each query's P@10 "
            "(the share of relevant items in the top 10). The per-query difference d is B's "
            "score minus A's on that query. The mean difference is the mean of the eight d "
            "(the same as B's mean minus A's). The standard deviation of the differences, sd, "
            "says how far the d spread around their mean: sd = √(Σ (d − mean)² / (n − 1)), "
            "with n = 8 queries. What are the means of A and B and the mean difference? On how "
            "many queries is B better, on how many worse? What is sd?"),
        RL_TRANSLATE_NOOP(
            "Lessons",
            "A's mean is 3.6 / 8 = 0.450 and B's 4.4 / 8 = 0.550: B is ahead by 0.100. The mean "
            "hides how that gain is made: B is better on 6 queries, worse on 1 (query 5) and "
            "equal on 1. The differences lie 0, 0.1, −0.1, 0, −0.2, 0.1, 0, 0.1 from their "
            "mean; the squares add up to 0.08, so sd = √(0.08 / 7) = 0.107. One huge win and "
            "seven small losses could give the same mean with a very different story: always "
            "look at the per-query differences (Compare draws them one bar per query)."),
        2,
        {{S::Mean, 0},
         {S::Mean, 1},
         {S::MeanDifference, 0},
         {S::Wins, 0},
         {S::Losses, 0},
         {S::SdDifference, 0}}));
    v.push_back(statisticsLesson(
        static_cast<int>(v.size()) + 1,
        RL_TRANSLATE_NOOP("Lessons", "The paired test: more than chance?"),
        RL_TRANSLATE_NOOP(
            "Lessons",
            "The same 8 queries: mean difference 0.100, sd of the differences 0.107. Even "
            "if A and B were equally good, the differences would not "
            "all be 0: the queries are a sample, and another sample would give another mean. "
            "The paired test weighs the mean difference against that chance variation, query "
            "by query: an easy query (high for both) and a hard one (low for both) cancel out "
            "in d. The standard error of the mean difference is se = sd / √n; the test's t = "
            "mean difference / se. With n − 1 = 7 degrees of freedom, |t| of 2.365 or more "
            "turns up only 5 % of the time when the systems are equal. The p-value is that "
            "chance for the t we got: if A and B were equally good, how often a mean difference "
            "at least this far from 0 would turn up. What are se and t, and is p below 0.05? "
            "And how far do A's own scores spread over the queries (their sd)?"),
        RL_TRANSLATE_NOOP(
            "Lessons",
            "se = 0.107 / √8 = 0.038 and t = 0.100 / 0.0378 = 2.646, above 2.365: p = 0.033, "
            "below 0.05, so the difference is called significant at the 5 % level. Pairing made "
            "it visible: A's scores spread over the queries with sd 0.245, more than twice the "
            "spread of the differences (0.107), because some queries are easy for both systems "
            "and some hard for both; a test that ignores the pairs weighs the difference "
            "against that larger spread and misses it. What p does not say: it is not the "
            "chance that B is better, nor how much better it is; and p above 0.05 does not mean "
            "the systems are equal, only that these queries cannot tell them apart."),
        2, {{S::StandardError, 0}, {S::T, 0}, {S::P, 0}, {S::SdScores, 0}}));
}

void addIntervalAndPower(std::vector<Lesson>& v) {
    v.push_back(statisticsLesson(
        static_cast<int>(v.size()) + 1,
        RL_TRANSLATE_NOOP("Lessons", "How sure: the confidence interval of a difference"),
        RL_TRANSLATE_NOOP(
            "Lessons",
            "The mean difference 0.100 is an estimate from 8 queries. A 95 % confidence "
            "interval gives the true differences these queries are consistent with: mean "
            "difference ± t* · se, where t* = 2.365 for 7 degrees of freedom (the same 5 % "
            "cut-off as the test) and se = sd / √n = 0.038. The effect size d_z = mean "
            "difference / sd gives the difference in units of its own spread. What are the "
            "lower and the upper end of the interval, and d_z?"),
        RL_TRANSLATE_NOOP(
            "Lessons",
            "0.100 ± 2.365 · 0.0378 = 0.100 ± 0.089: from 0.011 to 0.189. The interval leaves "
            "out 0 exactly when the paired test's p is below 0.05, and it says more than p: B "
            "may be barely better (0.011) or much better (0.189), and these 8 queries cannot "
            "tell which. Report the interval with every difference. d_z = 0.100 / 0.107 = "
            "0.935: the gain is about as large as the spread of the differences. Compare shows "
            "the interval beside every difference, the leaderboard beside every pair."),
        2, {{S::CiLow, 0}, {S::CiHigh, 0}, {S::EffectSize, 0}}));
    v.push_back(statisticsLesson(
        static_cast<int>(v.size()) + 1,
        RL_TRANSLATE_NOOP("Lessons", "How many queries does a difference need?"),
        RL_TRANSLATE_NOOP(
            "Lessons",
            "Power is the chance that the paired test finds a difference (p below 0.05) when "
            "the difference is really there. The minimum detectable effect (MDE) is the "
            "smallest true difference the test finds 80 % of the time with the queries at hand. "
            "With many queries it is about 2.8 · sd / √n (2.8 = 1.96 for the 5 % test + 0.84 "
            "for 80 % power); with only 8 queries the factor is larger, about 3.3. Turned "
            "around, a true difference Δ needs about (2.8 · sd / Δ)² queries. With sd = 0.107 "
            "as in the lessons before: what is the MDE with these 8 queries? How many queries "
            "would a true difference of 0.1 need, and one of 0.02?"),
        RL_TRANSLATE_NOOP(
            "Lessons",
            "MDE ≈ 3.3 · 0.038 = 0.124: with 8 queries, true differences smaller than 0.124 are "
            "missed more often than 1 time in 5. The rule of thumb gives (2.8 · 0.107 / 0.1)² ≈ 9 "
            "queries for 0.1 and (2.8 · 0.107 / 0.02)² ≈ 224 for 0.02; the exact computation, "
            "which also allows for sd being estimated, gives 12 and 227. So a +0.02 cannot be "
            "told from chance with 8 queries: it needs about 227. With too few queries a real "
            "gain is usually missed, and a \"significant\" small gain is more likely a lucky "
            "draw that overstates it. Compare and the leaderboard say this in words: "
            "differences below the MDE cannot be told from noise at 80 % power."),
        2, {{S::Mde, 0}, {S::QueriesForObserved, 0}, {S::QueriesForTarget, 0}}, 0.02));
}

void addMultipleComparisons(std::vector<Lesson>& v) {
    v.push_back(statisticsLesson(
        static_cast<int>(v.size()) + 1,
        RL_TRANSLATE_NOOP("Lessons", "Many systems, many chances to be fooled"),
        RL_TRANSLATE_NOOP(
            "Lessons",
            "Now three systems, A, B and C, on the same 8 queries: three pairs to compare. Each "
            "paired test has a 5 % chance of a false alarm when two systems are equal; with "
            "three tests the chance that at least one raises a false alarm grows to about 1 − "
            "0.95³ = 0.14 (with 10 systems, 45 pairs: 0.90). A correction for multiple "
            "comparisons keeps that chance at 5 % for all the tests together. Bonferroni "
            "multiplies each p by the number of comparisons m (at most 1). Holm is less strict: "
            "sort the p-values from the smallest, multiply the smallest by m, the next by m − 1, "
            "and so on, each at least as large as the one before. The paired tests give p = "
            "0.033 for B against A, 0.002 for C against A and 0.685 for C against B. What are "
            "the p-values after Bonferroni and after Holm? Which pairs stay below 0.05?"),
        RL_TRANSLATE_NOOP(
            "Lessons",
            "Bonferroni: 3 · 0.033 = 0.099, 3 · 0.0016 = 0.005 and 1.000 (3 · 0.685, capped "
            "at 1). Holm: the smallest, C against A, 3 · 0.0016 = 0.005; then B against A, 2 · "
            "0.033 = 0.066; then C against B, 0.685. Only C against A stays below 0.05. B's "
            "+0.100 over A, significant on its own, is not once three comparisons are made: "
            "picking the best of many systems by uncorrected tests finds winners by chance. "
            "View ▸ Leaderboard tests every pair at once with a correction in force and gives "
            "each system letters: systems that share a letter cannot be told apart."),
        3,
        {{S::P, 0},
         {S::P, 1},
         {S::P, 2},
         {S::Bonferroni, 0},
         {S::Bonferroni, 1},
         {S::Bonferroni, 2},
         {S::Holm, 0},
         {S::Holm, 1},
         {S::Holm, 2}}));
}

double countWhere(std::span<const double> a, std::span<const double> b, int sign) {
    int n = 0;
    for (std::size_t i = 0; i < a.size(); ++i)
        if ((b[i] - a[i]) * sign > 1e-12) ++n;
    return n;
}

// Every pair's p, in pair order (for the corrections).
std::vector<double> pairPValues(const Lesson& l, const std::vector<std::vector<std::int32_t>>& g) {
    std::vector<double> p;
    const int systems = lessonSystems(l);
    for (int i = 0; i < systems * (systems - 1) / 2; ++i) {
        const auto [a, b] = lessonPair(l, i);
        p.push_back(stats::pairedTTest(lessonScores(l, g, a), lessonScores(l, g, b)).p);
    }
    return p;
}

double sizeOrNan(std::optional<std::size_t> n) {
    return n ? static_cast<double>(*n) : std::numeric_limits<double>::quiet_NaN();
}

double pairValue(const Lesson& l, const std::vector<std::vector<std::int32_t>>& g, S what,
                 int pair) {
    const auto [ia, ib] = lessonPair(l, pair);
    const std::vector<double> a = lessonScores(l, g, ia), b = lessonScores(l, g, ib);
    const stats::PairedTTest t = stats::pairedTTest(a, b);
    const stats::PowerSetting power{t.sdDiff, 0.05, 0.8};
    std::vector<double> d(a.size());
    for (std::size_t i = 0; i < a.size(); ++i) d[i] = b[i] - a[i];
    const auto ci = stats::meanInterval(d, 0.95);
    const double nan = std::numeric_limits<double>::quiet_NaN();
    switch (what) {
        case S::MeanDifference:
            return t.meanDiff;
        case S::Wins:
            return countWhere(a, b, 1);
        case S::Losses:
            return countWhere(a, b, -1);
        case S::SdDifference:
            return t.sdDiff;
        case S::StandardError:
            return t.sdDiff / std::sqrt(static_cast<double>(t.n));
        case S::T:
            return t.t;
        case S::P:
            return t.p;
        case S::CiLow:
            return ci ? ci->low : nan;
        case S::CiHigh:
            return ci ? ci->high : nan;
        case S::EffectSize:
            return stats::effectSizeDz(a, b);
        case S::Mde: {
            if (!(t.sdDiff > 0)) return nan;
            return stats::minimalDetectableEffect(t.n, power).value_or(nan);
        }
        case S::QueriesForObserved:
            return sizeOrNan(stats::queriesNeeded(t.meanDiff, power));
        case S::QueriesForTarget:
            return sizeOrNan(stats::queriesNeeded(l.targetDelta, power));
        case S::Bonferroni:
        case S::Holm: {
            const auto c =
                what == S::Holm ? stats::Correction::Holm : stats::Correction::Bonferroni;
            return stats::adjustPValues(pairPValues(l, g), c)[static_cast<std::size_t>(pair)];
        }
        default:
            return nan;
    }
}

}  // namespace

void addStatisticsLessons(std::vector<Lesson>& v) {
    addSpreadAndTest(v);
    addIntervalAndPower(v);
    addMultipleComparisons(v);
}

int lessonSystems(const Lesson& l) {
    return l.queries > 0 ? static_cast<int>(l.lists.size()) / l.queries : 0;
}

std::pair<int, int> lessonPair(const Lesson& l, int pair) {
    const int systems = lessonSystems(l);
    int i = 0;
    for (int a = 0; a < systems; ++a)
        for (int b = a + 1; b < systems; ++b, ++i)
            if (i == pair) return {a, b};
    return {-1, -1};
}

std::vector<double> lessonScores(const Lesson& l,
                                 const std::vector<std::vector<std::int32_t>>& lists, int system) {
    std::vector<double> out;
    if (system < 0 || system >= lessonSystems(l) || lists.size() != l.lists.size()) return out;
    for (int q = 0; q < l.queries; ++q) {
        const auto i = static_cast<std::size_t>(system * l.queries + q);
        std::vector<std::int32_t> labels;  // the list's grades as they are now
        for (std::int32_t grade : lists[i])
            if (grade != kUnjudged) labels.push_back(grade);
        out.push_back(explain(lists[i], labels, l.cfg, l.k).precision);
    }
    return out;
}

double statisticsLessonValue(const Lesson& l, const std::vector<std::vector<std::int32_t>>& g,
                             const LessonExpectation& what) {
    const double nan = std::numeric_limits<double>::quiet_NaN();
    if (lessonSystems(l) < 2 || g.size() != l.lists.size()) return nan;
    const auto statistic = static_cast<S>(what.k);
    if (statistic == S::Mean || statistic == S::SdScores) {
        const std::vector<double> x = lessonScores(l, g, what.list);
        if (x.empty()) return nan;
        const std::vector<double> zero(x.size(), 0.0);
        const stats::PairedTTest t = stats::pairedTTest(zero, x);
        return statistic == S::Mean ? t.meanDiff : t.sdDiff;
    }
    if (lessonPair(l, what.list).first < 0) return nan;
    return pairValue(l, g, statistic, what.list);
}

}  // namespace ranklens::core::teaching
