#include "core/compare/disagreement_impact.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string_view>

#include "core/judging/agreement.h"
#include "core/measures/measure.h"

namespace ranklens::core::compare {

namespace {

// Set a's labels of one query, with doc graded `grade`.
Qrels oneQueryWith(const QrelsQuery& q, std::string_view doc, std::int32_t grade) {
    Qrels out;
    auto& lq = out.query(q.qid);
    for (std::size_t j = 0; j < q.judgments.size(); ++j) {
        const bool it = doc == q.judgments[j].doc;
        lq.add(out.storeString(q.judgments[j].doc), it ? grade : q.label(j));
    }
    out.finalize();
    return out;
}

// value(run 2) - value(run 1) of the metric on the labels' single query.
double queryDiff(const std::vector<const Run*>& runs, const Qrels& one, const EvalConfig& cfg,
                 const MetricColumn& metric) {
    const auto in =
        evaluateForComparison(runs, {"1", "2"}, one, cfg, {metric}, {}, "impact", {}, 1);
    return in.values[1][0][0] - in.values[0][0][0];
}

}  // namespace

Run oneQueryOf(const Run& run, std::string_view qid) {
    Run out;
    out.hasRanks = run.hasRanks;
    if (const RunQuery* q = run.find(qid)) {
        auto& oq = out.query(qid);
        oq.docs.reserve(q->docs.size());
        for (const auto& d : q->docs)
            oq.docs.push_back({d.score, out.storeString(d.doc), d.rank, d.inputPos});
    }
    if (run.isOrdered()) out.markOrdered(run.orderedBy());
    return out;
}

std::vector<DisagreementImpact> rankDisagreements(const Run& run1, const Run& run2, const Qrels& a,
                                                  const Qrels& b, const EvalConfig& cfg,
                                                  const MetricColumn& metric,
                                                  const ProgressFn& progress) {
    if (!metric.perQuery() || metric.measure->aggregate != Aggregate::Mean)
        throw std::invalid_argument(metric.display +
                                    " is not a mean over queries: no item's share of it");
    const std::vector<const Run*> runs{&run1, &run2};
    const auto base = evaluateForComparison(runs, {"1", "2"}, a, cfg, {metric}, {}, "a", {}, 0);
    if (base.qids.empty()) return {};
    const double n = static_cast<double>(base.qids.size());
    const double delta = base.runValue[1][0] - base.runValue[0][0];
    std::vector<DisagreementImpact> out;
    const auto labels = pairLabels(a, b);
    std::string at;  // the query the one-query runs hold
    Run one1, one2;
    for (std::size_t i = 0; i < labels.size(); ++i) {
        const auto& l = labels[i];
        if (progress && i % 256 == 0 && !progress(i, labels.size())) throw Cancelled();
        if (l.a == l.b) continue;
        if (l.qid != at) {
            at = l.qid;
            one1 = oneQueryOf(run1, at);
            one2 = oneQueryOf(run2, at);
        }
        const auto row = static_cast<std::size_t>(
            std::lower_bound(base.qids.begin(), base.qids.end(), l.qid) - base.qids.begin());
        const double before = base.values[1][0][row] - base.values[0][0][row];
        const double after =
            queryDiff({&one1, &one2}, oneQueryWith(*a.find(l.qid), l.docid, l.b), cfg, metric);
        out.push_back({l.qid, l.docid, l.a, l.b, delta, delta + (after - before) / n});
    }
    if (progress && !progress(labels.size(), labels.size())) throw Cancelled();
    // Shifts equal but for round-off (1/3 one way, -1/3 the other) keep the (qid, doc) order.
    std::stable_sort(out.begin(), out.end(), [](const auto& x, const auto& y) {
        const double dx = std::fabs(x.shift()), dy = std::fabs(y.shift());
        return dx - dy > 1e-12 * std::max(1.0, dx);
    });
    return out;
}

}  // namespace ranklens::core::compare
