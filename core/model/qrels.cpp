#include "core/model/qrels.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "core/base/parallel.h"

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

std::uint32_t QrelsQuery::findByIndex(std::uint32_t item) const {
    const auto it = std::partition_point(
        judgments.begin(), judgments.end(),
        [item](const Judgment& j) { return ItemNames::indexOfOwned(j.doc) < item; });
    return it != judgments.end() && ItemNames::indexOfOwned(it->doc) == item
               ? static_cast<std::uint32_t>(it - judgments.begin())
               : DocIndex::kNone;
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
    qidIndex_ = DocIndex{};  // stale until the next finalize()
    const char* stored = arena_.store(qid);
    index_.emplace(std::string_view(stored, qid.size()),
                   static_cast<std::uint32_t>(queries_.size()));
    queries_.push_back(QrelsQuery{stored, {}, {}});
    return queries_.back();
}

const QrelsQuery* Qrels::find(std::string_view qid) const {
    if (!qidIndex_.empty()) {
        const std::uint32_t i =
            qidIndex_.find(qid, [this](std::uint32_t j) { return queries_[j].qid; });
        return i == DocIndex::kNone ? nullptr : &queries_[i];
    }
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
    for (auto& n : part.adoptedNames_) adoptedNames_.push_back(std::move(n));
    if (part.names_ && part.names_ != names_) adoptedNames_.push_back(std::move(part.names_));
}

namespace {
// Puts q's judgments (and reals) in the order of their docs' indexes in names and sets q.names;
// false, q unchanged, when a doc is not one of names' or is judged twice.
bool orderByNames(QrelsQuery& q, const ItemNames& names) {
    auto& js = q.judgments;
    bool ascending = true;
    for (std::size_t j = 0; j < js.size(); ++j) {
        if (!names.owns(js[j].doc)) return false;
        if (j > 0 && ItemNames::indexOfOwned(js[j].doc) <= ItemNames::indexOfOwned(js[j - 1].doc))
            ascending = false;
    }
    if (!ascending) {  // labels edited after an import, or rows: rarely
        std::vector<std::pair<std::uint32_t, std::uint32_t>> order(js.size());
        for (std::size_t j = 0; j < js.size(); ++j)
            order[j] = {ItemNames::indexOfOwned(js[j].doc), static_cast<std::uint32_t>(j)};
        std::sort(order.begin(), order.end());
        for (std::size_t j = 1; j < order.size(); ++j)
            if (order[j].first == order[j - 1].first) return false;
        std::vector<Judgment> sorted(js.size());
        std::vector<double> reals(q.reals.size());
        for (std::size_t j = 0; j < order.size(); ++j) {
            sorted[j] = js[order[j].second];
            if (!reals.empty()) reals[j] = q.reals[order[j].second];
        }
        js = std::move(sorted);
        q.reals = std::move(reals);
    }
    q.index = DocIndex{};
    q.names = &names;
    return true;
}

// Builds the tables of queries [begin, end); returns the first query there with a docid
// judged twice (its position in qs, its duplicate's judgment in *dupAt), or end.
std::size_t finalizeQueries(std::span<QrelsQuery> qs, std::size_t begin, std::size_t end,
                            const ItemNames* names, std::uint32_t* dupAt) {
    std::size_t first = end;
    for (std::size_t i = begin; i < end; ++i) {
        QrelsQuery& q = qs[i];
        q.judgments.shrink_to_fit();
        q.reals.shrink_to_fit();
        q.names = nullptr;
        if (names && orderByNames(q, *names)) continue;
        const auto d =
            q.index.build(q.judgments.size(), [&q](std::size_t j) { return q.judgments[j].doc; });
        if (d != DocIndex::kNone && first == end) {
            first = i;
            *dupAt = d;
        }
    }
    return first;
}

// Query boundaries cutting qs into n parts of about as many judgments each.
std::vector<std::size_t> splitByJudgments(std::span<const QrelsQuery> qs, std::size_t total,
                                          unsigned n) {
    std::vector<std::size_t> cuts{0};
    std::size_t sum = 0;
    for (std::size_t i = 0; i < qs.size() && cuts.size() < n; ++i) {
        sum += qs[i].judgments.size();
        if (sum * n >= total * cuts.size()) cuts.push_back(i + 1);
    }
    cuts.push_back(qs.size());
    return cuts;
}
}  // namespace

std::string Qrels::finalize(unsigned threads) {
    const std::size_t total = totalJudgments();
    if (total < (std::size_t{1} << 16)) threads = 1;  // a thread costs more than small tables
    const auto cuts = splitByJudgments(queries_, total, std::clamp(threads, 1u, kMaxThreads));
    const std::size_t parts = cuts.size() - 1;
    std::vector<std::size_t> first(parts);
    std::vector<std::uint32_t> dupAt(parts, DocIndex::kNone);
    runOnThreads(parts, [&](std::size_t t) {
        first[t] = finalizeQueries(queries_, cuts[t], cuts[t + 1], names_.get(), &dupAt[t]);
        if (t == 0)
            qidIndex_.build(queries_.size(), [this](std::size_t i) { return queries_[i].qid; });
    });
    for (std::size_t t = 0; t < parts; ++t) {
        if (first[t] == cuts[t + 1]) continue;
        const QrelsQuery& q = queries_[first[t]];
        return q.qid + std::string(" ") + q.judgments[dupAt[t]].doc;
    }
    return {};
}

}  // namespace ranklens::core
