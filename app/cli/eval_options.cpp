#include "app/cli/eval_options.h"

#include <algorithm>
#include <cstdio>

#include "app/cli/number_options.h"
#include "core/measures/measure_spec.h"

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
    cmd->add_option("--items", o.items.itemsFile,
                    "Item metadata CSV/TSV with a header: docid, category[, popularity]; needed "
                    "by ild@k, catcov@k, novelty@k, arp@k, longtail@k, gini@k (a project: its "
                    "imported items)");
    cmd->add_option("--popularity", o.items.popularity,
                    "Item popularity for novelty/arp/longtail: auto (the items' popularity "
                    "column if any, else counted from the run), items, run, labels (the "
                    "evaluation's labels: queries with a positive label), labels:FILE (a "
                    "project: labels:NAME, a label set, e.g. from a behaviour log)");
    cmd->add_option("--popularity-users", o.items.popularityUsers,
                    "N of novelty's -log2(pop/N) for a popularity column (default: the run's "
                    "lists, at least the largest popularity)")
        ->check(numberIn(core::ranges::kPositive));
}

core::TrecEvalVersion trecEvalVersionFor(const EvalCliOptions& o, std::string& note) {
    note.clear();
    const core::TrecEvalVersion v = o.definitions.config().trecEvalVersion;
    if (v == core::TrecEvalVersion::V10_0) return v;
    const std::string name = core::measureNewInTrecEval10(o.measures);
    if (name.empty()) return v;
    note = name +
           " is trec_eval 10.0's (9.0.8 has no such measure): evaluated as trec_eval 10.0 "
           "(--trec-eval-version 10.0)";
    return core::TrecEvalVersion::V10_0;
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

// --ties average: a measure without an exact expected value (iprec_at_recall) is left out of
// a set (official, all_trec) with a note; named on its own it is refused.
void dropUndefinedUnderAveragedTies(const std::vector<std::string>& specs, PreparedEval& p) {
    for (const auto& name :
         core::dropUndefinedUnderAveragedTies(specs, p.eval.requests, "--ties average"))
        p.notes.push_back(name + " left out: not defined under --ties average");
}

// The files the options name: --diversity-qrels and -Z (core::ParseError to the caller, as
// for the labels).
void readOptionFiles(const EvalCliOptions& o, PreparedEval& p) {
    if (o.diversityLoaded)
        p.diversity = o.diversityLoaded;
    else if (!o.diversityQrels.empty())
        p.diversity = std::make_shared<const core::DiversityQrels>(
            core::readDiversityQrels(o.diversityQrels));
    p.eval.diversity = p.diversity.get();
    if (o.zscoresFile.empty()) return;
    core::ParseOptions zo;
    zo.trecComments = p.cfg.trecEvalVersion == core::TrecEvalVersion::V10_0;
    p.zscores = core::readZScores(o.zscoresFile, zo);
}

// -Z -n -T --format -q --threads --curves. Usage after a message when --curves meets trec.
ExitCode prepareOutput(const EvalCliOptions& o, PreparedEval& p) {
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
    if (o.curves <= 0) return ExitCode::Ok;
    if (out.format == OutputFormat::Trec) {
        std::fprintf(stderr, "ranklens-cli: --curves needs --format tsv or json\n");
        return ExitCode::Usage;
    }
    p.eval.curveK = o.curves;
    for (const auto& m : core::measureRegistry())
        if (m.shape == core::MeasureShape::Curve) p.eval.curveMeasures.push_back(&m);
    return ExitCode::Ok;
}

// -m: the measures requested, and trec_eval's runid and num_q lines.
ExitCode prepareMeasures(const EvalCliOptions& o, PreparedEval& p) {
    const core::MeasureList list = core::readMeasureList(o.measures);
    p.out.printRunid = list.runid;
    p.out.printNumQ = list.numQ;
    try {
        for (const auto& s : list.specs)  // "-m ndcg.0=1,1=4": the gains become the custom gains
            core::addMeasureSpecOrGains(s, p.cfg, p.eval.requests, "--gain-values");
        if (p.cfg.ties == core::TiePolicy::Average) dropUndefinedUnderAveragedTies(list.specs, p);
        return applyCollectionSize(o, p.eval.requests);
    } catch (const core::MeasureParamError& e) {
        std::fprintf(stderr, "ranklens-cli: %s\n", e.what());
        return ExitCode::BadInput;
    } catch (const core::MeasureSpecError& e) {
        std::fprintf(stderr, "ranklens-cli: %s\n", e.what());
        return ExitCode::Usage;
    }
}

}  // namespace

ExitCode prepareEval(const EvalCliOptions& o, PreparedEval& p) {
    p.cfg = o.definitions.config();
    std::string note;
    p.cfg.trecEvalVersion = trecEvalVersionFor(o, note);
    if (!note.empty()) p.notes.push_back(note);
    readOptionFiles(o, p);
    if (const ExitCode c = prepareOutput(o, p); c != ExitCode::Ok) return c;
    return prepareMeasures(o, p);
}

}  // namespace ranklens::cli
