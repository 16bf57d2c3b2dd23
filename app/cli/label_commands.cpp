// `ranklens-cli export-labels PROJECT ...`: labels of a project out as TREC qrels / CSV / edit
// history. (`agreement` is in agreement_command.cpp.)
#include <cstdio>
#include <filesystem>
#include <sstream>

#include "app/cli/commands.h"
#include "app/cli/output_file.h"
#include "app/cli/project_selection.h"
#include "core/io/qrels_writer.h"
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
}

}  // namespace ranklens::cli
