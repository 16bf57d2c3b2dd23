// ranx-style JSON dictionaries {"q": {"d": value}}: the bytes are read as the inside of the
// outer object, so nearly every input takes the dictionary path.
#include <cstdint>

#include "core/io/jsonl_reader.h"
#include "tests/fuzz/fuzz_util.h"

using namespace ranklens;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text =
        "{\n" + std::string(reinterpret_cast<const char*>(data), size) + "\n}\n";
    const std::string path = fuzz::writeFile("ranx.json", text);
    try {
        core::readJsonlRun(path);
    } catch (const std::exception&) {
    }
    try {
        core::readJsonlQrels(path);
    } catch (const std::exception&) {
    }
    return 0;
}
