#pragma once
// How a ranking fares against one query's preference judgments (trec_eval's -R prefs and
// -R qrels_prefs, its form_prefs_counts): the preferences each judgment group (jg) states,
// counted as fulfilled or not by the ranking. The prefs_* measures (core/trec/rel_format_eval.h)
// are ratios of these counts.
//
// A preference "a over b" comes from one judgment sub-group (jsg): a has a higher level than
// b there. A jg with one jsg prefers every doc of a level to every doc of each lower level; a
// jg with several jsgs also gets the transitive preferences (a over b in one jsg, b over c in
// another: a over c), each pair counted once. Docs: the ranking is the run's list by score
// descending, equal scores in ascending docid byte order (trec_eval's order for preferences),
// cut to maxDocs. A preference a over b is
//   retrieved (both retrieved):   fulfilled when a is ranked above b;
//   implied (exactly one):        fulfilled when a is the retrieved one;
//   not retrieved (neither):      never fulfilled.
#include <cstdint>
#include <string>
#include <vector>

#include "core/io/judgment_formats.h"
#include "core/model/run.h"

namespace ranklens::core {

struct JgPrefCounts {
    // possible* include the fulfilled ones.
    std::int64_t fulfilledRet = 0, possibleRet = 0;  // both docs retrieved
    std::int64_t fulfilledImp = 0, possibleImp = 0;  // exactly one retrieved
    std::int64_t possibleNotRet = 0;                 // neither retrieved
    // Docs with level > 0 (relevant) and level 0 (non-relevant) in this jg, and how many of
    // them were retrieved. A jg with one jsg counts every level <= 0 as non-relevant; with
    // several jsgs a negative level is neither (as trec_eval).
    std::int64_t numRel = 0, numRelRet = 0, numNonrel = 0, numNonrelRet = 0;
    // fulfilled / possible with the jg's non-relevant docs made as many as its relevant ones
    // (prefs_avgjg_Rnonrel), and the same among retrieved docs only (..._ret). 0/0 gives NaN,
    // as in trec_eval (which then scores the query 0).
    double rnonrel = 0, rnonrelRet = 0;
};

// prefs_pair: over doc pairs with a preference in any jg, the share of the jgs' preferences
// on that pair that favour the better-ranked doc (0 when neither doc is retrieved).
struct PairScores {
    double all = 0;        // prefs_pair: every pair
    double retrieved = 0;  // prefs_pair_ret: both docs retrieved
    double implied = 0;    // prefs_pair_imp: at least one retrieved
};

struct PrefCounts {
    std::vector<JgPrefCounts> groups;  // jg name in byte order
    std::int64_t numJudged = 0;        // distinct docs in the judgments
    std::int64_t numJudgedRet = 0;     // ... of them retrieved (within maxDocs)
    PairScores pairs;                  // filled when asked for (countPreferences' withPairs)
};

// Counts q's preferences against `ranking` (nullptr or empty: nothing retrieved). maxDocs > 0
// keeps the first maxDocs docs of the ranking. withPairs also fills PrefCounts::pairs (memory
// grows with the number of preferences). Throws JudgmentError.
PrefCounts countPreferences(const PrefsQuery& q, const RunQuery* ranking, std::int64_t maxDocs,
                            bool withPairs);

}  // namespace ranklens::core
