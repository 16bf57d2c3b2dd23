#pragma once
// Numeric options of ranklens-cli that more than one command takes.
#include <CLI/CLI.hpp>

#include "core/base/number_check.h"

namespace ranklens::cli {

// A numeric option's check: core/base/number_check.h's rule (a finite number in the range, NaN
// refused), so CLI11 prints "--alpha: must be a number in [0, 1], got 'nan'".
CLI::Validator numberIn(const core::NumberRange& range);

// --threads N: a whole number >= 0 (0 = all cores). Above core::kMaxThreads a note on stderr
// says the job runs on kMaxThreads threads (the engine's cap).
CLI::Option* addThreadsOption(CLI::App* cmd, int& threads);

}  // namespace ranklens::cli
