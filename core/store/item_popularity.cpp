#include "core/store/item_popularity.h"

namespace ranklens::store::item_popularity {

namespace {

const char* const kDdl = R"sql(
CREATE TABLE IF NOT EXISTS item_popularity(
  docid TEXT PRIMARY KEY NOT NULL,
  popularity REAL NOT NULL CHECK(popularity >= 0)) WITHOUT ROWID;
)sql";

}  // namespace

void store(const sql::Db& db, const std::vector<std::pair<std::string, double>>& rows) {
    if (rows.empty()) return;
    db.exec(kDdl);
    sql::Stmt up(db,
                 "INSERT INTO item_popularity(docid, popularity) VALUES(?1, ?2) "
                 "ON CONFLICT(docid) DO UPDATE SET popularity = ?2");
    for (const auto& [doc, p] : rows) {
        up.bind(1, doc).bind(2, p);
        up.run();
    }
}

std::unordered_map<std::string, double> load(const sql::Db& db) {
    std::unordered_map<std::string, double> out;
    if (db.queryInt("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND "
                    "name = 'item_popularity'") == 0)
        return out;
    sql::Stmt s(db, "SELECT docid, popularity FROM item_popularity");
    while (s.step()) out.emplace(s.colString(0), s.colDouble(1));
    return out;
}

}  // namespace ranklens::store::item_popularity
