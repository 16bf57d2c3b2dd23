#pragma once
// One leaderboard of runs of a project, computed off the GUI thread by core's leaderboard (the
// same call as `ranklens-cli leaderboard`), with the run x run overlap of the rankings (the
// engine of `ranklens-cli overlap`). Pure computation.
#include <memory>
#include <string>
#include <vector>

#include "core/compare/leaderboard.h"
#include "core/compare/run_overlap.h"
#include "ui/project/project_data.h"

namespace ranklens::ui {

struct LeaderboardJobRequest {
    std::shared_ptr<const ProjectData> data;
    core::EvalConfig config;         // the definitions bar's; every labelled query is paired
    std::vector<std::size_t> runs;   // indices into data->runs, two or more
    std::vector<std::string> specs;  // metric specs as written; empty: NDCG@10
    core::stats::AllPairsOptions options;
    std::size_t overlapDepth = 10;  // Jaccard@d and RBO's depth
    double rboP = 0.9;
};

struct LeaderboardOutcome {
    LeaderboardJobRequest request;
    core::compare::Leaderboard board;
    // overlapMeans[i][j] (indices into request.runs): the mean overlap of the two runs'
    // rankings (0 queries for an evaluated run: no ranked list). Per query: perQuery(i, j).
    std::vector<std::vector<core::compare::MeanOverlap>> overlapMeans;
    std::vector<std::vector<std::vector<core::compare::QueryOverlap>>> overlapQueries;  // i < j
    double seconds = 0;

    const std::vector<core::compare::QueryOverlap>& perQuery(std::size_t i, std::size_t j) const {
        return i < j ? overlapQueries[i][j] : overlapQueries[j][i];
    }
};

// Throws core::Cancelled when progress returns false; core::compare::LeaderboardError (or
// std::exception) with a readable message on a bad request. progress: thousandths.
std::shared_ptr<LeaderboardOutcome> computeLeaderboard(const LeaderboardJobRequest& req,
                                                       const core::ProgressFn& progress = {});

}  // namespace ranklens::ui
