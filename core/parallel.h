#pragma once
// Runs f(i) for i in [0, n) on `threads` threads (0 = all cores), handing out chunks of
// indices from a shared counter; the calling thread works too. f must be thread-safe.
#include <algorithm>
#include <atomic>
#include <cstddef>
#include <thread>
#include <vector>

namespace ranklens::core {

template <typename F>
void parallelFor(std::size_t n, std::size_t chunk, unsigned threads, F&& f) {
    if (threads == 0) threads = std::max(1u, std::thread::hardware_concurrency());
    // No more threads than chunks: a small job (one query, a short file) starts none.
    if (chunk == 0) chunk = 1;
    threads = static_cast<unsigned>(std::min<std::size_t>(threads, (n + chunk - 1) / chunk));
    threads = std::max(threads, 1u);
    std::atomic<std::size_t> next{0};
    auto worker = [&] {
        for (std::size_t i; (i = next.fetch_add(chunk)) < n;)
            for (std::size_t j = i; j < std::min(i + chunk, n); ++j) f(j);
    };
    std::vector<std::thread> pool;
    for (unsigned t = 1; t < threads; ++t) pool.emplace_back(worker);
    worker();
    for (auto& th : pool) th.join();
}

}  // namespace ranklens::core
