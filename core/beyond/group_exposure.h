#pragma once
// Exposure by item group ("who gets shown?"): per group (a category, a provider...), the share
// of position-discounted attention its items receive in the top k of every list of a run,
// next to its share of the relevant items. Attention of rank r = 1 / log2(r + 1), the DCG
// discount (rank 1 = 1, rank 2 = 0.63, rank 10 = 0.29), summed over the lists' top k; a
// group's exposure share = its attention / the attention of all groups. Relevant share = the
// group's (query, item) labels >= the threshold / all such labels, over the evaluated queries
// (in the run and the labels). Items without a group form the group "(none)". No Qt.
#include <cstddef>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/model/qrels.h"
#include "core/model/run.h"

namespace ranklens::core {

inline constexpr const char* kNoGroup = "(none)";

struct GroupExposureRow {
    std::string group;
    double attention = 0;      // sum of 1/log2(r+1) over the top-k ranks holding its items
    double exposureShare = 0;  // attention / all attention
    std::size_t shown = 0;     // top-k places it holds
    std::size_t relevant = 0;  // relevant (query, item) labels of its items
    double relevantShare = 0;  // relevant / all relevant
};

struct GroupExposure {
    std::size_t k = 0;
    std::size_t queries = 0;             // lists counted (the run's queries that have labels)
    std::vector<GroupExposureRow> rows;  // by group name
};

// Item -> group: from item metadata (e.g. ItemCatalogue::category) or any other column.
using GroupOf = std::unordered_map<std::string, std::string>;

// The run is read in `ties` order (queryInOrder: ordered one query at a time unless the run
// already is). relevanceThreshold: label >= it is relevant.
GroupExposure exposureByGroup(const Run& run, const Qrels& labels, const GroupOf& groups,
                              std::size_t k, int relevanceThreshold = 1,
                              TiePolicy ties = TiePolicy::TrecEval);

// Reads item -> group from a CSV/TSV file with a header naming the item column (docid, item,
// item_id, doc, id) and `column` (e.g. category, provider). Throws ParseError naming the file,
// the line and what is wrong (no such column, too few fields).
GroupOf readGroups(const std::string& path, const std::string& column);

}  // namespace ranklens::core
