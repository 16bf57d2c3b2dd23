#include "core/model/run.h"

#include <algorithm>
#include <utility>

#include "core/model/doc_index.h"

namespace ranklens::core {

RunQuery& Run::query(std::string_view qid) {
    auto it = index_.find(qid);
    if (it != index_.end()) return queries_[it->second];
    const char* stored = arena_.store(qid);
    index_.emplace(std::string_view(stored, qid.size()),
                   static_cast<std::uint32_t>(queries_.size()));
    queries_.push_back(RunQuery{stored, {}});
    ordered_ = false;
    return queries_.back();
}

const RunQuery* Run::find(std::string_view qid) const {
    auto it = index_.find(qid);
    return it == index_.end() ? nullptr : &queries_[it->second];
}

std::size_t Run::totalDocs() const {
    std::size_t n = 0;
    for (const auto& q : queries_) n += q.docs.size();
    return n;
}

std::size_t Run::memoryBytes() const {
    std::size_t n = arena_.bytesUsed() + queries_.capacity() * sizeof(RunQuery);
    for (const auto& a : adopted_) n += a.bytesUsed();
    for (const auto& q : queries_) n += q.docs.capacity() * sizeof(RankedDoc);
    return n;
}

void Run::append(Run&& part) {
    for (auto& pq : part.queries_) {
        RunQuery& q = query(pq.qid);  // the qid is copied; doc strings stay in part's arena
        const auto base = static_cast<std::uint32_t>(q.docs.size());
        if (q.docs.empty()) {
            q.docs = std::move(pq.docs);
        } else {
            q.docs.insert(q.docs.end(), pq.docs.begin(), pq.docs.end());
        }
        for (std::size_t i = base; i < q.docs.size(); ++i)
            q.docs[i].inputPos = static_cast<std::uint32_t>(i);
    }
    adopted_.push_back(std::move(part.arena_));
    for (auto& a : part.adopted_) adopted_.push_back(std::move(a));
    for (auto& n : part.adoptedNames_) adoptedNames_.push_back(std::move(n));
    if (part.names_ && part.names_ != names_) adoptedNames_.push_back(std::move(part.names_));
    if (!part.name.empty()) name = part.name;
    hasRanks = hasRanks || part.hasRanks;
    ordered_ = false;
}

const char* findDuplicateDoc(const RunQuery& q) {
    thread_local DocIndex index;
    const auto d = index.build(q.docs.size(), [&q](std::size_t i) { return q.docs[i].doc; });
    return d == DocIndex::kNone ? nullptr : q.docs[d].doc;
}

}  // namespace ranklens::core
