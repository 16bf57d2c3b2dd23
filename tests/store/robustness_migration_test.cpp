// Issue 35, round 2, items 3, 4 and 8: a schema-1 project is checked before it is migrated.
// It is either refused untouched (bytes, journal mode and all) with a message naming the row,
// every time it is opened, or migrated whole and opened.
#include <gtest/gtest.h>

#include <filesystem>

#include "core/eval/evaluator.h"
#include "core/measures/measure_spec.h"
#include "core/store/project_store.h"
#include "core/store/schema.h"
#include "tests/store/store_test_util.h"

namespace ranklens::store {
namespace {

using test::readBytes;
using test::TempDir;

// A schema-1 file: one run (bm25, q1: d1 d2) and one label set, plus `extra` rows.
std::string makeV1(const TempDir& dir, const std::string& extra) {
    const auto path = dir.file("old.ranklens");
    sqlite3* db = nullptr;
    EXPECT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
    EXPECT_EQ(sqlite3_exec(db, schema::kV1Ddl, nullptr, nullptr, nullptr), SQLITE_OK);
    const std::string fill = R"sql(
INSERT INTO runs VALUES(1, 'bm25', 'bm25.txt', '2023-01-01T00:00:00Z', '');
INSERT INTO run_entries VALUES(1, 'q1', 'd1', 2.0, 1);
INSERT INTO run_entries VALUES(1, 'q1', 'd2', 1.0, 2);
INSERT INTO label_sets VALUES(1, 'editorial', 'qrels', 'qrels.txt', '');
INSERT INTO labels VALUES(1, 'q1', 'd1', 1);
)sql" + extra + "PRAGMA user_version = 1;";
    EXPECT_EQ(sqlite3_exec(db, fill.c_str(), nullptr, nullptr, nullptr), SQLITE_OK);
    sqlite3_close(db);
    return path;
}

// The refusal of the file, checked to leave it byte for byte as it was, twice (the second open
// must say the same, not "damaged"); "opened" when the open succeeds.
std::string refusalOf(const std::string& path) {
    const std::string bytes = readBytes(path);
    std::string first;
    for (int attempt = 0; attempt < 2; ++attempt) {
        try {
            ProjectStore::open(path);
            return "opened";
        } catch (const StoreError& e) {
            if (attempt == 0) first = e.what();
            EXPECT_EQ(e.what(), first);
        }
        EXPECT_EQ(readBytes(path), bytes);
        EXPECT_FALSE(std::filesystem::exists(path + "-wal"));
    }
    return first;
}

std::string refused(const std::string& path, const std::string& what) {
    return path + ": a schema-1 project that cannot be upgraded (" + what +
           "); the file was not changed";
}

// A schema-1 file with the row `extra` is refused untouched, naming the row as `what` says.
void expectRefused(const std::string& extra, const std::string& what) {
    TempDir dir;
    const auto path = makeV1(dir, extra);
    EXPECT_EQ(refusalOf(path), refused(path, what)) << extra;
}

// Item 3: a grade of 2.5 or 2^40 was migrated, and every later open refused the project as
// damaged.
TEST(RobustnessMigration, GradesThatAreNot32BitIntegersAreRefusedUntouched) {
    expectRefused("INSERT INTO labels VALUES(1, 'q1', 'd2', 2.5);\n",
                  "label set 1 has grade '2.5' for query 'q1', document 'd2', not a 32-bit "
                  "integer");
    expectRefused("INSERT INTO labels VALUES(1, 'q1', 'd2', 1099511627776);\n",
                  "label set 1 has grade '1099511627776' for query 'q1', document 'd2', not a "
                  "32-bit integer");
}

// Item 4: entries of a run id not in the runs table ended in "FOREIGN KEY constraint failed",
// and the file had been switched to WAL.
TEST(RobustnessMigration, DanglingIdsAreRefusedUntouched) {
    expectRefused("INSERT INTO run_entries VALUES(7, 'q2', 'd1', 1.0, 1);\n",
                  "an entry of query 'q2' names run id 7, which is not in the runs table");
    expectRefused("INSERT INTO labels VALUES(3, 'q1', 'd2', 1);\n",
                  "a label of query 'q1' names label set id 3, which is not in the label_sets "
                  "table");
}

// Item 8: a document listed twice in one ranking gave MAP 1.5 and NDCG 1.3155. The run reader
// refuses such a file ("lists document 'd1' more than once"), so the migration does too.
TEST(RobustnessMigration, ADocumentListedTwiceIsRefusedAsTheRunReaderRefusesIt) {
    expectRefused("INSERT INTO run_entries VALUES(1, 'q1', 'd1', 0.5, 3);\n",
                  "run 1 lists document 'd1' more than once for query 'q1'; a run file like "
                  "that is refused on import");
}

TEST(RobustnessMigration, RanksAndScoresTheRunReaderWouldRefuseAreRefused) {
    expectRefused("INSERT INTO run_entries VALUES(1, 'q1', 'd3', 'x', 3);\n",
                  "run 1 has score 'x' for query 'q1', document 'd3', not a finite number");
    expectRefused("INSERT INTO run_entries VALUES(1, 'q1', 'd3', 0.5, 1.5);\n",
                  "run 1 has rank '1.5' for query 'q1', document 'd3', not a 32-bit integer");
}

// A clean schema-1 file migrates whole, opens, evaluates with real values and reopens as it is.
TEST(RobustnessMigration, ACleanFileMigratesWholeAndEvaluates) {
    TempDir dir;
    const auto path = makeV1(dir, "INSERT INTO labels VALUES(1, 'q1', 'd2', 2);\n");
    auto ps = ProjectStore::open(path);
    core::EvalOptions eo;
    core::addMeasureSpec("map", eo.requests);
    const auto r = core::evaluate(ps->loadRun(1), ps->loadLabels(1), core::EvalConfig{}, eo);
    ASSERT_NE(r.column("map"), nullptr);
    EXPECT_DOUBLE_EQ(r.column("map")->perQuery[0], 1.0);  // d1, d2 both relevant at 1, 2
    ps.reset();
    EXPECT_EQ(refusalOf(path), "opened");
}

}  // namespace
}  // namespace ranklens::store
