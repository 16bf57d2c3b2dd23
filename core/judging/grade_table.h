#pragma once
// Several label sets side by side: every item (query, doc) that at least one set graded, with
// each set's grade or none. The common ground of multi-set agreement (multi_agreement.h) and
// consensus (consensus.h). Std C++ only.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "core/model/qrels.h"

namespace ranklens::core {

// A label set taking part: its name and its labels (finalized: Qrels::finalize()).
struct NamedLabels {
    std::string name;
    const Qrels* labels = nullptr;
};

// The grade a set did not give (the item is missing from it).
inline constexpr std::int32_t kNoGrade = kUnjudged;

struct GradeTable {
    struct Item {
        const char* qid = nullptr;  // owned by the label sets the table was built from
        const char* doc = nullptr;
    };
    std::vector<std::string> sets;     // column names
    std::vector<Item> items;           // by the first set's query order, then first appearance
    std::vector<std::int32_t> grades;  // items.size() x sets.size(), row-major; kNoGrade = none

    std::size_t columns() const { return sets.size(); }
    std::int32_t grade(std::size_t item, std::size_t set) const {
        return grades[item * sets.size() + set];
    }
    // How many of the first `columns` sets graded item.
    std::size_t gradedBy(std::size_t item, std::size_t columns) const;
};

// The table of the given sets (each finalized). Items graded by none are not in it.
GradeTable gradeTable(const std::vector<NamedLabels>& sets);

// A table from a matrix written out by hand (tests, worked examples): rows are units, columns
// coders; kNoGrade where a coder gave no value. Items get no names.
GradeTable gradeTableOf(const std::vector<std::string>& sets,
                        const std::vector<std::vector<std::int32_t>>& rows);

}  // namespace ranklens::core
