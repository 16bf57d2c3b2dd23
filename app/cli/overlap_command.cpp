// `ranklens-cli overlap RUN_A RUN_B`: how much two runs' rankings agree, without labels: per
// query both runs returned, Jaccard of the top d and extrapolated rank-biased overlap (Webber,
// Moffat & Zobel 2010, eq. 32), each run in its trec_eval ranking order; and their means.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <sstream>

#include "app/cli/commands.h"
#include "app/cli/output_file.h"
#include "core/compare/run_overlap.h"
#include "core/io/input_format.h"

namespace ranklens::cli {
namespace {

struct OverlapCli {
    std::string runA, runB, format = "text", output;
    std::size_t depth = 10;
    double rboP = 0.9;
};

using core::compare::QueryOverlap;

// Each run in trec_eval's ranking order, as the evaluation reads it.
std::vector<QueryOverlap> overlaps(core::Run& a, core::Run& b, const OverlapCli& c) {
    a.order(core::TiePolicy::TrecEval);
    b.order(core::TiePolicy::TrecEval);
    return core::compare::queryOverlaps(a, b, c.depth, c.rboP);
}

std::string render(const std::vector<QueryOverlap>& q, const OverlapCli& c) {
    const core::compare::MeanOverlap mean = core::compare::meanOverlap(q);
    const double j = mean.jaccard, r = mean.rbo;
    if (c.format == "json") {
        nlohmann::json per = nlohmann::json::array();
        for (const auto& x : q)
            per.push_back({{"qid", x.qid}, {"jaccard", x.jaccard}, {"rbo", x.rbo}});
        nlohmann::json out{{"queries", q.size()},
                           {"depth", c.depth},
                           {"rbo_p", c.rboP},
                           {"mean", {{"jaccard", j}, {"rbo", r}}},
                           {"per_query", per}};
        return out.dump(2) + "\n";
    }
    std::ostringstream o;
    char buf[160];
    std::snprintf(buf, sizeof buf, "%-20s %10s %10s\n", "qid", "jaccard", "rbo");
    o << "Overlap of " << c.runA << " and " << c.runB << " over the " << q.size()
      << " queries both returned (top " << c.depth << ", RBO p " << c.rboP << ", extrapolated)\n"
      << buf;
    for (const auto& x : q) {
        std::snprintf(buf, sizeof buf, "%-20s %10.4f %10.4f\n", x.qid.c_str(), x.jaccard, x.rbo);
        o << buf;
    }
    std::snprintf(buf, sizeof buf, "%-20s %10.4f %10.4f\n", "mean", j, r);
    return o.str() + buf;
}

ExitCode runOverlap(const OverlapCli& c) {
    if (c.depth == 0) fail(ExitCode::Usage, "--depth must be at least 1");
    if (!(c.rboP > 0 && c.rboP < 1)) fail(ExitCode::Usage, "--rbo-p must be in (0, 1)");
    core::Run a, b;
    try {
        a = core::readRun(c.runA);
        b = core::readRun(c.runB);
    } catch (const core::ParseError& e) {
        for (const auto& i : e.issues()) std::fprintf(stderr, "%s\n", i.str().c_str());
        return ExitCode::BadInput;
    } catch (const std::exception& e) {
        throw inputFailure(e);
    }
    const std::vector<QueryOverlap> q = overlaps(a, b, c);
    if (q.empty())
        fail(ExitCode::NothingToEvaluate,
             c.runA + " and " + c.runB + " have no query in common: nothing to compare");
    if (!writeOutput(render(q, c), c.output))
        fail(ExitCode::BadInput, "could not write " + c.output);
    return ExitCode::Ok;
}

}  // namespace

void registerOverlapCommand(CLI::App& app, Commands& commands) {
    static OverlapCli c;
    auto* cmd = app.add_subcommand(
        "overlap",
        "How much two runs' rankings agree, without labels: Jaccard of the top d and "
        "rank-biased overlap (extrapolated), per query both returned and on average.");
    cmd->add_option("RUN_A", c.runA, "A run file")->required();
    cmd->add_option("RUN_B", c.runB, "Another run file")->required();
    cmd->add_option("--depth", c.depth, "Depth d of both measures (default 10)");
    cmd->add_option("--rbo-p", c.rboP, "RBO persistence p in (0, 1) (default 0.9)");
    cmd->add_option("--format", c.format, "text (default) or json")
        ->check(CLI::IsMember({"text", "json"}));
    cmd->add_option("-o,--output", c.output, "Write to this file instead of stdout");
    commands.add(cmd, [] { return runOverlap(c); });
}

}  // namespace ranklens::cli
