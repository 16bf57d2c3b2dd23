// Issue 35 in the store: settings checked by core/base/number_check.h's rule before anything is
// written, so a NaN never reaches SQLite (where it became NULL: a NOT NULL error).
#include <gtest/gtest.h>

#include <limits>

#include "core/io/parse_report.h"
#include "core/store/behaviour_store.h"
#include "core/store/evaluated_runs.h"
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

// The first issue's text ("file:line: what") of a refused evaluated-run file.
std::string refusal(const std::string& file) {
    try {
        evaluated_runs::readFile(file);
    } catch (const core::ParseError& e) {
        return e.issues().front().str();
    }
    return "accepted";
}

// "q1,P.5,10,0.5" stored P_5 = 10 (the field past the header was dropped); 1e308 was stored
// as P_5. Both refused by file and line; the project keeps what it had.
TEST(RobustnessStore, EvaluatedRunRowsBeyondTheHeaderOrOutsideAShareAreRefused) {
    TempDir dir;
    const std::string split = dir.file("split.csv"), big = dir.file("big.csv");
    writeFile(split, "qid,measure,value\nq2,P_5,0.2\nq1,P.5,10,0.5\n");
    writeFile(big, "qid,measure,value\nq2,P_5,0.2\nq1,ndcg_cut_10,1.5\nq1,P_5,1e308\n");
    EXPECT_EQ(refusal(split), split +
                                  ":3: 4 fields, but the header names 3 (beyond it: '0.5'); "
                                  "quote a value that holds ','");
    EXPECT_EQ(refusal(big),
              big + ":4: P_5 = 1e+308 for query 'q1': every value of P lies in [0, 1]");
    // Empty fields past the header (a trailing delimiter) lose nothing: accepted.
    const std::string trailing = dir.file("trailing.csv");
    writeFile(trailing, "qid,measure,value\nq1,P_5,0.4,\n");
    EXPECT_EQ(refusal(trailing), "accepted");
    auto ps = ProjectStore::open(dir.file("p.ranklens"));
    ps->importEvaluatedRun(trailing, {});
    EXPECT_THROW(ps->importEvaluatedRun(split, {}), core::ParseError);
    EXPECT_THROW(ps->importEvaluatedRun(big, {}), core::ParseError);
    ASSERT_EQ(ps->evaluatedRuns().size(), 1u);
}

// A qid holding a NUL byte ("q\0a", "q\0b") was accepted, and the two queries compared equal
// as C strings: their order was arbitrary (fuzz_evaluated). Refused like every other reader.
TEST(RobustnessStore, EvaluatedRunWithANulByteInALineIsRefusedByLine) {
    TempDir dir;
    const std::string nul = dir.file("nul.csv");
    static const char kText[] = "qid,measure,value\nq\0b,P_5,0.2\nq\0a,P_5,0.4\n";
    writeFile(nul, std::string(kText, sizeof kText - 1));
    EXPECT_EQ(refusal(nul), nul + ":2: NUL byte in the line (ids cannot contain one)");
}

}  // namespace
}  // namespace ranklens::store
