#pragma once
// Beyond-accuracy measures of recommendation lists from item metadata: is every list the
// same, do we only show popular items, how much of the catalogue do we ever show?
// Per list (query/user) at cut-off k:
//   ILD@k        share of the item pairs in the top k whose categories differ (pairs with an
//                uncategorised item are left out; fewer than two categorised items: 0);
//   catcov@k     distinct categories in the top k / categories in the catalogue;
//   novelty@k    mean self-information -log2(pop(i) / N) of the top-k items, N = the number
//                of users (lists) popularity was counted over; items without popularity are
//                left out (their self-information is undefined); none left: 0;
//   ARP@k        mean popularity pop(i) of the top-k items (unknown items count 0);
//   LT@k         share of the top-k items in the long tail: every item outside the short head,
//                the most popular items that together hold 20 % of all popularity.
// Per run (one value for the whole run, never a per-query mean):
//   Gini@k       Gini index of exposure: how unequally the catalogue's items appear in the
//                top k of all lists (0 = every item equally often, 1 = one item takes all);
//   coverage@k   exists already (coverageCurve in evaluator.h).
// No Qt. The evaluator computes them through the registry (ild_cut, catcov_cut, novelty_cut,
// arp_cut, longtail_cut, gini) from an ItemIndex (core/beyond/item_index.h); these plain functions
// are the reference the unit tests and the lessons use.
#include <cstddef>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "core/model/qrels.h"
#include "core/model/run.h"

namespace ranklens::core {

struct ItemCatalogue {
    std::unordered_map<std::string, std::string> category;  // docid -> category ("" = none)
    // docid -> popularity: interactions or users, from a metadata column, a behaviour log
    // (popularityFromLabels) or the runs themselves (popularityFromRun).
    std::unordered_map<std::string, double> popularity;
    double popularityUsers = 0;  // N of novelty: users (lists) the popularity was counted over
    // Where popularity came from, stated by every output: "items file column 'popularity'",
    // "label set 'clicks' (positive labels per query)", "the runs (lists holding the item)".
    std::string popularitySource;
};

// The short head: the most popular items that together hold 20 % of all popularity
// (Abdollahpouri et al. 2019); every other item is in the long tail.
std::unordered_set<std::string> shortHeadOf(const ItemCatalogue& c);

// Popularity from labels made from a behaviour log: per item, the queries (users) that gave it
// a positive label. Sets popularityUsers to the number of queries.
void popularityFromLabels(const Qrels& labels, ItemCatalogue& catalogue);
// Popularity from the run itself: per item, the lists that hold it in their top k.
void popularityFromRun(const Run& orderedRun, std::size_t k, ItemCatalogue& catalogue);
// Popularity from several runs together (the same popularity for every run compared): per
// item, the lists of all runs that hold it anywhere; N = the lists of all runs.
void popularityFromRuns(const std::vector<const Run*>& runs, ItemCatalogue& catalogue);

// One list's values; topK = the list's first k docids (fewer when the list is shorter).
double intraListDiversity(const std::vector<std::string>& topK, const ItemCatalogue& c);
double categoryCoverage(const std::vector<std::string>& topK, const ItemCatalogue& c);
double novelty(const std::vector<std::string>& topK, const ItemCatalogue& c);
double averagePopularity(const std::vector<std::string>& topK, const ItemCatalogue& c);
double longTailShare(const std::vector<std::string>& topK, const ItemCatalogue& c);

// Gini index of x (exposure counts), 0 for an empty or all-zero x.
double giniIndex(std::vector<double> x);

struct BeyondAccuracyResult {
    std::size_t k = 0;
    std::vector<std::string> qids;                                      // in the run's query order
    std::vector<double> ild, categoryCoverage, novelty, arp, longTail;  // per query
    double giniExposure = 0;  // RUN-LEVEL: over every catalogue item (metadata, popularity,
                              // run), items never shown count with exposure 0
};

// Every value above for an ordered run at cut-off k.
BeyondAccuracyResult evaluateBeyondAccuracy(const Run& orderedRun, const ItemCatalogue& c,
                                            std::size_t k);

}  // namespace ranklens::core
