// The leaderboard's renderings: text, Markdown, HTML, LaTeX and CSV through TableDocument, and
// JSON (the contract of `ranklens-cli leaderboard --format json`).
#include <cmath>
#include <cstdio>
#include <nlohmann/json.hpp>

#include "core/compare/leaderboard.h"
#include "core/compare/table_document.h"

namespace ranklens::core::compare {

namespace {

using nlohmann::json;

std::string lbFixed(double v, bool sign = false) {
    char buf[64];
    std::snprintf(buf, sizeof buf, sign ? "%+.4f" : "%.4f", v == 0 ? 0.0 : v);  // no -0.0000
    std::string s = buf;
    if (s == "+0.0000" || s == "-0.0000") s = "0.0000";  // below the shown precision: no sign
    return s;
}

std::string lbOptional(const std::optional<double>& v, bool sign = false) {
    return v ? lbFixed(*v, sign) : "–";
}

std::string lbP(double p) {
    return p < 0.0001 ? "<0.0001" : lbFixed(p);
}

std::string lbTargetKey(double t) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", t);
    return buf;
}

DocTable lbRunsTable(const Leaderboard& l, const LeaderboardMeasure& m) {
    const auto& r = m.result;
    DocTable t{m.column.display + " (" + std::to_string(r.topics) + " queries)",
               {"rank", "run", "mean", "CI low", "CI high", "group"},
               {},
               {}};
    for (std::size_t i = 0; i < r.ranking.size(); ++i) {
        const auto& s = r.systems[r.ranking[i]];
        t.rows.push_back({std::to_string(i + 1), l.runs[r.ranking[i]], lbFixed(s.mean),
                          lbOptional(s.ciLow), lbOptional(s.ciHigh), s.group});
    }
    t.notes.push_back("Runs that share a letter are not told apart by the test.");
    if (const std::string s = powerSentence(m, l.options); !s.empty()) t.notes.push_back(s);
    return t;
}

DocTable lbPairsTable(const Leaderboard& l, const LeaderboardMeasure& m) {
    DocTable t{m.column.display + ": every pair (Δ = mean of b − mean of a)",
               {"a", "b", "Δ", "p", "p adjusted", "significant", "CI low", "CI high", "effect size",
                "MDE"},
               {},
               {}};
    for (double target : l.options.targetDeltas)
        t.headers.push_back("queries for Δ " + lbTargetKey(target));
    for (const auto& p : m.result.pairs) {
        std::vector<std::string> row{l.runs[p.a],
                                     l.runs[p.b],
                                     lbFixed(p.delta, true),
                                     lbP(p.p),
                                     lbP(p.pAdjusted),
                                     p.significant ? "yes" : "no",
                                     lbFixed(p.ciLow, true),
                                     lbFixed(p.ciHigh, true),
                                     lbOptional(p.effectSize, true),
                                     lbOptional(p.mde)};
        for (const auto& n : p.queriesNeeded) row.push_back(n ? std::to_string(*n) : "–");
        t.rows.push_back(row);
        if (!p.missingReason.empty())
            t.notes.push_back(l.runs[p.a] + " / " + l.runs[p.b] + ": effect size – (" +
                              p.missingReason + ")");
    }
    return t;
}

DocTable lbAnovaTable(const LeaderboardMeasure& m) {
    const auto& a = m.result.anova;
    DocTable t{m.column.display + ": ANOVA, score ~ system + topic",
               {"term", "df", "sum of squares", "mean square", "F", "p"},
               {},
               {}};
    auto f = [](const std::optional<double>& v) { return v ? lbFixed(*v) : "–"; };
    auto p = [](const std::optional<double>& v) { return v ? lbP(*v) : "–"; };
    t.rows.push_back({"system", std::to_string(a.dfSystem), lbFixed(a.ssSystem),
                      lbFixed(a.msSystem), f(a.fSystem), p(a.pSystem)});
    t.rows.push_back({"topic", std::to_string(a.dfTopic), lbFixed(a.ssTopic), lbFixed(a.msTopic),
                      f(a.fTopic), p(a.pTopic)});
    t.rows.push_back({"residual", std::to_string(a.dfResidual), lbFixed(a.ssResidual),
                      lbFixed(a.msResidual), "–", "–"});
    if (!a.fSystem) t.notes.push_back("F – : the scores have no residual variation");
    return t;
}

TableDocument leaderboardDocument(const Leaderboard& l) {
    TableDocument d;
    d.title = "RankLens leaderboard";
    d.heading.push_back(std::to_string(l.runs.size()) + " runs over " + std::to_string(l.queries) +
                        " labelled queries (a query a run did not return scores 0)");
    d.heading.push_back("Test: " + describeTest(l.options));
    d.heading.push_back("Definitions: " + l.definitions);
    for (const auto& m : l.measures) {
        d.tables.push_back(lbRunsTable(l, m));
        d.tables.push_back(lbPairsTable(l, m));
        d.tables.push_back(lbAnovaTable(m));
    }
    return d;
}

json lbNum(double v) {
    return std::isfinite(v) ? json(v) : json(nullptr);
}
json lbOpt(const std::optional<double>& v) {
    return v ? lbNum(*v) : json(nullptr);
}

json lbPairJson(const Leaderboard& l, const stats::PairSummary& p) {
    json needed = json::object();
    for (std::size_t i = 0; i < p.queriesNeeded.size(); ++i)
        needed[lbTargetKey(l.options.targetDeltas[i])] =
            p.queriesNeeded[i] ? json(*p.queriesNeeded[i]) : json(nullptr);
    json j{{"a", l.runs[p.a]},
           {"b", l.runs[p.b]},
           {"delta", lbNum(p.delta)},
           {"p", lbNum(p.p)},
           {"p_adjusted", lbNum(p.pAdjusted)},
           {"significant", p.significant},
           {"ci_low", lbNum(p.ciLow)},
           {"ci_high", lbNum(p.ciHigh)},
           {"sd_differences", lbNum(p.sdDiff)},
           {"effect_size", lbOpt(p.effectSize)},
           {"mde", lbOpt(p.mde)},
           {"queries_needed", needed}};
    if (!p.missingReason.empty()) j["effect_size_reason"] = p.missingReason;
    return j;
}

json lbAnovaJson(const stats::AnovaTable& a) {
    return {{"df_system", a.dfSystem},
            {"df_topic", a.dfTopic},
            {"df_residual", a.dfResidual},
            {"ss_system", lbNum(a.ssSystem)},
            {"ss_topic", lbNum(a.ssTopic)},
            {"ss_residual", lbNum(a.ssResidual)},
            {"ms_system", lbNum(a.msSystem)},
            {"ms_topic", lbNum(a.msTopic)},
            {"ms_residual", lbNum(a.msResidual)},
            {"f_system", lbOpt(a.fSystem)},
            {"p_system", lbOpt(a.pSystem)},
            {"f_topic", lbOpt(a.fTopic)},
            {"p_topic", lbOpt(a.pTopic)}};
}

json lbMeasureJson(const Leaderboard& l, const LeaderboardMeasure& m) {
    json runs = json::array(), pairs = json::array();
    for (std::size_t s : m.result.ranking) {
        const auto& r = m.result.systems[s];
        runs.push_back({{"run", l.runs[s]},
                        {"mean", lbNum(r.mean)},
                        {"ci_low", lbOpt(r.ciLow)},
                        {"ci_high", lbOpt(r.ciHigh)},
                        {"group", r.group}});
    }
    for (const auto& p : m.result.pairs) pairs.push_back(lbPairJson(l, p));
    const std::string power = powerSentence(m, l.options);
    return {{"measure", m.spec},
            {"display", m.column.display},
            {"queries", m.result.topics},
            {"runs", runs},
            {"pairs", pairs},
            {"anova", lbAnovaJson(m.result.anova)},
            {"power_sentence", power.empty() ? json(nullptr) : json(power)}};
}

std::string leaderboardJson(const Leaderboard& l) {
    const auto& o = l.options;
    json j{{"alpha", o.alpha},
           {"confidence", o.confidence},
           {"power", o.power},
           {"test", stats::pairTestKey(o.test)},
           {"correction", stats::usesCorrection(o.test)
                              ? json(std::string(stats::correctionKey(o.correction)))
                              : json(nullptr)},
           {"permutations", o.permutations},
           {"seed", o.seed},
           {"target_deltas", o.targetDeltas},
           {"definitions", l.definitions},
           {"runs_given", l.runs},
           {"measures", json::array()}};
    for (const auto& m : l.measures) j["measures"].push_back(lbMeasureJson(l, m));
    return j.dump(2) + "\n";
}

}  // namespace

std::string renderLeaderboard(const Leaderboard& l, ReportFormat f) {
    switch (f) {
        case ReportFormat::Json:
            return leaderboardJson(l);
        case ReportFormat::Markdown:
            return renderDocMarkdown(leaderboardDocument(l));
        case ReportFormat::Html:
            return renderDocHtml(leaderboardDocument(l));
        case ReportFormat::Latex:
            return renderDocLatex(leaderboardDocument(l));
        case ReportFormat::Csv:
            return renderDocCsv(leaderboardDocument(l));
        case ReportFormat::Text:
            break;
    }
    return renderDocText(leaderboardDocument(l));
}

}  // namespace ranklens::core::compare
