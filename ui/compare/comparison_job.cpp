#include "ui/compare/comparison_job.h"

#include <chrono>
#include <stdexcept>

namespace ranklens::ui {

namespace cmp = core::compare;

namespace {

std::unordered_map<std::string, cmp::QueryInfo> queryInfo(const ProjectData& d) {
    std::unordered_map<std::string, cmp::QueryInfo> out;
    for (const auto& q : d.queries) out[q.qid] = {q.segment, q.weight};
    return out;
}

cmp::ComparisonInput evaluateAll(const ProjectData& d, const ComparisonRequest& req,
                                 const core::EvalConfig& cfg,
                                 const std::vector<cmp::MetricColumn>& metrics,
                                 const std::unordered_map<std::string, cmp::QueryInfo>& info,
                                 const core::ProgressFn& progress) {
    std::vector<core::Run*> runs;
    std::vector<std::string> names;
    for (std::size_t r : req.runs) {
        // Runs are already ordered by cfg.ties (see computeComparison), so evaluate() reads them.
        runs.push_back(d.runs[r].get());
        names.push_back(d.runInfos[r].name);
    }
    return cmp::evaluateForComparison(runs, names, *d.labels, cfg, metrics, info, d.labelSetName,
                                      progress);
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
    out->data =
        req.data->orderedBy == req.config.ties ? req.data : req.data->reordered(req.config.ties);

    std::vector<std::string> specs = req.metrics;
    if (req.guardrails)
        for (const auto& s : req.guardrails->metricSpecs()) specs.push_back(s);
    const auto metrics = cmp::parseMetrics(specs);
    const auto info = queryInfo(*req.data);  // segments and weights, shared by both definitions
    if (metrics.empty()) throw std::runtime_error("choose at least one metric");

    // Progress in thousandths: evaluation 0..200 (0..100 and 100..200 with sensitivity), the
    // tests 200..1000.
    const bool alt = req.alternative.has_value();
    auto stage = [&](std::size_t from, std::size_t to) -> core::ProgressFn {
        if (!progress) return {};
        return [=](std::size_t done, std::size_t total) {
            return progress(from + (total ? (to - from) * std::min(done, total) / total : 0), 1000);
        };
    };
    out->input =
        evaluateAll(*out->data, out->request, req.config, metrics, info, stage(0, alt ? 100 : 200));
    if (alt) {
        const auto altData = req.data->orderedBy == req.alternative->ties
                                 ? req.data
                                 : req.data->reordered(req.alternative->ties);
        out->alternativeInput =
            evaluateAll(*altData, out->request, *req.alternative, metrics, info, stage(100, 200));
    }
    if (out->input.qids.empty()) throw std::runtime_error("no query has both results and labels");
    cmp::CompareOptions o = out->request.options;
    o.progress = stage(200, 1000);
    out->comparison = cmp::compareRuns(out->input, o);
    out->comparison.options.progress = nullptr;

    auto& rep = out->report;
    rep.input = &out->input;
    rep.comparison = &out->comparison;
    rep.readings = cmp::readPatterns(out->input, out->comparison);
    if (req.guardrails) {
        rep.guardrails = req.guardrails;
        rep.scorecards = cmp::scorecard(out->input, out->comparison, *req.guardrails);
    }
    if (out->alternativeInput)
        rep.sensitivity = cmp::definitionSensitivity(out->input, *out->alternativeInput, 0);
    out->seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return out;
}

}  // namespace ranklens::ui
