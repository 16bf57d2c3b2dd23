#pragma once
// Turns measure names as users type them into measure requests: trec_eval syntax
// ("P.5,10", "ndcg_cut.10", "map", "all_trec", "official") and friendly aliases
// ("P@5", "ndcg@10", "f1@10", "mrr", "hit@1") and pytrec_eval's keys ("P_5", "ndcg_cut_10").
#include <stdexcept>
#include <string>
#include <vector>

#include "core/evaluator.h"

namespace ranklens::core {

class MeasureSpecError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// Parses one -m argument and merges it into requests (same measure: parameters united,
// sorted ascending, duplicates dropped). Throws MeasureSpecError with a helpful message.
void addMeasureSpec(const std::string& spec, std::vector<MeasureRequest>& requests);

// trec_eval's measure sets, restricted to what RankLens implements.
const std::vector<std::string>& officialMeasureNames();  // trec_eval's default set
const std::vector<std::string>& allTrecMeasureNames();   // every trec_eval measure RankLens has

}  // namespace ranklens::core
