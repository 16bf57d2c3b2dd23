#pragma once
// Packed ranking of one (run, query): the layout that makes loading a run a few large reads.
//
// Little-endian, struct of arrays:
//   u8 version (1), u8 flags, u16 reserved, u32 n,
//   u32 item[n]                       (items.id of each doc, in the query's stored order)
//   f32 score[n] | f64 score[n]       (f32 when every score round-trips exactly)
//   i32 rank[n]                       (only with kExplicitRanks; else 0 or position + 1)
//   u32 inputPos[n]                   (only with kExplicitInputPos; else the position)
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "core/model/run.h"

namespace ranklens::store {

namespace blob {
inline constexpr std::uint8_t kVersion = 1;
inline constexpr std::uint8_t kFloatScores = 1;
inline constexpr std::uint8_t kExplicitRanks = 2;
inline constexpr std::uint8_t kRanksArePositions = 4;  // rank = position + 1
inline constexpr std::uint8_t kExplicitInputPos = 8;
}  // namespace blob

// Encodes docs (with their item ids, parallel) into out (cleared first).
void encodeRanking(std::span<const core::RankedDoc> docs, std::span<const std::uint32_t> items,
                   std::vector<unsigned char>& out);

// Decodes a blob: fills docs (doc pointers left null) and items. Throws StoreError when the
// blob is malformed (names `where` in the message): a version or flag it does not know, a
// length that does not match its count (so nothing is allocated beyond what the blob holds),
// a NaN score. Item ids are not checked here: the caller checks them against its table.
void decodeRanking(const void* data, std::size_t size, std::vector<core::RankedDoc>& docs,
                   std::vector<std::uint32_t>& items, const std::string& where);

}  // namespace ranklens::store
