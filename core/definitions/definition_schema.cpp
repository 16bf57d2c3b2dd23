#include "core/definitions/definition_schema.h"

#include <algorithm>
#include <charconv>
#include <sstream>

#include "core/base/numbers.h"

namespace ranklens::core {

namespace {

// The texts a project has always stored: numbers with 17 digits (alpha, log base, gains) or
// the shortest exact text (rbp_p), whole numbers in decimal, flags as yes / no.
std::string digits17(const std::vector<double>& values) {
    std::ostringstream o;
    o.precision(17);
    for (std::size_t i = 0; i < values.size(); ++i) o << (i ? "," : "") << values[i];
    return o.str();
}

std::string shortest(double v) {
    char buf[32];
    const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v);
    return ec == std::errc() ? std::string(buf, end) : digits17({v});
}

std::string yesNo(bool b) {
    return b ? "yes" : "no";
}

bool readYesNo(std::string_view s, bool& out) {
    if (s != "yes" && s != "no") return false;
    out = s == "yes";
    return true;
}

// A number in range, as C reads it ("1e0", "+0.5"); NaN and trailing text refused.
bool readNumber(std::string_view s, const NumberRange& range, double& out) {
    double v = 0;
    if (!parseDouble(s, v) || !numberProblem(v, range).empty()) return false;
    out = v;
    return true;
}

template <class T>
bool readInteger(std::string_view s, T low, T high, T& out) {
    T v{};
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (s.empty() || ec != std::errc() || end != s.data() + s.size() || v < low || v > high)
        return false;
    out = v;
    return true;
}

bool readNumbers(std::string_view s, std::vector<double>& out) {
    std::vector<double> values;
    std::size_t start = 0;
    while (!s.empty() && start <= s.size()) {
        const std::size_t comma = std::min(s.find(',', start), s.size());
        double v = 0;
        const std::string_view part = s.substr(start, comma - start);
        const auto [end, ec] = std::from_chars(part.data(), part.data() + part.size(), v);
        if (part.empty() || ec != std::errc() || end != part.data() + part.size()) return false;
        values.push_back(v);
        start = comma + 1;
    }
    out = std::move(values);
    return true;
}

bool readQuerySet(const std::string& s, QuerySet& out) {
    for (const auto q : {QuerySet::RunAndLabels, QuerySet::AllLabelled})
        if (s == toString(q)) {
            out = q;
            return true;
        }
    return false;
}

bool readGain(const std::string& s, GainKind& out) {
    if (s != toString(GainKind::Custom)) return parseGain(s, out);
    out = GainKind::Custom;  // its table is the "gains" row
    return true;
}

std::vector<Definition> allRows();

}  // namespace

std::string Definition::defaultText() const {
    return text(EvalConfig{});
}

bool Definition::accept(std::string_view value, EvalConfig& cfg) const {
    std::string_view canonical = value;
    for (const auto& [alias, meant] : aliases)
        if (value == alias) canonical = meant;
    const bool listed = shape != DefinitionShape::Choice && shape != DefinitionShape::Flag;
    bool offeredValue = listed;
    for (const auto& c : choices) offeredValue = offeredValue || (c.offered && c.text == canonical);
    EvalConfig next = cfg;
    if (!offeredValue || !read(canonical, next)) return false;
    cfg = std::move(next);
    return true;
}

std::string Definition::offeredList(std::string_view separator) const {
    std::string list;
    for (const auto& c : choices)
        if (c.offered) list += (list.empty() ? "" : std::string(separator)) + std::string(c.text);
    return list;
}

const std::vector<Definition>& definitionSchema() {
    static const std::vector<Definition> rows = allRows();
    return rows;
}

const Definition* findDefinition(std::string_view key) {
    for (const auto& d : definitionSchema())
        if (d.key == key) return &d;
    return nullptr;
}

std::string listedDescription(const EvalConfig& cfg, const std::vector<Definition>& rows) {
    std::string text;
    for (const auto& d : rows) {
        const std::string value = d.text(cfg);
        if (d.described != Described::Listed || value == d.defaultText()) continue;
        std::string words(d.key);
        std::replace(words.begin(), words.end(), '_', ' ');
        text += "; " + words + ": " + value;
    }
    return text;
}

namespace {

// Names every field of EvalConfig: a field added there stops this compiling until its row is
// written below (and its reader and writer with it).
[[maybe_unused]] void everyFieldHasARow(const EvalConfig& cfg) {
    [[maybe_unused]] const auto& [threshold, realThreshold, gain, gains, ideal, ties, querySet,
                                  maxDocs, errMaxGrade, alpha, rbpP, judgedOnly, thresholdInGain,
                                  emptyQueries, logBase, trecEvalVersion] = cfg;
}

// What the rows share.

// A row's names: its stored key, its option, its Python keyword and its JSON key.
Definition named(std::string_view key, std::string_view option, std::string_view python,
                 std::string_view json) {
    Definition d;
    d.key = key, d.option = option, d.python = python, d.json = json;
    return d;
}

// Where the GUI's definitions bar shows it and its words there (kDefinitionContext).
void placed(Definition& d, BarPlace where, const char* label, const char* tip = nullptr) {
    d.bar = where, d.label = label, d.tip = tip;
}

// An enum field's value as its toString name, read back by Parse.
template <auto Field, auto Parse>
void enumValue(Definition& d) {
    d.text = [](const EvalConfig& c) { return std::string(toString(c.*Field)); };
    d.read = [](std::string_view s, EvalConfig& c) { return Parse(std::string(s), c.*Field); };
}

// A number of some measures' user models only: the JSON states it when one of them is
// computed, and only `eval` (and ranklens.evaluate) takes it.
void readByMeasures(Definition& d, JsonShape json) {
    d.jsonShape = json, d.jsonWhen = JsonWhen::MeasureReads, d.scope = DefinitionScope::EvalOnly;
    d.described = Described::Unstated;
}

// The "More" menu's heading over the user models' parameters.
const char* const kUserModelSection =
    RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "ERR and α-nDCG");

// A real number in Range (the stored text written by the row).
template <auto Field, const NumberRange& Range>
void realValue(Definition& d) {
    d.shape = DefinitionShape::Number, d.range = Range;
    d.read = [](std::string_view s, EvalConfig& c) { return readNumber(s, Range, c.*Field); };
}

// Off or on, stored "no" or "yes", a check box in the bar's "More" menu.
template <auto Field>
Definition yesNoFlag(std::string_view key, std::string_view option) {
    Definition d = named(key, option, key, key);
    d.shape = DefinitionShape::Flag, d.jsonShape = JsonShape::Bool;
    d.choices = {{"no"}, {"yes"}};
    d.text = [](const EvalConfig& c) { return yesNo(c.*Field); };
    d.read = [](std::string_view s, EvalConfig& c) { return readYesNo(s, c.*Field); };
    return d;
}

// One function per definition: its row.
Definition thresholdRow() {
    Definition d = named("threshold", "-l", "threshold", "relevance_threshold");
    d.described = Described::Fixed;
    d.shape = DefinitionShape::Number, d.jsonShape = JsonShape::Number;
    d.range = ranges::kThreshold, d.setting = false;
    placed(d, BarPlace::Bar, RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "&Relevant"),
           RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar",
                             "An item is relevant when its label is at least this (trec_eval -l). "
                             "NDCG uses the grade itself as gain and ignores the threshold."));
    d.help =
        "Relevance threshold: label >= N is relevant (default 1; a number between whole "
        "ones, such as 0.5, for real-valued labels)";
    d.text = [](const EvalConfig& c) { return c.thresholdText(); };
    d.read = [](std::string_view s, EvalConfig& c) {
        double t = 0;
        if (!readNumber(s, ranges::kThreshold, t)) return false;
        c.setThreshold(t);
        return true;
    };
    return d;
}

Definition gainRow() {
    Definition d = named("gain", "--gain", "gain", "gain");
    d.described = Described::Fixed;
    d.choices = {
        {"linear", RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "linear (gain = grade)")},
        {"exponential",
         RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "exponential (2^grade − 1)")},
        {"custom", nullptr, false}};
    d.aliases = {{"exp", "exponential"}};
    placed(d, BarPlace::Bar, RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "&Gain"),
           RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar",
                             "NDCG gain: linear as in trec_eval, or exponential (Burges et al.)"));
    d.help = "NDCG gain: linear (trec_eval) or exponential (2^rel-1)";
    enumValue<&EvalConfig::gain, readGain>(d);
    return d;
}

Definition gainsRow() {
    Definition d = named("gains", "--gain-values", "gain_values", "custom_gains");
    d.described = Described::Fixed;
    d.shape = DefinitionShape::Numbers, d.jsonShape = JsonShape::Reals;
    d.jsonWhen = JsonWhen::CustomGain, d.scope = DefinitionScope::EvalOnly;
    d.range = ranges::kFinite, d.setting = false;
    d.help = "Custom NDCG gain per grade 0,1,2,... (overrides --gain)";
    d.text = [](const EvalConfig& c) { return digits17(c.customGains); };
    d.read = [](std::string_view s, EvalConfig& c) { return readNumbers(s, c.customGains); };
    d.given = [](EvalConfig& c) {
        if (!c.customGains.empty()) c.gain = GainKind::Custom;
    };
    return d;
}

Definition idealRow() {
    Definition d = named("ideal", "--ideal", "ideal", "ideal");
    d.described = Described::Fixed;
    d.choices = {
        {"labels", RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "all labels")},
        {"retrieved", RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "retrieved items")}};
    placed(d, BarPlace::Bar, RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "&Ideal"),
           RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar",
                             "Ideal order for IDCG: every labelled item of the query (trec_eval), "
                             "or only the retrieved items re-sorted by grade"));
    d.help = "NDCG ideal order: labels (all labelled items, trec_eval) or retrieved";
    enumValue<&EvalConfig::ideal, parseIdeal>(d);
    return d;
}

Definition tiesRow() {
    Definition d = named("ties", "--ties", "ties", "ties");
    d.described = Described::Fixed;
    d.choices = {
        {"trec_eval", RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "trec_eval (docid desc.)")},
        {"input", RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "input order")},
        {"rank", RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "rank column")},
        {"average", RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "averaged (scikit-learn)")}};
    d.aliases = {{"trec", "trec_eval"}};
    placed(
        d, BarPlace::Bar, RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "&Ties"),
        RL_TRANSLATE_NOOP(
            "ranklens::ui::DefinitionsBar",
            "Order among equal scores: trec_eval breaks ties by docid descending (strcmp); input "
            "order keeps the file order; rank column uses the input's ranks; averaged gives the "
            "expected value over every order of each tied group (McSherry & Najork, scikit-learn's "
            "ndcg_score, torchmetrics)"));
    d.help =
        "Order of equal scores: trec_eval (docid descending), input (file order), rank (the "
        "rank column), average (expected value over every order of each tied group, as "
        "scikit-learn)";
    enumValue<&EvalConfig::ties, parseTies>(d);
    return d;
}

Definition queriesRow() {
    Definition d = named("queries", "-c", "complete", "query_set");
    d.described = Described::Fixed;
    d.shape = DefinitionShape::Flag, d.setting = false;
    d.choices = {
        {"run-and-labels", RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "in run and labels")},
        {"all-labelled", RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "all labelled (-c)")}};
    placed(d, BarPlace::Bar, RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "&Queries"),
           RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar",
                             "Which queries count: those in both run and labels (trec_eval), or "
                             "every labelled query, missing ones scoring 0 (trec_eval -c)"));
    d.help = "Count every labelled query; queries the run missed score 0 (trec_eval -c)";
    enumValue<&EvalConfig::querySet, readQuerySet>(d);
    return d;
}

Definition maxDocsRow() {
    Definition d = named("max-docs", "-M", "max_docs", "max_docs_per_query");
    d.described = Described::Fixed;
    d.shape = DefinitionShape::Whole, d.jsonShape = JsonShape::Integer;
    d.scope = DefinitionScope::EvalOnly, d.range = ranges::kNonNegativeWhole, d.setting = false;
    d.refusal = "must be >= 0";
    d.help = "Use at most N retrieved items per query (default: all)";
    d.text = [](const EvalConfig& c) { return std::to_string(c.maxDocsPerQuery); };
    d.read = [](std::string_view s, EvalConfig& c) {
        return readInteger<std::int64_t>(s, 0, INT64_MAX, c.maxDocsPerQuery);
    };
    return d;
}

Definition errMaxGradeRow() {
    Definition d = named("err_max_grade", "--err-max-grade", "err_max_grade", "err_max_grade");
    d.shape = DefinitionShape::Whole;
    readByMeasures(d, JsonShape::Integer);
    d.range = {1, kMaxExponentialLabel, false, false, true};
    d.refusal = "must be in 1..1023";
    placed(d, BarPlace::More,
           RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "ERR max grade g<sub>max</sub>:"),
           RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar",
                             "ERR, nERR and ERR-IA: a label g stops (2^g − 1) / 2^gmax of the "
                             "users; labels above gmax count as gmax (4 as gdeval)"));
    d.section = kUserModelSection;
    d.help =
        "ERR's highest grade gmax: a label g stops the user with probability (2^g - 1) / "
        "2^gmax (default 4, as gdeval)";
    d.text = [](const EvalConfig& c) { return std::to_string(c.errMaxGrade); };
    d.read = [](std::string_view s, EvalConfig& c) {
        std::int32_t g = 0;  // written as it prints ("3", not "03" or "+3")
        if (!readInteger<std::int32_t>(s, 1, kMaxExponentialLabel, g) || std::to_string(g) != s)
            return false;
        c.errMaxGrade = g;
        return true;
    };
    return d;
}

Definition alphaRow() {
    Definition d = named("alpha", "--alpha", "alpha", "alpha");
    realValue<&EvalConfig::diversityAlpha, ranges::kUnit>(d);
    readByMeasures(d, JsonShape::Real);
    placed(d, BarPlace::More,
           RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "α of α-nDCG, ERR-IA:"),
           RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar",
                             "How much a subtopic's gain falls each time it is seen again: (1 − "
                             "α)^count (0.5 as ndeval)"));
    d.section = kUserModelSection;
    d.help =
        "alpha-nDCG / ERR-IA: a subtopic seen c times before gains (1 - alpha)^c (default "
        "0.5, as ndeval)";
    d.text = [](const EvalConfig& c) { return digits17({c.diversityAlpha}); };
    return d;
}

Definition rbpPRow() {
    Definition d = named("rbp_p", "--rbp-p", "rbp_p", "rbp_p");
    // The bar has no box: the ranking view's p box sets it.
    realValue<&EvalConfig::rbpPersistence, ranges::kPersistence>(d);
    readByMeasures(d, JsonShape::Real);
    d.help =
        "rbp_cut@k (RBP of the top k): the persistence p, 0 < p < 1 (default 0.8); rbp.P "
        "keeps its own p";
    d.text = [](const EvalConfig& c) { return shortest(c.rbpPersistence); };
    return d;
}

Definition judgedOnlyRow() {
    Definition d = yesNoFlag<&EvalConfig::judgedOnly>("judged_only", "-J,--judged-only");
    d.described = Described::Fixed;
    placed(d, BarPlace::More,
           RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar",
                             "Judged items only (trec_eval -J, ir_measures)"),
           RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar",
                             "Unlabelled retrieved items are removed before scoring"));
    d.help =
        "Remove retrieved items without a label (or with a negative one) before scoring "
        "(trec_eval -J, ir_measures judged_only)";
    return d;
}

Definition ndcgThresholdRow() {
    Definition d = yesNoFlag<&EvalConfig::thresholdInGain>("ndcg_threshold", "--ndcg-threshold");
    d.described = Described::Fixed;
    placed(d, BarPlace::More,
           RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar",
                             "NDCG: labels below the threshold gain 0 (ranx)"));
    d.help =
        "NDCG: labels below the -l threshold gain 0 and leave the ideal (ranx); default: "
        "they keep their gain (trec_eval)";
    return d;
}

Definition emptyQueriesRow() {
    Definition d = named("empty_queries", "--empty-queries", "empty_queries", "empty_queries");
    d.described = Described::Fixed;
    d.choices = {
        {"zero", RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "score 0 (trec_eval)")},
        {"skip", RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "left out (torchmetrics skip)")},
        {"one", RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "score 1 (torchmetrics pos)")}};
    placed(d, BarPlace::More,
           RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "Queries without a relevant item"));
    d.help =
        "Queries without a relevant item: zero (trec_eval), skip (left out) or one (quality "
        "measures score 1)";
    enumValue<&EvalConfig::emptyQueries, parseEmptyQueries>(d);
    return d;
}

Definition logBaseRow() {
    Definition d = named("log_base", "--log-base", "log_base", "log_base");
    d.described = Described::Fixed;
    d.shape = DefinitionShape::Number, d.jsonShape = JsonShape::Real;
    d.choices = {{"2", RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "2 (trec_eval)")},
                 {"e", RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "e (natural log)")},
                 {"10", RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "10")}};
    d.range = {1, ranges::kInf, true, false}, d.refusal = "must be a number > 1 or 'e'";
    placed(d, BarPlace::More, RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "DCG log base"));
    d.help = "Base b of the DCG discount 1/log_b(rank+1), > 1 or 'e' (default 2)";
    d.text = [](const EvalConfig& c) { return digits17({c.logBase}); };
    d.read = [](std::string_view s, EvalConfig& c) {
        return parseLogBase(std::string(s), c.logBase);
    };
    return d;
}

Definition trecEvalVersionRow() {
    Definition d = named("trec_eval_version", "--trec-eval-version", "", "");
    d.scope = DefinitionScope::EvalOnly, d.storedWhenDefault = false;
    d.described = Described::Unstated;
    d.choices = {{"9.0.8"}, {"10.0"}};
    d.aliases = {{"9", "9.0.8"}, {"10", "10.0"}, {"10.0.0", "10.0"}};
    d.help =
        "trec_eval release to reproduce where 9.0.8 and 10.0 differ: 9.0.8 (default) or "
        "10.0 (comment lines, rbp, unj, dcg, iprec_at_recall's rounding, missed queries "
        "printed under -c -q). The default gives 10.0's output where 9.0.8 has none (a 10.0 "
        "measure, a comment line 9.0.8 cannot read)";
    enumValue<&EvalConfig::trecEvalVersion, parseTrecEvalVersion>(d);
    return d;
}

// Every row, in the order a project stores them. A new definition: its row function above
// and its name here.
std::vector<Definition> allRows() {
    // One a line, so that a new row is a line of its own.
    // clang-format off
    return {
        thresholdRow(),
        gainRow(),
        gainsRow(),
        idealRow(),
        tiesRow(),
        queriesRow(),
        maxDocsRow(),
        errMaxGradeRow(),
        alphaRow(),
        rbpPRow(),
        judgedOnlyRow(),
        ndcgThresholdRow(),
        emptyQueriesRow(),
        logBaseRow(),
        trecEvalVersionRow(),
    };
    // clang-format on
}

}  // namespace

}  // namespace ranklens::core
