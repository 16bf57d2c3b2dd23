#include "core/eval/evaluated_run.h"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "core/measures/measure_spec.h"

namespace ranklens::core {

std::optional<ResolvedMeasure> resolveMeasureName(const std::string& name) {
    std::vector<MeasureRequest> reqs;
    try {
        addMeasureSpec(name, reqs);
    } catch (const MeasureSpecError&) {
        return std::nullopt;
    }
    if (reqs.size() != 1 || !reqs[0].measure) return std::nullopt;
    const MeasureInfo& m = *reqs[0].measure;
    if (m.shape == MeasureShape::RunLevel || m.subtopics) return std::nullopt;
    double param = 0;
    if (m.shape != MeasureShape::Scalar) {
        if (reqs[0].params.size() != 1) return std::nullopt;  // "P" alone: which cut-off?
        param = reqs[0].params[0];
    }
    return ResolvedMeasure{&m, param, columnName(m, param)};
}

const EvaluatedRun::Measure* EvaluatedRun::find(const std::string& key) const {
    for (const auto& m : measures)
        if (m.key == key) return &m;
    return nullptr;
}

namespace {

bool byteLess(const std::string& a, const std::string& b) {
    return std::strcmp(a.c_str(), b.c_str()) < 0;
}

// Row of each qid of `want` in run.qids, or -1.
std::vector<long> rowsOf(const EvaluatedRun& run, const std::vector<std::string>& want) {
    std::vector<long> rows;
    rows.reserve(want.size());
    for (const auto& q : want) {
        auto it = std::lower_bound(run.qids.begin(), run.qids.end(), q, byteLess);
        rows.push_back(it != run.qids.end() && *it == q ? it - run.qids.begin() : -1);
    }
    return rows;
}

}  // namespace

EvalResult asEvalResult(const EvaluatedRun& run, const std::vector<std::string>& keys,
                        const Qrels& labels, const EvalConfig& cfg) {
    EvalResult res;
    res.config = cfg;
    res.runName = run.name;
    std::vector<const EvaluatedRun::Measure*> ms;
    for (const auto& k : keys)
        if (const auto* m = run.find(k);
            m && m->known() &&
            std::none_of(ms.begin(), ms.end(), [&](auto* o) { return o->key == k; }))
            ms.push_back(m);
    // A query of the run counts as returned when it has a value for every chosen measure.
    auto complete = [&](std::size_t row) {
        return std::all_of(ms.begin(), ms.end(),
                           [&](auto* m) { return !std::isnan(m->values[row]); });
    };
    std::vector<std::string> labelled;
    for (const auto& q : labels.queries()) labelled.push_back(q.qid);
    std::sort(labelled.begin(), labelled.end(), byteLess);
    std::vector<std::string> qids;
    if (labelled.empty() || cfg.querySet == QuerySet::RunAndLabels) {
        for (std::size_t i = 0; i < run.qids.size(); ++i)
            if (complete(i) &&
                (labelled.empty() ||
                 std::binary_search(labelled.begin(), labelled.end(), run.qids[i], byteLess)))
                qids.push_back(run.qids[i]);
    } else {
        qids = labelled;
    }
    const auto rows = rowsOf(run, qids);
    for (std::size_t i = 0; i < qids.size(); ++i) {
        QueryResult q;
        q.qid = qids[i];
        q.inRun = rows[i] >= 0 && complete(static_cast<std::size_t>(rows[i]));
        if (!q.inRun) ++res.missingQueries;
        res.queries.push_back(std::move(q));
    }
    for (const auto* m : ms) {
        ResultColumn c{m->key, m->info, m->param, {}, 0};
        c.perQuery.assign(qids.size(), 0.0);
        for (std::size_t i = 0; i < qids.size(); ++i)
            if (res.queries[i].inRun) c.perQuery[i] = m->values[static_cast<std::size_t>(rows[i])];
        c.aggregate = aggregateValues(*m->info, c.perQuery);
        res.columns.push_back(std::move(c));
    }
    return res;
}

bool valuesInUnitInterval(const MeasureInfo& m) {
    return m.range == ValueRange::Share;
}

}  // namespace ranklens::core
