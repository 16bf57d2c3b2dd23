#pragma once
// The numbers of the ranking view, computed by the engine (core/measures) for one ordered list
// of grades: one tier of registry measures in display order — P@k, R@k, F1@k, NDCG@k, DCG@k,
// IDCG@k, AP@k and RR@k; under "More measures" the user models RBP(p) with its residual, ERR@k
// and nERR@k, the intent-aware alpha-nDCG@k, ERR-IA@k and S-recall@k (from subtopic labels);
// then beyond accuracy ILD@k, catcov@k, novelty@k, ARP@k and long-tail share@k (from item
// metadata). Each row is a registry family; what a row needs is its registry row's fact
// (subtopics, items), item popularity the row's own. Plain C++ (no widgets): used by the view, the
// tests and the benchmark. The per-position DCG table is teaching::explain's.
#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/definitions/eval_config.h"
#include "core/judged/judged_ranking.h"
#include "core/measures/measure.h"

namespace ranklens::core {

// The measures the ranking view shows, in display order.
enum class RankingMeasure {
    P,
    Recall,
    F1,
    Ndcg,
    Dcg,
    Idcg,
    Ap,
    Rr,
    Rbp,
    RbpResidual,
    Err,
    Nerr,
    AlphaNdcg,
    ErrIa,
    SubtopicRecall,
    Ild,
    CategoryCoverage,
    Novelty,
    Arp,
    LongTail,
    Count
};
inline constexpr std::size_t kRankingMeasureCount = static_cast<std::size_t>(RankingMeasure::Count);

// Where a measure sits in the view: always shown, under "More measures" (user models and the
// intent-aware ones), or under "More measures" as beyond accuracy (from item metadata).
enum class RankingGroup { Accuracy, UserModels, BeyondAccuracy };

// Registry entry (core/measures/measure.h) of each RankingMeasure, its name ("P", "recall",
// "F1", "ndcg_cut", "DCG", "IDCG", "map_cut", "RR", "rbp_ranklens", "rbp_resid_ranklens",
// "err_cut", "nerr_cut", "alpha_ndcg_cut", "err_ia_cut", "strec_cut", "ild_cut", "catcov_cut",
// "novelty_cut", "arp_cut", "longtail_cut") and its group.
const MeasureInfo& rankingMeasureInfo(RankingMeasure m);
std::string_view rankingMeasureName(RankingMeasure m);
RankingGroup rankingGroup(RankingMeasure m);

// Values of every ranking measure at one cut-off k, with what the list had to compute them.
struct RankingMetrics {
    int k = 0;                // the cut-off the values are taken at (0 = not computed)
    double p = 0.8;           // RBP's persistence (RBP has no cut-off)
    bool subtopics = false;   // the query has subtopic labels (else the intent-aware values are 0)
    bool categories = false;  // the project's items have categories (else beyond accuracy is 0)
    bool popularity = false;  // ... and a popularity
    std::array<double, kRankingMeasureCount> values{};
    std::int64_t numRel = 0;        // relevant items of the query (in the labels)
    std::int64_t relRetrieved = 0;  // relevant items in the whole returned list
    std::int64_t relInTopK = 0;     // relevant items in the top k

    double operator[](RankingMeasure m) const { return values[static_cast<std::size_t>(m)]; }
    double& operator[](RankingMeasure m) { return values[static_cast<std::size_t>(m)]; }
    bool operator==(const RankingMetrics&) const = default;
};

// What a measure lacks in the list's labels or metadata. Item categories are asked first: without
// them no beyond-accuracy measure is computed.
enum class RankingLack { Nothing, Subtopics, Categories, Popularity };
RankingLack lackOf(RankingMeasure m, const RankingMetrics& r);

// Reusable buffers so a recompute after each drag does not allocate.
struct RankingScratch {
    std::vector<double> curve;
};

// Computes every RankingMeasure at cut-off k (k >= 1; k beyond the list is legal) and RBP
// persistence p (0 < p <= 1) for grades in rank order (kUnjudged allowed) against all labels of
// the query (retrieved or not) with judgeGrades and the registry's functions: a curve span of
// size k, value out[k-1]; a levels function at p. The intent-aware measures read
// judged.diversity (attachSubtopics), the beyond-accuracy ones judged.items (attachItems);
// without them their values are 0.
RankingMetrics computeRankingMetrics(const JudgedRanking& judged, const EvalConfig& cfg, int k,
                                     double p, RankingScratch& scratch);
// The same for plain grades, at the definitions' RBP persistence.
RankingMetrics computeRankingMetrics(std::vector<std::int32_t> rankedGrades,
                                     const std::vector<std::int32_t>& allLabelGrades,
                                     const EvalConfig& cfg, int k);

// Gives a list judged by judgeGrades its subtopic labels: q = the query's (nullptr: none),
// docs and grades = the list as given to judgeGrades (same order and length). The ranks are
// those judgeGrades kept (at most cfg.maxDocsPerQuery; judged only drops the unlabelled).
void attachSubtopics(const DiversityQuery* q, std::span<const std::string> docs,
                     std::span<const std::int32_t> grades, const EvalConfig& cfg,
                     JudgedRanking& judged);

// Gives a list judged by judgeGrades its items' metadata (items: nullptr = none), as
// attachSubtopics gives its subtopics: docs and grades as given to judgeGrades.
void attachItems(const ItemIndex* items, std::span<const std::string> docs,
                 std::span<const std::int32_t> grades, const EvalConfig& cfg,
                 JudgedRanking& judged);

}  // namespace ranklens::core
