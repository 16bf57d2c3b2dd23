// Offscreen tests of the lessons for learners (issue 34 item 4): one idea per screen with Back
// and Next (buttons and arrow keys), crossing into the neighbouring lesson, "Show every step"
// turning to the workbench and back, every screen of every lesson fitting 1366×768, a live
// switch to Chinese; and the start page's journeys one step per screen.
#include <gtest/gtest.h>

#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>
#include <algorithm>
#include <string>
#include <vector>

#include "core/teaching/lessons.h"
#include "ui/app/journey_guide.h"
#include "ui/app/language.h"
#include "ui/app/welcome_panel.h"
#include "ui/teaching/explain_workbench.h"
#include "ui/teaching/lesson_screens.h"
#include "ui/teaching/lessons_window.h"

using namespace ranklens::ui;
namespace tch = ranklens::core::teaching;

namespace {

// Every test leaves the process in English, as the other ui tests expect.
class LessonScreensTest : public ::testing::Test {
  protected:
    void TearDown() override { Language::install(QStringLiteral("en")); }
};

void click(QPushButton* b) {
    QTest::mouseClick(b, Qt::LeftButton);
}

// Qt posts QEvent::LanguageChange to the top-level widgets: deliver it.
bool switchTo(const char* code) {
    const bool ok = Language::install(QString::fromLatin1(code));
    QApplication::processEvents();
    return ok;
}

}  // namespace

TEST_F(LessonScreensTest, BackAndNextMoveOneIdeaPerScreen) {
    LessonsWindow w;
    w.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&w));
    LessonScreens* s = w.screens();
    EXPECT_FALSE(w.showingSteps());  // a lesson opens on its screens, not on the workbench
    EXPECT_EQ(s->lesson(), 0);
    // The first screen defines P@k and R@k, each with a tiny example, before any question.
    EXPECT_EQ(s->screen(), LessonScreens::Define);
    EXPECT_EQ(s->headingText(), QStringLiteral("Lesson 1 — Precision and recall at 10"));
    EXPECT_TRUE(s->screenText().contains(QStringLiteral("P@k (precision at k):")));
    EXPECT_TRUE(s->screenText().contains(QStringLiteral("P@4 = 2/4 = 0.5")));
    EXPECT_TRUE(s->screenText().contains(QStringLiteral("R@k (recall at k):")));
    EXPECT_FALSE(s->screenText().contains(QStringLiteral("ranks 1, 3, 4, 7 and 9")));
    EXPECT_FALSE(s->backButton()->isEnabled());
    EXPECT_EQ(s->positionText(),
              QStringLiteral("Lesson 1 of %1 · screen 1 of 4").arg(tch::lessons().size()));

    click(s->nextButton());
    EXPECT_EQ(s->screen(), LessonScreens::Question);
    // The question with its list (ranks and grades) and the relevant items not returned.
    EXPECT_TRUE(s->screenText().contains(QStringLiteral("ranks 1, 3, 4, 7 and 9")));
    EXPECT_TRUE(s->screenText().contains(
        QStringLiteral("Relevant items the list did not return: 15, each of grade 1.")))
        << s->screenText().toStdString();
    EXPECT_FALSE(s->screenText().contains(QStringLiteral("0.25")));  // the answer comes next
    EXPECT_FALSE(s->screenText().contains(QStringLiteral("gain")));  // not before lesson 8
    EXPECT_TRUE(s->backButton()->isEnabled());

    click(s->nextButton());
    EXPECT_EQ(s->screen(), LessonScreens::Answer);
    EXPECT_TRUE(s->screenText().contains(QStringLiteral("Expected")));
    EXPECT_TRUE(s->screenText().contains(QStringLiteral("P@10")));
    EXPECT_TRUE(s->screenText().contains(QStringLiteral("0.25")));
    click(s->nextButton());
    EXPECT_EQ(s->screen(), LessonScreens::Notice);
    EXPECT_TRUE(s->screenText().contains(QStringLiteral("15 of which the list never showed")));
    // Past the last screen: the next lesson, which defines nothing new, opens on its question.
    click(s->nextButton());
    EXPECT_EQ(w.currentLesson(), 1);
    EXPECT_EQ(s->screen(), LessonScreens::Question);
    EXPECT_TRUE(s->screenText().contains(QStringLiteral("5 items returned")));
    EXPECT_EQ(s->positionText(),
              QStringLiteral("Lesson 2 of %1 · screen 1 of 3").arg(tch::lessons().size()));
    // Back before the first screen: the previous lesson's last screen.
    click(s->backButton());
    EXPECT_EQ(w.currentLesson(), 0);
    EXPECT_EQ(s->screen(), LessonScreens::Notice);

    // The keyboard: Left / Right and Page Up / Page Down.
    QApplication::setActiveWindow(&w);
    ASSERT_TRUE(QTest::qWaitForWindowActive(&w));
    QTest::keyClick(&w, Qt::Key_Left);
    EXPECT_EQ(s->screen(), LessonScreens::Answer);
    QTest::keyClick(&w, Qt::Key_PageUp);
    EXPECT_EQ(s->screen(), LessonScreens::Question);
    QTest::keyClick(&w, Qt::Key_Right);
    EXPECT_EQ(s->screen(), LessonScreens::Answer);
    QTest::keyClick(&w, Qt::Key_PageDown);
    EXPECT_EQ(s->screen(), LessonScreens::Notice);
    // The last lesson's last screen has no Next.
    w.openLesson(static_cast<int>(tch::lessons().size()) - 1);
    s->setLesson(w.currentLesson(), LessonScreens::Notice);
    EXPECT_FALSE(s->nextButton()->isEnabled());
}

// Issue 48: walking every screen of every lesson with Next, each concept a question asks for
// has been defined, with its text on screen, on that screen's lesson or an earlier one.
TEST_F(LessonScreensTest, EveryQuantityAskedForWasDefinedOnAnEarlierOrTheSameScreen) {
    LessonsWindow w;
    w.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&w));
    LessonScreens* s = w.screens();
    std::vector<std::string> defined;
    int screensSeen = 0;
    while (true) {
        const tch::Lesson& l = tch::lessons()[static_cast<std::size_t>(s->lesson())];
        if (s->screen() == LessonScreens::Define) {
            for (const auto& d : l.defines) {
                EXPECT_TRUE(s->screenText().contains(QString::fromUtf8(d.text)))
                    << "lesson " << l.number << ": " << d.key;
                defined.push_back(d.key);
            }
        }
        if (s->screen() == LessonScreens::Question) {
            for (const std::string& c : tch::lessonAsks(l)) {
                EXPECT_NE(std::find(defined.begin(), defined.end(), c), defined.end())
                    << "lesson " << l.number << " asks for " << c << " before defining it";
            }
        }
        ++screensSeen;
        if (!s->nextButton()->isEnabled()) break;
        click(s->nextButton());
    }
    EXPECT_EQ(w.currentLesson(), static_cast<int>(tch::lessons().size()) - 1);
    EXPECT_GE(screensSeen, 3 * static_cast<int>(tch::lessons().size()));
    // The AP lesson: AP and MAP defined first, then asked for.
    const int ap = tch::lessonNumber("ap-map") - 1;
    w.openLesson(ap);
    EXPECT_EQ(s->screen(), LessonScreens::Define);
    EXPECT_TRUE(s->screenText().contains(QStringLiteral("AP@k (average precision):")));
    click(s->nextButton());
    EXPECT_TRUE(
        s->screenText().contains(QStringLiteral("What are AP@5 of each query, and MAP@5?")));
    click(s->nextButton());
    EXPECT_TRUE(s->screenText().contains(QStringLiteral("MAP@5"))) << s->screenText().toStdString();
    EXPECT_TRUE(s->screenText().contains(QStringLiteral("0.569")));
}

// Issue 48, lesson "Accuracy is not the whole story": its question screen states everything
// NDCG@5 needs (the gain, the ideal, the grade of the items the lists missed).
TEST_F(LessonScreensTest, BeyondAccuracyCanBeWorkedFromTheScreen) {
    LessonsWindow w;
    w.show();
    w.openLesson(tch::lessonNumber("beyond-accuracy") - 1);
    LessonScreens* s = w.screens();
    s->setLesson(w.currentLesson(), LessonScreens::Question);
    const QString text = s->screenText();
    EXPECT_TRUE(text.contains(QStringLiteral("the gain of grade g is g itself")))
        << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("the ideal list sorts every labelled item by grade")));
    EXPECT_TRUE(text.contains(QStringLiteral("did not return: 1, each of grade 1.")));
    EXPECT_TRUE(text.contains(QStringLiteral("did not return: 2, each of grade 1.")));
    // The ties lesson lists the items as the system did, with their scores and no ranks.
    w.openLesson(tch::lessonNumber("ties") - 1);
    s->setLesson(w.currentLesson(), LessonScreens::Question);
    EXPECT_TRUE(s->screenText().contains(QStringLiteral("D10"))) << s->screenText().toStdString();
    EXPECT_TRUE(s->screenText().contains(QStringLiteral("0.7")));
    EXPECT_FALSE(s->screenText().contains(QStringLiteral("Rank")));
}

TEST_F(LessonScreensTest, ShowEveryStepRevealsTheWorkbench) {
    LessonsWindow w;
    w.resize(1366, 768);
    w.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&w));
    w.openLesson(tch::lessonNumber("ndcg-ideal-from-list") - 1);
    EXPECT_TRUE(w.screens()->isVisible());
    EXPECT_FALSE(w.workbench()->isVisible());
    EXPECT_FALSE(w.checkTable()->isVisible());
    click(w.screens()->stepsButton());
    EXPECT_TRUE(w.showingSteps());
    EXPECT_TRUE(w.workbench()->isVisible());
    EXPECT_TRUE(w.checkTable()->isVisible());
    EXPECT_FALSE(w.screens()->isVisible());
    EXPECT_EQ(w.checkTable()->horizontalHeaderItem(1)->text(), QStringLiteral("Expected"));
    EXPECT_EQ(w.checkTable()->horizontalHeaderItem(2)->text(), QStringLiteral("This list now"));
    EXPECT_EQ(w.checkTable()->item(2, 2)->text(), QStringLiteral("0.921"));
    // One click back to the lesson, on the screen it was left at.
    click(w.backToScreensButton());
    EXPECT_FALSE(w.showingSteps());
    EXPECT_TRUE(w.screens()->isVisible());
    EXPECT_EQ(w.screens()->lesson(), tch::lessonNumber("ndcg-ideal-from-list") - 1);
}

TEST_F(LessonScreensTest, EveryScreenOfEveryLessonFitsA1366By768Window) {
    LessonsWindow w;
    w.resize(1366, 768);
    w.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&w));
    for (const char* lang : {"en", "zh_CN"}) {
        ASSERT_TRUE(switchTo(lang));
        for (int l = 0; l < static_cast<int>(tch::lessons().size()); ++l)
            for (int sc = 0; sc < LessonScreens::ScreenCount; ++sc) {
                w.openLesson(l);
                w.screens()->setLesson(l, static_cast<LessonScreens::Screen>(sc));
                QApplication::processEvents();
                // Every text label has the height its wrapped text needs: nothing is cut off.
                for (QLabel* label : w.screens()->findChildren<QLabel*>()) {
                    if (!label->wordWrap()) continue;
                    EXPECT_LE(label->heightForWidth(label->width()), label->height())
                        << lang << " lesson " << l + 1 << " screen " << sc + 1 << ": "
                        << label->text().left(60).toStdString();
                }
                EXPECT_LE(w.screens()->nextButton()->geometry().bottom(), w.screens()->height());
            }
    }
}

TEST_F(LessonScreensTest, ScreensFollowALanguageSwitch) {
    LessonsWindow w;
    w.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&w));
    LessonScreens* s = w.screens();
    click(s->nextButton());
    click(s->nextButton());  // the answer
    const QString english = s->headingText();
    ASSERT_TRUE(switchTo("zh_CN"));
    EXPECT_NE(s->headingText(), english);
    EXPECT_TRUE(
        s->headingText().contains(QCoreApplication::translate("Lessons", tch::lessons()[0].title)));
    EXPECT_EQ(s->nextButton()->text(), QStringLiteral("下一页"));
    EXPECT_EQ(s->backButton()->text(), QStringLiteral("上一页"));
    EXPECT_EQ(s->stepsButton()->text(), QStringLiteral("显示每一步"));
    EXPECT_TRUE(s->screenText().contains(QStringLiteral("预期值")))
        << s->screenText().toStdString();
    ASSERT_TRUE(switchTo("en"));
    EXPECT_EQ(s->headingText(), english);
}

TEST_F(LessonScreensTest, StartPageJourneysOneStepPerScreen) {
    WelcomePanel panel;
    panel.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&panel));
    QSignalSpy inspect(&panel, &WelcomePanel::inspectRequested);
    EXPECT_FALSE(panel.showingJourney());
    click(panel.stepByStepButton(JourneyGuide::Inspect));
    ASSERT_TRUE(panel.showingJourney());
    JourneyGuide* g = panel.journeyGuide();
    EXPECT_EQ(g->titleText(), QStringLiteral("2 · Inspect and judge a ranking"));
    EXPECT_EQ(g->step(), 0);
    EXPECT_TRUE(g->stepText().contains(QStringLiteral("Double-click any query")));
    EXPECT_FALSE(g->backButton()->isEnabled());
    click(g->nextButton());
    EXPECT_EQ(g->step(), 1);
    EXPECT_TRUE(g->stepText().contains(QStringLiteral("Drag its items")));
    click(g->backButton());
    EXPECT_EQ(g->step(), 0);
    for (int i = 1; i < g->stepCount(); ++i) click(g->nextButton());
    EXPECT_EQ(g->step(), g->stepCount() - 1);
    EXPECT_TRUE(g->stepText().contains(QStringLiteral("Press 0–4")));
    EXPECT_TRUE(g->nextButton()->isHidden());
    EXPECT_FALSE(g->actionButton()->isHidden());
    click(g->actionButton());  // the journey's action, as the card's button
    EXPECT_EQ(inspect.count(), 1);
    EXPECT_FALSE(panel.showingJourney());
    // Every journey has steps; "All journeys" goes back to the cards; Chinese too.
    click(panel.stepByStepButton(JourneyGuide::Learn));
    EXPECT_EQ(g->stepCount(), 4);
    ASSERT_TRUE(switchTo("zh_CN"));
    EXPECT_EQ(g->nextButton()->text(), QStringLiteral("下一步"));
    EXPECT_NE(g->stepText().left(10), QStringLiteral("The lesson"));
    click(g->allButton());
    EXPECT_FALSE(panel.showingJourney());
    click(panel.stepByStepButton(JourneyGuide::Compare));
    EXPECT_EQ(g->stepCount(), 3);
    EXPECT_TRUE(g->stepText().contains(QStringLiteral("new_model")));
}

namespace {

// Words a learner cannot parse (issue 48), and the Chinese phrasings it replaced.
const char* const kBannedWords[] = {"as trec_eval",
                                    "the run file",
                                    "ex1 ",
                                    "ex7",
                                    "the worked examples",
                                    "η and clip",
                                    "ctr_delta",
                                    "segment new_user",
                                    "wrong_predict",
                                    "unclassified",
                                    "at byte",
                                    "平局",
                                    "运行结果",
                                    "去除召回率"};

QString bannedIn(const QString& text) {
    for (const char* w : kBannedWords)
        if (text.contains(QString::fromUtf8(w), Qt::CaseInsensitive)) return QString::fromUtf8(w);
    return {};
}

}  // namespace

// Issue 48: every screen of every lesson, in English and in Chinese, is free of them.
TEST_F(LessonScreensTest, NoLessonScreenShowsADeveloperWord) {
    LessonsWindow w;
    w.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&w));
    for (const char* lang : {"en", "zh_CN"}) {
        ASSERT_TRUE(switchTo(lang));
        for (int l = 0; l < static_cast<int>(tch::lessons().size()); ++l) {
            w.openLesson(l);
            for (LessonScreens::Screen sc : w.screens()->screens()) {
                w.screens()->setLesson(l, sc);
                const QString text = w.screens()->headingText() + w.screens()->screenText();
                EXPECT_TRUE(bannedIn(text).isEmpty()) << lang << " lesson " << l + 1 << " screen "
                                                      << sc << ": " << bannedIn(text).toStdString();
            }
        }
    }
}

// ... and so is every learner-facing text of the lessons, practice, the class view and the
// Start page, as the translation file holds them: the English source and its Chinese.
TEST(LearnerWords, NoLearnerTextHoldsADeveloperWord) {
    QFile ts(QStringLiteral(RANKLENS_TEST_DATA "/../../resources/translations/ranklens_zh_CN.ts"));
    ASSERT_TRUE(ts.open(QIODevice::ReadOnly)) << ts.fileName().toStdString();
    const QString all = QString::fromUtf8(ts.readAll());
    const QStringList contexts = {QStringLiteral("Lessons"),
                                  QStringLiteral("Practice"),
                                  QStringLiteral("ranklens::ui::LessonScreens"),
                                  QStringLiteral("ranklens::ui::LessonsWindow"),
                                  QStringLiteral("ranklens::ui::PracticeWindow"),
                                  QStringLiteral("ranklens::ui::PracticeTopicsView"),
                                  QStringLiteral("ranklens::ui::ClassView"),
                                  QStringLiteral("ranklens::ui::SetAuthorDialog"),
                                  QStringLiteral("ranklens::ui::WelcomePanel"),
                                  QStringLiteral("ranklens::ui::JourneyGuide")};
    int checked = 0;
    for (const QString& block : all.split(QStringLiteral("<context>"))) {
        const int a = block.indexOf(QStringLiteral("<name>")),
                  b = block.indexOf(QStringLiteral("</name>"));
        if (a < 0 || b < a) continue;
        const QString name = block.mid(a + 6, b - a - 6);
        if (!contexts.contains(name)) continue;
        ++checked;
        for (const QString& message : block.split(QStringLiteral("<message")))
            EXPECT_TRUE(bannedIn(message).isEmpty())
                << name.toStdString() << ": " << bannedIn(message).toStdString() << " in "
                << message.left(300).toStdString();
    }
    EXPECT_EQ(checked, contexts.size());
}
