// What-if drafts and per-project settings (issue 12, "Nothing lost"): a hand-made order is kept
// in the project (schema version 3, table drafts), survives reopening, is refused on a read-only
// project without touching the file, and a version 2 project is migrated without losing data
// (or opened read-only as it is). The definitions in force round-trip through the settings table.
#include <gtest/gtest.h>

#include <filesystem>

#include "core/store/draft_table.h"
#include "core/store/project_settings.h"
#include "core/store/project_store.h"
#include "tests/store/damage_util.h"

namespace ranklens::store {
namespace {

using test::rawSql;
using test::readBytes;
using test::snapshot;
using test::TempDir;
using test::writeFile;

constexpr const char* kRun =
    "q1 Q0 d1 1 3.0 t\nq1 Q0 d2 2 2.0 t\nq1 Q0 d3 3 1.0 t\nq2 Q0 d4 1 1.0 t\n";

class Drafts : public ::testing::Test {
  protected:
    void SetUp() override {
        path = dir.file("p.ranklens");
        writeFile(dir.file("run.txt"), kRun);
        writeFile(dir.file("qrels.txt"), "q1 0 d3 2\nq1 0 d1 1\n");
        auto ps = ProjectStore::open(path);
        runId = ps->importRun(dir.file("run.txt"), {});
        ps->importQrels(dir.file("qrels.txt"), {});
    }
    Draft draft(std::vector<std::string> docids, int moved) const {
        Draft d;
        d.runId = runId;
        d.qid = "q1";
        d.docids = std::move(docids);
        d.itemsMoved = moved;
        return d;
    }
    std::int64_t user(const char* pragma) const { return std::stoll(rawSqlValue(pragma)); }
    std::string rawSqlValue(const char* sqlText) const {
        sqlite3* db = nullptr;
        sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READONLY, nullptr);
        sqlite3_stmt* st = nullptr;
        sqlite3_prepare_v2(db, sqlText, -1, &st, nullptr);
        std::string out;
        if (sqlite3_step(st) == SQLITE_ROW)
            out = reinterpret_cast<const char*>(sqlite3_column_text(st, 0));
        sqlite3_finalize(st);
        sqlite3_close(db);
        return out;
    }
    TempDir dir;
    std::string path;
    std::int64_t runId = 0;
};

TEST_F(Drafts, NewProjectIsVersion4WithTheDraftsTable) {
    EXPECT_EQ(ProjectStore::schemaVersion(), 4);  // 4: imported labels packed (label_blocks)
    EXPECT_EQ(user("PRAGMA user_version"), 4);
    EXPECT_EQ(rawSqlValue("SELECT count(*) FROM sqlite_master WHERE name = 'drafts'"), "1");
}

TEST_F(Drafts, SavedDraftSurvivesReopenAndCanBeUpdatedAndDeleted) {
    std::int64_t id = 0;
    {
        auto ps = ProjectStore::open(path);
        EXPECT_TRUE(ps->drafts().empty());
        id = ps->saveDraft(draft({"d3", "d1", "d2"}, 1));
        EXPECT_GT(id, 0);
    }
    {
        auto ps = ProjectStore::open(path);
        const auto all = ps->drafts();
        ASSERT_EQ(all.size(), 1u);
        EXPECT_EQ(all[0].id, id);
        EXPECT_EQ(all[0].runId, runId);
        EXPECT_EQ(all[0].qid, "q1");
        EXPECT_EQ(all[0].docids, (std::vector<std::string>{"d3", "d1", "d2"}));
        EXPECT_EQ(all[0].itemsMoved, 1);
        ASSERT_EQ(all[0].savedAt.size(), 20u) << all[0].savedAt;  // 2026-11-30T15:40:08Z
        EXPECT_EQ(all[0].savedAt[10], 'T');
        // Saving the same draft again replaces its order; a new one (id 0) is a second draft.
        Draft again = all[0];
        again.docids = {"d2", "d3", "d1"};
        again.itemsMoved = 2;
        EXPECT_EQ(ps->saveDraft(again), id);
        const std::int64_t second = ps->saveDraft(draft({"d1", "d3", "d2"}, 1));
        EXPECT_NE(second, id);
        const auto two = ps->drafts();
        ASSERT_EQ(two.size(), 2u);
        EXPECT_EQ(two[0].id, second);  // newest first
        EXPECT_EQ(two[1].docids, (std::vector<std::string>{"d2", "d3", "d1"}));
        EXPECT_EQ(two[1].itemsMoved, 2);
        EXPECT_TRUE(ps->deleteDraft(second));
        EXPECT_FALSE(ps->deleteDraft(second));
    }
    auto ps = ProjectStore::open(path);
    ASSERT_EQ(ps->drafts().size(), 1u);
    EXPECT_EQ(ps->drafts()[0].id, id);
    ps.reset();
    EXPECT_EQ(test::integrityCheck(path), "ok");
}

TEST_F(Drafts, DraftOfADeletedDraftIdIsStoredAnew) {
    auto ps = ProjectStore::open(path);
    Draft d = draft({"d2", "d1", "d3"}, 1);
    d.id = ps->saveDraft(d);
    ASSERT_TRUE(ps->deleteDraft(d.id));
    const std::int64_t id = ps->saveDraft(d);
    ASSERT_EQ(ps->drafts().size(), 1u);
    EXPECT_EQ(ps->drafts()[0].id, id);
    EXPECT_EQ(ps->drafts()[0].docids, d.docids);
}

TEST_F(Drafts, UnknownRunQueryOrItemIsRefusedAndNothingWritten) {
    auto ps = ProjectStore::open(path);
    ps->saveDraft(draft({"d3", "d1", "d2"}, 1));
    const auto before = snapshot(path);
    Draft badItem = draft({"d3", "nope", "d2"}, 1);
    Draft badQuery = draft({"d1"}, 0);
    badQuery.qid = "q99";
    Draft badRun = draft({"d1"}, 0);
    badRun.runId = 42;
    for (const Draft* d : {&badItem, &badQuery, &badRun}) {
        try {
            ps->saveDraft(*d);
            ADD_FAILURE() << "saved a draft naming something the project does not hold";
        } catch (const StoreError& e) {
            EXPECT_NE(std::string(e.what()).find("is not in the project"), std::string::npos)
                << e.what();
        }
    }
    EXPECT_EQ(ps->drafts().size(), 1u);
    EXPECT_EQ(snapshot(path), before);
}

TEST_F(Drafts, DeletingARunDeletesItsDrafts) {
    auto ps = ProjectStore::open(path);
    ps->saveDraft(draft({"d3", "d1", "d2"}, 1));
    ps->deleteRun(runId);
    EXPECT_TRUE(ps->drafts().empty());
}

TEST_F(Drafts, ReadOnlyProjectListsDraftsAndRefusesWritesWithoutChangingTheFile) {
    std::int64_t id = 0;
    {
        auto ps = ProjectStore::open(path);
        id = ps->saveDraft(draft({"d3", "d1", "d2"}, 1));
        ps->saveProjectSettings("view.", {{"query", "q1"}});
    }
    const std::string bytes = readBytes(path);
    OpenOptions o;
    o.readOnly = true;
    auto ps = ProjectStore::open(path, o);
    ASSERT_TRUE(ps->isReadOnly());
    ASSERT_EQ(ps->drafts().size(), 1u);
    EXPECT_EQ(ps->drafts()[0].docids, (std::vector<std::string>{"d3", "d1", "d2"}));
    EXPECT_EQ(ps->projectSettings("view."), (SettingList{{"query", "q1"}}));
    auto refused = [](auto&& write) {
        try {
            write();
            return std::string("not refused");
        } catch (const StoreError& e) {
            return std::string(e.what()).find("project is read-only") != std::string::npos
                       ? std::string()
                       : std::string(e.what());
        }
    };
    EXPECT_EQ(refused([&] { ps->saveDraft(draft({"d1", "d3", "d2"}, 1)); }), "");
    EXPECT_EQ(refused([&] { ps->deleteDraft(id); }), "");
    EXPECT_EQ(refused([&] { ps->saveProjectSettings("view.", {}); }), "");
    ps.reset();
    EXPECT_EQ(readBytes(path), bytes);
}

// A version 2 file: the same tables without drafts and label blocks (as RankLens 0.x before
// drafts wrote it).
void makeVersion2(const std::string& path) {
    test::packedLabelsToRows(path);
    ASSERT_EQ(rawSql(path,
                     "PRAGMA journal_mode=DELETE; DROP TABLE drafts; "
                     "PRAGMA user_version = 2;"),
              "");
}

TEST_F(Drafts, Version2ProjectIsMigratedKeepingEverything) {
    makeVersion2(path);
    const std::string runsBefore = rawSqlValue("SELECT group_concat(name || num_docs) FROM runs");
    const std::string labelsBefore = rawSqlValue("SELECT group_concat(grade) FROM labels");
    {
        auto ps = ProjectStore::open(path);
        EXPECT_FALSE(ps->isReadOnly());
        EXPECT_TRUE(ps->drafts().empty());
        EXPECT_GT(ps->saveDraft(draft({"d2", "d1", "d3"}, 1)), 0);
        EXPECT_EQ(ps->loadRun(runId).totalDocs(), 4u);
    }
    EXPECT_EQ(user("PRAGMA user_version"), 4);
    EXPECT_EQ(rawSqlValue("SELECT group_concat(name || num_docs) FROM runs"), runsBefore);
    EXPECT_EQ(rawSqlValue("SELECT group_concat(grade) FROM labels"), labelsBefore);
    EXPECT_NE(rawSqlValue("SELECT value FROM settings WHERE key = 'migrated_with'"), "");
    EXPECT_EQ(ProjectStore::open(path)->drafts().size(), 1u);
}

TEST_F(Drafts, Version2ProjectOpensReadOnlyAsItIs) {
    makeVersion2(path);
    const std::string bytes = readBytes(path);
    OpenOptions o;
    o.readOnly = true;
    auto ps = ProjectStore::open(path, o);
    EXPECT_TRUE(ps->isReadOnly());
    EXPECT_TRUE(ps->drafts().empty());
    EXPECT_EQ(ps->loadRun(runId).totalDocs(), 4u);
    EXPECT_THROW(ps->saveDraft(draft({"d2", "d1", "d3"}, 1)), StoreError);
    ps.reset();
    EXPECT_EQ(readBytes(path), bytes);
}

TEST_F(Drafts, DamagedDraftRowsAreRefusedOnOpenNamingTheDraft) {
    const std::string q = "(SELECT id FROM queries WHERE qid = 'q1')";
    const struct {
        std::string sql, expected;
    } cases[] = {
        {"INSERT INTO drafts VALUES(7, 1, 999, 'x', 1, x'01000000')",
         "draft 7 names query id 999, which is not in the queries table"},
        {"INSERT INTO drafts VALUES(8, 5, " + q + ", 'x', 1, x'01000000')",
         "draft 8 names run id 5, which is not in the runs table"},
        {"INSERT INTO drafts VALUES(9, 1, " + q + ", 'x', 1, x'010000')",
         "draft 9 does not hold whole item ids"},
    };
    for (const auto& c : cases) {
        TempDir d2;
        const std::string copy = d2.file("c.ranklens");
        std::filesystem::copy_file(path, copy);
        ASSERT_EQ(rawSql(copy, "PRAGMA foreign_keys = OFF; PRAGMA journal_mode=DELETE; " + c.sql),
                  "");
        const std::string bytes = readBytes(copy);
        try {
            ProjectStore::open(copy);
            ADD_FAILURE() << "opened a project with " << c.sql;
        } catch (const StoreError& e) {
            EXPECT_NE(std::string(e.what()).find(c.expected), std::string::npos) << e.what();
            EXPECT_NE(std::string(e.what()).find("the file was not changed"), std::string::npos);
        }
        EXPECT_EQ(readBytes(copy), bytes);
    }
}

TEST_F(Drafts, UnknownItemIdInADraftIsNamedWhenRead) {
    ASSERT_EQ(rawSql(path,
                     "INSERT INTO drafts VALUES(3, 1, (SELECT id FROM queries WHERE qid = "
                     "'q1'), 'x', 1, x'E7030000')"),
              "");
    auto ps = ProjectStore::open(path);
    try {
        ps->drafts();
        FAIL() << "a draft naming item id 999 was read";
    } catch (const StoreError& e) {
        EXPECT_NE(std::string(e.what()).find("draft 3 names item id 999"), std::string::npos)
            << e.what();
    }
}

TEST(DraftBlob, ItemIdsRoundTripLittleEndian) {
    const std::vector<std::uint32_t> ids{1, 0x01020304u, 0xFFFFFFFFu};
    const std::string blob = drafts::encodeItemIds(ids);
    ASSERT_EQ(blob.size(), 12u);
    EXPECT_EQ(static_cast<unsigned char>(blob[4]), 0x04);
    EXPECT_EQ(static_cast<unsigned char>(blob[7]), 0x01);
    std::vector<std::uint32_t> back;
    ASSERT_TRUE(drafts::decodeItemIds(blob.data(), blob.size(), back));
    EXPECT_EQ(back, ids);
    EXPECT_FALSE(drafts::decodeItemIds(blob.data(), 11, back));
}

TEST(ProjectSettings, EveryEvalConfigFieldRoundTrips) {
    core::EvalConfig cfg;
    cfg.relevanceThreshold = 2;
    cfg.gain = core::GainKind::Custom;
    cfg.customGains = {0.0, 0.5, 3.25, -1.0};
    cfg.ideal = core::IdealOrder::Retrieved;
    cfg.ties = core::TiePolicy::Rank;
    cfg.querySet = core::QuerySet::AllLabelled;
    cfg.maxDocsPerQuery = 50;
    cfg.errMaxGrade = 3;
    cfg.diversityAlpha = 0.25;
    cfg.rbpPersistence = 0.95;
    cfg.judgedOnly = true;
    cfg.thresholdInGain = true;
    cfg.emptyQueries = core::EmptyQueries::Skip;
    cfg.logBase = 10;
    const SettingList s = configToSettings(cfg);
    EXPECT_EQ(s, (SettingList{{"threshold", "2"},
                              {"gain", "custom"},
                              {"gains", "0,0.5,3.25,-1"},
                              {"ideal", "retrieved"},
                              {"ties", "rank"},
                              {"queries", "all-labelled"},
                              {"max-docs", "50"},
                              {"err_max_grade", "3"},
                              {"alpha", "0.25"},
                              {"rbp_p", "0.95"},
                              {"judged_only", "yes"},
                              {"ndcg_threshold", "yes"},
                              {"empty_queries", "skip"},
                              {"log_base", "10"}}));
    core::EvalConfig back;
    std::vector<std::string> problems;
    applyConfigSettings(s, back, &problems);
    EXPECT_TRUE(problems.empty());
    EXPECT_EQ(back, cfg);
    // The defaults round-trip too (empty custom gains).
    core::EvalConfig def, defBack = cfg;
    applyConfigSettings(configToSettings(def), defBack);
    EXPECT_EQ(defBack, def);
}

TEST(ProjectSettings, UnreadableValuesAreNamedAndLeaveTheFieldAsItWas) {
    core::EvalConfig cfg;
    std::vector<std::string> problems;
    applyConfigSettings({{"threshold", "abc"},
                         {"threshold", "-1"},
                         {"gain", "cubic"},
                         {"gains", "1,x"},
                         {"max-docs", "12"},
                         {"colour", "red"}},
                        cfg, &problems);
    EXPECT_EQ(problems, (std::vector<std::string>{"threshold=abc", "threshold=-1", "gain=cubic",
                                                  "gains=1,x", "colour=red"}));
    core::EvalConfig expected;
    expected.maxDocsPerQuery = 12;
    EXPECT_EQ(cfg, expected);
}

TEST_F(Drafts, ProjectSettingsAreReplacedUnderTheirPrefixOnly) {
    {
        auto ps = ProjectStore::open(path);
        const std::int64_t active = ps->activeLabelSet();
        ps->saveProjectSettings("view.", {{"query", "q1"}, {"run", "run"}});
        ps->saveProjectSettings("definitions.", configToSettings(core::EvalConfig{}));
        ps->saveProjectSettings("view.", {{"query", "q2"}});
        EXPECT_EQ(ps->activeLabelSet(), active);
        EXPECT_THROW(ps->saveProjectSettings("", {}), StoreError);
    }
    auto ps = ProjectStore::open(path);
    EXPECT_EQ(ps->projectSettings("view."), (SettingList{{"query", "q2"}}));
    EXPECT_EQ(ps->projectSettings("definitions.").size(), 14u);  // one per EvalConfig field
    EXPECT_NE(ps->activeLabelSet(), 0);
}

}  // namespace
}  // namespace ranklens::store
