// WindowStatus: what the main window's title and status bar say of the project and of the work
// under way — the evaluation's summary (in English and in Chinese), the project's file with the
// read-only reason, the busy text that goes when its job ends while an import's report stays,
// progress and Cancel.
#include <gtest/gtest.h>

#include <QDir>
#include <QLabel>
#include <QMainWindow>
#include <QProgressBar>
#include <QStatusBar>
#include <QToolButton>

#include "ui/app/language.h"
#include "ui/app/window_status.h"
#include "ui/evaluation/evaluation.h"
#include "ui/project/project_session.h"

namespace ranklens::ui {
namespace {

class WindowStatusTest : public ::testing::Test {
  protected:
    void SetUp() override { ASSERT_TRUE(Language::install(QStringLiteral("en"))); }
    void TearDown() override { Language::install(QStringLiteral("en")); }

    QLabel* summary() { return window.statusBar()->findChild<QLabel*>("evaluationSummary"); }
    QLabel* projectFile() {
        for (QLabel* l : window.statusBar()->findChildren<QLabel*>())
            if (l != summary()) return l;
        return nullptr;
    }
    QToolButton* cancel() { return window.statusBar()->findChild<QToolButton*>(); }
    QProgressBar* progress() { return window.statusBar()->findChild<QProgressBar*>(); }

    QMainWindow window;
    ProjectSession session;
    WindowStatus status{&window, &session};
};

Evaluation twoRunsThreeQueries(bool fromSnapshot) {
    Evaluation ev;
    ev.qids = {"q1", "q2", "q3"};
    ev.runs.resize(2);
    ev.seconds = 0.012;
    ev.fromSnapshot = fromSnapshot;
    return ev;
}

TEST_F(WindowStatusTest, SummarySaysRunsQueriesAndTimeOrLastSession) {
    ASSERT_TRUE(summary());
    const Evaluation ev = twoRunsThreeQueries(false);
    status.showEvaluation(ev);
    EXPECT_EQ(summary()->text(), QStringLiteral("2 runs × 3 queries · 12 ms"));
    EXPECT_EQ(summary()->toolTip(), ev.definitionsText());
    status.showEvaluation(twoRunsThreeQueries(true));
    EXPECT_EQ(summary()->text(), QStringLiteral("2 runs × 3 queries · last session"));
    status.showComputing();
    EXPECT_EQ(summary()->text(), QStringLiteral("Computing…"));
    status.clearEvaluation();
    EXPECT_TRUE(summary()->text().isEmpty());
}

TEST_F(WindowStatusTest, SummaryAndCancelInChinese) {
    ASSERT_TRUE(Language::install(QStringLiteral("zh_CN")));
    status.retranslate();
    status.showEvaluation(twoRunsThreeQueries(false));
    EXPECT_EQ(summary()->text(), QStringLiteral("2 个排序结果 × 3 个查询 · 12 毫秒"));
    EXPECT_EQ(cancel()->text(), QStringLiteral("取消"));
    EXPECT_EQ(window.windowTitle(), QStringLiteral("RankLens"));
    ASSERT_TRUE(Language::install(QStringLiteral("en")));
    status.retranslate();
    EXPECT_EQ(cancel()->text(), QStringLiteral("Cancel"));
}

TEST_F(WindowStatusTest, ProjectFileByNameWithPathAndReadOnlyReason) {
    const QString path = QDir::temp().filePath(QStringLiteral("course/week1.ranklens"));
    status.showProjectFile(path);
    ASSERT_TRUE(projectFile());
    EXPECT_EQ(projectFile()->text(), QStringLiteral("week1.ranklens"));
    EXPECT_EQ(projectFile()->toolTip(), QDir::toNativeSeparators(path));
    status.showProjectFile(path, QStringLiteral("the file is write-protected"));
    EXPECT_EQ(projectFile()->text(),
              QStringLiteral("week1.ranklens — read-only: the file is write-protected (grading "
                             "is off)"));
    status.showOpening(path);
    EXPECT_EQ(window.windowTitle(), QStringLiteral("week1.ranklens — RankLens"));
    status.showEvaluation(twoRunsThreeQueries(false));
    status.showNoProject();
    EXPECT_EQ(window.windowTitle(), QStringLiteral("RankLens"));
    EXPECT_TRUE(projectFile()->text().isEmpty());
    EXPECT_TRUE(summary()->text().isEmpty());
}

// Only the busy text goes when its job ends: an import's report stays after the evaluation it
// started.
TEST_F(WindowStatusTest, BusyTextGoesWhenItsJobEndsAnotherMessageStays) {
    window.show();
    status.showBusy(true, QStringLiteral("Loading week1…"));
    EXPECT_EQ(window.statusBar()->currentMessage(), QStringLiteral("Loading week1…"));
    EXPECT_TRUE(progress()->isVisible());
    EXPECT_TRUE(cancel()->isVisible());
    EXPECT_EQ(progress()->maximum(), 0);  // busy, no figure yet
    status.showProgress(250);
    EXPECT_EQ(progress()->maximum(), 1000);
    EXPECT_EQ(progress()->value(), 250);
    status.showBusy(false, QString());
    EXPECT_TRUE(window.statusBar()->currentMessage().isEmpty());
    EXPECT_FALSE(progress()->isVisible());
    EXPECT_FALSE(cancel()->isVisible());

    status.showBusy(true, QStringLiteral("Importing…"));
    status.showMessage(QStringLiteral("Imported 2 runs."));
    status.showBusy(false, QString());
    EXPECT_EQ(window.statusBar()->currentMessage(), QStringLiteral("Imported 2 runs."));
}

TEST_F(WindowStatusTest, CancelAsksToCancel) {
    int asked = 0;
    QObject::connect(&status, &WindowStatus::cancelRequested, [&] { ++asked; });
    cancel()->click();
    EXPECT_EQ(asked, 1);
}

}  // namespace
}  // namespace ranklens::ui
