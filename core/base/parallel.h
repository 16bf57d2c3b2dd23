#pragma once
// Worker threads: how many a request gets, and starting them so that a thread the system
// refuses (a process or memory limit) means fewer threads, never an abort.
//
//   threadsFor(requested)  0 = all cores; at most kMaxThreads.
//   runOnThreads(n, work)  work(t) for t in [0, n), t >= 1 each on a thread of its own.
//   parallelFor(n, chunk, threads, f)  f(i) for i in [0, n), chunks handed out to threads.
//
// Every std::thread of the engine is started here (the reader, the evaluator, the streaming
// evaluator, the label index and the statistics all go through runOnThreads).
#include <algorithm>
#include <atomic>
#include <cstddef>
#include <exception>
#include <system_error>
#include <thread>
#include <vector>

namespace ranklens::core {

// The most threads one job starts. More buy nothing on any machine RankLens runs on and cost a
// stack (and an evaluation kernel) each; a larger request is cut to this.
inline constexpr unsigned kMaxThreads = 256;

// The threads a request gets: all cores for 0 (or less), else the request, at most kMaxThreads.
inline unsigned threadsFor(long long requested) {
    if (requested <= 0) return std::clamp(std::thread::hardware_concurrency(), 1u, kMaxThreads);
    return static_cast<unsigned>(std::min<long long>(requested, kMaxThreads));
}

namespace detail {

// For tests: how many more threads may start before starting one fails as it does under a
// process limit (std::system_error, resource_unavailable_try_again); negative = no limit.
inline std::atomic<int> threadStartsLeft{-1};

template <typename F>
std::thread startThread(F&& f) {
    for (int left = threadStartsLeft.load(); left >= 0;) {
        if (left == 0)
            throw std::system_error(std::make_error_code(std::errc::resource_unavailable_try_again),
                                    "thread start refused (test limit)");
        if (threadStartsLeft.compare_exchange_weak(left, left - 1)) break;
    }
    return std::thread(std::forward<F>(f));
}

}  // namespace detail

// Runs work(t) for t in [0, n): t = 0 on the calling thread, every other t on a thread of its
// own. A thread the system does not start (std::system_error: RLIMIT_NPROC, no memory for a
// stack) leaves its t, and every later one, to the calling thread, which runs them after t = 0:
// the work is all done, on fewer threads. work(t) must therefore not wait for another t.
// The first exception a work(t) throws is rethrown here once every t has finished.
template <typename F>
void runOnThreads(std::size_t n, F&& work) {
    if (n == 0) return;
    std::vector<std::exception_ptr> errors(n);
    auto guarded = [&work, &errors](std::size_t t) {
        try {
            work(t);
        } catch (...) {
            errors[t] = std::current_exception();
        }
    };
    std::vector<std::thread> pool;
    pool.reserve(n - 1);  // no allocation between a thread's start and its being kept
    std::size_t started = 1;
    try {
        for (; started < n; ++started)
            pool.push_back(detail::startThread([&guarded, started] { guarded(started); }));
    } catch (const std::system_error&) {
        // Fewer threads: the t from `started` on run below, on this thread.
    }
    guarded(0);
    for (std::size_t t = started; t < n; ++t) guarded(t);
    for (auto& th : pool) th.join();
    for (auto& e : errors)
        if (e) std::rethrow_exception(e);
}

// Runs f(i) for i in [0, n) on `threads` threads (0 = all cores), handing out chunks of
// indices from a shared counter; the calling thread works too. f must be thread-safe.
// An exception from f stops the hand-out and is rethrown on the calling thread once every
// thread has stopped.
template <typename F>
void parallelFor(std::size_t n, std::size_t chunk, unsigned threads, F&& f) {
    if (chunk == 0) chunk = 1;
    // No more threads than chunks: a small job (one query, a short file) starts none.
    const std::size_t chunks = (n + chunk - 1) / chunk;
    const std::size_t count =
        std::max<std::size_t>(1, std::min<std::size_t>(threadsFor(threads), chunks));
    std::atomic<std::size_t> next{0};
    std::atomic<bool> failed{false};
    runOnThreads(count, [&](std::size_t) {
        try {
            for (std::size_t i; !failed && (i = next.fetch_add(chunk)) < n;)
                for (std::size_t j = i; j < std::min(i + chunk, n); ++j) f(j);
        } catch (...) {
            failed = true;
            throw;
        }
    });
}

}  // namespace ranklens::core
