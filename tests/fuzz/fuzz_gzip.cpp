// gzip input: the bytes are a gzip stream (the magic is put first when missing), read by every
// reader through format detection.
#include <cstdint>

#include "core/io/input_format.h"
#include "tests/fuzz/fuzz_util.h"

using namespace ranklens;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string bytes(reinterpret_cast<const char*>(data), size);
    if (bytes.size() < 2 || bytes[0] != '\x1f' || bytes[1] != '\x8b') bytes.insert(0, "\x1f\x8b");
    const std::string path = fuzz::writeFile("input.gz", bytes);
    fuzz::readAsRunAndAsLabels(path);
    return 0;
}
