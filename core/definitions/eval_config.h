#pragma once
// The definitions every number depends on. One value, printed with every result.
#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/base/translate_noop.h"

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
// Average: equal scores are one group and every measure is the expected value over all orders
// of each group (McSherry & Najork 2008; scikit-learn's ndcg_score, torchmetrics' NDCG).
enum class TiePolicy { TrecEval, InputOrder, Rank, Average };
enum class QuerySet { RunAndLabels, AllLabelled };
// A query without any relevant item (label >= threshold): its quality measures score 0
// (trec_eval), the query is left out of the evaluation (Skip), or they score 1 (One);
// torchmetrics' empty_target_action "neg" / "skip" / "pos".
enum class EmptyQueries { Zero, Skip, One };
// Which trec_eval release the trec_eval-named measures, the readers and the trec output follow
// where the two differ (10.0: comment lines in qrels and runs, iprec_at_recall's rounded
// levels, rbp / rbp_resid / unj / dcg / ideal_dcg, per-query lines for missed queries under
// -c -q). 9.0.8 is the default.
enum class TrecEvalVersion { V9_0_8, V10_0 };

struct EvalConfig {
    // Binary measures count an item as relevant when its label >= threshold (trec_eval -l).
    // Must be >= 0; negative labels are never relevant.
    int relevanceThreshold = 1;
    // A threshold between whole numbers (0.5), for real-valued labels: relevant is label >= it.
    // relevanceThreshold is then its ceiling and a real-valued label counts as the grade
    // thresholdGrade() gives it (0.7 as 1 and 0.3 as 0 under 0.5), so every measure still
    // compares whole grades with relevanceThreshold. Unset for a whole threshold.
    std::optional<double> realThreshold;
    // NDCG gain: Linear = label (trec_eval), Exponential = 2^label - 1, Custom =
    // customGains[label] (grade 0 included). Labels < 0 and unlabelled items gain 0 (as in
    // trec_eval); a custom gain may be 0 or negative.
    GainKind gain = GainKind::Linear;
    std::vector<double> customGains;  // index = grade; grades beyond the table use the label itself
    // Ideal order for IDCG: all labelled items of the query (trec_eval) or the retrieved items.
    IdealOrder ideal = IdealOrder::Labels;
    // Order inside a query: TrecEval = score descending, ties by docid descending (strcmp);
    // InputOrder = score descending, ties in file order; Rank = the input's rank column;
    // Average = expected value over every order of each group of equal scores (after -M keeps
    // the first maxDocsPerQuery items in trec_eval's order).
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
    // rbp_cut@k (RBP counting the top k): the persistence p, the chance the user goes on to the
    // next rank. 0 < p < 1, 0.8 by default; the ranking view's RBP uses the same p.
    double rbpPersistence = 0.8;
    // Retrieved items without a label (and with a negative one, which trec_eval reads as
    // unjudged) are removed before scoring (trec_eval -J, ir_measures judged_only). -M first.
    bool judgedOnly = false;
    // NDCG gains: labels below the relevance threshold gain 0 and leave the ideal (ranx), or
    // keep their own gain (trec_eval: NDCG ignores the threshold).
    bool thresholdInGain = false;
    EmptyQueries emptyQueries = EmptyQueries::Zero;
    // Base b of the DCG discount 1 / log_b(rank + 1) (scikit-learn's log_base); > 1.
    double logBase = 2.0;
    // trec_eval release followed where 9.0.8 and 10.0 differ (see TrecEvalVersion).
    TrecEvalVersion trecEvalVersion = TrecEvalVersion::V9_0_8;

    // Gain of a grade under this configuration.
    double gainOf(std::int32_t grade) const;
    // Gain of a real-valued label (grade = its floor): linear = the label, exponential =
    // 2^label - 1, custom = the table's gain for an integer label and the label itself
    // otherwise; 0 when negative or (thresholdInGain) below the threshold. Equals gainOf(grade)
    // for an integer label.
    double gainOfLabel(std::int32_t grade, double label) const;
    bool isRelevant(std::int32_t grade) const { return grade >= 0 && grade >= relevanceThreshold; }
    // Sets the threshold t >= 0, whole (relevanceThreshold) or not (realThreshold too); one
    // beyond the largest grade is the largest grade (relevant: a label of 2^31 - 1 at most).
    void setThreshold(double t);
    // The threshold as given: realThreshold, else relevanceThreshold.
    double threshold() const { return realThreshold.value_or(relevanceThreshold); }
    // The threshold in its shortest text ("1", "0.5").
    std::string thresholdText() const;
    // The grade a real-valued label (grade = its floor) counts as: its floor, except under a
    // realThreshold, where a label at or above it counts as at least relevanceThreshold and one
    // below it as less. Negative grades (unjudged, judged non-relevant) stay.
    std::int32_t thresholdGrade(std::int32_t grade, double label) const {
        if (!realThreshold || grade < 0) return grade;
        return label >= *realThreshold ? std::max(grade, relevanceThreshold)
                                       : std::min(grade, relevanceThreshold - 1);
    }
    // True when everything beyond the five basic settings is trec_eval's.
    bool extrasAreDefault() const;
    // One-line description in English, e.g. "relevant: label >= 1; gain: linear; ...".
    std::string describe() const;

    bool operator==(const EvalConfig&) const = default;
};

// "" when cfg's threshold suits the labels: a threshold between whole numbers needs
// real-valued labels (realLabels), for whole labels it would be a whole one in disguise (0.5
// means 1, and trec_eval reads -l 0.5 as 0). Else the reason, for "-l: ..." / "threshold: ...".
std::string thresholdProblem(const EvalConfig& cfg, bool realLabels);

// describe() as a translatable format and its values, so the GUI shows the same text in its
// language: translate `format` (context "EvalConfig") and fill %1..%5 with `values`; append
// `maxDocsFormat` filled with `maxDocs` when it is set.
struct ConfigDescription {
    static constexpr const char* format = RL_TRANSLATE_NOOP(
        "EvalConfig", "relevant: label >= %1; gain: %2; ideal: %3; ties: %4; queries: %5");
    static constexpr const char* maxDocsFormat =
        RL_TRANSLATE_NOOP("EvalConfig", "; max docs per query: %1");
    // The settings of issue 11, always stated: fill %1..%4 with `extras`.
    static constexpr const char* extrasFormat =
        RL_TRANSLATE_NOOP("EvalConfig",
                          "; judged only: %1; NDCG gain below threshold: %2; no relevant item: %3; "
                          "log base: %4");
    std::vector<std::string> values;  // threshold, gain, ideal, ties, queries
    std::string maxDocs;              // empty when every retrieved item is used
    std::vector<std::string> extras;  // judged only, gain below threshold, empty queries, base
};
ConfigDescription describeParts(const EvalConfig& cfg);
// Replaces %1..%9 in format by values[0..8] (placeholders without a value stay as they are).
std::string fillPlaceholders(std::string_view format, const std::vector<std::string>& values);

const char* toString(GainKind g);
const char* toString(IdealOrder o);
const char* toString(TiePolicy t);
const char* toString(QuerySet q);
const char* toString(EmptyQueries e);
bool parseEmptyQueries(const std::string& s, EmptyQueries& out);
// "9.0.8" or "10.0" (also "9", "10", "10.0.0"); false on anything else.
bool parseTrecEvalVersion(const std::string& s, TrecEvalVersion& out);
const char* toString(TrecEvalVersion v);
// A log base as typed ("2", "10", "e" = 2.718...); false unless a finite number > 1.
bool parseLogBase(const std::string& s, double& out);
// Parse the names printed by toString; return false on an unknown name.
bool parseGain(const std::string& s, GainKind& out);
bool parseIdeal(const std::string& s, IdealOrder& out);
bool parseTies(const std::string& s, TiePolicy& out);
// Applies one "key=value" setting to cfg: gain=linear|exponential, ideal=labels|retrieved,
// ties=trec_eval|input|rank|average, judged_only=yes|no, ndcg_threshold=yes|no,
// empty_queries=zero|skip|one, log_base=B, rbp_p=P (0 < P < 1), trec_eval_version=9.0.8|10.0.
// Returns false (cfg untouched) on an unknown key or value.
bool applySetting(const std::string& spec, EvalConfig& cfg);

}  // namespace ranklens::core
