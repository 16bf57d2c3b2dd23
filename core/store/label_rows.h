#pragma once
// The label sets of a project: a row of `label_sets`, its labels as packed blocks per query
// (label_blocks.h) and edited labels as rows of `labels`, with the history of edits. Stores,
// lists, loads, edits and deletes them. Used by ProjectStore; no Qt.
#include <algorithm>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/base/progress.h"
#include "core/model/item_names.h"
#include "core/model/qrels.h"
#include "core/store/import_steps.h"
#include "core/store/interner.h"
#include "core/store/project_store.h"
#include "core/store/real_labels.h"
#include "core/store/sqlite_db.h"

namespace ranklens::store::label_rows {

// What the label_sets row says about a new set.
struct SetRow {
    std::string name, kind, sourceFile, description, contentHash;
};

// A label's packed (query id, item id) and its grade.
using KeyedGrade = std::pair<std::uint64_t, std::int32_t>;

// Writes the labels of a new set, keyed by (query id, item id), as one packed block per query
// in query id order; progress(labels written so far) after each block. A (query, item) twice
// is refused naming file.
void writeBlocks(const sql::Db& db, std::int64_t setId, std::vector<KeyedGrade>& keyed,
                 const std::string& file, const std::function<void(std::size_t)>& progress);

// Makes labelSetId the active set when none is.
void activateIfNone(const sql::Db& db, std::int64_t labelSetId);

// Stores `count` labels in one transaction and returns the set's id: rows(row) calls
// row(qid, docid, grade) for each, a query's labels one after the other (rows of one query
// share its qid pointer). scale widens the set's grade range; realLabels, when given, are
// stored beside the grades.
template <class Rows>
std::int64_t store(const sql::Db& db, std::size_t count, const Rows& rows, const SetRow& set,
                   std::optional<std::pair<int, int>> scale, const core::ProgressFn& p,
                   const core::Qrels* realLabels = nullptr) {
    import_steps::StorePhase phase(p, count);
    sql::Transaction tx(db);
    Interner queries(db, false), items(db, true);
    // (query code, item code) now, (query id, item id) after the flush, packed in one integer;
    // the grade beside it.
    std::vector<KeyedGrade> keyed(count);
    int lo = 0, hi = 0;
    const char* lastQid = nullptr;
    std::uint32_t lastQuery = 0;
    std::size_t i = 0;
    rows([&](const char* qid, const char* doc, std::int32_t grade) {
        if (qid != lastQid) lastQuery = queries.code(lastQid = qid);
        keyed.at(i) = {(std::uint64_t{lastQuery} << 32) | items.code(doc), grade};
        lo = std::min(lo, grade);
        hi = std::max(hi, grade);
        phase.step(i++ / 4);
    });
    if (scale) lo = std::min(lo, scale->first), hi = std::max(hi, scale->second);
    queries.flush();
    items.flush();
    sql::Stmt ls(db,
                 "INSERT INTO label_sets(name, kind, source_file, imported_at, description, "
                 "min_grade, max_grade, num_labels, content_hash) "
                 "VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)");
    ls.bind(1, set.name).bind(2, set.kind).bind(3, set.sourceFile).bind(4, sql::nowIso());
    ls.bind(5, set.description).bind(6, lo).bind(7, hi);
    ls.bind(8, static_cast<std::int64_t>(count)).bind(9, set.contentHash);
    ls.run();
    const std::int64_t setId = db.lastInsertId();
    for (auto& [key, grade] : keyed)
        key = (std::uint64_t{queries.id(static_cast<std::uint32_t>(key >> 32))} << 32) |
              items.id(static_cast<std::uint32_t>(key));
    writeBlocks(db, setId, keyed, set.sourceFile,
                [&](std::size_t n) { phase.step(count / 4 + n * 3 / 4); });
    if (realLabels) real_labels::store(db, setId, *realLabels);
    activateIfNone(db, setId);
    tx.commit();
    return setId;
}

// The id and name of a set with this content fingerprint, or {0, ""}.
std::pair<std::int64_t, std::string> withContent(const sql::Db& db, const std::string& fp);

// The graded label sets, or (subtopics) the sets of subtopic labels, in id order.
std::vector<LabelSetInfo> list(const sql::Db& db, bool subtopics);

// Loads a set, checking every query and item id (damage is refused, naming projectPath).
core::Qrels load(const sql::Db& db, const std::string& projectPath, std::int64_t labelSetId,
                 std::shared_ptr<const core::ItemNames> shared);

// Deletes a set and its labels (its edit history stays); false when there is none.
bool remove(const sql::Db& db, std::int64_t labelSetId);

std::int64_t active(const sql::Db& db);
void setActive(const sql::Db& db, std::int64_t labelSetId);
std::int64_t create(const sql::Db& db, const std::string& name, const std::string& kind);

// Sets (or with no grade, removes) one label and records the edit; returns the edit's id.
std::int64_t setLabel(const sql::Db& db, std::int64_t labelSetId, const std::string& qid,
                      const std::string& docid, std::optional<int> grade, const std::string& who);

std::vector<LabelEdit> history(const sql::Db& db, std::int64_t labelSetId);

}  // namespace ranklens::store::label_rows
