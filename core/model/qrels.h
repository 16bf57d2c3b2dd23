#pragma once
// Relevance labels (qrels): per query, the graded judgments of documents.
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/model/doc_index.h"
#include "core/model/item_names.h"
#include "core/model/string_arena.h"

namespace ranklens::core {

// Grade of a retrieved item that has no label.
inline constexpr std::int32_t kUnjudged = std::numeric_limits<std::int32_t>::min();

struct Judgment {
    const char* doc = nullptr;  // owned by the qrels' arena
    std::int32_t grade = 0;     // graded label; negative = judged as not relevant
};

struct QrelsQuery {
    const char* qid = nullptr;
    std::vector<Judgment> judgments;  // file order (by names' index when names is set)
    DocIndex index;                   // docid -> position in judgments, built by finalize()
    // Real-valued labels (0.5, 2.7: learning-to-rank data, scikit-learn): the label of every
    // judgment, parallel to judgments, whose grade is then its floor (so grade >= threshold,
    // grade < 0 and grade >= 0 say the same as of the label). Empty when every label of the
    // query is an integer: integer labels cost nothing.
    std::vector<double> reals = {};
    // Set by finalize() instead of building index when every judgment's doc is one of the
    // Qrels' item names (core::ItemNames) and no doc is judged twice: judgments are then in
    // the order of the names' indexes, and a doc is found by a binary search on its index.
    const ItemNames* names = nullptr;

    // The label of judgment j as a number.
    double label(std::size_t j) const {
        return reals.empty() ? static_cast<double>(judgments[j].grade) : reals[j];
    }
    // Appends a judgment; a non-integer label starts (or extends) reals.
    void add(const char* doc, double label);
    // Gives judgment j the real label `label` (its grade must be the label's floor).
    void setLabel(std::size_t j, double label);

    // The position of doc's judgment, or DocIndex::kNone. Needs Qrels::finalize().
    std::uint32_t find(const char* doc) const {
        if (names) return findByIndex(names->indexOf(doc));
        return index.find(doc, [this](std::uint32_t j) { return judgments[j].doc; });
    }
    std::uint32_t find(std::string_view doc) const {
        if (names) return findByIndex(names->find(doc));
        return index.find(doc, [this](std::uint32_t j) { return judgments[j].doc; });
    }
    // True once finalize() made find() work (with or without names).
    bool searchable() const { return names || !index.empty(); }

    // The label of doc, or nullopt when it has none. Needs Qrels::finalize().
    std::optional<std::int32_t> grade(std::string_view doc) const {
        const auto i = find(doc);
        if (i == DocIndex::kNone) return std::nullopt;
        return judgments[i].grade;
    }

  private:
    // The judgment of the item at names' index `item` (kNone: no such item), or kNone.
    std::uint32_t findByIndex(std::uint32_t item) const;

  public:
};

class Qrels {
  public:
    Qrels() = default;
    Qrels(Qrels&&) noexcept = default;
    Qrels& operator=(Qrels&&) noexcept = default;

    std::string source;

    QrelsQuery& query(std::string_view qid);
    const QrelsQuery* find(std::string_view qid) const;
    const char* storeString(std::string_view s) { return arena_.store(s); }
    std::span<QrelsQuery> queries() { return queries_; }
    std::span<const QrelsQuery> queries() const { return queries_; }
    std::size_t totalJudgments() const;
    // True when some label is not an integer (a query has reals).
    bool hasRealLabels() const;

    // The project's item names the judgments point into (see core::ItemNames), or null. Set
    // before finalize(), which then finds docs by their index instead of building a hash table
    // for each query (where every doc of a query is one of the names, none judged twice).
    const ItemNames* names() const { return names_.get(); }
    void setNames(std::shared_ptr<const ItemNames> names) { names_ = std::move(names); }

    // Builds the per-query lookup tables. Returns the first (qid, docid) judged twice as
    // "qid docid", or an empty string when there is none. threads > 1 builds them on that
    // many threads (the same tables and the same first duplicate).
    std::string finalize(unsigned threads = 1);

    // Appends every judgment of `part` (read from a later part of the same file); part's
    // strings move over without copying. Call finalize() afterwards.
    void append(Qrels&& part);

  private:
    std::vector<StringArena> adopted_;
    std::vector<std::shared_ptr<const ItemNames>> adoptedNames_;  // appended parts' names
    std::shared_ptr<const ItemNames> names_;
    StringArena arena_;
    std::vector<QrelsQuery> queries_;
    std::unordered_map<std::string_view, std::uint32_t> index_;
    DocIndex qidIndex_;  // by finalize(): a flat table over the qids, faster than index_
};

}  // namespace ranklens::core
