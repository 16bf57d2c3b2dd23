// Issue 35 ("never crash, never lose a label") through the real binary: requests and limits
// that once aborted the process now run, or are refused by name.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>

#include "tests/cli/cli_runner.h"
#include "tests/core/temp_dir_test.h"

namespace {

using ranklens::test::cli;
using ranklens::test::runCommand;

const std::string kDir = std::string(RANKLENS_TEST_DATA) + "/compare/";
const std::string kFiles = kDir + "qrels.txt " + kDir + "base.run " + kDir + "new.run";

class RobustnessCli : public ranklens::test::TempDirTest {};

// --threads 100000 aborted (std::system_error out of std::thread): now the engine's cap, said
// on stderr, with the values of one thread.
TEST_F(RobustnessCli, ThreadsBeyondTheCapRunWithANote) {
    const std::string project = (dir_ / "p.ranklens").string();
    ASSERT_EQ(cli("import " + project + " --qrels " + kDir + "qrels.txt --run " + kDir +
                  "base.run --run " + kDir + "new.run")
                  .code,
              0);
    for (const std::string& args :
         {"compare " + kFiles, "eval " + kDir + "qrels.txt " + kDir + "new.run", "eval " + project,
          "compare " + project + " --baseline base.run"}) {
        const auto one = cli(args + " --threads 1");
        ASSERT_EQ(one.code, 0) << args;
        const auto many = cli(args + " --threads 100000");
        EXPECT_EQ(many.code, 0) << args;
        EXPECT_EQ(many.out, one.out) << args;
        const auto note =
            runCommand("'" RANKLENS_CLI "' " + args + " --threads 100000 2>&1 >/dev/null");
        EXPECT_NE(note.out.find("--threads 100000: using 256 threads"), std::string::npos)
            << args << ": " << note.out;
    }
}

// Under a process limit (ulimit -u) a thread the system refuses to start means fewer threads:
// the same output, exit 0. Root is exempt from RLIMIT_NPROC, so the commands run as nobody.
TEST_F(RobustnessCli, AProcessLimitMeansFewerThreadsNotAnAbort) {
    if (geteuid() != 0 || runCommand("command -v setpriv prlimit >/dev/null").code != 0)
        GTEST_SKIP() << "needs root, setpriv and prlimit (to run as nobody under ulimit -u 1)";
    std::filesystem::permissions(dir_, std::filesystem::perms::all);
    const std::string limited =
        "setpriv --reuid=65534 --regid=65534 --clear-groups prlimit "
        "--nproc=1 '" RANKLENS_CLI "' ";
    const std::string project = (dir_ / "p.ranklens").string();
    // Import fingerprints the file on a second thread while it reads it.
    const auto imported =
        runCommand(limited + "import " + project + " --qrels " + kDir + "qrels.txt --run " + kDir +
                   "base.run --run " + kDir + "new.run 2>&1");
    ASSERT_EQ(imported.code, 0) << imported.out;
    for (const std::string& args :
         {"compare " + kFiles, "eval " + kDir + "qrels.txt " + kDir + "new.run", "eval " + project,
          "compare " + project + " --baseline base.run"}) {
        const auto expected = cli(args + " --threads 1");
        ASSERT_EQ(expected.code, 0) << args;
        const auto got = runCommand(limited + args + " --threads 16 2>/dev/null");
        EXPECT_EQ(got.code, 0) << args;
        EXPECT_EQ(got.out, expected.out) << args;
    }
}

}  // namespace
