#pragma once
// Fingerprint of a file's bytes for duplicate-import detection: "<size>-<64-bit hash hex>".
// Not cryptographic; two different files colliding is ~2^-64 per pair of equal size.
#include <future>
#include <string>

namespace ranklens::store {

// Throws StoreError when the file cannot be read.
std::string fileFingerprint(const std::string& path);

// fileFingerprint(path) on a thread of its own, so a caller can parse the file meanwhile; when
// the system starts no thread (a process limit), computed on the calling thread by get().
std::future<std::string> fingerprintBeside(const std::string& path);

}  // namespace ranklens::store
