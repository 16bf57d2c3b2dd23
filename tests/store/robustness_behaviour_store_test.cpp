// Issue 35, round 2, in the store: a run and its training cutoff are one write (item 6); a click
// log, its leak drop and its duplicate check are one write (item 7).
#include <gtest/gtest.h>

#include <limits>

#include "core/behaviour/log_time.h"
#include "core/store/behaviour_store.h"
#include "core/store/project_store.h"
#include "tests/store/store_test_util.h"

namespace ranklens::store {
namespace {

using test::TempDir;
using test::writeFile;

// q1/d1 twice on Jan 1 (before the cutoff), q1/d3 twice in February, q2/d5 undated.
const char* const kLog =
    "query,item,event,pos,timestamp\n"
    "q1,d1,impression,1,2024-01-01\n"
    "q1,d1,click,1,2024-01-01\n"
    "q1,d3,impression,3,2024-02-01\n"
    "q1,d3,click,3,2024-02-02\n"
    "q2,d5,impression,2,\n";

ClickLogImport posImport() {
    ClickLogImport o;
    o.read.positionColumn = "pos";
    return o;
}

double at(const char* iso) {
    return *core::behaviour::parseLogTime(iso);
}

TEST(RobustnessBehaviourStore, ARunIsStoredWithItsCutoffOrNotAtAll) {
    TempDir dir;
    writeFile(dir.file("run.txt"), "q1 Q0 d1 1 2 sys\n");
    auto ps = ProjectStore::open(dir.file("p.ranklens"));
    ImportOptions o;
    o.trainedUntil = std::numeric_limits<double>::quiet_NaN();
    EXPECT_THROW(ps->importRun(dir.file("run.txt"), o), std::invalid_argument);
    EXPECT_TRUE(ps->runs().empty());  // the run went with its cutoff
    o.trainedUntil = at("2024-01-15");
    const auto id = ps->importRun(dir.file("run.txt"), o);
    ASSERT_EQ(ps->behaviour()->trainingCutoffs().count(id), 1u);
    EXPECT_DOUBLE_EQ(ps->behaviour()->trainingCutoffs().at(id), 1705276800.0);
}

TEST(RobustnessBehaviourStore, AClickLogIsStoredWithoutItsLeaksInOneWrite) {
    TempDir dir;
    writeFile(dir.file("log.csv"), kLog);
    writeFile(dir.file("run.txt"), "q1 Q0 d1 1 2 sys\n");
    auto ps = ProjectStore::open(dir.file("p.ranklens"));
    ImportOptions ro;
    ro.trainedUntil = at("2024-01-15");
    const auto runId = ps->importRun(dir.file("run.txt"), ro);
    ClickLogImport o = posImport();
    o.dropLeaks = true;
    ClickLogLeaks leaks;
    const auto id = ps->behaviour()->importClickLog(dir.file("log.csv"), o, "now", &leaks);
    ASSERT_EQ(leaks.runs.size(), 1u);
    EXPECT_EQ(leaks.runs[0].runId, runId);
    EXPECT_EQ(leaks.runs[0].name, "run.txt");
    EXPECT_EQ(leaks.runs[0].before, 2);
    EXPECT_EQ(leaks.dropped, 2);
    ASSERT_TRUE(leaks.droppedUpTo.has_value());
    EXPECT_DOUBLE_EQ(*leaks.droppedUpTo, 1705276800.0);
    const auto logs = ps->behaviour()->clickLogs();
    ASSERT_EQ(logs.size(), 1u);
    EXPECT_EQ(logs[0].numEvents, 3);  // d3's two, d5's undated one
    EXPECT_DOUBLE_EQ(*logs[0].firstTime, at("2024-02-01"));
    EXPECT_EQ(ps->behaviour()->countLeaks(id, at("2024-01-15")).before, 0);
}

TEST(RobustnessBehaviourStore, TheSameClickLogReadTheSameWayIsADuplicate) {
    TempDir dir;
    writeFile(dir.file("log.csv"), kLog);
    auto ps = ProjectStore::open(dir.file("p.ranklens"));
    BehaviourStore& b = *ps->behaviour();
    const auto first = b.importClickLog(dir.file("log.csv"), posImport(), "now");
    try {
        b.importClickLog(dir.file("log.csv"), posImport(), "now");
        ADD_FAILURE() << "a second copy was stored";
    } catch (const DuplicateImport& e) {
        EXPECT_EQ(e.existingId, first);
        EXPECT_EQ(std::string(e.what()), dir.file("log.csv") +
                                             ": the same log was already imported as click "
                                             "log 'log.csv' (id 1)");
    }
    EXPECT_EQ(b.clickLogs().size(), 1u);
    ClickLogImport other = posImport();
    other.read.clickEvents = {"impression"};  // read another way: another log
    other.read.exposureEvents = {"click"};
    EXPECT_EQ(b.importClickLog(dir.file("log.csv"), other, "now"), 2);
    ClickLogImport again = posImport();
    again.allowDuplicate = true;
    EXPECT_EQ(b.importClickLog(dir.file("log.csv"), again, "now"), 3);
    b.deleteClickLog(first);  // log 3 is still the same log
    EXPECT_THROW(b.importClickLog(dir.file("log.csv"), posImport(), "now"), DuplicateImport);
    b.deleteClickLog(3);
    b.importClickLog(dir.file("log.csv"), posImport(), "now");  // deleted: imported again
    ASSERT_EQ(b.clickLogs().size(), 2u);
    EXPECT_EQ(b.clickLogs()[1].numEvents, 5);
}

// --drop-leaks that would leave nothing stores nothing.
TEST(RobustnessBehaviourStore, ADropThatLeavesNoEventStoresNothing) {
    TempDir dir;
    writeFile(dir.file("log.csv"), "query,item,event,pos,timestamp\nq1,d1,click,1,2024-01-01\n");
    writeFile(dir.file("run.txt"), "q1 Q0 d1 1 2 sys\n");
    auto ps = ProjectStore::open(dir.file("p.ranklens"));
    ImportOptions ro;
    ro.trainedUntil = at("2024-01-15");
    ps->importRun(dir.file("run.txt"), ro);
    ClickLogImport o = posImport();
    o.dropLeaks = true;
    try {
        ps->behaviour()->importClickLog(dir.file("log.csv"), o, "now");
        ADD_FAILURE() << "an empty log was stored";
    } catch (const StoreError& e) {
        EXPECT_EQ(std::string(e.what()),
                  dir.file("log.csv") +
                      ": every event is dated at or before the training cutoff "
                      "2024-01-15T00:00:00Z; --drop-leaks would leave none");
    }
    EXPECT_TRUE(ps->behaviour()->clickLogs().empty());
}

// Item 9 for results typed in (the GUI's editor): a metric twice for one run was stored as the
// last value; refused, and the stored results stay as they were.
TEST(RobustnessBehaviourStore, AnOnlineMetricTypedInTwiceIsRefused) {
    TempDir dir;
    writeFile(dir.file("run.txt"), "q1 Q0 d1 1 2 sys\n");
    auto ps = ProjectStore::open(dir.file("p.ranklens"));
    const auto runId = ps->importRun(dir.file("run.txt"), {});
    BehaviourStore& b = *ps->behaviour();
    core::behaviour::OnlineResult ctr;
    ctr.metric = "ctr";
    ctr.value = 1;
    b.replaceOnlineResults(runId, {ctr});
    core::behaviour::OnlineResult again = ctr;
    again.value = -1;
    try {
        b.replaceOnlineResults(runId, {ctr, again});
        ADD_FAILURE() << "the second value was stored";
    } catch (const StoreError& e) {
        EXPECT_EQ(std::string(e.what()), "online metric 'ctr' is given twice for one run");
    }
    const auto stored = b.onlineResults();
    ASSERT_EQ(stored.size(), 1u);
    EXPECT_EQ(stored[0].value, 1);
}

}  // namespace
}  // namespace ranklens::store
