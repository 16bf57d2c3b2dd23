#pragma once
// One project's item names, each stored once, back to back in one buffer, with its index in
// the table in the 4 bytes before it and its place in byte order (strcmp's) in the 4 before
// those. The runs and labels an explorer loads from one project
// point their docids here (core::Run::names(), core::Qrels::names()), so a label is found from
// a ranked doc's pointer by that index: no docid is hashed or compared, and the labels need no
// per-query hash table.
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include "core/model/doc_index.h"

namespace ranklens::core {

class ItemNames {
  public:
    static constexpr std::uint32_t kNone = DocIndex::kNone;

    // Adds the item with store id `id` and name `name` (ids ascending, each once; the buffer
    // is laid out by finish()).
    void add(std::int64_t id, std::string_view name);
    // Lays the names out, indexes them by name and ranks them in byte order. byteOrder, when
    // given, is the indexes in that order as the store's index on the names has them: checked
    // (one comparison per name) and used; otherwise, or when it is not that order, the names
    // are sorted here. Returns false (the table left empty) when the ids do not ascend or a
    // name is given twice.
    bool finish(const std::vector<std::uint32_t>& byteOrder = {});

    std::size_t size() const { return ids_.size(); }
    // The name of the item with store id `id`, or nullptr when there is none. Inline: a load
    // names every ranked doc through it.
    const char* nameOfId(std::int64_t id) const {
        if (!dense_) return nameOfSparseId(id);
        return id >= 1 && id <= static_cast<std::int64_t>(ids_.size())
                   ? name(static_cast<std::uint32_t>(id - 1))
                   : nullptr;
    }
    // The name at index i (< size()).
    const char* name(std::uint32_t i) const { return buffer_.data() + starts_[i]; }
    // True when p is one of this table's names (a pointer it returned).
    bool owns(const char* p) const {
        const auto at = reinterpret_cast<std::uintptr_t>(p),
                   begin = reinterpret_cast<std::uintptr_t>(buffer_.data());
        return !buffer_.empty() && at - begin - kBefore < buffer_.size() - kBefore;
    }
    // The index of p, one of this table's names (owns(p)).
    static std::uint32_t indexOfOwned(const char* p) {
        std::uint32_t i;
        std::memcpy(&i, p - 4, 4);
        return i;
    }
    // The place of p, one of this table's names (owns(p)), among the names in byte order:
    // two owned docids compare as strcmp compares them.
    static std::uint32_t byteRankOfOwned(const char* p) {
        std::uint32_t r;
        std::memcpy(&r, p - 8, 4);
        return r;
    }
    // The index of the name equal to doc (any pointer), or kNone when the table has none.
    std::uint32_t indexOf(const char* doc) const {
        return owns(doc) ? indexOfOwned(doc) : find(doc);
    }
    // True when other holds the same ids with the same names (a table read again, unchanged).
    bool sameAs(const ItemNames& other) const {
        return ids_ == other.ids_ && buffer_ == other.buffer_;
    }
    // The index of `name`, or kNone.
    std::uint32_t find(std::string_view name) const;

  private:
    static constexpr std::size_t kBefore = 8;  // byte rank, index
    void rankInByteOrder(const std::vector<std::uint32_t>& byteOrder);
    const char* nameOfSparseId(std::int64_t id) const;

    std::vector<std::int64_t> ids_;      // store id of each index, ascending
    std::vector<std::uint32_t> starts_;  // where each name starts in buffer_
    std::string buffer_;                 // per name: u32 byte rank, u32 index, the name, NUL
    DocIndex byName_;
    bool dense_ = true;  // ids_[i] == i + 1: a store id is its index + 1
};

}  // namespace ranklens::core
