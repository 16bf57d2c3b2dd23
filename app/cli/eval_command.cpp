#include "app/cli/eval_command.h"

#include <cstdio>
#include <memory>
#include <optional>
#include <utility>

#include "app/cli/commands.h"
#include "app/cli/item_options.h"
#include "app/cli/number_options.h"
#include "app/cli/rel_format_eval.h"
#include "app/cli/store_commands.h"
#include "core/eval/evaluator.h"
#include "core/eval/stream_eval.h"
#include "core/io/input_format.h"
#include "core/io/input_kind.h"
#include "core/measures/measure_spec.h"
#include "core/trec/zscores.h"

namespace ranklens::cli {

void addEvalOptions(CLI::App* cmd, EvalCliOptions& o) {
    cmd->add_option("-m,--measure", o.measures,
                    "Measure, trec_eval syntax (P.5,10  ndcg_cut.10  map  recip_rank  Rprec  "
                    "success.1  all_trec  official) or alias (P@5  ndcg@10  f1@10  mrr  hit@1). "
                    "Repeatable. Default: official")
        ->allow_extra_args(false);  // -m X takes one word: positionals may follow
    cmd->add_flag("-q", o.perQuery, "Print per-query values as well as the summary");
    o.definitions.addTo(cmd, core::DefinitionScope::EvalOnly);
    cmd->add_option("--format", o.format, "Output: trec (identical to trec_eval), tsv or json")
        ->check(CLI::IsMember({"trec", "tsv", "json"}));
    cmd->add_flag("-n", o.noSummary,
                  "No summary: print only the per-query lines of -q (trec_eval -n)");
    cmd->add_option("-N", o.docsInCollection,
                    "Number of documents in the collection, for utility's fourth coefficient "
                    "(non-relevant items not retrieved; trec_eval -N, default 0)")
        ->check(CLI::NonNegativeNumber);
    cmd->add_option("-T", o.resultsFormat,
                    "Results format: trec_results, the only one trec_eval knows (trec_eval -T)");
    cmd->add_option("-Z", o.zscoresFile,
                    "Print z-scores: each per-query value becomes (value - mean) / stddev with "
                    "the mean and stddev of its query and measure from FILE, lines 'qid measure "
                    "mean stddev' (trec_eval -Z); the summaries average the z-scores");
    cmd->add_flag("--report-ties", o.reportTies,
                  "Print to stderr how many tied score groups straddle each cut-off");
    cmd->add_option("--curves", o.curves,
                    "Also output the mean curve k = 1..K of every cut-off measure (tsv, json)")
        ->check(numberIn({0, core::kMaxCutoff, false, false, true}));
    addThreadsOption(cmd, o.threads);
    cmd->add_option(
        "--diversity-qrels", o.diversityQrels,
        "Subtopic labels, TREC diversity qrels 'qid subtopic docid judgment': needed "
        "by alpha_ndcg@k, err_ia@k, nerr_ia@k, srecall@k (a project: the name or id of a stored "
        "subtopic label set)");
    cmd->add_option("--items", o.items,
                    "Item metadata CSV/TSV with a header: docid, category[, popularity]; needed "
                    "by ild@k, catcov@k, novelty@k, arp@k, longtail@k, gini@k (a project: its "
                    "imported items)");
    cmd->add_option("--popularity", o.popularity,
                    "Item popularity for novelty/arp/longtail: auto (the items' popularity "
                    "column if any, else counted from the run), items, run, labels (the "
                    "evaluation's labels: queries with a positive label), labels:FILE (a "
                    "project: labels:NAME, a label set, e.g. from a behaviour log)");
    cmd->add_option("--popularity-users", o.popularityUsers,
                    "N of novelty's -log2(pop/N) for a popularity column (default: the run's "
                    "lists, at least the largest popularity)")
        ->check(numberIn(core::ranges::kPositive));
}

namespace {

// utility's coefficients: exactly four, or trec_eval's "improper number of coefficients" (its
// exit code 4); -N, the collection size, follows them for the fourth term (non-relevant items
// not retrieved).
ExitCode applyCollectionSize(const EvalCliOptions& o, std::vector<core::MeasureRequest>& reqs) {
    for (auto& r : reqs) {
        if (r.measure->family != core::MeasureFamily::Utility || r.params.empty()) continue;
        if (r.params.size() != 4) {
            std::fprintf(stderr,
                         "ranklens-cli: utility takes 4 coefficients (relevant retrieved, "
                         "non-relevant retrieved, relevant not retrieved, non-relevant not "
                         "retrieved), not %zu\n",
                         r.params.size());
            return ExitCode::MeasureFailed;
        }
        // (assign, not push_back: GCC 12 inlined here warns of a push_back into an empty vector)
        if (o.docsInCollection > 0)
            r.params.assign({r.params[0], r.params[1], r.params[2], r.params[3],
                             static_cast<double>(o.docsInCollection)});
    }
    return ExitCode::Ok;
}

// Everything the options decide before evaluating.
struct Prepared {
    core::EvalConfig cfg;
    std::optional<core::ZScores> zscores;  // -Z, read before evaluating
    core::EvalOptions eval;
    OutputOptions out;
    std::shared_ptr<const core::DiversityQrels> diversity;  // --diversity-qrels, read once
    ItemSetup items;                                        // --items, --popularity
};

// --ties average: a measure without an exact expected value (iprec_at_recall) is left out of
// a set (official, all_trec) with a note on stderr; named on its own it is refused.
void dropUndefinedUnderAveragedTies(const std::vector<std::string>& specs, core::EvalOptions& e) {
    for (const auto& name :
         core::dropUndefinedUnderAveragedTies(specs, e.requests, "--ties average")) {
        static bool told = false;  // prepare() runs twice when streaming falls back to reading
        if (std::exchange(told, true)) continue;
        std::fprintf(stderr, "ranklens-cli: %s left out: not defined under --ties average\n",
                     name.c_str());
    }
}

// The default mode is a superset of trec_eval 9.0.8: a command naming a measure 9.0.8 lacks
// (rbp, rbp_resid, unj, dcg, ideal_dcg) has no 9.0.8 output, so it gets trec_eval 10.0's, as
// --trec-eval-version 10.0 gives it (said once on stderr; stdout stays 10.0's, byte for byte).
core::TrecEvalVersion trecEvalVersionFor(const EvalCliOptions& o) {
    const core::TrecEvalVersion v = o.definitions.config().trecEvalVersion;
    if (v == core::TrecEvalVersion::V10_0) return v;
    const std::string name = core::measureNewInTrecEval10(o.measures);
    if (name.empty()) return v;
    static bool told = false;  // prepare() runs twice when streaming falls back to reading
    if (!std::exchange(told, true))
        std::fprintf(stderr,
                     "ranklens-cli: %s is trec_eval 10.0's (9.0.8 has no such measure): "
                     "evaluated as trec_eval 10.0 (--trec-eval-version 10.0)\n",
                     name.c_str());
    return core::TrecEvalVersion::V10_0;
}

bool isTrecEval10(const EvalCliOptions& o) {
    return o.definitions.config().trecEvalVersion == core::TrecEvalVersion::V10_0;
}

// Returns Ok, or (after printing why) the exit status when the options are unusable: 1 for an
// unknown measure, 2 for parameters trec_eval refuses (its "cannot initialize measure").
ExitCode prepare(const EvalCliOptions& o, Prepared& p) {
    core::EvalConfig& cfg = p.cfg;
    cfg = o.definitions.config();
    cfg.trecEvalVersion = trecEvalVersionFor(o);
    if (o.diversityLoaded)
        p.diversity = o.diversityLoaded;
    else if (!o.diversityQrels.empty())  // ParseError goes to the caller, as for the labels
        p.diversity = std::make_shared<const core::DiversityQrels>(
            core::readDiversityQrels(o.diversityQrels));
    p.eval.diversity = p.diversity.get();

    if (!o.zscoresFile.empty()) {  // ParseError goes to the caller, as for the labels
        core::ParseOptions zo;
        zo.trecComments = cfg.trecEvalVersion == core::TrecEvalVersion::V10_0;
        p.zscores = core::readZScores(o.zscoresFile, zo);
    }
    OutputOptions& out = p.out;
    out.zscores = p.zscores.has_value();
    out.summary = !o.noSummary;
    if (o.resultsFormat != "trec_results")  // trec_eval's exit code 2
        throw CommandFailure{ExitCode::BadInput, "illegal retrieval results format '" +
                                                     o.resultsFormat + "' (-T takes trec_results)"};
    out.format = o.format == "json"  ? OutputFormat::Json
                 : o.format == "tsv" ? OutputFormat::Tsv
                                     : OutputFormat::Trec;
    out.perQuery = o.perQuery;
    // trec_eval's format is its output byte for byte, its -nan included; the others show no NaN.
    p.eval.undefinedAsNan = out.format == OutputFormat::Trec;
    out.threads = static_cast<unsigned>(std::max(o.threads, 0));
    p.eval.threads = o.threads;
    if (o.curves > 0) {
        if (out.format == OutputFormat::Trec) {
            std::fprintf(stderr, "ranklens-cli: --curves needs --format tsv or json\n");
            return ExitCode::Usage;
        }
        p.eval.curveK = o.curves;
        for (const auto& m : core::measureRegistry())
            if (m.shape == core::MeasureShape::Curve) p.eval.curveMeasures.push_back(&m);
    }
    std::vector<std::string> specs = o.measures;
    if (specs.empty()) specs.push_back("official");
    try {
        for (const auto& s : specs) {
            if (s == "runid") {
                out.printRunid = true;
                continue;
            }
            if (s == "num_q" || s == "NumQ") {  // NumQ: ir_measures' name
                out.printNumQ = true;
                continue;
            }
            if (s == "official" || s == "all_trec") out.printRunid = out.printNumQ = true;
            // trec_eval's "-m ndcg.0=1,1=4": the gains become the custom gain definition.
            core::addMeasureSpecOrGains(s, cfg, p.eval.requests, "--gain-values");
        }
        if (cfg.ties == core::TiePolicy::Average) dropUndefinedUnderAveragedTies(specs, p.eval);
        if (const auto code = applyCollectionSize(o, p.eval.requests); code != ExitCode::Ok)
            return code;
    } catch (const core::MeasureParamError& e) {
        std::fprintf(stderr, "ranklens-cli: %s\n", e.what());
        return ExitCode::BadInput;
    } catch (const core::MeasureSpecError& e) {
        std::fprintf(stderr, "ranklens-cli: %s\n", e.what());
        return ExitCode::Usage;
    }
    return ExitCode::Ok;
}

ExitCode report(core::EvalResult result, const Prepared& p, const EvalCliOptions& o,
                const core::Qrels& qrels) {
    if (p.zscores) core::convertToZScores(result, *p.zscores);
    if (result.queries.empty()) {
        std::fprintf(stderr, "ranklens-cli: no queries with both results and labels (%s, %s)\n",
                     p.out.runSource.c_str(), p.out.labelsSource.c_str());
        return ExitCode::NothingToEvaluate;
    }
    if (o.reportTies) {
        std::fprintf(stderr, "ties: %zu tied score groups in %zu of %zu queries\n",
                     result.ties.tiedGroups, result.ties.queriesWithTies, result.queries.size());
        for (const auto& [k, n] : result.ties.straddling)
            std::fprintf(stderr, "ties: %zu queries have a tied group across k=%d\n", n, k);
    }
    OutputOptions out = p.out;
    out.labelledQueries = qrels.queries().size();
    out.itemsSource = p.items.itemsSource;
    out.popularitySource = p.items.popularitySource;
    // The count walks every judgment: only when a summary prints it.
    printResult(stdout, result, out, needsCompleteNumRel(result) ? trecCompleteNumRel(qrels) : 0);
    return ExitCode::Ok;
}

// A threshold between whole numbers needs real-valued labels (core::thresholdProblem).
ExitCode checkThreshold(const core::EvalConfig& cfg, const core::Qrels& qrels) {
    const std::string problem = core::thresholdProblem(cfg, qrels.hasRealLabels());
    if (problem.empty()) return ExitCode::Ok;
    std::fprintf(stderr, "ranklens-cli: -l %s: %s\n", cfg.thresholdText().c_str(), problem.c_str());
    return ExitCode::Usage;
}

}  // namespace

ExitCode runEvaluation(core::Run& run, const core::Qrels& qrels, const EvalCliOptions& o,
                       const std::string& runSource, const std::string& labelsSource,
                       const std::string& labelSetName) {
    Prepared p;
    if (const ExitCode c = prepare(o, p); c != ExitCode::Ok) return c;
    if (const ExitCode c = checkThreshold(p.cfg, qrels); c != ExitCode::Ok) return c;
    p.out.runSource = runSource;
    p.out.labelsSource = labelsSource;
    p.out.labelSetName = labelSetName;
    if (p.cfg.ties == core::TiePolicy::Rank && !run.hasRanks) {
        std::fprintf(stderr, "ranklens-cli: --ties rank needs a rank column in %s\n",
                     runSource.c_str());
        return ExitCode::Usage;
    }
    p.items = setupItems(o, run, qrels);
    p.eval.items = p.items.index.get();
    return report(core::evaluate(run, qrels, p.cfg, p.eval), p, o, qrels);
}

ExitCode runFileEvaluation(const std::string& runPath, const core::Qrels& qrels,
                           const EvalCliOptions& o, const std::string& labelsSource,
                           const core::ParseOptions& parseOptions) {
    // Beyond-accuracy measures read the whole run (popularity, Gini): no streaming for them.
    if (!parseOptions.skipBadLines && core::detectFormat(runPath) == core::InputFormat::Trec &&
        !needsItems(o.measures)) {
        Prepared p;
        if (const ExitCode c = prepare(o, p); c != ExitCode::Ok) return c;
        if (const ExitCode c = checkThreshold(p.cfg, qrels); c != ExitCode::Ok) return c;
        p.out.runSource = runPath;
        p.out.labelsSource = labelsSource;
        if (auto result = core::evaluateTrecRunFile(runPath, qrels, p.cfg, p.eval))
            return report(std::move(*result), p, o, qrels);
    }
    core::ParseReport rep;
    core::ParseOptions po = parseOptions;
    // As trec_eval (and the streaming path above): a query without labels is not evaluated, so
    // a docid listed twice in it is accepted; gzip and --skip-bad-lines input agree with that.
    po.uniqueDocsIn = [&qrels](std::string_view qid) { return qrels.find(qid) != nullptr; };
    core::Run run = core::readRun(runPath, po, &rep);
    if (rep.skipped > 0) {
        for (const auto& i : rep.issues) std::fprintf(stderr, "skipped: %s\n", i.str().c_str());
        std::fprintf(stderr, "skipped %zu bad lines in %s\n", rep.skipped, runPath.c_str());
    }
    return runEvaluation(run, qrels, o, runPath, labelsSource);
}

namespace {

// Exit 4 for a docid listed twice (as trec_eval); a malformed line listed beside it is bad
// input first (2), as it was before the duplicate was listed with it.
ExitCode printParseError(const core::ParseError& e) {
    bool duplicate = false, malformed = false;
    for (const auto& i : e.issues()) {
        std::fprintf(stderr, "%s\n", i.str().c_str());
        (i.kind == core::ParseIssue::Kind::Duplicate ? duplicate : malformed) = true;
    }
    return duplicate && !malformed ? ExitCode::DuplicateDocs : ExitCode::BadInput;
}

struct EvalFiles {
    std::string qrels, run, relFormat;
};

// Reads the files as po says and evaluates them. Throws core::ParseError on bad input.
ExitCode evaluateFiles(const EvalFiles& f, const EvalCliOptions& o, const core::ParseOptions& po) {
    if (auto done = evalRelFormat(f.relFormat, f.qrels, f.run, o, po)) return *done;
    core::ParseReport qrep;
    core::Qrels qrels = core::readQrels(f.qrels, po, &qrep);
    if (qrep.skipped > 0) {
        for (const auto& i : qrep.issues) std::fprintf(stderr, "skipped: %s\n", i.str().c_str());
        std::fprintf(stderr, "skipped %zu bad lines in %s\n", qrep.skipped, f.qrels.c_str());
    }
    return runFileEvaluation(f.run, qrels, o, f.qrels, po);
}

// The default mode is a superset of trec_eval 9.0.8: input 9.0.8 cannot read but 10.0 can (its
// '#' comment lines in qrels, prefs, runs, z-score files) has no 9.0.8 output, so it gets 10.0's.
// Input neither reads keeps 9.0.8's refusal.
ExitCode evaluateFilesAsASuperset(const EvalFiles& f, EvalCliOptions& o, core::ParseOptions po) {
    try {
        return evaluateFiles(f, o, po);
    } catch (const core::ParseError& nine) {
        if (isTrecEval10(o) || po.skipBadLines) throw;
        o.definitions.set("trec_eval_version", "10.0");
        po.trecComments = true;
        try {
            const ExitCode code = evaluateFiles(f, o, po);
            const core::ParseIssue first =
                nine.issues().empty() ? core::ParseIssue{} : nine.issues().front();
            std::fprintf(stderr,
                         "ranklens-cli: trec_eval 9.0.8 cannot read %s (line %zu: %s): read as "
                         "trec_eval 10.0 reads it, '#' lines as comments, and evaluated as 10.0 "
                         "(--trec-eval-version 10.0)\n",
                         first.file.c_str(), first.line, first.message().c_str());
            return code;
        } catch (const core::ParseError&) {
            throw nine;
        }
    }
}

}  // namespace

void registerEvalCommand(CLI::App& app, Commands& commands) {
    auto* cmd = app.add_subcommand("eval", "Evaluate a run against labels (trec_eval compatible)");
    static EvalCliOptions o;
    static std::string qrelsPath, runPath, runSel, labelsSel;
    static bool skipBad = false, realLabels = false;
    static std::string relFormat = "qrels";
    addEvalOptions(cmd, o);
    addRelFormatOption(cmd, relFormat);
    cmd->add_flag("--skip-bad-lines", skipBad,
                  "Skip malformed lines (counted and reported on stderr)");
    cmd->add_flag("--real-labels", realLabels,
                  "TREC qrels: accept real-valued relevance (0.5, 2.7) as gains, as CSV/TSV/JSON "
                  "labels always are (trec_eval takes integers only)");
    cmd->add_option("QRELS", qrelsPath,
                    "Labels: TREC qrels or CSV/TSV (query,doc,label); or a .ranklens project")
        ->required();
    cmd->add_option("RUN", runPath,
                    "Run: TREC run or CSV/TSV (query,doc,score and/or rank); omit for a project");
    cmd->add_option("--run", runSel, "Project: run id or name (default: the newest run)");
    cmd->add_option("--labels", labelsSel,
                    "Project: label set id or name (default: the active one)");
    commands.add(cmd, [] {
        if (runPath.empty() && relFormat == "qrels" &&
            core::detectInputKind(qrelsPath) == core::InputKind::Project)
            return evaluateProject(qrelsPath, runSel, labelsSel, o);
        if (runPath.empty() && relFormat == "qrels")
            throw CommandFailure{ExitCode::Usage, "eval needs QRELS and RUN files, or a project"};
        if (trecEvalVersionFor(o) == core::TrecEvalVersion::V10_0)
            o.definitions.set("trec_eval_version", "10.0");
        core::ParseOptions po;
        po.skipBadLines = skipBad;
        po.realTrecLabels = realLabels;
        po.trecComments = isTrecEval10(o);
        po.threads = static_cast<unsigned>(o.threads);  // --threads 1 reads the labels on one too
        try {
            return evaluateFilesAsASuperset({qrelsPath, runPath, relFormat}, o, po);
        } catch (const core::ParseError& e) {
            return printParseError(e);
        } catch (const std::exception& e) {
            throw inputFailure(e);
        }
    });
}

}  // namespace ranklens::cli
