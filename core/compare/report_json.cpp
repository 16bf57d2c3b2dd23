#include "core/compare/report_json.h"

#include <cmath>
#include <nlohmann/json.hpp>

namespace ranklens::core::compare {
namespace {

const ComparisonInput& in(const ComparisonReport& r) {
    return *r.input;
}
const Comparison& cmp(const ComparisonReport& r) {
    return *r.comparison;
}

nlohmann::json jnum(double v) {
    return std::isfinite(v) ? nlohmann::json(v) : nlohmann::json(nullptr);
}

nlohmann::json tableJson(const ComparisonReport& r, const ComparisonTable& t) {
    nlohmann::json cells = nlohmann::json::array();
    for (std::size_t run = 0; run < t.cells.size(); ++run)
        for (std::size_t m = 0; m < t.cells[run].size(); ++m) {
            const Cell& c = t.cells[run][m];
            cells.push_back({{"run", in(r).runNames[run]},
                             {"metric", in(r).metrics[m].display},
                             {"column", in(r).metrics[m].key},
                             {"baseline", jnum(c.baseline)},
                             {"value", jnum(c.value)},
                             {"delta", jnum(c.delta)},
                             {"relative_delta", jnum(c.relDelta)},
                             {"tested", c.tested},
                             {"p_t", c.tested ? jnum(c.pT) : nullptr},
                             {"p_randomization", c.tested ? jnum(c.pRandom) : nullptr},
                             {"p", c.tested ? jnum(c.p) : nullptr},
                             {"p_adjusted", c.tested ? jnum(c.pAdjusted) : nullptr},
                             {"significant", c.significant},
                             {"effect_dz", c.tested ? jnum(c.effect) : nullptr},
                             {"effect_dz_reason", c.tested && !c.effectReason.empty()
                                                      ? nlohmann::json(c.effectReason)
                                                      : nlohmann::json(nullptr)},
                             {"mde", c.tested ? jnum(c.mde) : nullptr},
                             {"ci", {jnum(c.ci.low), jnum(c.ci.high)}},
                             {"wins", c.wins},
                             {"ties", c.ties},
                             {"losses", c.losses},
                             {"queries", c.queries}});
        }
    return {{"segment", t.segment}, {"queries", t.queries}, {"cells", cells}};
}

// Every run against each other baseline (the window's other tables), corrected with the
// overall table as one family (test.family_size tests).
nlohmann::json otherBaselinesJson(const ComparisonReport& r) {
    const auto& c = cmp(r);
    nlohmann::json out = nlohmann::json::array();
    for (std::size_t i = 0; i < c.byBaseline.size(); ++i) {
        auto t = tableJson(r, c.byBaseline[i]);
        t["baseline"] = in(r).runNames[c.options.otherBaselines[i]];
        nlohmann::json readings = nlohmann::json::array();
        if (i < r.otherReadings.size())
            for (const auto& rd : r.otherReadings[i])
                readings.push_back({{"text", rd.text}, {"evidence", rd.evidence}});
        t["readings"] = readings;
        out.push_back(std::move(t));
    }
    return out;
}

nlohmann::json guardrailsJson(const ComparisonReport& r) {
    nlohmann::json g = {{"preset", r.guardrails->name}, {"runs", nlohmann::json::array()}};
    for (const auto& card : r.scorecards) {
        nlohmann::json rules = nlohmann::json::array();
        auto add = [&](const RuleCheck& k, const char* role) {
            rules.push_back({{"role", role},
                             {"rule", k.rule.text()},
                             {"found", k.found},
                             {"pass", k.pass},
                             {"inconclusive", k.inconclusive},
                             {"detail", k.detail}});
        };
        add(card.primary, "primary");
        for (const auto& x : card.guards) add(x, "guard");
        g["runs"].push_back({{"run", in(r).runNames[card.run]},
                             {"pass", card.pass},
                             {"inconclusive", card.inconclusive},
                             {"rules", rules}});
    }
    return g;
}

}  // namespace

std::string renderJson(const ComparisonReport& r) {
    const auto& c = cmp(r);
    nlohmann::json j;
    j["baseline"] = in(r).runNames[c.options.baseline];
    j["runs"] = in(r).runNames;
    j["definitions"] = in(r).definitions;
    j["notes"] = in(r).notes;
    // The query-set rule: what every mean of the report averages, and the runs that missed
    // labelled queries.
    nlohmann::json coverage = nlohmann::json::array();
    for (std::size_t i = 0; i < in(r).coverage.size(); ++i)
        coverage.push_back({{"run", in(r).runNames[i]},
                            {"labelled_queries", in(r).coverage[i].labelled},
                            {"returned_labelled_queries", in(r).coverage[i].returned},
                            {"missed_labelled_queries", in(r).coverage[i].missing()}});
    j["query_set"] = {{"pairing", toString(in(r).pairing)},
                      {"queries", in(r).qids.size()},
                      {"labelled", in(r).labelled},
                      {"mean", in(r).describePairing()},
                      {"coverage", coverage}};
    j["test"] = {{"description", c.options.describe()},
                 {"kind", toString(c.options.test)},
                 {"permutations", c.options.permutations},
                 {"seed", c.options.seed},
                 {"bootstrap_resamples", c.options.resamples},
                 {"confidence", c.options.confidence},
                 {"correction", std::string(stats::correctionName(c.options.correction))},
                 {"alpha", c.options.alpha},
                 {"weighted", c.options.weighted}};
    nlohmann::json metrics = nlohmann::json::array();
    for (const auto& m : in(r).metrics)
        metrics.push_back({{"display", m.display},
                           {"column", m.key},
                           {"description", std::string(m.measure->description)}});
    j["metrics"] = metrics;
    j["overall"] = tableJson(r, c.overall);
    if (!c.byBaseline.empty()) {
        j["other_baselines"] = otherBaselinesJson(r);
        j["test"]["family_size"] = c.familySize;
    }
    j["segments"] = nlohmann::json::array();
    for (const auto& s : c.segments) j["segments"].push_back(tableJson(r, s));
    j["warnings"] = nlohmann::json::array();
    for (const auto& w : c.warnings) j["warnings"].push_back(w.text);
    j["readings"] = nlohmann::json::array();
    for (const auto& rd : r.readings)
        j["readings"].push_back({{"text", rd.text}, {"evidence", rd.evidence}});
    if (r.guardrails) j["guardrails"] = guardrailsJson(r);
    if (r.sensitivity) {
        const auto& s = *r.sensitivity;
        nlohmann::json flips = nlohmann::json::array();
        for (const auto& f : s.flips)
            flips.push_back({{"run", in(r).runNames[f.run]},
                             {"metric", in(r).metrics[f.metric].display},
                             {"qid", f.qid},
                             {"delta_a", f.deltaA},
                             {"delta_b", f.deltaB}});
        j["sensitivity"] = {{"definitions_a", s.definitionsA},
                            {"definitions_b", s.definitionsB},
                            {"query_flips", flips}};
    }
    return j.dump(2) + "\n";
}

}  // namespace ranklens::core::compare
