// JSON Lines reader (runs and qrels; a first line that nests is read as a ranx dictionary).
#include <cstdint>

#include "core/io/jsonl_reader.h"
#include "tests/fuzz/fuzz_util.h"

using namespace ranklens;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string path =
        fuzz::writeFile("input.jsonl", {reinterpret_cast<const char*>(data), size});
    for (bool skip : {false, true}) {
        core::ParseOptions o;
        o.skipBadLines = skip;
        try {
            core::readJsonlRun(path, o);
        } catch (const std::exception&) {
        }
        try {
            core::readJsonlQrels(path, o);
        } catch (const std::exception&) {
        }
    }
    return 0;
}
