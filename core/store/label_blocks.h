#pragma once
// Imported labels packed per (label set, query) — table label_blocks, schema version 4 — the
// way a run is packed per query (run_blob.h): one row and one blob per query instead of one
// SQLite row per label, so importing a label costs about what importing a run line costs.
//
// A query's labels live either in its block or as rows of the labels table, never both: an
// edit (ProjectStore::setLabel) first moves the query's block into rows (unpack), then edits
// the row as before, so the judging UI, undo and the edit history keep working on rows. A
// reader merges both; should a (query, item) be in both, the row wins.
//
// Blob, little-endian, struct of arrays:
//   u8 version (1), u8 flags, u16 reserved, u32 n,
//   u32 item[n]                  (items.id, strictly ascending)
//   i8 grade[n] | i32 grade[n]   (i8 with kByteGrades: every grade in -128..127)
#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "core/store/sqlite_db.h"

namespace ranklens::store::label_blocks {

inline constexpr std::uint8_t kVersion = 1;
inline constexpr std::uint8_t kByteGrades = 1;

// The table's DDL (part of schema version 4; the v3 -> v4 migration runs it).
extern const char* const kDdl;

// One label of a block: item id and grade.
struct Entry {
    std::uint32_t item;
    std::int32_t grade;
};

// Encodes entries (items strictly ascending) into out (cleared first).
void encode(const Entry* entries, std::size_t n, std::vector<unsigned char>& out);

// Sorts entries by item id: a stable radix sort, 8 bits a pass and only the passes the
// largest id needs (an import's per-query sort); scratch is reusable memory (swapped with v).
void sortByItem(std::vector<Entry>& v, std::vector<Entry>& scratch);

// Decodes a blob into out. Throws StoreError naming `where` when the blob is malformed: an
// unknown version or flag, a size that does not match its count, items not strictly
// ascending. Item ids are not checked against the items table here (the caller does).
void decode(const void* data, std::size_t size, std::vector<Entry>& out, const std::string& where);

// True when the file has the table (a read-only project of version 2 or 3 has not).
bool exists(const sql::Db& db);

// Writes the blocks of a new label set, one query at a time in ascending query id order.
class Writer {
  public:
    Writer(const sql::Db& db, std::int64_t setId);
    void add(std::uint32_t queryId, const Entry* entries, std::size_t n);

  private:
    sql::Stmt ins_;
    std::int64_t setId_;
    std::vector<unsigned char> buf_;
};

// Calls fn(query id, entries) for every block of the set, in ascending query id order.
void forEach(const sql::Db& db, std::int64_t setId,
             const std::function<void(std::int64_t, const std::vector<Entry>&)>& fn);

// Moves the block of (set, query), if any, into rows of the labels table (a row already there
// is kept: rows win) and deletes the block. Inside the caller's transaction.
void unpack(const sql::Db& db, std::int64_t setId, std::int64_t queryId);

}  // namespace ranklens::store::label_blocks
