#include "core/teaching/lessons_labels.h"

#include "core/base/translate_noop.h"

namespace ranklens::core::teaching {

// Run X returns d1 d2 d3, run Y d4 d5 d6. Annotator A: d1 d2 d4 relevant; annotator B: d1 d4
// d5. They agree on 4 of 6 items: p_o = 4/6, p_e = 0.5 * 0.5 + 0.5 * 0.5 = 0.5, kappa = 1/3.
// Krippendorff's alpha (nominal, 2 coders, 12 values, 4 disagreeing ordered pairs; expected
// 2 * 6 * 6 / 11 = 6.55): 1 - 4 / 6.55 = 0.389. The question defines kappa and alpha before it
// asks for them (the first screen that names them). P@3: under A, X 2/3 and Y 1/3; under B, X 1/3
// and Y 2/3.
void addLabelsVerdictLesson(std::vector<Lesson>& v) {
    using Q = LessonQuantity;
    v.push_back(
        {static_cast<int>(v.size()) + 1,
         RL_TRANSLATE_NOOP("Lessons", "Whose labels? Agreement and the verdict"),
         RL_TRANSLATE_NOOP(
             "Lessons",
             "Run X returns d1, d2, d3; run Y returns d4, d5, d6. Annotator A grades d1, d2 and "
             "d4 relevant; annotator B grades d1, d4 and d5 relevant; both grade the rest 0. "
             "They give the same grade to 4 of the 6 items. What are κ and α here, and which run "
             "wins on P@3 under each annotator?"),
         RL_TRANSLATE_NOOP(
             "Lessons",
             "Cohen's κ: they agree on p_o = 4/6 = 0.667 of the items; each calls half the items "
             "relevant, so two such random graders would agree half the time: p_e = 0.5·0.5 + "
             "0.5·0.5 = 0.5, and κ = (0.667 − 0.5) / (1 − 0.5) = 0.333, a third of the way from "
             "chance to full agreement. Krippendorff's α: of the 12 grades given, 6 are 0 and 6 "
             "are 1. Pair each grade with the other grade of its item: the 2 items they disagree "
             "on give 4 mismatched pairs. Chance would give 2·6·6 / (12 − 1) = 6.55 of them, so "
             "α = 1 − 4 / 6.55 = 0.389. Under A run X wins (P@3 0.667 against 0.333); under B "
             "run Y wins by the same margin: two disagreements, d2 and d5, reverse the verdict "
             "because both sit in the top 3 of a run. Try it on a project with Labels ▸ Label "
             "Sets: its verdict tab lists the pairs of runs whose verdict changes, and the "
             "disagreements by their impact, the ones to settle first."),
         EvalConfig{},
         3,
         {{RL_TRANSLATE_NOOP("Lessons", "Run X, annotator A"), {1, 1, 0}, 0},
          {RL_TRANSLATE_NOOP("Lessons", "Run Y, annotator A"), {1, 0, 0}, 0},
          {RL_TRANSLATE_NOOP("Lessons", "Run X, annotator B"), {1, 0, 0}, 0},
          {RL_TRANSLATE_NOOP("Lessons", "Run Y, annotator B"), {1, 1, 0}, 0}},
         {{Q::Precision, 0, 3, 0.667, 3},
          {Q::Precision, 1, 3, 0.333, 3},
          {Q::Precision, 2, 3, 0.333, 3},
          {Q::Precision, 3, 3, 0.667, 3}}});
    // Defined on the screen before the question (the workbench keeps the question short).
    v.back().defines = {
        {"kappa",
         RL_TRANSLATE_NOOP(
             "Lessons",
             "Cohen's κ (kappa): how far two annotators agree once the agreement "
             "luck alone would bring is taken out. It compares the share of items "
             "they grade alike, p_o, with the share they would grade alike by "
             "chance, p_e, if each handed out their grades at random in the "
             "proportions they used: κ = (p_o − p_e) / (1 − p_e). 1 is full "
             "agreement, 0 no better than chance. Example: alike on 8 of 10 items (p_o = 0.8) "
             "where chance gives p_e = 0.5: κ = (0.8 − 0.5) / (1 − 0.5) = 0.6.")},
        {"alpha",
         RL_TRANSLATE_NOOP("Lessons",
                           "Krippendorff's α (alpha): the same idea seen from the disagreements: "
                           "α = 1 − (mismatched pairs of grades seen) / (mismatched pairs chance "
                           "would give). It also works with more than two annotators and with "
                           "items someone left ungraded. Example: 2 mismatched pairs seen where "
                           "chance would give 5: α = 1 − 2 / 5 = 0.6.")}};
}

}  // namespace ranklens::core::teaching
