#pragma once
// The project file's schema: the current layout, the layouts of earlier versions, and the
// migrations between them. PRAGMA user_version holds the version; application_id marks the
// file as a RankLens project.
#include "core/store/sqlite_db.h"

namespace ranklens::store::schema {

inline constexpr int kCurrentVersion = 4;
// The oldest version this code reads without migrating (a read-only project of version 2 or 3
// opens for viewing; it only lacks the drafts table of version 3 and the label_blocks table of
// version 4, read as empty).
inline constexpr int kOldestReadable = 2;
inline constexpr std::int64_t kApplicationId = 0x524B4C4E;  // "RKLN"

// Version 1 (RankLens 0.0.x): one row per ranked entry with text ids. Kept for migrations and
// for tests that build a v1 file.
extern const char* const kV1Ddl;

// The DDL of a schema version (1, 2, 3 or 4); nullptr for others. Checks on open compare a file's
// schema with it.
const char* ddlOf(int version);

// Creates the current schema in an empty database (inside the caller's transaction).
void createCurrent(const sql::Db& db);

// Migrates from `from` to kCurrentVersion step by step, in one transaction. On any error the
// file stays at `from`. Throws StoreError.
void migrate(const sql::Db& db, int from);

}  // namespace ranklens::store::schema
