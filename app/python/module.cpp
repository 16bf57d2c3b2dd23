// ranklens._core: the engine for Python. ranklens/__init__.py wraps it into evaluate(),
// compare() and measures() taking DataFrames, dicts or paths.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include "app/python/compare_binding.h"
#include "app/python/eval_binding.h"
#include "app/python/input_columns.h"
#include "app/python/judges_binding.h"
#include "app/python/leaderboard_binding.h"
#include "core/base/version.h"
#include "core/eval/evaluator.h"
#include "core/eval/query_set.h"
#include "core/io/input_format.h"
#include "core/io/parse_report.h"
#include "core/measures/measure.h"
#include "core/measures/measure_spec.h"

namespace py = pybind11;
using namespace ranklens;
using namespace ranklens::python;

namespace {

const char* shapeName(core::MeasureShape s) {
    switch (s) {
        case core::MeasureShape::Curve:
            return "cutoff";
        case core::MeasureShape::Scalar:
            return "scalar";
        case core::MeasureShape::Levels:
            return "levels";
        case core::MeasureShape::RunLevel:
            return "run";
    }
    return "";
}

const char* aggregateName(core::Aggregate a) {
    switch (a) {
        case core::Aggregate::Mean:
            return "mean";
        case core::Aggregate::Sum:
            return "sum";
        case core::Aggregate::GeometricMean:
            return "geometric mean";
    }
    return "";
}

py::list measureTable() {
    py::list out;
    for (const auto& m : core::measureRegistry()) {
        py::dict d;
        d["name"] = std::string(m.name);
        d["trec_eval"] = std::string(m.trecName);
        d["label"] = std::string(m.label);
        d["title"] = std::string(m.title);
        d["shape"] = shapeName(m.shape);
        d["aggregate"] = aggregateName(m.aggregate);
        d["default_params"] = std::vector<double>(m.defaultParams.begin(), m.defaultParams.end());
        d["needs_subtopics"] = m.subtopics;
        // trec_eval -R prefs / qrels_prefs or qrels_jg judgments: computed by ranklens-cli only.
        d["needs_judgment_format"] = std::string(m.prefs            ? "prefs"
                                                 : m.judgmentGroups ? "qrels_jg"
                                                                    : "");
        d["trec_eval_10_only"] = m.trec10Only;
        d["text"] = m.text != nullptr;  // relstring: a per-query text, no number
        d["defined_under_average_ties"] = core::definedUnderAveragedTies(m);
        d["description"] = std::string(m.description);
        out.append(d);
    }
    return out;
}

double aggregate(const std::string& name, const std::vector<double>& values) {
    const auto* m = core::findMeasure(name);
    if (!m) throw py::value_error("unknown measure '" + name + "'");
    return core::aggregateValues(*m, values);
}

// Mean curves of evaluations of disjoint query sets (ranklens.dask's partitions): their exact
// curve sums ("curve_sums": [curve][k] -> partials) merged and divided by the queries of all,
// the same bits as one evaluation of them all.
std::vector<std::vector<double>> curveMeans(
    const std::vector<std::vector<std::vector<std::vector<double>>>>& parts, std::size_t queries) {
    std::vector<std::vector<core::ExactSum>> sums;
    for (const auto& part : parts) {
        if (sums.empty()) sums.resize(part.size());
        if (part.size() != sums.size()) throw py::value_error("curve_means: curve sets differ");
        for (std::size_t c = 0; c < part.size(); ++c) {
            if (sums[c].empty()) sums[c].resize(part[c].size());
            if (part[c].size() != sums[c].size()) throw py::value_error("curve_means: k differs");
            for (std::size_t k = 0; k < part[c].size(); ++k)
                for (double p : part[c][k]) sums[c][k].add(p);
        }
    }
    return core::curveMeans(sums, queries);
}

std::unique_ptr<RunHandle> runFromColumns(py::object qid, py::object qidCats, py::object doc,
                                          py::object docCats, py::object score, py::object rank,
                                          const std::string& name, const QrelsHandle* unique) {
    IdColumn q(std::move(qid), std::move(qidCats), "qid");
    IdColumn d(std::move(doc), std::move(docCats), "docid");
    auto h = std::make_unique<RunHandle>();
    h->run =
        buildRun(q, d, std::move(score), std::move(rank), unique ? &unique->qrels : nullptr, name);
    return h;
}

std::unique_ptr<QrelsHandle> qrelsFromColumns(py::object qid, py::object qidCats, py::object doc,
                                              py::object docCats, py::object label,
                                              const std::string& name) {
    IdColumn q(std::move(qid), std::move(qidCats), "qid");
    IdColumn d(std::move(doc), std::move(docCats), "docid");
    auto h = std::make_unique<QrelsHandle>();
    h->qrels = buildQrels(q, d, std::move(label), name);
    return h;
}

std::unique_ptr<RunHandle> runFromFile(const std::string& path, const QrelsHandle* unique) {
    auto h = std::make_unique<RunHandle>();
    core::ParseOptions po;
    if (unique)
        po.uniqueDocsIn = [unique](std::string_view q) { return unique->qrels.find(q) != nullptr; };
    py::gil_scoped_release nogil;
    h->run = core::readRun(path, po);
    return h;
}

std::unique_ptr<QrelsHandle> qrelsFromFile(const std::string& path) {
    auto h = std::make_unique<QrelsHandle>();
    py::gil_scoped_release nogil;
    h->qrels = core::readQrels(path);
    return h;
}

// What a mean averages, worded as the CLI's JSON "query_set.mean" (app/cli/eval_output.cpp).
std::string meanText(bool complete, std::size_t labelled, std::size_t returned) {
    const core::QueryCoverage c{labelled, returned};
    const std::string flag = core::describe(c);
    const auto rule = complete ? core::QuerySet::AllLabelled : core::QuerySet::RunAndLabels;
    return core::describe(core::meanBasis(rule, c)) + (flag.empty() ? "" : "; the run " + flag);
}

std::string parseErrorText(const core::ParseError& e) {
    std::string s;
    for (const auto& i : e.issues()) s += (s.empty() ? "" : "\n") + i.str();
    return s.empty() ? e.what() : s;
}

}  // namespace

PYBIND11_MODULE(_core, m) {
    m.doc() = "RankLens' evaluation engine (the same code as ranklens-cli)";
    m.attr("__version__") = std::string(kVersion);
    py::register_exception_translator([](std::exception_ptr p) {
        try {
            if (p) std::rethrow_exception(p);
        } catch (const core::ParseError& e) {
            PyErr_SetString(PyExc_ValueError, parseErrorText(e).c_str());
        } catch (const core::MeasureSpecError& e) {
            PyErr_SetString(PyExc_ValueError, e.what());
        } catch (const std::invalid_argument& e) {
            PyErr_SetString(PyExc_ValueError, e.what());
        }
    });

    py::class_<QrelsHandle>(m, "Qrels")
        .def_property_readonly("source", [](const QrelsHandle& h) { return h.qrels.source; })
        .def_property_readonly("num_queries",
                               [](const QrelsHandle& h) { return h.qrels.queries().size(); })
        .def_property_readonly("num_judgments",
                               [](const QrelsHandle& h) { return h.qrels.totalJudgments(); })
        .def("qids",
             [](const QrelsHandle& h) {
                 std::vector<std::string> out;
                 for (const auto& q : h.qrels.queries()) out.emplace_back(q.qid);
                 return out;
             })
        .def("to_columns", [](const QrelsHandle& h) {
            // (qids, docids, labels): for shipping the labels to Dask workers (real-valued
            // labels as they are).
            py::list qids, docs;
            std::vector<double> labels;
            for (const auto& q : h.qrels.queries())
                for (std::size_t j = 0; j < q.judgments.size(); ++j) {
                    qids.append(py::str(q.qid));
                    docs.append(py::str(q.judgments[j].doc));
                    labels.push_back(q.label(j));
                }
            return py::make_tuple(qids, docs, py::array_t<double>(labels.size(), labels.data()));
        });
    py::class_<RunHandle>(m, "Run")
        .def_property_readonly("name", [](const RunHandle& h) { return h.run.name; })
        .def_property_readonly("num_queries",
                               [](const RunHandle& h) { return h.run.queries().size(); })
        .def_property_readonly("num_rows", [](const RunHandle& h) { return h.run.totalDocs(); })
        .def_property_readonly("has_ranks", [](const RunHandle& h) { return h.run.hasRanks; });

    m.def("run_from_columns", &runFromColumns, py::arg("qid"), py::arg("qid_categories"),
          py::arg("docid"), py::arg("docid_categories"), py::arg("score"), py::arg("rank"),
          py::arg("name"), py::arg("unique_in") = nullptr);
    m.def("qrels_from_columns", &qrelsFromColumns, py::arg("qid"), py::arg("qid_categories"),
          py::arg("docid"), py::arg("docid_categories"), py::arg("label"), py::arg("name"));
    m.def("read_run", &runFromFile, py::arg("path"), py::arg("unique_in") = nullptr);
    m.def("read_qrels", &qrelsFromFile, py::arg("path"));
    m.def("evaluate", &evaluateRun, py::arg("run"), py::arg("qrels"), py::arg("options"));
    m.def("evaluate_file", &evaluateFile, py::arg("path"), py::arg("qrels"), py::arg("options"));
    m.def("compare", &compareRuns, py::arg("qrels"), py::arg("runs"), py::arg("names"),
          py::arg("queries"), py::arg("options"));
    m.def("read_label_sets", &readLabelSets, py::arg("inputs"), py::arg("sets"));
    m.def("agreement", &agreementJson, py::arg("sets"), py::arg("gold"),
          py::arg("by_query") = false);
    m.def("consensus", &consensusOf, py::arg("sets"), py::arg("rule"), py::arg("ties"),
          py::arg("min_sets"));
    m.def("label_sensitivity", &labelSensitivityJson, py::arg("sets"), py::arg("runs"),
          py::arg("names"), py::arg("options"));
    m.def("leaderboard", &leaderboardRuns, py::arg("qrels"), py::arg("runs"), py::arg("names"),
          py::arg("options"));
    m.def("measures", &measureTable);
    m.def("definitions", &definitionTable);
    m.def("evaluate_own_keys", &evalOwnKeys);
    m.def("aggregate", &aggregate, py::arg("measure"), py::arg("values"));
    m.def("curve_means", &curveMeans, py::arg("parts"), py::arg("queries"));
    m.def("mean_text", &meanText, py::arg("complete"), py::arg("labelled"), py::arg("returned"));
    m.def("official_measures", &core::officialMeasureNames);
    m.def("all_trec_measures", &core::allTrecMeasureNames);
}
