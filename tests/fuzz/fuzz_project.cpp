// The project loader: a project file made of fuzzed bytes, or a valid project (built once from
// tests/data) with fuzzed bit flips, is opened with the store's public API, listed, loaded and
// evaluated. Refusals (exceptions) are fine; a crash, a sanitizer report or an unbounded
// allocation (libFuzzer's -rss_limit_mb / -malloc_limit_mb) is a finding.
// First byte even: the rest are the file's bytes. Odd: the rest are (u32 offset, u8 mask)
// flips applied to the valid project.
#include <cstdint>
#include <cstring>
#include <fstream>
#include <iterator>

#include "core/measures/measure_spec.h"
#include "core/store/project_store.h"
#include "tests/fuzz/fuzz_util.h"

using namespace ranklens;

namespace {

const std::string& validProject() {
    static const std::string bytes = [] {
        const std::string path = fuzz::workDir() + "/template.ranklens";
        {
            auto ps = store::ProjectStore::open(path);
            ps->importRun(RANKLENS_TEST_DATA "/cli/run.txt", {});
            ps->importQrels(RANKLENS_TEST_DATA "/cli/qrels.txt", {});
        }
        std::ifstream f(path, std::ios::binary);
        return std::string(std::istreambuf_iterator<char>(f), {});
    }();
    return bytes;
}

void exercise(const std::string& path) {
    auto ps = store::ProjectStore::open(path);
    const auto runs = ps->runs();
    const auto sets = ps->labelSets();
    ps->queries();
    ps->describedItems();
    core::EvalOptions eo;
    eo.threads = 1;
    core::addMeasureSpec("official", eo.requests);
    core::addMeasureSpec("ndcg_cut.10", eo.requests);
    for (const auto& r : runs) {
        core::Run run = ps->loadRun(r.id);
        for (const auto& s : sets) {
            const core::Qrels q = ps->loadLabels(s.id);
            core::evaluate(run, q, core::EvalConfig{}, eo);
            ps->labelHistory(s.id);
        }
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 1) return 0;
    std::string bytes;
    if (data[0] % 2 == 0) {
        bytes.assign(reinterpret_cast<const char*>(data) + 1, size - 1);
    } else {
        bytes = validProject();
        for (std::size_t i = 1; i + 5 <= size; i += 5) {
            std::uint32_t off;
            std::memcpy(&off, data + i, 4);
            if (!bytes.empty()) bytes[off % bytes.size()] ^= static_cast<char>(data[i + 4]);
        }
    }
    const std::string path = fuzz::writeFile("p.ranklens", bytes);
    std::remove((path + "-wal").c_str());
    std::remove((path + "-shm").c_str());
    try {
        exercise(path);
    } catch (const std::exception&) {
    }
    return 0;
}
