#pragma once
// One query's ranking reduced to what the measures need (trec_eval's per-query
// preprocessing): grades in rank order, the ideal grades, and relevant-item counts.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <vector>

#include "core/definitions/eval_config.h"
#include "core/model/qrels.h"
#include "core/model/run.h"

namespace ranklens::core {

struct DiversityQuery;  // core/io/diversity_qrels.h
class ItemIndex;        // core/beyond/item_index.h
struct ItemFacts;
struct RankedQueryGrades;  // core/judged/run_grades.h

struct JudgedRanking {
    std::vector<std::int32_t> grades;       // index 0 = rank 1; kUnjudged when not labelled
    std::vector<std::int32_t> labelGrades;  // idealOrder() of ALL labelled items' grades
    std::int64_t numRel = 0;                // labelled items with isRelevant(grade)
    std::int64_t numJudgedNonrel = 0;       // labelled items with 0 <= grade < threshold
    std::int64_t numLabelled = 0;           // labelled items (any grade)
    // The query has a list to evaluate: the run returned it (or trec_eval 10.0's -c stand-in
    // list stands for it), even when -J (judgedOnly) left none of its items in `grades`.
    bool listEvaluated = true;
    // Values trec_eval leaves undefined (its 0 / 0: iprec_at_recall and 11pt_avg of a list -J
    // emptied) are NaN, as trec_eval prints them (-nan); false: 0. Set by the evaluation
    // (EvalOptions::undefinedAsNan), never by judge().
    bool undefinedAsNan = false;
    // Real-valued labels (the query's QrelsQuery::reals is not empty), used as gains: per rank
    // the label (0 when unjudged; grades[i] is its floor), and labelGrades' labels in the same
    // order. Both empty when every label of the query is an integer.
    std::vector<double> labels;
    std::vector<double> idealLabels;
    // Intent-aware measures only, set by detail::fillSubtopics when subtopic labels are given:
    // the query's subtopic labels and, per rank, the subtopics of the item (nullptr: none).
    const DiversityQuery* diversity = nullptr;
    std::vector<const std::vector<std::uint32_t>*> rankSubtopics;
    // Beyond-accuracy measures only, set by detail::fillItems when item metadata is given:
    // the catalogue and, for the ranks any measure reads, the item's facts (nullptr: not in
    // the catalogue).
    const ItemIndex* items = nullptr;
    std::vector<const ItemFacts*> rankItems;
    // Ties averaged (TiePolicy::Average): the groups of equal scores as boundaries, group g =
    // ranks [tieGroups[g], tieGroups[g + 1]) (0-based), last entry = grades.size(). Empty when
    // ties are broken (every other policy): then each rank is its own group.
    std::vector<std::uint32_t> tieGroups;
};

// True when a grade takes a place in the ideal ranking: judged (>= 0) with a positive gain.
inline bool inIdeal(std::int32_t grade, const EvalConfig& cfg) {
    if (cfg.gain == GainKind::Custom || cfg.thresholdInGain)
        return grade >= 0 && cfg.gainOf(grade) > 0.0;
    return grade > 0;  // linear and exponential gains are positive exactly from grade 1
}
// inIdeal for a real-valued label (grade = its floor).
inline bool inIdeal(std::int32_t grade, double label, const EvalConfig& cfg) {
    return grade >= 0 && cfg.gainOfLabel(grade, label) > 0.0;
}
// Gain of rank i (0-based) of r: its label's gain, real-valued labels included.
inline double rankGain(const JudgedRanking& r, const EvalConfig& cfg, std::size_t i) {
    return r.labels.empty() ? cfg.gainOf(r.grades[i]) : cfg.gainOfLabel(r.grades[i], r.labels[i]);
}
// The ideal's gains, best first, for this configuration (IdealOrder::Labels: every labelled
// item's; Retrieved: the retrieved items'), real-valued labels included.
void idealGains(const JudgedRanking& r, const EvalConfig& cfg, std::vector<double>& out);

// Orders grades (all of which pass inIdeal) as the ideal ranking: by gain descending, as
// trec_eval's gain_init.c sorts its levels, so custom gains that do not rise with the grade
// (e.g. 0,4,2) still give IDCG >= DCG. Equal gains: higher grade first.
void idealOrder(std::vector<std::int32_t>& grades, const EvalConfig& cfg);

// Builds the judged ranking of an ordered run query (nullptr: the run has no such query)
// against its labels (nullptr: no labels). Keeps at most cfg.maxDocsPerQuery items.
// gradeByInputPos (optional): the labels of the query's docs already looked up, indexed by
// RankedDoc::inputPos (kUnjudged without one), so they are not looked up again.
void judge(const RunQuery* ranked, const QrelsQuery* labels, const EvalConfig& cfg,
           JudgedRanking& out, const std::int32_t* gradeByInputPos = nullptr);

// judge() of an ordered run query whose labels are already in rank order (core/judged/run_grades.h,
// RankGrades::query; the run in the order they were taken in): the same judged ranking, without
// reading the ranked rows for the grades.
void judge(const RunQuery& ranked, const QrelsQuery* labels, const EvalConfig& cfg,
           JudgedRanking& out, const RankedQueryGrades& rankGrades);

// The docids judge() kept for `ranked`, rank by rank, for the first `ranks` ranks: every one, or
// under judged-only the judged ones (dropping the rest as judge() does); fn(rank, docid).
template <class Fn>
void forEachKeptDoc(const RunQuery& ranked, const QrelsQuery* labels, const EvalConfig& cfg,
                    std::size_t ranks, Fn&& fn) {
    if (!cfg.judgedOnly) {
        for (std::size_t i = 0; i < ranks; ++i) fn(i, ranked.docs[i].doc);
        return;
    }
    auto judged = [&](const char* doc) {
        if (!labels || !labels->searchable()) return false;
        const auto j = labels->find(doc);
        return j != DocIndex::kNone && labels->judgments[j].grade >= 0;
    };
    std::size_t n = ranked.docs.size();
    if (cfg.maxDocsPerQuery > 0) n = std::min(n, static_cast<std::size_t>(cfg.maxDocsPerQuery));
    std::size_t rank = 0;
    for (std::size_t d = 0; d < n && rank < ranks; ++d)
        if (judged(ranked.docs[d].doc)) fn(rank++, ranked.docs[d].doc);
}

// Builds a judged ranking from plain grades: rankedGrades in rank order (kUnjudged allowed),
// allLabels = every label of the query (retrieved or not). Used by lessons and the list editor.
JudgedRanking judgeGrades(std::vector<std::int32_t> rankedGrades,
                          const std::vector<std::int32_t>& allLabels, const EvalConfig& cfg);
// The same for a query with real-valued labels (0.7, 2.5): rankedLabels in rank order (NaN =
// unjudged), allLabels = every label of the query. Each label counts as its floor's grade
// under the threshold (EvalConfig::thresholdGrade) and gains as gainOfLabel, as judge() reads
// a qrels file with such labels; the list editor uses it so its numbers equal the evaluation's.
JudgedRanking judgeLabels(const std::vector<double>& rankedLabels,
                          const std::vector<double>& allLabels, const EvalConfig& cfg);

}  // namespace ranklens::core
