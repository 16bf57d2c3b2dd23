#include "app/cli/behaviour_output.h"

#include <cstdio>
#include <nlohmann/json.hpp>
#include <sstream>

#include "core/behaviour/log_time.h"

namespace ranklens::cli {

namespace bh = core::behaviour;

namespace {

constexpr const char* kGainDefinitions[] = {
    "raw: g = clicks / impressions of the item (click-through rate)",
    "ips: g = sum(click * w) / impressions, w = min(1/p(pos), clip)",
    ("snips: g = sum(click * w) / sum(p(pos) * w) over the item's impressions "
     "(self-normalised; = ips when nothing is clipped)")};
constexpr const char* kMetricDefinitions[] = {
    "P@k = sum_{i<=k} g_i / k", "recall@k = sum_{i<=k} g_i / sum of g over the logged items",
    "DCG@k = sum_{i<=k} g_i / log2(i+1)",
    "NDCG@k = DCG@k / IDCG@k, ideal = the query's logged gains sorted descending"};

std::string fmt(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.4f", v);
    return buf;
}

std::string unexposedDefinition(bh::Unexposed u) {
    return u == bh::Unexposed::Excluded
               ? "excluded: items never shown for the query are removed from the ranking"
               : "nonrelevant: items never shown for the query count as non-relevant (gain 0)";
}

std::string clipText(double clip) {
    if (clip <= 0) return "none";
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", clip);
    return buf;
}

// nonrelevant / excluded mean; nullopt when the excluded mean is 0.
std::optional<double> ratio(double full, double exposed) {
    if (exposed == 0) return std::nullopt;
    return full / exposed;
}

struct Named {
    const char* name;
    double bh::MetricSet::*field;
};
constexpr Named kMetrics[] = {{"P", &bh::MetricSet::precision},
                              {"recall", &bh::MetricSet::recall},
                              {"DCG", &bh::MetricSet::dcg},
                              {"NDCG", &bh::MetricSet::ndcg}};

void tsvRows(std::ostringstream& o, const bh::DebiasedResult& res, const std::string& qid,
             const std::vector<bh::MetricSet>& values) {
    for (const auto& m : kMetrics)
        for (std::size_t ki = 0; ki < res.ks.size(); ++ki) {
            o << bh::unexposedName(res.unexposed) << '\t' << qid << '\t' << m.name << '@'
              << res.ks[ki];
            for (bh::Estimator e : bh::kEstimators)
                o << '\t' << fmt(res.at(values, e, ki).*m.field);
            o << '\n';
        }
}

void tsvRatioRows(std::ostringstream& o, const bh::DebiasedResult& full,
                  const bh::DebiasedResult& exposed) {
    for (const auto& m : kMetrics)
        for (std::size_t ki = 0; ki < full.ks.size(); ++ki) {
            o << "ratio\tall\t" << m.name << '@' << full.ks[ki];
            for (bh::Estimator e : bh::kEstimators) {
                const auto r = ratio(full.at(full.mean, e, ki).*m.field,
                                     exposed.at(exposed.mean, e, ki).*m.field);
                o << '\t' << (r ? fmt(*r) : "-");
            }
            o << '\n';
        }
}

}  // namespace

std::string renderLogEvalTsv(const LogEvalReport& r) {
    std::ostringstream o;
    o << "# log-eval: position-debiased metrics of " << r.runPath << " from " << r.logPath << '\n'
      << "# propensity " << r.propensity << "; clip " << clipText(r.clip) << '\n';
    for (const char* d : kGainDefinitions) o << "# " << d << '\n';
    for (const char* d : kMetricDefinitions) o << "# " << d << '\n';
    o << "# log: " << r.events << " events used, " << r.ignoredEvents << " ignored";
    if (r.firstTime)
        o << ", time range " << bh::formatLogTime(*r.firstTime) << " .. "
          << bh::formatLogTime(*r.lastTime);
    o << '\n';
    if (r.leak)
        o << "# leak check (cutoff " << bh::formatLogTime(r.leak->cutoff) << "): " << r.leak->before
          << " events at or before it, " << r.leak->after << " after, " << r.leak->undated
          << " undated, " << r.leak->dropped << " dropped\n";
    for (const auto& res : r.results)
        o << "# " << unexposedDefinition(res.unexposed) << "; " << res.queries.size()
          << " queries with clicks (" << res.skippedNoClick << " logged queries without a click "
          << "skipped, " << res.missingFromRun << " not in the run: scored 0)\n";
    if (r.results.size() == 2) o << "# ratio: nonrelevant mean / excluded mean (- when 0)\n";
    o << "unexposed\tquery\tmetric\traw\tips\tsnips\n";
    for (const auto& res : r.results) {
        tsvRows(o, res, "all", res.mean);
        if (r.perQuery)
            for (const auto& q : res.queries) tsvRows(o, res, q.qid, q.values);
    }
    if (r.results.size() == 2) tsvRatioRows(o, r.results[0], r.results[1]);
    return o.str();
}

namespace {

nlohmann::json valuesJson(const bh::DebiasedResult& res, const std::vector<bh::MetricSet>& v) {
    nlohmann::json out = nlohmann::json::object();
    for (const auto& m : kMetrics)
        for (std::size_t ki = 0; ki < res.ks.size(); ++ki) {
            nlohmann::json cell;
            for (bh::Estimator e : bh::kEstimators)
                cell[bh::estimatorName(e)] = res.at(v, e, ki).*m.field;
            out[std::string(m.name) + "@" + std::to_string(res.ks[ki])] = cell;
        }
    return out;
}

nlohmann::json definitionsJson(const LogEvalReport& r) {
    nlohmann::json d;
    d["propensity"] = r.propensity;
    d["clip"] = r.clip > 0 ? nlohmann::json(r.clip) : nlohmann::json(nullptr);
    d["gains"] = kGainDefinitions;
    d["metrics"] = kMetricDefinitions;
    for (const auto& res : r.results)
        d["unexposed"][bh::unexposedName(res.unexposed)] = unexposedDefinition(res.unexposed);
    return d;
}

}  // namespace

std::string renderLogEvalJson(const LogEvalReport& r) {
    nlohmann::json j;
    j["log"] = {{"file", r.logPath}, {"events", r.events}, {"ignored_events", r.ignoredEvents}};
    if (r.firstTime) {
        j["log"]["first_time"] = bh::formatLogTime(*r.firstTime);
        j["log"]["last_time"] = bh::formatLogTime(*r.lastTime);
    }
    j["run"] = r.runPath;
    j["definitions"] = definitionsJson(r);
    if (r.leak)
        j["leak_check"] = {{"cutoff", bh::formatLogTime(r.leak->cutoff)},
                           {"before_or_at_cutoff", r.leak->before},
                           {"after_cutoff", r.leak->after},
                           {"undated", r.leak->undated},
                           {"dropped", r.leak->dropped}};
    for (const auto& res : r.results) {
        nlohmann::json s;
        s["unexposed"] = bh::unexposedName(res.unexposed);
        s["queries_evaluated"] = res.queries.size();
        s["queries_without_click"] = res.skippedNoClick;
        s["queries_missing_from_run"] = res.missingFromRun;
        s["mean"] = valuesJson(res, res.mean);
        if (r.perQuery)
            for (const auto& q : res.queries)
                s["per_query"][q.qid] = {{"logged_items", q.loggedItems},
                                         {"clicked_items", q.clickedItems},
                                         {"unexposed_in_top_k", q.rankedUnexposed},
                                         {"values", valuesJson(res, q.values)}};
        j["results"].push_back(s);
    }
    if (r.results.size() == 2) {
        const auto &full = r.results[0], &exposed = r.results[1];
        for (const auto& m : kMetrics)
            for (std::size_t ki = 0; ki < full.ks.size(); ++ki)
                for (bh::Estimator e : bh::kEstimators) {
                    const auto q = ratio(full.at(full.mean, e, ki).*m.field,
                                         exposed.at(exposed.mean, e, ki).*m.field);
                    j["ratio_nonrelevant_to_excluded"]
                     [std::string(m.name) + "@" + std::to_string(full.ks[ki])]
                     [bh::estimatorName(e)] = q ? nlohmann::json(*q) : nlohmann::json(nullptr);
                }
    }
    return j.dump(2) + "\n";
}

namespace {

constexpr const char* kAgreementDefinitions[] = {
    ("tau_b = (C - D) / sqrt((n0 - n1)(n0 - n2)) over the runs with both values; n0 = run "
     "pairs, n1 / n2 = pairs tied offline / online"),
    ("sign_share = agree / (agree + disagree) over run pairs whose offline and online "
     "differences are both non-zero; pairs with a zero difference are counted as tied")};

}  // namespace

std::string renderAgreementTsv(const std::vector<bh::AgreementRow>& rows) {
    std::ostringstream o;
    for (const char* d : kAgreementDefinitions) o << "# " << d << '\n';
    o << "offline_metric\tonline_metric\truns\ttau_b\tconcordant\tdiscordant\ttied_pairs\t"
         "sign_agree\tsign_disagree\tsign_share\n";
    for (const auto& r : rows) {
        o << r.offlineMetric << '\t' << r.onlineMetric << '\t' << r.runs.size() << '\t'
          << (r.tau.defined ? fmt(r.tau.tau) : "-") << '\t' << r.tau.concordant << '\t'
          << r.tau.discordant << '\t' << r.sign.tied << '\t' << r.sign.agree << '\t'
          << r.sign.disagree << '\t' << (r.sign.defined() ? fmt(r.sign.share()) : "-") << '\n';
    }
    return o.str();
}

std::string renderAgreementJson(const std::vector<bh::AgreementRow>& rows) {
    nlohmann::json j;
    j["definitions"] = kAgreementDefinitions;
    j["rows"] = nlohmann::json::array();
    for (const auto& r : rows) {
        nlohmann::json row{{"offline_metric", r.offlineMetric},
                           {"online_metric", r.onlineMetric},
                           {"runs", r.runs},
                           {"offline", r.offline},
                           {"online", r.online},
                           {"concordant", r.tau.concordant},
                           {"discordant", r.tau.discordant},
                           {"tied_pairs", r.sign.tied},
                           {"sign_agree", r.sign.agree},
                           {"sign_disagree", r.sign.disagree}};
        row["online_ci"] = nlohmann::json::array();
        for (const auto& ci : r.onlineCi)
            row["online_ci"].push_back(ci ? nlohmann::json::array({ci->first, ci->second})
                                          : nlohmann::json(nullptr));
        row["tau_b"] = r.tau.defined ? nlohmann::json(r.tau.tau) : nlohmann::json(nullptr);
        row["sign_share"] =
            r.sign.defined() ? nlohmann::json(r.sign.share()) : nlohmann::json(nullptr);
        j["rows"].push_back(row);
    }
    return j.dump(2) + "\n";
}

}  // namespace ranklens::cli
