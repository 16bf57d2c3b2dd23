// `ranklens-cli exposure`: who gets shown? Per run and item group, the share of
// position-discounted attention (1/log2(rank+1), the DCG discount) in the top k next to the
// group's share of the relevant items (core/beyond/group_exposure.h). TSV or JSON.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "app/cli/commands.h"
#include "app/cli/number_options.h"
#include "app/cli/project_selection.h"
#include "core/beyond/group_exposure.h"
#include "core/io/input_format.h"
#include "core/io/input_kind.h"
#include "core/store/project_store.h"

namespace ranklens::cli {

namespace {

struct ExposureCli {
    std::vector<std::string> inputs;  // PROJECT, or QRELS RUN...
    std::vector<std::string> runSel;  // --run (project), repeatable; default every run
    std::string labelsSel, by = "category", groups, format = "tsv";
    int k = 10, threshold = 1;
};

struct NamedResult {
    std::string run;
    core::GroupExposure e;
};

const char* kDiscount = "attention of rank r = 1/log2(r+1) (DCG discount), summed over top k";

void printTsv(const std::vector<NamedResult>& res, const ExposureCli& c) {
    std::printf("# exposure by %s at k=%d; %s; relevant: label >= %d\n", c.by.c_str(), c.k,
                kDiscount, c.threshold);
    std::printf("run\tgroup\texposure_share\trelevant_share\tattention\tshown\trelevant\n");
    for (const auto& r : res)
        for (const auto& g : r.e.rows)
            std::printf("%s\t%s\t%.6g\t%.6g\t%.6g\t%zu\t%zu\n", r.run.c_str(), g.group.c_str(),
                        g.exposureShare, g.relevantShare, g.attention, g.shown, g.relevant);
}

void printJson(const std::vector<NamedResult>& res, const ExposureCli& c) {
    nlohmann::json j = {
        {"by", c.by}, {"k", c.k}, {"discount", kDiscount}, {"relevance_threshold", c.threshold}};
    nlohmann::json runs = nlohmann::json::array();
    for (const auto& r : res) {
        nlohmann::json rows = nlohmann::json::array();
        for (const auto& g : r.e.rows)
            rows.push_back({{"group", g.group},
                            {"exposure_share", g.exposureShare},
                            {"relevant_share", g.relevantShare},
                            {"attention", g.attention},
                            {"shown", g.shown},
                            {"relevant", g.relevant}});
        runs.push_back({{"run", r.run}, {"queries", r.e.queries}, {"groups", rows}});
    }
    j["runs"] = runs;
    std::printf("%s\n", j.dump(2).c_str());
}

std::vector<NamedResult> projectExposure(const ExposureCli& c, const std::string& project) {
    auto ps = openExisting(project);
    const auto labels = findLabelSet(*ps, project, c.labelsSel);
    if (!labels) throw CommandFailure{ExitCode::Usage, "no label set"};
    const core::Qrels q = ps->loadLabels(labels->id);
    core::GroupOf groups;
    if (!c.groups.empty())
        groups = core::readGroups(c.groups, c.by);
    else if (c.by == "category")
        for (const auto& it : ps->describedItems()) groups[it.docid] = it.category;
    else
        throw CommandFailure{ExitCode::Usage, "--by " + c.by +
                                                  ": a project holds only the items' category; "
                                                  "give the column in --groups FILE"};
    std::vector<NamedResult> out;
    for (const auto& info : ps->runs()) {
        bool chosen = c.runSel.empty();
        for (const auto& s : c.runSel)
            chosen = chosen || s == info.name || s == std::to_string(info.id);
        if (!chosen) continue;
        core::Run run = ps->loadRun(info.id);
        run.order(core::TiePolicy::TrecEval);
        out.push_back({info.name, core::exposureByGroup(
                                      run, q, groups, static_cast<std::size_t>(c.k), c.threshold)});
    }
    if (out.empty()) throw CommandFailure{ExitCode::Usage, project + ": no such run"};
    return out;
}

std::vector<NamedResult> fileExposure(const ExposureCli& c) {
    if (c.inputs.size() < 2 || c.groups.empty())
        throw CommandFailure{ExitCode::Usage,
                             "exposure needs QRELS RUN... and --groups FILE, or a project"};
    const core::Qrels q = core::readQrels(c.inputs[0]);
    const core::GroupOf groups = core::readGroups(c.groups, c.by);
    std::vector<NamedResult> out;
    for (std::size_t i = 1; i < c.inputs.size(); ++i) {
        core::Run run = core::readRun(c.inputs[i]);
        run.order(core::TiePolicy::TrecEval);
        out.push_back(
            {run.name.empty() ? c.inputs[i] : run.name,
             core::exposureByGroup(run, q, groups, static_cast<std::size_t>(c.k), c.threshold)});
    }
    return out;
}

}  // namespace

void registerExposureCommand(CLI::App& app, Commands& commands) {
    static ExposureCli c;
    auto* cmd = app.add_subcommand(
        "exposure",
        "Who gets shown: per run and item group, the share of position-discounted attention "
        "(1/log2(rank+1)) in the top k next to the group's share of relevant items");
    cmd->add_option("INPUTS", c.inputs, "A project, or QRELS RUN [RUN...]")->required();
    cmd->add_option("--by", c.by, "Group column: category (default) or any column of --groups");
    cmd->add_option("--groups", c.groups,
                    "Item groups CSV/TSV with a header: docid and the --by column (e.g. provider)");
    cmd->add_option("-k", c.k, "Cut-off (default 10)")
        ->check(numberIn({1, 100000, false, false, true}));
    cmd->add_option("-l", c.threshold, "Relevance threshold: label >= N is relevant (default 1)");
    cmd->add_option("--run", c.runSel, "Project: run id or name (default: every run)");
    cmd->add_option("--labels", c.labelsSel, "Project: label set (default: the active one)");
    cmd->add_option("--format", c.format, "Output: tsv or json")
        ->check(CLI::IsMember({"tsv", "json"}));
    commands.add(cmd, [] {
        std::vector<NamedResult> res;
        try {
            res = core::detectInputKind(c.inputs[0]) == core::InputKind::Project
                      ? projectExposure(c, c.inputs[0])
                      : fileExposure(c);
        } catch (const CommandFailure&) {
            throw;
        } catch (const std::exception& e) {
            throw inputFailure(e);
        }
        c.format == "json" ? printJson(res, c) : printTsv(res, c);
        return ExitCode::Ok;
    });
}

}  // namespace ranklens::cli
