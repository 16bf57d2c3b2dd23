#include "core/teaching/lessons_ramp.h"

#include "core/base/translate_noop.h"

namespace ranklens::core::teaching {

namespace {

using Q = LessonQuantity;

// SPEC.md example 1; defines P@k and R@k on the lesson's first screen.
Lesson precisionRecall() {
    return {
        .number = 0,
        .title = RL_TRANSLATE_NOOP("Lessons", "Precision and recall at 10"),
        .question = RL_TRANSLATE_NOOP(
            "Lessons",
            "Relevant items sit at ranks 1, 3, 4, 7 and 9 of the 10 returned; the user has 20 "
            "relevant items in all. What are P@10 and R@10?"),
        .takeaway = RL_TRANSLATE_NOOP(
            "Lessons",
            "P@10 divides the 5 hits by k = 10; R@10 divides them by all 20 relevant items, 15 "
            "of which the list never showed. Moving a hit within the top 10 changes neither "
            "number; moving it below rank 10 changes both."),
        .cfg = EvalConfig{},
        .k = 10,
        .lists = {{RL_TRANSLATE_NOOP("Lessons", "Query"), {1, 0, 1, 1, 0, 0, 1, 0, 1, 0}, 15}},
        .expected = {{Q::Precision, 0, 10, 0.5, 1}, {Q::Recall, 0, 10, 0.25, 2}},
        .id = "precision-recall",
        .defines = {{"P@k",
                     RL_TRANSLATE_NOOP(
                         "Lessons",
                         "P@k (precision at k): of the first k items of the list, the share that "
                         "is relevant (grade 1 or more). Example: 2 relevant items among the "
                         "first 4 give P@4 = 2/4 = 0.5.")},
                    {"R@k",
                     RL_TRANSLATE_NOOP(
                         "Lessons",
                         "R@k (recall at k): of all the relevant items the query has, returned "
                         "or not, the share found among the first k. Example: 2 found among the "
                         "first 4, out of 8 relevant items in all, give R@4 = 2/8 = 0.25.")}},
        .fromSpec = true};
}

// SPEC.md example 6.
Lesson fiveReturned() {
    return {.number = 0,
            .title = RL_TRANSLATE_NOOP("Lessons", "Five returned, three relevant, ten in all"),
            .question = RL_TRANSLATE_NOOP("Lessons",
                                          "5 items returned, 3 of them relevant, 10 relevant in "
                                          "all. What are P@5 and R@5?"),
            .takeaway = RL_TRANSLATE_NOOP(
                "Lessons",
                "P@5 = 3/5: the share of the screen that is useful. R@5 = 3/10: the share of "
                "what the user wanted that was found. Neither depends on the order inside the "
                "top 5."),
            .cfg = EvalConfig{},
            .k = 5,
            .lists = {{RL_TRANSLATE_NOOP("Lessons", "Query"), {1, 0, 1, 0, 1}, 7}},
            .expected = {{Q::Precision, 0, 5, 0.6, 1}, {Q::Recall, 0, 5, 0.3, 1}},
            .id = "five-returned",
            .fromSpec = true};
}

// SPEC.md example 7.
Lesson recallDependsOnK() {
    return {
        .number = 0,
        .title = RL_TRANSLATE_NOOP("Lessons", "One user's favourites: recall depends on k"),
        .question = RL_TRANSLATE_NOOP("Lessons",
                                      "One user has 20 favourites; 10 items are shown and 6 are "
                                      "hits. What are P@10 and R@10? And R@1?"),
        .takeaway = RL_TRANSLATE_NOOP(
            "Lessons",
            "With k = 1 recall can be at most 1/20 = 0.05 however good the first item is: at a "
            "small k, recall can never exceed k divided by the number of relevant items. Choose "
            "k for the screen the user really sees."),
        .cfg = EvalConfig{},
        .k = 10,
        .lists = {{RL_TRANSLATE_NOOP("Lessons", "User"), {1, 1, 0, 1, 0, 1, 0, 1, 0, 1}, 14}},
        .expected = {{Q::Precision, 0, 10, 0.6, 1},
                     {Q::Recall, 0, 10, 0.3, 1},
                     {Q::Recall, 0, 1, 0.05, 2}},
        .id = "recall-depends-on-k",
        .fromSpec = true};
}

// SPEC.md example 8; defines F1.
Lesson f1() {
    return {
        .number = 0,
        .title = RL_TRANSLATE_NOOP("Lessons", "F1 punishes imbalance"),
        .question = RL_TRANSLATE_NOOP(
            "Lessons", "P = 0.9 with R = 0.1, against P = R = 0.5. What is F1 in each case?"),
        .takeaway = RL_TRANSLATE_NOOP(
            "Lessons",
            "The harmonic mean sits near the smaller of the two: 2·0.9·0.1 / 1.0 = 0.18, far "
            "below the arithmetic mean 0.5. Query A: 9 hits in the top 10 of 90 relevant; query "
            "B: 5 hits of 10 relevant."),
        .cfg = EvalConfig{},
        .k = 10,
        .lists = {{RL_TRANSLATE_NOOP("Lessons", "Query A (P 0.9, R 0.1)"),
                   {1, 1, 1, 1, 1, 1, 1, 1, 1, 0},
                   81},
                  {RL_TRANSLATE_NOOP("Lessons", "Query B (P 0.5, R 0.5)"),
                   {1, 0, 1, 0, 1, 0, 1, 0, 1, 0},
                   5}},
        .expected = {{Q::F1, 0, 10, 0.18, 2},
                     {Q::Precision, 0, 10, 0.9, 1},
                     {Q::Recall, 0, 10, 0.1, 1},
                     {Q::F1, 1, 10, 0.5, 1}},
        .id = "f1",
        .defines = {{"F1", RL_TRANSLATE_NOOP(
                               "Lessons",
                               "F1@k: one number for P@k and R@k together, 2·P·R / (P + R) (their "
                               "harmonic mean). Example: P = 0.5 and R = 0.25 give 2·0.5·0.25 / "
                               "0.75 = 0.333.")}},
        .fromSpec = true};
}

// New (issue 48): AP of two queries and their mean. A: relevant at ranks 1 and 3 and one more
// never returned: (1/1 + 2/3) / 3 = 5/9 = 0.556. B: relevant at ranks 2 and 3, none missed:
// (1/2 + 2/3) / 2 = 7/12 = 0.583. MAP = (5/9 + 7/12) / 2 = 41/72 = 0.569.
Lesson averagePrecision() {
    return {
        .number = 0,
        .title = RL_TRANSLATE_NOOP("Lessons", "Average precision and MAP"),
        .question = RL_TRANSLATE_NOOP(
            "Lessons",
            "Query A has relevant items at ranks 1 and 3 of five, and one more relevant item it "
            "never returned. Query B has relevant items at ranks 2 and 3 and missed none. What "
            "are AP@5 of each query, and MAP@5?"),
        .takeaway = RL_TRANSLATE_NOOP(
            "Lessons",
            "Query A: (1/1 + 2/3) / 3 = 0.556, the missed item counts in the 3 it divides by. "
            "Query B: (1/2 + 2/3) / 2 = 0.583. MAP@5 = (5/9 + 7/12) / 2 = 0.569. AP rewards "
            "relevant items early and finding them all: drag B's miss from rank 1 to the "
            "bottom and its AP becomes (1/1 + 2/2) / 2 = 1."),
        .cfg = EvalConfig{},
        .k = 5,
        .lists = {{RL_TRANSLATE_NOOP("Lessons", "Query A"), {1, 0, 1, 0, 0}, 1},
                  {RL_TRANSLATE_NOOP("Lessons", "Query B"), {0, 1, 1, 0, 0}, 0}},
        .expected = {{Q::Ap, 0, 5, 0.556, 3},
                     {Q::Ap, 1, 5, 0.583, 3},
                     {Q::Ap, kAllLists, 5, 0.569, 3}},
        .id = "ap-map",
        .defines = {{"AP", RL_TRANSLATE_NOOP(
                               "Lessons",
                               "AP@k (average precision): go down the first k items; at each "
                               "relevant one, take the precision up to and including it. Add "
                               "these up and divide by the number of relevant items the query "
                               "has in all (one never returned adds nothing but still counts). "
                               "Example: relevant at ranks 1 and 3, 2 relevant in all: (1/1 + "
                               "2/3) / 2 = 0.833.")},
                    {"MAP", RL_TRANSLATE_NOOP("Lessons",
                                              "MAP@k: the mean of AP@k over the queries. "
                                              "Example: AP 0.8 and 0.4 give MAP 0.6.")}}};
}

// SPEC.md example 5; defines RR and MRR.
Lesson reciprocalRank() {
    return {
        .number = 0,
        .title = RL_TRANSLATE_NOOP("Lessons", "Mean reciprocal rank over three queries"),
        .question = RL_TRANSLATE_NOOP("Lessons",
                                      "The first relevant item is at rank 2, 1 and 4 for three "
                                      "queries. What is the MRR?"),
        .takeaway = RL_TRANSLATE_NOOP(
            "Lessons",
            "RR is 1/2, 1/1 and 1/4; their mean is 1.75 / 3 = 0.583. Only the first hit counts: "
            "everything after it is invisible to RR."),
        .cfg = EvalConfig{},
        .k = 4,
        .lists = {{RL_TRANSLATE_NOOP("Lessons", "Query A"), {0, 1}, 0},
                  {RL_TRANSLATE_NOOP("Lessons", "Query B"), {1}, 0},
                  {RL_TRANSLATE_NOOP("Lessons", "Query C"), {0, 0, 0, 1}, 0}},
        .expected = {{Q::MeanRr, 0, 0, 0.583, 3}},
        .id = "mrr",
        .defines = {{"RR", RL_TRANSLATE_NOOP(
                               "Lessons",
                               "RR (reciprocal rank): 1 divided by the rank of the first relevant "
                               "item; 0 when the list has none. Example: the first relevant item "
                               "at rank 3 gives RR = 1/3 = 0.333.")},
                    {"MRR", RL_TRANSLATE_NOOP("Lessons",
                                              "MRR (mean reciprocal rank): the mean of RR over "
                                              "the queries. Example: RR 1 and 0.5 give MRR = "
                                              "1.5 / 2 = 0.75.")}},
        .fromSpec = true};
}

}  // namespace

void addPrecisionRecallLessons(std::vector<Lesson>& v) {
    v.push_back(precisionRecall());
    v.push_back(fiveReturned());
    v.push_back(recallDependsOnK());
    v.push_back(f1());
}

void addRankLessons(std::vector<Lesson>& v) {
    v.push_back(averagePrecision());
    v.push_back(reciprocalRank());
}

}  // namespace ranklens::core::teaching
