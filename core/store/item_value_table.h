#pragma once
// A table of one real number per (label set, query, item) beside the labels table, created by
// the first write that has a value (CREATE TABLE IF NOT EXISTS): projects without such values
// are unchanged, no schema version is spent, older RankLens versions open them as before. The
// shape shared by real_labels (a label's real value) and label_confidence (a judge's
// confidence); each says what its value means.
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

#include "core/store/sqlite_db.h"

namespace ranklens::store {

class ItemValueTable {
  public:
    // table: its name; column: the value's column (REAL NOT NULL).
    ItemValueTable(std::string table, std::string column);

    // Calls rows(add) with add(qid, doc, value) writing one row for set setId (an item or
    // query the project does not have is left out); creates the table first. replace: a row
    // already there is replaced (else the insert fails on it).
    using AddRow = std::function<void(std::string_view qid, std::string_view doc, double value)>;
    void write(const sql::Db& db, std::int64_t setId, bool replace,
               const std::function<void(const AddRow&)>& rows) const;

    // Calls row(qid, doc, value) for each row of set setId, by qid then docid (byte order);
    // nothing without the table.
    void read(const sql::Db& db, std::int64_t setId,
              const std::function<void(std::string qid, std::string doc, double value)>& row) const;

    // Drops the value of one label (set by hand); nothing without the table.
    void erase(const sql::Db& db, std::int64_t setId, std::int64_t queryId,
               std::int64_t itemId) const;

  private:
    bool exists(const sql::Db& db) const;
    std::string table_, column_;
};

}  // namespace ranklens::store
