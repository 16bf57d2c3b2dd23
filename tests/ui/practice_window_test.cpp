// Offscreen tests of Help ▸ Practice: the name asked at the first start, a compute exercise end
// to end (type a wrong answer built from a known mistake, Enter, the mistake and the worked
// steps shown, progress saved; then the right answer with a decimal comma), an unreadable
// answer named and not counted, one exercise of every other kind, the progress there again
// after reopening, a damaged progress file kept aside, Esc closes, and the window fits 1366×768.
#include <gtest/gtest.h>

#include <algorithm>

#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "core/measures/measure.h"
#include "core/teaching/practice_mistakes.h"
#include "core/teaching/practice_progress.h"
#include "core/teaching/practice_set.h"
#include "ui/app/main_window.h"
#include "ui/app/welcome_panel.h"
#include "ui/common/measure_text.h"
#include "ui/teaching/practice_window.h"

using namespace ranklens;
using namespace ranklens::ui;
namespace t = ranklens::core::teaching;

namespace {

void answer(PracticeWindow& w, const QString& text) {
    w.answerEdit()->clear();
    QTest::keyClicks(w.answerEdit(), text);
    QTest::keyClick(w.answerEdit(), Qt::Key_Return);
}

// A binary P@k exercise whose list is shorter than k, so "divided by the returned count" is a
// distinct wrong answer.
t::PracticeSpec pOverReturnedSpec() {
    for (std::uint32_t seed = 0;; ++seed) {
        t::PracticeSpec s{t::PracticeKind::Compute, seed, t::PracticeMeasure::P,
                          t::PracticeLevel::Binary};
        if (t::mistakenValue(t::makeExercise(s), t::PracticeMistake::PrecisionOverReturned))
            return s;
    }
}

}  // namespace

TEST(PracticeWindow, ComputeExerciseEndToEndAndReopened) {
    QSettings().remove(QStringLiteral("practice/learner"));
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    {
        PracticeWindow w(nullptr, dir.path());
        EXPECT_TRUE(w.askingName());
        QTest::keyClicks(w.nameEdit(), QStringLiteral("Ana"));
        QTest::keyClick(w.nameEdit(), Qt::Key_Return);
        EXPECT_FALSE(w.askingName());
        EXPECT_EQ(w.learner(), QStringLiteral("Ana"));

        const t::PracticeSpec spec = pOverReturnedSpec();
        w.showExercise(spec);
        const t::PracticeExercise& ex = w.exercise();
        EXPECT_EQ(w.questionText(), PracticeWindow::text(ex.question));
        // The learner divides the relevant items of the top k by the number of items returned.
        int rel = 0;
        const int n = static_cast<int>(ex.lists[0].grades.size());
        for (int i = 0; i < std::min(ex.k, n); ++i) rel += ex.lists[0].grades[i] >= 1;
        const QString wrong = QStringLiteral("%1/%2").arg(rel).arg(ex.lists[0].grades.size());
        answer(w, wrong);
        const QString fb = w.feedbackText();
        EXPECT_TRUE(fb.contains(QStringLiteral("Not quite."))) << fb.toStdString();
        EXPECT_TRUE(fb.contains(
            PracticeWindow::tr_(t::mistakeExplanation(t::PracticeMistake::PrecisionOverReturned))))
            << fb.toStdString();
        EXPECT_TRUE(fb.contains(QStringLiteral("Worked steps")));
        // It links the lesson and the glossary entry it practises, by their titles.
        EXPECT_TRUE(fb.contains(QStringLiteral("lesson 1, “Precision and recall at 10”")))
            << fb.toStdString();
        EXPECT_TRUE(fb.contains(
            QStringLiteral("the glossary entry %1").arg(measureTitle(*core::findMeasure("P")))))
            << fb.toStdString();
        EXPECT_TRUE(fb.contains(QStringLiteral("P@%1 = %2 / %1").arg(ex.k).arg(rel)))
            << fb.toStdString();
        EXPECT_EQ(w.progress().done, 1);
        EXPECT_EQ(w.progress().firstTryRight, 0);
        // The answer is recorded under an id that replays the exercise.
        ASSERT_EQ(w.progress().answers.size(), 1u);
        EXPECT_EQ(t::parsePracticeId(w.progress().answers[0].exercise), spec);
        EXPECT_EQ(w.progress().answers[0].mistake, "p_over_returned");
        EXPECT_TRUE(QFile::exists(
            QString::fromStdString(t::progressFile(dir.path().toStdString(), "Ana").string())));

        // The right answer, typed with a decimal comma: right, but not at the first try.
        QString right = QString::fromStdString(t::expectedAnswerText(ex));
        right.replace(QLatin1Char('.'), QLatin1Char(','));
        answer(w, right);
        EXPECT_TRUE(w.feedbackText().contains(QStringLiteral("Right."))) << right.toStdString();
        EXPECT_EQ(w.progress().done, 1);
        EXPECT_EQ(w.progress().firstTryRight, 0);
        EXPECT_TRUE(w.progressText().contains(QStringLiteral("done: 1")));

        // Unreadable: named, not counted.
        w.showExercise(spec);
        answer(w, QStringLiteral("sixty"));
        EXPECT_TRUE(w.feedbackText().contains(QStringLiteral("Could not read the answer.")));
        EXPECT_TRUE(w.feedbackText().contains(
            PracticeWindow::tr_(t::answerProblemText(t::AnswerProblem::NotANumber))));
        EXPECT_EQ(w.progress().done, 1);

        // A prediction with an amount far off: wrong, and the real change is shown.
        w.showExercise({t::PracticeKind::Predict, 11, {}, {}});
        answer(w, QString::fromStdString(t::expectedAnswerText(w.exercise())) +
                      QStringLiteral(" 0.9"));
        EXPECT_TRUE(w.feedbackText().contains(QStringLiteral("Your amount, 0.9, is off")))
            << w.feedbackText().toStdString();
        EXPECT_EQ(w.progress().done, 2);
        EXPECT_EQ(w.progress().firstTryRight, 0);
        // One exercise of every other kind, answered right at the first try.
        for (t::PracticeKind k :
             {t::PracticeKind::Predict, t::PracticeKind::Construct, t::PracticeKind::Choose}) {
            w.showExercise({k, 11, {}, {}});
            answer(w, QString::fromStdString(t::expectedAnswerText(w.exercise())));
            EXPECT_TRUE(w.feedbackText().contains(QStringLiteral("Right.")))
                << t::toString(k) << ": " << w.feedbackText().toStdString();
        }
        EXPECT_EQ(w.progress().done, 5);
        EXPECT_EQ(w.progress().firstTryRight, 3);
        // Enter on a solved exercise moves on to the next one.
        const auto before = w.exercise().spec;
        QTest::keyClick(w.answerEdit(), Qt::Key_Return);
        EXPECT_FALSE(w.exercise().spec == before);
    }
    {
        // Reopened: the name is remembered and the progress is there.
        PracticeWindow w(nullptr, dir.path());
        EXPECT_FALSE(w.askingName());
        EXPECT_EQ(w.progress().done, 5);
        EXPECT_EQ(w.progress().firstTryRight, 3);
        EXPECT_EQ(w.progress().mistakes.at("p_over_returned"), 1);
        EXPECT_EQ(w.progress().mistakes.at("wrong_predict"), 1);
        EXPECT_TRUE(w.progressText().contains(QStringLiteral("done: 5")));
        EXPECT_TRUE(w.progressText().contains(QStringLiteral("most frequent mistake")));
        // Weak spots draw an exercise; Esc closes.
        w.nextWeakSpot();
        EXPECT_FALSE(w.questionText().isEmpty());
        w.resize(1366, 768);
        EXPECT_LE(w.minimumSizeHint().width(), 1366);
        EXPECT_LE(w.minimumSizeHint().height(), 768);
        w.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&w));
        QTest::keyClick(&w, Qt::Key_Escape);
        EXPECT_FALSE(w.isVisible());
    }
    QSettings().remove(QStringLiteral("practice/learner"));
}

TEST(PracticeWindow, DamagedProgressIsKeptAsideAndNamed) {
    QSettings().remove(QStringLiteral("practice/learner"));
    QTemporaryDir dir;
    const QString file =
        QString::fromStdString(t::progressFile(dir.path().toStdString(), "Bo").string());
    {
        QFile f(file);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"ranklens-practice-progress\", \"version\": 1, \"learner\"");
    }
    PracticeWindow w(nullptr, dir.path());
    w.startAs(QStringLiteral("Bo"));
    EXPECT_TRUE(w.progressText().contains(QStringLiteral("could not be read")))
        << w.progressText().toStdString();
    EXPECT_TRUE(w.progressText().contains(file));
    EXPECT_FALSE(QFile::exists(file));  // moved aside, not overwritten
    EXPECT_EQ(QDir(dir.path()).entryList({QStringLiteral("*.damaged-*")}).size(), 1);
    EXPECT_EQ(w.progress().done, 0);
    QSettings().remove(QStringLiteral("practice/learner"));
}

TEST(PracticeWindow, ExerciseSetInOrderAndAnswersExported) {
    QSettings().remove(QStringLiteral("practice/learner"));
    QTemporaryDir dir;
    t::PracticeSet set =
        t::makePracticeSet({t::PracticeKind::Compute, t::PracticeKind::Choose}, 30, 2);
    set.title = "Week 3";
    const QString setFile = dir.filePath(QStringLiteral("week3.json"));
    std::string error;
    ASSERT_TRUE(t::savePracticeSet(setFile.toStdString(), set, error)) << error;

    PracticeWindow w(nullptr, dir.filePath(QStringLiteral("progress")));
    w.startAs(QStringLiteral("Cy"));
    // A foreign file is refused with its name; a real set opens at its first exercise.
    const QString foreign = dir.filePath(QStringLiteral("notes.json"));
    {
        QFile f(foreign);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"something else\"}");
    }
    EXPECT_FALSE(w.openSet(foreign));
    EXPECT_FALSE(w.inSet());
    EXPECT_TRUE(
        w.progressText().contains(foreign + QStringLiteral(": not a RankLens exercise set")))
        << w.progressText().toStdString();
    ASSERT_TRUE(w.openSet(setFile));
    const auto specs = set.specs();
    EXPECT_EQ(w.exercise().spec.seed, specs[0].seed);
    const std::string wrong = t::practiceValueText(w.exercise().expected + 0.3);
    answer(w, QString::fromStdString(wrong));
    answer(w, QString::fromStdString(t::expectedAnswerText(w.exercise())));  // second try
    QTest::keyClick(w.answerEdit(), Qt::Key_Return);                         // solved: next
    EXPECT_EQ(w.setPosition(), 1);
    EXPECT_EQ(w.exercise().kind, t::PracticeKind::Choose);
    answer(w, QString::fromStdString(t::expectedAnswerText(w.exercise())));

    const QString csv = dir.filePath(QStringLiteral("answers.csv"));
    ASSERT_TRUE(w.exportAnswers(csv));
    QFile f(csv);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const t::AnswersLoad back = t::parseAnswersCsv(f.readAll().toStdString(), "answers.csv");
    ASSERT_TRUE(back.ok) << back.error;
    ASSERT_EQ(back.rows.size(), 2u);  // the first readable answer of each exercise
    EXPECT_EQ(back.rows[0].answer, wrong);
    // The auto-grader (ranklens-cli practice check) grades the export as the window did.
    const t::SetGrading g = t::gradeSet(set, back.rows, "answers.csv");
    ASSERT_TRUE(g.ok) << g.error;
    EXPECT_EQ(g.records[0].verdict, "wrong");
    EXPECT_EQ(g.records[1].verdict, "right");
    EXPECT_EQ(g.right, 1);
    QSettings().remove(QStringLiteral("practice/learner"));
}

TEST(PracticeWindow, StartPageOffersPractice) {
    WelcomePanel panel;
    QSignalSpy asked(&panel, &WelcomePanel::practiceRequested);
    QTest::mouseClick(panel.practiceButton(), Qt::LeftButton);
    EXPECT_EQ(asked.count(), 1);
}

TEST(PracticeWindow, MainWindowOpensAnExerciseSet) {
    QSettings().setValue(QStringLiteral("practice/learner"), QStringLiteral("Dee"));
    QTemporaryDir dir;
    const t::PracticeSet set = t::makePracticeSet({t::PracticeKind::Construct}, 77, 3);
    const QString file = dir.filePath(QStringLiteral("set.json"));
    std::string error;
    ASSERT_TRUE(t::savePracticeSet(file.toStdString(), set, error)) << error;
    MainWindow main;
    auto* w = qobject_cast<PracticeWindow*>(main.openPracticeSet(file));
    ASSERT_NE(w, nullptr);
    EXPECT_TRUE(w->inSet());
    EXPECT_EQ(w->exercise().kind, t::PracticeKind::Construct);
    EXPECT_EQ(w->exercise().spec.seed, 77u);
    w->close();
    QSettings().remove(QStringLiteral("practice/learner"));
}
