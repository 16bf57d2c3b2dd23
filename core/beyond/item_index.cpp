#include "core/beyond/item_index.h"

#include <algorithm>
#include <set>

#include "core/beyond/beyond_accuracy.h"

namespace ranklens::core {

ItemIndex::ItemIndex(const ItemCatalogue& c)
    : users_(c.popularityUsers), popularitySource_(c.popularitySource) {
    std::set<std::string> docs, cats;
    for (const auto& [doc, cat] : c.category) {
        docs.insert(doc);
        if (!cat.empty()) cats.insert(cat);
    }
    for (const auto& [doc, p] : c.popularity) docs.insert(doc);
    docids_.assign(docs.begin(), docs.end());
    categories_.assign(cats.begin(), cats.end());
    facts_.resize(docids_.size());
    ids_.reserve(docids_.size());
    const auto head = shortHeadOf(c);
    for (std::size_t i = 0; i < docids_.size(); ++i) {
        ids_.emplace(docids_[i], static_cast<std::uint32_t>(i));
        ItemFacts& f = facts_[i];
        if (const auto it = c.category.find(docids_[i]);
            it != c.category.end() && !it->second.empty())
            f.category = static_cast<std::int32_t>(
                std::lower_bound(categories_.begin(), categories_.end(), it->second) -
                categories_.begin());
        if (const auto it = c.popularity.find(docids_[i]); it != c.popularity.end())
            f.popularity = it->second;
        hasPopularity_ = hasPopularity_ || f.popularity > 0;
        f.shortHead = head.count(docids_[i]) > 0;
    }
}

}  // namespace ranklens::core
