#pragma once
// What the measures of trec_eval's other relevance formats read (its -R prefs, qrels_prefs and
// qrels_jg): a ranking's preference counts and its rankings judged by each judgment group. They
// are to those measures what JudgedRanking is to the others: core/trec makes them
// (countPreferences in prefs_counts.h, rankByGroup in judgment_groups.h) and each registry row
// computes its value from them (MeasureInfo::prefs / judgmentGroups).
#include <cstdint>
#include <vector>

namespace ranklens::core {

// ---- Preferences (-R prefs, qrels_prefs) ---------------------------------------------

// One judgment group's (jg's) preferences a over b, as the ranking fulfils them:
//   retrieved (both retrieved):   fulfilled when a is ranked above b;
//   implied (exactly one):        fulfilled when a is the retrieved one;
//   not retrieved (neither):      never fulfilled.
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
    PairScores pairs;                  // filled when a row asks for them (prefsPairs)
};

// ---- Judgment groups (-R qrels_jg) ---------------------------------------------------

// A ranking judged by one group. rels[i] is the group's label of the doc at rank i + 1, or
// kJgNotJudged (the group has not judged it), or kJgUnjudgedInPool (a negative label: in the
// pool but not judged), as trec_eval marks them.
inline constexpr std::int32_t kJgNotJudged = -1;
inline constexpr std::int32_t kJgUnjudgedInPool = -2;

struct JgRanking {
    std::vector<std::int32_t> rels;
    std::int64_t numRel = 0;     // the group's judgments with label >= level (labels >= 0)
    std::int64_t numRelRet = 0;  // retrieved docs with label >= level
};

}  // namespace ranklens::core
