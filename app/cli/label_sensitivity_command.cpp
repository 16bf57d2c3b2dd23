// `ranklens-cli label-sensitivity`: does the choice of labels change the verdict? Every run
// evaluated under each label set: the order, the means (as eval -c), Kendall's tau-b and tau_AP
// between the orders, the rank shifts and the run pairs whose verdict changes, with a paired test
// and a multiple-comparison correction (issue 47). Files, or a project (--labels NAME repeated,
// --runs naming its runs).
#include <cstdio>
#include <filesystem>

#include "app/cli/commands.h"
#include "app/cli/judges_json.h"
#include "app/cli/label_sets_input.h"
#include "app/cli/number_options.h"
#include "app/cli/output_file.h"
#include "core/compare/label_sensitivity.h"
#include "core/io/input_format.h"
#include "core/measures/measure_spec.h"
#include "core/store/project_store.h"

namespace ranklens::cli {

namespace {

namespace cmp = core::compare;

struct SensitivityCli {
    std::vector<std::string> inputs, sets, runs, measures;
    std::string test = "randomization", correction = "holm", format = "text", output, impact;
    std::size_t impactTop = 20;
    std::string holes;  // --holes R1,R2
    std::size_t holesK = 10;
    std::size_t permutations = 10000;
    std::uint64_t seed = 42;
    double alpha = 0.05;
    int threshold = 1, threads = 0;
    bool complete = false;
};

struct LoadedRuns {
    std::vector<core::Run> runs;
    std::vector<std::string> names;
};

LoadedRuns runsFromFiles(const std::vector<std::string>& files) {
    LoadedRuns l;
    for (const auto& f : files) {
        l.runs.push_back(core::readRun(f));
        std::string name = l.runs.back().name;
        if (name.empty()) name = std::filesystem::path(f).filename().string();
        for (const auto& n : l.names)
            if (n == name) name = std::filesystem::path(f).filename().string();
        l.names.push_back(name);
    }
    return l;
}

LoadedRuns runsFromProject(const std::string& project, const std::vector<std::string>& sel) {
    store::OpenOptions o;
    o.create = false;
    o.readOnly = true;
    auto ps = store::ProjectStore::open(project, o);
    const auto all = ps->runs();
    LoadedRuns l;
    for (const auto& s : sel) {
        const store::RunInfo* found = nullptr;
        for (const auto& r : all)
            if (r.name == s || (!found && std::to_string(r.id) == s)) found = &r;
        if (!found) throw std::invalid_argument(project + ": no run '" + s + "'");
        l.runs.push_back(ps->loadRun(found->id));
        l.names.push_back(found->name);
    }
    return l;
}

void printMeasure(const cmp::MeasureSensitivity& ms, const std::vector<std::string>& runs) {
    std::printf("\n%s\n", ms.metric.display.c_str());
    for (const auto& s : ms.sets) {
        std::printf("  %s (%zu labelled queries):", s.labels.c_str(), s.queries);
        for (const auto r : s.order) std::printf("  %s %.4f", runs[r].c_str(), s.means[r]);
        std::printf("\n");
    }
    for (const auto& p : ms.pairs) {
        const auto num = [](const std::optional<double>& v) {
            char buf[32];
            if (!v) return std::string("-");
            std::snprintf(buf, sizeof buf, "%.4f", *v);
            return std::string(buf);
        };
        std::printf("  %s vs %s: Kendall's tau-b %s, tau_AP %s; %zu verdict%s changed\n",
                    ms.sets[p.a].labels.c_str(), ms.sets[p.b].labels.c_str(),
                    num(p.kendallTau).c_str(), num(p.tauAp).c_str(), p.changed.size(),
                    p.changed.size() == 1 ? "" : "s");
        std::string shifts;
        for (std::size_t r = 0; r < runs.size(); ++r)
            if (p.rankShift[r] != 0)
                shifts += (shifts.empty() ? "" : ", ") + runs[r] +
                          (p.rankShift[r] > 0 ? " +" : " ") + std::to_string(p.rankShift[r]);
        if (!shifts.empty()) std::printf("    rank shifts (down +, up -): %s\n", shifts.c_str());
        for (const auto& c : p.changed)
            std::printf("    %s, %s: %s -> %s%s\n", runs[c.r1].c_str(), runs[c.r2].c_str(),
                        c.verdictA.c_str(), c.verdictB.c_str(), c.reversed ? "  (reversed)" : "");
        if (!p.impact.empty())
            std::printf(
                "    disagreements by their impact on the delta (qid doc: grade a -> b: "
                "delta -> delta with b's grade):\n");
        for (const auto& d : p.impact)
            std::printf("      %s %s: %d -> %d: %+.4f -> %+.4f\n", d.qid.c_str(), d.doc.c_str(),
                        d.gradeA, d.gradeB, d.delta, d.deltaIfB);
    }
}

void printHoles(const std::vector<HolesOfSet>& all) {
    for (const auto& s : all) {
        const auto& h = s.holes;
        std::printf("\n%s under %s, %s vs %s: %zu unjudged items in the top %zu\n",
                    s.measure.c_str(), s.labels.c_str(), s.run1.c_str(), s.run2.c_str(), h.holes,
                    h.k);
        std::printf("  delta %+.4f; all graded %d: %+.4f; all graded 0: %+.4f; verdict %s\n",
                    h.delta, h.topGrade, h.best, h.worst,
                    h.survives ? "survives" : "does not survive");
        for (std::size_t i = 0; i < h.influence.size() && i < 10; ++i)
            std::printf("    %s %s: %+.4f -> %+.4f%s\n", h.influence[i].qid.c_str(),
                        h.influence[i].doc.c_str(), h.delta, h.influence[i].deltaIfTop,
                        h.influence[i].flips ? "  (flips)" : "");
    }
}

void printText(const cmp::LabelSensitivity& s) {
    std::printf("test: %s\nruns ordered by mean, best first; * = significant after correction\n",
                s.options.describe().c_str());
    for (const auto& ms : s.measures) printMeasure(ms, s.runs);
}

// "R1,R2" of an option naming two of the runs: their indexes.
std::pair<std::size_t, std::size_t> runPair(const std::string& option, const std::string& text,
                                            const std::vector<std::string>& names) {
    const auto comma = text.find(',');
    if (comma == std::string::npos) fail(ExitCode::Usage, option + ": expected RUN1,RUN2");
    const auto indexOf = [&](const std::string& n) {
        for (std::size_t r = 0; r < names.size(); ++r)
            if (names[r] == n) return r;
        fail(ExitCode::Usage, option + ": no run '" + n + "' among --runs");
    };
    return {indexOf(text.substr(0, comma)), indexOf(text.substr(comma + 1))};
}

// --impact R1,R2: the disagreements of every pair of sets by their impact on R2's delta to R1.
void addImpact(const SensitivityCli& c, const std::vector<const core::Run*>& runs,
               const std::vector<std::string>& names, const LabelSetsInput& sets,
               const core::EvalConfig& cfg, cmp::LabelSensitivity& result) {
    const auto [r1, r2] = runPair("--impact", c.impact, names);
    try {
        cmp::addDisagreementImpact(result, runs, sets.named(), cfg, r1, r2, c.impactTop);
    } catch (const std::invalid_argument& e) {
        fail(ExitCode::Usage, std::string("--impact: ") + e.what());
    }
}

// --holes R1,R2: per measure and label set, R2's delta to R1 with the unjudged items of the top
// k graded highest / 0, and those items by their influence.
std::vector<HolesOfSet> holesOf(const SensitivityCli& c, const std::vector<const core::Run*>& runs,
                                const std::vector<std::string>& names, const LabelSetsInput& sets,
                                const core::EvalConfig& cfg,
                                const std::vector<cmp::MetricColumn>& metrics) {
    const auto [r1, r2] = runPair("--holes", c.holes, names);
    try {
        return holesOfSets(runs, names, sets.named(), cfg, metrics, r1, r2, c.holesK);
    } catch (const std::invalid_argument& e) {
        fail(ExitCode::Usage, std::string("--holes: ") + e.what());
    }
}

cmp::LabelSensitivityOptions options(const SensitivityCli& c) {
    cmp::LabelSensitivityOptions o;
    o.test = c.test == "t" ? cmp::TestKind::StudentT : cmp::TestKind::Randomization;
    o.permutations = c.permutations;
    o.seed = c.seed;
    if (!core::stats::parseCorrection(c.correction, o.correction))
        fail(ExitCode::Usage, "--correction: expected holm, bh, bonferroni or none");
    if (const auto p = core::numberProblem(c.alpha, core::ranges::kSignificance); !p.empty())
        fail(ExitCode::Usage, "--alpha: " + p);
    o.alpha = c.alpha;
    o.threads = c.threads;
    return o;
}

ExitCode runSensitivity(const SensitivityCli& c) {
    const auto o = options(c);
    std::vector<cmp::MetricColumn> metrics;
    try {
        metrics = cmp::parseMetrics(c.measures.empty() ? std::vector<std::string>{"ndcg@10"}
                                                       : c.measures);
    } catch (const core::MeasureSpecError& e) {
        fail(ExitCode::Usage, e.what());
    }
    if (c.runs.size() < 2)
        fail(ExitCode::Usage, "label-sensitivity needs two runs or more (--runs)");
    LabelSetsInput sets;
    LoadedRuns runs;
    try {
        sets = readLabelSets(c.inputs, c.sets);
        if (sets.size() < 2)
            fail(ExitCode::Usage, "label-sensitivity needs two label sets or more");
        const bool project = c.inputs.size() == 1 && isProjectFile(c.inputs[0]);
        runs = project ? runsFromProject(c.inputs[0], c.runs) : runsFromFiles(c.runs);
    } catch (...) {
        failOnInputError();
    }
    core::EvalConfig cfg;
    cfg.relevanceThreshold = c.threshold;
    cfg.querySet = core::QuerySet::AllLabelled;
    std::vector<const core::Run*> rp;
    for (auto& r : runs.runs) {
        r.order(cfg.ties);  // once, not again under every label set
        rp.push_back(&r);
    }
    cmp::LabelSensitivity result;
    try {
        result = cmp::labelSensitivity(rp, runs.names, sets.named(), cfg, metrics, o);
    } catch (const std::invalid_argument& e) {
        fail(ExitCode::Usage, e.what());
    }
    if (!c.impact.empty()) addImpact(c, rp, runs.names, sets, cfg, result);
    const auto holes = c.holes.empty() ? std::vector<HolesOfSet>{}
                                       : holesOf(c, rp, runs.names, sets, cfg, metrics);
    if (c.format == "json") {
        if (!writeOutput(sensitivityJson(result, holes), c.output))
            fail(ExitCode::BadInput, "cannot write " + c.output);
        return ExitCode::Ok;
    }
    printText(result);
    printHoles(holes);
    return ExitCode::Ok;
}

}  // namespace

void registerLabelSensitivityCommand(CLI::App& app, Commands& commands) {
    static SensitivityCli c;
    auto* cmd = app.add_subcommand(
        "label-sensitivity",
        "Does the choice of labels change the verdict? Every run under each label set: order, "
        "means (as eval -c), Kendall's tau-b and tau_AP between the orders, and the run pairs "
        "whose verdict changes (reversed, or significant under one set only)");
    cmd->add_option("LABELS", c.inputs,
                    "Label files (a judge column gives one set per judge), or one project")
        ->required();
    cmd->add_option("--labels", c.sets, "Project: a label set (id or name); repeat it");
    cmd->add_option("--runs", c.runs, "Run files (a project: run names); two or more")->required();
    cmd->add_option("-m,--measure", c.measures,
                    "Measure (ndcg@10, P@10, map, ...; repeatable; default ndcg@10)")
        ->allow_extra_args(false);
    cmd->add_flag("-c", c.complete,
                  "Every labelled query, a missing one scored 0 (always so here; accepted as in "
                  "eval)");
    cmd->add_option("-l", c.threshold, "Relevance threshold (default 1)")
        ->check(numberIn(core::ranges::kNonNegativeWhole));
    cmd->add_option("--test", c.test, "Paired test: randomization (default) or t")
        ->check(CLI::IsMember({"randomization", "t"}));
    cmd->add_option("--permutations", c.permutations,
                    "Randomization test permutations (default 10000)")
        ->check(numberIn({1, 10000000, false, false, true}));
    cmd->add_option("--seed", c.seed, "Random seed (default 42)");
    cmd->add_option("--correction", c.correction,
                    "Multiple comparisons over the run pairs: holm (default), bh, bonferroni, none")
        ->check(CLI::IsMember({"holm", "bh", "bonferroni", "none"}));
    cmd->add_option("--alpha", c.alpha, "Significance level (default 0.05)");
    cmd->add_option("--format", c.format, "text (default) or json")
        ->check(CLI::IsMember({"text", "json"}));
    cmd->add_option("-o,--output", c.output, "JSON: write to this file instead of stdout");
    cmd->add_option("--impact", c.impact,
                    "RUN1,RUN2: rank each disagreement between two sets by how much RUN2's "
                    "delta to RUN1 moves when that item takes the other set's grade");
    cmd->add_option("--holes", c.holes,
                    "RUN1,RUN2: RUN2's delta to RUN1 with the unjudged items of the top k "
                    "graded highest and 0 (best and worst case), and those items by influence");
    cmd->add_option("--holes-k", c.holesK, "The depth k of --holes (default 10)");
    cmd->add_option("--impact-top", c.impactTop,
                    "How many disagreements --impact lists (default 20)")
        ->check(numberIn({1, 1000000, false, false, true}));
    addThreadsOption(cmd, c.threads);
    commands.add(cmd, [] { return runSensitivity(c); });
}

}  // namespace ranklens::cli
