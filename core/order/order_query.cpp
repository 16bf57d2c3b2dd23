// Putting a run query in a tie policy's order (trec_eval's, file order, rank column): the
// sorts, the fast paths that skip them, and Run::order, which applies them to every query.
#include "core/order/order_query.h"

#include <algorithm>
#include <cstring>
#include <utility>

#include "core/order/score_order.h"
#include "core/order/tied_groups.h"

namespace ranklens::core {

namespace {

// Function objects (not functions) so that std::sort inlines them (a function pointer made
// loading a large run's lists in trec_eval order about twice as slow).
constexpr auto trecEvalBefore = [](const RankedDoc& a, const RankedDoc& b) {
    if (a.score != b.score) return a.score > b.score;
    return std::strcmp(a.doc, b.doc) > 0;
};

constexpr auto inputBefore = [](const RankedDoc& a, const RankedDoc& b) {
    if (a.score != b.score) return a.score > b.score;
    return a.inputPos < b.inputPos;
};

constexpr auto rankBefore = [](const RankedDoc& a, const RankedDoc& b) {
    if (a.rank != b.rank) return a.rank < b.rank;
    return a.inputPos < b.inputPos;
};

// The first 8 bytes of a docid as a big-endian number, the bytes past its end 0: strcmp's order
// on those bytes (a shorter docid's NUL is the smallest byte). Reads no byte past the NUL.
std::uint64_t prefixKey(const char* s) {
    std::uint64_t k = 0;
    int i = 0;
    for (; i < 8 && s[i]; ++i) k = (k << 8) | static_cast<unsigned char>(s[i]);
    return i == 0 ? 0 : k << (8 * (8 - i));
}

// Sorts a group of equal scores g[0..n) by docid, descending, as std::sort with trecEvalBefore
// would: by the 8 bytes of each docid after the prefix every docid of the group shares (read
// once), strcmp only where those are equal. A large group's comparisons would otherwise chase
// two docid pointers each and compare the shared prefix ("msmarco_doc_") again every time.
// With the item names the docids point into (names), by each docid's place in their byte order
// instead, read once per doc: integers compared, no docid read.
void sortTiedGroup(RankedDoc* g, std::size_t n, std::vector<std::pair<std::uint64_t, RankedDoc>>& s,
                   const ItemNames* names) {
    if (names &&
        std::all_of(g, g + n, [names](const RankedDoc& d) { return names->owns(d.doc); })) {
        s.clear();
        for (std::size_t m = 0; m < n; ++m)
            s.emplace_back(ItemNames::byteRankOfOwned(g[m].doc), g[m]);
        std::sort(s.begin(), s.end(),
                  [](const auto& a, const auto& b) { return a.first > b.first; });
        for (std::size_t m = 0; m < n; ++m) g[m] = s[m].second;
        return;
    }
    if (n < 16) {
        std::sort(g, g + n, trecEvalBefore);
        return;
    }
    // Every docid's first `shared` bytes are g[0]'s, none of them its NUL.
    const char* first = g[0].doc;
    std::size_t shared = std::strlen(first);
    for (std::size_t m = 1; m < n && shared > 0; ++m) {
        std::size_t i = 0;
        while (i < shared && g[m].doc[i] == first[i]) ++i;
        shared = i;
    }
    s.clear();
    for (std::size_t m = 0; m < n; ++m) s.emplace_back(prefixKey(g[m].doc + shared), g[m]);
    std::sort(s.begin(), s.end(), [shared](const auto& a, const auto& b) {
        if (a.first != b.first) return a.first > b.first;
        return std::strcmp(a.second.doc + shared, b.second.doc + shared) > 0;
    });
    for (std::size_t m = 0; m < n; ++m) g[m] = s[m].second;
}

// Runs are usually written best first: when the scores already descend, only each group of
// equal scores needs its docid order. The order is a strict total order (docids of an evaluated
// query are distinct), so the result is the one a full sort gives. False, d unchanged, when
// they do not descend (or one is NaN).
bool orderTiedGroupsIfScoresDescend(std::vector<RankedDoc>& d, const ItemNames* names) {
    // One pass finds the groups and checks the order; the groups are sorted once it holds.
    thread_local std::vector<std::pair<std::size_t, std::size_t>> groups;  // [first, end)
    groups.clear();
    for (std::size_t i = 1, start = 0; i <= d.size(); ++i) {
        if (i < d.size()) {
            if (d[i].score > d[i - 1].score || d[i].score != d[i].score) return false;
            if (d[i].score == d[i - 1].score) continue;
        }
        if (i - start > 1) groups.emplace_back(start, i);
        start = i;
    }
    thread_local std::vector<std::pair<std::uint64_t, RankedDoc>> scratch;
    for (const auto& [first, end] : groups)
        sortTiedGroup(d.data() + first, end - first, scratch, names);
    return true;
}

template <typename Before>
void sortUnlessSorted(std::vector<RankedDoc>& d, Before before) {
    if (!std::is_sorted(d.begin(), d.end(), before)) std::sort(d.begin(), d.end(), before);
}

}  // namespace

void orderQuery(RunQuery& q, TiePolicy ties, const ItemNames* names) {
    auto& d = q.docs;
    switch (ties) {
        case TiePolicy::TrecEval:
        case TiePolicy::Average:  // groups of equal scores stay together; measures average them
            if (orderTiedGroupsIfScoresDescend(d, names)) return;
            // Written in another order (a reranker's): by integer keys of the scores, then the
            // groups of equal scores by docid, as above; a short list or a NaN score by
            // comparisons.
            if (d.size() >= 64 && sortByScoreDescending(d.data(), d.size()) &&
                orderTiedGroupsIfScoresDescend(d, names))
                return;
            std::sort(d.begin(), d.end(), trecEvalBefore);
            return;
        case TiePolicy::InputOrder:
            sortUnlessSorted(d, inputBefore);
            return;
        case TiePolicy::Rank:
            sortUnlessSorted(d, rankBefore);
            return;
    }
}

void orderQueryForLabels(RunQuery& q, TiePolicy ties, const std::int32_t* gradeByInputPos) {
    orderQueryForLabelsWith(q, ties, gradeByInputPos, [](RankedDoc* first, std::size_t n) {
        std::sort(first, first + n, trecEvalBefore);
    });
}

namespace {

// Sorts each group of equal scores by `before`; false, changing nothing, when the scores do not
// descend (or one is NaN).
template <typename Before>
bool sortTiedGroups(std::vector<RankedDoc>& d, Before before) {
    for (std::size_t i = 1; i < d.size(); ++i)
        if (d[i].score > d[i - 1].score || d[i].score != d[i].score) return false;
    for (std::size_t i = 0; i < d.size();) {
        std::size_t j = i + 1;
        while (j < d.size() && d[j].score == d[i].score) ++j;
        if (j - i > 1) std::sort(d.data() + i, d.data() + j, before);
        i = j;
    }
    return true;
}

// q's docs, in trec_eval order, put in `ties` order. Both orders below are strict total orders
// (inputPos is unique in a query), so any way to sort gives orderQuery's result: a list whose
// scores descend needs only its tied groups sorted (input order), and a rank column that follows
// the scores (as written by every ranker) needs no more either.
void reorderFromTrecEval(RunQuery& q, TiePolicy ties) {
    auto& d = q.docs;
    if (ties == TiePolicy::InputOrder && sortTiedGroups(d, inputBefore)) return;
    if (ties == TiePolicy::Rank && sortTiedGroups(d, rankBefore) &&
        std::is_sorted(d.begin(), d.end(), rankBefore))
        return;
    orderQuery(q, ties);
}

// Input order and rank order are usually the file's own order (a file written best first, its
// rank column ascending): q's docs put back in file order by inputPos (no comparison) are kept
// when that is the policy's order. False (out unspecified) when it is not, when a score is NaN
// or when the positions are not 0..n-1.
template <typename Before>
bool fileOrderIfSorted(const RunQuery& q, std::vector<RankedDoc>& out, Before before) {
    const std::size_t n = q.docs.size();
    out.resize(n);
    for (const auto& d : q.docs) {
        if (d.inputPos >= n || d.score != d.score) return false;
        out[d.inputPos] = d;
    }
    for (std::size_t i = 0; i < n; ++i)
        if (out[i].inputPos != i || (i > 0 && before(out[i], out[i - 1]))) return false;
    return true;
}

}  // namespace

const RunQuery& queryInOrder(const Run& run, const RunQuery& q, TiePolicy ties, RunQuery& buffer) {
    if (run.isOrdered() && sameOrder(run.orderedBy(), ties)) return q;
    buffer.qid = q.qid;
    // Both orders are strict total orders (inputPos is unique in a query): a list sorted by one
    // is the one orderQuery gives, whatever it started from.
    if (ties == TiePolicy::InputOrder && fileOrderIfSorted(q, buffer.docs, inputBefore))
        return buffer;
    if (ties == TiePolicy::Rank && fileOrderIfSorted(q, buffer.docs, rankBefore)) return buffer;
    buffer.docs.assign(q.docs.begin(), q.docs.end());
    if (run.isOrdered() && sameOrder(run.orderedBy(), TiePolicy::TrecEval))
        reorderFromTrecEval(buffer, ties);
    else
        orderQuery(buffer, ties, run.names());
    return buffer;
}

void Run::order(TiePolicy ties) {
    if (ordered_ && orderedBy_ == ties) return;
    for (auto& q : queries_) orderQuery(q, ties, names());
    ordered_ = true;
    orderedBy_ = ties;
}

}  // namespace ranklens::core
