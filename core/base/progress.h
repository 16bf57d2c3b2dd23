#pragma once
// Progress reporting shared by long-running engine and store operations.
#include <cstddef>
#include <functional>

namespace ranklens::core {

// Called now and then with (done, total) in the operation's own units (bytes, queries, rows).
// Returning false asks the operation to stop as soon as it can; it then throws Cancelled.
using ProgressFn = std::function<bool(std::size_t done, std::size_t total)>;

struct Cancelled : std::exception {
    const char* what() const noexcept override { return "cancelled by the user"; }
};

}  // namespace ranklens::core
