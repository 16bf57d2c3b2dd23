// Format detection and the readers it picks (TREC, CSV/TSV, JSON Lines, ranx).
#include <cstdint>

#include "core/io/input_format.h"
#include "tests/fuzz/fuzz_util.h"

using namespace ranklens;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string path = fuzz::writeFile("input", {reinterpret_cast<const char*>(data), size});
    fuzz::readAsRunAndAsLabels(path);
    return 0;
}
