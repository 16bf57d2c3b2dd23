#include "core/compare/pipeline.h"

#include <algorithm>

#include "core/measure_spec.h"

namespace ranklens::core::compare {

const std::vector<std::string>& defaultMetricSpecs() {
    static const std::vector<std::string> specs = {"P@1,5,10", "R@10", "F1@10", "ndcg@10", "mrr"};
    return specs;
}

namespace {

// An intent-aware metric without subtopic labels: refused by name, with the way out.
void refuseWithoutSubtopics(const std::vector<MetricColumn>& metrics, bool haveSubtopics) {
    for (const auto& m : metrics)
        if (m.measure->subtopics && !haveSubtopics)
            throw MeasureSpecError("measure '" + m.key + "': " + std::string(m.measure->name) +
                                   " needs subtopic labels, which this comparison does not have "
                                   "(the GUI's Compare uses a project's subtopic labels; on the "
                                   "command line use eval --diversity-qrels)");
}

}  // namespace

std::vector<MetricColumn> comparisonMetrics(const std::vector<std::string>& specs,
                                            const std::optional<Guardrails>& guardrails,
                                            bool haveSubtopics) {
    std::vector<std::string> all = specs.empty() ? defaultMetricSpecs() : specs;
    if (guardrails)
        for (const auto& s : guardrails->metricSpecs()) all.push_back(s);
    auto metrics = parseMetrics(all);
    refuseWithoutSubtopics(metrics, haveSubtopics);
    return metrics;
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
    if (!req.evaluated.empty() && req.evaluated.size() != req.runs.size())
        throw std::invalid_argument("one evaluated-run entry per run, or none");
    for (std::size_t r = 0; r < req.runs.size(); ++r)
        if (!req.runs[r] && (r >= req.evaluated.size() || !req.evaluated[r]))
            throw std::invalid_argument("a compared run is missing");
    if (req.runs.size() < 2 || req.names.size() != req.runs.size())
        throw std::invalid_argument("a comparison needs a baseline and at least one other run");
    if (!req.alternativeRuns.empty() && req.alternativeRuns.size() != req.runs.size())
        throw std::invalid_argument("the alternative definition needs the same runs");
    if (!req.labels) throw std::invalid_argument("no labels to compare against");
    if (req.metrics.empty()) throw std::invalid_argument("no metric to compare");
    refuseWithoutSubtopics(req.metrics, req.diversity != nullptr);
}

// "ndcg_cut_10, map" of one evaluated run's known measures.
std::string knownKeys(const EvaluatedRun& e) {
    std::string out;
    for (const auto& m : e.measures)
        if (m.known()) out += (out.empty() ? "" : ", ") + m.key;
    return out.empty() ? "none RankLens knows" : out;
}

}  // namespace

std::vector<MetricColumn> sharedMetrics(const std::vector<MetricColumn>& metrics,
                                        const std::vector<const EvaluatedRun*>& evaluated) {
    std::vector<MetricColumn> out;
    for (const auto& m : metrics) {
        const bool everyRun = std::all_of(evaluated.begin(), evaluated.end(), [&](auto* e) {
            const auto* col = e ? e->find(m.key) : nullptr;
            return !e || (col && col->known());
        });
        if (everyRun && m.perQuery()) out.push_back(m);  // run-level ones need the ranked lists
    }
    return out;
}

void runComparisonPipeline(const PipelineRequest& req0, PipelineResult& out,
                           const ProgressFn& progress) {
    checkRequest(req0);
    PipelineRequest reqCopy;
    const bool anyEvaluated =
        std::any_of(req0.evaluated.begin(), req0.evaluated.end(), [](auto* e) { return e; });
    if (anyEvaluated) {
        reqCopy = req0;
        reqCopy.metrics = sharedMetrics(req0.metrics, req0.evaluated);
        if (reqCopy.metrics.empty()) {
            std::string have;
            for (std::size_t r = 0; r < req0.evaluated.size(); ++r)
                if (req0.evaluated[r])
                    have += "; " + req0.names[r] + " has " + knownKeys(*req0.evaluated[r]);
            throw std::invalid_argument("the evaluated runs have none of the compared measures" +
                                        have);
        }
    }
    const PipelineRequest& req = anyEvaluated ? reqCopy : req0;
    // Evaluation 0..200 of the thousandths (0..100 and 100..200 with sensitivity), tests ..1000.
    const bool alt = req.alternative.has_value();
    out.input = evaluateForComparison(
        req.runs, req.names, *req.labels, req.config, req.metrics, req.queries, req.labelName,
        stage(progress, 0, alt ? 100 : 200), req.threads, req.diversity, req.evaluated, req.items);
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
            req.threads, req.diversity, req.evaluated, req.items);

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
