#pragma once
// Agreement of several label sets query by query: where do the annotators disagree? For each
// query, the items graded by two sets or more, those every grade of which is the same
// (unanimous), and Krippendorff's alpha over the query's items alone (multi_agreement.h).
// Std C++ only.
#include <cstddef>
#include <string>
#include <vector>

#include "core/judging/grade_table.h"
#include "core/judging/multi_agreement.h"

namespace ranklens::core {

struct QueryAgreement {
    std::string qid;
    std::size_t items = 0;      // items of the query graded by two sets or more
    std::size_t unanimous = 0;  // of those, items every set grading them graded alike
    KrippendorffAlpha alpha;    // over the query's items (undefined with one grade value)
};

// Per query of t (in t's order) over its first `raters` columns; a query without an item graded
// twice is left out.
std::vector<QueryAgreement> agreementByQuery(const GradeTable& t, std::size_t raters);

}  // namespace ranklens::core
