// JobStatusRow (ui/common/job_status_row.h), the row under Compare's and the leaderboard's
// results: while a job runs, the window's busy text with progress (from 0) and Cancel; Cancel
// cancels the job and says so; a failed job's error in the window's sentence; a stale job's result
// never reaches the window and only the newest job ends the row's busy state.
#include <gtest/gtest.h>

#include <QLabel>
#include <QProgressBar>
#include <QToolButton>
#include <atomic>
#include <stdexcept>
#include <thread>

#include "tests/support/wait_until.h"
#include "ui/app/language.h"
#include "ui/common/job_runner.h"
#include "ui/common/job_status_row.h"

namespace ranklens::ui {
namespace {

class JobStatusRowTest : public ::testing::Test {
  protected:
    void SetUp() override {
        ASSERT_TRUE(Language::install(QStringLiteral("en")));
        row.follow(&runner, {[] { return QStringLiteral("Working…"); },
                             [](const QString& m) { return QStringLiteral("It failed: ") + m; }});
        window.show();
    }
    bool busy() const { return row.progressBar()->isVisible() && row.cancelButton()->isVisible(); }
    bool idle() const { return row.progressBar()->isHidden() && row.cancelButton()->isHidden(); }

    QWidget window;
    JobStatusRow row{&window};
    JobRunner runner;
};

// A job that reports half done, then runs until it is cancelled (throws core::Cancelled).
JobRunner::Work halfThenUntilCancelled() {
    return [](const core::ProgressFn& progress) -> JobRunner::Apply {
        while (progress(1, 2)) std::this_thread::sleep_for(std::chrono::milliseconds(1));
        throw core::Cancelled();
    };
}

TEST_F(JobStatusRowTest, RunningJobShowsProgressAndCancelThenCancelSaysSo) {
    EXPECT_TRUE(idle());
    EXPECT_EQ(row.cancelButton()->text(), QStringLiteral("Cancel"));
    row.setText(QStringLiteral("Earlier results"));
    runner.start(halfThenUntilCancelled());
    EXPECT_TRUE(busy());
    EXPECT_EQ(row.text(), QStringLiteral("Working…"));
    WAIT_UNTIL_EQ(row.progressBar()->value(), 500, 10000);
    row.cancelButton()->click();
    WAIT_UNTIL(runner.isIdle(), 10000);
    EXPECT_TRUE(idle());
    EXPECT_EQ(row.text(), QStringLiteral("Cancelled."));
    // The next job starts its progress from 0 again.
    runner.start(halfThenUntilCancelled());
    EXPECT_EQ(row.progressBar()->value(), 0);
    runner.cancel();
    WAIT_UNTIL(runner.isIdle(), 10000);
}

TEST_F(JobStatusRowTest, FailedJobIsToldInTheWindowsWords) {
    runner.start([](const core::ProgressFn&) -> JobRunner::Apply {
        throw std::runtime_error("no runs chosen");
    });
    WAIT_UNTIL(runner.isIdle(), 10000);
    EXPECT_TRUE(idle());
    EXPECT_EQ(row.text(), QStringLiteral("It failed: no runs chosen"));
}

TEST_F(JobStatusRowTest, StaleResultIsDroppedAndOnlyTheNewestJobEndsTheBusyState) {
    std::atomic<bool> release{false};
    std::atomic<bool> applied{false};
    runner.start([&release](const core::ProgressFn&) -> JobRunner::Apply {
        while (!release) std::this_thread::sleep_for(std::chrono::milliseconds(1));
        return [] { ADD_FAILURE() << "a stale result reached the window"; };
    });
    // The older job is left to finish; its result is dropped all the same.
    runner.start(
        [&applied](const core::ProgressFn&) -> JobRunner::Apply {
            return [&applied] { applied = true; };
        },
        JobRunner::Older::Finish);
    release = true;
    EXPECT_TRUE(busy());
    WAIT_UNTIL(runner.isIdle(), 10000);
    EXPECT_TRUE(idle());
    EXPECT_TRUE(applied);
    EXPECT_EQ(row.text(), QStringLiteral("Working…"));  // the newest job's text stays
}

}  // namespace
}  // namespace ranklens::ui
