#include "app/cli/judges_json.h"

#include <nlohmann/json.hpp>

namespace ranklens::cli {

namespace {

using nlohmann::ordered_json;

ordered_json valueOrNull(const core::AgreementCoefficient& c) {
    return c.defined ? ordered_json(c.value) : ordered_json(nullptr);
}

ordered_json kappaOrNull(const core::Agreement& a, const core::KappaValue& k) {
    return a.n > 0 && k.defined ? ordered_json(k.kappa) : ordered_json(nullptr);
}

ordered_json pairsJson(const core::MultiAgreement& m) {
    ordered_json pairs = ordered_json::array();
    for (const auto& p : m.pairs) {
        const auto& a = p.agreement;
        pairs.push_back({{"a", m.sets[p.a]},
                         {"b", m.sets[p.b]},
                         {"kappa", kappaOrNull(a, a.unweighted)},
                         {"kappa_linear", kappaOrNull(a, a.linear)},
                         {"kappa_quadratic", kappaOrNull(a, a.quadratic)},
                         {"items", a.n},
                         {"agreed", a.agreed}});
    }
    return pairs;
}

ordered_json goldJson(const core::MultiAgreement& m) {
    ordered_json gold = ordered_json::array();
    for (const auto& g : m.gold)
        gold.push_back({{"set", m.sets[g.set]},
                        {"accuracy", g.agreement.n > 0 ? ordered_json(g.accuracy) : nullptr},
                        {"kappa", kappaOrNull(g.agreement, g.agreement.unweighted)},
                        {"items", g.agreement.n}});
    return gold;
}

ordered_json runNames(const std::vector<std::string>& runs, const std::vector<std::size_t>& idx) {
    ordered_json out = ordered_json::array();
    for (const auto i : idx) out.push_back(runs[i]);
    return out;
}

ordered_json setsJson(const core::compare::MeasureSensitivity& ms,
                      const std::vector<std::string>& runs) {
    ordered_json sets = ordered_json::array();
    for (const auto& s : ms.sets) {
        ordered_json means = ordered_json::object();
        for (std::size_t r = 0; r < runs.size(); ++r) means[runs[r]] = s.means[r];
        sets.push_back({{"labels", s.labels},
                        {"queries", s.queries},
                        {"order", runNames(runs, s.order)},
                        {"means", means}});
    }
    return sets;
}

ordered_json optionalNumber(const std::optional<double>& v) {
    return v ? ordered_json(*v) : ordered_json(nullptr);
}

ordered_json setPairsJson(const core::compare::MeasureSensitivity& ms,
                          const std::vector<std::string>& runs, bool withImpact) {
    ordered_json pairs = ordered_json::array();
    for (const auto& p : ms.pairs) {
        ordered_json shift = ordered_json::object(), changed = ordered_json::array();
        for (std::size_t r = 0; r < runs.size(); ++r) shift[runs[r]] = p.rankShift[r];
        for (const auto& c : p.changed)
            changed.push_back({{"runs", {runs[c.r1], runs[c.r2]}},
                               {"verdict_a", c.verdictA},
                               {"verdict_b", c.verdictB},
                               {"reversed", c.reversed}});
        pairs.push_back({{"a", ms.sets[p.a].labels},
                         {"b", ms.sets[p.b].labels},
                         {"kendall_tau", optionalNumber(p.kendallTau)},
                         {"tau_ap", optionalNumber(p.tauAp)},
                         {"rank_shift", shift},
                         {"changed", changed}});
        if (!p.impact.empty() || withImpact) {
            ordered_json impact = ordered_json::array();
            for (const auto& d : p.impact)
                impact.push_back({{"qid", d.qid},
                                  {"docid", d.doc},
                                  {"grade_a", d.gradeA},
                                  {"grade_b", d.gradeB},
                                  {"delta_a", d.delta},
                                  {"delta_if_b", d.deltaIfB}});
            pairs.back()["impact"] = impact;
        }
    }
    return pairs;
}

ordered_json verdictsJson(const core::compare::MeasureSensitivity& ms,
                          const std::vector<std::string>& runs) {
    ordered_json out = ordered_json::array();
    for (std::size_t s = 0; s < ms.sets.size(); ++s) {
        ordered_json pairs = ordered_json::array();
        for (const auto& v : ms.verdicts[s])
            pairs.push_back({{"runs", {runs[v.r1], runs[v.r2]}},
                             {"verdict", v.text},
                             {"delta", v.delta},
                             {"p", v.p},
                             {"p_adjusted", v.pAdjusted}});
        out.push_back({{"labels", ms.sets[s].labels}, {"pairs", pairs}});
    }
    return out;
}

ordered_json alphaJson(const core::KrippendorffAlpha& a) {
    return {{"nominal", valueOrNull(a.nominal)},
            {"ordinal", valueOrNull(a.ordinal)},
            {"interval", valueOrNull(a.interval)}};
}

ordered_json queriesJson(const std::vector<core::QueryAgreement>& byQuery) {
    ordered_json out = ordered_json::array();
    for (const auto& q : byQuery)
        out.push_back({{"qid", q.qid},
                       {"items", q.items},
                       {"unanimous", q.unanimous},
                       {"krippendorff_alpha", alphaJson(q.alpha)}});
    return out;
}

ordered_json holesJson(const std::vector<HolesOfSet>& all) {
    ordered_json out = ordered_json::array();
    for (const auto& s : all) {
        const auto& h = s.holes;
        ordered_json items = ordered_json::array();
        for (const auto& i : h.influence)
            items.push_back({{"qid", i.qid},
                             {"docid", i.doc},
                             {"rank_1", i.rank1},
                             {"rank_2", i.rank2},
                             {"delta_if_top", i.deltaIfTop},
                             {"shift", i.shift},
                             {"flips", i.flips}});
        out.push_back({{"measure", s.measure},
                       {"labels", s.labels},
                       {"runs", {s.run1, s.run2}},
                       {"k", h.k},
                       {"top_grade", h.topGrade},
                       {"queries", h.queries},
                       {"holes", h.holes},
                       {"delta", h.delta},
                       {"best", h.best},
                       {"worst", h.worst},
                       {"survives", h.survives},
                       {"items", items}});
    }
    return out;
}

}  // namespace

std::vector<HolesOfSet> holesOfSets(const std::vector<const core::Run*>& runs,
                                    const std::vector<std::string>& names,
                                    const std::vector<core::NamedLabels>& sets,
                                    const core::EvalConfig& cfg,
                                    const std::vector<core::compare::MetricColumn>& metrics,
                                    std::size_t r1, std::size_t r2, std::size_t k) {
    std::vector<HolesOfSet> out;
    for (const auto& m : metrics)
        for (const auto& s : sets)
            out.push_back(
                {m.key, s.name, names[r1], names[r2],
                 core::compare::judgingHoles(*runs[r1], *runs[r2], *s.labels, cfg, m, k)});
    return out;
}

bool meanConfidence(const LabelSetsInput& sets, std::size_t set, double& mean) {
    if (set >= sets.confidences.size() || sets.confidences[set].empty()) return false;
    double sum = 0;
    for (const auto& c : sets.confidences[set]) sum += c.confidence;
    mean = sum / static_cast<double>(sets.confidences[set].size());
    return true;
}

std::string agreementJson(const core::MultiAgreement& m, const LabelSetsInput& sets,
                          const std::vector<core::QueryAgreement>* byQuery) {
    ordered_json j;
    j["items"] = m.items;
    j["sets"] = m.sets;
    ordered_json labels = ordered_json::object(), confidence = ordered_json::object();
    for (std::size_t s = 0; s < m.sets.size(); ++s) {
        labels[m.sets[s]] = m.labels[s];
        if (double c = 0; meanConfidence(sets, s, c)) confidence[m.sets[s]] = c;
    }
    j["labels"] = labels;
    j["fleiss_kappa"] = valueOrNull(m.fleiss.kappa);
    if (!m.fleiss.kappa.defined) j["fleiss_kappa_note"] = m.fleiss.kappa.why;
    j["fleiss_items"] = m.fleiss.items;
    const auto& a = m.alpha;
    j["krippendorff_alpha"] = alphaJson(a);
    if (!a.nominal.defined) j["krippendorff_alpha_note"] = a.nominal.why;
    j["alpha_items"] = a.items;
    j["pairs"] = pairsJson(m);
    if (!m.goldName.empty()) j["gold_set"] = m.goldName;
    j["gold"] = goldJson(m);
    if (!confidence.empty()) j["confidence"] = confidence;
    if (byQuery) j["queries"] = queriesJson(*byQuery);
    return j.dump(2) + "\n";
}

std::string sensitivityJson(const core::compare::LabelSensitivity& s,
                            const std::vector<HolesOfSet>& holes) {
    ordered_json j;
    j["runs"] = s.runs;
    j["test"] = s.options.describe();
    if (s.impactRuns)
        j["impact_runs"] = {s.runs[s.impactRuns->first], s.runs[s.impactRuns->second]};
    ordered_json measures = ordered_json::array();
    for (const auto& ms : s.measures)
        measures.push_back({{"measure", ms.metric.key},
                            {"display", ms.metric.display},
                            {"sets", setsJson(ms, s.runs)},
                            {"pairs_of_sets", setPairsJson(ms, s.runs, s.impactRuns.has_value())},
                            {"verdicts", verdictsJson(ms, s.runs)}});
    j["measures"] = measures;
    if (!holes.empty()) j["holes"] = holesJson(holes);
    return j.dump(2) + "\n";
}

}  // namespace ranklens::cli
