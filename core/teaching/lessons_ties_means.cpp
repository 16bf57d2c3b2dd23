// The ramp's ties and several-queries lessons (lessons_ramp.h), both worked by hand.
#include "core/base/translate_noop.h"
#include "core/teaching/lessons_ramp.h"

namespace ranklens::core::teaching {

namespace {

using Q = LessonQuantity;

// Listed D3 0.9 (grade 0), D10 0.7 (0), D9 0.7 (1), D4 0.5 (1), D7 0.2 (0). Equal scores go by
// document id descending compared as text, so D9 before D10: ranks D3 D9 D10 D4 D7, grades
// [0, 1, 0, 1, 0]: P@2 = 1/2, RR = 1/2. The other way round P@2 = 0 and RR = 1/3.
Lesson ties() {
    return {
        .number = 0,
        .title = RL_TRANSLATE_NOOP("Lessons", "Equal scores: ties"),
        .question = RL_TRANSLATE_NOOP(
            "Lessons",
            "The system returned five items with these scores, in the order it listed them. D9 "
            "and D10 share the score 0.7. Which of the two is ranked first? Then what are P@2 "
            "and RR?"),
        .takeaway = RL_TRANSLATE_NOOP(
            "Lessons",
            "D9 goes first: compared character by character, “D9” comes after “D10” because 9 "
            "comes after 1. The ranking is D3, D9, D10, D4, D7, so P@2 = 1/2 = 0.5 and RR = 1/2 "
            "= 0.5. The other order would give P@2 = 0 and RR = 1/3: when scores tie, the tie "
            "rule alone can move a measure. A system that gives every item its own score is "
            "measured exactly as it ranks."),
        .cfg = EvalConfig{},
        .k = 2,
        .lists = {{.name = RL_TRANSLATE_NOOP("Lessons", "Query"),
                   .grades = {0, 1, 0, 1, 0},
                   .unretrievedRelevant = 0,
                   .docids = {"D3", "D9", "D10", "D4", "D7"},
                   .scores = {0.9, 0.7, 0.7, 0.5, 0.2},
                   .listed = {0, 2, 1, 3, 4}}},
        .expected = {{Q::Precision, 0, 2, 0.5, 1}, {Q::Rr, 0, 0, 0.5, 1}},
        .id = "ties",
        .defines = {{"ties", RL_TRANSLATE_NOOP(
                                 "Lessons",
                                 "A tie: items with the same score. Their order is not left to "
                                 "chance: the one whose document id comes later, compared "
                                 "character by character, goes first. Example: D2 and D15 both "
                                 "score 0.8; their second characters are 2 and 1, and 2 comes "
                                 "later, so D2 goes first.")}},
        .asks = {"ties"}};
}

// A: 3 returned, all relevant, no other relevant item: P@3 = R@3 = 1. B: 3 returned, none
// relevant, 1 relevant missed: P@3 = R@3 = 0. Means 0.5 and 0.5; pooled recall would be 3/4.
Lesson severalQueries() {
    return {
        .number = 0,
        .title = RL_TRANSLATE_NOOP("Lessons", "Several queries: every query counts once"),
        .question = RL_TRANSLATE_NOOP(
            "Lessons",
            "Query A returns 3 items, all relevant, and has no other relevant item. Query B "
            "returns 3 items, none relevant, and has 1 relevant item it missed. What are P@3 "
            "and R@3 of each query, and their means over the two queries?"),
        .takeaway = RL_TRANSLATE_NOOP(
            "Lessons",
            "Mean P@3 = (1 + 0) / 2 = 0.5 and mean R@3 = (1 + 0) / 2 = 0.5. Adding up the "
            "counts of both queries first would give 3 found of 4 relevant, 0.75: a different "
            "number, and not the one evaluation tools report. Each query counts once, so a "
            "query with one relevant item moves the mean as much as one with a hundred."),
        .cfg = EvalConfig{},
        .k = 3,
        .lists = {{RL_TRANSLATE_NOOP("Lessons", "Query A"), {1, 1, 1}, 0},
                  {RL_TRANSLATE_NOOP("Lessons", "Query B"), {0, 0, 0}, 1}},
        .expected = {{Q::Precision, 0, 3, 1.0, 1},
                     {Q::Recall, 0, 3, 1.0, 1},
                     {Q::Precision, 1, 3, 0.0, 1},
                     {Q::Recall, 1, 3, 0.0, 1},
                     {Q::Precision, kAllLists, 3, 0.5, 1},
                     {Q::Recall, kAllLists, 3, 0.5, 1}},
        .id = "several-queries",
        .defines = {{"mean over queries",
                     RL_TRANSLATE_NOOP(
                         "Lessons",
                         "A score over several queries: compute the measure for each query, then "
                         "take the mean. Every query weighs the same, however many relevant "
                         "items it has. Example: R@5 of 1 for one query and 0 for another give "
                         "a mean R@5 of 0.5.")}}};
}

}  // namespace

void addTiesAndMeansLessons(std::vector<Lesson>& v) {
    v.push_back(ties());
    v.push_back(severalQueries());
}

}  // namespace ranklens::core::teaching
