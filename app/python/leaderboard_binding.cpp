#include "app/python/leaderboard_binding.h"

#include "app/python/compare_binding.h"

#include <pybind11/stl.h>

#include <algorithm>
#include <set>

#include "app/python/dict_options.h"
#include "core/compare/leaderboard.h"

namespace ranklens::python {

namespace {

using options::opt;

namespace cmp = core::compare;

const std::set<std::string> kLeaderboardKeys = {"measures",      "test",    "correction",   "alpha",
                                                "confidence",    "power",   "permutations", "seed",
                                                "target_deltas", "threads", "labels_name"};

core::stats::AllPairsOptions leaderboardOptions(const py::dict& o) {
    core::stats::AllPairsOptions a;
    const auto test = opt<std::string>(o, "test", "randomized-tukey");
    if (!core::stats::parsePairTest(test, a.test))
        throw py::value_error("test: '" + test +
                              "' is not one of randomized-tukey, tukey, t, randomization");
    const auto corr = opt<std::string>(o, "correction", "holm");
    if (!core::stats::parseCorrection(corr, a.correction))
        throw py::value_error("correction: '" + corr +
                              "' is not one of holm, bh, bonferroni, none");
    a.alpha = opt<double>(o, "alpha", 0.05);
    a.confidence = opt<double>(o, "confidence", 0.95);
    a.power = opt<double>(o, "power", 0.8);
    a.permutations = opt<std::size_t>(o, "permutations", 10000);
    a.seed = opt<std::uint64_t>(o, "seed", 42);
    a.targetDeltas = opt<std::vector<double>>(o, "target_deltas", {});
    a.threads = opt<unsigned>(o, "threads", 0);
    return a;
}

}  // namespace

std::string leaderboardRuns(const QrelsHandle& labels, const py::list& runList,
                            const std::vector<std::string>& names, const py::dict& o) {
    if (names.size() != runList.size()) throw py::value_error("leaderboard: one name per run");
    std::vector<RunHandle*> runs;                   // the ranked ones, to hold while they are read
    std::vector<core::EvaluatedRun> evaluatedRuns;  // an EvalResult's values (e.g. from Dask)
    evaluatedRuns.reserve(runList.size());
    std::vector<const core::EvaluatedRun*> evaluated;
    // An evaluated run's place among the ranked ones: an empty run of its own (the request
    // refuses a run given twice, and tells runs apart by address).
    std::vector<core::Run> noLists(runList.size());
    cmp::LeaderboardRequest req;
    for (std::size_t i = 0; i < runList.size(); ++i) {
        if (py::isinstance<py::tuple>(runList[i])) {
            evaluatedRuns.push_back(evaluatedRunOf(names[i], runList[i].cast<py::tuple>()));
            evaluated.push_back(&evaluatedRuns.back());
            req.runs.push_back(&noLists[i]);
        } else {
            auto* h = runList[i].cast<RunHandle*>();
            runs.push_back(h);
            evaluated.push_back(nullptr);
            req.runs.push_back(&h->run);
        }
    }
    if (runs.size() < runList.size()) req.evaluated = evaluated;
    req.config = definitionsAmong(o, kLeaderboardKeys, "leaderboard", true);
    req.options = leaderboardOptions(o);
    req.specs = opt<std::vector<std::string>>(o, "measures", {});
    req.names = names;
    req.labels = &labels.qrels;
    req.labelName = opt<std::string>(o, "labels_name", labels.qrels.source);
    req.threads = static_cast<int>(req.options.threads);
    std::string json;
    {
        py::gil_scoped_release nogil;
        // Runs are ordered in place: hold every run (in address order: no lock cycle).
        std::vector<RunHandle*> sorted(runs.begin(), runs.end());
        std::sort(sorted.begin(), sorted.end());
        sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
        std::vector<std::unique_lock<std::mutex>> locks;
        for (auto* r : sorted) locks.emplace_back(r->busy);
        try {
            json = cmp::renderLeaderboard(cmp::buildLeaderboard(req), cmp::ReportFormat::Json);
        } catch (const cmp::LeaderboardError& e) {
            py::gil_scoped_acquire gil;
            throw py::value_error(e.what());
        } catch (const std::invalid_argument& e) {
            py::gil_scoped_acquire gil;
            throw py::value_error(e.what());
        }
    }
    return json;
}

}  // namespace ranklens::python
