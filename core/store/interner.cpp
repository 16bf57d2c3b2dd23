#include "core/store/interner.h"

#include <algorithm>
#include <cstring>
#include <optional>

#include "core/store/store_error.h"

namespace ranklens::store {

using sql::Stmt;

std::string valuesSql(const char* head, std::size_t cols, std::size_t rows) {
    std::string one = "(?";
    for (std::size_t c = 1; c < cols; ++c) one += ",?";
    one += ")";
    std::string sql = head;
    for (std::size_t i = 0; i < rows; ++i) sql += (i ? "," : "") + one;
    return sql;
}

Interner::Interner(const sql::Db& db, bool items) : db_(db), items_(items) {
    Stmt s(db, items ? "SELECT id, docid FROM items" : "SELECT id, qid FROM queries");
    while (s.step()) {
        const auto id = static_cast<std::uint32_t>(s.colInt(0));
        map_.emplace(arena_.store(s.colText(1)), id);
        maxId_ = std::max(maxId_, id);
    }
}

std::uint32_t Interner::code(std::string_view s) {
    auto it = map_.find(s);
    if (it != map_.end()) return it->second;
    const auto c = kNew | static_cast<std::uint32_t>(fresh_.size());
    const char* p = arena_.store(s);
    fresh_.push_back(p);
    map_.emplace(p, c);
    return c;
}

void Interner::flush() {
    std::vector<std::uint32_t> order(fresh_.size());
    for (std::uint32_t i = 0; i < order.size(); ++i) order[i] = i;
    std::sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
        return std::strcmp(fresh_[a], fresh_[b]) < 0;
    });
    if (std::uint64_t{maxId_} + fresh_.size() >= kNew)
        throw StoreError("too many distinct ids for one project");
    remap_.assign(fresh_.size(), 0);
    // kBatch rows per statement (one step per batch, not per row); the last, shorter
    // batch through a statement of its own size. Texts are bound without a copy.
    const char* head =
        items_ ? "INSERT INTO items(id, docid) VALUES" : "INSERT INTO queries(id, qid) VALUES";
    Stmt batch(db_, valuesSql(head, 2, kBatch).c_str());
    for (std::size_t start = 0; start < order.size(); start += kBatch) {
        const std::size_t n = std::min(kBatch, order.size() - start);
        std::optional<Stmt> tail;
        if (n < kBatch) tail.emplace(db_, valuesSql(head, 2, n).c_str());
        Stmt& ins = tail ? *tail : batch;
        for (std::size_t r = 0; r < n; ++r) {
            const std::uint32_t idx = order[start + r];
            const std::uint32_t id = ++maxId_;
            const int b = static_cast<int>(r) * 2;
            ins.bind(b + 1, static_cast<std::int64_t>(id)).bindTextStatic(b + 2, fresh_[idx]);
            remap_[idx] = id;
            map_[fresh_[idx]] = id;
        }
        ins.run();
    }
    fresh_.clear();
}

std::int64_t internOne(const sql::Db& db, bool items, const std::string& s) {
    Stmt ins(db, items ? "INSERT INTO items(docid) VALUES(?1) ON CONFLICT DO NOTHING"
                       : "INSERT INTO queries(qid) VALUES(?1) ON CONFLICT DO NOTHING");
    ins.bind(1, s);
    ins.run();
    Stmt sel(db, items ? "SELECT id FROM items WHERE docid = ?1"
                       : "SELECT id FROM queries WHERE qid = ?1");
    sel.bind(1, s);
    if (!sel.step()) throw StoreError("cannot intern '" + s + "'");
    return sel.colInt(0);
}

}  // namespace ranklens::store
