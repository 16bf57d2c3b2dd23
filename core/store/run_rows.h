#pragma once
// The runs of a project: a row of `runs` and one packed ranking per query (run_blob.h). Stores
// a run, lists, loads and deletes them. Used by ProjectStore; no Qt.
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/base/progress.h"
#include "core/model/item_names.h"
#include "core/model/run.h"
#include "core/store/project_store.h"
#include "core/store/sqlite_db.h"

namespace ranklens::store::run_rows {

// What the runs row says beside the rankings.
struct RunRow {
    std::string name, sourceFile, notes, contentHash;
    std::int64_t skipped = 0;
};

// Stores run in one transaction and returns its id; beforeCommit(id), when given, writes what
// belongs to the same transaction (an import's training cutoff).
std::int64_t store(const sql::Db& db, const core::Run& run, const RunRow& row,
                   const core::ProgressFn& p,
                   const std::function<void(std::int64_t)>& beforeCommit = {});

// The id and name of a run with this content fingerprint, or {0, ""}.
std::pair<std::int64_t, std::string> withContent(const sql::Db& db, const std::string& fp);

std::vector<RunInfo> list(const sql::Db& db);

// Deletes a run and its rankings; StoreError when there is no such run.
void remove(const sql::Db& db, std::int64_t runId);

// Renames a run in one transaction (ProjectStore::renameRun): StoreError, nothing changed, when
// there is no such run, the name is empty or (unless restoring) another run of the project has it.
void rename(const sql::Db& db, std::int64_t runId, const std::string& name, bool restoring);

// The items' names, shared by the loads of one view (null when the table names one twice).
std::shared_ptr<const core::ItemNames> itemNames(const sql::Db& db);

// Loads a run, checking every query and item id (damage is refused, naming projectPath);
// progress(queries read, all) on the way, Cancelled when it says stop.
core::Run load(const sql::Db& db, const std::string& projectPath, std::int64_t runId,
               const core::ProgressFn& progress, std::shared_ptr<const core::ItemNames> shared);

}  // namespace ranklens::store::run_rows
