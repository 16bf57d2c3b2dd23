// Offscreen tests of the instructor's loop in the GUI (issue 48): the export names the learner
// and the set (columns and proposed file name); a set resumes where it was left, Back shows the
// kept answer and reanswering gives no first-try credit again; the end counts the exercises
// left unanswered; homework reveals nothing until handed in; the class view gives the same
// table as `ranklens-cli practice check` and refuses another set's answers by name; the
// authoring dialog writes the set its recipe makes, with a new seed each time.
#include <gtest/gtest.h>

#include <QDialogButtonBox>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include "core/teaching/class_grading.h"
#include "core/teaching/practice_set.h"
#include "core/teaching/set_authoring.h"
#include "ui/teaching/class_view.h"
#include "ui/teaching/practice_window.h"
#include "ui/teaching/set_author_dialog.h"

using namespace ranklens::ui;
namespace t = ranklens::core::teaching;

namespace {

void type(PracticeWindow& w, const std::string& text) {
    w.answerEdit()->clear();
    QTest::keyClicks(w.answerEdit(), QString::fromStdString(text));
    w.submit();
}

std::string right(const PracticeWindow& w) {
    return t::expectedAnswerText(w.exercise());
}

std::string wrong(const PracticeWindow& w) {
    return t::practiceValueText(w.exercise().expected + 0.25);
}

QString saveSet(const QTemporaryDir& dir, const t::PracticeSet& set, const char* name) {
    const QString file = dir.filePath(QString::fromLatin1(name));
    std::string error;
    EXPECT_TRUE(t::savePracticeSet(file.toStdString(), set, error)) << error;
    return file;
}

t::PracticeSet computeSet(int count, bool homework = false) {
    t::SetRecipe r;
    r.count = count;
    r.seed = 31;
    r.title = "Week 3";
    r.homework = homework;
    return t::authorSet(r);
}

std::string readAll(const QString& path) {
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << path.toStdString();
    return f.readAll().toStdString();
}

class PracticeSetWindow : public ::testing::Test {
  protected:
    void SetUp() override { QSettings().remove(QStringLiteral("practice/learner")); }
    void TearDown() override { QSettings().remove(QStringLiteral("practice/learner")); }
    QTemporaryDir dir_;
};

}  // namespace

TEST_F(PracticeSetWindow, TheExportNamesTheLearnerAndTheSet) {
    const t::PracticeSet set = computeSet(3);
    const QString file = saveSet(dir_, set, "week3.json");
    PracticeWindow w(nullptr, dir_.filePath(QStringLiteral("progress")));
    w.startAs(QStringLiteral("Ana Lee"));
    ASSERT_TRUE(w.openSet(file));
    const QString id = QString::fromStdString(t::practiceSetId(set));
    EXPECT_EQ(w.proposedAnswersFileName(), QStringLiteral("Ana_Lee-Week_3-") + id + ".csv");
    type(w, right(w));
    const QString csv = dir_.filePath(w.proposedAnswersFileName());
    ASSERT_TRUE(w.exportAnswers(csv));
    const t::AnswersLoad back = t::parseAnswersCsv(readAll(csv), "a.csv");
    ASSERT_TRUE(back.ok) << back.error;
    EXPECT_EQ(back.learner, "Ana Lee");
    EXPECT_EQ(back.setId, id.toStdString());
    ASSERT_EQ(back.rows.size(), 1u);
    EXPECT_EQ(back.rows[0].exercise, "1");
}

TEST_F(PracticeSetWindow, ASetResumesWhereItWasLeftAndReansweringGivesNoCreditAgain) {
    const t::PracticeSet set = computeSet(3);
    const QString file = saveSet(dir_, set, "week3.json");
    const QString folder = dir_.filePath(QStringLiteral("progress"));
    std::string first;
    {
        PracticeWindow w(nullptr, folder);
        w.startAs(QStringLiteral("Bo"));
        ASSERT_TRUE(w.openSet(file));
        EXPECT_TRUE(w.backButton()->isVisibleTo(&w));
        EXPECT_FALSE(w.backButton()->isEnabled());
        first = right(w);
        type(w, first);
        w.next();
        EXPECT_EQ(w.setPosition(), 1);
        EXPECT_EQ(w.progress().done, 1);
        EXPECT_EQ(w.progress().firstTryRight, 1);
    }
    PracticeWindow w(nullptr, folder);  // the learner comes back
    ASSERT_TRUE(w.openSet(file));
    EXPECT_EQ(w.setPosition(), 1);  // where it was left
    EXPECT_TRUE(w.backButton()->isEnabled());
    w.back();
    EXPECT_EQ(w.setPosition(), 0);
    EXPECT_EQ(w.answerEdit()->text().toStdString(), first);  // the kept answer
    EXPECT_TRUE(w.feedbackText().contains(QStringLiteral("Right.")))
        << w.feedbackText().toStdString();
    type(w, wrong(w));  // answered again: no first-try credit (nor blame) again
    type(w, right(w));
    EXPECT_EQ(w.progress().done, 1);
    EXPECT_EQ(w.progress().firstTryRight, 1);
    EXPECT_EQ(w.setSession().answers.at(1).answer, first);  // the first answer is graded
}

TEST_F(PracticeSetWindow, TheEndSaysHowManyWereLeftUnanswered) {
    const QString file = saveSet(dir_, computeSet(4), "week3.json");
    PracticeWindow w(nullptr, dir_.filePath(QStringLiteral("progress")));
    w.startAs(QStringLiteral("Cy"));
    ASSERT_TRUE(w.openSet(file));
    type(w, right(w));
    w.next();
    w.next();  // 2 skipped
    type(w, wrong(w));
    w.next();  // 4, the last, left unanswered too
    EXPECT_EQ(w.setPosition(), 3);
    w.next();
    EXPECT_TRUE(w.inSet());
    EXPECT_TRUE(w.feedbackText().contains(
        QStringLiteral("You answered 2 of 4; left unanswered: 2, 4. Back returns to them.")))
        << w.feedbackText().toStdString();
}

TEST_F(PracticeSetWindow, HomeworkRevealsNothingUntilHandedIn) {
    const t::PracticeSet set = computeSet(2, true);
    const QString file = saveSet(dir_, set, "hw.json");
    PracticeWindow w(nullptr, dir_.filePath(QStringLiteral("progress")));
    w.startAs(QStringLiteral("Dee"));
    ASSERT_TRUE(w.openSet(file));
    const std::string expected = right(w);
    type(w, wrong(w));
    QString fb = w.feedbackText();
    EXPECT_TRUE(fb.contains(QStringLiteral("Your answer is recorded."))) << fb.toStdString();
    EXPECT_FALSE(fb.contains(QStringLiteral("Not quite"))) << fb.toStdString();
    EXPECT_FALSE(fb.contains(QString::fromStdString(expected))) << fb.toStdString();
    type(w, expected);  // changed before handing in: the latest answer counts
    EXPECT_FALSE(w.feedbackText().contains(QStringLiteral("Right.")));
    EXPECT_EQ(w.setSession().answers.at(1).answer, expected);
    EXPECT_EQ(w.progress().done, 0);
    ASSERT_TRUE(w.exportAnswers(dir_.filePath(QStringLiteral("hw.csv"))));
    EXPECT_TRUE(w.feedbackText().contains(QStringLiteral("Right.")))
        << w.feedbackText().toStdString();
    EXPECT_FALSE(w.answerEdit()->isEnabled());
    const t::LearnerLoad graded =
        t::gradeLearner(set, readAll(dir_.filePath(QStringLiteral("hw.csv"))), "hw.csv");
    ASSERT_TRUE(graded.ok) << graded.error;
    EXPECT_EQ(graded.result.right, 1);
    EXPECT_EQ(graded.result.of, 2);
}

namespace {

// Three learners' exports from the window itself: Ana right on every exercise, Bo wrong on
// the second, Cy answering only the first (wrong).
QStringList classFiles(const QTemporaryDir& dir, const QString& setFile) {
    QStringList files;
    const char* names[] = {"Ana", "Bo", "Cy"};
    for (int who = 0; who < 3; ++who) {
        PracticeWindow w(nullptr, dir.filePath(QStringLiteral("progress")));
        w.startAs(QString::fromLatin1(names[who]));
        EXPECT_TRUE(w.openSet(setFile));
        for (int n = 0; n < 3; ++n) {
            if (who == 2 && n > 0) break;
            const bool ok = who == 0 || (who == 1 && n != 1);
            type(w, ok ? right(w) : wrong(w));
            w.next();
        }
        files << dir.filePath(w.proposedAnswersFileName());
        EXPECT_TRUE(w.exportAnswers(files.back()));
    }
    return files;
}

std::vector<std::vector<std::string>> cells(const QTableWidget* table) {
    std::vector<std::vector<std::string>> rows;
    for (int r = 0; r < table->rowCount(); ++r) {
        rows.emplace_back();
        for (int c = 0; c < table->columnCount(); ++c)
            rows.back().push_back(table->item(r, c)->data(Qt::UserRole).toString().toStdString());
    }
    return rows;
}

std::vector<std::vector<std::string>> csvRows(const std::string& csv) {
    std::vector<std::vector<std::string>> rows;
    std::vector<int> lines;
    int bad = 0;
    EXPECT_TRUE(t::splitCsv(csv, ',', rows, lines, bad));
    if (!rows.empty()) rows.erase(rows.begin());  // the header
    return rows;
}

}  // namespace

TEST_F(PracticeSetWindow, TheClassViewGivesTheSameTablesAsTheCli) {
    t::SetRecipe r;
    r.count = 3;
    r.seed = 8;
    r.kinds = {t::PracticeKind::Compute};
    r.title = "Week 5";
    const QString setFile = saveSet(dir_, t::authorSet(r), "week5.json");
    const QStringList files = classFiles(dir_, setFile);
    ClassView view;
    ASSERT_TRUE(view.openSet(setFile));
    EXPECT_EQ(view.addAnswerFiles(files), 3);
    EXPECT_TRUE(view.messages().isEmpty()) << view.messages().toStdString();

    QProcess cli;
    cli.start(QStringLiteral(RANKLENS_CLI),
              QStringList{QStringLiteral("practice"), QStringLiteral("check"),
                          QStringLiteral("--format"), QStringLiteral("csv"), setFile} +
                  files);
    ASSERT_TRUE(cli.waitForFinished(30000));
    ASSERT_EQ(cli.exitCode(), 0) << cli.readAllStandardError().toStdString();
    const std::string out = cli.readAllStandardOutput().toStdString();
    const auto blank = out.find("\n\n");
    ASSERT_NE(blank, std::string::npos) << out;
    const auto learners = csvRows(out.substr(0, blank + 1));
    ASSERT_EQ(learners.size(), 3u);
    EXPECT_EQ(learners[1][2], "2");  // Bo: 2 right of 3
    EXPECT_EQ(learners[2][2], "0");  // Cy
    EXPECT_EQ(cells(view.learnersTable()), learners);
    EXPECT_EQ(cells(view.exercisesTable()), csvRows(out.substr(blank + 2)));
    EXPECT_EQ(view.learnersTable()->horizontalHeaderItem(0)->text(), QStringLiteral("Learner"));

    // Another set's answers are refused by name, and left out of the table.
    r.seed = 9;
    const QString other = saveSet(dir_, t::authorSet(r), "other.json");
    ClassView wrongSet;
    ASSERT_TRUE(wrongSet.openSet(other));
    EXPECT_EQ(wrongSet.addAnswerFiles({files[0]}), 0);
    EXPECT_TRUE(wrongSet.messages().contains(QStringLiteral("answers for set ")))
        << wrongSet.messages().toStdString();
    EXPECT_TRUE(wrongSet.messages().contains(QFileInfo(files[0]).fileName()));
    EXPECT_EQ(wrongSet.learnersTable()->rowCount(), 0);
}

// Issue 48: the class view's tables could not be sorted. A click on a column sorts by it, numbers
// as numbers: exercises 1..12 sorted by number give 12, 11, 10, 9 … descending (as text, 9 would
// come first), and back up 1, 2, … 10, 11, 12.
TEST_F(PracticeSetWindow, TheClassViewSortsByAClickedColumnNumbersAsNumbers) {
    t::SetRecipe r;
    r.count = 12;
    r.seed = 8;
    r.kinds = {t::PracticeKind::Compute};
    const QString setFile = saveSet(dir_, t::authorSet(r), "twelve.json");
    ClassView view;
    ASSERT_TRUE(view.openSet(setFile));
    QTableWidget* table = view.exercisesTable();
    ASSERT_EQ(table->rowCount(), 12);
    EXPECT_TRUE(table->isSortingEnabled());
    auto column = [&](int c) {
        QStringList v;
        for (int row = 0; row < table->rowCount(); ++row) v << table->item(row, c)->text();
        return v;
    };
    const QStringList ascending = {
        QStringLiteral("1"), QStringLiteral("2"),  QStringLiteral("3"),  QStringLiteral("4"),
        QStringLiteral("5"), QStringLiteral("6"),  QStringLiteral("7"),  QStringLiteral("8"),
        QStringLiteral("9"), QStringLiteral("10"), QStringLiteral("11"), QStringLiteral("12")};
    EXPECT_EQ(column(0), ascending);  // the CLI's order until a column is clicked
    QStringList descending = ascending;
    std::reverse(descending.begin(), descending.end());
    // A click on the header: sorted by that column, numbers as numbers.
    view.resize(900, 600);
    view.show();
    QHeaderView* header = table->horizontalHeader();
    const QPoint at(header->sectionViewportPosition(0) + 5, header->height() / 2);
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, at);
    EXPECT_EQ(header->sortIndicatorSection(), 0);
    EXPECT_EQ(column(0),
              header->sortIndicatorOrder() == Qt::AscendingOrder ? ascending : descending);
    table->sortByColumn(0, Qt::DescendingOrder);
    EXPECT_EQ(column(0), descending);  // as text, "9" would come first
}

TEST_F(PracticeSetWindow, TheAuthoringDialogWritesTheSetOfItsRecipe) {
    SetAuthorDialog a, b;
    EXPECT_NE(a.recipe().seed, b.recipe().seed);  // a new seed by default
    t::SetRecipe r;
    r.measures = {t::PracticeMeasure::Ndcg, t::PracticeMeasure::Ap};  // the dialog's order
    r.levels = {t::PracticeLevel::Ties};
    r.kinds = {t::PracticeKind::Compute, t::PracticeKind::Predict};
    r.kMin = 4;
    r.kMax = 7;
    r.count = 12;
    r.seed = 99;
    r.title = "Quiz";
    r.language = "zh_CN";
    r.homework = true;
    a.setRecipe(r);
    const t::SetRecipe back = a.recipe();
    EXPECT_EQ(back.measures, r.measures);
    EXPECT_EQ(back.levels, r.levels);
    EXPECT_EQ(back.kinds, r.kinds);
    EXPECT_EQ(back.kMin, 4);
    EXPECT_EQ(back.kMax, 7);
    EXPECT_EQ(back.language, "zh_CN");
    EXPECT_TRUE(back.homework);
    const std::string id = t::practiceSetId(t::authorSet(r));
    EXPECT_TRUE(a.summary().contains(QString::fromStdString(id))) << a.summary().toStdString();
    const QString file = dir_.filePath(QStringLiteral("quiz.json"));
    ASSERT_TRUE(a.saveTo(file));
    const t::PracticeSetLoad l = t::loadPracticeSet(file.toStdString());
    ASSERT_TRUE(l.ok) << l.error;
    EXPECT_EQ(l.set, t::authorSet(r));
    // A recipe that makes no set cannot be saved, and says why.
    r.measures = {t::PracticeMeasure::Rr};
    a.setRecipe(r);
    EXPECT_FALSE(a.problem().isEmpty());
    EXPECT_FALSE(a.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Save)->isEnabled());
    EXPECT_FALSE(a.saveTo(dir_.filePath(QStringLiteral("no.json"))));
}
