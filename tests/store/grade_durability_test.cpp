// Grades are never lost: a child process grades item after item and reports each grade only
// after setLabel has returned (the moment the UI shows it); it is killed with SIGKILL at a
// random moment. Every reported grade, and its history entry, must be in the file when it is
// opened again, and the file must pass integrity_check.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <random>

#include "core/store/project_store.h"
#include "tests/store/damage_util.h"

namespace ranklens::store {
namespace {

using test::integrityCheck;
using test::TempDir;

[[noreturn]] void gradeForever(const std::string& project, std::int64_t set, int round, int out) {
    auto ps = ProjectStore::open(project);
    for (std::int32_t i = 0;; ++i) {
        ps->setLabel(set, "q" + std::to_string(round), "d" + std::to_string(i), i % 4, "child");
        if (::write(out, &i, sizeof i) != sizeof i) ::_exit(3);
    }
}

TEST(GradeDurability, EveryGradeReturnedBeforeSigkillIsInTheFile) {
    TempDir dir;
    const std::string project = dir.file("p.ranklens");
    std::int64_t set = 0;
    {
        auto ps = ProjectStore::open(project);
        set = ps->createLabelSet("annotator", "manual");
    }
    std::mt19937 rng(2024);
    std::size_t total = 0;
    for (int round = 0; round < 30; ++round) {
        int fds[2];
        ASSERT_EQ(::pipe(fds), 0);
        std::fflush(nullptr);
        const pid_t pid = ::fork();
        if (pid == 0) {
            ::close(fds[0]);
            gradeForever(project, set, round, fds[1]);
        }
        ::close(fds[1]);
        // A random moment: after 1..40 reported grades, then 0..3 ms more of grading.
        const std::int32_t target = 1 + static_cast<std::int32_t>(rng() % 40);
        std::int32_t last = -1, v = 0;
        while (last + 1 < target && ::read(fds[0], &v, sizeof v) == sizeof v) last = v;
        ::usleep(static_cast<useconds_t>(rng() % 3000));
        ::kill(pid, SIGKILL);
        int status = 0;
        ::waitpid(pid, &status, 0);
        ASSERT_TRUE(WIFSIGNALED(status)) << "round " << round << ": the child stopped by itself";
        while (::read(fds[0], &v, sizeof v) == sizeof v) last = v;  // reported before the kill
        ::close(fds[0]);
        ASSERT_GE(last, 0) << "round " << round;

        ASSERT_EQ(integrityCheck(project), "ok") << "round " << round;
        auto ps = ProjectStore::open(project);
        const core::Qrels labels = ps->loadLabels(set);
        const auto* q = labels.find("q" + std::to_string(round));
        ASSERT_NE(q, nullptr) << "round " << round;
        for (std::int32_t i = 0; i <= last; ++i)
            EXPECT_EQ(q->grade(("d" + std::to_string(i)).c_str()), i % 4)
                << "round " << round << ": grade " << i << " of " << last << " lost";
        total += static_cast<std::size_t>(last) + 1;
        EXPECT_GE(ps->labelHistory(set).size(), total) << "round " << round;
    }
    std::printf("%zu reported grades over 30 kills, all in the file\n", total);
}

}  // namespace
}  // namespace ranklens::store
