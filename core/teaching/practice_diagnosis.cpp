// Diagnosis of predict, construct and choose answers (issue 48): a hint for a wrong first try
// that does not give the answer away, and why the right answer is right, on the exercise's own
// list. Values are the engine's (core/teaching/explain.h), never recomputed here.
#include <cctype>
#include <cmath>
#include <string>
#include <vector>

#include "core/base/translate_noop.h"
#include "core/teaching/explain.h"
#include "core/teaching/practice_answer.h"
#include "core/teaching/practice_exercise.h"

namespace ranklens::core::teaching {

namespace {

using PM = PracticeMeasure;

std::string fmt(double v) {
    return practiceValueText(v);
}

std::string str(int v) {
    return std::to_string(v);
}

std::int32_t gradeAt(const PracticeList& l, int rank) {
    return l.grades[static_cast<std::size_t>(rank - 1)];
}

std::vector<PracticeText> predictHint(const PracticeExercise& ex, std::string_view answer) {
    std::vector<PracticeText> out;
    const auto p = parsePrediction(answer);
    if (p && p->direction == ex.direction) {
        out.push_back({RL_TRANSLATE_NOOP("Practice",
                                         "The direction is right, the amount is not: work out "
                                         "the value before and after the swap."),
                       {}});
        return out;
    }
    const PracticeList& l = ex.lists[0];
    const std::string k = str(ex.k), a = str(ex.swapA), b = str(ex.swapB);
    out.push_back({RL_TRANSLATE_NOOP("Practice",
                                     "Rank %1 holds grade %2, rank %3 grade %4; the cut-off k "
                                     "is %5."),
                   {a, str(gradeAt(l, ex.swapA)), b, str(gradeAt(l, ex.swapB)), k}});
    const bool aIn = ex.swapA <= ex.k, bIn = ex.swapB <= ex.k;
    if (!aIn && !bIn) {
        out.push_back({RL_TRANSLATE_NOOP("Practice",
                                         "Both ranks are below the top %1. Which ranks does %2 "
                                         "look at?"),
                       {k, measureLabel(ex.measure, ex.k)}});
    } else if (ex.measure == PM::P) {
        out.push_back(
            aIn && bIn ? PracticeText{RL_TRANSLATE_NOOP("Practice",
                                                        "Both ranks are inside the top %1. Does "
                                                        "P@%1 see the order inside the top %1, or "
                                                        "only how many relevant items are there?"),
                                      {k}}
                       : PracticeText{RL_TRANSLATE_NOOP("Practice",
                                                        "Rank %1 is inside the top %2, rank %3 "
                                                        "below it: does a relevant item enter or "
                                                        "leave the top %2?"),
                                      {a, k, b}});
    } else if (ex.measure == PM::Ap) {
        out.push_back({RL_TRANSLATE_NOOP("Practice",
                                         "AP adds the precision at each relevant rank in the "
                                         "top %1. Does a relevant item move up, where the "
                                         "precision is higher, or down?"),
                       {k}});
    } else {
        out.push_back({RL_TRANSLATE_NOOP("Practice",
                                         "Each rank in the top %1 adds gain / log2(rank + 1); "
                                         "a rank below the top %1 adds nothing. Compare what "
                                         "ranks %2 and %3 add before and after the swap."),
                       {k, a, b}});
    }
    return out;
}

// The two swapped ranks in the DCG table: grade, gain, discount and contribution, before and
// after.
std::vector<PracticeText> dcgSwapTable(const PracticeExercise& ex, const Explanation& before,
                                       const Explanation& after) {
    std::vector<PracticeText> out;
    for (int rank : {ex.swapA, ex.swapB}) {
        const auto& s0 = before.positions[static_cast<std::size_t>(rank - 1)];
        const auto& s1 = after.positions[static_cast<std::size_t>(rank - 1)];
        if (rank > ex.k) {
            out.push_back({RL_TRANSLATE_NOOP("Practice",
                                             "Rank %1 (grade %2 before, %3 after) is below the "
                                             "top %4: it adds nothing either way."),
                           {str(rank), str(s0.grade), str(s1.grade), str(ex.k)}});
            continue;
        }
        out.push_back(
            {RL_TRANSLATE_NOOP("Practice",
                               "Rank %1, divided by log2(%2) = %3: before grade %4, "
                               "gain %5 → %6; after grade %7, gain %8 → %9."),
             {str(rank), str(rank + 1), fmt(std::log2(rank + 1.0)), str(s0.grade), fmt(s0.gain),
              fmt(s0.contribution), str(s1.grade), fmt(s1.gain), fmt(s1.contribution)}});
    }
    out.push_back({RL_TRANSLATE_NOOP("Practice",
                                     "DCG@%1 goes from %2 to %3; the ideal does not change "
                                     "(IDCG@%1 = %4), so NDCG@%1 goes from %5 to %6."),
                   {str(ex.k), fmt(before.dcg), fmt(after.dcg), fmt(before.idcg), fmt(before.ndcg),
                    fmt(after.ndcg)}});
    return out;
}

std::string apParts(const Explanation& e) {
    std::string parts;
    for (std::size_t i = 0; i < e.apRanks.size(); ++i)
        parts += (i ? " + " : "") + std::to_string(i + 1) + "/" + std::to_string(e.apRanks[i]);
    return parts.empty() ? "0" : parts;
}

std::vector<PracticeText> predictWhy(const PracticeExercise& ex) {
    const PracticeList& l = ex.lists[0];
    const PracticeList s = swapped(l, ex.swapA, ex.swapB);
    const Explanation before = explain(l.grades, l.allLabels(), ex.cfg, ex.k);
    const Explanation after = explain(s.grades, s.allLabels(), ex.cfg, ex.k);
    std::vector<PracticeText> out;
    const std::string k = str(ex.k);
    switch (ex.measure) {
        case PM::P:
            out.push_back({RL_TRANSLATE_NOOP("Practice",
                                             "Relevant items in the top %1: %2 before the swap, "
                                             "%3 after: P@%1 goes from %4 to %5."),
                           {k, str(int(before.relevantInTopK)), str(int(after.relevantInTopK)),
                            fmt(before.precision), fmt(after.precision)}});
            if (ex.swapB <= ex.k)
                out.push_back({RL_TRANSLATE_NOOP("Practice",
                                                 "Inside the top k position matters for NDCG, "
                                                 "not for P@k: P@%1 counts the relevant items "
                                                 "in the top %1, whatever their order."),
                               {k}});
            break;
        case PM::Ap:
            out.push_back({RL_TRANSLATE_NOOP("Practice",
                                             "Precision at each relevant rank in the top %1, "
                                             "before: %2 = %3; after: %4 = %5. Divided by the "
                                             "%6 relevant items of the query, AP@%1 goes from "
                                             "%7 to %8."),
                           {k, apParts(before), fmt(before.apSum), apParts(after), fmt(after.apSum),
                            str(int(before.numRel)), fmt(before.ap), fmt(after.ap)}});
            break;
        default:
            out = dcgSwapTable(ex, before, after);
            break;
    }
    return out;
}

std::vector<PracticeText> constructHint(const PracticeExercise& ex, std::string_view answer) {
    const PracticeGrade g = gradeAnswer(ex, answer);
    if (g.verdict != Verdict::Wrong) return {};
    const std::string k = str(ex.k);
    const int got = static_cast<int>(std::lround(g.achievedP * ex.k));
    const int need = static_cast<int>(std::lround(ex.expected * ex.k));
    if (got != need)
        return {{RL_TRANSLATE_NOOP("Practice",
                                   "Your list has %1 relevant items (grade ≥ %2) in its %3 "
                                   "places, so P@%3 = %4; the target P@%3 = %5 needs %6."),
                 {str(got), str(ex.cfg.relevanceThreshold), k, fmt(g.achievedP),
                  practiceValueText(ex.expected), str(need)}}};
    return {{RL_TRANSLATE_NOOP("Practice",
                               "P@%1 is right. Your list's NDCG@%1 is %2, but a list with the "
                               "same P@%1 reaches %3: choose the relevant items with the "
                               "highest grades and put the highest grades first."),
             {k, fmt(g.achievedNdcg), fmt(ex.bestNdcgValue)}}};
}

std::vector<PracticeText> chooseHint(const PracticeExercise& ex, std::string_view answer) {
    const PracticeGrade g = gradeAnswer(ex, answer);
    if (g.verdict != Verdict::Wrong) return {};
    std::string s(answer);
    int chosen = -1;
    for (char c : s) {
        const char u = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        if (u >= 'A' && u <= 'Z') chosen = u - 'A';
        if (u >= '1' && u <= '9') chosen = u - '1';
        if (chosen >= 0) break;
    }
    if (chosen < 0 || chosen >= static_cast<int>(ex.options.size())) return {};
    const PracticeOption& o = ex.options[static_cast<std::size_t>(chosen)];
    return {{o.flaw, o.flawValues}};
}

}  // namespace

std::vector<PracticeText> practiceHint(const PracticeExercise& ex, std::string_view answer) {
    switch (ex.kind) {
        case PracticeKind::Predict:
            return ex.lists.empty() ? std::vector<PracticeText>{} : predictHint(ex, answer);
        case PracticeKind::Construct:
            return constructHint(ex, answer);
        case PracticeKind::Choose:
            return chooseHint(ex, answer);
        case PracticeKind::Compute:
            break;
    }
    return {};
}

std::vector<PracticeText> practiceWhy(const PracticeExercise& ex) {
    switch (ex.kind) {
        case PracticeKind::Predict:
            return ex.lists.empty() ? std::vector<PracticeText>{} : predictWhy(ex);
        case PracticeKind::Construct: {
            std::string grades;
            for (char c : ex.exampleArrangement)
                grades += (grades.empty() ? "" : ", ") +
                          std::to_string(ex.lists[0].grades[static_cast<std::size_t>(c - 'A')]);
            return {{RL_TRANSLATE_NOOP("Practice",
                                       "One right list: %1 (grades %2): the relevant items with "
                                       "the highest grades, the highest first, and the rest "
                                       "filled with items below the threshold."),
                     {ex.exampleArrangement, grades}}};
        }
        case PracticeKind::Choose:
            return {ex.reasoning};
        case PracticeKind::Compute:
            break;
    }
    return {};
}

}  // namespace ranklens::core::teaching
