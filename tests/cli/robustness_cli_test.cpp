// Issue 35 ("never crash, never lose a label") through the real binary: requests and limits
// that once aborted the process now run, or are refused by name.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>

#include "tests/cli/cli_runner.h"
#include "tests/core/temp_dir_test.h"

namespace {

using ranklens::test::kCompareData;
using ranklens::test::kCompareFiles;

using ranklens::test::cli;
using ranklens::test::runCommand;

class RobustnessCli : public ranklens::test::TempDirTest {};

// --threads 100000 aborted (std::system_error out of std::thread): now the engine's cap, said
// on stderr, with the values of one thread.
TEST_F(RobustnessCli, ThreadsBeyondTheCapRunWithANote) {
    const std::string project = (dir_ / "p.ranklens").string();
    ASSERT_EQ(cli("import " + project + " --qrels " + kCompareData + "qrels.txt --run " +
                  kCompareData + "base.run --run " + kCompareData + "new.run")
                  .code,
              0);
    for (const std::string& args :
         {"compare " + kCompareFiles,
          "eval " + kCompareData + "qrels.txt " + kCompareData + "new.run", "eval " + project,
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
// the same output, exit 0. Root is exempt from RLIMIT_NPROC, so the commands run as nobody, on
// copies of the binary and the files in the test's own folder: a clone in a folder nobody can
// enter (under /root, or made by mktemp -d) is out of nobody's reach ("prlimit: failed to
// execute ...: Permission denied", exit 126).
TEST_F(RobustnessCli, AProcessLimitMeansFewerThreadsNotAnAbort) {
    namespace fs = std::filesystem;
    if (geteuid() != 0 || runCommand("command -v setpriv prlimit >/dev/null").code != 0)
        GTEST_SKIP() << "needs root, setpriv and prlimit (to run as nobody under ulimit -u 1)";
    fs::permissions(dir_, fs::perms::all);
    const std::string cliCopy = (dir_ / "ranklens-cli").string();
    fs::copy_file(RANKLENS_CLI, cliCopy);
    fs::permissions(cliCopy, fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec |
                                 fs::perms::others_read | fs::perms::others_exec);
    for (const char* f : {"qrels.txt", "base.run", "new.run"})
        fs::copy_file(kCompareData + f, dir_ / f);
    const std::string asNobody = "setpriv --reuid=65534 --regid=65534 --clear-groups ";
    if (runCommand(asNobody + "test -x '" + cliCopy + "'").code != 0)
        GTEST_SKIP() << "nobody cannot reach the test's folder " << dir_.parent_path()
                     << " (TMPDIR in a private folder)";
    // LeakSanitizer (the ASan build) needs a thread of its own at exit: off under the limit.
    const std::string limited =
        "ASAN_OPTIONS=detect_leaks=0 " + asNobody + "prlimit --nproc=1 '" + cliCopy + "' ";
    const std::string data = dir_.string() + "/";
    const std::string files = data + "qrels.txt " + data + "base.run " + data + "new.run";
    const std::string project = data + "p.ranklens";
    // Import fingerprints the file on a second thread while it reads it.
    const auto imported =
        runCommand(limited + "import " + project + " --qrels " + data + "qrels.txt --run " + data +
                   "base.run --run " + data + "new.run 2>&1");
    ASSERT_EQ(imported.code, 0) << imported.out;
    for (const std::string& args :
         {"compare " + files, "eval " + data + "qrels.txt " + data + "new.run", "eval " + project,
          "compare " + project + " --baseline base.run"}) {
        const auto expected = cli(args + " --threads 1");
        ASSERT_EQ(expected.code, 0) << args;
        const auto got = runCommand(limited + args + " --threads 16 2>/dev/null");
        EXPECT_EQ(got.code, 0) << args;
        EXPECT_EQ(got.out, expected.out) << args;
    }
}

// Every numeric option by one rule: NaN and out-of-range values refused by name, the range
// printed readably (not the 309 digits of the largest double).
TEST_F(RobustnessCli, NumericOptionsAreCheckedByName) {
    const std::string files = kCompareData + "qrels.txt " + kCompareData + "new.run";
    const struct {
        std::string args, message;
    } cases[] = {
        {"eval --alpha nan " + files, "--alpha: must be a number in [0, 1], got 'nan'"},
        {"eval --popularity-users nan " + files,
         "--popularity-users: must be a number > 0, got 'nan'"},
        {"eval --threads -1 " + files, "--threads: must be a whole number >= 0, got -1"},
        {"eval -l -1 " + files, "-l: must be a number >= 0, got -1"},
        {"compare " + kCompareFiles + " --popularity-users nan",
         "--popularity-users: must be a number > 0, got 'nan'"},
        {"log-eval --eta 400", "--eta: must be a number in [0, 10], got 400"},
        {"log-eval --clip nan", "--clip: must be a number >= 0, got 'nan'"},
        {"import " + (dir_ / "p.ranklens").string() + " --eta nan",
         "--eta: must be a number in [0, 10], got 'nan'"},
        {"eval -m rbp_ranklens.1 " + files,
         "measure 'rbp_ranklens.1': the persistence p must be a number in (0, 1), got 1"},
    };
    for (const auto& c : cases) {
        const auto r = cli(c.args, true);
        EXPECT_NE(r.code, 0) << c.args;
        EXPECT_NE(r.out.find(c.message), std::string::npos) << c.args << ": " << r.out;
        EXPECT_EQ(r.out.find("17976931348623157"), std::string::npos) << r.out;
    }
    EXPECT_FALSE(std::filesystem::exists(dir_ / "p.ranklens"));
}

// N of novelty below the largest popularity made novelty negative.
TEST_F(RobustnessCli, PopularityUsersBelowTheLargestPopularityAreRefused) {
    const auto items = write("items.csv", "docid,category,popularity\na,x,10\nb,x,5\nc,y,1\n");
    const auto qrels = write("q", "1 0 a 1\n1 0 b 0\n");
    const auto run = write("r", "1 Q0 a 1 3.0 A\n1 Q0 b 2 2.0 A\n1 Q0 c 3 1.0 A\n");
    const std::string eval = "eval -m novelty@3 --items " + items + " " + qrels + " " + run;
    const auto r = cli(eval + " --popularity-users 5", true);
    EXPECT_NE(r.code, 0);
    EXPECT_NE(r.out.find("--popularity-users 5 is below the largest popularity, 10 (item 'a')"),
              std::string::npos)
        << r.out;
    EXPECT_EQ(cli(eval + " --popularity-users 10").code, 0);
}

// A propensity of 1e-320 or a deep position under a large eta printed inf and -nan, exit 0.
TEST_F(RobustnessCli, LogEvalRefusesPropensitiesThatMakeInfiniteWeights) {
    const auto log = write("log.tsv", "query\titem\tslot\tclicked\nq\ta\t1\t1\nq\tb\t30\t1\n");
    const auto run = write("run.txt", "q Q0 a 1 2 s\nq Q0 b 2 1 s\n");
    const auto table = write("p.csv", "position,propensity\n1,1\n2,1e-320\n");
    const std::string base = "log-eval --log " + log + " --run " + run + " --position-column slot";
    auto r = cli(base + " --eta 9 --clip 0", true);
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_NE(r.out.find("log.tsv:3: position 30 has propensity 5.08053e-14"), std::string::npos)
        << r.out;
    r = cli(base + " --propensity-file " + table + " --clip 0", true);
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_NE(r.out.find("p.csv:3: propensity '1e-320' is not a number in [1e-12, 1]"),
              std::string::npos)
        << r.out;
    for (const char* bad : {"inf", "nan"}) EXPECT_EQ(r.out.find(bad), std::string::npos) << r.out;
}

// NDCG printed -nan for three labels of 1023 under exponential gain, --gain-values=0,nan,2
// and ndcg.1023=1e308 (each gain finite, their sum not): refused, naming file and query.
TEST_F(RobustnessCli, GainsWhoseSumsOverflowAreRefusedNeverNaN) {
    const auto q3 = write("q3", "q1 0 d1 1023\nq1 0 d2 1023\nq1 0 d3 1023\n");
    const auto q2 = write("q2", "q1 0 d1 1023\nq1 0 d2 1023\n");
    const auto q1 = write("q1", "q1 0 d1 1\nq1 0 d2 2\n");
    const auto run = write("r", "q1 Q0 d1 1 3 s\nq1 Q0 d2 2 2 s\nq1 Q0 d3 3 1 s\n");
    const struct {
        std::string args, message;
    } cases[] = {
        {"-m ndcg --gain exponential " + q3 + " " + run,
         "q3: query 'q1': the gains of its 3 labels under exponential gain add up to 2.69654e+308"},
        {"-m ndcg --gain-values=0,nan,2 " + q1 + " " + run,
         "--gain-values: must be a finite number, got 'nan'"},
        {"-m ndcg.1023=1e308 " + q2 + " " + run,
         "q2: query 'q1': the gains of its 2 labels under custom gain add up to 2e+308"},
    };
    for (const auto& c : cases) {
        const auto r = cli("eval " + c.args, true);
        EXPECT_NE(r.code, 0) << c.args;
        EXPECT_NE(r.out.find(c.message), std::string::npos) << c.args << ": " << r.out;
        EXPECT_EQ(r.out.find("\tnan"), std::string::npos) << r.out;
    }
}

// Fields past the header were dropped ("q1,P.5,10,0.5" stored P_5 = 10, a label "1,5" became
// 1) and evaluated values went unchecked: refused by file and line, nothing imported.
TEST_F(RobustnessCli, RowsBeyondTheHeaderAndImpossibleSharesAreRefused) {
    const std::string project = (dir_ / "p.ranklens").string();
    const auto split = write("split.csv", "qid,measure,value\nq1,P.5,10,0.5\n");
    const auto big = write("big.csv", "qid,measure,value\nq1,P_5,1e308\n");
    auto r = cli("import " + project + " --evaluated " + split, true);
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_NE(r.out.find("split.csv:2: 4 fields, but the header names 3 (beyond it: '0.5')"),
              std::string::npos)
        << r.out;
    r = cli("import " + project + " --evaluated " + big, true);
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_NE(r.out.find("big.csv:2: P_5 = 1e+308 for query 'q1': every value of P lies in [0, 1]"),
              std::string::npos)
        << r.out;
    EXPECT_EQ(cli("info " + project).out.find("evaluated runs"), std::string::npos);
    const auto labels = write("labels.csv", "qid,docid,label\nq1,d1,1,5\n");
    const auto run = write("run.txt", "q1 Q0 d1 1 1 s\n");
    r = cli("eval " + labels + " " + run, true);
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_NE(r.out.find("labels.csv:2: 4 fields, but the header names 3 (beyond it: '5')"),
              std::string::npos)
        << r.out;
}

}  // namespace
