// Issue 35, round 2, through `ranklens-cli import`: options checked before anything is stored
// (item 6), a click log and its leak drop as one write with a duplicate check (item 7), event
// names in any case and logs without events refused (item 10), '#' rows kept (item 5).
#include <gtest/gtest.h>

#include "tests/cli/cli_runner.h"
#include "tests/core/temp_dir_test.h"

namespace {

using ranklens::test::cli;

class RobustnessImportCli : public ranklens::test::TempDirTest {
  protected:
    std::string q(const std::string& name) { return "'" + (dir_ / name).string() + "'"; }
    std::string project() { return q("p.ranklens"); }
    std::string info() { return cli("info " + project()).out; }
};

const char* const kLog =
    "query,item,event,slot,timestamp\n"
    "q,a,impression,1,2026-01-05\nq,b,impression,2,1768867200000000\nq,a,Click,1,2026-01-05\n"
    "q,b,CLICK,2,2026-01-20T05:00:00+05\n";

// --trained-until BAD imported the run, then failed: the second try was a duplicate.
TEST_F(RobustnessImportCli, ABadTrainedUntilStoresNothing) {
    write("run.txt", "q Q0 a 1 2 sys\nq Q0 b 2 1 sys\n");
    const std::string imp = "import " + project() + " --run " + q("run.txt") + " --name sys";
    auto r = cli(imp + " --trained-until 2026-02-30", true);
    EXPECT_EQ(r.code, 1) << r.out;
    EXPECT_NE(r.out.find("--trained-until '2026-02-30' is not a time"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("imported run"), std::string::npos) << r.out;
    EXPECT_EQ(info().find("\tsys\t"), std::string::npos) << info();
    r = cli(imp + " --trained-until 2026-01-10T00:00:00+05");
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_NE(r.out.find("trained until 2026-01-09T19:00:00Z"), std::string::npos) << r.out;
    EXPECT_NE(info().find("run sys trained until 2026-01-09T19:00:00Z"), std::string::npos)
        << info();
}

// A --map that cannot be read failed after the runs were stored.
TEST_F(RobustnessImportCli, ABadMapOrAfterStoresNothing) {
    write("run.txt", "q Q0 a 1 2 sys\n");
    write("log.csv", "user,item,event\nq,a,click\n");
    for (const char* bad : {" --map click", " --map click=2 --after 2024-13-01"}) {
        const auto r =
            cli("import " + project() + " --run " + q("run.txt") + " --log " + q("log.csv") + bad,
                true);
        EXPECT_EQ(r.code, 2) << bad << ": " << r.out;  // as a bad --map always was
        EXPECT_EQ(r.out.find("imported run"), std::string::npos) << r.out;
    }
    EXPECT_EQ(info().find("\tsys\t"), std::string::npos) << info();
}

// Importing the same click log again added a second copy; --drop-leaks ran as a second write.
TEST_F(RobustnessImportCli, AClickLogIsStoredOnceWithItsLeaksLeftOut) {
    write("log.csv", kLog);
    write("run.txt", "q Q0 a 1 2 sys\nq Q0 b 2 1 sys\n");
    ASSERT_EQ(cli("import " + project() + " --run " + q("run.txt") +
                  " --name sys --trained-until 2026-01-10")
                  .code,
              0);
    const std::string imp =
        "import " + project() + " --log " + q("log.csv") + " --position-column slot --drop-leaks";
    auto r = cli(imp, true);
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_NE(r.out.find("warning: 2 log events are dated at or before the training cutoff of run "
                         "'sys', 2026-01-10T00:00:00Z"),
              std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("dropped 2 log events dated at or before 2026-01-10T00:00:00Z"),
              std::string::npos)
        << r.out;
    // b's impression in epoch microseconds and its click at +05: both on 2026-01-20.
    EXPECT_NE(r.out.find("2 events (0 rows of other events ignored), time range "
                         "2026-01-20T00:00:00Z .. 2026-01-20T00:00:00Z"),
              std::string::npos)
        << r.out;
    r = cli(imp, true);
    EXPECT_EQ(r.code, 3) << r.out;
    EXPECT_NE(r.out.find("the same log was already imported as click log 'log.csv' (id 1)"),
              std::string::npos)
        << r.out;
    EXPECT_EQ(info().find("\n  2\t"), std::string::npos) << info();  // no second log
    r = cli(imp + " --allow-duplicate --name again", true);
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_NE(info().find("2\tagain\t2 events"), std::string::npos) << info();
}

// --click-events Purchase never matched "purchase"; a log matching nothing was stored empty.
TEST_F(RobustnessImportCli, EventNamesMatchInAnyCaseAndALogWithoutEventsIsRefused) {
    write("log.csv", "user,item,event,slot\n#u1,a,view,1\n#u1,a,purchase,1\nu2,b,Like,2\n");
    const std::string imp =
        "import " + project() + " --log " + q("log.csv") + " --position-column slot";
    auto r = cli(imp + " --click-events Purchase", true);
    ASSERT_EQ(r.code, 0) << r.out;
    // #u1's view and purchase (the '#' row is data), u2's Like ignored.
    EXPECT_NE(r.out.find("2 events (1 rows of other events ignored)"), std::string::npos) << r.out;
    r = cli(imp + " --click-events buy --exposure-events show --allow-duplicate", true);
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_NE(r.out.find("log.csv: no click or impression events (3 rows of other event names; "
                         "clicks are buy, impressions show, compared case-insensitively); nothing "
                         "imported"),
              std::string::npos)
        << r.out;
    EXPECT_EQ(info().find("\t0 events"), std::string::npos) << info();
}

}  // namespace
