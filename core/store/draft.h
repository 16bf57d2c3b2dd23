#pragma once
// A what-if draft: a hand-made order of one query of one run, kept in the project until the user
// deletes it (schema version 3, table drafts; see core/store/draft_table.h). Plain data, no SQL.
#include <cstdint>
#include <string>
#include <vector>

namespace ranklens::store {

struct Draft {
    std::int64_t id = 0;  // 0: not stored yet
    std::int64_t runId = 0;
    std::string qid;
    std::vector<std::string> docids;  // the hand-made order, rank 1 first
    int itemsMoved = 0;               // the fewest single-item moves from the run's order
    std::string savedAt;              // ISO 8601 UTC, written by the store

    bool operator==(const Draft&) const = default;
};

}  // namespace ranklens::store
