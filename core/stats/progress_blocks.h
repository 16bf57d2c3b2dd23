#pragma once
// Runs f(begin, end) over [0, total) in ranges of `chunk` items on `threads` threads (0 = all
// cores). Work goes in blocks; after each block `progress(done, total)` is called on the calling
// thread, and Cancelled is thrown when it returns false. f must be thread-safe.
#include <algorithm>
#include <cstddef>

#include "core/base/parallel.h"
#include "core/base/progress.h"

namespace ranklens::core::stats {

template <typename F>
void runInBlocks(std::size_t total, std::size_t chunk, unsigned threads, const ProgressFn& progress,
                 F&& f) {
    // About 100 progress calls for long jobs, at least 64 chunks per block to keep threads busy.
    const std::size_t block = std::max(chunk * 64, (total / 100 + chunk - 1) / chunk * chunk);
    for (std::size_t begin = 0; begin < total; begin += block) {
        const std::size_t end = std::min(total, begin + block);
        const std::size_t chunks = (end - begin + chunk - 1) / chunk;
        parallelFor(chunks, 1, threads, [&](std::size_t c) {
            const std::size_t lo = begin + c * chunk;
            f(lo, std::min(end, lo + chunk));
        });
        if (progress && !progress(end, total)) throw Cancelled();
    }
}

}  // namespace ranklens::core::stats
