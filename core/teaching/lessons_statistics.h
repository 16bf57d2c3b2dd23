#pragma once
// The statistics lessons (issue 48): "is +0.1 real?" over eight queries a learner can work by
// hand — the per-query differences behind a mean, the paired test and its p-value, the
// confidence interval of the difference, the minimum detectable effect and the queries a
// difference needs, and the correction when many systems are compared. Every query is a ranked
// list scored by P@k (so "Show every step" can change it); every checked value comes from
// core/stats (pairedTTest, meanInterval, effectSizeDz, minimalDetectableEffect,
// queriesNeeded, adjustPValues). Used by lessons.cpp.
#include <cstdint>
#include <vector>

#include "core/teaching/lessons.h"

namespace ranklens::core::teaching {

// What a LessonQuantity::Statistic expectation checks (its k). `list` is the system (Mean,
// SdScores) or the pair of systems (every other one): pairs in the order (A, B), (A, C), (B, C),
// the difference always the later system minus the earlier one.
enum class LessonStatistic {
    Mean,                // a system's mean P@k over the queries
    SdScores,            // the standard deviation of a system's scores over the queries
    MeanDifference,      // mean of d = later − earlier
    Wins,                // queries where the later system scores higher
    Losses,              // queries where it scores lower
    SdDifference,        // standard deviation of d (n − 1)
    StandardError,       // sd / sqrt(n)
    T,                   // the paired t
    P,                   // the paired test's two-sided p-value
    CiLow,               // the 95 % interval of the mean difference
    CiHigh,              //
    EffectSize,          // d_z = mean / sd
    Mde,                 // minimum detectable effect at 5 %, 80 % power, with these queries
    QueriesForObserved,  // queries needed for a true difference equal to the observed mean
    QueriesForTarget,    // queries needed for Lesson::targetDelta
    Bonferroni,          // the pair's p adjusted over every pair of the lesson
    Holm,                //
};

void addStatisticsLessons(std::vector<Lesson>& lessons);

// The number of systems of a statistics lesson (its lists / its queries); 0 for other lessons.
int lessonSystems(const Lesson& lesson);
// The pair of systems a pair index names ({0, 1}, {0, 2}, {1, 2}); {-1, -1} when out of range.
std::pair<int, int> lessonPair(const Lesson& lesson, int pair);
// P@k of every query of a system, from the (possibly edited) lists; empty when out of range.
std::vector<double> lessonScores(const Lesson& lesson,
                                 const std::vector<std::vector<std::int32_t>>& lists, int system);
// A Statistic expectation's value for the lists; NaN when the lesson or the index does not fit,
// or the statistic is undefined (the MDE of a pair whose differences are all equal).
double statisticsLessonValue(const Lesson& lesson,
                             const std::vector<std::vector<std::int32_t>>& lists,
                             const LessonExpectation& what);

}  // namespace ranklens::core::teaching
