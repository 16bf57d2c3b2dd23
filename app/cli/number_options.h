#pragma once
// Numeric options of ranklens-cli that more than one command takes.
#include <CLI/CLI.hpp>

namespace ranklens::cli {

// --threads N: a whole number >= 0 (0 = all cores). Above core::kMaxThreads a note on stderr
// says the job runs on kMaxThreads threads (the engine's cap).
CLI::Option* addThreadsOption(CLI::App* cmd, int& threads);

}  // namespace ranklens::cli
