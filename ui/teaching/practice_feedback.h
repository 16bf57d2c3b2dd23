#pragma once
// The feedback Practice shows after an answer (HTML): right or not, the mistake found and the
// worked steps (compute), the values before and after the swap (predict), the list's values and
// one right list (construct), the reasoning (choose); then links to the lesson and the glossary
// entry the exercise practises ("ranklens:lesson/N", "ranklens:glossary/NAME", opened by
// PracticeWindow). Also the names of kinds and mistakes as a learner reads them.
#include <QString>
#include <string>

#include "core/teaching/practice_answer.h"
#include "core/teaching/practice_exercise.h"

namespace ranklens::ui {

// The feedback to a graded answer: right → the answer's why (worked steps, the swap's table,
// the reasoning); wrong → what went wrong (the mistake, "perhaps" each when two give the number;
// predict, construct, choose: a hint, the chosen option's flaw) and, only when `revealed` (a
// second wrong try), the answer and its why; unreadable → what could not be read.
QString practiceFeedbackHtml(const core::teaching::PracticeExercise& ex,
                             const core::teaching::PracticeGrade& g, const std::string& answer,
                             bool revealed);
// The answer and its why, on the learner's request (Show answer).
QString practiceRevealedHtml(const core::teaching::PracticeExercise& ex);
// "Practises: lesson N; the glossary entry" as links.
QString practiceLinksHtml(const core::teaching::PracticeExercise& ex);
QString practiceKindName(core::teaching::PracticeKind k);
QString practiceLevelName(core::teaching::PracticeLevel l);
// A topic ("compute/NDCG") as a learner reads it: "Compute · NDCG".
QString practiceTopicName(const std::string& topic);
QString practiceMistakeName(const std::string& id);

}  // namespace ranklens::ui
