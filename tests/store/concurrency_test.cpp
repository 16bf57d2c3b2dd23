// Two processes or threads creating the same new project at once (issue 17, item 6): both
// succeed (busy timeout; the schema is created under the write lock only when still absent),
// and the project holds what each imported.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <thread>
#include <vector>

#include "core/store/project_store.h"
#include "tests/store/damage_util.h"

namespace ranklens::store {
namespace {

using test::integrityCheck;
using test::makeRun;
using test::TempDir;
using test::writeFile;

// Starts `ranklens-cli import project --run file`, blocked until `gate` is closed by the parent.
pid_t startGatedImport(const std::string& project, const std::string& file, const int gate[2],
                       const std::string& errFile) {
    const pid_t pid = ::fork();
    if (pid == 0) {
        ::close(gate[1]);
        char c;
        while (::read(gate[0], &c, 1) > 0) {
        }
        const int err = ::open(errFile.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        ::dup2(err, 2);
        ::dup2(err, 1);
        ::execl(RANKLENS_CLI, RANKLENS_CLI, "import", project.c_str(), "--run", file.c_str(),
                static_cast<char*>(nullptr));
        ::_exit(127);
    }
    return pid;
}

TEST(ConcurrentCreation, FourProcessesCreatingOneProjectAllSucceed) {
    TempDir dir;
    constexpr int kProcs = 4;
    for (int p = 0; p < kProcs; ++p)
        writeFile(dir.file("run" + std::to_string(p) + ".txt"), makeRun(30, 20, 100 + p));
    for (int round = 0; round < 8; ++round) {
        const std::string project = dir.file("p" + std::to_string(round) + ".ranklens");
        int gate[2];
        ASSERT_EQ(::pipe(gate), 0);
        std::vector<pid_t> pids;
        for (int p = 0; p < kProcs; ++p)
            pids.push_back(startGatedImport(project, dir.file("run" + std::to_string(p) + ".txt"),
                                            gate, dir.file("err" + std::to_string(p))));
        ::close(gate[0]);
        ::close(gate[1]);  // all start now
        for (int p = 0; p < kProcs; ++p) {
            int status = 0;
            ::waitpid(pids[static_cast<std::size_t>(p)], &status, 0);
            ASSERT_TRUE(WIFEXITED(status)) << "round " << round;
            EXPECT_EQ(WEXITSTATUS(status), 0)
                << "round " << round << ": "
                << test::readBytes(dir.file("err" + std::to_string(p)));
        }
        EXPECT_EQ(integrityCheck(project), "ok");
        auto ps = ProjectStore::open(project);
        const auto runs = ps->runs();
        ASSERT_EQ(runs.size(), static_cast<std::size_t>(kProcs)) << "round " << round;
        for (const auto& r : runs) EXPECT_EQ(ps->loadRun(r.id).totalDocs(), 600u);
    }
}

TEST(ConcurrentCreation, TwoThreadsOpeningANewProjectBothSucceed) {
    TempDir dir;
    writeFile(dir.file("a.txt"), makeRun(10, 10, 1));
    writeFile(dir.file("b.txt"), makeRun(10, 10, 2));
    for (int round = 0; round < 10; ++round) {
        const std::string project = dir.file("t" + std::to_string(round) + ".ranklens");
        std::atomic<int> ready{0};
        std::string errors[2];
        auto work = [&](int i) {
            ++ready;
            while (ready.load() < 2) {
            }
            try {
                auto ps = ProjectStore::open(project);
                ps->importRun(dir.file(i ? "b.txt" : "a.txt"), {});
            } catch (const std::exception& e) {
                errors[i] = e.what();
            }
        };
        std::thread t0(work, 0), t1(work, 1);
        t0.join();
        t1.join();
        EXPECT_EQ(errors[0], "") << "round " << round;
        EXPECT_EQ(errors[1], "") << "round " << round;
        EXPECT_EQ(ProjectStore::open(project)->runs().size(), 2u) << "round " << round;
    }
}

}  // namespace
}  // namespace ranklens::store
