#pragma once
// A run: one system's ranked lists, one per query. Strings live in the run's arena.
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/definitions/eval_config.h"
#include "core/model/item_names.h"
#include "core/model/string_arena.h"

namespace ranklens::core {

struct RankedDoc {
    double score = 0.0;
    const char* doc = nullptr;   // NUL-terminated, owned by the run's arena
    std::int32_t rank = 0;       // the input's rank column (0 when the input had none)
    std::uint32_t inputPos = 0;  // position in the input among this query's lines
};

struct RunQuery {
    const char* qid = nullptr;
    std::vector<RankedDoc> docs;  // file order until Run::order() is called
};

class Run {
  public:
    Run() = default;
    Run(Run&&) noexcept = default;
    Run& operator=(Run&&) noexcept = default;

    // The run's tag (trec_eval prints the last line's tag as runid).
    std::string name;
    // Where it came from (file name) — for messages.
    std::string source;

    // True when the input carried a rank column (TiePolicy::Rank is meaningful).
    bool hasRanks = false;

    // Returns the query for qid, creating it when absent.
    RunQuery& query(std::string_view qid);
    const RunQuery* find(std::string_view qid) const;
    const char* storeString(std::string_view s) { return arena_.store(s); }

    std::span<RunQuery> queries() { return queries_; }
    std::span<const RunQuery> queries() const { return queries_; }
    std::size_t totalDocs() const;

    // Sorts every query's docs in place by the tie policy (score descending; ties by docid
    // descending in strcmp order for TrecEval, kept in file order for InputOrder; rank column
    // ascending for Rank, file order among equal ranks). Any policy can follow any other.
    void order(TiePolicy ties);
    TiePolicy orderedBy() const { return orderedBy_; }
    // Records that every query has already been put in `ties` order (e.g. by parallel workers
    // calling orderQuery), so order() need not sort again.
    void markOrdered(TiePolicy ties) {
        ordered_ = true;
        orderedBy_ = ties;
    }
    bool isOrdered() const { return ordered_; }

    std::size_t memoryBytes() const;

    // The project's item names the docs point into (see core::ItemNames), or null when they
    // live in this run's arena. A doc added later may still point elsewhere: readers check.
    const ItemNames* names() const { return names_.get(); }
    void setNames(std::shared_ptr<const ItemNames> names) { names_ = std::move(names); }

    // Appends every query of `part` (read from a later part of the same file) to this run,
    // keeping file order; part's strings move over without copying.
    void append(Run&& part);

  private:
    std::vector<StringArena> adopted_;
    std::vector<std::shared_ptr<const ItemNames>> adoptedNames_;  // appended parts' names
    std::shared_ptr<const ItemNames> names_;
    StringArena arena_;
    std::vector<RunQuery> queries_;
    std::unordered_map<std::string_view, std::uint32_t> index_;
    bool ordered_ = false;
    TiePolicy orderedBy_ = TiePolicy::TrecEval;
};

// For duplicates: returns the first docid that appears twice in q, or nullptr.
const char* findDuplicateDoc(const RunQuery& q);

}  // namespace ranklens::core
