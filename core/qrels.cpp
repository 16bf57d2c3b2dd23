#include "core/qrels.h"

namespace ranklens::core {

QrelsQuery& Qrels::query(std::string_view qid) {
    auto it = index_.find(qid);
    if (it != index_.end()) return queries_[it->second];
    const char* stored = arena_.store(qid);
    index_.emplace(std::string_view(stored, qid.size()),
                   static_cast<std::uint32_t>(queries_.size()));
    queries_.push_back(QrelsQuery{stored, {}, {}});
    return queries_.back();
}

const QrelsQuery* Qrels::find(std::string_view qid) const {
    auto it = index_.find(qid);
    return it == index_.end() ? nullptr : &queries_[it->second];
}

std::size_t Qrels::totalJudgments() const {
    std::size_t n = 0;
    for (const auto& q : queries_) n += q.judgments.size();
    return n;
}

void Qrels::append(Qrels&& part) {
    for (auto& pq : part.queries_) {
        QrelsQuery& q = query(pq.qid);
        if (q.judgments.empty())
            q.judgments = std::move(pq.judgments);
        else
            q.judgments.insert(q.judgments.end(), pq.judgments.begin(), pq.judgments.end());
    }
    adopted_.push_back(std::move(part.arena_));
    for (auto& a : part.adopted_) adopted_.push_back(std::move(a));
}

std::string Qrels::finalize() {
    std::string dup;
    for (auto& q : queries_) {
        q.judgments.shrink_to_fit();
        const auto d =
            q.index.build(q.judgments.size(), [&q](std::size_t j) { return q.judgments[j].doc; });
        if (d != DocIndex::kNone && dup.empty()) {
            dup = q.qid;
            dup.push_back(' ');
            dup.append(q.judgments[d].doc);
        }
    }
    return dup;
}

}  // namespace ranklens::core
