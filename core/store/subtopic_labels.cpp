#include "core/store/subtopic_labels.h"

#include <algorithm>

#include "core/store/store_error.h"

namespace ranklens::store::subtopic_labels {

namespace {

const char* const kDdl = R"sql(
CREATE TABLE IF NOT EXISTS subtopic_labels(
  label_set_id INTEGER NOT NULL REFERENCES label_sets(id) ON DELETE CASCADE,
  qid TEXT NOT NULL,
  subtopic TEXT NOT NULL,
  docid TEXT NOT NULL,
  judgment INTEGER NOT NULL,
  PRIMARY KEY(label_set_id, qid, subtopic, docid)) WITHOUT ROWID;
)sql";

bool tableExists(const sql::Db& db) {
    return db.queryInt(
               "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND "
               "name = 'subtopic_labels'") > 0;
}

}  // namespace

std::int64_t store(const sql::Db& db, const std::vector<core::DiversityQrels::Line>& lines,
                   const std::string& name, const std::string& sourceFile,
                   const std::string& importedAt) {
    sql::Transaction tx(db);
    db.exec(kDdl);
    int lo = 0, hi = 0;
    for (const auto& l : lines) lo = std::min(lo, l.judgment), hi = std::max(hi, l.judgment);
    sql::Stmt ls(db,
                 "INSERT INTO label_sets(name, kind, source_file, imported_at, description, "
                 "min_grade, max_grade, num_labels) VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)");
    ls.bind(1, name).bind(2, kKind).bind(3, sourceFile).bind(4, importedAt);
    ls.bind(5, "subtopic labels: qid subtopic docid judgment");
    ls.bind(6, lo).bind(7, hi).bind(8, static_cast<std::int64_t>(lines.size()));
    ls.run();
    const std::int64_t id = db.lastInsertId();
    sql::Stmt ins(db,
                  "INSERT INTO subtopic_labels(label_set_id, qid, subtopic, docid, judgment) "
                  "VALUES(?1, ?2, ?3, ?4, ?5)");
    for (const auto& l : lines) {
        ins.bind(1, id).bind(2, l.qid).bind(3, l.subtopic).bind(4, l.doc).bind(5, l.judgment);
        ins.run();
    }
    tx.commit();
    return id;
}

core::DiversityQrels load(const sql::Db& db, std::int64_t labelSetId) {
    sql::Stmt set(db, "SELECT name FROM label_sets WHERE id = ?1 AND kind = ?2");
    set.bind(1, labelSetId).bind(2, kKind);
    if (!set.step())
        throw StoreError("no subtopic label set with id " + std::to_string(labelSetId));
    const std::string source = set.colString(0);
    std::vector<core::DiversityQrels::Line> lines;
    if (tableExists(db)) {
        sql::Stmt s(db,
                    "SELECT qid, subtopic, docid, judgment FROM subtopic_labels "
                    "WHERE label_set_id = ?1");
        s.bind(1, labelSetId);
        while (s.step()) {
            core::DiversityQrels::Line l{s.colString(0), s.colString(1), s.colString(2),
                                         static_cast<std::int32_t>(s.colInt(3))};
            if (l.qid.empty() || l.subtopic.empty() || l.doc.empty())
                throw StoreError("damaged project: subtopic label set '" + source +
                                 "' holds a row with an empty qid, subtopic or docid");
            lines.push_back(std::move(l));
        }
    }
    return core::DiversityQrels::build(std::move(lines), source);
}

}  // namespace ranklens::store::subtopic_labels
