#pragma once
// Runs f(i) for i in [0, n) on `threads` threads (0 = all cores), handing out chunks of
// indices from a shared counter; the calling thread works too. f must be thread-safe.
// An exception from f stops the hand-out and is rethrown on the calling thread once every
// thread has stopped (one left to escape a std::thread would end the process).
#include <algorithm>
#include <atomic>
#include <cstddef>
#include <exception>
#include <mutex>
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
    std::atomic<bool> failed{false};
    std::exception_ptr error;
    std::mutex errorMutex;
    auto worker = [&] {
        try {
            for (std::size_t i; !failed && (i = next.fetch_add(chunk)) < n;)
                for (std::size_t j = i; j < std::min(i + chunk, n); ++j) f(j);
        } catch (...) {
            std::lock_guard lock(errorMutex);
            if (!error) error = std::current_exception();
            failed = true;
        }
    };
    std::vector<std::thread> pool;
    for (unsigned t = 1; t < threads; ++t) pool.emplace_back(worker);
    worker();
    for (auto& th : pool) th.join();
    if (error) std::rethrow_exception(error);
}

}  // namespace ranklens::core
