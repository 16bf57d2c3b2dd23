#include "core/store/behaviour_analysis.h"

#include <set>

#include "core/eval/evaluator.h"
#include "core/measures/measure_spec.h"

namespace ranklens::store {

namespace bh = core::behaviour;

namespace {

struct MetricPick {
    const char* name;
    double bh::MetricSet::*field;
};
constexpr MetricPick kMetrics[] = {{"P", &bh::MetricSet::precision},
                                   {"recall", &bh::MetricSet::recall},
                                   {"NDCG", &bh::MetricSet::ndcg}};

std::optional<ClickLogInfo> chooseLog(const BehaviourStore& b, std::int64_t id) {
    std::optional<ClickLogInfo> out;
    for (const auto& l : b.clickLogs())
        if (id == 0 || l.id == id) out = l;
    if (!out && id != 0) throw StoreError("no click log with id " + std::to_string(id));
    return out;
}

void addClickValues(const std::string& run, const bh::DebiasedResult& r,
                    std::vector<bh::OfflineValue>& out) {
    for (bh::Estimator e : bh::kEstimators)
        for (const auto& m : kMetrics)
            for (std::size_t ki = 0; ki < r.ks.size(); ++ki)
                out.push_back(
                    {run, clickMetricName(e, m.name, r.ks[ki]), r.at(r.mean, e, ki).*m.field});
}

void addLabelValues(const RunStore& runs, const RunInfo& run, const core::Qrels& qrels,
                    const BehaviourAnalysisOptions& o, std::vector<bh::OfflineValue>& out) {
    core::EvalOptions eo;
    for (const auto& m : o.measures) core::addMeasureSpec(m, eo.requests);
    eo.threads = 1;
    core::Run r = runs.loadRun(run.id);
    const core::EvalResult res = core::evaluate(r, qrels, o.config, eo);
    for (const auto& c : res.columns) out.push_back({run.name, c.name, c.aggregate});
}

}  // namespace

std::string clickMetricName(bh::Estimator e, const char* metric, int k) {
    return std::string(bh::estimatorName(e)) + " " + metric + "@" + std::to_string(k);
}

bh::Rankings projectRankings(const RunStore& runs, std::int64_t runId) {
    return bh::rankingsOf(runs.loadRun(runId));
}

BehaviourAnalysis analyseBehaviour(const ProjectStore& ps, const BehaviourAnalysisOptions& o) {
    BehaviourAnalysis a;
    const BehaviourStore* b = ps.behaviour();
    if (!b) return a;
    a.log = chooseLog(*b, o.logId);
    std::optional<bh::Evidence> evidence;
    if (a.log) {
        const bh::Propensity prop = bh::Propensity::powerLaw(o.eta.value_or(a.log->eta));
        a.propensity = prop.describe();
        a.clip = o.clip.value_or(a.log->clip);
        evidence = bh::gatherEvidence(b->loadClickLog(a.log->id), prop, a.clip);
    }
    std::optional<core::Qrels> qrels;
    const std::int64_t labels = o.labelSetId ? o.labelSetId : ps.activeLabelSet();
    for (const auto& l : ps.labelSets())
        if (l.id == labels) a.labelSetName = l.name;
    if (labels) qrels = ps.loadLabels(labels);
    a.online = b->onlineResults();
    std::set<std::string> withOnline;
    for (const auto& r : a.online) withOnline.insert(r.run);
    const auto cutoffs = b->trainingCutoffs();
    for (const auto& run : ps.runs()) {
        RunBehaviour rb;
        rb.run = run;
        if (auto c = cutoffs.find(run.id); c != cutoffs.end()) rb.cutoff = c->second;
        if (evidence) {
            if (rb.cutoff) rb.leaking = b->countLeaks(a.log->id, *rb.cutoff).before;
            const bh::Rankings rankings = projectRankings(ps, run.id);
            rb.nonRelevant =
                bh::evaluateDebiased(*evidence, rankings, o.ks, bh::Unexposed::NonRelevant);
            rb.excluded = bh::evaluateDebiased(*evidence, rankings, o.ks, bh::Unexposed::Excluded);
            if (withOnline.count(run.name)) addClickValues(run.name, rb.nonRelevant, a.offline);
        }
        if (qrels && withOnline.count(run.name)) addLabelValues(ps, run, *qrels, o, a.offline);
        a.runs.push_back(std::move(rb));
    }
    a.agreement = bh::offlineOnlineAgreement(a.offline, a.online);
    return a;
}

}  // namespace ranklens::store
