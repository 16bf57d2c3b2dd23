#include "core/measure_spec.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <utility>

#include "core/io/numbers.h"
#include "core/measures/ir_measures_syntax.h"

namespace ranklens::core {

namespace {

struct Alias {
    const char* alias;  // lower case, before '@'
    const char* name;   // registry name
};
// Friendly names → registry measures. "x@k" picks cut-off k; "x" alone the scalar form.
const Alias kCutAliases[] = {
    {"p", "P"},
    {"precision", "P"},
    {"r", "recall"},
    {"recall", "recall"},
    {"f1", "F1"},
    {"f", "F1"},
    {"ndcg", "ndcg_cut"},
    {"hit", "success"},
    {"success", "success"},
    {"hitrate", "success"},
    {"mrr", "RR"},
    {"rr", "RR"},
    {"map", "map_cut"},
    {"ap", "map_cut"},
    {"cg", "CG"},
    {"dcg", "DCG"},
    {"idcg", "IDCG"},
    {"judged", "judged"},
    {"coverage", "coverage"},
    {"cov", "coverage"},
    {"err", "err_cut"},
    {"nerr", "nerr_cut"},
    {"rbp", "rbp"},
    {"rbp_cut", "rbp_cut"},
    {"alpha_ndcg", "alpha_ndcg_cut"},
    {"alpha-ndcg", "alpha_ndcg_cut"},
    {"err_ia", "err_ia_cut"},
    {"err-ia", "err_ia_cut"},
    {"nerr_ia", "nerr_ia_cut"},
    {"nerr-ia", "nerr_ia_cut"},
    {"strec", "strec_cut"},
    {"srecall", "strec_cut"},
    {"s-recall", "strec_cut"},
    {"ild", "ild_cut"},
    {"catcov", "catcov_cut"},
    {"category_coverage", "catcov_cut"},
    {"novelty", "novelty_cut"},
    {"arp", "arp_cut"},
    {"longtail", "longtail_cut"},
    {"long_tail", "longtail_cut"},
    {"gini", "gini"},
};
const Alias kPlainAliases[] = {
    {"mrr", "recip_rank"},
    {"rr", "recip_rank"},
    {"recip_rank", "recip_rank"},
    {"map", "map"},
    {"ap", "map"},
    {"ndcg", "ndcg"},
    {"rprec", "Rprec"},
    {"r-precision", "Rprec"},
    {"r-prec", "Rprec"},
    {"err", "err_cut"},
    {"nerr", "nerr_cut"},
};

std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

std::vector<double> parseParams(const std::string& spec, const std::string& list, bool levels,
                                bool weights = false) {
    std::vector<double> out;
    std::size_t start = 0;
    while (start <= list.size()) {
        const std::size_t comma = list.find(',', start);
        const std::string tok =
            list.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
        double v;
        if (!parseDouble(tok, v))
            throw MeasureSpecError("measure '" + spec + "': parameter '" + tok +
                                   "' is not a number");
        // The range test comes first: converting 1e300 to an integer would be undefined.
        if (!levels && v > kMaxCutoff)
            throw MeasureSpecError("measure '" + spec + "': cut-off " + tok +
                                   " is too large (at most " + std::to_string(kMaxCutoff) + ")");
        if (weights) {  // set_F's x: any finite number >= 0
            if (!(v >= 0 && std::isfinite(v)))
                throw MeasureSpecError("measure '" + spec +
                                       "': the weight must be a number >= 0, "
                                       "got '" +
                                       tok + "'");
        } else if (levels ? !(v >= 0 && v <= 1) : !(v >= 1 && v == std::floor(v)))
            throw MeasureSpecError(
                "measure '" + spec + "': " +
                (levels ? "levels must lie in [0, 1]" : "cut-offs must be positive integers") +
                ", got '" + tok + "'");
        out.push_back(v);
        if (comma == std::string::npos) break;
        start = comma + 1;
    }
    return out;
}

void merge(std::vector<MeasureRequest>& reqs, const MeasureInfo* m, std::vector<double> params) {
    auto it = std::find_if(reqs.begin(), reqs.end(),
                           [&](const MeasureRequest& r) { return r.measure == m; });
    if (it == reqs.end()) {
        reqs.push_back({m, {}, {}});
        it = reqs.end() - 1;
    }
    it->params.insert(it->params.end(), params.begin(), params.end());
    std::sort(it->params.begin(), it->params.end());
    it->params.erase(std::unique(it->params.begin(), it->params.end()), it->params.end());
}

std::string knownNames() {
    std::string s;
    for (const auto& m : measureRegistry()) s += (s.empty() ? "" : ", ") + std::string(m.name);
    return s;
}

// set_F as trec_eval 9.0.8 (m_set_F.c, meas_init.c): one value, computed with the first weight
// of the first -m set_F that has parameters and named "set_F_" + that parameter text verbatim
// (set_F.1.0 -> set_F_1.0, set_F.0.5,2 -> set_F_0.5,2); "set_F" (x = 1) when none has any.
void addSetF(const std::string& spec, const MeasureInfo* m, const std::string& paramList,
             std::vector<MeasureRequest>& reqs) {
    std::vector<double> params;
    if (!paramList.empty()) params = parseParams(spec, paramList, false, true);
    auto it = std::find_if(reqs.begin(), reqs.end(),
                           [&](const MeasureRequest& r) { return r.measure == m; });
    if (it == reqs.end()) {
        reqs.push_back({m, {m->defaultParams.begin(), m->defaultParams.end()}, {}});
        it = reqs.end() - 1;
    }
    if (params.empty() || !it->paramText.empty()) return;
    it->params = {params.front()};
    it->paramText = paramList;
}

void addNamed(const std::string& spec, const MeasureInfo* m, const std::string& paramList,
              std::vector<MeasureRequest>& reqs) {
    if (m->shape == MeasureShape::Scalar) {
        if (!paramList.empty())
            throw MeasureSpecError("measure '" + spec + "': " + std::string(m->name) +
                                   " takes no parameters");
        merge(reqs, m, {});
        return;
    }
    // NIST trec_eval spells RBP's persistence "rbp.p=0.8".
    const bool persistence =
        m->family == MeasureFamily::Rbp || m->family == MeasureFamily::RbpResidual;
    if (persistence && paramList.rfind("p=", 0) == 0)
        return addNamed(spec, m, paramList.substr(2), reqs);
    if (m->family == MeasureFamily::SetF) return addSetF(spec, m, paramList, reqs);
    std::vector<double> params =
        paramList.empty() ? std::vector<double>(m->defaultParams.begin(), m->defaultParams.end())
                          : parseParams(spec, paramList, m->shape == MeasureShape::Levels);
    merge(reqs, m, std::move(params));
}

// pytrec_eval's spelling (its result keys): measure name, '_', one parameter, e.g. "P_5",
// "ndcg_cut_10", "iprec_at_recall_0.10". Returns the measure (and sets param) or nullptr.
const MeasureInfo* underscoreForm(const std::string& spec, std::string& param) {
    const auto us = spec.rfind('_');
    if (us == std::string::npos || us == 0 || us + 1 == spec.size()) return nullptr;
    param = spec.substr(us + 1);
    if (!std::all_of(param.begin(), param.end(),
                     [](unsigned char c) { return std::isdigit(c) || c == '.'; }))
        return nullptr;
    const std::string base = spec.substr(0, us);
    const MeasureInfo* m = findMeasure(base);
    if (!m)
        for (const auto& a : kCutAliases)
            if (lower(base) == a.alias) m = findMeasure(a.name);
    return m && m->shape != MeasureShape::Scalar ? m : nullptr;
}

}  // namespace

bool parseTrecNdcgGains(const std::string& spec, std::vector<double>& gains) {
    const std::string prefix = "ndcg.";
    if (spec.rfind(prefix, 0) != 0 || spec.find('=') == std::string::npos) return false;
    std::vector<std::pair<std::size_t, double>> pairs;
    std::size_t maxLevel = 0, start = prefix.size();
    while (start <= spec.size()) {
        const std::size_t comma = std::min(spec.find(',', start), spec.size());
        const std::string tok = spec.substr(start, comma - start);
        const std::size_t eq = tok.find('=');
        const std::string level = tok.substr(0, eq);
        double gain = 0;
        if (eq == std::string::npos || level.empty() || level.size() > 9 ||
            !std::all_of(level.begin(), level.end(),
                         [](unsigned char c) { return std::isdigit(c); }) ||
            !parseDouble(tok.substr(eq + 1), gain) || !std::isfinite(gain))
            throw MeasureSpecError("measure '" + spec + "': '" + tok +
                                   "' is not level=gain (a label 0, 1, 2, ... and a number)");
        pairs.emplace_back(std::stoul(level), gain);
        maxLevel = std::max(maxLevel, pairs.back().first);
        start = comma + 1;
    }
    gains.resize(maxLevel + 1);
    for (std::size_t i = 0; i <= maxLevel; ++i) gains[i] = static_cast<double>(i);
    for (const auto& [level, gain] : pairs) gains[level] = gain;
    return true;
}

void addMeasureSpecOrGains(const std::string& spec, EvalConfig& cfg,
                           std::vector<MeasureRequest>& requests, const std::string& gainSetting) {
    std::vector<double> gains;
    if (!parseTrecNdcgGains(spec, gains)) {
        checkIrMeasuresSettings(spec, cfg);  // rel=, judged_only=, ... must match cfg
        addMeasureSpec(spec, requests);
        return;
    }
    if (cfg.gain == GainKind::Custom && cfg.customGains != gains)
        throw MeasureSpecError("measure '" + spec + "': gains conflict with " + gainSetting +
                               " or another ndcg.level=gain list");
    cfg.gain = GainKind::Custom;
    cfg.customGains = gains;
    addMeasureSpec("ndcg", requests);
}

const std::vector<std::string>& officialMeasureNames() {
    static const std::vector<std::string> v = {
        "num_ret", "num_rel",    "num_rel_ret",     "map", "gm_map", "Rprec",
        "bpref",   "recip_rank", "iprec_at_recall", "P"};
    return v;
}

const std::vector<std::string>& allTrecMeasureNames() {
    static const std::vector<std::string> v = [] {
        std::vector<std::string> names;
        for (const auto& m : measureRegistry())
            if (!m.trecName.empty()) names.emplace_back(m.name);
        return names;
    }();
    return v;
}

void addMeasureSpec(const std::string& specIn, std::vector<MeasureRequest>& reqs) {
    std::string spec = specIn;
    spec.erase(0, spec.find_first_not_of(' '));
    if (spec.empty()) throw MeasureSpecError("empty measure name");
    if (spec == "official" || spec == "all_trec") {
        for (const auto& n : spec == "official" ? officialMeasureNames() : allTrecMeasureNames())
            addNamed(n, findMeasure(n), "", reqs);
        return;
    }
    if (addIrMeasuresSpec(spec, reqs)) return;  // ir_measures' names: "nDCG@10", "P(rel=2)@5"
    // Friendly form name@k.
    if (const auto at = spec.find('@'); at != std::string::npos) {
        const std::string base = lower(spec.substr(0, at));
        const std::string k = spec.substr(at + 1);
        for (const auto& a : kCutAliases)
            if (base == a.alias) return addNamed(spec, findMeasure(a.name), k, reqs);
        throw MeasureSpecError(unknownMeasureMessage(spec, knownNames()));
    }
    if (std::string param; const MeasureInfo* m = underscoreForm(spec, param))
        return addNamed(spec, m, param, reqs);
    // trec_eval form name[.params]; names may contain '.' only before the parameter list.
    const auto dot = spec.find('.');
    const std::string name = spec.substr(0, dot);
    const std::string params = dot == std::string::npos ? "" : spec.substr(dot + 1);
    if (dot != std::string::npos && params.empty())
        throw MeasureSpecError("measure '" + spec + "': empty parameter list");
    if (const MeasureInfo* m = findMeasure(name)) return addNamed(spec, m, params, reqs);
    const std::string lname = lower(name);
    if (params.empty())
        for (const auto& a : kPlainAliases)
            if (lname == a.alias) return addNamed(spec, findMeasure(a.name), "", reqs);
    for (const auto& a : kCutAliases)
        if (lname == a.alias) {
            const MeasureInfo* m = findMeasure(a.name);
            if (m->shape != MeasureShape::Scalar) return addNamed(spec, m, params, reqs);
        }
    throw MeasureSpecError(unknownMeasureMessage(spec, knownNames()));
}

std::vector<std::string> dropUndefinedUnderAveragedTies(const std::vector<std::string>& specs,
                                                        std::vector<MeasureRequest>& requests,
                                                        const std::string& setting) {
    for (const auto& s : specs) {
        if (s == "official" || s == "all_trec") continue;
        std::vector<MeasureRequest> own;
        addMeasureSpec(s, own);
        for (const auto& r : own)
            if (!definedUnderAveragedTies(*r.measure))
                throw MeasureSpecError(std::string(r.measure->name) + " is not defined under " +
                                       setting +
                                       " (no exact expected value over the orders of tied items)");
    }
    std::vector<std::string> removed;
    std::erase_if(requests, [&removed](const MeasureRequest& r) {
        if (definedUnderAveragedTies(*r.measure)) return false;
        removed.emplace_back(r.measure->name);
        return true;
    });
    return removed;
}

}  // namespace ranklens::core
