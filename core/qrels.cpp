#include "core/qrels.h"

#include <cmath>
#include <limits>

namespace ranklens::core {

namespace {
// The floor of a label as a grade, clamped to the 32-bit range.
std::int32_t gradeOfLabel(double label) {
    const double f = std::floor(label);
    if (f <= static_cast<double>(std::numeric_limits<std::int32_t>::min()))
        return std::numeric_limits<std::int32_t>::min() + 1;  // never kUnjudged
    if (f >= static_cast<double>(std::numeric_limits<std::int32_t>::max()))
        return std::numeric_limits<std::int32_t>::max();
    return static_cast<std::int32_t>(f);
}
// Fills reals with the grades of the judgments it does not cover yet.
void widenReals(QrelsQuery& q) {
    for (std::size_t j = q.reals.size(); j < q.judgments.size(); ++j)
        q.reals.push_back(static_cast<double>(q.judgments[j].grade));
}
}  // namespace

void QrelsQuery::add(const char* doc, double label) {
    const std::int32_t grade = gradeOfLabel(label);
    const bool real = !reals.empty() || static_cast<double>(grade) != label;
    if (real) widenReals(*this);  // the earlier judgments' labels first
    judgments.push_back(Judgment{doc, grade});
    if (real) reals.push_back(label);
}

void QrelsQuery::setLabel(std::size_t j, double label) {
    widenReals(*this);
    reals[j] = label;
    judgments[j].grade = gradeOfLabel(label);
}

bool Qrels::hasRealLabels() const {
    for (const auto& q : queries_)
        if (!q.reals.empty()) return true;
    return false;
}

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
        if (!q.reals.empty() || !pq.reals.empty()) {  // real-valued labels on either side
            widenReals(q);
            widenReals(pq);
            q.reals.insert(q.reals.end(), pq.reals.begin(), pq.reals.end());
        }
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
        q.reals.shrink_to_fit();
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
