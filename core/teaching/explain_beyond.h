#pragma once
// "Explain this number" for the beyond-accuracy measures of one list, from its items' metadata
// (JudgedRanking::items and rankItems, core/eval/ranking_metrics.h attachItems): the category pairs
// in the top k behind ILD (which differ, count / total pairs), the categories catcov counts, each
// item's popularity and self-information -log2(pop / N) behind novelty, the popularities behind
// ARP, and which items are in the long tail with the short head's threshold. The totals equal
// the registry's values (tests/core/explain_beyond_test.cpp). No Qt.
#include <cstddef>
#include <span>
#include <string>
#include <vector>

#include "core/judged/judged_ranking.h"

namespace ranklens::core::teaching {

struct BeyondItemStep {
    int rank = 0;
    std::string doc;
    bool known = false;          // the catalogue knows the item
    std::string category;        // "" = none
    double popularity = 0;       // 0 = unknown or never seen
    bool inNovelty = false;      // popularity > 0: its self-information counts
    double selfInformation = 0;  // -log2(popularity / N) when inNovelty
    bool shortHead = false;      // else in the long tail
};

struct IldPair {
    int rankA = 0, rankB = 0;  // rankA < rankB
    bool differ = false;       // their categories differ
};

struct ShortHeadRule {
    std::size_t headItems = 0;        // items in the short head
    std::size_t catalogueItems = 0;   // items with a popularity > 0
    double headPopularity = 0;        // popularity the head holds
    double totalPopularity = 0;       // all items' popularity
    double lowestHeadPopularity = 0;  // the least popular head item's popularity
};

struct BeyondExplanation {
    int k = 0;
    std::vector<BeyondItemStep> items;  // ranks 1..min(k, list length)
    // ILD: every pair of categorised items; uncategorised items are left out.
    std::vector<IldPair> pairs;
    std::size_t differingPairs = 0;
    double ild = 0;
    // catcov: the categories in the top k in order of first appearance / the catalogue's.
    std::vector<std::string> categoriesSeen;
    std::vector<std::size_t> categoryItems;  // per categoriesSeen: its items in the top k
    std::size_t catalogueCategories = 0;
    double categoryCoverage = 0;
    // novelty: the mean self-information of the items with a popularity.
    double users = 0;  // N
    double selfInformationSum = 0;
    std::size_t noveltyItems = 0;
    double novelty = 0;
    // ARP: the mean popularity of the top-k items (unknown ones count 0).
    double popularitySum = 0;
    double arp = 0;
    // long tail: the share of the top-k items outside the short head.
    ShortHeadRule head;
    std::size_t tailItems = 0;
    double longTail = 0;
    std::string popularitySource;  // ItemIndex::popularitySource
};

// docs: the item at each rank of the judged list (at least min(k, list) of them).
BeyondExplanation explainBeyond(const JudgedRanking& r, std::span<const std::string> docs, int k);

}  // namespace ranklens::core::teaching
