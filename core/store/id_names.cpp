#include "core/store/id_names.h"

namespace ranklens::store {

namespace {
// Marks a needed id whose string is not read yet.
const char kNeeded[] = "";
}  // namespace

IdNames::IdNames(const sql::Db& db, bool items) : db_(db), items_(items) {
    sql::Stmt s(db, items ? "SELECT max(id), count(*) FROM items"
                          : "SELECT max(id), count(*) FROM queries");
    if (s.step()) {
        maxId_ = s.colNull(0) ? 0 : s.colInt(0);
        rows_ = s.colInt(1);
    }
    dense_ = maxId_ >= 0 && maxId_ <= 2 * rows_ + 1024;
    if (dense_) dense_names_.assign(static_cast<std::size_t>(maxId_) + 1, nullptr);
}

bool IdNames::need(std::int64_t id) {
    if (id < 1 || id > maxId_) return false;
    const char*& slot = dense_ ? dense_names_[static_cast<std::size_t>(id)] : sparse_[id];
    if (!slot) slot = kNeeded, ++count_;
    return true;
}

bool IdNames::needAll() {
    if (!dense_) return false;
    for (std::size_t id = 1; id < dense_names_.size(); ++id)
        if (!dense_names_[id]) dense_names_[id] = kNeeded, ++count_;
    return true;
}

void IdNames::resolve(const std::function<const char*(std::string_view)>& store) {
    auto set = [&](std::int64_t id, std::string_view s) {
        if (id < 1 || id > maxId_) return;
        if (dense_) {
            const char*& slot = dense_names_[static_cast<std::size_t>(id)];
            if (slot == kNeeded) slot = store(s);
        } else if (auto it = sparse_.find(id); it != sparse_.end() && it->second == kNeeded) {
            it->second = store(s);
        }
    };
    if (count_ * 16 < static_cast<std::size_t>(rows_)) {  // few: point lookups
        sql::Stmt s(db_, items_ ? "SELECT docid FROM items WHERE id = ?1"
                                : "SELECT qid FROM queries WHERE id = ?1");
        auto lookup = [&](std::int64_t id) {
            s.bind(1, id);
            if (s.step()) set(id, s.colText(0));
            s.reset();
        };
        if (dense_) {
            for (std::size_t id = 1; id < dense_names_.size(); ++id)
                if (dense_names_[id] == kNeeded) lookup(static_cast<std::int64_t>(id));
        } else {
            std::vector<std::int64_t> ids;
            for (const auto& [id, p] : sparse_)
                if (p == kNeeded) ids.push_back(id);
            for (std::int64_t id : ids) lookup(id);
        }
        return;
    }
    sql::Stmt s(db_, items_ ? "SELECT id, docid FROM items" : "SELECT id, qid FROM queries");
    while (s.step()) set(s.colInt(0), s.colText(1));
}

const char* IdNames::name(std::int64_t id) const {
    if (id < 1 || id > maxId_) return nullptr;
    const char* p = nullptr;
    if (dense_) {
        p = dense_names_[static_cast<std::size_t>(id)];
    } else if (auto it = sparse_.find(id); it != sparse_.end()) {
        p = it->second;
    }
    return p == kNeeded ? nullptr : p;
}

}  // namespace ranklens::store
