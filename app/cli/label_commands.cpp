// `ranklens-cli export-labels PROJECT ...` and `ranklens-cli agreement PROJECT ...`: labels of a
// project out as TREC qrels / CSV / edit history, and Cohen's kappa between two label sets.
#include <cstdio>
#include <filesystem>
#include <sstream>

#include "app/cli/commands.h"
#include "app/cli/output_file.h"
#include "app/cli/store_commands.h"
#include "core/io/qrels_writer.h"
#include "core/judging/agreement.h"
#include "core/store/label_history_csv.h"
#include "core/store/project_store.h"

namespace ranklens::cli {

namespace {

struct ExportCli {
    std::string project, labels, format = "trec", output;
};

ExitCode runExport(const ExportCli& c) {
    try {
        auto ps = openExisting(c.project);
        const auto set = findLabelSet(*ps, c.project, c.labels);
        if (!set) return ExitCode::Usage;
        std::ostringstream text;  // written only when complete: no half files
        if (c.format == "trec") {
            core::writeQrelsTrec(ps->loadLabels(set->id), text);
        } else if (c.format == "csv") {
            core::writeQrelsCsv(ps->loadLabels(set->id), text);
        } else {
            store::writeLabelHistoryCsv(ps->labelHistory(set->id), text);
        }
        if (!writeOutput(text.str(), c.output)) {
            std::fprintf(stderr, "ranklens-cli: cannot write %s\n", c.output.c_str());
            return ExitCode::BadInput;
        }
        if (c.output.empty() || c.output == "-") return ExitCode::Ok;
        std::fprintf(stderr, "exported label set '%s' (%lld labels) to %s\n", set->name.c_str(),
                     static_cast<long long>(set->numLabels), c.output.c_str());
        return ExitCode::Ok;
    } catch (const std::invalid_argument& e) {
        throw CommandFailure{ExitCode::Usage, e.what()};
    } catch (const std::exception& e) {
        throw inputFailure(e);
    }
}

void printKappa(const char* name, const core::KappaValue& k) {
    std::printf("%-16s %.4f\tp_o %.4f\tp_e %.4f%s\n", name, k.kappa, k.observed, k.expected,
                k.chanceIsTotal ? "\t(one grade for every item: kappa set to 1)" : "");
}

ExitCode runAgreement(const std::string& project, const std::vector<std::string>& labels) {
    if (labels.size() != 2)
        throw CommandFailure{ExitCode::Usage,
                             "agreement needs two label sets: --labels A --labels B"};
    try {
        auto ps = openExisting(project);
        const auto a = findLabelSet(*ps, project, labels[0]);
        const auto b = findLabelSet(*ps, project, labels[1]);
        if (!a || !b) return ExitCode::Usage;
        const auto common = core::pairLabels(ps->loadLabels(a->id), ps->loadLabels(b->id));
        const core::Agreement ag = core::computeAgreement(core::gradePairs(common));
        std::printf("A: '%s' (id %lld, %lld labels)\nB: '%s' (id %lld, %lld labels)\n",
                    a->name.c_str(), static_cast<long long>(a->id),
                    static_cast<long long>(a->numLabels), b->name.c_str(),
                    static_cast<long long>(b->id), static_cast<long long>(b->numLabels));
        std::printf("common items: %zu\n", ag.n);
        if (ag.n == 0) {
            std::printf("no item is labelled in both sets: kappa has no value\n");
            return ExitCode::NothingToEvaluate;
        }
        std::printf("same grade: %zu of %zu\n", ag.agreed, ag.n);
        printKappa("kappa", ag.unweighted);
        printKappa("kappa linear", ag.linear);
        printKappa("kappa quadratic", ag.quadratic);
        std::printf("confusion (rows A, columns B):\nA\\B");
        for (int g : ag.grades) std::printf("\t%d", g);
        std::printf("\n");
        for (std::size_t i = 0; i < ag.grades.size(); ++i) {
            std::printf("%d", ag.grades[i]);
            for (std::size_t j = 0; j < ag.grades.size(); ++j) std::printf("\t%zu", ag.count(i, j));
            std::printf("\n");
        }
        std::printf("disagreements: %zu\nqid\tdocid\tA\tB\n", ag.n - ag.agreed);
        for (const auto& l : common)
            if (l.a != l.b)
                std::printf("%s\t%s\t%d\t%d\n", l.qid.c_str(), l.docid.c_str(), l.a, l.b);
        return ExitCode::Ok;
    } catch (const std::exception& e) {
        throw inputFailure(e);
    }
}

}  // namespace

void registerLabelCommands(CLI::App& app, Commands& commands) {
    static ExportCli e;
    auto* ex = app.add_subcommand(
        "export-labels",
        "Write a label set as TREC qrels (qid 0 docid grade), CSV (query,doc,label) or its edit "
        "history (CSV); sorted by qid, then docid (byte order)");
    ex->add_option("PROJECT", e.project, "Project file")->required();
    ex->add_option("--labels", e.labels, "Label set id or name (default: the active one)");
    ex->add_option("--format", e.format, "trec, csv or history")
        ->check(CLI::IsMember({"trec", "csv", "history"}));
    ex->add_option("-o,--output", e.output, "Output file (default: standard output)");
    commands.add(ex, [] { return runExport(e); });

    static std::string project;
    static std::vector<std::string> sets;
    auto* ag = app.add_subcommand(
        "agreement",
        "Cohen's kappa (unweighted, linear, quadratic) between two label sets on their common "
        "items, the confusion matrix and the disagreements");
    ag->add_option("PROJECT", project, "Project file")->required();
    ag->add_option("--labels", sets, "Label set id or name; give it twice (A, then B)")->required();
    commands.add(ag, [] { return runAgreement(project, sets); });
}

}  // namespace ranklens::cli
