#pragma once
// Deterministic random streams for the resampling tests. Item i (a permutation, a bootstrap
// resample) draws from its own SplitMix64 stream started at mix64(mix64(seed) + i), so its
// numbers depend only on (seed, i) -- never on thread count or on which other items ran.
// SplitMix64: Steele, Lea & Flood, "Fast splittable pseudorandom number generators" (2014).
#include <cstdint>

namespace ranklens::core::stats {

// The SplitMix64 output finaliser (a bijection on 64-bit words).
constexpr std::uint64_t mix64(std::uint64_t z) {
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

struct SplitMix64 {
    std::uint64_t state = 0;
    std::uint64_t next() { return mix64(state += 0x9E3779B97F4A7C15ULL); }
    // Uniform integer in [0, n) by multiply-shift (bias < n / 2^64, negligible here).
    std::uint64_t below(std::uint64_t n) {
        __extension__ using U128 = unsigned __int128;
        return static_cast<std::uint64_t>((static_cast<U128>(next()) * n) >> 64);
    }
};

// The stream of item `i` of a procedure seeded with `seed`.
constexpr SplitMix64 streamFor(std::uint64_t seed, std::uint64_t i) {
    return SplitMix64{mix64(mix64(seed) + i)};
}

}  // namespace ranklens::core::stats
