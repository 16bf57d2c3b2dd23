// Behaviour data in a project (issue 18): click logs with positions, online results, training
// cutoffs. Stored and read back, all or nothing on bad input (file and line named), the leak
// check on dated events on both sides of a cutoff, dropping the leaks, and the offline <->
// online agreement of stored runs worked by hand.
#include <gtest/gtest.h>

#include "core/behaviour/log_time.h"
#include "core/store/behaviour_analysis.h"
#include "core/store/behaviour_store.h"
#include "core/store/project_store.h"
#include "tests/store/store_test_util.h"

namespace ranklens::store {
namespace {

using test::TempDir;
using test::writeFile;
namespace bh = core::behaviour;

// Two events before 2024-01-15 (both of q1/d1, Jan 1), four after, one undated.
const char* const kLog =
    "query,item,event,pos,timestamp\n"
    "q1,d1,impression,1,2024-01-01\n"
    "q1,d1,click,1,2024-01-01\n"
    "q1,d3,impression,3,2024-02-01\n"
    "q1,d3,click,3,2024-02-02\n"
    "q2,d4,impression,1,2024-02-03\n"
    "q2,d5,impression,2,2024-02-03\n"
    "q2,d5,click,2,\n";

double at(const char* iso) {
    return *bh::parseLogTime(iso);
}

ClickLogImport posImport() {
    ClickLogImport o;
    o.read.positionColumn = "pos";
    o.eta = 0.5;
    o.clip = 4;
    return o;
}

TEST(BehaviourStore, ClickLogRoundTripAndLeaksOnBothSidesOfACutoff) {
    TempDir dir;
    writeFile(dir.file("log.csv"), kLog);
    const std::string project = dir.file("p.ranklens");
    std::int64_t id = 0;
    {
        auto ps = ProjectStore::open(project);
        ASSERT_TRUE(ps->behaviour()->clickLogs().empty());  // no table yet: empty, not an error
        id = ps->behaviour()->importClickLog(dir.file("log.csv"), posImport(), "now");
    }
    auto ps = ProjectStore::open(project);  // reopened: the project checks pass with the tables
    BehaviourStore& b = *ps->behaviour();
    ASSERT_EQ(b.clickLogs().size(), 1u);
    const ClickLogInfo info = b.clickLogs()[0];
    EXPECT_EQ(info.name, "log.csv");
    EXPECT_EQ(info.numEvents, 7);
    EXPECT_DOUBLE_EQ(info.eta, 0.5);
    EXPECT_DOUBLE_EQ(info.clip, 4);
    EXPECT_DOUBLE_EQ(*info.firstTime, at("2024-01-01"));
    EXPECT_DOUBLE_EQ(*info.lastTime, at("2024-02-03"));
    const bh::ClickLog log = b.loadClickLog(id);
    ASSERT_EQ(log.events.size(), 7u);
    EXPECT_EQ(log.events[3].item, "d3");
    EXPECT_EQ(log.events[3].kind, bh::EventKind::Click);
    EXPECT_EQ(log.events[3].position, 3);
    EXPECT_EQ(log.events[3].line, 5u);
    EXPECT_FALSE(log.events[6].time.has_value());

    const LeakCount leaks = b.countLeaks(id, at("2024-01-15"));
    EXPECT_EQ(leaks.before, 2);   // the two Jan 1 events
    EXPECT_EQ(leaks.undated, 1);  // cannot be checked, kept
    EXPECT_EQ(b.countLeaks(id, at("2023-12-31")).before, 0);
    EXPECT_EQ(b.countLeaks(id, at("2024-02-03")).before, 6);  // "at or before" includes Feb 3

    EXPECT_EQ(b.dropLeaks(id, at("2024-01-15")), 2);
    const ClickLogInfo after = b.clickLogs()[0];
    EXPECT_EQ(after.numEvents, 5);
    EXPECT_DOUBLE_EQ(*after.firstTime, at("2024-02-01"));  // the time range follows the drop
    EXPECT_EQ(b.countLeaks(id, at("2024-01-15")).before, 0);
}

TEST(BehaviourStore, BadLogLineNamesFileAndLineAndStoresNothing) {
    TempDir dir;
    writeFile(dir.file("bad.csv"), "query,item,event,pos\nq1,d1,click,1\nq1,d2,click,zero\n");
    auto ps = ProjectStore::open(dir.file("p.ranklens"));
    try {
        ps->behaviour()->importClickLog(dir.file("bad.csv"), posImport(), "now");
        FAIL() << "no error";
    } catch (const std::runtime_error& e) {
        EXPECT_NE(std::string(e.what()).find("bad.csv:3:"), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find("position 'zero'"), std::string::npos) << e.what();
    }
    EXPECT_TRUE(ps->behaviour()->clickLogs().empty());
}

TEST(BehaviourStore, OnlineResultsNeedKnownRunsAndAreAllOrNothing) {
    TempDir dir;
    writeFile(dir.file("a.run"), "q1 Q0 d1 1 1 a\n");
    writeFile(dir.file("on.csv"), "run,metric,value,ci_low,ci_high\nA,ctr,0.8,0.2,1.4\n");
    writeFile(dir.file("bad.csv"), "run,metric,value\nA,ctr,0.1\nnope,ctr,0.3\n");
    auto ps = ProjectStore::open(dir.file("p.ranklens"));
    ImportOptions o;
    o.name = "A";
    const auto runA = ps->importRun(dir.file("a.run"), o);
    BehaviourStore& b = *ps->behaviour();
    try {
        b.importOnlineResults(dir.file("bad.csv"));
        FAIL() << "no error";
    } catch (const std::runtime_error& e) {
        EXPECT_NE(std::string(e.what()).find("bad.csv:3: no run 'nope'"), std::string::npos)
            << e.what();
    }
    EXPECT_TRUE(b.onlineResults().empty());  // A's line 2 was not stored either
    EXPECT_EQ(b.importOnlineResults(dir.file("on.csv")), 1u);
    ASSERT_EQ(b.onlineResults().size(), 1u);
    EXPECT_EQ(b.onlineResults()[0].run, "A");
    EXPECT_DOUBLE_EQ(*b.onlineResults()[0].ciHigh, 1.4);
    bh::OnlineResult typed{"A", "ctr", 0.9, "%", std::nullopt, std::nullopt};
    b.setOnlineResult(runA, typed);  // typed in: replaces (A, ctr)
    ASSERT_EQ(b.onlineResults().size(), 1u);
    EXPECT_DOUBLE_EQ(b.onlineResults()[0].value, 0.9);
    EXPECT_EQ(b.onlineResults()[0].unit, "%");

    b.setTrainingCutoff(runA, at("2024-01-15"));
    EXPECT_DOUBLE_EQ(b.trainingCutoffs().at(runA), at("2024-01-15"));
    ps->deleteRun(runA);  // the run's behaviour data goes with it
    EXPECT_TRUE(b.onlineResults().empty());
    EXPECT_TRUE(b.trainingCutoffs().empty());
}

// Three runs, one relevant item d1 for q1, placed at ranks 1, 2, 3:
//   ndcg_cut_5: A = 1, B = 1/log2(3) = 0.6309, C = 1/log2(4) = 0.5
//   online ctr: A = 3, B = 1, C = 2
// Pairs: (A,B) offline +, online + -> concordant, same sign; (A,C) + / + -> concordant;
// (B,C) offline B > C, online B < C -> discordant. tau_b = (2 - 1) / sqrt(3 * 3) = 1/3, sign
// agreement 2 of 3.
TEST(BehaviourAnalysis, OfflineOnlineAgreementOfStoredRunsWorkedByHand) {
    TempDir dir;
    writeFile(dir.file("A"), "q1 Q0 d1 1 3 A\nq1 Q0 d2 2 2 A\nq1 Q0 d3 3 1 A\n");
    writeFile(dir.file("B"), "q1 Q0 d2 1 3 B\nq1 Q0 d1 2 2 B\nq1 Q0 d3 3 1 B\n");
    writeFile(dir.file("C"), "q1 Q0 d2 1 3 C\nq1 Q0 d3 2 2 C\nq1 Q0 d1 3 1 C\n");
    writeFile(dir.file("g.qrels"), "q1 0 d1 1\n");
    writeFile(dir.file("on.csv"), "run,metric,value\nA,ctr,3\nB,ctr,1\nC,ctr,2\n");
    auto ps = ProjectStore::open(dir.file("p.ranklens"));
    for (const char* r : {"A", "B", "C"}) {
        ImportOptions o;
        o.name = r;
        ps->importRun(dir.file(r), o);
    }
    ps->importQrels(dir.file("g.qrels"), {});
    ps->behaviour()->importOnlineResults(dir.file("on.csv"));
    BehaviourAnalysisOptions o;
    o.measures = {"ndcg_cut.5"};
    const BehaviourAnalysis a = analyseBehaviour(*ps, o);
    EXPECT_FALSE(a.log.has_value());
    ASSERT_EQ(a.agreement.size(), 1u);
    const bh::AgreementRow& row = a.agreement[0];
    EXPECT_EQ(row.offlineMetric, "ndcg_cut_5");
    EXPECT_EQ(row.onlineMetric, "ctr");
    ASSERT_EQ(row.runs.size(), 3u);
    EXPECT_NEAR(row.offline[1], 0.6309, 1e-4);  // B
    EXPECT_NEAR(row.tau.tau, 1.0 / 3.0, 1e-12);
    EXPECT_EQ(row.tau.concordant, 2u);
    EXPECT_EQ(row.tau.discordant, 1u);
    EXPECT_EQ(row.sign.agree, 2u);
    EXPECT_EQ(row.sign.disagree, 1u);
}

}  // namespace
}  // namespace ranklens::store
