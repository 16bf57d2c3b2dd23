#pragma once
// Checks that a SQLite file is a RankLens project this code can trust, before anything in it
// is changed or used: application_id and schema version, PRAGMA quick_check, the schema's shape
// (tables, columns, indexes, triggers) and the ids (in range, present in their tables). Only
// reads; a refusal names what is wrong and says that the file was not changed.
#include <atomic>
#include <cstdint>
#include <string>

#include "core/store/sqlite_db.h"
#include "core/store/store_error.h"

namespace ranklens::store::check {

struct Header {
    std::int64_t appId = 0, version = 0;
    bool tables = false;
};

// application_id, user_version and whether the file has any table or index. Throws StoreError
// for a file that is not SQLite or is damaged, SqlError when the file cannot be read at all
// (read-only media, disk full, locked).
Header readHeader(const sql::Db& db, const std::string& path);

// True when the header is of an empty database (no tables, no marks): a file RankLens may
// turn into a new project.
inline bool isBlank(const Header& h) {
    return !h.tables && h.appId == 0 && h.version == 0;
}

// Throws StoreError naming what is wrong (foreign file, newer schema, damage) unless the file
// is a RankLens project of schema version 1..current that passes every check. SqlError as
// readHeader.
void verifyProject(const sql::Db& db, const std::string& path, const Header& h);

// The file at path checked as verifyProject does, on a read-only connection of its own with a
// small page cache (kCheckCacheKiB: the checks read the whole file once, so a larger cache only
// costs memory beside a load running at the same time). stop, when set by another thread, ends
// the checks with SqlError (SQLITE_INTERRUPT). Returns the header; throws as verifyProject.
constexpr int kCheckCacheKiB = 2048;
Header checkProjectFile(const std::string& path, const std::atomic<bool>* stop = nullptr);

// The user-facing refusal: "<path>: <what>; the file was not changed".
std::string refusal(const std::string& path, const std::string& what);

// The error of damage found in the project at path: "damaged project (<what>)", refused.
StoreError damaged(const std::string& path, const std::string& what);

}  // namespace ranklens::store::check
