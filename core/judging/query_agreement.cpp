#include "core/judging/query_agreement.h"

#include <string_view>

namespace ranklens::core {

namespace {

// The rows [first, last) of t (its first `raters` columns) as a table of their own.
GradeTable rowsOf(const GradeTable& t, std::size_t raters, std::size_t first, std::size_t last) {
    GradeTable sub;
    sub.sets.assign(t.sets.begin(), t.sets.begin() + static_cast<std::ptrdiff_t>(raters));
    for (std::size_t i = first; i < last; ++i) {
        sub.items.push_back(t.items[i]);
        for (std::size_t s = 0; s < raters; ++s) sub.grades.push_back(t.grade(i, s));
    }
    return sub;
}

bool unanimous(const GradeTable& t, std::size_t item, std::size_t raters) {
    std::int32_t first = kNoGrade;
    for (std::size_t s = 0; s < raters; ++s) {
        const auto g = t.grade(item, s);
        if (g == kNoGrade) continue;
        if (first != kNoGrade && g != first) return false;
        first = g;
    }
    return true;
}

}  // namespace

std::vector<QueryAgreement> agreementByQuery(const GradeTable& t, std::size_t raters) {
    std::vector<QueryAgreement> out;
    for (std::size_t first = 0; first < t.items.size();) {
        const std::string_view qid = t.items[first].qid ? t.items[first].qid : "";
        std::size_t last = first;
        QueryAgreement q;
        for (; last < t.items.size() &&
               std::string_view(t.items[last].qid ? t.items[last].qid : "") == qid;
             ++last) {
            if (t.gradedBy(last, raters) < 2) continue;
            ++q.items;
            q.unanimous += unanimous(t, last, raters);
        }
        if (q.items > 0) {
            q.qid = std::string(qid);
            q.alpha = krippendorffAlpha(rowsOf(t, raters, first, last), raters);
            out.push_back(std::move(q));
        }
        first = last;
    }
    return out;
}

}  // namespace ranklens::core
