#include "app/cli/rel_format_eval.h"

#include <cstdio>

#include "core/io/input_format.h"
#include "core/io/judgment_formats.h"
#include "core/trec/rel_format_eval.h"

namespace ranklens::cli {

void addRelFormatOption(CLI::App* cmd, std::string& relFormat) {
    cmd->add_option("-R,--rel-format", relFormat,
                    "Format of QRELS, as trec_eval's -R: qrels (default), prefs (preference "
                    "judgments 'qid jg jsg docid rel_level'), qrels_prefs (qrels read as "
                    "preferences), qrels_jg (qrels whose 2nd column is a judgment group). Their "
                    "measures: -m all_prefs, prefs, qrels_jg; only -q -c -l -M -J "
                    "--trec-eval-version apply");
}

namespace {

ExitCode reportFailure(ExitCode code, const std::string& what) {  // prints it, returns code
    std::fprintf(stderr, "ranklens-cli: %s\n", what.c_str());
    return code;
}

ExitCode exitCodeOf(core::RelFormatError::Kind k) {
    switch (k) {
        case core::RelFormatError::Kind::Usage:
            return ExitCode::Usage;
        case core::RelFormatError::Kind::BadParameter:
            return ExitCode::BadInput;
        case core::RelFormatError::Kind::CannotCompute:
            return ExitCode::MeasureFailed;
        case core::RelFormatError::Kind::NoQueries:
            break;
    }
    return ExitCode::NothingToEvaluate;
}

void printTable(const core::TrecTable& t, bool perQuery, bool summary, bool runid, bool numQ) {
    auto line = [](const core::TrecColumn& c, const std::string& qid, double v) {
        if (c.integer)
            std::printf("%-22s\t%s\t%ld\n", c.name.c_str(), qid.c_str(), static_cast<long>(v));
        else
            std::printf("%-22s\t%s\t%6.4f\n", c.name.c_str(), qid.c_str(), v);
    };
    if (perQuery)
        for (const auto& q : t.queries)
            for (std::size_t c = 0; c < t.columns.size(); ++c)
                line(t.columns[c], q.qid, q.values[c]);
    if (t.stopped || !summary) return;
    if (runid) std::printf("%-22s\t%s\t%s\n", "runid", "all", t.runid.c_str());
    if (numQ) std::printf("%-22s\t%s\t%ld\n", "num_q", "all", static_cast<long>(t.numQ));
    for (std::size_t c = 0; c < t.columns.size(); ++c) line(t.columns[c], "all", t.summary[c]);
}

}  // namespace

std::optional<ExitCode> evalRelFormat(const std::string& relFormat, const std::string& relPath,
                                      const std::string& runPath, const EvalCliOptions& o,
                                      const core::ParseOptions& po) {
    core::RelFormat format = core::RelFormat::Qrels;
    if (!core::parseRelFormat(relFormat, format))
        return reportFailure(ExitCode::BadInput,
                             "illegal -R format '" + relFormat +
                                 "' (trec_eval's: qrels, qrels_jg, prefs, qrels_prefs)");
    if (format == core::RelFormat::Qrels) {
        std::string name;
        for (const auto& s : o.measures)
            if (core::needsOtherRelFormat(s, name))
                return reportFailure(
                    ExitCode::MeasureFailed,
                    name + " needs " +
                        (name.rfind("prefs", 0) == 0 ? "-R prefs or -R qrels_prefs"
                                                     : "-R qrels_jg") +
                        " judgments (trec_eval cannot compute it from ordinary qrels)");
        return std::nullopt;
    }
    if (runPath.empty())
        return reportFailure(ExitCode::Usage,
                             "eval -R " + relFormat + " needs QRELS and RUN files");
    if (o.format != "trec")
        return reportFailure(ExitCode::Usage,
                             "eval -R " + relFormat + " prints trec_eval's format only");
    core::RelFormatSettings s;
    s.format = format;
    const core::EvalConfig cfg = o.definitions.config();
    s.complete = cfg.querySet == core::QuerySet::AllLabelled;
    s.relevanceLevel = static_cast<std::int32_t>(cfg.threshold());
    s.maxDocs = cfg.maxDocsPerQuery;
    s.judgedOnly = cfg.judgedOnly;
    s.version = cfg.trecEvalVersion;
    try {
        const core::RelFormatMeasures measures = core::parseRelFormatMeasures(o.measures);
        core::PrefsJudgments prefs;
        core::JgQrels jg;
        if (format == core::RelFormat::QrelsJg)
            jg = core::readQrelsJg(relPath, s.version, po);
        else
            prefs = core::readPrefs(relPath, format, s.version, po);
        core::ParseOptions runOptions = po;
        runOptions.uniqueDocsIn = [&](std::string_view qid) {
            return format == core::RelFormat::QrelsJg ? jg.find(qid) != nullptr
                                                      : prefs.find(qid) != nullptr;
        };
        core::Run run = core::readRun(runPath, runOptions);
        const core::TrecTable t = core::evaluateRelFormat(
            run, format == core::RelFormat::QrelsJg ? nullptr : &prefs,
            format == core::RelFormat::QrelsJg ? &jg : nullptr, measures, s);
        printTable(t, o.perQuery, !o.noSummary, measures.runid, measures.numQ);
        if (t.stopped) return reportFailure(exitCodeOf(t.stopped->kind), t.stopped->what());
        return ExitCode::Ok;
    } catch (const core::RelFormatError& e) {
        return reportFailure(exitCodeOf(e.kind), e.what());
    }
}

}  // namespace ranklens::cli
