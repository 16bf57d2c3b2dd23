#include "core/trec/rel_format_eval.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "core/measures/measure_spec.h"
#include "core/numbers.h"
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
            if (name == "all_prefs" ? m.prefs : m.judgmentGroups) out.push_back(&m);
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
    const bool integers = m->family == MeasureFamily::PAvgJg;
    std::vector<double> values = parseParamList(spec, params, integers);
    if (it->paramsGiven) return;
    it->params = std::move(values);
    it->paramsGiven = true;
}

std::string trecColumnName(const MeasureInfo& m, double param) {
    char buf[64];
    if (m.family == MeasureFamily::PAvgJg)
        std::snprintf(buf, sizeof buf, "_%lld", static_cast<long long>(param));
    else
        std::snprintf(buf, sizeof buf, "_%3.2f", param);
    return std::string(m.name) + buf;
}

// ---- Values of one query ------------------------------------------------------------

struct FulPoss {
    std::int64_t ful = 0, poss = 0;
};
using Pick = FulPoss (*)(const JgPrefCounts&);
FulPoss allPrefs(const JgPrefCounts& g) {
    return {g.fulfilledRet + g.fulfilledImp, g.possibleRet + g.possibleImp + g.possibleNotRet};
}
FulPoss retPrefs(const JgPrefCounts& g) {
    return {g.fulfilledRet, g.possibleRet};
}
FulPoss impPrefs(const JgPrefCounts& g) {
    return {g.fulfilledRet + g.fulfilledImp, g.possibleRet + g.possibleImp};
}

FulPoss simpleCount(const PrefCounts& c, Pick pick) {
    FulPoss t;
    for (const auto& g : c.groups) {
        const FulPoss x = pick(g);
        t.ful += x.ful;
        t.poss += x.poss;
    }
    return t;
}

// Fulfilled / possible over every jg together; 0 without any possible preference.
double simple(const PrefCounts& c, Pick pick) {
    const FulPoss t = simpleCount(c, pick);
    return t.poss ? static_cast<double>(t.ful) / static_cast<double>(t.poss) : 0.0;
}

// The mean over jgs of per-jg ratios, as trec_eval: 0 unless the sum is > 0 (a NaN ratio,
// 0/0, makes the query 0).
double averageOverGroups(const PrefCounts& c, const std::function<double(const JgPrefCounts&)>& f) {
    double sum = 0;
    for (const auto& g : c.groups) sum += f(g);
    return sum > 0.0 ? sum / static_cast<double>(c.groups.size()) : 0.0;
}

double perGroup(const PrefCounts& c, Pick pick) {
    return averageOverGroups(c, [pick](const JgPrefCounts& g) {
        const FulPoss x = pick(g);
        return x.poss ? static_cast<double>(x.ful) / static_cast<double>(x.poss) : 0.0;
    });
}

double prefsValue(MeasureFamily f, const PrefCounts& c) {
    switch (f) {
        case MeasureFamily::PrefsNumPrefsPoss:
            return static_cast<double>(simpleCount(c, allPrefs).poss);
        case MeasureFamily::PrefsNumPrefsFul:
            return static_cast<double>(simpleCount(c, allPrefs).ful);
        case MeasureFamily::PrefsNumPrefsFulRet:
            return static_cast<double>(simpleCount(c, retPrefs).ful);
        case MeasureFamily::PrefsSimp:
            return simple(c, allPrefs);
        case MeasureFamily::PrefsPair:
            return c.pairs.all;
        case MeasureFamily::PrefsAvgJg:
            return perGroup(c, allPrefs);
        case MeasureFamily::PrefsAvgJgRnonrel:
            return averageOverGroups(c, [](const JgPrefCounts& g) { return g.rnonrel; });
        case MeasureFamily::PrefsSimpRet:
            return simple(c, retPrefs);
        case MeasureFamily::PrefsPairRet:
            return c.pairs.retrieved;
        case MeasureFamily::PrefsAvgJgRet:
            return perGroup(c, retPrefs);
        case MeasureFamily::PrefsAvgJgRnonrelRet:
            return averageOverGroups(c, [](const JgPrefCounts& g) { return g.rnonrelRet; });
        case MeasureFamily::PrefsSimpImp:
            return simple(c, impPrefs);
        case MeasureFamily::PrefsPairImp:
            return c.pairs.implied;
        case MeasureFamily::PrefsAvgJgImp:
            return perGroup(c, impPrefs);
        default:  // a registry row marked prefs without its value here: no silent 0
            throw std::logic_error("no preference value for measure family " +
                                   std::to_string(static_cast<int>(f)));
    }
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
        for (const auto& r : ms.requests) out.push_back(prefsValue(r.measure->family, c));
        return out;
    }
    const auto groups = rankByGroup(*jq, ranking, s.maxDocs, s.judgedOnly, s.relevanceLevel);
    for (const auto& r : ms.requests) {
        if (r.measure->family == MeasureFamily::MapAvgJg) {
            out.push_back(mapAvgJg(groups, s.relevanceLevel));
            continue;
        }
        std::vector<double> v(r.params.size());
        if (r.measure->family == MeasureFamily::PAvgJg)
            precisionAvgJg(groups, s.relevanceLevel, r.params, v);
        else if (r.measure->family == MeasureFamily::RprecMultAvgJg)
            rprecMultAvgJg(groups, s.relevanceLevel, r.params, v);
        else  // a registry row marked judgmentGroups without its values here
            throw std::logic_error("no judgment-group value for measure " +
                                   std::string(r.measure->name));
        out.insert(out.end(), v.begin(), v.end());
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
