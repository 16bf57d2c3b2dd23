#pragma once
// Fingerprint of a file's bytes for duplicate-import detection: "<size>-<64-bit hash hex>".
// Not cryptographic; two different files colliding is ~2^-64 per pair of equal size.
#include <string>

namespace ranklens::store {

// Throws StoreError when the file cannot be read.
std::string fileFingerprint(const std::string& path);

}  // namespace ranklens::store
