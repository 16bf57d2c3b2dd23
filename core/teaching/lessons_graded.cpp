// The graded part of the ramp (lessons_ramp.h): the discount, gains, NDCG three ways, ties and
// several queries.
#include "core/base/translate_noop.h"
#include "core/teaching/lessons_ramp.h"

namespace ranklens::core::teaching {

namespace {

using Q = LessonQuantity;

EvalConfig config(GainKind gain, IdealOrder ideal) {
    EvalConfig c;
    c.gain = gain;
    c.ideal = ideal;
    return c;
}

// SPEC.md example 9, its first half; defines the discount.
Lesson discount() {
    return {.number = 0,
            .title = RL_TRANSLATE_NOOP("Lessons", "How much a rank is worth: the discount"),
            .question = RL_TRANSLATE_NOOP("Lessons",
                                          "How much does an item at rank 2, 4 or 10 count against "
                                          "the same item at rank 1?"),
            .takeaway = RL_TRANSLATE_NOOP(
                "Lessons",
                "The discount 1/log2(i + 1) falls fast at the top and slowly after: rank 2 weighs "
                "0.63, rank 4 0.43, rank 10 0.29. Moving an item from rank 1 to rank 2 costs it "
                "0.37; moving it from rank 4 to rank 10 only 0.14."),
            .cfg = EvalConfig{},
            .k = 10,
            .lists = {{RL_TRANSLATE_NOOP("Lessons", "Ten items of grade 1"),
                       {1, 1, 1, 1, 1, 1, 1, 1, 1, 1},
                       0}},
            .expected = {{Q::Discount, 0, 2, 0.63, 2},
                         {Q::Discount, 0, 4, 0.43, 2},
                         {Q::Discount, 0, 10, 0.29, 2}},
            .id = "discount",
            .defines = {{"discount",
                         RL_TRANSLATE_NOOP(
                             "Lessons",
                             "The discount: an item at rank i counts 1 / log2(i + 1) of what it "
                             "would count at rank 1. log2(x) answers “2 to which power gives x?”: "
                             "log2(2) = 1, log2(4) = 2, log2(3) = 1.585. Example: rank 3 counts "
                             "1 / log2(4) = 1/2 = 0.5.")}},
            .fromSpec = true};
}

// SPEC.md example 9, its second half; defines gains.
Lesson gains() {
    return {.number = 0,
            .title = RL_TRANSLATE_NOOP("Lessons", "How much a grade is worth: gains"),
            .question = RL_TRANSLATE_NOOP(
                "Lessons", "What gain do grades 1, 2 and 3 get with exponential gain?"),
            .takeaway = RL_TRANSLATE_NOOP(
                "Lessons",
                "Exponential gain 2^grade − 1 makes a grade-3 item worth 7 grade-1 items; linear "
                "gain, the grade itself, only 3. Which one is chosen changes which list wins when "
                "the grades differ."),
            .cfg = config(GainKind::Exponential, IdealOrder::Labels),
            .k = 3,
            .lists = {{RL_TRANSLATE_NOOP("Lessons", "Grades 1, 2, 3"), {1, 2, 3}, 0}},
            .expected = {{Q::Gain, 0, 1, 1.0, 0}, {Q::Gain, 0, 2, 3.0, 0}, {Q::Gain, 0, 3, 7.0, 0}},
            .id = "gain",
            .defines = {{"gain", RL_TRANSLATE_NOOP(
                                     "Lessons",
                                     "Gain: what an item adds for its grade, before the discount. "
                                     "Linear gain is the grade itself (grade 2 gains 2); "
                                     "exponential gain is 2^grade − 1 (grade 2 gains 2·2 − 1 = 3). "
                                     "Example: grade 0 gains 0 under both.")}},
            .fromSpec = true};
}

// SPEC.md example 4; defines DCG, IDCG and NDCG.
Lesson ndcgLinear() {
    return {
        .number = 0,
        .title = RL_TRANSLATE_NOOP("Lessons", "NDCG with linear gain"),
        .question = RL_TRANSLATE_NOOP("Lessons",
                                      "Grades [3, 2, 0, 1], linear gain (the gain is the grade "
                                      "itself). What are DCG@4, IDCG@4 and NDCG@4?"),
        .takeaway = RL_TRANSLATE_NOOP(
            "Lessons",
            "One swap away from ideal costs little: the grade-1 item at rank 4 instead of rank "
            "3 loses 1/log2(4) − 1/log2(5) = 0.069 of DCG."),
        .cfg = EvalConfig{},
        .k = 4,
        .lists = {{RL_TRANSLATE_NOOP("Lessons", "Query"), {3, 2, 0, 1}, 0}},
        .expected = {{Q::Dcg, 0, 4, 4.693, 3},
                     {Q::Idcg, 0, 4, 4.762, 3},
                     {Q::Ndcg, 0, 4, 0.985, 3}},
        .id = "ndcg-linear",
        .defines =
            {{"DCG", RL_TRANSLATE_NOOP(
                         "Lessons",
                         "DCG@k (discounted cumulative gain): over the first k items, add up "
                         "each item's gain times its rank's discount. Example: grades [2, 0, 1], "
                         "linear gain: DCG@3 = 2·1 + 0 + 1·0.5 = 2.5.")},
             {"IDCG", RL_TRANSLATE_NOOP(
                          "Lessons",
                          "IDCG@k: the DCG@k of the ideal order — every labelled item of the "
                          "query, missed ones too, sorted by grade, highest first. Example: for "
                          "[2, 0, 1] the ideal is [2, 1, 0]: IDCG@3 = 2 + 1/log2(3) = 2.631.")},
             {"NDCG", RL_TRANSLATE_NOOP("Lessons",
                                        "NDCG@k = DCG@k / IDCG@k: 1 when the order is the best "
                                        "possible, lower the further from it. Example: 2.5 / "
                                        "2.631 = 0.950.")}},
        .fromSpec = true};
}

// SPEC.md example 3.
Lesson ndcgExponential() {
    return {.number = 0,
            .title = RL_TRANSLATE_NOOP("Lessons", "NDCG when the relevant items are exactly these"),
            .question = RL_TRANSLATE_NOOP(
                "Lessons",
                "Grades [3, 0, 2, 0, 1], exponential gain; the user's relevant items are exactly "
                "these three. What are DCG@5, IDCG@5 and NDCG@5?"),
            .takeaway = RL_TRANSLATE_NOOP(
                "Lessons",
                "The ideal order is [3, 2, 1, 0, 0]: the two misses belong at the bottom. Only the "
                "ranks of the grade-2 and grade-1 items cost anything here."),
            .cfg = config(GainKind::Exponential, IdealOrder::Labels),
            .k = 5,
            .lists = {{RL_TRANSLATE_NOOP("Lessons", "Query"), {3, 0, 2, 0, 1}, 0}},
            .expected = {{Q::Dcg, 0, 5, 8.887, 3},
                         {Q::Idcg, 0, 5, 9.393, 3},
                         {Q::Ndcg, 0, 5, 0.946, 3}},
            .id = "ndcg-exponential",
            .fromSpec = true};
}

// SPEC.md example 2; defines the ideal from the returned items.
Lesson ndcgIdealFromList() {
    return {
        .number = 0,
        .title = RL_TRANSLATE_NOOP("Lessons", "NDCG with exponential gain, ideal from the list"),
        .question = RL_TRANSLATE_NOOP(
            "Lessons",
            "Grades [3, 2, 0, 3, 1], exponential gain 2^grade − 1, the ideal order made by "
            "re-sorting the returned items. What are DCG@5, IDCG@5 and NDCG@5?"),
        .takeaway = RL_TRANSLATE_NOOP(
            "Lessons",
            "The second grade-3 item at rank 4 earns 7 / log2(5) = 3.015 instead of the 4.417 "
            "it would earn at rank 2. Drag it to rank 2 and the miss to the bottom: the list "
            "becomes the ideal one and NDCG reaches 1."),
        .cfg = config(GainKind::Exponential, IdealOrder::Retrieved),
        .k = 5,
        .lists = {{RL_TRANSLATE_NOOP("Lessons", "Query"), {3, 2, 0, 3, 1}, 0}},
        .expected = {{Q::Dcg, 0, 5, 12.294, 3},
                     {Q::Idcg, 0, 5, 13.347, 3},
                     {Q::Ndcg, 0, 5, 0.921, 3}},
        .id = "ndcg-ideal-from-list",
        .defines = {{"ideal from the list",
                     RL_TRANSLATE_NOOP(
                         "Lessons",
                         "Ideal from the list: some tools build the ideal order only from the "
                         "items the list returned, re-sorted by grade, and ignore relevant items "
                         "it missed. Example: [1, 0] returned and a grade-2 item missed: the "
                         "ideal from the list is [1, 0], from all labels [2, 1].")}},
        .asks = {"ideal from the list"},
        .fromSpec = true};
}

}  // namespace

void addGradedLessons(std::vector<Lesson>& v) {
    v.push_back(discount());
    v.push_back(gains());
    v.push_back(ndcgLinear());
    v.push_back(ndcgExponential());
    v.push_back(ndcgIdealFromList());
}

}  // namespace ranklens::core::teaching
