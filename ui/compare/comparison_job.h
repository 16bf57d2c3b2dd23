#pragma once
// One comparison of runs, computed off the GUI thread: every chosen run evaluated under the
// definitions in force, the paired tests, the reading aid, the guardrail scorecard and,
// optionally, the same comparison under a second definition (sensitivity). Pure computation.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/compare/comparison_report.h"
#include "ui/project/project_data.h"

namespace ranklens::ui {

struct ComparisonRequest {
    std::shared_ptr<const ProjectData> data;
    core::EvalConfig config;
    std::vector<std::size_t> runs;          // indices into data->runs, baseline first
    std::vector<std::string> metrics;       // metric specs: "P@10", "ndcg@10", "mrr"
    core::compare::CompareOptions options;  // baseline is always 0 (the first of runs)
    std::optional<core::compare::Guardrails> guardrails;
    std::optional<core::EvalConfig> alternative;  // sensitivity: the second definition
};

struct ComparisonOutcome {
    ComparisonRequest request;
    std::shared_ptr<const ProjectData> data;  // ordered by request.config.ties
    core::compare::ComparisonInput input;
    core::compare::Comparison comparison;
    std::optional<core::compare::ComparisonInput> alternativeInput;
    core::compare::ComparisonReport report;  // points into this outcome
    double seconds = 0;

    ComparisonOutcome() = default;
    ComparisonOutcome(const ComparisonOutcome&) = delete;
    ComparisonOutcome& operator=(const ComparisonOutcome&) = delete;
};

// Throws core::Cancelled when progress returns false; std::exception with a readable message
// on a bad request (unknown metric, no runs). progress: (done, total) in thousandths.
std::shared_ptr<ComparisonOutcome> computeComparison(const ComparisonRequest& req,
                                                     const core::ProgressFn& progress = {});

}  // namespace ranklens::ui
