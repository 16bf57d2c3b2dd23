// Issue 35 in the store: settings checked by core/number_check.h's rule before anything is
// written, so a NaN never reaches SQLite (where it became NULL: a NOT NULL error).
#include <gtest/gtest.h>

#include <limits>

#include "core/store/behaviour_store.h"
#include "core/store/project_store.h"
#include "tests/store/store_test_util.h"

namespace ranklens::store {
namespace {

using test::TempDir;
using test::writeFile;

TEST(RobustnessStore, ClickLogSettingsAreCheckedBeforeAnythingIsWritten) {
    TempDir dir;
    writeFile(dir.file("log.csv"), "query,item,event,pos\nq1,d1,click,1\nq1,d2,impression,2\n");
    auto ps = ProjectStore::open(dir.file("p.ranklens"));
    ClickLogImport o;
    o.read.positionColumn = "pos";
    o.eta = std::numeric_limits<double>::quiet_NaN();
    try {
        ps->behaviour()->importClickLog(dir.file("log.csv"), o, "now");
        ADD_FAILURE() << "eta NaN was stored";
    } catch (const StoreError& e) {
        EXPECT_NE(std::string(e.what()).find("eta: must be a number in [0, 10]"), std::string::npos)
            << e.what();
    }
    o.eta = 1;
    o.clip = std::numeric_limits<double>::infinity();
    EXPECT_THROW(ps->behaviour()->importClickLog(dir.file("log.csv"), o, "now"), StoreError);
    EXPECT_TRUE(ps->behaviour()->clickLogs().empty());
    o.clip = 10;
    const auto id = ps->behaviour()->importClickLog(dir.file("log.csv"), o, "now");
    EXPECT_THROW(ps->behaviour()->setPropensity(id, 400, 10), StoreError);
    EXPECT_THROW(ps->behaviour()->setPropensity(id, 1, std::numeric_limits<double>::quiet_NaN()),
                 StoreError);
    ASSERT_EQ(ps->behaviour()->clickLogs().size(), 1u);
    EXPECT_EQ(ps->behaviour()->clickLogs()[0].eta, 1);
    EXPECT_EQ(ps->behaviour()->clickLogs()[0].clip, 10);
}

}  // namespace
}  // namespace ranklens::store
