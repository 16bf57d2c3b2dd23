#include "core/order/score_order.h"

#include <algorithm>
#include <bit>
#include <cmath>
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

struct ScoreKey {
    std::uint64_t key;
    std::uint32_t pos;
};

bool keyedBefore(const ScoreKey& x, const ScoreKey& y) {
    return x.key != y.key ? x.key < y.key : x.pos < y.pos;
}

// Sorts k[0..n) (the keys of d's docs) by (key, pos), with tmp as room for n more: one stable
// counting pass into 256 buckets by where each score lies between the list's highest and
// lowest (a monotone map: a higher score never lands in a later bucket; the scores of a list
// spread over its range, a few docs a bucket), then each bucket by insertion (a large one by
// std::sort). Lists of a thousand docs: orderQuery in half the time the comparison sort took
// (tests/bench/bench_score_order).
void bucketSortByKey(ScoreKey* k, ScoreKey* tmp, std::size_t n, const RankedDoc* d, double lo,
                     double hi) {
    const double scale = 255.0 / (hi - lo);
    if (!(hi > lo) || !std::isfinite(hi - lo) || !std::isfinite(scale)) {
        std::sort(k, k + n, keyedBefore);  // one score, or a range too wide or narrow to split
        return;
    }
    const auto bucket = [&](const ScoreKey& x) {
        return std::min(255, static_cast<int>((hi - d[x.pos].score) * scale));
    };
    std::uint32_t start[257] = {};
    for (std::size_t i = 0; i < n; ++i) ++start[bucket(k[i]) + 1];
    for (int b = 0; b < 256; ++b) start[b + 1] += start[b];
    std::uint32_t at[256];
    std::copy(start, start + 256, at);
    for (std::size_t i = 0; i < n; ++i) tmp[at[bucket(k[i])]++] = k[i];
    for (int b = 0; b < 256; ++b) {
        ScoreKey* first = tmp + start[b];
        ScoreKey* last = tmp + start[b + 1];
        if (last - first > 32) {
            std::sort(first, last, keyedBefore);
            continue;
        }
        for (ScoreKey* i = first + 1; i < last; ++i) {  // in pos order: stable by key alone
            const ScoreKey x = *i;
            ScoreKey* j = i;
            for (; j > first && x.key < (j - 1)->key; --j) *j = *(j - 1);
            *j = x;
        }
    }
    std::copy(tmp, tmp + n, k);
}

}  // namespace

bool sortByScoreDescending(RankedDoc* d, std::size_t n) {
    if (n == 0) return true;
    thread_local std::vector<ScoreKey> keys, room;
    thread_local std::vector<RankedDoc> out;
    keys.resize(n);
    double lo = d[0].score, hi = d[0].score;
    for (std::size_t i = 0; i < n; ++i) {
        const double x = d[i].score;
        if (x != x) return false;
        keys[i] = {descendingKey(x), static_cast<std::uint32_t>(i)};
        lo = std::min(lo, x);
        hi = std::max(hi, x);
    }
    // Integer keys in input order, sorted stably: equal scores keep their order. Each doc is
    // then moved once.
    room.resize(n);
    bucketSortByKey(keys.data(), room.data(), n, d, lo, hi);
    out.resize(n);
    for (std::size_t i = 0; i < n; ++i) out[i] = d[keys[i].pos];
    std::copy(out.begin(), out.end(), d);
    return true;
}

}  // namespace ranklens::core
