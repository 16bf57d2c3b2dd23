#include "core/behaviour/debiased_metrics.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "core/base/number_check.h"

namespace ranklens::core::behaviour {

Rankings rankingsOf(Run run) {
    run.order(TiePolicy::TrecEval);
    Rankings out;
    for (const auto& q : run.queries()) {
        auto& list = out[q.qid];
        for (const auto& d : q.docs) list.emplace_back(d.doc);
    }
    return out;
}

// clip by the rule of every setting (core/base/number_check.h), wherever it comes from: a stored
// value a damaged project holds (-5, NaN) was read as "no clipping".
EvidenceBuilder::EvidenceBuilder(Propensity propensity, double clip)
    : propensity_(std::move(propensity)), clip_(checkNumber("clip", clip, ranges::kNonNegative)) {}

void EvidenceBuilder::add(const std::string& query, const std::string& item, int position,
                          EventKind kind) {
    const auto p = propensity_.at(position);
    if (!p)
        throw std::invalid_argument("position " + std::to_string(position) +
                                    " has no propensity (" + propensity_.describe() + ")");
    if (*p < ranges::kMinPropensity)  // its weight 1/p would swamp (or overflow) every sum
        throw std::invalid_argument("position " + std::to_string(position) + " has propensity " +
                                    shortNumber(*p) + " (" + propensity_.describe() + "), below " +
                                    shortNumber(ranges::kMinPropensity) + ": use a smaller eta");
    const double w = inverseWeight(*p, clip_);
    ItemEvidence& e = evidence_[query][item];
    if (kind == EventKind::Exposure) {
        e.exposures += 1;
        e.exposureExpected += *p * w;
    } else {
        e.clicks += 1;
        e.weightedClicks += w;
        e.clickExpected += *p * w;
    }
}

Evidence gatherEvidence(const ClickLog& log, const Propensity& propensity, double clip) {
    EvidenceBuilder b(propensity, clip);
    for (const auto& e : log.events) {
        if (e.position < 1)
            throw std::runtime_error(log.source + ":" + std::to_string(e.line) +
                                     ": event without a position");
        try {
            b.add(e.query, e.item, e.position, e.kind);
        } catch (const std::invalid_argument& x) {
            throw std::runtime_error(log.source + ":" + std::to_string(e.line) + ": " + x.what());
        }
    }
    return b.take();
}

const char* estimatorName(Estimator e) {
    switch (e) {
        case Estimator::Raw:
            return "raw";
        case Estimator::Ips:
            return "ips";
        case Estimator::SelfNormalised:
            return "snips";
    }
    return "?";
}

const char* unexposedName(Unexposed u) {
    return u == Unexposed::Excluded ? "excluded" : "nonrelevant";
}

double itemGain(const ItemEvidence& e, Estimator est) {
    if (e.clicks <= 0) return 0;
    const bool clicksOnly = e.exposures < e.clicks;
    const double n = clicksOnly ? e.clicks : e.exposures;
    switch (est) {
        case Estimator::Raw:
            return e.clicks / n;
        case Estimator::Ips:
            return e.weightedClicks / n;
        case Estimator::SelfNormalised:
            return e.weightedClicks / (clicksOnly ? e.clickExpected : e.exposureExpected);
    }
    return 0;
}

namespace {

double discount(std::size_t i) {
    return 1.0 / std::log2(static_cast<double>(i) + 2.0);
}

}  // namespace

MetricSet rankingMetrics(const std::vector<std::string>& ranking, const QueryEvidence& ev,
                         Estimator est, Unexposed unexposed, int k) {
    std::vector<double> pool;
    pool.reserve(ev.size());
    for (const auto& [item, e] : ev) pool.push_back(itemGain(e, est));
    std::sort(pool.begin(), pool.end(), std::greater<>());
    double total = 0;
    for (double g : pool) total += g;
    const auto K = static_cast<std::size_t>(std::max(k, 0));
    MetricSet m;
    std::size_t i = 0;
    for (const auto& item : ranking) {
        if (i >= K) break;
        const auto it = ev.find(item);
        if (it == ev.end() && unexposed == Unexposed::Excluded) continue;
        const double g = it == ev.end() ? 0.0 : itemGain(it->second, est);
        m.precision += g;
        m.dcg += g * discount(i);
        ++i;
    }
    double ideal = 0;
    for (std::size_t j = 0; j < std::min(K, pool.size()); ++j) ideal += pool[j] * discount(j);
    m.recall = total > 0 ? m.precision / total : 0;
    m.ndcg = ideal > 0 ? m.dcg / ideal : 0;
    m.precision = K > 0 ? m.precision / static_cast<double>(K) : 0;
    return m;
}

namespace {

DebiasedQuery evaluateQuery(const std::string& qid, const QueryEvidence& ev,
                            const std::vector<std::string>& ranking, const std::vector<int>& ks,
                            Unexposed unexposed) {
    DebiasedQuery q;
    q.qid = qid;
    q.loggedItems = ev.size();
    for (const auto& [item, e] : ev) q.clickedItems += e.clicks > 0;
    const int maxK = ks.empty() ? 0 : *std::max_element(ks.begin(), ks.end());
    for (std::size_t i = 0; i < ranking.size() && i < static_cast<std::size_t>(maxK); ++i)
        q.rankedUnexposed += ev.find(ranking[i]) == ev.end();
    for (Estimator est : kEstimators)
        for (int k : ks) q.values.push_back(rankingMetrics(ranking, ev, est, unexposed, k));
    return q;
}

}  // namespace

DebiasedResult evaluateDebiased(const Evidence& evidence, const Rankings& rankings,
                                const std::vector<int>& ks, Unexposed unexposed) {
    DebiasedResult r;
    r.ks = ks;
    r.unexposed = unexposed;
    const std::vector<std::string> none;
    for (const auto& [qid, ev] : evidence) {
        const bool anyClick =
            std::any_of(ev.begin(), ev.end(), [](const auto& kv) { return kv.second.clicks > 0; });
        if (!anyClick) {
            ++r.skippedNoClick;
            continue;
        }
        const auto it = rankings.find(qid);
        if (it == rankings.end()) ++r.missingFromRun;
        r.queries.push_back(
            evaluateQuery(qid, ev, it == rankings.end() ? none : it->second, ks, unexposed));
    }
    r.mean.assign(std::size(kEstimators) * ks.size(), MetricSet{});
    for (const auto& q : r.queries)
        for (std::size_t i = 0; i < r.mean.size(); ++i) {
            r.mean[i].precision += q.values[i].precision;
            r.mean[i].recall += q.values[i].recall;
            r.mean[i].dcg += q.values[i].dcg;
            r.mean[i].ndcg += q.values[i].ndcg;
        }
    const double n = static_cast<double>(std::max<std::size_t>(r.queries.size(), 1));
    for (auto& m : r.mean) m = {m.precision / n, m.recall / n, m.dcg / n, m.ndcg / n};
    return r;
}

}  // namespace ranklens::core::behaviour
