// The statistics lessons on screen (issue 48): the question screen shows every query's P@10 and
// the per-query differences, the answer screen names each value as a learner reads it with core's
// number, the glossary entries are linked and open where they are, and "Show every step" follows
// an edited list (a grade changed: the mean difference, the test and the interval change).
#include <gtest/gtest.h>

#include <QApplication>
#include <QLabel>
#include <QTableWidget>
#include <QTest>
#include <QTextBrowser>

#include "core/teaching/lessons.h"
#include "core/teaching/lessons_statistics.h"
#include "ui/ranking/ranking_view.h"
#include "ui/teaching/explain_workbench.h"
#include "ui/teaching/glossary_window.h"
#include "ui/teaching/lesson_screens.h"
#include "ui/teaching/lessons_window.h"

using namespace ranklens::ui;
namespace tch = ranklens::core::teaching;

namespace {

int lessonTitled(const char* title) {
    const auto all = tch::lessons();
    for (std::size_t i = 0; i < all.size(); ++i)
        if (QString::fromUtf8(all[i].title) == QString::fromUtf8(title)) return static_cast<int>(i);
    return -1;
}

int row(const QTableWidget* t, const QString& name) {
    for (int r = 0; r < t->rowCount(); ++r)
        if (t->item(r, 0)->text() == name) return r;
    return -1;
}

}  // namespace

TEST(LessonStatistics, QuestionShowsTheScoresAndTheAnswerCoresValues) {
    const int index = lessonTitled("A mean hides the spread");
    ASSERT_GE(index, 0);
    LessonsWindow w;
    w.openLesson(index);
    LessonScreens* s = w.screens();
    const QString question = s->screenText();
    EXPECT_TRUE(question.contains(QStringLiteral("P@10 of A"))) << question.toStdString();
    EXPECT_TRUE(question.contains(QStringLiteral("d = B − A")));
    EXPECT_TRUE(question.contains(QStringLiteral("0.7")));
    EXPECT_FALSE(question.contains(QStringLiteral("0.107")));  // the answer comes next
    s->next();
    const QString answer = s->screenText();
    EXPECT_TRUE(answer.contains(QStringLiteral("mean difference B − A"))) << answer.toStdString();
    EXPECT_TRUE(answer.contains(QStringLiteral("queries where B is better")));
    EXPECT_TRUE(answer.contains(QStringLiteral("0.107")));
    EXPECT_TRUE(answer.contains(QStringLiteral("0.550")));
}

TEST(LessonStatistics, TheGlossaryEntriesAreLinkedAndOpenWhereTheyAre) {
    const int index = lessonTitled("Many systems, many chances to be fooled");
    ASSERT_GE(index, 0);
    LessonsWindow w;
    w.openLesson(index);
    LessonScreens* s = w.screens();
    s->setLesson(index, LessonScreens::Notice);
    QLabel* extra = nullptr;
    for (QLabel* l : s->findChildren<QLabel*>())
        if (l->text().contains(QStringLiteral("ranklens:glossary/multiple-comparisons"))) extra = l;
    ASSERT_NE(extra, nullptr);
    emit extra->linkActivated(QStringLiteral("ranklens:glossary/multiple-comparisons"));
    auto* g = s->findChild<GlossaryWindow*>();
    ASSERT_NE(g, nullptr);
    EXPECT_TRUE(g->isVisible());
    EXPECT_TRUE(g->browser()->toPlainText().contains(QStringLiteral("Multiple comparisons — ")));
    EXPECT_TRUE(g->showEntry(QStringLiteral("p-value")));
    EXPECT_TRUE(g->showEntry(QStringLiteral("power")));
    g->close();
    // The answer screen: nine values, p before and after the corrections, per pair.
    s->setLesson(index, LessonScreens::Answer);
    EXPECT_TRUE(s->screenText().contains(QStringLiteral("p after Holm, B against A")));
    EXPECT_TRUE(s->screenText().contains(QStringLiteral("0.066")));
}

// Query 5 of B (5 hits, A has 6): a sixth hit makes it a tie; the mean difference becomes
// 0.9 / 8 = 0.1125 and B is worse on no query.
TEST(LessonStatistics, ShowEveryStepFollowsAnEditedList) {
    const int index = lessonTitled("A mean hides the spread");
    ASSERT_GE(index, 0);
    LessonsWindow w;
    w.openLesson(index);
    w.showSteps(true);
    w.showList(8 + 4);  // B, query 5
    const QTableWidget* c = w.checkTable();
    const int mean = row(c, QStringLiteral("mean difference B − A"));
    const int losses = row(c, QStringLiteral("queries where B is worse"));
    ASSERT_TRUE(mean >= 0 && losses >= 0);
    EXPECT_EQ(c->item(mean, 2)->text(), QStringLiteral("0.100"));
    const std::vector<std::int32_t> grades = w.workbench()->currentGrades();
    const auto miss = std::find(grades.begin(), grades.end(), 0) - grades.begin();
    ASSERT_LT(miss, static_cast<long>(grades.size()));
    w.workbench()->rankingView()->requestGrade(static_cast<int>(miss), 1);
    EXPECT_NEAR(c->item(mean, 2)->text().toDouble(), 0.1125, 0.0006);  // printed to 3 places
    EXPECT_EQ(c->item(losses, 2)->text(), QStringLiteral("0.000"));
}
