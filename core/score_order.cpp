#include "core/score_order.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <vector>

namespace ranklens::core {

namespace {

// A key whose unsigned order is the descending order of the scores: the IEEE bits of a double,
// sign-folded so they order as the numbers, then inverted. -0.0 is taken as 0.0.
std::uint64_t descendingKey(double score) {
    const std::uint64_t bits = std::bit_cast<std::uint64_t>(score == 0.0 ? 0.0 : score);
    const std::uint64_t ascending = (bits >> 63) ? ~bits : bits | (std::uint64_t{1} << 63);
    return ~ascending;
}

struct Keyed {
    std::uint64_t key;
    std::uint32_t pos;
};

}  // namespace

bool sortByScoreDescending(RankedDoc* d, std::size_t n) {
    thread_local std::vector<Keyed> keys;
    thread_local std::vector<RankedDoc> out;
    keys.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        if (d[i].score != d[i].score) return false;
        keys[i] = {descendingKey(d[i].score), static_cast<std::uint32_t>(i)};
    }
    // 16-byte keys compared as integers, each doc moved once: a third less time than sorting the
    // 24-byte docs by their doubles (tests/bench/bench_score_order).
    std::sort(keys.begin(), keys.end(), [](const Keyed& x, const Keyed& y) {
        return x.key != y.key ? x.key < y.key : x.pos < y.pos;
    });
    out.resize(n);
    for (std::size_t i = 0; i < n; ++i) out[i] = d[keys[i].pos];
    std::copy(out.begin(), out.end(), d);
    return true;
}

}  // namespace ranklens::core
