// ranklens-cli import / info / eval-project on real files: the project evaluation prints
// exactly what evaluating the original files prints; errors name file:line, exit non-zero.
#include <gtest/gtest.h>

#include <sys/wait.h>
#include "tests/cli/cli_runner.h"

#include <cstdio>

#include "tests/store/store_test_util.h"

namespace ranklens::store {
namespace {

using test::makeRun;
using test::TempDir;
using test::writeFile;

using Result = ranklens::test::CliResult;
using ranklens::store::test::qrelsFor;
using ranklens::test::cli;

TEST(CliStore, ImportInfoAndEvalMatchFileEvaluation) {
    TempDir dir;
    const auto run = dir.file("run.txt"), qrels = dir.file("qrels.txt"), proj = dir.file("p.rl");
    const std::string runText = makeRun(50, 40, 9);
    writeFile(run, runText);
    writeFile(qrels, qrelsFor(runText, 4, [](int n) { return n % 3; }));
    const auto imp = cli("import '" + proj + "' --run '" + run + "' --qrels '" + qrels + "'");
    ASSERT_EQ(imp.code, 0) << imp.out;
    EXPECT_NE(imp.out.find("imported run 'run.txt' (id 1): 50 queries, 2000 ranked items"),
              std::string::npos)
        << imp.out;
    const auto info = cli("info '" + proj + "'");
    EXPECT_EQ(info.code, 0);
    EXPECT_NE(info.out.find("run.txt"), std::string::npos);
    EXPECT_NE(info.out.find("[active]"), std::string::npos);

    for (const std::string opts : {"-m all_trec -q", "-m ndcg_cut.5,10 --gain exponential -c",
                                   "--format tsv -q", "--ties input -m P.1,5"}) {
        const auto files = cli("eval " + opts + " '" + qrels + "' '" + run + "'");
        const auto store = cli("eval-project '" + proj + "' --run 1 --labels qrels.txt " + opts);
        ASSERT_EQ(files.code, 0) << opts;
        EXPECT_EQ(store.code, 0) << opts;
        EXPECT_EQ(store.out, files.out) << opts;
    }
    // Duplicate import: refused with exit code 3, nothing added.
    const auto dup = cli("import '" + proj + "' --run '" + run + "'", true);
    EXPECT_EQ(dup.code, 3);
    EXPECT_NE(dup.out.find("already imported"), std::string::npos) << dup.out;
    // Bad line: file:line on stderr, exit 2.
    writeFile(dir.file("bad.txt"), "q1 Q0 d1 1 1.0 t\nq1 Q0 d2 2 oops t\n");
    const auto bad = cli("import '" + proj + "' --run '" + dir.file("bad.txt") + "'", true);
    EXPECT_EQ(bad.code, 2);
    EXPECT_NE(bad.out.find("bad.txt:2:"), std::string::npos) << bad.out;
    // Unknown run, missing project: clear errors, no crash.
    EXPECT_EQ(cli("eval-project '" + proj + "' --run nosuchrun").code, 1);
    EXPECT_EQ(cli("eval-project '" + dir.file("missing.rl") + "'").code, 2);
    EXPECT_FALSE(std::filesystem::exists(dir.file("missing.rl")));
    // Behaviour log with mapping and cutoff.
    writeFile(dir.file("log.csv"), "user,item,event,ts\nu1,a,click,10\nu1,a,purchase,5\n");
    const auto log = cli("import '" + proj + "' --log '" + dir.file("log.csv") +
                         "' --map purchase=3,click=2 --after 7");
    EXPECT_EQ(log.code, 0);
    EXPECT_NE(log.out.find("1 labels, grades 0..3"), std::string::npos) << log.out;
    EXPECT_EQ(cli("import '" + proj + "' --log '" + dir.file("log.csv") + "' --map click").code, 2);
}

}  // namespace
}  // namespace ranklens::store
