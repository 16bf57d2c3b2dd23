// `ranklens-cli eval QRELS RUN` (and `eval PROJECT`): trec_eval's command line, plus RankLens'
// definitions (app/cli/eval_options.h), run by app/cli/eval_run.h.
#include <cstdio>

#include "app/cli/commands.h"
#include "app/cli/eval_options.h"
#include "app/cli/eval_run.h"
#include "app/cli/rel_format_eval.h"
#include "core/io/input_kind.h"

namespace ranklens::cli {

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
ExitCode evaluateFiles(const EvalFiles& f, EvalRunner& runner, const core::ParseOptions& po) {
    if (auto done = evalRelFormat(f.relFormat, f.qrels, f.run, runner.options(), po)) return *done;
    core::ParseReport qrep;
    core::Qrels qrels = core::readQrels(f.qrels, po, &qrep);
    if (qrep.skipped > 0) {
        for (const auto& i : qrep.issues) std::fprintf(stderr, "skipped: %s\n", i.str().c_str());
        std::fprintf(stderr, "skipped %zu bad lines in %s\n", qrep.skipped, f.qrels.c_str());
    }
    return runner.evaluateFile(f.run, qrels, f.qrels, po);
}

// The default mode is a superset of trec_eval 9.0.8: input 9.0.8 cannot read but 10.0 can (its
// '#' comment lines in qrels, prefs, runs, z-score files) has no 9.0.8 output, so it gets 10.0's.
// Input neither reads keeps 9.0.8's refusal.
ExitCode evaluateFilesAsASuperset(const EvalFiles& f, EvalRunner& runner, core::ParseOptions po) {
    try {
        return evaluateFiles(f, runner, po);
    } catch (const core::ParseError& nine) {
        if (runner.isTrecEval10() || po.skipBadLines) throw;
        runner.switchToTrecEval10();
        po.trecComments = true;
        try {
            const ExitCode code = evaluateFiles(f, runner, po);
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
        EvalRunner runner(o);  // says at once when a measure makes it trec_eval 10.0's
        core::ParseOptions po;
        po.skipBadLines = skipBad;
        po.realTrecLabels = realLabels;
        po.trecComments = runner.isTrecEval10();
        po.threads = static_cast<unsigned>(o.threads);  // --threads 1 reads the labels on one too
        try {
            return evaluateFilesAsASuperset({qrelsPath, runPath, relFormat}, runner, po);
        } catch (const core::ParseError& e) {
            return printParseError(e);
        } catch (const std::exception& e) {
            throw inputFailure(e);
        }
    });
}

}  // namespace ranklens::cli
