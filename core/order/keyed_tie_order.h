#pragma once
// orderQueryForLabels (core/model/run.h) for docids whose lengths are known and whose bytes may be
// read up to 7 bytes past their end (the streaming evaluator's line buffer): a tied group with
// mixed labels is sorted by 8-byte keys taken after the group's common docid prefix
// ("msmarco_doc_"), with strcmp only when two keys are equal. The order is strcmp's, so the
// labels by rank are exactly those orderQueryForLabels gives.
#include <cstdint>
#include <vector>

#include "core/model/run.h"

namespace ranklens::core {

// lenByInputPos[d.inputPos]: strlen(d.doc). scratch: reused between calls.
void orderQueryForLabelsKeyed(RunQuery& q, TiePolicy ties, const std::int32_t* gradeByInputPos,
                              const std::uint32_t* lenByInputPos,
                              std::vector<std::pair<std::uint64_t, RankedDoc>>& scratch);

}  // namespace ranklens::core
