// ProjectStore on real file-backed databases: round trips, migrations, refusal of newer files,
// all-or-nothing imports, duplicates, hostile names, behaviour logs, label history.
#include <gtest/gtest.h>
#include <sqlite3.h>
#include <tuple>
#include <vector>

#include "core/eval/evaluator.h"
#include "core/io/input_format.h"
#include "core/measures/measure_spec.h"
#include "core/store/project_store.h"
#include "core/store/schema.h"
#include "tests/core/test_util.h"
#include "tests/store/store_test_util.h"

namespace ranklens::store {
namespace {

using test::integrityCheck;
using test::makeRun;
using test::readBytes;
using test::snapshot;
using test::TempDir;
using test::writeFile;

core::EvalResult evalAll(core::Run& run, const core::Qrels& qrels, core::TiePolicy ties) {
    core::EvalConfig cfg;
    cfg.ties = ties;
    core::EvalOptions eo;
    eo.threads = 1;
    core::addMeasureSpec("all_trec", eo.requests);
    return core::evaluate(run, qrels, cfg, eo);
}

using core::test::expectSameResults;

// Qrels for makeRun(): a grade for some docs of each query, plus unretrieved relevant docs.
std::string makeQrels(const std::string& runText) {
    std::string out, lastQ;
    std::istringstream in(runText);
    std::string q, it, d, r, s, t;
    int n = 0;
    while (in >> q >> it >> d >> r >> s >> t) {
        if (q != lastQ) {
            out += q + " 0 UNRETRIEVED 2\n";
            lastQ = q;
        }
        if (++n % 3 == 0) out += q + " 0 " + d + " " + std::to_string(n % 5 - 1) + "\n";
    }
    return out;
}

// The run read from the file and the one loaded from the store hold the same queries in the same
// order, each with the same entries: scores, doc ids, input positions and, when `ranks`, ranks.
void expectSameEntries(const core::Run& fileRun, const core::Run& storeRun, bool ranks) {
    ASSERT_EQ(fileRun.queries().size(), storeRun.queries().size());
    for (std::size_t i = 0; i < fileRun.queries().size(); ++i) {
        const auto& fq = fileRun.queries()[i];
        const auto& sq = storeRun.queries()[i];
        ASSERT_STREQ(fq.qid, sq.qid);
        ASSERT_EQ(fq.docs.size(), sq.docs.size());
        for (std::size_t k = 0; k < fq.docs.size(); ++k) {
            EXPECT_EQ(fq.docs[k].score, sq.docs[k].score);
            EXPECT_STREQ(fq.docs[k].doc, sq.docs[k].doc);
            if (ranks) {
                EXPECT_EQ(fq.docs[k].rank, sq.docs[k].rank);
            }
            EXPECT_EQ(fq.docs[k].inputPos, sq.docs[k].inputPos);
        }
    }
}

TEST(ProjectStore, CreatesWalProjectWithCurrentSchema) {
    TempDir dir;
    const auto path = dir.file("p.ranklens");
    {
        auto ps = ProjectStore::open(path);
        EXPECT_TRUE(ps->runs().empty());
        EXPECT_EQ(ps->activeLabelSet(), 0);
    }
    sqlite3* db = nullptr;
    ASSERT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
    sqlite3_stmt* st = nullptr;
    sqlite3_prepare_v2(db, "PRAGMA journal_mode", -1, &st, nullptr);
    ASSERT_EQ(sqlite3_step(st), SQLITE_ROW);
    EXPECT_STREQ(reinterpret_cast<const char*>(sqlite3_column_text(st, 0)), "wal");
    sqlite3_finalize(st);
    sqlite3_prepare_v2(db, "PRAGMA user_version", -1, &st, nullptr);
    ASSERT_EQ(sqlite3_step(st), SQLITE_ROW);
    EXPECT_EQ(sqlite3_column_int(st, 0), ProjectStore::schemaVersion());
    sqlite3_finalize(st);
    sqlite3_close(db);
}

TEST(ProjectStore, RoundTripGivesIdenticalMetrics) {
    TempDir dir;
    const std::string runText = makeRun(120, 60);
    writeFile(dir.file("run.txt"), runText);
    writeFile(dir.file("qrels.txt"), makeQrels(runText));
    auto ps = ProjectStore::open(dir.file("p.ranklens"));
    core::ParseReport rep;
    const auto runId = ps->importRun(dir.file("run.txt"), {}, &rep);
    EXPECT_EQ(rep.records, 120u * 60u);
    const auto labId = ps->importQrels(dir.file("qrels.txt"), {});
    EXPECT_EQ(ps->activeLabelSet(), labId);
    const auto runs = ps->runs();
    ASSERT_EQ(runs.size(), 1u);
    EXPECT_EQ(runs[0].name, "run.txt");
    EXPECT_EQ(runs[0].numQueries, 120);
    EXPECT_EQ(runs[0].numDocs, 7200);
    EXPECT_EQ(runs[0].skippedLines, 0);

    for (auto ties :
         {core::TiePolicy::TrecEval, core::TiePolicy::InputOrder, core::TiePolicy::Rank}) {
        core::Run fileRun = core::readRun(dir.file("run.txt"));
        core::Qrels fileQrels = core::readQrels(dir.file("qrels.txt"));
        core::Run storeRun = ps->loadRun(runId);
        core::Qrels storeQrels = ps->loadLabels(labId);
        EXPECT_EQ(storeRun.name, "sys");
        EXPECT_EQ(storeRun.hasRanks, fileRun.hasRanks);
        EXPECT_EQ(storeRun.totalDocs(), fileRun.totalDocs());
        EXPECT_EQ(storeQrels.totalJudgments(), fileQrels.totalJudgments());
        const auto a = evalAll(fileRun, fileQrels, ties);
        const auto b = evalAll(storeRun, storeQrels, ties);
        ASSERT_GT(a.queries.size(), 100u);
        expectSameResults(a, b);
    }
    // Entries come back exactly: scores, ranks, input positions, doc ids.
    core::Run fileRun = core::readRun(dir.file("run.txt"));
    core::Run storeRun = ps->loadRun(runId);
    ASSERT_NO_FATAL_FAILURE(expectSameEntries(fileRun, storeRun, true));
}

// The explorer lets the store's page cache go while a run streams in (from loadRun's progress
// callback, between two steps of the read): every entry must still come back exactly.
TEST(ProjectStore, ReleasingTheCacheMidLoadKeepsEveryEntry) {
    TempDir dir;
    const std::string runText = makeRun(300, 40);
    writeFile(dir.file("run.txt"), runText);
    writeFile(dir.file("qrels.txt"), makeQrels(runText));
    auto ps = ProjectStore::open(dir.file("p.ranklens"));
    const auto runId = ps->importRun(dir.file("run.txt"), {});
    const auto labId = ps->importQrels(dir.file("qrels.txt"), {});
    std::size_t calls = 0;
    core::Run storeRun = ps->loadRun(runId, [&](std::size_t, std::size_t) {
        ps->releaseCache();
        ++calls;
        return true;
    });
    EXPECT_GE(calls, 4u);  // every 64 queries of 300, and at the end
    ps->releaseCache();
    const core::Run fileRun = core::readRun(dir.file("run.txt"));
    ASSERT_NO_FATAL_FAILURE(expectSameEntries(fileRun, storeRun, false));
    EXPECT_EQ(ps->loadLabels(labId).totalJudgments(),
              core::readQrels(dir.file("qrels.txt")).totalJudgments());
}

TEST(ProjectStore, CsvRunWithoutRanksAndWhatIfRun) {
    TempDir dir;
    writeFile(dir.file("run.csv"), "query,doc,score\nu1,a,0.5\nu1,b,0.25\nu2,c,1e0\nu2,a,1\n");
    writeFile(dir.file("labels.csv"), "query,doc,label\nu1,b,1\nu2,a,3\n");
    auto ps = ProjectStore::open(dir.file("p.ranklens"));
    const auto runId = ps->importRun(dir.file("run.csv"), {});
    ps->importQrels(dir.file("labels.csv"), {});
    core::Run run = ps->loadRun(runId);
    EXPECT_FALSE(run.hasRanks);
    ASSERT_NE(run.find("u2"), nullptr);
    EXPECT_EQ(run.find("u2")->docs[0].score, 1.0);
    EXPECT_EQ(run.find("u2")->docs[0].rank, 0);

    // What-if: reorder u1 by hand and save as a new run; the original is untouched.
    run.order(core::TiePolicy::TrecEval);
    std::swap(run.query("u1").docs[0], run.query("u1").docs[1]);
    const auto whatIf = ps->saveRun(run, "what-if 'b' first", "moved b to the top");
    core::Run back = ps->loadRun(whatIf);
    EXPECT_STREQ(back.find("u1")->docs[0].doc, "b");
    EXPECT_EQ(back.find("u1")->docs[0].inputPos, 1u);
    EXPECT_STREQ(ps->loadRun(runId).find("u1")->docs[0].doc, "a");
    const auto runs = ps->runs();
    ASSERT_EQ(runs.size(), 2u);
    EXPECT_EQ(runs[1].name, "what-if 'b' first");
    EXPECT_EQ(runs[1].notes, "moved b to the top");
    ps->deleteRun(whatIf);
    EXPECT_EQ(ps->runs().size(), 1u);
    EXPECT_THROW(ps->loadRun(whatIf), StoreError);
    EXPECT_THROW(ps->deleteRun(whatIf), StoreError);
}

TEST(ProjectStore, MigratesVersion1File) {
    TempDir dir;
    const auto path = dir.file("old.ranklens");
    {
        sqlite3* db = nullptr;
        ASSERT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
        ASSERT_EQ(sqlite3_exec(db, schema::kV1Ddl, nullptr, nullptr, nullptr), SQLITE_OK);
        const char* fill = R"sql(
INSERT INTO runs VALUES(1, 'bm25', 'bm25.txt', '2023-01-01T00:00:00Z', 'old notes');
INSERT INTO run_entries VALUES(1, 'q1', 'd3', 2.5, 1);
INSERT INTO run_entries VALUES(1, 'q2', 'd1', 9.0, 1);
INSERT INTO run_entries VALUES(1, 'q1', 'd1', 2.5, 2);
INSERT INTO run_entries VALUES(1, 'q1', 'd2', 0.125, 3);
INSERT INTO label_sets VALUES(1, 'editorial', 'qrels', 'qrels.txt', '2023-01-01T00:00:00Z');
INSERT INTO labels VALUES(1, 'q1', 'd1', 3);
INSERT INTO labels VALUES(1, 'q1', 'd9', 1);
INSERT INTO labels VALUES(1, 'q2', 'd1', 0);
PRAGMA user_version = 1;
)sql";
        ASSERT_EQ(sqlite3_exec(db, fill, nullptr, nullptr, nullptr), SQLITE_OK);
        sqlite3_close(db);
    }
    auto ps = ProjectStore::open(path);
    const auto runs = ps->runs();
    ASSERT_EQ(runs.size(), 1u);
    EXPECT_EQ(runs[0].name, "bm25");
    EXPECT_EQ(runs[0].notes, "old notes");
    EXPECT_EQ(runs[0].numQueries, 2);
    EXPECT_EQ(runs[0].numDocs, 4);
    core::Run run = ps->loadRun(1);
    ASSERT_EQ(run.queries().size(), 2u);
    const auto* q1 = run.find("q1");
    ASSERT_NE(q1, nullptr);
    ASSERT_EQ(q1->docs.size(), 3u);
    EXPECT_STREQ(q1->docs[0].doc, "d3");
    EXPECT_STREQ(q1->docs[1].doc, "d1");
    EXPECT_EQ(q1->docs[2].score, 0.125);
    EXPECT_EQ(q1->docs[2].rank, 3);
    const auto sets = ps->labelSets();
    ASSERT_EQ(sets.size(), 1u);
    EXPECT_EQ(sets[0].name, "editorial");
    EXPECT_EQ(sets[0].numLabels, 3);
    EXPECT_EQ(sets[0].maxGrade, 3);
    EXPECT_EQ(ps->activeLabelSet(), 1);
    core::Qrels qrels = ps->loadLabels(1);
    ASSERT_NE(qrels.find("q1"), nullptr);
    EXPECT_EQ(qrels.find("q1")->grade("d9"), 1);
    // Evaluates like the same data read from files.
    core::EvalConfig cfg;
    core::EvalOptions eo;
    core::addMeasureSpec("map", eo.requests);
    const auto r = core::evaluate(run, qrels, cfg, eo);
    // q1: d3 (unjudged), d1 (3) at rank 2 (ties: d3 > d1 by docid), d2; R = 2 -> AP = 0.5/2.
    ASSERT_NE(r.column("map"), nullptr);
    EXPECT_DOUBLE_EQ(r.column("map")->perQuery[0], 0.25);
    ps.reset();
    EXPECT_EQ(integrityCheck(path), "ok");
    // Reopening a migrated file is a no-op.
    const auto before = snapshot(path);
    ProjectStore::open(path).reset();
    EXPECT_EQ(snapshot(path), before);
}

TEST(ProjectStore, RefusesNewerSchemaWithoutTouchingTheFile) {
    TempDir dir;
    const auto path = dir.file("future.ranklens");
    ProjectStore::open(path).reset();
    {
        sqlite3* db = nullptr;
        ASSERT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
        ASSERT_EQ(sqlite3_exec(db, "PRAGMA journal_mode=DELETE; PRAGMA user_version = 99;", nullptr,
                               nullptr, nullptr),
                  SQLITE_OK);
        sqlite3_close(db);
    }
    const std::string bytes = readBytes(path);
    try {
        ProjectStore::open(path);
        FAIL() << "a newer schema must be refused";
    } catch (const StoreError& e) {
        EXPECT_NE(std::string(e.what()).find("newer RankLens"), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find("99"), std::string::npos) << e.what();
    }
    EXPECT_EQ(readBytes(path), bytes);
    EXPECT_FALSE(std::filesystem::exists(path + "-wal"));
}

TEST(ProjectStore, RefusesForeignFiles) {
    TempDir dir;
    writeFile(dir.file("notes.txt"), std::string(5000, 'x'));
    EXPECT_THROW(ProjectStore::open(dir.file("notes.txt")), StoreError);
    EXPECT_EQ(readBytes(dir.file("notes.txt")), std::string(5000, 'x'));
    sqlite3* db = nullptr;
    sqlite3_open(dir.file("other.db").c_str(), &db);
    sqlite3_exec(db, "CREATE TABLE t(x)", nullptr, nullptr, nullptr);
    sqlite3_close(db);
    EXPECT_THROW(ProjectStore::open(dir.file("other.db")), StoreError);
}

class PopulatedStore : public ::testing::Test {
  protected:
    void SetUp() override {
        path = dir.file("p.ranklens");
        const std::string runText = makeRun(20, 30, 3);
        writeFile(dir.file("small.txt"), runText);
        writeFile(dir.file("qrels.txt"), makeQrels(runText));
        auto ps = ProjectStore::open(path);
        ps->importRun(dir.file("small.txt"), {});
        ps->importQrels(dir.file("qrels.txt"), {});
    }
    TempDir dir;
    std::string path;
};

TEST_F(PopulatedStore, BadLineInTheMiddleOfALargeFileRollsBackEverything) {
    const std::string before = snapshot(path);
    writeFile(dir.file("big.txt"), makeRun(400, 500, 11, 100001));  // 200k lines
    auto ps = ProjectStore::open(path);
    try {
        ps->importRun(dir.file("big.txt"), {});
        FAIL() << "bad line not reported";
    } catch (const core::ParseError& e) {
        ASSERT_FALSE(e.issues().empty());
        EXPECT_EQ(e.issues()[0].line, 100001u);
        EXPECT_EQ(e.issues()[0].file, dir.file("big.txt"));
        EXPECT_NE(e.issues()[0].str().find("big.txt:100001:"), std::string::npos);
    }
    EXPECT_EQ(ps->runs().size(), 1u);
    ps.reset();
    EXPECT_EQ(snapshot(path), before);
    EXPECT_EQ(integrityCheck(path), "ok");

    // Skipping bad lines stores the run and records the count with it.
    ps = ProjectStore::open(path);
    ImportOptions o;
    o.skipBadLines = true;
    core::ParseReport rep;
    const auto id = ps->importRun(dir.file("big.txt"), o, &rep);
    EXPECT_EQ(rep.skipped, 1u);
    const auto runs = ps->runs();
    ASSERT_EQ(runs.size(), 2u);
    EXPECT_EQ(runs[1].id, id);
    EXPECT_EQ(runs[1].skippedLines, 1);
    EXPECT_EQ(runs[1].numDocs, 200000 - 1);
    ps.reset();
    ps = ProjectStore::open(path);  // survives reopening
    EXPECT_EQ(ps->runs()[1].skippedLines, 1);
    EXPECT_EQ(ps->loadRun(id).totalDocs(), 199999u);
}

TEST_F(PopulatedStore, CancelMidImportRollsBack) {
    const std::string before = snapshot(path);
    writeFile(dir.file("big.txt"), makeRun(400, 500, 12));
    auto ps = ProjectStore::open(path);
    for (std::size_t stopAt : {300u, 800u, 990u}) {  // while parsing; while storing; near the end
        ImportOptions o;
        std::size_t calls = 0, last = 0;
        o.progress = [&](std::size_t done, std::size_t total) {
            ++calls;
            EXPECT_EQ(total, 1000u);
            EXPECT_GE(done, last);
            last = done;
            return done < stopAt;
        };
        EXPECT_THROW(ps->importRun(dir.file("big.txt"), o), core::Cancelled) << stopAt;
        EXPECT_GE(calls, 1u);
        EXPECT_EQ(ps->runs().size(), 1u);
        EXPECT_EQ(integrityCheck(path), "ok");
    }
    ps.reset();
    EXPECT_EQ(snapshot(path), before);
    // And the same import then goes through.
    ps = ProjectStore::open(path);
    std::size_t last = 0;
    ImportOptions o;
    o.progress = [&](std::size_t done, std::size_t) {
        last = done;
        return true;
    };
    ps->importRun(dir.file("big.txt"), o);
    EXPECT_EQ(last, 1000u);
    EXPECT_EQ(ps->runs().size(), 2u);
}

TEST_F(PopulatedStore, DuplicateImportIsDetected) {
    auto ps = ProjectStore::open(path);
    const auto firstId = ps->runs()[0].id;
    const std::string before = snapshot(path);
    try {
        ps->importRun(dir.file("small.txt"), {});
        FAIL() << "duplicate not detected";
    } catch (const DuplicateImport& e) {
        EXPECT_EQ(e.existingId, firstId);
        EXPECT_NE(std::string(e.what()).find("small.txt"), std::string::npos);
    }
    // Same content under another name is the same import.
    std::filesystem::copy_file(dir.file("small.txt"), dir.file("copy.txt"));
    EXPECT_THROW(ps->importRun(dir.file("copy.txt"), {}), DuplicateImport);
    EXPECT_THROW(ps->importQrels(dir.file("qrels.txt"), {}), DuplicateImport);
    EXPECT_EQ(snapshot(path), before);
    // A qrels file is not a duplicate of a run, and allowDuplicate imports anyway.
    ImportOptions o;
    o.allowDuplicate = true;
    o.name = "again";
    const auto again = ps->importRun(dir.file("copy.txt"), o);
    EXPECT_NE(again, firstId);
    EXPECT_EQ(ps->runs().size(), 2u);
    // One changed byte: not a duplicate.
    std::string text = readBytes(dir.file("small.txt"));
    text[text.size() - 2] = 'X';
    writeFile(dir.file("changed.txt"), text);
    EXPECT_NO_THROW(ps->importRun(dir.file("changed.txt"), {}));
}

TEST(ProjectStore, HostileNamesAreJustData) {
    TempDir dir;
    const std::string evilQ = "q'1\"; DROP TABLE runs; --";
    const std::string evilD = "d'); DELETE FROM items; --";
    const std::string evilFile = dir.file("it's a \"run\"; DROP TABLE labels.tsv");
    writeFile(evilFile,
              "query\tdoc\tscore\n" + evilQ + "\t" + evilD + "\t1.5\n" + evilQ + "\tplain\t0.5\n");
    writeFile(dir.file("l.tsv"), "query\tdoc\tlabel\n" + evilQ + "\t" + evilD + "\t2\n");
    const auto path = dir.file("p'; DROP TABLE x; --.ranklens");
    auto ps = ProjectStore::open(path);
    ImportOptions o;
    o.name = "'; DROP TABLE runs; --";
    const auto runId = ps->importRun(evilFile, o);
    o.name = "Robert'); DROP TABLE label_sets;--";
    const auto labId = ps->importQrels(dir.file("l.tsv"), o);
    const auto annot = ps->createLabelSet("annotator 'O''Brien'", "manual");
    ps->setLabel(annot, evilQ, evilD, 1, "x'); DROP TABLE label_edits; --");
    ps.reset();

    ps = ProjectStore::open(path);
    ASSERT_EQ(ps->runs().size(), 1u);
    EXPECT_EQ(ps->runs()[0].name, "'; DROP TABLE runs; --");
    EXPECT_EQ(ps->runs()[0].sourceFile, evilFile);
    EXPECT_EQ(ps->labelSets()[0].name, "Robert'); DROP TABLE label_sets;--");
    EXPECT_EQ(ps->labelSets()[1].name, "annotator 'O''Brien'");
    core::Run run = ps->loadRun(runId);
    ASSERT_NE(run.find(evilQ), nullptr);
    EXPECT_STREQ(run.find(evilQ)->docs[0].doc, evilD.c_str());
    core::Qrels q = ps->loadLabels(labId);
    EXPECT_EQ(q.find(evilQ)->grade(evilD), 2);
    const auto h = ps->labelHistory(annot);
    ASSERT_EQ(h.size(), 1u);
    EXPECT_EQ(h[0].who, "x'); DROP TABLE label_edits; --");
    EXPECT_EQ(h[0].qid, evilQ);
    EXPECT_TRUE(ps->item(evilD).has_value());
    ps.reset();
    EXPECT_EQ(integrityCheck(path), "ok");
}

TEST(ProjectStore, BehaviourLogStrongestEventAndCutoff) {
    TempDir dir;
    // Hand-worked: mapping purchase=3, click=2, view=1; cutoff 2024-03-01 (events must be later).
    //  u1/a: view(02-01, dropped), click(03-02), view(03-05)      -> 2 (click)
    //  u1/b: purchase(02-28, dropped), view(03-10)                 -> 1 (view; the purchase is old)
    //  u2/a: view, purchase, click (all after)                     -> 3 (purchase)
    //  u2/c: add_to_cart (unmapped)                                -> no label
    //  u3/d: click at exactly the cutoff (not after)               -> no label
    writeFile(dir.file("log.csv"),
              "user,item,event,timestamp\n"
              "u1,a,view,2024-02-01T10:00:00Z\n"
              "u1,a,click,2024-03-02T10:00:00Z\n"
              "u1,a,view,2024-03-05T10:00:00Z\n"
              "u1,b,purchase,2024-02-28T23:59:59Z\n"
              "u1,b,view,2024-03-10\n"
              "u2,a,view,1709900000\n"
              "u2,a,purchase,2024-03-09T12:00:00+02:00\n"
              "u2,a,click,1709900000000\n"
              "u2,c,add_to_cart,2024-03-09T12:00:00Z\n"
              "u3,d,click,2024-03-01T00:00:00Z\n");
    writeFile(dir.file("run.csv"), "user,item,score\nu1,a,3\nu1,b,2\nu2,a,1\nu2,c,0.5\n");
    auto ps = ProjectStore::open(dir.file("p.ranklens"));
    EventMapping m;
    m.gradeOf = {{"purchase", 3}, {"click", 2}, {"view", 1}};
    m.after = "2024-03-01T00:00:00Z";
    ImportOptions o;
    o.name = "clicks+purchases after March";
    const auto id = ps->importBehaviourLog(dir.file("log.csv"), m, o);
    const auto sets = ps->labelSets();
    ASSERT_EQ(sets.size(), 1u);
    EXPECT_EQ(sets[0].kind, "log");
    EXPECT_EQ(sets[0].numLabels, 3);
    EXPECT_EQ(sets[0].minGrade, 0);
    EXPECT_EQ(sets[0].maxGrade, 3);
    EXPECT_NE(sets[0].description.find("purchase=3, click=2, view=1"), std::string::npos);
    EXPECT_NE(sets[0].description.find("after 2024-03-01T00:00:00Z"), std::string::npos);
    EXPECT_NE(sets[0].description.find("3 before the cutoff"), std::string::npos)
        << sets[0].description;
    EXPECT_NE(sets[0].description.find("add_to_cart"), std::string::npos);
    core::Qrels q = ps->loadLabels(id);
    EXPECT_EQ(q.totalJudgments(), 3u);
    EXPECT_EQ(q.find("u1")->grade("a"), 2);
    EXPECT_EQ(q.find("u1")->grade("b"), 1);
    EXPECT_EQ(q.find("u2")->grade("a"), 3);
    EXPECT_EQ(q.find("u2")->grade("c"), std::nullopt);
    EXPECT_EQ(q.find("u3"), nullptr);

    // Without the cutoff: u1/b becomes a purchase, u3/d a click.
    m.after.reset();
    o.name = "all";
    const auto all = ps->importBehaviourLog(dir.file("log.csv"), m, o);
    core::Qrels q2 = ps->loadLabels(all);
    EXPECT_EQ(q2.totalJudgments(), 4u);
    EXPECT_EQ(q2.find("u1")->grade("b"), 3);
    EXPECT_EQ(q2.find("u3")->grade("d"), 2);
    // The same log with the same mapping again is a duplicate.
    EXPECT_THROW(ps->importBehaviourLog(dir.file("log.csv"), m, o), DuplicateImport);

    // P@1 differs by label set, as it should: u1's top item a is click-relevant in both.
    const auto runId = ps->importRun(dir.file("run.csv"), {});
    core::Run run = ps->loadRun(runId);
    core::EvalConfig cfg;
    cfg.relevanceThreshold = 3;  // purchases only
    core::EvalOptions eo;
    core::addMeasureSpec("P.2", eo.requests);
    const auto r1 = core::evaluate(run, q, cfg, eo);
    const auto r2 = core::evaluate(run, q2, cfg, eo);
    EXPECT_DOUBLE_EQ(r1.column("P_2")->aggregate, (0.0 + 0.5) / 2);
    EXPECT_DOUBLE_EQ(r2.column("P_2")->aggregate, (0.5 + 0.5) / 2);

    // A bad timestamp names file and line; an unknown cutoff format is refused.
    writeFile(dir.file("bad.csv"),
              "user,item,event,ts\nu1,a,view,2024-03-05\nu1,b,view,yesterday\n");
    m.after = "2024-01-01";
    try {
        ps->importBehaviourLog(dir.file("bad.csv"), m, {});
        FAIL();
    } catch (const core::ParseError& e) {
        EXPECT_NE(e.issues()[0].str().find("bad.csv:3:"), std::string::npos) << e.what();
    }
    m.after = "last tuesday";
    EXPECT_THROW(ps->importBehaviourLog(dir.file("log.csv"), m, {}), StoreError);
    EXPECT_EQ(ps->labelSets().size(), 2u);
}

TEST(ProjectStore, LabelEditsAreAppendOnlyAndSurviveReopen) {
    TempDir dir;
    const auto path = dir.file("p.ranklens");
    writeFile(dir.file("q.txt"), "1 0 d1 2\n1 0 d2 0\n");
    std::int64_t set = 0, annot = 0;
    {
        auto ps = ProjectStore::open(path);
        set = ps->importQrels(dir.file("q.txt"), {});
        annot = ps->createLabelSet("annotator A", "manual");
        EXPECT_EQ(ps->activeLabelSet(), set);  // the first set stays active
        ps->setLabel(set, "1", "d1", 3, "alice");
        ps->setLabel(set, "1", "d3", 1, "bob");
        ps->setLabel(set, "1", "d2", std::nullopt, "alice");
        ps->setLabel(annot, "1", "d1", 4, "carol");
        ps->setActiveLabelSet(annot);
        EXPECT_THROW(ps->setActiveLabelSet(999), StoreError);
        EXPECT_THROW(ps->setLabel(999, "1", "d1", 1, "x"), StoreError);
    }
    auto ps = ProjectStore::open(path);
    EXPECT_EQ(ps->activeLabelSet(), annot);
    const auto h = ps->labelHistory(set);
    ASSERT_EQ(h.size(), 3u);
    EXPECT_EQ(h[0].docid, "d1");
    EXPECT_EQ(h[0].oldGrade, 2);
    EXPECT_EQ(h[0].newGrade, 3);
    EXPECT_EQ(h[0].who, "alice");
    EXPECT_EQ(h[0].when.size(), 20u);  // 2024-05-01T12:00:00Z
    EXPECT_EQ(h[1].oldGrade, std::nullopt);
    EXPECT_EQ(h[1].newGrade, 1);
    EXPECT_EQ(h[2].oldGrade, 0);
    EXPECT_EQ(h[2].newGrade, std::nullopt);
    EXPECT_LT(h[0].id, h[1].id);
    core::Qrels q = ps->loadLabels(set);
    EXPECT_EQ(q.find("1")->grade("d1"), 3);
    EXPECT_EQ(q.find("1")->grade("d3"), 1);
    EXPECT_EQ(q.find("1")->grade("d2"), std::nullopt);
    const auto sets = ps->labelSets();
    EXPECT_EQ(sets[0].numLabels, 2);
    EXPECT_EQ(sets[1].numLabels, 1);
    EXPECT_EQ(sets[1].maxGrade, 4);  // the scale grows with the grades used
    ASSERT_EQ(ps->labelHistory(annot).size(), 1u);
    ps.reset();
    // The history cannot be rewritten, even with plain SQL.
    sqlite3* db = nullptr;
    sqlite3_open(path.c_str(), &db);
    EXPECT_NE(sqlite3_exec(db, "UPDATE label_edits SET who = 'mallory'", nullptr, nullptr, nullptr),
              SQLITE_OK);
    EXPECT_NE(sqlite3_exec(db, "DELETE FROM label_edits", nullptr, nullptr, nullptr), SQLITE_OK);
    sqlite3_close(db);
    EXPECT_EQ(ProjectStore::open(path)->labelHistory(set).size(), 3u);
}

TEST(ProjectStore, QueryAndItemMetadata) {
    TempDir dir;
    writeFile(dir.file("queries.csv"),
              "qid,text,segment,weight\n1,\"red shoes, cheap\",new_user,12\n2,laptop,returning,\n");
    writeFile(dir.file("items.tsv"),
              "docid\ttitle\turl\tcategory\nd1\tRed shoe\thttp://x/1\tshoes\n");
    writeFile(dir.file("bad.csv"), "qid,weight\n1,3\n2,lots\n");
    auto ps = ProjectStore::open(dir.file("p.ranklens"));
    ps->importQueryMeta(dir.file("queries.csv"), {});
    ps->importItemMeta(dir.file("items.tsv"), {});
    auto qs = ps->queries();
    ASSERT_EQ(qs.size(), 2u);
    EXPECT_EQ(qs[0].qid, "1");
    EXPECT_EQ(qs[0].text, "red shoes, cheap");
    EXPECT_EQ(qs[0].segment, "new_user");
    EXPECT_EQ(qs[0].weight, 12.0);
    EXPECT_EQ(qs[1].weight, 1.0);
    const auto it = ps->item("d1");
    ASSERT_TRUE(it.has_value());
    EXPECT_EQ(it->title, "Red shoe");
    EXPECT_EQ(it->category, "shoes");
    EXPECT_FALSE(ps->item("nope").has_value());
    try {
        ps->importQueryMeta(dir.file("bad.csv"), {});
        FAIL();
    } catch (const core::ParseError& e) {
        EXPECT_NE(e.issues()[0].str().find("bad.csv:3:"), std::string::npos);
    }
    EXPECT_EQ(ps->queries()[0].weight, 12.0);  // unchanged: all or nothing
    // A partial table updates only its columns.
    writeFile(dir.file("seg.csv"), "qid,segment\n2,new_user\n3,returning\n");
    ps->importQueryMeta(dir.file("seg.csv"), {});
    qs = ps->queries();
    ASSERT_EQ(qs.size(), 3u);
    EXPECT_EQ(qs[1].text, "laptop");
    EXPECT_EQ(qs[1].segment, "new_user");
}

TEST(ProjectStore, UnreadableInputIsAStoreError) {
    TempDir dir;
    auto ps = ProjectStore::open(dir.file("p.ranklens"));
    EXPECT_THROW(ps->importRun(dir.file("missing.txt"), {}), StoreError);
    EXPECT_THROW(ProjectStore::open(dir.file("no/such/dir/p.ranklens")), StoreError);
}

// Labels are stored in primary-key order whatever order the file gives: queries out of byte
// order, items unsorted in a query, items interned by an earlier import, a log whose users
// interleave. Every grade reads back as written.
TEST(ProjectStore, LabelsInAnyOrderReadBackAsWritten) {
    TempDir dir;
    writeFile(dir.file("run.txt"), "q2 Q0 z 1 2.0 r\nq2 Q0 b 2 1.0 r\n");
    writeFile(dir.file("qrels.txt"),
              "q10 0 c 1\nq10 0 a 2\nq2 0 z 3\nq2 0 b 0\nq2 0 m 1\nq1 0 b 2\nq1 0 a 3\n");
    writeFile(dir.file("log.csv"),
              "user,item,event,ts\nu2,b,click,10\nu1,z,view,11\nu2,a,view,12\nu1,b,click,13\n");
    auto ps = ProjectStore::open(dir.file("p.ranklens"));
    ps->importRun(dir.file("run.txt"), {});
    const auto id = ps->importQrels(dir.file("qrels.txt"), {});
    const core::Qrels q = ps->loadLabels(id);
    EXPECT_EQ(q.totalJudgments(), 7u);
    const std::vector<std::tuple<const char*, const char*, int>> want = {
        {"q10", "c", 1}, {"q10", "a", 2}, {"q2", "z", 3}, {"q2", "b", 0},
        {"q2", "m", 1},  {"q1", "b", 2},  {"q1", "a", 3}};
    for (const auto& [qid, doc, g] : want) {
        ASSERT_NE(q.find(qid), nullptr) << qid;
        EXPECT_EQ(q.find(qid)->grade(doc), g) << qid << " " << doc;
    }
    EventMapping m;
    m.gradeOf = {{"click", 2}, {"view", 1}};
    const auto logId = ps->importBehaviourLog(dir.file("log.csv"), m, {});
    const core::Qrels l = ps->loadLabels(logId);
    EXPECT_EQ(l.totalJudgments(), 4u);
    ASSERT_NE(l.find("u1"), nullptr);
    ASSERT_NE(l.find("u2"), nullptr);
    EXPECT_EQ(l.find("u2")->grade("b"), 2);
    EXPECT_EQ(l.find("u2")->grade("a"), 1);
    EXPECT_EQ(l.find("u1")->grade("z"), 1);
    EXPECT_EQ(l.find("u1")->grade("b"), 2);
    EXPECT_EQ(integrityCheck(dir.file("p.ranklens")), "ok");
}

}  // namespace
}  // namespace ranklens::store
