#include "core/store/project_check.h"

#include <map>
#include <utility>

#include "core/store/schema.h"
#include "core/store/v1_check.h"

namespace ranklens::store::check {

namespace {

using sql::Db;
using sql::Stmt;

// Ids RankLens writes: 1.. 2^31 - 1 (the importer marks new ids with the top bit).
constexpr const char* kIdRange = "1..2147483647";

std::string str(std::int64_t v) {
    return std::to_string(v);
}

// SQLite reports damage as SQLITE_CORRUPT or SQLITE_NOTADB: both are refusals, not failures
// of the environment.
template <class F>
auto refusingDamage(const std::string& path, F&& f) -> decltype(f()) {
    try {
        return f();
    } catch (const sql::SqlError& e) {
        if (e.primary() == SQLITE_NOTADB)
            throw StoreError(refusal(path, "not a RankLens project (not a SQLite database)"));
        if (e.primary() == SQLITE_CORRUPT)
            throw StoreError(refusal(path, std::string("damaged project (") + e.what() + ")"));
        throw;
    }
}

void quickCheck(const Db& db, const std::string& path) {
    Stmt s(db, "PRAGMA quick_check(3)");
    std::string problems;
    while (s.step()) {
        const std::string row = s.colString(0);
        if (row == "ok") return;
        problems += (problems.empty() ? "" : "; ") + row;
    }
    throw StoreError(refusal(path, "damaged project (SQLite quick_check: " + problems + ")"));
}

// name -> (type, sql) of every object with SQL text (tables, indexes, triggers, views).
std::map<std::string, std::pair<std::string, std::string>> objects(const Db& db) {
    Stmt s(db, "SELECT name, type, sql FROM sqlite_master WHERE sql IS NOT NULL");
    std::map<std::string, std::pair<std::string, std::string>> out;
    while (s.step()) out[s.colString(0)] = {s.colString(1), s.colString(2)};
    return out;
}

// Version 2 and later: every table, index and trigger exactly as RankLens creates it; no other
// trigger or view (they would run on our writes).
void checkSchema(const Db& db, const std::string& path, int version) {
    Db ref(":memory:");
    ref.exec(schema::ddlOf(version));
    const auto want = objects(ref), have = objects(db);
    for (const auto& [name, def] : want) {
        const auto it = have.find(name);
        if (it == have.end())
            throw StoreError(
                refusal(path, "damaged project (the " + def.first + " " + name + " is missing)"));
        if (it->second != def)
            throw StoreError(refusal(path, "damaged project (the " + def.first + " " + name +
                                               " is not defined as RankLens defines it)"));
    }
    for (const auto& [name, def] : have)
        if ((def.first == "trigger" || def.first == "view") && !want.count(name))
            throw StoreError(
                refusal(path, "damaged project (an unexpected " + def.first + " " + name + ")"));
}

// Version 1 (migrated on open): the tables with their columns.
void checkSchemaV1(const Db& db, const std::string& path) {
    Db ref(":memory:");
    ref.exec(schema::ddlOf(1));
    Stmt tables(ref, "SELECT name FROM sqlite_master WHERE type = 'table'");
    while (tables.step()) {
        const std::string t = tables.colString(0);
        auto columns = [&t](const Db& d) {
            Stmt c(d, "SELECT group_concat(name, ',') FROM pragma_table_info(?1)");
            c.bind(1, t);
            return c.step() ? c.colString(0) : std::string();
        };
        if (columns(db) != columns(ref))
            throw StoreError(refusal(
                path, "not a RankLens project (a SQLite file with other tables: " + t + ")"));
    }
}

void checkIdRange(const Db& db, const std::string& path, const char* table) {
    const std::string sqlText =
        std::string("SELECT id FROM ") + table + " WHERE id < 1 OR id > 2147483647 LIMIT 1";
    Stmt s(db, sqlText.c_str());
    if (s.step())
        throw StoreError(refusal(path, std::string("damaged project (the ") + table +
                                           " table holds id " + str(s.colInt(0)) + ", outside " +
                                           kIdRange + ")"));
}

// "query id 7" / "item id 9" with why it is not usable.
std::string missing(const char* what, std::int64_t id, const char* table) {
    return std::string(what) + " id " + str(id) + ", which is not in the " + table + " table";
}

// SQL true when a column names a row of the queries or items table: a range test when the
// table's ids are 1..max with none missing (as RankLens writes them; checkIdRange ran first),
// else a lookup per row. Only this file's table and column names go into the text.
class Presence {
  public:
    Presence(const Db& db, const std::string& table) : table_(table) {
        Stmt s(db, ("SELECT count(*), max(id) FROM " + table_).c_str());
        if (s.step()) {
            max_ = s.colNull(1) ? 0 : s.colInt(1);
            dense_ = s.colInt(0) == max_;
        }
    }
    std::string of(const std::string& column) const {
        return dense_ ? "(" + column + " BETWEEN 1 AND " + str(max_) + ")"
                      : "EXISTS(SELECT 1 FROM " + table_ + " WHERE id = " + column + ")";
    }

  private:
    std::string table_;
    std::int64_t max_ = 0;
    bool dense_ = false;
};

void checkLabels(const Db& db, const std::string& path, const Presence& queries,
                 const Presence& items) {
    const std::string set = "l.label_set_id IN (SELECT id FROM label_sets)";
    const std::string q = queries.of("l.query_id"), i = items.of("l.item_id");
    const std::string sqlText =
        "SELECT label_set_id, query_id, item_id, grade, " + set + ", " + q + ", " + i +
        " FROM labels l WHERE NOT (" + set + " AND " + q + " AND " + i +
        ") OR typeof(grade) <> 'integer' OR grade NOT BETWEEN -2147483648 AND 2147483647 LIMIT 1";
    Stmt s(db, sqlText.c_str());
    if (!s.step()) return;
    const std::string has = "label set " + str(s.colInt(0)) + " has a label for ";
    std::string what;
    if (!s.colInt(4))
        what = "a label names " + missing("label set", s.colInt(0), "label_sets");
    else if (!s.colInt(5))
        what = has + missing("query", s.colInt(1), "queries");
    else if (!s.colInt(6))
        what = has + missing("item", s.colInt(2), "items");
    else
        what = has + "query id " + str(s.colInt(1)) + " with grade '" + s.colString(3) +
               "', not a 32-bit integer";
    throw damaged(path, what);
}

void checkRankings(const Db& db, const std::string& path, const Presence& queries) {
    const std::string run = "r.run_id IN (SELECT id FROM runs)", q = queries.of("r.query_id");
    const std::string sqlText = "SELECT run_id, pos, query_id, " + run + ", " + q +
                                " FROM run_queries r WHERE NOT (" + run + " AND " + q +
                                ") OR typeof(entries) <> 'blob' LIMIT 1";
    Stmt s(db, sqlText.c_str());
    if (!s.step()) return;
    const std::string at =
        "the ranking at position " + str(s.colInt(1)) + " of run " + str(s.colInt(0));
    const std::string what = !s.colInt(3) ? at + " names " + missing("run", s.colInt(0), "runs")
                             : !s.colInt(4)
                                 ? at + " names " + missing("query", s.colInt(2), "queries")
                                 : at + " is not a blob";
    throw damaged(path, what);
}

void checkEdits(const Db& db, const std::string& path, const Presence& queries,
                const Presence& items) {
    const std::string q = queries.of("e.query_id"), i = items.of("e.item_id");
    const std::string sqlText = "SELECT id, query_id, item_id, " + q +
                                " FROM label_edits e WHERE NOT (" + q + " AND " + i + ") LIMIT 1";
    Stmt s(db, sqlText.c_str());
    if (!s.step()) return;
    const std::string what = "label edit " + str(s.colInt(0)) + " names " +
                             (s.colInt(3) ? missing("item", s.colInt(2), "items")
                                          : missing("query", s.colInt(1), "queries"));
    throw damaged(path, what);
}

// Version 3: each what-if draft names a run and a query that exist, and holds whole uint32 item
// ids (the ids themselves are checked when the draft is read).
void checkDrafts(const Db& db, const std::string& path, const Presence& queries) {
    const std::string run = "d.run_id IN (SELECT id FROM runs)", q = queries.of("d.query_id");
    const std::string sqlText = "SELECT id, run_id, query_id, " + run + ", " + q +
                                " FROM drafts d WHERE NOT (" + run + " AND " + q +
                                ") OR typeof(item_ids) <> 'blob' OR length(item_ids) % 4 <> 0 "
                                "OR typeof(items_moved) <> 'integer' LIMIT 1";
    Stmt s(db, sqlText.c_str());
    if (!s.step()) return;
    const std::string at = "draft " + str(s.colInt(0));
    const std::string what = !s.colInt(3) ? at + " names " + missing("run", s.colInt(1), "runs")
                             : !s.colInt(4)
                                 ? at + " names " + missing("query", s.colInt(2), "queries")
                                 : at + " does not hold whole item ids";
    throw damaged(path, what);
}

// Version 4: each block of imported labels names a label set and a query that exist and holds
// a blob (its item ids and layout are checked when the label set is read, label_blocks.h).
void checkLabelBlocks(const Db& db, const std::string& path, const Presence& queries) {
    const std::string set = "b.label_set_id IN (SELECT id FROM label_sets)";
    const std::string q = queries.of("b.query_id");
    const std::string sqlText = "SELECT label_set_id, query_id, " + set + ", " + q +
                                " FROM label_blocks b WHERE NOT (" + set + " AND " + q +
                                ") OR typeof(entries) <> 'blob' OR typeof(num_labels) <> "
                                "'integer' LIMIT 1";
    Stmt s(db, sqlText.c_str());
    if (!s.step()) return;
    const std::string at =
        "the labels of label set " + str(s.colInt(0)) + " for query id " + str(s.colInt(1));
    const std::string what =
        !s.colInt(2)   ? at + " name " + missing("label set", s.colInt(0), "label_sets")
        : !s.colInt(3) ? at + " name " + missing("query", s.colInt(1), "queries")
                       : at + " are not a blob with a count";
    throw damaged(path, what);
}

void checkLabelSets(const Db& db, const std::string& path) {
    Stmt s(db,
           "SELECT id FROM label_sets WHERE typeof(min_grade) <> 'integer' OR "
           "typeof(max_grade) <> 'integer' OR min_grade NOT BETWEEN -2147483648 AND 2147483647 "
           "OR max_grade NOT BETWEEN -2147483648 AND 2147483647 LIMIT 1");
    if (s.step())
        throw StoreError(refusal(path, "damaged project (label set " + str(s.colInt(0)) +
                                           " has a grade range that is not 32-bit integers)"));
}

}  // namespace

std::string refusal(const std::string& path, const std::string& what) {
    return path + ": " + what + "; the file was not changed";
}

StoreError damaged(const std::string& path, const std::string& what) {
    return StoreError(refusal(path, "damaged project (" + what + ")"));
}

Header readHeader(const Db& db, const std::string& path) {
    return refusingDamage(path, [&] {
        Header h;
        h.appId = db.queryInt("PRAGMA application_id");
        h.version = db.queryInt("PRAGMA user_version");
        h.tables = db.queryInt("SELECT count(*) FROM sqlite_master") > 0;
        return h;
    });
}

void verifyProject(const Db& db, const std::string& path, const Header& h) {
    const bool v1WithoutMark = h.appId == 0 && h.version == 1 && h.tables;
    if (h.appId != schema::kApplicationId && !v1WithoutMark) {
        if (isBlank(h))
            throw StoreError(refusal(path, "not a RankLens project (an empty SQLite database)"));
        if (h.appId != 0)
            throw StoreError(refusal(path,
                                     "not a RankLens project (a SQLite file of another "
                                     "application, application_id " +
                                         str(h.appId) + ")"));
        throw StoreError(refusal(path, "not a RankLens project (a SQLite file with other tables)"));
    }
    if (h.version > schema::kCurrentVersion)
        throw StoreError(path + ": this project was saved by a newer RankLens (schema version " +
                         str(h.version) + "; this version reads up to " +
                         str(schema::kCurrentVersion) +
                         "). Open it with a newer RankLens; the file was not changed.");
    if (h.version < 1)
        throw StoreError(refusal(path, "damaged project (schema version " + str(h.version) + ")"));
    refusingDamage(path, [&] {
        const sql::ReadTransaction snapshot(db);  // every check sees the same commit
        quickCheck(db, path);
        if (h.version == 1) {
            checkSchemaV1(db, path);
            return verifyV1Content(db, path);  // the migration then carries every row over
        }
        checkSchema(db, path, static_cast<int>(h.version));
        checkIdRange(db, path, "queries");
        checkIdRange(db, path, "items");
        checkLabelSets(db, path);
        const Presence queries(db, "queries"), items(db, "items");
        checkLabels(db, path, queries, items);
        checkRankings(db, path, queries);
        checkEdits(db, path, queries, items);
        if (h.version >= 3) checkDrafts(db, path, queries);
        if (h.version >= 4) checkLabelBlocks(db, path, queries);
    });
}

Header checkProjectFile(const std::string& path, const std::atomic<bool>* stop) {
    const Db db(path, sql::Access::ReadOnly);
    db.exec(("PRAGMA cache_size = -" + str(kCheckCacheKiB)).c_str());
    if (stop)
        sqlite3_progress_handler(
            db.get(), 1000,
            [](void* flag) { return static_cast<const std::atomic<bool>*>(flag)->load() ? 1 : 0; },
            const_cast<std::atomic<bool>*>(stop));
    const Header h = readHeader(db, path);
    verifyProject(db, path, h);
    return h;
}

}  // namespace ranklens::store::check
