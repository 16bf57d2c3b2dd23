// The one table of measures, in output order (as trec_eval's measures.c): trec_eval's measures
// first, then RankLens' own. The computing functions live in one file per family.
#include <algorithm>
#include <array>
#include <cstdint>
#include <iterator>
#include <span>
#include <string>

#include "core/base/translate_noop.h"
#include "core/measures/measure.h"

namespace ranklens::core::detail {

// The computing functions of the table, declared here beside it as trec_eval's measures.c
// declares its te_meas_* above its table: only the table calls them, so a new measure is its
// row, its function (in its family's file, named in the comment above each group) and its test.
// A definition that disagrees with its line here does not link. Functions other code calls
// too are declared in their family's header (fillItems, greedyIdeal, errStopProbability).

// Curve-shaped (out[k-1] for k = 1..out.size()) and scalar (out[0]) measures: counts.cpp,
// ap.cpp, rprec.cpp, bpref.cpp, rr.cpp, precision.cpp, recall.cpp, ndcg.cpp, hit.cpp, f1.cpp,
// judged.cpp, set.cpp.
void numRetFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void numRelFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void numRelRetFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void apFull(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void apCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void rprecFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void bprefFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void rrFull(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void rrCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void precisionCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void recallCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void ndcgFull(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void ndcgCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void cgCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void dcgCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void idcgCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void hitCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void f1Curve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void judgedCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);

void setPFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void setRecallFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);

// Level-shaped, out[i] for params[i]: set.cpp (set_F), iprec.cpp.
void setFFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> x,
            std::span<double> out);
void iprecFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> levels,
             std::span<double> out);

// trec_eval's measures beyond the official set (all_trec; trec_eval 10.0's dcg, ideal_dcg, rbp,
// rbp_resid, unj): trec_set.cpp and trec_gain.cpp.
// Scalars (out[0]).
void infApFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void binGFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void setRelativePFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void setMapFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void numNonrelJudgedRetFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void yaapFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);

// Curves (out[k-1] for k = 1..out.size()).
void relativePCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void unjCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);

// Levels: out[i] for the multiple params[i] of R.
void rprecMultFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> params,
                 std::span<double> out);

// One value from the whole parameter list (MeasureInfo::paramList): out[0]. The *Default
// variants are the same with the measure's default parameters (MeasureInfo::curve).
void utilityFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> params,
               std::span<double> out);
void utilityDefault(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void pt11AvgFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> params,
               std::span<double> out);
void pt11AvgDefault(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void relstringFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> params,
                 std::span<double> out);
void relstringDefault(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
// relstring's per-query text: one character per rank of the top params[0] (default 10).
void relstringText(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> params,
                   std::string& out);

// Gain measures; params = level=gain pairs flattened (level, gain, level, gain, ...).
void gFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> pairs,
         std::span<double> out);
void gDefault(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void ndcgRelFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> pairs,
               std::span<double> out);
void ndcgRelDefault(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void rndcgFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> pairs,
             std::span<double> out);
void rndcgDefault(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void trecDcgFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> pairs,
               std::span<double> out);
void trecDcgDefault(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void trecIdealDcgFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> pairs,
                    std::span<double> out);
void trecIdealDcgDefault(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);

// trec_eval 10.0's RBP and residual; params = {p} (default 0.9).
void trecRbpFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> params,
               std::span<double> out);
void trecRbpDefault(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void trecRbpResidFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> params,
                    std::span<double> out);
void trecRbpResidDefault(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);

// User models: rbp.cpp, err.cpp.
// Rank-biased precision (Moffat & Zobel 2008): out[i] for persistence params[i].
void rbpFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> ps,
           std::span<double> out);
// Its residual: the most that the unjudged items of the list and everything below the list
// could still add.
void rbpResidualFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> ps,
                   std::span<double> out);
// RBP counting only the top k (p = cfg.rbpPersistence): out[k-1] for k = 1..out.size(); from
// k = list length on it equals rbpFn at that p.
void rbpCutCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);

// Expected reciprocal rank (Chapelle et al. 2009) at k = 1..out.size(), and its normalised
// form (divided by the ERR@k of the ideal order).
void errCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void nerrCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);

// Intent-aware diversity from subtopic labels: diversity.cpp.
void alphaNdcgCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void errIaCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void nerrIaCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void subtopicRecallCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);

// Beyond accuracy from item metadata: beyond_accuracy_measures.cpp.
void ildCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void categoryCoverageCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void noveltyCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void arpCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void longTailCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);

// The other official evaluators' measures.
// ndeval (ndeval_measures.cpp); subtopic labels, alpha = cfg.diversityAlpha.
void alphaDcgCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void pIaCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void mapIaFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void nrbpFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> betas,
            std::span<double> out);
void nnrbpFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> betas,
             std::span<double> out);

// cwl_eval (cwl_measures.cpp): gain = label / cfg.errMaxGrade clamped to [0, 1].
void nerr8Curve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void nerr9Curve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void sdcgCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void bpmCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void nerr10Fn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> ps,
              std::span<double> out);
void nerr11Fn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> ts,
              std::span<double> out);
void instFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> ts,
            std::span<double> out);
void insqFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> ts,
            std::span<double> out);

// compat.cpp: trectools' graded RBP and the Compatibility measure.
void rbpGradedFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> ps,
                 std::span<double> out);
void compatFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> ps,
              std::span<double> out);
void compatRawFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> ps,
                 std::span<double> out);

// prefs.cpp: trec_eval's preference measures (-R prefs, qrels_prefs).
double prefsNumPrefsPoss(const PrefCounts& c);
double prefsNumPrefsFul(const PrefCounts& c);
double prefsNumPrefsFulRet(const PrefCounts& c);
double prefsSimp(const PrefCounts& c);
double prefsPair(const PrefCounts& c);
double prefsAvgJg(const PrefCounts& c);
double prefsAvgJgRnonrel(const PrefCounts& c);
double prefsSimpRet(const PrefCounts& c);
double prefsPairRet(const PrefCounts& c);
double prefsAvgJgRet(const PrefCounts& c);
double prefsAvgJgRnonrelRet(const PrefCounts& c);
double prefsSimpImp(const PrefCounts& c);
double prefsPairImp(const PrefCounts& c);
double prefsAvgJgImp(const PrefCounts& c);

// judgment_group_measures.cpp: trec_eval's judgment-group measures (-R qrels_jg).
void mapAvgJg(std::span<const JgRanking> groups, std::int32_t level, std::span<const double> params,
              std::span<double> out);
void precisionAvgJg(std::span<const JgRanking> groups, std::int32_t level,
                    std::span<const double> cutoffs, std::span<double> out);
void rprecMultAvgJg(std::span<const JgRanking> groups, std::int32_t level,
                    std::span<const double> multiples, std::span<double> out);

}  // namespace ranklens::core::detail

namespace ranklens::core {
namespace {

constexpr double kTrecCutoffs[] = {5, 10, 15, 20, 30, 100, 200, 500, 1000};
constexpr double kSuccessCutoffs[] = {1, 5, 10};
constexpr double kPersistence[] = {0.5, 0.8, 0.95};
constexpr double kDiversityCutoffs[] = {5, 10, 20};  // ndeval's
constexpr double kRecallLevels[] = {0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0};
constexpr double kSetFWeights[] = {1.0};
constexpr double kBeyondCutoffs[] = {10};
constexpr double kRprecMultiples[] = {0.2, 0.4, 0.6, 0.8, 1.0, 1.2, 1.4, 1.6, 1.8, 2.0};
constexpr double kUnjCutoffs[] = {5, 10, 20};
constexpr double kNrbpBetas[] = {0.5};          // ndeval's beta
constexpr double kNerr10Persistence[] = {0.9};  // cwl_eval's phi
constexpr double kCwlGoals[] = {1.0};           // INST / INSQ / NERR11's T
constexpr double kCwlCutoffs[] = {10};
constexpr double kGradedRbpPersistence[] = {0.8};
constexpr double kCompatPersistence[] = {0.95};

// The definitions few measures read (MeasureInfo::statedDefinitions).
constexpr std::string_view kStatesErrMaxGrade[] = {"err_max_grade"};
constexpr std::string_view kStatesRbpP[] = {"rbp_p"};

constexpr MeasureInfo kMeasures[] = {
    {.family = MeasureFamily::NumRet,
     .name = "num_ret",
     .trecName = "num_ret",
     .label = RL_TRANSLATE_NOOP("Measures", "#ret"),
     .title = RL_TRANSLATE_NOOP("Measures", "Number of retrieved items"),
     .description =
         RL_TRANSLATE_NOOP("Measures",
                           "Items the system returned for the query (after the -M limit, if any). "
                           "The summary is the sum over queries, as in trec_eval."),
     .shape = MeasureShape::Scalar,
     .aggregate = Aggregate::Sum,
     .integer = true,
     .curve = detail::numRetFn,
     .averagedTies = AveragedTies::Exact,
     .withoutRelevant = WithoutRelevant::AsComputed,
     .reads = Reads::Settings,
     .range = ValueRange::Count,
     .standIn = StandIn::Cleared},
    {.family = MeasureFamily::NumRel,
     .name = "num_rel",
     .trecName = "num_rel",
     .label = RL_TRANSLATE_NOOP("Measures", "#rel"),
     .title = RL_TRANSLATE_NOOP("Measures", "Number of relevant items"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "Labelled items with label >= threshold, retrieved or not: the denominator of recall and "
         "AP. The summary is the sum over queries. Note: with -c trec_eval sums label > 0 over all "
         "labelled queries whatever the threshold; RankLens' trec output does the same."),
     .shape = MeasureShape::Scalar,
     .aggregate = Aggregate::Sum,
     .integer = true,
     .curve = detail::numRelFn,
     .averagedTies = AveragedTies::Exact,
     .withoutRelevant = WithoutRelevant::AsComputed,
     .reads = Reads::Settings,
     .range = ValueRange::Count},
    {.name = "num_rel_ret",
     .trecName = "num_rel_ret",
     .label = RL_TRANSLATE_NOOP("Measures", "#rel ret"),
     .title = RL_TRANSLATE_NOOP("Measures", "Number of relevant retrieved items"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "Retrieved items with label >= threshold. The summary is the sum over queries."),
     .shape = MeasureShape::Scalar,
     .aggregate = Aggregate::Sum,
     .integer = true,
     .curve = detail::numRelRetFn,
     .averagedTies = AveragedTies::Exact,
     .withoutRelevant = WithoutRelevant::AsComputed,
     .reads = Reads::Settings,
     .range = ValueRange::Count},
    {.family = MeasureFamily::Map,
     .name = "map",
     .trecName = "map",
     .label = RL_TRANSLATE_NOOP("Measures", "AP"),
     .title = RL_TRANSLATE_NOOP("Measures", "Average precision"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "AP = (sum over the ranks i holding a relevant item of P@i) / R, where R is the number of "
         "relevant items of the query in the labels, retrieved or not (not min(R, k)). 0 when R = "
         "0. "
         "MAP is its mean over queries."),
     .shape = MeasureShape::Scalar,
     .aggregate = Aggregate::Mean,
     .curve = detail::apFull,
     .averagedTies = AveragedTies::Exact,
     .withoutRelevant = WithoutRelevant::One,
     .reads = Reads::Settings,
     .range = ValueRange::Share},
    {.name = "gm_map",
     .trecName = "gm_map",
     .label = RL_TRANSLATE_NOOP("Measures", "GM-AP"),
     .title = RL_TRANSLATE_NOOP("Measures", "Geometric mean average precision"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "Per query the same value as map; the summary is the geometric mean over queries, "
         "exp(mean(log(max(AP, 0.00001)))), which rewards consistency. trec_eval prints it only "
         "in the summary."),
     .shape = MeasureShape::Scalar,
     .aggregate = Aggregate::GeometricMean,
     .printedPerQuery = false,
     .curve = detail::apFull,
     .averagedTies = AveragedTies::Exact,
     .withoutRelevant = WithoutRelevant::One,
     .reads = Reads::Settings,
     .range = ValueRange::Normalised},
    {.name = "Rprec",
     .trecName = "Rprec",
     .label = RL_TRANSLATE_NOOP("Measures", "R-Prec"),
     .title = RL_TRANSLATE_NOOP("Measures", "R-Precision"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "P@R where R is the number of relevant items of the query: relevant items in the top R "
         "divided by R (also when fewer than R items were returned). 0 when R = 0."),
     .shape = MeasureShape::Scalar,
     .aggregate = Aggregate::Mean,
     .curve = detail::rprecFn,
     .averagedTies = AveragedTies::Exact,
     .withoutRelevant = WithoutRelevant::One,
     .reads = Reads::Settings,
     .range = ValueRange::Share},
    {.name = "bpref",
     .trecName = "bpref",
     .label = RL_TRANSLATE_NOOP("Measures", "bpref"),
     .title = RL_TRANSLATE_NOOP("Measures", "Binary preference"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "For each retrieved relevant item, 1 - min(n, R) / min(N, R), where n counts the judged "
         "non-relevant items ranked above it and N all judged non-relevant items of the query; "
         "summed and divided by R. Unlabelled items are skipped, not counted as non-relevant."),
     .shape = MeasureShape::Scalar,
     .aggregate = Aggregate::Mean,
     .curve = detail::bprefFn,
     .averagedTies = AveragedTies::Exact,
     .withoutRelevant = WithoutRelevant::One,
     .reads = Reads::Settings,
     .range = ValueRange::Share},
    {.family = MeasureFamily::RecipRank,
     .name = "recip_rank",
     .trecName = "recip_rank",
     .label = RL_TRANSLATE_NOOP("Measures", "RR"),
     .title = RL_TRANSLATE_NOOP("Measures", "Reciprocal rank"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "1 / rank of the first relevant item in the whole list, 0 when none is retrieved "
         "(trec_eval's recip_rank has no cut-off). MRR is its mean over queries."),
     .shape = MeasureShape::Scalar,
     .aggregate = Aggregate::Mean,
     .curve = detail::rrFull,
     .averagedTies = AveragedTies::Exact,
     .withoutRelevant = WithoutRelevant::One,
     .reads = Reads::RelevanceOnly,
     .range = ValueRange::Share},
    {.name = "iprec_at_recall",
     .trecName = "iprec_at_recall",
     .label = RL_TRANSLATE_NOOP("Measures", "iP@r"),
     .title = RL_TRANSLATE_NOOP("Measures", "Interpolated precision at recall"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "For a recall level p, the highest precision reached at any rank whose recall is at least "
         "p (levels are turned into counts of relevant items as floor(p*R + 0.9), as trec_eval "
         "9.0.8; lround(p*R) under --trec-eval-version 10.0). "
         "Levels that the list never reaches score 0."),
     .shape = MeasureShape::Levels,
     .aggregate = Aggregate::Mean,
     .defaultParams = kRecallLevels,
     .levels = detail::iprecFn,
     .paramSyntax = ParamSyntax::FloatCutoffs,
     .averagedTies = AveragedTies::Undefined,
     .withoutRelevant = WithoutRelevant::One,
     .reads = Reads::Settings,
     .range = ValueRange::Share},
    {.family = MeasureFamily::P,
     .name = "P",
     .trecName = "P",
     .label = RL_TRANSLATE_NOOP("Measures", "P@k"),
     .title = RL_TRANSLATE_NOOP("Measures", "Precision at k"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "P@k = (relevant items in the top k) / k. The denominator stays k even when fewer than k "
         "items were returned (trec_eval; some tools divide by the list length instead). "
         "Relevant means label >= threshold; unlabelled items count as not relevant."),
     .shape = MeasureShape::Curve,
     .aggregate = Aggregate::Mean,
     .defaultParams = kTrecCutoffs,
     .curve = detail::precisionCurve,
     .paramSyntax = ParamSyntax::Cutoffs,
     .averagedTies = AveragedTies::Exact,
     .withoutRelevant = WithoutRelevant::One,
     .reads = Reads::RelevanceOnly,
     .range = ValueRange::Share},
    {.name = "relstring",
     .trecName = "relstring",
     .label = RL_TRANSLATE_NOOP("Measures", "relstring"),
     .title = RL_TRANSLATE_NOOP("Measures", "Relevance string of the top ranks"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "Not a number: per query, one character per rank of the top N (default 10; "
         "relstring.20 for 20, printed relstring_20): the label 0-9, '>' for a label above 9, "
         "'-' for an item without a label, '.' for a negative label (in the pool, not judged). "
         "A list shorter than N gives a shorter string. Printed per query only (no summary), "
         "quoted, as trec_eval."),
     .shape = MeasureShape::Scalar,
     .aggregate = Aggregate::Mean,
     .printedPerQuery = true,
     .curve = detail::relstringDefault,
     .paramSyntax = ParamSyntax::Floats,
     .paramList = detail::relstringFn,
     .text = detail::relstringText,
     .averagedTies = AveragedTies::Undefined,
     .withoutRelevant = WithoutRelevant::AsComputed,
     .reads = Reads::Settings,
     .range = ValueRange::Text,
     .standIn = StandIn::ClearedUnderItsOwnName},
    {.family = MeasureFamily::Recall,
     .name = "recall",
     .trecName = "recall",
     .label = RL_TRANSLATE_NOOP("Measures", "R@k"),
     .title = RL_TRANSLATE_NOOP("Measures", "Recall at k"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "R@k = (relevant items in the top k) / R, where R counts every relevant item of the query "
         "in the labels, retrieved or not. 0 when the query has no relevant item. Recall depends "
         "on "
         "how complete the labels are: unlabelled relevant items are invisible to it."),
     .shape = MeasureShape::Curve,
     .aggregate = Aggregate::Mean,
     .defaultParams = kTrecCutoffs,
     .curve = detail::recallCurve,
     .paramSyntax = ParamSyntax::Cutoffs,
     .averagedTies = AveragedTies::Exact,
     .withoutRelevant = WithoutRelevant::One,
     .reads = Reads::RelevanceOnly,
     .range = ValueRange::Share},
    {.name = "infAP",
     .trecName = "infAP",
     .label = RL_TRANSLATE_NOOP("Measures", "infAP"),
     .title = RL_TRANSLATE_NOOP("Measures", "Inferred average precision"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "AP estimated from a sampled pool (Yilmaz & Aslam 2006): items without a label are "
         "skipped, items with a negative label are pooled but not judged. For a relevant item at "
         "rank k > 1 it adds 1/k + ((k-1)/k) * (pooled above / (k-1)) * ((rel above + e) / "
         "(judged above + 2e)), e = 0.00001; at rank 1 it adds 1. The sum is divided by R. With "
         "complete judgments it equals AP."),
     .shape = MeasureShape::Scalar,
     .aggregate = Aggregate::Mean,
     .curve = detail::infApFn,
     .averagedTies = AveragedTies::Undefined,
     .withoutRelevant = WithoutRelevant::AsComputed,
     .reads = Reads::Settings,
     .range = ValueRange::Normalised},
    {.family = MeasureFamily::GmBpref,
     .name = "gm_bpref",
     .trecName = "gm_bpref",
     .label = RL_TRANSLATE_NOOP("Measures", "GM-bpref"),
     .title = RL_TRANSLATE_NOOP("Measures", "Geometric mean bpref"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "Per query the same value as bpref; the summary is the geometric mean over queries, "
         "exp(mean(log(max(bpref, 0.00001)))). trec_eval prints it only in the summary."),
     .shape = MeasureShape::Scalar,
     .aggregate = Aggregate::GeometricMean,
     .printedPerQuery = false,
     .curve = detail::bprefFn,
     .averagedTies = AveragedTies::Exact,
     .withoutRelevant = WithoutRelevant::One,
     .reads = Reads::Settings,
     .range = ValueRange::Normalised},
    {.name = "Rprec_mult",
     .trecName = "Rprec_mult",
     .label = RL_TRANSLATE_NOOP("Measures", "R-Prec(x)"),
     .title = RL_TRANSLATE_NOOP("Measures", "Precision at a multiple of R"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "Precision at rank (long)(x * R + 0.9) for each multiple x (default 0.2, 0.4, ..., 2.0): "
         "Rprec_mult_1.00 is R-precision. A cut-off beyond the list divides the relevant items "
         "retrieved by the cut-off; a cut-off of 0 scores 0. Printed Rprec_mult_0.20."),
     .shape = MeasureShape::Levels,
     .aggregate = Aggregate::Mean,
     .defaultParams = kRprecMultiples,
     .levels = detail::rprecMultFn,
     .paramSyntax = ParamSyntax::FloatCutoffs,
     .averagedTies = AveragedTies::Undefined,
     .withoutRelevant = WithoutRelevant::AsComputed,
     .reads = Reads::Settings,
     .range = ValueRange::Normalised},
    {.family = MeasureFamily::Utility,
     .name = "utility",
     .trecName = "utility",
     .label = RL_TRANSLATE_NOOP("Measures", "utility"),
     .title = RL_TRANSLATE_NOOP("Measures", "Set utility"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "a * relevant retrieved + b * non-relevant retrieved + c * relevant missed + d * "
         "non-relevant missed, with utility.a,b,c,d (default 1,-1,0,0; printed utility_a,b,c,d "
         "as typed). The collection size in the last term is -N (default 0), as trec_eval "
         "-N. Another number of coefficients is refused, as trec_eval does (exit code 4). A "
         "query the run missed scores 0."),
     .shape = MeasureShape::Scalar,
     .aggregate = Aggregate::Mean,
     .curve = detail::utilityDefault,
     .paramSyntax = ParamSyntax::Floats,
     .paramList = detail::utilityFn,
     .averagedTies = AveragedTies::Exact,
     .withoutRelevant = WithoutRelevant::AsComputed,
     .reads = Reads::Settings,
     .range = ValueRange::Real,
     .standIn = StandIn::ClearedUnderItsOwnName},
    {.name = "11pt_avg",
     .trecName = "11pt_avg",
     .label = RL_TRANSLATE_NOOP("Measures", "11pt"),
     .title = RL_TRANSLATE_NOOP("Measures", "11-point interpolated average precision"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "The mean of iprec_at_recall over the recall levels 0.0, 0.1, ..., 1.0 (or the levels "
         "given, 11pt_avg..25,.5,.75, printed 11pt_avg_.25,.5,.75). Levels become counts of "
         "relevant items as iprec_at_recall does (9.0.8: (long)(p*R + 0.9); 10.0: lround(p*R)). "
         "0 for an empty list."),
     .shape = MeasureShape::Scalar,
     .aggregate = Aggregate::Mean,
     .curve = detail::pt11AvgDefault,
     .paramSyntax = ParamSyntax::Floats,
     .paramList = detail::pt11AvgFn,
     .averagedTies = AveragedTies::Undefined,
     .withoutRelevant = WithoutRelevant::One,
     .reads = Reads::Settings,
     .range = ValueRange::Share},
    {.name = "binG",
     .trecName = "binG",
     .label = RL_TRANSLATE_NOOP("Measures", "binG"),
     .title = RL_TRANSLATE_NOOP("Measures", "Binary G"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "For each retrieved relevant item, 1 / log2(2 + non-relevant or unlabelled items above "
         "it), summed and divided by R: a gain discounted by the user's wasted effort rather than "
         "by rank. 0 when nothing relevant is retrieved."),
     .shape = MeasureShape::Scalar,
     .aggregate = Aggregate::Mean,
     .curve = detail::binGFn,
     .averagedTies = AveragedTies::Undefined,
     .withoutRelevant = WithoutRelevant::AsComputed,
     .reads = Reads::Settings,
     .range = ValueRange::Normalised},
    {.name = "G",
     .trecName = "G",
     .label = RL_TRANSLATE_NOOP("Measures", "G"),
     .title = RL_TRANSLATE_NOOP("Measures", "Normalised graded gain"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "Sum over ranks i of gain_i / log2(2 + cost_i - gain so far), where cost_i adds up, rank "
         "by rank, the ideal gain at that rank but at least 1; divided by the sum of all ideal "
         "gains. Gains: the label unless level=gain pairs say otherwise (G.1=3,2=9). 0 when no "
         "label is positive."),
     .shape = MeasureShape::Scalar,
     .aggregate = Aggregate::Mean,
     .curve = detail::gDefault,
     .paramSyntax = ParamSyntax::Pairs,
     .paramList = detail::gFn,
     .averagedTies = AveragedTies::Undefined,
     .withoutRelevant = WithoutRelevant::AsComputed,
     .reads = Reads::Settings,
     .range = ValueRange::Normalised},
    {.name = "dcg",
     .trecName = "dcg",
     .label = RL_TRANSLATE_NOOP("Measures", "dcg"),
     .title = RL_TRANSLATE_NOOP("Measures", "Discounted cumulative gain (trec_eval 10.0)"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "trec_eval 10.0's dcg: sum over the whole list of gain / log2(rank + 1), the numerator "
         "of ndcg. Gains: the label unless level=gain pairs say otherwise. Not in trec_eval 9.0.8 "
         "(a command naming it is evaluated as trec_eval 10.0); only when asked (not in "
         "all_trec); RankLens' DCG@k is DCG."),
     .shape = MeasureShape::Scalar,
     .aggregate = Aggregate::Mean,
     .curve = detail::trecDcgDefault,
     .paramSyntax = ParamSyntax::Pairs,
     .paramList = detail::trecDcgFn,
     .trec10Only = true,
     .inAllTrec = false,
     .averagedTies = AveragedTies::Undefined,
     .withoutRelevant = WithoutRelevant::AsComputed,
     .reads = Reads::Settings,
     .range = ValueRange::Gain},
    {.name = "ideal_dcg",
     .trecName = "ideal_dcg",
     .label = RL_TRANSLATE_NOOP("Measures", "ideal_dcg"),
     .title = RL_TRANSLATE_NOOP("Measures", "Ideal DCG (trec_eval 10.0)"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "trec_eval 10.0's ideal_dcg: the DCG of all labelled items in the ideal order, the "
         "denominator of ndcg (not cut at the list's length). Not in trec_eval 9.0.8 (a command "
         "naming it is evaluated as trec_eval 10.0); only when asked (not in all_trec)."),
     .shape = MeasureShape::Scalar,
     .aggregate = Aggregate::Mean,
     .curve = detail::trecIdealDcgDefault,
     .paramSyntax = ParamSyntax::Pairs,
     .paramList = detail::trecIdealDcgFn,
     .trec10Only = true,
     .inAllTrec = false,
     .averagedTies = AveragedTies::Undefined,
     .withoutRelevant = WithoutRelevant::AsComputed,
     .reads = Reads::Settings,
     .range = ValueRange::Gain},
    {.family = MeasureFamily::Ndcg,
     .name = "ndcg",
     .trecName = "ndcg",
     .label = RL_TRANSLATE_NOOP("Measures", "NDCG"),
     .title = RL_TRANSLATE_NOOP("Measures", "NDCG (whole list)"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "DCG of the whole returned list divided by the DCG of the whole ideal order. Gain: the "
         "label (linear, trec_eval) or 2^label - 1 (exponential); labels <= 0 gain 0. Discount "
         "1/log2(rank + 1). Ideal: all labelled items of the query sorted by grade (trec_eval) or "
         "the retrieved items re-sorted. 0 when the ideal DCG is 0. trec_eval's NDCG ignores the "
         "relevance threshold: its gain is the label itself; RankLens does the same."),
     .shape = MeasureShape::Scalar,
     .aggregate = Aggregate::Mean,
     .curve = detail::ndcgFull,
     .averagedTies = AveragedTies::Exact,
     .withoutRelevant = WithoutRelevant::One,
     .reads = Reads::Settings,
     .range = ValueRange::Normalised},
    {.name = "ndcg_rel",
     .trecName = "ndcg_rel",
     .label = RL_TRANSLATE_NOOP("Measures", "ndcg_rel"),
     .title = RL_TRANSLATE_NOOP("Measures", "NDCG averaged over relevant items"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "The mean, over the relevant items of the ideal (labels with a positive gain), of NDCG "
         "at the rank of each such item retrieved (DCG and ideal DCG cut there), and of the whole "
         "list's NDCG for each one not retrieved: the NDCG analogue of AP. 0 when no label is "
         "positive."),
     .shape = MeasureShape::Scalar,
     .aggregate = Aggregate::Mean,
     .curve = detail::ndcgRelDefault,
     .paramSyntax = ParamSyntax::Pairs,
     .paramList = detail::ndcgRelFn,
     .averagedTies = AveragedTies::Undefined,
     .withoutRelevant = WithoutRelevant::AsComputed,
     .reads = Reads::Settings,
     .range = ValueRange::Normalised},
    {.family = MeasureFamily::Rndcg,
     .name = "Rndcg",
     .trecName = "Rndcg",
     .label = RL_TRANSLATE_NOOP("Measures", "Rndcg"),
     .title = RL_TRANSLATE_NOOP("Measures", "NDCG at the ideal's gain boundaries"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "The mean of NDCG taken at every rank where the ideal order's gain drops (the ends of "
         "its grade levels, the last one at R) and, when the list is longer than the ideal, over "
         "the whole list: with binary labels it is NDCG at R. 0 when the query has no relevant "
         "item (label >= threshold)."),
     .shape = MeasureShape::Scalar,
     .aggregate = Aggregate::Mean,
     .curve = detail::rndcgDefault,
     .paramSyntax = ParamSyntax::Pairs,
     .paramList = detail::rndcgFn,
     .averagedTies = AveragedTies::Undefined,
     .withoutRelevant = WithoutRelevant::AsComputed,
     .reads = Reads::Settings,
     .range = ValueRange::Normalised},
    {.family = MeasureFamily::NdcgCut,
     .name = "ndcg_cut",
     .trecName = "ndcg_cut",
     .label = RL_TRANSLATE_NOOP("Measures", "NDCG@k"),
     .title = RL_TRANSLATE_NOOP("Measures", "NDCG at k"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "NDCG@k = DCG@k / IDCG@k, both sums cut at k: DCG@k = sum over i <= k of gain(label_i) / "
         "log2(i + 1), IDCG@k the same over the ideal order. Gain linear (trec_eval) or "
         "exponential (2^label - 1); ideal from all labels (trec_eval) or from the retrieved list. "
         "0 when IDCG@k = 0 (no positive label). Ignores the relevance threshold, as trec_eval."),
     .shape = MeasureShape::Curve,
     .aggregate = Aggregate::Mean,
     .defaultParams = kTrecCutoffs,
     .curve = detail::ndcgCurve,
     .paramSyntax = ParamSyntax::Cutoffs,
     .averagedTies = AveragedTies::Exact,
     .withoutRelevant = WithoutRelevant::One,
     .reads = Reads::Settings,
     .range = ValueRange::Normalised},
    {.family = MeasureFamily::MapCut,
     .name = "map_cut",
     .trecName = "map_cut",
     .label = RL_TRANSLATE_NOOP("Measures", "AP@k"),
     .title = RL_TRANSLATE_NOOP("Measures", "Average precision at k"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "AP@k = (sum over relevant ranks i <= k of P@i) / R, R = all relevant items of the query "
         "(trec_eval's map_cut; some libraries divide by min(R, k) instead and report higher "
         "values). "
         "0 when R = 0."),
     .shape = MeasureShape::Curve,
     .aggregate = Aggregate::Mean,
     .defaultParams = kTrecCutoffs,
     .curve = detail::apCurve,
     .paramSyntax = ParamSyntax::Cutoffs,
     .averagedTies = AveragedTies::Exact,
     .withoutRelevant = WithoutRelevant::One,
     .reads = Reads::Settings,
     .range = ValueRange::Share},
    {.name = "relative_P",
     .trecName = "relative_P",
     .label = RL_TRANSLATE_NOOP("Measures", "relP@k"),
     .title = RL_TRANSLATE_NOOP("Measures", "Relative precision at k"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "Relevant items in the top k divided by min(k, R): precision that a perfect list can "
         "reach 1 on even when R < k. 0 when the query has no relevant item."),
     .shape = MeasureShape::Curve,
     .aggregate = Aggregate::Mean,
     .defaultParams = kTrecCutoffs,
     .curve = detail::relativePCurve,
     .paramSyntax = ParamSyntax::Cutoffs,
     .averagedTies = AveragedTies::Undefined,
     .withoutRelevant = WithoutRelevant::AsComputed,
     .reads = Reads::Settings,
     .range = ValueRange::Share},
    {.family = MeasureFamily::Success,
     .name = "success",
     .trecName = "success",
     .label = RL_TRANSLATE_NOOP("Measures", "Hit@k"),
     .title = RL_TRANSLATE_NOOP("Measures", "Success (hit) at k"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "1 if at least one relevant item is in the top k, else 0. Its mean is the share of "
         "queries served with at least one relevant result (1 - the 'no good result' rate)."),
     .shape = MeasureShape::Curve,
     .aggregate = Aggregate::Mean,
     .defaultParams = kSuccessCutoffs,
     .curve = detail::hitCurve,
     .paramSyntax = ParamSyntax::Cutoffs,
     .averagedTies = AveragedTies::Exact,
     .withoutRelevant = WithoutRelevant::One,
     .reads = Reads::RelevanceOnly,
     .range = ValueRange::Share},
    {.name = "set_P",
     .trecName = "set_P",
     .label = RL_TRANSLATE_NOOP("Measures", "Set P"),
     .title = RL_TRANSLATE_NOOP("Measures", "Set precision"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "Relevant returned items / returned items, over the whole returned list (no cut-off; "
         "P@k divides by k instead). 0 when nothing was returned. ir_measures: SetP."),
     .shape = MeasureShape::Scalar,
     .aggregate = Aggregate::Mean,
     .curve = detail::setPFn,
     .averagedTies = AveragedTies::Exact,
     .withoutRelevant = WithoutRelevant::One,
     .reads = Reads::Settings,
     .range = ValueRange::Share},
    {.name = "set_relative_P",
     .trecName = "set_relative_P",
     .label = RL_TRANSLATE_NOOP("Measures", "Set relP"),
     .title = RL_TRANSLATE_NOOP("Measures", "Set relative precision"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "Relevant returned items / min(returned items, R), over the whole returned list. 0 "
         "when nothing was returned or the query has no relevant item."),
     .shape = MeasureShape::Scalar,
     .aggregate = Aggregate::Mean,
     .curve = detail::setRelativePFn,
     .averagedTies = AveragedTies::Exact,
     .withoutRelevant = WithoutRelevant::One,
     .reads = Reads::Settings,
     .range = ValueRange::Share},
    {.name = "set_recall",
     .trecName = "set_recall",
     .label = RL_TRANSLATE_NOOP("Measures", "Set R"),
     .title = RL_TRANSLATE_NOOP("Measures", "Set recall"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "Relevant returned items / R, over the whole returned list: recall at the list's length. "
         "0 when the query has no relevant item. ir_measures: SetR."),
     .shape = MeasureShape::Scalar,
     .aggregate = Aggregate::Mean,
     .curve = detail::setRecallFn,
     .averagedTies = AveragedTies::Exact,
     .withoutRelevant = WithoutRelevant::One,
     .reads = Reads::Settings,
     .range = ValueRange::Share},
    {.name = "set_map",
     .trecName = "set_map",
     .label = RL_TRANSLATE_NOOP("Measures", "Set AP"),
     .title = RL_TRANSLATE_NOOP("Measures", "Set average precision"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "Set precision times set recall, (relevant returned)^2 / (returned * R): what AP would "
         "be with the relevant items spread evenly over the list. 0 when nothing was returned "
         "or R = 0."),
     .shape = MeasureShape::Scalar,
     .aggregate = Aggregate::Mean,
     .curve = detail::setMapFn,
     .averagedTies = AveragedTies::Exact,
     .withoutRelevant = WithoutRelevant::One,
     .reads = Reads::Settings,
     .range = ValueRange::Share},
    {.family = MeasureFamily::SetF,
     .name = "set_F",
     .trecName = "set_F",
     .label = RL_TRANSLATE_NOOP("Measures", "Set F"),
     .title = RL_TRANSLATE_NOOP("Measures", "Set F measure"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "set_F.x = (x + 1)·P·R / (x·P + R) with set precision P and set recall R; x weighs "
         "recall against precision (x = beta squared of F-beta; default 1: the harmonic mean). "
         "0 when no relevant item was returned. As trec_eval: set_F without a parameter prints "
         "set_F, otherwise set_F_ and the parameter as typed (set_F.0.5 gives set_F_0.5, "
         "set_F.1.0 gives set_F_1.0), with one value, for the first weight given. "
         "ir_measures: SetF."),
     .shape = MeasureShape::Levels,
     .aggregate = Aggregate::Mean,
     .defaultParams = kSetFWeights,
     .levels = detail::setFFn,
     .averagedTies = AveragedTies::Exact,
     .withoutRelevant = WithoutRelevant::One,
     .reads = Reads::Settings,
     .range = ValueRange::Share},
    {.name = "num_nonrel_judged_ret",
     .trecName = "num_nonrel_judged_ret",
     .label = RL_TRANSLATE_NOOP("Measures", "#nonrel ret"),
     .title = RL_TRANSLATE_NOOP("Measures", "Number of judged non-relevant retrieved items"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "Retrieved items with a label >= 0 below the threshold (unlabelled and negative labels "
         "not counted). The summary is the sum over queries."),
     .shape = MeasureShape::Scalar,
     .aggregate = Aggregate::Sum,
     .integer = true,
     .curve = detail::numNonrelJudgedRetFn,
     .averagedTies = AveragedTies::Exact,
     .withoutRelevant = WithoutRelevant::AsComputed,
     .reads = Reads::Settings,
     .range = ValueRange::Count},
    {.name = "yaap",
     .trecName = "yaap",
     .label = RL_TRANSLATE_NOOP("Measures", "yaap"),
     .title = RL_TRANSLATE_NOOP("Measures", "Yet another AP (log odds of AP)"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "log((1 + S) / (1 + R - S)) with S = the sum of precision at each relevant retrieved "
         "rank (S / R is AP): AP's log odds, unbounded, 0 at AP = 0.5 with R = 1. Not in "
         "all_trec: only when asked. A query the run missed scores 0 (9.0.8); 10.0 scores its "
         "one-item stand-in list, log(1 / (1 + R))."),
     .shape = MeasureShape::Scalar,
     .aggregate = Aggregate::Mean,
     .curve = detail::yaapFn,
     .inAllTrec = false,
     .averagedTies = AveragedTies::Undefined,
     .withoutRelevant = WithoutRelevant::AsComputed,
     .reads = Reads::Settings,
     .range = ValueRange::Real},
    {.name = "rbp",
     .trecName = "rbp",
     .label = RL_TRANSLATE_NOOP("Measures", "rbp"),
     .title = RL_TRANSLATE_NOOP("Measures", "Rank-biased precision (trec_eval 10.0)"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "trec_eval 10.0's RBP: (1 - p) * sum over ranks i of gain_i * p^(i-1), p = 0.9 unless "
         "rbp.p=0.8 (printed rbp_p=0.8). Graded: the gain is the label, rescaled to [0, 1] by "
         "the query's largest label when any label exceeds 1; ignores the relevance threshold. "
         "Not in trec_eval 9.0.8 (a command naming it is evaluated as trec_eval 10.0); RankLens' "
         "binary RBP at several p is rbp_ranklens (rbp.0.9, a bare p, is rbp_ranklens.0.9)."),
     .shape = MeasureShape::Scalar,
     .aggregate = Aggregate::Mean,
     .curve = detail::trecRbpDefault,
     .paramSyntax = ParamSyntax::Pairs,
     .persistence = true,
     .paramList = detail::trecRbpFn,
     .trec10Only = true,
     .averagedTies = AveragedTies::Undefined,
     .withoutRelevant = WithoutRelevant::AsComputed,
     .reads = Reads::Settings,
     .range = ValueRange::Normalised},
    {.name = "rbp_resid",
     .trecName = "rbp_resid",
     .label = RL_TRANSLATE_NOOP("Measures", "rbp_resid"),
     .title = RL_TRANSLATE_NOOP("Measures", "RBP residual (trec_eval 10.0)"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "trec_eval 10.0's residual: when the list holds an unlabelled item, p^n + (1 - p) * sum "
         "over unlabelled ranks i of p^(i-1) (n = the list's length); 0 when every returned "
         "item is labelled, the tail below the list ignored then. p = 0.9 unless "
         "rbp_resid.p=0.8. Not in trec_eval 9.0.8 (a command naming it is evaluated as trec_eval "
         "10.0); RankLens' residual that always counts the tail is rbp_resid_ranklens."),
     .shape = MeasureShape::Scalar,
     .aggregate = Aggregate::Mean,
     .curve = detail::trecRbpResidDefault,
     .paramSyntax = ParamSyntax::Pairs,
     .persistence = true,
     .paramList = detail::trecRbpResidFn,
     .trec10Only = true,
     .averagedTies = AveragedTies::Undefined,
     .withoutRelevant = WithoutRelevant::AsComputed,
     .reads = Reads::Settings,
     .range = ValueRange::Normalised,
     .standIn = StandIn::ClearedUnderItsOwnName},
    {.name = "unj",
     .trecName = "unj",
     .label = RL_TRANSLATE_NOOP("Measures", "unj@k"),
     .title = RL_TRANSLATE_NOOP("Measures", "Unjudged at k (trec_eval 10.0)"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "Items without a label (or with a negative one) in the top k, divided by k (default k "
         "= 5, 10, 20): a list shorter than k counts the missing ranks as judged. A red flag: "
         "high values mean the labels do not cover the run. Not in trec_eval 9.0.8 (a command "
         "naming it is evaluated as trec_eval 10.0); judged@k is its complement over min(k, "
         "list length)."),
     .shape = MeasureShape::Curve,
     .aggregate = Aggregate::Mean,
     .defaultParams = kUnjCutoffs,
     .curve = detail::unjCurve,
     .paramSyntax = ParamSyntax::Cutoffs,
     .trec10Only = true,
     .averagedTies = AveragedTies::Undefined,
     .withoutRelevant = WithoutRelevant::AsComputed,
     .reads = Reads::Settings,
     .range = ValueRange::Normalised,
     .standIn = StandIn::Cleared},
    {.family = MeasureFamily::F1,
     .name = "F1",
     .trecName = "",
     .label = RL_TRANSLATE_NOOP("Measures", "F1@k"),
     .title = RL_TRANSLATE_NOOP("Measures", "F1 at k"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "F1@k = 2·P@k·R@k / (P@k + R@k), 0 when both are 0. The harmonic mean punishes imbalance: "
         "P = 0.9, R = 0.1 gives 0.18. Per query, then averaged (not F1 of the mean P and R). "
         "trec_eval has no F1 at k; RankLens prints it as F1_k."),
     .shape = MeasureShape::Curve,
     .aggregate = Aggregate::Mean,
     .defaultParams = kTrecCutoffs,
     .curve = detail::f1Curve,
     .averagedTies = AveragedTies::Exact,
     .withoutRelevant = WithoutRelevant::One,
     .reads = Reads::Settings,
     .range = ValueRange::Share},
    {.family = MeasureFamily::RR,
     .name = "RR",
     .trecName = "",
     .label = RL_TRANSLATE_NOOP("Measures", "RR@k"),
     .title = RL_TRANSLATE_NOOP("Measures", "Reciprocal rank at k"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "1 / rank of the first relevant item when it is within the top k, else 0. MRR@k is its "
         "mean. trec_eval has no cut version; RankLens prints it as RR_k."),
     .shape = MeasureShape::Curve,
     .aggregate = Aggregate::Mean,
     .defaultParams = kTrecCutoffs,
     .curve = detail::rrCurve,
     .averagedTies = AveragedTies::Exact,
     .withoutRelevant = WithoutRelevant::One,
     .reads = Reads::Settings,
     .range = ValueRange::Share},
    {.family = MeasureFamily::CG,
     .name = "CG",
     .trecName = "",
     .label = RL_TRANSLATE_NOOP("Measures", "CG@k"),
     .title = RL_TRANSLATE_NOOP("Measures", "Cumulative gain at k"),
     .description =
         RL_TRANSLATE_NOOP("Measures", "Sum of the gains of the top k items, without discount."),
     .shape = MeasureShape::Curve,
     .aggregate = Aggregate::Mean,
     .defaultParams = kTrecCutoffs,
     .curve = detail::cgCurve,
     .averagedTies = AveragedTies::Exact,
     .withoutRelevant = WithoutRelevant::AsComputed,
     .reads = Reads::Settings,
     .range = ValueRange::Gain},
    {.family = MeasureFamily::DCG,
     .name = "DCG",
     .trecName = "",
     .label = RL_TRANSLATE_NOOP("Measures", "DCG@k"),
     .title = RL_TRANSLATE_NOOP("Measures", "Discounted cumulative gain at k"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "DCG@k = sum over i <= k of gain(label_i) / log2(i + 1). Rank 2 weighs 0.63 of rank 1, "
         "rank 4 0.43, rank 10 0.29."),
     .shape = MeasureShape::Curve,
     .aggregate = Aggregate::Mean,
     .defaultParams = kTrecCutoffs,
     .curve = detail::dcgCurve,
     .averagedTies = AveragedTies::Exact,
     .withoutRelevant = WithoutRelevant::AsComputed,
     .reads = Reads::Settings,
     .range = ValueRange::Gain},
    {.family = MeasureFamily::IDCG,
     .name = "IDCG",
     .trecName = "",
     .label = RL_TRANSLATE_NOOP("Measures", "IDCG@k"),
     .title = RL_TRANSLATE_NOOP("Measures", "Ideal DCG at k"),
     .description =
         RL_TRANSLATE_NOOP("Measures",
                           "DCG@k of the ideal order (all labelled items sorted by grade, or the "
                           "retrieved items re-sorted, per the ideal setting)."),
     .shape = MeasureShape::Curve,
     .aggregate = Aggregate::Mean,
     .defaultParams = kTrecCutoffs,
     .curve = detail::idcgCurve,
     .averagedTies = AveragedTies::Exact,
     .withoutRelevant = WithoutRelevant::AsComputed,
     .reads = Reads::Settings,
     .range = ValueRange::Gain},
    {.family = MeasureFamily::Judged,
     .name = "judged",
     .trecName = "",
     .label = RL_TRANSLATE_NOOP("Measures", "Judged@k"),
     .title = RL_TRANSLATE_NOOP("Measures", "Judged at k"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "Share of the returned top k (min(k, list length) items) that has a label of any grade. "
         "Low values mean the other numbers rest on guesses: unlabelled items count as not "
         "relevant. 0 for an empty list."),
     .shape = MeasureShape::Curve,
     .aggregate = Aggregate::Mean,
     .defaultParams = kTrecCutoffs,
     .curve = detail::judgedCurve,
     .averagedTies = AveragedTies::Exact,
     .withoutRelevant = WithoutRelevant::AsComputed,
     .reads = Reads::RelevanceOnly,
     .range = ValueRange::Share},
    {.family = MeasureFamily::Coverage,
     .name = "coverage",
     .trecName = "",
     .label = RL_TRANSLATE_NOOP("Measures", "Cov@k"),
     .title = RL_TRANSLATE_NOOP("Measures", "Catalogue coverage at k"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "Distinct items appearing in any query's top k, divided by the catalogue size (every item "
         "known to the run and the labels). One value for the whole run; no per-query value."),
     .shape = MeasureShape::RunLevel,
     .aggregate = Aggregate::Mean,
     .printedPerQuery = false,
     .defaultParams = kTrecCutoffs,
     .averagedTies = AveragedTies::Undefined,
     .withoutRelevant = WithoutRelevant::AsComputed,
     .reads = Reads::Settings,
     .range = ValueRange::Normalised},
    {.family = MeasureFamily::Rbp,
     .name = "rbp_ranklens",
     .trecName = "",
     .label = RL_TRANSLATE_NOOP("Measures", "RBP(p)"),
     .title = RL_TRANSLATE_NOOP("Measures", "Rank-biased precision"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "RBP(p) = (1 - p) * sum over ranks i of rel_i * p^(i-1) (Moffat & Zobel 2008): a user "
         "reads rank 1, then goes on to the next rank with probability p (persistence; 0.5 "
         "impatient, 0.8 typical, 0.95 patient). rel_i = 1 when label >= threshold, else 0 "
         "(unlabelled items count as 0). No cut-off and no normalisation by the labels: a "
         "query with no relevant item scores 0, and the unread tail is reported by "
         "rbp_resid_ranklens. -m rbp_ranklens.0.8 (or rbp@0.8) prints rbp_ranklens_0.80. p lies "
         "in (0, 1), as for --rbp-p. trec_eval 10.0's rbp (graded, one p) is rbp."),
     .shape = MeasureShape::Levels,
     .aggregate = Aggregate::Mean,
     .defaultParams = kPersistence,
     .levels = detail::rbpFn,
     .persistence = true,
     .averagedTies = AveragedTies::Undefined,
     .withoutRelevant = WithoutRelevant::AsComputed,
     .reads = Reads::Settings,
     .range = ValueRange::Share},
    {.family = MeasureFamily::RbpResidual,
     .name = "rbp_resid_ranklens",
     .trecName = "",
     .label = RL_TRANSLATE_NOOP("Measures", "RBP res(p)"),
     .title = RL_TRANSLATE_NOOP("Measures", "Rank-biased precision residual"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "The most RBP(p) could still rise: (1 - p) * sum over unlabelled ranks i of p^(i-1), "
         "plus p^n for everything below the n returned items (Moffat & Zobel 2008). The true "
         "RBP lies in [rbp_ranklens, rbp_ranklens + rbp_resid_ranklens]. A large residual means "
         "the labels are too shallow for this p. Empty list: 1. Note: trec_eval 10.0's "
         "rbp_resid prints 0 when no returned item is unlabelled (it ignores the tail then); "
         "RankLens' residual always adds it."),
     .shape = MeasureShape::Levels,
     .aggregate = Aggregate::Mean,
     .defaultParams = kPersistence,
     .levels = detail::rbpResidualFn,
     .persistence = true,
     .averagedTies = AveragedTies::Undefined,
     .withoutRelevant = WithoutRelevant::AsComputed,
     .reads = Reads::Settings,
     .range = ValueRange::Share},
    {.family = MeasureFamily::RbpCut,
     .name = "rbp_cut",
     .trecName = "",
     .label = RL_TRANSLATE_NOOP("Measures", "RBP@k"),
     .title = RL_TRANSLATE_NOOP("Measures", "Rank-biased precision of the top k"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "RBP@k = (1 - p) * sum over ranks i <= k of rel_i * p^(i-1): RBP(p) counting only the "
         "top k, so it can be drawn as a curve over k. rel_i as in rbp (label >= threshold, "
         "unlabelled items 0). p is a definition (--rbp-p, default 0.8; the ranking view's "
         "RBP box sets the same p). From k = list length on it equals rbp at that p; it never "
         "exceeds 1 - p^k. Empty list: 0. p close to 1: close to 0. -m rbp_cut.10 or "
         "rbp_cut@10 prints rbp_cut_10."),
     .shape = MeasureShape::Curve,
     .aggregate = Aggregate::Mean,
     .defaultParams = kTrecCutoffs,
     .curve = detail::rbpCutCurve,
     .statedDefinitions = kStatesRbpP,
     .averagedTies = AveragedTies::Undefined,
     .withoutRelevant = WithoutRelevant::AsComputed,
     .reads = Reads::Settings,
     .range = ValueRange::Normalised},
    {.family = MeasureFamily::Err,
     .name = "err_cut",
     .trecName = "",
     .label = RL_TRANSLATE_NOOP("Measures", "ERR@k"),
     .title = RL_TRANSLATE_NOOP("Measures", "Expected reciprocal rank at k"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "ERR@k = sum over r <= k of (1/r) * R_r * prod over i < r of (1 - R_i) (Chapelle et al. "
         "2009): the user reads down and stops at rank r, satisfied, with probability R_r = "
         "(2^g - 1) / 2^gmax, g = the label clamped to 0..gmax (gmax: --err-max-grade, default "
         "4 as gdeval). Unlabelled and negative labels stop nobody. Graded: ignores the "
         "relevance threshold and the NDCG gain setting. 0 for an empty list. Printed as "
         "err_cut_k; -m err@10 or err_cut.10."),
     .shape = MeasureShape::Curve,
     .aggregate = Aggregate::Mean,
     .defaultParams = kTrecCutoffs,
     .curve = detail::errCurve,
     .statedDefinitions = kStatesErrMaxGrade,
     .averagedTies = AveragedTies::Undefined,
     .withoutRelevant = WithoutRelevant::AsComputed,
     .reads = Reads::Settings,
     .range = ValueRange::Normalised},
    {.family = MeasureFamily::Nerr,
     .name = "nerr_cut",
     .trecName = "",
     .label = RL_TRANSLATE_NOOP("Measures", "nERR@k"),
     .title = RL_TRANSLATE_NOOP("Measures", "Normalised ERR at k"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "nERR@k = ERR@k / ERR@k of the ideal order: the labels sorted by grade descending (all "
         "labelled items, or the retrieved ones re-sorted, per the ideal setting). In [0, 1]; "
         "0 when no label is positive. Printed as nerr_cut_k; -m nerr@10."),
     .shape = MeasureShape::Curve,
     .aggregate = Aggregate::Mean,
     .defaultParams = kTrecCutoffs,
     .curve = detail::nerrCurve,
     .statedDefinitions = kStatesErrMaxGrade,
     .averagedTies = AveragedTies::Undefined,
     .withoutRelevant = WithoutRelevant::AsComputed,
     .reads = Reads::Settings,
     .range = ValueRange::Normalised},
    {.family = MeasureFamily::AlphaNdcg,
     .name = "alpha_ndcg_cut",
     .trecName = "",
     .label = RL_TRANSLATE_NOOP("Measures", "α-nDCG@k"),
     .title = RL_TRANSLATE_NOOP("Measures", "Alpha-nDCG at k"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "From subtopic labels (qid subtopic docid judgment). An item's gain is the sum over the "
         "subtopics it is relevant to of (1 - alpha)^c, c = items above it already relevant to "
         "that subtopic: a subtopic seen again is worth less (alpha 0.5 by default, --alpha). "
         "alpha-DCG@k = sum over r <= k of gain_r / log2(r + 1), divided by the alpha-DCG@k of "
         "the ideal order (Clarke et al. 2008). The ideal order is NP-hard to find; RankLens "
         "takes the standard greedy approximation (best next item at each rank, ties to the "
         "larger docid), as ndeval. 0 when the query has no subtopic with a relevant item. "
         "-m alpha_ndcg@10 prints alpha_ndcg_cut_10."),
     .shape = MeasureShape::Curve,
     .aggregate = Aggregate::Mean,
     .defaultParams = kDiversityCutoffs,
     .curve = detail::alphaNdcgCurve,
     .subtopics = true,
     .averagedTies = AveragedTies::Undefined,
     .withoutRelevant = WithoutRelevant::AsComputed,
     .reads = Reads::Settings,
     .range = ValueRange::Normalised},
    {.family = MeasureFamily::ErrIa,
     .name = "err_ia_cut",
     .trecName = "",
     .label = RL_TRANSLATE_NOOP("Measures", "ERR-IA@k"),
     .title = RL_TRANSLATE_NOOP("Measures", "Intent-aware ERR at k"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "ERR averaged over the query's subtopics (Chapelle et al. 2009), each subtopic "
         "equally likely, as ndeval computes it: a user with intent s stops at an item relevant "
         "to s with probability alpha, so the rank r adds (1/r) * sum over its subtopics of "
         "(1 - alpha)^c. The sum is divided by its largest possible value, sum over r <= k of "
         "S * (1 - alpha)^(r-1) / r with S the query's subtopics (ndeval's collection-"
         "independent normalisation), so 1 is out of reach when a query has few relevant "
         "items. 0 without subtopics."),
     .shape = MeasureShape::Curve,
     .aggregate = Aggregate::Mean,
     .defaultParams = kDiversityCutoffs,
     .curve = detail::errIaCurve,
     .subtopics = true,
     .averagedTies = AveragedTies::Undefined,
     .withoutRelevant = WithoutRelevant::AsComputed,
     .reads = Reads::Settings,
     .range = ValueRange::Normalised},
    {.name = "nerr_ia_cut",
     .trecName = "",
     .label = RL_TRANSLATE_NOOP("Measures", "nERR-IA@k"),
     .title = RL_TRANSLATE_NOOP("Measures", "Normalised ERR-IA at k"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "The sum of ERR-IA@k divided by the same sum for the greedy ideal order of "
         "alpha-nDCG (ndeval's nERR-IA, collection-dependent normalisation). In [0, 1] up to "
         "the greedy approximation. 0 without subtopics."),
     .shape = MeasureShape::Curve,
     .aggregate = Aggregate::Mean,
     .defaultParams = kDiversityCutoffs,
     .curve = detail::nerrIaCurve,
     .subtopics = true,
     .averagedTies = AveragedTies::Undefined,
     .withoutRelevant = WithoutRelevant::AsComputed,
     .reads = Reads::Settings,
     .range = ValueRange::Normalised},
    {.family = MeasureFamily::SubtopicRecall,
     .name = "strec_cut",
     .trecName = "",
     .label = RL_TRANSLATE_NOOP("Measures", "S-recall@k"),
     .title = RL_TRANSLATE_NOOP("Measures", "Subtopic recall at k"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "Subtopics with at least one relevant item in the top k, divided by the subtopics of "
         "the query that have any relevant item (Zhai et al. 2003; ndeval's strec). 0 without "
         "subtopics. -m srecall@10 prints strec_cut_10."),
     .shape = MeasureShape::Curve,
     .aggregate = Aggregate::Mean,
     .defaultParams = kDiversityCutoffs,
     .curve = detail::subtopicRecallCurve,
     .subtopics = true,
     .averagedTies = AveragedTies::Undefined,
     .withoutRelevant = WithoutRelevant::AsComputed,
     .reads = Reads::Settings,
     .range = ValueRange::Normalised},
    {.family = MeasureFamily::Ild,
     .name = "ild_cut",
     .trecName = "",
     .label = RL_TRANSLATE_NOOP("Measures", "ILD@k"),
     .title = RL_TRANSLATE_NOOP("Measures", "Intra-list diversity at k"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "From item categories (--items): the share of the pairs of items in the top k whose "
         "categories differ, i.e. ILD with distance 1 between different categories and 0 within "
         "one (Ziegler et al. 2005). Items without a category are left out of the pairs; fewer "
         "than two categorised items: 0. All one category: 0. -m ild@10 prints ild_cut_10."),
     .shape = MeasureShape::Curve,
     .aggregate = Aggregate::Mean,
     .defaultParams = kBeyondCutoffs,
     .curve = detail::ildCurve,
     .items = true,
     .averagedTies = AveragedTies::Undefined,
     .withoutRelevant = WithoutRelevant::AsComputed,
     .reads = Reads::Settings,
     .range = ValueRange::Normalised},
    {.family = MeasureFamily::CategoryCoverage,
     .name = "catcov_cut",
     .trecName = "",
     .label = RL_TRANSLATE_NOOP("Measures", "CatCov@k"),
     .title = RL_TRANSLATE_NOOP("Measures", "Category coverage at k"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "From item categories (--items): distinct categories among the top k items divided by "
         "the categories of the catalogue (every non-empty category of the item metadata). 0 "
         "when the catalogue has no categories. -m catcov@10 prints catcov_cut_10."),
     .shape = MeasureShape::Curve,
     .aggregate = Aggregate::Mean,
     .defaultParams = kBeyondCutoffs,
     .curve = detail::categoryCoverageCurve,
     .items = true,
     .averagedTies = AveragedTies::Undefined,
     .withoutRelevant = WithoutRelevant::AsComputed,
     .reads = Reads::Settings,
     .range = ValueRange::Normalised},
    {.family = MeasureFamily::Novelty,
     .name = "novelty_cut",
     .trecName = "",
     .label = RL_TRANSLATE_NOOP("Measures", "Novelty@k"),
     .title = RL_TRANSLATE_NOOP("Measures", "Novelty at k (self-information)"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "Mean self-information -log2(pop(i) / N) of the top k items, pop(i) = the users "
         "(lists) that have item i and N = the users popularity was counted over (Zhou et al. "
         "2010; Microsoft Recommenders' novelty per user). Higher = less popular items. Items "
         "without popularity are left out (their self-information is undefined); none left: 0. "
         "Popularity: --popularity (every output states the source). -m novelty@10 prints "
         "novelty_cut_10."),
     .shape = MeasureShape::Curve,
     .aggregate = Aggregate::Mean,
     .defaultParams = kBeyondCutoffs,
     .curve = detail::noveltyCurve,
     .items = true,
     .popularity = true,
     .averagedTies = AveragedTies::Undefined,
     .withoutRelevant = WithoutRelevant::AsComputed,
     .reads = Reads::Settings,
     .range = ValueRange::Bits},
    {.family = MeasureFamily::Arp,
     .name = "arp_cut",
     .trecName = "",
     .label = RL_TRANSLATE_NOOP("Measures", "ARP@k"),
     .title = RL_TRANSLATE_NOOP("Measures", "Average recommendation popularity at k"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "Mean popularity pop(i) of the top k items (Abdollahpouri et al. 2019; RecBole's "
         "AveragePopularity); an item without popularity counts 0. A list shorter than k is "
         "averaged over its own length. Popularity: --popularity (every output states the "
         "source). -m arp@10 prints arp_cut_10."),
     .shape = MeasureShape::Curve,
     .aggregate = Aggregate::Mean,
     .defaultParams = kBeyondCutoffs,
     .curve = detail::arpCurve,
     .items = true,
     .popularity = true,
     .averagedTies = AveragedTies::Undefined,
     .withoutRelevant = WithoutRelevant::AsComputed,
     .reads = Reads::Settings,
     .range = ValueRange::Popularity},
    {.family = MeasureFamily::LongTail,
     .name = "longtail_cut",
     .trecName = "",
     .label = RL_TRANSLATE_NOOP("Measures", "LT@k"),
     .title = RL_TRANSLATE_NOOP("Measures", "Long-tail share at k"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "Share of the top k items in the long tail: every item outside the short head, the "
         "most popular items that together hold 20 % of all popularity (Abdollahpouri et al. "
         "2019). Items without popularity are in the tail. A list shorter than k is averaged "
         "over its own length. -m longtail@10 prints longtail_cut_10."),
     .shape = MeasureShape::Curve,
     .aggregate = Aggregate::Mean,
     .defaultParams = kBeyondCutoffs,
     .curve = detail::longTailCurve,
     .items = true,
     .popularity = true,
     .averagedTies = AveragedTies::Undefined,
     .withoutRelevant = WithoutRelevant::AsComputed,
     .reads = Reads::Settings,
     .range = ValueRange::Normalised},
    {.family = MeasureFamily::Gini,
     .name = "gini",
     .trecName = "",
     .label = RL_TRANSLATE_NOOP("Measures", "Gini@k"),
     .title = RL_TRANSLATE_NOOP("Measures", "Gini index of item exposure at k"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "How unequally the catalogue's items appear in the top k of all lists: exposure x_i = "
         "lists holding item i in their top k, items sorted ascending, Gini = sum over i of "
         "(2i - n - 1) x_i / (n * sum x) over the n items of the catalogue (item metadata and "
         "every item shown; never shown = 0), as RecBole's GiniIndex. 0 = every item equally "
         "often, near 1 = a few items take all. One value for the whole run; no per-query "
         "value. -m gini@10 prints gini_10."),
     .shape = MeasureShape::RunLevel,
     .aggregate = Aggregate::Mean,
     .printedPerQuery = false,
     .defaultParams = kBeyondCutoffs,
     .items = true,
     .averagedTies = AveragedTies::Undefined,
     .withoutRelevant = WithoutRelevant::AsComputed,
     .reads = Reads::Settings,
     .range = ValueRange::Normalised},
// The rows are in output order, not the includes' sorted order.
// clang-format off
#include "core/measures/registry_rows_rel_formats.inc"
#include "core/measures/registry_rows_evaluators.inc"
    // clang-format on
};

// Every MeasureFamily names exactly one row (rows without one leave it None).
constexpr bool everyFamilyOnce() {
    for (std::size_t f = 0; f < kMeasureFamilyCount; ++f)
        if (std::count_if(std::begin(kMeasures), std::end(kMeasures), [f](const MeasureInfo& m) {
                return m.family == static_cast<MeasureFamily>(f);
            }) != 1)
            return false;
    return true;
}
static_assert(everyFamilyOnce(), "kMeasures must name every MeasureFamily in exactly one row");
// measureInfo()'s index: the row of each family.
constexpr auto kRowOfFamily = [] {
    std::array<std::size_t, kMeasureFamilyCount> row{};
    for (std::size_t i = 0; i < std::size(kMeasures); ++i)
        if (kMeasures[i].family != MeasureFamily::None)
            row[static_cast<std::size_t>(kMeasures[i].family)] = i;
    return row;
}();
constexpr bool everyRowStatesItsFacts() {
    for (const auto& m : kMeasures)
        if (!statesEveryFact(m)) return false;
    return true;
}
static_assert(everyRowStatesItsFacts(),
              "every row of kMeasures must set averagedTies, withoutRelevant, reads and range");

}  // namespace

std::span<const MeasureInfo> measureRegistry() {
    return kMeasures;
}

const MeasureInfo& measureInfo(MeasureFamily family) {
    return kMeasures[kRowOfFamily.at(static_cast<std::size_t>(family))];
}

std::size_t registryIndex(const MeasureInfo& m) {
    return static_cast<std::size_t>(&m - std::begin(kMeasures));
}

const MeasureInfo* findMeasure(std::string_view name) {
    for (const auto& m : kMeasures)
        if (m.name == name) return &m;
    return nullptr;
}

bool knownIn(const MeasureInfo& m, TrecEvalVersion version) {
    return !m.trec10Only || version == TrecEvalVersion::V10_0;
}

const MeasureInfo* findMeasure(std::string_view name, TrecEvalVersion version) {
    const MeasureInfo* m = findMeasure(name);
    return m && knownIn(*m, version) ? m : nullptr;
}

std::span<const double> trecCutoffs() {
    return kTrecCutoffs;
}

}  // namespace ranklens::core
