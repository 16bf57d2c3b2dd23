#pragma once
// The content of a comparison report, independent of its format: the heading lines
// (baseline, queries, definitions, test, marker), the tables (summary, details, one per
// segment, guardrails, sensitivity) as text cells, and the notes (reading aid, warnings,
// sensitivity). The renderers in comparison_report.cpp and report_json.cpp lay them out.
#include <string>
#include <vector>

#include "core/compare/comparison_report.h"

namespace ranklens::core::compare::report {

struct Table {
    std::string title;
    std::vector<std::string> headers;
    std::vector<std::vector<std::string>> rows;
};

// Missing values are "–" (renderers that need an empty field replace it).
std::vector<std::string> headerLines(const ComparisonReport& r);
std::vector<Table> tables(const ComparisonReport& r);
// One row per run x metric x table (whole query set, then each segment), with a Segment column.
Table details(const ComparisonReport& r);
// The same rows with bare numbers only (for CSV): no signs, no "%", no "<0.0001".
Table plainDetails(const ComparisonReport& r);
std::vector<std::string> notes(const ComparisonReport& r);
// The report's first sentences: per run with a segment story, headline() ("new vs baseline:
// better on average, but worse for new_user (NDCG@10 -0.148, 150 queries)"); else empty.
std::vector<std::string> headlines(const ComparisonReport& r);

}  // namespace ranklens::core::compare::report
