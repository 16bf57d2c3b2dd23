#pragma once
// A compact open-addressing hash index from docid strings to positions in an array that the
// caller owns (no per-entry allocation): used for label lookup and duplicate detection.
#include <cstdint>
#include <cstring>
#include <string_view>
#include <vector>

namespace ranklens::core {

// Stable 64-bit hash of the bytes of s, a word at a time (ids are short: a few multiplies).
// Ids of 16 bytes or more (MS MARCO v2.1's segment ids have about 40) go two words a step on
// two independent lanes, so a long id's multiplies do not all wait for each other.
inline std::uint64_t hashDocId(std::string_view s) {
    const char* p = s.data();
    std::size_t n = s.size();
    std::uint64_t h = 0x9e3779b97f4a7c15ull ^ (n * 0xff51afd7ed558ccdull);
    const auto mix = [](std::uint64_t& x, std::uint64_t w) {
        x = (x ^ w) * 0xbf58476d1ce4e5b9ull;
        x ^= x >> 31;
    };
    const auto word = [](const char* at) {
        std::uint64_t w;
        std::memcpy(&w, at, 8);
        return w;
    };
    if (n >= 16) {
        std::uint64_t g = h ^ 0x6a09e667f3bcc908ull;
        for (; n >= 16; p += 16, n -= 16) {
            mix(h, word(p));
            mix(g, word(p + 8) * 0x94d049bb133111ebull);
        }
        mix(h, g);
    }
    if (n >= 8) {
        mix(h, word(p));
        p += 8;
        n -= 8;
    }
    if (n >= 4) {  // two overlapping 4-byte reads cover 4..7 bytes
        std::uint32_t lo, hi;
        std::memcpy(&lo, p, 4);
        std::memcpy(&hi, p + n - 4, 4);
        mix(h, lo | (std::uint64_t{hi} << 32));
    } else if (n > 0) {
        const auto b = [p](std::size_t i) {
            return std::uint64_t{static_cast<unsigned char>(p[i])};
        };
        mix(h, b(0) | (b(n / 2) << 8) | (b(n - 1) << 16));
    }
    h *= 0x94d049bb133111ebull;
    return h ^ (h >> 29);
}

class DocIndex {
  public:
    static constexpr std::uint32_t kNone = 0xffffffffu;

    // Builds the index over keys[i] (NUL-terminated). Returns the position of the first key
    // that repeats an earlier one, or kNone when all keys are distinct.
    template <typename KeyAt>
    std::uint32_t build(std::size_t n, KeyAt keyAt) {
        // At most 3/4 full: the hash tags keep the longer probe sequences cheap, and labels
        // indexes for millions of judgments stay small.
        std::size_t cap = 8;
        while (cap * 3 < n * 4) cap <<= 1;
        slots_.assign(cap, kNone);
        mask_ = cap - 1;
        // Below 2^24 keys a slot's top byte holds 8 bits of the key's hash, so most probes of
        // an occupied slot are settled without comparing strings.
        posMask_ = n < (std::size_t{1} << 24) ? 0x00ffffffu : 0xffffffffu;
        std::uint32_t dup = kNone;
        for (std::size_t i = 0; i < n; ++i) {
            const char* k = keyAt(i);
            const std::uint64_t h = hashDocId(k);
            const std::uint32_t tag = tagOf(h);
            std::size_t s = h & mask_;
            while (slots_[s] != kNone) {
                if ((slots_[s] & ~posMask_) == tag &&
                    std::strcmp(keyAt(slots_[s] & posMask_), k) == 0) {
                    if (dup == kNone) dup = static_cast<std::uint32_t>(i);
                    break;
                }
                s = (s + 1) & mask_;
            }
            if (slots_[s] == kNone) slots_[s] = static_cast<std::uint32_t>(i) | tag;
        }
        return dup;
    }

    // Position of key, or kNone.
    template <typename KeyAt>
    std::uint32_t find(std::string_view key, KeyAt keyAt) const {
        if (slots_.empty()) return kNone;
        return probe(hashDocId(key), keyAt, [&key](const char* k) {
            return std::strncmp(k, key.data(), key.size()) == 0 && k[key.size()] == '\0';
        });
    }
    // Position of the NUL-terminated key whose hashDocId is h, or kNone.
    template <typename KeyAt>
    std::uint32_t findHashed(std::uint64_t h, const char* key, KeyAt keyAt) const {
        if (slots_.empty()) return kNone;
        return probe(h, keyAt, [key](const char* k) { return std::strcmp(k, key) == 0; });
    }

    bool empty() const { return slots_.empty(); }
    std::size_t memoryBytes() const { return slots_.capacity() * sizeof(std::uint32_t); }

  private:
    template <typename KeyAt, typename Equal>
    std::uint32_t probe(std::uint64_t h, KeyAt keyAt, Equal equal) const {
        const std::uint32_t tag = tagOf(h);
        for (std::size_t s = h & mask_; slots_[s] != kNone; s = (s + 1) & mask_) {
            if ((slots_[s] & ~posMask_) != tag) continue;
            const std::uint32_t pos = slots_[s] & posMask_;
            if (equal(keyAt(pos))) return pos;
        }
        return kNone;
    }

    std::uint32_t tagOf(std::uint64_t h) const {
        return static_cast<std::uint32_t>(h >> 32) & ~posMask_;
    }

    std::vector<std::uint32_t> slots_;
    std::size_t mask_ = 0;
    std::uint32_t posMask_ = 0xffffffffu;
};

}  // namespace ranklens::core
