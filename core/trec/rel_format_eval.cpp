#include "core/trec/rel_format_eval.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <span>
#include <string>
#include <string_view>

#include "core/base/numbers.h"
#include "core/measures/measure_spec.h"
#include "core/trec/judgment_groups.h"
#include "core/trec/prefs_counts.h"

namespace ranklens::core {
namespace {

using Kind = RelFormatError::Kind;

bool needsOtherFormat(const MeasureInfo& m) {
    return m.prefs || m.judgmentGroups;
}

// trec_eval's nicknames of these formats (its measures.c), each with runid and num_q.
std::vector<const MeasureInfo*> nickname(std::string_view name) {
    std::vector<const MeasureInfo*> out;
    if (name == "all_prefs" || name == "qrels_jg")
        for (const auto& m : measureRegistry())
            if (name == "all_prefs" ? m.prefs != nullptr : m.judgmentGroups != nullptr)
                out.push_back(&m);
    if (name == "prefs")  // trec_eval's official preference measures
        for (const auto& m : measureRegistry())
            if (m.inPrefsSet) out.push_back(&m);
    return out;
}

// "5,10,20" as P_avgjg's cut-offs (positive integers) or Rprec_mult_avgjg's multiples of R.
std::vector<double> parseParamList(const std::string& spec, const std::string& list,
                                   bool integers) {
    std::vector<double> out;
    std::size_t start = 0;
    while (true) {
        const std::size_t comma = std::min(list.find(',', start), list.size());
        const std::string tok = list.substr(start, comma - start);
        double v = 0;
        if (!parseDouble(tok, v) || !std::isfinite(v) ||
            (integers && !(v >= 1 && v == std::floor(v) && v < 1e15)))
            throw RelFormatError(Kind::BadParameter,
                                 "measure '" + spec + "': '" + tok + "' is not " +
                                     (integers ? "a positive integer cut-off" : "a number"));
        out.push_back(v);
        if (comma == list.size()) break;
        start = comma + 1;
    }
    std::sort(out.begin(), out.end());
    if (std::adjacent_find(out.begin(), out.end()) != out.end())
        throw RelFormatError(Kind::BadParameter, "measure '" + spec +
                                                     "': a parameter is given twice (trec_eval "
                                                     "refuses duplicate cut-offs)");
    return out;
}

void add(RelFormatMeasures& out, const std::string& spec, const MeasureInfo* m,
         const std::string& params) {
    auto it = std::find_if(out.requests.begin(), out.requests.end(),
                           [m](const auto& r) { return r.measure == m; });
    if (it == out.requests.end()) {
        out.requests.push_back({m, {m->defaultParams.begin(), m->defaultParams.end()}, false});
        it = out.requests.end() - 1;
    }
    if (params.empty()) return;
    if (m->defaultParams.empty())
        throw RelFormatError(Kind::Usage, "measure '" + spec + "': " + std::string(m->name) +
                                              " takes no parameters");
    // As trec_eval: the first parameter list given for a measure is the one used.
    std::vector<double> values = parseParamList(spec, params, m->judgmentGroupCutoffs);
    if (it->paramsGiven) return;
    it->params = std::move(values);
    it->paramsGiven = true;
}

// A request's columns: one per parameter, or one for a measure without parameters.
std::size_t columnCount(const RelFormatMeasures::Request& r) {
    return r.params.empty() && r.measure->defaultParams.empty() ? 1 : r.params.size();
}

std::string trecColumnName(const MeasureInfo& m, double param) {
    char buf[64];
    if (m.judgmentGroupCutoffs)
        std::snprintf(buf, sizeof buf, "_%lld", static_cast<long long>(param));
    else
        std::snprintf(buf, sizeof buf, "_%3.2f", param);
    return std::string(m.name) + buf;
}

// One query's values, by column.
std::vector<double> queryValues(const RelFormatMeasures& ms, const RelFormatSettings& s,
                                const PrefsQuery* pq, const JgQuery* jq, const RunQuery* ranking,
                                std::size_t columns) {
    std::vector<double> out;
    out.reserve(columns);
    if (pq) {
        const bool pairs = std::any_of(ms.requests.begin(), ms.requests.end(),
                                       [](const auto& r) { return r.measure->prefsPairs; });
        const PrefCounts c = countPreferences(*pq, ranking, s.maxDocs, pairs);
        for (const auto& r : ms.requests) out.push_back(r.measure->prefs(c));
        return out;
    }
    const auto groups = rankByGroup(*jq, ranking, s.maxDocs, s.judgedOnly, s.relevanceLevel);
    for (const auto& r : ms.requests) {
        const std::size_t at = out.size();
        out.resize(at + columnCount(r));
        r.measure->judgmentGroups(groups, s.relevanceLevel, r.params,
                                  std::span<double>(out).subspan(at));
    }
    return out;
}

}  // namespace

bool needsOtherRelFormat(const std::string& spec, std::string& name) {
    if (const auto set = nickname(spec); !set.empty()) {
        name = set.front()->name;
        return true;
    }
    const MeasureInfo* m = findMeasure(spec.substr(0, spec.find('.')));
    if (!m || !needsOtherFormat(*m)) return false;
    name = m->name;
    return true;
}

RelFormatMeasures parseRelFormatMeasures(const std::vector<std::string>& given) {
    const MeasureList list = readMeasureList(given);  // default official; runid, num_q
    RelFormatMeasures out;
    out.runid = list.runid;
    out.numQ = list.numQ;
    for (const auto& spec : list.specs) {
        if (const auto set = nickname(spec); !set.empty()) {
            out.runid = out.numQ = true;
            for (const auto* m : set) add(out, spec, m, "");
            continue;
        }
        const auto dot = spec.find('.');
        const MeasureInfo* m = findMeasure(spec.substr(0, dot));
        if (m && needsOtherFormat(*m)) {
            add(out, spec, m, dot == std::string::npos ? "" : spec.substr(dot + 1));
            continue;
        }
        if (spec == "set") {  // trec_eval's set measures: ordinary qrels only
            out.foreign.push_back(spec);
            continue;
        }
        try {
            std::vector<MeasureRequest> ordinary;
            addMeasureSpec(spec, ordinary);
            out.foreign.push_back(spec);
        } catch (const MeasureSpecError& e) {
            throw RelFormatError(Kind::Usage, e.what());
        }
    }
    std::sort(out.requests.begin(), out.requests.end(), [](const auto& a, const auto& b) {
        return registryIndex(*a.measure) < registryIndex(*b.measure);
    });
    return out;
}

TrecTable evaluateRelFormat(const Run& run, const PrefsJudgments* prefs, const JgQrels* jg,
                            const RelFormatMeasures& measures, const RelFormatSettings& s) {
    TrecTable t;
    t.runid = run.name;
    for (const auto& r : measures.requests) {
        if (r.params.empty() && r.measure->defaultParams.empty())
            t.columns.push_back({std::string(r.measure->name), r.measure->integer,
                                 r.measure->aggregate == Aggregate::Sum});
        for (double p : r.params)
            t.columns.push_back({trecColumnName(*r.measure, p), false, false});
    }
    // The judged queries, in qid byte order.
    std::vector<std::string_view> judged;
    if (prefs)
        for (const auto& q : prefs->queries) judged.push_back(q.qid);
    if (jg)
        for (const auto& q : jg->queries) judged.push_back(q.qid);
    std::vector<std::string_view> order;  // the queries evaluated
    if (s.version == TrecEvalVersion::V10_0) {
        order = judged;  // a query without results stops the walk unless -c (below)
    } else {
        for (const auto& q : run.queries())
            if (std::binary_search(judged.begin(), judged.end(), std::string_view(q.qid)))
                order.push_back(q.qid);
        std::sort(order.begin(), order.end());
    }
    if (order.empty())
        throw RelFormatError(Kind::NoQueries, "no query has both results and judgments");
    if (!measures.foreign.empty())
        throw RelFormatError(Kind::CannotCompute, "measure '" + measures.foreign.front() +
                                                      "' needs ordinary qrels, not -R " +
                                                      toString(s.format) +
                                                      " judgments (trec_eval cannot compute it)");
    t.summary.assign(t.columns.size(), 0.0);
    for (auto qid : order) {
        TrecQueryRow row{std::string(qid), {}};
        if (!run.find(qid) && !s.complete) {
            t.stopped = RelFormatError(Kind::CannotCompute,
                                       "query '" + row.qid +
                                           "' has judgments but no results: trec_eval 10.0 stops "
                                           "here (-c evaluates it with an empty ranking)");
            break;
        }
        try {
            row.values = queryValues(measures, s, prefs ? prefs->find(qid) : nullptr,
                                     jg ? jg->find(qid) : nullptr, run.find(qid), t.columns.size());
        } catch (const JudgmentError& e) {
            t.stopped = RelFormatError(Kind::CannotCompute, e.what());
            break;
        }
        for (std::size_t c = 0; c < t.columns.size(); ++c) t.summary[c] += row.values[c];
        t.queries.push_back(std::move(row));
    }
    if (t.stopped) {
        t.summary.clear();
        return t;
    }
    t.numQ = s.complete ? judged.size() : order.size();
    for (std::size_t c = 0; c < t.columns.size(); ++c)
        if (!t.columns[c].sum) t.summary[c] /= static_cast<double>(t.numQ);
    return t;
}

}  // namespace ranklens::core
