#pragma once
// How a ranking fares against one query's preference judgments (trec_eval's -R prefs and
// -R qrels_prefs, its form_prefs_counts): the preferences each judgment group (jg) states,
// counted as fulfilled or not by the ranking (PrefCounts, core/measures/rel_format_counts.h).
// The prefs_* measures are ratios of these counts (their functions: core/measures/prefs.cpp).
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
#include "core/measures/rel_format_counts.h"
#include "core/model/run.h"

namespace ranklens::core {

// Counts q's preferences against `ranking` (nullptr or empty: nothing retrieved). maxDocs > 0
// keeps the first maxDocs docs of the ranking. withPairs also fills PrefCounts::pairs (memory
// grows with the number of preferences). Throws JudgmentError.
PrefCounts countPreferences(const PrefsQuery& q, const RunQuery* ranking, std::int64_t maxDocs,
                            bool withPairs);

}  // namespace ranklens::core
