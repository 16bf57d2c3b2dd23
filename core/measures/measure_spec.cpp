#include "core/measures/measure_spec.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <utility>

#include "core/base/number_check.h"
#include "core/base/numbers.h"
#include "core/base/text.h"
#include "core/measures/ir_measures_syntax.h"
#include "core/measures/ranx_names.h"

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
    {"rbp", "rbp_ranklens"},
    {"rbp_resid", "rbp_resid_ranklens"},
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

std::vector<std::string> splitCommas(const std::string& list) {
    std::vector<std::string> out;
    std::size_t start = 0;
    for (std::size_t comma; (comma = list.find(',', start)) != std::string::npos; start = comma + 1)
        out.push_back(list.substr(start, comma - start));
    out.push_back(list.substr(start));
    return out;
}

// atol / atof as trec_eval reads a parameter: the longest number at the start, 0 if none.
long leadingLong(const std::string& tok) {
    return std::strtol(tok.c_str(), nullptr, 10);
}
double leadingDouble(const std::string& tok) {
    return std::strtod(tok.c_str(), nullptr);
}

[[noreturn]] void refuse(const std::string& spec, const std::string& why) {
    throw MeasureParamError("measure '" + spec + "': " + why);
}

// trec_eval's parameters of a trec_eval measure (meas_init.c's rules, MeasureInfo::paramSyntax).
std::vector<double> parseTrecParams(const std::string& spec, const MeasureInfo& m,
                                    const std::string& list) {
    std::vector<double> out;
    const auto tokens = splitCommas(list);
    switch (m.paramSyntax) {
        case ParamSyntax::Cutoffs:
            for (const auto& tok : tokens) {
                double v = 0;
                if ((parseDouble(tok, v) && v > kMaxCutoff) || leadingLong(tok) > kMaxCutoff)
                    refuse(spec, "cut-off " + tok + " is too large (at most " +
                                     std::to_string(kMaxCutoff) + ")");
                const long k = leadingLong(tok);
                if (k <= 0) refuse(spec, "cut-offs must be positive integers, got '" + tok + "'");
                out.push_back(static_cast<double>(k));
            }
            break;
        case ParamSyntax::FloatCutoffs:
        case ParamSyntax::Floats:
            for (const auto& tok : tokens) {
                const double v = leadingDouble(tok);
                if (!std::isfinite(v)) refuse(spec, "parameter '" + tok + "' is not finite");
                out.push_back(v);
            }
            break;
        case ParamSyntax::Pairs: {
            // name=value pairs: every comma-separated piece holds exactly one '='.
            for (const auto& tok : tokens) {
                const auto eq = tok.find('=');
                if (eq == std::string::npos || tok.find('=', eq + 1) != std::string::npos)
                    refuse(spec, "malformed pair parameters in '" + list + "'");
                const double v = leadingDouble(tok.substr(eq + 1));
                if (!std::isfinite(v)) refuse(spec, "parameter '" + tok + "' is not finite");
                if (m.persistence) {  // rbp.p=0.8: the last p given, in (0, 1) as --rbp-p's
                    const auto problem = numberProblem(v, ranges::kPersistence);
                    if (tok.substr(0, eq) == "p" && !problem.empty())
                        refuse(spec, "the persistence p " + problem);
                    if (tok.substr(0, eq) == "p") out = {v};
                } else {  // gains: (level, gain) flattened
                    out.push_back(static_cast<double>(leadingLong(tok.substr(0, eq))));
                    out.push_back(v);
                }
            }
            break;
        }
        case ParamSyntax::RankLens:
            break;
    }
    if (m.paramSyntax == ParamSyntax::Cutoffs || m.paramSyntax == ParamSyntax::FloatCutoffs) {
        std::sort(out.begin(), out.end());
        if (std::adjacent_find(out.begin(), out.end()) != out.end())
            refuse(spec, "duplicate cut-offs");
    }
    return out;
}

void merge(std::vector<MeasureRequest>& reqs, const MeasureInfo* m, std::vector<double> params,
           bool explicitParams = false) {
    auto it = std::find_if(reqs.begin(), reqs.end(),
                           [&](const MeasureRequest& r) { return r.measure == m; });
    if (it == reqs.end()) {
        reqs.push_back({m, {}, {}});
        it = reqs.end() - 1;
    }
    // trec_eval's measures: parameters given replace the defaults and a set naming the measure
    // again adds no defaults to them; lists given twice are united (RankLens).
    if (m->paramSyntax != ParamSyntax::RankLens) {
        if (!explicitParams && it->explicitParams) return;
        if (explicitParams && !it->explicitParams) it->params.clear();
        it->explicitParams = it->explicitParams || explicitParams;
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

// A scalar measure with one value from a parameter list (utility, 11pt_avg, relstring, G ...):
// trec_eval takes the first -m that gives the measure parameters and names the value after
// them as typed ("utility_2,-1,0,0"); without any, the defaults and the plain name.
void addParamList(const std::string& spec, const MeasureInfo* m, const std::string& paramList,
                  std::vector<MeasureRequest>& reqs) {
    std::vector<double> params;
    if (!paramList.empty()) params = parseTrecParams(spec, *m, paramList);
    auto it = std::find_if(reqs.begin(), reqs.end(),
                           [&](const MeasureRequest& r) { return r.measure == m; });
    if (it == reqs.end()) {
        reqs.push_back({m, {}, {}});
        it = reqs.end() - 1;
    }
    if (paramList.empty() || it->explicitParams) return;
    it->params = std::move(params);
    it->paramText = paramList;
    it->explicitParams = true;
}

void addNamed(const std::string& spec, const MeasureInfo* m, const std::string& paramList,
              std::vector<MeasureRequest>& reqs) {
    if (m->paramList) return addParamList(spec, m, paramList, reqs);
    if (m->shape == MeasureShape::Scalar) {
        if (!paramList.empty())
            throw MeasureSpecError("measure '" + spec + "': " + std::string(m->name) +
                                   " takes no parameters");
        merge(reqs, m, {});
        return;
    }
    // NIST trec_eval spells RBP's persistence "rbp.p=0.8"; RankLens' own RBP and its residual
    // take that spelling too.
    const bool nistSpelling =
        m->family == MeasureFamily::Rbp || m->family == MeasureFamily::RbpResidual;
    if (nistSpelling && paramList.rfind("p=", 0) == 0)
        return addNamed(spec, m, paramList.substr(2), reqs);
    if (m->family == MeasureFamily::SetF) return addSetF(spec, m, paramList, reqs);
    if (paramList.empty())
        return merge(reqs, m, {m->defaultParams.begin(), m->defaultParams.end()});
    std::vector<double> params =
        m->paramSyntax == ParamSyntax::RankLens
            ? parseParams(spec, paramList, m->shape == MeasureShape::Levels)
            : parseTrecParams(spec, *m, paramList);
    // A persistence lies in (0, 1), as --rbp-p's: p = 1 scores 0 for every list (trec_eval
    // 10.0's rbp.p=1 too, checked with its pairs in parseTrecParams).
    if (m->persistence)
        for (double p : params)
            if (const auto problem = numberProblem(p, ranges::kPersistence); !problem.empty())
                throw MeasureParamError("measure '" + spec + "': the persistence p " + problem);
    merge(reqs, m, std::move(params), true);
}

// The measure a friendly name with parameters stands for ("rbp" -> rbp_ranklens), or nullptr.
const MeasureInfo* cutAlias(const std::string& name) {
    for (const auto& a : kCutAliases)
        if (asciiLower(name) == a.alias) {
            const MeasureInfo* m = findMeasure(a.name);
            if (m->shape != MeasureShape::Scalar) return m;
        }
    return nullptr;
}

// trec_eval's name=value parameters given as a bare list ("rbp.0.9", which no trec_eval reads):
// the friendly name's measure with those parameters (rbp_ranklens.0.9), when it has one.
const MeasureInfo* bareParamsMeasure(const MeasureInfo& m, const std::string& name,
                                     const std::string& params) {
    if (m.paramSyntax != ParamSyntax::Pairs || params.empty() ||
        params.find('=') != std::string::npos)
        return &m;
    const MeasureInfo* own = cutAlias(name);
    return own ? own : &m;
}

// pytrec_eval's spelling (its result keys): measure name, '_', one parameter or a list, e.g.
// "P_5", "ndcg_cut_10", "ndcg_cut_20,4", "iprec_at_recall_0.10". Returns the measure (and sets
// param) or nullptr.
const MeasureInfo* underscoreForm(const std::string& spec, std::string& param) {
    const auto us = spec.rfind('_');
    if (us == std::string::npos || us == 0 || us + 1 == spec.size()) return nullptr;
    param = spec.substr(us + 1);
    // One parameter, or pytrec_eval's list "ndcg_cut_20,4" (= trec_eval's ndcg_cut.20,4).
    if (!std::all_of(param.begin(), param.end(),
                     [](unsigned char c) { return std::isdigit(c) || c == '.' || c == ','; }))
        return nullptr;
    const std::string base = spec.substr(0, us);
    // rbp_resid_0.5: a bare persistence, as "rbp_resid.0.5" (rbp_resid_ranklens).
    const MeasureInfo* m = findMeasure(base);
    m = m ? bareParamsMeasure(*m, base, param) : cutAlias(base);
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
        if (pairs.back().first > kMaxGainLevel)
            throw MeasureSpecError("measure '" + spec.substr(0, 60) + "': label " + level +
                                   " is above " + std::to_string(kMaxGainLevel) +
                                   ", the largest label a gain can be set for");
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
        checkRanxSettings(spec, cfg);        // ndcg_burges@k: gain exponential
        addMeasureSpec(spec, requests, cfg.trecEvalVersion);
        return;
    }
    if (cfg.gain == GainKind::Custom && cfg.customGains != gains)
        throw MeasureSpecError("measure '" + spec + "': gains conflict with " + gainSetting +
                               " or another ndcg.level=gain list");
    cfg.gain = GainKind::Custom;
    cfg.customGains = gains;
    addMeasureSpec("ndcg", requests, cfg.trecEvalVersion);
    // Named after the pairs as typed, as trec_eval: ndcg_1=3,2=9.
    for (auto& r : requests)
        if (r.measure->family == MeasureFamily::Ndcg && r.paramText.empty())
            r.paramText = spec.substr(std::string("ndcg.").size());
}

MeasureList readMeasureList(const std::vector<std::string>& given) {
    MeasureList out;
    for (const auto& s : given.empty() ? std::vector<std::string>{"official"} : given) {
        const bool runid = s == "runid", numQ = s == "num_q" || s == "NumQ";
        const bool set = s == "official" || s == "all_trec";
        out.runid = out.runid || runid || set;
        out.numQ = out.numQ || numQ || set;
        if (!runid && !numQ) out.specs.push_back(s);
    }
    return out;
}

const std::vector<std::string>& officialMeasureNames() {
    static const std::vector<std::string> v = {
        "num_ret", "num_rel",    "num_rel_ret",     "map", "gm_map", "Rprec",
        "bpref",   "recip_rank", "iprec_at_recall", "P"};
    return v;
}

const std::vector<std::string>& allTrecMeasureNamesFor(TrecEvalVersion version) {
    static const auto names = [](TrecEvalVersion v) {
        std::vector<std::string> out;
        for (const auto& m : measureRegistry())
            if (!m.trecName.empty() && m.inAllTrec && !m.prefs && !m.judgmentGroups &&
                knownIn(m, v))
                out.emplace_back(m.name);
        return out;
    };
    static const std::vector<std::string> v9 = names(TrecEvalVersion::V9_0_8);
    static const std::vector<std::string> v10 = names(TrecEvalVersion::V10_0);
    return version == TrecEvalVersion::V10_0 ? v10 : v9;
}

const std::vector<std::string>& allTrecMeasureNames() {
    return allTrecMeasureNamesFor(TrecEvalVersion::V9_0_8);
}

std::string measureNewInTrecEval10(const std::vector<std::string>& specs) {
    for (const auto& spec : specs) {
        std::vector<MeasureRequest> reqs;
        try {
            addMeasureSpec(spec, reqs, TrecEvalVersion::V9_0_8);
        } catch (const MeasureSpecError&) {
            continue;  // refused: said when the evaluation reads it
        }
        for (const auto& r : reqs)
            if (!knownIn(*r.measure, TrecEvalVersion::V9_0_8)) return std::string(r.measure->name);
    }
    return "";
}

void addMeasureSpec(const std::string& specIn, std::vector<MeasureRequest>& reqs,
                    TrecEvalVersion version) {
    std::string spec = specIn;
    spec.erase(0, spec.find_first_not_of(' '));
    if (spec.empty()) throw MeasureSpecError("empty measure name");
    if (spec == "official" || spec == "all_trec") {
        for (const auto& n :
             spec == "official" ? officialMeasureNames() : allTrecMeasureNamesFor(version))
            addNamed(n, findMeasure(n), "", reqs);
        return;
    }
    if (const auto ranx = fromRanxName(spec))  // ranx's names: "hit_rate@5", "ndcg_burges@10"
        return addMeasureSpec(ranx->spec, reqs, version);
    if (addIrMeasuresSpec(spec, reqs)) return;  // ir_measures' names: "nDCG@10", "P(rel=2)@5"
    // Friendly form name@k.
    if (const auto at = spec.find('@'); at != std::string::npos) {
        const std::string base = asciiLower(spec.substr(0, at));
        const std::string k = spec.substr(at + 1);
        for (const auto& a : kCutAliases) {
            if (base != a.alias) continue;
            const MeasureInfo* m = findMeasure(a.name);
            // Only trec_eval's own spelling reads a fractional cut-off as its integer part.
            if (m->shape == MeasureShape::Curve && k.find('.') != std::string::npos)
                throw MeasureSpecError("measure '" + spec +
                                       "': a cut-off k is a whole number of ranks, not '" + k +
                                       "'");
            return addNamed(spec, m, k, reqs);
        }
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
    // A measure only trec_eval 10.0 has is known in every mode (the default mode is a superset
    // of 9.0.8's); all_trec alone follows the release.
    if (const MeasureInfo* m = findMeasure(name))
        return addNamed(spec, bareParamsMeasure(*m, name, params), params, reqs);
    const std::string lname = asciiLower(name);
    if (params.empty())
        for (const auto& a : kPlainAliases)
            if (lname == a.alias) return addNamed(spec, findMeasure(a.name), "", reqs);
    if (const MeasureInfo* m = cutAlias(name)) return addNamed(spec, m, params, reqs);
    throw MeasureSpecError(unknownMeasureMessage(spec, knownNames()));
}

std::vector<std::string> dropUndefinedUnderAveragedTies(const std::vector<std::string>& specs,
                                                        std::vector<MeasureRequest>& requests,
                                                        const std::string& setting) {
    for (const auto& s : specs) {
        if (s == "official" || s == "all_trec") continue;
        std::vector<MeasureRequest> own;
        addMeasureSpec(s, own, TrecEvalVersion::V10_0);
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
