#include "app/python/judges_binding.h"

#include <pybind11/stl.h>

#include <algorithm>
#include <mutex>

#include "app/cli/judges_json.h"
#include "app/cli/label_sets_input.h"
#include "app/python/dict_options.h"
#include "core/compare/label_sensitivity.h"
#include "core/judging/consensus.h"
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

std::string agreementJson(const py::list& sets, const py::object& gold) {
    auto in = setsOf(sets);
    const bool withGold = !gold.is_none();
    if (withGold) {
        py::list g;
        g.append(gold);
        in.append(setsOf(g, 1));
    }
    py::gil_scoped_release nogil;
    const auto m = core::computeMultiAgreement(core::gradeTable(in.named()), withGold);
    if (m.items == 0) throw std::invalid_argument("no item is graded by two of the label sets");
    return cli::agreementJson(m, in);
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
    core::EvalConfig cfg;
    cfg.relevanceThreshold = opt<int>(o, "threshold", 1);
    if (cfg.relevanceThreshold < 0) throw py::value_error("threshold: must be >= 0");
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
    return cli::sensitivityJson(cmp::labelSensitivity(runs, names, in.named(), cfg, metrics, so));
}

}  // namespace ranklens::python
