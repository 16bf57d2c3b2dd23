// Exposure by item group: hand-worked attention shares (DCG discount 1/log2(r+1)) next to the
// relevant-item shares, items without a group, queries without labels, and the groups reader.
#include <gtest/gtest.h>

#include <cmath>

#include "core/beyond/group_exposure.h"
#include "core/io/parse_report.h"
#include "tests/core/temp_dir_test.h"
#include "tests/core/test_util.h"

namespace ranklens::core {
namespace {

TEST(GroupExposure, HandWorkedShares) {
    // u1: a(x) b(x) c(y); u2: c(y) d(-) a(x); u3 has no labels and is not counted.
    core::Run run = test::makeRun({{"u1", "a", 3},
                                   {"u1", "b", 2},
                                   {"u1", "c", 1},
                                   {"u2", "c", 3},
                                   {"u2", "d", 2},
                                   {"u2", "a", 1},
                                   {"u3", "a", 1}});
    run.order(TiePolicy::TrecEval);
    const Qrels q =
        test::makeQrels({{"u1", "a", 1}, {"u1", "b", 0}, {"u2", "c", 2}, {"u2", "d", 1}});
    const GroupOf groups = {{"a", "x"}, {"b", "x"}, {"c", "y"}};
    const GroupExposure e = exposureByGroup(run, q, groups, 2);
    EXPECT_EQ(e.queries, 2u);
    ASSERT_EQ(e.rows.size(), 3u);  // "(none)", x, y in name order
    const double r2 = 1.0 / std::log2(3.0);
    const double total = 2 * (1 + r2);
    EXPECT_EQ(e.rows[0].group, kNoGroup);  // d at rank 2 of u2
    EXPECT_DOUBLE_EQ(e.rows[0].attention, r2);
    EXPECT_EQ(e.rows[1].group, "x");  // a rank 1, b rank 2 of u1
    EXPECT_DOUBLE_EQ(e.rows[1].attention, 1 + r2);
    EXPECT_DOUBLE_EQ(e.rows[1].exposureShare, (1 + r2) / total);
    EXPECT_EQ(e.rows[1].shown, 2u);
    EXPECT_EQ(e.rows[2].group, "y");  // c rank 1 of u2 (rank 3 of u1 is past k)
    EXPECT_DOUBLE_EQ(e.rows[2].exposureShare, 1 / total);
    // Relevant (label >= 1): a (x), c (y), d (none): a third each; b is not relevant.
    EXPECT_EQ(e.rows[1].relevant, 1u);
    EXPECT_DOUBLE_EQ(e.rows[0].relevantShare, 1.0 / 3.0);
    EXPECT_DOUBLE_EQ(e.rows[1].relevantShare, 1.0 / 3.0);
    // Threshold 2: only c.
    const GroupExposure strict = exposureByGroup(run, q, groups, 2, 2);
    EXPECT_DOUBLE_EQ(strict.rows[2].relevantShare, 1.0);
    EXPECT_DOUBLE_EQ(strict.rows[1].relevantShare, 0.0);
}

TEST(GroupExposure, EmptyRunGivesNoRows) {
    const core::Run run;
    const Qrels q = test::makeQrels({{"u1", "a", 1}});
    EXPECT_TRUE(exposureByGroup(run, q, {}, 10).rows.empty());
}

class GroupsFile : public ranklens::test::TempDirTest {};

TEST_F(GroupsFile, ReadsTheNamedColumnAndNamesBadLines) {
    const auto ok = write("g.csv", "item_id,title,provider\na,A,acme\nb,B,\n");
    const GroupOf g = readGroups(ok, "provider");
    EXPECT_EQ(g.at("a"), "acme");
    EXPECT_EQ(g.at("b"), "");
    try {
        readGroups(ok, "category");
        FAIL() << "no such column";
    } catch (const ParseError& e) {
        EXPECT_NE(std::string(e.what()).find("g.csv:1"), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find("'category'"), std::string::npos) << e.what();
    }
    const auto bad = write("b.csv", "docid,provider\na,acme\nb\n");
    try {
        readGroups(bad, "provider");
        FAIL() << "short line";
    } catch (const ParseError& e) {
        EXPECT_NE(std::string(e.what()).find("b.csv:3"), std::string::npos) << e.what();
    }
}

}  // namespace
}  // namespace ranklens::core
