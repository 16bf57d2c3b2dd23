#pragma once
// One label set from several: per item, the majority, median or mean of the grades the sets
// gave it, with a stated tie rule. Std C++ only.
//
// Rules (over the grades an item got; sets that did not grade it do not vote):
//   majority: the most frequent grade; a tie when two grades or more are most frequent;
//   median:   the middle grade; with an even number of grades, the two middle ones -- a tie when
//             they differ;
//   mean:     the mean rounded to the nearest grade; a tie when it lies exactly halfway.
// Tie rule: Lower takes the lowest of the tied grades (the conservative choice, the default),
// Higher the highest, Drop leaves the item out of the consensus. Every tie is reported.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "core/judging/grade_table.h"

namespace ranklens::core {

enum class ConsensusRule { Majority, Median, Mean };
enum class TieRule { Lower, Higher, Drop };

// "majority", "median", "mean"; false (out unchanged) for anything else.
bool parseConsensusRule(const std::string& text, ConsensusRule& out);
// "lower", "higher", "drop"; false for anything else.
bool parseTieRule(const std::string& text, TieRule& out);
const char* toString(ConsensusRule r);
const char* toString(TieRule t);

struct ConsensusTie {
    std::size_t item = 0;              // row of the grade table
    std::vector<std::int32_t> grades;  // the tied grades, ascending
    bool dropped = false;              // TieRule::Drop: the item has no consensus grade
    std::int32_t chosen = 0;           // the grade taken (when not dropped)
};

struct Consensus {
    Qrels labels;                    // the consensus grades (finalized)
    std::vector<ConsensusTie> ties;  // in table order
    std::size_t items = 0;           // items with a consensus grade
    std::size_t tooFew = 0;          // items graded by fewer than minSets sets, left out
};

// The consensus of every column of t. Items graded by fewer than minSets sets (>= 1) are left
// out (counted in tooFew).
Consensus buildConsensus(const GradeTable& t, ConsensusRule rule, TieRule ties,
                         std::size_t minSets = 1);

}  // namespace ranklens::core
