#include "app/cli/eval_run.h"

#include <cstdio>
#include <memory>
#include <utility>

#include "app/cli/item_options.h"
#include "app/cli/project_selection.h"
#include "core/eval/stream_eval.h"
#include "core/io/input_format.h"
#include "core/store/project_store.h"

namespace ranklens::cli {

namespace {

// A threshold between whole numbers needs real-valued labels (core::thresholdProblem).
ExitCode checkThreshold(const core::EvalConfig& cfg, const core::Qrels& qrels) {
    const std::string problem = core::thresholdProblem(cfg, qrels.hasRealLabels());
    if (problem.empty()) return ExitCode::Ok;
    std::fprintf(stderr, "ranklens-cli: -l %s: %s\n", cfg.thresholdText().c_str(), problem.c_str());
    return ExitCode::Usage;
}

}  // namespace

EvalRunner::EvalRunner(EvalCliOptions o) : o_(std::move(o)) {
    std::string note;
    if (trecEvalVersionFor(o_, note) != core::TrecEvalVersion::V10_0 || note.empty()) return;
    std::fprintf(stderr, "ranklens-cli: %s\n", note.c_str());
    o_.definitions.set("trec_eval_version", "10.0");
}

bool EvalRunner::isTrecEval10() const {
    return o_.definitions.config().trecEvalVersion == core::TrecEvalVersion::V10_0;
}

void EvalRunner::switchToTrecEval10() {
    o_.definitions.set("trec_eval_version", "10.0");
    p_.reset();
    status_.reset();
}

ExitCode EvalRunner::prepare() {
    if (status_) return *status_;
    p_.emplace();
    const ExitCode status = prepareEval(o_, *p_);  // a ParseError leaves it to prepare again
    if (!std::exchange(noted_, true))
        for (const auto& note : p_->notes) std::fprintf(stderr, "ranklens-cli: %s\n", note.c_str());
    status_ = status;
    return status;
}

ExitCode EvalRunner::report(core::EvalResult result, const EvalSources& sources,
                            const ItemSetup& items, const core::Qrels& qrels) const {
    if (p_->zscores) core::convertToZScores(result, *p_->zscores);
    if (result.queries.empty()) {
        std::fprintf(stderr, "ranklens-cli: no queries with both results and labels (%s, %s)\n",
                     sources.run.c_str(), sources.labels.c_str());
        return ExitCode::NothingToEvaluate;
    }
    if (o_.reportTies) {
        std::fprintf(stderr, "ties: %zu tied score groups in %zu of %zu queries\n",
                     result.ties.tiedGroups, result.ties.queriesWithTies, result.queries.size());
        for (const auto& [k, n] : result.ties.straddling)
            std::fprintf(stderr, "ties: %zu queries have a tied group across k=%d\n", n, k);
    }
    OutputOptions out = p_->out;
    out.runSource = sources.run;
    out.labelsSource = sources.labels;
    out.labelSetName = sources.labelSet;
    out.labelledQueries = qrels.queries().size();
    out.itemsSource = items.itemsSource;
    out.popularitySource = items.popularitySource;
    // The count walks every judgment: only when a summary prints it.
    printResult(stdout, result, out, needsCompleteNumRel(result) ? trecCompleteNumRel(qrels) : 0);
    return ExitCode::Ok;
}

ExitCode EvalRunner::evaluate(core::Run& run, const core::Qrels& qrels,
                              const EvalSources& sources) {
    if (const ExitCode c = prepare(); c != ExitCode::Ok) return c;
    if (const ExitCode c = checkThreshold(p_->cfg, qrels); c != ExitCode::Ok) return c;
    if (p_->cfg.ties == core::TiePolicy::Rank && !run.hasRanks) {
        std::fprintf(stderr, "ranklens-cli: --ties rank needs a rank column in %s\n",
                     sources.run.c_str());
        return ExitCode::Usage;
    }
    const ItemSetup items = setupItems(o_.items, o_.measures, {&run}, qrels);
    core::EvalOptions eval = p_->eval;
    eval.items = items.index.get();
    return report(core::evaluate(run, qrels, p_->cfg, eval), sources, items, qrels);
}

ExitCode EvalRunner::evaluateFile(const std::string& runPath, const core::Qrels& qrels,
                                  const std::string& labelsSource, const core::ParseOptions& po) {
    const EvalSources sources{runPath, labelsSource, {}};
    // Beyond-accuracy measures read the whole run (popularity, Gini): no streaming for them.
    if (!po.skipBadLines && core::detectFormat(runPath) == core::InputFormat::Trec &&
        !needsItems(o_.measures)) {
        if (const ExitCode c = prepare(); c != ExitCode::Ok) return c;
        if (const ExitCode c = checkThreshold(p_->cfg, qrels); c != ExitCode::Ok) return c;
        if (auto result = core::evaluateTrecRunFile(runPath, qrels, p_->cfg, p_->eval))
            return report(std::move(*result), sources, ItemSetup{}, qrels);
    }
    core::ParseReport rep;
    core::ParseOptions runOptions = po;
    // As trec_eval (and the streaming path above): a query without labels is not evaluated, so
    // a docid listed twice in it is accepted; gzip and --skip-bad-lines input agree with that.
    runOptions.uniqueDocsIn = [&qrels](std::string_view qid) { return qrels.find(qid) != nullptr; };
    core::Run run = core::readRun(runPath, runOptions, &rep);
    if (rep.skipped > 0) {
        for (const auto& i : rep.issues) std::fprintf(stderr, "skipped: %s\n", i.str().c_str());
        std::fprintf(stderr, "skipped %zu bad lines in %s\n", rep.skipped, runPath.c_str());
    }
    return evaluate(run, qrels, sources);
}

namespace {

// eval PROJECT with a beyond-accuracy measure: the project's items (category, popularity
// column) and, for --popularity labels:NAME, that label set. False after a message.
bool loadProjectItems(const store::ProjectStore& ps, const std::string& project,
                      EvalCliOptions& o) {
    if (!needsItems(o.measures)) return true;
    ItemRequest& items = o.items;
    if (!items.itemsFile.empty()) return true;  // an explicit --items FILE wins
    auto c = std::make_shared<core::ItemCatalogue>();
    for (const auto& it : ps.describedItems()) c->category[it.docid] = it.category;
    c->popularity = ps.itemPopularity();
    if (!c->popularity.empty()) c->popularitySource = "items column 'popularity'";
    items.itemsLoaded = c;
    items.itemsSourceName = "project items (" + project + ")";
    if (items.popularity.rfind("labels:", 0) == 0) {
        const std::string name = items.popularity.substr(7);
        for (const auto& l : ps.labelSets())
            if (l.name == name || isIdOf(name, l.id))
                items.popularityLabelsLoaded =
                    std::make_shared<const core::Qrels>(ps.loadLabels(l.id));
        if (!items.popularityLabelsLoaded) {
            printSelectionError(project, "no label set '" + name + "' for --popularity");
            return false;
        }
    }
    return true;
}

}  // namespace

ExitCode evaluateProject(const std::string& project, const std::string& runSel,
                         const std::string& labelsSel, const EvalCliOptions& o) {
    try {
        auto ps = openExisting(project);
        const auto run = findRun(*ps, project, runSel);
        if (!run) return ExitCode::Usage;
        const auto labels = findLabelSet(*ps, project, labelsSel);
        if (!labels) return ExitCode::Usage;
        core::Run r = ps->loadRun(run->id);
        const core::Qrels q = ps->loadLabels(labels->id);
        const EvalSources sources{run->sourceFile, labels->sourceFile, labels->name};
        EvalCliOptions withItems = o;
        if (!loadProjectItems(*ps, project, withItems)) return ExitCode::Usage;
        if (o.diversityQrels.empty()) return EvalRunner(withItems).evaluate(r, q, sources);
        // A project's --diversity-qrels names one of its subtopic label sets.
        EvalCliOptions withSubtopics = withItems;
        for (const auto& l : ps->subtopicLabelSets())
            if (l.name == o.diversityQrels || isIdOf(o.diversityQrels, l.id))
                withSubtopics.diversityLoaded =
                    std::make_shared<const core::DiversityQrels>(ps->loadSubtopicLabels(l.id));
        if (!withSubtopics.diversityLoaded) {
            printSelectionError(project, "no subtopic label set '" + o.diversityQrels +
                                             "' (see: ranklens-cli info)");
            return ExitCode::Usage;
        }
        withSubtopics.diversityQrels.clear();
        return EvalRunner(withSubtopics).evaluate(r, q, sources);
    } catch (const std::exception& e) {
        throw inputFailure(e);
    }
}
}  // namespace ranklens::cli
