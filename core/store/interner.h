#pragma once
// Interns the strings of one table (queries.qid or items.docid) to their integer ids, for the
// imports that write many rows naming them.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/model/string_arena.h"
#include "core/store/sqlite_db.h"

namespace ranklens::store {

// "HEAD(?,..),(?,..)...": rows rows of cols parameters each, for multi-row inserts.
std::string valuesSql(const char* head, std::size_t cols, std::size_t rows);

// The whole table is read once into a hash map, new strings get ids in byte order and are
// inserted at the end, so both the rowid b-tree and the unique index are appended to.
class Interner {
  public:
    Interner(const sql::Db& db, bool items);
    // A code: an existing id, or kNew | index of a new string.
    std::uint32_t code(std::string_view s);
    // Inserts the new strings; afterwards id(code) gives final ids.
    void flush();
    std::uint32_t id(std::uint32_t code) const {
        return (code & kNew) ? remap_[code & ~kNew] : code;
    }

  private:
    static constexpr std::uint32_t kNew = 0x80000000u;
    static constexpr std::size_t kBatch = 128;
    const sql::Db& db_;
    bool items_;
    core::StringArena arena_;
    std::unordered_map<std::string_view, std::uint32_t> map_;
    std::vector<const char*> fresh_;
    std::vector<std::uint32_t> remap_;
    std::uint32_t maxId_ = 0;
};

// One string of one table interned by itself (a label set by hand): its id, added if new.
std::int64_t internOne(const sql::Db& db, bool items, const std::string& s);

}  // namespace ranklens::store
