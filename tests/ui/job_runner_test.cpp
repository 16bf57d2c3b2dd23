// The background-job runner (ui/common/job_runner.h): only the newest job's result reaches the
// GUI thread, cancel ends a job as cancelled, progress is in thousandths and never goes back,
// several requests in one event-loop turn cost one job, and tests wait on the idle signal.
#include <gtest/gtest.h>

#include <QSemaphore>
#include <QSignalSpy>
#include <atomic>
#include <stdexcept>
#include <thread>
#include <vector>

#include "ui/common/job_runner.h"

using ranklens::core::Cancelled;
using ranklens::core::ProgressFn;
using ranklens::ui::JobRunner;

namespace {

// A job that returns an Apply recording `value` in `applied`.
JobRunner::Work returning(int value, std::vector<int>& applied) {
    return [value, &applied](const ProgressFn&) -> JobRunner::Apply {
        return [value, &applied] { applied.push_back(value); };
    };
}

// A job that runs until it is cancelled, then throws core::Cancelled like the engine does.
JobRunner::Work untilCancelled(std::atomic<bool>& sawCancel) {
    return [&sawCancel](const ProgressFn& progress) -> JobRunner::Apply {
        while (progress(1, 2)) std::this_thread::sleep_for(std::chrono::milliseconds(1));
        sawCancel = true;
        throw Cancelled();
    };
}

}  // namespace

TEST(JobRunner, NewerJobCancelsTheRunningOneAndOnlyItsResultIsApplied) {
    JobRunner runner;
    QSignalSpy started(&runner, &JobRunner::started);
    QSignalSpy finished(&runner, &JobRunner::finished);
    QSignalSpy cancelled(&runner, &JobRunner::cancelled);
    std::atomic<bool> sawCancel = false;
    std::vector<int> applied;
    const quint64 first = runner.start(untilCancelled(sawCancel));
    const quint64 second = runner.start(returning(2, applied));
    EXPECT_GT(second, first);
    EXPECT_EQ(runner.generation(), second);
    EXPECT_TRUE(runner.isRunning());
    ASSERT_TRUE(runner.waitForIdle());
    EXPECT_TRUE(sawCancel);
    EXPECT_EQ(applied, std::vector<int>{2});
    EXPECT_EQ(started.count(), 2);
    EXPECT_EQ(finished.count(), 1);   // the stale job's end is not reported
    EXPECT_EQ(cancelled.count(), 0);  // nor its cancellation
    EXPECT_FALSE(runner.isRunning());
}

TEST(JobRunner, OlderJobLeftToFinishStillHasItsResultDropped) {
    JobRunner runner;
    QSemaphore gate;
    std::atomic<int> ranToEnd = 0;
    std::atomic<bool> keptGoing = false;
    std::vector<int> applied;
    runner.start([&](const ProgressFn& progress) -> JobRunner::Apply {
        gate.acquire();
        keptGoing = progress(1, 1);  // not cancelled by the newer job
        ++ranToEnd;
        return [&applied] { applied.push_back(1); };
    });
    runner.start(returning(2, applied), JobRunner::Older::Finish);
    gate.release();
    ASSERT_TRUE(runner.waitForIdle());
    EXPECT_EQ(ranToEnd, 1);
    EXPECT_TRUE(keptGoing);
    EXPECT_EQ(applied, std::vector<int>{2});
}

TEST(JobRunner, CancelEndsTheJobAsCancelledWithoutApplying) {
    JobRunner runner;
    QSignalSpy cancelled(&runner, &JobRunner::cancelled);
    QSignalSpy finished(&runner, &JobRunner::finished);
    QSignalSpy failed(&runner, &JobRunner::failed);
    std::atomic<bool> sawCancel = false;
    runner.start(untilCancelled(sawCancel));
    runner.cancel();
    ASSERT_TRUE(runner.waitForIdle());
    EXPECT_TRUE(sawCancel);
    EXPECT_EQ(cancelled.count(), 1);
    EXPECT_EQ(finished.count(), 1);
    EXPECT_EQ(failed.count(), 0);
    EXPECT_FALSE(runner.isRunning());
}

TEST(JobRunner, AnExceptionIsReportedAsFailedWithItsMessage) {
    JobRunner runner;
    QSignalSpy failed(&runner, &JobRunner::failed);
    QSignalSpy finished(&runner, &JobRunner::finished);
    runner.start([](const ProgressFn&) -> JobRunner::Apply {
        throw std::runtime_error("unknown metric: ndgc@10");
    });
    ASSERT_TRUE(runner.waitForIdle());
    ASSERT_EQ(failed.count(), 1);
    EXPECT_EQ(failed.at(0).at(0).toString(), QStringLiteral("unknown metric: ndgc@10"));
    EXPECT_EQ(finished.count(), 1);
}

TEST(JobRunner, ProgressIsInThousandthsAndNeverGoesBack) {
    JobRunner runner;
    QSignalSpy progress(&runner, &JobRunner::progress);
    runner.start([](const ProgressFn& p) -> JobRunner::Apply {
        p(0, 4);
        p(1, 4);
        p(1, 4);  // same thousandth: not reported again
        p(3, 4);
        p(1, 2);  // 500 after 750: dropped
        p(9, 8);  // past the end counts as done
        p(4, 4);
        return {};
    });
    ASSERT_TRUE(runner.waitForIdle());
    std::vector<int> values;
    for (const auto& args : progress) values.push_back(args.at(0).toInt());
    EXPECT_EQ(values, (std::vector<int>{0, 250, 750, 1000}));
}

TEST(JobRunner, ProgressOfAStaleJobIsNotReported) {
    JobRunner runner;
    QSignalSpy progress(&runner, &JobRunner::progress);
    QSemaphore gate;
    runner.start([&gate](const ProgressFn& p) -> JobRunner::Apply {
        gate.acquire();
        p(1, 2);
        return {};
    });
    runner.start([](const ProgressFn&) -> JobRunner::Apply { return {}; },
                 JobRunner::Older::Finish);
    gate.release();
    ASSERT_TRUE(runner.waitForIdle());
    EXPECT_EQ(progress.count(), 0);
}

TEST(JobRunner, RequestsInOneEventLoopTurnCostOneJob) {
    JobRunner runner;
    QSignalSpy started(&runner, &JobRunner::started);
    std::vector<int> applied;
    int made = 0;
    for (int i = 0; i < 3; ++i)
        runner.startSoon([&, i] {
            ++made;
            return returning(10 + i, applied);
        });
    EXPECT_TRUE(runner.isRunning());  // pending counts as running
    EXPECT_FALSE(runner.isIdle());
    ASSERT_TRUE(runner.waitForIdle());
    EXPECT_EQ(made, 1);
    EXPECT_EQ(started.count(), 1);
    EXPECT_EQ(applied, std::vector<int>{12});  // the last request's job

    // Nothing to do: no job, and waiting still ends.
    runner.startSoon([] { return JobRunner::Work(); });
    ASSERT_TRUE(runner.waitForIdle());
    EXPECT_EQ(started.count(), 1);
    EXPECT_FALSE(runner.isRunning());
}

TEST(JobRunner, WaitForIdleReturnsFalseWhileAJobIsHeld) {
    JobRunner runner;
    QSemaphore gate;
    std::vector<int> applied;
    runner.start([&](const ProgressFn&) -> JobRunner::Apply {
        gate.acquire();
        return [&applied] { applied.push_back(7); };
    });
    EXPECT_FALSE(runner.waitForIdle(20));
    EXPECT_TRUE(applied.empty());
    gate.release();
    ASSERT_TRUE(runner.waitForIdle());
    EXPECT_EQ(applied, std::vector<int>{7});
}
