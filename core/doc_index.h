#pragma once
// A compact open-addressing hash index from docid strings to positions in an array that the
// caller owns (no per-entry allocation): used for label lookup and duplicate detection.
#include <cstdint>
#include <cstring>
#include <string_view>
#include <vector>

namespace ranklens::core {

// 64-bit FNV-1a variant over the bytes of s (stable, fast on short ids).
inline std::uint64_t hashDocId(std::string_view s) {
    std::uint64_t h = 1469598103934665603ull;
    for (unsigned char c : s) {
        h ^= c;
        h *= 1099511628211ull;
    }
    return h ^ (h >> 29);
}

class DocIndex {
  public:
    static constexpr std::uint32_t kNone = 0xffffffffu;

    // Builds the index over keys[i] (NUL-terminated). Returns the position of the first key
    // that repeats an earlier one, or kNone when all keys are distinct.
    template <typename KeyAt>
    std::uint32_t build(std::size_t n, KeyAt keyAt) {
        std::size_t cap = 8;
        while (cap < n * 2) cap <<= 1;
        slots_.assign(cap, kNone);
        mask_ = cap - 1;
        std::uint32_t dup = kNone;
        for (std::size_t i = 0; i < n; ++i) {
            const char* k = keyAt(i);
            std::size_t s = hashDocId(k) & mask_;
            while (slots_[s] != kNone) {
                if (std::strcmp(keyAt(slots_[s]), k) == 0) {
                    if (dup == kNone) dup = static_cast<std::uint32_t>(i);
                    break;
                }
                s = (s + 1) & mask_;
            }
            if (slots_[s] == kNone) slots_[s] = static_cast<std::uint32_t>(i);
        }
        return dup;
    }

    // Position of key, or kNone.
    template <typename KeyAt>
    std::uint32_t find(std::string_view key, KeyAt keyAt) const {
        if (slots_.empty()) return kNone;
        std::size_t s = hashDocId(key) & mask_;
        while (slots_[s] != kNone) {
            const char* k = keyAt(slots_[s]);
            if (std::strncmp(k, key.data(), key.size()) == 0 && k[key.size()] == '\0')
                return slots_[s];
            s = (s + 1) & mask_;
        }
        return kNone;
    }

    bool empty() const { return slots_.empty(); }
    std::size_t memoryBytes() const { return slots_.capacity() * sizeof(std::uint32_t); }

  private:
    std::vector<std::uint32_t> slots_;
    std::size_t mask_ = 0;
};

}  // namespace ranklens::core
