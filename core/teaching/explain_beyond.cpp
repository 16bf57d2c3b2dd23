#include "core/teaching/explain_beyond.h"

#include <algorithm>
#include <cmath>

#include "core/beyond/item_index.h"

namespace ranklens::core::teaching {

namespace {

double share(double part, std::size_t whole) {
    return whole ? part / static_cast<double>(whole) : 0.0;
}

ShortHeadRule shortHeadRule(const ItemIndex& items) {
    ShortHeadRule h;
    bool first = true;
    for (std::size_t i = 0; i < items.size(); ++i) {
        const ItemFacts& f = items.facts(i);
        if (f.popularity <= 0) continue;
        ++h.catalogueItems;
        h.totalPopularity += f.popularity;
        if (!f.shortHead) continue;
        ++h.headItems;
        h.headPopularity += f.popularity;
        h.lowestHeadPopularity =
            first ? f.popularity : std::min(h.lowestHeadPopularity, f.popularity);
        first = false;
    }
    return h;
}

BeyondItemStep itemStep(const ItemIndex& items, const ItemFacts* f, int rank, std::string doc) {
    BeyondItemStep s;
    s.rank = rank;
    s.doc = std::move(doc);
    if (!f) return s;
    s.known = true;
    if (f->category >= 0) s.category = items.categories()[static_cast<std::size_t>(f->category)];
    s.popularity = f->popularity;
    s.shortHead = f->shortHead;
    const double N = items.popularityUsers();
    s.inNovelty = f->popularity > 0 && N > 0;
    if (s.inNovelty) s.selfInformation = -std::log2(f->popularity / N);
    return s;
}

void explainIld(BeyondExplanation& e) {
    for (std::size_t a = 0; a < e.items.size(); ++a) {
        if (e.items[a].category.empty()) continue;
        for (std::size_t b = a + 1; b < e.items.size(); ++b) {
            if (e.items[b].category.empty()) continue;
            const bool differ = e.items[a].category != e.items[b].category;
            e.pairs.push_back({e.items[a].rank, e.items[b].rank, differ});
            e.differingPairs += differ;
        }
    }
    e.ild = share(static_cast<double>(e.differingPairs), e.pairs.size());
}

}  // namespace

BeyondExplanation explainBeyond(const JudgedRanking& r, std::span<const std::string> docs, int k) {
    BeyondExplanation e;
    e.k = std::max(k, 1);
    if (!r.items) return e;
    const ItemIndex& items = *r.items;
    const std::size_t n =
        std::min({static_cast<std::size_t>(e.k), r.rankItems.size(), docs.size()});
    for (std::size_t i = 0; i < n; ++i)
        e.items.push_back(itemStep(items, r.rankItems[i], static_cast<int>(i + 1), docs[i]));
    explainIld(e);
    for (const auto& s : e.items) {
        if (!s.category.empty()) {
            const auto at = std::find(e.categoriesSeen.begin(), e.categoriesSeen.end(), s.category);
            if (at == e.categoriesSeen.end()) {
                e.categoriesSeen.push_back(s.category);
                e.categoryItems.push_back(1);
            } else {
                ++e.categoryItems[static_cast<std::size_t>(at - e.categoriesSeen.begin())];
            }
        }
        e.popularitySum += s.popularity;
        e.tailItems += !s.shortHead;
        if (!s.inNovelty) continue;
        e.selfInformationSum += s.selfInformation;
        ++e.noveltyItems;
    }
    e.catalogueCategories = items.categories().size();
    e.categoryCoverage = share(static_cast<double>(e.categoriesSeen.size()), e.catalogueCategories);
    e.users = items.popularityUsers();
    e.novelty = share(e.selfInformationSum, e.noveltyItems);
    e.arp = share(e.popularitySum, e.items.size());
    e.head = shortHeadRule(items);
    e.longTail = share(static_cast<double>(e.tailItems), e.items.size());
    e.popularitySource = items.popularitySource();
    return e;
}

}  // namespace ranklens::core::teaching
