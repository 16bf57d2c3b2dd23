// Issue 35, round 2, in the behaviour readers: '#' rows (item 5), duplicate online results
// (item 9), event names in any case and logs without events (item 10), a clip outside its range
// (item 11).
#include <gtest/gtest.h>

#include <limits>

#include "core/behaviour/click_log.h"
#include "core/behaviour/debiased_metrics.h"
#include "core/behaviour/online_agreement.h"
#include "temp_dir_test.h"

namespace ranklens::core::behaviour {
namespace {

class RobustnessInputs : public ranklens::test::TempDirTest {
  protected:
    // The message of a refused click log, or "accepted".
    std::string logError(const std::string& text, const LogReadOptions& o = {}) {
        try {
            readClickLog(write("log.csv", text), o);
        } catch (const std::runtime_error& e) {
            return e.what();
        }
        return "accepted";
    }
    std::string file(const std::string& name) const { return (dir_ / name).string(); }
};

// A click log row whose query starts with '#' was dropped as a comment; TREC runs, qrels and
// evaluated runs keep such rows, and so do the behaviour files now.
TEST_F(RobustnessInputs, RowsStartingWithAHashAreData) {
    const ClickLog log =
        readClickLog(write("log.csv",
                           "query,item,event,position\n#1,d1,impression,1\n#1,d1,click,1\nq2,d2,"
                           "impression,1\n"),
                     {});
    ASSERT_EQ(log.events.size(), 3u);
    EXPECT_EQ(log.events[0].query, "#1");
    EXPECT_EQ(log.events[1].kind, EventKind::Click);
    const auto online =
        readOnlineResults(write("online.csv", "run,metric,value\n#7,ctr,0.5\nbm25,ctr,0.4\n"));
    ASSERT_EQ(online.size(), 2u);
    EXPECT_EQ(online[0].run, "#7");
    EXPECT_EQ(online[0].value, 0.5);
    const auto offline =
        readOfflineValues(write("offline.csv", "run,metric,value\n#7,ndcg,0.25\n"));
    ASSERT_EQ(offline.size(), 1u);
    EXPECT_EQ(offline[0].run, "#7");
    EXPECT_EQ(offline[0].value, 0.25);
}

// The second (run, metric) row silently replaced the first (Kendall's tau flipped sign).
TEST_F(RobustnessInputs, DuplicateOnlineResultsAreRefusedByLine) {
    try {
        readOnlineResults(
            write("online.csv", "run,metric,value\na,ctr,1\nb,ctr,2\na,ctr,3\nb,cvr,1\n"));
        ADD_FAILURE() << "the duplicate was accepted";
    } catch (const std::runtime_error& e) {
        EXPECT_EQ(std::string(e.what()),
                  file("online.csv") + ":4: run 'a' has metric 'ctr' twice (also on line 2)");
    }
    try {
        readOnlineResults(write("spec.csv", "run,result\na,\"ctr=+1% [0, 2]\"\na,ctr=2%\n"));
        ADD_FAILURE() << "the duplicate was accepted";
    } catch (const std::runtime_error& e) {
        EXPECT_EQ(std::string(e.what()),
                  file("spec.csv") + ":3: run 'a' has metric 'ctr' twice (also on line 2)");
    }
}

// --click-events Purchase never matched "purchase": 0 events, and an empty log was stored.
TEST_F(RobustnessInputs, EventNamesCompareInAnyCase) {
    LogReadOptions o;
    o.clickEvents = {"Purchase"};
    o.exposureEvents = {"VIEW"};
    const ClickLog log = readClickLog(
        write("log.csv", "query,item,event,position\nq,a,view,1\nq,a,purchase,1\nq,b,Click,2\n"),
        o);
    ASSERT_EQ(log.events.size(), 2u);
    EXPECT_EQ(log.events[0].kind, EventKind::Exposure);
    EXPECT_EQ(log.events[1].kind, EventKind::Click);
    EXPECT_EQ(log.events[1].line, 3u);
    EXPECT_EQ(log.ignoredEvents, 1u);  // "Click" is not among this log's click names
}

TEST_F(RobustnessInputs, ALogWithoutClicksOrImpressionsIsRefused) {
    LogReadOptions o;
    o.clickEvents = {"buy"};
    EXPECT_EQ(logError("query,item,event,position\nq,a,purchase,1\nq,b,like,2\n", o),
              file("log.csv") +
                  ": no click or impression events (2 rows of other event names; clicks are "
                  "buy, impressions impression, exposure, view, compared case-insensitively)");
    EXPECT_EQ(logError("query,item,clicked,position\n"),
              file("log.csv") + ": no click or impression events");
}

// A stored clip of -5 (a damaged project) was read as "no clipping", NaN likewise: the clip is
// checked where the weights are made, so every front end refuses it by name.
TEST(RobustnessLogEval, AClipOutsideItsRangeIsRefusedWhereverItComesFrom) {
    const Propensity p = Propensity::powerLaw(1);
    for (const double clip : {-5.0, std::numeric_limits<double>::quiet_NaN()}) {
        try {
            EvidenceBuilder b(p, clip);
            ADD_FAILURE() << "clip " << clip << " was taken";
        } catch (const std::invalid_argument& e) {
            EXPECT_EQ(std::string(e.what()).rfind("clip: must be a number >= 0, got ", 0), 0u)
                << e.what();
        }
    }
    EvidenceBuilder b(p, 0);  // 0: no clipping
    b.add("q", "a", 4, EventKind::Click);
    EXPECT_DOUBLE_EQ(b.take().at("q").at("a").weightedClicks, 4.0);
}

}  // namespace
}  // namespace ranklens::core::behaviour
