#pragma once
// A run: one system's ranked lists, one per query. Strings live in the run's arena.
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/eval_config.h"
#include "core/item_names.h"
#include "core/string_arena.h"

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

// Sort one query's docs by a tie policy (used by Run::order and by editors of single queries).
// names: the item names q's docids point into (Run::names()), if any: equal scores are then put
// in docid order by the names' byte ranks (the same order, without comparing docids).
void orderQuery(RunQuery& q, TiePolicy ties, const ItemNames* names = nullptr);

// orderQuery for an evaluation that reads only each rank's label (no docids, subtopics or
// items after it): ties broken by docid (TrecEval, Average) when the scores already descend
// leave a group of equal scores whose docs all carry the same label unsorted, since any order
// of it gives the same labels rank by rank. gradeByInputPos[d.inputPos] is doc d's label (the
// caller's kUnjudged included). The labels by rank are exactly those after orderQuery.
void orderQueryForLabels(RunQuery& q, TiePolicy ties, const std::int32_t* gradeByInputPos);

// True when a list in `have` order is also in `want` order: Average keeps trec_eval's order
// (its measures average over each group of equal scores).
constexpr bool sameOrder(TiePolicy have, TiePolicy want) {
    const auto key = [](TiePolicy t) { return t == TiePolicy::Average ? TiePolicy::TrecEval : t; };
    return key(have) == key(want);
}

// Query q of `run` in `ties` order, the run left as it is: q itself when the run is already
// ordered so, else `buffer` holding q's docs (inputPos, rank and score kept) in `ties` order.
// The result is exactly q after orderQuery(q, ties). buffer's storage is reused from call to
// call (no allocation once it holds the longest list); one buffer per thread. Cheap: input and
// rank order are first tried as the file's own order (docs put back by inputPos, no
// comparison); else, from trec_eval's order (how the explorer keeps its runs), only the groups
// of equal scores are sorted again.
const RunQuery& queryInOrder(const Run& run, const RunQuery& q, TiePolicy ties, RunQuery& buffer);

// For duplicates: returns the first docid that appears twice in q, or nullptr.
const char* findDuplicateDoc(const RunQuery& q);

}  // namespace ranklens::core
