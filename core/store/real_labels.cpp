#include "core/store/real_labels.h"

#include <cmath>

namespace ranklens::store::real_labels {

namespace {

const char* const kDdl = R"sql(
CREATE TABLE IF NOT EXISTS real_labels(
  label_set_id INTEGER NOT NULL REFERENCES label_sets(id) ON DELETE CASCADE,
  query_id INTEGER NOT NULL REFERENCES queries(id),
  item_id INTEGER NOT NULL REFERENCES items(id),
  value REAL NOT NULL,
  PRIMARY KEY(label_set_id, query_id, item_id)) WITHOUT ROWID;
)sql";

bool tableExists(const sql::Db& db) {
    return db.queryInt(
               "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND "
               "name = 'real_labels'") > 0;
}

}  // namespace

void store(const sql::Db& db, std::int64_t setId, const core::Qrels& qrels) {
    if (!qrels.hasRealLabels()) return;
    db.exec(kDdl);
    sql::Stmt ins(db,
                  "INSERT INTO real_labels(label_set_id, query_id, item_id, value) "
                  "SELECT ?1, q.id, i.id, ?4 FROM queries q, items i "
                  "WHERE q.qid = ?2 AND i.docid = ?3");
    for (const auto& q : qrels.queries()) {
        for (std::size_t j = 0; j < q.reals.size(); ++j) {
            if (q.reals[j] == static_cast<double>(q.judgments[j].grade)) continue;
            ins.bind(1, setId).bind(2, q.qid).bind(3, q.judgments[j].doc).bind(4, q.reals[j]);
            ins.run();
        }
    }
}

void load(const sql::Db& db, std::int64_t setId, core::Qrels& qrels) {
    if (!tableExists(db)) return;
    sql::Stmt s(db,
                "SELECT q.qid, i.docid, r.value FROM real_labels r "
                "JOIN queries q ON q.id = r.query_id JOIN items i ON i.id = r.item_id "
                "WHERE r.label_set_id = ?1");
    s.bind(1, setId);
    while (s.step()) {
        const std::string qid = s.colString(0), doc = s.colString(1);
        const double value = s.colDouble(2);
        if (!qrels.find(qid) || !std::isfinite(value)) continue;
        core::QrelsQuery& q = qrels.query(qid);
        const auto j = q.find(std::string_view(doc));
        if (j == core::DocIndex::kNone) continue;
        if (std::floor(value) != static_cast<double>(q.judgments[j].grade)) continue;  // re-judged
        q.setLabel(j, value);
    }
}

void erase(const sql::Db& db, std::int64_t setId, std::int64_t queryId, std::int64_t itemId) {
    if (!tableExists(db)) return;
    sql::Stmt s(db,
                "DELETE FROM real_labels WHERE label_set_id = ?1 AND query_id = ?2 AND "
                "item_id = ?3");
    s.bind(1, setId).bind(2, queryId).bind(3, itemId);
    s.run();
}

}  // namespace ranklens::store::real_labels
