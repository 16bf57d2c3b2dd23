// CSV/TSV reader: runs and qrels with a header, every delimiter, quotes and BOM.
#include <cstdint>

#include "core/io/csv_reader.h"
#include "tests/fuzz/fuzz_util.h"

using namespace ranklens;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string path =
        fuzz::writeFile("input.csv", {reinterpret_cast<const char*>(data), size});
    for (bool skip : {false, true}) {
        core::ParseOptions o;
        o.skipBadLines = skip;
        try {
            core::readCsvRun(path, o);
        } catch (const std::exception&) {
        }
        try {
            core::readCsvQrels(path, o);
        } catch (const std::exception&) {
        }
    }
    return 0;
}
