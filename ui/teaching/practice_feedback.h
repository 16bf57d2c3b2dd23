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

QString practiceFeedbackHtml(const core::teaching::PracticeExercise& ex,
                             const core::teaching::PracticeGrade& g);
QString practiceKindName(core::teaching::PracticeKind k);
QString practiceMistakeName(const std::string& id);

}  // namespace ranklens::ui
