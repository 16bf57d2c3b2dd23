// Imported labels packed per (label set, query) (issue 14, schema version 4, table
// label_blocks): the blob round-trips and refuses damage; an import writes blocks, not rows,
// and reads back exactly the file's labels; an edit moves its query to rows (history and undo
// as before); a row wins over a block; a bad line leaves the project byte for byte as it was; a
// version 3 project (labels as rows) is migrated or opened read-only without losing a label.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "core/store/label_blocks.h"
#include "core/store/project_store.h"
#include "tests/store/damage_util.h"

namespace ranklens::store {
namespace {

using label_blocks::Entry;
using test::rawSql;
using test::refusalOf;
using test::snapshot;
using test::TempDir;
using test::writeFile;

// "qid doc grade" of every label, sorted: what a label set holds, whatever the storage.
std::vector<std::string> lines(const core::Qrels& q) {
    std::vector<std::string> out;
    for (const auto& query : q.queries())
        for (const auto& j : query.judgments)
            out.push_back(std::string(query.qid) + " " + j.doc + " " + std::to_string(j.grade));
    std::sort(out.begin(), out.end());
    return out;
}

std::string value(const std::string& path, const std::string& sqlText) {
    sqlite3* db = nullptr;
    sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READONLY, nullptr);
    sqlite3_stmt* st = nullptr;
    sqlite3_prepare_v2(db, sqlText.c_str(), -1, &st, nullptr);
    std::string out;
    if (sqlite3_step(st) == SQLITE_ROW && sqlite3_column_text(st, 0))
        out = reinterpret_cast<const char*>(sqlite3_column_text(st, 0));
    sqlite3_finalize(st);
    sqlite3_close(db);
    return out;
}

// The file as RankLens of schema version 3 left it: every label a row, no label_blocks table.
void makeVersion3(const std::string& path) {
    test::packedLabelsToRows(path);
    ASSERT_EQ(rawSql(path, "PRAGMA journal_mode=DELETE; PRAGMA user_version = 3;"), "");
}

TEST(LabelBlockBlob, RoundTripsByteAndWideGrades) {
    std::vector<unsigned char> buf;
    std::vector<Entry> out;
    const std::vector<Entry> small = {{3, 0}, {7, -2}, {9, 127}};
    label_blocks::encode(small.data(), small.size(), buf);
    EXPECT_EQ(buf.size(), 8u + 3 * 5);  // header, 3 item ids, 3 one-byte grades
    EXPECT_EQ(buf[1], label_blocks::kByteGrades);
    label_blocks::decode(buf.data(), buf.size(), out, "w");
    ASSERT_EQ(out.size(), 3u);
    EXPECT_EQ(out[1].item, 7u);
    EXPECT_EQ(out[1].grade, -2);
    EXPECT_EQ(out[2].grade, 127);

    const std::vector<Entry> wide = {{1, 128}, {2, -1000000}};
    label_blocks::encode(wide.data(), wide.size(), buf);
    EXPECT_EQ(buf.size(), 8u + 2 * 8);
    label_blocks::decode(buf.data(), buf.size(), out, "w");
    ASSERT_EQ(out.size(), 2u);
    EXPECT_EQ(out[0].grade, 128);
    EXPECT_EQ(out[1].grade, -1000000);

    label_blocks::encode(nullptr, 0, buf);
    label_blocks::decode(buf.data(), buf.size(), out, "w");
    EXPECT_TRUE(out.empty());
}

TEST(LabelBlockBlob, SortByItemMatchesAStableSortForSmallAndLargeIds) {
    std::mt19937 rng(5);
    for (const std::size_t n : {0u, 5u, 63u, 64u, 500u, 3000u}) {
        for (const std::uint32_t maxId : {200u, 70000u, 2147483647u}) {
            std::vector<Entry> v(n), scratch;
            for (std::size_t i = 0; i < n; ++i)
                v[i] = {static_cast<std::uint32_t>(rng() % maxId) + 1,
                        static_cast<std::int32_t>(i)};  // grade = input position
            auto want = v;
            std::stable_sort(want.begin(), want.end(),
                             [](const Entry& a, const Entry& b) { return a.item < b.item; });
            label_blocks::sortByItem(v, scratch);
            ASSERT_EQ(v.size(), n);
            for (std::size_t i = 0; i < n; ++i) {
                ASSERT_EQ(v[i].item, want[i].item) << n << " " << maxId << " at " << i;
                ASSERT_EQ(v[i].grade, want[i].grade) << n << " " << maxId << " at " << i;
            }
        }
    }
}

TEST(LabelBlockBlob, RefusesDamage) {
    std::vector<unsigned char> buf;
    std::vector<Entry> out;
    const std::vector<Entry> e = {{3, 1}, {7, 2}};
    label_blocks::encode(e.data(), e.size(), buf);
    auto bad = buf;
    bad.pop_back();  // one byte short
    EXPECT_THROW(label_blocks::decode(bad.data(), bad.size(), out, "w"), StoreError);
    bad = buf;
    bad[0] = 9;  // unknown version
    EXPECT_THROW(label_blocks::decode(bad.data(), bad.size(), out, "w"), StoreError);
    bad = buf;
    bad[1] = 0x80;  // unknown flag
    EXPECT_THROW(label_blocks::decode(bad.data(), bad.size(), out, "w"), StoreError);
    bad = buf;
    bad[4] = 200;  // a count the bytes do not hold
    EXPECT_THROW(label_blocks::decode(bad.data(), bad.size(), out, "w"), StoreError);
    bad = buf;
    bad[12] = 3;  // second item id = first: not ascending
    try {
        label_blocks::decode(bad.data(), bad.size(), out, "label set 1, query id 2");
        FAIL() << "items out of order not refused";
    } catch (const StoreError& err) {
        EXPECT_STREQ(err.what(),
                     "label set 1, query id 2: stored labels are damaged (items out "
                     "of order)");
    }
}

class PackedLabels : public ::testing::Test {
  protected:
    void SetUp() override {
        path = dir.file("p.ranklens");
        writeFile(dir.file("q.txt"), kQrels);
        auto ps = ProjectStore::open(path);
        set = ps->importQrels(dir.file("q.txt"), {});
    }
    static constexpr const char* kQrels =
        "q2 0 d9 1\nq2 0 d1 0\nq1 0 d5 3\nq1 0 d2 -1\nq1 0 d7 200\nq3 0 d1 2\n";
    const std::vector<std::string> want = {"q1 d2 -1", "q1 d5 3", "q1 d7 200",
                                           "q2 d1 0",  "q2 d9 1", "q3 d1 2"};
    TempDir dir;
    std::string path;
    std::int64_t set = 0;
};

TEST_F(PackedLabels, ImportWritesOneBlockPerQueryAndReadsBackTheFile) {
    EXPECT_EQ(value(path, "SELECT count(*) FROM labels"), "0");
    EXPECT_EQ(value(path,
                    "SELECT group_concat(num_labels) FROM (SELECT num_labels FROM "
                    "label_blocks ORDER BY query_id)"),
              "3,2,1");  // query ids in byte order: q1, q2, q3
    EXPECT_EQ(value(path, "PRAGMA user_version"), "4");
    auto ps = ProjectStore::open(path);
    EXPECT_EQ(lines(ps->loadLabels(set)), want);
    const auto info = ps->labelSets().at(0);
    EXPECT_EQ(info.numLabels, 6);
    EXPECT_EQ(info.minGrade, -1);
    EXPECT_EQ(info.maxGrade, 200);
}

TEST_F(PackedLabels, ShuffledLabelsOfKnownItemsAreSortedIntoTheirBlock) {
    // 300 labels of one query over items the project already has, in shuffled order: the
    // block needs the radix sort (64 labels or more) and reads back every grade.
    std::vector<int> order(300);
    for (int i = 0; i < 300; ++i) order[i] = i;
    std::shuffle(order.begin(), order.end(), std::mt19937(3));
    std::string first, second;
    std::vector<std::string> expect;
    for (int i = 0; i < 300; ++i) first += "q1 0 x" + std::to_string(1000 + i) + " 1\n";
    for (const int i : order) {
        const std::string doc = "x" + std::to_string(1000 + i);
        second += "qq 0 " + doc + " " + std::to_string(i % 7) + "\n";
        expect.push_back("qq " + doc + " " + std::to_string(i % 7));
    }
    std::sort(expect.begin(), expect.end());
    writeFile(dir.file("first.txt"), first);
    writeFile(dir.file("second.txt"), second);
    auto ps = ProjectStore::open(path);
    ps->importQrels(dir.file("first.txt"), {});
    const auto id = ps->importQrels(dir.file("second.txt"), {});
    EXPECT_EQ(value(path, "SELECT num_labels FROM label_blocks WHERE label_set_id = " +
                              std::to_string(id)),
              "300");
    EXPECT_EQ(lines(ps->loadLabels(id)), expect);
}

TEST_F(PackedLabels, EditMovesItsQueryToRowsWithHistoryAndUndo) {
    auto ps = ProjectStore::open(path);
    ps->setLabel(set, "q1", "d5", 1, "ann");                           // change a packed label
    ps->setLabel(set, "q1", "d2", std::nullopt, "ann");                // remove one
    ps->setLabel(set, "q4", "d3", 2, "ann");                           // a new query
    EXPECT_EQ(value(path, "SELECT count(*) FROM labels"), "3");        // q1 d5, q1 d7; q4 d3
    EXPECT_EQ(value(path, "SELECT count(*) FROM label_blocks"), "2");  // q2, q3 stay packed
    EXPECT_EQ(lines(ps->loadLabels(set)),
              (std::vector<std::string>{"q1 d5 1", "q1 d7 200", "q2 d1 0", "q2 d9 1", "q3 d1 2",
                                        "q4 d3 2"}));
    EXPECT_EQ(ps->labelSets().at(0).numLabels, 6);
    const auto h = ps->labelHistory(set);
    ASSERT_EQ(h.size(), 3u);
    EXPECT_EQ(h[0].oldGrade, 3);
    EXPECT_EQ(h[1].oldGrade, -1);
    EXPECT_EQ(h[1].newGrade, std::nullopt);
    // Undo, as the judging view does it: the old grades back, the new label gone.
    ps->setLabel(set, "q4", "d3", std::nullopt, "ann");
    ps->setLabel(set, "q1", "d2", -1, "ann");
    ps->setLabel(set, "q1", "d5", 3, "ann");
    EXPECT_EQ(lines(ProjectStore::open(path)->loadLabels(set)), want);
    EXPECT_EQ(ps->labelHistory(set).size(), 6u);
}

TEST_F(PackedLabels, RowWinsOverBlockForTheSameItem) {
    // q2 is query id 2, d9 item id 5 (ids in byte order: d1 d2 d5 d7 d9).
    ASSERT_EQ(value(path, "SELECT id FROM items WHERE docid = 'd9'"), "5");
    ASSERT_EQ(rawSql(path, "INSERT INTO labels VALUES(1, 2, 5, 3)"), "");
    auto got = lines(ProjectStore::open(path)->loadLabels(set));
    auto expect = want;
    std::replace(expect.begin(), expect.end(), std::string("q2 d9 1"), std::string("q2 d9 3"));
    EXPECT_EQ(got, expect);
}

TEST_F(PackedLabels, BadLineLeavesTheProjectAsItWas) {
    writeFile(dir.file("bad.txt"), "q7 0 d1 1\nq7 0 d2 1\nq7 0 d3 x\n");
    const std::string before = snapshot(path);
    {
        auto ps = ProjectStore::open(path);
        try {
            ps->importQrels(dir.file("bad.txt"), {});
            FAIL() << "bad line not reported";
        } catch (const core::ParseError& e) {
            ASSERT_FALSE(e.issues().empty());
            EXPECT_NE(e.issues()[0].str().find("bad.txt:3:"), std::string::npos) << e.what();
        }
        EXPECT_EQ(ps->labelSets().size(), 1u);
    }
    EXPECT_EQ(snapshot(path), before);
}

TEST_F(PackedLabels, DamagedBlockIsRefusedNotRead) {
    ASSERT_EQ(rawSql(path,
                     "UPDATE label_blocks SET entries = x'0100000009000000' WHERE "
                     "query_id = 1"),
              "");
    EXPECT_THROW(ProjectStore::open(path)->loadLabels(set), StoreError);
    ASSERT_EQ(rawSql(path, "UPDATE label_blocks SET query_id = 99 WHERE query_id = 1"), "");
    const std::string refused = refusalOf([&] { ProjectStore::open(path); });
    EXPECT_NE(refused.find("the labels of label set 1 for query id 99 name query id 99, which is "
                           "not in the queries table"),
              std::string::npos)
        << "a block naming a missing query: refused '" << refused << "'";
}

TEST_F(PackedLabels, Version3ProjectIsMigratedKeepingEveryLabel) {
    {
        auto ps = ProjectStore::open(path);
        ps->setLabel(ps->createLabelSet("ann", "manual"), "q1", "d2", 2, "ann");
    }
    makeVersion3(path);
    ASSERT_EQ(value(path, "SELECT count(*) FROM labels"), "7");
    {
        OpenOptions ro;
        ro.readOnly = true;
        auto ps = ProjectStore::open(path, ro);  // as it is: no label_blocks table
        EXPECT_EQ(lines(ps->loadLabels(set)), want);
    }
    EXPECT_EQ(value(path, "PRAGMA user_version"), "3");
    auto ps = ProjectStore::open(path);
    EXPECT_EQ(value(path, "PRAGMA user_version"), "4");
    EXPECT_EQ(lines(ps->loadLabels(set)), want);
    EXPECT_EQ(lines(ps->loadLabels(2)), (std::vector<std::string>{"q1 d2 2"}));
    ps->setLabel(set, "q3", "d1", 0, "ann");
    writeFile(dir.file("more.txt"), "q1 0 d5 1\nq9 0 d9 2\n");
    const auto more = ps->importQrels(dir.file("more.txt"), {});
    EXPECT_EQ(value(path, "SELECT count(*) FROM label_blocks"), "2");
    EXPECT_EQ(lines(ps->loadLabels(more)), (std::vector<std::string>{"q1 d5 1", "q9 d9 2"}));
    EXPECT_EQ(lines(ps->loadLabels(set)).at(5), "q3 d1 0");
}

}  // namespace
}  // namespace ranklens::store
