// Issue 35, round 2, items 6 and 7 under SIGKILL: `import --run --trained-until` and `import
// --log --position-column --drop-leaks` killed at random moments leave the project holding the
// run with its cutoff, or the log without its leaking events, or neither: never a run without
// its cutoff, never a log with the events --drop-leaks leaves out.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <random>
#include <thread>
#include <vector>

#include "core/behaviour/log_time.h"
#include "core/store/behaviour_store.h"
#include "core/store/project_store.h"
#include "tests/store/store_test_util.h"

namespace ranklens::store {
namespace {

using test::integrityCheck;
using test::makeRun;
using test::TempDir;
using test::writeFile;

// Runs `ranklens-cli import PROJECT args...` (output to /dev/null), kills it after delayMs.
void importKilledAfter(const std::vector<std::string>& args, int delayMs) {
    const pid_t pid = ::fork();
    if (pid == 0) {
        const int devnull = ::open("/dev/null", O_WRONLY);
        ::dup2(devnull, 1);
        ::dup2(devnull, 2);
        std::vector<char*> argv{const_cast<char*>(RANKLENS_CLI), const_cast<char*>("import")};
        for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
        argv.push_back(nullptr);
        ::execv(RANKLENS_CLI, argv.data());
        ::_exit(127);
    }
    ASSERT_GT(pid, 0);
    std::this_thread::sleep_for(std::chrono::milliseconds(delayMs));
    ::kill(pid, SIGKILL);
    int status = 0;
    ::waitpid(pid, &status, 0);
}

// 2024-01-01 + i seconds for the first half of the events, 2024-03-01 + i for the second.
std::string makeLog(int rows) {
    std::string out = "query,item,event,pos,timestamp\n";
    for (int i = 0; i < rows; ++i) {
        const long t = (i < rows / 2 ? 1704067200L : 1709251200L) + i;
        out += "q" + std::to_string(i % 500) + ",d" + std::to_string(i % 37) + "," +
               (i % 3 ? "impression" : "click") + "," + std::to_string(1 + i % 10) + "," +
               std::to_string(t) + "\n";
    }
    return out;
}

constexpr const char* kCutoff = "2024-02-01";

TEST(RobustnessKill, ARunIsKeptWithItsCutoffOrNotAtAll) {
    TempDir dir;
    const std::string project = dir.file("p.ranklens");
    writeFile(dir.file("big.txt"), makeRun(400, 500, 6));  // 200k lines
    ProjectStore::open(project).reset();
    const double cutoff = *core::behaviour::parseLogTime(kCutoff);
    std::mt19937 rng(35);
    std::size_t none = 0, whole = 0;
    for (int kill = 0; kill < 10; ++kill) {
        const int delayMs = static_cast<int>(rng() % 600);
        importKilledAfter({project, "--run", dir.file("big.txt"), "--trained-until", kCutoff},
                          delayMs);
        ASSERT_EQ(integrityCheck(project), "ok") << delayMs;
        auto ps = ProjectStore::open(project);
        const auto runs = ps->runs();
        const auto cutoffs = ps->behaviour()->trainingCutoffs();
        if (runs.empty()) {
            EXPECT_TRUE(cutoffs.empty()) << delayMs;
            ++none;
            continue;
        }
        ASSERT_EQ(runs.size(), 1u) << delayMs;
        EXPECT_EQ(runs[0].numDocs, 200000);
        ASSERT_EQ(cutoffs.size(), 1u) << delayMs;
        EXPECT_DOUBLE_EQ(cutoffs.at(runs[0].id), cutoff) << delayMs;
        ++whole;
        ps->deleteRun(runs[0].id);
        EXPECT_TRUE(ps->behaviour()->trainingCutoffs().empty());
    }
    EXPECT_EQ(none + whole, 10u);
    std::printf("run with cutoff: %zu kills left nothing, %zu the whole run with its cutoff\n",
                none, whole);
}

TEST(RobustnessKill, AClickLogIsKeptWithoutItsLeaksOrNotAtAll) {
    TempDir dir;
    const std::string project = dir.file("p.ranklens");
    constexpr int kRows = 120000;
    writeFile(dir.file("log.csv"), makeLog(kRows));
    writeFile(dir.file("run.txt"), "q1 Q0 d1 1 2 sys\n");
    {
        auto ps = ProjectStore::open(project);
        ImportOptions o;
        o.trainedUntil = *core::behaviour::parseLogTime(kCutoff);
        ps->importRun(dir.file("run.txt"), o);
    }
    // Rows of the second half (after the cutoff): every third a click, the others impressions.
    const std::int64_t kept = kRows / 2;
    std::mt19937 rng(36);
    std::size_t none = 0, whole = 0;
    for (int kill = 0; kill < 10; ++kill) {
        const int delayMs = static_cast<int>(rng() % 1200);
        importKilledAfter(
            {project, "--log", dir.file("log.csv"), "--position-column", "pos", "--drop-leaks"},
            delayMs);
        ASSERT_EQ(integrityCheck(project), "ok") << delayMs;
        auto ps = ProjectStore::open(project);
        BehaviourStore& b = *ps->behaviour();
        const auto logs = b.clickLogs();
        if (logs.empty()) {
            ++none;
            continue;
        }
        ASSERT_EQ(logs.size(), 1u) << delayMs;
        EXPECT_EQ(logs[0].numEvents, kept) << delayMs;
        EXPECT_EQ(b.countLeaks(logs[0].id, *core::behaviour::parseLogTime(kCutoff)).before, 0);
        ++whole;
        b.deleteClickLog(logs[0].id);
    }
    EXPECT_EQ(none + whole, 10u);
    std::printf("log with --drop-leaks: %zu kills left nothing, %zu the log without its leaks\n",
                none, whole);
}

}  // namespace
}  // namespace ranklens::store
