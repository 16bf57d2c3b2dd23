#include "core/judging/grade_table.h"

#include <stdexcept>
#include <string_view>
#include <unordered_map>

namespace ranklens::core {

std::size_t GradeTable::gradedBy(std::size_t item, std::size_t columns) const {
    std::size_t n = 0;
    for (std::size_t s = 0; s < columns; ++s) n += grade(item, s) != kNoGrade;
    return n;
}

namespace {

// Appends one row per item of query qid that no earlier set graded (sets before `first` have
// no judgment of it), with every set's grade.
void addQueryItems(const std::vector<NamedLabels>& sets, const std::vector<const QrelsQuery*>& qs,
                   std::size_t first, GradeTable& t) {
    const QrelsQuery& q = *qs[first];
    for (const auto& j : q.judgments) {
        bool seen = false;
        for (std::size_t s = 0; s < first && !seen; ++s)
            seen = qs[s] && qs[s]->find(std::string_view(j.doc)) != DocIndex::kNone;
        if (seen) continue;
        t.items.push_back({q.qid, j.doc});
        for (std::size_t s = 0; s < sets.size(); ++s) {
            if (s == first) {
                t.grades.push_back(j.grade);
                continue;
            }
            const auto g = qs[s] ? qs[s]->grade(j.doc) : std::nullopt;
            t.grades.push_back(g ? *g : kNoGrade);
        }
    }
}

}  // namespace

GradeTable gradeTable(const std::vector<NamedLabels>& sets) {
    GradeTable t;
    for (const auto& s : sets) {
        if (!s.labels) throw std::invalid_argument("grade table: label set without labels");
        t.sets.push_back(s.name);
    }
    // Every qid once, in the order the sets list them.
    std::vector<std::string_view> qids;
    std::unordered_map<std::string_view, bool> seen;
    for (const auto& s : sets)
        for (const auto& q : s.labels->queries())
            if (seen.emplace(q.qid, true).second) qids.emplace_back(q.qid);
    std::vector<const QrelsQuery*> qs(sets.size());
    for (const auto qid : qids) {
        for (std::size_t s = 0; s < sets.size(); ++s) qs[s] = sets[s].labels->find(qid);
        for (std::size_t s = 0; s < sets.size(); ++s)
            if (qs[s]) addQueryItems(sets, qs, s, t);
    }
    return t;
}

GradeTable gradeTableOf(const std::vector<std::string>& sets,
                        const std::vector<std::vector<std::int32_t>>& rows) {
    GradeTable t;
    t.sets = sets;
    for (const auto& r : rows) {
        if (r.size() != sets.size())
            throw std::invalid_argument("grade table: a row does not have one value per set");
        t.items.push_back({});
        t.grades.insert(t.grades.end(), r.begin(), r.end());
    }
    return t;
}

}  // namespace ranklens::core
