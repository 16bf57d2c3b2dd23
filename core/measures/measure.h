#pragma once
// The measure registry: every measure RankLens computes, with its trec_eval name, its
// definition (shown as help in the UI and the CLI) and the function that computes it.
// The CLI, the UI menus and the docs read this one table (core/measures/registry.cpp).
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/definitions/eval_config.h"
#include "core/judged/judged_ranking.h"

namespace ranklens::core {

enum class MeasureShape {
    Curve,     // a value for every cut-off k = 1..K (P@k, NDCG@k ...)
    Scalar,    // one value per query (MAP, recip_rank ...)
    Levels,    // one value per parameter level that is not a rank (iprec_at_recall, rbp's p)
    RunLevel,  // computed over the whole run, not per query (coverage)
};

enum class Aggregate { Mean, Sum, GeometricMean };

// Curve: fill out[k-1] for k = 1..out.size(). Scalar: fill out[0].
using CurveFn = void (*)(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
// Levels: fill out[i] for params[i].
using LevelsFn = void (*)(const JudgedRanking& r, const EvalConfig& cfg,
                          std::span<const double> params, std::span<double> out);
// A per-query value that is text, not a number (relstring): out = the text for params.
using TextFn = void (*)(const JudgedRanking& r, const EvalConfig& cfg,
                        std::span<const double> params, std::string& out);

// trec_eval's other relevance formats (core/measures/rel_format_counts.h). A preference measure
// (-R prefs, qrels_prefs): the value of one query's preference counts. A judgment-group measure
// (-R qrels_jg): out[i] for params[i] (out[0] when it has no parameters) from the rankings as
// each group judges them, level = the relevance threshold (trec_eval -l).
struct PrefCounts;
struct JgRanking;
using PrefsFn = double (*)(const PrefCounts& counts);
using JudgmentGroupFn = void (*)(std::span<const JgRanking> groups, std::int32_t level,
                                 std::span<const double> params, std::span<double> out);

// How a measure's parameters are written after its name ("P.5,10"), as trec_eval's meas_init.c
// reads them for trec_eval's measures.
enum class ParamSyntax {
    RankLens,      // RankLens' own rules (cut-offs positive integers, levels in [0, 1])
    Cutoffs,       // trec_eval: atol each ("23.4" is 23), > 0, no duplicates; name_K
    FloatCutoffs,  // trec_eval: atof each, sorted, no duplicates; name_%3.2f
    Floats,        // trec_eval: atof each, kept in order; one value named name_<text as typed>
    Pairs,         // trec_eval: name=value pairs; one value named name_<text as typed>
};

// The measures code refers to by identity: each enumerator names one row of the registry
// (registry.cpp checks that every one has exactly one row). Code that treats one measure
// specially switches on this, never on a name string, so a misspelt measure does not compile;
// facts that hold for several measures are fields of their rows instead. A measure no code
// singles out has no enumerator: its row leaves family as None. Output order is the table's
// order (registryIndex), never this enum's.
enum class MeasureFamily {
    NumRet,
    NumRel,
    Map,
    RecipRank,
    P,
    Recall,
    GmBpref,
    Utility,
    Ndcg,
    Rndcg,
    NdcgCut,
    MapCut,
    Success,
    SetF,
    // RankLens' own measures.
    F1,
    RR,
    CG,
    DCG,
    IDCG,
    Judged,
    Coverage,
    // User models (core/measures/rbp.cpp, err.cpp).
    Rbp,
    RbpResidual,
    RbpCut,
    Err,
    Nerr,
    // Intent-aware diversity from subtopic labels (core/measures/diversity.cpp).
    AlphaNdcg,
    ErrIa,
    SubtopicRecall,
    // Beyond accuracy from item metadata (core/measures/beyond_accuracy_measures.cpp).
    Ild,
    CategoryCoverage,
    Novelty,
    Arp,
    LongTail,
    Gini,
    Count,  // the number of enumerators above
    None,   // a row that no code refers to by identity
};
inline constexpr std::size_t kMeasureFamilyCount = static_cast<std::size_t>(MeasureFamily::Count);

// Facts every row of the registry states (a row that leaves one Unset does not compile: see the
// static_assert in registry.cpp). Code reads them instead of switching on families.
enum class AveragedTies {
    Unset,
    Exact,      // an exact expected value under TiePolicy::Average (counts, or written for it)
    Undefined,  // no expected value over the tied orders is computed (iprec_at_recall, ...)
};
enum class WithoutRelevant {
    Unset,
    One,         // EmptyQueries::One scores 1: the best value, for measures asking for relevance
    AsComputed,  // counts, gains, Judged@k ...: the value computed, whatever EmptyQueries says
};
enum class Reads {
    Unset,
    RelevanceOnly,  // relevance, positions and counts: no gain, ideal order or log base enters
    Settings,       // may read any setting of EvalConfig
};
enum class ValueRange {
    Unset,
    Share,       // in [0, 1] whatever the settings and whichever tool computed it: a share or
                 // ratio of counts (P, recall, AP, R-prec, RR, success, bpref, F, judged@k, RBP)
    Normalised,  // in [0, 1] under RankLens' definitions (non-negative gains, labels within the
                 // top grade); custom gains or another tool's ideal can leave it (NDCG, ERR ...)
    Count,       // a number of items
    Gain,        // a sum of gains (>= 0, unbounded)
    Bits,        // self-information in bits
    Popularity,  // a mean popularity of items
    Real,        // any real number (utility, yaap)
    Text,        // a per-query text; the number is 0
};
// trec_eval 10.0 -c: what happens to the value of a missed query after its stand-in list.
enum class StandIn {
    Kept,
    Cleared,                 // always set to 0 (num_ret, unj*)
    ClearedUnderItsOwnName,  // set to 0 when printed under the bare name (utility, not
                             // utility_2,...)
};

struct MeasureInfo {
    MeasureFamily family = MeasureFamily::None;
    std::string_view name;         // RankLens name; equals trec_eval's name where one exists
    std::string_view trecName;     // empty when trec_eval has no such measure
    std::string_view label;        // short label for tables and legends, e.g. "P@k"
    std::string_view title;        // e.g. "Precision at k"
    std::string_view description;  // formula, edge cases, differences between tools
    MeasureShape shape;
    Aggregate aggregate = Aggregate::Mean;
    bool integer = false;                        // counts, printed without decimals
    bool printedPerQuery = true;                 // false where trec_eval prints only the summary
    std::span<const double> defaultParams = {};  // cut-offs or levels used when none are given
    CurveFn curve = nullptr;
    LevelsFn levels = nullptr;
    bool subtopics = false;   // needs subtopic labels (EvalOptions::diversity)
    bool items = false;       // needs item metadata (EvalOptions::items)
    bool popularity = false;  // reads the items' popularity too (not only their categories)
    ParamSyntax paramSyntax = ParamSyntax::RankLens;
    // Its parameter is a user model's persistence p, which lies in (0, 1) as --rbp-p's (p = 1
    // scores 0 for every list): measure specs refuse any other. Under ParamSyntax::Pairs it is
    // the pair "p" (trec_eval 10.0's rbp.p=0.8).
    bool persistence = false;
    // Scalar measures with ParamSyntax Floats or Pairs: the value for an explicit parameter
    // list (curve computes it with the defaults).
    LevelsFn paramList = nullptr;
    TextFn text = nullptr;    // per-query text (printed per query only; numbers are 0)
    bool trec10Only = false;  // known only under --trec-eval-version 10.0, as in its table
    bool inAllTrec = true;    // trec_eval-named and part of all_trec (yaap, dcg: asked by name)
    // Set on the measures that need preference judgments (trec_eval -R prefs or qrels_prefs) /
    // qrels with judgment groups (-R qrels_jg): the function computing it from those, called by
    // core/trec/rel_format_eval.h (no curve or levels function; the ordinary evaluator refuses
    // them). Null on every other row, so `if (m.prefs)` asks whether a measure is one.
    PrefsFn prefs = nullptr;
    JudgmentGroupFn judgmentGroups = nullptr;
    // -R qrels_jg's parameters are rank cut-offs: positive integers, printed "P_avgjg_5";
    // otherwise numbers, printed "%3.2f" (Rprec_mult_avgjg_0.20), as trec_eval.
    bool judgmentGroupCutoffs = false;
    bool inPrefsSet = false;  // in trec_eval's official preference measures, its "-m prefs"
    bool prefsPairs = false;  // computed from the pair scores (counted only when one is asked)
    // ir_measures' spelling "name@k" reads as this row's "name_cut.k" (the cut-off measures
    // added with that parser: alpha_dcg@20, nerr8@10; the older ones go through the CLI's
    // aliases).
    bool irMeasuresAtK = false;
    // The definitions (core/definitions/definition_schema.h keys) that few measures read, stated
    // with the results whenever this measure was computed ("err_max_grade", "rbp_p"; subtopic
    // measures state alpha).
    std::span<const std::string_view> statedDefinitions = {};
    AveragedTies averagedTies = AveragedTies::Unset;
    WithoutRelevant withoutRelevant = WithoutRelevant::Unset;
    Reads reads = Reads::Unset;
    ValueRange range = ValueRange::Unset;
    StandIn standIn = StandIn::Kept;
};

// True when every fact a row must state is set (the registry checks each row at compile time).
constexpr bool statesEveryFact(const MeasureInfo& m) {
    return m.averagedTies != AveragedTies::Unset && m.withoutRelevant != WithoutRelevant::Unset &&
           m.reads != Reads::Unset && m.range != ValueRange::Unset;
}

// One measure with its parameters: cut-offs k for Curve/RunLevel measures, levels for Levels
// measures, nothing for Scalar ones.
struct MeasureRequest {
    const MeasureInfo* measure = nullptr;
    std::vector<double> params;
    // set_F only: the parameter text as typed ("0.5", "1.0", "0.5,2"), which trec_eval prints
    // verbatim after "set_F_" (computing its first weight); empty = the default name "set_F".
    std::string paramText = {};
    // The parameters were given (not a measure's defaults): a later default list (official,
    // all_trec) leaves them as they are, as trec_eval keeps a measure's -m parameters.
    bool explicitParams = false;
};

// All measures, in trec_eval's output order first, then RankLens' own.
std::span<const MeasureInfo> measureRegistry();
// The entry of one measure.
const MeasureInfo& measureInfo(MeasureFamily family);
// By name (case-sensitive, as on trec_eval's command line); nullptr when unknown.
const MeasureInfo* findMeasure(std::string_view name);
// The same among the measures a trec_eval release knows: trec_eval 10.0's additions (dcg,
// ideal_dcg, rbp, rbp_resid, unj) are unknown under 9.0.8.
const MeasureInfo* findMeasure(std::string_view name, TrecEvalVersion version);
// True when the measure exists under that release.
bool knownIn(const MeasureInfo& m, TrecEvalVersion version);

// True when the measure has an exact expected value under TiePolicy::Average (its row's fact).
inline bool definedUnderAveragedTies(const MeasureInfo& m) {
    return m.averagedTies == AveragedTies::Exact;
}

// The row's place in the registry: output order, and the order trec_eval prints its measures.
std::size_t registryIndex(const MeasureInfo& m);

// Shared defaults.
std::span<const double> trecCutoffs();  // 5,10,15,20,30,100,200,500,1000

}  // namespace ranklens::core
