#pragma once
// The content of a schema-1 project checked before it is migrated (schema::migrate): every row
// the migration would carry over must be one the current schema and the file readers accept, so
// a migration either completes and the project opens, or the file is refused untouched with a
// message that names the row. Only reads.
#include <string>

#include "core/store/sqlite_db.h"

namespace ranklens::store::check {

// Throws StoreError "<path>: a schema-1 project that cannot be upgraded (<what>); the file was
// not changed" for the first row that would not migrate: an id naming no run or label set, a
// grade or rank that is not a 32-bit integer, a score that is not a finite number, a missing
// query or document id, a document listed twice in one ranking (the run reader refuses those
// too: MAP and NDCG counted it twice), two labels of one document.
void verifyV1Content(const sql::Db& db, const std::string& path);

}  // namespace ranklens::store::check
