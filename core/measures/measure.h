#pragma once
// The measure registry: every measure RankLens computes, with its trec_eval name, its
// definition (shown as help in the UI and the CLI) and the function that computes it.
// The CLI, the UI menus and the docs read this one table (core/measures/registry.cpp).
#include <cstddef>
#include <span>
#include <string_view>

#include "core/eval_config.h"
#include "core/judged_ranking.h"

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

// Every measure of the registry, in output order (the table in registry.cpp has one entry per
// enumerator, in this order). Code that treats one measure specially switches on this, never
// on a name string, so a misspelt measure does not compile.
enum class MeasureFamily {
    NumRet,
    NumRel,
    NumRelRet,
    Map,
    GmMap,
    Rprec,
    Bpref,
    RecipRank,
    IprecAtRecall,
    P,
    Recall,
    Ndcg,
    NdcgCut,
    MapCut,
    Success,
    SetP,
    SetRecall,
    SetF,
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
    NerrIa,
    SubtopicRecall,
    // Beyond accuracy from item metadata (core/measures/beyond_accuracy_measures.cpp).
    Ild,
    CategoryCoverage,
    Novelty,
    Arp,
    LongTail,
    Gini,
    // The other official evaluators' measures: ndeval (core/measures/ndeval_measures.cpp),
    // cwl_eval (cwl_measures.cpp), trectools' graded RBP and Compatibility (compat.cpp).
    AlphaDcg,
    PIa,
    MapIa,
    Nrbp,
    NNrbp,
    RbpGraded,
    Nerr8,
    Nerr9,
    Nerr10,
    Nerr11,
    Sdcg,
    Bpm,
    Inst,
    Insq,
    Compat,
    CompatRaw,
    Count
};
inline constexpr std::size_t kMeasureFamilyCount = static_cast<std::size_t>(MeasureFamily::Count);

struct MeasureInfo {
    MeasureFamily family;
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
    bool subtopics = false;  // needs subtopic labels (EvalOptions::diversity)
    bool items = false;      // needs item metadata (EvalOptions::items)
};

// All measures, in trec_eval's output order first, then RankLens' own.
std::span<const MeasureInfo> measureRegistry();
// The entry of one measure.
const MeasureInfo& measureInfo(MeasureFamily family);
// By name (case-sensitive, as on trec_eval's command line); nullptr when unknown.
const MeasureInfo* findMeasure(std::string_view name);

// True when the measure has an exact expected value under TiePolicy::Average (every measure
// computed per query from the ranking except iprec_at_recall; not the run-level coverage).
bool definedUnderAveragedTies(const MeasureInfo& m);

// Shared defaults.
std::span<const double> trecCutoffs();  // 5,10,15,20,30,100,200,500,1000

}  // namespace ranklens::core
