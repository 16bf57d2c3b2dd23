#include "core/order/keyed_tie_order.h"

#include <algorithm>
#include <cstring>

#include "core/order/tied_groups.h"

namespace ranklens::core {

namespace {

using Keyed = std::pair<std::uint64_t, RankedDoc>;

std::uint64_t load8(const char* p) {
    std::uint64_t x;
    std::memcpy(&x, p, 8);
    return x;
}

// Length of the common prefix of a and b, at most n (both readable up to n + 7 bytes).
std::size_t commonPrefix(const char* a, const char* b, std::size_t n) {
    for (std::size_t i = 0; i < n; i += 8) {
        const std::uint64_t x = load8(a + i) ^ load8(b + i);
        if (x) return std::min(n, i + (static_cast<std::size_t>(__builtin_ctzll(x)) >> 3));
    }
    return n;
}

// Bytes [pre, pre + 8) of a docid of length len as a big-endian number; the bytes past its end
// count as 0 (its terminating NUL, which strcmp compares as the smallest byte).
std::uint64_t keyAfter(const char* doc, std::size_t len, std::size_t pre) {
    const std::size_t n = std::min<std::size_t>(8, len - pre);
    if (n == 0) return 0;
    return __builtin_bswap64(load8(doc + pre)) & (~std::uint64_t{0} << (8 * (8 - n)));
}

// Sorts the tied group g[0..k) by docid, descending (trecEvalBefore on equal scores).
void sortGroup(RankedDoc* g, std::size_t k, const std::uint32_t* len, std::vector<Keyed>& s) {
    std::size_t pre = len[g[0].inputPos];
    for (std::size_t m = 1; m < k && pre > 0; ++m)
        pre = commonPrefix(g[0].doc, g[m].doc, std::min<std::size_t>(pre, len[g[m].inputPos]));
    s.clear();
    for (std::size_t m = 0; m < k; ++m)
        s.emplace_back(keyAfter(g[m].doc, len[g[m].inputPos], pre), g[m]);
    std::sort(s.begin(), s.end(), [](const Keyed& a, const Keyed& b) {
        if (a.first != b.first) return a.first > b.first;
        return std::strcmp(a.second.doc, b.second.doc) > 0;
    });
    for (std::size_t m = 0; m < k; ++m) g[m] = s[m].second;
}

}  // namespace

void orderQueryForLabelsKeyed(RunQuery& q, TiePolicy ties, const std::int32_t* gradeByInputPos,
                              const std::uint32_t* lenByInputPos, std::vector<Keyed>& scratch) {
    orderQueryForLabelsWith(q, ties, gradeByInputPos, [&](RankedDoc* first, std::size_t n) {
        sortGroup(first, n, lenByInputPos, scratch);
    });
}

}  // namespace ranklens::core
