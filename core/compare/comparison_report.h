#pragma once
// A comparison ready to print: the input, the results, the reading aid, an optional guardrail
// scorecard and definition-sensitivity report — and its renderings as Markdown, HTML, LaTeX
// (booktabs), CSV and JSON. Every rendering carries the definitions in force and the test used.
#include <optional>
#include <string>
#include <vector>

#include "core/compare/comparison.h"
#include "core/compare/guardrails.h"
#include "core/compare/reading_aid.h"
#include "core/compare/sensitivity.h"

namespace ranklens::core::compare {

struct ComparisonReport {
    const ComparisonInput* input = nullptr;  // not owned
    const Comparison* comparison = nullptr;  // not owned
    std::vector<Reading> readings;
    std::optional<Guardrails> guardrails;
    std::vector<RunScorecard> scorecards;
    std::optional<SensitivityReport> sensitivity;
    std::vector<std::vector<Reading>> otherReadings = {};  // per Comparison::byBaseline table
};

enum class ReportFormat { Text, Markdown, Html, Latex, Csv, Json };

// "text", "md"/"markdown", "html", "latex"/"tex", "csv", "json"; nullopt when unknown.
std::optional<ReportFormat> parseReportFormat(const std::string& name);
const char* fileExtension(ReportFormat f);  // "txt", "md", "html", "tex", "csv", "json"

// Significance marker of a cell: "*" when significant after correction, "" otherwise.
std::string marker(const Cell& c);

std::string render(const ComparisonReport& r, ReportFormat f);

}  // namespace ranklens::core::compare
