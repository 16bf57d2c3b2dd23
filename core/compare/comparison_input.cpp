#include "core/compare/comparison_input.h"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "core/measures/measure_spec.h"

namespace ranklens::core::compare {

bool MetricColumn::perQuery() const {
    return measure && measure->shape != MeasureShape::RunLevel;
}

std::string displayName(const MeasureInfo& m, double param) {
    std::string label(m.label);
    if (m.shape == MeasureShape::Scalar) return label;
    char buf[32];
    if (m.shape == MeasureShape::Levels)
        std::snprintf(buf, sizeof buf, "%.2f", param);
    else
        std::snprintf(buf, sizeof buf, "%ld", static_cast<long>(param));
    // "RBP(p)" -> "RBP(0.80)": a persistence, not a cut-off.
    if (const auto pp = label.rfind("(p)"); pp != std::string::npos && pp + 3 == label.size())
        return label.substr(0, pp + 1) + buf + ")";
    // "P@k" -> "P@10"; labels without "@k" get the parameter appended.
    if (const auto at = label.rfind("@k"); at != std::string::npos && at + 2 == label.size())
        return label.substr(0, at + 1) + buf;
    return label + "@" + buf;
}

std::vector<MetricColumn> parseMetrics(const std::vector<std::string>& specs) {
    std::vector<MetricColumn> out;
    for (const auto& spec : specs) {
        std::vector<MeasureRequest> reqs;
        addMeasureSpec(spec, reqs);
        for (const auto& r : reqs) {
            std::vector<double> params = r.params;
            if (r.measure->shape == MeasureShape::Scalar) params = {0.0};
            if (params.empty())
                params.assign(r.measure->defaultParams.begin(), r.measure->defaultParams.end());
            for (double p : params) {
                MetricColumn c{r.measure, p, columnName(*r.measure, p), displayName(*r.measure, p)};
                const bool dup = std::any_of(out.begin(), out.end(),
                                             [&](const MetricColumn& o) { return o.key == c.key; });
                if (!dup) out.push_back(std::move(c));
            }
        }
    }
    return out;
}

const char* toString(Pairing p) {
    return p == Pairing::Labelled ? "labelled" : "both-returned";
}

bool parsePairing(const std::string& text, Pairing& p) {
    if (text == "labelled" || text == "labeled")
        p = Pairing::Labelled;
    else if (text == "both-returned" || text == "both_returned")
        p = Pairing::BothReturned;
    else
        return false;
    return true;
}

std::vector<std::size_t> ComparisonInput::pairRows(std::size_t baseline, std::size_t run) const {
    std::vector<std::size_t> rows;
    rows.reserve(qids.size());
    // An input built by hand without `returned`: every run returned every query.
    auto has = [&](std::size_t r, std::size_t q) { return returned.empty() || returned.at(r)[q]; };
    const bool both = pairing == Pairing::BothReturned;
    for (std::size_t q = 0; q < qids.size(); ++q)
        if (both ? (has(baseline, q) && has(run, q))
                 : (labelled || has(baseline, q) || has(run, q)))
            rows.push_back(q);
    return rows;
}

std::string ComparisonInput::describePairing() const {
    if (pairing == Pairing::BothReturned)
        return "each run paired with the baseline over the labelled queries both returned";
    if (!labelled)
        return "each run paired with the baseline over the queries either has values for, a "
               "query one lacks scored 0";
    return "each run paired with the baseline over every labelled query (" +
           std::to_string(qids.size()) + "), a query a run did not return scored 0";
}

bool ComparisonInput::hasSegments() const {
    return std::any_of(segments.begin(), segments.end(), [](const auto& s) { return !s.empty(); });
}

bool ComparisonInput::hasWeights() const {
    return std::any_of(weights.begin(), weights.end(), [](double w) { return w != 1.0; });
}

namespace {

// The options that evaluate every metric column once: one request per measure, its
// parameters ascending.
EvalOptions optionsFor(const std::vector<MetricColumn>& metrics, int threads,
                       const DiversityQrels* diversity, const ItemIndex* items) {
    EvalOptions opts;
    opts.threads = threads;
    opts.diversity = diversity;
    opts.items = items;
    for (const auto& m : metrics) {
        auto it = std::find_if(opts.requests.begin(), opts.requests.end(),
                               [&](const MeasureRequest& q) { return q.measure == m.measure; });
        if (it == opts.requests.end())
            opts.requests.push_back({m.measure, {m.param}});
        else if (std::find(it->params.begin(), it->params.end(), m.param) == it->params.end())
            it->params.push_back(m.param);
    }
    for (auto& q : opts.requests) std::sort(q.params.begin(), q.params.end());
    return opts;
}

// Every run's result under cfg over every labelled query (missing ones flagged; the pairing
// picks each pair's): an evaluated run's values as they are, the others evaluated one after
// the other, progress counting queries over all of them.
std::vector<EvalResult> evaluateRuns(const std::vector<const Run*>& runs, const Qrels& labels,
                                     const EvalConfig& cfg,
                                     const std::vector<MetricColumn>& metrics,
                                     const std::vector<const EvaluatedRun*>& evaluated,
                                     EvalOptions opts, const ProgressFn& progress) {
    auto evaluatedAt = [&](std::size_t r) { return r < evaluated.size() ? evaluated[r] : nullptr; };
    std::size_t total = 0, before = 0;
    for (std::size_t r = 0; r < runs.size(); ++r)
        if (!evaluatedAt(r)) total += runs[r]->queries().size();
    EvalConfig all = cfg;
    all.querySet = QuerySet::AllLabelled;
    std::vector<std::string> keys;
    for (const auto& m : metrics) keys.push_back(m.key);
    std::vector<EvalResult> results;
    for (std::size_t ri = 0; ri < runs.size(); ++ri) {
        if (const EvaluatedRun* ev = evaluatedAt(ri)) {
            results.push_back(asEvalResult(*ev, keys, labels, all));
            continue;
        }
        const std::size_t runTotal = runs[ri]->queries().size();
        if (progress)
            opts.progress = [&, runTotal](std::size_t done, std::size_t) {
                return progress(before + std::min(done, runTotal), total);
            };
        results.push_back(evaluate(*runs[ri], labels, all, opts));
        before += runTotal;
        if (progress && !progress(before, total)) throw Cancelled();
    }
    return results;
}

// The universe: the labelled queries; without labels, every query any run has values for.
void setUniverse(ComparisonInput& in, const std::vector<EvalResult>& results, const Qrels& labels) {
    in.labelled = !labels.queries().empty();
    for (const EvalResult& r : results) {
        // Without labels a run's own queries are all it is measured on.
        const std::size_t own = r.queries.size();
        in.coverage.push_back(in.labelled ? coverageOf(r, labels.queries().size())
                                          : QueryCoverage{own, own});
        for (const auto& q : r.queries) in.qids.push_back(q.qid);
    }
    std::sort(in.qids.begin(), in.qids.end(),
              [](const auto& a, const auto& b) { return std::strcmp(a.c_str(), b.c_str()) < 0; });
    in.qids.erase(std::unique(in.qids.begin(), in.qids.end()), in.qids.end());
}

// The definitions as the pairing applies them (the query-set rule is the pairing's).
std::string describeDefinitions(const ComparisonInput& in, const EvalConfig& cfg,
                                const std::string& labelName) {
    EvalConfig shown = cfg;
    shown.querySet =
        in.pairing == Pairing::Labelled ? QuerySet::AllLabelled : QuerySet::RunAndLabels;
    std::string text = "labels: " + (labelName.empty() ? std::string("-") : labelName) + "; " +
                       shown.describe() + "; " + in.describePairing();
    for (std::size_t r = 0; r < in.coverage.size(); ++r)
        if (!in.coverage[r].complete())
            text += "; " + in.runNames[r] + " " + describe(in.coverage[r]);
    return text;
}

constexpr std::size_t kNoRow = static_cast<std::size_t>(-1);

// Row of each result query in the universe (both sorted the same way), or kNoRow.
std::vector<std::size_t> universeRows(const ComparisonInput& in, const EvalResult& res) {
    const std::size_t nq = in.qids.size();
    std::vector<std::size_t> row(res.queries.size(), kNoRow);
    for (std::size_t i = 0, j = 0; i < res.queries.size() && j < nq; ++i) {
        while (j < nq && std::strcmp(in.qids[j].c_str(), res.queries[i].qid.c_str()) < 0) ++j;
        if (j < nq && in.qids[j] == res.queries[i].qid) row[i] = j;
    }
    return row;
}

// Run r's values of every metric over the universe (0 where it did not return a query), its
// aggregate over its own rows, and the queries it returned.
void placeResult(ComparisonInput& in, std::size_t r, const EvalResult& res) {
    const std::size_t nq = in.qids.size();
    const std::vector<std::size_t> row = universeRows(in, res);
    for (std::size_t i = 0; i < res.queries.size(); ++i)
        if (row[i] != kNoRow && res.queries[i].inRun) in.returned[r][row[i]] = 1;
    const auto own = in.ownRows(r);
    for (std::size_t mi = 0; mi < in.metrics.size(); ++mi) {
        const auto& m = in.metrics[mi];
        const ResultColumn* col = res.column(m.key);
        in.hasValues[r][mi] = col != nullptr;
        std::vector<double> v;
        double agg = col && !m.perQuery() ? col->aggregate : 0;
        if (m.perQuery()) {
            v.assign(nq, 0.0);
            for (std::size_t i = 0; col && i < col->perQuery.size(); ++i)
                if (row[i] != kNoRow && res.queries[i].inRun) v[row[i]] = col->perQuery[i];
            std::vector<double> mine;
            mine.reserve(own.size());
            for (std::size_t q : own) mine.push_back(v[q]);
            agg = aggregateValues(*m.measure, mine);
        }
        in.values[r].push_back(std::move(v));
        in.runValue[r].push_back(agg);
    }
}

// Segments and weights by qid (nothing without query info).
void attachQueryInfo(ComparisonInput& in,
                     const std::unordered_map<std::string, QueryInfo>& queryInfo) {
    if (queryInfo.empty()) return;
    const std::size_t nq = in.qids.size();
    in.segments.resize(nq);
    in.weights.assign(nq, 1.0);
    for (std::size_t q = 0; q < nq; ++q)
        if (auto it = queryInfo.find(in.qids[q]); it != queryInfo.end()) {
            in.segments[q] = it->second.segment;
            in.weights[q] = it->second.weight;
        }
}

}  // namespace

ComparisonInput evaluateForComparison(
    std::vector<const Run*> runs, const std::vector<std::string>& names, const Qrels& labels,
    const EvalConfig& cfg, const std::vector<MetricColumn>& metrics,
    const std::unordered_map<std::string, QueryInfo>& queryInfo, const std::string& labelName,
    const ProgressFn& progress, int threads, const DiversityQrels* diversity,
    const std::vector<const EvaluatedRun*>& evaluated, const ItemIndex* items, Pairing pairing) {
    const EvalOptions opts = optionsFor(metrics, threads, diversity, items);
    const std::vector<EvalResult> results =
        evaluateRuns(runs, labels, cfg, metrics, evaluated, opts, progress);
    ComparisonInput in;
    in.runNames = names;
    in.metrics = metrics;
    in.pairing = pairing;
    setUniverse(in, results, labels);
    in.definitions = describeDefinitions(in, cfg, labelName);
    in.values.resize(runs.size());
    in.runValue.resize(runs.size());
    in.returned.assign(runs.size(), std::vector<char>(in.qids.size(), 0));
    in.hasValues.assign(runs.size(), std::vector<char>(metrics.size(), 0));
    for (std::size_t r = 0; r < results.size(); ++r) placeResult(in, r, results[r]);
    attachQueryInfo(in, queryInfo);
    return in;
}

}  // namespace ranklens::core::compare
