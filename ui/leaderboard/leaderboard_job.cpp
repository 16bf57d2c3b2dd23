#include "ui/leaderboard/leaderboard_job.h"

#include <chrono>
#include <stdexcept>

namespace ranklens::ui {

namespace cmp = core::compare;

namespace {

cmp::LeaderboardRequest coreRequest(const LeaderboardJobRequest& req) {
    const ProjectData& d = *req.data;
    cmp::LeaderboardRequest r;
    for (std::size_t i : req.runs) {
        if (i >= d.runs.size()) throw std::runtime_error("unknown run");
        r.runs.push_back(d.runs[i].get());
        r.names.push_back(d.runInfos[i].name);
        r.evaluated.push_back(d.evaluatedRun(i));
    }
    r.labels = d.labels.get();
    r.labelName = d.labelSetName;
    r.config = req.config;
    r.config.querySet = core::QuerySet::AllLabelled;  // every pair on every labelled query
    r.specs = req.specs;
    r.options = req.options;
    return r;
}

// Every pair of runs with ranked lists (the project's runs are in trec_eval's order already).
void computeOverlaps(const LeaderboardJobRequest& req, LeaderboardOutcome& out,
                     const core::ProgressFn& progress) {
    const std::size_t n = req.runs.size();
    out.overlapMeans.assign(n, std::vector<cmp::MeanOverlap>(n));
    out.overlapQueries.assign(n, std::vector<std::vector<cmp::QueryOverlap>>(n));
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = i + 1; j < n; ++j) {
            if (progress && !progress(999, 1000)) throw core::Cancelled();
            const std::size_t a = req.runs[i], b = req.runs[j];
            if (req.data->evaluatedRun(a) || req.data->evaluatedRun(b)) continue;
            auto q = cmp::queryOverlaps(*req.data->runs[a], *req.data->runs[b], req.overlapDepth,
                                        req.rboP);
            out.overlapMeans[i][j] = out.overlapMeans[j][i] = cmp::meanOverlap(q);
            out.overlapQueries[i][j] = std::move(q);
        }
}

}  // namespace

std::shared_ptr<LeaderboardOutcome> computeLeaderboard(const LeaderboardJobRequest& req,
                                                       const core::ProgressFn& progress) {
    const auto t0 = std::chrono::steady_clock::now();
    if (!req.data || !req.data->labels) throw std::runtime_error("no labels to rank against");
    auto out = std::make_shared<LeaderboardOutcome>();
    out->request = req;
    // The engine's thousandths up to 990, the overlaps after.
    auto scaled = [&](std::size_t done, std::size_t total) {
        return !progress || progress(total ? 990 * done / total : 0, 1000);
    };
    out->board = cmp::buildLeaderboard(coreRequest(req), scaled);
    computeOverlaps(req, *out, progress);
    out->seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return out;
}

}  // namespace ranklens::ui
