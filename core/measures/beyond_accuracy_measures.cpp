// Beyond-accuracy measures of one list at every cut-off k, from the item metadata of
// JudgedRanking::rankItems (the same definitions as core/beyond/beyond_accuracy.h, which the unit
// tests check these against). Past the end of a shorter list every value stays at the list's.
#include <algorithm>
#include <cmath>
#include <unordered_map>
#include <vector>

#include "core/beyond/beyond_accuracy.h"
#include "core/beyond/item_index.h"
#include "core/measures/beyond_functions.h"
#include "core/measures/measure_util.h"
#include "core/order/order_query.h"

namespace ranklens::core::detail {
namespace {

// Runs step(facts or nullptr) for ranks 1..min(K, list) and writes value() to out[k-1];
// past the list the last value is repeated.
template <typename Step, typename Value>
void walk(const JudgedRanking& r, std::span<double> out, Step step, Value value) {
    if (!r.items) return zero(out);
    double last = 0.0;
    for (std::size_t k = 0; k < out.size(); ++k) {
        if (k < r.rankItems.size()) {
            step(r.rankItems[k]);
            last = value(k + 1);
        }
        out[k] = last;
    }
}

}  // namespace

void ildCurve(const JudgedRanking& r, const EvalConfig&, std::span<double> out) {
    // differing pairs = all pairs of categorised items - pairs within one category
    std::vector<std::size_t> perCategory(r.items ? r.items->categories().size() : 0, 0);
    double n = 0, same = 0;
    walk(
        r, out,
        [&](const ItemFacts* f) {
            if (!f || f->category < 0) return;
            same += static_cast<double>(perCategory[static_cast<std::size_t>(f->category)]++);
            n += 1;
        },
        [&](std::size_t) {
            const double pairs = n * (n - 1) / 2;
            return pairs > 0 ? (pairs - same) / pairs : 0.0;
        });
}

void categoryCoverageCurve(const JudgedRanking& r, const EvalConfig&, std::span<double> out) {
    const std::size_t C = r.items ? r.items->categories().size() : 0;
    std::vector<bool> seen(C, false);
    double shown = 0;
    walk(
        r, out,
        [&](const ItemFacts* f) {
            if (!f || f->category < 0) return;
            const auto c = static_cast<std::size_t>(f->category);
            if (!seen[c]) seen[c] = true, shown += 1;
        },
        [&](std::size_t) { return C ? shown / static_cast<double>(C) : 0.0; });
}

void noveltyCurve(const JudgedRanking& r, const EvalConfig&, std::span<double> out) {
    const double N = r.items ? r.items->popularityUsers() : 0;
    double sum = 0, n = 0;
    walk(
        r, out,
        [&](const ItemFacts* f) {
            if (!f || f->popularity <= 0 || N <= 0) return;
            sum += -std::log2(f->popularity / N);
            n += 1;
        },
        [&](std::size_t) { return n > 0 ? sum / n : 0.0; });
}

void arpCurve(const JudgedRanking& r, const EvalConfig&, std::span<double> out) {
    double sum = 0;
    walk(
        r, out, [&](const ItemFacts* f) { sum += f ? f->popularity : 0.0; },
        [&](std::size_t k) { return sum / static_cast<double>(k); });
}

void longTailCurve(const JudgedRanking& r, const EvalConfig&, std::span<double> out) {
    double tail = 0;
    walk(
        r, out, [&](const ItemFacts* f) { tail += !(f && f->shortHead); },
        [&](std::size_t k) { return tail / static_cast<double>(k); });
}

void fillItems(const ItemIndex* items, const RunQuery* ranked, const QrelsQuery* labels,
               const EvalConfig& cfg, std::size_t depth, JudgedRanking& r) {
    r.items = items;
    r.rankItems.assign(std::min(depth, r.grades.size()), nullptr);
    if (!items || !ranked) return;
    forEachKeptDoc(
        *ranked, labels, cfg, r.rankItems.size(),
        [&](std::size_t rank, const char* doc) { r.rankItems[rank] = items->find(doc); });
}

double giniOfExposure(const Run& run, const ItemIndex& items, std::size_t k, std::int64_t maxDocs,
                      TiePolicy ties) {
    std::vector<double> exposure(items.size(), 0.0);
    std::unordered_map<std::string_view, double> unknown;  // shown items outside the catalogue
    if (maxDocs > 0) k = std::min(k, static_cast<std::size_t>(maxDocs));
    RunQuery buffer;
    for (const auto& unordered : run.queries()) {
        const RunQuery& q = queryInOrder(run, unordered, ties, buffer);
        for (std::size_t i = 0; i < q.docs.size() && i < k; ++i) {
            if (const ItemFacts* f = items.find(q.docs[i].doc))
                exposure[static_cast<std::size_t>(f - &items.facts(0))] += 1.0;
            else
                unknown[q.docs[i].doc] += 1.0;
        }
    }
    for (const auto& [doc, e] : unknown) exposure.push_back(e);
    return giniIndex(std::move(exposure));
}

}  // namespace ranklens::core::detail
