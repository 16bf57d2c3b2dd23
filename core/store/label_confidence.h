#pragma once
// The confidence a judge gave each of its labels (a judge column's "confidence", issue 47),
// kept beside the grades: label_confidence(label_set_id, query_id, item_id, confidence). The
// table is created by the first import that has one (CREATE TABLE IF NOT EXISTS), as
// real_labels is: projects without confidences are unchanged, no schema version is spent, and
// older RankLens versions open the project as before (the grades mean what they meant). A label
// set by hand drops its confidence (it is no longer the judge's grade). Used by
// SqliteProjectStore (project_store.cpp).
#include <cstdint>
#include <vector>

#include "core/io/judge_labels.h"
#include "core/store/sqlite_db.h"

namespace ranklens::store::label_confidence {

// Stores the confidences of label set setId (its labels already stored); an item the set does
// not grade is left out. Nothing happens without confidences.
void store(const sql::Db& db, std::int64_t setId, const std::vector<core::JudgeConfidence>& c);

// The confidences of set setId, by qid then docid (byte order); empty when it has none.
std::vector<core::JudgeConfidence> load(const sql::Db& db, std::int64_t setId);

// A label was set or removed by hand: the judge's confidence in it no longer holds.
void erase(const sql::Db& db, std::int64_t setId, std::int64_t queryId, std::int64_t itemId);

}  // namespace ranklens::store::label_confidence
