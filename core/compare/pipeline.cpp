#include "core/compare/pipeline.h"

#include <algorithm>

#include "core/measures/measure_spec.h"

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
    for (std::size_t r = 1; r < req.names.size(); ++r)
        for (std::size_t o = 0; o < r; ++o)
            if (req.names[o] == req.names[r])
                throw std::invalid_argument(
                    o == 0 ? "the baseline '" + req.names[0] + "' is also listed as a run"
                           : "two compared runs are both named '" + req.names[r] +
                                 "': give each run its own name");
    for (std::size_t b : req.options.otherBaselines)
        if (b == 0 || b >= req.runs.size())
            throw std::invalid_argument("another baseline must be one of the compared runs");
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

bool hasMetric(const std::vector<const EvaluatedRun*>& evaluated, std::size_t r,
               const MetricColumn& m) {
    const EvaluatedRun* e = r < evaluated.size() ? evaluated[r] : nullptr;
    if (!e) return true;
    const auto* col = e->find(m.key);
    return col && col->known() && m.perQuery();  // run-level ones need the ranked lists
}

std::vector<MetricColumn> comparableMetrics(const std::vector<MetricColumn>& metrics,
                                            const std::vector<const EvaluatedRun*>& evaluated) {
    std::vector<MetricColumn> out;
    for (const auto& m : metrics) {
        bool other = false;
        for (std::size_t r = 1; r < evaluated.size() && !other; ++r)
            other = hasMetric(evaluated, r, m);
        if (hasMetric(evaluated, 0, m) && other) out.push_back(m);
    }
    return out;
}

namespace {

// The request with evaluated runs fitted: the comparable metrics, and without the evaluated
// runs that have none of them (each named in `notes`). Throws std::invalid_argument when
// nothing is left to compare.
PipelineRequest fitEvaluatedRuns(const PipelineRequest& req, std::vector<std::string>& notes) {
    PipelineRequest out = req;
    out.metrics = comparableMetrics(req.metrics, req.evaluated);
    if (out.metrics.empty()) {
        std::string have;
        for (std::size_t r = 0; r < req.evaluated.size(); ++r)
            if (req.evaluated[r])
                have += "; " + req.names[r] + " has " + knownKeys(*req.evaluated[r]);
        throw std::invalid_argument(
            "no compared measure has values for both the baseline and "
            "another run" +
            have);
    }
    out.runs.assign(1, req.runs[0]);
    out.names.assign(1, req.names[0]);
    out.evaluated.assign(1, req.evaluated[0]);
    out.alternativeRuns.clear();
    for (std::size_t r = 0; r < req.runs.size(); ++r) {
        bool any = false;
        for (const auto& m : out.metrics) any = any || hasMetric(req.evaluated, r, m);
        if (r > 0 && !any) {
            notes.push_back(req.names[r] +
                            " is left out: it has values of none of the compared "
                            "measures (it has " +
                            knownKeys(*req.evaluated[r]) + ")");
            continue;
        }
        if (r > 0) {
            out.runs.push_back(req.runs[r]);
            out.names.push_back(req.names[r]);
            out.evaluated.push_back(req.evaluated[r]);
        }
        if (!req.alternativeRuns.empty()) out.alternativeRuns.push_back(req.alternativeRuns[r]);
        for (const auto& m : out.metrics)
            if (!hasMetric(req.evaluated, r, m))
                notes.push_back(req.names[r] + " has no values of " + m.display +
                                ": no comparison there");
    }
    for (const auto& m : req.metrics)
        if (std::none_of(out.metrics.begin(), out.metrics.end(),
                         [&](const MetricColumn& k) { return k.key == m.key; }))
            notes.push_back(m.display +
                            " is left out: the baseline or every other run has no "
                            "values of it");
    if (out.runs.size() < 2)
        throw std::invalid_argument("no run shares a compared measure with the baseline");
    return out;
}

// The indices in `to` of the runs picked from `from` (a run left out is dropped).
std::vector<std::size_t> sameRuns(const std::vector<std::string>& from,
                                  const std::vector<std::size_t>& picked,
                                  const std::vector<std::string>& to) {
    std::vector<std::size_t> out;
    for (std::size_t i : picked) {
        const auto it = std::find(to.begin(), to.end(), from.at(i));
        if (it != to.end()) out.push_back(static_cast<std::size_t>(it - to.begin()));
    }
    return out;
}

}  // namespace

std::vector<std::vector<Reading>> readOtherBaselines(const ComparisonInput& in,
                                                     const Comparison& cmp) {
    std::vector<std::vector<Reading>> out;
    for (std::size_t j = 0; j < cmp.byBaseline.size(); ++j) {
        Comparison against;
        against.options = cmp.options;
        against.options.baseline = cmp.options.otherBaselines[j];
        against.options.otherBaselines.clear();
        against.overall = cmp.byBaseline[j];
        out.push_back(readPatterns(in, against));
    }
    return out;
}

void runComparisonPipeline(const PipelineRequest& req0, PipelineResult& out,
                           const ProgressFn& progress) {
    checkRequest(req0);
    PipelineRequest reqCopy;
    std::vector<std::string> notes;
    const bool anyEvaluated =
        std::any_of(req0.evaluated.begin(), req0.evaluated.end(), [](auto* e) { return e; });
    if (anyEvaluated) reqCopy = fitEvaluatedRuns(req0, notes);
    const PipelineRequest& req = anyEvaluated ? reqCopy : req0;
    // Evaluation 0..200 of the thousandths (0..100 and 100..200 with sensitivity), tests ..1000.
    const bool alt = req.alternative.has_value();
    out.input =
        evaluateForComparison(req.runs, req.names, *req.labels, req.config, req.metrics,
                              req.queries, req.labelName, stage(progress, 0, alt ? 100 : 200),
                              req.threads, req.diversity, req.evaluated, req.items, req.pairing);
    if (!req.itemsNote.empty()) out.input.definitions += "; " + req.itemsNote;
    out.input.notes = notes;
    // Nothing to pair: no run returned a labelled query, or no pair has a query to be matched on.
    const bool noneReturned = std::all_of(out.input.coverage.begin(), out.input.coverage.end(),
                                          [](const QueryCoverage& c) { return c.returned == 0; });
    bool anyPair = false;
    for (std::size_t r = 1; r < out.input.runCount() && !anyPair; ++r)
        anyPair = !out.input.pairRows(0, r).empty();
    if (out.input.qids.empty() || noneReturned || !anyPair) throw NothingToCompare(req.pairing);
    if (alt)
        out.alternativeInput = evaluateForComparison(
            req.alternativeRuns.empty() ? req.runs : req.alternativeRuns, req.names, *req.labels,
            *req.alternative, req.metrics, req.queries, req.labelName, stage(progress, 100, 200),
            req.threads, req.diversity, req.evaluated, req.items, req.pairing);

    CompareOptions o = req.options;
    o.baseline = 0;
    o.progress = stage(progress, 200, 1000);
    if (anyEvaluated)
        o.otherBaselines = sameRuns(req0.names, req0.options.otherBaselines, req.names);
    out.comparison = compareRuns(out.input, o);
    out.comparison.options.progress = nullptr;

    ComparisonReport& rep = out.report;
    rep.input = &out.input;
    rep.comparison = &out.comparison;
    rep.readings = readPatterns(out.input, out.comparison);
    rep.otherReadings = readOtherBaselines(out.input, out.comparison);
    if (req.guardrails) {
        rep.guardrails = req.guardrails;
        rep.scorecards = scorecard(out.input, out.comparison, *req.guardrails);
    }
    if (out.alternativeInput)
        rep.sensitivity = definitionSensitivity(out.input, *out.alternativeInput, 0);
}

}  // namespace ranklens::core::compare
