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

std::vector<DisagreementImpact> rankDisagreements(const Run& run1, const Run& run2, const Qrels& a,
                                                  const Qrels& b, const EvalConfig& cfg,
                                                  const MetricColumn& metric) {
    if (!metric.perQuery() || metric.measure->aggregate != Aggregate::Mean)
        throw std::invalid_argument(metric.display +
                                    " is not a mean over queries: no item's share of it");
    const std::vector<const Run*> runs{&run1, &run2};
    const auto base = evaluateForComparison(runs, {"1", "2"}, a, cfg, {metric}, {}, "a", {}, 0);
    if (base.qids.empty()) return {};
    const double n = static_cast<double>(base.qids.size());
    const double delta = base.runValue[1][0] - base.runValue[0][0];
    std::vector<DisagreementImpact> out;
    for (const auto& l : pairLabels(a, b)) {
        if (l.a == l.b) continue;
        const auto row = static_cast<std::size_t>(
            std::lower_bound(base.qids.begin(), base.qids.end(), l.qid) - base.qids.begin());
        const double before = base.values[1][0][row] - base.values[0][0][row];
        const double after =
            queryDiff(runs, oneQueryWith(*a.find(l.qid), l.docid, l.b), cfg, metric);
        out.push_back({l.qid, l.docid, l.a, l.b, delta, delta + (after - before) / n});
    }
    // Shifts equal but for round-off (1/3 one way, -1/3 the other) keep the (qid, doc) order.
    std::stable_sort(out.begin(), out.end(), [](const auto& x, const auto& y) {
        const double dx = std::fabs(x.shift()), dy = std::fabs(y.shift());
        return dx - dy > 1e-12 * std::max(1.0, dx);
    });
    return out;
}

}  // namespace ranklens::core::compare
