// `ranklens-cli explain QRELS RUN -q QID -m MEASURE`: one query's number, rank by rank — the
// value of the measure had the list stopped at each rank and what the rank changed
// (core/teaching/explain_by_rank.h), under the measure's definition. The last row is the number
// `eval -q` prints for that query.
#include <cstdio>
#include <string>
#include <vector>

#include "app/cli/commands.h"
#include "core/base/number_check.h"
#include "core/io/input_format.h"
#include "core/measures/measure_spec.h"
#include "core/teaching/explain_by_rank.h"

namespace ranklens::cli {

namespace {

struct ExplainArgs {
    std::string qrels, run, qid, measure;
};

std::string gradeText(std::int32_t g) {
    return g == core::kUnjudged ? std::string("-") : std::to_string(g);
}

ExitCode explainQuery(const ExplainArgs& a) {
    std::vector<core::MeasureRequest> requests;
    try {
        core::addMeasureSpec(a.measure, requests);
    } catch (const core::MeasureSpecError& e) {
        throw CommandFailure{ExitCode::Usage, e.what()};
    }
    if (requests.size() != 1 || requests[0].params.size() > 1)
        throw CommandFailure{ExitCode::Usage,
                             "-m names one measure with at most one cut-off or level"};
    const core::MeasureInfo& m = *requests[0].measure;
    core::Run run;
    core::Qrels qrels;
    try {
        qrels = core::readQrels(a.qrels);
        run = core::readRun(a.run);
    } catch (const std::exception& e) {
        throw inputFailure(e);
    }
    const core::EvalConfig cfg;
    run.order(cfg.ties);
    const core::RunQuery* q = run.find(a.qid);
    if (!q) throw CommandFailure{ExitCode::Usage, a.run + ": no query '" + a.qid + "'"};
    core::JudgedRanking judged;
    core::judge(q, qrels.find(a.qid), cfg, judged);
    if (const std::string why = core::teaching::notExplainableByRank(m, judged); !why.empty())
        throw CommandFailure{ExitCode::Usage,
                             std::string(m.name) + " cannot be read rank by rank: " + why};
    std::optional<double> param;
    if (!requests[0].params.empty()) param = requests[0].params[0];
    const auto e = core::teaching::explainByRank(judged, cfg, m, param);
    std::vector<std::string> docids;
    core::forEachKeptDoc(*q, qrels.find(a.qid), cfg, judged.grades.size(),
                         [&](std::size_t, const char* doc) { docids.emplace_back(doc); });
    std::printf("%s", std::string(m.name).c_str());
    if (e->param) std::printf(" at %s", core::shortNumber(*e->param).c_str());
    std::printf(" for query %s: %s\n", a.qid.c_str(), core::shortNumber(e->value).c_str());
    std::printf("  %s\n", std::string(m.description).c_str());
    std::printf("  %lld relevant item(s) in the labels; an empty list scores %s\n\n",
                static_cast<long long>(judged.numRel),
                core::shortNumber(e->emptyListValue).c_str());
    std::printf("%6s  %-24s %6s  %12s  %12s\n", "rank", "item", "grade", "value", "change");
    for (const auto& s : e->steps) {
        const auto i = static_cast<std::size_t>(s.rank - 1);
        std::printf("%6d  %-24s %6s  %12.6f  %+12.6f\n", s.rank,
                    i < docids.size() ? docids[i].c_str() : "", gradeText(s.grade).c_str(), s.value,
                    s.change);
    }
    return ExitCode::Ok;
}

}  // namespace

void registerExplainCommand(CLI::App& app, Commands& commands) {
    auto* cmd = app.add_subcommand(
        "explain", "One query's value of one measure, rank by rank (what each rank changed)");
    static ExplainArgs a;
    cmd->add_option("qrels", a.qrels, "Labels (TREC qrels, CSV or JSONL)")->required();
    cmd->add_option("run", a.run, "Run (TREC, CSV or JSONL)")->required();
    cmd->add_option("-q,--query", a.qid, "The query")->required();
    cmd->add_option("-m,--measure", a.measure, "The measure, e.g. bpref, P.5, iprec_at_recall.0.5")
        ->required();
    commands.add(cmd, [] { return explainQuery(a); });
}

}  // namespace ranklens::cli
