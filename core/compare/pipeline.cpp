#include "core/compare/pipeline.h"

#include <algorithm>

namespace ranklens::core::compare {

const std::vector<std::string>& defaultMetricSpecs() {
    static const std::vector<std::string> specs = {"P@1,5,10", "R@10", "F1@10", "ndcg@10", "mrr"};
    return specs;
}

std::vector<MetricColumn> comparisonMetrics(const std::vector<std::string>& specs,
                                            const std::optional<Guardrails>& guardrails) {
    std::vector<std::string> all = specs.empty() ? defaultMetricSpecs() : specs;
    if (guardrails)
        for (const auto& s : guardrails->metricSpecs()) all.push_back(s);
    return parseMetrics(all);
}

namespace {

// Progress of one stage, mapped onto [from, to] thousandths of the whole job.
ProgressFn stage(const ProgressFn& progress, std::size_t from, std::size_t to) {
    if (!progress) return {};
    return [=](std::size_t done, std::size_t total) {
        return progress(from + (total ? (to - from) * std::min(done, total) / total : 0), 1000);
    };
}

void checkRequest(const PipelineRequest& req) {
    if (req.runs.size() < 2 || req.names.size() != req.runs.size())
        throw std::invalid_argument("a comparison needs a baseline and at least one other run");
    if (!req.alternativeRuns.empty() && req.alternativeRuns.size() != req.runs.size())
        throw std::invalid_argument("the alternative definition needs the same runs");
    if (!req.labels) throw std::invalid_argument("no labels to compare against");
    if (req.metrics.empty()) throw std::invalid_argument("no metric to compare");
}

}  // namespace

void runComparisonPipeline(const PipelineRequest& req, PipelineResult& out,
                           const ProgressFn& progress) {
    checkRequest(req);
    // Evaluation 0..200 of the thousandths (0..100 and 100..200 with sensitivity), tests ..1000.
    const bool alt = req.alternative.has_value();
    out.input = evaluateForComparison(req.runs, req.names, *req.labels, req.config, req.metrics,
                                      req.queries, req.labelName,
                                      stage(progress, 0, alt ? 100 : 200), req.threads, req.items);
    if (!req.itemsNote.empty()) out.input.definitions += "; " + req.itemsNote;
    // Nothing to pair: no labelled query that every run returned (or, scoring missing ones 0,
    // no run returned any labelled query at all).
    const bool noneReturned = std::all_of(out.input.coverage.begin(), out.input.coverage.end(),
                                          [](const QueryCoverage& c) { return c.returned == 0; });
    if (out.input.qids.empty() || noneReturned) throw NothingToCompare();
    if (alt)
        out.alternativeInput = evaluateForComparison(
            req.alternativeRuns.empty() ? req.runs : req.alternativeRuns, req.names, *req.labels,
            *req.alternative, req.metrics, req.queries, req.labelName, stage(progress, 100, 200),
            req.threads, req.items);

    CompareOptions o = req.options;
    o.baseline = 0;
    o.progress = stage(progress, 200, 1000);
    out.comparison = compareRuns(out.input, o);
    out.comparison.options.progress = nullptr;

    ComparisonReport& rep = out.report;
    rep.input = &out.input;
    rep.comparison = &out.comparison;
    rep.readings = readPatterns(out.input, out.comparison);
    if (req.guardrails) {
        rep.guardrails = req.guardrails;
        rep.scorecards = scorecard(out.input, out.comparison, *req.guardrails);
    }
    if (out.alternativeInput)
        rep.sensitivity = definitionSensitivity(out.input, *out.alternativeInput, 0);
}

}  // namespace ranklens::core::compare
