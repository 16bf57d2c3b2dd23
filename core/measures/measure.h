#pragma once
// The measure registry: every measure RankLens computes, with its trec_eval name, its
// definition (shown as help in the UI and the CLI) and the function that computes it.
// The CLI, the UI menus and the docs read this one table.
#include <span>
#include <string_view>

#include "core/eval_config.h"
#include "core/judged_ranking.h"

namespace ranklens::core {

enum class MeasureShape {
    Curve,     // a value for every cut-off k = 1..K (P@k, NDCG@k ...)
    Scalar,    // one value per query (MAP, recip_rank ...)
    Levels,    // one value per parameter level that is not a rank (iprec_at_recall)
    RunLevel,  // computed over the whole run, not per query (coverage)
};

enum class Aggregate { Mean, Sum, GeometricMean };

// Curve: fill out[k-1] for k = 1..out.size(). Scalar: fill out[0].
using CurveFn = void (*)(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
// Levels: fill out[i] for params[i].
using LevelsFn = void (*)(const JudgedRanking& r, const EvalConfig& cfg,
                          std::span<const double> params, std::span<double> out);

struct MeasureInfo {
    int order;                     // output position: trec_eval's table order, then ours
    std::string_view name;         // RankLens name; equals trec_eval's name where one exists
    std::string_view trecName;     // empty when trec_eval has no such measure
    std::string_view label;        // short label for tables and legends, e.g. "P@k"
    std::string_view title;        // e.g. "Precision at k"
    std::string_view description;  // formula, edge cases, differences between tools
    MeasureShape shape;
    Aggregate aggregate;
    bool integer;          // counts, printed without decimals
    bool printedPerQuery;  // false where trec_eval prints only the summary (gm_map)
    std::span<const double> defaultParams;  // cut-offs or levels used when none are given
    CurveFn curve;
    LevelsFn levels;
};

// All measures, in trec_eval's output order first, then RankLens' own.
std::span<const MeasureInfo> measureRegistry();
// By name (case-sensitive, as on trec_eval's command line); nullptr when unknown.
const MeasureInfo* findMeasure(std::string_view name);

// Families (one source file each) add their entries through these.
std::span<const MeasureInfo> countMeasures();
std::span<const MeasureInfo> apMeasures();
std::span<const MeasureInfo> rprecMeasures();
std::span<const MeasureInfo> bprefMeasures();
std::span<const MeasureInfo> rrMeasures();
std::span<const MeasureInfo> iprecMeasures();
std::span<const MeasureInfo> precisionMeasures();
std::span<const MeasureInfo> recallMeasures();
std::span<const MeasureInfo> ndcgMeasures();
std::span<const MeasureInfo> hitMeasures();
std::span<const MeasureInfo> f1Measures();
std::span<const MeasureInfo> judgedMeasures();
std::span<const MeasureInfo> coverageMeasures();

// Shared defaults.
std::span<const double> trecCutoffs();  // 5,10,15,20,30,100,200,500,1000

}  // namespace ranklens::core
