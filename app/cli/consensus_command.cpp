// `ranklens-cli consensus`: one label set from several (majority, median or mean per item) with
// a stated tie rule, written as TREC qrels; every tied item listed on stderr (issue 47). An
// existing output file is kept unless --force.
#include <cstdio>
#include <filesystem>
#include <sstream>

#include "app/cli/commands.h"
#include "app/cli/label_sets_input.h"
#include "app/cli/number_options.h"
#include "app/cli/output_file.h"
#include "core/io/parse_report.h"
#include "core/io/qrels_writer.h"
#include "core/judging/consensus.h"

namespace ranklens::cli {

namespace {

struct ConsensusCli {
    std::vector<std::string> inputs, sets;
    std::string rule, ties = "lower", output;
    std::size_t minSets = 1;
    bool force = false;
};

const char* tieRuleText(core::TieRule t) {
    switch (t) {
        case core::TieRule::Lower:
            return "lower: a tie takes the lowest of the tied grades";
        case core::TieRule::Higher:
            return "higher: a tie takes the highest of the tied grades";
        case core::TieRule::Drop:
            return "drop: a tied item is left out";
    }
    return "";
}

LabelSetsInput loadSets(const ConsensusCli& c) {
    try {
        LabelSetsInput in = readLabelSets(c.inputs, c.sets);
        if (in.size() < 2)
            fail(ExitCode::Usage, "consensus needs two label sets or more (got " +
                                      (in.size() == 1 ? "only '" + in.names[0] + "'" : "none") +
                                      ")");
        return in;
    } catch (...) {
        failOnInputError();
    }
}

void listTies(const core::GradeTable& t, const core::Consensus& c) {
    std::fprintf(stderr, "%zu tied item%s (qid docid: tied grades -> taken):\n", c.ties.size(),
                 c.ties.size() == 1 ? "" : "s");
    for (const auto& tie : c.ties) {
        std::string grades;
        for (const auto g : tie.grades) grades += (grades.empty() ? "" : ",") + std::to_string(g);
        const auto& item = t.items[tie.item];
        std::fprintf(stderr, "  %s %s: %s -> %s\n", item.qid, item.doc, grades.c_str(),
                     tie.dropped ? "left out" : std::to_string(tie.chosen).c_str());
    }
}

ExitCode runConsensus(const ConsensusCli& c) {
    core::ConsensusRule rule{};
    core::TieRule ties{};
    if (!core::parseConsensusRule(c.rule, rule))
        fail(ExitCode::Usage, "--rule '" + c.rule + "': expected majority, median or mean");
    if (!core::parseTieRule(c.ties, ties))
        fail(ExitCode::Usage, "--ties '" + c.ties + "': expected lower, higher or drop");
    std::error_code ec;
    if (c.output != "-" && std::filesystem::exists(c.output, ec) && !c.force)
        fail(ExitCode::Usage, c.output + " exists: not overwritten (add --force to replace it)");
    const LabelSetsInput in = loadSets(c);
    const auto table = core::gradeTable(in.named());
    const auto result = core::buildConsensus(table, rule, ties, c.minSets);
    if (result.items == 0)
        fail(ExitCode::NothingToEvaluate, "no item has a consensus grade: nothing written");
    std::ostringstream text;  // written only when complete: no half files
    try {
        core::writeQrelsTrec(result.labels, text);
    } catch (const std::invalid_argument& e) {
        fail(ExitCode::Usage, e.what());
    }
    std::string names;
    for (const auto& n : in.names) names += (names.empty() ? "" : ", ") + n;
    std::fprintf(stderr, "consensus of %s: rule %s; tie rule %s\n", names.c_str(),
                 core::toString(rule), tieRuleText(ties));
    listTies(table, result);
    if (!writeOutput(text.str(), c.output)) fail(ExitCode::BadInput, "cannot write " + c.output);
    std::fprintf(stderr, "wrote %zu labels to %s", result.items, c.output.c_str());
    if (result.tooFew > 0)
        std::fprintf(stderr, " (%zu items graded by fewer than %zu sets left out)", result.tooFew,
                     c.minSets);
    std::fprintf(stderr, "\n");
    return ExitCode::Ok;
}

}  // namespace

void registerConsensusCommand(CLI::App& app, Commands& commands) {
    static ConsensusCli c;
    auto* cmd = app.add_subcommand(
        "consensus",
        "One label set from several: per item the majority, median or mean grade of the sets "
        "that graded it, with a stated tie rule; written as TREC qrels, ties listed on stderr");
    cmd->add_option("LABELS", c.inputs,
                    "Label files (a judge column gives one set per judge), or one project")
        ->required();
    cmd->add_option("--labels", c.sets, "Project: a label set (id or name); repeat it");
    cmd->add_option("--rule", c.rule,
                    "majority (most frequent grade), median (middle grade) or mean (rounded to "
                    "the nearest grade)")
        ->required()
        ->check(CLI::IsMember({"majority", "median", "mean"}));
    cmd->add_option("--ties", c.ties,
                    "Tie rule: lower (default: the lowest tied grade), higher, or drop (leave "
                    "the item out)")
        ->check(CLI::IsMember({"lower", "higher", "drop"}));
    cmd->add_option("--min-sets", c.minSets,
                    "Leave out items graded by fewer sets than this (default 1)")
        ->check(numberIn({1, 1000000, false, false, true}));
    cmd->add_option("-o,--output", c.output, "The qrels file to write (- for stdout)")->required();
    cmd->add_flag("--force", c.force, "Overwrite the output file when it exists");
    commands.add(cmd, [] { return runConsensus(c); });
}

}  // namespace ranklens::cli
