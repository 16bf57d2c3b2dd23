#pragma once
// Deterministic random streams for the resampling tests. Item i (a permutation, a bootstrap
// resample) draws from its own SplitMix64 stream started at mix64(mix64(seed) + i), so its
// numbers depend only on (seed, i) -- never on thread count or on which other items ran.
// SplitMix64: Steele, Lea & Flood, "Fast splittable pseudorandom number generators" (2014).
#include <cstdint>
#include <initializer_list>
#include <string_view>

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

// 64-bit FNV-1a (Fowler, Noll & Vo) over bytes, continuing from h. Seeds derived from names use
// this and not std::hash: std::hash's values are implementation-defined (they differ between
// libstdc++, libc++ and MSVC and may change between releases, and need not even be the same
// across runs), so an interval seeded through it would not reproduce on another build.
constexpr std::uint64_t kFnvOffsetBasis = 0xCBF29CE484222325ULL;
constexpr std::uint64_t fnv1a64(std::string_view bytes, std::uint64_t h = kFnvOffsetBasis) {
    for (char c : bytes) {
        h ^= static_cast<unsigned char>(c);
        h *= 0x100000001B3ULL;  // the 64-bit FNV prime
    }
    return h;
}

// The seed of a named item of a procedure seeded with `seed` (e.g. one comparison cell: run name
// and metric key), so that its numbers depend only on these values and not on the item's
// position among others. FNV-1a over the seed's 8 bytes (little-endian), then over each part as
// its length (8 bytes, little-endian) followed by its bytes -- the lengths keep ("ab", "c") and
// ("a", "bc") apart -- finished with mix64 to spread FNV's weak low bits.
constexpr std::uint64_t namedSeed(std::uint64_t seed,
                                  std::initializer_list<std::string_view> parts) {
    auto word = [](std::uint64_t w, std::uint64_t h) {
        for (int i = 0; i < 8; ++i, w >>= 8) {
            h ^= w & 0xFF;
            h *= 0x100000001B3ULL;
        }
        return h;
    };
    std::uint64_t h = word(seed, kFnvOffsetBasis);
    for (std::string_view p : parts) h = fnv1a64(p, word(p.size(), h));
    return mix64(h);
}

}  // namespace ranklens::core::stats
