// `ranklens-cli import PROJECT ...`, `ranklens-cli info PROJECT`, and `eval-project PROJECT`.
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <stdexcept>

#include "app/cli/behaviour_import.h"
#include "app/cli/commands.h"
#include "app/cli/eval_options.h"
#include "app/cli/eval_run.h"
#include "app/cli/judge_import.h"
#include "app/cli/project_selection.h"
#include "core/behaviour/log_time.h"
#include "core/io/judge_labels.h"
#include "core/store/delimited_inputs.h"
#include "core/store/project_store.h"

namespace ranklens::cli {

namespace {

// Every problem found, then the ways out: bad lines can be skipped, a document listed twice
// in a query kept once (or left out).
ExitCode printParseIssues(const core::ParseError& e) {
    bool bad = false, twice = false;
    for (const auto& i : e.issues()) {
        std::fprintf(stderr, "%s\n", i.str().c_str());
        (i.kind == core::ParseIssue::Kind::Duplicate ? twice : bad) = true;
    }
    std::string how = bad ? "--skip-bad-lines to skip them" : "";
    if (twice)
        how += std::string(bad ? "; " : "") +
               "--duplicates first|max|skip to keep a document's first line, its line with the "
               "higher score, or none of its lines";
    std::fprintf(stderr, "ranklens-cli: nothing was imported (use %s)\n", how.c_str());
    return ExitCode::BadInput;
}

void printSkipped(const core::ParseReport& rep) {
    if (rep.duplicateLines)
        std::fprintf(stderr, "left out %zu line(s) of documents listed twice in a query\n",
                     rep.duplicateLines);
    if (rep.skipped == 0) return;
    for (const auto& i : rep.issues) std::fprintf(stderr, "skipped: %s\n", i.str().c_str());
    std::fprintf(stderr, "skipped %zu bad lines\n", rep.skipped);
}

double secondsSince(std::chrono::steady_clock::time_point t0) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

struct ImportCli {
    std::string project, name, mapSpec, after;
    std::string duplicates = "refuse";  // a document listed twice in a run's query
    std::vector<std::string> runs, qrels, logs, queries, items, subtopics, evaluated;
    bool skipBad = false, allowDuplicate = false, progress = false;
    BehaviourImportCli behaviour;  // click logs, online results, training cutoffs (issue 18)
    bool realLabels = false;       // TREC qrels: real-valued labels
};

using TimePoint = std::chrono::steady_clock::time_point;

// lastShown belongs to the caller: the progress callback keeps a reference to it so that it
// prints only every 5 %, across all the files of the command.
store::ImportOptions importOptions(const ImportCli& c, int& lastShown) {
    store::ImportOptions o;
    o.skipBadLines = c.skipBad;
    o.duplicates = core::parseDuplicateDocs(c.duplicates).value_or(core::DuplicateDocs::Refuse);
    o.allowDuplicate = c.allowDuplicate;
    o.realTrecLabels = c.realLabels;
    o.name = c.name;
    if (c.progress)
        o.progress = [&lastShown](std::size_t done, std::size_t total) {
            const int pm = total ? static_cast<int>(done * 1000 / total) : 0;
            if (pm / 50 != lastShown / 50) {
                std::fprintf(stderr, "progress %d/1000\n", pm);
                lastShown = pm;
            }
            return true;
        };
    return o;
}

// Imports one file with fn(t0) and turns its failure into the message and exit code of the
// command; each import is all or nothing, so the message can say nothing was imported.
template <class Fn>
ExitCode importOne(const char* kind, const std::string& file, Fn&& fn) {
    const auto t0 = std::chrono::steady_clock::now();
    try {
        fn(t0);
        return ExitCode::Ok;
    } catch (const core::ParseError& e) {
        return printParseIssues(e);
    } catch (const store::DuplicateImport& e) {
        std::fprintf(stderr,
                     "ranklens-cli: %s; nothing imported (use --allow-duplicate to import it "
                     "again)\n",
                     e.what());
        return ExitCode::DuplicateImport;
    } catch (const core::Cancelled&) {
        std::fprintf(stderr, "ranklens-cli: %s import of %s cancelled; nothing imported\n", kind,
                     file.c_str());
        return ExitCode::Usage;
    } catch (const std::exception& e) {
        const CommandFailure failure = inputFailure(e);
        std::fprintf(stderr, "ranklens-cli: %s; nothing imported\n", failure.what.c_str());
        return failure.code;
    }
}

// Imports the files in order and stops at the first that fails (the earlier ones stay).
template <class Fn>
ExitCode importEach(const char* kind, const std::vector<std::string>& files, Fn&& fn) {
    for (const auto& f : files) {
        const ExitCode code = importOne(kind, f, [&](TimePoint t0) { fn(f, t0); });
        if (code != ExitCode::Ok) return code;
    }
    return ExitCode::Ok;
}

void reportRun(const store::ProjectStore& ps, std::int64_t id, TimePoint t0) {
    for (const auto& r : ps.runs())
        if (r.id == id)
            std::printf(
                "imported run '%s' (id %lld): %lld queries, %lld ranked items, "
                "%lld bad lines skipped, %.2f s\n",
                r.name.c_str(), static_cast<long long>(id), static_cast<long long>(r.numQueries),
                static_cast<long long>(r.numDocs), static_cast<long long>(r.skippedLines),
                secondsSince(t0));
}

void reportLabels(const store::ProjectStore& ps, std::int64_t id, TimePoint t0) {
    for (const auto& l : ps.labelSets())
        if (l.id == id)
            std::printf(
                "imported label set '%s' (id %lld, %s): %lld labels, grades %d..%d, "
                "%.2f s%s\n",
                l.name.c_str(), static_cast<long long>(id), l.kind.c_str(),
                static_cast<long long>(l.numLabels), l.minGrade, l.maxGrade, secondsSince(t0),
                ps.activeLabelSet() == id ? " [active]" : "");
}

// A log's events of types the mapping does not name are left out: said, with a few of them.
void reportUnmapped(const store::ProjectStore& ps, std::int64_t id) {
    for (const auto& l : ps.labelSets()) {
        const auto at = l.description.find(" of unmapped types ignored");
        if (l.id != id || at == std::string::npos) continue;
        const auto from = l.description.rfind(", ", at);
        std::fprintf(stderr,
                     "ranklens-cli: note: %s events%s (--map names event types in any case)\n",
                     l.description.substr(from + 2, at - from - 2).c_str(),
                     l.description.substr(at).c_str());
    }
}

std::string joined(const std::vector<std::string>& v, const char* suffix = "") {
    std::string out;
    for (const auto& m : v) out += (out.empty() ? "" : ", ") + m + suffix;
    return out;
}

// "ndcg_cut_10, map, P_5" (and the unknown names, flagged).
std::string measureList(const store::EvaluatedRunInfo& e) {
    const std::string known = joined(e.measures), unknown = joined(e.unknown, " (unknown)");
    return known.empty() ? unknown : unknown.empty() ? known : known + ", " + unknown;
}

void reportEvaluated(const store::ProjectStore& ps, std::int64_t id, TimePoint t0) {
    for (const auto& e : ps.evaluatedRuns())
        if (e.id == id) {
            std::printf(
                "imported evaluated run '%s' (id %lld): %lld queries, %lld values of %zu "
                "measures: %s, %.2f s\n",
                e.name.c_str(), static_cast<long long>(id), static_cast<long long>(e.numQueries),
                static_cast<long long>(e.numValues), e.measures.size() + e.unknown.size(),
                measureList(e).c_str(), secondsSince(t0));
            if (!e.unknown.empty())
                std::fprintf(stderr,
                             "ranklens-cli: %zu measure name(s) of %s are unknown to RankLens; "
                             "kept, but not compared: %s\n",
                             e.unknown.size(), e.name.c_str(), joined(e.unknown).c_str());
        }
}

// Every option checked before anything is stored: a bad one once failed after the runs had
// been imported, and running the command again was refused as a duplicate.
struct CheckedImportOptions {
    std::optional<double> trainedUntil;
    std::optional<store::EventMapping> mapping;
};

CheckedImportOptions checkOptions(const ImportCli& c) {
    CheckedImportOptions out;
    out.trainedUntil = trainedUntil(c.behaviour);
    if (out.trainedUntil && c.runs.empty())
        throw CommandFailure{ExitCode::Usage, "--trained-until needs --run"};
    if (c.mapSpec.empty()) return out;
    try {
        out.mapping = store::parseEventMapping(c.mapSpec);
    } catch (const store::StoreError& e) {
        throw CommandFailure{ExitCode::BadInput, std::string("--map: ") + e.what()};
    }
    if (!c.after.empty() && !store::parseTimestamp(c.after))
        throw CommandFailure{ExitCode::BadInput,
                             "--after '" + c.after + "' is not a time: ISO 8601 or epoch seconds"};
    if (!c.after.empty()) out.mapping->after = c.after;
    return out;
}

void reportCutoff(const std::optional<double>& t, std::int64_t runId) {
    if (t)
        std::printf("run id %lld: trained until %s\n", static_cast<long long>(runId),
                    core::behaviour::formatLogTime(*t).c_str());
}

ExitCode runImport(const ImportCli& c) {
    const CheckedImportOptions checked = checkOptions(c);
    std::unique_ptr<store::ProjectStore> ps;
    try {
        ps = store::ProjectStore::open(c.project);
    } catch (const std::exception& e) {
        throw inputFailure(e);
    }
    if (!c.logs.empty() && c.mapSpec.empty() && !c.behaviour.storesClickLogs())
        throw CommandFailure{ExitCode::Usage,
                             "--log needs --map (e.g. purchase=3,click=2,view=1) or "
                             "--position-column (a click log for the debiased metrics)"};
    int lastShown = -1;
    store::ImportOptions o = importOptions(c, lastShown);
    o.trainedUntil = checked.trainedUntil;
    ExitCode code = importEach("run", c.runs, [&](const std::string& f, TimePoint t0) {
        core::ParseReport rep;
        const auto id = ps->importRun(f, o, &rep);
        printSkipped(rep);
        reportRun(*ps, id, t0);
        reportCutoff(o.trainedUntil, id);
    });
    if (code != ExitCode::Ok) return code;
    o.trainedUntil.reset();
    code = importEach("labels", c.qrels, [&](const std::string& f, TimePoint t0) {
        if (core::hasJudgeColumn(f)) {  // one label set per judge (issue 47)
            for (const auto id : importJudgeLabels(*ps, f, o)) reportLabels(*ps, id, t0);
            return;
        }
        core::ParseReport rep;
        const auto id = ps->importQrels(f, o, &rep);
        printSkipped(rep);
        reportLabels(*ps, id, t0);
    });
    if (code != ExitCode::Ok) return code;
    code = importEach("subtopic labels", c.subtopics, [&](const std::string& f, TimePoint t0) {
        const auto id = ps->importSubtopicLabels(f, o);
        for (const auto& l : ps->subtopicLabelSets())
            if (l.id == id)
                std::printf("imported subtopic label set '%s' (id %lld): %lld judgments, %.2f s\n",
                            l.name.c_str(), static_cast<long long>(id),
                            static_cast<long long>(l.numLabels), secondsSince(t0));
    });
    if (code != ExitCode::Ok) return code;
    code = importEach("evaluated run", c.evaluated, [&](const std::string& f, TimePoint t0) {
        try {
            reportEvaluated(*ps, ps->importEvaluatedRun(f, o), t0);
        } catch (const core::ParseError& e) {  // no --skip-bad-lines: imported whole or not
            for (const auto& i : e.issues()) std::fprintf(stderr, "%s\n", i.str().c_str());
            throw std::runtime_error(f + ": " + std::to_string(e.issues().size()) + " bad line" +
                                     (e.issues().size() == 1 ? "" : "s"));
        }
    });
    if (code != ExitCode::Ok) return code;
    code = importEach(
        "click log", c.behaviour.storesClickLogs() ? c.logs : std::vector<std::string>{},
        [&](const std::string& f, TimePoint) { importClickLog(*ps, c.behaviour, f, c.name); });
    if (code != ExitCode::Ok) return code;
    code = importEach("log", checked.mapping ? c.logs : std::vector<std::string>{},
                      [&](const std::string& f, TimePoint t0) {
                          core::ParseReport rep;
                          const auto id = ps->importBehaviourLog(f, *checked.mapping, o, &rep);
                          printSkipped(rep);
                          reportLabels(*ps, id, t0);
                          reportUnmapped(*ps, id);
                      });
    if (code != ExitCode::Ok) return code;
    code = importOnline(*ps, c.behaviour);
    if (code != ExitCode::Ok) return code;
    code = importEach("query metadata", c.queries, [&](const std::string& f, TimePoint t0) {
        ps->importQueryMeta(f, o);
        std::printf("imported query metadata from %s, %.2f s\n", f.c_str(), secondsSince(t0));
    });
    if (code != ExitCode::Ok) return code;
    return importEach("item metadata", c.items, [&](const std::string& f, TimePoint t0) {
        ps->importItemMeta(f, o);
        std::printf("imported item metadata from %s, %.2f s\n", f.c_str(), secondsSince(t0));
    });
}

ExitCode runInfo(const std::string& project) {
    try {
        auto ps = openExisting(project);
        std::printf("project %s (schema version %d)\n", project.c_str(),
                    store::ProjectStore::schemaVersion());
        if (ps->isReadOnly())
            std::printf("read-only: %s (viewing only; imports and edits are refused)\n",
                        ps->readOnlyReason().c_str());
        std::printf("runs:\n");
        for (const auto& r : ps->runs())
            std::printf("  %lld\t%s\t%lld queries\t%lld items\t%lld skipped\t%s\t%s\n",
                        static_cast<long long>(r.id), r.name.c_str(),
                        static_cast<long long>(r.numQueries), static_cast<long long>(r.numDocs),
                        static_cast<long long>(r.skippedLines), r.importedAt.c_str(),
                        r.sourceFile.c_str());
        std::printf("label sets:\n");
        const auto active = ps->activeLabelSet();
        for (const auto& l : ps->labelSets())
            std::printf("  %lld\t%s\t%s\t%lld labels\tgrades %d..%d\t%s%s\n",
                        static_cast<long long>(l.id), l.name.c_str(), l.kind.c_str(),
                        static_cast<long long>(l.numLabels), l.minGrade, l.maxGrade,
                        l.description.c_str(), l.id == active ? "\t[active]" : "");
        const auto evaluated = ps->evaluatedRuns();
        if (!evaluated.empty())
            std::printf("evaluated runs (per-query values computed elsewhere; no ranked lists):\n");
        for (const auto& e : evaluated)
            std::printf("  %lld\t%s\t%lld queries\t%lld values\t%s\t%s\t%s\n",
                        static_cast<long long>(e.id), e.name.c_str(),
                        static_cast<long long>(e.numQueries), static_cast<long long>(e.numValues),
                        measureList(e).c_str(), e.importedAt.c_str(), e.sourceFile.c_str());
        const auto subtopicSets = ps->subtopicLabelSets();
        if (!subtopicSets.empty()) std::printf("subtopic label sets (eval --diversity-qrels):\n");
        for (const auto& l : subtopicSets)
            std::printf("  %lld\t%s\t%lld judgments\t%s\n", static_cast<long long>(l.id),
                        l.name.c_str(), static_cast<long long>(l.numLabels), l.sourceFile.c_str());
        printBehaviourInfo(*ps);
        std::printf("queries: %zu\n", ps->queries().size());
        return ExitCode::Ok;
    } catch (const std::exception& e) {
        throw inputFailure(e);
    }
}

}  // namespace

void registerStoreCommands(CLI::App& app, Commands& commands) {
    static ImportCli c;
    auto* imp = app.add_subcommand(
        "import",
        "Import runs, labels, behaviour logs and metadata into a project (all or nothing)");
    imp->add_option("PROJECT", c.project,
                    "Project file (.ranklens); created when absent or empty (0 bytes)")
        ->required();
    imp->add_option("--run", c.runs, "Run: TREC or CSV/TSV (gzip allowed); repeatable");
    imp->add_option("--qrels", c.qrels, "Labels: TREC qrels or CSV/TSV query,doc,label");
    imp->add_option("--subtopics", c.subtopics,
                    "Subtopic labels for diversity measures: TREC diversity qrels "
                    "'qid subtopic docid judgment'");
    imp->add_option("--evaluated", c.evaluated,
                    "Evaluated run: per-query values computed elsewhere, CSV/TSV with header "
                    "qid,measure,value (e.g. ndcg_cut_10 or ndcg@10); repeatable");
    imp->add_option("--log", c.logs, "Behaviour log user,item,event[,timestamp] (needs --map)");
    imp->add_option("--map", c.mapSpec, "Event to grade, e.g. purchase=3,click=2,view=1");
    imp->add_option("--after", c.after,
                    "Keep only log events after this time (ISO 8601 or epoch seconds)");
    imp->add_option("--queries", c.queries,
                    "Query metadata CSV/TSV: qid[,text][,segment][,weight]");
    imp->add_option("--items", c.items,
                    "Item metadata CSV/TSV: docid[,title][,url][,category][,popularity]");
    imp->add_option("--name", c.name,
                    "Name of the run / label set / evaluated run (default: the file name)");
    imp->add_flag("--skip-bad-lines", c.skipBad,
                  "Skip malformed lines (the count is recorded with the run)");
    imp->add_option("--duplicates", c.duplicates,
                    "A run listing a document twice in one query: refuse the file (default, as "
                    "trec_eval), or keep its first line (first), its line with the higher score "
                    "(max), or none of its lines (skip); the lines left out are counted")
        ->check(CLI::IsMember({"refuse", "first", "max", "skip"}));
    imp->add_flag("--allow-duplicate", c.allowDuplicate,
                  "Import even when the same file content was imported before");
    imp->add_flag("--progress", c.progress, "Print progress to stderr");
    addBehaviourImportOptions(imp, c.behaviour);
    imp->add_flag("--real-labels", c.realLabels,
                  "TREC qrels: accept real-valued labels (0.5, 2.7) as gains, as CSV/TSV/JSON "
                  "labels always are (trec_eval takes integers only)");
    commands.add(imp, [] {
        if (c.runs.empty() && c.qrels.empty() && c.logs.empty() && c.queries.empty() &&
            c.items.empty() && c.subtopics.empty() && c.evaluated.empty() &&
            c.behaviour.online.empty())
            throw CommandFailure{
                ExitCode::Usage,
                "nothing to import (--run, --qrels, --subtopics, --evaluated, --log, --queries, "
                "--items or --online)"};
        c.behaviour.allowDuplicate = c.allowDuplicate;  // click logs as runs and labels
        return runImport(c);
    });

    static std::string infoProject;
    auto* info = app.add_subcommand("info", "List the runs and label sets of a project");
    info->add_option("PROJECT", infoProject, "Project file")->required();
    commands.add(info, [] { return runInfo(infoProject); });

    // `eval PROJECT [--run N] [--labels L]`: extends the file-based eval command.
    static EvalCliOptions po;
    static std::string pproject, prun, plabels;
    auto* pe = app.add_subcommand(
        "eval-project", "Evaluate a run of a project against a label set (same output as eval)");
    addEvalOptions(pe, po);
    pe->add_option("PROJECT", pproject, "Project file")->required();
    pe->add_option("--run", prun, "Run id or name (default: the newest run)");
    pe->add_option("--labels", plabels, "Label set id or name (default: the active one)");
    commands.add(pe, [] { return evaluateProject(pproject, prun, plabels, po); });
}

}  // namespace ranklens::cli
