#include "core/store/schema.h"

#include <string>
#include <unordered_map>
#include <vector>

#include "core/base/version.h"
#include "core/store/label_blocks.h"
#include "core/store/run_blob.h"
#include "core/store/sqlite_db.h"

namespace ranklens::store::schema {

const char* const kV1Ddl = R"sql(
CREATE TABLE runs(id INTEGER PRIMARY KEY, name TEXT NOT NULL, source_file TEXT,
                  imported_at TEXT, notes TEXT);
CREATE TABLE run_entries(run_id INTEGER NOT NULL, qid TEXT NOT NULL, docid TEXT NOT NULL,
                         score REAL NOT NULL, rank INTEGER NOT NULL DEFAULT 0);
CREATE TABLE label_sets(id INTEGER PRIMARY KEY, name TEXT NOT NULL, kind TEXT NOT NULL,
                        source_file TEXT, imported_at TEXT);
CREATE TABLE labels(label_set_id INTEGER NOT NULL, qid TEXT NOT NULL, docid TEXT NOT NULL,
                    grade INTEGER NOT NULL);
)sql";

namespace {

const char* const kV2Ddl = R"sql(
CREATE TABLE settings(key TEXT PRIMARY KEY, value) WITHOUT ROWID;
CREATE TABLE queries(
  id INTEGER PRIMARY KEY,
  qid TEXT NOT NULL UNIQUE,
  text TEXT NOT NULL DEFAULT '',
  segment TEXT NOT NULL DEFAULT '',
  weight REAL NOT NULL DEFAULT 1.0);
CREATE TABLE items(
  id INTEGER PRIMARY KEY,
  docid TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL DEFAULT '',
  url TEXT NOT NULL DEFAULT '',
  category TEXT NOT NULL DEFAULT '');
CREATE TABLE runs(
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  tag TEXT NOT NULL DEFAULT '',
  source_file TEXT NOT NULL DEFAULT '',
  imported_at TEXT NOT NULL DEFAULT '',
  notes TEXT NOT NULL DEFAULT '',
  num_queries INTEGER NOT NULL DEFAULT 0,
  num_docs INTEGER NOT NULL DEFAULT 0,
  skipped_lines INTEGER NOT NULL DEFAULT 0,
  has_ranks INTEGER NOT NULL DEFAULT 0,
  content_hash TEXT);
CREATE INDEX runs_by_hash ON runs(content_hash);
-- One row per (run, query): the whole ranking packed in a blob (see run_blob.h).
CREATE TABLE run_queries(
  id INTEGER PRIMARY KEY,
  run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
  pos INTEGER NOT NULL,
  query_id INTEGER NOT NULL REFERENCES queries(id),
  num_docs INTEGER NOT NULL,
  entries BLOB NOT NULL,
  UNIQUE(run_id, pos));
CREATE TABLE label_sets(
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  kind TEXT NOT NULL,
  source_file TEXT NOT NULL DEFAULT '',
  imported_at TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  min_grade INTEGER NOT NULL DEFAULT 0,
  max_grade INTEGER NOT NULL DEFAULT 0,
  num_labels INTEGER NOT NULL DEFAULT 0,
  content_hash TEXT);
CREATE INDEX label_sets_by_hash ON label_sets(content_hash);
CREATE TABLE labels(
  label_set_id INTEGER NOT NULL REFERENCES label_sets(id) ON DELETE CASCADE,
  query_id INTEGER NOT NULL REFERENCES queries(id),
  item_id INTEGER NOT NULL REFERENCES items(id),
  grade INTEGER NOT NULL,
  PRIMARY KEY(label_set_id, query_id, item_id)) WITHOUT ROWID;
-- Append-only history of label edits: no update, no delete.
CREATE TABLE label_edits(
  id INTEGER PRIMARY KEY,
  label_set_id INTEGER NOT NULL,
  query_id INTEGER NOT NULL REFERENCES queries(id),
  item_id INTEGER NOT NULL REFERENCES items(id),
  old_grade INTEGER,
  new_grade INTEGER,
  at TEXT NOT NULL,
  who TEXT NOT NULL);
CREATE INDEX label_edits_by_set ON label_edits(label_set_id, id);
CREATE TRIGGER label_edits_no_update BEFORE UPDATE ON label_edits
  BEGIN SELECT RAISE(ABORT, 'the label edit history is append-only'); END;
CREATE TRIGGER label_edits_no_delete BEFORE DELETE ON label_edits
  BEGIN SELECT RAISE(ABORT, 'the label edit history is append-only'); END;
)sql";

// Version 3 = version 2 + the what-if drafts (core/store/draft_table.h): hand-made orders of one
// query of one run, item ids packed as uint32 little-endian, rank 1 first.
const char* const kV3Additions = R"sql(
CREATE TABLE drafts(
  id INTEGER PRIMARY KEY,
  run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
  query_id INTEGER NOT NULL REFERENCES queries(id),
  saved_at TEXT NOT NULL,
  items_moved INTEGER NOT NULL DEFAULT 0,
  item_ids BLOB NOT NULL);
CREATE INDEX drafts_by_list ON drafts(run_id, query_id);
)sql";

const std::string& v3Ddl() {
    static const std::string ddl = std::string(kV2Ddl) + kV3Additions;
    return ddl;
}

// Version 4 = version 3 + imported labels packed per (label set, query)
// (core/store/label_blocks.h); labels already stored as rows stay rows.
const std::string& v4Ddl() {
    static const std::string ddl = v3Ddl() + label_blocks::kDdl;
    return ddl;
}

void stampCurrent(const sql::Db& db) {
    db.exec("PRAGMA application_id = 1380666446");  // kApplicationId
    const std::string v = "PRAGMA user_version = " + std::to_string(kCurrentVersion);
    db.exec(v.c_str());
}

// v1 -> v2: intern ids, pack each (run, query) ranking into one blob, copy labels.
void migrateV1toV2(const sql::Db& db) {
    db.exec(R"sql(
ALTER TABLE runs RENAME TO v1_runs;
ALTER TABLE run_entries RENAME TO v1_run_entries;
ALTER TABLE label_sets RENAME TO v1_label_sets;
ALTER TABLE labels RENAME TO v1_labels;
)sql");
    db.exec(kV2Ddl);
    db.exec(R"sql(
INSERT OR IGNORE INTO queries(qid) SELECT qid FROM v1_run_entries ORDER BY rowid;
INSERT OR IGNORE INTO queries(qid) SELECT qid FROM v1_labels ORDER BY rowid;
INSERT OR IGNORE INTO items(docid) SELECT docid FROM v1_run_entries ORDER BY rowid;
INSERT OR IGNORE INTO items(docid) SELECT docid FROM v1_labels ORDER BY rowid;
INSERT INTO runs(id, name, source_file, imported_at, notes, has_ranks)
  SELECT id, name, COALESCE(source_file, ''), COALESCE(imported_at, ''), COALESCE(notes, ''),
         EXISTS(SELECT 1 FROM v1_run_entries e WHERE e.run_id = v1_runs.id AND e.rank <> 0)
  FROM v1_runs;
INSERT INTO label_sets(id, name, kind, source_file, imported_at)
  SELECT id, name, kind, COALESCE(source_file, ''), COALESCE(imported_at, '') FROM v1_label_sets;
INSERT OR REPLACE INTO labels(label_set_id, query_id, item_id, grade)
  SELECT l.label_set_id, q.id, i.id, l.grade FROM v1_labels l
  JOIN queries q ON q.qid = l.qid JOIN items i ON i.docid = l.docid ORDER BY l.rowid;
UPDATE label_sets SET
  num_labels = (SELECT count(*) FROM labels l WHERE l.label_set_id = label_sets.id),
  min_grade = min(0, COALESCE((SELECT min(grade) FROM labels l WHERE l.label_set_id = label_sets.id), 0)),
  max_grade = COALESCE((SELECT max(grade) FROM labels l WHERE l.label_set_id = label_sets.id), 0);
)sql");
    // Rankings: entries of one (run, query) in their input order.
    sql::Stmt runsSt(db, "SELECT id FROM runs ORDER BY id");
    sql::Stmt entries(db,
                      "SELECT q.id, i.id, e.score, e.rank FROM v1_run_entries e "
                      "JOIN queries q ON q.qid = e.qid JOIN items i ON i.docid = e.docid "
                      "WHERE e.run_id = ?1 ORDER BY e.rowid");
    sql::Stmt insert(db,
                     "INSERT INTO run_queries(run_id, pos, query_id, num_docs, entries) "
                     "VALUES(?1, ?2, ?3, ?4, ?5)");
    sql::Stmt counts(db, "UPDATE runs SET num_queries = ?2, num_docs = ?3 WHERE id = ?1");
    std::vector<unsigned char> buf;
    while (runsSt.step()) {
        const std::int64_t runId = runsSt.colInt(0);
        struct Q {
            std::int64_t queryId;
            std::vector<core::RankedDoc> docs;
            std::vector<std::uint32_t> items;
        };
        std::vector<Q> qs;
        std::unordered_map<std::int64_t, std::size_t> index;
        entries.bind(1, runId);
        std::int64_t total = 0;
        while (entries.step()) {
            const auto [it, fresh] = index.emplace(entries.colInt(0), qs.size());
            if (fresh) qs.push_back({entries.colInt(0), {}, {}});
            Q& q = qs[it->second];
            q.docs.push_back(core::RankedDoc{entries.colDouble(2), nullptr,
                                             static_cast<std::int32_t>(entries.colInt(3)),
                                             static_cast<std::uint32_t>(q.docs.size())});
            q.items.push_back(static_cast<std::uint32_t>(entries.colInt(1)));
            ++total;
        }
        entries.reset();
        for (std::size_t pos = 0; pos < qs.size(); ++pos) {
            encodeRanking(qs[pos].docs, qs[pos].items, buf);
            insert.bind(1, runId)
                .bind(2, static_cast<std::int64_t>(pos))
                .bind(3, qs[pos].queryId)
                .bind(4, static_cast<std::int64_t>(qs[pos].docs.size()))
                .bindBlobStatic(5, buf.data(), buf.size());
            insert.run();
        }
        counts.bind(1, runId).bind(2, static_cast<std::int64_t>(qs.size())).bind(3, total);
        counts.run();
    }
    db.exec(R"sql(
DROP TABLE v1_runs; DROP TABLE v1_run_entries; DROP TABLE v1_label_sets; DROP TABLE v1_labels;
INSERT OR REPLACE INTO settings(key, value)
  SELECT 'active_label_set', min(id) FROM label_sets HAVING count(*) > 0;
)sql");
}

// Which RankLens wrote the file, for bug reports: settings 'created_with' / 'migrated_with'.
void recordVersion(const sql::Db& db, const char* key) {
    sql::Stmt s(db, "INSERT OR REPLACE INTO settings(key, value) VALUES(?1, ?2)");
    s.bind(1, key).bind(2, "RankLens " + std::string(kVersion));
    s.run();
}

}  // namespace

const char* ddlOf(int version) {
    switch (version) {
        case 1:
            return kV1Ddl;
        case 2:
            return kV2Ddl;
        case 3:
            return v3Ddl().c_str();
        case 4:
            return v4Ddl().c_str();
        default:
            return nullptr;
    }
}

void createCurrent(const sql::Db& db) {
    db.exec(v4Ddl().c_str());
    recordVersion(db, "created_with");
    stampCurrent(db);
}

void migrate(const sql::Db& db, int from) {
    sql::Transaction tx(db);
    // Another process may have migrated the file since it was checked: go on from its version.
    int v = static_cast<int>(db.queryInt("PRAGMA user_version"));
    if (v >= kCurrentVersion && from < kCurrentVersion) return;
    if (v == 1) {
        migrateV1toV2(db);
        v = 2;
    }
    if (v == 2) {  // v2 -> v3: a new table, nothing else changes
        db.exec(kV3Additions);
        v = 3;
    }
    if (v == 3) {  // v3 -> v4: a new table; the labels rows stay as they are
        db.exec(label_blocks::kDdl);
        v = 4;
    }
    if (v != kCurrentVersion)
        throw StoreError("no migration from schema version " + std::to_string(from));
    recordVersion(db, "migrated_with");
    stampCurrent(db);
    tx.commit();
}

}  // namespace ranklens::store::schema
