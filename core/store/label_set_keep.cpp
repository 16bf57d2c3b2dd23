#include "core/store/label_set_keep.h"

#include <array>

namespace ranklens::store::label_set_keep {

namespace {

using sql::Db;
using sql::Stmt;

// The tables holding a label set's rows (label_sets by id, the others by label_set_id).
constexpr std::array<const char*, 4> kChildren{"labels", "label_blocks", "real_labels",
                                               "label_confidence"};

// Whether the project (or, kept, the connection's TEMP schema) has table.
bool hasTable(const Db& db, const std::string& table, bool kept = false) {
    Stmt s(db, kept ? "SELECT 1 FROM temp.sqlite_master WHERE type = 'table' AND name = ?1"
                    : "SELECT 1 FROM main.sqlite_master WHERE type = 'table' AND name = ?1");
    s.bind(1, kept ? "kept_" + table : table);
    return s.step();
}

bool nameTaken(const Db& db, const std::string& name) {
    Stmt s(db, "SELECT 1 FROM main.label_sets WHERE name = ?1");
    s.bind(1, name);
    return s.step();
}

// Runs "<verb> ... kept_<table> ... <table> ..." built from a pattern where %T is the table.
void runFor(const Db& db, const std::string& table, std::string pattern, std::int64_t id) {
    for (std::size_t at; (at = pattern.find("%T")) != std::string::npos;)
        pattern.replace(at, 2, table);
    Stmt s(db, pattern.c_str());
    if (pattern.find("?1") != std::string::npos) s.bind(1, id);
    s.run();
}

// Copies the set's rows of table into temp.kept_<table> (made on first use).
void keep(const Db& db, const std::string& table, const char* key, std::int64_t id) {
    runFor(db, table, "CREATE TEMP TABLE IF NOT EXISTS kept_%T AS SELECT * FROM main.%T WHERE 0",
           0);
    runFor(db, table,
           "INSERT INTO temp.kept_%T SELECT * FROM main.%T WHERE " + std::string(key) + " = ?1",
           id);
}

// Moves the kept rows of table (key = id) back into the project.
void putBack(const Db& db, const std::string& table, const char* key, std::int64_t id) {
    const std::string where = std::string(" WHERE ") + key + " = ?1";
    runFor(db, table, "INSERT INTO main.%T SELECT * FROM temp.kept_%T" + where, id);
    runFor(db, table, "DELETE FROM temp.kept_%T" + where, id);
}

void renumber(const Db& db, std::int64_t from, std::int64_t to, const std::string& name) {
    Stmt set(db, "UPDATE temp.kept_label_sets SET id = ?2, name = ?3 WHERE id = ?1");
    set.bind(1, from).bind(2, to).bind(3, name);
    set.run();
    for (const char* t : kChildren) {
        if (!hasTable(db, t, true)) continue;
        Stmt c(db, (std::string("UPDATE temp.kept_") + t +
                    " SET label_set_id = ?2 WHERE label_set_id = ?1")
                       .c_str());
        c.bind(1, from).bind(2, to);
        c.run();
    }
}

}  // namespace

std::string freeName(const Db& db, const std::string& name) {
    std::string candidate = name;
    for (int n = 2; nameTaken(db, candidate); ++n)
        candidate = name + " (" + std::to_string(n) + ")";
    return candidate;
}

bool removeKept(const Db& db, std::int64_t labelSetId) {
    sql::Transaction tx(db);
    keep(db, "label_sets", "id", labelSetId);
    for (const char* t : kChildren)
        if (hasTable(db, t)) keep(db, t, "label_set_id", labelSetId);
    Stmt del(db, "DELETE FROM main.label_sets WHERE id = ?1");  // labels cascade, edits stay
    del.bind(1, labelSetId);
    del.run();
    const bool gone = sqlite3_changes(db.get()) > 0;
    tx.commit();
    return gone;
}

std::int64_t restore(const Db& db, std::int64_t labelSetId) {
    sql::Transaction tx(db);
    std::string name;
    {
        if (!hasTable(db, "label_sets", true)) return 0;
        Stmt s(db, "SELECT name FROM temp.kept_label_sets WHERE id = ?1");
        s.bind(1, labelSetId);
        if (!s.step()) return 0;
        name = s.colString(0);
    }
    bool idTaken = false;
    {
        Stmt taken(db, "SELECT 1 FROM main.label_sets WHERE id = ?1");
        taken.bind(1, labelSetId);
        idTaken = taken.step();
    }
    const std::int64_t id =
        idTaken ? db.queryInt("SELECT max(id) + 1 FROM main.label_sets") : labelSetId;
    renumber(db, labelSetId, id, freeName(db, name));
    putBack(db, "label_sets", "id", id);
    for (const char* t : kChildren)
        if (hasTable(db, t, true)) putBack(db, t, "label_set_id", id);
    tx.commit();
    return id;
}

}  // namespace ranklens::store::label_set_keep
