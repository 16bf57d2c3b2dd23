// Click logs with positions (core/behaviour/click_log.h): reading, bad lines, and the leak
// check against a training-data cutoff.
#include <gtest/gtest.h>

#include "core/behaviour/click_log.h"
#include "core/behaviour/log_time.h"
#include "temp_dir_test.h"

namespace ranklens::core::behaviour {
namespace {

class BehaviourLog : public ranklens::test::TempDirTest {
  protected:
    std::string error(const std::string& text, const LogReadOptions& o = {}) {
        try {
            readClickLog(write("bad.csv", text), o);
        } catch (const std::runtime_error& e) {
            return e.what();
        }
        return "no error";
    }
};

TEST_F(BehaviourLog, ReadsEventAndClickedLayouts) {
    const ClickLog a =
        readClickLog(write("a.csv",
                           "user,item,event,position\nu1,d1,impression,1\nu1,d1,click,1\n"
                           "u1,d2,purchase,2\n"),
                     {});
    ASSERT_EQ(a.events.size(), 2u);
    EXPECT_EQ(a.events[1].kind, EventKind::Click);
    EXPECT_EQ(a.events[1].line, 3u);
    EXPECT_EQ(a.ignoredEvents, 1u);  // purchase is neither a click nor an exposure by default
    LogReadOptions o;
    o.positionColumn = "slot";
    const ClickLog b = readClickLog(write("b.tsv", "query\tdoc\tslot\tclicked\nq\tx\t3\t1\n"), o);
    ASSERT_EQ(b.events.size(), 2u);  // the impression and its click
    EXPECT_EQ(b.events[0].kind, EventKind::Exposure);
    EXPECT_EQ(b.events[1].position, 3);
}

TEST_F(BehaviourLog, BadInputNamesFileAndLine) {
    const std::string f = (dir_ / "bad.csv").string();
    EXPECT_EQ(error("query,item,event,position\nq,a,click,0\n"),
              f + ":2: position '0' is not a whole number >= 1");
    EXPECT_EQ(error("query,item,event\nq,a,click\n"),
              f + ":1: no position column 'position' in the header (choose it with "
                  "--position-column)");
    EXPECT_EQ(error("query,item,position\nq,a,1\n"),
              f + ":1: header needs an 'event' column (click/impression) or a 0/1 'clicked' "
                  "column");
    EXPECT_EQ(error("query,item,clicked,position\nq,a,2,1\n"),
              f + ":2: clicked must be 0 or 1, got '2'");
    EXPECT_EQ(error("query,item,event,position,timestamp\nq,a,click,1,yesterday\n"),
              f + ":2: timestamp 'yesterday' is neither ISO 8601 nor a number");
    EXPECT_EQ(error("query,item,event,position\nq,a\n"),
              f + ":2: missing position field (line has 2 fields)");
}

TEST(BehaviourLogTime, ParsesAndFormats) {
    EXPECT_DOUBLE_EQ(*parseLogTime("1970-01-02"), 86400.0);
    EXPECT_DOUBLE_EQ(*parseLogTime("2026-01-01T00:00:00Z"), 1767225600.0);
    EXPECT_DOUBLE_EQ(*parseLogTime("2026-01-01T02:00:00+02:00"), 1767225600.0);
    EXPECT_DOUBLE_EQ(*parseLogTime("1767225600000"), 1767225600.0);  // milliseconds
    EXPECT_FALSE(parseLogTime("2026-13-01").has_value());
    EXPECT_EQ(formatLogTime(1767225600.0 + 3723), "2026-01-01T01:02:03Z");
}

// Cutoff 2026-01-10: two events on or before it (one exactly at it: the model could have seen
// it), three after, one undated.
TEST_F(BehaviourLog, LeakCheckCountsAndDropsEventsUpToTheCutoff) {
    const std::string path = write("log.csv",
                                   "query,item,event,position,timestamp\n"
                                   "q,a,impression,1,2026-01-05\n"
                                   "q,a,click,1,2026-01-10T00:00:00Z\n"
                                   "q,b,impression,2,2026-01-10T00:00:01Z\n"
                                   "q,b,click,2,2026-01-11\n"
                                   "q,c,impression,3,2026-02-01\n"
                                   "q,c,impression,3,\n");
    ClickLog log = readClickLog(path, {});
    EXPECT_EQ(formatLogTime(*log.firstTime), "2026-01-05T00:00:00Z");
    const double cutoff = *parseLogTime("2026-01-10");
    const LeakReport counted = checkLeaks(log, cutoff, false);
    EXPECT_EQ(counted.before, 2u);
    EXPECT_EQ(counted.after, 3u);
    EXPECT_EQ(counted.undated, 1u);
    EXPECT_EQ(counted.dropped, 0u);
    EXPECT_EQ(log.events.size(), 6u);
    const LeakReport dropped = checkLeaks(log, cutoff, true);
    EXPECT_EQ(dropped.dropped, 2u);
    ASSERT_EQ(log.events.size(), 4u);
    EXPECT_EQ(log.events[0].line, 4u);  // the first event after the cutoff
    EXPECT_EQ(formatLogTime(*log.firstTime), "2026-01-10T00:00:01Z");
    EXPECT_EQ(formatLogTime(*log.lastTime), "2026-02-01T00:00:00Z");
    EXPECT_EQ(checkLeaks(log, cutoff, false).before, 0u);
}

}  // namespace
}  // namespace ranklens::core::behaviour
