#pragma once
// The drafts table (schema version 3): what-if drafts read, written and deleted with bound
// parameters only. Each write is one transaction; a draft naming a query or item the project
// does not hold is refused and nothing is written. No Qt.
#include <string>
#include <vector>

#include "core/store/draft.h"
#include "core/store/sqlite_db.h"

namespace ranklens::store::drafts {

// Every draft, newest first (by saved_at, then id). Throws StoreError naming the draft when a
// stored item id is not in the items table (damage).
std::vector<Draft> readAll(const sql::Db& db, const std::string& path);

// Inserts d (d.id == 0, or a draft deleted meanwhile) or replaces the order of draft d.id;
// saved_at is set to now. Returns the draft's id. Throws StoreError when d.runId, d.qid or
// one of d.docids is unknown (nothing written).
std::int64_t save(const sql::Db& db, const Draft& d);

// Deletes a draft; false when there was none with that id.
bool remove(const sql::Db& db, std::int64_t id);

// Item ids as stored (uint32 little-endian) and back. decode returns false for a blob whose
// length is not a multiple of 4.
std::string encodeItemIds(const std::vector<std::uint32_t>& ids);
bool decodeItemIds(const void* data, std::size_t bytes, std::vector<std::uint32_t>& out);

}  // namespace ranklens::store::drafts
