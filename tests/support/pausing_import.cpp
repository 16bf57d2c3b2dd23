// Test helper for tests/store/crash_test: imports a run into a project like `ranklens-cli
// import`, but stops (sleeps until killed) once the store's progress reaches a given per-mille,
// so the test can kill it inside the write transaction. It lives here, not in the shipped CLI.
//   pausing_import PROJECT RUN NAME PER_MILLE
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <exception>

#include "core/store/project_store.h"

int main(int argc, char** argv) {
    if (argc != 5) {
        std::fprintf(stderr, "usage: pausing_import PROJECT RUN NAME PER_MILLE\n");
        return 1;
    }
    const int pauseAt = std::atoi(argv[4]);
    try {
        auto ps = ranklens::store::ProjectStore::open(argv[1]);
        ranklens::store::ImportOptions o;
        o.name = argv[3];
        o.progress = [pauseAt](std::size_t done, std::size_t total) {
            const int pm = total ? static_cast<int>(done * 1000 / total) : 0;
            if (pm >= pauseAt) {
                std::fprintf(stderr, "paused at %d/1000\n", pm);
                std::fflush(stderr);
                for (;;) ::pause();
            }
            return true;
        };
        ps->importRun(argv[2], o);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "pausing_import: %s\n", e.what());
        return 2;
    }
    return 0;
}
