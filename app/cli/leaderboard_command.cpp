// `ranklens-cli leaderboard`: many runs over the same labelled queries, best first, every pair
// tested (randomised Tukey HSD by default), significance groups, ANOVA, minimal detectable
// effects and queries needed. Files: leaderboard LABELS RUN1 RUN2 [RUN...]; project:
// leaderboard PROJECT [--runs a,b,c] [--labels NAME].
#include <cstdio>
#include <filesystem>

#include "app/cli/commands.h"
#include "app/cli/definition_options.h"
#include "app/cli/number_options.h"
#include "app/cli/output_file.h"
#include "app/cli/project_selection.h"
#include "core/compare/leaderboard.h"
#include "core/io/input_format.h"
#include "core/io/input_kind.h"

namespace ranklens::cli {
namespace {

namespace cmp = core::compare;

struct LeaderboardCli {
    std::string labelsOrProject;
    std::vector<std::string> runFiles, runSel, measures;
    std::string labelsSel;
    // -l (whole) -c --gain --ideal --ties -J --ndcg-threshold --empty-queries --log-base:
    // core's schema.
    DefinitionOptions definitions;
    std::string test = "randomized-tukey", correction = "holm", format = "text", output;
    double alpha = 0.05, confidence = 0.95, power = 0.8;
    std::size_t permutations = 10000;
    std::uint64_t seed = 42;
    std::vector<double> targets;
    int threads = 0;
};

struct LoadedRuns {
    std::vector<core::Run> runs;
    std::vector<std::string> names;
    core::Qrels labels;
    std::string labelName;
};

LoadedRuns loadFiles(const LeaderboardCli& c) {
    LoadedRuns l;
    if (c.runFiles.size() < 2)
        fail(ExitCode::Usage, "a leaderboard needs two runs or more (got " +
                                  std::to_string(c.runFiles.size()) + ")");
    for (std::size_t i = 0; i < c.runFiles.size(); ++i)
        for (std::size_t j = 0; j < i; ++j) {
            std::error_code ec;
            if (c.runFiles[j] == c.runFiles[i] ||
                std::filesystem::equivalent(c.runFiles[j], c.runFiles[i], ec))
                fail(ExitCode::Usage, c.runFiles[i] + " is given twice: list each run once");
        }
    l.labels = core::readQrels(c.labelsOrProject);
    l.labelName = std::filesystem::path(c.labelsOrProject).filename().string();
    l.runs.reserve(c.runFiles.size());
    for (const auto& f : c.runFiles) {
        l.runs.push_back(core::readRun(f));
        std::string name = l.runs.back().name;
        for (const auto& n : l.names)
            if (n == name) name.clear();
        l.names.push_back(name.empty() ? std::filesystem::path(f).filename().string() : name);
    }
    return l;
}

LoadedRuns loadProject(const LeaderboardCli& c) {
    LoadedRuns l;
    auto ps = openExisting(c.labelsOrProject);
    std::vector<store::RunInfo> chosen;
    const auto all = ps->runs();
    for (const auto& sel : c.runSel) {
        auto it = std::find_if(all.begin(), all.end(), [&](const store::RunInfo& r) {
            return r.name == sel || isIdOf(sel, r.id);
        });
        if (it == all.end())
            fail(ExitCode::Usage,
                 c.labelsOrProject + ": no run '" + sel + "' (see: ranklens-cli info)");
        chosen.push_back(*it);
    }
    if (c.runSel.empty()) chosen = all;
    const auto labels = findLabelSet(*ps, c.labelsOrProject, c.labelsSel);
    if (!labels) fail(ExitCode::Usage, {});
    l.labels = ps->loadLabels(labels->id);
    l.labelName = labels->name;
    l.runs.reserve(chosen.size());
    for (const auto& r : chosen) {
        l.runs.push_back(ps->loadRun(r.id));
        l.names.push_back(r.name);
    }
    return l;
}

cmp::LeaderboardRequest request(const LeaderboardCli& c, const LoadedRuns& l) {
    cmp::LeaderboardRequest req;
    for (const auto& r : l.runs) req.runs.push_back(&r);
    req.names = l.names;
    req.labels = &l.labels;
    req.labelName = l.labelName;
    req.config = c.definitions.config();
    req.config.querySet = core::QuerySet::AllLabelled;  // -c or not
    req.specs = c.measures;
    auto& o = req.options;
    core::stats::parsePairTest(c.test, o.test);
    core::stats::parseCorrection(c.correction, o.correction);  // CLI11 checked the key
    o.alpha = c.alpha;
    o.confidence = c.confidence;
    o.power = c.power;
    o.permutations = c.permutations;
    o.seed = c.seed;
    o.targetDeltas = c.targets;
    o.threads = static_cast<unsigned>(c.threads);
    req.threads = c.threads;
    return req;
}

ExitCode runLeaderboard(const LeaderboardCli& c) {
    const auto format = cmp::parseReportFormat(c.format);
    if (!format) fail(ExitCode::Usage, "--format: unknown format '" + c.format + "'");
    LoadedRuns l;
    try {
        const bool project = c.runFiles.empty() &&
                             core::detectInputKind(c.labelsOrProject) == core::InputKind::Project;
        if (!project && !c.runSel.empty())
            fail(ExitCode::Usage, "--runs selects runs of a project; with files, list the runs");
        l = project ? loadProject(c) : loadFiles(c);
    } catch (const core::ParseError& e) {
        for (const auto& i : e.issues()) std::fprintf(stderr, "%s\n", i.str().c_str());
        return ExitCode::BadInput;
    } catch (const CommandFailure&) {
        throw;
    } catch (const std::exception& e) {
        throw inputFailure(e);
    }
    cmp::Leaderboard board;
    try {
        board = cmp::buildLeaderboard(request(c, l));
    } catch (const cmp::LeaderboardError& e) {
        fail(e.input ? ExitCode::BadInput : ExitCode::Usage, e.what());
    }
    if (!writeOutput(cmp::renderLeaderboard(board, *format), c.output))
        fail(ExitCode::BadInput, "could not write " + c.output);
    return ExitCode::Ok;
}

void addStatisticsOptions(CLI::App* cmd, LeaderboardCli& c) {
    cmd->add_option("--test", c.test,
                    "randomized-tukey (default; Sakai's randomised Tukey HSD), tukey (Tukey HSD "
                    "of the two-way ANOVA), t (paired t-tests) or randomization")
        ->check(CLI::IsMember({"randomized-tukey", "tukey", "t", "randomization"}));
    cmd->add_option("--correction", c.correction,
                    "For t and randomization: holm (default), bh (Benjamini-Hochberg), "
                    "bonferroni or none")
        ->check(CLI::IsMember({"holm", "bh", "bonferroni", "none"}));
    // --alpha, --confidence, --power and --permutations are checked in the core (NaN too).
    cmd->add_option("--alpha", c.alpha, "Significance level (default 0.05)");
    cmd->add_option("--confidence", c.confidence, "Confidence of every interval (default 0.95)");
    cmd->add_option("--permutations", c.permutations,
                    "Permutations of the randomised tests (default 10000)");
    cmd->add_option("--seed", c.seed, "Random seed (default 42)");
    cmd->add_option("--power", c.power,
                    "Power of the minimal detectable effect and queries needed (default 0.8)");
    cmd->add_option("--target-delta", c.targets,
                    "A difference to detect: the queries needed for it (repeatable)")
        ->allow_extra_args(false);
}

void addDefinitions(CLI::App* cmd, LeaderboardCli& c) {
    cmd->add_option("-m,--measure", c.measures,
                    "Metric (ndcg@10, P@10, map, mrr ...); repeatable; default ndcg@10")
        ->allow_extra_args(false);
    c.definitions.addTo(
        cmd, core::DefinitionScope::Every,
        {{"threshold", "Relevance threshold (default 1)", core::ranges::kNonNegativeWhole},
         {"queries", "Every labelled query, missing ones scored 0 (always so for a leaderboard)"}});
}

}  // namespace

void registerLeaderboardCommand(CLI::App& app, Commands& commands) {
    static LeaderboardCli c;
    auto* cmd = app.add_subcommand(
        "leaderboard",
        "Rank two runs or more over the same labelled queries: means with intervals, every "
        "pair tested (randomised Tukey HSD by default), significance groups, ANOVA, minimal "
        "detectable effects and the queries needed.");
    cmd->add_option("LABELS", c.labelsOrProject, "Labels (TREC qrels or CSV/TSV), or a project");
    cmd->add_option("RUNS", c.runFiles, "Two run files or more");
    cmd->add_option("--runs", c.runSel, "Project: the runs, by name or id (default: all)")
        ->delimiter(',');
    cmd->add_option("--labels", c.labelsSel, "Project: label set (default: the active one)");
    addDefinitions(cmd, c);
    addStatisticsOptions(cmd, c);
    cmd->add_option("--format", c.format, "text (default), md, html, latex, csv or json")
        ->check(CLI::IsMember({"text", "md", "markdown", "html", "latex", "tex", "csv", "json"}));
    cmd->add_option("-o,--output", c.output, "Write to this file instead of stdout");
    addThreadsOption(cmd, c.threads);
    commands.add(cmd, [] {
        if (c.labelsOrProject.empty())
            fail(ExitCode::Usage, "leaderboard needs LABELS and two runs or more, or a project");
        return runLeaderboard(c);
    });
}

}  // namespace ranklens::cli
