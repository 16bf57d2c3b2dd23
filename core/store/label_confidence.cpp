#include "core/store/label_confidence.h"

namespace ranklens::store::label_confidence {

namespace {

const char* const kDdl = R"sql(
CREATE TABLE IF NOT EXISTS label_confidence(
  label_set_id INTEGER NOT NULL REFERENCES label_sets(id) ON DELETE CASCADE,
  query_id INTEGER NOT NULL REFERENCES queries(id),
  item_id INTEGER NOT NULL REFERENCES items(id),
  confidence REAL NOT NULL,
  PRIMARY KEY(label_set_id, query_id, item_id)) WITHOUT ROWID;
)sql";

bool tableExists(const sql::Db& db) {
    return db.queryInt(
               "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND "
               "name = 'label_confidence'") > 0;
}

}  // namespace

void store(const sql::Db& db, std::int64_t setId, const std::vector<core::JudgeConfidence>& c) {
    if (c.empty()) return;
    sql::Transaction tx(db);
    db.exec(kDdl);
    sql::Stmt ins(db,
                  "INSERT OR REPLACE INTO label_confidence(label_set_id, query_id, item_id, "
                  "confidence) SELECT ?1, q.id, i.id, ?4 FROM queries q, items i "
                  "WHERE q.qid = ?2 AND i.docid = ?3");
    for (const auto& one : c) {
        ins.bind(1, setId).bind(2, one.qid).bind(3, one.doc).bind(4, one.confidence);
        ins.run();
    }
    tx.commit();
}

std::vector<core::JudgeConfidence> load(const sql::Db& db, std::int64_t setId) {
    std::vector<core::JudgeConfidence> out;
    if (!tableExists(db)) return out;
    sql::Stmt s(db,
                "SELECT q.qid, i.docid, c.confidence FROM label_confidence c "
                "JOIN queries q ON q.id = c.query_id JOIN items i ON i.id = c.item_id "
                "WHERE c.label_set_id = ?1 ORDER BY q.qid, i.docid");
    s.bind(1, setId);
    while (s.step()) out.push_back({s.colString(0), s.colString(1), s.colDouble(2)});
    return out;
}

void erase(const sql::Db& db, std::int64_t setId, std::int64_t queryId, std::int64_t itemId) {
    if (!tableExists(db)) return;
    sql::Stmt s(db,
                "DELETE FROM label_confidence WHERE label_set_id = ?1 AND query_id = ?2 AND "
                "item_id = ?3");
    s.bind(1, setId).bind(2, queryId).bind(3, itemId);
    s.run();
}

}  // namespace ranklens::store::label_confidence
