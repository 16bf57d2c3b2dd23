// A child ranklens-cli importing a large run is killed with SIGKILL in the middle of the
// import; the project must then open, pass integrity_check and hold no trace of the import.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <random>
#include <thread>

#include "core/store/project_store.h"
#include "tests/store/store_test_util.h"

namespace ranklens::store {
namespace {

using test::integrityCheck;
using test::makeRun;
using test::snapshot;
using test::TempDir;
using test::writeFile;

// Starts `ranklens-cli import project --run file` with stderr on a pipe; with pauseAt, the
// test helper pausing_import instead, which stops once progress reaches pauseAt/1000.
pid_t startImport(const std::string& project, const std::string& file, const char* pauseAt,
                  int& errFd) {
    int fds[2];
    if (::pipe(fds) != 0) return -1;
    const pid_t pid = ::fork();
    if (pid == 0) {
        ::dup2(fds[1], 2);
        const int devnull = ::open("/dev/null", O_WRONLY);
        ::dup2(devnull, 1);
        ::close(fds[0]);
        ::close(fds[1]);
        if (pauseAt)
            ::execl(RANKLENS_PAUSING_IMPORT, RANKLENS_PAUSING_IMPORT, project.c_str(), file.c_str(),
                    "half", pauseAt, static_cast<char*>(nullptr));
        else
            ::execl(RANKLENS_CLI, RANKLENS_CLI, "import", project.c_str(), "--run", file.c_str(),
                    "--name", "half", static_cast<char*>(nullptr));
        ::_exit(127);
    }
    ::close(fds[1]);
    errFd = fds[0];
    return pid;
}

// Reads the child's stderr until `marker` appears (or EOF). Returns what was read.
std::string readUntil(int fd, const std::string& marker) {
    std::string out;
    char buf[512];
    while (out.find(marker) == std::string::npos) {
        const ssize_t n = ::read(fd, buf, sizeof buf);
        if (n <= 0) break;
        out.append(buf, static_cast<std::size_t>(n));
    }
    return out;
}

void killAndReap(pid_t pid) {
    ::kill(pid, SIGKILL);
    int status = 0;
    ::waitpid(pid, &status, 0);
}

class CrashTest : public ::testing::Test {
  protected:
    void SetUp() override {
        project = dir.file("p.ranklens");
        writeFile(dir.file("small.txt"), makeRun(10, 20, 5));
        writeFile(dir.file("big.txt"), makeRun(400, 500, 6));  // 200k lines
        auto ps = ProjectStore::open(project);
        ps->importRun(dir.file("small.txt"), {});
        ps.reset();
        before = snapshot(project);
    }
    TempDir dir;
    std::string project, before;
};

TEST_F(CrashTest, SigkillWhileStoringLeavesNoTrace) {
    int errFd = -1;
    const pid_t pid = startImport(project, dir.file("big.txt"), "800", errFd);
    ASSERT_GT(pid, 0);
    const std::string err = readUntil(errFd, "paused at");
    ASSERT_NE(err.find("paused at"), std::string::npos) << err;
    // The child is inside its write transaction now (storing phase, >= 800/1000).
    EXPECT_TRUE(std::filesystem::exists(project + "-wal"));
    killAndReap(pid);
    ::close(errFd);

    EXPECT_EQ(integrityCheck(project), "ok");
    {
        auto ps = ProjectStore::open(project);
        ASSERT_EQ(ps->runs().size(), 1u);
        EXPECT_EQ(ps->runs()[0].name, "small.txt");
        EXPECT_EQ(ps->loadRun(ps->runs()[0].id).totalDocs(), 200u);
    }
    EXPECT_EQ(snapshot(project), before);
    // The same import then succeeds (no stale lock, no duplicate left behind).
    auto ps = ProjectStore::open(project);
    EXPECT_NO_THROW(ps->importRun(dir.file("big.txt"), {}));
    EXPECT_EQ(ps->runs().size(), 2u);
}

TEST_F(CrashTest, SigkillAtArbitraryMomentsIsAllOrNothing) {
    // Kill at random moments of a real import (no pause), from its first milliseconds to past
    // its end: each time the project holds either the whole run or none of it.
    std::mt19937 rng(80);
    std::size_t none = 0, whole = 0;
    constexpr int kKills = 12;
    for (int kill = 0; kill < kKills; ++kill) {
        const int delayMs = static_cast<int>(rng() % 700);
        int errFd = -1;
        const pid_t pid = startImport(project, dir.file("big.txt"), nullptr, errFd);
        ASSERT_GT(pid, 0);
        std::this_thread::sleep_for(std::chrono::milliseconds(delayMs));
        killAndReap(pid);
        ::close(errFd);
        ASSERT_EQ(integrityCheck(project), "ok") << delayMs;
        auto ps = ProjectStore::open(project);
        const auto runs = ps->runs();
        if (runs.size() == 1) {
            ++none;
            ps.reset();
            EXPECT_EQ(snapshot(project), before) << delayMs;
        } else {
            ASSERT_EQ(runs.size(), 2u);
            EXPECT_EQ(runs[1].numDocs, 200000);
            EXPECT_EQ(ps->loadRun(runs[1].id).totalDocs(), 200000u);
            ++whole;
            ps->deleteRun(runs[1].id);
            ps.reset();
            before = snapshot(project);
        }
    }
    EXPECT_EQ(none + whole, static_cast<std::size_t>(kKills));
}

}  // namespace
}  // namespace ranklens::store
