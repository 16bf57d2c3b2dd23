#pragma once
// Deep copies of core data (Run and Qrels are move-only: their strings live in an arena).
#include "core/qrels.h"
#include "core/run.h"

namespace ranklens::ui {

// A copy of run with the same queries and items in the same order (and the same ordering state
// once reordered by the caller).
core::Run copyRun(const core::Run& run);
// A copy of qrels, finalized.
core::Qrels copyQrels(const core::Qrels& qrels);

}  // namespace ranklens::ui
