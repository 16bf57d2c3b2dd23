#include "core/teaching/lessons_labels.h"

#include "core/translate_noop.h"

namespace ranklens::core::teaching {

// Run X returns d1 d2 d3, run Y d4 d5 d6. Annotator A: d1 d2 d4 relevant; annotator B: d1 d4
// d5. They agree on 4 of 6 items: p_o = 4/6, p_e = 0.5 * 0.5 + 0.5 * 0.5 = 0.5, kappa = 1/3.
// Krippendorff's alpha (nominal, 2 coders, 12 values, 4 disagreeing ordered pairs): 1 - 11 * 4
// / (2 * 6 * 6) = 0.389. P@3: under A, X 2/3 and Y 1/3; under B, X 1/3 and Y 2/3.
void addLabelsVerdictLesson(std::vector<Lesson>& v) {
    using Q = LessonQuantity;
    v.push_back(
        {static_cast<int>(v.size()) + 1,
         RL_TRANSLATE_NOOP("Lessons", "Whose labels? Agreement and the verdict"),
         RL_TRANSLATE_NOOP(
             "Lessons",
             "Run X returns d1, d2, d3; run Y returns d4, d5, d6. Annotator A grades d1, d2 and "
             "d4 relevant; annotator B grades d1, d4 and d5 relevant; both grade the rest 0. "
             "They agree on 4 of the 6 items. What are Cohen's κ and Krippendorff's α, and "
             "which run wins on P@3 under each annotator?"),
         RL_TRANSLATE_NOOP(
             "Lessons",
             "Cohen's κ: observed agreement p_o = 4/6 = 0.667; each annotator calls half the "
             "items relevant, so chance agreement p_e = 0.5·0.5 + 0.5·0.5 = 0.5, and κ = (0.667 "
             "− 0.5) / (1 − 0.5) = 0.333. Krippendorff's α (nominal): 12 grades, the 2 "
             "disagreeing items give 4 mismatched pairs, so α = 1 − (12 − 1)·4 / (2·6·6) = "
             "0.389. Under A run X wins (P@3 0.667 against 0.333); under B run Y wins by the same "
             "margin: two disagreements, d2 and d5, reverse the verdict because both sit in the "
             "top 3 of a run. Try it on a project with Labels ▸ Label Sets: the verdict tab lists "
             "the pairs whose verdict changes, and the disagreements by their impact, the ones "
             "to resolve first."),
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
}

}  // namespace ranklens::core::teaching
