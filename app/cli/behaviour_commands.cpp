// `ranklens-cli log-eval` (position-debiased metrics of a run from a click log, with the leak
// check and the unexposed-item setting) and `ranklens-cli online-agreement` (which offline
// metric orders the runs as the online tests did). Files or a PROJECT in, TSV or JSON out.
#include <cstdio>
#include <filesystem>
#include <memory>
#include <optional>

#include "app/cli/behaviour_output.h"
#include "app/cli/commands.h"
#include "app/cli/number_options.h"
#include "app/cli/output_file.h"
#include "app/cli/project_selection.h"
#include "core/behaviour/log_time.h"
#include "core/io/input_format.h"
#include "core/measures/measure_spec.h"
#include "core/store/behaviour_analysis.h"

namespace ranklens::cli {

namespace bh = core::behaviour;

namespace {

struct LogEvalCli {
    std::string project, log, run, positionColumn = "position", propensityFile, cutoff;
    std::string unexposed = "nonrelevant", format = "tsv", output;
    double eta = 1.0, clip = 10.0;
    std::vector<int> ks{5, 10};
    std::vector<std::string> clickEvents{"click"}, exposureEvents{"impression", "exposure", "view"};
    bool dropLeaks = false, perQuery = false;
    bool etaGiven = false, clipGiven = false;
};

bh::Rankings loadRankings(const std::string& path) {
    return bh::rankingsOf(core::readRun(path));
}

// The propensity, log and rankings of a log-eval, from files or from a project.
struct LogEvalInput {
    std::optional<bh::Propensity> propensity;
    double clip = 0;
    bh::ClickLog log;
    bh::Rankings rankings;
    std::optional<double> cutoff;
    std::string logName, runName;
};

std::optional<double> parseCutoff(const std::string& s) {
    std::optional<double> cutoff;
    if (!s.empty() && !(cutoff = bh::parseLogTime(s)))
        throw CommandFailure{ExitCode::Usage, "--cutoff '" + s +
                                                  "' is neither ISO 8601 (2026-01-01T00:00:00Z) "
                                                  "nor a number of seconds"};
    return cutoff;
}

bool selects(const std::string& sel, const std::string& name, std::int64_t id) {
    return sel.empty() || sel == name || sel == std::to_string(id);
}

// PROJECT: --log names a stored click log (default the newest), --run a run (default the
// newest); eta, clip and the cutoff default to what the project stores.
LogEvalInput inputFromProject(const LogEvalCli& c) {
    auto ps = openExisting(c.project);
    const store::BehaviourStore* b = ps->behaviour();
    std::optional<store::ClickLogInfo> info;
    for (const auto& l : b ? b->clickLogs() : std::vector<store::ClickLogInfo>{})
        if (selects(c.log, l.name, l.id)) info = l;
    if (!info)
        throw CommandFailure{ExitCode::Usage,
                             c.project + ": no click log" +
                                 (c.log.empty() ? "" : " '" + c.log + "'") +
                                 " (import one with: ranklens-cli import PROJECT --log FILE "
                                 "--position-column COL)"};
    const auto run = findRun(*ps, c.project, c.run);
    if (!run) throw CommandFailure{ExitCode::Usage, "choose a run with --run"};
    LogEvalInput in;
    in.propensity = bh::Propensity::powerLaw(c.etaGiven ? c.eta : info->eta);
    in.clip = c.clipGiven ? c.clip : info->clip;
    in.log = b->loadClickLog(info->id);
    in.rankings = store::projectRankings(*ps, run->id);
    in.cutoff = parseCutoff(c.cutoff);
    const auto cutoffs = b->trainingCutoffs();
    if (!in.cutoff && cutoffs.count(run->id)) in.cutoff = cutoffs.at(run->id);
    in.logName = info->name;
    in.runName = run->name;
    return in;
}

LogEvalInput inputFromFiles(const LogEvalCli& c) {
    if (c.log.empty() || c.run.empty())
        throw CommandFailure{ExitCode::Usage, "give --log FILE and --run FILE, or a PROJECT"};
    LogEvalInput in;
    in.cutoff = parseCutoff(c.cutoff);
    in.propensity = c.propensityFile.empty() ? bh::Propensity::powerLaw(c.eta)
                                             : bh::readPropensityFile(c.propensityFile);
    in.clip = c.clip;
    bh::LogReadOptions lo;
    lo.positionColumn = c.positionColumn;
    lo.clickEvents = c.clickEvents;
    lo.exposureEvents = c.exposureEvents;
    in.log = bh::readClickLog(c.log, lo);
    in.rankings = loadRankings(c.run);
    in.logName = c.log;
    in.runName = c.run;
    return in;
}

void warnLeaks(const bh::LeakReport& leak) {
    if (leak.before == 0) return;
    std::fprintf(stderr,
                 "ranklens-cli: warning: %zu log events are dated at or before the training "
                 "cutoff %s (the model could have seen them)%s\n",
                 leak.before, bh::formatLogTime(leak.cutoff).c_str(),
                 leak.dropped ? "; dropped" : "; --drop-leaks removes them");
}

std::vector<bh::Unexposed> unexposedSettings(const std::string& s) {
    if (s == "both") return {bh::Unexposed::NonRelevant, bh::Unexposed::Excluded};
    return {s == "excluded" ? bh::Unexposed::Excluded : bh::Unexposed::NonRelevant};
}

ExitCode runLogEval(const LogEvalCli& c) {
    LogEvalReport rep;
    rep.perQuery = c.perQuery;
    try {
        LogEvalInput in = c.project.empty() ? inputFromFiles(c) : inputFromProject(c);
        rep.logPath = in.logName;
        rep.runPath = in.runName;
        rep.clip = in.clip;
        rep.propensity = in.propensity->describe();
        if (in.cutoff) {
            rep.leak = bh::checkLeaks(in.log, *in.cutoff, c.dropLeaks);
            warnLeaks(*rep.leak);
        }
        rep.events = in.log.events.size();
        rep.ignoredEvents = in.log.ignoredEvents;
        rep.firstTime = in.log.firstTime;
        rep.lastTime = in.log.lastTime;
        const bh::Evidence ev = bh::gatherEvidence(in.log, *in.propensity, in.clip);
        for (bh::Unexposed u : unexposedSettings(c.unexposed))
            rep.results.push_back(bh::evaluateDebiased(ev, in.rankings, c.ks, u));
    } catch (const CommandFailure&) {
        throw;
    } catch (const std::invalid_argument& e) {
        throw CommandFailure{ExitCode::Usage, e.what()};
    } catch (const std::exception& e) {
        throw inputFailure(e);
    }
    if (rep.results.front().queries.empty())
        std::fprintf(stderr, "ranklens-cli: no logged query has a click: nothing to evaluate\n");
    const std::string text = c.format == "json" ? renderLogEvalJson(rep) : renderLogEvalTsv(rep);
    if (!writeOutput(text, c.output))
        throw CommandFailure{ExitCode::BadInput, "cannot write " + c.output};
    return rep.results.front().queries.empty() ? ExitCode::NothingToEvaluate : ExitCode::Ok;
}

void registerLogEval(CLI::App& app, Commands& commands) {
    auto c = std::make_shared<LogEvalCli>();
    auto* cmd =
        app.add_subcommand("log-eval",
                           "Position-debiased P/recall/DCG/NDCG@k of a run from a click log with "
                           "displayed positions (raw clicks, clipped IPS, self-normalised IPS)");
    cmd->add_option("PROJECT", c->project,
                    "A project: --log and --run then name (or number) its click log and run "
                    "(default: the newest), eta/clip/cutoff default to the stored ones");
    cmd->add_option("--log", c->log, "Click log: query,item,event|clicked,position[,timestamp]");
    cmd->add_option("--run", c->run, "The run to evaluate (any format ranklens-cli eval reads)");
    cmd->add_option("--position-column", c->positionColumn,
                    "Header name of the displayed-position column (default: position)");
    auto* eta = cmd->add_option("--eta", c->eta, "Propensity p(pos) = (1/pos)^eta (default 1)")
                    ->check(numberIn(core::ranges::kPropensityEta));
    cmd->add_option("--propensity-file", c->propensityFile,
                    "Propensity per position: lines 'position,propensity' (instead of --eta)")
        ->excludes(eta);
    cmd->add_option("--clip", c->clip,
                    "Clip inverse-propensity weights at this value; 0 = none "
                    "(default 10)")
        ->check(numberIn(core::ranges::kNonNegative));
    cmd->add_option("-k,--k", c->ks, "Cut-offs (default 5,10)")
        ->delimiter(',')
        ->check(numberIn({1, 100000, false, false, true}));
    cmd->add_option("--unexposed", c->unexposed,
                    "Items never shown: nonrelevant (full pool, default), excluded, or both")
        ->check(CLI::IsMember({"nonrelevant", "excluded", "both"}));
    cmd->add_option("--cutoff", c->cutoff,
                    "The run's training-data cutoff: log events at or before it are counted "
                    "as leaks (ISO 8601 or epoch seconds)");
    cmd->add_flag("--drop-leaks", c->dropLeaks, "Drop the events at or before --cutoff");
    cmd->add_option("--click-events", c->clickEvents,
                    "Event names that are clicks (default click; any case matches)")
        ->delimiter(',');
    cmd->add_option("--exposure-events", c->exposureEvents,
                    "Event names that are impressions (default impression,exposure,view; any case)")
        ->delimiter(',');
    cmd->add_flag("-q,--per-query", c->perQuery, "Also print every query's values");
    cmd->add_option("--format", c->format, "tsv (default) or json")
        ->check(CLI::IsMember({"tsv", "json"}));
    cmd->add_option("-o,--output", c->output, "Write here instead of stdout");
    commands.add(cmd, [c, cmd] {
        c->etaGiven = cmd->count("--eta") > 0;
        c->clipGiven = cmd->count("--clip") > 0;
        if (c->dropLeaks && c->cutoff.empty() && c->project.empty())
            throw CommandFailure{ExitCode::Usage, "--drop-leaks needs --cutoff"};
        return runLogEval(*c);
    });
}

struct BehaviourAgreementCli {
    std::string project, labels, offline, online, qrels, format = "tsv", output;
    std::vector<std::string> runs, measures;
};

// --qrels Q --run [NAME=]PATH ... -m SPEC ...: every run evaluated with the default
// definitions; one offline value per run and result column (P_5, ndcg_cut_10, ...).
std::vector<bh::OfflineValue> offlineFromRuns(const BehaviourAgreementCli& c) {
    if (c.measures.empty() || c.runs.size() < 2)
        throw CommandFailure{ExitCode::Usage, "--qrels needs at least two --run and one -m"};
    core::EvalOptions opts;
    try {
        for (const auto& m : c.measures) core::addMeasureSpec(m, opts.requests);
    } catch (const core::MeasureSpecError& e) {
        throw CommandFailure{ExitCode::Usage, e.what()};
    }
    const core::Qrels qrels = core::readQrels(c.qrels);
    std::vector<bh::OfflineValue> out;
    for (const auto& spec : c.runs) {
        const auto eq = spec.find('=');
        const std::string path = eq == std::string::npos ? spec : spec.substr(eq + 1);
        const std::string name = eq == std::string::npos
                                     ? std::filesystem::path(spec).stem().string()
                                     : spec.substr(0, eq);
        core::Run run = core::readRun(path);
        const core::EvalResult res = core::evaluate(run, qrels, core::EvalConfig{}, opts);
        for (const auto& col : res.columns) out.push_back({name, col.name, col.aggregate});
    }
    return out;
}

// PROJECT: the online results stored with its runs; offline values = the label metrics (-m, or
// P/recall/ndcg_cut at 5,10) against the active (or --labels) label set, and the raw / IPS /
// self-normalised click metrics of its newest click log.
std::vector<bh::AgreementRow> agreementOfProject(const BehaviourAgreementCli& c) {
    auto ps = openExisting(c.project);
    store::BehaviourAnalysisOptions o;
    if (!c.measures.empty()) o.measures = c.measures;
    if (!c.labels.empty()) {
        const auto l = findLabelSet(*ps, c.project, c.labels);
        if (!l) throw CommandFailure{ExitCode::Usage, "choose a label set with --labels"};
        o.labelSetId = l->id;
    }
    // Checked before the analysis, which loads the whole click log (1.6 GB for 10M events).
    const store::BehaviourStore* b = ps->behaviour();
    if (!b || b->onlineResults().empty())
        throw CommandFailure{ExitCode::NothingToEvaluate,
                             c.project +
                                 ": no online results (import them with: ranklens-cli "
                                 "import PROJECT --online FILE)"};
    return store::analyseBehaviour(*ps, o).agreement;
}

void registerOnlineAgreement(CLI::App& app, Commands& commands) {
    auto c = std::make_shared<BehaviourAgreementCli>();
    auto* cmd = app.add_subcommand(
        "online-agreement",
        "Which offline metric orders the runs as the online tests did: Kendall's tau-b and "
        "the sign agreement of run-pair differences, per offline x online metric");
    cmd->add_option("PROJECT", c->project,
                    "A project: its runs' stored online results against their label metrics "
                    "and click-log metrics");
    cmd->add_option("--labels", c->labels, "PROJECT: label set id or name (default: active)");
    auto* off = cmd->add_option("--offline", c->offline, "Offline values: run,metric,value");
    auto* qrels = cmd->add_option("--qrels", c->qrels,
                                  "Or compute the offline values: labels for the runs (with "
                                  "--run and -m)")
                      ->excludes(off);
    cmd->add_option("--run", c->runs, "[NAME=]PATH of a run (NAME defaults to the file name)")
        ->needs(qrels);
    cmd->add_option("-m,--measure", c->measures, "Offline metric (any eval -m spec)");
    cmd->add_option("--online", c->online,
                    "Online results: run,metric,value[,ci_low,ci_high] or run,result "
                    "(result like ctr_delta=+0.8% [0.2, 1.4])");
    cmd->add_option("--format", c->format, "tsv (default) or json")
        ->check(CLI::IsMember({"tsv", "json"}));
    cmd->add_option("-o,--output", c->output, "Write here instead of stdout");
    commands.add(cmd, [c] {
        std::vector<bh::AgreementRow> rows;
        try {
            if (!c->project.empty()) {
                rows = agreementOfProject(*c);
            } else if (c->online.empty()) {
                throw CommandFailure{ExitCode::Usage, "give --online FILE or a PROJECT"};
            } else if (c->offline.empty() && c->qrels.empty()) {
                throw CommandFailure{ExitCode::Usage,
                                     "give --offline FILE or --qrels with --run and -m"};
            } else {
                rows = bh::offlineOnlineAgreement(
                    c->offline.empty() ? offlineFromRuns(*c) : bh::readOfflineValues(c->offline),
                    bh::readOnlineResults(c->online));
            }
        } catch (const CommandFailure&) {
            throw;
        } catch (const std::exception& e) {
            throw inputFailure(e);
        }
        const std::string text =
            c->format == "json" ? renderAgreementJson(rows) : renderAgreementTsv(rows);
        if (!writeOutput(text, c->output))
            throw CommandFailure{ExitCode::BadInput, "cannot write " + c->output};
        return rows.empty() ? ExitCode::NothingToEvaluate : ExitCode::Ok;
    });
}

}  // namespace

void registerBehaviourCommands(CLI::App& app, Commands& commands) {
    registerLogEval(app, commands);
    registerOnlineAgreement(app, commands);
}

}  // namespace ranklens::cli
