#pragma once
// One comparison of runs of a project, computed off the GUI thread by core's comparison
// pipeline (the same call as `ranklens-cli compare`). Pure computation.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/compare/pipeline.h"
#include "ui/project/project_data.h"

namespace ranklens::ui {

struct ComparisonRequest {
    std::shared_ptr<const ProjectData> data;
    core::EvalConfig config;
    std::vector<std::size_t> runs;  // indices into data->runs, baseline first
    // More baselines (indices into data->runs, each also in runs): every run is compared
    // against each of them too, all whole-set tests corrected as one family.
    std::vector<std::size_t> otherBaselines;
    std::vector<std::string> metrics;       // metric specs: "P@10", "ndcg@10", "mrr"; empty =
                                            // core::compare::defaultMetricSpecs()
    core::compare::CompareOptions options;  // baseline is always 0 (the first of runs)
    core::compare::Pairing pairing = core::compare::Pairing::Labelled;
    std::optional<core::compare::Guardrails> guardrails;
    std::optional<core::EvalConfig> alternative;  // sensitivity: the second definition
};

// The pipeline's result plus what the GUI keeps beside it.
struct ComparisonOutcome : core::compare::PipelineResult {
    ComparisonRequest request;
    std::shared_ptr<const ProjectData> data;  // read in request.config.ties order
    double seconds = 0;
};

// Throws core::Cancelled when progress returns false; std::exception with a readable message
// on a bad request (unknown metric, no runs). progress: (done, total) in thousandths.
std::shared_ptr<ComparisonOutcome> computeComparison(const ComparisonRequest& req,
                                                     const core::ProgressFn& progress = {});

}  // namespace ranklens::ui
