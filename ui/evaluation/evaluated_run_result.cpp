#include "ui/evaluation/evaluated_run_result.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

namespace ranklens::ui {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

bool byteLess(const std::string& a, const std::string& b) {
    return std::strcmp(a.c_str(), b.c_str()) < 0;
}

bool hasAnyValue(const core::EvaluatedRun& run, std::size_t row) {
    return std::any_of(run.measures.begin(), run.measures.end(),
                       [&](const auto& m) { return m.known() && !std::isnan(m.values[row]); });
}

// The queries shown under the rule, with each one's row in run.qids (-1: none).
std::vector<std::pair<std::string, long>> chosenQueries(const core::EvaluatedRun& run,
                                                        const core::Qrels& labels,
                                                        const core::EvalConfig& cfg) {
    std::vector<std::string> labelled;
    for (const auto& q : labels.queries()) labelled.push_back(q.qid);
    std::sort(labelled.begin(), labelled.end(), byteLess);
    std::vector<std::pair<std::string, long>> out;
    if (labelled.empty() || cfg.querySet == core::QuerySet::RunAndLabels) {
        for (std::size_t i = 0; i < run.qids.size(); ++i)
            if (hasAnyValue(run, i) &&
                (labelled.empty() ||
                 std::binary_search(labelled.begin(), labelled.end(), run.qids[i], byteLess)))
                out.emplace_back(run.qids[i], static_cast<long>(i));
        return out;
    }
    for (const auto& q : labelled) {
        auto it = std::lower_bound(run.qids.begin(), run.qids.end(), q, byteLess);
        const bool has = it != run.qids.end() && *it == q &&
                         hasAnyValue(run, static_cast<std::size_t>(it - run.qids.begin()));
        out.emplace_back(q, has ? static_cast<long>(it - run.qids.begin()) : -1L);
    }
    return out;
}

// Mean of the run's values of `key` over the chosen queries (missing ones 0); NaN when the run
// has no such measure.
double meanOf(const core::EvaluatedRun& run, const std::string& key,
              const std::vector<std::pair<std::string, long>>& queries) {
    const auto* m = run.find(key);
    if (!m || !m->known()) return kNaN;
    std::vector<double> v;
    for (const auto& [qid, row] : queries) {
        const double x = row >= 0 ? m->values[static_cast<std::size_t>(row)] : 0.0;
        v.push_back(std::isnan(x) ? 0.0 : x);
    }
    return v.empty() ? kNaN : core::aggregateValues(*m->info, v);
}

}  // namespace

core::EvalResult evaluatedRunResult(const core::EvaluatedRun& run,
                                    const std::vector<core::MeasureRequest>& requests,
                                    const std::vector<const core::MeasureInfo*>& curveMeasures,
                                    int K, const core::Qrels& labels, const core::EvalConfig& cfg) {
    core::EvalResult res;
    res.config = cfg;
    res.runName = run.name;
    const auto queries = chosenQueries(run, labels, cfg);
    for (const auto& [qid, row] : queries) {
        core::QueryResult q;
        q.qid = qid;
        q.inRun = row >= 0;
        res.missingQueries += q.inRun ? 0 : 1;
        res.queries.push_back(std::move(q));
    }
    for (const auto& r : requests) {
        const double p = r.params.empty() ? 0.0 : r.params.front();
        core::ResultColumn c{core::columnName(*r.measure, p), r.measure, p, {}, kNaN};
        const auto* m = run.find(c.name);
        for (const auto& [qid, row] : queries)
            c.perQuery.push_back(!m || !m->known() ? kNaN
                                 : row < 0         ? 0.0
                                                   : m->values[static_cast<std::size_t>(row)]);
        c.aggregate = meanOf(run, c.name, queries);
        res.columns.push_back(std::move(c));
    }
    res.curveMeasures = curveMeasures;
    for (const auto* cm : curveMeasures) {
        std::vector<double> curve(static_cast<std::size_t>(std::max(K, 1)), kNaN);
        for (int k : cutoffsOf(run, *cm))
            if (k >= 1 && k <= K)
                curve[static_cast<std::size_t>(k - 1)] =
                    meanOf(run, core::columnName(*cm, k), queries);
        res.curves.push_back(std::move(curve));
    }
    return res;
}

std::vector<int> cutoffsOf(const core::EvaluatedRun& run, const core::MeasureInfo& m) {
    std::vector<int> out;
    for (const auto& meas : run.measures)
        if (meas.info == &m && meas.param >= 1) out.push_back(static_cast<int>(meas.param));
    std::sort(out.begin(), out.end());
    return out;
}

}  // namespace ranklens::ui
