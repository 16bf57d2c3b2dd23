#include "core/store/run_blob.h"

#include <bit>
#include <cmath>
#include <cstring>

#include "core/store/store_error.h"

namespace ranklens::store {

static_assert(std::endian::native == std::endian::little,
              "run blobs are stored little-endian; add byte swapping for this platform");

namespace {
template <class T>
void put(unsigned char*& p, T v) {
    std::memcpy(p, &v, sizeof v);
    p += sizeof v;
}
template <class T>
T get(const unsigned char* p, std::size_t i) {
    T v;
    std::memcpy(&v, p + i * sizeof(T), sizeof v);
    return v;
}
}  // namespace

void encodeRanking(std::span<const core::RankedDoc> docs, std::span<const std::uint32_t> items,
                   std::vector<unsigned char>& out) {
    const std::size_t n = docs.size();
    std::uint8_t flags = blob::kFloatScores;
    bool allZeroRanks = true, ranksArePos = true, posIsIndex = true;
    for (std::size_t i = 0; i < n; ++i) {
        const auto& d = docs[i];
        if (static_cast<double>(static_cast<float>(d.score)) != d.score)
            flags &= ~blob::kFloatScores;
        if (d.rank != 0) allZeroRanks = false;
        if (d.rank != static_cast<std::int32_t>(i + 1)) ranksArePos = false;
        if (d.inputPos != i) posIsIndex = false;
    }
    if (!allZeroRanks) flags |= ranksArePos ? blob::kRanksArePositions : blob::kExplicitRanks;
    if (!posIsIndex) flags |= blob::kExplicitInputPos;
    const std::size_t scoreBytes = (flags & blob::kFloatScores) ? 4 : 8;
    const std::size_t size = 8 + n * (4 + scoreBytes + ((flags & blob::kExplicitRanks) ? 4 : 0) +
                                      ((flags & blob::kExplicitInputPos) ? 4 : 0));
    out.resize(size);
    unsigned char* p = out.data();
    put<std::uint8_t>(p, blob::kVersion);
    put<std::uint8_t>(p, flags);
    put<std::uint16_t>(p, 0);
    put<std::uint32_t>(p, static_cast<std::uint32_t>(n));
    if (n > 0) std::memcpy(p, items.data(), n * 4);  // an empty span's data() may be null
    p += n * 4;
    if (flags & blob::kFloatScores) {
        for (const auto& d : docs) put<float>(p, static_cast<float>(d.score));
    } else {
        for (const auto& d : docs) put<double>(p, d.score);
    }
    if (flags & blob::kExplicitRanks)
        for (const auto& d : docs) put<std::int32_t>(p, d.rank);
    if (flags & blob::kExplicitInputPos)
        for (const auto& d : docs) put<std::uint32_t>(p, d.inputPos);
}

void decodeRanking(const void* data, std::size_t size, std::vector<core::RankedDoc>& docs,
                   std::vector<std::uint32_t>& items, const std::string& where) {
    const auto* p = static_cast<const unsigned char*>(data);
    if (size < 8 || !p || p[0] != blob::kVersion)
        throw StoreError(where + ": stored ranking is damaged or from an unknown version");
    const std::uint8_t flags = p[1];
    constexpr std::uint8_t kKnown = blob::kFloatScores | blob::kExplicitRanks |
                                    blob::kRanksArePositions | blob::kExplicitInputPos;
    if (flags & ~kKnown) throw StoreError(where + ": stored ranking is damaged (unknown flags)");
    const std::uint32_t n = get<std::uint32_t>(p + 4, 0);
    const std::size_t scoreBytes = (flags & blob::kFloatScores) ? 4 : 8;
    const std::size_t want =
        8 + std::size_t{n} * (4 + scoreBytes + ((flags & blob::kExplicitRanks) ? 4 : 0) +
                              ((flags & blob::kExplicitInputPos) ? 4 : 0));
    if (want != size) throw StoreError(where + ": stored ranking is damaged (size mismatch)");
    const unsigned char* it = p + 8;
    const unsigned char* sc = it + std::size_t{n} * 4;
    const unsigned char* rk = sc + std::size_t{n} * scoreBytes;
    const unsigned char* ip = rk + ((flags & blob::kExplicitRanks) ? std::size_t{n} * 4 : 0);
    items.resize(n);
    if (n) std::memcpy(items.data(), it, std::size_t{n} * 4);  // data() may be null when n = 0
    docs.resize(n);
    for (std::uint32_t i = 0; i < n; ++i) {
        auto& d = docs[i];
        d.doc = nullptr;
        d.score = (flags & blob::kFloatScores) ? static_cast<double>(get<float>(sc, i))
                                               : get<double>(sc, i);
        d.rank = (flags & blob::kExplicitRanks)       ? get<std::int32_t>(rk, i)
                 : (flags & blob::kRanksArePositions) ? static_cast<std::int32_t>(i + 1)
                                                      : 0;
        d.inputPos = (flags & blob::kExplicitInputPos) ? get<std::uint32_t>(ip, i) : i;
        // Sorting relies on scores being ordered; a NaN (never stored by an import) is damage.
        if (std::isnan(d.score))
            throw StoreError(where + ": stored ranking is damaged (a score is not a number)");
    }
}

}  // namespace ranklens::store
