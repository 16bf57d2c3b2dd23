#include "core/definitions/eval_config.h"

#include <charconv>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <sstream>

#include "core/base/number_check.h"
#include "core/base/numbers.h"
#include "core/definitions/definition_schema.h"

namespace ranklens::core {

double EvalConfig::gainOf(std::int32_t grade) const {
    // Negative labels and unlabelled items gain 0; grade 0 gains 0 unless a custom table gives
    // it a gain (trec_eval's m_ndcg.c: "relevance level 0 can be given a gain").
    if (grade < 0) return 0.0;
    if (thresholdInGain && grade < relevanceThreshold) return 0.0;  // ranx
    switch (gain) {
        case GainKind::Linear:
            return grade;
        case GainKind::Exponential:
            return std::exp2(static_cast<double>(grade)) - 1.0;
        case GainKind::Custom:
            if (static_cast<std::size_t>(grade) < customGains.size()) return customGains[grade];
            return grade;
    }
    return grade;
}

double EvalConfig::gainOfLabel(std::int32_t grade, double label) const {
    if (label == static_cast<double>(grade)) return gainOf(grade);
    if (grade < 0) return 0.0;
    if (thresholdInGain && grade < relevanceThreshold) return 0.0;
    return gain == GainKind::Exponential ? std::exp2(label) - 1.0 : label;
}

void EvalConfig::setThreshold(double t) {
    // Beyond the largest grade nothing is relevant: the same as the largest grade itself.
    const double whole = std::min(std::ceil(t), double{std::numeric_limits<int>::max()});
    relevanceThreshold = static_cast<int>(whole);
    if (whole == t)
        realThreshold.reset();
    else
        realThreshold = t;
}

std::string EvalConfig::thresholdText() const {
    if (!realThreshold) return std::to_string(relevanceThreshold);
    char buf[32];
    const auto r = std::to_chars(buf, buf + sizeof buf, *realThreshold);  // shortest exact text
    return std::string(buf, r.ptr);
}

std::string thresholdProblem(const EvalConfig& cfg, bool realLabels) {
    if (!cfg.realThreshold || realLabels) return {};
    return "a threshold between whole numbers (" + cfg.thresholdText() +
           ") is for real-valued labels; these labels are whole numbers, for which it would mean " +
           std::to_string(cfg.relevanceThreshold) +
           " (and trec_eval's -l reads it as its integer part): give a whole number";
}

const char* toString(GainKind g) {
    switch (g) {
        case GainKind::Linear:
            return "linear";
        case GainKind::Exponential:
            return "exponential";
        case GainKind::Custom:
            return "custom";
    }
    return "?";
}
const char* toString(IdealOrder o) {
    return o == IdealOrder::Labels ? "labels" : "retrieved";
}
const char* toString(TiePolicy t) {
    switch (t) {
        case TiePolicy::TrecEval:
            return "trec_eval";
        case TiePolicy::InputOrder:
            return "input";
        case TiePolicy::Rank:
            return "rank";
        case TiePolicy::Average:
            return "average";
    }
    return "?";
}
const char* toString(QuerySet q) {
    return q == QuerySet::RunAndLabels ? "run-and-labels" : "all-labelled";
}

const char* toString(EmptyQueries e) {
    switch (e) {
        case EmptyQueries::Zero:
            return "zero";
        case EmptyQueries::Skip:
            return "skip";
        case EmptyQueries::One:
            return "one";
    }
    return "?";
}

bool parseEmptyQueries(const std::string& s, EmptyQueries& out) {
    if (s == "zero")
        out = EmptyQueries::Zero;
    else if (s == "skip")
        out = EmptyQueries::Skip;
    else if (s == "one")
        out = EmptyQueries::One;
    else
        return false;
    return true;
}

bool parseTrecEvalVersion(const std::string& s, TrecEvalVersion& out) {
    if (s == "9.0.8" || s == "9")
        out = TrecEvalVersion::V9_0_8;
    else if (s == "10.0" || s == "10" || s == "10.0.0")
        out = TrecEvalVersion::V10_0;
    else
        return false;
    return true;
}

const char* toString(TrecEvalVersion v) {
    return v == TrecEvalVersion::V10_0 ? "10.0" : "9.0.8";
}

bool parseLogBase(const std::string& s, double& out) {
    if (s == "e") {
        out = std::exp(1.0);
        return true;
    }
    char* end = nullptr;
    const double v = std::strtod(s.c_str(), &end);
    if (s.empty() || *end != '\0' || !std::isfinite(v) || !(v > 1.0)) return false;
    out = v;
    return true;
}

bool EvalConfig::extrasAreDefault() const {
    return !judgedOnly && !thresholdInGain && emptyQueries == EmptyQueries::Zero && logBase == 2.0;
}

bool parseGain(const std::string& s, GainKind& out) {
    if (s == "linear")
        out = GainKind::Linear;
    else if (s == "exponential" || s == "exp")
        out = GainKind::Exponential;
    else
        return false;
    return true;
}
bool parseIdeal(const std::string& s, IdealOrder& out) {
    if (s == "labels")
        out = IdealOrder::Labels;
    else if (s == "retrieved")
        out = IdealOrder::Retrieved;
    else
        return false;
    return true;
}
bool parseTies(const std::string& s, TiePolicy& out) {
    if (s == "trec_eval" || s == "trec")
        out = TiePolicy::TrecEval;
    else if (s == "input")
        out = TiePolicy::InputOrder;
    else if (s == "rank")
        out = TiePolicy::Rank;
    else if (s == "average")
        out = TiePolicy::Average;
    else
        return false;
    return true;
}

bool applySetting(const std::string& spec, EvalConfig& cfg) {
    const auto eq = spec.find('=');
    if (eq == std::string::npos) return false;
    const Definition* d = findDefinition(std::string_view(spec).substr(0, eq));
    return d && d->setting && d->accept(std::string_view(spec).substr(eq + 1), cfg);
}

ConfigDescription describeParts(const EvalConfig& cfg) {
    ConfigDescription d;
    std::string gain = toString(cfg.gain);
    if (cfg.gain == GainKind::Custom) {
        std::ostringstream o;
        o << " [";
        for (std::size_t i = 0; i < cfg.customGains.size(); ++i)
            o << (i ? "," : "") << cfg.customGains[i];
        o << "]";
        gain += o.str();
    }
    d.values = {cfg.thresholdText(), gain, toString(cfg.ideal), toString(cfg.ties),
                toString(cfg.querySet)};
    if (cfg.maxDocsPerQuery > 0) d.maxDocs = std::to_string(cfg.maxDocsPerQuery);
    std::ostringstream base;
    base << cfg.logBase;
    d.extras = {cfg.judgedOnly ? "yes" : "no", cfg.thresholdInGain ? "zero" : "keep",
                toString(cfg.emptyQueries), base.str()};
    return d;
}

std::string fillPlaceholders(std::string_view format, const std::vector<std::string>& values) {
    std::string out;
    for (std::size_t i = 0; i < format.size(); ++i) {
        const bool placeholder = format[i] == '%' && i + 1 < format.size() &&
                                 format[i + 1] >= '1' && format[i + 1] <= '9';
        const std::size_t v = placeholder ? static_cast<std::size_t>(format[i + 1] - '1') : 0;
        if (placeholder && v < values.size()) {
            out += values[v];
            ++i;
        } else {
            out += format[i];
        }
    }
    return out;
}

std::string EvalConfig::describe() const {
    const ConfigDescription d = describeParts(*this);
    std::string text = fillPlaceholders(ConfigDescription::format, d.values);
    if (!d.maxDocs.empty()) text += fillPlaceholders(ConfigDescription::maxDocsFormat, {d.maxDocs});
    text += fillPlaceholders(ConfigDescription::extrasFormat, d.extras);
    return text + listedDescription(*this);
}

}  // namespace ranklens::core
