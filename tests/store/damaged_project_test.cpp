// Damaged projects (issue 17, items 1, 2, 9): ids that are not in their tables, id -1,
// 0xFFFFFFFF and 0xFFFFFFF0 in run blobs, bad blobs, foreign triggers and random bit flips are
// refused with a message naming what is wrong, the file left byte-identical; never a crash,
// never an allocation sized by an id. Every case runs in a forked child, so a crash is a
// failed test rather than a dead test binary.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <cstring>
#include <limits>
#include <random>

#include "core/eval/evaluator.h"
#include "core/measures/measure_spec.h"
#include "core/store/project_store.h"
#include "core/store/run_blob.h"
#include "tests/store/damage_util.h"

namespace ranklens::store {
namespace {

using test::inChild;
using test::rawSql;
using test::readBytes;
using test::TempDir;
using test::writeFile;

struct Outcome {
    int code = -1;  // 0 opened and evaluated, 1 refused (StoreError), 2 other error, 128+ signal
    std::string message;
};

// Opens the project and evaluates every run against every label set, and reads every label
// history, in a child process.
Outcome openAndEvaluate(const std::string& path, const std::string& msgFile) {
    std::remove(msgFile.c_str());
    const int code = inChild([&] {
        try {
            auto ps = ProjectStore::open(path);
            core::EvalConfig cfg;
            core::EvalOptions eo;
            core::addMeasureSpec("map", eo.requests);
            core::addMeasureSpec("ndcg_cut.10", eo.requests);
            for (const auto& r : ps->runs()) {
                core::Run run = ps->loadRun(r.id);
                for (const auto& l : ps->labelSets())
                    core::evaluate(run, ps->loadLabels(l.id), cfg, eo);
            }
            for (const auto& l : ps->labelSets()) ps->labelHistory(l.id);
            ps->queries();
            return 0;
        } catch (const StoreError& e) {
            writeFile(msgFile, e.what());
            return 1;
        } catch (const std::exception& e) {
            writeFile(msgFile, e.what());
            return 2;
        }
    });
    return {code, readBytes(msgFile)};
}

// Replaces the ranking blob of (run, pos).
void setBlob(const std::string& path, int run, int pos, const std::string& blob) {
    sqlite3* db = nullptr;
    sqlite3_open(path.c_str(), &db);
    sqlite3_stmt* st = nullptr;
    sqlite3_prepare_v2(db, "UPDATE run_queries SET entries = ?3 WHERE run_id = ?1 AND pos = ?2", -1,
                       &st, nullptr);
    sqlite3_bind_int(st, 1, run);
    sqlite3_bind_int(st, 2, pos);
    sqlite3_bind_blob(st, 3, blob.data(), static_cast<int>(blob.size()), SQLITE_TRANSIENT);
    ASSERT_EQ(sqlite3_step(st), SQLITE_DONE);
    sqlite3_finalize(st);
    sqlite3_close(db);
}

// Overwrites 4 bytes at `offset` of the ranking blob of (run, pos).
void patchBlob(const std::string& path, int run, int pos, std::size_t offset, const void* bytes) {
    sqlite3* db = nullptr;
    sqlite3_open(path.c_str(), &db);
    sqlite3_stmt* st = nullptr;
    sqlite3_prepare_v2(db, "SELECT entries FROM run_queries WHERE run_id = ?1 AND pos = ?2", -1,
                       &st, nullptr);
    sqlite3_bind_int(st, 1, run);
    sqlite3_bind_int(st, 2, pos);
    ASSERT_EQ(sqlite3_step(st), SQLITE_ROW);
    std::string blob(static_cast<const char*>(sqlite3_column_blob(st, 0)),
                     static_cast<std::size_t>(sqlite3_column_bytes(st, 0)));
    sqlite3_finalize(st);
    sqlite3_close(db);
    ASSERT_LE(offset + 4, blob.size());
    std::memcpy(blob.data() + offset, bytes, 4);
    setBlob(path, run, pos, blob);
}

class DamagedProject : public ::testing::Test {
  protected:
    void SetUp() override {
        path = dir.file("p.ranklens");
        test::makeProject(dir, path);
    }
    // Opening + evaluating must be refused with a message holding `expect`; the file unchanged.
    void expectRefused(const std::string& expect) {
        const std::string before = readBytes(path);
        const Outcome o = openAndEvaluate(path, dir.file("msg"));
        EXPECT_EQ(o.code, 1) << o.message;
        EXPECT_NE(o.message.find(expect), std::string::npos) << o.message;
        EXPECT_NE(o.message.find(path), std::string::npos) << o.message;
        EXPECT_EQ(readBytes(path), before) << "a refused project must not be changed";
    }
    TempDir dir;
    std::string path;
};

TEST_F(DamagedProject, ValidProjectOpensAndEvaluates) {
    const Outcome o = openAndEvaluate(path, dir.file("msg"));
    EXPECT_EQ(o.code, 0) << o.message;
}

TEST_F(DamagedProject, LabelWithQueryIdMinusOneIsRefused) {
    // Passes PRAGMA integrity_check: only the ids are wrong.
    ASSERT_EQ(rawSql(path, "INSERT INTO labels VALUES(1, -1, 1, 2)"), "");
    ASSERT_EQ(test::integrityCheck(path), "ok");
    expectRefused("label set 1 has a label for query id -1, which is not in the queries table");
}

TEST_F(DamagedProject, LabelWithDanglingItemIdIsRefused) {
    ASSERT_EQ(rawSql(path, "INSERT INTO labels VALUES(1, 1, 987654, 2)"), "");
    expectRefused("item id 987654, which is not in the items table");
}

TEST_F(DamagedProject, LabelOfAMissingLabelSetIsRefused) {
    ASSERT_EQ(rawSql(path, "INSERT INTO labels VALUES(77, 1, 1, 2)"), "");
    expectRefused("label set id 77, which is not in the label_sets table");
}

TEST_F(DamagedProject, GradeBeyond32BitsIsRefused) {
    ASSERT_EQ(rawSql(path, "INSERT INTO labels VALUES(1, 1, 2, 4294967296)"), "");
    expectRefused("not a 32-bit integer");
}

TEST_F(DamagedProject, RankingWithQueryIdMinusOneIsRefused) {
    ASSERT_EQ(rawSql(path, "UPDATE run_queries SET query_id = -1 WHERE run_id = 1 AND pos = 3"),
              "");
    expectRefused("the ranking at position 3 of run 1 names query id -1");
}

TEST_F(DamagedProject, ItemIdOutOfRangeInTheItemsTableIsRefused) {
    ASSERT_EQ(rawSql(path, "INSERT INTO items(id, docid) VALUES(5000000000, 'far')"), "");
    expectRefused("the items table holds id 5000000000, outside 1..2147483647");
}

TEST_F(DamagedProject, ForeignTriggerIsRefused) {
    // A trigger that would delete labels on the next grade: never run it.
    ASSERT_EQ(rawSql(path,
                     "CREATE TRIGGER wipe AFTER INSERT ON label_edits "
                     "BEGIN DELETE FROM labels; END"),
              "");
    expectRefused("an unexpected trigger wipe");
}

TEST_F(DamagedProject, BlobItemIdFFFFFFFFIsRefused) {
    const std::uint32_t id = 0xFFFFFFFFu;
    patchBlob(path, 1, 0, 8, &id);  // the first item id of the first query
    expectRefused("ranked item id 4294967295 is not in the items table");
}

TEST_F(DamagedProject, BlobItemIdFFFFFFF0IsRefusedWithoutAHugeAllocation) {
    // The old loader sized two arrays by the id: 6-32 GB before std::bad_alloc.
    const std::uint32_t id = 0xFFFFFFF0u;
    patchBlob(path, 2, 5, 8 + 4 * 3, &id);
    expectRefused("ranked item id 4294967280 is not in the items table");
}

TEST_F(DamagedProject, BlobWithANaNScoreIsRefused) {
    std::vector<core::RankedDoc> docs(2);
    docs[0].score = 1.5;
    docs[1].score = std::numeric_limits<double>::quiet_NaN();
    docs[1].inputPos = 1;
    const std::vector<std::uint32_t> items{1, 2};
    std::vector<unsigned char> blob;
    encodeRanking(docs, items, blob);
    setBlob(path, 1, 2, std::string(blob.begin(), blob.end()));
    expectRefused("a score is not a number");
}

TEST_F(DamagedProject, BlobWithAWrongCountIsRefused) {
    const std::uint32_t n = 1u << 30;  // claims a billion entries in a blob of 15
    patchBlob(path, 1, 1, 4, &n);
    expectRefused("size mismatch");
}

TEST_F(DamagedProject, EmptyRankingLoads) {
    // n = 0: decodeRanking must not hand memcpy a null pointer (UBSan in the ASan build).
    ASSERT_EQ(rawSql(path,
                     "UPDATE run_queries SET entries = x'0101000000000000', num_docs = 0 "
                     "WHERE run_id = 1 AND pos = 0"),
              "");
    const Outcome o = openAndEvaluate(path, dir.file("msg"));
    EXPECT_EQ(o.code, 0) << o.message;
    std::vector<core::RankedDoc> docs{core::RankedDoc{}};
    std::vector<std::uint32_t> items{7};
    const unsigned char empty[8] = {1, 1, 0, 0, 0, 0, 0, 0};
    decodeRanking(empty, sizeof empty, docs, items, "test");
    EXPECT_TRUE(docs.empty());
    EXPECT_TRUE(items.empty());
    // And back: an empty ranking encodes to its 8-byte header without memcpy from a null
    // pointer (found by tests/fuzz/fuzz_run_blob).
    std::vector<unsigned char> blob{9, 9, 9};
    encodeRanking(docs, items, blob);
    EXPECT_EQ(blob, std::vector<unsigned char>(empty, empty + sizeof empty));
}

TEST_F(DamagedProject, IdsWithGapsStillLoadTheSame) {
    // Not damage: ids far apart (another tool's inserts) take the lookup paths of the checks
    // and of the loader instead of the dense arrays; the loaded data is the same.
    auto summary = [&] {
        auto ps = ProjectStore::open(path);
        std::string out;
        for (const auto& r : ps->runs()) {
            const core::Run run = ps->loadRun(r.id);
            for (const auto& q : run.queries())
                for (const auto& d : q.docs) out += std::string(q.qid) + "/" + d.doc + " ";
        }
        for (const auto& l : ps->labelSets()) {
            const core::Qrels qrels = ps->loadLabels(l.id);
            for (const auto& q : qrels.queries())
                for (const auto& j : q.judgments)
                    out += std::string(q.qid) + ":" + j.doc + "=" + std::to_string(j.grade) + " ";
        }
        return out;
    };
    const std::string before = summary();
    ASSERT_EQ(rawSql(path,
                     "INSERT INTO items(id, docid) VALUES(2000000000, 'far item');"
                     "INSERT INTO queries(id, qid) VALUES(1500000000, 'far query');"),
              "");
    EXPECT_EQ(summary(), before);
    const Outcome o = openAndEvaluate(path, dir.file("msg"));
    EXPECT_EQ(o.code, 0) << o.message;
    // A dangling id is still found on the lookup path.
    ASSERT_EQ(rawSql(path, "INSERT INTO labels VALUES(1, 1, 1999999999, 2)"), "");
    expectRefused("item id 1999999999, which is not in the items table");
}

// Byte ranges [first, second) of the records (cell content areas) of the b-tree pages of
// the given tables: where a flipped bit changes an id, a grade or a ranking.
std::vector<std::pair<std::size_t, std::size_t>> recordAreas(const std::string& path,
                                                             const std::string& bytes) {
    std::vector<std::pair<std::size_t, std::size_t>> out;
    sqlite3* db = nullptr;
    sqlite3_open(path.c_str(), &db);
    sqlite3_stmt* st = nullptr;
    if (sqlite3_prepare_v2(db,
                           "SELECT pageno FROM dbstat WHERE name IN ('labels', 'run_queries', "
                           "'label_edits') AND pagetype = 'leaf'",
                           -1, &st, nullptr) == SQLITE_OK) {
        while (sqlite3_step(st) == SQLITE_ROW) {
            const std::size_t page = static_cast<std::size_t>(sqlite3_column_int64(st, 0) - 1);
            const std::size_t base = page * 16384, header = base + (page == 0 ? 100 : 0);
            if (header + 8 > bytes.size()) continue;
            std::size_t start = (static_cast<unsigned char>(bytes[header + 5]) << 8) |
                                static_cast<unsigned char>(bytes[header + 6]);
            if (start == 0) start = 65536;
            if (start < 16384) out.push_back({base + start, base + 16384});
        }
    }
    sqlite3_finalize(st);
    sqlite3_close(db);
    return out;
}

// Bit flips anywhere in the file (odd seeds), or inside the records of the labels, rankings
// and label edits (even seeds): each copy either opens and evaluates, or is refused with a
// message and left as it was.
TEST_F(DamagedProject, BitFlippedCopiesNeverCrash) {
    const std::string valid = readBytes(path);
    const auto areas = recordAreas(path, valid);
    ASSERT_FALSE(areas.empty()) << "dbstat found no leaf pages";
    const std::string copy = dir.file("flipped.ranklens");
    int opened = 0, refused = 0;
    for (unsigned seed = 1; seed <= 200; ++seed) {
        std::mt19937 rng(seed);
        std::string bytes = valid;
        const int flips = 1 + static_cast<int>(rng() % 8);
        for (int f = 0; f < flips; ++f) {
            std::size_t at = rng() % bytes.size();
            if (seed % 2 == 0) {
                const auto& [from, to] = areas[rng() % areas.size()];
                at = std::min(bytes.size() - 1, from + rng() % (to - from));
            }
            bytes[at] = static_cast<char>(bytes[at] ^ (1 << (rng() % 8)));
        }
        std::filesystem::remove(copy);
        writeFile(copy, bytes);
        const Outcome o = openAndEvaluate(copy, dir.file("msg"));
        ASSERT_TRUE(o.code == 0 || o.code == 1)
            << "seed " << seed << ": exit " << o.code << " " << o.message;
        if (o.code == 1) {
            ++refused;
            EXPECT_FALSE(o.message.empty()) << seed;
            EXPECT_EQ(readBytes(copy), bytes) << "seed " << seed << ": " << o.message;
        } else {
            ++opened;
        }
    }
    std::printf("bit flips: %d copies opened and evaluated, %d refused\n", opened, refused);
    EXPECT_GT(refused, 10);  // the flips do reach the checks
    EXPECT_GT(opened, 0);
}

}  // namespace
}  // namespace ranklens::store
