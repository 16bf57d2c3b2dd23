#include "core/store/item_value_table.h"

#include <utility>

namespace ranklens::store {

ItemValueTable::ItemValueTable(std::string table, std::string column)
    : table_(std::move(table)), column_(std::move(column)) {}

bool ItemValueTable::exists(const sql::Db& db) const {
    sql::Stmt s(db, "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = ?1");
    s.bind(1, table_);
    return s.step() && s.colInt(0) > 0;
}

void ItemValueTable::write(const sql::Db& db, std::int64_t setId, bool replace,
                           const std::function<void(const AddRow&)>& rows) const {
    const std::string ddl =
        "\nCREATE TABLE IF NOT EXISTS " + table_ +
        "(\n"
        "  label_set_id INTEGER NOT NULL REFERENCES label_sets(id) ON DELETE CASCADE,\n"
        "  query_id INTEGER NOT NULL REFERENCES queries(id),\n"
        "  item_id INTEGER NOT NULL REFERENCES items(id),\n"
        "  " +
        column_ +
        " REAL NOT NULL,\n"
        "  PRIMARY KEY(label_set_id, query_id, item_id)) WITHOUT ROWID;\n";
    db.exec(ddl.c_str());
    const std::string insert = (replace ? "INSERT OR REPLACE INTO " : "INSERT INTO ") + table_ +
                               "(label_set_id, query_id, item_id, " + column_ +
                               ") SELECT ?1, q.id, i.id, ?4 FROM queries q, items i "
                               "WHERE q.qid = ?2 AND i.docid = ?3";
    sql::Stmt ins(db, insert.c_str());
    rows([&](std::string_view qid, std::string_view doc, double value) {
        ins.bind(1, setId).bind(2, qid).bind(3, doc).bind(4, value);
        ins.run();
    });
}

void ItemValueTable::read(
    const sql::Db& db, std::int64_t setId,
    const std::function<void(std::string qid, std::string doc, double value)>& row) const {
    if (!exists(db)) return;
    const std::string select = "SELECT q.qid, i.docid, t." + column_ + " FROM " + table_ +
                               " t JOIN queries q ON q.id = t.query_id JOIN items i ON i.id = "
                               "t.item_id WHERE t.label_set_id = ?1 ORDER BY q.qid, i.docid";
    sql::Stmt s(db, select.c_str());
    s.bind(1, setId);
    while (s.step()) row(s.colString(0), s.colString(1), s.colDouble(2));
}

void ItemValueTable::erase(const sql::Db& db, std::int64_t setId, std::int64_t queryId,
                           std::int64_t itemId) const {
    if (!exists(db)) return;
    const std::string del =
        "DELETE FROM " + table_ + " WHERE label_set_id = ?1 AND query_id = ?2 AND item_id = ?3";
    sql::Stmt s(db, del.c_str());
    s.bind(1, setId).bind(2, queryId).bind(3, itemId);
    s.run();
}

}  // namespace ranklens::store
