#pragma once
// Item metadata compiled for the evaluator: one hash look-up per ranked item gives its category
// id, popularity and whether it is in the short head. Built once per evaluation from an
// ItemCatalogue (core/beyond/beyond_accuracy.h) and read by the beyond-accuracy measures
// (core/measures/beyond_functions.h) and the run-level Gini of exposure. No Qt.
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace ranklens::core {

struct ItemCatalogue;

struct ItemFacts {
    std::int32_t category = -1;  // index into ItemIndex::categories; -1 = none
    double popularity = 0;       // 0 = unknown or never seen
    bool shortHead = false;      // among the most popular items holding 20 % of all popularity
};

class ItemIndex {
  public:
    ItemIndex() = default;
    explicit ItemIndex(const ItemCatalogue& c);
    ItemIndex(const ItemIndex&) = delete;  // the map holds views of docids_
    ItemIndex& operator=(const ItemIndex&) = delete;

    // nullptr for an item the catalogue does not know.
    const ItemFacts* find(std::string_view doc) const {
        const auto it = ids_.find(doc);
        return it == ids_.end() ? nullptr : &facts_[it->second];
    }
    std::size_t size() const { return facts_.size(); }
    const std::vector<std::string>& categories() const { return categories_; }
    double popularityUsers() const { return users_; }
    // Where the popularity came from (ItemCatalogue::popularitySource; may be empty).
    const std::string& popularitySource() const { return popularitySource_; }
    // True when some item has a popularity > 0 (novelty, ARP and long tail need one).
    bool hasPopularity() const { return hasPopularity_; }
    // Every catalogue item, in docid order, with its facts (for run-level values).
    const std::vector<std::string>& docids() const { return docids_; }
    const ItemFacts& facts(std::size_t i) const { return facts_[i]; }

  private:
    std::vector<std::string> docids_;  // sorted
    std::vector<ItemFacts> facts_;     // parallel to docids_
    std::unordered_map<std::string_view, std::uint32_t> ids_;
    std::vector<std::string> categories_;  // sorted, distinct, non-empty
    double users_ = 0;
    std::string popularitySource_;
    bool hasPopularity_ = false;
};

}  // namespace ranklens::core
