#pragma once
// Relevance labels (qrels): per query, the graded judgments of documents.
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/doc_index.h"
#include "core/string_arena.h"

namespace ranklens::core {

struct Judgment {
    const char* doc = nullptr;  // owned by the qrels' arena
    std::int32_t grade = 0;     // graded label; negative = judged as not relevant
};

struct QrelsQuery {
    const char* qid = nullptr;
    std::vector<Judgment> judgments;  // file order
    DocIndex index;                   // docid -> position in judgments, built by finalize()
    // Real-valued labels (0.5, 2.7: learning-to-rank data, scikit-learn): the label of every
    // judgment, parallel to judgments, whose grade is then its floor (so grade >= threshold,
    // grade < 0 and grade >= 0 say the same as of the label). Empty when every label of the
    // query is an integer: integer labels cost nothing.
    std::vector<double> reals = {};

    // The label of judgment j as a number.
    double label(std::size_t j) const {
        return reals.empty() ? static_cast<double>(judgments[j].grade) : reals[j];
    }
    // Appends a judgment; a non-integer label starts (or extends) reals.
    void add(const char* doc, double label);
    // Gives judgment j the real label `label` (its grade must be the label's floor).
    void setLabel(std::size_t j, double label);

    // The label of doc, or nullopt when it has none. Needs Qrels::finalize().
    std::optional<std::int32_t> grade(std::string_view doc) const {
        const auto i = index.find(doc, [this](std::uint32_t j) { return judgments[j].doc; });
        if (i == DocIndex::kNone) return std::nullopt;
        return judgments[i].grade;
    }
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

    // Builds the per-query lookup tables. Returns the first (qid, docid) judged twice as
    // "qid docid", or an empty string when there is none. threads > 1 builds them on that
    // many threads (the same tables and the same first duplicate).
    std::string finalize(unsigned threads = 1);

    // Appends every judgment of `part` (read from a later part of the same file); part's
    // strings move over without copying. Call finalize() afterwards.
    void append(Qrels&& part);

  private:
    std::vector<StringArena> adopted_;
    StringArena arena_;
    std::vector<QrelsQuery> queries_;
    std::unordered_map<std::string_view, std::uint32_t> index_;
    DocIndex qidIndex_;  // by finalize(): a flat table over the qids, faster than index_
};

}  // namespace ranklens::core
