// `ranklens-cli measures`: the measure registry as a reference card (the same table the GUI's
// help and the README read).
#include <cstdio>
#include <string>

#include "app/cli/commands.h"
#include "core/measures/measure.h"
#include "core/measures/measure_spec.h"

namespace ranklens::cli {

namespace {

const char* shapeName(core::MeasureShape s) {
    switch (s) {
        case core::MeasureShape::Curve:
            return "cut-off k";
        case core::MeasureShape::Scalar:
            return "one value";
        case core::MeasureShape::Levels:
            return "levels (recall, or persistence p)";
        case core::MeasureShape::RunLevel:
            return "whole run, cut-off k";
    }
    return "";
}

std::string params(const core::MeasureInfo& m) {
    std::string s;
    for (double p : m.defaultParams) {
        char buf[32];
        std::snprintf(buf, sizeof buf, "%g", p);
        s += (s.empty() ? "" : ",") + std::string(buf);
    }
    return s;
}

}  // namespace

void registerMeasuresCommand(CLI::App& app, Commands& commands) {
    auto* cmd = app.add_subcommand("measures", "List every measure with its definition");
    static bool markdown = false;
    cmd->add_flag("--markdown", markdown, "Print a Markdown table");
    commands.add(cmd, [] {
        if (markdown) {
            std::printf(
                "| name (-m) | trec_eval | label | per query | default cut-offs | definition |\n");
            std::printf("|---|---|---|---|---|---|\n");
        }
        for (const auto& m : core::measureRegistry()) {
            const std::string name(m.name), trec(m.trecName.empty() ? "-" : m.trecName),
                label(m.label), desc(m.description);
            if (markdown) {
                std::printf("| `%s` | %s | %s | %s | %s | %s |\n", name.c_str(), trec.c_str(),
                            label.c_str(), shapeName(m.shape), params(m).c_str(), desc.c_str());
            } else {
                std::printf("%s  (%s; trec_eval: %s; %s", name.c_str(), label.c_str(), trec.c_str(),
                            shapeName(m.shape));
                if (!m.defaultParams.empty()) std::printf("; default %s", params(m).c_str());
                std::printf(")\n    %s\n\n", desc.c_str());
            }
        }
        if (!markdown) {
            std::printf("Sets: official =");
            for (const auto& n : core::officialMeasureNames()) std::printf(" %s", n.c_str());
            std::printf("\n      all_trec =");
            for (const auto& n : core::allTrecMeasureNames()) std::printf(" %s", n.c_str());
            std::printf(
                "\nAliases: P@k R@k F1@k ndcg@k map@k mrr@k hit@k dcg@k judged@k "
                "coverage@k err@k nerr@k rbp_cut@k (p: --rbp-p) rbp@p (rbp.p=0.8), mrr, map, ndcg, "
                "rprec, err, nerr\n");
            std::printf(
                "Beyond accuracy (need --items; popularity: --popularity): ild@k catcov@k "
                "novelty@k arp@k longtail@k per query; gini@k and coverage@k whole-run values\n");
        }
        return ExitCode::Ok;
    });
}

}  // namespace ranklens::cli
