#pragma once
// Builds what the ranking view (the query inspector) shows for one query of one run from a
// project snapshot: the items in the system's order with their grades, and the relevant items
// the run did not return.
#include <QString>

#include "ui/project/project_data.h"
#include "ui/ranking/ranking_model.h"

namespace ranklens::ui {

// run: index into data.runs. An unknown query gives an input with no items.
RankingInput makeRankingInput(const ProjectData& data, std::size_t run, const QString& qid,
                              const core::EvalConfig& cfg);

// A run holding only `docids` of query qid, scores descending (a hand-made "what-if" order).
// The label an item counts with: its real-valued label while its grade is still that label's
// floor (input.realLabels), else its grade.
double labelOf(const RankingInput& input, const QString& docid, std::int32_t grade);

// The labelled items the system did not return that are relevant under cfg's threshold (they
// count in R), with their labels, and how many positive labels below it there are (NDCG
// ignores the threshold: those still raise the ideal order).
struct UnreturnedRelevant {
    std::vector<std::pair<QString, double>> items;
    int belowThreshold = 0;
};
UnreturnedRelevant unreturnedRelevant(const RankingInput& input, const core::EvalConfig& cfg);

core::Run makeWhatIfRun(const QString& name, const QString& qid, const QStringList& docids);

}  // namespace ranklens::ui
