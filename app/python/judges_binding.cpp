#include "app/python/judges_binding.h"

#include <pybind11/stl.h>

#include <algorithm>
#include <mutex>
#include <optional>

#include "app/cli/judges_json.h"
#include "app/cli/label_sets_input.h"
#include "app/python/dict_options.h"
#include "core/compare/label_sensitivity.h"
#include "core/judging/consensus.h"
#include "core/judging/query_agreement.h"
#include "core/measures/measure_spec.h"

namespace ranklens::python {

namespace {

namespace cmp = core::compare;
using options::number;
using options::opt;

// [(name, Qrels)] as the engine's label sets (the handles stay owned by Python).
cli::LabelSetsInput setsOf(const py::list& sets, std::size_t minimum = 2) {
    cli::LabelSetsInput in;
    for (const auto& item : sets) {
        const auto t = item.cast<py::tuple>();
        auto* h = t[1].cast<QrelsHandle*>();
        cli::LabelSetsInput one;
        one.names.push_back(t[0].cast<std::string>());
        // Not owned: the handle outlives the call (the caller holds the list).
        one.labels.emplace_back(std::shared_ptr<core::Qrels>(), &h->qrels);
        one.confidences.emplace_back();
        in.append(std::move(one));
    }
    if (in.size() < minimum) throw py::value_error("needs two label sets or more");
    return in;
}

// The index of run `name` among names (an option naming two of the runs).
std::size_t runIndex(const char* option, const std::string& name,
                     const std::vector<std::string>& names) {
    for (std::size_t r = 0; r < names.size(); ++r)
        if (names[r] == name) return r;
    throw py::value_error(std::string(option) + ": no run '" + name + "' among the runs");
}

// Options "impact" / "holes": (run 1, run 2) by name, or nothing when absent or None.
std::optional<std::pair<std::size_t, std::size_t>> runPair(const py::dict& o, const char* key,
                                                           const std::vector<std::string>& names) {
    if (!o.contains(key) || o[key].is_none()) return std::nullopt;
    const auto pair = o[key].cast<std::vector<std::string>>();
    if (pair.size() != 2 || pair[0] == pair[1])
        throw py::value_error(std::string(key) + ": two different runs, (run1, run2)");
    return std::pair(runIndex(key, pair[0], names), runIndex(key, pair[1], names));
}

// label_sensitivity's impact=(r1, r2), impact_top, holes=(r1, r2), holes_k.
struct Extras {
    std::optional<std::pair<std::size_t, std::size_t>> impact, holes;
    std::size_t impactTop = 20, holesK = 10;
};

Extras extrasOf(const py::dict& o, const std::vector<std::string>& names) {
    Extras x;
    x.impact = runPair(o, "impact", names);
    x.holes = runPair(o, "holes", names);
    x.impactTop = opt<std::size_t>(o, "impact_top", 20);
    if (x.impactTop < 1) throw py::value_error("impact_top: must be at least 1");
    x.holesK = opt<std::size_t>(o, "holes_k", 10);
    if (x.holesK < 1) throw py::value_error("holes_k: must be at least 1");
    return x;
}

cmp::LabelSensitivityOptions sensitivityOptions(const py::dict& o) {
    cmp::LabelSensitivityOptions s;
    const auto test = opt<std::string>(o, "test", "randomization");
    if (test != "randomization" && test != "t")
        throw py::value_error("test: '" + test + "' is not one of randomization, t");
    s.test = test == "t" ? cmp::TestKind::StudentT : cmp::TestKind::Randomization;
    s.permutations = opt<std::size_t>(o, "permutations", 10000);
    if (s.permutations < 1 || s.permutations > 10000000)
        throw py::value_error("permutations: must be in 1..10000000");
    s.seed = opt<std::uint64_t>(o, "seed", 42);
    const auto corr = opt<std::string>(o, "correction", "holm");
    if (!core::stats::parseCorrection(corr, s.correction))
        throw py::value_error("correction: '" + corr +
                              "' is not one of holm, bh, bonferroni, none");
    s.alpha = number(o, "alpha", 0.05, core::ranges::kSignificance);
    s.threads = opt<int>(o, "threads", 0);
    return s;
}

// The disagreements' impact and the holes the options ask for (label-sensitivity --impact,
// --holes), on the engine's runs; a refused pair or depth as ValueError.
std::string sensitivityWithExtras(const std::vector<const core::Run*>& runs,
                                  const std::vector<std::string>& names,
                                  const cli::LabelSetsInput& in, const core::EvalConfig& cfg,
                                  const std::vector<cmp::MetricColumn>& metrics,
                                  const cmp::LabelSensitivityOptions& so, const Extras& x) {
    auto result = cmp::labelSensitivity(runs, names, in.named(), cfg, metrics, so);
    std::vector<cli::HolesOfSet> holes;
    try {
        if (x.impact)
            cmp::addDisagreementImpact(result, runs, in.named(), cfg, x.impact->first,
                                       x.impact->second, x.impactTop);
    } catch (const std::invalid_argument& e) {
        throw py::value_error(std::string("impact: ") + e.what());
    }
    try {
        if (x.holes)
            holes = cli::holesOfSets(runs, names, in.named(), cfg, metrics, x.holes->first,
                                     x.holes->second, x.holesK);
    } catch (const std::invalid_argument& e) {
        throw py::value_error(std::string("holes: ") + e.what());
    }
    return cli::sensitivityJson(result, holes);
}

}  // namespace

py::list readLabelSets(const std::vector<std::string>& inputs,
                       const std::vector<std::string>& sets) {
    auto in = cli::readLabelSets(inputs, sets);
    py::list out;
    for (std::size_t i = 0; i < in.size(); ++i) {
        QrelsHandle h;
        h.qrels = std::move(*in.labels[i]);
        out.append(py::make_tuple(in.names[i], py::cast(std::move(h))));
    }
    return out;
}

std::string agreementJson(const py::list& sets, const py::object& gold, bool byQuery) {
    auto in = setsOf(sets);
    const bool withGold = !gold.is_none();
    if (withGold) {
        py::list g;
        g.append(gold);
        in.append(setsOf(g, 1));
    }
    py::gil_scoped_release nogil;
    const auto table = core::gradeTable(in.named());
    const auto m = core::computeMultiAgreement(table, withGold);
    if (m.items == 0) throw std::invalid_argument("no item is graded by two of the label sets");
    if (!byQuery) return cli::agreementJson(m, in);
    const auto queries = core::agreementByQuery(table, m.sets.size());
    return cli::agreementJson(m, in, &queries);
}

py::dict consensusOf(const py::list& sets, const std::string& rule, const std::string& ties,
                     std::size_t minSets) {
    const auto in = setsOf(sets);
    core::ConsensusRule r{};
    core::TieRule t{};
    if (!core::parseConsensusRule(rule, r))
        throw py::value_error("rule: '" + rule + "' is not one of majority, median, mean");
    if (!core::parseTieRule(ties, t))
        throw py::value_error("ties: '" + ties + "' is not one of lower, higher, drop");
    if (minSets < 1) throw py::value_error("min_sets: must be at least 1");
    const auto table = core::gradeTable(in.named());
    const auto c = core::buildConsensus(table, r, t, minSets);
    std::vector<std::string> qids, docs;
    std::vector<int> labels;
    for (const auto& q : c.labels.queries())
        for (const auto& j : q.judgments)
            qids.emplace_back(q.qid), docs.emplace_back(j.doc), labels.push_back(j.grade);
    py::list tieList;
    for (const auto& tie : c.ties) {
        const auto& item = table.items[tie.item];
        tieList.append(py::make_tuple(item.qid, item.doc, tie.grades,
                                      tie.dropped ? py::object(py::none()) : py::int_(tie.chosen)));
    }
    py::dict d;
    d["qid"] = qids;
    d["docid"] = docs;
    d["label"] = labels;
    d["ties"] = tieList;
    d["too_few"] = c.tooFew;
    return d;
}

std::string labelSensitivityJson(const py::list& sets, const py::list& runList,
                                 const std::vector<std::string>& names, const py::dict& o) {
    const auto in = setsOf(sets);
    if (names.size() != runList.size()) throw py::value_error("one name per run");
    const auto so = sensitivityOptions(o);
    std::vector<cmp::MetricColumn> metrics;
    auto specs = opt<std::vector<std::string>>(o, "measures", {});
    if (specs.empty()) specs = {"ndcg@10"};
    metrics = cmp::parseMetrics(specs);
    const auto extras = extrasOf(o, names);
    core::EvalConfig cfg;
    cfg.relevanceThreshold = opt<int>(o, "threshold", 1);
    if (cfg.relevanceThreshold < 0) throw py::value_error("threshold: must be >= 0");
    cfg.querySet = core::QuerySet::AllLabelled;  // every labelled query, as the CLI's
    std::vector<RunHandle*> handles;
    for (const auto& r : runList) handles.push_back(r.cast<RunHandle*>());
    py::gil_scoped_release nogil;
    std::vector<RunHandle*> sorted(handles.begin(), handles.end());
    std::sort(sorted.begin(), sorted.end());
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
    std::vector<std::unique_lock<std::mutex>> locks;
    for (auto* r : sorted) locks.emplace_back(r->busy);
    std::vector<const core::Run*> runs;
    for (auto* h : sorted) h->run.order(cfg.ties);  // once, not again under every label set
    for (auto* h : handles) runs.push_back(&h->run);
    return sensitivityWithExtras(runs, names, in, cfg, metrics, so, extras);
}

}  // namespace ranklens::python
