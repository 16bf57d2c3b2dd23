#include "app/python/compare_binding.h"

#include <pybind11/stl.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <set>
#include <type_traits>

#include "app/python/dict_options.h"
#include "core/base/number_check.h"
#include "core/base/parallel.h"
#include "core/compare/pipeline.h"
#include "core/compare/report_json.h"
#include "core/measures/measure_spec.h"

namespace ranklens::python {

namespace {

using options::number;
using options::opt;

namespace cmp = core::compare;

// The definitions compare takes (the CLI's compare has no -M, gain_values or ERR settings).
const std::set<std::string> kCompareKeys = {
    "measures",   "test",        "permutations", "bootstrap",   "confidence", "seed",
    "correction", "alpha",       "weighted",     "segments",    "preset",     "primary",
    "guards",     "sensitivity", "threads",      "labels_name", "pairing"};

cmp::CompareOptions compareOptions(const py::dict& o) {
    cmp::CompareOptions c;
    const auto test = opt<std::string>(o, "test", "randomization");
    if (test != "randomization" && test != "t")
        throw py::value_error("test: '" + test + "' is not one of randomization, t");
    c.test = test == "t" ? cmp::TestKind::StudentT : cmp::TestKind::Randomization;
    c.permutations = opt<std::size_t>(o, "permutations", 10000);
    if (c.permutations < 1 || c.permutations > 10000000)
        throw py::value_error("permutations: must be in 1..10000000");
    c.resamples = opt<std::size_t>(o, "bootstrap", 2000);
    c.confidence = number(o, "confidence", 0.95, core::ranges::kConfidence);
    c.seed = opt<std::uint64_t>(o, "seed", 42);
    const auto corr = opt<std::string>(o, "correction", "holm");
    if (corr != "holm" && corr != "bonferroni" && corr != "none")
        throw py::value_error("correction: '" + corr + "' is not one of holm, bonferroni, none");
    c.correction = corr == "bonferroni" ? core::stats::Correction::Bonferroni
                   : corr == "none"     ? core::stats::Correction::None
                                        : core::stats::Correction::Holm;
    c.alpha = number(o, "alpha", 0.05, core::ranges::kSignificance);
    c.weighted = opt<bool>(o, "weighted", false);
    c.bySegment = opt<bool>(o, "segments", true);
    c.threads = opt<unsigned>(o, "threads", 0);
    if (c.threads > core::kMaxThreads) {  // the engine's cap, as the CLI says
        const std::string note = "threads=" + std::to_string(c.threads) + ": using " +
                                 std::to_string(core::kMaxThreads) +
                                 " threads, the most one job starts";
        if (PyErr_WarnEx(PyExc_RuntimeWarning, note.c_str(), 1) != 0) throw py::error_already_set();
    }
    return c;
}

std::optional<cmp::Guardrails> guardrails(const py::dict& o) {
    std::optional<cmp::Guardrails> guard;
    const auto preset = opt<std::string>(o, "preset", "");
    const auto primary = opt<std::string>(o, "primary", "");
    const auto guards = opt<std::vector<std::string>>(o, "guards", {});
    try {
        if (!preset.empty()) {
            const auto* p = cmp::findPreset(preset);
            if (!p) throw py::value_error("preset: unknown preset '" + preset + "'");
            guard = *p;
        }
        if (!primary.empty() || !guards.empty()) {
            if (!guard) guard = cmp::Guardrails{"custom", "", {}, {}};
            if (!primary.empty()) guard->primary = cmp::parseGuardRule(primary + " up");
            for (const auto& g : guards) guard->guards.push_back(cmp::parseGuardRule(g));
            if (guard->primary.metric.empty())
                throw py::value_error("guards: need primary=METRIC or preset=");
        }
    } catch (const cmp::GuardRuleError& e) {
        throw py::value_error(e.what());
    }
    return guard;
}

}  // namespace

// An evaluated run from (qids, {column: values}): each column resolved like an imported
// evaluated run's measure names ("ndcg_cut_10", "P_5", "map"); unknown ones are kept, flagged.
core::EvaluatedRun evaluatedRunOf(const std::string& name, const py::tuple& t) {
    if (t.size() != 2) throw py::value_error("an evaluated run is (qids, {column: values})");
    core::EvaluatedRun e;
    e.name = name;
    e.qids = t[0].cast<std::vector<std::string>>();
    for (std::size_t i = 1; i < e.qids.size(); ++i)
        if (std::strcmp(e.qids[i - 1].c_str(), e.qids[i].c_str()) >= 0)
            throw py::value_error(name +
                                  ": the evaluated run's qids are not in byte order "
                                  "without repeats");
    for (const auto& [k, v] : t[1].cast<py::dict>()) {
        core::EvaluatedRun::Measure m;
        m.name = k.cast<std::string>();
        m.values = v.cast<std::vector<double>>();
        if (m.values.size() != e.qids.size())
            throw py::value_error(name + ": column " + m.name + " has " +
                                  std::to_string(m.values.size()) + " values for " +
                                  std::to_string(e.qids.size()) + " queries");
        for (const double x : m.values)  // NaN: no value for that query
            if (std::isinf(x) || std::fabs(x) > core::kMaxEvaluatedMagnitude)
                throw py::value_error(name + ": column " + m.name + ": value " +
                                      core::shortNumber(x) +
                                      " is out of range: values must lie in [-1e15, 1e15] "
                                      "(their sums and means overflow beyond it)");
        m.key = m.name;
        if (const auto r = core::resolveMeasureName(m.name)) {
            m.info = r->measure;
            m.param = r->param;
            m.key = r->key;
        }
        e.measures.push_back(std::move(m));
    }
    return e;
}

namespace {

// sensitivity="key=value": the definitions the comparison is repeated under.
void setSensitivity(const py::dict& o, cmp::PipelineRequest& req) {
    const auto sensitivity = opt<std::string>(o, "sensitivity", "");
    if (!sensitivity.empty()) {
        core::EvalConfig alt = req.config;
        if (!core::applySetting(sensitivity, alt))
            throw py::value_error("sensitivity: '" + sensitivity +
                                  "': expected gain=linear|exponential, ideal=labels|retrieved, "
                                  "ties=trec_eval|input|rank|average, judged_only=yes|no, "
                                  "ndcg_threshold=yes|no, empty_queries=zero|skip|one or "
                                  "log_base=B");
        req.alternative = alt;
    }
}

// pairing= (labelled or both-returned), and complete=True that contradicts both-returned.
void setPairing(const py::dict& o, cmp::PipelineRequest& req) {
    const auto pairing = opt<std::string>(o, "pairing", "labelled");
    if (!cmp::parsePairing(pairing, req.pairing))
        throw py::value_error("pairing: '" + pairing + "' is not one of labelled, both-returned");
    if (opt<bool>(o, "complete", false) && req.pairing == cmp::Pairing::BothReturned)
        throw py::value_error(
            "complete=True pairs over every labelled query; it contradicts "
            "pairing='both-returned'");
}

}  // namespace

std::string compareRuns(const QrelsHandle& labels, const py::list& runList,
                        const std::vector<std::string>& names, const py::dict& queries,
                        const py::dict& o) {
    if (names.size() != runList.size()) throw py::value_error("compare: one name per run");
    std::vector<RunHandle*> runs;  // the ranked ones, to hold while they are read
    std::vector<core::EvaluatedRun> evaluatedRuns;
    evaluatedRuns.reserve(runList.size());
    std::vector<RunHandle*> slots;
    std::vector<const core::EvaluatedRun*> evaluated;
    for (std::size_t i = 0; i < runList.size(); ++i) {
        if (py::isinstance<py::tuple>(runList[i])) {
            evaluatedRuns.push_back(evaluatedRunOf(names[i], runList[i].cast<py::tuple>()));
            slots.push_back(nullptr);
            evaluated.push_back(&evaluatedRuns.back());
        } else {
            auto* h = runList[i].cast<RunHandle*>();
            slots.push_back(h);
            runs.push_back(h);
            evaluated.push_back(nullptr);
        }
    }
    cmp::PipelineRequest req;
    req.config = definitionsAmong(o, kCompareKeys, "compare");
    setSensitivity(o, req);
    req.guardrails = guardrails(o);
    try {
        req.metrics = cmp::comparisonMetrics(opt<std::vector<std::string>>(o, "measures", {}),
                                             req.guardrails);
    } catch (const core::MeasureSpecError& e) {
        throw py::value_error(std::string("measures: ") + e.what());
    }
    if (slots.size() < 2) throw py::value_error("compare needs a baseline and at least one run");
    for (auto* r : slots) req.runs.push_back(r ? &r->run : nullptr);
    if (runs.size() < slots.size()) req.evaluated = evaluated;  // some are evaluated runs
    req.names = names;
    setPairing(o, req);
    req.labels = &labels.qrels;
    req.labelName = opt<std::string>(o, "labels_name", labels.qrels.source);
    for (const auto& [q, info] : queries) {
        const auto t = info.cast<std::pair<std::string, double>>();
        req.queries[q.cast<std::string>()] = {t.first, t.second};
    }
    req.options = compareOptions(o);
    req.threads = static_cast<int>(req.options.threads);
    cmp::PipelineResult result;
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
            cmp::runComparisonPipeline(req, result);
        } catch (const cmp::NothingToCompare& e) {
            py::gil_scoped_acquire gil;
            throw py::value_error(e.what());
        } catch (const std::invalid_argument& e) {  // two runs of one name, no shared measure
            py::gil_scoped_acquire gil;
            throw py::value_error(e.what());
        }
        json = cmp::renderJson(result.report);
    }
    return json;
}

}  // namespace ranklens::python
