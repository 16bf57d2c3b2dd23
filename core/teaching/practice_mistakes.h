#pragma once
// Mistake classification of compute exercises: each mistake is a wrong way of computing the
// measure, applied to the exercise's own lists (through the engine where the mistake is a
// different setting, by hand where it is a different formula). A wrong answer is explained by
// the first mistake, in the order of the computation's steps, whose value it matches; a right
// answer (within practiceTolerance) is never a mistake. Worked steps show the computation on
// the exercise's lists (core/teaching/explain.h).
#include <optional>
#include <string_view>
#include <vector>

#include "core/teaching/practice_exercise.h"

namespace ranklens::core::teaching {

// In the order of the steps of a computation (the order of tied scores, what counts as relevant,
// the counts' denominators, gains, discounts, the ideal, the normalisation, the final formula).
enum class PracticeMistake {
    None,                      // the answer is right
    TiesDocidAscending,        // equal scores ordered by docid ascending, not descending
    TiesAsListed,              // equal scores left in the order the run file lists them
    BelowThresholdCounted,     // counted a grade below the threshold as relevant
    PrecisionOverReturned,     // P@k divided by the list's length (items returned), not k
    RecallOverReturned,        // R@k divided by the returned (top-k) count, not all relevant
    LinearGainForExponential,  // gain g instead of 2^g − 1
    ExponentialGainForLinear,  // gain 2^g − 1 instead of g
    DiscountOffByOne,          // discount 1/log2(rank + 2): ranks counted from 2
    NoDiscount,                // DCG without the discount: the gains summed
    Log2RankDiscount,          // rank 1 undiscounted, rank i >= 2 divided by log2(i)
    IdealFromReturnedOnly,     // ideal from the returned items only, not all labelled ones
    IdealNotSorted,            // the list itself taken as its ideal (NDCG = 1)
    DcgNotNormalised,          // NDCG answered with DCG (never divided by IDCG)
    ApOverRelevantRetrieved,   // AP divided by the relevant items found, not all relevant
    ApOverK,                   // AP divided by k
    F1ArithmeticMean,          // (P + R) / 2 instead of the harmonic mean
    RrGaveRank,                // the rank of the first relevant item instead of 1 / rank
    RrLaterRelevant,           // 1 / the rank of a later relevant item, not the first
    PooledInsteadOfMean,       // several queries: pooled counts instead of the mean of values
    OneQueryNotMean,           // several queries: one query's value instead of the mean
    Unclassified,              // wrong, and no known mistake gives this value
};
inline constexpr int kPracticeMistakeCount = 22;

// Stable id ("below_threshold", ...; None = "", Unclassified = "unclassified").
const char* mistakeId(PracticeMistake m);
std::optional<PracticeMistake> parseMistakeId(std::string_view id);
// What went wrong, for the learner (English, RL_TRANSLATE_NOOP("Practice", ...)).
const char* mistakeExplanation(PracticeMistake m);
// A few words naming it, for progress lists ("linear gain instead of exponential").
const char* mistakeTitle(PracticeMistake m);
// The words for any mistake a graded answer keeps (PracticeRecord::mistake): a compute mistake's
// title, "a wrong prediction" (wrong_predict), "a wrong choice" (wrong_choose), "a list that
// misses the target" (wrong_construct), "the answer shown before a try" (revealed), "no answer"
// (empty), else "an answer that could not be read" (an answer problem: not_a_number, ...).
// English, RL_TRANSLATE_NOOP("Practice", ...).
const char* answerMistakeTitle(std::string_view id);

// Answers within this distance of the value are right (two decimals suffice).
inline constexpr double kPracticeTolerance = 0.005;
bool practiceClose(double answer, double value);

// The value a compute exercise gets when made with mistake m, or nullopt when m does not apply
// to it (another measure or setting, or it gives the right value on these lists).
std::optional<double> mistakenValue(const PracticeExercise& ex, PracticeMistake m);
// Every value mistake m can give (several for a later relevant item's RR or one query's value
// instead of the mean; empty when m does not apply or gives the right value).
std::vector<double> mistakenValues(const PracticeExercise& ex, PracticeMistake m);
// None when the answer is right; else the first mistake (step order) whose value the answer
// matches; Unclassified when none does. Only compute exercises have mistake classes.
PracticeMistake classifyMistake(const PracticeExercise& ex, double answer);
// Every mistake whose value the answer matches, in step order (empty when right or when none
// does). When a fraction was typed ("3/6", denominator > 0), mistakes whose own fraction has
// that denominator are kept if there are any: "3/6" over six returned items is P over the
// returned count, not a tie-order mistake that also gives 0.5. More than one left: the
// feedback says "perhaps" for each.
std::vector<PracticeMistake> matchingMistakes(const PracticeExercise& ex, double answer,
                                              int typedDenominator = 0);

// The computation of a compute exercise step by step (one text per line), on its own lists.
std::vector<PracticeText> workedSteps(const PracticeExercise& ex);

}  // namespace ranklens::core::teaching
