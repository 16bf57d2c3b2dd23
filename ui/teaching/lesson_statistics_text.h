#pragma once
// The texts of a statistics lesson's screens (core/teaching/lessons_statistics.h): the table of
// every query's P@10 per system with the per-query differences (the question screen), the name
// of each checked value as a learner reads it, and the links to the glossary entries the lesson
// uses (p-value, confidence interval, effect size, power, multiple comparisons). Shown by
// LessonScreens and LessonsWindow; built each time in the current language.
#include <QCoreApplication>
#include <QString>

#include "core/teaching/lessons.h"

namespace ranklens::ui {

class LessonStatisticsText {
    Q_DECLARE_TR_FUNCTIONS(LessonStatisticsText)
  public:
    // "mean difference B − A", "p-value, C against A", "queries needed for 0.02".
    static QString quantityName(const core::teaching::Lesson& lesson,
                                const core::teaching::LessonExpectation& x);
    // The question screen's data: the table of per-query scores and differences, k stated.
    static QString scoresHtml(const core::teaching::Lesson& lesson);
    // "In the glossary: p-value · confidence interval …" as ranklens:glossary/NAME links; empty
    // when the lesson uses none of the entries.
    static QString glossaryLinksHtml(const core::teaching::Lesson& lesson);
    // The hint under the takeaway: what "Show every step" lets the learner change.
    static QString stepsHintHtml();
};

}  // namespace ranklens::ui
