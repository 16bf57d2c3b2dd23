// Real-valued labels in a project: stored beside the integer grades (their floors) in a table
// created on first need, read back identical, replaced by a label set by hand, and the project
// still opens and passes its checks with the extra table.
#include <gtest/gtest.h>

#include "core/io/parse_report.h"
#include "core/store/project_store.h"
#include "core/store/sqlite_db.h"
#include "tests/store/store_test_util.h"

namespace ranklens::store {
namespace {

using test::TempDir;
using test::writeFile;

TEST(RealLabelsStore, ImportLoadJudgeRoundTrip) {
    TempDir dir;
    const std::string project = dir.file("p.ranklens"), csv = dir.file("ltr.csv");
    writeFile(csv, "query,doc,label\nq1,a,0.5\nq1,b,2\nq1,c,2.75\nq2,a,1\n");
    std::int64_t id = 0;
    {
        auto ps = ProjectStore::open(project);
        id = ps->importQrels(csv, {});
        const core::Qrels l = ps->loadLabels(id);
        const core::QrelsQuery* q1 = l.find("q1");
        ASSERT_NE(q1, nullptr);
        EXPECT_DOUBLE_EQ(
            q1->label(q1->index.find("a", [&](std::uint32_t j) { return q1->judgments[j].doc; })),
            0.5);
        EXPECT_EQ(*q1->grade("c"), 2);
        EXPECT_TRUE(l.find("q2")->reals.empty());
        // Judging c by hand: the integer replaces 2.75 (a re-judged 2 must not read back 2.75).
        ps->setLabel(id, "q1", "c", 2, "anna");
    }
    auto ps = ProjectStore::open(project);  // reopened: the checks pass with the extra table
    const core::Qrels l = ps->loadLabels(id);
    const core::QrelsQuery* q1 = l.find("q1");
    const auto labelOf = [&](const char* doc) {
        return q1->label(
            q1->index.find(doc, [&](std::uint32_t j) { return q1->judgments[j].doc; }));
    };
    EXPECT_DOUBLE_EQ(labelOf("a"), 0.5);
    EXPECT_DOUBLE_EQ(labelOf("b"), 2.0);
    EXPECT_DOUBLE_EQ(labelOf("c"), 2.0);
    // TREC qrels stay integer unless asked.
    writeFile(dir.file("r.qrels"), "q1 0 a 0.25\n");
    EXPECT_THROW(ps->importQrels(dir.file("r.qrels"), {}), core::ParseError);
    ImportOptions o;
    o.realTrecLabels = true;
    const auto tid = ps->importQrels(dir.file("r.qrels"), o);
    EXPECT_DOUBLE_EQ(ps->loadLabels(tid).find("q1")->label(0), 0.25);
}

TEST(RealLabelsStore, IntegerLabelsCreateNoTable) {
    TempDir dir;
    const std::string project = dir.file("p.ranklens");
    writeFile(dir.file("l.csv"), "query,doc,label\nq1,a,1\n");
    auto ps = ProjectStore::open(project);
    const auto id = ps->importQrels(dir.file("l.csv"), {});
    EXPECT_TRUE(ps->loadLabels(id).find("q1")->reals.empty());
    const sql::Db db(project);
    EXPECT_EQ(db.queryInt("SELECT count(*) FROM sqlite_master WHERE name = 'real_labels'"), 0);
}

}  // namespace
}  // namespace ranklens::store
