#pragma once
// The definitions every number depends on. One value, printed with every result.
#include <cstdint>
#include <string>
#include <vector>

namespace ranklens::core {

// The largest cut-off k (P@k, NDCG@k, curves k = 1..K) anything accepts: measure specs refuse
// more, the evaluator's plan refuses more (the GUI's cut-off editors stay within it).
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
    // customGains[label]. Labels <= 0 always gain 0 (as in trec_eval).
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

    // Gain of a grade under this configuration.
    double gainOf(std::int32_t grade) const;
    bool isRelevant(std::int32_t grade) const { return grade >= 0 && grade >= relevanceThreshold; }
    // One-line human description, e.g. "threshold >= 1; gain linear; ideal labels; ...".
    std::string describe() const;
};

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
