// `ranklens-cli compare`: model comparison with paired significance tests, wins/losses,
// segments, the reading aid, guardrails and definition sensitivity, as text, Markdown, HTML,
// LaTeX, CSV or JSON. Files: compare QRELS BASELINE RUN...; project: compare PROJECT --baseline.
#include <cstdio>
#include <filesystem>
#include <unordered_map>

#include "app/cli/commands.h"
#include "app/cli/definition_options.h"
#include "app/cli/item_options.h"
#include "app/cli/number_options.h"
#include "app/cli/output_file.h"
#include "app/cli/project_selection.h"
#include "core/compare/pipeline.h"
#include "core/io/input_format.h"
#include "core/io/input_kind.h"
#include "core/measures/measure_spec.h"
#include "core/store/delimited_inputs.h"
#include "core/store/project_store.h"

namespace ranklens::cli {
namespace {

namespace cmp = core::compare;

struct CompareCli {
    std::string labelsOrProject;
    std::vector<std::string> runFiles;  // baseline first
    std::string baselineSel, labelsSel, queriesFile;
    std::vector<std::string> runSel;
    std::vector<std::string> measures;
    bool weighted = false, noSegments = false, listPresets = false;
    std::string pairing;  // "" = labelled (the default; -c says the same)
    // -l (between whole numbers for real-valued labels only) -c --gain --ideal --ties -J
    // --ndcg-threshold --empty-queries --log-base: core's schema.
    DefinitionOptions definitions;
    std::string test = "randomization", correction = "holm", format = "text", output;
    std::size_t permutations = 10000, resamples = 2000;
    std::uint64_t seed = 42;
    double alpha = 0.05, confidence = 0.95;
    std::string preset, primary;
    std::vector<std::string> guards;
    std::string sensitivity;
    int threads = 0;
    ItemRequest items;  // --items, --popularity, --popularity-users (beyond-accuracy measures)
};

// What the comparison reads: runs (baseline first), labels and query metadata.
struct Loaded {
    std::vector<core::Run> runs;                    // the ranked runs compared
    std::vector<core::EvaluatedRun> evaluatedRuns;  // a project's evaluated runs compared
    // Per compared run, baseline first: an index into runs, or (evaluated) into evaluatedRuns.
    struct Slot {
        bool evaluated = false;
        std::size_t index = 0;
    };
    std::vector<Slot> slots;
    std::vector<std::string> names;  // per slot
    core::Qrels labels;
    std::string labelName;
    std::unordered_map<std::string, cmp::QueryInfo> queries;
    std::shared_ptr<core::ItemCatalogue> projectItems;  // a project's items (category, popularity)
    std::shared_ptr<const core::Qrels> popularityLabels;  // a project's --popularity labels:NAME
};

// -l between whole numbers (0.5) needs real-valued labels, as eval's -l (core::thresholdProblem).
void refuseThresholdUnfitFor(const core::EvalConfig& cfg, const core::Qrels& labels) {
    if (const auto p = core::thresholdProblem(cfg, labels.hasRealLabels()); !p.empty())
        fail(ExitCode::Usage, "-l " + cfg.thresholdText() + ": " + p);
}

void addQueryMeta(const std::vector<store::QueryMeta>& meta, Loaded& l) {
    for (const auto& q : meta) l.queries[q.qid] = {q.segment, q.weight};
}

// The project's items for the beyond-accuracy measures, and a label set named by
// --popularity labels:NAME.
void loadProjectItems(const store::ProjectStore& ps, const CompareCli& c, Loaded& l) {
    // Only when a measure may need them (a rule's metric is checked later, with the rest).
    if (!needsItems(c.measures) && c.guards.empty() && c.primary.empty()) return;
    l.projectItems = std::make_shared<core::ItemCatalogue>();
    for (const auto& it : ps.describedItems()) l.projectItems->category[it.docid] = it.category;
    l.projectItems->popularity = ps.itemPopularity();
    if (c.items.popularity.rfind("labels:", 0) != 0) return;
    const std::string name = c.items.popularity.substr(7);
    for (const auto& set : ps.labelSets())
        if (set.name == name || std::to_string(set.id) == name)
            l.popularityLabels = std::make_shared<const core::Qrels>(ps.loadLabels(set.id));
    if (!l.popularityLabels) fail(ExitCode::Usage, "no label set '" + name + "' for --popularity");
}

// Item metadata for the beyond-accuracy columns; the definitions text states its source.
ItemSetup compareItems(const CompareCli& c, const std::vector<cmp::MetricColumn>& metrics,
                       const Loaded& l) {
    ItemRequest req = c.items;
    if (req.itemsFile.empty() && l.projectItems) {
        req.itemsLoaded = l.projectItems;
        req.itemsSourceName = "project items";
        req.popularityLabelsLoaded = l.popularityLabels;
    }
    std::vector<std::string> specs;
    for (const auto& m : metrics) specs.push_back(m.key);
    std::vector<const core::Run*> runs;
    for (const auto& r : l.runs) runs.push_back(&r);
    return setupItems(req, specs, runs, l.labels);
}

// A compared run of a project: a ranked run, or an evaluated run (values computed elsewhere).
struct ProjectRunChoice {
    bool evaluated = false;
    std::int64_t id = 0;
    std::string name;
    bool operator==(const ProjectRunChoice&) const = default;
};

// Every run of the project, ranked runs first (oldest first), then the evaluated runs.
std::vector<ProjectRunChoice> projectRuns(const store::ProjectStore& ps) {
    std::vector<ProjectRunChoice> all;
    for (const auto& r : ps.runs()) all.push_back({false, r.id, r.name});
    for (const auto& e : ps.evaluatedRuns()) all.push_back({true, e.id, e.name});
    return all;
}

// The run a selection names: by name (a ranked run before an evaluated one of the same name),
// else by id (a ranked run's first).
ProjectRunChoice chooseRun(const std::vector<ProjectRunChoice>& all, const CompareCli& c,
                           const std::string& sel) {
    for (const auto& r : all)
        if (r.name == sel) return r;
    for (const auto& r : all)
        if (isIdOf(sel, r.id)) return r;
    fail(ExitCode::Usage,
         c.labelsOrProject + ": " +
             (all.empty() ? std::string("the project has no runs")
                          : "no run or evaluated run '" + sel + "' (see: ranklens-cli info)"));
}

Loaded loadProject(const CompareCli& c) {
    Loaded l;
    auto ps = openExisting(c.labelsOrProject);
    if (c.baselineSel.empty()) fail(ExitCode::Usage, "compare on a project needs --baseline NAME");
    // Baseline first, then the runs named (default: every other run, evaluated ones included);
    // each by name or id.
    const auto all = projectRuns(*ps);
    std::vector<ProjectRunChoice> chosen{chooseRun(all, c, c.baselineSel)};
    for (const auto& sel : c.runSel) chosen.push_back(chooseRun(all, c, sel));
    if (c.runSel.empty())
        for (const auto& r : all)
            if (!(r == chosen.front())) chosen.push_back(r);
    if (chosen.size() < 2) fail(ExitCode::Usage, "nothing to compare: the project has one run");
    for (const auto& r : chosen) {
        if (r.evaluated) {
            l.slots.push_back({true, l.evaluatedRuns.size()});
            l.evaluatedRuns.push_back(ps->loadEvaluatedRun(r.id));
        } else {
            l.slots.push_back({false, l.runs.size()});
            l.runs.push_back(ps->loadRun(r.id));
        }
        l.names.push_back(r.name);
    }
    const auto labels = findLabelSet(*ps, c.labelsOrProject, c.labelsSel);
    if (!labels) fail(ExitCode::Usage, {});
    l.labels = ps->loadLabels(labels->id);
    l.labelName = labels->name;
    addQueryMeta(ps->queries(), l);
    loadProjectItems(*ps, c, l);
    return l;
}

Loaded loadFiles(const CompareCli& c) {
    Loaded l;
    if (c.runFiles.size() < 2)
        fail(ExitCode::Usage, "compare needs QRELS, a BASELINE run and at least one RUN");
    l.labels = core::readQrels(c.labelsOrProject);
    l.labelName = std::filesystem::path(c.labelsOrProject).filename().string();
    for (std::size_t i = 0; i < c.runFiles.size(); ++i) {
        const auto& f = c.runFiles[i];
        for (std::size_t j = 0; j < i; ++j) {
            std::error_code ec;
            if (c.runFiles[j] == f || std::filesystem::equivalent(c.runFiles[j], f, ec))
                fail(ExitCode::Usage, f + " is given twice: compare each run once");
        }
        l.slots.push_back({false, l.runs.size()});
        l.runs.push_back(core::readRun(f));
        std::string name = l.runs.back().name;
        if (name.empty()) name = std::filesystem::path(f).filename().string();
        for (const auto& n : l.names)
            if (n == name) name = std::filesystem::path(f).filename().string();
        l.names.push_back(name);
    }
    if (!c.queriesFile.empty()) {
        core::ParseReport rep;
        for (const auto& row : store::readQueryMeta(c.queriesFile, {}, rep))
            l.queries[row.id] = {row.b.value_or(""), row.weight.value_or(1.0)};
    }
    return l;
}

// The default metric list as --help shows it: "P@1,5,10 R@10 F1@10 ndcg@10 mrr".
std::string defaultMetricsText() {
    std::string text;
    for (const auto& s : cmp::defaultMetricSpecs()) text += (text.empty() ? "" : " ") + s;
    return text;
}

cmp::CompareOptions compareOptions(const CompareCli& c) {
    cmp::CompareOptions o;
    o.test = c.test == "t" ? cmp::TestKind::StudentT : cmp::TestKind::Randomization;
    o.permutations = c.permutations;
    o.resamples = c.resamples;
    o.confidence = c.confidence;
    o.seed = c.seed;
    o.alpha = c.alpha;
    o.correction = c.correction == "bonferroni" ? core::stats::Correction::Bonferroni
                   : c.correction == "none"     ? core::stats::Correction::None
                                                : core::stats::Correction::Holm;
    o.weighted = c.weighted;
    o.bySegment = !c.noSegments;
    o.threads = static_cast<unsigned>(c.threads);
    return o;
}

ExitCode listPresets() {
    for (const auto& p : cmp::guardrailPresets()) {
        std::printf("%s: %s\n  primary: %s\n", p.name.c_str(), p.description.c_str(),
                    p.primary.text().c_str());
        for (const auto& g : p.guards)
            std::printf("  guard:   %s  (%s)\n", g.text().c_str(), g.note.c_str());
    }
    return ExitCode::Ok;
}

// The guardrails of --preset, --primary and --guard; nullopt when none is given.
std::optional<cmp::Guardrails> guardrails(const CompareCli& c) {
    std::optional<cmp::Guardrails> guard;
    try {
        if (!c.preset.empty()) {
            const auto* p = cmp::findPreset(c.preset);
            if (!p)
                fail(ExitCode::Usage,
                     "--preset: unknown preset '" + c.preset + "' (see --list-presets)");
            guard = *p;
        }
        if (!c.primary.empty() || !c.guards.empty()) {
            if (!guard) guard = cmp::Guardrails{"custom", "", {}, {}};
            if (!c.primary.empty()) guard->primary = cmp::parseGuardRule(c.primary + " up");
            for (const auto& g : c.guards) guard->guards.push_back(cmp::parseGuardRule(g));
            if (guard->primary.metric.empty())
                fail(ExitCode::Usage, "--guard needs --primary METRIC or --preset");
        }
    } catch (const cmp::GuardRuleError& e) {
        fail(ExitCode::Usage, e.what());
    }
    return guard;
}

// The definitions (-l -c --gain ... from core's schema), the pairing and --sensitivity's
// alternative definitions.
struct CompareDefinitions {
    core::EvalConfig cfg, alternative;
    cmp::Pairing pairing = cmp::Pairing::Labelled;
};

CompareDefinitions compareDefinitions(const CompareCli& c) {
    CompareDefinitions d;
    d.cfg = c.definitions.config();
    const bool complete = d.cfg.querySet == core::QuerySet::AllLabelled;  // -c
    if (!c.pairing.empty() && !cmp::parsePairing(c.pairing, d.pairing))
        fail(ExitCode::Usage, "--pairing '" + c.pairing + "': expected labelled or both-returned");
    if (complete && d.pairing == cmp::Pairing::BothReturned)
        fail(ExitCode::Usage,
             "-c pairs over every labelled query; it contradicts --pairing both-returned");
    d.alternative = d.cfg;
    if (!c.sensitivity.empty() && !core::applySetting(c.sensitivity, d.alternative))
        fail(ExitCode::Usage, "--sensitivity '" + c.sensitivity +
                                  "': expected gain=linear|exponential, ideal=labels|retrieved, "
                                  "ties=trec_eval|input|rank|average, judged_only=yes|no, "
                                  "ndcg_threshold=yes|no, empty_queries=zero|skip|one or "
                                  "log_base=B");
    return d;
}

// A failed guardrail stops a CI job; one that could not be decided says so.
ExitCode scorecardExit(const cmp::PipelineResult& result) {
    bool inconclusive = false;
    for (const auto& s : result.report.scorecards) {
        if (!s.pass && !s.inconclusive) return ExitCode::GuardrailFailed;
        inconclusive = inconclusive || s.inconclusive;
    }
    return inconclusive ? ExitCode::Inconclusive : ExitCode::Ok;
}

ExitCode runCompare(const CompareCli& c) {
    if (c.listPresets) return listPresets();
    // core/base/number_check.h's rule, NaN included (CLI11's range checks let it through).
    if (const auto p = core::numberProblem(c.confidence, core::ranges::kConfidence); !p.empty())
        fail(ExitCode::Usage, "--confidence: " + p);
    if (const auto p = core::numberProblem(c.alpha, core::ranges::kSignificance); !p.empty())
        fail(ExitCode::Usage, "--alpha: " + p);
    const CompareDefinitions defs = compareDefinitions(c);
    const core::EvalConfig& cfg = defs.cfg;
    const core::EvalConfig& alt = defs.alternative;
    const cmp::Pairing pairing = defs.pairing;

    const auto format = cmp::parseReportFormat(c.format);
    if (!format) fail(ExitCode::Usage, "--format: unknown format '" + c.format + "'");

    const std::optional<cmp::Guardrails> guard = guardrails(c);

    std::vector<cmp::MetricColumn> metrics;
    try {
        metrics = cmp::comparisonMetrics(c.measures, guard);
    } catch (const core::MeasureSpecError& e) {
        fail(ExitCode::Usage, e.what());
    }

    Loaded l;
    try {
        const bool project = c.runFiles.empty() &&
                             core::detectInputKind(c.labelsOrProject) == core::InputKind::Project;
        l = project ? loadProject(c) : loadFiles(c);
    } catch (const core::ParseError& e) {
        for (const auto& i : e.issues()) std::fprintf(stderr, "%s\n", i.str().c_str());
        return ExitCode::BadInput;
    } catch (const std::exception& e) {
        throw inputFailure(e);
    }
    refuseThresholdUnfitFor(cfg, l.labels);

    ItemSetup items;
    try {
        items = compareItems(c, metrics, l);
    } catch (const core::ParseError& e) {
        for (const auto& i : e.issues()) std::fprintf(stderr, "%s\n", i.str().c_str());
        return ExitCode::BadInput;
    } catch (const std::exception& e) {
        throw inputFailure(e);
    }
    cmp::PipelineRequest req;
    req.items = items.index.get();
    if (items.index)
        req.itemsNote = "items: " + items.itemsSource + "; popularity: " + items.popularitySource;
    for (const auto& slot : l.slots) {
        req.runs.push_back(slot.evaluated ? nullptr : &l.runs[slot.index]);
        req.evaluated.push_back(slot.evaluated ? &l.evaluatedRuns[slot.index] : nullptr);
    }
    req.names = l.names;
    req.pairing = pairing;
    req.labels = &l.labels;
    req.labelName = l.labelName;
    req.queries = l.queries;
    req.config = cfg;
    req.metrics = std::move(metrics);
    req.options = compareOptions(c);
    req.guardrails = guard;
    if (!c.sensitivity.empty()) req.alternative = alt;
    req.threads = c.threads;
    cmp::PipelineResult result;
    try {
        cmp::runComparisonPipeline(req, result);
    } catch (const cmp::NothingToCompare& e) {
        fail(ExitCode::NothingToEvaluate, e.what());
    } catch (const std::invalid_argument& e) {  // two runs of one name, no shared measure ...
        fail(ExitCode::Usage, e.what());
    }
    if (!writeOutput(cmp::render(result.report, *format), c.output))
        fail(ExitCode::BadInput, "could not write " + c.output);
    return scorecardExit(result);
}

}  // namespace

void registerCompareCommand(CLI::App& app, Commands& commands) {
    static CompareCli c;
    auto* cmd = app.add_subcommand(
        "compare",
        "Compare runs against a baseline: deltas, paired significance tests, wins/ties/losses, "
        "segments, guardrails. Exit 5 when a guardrail fails, 8 when none fails but one is "
        "inconclusive (a difference that is not significant).");
    cmd->add_option("LABELS", c.labelsOrProject,
                    "Labels (TREC qrels or CSV/TSV), or a .ranklens project");
    cmd->add_option("RUNS", c.runFiles, "Baseline run file, then the runs to compare with it");
    cmd->add_option("--baseline", c.baselineSel, "Project: the baseline run (name or id)");
    cmd->add_option("--run", c.runSel,
                    "Project: a run to compare (repeatable; default: all others)");
    cmd->add_option("--labels", c.labelsSel, "Project: label set (default: the active one)");
    cmd->add_option(
        "--queries", c.queriesFile,
        "Files: query metadata CSV/TSV (qid, segment, weight) for segments and weights");
    cmd->add_option("-m,--measure", c.measures,
                    "Metric (P@10, R@50, ndcg@10, f1@10, mrr, map, hit@1, coverage@10...); "
                    "repeatable; P@1,5,10 gives three. Default: " +
                        defaultMetricsText())
        ->allow_extra_args(false);
    cmd->add_option("--pairing", c.pairing,
                    "How each run is paired with the baseline: labelled (default: every "
                    "labelled query, one a run did not return scores 0, as trec_eval -c) or "
                    "both-returned (the labelled queries both returned)")
        ->check(CLI::IsMember({"labelled", "both-returned"}));
    c.definitions.addTo(
        cmd, core::DefinitionScope::Every,
        {{"queries",
          "Pair over every labelled query, missing ones scored 0 (the default pairing)"}});
    cmd->add_option("--test", c.test, "Paired test: randomization (default) or t")
        ->check(CLI::IsMember({"randomization", "t"}));
    cmd->add_option("--permutations", c.permutations,
                    "Randomization test permutations (default 10000)")
        ->check(numberIn({1, 10000000, false, false, true}));
    cmd->add_option("--bootstrap", c.resamples,
                    "Bootstrap resamples for the CI (0 = none; default 2000)");
    // --confidence and --alpha are checked in runCompare (exit 1, as since they refused NaN).
    cmd->add_option("--confidence", c.confidence, "Confidence of the interval (default 0.95)");
    cmd->add_option("--seed", c.seed, "Random seed (default 42)");
    cmd->add_option("--correction", c.correction,
                    "Multiple comparisons: holm (default), bonferroni, none")
        ->check(CLI::IsMember({"holm", "bonferroni", "none"}));
    cmd->add_option("--alpha", c.alpha, "Significance level (default 0.05)");
    cmd->add_flag("--weighted", c.weighted,
                  "Means weighted by query weight (tests stay unweighted)");
    cmd->add_flag("--no-segments", c.noSegments, "Skip the per-segment tables");
    cmd->add_option("--preset", c.preset,
                    "Guardrail preset: feed, search, \"candidate retrieval\", \"cold start\"");
    cmd->add_option("--primary", c.primary, "Primary metric that must improve, e.g. ndcg@10");
    cmd->add_option("--guard", c.guards, "Guardrail rule, e.g. \"R@50 drop<=5%\" (repeatable)");
    cmd->add_flag("--list-presets", c.listPresets, "Print the guardrail presets and exit");
    cmd->add_option("--sensitivity", c.sensitivity,
                    "Also compare under another definition: gain=exponential, ideal=retrieved, "
                    "ties=input ...; lists the queries whose win/loss flips");
    cmd->add_option("--format", c.format, "text (default), md, html, latex, csv or json")
        ->check(CLI::IsMember({"text", "md", "markdown", "html", "latex", "tex", "csv", "json"}));
    cmd->add_option("-o,--output", c.output, "Write to this file instead of stdout");
    cmd->add_option("--items", c.items.itemsFile,
                    "Item metadata CSV/TSV (docid, category[, popularity]) for ild@k, catcov@k, "
                    "novelty@k, arp@k, longtail@k, gini@k (a project: its items)");
    cmd->add_option("--popularity", c.items.popularity,
                    "Popularity: auto, items, run (counted over all compared runs together), "
                    "labels, labels:FILE (project: labels:NAME)");
    cmd->add_option("--popularity-users", c.items.popularityUsers,
                    "N of novelty's -log2(pop/N) for a popularity column")
        ->check(numberIn(core::ranges::kPositive));
    addThreadsOption(cmd, c.threads);
    commands.add(cmd, [] {
        if (c.labelsOrProject.empty() && !c.listPresets)
            fail(ExitCode::Usage, "compare needs LABELS (or a project) and runs");
        return runCompare(c);
    });
}

}  // namespace ranklens::cli
