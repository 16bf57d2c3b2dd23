#include "core/definition_schema.h"

#include <charconv>
#include <sstream>

#include "core/numbers.h"

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

// An enum read through its toString names (and the old parse functions' spellings).
template <class E, class Parse>
bool readEnum(std::string_view s, E& out, Parse parse) {
    return parse(std::string(s), out);
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

namespace {

// Names every field of EvalConfig: a field added there stops this compiling until its row is
// written below (and its reader and writer with it).
[[maybe_unused]] void everyFieldHasARow(const EvalConfig& cfg) {
    [[maybe_unused]] const auto& [threshold, realThreshold, gain, gains, ideal, ties, querySet,
                                  maxDocs, errMaxGrade, alpha, rbpP, judgedOnly, thresholdInGain,
                                  emptyQueries, logBase, trecEvalVersion] = cfg;
}

// One function per definition: its row.
Definition thresholdRow() {
    Definition d;
    d.key = "threshold", d.option = "-l", d.python = "threshold", d.json = "relevance_threshold";
    d.shape = DefinitionShape::Number, d.jsonShape = JsonShape::Number, d.bar = BarPlace::Bar;
    d.range = ranges::kThreshold, d.setting = false;
    d.label = RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "&Relevant");
    d.tip = RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar",
                              "An item is relevant when its label is at least this (trec_eval -l). "
                              "NDCG uses the grade itself as gain and ignores the threshold.");
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
    Definition d;
    d.key = "gain", d.option = "--gain", d.python = "gain", d.json = "gain";
    d.bar = BarPlace::Bar;
    d.choices = {
        {"linear", RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "linear (gain = grade)")},
        {"exponential",
         RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "exponential (2^grade − 1)")},
        {"custom", nullptr, false}};
    d.aliases = {{"exp", "exponential"}};
    d.label = RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "&Gain");
    d.help = "NDCG gain: linear (trec_eval) or exponential (2^rel-1)";
    d.tip = RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar",
                              "NDCG gain: linear as in trec_eval, or exponential (Burges et al.)");
    d.text = [](const EvalConfig& c) { return std::string(toString(c.gain)); };
    d.read = [](std::string_view s, EvalConfig& c) { return readEnum(s, c.gain, readGain); };
    return d;
}

Definition gainsRow() {
    Definition d;
    d.key = "gains", d.option = "--gain-values", d.python = "gain_values", d.json = "custom_gains";
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
    Definition d;
    d.key = "ideal", d.option = "--ideal", d.python = "ideal", d.json = "ideal";
    d.bar = BarPlace::Bar;
    d.choices = {
        {"labels", RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "all labels")},
        {"retrieved", RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "retrieved items")}};
    d.label = RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "&Ideal");
    d.help = "NDCG ideal order: labels (all labelled items, trec_eval) or retrieved";
    d.tip = RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar",
                              "Ideal order for IDCG: every labelled item of the query (trec_eval), "
                              "or only the retrieved items re-sorted by grade");
    d.text = [](const EvalConfig& c) { return std::string(toString(c.ideal)); };
    d.read = [](std::string_view s, EvalConfig& c) { return readEnum(s, c.ideal, parseIdeal); };
    return d;
}

Definition tiesRow() {
    Definition d;
    d.key = "ties", d.option = "--ties", d.python = "ties", d.json = "ties";
    d.bar = BarPlace::Bar;
    d.choices = {
        {"trec_eval", RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "trec_eval (docid desc.)")},
        {"input", RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "input order")},
        {"rank", RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "rank column")},
        {"average", RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "averaged (scikit-learn)")}};
    d.aliases = {{"trec", "trec_eval"}};
    d.label = RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "&Ties");
    d.help =
        "Order of equal scores: trec_eval (docid descending), input (file order), rank (the "
        "rank column), average (expected value over every order of each tied group, as "
        "scikit-learn)";
    d.tip = RL_TRANSLATE_NOOP(
        "ranklens::ui::DefinitionsBar",
        "Order among equal scores: trec_eval breaks ties by docid descending (strcmp); input "
        "order keeps the file order; rank column uses the input's ranks; averaged gives the "
        "expected value over every order of each tied group (McSherry & Najork, scikit-learn's "
        "ndcg_score, torchmetrics)");
    d.text = [](const EvalConfig& c) { return std::string(toString(c.ties)); };
    d.read = [](std::string_view s, EvalConfig& c) { return readEnum(s, c.ties, parseTies); };
    return d;
}

Definition queriesRow() {
    Definition d;
    d.key = "queries", d.option = "-c", d.python = "complete", d.json = "query_set";
    d.shape = DefinitionShape::Flag, d.bar = BarPlace::Bar, d.setting = false;
    d.choices = {
        {"run-and-labels", RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "in run and labels")},
        {"all-labelled", RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "all labelled (-c)")}};
    d.label = RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "&Queries");
    d.help = "Count every labelled query; queries the run missed score 0 (trec_eval -c)";
    d.tip = RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar",
                              "Which queries count: those in both run and labels (trec_eval), or "
                              "every labelled query, missing ones scoring 0 (trec_eval -c)");
    d.text = [](const EvalConfig& c) { return std::string(toString(c.querySet)); };
    d.read = [](std::string_view s, EvalConfig& c) {
        return readEnum(s, c.querySet, readQuerySet);
    };
    return d;
}

Definition maxDocsRow() {
    Definition d;
    d.key = "max-docs", d.option = "-M", d.python = "max_docs", d.json = "max_docs_per_query";
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
    Definition d;
    d.key = "err_max_grade", d.option = "--err-max-grade", d.python = "err_max_grade";
    d.json = "err_max_grade", d.shape = DefinitionShape::Whole, d.jsonShape = JsonShape::Integer;
    d.jsonWhen = JsonWhen::MeasureReads, d.scope = DefinitionScope::EvalOnly;
    d.bar = BarPlace::More, d.range = {1, kMaxExponentialLabel, false, false, true};
    d.refusal = "must be in 1..1023";
    d.label = RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "ERR max grade g<sub>max</sub>:");
    d.help =
        "ERR's highest grade gmax: a label g stops the user with probability (2^g - 1) / "
        "2^gmax (default 4, as gdeval)";
    d.tip = RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar",
                              "ERR, nERR and ERR-IA: a label g stops (2^g − 1) / 2^gmax of the "
                              "users; labels above gmax count as gmax (4 as gdeval)");
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
    Definition d;
    d.key = "alpha", d.option = "--alpha", d.python = "alpha", d.json = "alpha";
    d.shape = DefinitionShape::Number, d.jsonShape = JsonShape::Real;
    d.jsonWhen = JsonWhen::MeasureReads, d.scope = DefinitionScope::EvalOnly;
    d.bar = BarPlace::More, d.range = ranges::kUnit;
    d.label = RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "α of α-nDCG, ERR-IA:");
    d.help =
        "alpha-nDCG / ERR-IA: a subtopic seen c times before gains (1 - alpha)^c (default "
        "0.5, as ndeval)";
    d.tip = RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar",
                              "How much a subtopic's gain falls each time it is seen again: (1 − "
                              "α)^count (0.5 as ndeval)");
    d.text = [](const EvalConfig& c) { return digits17({c.diversityAlpha}); };
    d.read = [](std::string_view s, EvalConfig& c) {
        return readNumber(s, ranges::kUnit, c.diversityAlpha);
    };
    return d;
}

Definition rbpPRow() {
    Definition d;
    d.key = "rbp_p", d.option = "--rbp-p", d.python = "rbp_p", d.json = "rbp_p";
    d.shape = DefinitionShape::Number, d.jsonShape = JsonShape::Real;
    d.jsonWhen = JsonWhen::MeasureReads, d.scope = DefinitionScope::EvalOnly;
    d.range = ranges::kPersistence;  // the bar has no box: the ranking view's p box sets it
    d.help =
        "rbp_cut@k (RBP of the top k): the persistence p, 0 < p < 1 (default 0.8); rbp.P "
        "keeps its own p";
    d.text = [](const EvalConfig& c) { return shortest(c.rbpPersistence); };
    d.read = [](std::string_view s, EvalConfig& c) {
        return readNumber(s, ranges::kPersistence, c.rbpPersistence);
    };
    return d;
}

Definition judgedOnlyRow() {
    Definition d;
    d.key = "judged_only", d.option = "-J,--judged-only", d.python = "judged_only";
    d.json = "judged_only", d.shape = DefinitionShape::Flag, d.jsonShape = JsonShape::Bool;
    d.bar = BarPlace::More, d.choices = {{"no"}, {"yes"}};
    d.label = RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar",
                                "Judged items only (trec_eval -J, ir_measures)");
    d.help =
        "Remove retrieved items without a label (or with a negative one) before scoring "
        "(trec_eval -J, ir_measures judged_only)";
    d.tip = RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar",
                              "Unlabelled retrieved items are removed before scoring");
    d.text = [](const EvalConfig& c) { return yesNo(c.judgedOnly); };
    d.read = [](std::string_view s, EvalConfig& c) { return readYesNo(s, c.judgedOnly); };
    return d;
}

Definition ndcgThresholdRow() {
    Definition d;
    d.key = "ndcg_threshold", d.option = "--ndcg-threshold", d.python = "ndcg_threshold";
    d.json = "ndcg_threshold", d.shape = DefinitionShape::Flag, d.jsonShape = JsonShape::Bool;
    d.bar = BarPlace::More, d.choices = {{"no"}, {"yes"}};
    d.label = RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar",
                                "NDCG: labels below the threshold gain 0 (ranx)");
    d.help =
        "NDCG: labels below the -l threshold gain 0 and leave the ideal (ranx); default: "
        "they keep their gain (trec_eval)";
    d.text = [](const EvalConfig& c) { return yesNo(c.thresholdInGain); };
    d.read = [](std::string_view s, EvalConfig& c) { return readYesNo(s, c.thresholdInGain); };
    return d;
}

Definition emptyQueriesRow() {
    Definition d;
    d.key = "empty_queries", d.option = "--empty-queries", d.python = "empty_queries";
    d.json = "empty_queries", d.bar = BarPlace::More;
    d.choices = {
        {"zero", RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "score 0 (trec_eval)")},
        {"skip", RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "left out (torchmetrics skip)")},
        {"one", RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "score 1 (torchmetrics pos)")}};
    d.label = RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "Queries without a relevant item");
    d.help =
        "Queries without a relevant item: zero (trec_eval), skip (left out) or one (quality "
        "measures score 1)";
    d.text = [](const EvalConfig& c) { return std::string(toString(c.emptyQueries)); };
    d.read = [](std::string_view s, EvalConfig& c) {
        return readEnum(s, c.emptyQueries, parseEmptyQueries);
    };
    return d;
}

Definition logBaseRow() {
    Definition d;
    d.key = "log_base", d.option = "--log-base", d.python = "log_base", d.json = "log_base";
    d.shape = DefinitionShape::Number, d.jsonShape = JsonShape::Real, d.bar = BarPlace::More;
    d.choices = {{"2", RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "2 (trec_eval)")},
                 {"e", RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "e (natural log)")},
                 {"10", RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "10")}};
    d.range = {1, ranges::kInf, true, false}, d.refusal = "must be a number > 1 or 'e'";
    d.label = RL_TRANSLATE_NOOP("ranklens::ui::DefinitionsBar", "DCG log base");
    d.help = "Base b of the DCG discount 1/log_b(rank+1), > 1 or 'e' (default 2)";
    d.text = [](const EvalConfig& c) { return digits17({c.logBase}); };
    d.read = [](std::string_view s, EvalConfig& c) {
        return parseLogBase(std::string(s), c.logBase);
    };
    return d;
}

Definition trecEvalVersionRow() {
    Definition d;
    d.key = "trec_eval_version", d.option = "--trec-eval-version";
    d.scope = DefinitionScope::EvalOnly, d.storedWhenDefault = false;
    d.choices = {{"9.0.8"}, {"10.0"}};
    d.aliases = {{"9", "9.0.8"}, {"10", "10.0"}, {"10.0.0", "10.0"}};
    d.help =
        "trec_eval release to reproduce where 9.0.8 and 10.0 differ: 9.0.8 (default) or "
        "10.0 (comment lines, rbp, unj, dcg, iprec_at_recall's rounding, missed queries "
        "printed under -c -q). The default gives 10.0's output where 9.0.8 has none (a 10.0 "
        "measure, a comment line 9.0.8 cannot read)";
    d.text = [](const EvalConfig& c) { return std::string(toString(c.trecEvalVersion)); };
    d.read = [](std::string_view s, EvalConfig& c) {
        return readEnum(s, c.trecEvalVersion, parseTrecEvalVersion);
    };
    return d;
}

// Every row, in the order a project stores them. A new definition: its row function above
// and its name here.
std::vector<Definition> allRows() {
    return {thresholdRow(),    gainRow(),    gainsRow(),          idealRow(),
            tiesRow(),         queriesRow(), maxDocsRow(),        errMaxGradeRow(),
            alphaRow(),        rbpPRow(),    judgedOnlyRow(),     ndcgThresholdRow(),
            emptyQueriesRow(), logBaseRow(), trecEvalVersionRow()};
}

}  // namespace

}  // namespace ranklens::core
