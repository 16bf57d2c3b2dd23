#pragma once
// Item popularity in a project: item_popularity(docid, popularity), filled by importing item
// metadata with a popularity column (import --items). The table is created by the first such
// import (CREATE TABLE IF NOT EXISTS), so no schema version is spent; a project without it
// reads as "no popularity". Used by SqliteProjectStore (project_store.cpp).
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "core/store/sqlite_db.h"

namespace ranklens::store::item_popularity {

// Upserts (docid, popularity) rows; the caller holds the transaction.
void store(const sql::Db& db, const std::vector<std::pair<std::string, double>>& rows);

// docid -> popularity; empty when the table does not exist.
std::unordered_map<std::string, double> load(const sql::Db& db);

}  // namespace ranklens::store::item_popularity
