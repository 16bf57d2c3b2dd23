#pragma once
// The numbers of the ranking view, computed by the engine (core/measures) for one ordered
// list of grades: P@k, R@k, F1@k, NDCG@k, DCG@k, IDCG@k, AP@k and RR@k. Plain C++ (no
// widgets): used by the view, the tests and the benchmark. The per-position DCG table is
// teaching::explain's.
#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/eval_config.h"
#include "core/judged/judged_ranking.h"
#include "core/measures/measure.h"

namespace ranklens::core {

// The measures the ranking view shows, in display order.
enum class RankingMeasure { P, Recall, F1, Ndcg, Dcg, Idcg, Ap, Rr, Count };
inline constexpr std::size_t kRankingMeasureCount = static_cast<std::size_t>(RankingMeasure::Count);

// Registry entry (core/measures/measure.h) of each RankingMeasure, and its name: "P",
// "recall", "F1", "ndcg_cut", "DCG", "IDCG", "map_cut", "RR".
const MeasureInfo& rankingMeasureInfo(RankingMeasure m);
std::string_view rankingMeasureName(RankingMeasure m);

// Values of all ranking measures at one cut-off k.
struct RankingMetrics {
    int k = 0;  // the cut-off the values are taken at (0 = not computed)
    std::array<double, kRankingMeasureCount> values{};
    std::int64_t numRel = 0;        // relevant items of the query (in the labels)
    std::int64_t relRetrieved = 0;  // relevant items in the whole returned list
    std::int64_t relInTopK = 0;     // relevant items in the top k

    double operator[](RankingMeasure m) const { return values[static_cast<std::size_t>(m)]; }
    double& operator[](RankingMeasure m) { return values[static_cast<std::size_t>(m)]; }
    bool operator==(const RankingMetrics&) const = default;
};

// Reusable buffers so a recompute after each drag does not allocate.
struct RankingScratch {
    std::vector<double> curve;
};

// Computes every RankingMeasure at cut-off k (k >= 1; k beyond the list is legal) for grades in
// rank order (kUnjudged allowed) against all labels of the query (retrieved or not) with
// judgeGrades and the registry's curve functions: a curve span of size k, value out[k-1].
RankingMetrics computeRankingMetrics(const JudgedRanking& judged, const EvalConfig& cfg, int k,
                                     RankingScratch& scratch);
RankingMetrics computeRankingMetrics(std::vector<std::int32_t> rankedGrades,
                                     const std::vector<std::int32_t>& allLabelGrades,
                                     const EvalConfig& cfg, int k);

// The ranking view's further measures ("More measures"): the user models RBP(p) with its
// residual, ERR@k and nERR@k, and the intent-aware ones from subtopic labels, alpha-nDCG@k,
// ERR-IA@k and subtopic recall@k. In display order.
enum class ExtraMeasure { Rbp, RbpResidual, Err, Nerr, AlphaNdcg, ErrIa, SubtopicRecall, Count };
inline constexpr std::size_t kExtraMeasureCount = static_cast<std::size_t>(ExtraMeasure::Count);

// Registry entry of each ExtraMeasure ("rbp", "rbp_resid", "err_cut", "nerr_cut",
// "alpha_ndcg_cut", "err_ia_cut", "strec_cut") and its name.
const MeasureInfo& extraMeasureInfo(ExtraMeasure m);
std::string_view extraMeasureName(ExtraMeasure m);
// True for the intent-aware ones (they need the query's subtopic labels).
bool needsSubtopics(ExtraMeasure m);

struct ExtraMetrics {
    int k = 0;               // the cut-off (0 = not computed); RBP has none
    double p = 0.8;          // RBP's persistence
    bool subtopics = false;  // the query has subtopic labels (else the intent-aware values are 0)
    std::array<double, kExtraMeasureCount> values{};

    double operator[](ExtraMeasure m) const { return values[static_cast<std::size_t>(m)]; }
    double& operator[](ExtraMeasure m) { return values[static_cast<std::size_t>(m)]; }
    bool operator==(const ExtraMetrics&) const = default;
};

// Every ExtraMeasure of a judged list at cut-off k (k >= 1) and persistence p (0 < p <= 1),
// with the registry's functions; the intent-aware ones read judged.diversity (attachSubtopics).
ExtraMetrics computeExtraMetrics(const JudgedRanking& judged, const EvalConfig& cfg, int k,
                                 double p, RankingScratch& scratch);

// Gives a list judged by judgeGrades its subtopic labels: q = the query's (nullptr: none),
// docs and grades = the list as given to judgeGrades (same order and length). The ranks are
// those judgeGrades kept (at most cfg.maxDocsPerQuery; judged only drops the unlabelled).
void attachSubtopics(const DiversityQuery* q, std::span<const std::string> docs,
                     std::span<const std::int32_t> grades, const EvalConfig& cfg,
                     JudgedRanking& judged);

// The ranking view's beyond-accuracy measures, from the project's item metadata: ILD@k,
// catcov@k (they need item categories), novelty@k, ARP@k and long-tail share@k (they need item
// popularity). In display order.
enum class BeyondMeasure { Ild, CategoryCoverage, Novelty, Arp, LongTail, Count };
inline constexpr std::size_t kBeyondMeasureCount = static_cast<std::size_t>(BeyondMeasure::Count);

// Registry entry of each BeyondMeasure ("ild_cut", "catcov_cut", "novelty_cut", "arp_cut",
// "longtail_cut") and its name.
const MeasureInfo& beyondMeasureInfo(BeyondMeasure m);
std::string_view beyondMeasureName(BeyondMeasure m);
// True for novelty, ARP and long tail (they read item popularity).
bool needsPopularity(BeyondMeasure m);

struct BeyondMetrics {
    int k = 0;                // the cut-off (0 = not computed)
    bool categories = false;  // the project's items have categories
    bool popularity = false;  // ... and a popularity
    std::array<double, kBeyondMeasureCount> values{};

    double operator[](BeyondMeasure m) const { return values[static_cast<std::size_t>(m)]; }
    double& operator[](BeyondMeasure m) { return values[static_cast<std::size_t>(m)]; }
    bool operator==(const BeyondMetrics&) const = default;
};

// Every BeyondMeasure of a judged list at cut-off k (k >= 1) with the registry's functions (the
// CLI's); they read judged.items and judged.rankItems (attachItems). Without items: all 0.
BeyondMetrics computeBeyondMetrics(const JudgedRanking& judged, const EvalConfig& cfg, int k,
                                   RankingScratch& scratch);

// Gives a list judged by judgeGrades its items' metadata (items: nullptr = none), as
// attachSubtopics gives its subtopics: docs and grades as given to judgeGrades.
void attachItems(const ItemIndex* items, std::span<const std::string> docs,
                 std::span<const std::int32_t> grades, const EvalConfig& cfg,
                 JudgedRanking& judged);

}  // namespace ranklens::core
