// Statistics exercises of Practice (issue 48, "is +0.02 real?"): choose exercises whose values
// come from core/stats — which of two comparisons a paired t-test finds more convincing, and how
// many queries a difference needs (queriesNeeded, minimalDetectableEffect at 80 % power,
// α = 0.05). The per-query differences of a comparison are built with the stated mean and
// standard deviation exactly, and the engine's paired t-test runs on them.
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "core/base/translate_noop.h"
#include "core/stats/paired_power.h"
#include "core/stats/t_test.h"
#include "core/teaching/practice_exercise.h"

namespace ranklens::core::teaching {

namespace {

constexpr double kDeltas[] = {0.01, 0.02, 0.03, 0.05};
constexpr int kQueryCounts[] = {20, 30, 50, 100, 200, 400};
constexpr double kSpreads[] = {0.05, 0.1, 0.15, 0.2, 0.3};

std::string num(double v, const char* format = "%.2f") {
    char buf[32];
    std::snprintf(buf, sizeof buf, format, v);
    return buf;
}

std::string pText(double p) {
    return p < 0.001 ? std::string("< 0.001") : num(p, "%.3f");
}

struct Comparison {
    double delta = 0;
    int n = 0;
    double sd = 0;
    stats::PairedTTest test;
};

// n per-query differences (n even) with mean delta and sample standard deviation sd exactly:
// delta ± sd·√((n − 1) / n), alternating; the engine's paired t-test on them.
Comparison compare(double delta, int n, double sd) {
    Comparison c{delta, n, sd, {}};
    const double step = sd * std::sqrt((n - 1.0) / n);
    std::vector<double> baseline(static_cast<std::size_t>(n), 0.0), run;
    for (int i = 0; i < n; ++i) run.push_back(delta + (i % 2 ? -step : step));
    c.test = stats::pairedTTest(baseline, run);
    return c;
}

Comparison drawComparison(std::mt19937& rng) {
    return compare(kDeltas[drawInt(rng, 0, 3)], kQueryCounts[drawInt(rng, 0, 5)],
                   kSpreads[drawInt(rng, 0, 4)]);
}

void makeMoreConvincing(std::mt19937& rng, PracticeExercise& ex) {
    Comparison a, b;
    do {  // clearly apart (t differs by half at least), and not both beyond doubt
        a = drawComparison(rng);
        b = drawComparison(rng);
    } while (std::max(a.test.t, b.test.t) < 1.5 * std::min(a.test.t, b.test.t) ||
             std::min(a.test.p, b.test.p) > 0.2 || std::max(a.test.p, b.test.p) < 1e-4);
    const bool firstWins = a.test.p < b.test.p;
    const Comparison& win = firstWins ? a : b;
    const Comparison& lose = firstWins ? b : a;
    const std::string winName = firstWins ? "1" : "2", loseName = firstWins ? "2" : "1";
    ex.question = {RL_TRANSLATE_NOOP("Practice",
                                     "Two comparisons of system B against A on NDCG@10. "
                                     "Comparison 1: B is ahead by +%1 over %2 queries; the "
                                     "per-query differences have a standard deviation of %3. "
                                     "Comparison 2: +%4 over %5 queries, standard deviation %6. "
                                     "Which shows more convincingly that B is better (a paired "
                                     "t-test on each)?"),
                   {num(a.delta), std::to_string(a.n), num(a.sd), num(b.delta), std::to_string(b.n),
                    num(b.sd)}};
    const std::string tWin = num(win.test.t, "%.1f"), tLose = num(lose.test.t, "%.1f");
    ex.options = {
        {RL_TRANSLATE_NOOP("Practice", "Comparison %1."), true, "", {winName}},
        {RL_TRANSLATE_NOOP("Practice", "Comparison %1."),
         false,
         RL_TRANSLATE_NOOP("Practice",
                           "Comparison %1 is only %2 standard errors from no difference; "
                           "comparison %3 is %4. What convinces is the difference against its "
                           "standard error sd / √n, not the difference alone."),
         {loseName},
         {loseName, tLose, winName, tWin}},
        {RL_TRANSLATE_NOOP("Practice", "Both equally: B is ahead in both."),
         false,
         RL_TRANSLATE_NOOP("Practice",
                           "Being ahead is not enough: the paired t statistics differ, %1 "
                           "against %2, because the spreads and the numbers of queries differ."),
         {},
         {tWin, tLose}},
        {RL_TRANSLATE_NOOP("Practice", "Neither can be judged without every per-query value."),
         false,
         RL_TRANSLATE_NOOP("Practice",
                           "The mean difference, its standard deviation and the number of "
                           "queries are all a paired t-test needs: t = mean / (sd / √n)."),
         {},
         {}},
    };
    ex.reasoning = {RL_TRANSLATE_NOOP("Practice",
                                      "t = mean / (sd / √n). Comparison %1: t = %2, p = %3. "
                                      "Comparison %4: t = %5, p = %6. The same difference "
                                      "convinces more with less spread or more queries: the "
                                      "standard error shrinks with √n."),
                    {winName, tWin, pText(win.test.p), loseName, tLose, pText(lose.test.p)}};
}

void makeQueriesNeeded(std::mt19937& rng, PracticeExercise& ex) {
    double delta = 0, sd = 0;
    std::size_t need = 0;
    do {
        delta = kDeltas[drawInt(rng, 0, 3)];
        sd = kSpreads[drawInt(rng, 1, 4)];
        need = stats::queriesNeeded(delta, {sd, 0.05, 0.8}).value_or(0);
    } while (need < 16 || need > 20000);
    const auto mde = [&](std::size_t n) {
        return num(stats::minimalDetectableEffect(n, {sd, 0.05, 0.8}).value_or(0.0), "%.3f");
    };
    const std::size_t quarter = (need + 3) / 4, half = (need + 1) / 2, four = need * 4;
    const char* tooFew = RL_TRANSLATE_NOOP("Practice",
                                           "Too few: with %1 queries the smallest difference "
                                           "the test detects with 80 % power is +%2, larger "
                                           "than +%3. The queries needed grow with (sd / Δ)².");
    const char* option = RL_TRANSLATE_NOOP("Practice", "About %1 queries.");
    ex.question = {RL_TRANSLATE_NOOP("Practice",
                                     "The per-query differences of NDCG@10 between two systems "
                                     "have a standard deviation of %1. About how many queries "
                                     "does a paired t-test need to detect a true difference of "
                                     "+%2 with 80 % power at α = 0.05?"),
                   {num(sd), num(delta)}};
    ex.options = {
        {option, true, "", {std::to_string(need)}},
        {option,
         false,
         tooFew,
         {std::to_string(quarter)},
         {std::to_string(quarter), mde(quarter), num(delta)}},
        {option,
         false,
         tooFew,
         {std::to_string(half)},
         {std::to_string(half), mde(half), num(delta)}},
        {option,
         false,
         RL_TRANSLATE_NOOP("Practice",
                           "Far more than needed: %1 queries already reach 80 % power for +%2; "
                           "four times as many detect half that difference (+%3)."),
         {std::to_string(four)},
         {std::to_string(need), num(delta), mde(four)}},
    };
    ex.reasoning = {RL_TRANSLATE_NOOP("Practice",
                                      "With sd %1, a paired t-test needs %2 queries to detect "
                                      "+%3 with 80 % power (α = 0.05); with %2 queries the "
                                      "minimal detectable effect is +%4. Half the difference "
                                      "would need about four times the queries."),
                    {num(sd), std::to_string(need), num(delta), mde(need)}};
}

}  // namespace

void makeStatisticsChoice(std::mt19937& rng, PracticeExercise& ex) {
    ex.measure = PracticeMeasure::Ndcg;
    ex.k = 10;
    ex.scenario = -1;
    if (drawChance(rng, 1, 2))
        makeMoreConvincing(rng, ex);
    else
        makeQueriesNeeded(rng, ex);
    shuffleOptions(rng, ex.options);
}

}  // namespace ranklens::core::teaching
