#include "core/compare/judging_holes.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "core/compare/disagreement_impact.h"
#include "core/measures/measure.h"
#include "core/order/order_query.h"

namespace ranklens::core::compare {

namespace {

struct Hole {
    std::size_t query = 0;  // row of the base evaluation's qids
    const char* doc = nullptr;
    std::size_t rank1 = 0, rank2 = 0;
};

// The unjudged items in the top k of either run for one labelled query, by rank (run 1's
// rank r before run 2's rank r), each once.
void holesOfQuery(const Run& run1, const Run& run2, const QrelsQuery& labels, std::size_t row,
                  std::size_t k, TiePolicy ties, std::vector<Hole>& out) {
    const std::size_t first = out.size();
    const Run* runs[2] = {&run1, &run2};
    RunQuery buffers[2];
    const RunQuery* lists[2] = {nullptr, nullptr};
    for (int r = 0; r < 2; ++r)
        if (const RunQuery* q = runs[r]->find(labels.qid))
            lists[r] = &queryInOrder(*runs[r], *q, ties, buffers[r]);
    for (std::size_t rank = 1; rank <= k; ++rank)
        for (int r = 0; r < 2; ++r) {
            if (!lists[r] || lists[r]->docs.size() < rank) continue;
            const char* doc = lists[r]->docs[rank - 1].doc;
            if (labels.grade(doc)) continue;
            auto it = std::find_if(out.begin() + static_cast<std::ptrdiff_t>(first), out.end(),
                                   [doc](const Hole& h) { return std::string_view(h.doc) == doc; });
            if (it == out.end()) it = out.insert(out.end(), Hole{row, doc, 0, 0});
            (r == 0 ? it->rank1 : it->rank2) = rank;
        }
}

// A copy of one query's labels into out, with extra docs graded `grade`.
void copyQuery(const QrelsQuery& q, Qrels& out, const std::vector<const char*>& extra,
               std::int32_t grade) {
    auto& lq = out.query(q.qid);
    for (std::size_t j = 0; j < q.judgments.size(); ++j)
        lq.add(out.storeString(q.judgments[j].doc), q.label(j));
    for (const char* d : extra) lq.add(out.storeString(d), grade);
}

// The labels with every hole graded `grade`.
Qrels filled(const Qrels& labels, const std::vector<std::string>& qids,
             const std::vector<Hole>& holes, std::int32_t grade) {
    Qrels out;
    std::size_t h = 0;
    for (std::size_t row = 0; row < qids.size(); ++row) {
        std::vector<const char*> extra;
        for (; h < holes.size() && holes[h].query == row; ++h) extra.push_back(holes[h].doc);
        copyQuery(*labels.find(qids[row]), out, extra, grade);
    }
    out.finalize();
    return out;
}

// mean(run 2) - mean(run 1) over every labelled query of `labels`, and the per-query diffs.
double deltaOf(const std::vector<const Run*>& runs, const Qrels& labels, const EvalConfig& cfg,
               const MetricColumn& metric, std::vector<double>* perQuery = nullptr,
               std::vector<std::string>* qids = nullptr) {
    const auto in =
        evaluateForComparison(runs, {"1", "2"}, labels, cfg, {metric}, {}, "holes", {}, 1);
    double sum = 0;
    if (perQuery) perQuery->clear();
    for (std::size_t q = 0; q < in.qids.size(); ++q) {
        const double d = in.values[1][0][q] - in.values[0][0][q];
        sum += d;
        if (perQuery) perQuery->push_back(d);
    }
    if (qids) *qids = in.qids;
    return in.qids.empty() ? 0.0 : sum / static_cast<double>(in.qids.size());
}

std::int32_t highestGrade(const Qrels& labels) {
    std::int32_t top = 1;
    for (const auto& q : labels.queries())
        for (const auto& j : q.judgments) top = std::max(top, j.grade);
    return top;
}

}  // namespace

int verdictSign(double delta) {
    constexpr double kTie = 1e-12;
    return delta > kTie ? 1 : delta < -kTie ? -1 : 0;
}

JudgingHoles judgingHoles(const Run& run1, const Run& run2, const Qrels& labels,
                          const EvalConfig& cfg, const MetricColumn& metric, std::size_t k,
                          std::int32_t topGrade, const ProgressFn& progress) {
    if (k == 0) throw std::invalid_argument("the depth k must be 1 or more");
    if (!metric.perQuery() || metric.measure->aggregate != Aggregate::Mean)
        throw std::invalid_argument(metric.display + " is not a mean over queries");
    const std::vector<const Run*> runs{&run1, &run2};
    JudgingHoles out;
    out.k = k;
    out.topGrade = topGrade > 0 ? topGrade : highestGrade(labels);
    std::vector<double> base;
    std::vector<std::string> qids;
    out.delta = deltaOf(runs, labels, cfg, metric, &base, &qids);
    if (qids.empty()) throw std::invalid_argument("the labels have no labelled query");
    out.queries = qids.size();
    std::vector<Hole> holes;
    for (std::size_t row = 0; row < qids.size(); ++row) {
        const std::size_t before = holes.size();
        holesOfQuery(run1, run2, *labels.find(qids[row]), row, k, cfg.ties, holes);
        if (holes.size() > before) ++out.queriesWithHoles;
    }
    out.holes = holes.size();
    const auto step = [&](std::size_t done) {
        if (progress && !progress(done, holes.size() + 2)) throw Cancelled();
    };
    out.best = deltaOf(runs, filled(labels, qids, holes, out.topGrade), cfg, metric);
    step(1);
    out.worst = deltaOf(runs, filled(labels, qids, holes, 0), cfg, metric);
    step(2);
    const int sign = verdictSign(out.delta);
    out.survives = sign != 0 && verdictSign(out.best) == sign && verdictSign(out.worst) == sign;
    const double n = static_cast<double>(qids.size());
    Run one1, one2;  // the runs' lists of the hole's query alone
    for (std::size_t h = 0; h < holes.size(); ++h) {
        const Hole& hole = holes[h];
        if (h == 0 || holes[h - 1].query != hole.query) {
            one1 = oneQueryOf(run1, qids[hole.query]);
            one2 = oneQueryOf(run2, qids[hole.query]);
        }
        Qrels one;
        copyQuery(*labels.find(qids[hole.query]), one, {hole.doc}, out.topGrade);
        one.finalize();
        const double after = deltaOf({&one1, &one2}, one, cfg, metric);
        HoleInfluence inf{qids[hole.query], hole.doc, hole.rank1, hole.rank2, 0, 0, false};
        inf.shift = (after - base[hole.query]) / n;
        inf.deltaIfTop = out.delta + inf.shift;
        inf.flips = verdictSign(inf.deltaIfTop) != sign;
        out.influence.push_back(std::move(inf));
        step(h + 3);
    }
    std::stable_sort(out.influence.begin(), out.influence.end(), [](const auto& x, const auto& y) {
        const double dx = std::fabs(x.shift), dy = std::fabs(y.shift);
        return dx - dy > 1e-12 * std::max(1.0, dx);
    });
    return out;
}

}  // namespace ranklens::core::compare
