#pragma once
// Deep copies of core data (Run and Qrels are move-only: their strings live in an arena).
#include "core/model/qrels.h"
#include "core/model/run.h"

namespace ranklens::core {

// A copy of run with the same queries and items in the same order (and the same ordering state
// once reordered by the caller).
Run copyRun(const Run& run);
// A copy of qrels, finalized.
Qrels copyQrels(const Qrels& qrels);

}  // namespace ranklens::core
