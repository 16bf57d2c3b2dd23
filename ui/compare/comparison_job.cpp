#include "ui/compare/comparison_job.h"

#include <algorithm>
#include <chrono>
#include <stdexcept>

namespace ranklens::ui {

namespace cmp = core::compare;

namespace {

// The chosen runs of d, baseline first. The pipeline reads them in each definition's tie order
// without changing them (the project data is shared with the GUI thread).
std::vector<const core::Run*> chosenRuns(const ProjectData& d, const ComparisonRequest& req) {
    std::vector<const core::Run*> runs;
    for (std::size_t r : req.runs) runs.push_back(d.runs[r].get());
    return runs;
}

}  // namespace

std::shared_ptr<ComparisonOutcome> computeComparison(const ComparisonRequest& req,
                                                     const core::ProgressFn& progress) {
    const auto t0 = std::chrono::steady_clock::now();
    if (!req.data || !req.data->labels) throw std::runtime_error("no labels to compare against");
    if (req.runs.size() < 2) throw std::runtime_error("choose a baseline and at least one run");
    for (std::size_t r : req.runs)
        if (r >= req.data->runs.size()) throw std::runtime_error("unknown run");
    auto out = std::make_shared<ComparisonOutcome>();
    out->request = req;
    out->request.options.baseline = 0;
    out->data = req.data;
    const auto& d = *req.data;

    cmp::PipelineRequest p;
    p.runs = chosenRuns(d, req);  // the alternative definition reads them in its own tie order
    for (std::size_t r : req.runs) p.names.push_back(d.runInfos[r].name);
    // Evaluated runs (values computed elsewhere) enter with their own per-query values.
    for (std::size_t r : req.runs) p.evaluated.push_back(d.evaluatedRun(r));
    p.labels = d.labels.get();
    p.labelName = d.labelSetName;
    p.diversity = d.subtopicLabels.get();
    for (const auto& q : d.queries) p.queries[q.qid] = {q.segment, q.weight};
    p.config = req.config;
    p.pairing = req.pairing;
    p.metrics = cmp::comparisonMetrics(req.metrics, req.guardrails, d.subtopicLabels != nullptr);
    p.options = out->request.options;
    p.options.otherBaselines.clear();
    for (std::size_t b : req.otherBaselines) {
        const auto it = std::find(req.runs.begin(), req.runs.end(), b);
        if (it == req.runs.begin() || it == req.runs.end())
            throw std::runtime_error("another baseline must be one of the compared runs");
        p.options.otherBaselines.push_back(static_cast<std::size_t>(it - req.runs.begin()));
    }
    p.guardrails = req.guardrails;
    p.alternative = req.alternative;
    cmp::runComparisonPipeline(p, *out, progress);
    out->seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return out;
}

}  // namespace ranklens::ui
