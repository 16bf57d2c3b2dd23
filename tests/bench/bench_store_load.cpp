// Times ProjectStore::loadRun on a project (used by scripts/bench_store.sh).
// Usage: bench_store_load PROJECT [RUN_ID]   (default: the newest run)
#include <chrono>
#include <cstdio>
#include <cstdlib>

#include "core/store/project_store.h"

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: %s PROJECT [RUN_ID]\n", argv[0]);
        return 1;
    }
    try {
        auto ps = ranklens::store::ProjectStore::open(argv[1]);
        const auto runs = ps->runs();
        if (runs.empty()) {
            std::fprintf(stderr, "no runs\n");
            return 1;
        }
        const std::int64_t id = argc > 2 ? std::atoll(argv[2]) : runs.back().id;
        double best = 1e9;
        std::size_t n = 0;
        for (int rep = 0; rep < 3; ++rep) {
            const auto t0 = std::chrono::steady_clock::now();
            auto run = ps->loadRun(id);
            const double s =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
            n = run.totalDocs();
            std::printf("loadRun %lld: %.3f s (%zu entries)\n", static_cast<long long>(id), s, n);
            best = std::min(best, s);
        }
        std::printf("%.3f s best of 3 for %zu entries (%.1f M entries/s)\n", best, n,
                    static_cast<double>(n) / best / 1e6);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "%s\n", e.what());
        return 2;
    }
    return 0;
}
