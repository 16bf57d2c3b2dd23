#pragma once
// Query and item metadata of a project (texts, segments, weights; titles, urls, categories,
// popularity): imported from delimited files, and read by the views. No Qt.
#include <optional>
#include <string>
#include <vector>

#include "core/store/project_store.h"
#include "core/store/sqlite_db.h"

namespace ranklens::store::meta_rows {

// Upserts the rows of a query or item metadata file in one transaction; a field the file does
// not give keeps what the project had.
void importQueries(const sql::Db& db, const std::string& file, const ImportOptions& o);
void importItems(const sql::Db& db, const std::string& file, const ImportOptions& o);

std::vector<QueryMeta> queries(const sql::Db& db);
std::optional<ItemMeta> item(const sql::Db& db, const std::string& docid);
// The items with a title, url or category.
std::vector<ItemMeta> describedItems(const sql::Db& db);

}  // namespace ranklens::store::meta_rows
