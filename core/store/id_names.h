#pragma once
// The qid / docid strings of the ids a load needs from the queries or items table. Ids come
// from the file, so every one is checked against the table before it is used, and memory is
// bounded by the table's rows and the number of ids asked for, never by an id's value.
#include <cstdint>
#include <functional>
#include <optional>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/model/item_names.h"
#include "core/store/sqlite_db.h"

namespace ranklens::store {

class IdNames {
  public:
    IdNames(const sql::Db& db, bool items);
    // Marks id as needed. False when the table cannot hold it (outside its ids).
    bool need(std::int64_t id);
    // Marks every id of the table as needed, so that resolve() reads the whole table (one scan)
    // before the ids are known: worth it when a load will ask for at least as many ids as the
    // table has rows. False, marking nothing, when the ids are too sparse to list.
    bool needAll();
    // The table's rows.
    std::int64_t rows() const { return rows_; }
    // Reads the strings of every needed id; store keeps a copy and returns it.
    void resolve(const std::function<const char*(std::string_view)>& store);
    // The string of a needed id after resolve(); nullptr when the table has no such row.
    const char* name(std::int64_t id) const;

  private:
    const sql::Db& db_;
    bool items_;
    std::int64_t maxId_ = 0, rows_ = 0;
    bool dense_ = true;  // ids 1..maxId_ nearly all present, as RankLens writes them
    std::size_t count_ = 0;
    std::vector<const char*> dense_names_;
    std::unordered_map<std::int64_t, const char*> sparse_;
};

// The items' names a load reads: a project's shared core::ItemNames when given (every item
// named already: need() only checks an id, resolve() does nothing), else an IdNames of the
// items table copying the names a load needs into the result's arena.
class ItemNameLookup {
  public:
    ItemNameLookup(const sql::Db& db, const core::ItemNames* shared) : shared_(shared) {
        if (!shared_) own_.emplace(db, true);
    }
    std::int64_t rows() const {
        return shared_ ? static_cast<std::int64_t>(shared_->size()) : own_->rows();
    }
    bool need(std::int64_t id) {
        return shared_ ? shared_->nameOfId(id) != nullptr : own_->need(id);
    }
    bool needAll() { return shared_ || own_->needAll(); }
    void resolve(const std::function<const char*(std::string_view)>& store) {
        if (!shared_) own_->resolve(store);
    }
    const char* name(std::int64_t id) const {
        return shared_ ? shared_->nameOfId(id) : own_->name(id);
    }

  private:
    const core::ItemNames* shared_;
    std::optional<IdNames> own_;
};

}  // namespace ranklens::store
