#include "app/python/eval_binding.h"

#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <limits>
#include <set>
#include <type_traits>

#include "app/cli/eval_output.h"
#include "app/cli/item_options.h"
#include "app/python/dict_options.h"
#include "core/base/number_check.h"
#include "core/base/parallel.h"
#include "core/definitions/definition_schema.h"
#include "core/eval/stream_eval.h"
#include "core/io/input_format.h"
#include "core/measures/measure_spec.h"

namespace ranklens::python {

namespace {

using options::bad;
using options::number;
using options::opt;

// The keywords of evaluate() beside the definitions (core/definitions/definition_schema.h's Python
// names).
const std::set<std::string> kEvalOwnKeys = {"measures",   "diversity_qrels", "threads",
                                            "curves",     "run_name",        "labels_name",
                                            "items",      "popularity",      "popularity_users",
                                            "items_name", "allow_no_queries"};

bool isEvalKey(const std::string& key) {
    if (kEvalOwnKeys.count(key)) return true;
    for (const auto& d : core::definitionSchema())
        if (d.python == key) return true;
    return false;
}

// A count or level given as a Python int or a float holding a whole number (1.0 from a
// computation or a YAML file is the level 1): anything else raises ValueError naming the key.
long whole(const py::dict& d, const char* key, long fallback) {
    const double v = number(d, key, static_cast<double>(fallback), core::ranges::kFinite);
    if (v != std::floor(v))
        bad(key, "must be a whole number, not " + py::repr(d[key]).cast<std::string>());
    if (std::fabs(v) > 9.0e15) bad(key, "is out of range");
    return static_cast<long>(v);
}

// As the CLI: under ties="average" a measure without an exact expected value is refused when
// named on its own and left out of a set (official, all_trec) with a note.
void dropUndefinedUnderAveragedTies(const std::vector<std::string>& specs, Prepared& p) {
    for (const auto& name :
         core::dropUndefinedUnderAveragedTies(specs, p.eval.requests, "ties='average'"))
        p.notes.push_back(name + " left out: not defined under ties='average'");
}

// relstring is a per-query text (trec output only), not a number: named on its own it is
// refused; from a set (all_trec) it is left out with a note.
void dropTexts(const std::vector<std::string>& specs, Prepared& p) {
    auto& reqs = p.eval.requests;
    for (auto it = reqs.begin(); it != reqs.end();) {
        if (!it->measure->text) {
            ++it;
            continue;
        }
        const std::string name(it->measure->name);
        for (const auto& s : specs)
            if (s.rfind(name, 0) == 0)
                throw core::MeasureSpecError(
                    name +
                    " is a per-query text, printed by `ranklens-cli eval` (trec output); "
                    "the Python module computes numbers");
        p.notes.push_back(name + " left out: a per-query text, printed by ranklens-cli eval");
        it = reqs.erase(it);
    }
}

void addMeasures(const std::vector<std::string>& given, Prepared& p) {
    // Default official; runid and num_q are in the summary, not measures.
    const std::vector<std::string> specs = core::readMeasureList(given).specs;
    // As the CLI's default mode: a measure only trec_eval 10.0 has (rbp, unj, ...) has no 9.0.8
    // definition, so the evaluation follows 10.0 (its iprec_at_recall levels, -c stand-ins).
    if (const std::string name = core::measureNewInTrecEval10(specs);
        !name.empty() && p.cfg.trecEvalVersion != core::TrecEvalVersion::V10_0) {
        p.cfg.trecEvalVersion = core::TrecEvalVersion::V10_0;
        p.notes.push_back(
            name + " is trec_eval 10.0's (9.0.8 has no such measure): evaluated as trec_eval 10.0");
    }
    try {
        for (const auto& s : specs)
            core::addMeasureSpecOrGains(s, p.cfg, p.eval.requests, "gain_values");
        if (p.cfg.ties == core::TiePolicy::Average) dropUndefinedUnderAveragedTies(specs, p);
        dropTexts(specs, p);
    } catch (const core::MeasureSpecError& e) {
        throw py::value_error(std::string("measures: ") + e.what());
    }
}

std::string shortestText(double v) {
    char buf[32];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, r.ptr);
}

// A definition's Python value as the text its row reads; ValueError naming the key when it
// is not one.
std::string definitionText(const py::dict& o, const core::Definition& d) {
    const std::string key(d.python);
    const char* k = key.c_str();
    switch (d.shape) {
        case core::DefinitionShape::Choice: {
            const std::string v = opt<std::string>(o, k, d.defaultText());
            for (const auto& c : d.choices)
                if (c.offered && c.text == v) return v;
            bad(key, "'" + v + "' is not one of " + d.offeredList());
        }
        case core::DefinitionShape::Flag:
            return std::string(d.choices.at(opt<bool>(o, k, false) ? 1 : 0).text);
        case core::DefinitionShape::Number:
            if (d.refusal)  // a word too (log base "e"): as typed
                return py::str(o[k]).cast<std::string>();
            return shortestText(number(o, k, 0, d.range));
        case core::DefinitionShape::Whole: {
            const long v = whole(o, k, 0);
            if (!core::numberProblem(static_cast<double>(v), d.range).empty())
                bad(key,
                    d.refusal ? d.refusal : core::numberProblem(static_cast<double>(v), d.range));
            return std::to_string(v);
        }
        case core::DefinitionShape::Numbers: {
            std::string text;
            for (double g : opt<std::vector<double>>(o, k, {})) {  // as the CLI's list
                if (const auto problem = core::numberProblem(g, d.range); !problem.empty())
                    bad(key, problem);
                text += (text.empty() ? "" : ",") + shortestText(g);
            }
            return text;
        }
    }
    return {};
}

// Every definition given (absent or None: the default), read by core's schema.
void readDefinitions(const py::dict& o, core::EvalConfig& cfg) {
    for (const auto& d : core::definitionSchema()) {
        const std::string key(d.python);
        if (key.empty() || !o.contains(key.c_str()) || o[key.c_str()].is_none()) continue;
        const std::string text = definitionText(o, d);
        if (text.empty() && d.shape == core::DefinitionShape::Numbers) continue;
        if (!d.read(text, cfg)) bad(key, d.refusal ? d.refusal : "'" + text + "' is not a value");
        if (d.given) d.given(cfg);
    }
}

std::string sourceName(const py::dict& o, const char* key, const std::string& fallback) {
    return opt<std::string>(o, key, fallback);
}

// The CLI's JSON summary (definitions, query set, means with trec_eval's -c num_rel rule).
std::string summaryJson(const core::EvalResult& r, const core::Qrels& qrels, const py::dict& o,
                        const std::string& runSource, const cli::ItemSetup& items) {
    cli::OutputOptions out;
    out.format = cli::OutputFormat::Json;
    out.itemsSource = items.itemsSource;
    out.popularitySource = items.popularitySource;
    out.runSource = runSource;
    out.labelsSource = sourceName(o, "labels_name", qrels.source);
    out.labelledQueries = qrels.queries().size();
    char* buf = nullptr;
    std::size_t len = 0;
    std::FILE* f = open_memstream(&buf, &len);
    if (!f) throw std::runtime_error("open_memstream failed");
    cli::printResult(f, r, out, cli::trecCompleteNumRel(qrels));
    std::fclose(f);
    std::string s(buf, len);
    std::free(buf);
    return s;
}

std::int64_t nowNs() {
    return std::chrono::duration_cast<std::chrono::nanoseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

py::dict toPython(const core::EvalResult& r, const std::string& summary, const Prepared& p,
                  std::int64_t started, std::int64_t finished) {
    py::list qids;
    py::array_t<bool> inRun(static_cast<py::ssize_t>(r.queries.size()));
    auto flags = inRun.mutable_unchecked<1>();
    for (std::size_t i = 0; i < r.queries.size(); ++i) {
        qids.append(py::str(r.queries[i].qid));
        flags(static_cast<py::ssize_t>(i)) = r.queries[i].inRun;
    }
    py::list columns;
    for (const auto& c : r.columns) {
        py::array_t<double> values(static_cast<py::ssize_t>(c.perQuery.size()));
        std::copy(c.perQuery.begin(), c.perQuery.end(), values.mutable_data());
        columns.append(py::make_tuple(c.name, std::string(c.measure->name), c.param, values,
                                      c.measure->integer));
    }
    py::list curveSums;  // per curve measure, per k: the exact sum's partials (ranklens.dask)
    for (const auto& curve : r.curveSums) {
        py::list ks;
        for (const auto& s : curve) ks.append(py::cast(s.partials()));
        curveSums.append(ks);
    }
    py::list curveNames;
    for (const auto* m : r.curveMeasures) curveNames.append(std::string(m->name));
    py::dict d;
    d["curve_names"] = curveNames;
    d["curve_sums"] = curveSums;
    d["qids"] = qids;
    d["in_run"] = inRun;
    d["columns"] = columns;
    d["summary_json"] = summary;
    d["notes"] = p.notes;
    d["eval_started_ns"] = started;
    d["eval_finished_ns"] = finished;
    return d;
}

// The item metadata of the beyond-accuracy measures, as the CLI's --items, --popularity and
// --popularity-users read it (none when no such measure is asked for).
cli::ItemSetup setupItems(const py::dict& o, const core::Run& run, const core::Qrels& qrels) {
    cli::ItemRequest req;
    req.itemsFile = opt<std::string>(o, "items", "");
    req.popularity = opt<std::string>(o, "popularity", "auto");
    req.popularityUsers = number(o, "popularity_users", 0, core::ranges::kNonNegative);  // 0: auto
    try {
        cli::ItemSetup setup =
            cli::setupItems(req, opt<std::vector<std::string>>(o, "measures", {}), {&run}, qrels);
        // A DataFrame reaches the reader as a temporary file: its name is the caller's.
        if (setup.index) setup.itemsSource = opt<std::string>(o, "items_name", setup.itemsSource);
        return setup;
    } catch (const core::ParseError&) {
        throw;  // translated by the module (file, line, problem)
    } catch (const std::runtime_error& e) {
        throw py::value_error(std::string("items: ") + e.what());
    }
}

// A few qids of a list, quoted, for the message about runs and labels that share no query.
template <typename Queries>
std::string someQids(const Queries& queries) {
    std::string s;
    std::size_t n = 0;
    for (const auto& q : queries) {
        if (n == 3) return s + ", ...";
        s += (n++ ? ", '" : "'") + std::string(q.qid) + "'";
    }
    return n ? s : "none";
}

// As the CLI (exit 7): an evaluation without a single query is refused, not a mean of 0 over
// 0 queries. The run's and the labels' qids are shown, as ids that differ only in their
// spelling ("051" against 51) are the usual cause.
void refuseNothingEvaluated(const core::EvalResult& r, const py::dict& o, const std::string& run,
                            const core::Qrels& qrels, const std::string& runQids) {
    if (!r.queries.empty() || opt<bool>(o, "allow_no_queries", false)) return;
    throw py::value_error("no queries with both results and labels (" + run + ", " +
                          sourceName(o, "labels_name", qrels.source) + "): run qids " + runQids +
                          "; labelled qids " + someQids(qrels.queries()) +
                          " (qids are compared as text: '051' is not '51')");
}

void checkRanks(const Prepared& p, const core::Run& run) {
    if (p.cfg.ties == core::TiePolicy::Rank && !run.hasRanks)
        throw py::value_error("ties='rank' needs a rank column in " + run.source);
}

// A threshold between whole numbers needs real-valued labels (core::thresholdProblem).
void checkThreshold(const Prepared& p, const core::Qrels& qrels) {
    if (const auto problem = core::thresholdProblem(p.cfg, qrels.hasRealLabels()); !problem.empty())
        bad("threshold", problem);
}

}  // namespace

core::EvalConfig definitionsAmong(const py::dict& o, const std::set<std::string>& ownKeys,
                                  const std::string& what, std::optional<bool> complete) {
    py::dict defs;
    for (const auto& [k, v] : o) {
        const auto key = k.cast<std::string>();
        const core::Definition* d = nullptr;
        for (const auto& row : core::definitionSchema())
            if (row.python == key && row.scope == core::DefinitionScope::Every) d = &row;
        if ((d && key != "complete") || (key == "complete" && !complete))
            defs[k] = v;
        else if (!ownKeys.count(key))
            throw py::type_error("unknown " + what + " option '" + key + "'");
    }
    defs["measures"] = py::list();
    if (complete) defs["complete"] = *complete;
    return prepareEvaluation(defs).cfg;
}

py::list definitionTable() {
    py::list rows;
    for (const auto& d : core::definitionSchema()) {
        py::dict row;
        row["key"] = std::string(d.key);
        row["option"] = std::string(d.option);
        row["python"] = std::string(d.python);
        row["json"] = std::string(d.json);
        row["shape"] = static_cast<int>(d.shape);
        row["every_command"] = d.scope == core::DefinitionScope::Every;
        py::list offered;
        for (const auto& c : d.choices)
            if (c.offered) offered.append(std::string(c.text));
        row["choices"] = offered;
        row["default"] = d.defaultText();
        row["help"] = std::string(d.help ? d.help : "");
        row["low"] = d.range.low;
        row["high"] = d.range.high;
        rows.append(row);
    }
    return rows;
}

std::set<std::string> evalOwnKeys() {
    return kEvalOwnKeys;
}

Prepared prepareEvaluation(const py::dict& o) {
    for (const auto& [k, v] : o)
        if (!isEvalKey(k.cast<std::string>()))
            throw py::type_error("unknown definition '" + k.cast<std::string>() + "'");
    Prepared p;
    readDefinitions(o, p.cfg);
    const auto div = opt<std::string>(o, "diversity_qrels", "");
    if (!div.empty())
        p.diversity = std::make_shared<const core::DiversityQrels>(core::readDiversityQrels(div));
    p.eval.diversity = p.diversity.get();
    // Checked here too, as the CLI checks its option, whether or not a measure reads it.
    number(o, "popularity_users", 0, core::ranges::kNonNegative);
    p.eval.threads = opt<int>(o, "threads", 0);
    if (p.eval.threads < 0) bad("threads", "must be >= 0");
    if (p.eval.threads > static_cast<int>(core::kMaxThreads))  // the engine's cap, as the CLI says
        p.notes.push_back("threads=" + std::to_string(p.eval.threads) + ": using " +
                          std::to_string(core::kMaxThreads) + " threads, the most one job starts");
    const long curves = whole(o, "curves", 0);
    if (curves < 0 || curves > core::kMaxCutoff) bad("curves", "must be in 0..100000");
    if (curves > 0) {
        p.eval.curveK = static_cast<int>(curves);
        for (const auto& m : core::measureRegistry())
            if (m.shape == core::MeasureShape::Curve) p.eval.curveMeasures.push_back(&m);
    }
    addMeasures(opt<std::vector<std::string>>(o, "measures", {}), p);
    return p;
}

py::dict evaluateRun(RunHandle& handle, const QrelsHandle& qrels, const py::dict& options) {
    Prepared p = prepareEvaluation(options);
    checkThreshold(p, qrels.qrels);
    checkRanks(p, handle.run);
    const std::string runSource = sourceName(options, "run_name", handle.run.source);
    const cli::ItemSetup items = setupItems(options, handle.run, qrels.qrels);
    p.eval.items = items.index.get();
    core::EvalResult result;
    std::string summary;
    std::int64_t started = 0, finished = 0;
    {
        py::gil_scoped_release nogil;
        std::lock_guard lock(handle.busy);
        started = nowNs();
        result = core::evaluate(handle.run, qrels.qrels, p.cfg, p.eval);
        finished = nowNs();
    }
    refuseNothingEvaluated(result, options, runSource, qrels.qrels, someQids(handle.run.queries()));
    summary = summaryJson(result, qrels.qrels, options, runSource, items);
    py::dict d = toPython(result, summary, p, started, finished);
    // For ranklens.dask: where popularity came from and novelty's N, so that partitions can be
    // given the whole run's N (or refused when popularity is counted from the run itself).
    d["popularity_source"] = items.popularitySource;
    d["popularity_users"] = items.index ? items.index->popularityUsers() : 0.0;
    return d;
}

py::dict evaluateFile(const std::string& runPath, const QrelsHandle& qrels,
                      const py::dict& options) {
    Prepared p = prepareEvaluation(options);
    checkThreshold(p, qrels.qrels);
    const auto specs = opt<std::vector<std::string>>(options, "measures", {});
    cli::ItemSetup items;
    std::optional<core::EvalResult> result;
    std::int64_t started = 0, finished = 0;
    {
        py::gil_scoped_release nogil;
        started = nowNs();
        // As the CLI: the beyond-accuracy measures read the whole run, so no streaming for them.
        if (core::detectFormat(runPath) == core::InputFormat::Trec && !cli::needsItems(specs))
            result = core::evaluateTrecRunFile(runPath, qrels.qrels, p.cfg, p.eval);
        if (!result) {
            core::ParseOptions po;
            po.uniqueDocsIn = [&qrels](std::string_view q) {
                return qrels.qrels.find(q) != nullptr;
            };
            core::Run run = core::readRun(runPath, po);  // ParseError: translated by the module
            if (p.cfg.ties == core::TiePolicy::Rank && !run.hasRanks) {
                py::gil_scoped_acquire gil;
                checkRanks(p, run);
            }
            if (cli::needsItems(specs)) {
                py::gil_scoped_acquire gil;
                items = setupItems(options, run, qrels.qrels);
                p.eval.items = items.index.get();
            }
            result = core::evaluate(run, qrels.qrels, p.cfg, p.eval);
        }
        finished = nowNs();
    }
    const std::string runSource = sourceName(options, "run_name", runPath);
    refuseNothingEvaluated(*result, options, runSource, qrels.qrels, "(see the file)");
    const std::string summary = summaryJson(*result, qrels.qrels, options, runSource, items);
    return toPython(*result, summary, p, started, finished);
}

}  // namespace ranklens::python
