#pragma once
// The definitions every number depends on. One value, printed with every result.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/teaching/translate_noop.h"

namespace ranklens::core {

// The largest cut-off k anywhere: the definitions bar, the ranking view, the cut-off table, the
// curves (GUI and `eval --curves`) all stop here, so no two places can show a different k;
// measure specs and the evaluator's plan refuse more.
inline constexpr int kMaxCutoff = 100000;
// Exponential gain 2^label - 1 overflows a double from label 1024 on: such labels are refused
// (never an infinite or NaN score).
inline constexpr std::int32_t kMaxExponentialLabel = 1023;

enum class GainKind { Linear, Exponential, Custom };
enum class IdealOrder { Labels, Retrieved };
enum class TiePolicy { TrecEval, InputOrder, Rank };
enum class QuerySet { RunAndLabels, AllLabelled };

struct EvalConfig {
    // Binary measures count an item as relevant when its label >= threshold (trec_eval -l).
    // Must be >= 0; negative labels are never relevant.
    int relevanceThreshold = 1;
    // NDCG gain: Linear = label (trec_eval), Exponential = 2^label - 1, Custom =
    // customGains[label] (grade 0 included). Labels < 0 and unlabelled items gain 0 (as in
    // trec_eval); a custom gain may be 0 or negative.
    GainKind gain = GainKind::Linear;
    std::vector<double> customGains;  // index = grade; grades beyond the table use the label itself
    // Ideal order for IDCG: all labelled items of the query (trec_eval) or the retrieved items.
    IdealOrder ideal = IdealOrder::Labels;
    // Order inside a query: TrecEval = score descending, ties by docid descending (strcmp);
    // InputOrder = score descending, ties in file order; Rank = the input's rank column.
    TiePolicy ties = TiePolicy::TrecEval;
    // Which queries count: those in both run and labels (trec_eval), or every labelled query
    // with missing ones scoring 0 (trec_eval -c).
    QuerySet querySet = QuerySet::RunAndLabels;
    // Only the first maxDocsPerQuery retrieved items are used (trec_eval -M); 0 = all.
    std::int64_t maxDocsPerQuery = 0;
    // ERR / nERR / ERR-IA: the grade that stops every user, gmax in (2^g - 1) / 2^gmax. Labels
    // above it count as gmax. 4 as gdeval (the TREC Web track's ERR tool). 1..1023.
    std::int32_t errMaxGrade = 4;
    // alpha-nDCG / ERR-IA: how much a subtopic's gain falls each time it is seen again,
    // (1 - alpha)^count (Clarke et al. 2008). 0..1, 0.5 as ndeval.
    double diversityAlpha = 0.5;

    // Gain of a grade under this configuration.
    double gainOf(std::int32_t grade) const;
    bool isRelevant(std::int32_t grade) const { return grade >= 0 && grade >= relevanceThreshold; }
    // One-line description in English, e.g. "relevant: label >= 1; gain: linear; ...".
    std::string describe() const;

    bool operator==(const EvalConfig&) const = default;
};

// describe() as a translatable format and its values, so the GUI shows the same text in its
// language: translate `format` (context "EvalConfig") and fill %1..%5 with `values`; append
// `maxDocsFormat` filled with `maxDocs` when it is set.
struct ConfigDescription {
    static constexpr const char* format = RL_TRANSLATE_NOOP(
        "EvalConfig", "relevant: label >= %1; gain: %2; ideal: %3; ties: %4; queries: %5");
    static constexpr const char* maxDocsFormat =
        RL_TRANSLATE_NOOP("EvalConfig", "; max docs per query: %1");
    std::vector<std::string> values;  // threshold, gain, ideal, ties, queries
    std::string maxDocs;              // empty when every retrieved item is used
};
ConfigDescription describeParts(const EvalConfig& cfg);
// Replaces %1..%9 in format by values[0..8] (placeholders without a value stay as they are).
std::string fillPlaceholders(std::string_view format, const std::vector<std::string>& values);

const char* toString(GainKind g);
const char* toString(IdealOrder o);
const char* toString(TiePolicy t);
const char* toString(QuerySet q);
// Parse the names printed by toString; return false on an unknown name.
bool parseGain(const std::string& s, GainKind& out);
bool parseIdeal(const std::string& s, IdealOrder& out);
bool parseTies(const std::string& s, TiePolicy& out);
// Applies one "key=value" setting to cfg: gain=linear|exponential, ideal=labels|retrieved,
// ties=trec_eval|input|rank. Returns false (cfg untouched) on an unknown key or value.
bool applySetting(const std::string& spec, EvalConfig& cfg);

}  // namespace ranklens::core
