#include "core/model/item_names.h"

#include <algorithm>

namespace ranklens::core {

void ItemNames::add(std::int64_t id, std::string_view name) {
    const auto i = static_cast<std::uint32_t>(ids_.size());
    dense_ = dense_ && id == static_cast<std::int64_t>(i) + 1;
    ids_.push_back(id);
    buffer_.append(4, '\0');  // byte rank, set by finish()
    buffer_.append(reinterpret_cast<const char*>(&i), 4);
    starts_.push_back(static_cast<std::uint32_t>(buffer_.size()));
    buffer_.append(name);
    buffer_.push_back('\0');
}

bool ItemNames::finish(const std::vector<std::uint32_t>& byteOrder) {
    const bool ascending = std::adjacent_find(ids_.begin(), ids_.end(),
                                              [](auto a, auto b) { return a >= b; }) == ids_.end();
    const std::uint32_t dup =
        ascending
            ? byName_.build(ids_.size(),
                            [this](std::size_t i) { return name(static_cast<std::uint32_t>(i)); })
            : 0;
    if (!ascending || dup != DocIndex::kNone || buffer_.size() > UINT32_MAX) {
        *this = ItemNames{};
        return false;
    }
    buffer_.shrink_to_fit();
    rankInByteOrder(byteOrder);
    return true;
}

void ItemNames::rankInByteOrder(const std::vector<std::uint32_t>& byteOrder) {
    const auto n = static_cast<std::uint32_t>(size());
    const auto before = [this](std::uint32_t a, std::uint32_t b) {
        return std::strcmp(name(a), name(b)) < 0;
    };
    // Names are distinct (finish refused repeats): byte order is strictly ascending, so a
    // list of n indexes each below n that ascends is a permutation in that order.
    bool given = byteOrder.size() == n;
    for (std::uint32_t r = 0; given && r < n; ++r)
        given = byteOrder[r] < n && (r == 0 || before(byteOrder[r - 1], byteOrder[r]));
    std::vector<std::uint32_t> order;
    if (!given) {
        order.resize(n);
        for (std::uint32_t i = 0; i < n; ++i) order[i] = i;
        std::sort(order.begin(), order.end(), before);
    }
    const auto& sorted = given ? byteOrder : order;
    for (std::uint32_t r = 0; r < n; ++r)
        std::memcpy(buffer_.data() + starts_[sorted[r]] - kBefore, &r, 4);
}

const char* ItemNames::nameOfSparseId(std::int64_t id) const {
    const auto it = std::lower_bound(ids_.begin(), ids_.end(), id);
    return it != ids_.end() && *it == id ? name(static_cast<std::uint32_t>(it - ids_.begin()))
                                         : nullptr;
}

std::uint32_t ItemNames::find(std::string_view name) const {
    return byName_.find(name, [this](std::uint32_t i) { return this->name(i); });
}

}  // namespace ranklens::core
