// ir_measures' measure syntax (terrierteam/ir_measures, ir_measures/util.py parse_measure):
// NAME, optionally "(key=value, ...)" with Python literals, optionally "@value" for the measure's
// cut-off (IPrec: its recall level). Names and parameter defaults follow ir_measures/measures/*.py;
// which provider computes a measure there (pytrec_eval, gdeval, pyndeval, cwl_eval, trectools,
// compat) decides its exact definition, and the RankLens measure each name maps to is the one
// with that definition.
#include "core/measures/ir_measures_syntax.h"
#include "core/measures/ir_measures_table.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <optional>

#include "core/base/number_check.h"
#include "core/base/numbers.h"
#include "core/measures/measure.h"

namespace ranklens::core {
namespace {

using irm::Entry;
using irm::Rule;

std::vector<std::string> splitList(const std::string& s) {
    std::vector<std::string> out;
    std::size_t start = 0;
    while (start < s.size()) {
        const std::size_t comma = std::min(s.find(',', start), s.size());
        out.push_back(s.substr(start, comma - start));
        start = comma + 1;
    }
    return out;
}

// One ir_measures name taken apart: NAME(key=value,...)@at.
struct Parsed {
    std::string name;
    std::vector<std::pair<std::string, std::string>> args;  // values as typed, quotes removed
    std::string at;
    bool hasAt = false;
    bool parens = false;
};
enum class Form { NotIr, Ok, Malformed };

bool identChar(char c) {
    const auto u = static_cast<unsigned char>(c);
    return std::isalnum(u) || c == '_' || u >= 0x80;  // UTF-8 bytes: the alpha of "α_nDCG"
}

Form parse(const std::string& spec, Parsed& p) {
    std::string s;  // spaces dropped outside quotes, as Python's parser does
    char quote = 0;
    for (char c : spec) {
        if (quote) {
            if (c == quote) quote = 0;
        } else if (c == '\'' || c == '"') {
            quote = c;
        } else if (std::isspace(static_cast<unsigned char>(c))) {
            continue;
        }
        s += c;
    }
    std::size_t i = 0;
    while (i < s.size() && identChar(s[i])) ++i;
    if (i == 0) return Form::NotIr;
    p.name = s.substr(0, i);
    if (i < s.size() && s[i] == '(') {
        p.parens = true;
        int depth = 0;
        std::size_t j = i + 1, argStart = i + 1;
        bool closed = false;
        for (quote = 0; j < s.size() && !closed; ++j) {
            const char c = s[j];
            if (quote) {
                if (c == quote) quote = 0;
            } else if (c == '\'' || c == '"') {
                quote = c;
            } else if (c == '{' || c == '[' || c == '(') {
                ++depth;
            } else if ((c == '}' || c == ']' || c == ')') && depth > 0) {
                --depth;
            } else if ((c == ',' || c == ')') && depth == 0) {
                const std::string arg = s.substr(argStart, j - argStart);
                closed = c == ')';
                argStart = j + 1;
                if (arg.empty() && closed && p.args.empty()) continue;  // "NAME()"
                const auto eq = arg.find('=');
                if (eq == std::string::npos || eq == 0) return Form::Malformed;
                std::string value = arg.substr(eq + 1);
                if (value.size() >= 2 && (value[0] == '\'' || value[0] == '"') &&
                    value.back() == value[0])
                    value = value.substr(1, value.size() - 2);
                p.args.emplace_back(arg.substr(0, eq), value);
            }
        }
        if (!closed) return Form::Malformed;
        i = j;
    }
    if (i < s.size() && s[i] == '@') {
        p.hasAt = true;
        p.at = s.substr(i + 1);
        if (p.at.empty()) return Form::Malformed;
        i = s.size();
    }
    if (i != s.size()) return p.parens ? Form::Malformed : Form::NotIr;
    return Form::Ok;
}

// A RankLens measure to request: registry name and one parameter (none: its defaults).
struct Native {
    std::string name;
    std::optional<double> param;
    std::string text;  // set_F only: the parameter as typed, for its column name
};

// What an ir_measures name means in RankLens: the measures, and the settings of the whole
// evaluation it asks for (unset: it takes the evaluation's own).
struct Translation {
    std::vector<Native> natives;
    std::optional<int> rel;
    std::optional<bool> judgedOnly;
    std::optional<bool> exponential;
    std::optional<double> alpha;
    std::optional<int> maxRel;
    std::optional<double> rbpP;
};

class Translator {
  public:
    Translator(const std::string& spec, const Entry& e, const Parsed& p)
        : spec_(spec), entry_(e), p_(p) {
        const auto allowed = splitList(e.params);
        for (const auto& [key, value] : p.args) {
            if (std::find(allowed.begin(), allowed.end(), key) != allowed.end()) continue;
            std::string msg =
                "measure '" + spec + "': " + e.name + " has no parameter '" + key + "'";
            std::string best;
            std::size_t bestD = 3;
            for (const auto& a : allowed)
                if (const std::size_t d = irm::irEditDistance(key, a); d < bestD)
                    bestD = d, best = a;
            if (!best.empty()) msg += "; did you mean '" + best + "'?";
            throw MeasureSpecError(msg + " (its parameters: " +
                                   (allowed.empty() ? std::string("none") : e.params) + ")");
        }
    }

    [[noreturn]] void fail(const std::string& why) const {
        throw MeasureSpecError("measure '" + spec_ + "': " + why);
    }

    std::optional<std::string> arg(const char* key) const {
        for (const auto& [k, v] : p_.args)
            if (k == key) return v;
        return std::nullopt;
    }
    std::optional<double> number(const char* key) const {
        const auto v = arg(key);
        if (!v) return std::nullopt;
        double d;
        if (!parseDouble(*v, d) || !std::isfinite(d))
            fail(std::string(key) + "=" + *v + " is not a number");
        return d;
    }
    std::optional<int> integer(const char* key) const {
        const auto v = arg(key);
        if (!v) return std::nullopt;
        std::int32_t i;
        if (!parseInt(*v, i)) fail(std::string(key) + "=" + *v + " is not an integer");
        return i;
    }
    std::optional<bool> boolean(const char* key) const {
        const auto v = arg(key);
        if (!v) return std::nullopt;
        if (*v == "True" || *v == "true" || *v == "1") return true;
        if (*v == "False" || *v == "false" || *v == "0") return false;
        fail(std::string(key) + "=" + *v + " is not True or False");
    }
    // The cut-off: "@k" or cutoff=k; a positive integer.
    std::optional<double> cutoff() const {
        std::optional<std::string> v = p_.hasAt ? std::optional<std::string>(p_.at) : arg("cutoff");
        if (!v) return std::nullopt;
        double k;
        if (!parseDouble(*v, k) || !(k >= 1 && k <= kMaxCutoff && k == std::floor(k)))
            fail("the cut-off must be an integer in 1.." + std::to_string(kMaxCutoff) + ", got '" +
                 *v + "'");
        return k;
    }
    // A parameter in (lo, hi], [lo, hi] or (lo, hi).
    std::optional<double> bounded(const char* key, double lo, double hi, bool openLow,
                                  bool openHigh = false) const {
        const auto v = number(key);
        if (v && !((openLow ? *v > lo : *v >= lo) && (openHigh ? *v < hi : *v <= hi)))
            fail(std::string(key) + " must lie in " + (openLow ? "(" : "[") + shortNumber(lo) +
                 ", " + shortNumber(hi) + (openHigh ? ")" : "]"));
        return v;
    }

    void add(const char* name, std::optional<double> param = std::nullopt) {
        t_.natives.push_back({name, param, {}});
    }
    Translation run() {
        // IPrec's "@" is its recall level (ir_measures' AT_PARAM), read in special().
        const bool atIsLevel = std::string(entry_.params).starts_with("recall");
        const auto k = atIsLevel ? std::nullopt : cutoff();
        if (!atIsLevel && p_.hasAt && !std::string(entry_.params).starts_with("cutoff"))
            fail(std::string(entry_.name) + " takes no cut-off");
        switch (entry_.rule) {
            case Rule::Threshold:
                t_.rel = integer("rel");
                if (t_.rel && *t_.rel < 0) fail("rel must be >= 0");
                t_.judgedOnly = boolean("judged_only");
                break;
            case Rule::Alpha:
                t_.alpha = bounded("alpha", 0, 1, false);
                [[fallthrough]];
            case Rule::Subtopic:
                // Subtopic labels count an item relevant to a subtopic when its judgment > 0.
                if (const auto r = integer("rel"); r && *r != 1)
                    fail("rel=" + std::to_string(*r) +
                         ": RankLens' subtopic labels count judgment > 0 as relevant (rel=1) only");
                t_.judgedOnly = boolean("judged_only");
                break;
            case Rule::Cwl:
                // cwl_eval's gain scale: (label - min_rel) / (max_rel - min_rel) in [0, 1].
                if (const auto m = integer("min_rel"); m && *m != 0)
                    fail("min_rel other than 0 is not supported (RankLens scales gains from 0)");
                t_.maxRel = integer("max_rel");
                if (t_.maxRel && !(*t_.maxRel >= 1 && *t_.maxRel <= kMaxExponentialLabel))
                    fail("max_rel must be an integer in 1.." +
                         std::to_string(kMaxExponentialLabel));
                break;
            case Rule::None:
                break;
        }
        const std::string name = entry_.name;
        if (name == "nDCG" || name == "NDCG") ndcgSettings();
        if (*entry_.cut)
            k || !entry_.whole ? add(entry_.cut, k) : add(entry_.whole);
        else
            special(name, k);
        return t_;
    }

  private:
    void ndcgSettings() {
        t_.judgedOnly = boolean("judged_only");
        if (arg("gains"))
            fail(
                "gains= is not taken in ir_measures syntax; give the gains as trec_eval does, "
                "-m ndcg.0=0,1=1,2=3 (or --gain-values / gain_values=)");
        if (const auto d = arg("dcg")) {
            if (*d != "log2" && *d != "exp-log2")
                fail("dcg must be log2 or exp-log2, got '" + *d + "'");
            t_.exponential = *d == "exp-log2";
        }
    }
    // The names whose parameters are not a cut-off alone.
    void special(const std::string& name, std::optional<double> k) {
        if (name == "IPrec" || name == "iP") {
            const auto v = p_.hasAt ? std::optional<std::string>(p_.at) : arg("recall");
            if (!v) return add("iprec_at_recall");
            double level;
            if (!parseDouble(*v, level) || !(level >= 0 && level <= 1))
                fail("the recall level must lie in [0, 1], got '" + *v + "'");
            return add("iprec_at_recall", level);
        }
        if (name == "SetP")
            return add(boolean("relative").value_or(false) ? "set_relative_P" : "set_P");
        if (name == "SetF") {
            const auto beta = number("beta");
            if (beta && !(*beta >= 0)) fail("beta must be >= 0");
            // pytrec_eval passes beta to trec_eval's set_F as its x (not squared) and names
            // the column set_F for beta 1, set_F_<beta> otherwise.
            if (!beta || *beta == 1.0) return add("set_F");
            return t_.natives.push_back({"set_F", beta, *arg("beta")});
        }
        if (name == "NumRet") return add(t_.rel ? "num_rel_ret" : "num_ret");
        if (name == "NumQ")
            fail(
                "NumQ, the number of queries, is not a per-query measure: the CLI prints it "
                "as num_q (-m num_q or -m NumQ) and every summary states it");
        if (name == "RBP") return rbp(k);
        if (name == "NRBP" || name == "nNRBP")
            return add(name == "NRBP" ? "nrbp" : "nnrbp",
                       bounded("beta", 0, 1, false).value_or(0.5));
        if (name == "NERR10") return add("nerr10", bounded("p", 0, 1, false).value_or(0.9));
        if (name == "NERR11" || name == "INST" || name == "INSQ") {
            const auto T = number("T");
            if (T && !(*T > 0)) fail("T must be > 0");
            return add(name == "NERR11" ? "nerr11"
                       : name == "INST" ? "inst"
                                        : "insq",
                       T.value_or(1.0));
        }
        if (name == "SDCG") {
            if (const auto d = arg("dcg"); d && *d != "log2")
                fail("SDCG takes dcg=log2 only, as ir_measures");
            return add("sdcg_cut", k);
        }
        if (name == "BPM") {
            if (const auto T = number("T"); T && *T != 1.0)
                fail("BPM with T other than 1 is not in RankLens (bpm_cut has T = 1)");
            return add("bpm_cut", k);
        }
        if (name == "Compat")
            return add(boolean("normalize").value_or(true) ? "compat" : "compat_raw",
                       bounded("p", 0, 1, true).value_or(0.95));
        fail(name + " is not computed by RankLens");
    }
    void rbp(std::optional<double> k) {
        // (0, 1), as -m rbp_ranklens.P and --rbp-p: p = 1 scores 0 for every list.
        const auto p = bounded("p", 0, 1, true, true).value_or(0.8);
        if (arg("rel")) {  // binary, as cwl_eval computes it for ir_measures
            t_.rel = integer("rel");
            if (*t_.rel < 0) fail("rel must be >= 0");
            if (!k) return add("rbp_ranklens", p);
            t_.rbpP = p;
            return add("rbp_cut", k);
        }
        if (k)
            fail(
                "graded RBP (no rel=) with a cut-off is not in RankLens; give rel= for binary "
                "RBP of the top k (rbp_cut), or leave the cut-off out");
        add("rbp_graded", p);
    }

    const std::string& spec_;
    const Entry& entry_;
    const Parsed& p_;
    Translation t_;
};

void merge(const std::string& spec, const Native& n, std::vector<MeasureRequest>& reqs) {
    if (n.name == "set_F") {  // trec_eval's naming rules for set_F live in addMeasureSpec
        addMeasureSpec(n.text.empty() ? "set_F" : "set_F." + n.text, reqs);
        return;
    }
    const MeasureInfo* m = findMeasure(n.name);
    if (!m)
        throw MeasureSpecError("measure '" + spec + "' (RankLens' " + n.name +
                               ") is not computed by RankLens yet");
    auto it = std::find_if(reqs.begin(), reqs.end(),
                           [&](const MeasureRequest& r) { return r.measure == m; });
    if (it == reqs.end()) {
        reqs.push_back({m, {}, {}});
        it = reqs.end() - 1;
    }
    if (m->shape == MeasureShape::Scalar) return;
    if (n.param)
        it->params.push_back(*n.param);
    else
        it->params.insert(it->params.end(), m->defaultParams.begin(), m->defaultParams.end());
    std::sort(it->params.begin(), it->params.end());
    it->params.erase(std::unique(it->params.begin(), it->params.end()), it->params.end());
}

// RankLens' names of the measures whose parameter T may exceed 1: "inst.3", "insq.0.5,2".
bool addOwnSpellings(const std::string& spec, std::vector<MeasureRequest>& reqs) {
    // RankLens' names of the measures whose parameter T may exceed 1: "inst.3", "insq.0.5,2".
    for (const char* name : {"inst", "insq", "nerr11"}) {
        const std::string prefix = std::string(name) + ".";
        if (spec.rfind(prefix, 0) != 0) continue;
        for (const auto& tok : splitList(spec.substr(prefix.size()))) {
            double T;
            if (!parseDouble(tok, T) || !(T > 0 && std::isfinite(T)))
                throw MeasureSpecError("measure '" + spec + "': T must be a number > 0, got '" +
                                       tok + "'");
            merge(spec, {name, T, {}}, reqs);
        }
        return true;
    }
    // "name@k" for the cut-off measures added with this parser: alpha_dcg@20 = alpha_dcg_cut.20.
    const auto at = spec.find('@');
    if (at == std::string::npos) return false;
    const MeasureInfo* m = findMeasure(spec.substr(0, at) + "_cut");
    if (!m || !m->irMeasuresAtK) return false;
    for (const auto& tok : splitList(spec.substr(at + 1))) {
        double k;
        if (!parseDouble(tok, k) || !(k >= 1 && k <= kMaxCutoff && k == std::floor(k)))
            throw MeasureSpecError("measure '" + spec +
                                   "': cut-offs must be positive integers, got '" + tok + "'");
        merge(spec, {std::string(m->name), k, {}}, reqs);
    }
    return true;
}

Translation translate(const std::string& spec, const Parsed& p, const Entry& e) {
    return Translator(spec, e, p).run();
}

}  // namespace

namespace {
// Without parentheses a cut-off list or a bad cut-off ("P@5,10", "P@100001") is RankLens' own
// friendly syntax: its parser takes the list or explains the limit.
bool isOwnFriendlyCutoff(const Parsed& p, const Entry& e) {
    double k = 0;
    return !p.parens && p.hasAt && !std::string(e.params).starts_with("recall") &&
           (!parseDouble(p.at, k) || !(k >= 1 && k <= kMaxCutoff && k == std::floor(k)));
}
}  // namespace

bool addIrMeasuresSpec(const std::string& spec, std::vector<MeasureRequest>& reqs) {
    Parsed p;
    const Form form = parse(spec, p);
    if (form == Form::NotIr) return addOwnSpellings(spec, reqs);
    const Entry* e = irm::findIrEntry(p.name);
    if (!e) {
        if (!p.parens) return addOwnSpellings(spec, reqs);  // never with parentheses
        throw MeasureSpecError(unknownMeasureMessage(spec, ""));
    }
    if (isOwnFriendlyCutoff(p, *e)) return false;
    if (form == Form::Malformed)
        throw MeasureSpecError("measure '" + spec +
                               "': expected ir_measures' form NAME(key=value,...)@cutoff");
    for (const auto& n : translate(spec, p, *e).natives) merge(spec, n, reqs);
    return true;
}

void checkIrMeasuresSettings(const std::string& spec, const EvalConfig& cfg) {
    Parsed p;
    if (parse(spec, p) != Form::Ok) return;
    const Entry* e = irm::findIrEntry(p.name);
    if (!e || isOwnFriendlyCutoff(p, *e)) return;
    const Translation t = translate(spec, p, *e);
    const auto refuse = [&](const std::string& what, const std::string& have,
                            const std::string& option) {
        throw MeasureSpecError(
            "measure '" + spec + "': " + what +
            " is a setting of the whole evaluation in RankLens, not of one measure, and it is " +
            have + " here; set " + option +
            " (every measure that depends on it then uses it), or evaluate these measures in a "
            "separate call");
    };
    const auto num = [](double v) {
        std::string s = std::to_string(v);
        s.erase(s.find_last_not_of('0') + 1);
        if (s.back() == '.') s.pop_back();
        return s;
    };
    if (t.rel && *t.rel != cfg.relevanceThreshold)
        refuse(
            "rel=" + std::to_string(*t.rel), std::to_string(cfg.relevanceThreshold),
            "-l " + std::to_string(*t.rel) + " (Python: threshold=" + std::to_string(*t.rel) + ")");
    if (t.judgedOnly && *t.judgedOnly != cfg.judgedOnly)
        refuse(std::string("judged_only=") + (*t.judgedOnly ? "True" : "False"),
               cfg.judgedOnly ? "on" : "off",
               std::string(*t.judgedOnly ? "" : "no ") +
                   "-J (Python: judged_only=" + (*t.judgedOnly ? "True" : "False") + ")");
    if (t.exponential && *t.exponential != (cfg.gain == GainKind::Exponential))
        refuse(std::string("dcg=") + (*t.exponential ? "exp-log2" : "log2"),
               std::string("gain ") + toString(cfg.gain),
               std::string("--gain ") + (*t.exponential ? "exponential" : "linear") +
                   " (Python: gain='" + (*t.exponential ? "exponential" : "linear") + "')");
    if (t.alpha && *t.alpha != cfg.diversityAlpha)
        refuse("alpha=" + num(*t.alpha), num(cfg.diversityAlpha),
               "--alpha " + num(*t.alpha) + " (Python: alpha=" + num(*t.alpha) + ")");
    if (t.maxRel && *t.maxRel != cfg.errMaxGrade)
        refuse("max_rel=" + std::to_string(*t.maxRel),
               std::to_string(cfg.errMaxGrade) + " (the top grade, also ERR's gmax)",
               "--err-max-grade " + std::to_string(*t.maxRel) +
                   " (Python: err_max_grade=" + std::to_string(*t.maxRel) + ")");
    if (t.rbpP && *t.rbpP != cfg.rbpPersistence)
        refuse("RBP's p=" + num(*t.rbpP) + " with a cut-off", num(cfg.rbpPersistence),
               "--rbp-p " + num(*t.rbpP) + " (Python: rbp_p=" + num(*t.rbpP) + ")");
}

}  // namespace ranklens::core
