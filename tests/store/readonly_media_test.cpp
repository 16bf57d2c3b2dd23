// Read-only and full media (issue 17, item 7): a project on a read-only bind mount, in a
// read-only folder or file, or on a full disk opens read-only for viewing, says why editing
// is off, and refuses edits with "project is read-only: <reason>"; an import that fills the
// disk says "disk full" and leaves the project as it was. Mounts need root: as another user
// these tests are skipped, naming why.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "core/store/project_store.h"
#include "tests/cli/cli_runner.h"
#include "tests/store/damage_util.h"

namespace ranklens::store {
namespace {

using ranklens::test::cli;
using test::makeRun;
using test::readBytes;
using test::snapshot;
using test::TempDir;
using test::TestMount;
using test::writeFile;

// What is wrong with a project opened read-only ("" when nothing): it must be readable, say
// `reason`, and refuse every edit with "project is read-only: <reason>". Plain checks, so a
// forked child can run them too.
std::string viewOnlyProblems(ProjectStore& ps, const std::string& reason,
                             const std::string& runFile) {
    std::string out;
    if (!ps.isReadOnly()) return "opened writable";
    if (ps.readOnlyReason().find(reason) == std::string::npos)
        out += "reason '" + ps.readOnlyReason() + "'; ";
    const auto runs = ps.runs();
    const auto sets = ps.labelSets();
    if (runs.size() != 2 || sets.empty()) return out + "runs or label sets missing";
    if (ps.loadRun(runs[0].id).totalDocs() != 180u) out += "run not loaded; ";
    if (ps.loadLabels(sets[0].id).totalJudgments() == 0) out += "labels not loaded; ";
    const std::string refusal = "project is read-only: " + reason;
    auto refused = [&](const char* what, auto&& edit) {
        try {
            edit();
            out += std::string(what) + " was not refused; ";
        } catch (const StoreError& e) {
            if (std::string(e.what()).find(refusal) == std::string::npos)
                out += std::string(what) + ": '" + e.what() + "'; ";
        }
    };
    refused("setLabel", [&] { ps.setLabel(sets[0].id, "q1", "d1", 3, "me"); });
    refused("importRun", [&] { ps.importRun(runFile, {}); });
    refused("createLabelSet", [&] { ps.createLabelSet("x", "manual"); });
    return out;
}

void expectViewOnly(ProjectStore& ps, const std::string& reason, const std::string& runFile) {
    EXPECT_EQ(viewOnlyProblems(ps, reason, runFile), "");
}

class ReadOnlyMedia : public ::testing::Test {
  protected:
    void SetUp() override {
        src = dir.file("src");
        std::filesystem::create_directories(src);
        project = src + "/p.ranklens";
        test::makeProject(dir, project);
        writeFile(dir.file("new.txt"), makeRun(5, 5, 77));
        before = readBytes(project);
    }
    TempDir dir;
    std::string src, project, before;
};

TEST_F(ReadOnlyMedia, ReadOnlyBindMountOpensForViewing) {
    const std::string ro = dir.file("ro");
    std::filesystem::create_directories(ro);
    const TestMount m = TestMount::readOnlyBind(src, ro);
    if (!m.ok()) GTEST_SKIP() << m.why();
    const std::string path = ro + "/p.ranklens";
    {
        auto ps = ProjectStore::open(path);
        expectViewOnly(*ps, "the file system is mounted read-only", dir.file("new.txt"));
    }
    // CLI: info and eval work; import is refused naming the reason; nothing changed.
    const auto info = cli("info '" + path + "'", true);
    EXPECT_EQ(info.code, 0) << info.out;
    EXPECT_NE(info.out.find("read-only: the file system is mounted read-only"), std::string::npos)
        << info.out;
    EXPECT_EQ(cli("eval-project '" + path + "' --run 1 -m map").code, 0);
    const auto imp = cli("import '" + path + "' --run '" + dir.file("new.txt") + "'", true);
    EXPECT_EQ(imp.code, 2);
    EXPECT_NE(imp.out.find("project is read-only: the file system is mounted read-only"),
              std::string::npos)
        << imp.out;
    EXPECT_EQ(readBytes(project), before);
}

TEST_F(ReadOnlyMedia, UncheckpointedProjectOnReadOnlyMediaSaysWhatIsNotShown) {
    // A writer still has the project open (its -wal holds a grade) when the media turns
    // read-only: the project opens, and the reason says the newest changes may not show.
    auto writer = ProjectStore::open(project);
    writer->setLabel(writer->labelSets()[0].id, "q1", "d1", 3, "me");
    const std::string ro = dir.file("ro");
    std::filesystem::create_directories(ro);
    const TestMount m = TestMount::readOnlyBind(src, ro);
    if (!m.ok()) GTEST_SKIP() << m.why();
    auto ps = ProjectStore::open(ro + "/p.ranklens");
    EXPECT_TRUE(ps->isReadOnly());
    EXPECT_NE(ps->readOnlyReason().find("read-only"), std::string::npos) << ps->readOnlyReason();
}

// Opens path as an ordinary user (as root: in a child switched to uid/gid 65534, since chmod
// does not stop root) and returns viewOnlyProblems, or why it could not run.
std::string viewOnlyAsUser(const std::string& path, const std::string& reason,
                           const std::string& runFile) {
    auto check = [&]() -> std::string {
        try {
            auto ps = ProjectStore::open(path);
            return viewOnlyProblems(*ps, reason, runFile);
        } catch (const std::exception& e) {
            return std::string("open failed: ") + e.what();
        }
    };
    if (::geteuid() != 0) return check();
    int fds[2];
    if (::pipe(fds) != 0) return "pipe failed";
    std::fflush(nullptr);
    const pid_t pid = ::fork();
    if (pid == 0) {
        ::close(fds[0]);
        std::string problems = "cannot switch to uid 65534";
        if (::setgid(65534) == 0 && ::setuid(65534) == 0) problems = check();
        const ssize_t n = ::write(fds[1], problems.data(), problems.size());
        ::_exit(n == static_cast<ssize_t>(problems.size()) ? 0 : 1);
    }
    ::close(fds[1]);
    std::string out;
    char buf[512];
    for (ssize_t n; (n = ::read(fds[0], buf, sizeof buf)) > 0;)
        out.append(buf, static_cast<std::size_t>(n));
    ::close(fds[0]);
    int status = 0;
    ::waitpid(pid, &status, 0);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) out += " (the child did not finish)";
    return out;
}

TEST_F(ReadOnlyMedia, ReadOnlyFolderAndFileForAnOrdinaryUser) {
    // The test's files must be readable by uid 65534 when run as root.
    ::chmod(dir.file("").c_str(), 0755);
    ::chmod(dir.file("new.txt").c_str(), 0644);
    // A folder the user cannot write, holding a file they could.
    ::chmod(src.c_str(), 0555);
    ::chmod(project.c_str(), 0666);
    EXPECT_EQ(viewOnlyAsUser(project, "the folder is not writable", dir.file("new.txt")), "");
    // A file the user cannot write, in a folder they could.
    ::chmod(src.c_str(), 0777);
    ::chmod(project.c_str(), 0444);
    EXPECT_EQ(viewOnlyAsUser(project, "the file is not writable", dir.file("new.txt")), "");
    ::chmod(src.c_str(), 0755);
    ::chmod(project.c_str(), 0644);
    EXPECT_EQ(readBytes(project), before);
}

// Fills the file system of `dir` (a tmpfs) to the last byte.
void fill(const std::string& dir) {
    std::FILE* f = std::fopen((dir + "/filler").c_str(), "wb");
    const std::string block(4096, 'z');
    while (f && std::fwrite(block.data(), 1, block.size(), f) == block.size()) {
    }
    while (f && std::fwrite("z", 1, 1, f) == 1) {
    }
    if (f) std::fclose(f);
}

TEST_F(ReadOnlyMedia, FullDiskOpensForViewingAndSaysDiskFull) {
    const std::string mnt = dir.file("full");
    std::filesystem::create_directories(mnt);
    const TestMount m = TestMount::tmpfs(mnt, 1 << 20);
    if (!m.ok()) GTEST_SKIP() << m.why();
    const std::string path = mnt + "/p.ranklens";
    std::filesystem::copy_file(project, path);
    fill(mnt);
    {
        auto ps = ProjectStore::open(path);
        expectViewOnly(*ps, "disk full", dir.file("new.txt"));
    }
    const auto info = cli("info '" + path + "'", true);
    EXPECT_EQ(info.code, 0) << info.out;
    EXPECT_EQ(info.out.find("not a RankLens project"), std::string::npos) << info.out;
    // A new project cannot be created: said as such.
    const auto imp =
        cli("import '" + mnt + "/new.ranklens' --run '" + dir.file("new.txt") + "'", true);
    EXPECT_EQ(imp.code, 2);
    EXPECT_NE(imp.out.find("disk full"), std::string::npos) << imp.out;
    EXPECT_EQ(readBytes(path), before);
}

TEST_F(ReadOnlyMedia, ImportThatFillsTheDiskSaysDiskFullAndChangesNothing) {
    const std::string mnt = dir.file("small");
    std::filesystem::create_directories(mnt);
    // Room for the project and a little more, not for a 40,000-line run.
    const TestMount m = TestMount::tmpfs(mnt, before.size() + (512 << 10));
    if (!m.ok()) GTEST_SKIP() << m.why();
    const std::string path = mnt + "/p.ranklens";
    std::filesystem::copy_file(project, path);
    const std::string snap = snapshot(path);
    writeFile(dir.file("big.txt"), makeRun(200, 200, 5));
    auto ps = ProjectStore::open(path);
    ASSERT_FALSE(ps->isReadOnly()) << ps->readOnlyReason();
    try {
        ps->importRun(dir.file("big.txt"), {});
        FAIL() << "the import cannot fit";
    } catch (const StoreError& e) {
        EXPECT_NE(std::string(e.what()).find("disk full"), std::string::npos) << e.what();
    }
    ps.reset();
    EXPECT_EQ(test::integrityCheck(path), "ok");
    EXPECT_EQ(snapshot(path), snap);
}

}  // namespace
}  // namespace ranklens::store
