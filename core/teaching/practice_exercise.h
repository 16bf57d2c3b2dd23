#pragma once
// Practice (issue 34): exercises generated from a seed, so there is no end to them and any one
// can be replayed. Four kinds:
//   compute   — a small ranked list with grades; type P@k, R@k, F1@k, DCG@k, NDCG@k, AP@k or
//               RR@k (difficulty: binary grades → graded → tied scores, ordered by RankLens's tie
//               rule → the mean over two or three queries);
//   predict   — two positions are swapped: does NDCG@k, P@k or AP@k rise, fall or stay?
//   construct — arrange a pool of graded items to hit a target (P@5 = 0.6, optionally with the
//               best NDCG@5 such a list can have);
//   choose    — a decision scenario or a trap: pick one of the options; the reasoning follows.
// Every expected value is the engine's (core::computeRankingMetrics), never recomputed here.
// Generation uses std::mt19937 (specified by the standard) and hand-written draws, so a seed
// gives the same exercise on every platform. Texts are English formats marked with
// RL_TRANSLATE_NOOP("Practice", ...) with %1.. placeholders (fill with fillPlaceholders after
// translating the format).
#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "core/definitions/eval_config.h"

namespace ranklens::core::teaching {

enum class PracticeKind { Compute, Predict, Construct, Choose };
inline constexpr int kPracticeKindCount = 4;
// The measures of compute exercises (predict uses Ndcg, P and Ap).
enum class PracticeMeasure { P, R, F1, Dcg, Ndcg, Ap, Rr };
inline constexpr int kPracticeMeasureCount = 7;
// Binary grades → graded (0..3, a threshold, a gain) → tied scores (the items come with a
// system's scores, some equal, in the run file's order; RankLens's tie rule orders them) → the
// mean over two or three queries. A seed without a level chooses among Binary, Graded and
// SeveralQueries only (so exercise sets saved before Ties existed give the same exercises).
// Statistics (issue 48): "is +0.02 real?" — choose exercises on the paired test, the queries a
// difference needs and the minimal detectable effect, their values from core/stats. A compute
// or predict spec with this level is made at SeveralQueries / Graded.
enum class PracticeLevel { Binary, Graded, SeveralQueries, Ties, Statistics };
inline constexpr int kPracticeLevelCount = 5;
// The levels in the order a learner climbs them: binary → graded → ties → several queries →
// statistics.
inline constexpr PracticeLevel kPracticeLevelLadder[] = {
    PracticeLevel::Binary, PracticeLevel::Graded, PracticeLevel::Ties,
    PracticeLevel::SeveralQueries, PracticeLevel::Statistics};
enum class Direction { Rise, Fall, Stay };

// Stable identifiers (files, CSV, the command line): "compute", "P", "graded", "rise", ...
const char* toString(PracticeKind k);
const char* toString(PracticeMeasure m);
const char* toString(PracticeLevel l);
const char* toString(Direction d);
std::optional<PracticeKind> parsePracticeKind(std::string_view s);
std::optional<PracticeLevel> parsePracticeLevel(std::string_view s);
std::optional<PracticeMeasure> parsePracticeMeasure(std::string_view s);
// The measure as a learner reads it at cut-off k: "P@5", "NDCG@10", "AP@5", "RR@5".
std::string measureLabel(PracticeMeasure m, int k);

// A hand-written uniform draw in [lo, hi] (rejection sampling on mt19937's 32-bit output):
// the same numbers on every standard library, unlike std::uniform_int_distribution.
int drawInt(std::mt19937& rng, int lo, int hi);
// True with probability num / den (den > 0), by drawInt.
bool drawChance(std::mt19937& rng, int num, int den);

// What to generate. measure / level / k unset: the seed chooses (k: 3 to 5). k applies to
// compute and predict exercises (kMinPracticeK..kMaxPracticeK); construct keeps k = 5.
inline constexpr int kMinPracticeK = 1;
inline constexpr int kMaxPracticeK = 10;
struct PracticeSpec {
    PracticeKind kind = PracticeKind::Compute;
    std::uint32_t seed = 0;
    std::optional<PracticeMeasure> measure;
    std::optional<PracticeLevel> level;
    std::optional<int>
        k{};  // (an initializer: specs written {kind, seed, measure, level} stay quiet)
    bool operator==(const PracticeSpec&) const = default;
};

// An item of a run file: its docid, the system's score and its grade (ties level).
struct PracticeScoredItem {
    std::string docid;
    double score = 0.0;
    std::int32_t grade = 0;
    bool operator==(const PracticeScoredItem&) const = default;
};

// One query of an exercise: the returned grades in rank order and the relevant items of the
// query the list did not return (their grades), which count in R and in the ideal.
struct PracticeList {
    std::vector<std::int32_t> grades;
    std::vector<std::int32_t> unreturned;
    // Ties level: the returned items as the run file lists them; grades are their grades in
    // the order RankLens puts them in (core/teaching/practice_ties.h). Empty otherwise.
    std::vector<PracticeScoredItem> items;
    std::vector<std::int32_t> allLabels() const;  // grades + unreturned
};

// One option of a choose exercise (English text marked for translation, %1.. filled with
// values) and, for a wrong one, its flaw: why a learner who picks it is wrong.
struct PracticeOption {
    const char* text;
    bool correct;
    const char* flaw = "";
    std::vector<std::string> values = {};
    std::vector<std::string> flawValues = {};
};

// A text to show: a translatable format and its values (%1 = values[0], ...).
struct PracticeText {
    const char* format = "";
    std::vector<std::string> values;
    std::string english() const;  // the format filled, untranslated
};

struct PracticeExercise {
    PracticeSpec spec;  // as requested (practiceId(spec) replays it); the drawn values below
    PracticeKind kind = PracticeKind::Compute;
    PracticeMeasure measure = PracticeMeasure::P;
    PracticeLevel level = PracticeLevel::Binary;
    EvalConfig cfg;  // threshold, gain (ideal: the labels)
    int k = 5;
    PracticeText question;
    std::string glossaryTerm;  // registry name of the glossary entry it practises ("" = traps)
    int lesson = 0;            // number of the lesson it practises (1-based, 0 = none)

    // compute: the lists (one, or two or three for a mean); predict: the list before the swap;
    // construct: one list whose grades are the pool (item i is the letter 'A' + i).
    std::vector<PracticeList> lists;
    // compute: the engine's value (the mean over the lists); construct: the target P@k.
    double expected = 0.0;
    // predict: the 1-based ranks swapped, the values before and after, the direction.
    int swapA = 0, swapB = 0;
    double before = 0.0, after = 0.0;
    Direction direction = Direction::Stay;
    // construct: also reach the best NDCG@k among the arrangements hitting the target.
    bool bestNdcg = false;
    double bestNdcgValue = 0.0;
    std::string exampleArrangement;  // one arrangement that is right, e.g. "CADBE"
    // choose: the scenario's options (in the seed's order) and the reasoning shown after.
    std::vector<PracticeOption> options;
    PracticeText reasoning;
    int scenario = -1;  // index into the scenario table (-1: a generated statistics exercise)
};

// A spec as one replayable word: "compute-123", with the measure, level and k when set
// ("compute-123-NDCG-graded-k4"); parsePracticeId reads it back (nullopt when malformed).
std::string practiceId(const PracticeSpec& spec);
std::optional<PracticeSpec> parsePracticeId(std::string_view id);

// Shuffles a choose exercise's options (Fisher–Yates with drawInt: the same on every platform).
void shuffleOptions(std::mt19937& rng, std::vector<PracticeOption>& options);
// A statistics choose exercise (core/teaching/practice_statistics.cpp): which of two
// comparisons is more convincing, or how many queries a difference needs; values from
// core/stats (the paired t-test, queriesNeeded).
void makeStatisticsChoice(std::mt19937& rng, PracticeExercise& ex);

// Generates the exercise of a spec (deterministic: the same spec gives the same exercise).
PracticeExercise makeExercise(const PracticeSpec& spec);

// The engine's value of measure m at cut-off k on one list (computeRankingMetrics).
double engineValue(const PracticeList& list, const EvalConfig& cfg, PracticeMeasure m, int k);
// The mean of engineValue over the lists (0 for none).
double engineMean(const std::vector<PracticeList>& lists, const EvalConfig& cfg, PracticeMeasure m,
                  int k);
// The list with ranks a and b (1-based) swapped.
PracticeList swapped(const PracticeList& list, int a, int b);

// The data shown under the question, one text per line: the lists of compute and predict
// exercises (returned grades, rank 1 first, and the relevant items not returned), the items of
// a construct exercise ("A = 2, B = 0, ..."). Choose options are ex.options (their texts are
// translatable themselves).
std::vector<PracticeText> exerciseLines(const PracticeExercise& ex);

// Number of choose scenarios (decision scenarios and traps).
int practiceScenarioCount();
// The scenario a choose seed gives: seed mod the count, so consecutive seeds (an exercise set's
// seed + i) never repeat one within practiceScenarioCount() exercises.
int scenarioOfSeed(std::uint32_t seed);

// A hint for a wrong first try that does not give the answer away: what to look at (predict:
// the ranks against the cut-off; construct: the relevant items the list has against the
// target; choose: the chosen option's flaw). Empty for compute (its mistake is the hint).
std::vector<PracticeText> practiceHint(const PracticeExercise& ex, std::string_view answer);
// Why the right answer is right, shown with it: predict: the values at the two ranks before
// and after the swap (gain, discount, contribution for DCG and NDCG; the precision at each
// relevant rank for AP; the relevant items in the top k for P@k and why order inside the top k
// does not count there); construct and choose: what the right answer does.
std::vector<PracticeText> practiceWhy(const PracticeExercise& ex);

// The correct answer as text: "0.6", "0.333", "rise", "CADBE", "B".
std::string expectedAnswerText(const PracticeExercise& ex);
// A value as answers are shown: three decimals at most, trailing zeros dropped ("0.6").
std::string practiceValueText(double v);

}  // namespace ranklens::core::teaching
