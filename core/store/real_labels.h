#pragma once
// Real-valued labels in a project (0.5, 2.7: learning-to-rank data): the labels table keeps
// each label's floor as its integer grade, and real_labels(label_set_id, query_id, item_id,
// value) the value of every label that is not an integer. The table is created by the first
// import that has one (CREATE TABLE IF NOT EXISTS): projects with integer labels only are
// unchanged, no schema version is spent, older RankLens versions read the floors. Used by
// SqliteProjectStore (project_store.cpp).
#include <cstdint>
#include <string>

#include "core/model/qrels.h"
#include "core/store/sqlite_db.h"

namespace ranklens::store::real_labels {

// Stores the non-integer labels of qrels for label set setId (its rows already in labels);
// call inside the import's transaction. Nothing happens when every label is an integer.
void store(const sql::Db& db, std::int64_t setId, const core::Qrels& qrels);

// Puts the stored real values of set setId back into qrels (read from the labels table and
// finalized). A value whose floor is no longer the stored grade (the label was re-judged) is
// ignored. No table: nothing to do.
void load(const sql::Db& db, std::int64_t setId, core::Qrels& qrels);

// A label was set or removed by hand: its real value, if any, no longer holds.
void erase(const sql::Db& db, std::int64_t setId, std::int64_t queryId, std::int64_t itemId);

}  // namespace ranklens::store::real_labels
